/**
 * The order form's sentences: what was placed, what the order lacks, why trading is paused. Figures as the reader
 * writes them (`Buy 0,01 BTC BTCUSDT at 3.500` stays `0,01` in German).
 *
 * @since 1.2.0
 */
import type * as Amounts from "../atoms/OrderAmounts.js"
import type * as Form from "../atoms/OrderForm.js"
import * as Format from "../lib/Format.js"

/**
 * What was placed, as a trader says it: `Buy 0.01 BTC BTCUSDT at market`, `Sell 2 ETH ETHUSDT at 3500 when 3450`.
 *
 * @since 1.2.0
 * @category formatting
 */
export const summaryOf = (form: Form.OrderForm, symbol: string, unit: string): string => {
  const at = form.orderType === "Market" ? "at market" : `at ${Format.writeDecimal(form.price.trim())}`
  const trigger = form.triggerPrice.trim() === "" ? "" : ` when ${Format.writeDecimal(form.triggerPrice.trim())}`
  const flags = [
    form.reduceOnly ? "reduce-only" : "",
    form.timeInForce === "PostOnly" && form.orderType === "Limit" ? "post-only" : ""
  ]
    .filter((f) => f !== "")
    .join(", ")
  return `${form.side} ${Format.writeDecimal(form.qty.trim())} ${unit} ${symbol} ${at}${trigger}${flags === "" ? "" : ` (${flags})`}`
}

/**
 * A shortfall in words: what the order needs, and what there is.
 *
 * @since 1.2.0
 * @category formatting
 */
export const shortfallText = (s: Amounts.Shortfall): string => {
  const need = `${Format.amount(s.need, s.what === "quantity" ? 8 : 4)} ${s.coin}`
  const have = `${Format.amount(s.available, 4)} ${s.coin}`
  const what =
    s.what === "margin"
      ? `Margin ${need} at ${Format.amount(s.leverage, 2)}x`
      : s.what === "cost"
        ? `Cost ${need}`
        : need
  return `${what} is more than the ${have} available`
}

/**
 * Why trading is paused, or `undefined`: no keys, the market or account stream is down.
 *
 * @since 1.2.0
 * @category formatting
 */
export const pausedReason = (hasKeys: boolean, marketLive: boolean, privateState: string): string | undefined => {
  if (!hasKeys) return "Connect API keys to trade (Keys tab)"
  if (!marketLive) return "Trading is paused: the market stream is not connected"
  if (privateState !== "connected") return "Trading is paused: the account stream is not connected"
  return undefined
}

import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import type { AccountState } from "effect-bybit"
import { useAtomValue } from "../atom-react/index.js"
import { maintenanceRateAtom, marginModeAtom } from "../atoms/Margin.js"
import * as Format from "../lib/Format.js"
import type { Instrument } from "../lib/Instrument.js"
import * as LiqEstimate from "../lib/LiqEstimate.js"

/**
 * The estimated liquidation price of a linear or inverse order as a position of its own, at the account's margin
 * mode, the symbol's leverage and its lowest risk tier's maintenance rate.
 */
export function OrderLiq(props: {
  readonly instrument: Instrument
  readonly side: "Buy" | "Sell"
  readonly qty: number | undefined
  readonly price: number | undefined
  readonly leverage: number | undefined
  readonly state: AccountState.State | undefined
}) {
  const mode = Option.flatten(AsyncResult.value(useAtomValue(marginModeAtom)))
  const rate = Option.flatten(AsyncResult.value(useAtomValue(maintenanceRateAtom)))
  const wallet = props.state === undefined ? undefined : Option.getOrUndefined(props.state.wallet)
  const coin = wallet?.coin.find((c) => c.coin === props.instrument.settleCoin)
  const balance = Number(coin?.walletBalance ?? 0)
  const usdPerCoin =
    balance > 0 ? Number(coin?.usdValue ?? 0) / balance : props.instrument.settleCoin === "USDT" ? 1 : 0
  const estimate =
    props.qty === undefined ||
    props.price === undefined ||
    props.leverage === undefined ||
    wallet === undefined ||
    Option.isNone(mode) ||
    Option.isNone(rate)
      ? undefined
      : LiqEstimate.liquidationPrice({
          instrument: props.instrument,
          side: props.side,
          qty: props.qty,
          price: props.price,
          leverage: props.leverage,
          mode: mode.value,
          maintenanceRate: rate.value,
          equity: Number(wallet.totalEquity ?? 0),
          maintenanceMargin: Number(wallet.totalMaintenanceMargin ?? 0),
          usdPerCoin
        })
  return (
    <div className="figures">
      <span className="muted" title="As a position of its own; fees and funding not counted">
        Liq. price (est.)
      </span>
      <span className="num" data-testid="order-liq">
        {estimate === undefined || estimate === ""
          ? "—"
          : Format.price(estimate, Format.decimalsOf(props.instrument.tickSize))}
      </span>
    </div>
  )
}

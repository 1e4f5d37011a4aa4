/**
 * What the order form shows beside what was typed: the unit, what is available to spend, the order's value and
 * leverage, the TP/SL typed as ROI % or PnL worked out as prices, the fee it would pay, the largest quantity the
 * balance carries and what it needs beyond the balance. One pure function of the form and the market, so the form
 * itself only draws.
 *
 * @since 1.2.0
 */
import * as BigDecimal from "effect/BigDecimal"
import * as Option from "effect/Option"
import type { AccountState } from "effect-bybit"
import { available, leverageOf } from "../lib/Available.js"
import type { Instrument } from "../lib/Instrument.js"
import * as Sizing from "../lib/Sizing.js"
import type { FeeRates } from "./Margin.js"
import * as Amounts from "./OrderAmounts.js"
import * as Form from "./OrderForm.js"
import type { Category } from "./Url.js"

/**
 * What the quote is worked out from.
 *
 * @since 1.2.0
 * @category models
 */
export interface QuoteInput {
  readonly form: Form.OrderForm
  readonly conditional: boolean
  readonly category: Category
  readonly instrument: Instrument | undefined
  readonly lastPrice: Option.Option<string>
  readonly mark: Option.Option<string>
  readonly state: AccountState.State | undefined
  /** The leverage set for the symbol (read from the exchange), when there is one. */
  readonly leverageSetting: string | undefined
  readonly fees: FeeRates | undefined
  readonly hasKeys: boolean
  readonly tpMode: Sizing.TargetMode
  readonly slMode: Sizing.TargetMode
}

/**
 * The order form's figures (see the module's description); each `undefined` while a figure it needs is missing.
 *
 * @since 1.2.0
 * @category models
 */
export interface Quote {
  readonly market: boolean
  readonly unit: string
  /** The coin a TP/SL's PnL is counted in: the settle coin (inverse: the base coin; spot: the quote coin). */
  readonly pnlCoin: string
  readonly spend: { readonly amount: string; readonly coin: string } | undefined
  readonly value: { readonly value: string; readonly coin: string } | undefined
  readonly leverage: number | undefined
  /** The price the order is measured at (trigger, limit, else last). */
  readonly price: number | undefined
  readonly qty: number | undefined
  readonly tpPrice: string | undefined
  readonly slPrice: string | undefined
  /** The market's price step, to write the TP/SL prices at (none before the market is known). */
  readonly tickSize: string | undefined
  /** The form as it is sent: the trigger only when conditional, TP/SL as prices. */
  readonly sent: Form.OrderForm
  /** A TP/SL typed as ROI % or PnL that cannot be worked out yet (no price or quantity). */
  readonly unresolved: boolean
  readonly taker: boolean
  readonly feeRate: number | undefined
  readonly feeEstimate: number | undefined
  readonly max: string | undefined
  readonly short: Amounts.Shortfall | undefined
}

/**
 * Works out the order form's figures.
 *
 * @since 1.2.0
 * @category constructors
 */
export const quoteOf = (input: QuoteInput): Quote => {
  const { form, category, lastPrice, state, fees } = input
  const i = input.instrument
  const market = form.orderType === "Market"
  const unit = i === undefined ? "" : Form.qtyUnit(form, i)
  const spend = i === undefined ? undefined : available(state, i, form.side)
  const value = i === undefined ? undefined : Amounts.orderValue(form, i, lastPrice)
  const leverage =
    i === undefined || i.category === "spot" || i.category === "option"
      ? undefined
      : leverageOf(state, i.symbol, input.leverageSetting)
  const typedForm = input.conditional ? form : { ...form, triggerPrice: "" }
  const price = Option.getOrUndefined(Option.map(Form.basePrice(typedForm, lastPrice), BigDecimal.toNumberUnsafe))
  const qty = Number(form.qty.trim()) > 0 ? Number(form.qty.trim()) : undefined
  // take-profit and stop-loss typed as ROI % or PnL, as the prices they mean
  const target = (kind: "takeProfit" | "stopLoss", mode: Sizing.TargetMode) =>
    i === undefined
      ? form[kind]
      : Sizing.targetPrice({
          kind,
          mode,
          typed: form[kind],
          market: i,
          side: form.side,
          entry: price,
          qty: i.category === "spot" && Form.quoteUnits(form, category) ? undefined : qty,
          leverage
        })
  const tpPrice = target("takeProfit", input.tpMode)
  const slPrice = target("stopLoss", input.slMode)
  const sent = { ...typedForm, takeProfit: tpPrice ?? "", stopLoss: slPrice ?? "" }
  const unresolved =
    (tpPrice === undefined && form.takeProfit.trim() !== "") || (slPrice === undefined && form.stopLoss.trim() !== "")
  const taker = Sizing.takes({
    market,
    conditional: input.conditional && form.triggerPrice.trim() !== "",
    postOnly: form.timeInForce === "PostOnly",
    side: form.side,
    price,
    last: Option.getOrUndefined(Option.map(lastPrice, Number))
  })
  const feeRate = fees === undefined ? undefined : taker ? fees.taker : fees.maker
  const feeEstimate = Sizing.fee(value === undefined ? undefined : Number(value.value), feeRate)
  const max =
    i === undefined || spend === undefined || Form.quoteUnits(form, category)
      ? undefined
      : Sizing.maxQty({
          market: i,
          side: form.side,
          available: spend.amount,
          // a limit with no price typed yet is sized at the market (an option buy showed no Max at all)
          price: Sizing.sizingPrice(price, Option.getOrUndefined(lastPrice), Option.getOrUndefined(input.mark)),
          leverage,
          takerRate: fees?.taker
        })
  const short = i === undefined || !input.hasKeys ? undefined : Amounts.shortfall(sent, i, lastPrice, spend, leverage)
  const pnlCoin =
    i === undefined ? "" : i.category === "inverse" ? i.baseCoin : i.category === "spot" ? i.quoteCoin : i.settleCoin
  return {
    market,
    unit,
    pnlCoin,
    spend,
    value,
    leverage,
    price,
    qty,
    tpPrice,
    slPrice,
    tickSize: i?.tickSize,
    sent,
    unresolved,
    taker,
    feeRate,
    feeEstimate,
    max,
    short
  }
}

/**
 * What an order form comes to in money: what the order is worth, the quantity a share of the balance buys (the
 * percentage buttons), and what it needs beyond what is available. Pure functions, tested without a browser.
 *
 * @since 1.2.0
 */
import * as BigDecimal from "effect/BigDecimal"
import * as Option from "effect/Option"
import type { Instrument } from "../lib/Instrument.js"
import { basePrice, type OrderForm, quoteUnits } from "./OrderForm.js"

const decimal = (text: string): Option.Option<BigDecimal.BigDecimal> =>
  /^\d+(\.\d+)?$/.test(text) ? BigDecimal.fromString(text) : Option.none()

const text = (n: BigDecimal.BigDecimal): string => BigDecimal.format(BigDecimal.normalize(n))

/**
 * What the order is worth in the quote (or settle) coin at its price: quantity × price; inverse contracts are
 * worth their USD quantity, in the base coin quantity ÷ price. `undefined` when a number is missing.
 *
 * @since 0.1.0
 * @category costs
 */
export const orderValue = (
  form: OrderForm,
  instrument: Instrument,
  lastPrice: Option.Option<string>
): { readonly value: string; readonly coin: string } | undefined => {
  const qty = decimal(form.qty.trim())
  if (Option.isNone(qty)) return undefined
  if (quoteUnits(form, instrument.category)) return { value: text(qty.value), coin: instrument.quoteCoin }
  const price = basePrice(form, lastPrice)
  if (Option.isNone(price) || !BigDecimal.isPositive(price.value)) return undefined
  if (instrument.category === "inverse") {
    const value = Option.getOrUndefined(BigDecimal.divide(qty.value, price.value))
    return value === undefined
      ? undefined
      : { value: BigDecimal.format(BigDecimal.scale(value, 8)), coin: instrument.baseCoin }
  }
  const value = BigDecimal.multiply(qty.value, price.value)
  return { value: BigDecimal.format(BigDecimal.scale(value, 2)), coin: instrument.quoteCoin }
}

/**
 * The quantity that spends `percent` of what is available: a share of the quote balance ÷ price for buys and
 * derivatives, a share of the base balance for spot sells; down to the quantity step.
 *
 * @since 0.1.0
 * @category costs
 */
export const qtyForShare = (
  percent: number,
  form: OrderForm,
  instrument: Instrument,
  available: string,
  lastPrice: Option.Option<string>,
  leverage = 1
): string | undefined => {
  const balance = decimal(available)
  if (Option.isNone(balance)) return undefined
  const share = BigDecimal.multiply(balance.value, BigDecimal.fromNumberUnsafe(percent / 100))
  const quote = quoteUnits(form, instrument.category)
  const spotSell = instrument.category === "spot" && form.side === "Sell"
  let qty: BigDecimal.BigDecimal
  if (quote || spotSell) {
    qty = share
  } else {
    const price = basePrice(form, lastPrice)
    if (Option.isNone(price) || !BigDecimal.isPositive(price.value)) return undefined
    const leveraged = BigDecimal.multiply(share, BigDecimal.fromNumberUnsafe(Math.max(1, leverage)))
    const value = instrument.category === "inverse" ? BigDecimal.multiply(leveraged, price.value) : leveraged
    qty =
      instrument.category === "inverse"
        ? value
        : Option.getOrElse(BigDecimal.divide(value, price.value), () => BigDecimal.fromNumberUnsafe(0))
  }
  const unitStep = decimal(quote ? "0.01" : instrument.qtyStep)
  if (Option.isNone(unitStep) || !BigDecimal.isPositive(unitStep.value)) return text(qty)
  const units = Option.getOrElse(BigDecimal.divide(qty, unitStep.value), () => BigDecimal.fromNumberUnsafe(0))
  const floored = BigDecimal.multiply(BigDecimal.truncate(units), unitStep.value)
  return BigDecimal.isPositive(floored) ? text(floored) : undefined
}

/**
 * What an order needs beyond what is available: what it needs (`margin` at the leverage, the `cost` of a spot or
 * option buy, the `quantity` of a spot sell), how much, and how much there is, in `coin`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Shortfall {
  readonly what: "margin" | "cost" | "quantity"
  readonly need: number
  readonly available: number
  readonly coin: string
  readonly leverage: number | undefined
}

/**
 * Whether the order needs more than is available, checked before it is sent: a derivative's initial margin (value ÷
 * leverage; unknown leverage: not checked), a spot buy's cost, a spot sell's quantity, an option buy's premium.
 * Reduce-only orders and option sells are left to the exchange, as are fees (an order within a fee's width of the
 * balance can still be refused, in words). `undefined` when the order fits or a figure is missing.
 *
 * @since 0.1.0
 * @category costs
 */
export const shortfall = (
  form: OrderForm,
  instrument: Instrument,
  lastPrice: Option.Option<string>,
  available: { readonly amount: string; readonly coin: string } | undefined,
  leverage: number | undefined
): Shortfall | undefined => {
  if (available === undefined || form.reduceOnly) return undefined
  const qty = Number(form.qty.trim())
  const have = Number(available.amount)
  const price = Option.match(basePrice(form, lastPrice), {
    onNone: () => Number.NaN,
    onSome: (p) => BigDecimal.toNumberUnsafe(p)
  })
  if (!(qty > 0) || !Number.isFinite(have)) return undefined
  const quote = quoteUnits(form, instrument.category)
  const needs = (): Omit<Shortfall, "available" | "coin"> | undefined => {
    switch (instrument.category) {
      case "spot":
        if (form.side === "Buy") return { what: "cost", need: quote ? qty : qty * price, leverage: undefined }
        return { what: "quantity", need: quote ? qty / price : qty, leverage: undefined }
      case "option":
        return form.side === "Buy" ? { what: "cost", need: qty * price, leverage: undefined } : undefined
      case "inverse":
        return leverage === undefined ? undefined : { what: "margin", need: qty / price / leverage, leverage }
      default:
        return leverage === undefined ? undefined : { what: "margin", need: (qty * price) / leverage, leverage }
    }
  }
  const need = needs()
  if (need === undefined || !Number.isFinite(need.need) || need.need <= have) return undefined
  return { ...need, available: have, coin: available.coin }
}

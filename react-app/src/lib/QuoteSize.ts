/**
 * A linear contract's size typed in the quote coin (USDT), as Bybit's order form takes it: the amount over the order's
 * price, down to the instrument's lot step (`lotSizeFilter.qtyStep`), is the quantity sent in the base coin; below the
 * lot's minimum (`minOrderQty`) it is refused in words, with the smallest amount that would do. Exact decimals
 * (BigDecimal), no floating point: the quantity shown is the quantity sent.
 *
 * @since 1.3.0
 */
import * as BigDecimal from "effect/BigDecimal"
import * as Option from "effect/Option"
import * as Result from "effect/Result"

/**
 * What the conversion reads of an instrument.
 *
 * @since 1.3.0
 * @category models
 */
export interface Lot {
  readonly baseCoin: string
  readonly quoteCoin: string
  readonly qtyStep: string
  readonly minQty: string
}

/**
 * Why an amount cannot be sent: in words (`reason`), and the smallest amount that would make the minimum quantity
 * (`minAmount`, when the price is known).
 *
 * @since 1.3.0
 * @category models
 */
export interface Refusal {
  readonly reason: string
  readonly minAmount?: string | undefined
}

const decimal = (text: string): Option.Option<BigDecimal.BigDecimal> =>
  /^\d+(\.\d+)?$/.test(text.trim()) ? BigDecimal.fromString(text.trim()) : Option.none()

const text = (n: BigDecimal.BigDecimal): string => BigDecimal.format(BigDecimal.normalize(n))

// the step's decimals, so "0.010" writes quantities as "0.120"
const decimalsOf = (step: string): number => {
  const dot = step.indexOf(".")
  return dot < 0 ? 0 : step.length - dot - 1
}

// a number with exactly `digits` decimals (BigDecimal's own format drops trailing zeros)
const fixed = (n: BigDecimal.BigDecimal, digits: number): string => {
  const [whole = "0", fraction = ""] = text(n).split(".")
  return digits === 0 ? whole : `${whole}.${fraction.padEnd(digits, "0").slice(0, digits)}`
}

/**
 * The quantity in the base coin an `amount` of the quote coin buys at `price`, down to the lot step, as the exchange
 * writes it (the step's decimals); refused when the amount or price is not a positive number or the quantity is below
 * the lot's minimum. `write` writes a figure for the reader (the page's locale).
 *
 * @since 1.3.0
 * @category conversion
 */
export const baseQty = (input: {
  readonly amount: string
  readonly price: Option.Option<BigDecimal.BigDecimal>
  readonly lot: Lot
  readonly write?: ((canonical: string) => string) | undefined
}): Result.Result<string, Refusal> => {
  const { lot } = input
  const write = input.write ?? ((s: string) => s)
  const amount = decimal(input.amount)
  if (Option.isNone(amount) || !BigDecimal.isPositive(amount.value)) {
    return Result.fail({ reason: `Enter the size in ${lot.quoteCoin}, like ${write("100")}` })
  }
  if (Option.isNone(input.price) || !BigDecimal.isPositive(input.price.value)) {
    return Result.fail({ reason: `Enter a price first: the size in ${lot.quoteCoin} is worked out at it` })
  }
  const price = input.price.value
  const step = Option.getOrElse(decimal(lot.qtyStep), () => BigDecimal.fromNumberUnsafe(0))
  const min = Option.getOrElse(decimal(lot.minQty), () => BigDecimal.fromNumberUnsafe(0))
  // amount ÷ price, to more decimals than any lot step has, then down to the step
  const raw = BigDecimal.divideUnsafe(BigDecimal.scale(amount.value, 18), price)
  const units = BigDecimal.isPositive(step) ? BigDecimal.truncate(BigDecimal.divideUnsafe(raw, step)) : raw
  const qty = BigDecimal.isPositive(step) ? BigDecimal.multiply(units, step) : raw
  if (!BigDecimal.isPositive(qty) || BigDecimal.isLessThan(qty, min)) {
    // the smallest amount whose quantity reaches the minimum (and at least one step), up to the cent
    const floor = BigDecimal.isLessThan(min, step) ? step : min
    const need = BigDecimal.ceil(BigDecimal.multiply(floor, price), 2)
    return Result.fail({
      reason: `${write(text(amount.value))} ${lot.quoteCoin} is below the minimum of ${write(text(floor))} ${lot.baseCoin} (${write(text(need))} ${lot.quoteCoin} at ${write(text(price))})`,
      minAmount: text(need)
    })
  }
  return Result.succeed(fixed(qty, decimalsOf(lot.qtyStep)))
}

/**
 * The arithmetic of the execution algorithms, pure: exact decimals as scaled integers, the slices of an iceberg
 * (each at most the visible size, the last what is left), the ladder of a scaled order (prices evenly spread from
 * one end to the other on the tick, sizes equal or growing, every size on the step and the total exact), and the
 * `orderLinkId` of a slice, made from the algorithm's id and the slice's index so that a restarted algorithm names
 * the same slice the same way and finds it on the exchange instead of placing it again.
 *
 * @since 1.2.0
 */
import * as Schema from "effect/Schema"

/**
 * A parameter an algorithm cannot work with (a size off the step, a visible size of zero, an id too long, …).
 *
 * @since 1.2.0
 * @category errors
 */
export class AlgoParamsError extends Schema.TaggedError<AlgoParamsError>()("AlgoParamsError", {
  message: Schema.String
}) {}

const DECIMAL = /^\d+(\.\d+)?$/

/**
 * The decimals of a decimal string (`"0.001"` → 3).
 *
 * @since 1.2.0
 * @category decimals
 */
export const decimalsOf = (text: string): number => {
  const dot = text.indexOf(".")
  return dot < 0 ? 0 : text.length - dot - 1
}

/**
 * A non-negative decimal string as an integer of `10^-scale` units; `undefined` when it is not one or has more
 * decimals than `scale`.
 *
 * @since 1.2.0
 * @category decimals
 */
export const toUnits = (text: string, scale: number): bigint | undefined => {
  if (!DECIMAL.test(text) || decimalsOf(text) > scale) return undefined
  const [whole = "0", fraction = ""] = text.split(".")
  return BigInt(whole + fraction.padEnd(scale, "0"))
}

/**
 * Units of `10^-scale` as a decimal string with exactly `scale` decimals.
 *
 * @since 1.2.0
 * @category decimals
 */
export const fromUnits = (units: bigint, scale: number): string => {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0")
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
  return negative ? `-${text}` : text
}

/**
 * An amount on a step: its units, the step's units and the scale both are in.
 *
 * @since 1.2.0
 * @category models
 */
export interface Stepped {
  readonly units: bigint
  readonly step: bigint
  readonly scale: number
}

/**
 * Reads an amount that must be a positive multiple of `step`; the scale is the finer of the two.
 *
 * @since 1.2.0
 * @category decimals
 */
export const stepped = (name: string, amount: string, step: string): Stepped | AlgoParamsError => {
  const scale = Math.max(decimalsOf(amount), decimalsOf(step))
  const units = toUnits(amount, scale)
  const stepUnits = toUnits(step, scale)
  if (stepUnits === undefined || stepUnits <= 0n) return new AlgoParamsError({ message: `step ${step} invalid` })
  if (units === undefined || units <= 0n || units % stepUnits !== 0n) {
    return new AlgoParamsError({ message: `${name} ${amount} is not a positive multiple of ${step}` })
  }
  return { units, step: stepUnits, scale }
}

/**
 * The longest id an algorithm takes: its slices' `orderLinkId`s (`id-index`) stay within the exchange's 36.
 *
 * @since 1.2.0
 * @category constants
 */
export const MAX_ID_LENGTH = 30

/**
 * The `orderLinkId` of slice `index` of the algorithm `id`.
 *
 * @since 1.2.0
 * @category naming
 */
export const linkId = (id: string, index: number): string => `${id}-${index}`

/**
 * The slice index an `orderLinkId` names for the algorithm `id`, `undefined` when it is not one of its slices.
 *
 * @since 1.2.0
 * @category naming
 */
export const indexOf = (id: string, orderLinkId: string): number | undefined => {
  if (!orderLinkId.startsWith(`${id}-`)) return undefined
  const rest = orderLinkId.slice(id.length + 1)
  return /^\d+$/.test(rest) ? Number(rest) : undefined
}

/**
 * Checks an algorithm's id: 1 to 30 letters, digits, `_` or `-`.
 *
 * @since 1.2.0
 * @category naming
 */
export const checkId = (id: string): AlgoParamsError | undefined =>
  /^[A-Za-z0-9_-]+$/.test(id) && id.length <= MAX_ID_LENGTH
    ? undefined
    : new AlgoParamsError({ message: `id ${JSON.stringify(id)} must be 1-${MAX_ID_LENGTH} of A-Z a-z 0-9 _ -` })

/**
 * The next iceberg slice's size (units) once `filled` of `total` executed: the visible size, or what is left when
 * that is less; `0n` when nothing is left.
 *
 * @since 1.2.0
 * @category iceberg
 */
export const nextIcebergSlice = (total: bigint, visible: bigint, filled: bigint): bigint => {
  const left = total - filled
  return left <= 0n ? 0n : left < visible ? left : visible
}

/**
 * How a scaled order's sizes grow from its first price to its last: `flat` (equal), `increasing` (the k-th
 * `k+1` shares), `decreasing` (the reverse).
 *
 * @since 1.2.0
 * @category models
 */
export type Distribution = "flat" | "increasing" | "decreasing"

/**
 * One rung of a scaled order: its price and size (units of their scales).
 *
 * @since 1.2.0
 * @category models
 */
export interface Rung {
  readonly price: bigint
  readonly qty: bigint
}

/**
 * The ladder of a scaled order: `count` prices from `from` to `to` (both included, each on the tick, rounded toward
 * `from`), sizes by weight on the step (rounded down) with what rounding left added to the last rung, so the sizes
 * sum to `total` exactly. `undefined` when a rung would be empty.
 *
 * @since 1.2.0
 * @category scaled
 */
export const ladder = (
  total: Stepped,
  prices: { readonly from: bigint; readonly to: bigint; readonly tick: bigint },
  count: number,
  distribution: Distribution
): ReadonlyArray<Rung> | undefined => {
  const weights = Array.from({ length: count }, (_, k) =>
    BigInt(distribution === "flat" ? 1 : distribution === "increasing" ? k + 1 : count - k)
  )
  const sum = weights.reduce((a, b) => a + b, 0n)
  const steps = total.units / total.step
  const qtys = weights.map((w) => ((steps * w) / sum) * total.step)
  const rest = total.units - qtys.reduce((a, b) => a + b, 0n)
  qtys[count - 1] = (qtys[count - 1] ?? 0n) + rest
  if (qtys.some((q) => q <= 0n)) return undefined
  const span = prices.to - prices.from
  return qtys.map((qty, k) => {
    const raw = count === 1 ? prices.from : prices.from + (span * BigInt(k)) / BigInt(count - 1)
    // on the tick, toward the first price
    const off = (raw - prices.from) % prices.tick
    return { price: raw - off, qty }
  })
}

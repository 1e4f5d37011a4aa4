/**
 * Exact decimal arithmetic for the emulator: prices and quantities are decimal strings on the wire and scaled
 * integers inside (`bigint` units of 10^-scale), so no float ever touches a price, a size or a fee.
 *
 * @since 0.1.0
 */

/**
 * How to round when a value loses decimals.
 *
 * @since 0.1.0
 * @category models
 */
export type Rounding = "down" | "up" | "halfUp"

const POWERS: Array<bigint> = []
for (let i = 0; i <= 36; i++) POWERS.push(10n ** BigInt(i))

/**
 * 10^n as a bigint.
 *
 * @since 0.1.0
 * @category math
 */
export const pow10 = (n: number): bigint => POWERS[n] ?? 10n ** BigInt(n)

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * The number of decimals a decimal string is written with: `"0.10"` → 2, `"5"` → 0.
 *
 * @since 0.1.0
 * @category parsing
 */
export const decimalsOf = (text: string): number => {
  const dot = text.indexOf(".")
  return dot < 0 ? 0 : text.length - dot - 1
}

/**
 * Whether a string is a plain decimal number (`"64250.1"`, `"-0.5"`, `"3"`).
 *
 * @since 0.1.0
 * @category parsing
 */
export const isDecimal = (text: string): boolean => DECIMAL.test(text)

/**
 * Parses a decimal string into units of 10^-scale. Returns `undefined` when the text is not a decimal or has
 * non-zero digits beyond `scale` (the value is not representable exactly).
 *
 * @since 0.1.0
 * @category parsing
 */
export const parse = (text: string, scale: number): bigint | undefined => {
  const m = DECIMAL.exec(text)
  if (m === null) return undefined
  const sign = m[1] === "-" ? -1n : 1n
  const whole = m[2] ?? "0"
  let frac = m[3] ?? ""
  if (frac.length > scale) {
    if (!/^0*$/.test(frac.slice(scale))) return undefined
    frac = frac.slice(0, scale)
  }
  frac = frac.padEnd(scale, "0")
  return sign * BigInt(whole + frac)
}

/**
 * Parses a decimal string into units of 10^-scale, rounding digits beyond `scale`. Returns `undefined` when the
 * text is not a decimal.
 *
 * @since 0.1.0
 * @category parsing
 */
export const parseRounded = (text: string, scale: number, rounding: Rounding): bigint | undefined => {
  if (!DECIMAL.test(text)) return undefined
  const d = decimalsOf(text)
  const raw = parse(text, d)
  return raw === undefined ? undefined : rescale(raw, d, scale, rounding)
}

/**
 * Formats units of 10^-scale with exactly `scale` decimals: `format(642501n, 1)` → `"64250.1"`.
 *
 * @since 0.1.0
 * @category formatting
 */
export const format = (units: bigint, scale: number): string => {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString()
  if (scale === 0) return (negative ? "-" : "") + digits
  const padded = digits.padStart(scale + 1, "0")
  const cut = padded.length - scale
  return (negative ? "-" : "") + padded.slice(0, cut) + "." + padded.slice(cut)
}

/**
 * Formats units of 10^-scale without trailing zeros: `formatTrimmed(263725275000n, 10)` → `"26.3725275"`.
 *
 * @since 0.1.0
 * @category formatting
 */
export const formatTrimmed = (units: bigint, scale: number): string => {
  const text = format(units, scale)
  if (scale === 0) return text
  const trimmed = text.replace(/0+$/, "")
  return trimmed.endsWith(".") ? trimmed.slice(0, -1) : trimmed
}

/**
 * Formats units held in a safe integer `number` (book prices and sizes) with exactly `scale` decimals.
 *
 * @since 0.1.0
 * @category formatting
 */
export const formatNumber = (units: number, scale: number): string => format(BigInt(units), scale)

/**
 * Divides with the given rounding (signs handled, `b` non-zero).
 *
 * @since 0.1.0
 * @category math
 */
export const divide = (a: bigint, b: bigint, rounding: Rounding): bigint => {
  const negative = a < 0n !== b < 0n
  const x = a < 0n ? -a : a
  const y = b < 0n ? -b : b
  let q = x / y
  const r = x % y
  if (r !== 0n) {
    if (rounding === "up") q += 1n
    else if (rounding === "halfUp" && r * 2n >= y) q += 1n
  }
  // "down" and "up" are toward and away from zero, as exchanges truncate sizes.
  return negative ? -q : q
}

/**
 * Moves a value from one scale to another, rounding when decimals are lost.
 *
 * @since 0.1.0
 * @category math
 */
export const rescale = (units: bigint, from: number, to: number, rounding: Rounding): bigint =>
  to >= from ? units * pow10(to - from) : divide(units, pow10(from - to), rounding)

/**
 * Converts a float to units of 10^-scale, rounding half away from zero. Only for generated values (the walk),
 * never for anything that came from the wire; the result is exact from then on.
 *
 * @since 0.1.0
 * @category math
 */
export const fromFloat = (value: number, scale: number): bigint => {
  const scaled = value * 10 ** scale
  return BigInt(scaled < 0 ? -Math.round(-scaled) : Math.round(scaled))
}

/**
 * The smaller of two bigints.
 *
 * @since 0.1.0
 * @category math
 */
export const min = (a: bigint, b: bigint): bigint => (a < b ? a : b)

/**
 * The larger of two bigints.
 *
 * @since 0.1.0
 * @category math
 */
export const max = (a: bigint, b: bigint): bigint => (a > b ? a : b)

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

const isDigit = (c: number): boolean => c >= 48 && c <= 57

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
export const isDecimal = (text: string): boolean => {
  const n = text.length
  let i = n > 0 && text.charCodeAt(0) === 45 ? 1 : 0
  const start = i
  while (i < n && isDigit(text.charCodeAt(i))) i++
  if (i === start) return false
  if (i === n) return true
  if (text.charCodeAt(i) !== 46) return false
  const dot = i++
  while (i < n && isDigit(text.charCodeAt(i))) i++
  return i === n && i > dot + 1
}

/**
 * Parses a decimal string into units of 10^-scale. Returns `undefined` when the text is not a decimal or has
 * non-zero digits beyond `scale` (the value is not representable exactly).
 *
 * @since 0.1.0
 * @category parsing
 */
export const parse = (text: string, scale: number): bigint | undefined => {
  // A hand scan instead of a regex: every price, size and fee passes through here on each order.
  const n = text.length
  const start = n > 0 && text.charCodeAt(0) === 45 ? 1 : 0 // "-"
  let i = start
  while (i < n && isDigit(text.charCodeAt(i))) i++
  const wholeEnd = i
  if (wholeEnd === start) return undefined
  let fracEnd = i
  if (i < n) {
    if (text.charCodeAt(i) !== 46) return undefined // "."
    i++
    while (i < n && isDigit(text.charCodeAt(i))) i++
    if (i !== n || i === wholeEnd + 1) return undefined
    fracEnd = n
  }
  const fracStart = wholeEnd + 1
  const fracLength = fracEnd > wholeEnd ? fracEnd - fracStart : 0
  // digits beyond the scale must all be zeros
  for (let k = fracStart + scale; k < fracEnd; k++) if (text.charCodeAt(k) !== 48) return undefined
  const kept = Math.min(fracLength, scale)
  let units: bigint
  if (wholeEnd - start + scale <= 15) {
    // exact in a double: fewer than 16 digits in all
    let v = 0
    for (let k = start; k < wholeEnd; k++) v = v * 10 + (text.charCodeAt(k) - 48)
    for (let k = fracStart; k < fracStart + kept; k++) v = v * 10 + (text.charCodeAt(k) - 48)
    for (let k = kept; k < scale; k++) v *= 10
    units = BigInt(v)
  } else {
    units = BigInt(text.slice(start, wholeEnd) + text.slice(fracStart, fracStart + kept).padEnd(scale, "0"))
  }
  return start === 1 ? -units : units
}

/**
 * Parses a decimal string into units of 10^-scale, rounding digits beyond `scale`. Returns `undefined` when the
 * text is not a decimal.
 *
 * @since 0.1.0
 * @category parsing
 */
export const parseRounded = (text: string, scale: number, rounding: Rounding): bigint | undefined => {
  // at its own number of decimals, `parse` refuses exactly what is not a decimal
  const d = decimalsOf(text)
  const raw = parse(text, d)
  return raw === undefined ? undefined : rescale(raw, d, scale, rounding)
}

/**
 * Parses a decimal string into units of 10^-scale held in a `number`, rounding half up beyond `scale`: what
 * `Number(parseRounded(text, scale, "halfUp"))` gives, without a bigint for a plain unsigned decimal of at most 15
 * digits (a recorded book's prices and sizes, line after line). `undefined` when the text is not a decimal.
 *
 * @since 1.1.0
 * @category parsing
 */
export const parseUnits = (text: string, scale: number): number | undefined => {
  const n = text.length
  let i = 0
  let v = 0
  while (i < n && isDigit(text.charCodeAt(i))) v = v * 10 + (text.charCodeAt(i++) - 48)
  let plain = i > 0 && i + scale <= 15
  let kept = 0
  let up = false
  if (plain && i < n) {
    if (text.charCodeAt(i) !== 46) plain = false
    else {
      const fracStart = ++i
      while (i < n && isDigit(text.charCodeAt(i))) {
        const d = text.charCodeAt(i) - 48
        if (kept < scale) {
          v = v * 10 + d
          kept++
        } else if (i - fracStart === scale) up = d >= 5
        i++
      }
      plain = i === n && i > fracStart
    }
  }
  if (plain) {
    for (; kept < scale; kept++) v *= 10
    return up ? v + 1 : v
  }
  // signed, long or not a decimal: the exact path says which
  const slow = parseRounded(text, scale, "halfUp")
  return slow === undefined ? undefined : Number(slow)
}

/**
 * `parseUnits` of the ASCII text between `from` and `to` of `bytes`, without decoding it (a recorded book line's
 * levels are read in place).
 *
 * @since 1.1.0
 * @category parsing
 */
export const parseUnitsBytes = (bytes: Uint8Array, from: number, to: number, scale: number): number | undefined => {
  const n = to
  let i = from
  let v = 0
  while (i < n && isDigit(bytes[i] as number)) v = v * 10 + ((bytes[i++] as number) - 48)
  let plain = i > from && i - from + scale <= 15
  let kept = 0
  let up = false
  if (plain && i < n) {
    if (bytes[i] !== 46) plain = false
    else {
      const fracStart = ++i
      while (i < n && isDigit(bytes[i] as number)) {
        const d = (bytes[i] as number) - 48
        if (kept < scale) {
          v = v * 10 + d
          kept++
        } else if (i - fracStart === scale) up = d >= 5
        i++
      }
      plain = i === n && i > fracStart
    }
  }
  if (plain) {
    for (; kept < scale; kept++) v *= 10
    return up ? v + 1 : v
  }
  // signed, long or not a decimal: the exact path says which
  return parseUnits(String.fromCharCode.apply(null, bytes.subarray(from, to) as unknown as Array<number>), scale)
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
  // `format` always writes a "." here, so the scan stops at it at the latest
  let end = text.length
  while (text.charCodeAt(end - 1) === 48) end--
  if (text.charCodeAt(end - 1) === 46) end--
  return end === text.length ? text : text.slice(0, end)
}

const POWERS_OF_TEN: ReadonlyArray<number> = Array.from({ length: 16 }, (_, k) => 10 ** k)

/**
 * Formats units held in a safe integer `number` (book prices and sizes) with exactly `scale` decimals.
 *
 * @since 0.1.0
 * @category formatting
 */
export const formatNumber = (units: number, scale: number): string => {
  // a safe integer prints its digits as a bigint would, without making one (book levels are formatted by the dozen)
  if (!Number.isSafeInteger(units)) return format(BigInt(units), scale)
  // under 2^48 the division is exact enough that its floor is the whole part
  if (units >= 0 && units < 2 ** 48 && scale > 0 && scale < POWERS_OF_TEN.length) {
    // the whole part, and the fraction padded by the power it is under (`1000 + 29` -> "1029" -> "029")
    const power = POWERS_OF_TEN[scale] as number
    const whole = Math.floor(units / power)
    return `${whole}.${String(power + units - whole * power).slice(1)}`
  }
  const negative = units < 0
  const digits = String(negative ? -units : units)
  if (scale === 0) return (negative ? "-" : "") + digits
  const padded = digits.padStart(scale + 1, "0")
  const cut = padded.length - scale
  return (negative ? "-" : "") + padded.slice(0, cut) + "." + padded.slice(cut)
}

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

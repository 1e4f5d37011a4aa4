/**
 * Reading a book price as a number, for `BookSide`'s sort keys. Private to the library.
 *
 * @since 0.1.0
 */

// Exact powers of ten: `m / pow10[k]` is the correctly rounded value of the decimal `m`e-`k` while `m` < 2^53.
const pow10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

/**
 * The price `text.slice(start, end)` as a number, read in place: the same as `parsePrice` of that slice (a plain
 * decimal of at most 15 digits is read by a character scan, which is exact there and avoids the engine's general
 * string-to-number path; anything else goes to `+` of the slice).
 *
 * @since 0.1.0
 * @category utils
 */
export const parsePriceIn = (text: string, start: number, end: number): number => {
  let m = 0
  let digits = 0
  let scale = -1
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i)
    if (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48)
      digits++
      if (scale >= 0) scale++
    } else if (c === 46 && scale < 0) {
      scale = 0
    } else {
      return +text.slice(start, end)
    }
  }
  if (digits === 0 || digits > 15) return +text.slice(start, end)
  return scale <= 0 ? m : m / (pow10[scale] as number)
}

/**
 * A price string as a number, the same as `+price` (see `parsePriceIn`).
 *
 * @since 0.1.0
 * @category utils
 */
export const parsePrice = (price: string): number => parsePriceIn(price, 0, price.length)

/**
 * Option pricing for the emulated option books: a normal-model value with its greeks.
 *
 * @since 0.1.0
 */

/** Standard normal density and distribution (Abramowitz-Stegun 7.1.26 for erf). */
const normPdf = (x: number): number => Math.exp((-x * x) / 2) / 2.5066282746310002
const normCdf = (x: number): number => {
  const z = Math.abs(x) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * z)
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z)
  return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y)
}

/**
 * An option's value and greeks.
 *
 * @since 0.1.0
 * @category models
 */
export interface OptionValue {
  readonly price: number
  readonly delta: number
  readonly gamma: number
  readonly vega: number
  readonly theta: number
}

/**
 * A normal-model (Bachelier) option value: smooth, cheap, and good enough for an emulated book.
 *
 * @since 0.1.0
 * @category pricing
 */
export const optionValue = (call: boolean, spot: number, strike: number, years: number, iv: number): OptionValue => {
  const intrinsic = call ? Math.max(spot - strike, 0) : Math.max(strike - spot, 0)
  if (years <= 0) return { price: intrinsic, delta: intrinsic > 0 ? (call ? 1 : -1) : 0, gamma: 0, vega: 0, theta: 0 }
  const sd = spot * iv * Math.sqrt(years)
  const d = (spot - strike) / sd
  const pdf = normPdf(d)
  const cdf = normCdf(d)
  const callPrice = (spot - strike) * cdf + sd * pdf
  const price = call ? callPrice : callPrice - (spot - strike)
  return {
    price,
    delta: call ? cdf : cdf - 1,
    gamma: pdf / sd,
    vega: (spot * Math.sqrt(years) * pdf) / 100,
    theta: -(sd * pdf) / (2 * years) / 365
  }
}

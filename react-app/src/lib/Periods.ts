/**
 * The indicators' periods: their shape and the figures used unless the trader set others. A module of plain data, so
 * the first paint (the kept chart settings) reads the same defaults as the indicators (their own chunk, loaded when
 * one is turned on) without loading the indicators' code.
 *
 * @since 0.1.0
 */

/**
 * The periods the indicators use (Bybit's defaults: MA 7/25/99, EMA 12/26, BOLL 20 ±2σ, RSI 14, MACD 12/26/9,
 * volume MA 20).
 *
 * @since 0.1.0
 * @category models
 */
export interface Periods {
  readonly ma: ReadonlyArray<number>
  readonly ema: ReadonlyArray<number>
  readonly boll: { readonly period: number; readonly deviations: number }
  readonly rsi: number
  readonly macd: { readonly fast: number; readonly slow: number; readonly signal: number }
  readonly volma: number
}

/**
 * The periods used unless others are given (Bybit's).
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultPeriods: Periods = {
  ma: [7, 25, 99],
  ema: [12, 26],
  boll: { period: 20, deviations: 2 },
  rsi: 14,
  macd: { fast: 12, slow: 26, signal: 9 },
  volma: 20
}

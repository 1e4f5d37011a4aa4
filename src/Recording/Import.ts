/**
 * What the readers of other formats share: a file recognised by its first lines becomes an `Importer` that turns each
 * of its lines into recording lines (`Format.Line`, Bybit V5 WebSocket message shapes), so a replay has one input
 * type whatever the file was. `Reader` picks the importer; `Tardis` and `BybitHistory` hold the formats.
 *
 * @since 1.1.0
 */
import * as Format from "./Format.js"

/**
 * One file being converted, line by line (stateful: an importer may hold a message until the rows that belong to it
 * have arrived, and give it back at `end`).
 *
 * @since 1.1.0
 * @category models
 */
export interface Importer {
  /** Lines of the file the importer reads (1-based, as in the file; the header lines are never passed). */
  readonly line: (text: string, line: number) => ReadonlyArray<Format.Line> | Format.RecordingError
  /** The file ended: what the importer still held. */
  readonly end: () => ReadonlyArray<Format.Line>
}

/**
 * A file recognised: a header for it (as a recording's, so a replay groups and orders files alike), how many lines
 * at its top are not data, and a fresh importer for each read.
 *
 * @since 1.1.0
 * @category models
 */
export interface Detected {
  /** What the file is, for messages (`tardis incremental_book_L2`, `bybit trading history`, ...). */
  readonly kind: string
  readonly header: Format.Header
  /** Lines before the first data line (a CSV's column line: 1). */
  readonly skip: number
  readonly make: () => Importer
}

/**
 * Options the importers read.
 *
 * @since 1.1.0
 * @category models
 */
export interface Options {
  /** The market of the file's symbol, when its own columns and name cannot say (see each format). */
  readonly market?: Format.Market | undefined
}

/**
 * The market of a Bybit derivatives symbol: inverse contracts are quoted in USD (`BTCUSD`, and dated `BTCUSDH25`);
 * every other symbol (`BTCUSDT`, `BTCPERP`, `BTC-27JUN25`) is linear.
 *
 * @since 1.1.0
 * @category markets
 */
export const derivativeMarket = (symbol: string): "linear" | "inverse" =>
  /^[A-Z0-9]+USD([FGHJKMNQUVXZ]\d{2})?$/.test(symbol) ? "inverse" : "linear"

/**
 * Microseconds since the epoch (as text) to milliseconds, without going through a float of 16 digits.
 *
 * @since 1.1.0
 * @category time
 */
export const microsToMillis = (text: string): number => (text.length > 3 ? Number(text.slice(0, -3)) : 0)

/**
 * Seconds since the epoch with a fraction (`1735689600.0974`) to milliseconds, from the digits.
 *
 * @since 1.1.0
 * @category time
 */
export const secondsToMillis = (text: string): number => {
  const dot = text.indexOf(".")
  if (dot < 0) return Number(text) * 1000
  return Number(text.slice(0, dot)) * 1000 + Number(text.slice(dot + 1, dot + 4).padEnd(3, "0"))
}

/**
 * How far (ms) a row's arrival time may go back behind the row before it and still be read: 1 s. Tardis.dev's
 * `local_timestamp` is the time the row arrived at its collector, which a clock adjustment there can step back a
 * little; such a row is read at the time of the row before it (a replay's clock never goes back). A row further back
 * is a corrupt row (`RecordingError` naming the file and the line).
 *
 * @since 1.2.0
 * @category time
 */
export const backwardsToleranceMs = 1000

const decimalText = /^(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/

/**
 * A non-negative decimal number as a CSV cell holds it (`60000`, `59999.5`, `1.2e-05`), or `undefined` for anything
 * else: not a number, negative, infinite, empty.
 *
 * @since 1.2.0
 * @category csv
 */
export const decimal = (text: string): number | undefined => {
  if (!decimalText.test(text)) return undefined
  const n = Number(text)
  return Number.isFinite(n) ? n : undefined
}

/**
 * A signed decimal number (a funding rate), or `undefined` when it is not one.
 *
 * @since 1.2.0
 * @category csv
 */
export const signedDecimal = (text: string): number | undefined =>
  text.startsWith("-") ? negate(decimal(text.slice(1))) : decimal(text)

const negate = (n: number | undefined): number | undefined => (n === undefined ? undefined : -n)

/**
 * The price (a number above 0) and the amount (a number of 0 or more; with `positive`, above 0) of a row: `undefined`
 * when both are, else the corrupt row's error naming the bad cell.
 *
 * @since 1.2.0
 * @category csv
 */
export const priceAndAmount = (
  file: string,
  line: number,
  price: string,
  amount: string,
  positive: boolean
): Format.RecordingError | undefined => {
  const p = decimal(price)
  if (p === undefined || p <= 0) return badRow(file, line, `price "${price}" is not a number above 0`)
  const q = decimal(amount)
  if (q === undefined || (positive && q <= 0))
    return badRow(file, line, `amount "${amount}" is not a number ${positive ? "above 0" : "of 0 or more"}`)
  return undefined
}

/**
 * Microseconds since the epoch (digits only) to milliseconds; `undefined` when the text is not a positive whole
 * number of microseconds of at least a millisecond.
 *
 * @since 1.2.0
 * @category time
 */
export const micros = (text: string): number | undefined => {
  if (!/^\d{4,}$/.test(text)) return undefined
  const ms = microsToMillis(text)
  return Number.isFinite(ms) && ms > 0 ? ms : undefined
}

/**
 * The receive times of a file's rows, checked in file order: a time may go back behind the latest by up to
 * `toleranceMs` (then it is read as the latest), not further. Answers the time to read the row at, or the reason
 * it is refused.
 *
 * @since 1.2.0
 * @category time
 */
export const receiveTimes = (
  toleranceMs: number = backwardsToleranceMs
): ((ms: number) => number | { readonly refused: string }) => {
  let latest = Number.NEGATIVE_INFINITY
  return (ms) => {
    if (ms >= latest) {
      latest = ms
      return ms
    }
    return latest - ms <= toleranceMs
      ? latest
      : { refused: `${latest - ms} ms before the row before (more than the ${toleranceMs} ms tolerated)` }
  }
}

/**
 * A recording header for an imported file: `environment` names the source and the file, `startedAt` is the time of
 * its first row.
 *
 * @since 1.1.0
 * @category constructors
 */
export const header = (
  source: string,
  startedAt: number,
  category: Format.Market,
  topics: ReadonlyArray<string>
): Format.Header => ({
  format: Format.formatName,
  version: Format.version,
  startedAt,
  environment: source,
  part: 0,
  streams: [{ category, topics }]
})

/**
 * The fields of a CSV line (the formats read here quote nothing: numbers, symbols and words).
 *
 * @since 1.1.0
 * @category csv
 */
export const fields = (text: string): ReadonlyArray<string> => text.split(",")

/**
 * The position of each wanted column in a CSV header line, or `undefined` when one is missing.
 *
 * @since 1.1.0
 * @category csv
 */
export const columns = <const K extends string>(
  first: string,
  wanted: ReadonlyArray<K>
): { readonly [k in K]: number } | undefined => {
  const names = fields(first.trim())
  const out: Partial<Record<K, number>> = {}
  for (const name of wanted) {
    const at = names.indexOf(name)
    if (at < 0) return undefined
    out[name] = at
  }
  return out as { readonly [k in K]: number }
}

/**
 * A row of another shape than its header: the typed error naming the file and the line.
 *
 * @since 1.1.0
 * @category errors
 */
export const badRow = (file: string, line: number, reason: string): Format.RecordingError =>
  new Format.RecordingError({ file, line, reason: `corrupt row: ${reason}` })

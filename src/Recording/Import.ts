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

/**
 * The book levels and trades of a recording's lines checked before a replay lays them: each value a decimal text, as
 * the recorder checks the live frames (`Schema/Decimal`'s pattern, through the book message's Schema), with the
 * bounds the Tardis and Bybit history imports hold theirs to (`Import.priceAndAmount`): a price above 0, a book size
 * of 0 or more (0 removes the level), a trade size above 0. A recording edited by hand or written by another tool
 * (`"abc"`, `"-5"`, `"1e5"`) is then refused at its line, never replayed as a market that was not. Scanned lines
 * are checked over their bytes, with the values the scan already read (no text made unless one is bad).
 *
 * @since 1.2.0
 * @internal
 */
import type * as BookScan from "../BookScan.js"
import * as Format from "../Format.js"
import type * as TradeScan from "../TradeScan.js"

/** Not a plain decimal (digits, at most one point with digits on both sides). */
const BAD = -1
/** A plain decimal equal to 0. */
const ZERO = 0
/** A plain decimal above 0. */
const ABOVE = 1

type Sign = typeof BAD | typeof ZERO | typeof ABOVE

// The sign of the decimal text of `b` from `from` to `to` (no sign, no exponent: as the exchange writes them).
const signOfBytes = (b: Uint8Array, from: number, to: number): Sign => {
  if (from >= to) return BAD
  let point = false
  let above = false
  for (let k = from; k < to; k++) {
    const c = b[k] as number
    if (c >= 49 && c <= 57) above = true
    else if (c === 46) {
      if (point || k === from || k === to - 1) return BAD
      point = true
    } else if (c !== 48) return BAD
  }
  return above ? ABOVE : ZERO
}

// `signOfBytes` of a parsed value: a string's characters are read as the bytes are (a decimal is ASCII).
const signOf = (value: unknown): Sign => {
  if (typeof value !== "string" || value.length === 0) return BAD
  let point = false
  let above = false
  const last = value.length - 1
  for (let k = 0; k <= last; k++) {
    const c = value.charCodeAt(k)
    if (c >= 49 && c <= 57) above = true
    else if (c === 46) {
      if (point || k === 0 || k === last) return BAD
      point = true
    } else if (c !== 48) return BAD
  }
  return above ? ABOVE : ZERO
}

const decoder = new TextDecoder()

// A value as the error shows it: its text, cut at 40 characters (a number or another JSON value as JSON).
const shown = (value: unknown): string => {
  if (typeof value !== "string") return String(JSON.stringify(value)).slice(0, 40)
  return value.length > 40 ? `${JSON.stringify(value.slice(0, 40)).slice(0, -1)}…"` : JSON.stringify(value)
}

const priceReason = (what: string, value: unknown, topic: string) =>
  `${what} price ${shown(value)} is not a number above 0 (${topic})`

const sizeReason = (what: string, value: unknown, topic: string, positive: boolean) =>
  `${what} size ${shown(value)} is not a number ${positive ? "above 0" : "of 0 or more"} (${topic})`

// A scanned book's levels from `from` to `to` of its spans: the scan read each plain decimal's digits already.
const scannedLevels = (scan: BookScan.ScannedBook, from: number, to: number): string | undefined => {
  const { spans, values, bytes } = scan
  for (let k = from; k < to; k += 4) {
    const plainPrice = (values[k + 1] as number) >= 0
    const price = plainPrice
      ? (values[k] as number) > 0
        ? ABOVE
        : ZERO
      : signOfBytes(bytes, spans[k] as number, spans[k + 1] as number)
    if (price !== ABOVE) return priceReason("book", decoder.decode(bytes.subarray(spans[k], spans[k + 1])), scan.topic)
    if ((values[k + 3] as number) < 0 && signOfBytes(bytes, spans[k + 2] as number, spans[k + 3] as number) === BAD)
      return sizeReason("book", decoder.decode(bytes.subarray(spans[k + 2], spans[k + 3])), scan.topic, false)
  }
  return undefined
}

const scannedTrades = (scan: TradeScan.ScannedTrades): string | undefined => {
  const bytes = scan.bytes
  for (const t of scan.trades) {
    if (t.pFrom >= 0 && signOfBytes(bytes, t.pFrom, t.pTo) !== ABOVE)
      return priceReason("trade", decoder.decode(bytes.subarray(t.pFrom, t.pTo)), scan.topic)
    if (t.vFrom >= 0 && signOfBytes(bytes, t.vFrom, t.vTo) !== ABOVE)
      return sizeReason("trade", decoder.decode(bytes.subarray(t.vFrom, t.vTo)), scan.topic, true)
  }
  return undefined
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

// A parsed book message's side: rows of a price and one size or more (`orderbook.rpi` levels have two).
const parsedLevels = (rows: unknown, topic: string): string | undefined => {
  if (rows === undefined) return undefined
  if (!Array.isArray(rows)) return `book levels that are not a list (${topic})`
  for (const row of rows) {
    if (!Array.isArray(row) || row.length < 2) return `a book level that is not [price, size] (${topic})`
    if (signOf(row[0]) !== ABOVE) return priceReason("book", row[0], topic)
    for (let j = 1; j < row.length; j++) if (signOf(row[j]) === BAD) return sizeReason("book", row[j], topic, false)
  }
  return undefined
}

const parsedTrades = (data: unknown, topic: string): string | undefined => {
  if (!Array.isArray(data)) return undefined
  for (const trade of data) {
    if (!isRecord(trade)) continue
    if (trade.p !== undefined && signOf(trade.p) !== ABOVE) return priceReason("trade", trade.p, topic)
    if (trade.v !== undefined && signOf(trade.v) !== ABOVE) return sizeReason("trade", trade.v, topic, true)
  }
  return undefined
}

/**
 * Why a line's book levels or trades cannot be replayed (the value, what it must be, the topic), or `undefined`
 * when they can (and for any other line).
 *
 * @since 1.2.0
 * @internal
 */
export const refused = (item: Format.Line | Format.Scan): string | undefined => {
  const book = Format.scannedBook(item)
  if (book !== undefined)
    return scannedLevels(book, book.bidsFrom, book.bidsTo) ?? scannedLevels(book, book.asksFrom, book.asksTo)
  const trades = Format.scannedTrades(item)
  if (trades !== undefined) return scannedTrades(trades)
  if (Format.isScan(item) || !Format.isMessage(item)) return undefined
  const { topic, data } = item.m as { readonly topic: string; readonly data?: unknown }
  if (topic.startsWith("orderbook.")) {
    if (!isRecord(data)) return `a book message without levels (${topic})`
    return parsedLevels(data.b, topic) ?? parsedLevels(data.a, topic)
  }
  return topic.startsWith("publicTrade.") ? parsedTrades(data, topic) : undefined
}

/**
 * The recording format: what `Recorder` writes and `Replay` reads. A recording is one or more files of JSON lines,
 * gzip-compressed (`.jsonl.gz`; plain `.jsonl` is read too). Every file starts with a header line, then holds the
 * exchange's own public messages in the order they arrived, each with its receive time and market, a gap line where
 * something was missed (the next snapshot rebuilds the book), and an end line when the recorder closed the file. A
 * file without its end line was cut short (a crash, a full disk): its lines stay readable up to the cut.
 *
 * A gap line says why (`kind`, see `GapKind`) and, when one topic was hit, which (`topic`): a lost connection
 * (`disconnected`: every topic of its market), a book delta whose `u` does not follow the last one or whose `seq`
 * did not grow (`sequence`), a frame that is not JSON (`malformed`) or was cut short (`truncated`; both hit the
 * market's topics unless the topic could be read from the text), or a frame without the topic's shape (`shape`).
 * After a gap line the recorder resubscribes what it hit, and writes no delta of it until the fresh snapshot: a
 * replay never applies a delta across a hole. Files written before 1.2.0 have no `kind` (every gap was a lost
 * connection) and no `kinds` in their end lines; they read as before.
 *
 * ```text
 * {"format":"effect-bybit.recording","version":1,"startedAt":1767225600000,"environment":"mainnet","part":0,"streams":[{"category":"linear","topics":["orderbook.50.BTCUSDT","publicTrade.BTCUSDT"]}]}
 * {"r":1767225600012,"c":"linear","m":{"topic":"orderbook.50.BTCUSDT","type":"snapshot","ts":1767225600010,"data":{...},"cts":1767225600005}}
 * {"r":1767225631200,"c":"linear","gap":{"reason":"socket closed (1006)","kind":"disconnected"}}
 * {"r":1767225702400,"c":"linear","gap":{"reason":"expected u 8812, received u 8814","kind":"sequence","topic":"orderbook.50.BTCUSDT"}}
 * {"r":1767229200000,"end":{"messages":180000,"gaps":2,"kinds":{"disconnected":1,"sequence":1}}}
 * ```
 *
 * @since 1.1.0
 */
import * as Schema from "effect/Schema"
import type * as BookScan from "./BookScan.js"
import * as LineScan from "./internal/lineScan.js"
import type * as TradeScan from "./TradeScan.js"

/**
 * The `format` field of a recording's header.
 *
 * @since 1.1.0
 * @category constants
 */
export const formatName = "effect-bybit.recording"

/**
 * The format version this library writes and reads; a file of another version is refused by name.
 *
 * @since 1.1.0
 * @category constants
 */
export const version = 1

/**
 * The markets a recording can hold: the V5 public streams.
 *
 * @since 1.1.0
 * @category models
 */
export const Market = Schema.Literals(["spot", "linear", "inverse", "option"])

/**
 * A V5 public market.
 *
 * @since 1.1.0
 * @category models
 */
export type Market = typeof Market.Type

/**
 * The first line of every file: what was recorded, where from, and the file's place in a rotated series.
 *
 * @since 1.1.0
 * @category models
 */
export const Header = Schema.Struct({
  format: Schema.Literal(formatName),
  version: Schema.Number,
  /** When the recorder started this file, ms since the epoch (receive clock). */
  startedAt: Schema.Number,
  /** `mainnet`, `testnet`, `demo`, `emulator`, or the base WebSocket URL it recorded from. */
  environment: Schema.String,
  /** 0 for the first file of a recording, then 1, 2, ... as files rotate. */
  part: Schema.Number,
  streams: Schema.Array(Schema.Struct({ category: Market, topics: Schema.Array(Schema.String) }))
})

/**
 * A recording's header.
 *
 * @since 1.1.0
 * @category models
 */
export type Header = typeof Header.Type

/**
 * One message as the exchange sent it (`m`, parsed JSON, fields untouched), when it arrived (`r`, ms) and on which
 * market's stream (`c`).
 *
 * @since 1.1.0
 * @category models
 */
export interface MessageLine {
  readonly r: number
  readonly c: Market
  readonly m: { readonly topic: string; readonly [field: string]: unknown }
}

/**
 * Why a gap line was written: a lost connection, a book sequence that does not follow on (`u`, `seq`), a frame that
 * is not JSON, a frame cut short, a frame without its topic's shape.
 *
 * @since 1.2.0
 * @category models
 */
export const gapKinds = ["disconnected", "sequence", "malformed", "truncated", "shape"] as const

/**
 * A gap line's `kind`.
 *
 * @since 1.2.0
 * @category models
 */
export type GapKind = (typeof gapKinds)[number]

/**
 * Counts of gaps by kind (kinds with none left out).
 *
 * @since 1.2.0
 * @category models
 */
export type GapCounts = { readonly [K in GapKind]?: number }

/**
 * Something was missed at `r` on a market's stream: the books it hit restart at their next snapshot. `reason` says
 * what was seen; `kind` why (absent in files written before 1.2.0, where every gap was a lost connection); `topic`
 * the one topic hit (absent: every topic of the market).
 *
 * @since 1.1.0
 * @category models
 */
export interface GapLine {
  readonly r: number
  readonly c: Market
  readonly gap: {
    readonly reason: string
    readonly kind?: GapKind | undefined
    readonly topic?: string | undefined
  }
}

/**
 * The recorder closed the file at `r` (rotation or stop), with the file's counts (`kinds`: its gaps by kind, since
 * 1.2.0, absent when it had none).
 *
 * @since 1.1.0
 * @category models
 */
export interface EndLine {
  readonly r: number
  readonly end: { readonly messages: number; readonly gaps: number; readonly kinds?: GapCounts | undefined }
}

/**
 * Any line after the header.
 *
 * @since 1.1.0
 * @category models
 */
export type Line = MessageLine | GapLine | EndLine

/**
 * A recording file could not be read or written: which file, which line (1-based; 0 for the file as a whole) and why.
 * Bad input never stops anything but the read of that file.
 *
 * @since 1.1.0
 * @category errors
 */
export class RecordingError extends Schema.TaggedError<RecordingError>()("RecordingError", {
  file: Schema.String,
  line: Schema.Number,
  reason: Schema.String
}) {
  override get message(): string {
    return this.line > 0 ? `${this.file}:${this.line}: ${this.reason}` : `${this.file}: ${this.reason}`
  }
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

const markets: ReadonlySet<string> = new Set(["spot", "linear", "inverse", "option"])

const decodeHeaderUnknown = Schema.decodeUnknownExit(Header)

/**
 * Reads a header line; refuses another format or version with a message that says what the file is.
 *
 * @since 1.1.0
 * @category decoding
 */
export const decodeHeader = (text: string, file: string): Header | RecordingError => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return new RecordingError({ file, line: 1, reason: "not a recording: the first line is not JSON" })
  }
  if (!isRecord(json) || json.format !== formatName)
    return new RecordingError({
      file,
      line: 1,
      reason: `not a recording: the first line has no "format":"${formatName}"`
    })
  if (json.version !== version)
    return new RecordingError({
      file,
      line: 1,
      reason: `recording format version ${String(json.version)}; this version of effect-bybit reads version ${version}`
    })
  const exit = decodeHeaderUnknown(json)
  return exit._tag === "Success"
    ? exit.value
    : new RecordingError({ file, line: 1, reason: "malformed header: " + String(exit.cause) })
}

// `m` of a scanned line: parsed from the line's text when first read (an own, enumerable property like any line's)
const lazyMessage: PropertyDescriptor = {
  get(this: ScannedLine) {
    return ScannedLine.message(this)
  },
  enumerable: true
}

/**
 * A book or trade message line read by scanning its text (`internal/lineScan.ts`): a `MessageLine` like any other,
 * whose `m` is parsed when first read; a replay lays its levels and takes its trades from the text (`scannedBook`,
 * `scannedTrades`) and never parses it.
 */
class ScannedLine implements MessageLine {
  declare readonly m: MessageLine["m"]
  readonly r: number
  readonly c: Market
  readonly #scan: LineScan.Scanned
  #message: MessageLine["m"] | undefined

  constructor(scan: LineScan.Scanned) {
    this.r = scan.r
    this.c = scan.c
    this.#scan = scan
    Object.defineProperty(this, "m", lazyMessage)
  }

  static message(line: ScannedLine): MessageLine["m"] {
    const scan = line.#scan
    line.#message ??= JSON.parse(decoder.decode(scan.bytes.subarray(scan.mStart, scan.to - 1))) as MessageLine["m"]
    return line.#message
  }

  static scan(line: Line): LineScan.Scanned | undefined {
    return #scan in line ? (line as ScannedLine).#scan : undefined
  }
}

/**
 * A book or trade message line as it was scanned, without the line around it: what `Reader.scans` gives for such a
 * line instead of a `MessageLine` (no object with a lazy `m` a line), for a replay that lays the levels and takes the
 * trades from it and never reads the message as an object. Its receive time `r` and market `c` are read as a line's;
 * the rest (where its message and its levels lie in the bytes read) is the reader's own (only the reader makes one).
 * `line` makes it the `MessageLine` `Reader.read` gives.
 *
 * @since 1.1.0
 * @category models
 */
export interface Scan {
  readonly kind: "book" | "trades"
  readonly r: number
  readonly c: Market
}

/**
 * Whether an item of `Reader.scans` is a scan rather than a line.
 *
 * @since 1.1.0
 * @category guards
 * @internal
 */
export const isScan = (item: Line | Scan): item is Scan => (item as { readonly kind?: unknown }).kind !== undefined

/**
 * A scan (of `Reader.scans`) as the `MessageLine` it was read from (its `m` parsed when first read), as
 * `Reader.read` gives it.
 *
 * @since 1.1.0
 * @category decoding
 * @internal
 */
export const line = (scan: Scan): MessageLine => new ScannedLine(scan as LineScan.Scanned)

/**
 * The scanned text of a book line `decodeLine` read without parsing it (or the scan itself), for a replay to lay its
 * levels from; `undefined` for any other line.
 *
 * @since 1.1.0
 * @category decoding
 * @internal
 */
export const scannedBook = (line: Line | Scan): BookScan.ScannedBook | undefined => {
  const scan = scanned(line)
  return scan?.kind === "book" ? scan : undefined
}

/**
 * The scanned text of a `publicTrade` line `decodeLine` read without parsing it (or the scan itself), for a replay
 * to take its trades from; `undefined` for any other line.
 *
 * @since 1.1.0
 * @category decoding
 * @internal
 */
export const scannedTrades = (line: Line | Scan): TradeScan.ScannedTrades | undefined => {
  const scan = scanned(line)
  return scan?.kind === "trades" ? scan : undefined
}

/**
 * The scanned text of a book or trade line `decodeLine` read without parsing it (its message's bytes lie from
 * `mStart` to `to - 1`), or the scan itself; `undefined` for any other line.
 *
 * @since 1.1.0
 * @category decoding
 * @internal
 */
export const scanned = (line: Line | Scan): LineScan.Scanned | undefined =>
  isScan(line) ? (line as LineScan.Scanned) : ScannedLine.scan(line)

/**
 * Reads one line after the header (`line` is its 1-based number, for the error). A book or trade message of the
 * recorder's shape is checked by scanning its text, and its `m` parsed only when read.
 *
 * @since 1.1.0
 * @category decoding
 */
export const decodeLine = (text: string, file: string, line: number): Line | RecordingError => {
  const scan = LineScan.scanText(text)
  return scan === undefined ? parseLine(text, file, line) : new ScannedLine(scan)
}

const decoder = new TextDecoder()

/**
 * `decodeLine` of a line as the bytes of `bytes` from `from` to `to` (without its newline), as a file holds it: a
 * book or trade message of the recorder's shape is scanned in place, any other line decoded and parsed.
 *
 * @since 1.1.0
 * @category decoding
 * @internal
 */
export const decodeLineBytes = (
  bytes: Uint8Array,
  from: number,
  to: number,
  file: string,
  line: number
): Line | RecordingError => {
  const scan = decodeScanBytes(bytes, from, to, file, line)
  return scan instanceof RecordingError || !isScan(scan) ? scan : new ScannedLine(scan as LineScan.Scanned)
}

/**
 * `decodeLineBytes` that gives a book or trade message of the recorder's shape as its scan (`Scan`), not a line.
 *
 * @since 1.1.0
 * @category decoding
 * @internal
 */
export const decodeScanBytes = (
  bytes: Uint8Array,
  from: number,
  to: number,
  file: string,
  line: number
): Line | Scan | RecordingError =>
  LineScan.scan(bytes, from, to) ?? parseLine(decoder.decode(bytes.subarray(from, to)), file, line)

/** `decodeLine` by `JSON.parse`. */
const parseLine = (text: string, file: string, line: number): Line | RecordingError => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return new RecordingError({ file, line, reason: "corrupt line: not JSON" })
  }
  if (!isRecord(json) || typeof json.r !== "number" || !Number.isFinite(json.r))
    return new RecordingError({ file, line, reason: 'corrupt line: no receive time "r"' })
  if (isRecord(json.end)) {
    const { messages, gaps, kinds } = json.end
    const counts = kinds === undefined ? undefined : gapCounts(kinds)
    if (typeof messages === "number" && typeof gaps === "number" && counts !== null)
      return { r: json.r, end: counts === undefined ? { messages, gaps } : { messages, gaps, kinds: counts } }
    return new RecordingError({ file, line, reason: "corrupt end line" })
  }
  if (typeof json.c !== "string" || !markets.has(json.c))
    return new RecordingError({ file, line, reason: `corrupt line: unknown market ${JSON.stringify(json.c)}` })
  const c = json.c as Market
  if (isRecord(json.gap)) return gapLine(json.r, c, json.gap, file, line)
  if (isRecord(json.m) && typeof json.m.topic === "string") return { r: json.r, c, m: json.m as MessageLine["m"] }
  return new RecordingError({ file, line, reason: "corrupt line: neither a message, a gap nor an end" })
}

const kindSet: ReadonlySet<string> = new Set(gapKinds)

// An end line's `kinds`: known kinds with counts, or null when it is not that.
const gapCounts = (u: unknown): GapCounts | null => {
  if (!isRecord(u)) return null
  const counts: { [K in GapKind]?: number } = {}
  for (const [kind, n] of Object.entries(u)) {
    if (!kindSet.has(kind) || typeof n !== "number" || !Number.isInteger(n) || n < 0) return null
    counts[kind as GapKind] = n
  }
  return counts
}

const gapLine = (
  r: number,
  c: Market,
  gap: Record<string, unknown>,
  file: string,
  line: number
): GapLine | RecordingError => {
  const { reason, kind, topic } = gap
  if (typeof reason !== "string") return new RecordingError({ file, line, reason: "corrupt gap line: no reason" })
  if (kind !== undefined && (typeof kind !== "string" || !kindSet.has(kind)))
    return new RecordingError({ file, line, reason: `corrupt gap line: unknown kind ${JSON.stringify(kind)}` })
  if (topic !== undefined && typeof topic !== "string")
    return new RecordingError({ file, line, reason: "corrupt gap line: topic is not a string" })
  return {
    r,
    c,
    gap: {
      reason,
      ...(kind === undefined ? {} : { kind: kind as GapKind }),
      ...(topic === undefined ? {} : { topic })
    }
  }
}

/**
 * Writes a header or a line as one line of text (with its newline).
 *
 * @since 1.1.0
 * @category encoding
 */
export const encode = (line: Header | Line): string => JSON.stringify(line) + "\n"

/**
 * Whether a line is one of the exchange's messages.
 *
 * @since 1.1.0
 * @category guards
 */
export const isMessage = (line: Line): line is MessageLine => "m" in line

/**
 * Whether a line marks a lost connection.
 *
 * @since 1.1.0
 * @category guards
 */
export const isGap = (line: Line): line is GapLine => "gap" in line

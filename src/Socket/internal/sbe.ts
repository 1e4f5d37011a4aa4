/**
 * The binary market-data messages of the market-maker streams (`/v5/public-sbe/{spot,linear,inverse}`), in Simple
 * Binary Encoding (schema id 1, little-endian): `BestOBRpiEvent` (template 20000, topic `ob.rpi.1.sbe.{symbol}`),
 * `OBL50Event` (20001, `ob.50.sbe.{symbol}`) and `PublicTradeEvent` (20002, `publicTrade.sbe.{symbol}`).
 *
 * A frame is an 8-byte header (block length, template id, schema id, version), the fixed block, repeating groups
 * (each with its own entry length and count) and variable-length strings (one length byte, then UTF-8). The decoder
 * follows the lengths the frame declares, so a newer schema that appends fields still decodes; a frame shorter than
 * what it declares, or whose block is too short for the fields of its template, is refused, never misread.
 *
 * Prices and sizes travel as int64 mantissas with an exponent: the exponent is the number of decimal places
 * (mantissa 1060342500 with exponent 2 is `10603425.00`). They are decoded to exact decimal strings; timestamps are
 * microseconds.
 *
 * The implementation behind `Sbe`: the module the socket loads on the first binary stream.
 *
 * @since 0.2.0
 */
import type * as WsSbe from "../../Schema/WsSbe.js"

/**
 * The SBE schema id of the market-data messages.
 *
 * @since 0.1.0
 * @category constants
 */
export const schemaId = 1

/**
 * The template ids of the market-data messages.
 *
 * @since 0.1.0
 * @category constants
 */
export const templates = { bbo: 20000, orderbook50: 20001, publicTrade: 20002 } as const

/**
 * `ob.rpi.1.sbe.{symbol}`: the best normal and RPI quotes of each side.
 *
 * @since 0.1.0
 * @category models
 */
export type BestOBRpiEvent = WsSbe.BestOBRpiMessage

/**
 * `ob.50.sbe.{symbol}`: 50 levels a side, a snapshot (`SNAPSHOT`) or the changed levels (`DELTA`); `u` of 1 is a
 * snapshot after a restart or a precision change.
 *
 * @since 0.1.0
 * @category models
 */
export type OBL50Event = WsSbe.OBL50Message

/**
 * One level of a book side: price and size (`"0"` in a delta removes the level).
 *
 * @since 0.1.0
 * @category models
 */
export type Level = OBL50Event["asks"][number]

/**
 * `publicTrade.sbe.{symbol}`: the trades since the last push.
 *
 * @since 0.1.0
 * @category models
 */
export type PublicTradeEvent = WsSbe.PublicTradeSbeMessage

/**
 * One trade of a `PublicTradeEvent`.
 *
 * @since 0.1.0
 * @category models
 */
export type TradeItem = PublicTradeEvent["tradeItems"][number]

/**
 * The taker's side of a trade, by the schema's `SideType` names.
 *
 * @since 0.1.0
 * @category models
 */
export type SideType = TradeItem["side"]

/**
 * A decoded market-data message.
 *
 * @since 0.1.0
 * @category models
 */
export type Message = BestOBRpiEvent | OBL50Event | PublicTradeEvent

// ------------------------------------------------------------------------------------------ decimals

/**
 * A mantissa with `exponent` decimal places as an exact decimal string (`1060342500`, 2 → `"10603425.00"`).
 *
 * @since 0.1.0
 * @category decimals
 */
export const toDecimal = (mantissa: bigint, exponent: number): string => {
  if (exponent <= 0) return (mantissa * 10n ** BigInt(-exponent)).toString()
  const negative = mantissa < 0n
  const digits = (negative ? -mantissa : mantissa).toString().padStart(exponent + 1, "0")
  const cut = digits.length - exponent
  return `${negative ? "-" : ""}${digits.slice(0, cut)}.${digits.slice(cut)}`
}

/**
 * A decimal string as a mantissa with `exponent` decimal places (digits beyond them are cut), for encoders.
 *
 * @since 0.1.0
 * @category decimals
 */
export const toMantissa = (decimal: string, exponent: number): bigint => {
  const negative = decimal.startsWith("-")
  const [whole = "0", fraction = ""] = (negative ? decimal.slice(1) : decimal).split(".")
  const scaled =
    exponent >= 0
      ? BigInt(whole + fraction.padEnd(exponent, "0").slice(0, exponent))
      : BigInt(whole) / 10n ** BigInt(-exponent)
  return negative ? -scaled : scaled
}

// ------------------------------------------------------------------------------------------ decoding

/**
 * Why a binary frame was refused.
 *
 * @since 0.1.0
 * @category models
 */
export interface DecodeFailure {
  readonly _tag: "DecodeFailure"
  readonly reason: string
}

class Refused {
  constructor(readonly reason: string) {}
}

// A bounds-checked little-endian reader over one frame.
class Reader {
  private readonly view: DataView
  private readonly decoder = new TextDecoder("utf-8", { fatal: true })
  constructor(
    readonly bytes: Uint8Array,
    public offset = 0
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }
  need(n: number, what: string): void {
    if (this.offset + n > this.bytes.byteLength) throw new Refused(`frame ends inside ${what}`)
  }
  u8(what: string): number {
    this.need(1, what)
    return this.view.getUint8(this.offset++)
  }
  u16(what: string): number {
    this.need(2, what)
    const v = this.view.getUint16(this.offset, true)
    this.offset += 2
    return v
  }
  i8At(at: number): number {
    return this.view.getInt8(at)
  }
  u8At(at: number): number {
    return this.view.getUint8(at)
  }
  i64At(at: number): bigint {
    return this.view.getBigInt64(at, true)
  }
  string(what: string): string {
    const length = this.u8(what)
    this.need(length, what)
    const start = this.offset
    this.offset += length
    try {
      return this.decoder.decode(this.bytes.subarray(start, this.offset))
    } catch {
      throw new Refused(`${what} is not UTF-8`)
    }
  }
}

// Reads the fixed block of `minimum` bytes at the reader's offset and moves past the block's declared length.
const block = (reader: Reader, declared: number, minimum: number, what: string): number => {
  if (declared < minimum) throw new Refused(`${what} block of ${declared} bytes, its fields need ${minimum}`)
  reader.need(declared, what)
  const at = reader.offset
  reader.offset += declared
  return at
}

const num = (reader: Reader, at: number): number => Number(reader.i64At(at))

const sideNames: Readonly<Record<number, SideType>> = { 0: "UNKNOWN", 1: "BUY", 2: "SELL" }

const decodeBbo = (reader: Reader, declared: number): BestOBRpiEvent => {
  const at = block(reader, declared, 98, "BestOBRpiEvent")
  const priceExponent = reader.i8At(at + 96)
  const sizeExponent = reader.i8At(at + 97)
  const price = (k: number) => toDecimal(reader.i64At(at + k * 8), priceExponent)
  const size = (k: number) => toDecimal(reader.i64At(at + k * 8), sizeExponent)
  const symbol = reader.string("symbol")
  return {
    topic: `ob.rpi.1.sbe.${symbol}`,
    ts: num(reader, at),
    seq: num(reader, at + 8),
    cts: num(reader, at + 16),
    u: num(reader, at + 24),
    askNormalPrice: price(4),
    askNormalSize: size(5),
    askRpiPrice: price(6),
    askRpiSize: size(7),
    bidNormalPrice: price(8),
    bidNormalSize: size(9),
    bidRpiPrice: price(10),
    bidRpiSize: size(11),
    priceExponent,
    sizeExponent,
    symbol
  }
}

// A repeating group: its header (entry length, count), then each entry's block and what follows it.
const group = <A>(reader: Reader, what: string, minimum: number, entry: (at: number) => A): Array<A> => {
  const length = reader.u16(`${what} group header`)
  const count = reader.u16(`${what} group header`)
  const out: Array<A> = []
  for (let i = 0; i < count; i++) out.push(entry(block(reader, length, minimum, `${what} entry`)))
  return out
}

const decodeBook = (reader: Reader, declared: number): OBL50Event => {
  const at = block(reader, declared, 35, "OBL50Event")
  const priceExponent = reader.i8At(at + 32)
  const sizeExponent = reader.i8At(at + 33)
  const kind = reader.u8At(at + 34)
  if (kind !== 0 && kind !== 1) throw new Refused(`pkgType ${kind} is neither SNAPSHOT (0) nor DELTA (1)`)
  const level = (e: number): Level => ({
    price: toDecimal(reader.i64At(e), priceExponent),
    size: toDecimal(reader.i64At(e + 8), sizeExponent)
  })
  const asks = group(reader, "asks", 16, level)
  const bids = group(reader, "bids", 16, level)
  const symbol = reader.string("symbol")
  return {
    topic: `ob.50.sbe.${symbol}`,
    ts: num(reader, at),
    seq: num(reader, at + 8),
    cts: num(reader, at + 16),
    u: num(reader, at + 24),
    priceExponent,
    sizeExponent,
    pkgType: kind === 0 ? "SNAPSHOT" : "DELTA",
    asks,
    bids,
    symbol
  }
}

const bool = (value: number): boolean => value === 1

const decodeTrades = (reader: Reader, declared: number): PublicTradeEvent => {
  const at = block(reader, declared, 10, "PublicTradeEvent")
  const priceExponent = reader.i8At(at + 8)
  const sizeExponent = reader.i8At(at + 9)
  const tradeItems = group(reader, "tradeItems", 35, (e): TradeItem => {
    const side = reader.u8At(e + 32)
    return {
      fillTime: num(reader, e),
      price: toDecimal(reader.i64At(e + 8), priceExponent),
      size: toDecimal(reader.i64At(e + 16), sizeExponent),
      seq: num(reader, e + 24),
      side: sideNames[side] ?? "NON_REPRESENTABLE",
      isBlockTrade: bool(reader.u8At(e + 33)),
      isRPI: bool(reader.u8At(e + 34)),
      // an entry's variable-length data follows its block
      execId: reader.string("execId")
    }
  })
  const symbol = reader.string("symbol")
  return { topic: `publicTrade.sbe.${symbol}`, ts: num(reader, at), priceExponent, sizeExponent, tradeItems, symbol }
}

/**
 * Decodes one binary frame, or says why it cannot: an unknown schema or template, or a frame that ends before
 * what it declares. Never throws.
 *
 * @since 0.1.0
 * @category decoding
 */
export const decode = (bytes: Uint8Array): Message | DecodeFailure => {
  try {
    const reader = new Reader(bytes)
    const blockLength = reader.u16("header")
    const templateId = reader.u16("header")
    const schema = reader.u16("header")
    reader.u16("header")
    if (schema !== schemaId) throw new Refused(`schema ${schema} is not the market-data schema ${schemaId}`)
    switch (templateId) {
      case templates.bbo:
        return decodeBbo(reader, blockLength)
      case templates.orderbook50:
        return decodeBook(reader, blockLength)
      case templates.publicTrade:
        return decodeTrades(reader, blockLength)
      default:
        throw new Refused(`unknown template ${templateId}`)
    }
  } catch (error) {
    if (error instanceof Refused) return { _tag: "DecodeFailure", reason: error.reason }
    return { _tag: "DecodeFailure", reason: String(error) }
  }
}

/**
 * Whether `decode` refused the frame.
 *
 * @since 0.1.0
 * @category decoding
 */
export const isFailure = (result: Message | DecodeFailure): result is DecodeFailure =>
  "_tag" in result && result._tag === "DecodeFailure"

/**
 * A binary frame as a stream reads it (`Protocol.binary`): the decoded message, or, when `decode` refuses it, the
 * sample its `MalformedFrame` event reports: why, and the frame's first 32 bytes in hex. Here rather than in the
 * socket core, so that a program that never opens a binary stream carries none of it.
 *
 * @since 1.1.0
 * @category decoding
 */
export const read = (bytes: Uint8Array): Message | string => {
  const decoded = decode(bytes)
  if (!isFailure(decoded)) return decoded
  const head = Array.from(bytes.subarray(0, 32), (b) => b.toString(16).padStart(2, "0")).join("")
  return `binary frame (${decoded.reason}): ${head}`
}

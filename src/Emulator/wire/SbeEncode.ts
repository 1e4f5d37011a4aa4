/**
 * Encodes the market-maker streams' binary market-data messages (`Sbe`) as the exchange frames them: for the
 * emulator's `/v5/public-sbe/*` streams and for tests.
 *
 * @since 0.1.0
 */
import { type Level, type Message, schemaId, templates, toMantissa } from "../../Socket/Sbe.js"

// A growing little-endian writer.
class Writer {
  private bytes = new Uint8Array(256)
  private view = new DataView(this.bytes.buffer)
  private readonly encoder = new TextEncoder()
  offset = 0
  private room(n: number): void {
    if (this.offset + n <= this.bytes.byteLength) return
    const next = new Uint8Array(Math.max(this.bytes.byteLength * 2, this.offset + n))
    next.set(this.bytes)
    this.bytes = next
    this.view = new DataView(next.buffer)
  }
  u8(v: number): void {
    this.room(1)
    this.view.setUint8(this.offset++, v)
  }
  i8(v: number): void {
    this.room(1)
    this.view.setInt8(this.offset++, v)
  }
  u16(v: number): void {
    this.room(2)
    this.view.setUint16(this.offset, v, true)
    this.offset += 2
  }
  i64(v: bigint | number): void {
    this.room(8)
    this.view.setBigInt64(this.offset, typeof v === "bigint" ? v : BigInt(v), true)
    this.offset += 8
  }
  string(s: string): void {
    const encoded = this.encoder.encode(s)
    if (encoded.byteLength > 255) throw new RangeError("a varString8 holds at most 255 bytes")
    this.u8(encoded.byteLength)
    this.room(encoded.byteLength)
    this.bytes.set(encoded, this.offset)
    this.offset += encoded.byteLength
  }
  header(blockLength: number, templateId: number): void {
    this.u16(blockLength)
    this.u16(templateId)
    this.u16(schemaId)
    this.u16(0)
  }
  done(): Uint8Array {
    return this.bytes.slice(0, this.offset)
  }
}

const encodeLevels = (w: Writer, levels: ReadonlyArray<Level>, priceExponent: number, sizeExponent: number) => {
  w.u16(16)
  w.u16(levels.length)
  for (const level of levels) {
    w.i64(toMantissa(level.price, priceExponent))
    w.i64(toMantissa(level.size, sizeExponent))
  }
}

/**
 * Encodes a message as the exchange frames it (the emulator's market-maker streams, and tests). `topic` is not on
 * the wire: it follows from the template and the symbol.
 *
 * @since 0.1.0
 * @category encoding
 */
export const encode = (message: Message): Uint8Array => {
  const w = new Writer()
  const { priceExponent: pe, sizeExponent: se } = message
  if ("askRpiPrice" in message) {
    w.header(98, templates.bbo)
    for (const n of [message.ts, message.seq, message.cts, message.u]) w.i64(n)
    for (const [value, exponent] of [
      [message.askNormalPrice, pe],
      [message.askNormalSize, se],
      [message.askRpiPrice, pe],
      [message.askRpiSize, se],
      [message.bidNormalPrice, pe],
      [message.bidNormalSize, se],
      [message.bidRpiPrice, pe],
      [message.bidRpiSize, se]
    ] as const)
      w.i64(toMantissa(value, exponent))
    w.i8(pe)
    w.i8(se)
  } else if ("pkgType" in message) {
    w.header(35, templates.orderbook50)
    for (const n of [message.ts, message.seq, message.cts, message.u]) w.i64(n)
    w.i8(pe)
    w.i8(se)
    w.u8(message.pkgType === "SNAPSHOT" ? 0 : 1)
    encodeLevels(w, message.asks, pe, se)
    encodeLevels(w, message.bids, pe, se)
  } else {
    w.header(10, templates.publicTrade)
    w.i64(message.ts)
    w.i8(pe)
    w.i8(se)
    w.u16(35)
    w.u16(message.tradeItems.length)
    for (const item of message.tradeItems) {
      w.i64(item.fillTime)
      w.i64(toMantissa(item.price, pe))
      w.i64(toMantissa(item.size, se))
      w.i64(item.seq)
      w.u8(item.side === "UNKNOWN" ? 0 : item.side === "BUY" ? 1 : item.side === "SELL" ? 2 : 254)
      w.u8(item.isBlockTrade ? 1 : 0)
      w.u8(item.isRPI ? 1 : 0)
      w.string(item.execId)
    }
  }
  w.string(message.symbol)
  return w.done()
}

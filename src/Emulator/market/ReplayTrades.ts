/**
 * The replay's recorded trades (`Replay`'s `publicTrade` lines): read from a line scanned from its bytes
 * (`Recording/TradeScan.ts`: no `JSON.parse`, no string per field but those a trade keeps) or from a parsed
 * message (a line of any other shape), to the same `RecordedTrade`s; and kept for REST's recent trades as they were
 * applied, made rows only when asked.
 *
 * @since 1.1.0
 */
import type * as Format from "../../Recording/Format.js"
import type { ScannedTrade, ScannedTrades } from "../../Recording/TradeScan.js"
import * as Fixed from "../base/Fixed.js"
import type { Instrument } from "./Instruments.js"
import * as Instruments from "./Instruments.js"
import type { PublicTrade, WsPublicTrade } from "./MarketTypes.js"

/**
 * A recorded public trade as the `publicTrade` topic sent it, with its price and size in units.
 *
 * @since 1.1.0
 * @category models
 */
export interface RecordedTrade extends Omit<WsPublicTrade, "L" | "RPI" | "seq"> {
  /** The optional fields: `undefined` where the message has none (the published trade leaves them out). */
  readonly L: string | undefined
  readonly RPI: boolean | undefined
  readonly seq: number | undefined
  readonly priceUnits: number
  readonly qtyUnits: number
}

/**
 * A trade the engine printed, kept for REST's recent trades with its time.
 *
 * @since 1.1.0
 * @category models
 */
export type Printed = PublicTrade & { readonly at: number }

// a recorded trade's id, as bytes in its slot of the ring (an exchange's ids are UUIDs: 36 bytes)
const idSlot = 48
const SELL = 1
const BLOCK = 2
const RPI_TRUE = 4

/**
 * The last `capacity` trades of one instrument, recorded and printed, oldest first, for REST's recent trades: a
 * recorded trade is kept as numbers and its id's bytes in typed arrays (a ring), never as an object. A replay keeps
 * every recorded trade for as long as the next `capacity` take to come (seconds to minutes): objects kept that long
 * outlive the young generation, and copying them to the old one and collecting them there cost more than the rest
 * of a trade line's work (the bench's recording: docs/BENCHMARKS.md, "Figures quoted from code").
 *
 * @since 1.1.0
 * @category models
 */
export class KeptTrades {
  private readonly time: Float64Array
  private readonly price: Float64Array
  private readonly qty: Float64Array
  /** A recorded trade's `seq` (NaN where it has none). */
  private readonly seq: Float64Array
  private readonly flags: Uint8Array
  private readonly ids: Uint8Array
  /** A recorded trade's id's length in `ids`; -1: the trade is in `others` (printed, or an id that did not fit). */
  private readonly idLength: Int16Array
  private readonly others: Array<Printed | string | undefined>
  /** Where the next trade goes, and how many are kept. */
  private next = 0
  private count = 0

  constructor(readonly capacity: number) {
    this.time = new Float64Array(capacity)
    this.price = new Float64Array(capacity)
    this.qty = new Float64Array(capacity)
    this.seq = new Float64Array(capacity)
    this.flags = new Uint8Array(capacity)
    this.ids = new Uint8Array(capacity * idSlot)
    this.idLength = new Int16Array(capacity)
    this.others = new Array(capacity).fill(undefined)
  }

  /** How many trades are kept. */
  get size(): number {
    return this.count
  }

  private slot(): number {
    const k = this.next
    this.next = k + 1 === this.capacity ? 0 : k + 1
    if (this.count < this.capacity) this.count++
    return k
  }

  private numbers(
    T: number,
    priceUnits: number,
    qtyUnits: number,
    S: string,
    BT: boolean | undefined,
    RPI: boolean | undefined,
    seq: number | undefined
  ): number {
    const k = this.slot()
    this.time[k] = T
    this.price[k] = priceUnits
    this.qty[k] = qtyUnits
    this.seq[k] = seq ?? Number.NaN
    this.flags[k] = (S === "Sell" ? SELL : 0) | (BT === true ? BLOCK : 0) | (RPI === true ? RPI_TRUE : 0)
    return k
  }

  /**
   * Keeps a trade read from a line's bytes (`TradeReader.uniform`: `at` of its scan, its units given), its id
   * copied from them (a line's bytes are the reader's).
   */
  scanned(scan: ScannedTrades, at: ScannedTrade, priceUnits: number, qtyUnits: number): void {
    const k = this.numbers(at.T ?? scan.r, priceUnits, qtyUnits, at.S as string, at.BT, at.RPI, at.seq)
    const { iFrom, iTo } = at
    const n = iFrom < 0 ? 0 : iTo - iFrom
    if (n > idSlot) {
      this.idLength[k] = -1
      this.others[k] = latin1Slice.call(scan.bytes, iFrom, iTo)
      return
    }
    const bytes = scan.bytes
    const ids = this.ids
    const slot = k * idSlot
    for (let j = 0; j < n; j++) ids[slot + j] = bytes[iFrom + j] as number
    this.idLength[k] = n
    this.others[k] = undefined
  }

  /** Keeps a recorded trade (read from a parsed message). */
  recorded(t: RecordedTrade): void {
    const k = this.numbers(t.T, t.priceUnits, t.qtyUnits, t.S, t.BT, t.RPI, t.seq)
    const at = k * idSlot
    if (t.i.length <= idSlot && isLatin1(t.i)) {
      for (let j = 0; j < t.i.length; j++) this.ids[at + j] = t.i.charCodeAt(j)
      this.idLength[k] = t.i.length
      this.others[k] = undefined
    } else {
      this.idLength[k] = -1
      this.others[k] = t.i
    }
  }

  /** Keeps a trade the engine printed. */
  printed(t: Printed): void {
    const k = this.slot()
    this.time[k] = t.at
    this.idLength[k] = -1
    this.others[k] = t
  }

  /**
   * The kept trades at or before `now`, newest first, at most `limit`, as REST's recent trades give them (a recorded
   * trade's price and size from its units).
   */
  recent(i: Instrument, now: number, limit: number): Array<PublicTrade> {
    const out: Array<PublicTrade> = []
    for (let n = 0; n < this.count && out.length < limit; n++) {
      const k = (this.next - 1 - n + this.capacity) % this.capacity
      if ((this.time[k] as number) > now) continue
      const other = this.others[k]
      if (other !== undefined && typeof other !== "string") {
        const { at: _at, ...trade } = other
        out.push(trade)
        continue
      }
      const flags = this.flags[k] as number
      const seq = this.seq[k] as number
      out.push({
        execId: other ?? latin1Slice.call(this.ids, k * idSlot, k * idSlot + (this.idLength[k] as number)),
        symbol: i.symbol,
        price: Fixed.formatNumber(this.price[k] as number, i.priceDecimals),
        size: Fixed.formatNumber(this.qty[k] as number, i.qtyDecimals),
        side: flags & SELL ? "Sell" : "Buy",
        time: String(this.time[k]),
        isBlockTrade: (flags & BLOCK) !== 0,
        isRPITrade: (flags & RPI_TRUE) !== 0,
        seq: String(Number.isNaN(seq) ? 0 : seq)
      })
    }
    return out
  }
}

// a string each of whose characters is one byte (kept as bytes, read back as latin1: the same string)
const isLatin1 = (s: string): boolean => {
  for (let j = 0; j < s.length; j++) if (s.charCodeAt(j) > 0xff) return false
  return true
}

/**
 * A recorded trade: one object of one shape, every field given at once (a field the message lacks is `undefined`,
 * which the published trade leaves out: a field added after the object was made cost a map transition, and past a
 * few a new property store, at every trade).
 */
const recordedTrade = (
  T: number,
  s: string,
  S: "Buy" | "Sell",
  v: string,
  p: string,
  L: string | undefined,
  i: string,
  BT: boolean,
  RPI: boolean | undefined,
  seq: number | undefined,
  priceUnits: number,
  qtyUnits: number
): RecordedTrade => ({ T, s, S, v, p, L, i, BT, RPI, seq, priceUnits, qtyUnits })

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)
const str = (u: unknown): string | undefined =>
  typeof u === "string" ? u : typeof u === "number" ? String(u) : undefined
// node's native latin1 decoding, over any Uint8Array
const latin1Slice = Buffer.prototype.latin1Slice as (this: Uint8Array, from: number, to: number) => string

/**
 * The trades of one line: the instrument of its first trade of a known instrument, and its trades of that
 * instrument with a side and a positive price and size (`undefined` and none when it has no such trade).
 *
 * @since 1.1.0
 * @category models
 */
export interface LineTrades {
  readonly instrument: Instrument | undefined
  readonly trades: ReadonlyArray<RecordedTrade>
}

/**
 * Reads the trades of `publicTrade` lines (it remembers the instrument of the last symbol it read).
 *
 * @since 1.1.0
 * @category constructors
 */
export class TradeReader {
  private last: { readonly c: Format.Market; readonly s: string; readonly i: Instrument | undefined } = {
    c: "linear",
    s: "",
    i: undefined
  }

  private find(c: Format.Market, s: string): Instrument | undefined {
    let last = this.last
    if (last.s !== s || last.c !== c) {
      last = { c, s, i: Instruments.find(c, s) }
      this.last = last
    }
    return last.i
  }

  /** The units of the trades of the line `uniform` last took (scratch: read before the next line). */
  readonly prices: Array<number> = []
  readonly sizes: Array<number> = []

  /**
   * The instrument of a scanned line every trade of which `fromScan` takes (a known instrument's, the first's, with
   * a side, a price and a size above 0), their units in `prices` and `sizes`; `undefined` when one is left out or
   * there is none (`fromScan` then says which it takes). Reads no text: a replay makes the trades objects only
   * when something reads them (`fromScan`).
   */
  uniform(scan: ScannedTrades): Instrument | undefined {
    const { bytes, trades } = scan
    const { prices, sizes } = this
    let instrument: Instrument | undefined
    for (let k = 0; k < trades.length; k++) {
      const t = trades[k] as ScannedTrade
      const { s, S } = t
      if (s === undefined || t.pFrom < 0 || t.vFrom < 0 || (S !== "Buy" && S !== "Sell")) return undefined
      const i = this.find(scan.c, s)
      if (i === undefined || (instrument !== undefined && i !== instrument)) return undefined
      instrument = i
      const priceUnits = Fixed.parseUnitsBytes(bytes, t.pFrom, t.pTo, i.priceDecimals) ?? 0
      const qtyUnits = Fixed.parseUnitsBytes(bytes, t.vFrom, t.vTo, i.qtyDecimals) ?? 0
      if (priceUnits <= 0 || qtyUnits <= 0) return undefined
      prices[k] = priceUnits
      sizes[k] = qtyUnits
    }
    return instrument
  }

  /** The trades of a parsed message. */
  fromMessage(line: Format.MessageLine): LineTrades {
    const data = line.m.data
    const out: Array<RecordedTrade> = []
    if (!Array.isArray(data)) return { instrument: undefined, trades: out }
    let instrument: Instrument | undefined
    for (const t of data) {
      if (!isRecord(t)) continue
      const s = str(t.s)
      const p = str(t.p)
      const v = str(t.v)
      const i = s === undefined ? undefined : this.find(line.c, s)
      if (i === undefined || p === undefined || v === undefined || (t.S !== "Buy" && t.S !== "Sell")) continue
      if (instrument !== undefined && i !== instrument) continue
      instrument = i
      const priceUnits = Fixed.parseUnits(p, i.priceDecimals) ?? 0
      const qtyUnits = Fixed.parseUnits(v, i.qtyDecimals) ?? 0
      if (priceUnits <= 0 || qtyUnits <= 0) continue
      out.push(
        recordedTrade(
          typeof t.T === "number" ? t.T : line.r,
          i.symbol,
          t.S,
          v,
          p,
          typeof t.L === "string" ? t.L : undefined,
          str(t.i) ?? "",
          t.BT === true,
          typeof t.RPI === "boolean" ? t.RPI : undefined,
          typeof t.seq === "number" ? t.seq : undefined,
          priceUnits,
          qtyUnits
        )
      )
    }
    return { instrument, trades: out }
  }

  /** The trades of a line scanned from its bytes: prices and sizes read in place, no message parsed. */
  fromScan(scan: ScannedTrades): LineTrades {
    const out: Array<RecordedTrade> = []
    const bytes = scan.bytes
    // the message's text once, its trades' texts cut from it (a string a field cost more than the line's trades)
    const base = scan.mStart
    const text = latin1Slice.call(bytes, base, scan.to)
    let instrument: Instrument | undefined
    for (const t of scan.trades) {
      const { s, S } = t
      if (s === undefined || t.pFrom < 0 || t.vFrom < 0 || (S !== "Buy" && S !== "Sell")) continue
      const i = this.find(scan.c, s)
      if (i === undefined || (instrument !== undefined && i !== instrument)) continue
      instrument = i
      const priceUnits = Fixed.parseUnitsBytes(bytes, t.pFrom, t.pTo, i.priceDecimals) ?? 0
      const qtyUnits = Fixed.parseUnitsBytes(bytes, t.vFrom, t.vTo, i.qtyDecimals) ?? 0
      if (priceUnits <= 0 || qtyUnits <= 0) continue
      out.push(
        recordedTrade(
          t.T ?? scan.r,
          i.symbol,
          S,
          text.substring(t.vFrom - base, t.vTo - base),
          text.substring(t.pFrom - base, t.pTo - base),
          t.L,
          t.iFrom < 0 ? "" : text.substring(t.iFrom - base, t.iTo - base),
          t.BT === true,
          t.RPI,
          t.seq,
          priceUnits,
          qtyUnits
        )
      )
    }
    return { instrument, trades: out }
  }
}

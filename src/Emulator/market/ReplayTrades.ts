/**
 * The replay's recorded trades (`Replay`'s `publicTrade` lines): read from a line scanned from its bytes
 * (`Recording/internal/tradeScan.ts`: no `JSON.parse`, no string per field but those a trade keeps) or from a parsed
 * message (a line of any other shape), to the same `RecordedTrade`s; and kept for REST's recent trades as they were
 * applied, made rows only when asked.
 *
 * @since 1.1.0
 */
import type * as Format from "../../Recording/Format.js"
import type { ScannedTrades } from "../../Recording/internal/tradeScan.js"
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
 * A trade kept for REST's recent trades: a recorded one as applied, or one the engine printed (with its time).
 *
 * @since 1.1.0
 * @category models
 */
export type Kept = RecordedTrade | (PublicTrade & { readonly at: number })

/**
 * A kept trade's time.
 *
 * @since 1.1.0
 */
export const timeOf = (t: Kept): number => ("priceUnits" in t ? t.T : t.at)

/**
 * A kept trade as REST's recent trades give it.
 *
 * @since 1.1.0
 */
export const toPublic = (t: Kept, i: Instrument): PublicTrade => {
  if (!("priceUnits" in t)) {
    const { at: _at, ...trade } = t
    return trade
  }
  return {
    execId: t.i,
    symbol: t.s,
    price: Fixed.formatNumber(t.priceUnits, i.priceDecimals),
    size: Fixed.formatNumber(t.qtyUnits, i.qtyDecimals),
    side: t.S,
    time: String(t.T),
    isBlockTrade: t.BT,
    isRPITrade: t.RPI === true,
    seq: String(t.seq ?? 0)
  }
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

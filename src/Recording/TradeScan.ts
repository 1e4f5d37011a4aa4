/**
 * The `data` of a recorded `publicTrade` message read over its bytes (`internal/lineScan.ts` reads the line around
 * it): each trade's fields a replay needs, without `JSON.parse`. A trade whose fields are not of the exchange's
 * types (a number `T` and `seq`, string `s`, `S`, `v`, `p`, `L`, `i`, boolean `BT` and `RPI`), or given twice, is
 * not scanned: the caller parses the line. The recording's module for the replay (the emulator's `ReplayTrades`);
 * no entry point of the package exports it.
 *
 * @since 1.1.0
 */
import * as Json from "./internal/jsonScan.js"

/**
 * One scanned trade: its fields (`undefined` where it has none), `v`, `p` and `i` as the start and end of their
 * texts in the line's bytes (-1 where it has none), and where the trade's object lies.
 *
 * @since 1.1.0
 * @category models
 */
export class ScannedTrade {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly T: number | undefined,
    readonly s: string | undefined,
    readonly S: string | undefined,
    readonly vFrom: number,
    readonly vTo: number,
    readonly pFrom: number,
    readonly pTo: number,
    readonly L: string | undefined,
    readonly iFrom: number,
    readonly iTo: number,
    readonly BT: boolean | undefined,
    readonly RPI: boolean | undefined,
    readonly seq: number | undefined
  ) {}
}

/**
 * A scanned `publicTrade` line: the bytes it lies in (`from` to `to`), its receive time and market, where its
 * message starts, the message's topic and type, and its trades.
 *
 * @since 1.1.0
 * @category models
 */
export interface ScannedTrades extends Json.ScannedMessage {
  readonly kind: "trades"
  readonly trades: ReadonlyArray<ScannedTrade>
}

// a recording names a few symbols, sides and tick directions, over and over
const symbols = new Json.Interned(8)
const sides = new Json.Interned(4)
const ticks = new Json.Interned(8)

const BT = Json.ascii("BT")
const RPI = Json.ascii("RPI")
const SEQ = Json.ascii("seq")

/** One trade object at `at`, pushed to `out`; the position after it, or -1. */
const trade = (b: Uint8Array, at: number, end: number, out: Array<ScannedTrade>): number => {
  if (b[at] !== Json.OPEN_BRACE) return -1
  let T: number | undefined
  let s: string | undefined
  let S: string | undefined
  let L: string | undefined
  let vFrom = -1
  let vTo = -1
  let pFrom = -1
  let pTo = -1
  let iFrom = -1
  let iTo = -1
  let bt: boolean | undefined
  let rpi: boolean | undefined
  let seq: number | undefined
  let k = at + 1
  if (k < end && b[k] === Json.CLOSE_BRACE) k++
  else
    for (;;) {
      // a one-letter key read at once (its letter a plain one); any other by `Json.str`
      const key =
        b[k + 2] === Json.QUOTE && b[k] === Json.QUOTE && Json.plain(b[k + 1] as number) ? k + 3 : Json.str(b, k, end)
      if (key < 0 || key >= end || b[key] !== Json.COLON) return -1
      const from = k + 1
      const to = key - 1
      k = key + 1
      const one = to - from === 1 ? (b[from] as number) : 0
      if (one === 0x54 /* T */ || Json.is(b, from, to, SEQ)) {
        let e = Json.int(b, k, end)
        let v = Json.read.int
        if (e < 0) {
          e = Json.num(b, k, end)
          v = e < 0 ? 0 : Json.numberAt(b, k, e)
        }
        if (e < 0 || (one === 0x54 ? T : seq) !== undefined) return -1
        if (one === 0x54) T = v
        else seq = v
        k = e
      } else if (Json.is(b, from, to, BT) || Json.is(b, from, to, RPI)) {
        const e = Json.bool(b, k, end)
        const isBT = to - from === 2
        if (e < 0 || (isBT ? bt : rpi) !== undefined) return -1
        if (isBT) bt = e - k === 4
        else rpi = e - k === 4
        k = e
      } else if (one === 0x73 || one === 0x53 || one === 0x76 || one === 0x70 || one === 0x4c || one === 0x69) {
        // s, S, v, p, L, i
        const e = Json.str(b, k, end)
        if (e < 0) return -1
        const tFrom = k + 1
        const tTo = e - 1
        if (one === 0x73) {
          if (s !== undefined) return -1
          s = symbols.of(b, tFrom, tTo)
        } else if (one === 0x53) {
          if (S !== undefined) return -1
          S = sides.of(b, tFrom, tTo)
        } else if (one === 0x4c) {
          if (L !== undefined) return -1
          L = ticks.of(b, tFrom, tTo)
        } else if (one === 0x76) {
          if (vFrom >= 0) return -1
          vFrom = tFrom
          vTo = tTo
        } else if (one === 0x70) {
          if (pFrom >= 0) return -1
          pFrom = tFrom
          pTo = tTo
        } else {
          if (iFrom >= 0) return -1
          iFrom = tFrom
          iTo = tTo
        }
        k = e
      } else {
        k = Json.value(b, k, end)
        if (k < 0) return -1
      }
      if (k >= end) return -1
      if (b[k] === Json.CLOSE_BRACE) {
        k++
        break
      }
      if (b[k] !== Json.COMMA) return -1
      k++
    }
  out.push(new ScannedTrade(at, k, T, s, S, vFrom, vTo, pFrom, pTo, L, iFrom, iTo, bt, rpi, seq))
  return k
}

/**
 * The message's `data` at `at`: an array of trade objects, pushed to `out`. The position after it, or -1.
 *
 * @since 1.1.0
 */
export const tradeData = (b: Uint8Array, at: number, end: number, out: Array<ScannedTrade>): number => {
  if (at >= end || b[at] !== Json.OPEN_BRACKET) return -1
  let k = at + 1
  if (k < end && b[k] === Json.CLOSE_BRACKET) return k + 1
  for (;;) {
    k = trade(b, k, end, out)
    if (k < 0 || k >= end) return -1
    if (b[k] === Json.CLOSE_BRACKET) return k + 1
    if (b[k] !== Json.COMMA) return -1
    k++
  }
}

/**
 * Test harness: a recording of one wide linear book, in memory, for replay tests that need many bytes a line (a slow
 * reader, a bot the replay must not outrun): a snapshot of `levels` levels a side, then a delta every `stepMs` that
 * sets every level's size again (so each delta's frame carries all of them), around a mid price that holds, or moves
 * by `move(step)` ticks at a step (the book shifted whole: the levels the move leaves are deleted).
 */
import type * as Format from "../../src/Recording/Format.js"

/** What to record. */
export interface Options {
  /** The first line's receive time, ms. */
  readonly start: number
  readonly steps: number
  /** Between two steps, ms (default 100). */
  readonly stepMs?: number
  /** Levels a side (default 150). */
  readonly levels?: number
  /** Linear symbol (default BTCUSDT, tick 0.10). */
  readonly symbol?: string
  /** The best bid at a step, in ticks below 60000.00 (default: 0 at every step). */
  readonly down?: (step: number) => number
  /** Public trades at a step, each a price (in ticks below 60000.00) and a size; recorded before the step's book. */
  readonly trades?: (step: number) => ReadonlyArray<{ readonly ticks: number; readonly size: string }>
}

const TICK = 0.1
const price = (ticks: number): string => (60_000 - ticks * TICK).toFixed(2)

/** The recording's lines, in receive-time order. */
export const record = (options: Options): Array<Format.Line> => {
  const stepMs = options.stepMs ?? 100
  const levels = options.levels ?? 150
  const symbol = options.symbol ?? "BTCUSDT"
  const down = options.down ?? (() => 0)
  const topic = `orderbook.${levels >= 200 ? 500 : 200}.${symbol}`
  const side = (step: number, bid: boolean): Array<[string, string]> => {
    const best = down(step)
    return Array.from({ length: levels }, (_, j) => [
      price(bid ? best + j : best - 1 - j),
      (1 + ((step + j) % 5) + (bid ? 0 : 0.5)).toFixed(3)
    ])
  }
  const lines: Array<Format.Line> = []
  const book = (r: number, type: "snapshot" | "delta", b: unknown, a: unknown, u: number): Format.Line => ({
    r,
    c: "linear",
    m: { topic, type, ts: r, data: { s: symbol, b, a, u, seq: u }, cts: r }
  })
  lines.push(book(options.start, "snapshot", side(0, true), side(0, false), 1))
  let bids = new Set(side(0, true).map(([p]) => p))
  let asks = new Set(side(0, false).map(([p]) => p))
  for (let k = 1; k <= options.steps; k++) {
    const r = options.start + k * stepMs
    const trades = options.trades?.(k) ?? []
    if (trades.length > 0)
      lines.push({
        r: r - 1,
        c: "linear",
        m: {
          topic: `publicTrade.${symbol}`,
          type: "snapshot",
          ts: r - 1,
          data: trades.map((t, n) => ({
            T: r - 1,
            s: symbol,
            S: "Sell",
            v: t.size,
            p: price(t.ticks),
            i: `t-${k}-${n}`,
            BT: false
          }))
        }
      })
    const b = side(k, true)
    const a = side(k, false)
    // the levels the book left: deleted (size 0)
    const nextBids = new Set(b.map(([p]) => p))
    const nextAsks = new Set(a.map(([p]) => p))
    const gone = (was: Set<string>, now: Set<string>): Array<[string, string]> =>
      [...was].filter((p) => !now.has(p)).map((p) => [p, "0"])
    lines.push(book(r, "delta", [...gone(bids, nextBids), ...b], [...gone(asks, nextAsks), ...a], k + 1))
    bids = nextBids
    asks = nextAsks
  }
  return lines
}

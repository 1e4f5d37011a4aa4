/**
 * Recording lines of BTCUSDT (linear) for replay tests: a one-level book snapshot around 60,000 and a buy trade.
 */
import type * as Format from "../../src/Recording/Format.js"

/**
 * An `orderbook.50.BTCUSDT` snapshot at `at`: one level a side, 59,000 bid and 61,000 ask (or `ask`), 1 BTC each (or
 * `size`), update id 1 (or `u`, also its `seq`).
 */
export const btcBook = (
  at: number,
  options: { readonly ask?: string; readonly size?: string; readonly u?: number } = {}
): Format.Line => {
  const size = options.size ?? "1.000"
  const u = options.u ?? 1
  return {
    r: at,
    c: "linear",
    m: {
      topic: "orderbook.50.BTCUSDT",
      type: "snapshot",
      ts: at,
      data: { s: "BTCUSDT", b: [["59000.00", size]], a: [[options.ask ?? "61000.00", size]], u, seq: u }
    }
  }
}

/** A `publicTrade.BTCUSDT` line of one buy at `at`: price and quantity as the wire's decimal strings. */
export const btcTrade = (at: number, price: string, qty: string, id: string): Format.Line => ({
  r: at,
  c: "linear",
  m: {
    topic: "publicTrade.BTCUSDT",
    type: "snapshot",
    ts: at,
    data: [{ T: at, s: "BTCUSDT", S: "Buy", v: qty, p: price, i: id, BT: false }]
  }
})

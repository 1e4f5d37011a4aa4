/**
 * Recording lines of BTCUSDT (linear) for replay tests: a one-level book snapshot around 60,000 and a buy trade.
 */
import type * as Format from "../../src/Recording/Format.js"

/** An `orderbook.50.BTCUSDT` snapshot at `at`: one level a side, 59,000 bid and 61,000 ask, 1 BTC each. */
export const btcBook = (at: number): Format.Line => ({
  r: at,
  c: "linear",
  m: {
    topic: "orderbook.50.BTCUSDT",
    type: "snapshot",
    ts: at,
    data: { s: "BTCUSDT", b: [["59000.00", "1.000"]], a: [["61000.00", "1.000"]], u: 1, seq: 1 }
  }
})

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

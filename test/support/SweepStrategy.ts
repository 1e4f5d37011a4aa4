/**
 * The sweep tests' strategy: examples/sweep/strategy.ts, importing the library's sources (runner processes load it
 * by path under tsx, and the tests in process). Every `everyMs` of the recording it reads the top of the book and
 * follows (`trend`) or fades the mid's move with a market order of `qty`.
 */
import * as Effect from "effect/Effect"
import * as Cluster from "../../src/cluster.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"

const symbol = "BTCUSDT"
const category = "linear"

export const strategy: Cluster.Strategy = (settings) =>
  Effect.gen(function* () {
    const everyMs = typeof settings.everyMs === "number" && settings.everyMs > 0 ? settings.everyMs : 1000
    const qty = typeof settings.qty === "string" ? settings.qty : "0.001"
    const fade = settings.lean === "fade"
    let previous: number | undefined
    let held = 0
    let orders = 0
    while (!(yield* Cluster.ended)) {
      yield* Cluster.wait(everyMs)
      const book = yield* Market.getOrderbook({ category, symbol, limit: 1 })
      const bid = book.b[0]?.[0]
      const ask = book.a[0]?.[0]
      if (bid === undefined || ask === undefined) continue
      const mid2 = Number(bid) + Number(ask)
      const last = previous
      previous = mid2
      if (last === undefined || mid2 === last) continue
      const up = mid2 > last
      const side = up !== fade ? "Buy" : "Sell"
      const want = side === "Buy" ? 1 : -1
      if (held === want) continue
      orders++
      yield* Trade.submitOrder({ category, symbol, side, orderType: "Market", qty, orderLinkId: `sweep-${orders}` })
      held += want
    }
  })

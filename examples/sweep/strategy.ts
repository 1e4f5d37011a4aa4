/**
 * A strategy for `effect-bybit sweep` (and `Sweep.run`): every `everyMs` of the recording it reads the top of the
 * BTCUSDT book and, when the mid moved, follows the move (`lean: "trend"`) or leans against it (`lean: "fade"`) with a
 * market order of `qty`, holding at most one `qty` long or short. Its settings come from the sweep's grid, e.g.
 * `{ "everyMs": [1000, 2000, 5000], "qty": ["0.001", "0.010"], "lean": ["trend", "fade"] }`.
 *
 * The replay moves only while the strategy waits (`Cluster.wait`), so a run gives the same report wherever it runs.
 */
import * as Effect from "effect/Effect"
import { Market, Trade } from "effect-bybit"
import * as Cluster from "effect-bybit/cluster"

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

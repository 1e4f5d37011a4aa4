/**
 * Cursor pagination as a Stream: `Paginate.paginate(endpoint, params)` follows `nextPageCursor` page by page and
 * emits the items, so the order history reads as one sequence. Five orders are placed and cancelled first, then
 * read back two per page.
 *
 * Runs against the embedded exchange by default; BYBIT_ENV=testnet with BYBIT_API_KEY / BYBIT_API_SECRET uses the
 * testnet.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { Market, Paginate, Trade } from "effect-bybit"
import * as Exchange from "./support/Exchange.js"

const category = "linear"
const symbol = "BTCUSDT"

const program = Effect.gen(function* () {
  const { list } = yield* Market.getTickers({ category, symbol })
  const last = Number(list[0]?.lastPrice ?? "0")
  for (let i = 1; i <= 5; i++) {
    const price = String(Math.floor(last * (0.8 - i / 100)))
    yield* Trade.submitOrder({ category, symbol, side: "Buy", orderType: "Limit", qty: "0.01", price })
  }
  const cancelled = yield* Trade.cancelAllOrders({ category, symbol })
  yield* Console.log(`cancelled     ${cancelled.list.length} orders`)

  // Two per page: the stream makes as many calls as it needs, and stops when the cursor runs out.
  const history = yield* Paginate.paginate(Trade.history, { category, symbol, limit: 2 }).pipe(
    Stream.take(5),
    Stream.runCollect
  )
  for (const o of history) {
    yield* Console.log(`history       ${o.orderId} ${o.side} ${o.qty} @ ${o.price} ${o.orderStatus}`)
  }
  yield* Console.log(`read          ${history.length} orders from pages of 2`)
})

NodeRuntime.runMain(program.pipe(Effect.provide(Exchange.layer)))

/**
 * Retries by idempotency, not by verb: a read rides out injected 503s (and a 10006 that names its reset time); an order creation that carries
 * an `orderLinkId` is re-sent only after asking whether that order already exists, so a lost answer never becomes a
 * duplicate order; a write without one is never re-sent. The client-side rate budget (the documented limits per
 * endpoint group, corrected by every response's X-Bapi-Limit headers) sits in front of all of it.
 *
 * Runs against the embedded exchange by default (the faults are injected there; on a real exchange the calls simply
 * succeed); BYBIT_ENV=testnet with BYBIT_API_KEY / BYBIT_API_SECRET uses the testnet.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import { Market, Trade } from "effect-bybit"
import * as Exchange from "./support/Exchange.js"

const category = "linear"
const symbol = "BTCUSDT"

const program = Effect.gen(function* () {
  // Two 503s on the tickers path: the read is idempotent, so it is retried with backoff.
  yield* Exchange.onEmulator((emulator) => {
    emulator.admin.apply({ op: "http-status", status: 503, count: 2, path: "/v5/market/tickers" })
  })
  const { list } = yield* Market.getTickers({ category, symbol })
  yield* Console.log(`read retried  ${symbol} last ${list[0]?.lastPrice} after 2 × 503`)

  // A 503 on order creation: with an orderLinkId the retry first looks the order up, then sends it once.
  const last = Number(list[0]?.lastPrice ?? "60000")
  const orderLinkId = `retry-${crypto.randomUUID().slice(0, 8)}`
  yield* Exchange.onEmulator((emulator) => {
    emulator.admin.apply({ op: "http-status", status: 503, count: 1, path: "/v5/order/create" })
  })
  const placed = yield* Trade.submitOrder({
    category,
    symbol,
    side: "Buy",
    orderType: "Limit",
    qty: "0.01",
    price: (Math.round(last * 0.8 * 10) / 10).toFixed(1),
    orderLinkId
  })
  const open = yield* Trade.getActiveOrders({ category, symbol, orderLinkId })
  yield* Console.log(`create retried ${placed.orderId}, orders with that link id: ${open.list.length}`)
  yield* Trade.cancelOrder({ category, symbol, orderId: placed.orderId })

  // Without an orderLinkId nothing can tell whether the first attempt landed: it fails with OutcomeUnknown.
  yield* Exchange.onEmulator((emulator) => {
    emulator.admin.apply({ op: "http-status", status: 503, count: 1, path: "/v5/order/create" })
  })
  const blind = yield* Trade.submitOrder({
    category,
    symbol,
    side: "Buy",
    orderType: "Limit",
    qty: "0.01",
    price: (Math.round(last * 0.8 * 10) / 10).toFixed(1)
  }).pipe(
    Effect.map((created) => `accepted ${created.orderId}`),
    Effect.catchTag("OutcomeUnknown", (error) => Effect.succeed(`not re-sent: OutcomeUnknown (${error.reason})`))
  )
  yield* Console.log(`blind write   ${blind}`)
})

NodeRuntime.runMain(program.pipe(Effect.provide(Exchange.layer)))

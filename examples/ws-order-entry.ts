/**
 * Order entry over the WebSocket trade API (`/v5/trade`): create, amend and cancel with one round trip each on a
 * shared, authenticated connection. When no answer arrives before the deadline the outcome is `OutcomeUnknown` —
 * the order may or may not exist — so the program reconciles over REST by its `orderLinkId` instead of retrying
 * blindly. (On the embedded exchange the missing answer is injected with the `trade-delay` fault.)
 *
 * Runs against the embedded exchange by default; BYBIT_ENV=testnet with BYBIT_API_KEY / BYBIT_API_SECRET uses the
 * testnet (demo trading has no WebSocket order entry).
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Clock from "effect/Clock"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import { Market, Trade, TradeApi } from "effect-bybit"
import * as Exchange from "./support/Exchange.js"

const category = "linear"
const symbol = "BTCUSDT"

const program = Effect.gen(function* () {
  const { list } = yield* Market.getTickers({ category, symbol })
  const below = (factor: number) => String(Math.floor(Number(list[0]?.lastPrice ?? "0") * factor))
  const now = yield* Clock.currentTimeMillis

  const created = yield* TradeApi.createOrder({
    category,
    symbol,
    side: "Buy",
    orderType: "Limit",
    qty: "0.01",
    price: below(0.8),
    orderLinkId: `ws-${now}`
  })
  yield* Console.log(`ws created    ${created.orderId}`)
  yield* TradeApi.amendOrder({ category, symbol, orderId: created.orderId, price: below(0.78) })
  yield* Console.log(`ws amended    ${created.orderId} to ${below(0.78)}`)
  yield* TradeApi.cancelOrder({ category, symbol, orderId: created.orderId })
  yield* Console.log(`ws cancelled  ${created.orderId}`)

  // An order whose answer never comes: the exchange may have taken it, so look it up before deciding anything.
  const injected = yield* Exchange.onEmulator((emulator) => emulator.admin.apply({ op: "trade-delay", withhold: true }))
  if (!injected) return
  const orderLinkId = `ws-unknown-${now}`
  const outcome = yield* TradeApi.createOrder(
    { category, symbol, side: "Buy", orderType: "Limit", qty: "0.01", price: below(0.8), orderLinkId },
    { timeout: "1 second" }
  ).pipe(
    Effect.map((ack) => `ws created    ${ack.orderId}`),
    Effect.catchTag("OutcomeUnknown", (unknown) =>
      Effect.gen(function* () {
        yield* Console.log(`outcome unknown (${unknown.reason}); reconciling ${orderLinkId} over REST`)
        // The exchange answers again (the fault is lifted); the order's fate is still ours to find out.
        yield* Exchange.onEmulator((emulator) => emulator.admin.apply({ op: "trade-delay", ms: 0, withhold: false }))
        const found = yield* Trade.getActiveOrders({ category, symbol, orderLinkId })
        const order = found.list[0]
        if (order === undefined) return "reconciled: the order was not placed"
        yield* Trade.cancelOrder({ category, symbol, orderId: order.orderId })
        return `reconciled: the order exists (${order.orderStatus}), cancelled it`
      })
    )
  )
  yield* Console.log(outcome)
})

NodeRuntime.runMain(program.pipe(Effect.provide(Exchange.layer)))

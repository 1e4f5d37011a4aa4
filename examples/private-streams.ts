/**
 * Private streams: typed `order` and `wallet` messages over the authenticated WebSocket, while an order is placed and
 * cancelled over REST. The stream authenticates itself, re-authenticates and resubscribes after a reconnect.
 *
 * Runs against the embedded exchange by default; BYBIT_ENV=testnet with BYBIT_API_KEY / BYBIT_API_SECRET uses the
 * testnet.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Clock from "effect/Clock"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import { Market, Topics, Trade } from "effect-bybit"
import * as Exchange from "./support/Exchange.js"

const category = "linear"
const symbol = "BTCUSDT"

const program = Effect.gen(function* () {
  const orderLinkId = `private-${yield* Clock.currentTimeMillis}`
  // Our order's updates: `New` when it rests, then `Cancelled`.
  const updates = yield* Topics.subscribe(Topics.order(category)).pipe(
    Stream.flatMap((message) => Stream.fromIterable(message.data)),
    Stream.filter((update) => update.orderLinkId === orderLinkId),
    Stream.tap((u) => Console.log(`order update  ${u.orderStatus.padEnd(9)} ${u.side} ${u.qty} @ ${u.price}`)),
    Stream.takeUntil((u) => u.orderStatus === "Cancelled"),
    Stream.runDrain,
    Effect.timeout("10 seconds"),
    Effect.forkChild
  )
  const wallet = yield* Topics.subscribe(Topics.wallet).pipe(
    Stream.take(1),
    Stream.runForEach((message) =>
      Console.log(`wallet update ${message.data.map((w) => `${w.accountType} equity ${w.totalEquity}`).join(", ")}`)
    ),
    Effect.timeout("10 seconds"),
    Effect.forkChild
  )
  yield* Effect.sleep("1 second") // let both subscriptions be acknowledged before trading

  const { list } = yield* Market.getTickers({ category, symbol })
  const price = String(Math.floor(Number(list[0]?.lastPrice ?? "0") * 0.8))
  const placed = yield* Trade.submitOrder({
    category,
    symbol,
    side: "Buy",
    orderType: "Limit",
    qty: "0.01",
    price,
    orderLinkId
  })
  yield* Trade.cancelOrder({ category, symbol, orderId: placed.orderId })
  yield* Fiber.join(updates)
  yield* Fiber.join(wallet)
})

NodeRuntime.runMain(program.pipe(Effect.provide(Exchange.layer)))

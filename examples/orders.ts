/**
 * Place, amend and cancel a limit order over REST; a second cancellation shows a catalogue error handled by its tag.
 *
 * Runs against the embedded exchange by default; BYBIT_ENV=testnet with BYBIT_API_KEY / BYBIT_API_SECRET uses the
 * testnet.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Clock from "effect/Clock"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import { Market, Trade } from "effect-bybit"
import * as Exchange from "./support/Exchange.js"

const category = "linear"
const symbol = "BTCUSDT"

const program = Effect.gen(function* () {
  const { list } = yield* Market.getTickers({ category, symbol })
  const last = Number(list[0]?.lastPrice ?? "0")
  // Far below the market, so the order rests on the book.
  const below = (factor: number) => String(Math.floor(last * factor))

  const orderLinkId = `orders-${yield* Clock.currentTimeMillis}`
  const placed = yield* Trade.submitOrder({
    category,
    symbol,
    side: "Buy",
    orderType: "Limit",
    qty: "0.01",
    price: below(0.8),
    orderLinkId
  })
  yield* Console.log(`placed    ${placed.orderId} (${orderLinkId}) at ${below(0.8)}`)

  yield* Trade.amendOrder({ category, symbol, orderId: placed.orderId, price: below(0.79), qty: "0.02" })
  const open = yield* Trade.getActiveOrders({ category, symbol, orderId: placed.orderId })
  for (const o of open.list)
    yield* Console.log(`amended   ${o.orderId} ${o.side} ${o.qty} @ ${o.price} ${o.orderStatus}`)

  yield* Trade.cancelOrder({ category, symbol, orderId: placed.orderId })
  yield* Console.log(`cancelled ${placed.orderId}`)

  // Cancelling twice: the exchange's answer is a tagged value, narrowed with catchTags.
  const again = yield* Trade.cancelOrder({ category, symbol, orderId: placed.orderId }).pipe(
    Effect.map(() => "cancelled twice?"),
    Effect.catchTags({
      OrderNotFound: (e) => Effect.succeed(`second cancel refused: OrderNotFound (${e.code})`),
      OrderAlreadyFinished: (e) => Effect.succeed(`second cancel refused: OrderAlreadyFinished (${e.code})`)
    })
  )
  yield* Console.log(again)
})

NodeRuntime.runMain(program.pipe(Effect.provide(Exchange.layer)))

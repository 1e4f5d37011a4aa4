/**
 * Positions and leverage: set the leverage (an unchanged leverage is a tagged error you may ignore), open a small
 * position with a market order, read it, and close it with a reduce-only order.
 *
 * Runs against the embedded exchange by default; BYBIT_ENV=testnet with BYBIT_API_KEY / BYBIT_API_SECRET uses the
 * testnet.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import { Position, Trade } from "effect-bybit"
import * as Exchange from "./support/Exchange.js"

const category = "linear"
const symbol = "BTCUSDT"

const showPosition = (label: string) =>
  Effect.gen(function* () {
    const { list } = yield* Position.getPositionInfo({ category, symbol })
    for (const p of list) {
      yield* Console.log(
        `${label} ${p.symbol} ${p.side || "flat"} size ${p.size} leverage ${p.leverage} avg ${p.avgPrice}`
      )
    }
  })

const program = Effect.gen(function* () {
  const leverage = yield* Position.setLeverage({ category, symbol, buyLeverage: "5", sellLeverage: "5" }).pipe(
    Effect.as("leverage set to 5"),
    // Setting the leverage it already has is refused with 110043: not a problem here.
    Effect.catchTag("LeverageNotModified", () => Effect.succeed("leverage already 5"))
  )
  yield* Console.log(leverage)

  yield* Trade.submitOrder({ category, symbol, side: "Buy", orderType: "Market", qty: "0.01" })
  yield* Effect.sleep("300 millis") // market orders fill asynchronously
  yield* showPosition("opened  ")

  yield* Trade.submitOrder({ category, symbol, side: "Sell", orderType: "Market", qty: "0.01", reduceOnly: true })
  yield* Effect.sleep("300 millis")
  yield* showPosition("closed  ")
})

NodeRuntime.runMain(program.pipe(Effect.provide(Exchange.layer)))

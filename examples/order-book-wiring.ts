/**
 * The whole wiring of a WebSocket stream, with no helper: `OrderBook.stream` needs `BybitSocket.layer()`, which
 * sits on `Bybit.layer` (environment, credentials, rate budget), which sits on a platform layer (`effect-bybit/node`
 * here, `WebPlatform.layer` in a browser). WebSocket order entry adds `TradeApi.layer()` on top of the socket layer.
 *
 * Runs against the embedded exchange by default; BYBIT_ENV=testnet (or live) reads the exchange's public stream.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import { BookView, Bybit, BybitSocket, Environment, OrderBook } from "effect-bybit"
import { Emulator } from "effect-bybit/emulator"
import * as Node from "effect-bybit/node"

// A real exchange when BYBIT_ENV names one, else the embedded exchange on 127.0.0.1 (for this scope).
const environment = Effect.gen(function* () {
  const env = process.env.BYBIT_ENV
  if (env === "live") return Environment.live
  if (env === "testnet") return Environment.testnet
  const emulator = yield* Emulator.make({ port: 0, seed: 1 })
  yield* Console.log(`embedded exchange on ${emulator.rest}`)
  return emulator.environment
})

const program = Effect.gen(function* () {
  const layer = BybitSocket.layer().pipe(
    Layer.provideMerge(Bybit.layer({ environment: yield* environment })),
    Layer.provide(Node.layer)
  )
  yield* OrderBook.stream("BTCUSDT", 50, "linear").pipe(
    Stream.take(3),
    Stream.runForEach((event) => {
      if (event._tag === "BookReset") return Console.log(`book reset    ${event.reason}: ${event.detail}`)
      const bid = Option.map(BookView.bestBid(event), ([price, size]) => `${price} x ${size}`)
      return Console.log(`book u=${event.u}  best bid ${Option.getOrElse(bid, () => "-")}`)
    }),
    Effect.provide(layer)
  )
})

NodeRuntime.runMain(Effect.scoped(program))

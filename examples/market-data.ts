/**
 * Market data: server time, tickers, the top of the order book and the last candles.
 *
 * Runs against the embedded exchange by default (no network); set BYBIT_ENV=testnet (or live, demo) to use the
 * exchange.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Config from "effect/Config"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Bybit, Market } from "effect-bybit"
import { Emulator } from "effect-bybit/emulator"
import * as Node from "effect-bybit/node"

const program = Effect.gen(function* () {
  const time = yield* Market.getServerTime()
  yield* Console.log(`server time: ${new Date(time.millis).toISOString()}`)
  const tickers = yield* Market.getTickers({ category: "spot", symbol: "BTCUSDT" })
  for (const t of tickers.list) yield* Console.log(`${t.symbol} last ${t.lastPrice} 24h ${t.price24hPcnt}`)
  const book = yield* Market.getOrderbook({ category: "spot", symbol: "BTCUSDT", limit: 1 })
  yield* Console.log(`best bid ${book.b[0]?.[0]} / best ask ${book.a[0]?.[0]}`)
  const kline = yield* Market.getKline({ category: "inverse", symbol: "BTCUSD", interval: "60", limit: 3 })
  for (const c of kline.list) yield* Console.log(`${new Date(c.startTime).toISOString()} close ${c.close}`)
})

// The environment: the exchange when BYBIT_ENV is set, otherwise the embedded exchange started here.
const MainLive = Layer.unwrap(
  Effect.gen(function* () {
    const env = yield* Config.option(Config.String("BYBIT_ENV"))
    if (env._tag === "Some") return Bybit.layerConfig()
    const emulator = yield* Emulator.make({ port: 0, seed: 1 })
    yield* Console.log(`embedded exchange on ${emulator.rest}`)
    return Bybit.layer({ environment: emulator.environment })
  })
).pipe(Layer.provide(Node.layer))

NodeRuntime.runMain(program.pipe(Effect.provide(MainLive)))

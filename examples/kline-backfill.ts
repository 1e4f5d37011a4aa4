/**
 * Kline backfill: every one-minute candle of the last six hours as one Stream, oldest first. `KlineStream.candles`
 * splits the range into windows of at most `pageSize` candles (the endpoint's limit is 1000) and never repeats a
 * candle across windows.
 *
 * Runs against the embedded exchange by default; BYBIT_ENV=testnet (or live) reads the exchange.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Clock from "effect/Clock"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { KlineStream } from "effect-bybit"
import * as Exchange from "./support/Exchange.js"

const program = Effect.gen(function* () {
  const now = yield* Clock.currentTimeMillis
  const end = now - (now % 60_000) - 60_000 // the last closed minute
  const start = end - 6 * 60 * 60_000
  const summary = yield* KlineStream.candles({
    category: "linear",
    symbol: "BTCUSDT",
    interval: "1",
    start,
    end,
    pageSize: 100
  }).pipe(
    Stream.runFold(
      () => ({ count: 0, gaps: 0, previous: 0, first: "", last: "" }),
      (acc, candle) => ({
        count: acc.count + 1,
        gaps: acc.gaps + (acc.previous !== 0 && candle.startTime - acc.previous !== 60_000 ? 1 : 0),
        previous: candle.startTime,
        first: acc.first === "" ? `${new Date(candle.startTime).toISOString()} open ${candle.open}` : acc.first,
        last: `${new Date(candle.startTime).toISOString()} close ${candle.close}`
      })
    )
  )
  yield* Console.log(`backfilled    ${summary.count} one-minute candles, ${summary.gaps} gaps`)
  yield* Console.log(`first         ${summary.first}`)
  yield* Console.log(`last          ${summary.last}`)
})

NodeRuntime.runMain(program.pipe(Effect.provide(Exchange.layer)))

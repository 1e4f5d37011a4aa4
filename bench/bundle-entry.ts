/**
 * The minimal browser program whose bundle size the bench reports: one public REST call and one WebSocket topic,
 * through the browser entry point (`effect-bybit`) and its web platform layer. Bundled by `bench/bundle.ts`, never
 * run by the bench.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import { Bybit, BybitSocket, Market, Topics, WebPlatform } from "../src/index.js"

/**
 * Reads the BTCUSDT ticker over REST, then the first ticker message over WebSocket.
 *
 * @since 0.1.0
 * @category programs
 */
export const program = Effect.gen(function* () {
  const rest = yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
  const pushed = yield* Stream.runHead(Topics.subscribe(Topics.tickers("BTCUSDT"), "linear"))
  return { rest, pushed }
}).pipe(Effect.provide(Layer.provideMerge(BybitSocket.layer(), Bybit.layer()).pipe(Layer.provide(WebPlatform.layer))))

/**
 * Runs the program (the page's entry).
 *
 * @since 0.1.0
 * @category programs
 */
export const main = (): Promise<unknown> => Effect.runPromise(program)

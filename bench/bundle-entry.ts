/**
 * The minimal browser program whose bundle size the bench reports: one public REST call and one WebSocket topic,
 * on the public-only client (`Bybit.layerPublic`, over the browser's fetch and WebSocket, `WebPlatform.layerPublic`,
 * as the README tells a program that only reads the market to), each namespace imported from its own module as the
 * README tells browser programs to
 * (`import * as Market from "effect-bybit/Market"`: `dist/src/modules/Market.js` re-exports `src/Http/v5/Market.ts`,
 * which a bundler sees through; the source paths stand for those doors here). Bundled by `bench/bundle.ts`, never
 * run by the bench.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import * as Bybit from "../src/Bybit.js"
import * as Market from "../src/Http/v5/Market.js"
import * as BybitSocket from "../src/Socket/BybitSocket.js"
import * as Topics from "../src/Socket/Topics.js"
import * as WebPlatform from "../src/WebPlatform.js"

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
}).pipe(
  Effect.provide(
    Layer.provideMerge(BybitSocket.layer(), Bybit.layerPublic()).pipe(Layer.provide(WebPlatform.layerPublic))
  )
)

/**
 * Runs the program (the page's entry).
 *
 * @since 0.1.0
 * @category programs
 */
export const main = (): Promise<unknown> => Effect.runPromise(program)

/**
 * The minimal browser program (`bench/bundle-entry.ts`) with its namespaces taken from the root, `import { Market }
 * from "effect-bybit"`, the other door: esbuild keeps every member of a namespace a barrel re-exports
 * (evanw/esbuild#1420), so this row shows what that door costs an esbuild app (the same program otherwise, on
 * `Bybit.layerPublic`). Bundled by `bench/bundle.ts`, never
 * run by the bench.
 *
 * @since 1.0.0
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import { Bybit, BybitSocket, Market, Topics, WebPlatform } from "../src/index.js"

/**
 * Reads the BTCUSDT ticker over REST, then the first ticker message over WebSocket.
 *
 * @since 1.0.0
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
 * @since 1.0.0
 * @category programs
 */
export const main = (): Promise<unknown> => Effect.runPromise(program)

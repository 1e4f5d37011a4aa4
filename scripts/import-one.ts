/**
 * A program that uses one endpoint, for `scripts/import-memory.ts`: `Market.getTickers` through `Bybit.layer` and
 * the Node platform layer, imported by name from the entry points (bundled, so what it does not use may be dropped).
 * Built, imported and never run.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Bybit, Market } from "../src/index.js"
import * as Node from "../src/node.js"

/**
 * Reads the BTCUSDT ticker.
 *
 * @since 0.1.0
 * @category programs
 */
export const program = Market.getTickers({ category: "linear", symbol: "BTCUSDT" }).pipe(
  Effect.provide(Bybit.layer().pipe(Layer.provideMerge(Node.layer)))
)

/**
 * Bundle floor: Effect + a Schema decode of the REST answer (no Stream, no effect/http or effect/socket). Sized by
 * `bench/bundle.ts`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { Tickers } from "./tickers.js"

/**
 * Fetches and decodes the ticker.
 *
 * @since 0.1.0
 * @category programs
 */
export const main = (): Promise<unknown> =>
  Effect.runPromise(
    Effect.tryPromise(() =>
      fetch("https://api.bybit.com/v5/market/tickers?category=linear").then((r) => r.json())
    ).pipe(Effect.flatMap(Tickers))
  )

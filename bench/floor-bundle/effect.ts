/**
 * Bundle floor: one `Effect.runPromise` around a `fetch` (the Effect runtime alone, no decoding, no Stream). Sized by
 * `bench/bundle.ts` to show what the pinned effect costs a browser bundle before any client code.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"

/**
 * Fetches the ticker.
 *
 * @since 0.1.0
 * @category programs
 */
export const main = (): Promise<unknown> =>
  Effect.runPromise(
    Effect.tryPromise(() => fetch("https://api.bybit.com/v5/market/tickers?category=linear").then((r) => r.json()))
  )

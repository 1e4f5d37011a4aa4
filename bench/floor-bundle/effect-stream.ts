/**
 * Bundle floor: Effect + a Stream of WebSocket messages, with `fetch` and `WebSocket` used by hand (no Schema, no
 * effect/http or effect/socket): the least a client that hands out topics as Effect Streams can ship. Sized by
 * `bench/bundle.ts`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Queue from "effect/Queue"
import * as Stream from "effect/Stream"

/**
 * Fetches the ticker, then takes the first pushed message.
 *
 * @since 0.1.0
 * @category programs
 */
export const main = (): Promise<unknown> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const rest = yield* Effect.tryPromise(() =>
        fetch("https://api.bybit.com/v5/market/tickers?category=linear").then((r) => r.json())
      )
      const pushed = yield* Stream.runHead(
        Stream.callback<string>((queue) =>
          Effect.sync(() => {
            const ws = new WebSocket("wss://stream.bybit.com/v5/public/linear")
            ws.onmessage = (event) => Queue.offerUnsafe(queue, String(event.data))
          })
        )
      )
      return { rest, pushed }
    })
  )

/**
 * Bundle floor: what the architecture asks a client to stand on — Effect, a Schema decode, a Stream, and
 * Effect's own fetch `HttpClient` (`effect/http`) and `Socket` (`effect/socket`): the layers the library leaves open
 * for the platform. No effect-bybit code. Sized by `bench/bundle.ts`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Queue from "effect/Queue"
import * as Stream from "effect/Stream"
import * as Socket from "effect/socket/Socket"
import { Tickers } from "./tickers.js"

/**
 * Fetches and decodes the ticker, then takes the first message of a platform WebSocket.
 *
 * @since 0.1.0
 * @category programs
 */
export const main = (): Promise<unknown> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const client = yield* HttpClient.HttpClient
      const rest = yield* client.get("https://api.bybit.com/v5/market/tickers?category=linear").pipe(
        Effect.flatMap((response) => response.json),
        Effect.flatMap(Tickers),
        Effect.scoped
      )
      const socket = yield* Socket.makeWebSocket("wss://stream.bybit.com/v5/public/linear")
      const pushed = yield* Stream.runHead(
        Stream.callback<string, Socket.SocketError>((queue) =>
          Effect.gen(function* () {
            const pull = yield* Socket.readerString(socket)
            while (true) yield* Queue.offerAll(queue, yield* pull)
          })
        )
      )
      return { rest, pushed }
    }).pipe(Effect.provide(Layer.merge(FetchHttpClient.layer, Socket.layerWebSocketConstructorGlobal)))
  )

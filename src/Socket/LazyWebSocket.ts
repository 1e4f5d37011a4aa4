/**
 * A WebSocket constructor whose implementation is loaded when the first socket opens, not when the library is
 * imported: on Node, `ws` (with `@effect/platform-node/NodeSocket`, which imports it) adds to the import's RSS and
 * heap (docs/BENCHMARKS.md, "Figures quoted from code"), and a REST-only program never opens a socket. The session's
 * socket loop runs `ready`
 * before it opens a socket, so a failed load is a typed `SocketError` (reason `SocketOpenError`), which ends that socket as
 * any refused open does; the constructor itself still works synchronously for code that calls it directly (the
 * platform's `Socket.makeWebSocket`), loading the implementation on the spot. `node.ts` builds its WebSocket factory
 * with `make`.
 *
 * @since 1.2.0
 */

import * as Effect from "effect/Effect"
import * as Socket from "effect/socket/Socket"

/** The WebSocket class a lazy constructor builds sockets with; it takes the constructor's options as they come. */
type WebSocketClass = new (url: string, options?: Socket.WebSocketConstructorOptions) => Socket.WebSocketLike

/** The constructor service's function. */
type Constructor = (typeof Socket.WebSocketConstructor)["Service"]

const loadKey: unique symbol = Symbol.for("effect-bybit/Socket/lazyWebSocket/load")

interface Lazy {
  readonly [loadKey]: Effect.Effect<void, Socket.SocketError>
}

/**
 * A WebSocket constructor over a class loaded once: `load` (a dynamic import) by `ready`, or `loadNow` when the
 * constructor is called before anything loaded it.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (options: {
  readonly load: () => Promise<WebSocketClass>
  readonly loadNow: () => WebSocketClass
}): Constructor => {
  let loaded: WebSocketClass | undefined
  const construct: Constructor = (url, init) => {
    if (loaded === undefined) loaded = options.loadNow()
    return new loaded(url, init)
  }
  const load = Effect.suspend(() =>
    loaded !== undefined
      ? Effect.void
      : Effect.tryPromise({
          try: () =>
            options.load().then((webSocket) => {
              loaded ??= webSocket
            }),
          catch: (cause) => new Socket.SocketError({ reason: new Socket.SocketOpenError({ kind: "Unknown", cause }) })
        })
  )
  return Object.assign(construct, { [loadKey]: load } satisfies Lazy)
}

/**
 * Loads the implementation of the constructor in context if it is a lazy one (once; nothing for any other).
 *
 * @since 0.1.0
 * @category constructors
 */
export const ready: Effect.Effect<void, Socket.SocketError, Socket.WebSocketConstructor> = Effect.flatMap(
  Socket.WebSocketConstructor,
  (make) => (loadKey in make ? (make as Constructor & Lazy)[loadKey] : Effect.void)
)

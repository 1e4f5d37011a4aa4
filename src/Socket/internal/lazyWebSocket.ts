/**
 * A WebSocket constructor whose implementation is loaded when the first socket opens, not when the library is
 * imported: on Node, `ws` (with `@effect/platform-node/NodeSocket`, which imports it) costs about 4.5 MB of RSS and
 * 0.7 MB of heap at import, and a REST-only program never opens a socket. The session's socket loop runs `ready`
 * before it opens a socket, so a failed load is a typed `SocketError` (reason "Open"), which ends that socket as
 * any refused open does; the constructor itself still works synchronously for code that calls it directly (the
 * platform's `Socket.makeWebSocket`), loading the implementation on the spot. Private to the library.
 *
 * @since 0.1.0
 */
import * as Socket from "effect/socket/Socket"
import type * as Context from "effect/Context"
import * as Effect from "effect/Effect"

/** The WebSocket class a lazy constructor builds sockets with. */
type WebSocketClass = new (url: string, protocols?: string | Array<string>) => globalThis.WebSocket

/** The constructor service's function. */
type Constructor = Context.Tag.Service<typeof Socket.WebSocketConstructor>

const loadKey: unique symbol = /*#__PURE__*/ Symbol.for("effect-bybit/Socket/lazyWebSocket/load")

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
  const construct: Constructor = (url, protocols) => {
    if (loaded === undefined) loaded = options.loadNow()
    return new loaded(url, protocols)
  }
  const load = Effect.suspend(() =>
    loaded !== undefined
      ? Effect.void
      : Effect.tryPromise({
          try: () =>
            options.load().then((webSocket) => {
              loaded ??= webSocket
            }),
          catch: (cause) => new Socket.SocketGenericError({ reason: "Open", cause })
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
export const ready: Effect.Effect<void, Socket.SocketError, Socket.WebSocketConstructor> = /*#__PURE__*/ Effect.flatMap(
  Socket.WebSocketConstructor,
  (make) => (loadKey in make ? (make as Constructor & Lazy)[loadKey] : Effect.void)
)

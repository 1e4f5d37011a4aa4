/**
 * One WebSocket whose frames are handed to a handler synchronously, inside the WebSocket's own message event: the
 * frame is parsed, routed and applied before the next one is read, with no fiber, queue or promise per frame. The
 * platform's `Socket` reader resumes a waiting fiber for every batch it hands out, and a consumer that keeps up
 * gets batches of one frame: a fiber hop per frame, which costs a third of a book's throughput. Built on the
 * platform's `WebSocketConstructor` (and its errors: `SocketError` with the open, read, write or close reason) as
 * the platform's socket is. The scope it is opened in owns it: closing the scope closes the socket with code 1000.
 * Private to the library.
 *
 * @since 0.2.0
 */
import * as Deferred from "effect/Deferred"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Scope from "effect/Scope"
import * as Socket from "effect/socket/Socket"

/**
 * An open socket.
 *
 * @since 0.2.0
 * @category models
 */
export interface FrameSocket {
  /** Sends a text frame; fails when the socket is no longer open. */
  readonly send: (frame: string) => Effect.Effect<void, Socket.SocketError>
  /** Waits for the socket's end: it always fails, with the close (its code) or the error that ended it. */
  readonly ended: Effect.Effect<never, Socket.SocketError>
}

const openError = (kind: "Unknown" | "Timeout", cause: unknown) =>
  new Socket.SocketError({ reason: new Socket.SocketOpenError({ kind, cause }) })

const writeError = (cause: unknown) => new Socket.SocketError({ reason: new Socket.SocketWriteError({ cause }) })

const notOpen = new Error("the socket is not open")

const ignore = (): void => {}

/**
 * Opens a socket: the frames it receives go to `onFrame` (text as a string, binary as bytes) from the moment it is
 * made. Fails with an open error when the socket cannot be made, is refused, or does not open within `openTimeout`.
 *
 * @since 0.2.0
 * @category constructors
 */
export const open = (
  url: string,
  options: {
    readonly openTimeout: Duration.Input
    readonly onFrame: (data: string | Uint8Array) => void
  }
): Effect.Effect<FrameSocket, Socket.SocketError, Scope.Scope | Socket.WebSocketConstructor> =>
  Effect.gen(function* () {
    const make = yield* Socket.WebSocketConstructor
    const end = Deferred.makeUnsafe<never, Socket.SocketError>()
    let opened = false
    // the first end is the one reported
    const fail = (error: Socket.SocketError): void => {
      Deferred.doneUnsafe(end, Exit.fail(error))
    }
    const onMessage = (event: Socket.WebSocketEvent): void => {
      const data = event.data
      if (typeof data === "string" || data instanceof Uint8Array) options.onFrame(data)
      else if (data instanceof ArrayBuffer) options.onFrame(new Uint8Array(data))
      // a Blob, from an implementation that ignores `binaryType`
      else if (typeof Blob !== "undefined" && data instanceof Blob) {
        data.arrayBuffer().then(
          (bytes) => options.onFrame(new Uint8Array(bytes)),
          (cause) => fail(new Socket.SocketError({ reason: new Socket.SocketReadError({ cause }) }))
        )
      }
    }
    const onError = (event: Socket.WebSocketEvent): void =>
      fail(
        opened
          ? new Socket.SocketError({ reason: new Socket.SocketReadError({ cause: event }) })
          : openError("Unknown", event)
      )
    const onClose = (event: Socket.WebSocketEvent): void =>
      fail(
        new Socket.SocketError({
          reason: new Socket.SocketCloseError({
            code: typeof event.code === "number" ? event.code : 1006,
            closeReason: event.reason
          })
        })
      )

    const ws = yield* Effect.acquireRelease(
      Effect.try({
        try: () => {
          const ws = make(url)
          if ("binaryType" in ws) (ws as { binaryType: string }).binaryType = "arraybuffer"
          ws.addEventListener("message", onMessage)
          ws.addEventListener("error", onError)
          ws.addEventListener("close", onClose)
          return ws
        },
        catch: (cause) => openError("Unknown", cause)
      }),
      (ws) =>
        Effect.sync(() => {
          ws.removeEventListener("message", onMessage)
          ws.removeEventListener("close", onClose)
          // an error of a handshake this close aborts stays handled
          ws.addEventListener("error", ignore)
          ws.removeEventListener("error", onError)
          ws.close(1000)
        })
    )

    if (ws.readyState !== 1) {
      const isOpen = Effect.callback<void>((resume) => {
        const onOpen = () => resume(Effect.void)
        ws.addEventListener("open", onOpen, { once: true })
        return Effect.sync(() => ws.removeEventListener("open", onOpen))
      })
      yield* Effect.raceFirst(isOpen, Deferred.await(end)).pipe(
        Effect.timeoutOrElse({
          duration: options.openTimeout,
          orElse: () => Effect.fail(openError("Timeout", new Error('timeout waiting for "open"')))
        })
      )
    }
    opened = true

    return {
      send: (frame) =>
        Effect.suspend(() => {
          if (ws.readyState !== 1) return Effect.fail(writeError(notOpen))
          try {
            ws.send(frame)
            return Effect.void
          } catch (cause) {
            return Effect.fail(writeError(cause))
          }
        }),
      ended: Deferred.await(end)
    } satisfies FrameSocket
  })

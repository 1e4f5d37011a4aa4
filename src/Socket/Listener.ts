/**
 * The two ends of a registry's frames: a topic listener (`Listener`), which a subscription hands the registry and
 * its table routes frames to, and a socket's write function (`Write`), which the session hands it. Below `Registry`
 * (which re-exports both), its table and the session's socket runs.
 *
 * @since 1.2.0
 */
import type * as Effect from "effect/Effect"
import type * as Socket from "effect/socket/Socket"
import type { SocketFatal } from "../Errors/SocketError.js"
import type * as Protocol from "./Protocol.js"

/**
 * A topic listener. It runs synchronously inside the socket's message handler: keep it short (apply a delta, push
 * to a buffer). It may carry `parse`, a reader of its topic's frame text that stands in for `JSON.parse`: it returns
 * the very object `JSON.parse` would (and only frames it has checked), or `undefined` to leave the text to
 * `JSON.parse`. Order books use it to skip `JSON.parse`, their costliest step.
 *
 * @since 0.1.0
 * @category models
 */
export interface Listener {
  (frame: Protocol.Frame): void
  readonly parse?: ((text: string) => Protocol.Frame | undefined) | undefined
  /**
   * Consumes a frame's text itself, when it is the only listener of the frame's topic: true when it did (then no
   * frame is built for it), false to leave the text to `parse` or `JSON.parse` and the listener as usual. Order books
   * apply deltas straight from the text with it. Used only on a listener that has `parse` too.
   */
  readonly read?: ((text: string) => boolean) | undefined
  /**
   * Told once when the connection ends for good (401, refused authentication, reconnects exhausted) while the
   * listener is subscribed, so the stream it feeds fails instead of waiting forever on a dead connection.
   */
  readonly fail?: ((error: SocketFatal) => void) | undefined
  /**
   * Told when a socket it listened on was lost (the connection reconnects and subscribes again: what arrives next
   * starts afresh, with new snapshots). Recorders write it down as a gap; most listeners need not know.
   */
  readonly lost?: ((reason: string) => void) | undefined
  /**
   * Told of a frame on its connection that could not be read (not JSON, cut short, a binary frame that does not
   * decode: the `MalformedFrame` event), in order with the frames, with the frame's text (a binary frame: why it
   * could not be read). Its topic, if it had one, is unknown: recorders write it down as a gap and resubscribe.
   */
  readonly malformed?: ((text: string) => void) | undefined
}

/**
 * A socket's write function.
 *
 * @since 0.1.0
 * @category models
 */
export type Write = (frame: string) => Effect.Effect<void, Socket.SocketError>

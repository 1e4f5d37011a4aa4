/**
 * The emulator's WebSocket connection: what the server keeps per socket and how it writes to it.
 *
 * @since 0.2.0
 * @internal
 */
import { WebSocket } from "ws"
import { corrupt, type Faults } from "../Faults.js"
import type * as Protocol from "./WsProtocol.js"

/**
 * One WebSocket connection of the emulator: its socket, channel, subscriptions, authenticated key and timers, and
 * how frames leave it (faults applied to data frames; replies and delayed replies dropped once it closed).
 *
 * @since 0.2.0
 * @internal
 */
export class Conn implements Protocol.Connection {
  readonly topics = new Set<string>()
  readonly reqIds = new Set<string>()
  uid: string | undefined = undefined
  apiKey: string | undefined = undefined
  lastActivity: number
  /** Half-open: nothing is read from or written to the socket any more, and it is not closed. */
  halfOpen = false
  readonly timers = new Set<ReturnType<typeof setTimeout>>()

  constructor(
    readonly socket: WebSocket,
    readonly id: string,
    readonly channel: Protocol.Channel,
    readonly path: string,
    readonly maxActiveMs: number,
    private readonly faults: Faults,
    private readonly now: () => number
  ) {
    this.lastActivity = now()
  }

  get connId(): string {
    return this.id
  }

  get open(): boolean {
    return !this.halfOpen && this.socket.readyState === WebSocket.OPEN
  }

  readonly sendData = (frame: string | Uint8Array): void => {
    if (!this.open) return
    const fault = this.faults.takeFrameFault()
    // a binary frame's fault is a truncation (a malformed one is truncated too: binary has no syntax to break)
    const faulty =
      fault === undefined
        ? frame
        : typeof frame === "string"
          ? corrupt(frame, fault)
          : frame.subarray(0, Math.max(1, frame.byteLength >> 1))
    this.socket.send(faulty)
    this.lastActivity = this.now()
  }

  sendReply(frame: string): void {
    if (!this.open) return
    this.socket.send(frame)
    this.lastActivity = this.now()
  }

  /** Sends after `delayMs` (now when 0), unless the connection closed meanwhile. */
  later(delayMs: number, frame: string): void {
    if (delayMs <= 0) {
      this.sendReply(frame)
      return
    }
    const t = setTimeout(() => {
      this.timers.delete(t)
      this.sendReply(frame)
    }, delayMs)
    this.timers.add(t)
  }

  clearTimers(): void {
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }
}

/**
 * A request's `args` as strings (non-strings as their JSON).
 *
 * @since 0.2.0
 * @internal
 */
export const stringArgs = (args: ReadonlyArray<unknown> | undefined): ReadonlyArray<string> =>
  (args ?? []).map((a) => (typeof a === "string" ? a : (JSON.stringify(a) ?? "")))

/**
 * The emulator's WebSocket connection: what the server keeps per socket and how it writes to it.
 *
 * @since 0.2.0
 * @internal
 */
import type { Duplex } from "node:stream"
import { WebSocket } from "ws"
import { corrupt, type Faults } from "../Faults.js"
import type * as Protocol from "./WsProtocol.js"

/**
 * Bytes a connection may hold unsent (queued in `ws` and the socket) before it holds a replay back (`Flow`).
 *
 * @since 1.1.0
 * @internal
 */
export const highWater = 1 << 20

/**
 * Bytes under which a held connection lets the replay go on. At most a quarter of `highWater`: a frame sent under it
 * (no write callback) is then too short to take the queue past `highWater` unnoticed, even at four bytes a character.
 *
 * @since 1.1.0
 * @internal
 */
export const lowWater = 1 << 18

/**
 * Flow control for a replay played as fast as it is consumed: the connections whose readers fell behind (more than
 * `highWater` bytes unsent), and who waits until none is left. A connection joins when a data frame takes its queue
 * past `highWater` and leaves when a write callback finds it at or under `lowWater`, or when it closes.
 *
 * @since 1.1.0
 * @internal
 */
export class Flow {
  private readonly behind = new Set<Conn>()
  private waiters: Array<() => void> = []
  /** While a replay plays at `"max"`: the corked connections, written when it flushes (see `batch`). */
  private readonly held = new Set<Conn>()
  private batching = false

  /**
   * While on, a connection's frames stay in its corked socket until `flush` (or the end of the batch) instead of
   * leaving at the end of the event loop's turn: a replay at `"max"` flushes every few hundred lines, and a write
   * per turn (every few dozen lines) cost more than the lines' frames did. Off flushes.
   */
  batch(on: boolean): void {
    if (!on) this.flush()
    this.batching = on
  }

  /** Writes the frames the held connections have corked. */
  flush(): void {
    if (this.held.size === 0) return
    for (const conn of this.held) conn.flush()
    this.held.clear()
  }

  /** Whether a corked connection waits for `flush` (else it writes at the end of the turn). */
  keep(conn: Conn): boolean {
    if (!this.batching) return false
    this.held.add(conn)
    return true
  }

  /** Whether some connection holds more than `highWater` bytes unsent. */
  get congested(): boolean {
    return this.behind.size > 0
  }

  /** Calls `f` once no connection is behind (at once when none is). */
  whenDrained(f: () => void): void {
    if (this.behind.size === 0) f()
    else this.waiters.push(f)
  }

  hold(conn: Conn): void {
    this.behind.add(conn)
  }

  release(conn: Conn): void {
    if (!this.behind.delete(conn) || this.behind.size > 0) return
    const waiting = this.waiters
    this.waiters = []
    for (const f of waiting) f()
  }
}

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
    private readonly now: () => number,
    private readonly flow?: Flow | undefined,
    private readonly tcp?: Duplex | undefined
  ) {
    this.lastActivity = now()
  }

  private corked = false

  /** The frames sent since the socket was corked leave in one write. */
  private readonly uncork = (): void => {
    if (!this.corked) return
    this.corked = false
    this.tcp?.uncork()
  }

  /** Writes the frames corked so far (a replay's batch, `Flow.flush`). */
  flush(): void {
    this.uncork()
  }

  /** A write callback: the queue shrank; under `lowWater` the connection no longer holds the replay back. */
  private readonly written = (): void => {
    if (this.socket.bufferedAmount <= lowWater) this.flow?.release(this)
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
    const flow = this.flow
    if (flow === undefined) this.socket.send(faulty)
    else {
      // past the low-water mark every frame reports its write, so a held connection always hears that it drained
      // the frames of one turn of the event loop (a replay's batch of lines, a tick's books) go out in one write: a
      // syscall per frame cost more than the frames' own building, and a reader gets them in fewer reads
      if (!this.corked && this.tcp !== undefined) {
        this.corked = true
        this.tcp.cork()
        if (!flow.keep(this)) process.nextTick(this.uncork)
      }
      const queued = this.socket.bufferedAmount
      const size = typeof faulty === "string" ? faulty.length : faulty.byteLength
      this.socket.send(faulty, queued + size > lowWater ? this.written : undefined)
      if (this.socket.bufferedAmount > highWater) flow.hold(this)
    }
    this.lastActivity = this.now()
  }

  sendReply(frame: string): void {
    if (!this.open) return
    this.socket.send(frame)
    // a reply does not wait for a replay's batch: it leaves now, after the frames sent before it
    this.uncork()
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

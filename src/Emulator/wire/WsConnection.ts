/**
 * The emulator's WebSocket connection: what the server keeps per socket and how it writes to it.
 *
 * @since 0.2.0
 * @internal
 */
import type { Duplex } from "node:stream"
import type { RawData } from "ws"
import { corrupt, type Faults } from "../Faults.js"
import type * as Protocol from "./WsProtocol.js"

const utf8 = new TextDecoder()

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
 * Bytes a reader may hold unsent by default before the server closes it as too slow (`Flow.maxUnsent`): four times
 * what holds a replay at `"max"` back, so a reader that keeps up is never near it.
 *
 * @since 1.2.0
 * @internal
 */
export const defaultMaxUnsent = 4 << 20

/**
 * The close code of a reader closed as too slow: 1008, RFC 6455's policy violation (the generic code for a rule of
 * the endpoint broken; 1013 "try again later" is for an overloaded server, and Bybit documents none for this).
 *
 * @since 1.2.0
 * @internal
 */
export const slowReaderCode = 1008

/**
 * Flow control for a replay played as fast as it is consumed: the connections whose readers fell behind (more than
 * `highWater` bytes unsent), and who waits until none is left. A connection joins when a data frame takes its queue
 * past `highWater` and leaves when a write (at once) or its callback (later) finds it at or under `lowWater`, or when
 * it closes.
 *
 * @since 1.1.0
 * @internal
 */
export class Flow {
  private readonly behind = new Set<Conn>()
  private waiters: Array<() => void> = []
  /** While a replay plays at `"max"`: the connections with frames pending, written when it flushes (`batch`). */
  private readonly held = new Set<Conn>()
  private batching = false

  /**
   * @param maxUnsent Bytes a connection may hold unsent before it is cut as too slow (while `bounded()`), and `cut`
   * closes it: its pending frames are dropped at once, so what it holds stays under about `maxUnsent`.
   * @param bounded Whether the bound holds now (not while a replay plays at `"max"`: the replay waits instead).
   * @param cut Closes a connection found too slow (called on the next tick, not inside a send).
   */
  constructor(
    readonly maxUnsent: number = Number.POSITIVE_INFINITY,
    private readonly bounded: () => boolean = () => true,
    private readonly cut: (conn: Conn, unsent: number) => void = () => {}
  ) {}

  /** A connection holds `unsent` bytes, over `maxUnsent`: cut it when the bound holds now. */
  tooSlow(conn: Conn, unsent: number): boolean {
    if (!this.bounded()) return false
    process.nextTick(() => this.cut(conn, unsent))
    return true
  }

  /**
   * While on, a connection's frames stay pending until `flush` (or the end of the batch) instead of
   * leaving at the end of the event loop's turn: a replay at `"max"` flushes every few hundred lines, and a write
   * per turn (every 32 lines when measured) cost more than the lines' frames did. Off flushes.
   */
  batch(on: boolean): void {
    if (!on) this.flush()
    this.batching = on
  }

  /** Writes the frames the held connections have pending. */
  flush(): void {
    if (this.held.size === 0) return
    for (const conn of this.held) conn.flush()
    this.held.clear()
  }

  /** Whether a connection's pending frames wait for `flush` (else they leave at the end of the turn). */
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
 * What a connection writes to and listens on: a `ws` socket, or the server's end of an in-process socket
 * (`InProcessSocket`).
 *
 * @since 2.0.0
 * @internal
 */
export interface ServerSocket {
  readonly readyState: number
  readonly bufferedAmount: number
  send(data: string | Uint8Array): void
  send(data: string | Uint8Array, options: { readonly binary?: boolean }): void
  close(code?: number, reason?: string): void
  terminate(): void
  pong(payload?: Buffer): void
  on(event: "message", f: (data: RawData) => void): unknown
  on(event: "ping", f: (payload: Buffer) => void): unknown
  on(event: "close", f: () => void): unknown
  on(event: "error", f: (error: Error) => void): unknown
  once(event: "close", f: () => void): unknown
}

/** A socket's `readyState` while open. */
const OPEN = 1

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
    readonly socket: ServerSocket,
    readonly id: string,
    readonly channel: Protocol.Channel,
    readonly path: string,
    readonly maxActiveMs: number,
    private readonly faults: Faults,
    private readonly now: () => number,
    private readonly flow?: Flow | undefined,
    private readonly tcp?: Duplex | undefined,
    /** The peer's address as the upgrade request's socket saw it: the key's bound IPs are checked against it. */
    readonly ip: string = ""
  ) {
    this.lastActivity = now()
  }

  /** Data frames not written yet (those of this turn of the event loop, or of a replay's batch), framed. */
  private readonly pending = new FrameBuffer()

  /**
   * Writes the pending data frames to the socket in one buffer, framed as `ws` frames a server's (`FrameBuffer`): a
   * write per frame (`ws` writes a header and a payload) cost more than the frames' own building, and a reader gets
   * them in fewer reads. Whatever else the server writes to the socket (a reply, a pong, a close) flushes first, so
   * the frames keep their order.
   */
  readonly flush = (): void => {
    if (this.pending.length === 0) return
    const out = this.pending.take()
    const tcp = this.tcp
    if (tcp === undefined || this.socket.readyState !== OPEN) return
    // every write reports itself: its buffer serves a later batch, and a held connection hears that it drained
    this.writing.push(out)
    tcp.write(out, this.written)
    // frames held for a batch took the connection past `highWater` while the socket itself had room: what the
    // kernel took at once is sent, and only what stays queued holds the replay (its callback comes a turn later)
    if (this.socket.bufferedAmount <= lowWater) this.flow?.release(this)
  }

  /** The batches written to the socket whose callbacks have not come yet, oldest first (callbacks come in order). */
  private readonly writing: Array<Buffer> = []

  /**
   * A write callback: the oldest batch left, its memory free for a later one; under `lowWater` the connection no
   * longer holds the replay back.
   */
  private readonly written = (error?: Error | null): void => {
    const out = this.writing.shift()
    if (out !== undefined && (error === undefined || error === null)) this.pending.recycle(out)
    if (this.socket.bufferedAmount <= lowWater) this.flow?.release(this)
  }

  get connId(): string {
    return this.id
  }

  get open(): boolean {
    return !this.halfOpen && !this.slow && this.socket.readyState === OPEN
  }

  /** Cut as too slow (`Flow.tooSlow`): nothing more is sent to it; it is being closed. */
  slow = false

  /** Bytes not yet written to the socket's peer: queued in the socket and pending here. */
  get unsent(): number {
    return this.socket.bufferedAmount + this.pending.length
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
    this.deliver(faulty, false)
  }

  /** `sendData` of a text frame given as its UTF-8 bytes (copied: the caller may reuse them). */
  readonly sendText = (bytes: Uint8Array): void => {
    if (!this.open) return
    const fault = this.faults.takeFrameFault()
    if (fault !== undefined) this.deliver(corrupt(utf8.decode(bytes), fault), false)
    else this.deliver(bytes, true)
  }

  private deliver(frame: string | Uint8Array, text: boolean): void {
    const flow = this.flow
    if (flow === undefined || this.tcp === undefined)
      this.socket.send(text ? Buffer.from(frame) : frame, { binary: !text && typeof frame !== "string" })
    else {
      // the frames of one turn of the event loop (a tick's books), or of a replay's batch, leave together
      if (this.pending.length === 0 && !flow.keep(this)) process.nextTick(this.flush)
      if (text) this.pending.pushText(frame as Uint8Array)
      else this.pending.push(frame)
      const unsent = this.socket.bufferedAmount + this.pending.length
      if (unsent > highWater) {
        flow.hold(this)
        // a reader that stopped reading at a fixed speed: cut, its pending frames dropped (memory stays bounded)
        if (unsent > flow.maxUnsent && flow.tooSlow(this, unsent)) {
          this.slow = true
          this.pending.clear()
        }
      }
    }
    // only a connection with a max active time is cut by its activity: no clock read at every frame of the others
    // (a replayed line's, through the fault offset and the replay's clock)
    if (this.maxActiveMs !== Number.POSITIVE_INFINITY) this.lastActivity = this.now()
  }

  sendReply(frame: string): void {
    if (!this.open) return
    // a reply does not wait for a replay's batch: it leaves now, after the frames sent before it
    this.flush()
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
 * Unmasked WebSocket data frames (FIN set; text for a string, binary for bytes) written one after another into one
 * buffer as they come, the bytes `ws` writes for a server's `send` of each: a frame's text is encoded when it is
 * sent, not kept until the batch leaves, and the batch is handed out whole (`take`).
 *
 * @since 1.1.0
 * @internal
 */
export class FrameBuffer {
  private buf: Buffer
  private at = 0

  constructor(private capacity = 1024) {
    this.buf = Buffer.allocUnsafeSlow(capacity)
  }

  /** Bytes held. */
  get length(): number {
    return this.at
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.buf.length) return
    const next = Buffer.allocUnsafeSlow(Math.max(this.buf.length * 2, this.at + bytes))
    this.buf.copy(next, 0, 0, this.at)
    this.buf = next
  }

  /** The header of a frame of `length` bytes at the end; where its payload starts. */
  private header(text: boolean, length: number): number {
    const b = this.buf
    const at = this.at
    b[at] = text ? 0x81 : 0x82
    if (length < 126) {
      b[at + 1] = length
      return at + 2
    }
    if (length < 65536) {
      // the bytes themselves: `writeUInt16BE` checks its arguments, at every frame
      b[at + 1] = 126
      b[at + 2] = length >>> 8
      b[at + 3] = length & 0xff
      return at + 4
    }
    b[at + 1] = 127
    b.writeUInt32BE(Math.floor(length / 2 ** 32), at + 2)
    b.writeUInt32BE(length >>> 0, at + 6)
    return at + 10
  }

  /** Drops the frames held. */
  clear(): void {
    this.at = 0
  }

  /** Appends a text frame given as its UTF-8 bytes. */
  pushText(bytes: Uint8Array): void {
    this.room(10 + bytes.byteLength)
    const start = this.header(true, bytes.byteLength)
    this.buf.set(bytes, start)
    this.at = start + bytes.byteLength
  }

  /** Appends one frame. */
  push(d: string | Uint8Array): void {
    if (typeof d !== "string") {
      this.room(10 + d.byteLength)
      const start = this.header(false, d.byteLength)
      this.buf.set(d, start)
      this.at = start + d.byteLength
      return
    }
    // at most three bytes a character: under 65536 bytes the header takes four (two when it turns out under 126),
    // so the text is encoded once, in place, without measuring it first
    const most = d.length * 3
    if (most >= 65536) {
      const length = Buffer.byteLength(d)
      this.room(10 + length)
      const start = this.header(true, length)
      this.at = start + this.buf.write(d, start, "utf8")
      return
    }
    this.room(4 + most)
    const at = this.at
    const length = this.buf.write(d, at + 4, "utf8")
    if (length < 126) this.buf.copyWithin(at + 2, at + 4, at + 4 + length)
    this.at = this.header(true, length) + length
  }

  /**
   * The frames held, in one buffer; it starts empty again (sized for a batch like this one), in the memory of a
   * batch already written when there is one that fits (`recycle`).
   */
  take(): Buffer {
    const out = this.buf.subarray(0, this.at)
    this.capacity = Math.min(1 << 20, Math.max(1024, this.at + (this.at >> 2)))
    const spare = this.spare
    this.spare = undefined
    this.buf = spare !== undefined && spare.length >= this.capacity ? spare : Buffer.allocUnsafeSlow(this.capacity)
    this.at = 0
    return out
  }

  /** A memory a later batch may be written into. */
  private spare: Buffer | undefined

  /**
   * A buffer `take` handed out was written (its write's callback came): its memory serves a later batch, as long as
   * nothing else holds it (a fresh buffer a batch cost a page fault per page written, and as much for the collector).
   */
  recycle(written: Buffer): void {
    // the batch's whole memory (its own: `allocUnsafeSlow`, never a slice of node's pool)
    const whole = Buffer.from(written.buffer, 0, written.buffer.byteLength)
    if (this.spare === undefined || whole.length > this.spare.length) this.spare = whole
  }
}

/**
 * Data frames as one buffer of unmasked WebSocket frames (FIN set; text for a string, binary for bytes): the bytes
 * `ws` writes for a server's `send` of each, in order.
 *
 * @since 1.1.0
 * @internal
 */
export const frames = (data: ReadonlyArray<string | Uint8Array>): Buffer => {
  const out = new FrameBuffer()
  for (const d of data) out.push(d)
  return out.take()
}

/**
 * A request's `args` as strings (non-strings as their JSON).
 *
 * @since 0.2.0
 * @internal
 */
export const stringArgs = (args: ReadonlyArray<unknown> | undefined): ReadonlyArray<string> =>
  (args ?? []).map((a) => (typeof a === "string" ? a : (JSON.stringify(a) ?? "")))

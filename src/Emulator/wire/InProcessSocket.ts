/**
 * A WebSocket between a client and the emulator of the same process, with no socket, no framing and no event-loop
 * turn: each frame, open and close is handed over as a task of the client's Effect scheduler (so it keeps its order,
 * and a lock-step run counts it: `LockStep`). The client's end is a `WebSocketLike` (what effect's socket module and
 * the library's sockets read); the server's end is what the emulator's connection writes to (`WsConnection.Conn`).
 *
 * @since 2.0.0
 * @internal
 */
import type * as Socket from "effect/socket/Socket"
import * as Guards from "./Guards.js"

/**
 * Hands a task over: the client's scheduler (`SchedulerDispatcher.scheduleTask`).
 *
 * @since 2.0.0
 * @internal
 */
export type Schedule = (task: () => void) => void

type Listener = (event: Socket.WebSocketEvent) => void
type ClientEvent = "open" | "message" | "error" | "close"

const CONNECTING = 0
const OPEN = 1
const CLOSING = 2
const CLOSED = 3

const utf8 = new TextDecoder()

/**
 * The client's end.
 *
 * @since 2.0.0
 * @internal
 */
export class ClientEnd implements Socket.WebSocketLike {
  readyState: number = CONNECTING
  binaryType = "arraybuffer"
  private readonly listeners = new Map<ClientEvent, Array<{ readonly f: Listener; readonly once: boolean }>>()
  /** The server's end, once the emulator accepted the connection. */
  server: ServerEnd | undefined = undefined

  /** Hands over what comes from the exchange (frames and its close): `schedule`, unless a feed's latency is set. */
  readonly inbound: Schedule

  constructor(
    readonly schedule: Schedule,
    inbound?: Schedule | undefined
  ) {
    this.inbound = inbound ?? schedule
  }

  addEventListener(type: ClientEvent, f: Listener, options?: { readonly once?: boolean }): void {
    const list = this.listeners.get(type) ?? []
    list.push({ f, once: options?.once === true })
    this.listeners.set(type, list)
  }

  removeEventListener(type: ClientEvent, f: Listener): void {
    const list = this.listeners.get(type)
    if (list === undefined) return
    const at = list.findIndex((l) => l.f === f)
    if (at !== -1) list.splice(at, 1)
  }

  /** Calls the listeners of `type` now. */
  dispatch(type: ClientEvent, event: Socket.WebSocketEvent): void {
    const list = this.listeners.get(type)
    if (list === undefined || list.length === 0) return
    for (const l of [...list]) {
      if (l.once) this.removeEventListener(type, l.f)
      l.f(event)
    }
  }

  send(data: string | Uint8Array): void {
    if (this.readyState !== OPEN) throw new Error("the socket is not open")
    const server = this.server
    if (server === undefined) return
    // copied: the caller may reuse its bytes
    const bytes = typeof data === "string" ? Buffer.from(data) : Buffer.from(data)
    this.schedule(() => server.receive(bytes))
  }

  close(code = 1000, reason = ""): void {
    if (this.readyState === CLOSING || this.readyState === CLOSED) return
    this.readyState = CLOSING
    const server = this.server
    this.schedule(() => {
      this.ended(code, reason)
      server?.ended()
    })
  }

  /** The socket opened (the emulator accepted it). */
  opened(server: ServerEnd): void {
    this.server = server
    this.schedule(() => {
      if (this.readyState !== CONNECTING) return
      this.readyState = OPEN
      this.dispatch("open", { type: "open" })
    })
  }

  /** The emulator refused the connection (an upgrade refused with an HTTP status). */
  refused(status: number): void {
    this.schedule(() => {
      if (this.readyState === CLOSED) return
      this.readyState = CLOSED
      this.dispatch("error", { type: "error", data: `Unexpected server response: ${status}` })
      this.dispatch("close", { type: "close", code: 1006, reason: "" })
    })
  }

  /** Closed, by either side: the close event, once. */
  ended(code: number, reason: string): void {
    if (this.readyState === CLOSED) return
    this.readyState = CLOSED
    this.dispatch("close", { type: "close", code, reason })
  }
}

type ServerEvent = "message" | "close" | "error" | "ping"

/**
 * The server's end: the subset of a `ws` socket the emulator's connections use.
 *
 * @since 2.0.0
 * @internal
 */
export class ServerEnd {
  readyState: number = OPEN
  readonly bufferedAmount = 0
  private readonly handlers = new Map<ServerEvent, Array<(...args: ReadonlyArray<unknown>) => void>>()

  constructor(private readonly client: ClientEnd) {}

  on(event: ServerEvent, f: (...args: ReadonlyArray<never>) => void): this {
    const list = this.handlers.get(event) ?? []
    list.push(f as (...args: ReadonlyArray<unknown>) => void)
    this.handlers.set(event, list)
    return this
  }

  once(event: ServerEvent, f: () => void): this {
    const once = (): void => {
      this.off(event, once)
      f()
    }
    return this.on(event, once)
  }

  off(event: ServerEvent, f: (...args: ReadonlyArray<never>) => void): this {
    const list = this.handlers.get(event)
    const at = list?.indexOf(f as (...args: ReadonlyArray<unknown>) => void) ?? -1
    if (list !== undefined && at !== -1) list.splice(at, 1)
    return this
  }

  private emit(event: ServerEvent, ...args: ReadonlyArray<unknown>): void {
    for (const f of [...(this.handlers.get(event) ?? [])]) f(...args)
  }

  /**
   * A frame from the client; one over the emulator's limit closes the connection with 1009 and no reason, as `ws`
   * does on the wire (its error's message stays at the server).
   */
  // typed as bytes, not as Node's `Buffer` (what it is): the emulator's declarations name no Node type they need not
  receive(bytes: Uint8Array): void {
    if (this.readyState !== OPEN) return
    if (bytes.byteLength > Guards.maxFrameBytes) {
      this.close(1009, "")
      return
    }
    this.emit("message", bytes, false)
  }

  send(data: string | Uint8Array, options?: { readonly binary?: boolean }): void {
    if (this.readyState !== OPEN) return
    const client = this.client
    // a text frame reaches the client as a string, as a socket's text frame does
    const frame = typeof data === "string" ? data : options?.binary === true ? Uint8Array.from(data) : utf8.decode(data)
    client.inbound(() => {
      if (client.readyState === OPEN) client.dispatch("message", { type: "message", data: frame })
    })
  }

  pong(): void {}

  close(code = 1000, reason = ""): void {
    if (this.readyState !== OPEN) return
    this.readyState = CLOSING
    const client = this.client
    // after the frames sent before it
    client.inbound(() => {
      client.ended(code, reason)
      this.ended()
    })
  }

  terminate(): void {
    if (this.readyState === CLOSED) return
    this.readyState = CLOSING
    const client = this.client
    client.inbound(() => {
      client.ended(1006, "")
      this.ended()
    })
  }

  /** Closed, by either side: the server hears it once. */
  ended(): void {
    if (this.readyState === CLOSED) return
    this.readyState = CLOSED
    this.emit("close")
  }
}

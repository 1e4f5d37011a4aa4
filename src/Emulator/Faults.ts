/**
 * The emulator's fault state: flags, counters and queues that the REST and WebSocket servers read on every request,
 * frame and ping, so reliability tests can make the exchange misbehave on cue. One `Faults` value per emulator; the
 * admin API (in-process through `apply`, over HTTP on `POST /__admin/*`) only ever changes this state.
 *
 * Readers (REST, WebSocket):
 * - `clockOffset`: added to the injected clock by `now` (the emulator's server clock moves with it);
 * - `takeHttp(path)`: the next injected HTTP fault for a path (an HTTP status, or a retCode such as 10006 / 10002);
 * - `takeResponse(path)`: what happens to a processed request's answer: held back `ms` (`http-delay`), or never sent
 *   and the connection closed (`drop-response`: the order exists, the client cannot know);
 * - `refuseUpgrade` / `refuseUpgradeStatus`: answer WebSocket upgrades with an HTTP error status (401 by default;
 *   a 5xx or 429 is what an overloaded gateway answers, and a client should try again), counted in
 *   `refusedUpgrades`;
 * - `silentPings`: stop answering pings (`op: "ping"` and WebSocket ping frames);
 * - `ackDelayMs` / `withholdAcks`: delay or drop subscribe / auth acknowledgements;
 * - `tradeDelayMs` / `withholdTrade`: delay or drop `/v5/trade` responses (and REST order-entry answers are delayed
 *   by `tradeDelayMs` too);
 * - `takeFrameFault()`: whether the next outgoing data frame is replaced by a malformed or a truncated one;
 * - `takeSkipDelta(symbol)`: whether to silently drop the next orderbook delta (a sequence gap);
 * - events `drop` (close every socket now), `half-open` (every open socket goes silent without closing: nothing is
 *   read or written any more, pings included, so only a client's pong timeout can tell) and `restart` (re-send
 *   orderbook snapshots with `u = 1`), which the WebSocket server subscribes to with `on`.
 *
 * @since 0.1.0
 */

/**
 * An injected HTTP fault: answer with an HTTP status (5xx, 403, 429...) or with a V5 envelope carrying `retCode`,
 * for the next `remaining` matching requests (only those on `path` when given).
 *
 * @since 0.1.0
 * @category models
 */
export interface HttpFault {
  readonly kind: "status" | "retCode"
  /** HTTP status for `kind: "status"`. */
  readonly status: number
  /** V5 retCode for `kind: "retCode"` (10006, 10002, ...). */
  readonly retCode: number
  readonly retMsg: string
  readonly path: string | undefined
  remaining: number
}

/**
 * What happens to the answer of a processed REST request: delayed by `ms`, or dropped with its connection.
 *
 * @since 0.1.0
 * @category models
 */
export type ResponseFault = { readonly kind: "delay"; readonly ms: number } | { readonly kind: "drop" }

/** A queued response fault for the next `remaining` matching requests. */
interface PendingResponseFault {
  readonly fault: ResponseFault
  readonly path: string | undefined
  remaining: number
}

/**
 * What a malformed-frame fault sends instead of the next data frame: text that is not JSON, or the frame cut short.
 *
 * @since 0.1.0
 * @category models
 */
export type FrameFault = "malformed" | "truncated"

/**
 * Events the WebSocket server acts on immediately.
 *
 * @since 0.1.0
 * @category models
 */
export type FaultEvent = "drop" | "half-open" | "restart" | "system-status"

/**
 * One `system.status` entry as the misc stream publishes it (docs: `/v5/public/misc/status`).
 *
 * @since 0.1.0
 * @category models
 */
export interface SystemStatusEntry {
  readonly id: string
  readonly title: string
  readonly state: string
  readonly begin: string
  readonly end: string
  readonly href: string
  readonly serviceTypes: ReadonlyArray<number>
  readonly product: ReadonlyArray<number>
  readonly uidSuffix: ReadonlyArray<number>
  readonly maintainType: number
  readonly env: number
}

/**
 * An admin command, as the in-process API and `POST /__admin/<op>` take it (over HTTP the op is the path and the
 * rest is the JSON body).
 *
 * @since 0.1.0
 * @category models
 */
export type Command =
  | { readonly op: "reset" }
  | { readonly op: "drop-sockets"; readonly market?: string }
  | { readonly op: "system-status"; readonly status: ReadonlyArray<SystemStatusEntry> }
  | { readonly op: "refuse-upgrade"; readonly enabled?: boolean; readonly status?: number }
  | { readonly op: "half-open"; readonly market?: string }
  | { readonly op: "silent-pings"; readonly enabled?: boolean }
  | { readonly op: "ack-delay"; readonly ms?: number; readonly withhold?: boolean }
  | { readonly op: "trade-delay"; readonly ms?: number; readonly withhold?: boolean }
  | { readonly op: "http-status"; readonly status: number; readonly count?: number; readonly path?: string }
  | {
      readonly op: "ret-code"
      readonly retCode: number
      readonly retMsg?: string
      readonly count?: number
      readonly path?: string
    }
  | { readonly op: "malformed-frames"; readonly count?: number; readonly truncated?: boolean }
  | { readonly op: "skip-delta"; readonly count?: number; readonly symbol?: string }
  | { readonly op: "restart" }
  | { readonly op: "clock"; readonly offsetMs?: number; readonly byMs?: number }
  | { readonly op: "http-delay"; readonly ms: number; readonly count?: number; readonly path?: string }
  | { readonly op: "drop-response"; readonly count?: number; readonly path?: string }

/**
 * Every admin op name.
 *
 * @since 0.1.0
 * @category models
 */
export const ops: ReadonlyArray<Command["op"]> = [
  "reset",
  "drop-sockets",
  "system-status",
  "refuse-upgrade",
  "half-open",
  "silent-pings",
  "ack-delay",
  "trade-delay",
  "http-status",
  "ret-code",
  "malformed-frames",
  "skip-delta",
  "restart",
  "clock",
  "http-delay",
  "drop-response"
]

/**
 * The documented message for the retCodes tests inject most (others need an explicit `retMsg`).
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultRetMsg = (retCode: number): string => {
  switch (retCode) {
    case 10006:
      return "Too many visits!"
    case 10002:
      return "invalid request, please check your server timestamp or recv_window param"
    case 10016:
      return "Server error."
    case 10000:
      return "Server Timeout"
    default:
      return "Injected fault"
  }
}

/**
 * A snapshot of the fault state, for the admin API's answer.
 *
 * @since 0.1.0
 * @category models
 */
export interface State {
  readonly clockOffset: number
  readonly refuseUpgrade: boolean
  readonly refuseUpgradeStatus: number
  readonly refusedUpgrades: number
  readonly halfOpened: number
  readonly silentPings: boolean
  readonly ackDelayMs: number
  readonly withholdAcks: boolean
  readonly tradeDelayMs: number
  readonly withholdTrade: boolean
  readonly http: ReadonlyArray<Omit<HttpFault, "remaining"> & { readonly remaining: number }>
  readonly responses: ReadonlyArray<ResponseFault & { readonly path: string | undefined; readonly remaining: number }>
  readonly malformedFrames: number
  readonly truncatedFrames: number
  readonly skipDeltas: number
  readonly skipDeltaSymbol: string | undefined
  readonly restarts: number
}

/**
 * The mutable fault state of one emulator.
 *
 * @since 0.1.0
 * @category models
 */
export class Faults {
  /** Milliseconds added to the injected clock (the server clock moves, the client's does not). */
  clockOffset = 0
  /** Answer WebSocket upgrades with `refuseUpgradeStatus`. */
  refuseUpgrade = false
  /** The HTTP status a refused upgrade gets (default 401, which clients do not retry). */
  refuseUpgradeStatus = 401
  /** Upgrades refused because of `refuseUpgrade` (the WebSocket server counts them). */
  refusedUpgrades = 0
  /** Sockets turned half-open by `half-open` events (the WebSocket server counts them). */
  halfOpened = 0
  /** Stop answering pings. */
  silentPings = false
  /** Delay of subscribe / unsubscribe / auth acknowledgements, ms. */
  ackDelayMs = 0
  /** Never send subscribe / unsubscribe / auth acknowledgements. */
  withholdAcks = false
  /** Delay of `/v5/trade` responses and REST order-entry answers, ms. */
  tradeDelayMs = 0
  /** Never send `/v5/trade` responses. */
  withholdTrade = false
  /** Next data frames replaced by non-JSON text. */
  malformedFrames = 0
  /** Next data frames cut in half. */
  truncatedFrames = 0
  /** Next orderbook deltas dropped (for `skipDeltaSymbol` only when set). */
  skipDeltas = 0
  skipDeltaSymbol: string | undefined = undefined
  /** How many restarts were requested (WebSocket books restart their `u` at 1 after each). */
  restarts = 0
  /** During a `drop` event: the only channel to drop (`private`, `linear`, `misc`...), or every one. */
  dropMarket: string | undefined = undefined
  /** During a `half-open` event: the only channel to silence, or every one. */
  halfOpenMarket: string | undefined = undefined
  /** The `system.status` list the misc stream serves (a change is pushed on the `system-status` event). */
  systemStatus: ReadonlyArray<SystemStatusEntry> = []
  private http: Array<HttpFault> = []
  private responses: Array<PendingResponseFault> = []
  private readonly listeners = new Map<FaultEvent, Set<() => void>>()

  /** The server clock: the injected clock plus the offset. */
  now(clock: () => number): number {
    return clock() + this.clockOffset
  }

  /** Consumes and returns the next HTTP fault that applies to `path`, if any. */
  takeHttp(path: string): HttpFault | undefined {
    const i = this.http.findIndex((f) => f.remaining > 0 && (f.path === undefined || f.path === path))
    if (i < 0) return undefined
    const fault = this.http[i]
    if (fault === undefined) return undefined
    fault.remaining -= 1
    if (fault.remaining <= 0) this.http.splice(i, 1)
    return fault
  }

  /** Consumes and returns the next response fault (delay or drop) that applies to `path`, if any. */
  takeResponse(path: string): ResponseFault | undefined {
    const i = this.responses.findIndex((f) => f.remaining > 0 && (f.path === undefined || f.path === path))
    const pending = this.responses[i]
    if (pending === undefined) return undefined
    pending.remaining -= 1
    if (pending.remaining <= 0) this.responses.splice(i, 1)
    return pending.fault
  }

  /** Queues a delay of `ms` for the answers to the next `count` requests (on `path` only when given). */
  injectDelay(ms: number, count = 1, path?: string): void {
    this.responses.push({ fault: { kind: "delay", ms }, path, remaining: count })
  }

  /** The next `count` requests (on `path` only when given) are processed, then their connections closed unanswered. */
  injectDrop(count = 1, path?: string): void {
    this.responses.push({ fault: { kind: "drop" }, path, remaining: count })
  }

  /** Consumes a pending frame fault for the next outgoing data frame, if any. */
  takeFrameFault(): FrameFault | undefined {
    if (this.malformedFrames > 0) {
      this.malformedFrames -= 1
      return "malformed"
    }
    if (this.truncatedFrames > 0) {
      this.truncatedFrames -= 1
      return "truncated"
    }
    return undefined
  }

  /** Consumes a pending skip for the next orderbook delta of `symbol`, if one applies. */
  takeSkipDelta(symbol: string): boolean {
    if (this.skipDeltas <= 0) return false
    if (this.skipDeltaSymbol !== undefined && this.skipDeltaSymbol !== symbol) return false
    this.skipDeltas -= 1
    if (this.skipDeltas === 0) this.skipDeltaSymbol = undefined
    return true
  }

  /** Subscribes to an event; returns the unsubscribe function. */
  on(event: FaultEvent, listener: () => void): () => void {
    let set = this.listeners.get(event)
    if (set === undefined) {
      set = new Set()
      this.listeners.set(event, set)
    }
    set.add(listener)
    return () => {
      set.delete(listener)
    }
  }

  private emit(event: FaultEvent): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener()
  }

  /** Closes every WebSocket connection now (only those of `market` when given). */
  dropSockets(market?: string): void {
    this.dropMarket = market
    try {
      this.emit("drop")
    } finally {
      this.dropMarket = undefined
    }
  }

  /**
   * Turns every open WebSocket connection (only those of `market` when given) half-open: the server stops reading
   * and writing on it without closing it — no data, no acknowledgement, no pong. The socket itself stays open, so a
   * client learns of it only through its pong timeout; when the client gives up and closes, the WebSocket library
   * still completes the close handshake, so the connection is not leaked. Connections opened later are served
   * normally.
   */
  halfOpen(market?: string): void {
    this.halfOpenMarket = market
    try {
      this.emit("half-open")
    } finally {
      this.halfOpenMarket = undefined
    }
  }

  /** Restarts the order books: every orderbook subscription gets a fresh snapshot with `u = 1`. */
  restart(): void {
    this.restarts += 1
    this.emit("restart")
  }

  /** Queues an HTTP status for the next `count` requests (on `path` only when given). */
  injectStatus(status: number, count = 1, path?: string): void {
    this.http.push({ kind: "status", status, retCode: 0, retMsg: "", path, remaining: count })
  }

  /** Queues a V5 retCode (10006, 10002...) for the next `count` requests (on `path` only when given). */
  injectRetCode(retCode: number, count = 1, path?: string, retMsg?: string): void {
    this.http.push({
      kind: "retCode",
      status: 200,
      retCode,
      retMsg: retMsg ?? defaultRetMsg(retCode),
      path,
      remaining: count
    })
  }

  /** Clears every fault (the clock offset too); the counters, and sockets already half-open, stay as they are. */
  reset(): void {
    this.clockOffset = 0
    this.refuseUpgrade = false
    this.refuseUpgradeStatus = 401
    this.silentPings = false
    this.ackDelayMs = 0
    this.withholdAcks = false
    this.tradeDelayMs = 0
    this.withholdTrade = false
    this.malformedFrames = 0
    this.truncatedFrames = 0
    this.skipDeltas = 0
    this.skipDeltaSymbol = undefined
    this.http = []
    this.responses = []
  }

  /** Applies an admin command. */
  apply(command: Command): void {
    switch (command.op) {
      case "reset":
        this.reset()
        return
      case "drop-sockets":
        this.dropSockets(command.market)
        return
      case "system-status":
        this.systemStatus = command.status
        this.emit("system-status")
        return
      case "refuse-upgrade":
        this.refuseUpgrade = command.enabled ?? true
        this.refuseUpgradeStatus = command.status ?? 401
        return
      case "half-open":
        this.halfOpen(command.market)
        return
      case "silent-pings":
        this.silentPings = command.enabled ?? true
        return
      case "ack-delay":
        this.ackDelayMs = command.ms ?? 0
        this.withholdAcks = command.withhold ?? false
        return
      case "trade-delay":
        this.tradeDelayMs = command.ms ?? 0
        this.withholdTrade = command.withhold ?? false
        return
      case "http-status":
        this.injectStatus(command.status, command.count ?? 1, command.path)
        return
      case "ret-code":
        this.injectRetCode(command.retCode, command.count ?? 1, command.path, command.retMsg)
        return
      case "malformed-frames":
        if (command.truncated === true) this.truncatedFrames += command.count ?? 1
        else this.malformedFrames += command.count ?? 1
        return
      case "skip-delta":
        this.skipDeltas += command.count ?? 1
        this.skipDeltaSymbol = command.symbol
        return
      case "restart":
        this.restart()
        return
      case "clock":
        if (command.offsetMs !== undefined) this.clockOffset = command.offsetMs
        if (command.byMs !== undefined) this.clockOffset += command.byMs
        return
      case "http-delay":
        this.injectDelay(command.ms, command.count ?? 1, command.path)
        return
      case "drop-response":
        this.injectDrop(command.count ?? 1, command.path)
        return
    }
  }

  /** The current state, as plain data. */
  state(): State {
    return {
      clockOffset: this.clockOffset,
      refuseUpgrade: this.refuseUpgrade,
      refuseUpgradeStatus: this.refuseUpgradeStatus,
      refusedUpgrades: this.refusedUpgrades,
      halfOpened: this.halfOpened,
      silentPings: this.silentPings,
      ackDelayMs: this.ackDelayMs,
      withholdAcks: this.withholdAcks,
      tradeDelayMs: this.tradeDelayMs,
      withholdTrade: this.withholdTrade,
      http: this.http.map((f) => ({ ...f })),
      responses: this.responses.map((r) => ({ ...r.fault, path: r.path, remaining: r.remaining })),
      malformedFrames: this.malformedFrames,
      truncatedFrames: this.truncatedFrames,
      skipDeltas: this.skipDeltas,
      skipDeltaSymbol: this.skipDeltaSymbol,
      restarts: this.restarts
    }
  }
}

/**
 * Replaces a frame as a frame fault says: malformed text (not JSON) or the first half of the frame.
 *
 * @since 0.1.0
 * @category utils
 */
export const corrupt = (frame: string, fault: FrameFault): string =>
  fault === "malformed" ? `{"topic":<<malformed>>${frame.slice(0, 16)}` : frame.slice(0, Math.max(1, frame.length >> 1))

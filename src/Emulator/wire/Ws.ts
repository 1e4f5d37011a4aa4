/**
 * The emulator's WebSocket servers, attached to its HTTP server: the public streams
 * `/v5/public/{spot,linear,inverse,option}`, the product streams `/v5/public/{spread,rfq,fp}` (`WsProducts`), the
 * system-status stream `/v5/public/misc/status` (`system.status`: a
 * snapshot on subscribe, and every change made through the `system-status` admin op), the private stream
 * `/v5/private` and order entry `/v5/trade`
 * (any other path is refused with HTTP 404). Ops `subscribe`, `unsubscribe`, `ping` and `auth` are answered in each
 * channel's shape (`WsProtocol`), topics are served by `WsPublic` / `WsPrivate`, orders by `WsTrade`. Private and
 * trade connections accept `?max_active_time=30s..600s` (default 10 min) and are closed when idle past it (no ping
 * and nothing sent to them).
 *
 * Faults (read from `Faults` on every upgrade, frame and ping): refuse upgrades with an HTTP error status (401 by
 * default), drop every socket, turn open sockets half-open (silent, never closed by the server), stop answering
 * pings, delay or withhold acknowledgements and trade responses, malformed / truncated data frames, skipped
 * orderbook deltas, restart (`u = 1` snapshots).
 *
 * The server clock is `faults.now(clock)`: the injected clock plus the fault offset.
 *
 * @since 0.1.0
 */
import type * as http from "node:http"
import type { Duplex } from "node:stream"
import { WebSocketServer } from "ws"
import type { Exchange } from "../Exchange.js"
import type { Faults } from "../Faults.js"
import type { RateLimits } from "../RateLimits.js"
import * as Guards from "./Guards.js"
import * as InProcessSocket from "./InProcessSocket.js"
import type * as WsAuth from "./WsAuth.js"
import { Conn, defaultMaxUnsent, Flow, highWater, type ServerSocket, slowReaderCode } from "./WsConnection.js"
import { PrivateHub } from "./WsPrivate.js"
import * as Products from "./WsProducts.js"
import * as Protocol from "./WsProtocol.js"
import { PublicHub } from "./WsPublic.js"
import * as WsRequests from "./WsRequests.js"
import { TradeDesk } from "./WsTrade.js"

/**
 * The least `Deps.maxUnsentBytes` can be: the bytes a socket may queue before it holds a replay at `"max"` back
 * (the bound is checked once a socket is past them).
 *
 * @since 1.2.0
 * @category constants
 */
export const minUnsentBytes = highWater

/**
 * What the WebSocket servers need from the emulator.
 *
 * @since 0.1.0
 * @category models
 */
export interface Deps {
  readonly exchange: Exchange
  readonly faults: Faults
  /** The injected clock (ms), without the fault offset (the servers add `faults.clockOffset`). */
  readonly clock: () => number
  /** The clock `auth` requests' `expires` is checked on, without the fault offset (default `clock`; see `Rest.Deps`). */
  readonly signingClock?: (() => number) | undefined
  /** Seeds connection ids and trace ids (default 0). */
  readonly seed?: number | undefined
  /** The rate limits shared with REST, so `/v5/trade` spends the same budget (a private set when absent). */
  readonly rateLimits?: RateLimits | undefined
  /**
   * Finds the key of an `auth` request (default `exchange.apiKey`); pass one that also knows the keys added
   * through the admin API.
   */
  readonly lookupKey?: ((apiKey: string) => WsAuth.WsKey | undefined) | undefined
  /** How often idle connections, level-1 re-sends and DCP timers are checked, real ms (default 250). */
  readonly scanIntervalMs?: number | undefined
  /**
   * Tried for paths that are not V5 streams before refusing them with 404 (the legacy spot v1 server): `true` when
   * it took the upgrade.
   */
  readonly upgrade?: ((req: http.IncomingMessage, socket: Duplex, head: Buffer) => boolean) | undefined
  /**
   * Bytes a socket's reader may leave unsent before the server closes it with 1008 `too slow` (default 4 MiB; at least
   * `minUnsentBytes`), while
   * `bounded()` (default always; the emulator lifts it while a replay plays at `"max"`, which waits for its readers
   * instead). Its frames not yet written are dropped at once, so the memory a reader holds stays near the bound.
   *
   * @since 1.2.0
   */
  readonly maxUnsentBytes?: number | undefined
  /** @since 1.2.0 */
  readonly bounded?: (() => boolean) | undefined
  /**
   * Told of the topics a public V5 socket subscribed to, after their first frames went out (a replay waiting for a
   * subscription starts).
   *
   * @since 1.2.0
   */
  readonly onSubscribe?: ((category: string, topics: ReadonlyArray<string>) => void) | undefined
}

/**
 * One open connection as the server sees it: its id, channel, subscribed topics (in subscription order) and whether
 * a `half-open` fault silenced it.
 *
 * @since 0.1.0
 * @category models
 */
export interface ConnectionView {
  readonly id: string
  readonly channel: Protocol.Channel
  readonly topics: ReadonlyArray<string>
  readonly uid: string | undefined
  readonly halfOpen: boolean
}

/**
 * One open socket as the server sees it, for lifetime checks (`WsProtocol.OpenSocket`, shared by the legacy
 * servers).
 *
 * @since 0.1.0
 * @category models
 */
export type OpenSocket = Protocol.OpenSocket

/**
 * The attached servers: how many connections are open, what each is subscribed to, and `close` (terminates every
 * socket, stops listening to upgrades and to the exchange).
 *
 * @since 0.1.0
 * @category models
 */
export interface WsServer {
  readonly connections: () => number
  /** Every open connection with its subscriptions: the server's own view, for tests that check resubscription. */
  readonly subscriptions: () => ReadonlyArray<ConnectionView>
  /** Every open socket with its path and authenticated key. */
  readonly openSockets: () => ReadonlyArray<OpenSocket>
  /** Runs the periodic checks now (idle cut-off, level-1 re-sends, DCP), as the timer does. */
  readonly scan: () => void
  /** DCP cancels armed and waiting for their window (`uid|product`). */
  readonly pendingDcp: () => ReadonlyArray<string>
  /**
   * Whether a connection's reader fell behind: it holds more than a megabyte of frames unsent. A replay played as
   * fast as it is consumed waits (`whenDrained`) before its next line, so it never runs ahead of its slowest reader.
   */
  readonly congested: () => boolean
  /** Calls `f` once no connection is behind any more (at once when none is). */
  readonly whenDrained: (f: () => void) => void
  /** Holds frames for a replay's batch, or (off) writes them and stops holding (see `Flow.batch`). */
  readonly batch: (on: boolean) => void
  /** Writes the frames held for a replay's batch. */
  readonly flush: () => void
  /**
   * Bytes not yet written to the readers, over every open socket (queued in the sockets and pending in the server):
   * what slow readers cost the emulator's memory.
   *
   * @since 1.2.0
   */
  readonly unsent: () => number
  /**
   * Opens an in-process connection to `target` (a stream's path and query) for a client's end: accepted as an
   * upgrade to it would be, or refused with the status the upgrade would get.
   *
   * @since 2.0.0
   */
  readonly connect: (
    target: string,
    schedule: InProcessSocket.Schedule,
    inbound?: InProcessSocket.Schedule
  ) => InProcessSocket.ClientEnd
  readonly close: () => void
}

const statusText: Readonly<Record<number, string>> = {
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout"
}

const refuse = (socket: Duplex, status: number, reason: string): void => {
  socket.end(Protocol.httpRefusal(status, reason))
  socket.destroy()
}

// An accepted upgrade: the socket, its channel and path, how long it may stay open, its TCP socket (none in-process)
// and peer address.
type OnConnection = (
  socket: ServerSocket,
  channel: Protocol.Channel,
  path: string,
  maxActiveMs: number,
  tcp: Duplex | undefined,
  ip: string
) => void

// Where an upgrade to `url` goes: a V5 stream's channel and how long it may stay open, a status it is refused with
// (a fault refusing upgrades counts it), or `undefined` for a path that is not a V5 stream.
const route = (
  faults: Faults,
  url: URL
): { readonly channel: Protocol.Channel; readonly maxActiveMs: number } | number | undefined => {
  const channel = Protocol.channelOf(url.pathname)
  if (channel === undefined) return undefined
  if (faults.refuseUpgrade) {
    faults.refusedUpgrades += 1
    return faults.refuseUpgradeStatus
  }
  const maxActiveMs =
    Protocol.isPublic(channel) || Protocol.isProduct(channel) || channel === "misc"
      ? Number.POSITIVE_INFINITY
      : Protocol.parseMaxActiveTime(url.searchParams.get("max_active_time"))
  return { channel, maxActiveMs }
}

// Routes an upgrade request: a known channel becomes a connection, unless a fault refuses upgrades; other paths go
// to `deps.upgrade` (the older families' servers) or are refused.
const upgradeHandler =
  (deps: Deps, wss: WebSocketServer, onConnection: OnConnection) =>
  (req: http.IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    const to = route(deps.faults, url)
    if (to === undefined) {
      if (deps.upgrade?.(req, socket, head) !== true) refuse(socket, 404, "Not Found")
      return
    }
    if (typeof to === "number") {
      refuse(socket, to, statusText[to] ?? "Refused")
      return
    }
    // the peer as the upgrade's socket sees it: a key's bound IPs are checked against it at login and per order
    const ip = req.socket.remoteAddress ?? ""
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, to.channel, url.pathname, to.maxActiveMs, socket, ip))
  }

// An in-process connection: routed as an upgrade is (the legacy families are not served in-process: 404), from the
// loopback.
const connectInProcess =
  (faults: Faults, onConnection: OnConnection) =>
  (
    target: string,
    schedule: InProcessSocket.Schedule,
    inbound?: InProcessSocket.Schedule
  ): InProcessSocket.ClientEnd => {
    const client = new InProcessSocket.ClientEnd(schedule, inbound)
    const url = new URL(target, "http://127.0.0.1")
    const to = route(faults, url)
    if (to === undefined || typeof to === "number") {
      client.refused(to ?? 404)
      return client
    }
    const server = new InProcessSocket.ServerEnd(client)
    onConnection(server, to.channel, url.pathname, to.maxActiveMs, undefined, "127.0.0.1")
    client.opened(server)
    return client
  }

// What the attached servers share once built: the helpers below (idle scan, fault reactions, the exchange's events,
// the views) read and close connections through it.
interface Served {
  readonly exchange: Exchange
  readonly faults: Faults
  readonly now: () => number
  readonly conns: Set<Conn>
  /** Cut, until their sockets closed: what they still queue counts in `unsent`. */
  readonly closing: Set<Conn>
  readonly flow: Flow
  readonly publicHub: PublicHub
  readonly productHub: Products.ProductHub
  readonly privateHub: PrivateHub
  readonly requests: WsRequests.Requests
  readonly onClose: (conn: Conn) => void
}

// The periodic checks: idle connections past their `max_active_time` are closed, then the hubs' own timers.
const scanner = (s: Served) => (): void => {
  const t = s.now()
  for (const conn of [...s.conns]) {
    // a half-open socket is left alone: the server no longer acts on it at all
    if (!conn.halfOpen && t - conn.lastActivity > conn.maxActiveMs) {
      s.onClose(conn)
      conn.flush()
      conn.socket.close(1000, "max_active_time exceeded")
    }
  }
  s.publicHub.scan(t)
  s.privateHub.scan(t)
}

// `faults.dropMarket` narrows a drop to one channel (the private stream only, say)
const dropAll = (s: Served): void => {
  const only = s.faults.dropMarket
  for (const conn of [...s.conns]) {
    if (only !== undefined && conn.channel !== only) continue
    s.onClose(conn)
    conn.socket.terminate()
  }
}

// `faults.halfOpenMarket` narrows it to one channel; the sockets stay open until the client closes them
const halfOpenAll = (s: Served): void => {
  const only = s.faults.halfOpenMarket
  for (const conn of s.conns) {
    if (conn.halfOpen || (only !== undefined && conn.channel !== only)) continue
    conn.halfOpen = true
    // it reads nothing any more: nothing waits for it
    s.flow.release(conn)
    conn.clearTimers()
    s.faults.halfOpened += 1
  }
}

// Listens to the exchange's events and to the faults the sockets act on; returns what stops listening.
const listen = (s: Served): (() => void) => {
  const { exchange, faults, conns, publicHub, productHub, privateHub } = s
  // with no socket open nothing could see a public event: the exchange skips building them
  const offPublic = exchange.onPublic(
    (event) => {
      publicHub.onEvent(event)
      productHub.onEvent(conns, event)
    },
    () => conns.size > 0,
    // a replayed book line passed through as recorded: its fields to the hub, an event only for the product streams
    (category, symbol, ts, reset, recorded) => {
      publicHub.onRecorded(category, symbol, ts, recorded, reset)
      if (productHub.listening) productHub.onEvent(conns, { kind: "orderbook", category, symbol, ts, reset, recorded })
    }
  )
  const offPrivate = exchange.onPrivate(
    (event) => privateHub.onEvent(event),
    (uid) => privateHub.listens(uid)
  )
  const offDrop = faults.on("drop", () => dropAll(s))
  const offHalfOpen = faults.on("half-open", () => halfOpenAll(s))
  const offRestart = faults.on("restart", () => publicHub.restart(s.now()))
  const offStatus = faults.on("system-status", () => {
    const frame = s.requests.statusFrame(s.now())
    for (const conn of conns) if (conn.channel === "misc" && conn.topics.has("system.status")) conn.sendData(frame)
  })
  return () => {
    offPublic()
    offPrivate()
    offDrop()
    offHalfOpen()
    offRestart()
    offStatus()
  }
}

const subscriptionsOf = (conns: ReadonlySet<Conn>): ReadonlyArray<ConnectionView> =>
  [...conns].map((conn) => ({
    id: conn.id,
    channel: conn.channel,
    topics: [...conn.topics],
    uid: conn.uid,
    halfOpen: conn.halfOpen
  }))

const openSocketsOf = (conns: ReadonlySet<Conn>): ReadonlyArray<OpenSocket> =>
  [...conns].map((conn) => ({
    path: conn.path,
    apiKey: conn.apiKey ?? null,
    topics: [...conn.topics],
    halfOpen: conn.halfOpen
  }))

const unsentOf = (s: Served): number => {
  let bytes = 0
  for (const conn of s.conns) bytes += conn.unsent
  for (const conn of s.closing) bytes += conn.socket.bufferedAmount
  return bytes
}

/**
 * Attaches the WebSocket servers to an HTTP server (listening to its `upgrade` event).
 *
 * @since 0.1.0
 * @category constructors
 */
export const attach = (server: http.Server, deps: Deps): WsServer => {
  const { exchange, faults } = deps
  const now = (): number => faults.now(deps.clock)
  const ids = new Protocol.Ids(deps.seed ?? 0)
  const lookupKey = deps.lookupKey ?? ((key: string) => exchange.apiKey(key))
  // a message over the limit is refused from its frame header with 1009, never buffered or parsed
  const wss = new WebSocketServer({
    noServer: true,
    autoPong: false,
    perMessageDeflate: false,
    maxPayload: Guards.maxFrameBytes
  })
  const conns = new Set<Conn>()
  const maxUnsent = deps.maxUnsentBytes ?? defaultMaxUnsent
  // a reader that fell too far behind: closed after what it was sent (`onClose` is declared below, called later)
  // cut, until their sockets closed: what they still queue counts in `unsent`
  const closing = new Set<Conn>()
  const cutSlow = (conn: Conn, unsent: number): void => {
    if (!conns.has(conn)) return
    onClose(conn)
    closing.add(conn)
    conn.socket.once("close", () => closing.delete(conn))
    conn.socket.close(slowReaderCode, `too slow: ${unsent} bytes unsent, over ${maxUnsent}`)
  }
  const flow = new Flow(maxUnsent, deps.bounded ?? (() => true), cutSlow)
  const publicHub = new PublicHub({ exchange, faults })
  const productHub = new Products.ProductHub(exchange)
  const privateHub = new PrivateHub(exchange)
  const desk = new TradeDesk({ exchange, rateLimits: deps.rateLimits, ids })

  const requests = new WsRequests.Requests({
    exchange,
    faults,
    now,
    signingNow: () => faults.now(deps.signingClock ?? deps.clock),
    lookupKey,
    conns,
    publicHub,
    productHub,
    privateHub,
    desk,
    onSubscribe: deps.onSubscribe
  })

  const onClose = (conn: Conn): void => {
    if (!conns.delete(conn)) return
    flow.release(conn)
    conn.clearTimers()
    if (Protocol.isPublic(conn.channel)) publicHub.drop(conn, conn.channel)
    else if (Protocol.isProduct(conn.channel))
      for (const topic of [...conn.topics]) productHub.remove(conn, topic, conns)
    else if (conn.channel !== "misc") privateHub.drop(conn, now())
  }

  const onConnection: OnConnection = (socket, channel, path, maxActiveMs, tcp, ip) => {
    const conn = new Conn(socket, ids.connection(channel), channel, path, maxActiveMs, faults, now, flow, tcp, ip)
    conns.add(conn)
    socket.on("message", (data) => requests.onMessage(conn, data))
    socket.on("ping", (payload) => {
      if (conn.halfOpen) return
      conn.lastActivity = now()
      if (faults.silentPings || !conn.open) return
      conn.flush()
      socket.pong(payload)
    })
    socket.on("close", () => onClose(conn))
    socket.on("error", (error) => {
      onClose(conn)
      if (tcp !== undefined) Guards.boundAfterOversize(error, tcp)
    })
  }

  const onUpgrade = upgradeHandler(deps, wss, onConnection)

  const served: Served = {
    exchange,
    faults,
    now,
    conns,
    closing,
    flow,
    publicHub,
    productHub,
    privateHub,
    requests,
    onClose
  }
  const scan = scanner(served)

  server.on("upgrade", onUpgrade)
  const stopListening = listen(served)
  const timer = setInterval(scan, deps.scanIntervalMs ?? 250)
  timer.unref()

  return {
    connections: () => conns.size,
    subscriptions: () => subscriptionsOf(conns),
    openSockets: () => openSocketsOf(conns),
    scan,
    pendingDcp: () => privateHub.pendingDcp(),
    congested: () => flow.congested,
    whenDrained: (f) => flow.whenDrained(f),
    batch: (on) => flow.batch(on),
    flush: () => flow.flush(),
    unsent: () => unsentOf(served),
    connect: connectInProcess(faults, onConnection),
    close: () => {
      clearInterval(timer)
      server.off("upgrade", onUpgrade)
      stopListening()
      for (const conn of [...conns]) {
        onClose(conn)
        conn.socket.terminate()
      }
      publicHub.close()
      wss.close()
    }
  }
}

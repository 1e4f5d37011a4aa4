/**
 * The emulator's server for the older markets' public WebSocket streams (spot v3, contract USDT / USDC / inverse
 * v3, unified option v3, USDC option and perpetual v1, v2 inverse `/realtime` and linear `/realtime_public`),
 * pushing the emulator's own books, trades and tickers in each stream's dialect (`WsDialects`). A subscribe
 * request is taken whole or refused whole: an unknown topic or symbol answers `success: false` and subscribes
 * nothing. Heartbeats: `{"op": "ping"}` (with `req_id` on v3) answered `ret_msg: "pong"`.
 *
 * @since 0.1.0
 */
import type * as http from "node:http"
import type { Duplex } from "node:stream"
import { type RawData, WebSocket, WebSocketServer } from "ws"
import type { Exchange } from "../../Exchange.js"
import * as Guards from "../Guards.js"
import * as Protocol from "../WsProtocol.js"
import { type Dialect, dialects, ruleOf, type TopicRule } from "./WsDialects.js"

/**
 * What the server needs.
 *
 * @since 0.1.0
 * @category models
 */
export interface Deps {
  readonly exchange: Exchange
  /** The server clock, ms. */
  readonly clock: () => number
  /** Refuse every upgrade with 401 (the V5 servers' fault, when wired to `Faults`). */
  readonly refuseUpgrade?: (() => boolean) | undefined
}

/**
 * The running server.
 *
 * @since 0.1.0
 * @category models
 */
export type Server = Protocol.UpgradeServer

interface Sub {
  readonly rule: TopicRule
  readonly symbol: string
  readonly release: () => void
}

let connSeq = 0

class Conn {
  readonly subs = new Map<string, Sub>()
  readonly id = `legacy-${++connSeq}`
  constructor(
    readonly socket: WebSocket,
    readonly dialect: Dialect
  ) {}

  send(frame: unknown): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame))
  }
}

const text = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString("utf8")
    : data instanceof ArrayBuffer
      ? Buffer.from(new Uint8Array(data)).toString("utf8")
      : data.toString("utf8")

/** The answer to a request, in the stream's dialect. */
const answer = (
  conn: Conn,
  req: Readonly<Record<string, unknown>>,
  op: string,
  success: boolean,
  retMsg: string
): unknown =>
  conn.dialect.requests === "v3"
    ? { success, ret_msg: retMsg, conn_id: conn.id, req_id: typeof req.req_id === "string" ? req.req_id : "", op }
    : { success, ret_msg: retMsg, conn_id: conn.id, request: { op, args: op === "ping" ? null : (req.args ?? []) } }

const bookOf = (exchange: Deps["exchange"], conn: Conn, symbol: string, depth: number) => {
  const instrument = exchange.instrument(conn.dialect.category, symbol)
  return instrument === undefined ? undefined : exchange.engine.depth(instrument, Math.max(1, depth))
}

const pushBook = (exchange: Deps["exchange"], conn: Conn, topic: string, sub: Sub, ts: number): void => {
  const book = bookOf(exchange, conn, sub.symbol, sub.rule.depth)
  if (book !== undefined) conn.send(conn.dialect.frames.book(topic, book, sub.rule.depth, ts))
}

const pushTicker = (exchange: Deps["exchange"], conn: Conn, topic: string, sub: Sub, ts: number): void => {
  const instrument = exchange.instrument(conn.dialect.category, sub.symbol)
  const book = bookOf(exchange, conn, sub.symbol, 1)
  if (instrument === undefined || book === undefined) return
  conn.send(conn.dialect.frames.ticker(topic, exchange.market.ticker(instrument, ts), book, ts))
}

const subscribe = (deps: Deps, conn: Conn, req: Readonly<Record<string, unknown>>, args: ReadonlyArray<string>) => {
  const { exchange } = deps
  const parsed = args.map((topic) => ({ topic, found: ruleOf(conn.dialect, topic) }))
  const bad = parsed.find(
    (p) => p.found === undefined || exchange.instrument(conn.dialect.category, p.found.symbol) === undefined
  )
  if (bad !== undefined || args.length === 0) {
    conn.send(answer(conn, req, "subscribe", false, `error:handler not found,topic:${bad?.topic ?? ""}`))
    return
  }
  const now = deps.clock()
  const fresh: Array<readonly [string, Sub]> = []
  for (const { topic, found } of parsed) {
    if (found === undefined || conn.subs.has(topic)) continue
    const release =
      found.rule.kind === "ticker"
        ? exchange.watch({ kind: "ticker", category: conn.dialect.category, symbol: found.symbol })
        : () => {}
    const sub: Sub = { rule: found.rule, symbol: found.symbol, release }
    conn.subs.set(topic, sub)
    fresh.push([topic, sub])
  }
  conn.send(answer(conn, req, "subscribe", true, ""))
  // a snapshot right after the answer, as the older streams sent one
  for (const [topic, sub] of fresh) {
    if (sub.rule.kind === "book") pushBook(exchange, conn, topic, sub, now)
    else if (sub.rule.kind === "ticker") pushTicker(exchange, conn, topic, sub, now)
  }
}

const unsubscribe = (conn: Conn, req: Readonly<Record<string, unknown>>, args: ReadonlyArray<string>): void => {
  for (const topic of args) {
    conn.subs.get(topic)?.release()
    conn.subs.delete(topic)
  }
  conn.send(answer(conn, req, "unsubscribe", true, ""))
}

const onMessage = (deps: Deps, conn: Conn, data: RawData): void => {
  let req: Readonly<Record<string, unknown>>
  try {
    const parsed: unknown = JSON.parse(text(data))
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object")
    req = parsed as Record<string, unknown>
  } catch {
    conn.send({ success: false, ret_msg: "error:request must be a JSON object", conn_id: conn.id })
    return
  }
  const args = Array.isArray(req.args) ? req.args.filter((a): a is string => typeof a === "string") : []
  switch (req.op) {
    case "ping":
      conn.send(answer(conn, req, "ping", true, "pong"))
      return
    case "subscribe":
      subscribe(deps, conn, req, args)
      return
    case "unsubscribe":
      unsubscribe(conn, req, args)
      return
    default:
      conn.send(answer(conn, req, typeof req.op === "string" ? req.op : "", false, "error:unknown op"))
  }
}

/**
 * Builds the server (call `handleUpgrade` from an HTTP server's `upgrade` event).
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (deps: Deps): Server => {
  const { exchange } = deps
  const byPath = new Map(dialects.map((d) => [d.path, d]))
  // a message over the limit is refused from its frame header with 1009 (`Guards.maxFrameBytes`)
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: Guards.maxFrameBytes })
  const conns = new Set<Conn>()
  let upgrades = 0

  const offPublic = exchange.onPublic(
    (event) => {
      if (event.kind !== "orderbook" && event.kind !== "publicTrade" && event.kind !== "ticker") return
      for (const conn of conns) {
        if (conn.dialect.category !== event.category) continue
        for (const [topic, sub] of conn.subs) {
          if (sub.symbol !== event.symbol) continue
          if (event.kind === "orderbook" && sub.rule.kind === "book") pushBook(exchange, conn, topic, sub, event.ts)
          else if (event.kind === "ticker" && sub.rule.kind === "ticker")
            pushTicker(exchange, conn, topic, sub, event.ts)
          else if (event.kind === "publicTrade" && sub.rule.kind === "trade") {
            for (const frame of conn.dialect.frames.trades(topic, event.data, event.ts)) conn.send(frame)
          }
        }
      }
    },
    () => conns.size > 0
  )

  const handleUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    const dialect = byPath.get(url.pathname)
    if (dialect === undefined) return false
    upgrades++
    if (deps.refuseUpgrade?.() === true) {
      socket.end(Protocol.httpRefusal(401, "Unauthorized"))
      socket.destroy()
      return true
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn = new Conn(ws, dialect)
      conns.add(conn)
      ws.on("message", (data) => onMessage(deps, conn, data))
      const drop = () => {
        if (!conns.delete(conn)) return
        for (const sub of conn.subs.values()) sub.release()
        conn.subs.clear()
      }
      ws.on("close", drop)
      ws.on("error", (error) => {
        drop()
        Guards.boundAfterOversize(error, socket)
      })
    })
    return true
  }

  return {
    handleUpgrade,
    connections: () => conns.size,
    openSockets: () =>
      [...conns].map((conn) => ({
        path: conn.dialect.path,
        apiKey: null,
        topics: [...conn.subs.keys()],
        halfOpen: false
      })),
    upgrades: () => upgrades,
    close: () => {
      offPublic()
      for (const conn of [...conns]) {
        for (const sub of conn.subs.values()) sub.release()
        conn.socket.terminate()
      }
      conns.clear()
      wss.close()
    }
  }
}

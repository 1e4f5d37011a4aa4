/**
 * The legacy spot v1 WebSocket, served from the emulator's market: public `/spot/quote/ws/v1` (topics `depth`,
 * `mergedDepth` with `dumpScale`, `trade`, `kline_{interval}`, `realtimes`; requests `{symbol, topic, event:
 * "sub" | "cancel", params}`, heartbeat `{"ping": ms}` → `{"pong": ms}`) and private `/spot/ws`, which
 * authenticates with signed URL parameters (`api_key`, `expires`, `signature` = HMAC of `"GET/realtime" +
 * expires`): a bad or missing signature, or a key bound to other IPs (`Rights`), refuses the upgrade with HTTP 401,
 * as the legacy exchange did. The private stream pushes `outboundAccountInfo` when the account's wallet changes.
 *
 * Plain TypeScript on the `ws` server, like the V5 servers (`Ws`). Books are pushed whole (top 40 levels) after
 * every change of the instrument's book; `mergedDepth` merges prices to `dumpScale` decimals (bids down, asks up,
 * quantities summed) with the emulator's own fixed-point arithmetic.
 *
 * @since 0.1.0
 */
import type * as http from "node:http"
import type { Duplex } from "node:stream"
import { type RawData, WebSocket, WebSocketServer } from "ws"
import * as Fixed from "../base/Fixed.js"
import type { Exchange } from "../Exchange.js"
import type { BookMessage } from "../engine/MatchingEngine.js"
import type { KlineInterval, SpotTicker } from "../market/MarketData.js"
import * as Guards from "./Guards.js"
import * as Rights from "./Rights.js"
import * as WsAuth from "./WsAuth.js"
import * as Protocol from "./WsProtocol.js"

/**
 * What the spot v1 server needs.
 *
 * @since 0.1.0
 * @category models
 */
export interface Deps {
  readonly exchange: Exchange
  /** The server clock, ms. */
  readonly clock: () => number
  /**
   * The clock a private upgrade's `expires` is checked on (default `clock`): during a replay the server clock is the
   * recording's and a bot signs with its own, so the emulator passes its signing clock (see `Rest.Deps.signingNow`).
   */
  readonly signingClock?: (() => number) | undefined
  /** Finds an API key (default `exchange.apiKey`). */
  readonly lookupKey?: ((apiKey: string) => WsAuth.WsKey | undefined) | undefined
  /** Refuse every upgrade with 401 (the V5 servers' fault, when wired to `Faults`). */
  readonly refuseUpgrade?: (() => boolean) | undefined
}

/**
 * The paths served.
 *
 * @since 0.1.0
 * @category constants
 */
export const paths = { public: "/spot/quote/ws/v1", private: "/spot/ws" } as const

/**
 * Levels per side of a `depth` / `mergedDepth` push.
 *
 * @since 0.1.0
 * @category constants
 */
export const pushLevels = 40

/**
 * The v1 kline intervals and the emulator's interval for each.
 *
 * @since 0.1.0
 * @category constants
 */
export const klineIntervals: Readonly<Record<string, KlineInterval>> = {
  "1m": "1",
  "3m": "3",
  "5m": "5",
  "15m": "15",
  "30m": "30",
  "1h": "60",
  "2h": "120",
  "4h": "240",
  "6h": "360",
  "12h": "720",
  "1d": "D",
  "1w": "W",
  "1M": "M"
}

/**
 * The running server: it refuses a private upgrade it cannot authenticate with 401.
 *
 * @since 0.1.0
 * @category models
 */
export type LegacySpotV1Server = Protocol.UpgradeServer

const levelsOf = (rows: ReadonlyArray<readonly [string, string]>): Array<readonly [string, string]> => rows.slice()

/**
 * Merges one side of a book to `dumpScale` decimals: bid prices rounded down, ask prices rounded up, quantities of
 * one merged price summed; prices keep `dumpScale` decimals, quantities lose trailing zeros.
 *
 * @since 0.1.0
 * @category books
 */
export const mergeSide = (
  rows: ReadonlyArray<readonly [string, string]>,
  dumpScale: number,
  side: "bid" | "ask"
): Array<readonly [string, string]> => {
  const priceScale = Math.max(dumpScale, ...rows.map(([p]) => Fixed.decimalsOf(p)))
  const qtyScale = Math.max(0, ...rows.map(([, q]) => Fixed.decimalsOf(q)))
  const step = Fixed.pow10(priceScale - dumpScale)
  const out: Array<[bigint, bigint]> = []
  for (const [price, qty] of rows) {
    const bucket = Fixed.divide(Fixed.parse(price, priceScale) ?? 0n, step, side === "bid" ? "down" : "up")
    const units = Fixed.parse(qty, qtyScale) ?? 0n
    const last = out[out.length - 1]
    // rows come best first, so equal buckets are adjacent
    if (last !== undefined && last[0] === bucket) last[1] += units
    else out.push([bucket, units])
  }
  return out.map(([bucket, units]) => [Fixed.format(bucket, dumpScale), Fixed.formatTrimmed(units, qtyScale)] as const)
}

/**
 * The merged book the `mergedDepth` topic pushes for a book: both sides merged, top `limit` levels each.
 *
 * @since 0.1.0
 * @category books
 */
export const mergedDepth = (
  book: BookMessage,
  dumpScale: number,
  limit: number = pushLevels
): { readonly b: ReadonlyArray<readonly [string, string]>; readonly a: ReadonlyArray<readonly [string, string]> } => ({
  b: mergeSide(book.b, dumpScale, "bid").slice(0, limit),
  a: mergeSide(book.a, dumpScale, "ask").slice(0, limit)
})

interface Sub {
  readonly topic: string
  readonly symbol: string
  readonly dumpScale: number | undefined
  readonly release: () => void
}

class Conn {
  readonly subs = new Map<string, Sub>()
  constructor(
    readonly socket: WebSocket,
    readonly uid: string | undefined,
    readonly path: string,
    readonly apiKey: string | null
  ) {}

  send(frame: unknown): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame))
  }
}

const PUBLIC_TOPICS = new Set(["depth", "mergedDepth", "trade", "realtimes"])

const text = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString("utf8")
    : data instanceof ArrayBuffer
      ? Buffer.from(new Uint8Array(data)).toString("utf8")
      : data.toString("utf8")

type PublicEvent = Parameters<Parameters<Exchange["onPublic"]>[0]>[0]
type PrivateEvent = Parameters<Parameters<Exchange["onPrivate"]>[0]>[0]

// The server's state (connections, upgrades seen) and what it does with requests and the exchange's events.
class Server {
  // a message over the limit is refused from its frame header with 1009 (`Guards.maxFrameBytes`)
  readonly wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: Guards.maxFrameBytes })
  readonly conns = new Set<Conn>()
  upgrades = 0
  private readonly exchange: Exchange
  private readonly lookupKey: (apiKey: string) => WsAuth.WsKey | undefined
  private readonly offPublic: () => void
  private readonly offPrivate: () => void

  constructor(private readonly deps: Deps) {
    const exchange = deps.exchange
    this.exchange = exchange
    this.lookupKey = deps.lookupKey ?? ((key: string) => exchange.apiKey(key))
    this.offPublic = exchange.onPublic(
      (event) => this.onPublic(event),
      () => this.conns.size > 0
    )
    this.offPrivate = exchange.onPrivate(
      (event) => this.onPrivate(event),
      (uid) => {
        for (const conn of this.conns) if (conn.uid === uid) return true
        return false
      }
    )
  }

  params(sub: { topic: string; dumpScale: number | undefined }): Record<string, string> {
    const p: Record<string, string> = { realtimeInterval: "24h", binary: "false" }
    if (sub.dumpScale !== undefined) p.dumpScale = String(sub.dumpScale)
    if (sub.topic.startsWith("kline_")) p.klineType = sub.topic.slice("kline_".length)
    return p
  }

  push(conn: Conn, sub: Sub, data: ReadonlyArray<object>, first: boolean): void {
    conn.send({
      symbol: sub.symbol,
      symbolName: sub.symbol,
      topic: sub.topic.startsWith("kline_") ? "kline" : sub.topic,
      params: this.params(sub),
      data,
      f: first,
      sendTime: this.deps.clock(),
      shared: false
    })
  }

  bookData(sub: Sub, book: BookMessage, t: number): object {
    const sides =
      sub.topic === "mergedDepth" && sub.dumpScale !== undefined
        ? mergedDepth(book, sub.dumpScale)
        : { b: levelsOf(book.b.slice(0, pushLevels)), a: levelsOf(book.a.slice(0, pushLevels)) }
    return { e: 301, s: sub.symbol, t, v: `${book.u}_${book.seq}`, b: sides.b, a: sides.a, o: 0 }
  }

  pushBook(conn: Conn, sub: Sub, first: boolean): void {
    const instrument = this.exchange.instrument("spot", sub.symbol)
    if (instrument === undefined) return
    const book = this.exchange.engine.depth(instrument, 200)
    this.push(conn, sub, [this.bookData(sub, book, this.deps.clock())], first)
  }

  refuse(conn: Conn, req: Record<string, unknown>, msg: string): void {
    conn.send({ topic: req.topic, event: req.event, symbol: req.symbol, code: "10001", msg })
  }

  onSubscribe(conn: Conn, req: Record<string, unknown>): void {
    const topic = typeof req.topic === "string" ? req.topic : ""
    const symbol = typeof req.symbol === "string" ? req.symbol : ""
    const p = (typeof req.params === "object" && req.params !== null ? req.params : {}) as Record<string, unknown>
    const interval = topic.startsWith("kline_") ? klineIntervals[topic.slice("kline_".length)] : undefined
    if (!PUBLIC_TOPICS.has(topic) && interval === undefined) {
      this.refuse(conn, req, `unknown topic "${topic}"`)
      return
    }
    const instrument = this.exchange.instrument("spot", symbol)
    if (instrument === undefined) {
      this.refuse(conn, req, `unknown symbol "${symbol}"`)
      return
    }
    const scale = p.dumpScale === undefined ? undefined : Number(p.dumpScale)
    if (topic === "mergedDepth") {
      if (scale === undefined) {
        this.refuse(conn, req, "Dumpscale must be provided for merged orderbooks")
        return
      }
      if (!Number.isInteger(scale) || scale < 0 || scale > instrument.priceDecimals) {
        this.refuse(conn, req, `dumpScale must be an integer from 0 to ${instrument.priceDecimals}`)
        return
      }
    }
    const dumpScale = topic === "mergedDepth" ? scale : undefined
    const key = `${topic}.${dumpScale ?? ""}.${symbol}`
    conn.subs.get(key)?.release()
    const release =
      interval !== undefined
        ? this.exchange.watch({ kind: "kline", category: "spot", symbol, interval })
        : topic === "realtimes"
          ? this.exchange.watch({ kind: "ticker", category: "spot", symbol })
          : () => {}
    const sub: Sub = { topic, symbol, dumpScale, release }
    conn.subs.set(key, sub)
    conn.send({
      topic,
      event: "sub",
      symbol,
      params: { binary: "false", ...(dumpScale === undefined ? {} : { dumpScale: String(dumpScale) }) },
      code: "0",
      msg: "Success"
    })
    if (topic === "depth" || topic === "mergedDepth") this.pushBook(conn, sub, true)
    if (topic === "trade") {
      const recent = this.exchange.market.recentTrades(instrument, this.deps.clock(), 60)
      this.push(
        conn,
        sub,
        recent.map((t) => ({ v: t.execId, t: Number(t.time), p: t.price, q: t.size, m: t.side === "Sell" })),
        true
      )
    }
  }

  onCancel(conn: Conn, req: Record<string, unknown>): void {
    const topic = typeof req.topic === "string" ? req.topic : ""
    const symbol = typeof req.symbol === "string" ? req.symbol : ""
    for (const [key, sub] of conn.subs) {
      if (sub.topic === topic && sub.symbol === symbol) {
        sub.release()
        conn.subs.delete(key)
      }
    }
    conn.send({ topic, event: "cancel", symbol, params: { binary: "false" }, code: "0", msg: "Success" })
  }

  onMessage(conn: Conn, data: RawData): void {
    let req: Record<string, unknown>
    try {
      const parsed: unknown = JSON.parse(text(data))
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object")
      req = parsed as Record<string, unknown>
    } catch {
      conn.send({ code: "10001", desc: "params missing or wrong" })
      return
    }
    if (req.ping !== undefined) {
      conn.send({ pong: req.ping })
      return
    }
    if (conn.uid !== undefined) return
    if (req.event === "sub") this.onSubscribe(conn, req)
    else if (req.event === "cancel") this.onCancel(conn, req)
    else conn.send({ code: "10001", desc: "params missing or wrong" })
  }

  refuseUpgrade(socket: Duplex, status: number, reason: string): void {
    socket.end(Protocol.httpRefusal(status, reason))
    socket.destroy()
  }

  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    if (url.pathname !== paths.public && url.pathname !== paths.private) return false
    this.upgrades++
    if (this.deps.refuseUpgrade?.() === true) {
      this.refuseUpgrade(socket, 401, "Unauthorized")
      return true
    }
    let uid: string | undefined
    let apiKey: string | null = null
    if (url.pathname === paths.private) {
      const q = url.searchParams
      const result = WsAuth.verifyAuth(
        [q.get("api_key"), q.get("expires"), q.get("signature")],
        this.lookupKey,
        (this.deps.signingClock ?? this.deps.clock)()
      )
      // a signed upgrade still asks the one check of rights (the key's bound IPs); the door's only refusal is a 401
      const credential = result.ok ? this.exchange.credential(result.key.apiKey) : undefined
      if (
        !result.ok ||
        credential === undefined ||
        Rights.check(credential, req.socket.remoteAddress ?? "") !== undefined
      ) {
        this.refuseUpgrade(socket, 401, "Unauthorized")
        return true
      }
      uid = result.key.uid
      apiKey = result.key.apiKey
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const conn = new Conn(ws, uid, url.pathname, apiKey)
      this.conns.add(conn)
      ws.on("message", (data) => this.onMessage(conn, data))
      const drop = () => {
        if (!this.conns.delete(conn)) return
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

  onPublic(event: PublicEvent): void {
    if (event.category !== "spot") return
    for (const conn of this.conns) {
      for (const sub of conn.subs.values()) {
        if (sub.symbol !== event.symbol) continue
        if (event.kind === "orderbook" && (sub.topic === "depth" || sub.topic === "mergedDepth")) {
          const instrument = this.exchange.instrument("spot", sub.symbol)
          if (instrument !== undefined)
            this.push(conn, sub, [this.bookData(sub, this.exchange.engine.depth(instrument, 200), event.ts)], false)
        } else if (event.kind === "publicTrade" && sub.topic === "trade") {
          this.push(
            conn,
            sub,
            event.data.map((t) => ({ v: t.i, t: t.T, p: t.p, q: t.v, m: t.S === "Sell" })),
            false
          )
        } else if (event.kind === "kline" && sub.topic.startsWith("kline_")) {
          if (klineIntervals[sub.topic.slice("kline_".length)] !== event.data.interval) continue
          const bar = event.data
          this.push(
            conn,
            sub,
            [
              {
                t: bar.start,
                s: sub.symbol,
                sn: sub.symbol,
                c: bar.close,
                h: bar.high,
                l: bar.low,
                o: bar.open,
                v: bar.volume
              }
            ],
            false
          )
        } else if (event.kind === "ticker" && sub.topic === "realtimes") {
          // spot instruments have spot tickers
          const t = event.data as SpotTicker
          this.push(
            conn,
            sub,
            [
              {
                t: event.ts,
                s: sub.symbol,
                sn: sub.symbol,
                c: t.lastPrice,
                h: t.highPrice24h,
                l: t.lowPrice24h,
                o: t.prevPrice24h,
                v: t.volume24h,
                qv: t.turnover24h,
                m: t.price24hPcnt,
                e: 301
              }
            ],
            false
          )
        }
      }
    }
  }

  onPrivate(event: PrivateEvent): void {
    if (event.topic !== "wallet") return
    for (const conn of this.conns) {
      if (conn.uid !== event.uid) continue
      const balances = this.exchange.balances(event.uid, "UNIFIED").map((b) => {
        const scale = Math.max(Fixed.decimalsOf(b.walletBalance), Fixed.decimalsOf(b.locked))
        const free = (Fixed.parse(b.walletBalance, scale) ?? 0n) - (Fixed.parse(b.locked, scale) ?? 0n)
        return { a: b.coin, f: Fixed.formatTrimmed(free, scale), l: b.locked }
      })
      conn.send([{ e: "outboundAccountInfo", E: String(event.creationTime), T: true, W: true, D: true, B: balances }])
    }
  }

  close(): void {
    this.offPublic()
    this.offPrivate()
    for (const conn of [...this.conns]) {
      for (const sub of conn.subs.values()) sub.release()
      conn.socket.terminate()
    }
    this.conns.clear()
    this.wss.close()
  }
}

/**
 * Builds the server (call `handleUpgrade` from an HTTP server's `upgrade` event).
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (deps: Deps): LegacySpotV1Server => {
  const server = new Server(deps)
  return {
    handleUpgrade: (req, socket, head) => server.handleUpgrade(req, socket, head),
    connections: () => server.conns.size,
    openSockets: () =>
      [...server.conns].map((conn) => ({
        path: conn.path,
        apiKey: conn.apiKey,
        topics: [...conn.subs.keys()],
        halfOpen: false
      })),
    upgrades: () => server.upgrades,
    close: () => server.close()
  }
}

/**
 * Serves spot v1 on an HTTP server of its own (one with no other `upgrade` listener): other paths get HTTP 404.
 *
 * @since 0.1.0
 * @category constructors
 */
export const attach = (server: http.Server, deps: Deps): LegacySpotV1Server => {
  const legacy = make(deps)
  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!legacy.handleUpgrade(req, socket, head)) {
      socket.end(Protocol.httpRefusal(404, "Not Found"))
      socket.destroy()
    }
  }
  server.on("upgrade", onUpgrade)
  return {
    ...legacy,
    close: () => {
      server.off("upgrade", onUpgrade)
      legacy.close()
    }
  }
}

/**
 * The wire protocol of the emulator's WebSocket servers: the channels, the per-channel shapes of the replies to
 * `subscribe` / `unsubscribe` / `ping` / `auth` (key order as the exchange's documentation shows them), connection ids and the
 * `max_active_time` parameter. The `auth` check is `WsAuth`, topic parsing `WsTopics`.
 *
 * Plain synchronous TypeScript; time is passed in.
 *
 * @since 0.1.0
 */

import type * as http from "node:http"
import type { Duplex } from "node:stream"
import { Prng } from "../base/Prng.js"
import type { Category } from "../market/Instruments.js"
import type { AuthResult } from "./WsAuth.js"

// ------------------------------------------------------------------------------------------ channels

/**
 * A WebSocket endpoint: the four public streams, the private stream, the order-entry (`/v5/trade`) stream and the
 * system-status stream (`misc`, `/v5/public/misc/status`).
 *
 * @since 0.1.0
 * @category models
 */
export type Channel = Category | ProductChannel | "private" | "trade" | "misc"

/**
 * One open socket as a WebSocket server (V5 or legacy) sees it, for lifetime checks: the URL path it was opened on,
 * the API key it authenticated with (`null` before authentication and on public streams) and its subscribed topics.
 *
 * @since 1.2.0
 * @category models
 */
export interface OpenSocket {
  readonly path: string
  readonly apiKey: string | null
  readonly topics: ReadonlyArray<string>
  /** A `half-open` fault silenced it (still open, never closed by the server). */
  readonly halfOpen: boolean
}

/**
 * A WebSocket server of the older families, beside the V5 one on the same HTTP server: it takes the upgrades of its
 * paths, and says how many connections are open, what each holds, and how many upgrade requests it saw.
 *
 * @since 1.2.0
 * @category models
 */
export interface UpgradeServer {
  /** Takes an upgrade of one of its paths (answering it, or refusing it); `false` for other paths. */
  readonly handleUpgrade: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => boolean
  /** Open connections. */
  readonly connections: () => number
  /** Every open socket with its path, authenticated key (`null` on public streams) and subscribed topics. */
  readonly openSockets: () => ReadonlyArray<OpenSocket>
  /** Upgrade requests seen (accepted or refused). */
  readonly upgrades: () => number
  readonly close: () => void
}

/**
 * A product stream beside the categories: spread trading (`/v5/public/spread`), RFQ block trades
 * (`/v5/public/rfq`), Advanced Earn's quote offers (`/v5/public/fp`) and the binary market-maker streams
 * (`/v5/public-sbe/{spot,linear,inverse}`).
 *
 * @since 0.1.0
 * @category models
 */
export type ProductChannel = "spread" | "rfq" | "earn" | "spotSbe" | "linearSbe" | "inverseSbe"

/**
 * The channel served at a URL path, or `undefined` for a path the exchange does not serve.
 *
 * @since 0.1.0
 * @category channels
 */
export const channelOf = (path: string): Channel | undefined => {
  switch (path) {
    case "/v5/public/spot":
      return "spot"
    case "/v5/public/linear":
      return "linear"
    case "/v5/public/inverse":
      return "inverse"
    case "/v5/public/option":
      return "option"
    case "/v5/private":
      return "private"
    case "/v5/trade":
      return "trade"
    case "/v5/public/misc/status":
      return "misc"
    case "/v5/public/spread":
      return "spread"
    case "/v5/public/rfq":
      return "rfq"
    case "/v5/public/fp":
      return "earn"
    case "/v5/public-sbe/spot":
      return "spotSbe"
    case "/v5/public-sbe/linear":
      return "linearSbe"
    case "/v5/public-sbe/inverse":
      return "inverseSbe"
    default:
      return undefined
  }
}

/**
 * Every path the WebSocket servers answer, by channel.
 *
 * @since 0.1.0
 * @category channels
 */
export const paths: Readonly<Record<Channel, string>> = {
  spot: "/v5/public/spot",
  linear: "/v5/public/linear",
  inverse: "/v5/public/inverse",
  option: "/v5/public/option",
  private: "/v5/private",
  trade: "/v5/trade",
  misc: "/v5/public/misc/status",
  spread: "/v5/public/spread",
  rfq: "/v5/public/rfq",
  earn: "/v5/public/fp",
  spotSbe: "/v5/public-sbe/spot",
  linearSbe: "/v5/public-sbe/linear",
  inverseSbe: "/v5/public-sbe/inverse"
}

/**
 * Whether a channel is one of the public market-data streams.
 *
 * @since 0.1.0
 * @category channels
 */
export const isPublic = (channel: Channel): channel is Category =>
  channel !== "private" && channel !== "trade" && channel !== "misc" && !isProduct(channel)

/**
 * Whether a channel is one of the product streams (spread, RFQ, Earn offers).
 *
 * @since 0.1.0
 * @category channels
 */
export const isProduct = (channel: Channel): channel is ProductChannel =>
  channel === "spread" ||
  channel === "rfq" ||
  channel === "earn" ||
  channel === "spotSbe" ||
  channel === "linearSbe" ||
  channel === "inverseSbe"

/**
 * The default idle cut-off of private and trade connections (docs: 10 minutes).
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultMaxActiveMs = 600_000

/**
 * Parses `max_active_time` (`30s` … `600s`, or minutes such as `1m`, `2m`); the value is clamped to the documented
 * range and an absent or unreadable value gives the 10-minute default.
 *
 * @since 0.1.0
 * @category channels
 */
export const parseMaxActiveTime = (value: string | null): number => {
  if (value === null) return defaultMaxActiveMs
  const m = /^(\d+)([sm]?)$/.exec(value.trim())
  if (m === null) return defaultMaxActiveMs
  const n = Number(m[1])
  const ms = m[2] === "m" ? n * 60_000 : n * 1000
  return Math.min(Math.max(ms, 30_000), 600_000)
}

/**
 * One open WebSocket connection as the topic hubs see it: its channel, subscribed topics, the account it
 * authenticated as, and a way to push a data frame (frame faults apply to data frames).
 *
 * @since 0.1.0
 * @category models
 */
export interface Connection {
  readonly id: string
  readonly channel: Channel
  /** Subscribed topics, in subscription order. */
  readonly topics: Set<string>
  /** The authenticated account (private / trade), once `auth` succeeded. */
  readonly uid: string | undefined
  readonly apiKey: string | undefined
  /** Pushes a data frame (topic message); counts as activity for the idle cut-off. */
  readonly sendData: (frame: string) => void
  /** `sendData` of a text frame given as its UTF-8 bytes, where the connection takes them so (copied). */
  readonly sendText?: ((bytes: Uint8Array) => void) | undefined
}

// ------------------------------------------------------------------------------------------ connection ids

const BASE32 = "0123456789abcdefghijklmnopqrstuv"

/**
 * Deterministic connection and message ids in the shapes the exchange uses: a UUID on the spot / linear / inverse
 * streams, dash-separated hex on the option stream, `<20 base32 chars>-<base36 counter>` on private and trade.
 *
 * @since 0.1.0
 * @category models
 */
export class Ids {
  private readonly prng: Prng
  private count = 0

  constructor(seed: number) {
    this.prng = new Prng((seed ^ 0x77535f31) >>> 0)
  }

  /** A connection id for a channel. */
  connection(channel: Channel): string {
    this.count += 1
    if (channel === "option") {
      const hex = (n: number, w: number) => n.toString(16).padStart(w, "0").slice(-w)
      return [
        hex(this.prng.nextUint32(), 8) + hex(this.prng.nextUint32(), 8),
        hex(this.count, 8),
        hex(this.prng.nextUint32(), 8),
        hex(this.prng.nextUint32(), 8) + hex(this.prng.nextUint32(), 8),
        hex(this.prng.nextUint32(), 8)
      ].join("-")
    }
    if (isPublic(channel) || isProduct(channel) || channel === "misc") return this.prng.uuid()
    let s = ""
    for (let k = 0; k < 20; k++) s += BASE32[this.prng.int(32)]
    return `${s}-${this.count.toString(36)}`
  }

  /** A 32-hex-digit trace id (the trade channel's `Traceid`). */
  trace(): string {
    let s = ""
    for (let k = 0; k < 4; k++) s += this.prng.nextUint32().toString(16).padStart(8, "0")
    return s
  }
}

// ------------------------------------------------------------------------------------------ requests

/**
 * A client request as received: `op`, `args`, the request id (`req_id`, or `reqId` on the trade channel) and,
 * on the trade channel, `header`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Request {
  readonly op: string
  readonly args: ReadonlyArray<unknown> | undefined
  readonly reqId: string | number | undefined
  readonly header: Readonly<Record<string, unknown>> | undefined
}

const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> =>
  typeof u === "object" && u !== null && !Array.isArray(u)

/**
 * Parses a text frame into a request, or `undefined` when it is not a JSON object.
 *
 * @since 0.1.0
 * @category models
 */
export const parseRequest = (text: string, channel: Channel): Request | undefined => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(json)) return undefined
  const rawId = channel === "trade" ? json.reqId : json.req_id
  return {
    op: typeof json.op === "string" ? json.op : "",
    args: Array.isArray(json.args) ? json.args : undefined,
    reqId: typeof rawId === "string" || typeof rawId === "number" ? rawId : undefined,
    header: isRecord(json.header) ? json.header : undefined
  }
}

// ------------------------------------------------------------------------------------------ replies

const withReqId = (key: "req_id" | "reqId", reqId: string | number | undefined): Record<string, string | number> =>
  reqId === undefined ? {} : { [key]: reqId }

/**
 * The outcome of a `subscribe` / `unsubscribe` request, as the reply reports it.
 *
 * @since 0.1.0
 * @category models
 */
export interface CommandOutcome {
  readonly success: boolean
  /** The failure text (`error:handler not found,topic:…`); ignored on success. */
  readonly retMsg: string
  readonly successTopics: ReadonlyArray<string>
  readonly failTopics: ReadonlyArray<string>
}

/** The shape a channel's command replies and pongs take: misc (system status) and the product streams answer as the
 * linear stream does. */
const dialectOf = (channel: Channel): "spot" | "linear" | "option" | "private" | "trade" => {
  switch (channel) {
    case "spot":
    case "option":
    case "private":
    case "trade":
      return channel
    case "linear":
    case "inverse":
    case "misc":
    case "spread":
    case "rfq":
    case "earn":
    case "spotSbe":
    case "linearSbe":
    case "inverseSbe":
      return "linear"
  }
}

/**
 * The reply to `subscribe`, `unsubscribe` or another command (`op`) on a public or private stream, in the
 * channel's shape:
 * spot `{success, ret_msg, conn_id, req_id?, op}` (`ret_msg` "subscribe" on a successful subscribe);
 * linear / inverse `{success, ret_msg, conn_id, req_id, op}` (`req_id` "" when not sent);
 * option `{success, ret_msg?, conn_id, req_id?, data{failTopics, successTopics}, type: "COMMAND_RESP"}`;
 * private `{req_id?, success, ret_msg, op, conn_id}`.
 *
 * @since 0.1.0
 * @category replies
 */
export const commandReply = (
  channel: Channel,
  op: string,
  reqId: string | number | undefined,
  connId: string,
  outcome: CommandOutcome
): string => {
  const retMsg = outcome.success ? "" : outcome.retMsg
  switch (dialectOf(channel)) {
    case "spot":
      return JSON.stringify({
        success: outcome.success,
        ret_msg: outcome.success && op === "subscribe" ? "subscribe" : retMsg,
        conn_id: connId,
        ...withReqId("req_id", reqId),
        op
      })
    case "linear":
      return JSON.stringify({ success: outcome.success, ret_msg: retMsg, conn_id: connId, req_id: reqId ?? "", op })
    case "option":
      return JSON.stringify({
        success: outcome.success,
        ...(outcome.success ? {} : { ret_msg: retMsg }),
        conn_id: connId,
        ...withReqId("req_id", reqId),
        data: { failTopics: outcome.failTopics, successTopics: outcome.successTopics },
        type: "COMMAND_RESP"
      })
    case "private":
      return JSON.stringify({
        ...withReqId("req_id", reqId),
        success: outcome.success,
        ret_msg: retMsg,
        op,
        conn_id: connId
      })
    case "trade":
      return JSON.stringify({
        ...withReqId("reqId", reqId),
        retCode: outcome.success ? 0 : 10404,
        retMsg: outcome.success ? "OK" : retMsg,
        op,
        connId
      })
  }
}

/**
 * A failed command reply with one message (no topics).
 *
 * @since 0.1.0
 * @category replies
 */
export const failure = (
  channel: Channel,
  op: string,
  reqId: string | number | undefined,
  connId: string,
  retMsg: string,
  failTopics: ReadonlyArray<string> = []
): string => commandReply(channel, op, reqId, connId, { success: false, retMsg, successTopics: [], failTopics })

/**
 * The answer to `{"op":"ping"}` in the channel's shape: spot and linear / inverse answer
 * `{success, ret_msg:"pong", conn_id, req_id, op:"ping"}`, option `{args:[now], op:"pong"}`, private
 * `{req_id?, op:"pong", args:[now], conn_id}`, trade `{retCode:0, retMsg:"OK", op:"pong", data:[now], connId}`.
 *
 * @since 0.1.0
 * @category replies
 */
export const pong = (channel: Channel, reqId: string | number | undefined, connId: string, now: number): string => {
  const ts = String(now)
  switch (dialectOf(channel)) {
    case "spot":
      return JSON.stringify({
        success: true,
        ret_msg: "pong",
        conn_id: connId,
        ...withReqId("req_id", reqId),
        op: "ping"
      })
    case "linear":
      return JSON.stringify({ success: true, ret_msg: "pong", conn_id: connId, req_id: reqId ?? "", op: "ping" })
    case "option":
      return JSON.stringify({ ...withReqId("req_id", reqId), args: [ts], op: "pong" })
    case "private":
      return JSON.stringify({ ...withReqId("req_id", reqId), op: "pong", args: [ts], conn_id: connId })
    case "trade":
      return JSON.stringify({ ...withReqId("reqId", reqId), retCode: 0, retMsg: "OK", op: "pong", data: [ts], connId })
  }
}

/**
 * The answer to `auth`: private `{req_id?, success, ret_msg, op:"auth", conn_id}`, trade
 * `{reqId?, retCode, retMsg, op:"auth", connId}`.
 *
 * @since 0.1.0
 * @category replies
 */
export const authReply = (
  channel: "private" | "trade",
  reqId: string | number | undefined,
  connId: string,
  result: AuthResult
): string =>
  channel === "trade"
    ? JSON.stringify({
        ...withReqId("reqId", reqId),
        retCode: result.ok ? 0 : result.retCode,
        retMsg: result.ok ? "OK" : result.retMsg,
        op: "auth",
        connId
      })
    : JSON.stringify({
        ...withReqId("req_id", reqId),
        success: result.ok,
        ret_msg: result.ok ? "" : result.message,
        op: "auth",
        conn_id: connId
      })

// ------------------------------------------------------------------------------------------ handshake

/**
 * What a plain HTTP answer to a refused upgrade looks like on the raw socket.
 *
 * @since 0.1.0
 * @category channels
 */
export const httpRefusal = (status: number, reason: string): string =>
  `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${reason.length}\r\n\r\n${reason}`

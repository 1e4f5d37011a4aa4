/**
 * The legacy frame protocols: encoding subscribe, unsubscribe, ping and auth requests, and classifying incoming
 * frames (data, acknowledgement, pong, auth answer, error with its code) — per protocol, as pure functions. Error
 * codes become the catalogue's typed errors on the `legacy` channel (-1004 spot v3 not authenticated, 10001
 * generic, 10003 sign auth failed, 3303006 USDC option auth failed).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as Catalogue from "../../Errors/Catalogue.js"
import type * as ExchangeError from "../../Errors/ExchangeError.js"
import type * as WireProtocol from "../Protocol.js"
import { channelOf, type Market, type ProtocolId } from "./Markets.js"

/**
 * A merged spot v1 order book was asked for without its dump scale. The message is the specification's.
 *
 * @since 0.1.0
 * @category errors
 */
export class DumpScaleRequired extends Schema.TaggedError<DumpScaleRequired>()("DumpScaleRequired", {
  topic: Schema.String
}) {
  override get message(): string {
    return "Dumpscale must be provided for merged orderbooks"
  }
}

/**
 * A spot v1 topic, parsed: the wire topic (`kline_1m`, `mergedDepth`, …), the symbol and, for `mergedDepth`, the
 * dump scale (decimals the prices are merged to).
 *
 * @since 0.1.0
 * @category models
 */
export interface SpotV1Topic {
  readonly topic: string
  readonly symbol: string
  readonly dumpScale?: number
}

/**
 * The topic string of a spot v1 subscription: `{topic}.{symbol}`, or `mergedDepth.{dumpScale}.{symbol}`; fails
 * with `DumpScaleRequired` for a merged book without a dump scale.
 *
 * @since 0.1.0
 * @category spot v1
 */
export const spotV1Topic = (input: SpotV1Topic): Effect.Effect<string, DumpScaleRequired> =>
  input.topic === "mergedDepth"
    ? input.dumpScale === undefined
      ? Effect.fail(new DumpScaleRequired({ topic: `mergedDepth.${input.symbol}` }))
      : Effect.succeed(`mergedDepth.${input.dumpScale}.${input.symbol}`)
    : Effect.succeed(`${input.topic}.${input.symbol}`)

/**
 * Parses a spot v1 topic string; fails with `DumpScaleRequired` for `mergedDepth.{symbol}`.
 *
 * @since 0.1.0
 * @category spot v1
 */
export const parseSpotV1Topic = (topic: string): Effect.Effect<SpotV1Topic, DumpScaleRequired> => {
  const parsed = readSpotV1Topic(topic)
  return parsed === undefined ? Effect.fail(new DumpScaleRequired({ topic })) : Effect.succeed(parsed)
}

const readSpotV1Topic = (topic: string): SpotV1Topic | undefined => {
  const parts = topic.split(".")
  if (parts[0] === "mergedDepth") {
    const scale = parts.length === 3 ? Number(parts[1]) : Number.NaN
    return Number.isInteger(scale) && scale >= 0
      ? { topic: "mergedDepth", symbol: parts[2] ?? "", dumpScale: scale }
      : undefined
  }
  return { topic: parts[0] ?? "", symbol: parts.slice(1).join(".") }
}

const spotV1Request = (topic: SpotV1Topic, event: "sub" | "cancel"): string =>
  JSON.stringify({
    symbol: topic.symbol,
    topic: topic.topic,
    event,
    params: topic.dumpScale === undefined ? { binary: false } : { binary: false, dumpScale: topic.dumpScale }
  })

/**
 * The request frames of one subscribe or unsubscribe: one frame per topic on spot v1, one frame for the batch
 * elsewhere (`reqId` becomes `req_id` on v3 and `id` on USDC). Spot v1 topics must parse (see
 * {@link parseSpotV1Topic}).
 *
 * @since 0.1.0
 * @category encoding
 */
export const encodeSubscription = (
  protocol: ProtocolId,
  op: "subscribe" | "unsubscribe",
  topics: ReadonlyArray<string>,
  reqId: string
): Effect.Effect<ReadonlyArray<string>, DumpScaleRequired> =>
  protocol === "spotV1"
    ? Effect.forEach(topics, (t) =>
        Effect.map(parseSpotV1Topic(t), (parsed) => spotV1Request(parsed, op === "subscribe" ? "sub" : "cancel"))
      )
    : Effect.succeed(encodeRequest(protocol, op, topics, reqId))

// The frames of a request whose topics are known to parse (spot v1 topics are checked before they are placed).
const encodeRequest = (
  protocol: ProtocolId,
  op: "subscribe" | "unsubscribe",
  topics: ReadonlyArray<string>,
  reqId: string
): Array<string> => {
  switch (protocol) {
    case "spotV1":
      return topics.flatMap((t) => {
        const parsed = readSpotV1Topic(t)
        return parsed === undefined ? [] : [spotV1Request(parsed, op === "subscribe" ? "sub" : "cancel")]
      })
    case "v3":
      return [JSON.stringify({ req_id: reqId, op, args: topics })]
    case "usdc":
      return [JSON.stringify({ op, id: reqId, args: topics })]
    case "v2":
      return [JSON.stringify({ op, args: topics })]
  }
}

/**
 * The heartbeat frame of a protocol: `{"ping": now}` on spot v1, `{"req_id", "op": "ping"}` on v3,
 * `{"op": "ping"}` on USDC.
 *
 * @since 0.1.0
 * @category encoding
 */
export const encodePing = (protocol: ProtocolId, reqId: string, now: number): string => {
  switch (protocol) {
    case "spotV1":
      return JSON.stringify({ ping: now })
    case "v3":
      return JSON.stringify({ req_id: reqId, op: "ping" })
    case "usdc":
    case "v2":
      return JSON.stringify({ op: "ping" })
  }
}

/**
 * The `auth` op frame (markets that authenticate after opening): `{"req_id", "op": "auth", "args": [key, expires,
 * signature]}` on v3, without `req_id` on USDC.
 *
 * @since 0.1.0
 * @category encoding
 */
export const encodeAuth = (
  protocol: ProtocolId,
  args: readonly [apiKey: string, expires: number, signature: string],
  reqId: string
): string =>
  protocol === "v3" ? JSON.stringify({ req_id: reqId, op: "auth", args }) : JSON.stringify({ op: "auth", args })

/**
 * The query of a private stream that authenticates with URL parameters: `?api_key=…&expires=…&signature=…`.
 *
 * @since 0.1.0
 * @category encoding
 */
export const authQuery = (args: readonly [apiKey: string, expires: number, signature: string]): string =>
  `?${new URLSearchParams({ api_key: args[0], expires: String(args[1]), signature: args[2] }).toString()}`

/**
 * An incoming frame, classified:
 * - `Data`: a push, with the topic it is routed by;
 * - `Ack`: the answer to a subscribe or unsubscribe, naming the topics (or the request id when only that is echoed);
 * - `Pong`; `Auth`: the answer to `auth`; `Error`: a refusal with its code; `Unknown`: anything else.
 *
 * @since 0.1.0
 * @category models
 */
export type Incoming =
  | { readonly _tag: "Data"; readonly topic: string }
  | {
      readonly _tag: "Ack"
      readonly op: "subscribe" | "unsubscribe"
      readonly reqId: string | undefined
      readonly topics: ReadonlyArray<string>
      readonly failed: ReadonlyArray<string>
      readonly success: boolean
      readonly code: number | undefined
      readonly message: string
    }
  | { readonly _tag: "Pong" }
  | { readonly _tag: "Auth"; readonly success: boolean; readonly code: number | undefined; readonly message: string }
  | { readonly _tag: "Error"; readonly code: number; readonly message: string }
  | { readonly _tag: "Unknown" }

/**
 * A parsed JSON frame (an object).
 *
 * @since 0.1.0
 * @category models
 */
export type Json = Readonly<Record<string, unknown>>

const str = (u: unknown): string | undefined => (typeof u === "string" ? u : undefined)

/** A code from `code`, `ret_code` or `retCode` (number or digit string), or a leading code in `ret_msg`. */
const codeOf = (frame: Json): number | undefined => {
  for (const field of ["code", "ret_code", "retCode"]) {
    const v = frame[field]
    if (typeof v === "number" && Number.isInteger(v)) return v
    if (typeof v === "string" && /^-?\d+$/.test(v)) return Number(v)
  }
  const msg = str(frame.ret_msg)
  const leading = msg === undefined ? null : /^(-?\d{4,})\b/.exec(msg)
  return leading === null ? undefined : Number(leading[1])
}

const messageOf = (frame: Json): string =>
  str(frame.ret_msg) ?? str(frame.msg) ?? str(frame.desc) ?? str(frame.retMsg) ?? str(frame.message) ?? ""

const strings = (u: unknown): ReadonlyArray<string> =>
  Array.isArray(u) ? u.filter((x): x is string => typeof x === "string") : []

/**
 * The routing topic of a spot v1 push: `kline` comes back as `kline` with `params.klineType`, `mergedDepth` with
 * `params.dumpScale`; the rest as `{topic}.{symbol}`.
 *
 * @since 0.1.0
 * @category decoding
 */
export const spotV1RoutingTopic = (frame: Json): string | undefined => {
  const topic = str(frame.topic)
  const symbol = str(frame.symbol)
  if (topic === undefined || symbol === undefined) return undefined
  const params = (typeof frame.params === "object" && frame.params !== null ? frame.params : {}) as Json
  if (topic === "kline") {
    const type = str(params.klineType)
    return type === undefined ? undefined : `kline_${type}.${symbol}`
  }
  if (topic === "mergedDepth") {
    const scale = params.dumpScale
    return scale === undefined ? undefined : `mergedDepth.${String(scale)}.${symbol}`
  }
  return `${topic}.${symbol}`
}

const classifySpotV1 = (parsed: unknown): Incoming => {
  if (Array.isArray(parsed)) {
    const first: unknown = parsed[0]
    const e = typeof first === "object" && first !== null ? str((first as Json).e) : undefined
    return e === undefined ? { _tag: "Unknown" } : { _tag: "Data", topic: e }
  }
  if (typeof parsed !== "object" || parsed === null) return { _tag: "Unknown" }
  const frame = parsed as Json
  if (typeof frame.pong === "number" || typeof frame.pong === "string") return { _tag: "Pong" }
  const event = str(frame.event)
  const code = codeOf(frame)
  if ((event === "sub" || event === "cancel") && code !== undefined) {
    const topic = spotV1RoutingTopic(frame)
    const success = code === 0
    return {
      _tag: "Ack",
      op: event === "sub" ? "subscribe" : "unsubscribe",
      reqId: undefined,
      topics: topic === undefined ? [] : [topic],
      failed: success || topic === undefined ? [] : [topic],
      success,
      code: success ? undefined : code,
      message: messageOf(frame)
    }
  }
  if (frame.data !== undefined && typeof frame.topic === "string") {
    const topic = spotV1RoutingTopic(frame)
    return topic === undefined ? { _tag: "Unknown" } : { _tag: "Data", topic }
  }
  if (code !== undefined && code !== 0) return { _tag: "Error", code, message: messageOf(frame) }
  return { _tag: "Unknown" }
}

const classifyOp = (frame: Json, protocol: "v3" | "usdc" | "v2"): Incoming => {
  if (typeof frame.topic === "string") return { _tag: "Data", topic: frame.topic }
  const request = (typeof frame.request === "object" && frame.request !== null ? frame.request : {}) as Json
  const op = str(frame.op) ?? str(request.op)
  const code = codeOf(frame)
  const message = messageOf(frame)
  if (op === "pong" || message === "pong" || (op === "ping" && frame.success === true)) return { _tag: "Pong" }
  if (op === "auth" || frame.type === "AUTH_RESP") {
    const success = frame.success === true || (frame.success === undefined && code === 0)
    return { _tag: "Auth", success, code: success ? undefined : code, message }
  }
  if (frame.type === "COMMAND_RESP") {
    const data = (typeof frame.data === "object" && frame.data !== null ? frame.data : {}) as Json
    const ok = strings(data.successTopics)
    const failed = strings(data.failTopics)
    return {
      _tag: "Ack",
      op: op === "unsubscribe" ? "unsubscribe" : "subscribe",
      reqId: str(frame.req_id),
      topics: [...ok, ...failed],
      failed,
      success: failed.length === 0 && frame.success !== false,
      code: failed.length === 0 ? undefined : code,
      message
    }
  }
  if (op === "subscribe" || op === "unsubscribe") {
    const success = frame.success === true
    const topics = protocol === "v3" ? [] : strings(request.args)
    return {
      _tag: "Ack",
      op,
      reqId: str(frame.req_id) ?? str(frame.id) ?? str(request.id),
      topics,
      failed: success ? [] : topics,
      success,
      code: success ? undefined : code,
      message
    }
  }
  if (frame.type === "error" || frame.success === false || (code !== undefined && code !== 0)) {
    return { _tag: "Error", code: code ?? 10001, message }
  }
  return { _tag: "Unknown" }
}

/**
 * Classifies a parsed frame of a protocol.
 *
 * @since 0.1.0
 * @category decoding
 */
export const classify = (protocol: ProtocolId, parsed: unknown): Incoming => {
  if (protocol === "spotV1") return classifySpotV1(parsed)
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { _tag: "Unknown" }
  return classifyOp(parsed as Json, protocol)
}

/**
 * The typed error for a code received on a legacy market's stream (the catalogue's `legacy` channel; unknown codes
 * become `ApiError`). `endpoint` names the market and the op, e.g. `ws:spotV3:auth`.
 *
 * @since 0.1.0
 * @category errors
 */
export const toExchangeError = (
  market: Market,
  op: string,
  error: { readonly code: number; readonly message: string }
): ExchangeError.ExchangeError =>
  Catalogue.fromCode("legacy", { code: error.code, message: error.message, endpoint: `ws:${market.id}:${op}` })

const topicOfFrame = (protocol: ProtocolId, frame: Json): string | undefined => {
  if (protocol !== "spotV1") return typeof frame.topic === "string" ? frame.topic : undefined
  // a spot v1 private push is an item of a list, routed by its event type
  if (typeof frame.e === "string") return frame.e
  return frame.data !== undefined && typeof frame.topic === "string" ? spotV1RoutingTopic(frame) : undefined
}

const toWire = (incoming: Incoming): WireProtocol.Incoming => {
  switch (incoming._tag) {
    case "Pong":
      return incoming
    case "Auth":
      return { _tag: "Auth", success: incoming.success, code: incoming.code, reason: incoming.message }
    case "Error":
      return incoming
    case "Ack":
      return {
        _tag: "Ack",
        op: incoming.op,
        reqId: incoming.reqId,
        succeeded: incoming.topics.filter((t) => !incoming.failed.includes(t)),
        failed: incoming.failed,
        success: incoming.success,
        code: incoming.code,
        reason: incoming.message || "refused"
      }
    default:
      return { _tag: "Other" }
  }
}

/**
 * The protocol value of one stream of a legacy market (its public streams, or its private one) for the shared
 * session and subscription registry: the market's request, ping and auth frames, its routing and classification,
 * and its per-request topic limit. A topic of the other channel or of another market is refused.
 *
 * @since 0.1.0
 * @category protocol values
 */
export const protocolOf = (market: Market, channel: "public" | "private", path: string): WireProtocol.Protocol => {
  const perRequest = market.maxArgsPerRequest
  return {
    id: `${market.id}${path}`,
    kind: channel,
    maxArgsPerRequest: perRequest,
    maxArgsPerConnection: Number.POSITIVE_INFINITY,
    maxArgsChars: Number.POSITIVE_INFINITY,
    unsolicited: channel === "private" && market.privateUnsolicited,
    auth: channel === "public" ? "none" : market.auth === "op" ? "op" : "url",
    batches: (topics) => {
      const out: Array<Array<string>> = []
      const step = Math.max(1, Math.min(perRequest, topics.length))
      for (let i = 0; i < topics.length; i += step) out.push(topics.slice(i, i + step))
      return out
    },
    request: (op, topics, reqId) => encodeRequest(market.protocol, op, topics, reqId),
    ping: (reqId, now) => encodePing(market.protocol, reqId, now),
    authFrame: (args, reqId) => encodeAuth(market.protocol, args, reqId),
    topicOf: (frame) => topicOfFrame(market.protocol, frame),
    classify: (frame) => toWire(classify(market.protocol, frame)),
    topicOfText: undefined,
    refuses: (topic) =>
      channelOf(market, topic) === channel ? undefined : `${topic} is not a ${market.id} ${channel} topic`
  }
}

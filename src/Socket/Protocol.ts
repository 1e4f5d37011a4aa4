/**
 * A WebSocket protocol as a value: how one kind of stream frames its subscribe, unsubscribe, ping and auth requests,
 * how its incoming frames are routed (a data frame's topic) and classified (pong, auth answer, acknowledgement,
 * error), and how many topics fit in one request and on one connection. The session and the subscription registry
 * take a protocol and know nothing else about the wire: V5 public, private and trade streams are values here, the
 * older markets are values in `legacy/Protocol.ts`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type * as WsAuth from "../Signing/WsAuth.js"
import type * as Sbe from "./internal/sbe.js"
import * as WsMarket from "./WsMarket.js"

/**
 * A parsed frame handed to topic listeners.
 *
 * @since 0.1.0
 * @category models
 */
export type Frame = Readonly<Record<string, unknown>>

/**
 * A frame that is not data, classified:
 * - `Pong`: the answer to a ping;
 * - `Auth`: the answer to `auth` (with the exchange's code when it sent one);
 * - `Ack`: the answer to a subscribe or unsubscribe, naming the topics it settles (or only the request id);
 * - `Error`: a refusal frame with its code (the older markets send these);
 * - `Other`: anything else (order-entry replies, for listeners of frames without a topic).
 *
 * @since 0.1.0
 * @category models
 */
export type Incoming =
  | { readonly _tag: "Pong" }
  | { readonly _tag: "Auth"; readonly success: boolean; readonly code: number | undefined; readonly reason: string }
  | {
      readonly _tag: "Ack"
      /** `undefined` when the frame does not say (the request id's op is used). */
      readonly op: "subscribe" | "unsubscribe" | undefined
      readonly reqId: string | undefined
      /** Topics the frame names as confirmed (empty when it names none: the request id's topics are meant). */
      readonly succeeded: ReadonlyArray<string>
      /** Topics the frame names as refused. */
      readonly failed: ReadonlyArray<string>
      /** Whether the request as a whole succeeded (for frames that name no topic). */
      readonly success: boolean
      readonly code: number | undefined
      readonly reason: string
    }
  | { readonly _tag: "Error"; readonly code: number; readonly message: string }
  | { readonly _tag: "Other" }

/**
 * How a stream authenticates: not at all (public), with an `auth` op once open, or with signed URL parameters on
 * the upgrade (a bad signature is an HTTP 401).
 *
 * @since 0.1.0
 * @category models
 */
export type AuthStyle = "none" | "op" | "url"

/**
 * A protocol value.
 *
 * @since 0.1.0
 * @category models
 */
export interface Protocol {
  /** A label for logs, events, spans and metrics (`linear`, `private`, `spotV3/spot/private/v3`). */
  readonly id: string
  readonly kind: "public" | "private" | "trade"
  /** Topics per subscribe request. */
  readonly maxArgsPerRequest: number
  /** Topics per connection. */
  readonly maxArgsPerConnection: number
  /** Total characters of topic names per connection. */
  readonly maxArgsChars: number
  /** The private stream pushes its topics without a subscribe request (spot v1): subscriptions settle at once. */
  readonly unsolicited: boolean
  readonly auth: AuthStyle
  /** Splits topics into subscribe requests within the per-request limit. */
  readonly batches: (topics: ReadonlyArray<string>) => Array<Array<string>>
  /** The frames of one subscribe or unsubscribe request for a batch. */
  readonly request: (op: "subscribe" | "unsubscribe", topics: ReadonlyArray<string>, reqId: string) => Array<string>
  /** The heartbeat frame. */
  readonly ping: (reqId: string, now: number) => string
  /** The `auth` op frame (`auth: "op"`). */
  readonly authFrame: (args: WsAuth.AuthArgs, reqId: string) => string
  /** The routing topic of a data frame, or `undefined` when the frame carries no data. */
  readonly topicOf: (frame: Frame) => string | undefined
  /** Classifies a frame that is not data. */
  readonly classify: (frame: Frame) => Incoming
  /**
   * The topic at the head of a frame's text, without parsing it (the route of listeners that read their own frames'
   * text, such as order books); `undefined` when this protocol has no such layout.
   */
  readonly topicOfText: ((text: string) => string | undefined) | undefined
  /** Why a topic cannot be subscribed on this stream (another market's topic), or `undefined`. */
  readonly refuses: (topic: string) => string | undefined
  /**
   * Decodes a binary data frame (the SBE market-maker streams) to a routable frame carrying its `topic`, or gives the
   * sample its `MalformedFrame` event reports (why it cannot, and what the frame holds); absent where the stream sends
   * text only (a binary frame is then read as UTF-8 text).
   */
  readonly binary?: ((bytes: Uint8Array) => Frame | string) | undefined
}

const str = (u: unknown): string | undefined => (typeof u === "string" ? u : undefined)

const strings = (u: unknown): Array<string> =>
  Array.isArray(u) ? u.filter((x): x is string => typeof x === "string") : []

// How every topical frame of the exchange starts.
const topicHead = '{"topic":"'

const v5TopicOfText = (text: string): string | undefined => {
  if (!text.startsWith(topicHead)) return undefined
  const end = text.indexOf('"', topicHead.length)
  return end < 0 ? undefined : text.slice(topicHead.length, end)
}

const v5Classify = (frame: Frame): Incoming => {
  const op = frame.op
  if (op === "pong" || frame.ret_msg === "pong") return { _tag: "Pong" }
  if (op === "auth" || frame.type === "AUTH_RESP") {
    const code = typeof frame.retCode === "number" ? frame.retCode : undefined
    const reason = str(frame.ret_msg) ?? str(frame.retMsg) ?? ""
    return { _tag: "Auth", success: frame.success === true || frame.retCode === 0, code, reason }
  }
  if (op === "subscribe" || op === "unsubscribe" || frame.type === "COMMAND_RESP") {
    const data = frame.data as { successTopics?: unknown; failTopics?: unknown } | undefined
    const commandResp = frame.type === "COMMAND_RESP" && data !== undefined
    const retMsg = str(frame.ret_msg)
    return {
      _tag: "Ack",
      op: op === "subscribe" || op === "unsubscribe" ? op : undefined,
      reqId: str(frame.req_id),
      succeeded: commandResp ? strings(data.successTopics) : [],
      failed: commandResp ? strings(data.failTopics) : [],
      success: frame.success === true,
      code: undefined,
      reason: retMsg !== undefined && retMsg !== "" ? retMsg : commandResp ? "failTopics" : "refused"
    }
  }
  return { _tag: "Other" }
}

const v5TopicOf = (frame: Frame): string | undefined => (typeof frame.topic === "string" ? frame.topic : undefined)

const sbeTopic = /^(ob\.rpi\.1|ob\.50|publicTrade)\.sbe\./

const v5Refuses =
  (market: WsMarket.WsMarket) =>
  (topic: string): string | undefined => {
    switch (market.kind) {
      case "trade":
        return "the trade stream takes no subscriptions"
      case "private":
        return WsMarket.isPublicTopic(topic) || WsMarket.isMiscTopic(topic)
          ? `${topic} is not a private topic`
          : undefined
      case "public":
        if (WsMarket.isSbeMarket(market.id)) {
          return sbeTopic.test(topic) ? undefined : `${topic} is not a binary market-data topic`
        }
        if (market.id === "misc") {
          return WsMarket.isPublicTopic(topic) || WsMarket.isPrivateTopic(topic)
            ? `${topic} is not served on misc`
            : undefined
        }
        // topic families the docs add later pass; another stream's known topics do not
        return WsMarket.isPrivateTopic(topic) || WsMarket.isMiscTopic(topic)
          ? `${topic} is not a ${market.id} public topic`
          : undefined
    }
  }

/**
 * The V5 protocol of a market: `{req_id, op, args}` requests, `{req_id, op: "ping"}` pings (`reqId` on the trade
 * stream), acknowledgements by `req_id` or `COMMAND_RESP` topic lists, and the `auth` op on private and trade streams.
 * A binary market-maker stream's protocol reads binary frames once its decoder is loaded (`load`).
 *
 * @since 0.1.0
 * @category constructors
 */
export const v5 = (market: WsMarket.WsMarket): Protocol => ({
  id: market.id,
  kind: market.kind,
  maxArgsPerRequest: market.maxArgsPerRequest,
  maxArgsPerConnection: market.maxArgsPerConnection,
  maxArgsChars: market.maxArgsChars,
  unsolicited: false,
  auth: market.kind === "public" ? "none" : "op",
  batches: (topics) => WsMarket.batches(market, topics),
  request: (op, topics, reqId) => [JSON.stringify({ req_id: reqId, op, args: topics })],
  ping: (reqId) => (market.kind === "trade" ? `{"op":"ping","reqId":"${reqId}"}` : `{"req_id":"${reqId}","op":"ping"}`),
  authFrame: (args, reqId) =>
    JSON.stringify(market.kind === "trade" ? { reqId, op: "auth", args } : { req_id: reqId, op: "auth", args }),
  topicOf: v5TopicOf,
  classify: v5Classify,
  topicOfText: v5TopicOfText,
  refuses: v5Refuses(market),
  binary: undefined
})

/**
 * The V5 protocols, one per market.
 *
 * @since 0.1.0
 * @category constants
 */
export const v5Protocols: Readonly<Record<WsMarket.MarketId, Protocol>> = Object.fromEntries(
  Object.values(WsMarket.markets).map((market) => [market.id, v5(market)])
) as Record<WsMarket.MarketId, Protocol>

// The SBE decoder is a chunk of its own: only a program that opens a binary stream loads it.
let sbeModule: Promise<typeof Sbe> | undefined

/**
 * The V5 protocol of a market, ready to open a connection with: a binary market-maker stream's protocol with the SBE
 * decoder (`Sbe.decode`), loaded on the first such stream (a program that never opens one does not carry it); every
 * other market's protocol as `v5Protocols` has it.
 *
 * @since 0.2.0
 * @category constructors
 */
export const load = (id: WsMarket.MarketId): Effect.Effect<Protocol> => {
  if (!WsMarket.isSbeMarket(id)) return Effect.succeed(v5Protocols[id])
  sbeModule ??= import("./internal/sbe.js")
  const loading = sbeModule
  return Effect.map(
    Effect.promise(() => loading),
    (sbe): Protocol => ({ ...v5Protocols[id], binary: sbe.read as (bytes: Uint8Array) => Frame | string })
  )
}

/**
 * The longest topic accepted (no documented topic comes close; a longer one is a caller's mistake).
 *
 * @since 0.1.0
 * @category constants
 */
export const maxTopicLength = 256

/**
 * Why a list of topics cannot be subscribed on a protocol's stream: no topics, an empty or over-long topic, a topic
 * with whitespace, one given twice, or another market's topic. `undefined` when every topic is acceptable.
 *
 * @since 0.1.0
 * @category validation
 */
export const checkTopics = (protocol: Protocol, topics: unknown): string | undefined => {
  if (!Array.isArray(topics)) return `topics must be a list of strings, got ${topics === null ? "null" : typeof topics}`
  if (topics.length === 0) return "no topics given"
  const seen = new Set<string>()
  for (const topic of topics) {
    if (typeof topic !== "string") return `a topic must be a string, got ${typeof topic}`
    if (topic.length === 0) return "an empty topic"
    if (topic.length > maxTopicLength) return `a topic of ${topic.length} characters (at most ${maxTopicLength})`
    if (/\s/.test(topic)) return `"${topic}" contains whitespace`
    if (seen.has(topic)) return `"${topic}" is given twice`
    seen.add(topic)
    const refused = protocol.refuses(topic)
    if (refused !== undefined) return refused
  }
  return undefined
}

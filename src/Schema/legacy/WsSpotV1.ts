/**
 * The frames of the spot v1 WebSocket (`/spot/quote/ws/v1` public, `/spot/ws` private), from the legacy spot docs:
 * requests `{symbol, topic, event: "sub" | "cancel", params}`, their acknowledgement (`code` `"0"` is success),
 * the heartbeat `{"ping": ms}` / `{"pong": ms}` and the data pushes `{symbol, symbolName, topic, params, data, f,
 * sendTime}` where `f` marks the first push after a subscription. Numbers on the wire that the docs print as
 * strings stay strings (`params.binary: "false"`, `params.dumpScale: "1"`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "../Decimal.js"
import * as LazySchema from "../LazySchema.js"

/**
 * A subscribe (`sub`) or unsubscribe (`cancel`) request.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Request = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    topic: Schema.String,
    event: Schema.Literals(["sub", "cancel"]),
    params: Schema.Struct({
      binary: Schema.Boolean,
      dumpScale: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))))
    })
  })
)

/**
 * A value of {@link Request}.
 *
 * @since 0.1.0
 * @category models
 */
export type Request = typeof Request.Type

/**
 * The acknowledgement of a request: `code` `"0"` and `msg` `"Success"`, or another code.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Ack = LazySchema.make(() =>
  Schema.Struct({
    topic: Schema.String,
    event: Schema.Literals(["sub", "cancel"]),
    symbol: Schema.String,
    params: Schema.optional(Schema.Record(Schema.String, Schema.String)),
    code: Schema.String,
    msg: Schema.String
  })
)

/**
 * A value of {@link Ack}.
 *
 * @since 0.1.0
 * @category models
 */
export type Ack = typeof Ack.Type

/**
 * The heartbeat request `{"ping": ms}`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Ping = LazySchema.make(() => Schema.Struct({ ping: Schema.Number }))

/**
 * The heartbeat answer `{"pong": ms}`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Pong = LazySchema.make(() => Schema.Struct({ pong: Schema.Number }))

/**
 * An error frame that answers no particular request: `code` and `desc` (or `msg`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ErrorFrame = LazySchema.make(() =>
  Schema.Struct({
    code: Schema.String,
    desc: Schema.optional(Schema.String),
    msg: Schema.optional(Schema.String)
  })
)

/**
 * A `[price, quantity]` level.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Level = LazySchema.make(() => Schema.Tuple([Decimal, Decimal]))

/**
 * A book of `depth`, `mergedDepth` or `diffDepth`: exchange id `e`, symbol `s`, time `t`, version `v`, bids `b`
 * (best first), asks `a` (best first).
 *
 * @since 0.1.0
 * @category schemas
 */
export const Book = LazySchema.make(() =>
  Schema.Struct({
    e: Schema.optional(Schema.Number),
    s: Schema.String,
    t: Schema.Number,
    v: Schema.String,
    b: Schema.Array(Level),
    a: Schema.Array(Level),
    o: Schema.optional(Schema.Number)
  })
)

/**
 * A value of {@link Book}.
 *
 * @since 0.1.0
 * @category models
 */
export type Book = typeof Book.Type

/**
 * A public trade: id `v`, time `t`, price `p`, quantity `q`, `m` true when the buyer was the maker.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Trade = LazySchema.make(() =>
  Schema.Struct({
    v: Schema.String,
    t: Schema.Number,
    p: Decimal,
    q: Decimal,
    m: Schema.Boolean
  })
)

/**
 * A candle of `kline_{interval}`: open time `t`, symbol `s`/`sn`, close/high/low/open, volume `v`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Kline = LazySchema.make(() =>
  Schema.Struct({
    t: Schema.Number,
    s: Schema.String,
    sn: Schema.String,
    c: Decimal,
    h: Decimal,
    l: Decimal,
    o: Decimal,
    v: Decimal
  })
)

/**
 * The 24-hour ticker of `realtimes` (`t` is a number or a digit string in the docs; `m` is the change ratio).
 *
 * @since 0.1.0
 * @category schemas
 */
export const Realtimes = LazySchema.make(() =>
  Schema.Struct({
    t: Schema.Union([Schema.Number, Schema.String]),
    s: Schema.String,
    sn: Schema.String,
    c: Decimal,
    h: Decimal,
    l: Decimal,
    o: Decimal,
    v: Decimal,
    qv: Decimal,
    m: Decimal,
    e: Schema.optional(Schema.Number)
  })
)

/**
 * The envelope of every public push, with the data items typed by `Item`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const Push = <A, I>(topic: string, Item: Schema.Codec<A, I>) =>
  Schema.Struct({
    symbol: Schema.String,
    symbolName: Schema.String,
    topic: Schema.Literal(topic),
    params: Schema.Record(Schema.String, Schema.String),
    data: Schema.Array(Item),
    f: Schema.Boolean,
    sendTime: Schema.Number,
    shared: Schema.optional(Schema.Boolean)
  })

/**
 * A `depth` push (the top of the book, whole, every time).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DepthPush = LazySchema.make(() => Push("depth", Book))

/**
 * A `mergedDepth` push: the book merged to `params.dumpScale` decimals, whole, every time.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MergedDepthPush = LazySchema.make(() => Push("mergedDepth", Book))

/**
 * A value of {@link MergedDepthPush}.
 *
 * @since 0.1.0
 * @category models
 */
export type MergedDepthPush = typeof MergedDepthPush.Type

/**
 * A `trade` push.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TradePush = LazySchema.make(() => Push("trade", Trade))

/**
 * A `kline` push (subscribed as `kline_{interval}`; the interval comes back as `params.klineType`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const KlinePush = LazySchema.make(() => Push("kline", Kline))

/**
 * A `realtimes` push.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RealtimesPush = LazySchema.make(() => Push("realtimes", Realtimes))

/**
 * The account events the private stream pushes without a subscription, as arrays of `{e: name, …}` objects.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PrivateEventName = LazySchema.make(() =>
  Schema.Literals(["outboundAccountInfo", "executionReport", "ticketInfo"])
)

/**
 * A private push: an array of events, each naming itself in `e`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PrivatePush = LazySchema.make(() =>
  Schema.Array(
    Schema.StructWithRest(Schema.Struct({ e: PrivateEventName }), [Schema.Record(Schema.String, Schema.Unknown)])
  )
)

/**
 * Order entry over WebSocket (`/v5/trade`): `order.create`, `order.amend`, `order.cancel` and the batch ops as
 * Effects on the shared, authenticated trade connection. Each request carries a `reqId` unique on the connection and
 * resolves on the response with that `reqId`, failing with the same tagged errors as REST. A request whose outcome
 * cannot be known (no reply before its deadline, the connection dropping or the scope closing after the write, an
 * interrupted write) fails with `OutcomeUnknown`, which names the `orderLinkId` to query; a reply that comes after
 * that is logged and dropped.
 *
 * @since 0.1.0
 */

import * as Context from "effect/Context"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as FiberId from "effect/FiberId"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as ParseResult from "effect/ParseResult"
import * as Queue from "effect/Queue"
import * as Random from "effect/Random"
import * as RcMap from "effect/RcMap"
import * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import type * as Classify from "../Errors/Classify.js"
import { InvalidParameters } from "../Errors/ConfigError.js"
import {
  type ApiError,
  DuplicateReqId,
  type ExchangeErrorInput,
  IpRateLimitExceeded,
  OperationNotFound,
  type ParamsError,
  PermissionDenied,
  type RateLimitExceeded,
  SessionRequestsTooFrequent,
  SystemFrequencyProtection,
  TimestampOutOfWindow,
  TooManySessions,
  TradeServiceInternalError,
  TradeServiceRestarting
} from "../Errors/ExchangeError.js"
import {
  OutcomeUnknown,
  type SocketAuthFailed,
  type SocketClosed,
  type SocketFatal,
  type SocketUnauthorized
} from "../Errors/SocketError.js"
import { DecodeError } from "../Errors/TransportError.js"
import type { UnexpectedExchangeError } from "../Errors/UnexpectedExchangeError.js"
import type * as Endpoint from "../Http/Endpoint.js"
import * as LazyFailure from "../Http/internal/lazyFailure.js"
import * as RateLimit from "../Http/RateLimit.js"
import * as Batch from "../Http/v5/Batch.js"
import * as Trade from "../Http/v5/Trade.js"
import { ClockOffset, type ClockOffsetService } from "../Layers/ClockOffset.js"
import type * as Credentials from "../Layers/Credentials.js"
import * as RateBudget from "../Layers/RateBudget.js"
import type { RateBudgetUnavailable } from "../Layers/RateBudgetStore.js"
import * as RequestDefaults from "../Layers/RequestDefaults.js"
import * as Spans from "../Observability/Spans.js"
import * as LazySchema from "../Schema/LazySchema.js"
import type * as Order from "../Schema/Order.js"
import { BybitSocket, type BybitSocketService } from "./BybitSocket.js"
import type * as Connection from "./Connection.js"
import type { ConnectionState } from "./ConnectionState.js"
import { IdentityKey, identityOf } from "./internal/identityKey.js"

/**
 * Service-wide options.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** How long a request waits for its reply before failing with `OutcomeUnknown`. Default 10 s. */
  readonly timeout?: Duration.DurationInput
  /** `X-BAPI-RECV-WINDOW` of every request, in ms. Default: the `recvWindow` given `Bybit.layer`, else 5000. */
  readonly recvWindow?: number
  /** `Referer` header (broker id); default: the one given `Bybit.layer`, else omitted. */
  readonly referer?: string
  /**
   * How long a credential set's trade session stays open after its last request, so the next order finds it
   * authenticated. Default 60 s.
   */
  readonly idleTimeToLive?: Duration.DurationInput
}

/**
 * Per-call overrides.
 *
 * @since 0.1.0
 * @category models
 */
export interface CallOptions {
  /** How long this request waits for its reply before failing with `OutcomeUnknown`. */
  readonly timeout?: Duration.DurationInput
}

/**
 * Defaults from the specification.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaults = {
  timeout: Duration.seconds(10),
  recvWindow: RequestDefaults.defaults.recvWindow,
  idleTimeToLive: Duration.seconds(60)
} as const

/**
 * The order-entry ops of `/v5/trade`.
 *
 * @since 0.1.0
 * @category models
 */
export type Op =
  | "order.create"
  | "order.amend"
  | "order.cancel"
  | "order.create-batch"
  | "order.amend-batch"
  | "order.cancel-batch"

/**
 * Errors every order-entry op can fail with: the codes every request can get (REST's common and signing codes that
 * apply to a trade session, and the codes `/v5/trade` adds), unknown codes as `ApiError`, parameters refused before
 * sending, an undecodable reply, an unknown outcome, and a trade connection that is unavailable or refused.
 *
 * @since 0.1.0
 * @category errors
 */
export type CommonError =
  | ApiError
  | UnexpectedExchangeError
  | Classify.Common
  | Classify.Signed
  | ParamsError
  | RateLimitExceeded
  | TimestampOutOfWindow
  | PermissionDenied
  | TooManySessions
  | TradeServiceInternalError
  | TradeServiceRestarting
  | IpRateLimitExceeded
  | OperationNotFound
  | SystemFrequencyProtection
  | SessionRequestsTooFrequent
  | DuplicateReqId
  | InvalidParameters
  | DecodeError
  | RateBudgetUnavailable
  | OutcomeUnknown
  | SocketClosed
  | SocketUnauthorized
  | SocketAuthFailed

/**
 * The error channel of an op: the catalogue errors its REST endpoint documents, and the common ones.
 *
 * @since 0.1.0
 * @category errors
 */
export type OpError<Ep> = Endpoint.Errors<Ep> | CommonError

/**
 * The errors of `order.create`.
 *
 * @since 0.1.0
 * @category errors
 */
export type CreateError = OpError<typeof Trade.create>

/**
 * The errors of `order.amend`.
 *
 * @since 0.1.0
 * @category errors
 */
export type AmendError = OpError<typeof Trade.amend>

/**
 * The errors of `order.cancel`.
 *
 * @since 0.1.0
 * @category errors
 */
export type CancelError = OpError<typeof Trade.cancel>

/**
 * The errors of `order.create-batch` (a whole batch refused; per-item failures are in the result).
 *
 * @since 0.1.0
 * @category errors
 */
export type BatchCreateError = OpError<typeof Trade.createBatch>

/**
 * The errors of `order.amend-batch`.
 *
 * @since 0.1.0
 * @category errors
 */
export type BatchAmendError = OpError<typeof Trade.amendBatch>

/**
 * The errors of `order.cancel-batch`.
 *
 * @since 0.1.0
 * @category errors
 */
export type BatchCancelError = OpError<typeof Trade.cancelBatch>

/**
 * The order-entry service.
 *
 * @since 0.1.0
 * @category models
 */
export interface TradeApiService {
  /** `order.create`: the acknowledgement `{orderId, orderLinkId}`; fills arrive on the private `order` stream. */
  readonly createOrder: (
    params: Order.OrderCreateRequest,
    options?: CallOptions
  ) => Effect.Effect<Order.OrderId, CreateError>
  /** `order.amend`. */
  readonly amendOrder: (
    params: Order.OrderAmendRequest,
    options?: CallOptions
  ) => Effect.Effect<Order.OrderId, AmendError>
  /** `order.cancel`. */
  readonly cancelOrder: (
    params: Order.OrderCancelRequest,
    options?: CallOptions
  ) => Effect.Effect<Order.OrderId, CancelError>
  /**
   * `order.create-batch` (at most 10 spot or 20 other orders): one result per item, in request order, as the REST
   * batch calls answer.
   */
  readonly batchCreate: (
    params: Order.BatchCreateRequest,
    options?: CallOptions
  ) => Effect.Effect<ReadonlyArray<Batch.BatchItemResult>, BatchCreateError>
  /** `order.amend-batch`. */
  readonly batchAmend: (
    params: Order.BatchAmendRequest,
    options?: CallOptions
  ) => Effect.Effect<ReadonlyArray<Batch.BatchItemResult>, BatchAmendError>
  /** `order.cancel-batch`. */
  readonly batchCancel: (
    params: Order.BatchCancelRequest,
    options?: CallOptions
  ) => Effect.Effect<ReadonlyArray<Batch.BatchItemResult>, BatchCancelError>
}

/**
 * The order-entry service.
 *
 * @since 0.1.0
 * @category tags
 */
export class TradeApi extends /*#__PURE__*/ Context.Tag("effect-bybit/TradeApi")<TradeApi, TradeApiService>() {}

/** The reply frame of an order op (fields the client reads). */
const Reply = /*#__PURE__*/ LazySchema.make(() =>
  Schema.Struct({
    reqId: Schema.String,
    retCode: Schema.Number,
    retMsg: Schema.String,
    op: Schema.String,
    data: Schema.optional(Schema.Unknown),
    retExtInfo: Schema.optional(Schema.Unknown),
    header: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
  })
)
type Reply = typeof Reply.Type
const decodeReply = /*#__PURE__*/ LazySchema.decoder(() => Schema.decodeUnknownEither(Reply))

/** How a pending request ended before its deadline: its reply, or the loss of the connection it was written on. */
type Verdict =
  | { readonly _tag: "Reply"; readonly frame: Connection.Frame }
  | { readonly _tag: "Lost"; readonly reason: string }

interface Pending {
  readonly verdict: Deferred.Deferred<Verdict>
  /** The trade session it was written on. */
  readonly conn: Connection.Connection
  /** Set once the frame was handed to the socket: only then can a dropped connection have taken it along. */
  sent: boolean
}

/** What one op needs: its wire name, its REST endpoint (request schema, documented errors) and its result. */
interface Spec<P, A, E> {
  readonly op: Op
  readonly endpoint: { readonly request: Schema.Schema<P, unknown>; readonly errors: ReadonlyArray<unknown> }
  /** Checks beyond the schema (batch sizes). */
  readonly check: (params: P) => Option.Option<{ readonly path: string; readonly detail: string }>
  readonly result: (reply: Reply, params: P) => Either.Either<A, DecodeError>
  /** Ids to name in `OutcomeUnknown`. */
  readonly ids: (params: P) => { readonly orderLinkId: string | undefined; readonly note: string }
  /** Type only: the catalogue errors the op documents. */
  readonly _E?: E
}

// the codes /v5/trade adds or reads its own way, which every op can get (REST's common and signed sets apply too)
const tradeCommon: ReadonlyArray<unknown> = [
  TimestampOutOfWindow,
  PermissionDenied,
  TooManySessions,
  TradeServiceInternalError,
  TradeServiceRestarting,
  IpRateLimitExceeded,
  OperationNotFound,
  SystemFrequencyProtection,
  SessionRequestsTooFrequent,
  DuplicateReqId
]

const issuePath = (path: ReadonlyArray<PropertyKey>, prefix: string): string =>
  path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`), prefix)

const parseErrorInfo = (error: ParseResult.ParseError, prefix: string): { path: string; detail: string } => {
  const first = ParseResult.ArrayFormatter.formatErrorSync(error)[0]
  return first === undefined
    ? { path: prefix, detail: error.message }
    : { path: issuePath(first.path, prefix), detail: first.message }
}

const withoutUndefined = (params: unknown): unknown => {
  if (typeof params !== "object" || params === null || Array.isArray(params)) return params
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) Object.defineProperty(out, key, { value, enumerable: true, writable: true })
  }
  return out
}

const decodeData =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (reply: Reply, path: string): Either.Either<A, DecodeError> =>
    Either.mapLeft(
      Schema.decodeUnknownEither(schema)(reply.data),
      (error) => new DecodeError({ endpoint: reply.op, ...parseErrorInfo(error, path) })
    )

const traceId = (reply: Reply): string | undefined => {
  const id = reply.header?.Traceid
  return typeof id === "string" ? id : undefined
}

const single = <
  Name extends string,
  P extends { readonly orderLinkId?: string | undefined; readonly orderId?: string | undefined },
  PI,
  RI,
  E
>(
  op: Op,
  endpoint: Endpoint.Endpoint<Name, "private", P, PI, Order.OrderId, RI, E>
): Spec<P, Order.OrderId, E> => ({
  op,
  endpoint: endpoint as Spec<P, Order.OrderId, E>["endpoint"],
  check: () => Option.none(),
  result: (reply) => decodeData(endpoint.response)(reply, "$.data"),
  ids: (params) => ({
    orderLinkId: params.orderLinkId,
    note: params.orderLinkId === undefined && params.orderId !== undefined ? ` (orderId ${params.orderId})` : ""
  })
})

const batch = <
  Name extends string,
  P extends {
    readonly category: Order.BatchCreateRequest["category"]
    readonly request: ReadonlyArray<{
      readonly orderLinkId?: string | undefined
      readonly orderId?: string | undefined
    }>
  },
  PI,
  RI,
  E
>(
  op: Op,
  endpoint: Endpoint.Endpoint<Name, "private", P, PI, Order.BatchResult, RI, E>
): Spec<P, ReadonlyArray<Batch.BatchItemResult>, E> => ({
  op,
  endpoint: endpoint as Spec<P, ReadonlyArray<Batch.BatchItemResult>, E>["endpoint"],
  check: (params) => {
    const most = Batch.maxBatchSize(params.category)
    if (params.request.length === 0) return Option.some({ path: "params.request", detail: "no items" })
    return params.request.length > most
      ? Option.some({
          path: "params.request",
          detail: `${params.request.length} items; a ${params.category} batch takes at most ${most}`
        })
      : Option.none()
  },
  result: (reply, params) =>
    Either.flatMap(decodeData(endpoint.response)(reply, "$.data"), (result) => {
      const requestId = traceId(reply)
      return Batch.itemResults(
        reply.op,
        { result, extInfo: reply.retExtInfo, requestId: Option.fromNullable(requestId) },
        params.request.length
      )
    }),
  ids: (params) => {
    const links = params.request.flatMap((item) => (item.orderLinkId === undefined ? [] : [item.orderLinkId]))
    return links.length === 1 && params.request.length === 1
      ? { orderLinkId: links[0], note: "" }
      : { orderLinkId: undefined, note: links.length === 0 ? "" : ` (orderLinkIds ${links.join(",")})` }
  }
})

const specs = {
  create: single("order.create", Trade.create),
  amend: single("order.amend", Trade.amend),
  cancel: single("order.cancel", Trade.cancel),
  createBatch: batch("order.create-batch", Trade.createBatch),
  amendBatch: batch("order.amend-batch", Trade.amendBatch),
  cancelBatch: batch("order.cancel-batch", Trade.cancelBatch)
}

// What a running service holds: its dependencies and settings, the requests waiting for their replies, and one
// trade session per API key.
interface Live {
  readonly socket: BybitSocketService
  readonly clock: ClockOffsetService
  readonly budget: Option.Option<RateBudget.RateBudgetService>
  readonly referer: string | undefined
  readonly defaultTimeout: Duration.Duration
  readonly recvWindow: string
  // A prefix per service keeps our reqIds apart from the connection's pings and from other services on it; the
  // counter never resets, so an id is never reused on any session of the connection.
  readonly prefix: string
  counter: number
  readonly pending: Map<string, Pending>
  sessions: RcMap.RcMap<IdentityKey, Connection.Connection, SocketFatal> | undefined
}

// Answers every waiting request `which` selects with the loss of its connection.
const lose = (live: Live, which: (entry: Pending) => boolean, reason: string) =>
  Effect.sync(() => {
    for (const [reqId, entry] of live.pending) {
      if (!which(entry)) continue
      live.pending.delete(reqId)
      Deferred.unsafeDone(entry.verdict, Effect.succeed({ _tag: "Lost", reason }))
    }
  })

// One API key's trade session: its connection, its replies routed to the waiting requests, and a watch on its
// state: a socket that goes down takes the requests written on it along (their replies can never come); unsent
// ones wait for the reconnect.
const openSession = (live: Live, onFrame: Connection.Listener) => (key: IdentityKey) =>
  Effect.gen(function* () {
    const conn = yield* live.socket.connectionOf("trade", key.credentials)
    yield* conn.onUntopical(onFrame)
    const watching = yield* Deferred.make<void>()
    let previous: ConnectionState | undefined
    yield* Effect.forkScoped(
      Effect.interruptible(
        Stream.runForEach(conn.state.changes, (state) =>
          Effect.suspend(() => {
            const was = previous
            previous = state
            const ready = Deferred.succeed(watching, undefined)
            if (was !== "connected" || state === "connected") return ready
            const reason = state === "closing" ? "the trade connection was closed" : "the trade connection dropped"
            return Effect.zipRight(
              ready,
              lose(live, (entry) => entry.sent && entry.conn === conn, reason)
            )
          })
        )
      )
    )
    // `changes` emits the current state first: once seen, no transition can be missed
    yield* Deferred.await(watching)
    return conn
  })

// The request's wire parameters, checked as REST checks them (nothing is sent when they fail).
const encode = <P, A, E>(spec: Spec<P, A, E>, params: P) =>
  Effect.gen(function* () {
    const encoded = yield* Schema.encodeUnknown(spec.endpoint.request, { onExcessProperty: "error" })(
      withoutUndefined(params)
    ).pipe(Effect.mapError((error) => new InvalidParameters({ endpoint: spec.op, ...parseErrorInfo(error, "params") })))
    const refused = spec.check(params)
    if (Option.isSome(refused)) return yield* new InvalidParameters({ endpoint: spec.op, ...refused.value })
    return encoded as Readonly<Record<string, unknown>>
  })

// WebSocket order entry and REST share the account's per-group limits: the draw of this request, if budgeted.
const drawOf = <P, A, E>(
  live: Live,
  spec: Spec<P, A, E>,
  wire: Readonly<Record<string, unknown>>,
  credentials: Option.Option<Credentials.ApiCredentials>
): RateBudget.Draw | undefined =>
  Option.isNone(live.budget) || Option.isNone(credentials)
    ? undefined
    : {
        group: (spec.endpoint as unknown as Endpoint.Any).rateGroup,
        category: typeof wire.category === "string" ? wire.category : undefined,
        isRead: false,
        cost: RateBudget.costOf(wire),
        account: RateBudget.accountOf(credentials.value.apiKey)
      }

// Writes the frame and waits for its reply, its loss or its deadline. The write may already have left when it fails
// (or is interrupted by the deadline): then the outcome is unknown.
const exchangeFrame = (
  live: Live,
  conn: Connection.Connection,
  reqId: string,
  frame: string,
  timeout: Duration.Duration,
  outcomeUnknown: (reason: string) => OutcomeUnknown
) =>
  Effect.gen(function* () {
    const entry: Pending = { verdict: Deferred.unsafeMake<Verdict>(FiberId.none), conn, sent: false }
    live.pending.set(reqId, entry)
    const write = conn.send(frame).pipe(
      Effect.catchTag("SocketClosed", (error) => Effect.fail(outcomeUnknown(`the write failed: ${error.reason}`))),
      Effect.zipRight(
        Effect.sync(() => {
          entry.sent = true
        })
      ),
      Effect.zipRight(Effect.never)
    )
    const verdict = yield* Effect.raceFirst(write, Deferred.await(entry.verdict)).pipe(
      Effect.timeoutFail({
        duration: timeout,
        onTimeout: () => outcomeUnknown(`no reply within ${Duration.format(timeout)}`)
      }),
      Effect.ensuring(Effect.sync(() => live.pending.delete(reqId)))
    )
    if (verdict._tag === "Lost") return yield* outcomeUnknown(verdict.reason)
    return verdict.frame
  })

const call = <P, A, E>(
  live: Live,
  spec: Spec<P, A, E>,
  params: P,
  callOptions: CallOptions | undefined
): Effect.Effect<A, E | CommonError> =>
  // scoped: the request holds its trade session until it has its answer
  Effect.scoped(
    Effect.gen(function* () {
      // the op's span (Effect.fn below): what was asked, never the signed session or its key
      yield* Effect.annotateCurrentSpan(Spans.Attributes.op, spec.op)
      const wire = yield* encode(spec, params)
      if (typeof wire.category === "string") yield* Effect.annotateCurrentSpan(Spans.Attributes.category, wire.category)
      // the session of the credentials in effect where the order is placed
      const credentials = yield* live.socket.credentials
      const conn = yield* RcMap.get(live.sessions!, new IdentityKey("trade", identityOf(credentials), credentials))
      const draw = drawOf(live, spec, wire, credentials)
      const sentAt =
        Option.isSome(live.budget) && draw !== undefined
          ? yield* live.budget.value
              .acquire(draw)
              .pipe(
                Effect.catchTag("IpBanned", (banned) =>
                  Effect.fail(new IpRateLimitExceeded({ code: 10403, message: banned.message, endpoint: spec.op }))
                )
              )
          : undefined
      const reqId = `${live.prefix}${(live.counter++).toString(36)}`
      yield* Effect.annotateCurrentSpan(Spans.Attributes.reqId, reqId)
      const ids = spec.ids(params)
      const outcomeUnknown = (reason: string) =>
        new OutcomeUnknown({
          op: spec.op,
          reqId,
          reason: `${reason}${ids.note}`,
          ...(ids.orderLinkId === undefined ? {} : { orderLinkId: ids.orderLinkId })
        })
      const header: Record<string, string> = {
        "X-BAPI-TIMESTAMP": String(yield* live.clock.now),
        "X-BAPI-RECV-WINDOW": live.recvWindow
      }
      if (live.referer !== undefined) header.Referer = live.referer
      const frame = JSON.stringify({ reqId, header, op: spec.op, args: [wire] })
      const timeout = callOptions?.timeout === undefined ? live.defaultTimeout : Duration.decode(callOptions.timeout)
      const replied = yield* exchangeFrame(live, conn, reqId, frame, timeout, outcomeUnknown)

      const reply = decodeReply(replied)
      if (Either.isLeft(reply)) {
        return yield* new DecodeError({ endpoint: spec.op, ...parseErrorInfo(reply.left, "$") })
      }
      yield* Effect.annotateCurrentSpan(Spans.Attributes.retCode, reply.right.retCode)
      if (Option.isSome(live.budget) && draw !== undefined) {
        yield* correctBudget(live.budget.value, draw, reply.right, live.clock, sentAt)
      }
      if (reply.right.retCode !== 0) return yield* Effect.flip(exchangeError(spec, reply.right))
      return yield* spec.result(reply.right, params)
    })
  )

/**
 * Builds the service. Each request goes out on the trade session of the credentials in effect where it is made
 * (`Credentials.withCredentials`): one authenticated socket per API key, opened by its first request and closed
 * `idleTimeToLive` after its last one; closing the service's scope closes them all and fails every waiting request
 * with `OutcomeUnknown`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (
  options: Options = {}
): Effect.Effect<TradeApiService, never, Scope.Scope | BybitSocket | ClockOffset> =>
  Effect.gen(function* () {
    const shared = yield* RequestDefaults.current
    const live: Live = {
      socket: yield* BybitSocket,
      clock: yield* ClockOffset,
      // the shared budget when the composition provides one, drawn on the account of the credentials in effect
      budget: yield* Effect.serviceOption(RateBudget.RateBudget),
      // the service's own options win; then the settings Bybit.layer shares with REST (recvWindow, referer)
      referer: options.referer ?? shared.referer,
      defaultTimeout: Duration.decode(options.timeout ?? defaults.timeout),
      recvWindow: String(options.recvWindow ?? shared.recvWindow ?? defaults.recvWindow),
      prefix: `t${(yield* Random.nextIntBetween(0, 36 ** 5)).toString(36)}-`,
      counter: 0,
      pending: new Map(),
      sessions: undefined
    }
    const late = yield* Queue.unbounded<Connection.Frame>()
    yield* Effect.forkScoped(
      Effect.forever(
        Effect.flatMap(Queue.take(late), (frame) =>
          Effect.logWarning(
            `TradeApi: late reply to ${String(frame.op)} ${String(frame.reqId)} (retCode ${String(frame.retCode)}) dropped`
          ).pipe(Effect.annotateLogs({ reqId: String(frame.reqId), op: String(frame.op) }))
        )
      )
    )
    // Runs in the socket's message handler: resolve, or hand a reply nobody waits for to the logger.
    const onFrame: Connection.Listener = (frame) => {
      const reqId = frame.reqId
      if (typeof reqId !== "string" || !reqId.startsWith(live.prefix)) return
      const entry = live.pending.get(reqId)
      if (entry === undefined) {
        late.unsafeOffer(frame)
        return
      }
      live.pending.delete(reqId)
      Deferred.unsafeDone(entry.verdict, Effect.succeed({ _tag: "Reply", frame }))
    }
    yield* Effect.addFinalizer(() => lose(live, () => true, "the trade API's scope was closed"))
    // One trade session per API key, held while requests use it and `idleTimeToLive` after. An environment without
    // a trade WebSocket fails every request with the reason.
    live.sessions = yield* RcMap.make({
      lookup: openSession(live, onFrame),
      idleTimeToLive: options.idleTimeToLive ?? defaults.idleTimeToLive
    })
    return {
      createOrder: Effect.fn(Spans.tradeSpans.createOrder)(function* (params, callOptions) {
        return yield* call(live, specs.create, params, callOptions)
      }),
      amendOrder: Effect.fn(Spans.tradeSpans.amendOrder)(function* (params, callOptions) {
        return yield* call(live, specs.amend, params, callOptions)
      }),
      cancelOrder: Effect.fn(Spans.tradeSpans.cancelOrder)(function* (params, callOptions) {
        return yield* call(live, specs.cancel, params, callOptions)
      }),
      batchCreate: Effect.fn(Spans.tradeSpans.batchCreate)(function* (params, callOptions) {
        return yield* call(live, specs.createBatch, params, callOptions)
      }),
      batchAmend: Effect.fn(Spans.tradeSpans.batchAmend)(function* (params, callOptions) {
        return yield* call(live, specs.amendBatch, params, callOptions)
      }),
      batchCancel: Effect.fn(Spans.tradeSpans.batchCancel)(function* (params, callOptions) {
        return yield* call(live, specs.cancelBatch, params, callOptions)
      })
    } satisfies TradeApiService
  })

/** The `X-Bapi-Limit*` values of a reply's `header`, as REST reads them from its response headers. */
const limitOf = (reply: Reply): Option.Option<RateLimit.RateLimitStatus> => {
  const header = reply.header
  if (header === undefined) return Option.none()
  const text: Record<string, string> = {}
  for (const [name, value] of Object.entries(header)) {
    if (typeof value === "string" || typeof value === "number") text[name.toLowerCase()] = String(value)
  }
  return RateLimit.fromHeaders(text)
}

/**
 * Corrects the shared budget from a reply, as REST does from its headers: the server's count of the group (its reset
 * time moved onto our clock), and on 10006 a pause until that reset.
 */
const correctBudget = (
  budget: RateBudget.RateBudgetService,
  draw: RateBudget.Draw,
  reply: Reply,
  clock: ClockOffsetService,
  sentAt: number | undefined
): Effect.Effect<void> =>
  Effect.gen(function* () {
    const status = limitOf(reply)
    const offset = yield* clock.offset
    if (Option.isSome(status)) {
      const { limit, remaining, resetAt } = status.value
      yield* budget.observe(draw, { limit, remaining, resetAt: resetAt - offset, sentAt })
    }
    if (reply.retCode === 10006) {
      yield* budget.pause(draw, Option.isSome(status) ? status.value.resetAt - offset : undefined)
    }
  })

/** The error of a refused request (see `Classify`). */
const exchangeError = <P, A, E>(spec: Spec<P, A, E>, reply: Reply): Effect.Effect<E | CommonError> => {
  const requestId = traceId(reply)
  const input: ExchangeErrorInput = {
    code: reply.retCode,
    message: reply.retMsg,
    endpoint: spec.op,
    ...(requestId === undefined ? {} : { requestId }),
    ...(reply.retExtInfo === undefined ? {} : { extInfo: reply.retExtInfo })
  }
  // as on REST: documented and common codes by their tags, other catalogued codes wrapped, unknown ones as ApiError
  return LazyFailure.classify("trade", input, [...spec.endpoint.errors, ...tradeCommon], true) as Effect.Effect<
    E | CommonError
  >
}

/**
 * The service as a layer.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<TradeApi, never, BybitSocket | ClockOffset> =>
  Layer.scoped(TradeApi, make(options))

/**
 * Places an order over WebSocket.
 *
 * @since 0.1.0
 * @category trade
 */
export const createOrder = (
  params: Order.OrderCreateRequest,
  options?: CallOptions
): Effect.Effect<Order.OrderId, CreateError, TradeApi> =>
  Effect.flatMap(TradeApi, (api) => api.createOrder(params, options))

/**
 * Amends an order over WebSocket.
 *
 * @since 0.1.0
 * @category trade
 */
export const amendOrder = (
  params: Order.OrderAmendRequest,
  options?: CallOptions
): Effect.Effect<Order.OrderId, AmendError, TradeApi> =>
  Effect.flatMap(TradeApi, (api) => api.amendOrder(params, options))

/**
 * Cancels an order over WebSocket.
 *
 * @since 0.1.0
 * @category trade
 */
export const cancelOrder = (
  params: Order.OrderCancelRequest,
  options?: CallOptions
): Effect.Effect<Order.OrderId, CancelError, TradeApi> =>
  Effect.flatMap(TradeApi, (api) => api.cancelOrder(params, options))

/**
 * Places a batch of orders over WebSocket.
 *
 * @since 0.1.0
 * @category trade
 */
export const batchCreate = (
  params: Order.BatchCreateRequest,
  options?: CallOptions
): Effect.Effect<ReadonlyArray<Batch.BatchItemResult>, BatchCreateError, TradeApi> =>
  Effect.flatMap(TradeApi, (api) => api.batchCreate(params, options))

/**
 * Amends a batch of orders over WebSocket.
 *
 * @since 0.1.0
 * @category trade
 */
export const batchAmend = (
  params: Order.BatchAmendRequest,
  options?: CallOptions
): Effect.Effect<ReadonlyArray<Batch.BatchItemResult>, BatchAmendError, TradeApi> =>
  Effect.flatMap(TradeApi, (api) => api.batchAmend(params, options))

/**
 * Cancels a batch of orders over WebSocket.
 *
 * @since 0.1.0
 * @category trade
 */
export const batchCancel = (
  params: Order.BatchCancelRequest,
  options?: CallOptions
): Effect.Effect<ReadonlyArray<Batch.BatchItemResult>, BatchCancelError, TradeApi> =>
  Effect.flatMap(TradeApi, (api) => api.batchCancel(params, options))

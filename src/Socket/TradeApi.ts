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
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Queue from "effect/Queue"
import * as Random from "effect/Random"
import * as RcMap from "effect/RcMap"
import type * as Scope from "effect/Scope"
import type * as Endpoint from "../Http/Endpoint.js"
import type * as Batch from "../Http/v5/Batch.js"
import type * as Trade from "../Http/v5/Trade.js"
import { ClockOffset } from "../Layers/ClockOffset.js"
import * as RateBudget from "../Layers/RateBudget.js"
import * as RequestDefaults from "../Layers/RequestDefaults.js"
import * as Spans from "../Observability/Spans.js"
import type * as Order from "../Schema/Order.js"
import { BybitSocket } from "./BybitSocket.js"
import type * as Connection from "./Connection.js"
import * as TradeOps from "./internal/tradeOps.js"
import type { CallOptions, CommonError } from "./TradeRequest.js"
import * as TradeSession from "./TradeSession.js"

export type {
  /** @since 0.1.0 */
  CallOptions,
  /** @since 0.1.0 */
  CommonError,
  /** @since 0.1.0 */
  Op
} from "./TradeRequest.js"

/**
 * Service-wide options.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** How long a request waits for its reply before failing with `OutcomeUnknown`. Default 10 s. */
  readonly timeout?: Duration.Input
  /** `X-BAPI-RECV-WINDOW` of every request, in ms. Default: the `recvWindow` given `Bybit.layer`, else 5000. */
  readonly recvWindow?: number
  /** `Referer` header (broker id); default: the one given `Bybit.layer`, else omitted. */
  readonly referer?: string
  /**
   * How long a credential set's trade session stays open after its last request, so the next order finds it
   * authenticated. Default 60 s.
   */
  readonly idleTimeToLive?: Duration.Input
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
export class TradeApi extends Context.Service<TradeApi, TradeApiService>()("effect-bybit/TradeApi") {}

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
    const live: TradeSession.Live = {
      socket: yield* BybitSocket,
      clock: yield* ClockOffset,
      // the shared budget when the composition provides one, drawn on the account of the credentials in effect
      budget: yield* Effect.serviceOption(RateBudget.RateBudget),
      // the service's own options win; then the settings Bybit.layer shares with REST (recvWindow, referer)
      referer: options.referer ?? shared.referer,
      defaultTimeout: Duration.fromInputUnsafe(options.timeout ?? defaults.timeout),
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
        Queue.offerUnsafe(late, frame)
        return
      }
      live.pending.delete(reqId)
      Deferred.doneUnsafe(entry.verdict, Exit.succeed({ _tag: "Reply", frame }))
    }
    yield* Effect.addFinalizer(() => TradeSession.lose(live, () => true, "the trade API's scope was closed"))
    // One trade session per API key, held while requests use it and `idleTimeToLive` after. An environment without
    // a trade WebSocket fails every request with the reason.
    live.sessions = yield* RcMap.make({
      lookup: TradeSession.openSession(live, onFrame),
      idleTimeToLive: options.idleTimeToLive ?? defaults.idleTimeToLive
    })
    return {
      createOrder: Effect.fn(Spans.tradeSpans.createOrder)(function* (params, callOptions) {
        return yield* TradeSession.call(live, TradeOps.specs.create, params, callOptions)
      }),
      amendOrder: Effect.fn(Spans.tradeSpans.amendOrder)(function* (params, callOptions) {
        return yield* TradeSession.call(live, TradeOps.specs.amend, params, callOptions)
      }),
      cancelOrder: Effect.fn(Spans.tradeSpans.cancelOrder)(function* (params, callOptions) {
        return yield* TradeSession.call(live, TradeOps.specs.cancel, params, callOptions)
      }),
      batchCreate: Effect.fn(Spans.tradeSpans.batchCreate)(function* (params, callOptions) {
        return yield* TradeSession.call(live, TradeOps.specs.createBatch, params, callOptions)
      }),
      batchAmend: Effect.fn(Spans.tradeSpans.batchAmend)(function* (params, callOptions) {
        return yield* TradeSession.call(live, TradeOps.specs.amendBatch, params, callOptions)
      }),
      batchCancel: Effect.fn(Spans.tradeSpans.batchCancel)(function* (params, callOptions) {
        return yield* TradeSession.call(live, TradeOps.specs.cancelBatch, params, callOptions)
      })
    } satisfies TradeApiService
  })

/**
 * The service as a layer.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<TradeApi, never, BybitSocket | ClockOffset> =>
  Layer.effect(TradeApi, make(options))

/**
 * Places an order over WebSocket.
 *
 * @example
 * ```ts
 * import { Bybit, BybitSocket, Environment, TradeApi } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 *
 * // order entry over the trade WebSocket, on the emulator's demo key
 * const client = TradeApi.layer().pipe(
 *   Layer.provideMerge(BybitSocket.layer()),
 *   Layer.provideMerge(
 *     Bybit.layer({
 *       environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" }),
 *       credentials: { apiKey: "<apiKey>", apiSecret: "<apiSecret>" }
 *     })
 *   ),
 *   Layer.provide(Node.layer)
 * )
 *
 * const program = Effect.gen(function* () {
 *   const placed = yield* TradeApi.createOrder({
 *     category: "linear",
 *     symbol: "BTCUSDT",
 *     side: "Buy",
 *     orderType: "Limit",
 *     qty: "0.001",
 *     price: "20000",
 *     orderLinkId: "ws-example-1"
 *   })
 *   yield* TradeApi.cancelOrder({ category: "linear", symbol: "BTCUSDT", orderId: placed.orderId })
 * })
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
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

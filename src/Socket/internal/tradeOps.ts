/**
 * The order-entry ops of `/v5/trade` as data: what each op sends (its REST endpoint's request schema, checked as
 * REST checks it), how its reply is read (result, rate-limit header, refusal as a tagged error) and which ids name
 * it in `OutcomeUnknown`. `TradeApi` runs them on a trade session (`tradeSession`).
 *
 * @since 0.2.0
 * @internal
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import { InvalidParameters } from "../../Errors/ConfigError.js"
import type { ExchangeErrorInput } from "../../Errors/ExchangeError.js"
import { IpRateLimitExceeded } from "../../Errors/exchange/Common.js"
import { PermissionDenied, TimestampOutOfWindow } from "../../Errors/exchange/Signed.js"
import {
  DuplicateReqId,
  OperationNotFound,
  SessionRequestsTooFrequent,
  SystemFrequencyProtection,
  TooManySessions,
  TradeServiceInternalError,
  TradeServiceRestarting
} from "../../Errors/exchange/TradeChannel.js"
import { DecodeError } from "../../Errors/TransportError.js"
import type * as Endpoint from "../../Http/Endpoint.js"
import type { RateLimitStatus } from "../../Http/Pipeline.js"
import * as RateLimit from "../../Http/RateLimit.js"
import * as Classify from "../../Http/stages/classify.js"
import * as Batch from "../../Http/v5/Batch.js"
import * as Trade from "../../Http/v5/Trade.js"
import * as LazySchema from "../../Schema/LazySchema.js"
import type * as Order from "../../Schema/Order.js"
import type { CommonError, Op } from "../TradeRequest.js"

/**
 * The reply frame of an order op (fields the client reads).
 *
 * @since 0.2.0
 * @internal
 */
export const Reply = LazySchema.make(() =>
  Schema.Struct({
    reqId: Schema.String,
    retCode: Schema.Number,
    retMsg: Schema.String,
    op: Schema.String,
    data: Schema.optional(Schema.Unknown),
    retExtInfo: Schema.optional(Schema.Unknown),
    header: Schema.optional(Schema.Record(Schema.String, Schema.Unknown))
  })
)

/**
 * The reply frame, decoded.
 *
 * @since 0.2.0
 * @internal
 */
export type Reply = typeof Reply.Type

/**
 * Decodes a reply frame.
 *
 * @since 0.2.0
 * @internal
 */
export const decodeReply = LazySchema.decoder(() => Schema.decodeUnknownResult(Reply))

/**
 * What one op needs: its wire name, its REST endpoint (request schema, documented errors) and its result.
 *
 * @since 0.2.0
 * @internal
 */
export interface Spec<P, A, E> {
  readonly op: Op
  readonly endpoint: { readonly request: Schema.Codec<P, unknown>; readonly errors: ReadonlyArray<unknown> }
  /** Checks beyond the schema (batch sizes). */
  readonly check: (params: P) => Option.Option<{ readonly path: string; readonly detail: string }>
  readonly result: (reply: Reply, params: P) => Result.Result<A, DecodeError>
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

const issuePath = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>, prefix: string): string =>
  path.reduce<string>((acc, segment) => {
    const key = typeof segment === "object" ? segment.key : segment
    return typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`
  }, prefix)

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * The first issue of a schema error as a path under `prefix` and its message.
 *
 * @since 0.2.0
 * @internal
 */
export const parseErrorInfo = (error: Schema.SchemaError, prefix: string): { path: string; detail: string } => {
  const first = formatIssues(error.issue).issues[0]
  return first === undefined
    ? { path: prefix, detail: error.message }
    : { path: issuePath(first.path ?? [], prefix), detail: first.message }
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
  <A, I>(schema: Schema.Codec<A, I>) =>
  (reply: Reply, path: string): Result.Result<A, DecodeError> =>
    Result.mapError(
      Schema.decodeUnknownResult(schema)(reply.data),
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
    Result.flatMap(decodeData(endpoint.response)(reply, "$.data"), (result) => {
      const requestId = traceId(reply)
      return Batch.itemResults(
        reply.op,
        { result, extInfo: reply.retExtInfo, requestId: Option.fromNullishOr(requestId) },
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

/**
 * The six ops.
 *
 * @since 0.2.0
 * @internal
 */
export const specs = {
  create: single("order.create", Trade.create),
  amend: single("order.amend", Trade.amend),
  cancel: single("order.cancel", Trade.cancel),
  createBatch: batch("order.create-batch", Trade.createBatch),
  amendBatch: batch("order.amend-batch", Trade.amendBatch),
  cancelBatch: batch("order.cancel-batch", Trade.cancelBatch)
}

/**
 * The request's wire parameters, checked as REST checks them (nothing is sent when they fail).
 *
 * @since 0.2.0
 * @internal
 */
export const encode = <P, A, E>(spec: Spec<P, A, E>, params: P) =>
  Effect.gen(function* () {
    const encoded = yield* Schema.encodeUnknownEffect(spec.endpoint.request, { onExcessProperty: "error" })(
      withoutUndefined(params)
    ).pipe(Effect.mapError((error) => new InvalidParameters({ endpoint: spec.op, ...parseErrorInfo(error, "params") })))
    const refused = spec.check(params)
    if (Option.isSome(refused)) return yield* new InvalidParameters({ endpoint: spec.op, ...refused.value })
    return encoded as Readonly<Record<string, unknown>>
  })

/**
 * The `X-Bapi-Limit*` values of a reply's `header`, as REST reads them from its response headers.
 *
 * @since 0.2.0
 * @internal
 */
export const limitOf = (reply: Reply): Option.Option<RateLimitStatus> => {
  const header = reply.header
  if (header === undefined) return Option.none()
  const text: Record<string, string> = {}
  for (const [name, value] of Object.entries(header)) {
    if (typeof value === "string" || typeof value === "number") text[name.toLowerCase()] = String(value)
  }
  return RateLimit.fromHeaders(text)
}

/**
 * The error of a refused request (see `Classify`).
 *
 * @since 0.2.0
 * @internal
 */
export const exchangeError = <P, A, E>(spec: Spec<P, A, E>, reply: Reply): Effect.Effect<E | CommonError> => {
  const requestId = traceId(reply)
  const input: ExchangeErrorInput = {
    code: reply.retCode,
    message: reply.retMsg,
    endpoint: spec.op,
    ...(requestId === undefined ? {} : { requestId }),
    ...(reply.retExtInfo === undefined ? {} : { extInfo: reply.retExtInfo })
  }
  // as on REST: documented and common codes by their tags, other catalogued codes wrapped, unknown ones as ApiError
  return Classify.classify("trade", input, [...spec.endpoint.errors, ...tradeCommon], true) as Effect.Effect<
    E | CommonError
  >
}

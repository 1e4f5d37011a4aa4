/**
 * Batch order entry: `batchSubmitOrders`, `batchAmendOrders`, `batchCancelOrders`. Each splits `request` into the
 * documented batch sizes (10 for spot, 20 otherwise), calls the endpoint per chunk in order, and answers one result
 * per request item, in request order: the acknowledgement, or the catalogue error of that item's
 * `retExtInfo.list` code (a batch succeeds as a whole even when some items fail).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Catalogue from "../../Errors/Catalogue.js"
import { InvalidParameters } from "../../Errors/ConfigError.js"
import type * as ExchangeError from "../../Errors/ExchangeError.js"
import { DecodeError } from "../../Errors/TransportError.js"
import type * as Enums from "../../Schema/Enums.js"
import * as Envelope from "../../Schema/Envelope.js"
import * as LazySchema from "../../Schema/LazySchema.js"
import type * as Order from "../../Schema/Order.js"
import * as Http from "../BybitHttp.js"
import type * as Endpoint from "../Endpoint.js"
import * as Trade from "./Trade.js"

/**
 * The most items one batch request may carry: 10 for spot, 20 for linear, inverse and option.
 *
 * @since 0.1.0
 * @category constants
 */
export const maxBatchSize = (category: Enums.Category): number => (category === "spot" ? 10 : 20)

/**
 * One item's outcome: `Right` with the acknowledgement, or `Left` with the exchange error for that item.
 *
 * @since 0.1.0
 * @category models
 */
export type BatchItemResult = Result.Result<Order.BatchOrderAck, ExchangeError.ExchangeError>

/**
 * The error channel of a batch callable: the endpoint's call errors (a whole chunk refused, e.g. rate limited).
 *
 * @since 0.1.0
 * @category models
 */
export type BatchError<Ep> = Http.CallError<"private", Endpoint.Errors<Ep>>

const decodeStatuses = LazySchema.decoder(() => Schema.decodeUnknownOption(Envelope.BatchExtInfo))

/**
 * Pairs a chunk's acknowledgements with its `retExtInfo.list` statuses.
 *
 * @since 0.1.0
 * @category utils
 */
export const itemResults = (
  path: string,
  response: Pick<Http.Response<Order.BatchResult>, "result" | "extInfo" | "requestId">,
  size: number
): Result.Result<ReadonlyArray<BatchItemResult>, DecodeError> => {
  const statuses = decodeStatuses(response.extInfo)
  const out: Array<BatchItemResult> = []
  for (let i = 0; i < size; i++) {
    const status = statuses._tag === "Some" ? statuses.value.list[i] : undefined
    const ack = response.result.list[i]
    if (status !== undefined && status.code !== 0) {
      out.push(
        Result.fail(
          Catalogue.fromCode("rest", {
            code: status.code,
            message: status.msg,
            endpoint: path,
            ...(response.requestId._tag === "Some" ? { requestId: response.requestId.value } : {})
          })
        )
      )
    } else if (ack !== undefined) {
      out.push(Result.succeed(ack))
    } else {
      return Result.fail(
        new DecodeError({ endpoint: path, path: `$.result.list[${i}]`, detail: "no result for this batch item" })
      )
    }
  }
  return Result.succeed(out)
}

const chunksOf = <A>(items: ReadonlyArray<A>, size: number): Array<ReadonlyArray<A>> => {
  const chunks: Array<ReadonlyArray<A>> = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks
}

const describe = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "an array" : typeof value === "string" ? "a string" : typeof value

/**
 * The batch's parameters, when they have the shape the chunking reads (an object whose `request` is an array);
 * anything else (what plain JavaScript may pass) is refused as `InvalidParameters`, nothing sent. The items and the
 * category are checked by the endpoint's schema, chunk by chunk.
 */
const batchOf = <Item>(
  path: string,
  params: unknown
): Result.Result<{ readonly category: Enums.Category; readonly request: ReadonlyArray<Item> }, InvalidParameters> => {
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    return Result.fail(
      new InvalidParameters({
        endpoint: path,
        path: "params",
        detail: `expected an object with category and request, got ${describe(params)}`
      })
    )
  }
  const { category, request } = params as { readonly category?: unknown; readonly request?: unknown }
  if (!Array.isArray(request)) {
    return Result.fail(
      new InvalidParameters({
        endpoint: path,
        path: "params.request",
        detail: `expected an array of orders, got ${describe(request)}`
      })
    )
  }
  return Result.succeed({ category: category as Enums.Category, request: request as ReadonlyArray<Item> })
}

const runChunked = <Item, Err>(
  path: string,
  params: unknown,
  call: (
    category: Enums.Category,
    chunk: ReadonlyArray<Item>
  ) => Effect.Effect<Http.Response<Order.BatchResult>, Err, Http.BybitHttp>
): Effect.Effect<ReadonlyArray<BatchItemResult>, Err | DecodeError | InvalidParameters, Http.BybitHttp> => {
  const batch = batchOf<Item>(path, params)
  if (Result.isFailure(batch)) return Effect.fail(batch.failure)
  const { category, request } = batch.success
  return Effect.map(
    // Sequential: the chunks share one per-second batch budget, and results must keep the request order.
    Effect.forEach(chunksOf(request, maxBatchSize(category)), (chunk) =>
      Effect.flatMap(call(category, chunk), (response) => Effect.fromResult(itemResults(path, response, chunk.length)))
    ),
    (parts) => parts.flat()
  )
}

/**
 * Places many orders: `POST /v5/order/create-batch`, split into batches of the documented size.
 *
 * @since 0.1.0
 * @category trade
 */
export const batchSubmitOrders = (
  params: Order.BatchCreateRequest,
  options?: Http.CallOptions
): Effect.Effect<ReadonlyArray<BatchItemResult>, BatchError<typeof Trade.createBatch>, Http.BybitHttp> =>
  Http.BybitHttp.use((http) =>
    runChunked(Trade.createBatch.path, params, (category, request: Order.BatchCreateRequest["request"]) =>
      http.callWithMeta(Trade.createBatch, { category, request }, options)
    )
  )

/**
 * Amends many orders: `POST /v5/order/amend-batch`, split into batches of the documented size.
 *
 * @since 0.1.0
 * @category trade
 */
export const batchAmendOrders = (
  params: Order.BatchAmendRequest,
  options?: Http.CallOptions
): Effect.Effect<ReadonlyArray<BatchItemResult>, BatchError<typeof Trade.amendBatch>, Http.BybitHttp> =>
  Http.BybitHttp.use((http) =>
    runChunked(Trade.amendBatch.path, params, (category, request: Order.BatchAmendRequest["request"]) =>
      http.callWithMeta(Trade.amendBatch, { category, request }, options)
    )
  )

/**
 * Cancels many orders: `POST /v5/order/cancel-batch`, split into batches of the documented size.
 *
 * @since 0.1.0
 * @category trade
 */
export const batchCancelOrders = (
  params: Order.BatchCancelRequest,
  options?: Http.CallOptions
): Effect.Effect<ReadonlyArray<BatchItemResult>, BatchError<typeof Trade.cancelBatch>, Http.BybitHttp> =>
  Http.BybitHttp.use((http) =>
    runChunked(Trade.cancelBatch.path, params, (category, request: Order.BatchCancelRequest["request"]) =>
      http.callWithMeta(Trade.cancelBatch, { category, request }, options)
    )
  )

/**
 * The endpoints this module defines: none (it drives `Trade.createBatch`, `Trade.amendBatch` and
 * `Trade.cancelBatch`, listed in `Trade.endpoints`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [] as const

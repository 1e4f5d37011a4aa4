/**
 * The order-creation check (`Retry.Plan.confirm`): after a failed send of an order carrying an `orderLinkId`, the order
 * is looked up (open orders, then history) before anything is re-sent. Part of the failure path (`failure`): loaded
 * with the retry policy, never with the program.
 *
 * @since 0.2.0
 * @internal
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import type * as Tracer from "effect/Tracer"
import type { InvalidCursor } from "../../Errors/ExchangeError.js"
import { DecodeError } from "../../Errors/TransportError.js"
import type * as Order from "../../Schema/Order.js"
import type { CallError, Response } from "../BybitHttp.js"
import type * as Endpoint from "../Endpoint.js"
import type { Executor, run as executorRun } from "./execute.js"
import * as OrderLookup from "./orderLookup.js"
import * as ParseErrors from "./parseErrors.js"

type Run = typeof executorRun

/** Finds an order by its orderLinkId: open orders first, then history. */
const lookupOrder = (
  ex: Executor,
  run: Run,
  wire: Readonly<Record<string, unknown>>,
  orderLinkId: string,
  span: Tracer.Span | undefined
): Effect.Effect<Option.Option<Response<unknown>>, CallError<"private", InvalidCursor>> => {
  const query = {
    category: wire.category as Order.OrderRealtimeRequest["category"],
    ...(typeof wire.symbol === "string" ? { symbol: wire.symbol } : {}),
    orderLinkId
  }
  // a lookup is an idempotent read under the same policy: re-sent on transient errors, and a 10006 waits for
  // its group's reset (the lookups meet the same budget as everything else)
  const find = (endpoint: typeof OrderLookup.openOrders | typeof OrderLookup.orderHistory) =>
    run(ex, endpoint, query, {}, span).pipe(
      Effect.map((response) => {
        const order = response.result.list.find((o) => o.orderLinkId === orderLinkId)
        return order === undefined
          ? Option.none<Response<unknown>>()
          : Option.some<Response<unknown>>({
              ...response,
              result: { orderId: order.orderId, orderLinkId: order.orderLinkId }
            })
      })
    )
  return Effect.flatMap(find(OrderLookup.openOrders), (open) =>
    Option.isSome(open) ? Effect.succeed(open) : find(OrderLookup.orderHistory)
  )
}

/**
 * The order-creation check of a call the executor found confirmable (an order creation with a link id): the order
 * is looked up after a failed send (`run` is the executor's call under the retry policy, passed in so this module
 * pulls no executor code into its chunk).
 *
 * @since 0.2.0
 * @internal
 */
export const confirmation = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  ex: Executor,
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
  raw: Readonly<Record<string, unknown>>,
  orderLinkId: string,
  span: Tracer.Span | undefined,
  run: Run
): Effect.Effect<Option.Option<Response<R>>, CallError<"private", InvalidCursor>> =>
  Effect.flatMap(lookupOrder(ex, run, raw, orderLinkId, span), (found) => {
    if (Option.isNone(found)) return Effect.succeed(Option.none())
    const decoded = ex.decoding.decoder(endpoint.response)(found.value.result)
    return Result.isFailure(decoded)
      ? Effect.fail(new DecodeError({ endpoint: endpoint.path, ...ParseErrors.info(decoded.failure, "$.result") }))
      : Effect.succeed(Option.some({ ...found.value, result: decoded.success }))
  })

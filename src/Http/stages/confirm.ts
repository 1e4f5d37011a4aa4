/**
 * The confirm stage: for an order creation that carries an `orderLinkId`, the lookup that confirms it after an
 * ambiguous failure, put on the call for the retry stage to run — the order looked up (open orders, then history) by
 * a call of its own down the stages below this one, under the same retry policy and budget as any other, and decoded
 * as the creation's result — before anything is re-sent.
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import { DecodeError } from "../../Errors/TransportError.js"
import type * as Decoding from "../../Schema/Decoding.js"
import type * as Order from "../../Schema/Order.js"
import * as OrderLookup from "../internal/orderLookup.js"
import * as ParseErrors from "../internal/parseErrors.js"
import * as Pipeline from "../Pipeline.js"

/** What the lookups answer (their result schema's type, `orderLookup`). */
interface Found {
  readonly list: ReadonlyArray<{ readonly orderId: string; readonly orderLinkId: string }>
}

/** Finds an order by its orderLinkId: open orders first, then history. */
const lookupOrder = (
  lookup: Pipeline.Handler,
  call: Pipeline.Call,
  wire: Readonly<Record<string, unknown>>,
  orderLinkId: string
): Effect.Effect<Option.Option<Pipeline.Response<unknown>>, Pipeline.StageError> => {
  const query = {
    category: wire.category as Order.OrderRealtimeRequest["category"],
    ...(typeof wire.symbol === "string" ? { symbol: wire.symbol } : {}),
    orderLinkId
  }
  // a lookup is an idempotent read under the same policy: re-sent on transient errors, and a 10006 waits for
  // its group's reset (the lookups meet the same budget as everything else)
  const find = (endpoint: typeof OrderLookup.openOrders | typeof OrderLookup.orderHistory) =>
    lookup(new Pipeline.Call(endpoint, query, {}, call.span)).pipe(
      Effect.map((response) => {
        const list = (response.result as Found).list
        const order = list.find((o) => o.orderLinkId === orderLinkId)
        return order === undefined
          ? Option.none<Pipeline.Response<unknown>>()
          : Option.some<Pipeline.Response<unknown>>({
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
 * The confirm stage over the executor's decoding.
 *
 * @since 1.2.0
 */
export const make =
  (decoding: Decoding.Decoding): Pipeline.Stage =>
  (next) => {
    const confirm: Pipeline.Confirm = (call, orderLinkId) =>
      Effect.flatMap(
        lookupOrder(next, call, call.params as Readonly<Record<string, unknown>>, orderLinkId),
        (found) => {
          if (Option.isNone(found)) return Effect.succeed(Option.none())
          const decoded = decoding.decoder(call.endpoint.response)(found.value.result)
          return Result.isFailure(decoded)
            ? Effect.fail(
                new DecodeError({ endpoint: call.endpoint.path, ...ParseErrors.info(decoded.failure, "$.result") })
              )
            : Effect.succeed(Option.some({ ...found.value, result: decoded.success }))
        }
      )
    return (call) => {
      if (call.endpoint.confirmBy === "orderLinkId") call.confirm = confirm
      return next(call)
    }
  }

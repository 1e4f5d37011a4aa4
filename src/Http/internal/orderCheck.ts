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
import { DecodeError } from "../../Errors/TransportError.js"
import type * as Decoding from "../../Schema/Decoding.js"
import type * as Order from "../../Schema/Order.js"
import type * as Pipeline from "../Pipeline.js"
import * as OrderLookup from "./orderLookup.js"
import * as ParseErrors from "./parseErrors.js"

/** What the lookups answer (their result schema's type, `orderLookup`). */
interface Found {
  readonly list: ReadonlyArray<{ readonly orderId: string; readonly orderLinkId: string }>
}

/** Finds an order by its orderLinkId: open orders first, then history. */
const lookupOrder = (
  lookup: Pipeline.Lookup,
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
    lookup(endpoint, query, call.span).pipe(
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
 * The confirm stage (`Pipeline.Confirm`): after a failed send of an order creation with a link id, the order looked
 * up through the whole list (`lookup`) and decoded as the creation's result with the executor's decoding.
 *
 * @since 1.2.0
 * @internal
 */
export const stage =
  (decoding: Decoding.Decoding): Pipeline.Confirm =>
  (call, raw, orderLinkId, lookup) =>
    Effect.flatMap(lookupOrder(lookup, call, raw, orderLinkId), (found) => {
      if (Option.isNone(found)) return Effect.succeed(Option.none())
      const decoded = decoding.decoder(call.endpoint.response)(found.value.result)
      return Result.isFailure(decoded)
        ? Effect.fail(
            new DecodeError({ endpoint: call.endpoint.path, ...ParseErrors.info(decoded.failure, "$.result") })
          )
        : Effect.succeed(Option.some({ ...found.value, result: decoded.success }))
    })

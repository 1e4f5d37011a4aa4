/**
 * The order-creation check's lookups (`Retry.openOrders`, `Retry.orderHistory`): the two reads that find an order by
 * its `orderLinkId` after a failed send. Kept apart from the policy so the executor imports them without it.
 *
 * @since 0.2.0
 * @internal
 */
import * as Schema from "effect/Schema"
import { InvalidCursor } from "../../Errors/exchange/Common.js"
import * as Enums from "../../Schema/Enums.js"
import * as LazySchema from "../../Schema/LazySchema.js"
import * as Endpoint from "../Endpoint.js"

// What the order-creation check sends and reads: the order's category, symbol and link id, and of each order found
// only its ids. Narrower than the Trade family's order schemas on purpose: the check needs nothing else, and the
// executor then carries no family's schemas into a program that never trades.
const LookupRequest = LazySchema.make(() =>
  Schema.Struct({
    category: Enums.Category,
    symbol: Schema.optional(Schema.String),
    orderLinkId: Schema.String
  })
)

const LookupResult = LazySchema.make(() =>
  Schema.Struct({
    category: Enums.CategoryTolerant,
    list: Schema.Array(Schema.Struct({ orderId: Schema.String, orderLinkId: Schema.String })),
    nextPageCursor: Schema.optional(Schema.String)
  })
)

/**
 * `GET /v5/order/realtime`, as the order-creation check uses it (defined here, not imported from `v5/Trade`, which
 * itself depends on the executor).
 *
 * @since 0.1.0
 * @category lookups
 */
export const openOrders = Endpoint.make({
  name: "getActiveOrders",
  method: "GET",
  path: "/v5/order/realtime",
  auth: "private",
  request: LookupRequest,
  response: LookupResult,
  permission: Endpoint.tradePermission,
  errors: [InvalidCursor]
})

/**
 * `GET /v5/order/history`, the second place the order-creation check looks.
 *
 * @since 0.1.0
 * @category lookups
 */
export const orderHistory = Endpoint.make({
  name: "getHistoricOrders",
  method: "GET",
  path: "/v5/order/history",
  auth: "private",
  request: LookupRequest,
  response: LookupResult,
  permission: Endpoint.tradePermission,
  errors: [InvalidCursor]
})

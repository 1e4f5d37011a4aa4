/**
 * Shapes shared by several pre-V5 families: a price level, an order id pair, an empty result and a paged list of
 * the USDC openapi (`resultTotalSize`, `cursor`, `dataList`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"

/**
 * A `[price, size]` level as the spot and derivatives v3 books send it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Level = LazySchema.make(() =>
  Schema.Tuple([Schema.String, Schema.String]).annotate({ identifier: "LegacyLevel" })
)

/**
 * The `{ orderId, orderLinkId }` answer of v3 order writes.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderIds = LazySchema.make(() =>
  Schema.Struct({ orderId: Schema.String, orderLinkId: Schema.String }).annotate({
    identifier: "LegacyOrderIds"
  })
)

/**
 * An empty `result` (`{}`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const Empty = LazySchema.make(() => Schema.Struct({}).annotate({ identifier: "LegacyEmpty" }))

/**
 * No parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const NoParams = LazySchema.make(() => Schema.Struct({}).annotate({ identifier: "LegacyNoParams" }))

/**
 * A USDC openapi page: the total, the cursor of the next page and the items.
 *
 * @since 0.1.0
 * @category constructors
 */
export const DataPage = <A, I>(item: Schema.Codec<A, I>) =>
  Schema.Struct({
    resultTotalSize: Schema.Number,
    cursor: Schema.optional(Schema.String),
    dataList: Schema.Array(item)
  })

/**
 * The server time of the v3 families (`GET /v3/public/time`): seconds and nanoseconds as strings.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ServerTimeV3 = LazySchema.make(() =>
  Schema.Struct({
    timeSecond: Schema.String,
    timeNano: Schema.String
  }).annotate({
    identifier: "LegacyServerTimeV3"
  })
)

/**
 * Order side on the request side of the legacy families.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Side = LazySchema.make(() => Schema.Literals(["Buy", "Sell"]))

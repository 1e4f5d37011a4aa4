/**
 * A `result` that carries nothing: `{}`, or no `result` key at all (`/v5/order/disconnected-cancel-all`,
 * `/v5/account/mmp-modify` answer only `retCode` and `retMsg`). Success is the answer.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "./LazySchema.js"

/**
 * `{}` or absent.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Acknowledged = LazySchema.make(() =>
  Schema.Union([Schema.Struct({}), Schema.Undefined]).annotate({
    identifier: "Acknowledged"
  })
)

/**
 * A decoded empty acknowledgement.
 *
 * @since 0.1.0
 * @category models
 */
export type Acknowledged = typeof Acknowledged.Type

/**
 * Platform maintenance and incidents (`/v5/system/status`): public.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * Maintenance state.
 *
 * @since 0.1.0
 * @category schemas
 */
export const State = LazySchema.make(() => Schema.Literals(["scheduled", "ongoing", "completed", "canceled"]))

/**
 * {@link State} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StateTolerant = LazySchema.make(() => Enums.tolerant(State))

/**
 * The query of `/v5/system/status`: one maintenance by `id`, or those in a `state`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SystemStatusRequest = LazySchema.struct("SystemStatusRequest", () => ({
  id: Schema.optional(Schema.String),
  state: Schema.optional(State)
}))

/**
 * The parameters of a system status query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SystemStatusRequest extends Schema.Schema.Type<typeof SystemStatusRequest> {}

/**
 * One maintenance: `begin`/`end` in ms (as strings; `end` is the expected end until it completes);
 * `serviceTypes` (1 trading, 2 HTTP trading, 3 WS trading, 4 private WS, 5 market data); `product` (1 futures,
 * 2 spot, 3 option, 4 spread); `maintainType` (1 planned, 2 temporary, 3 incident); `env` (1 production, 2 demo).
 *
 * @since 0.1.0
 * @category schemas
 */
export class Maintenance extends LazyClass.Class<Maintenance>("Maintenance")(() => ({
  id: Schema.String,
  title: Schema.String,
  state: StateTolerant,
  begin: Schema.String,
  end: Schema.String,
  href: Schema.String,
  serviceTypes: Schema.Array(Enums.tolerantNumber(Schema.Literals([1, 2, 3, 4, 5]))),
  product: Schema.Array(Enums.tolerantNumber(Schema.Literals([1, 2, 3, 4]))),
  uidSuffix: Schema.Array(Schema.Number),
  maintainType: Enums.tolerantNumber(Schema.Literals([1, 2, 3])),
  env: Enums.tolerantNumber(Schema.Literals([1, 2]))
})) {}

/**
 * The result of `/v5/system/status`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SystemStatus extends LazyClass.Class<SystemStatus>("SystemStatus")(() => ({
  list: Schema.Array(Maintenance)
})) {}

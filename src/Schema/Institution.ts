/**
 * Institutional dedicated connections (`/v5/ins/*`): the IP whitelist of the dedicated hostnames and its change
 * log. Master keys only.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/ins/ip/changelog`: times in ms as strings; `limit` 1-50 (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const IpChangeLogRequest = LazySchema.struct("IpChangeLogRequest", () => ({
  startTime: Schema.optional(Schema.String),
  endTime: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an IP change log query.
 *
 * @since 0.1.0
 * @category models
 */
export interface IpChangeLogRequest extends Schema.Schema.Type<typeof IpChangeLogRequest> {}

/**
 * One whitelist change: `domainType` `GW` (HTTP hostname) or `WS`; `createdAt` ISO 8601 (UTC).
 *
 * @since 0.1.0
 * @category schemas
 */
export class IpChange extends LazyClass.Class<IpChange>("IpChange")(() => ({
  operationType: Enums.tolerant(Schema.Literals(["ADD", "REMOVE", "ENABLE", "DISABLE"])),
  ipAddress: Schema.String,
  domainType: Enums.tolerant(Schema.Literals(["GW", "WS"])),
  changeReason: Schema.String,
  createdAt: Schema.String
})) {}

/**
 * A page of whitelist changes.
 *
 * @since 0.1.0
 * @category schemas
 */
export class IpChangeLog extends LazyClass.Class<IpChangeLog>("IpChangeLog")(() => ({
  list: Schema.Array(IpChange),
  nextPageCursor: Schema.String
})) {}

/**
 * A dedicated hostname of the institution and the IPs allowed on it.
 *
 * @since 0.1.0
 * @category schemas
 */
export class WhitelistEntry extends LazyClass.Class<WhitelistEntry>("WhitelistEntry")(() => ({
  name: Schema.String,
  endpointDomain: Schema.String,
  ipList: Schema.Array(Schema.String)
})) {}

/**
 * The result of `/v5/ins/whitelist/ip`: the entries themselves.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Whitelist = LazySchema.make(() => Schema.Array(WhitelistEntry).annotate({ identifier: "Whitelist" }))

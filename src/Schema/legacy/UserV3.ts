/**
 * User v3 (`/user/v3/private`) shapes: sub-members and API keys. Source: bybit-exchange/docs-legacy
 * `source/includes/account_asset/v3/_api_user.md`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"

/**
 * `POST /user/v3/private/create-sub-member` parameters (`memberType` 1 normal, 6 custodial).
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateSubMemberRequest = LazySchema.make(() =>
  Schema.Struct({
    username: Schema.String,
    memberType: Schema.Literals([1, 6]),
    switch: Schema.optional(Schema.Literals([0, 1])),
    note: Schema.optional(Schema.String)
  })
)

/**
 * A sub-member.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubMember = LazySchema.struct("UserV3SubMember", () => ({
  uid: Schema.String,
  username: Schema.String,
  memberType: Schema.Number,
  status: Schema.Number,
  remark: Schema.String
}))

/**
 * `GET /user/v3/private/query-sub-members`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubMembers = LazySchema.make(() =>
  Schema.Struct({ subMembers: Schema.Array(SubMember) }).annotate({
    identifier: "UserV3SubMembers"
  })
)

/**
 * `POST /user/v3/private/frozen-sub-member` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FreezeRequest = LazySchema.make(() =>
  Schema.Struct({ subuid: Schema.Number, frozen: Schema.Literals([0, 1]) })
)

/**
 * Key permissions by group.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Permissions = LazySchema.make(() => Schema.Record(Schema.String, Schema.Array(Schema.String)))

/**
 * `GET /user/v3/private/query-api`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ApiKeyInfo = LazySchema.struct("UserV3ApiKeyInfo", () => ({
  id: Schema.String,
  note: Schema.String,
  apiKey: Schema.String,
  readOnly: Schema.Number,
  secret: Schema.String,
  permissions: Permissions,
  ips: Schema.Array(Schema.String),
  type: Schema.Number,
  deadlineDay: Schema.Number,
  expiredAt: Schema.String,
  createdAt: Schema.String
}))

/**
 * Sub accounts and API keys (`/v5/user/*`): create, list, freeze and delete sub UIDs; create, read, modify and
 * delete API keys; wallet types per UID.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * A sub account type: `1` normal, `6` custodial (`12` fund custodial in responses).
 *
 * @since 0.1.0
 * @category schemas
 */
export const MemberType = LazySchema.make(() => Schema.Literals([1, 6]))

/**
 * A sub account in responses: member type, status (`1` normal, `2` login banned, `4` frozen) and account mode
 * (`1` classic, `3` UTA1.0, `4` UTA1.0 pro, `5` UTA2.0, `6` UTA2.0 pro).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SubMember extends LazyClass.Class<SubMember>("SubMember")(() => ({
  uid: Schema.String,
  username: Schema.String,
  memberType: Enums.tolerantNumber(Schema.Literals([1, 6, 12])),
  status: Enums.tolerantNumber(Schema.Literals([1, 2, 4])),
  accountMode: Schema.optional(Enums.tolerantNumber(Schema.Literals([1, 3, 4, 5, 6]))),
  remark: Schema.String
})) {}

/**
 * The body of `POST /v5/user/create-sub-member`: `username` 6-16 letters and digits (both); `password` 8-30
 * characters; `switch` `1` turns quick login on.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateSubMemberRequest = LazySchema.struct("CreateSubMemberRequest", () => ({
  username: Schema.String.pipe(Schema.check(Schema.isPattern(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9]{6,16}$/))),
  password: Schema.optional(
    Schema.String.pipe(Schema.check(Schema.isMinLength(8)), Schema.check(Schema.isMaxLength(30)))
  ),
  memberType: MemberType,
  switch: Schema.optional(Schema.Literals([0, 1])),
  isUta: Schema.optional(Schema.Boolean),
  note: Schema.optional(Schema.String)
}))

/**
 * The parameters of creating a sub UID.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateSubMemberRequest extends Schema.Schema.Type<typeof CreateSubMemberRequest> {}

/**
 * The result of `/v5/user/create-sub-member`: the new sub account.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CreatedSubMember extends LazyClass.Class<CreatedSubMember>("CreatedSubMember")(() => ({
  uid: Schema.String,
  username: Schema.String,
  memberType: Enums.tolerantNumber(Schema.Literals([1, 6])),
  status: Enums.tolerantNumber(Schema.Literals([1, 2, 4])),
  remark: Schema.String
})) {}

/**
 * The result of `/v5/user/query-sub-members` (at most 10k sub UIDs).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SubMembers extends LazyClass.Class<SubMembers>("SubMembers")(() => ({
  subMembers: Schema.Array(SubMember)
})) {}

/**
 * The query of `/v5/user/submembers` and `/v5/user/escrow_sub_members`: `pageSize` (at most 100) and the
 * `nextCursor` of the previous page.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubMembersPageRequest = LazySchema.struct("SubMembersPageRequest", () => ({
  pageSize: Schema.optional(Schema.String),
  nextCursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a paged sub UID query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SubMembersPageRequest extends Schema.Schema.Type<typeof SubMembersPageRequest> {}

/**
 * A page of sub UIDs; `nextCursor` is `"0"` on the last page.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SubMembersPage extends LazyClass.Class<SubMembersPage>("SubMembersPage")(() => ({
  subMembers: Schema.Array(SubMember),
  nextCursor: Schema.String
})) {}

/**
 * The body of `POST /v5/user/frozen-sub-member`: `frozen` `1` freezes, `0` unfreezes.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FreezeSubMemberRequest = LazySchema.struct("FreezeSubMemberRequest", () => ({
  subuid: Schema.Int,
  frozen: Schema.Literals([0, 1])
}))

/**
 * The parameters of freezing a sub UID.
 *
 * @since 0.1.0
 * @category models
 */
export interface FreezeSubMemberRequest extends Schema.Schema.Type<typeof FreezeSubMemberRequest> {}

/**
 * The body of `POST /v5/user/del-submember` (the sub UID must hold no assets).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DeleteSubMemberRequest = LazySchema.struct("DeleteSubMemberRequest", () => ({
  subMemberId: Schema.String
}))

/**
 * The parameters of deleting a sub UID.
 *
 * @since 0.1.0
 * @category models
 */
export interface DeleteSubMemberRequest extends Schema.Schema.Type<typeof DeleteSubMemberRequest> {}

/**
 * Key permissions to grant, per group (the values each group accepts; sub keys may not hold `Withdraw`,
 * `SubMemberTransfer`, `BlockTrade`, `NFT` or `Affiliate`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PermissionsRequest = LazySchema.struct("PermissionsRequest", () => ({
  ContractTrade: Schema.optional(Schema.Array(Schema.Literals(["Order", "Position"]))),
  Spot: Schema.optional(Schema.Array(Schema.Literal("SpotTrade"))),
  Wallet: Schema.optional(
    Schema.Array(Schema.Literals(["AccountTransfer", "SubMemberTransfer", "SubMemberTransferList", "Withdraw"]))
  ),
  Options: Schema.optional(Schema.Array(Schema.Literal("OptionsTrade"))),
  Derivatives: Schema.optional(Schema.Array(Schema.Literal("DerivativesTrade"))),
  Exchange: Schema.optional(Schema.Array(Schema.Literal("ExchangeHistory"))),
  Earn: Schema.optional(Schema.Array(Schema.Literal("Earn"))),
  CopyTrading: Schema.optional(Schema.Array(Schema.Literal("CopyTrading"))),
  BlockTrade: Schema.optional(Schema.Array(Schema.Literal("BlockTrade"))),
  NFT: Schema.optional(Schema.Array(Schema.Literal("NFTQueryProductList"))),
  Affiliate: Schema.optional(Schema.Array(Schema.Literal("Affiliate"))),
  FiatP2P: Schema.optional(Schema.Array(Schema.String)),
  FiatBitPay: Schema.optional(Schema.Array(Schema.String)),
  FiatConvertBroker: Schema.optional(Schema.Array(Schema.String)),
  BitCard: Schema.optional(Schema.Array(Schema.String)),
  ByXPost: Schema.optional(Schema.Array(Schema.Literal("ByXPost")))
}))

/**
 * Permissions to grant.
 *
 * @since 0.1.0
 * @category models
 */
export interface PermissionsRequest extends Schema.Schema.Type<typeof PermissionsRequest> {}

/**
 * Key permissions as the exchange reports them: group name to granted names (groups the exchange adds decode too).
 *
 * @since 0.1.0
 * @category schemas
 */
export const Permissions = LazySchema.make(() =>
  Schema.Record(Schema.String, Schema.Array(Schema.String)).annotate({
    identifier: "Permissions"
  })
)

/**
 * The body of `POST /v5/user/create-sub-api` (master key): `readOnly` `1` read only; `ips` comma-separated (`"*"`
 * or absent binds none, and such a key expires after 90 days).
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateSubApiKeyRequest = LazySchema.struct("CreateSubApiKeyRequest", () => ({
  subuid: Schema.Int,
  note: Schema.optional(Schema.String),
  readOnly: Schema.Literals([0, 1]),
  ips: Schema.optional(Schema.String),
  permissions: PermissionsRequest
}))

/**
 * The parameters of creating a sub UID API key.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateSubApiKeyRequest extends Schema.Schema.Type<typeof CreateSubApiKeyRequest> {}

/**
 * An API key as created or modified. `secret` is only ever returned on creation (`""` otherwise); keep it safe.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ApiKeyResult extends LazyClass.Class<ApiKeyResult>("ApiKeyResult")(() => ({
  id: Schema.String,
  note: Schema.String,
  apiKey: Schema.String,
  readOnly: Enums.tolerantNumber(Schema.Literals([0, 1])),
  secret: Schema.RedactedFromValue(Schema.String),
  permissions: Permissions,
  ips: Schema.optional(Schema.Array(Schema.String))
})) {}

/**
 * The body of `POST /v5/user/update-api` (modifies the calling master key) and, with `apikey`, of
 * `/v5/user/update-sub-api` (a master key naming a sub key, or the sub key itself without `apikey`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const UpdateApiKeyRequest = LazySchema.struct("UpdateApiKeyRequest", () => ({
  apikey: Schema.optional(Schema.String),
  readOnly: Schema.optional(Schema.Literals([0, 1])),
  ips: Schema.optional(Schema.String),
  permissions: Schema.optional(PermissionsRequest)
}))

/**
 * The parameters of modifying an API key.
 *
 * @since 0.1.0
 * @category models
 */
export interface UpdateApiKeyRequest extends Schema.Schema.Type<typeof UpdateApiKeyRequest> {}

/**
 * The body of `POST /v5/user/delete-sub-api`: a master key names the sub key; a sub key deletes itself.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DeleteSubApiKeyRequest = LazySchema.struct("DeleteSubApiKeyRequest", () => ({
  apikey: Schema.optional(Schema.String)
}))

/**
 * The parameters of deleting a sub API key.
 *
 * @since 0.1.0
 * @category models
 */
export interface DeleteSubApiKeyRequest extends Schema.Schema.Type<typeof DeleteSubApiKeyRequest> {}

/**
 * The result of `/v5/user/query-api`: the calling key, its permissions and its account (`uta` `1` unified,
 * `isMaster`, `parentUid` `"0"` for a master, KYC level and region, VIP level).
 *
 * @since 0.1.0
 * @category schemas
 */
export class ApiKeyInfo extends LazyClass.Class<ApiKeyInfo>("ApiKeyInfo")(() => ({
  // The docs example carries 64-bit copies of the ids.
  userIDInt64: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  inviterIDInt64: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  affiliateIDInt64: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  id: Schema.String,
  note: Schema.String,
  apiKey: Schema.String,
  readOnly: Enums.tolerantNumber(Schema.Literals([0, 1])),
  secret: Schema.String,
  permissions: Permissions,
  ips: Schema.Array(Schema.String),
  type: Enums.tolerantNumber(Schema.Literals([1, 2])),
  deadlineDay: Schema.Number,
  expiredAt: Schema.String,
  createdAt: Schema.String,
  unified: Schema.optional(Schema.Number),
  uta: Enums.tolerantNumber(Schema.Literals([0, 1])),
  userID: Schema.Number,
  inviterID: Schema.Number,
  vipLevel: Schema.String,
  mktMakerLevel: Schema.String,
  affiliateID: Schema.Number,
  rsaPublicKey: Schema.String,
  isMaster: Schema.Boolean,
  parentUid: Schema.String,
  kycLevel: Schema.optional(Enums.tolerant(Schema.Literals(["LEVEL_DEFAULT", "LEVEL_1", "LEVEL_2"]))),
  kycRegion: Schema.optional(Schema.String)
})) {}

/**
 * The query of `/v5/user/sub-apikeys` (master key; `limit` 1-20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubApiKeysRequest = LazySchema.struct("SubApiKeysRequest", () => ({
  subMemberId: Schema.String,
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of listing a sub UID's API keys.
 *
 * @since 0.1.0
 * @category models
 */
export interface SubApiKeysRequest extends Schema.Schema.Type<typeof SubApiKeysRequest> {}

/**
 * One API key of a sub UID: `status` `1` permanent, `2` expired, `3` valid, `4` expiring within 7 days; `secret` is
 * masked; `flag` is the signature type (`hmac`, `rsa`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SubApiKey extends LazyClass.Class<SubApiKey>("SubApiKey")(() => ({
  id: Schema.String,
  ips: Schema.Array(Schema.String),
  apiKey: Schema.String,
  note: Schema.String,
  status: Enums.tolerantNumber(Schema.Literals([1, 2, 3, 4])),
  expiredAt: Schema.String,
  createdAt: Schema.String,
  type: Enums.tolerantNumber(Schema.Literals([1, 2])),
  permissions: Permissions,
  secret: Schema.String,
  readOnly: Schema.Boolean,
  deadlineDay: Schema.Number,
  flag: Schema.String
})) {}

/**
 * The result of `/v5/user/sub-apikeys`: the keys are under `result`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SubApiKeys extends LazyClass.Class<SubApiKeys>("SubApiKeys")(() => ({
  result: Schema.Array(SubApiKey),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `/v5/user/get-member-type`: comma-separated sub UIDs (master key; at most 200).
 *
 * @since 0.1.0
 * @category schemas
 */
export const MemberTypeRequest = LazySchema.struct("MemberTypeRequest", () => ({
  memberIds: Schema.optional(Schema.String)
}))

/**
 * The parameters of a wallet-type query.
 *
 * @since 0.1.0
 * @category models
 */
export interface MemberTypeRequest extends Schema.Schema.Type<typeof MemberTypeRequest> {}

/**
 * The result of `/v5/user/get-member-type`: the wallets of each UID (the master first). `FUND` only appears once
 * it has been used.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MemberWalletTypes extends LazyClass.Class<MemberWalletTypes>("MemberWalletTypes")(() => ({
  accounts: Schema.Array(
    Schema.Struct({
      uid: Schema.String,
      accountType: Schema.Array(Enums.AccountTypeTolerant)
    })
  )
})) {}

/**
 * The body of `POST /v5/user/agreement`: `agree: true` and the contract group, by `categoryV2` (`1` metals, `2`
 * crude oil; new values may come) or the older `category` (`2` metals, `3` crude oil). One of the two is required.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SignAgreementRequest = LazySchema.make(() =>
  Schema.Struct({
    agree: Schema.Boolean,
    category: Schema.optional(Schema.Literals([2, 3])),
    categoryV2: Schema.optional(Schema.Int)
  }).pipe(
    Schema.check(
      Schema.makeFilter(
        (r: { readonly category?: 2 | 3 | undefined; readonly categoryV2?: number | undefined }) =>
          r.category !== undefined || r.categoryV2 !== undefined || "category or categoryV2 is required"
      )
    ),
    Schema.annotate({ identifier: "SignAgreementRequest" })
  )
)

/**
 * The parameters of `signAgreement`.
 *
 * @since 0.1.0
 * @category models
 */
export interface SignAgreementRequest extends Schema.Schema.Type<typeof SignAgreementRequest> {}

/**
 * The query of `GET /v5/user/invitation/referrals`: `status` `"0"` alive, `"1"` invalid (both by default); `size`
 * 1-100 (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const FriendReferralsRequest = LazySchema.struct("FriendReferralsRequest", () => ({
  status: Schema.optional(Schema.Literals(["0", "1"])),
  size: Schema.optional(Schema.String),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getFriendReferrals`.
 *
 * @since 0.1.0
 * @category models
 */
export interface FriendReferralsRequest extends Schema.Schema.Type<typeof FriendReferralsRequest> {}

/**
 * One invitee: `status` `0` alive, `1` invalid; timestamps in seconds.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FriendReferral extends LazyClass.Class<FriendReferral>("FriendReferral")(() => ({
  id: Schema.String,
  inviteeUid: Schema.String,
  status: Enums.tolerantNumber(Schema.Literals([0, 1])),
  createdAt: Schema.String,
  updatedAt: Schema.String
})) {}

/**
 * The result of `/v5/user/invitation/referrals`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FriendReferrals extends LazyClass.Class<FriendReferrals>("FriendReferrals")(() => ({
  nextCursor: Schema.String,
  records: Schema.Array(FriendReferral)
})) {}

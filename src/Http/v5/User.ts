/**
 * V5 user (`/v5/user/*`): sub accounts and API keys. Signed; most endpoints take a master key.
 *
 * @since 0.1.0
 */
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as UserErrors from "../../Errors/exchange/User.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as User from "../../Schema/User.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `POST /v5/user/create-sub-member`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createSubMemberEndpoint = Endpoint.make({
  name: "createSubMember",
  method: "POST",
  path: "/v5/user/create-sub-member",
  auth: "private",
  request: User.CreateSubMemberRequest,
  response: User.CreatedSubMember,
  permission: Endpoint.transferOrWithdraw,
  masterOnly: true,
  rateGroup: "user/create-sub-member"
})

/**
 * Creates a sub UID (master key holding `AccountTransfer`, `SubMemberTransfer` or `Withdraw`).
 *
 * @since 0.1.0
 * @category user
 */
export const createSubMember = callable(createSubMemberEndpoint)

/**
 * `POST /v5/user/create-sub-api`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createSubApi = Endpoint.make({
  name: "createSubUIDAPIKey",
  method: "POST",
  path: "/v5/user/create-sub-api",
  auth: "private",
  request: User.CreateSubApiKeyRequest,
  response: User.ApiKeyResult,
  errors: [SharedErrors.SubaccountNotOwned, UserErrors.EuropeApiKeyCreationUnsupported, UserErrors.SubMemberAbnormal],
  permission: Endpoint.transferOrWithdraw,
  masterOnly: true
})

/**
 * Creates an API key for a sub UID; the returned `secret` is shown only this once.
 *
 * @since 0.1.0
 * @category user
 */
export const createSubUIDAPIKey = callable(createSubApi)

/**
 * `GET /v5/user/query-sub-members`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const querySubMembers = Endpoint.make({
  name: "getSubUIDList",
  method: "GET",
  path: "/v5/user/query-sub-members",
  auth: "private",
  request: NoParams.NoParams,
  response: User.SubMembers,
  permission: Endpoint.transferOrWithdraw,
  masterOnly: true
})

/**
 * The sub UIDs of the master (at most 10k).
 *
 * @since 0.1.0
 * @category user
 */
export const getSubUIDList = callable(querySubMembers)

/**
 * `GET /v5/user/submembers`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subMembers = Endpoint.make({
  name: "getSubUIDListUnlimited",
  method: "GET",
  path: "/v5/user/submembers",
  auth: "private",
  request: User.SubMembersPageRequest,
  response: User.SubMembersPage,
  permission: Endpoint.transferOrWithdraw,
  masterOnly: true
})

/**
 * The sub UIDs of the master, page by page (`nextCursor` `"0"` ends).
 *
 * @since 0.1.0
 * @category user
 */
export const getSubUIDListUnlimited = callable(subMembers)

/**
 * `GET /v5/user/escrow_sub_members`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const escrowSubMembers = Endpoint.make({
  name: "getFundCustodialSubAccounts",
  method: "GET",
  path: "/v5/user/escrow_sub_members",
  auth: "private",
  request: User.SubMembersPageRequest,
  response: User.SubMembersPage,
  permission: Endpoint.transferOrWithdraw,
  masterOnly: true
})

/**
 * The fund custodial sub accounts of an institutional master, page by page.
 *
 * @since 0.1.0
 * @category user
 */
export const getFundCustodialSubAccounts = callable(escrowSubMembers)

/**
 * `POST /v5/user/frozen-sub-member`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const frozenSubMember = Endpoint.make({
  name: "setSubUIDFrozenState",
  method: "POST",
  path: "/v5/user/frozen-sub-member",
  auth: "private",
  request: User.FreezeSubMemberRequest,
  response: NoParams.EmptyResult,
  errors: [SharedErrors.SubaccountNotOwned, UserErrors.SubMemberAbnormal, UserErrors.SubUserNotFound],
  permission: Endpoint.transferOrWithdraw,
  masterOnly: true
})

/**
 * Freezes (`frozen: 1`) or unfreezes a sub UID.
 *
 * @since 0.1.0
 * @category user
 */
export const setSubUIDFrozenState = callable(frozenSubMember)

/**
 * `POST /v5/user/del-submember`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const deleteSubMemberEndpoint = Endpoint.make({
  name: "deleteSubMember",
  method: "POST",
  path: "/v5/user/del-submember",
  auth: "private",
  request: User.DeleteSubMemberRequest,
  response: NoParams.EmptyResult,
  errors: [SharedErrors.SubaccountNotOwned, UserErrors.SubaccountHasAssets, UserErrors.SubMemberAbnormal],
  permission: Endpoint.transferOrWithdraw,
  masterOnly: true
})

/**
 * Deletes a sub UID that holds no assets.
 *
 * @since 0.1.0
 * @category user
 */
export const deleteSubMember = callable(deleteSubMemberEndpoint)

/**
 * `GET /v5/user/query-api`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const queryApi = Endpoint.make({
  name: "getQueryApiKey",
  method: "GET",
  path: "/v5/user/query-api",
  auth: "private",
  request: NoParams.NoParams,
  response: User.ApiKeyInfo
})

/**
 * The calling key: permissions, IP binding, expiry and its account (any key, any permission).
 *
 * @since 0.1.0
 * @category user
 */
export const getQueryApiKey = callable(queryApi)

/**
 * `GET /v5/user/get-member-type`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMemberType = Endpoint.make({
  name: "getUIDWalletType",
  method: "GET",
  path: "/v5/user/get-member-type",
  auth: "private",
  request: User.MemberTypeRequest,
  response: User.MemberWalletTypes
})

/**
 * The wallet types of this UID or (master key) of listed sub UIDs.
 *
 * @since 0.1.0
 * @category user
 */
export const getUIDWalletType = callable(getMemberType)

/**
 * `GET /v5/user/sub-apikeys`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subApiKeys = Endpoint.make({
  name: "getSubAccountAllApiKeys",
  method: "GET",
  path: "/v5/user/sub-apikeys",
  auth: "private",
  request: User.SubApiKeysRequest,
  response: User.SubApiKeys,
  errors: [SharedErrors.SubaccountNotOwned],
  masterOnly: true
})

/**
 * Every API key of a sub UID (master key).
 *
 * @since 0.1.0
 * @category user
 */
export const getSubAccountAllApiKeys = callable(subApiKeys)

/**
 * `POST /v5/user/update-api`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const updateApi = Endpoint.make({
  name: "updateMasterApiKey",
  method: "POST",
  path: "/v5/user/update-api",
  auth: "private",
  request: User.UpdateApiKeyRequest,
  response: User.ApiKeyResult,
  errors: [UserErrors.IpWhitelistChangeRequiresWeb, UserErrors.SensitivePermissionChangeRequiresWeb],
  permission: Endpoint.transferOrWithdraw,
  masterOnly: true
})

/**
 * Modifies the calling master key: read-only flag, bound IPs, permissions.
 *
 * @since 0.1.0
 * @category user
 */
export const updateMasterApiKey = callable(updateApi)

/**
 * `POST /v5/user/update-sub-api`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const updateSubApi = Endpoint.make({
  name: "updateSubApiKey",
  method: "POST",
  path: "/v5/user/update-sub-api",
  auth: "private",
  request: User.UpdateApiKeyRequest,
  response: User.ApiKeyResult,
  errors: [
    SharedErrors.SubaccountNotOwned,
    UserErrors.IpWhitelistChangeRequiresWeb,
    UserErrors.SensitivePermissionChangeRequiresWeb
  ],
  permission: Endpoint.transferOrWithdraw
})

/**
 * Modifies a sub key: the sub key itself, or the master naming it in `apikey`.
 *
 * @since 0.1.0
 * @category user
 */
export const updateSubApiKey = callable(updateSubApi)

/**
 * `POST /v5/user/delete-api`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const deleteApi = Endpoint.make({
  name: "deleteMasterApiKey",
  method: "POST",
  path: "/v5/user/delete-api",
  auth: "private",
  request: NoParams.NoParams,
  response: NoParams.EmptyResult,
  permission: Endpoint.transferOrWithdraw,
  masterOnly: true
})

/**
 * Deletes the calling master key: it stops working at once.
 *
 * @since 0.1.0
 * @category user
 */
export const deleteMasterApiKey = callable(deleteApi)

/**
 * `POST /v5/user/delete-sub-api`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const deleteSubApi = Endpoint.make({
  name: "deleteSubApiKey",
  method: "POST",
  path: "/v5/user/delete-sub-api",
  auth: "private",
  request: User.DeleteSubApiKeyRequest,
  response: NoParams.EmptyResult,
  errors: [SharedErrors.SubaccountNotOwned],
  permission: Endpoint.transferOrWithdraw
})

/**
 * Deletes a sub key (the sub key itself, or the master naming it in `apikey`): it stops working at once.
 *
 * @since 0.1.0
 * @category user
 */
export const deleteSubApiKey = callable(deleteSubApi)

/**
 * `POST /v5/user/agreement`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const agreement = Endpoint.make({
  name: "signAgreement",
  method: "POST",
  path: "/v5/user/agreement",
  auth: "private",
  request: User.SignAgreementRequest,
  response: NoParams.EmptyResult,
  permission: Endpoint.transferOrWithdraw,
  masterOnly: true
})

/**
 * Signs the commodity contracts agreement (metals, crude oil) for the master and all its sub accounts.
 *
 * @since 0.1.0
 * @category user
 */
export const signAgreement = callable(agreement)

/**
 * `GET /v5/user/invitation/referrals`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const invitationReferrals = Endpoint.make({
  name: "getFriendReferrals",
  method: "GET",
  path: "/v5/user/invitation/referrals",
  auth: "private",
  request: User.FriendReferralsRequest,
  response: User.FriendReferrals,
  pagination: { cursor: "nextCursor", list: "records" }
})

/**
 * The users this account invited, alive or invalid, page by page (any key permission).
 *
 * @since 0.1.0
 * @category user
 */
export const getFriendReferrals = callable(invitationReferrals)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  createSubMemberEndpoint,
  createSubApi,
  querySubMembers,
  subMembers,
  escrowSubMembers,
  frozenSubMember,
  deleteSubMemberEndpoint,
  queryApi,
  getMemberType,
  subApiKeys,
  updateApi,
  updateSubApi,
  deleteApi,
  deleteSubApi,
  agreement,
  invitationReferrals
] as const

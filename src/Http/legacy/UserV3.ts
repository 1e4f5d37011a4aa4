/**
 * User v3 (`/user/v3/private`): sub-members and API keys; V3 `X-BAPI-*` header signing (the V5 scheme,
 * `X-BAPI-SIGN-TYPE: 2`) and the `retCode` envelope. Private only: the user docs list no public path (the one
 * public call of the account-asset v3 docs is `AssetV3.getSupportedDepositList`). Source: bybit-exchange/docs-legacy
 * `source/includes/account_asset/v3/_api_user.md`. Served by `Http.call` (BybitHttp).
 *
 * @since 0.1.0
 */
import * as C from "../../Schema/legacy/Common.js"
import * as S from "../../Schema/legacy/UserV3.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"

/**
 * `POST /user/v3/private/create-sub-member`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subMemberCreate = Endpoint.make({
  masterOnly: true,
  name: "createSubMember",
  method: "POST",
  path: "/user/v3/private/create-sub-member",
  auth: "private",
  request: S.CreateSubMemberRequest,
  response: S.SubMember
})

/**
 * Creates a sub-member.
 *
 * @since 0.1.0
 * @category user-v3
 */
export const createSubMember = callable(subMemberCreate)

/**
 * `GET /user/v3/private/query-sub-members`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subMembers = Endpoint.make({
  masterOnly: true,
  name: "getSubMembers",
  method: "GET",
  path: "/user/v3/private/query-sub-members",
  auth: "private",
  request: C.NoParams,
  response: S.SubMembers
})

/**
 * The sub-members of the master account.
 *
 * @since 0.1.0
 * @category user-v3
 */
export const getSubMembers = callable(subMembers)

/**
 * `POST /user/v3/private/frozen-sub-member`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const frozenSubMember = Endpoint.make({
  masterOnly: true,
  name: "freezeSubMember",
  method: "POST",
  path: "/user/v3/private/frozen-sub-member",
  auth: "private",
  request: S.FreezeRequest,
  response: C.Empty
})

/**
 * Freezes (`frozen: 1`) or unfreezes a sub-member.
 *
 * @since 0.1.0
 * @category user-v3
 */
export const freezeSubMember = callable(frozenSubMember)

/**
 * `GET /user/v3/private/query-api`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const apiKeyInfo = Endpoint.make({
  name: "getApiKeyInfo",
  method: "GET",
  path: "/user/v3/private/query-api",
  auth: "private",
  request: C.NoParams,
  response: S.ApiKeyInfo
})

/**
 * The calling key's permissions, IPs and expiry.
 *
 * @since 0.1.0
 * @category user-v3
 */
export const getApiKeyInfo = callable(apiKeyInfo)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [subMemberCreate, subMembers, frozenSubMember, apiKeyInfo]

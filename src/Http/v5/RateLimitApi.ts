/**
 * V5 API rate-limit management (`/v5/apilimit/*`): institutional users read and set per-UID limits. Signed.
 *
 * @since 0.1.0
 */
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as RateLimitApi from "../../Schema/RateLimitApi.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `POST /v5/apilimit/set`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setLimit = Endpoint.make({
  name: "setApiRateLimit",
  method: "POST",
  path: "/v5/apilimit/set",
  auth: "private",
  request: RateLimitApi.SetRateLimitRequest,
  response: RateLimitApi.SetRateLimitResult,
  errors: [SharedErrors.NotInstitutionalUser, SharedErrors.UidPermissionDenied],
  // Setting the same rate again leaves the same state.
  idempotent: true
})

/**
 * Sets per-second limits (institutions only; a master names its subs, a sub only itself). Each entry reports its
 * own `success`.
 *
 * @since 0.1.0
 * @category rate-limit
 */
export const setApiRateLimit = callable(setLimit)

/**
 * `GET /v5/apilimit/query`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const queryLimit = Endpoint.make({
  name: "queryApiRateLimit",
  method: "GET",
  path: "/v5/apilimit/query",
  auth: "private",
  request: RateLimitApi.RateLimitRequest,
  response: RateLimitApi.RateLimits,
  errors: [SharedErrors.UidPermissionDenied]
})

/**
 * The limits of the given UIDs (a master: itself and its subs; a sub: itself).
 *
 * @since 0.1.0
 * @category rate-limit
 */
export const queryApiRateLimit = callable(queryLimit)

/**
 * `GET /v5/apilimit/query-cap`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const queryCap = Endpoint.make({
  name: "getRateLimitCap",
  method: "GET",
  path: "/v5/apilimit/query-cap",
  auth: "private",
  request: NoParams.NoParams,
  response: RateLimitApi.RateLimitCaps,
  errors: [SharedErrors.NotInstitutionalUser]
})

/**
 * The institution's total usage against its caps, per business type.
 *
 * @since 0.1.0
 * @category rate-limit
 */
export const getRateLimitCap = callable(queryCap)

/**
 * `GET /v5/apilimit/query-all`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const queryAll = Endpoint.make({
  name: "getAllRateLimits",
  method: "GET",
  path: "/v5/apilimit/query-all",
  auth: "private",
  request: RateLimitApi.AllRateLimitsRequest,
  response: RateLimitApi.AllRateLimits,
  errors: [SharedErrors.NotInstitutionalUser, SharedErrors.UidPermissionDenied],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Every UID-level limit of the institution, page by page.
 *
 * @since 0.1.0
 * @category rate-limit
 */
export const getAllRateLimits = callable(queryAll)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [setLimit, queryLimit, queryCap, queryAll] as const

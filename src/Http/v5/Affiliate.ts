/**
 * V5 affiliate: the affiliate's users and sub-affiliates. Signed; master keys with only the `Affiliate` permission.
 *
 * @since 0.1.0
 */
import * as Affiliate from "../../Schema/Affiliate.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `GET /v5/affiliate/aff-user-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const affUserList = Endpoint.make({
  name: "getAffiliateUserList",
  method: "GET",
  path: "/v5/affiliate/aff-user-list",
  auth: "private",
  request: Affiliate.AffiliateUsersRequest,
  response: Affiliate.AffiliateUsers,
  permission: { group: "Affiliate", name: "Affiliate" },
  masterOnly: true,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * The affiliate's referred users, with volumes and deposits on request.
 *
 * @since 0.1.0
 * @category affiliate
 */
export const getAffiliateUserList = callable(affUserList)

/**
 * `GET /v5/user/aff-customer-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const affCustomerInfo = Endpoint.make({
  name: "getAffiliateUserInfo",
  method: "GET",
  path: "/v5/user/aff-customer-info",
  auth: "private",
  request: Affiliate.AffiliateUserInfoRequest,
  response: Affiliate.AffiliateUserInfo,
  permission: { group: "Affiliate", name: "Affiliate" },
  masterOnly: true
})

/**
 * One referred client's volumes, deposits and balance band (not the commission basis: see the affiliate portal).
 *
 * @since 0.1.0
 * @category affiliate
 */
export const getAffiliateUserInfo = callable(affCustomerInfo)

/**
 * `GET /v5/affiliate/affiliate-sub-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const affiliateSubList = Endpoint.make({
  name: "getAffiliateSubList",
  method: "GET",
  path: "/v5/affiliate/affiliate-sub-list",
  auth: "private",
  request: Affiliate.SubAffiliatesRequest,
  response: Affiliate.SubAffiliates,
  permission: { group: "Affiliate", name: "Affiliate" },
  masterOnly: true,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * The affiliate's sub-affiliates and their commissions over a date window.
 *
 * @since 0.1.0
 * @category affiliate
 */
export const getAffiliateSubList = callable(affiliateSubList)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [affUserList, affCustomerInfo, affiliateSubList] as const

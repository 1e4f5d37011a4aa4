/**
 * Risk figures of the contracts: risk-limit tiers, the insurance pool and auto-deleveraging alerts. A part of `Market`,
 * which re-exports it (see there why the family is in parts).
 *
 * @since 0.1.0
 */
import { InvalidCursor } from "../../../Errors/exchange/Common.js"
import * as Insurance from "../../../Schema/Insurance.js"
import * as RiskLimit from "../../../Schema/RiskLimit.js"
import * as Endpoint from "../../Endpoint.js"
import { callable } from "../../Pipeline.js"

/**
 * `GET /v5/market/risk-limit`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const riskLimit = Endpoint.make({
  name: "getRiskLimit",
  method: "GET",
  path: "/v5/market/risk-limit",
  auth: "public",
  request: RiskLimit.RiskLimitRequest,
  response: RiskLimit.RiskLimits,
  errors: [InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Risk-limit tiers of linear and inverse contracts.
 *
 * @since 0.1.0
 * @category market
 */
export const getRiskLimit = callable(riskLimit)

/**
 * `GET /v5/market/insurance`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const insurance = Endpoint.make({
  name: "getInsurance",
  method: "GET",
  path: "/v5/market/insurance",
  auth: "public",
  request: Insurance.InsuranceRequest,
  response: Insurance.Insurance
})

/**
 * Insurance pool balances (updated daily).
 *
 * @since 0.1.0
 * @category market
 */
export const getInsurance = callable(insurance)

/**
 * `GET /v5/market/adlAlert`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const adlAlert = Endpoint.make({
  name: "getADLAlert",
  method: "GET",
  path: "/v5/market/adlAlert",
  auth: "public",
  request: Insurance.AdlAlertRequest,
  response: Insurance.AdlAlert
})

/**
 * Auto-deleveraging thresholds and insurance pool state per contract (updated every minute).
 *
 * @since 0.1.0
 * @category market
 */
export const getADLAlert = callable(adlAlert)

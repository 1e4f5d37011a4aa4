/**
 * V5 Double-Win advanced earn extras (`/v5/earn/advance/*`): the RFQ leverage quote for a custom price range and the
 * estimated redeem amounts (signed, `Earn` permission).
 *
 * @since 0.1.0
 */
import * as EarnErrors from "../../Errors/exchange/Earn.js"
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as EarnDoubleWin from "../../Schema/EarnDoubleWin.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const permission: Endpoint.Permission = { group: "Earn", name: "Earn" }

/**
 * `GET /v5/earn/advance/double-win-leverage` (docs: `docs/v5/finance/advanced-earn/double-win/leverage.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const leverage = Endpoint.make({
  name: "getDoubleWinLeverage",
  method: "GET",
  path: "/v5/earn/advance/double-win-leverage",
  auth: "private",
  request: EarnDoubleWin.EarnDoubleWinLeverageRequest,
  response: EarnDoubleWin.EarnDoubleWinLeverageResult,
  errors: [SharedErrors.EarnParamsError, SharedErrors.InvalidProduct, EarnErrors.InvalidSelectPrice],
  permission
})

/**
 * The leverage quote of an RFQ Double-Win product for a custom price range (valid until `expireTime`).
 *
 * @since 0.1.0
 * @category earn
 */
export const getDoubleWinLeverage = callable(leverage)

/**
 * `GET /v5/earn/advance/get-redeem-est-amount-list` (docs: `docs/v5/finance/advanced-earn/double-win/est-redeem.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const redeemEstimate = Endpoint.make({
  name: "getDoubleWinRedeemEstimate",
  method: "GET",
  path: "/v5/earn/advance/get-redeem-est-amount-list",
  auth: "private",
  request: EarnDoubleWin.EarnDoubleWinRedeemEstimateRequest,
  response: EarnDoubleWin.EarnDoubleWinRedeemEstimateResult,
  errors: [SharedErrors.EarnParamsError],
  permission
})

/**
 * Estimated redeem amounts of up to 5 Double-Win or Smart Leverage positions (a prerequisite of a redeem order).
 *
 * @since 0.1.0
 * @category earn
 */
export const getDoubleWinRedeemEstimate = callable(redeemEstimate)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [leverage, redeemEstimate] as const

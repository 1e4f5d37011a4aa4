/**
 * Exchange errors, the codes only the `Broker` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 3500402: parameter verification failed for 'limit'.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidLimitParameter = catalogued("InvalidLimitParameter")
/** An instance of {@link InvalidLimitParameter}. */
export type InvalidLimitParameter = Catalogued<"InvalidLimitParameter">

/**
 * 3500403: only available to the exchange broker main account.
 *
 * @since 0.1.0
 * @category errors
 */
export const BrokerMainAccountOnly = catalogued("BrokerMainAccountOnly")
/** An instance of {@link BrokerMainAccountOnly}. */
export type BrokerMainAccountOnly = Catalogued<"BrokerMainAccountOnly">

/**
 * 3500406: out of the query time range.
 *
 * @since 0.1.0
 * @category errors
 */
export const QueryTimeOutOfRange = catalogued("QueryTimeOutOfRange")
/** An instance of {@link QueryTimeOutOfRange}. */
export type QueryTimeOutOfRange = Catalogued<"QueryTimeOutOfRange">

/**
 * 3500415: sub-accounts are not permitted to perform this action.
 *
 * @since 0.1.0
 * @category errors
 */
export const SubaccountForbidden = catalogued("SubaccountForbidden")
/** An instance of {@link SubaccountForbidden}. */
export type SubaccountForbidden = Catalogued<"SubaccountForbidden">

/**
 * 400101: the voucher was recycled.
 *
 * @since 0.1.0
 * @category errors
 */
export const VoucherRecycled = catalogued("VoucherRecycled")
/** An instance of {@link VoucherRecycled}. */
export type VoucherRecycled = Catalogued<"VoucherRecycled">

/**
 * 400102: the voucher has passed its redemption date.
 *
 * @since 0.1.0
 * @category errors
 */
export const VoucherExpired = catalogued("VoucherExpired")
/** An instance of {@link VoucherExpired}. */
export type VoucherExpired = Catalogued<"VoucherExpired">

/**
 * 400103: the voucher is not available for redemption.
 *
 * @since 0.1.0
 * @category errors
 */
export const VoucherNotRedeemable = catalogued("VoucherNotRedeemable")
/** An instance of {@link VoucherNotRedeemable}. */
export type VoucherNotRedeemable = Catalogued<"VoucherNotRedeemable">

/**
 * 400105: budget exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export const RewardBudgetExceeded = catalogued("RewardBudgetExceeded")
/** An instance of {@link RewardBudgetExceeded}. */
export type RewardBudgetExceeded = Catalogued<"RewardBudgetExceeded">

/**
 * 403001: account rejected: check the accountId.
 *
 * @since 0.1.0
 * @category errors
 */
export const RewardAccountRejected = catalogued("RewardAccountRejected")
/** An instance of {@link RewardAccountRejected}. */
export type RewardAccountRejected = Catalogued<"RewardAccountRejected">

/**
 * 404001: resource not found.
 *
 * @since 0.1.0
 * @category errors
 */
export const ResourceNotFound = catalogued("ResourceNotFound")
/** An instance of {@link ResourceNotFound}. */
export type ResourceNotFound = Catalogued<"ResourceNotFound">

/**
 * 404011: insufficient inventory.
 *
 * @since 0.1.0
 * @category errors
 */
export const InventoryInsufficient = catalogued("InventoryInsufficient")
/** An instance of {@link InventoryInsufficient}. */
export type InventoryInsufficient = Catalogued<"InventoryInsufficient">

/**
 * 409011: VIP level limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const VipLevelLimit = catalogued("VipLevelLimit")
/** An instance of {@link VipLevelLimit}. */
export type VipLevelLimit = Catalogued<"VipLevelLimit">

/**
 * 500001: reward: internal server error.
 *
 * @since 0.1.0
 * @category errors
 */
export const RewardInternalError = catalogued("RewardInternalError")
/** An instance of {@link RewardInternalError}. */
export type RewardInternalError = Catalogued<"RewardInternalError">

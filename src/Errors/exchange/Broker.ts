/**
 * Exchange errors, the codes only the `Broker` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 3500402: parameter verification failed for 'limit'.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidLimitParameter extends catalogued<InvalidLimitParameter>()("InvalidLimitParameter") {}

/**
 * 3500403: only available to the exchange broker main account.
 *
 * @since 0.1.0
 * @category errors
 */
export class BrokerMainAccountOnly extends catalogued<BrokerMainAccountOnly>()("BrokerMainAccountOnly") {}

/**
 * 3500406: out of the query time range.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryTimeOutOfRange extends catalogued<QueryTimeOutOfRange>()("QueryTimeOutOfRange") {}

/**
 * 3500415: sub-accounts are not permitted to perform this action.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountForbidden extends catalogued<SubaccountForbidden>()("SubaccountForbidden") {}

/**
 * 400101: the voucher was recycled.
 *
 * @since 0.1.0
 * @category errors
 */
export class VoucherRecycled extends catalogued<VoucherRecycled>()("VoucherRecycled") {}

/**
 * 400102: the voucher has passed its redemption date.
 *
 * @since 0.1.0
 * @category errors
 */
export class VoucherExpired extends catalogued<VoucherExpired>()("VoucherExpired") {}

/**
 * 400103: the voucher is not available for redemption.
 *
 * @since 0.1.0
 * @category errors
 */
export class VoucherNotRedeemable extends catalogued<VoucherNotRedeemable>()("VoucherNotRedeemable") {}

/**
 * 400105: budget exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class RewardBudgetExceeded extends catalogued<RewardBudgetExceeded>()("RewardBudgetExceeded") {}

/**
 * 403001: account rejected: check the accountId.
 *
 * @since 0.1.0
 * @category errors
 */
export class RewardAccountRejected extends catalogued<RewardAccountRejected>()("RewardAccountRejected") {}

/**
 * 404001: resource not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class ResourceNotFound extends catalogued<ResourceNotFound>()("ResourceNotFound") {}

/**
 * 404011: insufficient inventory.
 *
 * @since 0.1.0
 * @category errors
 */
export class InventoryInsufficient extends catalogued<InventoryInsufficient>()("InventoryInsufficient") {}

/**
 * 409011: VIP level limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class VipLevelLimit extends catalogued<VipLevelLimit>()("VipLevelLimit") {}

/**
 * 500001: reward: internal server error.
 *
 * @since 0.1.0
 * @category errors
 */
export class RewardInternalError extends catalogued<RewardInternalError>()("RewardInternalError") {}

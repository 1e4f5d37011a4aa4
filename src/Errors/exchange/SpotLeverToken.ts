/**
 * Exchange errors, the codes only the `SpotLeverToken` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 170010, 175017: purchase failed: over the maximum leveraged-token position limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenPositionLimitExceeded extends catalogued<LeveragedTokenPositionLimitExceeded>()(
  "LeveragedTokenPositionLimitExceeded"
) {}

/**
 * 175000: the serialNum is already in use.
 *
 * @since 0.1.0
 * @category errors
 */
export class SerialNumInUse extends catalogued<SerialNumInUse>()("SerialNumInUse") {}

/**
 * 175001: daily purchase limit exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class DailyPurchaseLimitExceeded extends catalogued<DailyPurchaseLimitExceeded>()(
  "DailyPurchaseLimitExceeded"
) {}

/**
 * 175002: a large number of purchase orders; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class PurchaseQueueBusy extends catalogued<PurchaseQueueBusy>()("PurchaseQueueBusy") {}

/**
 * 175003, 175006: insufficient available balance for the leveraged token.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenBalanceInsufficient extends catalogued<LeveragedTokenBalanceInsufficient>()(
  "LeveragedTokenBalanceInsufficient"
) {}

/**
 * 175004: daily redemption limit exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class DailyRedemptionLimitExceeded extends catalogued<DailyRedemptionLimitExceeded>()(
  "DailyRedemptionLimitExceeded"
) {}

/**
 * 175005: a large number of redemption orders; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class RedemptionQueueBusy extends catalogued<RedemptionQueueBusy>()("RedemptionQueueBusy") {}

/**
 * 175007; legacy 12407: leveraged token order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenOrderNotFound extends catalogued<LeveragedTokenOrderNotFound>()(
  "LeveragedTokenOrderNotFound"
) {}

/**
 * 175008: the purchase period has not started.
 *
 * @since 0.1.0
 * @category errors
 */
export class PurchasePeriodNotStarted extends catalogued<PurchasePeriodNotStarted>()("PurchasePeriodNotStarted") {}

/**
 * 175009: the purchase amount exceeds the upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class PurchaseAmountAboveLimit extends catalogued<PurchaseAmountAboveLimit>()("PurchaseAmountAboveLimit") {}

/**
 * 175010: leveraged-token quiz required before purchase or redemption.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenQuizRequired extends catalogued<LeveragedTokenQuizRequired>()(
  "LeveragedTokenQuizRequired"
) {}

/**
 * 175012: the redemption period has not started.
 *
 * @since 0.1.0
 * @category errors
 */
export class RedemptionPeriodNotStarted extends catalogued<RedemptionPeriodNotStarted>()(
  "RedemptionPeriodNotStarted"
) {}

/**
 * 175013: the redemption amount exceeds the upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class RedemptionAmountAboveLimit extends catalogued<RedemptionAmountAboveLimit>()(
  "RedemptionAmountAboveLimit"
) {}

/**
 * 175014: purchase of the leveraged token is suspended.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenPurchaseSuspended extends catalogued<LeveragedTokenPurchaseSuspended>()(
  "LeveragedTokenPurchaseSuspended"
) {}

/**
 * 175015: redemption of the leveraged token is suspended.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenRedemptionSuspended extends catalogued<LeveragedTokenRedemptionSuspended>()(
  "LeveragedTokenRedemptionSuspended"
) {}

/**
 * 175016: invalid format: check the length and numeric precision.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenInvalidFormat extends catalogued<LeveragedTokenInvalidFormat>()(
  "LeveragedTokenInvalidFormat"
) {}

/**
 * 175027: subscriptions and redemptions are unavailable during the account upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenUpgradeInProgress extends catalogued<LeveragedTokenUpgradeInProgress>()(
  "LeveragedTokenUpgradeInProgress"
) {}

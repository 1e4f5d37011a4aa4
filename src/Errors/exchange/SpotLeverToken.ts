/**
 * Exchange errors, the codes only the `SpotLeverToken` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 170010, 175017: purchase failed: over the maximum leveraged-token position limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeveragedTokenPositionLimitExceeded = catalogued("LeveragedTokenPositionLimitExceeded")
/** An instance of {@link LeveragedTokenPositionLimitExceeded}. */
export type LeveragedTokenPositionLimitExceeded = Catalogued<"LeveragedTokenPositionLimitExceeded">

/**
 * 175000: the serialNum is already in use.
 *
 * @since 0.1.0
 * @category errors
 */
export const SerialNumInUse = catalogued("SerialNumInUse")
/** An instance of {@link SerialNumInUse}. */
export type SerialNumInUse = Catalogued<"SerialNumInUse">

/**
 * 175001: daily purchase limit exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export const DailyPurchaseLimitExceeded = catalogued("DailyPurchaseLimitExceeded")
/** An instance of {@link DailyPurchaseLimitExceeded}. */
export type DailyPurchaseLimitExceeded = Catalogued<"DailyPurchaseLimitExceeded">

/**
 * 175002: a large number of purchase orders; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const PurchaseQueueBusy = catalogued("PurchaseQueueBusy")
/** An instance of {@link PurchaseQueueBusy}. */
export type PurchaseQueueBusy = Catalogued<"PurchaseQueueBusy">

/**
 * 175003, 175006: insufficient available balance for the leveraged token.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeveragedTokenBalanceInsufficient = catalogued("LeveragedTokenBalanceInsufficient")
/** An instance of {@link LeveragedTokenBalanceInsufficient}. */
export type LeveragedTokenBalanceInsufficient = Catalogued<"LeveragedTokenBalanceInsufficient">

/**
 * 175004: daily redemption limit exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export const DailyRedemptionLimitExceeded = catalogued("DailyRedemptionLimitExceeded")
/** An instance of {@link DailyRedemptionLimitExceeded}. */
export type DailyRedemptionLimitExceeded = Catalogued<"DailyRedemptionLimitExceeded">

/**
 * 175005: a large number of redemption orders; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const RedemptionQueueBusy = catalogued("RedemptionQueueBusy")
/** An instance of {@link RedemptionQueueBusy}. */
export type RedemptionQueueBusy = Catalogued<"RedemptionQueueBusy">

/**
 * 175007; legacy 12407: leveraged token order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeveragedTokenOrderNotFound = catalogued("LeveragedTokenOrderNotFound")
/** An instance of {@link LeveragedTokenOrderNotFound}. */
export type LeveragedTokenOrderNotFound = Catalogued<"LeveragedTokenOrderNotFound">

/**
 * 175008: the purchase period has not started.
 *
 * @since 0.1.0
 * @category errors
 */
export const PurchasePeriodNotStarted = catalogued("PurchasePeriodNotStarted")
/** An instance of {@link PurchasePeriodNotStarted}. */
export type PurchasePeriodNotStarted = Catalogued<"PurchasePeriodNotStarted">

/**
 * 175009: the purchase amount exceeds the upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const PurchaseAmountAboveLimit = catalogued("PurchaseAmountAboveLimit")
/** An instance of {@link PurchaseAmountAboveLimit}. */
export type PurchaseAmountAboveLimit = Catalogued<"PurchaseAmountAboveLimit">

/**
 * 175010: leveraged-token quiz required before purchase or redemption.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeveragedTokenQuizRequired = catalogued("LeveragedTokenQuizRequired")
/** An instance of {@link LeveragedTokenQuizRequired}. */
export type LeveragedTokenQuizRequired = Catalogued<"LeveragedTokenQuizRequired">

/**
 * 175012: the redemption period has not started.
 *
 * @since 0.1.0
 * @category errors
 */
export const RedemptionPeriodNotStarted = catalogued("RedemptionPeriodNotStarted")
/** An instance of {@link RedemptionPeriodNotStarted}. */
export type RedemptionPeriodNotStarted = Catalogued<"RedemptionPeriodNotStarted">

/**
 * 175013: the redemption amount exceeds the upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const RedemptionAmountAboveLimit = catalogued("RedemptionAmountAboveLimit")
/** An instance of {@link RedemptionAmountAboveLimit}. */
export type RedemptionAmountAboveLimit = Catalogued<"RedemptionAmountAboveLimit">

/**
 * 175014: purchase of the leveraged token is suspended.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeveragedTokenPurchaseSuspended = catalogued("LeveragedTokenPurchaseSuspended")
/** An instance of {@link LeveragedTokenPurchaseSuspended}. */
export type LeveragedTokenPurchaseSuspended = Catalogued<"LeveragedTokenPurchaseSuspended">

/**
 * 175015: redemption of the leveraged token is suspended.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeveragedTokenRedemptionSuspended = catalogued("LeveragedTokenRedemptionSuspended")
/** An instance of {@link LeveragedTokenRedemptionSuspended}. */
export type LeveragedTokenRedemptionSuspended = Catalogued<"LeveragedTokenRedemptionSuspended">

/**
 * 175016: invalid format: check the length and numeric precision.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeveragedTokenInvalidFormat = catalogued("LeveragedTokenInvalidFormat")
/** An instance of {@link LeveragedTokenInvalidFormat}. */
export type LeveragedTokenInvalidFormat = Catalogued<"LeveragedTokenInvalidFormat">

/**
 * 175027: subscriptions and redemptions are unavailable during the account upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeveragedTokenUpgradeInProgress = catalogued("LeveragedTokenUpgradeInProgress")
/** An instance of {@link LeveragedTokenUpgradeInProgress}. */
export type LeveragedTokenUpgradeInProgress = Catalogued<"LeveragedTokenUpgradeInProgress">

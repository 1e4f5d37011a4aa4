/**
 * Exchange errors, the codes only the `SpotMarginTrade` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 170221, 182204: the coin does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const CoinNotFound = catalogued("CoinNotFound")
/** An instance of {@link CoinNotFound}. */
export type CoinNotFound = Catalogued<"CoinNotFound">

/**
 * 176034: the leverage ratio is out of range.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeverageRatioOutOfRange = catalogued("LeverageRatioOutOfRange")
/** An instance of {@link LeverageRatioOutOfRange}. */
export type LeverageRatioOutOfRange = Catalogued<"LeverageRatioOutOfRange">

/**
 * 176036: the leverage switch cannot be adjusted during forced liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeverageSwitchAdjustDuringLiquidation = catalogued("LeverageSwitchAdjustDuringLiquidation")
/** An instance of {@link LeverageSwitchAdjustDuringLiquidation}. */
export type LeverageSwitchAdjustDuringLiquidation = Catalogued<"LeverageSwitchAdjustDuringLiquidation">

/**
 * 176037: margin questionnaire not submitted (the V5 docs: "For non-unified transaction users, the operation failed").
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotMarginQuestionnaireNotSubmitted = catalogued("SpotMarginQuestionnaireNotSubmitted")
/** An instance of {@link SpotMarginQuestionnaireNotSubmitted}. */
export type SpotMarginQuestionnaireNotSubmitted = Catalogued<"SpotMarginQuestionnaireNotSubmitted">

/**
 * 176038: spot leverage is closed: the operation is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotLeverageClosed = catalogued("SpotLeverageClosed")
/** An instance of {@link SpotLeverageClosed}. */
export type SpotLeverageClosed = Catalogued<"SpotLeverageClosed">

/**
 * 176039: borrowing in progress: the operation is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowingInProgress = catalogued("BorrowingInProgress")
/** An instance of {@link BorrowingInProgress}. */
export type BorrowingInProgress = Catalogued<"BorrowingInProgress">

/**
 * 176040: a spot leverage order blocks adjusting the leverage switch.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeverageSwitchBlockedByOrder = catalogued("LeverageSwitchBlockedByOrder")
/** An instance of {@link LeverageSwitchBlockedByOrder}. */
export type LeverageSwitchBlockedByOrder = Catalogued<"LeverageSwitchBlockedByOrder">

/**
 * 182021: spot margin cannot be enabled in isolated margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotMarginIsolatedModeConflict = catalogued("SpotMarginIsolatedModeConflict")
/** An instance of {@link SpotMarginIsolatedModeConflict}. */
export type SpotMarginIsolatedModeConflict = Catalogued<"SpotMarginIsolatedModeConflict">

/**
 * 181010: the time range between startTime and endTime is too long.
 *
 * @since 0.1.0
 * @category errors
 */
export const TimeRangeTooLong = catalogued("TimeRangeTooLong")
/** An instance of {@link TimeRangeTooLong}. */
export type TimeRangeTooLong = Catalogued<"TimeRangeTooLong">

/**
 * 182205: user level does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const UserLevelNotFound = catalogued("UserLevelNotFound")
/** An instance of {@link UserLevelNotFound}. */
export type UserLevelNotFound = Catalogued<"UserLevelNotFound">

/**
 * 34022048: borrowing is not allowed during liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowDuringLiquidation = catalogued("BorrowDuringLiquidation")
/** An instance of {@link BorrowDuringLiquidation}. */
export type BorrowDuringLiquidation = Catalogued<"BorrowDuringLiquidation">

/**
 * 34022053: the manual borrowing feature is not enabled.
 *
 * @since 0.1.0
 * @category errors
 */
export const ManualBorrowingNotEnabled = catalogued("ManualBorrowingNotEnabled")
/** An instance of {@link ManualBorrowingNotEnabled}. */
export type ManualBorrowingNotEnabled = Catalogued<"ManualBorrowingNotEnabled">

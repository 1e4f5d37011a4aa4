/**
 * Exchange errors, the codes only the `SpotMarginTrade` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 170221, 182204: the coin does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class CoinNotFound extends catalogued<CoinNotFound>()("CoinNotFound") {}

/**
 * 176034: the leverage ratio is out of range.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageRatioOutOfRange extends catalogued<LeverageRatioOutOfRange>()("LeverageRatioOutOfRange") {}

/**
 * 176036: the leverage switch cannot be adjusted during forced liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageSwitchAdjustDuringLiquidation extends catalogued<LeverageSwitchAdjustDuringLiquidation>()(
  "LeverageSwitchAdjustDuringLiquidation"
) {}

/**
 * 176037: margin questionnaire not submitted (the V5 docs: "For non-unified transaction users, the operation failed").
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotMarginQuestionnaireNotSubmitted extends catalogued<SpotMarginQuestionnaireNotSubmitted>()(
  "SpotMarginQuestionnaireNotSubmitted"
) {}

/**
 * 176038: spot leverage is closed: the operation is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotLeverageClosed extends catalogued<SpotLeverageClosed>()("SpotLeverageClosed") {}

/**
 * 176039: borrowing in progress: the operation is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowingInProgress extends catalogued<BorrowingInProgress>()("BorrowingInProgress") {}

/**
 * 176040: a spot leverage order blocks adjusting the leverage switch.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageSwitchBlockedByOrder extends catalogued<LeverageSwitchBlockedByOrder>()(
  "LeverageSwitchBlockedByOrder"
) {}

/**
 * 182021: spot margin cannot be enabled in isolated margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotMarginIsolatedModeConflict extends catalogued<SpotMarginIsolatedModeConflict>()(
  "SpotMarginIsolatedModeConflict"
) {}

/**
 * 181010: the time range between startTime and endTime is too long.
 *
 * @since 0.1.0
 * @category errors
 */
export class TimeRangeTooLong extends catalogued<TimeRangeTooLong>()("TimeRangeTooLong") {}

/**
 * 182205: user level does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserLevelNotFound extends catalogued<UserLevelNotFound>()("UserLevelNotFound") {}

/**
 * 34022048: borrowing is not allowed during liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowDuringLiquidation extends catalogued<BorrowDuringLiquidation>()("BorrowDuringLiquidation") {}

/**
 * 34022053: the manual borrowing feature is not enabled.
 *
 * @since 0.1.0
 * @category errors
 */
export class ManualBorrowingNotEnabled extends catalogued<ManualBorrowingNotEnabled>()("ManualBorrowingNotEnabled") {}

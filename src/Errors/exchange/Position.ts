/**
 * Exchange errors, the codes only the `Position` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 110011, 110046; legacy 140011: this adjustment would trigger liquidation immediately.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentTriggersLiquidation extends catalogued<AdjustmentTriggersLiquidation>()(
  "AdjustmentTriggersLiquidation"
) {}

/**
 * 110013; legacy 140013: cannot set leverage due to the risk limit level.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageBlockedByRiskLimit extends catalogued<LeverageBlockedByRiskLimit>()(
  "LeverageBlockedByRiskLimit"
) {}

/**
 * 110014; legacy 140014: available balance is insufficient to add margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsufficientBalanceToAddMargin extends catalogued<InsufficientBalanceToAddMargin>()(
  "InsufficientBalanceToAddMargin"
) {}

/**
 * 110015; legacy 30056, 140015: the position is in cross margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionInCrossMargin extends catalogued<PositionInCrossMargin>()("PositionInCrossMargin") {}

/**
 * 110024; legacy 140024: an existing position prevents switching the position mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionModeLockedByPosition extends catalogued<PositionModeLockedByPosition>()(
  "PositionModeLockedByPosition"
) {}

/**
 * 110025; legacy 30083, 140025: position mode unchanged (already set).
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionModeNotModified extends catalogued<PositionModeNotModified>()("PositionModeNotModified") {}

/**
 * 110026; legacy 30084, 130056, 140026: cross/isolated margin mode unchanged (already set).
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossIsolatedModeNotModified extends catalogued<CrossIsolatedModeNotModified>()(
  "CrossIsolatedModeNotModified"
) {}

/**
 * 110028; legacy 140028: open orders prevent switching the position mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionModeLockedByOpenOrders extends catalogued<PositionModeLockedByOpenOrders>()(
  "PositionModeLockedByOpenOrders"
) {}

/**
 * 110029; legacy 140029: hedge mode is not supported for this symbol.
 *
 * @since 0.1.0
 * @category errors
 */
export class HedgeModeNotSupported extends catalogued<HedgeModeNotSupported>()("HedgeModeNotSupported") {}

/**
 * 110031; legacy 30090, 140031: risk limit info does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskLimitNotFound extends catalogued<RiskLimitNotFound>()("RiskLimitNotFound") {}

/**
 * 110033; legacy 140033: margin cannot be set without an open position.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginWithoutPosition extends catalogued<MarginWithoutPosition>()("MarginWithoutPosition") {}

/**
 * 110034; legacy 140034: there is no net position.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoNetPosition extends catalogued<NoNetPosition>()("NoNetPosition") {}

/**
 * 110036; legacy 140036: leverage cannot be changed in cross margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageLockedByCrossMargin extends catalogued<LeverageLockedByCrossMargin>()(
  "LeverageLockedByCrossMargin"
) {}

/**
 * 110038; legacy 140038: leverage cannot be changed in portfolio margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageLockedByPortfolioMargin extends catalogued<LeverageLockedByPortfolioMargin>()(
  "LeverageLockedByPortfolioMargin"
) {}

/**
 * 110039; legacy 140039: the maintenance margin rate is too high and may trigger liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class MaintenanceMarginRateTooHigh extends catalogued<MaintenanceMarginRateTooHigh>()(
  "MaintenanceMarginRateTooHigh"
) {}

/**
 * 110044: available margin is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class AvailableMarginInsufficient extends catalogued<AvailableMarginInsufficient>()(
  "AvailableMarginInsufficient"
) {}

/**
 * 110047: the risk limit cannot be adjusted: available margin is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskLimitMarginInsufficient extends catalogued<RiskLimitMarginInsufficient>()(
  "RiskLimitMarginInsufficient"
) {}

/**
 * 110048: the risk limit cannot be adjusted: the position value exceeds the revised limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskLimitBelowPositionValue extends catalogued<RiskLimitBelowPositionValue>()(
  "RiskLimitBelowPositionValue"
) {}

/**
 * 110054: a take-profit link order prevents switching the TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlModeLockedByTakeProfit extends catalogued<TpSlModeLockedByTakeProfit>()(
  "TpSlModeLockedByTakeProfit"
) {}

/**
 * 110055: a stop-loss link order prevents switching the TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlModeLockedByStopLoss extends catalogued<TpSlModeLockedByStopLoss>()("TpSlModeLockedByStopLoss") {}

/**
 * 110056: a trailing-stop link order prevents switching the TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlModeLockedByTrailingStop extends catalogued<TpSlModeLockedByTrailingStop>()(
  "TpSlModeLockedByTrailingStop"
) {}

/**
 * 110058: the remaining position size is insufficient to set TP/SL.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionSizeInsufficientForTpSl extends catalogued<PositionSizeInsufficientForTpSl>()(
  "PositionSizeInsufficientForTpSl"
) {}

/**
 * 110060: TP/SL cannot be modified under full TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class FullModeTpSlImmutable extends catalogued<FullModeTpSlImmutable>()("FullModeTpSlImmutable") {}

/**
 * 110061: more than 20 TP/SLs under partial tpSlMode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PartialTpSlLimitExceeded extends catalogued<PartialTpSlLimitExceeded>()("PartialTpSlLimitExceeded") {}

/**
 * 110075; legacy 134026: riskId not modified (deprecated in V5).
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskIdNotModified extends catalogued<RiskIdNotModified>()("RiskIdNotModified") {}

/**
 * 110076: only isolated mode can set auto-add-margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class AutoAddMarginRequiresIsolated extends catalogued<AutoAddMarginRequiresIsolated>()(
  "AutoAddMarginRequiresIsolated"
) {}

/**
 * 110078: the margin to reduce exceeds the maximum reducible margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class ReduceMarginAboveMax extends catalogued<ReduceMarginAboveMax>()("ReduceMarginAboveMax") {}

/**
 * 110082: no reduce-only restriction to lift.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoReduceOnlyRestriction extends catalogued<NoReduceOnlyRestriction>()("NoReduceOnlyRestriction") {}

/**
 * 500011: the UID is not associated with a unified trading account.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidNotUnified extends catalogued<UidNotUnified>()("UidNotUnified") {}

/**
 * Exchange errors, the codes only the `Position` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 110011, 110046; legacy 140011: this adjustment would trigger liquidation immediately.
 *
 * @since 0.1.0
 * @category errors
 */
export const AdjustmentTriggersLiquidation = catalogued("AdjustmentTriggersLiquidation")
/** An instance of {@link AdjustmentTriggersLiquidation}. */
export type AdjustmentTriggersLiquidation = Catalogued<"AdjustmentTriggersLiquidation">

/**
 * 110013; legacy 140013: cannot set leverage due to the risk limit level.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeverageBlockedByRiskLimit = catalogued("LeverageBlockedByRiskLimit")
/** An instance of {@link LeverageBlockedByRiskLimit}. */
export type LeverageBlockedByRiskLimit = Catalogued<"LeverageBlockedByRiskLimit">

/**
 * 110014; legacy 140014: available balance is insufficient to add margin.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsufficientBalanceToAddMargin = catalogued("InsufficientBalanceToAddMargin")
/** An instance of {@link InsufficientBalanceToAddMargin}. */
export type InsufficientBalanceToAddMargin = Catalogued<"InsufficientBalanceToAddMargin">

/**
 * 110015; legacy 30056, 140015: the position is in cross margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionInCrossMargin = catalogued("PositionInCrossMargin")
/** An instance of {@link PositionInCrossMargin}. */
export type PositionInCrossMargin = Catalogued<"PositionInCrossMargin">

/**
 * 110024; legacy 140024: an existing position prevents switching the position mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionModeLockedByPosition = catalogued("PositionModeLockedByPosition")
/** An instance of {@link PositionModeLockedByPosition}. */
export type PositionModeLockedByPosition = Catalogued<"PositionModeLockedByPosition">

/**
 * 110025; legacy 30083, 140025: position mode unchanged (already set).
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionModeNotModified = catalogued("PositionModeNotModified")
/** An instance of {@link PositionModeNotModified}. */
export type PositionModeNotModified = Catalogued<"PositionModeNotModified">

/**
 * 110026; legacy 30084, 130056, 140026: cross/isolated margin mode unchanged (already set).
 *
 * @since 0.1.0
 * @category errors
 */
export const CrossIsolatedModeNotModified = catalogued("CrossIsolatedModeNotModified")
/** An instance of {@link CrossIsolatedModeNotModified}. */
export type CrossIsolatedModeNotModified = Catalogued<"CrossIsolatedModeNotModified">

/**
 * 110028; legacy 140028: open orders prevent switching the position mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionModeLockedByOpenOrders = catalogued("PositionModeLockedByOpenOrders")
/** An instance of {@link PositionModeLockedByOpenOrders}. */
export type PositionModeLockedByOpenOrders = Catalogued<"PositionModeLockedByOpenOrders">

/**
 * 110029; legacy 140029: hedge mode is not supported for this symbol.
 *
 * @since 0.1.0
 * @category errors
 */
export const HedgeModeNotSupported = catalogued("HedgeModeNotSupported")
/** An instance of {@link HedgeModeNotSupported}. */
export type HedgeModeNotSupported = Catalogued<"HedgeModeNotSupported">

/**
 * 110031; legacy 30090, 140031: risk limit info does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const RiskLimitNotFound = catalogued("RiskLimitNotFound")
/** An instance of {@link RiskLimitNotFound}. */
export type RiskLimitNotFound = Catalogued<"RiskLimitNotFound">

/**
 * 110033; legacy 140033: margin cannot be set without an open position.
 *
 * @since 0.1.0
 * @category errors
 */
export const MarginWithoutPosition = catalogued("MarginWithoutPosition")
/** An instance of {@link MarginWithoutPosition}. */
export type MarginWithoutPosition = Catalogued<"MarginWithoutPosition">

/**
 * 110034; legacy 140034: there is no net position.
 *
 * @since 0.1.0
 * @category errors
 */
export const NoNetPosition = catalogued("NoNetPosition")
/** An instance of {@link NoNetPosition}. */
export type NoNetPosition = Catalogued<"NoNetPosition">

/**
 * 110036; legacy 140036: leverage cannot be changed in cross margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeverageLockedByCrossMargin = catalogued("LeverageLockedByCrossMargin")
/** An instance of {@link LeverageLockedByCrossMargin}. */
export type LeverageLockedByCrossMargin = Catalogued<"LeverageLockedByCrossMargin">

/**
 * 110038; legacy 140038: leverage cannot be changed in portfolio margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeverageLockedByPortfolioMargin = catalogued("LeverageLockedByPortfolioMargin")
/** An instance of {@link LeverageLockedByPortfolioMargin}. */
export type LeverageLockedByPortfolioMargin = Catalogued<"LeverageLockedByPortfolioMargin">

/**
 * 110039; legacy 140039: the maintenance margin rate is too high and may trigger liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export const MaintenanceMarginRateTooHigh = catalogued("MaintenanceMarginRateTooHigh")
/** An instance of {@link MaintenanceMarginRateTooHigh}. */
export type MaintenanceMarginRateTooHigh = Catalogued<"MaintenanceMarginRateTooHigh">

/**
 * 110044: available margin is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export const AvailableMarginInsufficient = catalogued("AvailableMarginInsufficient")
/** An instance of {@link AvailableMarginInsufficient}. */
export type AvailableMarginInsufficient = Catalogued<"AvailableMarginInsufficient">

/**
 * 110047: the risk limit cannot be adjusted: available margin is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export const RiskLimitMarginInsufficient = catalogued("RiskLimitMarginInsufficient")
/** An instance of {@link RiskLimitMarginInsufficient}. */
export type RiskLimitMarginInsufficient = Catalogued<"RiskLimitMarginInsufficient">

/**
 * 110048: the risk limit cannot be adjusted: the position value exceeds the revised limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const RiskLimitBelowPositionValue = catalogued("RiskLimitBelowPositionValue")
/** An instance of {@link RiskLimitBelowPositionValue}. */
export type RiskLimitBelowPositionValue = Catalogued<"RiskLimitBelowPositionValue">

/**
 * 110054: a take-profit link order prevents switching the TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const TpSlModeLockedByTakeProfit = catalogued("TpSlModeLockedByTakeProfit")
/** An instance of {@link TpSlModeLockedByTakeProfit}. */
export type TpSlModeLockedByTakeProfit = Catalogued<"TpSlModeLockedByTakeProfit">

/**
 * 110055: a stop-loss link order prevents switching the TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const TpSlModeLockedByStopLoss = catalogued("TpSlModeLockedByStopLoss")
/** An instance of {@link TpSlModeLockedByStopLoss}. */
export type TpSlModeLockedByStopLoss = Catalogued<"TpSlModeLockedByStopLoss">

/**
 * 110056: a trailing-stop link order prevents switching the TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const TpSlModeLockedByTrailingStop = catalogued("TpSlModeLockedByTrailingStop")
/** An instance of {@link TpSlModeLockedByTrailingStop}. */
export type TpSlModeLockedByTrailingStop = Catalogued<"TpSlModeLockedByTrailingStop">

/**
 * 110058: the remaining position size is insufficient to set TP/SL.
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionSizeInsufficientForTpSl = catalogued("PositionSizeInsufficientForTpSl")
/** An instance of {@link PositionSizeInsufficientForTpSl}. */
export type PositionSizeInsufficientForTpSl = Catalogued<"PositionSizeInsufficientForTpSl">

/**
 * 110060: TP/SL cannot be modified under full TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const FullModeTpSlImmutable = catalogued("FullModeTpSlImmutable")
/** An instance of {@link FullModeTpSlImmutable}. */
export type FullModeTpSlImmutable = Catalogued<"FullModeTpSlImmutable">

/**
 * 110061: more than 20 TP/SLs under partial tpSlMode.
 *
 * @since 0.1.0
 * @category errors
 */
export const PartialTpSlLimitExceeded = catalogued("PartialTpSlLimitExceeded")
/** An instance of {@link PartialTpSlLimitExceeded}. */
export type PartialTpSlLimitExceeded = Catalogued<"PartialTpSlLimitExceeded">

/**
 * 110075; legacy 134026: riskId not modified (deprecated in V5).
 *
 * @since 0.1.0
 * @category errors
 */
export const RiskIdNotModified = catalogued("RiskIdNotModified")
/** An instance of {@link RiskIdNotModified}. */
export type RiskIdNotModified = Catalogued<"RiskIdNotModified">

/**
 * 110076: only isolated mode can set auto-add-margin.
 *
 * @since 0.1.0
 * @category errors
 */
export const AutoAddMarginRequiresIsolated = catalogued("AutoAddMarginRequiresIsolated")
/** An instance of {@link AutoAddMarginRequiresIsolated}. */
export type AutoAddMarginRequiresIsolated = Catalogued<"AutoAddMarginRequiresIsolated">

/**
 * 110078: the margin to reduce exceeds the maximum reducible margin.
 *
 * @since 0.1.0
 * @category errors
 */
export const ReduceMarginAboveMax = catalogued("ReduceMarginAboveMax")
/** An instance of {@link ReduceMarginAboveMax}. */
export type ReduceMarginAboveMax = Catalogued<"ReduceMarginAboveMax">

/**
 * 110082: no reduce-only restriction to lift.
 *
 * @since 0.1.0
 * @category errors
 */
export const NoReduceOnlyRestriction = catalogued("NoReduceOnlyRestriction")
/** An instance of {@link NoReduceOnlyRestriction}. */
export type NoReduceOnlyRestriction = Catalogued<"NoReduceOnlyRestriction">

/**
 * 500011: the UID is not associated with a unified trading account.
 *
 * @since 0.1.0
 * @category errors
 */
export const UidNotUnified = catalogued("UidNotUnified")
/** An instance of {@link UidNotUnified}. */
export type UidNotUnified = Catalogued<"UidNotUnified">

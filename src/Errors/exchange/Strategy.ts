/**
 * Exchange errors, the codes only the `Strategy` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 60061: strategy creation failed, or the webhook strategy name is empty.
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategyCreationFailed = catalogued("StrategyCreationFailed")
/** An instance of {@link StrategyCreationFailed}. */
export type StrategyCreationFailed = Catalogued<"StrategyCreationFailed">

/**
 * 60062: the strategy has been terminated, or a sub strategy cannot be stopped.
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategyTerminated = catalogued("StrategyTerminated")
/** An instance of {@link StrategyTerminated}. */
export type StrategyTerminated = Catalogued<"StrategyTerminated">

/**
 * 60065: strategy not found.
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategyNotFound = catalogued("StrategyNotFound")
/** An instance of {@link StrategyNotFound}. */
export type StrategyNotFound = Catalogued<"StrategyNotFound">

/**
 * 60072: strategy status modification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategyStatusModifyFailed = catalogued("StrategyStatusModifyFailed")
/** An instance of {@link StrategyStatusModifyFailed}. */
export type StrategyStatusModifyFailed = Catalogued<"StrategyStatusModifyFailed">

/**
 * 60074: the strategy has been stopped.
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategyStopped = catalogued("StrategyStopped")
/** An instance of {@link StrategyStopped}. */
export type StrategyStopped = Catalogued<"StrategyStopped">

/**
 * 60077: strategy userId, JSON or status invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidStrategy = catalogued("InvalidStrategy")
/** An instance of {@link InvalidStrategy}. */
export type InvalidStrategy = Catalogued<"InvalidStrategy">

/**
 * 60078, 60083: strategy symbol not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategySymbolUnsupported = catalogued("StrategySymbolUnsupported")
/** An instance of {@link StrategySymbolUnsupported}. */
export type StrategySymbolUnsupported = Catalogued<"StrategySymbolUnsupported">

/**
 * 60200: TWAP inverse step position value below the minimum order qty.
 *
 * @since 0.1.0
 * @category errors
 */
export const TwapInverseStepBelowMin = catalogued("TwapInverseStepBelowMin")
/** An instance of {@link TwapInverseStepBelowMin}. */
export type TwapInverseStepBelowMin = Catalogued<"TwapInverseStepBelowMin">

/**
 * 60201: TWAP inverse step position value above the maximum order qty.
 *
 * @since 0.1.0
 * @category errors
 */
export const TwapInverseStepAboveMax = catalogued("TwapInverseStepAboveMax")
/** An instance of {@link TwapInverseStepAboveMax}. */
export type TwapInverseStepAboveMax = Catalogued<"TwapInverseStepAboveMax">

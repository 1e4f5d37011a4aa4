/**
 * Exchange errors, the codes only the `Strategy` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 60061: strategy creation failed, or the webhook strategy name is empty.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyCreationFailed extends catalogued<StrategyCreationFailed>()("StrategyCreationFailed") {}

/**
 * 60062: the strategy has been terminated, or a sub strategy cannot be stopped.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyTerminated extends catalogued<StrategyTerminated>()("StrategyTerminated") {}

/**
 * 60065: strategy not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyNotFound extends catalogued<StrategyNotFound>()("StrategyNotFound") {}

/**
 * 60072: strategy status modification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyStatusModifyFailed extends catalogued<StrategyStatusModifyFailed>()(
  "StrategyStatusModifyFailed"
) {}

/**
 * 60074: the strategy has been stopped.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyStopped extends catalogued<StrategyStopped>()("StrategyStopped") {}

/**
 * 60077: strategy userId, JSON or status invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidStrategy extends catalogued<InvalidStrategy>()("InvalidStrategy") {}

/**
 * 60078, 60083: strategy symbol not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategySymbolUnsupported extends catalogued<StrategySymbolUnsupported>()("StrategySymbolUnsupported") {}

/**
 * 60200: TWAP inverse step position value below the minimum order qty.
 *
 * @since 0.1.0
 * @category errors
 */
export class TwapInverseStepBelowMin extends catalogued<TwapInverseStepBelowMin>()("TwapInverseStepBelowMin") {}

/**
 * 60201: TWAP inverse step position value above the maximum order qty.
 *
 * @since 0.1.0
 * @category errors
 */
export class TwapInverseStepAboveMax extends catalogued<TwapInverseStepAboveMax>()("TwapInverseStepAboveMax") {}

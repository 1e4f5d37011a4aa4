/**
 * Exchange errors, the codes only the `Spread` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 110020; legacy 140020: more than 500 active orders are not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ActiveOrderLimitExceeded extends catalogued<ActiveOrderLimitExceeded>()("ActiveOrderLimitExceeded") {}

/**
 * 110110: spread trading is not available in isolated margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadIsolatedMarginUnsupported extends catalogued<SpreadIsolatedMarginUnsupported>()(
  "SpreadIsolatedMarginUnsupported"
) {}

/**
 * 110111: spread trading requires the latest UTA version.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadRequiresUtaUpgrade extends catalogued<SpreadRequiresUtaUpgrade>()("SpreadRequiresUtaUpgrade") {}

/**
 * 110112: spread trading is not available for copy trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadCopyTradingUnsupported extends catalogued<SpreadCopyTradingUnsupported>()(
  "SpreadCopyTradingUnsupported"
) {}

/**
 * 110113: spread trading is not available in hedge mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadHedgeModeUnsupported extends catalogued<SpreadHedgeModeUnsupported>()(
  "SpreadHedgeModeUnsupported"
) {}

/**
 * 110114: a spread trading order is in progress; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadOrderInProgress extends catalogued<SpreadOrderInProgress>()("SpreadOrderInProgress") {}

/**
 * 170360: the symbol cannot be traded (spread trading).
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadSymbolNotTradable extends catalogued<SpreadSymbolNotTradable>()("SpreadSymbolNotTradable") {}

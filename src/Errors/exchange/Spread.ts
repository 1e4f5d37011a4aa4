/**
 * Exchange errors, the codes only the `Spread` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 110020; legacy 140020: more than 500 active orders are not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export const ActiveOrderLimitExceeded = catalogued("ActiveOrderLimitExceeded")
/** An instance of {@link ActiveOrderLimitExceeded}. */
export type ActiveOrderLimitExceeded = Catalogued<"ActiveOrderLimitExceeded">

/**
 * 110110: spread trading is not available in isolated margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpreadIsolatedMarginUnsupported = catalogued("SpreadIsolatedMarginUnsupported")
/** An instance of {@link SpreadIsolatedMarginUnsupported}. */
export type SpreadIsolatedMarginUnsupported = Catalogued<"SpreadIsolatedMarginUnsupported">

/**
 * 110111: spread trading requires the latest UTA version.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpreadRequiresUtaUpgrade = catalogued("SpreadRequiresUtaUpgrade")
/** An instance of {@link SpreadRequiresUtaUpgrade}. */
export type SpreadRequiresUtaUpgrade = Catalogued<"SpreadRequiresUtaUpgrade">

/**
 * 110112: spread trading is not available for copy trading.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpreadCopyTradingUnsupported = catalogued("SpreadCopyTradingUnsupported")
/** An instance of {@link SpreadCopyTradingUnsupported}. */
export type SpreadCopyTradingUnsupported = Catalogued<"SpreadCopyTradingUnsupported">

/**
 * 110113: spread trading is not available in hedge mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpreadHedgeModeUnsupported = catalogued("SpreadHedgeModeUnsupported")
/** An instance of {@link SpreadHedgeModeUnsupported}. */
export type SpreadHedgeModeUnsupported = Catalogued<"SpreadHedgeModeUnsupported">

/**
 * 110114: a spread trading order is in progress; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpreadOrderInProgress = catalogued("SpreadOrderInProgress")
/** An instance of {@link SpreadOrderInProgress}. */
export type SpreadOrderInProgress = Catalogued<"SpreadOrderInProgress">

/**
 * 170360: the symbol cannot be traded (spread trading).
 *
 * @since 0.1.0
 * @category errors
 */
export const SpreadSymbolNotTradable = catalogued("SpreadSymbolNotTradable")
/** An instance of {@link SpreadSymbolNotTradable}. */
export type SpreadSymbolNotTradable = Catalogued<"SpreadSymbolNotTradable">

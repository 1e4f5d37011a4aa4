/**
 * Exchange errors, the codes only the `Trade` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 110003; legacy 140003: the order price is outside the allowed range.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderPriceOutOfRange = catalogued("OrderPriceOutOfRange")
/** An instance of {@link OrderPriceOutOfRange}. */
export type OrderPriceOutOfRange = Catalogued<"OrderPriceOutOfRange">

/**
 * 110017: orderQty would be truncated to zero.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderQtyTruncatedToZero = catalogued("OrderQtyTruncatedToZero")
/** An instance of {@link OrderQtyTruncatedToZero}. */
export type OrderQtyTruncatedToZero = Catalogued<"OrderQtyTruncatedToZero">

/**
 * 110064, 170313: the modified quantity cannot be less than or equal to the filled quantity.
 *
 * @since 0.1.0
 * @category errors
 */
export const ModifiedQtyNotAboveFilled = catalogued("ModifiedQtyNotAboveFilled")
/** An instance of {@link ModifiedQtyNotAboveFilled}. */
export type ModifiedQtyNotAboveFilled = Catalogued<"ModifiedQtyNotAboveFilled">

/**
 * 110079: the order is being processed and cannot be operated on; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderProcessing = catalogued("OrderProcessing")
/** An instance of {@link OrderProcessing}. */
export type OrderProcessing = Catalogued<"OrderProcessing">

/**
 * 130006: quantity exceeds the maximum allowed (linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export const QtyExceedsMaxLimit = catalogued("QtyExceedsMaxLimit")
/** An instance of {@link QtyExceedsMaxLimit}. */
export type QtyExceedsMaxLimit = Catalogued<"QtyExceedsMaxLimit">

/**
 * 170121: invalid symbol.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidSymbol = catalogued("InvalidSymbol")
/** An instance of {@link InvalidSymbol}. */
export type InvalidSymbol = Catalogued<"InvalidSymbol">

/**
 * 170131; legacy -1131, 12131: spot balance insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotBalanceInsufficient = catalogued("SpotBalanceInsufficient")
/** An instance of {@link SpotBalanceInsufficient}. */
export type SpotBalanceInsufficient = Catalogued<"SpotBalanceInsufficient">

/**
 * 170133: order price lower than the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderPriceTooLow = catalogued("SpotOrderPriceTooLow")
/** An instance of {@link SpotOrderPriceTooLow}. */
export type SpotOrderPriceTooLow = Catalogued<"SpotOrderPriceTooLow">

/**
 * 170134: order price has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderPriceTooPrecise = catalogued("SpotOrderPriceTooPrecise")
/** An instance of {@link SpotOrderPriceTooPrecise}. */
export type SpotOrderPriceTooPrecise = Catalogued<"SpotOrderPriceTooPrecise">

/**
 * 170137: order quantity has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderQtyTooPrecise = catalogued("SpotOrderQtyTooPrecise")
/** An instance of {@link SpotOrderQtyTooPrecise}. */
export type SpotOrderQtyTooPrecise = Catalogued<"SpotOrderQtyTooPrecise">

/**
 * 170140: order value below the lower limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderValueTooLow = catalogued("SpotOrderValueTooLow")
/** An instance of {@link SpotOrderValueTooLow}. */
export type SpotOrderValueTooLow = Catalogued<"SpotOrderValueTooLow">

/**
 * 170141: duplicate clientOrderId (spot).
 *
 * @since 0.1.0
 * @category errors
 */
export const DuplicateClientOrderId = catalogued("DuplicateClientOrderId")
/** An instance of {@link DuplicateClientOrderId}. */
export type DuplicateClientOrderId = Catalogued<"DuplicateClientOrderId">

/**
 * 170148: market order amount has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export const MarketOrderAmountTooPrecise = catalogued("MarketOrderAmountTooPrecise")
/** An instance of {@link MarketOrderAmountTooPrecise}. */
export type MarketOrderAmountTooPrecise = Catalogued<"MarketOrderAmountTooPrecise">

/**
 * 170212: the cancel request is being processed.
 *
 * @since 0.1.0
 * @category errors
 */
export const CancelInProgress = catalogued("CancelInProgress")
/** An instance of {@link CancelInProgress}. */
export type CancelInProgress = Catalogued<"CancelInProgress">

/**
 * 170213; legacy 12213: spot order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderNotFound = catalogued("SpotOrderNotFound")
/** An instance of {@link SpotOrderNotFound}. */
export type SpotOrderNotFound = Catalogued<"SpotOrderNotFound">

/**
 * 170311: order modification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderModificationFailed = catalogued("OrderModificationFailed")
/** An instance of {@link OrderModificationFailed}. */
export type OrderModificationFailed = Catalogued<"OrderModificationFailed">

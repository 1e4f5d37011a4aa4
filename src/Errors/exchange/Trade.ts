/**
 * Exchange errors, the codes only the `Trade` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 110003; legacy 140003: the order price is outside the allowed range.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceOutOfRange extends catalogued<OrderPriceOutOfRange>()("OrderPriceOutOfRange") {}

/**
 * 110017: orderQty would be truncated to zero.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderQtyTruncatedToZero extends catalogued<OrderQtyTruncatedToZero>()("OrderQtyTruncatedToZero") {}

/**
 * 110064, 170313: the modified quantity cannot be less than or equal to the filled quantity.
 *
 * @since 0.1.0
 * @category errors
 */
export class ModifiedQtyNotAboveFilled extends catalogued<ModifiedQtyNotAboveFilled>()("ModifiedQtyNotAboveFilled") {}

/**
 * 110079: the order is being processed and cannot be operated on; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderProcessing extends catalogued<OrderProcessing>()("OrderProcessing") {}

/**
 * 130006: quantity exceeds the maximum allowed (linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class QtyExceedsMaxLimit extends catalogued<QtyExceedsMaxLimit>()("QtyExceedsMaxLimit") {}

/**
 * 170121: invalid symbol.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSymbol extends catalogued<InvalidSymbol>()("InvalidSymbol") {}

/**
 * 170131; legacy -1131, 12131: spot balance insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotBalanceInsufficient extends catalogued<SpotBalanceInsufficient>()("SpotBalanceInsufficient") {}

/**
 * 170133: order price lower than the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderPriceTooLow extends catalogued<SpotOrderPriceTooLow>()("SpotOrderPriceTooLow") {}

/**
 * 170134: order price has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderPriceTooPrecise extends catalogued<SpotOrderPriceTooPrecise>()("SpotOrderPriceTooPrecise") {}

/**
 * 170137: order quantity has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderQtyTooPrecise extends catalogued<SpotOrderQtyTooPrecise>()("SpotOrderQtyTooPrecise") {}

/**
 * 170140: order value below the lower limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderValueTooLow extends catalogued<SpotOrderValueTooLow>()("SpotOrderValueTooLow") {}

/**
 * 170141: duplicate clientOrderId (spot).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateClientOrderId extends catalogued<DuplicateClientOrderId>()("DuplicateClientOrderId") {}

/**
 * 170148: market order amount has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarketOrderAmountTooPrecise extends catalogued<MarketOrderAmountTooPrecise>()(
  "MarketOrderAmountTooPrecise"
) {}

/**
 * 170212: the cancel request is being processed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelInProgress extends catalogued<CancelInProgress>()("CancelInProgress") {}

/**
 * 170213; legacy 12213: spot order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderNotFound extends catalogued<SpotOrderNotFound>()("SpotOrderNotFound") {}

/**
 * 170311: order modification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderModificationFailed extends catalogued<OrderModificationFailed>()("OrderModificationFailed") {}

/**
 * The data floor: wire schemas of the V5 REST API (decimals, enums, envelopes, requests and results).
 * Imports nothing else of this library.
 *
 * @since 0.1.0
 */

/**
 * Exact decimal strings and their `BigDecimal` conversion.
 *
 * @since 0.1.0
 */
export * as Decimal from "./Decimal.js"

/**
 * The V5 enumerations, strict for requests and tolerant for responses.
 *
 * @since 0.1.0
 */
export * as Enums from "./Enums.js"

/**
 * The V5 and legacy response envelopes.
 *
 * @since 0.1.0
 */
export * as Envelope from "./Envelope.js"
/**
 * `/v5/market/instruments-info`.
 *
 * @since 0.1.0
 */
export * as InstrumentsInfo from "./InstrumentsInfo.js"

/**
 * `/v5/market/kline` and the price klines.
 *
 * @since 0.1.0
 */
export * as Kline from "./Kline.js"
/**
 * `/v5/order/*`: create, cancel, realtime and the order item.
 *
 * @since 0.1.0
 */
export * as Order from "./Order.js"

/**
 * `/v5/market/orderbook`.
 *
 * @since 0.1.0
 */
export * as Orderbook from "./Orderbook.js"
/**
 * `/v5/position/list` and the position item.
 *
 * @since 0.1.0
 */
export * as Position from "./Position.js"
/**
 * `/v5/market/time`.
 *
 * @since 0.1.0
 */
export * as ServerTime from "./ServerTime.js"
/**
 * `/v5/market/tickers`.
 *
 * @since 0.1.0
 */
export * as Tickers from "./Tickers.js"

/**
 * `/v5/account/wallet-balance`.
 *
 * @since 0.1.0
 */
export * as WalletBalance from "./WalletBalance.js"

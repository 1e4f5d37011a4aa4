// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * The WebSocket client: connections, subscriptions and markets. The pre-V5 markets (spot v1 with its merged
 * depth, spot v3, USDC, unified, contract) are under `LegacyWs` (`LegacyWs.LegacySocket.make({ market })`,
 * `LegacyWs.SpotV1Depth.mergedBook(...)`): one client per market.
 *
 * @since 0.1.0
 */

/** @since 0.1.0 */
export * as AccountState from "./AccountState.js"
/** @since 0.1.0 */
export * as BookSide from "./BookSide.js"
/** @since 0.1.0 */
export * as BookView from "./BookView.js"
/** @since 0.1.0 */
export * as BybitSocket from "./BybitSocket.js"
/** @since 0.1.0 */
export * as Candles from "./Candles.js"
/** @since 0.1.0 */
export * as Connection from "./Connection.js"
/** @since 0.1.0 */
export * as ConnectionState from "./ConnectionState.js"
/** @since 0.1.0 */
export * as LocalBook from "./LocalBook.js"
/** @since 0.1.0 */
export * as LegacyWs from "./legacy/index.js"
/** @since 0.1.0 */
export * as OrderBook from "./OrderBook.js"
/** @since 0.1.0 */
export * as ProductTopics from "./ProductTopics.js"
/** @since 0.1.0 */
export * as Protocol from "./Protocol.js"
/** @since 0.1.0 */
export * as Registry from "./Registry.js"
/** @since 0.2.0 */
export * as Sbe from "./Sbe.js"
/** @since 0.2.0 */
export * as SbeTopics from "./SbeTopics.js"
/** @since 0.1.0 */
export * as Session from "./Session.js"
/** @since 0.1.0 */
export * as TickerState from "./TickerState.js"
/** @since 0.1.0 */
export * as Topics from "./Topics.js"
/** @since 0.1.0 */
export * as TradeApi from "./TradeApi.js"
/** @since 0.1.0 */
export * as TradeTape from "./TradeTape.js"
/** @since 0.1.0 */
export * as WsMarket from "./WsMarket.js"

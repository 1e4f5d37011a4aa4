// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * effect-bybit: the Effect-native client for the Bybit exchange. This entry point runs in a browser (no `node:`
 * module, no `ws`); Node layers live behind `effect-bybit/node`.
 *
 * The root exports what a user calls — the composition (`Bybit`), environments, credentials and the rate budget,
 * the endpoint families, the errors, the sockets and the streams built on them. The plumbing under them (signing,
 * transports, validation, the connection's session and registry) is internal.
 *
 * The pre-V5 API families (`Legacy`, `LegacyEndpoints`, `LegacyWs`) are not here: they have their own entry point,
 * `effect-bybit/legacy`, so that a program which never calls them does not load them. They run on the same services
 * (`BybitHttp`, the socket layer), and the Promise client calls their definitions with `client.call`.
 *
 * @since 0.1.0
 */

/**
 * Execution algorithms over the client: iceberg, chase limit and scaled orders, resumable and cancellable.
 *
 * @since 1.2.0
 */
export * as Algo from "./Algo/index.js"
/** @since 0.1.0 */
export * as Bybit from "./Bybit.js"
/** @since 0.1.0 */
export * as ConfigError from "./Errors/ConfigError.js"
/** @since 0.1.0 */
export * as ExchangeError from "./Errors/ExchangeError.js"
/** @since 0.1.0 */
export * as SocketError from "./Errors/SocketError.js"
/** @since 0.1.0 */
export * as TransportError from "./Errors/TransportError.js"
/** @since 0.2.0 */
export * as UnexpectedExchangeError from "./Errors/UnexpectedExchangeError.js"
/** @since 0.1.0 */
export * as BybitHttp from "./Http/BybitHttp.js"
/** @since 0.1.0 */
export * as Endpoint from "./Http/Endpoint.js"
/** @since 0.1.0 */
export * as InstrumentRules from "./Http/InstrumentRules.js"
/** @since 0.1.0 */
export * as KeyCheck from "./Http/KeyCheck.js"
/** @since 0.1.0 */
export * as KlineStream from "./Http/KlineStream.js"
/** @since 0.1.0 */
export * as Paginate from "./Http/Paginate.js"
/** @since 0.1.0 */
export * as RateLimit from "./Http/RateLimit.js"
/** @since 0.1.0 */
export * as Account from "./Http/v5/Account.js"
/** @since 0.1.0 */
export * as Affiliate from "./Http/v5/Affiliate.js"
/** @since 0.1.0 */
export * as AlphaLp from "./Http/v5/AlphaLp.js"
/** @since 0.1.0 */
export * as AlphaPrediction from "./Http/v5/AlphaPrediction.js"
/** @since 0.1.0 */
export * as AlphaTrade from "./Http/v5/AlphaTrade.js"
/** @since 0.1.0 */
export * as Asset from "./Http/v5/Asset.js"
/** @since 0.1.0 */
export * as AllEndpoints from "./Http/v5/all.js"
/** @since 0.1.0 */
export * as Batch from "./Http/v5/Batch.js"
/** @since 0.1.0 */
export * as Broker from "./Http/v5/Broker.js"
/** @since 0.1.0 */
export * as Card from "./Http/v5/Card.js"
/** @since 0.1.0 */
export * as CryptoLoan from "./Http/v5/CryptoLoan.js"
/** @since 0.1.0 */
export * as CryptoLoanCommon from "./Http/v5/CryptoLoanCommon.js"
/** @since 0.1.0 */
export * as CryptoLoanFixed from "./Http/v5/CryptoLoanFixed.js"
/** @since 0.1.0 */
export * as CryptoLoanFlexible from "./Http/v5/CryptoLoanFlexible.js"
/** @since 0.1.0 */
export * as Demo from "./Http/v5/Demo.js"
/** @since 0.1.0 */
export * as Earn from "./Http/v5/Earn.js"
/** @since 0.1.0 */
export * as EarnDoubleWin from "./Http/v5/EarnDoubleWin.js"
/** @since 0.1.0 */
export * as EarnFixedTerm from "./Http/v5/EarnFixedTerm.js"
/** @since 0.1.0 */
export * as EarnRwa from "./Http/v5/EarnRwa.js"
/** @since 0.1.0 */
export * as EarnSavings from "./Http/v5/EarnSavings.js"
/** @since 0.1.0 */
export * as EarnToken from "./Http/v5/EarnToken.js"
/** @since 0.1.0 */
export * as Execution from "./Http/v5/Execution.js"
/** @since 0.1.0 */
export * as Fiat from "./Http/v5/Fiat.js"
/** @since 0.1.0 */
export * as FuturesBot from "./Http/v5/FuturesBot.js"
/** @since 0.1.0 */
export * as GridBot from "./Http/v5/GridBot.js"
/** @since 0.1.0 */
export * as HoldToEarn from "./Http/v5/HoldToEarn.js"
/** @since 0.1.0 */
export * as InsLoan from "./Http/v5/InsLoan.js"
/** @since 0.1.0 */
export * as Lending from "./Http/v5/Lending.js"
/** @since 0.1.0 */
export * as LiquidityMining from "./Http/v5/LiquidityMining.js"
/** @since 0.1.0 */
export * as Market from "./Http/v5/Market.js"
/** @since 0.1.0 */
export * as Misc from "./Http/v5/Misc.js"
/** @since 0.1.0 */
export * as P2P from "./Http/v5/P2P.js"
/** @since 0.1.0 */
export * as Position from "./Http/v5/Position.js"
/** @since 0.1.0 */
export * as PreUpgrade from "./Http/v5/PreUpgrade.js"
/** @since 0.1.0 */
export * as Pwm from "./Http/v5/Pwm.js"
/** @since 0.1.0 */
export * as PwmAssetManager from "./Http/v5/PwmAssetManager.js"
/** @since 0.1.0 */
export * as RateLimitApi from "./Http/v5/RateLimitApi.js"
/** @since 0.1.0 */
export * as Rfq from "./Http/v5/Rfq.js"
/** @since 0.1.0 */
export * as SpotCrossMarginTrade from "./Http/v5/SpotCrossMarginTrade.js"
/** @since 0.1.0 */
export * as SpotLeverToken from "./Http/v5/SpotLeverToken.js"
/** @since 0.1.0 */
export * as SpotMarginTrade from "./Http/v5/SpotMarginTrade.js"
/** @since 0.1.0 */
export * as Spread from "./Http/v5/Spread.js"
/** @since 0.1.0 */
export * as Strategy from "./Http/v5/Strategy.js"
/** @since 0.1.0 */
export * as Trade from "./Http/v5/Trade.js"
/** @since 0.1.0 */
export * as User from "./Http/v5/User.js"
/** @since 0.1.0 */
export * as ClockOffset from "./Layers/ClockOffset.js"
/** @since 0.1.0 */
export * as Credentials from "./Layers/Credentials.js"
/** @since 0.1.0 */
export * as Environment from "./Layers/Environment.js"
/** @since 0.1.0 */
export * as RateBudget from "./Layers/RateBudget.js"
/** @since 0.1.0 */
export * as RateBudgetStore from "./Layers/RateBudgetStore.js"
/** @since 0.2.0 */
export * as RequestDefaults from "./Layers/RequestDefaults.js"
/** @since 0.1.0 */
export * as Observability from "./Observability/index.js"
/** @since 1.2.0 */
export * as Platform from "./Platform.js"
/** The request and response schemas (was `Schema`, which shadowed `effect/Schema`). @since 0.2.0 */
export * as BybitSchema from "./Schema/index.js"
/** @since 0.1.0 */
export * as Signer from "./Signing/Signer.js"
/** @since 0.1.0 */
export * as AccountState from "./Socket/AccountState.js"
/** @since 0.1.0 */
export * as BookView from "./Socket/BookView.js"
/** @since 0.1.0 */
export * as BybitSocket from "./Socket/BybitSocket.js"
/** @since 0.1.0 */
export * as Candles from "./Socket/Candles.js"
/** @since 0.1.0 */
export * as ConnectionState from "./Socket/ConnectionState.js"
/** @since 0.1.0 */
export * as LocalBook from "./Socket/LocalBook.js"
/** @since 0.1.0 */
export * as OrderBook from "./Socket/OrderBook.js"
/** Typed topics of the spread, RFQ and Advanced Earn streams, and the spread/RFQ private topics. @since 0.1.0 */
export * as ProductTopics from "./Socket/ProductTopics.js"
/** The binary (SBE) market-data messages of the market-maker streams: decoding and encoding. @since 0.2.0 */
export * as Sbe from "./Socket/Sbe.js"
/** Typed topics of the binary (SBE) market-data streams. @since 0.2.0 */
export * as SbeTopics from "./Socket/SbeTopics.js"
/** @since 0.1.0 */
export * as TickerState from "./Socket/TickerState.js"
/** @since 0.1.0 */
export * as Topics from "./Socket/Topics.js"
/** @since 0.1.0 */
export * as TradeApi from "./Socket/TradeApi.js"
/** @since 0.1.0 */
export * as TradeTape from "./Socket/TradeTape.js"
/** @since 0.1.0 */
export * as WsMarket from "./Socket/WsMarket.js"
/** @since 0.1.0 */
export * as WebPlatform from "./WebPlatform.js"

// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * The data floor: wire schemas of the V5 REST API (decimals, enums, envelopes, requests and results).
 * Imports nothing else of this library.
 *
 * @since 0.1.0
 */

/** `/v5/account/withdrawal` and `/v5/account/trade-info-for-analysis`. @since 0.1.0 */
export * as AccountFunds from "./AccountFunds.js"
/** Account configuration: info, margin mode, hedging, limit price, delta mode, SMP, DCP, upgrade. @since 0.1.0 */
export * as AccountInfo from "./AccountInfo.js"
/** A `result` that is `{}` or absent. @since 0.1.0 */
export * as Acknowledged from "./Acknowledged.js"
/** @since 0.1.0 */
export * as Affiliate from "./Affiliate.js"
/** @since 0.1.0 */
export * as AlphaLp from "./AlphaLp.js"
/** @since 0.1.0 */
export * as AlphaPrediction from "./AlphaPrediction.js"
/** @since 0.1.0 */
export * as AlphaTrade from "./AlphaTrade.js"
/** @since 0.1.0 */
export * as Announcement from "./Announcement.js"
/** @since 0.1.0 */
export * as Asset from "./Asset.js"
/** Borrow history, manual borrow and the repayments. @since 0.1.0 */
export * as Borrow from "./Borrow.js"
/** @since 0.1.0 */
export * as Broker from "./Broker.js"
/** @since 0.1.0 */
export * as Card from "./Card.js"
/** `/v5/position/closed-pnl` and `/v5/position/get-closed-positions`. @since 0.1.0 */
export * as ClosedPnl from "./ClosedPnl.js"
/** Collateral info and switches. @since 0.1.0 */
export * as Collateral from "./Collateral.js"
/** @since 0.1.0 */
export * as Convert from "./Convert.js"
/** @since 0.1.0 */
export * as CryptoLoan from "./CryptoLoan.js"
/** @since 0.1.0 */
export * as CryptoLoanCommon from "./CryptoLoanCommon.js"
/** @since 0.1.0 */
export * as CryptoLoanFixed from "./CryptoLoanFixed.js"
/** @since 0.1.0 */
export * as CryptoLoanFlexible from "./CryptoLoanFlexible.js"
/** Exact decimal strings and their `BigDecimal` conversion. @since 0.1.0 */
export * as Decimal from "./Decimal.js"
/**
 * How the REST client decodes answers and checks requests (Effect's Schema parser, or the compiled fast path).
 *
 * @since 1.0.0
 */
export * as Decoding from "./Decoding.js"
/** `/v5/market/delivery-price` and `/v5/market/new-delivery-price`. @since 0.1.0 */
export * as DeliveryPrice from "./DeliveryPrice.js"
/** @since 0.1.0 */
export * as Demo from "./Demo.js"
/** @since 0.1.0 */
export * as Deposit from "./Deposit.js"
/** @since 0.1.0 */
export * as Earn from "./Earn.js"
/** @since 0.1.0 */
export * as EarnDoubleWin from "./EarnDoubleWin.js"
/** @since 0.1.0 */
export * as EarnFixedTerm from "./EarnFixedTerm.js"
/** @since 0.1.0 */
export * as EarnRwa from "./EarnRwa.js"
/** @since 0.1.0 */
export * as EarnSavings from "./EarnSavings.js"
/** @since 0.1.0 */
export * as EarnToken from "./EarnToken.js"
/** The V5 enumerations, strict for requests and tolerant for responses. @since 0.1.0 */
export * as Enums from "./Enums.js"
/** The V5 and legacy response envelopes. @since 0.1.0 */
export * as Envelope from "./Envelope.js"
/** `/v5/execution/list` and the execution item. @since 0.1.0 */
export * as Execution from "./Execution.js"
/** The compiled fast path for decoding answers and checking requests (`FastDecode.layer` installs it). @since 1.0.0 */
export * as FastDecode from "./FastDecode.js"
/** `/v5/market/fee-group-info`. @since 0.1.0 */
export * as FeeGroup from "./FeeGroup.js"
/** `/v5/account/fee-rate`. @since 0.1.0 */
export * as FeeRate from "./FeeRate.js"
/** @since 0.1.0 */
export * as Fiat from "./Fiat.js"
/** A file part of a multipart upload. @since 0.1.0 */
export * as FilePart from "./FilePart.js"
/** `/v5/market/funding/history`. @since 0.1.0 */
export * as FundingHistory from "./FundingHistory.js"
/** @since 0.1.0 */
export * as FuturesBot from "./FuturesBot.js"
/** @since 0.1.0 */
export * as GridBot from "./GridBot.js"
/** `/v5/market/historical-volatility`. @since 0.1.0 */
export * as HistoricalVolatility from "./HistoricalVolatility.js"
/** @since 0.1.0 */
export * as HoldToEarn from "./HoldToEarn.js"
/** `/v5/market/index-price-components`. @since 0.1.0 */
export * as IndexPriceComponents from "./IndexPriceComponents.js"
/** @since 0.1.0 */
export * as InsLoan from "./InsLoan.js"
/** @since 0.1.0 */
export * as Institution from "./Institution.js"
/** `/v5/market/instruments-info`. @since 0.1.0 */
export * as InstrumentsInfo from "./InstrumentsInfo.js"
/** `/v5/market/insurance` and `/v5/market/adlAlert`. @since 0.1.0 */
export * as Insurance from "./Insurance.js"
/** `/v5/market/kline` and the price klines. @since 0.1.0 */
export * as Kline from "./Kline.js"
/** @since 0.1.0 */
export * as Lending from "./Lending.js"
/** @since 0.1.0 */
export * as LeverageToken from "./LeverageToken.js"
/** @since 0.1.0 */
export * as LiquidityMining from "./LiquidityMining.js"
/** `/v5/market/account-ratio`. @since 0.1.0 */
export * as LongShortRatio from "./LongShortRatio.js"
/** Market maker protection. @since 0.1.0 */
export * as Mmp from "./Mmp.js"
/** @since 0.1.0 */
export * as NoParams from "./NoParams.js"
/** `/v5/market/open-interest`. @since 0.1.0 */
export * as OpenInterest from "./OpenInterest.js"
/** `/v5/asset/coin-greeks` and `/v5/account/option-asset-info`. @since 0.1.0 */
export * as OptionAsset from "./OptionAsset.js"
/** `/v5/order/*`: create, cancel, realtime and the order item. @since 0.1.0 */
export * as Order from "./Order.js"
/** `/v5/market/orderbook`. @since 0.1.0 */
export * as Orderbook from "./Orderbook.js"
/** @since 0.1.0 */
export * as P2P from "./P2P.js"
/** `/v5/position/list` and the position item. @since 0.1.0 */
export * as Position from "./Position.js"
/** @since 0.1.0 */
export * as PreUpgrade from "./PreUpgrade.js"
/** `/v5/market/price-limit`. @since 0.1.0 */
export * as PriceLimit from "./PriceLimit.js"
/** @since 0.1.0 */
export * as Pwm from "./Pwm.js"
/** @since 0.1.0 */
export * as PwmAssetManager from "./PwmAssetManager.js"
/** @since 0.1.0 */
export * as RateLimitApi from "./RateLimitApi.js"
/** `/v5/market/recent-trade`. @since 0.1.0 */
export * as RecentTrade from "./RecentTrade.js"
/** @since 0.1.0 */
export * as Rfq from "./Rfq.js"
/** `/v5/market/risk-limit`. @since 0.1.0 */
export * as RiskLimit from "./RiskLimit.js"
/** `/v5/market/time`. @since 0.1.0 */
export * as ServerTime from "./ServerTime.js"
/** @since 0.1.0 */
export * as SpotCrossMargin from "./SpotCrossMargin.js"
/** @since 0.1.0 */
export * as SpotMargin from "./SpotMargin.js"
/** @since 0.1.0 */
export * as Spread from "./Spread.js"
/** @since 0.1.0 */
export * as Strategy from "./Strategy.js"
/** @since 0.1.0 */
export * as SystemStatus from "./SystemStatus.js"
/** `/v5/market/tickers`. @since 0.1.0 */
export * as Tickers from "./Tickers.js"
/** `/v5/account/transaction-log` and `contract-transaction-log`. @since 0.1.0 */
export * as TransactionLog from "./TransactionLog.js"
/** @since 0.1.0 */
export * as Transfer from "./Transfer.js"
/** @since 0.1.0 */
export * as User from "./User.js"
/** Fast validators derived from a Schema (hot paths). @since 0.1.0 */
export * as Validator from "./Validator.js"
/** `/v5/account/wallet-balance`. @since 0.1.0 */
export * as WalletBalance from "./WalletBalance.js"
/** @since 0.1.0 */
export * as Withdrawal from "./Withdrawal.js"
/** Advanced Earn's public quote-offer WebSocket messages (`earn.*.offers`). @since 0.1.0 */
export * as WsEarn from "./WsEarn.js"
/** The V5 private WebSocket topic messages. @since 0.1.0 */
export * as WsPrivate from "./WsPrivate.js"
/** The V5 public WebSocket topic messages. @since 0.1.0 */
export * as WsPublic from "./WsPublic.js"
/** The RFQ WebSocket topic messages: private requests, quotes and trades, and the public block trades. @since 0.1.0 */
export * as WsRfq from "./WsRfq.js"
/** The decoded binary (SBE) market-data messages of the market-maker streams. @since 0.1.0 */
export * as WsSbe from "./WsSbe.js"
/** The spread-trading WebSocket topic messages: private orders and executions, and the public ticker. @since 0.1.0 */
export * as WsSpread from "./WsSpread.js"

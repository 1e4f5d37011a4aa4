// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * V5 endpoint definitions and their callables.
 *
 * @since 0.1.0
 */

/** @since 0.1.0 */
export * as Account from "./Account.js"
/** @since 0.1.0 */
export * as Affiliate from "./Affiliate.js"
/** @since 0.1.0 */
export * as AlphaLp from "./AlphaLp.js"
/** @since 0.1.0 */
export * as AlphaPrediction from "./AlphaPrediction.js"
/** @since 0.1.0 */
export * as AlphaTrade from "./AlphaTrade.js"
/** @since 0.1.0 */
export * as Asset from "./Asset.js"
/** @since 0.1.0 */
export * as Batch from "./Batch.js"
/** @since 0.1.0 */
export * as Broker from "./Broker.js"
/** @since 0.1.0 */
export * as Card from "./Card.js"
/** @since 0.1.0 */
export * as CryptoLoan from "./CryptoLoan.js"
/** @since 0.1.0 */
export * as CryptoLoanCommon from "./CryptoLoanCommon.js"
/** @since 0.1.0 */
export * as CryptoLoanFixed from "./CryptoLoanFixed.js"
/** @since 0.1.0 */
export * as CryptoLoanFlexible from "./CryptoLoanFlexible.js"
/** @since 0.1.0 */
export * as Demo from "./Demo.js"
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
/** @since 0.1.0 */
export * as Execution from "./Execution.js"
/** @since 0.1.0 */
export * as Fiat from "./Fiat.js"
/** @since 0.1.0 */
export * as FuturesBot from "./FuturesBot.js"
/** @since 0.1.0 */
export * as GridBot from "./GridBot.js"
/** @since 0.1.0 */
export * as HoldToEarn from "./HoldToEarn.js"
/** @since 0.1.0 */
export * as InsLoan from "./InsLoan.js"
/** @since 0.1.0 */
export * as Lending from "./Lending.js"
/** @since 0.1.0 */
export * as LiquidityMining from "./LiquidityMining.js"
/** @since 0.1.0 */
export * as Market from "./Market.js"
/** @since 0.1.0 */
export * as Misc from "./Misc.js"
/** @since 0.1.0 */
export * as P2P from "./P2P.js"
/** @since 0.1.0 */
export * as Position from "./Position.js"
/** @since 0.1.0 */
export * as PreUpgrade from "./PreUpgrade.js"
/** @since 0.1.0 */
export * as Pwm from "./Pwm.js"
/** @since 0.1.0 */
export * as PwmAssetManager from "./PwmAssetManager.js"
/** @since 0.1.0 */
export * as RateLimitApi from "./RateLimitApi.js"
/** @since 0.1.0 */
export * as Rfq from "./Rfq.js"
/** @since 0.1.0 */
export * as SpotCrossMarginTrade from "./SpotCrossMarginTrade.js"
/** @since 0.1.0 */
export * as SpotLeverToken from "./SpotLeverToken.js"
/** @since 0.1.0 */
export * as SpotMarginTrade from "./SpotMarginTrade.js"
/** @since 0.1.0 */
export * as Spread from "./Spread.js"
/** @since 0.1.0 */
export * as Strategy from "./Strategy.js"
/** @since 0.1.0 */
export * as Trade from "./Trade.js"
/** @since 0.1.0 */
export * as User from "./User.js"

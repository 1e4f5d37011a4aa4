/**
 * Exchange errors: every documented `retCode` is its own tagged error, so callers can `Effect.catchTag` it.
 *
 * One class per meaning: where two codes mean the same thing they share a class (its JSDoc lists the codes); where
 * one code means different things on different channels, `Catalogue` keys it by channel. Codes are those of the
 * Bybit V5 error list, the WebSocket order-entry (`/v5/trade`) codes and the legacy (pre-V5) families.
 *
 * The classes live in `exchange/*` modules by who declares them (the common and signed sets, each endpoint family,
 * several families, none) and are all re-exported here: a bundler keeps only the modules whose classes a program
 * names. The catalogue names each class by its tag (`CatalogueClass.catalogued` gives the one class of a tag), and
 * its rows are loaded on the first refused request (`Http/stages/classify`). The library's own modules import
 * the classes from `exchange/*`, never from here: under Node the installed package is split by module, and a module
 * importing this one would load every class (test/Errors/BarrelImports.test.ts).
 *
 * @since 0.1.0
 */
/** @since 1.0.0 */
export type { Catalogued, CataloguedClass } from "./CatalogueClass.js"
/** @since 0.1.0 */
export * from "./ExchangeErrorClass.js"
/** @since 0.1.0 */
export { ExchangeError, isExchangeError } from "./ExchangeErrorUnion.js"
/** @since 0.1.0 */
export * from "./exchange/Account.js"
/** @since 0.1.0 */
export * from "./exchange/Asset.js"
/** @since 0.1.0 */
export * from "./exchange/Broker.js"
/** @since 0.1.0 */
export * from "./exchange/Common.js"
/** @since 0.1.0 */
export * from "./exchange/CryptoLoan.js"
/** @since 0.1.0 */
export * from "./exchange/CryptoLoanCommon.js"
/** @since 0.1.0 */
export * from "./exchange/CryptoLoanFixed.js"
/** @since 0.1.0 */
export * from "./exchange/CryptoLoanFlexible.js"
/** @since 0.1.0 */
export * from "./exchange/Earn.js"
/** @since 0.1.0 */
export * from "./exchange/Fiat.js"
/** @since 0.1.0 */
export * from "./exchange/InsLoan.js"
/** @since 0.1.0 */
export * from "./exchange/Position.js"
/** @since 0.1.0 */
export * from "./exchange/Rfq.js"
/** @since 0.1.0 */
export * from "./exchange/Shared.js"
/** @since 0.1.0 */
export * from "./exchange/Signed.js"
/** @since 0.1.0 */
export * from "./exchange/SpotCrossMarginTrade.js"
/** @since 0.1.0 */
export * from "./exchange/SpotLeverToken.js"
/** @since 0.1.0 */
export * from "./exchange/SpotMarginTrade.js"
/** @since 0.1.0 */
export * from "./exchange/Spread.js"
/** @since 0.1.0 */
export * from "./exchange/Strategy.js"
/** @since 0.1.0 */
export * from "./exchange/Trade.js"
/** @since 0.1.0 */
export * from "./exchange/TradeChannel.js"
/** @since 0.1.0 */
export * from "./exchange/Undeclared.js"
/** @since 0.1.0 */
export * from "./exchange/User.js"

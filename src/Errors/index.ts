// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * The error modules: the exchange error catalogue, the transport errors and the configuration errors.
 *
 * @since 0.1.0
 */

/** The code-to-error table per channel (`rest`, `trade`, `legacy`), `lookup` and `fromCode`. @since 0.1.0 */
export * as Catalogue from "./Catalogue.js"
/**
 * From a `retCode` to the error a caller receives: documented and common codes by their tags, other catalogued codes as
 * `UnexpectedExchangeError`, unknown codes as `ApiError`.
 *
 * @since 0.2.0
 */
export * as Classify from "./Classify.js"
/** Configuration errors: credentials, parameters, regions, private keys. @since 0.1.0 */
export * as ConfigError from "./ConfigError.js"
/**
 * Exchange errors: one tagged class per documented code, the `ExchangeError` union schema and `isExchangeError`.
 *
 * @since 0.1.0
 */
export * as ExchangeError from "./ExchangeError.js"
/** @since 0.1.0 */
export * as SocketError from "./SocketError.js"
/** Transport errors: `HttpError`, `TransportError`, `DecodeError`. @since 0.1.0 */
export * as TransportError from "./TransportError.js"
/**
 * `UnexpectedExchangeError`: a catalogued code the endpoint does not document, with its tagged error inside.
 *
 * @since 0.2.0
 */
export * as UnexpectedExchangeError from "./UnexpectedExchangeError.js"

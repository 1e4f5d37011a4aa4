/**
 * Exchange errors, the codes any endpoint can return (`Classify.common`), `ApiError` (a code outside the catalogue) and `InvalidCursor` (the paginated reads and the executor name it). Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * Any code the catalogue does not know.
 *
 * @since 0.1.0
 * @category errors
 */
export const ApiError = catalogued("ApiError")
/** An instance of {@link ApiError}. */
export type ApiError = Catalogued<"ApiError">

/**
 * 10001: request parameters missing or wrong (also "position idx not match position mode", TP/SL not modified, no position).
 *
 * @since 0.1.0
 * @category errors
 */
export const ParamsError = catalogued("ParamsError")
/** An instance of {@link ParamsError}. */
export type ParamsError = Catalogued<"ParamsError">

/**
 * 10006: the per-UID endpoint rate limit was exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export const RateLimitExceeded = catalogued("RateLimitExceeded")
/** An instance of {@link RateLimitExceeded}. */
export type RateLimitExceeded = Catalogued<"RateLimitExceeded">

/**
 * 3500404, and 10016 on the older families: wrong cursor (the spec's reading of 10016, still the older docs' one).
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidCursor = catalogued("InvalidCursor")
/** An instance of {@link InvalidCursor}. */
export type InvalidCursor = Catalogued<"InvalidCursor">

/**
 * 10016 on V5 REST: internal server error, or the service is restarting. Transient: an idempotent read is re-sent
 * with backoff; a write whose answer is this code has an unknown outcome.
 *
 * @since 0.2.0
 * @category errors
 */
export const ServerError = catalogued("ServerError")
/** An instance of {@link ServerError}. */
export type ServerError = Catalogued<"ServerError">

/**
 * 10017: route not found (wrong path or method).
 *
 * @since 0.1.0
 * @category errors
 */
export const RouteNotFound = catalogued("RouteNotFound")
/** An instance of {@link RouteNotFound}. */
export type RouteNotFound = Catalogued<"RouteNotFound">

/**
 * 10018; /v5/trade 10403: the IP rate limit was exceeded (REST 10018 is deprecated; /v5/trade allows 3000 requests/s per IP).
 *
 * @since 0.1.0
 * @category errors
 */
export const IpRateLimitExceeded = catalogued("IpRateLimitExceeded")
/** An instance of {@link IpRateLimitExceeded}. */
export type IpRateLimitExceeded = Catalogued<"IpRateLimitExceeded">

/**
 * 12000: unknown error (spot v3 family).
 *
 * @since 0.1.0
 * @category errors
 */
export const ExchangeUnknownError = catalogued("ExchangeUnknownError")
/** An instance of {@link ExchangeUnknownError}. */
export type ExchangeUnknownError = Catalogued<"ExchangeUnknownError">

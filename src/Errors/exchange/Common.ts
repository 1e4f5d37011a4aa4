/**
 * Exchange errors, the codes any endpoint can return (`Classify.common`), `ApiError` (a code outside the catalogue) and `InvalidCursor` (the paginated reads and the executor name it). Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * Any code the catalogue does not know.
 *
 * @since 0.1.0
 * @category errors
 */
export class ApiError extends catalogued<ApiError>()("ApiError") {}

/**
 * 10001: request parameters missing or wrong (also "position idx not match position mode", TP/SL not modified, no position).
 *
 * @since 0.1.0
 * @category errors
 */
export class ParamsError extends catalogued<ParamsError>()("ParamsError") {}

/**
 * 10006: the per-UID endpoint rate limit was exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class RateLimitExceeded extends catalogued<RateLimitExceeded>()("RateLimitExceeded") {}

/**
 * 3500404, and 10016 on the older families: wrong cursor (the spec's reading of 10016, still the older docs' one).
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidCursor extends catalogued<InvalidCursor>()("InvalidCursor") {}

/**
 * 10016 on V5 REST: internal server error, or the service is restarting. Transient: an idempotent read is re-sent
 * with backoff; a write whose answer is this code has an unknown outcome.
 *
 * @since 0.2.0
 * @category errors
 */
export class ServerError extends catalogued<ServerError>()("ServerError") {}

/**
 * 10017: route not found (wrong path or method).
 *
 * @since 0.1.0
 * @category errors
 */
export class RouteNotFound extends catalogued<RouteNotFound>()("RouteNotFound") {}

/**
 * 10018; /v5/trade 10403: the IP rate limit was exceeded (REST 10018 is deprecated; /v5/trade allows 3000 requests/s per IP).
 *
 * @since 0.1.0
 * @category errors
 */
export class IpRateLimitExceeded extends catalogued<IpRateLimitExceeded>()("IpRateLimitExceeded") {}

/**
 * 12000: unknown error (spot v3 family).
 *
 * @since 0.1.0
 * @category errors
 */
export class ExchangeUnknownError extends catalogued<ExchangeUnknownError>()("ExchangeUnknownError") {}

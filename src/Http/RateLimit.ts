/**
 * The rate-limit headers Bybit sends on every response: `X-Bapi-Limit` (the endpoint's limit), `X-Bapi-Limit-Status`
 * (requests remaining) and `X-Bapi-Limit-Reset-Timestamp` (ms when the window resets). The public name of what the
 * decode stage reads (`Reply`, since 1.2.0; the state's type is the Pipeline's): nothing in the library imports it.
 *
 * @since 0.1.0
 */

export type {
  /**
   * The rate-limit state read from one response.
   *
   * @since 0.1.0
   * @category models
   */
  RateLimitStatus
} from "./Pipeline.js"
export {
  /**
   * Reads the three headers; `None` unless all three are present and numeric.
   *
   * @example
   * ```ts
   * import { RateLimit } from "effect-bybit"
   *
   * // Some({ limit: 10, remaining: 9, resetAt: 1700000000000 })
   * export const status = RateLimit.fromHeaders({
   *   "x-bapi-limit": "10",
   *   "x-bapi-limit-status": "9",
   *   "x-bapi-limit-reset-timestamp": "1700000000000"
   * })
   * ```
   *
   * @since 0.1.0
   * @category parsing
   */
  fromHeaders,
  /**
   * The header names, lower-case as HTTP clients report them.
   *
   * @since 0.1.0
   * @category constants
   */
  headerNames
} from "./Reply.js"

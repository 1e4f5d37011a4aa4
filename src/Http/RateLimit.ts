/**
 * The rate-limit headers Bybit sends on every response: `X-Bapi-Limit` (the endpoint's limit), `X-Bapi-Limit-Status`
 * (requests remaining) and `X-Bapi-Limit-Reset-Timestamp` (ms when the window resets). The decode stage records them
 * per rate group, the budget stage reads them back into the budget (the state's type is the Pipeline's).
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import type { RateLimitStatus } from "./Pipeline.js"

export type {
  /**
   * The rate-limit state read from one response.
   *
   * @since 0.1.0
   * @category models
   */
  RateLimitStatus
} from "./Pipeline.js"

/**
 * The rate-limit headers Bybit sends on every response, lower-case as HTTP clients report them: `X-Bapi-Limit` (the
 * endpoint's limit), `X-Bapi-Limit-Status` (requests remaining) and `X-Bapi-Limit-Reset-Timestamp` (ms when the
 * window resets).
 *
 * @since 0.1.0
 * @category constants
 */
export const headerNames = {
  limit: "x-bapi-limit",
  remaining: "x-bapi-limit-status",
  resetAt: "x-bapi-limit-reset-timestamp"
} as const

const numberHeader = (headers: Readonly<Record<string, string>>, name: string): number | undefined => {
  const raw = headers[name]
  if (raw === undefined || raw.trim() === "") return undefined
  const value = Number(raw)
  return Number.isFinite(value) ? value : undefined
}

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
export const fromHeaders = (headers: Readonly<Record<string, string>>): Option.Option<RateLimitStatus> => {
  // read on every answer (public ones carry none): no intermediate options for the three values
  const limit = numberHeader(headers, headerNames.limit)
  if (limit === undefined) return Option.none()
  const remaining = numberHeader(headers, headerNames.remaining)
  if (remaining === undefined) return Option.none()
  const resetAt = numberHeader(headers, headerNames.resetAt)
  return resetAt === undefined ? Option.none() : Option.some({ limit, remaining, resetAt })
}

/**
 * Typed errors in words, for the page: the well-known tags get a plain sentence, the rest their own message.
 *
 * @since 0.1.0
 */
import * as Cause from "effect/Cause"
import * as Option from "effect/Option"

/**
 * The shape every tagged error of the library has.
 *
 * @since 0.1.0
 * @category models
 */
export interface Tagged {
  readonly _tag: string
  readonly message: string
}

const words: Readonly<Record<string, string>> = {
  InsufficientBalance: "Insufficient balance",
  MissingCredentials: "Enter API keys first",
  IncompleteCredentials: "Both the API key and the secret are required",
  InvalidApiKey: "Invalid API key",
  InvalidSignature: "The API secret does not match the key",
  ApiKeyExpired: "The API key has expired",
  PermissionDenied: "The API key lacks the permission for this",
  UnmatchedIp: "The API key is bound to other IP addresses",
  OrderNotFound: "Order not found (already filled or cancelled)",
  RateLimitExceeded: "Too many requests, slow down",
  IpRateLimitExceeded: "Too many requests from this IP address",
  TimestampOutOfWindow: "The computer's clock is off from the exchange's",
  SocketClosed: "The connection was closed",
  SocketAuthFailed: "The stream refused the API keys"
}

/**
 * One error in words: the plain sentence of its tag when there is one, else its message (rule violations, transport
 * and HTTP errors carry precise messages of their own).
 *
 * @since 0.1.0
 * @category formatting
 */
export const describe = (error: Tagged): string => {
  const known = words[error._tag]
  if (known !== undefined) return known
  return error.message.length > 0 ? error.message : error._tag
}

const isTagged = (value: unknown): value is Tagged =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { _tag?: unknown })._tag === "string" &&
  typeof (value as { message?: unknown }).message === "string"

/**
 * A failure cause in words: its typed error, else the defect's message, else "Interrupted".
 *
 * @since 0.1.0
 * @category formatting
 */
export const describeCause = <E extends Tagged>(cause: Cause.Cause<E>): string => {
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) return describe(failure.value)
  const defect = Cause.dieOption(cause)
  if (Option.isSome(defect)) {
    const value = defect.value
    if (isTagged(value)) return describe(value)
    return value instanceof Error ? `Unexpected error: ${value.message}` : `Unexpected error: ${String(value)}`
  }
  return Cause.isInterruptedOnly(cause) ? "Interrupted" : Cause.pretty(cause)
}

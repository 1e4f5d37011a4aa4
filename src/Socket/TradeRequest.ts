/**
 * An order-entry request of `/v5/trade` as the trade API and its sessions share it: the op, the per-call options and
 * the errors every op can fail with, below `TradeApi` (which re-exports them) and the sessions that send them.
 *
 * @since 1.2.0
 */
import type * as Duration from "effect/Duration"
import type * as Classify from "../Errors/Classify.js"
import type { InvalidParameters } from "../Errors/ConfigError.js"
import type {
  ApiError,
  DuplicateReqId,
  IpRateLimitExceeded,
  OperationNotFound,
  ParamsError,
  PermissionDenied,
  RateLimitExceeded,
  SessionRequestsTooFrequent,
  SystemFrequencyProtection,
  TimestampOutOfWindow,
  TooManySessions,
  TradeServiceInternalError,
  TradeServiceRestarting
} from "../Errors/ExchangeError.js"
import type { OutcomeUnknown, SocketAuthFailed, SocketClosed, SocketUnauthorized } from "../Errors/SocketError.js"
import type { DecodeError } from "../Errors/TransportError.js"
import type { UnexpectedExchangeError } from "../Errors/UnexpectedExchangeError.js"
import type { RateBudgetUnavailable } from "../Layers/RateBudgetStore.js"

/**
 * Per-call overrides.
 *
 * @since 0.1.0
 * @category models
 */
export interface CallOptions {
  /** How long this request waits for its reply before failing with `OutcomeUnknown`. */
  readonly timeout?: Duration.Input
}

/**
 * The order-entry ops of `/v5/trade`.
 *
 * @since 0.1.0
 * @category models
 */
export type Op =
  | "order.create"
  | "order.amend"
  | "order.cancel"
  | "order.create-batch"
  | "order.amend-batch"
  | "order.cancel-batch"

/**
 * Errors every order-entry op can fail with: the codes every request can get (REST's common and signing codes that
 * apply to a trade session, and the codes `/v5/trade` adds), unknown codes as `ApiError`, parameters refused before
 * sending, an undecodable reply, an unknown outcome, and a trade connection that is unavailable or refused.
 *
 * @since 0.1.0
 * @category errors
 */
export type CommonError =
  | ApiError
  | UnexpectedExchangeError
  | Classify.Common
  | Classify.Signed
  | ParamsError
  | RateLimitExceeded
  | TimestampOutOfWindow
  | PermissionDenied
  | TooManySessions
  | TradeServiceInternalError
  | TradeServiceRestarting
  | IpRateLimitExceeded
  | OperationNotFound
  | SystemFrequencyProtection
  | SessionRequestsTooFrequent
  | DuplicateReqId
  | InvalidParameters
  | DecodeError
  | RateBudgetUnavailable
  | OutcomeUnknown
  | SocketClosed
  | SocketUnauthorized
  | SocketAuthFailed

/**
 * Retries by what an endpoint declares, never by its verb:
 *
 * - idempotent calls are retried on timeouts, 5xx and transport errors, on an exponential, capped, jittered
 *   `Schedule`;
 * - writes are never re-sent blindly: order creation carrying an `orderLinkId` first asks whether that order exists
 *   (open orders, then history) and only re-sends when it does not, so a lost response never becomes a duplicate; any
 *   other write whose answer was lost fails with `OutcomeUnknown` (its `orderLinkId` attached);
 * - a 10006 that announced its reset time is re-sent once the group's pause ends (the exchange refused it, so even a
 *   write is safe to send again), and a 10002 resyncs the clock offset once and re-sends the signed call once.
 *
 * This module holds the policy (its types in `Pipeline`, its logic in `internal/retryPolicy`, run by the retry
 * stages) and the lookups the confirm stage makes.
 *
 * @since 0.1.0
 */
export * from "./internal/orderLookup.js"
export {
  backoff,
  defaults,
  isTransient,
  recoverConfirmed,
  recoverIdempotent,
  recoverUnconfirmed,
  run,
  runConfirmed,
  runIdempotent,
  runUnconfirmed
} from "./internal/retryPolicy.js"
export type { Plan, Policy, Tagged } from "./Pipeline.js"

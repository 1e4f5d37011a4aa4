/**
 * A desk of the embedded exchange: one domain (leveraged tokens, margin, loans, …) that owns its state and answers
 * its endpoints. Routes are keyed by the endpoint definitions the client calls (never by path literals), so a
 * desk serves exactly what the library can send, and the REST server takes the verb, auth and request schema from
 * the same definition.
 *
 * @since 0.1.0
 */
import type * as Endpoint from "../Http/Endpoint.js"
import type { Accounts } from "./Accounts.js"
import type { Deposit } from "./Deposits.js"
import type { Faults } from "./Faults.js"
import type { Funds } from "./Funds.js"
import type { Caller, Handler, Params, Result } from "./Handler.js"
import { isFail } from "./Handler.js"
import type { Loans } from "./Loans.js"
import type { ExecutionView } from "./MatchingEngine.js"
import type { RateLimits } from "./RateLimits.js"

/**
 * One served endpoint: its definition and its handler. Public definitions are answered with an empty caller
 * (`uid` `""`).
 *
 * @since 0.1.0
 * @category models
 */
export interface Route {
  readonly endpoint: Endpoint.Any
  readonly handle: Handler
}

/**
 * A domain of the exchange: its routes, and what it does when the exchange's clock moves (interest, yield,
 * settlement).
 *
 * @since 0.1.0
 * @category models
 */
export interface Desk {
  readonly name: string
  readonly routes: ReadonlyArray<Route>
  /** Runs the desk's time-driven work up to `now` (called before every answer). */
  readonly tick?: (now: number) => void
}

/**
 * What a desk works on: the wallet's balances, the members and keys, the rate-limit counters, the fault state
 * (system status) and the loan book.
 *
 * @since 0.1.0
 * @category models
 */
export interface Env {
  readonly funds: Funds
  readonly accounts: Accounts
  readonly rateLimits: RateLimits
  readonly faults: Faults
  /** The unified account's loan book. */
  readonly loans: Loans
  /** The coins an account's unified wallet holds. */
  readonly coinsOf: (uid: string) => ReadonlyArray<string>
  /** The account's open orders, every category. */
  readonly openOrders: (uid: string) => number
  /** An account's fills, newest first. */
  readonly fills: (uid: string) => ReadonlyArray<ExecutionView>
  /** Every on-chain deposit, newest first. */
  readonly deposits: () => ReadonlyArray<Deposit>
}

/**
 * A route.
 *
 * @since 0.1.0
 * @category constructors
 */
export const route = (endpoint: Endpoint.Any, handle: Handler): Route => ({ endpoint, handle })

/**
 * The common shape of a desk handler: read and check the parameters first (format before any business rule, as
 * the exchange checks), then act. `read` answers a `Fail` (10001 and friends) or the parsed input.
 *
 * @since 0.1.0
 * @category constructors
 */
export const handler =
  <I>(
    read: (params: Params, caller: Caller, now: number) => I | { readonly ok: false; retCode: number; retMsg: string },
    act: (input: I, caller: Caller, now: number) => Result<object>
  ): Handler =>
  (caller, params, now) => {
    const input = read(params, caller, now)
    return isFail(input) ? input : act(input as I, caller, now)
  }

/**
 * Every route of the desks by path; a path served twice is a programming error.
 *
 * @since 0.1.0
 * @category routing
 */
export const routesByPath = (desks: ReadonlyArray<Desk>): ReadonlyMap<string, Route> => {
  const out = new Map<string, Route>()
  for (const desk of desks) {
    for (const r of desk.routes) {
      if (out.has(r.endpoint.path)) throw new Error(`${r.endpoint.path} is served by two desks`)
      out.set(r.endpoint.path, r)
    }
  }
  return out
}

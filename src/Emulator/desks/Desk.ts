/**
 * A desk of the embedded exchange: one domain (leveraged tokens, margin, loans, …) that owns its state and answers
 * its endpoints. Routes are keyed by the endpoint definitions the client calls (never by path literals), so a
 * desk serves exactly what the library can send, and the REST server takes the verb, auth and request schema from
 * the same definition.
 *
 * @since 0.1.0
 */
import type * as Endpoint from "../../Http/Endpoint.js"
import type { Caller, Handler, Params, Result } from "../base/Handler.js"
import { isFail } from "../base/Handler.js"
import type { Accounts } from "../books/Accounts.js"
import type { Conversion } from "../books/Convert.js"
import type { Deposit } from "../books/Deposits.js"
import type { Funds } from "../books/Funds.js"
import type { Entry } from "../books/Ledger.js"
import type { Loans } from "../books/Loans.js"
import type { ClosedPnl, Position, SymbolSettings } from "../books/Positions.js"
import type { ExecutionView } from "../engine/MatchingEngine.js"
import type { Faults } from "../Faults.js"
import type { Instrument } from "../market/Instruments.js"
import type { RateLimits } from "../RateLimits.js"

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
  /** The trading side's read-only views: positions, per-symbol settings, closed PnL, option greeks and marks. */
  readonly trading: TradingView
  /** An account's completed conversions, oldest first. */
  readonly conversions: (uid: string) => ReadonlyArray<Conversion>
  /** An account's transaction-log entries with their ids, oldest first. */
  readonly ledger: (uid: string) => ReadonlyArray<Entry & { readonly id: string }>
}

/**
 * What the trading desks show other desks.
 *
 * @since 0.1.0
 * @category models
 */
export interface TradingView {
  readonly positions: (uid: string) => ReadonlyArray<Position>
  readonly settings: (uid: string, instrument: Instrument) => SymbolSettings
  readonly closedPnl: (uid: string, category: "option") => ReadonlyArray<ClosedPnl>
  readonly greeks: (
    instrument: Instrument,
    now: number
  ) => { readonly delta: number; readonly gamma: number; readonly vega: number; readonly theta: number }
  /** A position's unrealised PnL at the mark price, settle-coin units of 10^-18. */
  readonly unrealised: (position: Position, now: number) => bigint
  /** The mark price, 10^-18 units. */
  readonly mark: (instrument: Instrument, now: number) => bigint
  /** An account's unified-wallet equity per coin (wallet plus unrealised PnL), in coin units of 10^-18. */
  readonly unifiedEquity: (uid: string, now: number) => ReadonlyMap<string, bigint>
  /** The unified account's initial and maintenance margin and margin balance, in USD units of 10^-18. */
  readonly accountMargin: (
    uid: string,
    now: number
  ) => { readonly im: bigint; readonly mm: bigint; readonly margin: bigint }
  /** The initial (fees included) and maintenance margin of a position value, settle-coin units of 10^-18. */
  readonly orderMargin: (
    uid: string,
    instrument: Instrument,
    side: "Buy" | "Sell",
    value: bigint
  ) => { readonly im: bigint; readonly mm: bigint }
  /** The account's margin mode (`REGULAR_MARGIN`, `ISOLATED_MARGIN`, `PORTFOLIO_MARGIN`). */
  readonly marginMode: (uid: string) => string
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

/**
 * The exchange's object graph as a snapshot (`Snapshot`), with what this exchange needs of it: the catalogue's
 * instruments written by name (lookups find them by identity), and the classes of objects a new exchange has no
 * instance of until it trades (books, their sides, ledger entries, depth feeds), found by their prototypes.
 *
 * @since 1.2.0
 * @internal
 */
import * as Snapshot from "./base/Snapshot.js"
import type { Accounts } from "./books/Accounts.js"
import { Kept } from "./books/Ledger.js"
import { Book, BookSide, Marks } from "./engine/Book.js"
import { DepthFeed, Texts } from "./engine/DepthFeed.js"
import * as Instruments from "./market/Instruments.js"
import { Running } from "./ReportStats.js"

/**
 * A place a snapshot could not be restored at (`Snapshot.Refusal`).
 *
 * @since 1.2.0
 * @category models
 */
export type Refusal = Snapshot.Refusal

const catalogue: ReadonlyMap<string, object> = new Map(
  Instruments.all.map((i) => [`instrument:${i.category}:${i.symbol}`, i] as const)
)

const classes: ReadonlyArray<object> = [
  Book.prototype,
  BookSide.prototype,
  Marks.prototype,
  DepthFeed.prototype,
  Texts.prototype,
  Kept.prototype,
  Running.prototype
]

/**
 * An exchange's snapshot: its object graph, and apart every wallet balance (uid, account type, coin, units).
 *
 * @since 1.2.0
 * @category models
 */
export interface State {
  readonly graph: Snapshot.Graph
  readonly wallets: ReturnType<Accounts["walletRows"]>
}

/**
 * What a snapshot of an exchange reads (`Exchange.stateParts`): the exchange, its accounts (whose wallets are written
 * apart), and the objects that are not state (faults and rate-limit counters, which belong to the run's connections).
 *
 * @since 1.2.0
 * @category models
 */
export interface Parts {
  readonly exchange: object
  readonly accounts: Accounts
  readonly apart: ReadonlyArray<object>
}

/**
 * An exchange's state captured in one step (`Snapshot.capture`): its object graph copied, not yet encoded, and apart
 * every wallet balance.
 *
 * @since 1.3.0
 * @category models
 */
export interface Captured {
  readonly graph: Snapshot.Captured
  readonly wallets: ReturnType<Accounts["walletRows"]>
}

/**
 * Captures an exchange's state in one synchronous step (`Snapshot.capture`).
 *
 * @since 1.3.0
 * @category snapshot
 */
export const capture = ({ exchange, accounts, apart }: Parts): Captured => ({
  graph: Snapshot.capture(exchange, {
    skip: (u) => apart.includes(u) || accounts.holdsWallets(u),
    constants: catalogue
  }),
  wallets: accounts.walletRows()
})

/**
 * The snapshot of an exchange.
 *
 * @since 1.2.0
 * @category snapshot
 */
export const take = ({ exchange, accounts, apart }: Parts): State => ({
  graph: Snapshot.take(exchange, { skip: (u) => apart.includes(u) || accounts.holdsWallets(u), constants: catalogue }),
  wallets: accounts.walletRows()
})

/**
 * Restores a snapshot `take` wrote into a new exchange of the same seed, RSA key and accounts description; answers the
 * first place that cannot be restored.
 *
 * @since 1.2.0
 * @category snapshot
 */
export const restore = ({ exchange, accounts }: Parts, state: State): Snapshot.Refusal | undefined => {
  const refused = Snapshot.restore(state.graph, exchange, { classes, constants: catalogue })
  if (refused === undefined) accounts.replaceWallets(state.wallets)
  return refused
}

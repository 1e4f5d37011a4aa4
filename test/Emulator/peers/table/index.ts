/**
 * The whole peer table, grouped as the test files run it (one emulator per group): every served V5 endpoint a peer
 * has a method for. The coverage test reads `all`, the family tests their group, so a row is checked where it runs.
 */
import type { Row } from "../Peers.js"
import * as Account from "./Account.js"
import * as Asset from "./Asset.js"
import * as Earn from "./Earn.js"
import * as Loans from "./Loans.js"
import * as Margin from "./Margin.js"
import * as Market from "./Market.js"
import * as Trade from "./Trade.js"
import * as User from "./User.js"

/** The rows of each test file, in the order they are sent. */
export const groups = {
  market: [...Market.market, ...Market.misc],
  trade: [...Trade.trade, ...Trade.position],
  account: [...Account.account, ...Account.demo],
  asset: [...Asset.asset, ...Asset.funding, ...Asset.convert],
  // the calls that change and delete the calling key come last
  user: [...User.user, ...User.brokers, ...User.rateLimits, ...User.ownKeys],
  margin: [...Margin.spotMargin, ...Margin.leverToken, ...Margin.crossMargin],
  loans: [...Loans.cryptoLoan, ...Loans.common, ...Loans.flexible, ...Loans.fixed, ...Loans.insLoan],
  // fixed-term earn moves the clock: last
  earn: [...Earn.earn, ...Earn.savings, ...Earn.token, ...Earn.rwa, ...Earn.fixedTerm]
} as const satisfies Record<string, ReadonlyArray<Row>>

/** Every row of every group. */
export const all: ReadonlyArray<Row> = Object.values(groups).flat()

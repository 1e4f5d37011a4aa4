/**
 * The classic account's contract transaction log (`/v5/account/contract-transaction-log`): a classic account's
 * derivatives entries (linear and inverse), and an upgraded account's inverse derivatives entries, newest first, in
 * a window of at most 7 days (the last 7 by default), paged by cursor.
 *
 * @since 0.1.0
 */

import * as A from "../../Http/v5/Account.js"
import { type Caller, isFail, limitOf, nonEmpty, ok, type Params, page, windowOf } from "../base/Handler.js"
import type { Accounts } from "../books/Accounts.js"
import { row } from "../books/Ledger.js"
import * as Instruments from "../market/Instruments.js"
import * as Desk from "./Desk.js"

const WEEK = 7 * 86_400_000

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class ContractLogDesk implements Desk.Desk {
  readonly name = "contract log"
  readonly routes: ReadonlyArray<Desk.Route>

  constructor(
    private readonly ledger: Desk.Env["ledger"],
    private readonly accounts: Accounts
  ) {
    this.routes = [Desk.route(A.contractTransactionLog, (c, p, n) => this.log(c, p, n))]
  }

  private log(caller: Caller, p: Params, now: number) {
    const w = windowOf(p, now, WEEK)
    if (isFail(w)) return w
    const limit = limitOf(p, 1, 50, 20)
    if (isFail(limit)) return limit
    const classic = this.accounts.member(caller.uid)?.unifiedMarginStatus === 1
    const currency = nonEmpty(p, "currency")
    const baseCoin = nonEmpty(p, "baseCoin")
    const type = nonEmpty(p, "type")
    const rows = this.ledger(caller.uid)
      .filter(
        (e) =>
          (e.category === "inverse" || (classic && e.category === "linear")) &&
          e.time >= w.from &&
          e.time <= w.to &&
          (currency === undefined || e.currency === currency) &&
          (type === undefined || e.type === type) &&
          (baseCoin === undefined || Instruments.find(e.category, e.symbol)?.baseCoin === baseCoin)
      )
      .reverse()
    const got = page(rows, (e) => e.id, limit, nonEmpty(p, "cursor"))
    if (isFail(got)) return got
    return ok({ list: got.list.map(row), nextPageCursor: got.next })
  }
}

/**
 * The funding wallet's history (`/v5/asset/fundinghistory`): one entry per movement of a FUND balance the
 * exchange performs (transfers, deposits, withdrawals and their refunds, conversions) with the balance after it;
 * newest first, times in seconds, windows of at most 7 days (the last 7 days by default), `limit` 1-100 (10).
 *
 * @since 0.1.0
 */

import type { Params, Result } from "../base/Handler.js"
import { fail, isFail, limitOf, nonEmpty, ok, page } from "../base/Handler.js"
import { type FundReason, show } from "./Funds.js"

export type { FundReason } from "./Funds.js"

/**
 * One movement of a funding balance (amounts in units of 10^-18).
 *
 * @since 0.1.0
 * @category models
 */
export interface FundEntry {
  readonly uid: string
  readonly coin: string
  readonly change: bigint
  readonly after: bigint
  readonly reason: FundReason
  readonly at: number
}

const WEEK_S = 7 * 86_400

/**
 * The funding history of every account.
 *
 * @since 0.1.0
 * @category models
 */
export class FundingLog {
  private readonly entries: Array<FundEntry & { readonly id: string }> = []

  /** Appends an entry (in time order); a zero change is not a movement. */
  record(entry: FundEntry): void {
    if (entry.change !== 0n) this.entries.unshift({ ...entry, id: String(this.entries.length + 1) })
  }

  /** `/v5/asset/fundinghistory` for an account at `now` (ms). */
  history(uid: string, p: Params, now: number): Result<object> {
    const limit = limitOf(p, 1, 100, 10)
    if (isFail(limit)) return limit
    const seconds = (k: string) => {
      const v = nonEmpty(p, k)
      return v === undefined ? undefined : /^\d+$/.test(v) ? Number(v) : Number.NaN
    }
    const start = seconds("createTimeFrom")
    const end = seconds("createTimeTo")
    if (Number.isNaN(start) || Number.isNaN(end)) return fail(10001, "params error: createTime invalid")
    const to = end ?? (start === undefined ? Math.floor(now / 1000) : start + WEEK_S)
    const from = start ?? to - WEEK_S
    if (from > to || to - from > WEEK_S) return fail(10001, "params error: the time range exceeds 7 days")
    const rows = this.entries.filter((e) => {
      const s = Math.floor(e.at / 1000)
      return e.uid === uid && s >= from && s <= to
    })
    const pg = page(rows, (e) => e.id, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({
      list: pg.list.map((e) => ({
        memberId: e.uid,
        currency: e.coin,
        ioDirection: e.change > 0n ? "I" : "O",
        txnAmt: show(e.change > 0n ? e.change : -e.change),
        afterAmt: show(e.after),
        createTime: String(Math.floor(e.at / 1000)),
        showBusiType: `fundingAccountRecord${e.reason}`,
        showBusiTypeEn: e.reason,
        description: `fundingAccountRecord${e.reason}`,
        descriptionEn: e.reason
      })),
      nextPageCursor: pg.next
    })
  }
}

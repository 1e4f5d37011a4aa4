/**
 * Hold-to-earn airdrops (`/v5/earn/hold-to-earn/*`): holding a product's coin in the Funding or Unified wallet
 * earns a daily airdrop at the product's APR, paid at 00:00 UTC into the Funding wallet in the yield coin (another
 * coin for a cross-coin airdrop) on what was held at that moment; products come online and end on their dates.
 *
 * @since 0.1.0
 */

import * as H from "../../Http/v5/HoldToEarn.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, int, isFail, nonEmpty, ok, type Params, page, paramError } from "../base/Handler.js"
import type { Accounts } from "../books/Accounts.js"
import { SCALE } from "../books/Accounts.js"
import { type Funds, show } from "../books/Funds.js"
import * as Desk from "./Desk.js"
import { DAY } from "./EasyEarnProducts.js"

/** Airdrops are paid to 8 decimals. */
const STEP = Fixed.pow10(SCALE - 8)
/** How far back the history reaches (3 months). */
const KEPT_MS = 90 * DAY

interface Product {
  readonly coinName: string
  readonly yieldCoin: string
  /** APR in percent. */
  readonly apr: number
  readonly start: number
  readonly end: number
}

const PRODUCTS: ReadonlyArray<Product> = [
  { coinName: "USDTB", yieldCoin: "USDTB", apr: 4, start: Date.UTC(2026, 1, 1), end: Date.UTC(2026, 11, 31) },
  { coinName: "USD1", yieldCoin: "WLFI", apr: 5, start: Date.UTC(2025, 9, 1), end: Date.UTC(2026, 11, 31) },
  { coinName: "USDE", yieldCoin: "USDE", apr: 10, start: Date.UTC(2025, 5, 1), end: Date.UTC(2026, 0, 31) }
]

const statusOf = (p: Product, now: number) => (now < p.start ? "NotStarted" : now < p.end ? "Online" : "Ended")

interface Airdrop {
  readonly id: string
  readonly uid: string
  readonly product: Product
  readonly effective: bigint
  readonly pnl: bigint
  readonly time: number
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class HoldToEarnDesk implements Desk.Desk {
  readonly name = "hold to earn"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly airdrops: Array<Airdrop> = []
  /** The last 00:00 UTC the airdrops were paid for. */
  private paidTo: number | undefined
  private seq = 0

  constructor(
    private readonly funds: Funds,
    private readonly accounts: Accounts
  ) {
    this.routes = [
      Desk.route(H.product, (_c, _p, n) => this.productList(n)),
      Desk.route(H.yieldHistory, (c, p, n) => this.history(c, p, n))
    ]
  }

  /** Every account: the masters and their sub-accounts. */
  private uids(): ReadonlyArray<string> {
    return this.accounts.subMembers("").flatMap((m) => [m.uid, ...this.accounts.subMembers(m.uid).map((s) => s.uid)])
  }

  /** Pays each 00:00 UTC passed since the last: every holder of an online product's coin gets its day's airdrop. */
  tick(now: number): void {
    const today = Math.floor(now / DAY) * DAY
    if (this.paidTo === undefined) this.paidTo = today
    for (; this.paidTo < today; ) {
      this.paidTo += DAY
      const at = this.paidTo
      const online = PRODUCTS.filter((p) => p.start < at && at <= p.end)
      if (online.length === 0) continue
      for (const uid of this.uids()) {
        for (const p of online) {
          const held = this.funds.balance(uid, "FUND", p.coinName) + this.funds.balance(uid, "UNIFIED", p.coinName)
          if (held <= 0n) continue
          const pnl = ((held * BigInt(p.apr)) / 100n / 365n / STEP) * STEP
          if (pnl === 0n) continue
          this.funds.move(uid, "FUND", p.yieldCoin, pnl, at, "Transfer")
          this.seq++
          this.airdrops.push({ id: `h2e-${this.seq}`, uid, product: p, effective: held, pnl, time: at })
        }
      }
      // older than the history reaches: forgotten
      const keepFrom = at - KEPT_MS - DAY
      while ((this.airdrops[0]?.time ?? keepFrom) < keepFrom) this.airdrops.shift()
    }
  }

  /** Newest first; yesterday's APR is the product's when it paid yesterday, else 0 %. */
  private productList(now: number) {
    const today = Math.floor(now / DAY) * DAY
    const products = [...PRODUCTS]
      .sort((a, b) => b.start - a.start)
      .map((p) => {
        const paidYesterday = p.start < today && today <= p.end
        const apy = paidYesterday ? `${p.apr}%` : "0%"
        return {
          coinName: p.coinName,
          yields: [{ coinName: p.yieldCoin, apy }],
          status: statusOf(p, now),
          announcementUrl: `https://announcements.bybit.com/en/?q=${p.coinName}`,
          apy
        }
      })
    return ok({ products })
  }

  /** The caller's airdrops, newest first, in a window of seconds within the last 3 months (`limit` 1–49). */
  private history(caller: Caller, p: Params, now: number) {
    const limit = int(p, "limit")
    if (limit === undefined || Number.isNaN(limit) || limit < 1 || limit > 49) return paramError("limit invalid")
    const start = int(p, "timeStart")
    const end = int(p, "timeEnd")
    if (Number.isNaN(start) || Number.isNaN(end)) return paramError("time invalid")
    const bothZero = (start ?? 0) === 0 && (end ?? 0) === 0
    const from = bothZero || start === undefined ? now - KEPT_MS : start * 1000
    const to = bothZero || end === undefined ? now : end * 1000
    if (from < now - KEPT_MS - 1000) return paramError("timeStart is earlier than 3 months ago")
    if (from > to) return paramError("timeStart must not be after timeEnd")
    const rows = this.airdrops.filter((a) => a.uid === caller.uid && a.time >= from && a.time <= to).reverse()
    const got = page(rows, (a) => a.id, limit, nonEmpty(p, "cursor"))
    if (isFail(got)) return got
    return ok({
      nextCursor: got.next,
      airdropDailyPnls: got.list.map((a) => ({
        coinName: a.product.coinName,
        yieldCoinName: a.product.yieldCoin,
        effectiveAmount: show(a.effective),
        pnl: show(a.pnl),
        apy: `${a.product.apr}%`,
        createdAt: Math.floor(a.time / 1000)
      }))
    })
  }
}

/**
 * Earn coupons (`/v5/earn/coupons`): interest-rate cards granted off the API (the admin hook `grantEarnCoupon`
 * stands for a promotion), valid for their days, applied by a Dual Assets stake that names the card: the card is
 * then in use, its bonus — the stake at the card's APY for the time held, up to its cap — accrues with the stake
 * and is paid into the Funding wallet when the stake settles, and the card is used up. An unused card expires.
 *
 * @since 0.1.0
 */

import * as S from "../../Http/v5/EarnSavings.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, type Fail, fail, nonEmpty, ok, type Params } from "../base/Handler.js"
import { SCALE } from "../books/Accounts.js"
import { type Funds, show } from "../books/Funds.js"
import * as Desk from "./Desk.js"
import { invalid } from "./EarnParams.js"
import { DAY } from "./EasyEarnProducts.js"

const ONE = Fixed.pow10(SCALE)
const YEAR = 365 * DAY

/**
 * What a granted card is: its coin, bonus APY, validity and bonus cap, and the product category it applies to.
 *
 * @since 0.1.0
 * @category models
 */
export interface CouponGrant {
  readonly uid: string
  readonly coin: string
  /** Bonus APY as a decimal, e.g. `"0.03"`. */
  readonly apy: string
  readonly days: number
  readonly limitPnl: string
  readonly category: "FlexibleSaving" | "DualAssets"
}

interface Card {
  readonly awardId: number
  readonly specCode: string
  readonly uid: string
  readonly coin: string
  readonly apy: bigint
  readonly days: number
  readonly limit: bigint
  readonly category: "FlexibleSaving" | "DualAssets"
  readonly claimedAt: number
  status: "NotUse" | "InUse" | "AlreadyUsed" | "Expired"
  usedAt: number
  productId: number
  principal: bigint
  /** The bonus accrues until this time (the stake's settlement). */
  until: number
  paid: bigint
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class CouponsDesk implements Desk.Desk {
  readonly name = "earn coupons"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly cards: Array<Card> = []

  constructor(private readonly funds: Funds) {
    this.routes = [Desk.route(S.coupons, (c, p, n) => this.list(c, p, n))]
  }

  /** Grants a card (a promotion, off the API); answers its `awardId`, or an error text for a bad grant. */
  grant(g: CouponGrant, now: number): number | string {
    const apy = Fixed.parseRounded(g.apy, SCALE, "down")
    const limit = Fixed.parseRounded(g.limitPnl, SCALE, "down")
    if (apy === undefined || apy <= 0n || limit === undefined || limit <= 0n) return "apy and limitPnl must be positive"
    if (!Number.isInteger(g.days) || g.days <= 0) return "days must be a positive integer"
    const awardId = 70_000 + this.cards.length + 1
    this.cards.push({
      awardId,
      specCode: `emu-${g.category === "DualAssets" ? "da" : "fs"}-${awardId}`,
      uid: g.uid,
      coin: g.coin,
      apy,
      days: g.days,
      limit,
      category: g.category,
      claimedAt: now,
      status: "NotUse",
      usedAt: 0,
      productId: 0,
      principal: 0n,
      until: 0,
      paid: 0n
    })
    return awardId
  }

  private expireAt(c: Card): number {
    return c.claimedAt + c.days * DAY
  }

  /** The bonus a card in use has earned by `now`: the principal at its APY for the time held, up to its cap. */
  private accrued(c: Card, now: number): bigint {
    if (c.status === "AlreadyUsed") return c.paid
    if (c.status !== "InUse") return 0n
    const held = BigInt(Math.max(0, Math.min(now, c.until) - c.usedAt))
    return Fixed.min(c.limit, (c.principal * c.apy * held) / ONE / BigInt(YEAR))
  }

  /**
   * Applies a card to a stake of `principal` in `coin` until `until`: 180001 unless the caller holds it unused, for
   * this category and coin.
   */
  apply(
    uid: string,
    card: Params,
    category: "FlexibleSaving" | "DualAssets",
    coin: string,
    principal: bigint,
    productId: number,
    now: number,
    until: number
  ): Fail | number {
    const id = Number(card.awardId)
    const c = this.cards.find((x) => x.uid === uid && x.awardId === id && x.specCode === nonEmpty(card, "specCode"))
    if (c === undefined || c.status !== "NotUse" || c.category !== category || c.coin !== coin) {
      return fail(180001, "Invalid interest card")
    }
    c.status = "InUse"
    c.usedAt = now
    c.principal = principal
    c.productId = productId
    c.until = until
    return c.awardId
  }

  /** Pays a card's bonus when its stake settles, into the Funding wallet; the card is used up. */
  settle(awardId: number, now: number): void {
    const c = this.cards.find((x) => x.awardId === awardId && x.status === "InUse")
    if (c === undefined) return
    const bonus = this.accrued(c, now)
    if (bonus > 0n) this.funds.move(c.uid, "FUND", c.coin, bonus, now, "Transfer")
    c.paid = bonus
    c.status = "AlreadyUsed"
  }

  /** Unused cards past their validity expire. */
  tick(now: number): void {
    for (const c of this.cards) if (c.status === "NotUse" && now >= this.expireAt(c)) c.status = "Expired"
  }

  private list(caller: Caller, p: Params, now: number) {
    const category = nonEmpty(p, "category")
    if (category !== "FlexibleSaving" && category !== "DualAssets") return invalid()
    const interestCards = this.cards
      .filter((c) => c.uid === caller.uid && c.category === category)
      .reverse()
      .map((c) => ({
        awardId: c.awardId,
        specCode: c.specCode,
        coin: c.coin,
        apy: show(c.apy),
        duration: c.days,
        claimedAt: Math.floor(c.claimedAt / 1000),
        expireAt: Math.floor(this.expireAt(c) / 1000),
        usedAt: Math.floor(c.usedAt / 1000),
        status: c.status,
        currentPnl: show(this.accrued(c, now)),
        limitPnl: show(c.limit),
        positionEffectiveAmount: show(c.principal),
        productId: c.productId,
        category: c.category
      }))
    // no trial-fund reward cards are granted in the emulator
    return ok({ interestCards, awardCards: [] })
  }
}

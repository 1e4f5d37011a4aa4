/**
 * Easy Earn (`/v5/earn/*` for `FlexibleSaving` and `OnChain`, and the APR history): products, stake and redeem
 * orders, positions, yield on the emulator's clock. A flexible saving counts from the next whole hour, earns an
 * 8,760th of its APR on the staked amount every hour, and the day's yield is paid into the Funding wallet at
 * 00:30 UTC; a redemption returns the principal at once with the yield not yet paid. An on-chain stake is
 * `Processing` until the next whole hour, then `Active` and earning hourly; its redemption completes after the
 * product's processing time and pays principal and yield into the Funding wallet; a fixed-term position settles by
 * itself at the end of its term, or is staked again with its yield when auto-reinvest is on.
 *
 * @since 0.1.0
 */

import * as E from "../../Http/v5/Earn.js"
import * as S from "../../Http/v5/EarnSavings.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, fail, isFail, nonEmpty, ok, type Params } from "../base/Handler.js"
import { amountOf, type Funds, show } from "../books/Funds.js"
import * as Desk from "./Desk.js"
import { categoryOf, invalid, LINK_REUSE_MS } from "./EarnParams.js"
import { DAY, EARN_PRODUCTS, type EarnProduct, HOUR, hourlyYield, nextHour, productOf } from "./EasyEarnProducts.js"
import type { Order, Saving, Staked, YieldRow } from "./EasyEarnRecords.js"
import * as V from "./EasyEarnViews.js"

/** Hourly yield rows older than this are not kept (queries reach 7 days back). */
const HOURLY_KEPT_MS = 8 * DAY

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class EasyEarnDesk implements Desk.Desk {
  readonly name = "easy earn"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly savings: Array<Saving> = []
  private readonly staked: Array<Staked> = []
  private readonly orders: Array<Order> = []
  private readonly yields: Array<YieldRow> = []
  private readonly hourly: Array<YieldRow> = []
  private seq = 0

  constructor(private readonly funds: Funds) {
    this.routes = [
      Desk.route(E.product, (_c, p, n) => this.products(p, n)),
      Desk.route(E.placeOrder, (c, p, n) => this.place(c, p, n)),
      Desk.route(E.order, (c, p, n) => V.orderList(this.orders, c, p, n)),
      Desk.route(E.position, (c, p, n) => V.positions(this.savings, this.staked, c, p, n)),
      Desk.route(E.modifyPosition, (c, p) => this.modify(c, p)),
      Desk.route(E.yieldHistory, (c, p, n) => V.yieldList(this.yields, c, p, n)),
      Desk.route(E.hourlyYield, (c, p, n) => V.hourlyList(this.hourly, c, p, n)),
      Desk.route(S.aprHistory, (_c, p, n) => V.aprHistory(p, n))
    ]
  }

  private id(): string {
    return String(++this.seq + 50_000)
  }

  tick(now: number): void {
    for (const s of this.savings) this.accrueSaving(s, now)
    for (const s of this.staked) this.accrueStaked(s, now)
    for (const o of this.orders) {
      if (o.status !== "Pending" || o.due === undefined || now < o.due) continue
      o.status = "Success"
      o.updatedAt = o.due
      // a redemption pays principal and yield; a stake just becomes active
      if (o.position !== undefined) {
        this.funds.move(o.uid, "FUND", o.product.coin, o.position.amount + o.position.accrued, o.due, "Transfer")
      }
    }
  }

  /** Hour by hour: the hour's yield on what was earning, pending stakes joining, the 00:30 UTC payout. */
  private accrueSaving(s: Saving, now: number): void {
    for (let h = s.accruedTo + HOUR; h <= now; h += HOUR) {
      const earned = hourlyYield(s.product, s.amount)
      if (earned > 0n) {
        s.claimable += earned
        if (now - h < HOURLY_KEPT_MS) {
          this.hourly.push({
            id: this.id(),
            uid: s.uid,
            product: s.product,
            amount: earned,
            effective: s.amount,
            mode: "Auto",
            orderId: "",
            time: h,
            hour: h - HOUR
          })
        }
      }
      if (s.pending > 0n && h >= s.pendingFrom) {
        s.amount += s.pending
        s.pending = 0n
      }
      s.accruedTo = h
      const payout = h + 30 * 60_000
      if (h % DAY === 0 && payout <= now && s.claimable > 0n) this.payOut(s, payout, "Auto", "")
    }
  }

  private payOut(s: Saving, time: number, mode: "Auto" | "Manual", orderId: string): void {
    this.funds.move(s.uid, "FUND", s.product.coin, s.claimable, time, "Transfer")
    this.yields.push({
      id: this.id(),
      uid: s.uid,
      product: s.product,
      amount: s.claimable,
      effective: s.amount,
      mode,
      orderId,
      time
    })
    s.claimable = 0n
  }

  private accrueStaked(s: Staked, now: number): void {
    if (s.closed) return
    const end = s.settleAt === undefined ? now : Math.min(now, s.settleAt)
    const hours = Math.floor((end - s.accruedTo) / HOUR)
    if (hours > 0) {
      s.accrued += hourlyYield(s.product, s.amount) * BigInt(hours)
      s.accruedTo += hours * HOUR
    }
    if (s.settleAt === undefined || now < s.settleAt) return
    s.closed = true
    if (!s.autoReinvest) {
      this.funds.move(s.uid, "FUND", s.product.coin, s.amount + s.accrued, s.settleAt, "Transfer")
      return
    }
    const again = this.stake(s.uid, s.product, s.amount + s.accrued, s.settleAt, "")
    again.autoReinvest = true
    this.accrueStaked(again, now)
  }

  private stake(uid: string, product: EarnProduct, amount: bigint, now: number, orderId: string): Staked {
    const activeAt = nextHour(now)
    const s: Staked = {
      id: this.id(),
      uid,
      product,
      orderId: orderId === "" ? this.id() : orderId,
      amount,
      activeAt,
      settleAt: product.term > 0 ? activeAt + product.term * DAY : undefined,
      accrued: 0n,
      accruedTo: activeAt,
      autoReinvest: false,
      closed: false
    }
    this.staked.push(s)
    return s
  }

  private products(p: Params, now: number) {
    const category = categoryOf(p, ["FlexibleSaving", "OnChain"])
    if (isFail(category)) return category
    const coin = nonEmpty(p, "coin")
    if (coin !== undefined && !EARN_PRODUCTS.some((x) => x.coin === coin)) return fail(180002, "Invalid coin")
    const onChain = category === "OnChain"
    const list = EARN_PRODUCTS.filter((x) => x.category === category && (coin === undefined || x.coin === coin)).map(
      (x) => ({
        category: x.category,
        estimateApr: `${Number(x.apr) / 1e16}%`,
        coin: x.coin,
        minStakeAmount: show(x.min),
        maxStakeAmount: show(x.max),
        precision: String(x.precision),
        productId: x.productId,
        status: "Available",
        bonusEvents: [],
        minRedeemAmount: "",
        maxRedeemAmount: "",
        duration: onChain ? (x.term > 0 ? "Fixed" : "Flexible") : "",
        term: x.term,
        swapCoin: "",
        swapCoinPrecision: "",
        stakeExchangeRate: "",
        redeemExchangeRate: "",
        rewardDistributionType: onChain ? "Simple" : "",
        rewardIntervalMinute: 60,
        redeemProcessingMinute: onChain ? x.redeemMinutes : 0,
        stakeTime: onChain ? String(nextHour(now)) : "",
        interestCalculationTime: String(nextHour(now))
      })
    )
    return ok({ list })
  }

  /** Checks common to stake and redeem orders; answers the product and amount. */
  private readOrder(caller: Caller, p: Params, now: number) {
    const category = categoryOf(p, ["FlexibleSaving", "OnChain"])
    if (isFail(category)) return category
    const type = nonEmpty(p, "orderType")
    const accountType = nonEmpty(p, "accountType")
    if ((type !== "Stake" && type !== "Redeem") || (accountType !== "FUND" && accountType !== "UNIFIED"))
      return invalid()
    const orderLinkId = nonEmpty(p, "orderLinkId")
    if (orderLinkId === undefined) return fail(180019, "empty order link id")
    if (orderLinkId.length > 36) return invalid()
    const product = productOf(nonEmpty(p, "productId"))
    if (product === undefined || product.category !== category) return fail(180008, "Invalid Product")
    if (nonEmpty(p, "coin") !== product.coin) return fail(180002, "Invalid coin")
    const text = nonEmpty(p, "amount") ?? ""
    const amount = amountOf(text, product.precision)
    if (amount === "format") return invalid()
    if (amount === "precision")
      return type === "Stake" ? fail(180012, "Purchase share is invalid") : fail(180014, "Redeem share invlaid")
    const reused = this.orders.some(
      (o) => o.uid === caller.uid && o.orderLinkId === orderLinkId && now - o.createdAt < LINK_REUSE_MS
    )
    if (reused) return fail(180025, "Order already exists")
    return { category, type, accountType, orderLinkId, product, amount } as const
  }

  private place(caller: Caller, p: Params, now: number) {
    const o = this.readOrder(caller, p, now)
    if (isFail(o)) return o
    const { product, amount, orderLinkId } = o
    const orderId = this.id()
    const record = (
      type: "Stake" | "Redeem",
      status: "Success" | "Pending",
      due: number | undefined,
      position: Staked | undefined
    ) => {
      this.orders.push({
        orderId,
        orderLinkId,
        uid: caller.uid,
        product,
        type,
        amount,
        createdAt: now,
        updatedAt: now,
        status,
        due,
        position
      })
      return ok({ orderId, orderLinkId })
    }
    if (o.type === "Stake") {
      if (o.category === "OnChain" && o.accountType !== "FUND") return invalid()
      if (amount < product.min) return fail(180012, "Purchase share is invalid")
      if (this.held(caller.uid, product) + amount > product.max) return fail(180013, "Stake over maximum share")
      if (this.funds.free(caller.uid, o.accountType, product.coin, now) < amount)
        return fail(180016, "Balance not enough")
      this.funds.move(caller.uid, o.accountType, product.coin, -amount, now, "Transfer")
      if (o.category === "OnChain") {
        const s = this.stake(caller.uid, product, amount, now, orderId)
        return record("Stake", "Pending", s.activeAt, undefined)
      }
      const s = this.saving(caller.uid, product, now)
      s.pending += amount
      s.pendingFrom = nextHour(now)
      return record("Stake", "Success", undefined, undefined)
    }
    if (o.category === "OnChain") {
      const id = nonEmpty(p, "redeemPositionId")
      const s = this.staked.find((x) => x.uid === caller.uid && x.id === id && x.product === product && !x.closed)
      if (s === undefined) return fail(180020, "Position not found")
      if (amount !== s.amount || (nonEmpty(p, "toAccountType") ?? "FUND") !== "FUND")
        return fail(180014, "Redeem share invlaid")
      this.accrueStaked(s, now)
      s.closed = true
      return record("Redeem", "Pending", now + product.redeemMinutes * 60_000, s)
    }
    const s = this.savings.find((x) => x.uid === caller.uid && x.product === product)
    if (s === undefined || s.amount + s.pending === 0n) return fail(180020, "Position not found")
    if (amount > s.amount + s.pending) return fail(180014, "Redeem share invlaid")
    const fromPending = Fixed.min(amount, s.pending)
    s.pending -= fromPending
    s.amount -= amount - fromPending
    this.funds.move(caller.uid, o.accountType, product.coin, amount, now, "Transfer")
    // the yield not yet paid leaves with the principal
    if (s.claimable > 0n) this.payOut(s, now, "Manual", orderId)
    return record("Redeem", "Success", undefined, undefined)
  }

  /** What an account holds in the flexible saving of a coin (the byUSDT desk mints from it). */
  savingOf(uid: string, coin: string): bigint {
    const s = this.savings.find(
      (x) => x.uid === uid && x.product.coin === coin && x.product.category === "FlexibleSaving"
    )
    return s === undefined ? 0n : s.amount + s.pending
  }

  /** Takes principal out of a flexible saving (pending first) without paying it anywhere; answers whether it could. */
  takeSaving(uid: string, coin: string, amount: bigint): boolean {
    const s = this.savings.find(
      (x) => x.uid === uid && x.product.coin === coin && x.product.category === "FlexibleSaving"
    )
    if (s === undefined || s.amount + s.pending < amount) return false
    const fromPending = Fixed.min(amount, s.pending)
    s.pending -= fromPending
    s.amount -= amount - fromPending
    return true
  }

  private held(uid: string, product: EarnProduct): bigint {
    const saved = this.savings.find((s) => s.uid === uid && s.product === product)
    const staked = this.staked.filter((s) => s.uid === uid && s.product === product && !s.closed)
    return (saved === undefined ? 0n : saved.amount + saved.pending) + staked.reduce((n, s) => n + s.amount, 0n)
  }

  private saving(uid: string, product: EarnProduct, now: number): Saving {
    let s = this.savings.find((x) => x.uid === uid && x.product === product)
    if (s === undefined) {
      s = {
        uid,
        product,
        amount: 0n,
        pending: 0n,
        pendingFrom: 0,
        claimable: 0n,
        accruedTo: Math.floor(now / HOUR) * HOUR
      }
      this.savings.push(s)
    }
    return s
  }

  private modify(caller: Caller, p: Params) {
    if (nonEmpty(p, "category") !== "OnChain") return invalid()
    const flag = nonEmpty(p, "autoReinvest")
    if (flag !== "0" && flag !== "1") return invalid()
    const s = this.staked.find(
      (x) =>
        x.uid === caller.uid &&
        x.id === nonEmpty(p, "positionId") &&
        x.product.productId === nonEmpty(p, "productId") &&
        !x.closed
    )
    if (s === undefined) return fail(180020, "Position not found")
    if (s.settleAt === undefined) return fail(180028, "Reinvest validation failed")
    s.autoReinvest = flag === "1"
    return ok({})
  }
}

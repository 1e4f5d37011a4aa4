/**
 * Real-world-asset Earn (`/v5/earn/rwa/*`): fund shares priced at a NAV that grows day by day with the product's
 * base APR (the NAV chart is that history), stakes taken from the Funding or Unified wallet at once and turned into
 * shares at the next day's NAV (T+1 at 00:00 UTC), redemptions that lock shares and pay their value less the redeem
 * fee at the next 00:00 UTC, and a daily bonus at the bonus APR on what the position holds, paid into the wallet it
 * came from. A fixed product's shares may be redeemed only after its lock-up.
 *
 * @since 0.1.0
 */

import * as R from "../../Http/v5/EarnRwa.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  fail,
  int,
  isFail,
  limitOf,
  nonEmpty,
  ok,
  type Params,
  page,
  paramError
} from "../base/Handler.js"
import type { AccountType } from "../books/Accounts.js"
import { SCALE } from "../books/Accounts.js"
import { amountOf, type Funds, show } from "../books/Funds.js"
import * as Desk from "./Desk.js"
import { DAY } from "./EasyEarnProducts.js"

const ONE = Fixed.pow10(SCALE)
const u = (text: string): bigint => Fixed.parseRounded(text, SCALE, "down") ?? 0n
const trunc = (units: bigint, decimals: number): bigint => {
  const step = Fixed.pow10(SCALE - decimals)
  return (units / step) * step
}
/** `paidTo` of a position whose first stake has not settled yet. */
const UNPAID = Number.MAX_SAFE_INTEGER
const dayStart = (t: number): number => Math.floor(t / DAY) * DAY
/** Day 0 of every product's NAV (its launch): 1 Jan 2025, NAV 1. */
const LAUNCH = Date.UTC(2025, 0, 1)

interface Product {
  readonly productId: number
  readonly coin: string
  readonly assetSymbol: string
  readonly manager: string
  readonly baseApr: bigint
  readonly bonusApr: bigint
  readonly savingType: "Flexible" | "Fixed"
  readonly duration: number
  readonly minStake: bigint
  readonly maxStake: bigint
  readonly minRedeemShare: bigint
  readonly redeemFeeRate: bigint
  readonly amountPrecision: number
  readonly sharePrecision: number
}

const PRODUCTS: ReadonlyArray<Product> = [
  {
    productId: 1001,
    coin: "USDC",
    assetSymbol: "IGBF",
    manager: "Emulated Asset Management",
    baseApr: u("0.055"),
    bonusApr: u("0.02"),
    savingType: "Flexible",
    duration: 0,
    minStake: u("10"),
    maxStake: u("100000"),
    minRedeemShare: u("1"),
    redeemFeeRate: u("0.001"),
    amountPrecision: 2,
    sharePrecision: 6
  },
  {
    productId: 1002,
    coin: "USDT",
    assetSymbol: "TBILL",
    manager: "Emulated Treasury Fund",
    baseApr: u("0.045"),
    bonusApr: 0n,
    savingType: "Fixed",
    duration: 30,
    minStake: u("100"),
    maxStake: u("50000"),
    minRedeemShare: u("10"),
    redeemFeeRate: 0n,
    amountPrecision: 2,
    sharePrecision: 4
  }
]

/** The NAV on the day that starts at `day` (00:00 UTC): 1 plus the base APR for the days since launch. */
const navOn = (p: Product, day: number): bigint =>
  trunc(ONE + (p.baseApr * BigInt(Math.max(0, Math.floor((day - LAUNCH) / DAY)))) / 365n, p.sharePrecision)

interface Order {
  readonly orderId: string
  readonly orderLinkId: string
  readonly uid: string
  readonly product: Product
  readonly orderType: "Stake" | "Redeem"
  readonly accountType: AccountType
  /** Stake: the coin paid; Redeem: the shares locked. */
  readonly amount: bigint
  readonly time: number
  status: "Processing" | "Success" | "Failed"
  updated: number
  settled: bigint
}

interface Position {
  readonly uid: string
  readonly product: Product
  shares: bigint
  redeeming: bigint
  staking: bigint
  bonus: bigint
  accountType: AccountType
  /** A fixed product's shares are locked until this time. */
  lockedUntil: number
  /** The last 00:00 UTC a bonus was paid for. */
  paidTo: number
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class EarnRwaDesk implements Desk.Desk {
  readonly name = "rwa earn"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly orders: Array<Order> = []
  private readonly positions: Array<Position> = []
  private seq = 0

  constructor(private readonly funds: Funds) {
    this.routes = [
      Desk.route(R.product, (_c, p, n) => this.productList(p, n)),
      Desk.route(R.navChart, (_c, p, n) => this.navChart(p, n)),
      Desk.route(R.placeOrder, (c, p, n) => this.place(c, p, n)),
      Desk.route(R.order, (c, p, n) => this.orderList(c, p, n)),
      Desk.route(R.position, (c, _p, n) => this.positionList(c, n))
    ]
  }

  /** Settles the orders due at each 00:00 UTC passed and pays each day's bonus. */
  tick(now: number): void {
    const today = dayStart(now)
    for (const o of this.orders) {
      if (o.status !== "Processing" || dayStart(o.time) + DAY > now) continue
      const at = dayStart(o.time) + DAY
      const pos = this.position(o.uid, o.product)
      const nav = navOn(o.product, at)
      if (o.orderType === "Stake") {
        const shares = trunc((o.amount * ONE) / nav, o.product.sharePrecision)
        pos.staking -= o.amount
        pos.shares += shares
        if (o.product.duration > 0) pos.lockedUntil = Math.max(pos.lockedUntil, at + o.product.duration * DAY)
        if (pos.paidTo === UNPAID) pos.paidTo = at
        o.settled = shares
      } else {
        const value = (o.amount * nav) / ONE
        const paid = trunc(value - (value * o.product.redeemFeeRate) / ONE, o.product.amountPrecision)
        pos.redeeming -= o.amount
        this.funds.move(o.uid, o.accountType, o.product.coin, paid, at, "Transfer")
        o.settled = paid
      }
      o.status = "Success"
      o.updated = at
    }
    for (const pos of this.positions) {
      for (; pos.paidTo + DAY <= today; pos.paidTo += DAY) {
        const held = pos.shares + pos.redeeming
        if (held === 0n || pos.product.bonusApr === 0n) continue
        const day = pos.paidTo + DAY
        const value = (held * navOn(pos.product, day)) / ONE
        const bonus = trunc((value * pos.product.bonusApr) / ONE / 365n, pos.product.amountPrecision)
        if (bonus === 0n) continue
        pos.bonus += bonus
        this.funds.move(pos.uid, pos.accountType, pos.product.coin, bonus, day, "Transfer")
      }
    }
  }

  private position(uid: string, product: Product): Position {
    let pos = this.positions.find((x) => x.uid === uid && x.product === product)
    if (pos === undefined) {
      pos = {
        uid,
        product,
        shares: 0n,
        redeeming: 0n,
        staking: 0n,
        bonus: 0n,
        accountType: "FUND",
        lockedUntil: 0,
        paidTo: UNPAID
      }
      this.positions.push(pos)
    }
    return pos
  }

  private productList(p: Params, now: number) {
    const coin = nonEmpty(p, "coin")
    const list = PRODUCTS.filter((x) => coin === undefined || x.coin === coin).map((x) => ({
      productId: x.productId,
      coin: x.coin,
      assetSymbol: x.assetSymbol,
      manager: x.manager,
      baseApr: show(x.baseApr),
      bonusApr: x.bonusApr === 0n ? "" : show(x.bonusApr),
      savingType: x.savingType,
      duration: x.duration,
      nav: show(navOn(x, dayStart(now))),
      minStakeAmount: show(x.minStake),
      maxStakeAmount: show(x.maxStake),
      userMaxAmount: "",
      // filled for signed requests only; this one is answered without a key
      userQuota: "",
      minRedeemShare: show(x.minRedeemShare),
      redeemFeeRate: show(x.redeemFeeRate),
      subscriptionFee: "0",
      extLink: `https://www.bybit.com/en/earn/rwa/${x.assetSymbol.toLowerCase()}`,
      amountPrecision: x.amountPrecision,
      sharePrecision: x.sharePrecision
    }))
    return ok({ list })
  }

  /** Daily NAV points, ascending; times in seconds, at most 180 days, the 7 days before the end by default. */
  private navChart(p: Params, now: number) {
    const id = int(p, "productId")
    if (id === undefined || Number.isNaN(id)) return paramError("productId invalid")
    const product = PRODUCTS.find((x) => x.productId === id)
    if (product === undefined) return fail(180008, "Invalid product")
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    if (Number.isNaN(start) || Number.isNaN(end)) return paramError("time invalid")
    const to = end === undefined ? now : end * 1000
    const from = start === undefined ? to - 7 * DAY : start * 1000
    if (from > to || to - from > 180 * DAY) return paramError("the time range exceeds the limit")
    const list: Array<{ date: string; nav: string }> = []
    for (let day = dayStart(Math.max(from, LAUNCH) + DAY - 1); day <= Math.min(to, now); day += DAY) {
      list.push({ date: new Date(day).toISOString().slice(0, 10), nav: show(navOn(product, day)) })
    }
    return ok({ productId: product.productId, list })
  }

  private place(caller: Caller, p: Params, now: number) {
    const id = int(p, "productId")
    const orderType = nonEmpty(p, "orderType")
    const coin = nonEmpty(p, "coin")
    const link = nonEmpty(p, "orderLinkId")
    const accountType = nonEmpty(p, "accountType") ?? "FUND"
    if (id === undefined || Number.isNaN(id)) return paramError("productId invalid")
    if (orderType !== "Stake" && orderType !== "Redeem") return paramError("orderType invalid")
    if (link === undefined || !/^[a-zA-Z0-9_-]{1,36}$/.test(link)) return paramError("orderLinkId invalid")
    if (accountType !== "FUND" && accountType !== "UNIFIED") return paramError("accountType invalid")
    const field = orderType === "Stake" ? "stakeAmount" : "redeemShares"
    const raw = nonEmpty(p, field)
    if (raw === undefined) return paramError(`${field} is required`)
    const product = PRODUCTS.find((x) => x.productId === id)
    if (product === undefined) return fail(180008, "Invalid product")
    if (coin !== product.coin) return fail(180002, "Invalid coin")
    const amount = amountOf(raw, orderType === "Stake" ? product.amountPrecision : product.sharePrecision)
    if (typeof amount === "string") return paramError(`${field} invalid`)
    if (this.orders.some((o) => o.uid === caller.uid && o.orderLinkId === link)) {
      return fail(180025, "ORDER_ALREADY_EXISTS")
    }
    const pos = this.position(caller.uid, product)
    if (orderType === "Stake") {
      if (amount < product.minStake) return fail(180012, "Invalid purchase share")
      if (amount > product.maxStake) return fail(180013, "Stake amount above the maximum")
      if (this.funds.free(caller.uid, accountType, product.coin, now) < amount)
        return fail(180016, "Insufficient balance")
      this.funds.move(caller.uid, accountType, product.coin, -amount, now, "Transfer")
      pos.staking += amount
      pos.accountType = accountType
    } else {
      if (amount < product.minRedeemShare || amount > pos.shares) return fail(180014, "Invalid redeem share")
      if (now < pos.lockedUntil) return fail(180029, "Redemption is not allowed during the lock-up")
      pos.shares -= amount
      pos.redeeming += amount
    }
    this.seq++
    const orderId = `rwa-${String(this.seq).padStart(8, "0")}`
    this.orders.push({
      orderId,
      orderLinkId: link,
      uid: caller.uid,
      product,
      orderType,
      accountType,
      amount,
      time: now,
      status: "Processing",
      updated: now,
      settled: 0n
    })
    return ok({ orderId, orderLinkId: link })
  }

  private orderView(o: Order) {
    const done = o.status === "Success"
    return {
      orderId: o.orderId,
      orderLinkId: o.orderLinkId,
      orderType: o.orderType,
      productId: o.product.productId,
      coin: o.product.coin,
      ...(o.orderType === "Stake"
        ? { stakeAmount: show(o.amount), ...(done ? { settledShares: show(o.settled) } : {}) }
        : { redeemShares: show(o.amount), ...(done ? { settledAmount: show(o.settled) } : {}) }),
      status: o.status,
      accountType: o.accountType,
      createdTime: Math.floor(o.time / 1000),
      updatedTime: Math.floor(o.updated / 1000)
    }
  }

  /** One order by id or link id, else a page (`limit` 1–50, 20) of a window in seconds (7 days, 180 days back). */
  private orderList(caller: Caller, p: Params, now: number) {
    const mine = this.orders.filter((o) => o.uid === caller.uid)
    const orderId = nonEmpty(p, "orderId")
    const link = nonEmpty(p, "orderLinkId")
    if (orderId !== undefined || link !== undefined) {
      const found = mine.filter((o) => (orderId !== undefined ? o.orderId === orderId : o.orderLinkId === link))
      return ok({ list: found.map((o) => this.orderView(o)), nextPageCursor: "" })
    }
    const limit = limitOf(p, 1, 50, 20)
    if (isFail(limit)) return limit
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    const productId = int(p, "productId")
    if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(productId)) return paramError("params invalid")
    const to = end === undefined ? now : end * 1000
    const from = start === undefined ? now - 7 * DAY : start * 1000
    if (from > to || from < now - 180 * DAY) return paramError("startTime invalid")
    const orderType = nonEmpty(p, "orderType")
    const rows = mine
      .filter(
        (o) =>
          o.time >= from &&
          o.time <= to &&
          (orderType === undefined || o.orderType === orderType) &&
          (productId === undefined || o.product.productId === productId)
      )
      .reverse()
    const got = page(rows, (o) => o.orderId, limit, nonEmpty(p, "cursor"))
    if (isFail(got)) return got
    return ok({ list: got.list.map((o) => this.orderView(o)), nextPageCursor: got.next })
  }

  private positionList(caller: Caller, now: number) {
    const list = this.positions
      .filter((x) => x.uid === caller.uid && x.shares + x.redeeming + x.staking > 0n)
      .map((x) => {
        const nav = navOn(x.product, dayStart(now))
        return {
          productId: x.product.productId,
          coin: x.product.coin,
          assetSymbol: x.product.assetSymbol,
          effectiveShare: show(x.shares),
          processingStakeAmount: show(x.staking),
          processingRedeemShare: show(x.redeeming),
          bonusEarned: show(x.bonus),
          nav: show(nav),
          holdAmount: show(trunc((x.shares * nav) / ONE, x.product.amountPrecision)),
          duration: x.product.duration
        }
      })
    return ok({ list })
  }
}

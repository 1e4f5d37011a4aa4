/**
 * byUSDT (`/v5/earn/token/*`): USDT taken out of the account's USDT flexible saving mints byUSDT one for one into
 * the Unified wallet; redeeming burns byUSDT and returns USDT to the Unified wallet. Holdings earn every hour at the
 * base APR, plus the bonus APR on the first `bonusMaxAmount`; the day's yield is added to the holding at 00:00 UTC.
 * Times in these endpoints are unix seconds.
 *
 * @since 0.1.0
 */

import * as K from "../../Http/v5/EarnToken.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, fail, isFail, limitOf, nonEmpty, ok, type Params, page } from "../base/Handler.js"
import { amountOf, type Funds, show } from "../books/Funds.js"
import * as Desk from "./Desk.js"
import { invalid, LINK_REUSE_MS } from "./EarnParams.js"
import type { EasyEarnDesk } from "./EasyEarn.js"
import { DAY, HOUR } from "./EasyEarnProducts.js"

const ONE = Fixed.pow10(18)
const u = (text: string): bigint => Fixed.parseRounded(text, 18, "down") ?? 0n
const TOKEN = "BYUSDT"
const APR = u("0.04")
const BONUS_APR = u("0.02")
const BONUS_MAX = u("1000")
const MIN = u("1")
const QUOTA = u("1000000")
const PRECISION = 6
const STEP = Fixed.pow10(18 - PRECISION)
const e8 = (rate: bigint): string => String((rate * 100_000_000n) / ONE)
const seconds = (ms: number): string => String(Math.floor(ms / 1000))

interface Order {
  readonly orderId: string
  readonly orderLinkId: string
  readonly uid: string
  readonly type: "Mint" | "Redeem"
  readonly amount: bigint
  readonly time: number
}

interface Hourly {
  readonly id: string
  readonly uid: string
  readonly effective: bigint
  readonly amount: bigint
  readonly bonus: boolean
  readonly hour: number
  readonly time: number
}

interface Daily {
  readonly id: string
  readonly uid: string
  readonly base: bigint
  readonly bonus: bigint
  readonly time: number
}

interface Holder {
  readonly uid: string
  accruedTo: number
  base: bigint
  bonus: bigint
  total: bigint
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class EarnTokenDesk implements Desk.Desk {
  readonly name = "byUSDT"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly orders: Array<Order> = []
  private readonly hourly: Array<Hourly> = []
  private readonly daily: Array<Daily> = []
  private readonly holders: Array<Holder> = []
  private seq = 0

  constructor(
    private readonly funds: Funds,
    private readonly savings: EasyEarnDesk
  ) {
    this.routes = [
      Desk.route(K.product, (c, p) => this.product(c, p)),
      Desk.route(K.placeOrder, (c, p, n) => this.place(c, p, n)),
      Desk.route(K.order, (c, p, n) => this.orderList(c, p, n)),
      Desk.route(K.position, (c, p, n) => this.position(c, p, n)),
      Desk.route(K.dailyYield, (c, p, n) => this.dailyList(c, p, n)),
      Desk.route(K.hourlyYield, (c, p, n) => this.hourlyList(c, p, n)),
      Desk.route(K.historyApr, (_c, p, n) => this.history(p, n))
    ]
  }

  private id(): string {
    return String(++this.seq + 90_000)
  }

  private holding(uid: string): bigint {
    return this.funds.balance(uid, "UNIFIED", TOKEN)
  }

  /** Hour by hour on the holding; the day's yield joins the holding at 00:00 UTC. */
  tick(now: number): void {
    for (const h of this.holders) {
      for (let at = h.accruedTo + HOUR; at <= now; at += HOUR) {
        const held = this.holding(h.uid)
        const base = ((held * APR) / ONE / 8_760n / STEP) * STEP
        const bonus = ((Fixed.min(held, BONUS_MAX) * BONUS_APR) / ONE / 8_760n / STEP) * STEP
        if (now - at < 8 * DAY) {
          if (base > 0n)
            this.hourly.push({
              id: this.id(),
              uid: h.uid,
              effective: held,
              amount: base,
              bonus: false,
              hour: at - HOUR,
              time: at
            })
          if (bonus > 0n)
            this.hourly.push({
              id: this.id(),
              uid: h.uid,
              effective: Fixed.min(held, BONUS_MAX),
              amount: bonus,
              bonus: true,
              hour: at - HOUR,
              time: at
            })
        }
        h.base += base
        h.bonus += bonus
        h.accruedTo = at
        if (at % DAY === 0 && h.base + h.bonus > 0n) {
          this.funds.move(h.uid, "UNIFIED", TOKEN, h.base + h.bonus, at, "Transfer")
          this.daily.push({ id: this.id(), uid: h.uid, base: h.base, bonus: h.bonus, time: at })
          h.total += h.base + h.bonus
          h.base = 0n
          h.bonus = 0n
        }
      }
    }
  }

  private coin(p: Params): boolean {
    return nonEmpty(p, "coin") === TOKEN
  }

  private product(caller: Caller, p: Params) {
    if (!this.coin(p)) return invalid()
    const signed = caller.uid !== ""
    return ok({
      productId: "1",
      coin: TOKEN,
      mintFeeRateE8: "0",
      redeemFeeRateE8: "0",
      minInvestment: show(MIN),
      userHolding: signed ? show(this.holding(caller.uid)) : "",
      leftQuota: signed ? show(Fixed.max(0n, QUOTA - this.holding(caller.uid))) : "",
      canMint: signed,
      savingsBalance: signed ? show(this.savings.savingOf(caller.uid, "USDT")) : "",
      aprE8: e8(APR),
      bonusAprE8: e8(BONUS_APR),
      bonusMaxAmount: show(BONUS_MAX),
      baseCoinPrecision: 4,
      tokenPrecision: PRECISION
    })
  }

  private place(caller: Caller, p: Params, now: number) {
    if (!this.coin(p)) return invalid()
    const type = nonEmpty(p, "orderType")
    const accountType = nonEmpty(p, "accountType")
    if (type !== "Mint" && type !== "Redeem") return invalid()
    if (accountType !== (type === "Mint" ? "FlexibleSaving" : "UNIFIED")) return invalid()
    const orderLinkId = nonEmpty(p, "orderLinkId")
    if (orderLinkId === undefined || orderLinkId.length > 36) return invalid()
    const amount = amountOf(nonEmpty(p, "amount") ?? "", type === "Mint" ? 4 : PRECISION)
    if (amount === "format") return invalid()
    if (
      this.orders.some((o) => o.uid === caller.uid && o.orderLinkId === orderLinkId && now - o.time < LINK_REUSE_MS)
    ) {
      return fail(180025, "Order already exists")
    }
    if (type === "Mint") {
      if (amount === "precision" || amount < MIN) return fail(180012, "Purchase share is invalid")
      if (this.holding(caller.uid) + amount > QUOTA) return fail(180013, "Stake over maximum share")
      if (!this.savings.takeSaving(caller.uid, "USDT", amount)) return fail(180016, "Balance not enough")
      this.holder(caller.uid, now)
      this.funds.move(caller.uid, "UNIFIED", TOKEN, amount, now, "Transfer")
    } else {
      if (amount === "precision") return fail(180014, "Redeem share invlaid")
      if (this.funds.free(caller.uid, "UNIFIED", TOKEN, now) < amount) return fail(180016, "Balance not enough")
      this.funds.move(caller.uid, "UNIFIED", TOKEN, -amount, now, "Transfer")
      this.funds.move(caller.uid, "UNIFIED", "USDT", amount, now, "Transfer")
    }
    const orderId = this.id()
    this.orders.push({ orderId, orderLinkId, uid: caller.uid, type, amount, time: now })
    return ok({ orderId, orderLinkId })
  }

  private holder(uid: string, now: number): void {
    if (!this.holders.some((h) => h.uid === uid)) {
      this.holders.push({ uid, accruedTo: Math.floor(now / HOUR) * HOUR, base: 0n, bonus: 0n, total: 0n })
    }
  }

  /** A page of a history queried in unix seconds (the last 7 days by default). */
  private secondsPage<A extends { readonly time: number; readonly id: string }>(
    items: ReadonlyArray<A>,
    p: Params,
    now: number,
    defaultLimit: number
  ) {
    const start = nonEmpty(p, "startTime")
    const end = nonEmpty(p, "endTime")
    if ((start !== undefined && !/^\d+$/.test(start)) || (end !== undefined && !/^\d+$/.test(end))) return invalid()
    const to = end === undefined ? now : Number(end) * 1000
    const from = start === undefined ? to - 7 * DAY : Number(start) * 1000
    if (from > to) return invalid()
    const limit = limitOf(p, 1, 100, defaultLimit)
    if (isFail(limit)) return invalid()
    const list = items.filter((a) => a.time >= from && a.time <= to).reverse()
    const pg = page(list, (a) => a.id, limit, nonEmpty(p, "cursor"))
    return isFail(pg) ? invalid() : pg
  }

  private orderList(caller: Caller, p: Params, now: number) {
    if (!this.coin(p)) return invalid()
    const [orderId, orderLinkId, type] = ["orderId", "orderLinkId", "orderType"].map((k) => nonEmpty(p, k))
    const mine = this.orders
      .filter(
        (o) =>
          o.uid === caller.uid &&
          (orderId === undefined || o.orderId === orderId) &&
          (orderLinkId === undefined || o.orderLinkId === orderLinkId) &&
          (type === undefined || o.type === type)
      )
      .map((o) => ({ ...o, id: o.orderId }))
    const pg = this.secondsPage(mine, p, now, 20)
    if (isFail(pg)) return pg
    const list = pg.list.map((o) => ({
      fromAccount: o.type === "Mint" ? "FlexibleSaving" : "UNIFIED",
      toAccount: "UNIFIED",
      orderId: o.orderId,
      orderLinkId: o.orderLinkId,
      orderType: o.type,
      fromCoin: o.type === "Mint" ? "USDT" : TOKEN,
      toCoin: o.type === "Mint" ? TOKEN : "USDT",
      fromAmount: show(o.amount),
      toAmount: show(o.amount),
      serviceFee: "0",
      status: "Success",
      createdTime: seconds(o.time),
      // set for TradFi (MT5) account events only; every order here is the user's (finance/earn/byusdt/order)
      externalEventType: ""
    }))
    return ok({ list, nextPageCursor: pg.next })
  }

  private position(caller: Caller, p: Params, now: number) {
    if (!this.coin(p)) return invalid()
    const h = this.holders.find((x) => x.uid === caller.uid)
    const today = Math.floor(now / DAY) * DAY
    const yesterday = this.daily.find((d) => d.uid === caller.uid && d.time === today)
    return ok({
      totalAmount: show(this.holding(caller.uid)),
      totalYield: show(h?.total ?? 0n),
      yesterdayYield: show(yesterday === undefined ? 0n : yesterday.base + yesterday.bonus),
      aprE8: e8(APR),
      bonusAprE8: e8(BONUS_APR),
      bonusMaxAmount: show(BONUS_MAX),
      hasQuota: this.holding(caller.uid) < QUOTA
    })
  }

  private dailyList(caller: Caller, p: Params, now: number) {
    if (!this.coin(p)) return invalid()
    const pg = this.secondsPage(
      this.daily.filter((d) => d.uid === caller.uid),
      p,
      now,
      5
    )
    if (isFail(pg)) return pg
    const list = pg.list.map((d) => ({
      yield: show(d.base),
      bonusYield: show(d.bonus),
      status: "Success",
      createdTime: seconds(d.time)
    }))
    return ok({ list, nextPageCursor: pg.next })
  }

  private hourlyList(caller: Caller, p: Params, now: number) {
    if (!this.coin(p)) return invalid()
    const pg = this.secondsPage(
      this.hourly.filter((h) => h.uid === caller.uid),
      p,
      now,
      20
    )
    if (isFail(pg)) return pg
    const list = pg.list.map((h) => ({
      effectiveAmount: show(h.effective),
      yield: show(h.amount),
      rewardType: h.bonus ? 1 : 0,
      aprE8: e8(h.bonus ? BONUS_APR : APR),
      hourlyDate: seconds(h.hour),
      createdTime: seconds(h.time)
    }))
    return ok({ list, nextPageCursor: pg.next })
  }

  /** One point per UTC midnight over 7, 30 or 180 days. */
  private history(p: Params, now: number) {
    if (!this.coin(p)) return invalid()
    const days = { "1": 7, "2": 30, "3": 180 }[nonEmpty(p, "range") ?? ""]
    if (days === undefined) return invalid()
    const today = Math.floor(now / DAY) * DAY
    const list = Array.from({ length: days }, (_, i) => ({
      timestamp: seconds(today - i * DAY),
      aprE8: e8(APR + BONUS_APR)
    }))
    return ok({ list })
  }
}

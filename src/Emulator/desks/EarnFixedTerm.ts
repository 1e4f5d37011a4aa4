/**
 * Fixed-term Earn (`/v5/earn/fixed-term/*`): products with a term and (optionally tiered) APY, stakes from the
 * Funding or Unified wallet, positions that settle at the end of their term with principal and yield back into the
 * wallet they came from (or staked again, yield included, when auto-reinvest is on), and early redemption of
 * `FundPool` positions held at least their minimum time, paid at the early-redemption APY for the days held.
 *
 * @since 0.1.0
 */

import * as T from "../../Http/v5/EarnFixedTerm.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, fail, isFail, nonEmpty, ok, type Params } from "../base/Handler.js"
import type { AccountType } from "../books/Accounts.js"
import { amountOf, type Funds, show } from "../books/Funds.js"
import * as Desk from "./Desk.js"
import { historyPage, invalid, LINK_REUSE_MS } from "./EarnParams.js"
import { DAY, nextHour } from "./EasyEarnProducts.js"

const ONE = Fixed.pow10(18)
const u = (text: string): bigint => Fixed.parseRounded(text, 18, "down") ?? 0n

interface Product {
  readonly productId: string
  readonly category: "FixedTermSaving" | "FundPool" | "FundPoolPremium"
  readonly coin: string
  readonly days: number
  /** APY per tier of the staked amount: `[upTo, apy]`, the last tier open-ended. */
  readonly tiers: ReadonlyArray<readonly [bigint, bigint]>
  readonly min: bigint
  readonly max: bigint
  readonly precision: number
  /** FundPool only: the APY of an early redemption and the least time held first. */
  readonly early: { readonly apy: bigint; readonly afterMs: number } | undefined
  readonly autoReinvest: boolean
}

const MAX = u("99999999999")
const PRODUCTS: ReadonlyArray<Product> = [
  {
    productId: "101",
    category: "FixedTermSaving",
    coin: "USDT",
    days: 14,
    tiers: [
      [u("1000"), u("0.08")],
      [MAX, u("0.05")]
    ],
    min: u("10"),
    max: u("100000"),
    precision: 4,
    early: undefined,
    autoReinvest: true
  },
  {
    productId: "102",
    category: "FundPool",
    coin: "USDC",
    days: 30,
    tiers: [[MAX, u("0.06")]],
    min: u("100"),
    max: u("50000"),
    precision: 4,
    early: { apy: u("0.01"), afterMs: DAY },
    autoReinvest: false
  },
  {
    productId: "103",
    category: "FixedTermSaving",
    coin: "BTC",
    days: 60,
    tiers: [[MAX, u("0.015")]],
    min: u("0.001"),
    max: u("10"),
    precision: 8,
    early: undefined,
    autoReinvest: true
  }
]

interface Position {
  readonly positionId: string
  readonly uid: string
  readonly product: Product
  readonly orderId: string
  readonly accountType: AccountType
  readonly amount: bigint
  readonly start: number
  readonly settle: number
  autoReinvest: boolean
  done: boolean
}

interface Order {
  readonly orderId: string
  readonly orderLinkId: string
  readonly uid: string
  readonly product: Product
  readonly type: "Stake" | "Redeem" | "Reinvest"
  readonly amount: bigint
  readonly accountType: AccountType
  readonly time: number
  position: Position | undefined
  yieldAmount: bigint | undefined
  yieldTime: number
}

const pct = (rate: bigint): string => `${Fixed.formatNumber(Number((rate * 10_000n) / ONE), 2)}%`

/** The term's yield: each tier's part of the amount at its APY, for `days`. */
const termYield = (p: Product, amount: bigint, days: number): bigint => {
  let out = 0n
  let from = 0n
  for (const [upTo, apy] of p.tiers) {
    if (amount <= from) break
    out += ((Fixed.min(amount, upTo) - from) * apy * BigInt(days)) / ONE / 365n
    from = upTo
  }
  const step = Fixed.pow10(18 - p.precision)
  return (out / step) * step
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class EarnFixedTermDesk implements Desk.Desk {
  readonly name = "fixed-term earn"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly positions: Array<Position> = []
  private readonly orders: Array<Order> = []
  private seq = 0

  constructor(private readonly funds: Funds) {
    this.routes = [
      Desk.route(T.product, (_c, p, n) => this.products(p, n)),
      Desk.route(T.placeOrder, (c, p, n) => this.place(c, p, n)),
      Desk.route(T.order, (c, p, n) => this.orderList(c, p, n)),
      Desk.route(T.position, (c, p) => this.positionList(c, p)),
      Desk.route(T.redeem, (c, p, n) => this.redeem(c, p, n)),
      Desk.route(T.setAutoInvest, (c, p) => this.setAutoInvest(c, p))
    ]
  }

  private id(): string {
    return String(++this.seq + 70_000)
  }

  /** Settles positions at the end of their term. */
  tick(now: number): void {
    for (let i = 0; i < this.positions.length; i++) {
      const pos = this.positions[i] as Position
      if (pos.done || now < pos.settle) continue
      pos.done = true
      const earned = termYield(pos.product, pos.amount, pos.product.days)
      const stake = this.orders.find((o) => o.orderId === pos.orderId)
      if (stake !== undefined) Object.assign(stake, { yieldAmount: earned, yieldTime: pos.settle })
      if (pos.autoReinvest) {
        const orderId = this.id()
        const again = this.open(pos.uid, pos.product, pos.amount + earned, pos.accountType, pos.settle, orderId)
        again.autoReinvest = true
        this.orders.push({
          orderId,
          orderLinkId: "",
          uid: pos.uid,
          product: pos.product,
          type: "Reinvest",
          amount: again.amount,
          accountType: pos.accountType,
          time: pos.settle,
          position: again,
          yieldAmount: undefined,
          yieldTime: 0
        })
      } else {
        this.funds.move(pos.uid, pos.accountType, pos.product.coin, pos.amount + earned, pos.settle, "Transfer")
      }
    }
  }

  private open(
    uid: string,
    product: Product,
    amount: bigint,
    accountType: AccountType,
    now: number,
    orderId: string
  ): Position {
    const start = nextHour(now)
    const p: Position = {
      positionId: this.id(),
      uid,
      product,
      orderId,
      accountType,
      amount,
      start,
      settle: start + product.days * DAY,
      autoReinvest: false,
      done: false
    }
    this.positions.push(p)
    return p
  }

  private products(p: Params, now: number) {
    const coin = nonEmpty(p, "coin")
    const list = PRODUCTS.filter((x) => coin === undefined || x.coin === coin).map((x) => {
      const top = x.tiers[x.tiers.length - 1]?.[1] ?? 0n
      return {
        productId: x.productId,
        category: x.category,
        coin: x.coin,
        duration: `${x.days}d`,
        status: "Available",
        tieredApyList:
          x.tiers.length > 1
            ? x.tiers.map(([upTo, apy], i) => ({
                min: show(i === 0 ? 0n : (x.tiers[i - 1] as readonly [bigint, bigint])[0]),
                max: show(upTo),
                apy: pct(apy)
              }))
            : [],
        minStakeAmount: show(x.min),
        maxStakeAmount: show(x.max),
        precision: x.precision,
        subscribeStartAt: "1735689600000",
        subscribeEndAt: "0",
        allowEarlyRedemption: x.early !== undefined,
        earlyRedemptionApy: x.early === undefined ? "" : pct(x.early.apy),
        redemptionLimitDuration: x.early === undefined ? "" : "1d",
        allowAutoReinvest: x.autoReinvest,
        interestCoinApyList: [
          {
            coin: x.coin,
            apy: pct(top),
            expectUnitEarning: show(termYield(x, ONE, x.days)),
            currentPrice: show(this.funds.usdPrice(x.coin, now))
          }
        ],
        isVip: false,
        creditTime: String(nextHour(now) + x.days * DAY),
        specialUserGroupRequired: false,
        specialUserGroupInfo: ""
      }
    })
    return ok({ list })
  }

  private place(caller: Caller, p: Params, now: number) {
    const product = PRODUCTS.find((x) => x.productId === nonEmpty(p, "productId"))
    if (product === undefined || product.category !== nonEmpty(p, "category")) return fail(180008, "Invalid Product")
    if (nonEmpty(p, "coin") !== product.coin) return fail(180002, "Invalid coin")
    const accountType = nonEmpty(p, "accountType")
    if (accountType !== "FUND" && accountType !== "UNIFIED") return invalid()
    const orderLinkId = nonEmpty(p, "orderLinkId")
    if (orderLinkId === undefined) return fail(180019, "empty order link id")
    const amount = amountOf(nonEmpty(p, "amount") ?? "", product.precision)
    if (amount === "format") return invalid()
    if (amount === "precision" || amount < product.min) return fail(180012, "Purchase share is invalid")
    const auto = p.autoInvest === true || p.autoInvest === "true"
    if (auto && !product.autoReinvest) return invalid()
    if (
      this.orders.some((o) => o.uid === caller.uid && o.orderLinkId === orderLinkId && now - o.time < LINK_REUSE_MS)
    ) {
      return fail(180025, "Order already exists")
    }
    const held = this.positions
      .filter((x) => x.uid === caller.uid && x.product === product && !x.done)
      .reduce((n, x) => n + x.amount, 0n)
    if (held + amount > product.max) return fail(180013, "Stake over maximum share")
    if (this.funds.free(caller.uid, accountType, product.coin, now) < amount) return fail(180016, "Balance not enough")
    this.funds.move(caller.uid, accountType, product.coin, -amount, now, "Transfer")
    const orderId = this.id()
    const position = this.open(caller.uid, product, amount, accountType, now, orderId)
    position.autoReinvest = auto
    this.orders.push({
      orderId,
      orderLinkId,
      uid: caller.uid,
      product,
      type: "Stake",
      amount,
      accountType,
      time: now,
      position,
      yieldAmount: undefined,
      yieldTime: 0
    })
    return ok({ orderId, orderLinkId })
  }

  private orderList(caller: Caller, p: Params, now: number) {
    const [type, productId, category, orderId] = ["orderType", "productId", "category", "orderId"].map((k) =>
      nonEmpty(p, k)
    )
    const limit = nonEmpty(p, "limit")
    if (limit !== undefined && !/^([1-9]|[1-4]\d|50)$/.test(limit)) return invalid()
    const mine = this.orders.filter(
      (o) =>
        o.uid === caller.uid &&
        (type === undefined || o.type === type) &&
        (productId === undefined || o.product.productId === productId) &&
        (category === undefined || o.product.category === category) &&
        (orderId === undefined || o.orderId === orderId)
    )
    const pg = historyPage(mine, { ...p, limit: limit ?? "20" }, now, (o) => o.orderId, 30 * DAY)
    if (isFail(pg)) return pg
    const list = pg.list.map((o) => ({
      orderId: o.orderId,
      orderLinkId: o.orderLinkId,
      orderType: o.type,
      status: o.type === "Redeem" || o.position?.done === true ? "Complete" : "Active",
      productId: o.product.productId,
      category: o.product.category,
      coin: o.product.coin,
      amount: show(o.amount),
      duration: `${o.product.days}d`,
      accountType: o.accountType,
      settlementTime: String(o.position?.settle ?? o.time),
      createdAt: String(o.time),
      yieldInfoList:
        o.yieldAmount === undefined
          ? []
          : [
              {
                coin: o.product.coin,
                amount: show(o.yieldAmount),
                status: "Distributed",
                createdAt: String(o.yieldTime),
                apy: pct(o.product.tiers[0]?.[1] ?? 0n)
              }
            ]
    }))
    return ok({ list, nextPageCursor: pg.next })
  }

  private positionList(caller: Caller, p: Params) {
    const [productId, category, coin] = ["productId", "category", "coin"].map((k) => nonEmpty(p, k))
    const list = this.positions
      .filter(
        (x) =>
          x.uid === caller.uid &&
          !x.done &&
          (productId === undefined || x.product.productId === productId) &&
          (category === undefined || x.product.category === category) &&
          (coin === undefined || x.product.coin === coin)
      )
      .map((x) => ({
        positionId: x.positionId,
        productId: x.product.productId,
        category: x.product.category,
        coin: x.product.coin,
        amount: show(x.amount),
        effectiveAmount: show(x.amount),
        duration: `${x.product.days}d`,
        status: "Active",
        settlementTime: String(x.settle),
        createdAt: String(x.start),
        orderId: x.orderId,
        earlyRedeemInfo:
          x.product.early === undefined
            ? null
            : {
                allowEarlyRedeem: true,
                earlyRedeemEarning: "",
                returnCoin: x.product.coin,
                redemptionLimitDuration: "1d"
              },
        allowAutoReinvest: x.product.autoReinvest,
        autoReinvest: x.autoReinvest ? "Enable" : "Disable",
        interestCoinApyList: [
          {
            coin: x.product.coin,
            apy: pct(x.product.tiers[0]?.[1] ?? 0n),
            expectReturnEarning: show(termYield(x.product, x.amount, x.product.days)),
            price: "1"
          }
        ]
      }))
    return ok({ list })
  }

  private mine(caller: Caller, p: Params): Position | undefined {
    return this.positions.find(
      (x) =>
        x.uid === caller.uid &&
        !x.done &&
        x.positionId === nonEmpty(p, "positionId") &&
        x.product.productId === nonEmpty(p, "productId")
    )
  }

  private redeem(caller: Caller, p: Params, now: number) {
    if (nonEmpty(p, "category") !== "FundPool") return invalid()
    const pos = this.mine(caller, p)
    if (pos === undefined) return fail(180020, "Position not found")
    const early = pos.product.early
    if (early === undefined || now - pos.start < early.afterMs) return fail(180029, "Redeem not allowed")
    const days = Math.floor(Math.max(0, now - pos.start) / DAY)
    const step = Fixed.pow10(18 - pos.product.precision)
    const earned = ((pos.amount * early.apy * BigInt(days)) / ONE / 365n / step) * step
    pos.done = true
    // redeemed funds always go to the Funding wallet
    this.funds.move(caller.uid, "FUND", pos.product.coin, pos.amount + earned, now, "Transfer")
    this.orders.push({
      orderId: this.id(),
      orderLinkId: "",
      uid: caller.uid,
      product: pos.product,
      type: "Redeem",
      amount: pos.amount,
      accountType: "FUND",
      time: now,
      position: pos,
      yieldAmount: earned,
      yieldTime: now
    })
    return ok({ redeemAmount: show(pos.amount), estEarnings: show(earned) })
  }

  private setAutoInvest(caller: Caller, p: Params) {
    const status = nonEmpty(p, "status")
    if (status !== "Enable" && status !== "Disable") return invalid()
    const pos = this.mine(caller, p)
    if (pos === undefined || pos.product.category !== nonEmpty(p, "category")) return fail(180020, "Position not found")
    if (!pos.product.autoReinvest) return fail(180028, "Reinvest validation failed")
    pos.autoReinvest = status === "Enable"
    return ok({})
  }
}

/**
 * Advanced Earn's Dual Assets (`/v5/earn/advance/*`, category `DualAssets`): products per pair and term that settle
 * at 08:00 UTC, quotes of target prices around the emulator's current price (nearer targets pay a higher APY; a
 * quote lives 60 seconds), stakes that leave the wallet at once, confirm a second later and settle at the
 * settlement time into the Funding wallet — Buy Low pays the base coin at the target when the price ends at or below
 * it, Sell High the quote coin when it ends at or above it, otherwise the invested coin, yield included. Each
 * target's quota shrinks with the stakes taken. Double-Win is the `DoubleWinBook`'s; the emulator offers no
 * Discount Buy or Smart Leverage products: those categories list nothing and their orders find no product.
 *
 * @since 0.1.0
 */

import * as E from "../../Http/v5/Earn.js"
import * as DW from "../../Http/v5/EarnDoubleWin.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, fail, int, isFail, limitOf, nonEmpty, ok, type Params, page } from "../base/Handler.js"
import type { AccountType } from "../books/Accounts.js"
import { SCALE } from "../books/Accounts.js"
import { amountOf, type Funds, show } from "../books/Funds.js"
import type { CouponsDesk } from "./Coupons.js"

// The categories this desk answers; only Dual Assets has products (Double-Win is dispatched before).
const isShelf = (category: string | undefined): category is "DualAssets" | "DiscountBuy" | "SmartLeverage" =>
  category === "DualAssets" || category === "DiscountBuy" || category === "SmartLeverage"

import * as Desk from "./Desk.js"
import { DoubleWinBook } from "./DoubleWin.js"
import { invalid } from "./EarnParams.js"
import { DAY, HOUR } from "./EasyEarnProducts.js"

const ONE = Fixed.pow10(SCALE)
const u = (text: string): bigint => Fixed.parseRounded(text, SCALE, "down") ?? 0n
const QUOTE_MS = 60_000
const CONFIRM_MS = 1_000
const E8 = 100_000_000n

interface Product {
  readonly productId: string
  readonly baseCoin: string
  readonly quoteCoin: "USDT"
  readonly days: number
  /** Targets are multiples of this (USDT). */
  readonly tick: bigint
  readonly minQuote: bigint
  readonly minBase: bigint
  readonly precisionQuote: number
  readonly precisionBase: number
  /** Quota per target price, in the quote coin (Buy Low) and the base coin (Sell High). */
  readonly quotaQuote: bigint
  readonly quotaBase: bigint
}

const PRODUCTS: ReadonlyArray<Product> = [
  ...[1, 3].map((days, i) => ({
    productId: String(1101 + i),
    baseCoin: "BTC",
    quoteCoin: "USDT" as const,
    days,
    tick: u("100"),
    minQuote: u("10"),
    minBase: u("0.0001"),
    precisionQuote: 2,
    precisionBase: 6,
    quotaQuote: u("200000"),
    quotaBase: u("3")
  })),
  {
    productId: "1201",
    baseCoin: "ETH",
    quoteCoin: "USDT",
    days: 1,
    tick: u("5"),
    minQuote: u("10"),
    minBase: u("0.005"),
    precisionQuote: 2,
    precisionBase: 5,
    quotaQuote: u("100000"),
    quotaBase: u("40")
  }
]

/** The settlement of a stake placed at `now`: the first 08:00 UTC an hour or more past `days - 1` days ahead. */
const settlementOf = (p: Product, now: number): number => {
  const from = now + (p.days - 1) * DAY + HOUR
  return Math.ceil((from - 8 * HOUR) / DAY) * DAY + 8 * HOUR
}

type Direction = "BuyLow" | "SellHigh"

interface Quote {
  readonly product: Product
  readonly direction: Direction
  readonly price: bigint
  readonly apyE8: bigint
  readonly expiredAt: number
}

interface Order {
  readonly orderId: string
  readonly orderLinkId: string
  readonly uid: string
  readonly product: Product
  readonly direction: Direction
  readonly target: bigint
  readonly apyE8: bigint
  readonly selectApyE8: bigint
  readonly amount: bigint
  readonly accountType: AccountType
  readonly time: number
  readonly settlementTime: number
  status: "Pending" | "Success" | "Settled"
  updated: number
  settlement: { readonly coin: string; readonly amount: bigint; readonly price: bigint } | undefined
  /** The interest card the stake applied, if any. */
  readonly card: number | undefined
}

const durationOf = (p: Product) => `${p.days}d`
const investCoin = (o: Order) => (o.direction === "BuyLow" ? o.product.quoteCoin : o.product.baseCoin)
/** The invested amount plus its yield for the term. */
const grown = (o: Order) => o.amount + (o.amount * o.apyE8 * BigInt(o.product.days)) / E8 / 365n

/** What the order pays at `price`: the other coin at the target when the price reached it, else the invested one. */
const payout = (o: Order, price: bigint): { readonly coin: string; readonly amount: bigint } => {
  const g = grown(o)
  if (o.direction === "BuyLow") {
    return price <= o.target ? { coin: o.product.baseCoin, amount: (g * ONE) / o.target } : { coin: "USDT", amount: g }
  }
  return price >= o.target ? { coin: "USDT", amount: (g * o.target) / ONE } : { coin: o.product.baseCoin, amount: g }
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class DualAssetsDesk implements Desk.Desk {
  readonly name = "advanced earn"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly quotes: Array<Quote> = []
  private readonly orders: Array<Order> = []
  private seq = 0
  private readonly doubleWin: DoubleWinBook

  constructor(
    private readonly funds: Funds,
    private readonly coupons: CouponsDesk
  ) {
    const dw = new DoubleWinBook(funds)
    this.doubleWin = dw
    const isDw = (p: Params) => nonEmpty(p, "category") === "DoubleWin"
    this.routes = [
      Desk.route(E.advanceProduct, (_c, p, n) =>
        isDw(p) ? ok({ category: "DoubleWin", list: dw.products(p, n) }) : this.productList(p, n)
      ),
      Desk.route(E.advanceProductExtraInfo, (_c, p, n) => (isDw(p) ? dw.quote(p, n) : this.quote(p, n))),
      Desk.route(E.advancePlaceOrder, (c, p, n) => (isDw(p) ? dw.place(c, p, n) : this.place(c, p, n))),
      Desk.route(E.advanceOrder, (c, p) => (isDw(p) ? dw.orderList(c, p) : this.orderList(c, p))),
      Desk.route(E.advancePosition, (c, p, n) => (isDw(p) ? dw.positionList(c, p, n) : this.positionList(c, p, n))),
      Desk.route(DW.leverage, (_c, p, n) => dw.leverage(p, n)),
      Desk.route(DW.redeemEstimate, (c, p, n) => dw.redeemEstimate(c, p, n))
    ]
  }

  /** Confirms pending stakes and settles the ones due at the emulator's price (Double-Win's too). */
  tick(now: number): void {
    this.doubleWin.tick(now)
    for (const o of this.orders) {
      if (o.status === "Pending" && now >= o.time + CONFIRM_MS) {
        o.status = "Success"
        o.updated = o.time + CONFIRM_MS
      }
      if (o.status !== "Success" || now < o.settlementTime) continue
      const price = this.price(o.product, now)
      const paid = payout(o, price)
      this.funds.move(o.uid, "FUND", paid.coin, paid.amount, now, "Transfer")
      o.status = "Settled"
      o.updated = now
      o.settlement = { ...paid, price }
      if (o.card !== undefined) this.coupons.settle(o.card, now)
    }
    while ((this.quotes[0]?.expiredAt ?? Number.POSITIVE_INFINITY) < now) this.quotes.shift()
  }

  private price(p: Product, now: number): bigint {
    return this.funds.usdPrice(p.baseCoin, now)
  }

  /** What is left of a target's quota. */
  private remaining(p: Product, direction: Direction, target: bigint): bigint {
    const used = this.orders
      .filter((o) => o.product === p && o.direction === direction && o.target === target && o.status !== "Settled")
      .reduce((sum, o) => sum + o.amount, 0n)
    return (direction === "BuyLow" ? p.quotaQuote : p.quotaBase) - used
  }

  private productList(p: Params, now: number) {
    const category = nonEmpty(p, "category")
    if (!isShelf(category)) return invalid()
    const coin = nonEmpty(p, "coin")
    const duration = nonEmpty(p, "duration")
    const offered = category === "DualAssets" ? PRODUCTS : []
    const list = offered
      .filter(
        (x) =>
          (coin === undefined || x.baseCoin === coin || x.quoteCoin === coin) &&
          (duration ?? durationOf(x)) === durationOf(x)
      )
      .map((x) => {
        const settlement = settlementOf(x, now)
        return {
          category,
          productId: x.productId,
          baseCoin: x.baseCoin,
          quoteCoin: x.quoteCoin,
          expectReceiveAt: String(settlement + HOUR),
          duration: durationOf(x),
          status: "Available",
          isVipProduct: false,
          subscribeStartAt: String(settlement - x.days * DAY - DAY),
          subscribeEndAt: String(settlement - HOUR),
          applyStartAt: String(now),
          settlementTime: String(settlement),
          minPurchaseQuoteAmount: show(x.minQuote),
          minPurchaseBaseAmount: show(x.minBase),
          remainingAmountQuote: show(x.quotaQuote),
          remainingAmountBase: show(x.quotaBase),
          orderPrecisionDigitalQuote: x.precisionQuote,
          orderPrecisionDigitalBase: x.precisionBase
        }
      })
    return ok({ category, list })
  }

  /** Three targets each side of the current price, 1–3 % away; the nearer the target, the higher the APY. */
  private quote(p: Params, now: number) {
    const category = nonEmpty(p, "category")
    if (!isShelf(category)) return invalid()
    const product =
      category === "DualAssets" ? PRODUCTS.find((x) => x.productId === nonEmpty(p, "productId")) : undefined
    if (product === undefined) return fail(180008, "Invalid product")
    const current = this.price(product, now)
    const side = (direction: Direction) =>
      [1n, 2n, 3n].map((k) => {
        const raw = direction === "BuyLow" ? current - (current * k) / 100n : current + (current * k) / 100n
        const price =
          direction === "BuyLow"
            ? (raw / product.tick) * product.tick
            : ((raw + product.tick - 1n) / product.tick) * product.tick
        // 1 % away pays 60 % a year on a 1-day term, further away and longer terms less
        const apyE8 = (60n * E8) / 100n / k / BigInt(product.days)
        const q: Quote = { product, direction, price, apyE8, expiredAt: now + QUOTE_MS }
        this.quotes.push(q)
        return {
          selectPrice: show(price),
          apyE8: String(apyE8),
          maxInvestmentAmount: show(this.remaining(product, direction, price)),
          expiredAt: String(q.expiredAt)
        }
      })
    return ok({
      category,
      list: [
        {
          productId: product.productId,
          currentPrice: show(current),
          buyLowPrice: side("BuyLow"),
          sellHighPrice: side("SellHigh")
        }
      ]
    })
  }

  private place(caller: Caller, p: Params, now: number) {
    const category = nonEmpty(p, "category")
    const link = nonEmpty(p, "orderLinkId")
    const accountType = nonEmpty(p, "accountType")
    const raw = nonEmpty(p, "amount")
    if (!isShelf(category)) return invalid()
    // a Smart Leverage redemption carries no amount: its product is looked up first, and there is none
    if (category === "SmartLeverage") return fail(180008, "Invalid product")
    if (nonEmpty(p, "orderType") !== "Stake" || link === undefined || link.length > 36 || raw === undefined)
      return invalid()
    if (accountType !== "FUND" && accountType !== "UNIFIED") return invalid()
    const extra = (p.dualAssetsExtra ?? {}) as Params
    const direction = nonEmpty(extra, "orderDirection")
    const selectPrice = nonEmpty(extra, "selectPrice")
    const apy = int(extra, "apyE8")
    const product =
      category === "DualAssets" ? PRODUCTS.find((x) => x.productId === nonEmpty(p, "productId")) : undefined
    if (product === undefined) return fail(180008, "Invalid product")
    if ((direction !== "BuyLow" && direction !== "SellHigh") || selectPrice === undefined) return invalid()
    if (apy === undefined || Number.isNaN(apy) || apy < 0) return invalid()
    const coin = direction === "BuyLow" ? product.quoteCoin : product.baseCoin
    if (nonEmpty(p, "coin") !== coin) return fail(180002, "Invalid coin")
    const amount = amountOf(raw, direction === "BuyLow" ? product.precisionQuote : product.precisionBase)
    if (typeof amount === "string") return invalid()
    if (amount < (direction === "BuyLow" ? product.minQuote : product.minBase)) return invalid()
    if (this.orders.some((o) => o.uid === caller.uid && o.orderLinkId === link)) {
      return fail(180025, "Order already exists")
    }
    const target = u(selectPrice)
    const quote = this.quotes.find(
      (q) => q.product === product && q.direction === direction && q.price === target && q.expiredAt >= now
    )
    if (quote === undefined) return fail(180021, "Invalid select price")
    if (BigInt(apy) > quote.apyE8) return fail(180026, "The APR has dropped below the one selected")
    if (amount > this.remaining(product, direction, target)) return fail(180015, "Product share insufficient")
    if (this.funds.free(caller.uid, accountType, coin, now) < amount) return fail(180016, "Insufficient balance")
    const settlementTime = settlementOf(product, now)
    let card: number | undefined
    if (typeof p.interestCard === "object" && p.interestCard !== null) {
      const applied = this.coupons.apply(
        caller.uid,
        p.interestCard as Params,
        "DualAssets",
        coin,
        amount,
        Number(product.productId),
        now,
        settlementTime
      )
      if (isFail(applied)) return applied
      card = applied
    }
    this.funds.move(caller.uid, accountType, coin, -amount, now, "Transfer")
    this.seq++
    const orderId = `da-${String(this.seq).padStart(8, "0")}`
    this.orders.push({
      orderId,
      orderLinkId: link,
      uid: caller.uid,
      product,
      direction,
      target,
      apyE8: quote.apyE8,
      selectApyE8: BigInt(apy),
      amount,
      accountType,
      time: now,
      settlementTime,
      status: "Pending",
      updated: now,
      settlement: undefined,
      card
    })
    return ok({ orderId, orderLinkId: link })
  }

  private listOf(caller: Caller, p: Params) {
    const category = nonEmpty(p, "category")
    if (!isShelf(category)) return invalid()
    const limit = limitOf(p, 1, 20, 20)
    if (isFail(limit)) return invalid()
    const productId = nonEmpty(p, "productId")
    const mine = this.orders.filter(
      (o) =>
        o.uid === caller.uid &&
        category === "DualAssets" &&
        (productId === undefined || o.product.productId === productId)
    )
    return { category, limit, mine: [...mine].reverse() }
  }

  private orderList(caller: Caller, p: Params) {
    const base = this.listOf(caller, p)
    if (isFail(base)) return base
    const orderId = nonEmpty(p, "orderId")
    const link = nonEmpty(p, "orderLinkId")
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    if (Number.isNaN(start) || Number.isNaN(end)) return invalid()
    const rows = base.mine.filter(
      (o) =>
        (orderId === undefined || o.orderId === orderId) &&
        (link === undefined || o.orderLinkId === link) &&
        (start === undefined || o.time >= start) &&
        (end === undefined || o.time <= end)
    )
    const got = page(rows, (o) => o.orderId, base.limit, nonEmpty(p, "cursor"))
    if (isFail(got)) return invalid()
    const list = got.list.map((o) => ({
      orderId: o.orderId,
      orderLinkId: o.orderLinkId,
      productId: o.product.productId,
      category: base.category,
      orderType: "Stake",
      amount: show(o.amount),
      coin: investCoin(o),
      baseCoin: o.product.baseCoin,
      quoteCoin: o.product.quoteCoin,
      status: o.status,
      createdTime: String(o.time),
      updatedTime: String(o.updated),
      direction: o.direction,
      targetPrice: show(o.target),
      settlementTime: o.settlementTime,
      estimateApyE8: Number(o.apyE8),
      duration: durationOf(o.product),
      accountType: o.accountType,
      toAccountType: "FUND",
      selectApyE8: Number(o.selectApyE8),
      isVip: false,
      settlementCoin: o.settlement?.coin ?? "",
      settlementAmount: o.settlement === undefined ? "" : show(o.settlement.amount),
      orderMode: "Normal",
      settlementPrice: o.settlement === undefined ? "" : show(o.settlement.price),
      refundStatus: "",
      trialBonusAmount: "0",
      trialBonusPnl: "0"
    }))
    return ok({ category: base.category, list, nextPageCursor: got.next })
  }

  /** Confirmed stakes not yet settled, with what each pays if the price stays where it is. */
  private positionList(caller: Caller, p: Params, now: number) {
    const base = this.listOf(caller, p)
    if (isFail(base)) return base
    const coin = nonEmpty(p, "coin")
    const rows = base.mine.filter((o) => o.status === "Success" && (coin === undefined || investCoin(o) === coin))
    const got = page(rows, (o) => o.orderId, base.limit, nonEmpty(p, "cursor"))
    if (isFail(got)) return invalid()
    const list = got.list.map((o) => {
      const expect = payout(o, this.price(o.product, now))
      return {
        positionId: `pos-${o.orderId}`,
        productId: o.product.productId,
        category: base.category,
        baseCoin: o.product.baseCoin,
        quoteCoin: o.product.quoteCoin,
        investCoin: investCoin(o),
        amount: show(o.amount),
        apyE8: String(o.apyE8),
        direction: o.direction,
        targetPrice: show(o.target),
        settlementTime: String(o.settlementTime),
        status: "Active",
        orderId: o.orderId,
        duration: durationOf(o.product),
        expectReturnCoin: expect.coin,
        expectReturnAmount: show(expect.amount),
        accountType: o.accountType,
        toAccountType: "FUND",
        yieldStartAt: o.time + CONFIRM_MS,
        yieldEndAt: o.settlementTime
      }
    })
    return ok({ category: base.category, list, nextPageCursor: got.next })
  }
}

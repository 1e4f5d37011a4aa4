/**
 * Advanced Earn's Double-Win (category `DoubleWin` of `/v5/earn/advance/*`, with the RFQ leverage quote and the
 * redeem estimate): a stake in USDT with a leverage over a price range around the underlying's price — a fixed
 * range product's range is the initial price less and plus its buffers, an RFQ product's is chosen within its
 * deviation bounds and quoted for 60 seconds. At settlement (08:00 UTC) the position pays its amount times the
 * leverage times how far the price ended beyond the range (relative to the initial price) into the Funding
 * wallet, nothing when it ended inside. An early redemption is estimated first (that payoff at the current price
 * plus the remaining time value, half the amount at the start decaying to nothing) and paid five minutes later at
 * the estimate then current.
 *
 * @since 0.1.0
 */

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
  type Result
} from "../base/Handler.js"
import type { AccountType } from "../books/Accounts.js"
import { SCALE } from "../books/Accounts.js"
import { amountOf, type Funds, show } from "../books/Funds.js"
import { invalid } from "./EarnParams.js"
import { DAY, HOUR } from "./EasyEarnProducts.js"

const ONE = Fixed.pow10(SCALE)
const u = (text: string): bigint => Fixed.parseRounded(text, SCALE, "down") ?? 0n
const QUOTE_MS = 60_000
const CONFIRM_MS = 1_000
const REDEEM_MS = 5 * 60_000
const LAST_REDEEM_MS = 30 * 60_000
const SLIPPAGE = u("0.05")

interface Product {
  readonly productId: string
  readonly underlying: string
  readonly days: number
  readonly min: bigint
  readonly quota: bigint
  /** Fixed range: the buffers below and above the initial price; RFQ: none. */
  readonly buffers: readonly [bigint, bigint] | undefined
  /** RFQ: the allowed deviation of either bound from the price, and the price tick. */
  readonly rfq: { readonly min: bigint; readonly max: bigint; readonly tick: bigint } | undefined
}

const PRODUCTS: ReadonlyArray<Product> = [
  {
    productId: "2101",
    underlying: "BTC",
    days: 1,
    min: u("10"),
    quota: u("100000"),
    buffers: [u("2000"), u("2000")],
    rfq: undefined
  },
  {
    productId: "2102",
    underlying: "BTC",
    days: 3,
    min: u("10"),
    quota: u("100000"),
    buffers: undefined,
    rfq: { min: u("0.01"), max: u("0.1"), tick: u("100") }
  },
  {
    productId: "2201",
    underlying: "ETH",
    days: 1,
    min: u("10"),
    quota: u("50000"),
    buffers: [u("80"), u("80")],
    rfq: undefined
  }
]

/** The first 08:00 UTC an hour or more past `days - 1` days ahead. */
const settlementOf = (p: Product, now: number): number =>
  Math.ceil((now + (p.days - 1) * DAY + HOUR - 8 * HOUR) / DAY) * DAY + 8 * HOUR

/** The leverage of a range: narrower ranges and shorter terms lever more (two decimals). */
const leverageOf = (p: Product, price: bigint, lower: bigint, upper: bigint): bigint => {
  const width = ((upper - lower) * ONE) / (2n * price)
  if (width <= 0n) return 0n
  const raw = (ONE * ONE) / (20n * width) / BigInt(p.days)
  const step = Fixed.pow10(SCALE - 2)
  return (raw / step) * step
}

interface Position {
  readonly positionId: string
  readonly orderId: string
  readonly uid: string
  readonly product: Product
  readonly amount: bigint
  readonly leverage: bigint
  readonly initial: bigint
  readonly lower: bigint
  readonly upper: bigint
  readonly accountType: AccountType
  readonly time: number
  readonly settlementTime: number
  status: "Pending" | "Active" | "Redeeming" | "Settled"
}

interface Order {
  readonly orderId: string
  readonly orderLinkId: string
  readonly orderType: "Stake" | "Redeem"
  readonly position: Position
  readonly time: number
  /** Redeem: when it pays, and the least it may pay under slippage protection. */
  readonly due: number
  readonly floor: bigint
  status: "Pending" | "Success" | "Settled" | "Fail"
  updated: number
  settled: { readonly price: bigint; readonly paid: bigint } | undefined
}

/**
 * The Double-Win book the Advanced Earn desk dispatches `DoubleWin` to.
 *
 * @since 0.1.0
 * @category models
 */
export class DoubleWinBook {
  private readonly quotes: Array<{
    readonly product: Product
    readonly lower: bigint
    readonly upper: bigint
    readonly leverage: bigint
    readonly expire: number
  }> = []
  private readonly positions: Array<Position> = []
  private readonly orders: Array<Order> = []
  private seq = 0

  constructor(private readonly funds: Funds) {}

  private price(p: Product, now: number): bigint {
    return this.funds.usdPrice(p.underlying, now)
  }

  /** The payoff at `price`: amount × leverage × the relative distance beyond the range. */
  private payoff(x: Position, price: bigint): bigint {
    const beyond = price > x.upper ? price - x.upper : price < x.lower ? x.lower - price : 0n
    return (x.amount * x.leverage * beyond) / x.initial / ONE
  }

  /** What an early redemption pays now: the payoff plus the time value left (half the amount, decaying). */
  private estimate(x: Position, now: number): bigint {
    const left = BigInt(Math.max(0, x.settlementTime - now))
    const term = BigInt(Math.max(1, x.settlementTime - x.time))
    return this.payoff(x, this.price(x.product, now)) + (x.amount * left) / term / 2n
  }

  /** Confirms stakes, pays due redemptions and settles positions at their settlement time. */
  tick(now: number): void {
    for (const o of this.orders) {
      const x = o.position
      if (o.orderType === "Stake" && o.status === "Pending" && now >= o.time + CONFIRM_MS) {
        o.status = "Success"
        o.updated = o.time + CONFIRM_MS
        if (x.status === "Pending") x.status = "Active"
      }
      if (o.orderType === "Redeem" && o.status === "Pending" && now >= o.due) {
        const paid = this.estimate(x, o.due)
        o.updated = o.due
        if (paid < o.floor) {
          o.status = "Fail"
          x.status = "Active"
          continue
        }
        this.funds.move(x.uid, "FUND", "USDT", paid, now, "Transfer")
        o.status = "Settled"
        o.settled = { price: this.price(x.product, now), paid }
        x.status = "Settled"
      }
    }
    for (const x of this.positions) {
      if ((x.status !== "Active" && x.status !== "Redeeming") || now < x.settlementTime) continue
      const price = this.price(x.product, now)
      const paid = this.payoff(x, price)
      if (paid > 0n) this.funds.move(x.uid, "FUND", "USDT", paid, now, "Transfer")
      x.status = "Settled"
      for (const o of this.orders) {
        if (o.position !== x) continue
        if (o.orderType === "Stake") o.settled = { price, paid }
        if (o.status === "Success" || o.status === "Pending") o.status = o.orderType === "Stake" ? "Settled" : "Fail"
        o.updated = now
      }
    }
    while ((this.quotes[0]?.expire ?? Number.POSITIVE_INFINITY) < now) this.quotes.shift()
  }

  products(p: Params, now: number): ReadonlyArray<object> {
    const coin = nonEmpty(p, "coin")
    const duration = nonEmpty(p, "duration")
    return PRODUCTS.filter(
      (x) => (coin === undefined || x.underlying === coin) && (duration === undefined || duration === `${x.days}d`)
    ).map((x) => {
      const settlement = settlementOf(x, now)
      return {
        category: "DoubleWin",
        productId: x.productId,
        investCoin: "USDT",
        underlyingAsset: x.underlying,
        duration: `${x.days}d`,
        subscribeStartAt: String(settlement - x.days * DAY - DAY),
        subscribeEndAt: String(settlement - HOUR),
        settlementTime: String(settlement),
        expectReceiveAt: String(settlement + HOUR),
        minPurchaseAmount: show(x.min),
        orderPrecisionDigital: 2,
        isRfqProduct: x.rfq !== undefined,
        ...(x.buffers === undefined
          ? {}
          : { lowerPriceBuffer: show(x.buffers[0]), upperPriceBuffer: show(x.buffers[1]) }),
        ...(x.rfq === undefined
          ? {}
          : { minDeviationRatio: show(x.rfq.min), maxDeviationRatio: show(x.rfq.max), priceTickSize: show(x.rfq.tick) })
      }
    })
  }

  private remaining(x: Product): bigint {
    return (
      x.quota -
      this.positions.filter((y) => y.product === x && y.status !== "Settled").reduce((s, y) => s + y.amount, 0n)
    )
  }

  /** The fixed-range quote: the leverage of the range around the current price, for 60 seconds. */
  quote(p: Params, now: number): Result<object> {
    const x = PRODUCTS.find((y) => y.productId === nonEmpty(p, "productId"))
    if (x === undefined) return fail(180008, "Invalid product")
    const current = this.price(x, now)
    const empty = x.buffers === undefined
    const leverage = empty ? 0n : leverageOf(x, current, current - x.buffers[0], current + x.buffers[1])
    return ok({
      category: "DoubleWin",
      productId: x.productId,
      leverage: empty ? "" : show(leverage),
      expireTime: empty ? "" : String(now + QUOTE_MS),
      maxInvestmentAmount: empty ? "" : show(this.remaining(x)),
      currentPrice: show(current)
    })
  }

  /** The RFQ quote of a custom range: bounds on the tick, within the deviation bounds of the current price. */
  leverage(p: Params, now: number): Result<object> {
    const x = PRODUCTS.find((y) => y.productId === nonEmpty(p, "productId"))
    if (x === undefined) return fail(180008, "Invalid product")
    if (x.rfq === undefined) return fail(180008, "Not an RFQ product")
    const [initial, lower, upper] = ["initialPrice", "lowerPrice", "upperPrice"].map((k) =>
      amountOf(nonEmpty(p, k) ?? "", 8)
    )
    if (typeof initial !== "bigint" || typeof lower !== "bigint" || typeof upper !== "bigint") return invalid()
    const current = this.price(x, now)
    const dev = (b: bigint) => ((b > current ? b - current : current - b) * ONE) / current
    const onTick = (b: bigint) => b % (x.rfq?.tick ?? 1n) === 0n
    if (!(lower < initial && initial < upper) || !onTick(lower) || !onTick(upper))
      return fail(180021, "Invalid select price")
    if ([lower, upper].some((b) => dev(b) < (x.rfq?.min ?? 0n) || dev(b) > (x.rfq?.max ?? 0n))) {
      return fail(180021, "Invalid select price")
    }
    const leverage = leverageOf(x, current, lower, upper)
    const q = { product: x, lower, upper, leverage, expire: now + QUOTE_MS }
    this.quotes.push(q)
    return ok({
      productId: x.productId,
      initialPrice: show(initial),
      lowerPrice: show(lower),
      upperPrice: show(upper),
      leverage: show(leverage),
      expireTime: String(q.expire),
      maxInvestmentAmount: show(this.remaining(x))
    })
  }

  place(caller: Caller, p: Params, now: number): Result<object> {
    const link = nonEmpty(p, "orderLinkId")
    if (link === undefined || !/^[A-Za-z0-9_-]{1,36}$/.test(link)) return invalid()
    const x = PRODUCTS.find((y) => y.productId === nonEmpty(p, "productId"))
    if (x === undefined) return fail(180008, "Invalid product")
    if (this.orders.some((o) => o.position.uid === caller.uid && o.orderLinkId === link)) {
      return fail(180025, "Order already exists")
    }
    const orderType = nonEmpty(p, "orderType")
    if (orderType === "Redeem") return this.redeem(caller, p, link, now)
    if (orderType !== "Stake") return invalid()
    const accountType = nonEmpty(p, "accountType")
    if (accountType !== "FUND" && accountType !== "UNIFIED") return invalid()
    if (nonEmpty(p, "coin") !== "USDT") return fail(180002, "Invalid coin")
    const amount = amountOf(nonEmpty(p, "amount") ?? "", 2)
    if (typeof amount !== "bigint" || amount < x.min) return invalid()
    const extra = (p.doubleWinStakeExtra ?? {}) as Params
    const [leverage, initial] = ["leverage", "initialPrice"].map((k) => amountOf(nonEmpty(extra, k) ?? "", 8))
    if (typeof leverage !== "bigint" || typeof initial !== "bigint") return invalid()
    const current = this.price(x, now)
    // the initial price is the current index price, within 1 %
    if ((initial > current ? initial - current : current - initial) * 100n > current)
      return fail(180021, "Invalid select price")
    let lower: bigint
    let upper: bigint
    let max: bigint
    if (x.buffers !== undefined) {
      lower = initial - x.buffers[0]
      upper = initial + x.buffers[1]
      max = leverageOf(x, current, current - x.buffers[0], current + x.buffers[1])
    } else {
      const q = this.quotes.find(
        (y) =>
          y.product === x &&
          y.expire >= now &&
          y.lower === u(nonEmpty(extra, "lowerPrice") ?? "") &&
          y.upper === u(nonEmpty(extra, "upperPrice") ?? "")
      )
      if (q === undefined) return fail(180021, "Invalid select price")
      lower = q.lower
      upper = q.upper
      max = q.leverage
    }
    if (leverage > max || leverage <= 0n) return fail(180026, "The leverage is above the quoted one")
    if (amount > this.remaining(x)) return fail(180015, "Product share insufficient")
    if (this.funds.free(caller.uid, accountType, "USDT", now) < amount) return fail(180016, "Insufficient balance")
    this.funds.move(caller.uid, accountType, "USDT", -amount, now, "Transfer")
    this.seq++
    const position: Position = {
      positionId: `dw-pos-${this.seq}`,
      orderId: `dw-${String(this.seq).padStart(8, "0")}`,
      uid: caller.uid,
      product: x,
      amount,
      leverage,
      initial,
      lower,
      upper,
      accountType,
      time: now,
      settlementTime: settlementOf(x, now),
      status: "Pending"
    }
    this.positions.push(position)
    this.orders.push({
      orderId: position.orderId,
      orderLinkId: link,
      orderType: "Stake",
      position,
      time: now,
      due: now,
      floor: 0n,
      status: "Pending",
      updated: now,
      settled: undefined
    })
    return ok({ orderId: position.orderId, orderLinkId: link })
  }

  private redeem(caller: Caller, p: Params, link: string, now: number): Result<object> {
    const extra = (p.doubleWinRedeemExtra ?? {}) as Params
    const x = this.positions.find((y) => y.uid === caller.uid && y.positionId === nonEmpty(extra, "positionId"))
    if (x === undefined || x.product.productId !== nonEmpty(p, "productId")) return fail(180020, "Position not found")
    if (x.status !== "Active" || x.settlementTime - now < LAST_REDEEM_MS)
      return fail(180029, "Redemption is not allowed now")
    const est = amountOf(nonEmpty(extra, "estRedeemAmount") ?? "", 18)
    if (typeof est !== "bigint") return invalid()
    const protect = extra.isSlippageProtected === true || extra.isSlippageProtected === "true"
    x.status = "Redeeming"
    this.seq++
    const orderId = `dw-${String(this.seq).padStart(8, "0")}`
    const floor = protect ? est - (est * SLIPPAGE) / ONE : 0n
    this.orders.push({
      orderId,
      orderLinkId: link,
      orderType: "Redeem",
      position: x,
      time: now,
      due: now + REDEEM_MS,
      floor,
      status: "Pending",
      updated: now,
      settled: undefined
    })
    return ok({ orderId, orderLinkId: link })
  }

  /** Up to 5 comma-separated positions of the caller, each estimated (or `success: false`). */
  redeemEstimate(caller: Caller, p: Params, now: number): Result<object> {
    const category = nonEmpty(p, "category")
    // Smart Leverage shares the path; the emulator holds no Smart Leverage position, so each id estimates nothing
    if (category !== "DoubleWin" && category !== "SmartLeverage") return invalid()
    const ids = (nonEmpty(p, "positionIds") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "")
    if (ids.length === 0 || ids.length > 5) return invalid()
    const list = ids.map((positionId) => {
      const x =
        category === "DoubleWin"
          ? this.positions.find((y) => y.uid === caller.uid && y.positionId === positionId)
          : undefined
      const can = x !== undefined && x.status === "Active" && x.settlementTime - now >= LAST_REDEEM_MS
      return {
        success: can,
        positionId,
        estRedeemAmount: can && x !== undefined ? show(this.estimate(x, now)) : "0",
        estRedeemTime: can ? String(now + REDEEM_MS) : "0",
        slippageRate: show(SLIPPAGE)
      }
    })
    return ok({ list })
  }

  orderList(caller: Caller, p: Params): Result<object> {
    const limit = limitOf(p, 1, 20, 20)
    if (isFail(limit)) return invalid()
    const [orderId, link, productId] = ["orderId", "orderLinkId", "productId"].map((k) => nonEmpty(p, k))
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    if (Number.isNaN(start) || Number.isNaN(end)) return invalid()
    const rows = this.orders
      .filter(
        (o) =>
          o.position.uid === caller.uid &&
          (orderId === undefined || o.orderId === orderId) &&
          (link === undefined || o.orderLinkId === link) &&
          (productId === undefined || o.position.product.productId === productId) &&
          (start === undefined || o.time >= start) &&
          (end === undefined || o.time <= end)
      )
      .reverse()
    const got = page(rows, (o) => o.orderId, limit, nonEmpty(p, "cursor"))
    if (isFail(got)) return invalid()
    const list = got.list.map((o) => {
      const x = o.position
      return {
        orderId: o.orderId,
        orderLinkId: o.orderLinkId,
        productId: x.product.productId,
        category: "DoubleWin",
        orderType: o.orderType,
        investCoin: "USDT",
        amount: show(x.amount),
        underlyingAsset: x.product.underlying,
        leverage: show(x.leverage),
        initialPrice: show(x.initial),
        lowerPrice: show(x.lower),
        upperPrice: show(x.upper),
        duration: `${x.product.days}d`,
        settlementTime: x.settlementTime,
        createdTime: String(o.time),
        updatedTime: String(o.updated),
        status: o.status,
        settlementPrice: o.settled === undefined ? "" : show(o.settled.price),
        pnl: o.settled === undefined ? "" : show(o.settled.paid - x.amount),
        refundStatus: o.status === "Fail" ? "Processed" : "",
        accountType: x.accountType,
        toAccountType: o.status === "Settled" || o.status === "Fail" ? "FUND" : ""
      }
    })
    return ok({ category: "DoubleWin", list, nextPageCursor: got.next })
  }

  positionList(caller: Caller, p: Params, now: number): Result<object> {
    const limit = limitOf(p, 1, 20, 20)
    if (isFail(limit)) return invalid()
    const productId = nonEmpty(p, "productId")
    const coin = nonEmpty(p, "coin")
    const rows = this.positions
      .filter(
        (x) =>
          x.uid === caller.uid &&
          (x.status === "Active" || x.status === "Redeeming") &&
          (productId === undefined || x.product.productId === productId) &&
          (coin === undefined || x.product.underlying === coin)
      )
      .reverse()
    const got = page(rows, (x) => x.positionId, limit, nonEmpty(p, "cursor"))
    if (isFail(got)) return invalid()
    const list = got.list.map((x) => ({
      positionId: x.positionId,
      productId: x.product.productId,
      category: "DoubleWin",
      investCoin: "USDT",
      underlyingAsset: x.product.underlying,
      amount: show(x.amount),
      leverage: show(x.leverage),
      initialPrice: show(x.initial),
      lowerPrice: show(x.lower),
      upperPrice: show(x.upper),
      duration: `${x.product.days}d`,
      settlementTime: String(x.settlementTime),
      createdTime: String(x.time),
      status: x.status,
      redeemable: x.status === "Active" && x.settlementTime - now >= LAST_REDEEM_MS,
      accountType: x.accountType,
      orderId: x.orderId
    }))
    return ok({ category: "DoubleWin", list, nextPageCursor: got.next })
  }
}

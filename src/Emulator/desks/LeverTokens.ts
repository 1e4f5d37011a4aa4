/**
 * The leveraged-token desk (`/v5/spot-lever-token/*`): BTC and ETH tokens at 3× long and short. A token's net
 * asset value follows the emulator's own spot price from the moment the desk first priced it (a 3L token moves
 * three times the underlying's relative move, a 3S token the opposite), floored at 1 % of its start. A purchase
 * takes the quote coin from the unified wallet at once and answers "in progress" (`ltOrderStatus` 2), as the
 * exchange does; one second later it settles at the NAV of that moment, less the purchase fee, and the tokens land
 * in the wallet. A redemption takes the tokens at once and pays the quote coin on settlement. Per-order and daily
 * limits, serial numbers (unique per account) and the balance are checked in that order.
 *
 * @since 0.1.0
 */

import * as SpotLeverToken from "../../Http/v5/SpotLeverToken.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  type Fail,
  fail,
  int,
  isFail,
  limitOf,
  nonEmpty,
  ok,
  type Params,
  paramError
} from "../base/Handler.js"
import { SCALE } from "../books/Accounts.js"
import { amountOf, type Funds, show } from "../books/Funds.js"
import * as Desk from "./Desk.js"

const ONE = 10n ** BigInt(SCALE)
const DAY_MS = 86_400_000
/** How long an order stays "in progress" before it settles. */
const SETTLE_MS = 1_000
/** A token's NAV when the desk first prices it, in the quote coin. */
const START_NAV = 10n * ONE

interface Token {
  readonly ltCoin: string
  readonly ltName: string
  readonly underlying: string
  /** 3 for a long token, -3 for a short one. */
  readonly leverage: bigint
}

const TOKENS: ReadonlyArray<Token> = [
  { ltCoin: "BTC3L", ltName: "3X Long", underlying: "BTC", leverage: 3n },
  { ltCoin: "BTC3S", ltName: "3X Short", underlying: "BTC", leverage: -3n },
  { ltCoin: "ETH3L", ltName: "3X Long", underlying: "ETH", leverage: 3n },
  { ltCoin: "ETH3S", ltName: "3X Short", underlying: "ETH", leverage: -3n }
]

/** Limits of every token: purchases in the quote coin, redemptions in tokens. */
const LIMITS = {
  minPurchase: 10n * ONE,
  maxPurchase: 20_000n * ONE,
  maxPurchaseDaily: 200_000n * ONE,
  minRedeem: 1n * ONE,
  maxRedeem: 20_000n * ONE,
  maxRedeemDaily: 200_000n * ONE,
  /** 0.0005 */
  purchaseFeeRate: ONE / 2_000n,
  redeemFeeRate: ONE / 2_000n
} as const

const QUOTE = "USDT"

/**
 * An order: a purchase (type 1) or a redemption (type 2).
 *
 * @since 0.1.0
 * @category models
 */
export interface LtOrder {
  readonly orderId: string
  readonly uid: string
  readonly ltCoin: string
  readonly type: 1 | 2
  readonly serialNo: string
  /** Purchase: quote coin paid; redemption: tokens given. */
  readonly amount: bigint
  readonly orderTime: number
  status: "1" | "2"
  updateTime: number
  fee: bigint
  /** Purchase: tokens received; redemption: quote coin received. */
  execQty: bigint
  /** The NAV it settled at. */
  value: bigint
}

const serialInUse = (): Fail => fail(175000, "The serialNum is already in use.")
const insufficient = (code: 175003 | 175006): Fail =>
  fail(code, "Insufficient available balance. Please make a deposit and try again.")
const badFormat = (): Fail => fail(175016, "Invalid format. Please check the amount.")

const mul = (a: bigint, b: bigint): bigint => (a * b) / ONE
const div = (a: bigint, b: bigint): bigint => Fixed.divide(a * ONE, b, "down")

/**
 * The desk's state and handlers.
 *
 * @since 0.1.0
 * @category models
 */
export class LeverTokens implements Desk.Desk {
  readonly name = "leveraged tokens"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly orders: Array<LtOrder> = []
  private readonly startPrice = new Map<string, bigint>()
  private readonly circulation = new Map<string, bigint>()
  private seq = 0

  constructor(private readonly funds: Funds) {
    this.routes = [
      Desk.route(SpotLeverToken.info, (_c, p, n) => this.info(p, n)),
      Desk.route(SpotLeverToken.reference, (_c, p, n) => this.reference(p, n)),
      Desk.route(SpotLeverToken.purchase, (c, p, n) => this.purchase(c, p, n)),
      Desk.route(SpotLeverToken.redeem, (c, p, n) => this.redeem(c, p, n)),
      Desk.route(SpotLeverToken.orderRecord, (c, p) => this.records(c, p))
    ]
  }

  /**
   * Fixes each underlying's start price at the first step (a read only reads: the state a later answer depends on
   * changes with the exchange's inputs, see `Journal`), and settles every order older than one second at the NAV of
   * its settlement.
   */
  tick(now: number): void {
    for (const t of TOKENS)
      if (!this.startPrice.has(t.underlying)) this.startPrice.set(t.underlying, this.funds.usdPrice(t.underlying, now))
    for (const o of this.orders) {
      if (o.status !== "2" || now - o.orderTime < SETTLE_MS) continue
      const token = TOKENS.find((t) => t.ltCoin === o.ltCoin)
      if (token === undefined) continue
      const nav = this.nav(token, now)
      o.status = "1"
      o.updateTime = now
      o.value = nav
      if (o.type === 1) {
        o.fee = mul(o.amount, LIMITS.purchaseFeeRate)
        o.execQty = div(o.amount - o.fee, nav)
        this.funds.move(o.uid, "UNIFIED", o.ltCoin, o.execQty, now, "Convert", "TOKENS_SUBSCRIPTION")
        this.circulation.set(o.ltCoin, (this.circulation.get(o.ltCoin) ?? 0n) + o.execQty)
      } else {
        const gross = mul(o.amount, nav)
        o.fee = mul(gross, LIMITS.redeemFeeRate)
        o.execQty = gross - o.fee
        this.funds.move(o.uid, "UNIFIED", QUOTE, o.execQty, now, "Convert", "TOKENS_REDEMPTION")
        this.circulation.set(o.ltCoin, (this.circulation.get(o.ltCoin) ?? 0n) - o.amount)
      }
    }
  }

  /** The NAV of a token now, in the quote coin (units of 10^-18). */
  nav(token: Token, now: number): bigint {
    const price = this.funds.usdPrice(token.underlying, now)
    const start = this.startPrice.get(token.underlying) ?? price
    if (start <= 0n) return START_NAV
    const move = div(price - start, start)
    const nav = mul(START_NAV, ONE + token.leverage * move)
    return Fixed.max(nav, START_NAV / 100n)
  }

  private tokenOf(p: Params): Token | Fail {
    const coin = nonEmpty(p, "ltCoin")
    if (coin === undefined) return paramError("ltCoin is required")
    return TOKENS.find((t) => t.ltCoin === coin) ?? paramError(`ltCoin invalid: ${coin}`)
  }

  private info(p: Params, now: number) {
    const coin = nonEmpty(p, "ltCoin")
    const listed = coin === undefined ? TOKENS : TOKENS.filter((t) => t.ltCoin === coin)
    if (listed.length === 0) return paramError(`ltCoin invalid: ${coin}`)
    const list = listed.map((t) => {
      const nav = this.nav(t, now)
      const circulation = this.circulation.get(t.ltCoin) ?? 0n
      return {
        ltCoin: t.ltCoin,
        ltName: t.ltName,
        maxPurchase: show(LIMITS.maxPurchase),
        minPurchase: show(LIMITS.minPurchase),
        maxPurchaseDaily: show(LIMITS.maxPurchaseDaily),
        maxRedeem: show(LIMITS.maxRedeem),
        minRedeem: show(LIMITS.minRedeem),
        maxRedeemDaily: show(LIMITS.maxRedeemDaily),
        purchaseFeeRate: show(LIMITS.purchaseFeeRate),
        redeemFeeRate: show(LIMITS.redeemFeeRate),
        ltStatus: "1",
        fundFee: "0",
        fundFeeTime: String(Math.floor(now / DAY_MS) * DAY_MS),
        manageFeeRate: "0.00005",
        manageFeeTime: String(Math.floor(now / DAY_MS) * DAY_MS),
        value: show(mul(circulation, nav)),
        netValue: show(nav),
        total: "5000000"
      }
    })
    return ok({ list })
  }

  private reference(p: Params, now: number) {
    const token = this.tokenOf(p)
    if (isFail(token)) return token
    const nav = this.nav(token, now)
    const price = this.funds.usdPrice(token.underlying, now)
    // the basket: underlying held per token, signed (short tokens hold a negative basket)
    const basket = price <= 0n ? 0n : div(token.leverage * nav, price)
    return ok({
      ltCoin: token.ltCoin,
      nav: show(nav),
      navTime: String(now),
      circulation: show(this.circulation.get(token.ltCoin) ?? 0n),
      basket: show(basket),
      leverage: String(token.leverage)
    })
  }

  /** Quote coin (purchases) or tokens (redemptions) this account ordered today, settled or not. */
  private today(uid: string, ltCoin: string, type: 1 | 2, now: number): bigint {
    const day = Math.floor(now / DAY_MS)
    let sum = 0n
    for (const o of this.orders) {
      if (o.uid === uid && o.ltCoin === ltCoin && o.type === type && Math.floor(o.orderTime / DAY_MS) === day) {
        sum += o.amount
      }
    }
    return sum
  }

  private serialOf(caller: Caller, p: Params): string | Fail {
    const serialNo = nonEmpty(p, "serialNo") ?? ""
    if (serialNo !== "" && this.orders.some((o) => o.uid === caller.uid && o.serialNo === serialNo)) {
      return serialInUse()
    }
    return serialNo
  }

  private place(caller: Caller, token: Token, type: 1 | 2, amount: bigint, serialNo: string, now: number): LtOrder {
    const order: LtOrder = {
      orderId: String(++this.seq),
      uid: caller.uid,
      ltCoin: token.ltCoin,
      type,
      serialNo,
      amount,
      orderTime: now,
      status: "2",
      updateTime: now,
      fee: 0n,
      execQty: 0n,
      value: 0n
    }
    this.orders.push(order)
    return order
  }

  private purchase(caller: Caller, p: Params, now: number) {
    const token = this.tokenOf(p)
    if (isFail(token)) return token
    const amountText = nonEmpty(p, "amount") ?? nonEmpty(p, "ltAmount")
    if (amountText === undefined) return paramError("amount is required")
    const amount = amountOf(amountText, 8)
    if (typeof amount === "string") return badFormat()
    const serialNo = this.serialOf(caller, p)
    if (isFail(serialNo)) return serialNo
    if (amount < LIMITS.minPurchase) return fail(175016, "Invalid format. Below the minimum purchase amount.")
    if (amount > LIMITS.maxPurchase) return fail(175009, "Purchase exceeded the maximum amount per transaction.")
    if (this.today(caller.uid, token.ltCoin, 1, now) + amount > LIMITS.maxPurchaseDaily) {
      return fail(175001, "Daily purchase limit has been exceeded. Please try again later.")
    }
    if (this.funds.free(caller.uid, "UNIFIED", QUOTE, now) < amount) return insufficient(175003)
    this.funds.move(caller.uid, "UNIFIED", QUOTE, -amount, now, "Convert", "TOKENS_SUBSCRIPTION")
    const order = this.place(caller, token, 1, amount, serialNo, now)
    return ok({
      ltCoin: token.ltCoin,
      ltOrderStatus: order.status,
      execQty: "",
      execAmt: "",
      amount: show(amount),
      purchaseId: order.orderId,
      serialNo,
      valueCoin: QUOTE
    })
  }

  private redeem(caller: Caller, p: Params, now: number) {
    const token = this.tokenOf(p)
    if (isFail(token)) return token
    const qtyText = nonEmpty(p, "quantity")
    if (qtyText === undefined) return paramError("quantity is required")
    const quantity = amountOf(qtyText, 8)
    if (typeof quantity === "string") return badFormat()
    const serialNo = this.serialOf(caller, p)
    if (isFail(serialNo)) return serialNo
    if (quantity < LIMITS.minRedeem) return fail(175016, "Invalid format. Below the minimum redemption quantity.")
    if (quantity > LIMITS.maxRedeem) return fail(175013, "Redemption exceeded the maximum amount per transaction.")
    if (this.today(caller.uid, token.ltCoin, 2, now) + quantity > LIMITS.maxRedeemDaily) {
      return fail(175004, "Daily redemption limit has been exceeded. Please try again later.")
    }
    if (this.funds.free(caller.uid, "UNIFIED", token.ltCoin, now) < quantity) return insufficient(175006)
    this.funds.move(caller.uid, "UNIFIED", token.ltCoin, -quantity, now, "Convert", "TOKENS_REDEMPTION")
    const order = this.place(caller, token, 2, quantity, serialNo, now)
    return ok({
      ltCoin: token.ltCoin,
      ltOrderStatus: order.status,
      quantity: show(quantity),
      execQty: "",
      execAmt: "",
      redeemId: order.orderId,
      serialNo,
      valueCoin: QUOTE
    })
  }

  private records(caller: Caller, p: Params) {
    const limit = limitOf(p, 1, 500, 100)
    if (isFail(limit)) return limit
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    const type = int(p, "ltOrderType")
    if (Number.isNaN(start) || Number.isNaN(end)) return paramError("time invalid")
    if (type !== undefined && type !== 1 && type !== 2) return paramError("ltOrderType invalid")
    const coin = nonEmpty(p, "ltCoin")
    const orderId = nonEmpty(p, "orderId")
    const serialNo = nonEmpty(p, "serialNo")
    const mine = this.orders.filter(
      (o) =>
        o.uid === caller.uid &&
        (coin === undefined || o.ltCoin === coin) &&
        (orderId === undefined || o.orderId === orderId) &&
        (serialNo === undefined || o.serialNo === serialNo) &&
        (type === undefined || o.type === type) &&
        (start === undefined || o.orderTime >= start) &&
        (end === undefined || o.orderTime <= end)
    )
    if (orderId !== undefined && mine.length === 0) return fail(175007, "Order not found.")
    const list = mine
      .slice()
      .reverse()
      .slice(0, limit)
      .map((o) => ({
        ltCoin: o.ltCoin,
        orderId: o.orderId,
        ltOrderType: o.type,
        orderTime: o.orderTime,
        updateTime: o.updateTime,
        ltOrderStatus: o.status,
        fee: show(o.fee),
        amount: show(o.amount),
        value: o.status === "1" ? show(o.value) : "",
        valueCoin: QUOTE,
        serialNo: o.serialNo
      }))
    return ok({ list })
  }
}

/**
 * The borrowing desk of the unified account: floating-rate borrowing and repayment (`/v5/account/borrow`,
 * `repay`, `no-convert-repay`, `quick-repayment`, `borrow-history`), the debts per coin, and fixed-rate loans
 * (`/v5/spot-margin-trade/fixedborrow*`, the inventories). Every check runs in the exchange's order: format and
 * precision, the per-transaction limits, the per-user limit, the platform pool, then the account's borrowing power.
 * A repayment takes the owed coin's free balance first; `repay` (not `no-convert-repay`) converts other coins at the
 * emulator's prices for the rest (`CONVERT` in the transaction log). Fixed-rate orders fill at once against the
 * platform's lenders (quotes at or below the order's rate, cheapest first); `FULL` orders fill whole or not at all.
 *
 * @since 0.1.0
 */

import * as Account from "../../Http/v5/Account.js"
import * as SpotMarginTrade from "../../Http/v5/SpotMarginTrade.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  type Fail,
  fail,
  isFail,
  limitOf,
  nonEmpty,
  ok,
  type Params,
  page,
  paramError,
  windowOf
} from "../base/Handler.js"
import { SCALE } from "../books/Accounts.js"
import { amountOf, buyWith, type Funds, show } from "../books/Funds.js"
import {
  type Contract,
  checkBorrow,
  LOAN_COINS,
  type LoanCoin,
  type Loans,
  loanCoin,
  UTA_LIMITS
} from "../books/Loans.js"
import * as Desk from "./Desk.js"
import type { SpotMarginDesk } from "./SpotMargin.js"

const ONE = 10n ** BigInt(SCALE)
const DAY = 86_400_000
const TERMS = [7, 14, 30, 90, 180]

type Which = "ALL" | "FIXED" | "FLEXIBLE"

interface Quote {
  readonly coin: string
  readonly term: number
  readonly annualRate: bigint
  qty: bigint
}

interface FixedOrder {
  readonly orderId: string
  readonly uid: string
  readonly coin: string
  readonly annualRate: bigint
  readonly orderQty: bigint
  readonly orderTime: number
  readonly term: number
  readonly repayType: "1" | "2"
  readonly strategyType: "PARTIAL" | "FULL"
  filledQty: bigint
  /** 1 matching, 2 partially filled and cancelled, 3 filled, 4 cancelled. */
  state: 1 | 2 | 3 | 4
}

const noLiability = (): Fail => fail(182102, "Failed repayment, there are no liabilities in the current currency")
const insufficient = (): Fail => fail(182101, "Failed repayment, insufficient collateral balance")

const RATE_STEP = 10n ** BigInt(SCALE - 4)
const floorTo4 = (units: bigint): bigint => (units / RATE_STEP) * RATE_STEP

/** The platform's lenders: three rates per coin and term, a twentieth of the pool each. */
const lenders = (): Array<Quote> =>
  LOAN_COINS.flatMap((c) =>
    TERMS.flatMap((term, t) =>
      [80n, 100n, 120n].map((share) => ({
        coin: c.coin,
        term,
        annualRate: floorTo4((c.hourlyRate * 8_760n * (share + BigInt(t) * 5n)) / 100n),
        qty: c.pool / 20n
      }))
    )
  )

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class BorrowingDesk implements Desk.Desk {
  readonly name = "borrowing"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly quotes: Array<Quote> = lenders()
  private readonly orders: Array<FixedOrder> = []
  private seq = 0

  constructor(
    private readonly funds: Funds,
    private readonly loans: Loans,
    private readonly margin: SpotMarginDesk
  ) {
    const T = SpotMarginTrade
    this.routes = [
      Desk.route(Account.borrow, (c, p, n) => this.borrow(c, p, n)),
      Desk.route(Account.repay, (c, p, n) => this.repay(c, p, n, true)),
      Desk.route(Account.noConvertRepay, (c, p, n) => this.repay(c, p, n, false)),
      Desk.route(Account.quickRepayment, (c, p, n) => this.quickRepay(c, p, n)),
      Desk.route(Account.borrowHistory, (c, p, n) => this.history(c, p, n)),
      Desk.route(T.liability, (c, p) => this.liability(c, p)),
      Desk.route(T.repaymentAvailableAmount, (c, p, n) => this.repayable(c, p, n)),
      Desk.route(T.fixedBorrow, (c, p, n) => this.fixedBorrow(c, p, n)),
      Desk.route(T.fixedBorrowOrderInfo, (c, p) => this.orderInfo(c, p)),
      Desk.route(T.fixedBorrowContractInfo, (c, p) => this.contractInfo(c, p)),
      Desk.route(T.fixedBorrowOrderQuote, (_c, p) => this.orderQuote(p)),
      Desk.route(T.fixedBorrowRenew, (c, p, n) => this.renew(c, p, n)),
      Desk.route(T.fixedAvailableInventory, (c, p, n) => this.fixedInventory(c, p, n))
    ]
  }

  private coinOf(p: Params, key: string): LoanCoin | Fail {
    const name = nonEmpty(p, key)
    if (name === undefined) return paramError(`${key} is required`)
    return loanCoin(name) ?? paramError(`${key} invalid: ${name}`)
  }

  /** The amount checks every borrow shares, in the exchange's order. */
  private checkBorrow(caller: Caller, coin: LoanCoin, text: string | undefined, now: number): bigint | Fail {
    return checkBorrow(this.loans, caller.uid, coin, text, this.margin.powerLeft(caller.uid, coin, now), UTA_LIMITS)
  }

  private borrow(caller: Caller, p: Params, now: number) {
    const coin = this.coinOf(p, "coin")
    if (isFail(coin)) return coin
    const amount = this.checkBorrow(caller, coin, nonEmpty(p, "amount"), now)
    if (isFail(amount)) return amount
    this.loans.borrowFlexible(caller.uid, coin.coin, amount, now)
    return ok({ coin: coin.coin, amount: show(amount) })
  }

  private owedOf(uid: string, coin: string, which: Which): bigint {
    if (which === "FIXED") return this.loans.fixedOf(uid, coin)
    if (which === "FLEXIBLE") return this.loans.flexibleOf(uid, coin)
    return this.loans.owed(uid, coin)
  }

  /** Repays `amount` (all of `which` when absent) of one coin; converts first when allowed. */
  private repayCoin(
    uid: string,
    coin: string,
    amount: bigint | undefined,
    which: Which,
    convert: boolean,
    now: number
  ) {
    const target = amount ?? this.owedOf(uid, coin, which)
    const free = Fixed.max(0n, this.funds.free(uid, "UNIFIED", coin, now))
    if (convert && free < target) buyWith(this.funds, uid, coin, target - free, now, "CONVERT", "CONVERT")
    return this.loans.repay(uid, coin, target, which, now)
  }

  private repay(caller: Caller, p: Params, now: number, convert: boolean) {
    const which = (nonEmpty(p, "repaymentType") ?? "FLEXIBLE") as Which
    if (!["ALL", "FIXED", "FLEXIBLE"].includes(which)) return paramError("repaymentType invalid")
    const coinName = nonEmpty(p, "coin")
    const amountText = nonEmpty(p, "amount")
    if (coinName === undefined) {
      if (!convert) return paramError("coin is required")
      if (amountText !== undefined) return paramError("amount needs coin")
      if (which !== "ALL") return paramError("repaymentType must be ALL without coin")
      const debts = this.loans.debts(caller.uid)
      if (debts.length === 0) return noLiability()
      let repaid = 0n
      for (const [coin] of debts) repaid += this.repayCoin(caller.uid, coin, undefined, "ALL", true, now)
      return repaid > 0n ? ok({ resultStatus: "P" }) : insufficient()
    }
    if (loanCoin(coinName) === undefined) return paramError(`coin invalid: ${coinName}`)
    const owed = this.owedOf(caller.uid, coinName, which)
    if (owed === 0n) return noLiability()
    let amount: bigint | undefined
    if (amountText !== undefined) {
      const parsed = amountOf(amountText, 18)
      if (typeof parsed === "string" || parsed <= 0n) return paramError(`amount invalid: ${amountText}`)
      if (parsed > owed) return paramError("amount exceeds the liability")
      amount = parsed
    }
    const repaid = this.repayCoin(caller.uid, coinName, amount, which, convert, now)
    if (repaid === 0n) return insufficient()
    return ok({ resultStatus: which === "FLEXIBLE" ? "SU" : "P" })
  }

  private quickRepay(caller: Caller, p: Params, now: number) {
    const coinName = nonEmpty(p, "coin")
    if (coinName !== undefined && loanCoin(coinName) === undefined) return paramError(`coin invalid: ${coinName}`)
    const debts = this.loans.debts(caller.uid).filter(([coin]) => coinName === undefined || coin === coinName)
    if (debts.length === 0) return noLiability()
    const list = debts
      .map(([coin]) => ({ coin, repaid: this.repayCoin(caller.uid, coin, undefined, "ALL", true, now) }))
      .filter((r) => r.repaid > 0n)
      .map((r) => ({ coin: r.coin, repaymentQty: show(r.repaid) }))
    return list.length === 0 ? insufficient() : ok({ list })
  }

  private history(caller: Caller, p: Params, now: number) {
    const limit = limitOf(p, 1, 50, 20)
    if (isFail(limit)) return limit
    const currency = nonEmpty(p, "currency")
    if (currency !== undefined && loanCoin(currency) === undefined) return paramError(`currency invalid: ${currency}`)
    const window = windowOf(p, now, 30 * DAY)
    if (isFail(window)) return window
    const mine = this.loans.charges
      .filter(
        (c) =>
          c.uid === caller.uid &&
          (currency === undefined || c.currency === currency) &&
          c.createdTime >= window.from &&
          c.createdTime <= window.to
      )
      .reverse()
    const cursor = nonEmpty(p, "cursor")
    const paged = page(mine, (c) => c.id, limit, cursor)
    if (isFail(paged)) return fail(3500404, "Invalid Cursor")
    const list = paged.list.map((c) => ({
      currency: c.currency,
      createdTime: c.createdTime,
      borrowCost: show(c.borrowCost),
      hourlyBorrowRate: show(c.hourlyBorrowRate),
      InterestBearingBorrowSize: show(c.interestBearing),
      costExemption: "0",
      borrowAmount: show(c.interestBearing),
      unrealisedLoss: "0",
      freeBorrowedAmount: "0"
    }))
    return ok({ list, nextPageCursor: paged.next })
  }

  private liability(caller: Caller, p: Params) {
    const coin = this.coinOf(p, "currency")
    if (isFail(coin)) return coin
    const fixed = this.loans.fixedOf(caller.uid, coin.coin)
    const flexible = this.loans.flexibleOf(caller.uid, coin.coin)
    return ok({
      currency: coin.coin,
      totalBorrowAmount: show(fixed + flexible),
      fixedBorrowAmount: show(fixed),
      flexibleBorrowAmount: show(flexible),
      spotTotalBorrow: show(fixed + flexible),
      derivativesBorrow: "0"
    })
  }

  private repayable(caller: Caller, p: Params, now: number) {
    const coin = this.coinOf(p, "currency")
    if (isFail(coin)) return coin
    const free = Fixed.max(0n, this.funds.free(caller.uid, "UNIFIED", coin.coin, now))
    return ok({
      currency: coin.coin,
      lossLessRepaymentAmount: show(Fixed.min(free, this.loans.owed(caller.uid, coin.coin)))
    })
  }

  private termOf(p: Params, key: string): number | Fail {
    const text = nonEmpty(p, key)
    const term = Number(text)
    return text !== undefined && TERMS.includes(term) ? term : paramError(`${key} invalid`)
  }

  private rateOf(p: Params): bigint | Fail {
    const text = nonEmpty(p, "annualRate")
    const rate = text === undefined ? "format" : amountOf(text, 4)
    return typeof rate === "string" || rate <= 0n || rate > ONE ? paramError("annualRate invalid") : rate
  }

  /** Lenders at or below `rate` for a coin and term, cheapest first. */
  private matching(coin: string, term: number, rate: bigint): ReadonlyArray<Quote> {
    return this.quotes
      .filter((q) => q.coin === coin && q.term === term && q.annualRate <= rate && q.qty > 0n)
      .sort((a, b) => (a.annualRate < b.annualRate ? -1 : a.annualRate > b.annualRate ? 1 : 0))
  }

  private fixedBorrow(caller: Caller, p: Params, now: number) {
    const coin = this.coinOf(p, "orderCurrency")
    if (isFail(coin)) return coin
    const term = this.termOf(p, "term")
    if (isFail(term)) return term
    const rate = this.rateOf(p)
    if (isFail(rate)) return rate
    const repayType = nonEmpty(p, "repayType") ?? "1"
    const strategyType = nonEmpty(p, "strategyType") ?? "PARTIAL"
    if (repayType !== "1" && repayType !== "2") return paramError("repayType invalid")
    if (strategyType !== "PARTIAL" && strategyType !== "FULL") return paramError("strategyType invalid")
    if (!this.margin.enabled(caller.uid)) {
      return fail(176008, "You haven't enabled Cross Margin Trading yet. To do so, please head to the PC trading site")
    }
    const amount = this.checkBorrow(caller, coin, nonEmpty(p, "orderAmount"), now)
    if (isFail(amount)) return amount
    const book = this.matching(coin.coin, term, rate)
    const available = book.reduce((sum, q) => sum + q.qty, 0n)
    const filled = strategyType === "FULL" && available < amount ? 0n : Fixed.min(available, amount)
    const order: FixedOrder = {
      orderId: String(++this.seq),
      uid: caller.uid,
      coin: coin.coin,
      annualRate: rate,
      orderQty: amount,
      orderTime: now,
      term,
      repayType,
      strategyType,
      filledQty: filled,
      state: filled === amount ? 3 : filled > 0n ? 2 : 4
    }
    this.orders.push(order)
    let left = filled
    for (const q of book) {
      const take = Fixed.min(q.qty, left)
      q.qty -= take
      left -= take
    }
    if (filled > 0n) this.loans.borrowFixed(order, order, filled, now)
    return ok({ orderId: order.orderId })
  }

  private orderInfo(caller: Caller, p: Params) {
    const limit = limitOf(p, 1, 100, 10)
    if (isFail(limit)) return limit
    const orderId = nonEmpty(p, "orderId")
    const coin = nonEmpty(p, "orderCurrency")
    const state = nonEmpty(p, "state")
    const term = nonEmpty(p, "term")
    const mine = this.orders
      .filter(
        (o) =>
          o.uid === caller.uid &&
          (orderId === undefined || o.orderId === orderId) &&
          (coin === undefined || o.coin === coin) &&
          (state === undefined || String(o.state) === state) &&
          (term === undefined || String(o.term) === term)
      )
      .reverse()
    const paged = page(mine, (o) => o.orderId, limit, nonEmpty(p, "cursor"))
    if (isFail(paged)) return paged
    const list = paged.list.map((o) => ({
      annualRate: show(o.annualRate),
      orderId: o.orderId,
      orderTime: String(o.orderTime),
      filledQty: show(o.filledQty),
      orderQty: show(o.orderQty),
      orderCurrency: o.coin,
      state: o.state,
      term: o.term,
      repayType: o.repayType,
      strategyType: o.strategyType
    }))
    return ok({ list, nextPageCursor: paged.next })
  }

  private contractInfo(caller: Caller, p: Params) {
    const limit = limitOf(p, 1, 100, 10)
    if (isFail(limit)) return limit
    const orderId = nonEmpty(p, "orderId")
    const coin = nonEmpty(p, "orderCurrency")
    const term = nonEmpty(p, "term")
    const mine = this.loans.contracts
      .filter(
        (c) =>
          c.uid === caller.uid &&
          (orderId === undefined || c.orderId === orderId) &&
          (coin === undefined || c.coin === coin) &&
          (term === undefined || String(c.term) === term)
      )
      .reverse()
    const paged = page(mine, (c) => c.loanId, limit, nonEmpty(p, "cursor"))
    if (isFail(paged)) return paged
    return ok({ list: paged.list.map(contractView), nextPageCursor: paged.next })
  }

  private orderQuote(p: Params) {
    const coin = this.coinOf(p, "orderCurrency")
    if (isFail(coin)) return coin
    const termText = nonEmpty(p, "term")
    const term = termText === undefined ? undefined : this.termOf(p, "term")
    if (isFail(term)) return term
    const orderBy = nonEmpty(p, "orderBy") ?? "apy"
    if (!["apy", "term", "quantity"].includes(orderBy)) return paramError("orderBy invalid")
    const sort = nonEmpty(p, "sort") ?? "0"
    if (sort !== "0" && sort !== "1") return paramError("sort invalid")
    const limit = limitOf(p, 1, 100, 10)
    if (isFail(limit)) return limit
    const key = (q: Quote): bigint => (orderBy === "apy" ? q.annualRate : orderBy === "term" ? BigInt(q.term) : q.qty)
    const list = this.quotes
      .filter((q) => q.coin === coin.coin && (term === undefined || q.term === term) && q.qty > 0n)
      .sort((a, b) => {
        const d = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0
        return sort === "0" ? d : -d
      })
      .slice(0, limit)
      .map((q) => ({ orderCurrency: q.coin, term: q.term, annualRate: show(q.annualRate), qty: show(q.qty) }))
    return ok({ list })
  }

  private renew(caller: Caller, p: Params, now: number) {
    const loanId = nonEmpty(p, "loanId")
    if (loanId === undefined) return paramError("loanId is required")
    const contract = this.loans.contracts.find((c) => c.loanId === loanId && c.uid === caller.uid)
    if (contract === undefined) return paramError(`loanId invalid: ${loanId}`)
    const qtyText = nonEmpty(p, "qty")
    const qty = qtyText === undefined ? undefined : amountOf(qtyText, 18)
    if (typeof qty === "string") return paramError(`qty invalid: ${qtyText}`)
    // the result is a bare string; a String object serialises as one and fits the handlers' object results
    return ok(Object(this.loans.renew(contract, qty, now) ? "Success" : "Failure") as object)
  }

  private fixedInventory(caller: Caller, p: Params, now: number) {
    const coin = this.coinOf(p, "currency")
    if (isFail(coin)) return coin
    const term = this.termOf(p, "term")
    if (isFail(term)) return term
    const rate = this.rateOf(p)
    if (isFail(rate)) return rate
    const lendable = this.matching(coin.coin, term, rate).reduce((sum, q) => sum + q.qty, 0n)
    const step = 10n ** BigInt(SCALE - coin.accuracy)
    const available = (Fixed.min(lendable, this.margin.limitLeft(caller.uid, coin)) / step) * step
    return ok({
      currency: coin.coin,
      term: String(term),
      annualRate: show(rate),
      availableInventory: show(available),
      updateTime: String(Math.floor(now / 1000))
    })
  }
}

const contractView = (c: Contract) => ({
  annualRate: show(c.annualRate),
  borrowCurrency: c.coin,
  borrowTime: String(c.borrowTime),
  interestPaid: show(c.interestPaid),
  loanId: c.loanId,
  orderId: c.orderId,
  repaymentTime: String(c.repaymentTime),
  residualPenaltyInterest: show(c.penalty),
  residualPrincipal: show(c.principal),
  status: c.status,
  term: String(c.term),
  repayType: c.repayType,
  strategyType: c.strategyType
})

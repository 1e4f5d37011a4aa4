/**
 * Crypto loans, first generation (`/v5/crypto-loan/*`): loans against collateral in the funding account. A borrow
 * names the loan coin, the collateral coin and either amount (the other follows from the collateral coin's initial
 * LTV at the emulator's prices); the collateral leaves the funding account into the loan and the loan coin lands
 * there. Interest accrues every hour on the debt at the term's hourly rate (flexible loans have no term); past
 * a fixed term's expiry the penalty rate (three times the rate) accrues instead. A repayment pays penalty, then
 * interest, then principal; a loan repaid in full returns its collateral. Collateral may be added, or taken back
 * down to the initial LTV. A loan whose LTV reaches the liquidation LTV is closed: its collateral pays the debt at
 * the emulator's prices and the rest returns to the funding account.
 *
 * @since 0.1.0
 */

import * as CryptoLoan from "../../Http/v5/CryptoLoan.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  type Fail,
  fail,
  isFail,
  limitOf,
  nonEmpty,
  offsetPage,
  ok,
  type Params,
  paramError
} from "../base/Handler.js"
import { SCALE } from "../books/Accounts.js"
import { amountOf, type Funds, show } from "../books/Funds.js"
import { COLLATERAL, type Collateral, LOANABLE, type Loanable, TERMS } from "./CryptoLoanCoins.js"
import * as Desk from "./Desk.js"

const ONE = 10n ** BigInt(SCALE)
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Units shown at `decimals` places, rounded down (up for amounts the caller must bring). */
const showAt = (units: bigint, decimals: number, up = false): string => {
  const step = 10n ** BigInt(SCALE - decimals)
  return show(((units + (up ? step - 1n : 0n)) / step) * step)
}

interface Loan {
  readonly orderId: string
  readonly uid: string
  readonly loan: Loanable
  readonly collateralOf: Collateral
  readonly term: (typeof TERMS)[number] | undefined
  readonly borrowTime: number
  readonly initialLoan: bigint
  readonly initialCollateral: bigint
  principal: bigint
  collateral: bigint
  interest: bigint
  penalty: bigint
  repaidInterest: bigint
  repaidPenalty: bigint
  /** Hours of interest charged so far. */
  hours: number
  /** 0 ongoing, 1 repaid, 2 liquidated. */
  status: 0 | 1 | 2
}

interface Repaid {
  readonly repayId: string
  readonly loan: Loan
  readonly amount: bigint
  readonly collateralReturn: bigint
  readonly time: number
  /** 1 by the user, 2 by liquidation. */
  readonly type: "1" | "2"
}

interface Adjusted {
  readonly adjustId: string
  readonly loan: Loan
  readonly amount: bigint
  readonly direction: 0 | 1
  readonly preLTV: bigint
  readonly afterLTV: bigint
  readonly time: number
}

const notFound = (): Fail => fail(177005, "Order does not exist")
const poor = (): Fail => fail(177011, "Balance is not enough")
const tooPrecise = (): Fail => fail(177004, "Precision is over the maximum defined for this asset")

/** Parses an amount at a coin's accuracy: 10001 when malformed, 177004 when too precise. */
const amountAt = (text: string | undefined, accuracy: number, key: string): bigint | Fail => {
  if (text === undefined) return paramError(`${key} is required`)
  const exact = amountOf(text, 18)
  if (typeof exact === "string" || exact <= 0n) return paramError(`${key} invalid: ${text}`)
  const scaled = amountOf(text, accuracy)
  return typeof scaled === "string" ? tooPrecise() : scaled
}

/** A newest-first list paged by offset cursor (`limit` 1–100, default 10). */
const paged = <A>(items: ReadonlyArray<A>, p: Params) => {
  const limit = limitOf(p, 1, 100, 10)
  return isFail(limit) ? limit : offsetPage(items, nonEmpty(p, "cursor"), limit, paramError("cursor invalid"))
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class CryptoLoanDesk implements Desk.Desk {
  readonly name = "crypto loans"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly loans: Array<Loan> = []
  private readonly repayments: Array<Repaid> = []
  private readonly adjustments: Array<Adjusted> = []
  private seq = 0

  constructor(private readonly funds: Funds) {
    const C = CryptoLoan
    this.routes = [
      Desk.route(C.collateralData, (_c, p) => this.collateralCoins(p)),
      Desk.route(C.loanableData, (_c, p) => this.loanableCoins(p)),
      Desk.route(C.borrowableCollateralisable, (c, p, n) => this.limits(c, p, n)),
      Desk.route(C.borrow, (c, p, n) => this.borrow(c, p, n)),
      Desk.route(C.repay, (c, p, n) => this.repay(c, p, n)),
      Desk.route(C.ongoingOrders, (c, p, n) => this.ongoing(c, p, n)),
      Desk.route(C.repaymentHistory, (c, p) => this.repaymentList(c, p)),
      Desk.route(C.borrowHistory, (c, p) => this.completed(c, p)),
      Desk.route(C.maxCollateralAmount, (c, p, n) => this.maxReduction(c, p, n)),
      Desk.route(C.adjustLtv, (c, p, n) => this.adjust(c, p, n)),
      Desk.route(C.adjustmentHistory, (c, p) => this.adjustmentList(c, p))
    ]
  }

  /** Hourly interest (penalty past a fixed term's expiry), then liquidation of loans at their liquidation LTV. */
  tick(now: number): void {
    for (const l of this.loans) {
      if (l.status !== 0) continue
      const due = Math.floor((now - l.borrowTime) / HOUR)
      for (; l.hours < due; l.hours++) {
        const at = l.borrowTime + (l.hours + 1) * HOUR
        const rate = this.rateOf(l)
        const expired = l.term !== undefined && at > l.borrowTime + Number(l.term) * DAY
        // charged at the loan coin's accuracy, so the debt can be repaid to the last unit
        const step = 10n ** BigInt(SCALE - l.loan.accuracy)
        const charge = Fixed.divide(l.principal * rate * (expired ? 3n : 1n), ONE * step, "up") * step
        if (expired) l.penalty += charge
        else l.interest += charge
      }
      if (this.ltv(l, now) >= l.collateralOf.liquidationLTV) this.liquidate(l, now)
    }
  }

  private rateOf(l: Loan): bigint {
    return l.term === undefined ? l.loan.flexible : l.loan.fixed[l.term]
  }

  private debt(l: Loan): bigint {
    return l.principal + l.interest + l.penalty
  }

  private price(coin: string, now: number): bigint {
    return this.funds.usdPrice(coin, now)
  }

  private ltv(l: Loan, now: number): bigint {
    const value = (l.collateral * this.price(l.collateralOf.coin, now)) / ONE
    const owed = (this.debt(l) * this.price(l.loan.coin, now)) / ONE
    return value > 0n ? Fixed.divide(owed * ONE, value, "up") : ONE * 100n
  }

  /** The collateral a debt needs at a LTV. */
  private collateralFor(l: Pick<Loan, "loan" | "collateralOf">, debt: bigint, ltv: bigint, now: number): bigint {
    const usd = (debt * this.price(l.loan.coin, now)) / ONE
    const per = (this.price(l.collateralOf.coin, now) * ltv) / ONE
    return per > 0n ? Fixed.divide(usd * ONE, per, "up") : 0n
  }

  private liquidate(l: Loan, now: number): void {
    const sold = Fixed.min(l.collateral, this.collateralFor(l, this.debt(l), ONE, now))
    const back = l.collateral - sold
    if (back > 0n) this.funds.move(l.uid, "FUND", l.collateralOf.coin, back, now, "Transfer")
    const repaid = this.debt(l)
    l.repaidInterest += l.interest
    l.repaidPenalty += l.penalty
    l.principal = 0n
    l.interest = 0n
    l.penalty = 0n
    l.collateral = 0n
    l.status = 2
    const repayId = String(++this.seq)
    this.repayments.push({ repayId, loan: l, amount: repaid, collateralReturn: back, time: now, type: "2" })
  }

  private vipList<A>(p: Params, rows: ReadonlyArray<A & { readonly coin: string }>, map: (a: A) => object) {
    const currency = nonEmpty(p, "currency")
    const list = rows.filter((r) => currency === undefined || r.coin === currency).map(map)
    return ok({ vipCoinList: [{ list, vipLevel: nonEmpty(p, "vipLevel") ?? "VIP0" }] })
  }

  private collateralCoins(p: Params) {
    return this.vipList(p, COLLATERAL, (c) => ({
      collateralAccuracy: c.accuracy,
      currency: c.coin,
      initialLTV: show(c.initialLTV),
      marginCallLTV: show(c.marginCallLTV),
      liquidationLTV: show(c.liquidationLTV),
      maxLimit: show(c.maxLimit)
    }))
  }

  private loanableCoins(p: Params) {
    return this.vipList(p, LOANABLE, (c) => ({
      borrowingAccuracy: c.accuracy,
      currency: c.coin,
      flexibleHourlyInterestRate: show(c.flexible),
      hourlyInterestRate7D: show(c.fixed["7"]),
      hourlyInterestRate14D: show(c.fixed["14"]),
      hourlyInterestRate30D: show(c.fixed["30"]),
      hourlyInterestRate90D: show(c.fixed["90"]),
      hourlyInterestRate180D: show(c.fixed["180"]),
      maxBorrowingAmount: show(c.max),
      minBorrowingAmount: show(c.min)
    }))
  }

  private pair(p: Params): { loan: Loanable; collateralOf: Collateral } | Fail {
    const loan = LOANABLE.find((c) => c.coin === nonEmpty(p, "loanCurrency"))
    if (loan === undefined) return fail(177006, "We don't have this asset")
    const collateralOf = COLLATERAL.find((c) => c.coin === nonEmpty(p, "collateralCurrency"))
    if (collateralOf === undefined) return fail(177017, "This coin cannot be used as collateral")
    return { loan, collateralOf }
  }

  private limits(caller: Caller, p: Params, now: number) {
    const pair = this.pair(p)
    if (isFail(pair)) return pair
    const free = Fixed.max(0n, this.funds.free(caller.uid, "FUND", pair.collateralOf.coin, now))
    const maxCollateral = Fixed.min(free, pair.collateralOf.maxLimit)
    const value = (maxCollateral * this.price(pair.collateralOf.coin, now) * pair.collateralOf.initialLTV) / ONE / ONE
    const loanPrice = this.price(pair.loan.coin, now)
    const maxLoan = loanPrice > 0n ? Fixed.min(pair.loan.max, Fixed.divide(value * ONE, loanPrice, "down")) : 0n
    return ok({
      collateralCurrency: pair.collateralOf.coin,
      loanCurrency: pair.loan.coin,
      maxCollateralAmount: show(maxCollateral),
      maxLoanAmount: showAt(maxLoan, pair.loan.accuracy),
      minCollateralAmount: showAt(
        this.collateralFor(pair, pair.loan.min, pair.collateralOf.initialLTV, now),
        pair.collateralOf.accuracy,
        true
      ),
      minLoanAmount: show(pair.loan.min)
    })
  }

  private borrow(caller: Caller, p: Params, now: number) {
    const pair = this.pair(p)
    if (isFail(pair)) return pair
    const { loan, collateralOf } = pair
    const term = nonEmpty(p, "loanTerm")
    if (term !== undefined && !TERMS.includes(term as (typeof TERMS)[number])) return paramError("loanTerm invalid")
    const loanText = nonEmpty(p, "loanAmount")
    const collateralText = nonEmpty(p, "collateralAmount")
    if ((loanText === undefined) === (collateralText === undefined)) {
      return fail(177019, "Your input param is invalid")
    }
    let amount: bigint
    let collateral: bigint
    if (loanText !== undefined) {
      const parsed = amountAt(loanText, loan.accuracy, "loanAmount")
      if (isFail(parsed)) return parsed
      amount = parsed
      collateral = this.collateralFor(pair, amount, collateralOf.initialLTV, now)
    } else {
      const parsed = amountAt(collateralText, collateralOf.accuracy, "collateralAmount")
      if (isFail(parsed)) return parsed
      collateral = parsed
      const usd = (collateral * this.price(collateralOf.coin, now) * collateralOf.initialLTV) / ONE / ONE
      const step = 10n ** BigInt(SCALE - loan.accuracy)
      amount = (Fixed.divide(usd * ONE, this.price(loan.coin, now), "down") / step) * step
    }
    if (amount < loan.min) return fail(177009, "Borrow amount is less than minimum borrow amount")
    if (amount > loan.max) return fail(177007, "Your borrow amount has exceed maximum borrow amount")
    const pledged = this.loans
      .filter((l) => l.uid === caller.uid && l.status === 0 && l.collateralOf === collateralOf)
      .reduce((s, l) => s + l.collateral, 0n)
    if (pledged + collateral > collateralOf.maxLimit) {
      return fail(
        177015,
        "Collateral amount has reached the limit. Please reduce your collateral amount or try with other collaterals"
      )
    }
    if (this.funds.free(caller.uid, "FUND", collateralOf.coin, now) < collateral) return poor()
    this.funds.move(caller.uid, "FUND", collateralOf.coin, -collateral, now, "Transfer")
    this.funds.move(caller.uid, "FUND", loan.coin, amount, now, "Transfer")
    const orderId = String(++this.seq)
    this.loans.push({
      orderId,
      uid: caller.uid,
      loan,
      collateralOf,
      term: term as (typeof TERMS)[number] | undefined,
      borrowTime: now,
      initialLoan: amount,
      initialCollateral: collateral,
      principal: amount,
      collateral,
      interest: 0n,
      penalty: 0n,
      repaidInterest: 0n,
      repaidPenalty: 0n,
      hours: 0,
      status: 0
    })
    return ok({ orderId })
  }

  private mine(caller: Caller, orderId: string | undefined): Loan | undefined {
    return this.loans.find((l) => l.uid === caller.uid && l.orderId === orderId && l.status === 0)
  }

  private repay(caller: Caller, p: Params, now: number) {
    const l = this.mine(caller, nonEmpty(p, "orderId"))
    if (l === undefined) return notFound()
    const amount = amountAt(nonEmpty(p, "amount"), l.loan.accuracy, "amount")
    if (isFail(amount)) return amount
    if (amount > this.debt(l)) return fail(177010, "Repay amount exceeds borrow amount")
    if (this.funds.free(caller.uid, "FUND", l.loan.coin, now) < amount) return poor()
    this.funds.move(caller.uid, "FUND", l.loan.coin, -amount, now, "Transfer")
    let left = amount
    const take = (owed: bigint) => {
      const x = Fixed.min(owed, left)
      left -= x
      return x
    }
    const penalty = take(l.penalty)
    l.penalty -= penalty
    l.repaidPenalty += penalty
    const interest = take(l.interest)
    l.interest -= interest
    l.repaidInterest += interest
    l.principal -= take(l.principal)
    let back = 0n
    if (this.debt(l) === 0n) {
      back = l.collateral
      this.funds.move(caller.uid, "FUND", l.collateralOf.coin, back, now, "Transfer")
      l.collateral = 0n
      l.status = 1
    }
    const repayId = String(++this.seq)
    this.repayments.push({ repayId, loan: l, amount, collateralReturn: back, time: now, type: "1" })
    return ok({ repayId })
  }

  private ongoing(caller: Caller, p: Params, now: number) {
    const termType = nonEmpty(p, "loanTermType")
    const term = nonEmpty(p, "loanTerm")
    const rows = this.loans
      .filter((l) => l.uid === caller.uid && l.status === 0)
      .filter((l) => (nonEmpty(p, "orderId") ?? l.orderId) === l.orderId)
      .filter((l) => (nonEmpty(p, "loanCurrency") ?? l.loan.coin) === l.loan.coin)
      .filter((l) => (nonEmpty(p, "collateralCurrency") ?? l.collateralOf.coin) === l.collateralOf.coin)
      .filter((l) => termType === undefined || (termType === "1") === (l.term === undefined))
      .filter((l) => term === undefined || l.term === term)
      .reverse()
    const pg = paged(rows, p)
    if (isFail(pg)) return pg
    return ok({
      list: pg.list.map((l) => ({
        collateralAmount: show(l.collateral),
        collateralCurrency: l.collateralOf.coin,
        currentLTV: showAt(this.ltv(l, now), 4),
        expirationTime: l.term === undefined ? "" : String(l.borrowTime + Number(l.term) * DAY),
        hourlyInterestRate: show(this.rateOf(l)),
        loanCurrency: l.loan.coin,
        loanTerm: l.term ?? "",
        orderId: l.orderId,
        residualInterest: show(l.interest),
        residualPenaltyInterest: show(l.penalty),
        totalDebt: show(this.debt(l))
      })),
      nextPageCursor: pg.next
    })
  }

  private repaymentList(caller: Caller, p: Params) {
    const rows = this.repayments
      .filter((r) => r.loan.uid === caller.uid)
      .filter((r) => (nonEmpty(p, "orderId") ?? r.loan.orderId) === r.loan.orderId)
      .filter((r) => (nonEmpty(p, "repayId") ?? r.repayId) === r.repayId)
      .filter((r) => (nonEmpty(p, "loanCurrency") ?? r.loan.loan.coin) === r.loan.loan.coin)
      .reverse()
    const pg = paged(rows, p)
    if (isFail(pg)) return pg
    return ok({
      list: pg.list.map((r) => ({
        collateralCurrency: r.loan.collateralOf.coin,
        collateralReturn: show(r.collateralReturn),
        loanCurrency: r.loan.loan.coin,
        loanTerm: r.loan.term ?? "",
        orderId: r.loan.orderId,
        repayAmount: show(r.amount),
        repayId: r.repayId,
        repayStatus: 1,
        repayTime: String(r.time),
        repayType: r.type
      })),
      nextPageCursor: pg.next
    })
  }

  private completed(caller: Caller, p: Params) {
    const rows = this.loans
      .filter((l) => l.uid === caller.uid && l.status !== 0)
      .filter((l) => (nonEmpty(p, "orderId") ?? l.orderId) === l.orderId)
      .filter((l) => (nonEmpty(p, "loanCurrency") ?? l.loan.coin) === l.loan.coin)
      .filter((l) => (nonEmpty(p, "collateralCurrency") ?? l.collateralOf.coin) === l.collateralOf.coin)
      .reverse()
    const pg = paged(rows, p)
    if (isFail(pg)) return pg
    return ok({
      list: pg.list.map((l) => ({
        borrowTime: String(l.borrowTime),
        collateralCurrency: l.collateralOf.coin,
        expirationTime: l.term === undefined ? "" : String(l.borrowTime + Number(l.term) * DAY),
        hourlyInterestRate: show(this.rateOf(l)),
        initialCollateralAmount: show(l.initialCollateral),
        initialLoanAmount: show(l.initialLoan),
        loanCurrency: l.loan.coin,
        loanTerm: l.term ?? "",
        orderId: l.orderId,
        repaidInterest: show(l.repaidInterest),
        repaidPenaltyInterest: show(l.repaidPenalty),
        status: l.status
      })),
      nextPageCursor: pg.next
    })
  }

  /** What may be taken back: the collateral beyond what the debt needs at the initial LTV. */
  private reducible(l: Loan, now: number): bigint {
    return Fixed.max(0n, l.collateral - this.collateralFor(l, this.debt(l), l.collateralOf.initialLTV, now))
  }

  private maxReduction(caller: Caller, p: Params, now: number) {
    const l = this.mine(caller, nonEmpty(p, "orderId"))
    if (l === undefined) return notFound()
    return ok({ maxCollateralAmount: showAt(this.reducible(l, now), l.collateralOf.accuracy) })
  }

  private adjust(caller: Caller, p: Params, now: number) {
    const l = this.mine(caller, nonEmpty(p, "orderId"))
    if (l === undefined) return notFound()
    const direction = nonEmpty(p, "direction")
    if (direction !== "0" && direction !== "1") return paramError("direction invalid")
    const amount = amountAt(nonEmpty(p, "amount"), l.collateralOf.accuracy, "amount")
    if (isFail(amount)) return amount
    const preLTV = this.ltv(l, now)
    if (direction === "0") {
      if (this.funds.free(caller.uid, "FUND", l.collateralOf.coin, now) < amount) return poor()
      this.funds.move(caller.uid, "FUND", l.collateralOf.coin, -amount, now, "Transfer")
      l.collateral += amount
    } else {
      if (amount > this.reducible(l, now)) return fail(177013, "adjustment amount exceeds minimum collateral amount")
      this.funds.move(caller.uid, "FUND", l.collateralOf.coin, amount, now, "Transfer")
      l.collateral -= amount
    }
    const adjustId = String(++this.seq)
    const afterLTV = this.ltv(l, now)
    this.adjustments.push({
      adjustId,
      loan: l,
      amount,
      direction: direction === "0" ? 0 : 1,
      preLTV,
      afterLTV,
      time: now
    })
    return ok({ adjustId })
  }

  private adjustmentList(caller: Caller, p: Params) {
    const rows = this.adjustments
      .filter((a) => a.loan.uid === caller.uid)
      .filter((a) => (nonEmpty(p, "orderId") ?? a.loan.orderId) === a.loan.orderId)
      .filter((a) => (nonEmpty(p, "adjustId") ?? a.adjustId) === a.adjustId)
      .filter((a) => (nonEmpty(p, "collateralCurrency") ?? a.loan.collateralOf.coin) === a.loan.collateralOf.coin)
      .reverse()
    const pg = paged(rows, p)
    if (isFail(pg)) return pg
    return ok({
      list: pg.list.map((a) => ({
        adjustId: a.adjustId,
        adjustTime: String(a.time),
        afterLTV: showAt(a.afterLTV, 4),
        amount: show(a.amount),
        collateralCurrency: a.loan.collateralOf.coin,
        direction: a.direction,
        orderId: a.loan.orderId,
        preLTV: showAt(a.preLTV, 4)
      })),
      nextPageCursor: pg.next
    })
  }
}

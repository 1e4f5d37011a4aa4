/**
 * The shared part of the new crypto loans (`/v5/crypto-loan-common/*`): coin data, the maximum loan and collateral
 * reduction, collateral adjustment and its history, and the position. It also runs the loans' clock: supply
 * redemptions, flexible interest, fixed maturities and penalties, and liquidation.
 *
 * @since 0.1.0
 */

import * as C from "../../Http/v5/CryptoLoanCommon.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  fail,
  isFail,
  limitOf,
  nonEmpty,
  offsetPage,
  ok,
  type Params,
  paramError
} from "../base/Handler.js"
import { show } from "../books/Funds.js"
import * as Desk from "./Desk.js"
import { amountAt, type NewLoanBook, type Repayment, roundTo } from "./NewLoanBook.js"
import {
  COLLATERAL_COINS,
  COLLATERAL_GROUPS,
  collateralCoin,
  LOAN_COINS,
  LTV,
  loanCoin,
  ONE,
  tiered
} from "./NewLoanCoins.js"
import { type LoanMarket, showRate } from "./NewLoanMarket.js"

const VIP_LEVELS = [
  "VIP0",
  "VIP1",
  "VIP2",
  "VIP3",
  "VIP4",
  "VIP5",
  "VIP99",
  "PRO1",
  "PRO2",
  "PRO3",
  "PRO4",
  "PRO5",
  "PRO6"
]

/**
 * A newest-first list paged by offset cursor (`limit` 1–100, default 10), as every list of these desks is.
 *
 * @since 0.1.0
 * @category params
 */
export const pagedList = <A>(items: ReadonlyArray<A>, p: Params, row: (a: A) => object) => {
  const limit = limitOf(p, 1, 100, 10)
  if (isFail(limit)) return limit
  const page = offsetPage([...items].reverse(), nonEmpty(p, "cursor"), limit, paramError("cursor invalid"))
  return isFail(page) ? page : ok({ list: page.list.map(row), nextPageCursor: page.next })
}

/**
 * The repayment history of one kind of loan (`repayId`, `loanCurrency` filters), paged as `pagedList`; `extra`
 * gives the fields a kind lists before the common ones.
 *
 * @since 1.2.0
 * @category params
 */
export const repaymentList = (
  book: NewLoanBook,
  uid: string,
  kind: Repayment["kind"],
  p: Params,
  extra: (r: Repayment) => object = () => ({})
) => {
  const repayId = nonEmpty(p, "repayId")
  const coin = nonEmpty(p, "loanCurrency")
  const mine = book.repayments.filter(
    (r) =>
      r.uid === uid &&
      r.kind === kind &&
      (repayId === undefined || r.repayId === repayId) &&
      (coin === undefined || r.coin === coin)
  )
  return pagedList(mine, p, (r) => ({
    ...extra(r),
    loanCurrency: r.coin,
    repayAmount: show(r.amount),
    repayId: r.repayId,
    repayStatus: 1,
    repayTime: r.time,
    repayType: r.type
  }))
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class NewLoanCommonDesk implements Desk.Desk {
  readonly name = "crypto loans (common)"
  readonly routes: ReadonlyArray<Desk.Route>

  constructor(
    private readonly book: NewLoanBook,
    private readonly market: LoanMarket
  ) {
    this.routes = [
      Desk.route(C.loanableData, (_c, p) => this.loanable(p)),
      Desk.route(C.collateralData, (_c, p) => this.collateralData(p)),
      Desk.route(C.maxCollateralAmount, (c, p, n) => this.maxReduction(c, p, n)),
      Desk.route(C.maxLoan, (c, p, n) => this.maxLoan(c, p, n)),
      Desk.route(C.adjustLtv, (c, p, n) => this.adjust(c, p, n)),
      Desk.route(C.adjustmentHistory, (c, p) => this.adjustments(c, p)),
      Desk.route(C.position, (c, _p, n) => this.position(c, n))
    ]
  }

  tick(now: number): void {
    this.market.tick(now)
    this.book.tick(now)
  }

  private loanable(p: Params) {
    const vipLevel = nonEmpty(p, "vipLevel") ?? "VIP0"
    if (!VIP_LEVELS.includes(vipLevel)) return paramError(`vipLevel invalid: ${vipLevel}`)
    const currency = nonEmpty(p, "currency")
    const fixedRate = (coin: string, term: "7" | "14" | "30" | "90" | "180") => {
      const best = this.market.bestSupply(coin, term)
      return best === undefined ? "" : showRate(best)
    }
    const list = LOAN_COINS.filter((c) => currency === undefined || c.coin === currency).map((c) => ({
      currency: c.coin,
      fixedBorrowable: true,
      fixedBorrowingAccuracy: c.fixedAccuracy,
      flexibleBorrowable: true,
      flexibleBorrowingAccuracy: c.flexibleAccuracy,
      maxBorrowingAmount: show(c.max),
      minFixedBorrowingAmount: show(c.minFixed),
      minFlexibleBorrowingAmount: show(c.minFlexible),
      vipLevel,
      flexibleAnnualizedInterestRate: show(c.flexibleAnnual),
      annualizedInterestRate7D: fixedRate(c.coin, "7"),
      annualizedInterestRate14D: fixedRate(c.coin, "14"),
      annualizedInterestRate30D: fixedRate(c.coin, "30"),
      // the emulator's market has no 60-day term
      annualizedInterestRate60D: "",
      annualizedInterestRate90D: fixedRate(c.coin, "90"),
      annualizedInterestRate180D: fixedRate(c.coin, "180")
    }))
    return ok({ list })
  }

  private collateralData(p: Params) {
    const currency = nonEmpty(p, "currency")
    const groups = COLLATERAL_GROUPS.filter((g) => currency === undefined || g.coins.includes(currency))
    return ok({
      collateralRatioConfigList: groups.map((g) => ({
        collateralRatioList: g.tiers.map((t) => ({
          collateralRatio: show(t.ratio),
          maxValue: show(t.max),
          minValue: show(t.min)
        })),
        currencies: g.coins.filter((c) => currency === undefined || c === currency).join(",")
      })),
      currencyLiquidationList: COLLATERAL_COINS.filter((c) => currency === undefined || c.coin === currency).map(
        (c) => ({ currency: c.coin, liquidationOrder: c.liquidationOrder })
      )
    })
  }

  /** The most of a coin's collateral that leaves the LTV at or under the initial LTV (searched by halving). */
  private reducible(uid: string, coin: string, accuracy: number, now: number): bigint {
    const held = this.book.collateralOf(uid).get(coin) ?? 0n
    if (this.book.debtUsd(uid, now) === 0n) return held
    let lo = 0n
    let hi = held
    while (hi - lo > 1n) {
      const mid = (lo + hi) / 2n
      if (this.book.ltv(uid, now, 0n, new Map([[coin, -mid]])) <= LTV.initial) lo = mid
      else hi = mid
    }
    const top = this.book.ltv(uid, now, 0n, new Map([[coin, -hi]])) <= LTV.initial ? hi : lo
    return roundTo(top, accuracy)
  }

  private maxReduction(caller: Caller, p: Params, now: number) {
    const coin = collateralCoin(nonEmpty(p, "currency"))
    if (coin === undefined) return fail(148004, "This currency cannot be used as collateral.")
    return ok({ maxCollateralAmount: show(this.reducible(caller.uid, coin.coin, coin.accuracy, now)) })
  }

  private maxLoan(caller: Caller, p: Params, now: number) {
    const coin = loanCoin(nonEmpty(p, "currency"))
    if (coin === undefined) return fail(148014, "This currency is not supported.")
    const pledge = this.book.readPledge(caller.uid, p.collateralList, "ccy", now)
    if (isFail(pledge)) return pledge
    const extra = new Map(pledge.map((x) => [x.coin.coin, x.amount]))
    const room =
      (this.book.collateralUsd(caller.uid, now, extra) * LTV.initial) / ONE - this.book.debtUsd(caller.uid, now)
    const price = this.book.price(coin.coin, now)
    const quota = this.book.quotaLeftUsd(caller.uid, now)
    const owed = this.book.debtIn(caller.uid, coin.coin)
    const byValue = price > 0n ? Fixed.divide(Fixed.max(0n, Fixed.min(room, quota)) * ONE, price, "down") : 0n
    const max = roundTo(Fixed.max(0n, Fixed.min(byValue, coin.max - owed.flexible - owed.fixed)), coin.flexibleAccuracy)
    return ok({
      currency: coin.coin,
      maxLoan: show(max),
      notionalUsd: money(this.book.usd(coin.coin, max, now)),
      remainingQuota: Fixed.formatTrimmed(roundTo(quota, 4), 18)
    })
  }

  private adjust(caller: Caller, p: Params, now: number) {
    const coin = collateralCoin(nonEmpty(p, "currency"))
    if (coin === undefined) return fail(148004, "This currency cannot be used as collateral.")
    const direction = nonEmpty(p, "direction")
    if (direction !== "0" && direction !== "1") return paramError(`direction invalid: ${String(p.direction)}`)
    const amount = amountAt(p.amount, coin.accuracy, "amount", {
      negative: fail(148008, "Collateral amount cannot be negative."),
      precision: fail(148005, "Exceeds the allowed decimal precision for this collateral currency.")
    })
    if (isFail(amount)) return amount
    const uid = caller.uid
    if (!this.book.hasPosition(uid)) return fail(148013, "Non-borrowing users cannot adjust collateral.")
    const tooMuch = fail(148037, "Insufficient assets or adjustment amount exceeds the maximum allowed.")
    const preLTV = this.book.ltv(uid, now)
    if (direction === "0") {
      const pledge = this.book.readPledge(uid, [{ currency: coin.coin, amount: String(p.amount) }], "currency", now)
      if (isFail(pledge)) return pledge.retCode === 148012 ? tooMuch : pledge
      this.book.pledge(uid, pledge, now)
    } else {
      if (amount > this.reducible(uid, coin.coin, coin.accuracy, now)) return tooMuch
      this.book.release(uid, coin.coin, amount, now)
    }
    const adjustId = Number(this.book.nextId())
    const afterLTV = this.book.ltv(uid, now)
    this.book.adjustments.push({
      adjustId,
      uid,
      coin: coin.coin,
      amount,
      direction: direction === "0" ? 0 : 1,
      preLTV,
      afterLTV,
      time: now
    })
    return ok({ adjustId })
  }

  private adjustments(caller: Caller, p: Params) {
    const id = nonEmpty(p, "adjustId")
    const coin = nonEmpty(p, "collateralCurrency")
    const mine = this.book.adjustments.filter(
      (a) =>
        a.uid === caller.uid &&
        (id === undefined || String(a.adjustId) === id) &&
        (coin === undefined || a.coin === coin)
    )
    return pagedList(mine, p, (a) => ({
      adjustId: a.adjustId,
      adjustTime: a.time,
      afterLTV: showLtv(a.afterLTV),
      amount: show(a.amount),
      collateralCurrency: a.coin,
      direction: a.direction,
      preLTV: showLtv(a.preLTV),
      status: 1
    }))
  }

  private position(caller: Caller, now: number) {
    const uid = caller.uid
    const usd = (coin: string, units: bigint) => money(this.book.usd(coin, units, now))
    const borrowList = LOAN_COINS.flatMap((c) => {
      const d = this.book.debtIn(uid, c.coin)
      if (d.flexible === 0n && d.fixed === 0n) return []
      return [
        {
          fixedTotalDebt: show(d.fixed),
          fixedTotalDebtUSD: usd(c.coin, d.fixed),
          flexibleHourlyInterestRate: show(c.flexibleAnnual / 8_760n),
          flexibleTotalDebt: show(d.flexible),
          flexibleTotalDebtUSD: usd(c.coin, d.flexible),
          loanCurrency: c.coin
        }
      ]
    })
    const collateralList = [...this.book.collateralOf(uid)].map(([coin, amount]) => ({
      amount: show(amount),
      amountUSD: money(tieredUsd(this.book, coin, amount, now)),
      currency: coin
    }))
    const supplies = new Map<string, bigint>()
    for (const s of this.market.supplies) {
      if (s.uid === uid && s.status === 1) supplies.set(s.coin.coin, (supplies.get(s.coin.coin) ?? 0n) + s.amount)
    }
    const supplyList = [...supplies].map(([coin, amount]) => ({
      amount: show(amount),
      amountUSD: usd(coin, amount),
      currency: coin
    }))
    const totalSupply = [...supplies].reduce((s, [coin, amount]) => s + this.book.usd(coin, amount, now), 0n)
    return ok({
      colRes: "0",
      borrowList,
      collateralList,
      ltv: showLtv(this.book.ltv(uid, now)),
      supplyList,
      totalCollateral: money(this.book.collateralUsd(uid, now)),
      totalDebt: money(this.book.debtUsd(uid, now)),
      totalSupply: money(totalSupply)
    })
  }
}

/** A LTV as the docs show it (four decimals). */
const showLtv = (ltv: bigint): string => Fixed.formatTrimmed(roundTo(ltv, 4), 18)

/** A USD figure as the docs show it (two decimals). */
const money = (usd: bigint): string => Fixed.formatTrimmed(roundTo(usd, 2), 18)

/** A coin's collateral value after its group's tiers. */
const tieredUsd = (book: NewLoanBook, coin: string, amount: bigint, now: number): bigint => {
  const c = collateralCoin(coin)
  return c === undefined ? 0n : tiered(c.group, book.usd(coin, amount, now))
}

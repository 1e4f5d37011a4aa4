/**
 * The classic account's cross margin (`/v5/spot-cross-margin-trade/*`) and the account upgrade
 * (`/v5/account/upgrade-to-uta`). A classic account (unified-margin status 1; `admin.setAccountMode`) trades spot
 * from the same wallet the emulator keeps for every account, and borrows from the same loan book as the unified
 * account: a borrow lands in the wallet, interest is charged every hour at the book's rate from the wallet (what the
 * wallet cannot cover stays owed as unpaid interest), and a repayment pays the unpaid interest first and then the
 * oldest loans. Unified accounts are refused every private call here with 176134, as the exchange refuses them.
 *
 * The upgrade takes a classic account to the unified account (refused while it owes margin debts) and a unified
 * account to unified pro (only for VIP or PRO levels, without open orders, and not from minute 50 to minute 5);
 * either finishes a minute after the request (`PROCESS` until then).
 *
 * @since 0.1.0
 */

import * as Account from "../../Http/v5/Account.js"
import * as Cross from "../../Http/v5/SpotCrossMarginTrade.js"
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
import { coinNames } from "../books/Chains.js"
import { amountOf, type Funds, show } from "../books/Funds.js"
import { CLASSIC_LIMITS, checkBorrow, LOAN_COINS, type LoanCoin, type Loans, loanCoin } from "../books/Loans.js"
import * as Desk from "./Desk.js"
import type { SpotMarginDesk } from "./SpotMargin.js"

const ONE = 10n ** 18n
const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** The classic account borrows up to three times its net worth. */
const CLASSIC_LEVERAGE = 3n

interface LoanOrder {
  readonly id: string
  readonly uid: string
  readonly coin: string
  readonly createdTime: number
  readonly loanAmount: bigint
  loanBalance: bigint
  interestAmount: bigint
  /** 1 outstanding, 2 repaid. */
  status: 1 | 2
}

interface Repaid {
  readonly transactId: string
  readonly repaidPrincipal: bigint
  readonly repaidInterest: bigint
}

interface Repayment {
  readonly repayId: string
  readonly uid: string
  readonly coin: string
  readonly amount: bigint
  readonly time: number
  readonly parts: ReadonlyArray<Repaid>
}

const upgraded = (): Fail => fail(176134, "Account has been upgraded (upgrading) to UTA")

/**
 * What the desk needs of the rest of the exchange.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClassicEnv {
  readonly funds: Funds
  readonly loans: Loans
  readonly margin: SpotMarginDesk
  /** The account's open orders, every category. */
  readonly openOrders: (uid: string) => number
  /** Whether the account (or, for a sub-account, its master) has a VIP or PRO level. */
  readonly vipOrPro: (uid: string) => boolean
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class ClassicMarginDesk implements Desk.Desk {
  readonly name = "classic margin"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly switches = new Map<string, 0 | 1>()
  private readonly orders: Array<LoanOrder> = []
  private readonly repayments: Array<Repayment> = []
  /** Upgrades under way: uid → [status it reaches, when]. */
  private readonly upgrades = new Map<string, readonly [5 | 6, number]>()
  /** How many of the loan book's interest charges were attributed to loan orders. */
  private seenCharges = 0
  private seq = 0

  constructor(private readonly env: ClassicEnv) {
    this.routes = [
      Desk.route(Cross.pledgeToken, (_c, p) => this.pledgeTokens(p)),
      Desk.route(Cross.borrowToken, (_c, p) => this.borrowTokens(p)),
      Desk.route(Cross.vipMarginData, (_c, p) => this.env.margin.vipData(p)),
      Desk.route(Cross.loanInfo, (c, p, n) => this.classic(c, () => this.loanInfo(c, p, n))),
      Desk.route(Cross.account, (c, _p, n) => this.classic(c, () => this.account(c, n))),
      Desk.route(Cross.loan, (c, p, n) => this.classic(c, () => this.borrow(c, p, n))),
      Desk.route(Cross.repay, (c, p, n) => this.classic(c, () => this.repay(c, p, n))),
      Desk.route(Cross.orders, (c, p) => this.classic(c, () => this.orderList(c, p))),
      Desk.route(Cross.repayHistory, (c, p) => this.classic(c, () => this.repayList(c, p))),
      Desk.route(Cross.switchEndpoint, (c, p) => this.classic(c, () => this.switch(c, p))),
      Desk.route(Account.upgradeToUta, (c, _p, n) => this.upgrade(c, n))
    ]
  }

  /** Finishes due upgrades and attributes the loan book's new interest charges to the loan orders. */
  tick(now: number): void {
    for (const [uid, [status, at]] of this.upgrades) {
      if (at > now) continue
      const member = this.env.funds.member(uid)
      if (member !== undefined) member.unifiedMarginStatus = status
      this.upgrades.delete(uid)
    }
    const charges = this.env.loans.charges
    for (; this.seenCharges < charges.length; this.seenCharges++) {
      const c = charges[this.seenCharges]
      if (c === undefined) continue
      const open = this.openOrders(c.uid, c.currency)
      const total = open.reduce((sum, o) => sum + o.loanBalance, 0n)
      for (const o of open) if (total > 0n) o.interestAmount += (c.borrowCost * o.loanBalance) / total
    }
  }

  private classic(caller: Caller, act: () => ReturnType<Desk.Route["handle"]>) {
    const status = this.env.funds.member(caller.uid)?.unifiedMarginStatus ?? 5
    return status === 1 && !this.upgrades.has(caller.uid) ? act() : upgraded()
  }

  private openOrders(uid: string, coin: string): ReadonlyArray<LoanOrder> {
    return this.orders.filter((o) => o.uid === uid && o.coin === coin && o.status === 1)
  }

  /** Interest the wallet could not pay, still owed: the book's debt beyond the loans' principal. */
  private unpaidInterest(uid: string, coin: string): bigint {
    const principal = this.openOrders(uid, coin).reduce((sum, o) => sum + o.loanBalance, 0n)
    return Fixed.max(0n, this.env.loans.flexibleOf(uid, coin) - principal)
  }

  private coinFilter(p: Params): ReadonlyArray<LoanCoin> | Fail {
    const name = nonEmpty(p, "coin")
    if (name === undefined) return LOAN_COINS
    const coin = loanCoin(name)
    return coin === undefined ? paramError(`coin invalid: ${name}`) : [coin]
  }

  private pledgeTokens(p: Params) {
    const coins = this.coinFilter(p)
    if (isFail(coins)) return coins
    return ok({
      list: coins.map((c, i) => ({
        coin: c.coin,
        conversionRate: show(c.collateralRatio),
        liquidationOrder: i + 1
      }))
    })
  }

  private borrowTokens(p: Params) {
    const coins = this.coinFilter(p)
    if (isFail(coins)) return coins
    return ok({
      list: coins.map((c) => ({ coin: c.coin, borrowingPrecision: c.accuracy, repaymentPrecision: c.accuracy }))
    })
  }

  /** The coin a private call names: unknown coins are 176010, coins the book does not lend 176011. */
  private lendable(p: Params, unknown: "unsupported" | "missing" = "missing"): LoanCoin | Fail {
    const name = nonEmpty(p, "coin")
    if (name === undefined) return paramError("coin is required")
    const coin = loanCoin(name)
    if (coin !== undefined) return coin
    return unknown === "unsupported" || coinNames.includes(name)
      ? fail(176011, "Cross Margin Trading not yet supported by the selected coin")
      : fail(176010, "Failed to locate the coins to borrow")
  }

  /** What the classic account's net worth lets it borrow of a coin. */
  private power(uid: string, coin: LoanCoin, now: number): bigint {
    const price = this.env.funds.usdPrice(coin.coin, now)
    const usd = this.env.margin.netWorthUsd(uid, now) * (CLASSIC_LEVERAGE - 1n) - this.env.loans.debtUsd(uid, now)
    return price > 0n ? Fixed.max(0n, Fixed.divide(usd * ONE, price, "down")) : 0n
  }

  private loanInfo(caller: Caller, p: Params, now: number) {
    const coin = this.lendable(p, "unsupported")
    if (isFail(coin)) return coin
    const left = Fixed.min(this.power(caller.uid, coin, now), this.env.margin.limitLeft(caller.uid, coin))
    const step = 10n ** BigInt(18 - coin.accuracy)
    return ok({
      coin: coin.coin,
      interestRate: show(this.env.loans.hourlyRate(coin, Math.floor(now / HOUR) * HOUR) * 24n),
      loanAbleAmount: show((left / step) * step),
      maxLoanAmount: show(coin.maxBorrowPerUser)
    })
  }

  private account(caller: Caller, now: number) {
    const { funds, loans } = this.env
    const uid = caller.uid
    const usdt = funds.usdPrice("USDT", now)
    const toUsdt = (usd: bigint): bigint => (usdt > 0n ? Fixed.divide(usd * ONE, usdt, "down") : 0n)
    const debt = loans.debtUsd(uid, now)
    const assets = this.env.margin.netWorthUsd(uid, now) + debt
    const list = LOAN_COINS.filter((c) => funds.balance(uid, "UNIFIED", c.coin) !== 0n || loans.owed(uid, c.coin) > 0n)
    return ok({
      acctBalanceSum: Fixed.formatTrimmed(toUsdt(assets), 18),
      debtBalanceSum: Fixed.formatTrimmed(toUsdt(debt), 18),
      riskRate: assets > 0n ? Fixed.formatTrimmed(Fixed.divide(debt * 10_000n, assets, "up"), 4) : "0",
      status: 1,
      switchStatus: this.switches.get(uid) ?? 0,
      loanAccountList: list.map((c) => {
        const total = funds.balance(uid, "UNIFIED", c.coin)
        const free = Fixed.max(0n, funds.free(uid, "UNIFIED", c.coin, now))
        const owed = loans.owed(uid, c.coin)
        return {
          tokenId: c.coin,
          free: show(free),
          interest: show(this.unpaidInterest(uid, c.coin)),
          loan: show(owed - this.unpaidInterest(uid, c.coin)),
          remainAmount: show(owed),
          locked: show(total - free),
          total: show(total)
        }
      })
    })
  }

  private borrow(caller: Caller, p: Params, now: number) {
    if (this.switches.get(caller.uid) !== 1) {
      return fail(176008, "You haven't enabled Cross Margin Trading yet. To do so, please head to the PC trading site")
    }
    const coin = this.lendable(p)
    if (isFail(coin)) return coin
    const power = this.power(caller.uid, coin, now)
    const amount = checkBorrow(this.env.loans, caller.uid, coin, nonEmpty(p, "qty"), power, CLASSIC_LIMITS)
    if (isFail(amount)) return amount
    this.env.loans.borrowFlexible(caller.uid, coin.coin, amount, now)
    const id = String(++this.seq)
    this.orders.push({
      id,
      uid: caller.uid,
      coin: coin.coin,
      createdTime: now,
      loanAmount: amount,
      loanBalance: amount,
      interestAmount: 0n,
      status: 1
    })
    return ok({ transactId: id })
  }

  private repay(caller: Caller, p: Params, now: number) {
    const coin = loanCoin(nonEmpty(p, "coin") ?? "")
    if (coin === undefined) return fail(176016, "No repayment required")
    const complete = p.completeRepayment === 1 || p.completeRepayment === "1"
    const qty = nonEmpty(p, "qty")
    if (!complete && qty === undefined) return paramError("qty or completeRepayment is required")
    let amount: bigint | undefined
    if (!complete && qty !== undefined) {
      const exact = amountOf(qty, 18)
      if (typeof exact === "string" || exact <= 0n) return paramError(`qty invalid: ${qty}`)
      const scaled = amountOf(qty, coin.accuracy)
      if (typeof scaled === "string") {
        return fail(176132, "Number of decimals for repay amount has exceeded the maximum precision")
      }
      amount = scaled
    }
    const owed = this.env.loans.flexibleOf(caller.uid, coin.coin)
    if (owed === 0n) return fail(176016, "No repayment required")
    if (amount !== undefined && amount > owed) return fail(176017, "Repayment amount has exceeded the total liability")
    const target = amount ?? owed
    if (this.env.funds.free(caller.uid, "UNIFIED", coin.coin, now) < target) {
      return fail(176015, "Insufficient available balance")
    }
    const interest = this.unpaidInterest(caller.uid, coin.coin)
    const repaid = this.env.loans.repay(caller.uid, coin.coin, target, "FLEXIBLE", now)
    const repayId = String(++this.seq)
    this.repayments.push({
      repayId,
      uid: caller.uid,
      coin: coin.coin,
      amount: repaid,
      time: now,
      parts: this.allocate(caller.uid, coin.coin, repaid, interest)
    })
    return ok({ repayId })
  }

  /** Spreads a repayment over unpaid interest first, then the oldest loans. */
  private allocate(uid: string, coin: string, repaid: bigint, interest: bigint): ReadonlyArray<Repaid> {
    let interestLeft = Fixed.min(repaid, interest)
    let left = repaid - interestLeft
    const parts: Array<Repaid> = []
    for (const o of this.openOrders(uid, coin)) {
      if (left === 0n && interestLeft === 0n) break
      const principal = Fixed.min(o.loanBalance, left)
      o.loanBalance -= principal
      left -= principal
      if (o.loanBalance === 0n) o.status = 2
      parts.push({ transactId: o.id, repaidPrincipal: principal, repaidInterest: interestLeft })
      interestLeft = 0n
    }
    if (this.env.loans.flexibleOf(uid, coin) === 0n) for (const o of this.openOrders(uid, coin)) o.status = 2
    return parts
  }

  /** The window filters every list shares: the start before the end (176004), a limit of 1–100. */
  private window(p: Params): { from: number; to: number; limit: number } | Fail {
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    if (Number.isNaN(start) || Number.isNaN(end)) return paramError("time invalid")
    if (start !== undefined && end !== undefined && start >= end) {
      return fail(176004, "Query order history start time exceeds end time")
    }
    const limit = limitOf(p, 1, 100, 100)
    if (isFail(limit)) return limit
    return { from: start ?? 0, to: end ?? Number.MAX_SAFE_INTEGER, limit }
  }

  private orderList(caller: Caller, p: Params) {
    const w = this.window(p)
    if (isFail(w)) return w
    const coin = nonEmpty(p, "coin")
    const status = p.status === undefined ? 0 : Number(p.status)
    if (status !== 0 && status !== 1 && status !== 2) return paramError("status invalid")
    const list = this.orders
      .filter((o) => o.uid === caller.uid && (coin === undefined || o.coin === coin))
      .filter((o) => o.createdTime >= w.from && o.createdTime <= w.to && (status === 0 || o.status === status))
      .reverse()
      .slice(0, w.limit)
    return ok({
      list: list.map((o) => ({
        accountId: o.uid,
        coin: o.coin,
        createdTime: o.createdTime,
        id: o.id,
        interestAmount: show(o.interestAmount),
        interestBalance: "0",
        loanAmount: show(o.loanAmount),
        loanBalance: show(o.loanBalance),
        remainAmount: show(o.loanBalance),
        status: o.status,
        type: 1
      }))
    })
  }

  private repayList(caller: Caller, p: Params) {
    const w = this.window(p)
    if (isFail(w)) return w
    const coin = nonEmpty(p, "coin")
    const list = this.repayments
      .filter((r) => r.uid === caller.uid && (coin === undefined || r.coin === coin))
      .filter((r) => r.time >= w.from && r.time <= w.to)
      .reverse()
      .slice(0, w.limit)
    return ok({
      list: list.map((r) => ({
        accountId: r.uid,
        coin: r.coin,
        repaidAmount: show(r.amount),
        repayId: r.repayId,
        repayMarginOrderId: "",
        repayTime: String(r.time),
        transactIds: r.parts.map((x, i) => ({
          repaidAmount: show(x.repaidPrincipal + x.repaidInterest),
          repaidInterest: show(x.repaidInterest),
          repaidPrincipal: show(x.repaidPrincipal),
          repaidSerialNumber: `${r.repayId}-${i + 1}`,
          transactId: x.transactId
        }))
      }))
    })
  }

  private switch(caller: Caller, p: Params) {
    const value = p.switch === 1 || p.switch === "1" ? 1 : p.switch === 0 || p.switch === "0" ? 0 : undefined
    if (value === undefined) return paramError("switch invalid")
    if (value === 0 && this.env.loans.debts(caller.uid).length > 0) {
      return fail(176138, "You need to repay all your debts before closing your disabling cross margin account")
    }
    this.switches.set(caller.uid, value)
    return ok({ switchStatus: value })
  }

  private upgrade(caller: Caller, now: number) {
    const member = this.env.funds.member(caller.uid)
    const status = member?.unifiedMarginStatus ?? 5
    const refuse = (msg: string) => ok({ unifiedUpdateStatus: "FAIL", unifiedUpdateMsg: { msg: [msg] } })
    if (this.upgrades.has(caller.uid)) return ok({ unifiedUpdateStatus: "PROCESS", unifiedUpdateMsg: null })
    if (status === 6) return refuse("The account is already a unified trading account pro.")
    const minute = new Date(now).getUTCMinutes()
    if (minute >= 50 || minute < 5) return refuse("Upgrades are closed from the 50th minute to the 5th of every hour.")
    if (status === 1) {
      if (this.env.loans.debts(caller.uid).length > 0) return refuse("Repay your cross margin debts first.")
      this.upgrades.set(caller.uid, [5, now + MINUTE])
    } else {
      if (!this.env.vipOrPro(caller.uid)) return refuse("Only VIP or PRO accounts may upgrade to unified pro.")
      if (this.env.openOrders(caller.uid) > 0) return refuse("Cancel your open orders first.")
      this.upgrades.set(caller.uid, [6, now + MINUTE])
    }
    return ok({ unifiedUpdateStatus: "PROCESS", unifiedUpdateMsg: null })
  }
}

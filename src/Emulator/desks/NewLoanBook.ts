/**
 * The position of the new-generation crypto loans, one per account: a collateral pool shared by every loan, the
 * flexible debt per coin and the fixed-term borrow contracts. The pool is valued through each coin's collateral
 * tiers; the LTV is the debt over that value. Borrowing and collateral reduction stop at the initial LTV, and a
 * position at the liquidation LTV has its collateral sold (in the coins' liquidation order) to repay its debt.
 * Flexible interest is charged every hour at an 8,760th of the coin's annual rate; a fixed contract owes its whole
 * term's interest, is repaid from the Funding wallet at maturity (or moved into the flexible debt, as its repayment
 * type says), and an overdue contract pays penalty interest (three times its rate) every hour. Every movement goes
 * through the Funding wallet.
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import { type Fail, fail, isFail, paramError } from "../base/Handler.js"
import { amountOf, type Funds } from "../books/Funds.js"
import {
  COLLATERAL_COINS,
  COLLATERAL_REPAY_MAX_USD,
  type CollateralCoin,
  collateralCoin,
  LOAN_COINS,
  type LoanCoin,
  LTV,
  ONE,
  PLATFORM_QUOTA_USD,
  type Term,
  tiered
} from "./NewLoanCoins.js"

const HOUR = 3_600_000
const DAY = 24 * HOUR
const HOURS_A_YEAR = 8_760n

/** One account's flexible debt in a coin. */
interface FlexibleDebt {
  principal: bigint
  interest: bigint
}

/**
 * A fixed-term borrow contract.
 *
 * @since 0.1.0
 * @category models
 */
export interface Contract {
  readonly loanId: string
  readonly orderId: string
  readonly uid: string
  readonly coin: LoanCoin
  readonly principal: bigint
  readonly rate: bigint
  readonly term: Term
  readonly borrowTime: number
  readonly due: number
  /** `"1"` repay from Funding at maturity, `"2"` move into the flexible debt. */
  readonly repayType: "1" | "2"
  residualPrincipal: bigint
  /** The term's interest still owed. */
  residualInterest: bigint
  interestPaid: bigint
  penalty: bigint
  /** Hours of penalty charged past the due time. */
  penaltyHours: number
  /** 1 unrepaid, 2 fully repaid, 3 overdue. */
  status: 1 | 2 | 3
  renewed: boolean
}

/**
 * A repayment: of a flexible debt, or of fixed contracts (with each contract's part).
 *
 * @since 0.1.0
 * @category models
 */
export interface Repayment {
  readonly repayId: string
  readonly uid: string
  readonly kind: "flexible" | "fixed"
  readonly coin: string
  readonly amount: bigint
  readonly time: number
  /** 1 by the user, 2 by liquidation, 3 auto repay, 7 with collateral, 8 moved into the flexible debt. */
  readonly type: 1 | 2 | 3 | 7 | 8
  readonly details: ReadonlyArray<{ readonly loanId: string; readonly amount: bigint }>
}

/**
 * A collateral adjustment.
 *
 * @since 0.1.0
 * @category models
 */
export interface Adjustment {
  readonly adjustId: number
  readonly uid: string
  readonly coin: string
  readonly amount: bigint
  readonly direction: 0 | 1
  readonly preLTV: bigint
  readonly afterLTV: bigint
  readonly time: number
}

/** One account's position. */
interface Account {
  readonly collateral: Map<string, bigint>
  readonly flexible: Map<string, FlexibleDebt>
  /** The hour flexible interest was last charged up to. */
  chargedTo: number
}

/** Parsed collateral to pledge. */
export type Pledge = ReadonlyArray<{ readonly coin: CollateralCoin; readonly amount: bigint }>

/**
 * A decimal amount at an accuracy: 10001 when missing or not a decimal, `negative` when negative or zero,
 * `precision` when it has more decimals than the accuracy allows.
 *
 * @since 0.1.0
 * @category params
 */
export const amountAt = (
  text: unknown,
  accuracy: number,
  key: string,
  errors: { readonly negative: Fail; readonly precision: Fail }
): bigint | Fail => {
  if (typeof text !== "string" || text === "") return paramError(`${key} is required`)
  if (/^-\d+(\.\d+)?$/.test(text)) return errors.negative
  const parsed = amountOf(text, accuracy)
  if (parsed === "format") return /^0+(\.0+)?$/.test(text) ? errors.negative : paramError(`${key} invalid: ${text}`)
  return parsed === "precision" ? errors.precision : parsed
}

/** Rounds units down (or up) to an accuracy. */
export const roundTo = (units: bigint, accuracy: number, up = false): bigint => {
  const step = Fixed.pow10(18 - accuracy)
  return ((units + (up ? step - 1n : 0n)) / step) * step
}

/**
 * The accounts' positions.
 *
 * @since 0.1.0
 * @category models
 */
export class NewLoanBook {
  readonly contracts: Array<Contract> = []
  readonly repayments: Array<Repayment> = []
  readonly adjustments: Array<Adjustment> = []
  private readonly accounts = new Map<string, Account>()
  private seq = 0

  constructor(readonly funds: Funds) {}

  /** The next id (every id of these desks comes from one sequence). */
  nextId(): string {
    return String(++this.seq + 1_000)
  }

  private account(uid: string): Account {
    let a = this.accounts.get(uid)
    if (a === undefined) {
      a = { collateral: new Map(), flexible: new Map(), chargedTo: 0 }
      this.accounts.set(uid, a)
    }
    return a
  }

  /** The accounts that have ever borrowed or pledged. */
  accountsWithDebt(): ReadonlyArray<string> {
    return [...this.accounts.keys()]
  }

  /** The account's pledged collateral per coin. */
  collateralOf(uid: string): ReadonlyMap<string, bigint> {
    return this.account(uid).collateral
  }

  /** The account's flexible debt per coin (principal and interest). */
  flexibleOf(uid: string): ReadonlyMap<string, { readonly principal: bigint; readonly interest: bigint }> {
    return this.account(uid).flexible
  }

  /** The account's open fixed contracts. */
  openContracts(uid: string): ReadonlyArray<Contract> {
    return this.contracts.filter((c) => c.uid === uid && c.status !== 2)
  }

  price(coin: string, now: number): bigint {
    return this.funds.usdPrice(coin, now)
  }

  usd(coin: string, units: bigint, now: number): bigint {
    return (units * this.price(coin, now)) / ONE
  }

  /** What the account owes of a coin: flexible and fixed, interest and penalty included. */
  debtIn(uid: string, coin: string): { readonly flexible: bigint; readonly fixed: bigint } {
    const f = this.account(uid).flexible.get(coin)
    const fixed = this.openContracts(uid)
      .filter((c) => c.coin.coin === coin)
      .reduce((s, c) => s + contractDebt(c), 0n)
    return { flexible: f === undefined ? 0n : f.principal + f.interest, fixed }
  }

  /** The whole debt in USD. */
  debtUsd(uid: string, now: number): bigint {
    return LOAN_COINS.reduce((s, c) => {
      const d = this.debtIn(uid, c.coin)
      return s + this.usd(c.coin, d.flexible + d.fixed, now)
    }, 0n)
  }

  /** The collateral value after the tiers, in USD, with `extra` pledged (negative to take some back). */
  collateralUsd(uid: string, now: number, extra: ReadonlyMap<string, bigint> = new Map()): bigint {
    let out = 0n
    for (const c of COLLATERAL_COINS) {
      const amount = (this.account(uid).collateral.get(c.coin) ?? 0n) + (extra.get(c.coin) ?? 0n)
      if (amount > 0n) out += tiered(c.group, this.usd(c.coin, amount, now))
    }
    return out
  }

  /** Debt over collateral value (0 without debt). */
  ltv(uid: string, now: number, extraDebtUsd = 0n, extra?: ReadonlyMap<string, bigint>): bigint {
    const debt = this.debtUsd(uid, now) + extraDebtUsd
    if (debt === 0n) return 0n
    const value = this.collateralUsd(uid, now, extra)
    return value > 0n ? Fixed.divide(debt * ONE, value, "up") : ONE * 100n
  }

  /** Whether the account has anything borrowed or pledged. */
  hasPosition(uid: string): boolean {
    const a = this.account(uid)
    return a.collateral.size > 0 || a.flexible.size > 0 || this.openContracts(uid).length > 0
  }

  /** What the platform still lends the account's family (master and subs), in USD. */
  quotaLeftUsd(uid: string, now: number): bigint {
    const family = (u: string) => {
      const m = this.funds.member(u)
      return m === undefined || m.parentUid === "" ? u : m.parentUid
    }
    const mine = family(uid)
    let used = 0n
    for (const other of this.accounts.keys()) if (family(other) === mine) used += this.debtUsd(other, now)
    return Fixed.max(0n, PLATFORM_QUOTA_USD - used)
  }

  /**
   * Reads a collateral list (`currency`/`amount` or `ccy`/`amount`): 148004 for a coin that cannot be pledged,
   * 148005 too precise, 148008 not positive, 148039 a coin twice, 148006 past the coin's limit, 148012 more than the
   * Funding wallet holds.
   */
  readPledge(uid: string, raw: unknown, coinKey: "currency" | "ccy", now: number): Pledge | Fail {
    if (raw === undefined) return []
    if (!Array.isArray(raw) || raw.length > 100) return paramError("collateralList invalid")
    const out: Array<{ coin: CollateralCoin; amount: bigint }> = []
    for (const item of raw as ReadonlyArray<Record<string, unknown>>) {
      const coin = collateralCoin(typeof item?.[coinKey] === "string" ? (item[coinKey] as string) : undefined)
      if (coin === undefined) return fail(148004, "This currency cannot be used as collateral.")
      const amount = amountAt(item.amount, coin.accuracy, "amount", {
        negative: fail(148008, "Collateral amount cannot be negative."),
        precision: fail(148005, "Exceeds the allowed decimal precision for this collateral currency.")
      })
      if (isFail(amount)) return amount
      if (out.some((o) => o.coin === coin))
        return fail(148039, "Duplicate collateral assets detected. Please review and resubmit.")
      if ((this.account(uid).collateral.get(coin.coin) ?? 0n) + amount > coin.maxLimit) {
        return fail(148006, "The amount of collateral exceeds the upper limit of the platform.")
      }
      if (this.funds.free(uid, "FUND", coin.coin, now) < amount) return fail(148012, "Insufficient collateral amount.")
      out.push({ coin, amount })
    }
    return out
  }

  /** The pledge as a per-coin map (for valuing it before it moves). */
  static asMap(pledge: Pledge): ReadonlyMap<string, bigint> {
    return new Map(pledge.map((p) => [p.coin.coin, p.amount]))
  }

  /** Moves pledged collateral from the Funding wallet into the pool. */
  pledge(uid: string, pledge: Pledge, now: number): void {
    const a = this.account(uid)
    for (const p of pledge) {
      this.funds.move(uid, "FUND", p.coin.coin, -p.amount, now, "Transfer")
      a.collateral.set(p.coin.coin, (a.collateral.get(p.coin.coin) ?? 0n) + p.amount)
    }
  }

  /** Returns collateral from the pool to the Funding wallet. */
  release(uid: string, coin: string, amount: bigint, now: number): void {
    const a = this.account(uid)
    const left = (a.collateral.get(coin) ?? 0n) - amount
    if (left > 0n) a.collateral.set(coin, left)
    else a.collateral.delete(coin)
    this.funds.move(uid, "FUND", coin, amount, now, "Transfer")
  }

  /**
   * Whether a new debt of `coin` keeps the position within the initial LTV (148009), the coin's per-account limit
   * (148010) and the platform's quota (148020), with `pledge` added.
   */
  canBorrow(uid: string, coin: LoanCoin, amount: bigint, pledge: Pledge, now: number): Fail | undefined {
    const owed = this.debtIn(uid, coin.coin)
    if (owed.flexible + owed.fixed + amount > coin.max) return fail(148010, "Insufficient available quota.")
    const usd = this.usd(coin.coin, amount, now)
    if (usd > this.quotaLeftUsd(uid, now)) return fail(148020, "Insufficient platform lending quota.")
    if (this.ltv(uid, now, usd, NewLoanBook.asMap(pledge)) > LTV.initial)
      return fail(148009, "LTV exceeds the risk threshold.")
    return undefined
  }

  /** Adds flexible debt. */
  borrowFlexible(uid: string, coin: string, amount: bigint, now: number): void {
    const a = this.account(uid)
    if (a.flexible.size === 0 && a.chargedTo === 0) a.chargedTo = Math.floor(now / HOUR) * HOUR
    const d = a.flexible.get(coin) ?? { principal: 0n, interest: 0n }
    d.principal += amount
    a.flexible.set(coin, d)
  }

  /** Pays a flexible debt: interest first, then principal; answers what it took. */
  payFlexible(uid: string, coin: string, amount: bigint): bigint {
    const a = this.account(uid)
    const d = a.flexible.get(coin)
    if (d === undefined) return 0n
    const paid = Fixed.min(amount, d.principal + d.interest)
    const toInterest = Fixed.min(paid, d.interest)
    d.interest -= toInterest
    d.principal -= paid - toInterest
    if (d.principal <= 0n && d.interest <= 0n) a.flexible.delete(coin)
    return paid
  }

  /** Pays one contract: penalty, interest, then principal; answers what it took. */
  payContract(c: Contract, amount: bigint): bigint {
    let left = amount
    for (const key of ["penalty", "residualInterest", "residualPrincipal"] as const) {
      const take = Fixed.min(left, c[key])
      c[key] -= take
      if (key !== "residualPrincipal") c.interestPaid += take
      left -= take
    }
    if (contractDebt(c) === 0n) c.status = 2
    return amount - left
  }

  /** The account's open contracts of a coin in the order a currency-wide repayment pays them. */
  payOrder(uid: string, coin: string): ReadonlyArray<Contract> {
    return this.openContracts(uid)
      .filter((c) => c.coin.coin === coin)
      .sort((a, b) => a.due - b.due || (b.rate > a.rate ? 1 : b.rate < a.rate ? -1 : 0))
  }

  /** Records a repayment. */
  record(r: Omit<Repayment, "repayId">): string {
    const repayId = this.nextId()
    this.repayments.push({ ...r, repayId })
    return repayId
  }

  /** Records a fixed contract repaid in full at its due time (`type` 3 from Funding, 8 by a flexible loan). */
  private recordDue(uid: string, c: Contract, owed: bigint, type: 3 | 8): void {
    this.record({
      uid,
      kind: "fixed",
      coin: c.coin.coin,
      amount: owed,
      time: c.due,
      type,
      details: [{ loanId: c.loanId, amount: owed }]
    })
  }

  /**
   * Sells collateral coins (in the order given) for `amount` of the loan coin plus the fee (the higher of both
   * coins' rates): 148047 past the per-repayment maximum, 148012 when the coins do not cover it.
   */
  sellCollateral(uid: string, loan: LoanCoin, coins: ReadonlyArray<CollateralCoin>, amount: bigint, now: number) {
    const loanPrice = this.price(loan.coin, now)
    const fee = coins.reduce((m, c) => Fixed.max(m, loanCoinFee(c.coin)), loan.repayFee)
    let needUsd = Fixed.divide(amount * loanPrice * (ONE + fee), ONE * ONE, "up")
    if (needUsd > COLLATERAL_REPAY_MAX_USD) {
      return fail(
        148047,
        "The request collateral amount exceeds the maximum allowed. upper limit (initial limit: 300,000 USD-equivalent per repayment)"
      )
    }
    const plan: Array<{ coin: string; sell: bigint }> = []
    for (const c of coins) {
      if (needUsd <= 0n) break
      const held = this.account(uid).collateral.get(c.coin) ?? 0n
      const price = this.price(c.coin, now)
      if (held <= 0n || price <= 0n) continue
      const sell = Fixed.min(held, roundTo(Fixed.divide(needUsd * ONE, price, "up"), c.accuracy, true))
      needUsd -= (sell * price) / ONE
      plan.push({ coin: c.coin, sell })
    }
    if (needUsd > 0n) return fail(148012, "Insufficient collateral amount.")
    const a = this.account(uid)
    for (const p of plan) {
      const left = (a.collateral.get(p.coin) ?? 0n) - p.sell
      if (left > 0n) a.collateral.set(p.coin, left)
      else a.collateral.delete(p.coin)
    }
    return undefined
  }

  /** Interest, maturities and penalties up to `now`, then liquidation of positions at the liquidation LTV. */
  tick(now: number): void {
    for (const [uid, a] of this.accounts) {
      const hours = a.chargedTo === 0 ? 0 : Math.floor((now - a.chargedTo) / HOUR)
      if (hours > 0) {
        for (const [coin, d] of a.flexible) {
          const c = LOAN_COINS.find((l) => l.coin === coin)
          if (c === undefined) continue
          const hourly = (d.principal * c.flexibleAnnual) / HOURS_A_YEAR
          d.interest += roundTo((hourly * BigInt(hours)) / ONE, c.flexibleAccuracy, true)
        }
        a.chargedTo += hours * HOUR
      }
      this.mature(uid, now)
      if (this.debtUsd(uid, now) > 0n && this.ltv(uid, now) >= LTV.liquidation) this.liquidate(uid, now)
    }
  }

  private mature(uid: string, now: number): void {
    for (const c of this.openContracts(uid)) {
      if (now < c.due) continue
      if (c.status === 1) {
        const owed = contractDebt(c)
        if (c.repayType === "2") {
          this.payContract(c, owed)
          this.borrowFlexible(uid, c.coin.coin, owed, c.due)
          this.recordDue(uid, c, owed, 8)
          continue
        }
        if (this.funds.free(uid, "FUND", c.coin.coin, now) >= owed) {
          this.funds.move(uid, "FUND", c.coin.coin, -owed, c.due, "Transfer")
          this.payContract(c, owed)
          this.recordDue(uid, c, owed, 3)
          continue
        }
        c.status = 3
      }
      const due = Math.floor((now - c.due) / HOUR)
      if (due > c.penaltyHours) {
        const hourly = (c.residualPrincipal * c.rate * 3n) / HOURS_A_YEAR
        c.penalty += roundTo((hourly * BigInt(due - c.penaltyHours)) / ONE, c.coin.fixedAccuracy, true)
        c.penaltyHours = due
      }
    }
  }

  /** Sells collateral in liquidation order until every debt is repaid (or the pool is empty). */
  private liquidate(uid: string, now: number): void {
    const coins = [...COLLATERAL_COINS].sort((a, b) => a.liquidationOrder - b.liquidationOrder)
    const a = this.account(uid)
    const debts: Array<{ coin: LoanCoin; owed: bigint; loanId?: string; pay: (n: bigint) => bigint }> = []
    for (const loan of LOAN_COINS) {
      const d = a.flexible.get(loan.coin)
      if (d !== undefined) {
        debts.push({ coin: loan, owed: d.principal + d.interest, pay: (n) => this.payFlexible(uid, loan.coin, n) })
      }
      for (const c of this.payOrder(uid, loan.coin)) {
        debts.push({ coin: loan, owed: contractDebt(c), loanId: c.loanId, pay: (n) => this.payContract(c, n) })
      }
    }
    for (const d of debts) {
      const price = this.price(d.coin.coin, now)
      let needUsd = this.usd(d.coin.coin, d.owed, now)
      let paid = 0n
      for (const c of coins) {
        const held = a.collateral.get(c.coin) ?? 0n
        const cp = this.price(c.coin, now)
        if (needUsd <= 0n || held <= 0n || cp <= 0n) continue
        const sell = Fixed.min(held, roundTo(Fixed.divide(needUsd * ONE, cp, "up"), c.accuracy, true))
        const got = (sell * cp) / ONE
        needUsd -= got
        paid += price > 0n ? (got * ONE) / price : 0n
        if (held - sell > 0n) a.collateral.set(c.coin, held - sell)
        else a.collateral.delete(c.coin)
      }
      const amount = d.pay(Fixed.min(d.owed, paid))
      if (amount <= 0n) continue
      const details = d.loanId === undefined ? [] : [{ loanId: d.loanId, amount }]
      const kind = d.loanId === undefined ? "flexible" : "fixed"
      this.record({ uid, kind, coin: d.coin.coin, amount, time: now, type: 2, details })
    }
  }
}

/** What a contract still owes. */
export const contractDebt = (c: Contract): bigint => c.residualPrincipal + c.residualInterest + c.penalty

/** The repayment fee of a coin that is also a loan coin (0 for collateral-only coins). */
const loanCoinFee = (coin: string): bigint => LOAN_COINS.find((l) => l.coin === coin)?.repayFee ?? 0n

/** The whole term's interest of a fixed contract. */
export const termInterest = (principal: bigint, rate: bigint, term: Term, accuracy: number): bigint =>
  roundTo(Fixed.divide(principal * rate * BigInt(term), ONE * 365n, "up"), accuracy, true)

/** A fixed term's length. */
export const termMs = (term: Term): number => Number(term) * DAY

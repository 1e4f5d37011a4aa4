/**
 * Flexible crypto loans, new generation (`/v5/crypto-loan-flexible/*`): borrow from the platform's pool against the
 * shared collateral pool (optionally pledging more in the same call), repay from the Funding wallet or with
 * collateral (interest first, then principal), the ongoing debts, the borrow and repayment histories and the pool's
 * available inventory.
 *
 * @since 0.1.0
 */

import * as F from "../../Http/v5/CryptoLoanFlexible.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, type Fail, fail, isFail, nonEmpty, ok, type Params, paramError } from "../base/Handler.js"
import { show } from "../books/Funds.js"
import * as Desk from "./Desk.js"
import { amountAt, type NewLoanBook } from "./NewLoanBook.js"
import { type CollateralCoin, collateralCoin, LOAN_COINS, type LoanCoin, loanCoin } from "./NewLoanCoins.js"
import { pagedList, repaymentList } from "./NewLoanCommon.js"

interface Borrowed {
  readonly orderId: string
  readonly uid: string
  readonly coin: string
  readonly amount: bigint
  readonly time: number
}

const unsupported = (): Fail => fail(148014, "This currency is not supported.")
const noDebt = (): Fail => fail(148032, "No outstanding debt. Repayment is not allowed.")
const overDebt = (): Fail => fail(148038, "Repayment amount cannot exceed the debt amount of the position.")

/**
 * Reads the coins of a repayment with collateral (comma-separated): 148004 for a coin that cannot be pledged.
 *
 * @since 0.1.0
 * @category params
 */
export const collateralCoins = (p: Params): ReadonlyArray<CollateralCoin> | Fail => {
  const text = nonEmpty(p, "collateralCoin")
  if (text === undefined) return paramError("collateralCoin is required")
  const out: Array<CollateralCoin> = []
  for (const name of text.split(",")) {
    const coin = collateralCoin(name.trim())
    if (coin === undefined) return fail(148004, "This currency cannot be used as collateral.")
    if (!out.includes(coin)) out.push(coin)
  }
  return out
}

/**
 * Reads a repayment amount at the coin's accuracy (148028 too precise).
 *
 * @since 0.1.0
 * @category params
 */
export const repayAmount = (p: Params, accuracy: number): bigint | Fail =>
  amountAt(p.amount, accuracy, "amount", {
    negative: paramError(`amount invalid: ${String(p.amount)}`),
    precision: fail(148028, "Repayment amount exceeds the supported precision for the currency.")
  })

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class FlexibleLoanDesk implements Desk.Desk {
  readonly name = "crypto loans (flexible)"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly borrowed: Array<Borrowed> = []

  constructor(private readonly book: NewLoanBook) {
    this.routes = [
      Desk.route(F.borrow, (c, p, n) => this.borrow(c, p, n)),
      Desk.route(F.repay, (c, p, n) => this.repay(c, p, n)),
      Desk.route(F.repayCollateral, (c, p, n) => this.repayCollateral(c, p, n)),
      Desk.route(F.ongoingCoin, (c, p) => this.ongoing(c, p)),
      Desk.route(F.borrowHistory, (c, p) => this.history(c, p)),
      Desk.route(F.repaymentHistory, (c, p) => this.repayments(c, p)),
      Desk.route(F.availableInventory, (_c, p, n) => this.inventory(p, n))
    ]
  }

  /** What the pool still lends of a coin. */
  private available(coin: LoanCoin): bigint {
    let out = coin.pool
    for (const uid of this.book.accountsWithDebt()) out -= this.book.flexibleOf(uid).get(coin.coin)?.principal ?? 0n
    return Fixed.max(0n, out)
  }

  private borrow(caller: Caller, p: Params, now: number) {
    const coin = loanCoin(nonEmpty(p, "loanCurrency"))
    if (coin === undefined) return unsupported()
    const amount = amountAt(p.loanAmount, coin.flexibleAccuracy, "loanAmount", {
      negative: fail(148007, "Borrow amount cannot be negative."),
      precision: fail(148003, "Exceeds the allowed decimal precision for this currency.")
    })
    if (isFail(amount)) return amount
    if (amount < coin.minFlexible) return fail(148002, "The entered amount is below the minimum borrowable amount.")
    const pledge = this.book.readPledge(caller.uid, p.collateralList, "currency", now)
    if (isFail(pledge)) return pledge
    if (amount > this.available(coin)) return fail(148011, "Insufficient balance in the funding pool .")
    const refused = this.book.canBorrow(caller.uid, coin, amount, pledge, now)
    if (refused !== undefined) return refused
    this.book.pledge(caller.uid, pledge, now)
    this.book.borrowFlexible(caller.uid, coin.coin, amount, now)
    this.book.funds.move(caller.uid, "FUND", coin.coin, amount, now, "Transfer")
    const orderId = this.book.nextId()
    this.borrowed.push({ orderId, uid: caller.uid, coin: coin.coin, amount, time: now })
    return ok({ orderId })
  }

  /** The caller's flexible debt of the request's coin, or the refusal. */
  private debtOf(caller: Caller, p: Params) {
    const coin = loanCoin(nonEmpty(p, "loanCurrency"))
    if (coin === undefined) return unsupported()
    const amount = repayAmount(p, coin.flexibleAccuracy)
    if (isFail(amount)) return amount
    const d = this.book.flexibleOf(caller.uid).get(coin.coin)
    if (d === undefined) return noDebt()
    if (amount > d.principal + d.interest) return overDebt()
    return { coin, amount }
  }

  private repay(caller: Caller, p: Params, now: number) {
    const debt = this.debtOf(caller, p)
    if (isFail(debt)) return debt
    const { amount, coin } = debt
    if (this.book.funds.free(caller.uid, "FUND", coin.coin, now) < amount) {
      return fail(148029, "Insufficient balance in the repayment account.")
    }
    this.book.funds.move(caller.uid, "FUND", coin.coin, -amount, now, "Transfer")
    this.book.payFlexible(caller.uid, coin.coin, amount)
    const repayId = this.book.record({
      uid: caller.uid,
      kind: "flexible",
      coin: coin.coin,
      amount,
      time: now,
      type: 1,
      details: []
    })
    return ok({ repayId })
  }

  private repayCollateral(caller: Caller, p: Params, now: number) {
    const coins = collateralCoins(p)
    if (isFail(coins)) return coins
    const debt = this.debtOf(caller, p)
    if (isFail(debt)) return debt
    const refused = this.book.sellCollateral(caller.uid, debt.coin, coins, debt.amount, now)
    if (refused !== undefined) return refused
    this.book.payFlexible(caller.uid, debt.coin.coin, debt.amount)
    this.book.record({
      uid: caller.uid,
      kind: "flexible",
      coin: debt.coin.coin,
      amount: debt.amount,
      time: now,
      type: 7,
      details: []
    })
    return ok({})
  }

  private ongoing(caller: Caller, p: Params) {
    const only = nonEmpty(p, "loanCurrency")
    const list = LOAN_COINS.flatMap((c) => {
      const d = this.book.flexibleOf(caller.uid).get(c.coin)
      if (d === undefined || (only !== undefined && only !== c.coin)) return []
      return [
        {
          hourlyInterestRate: show(c.flexibleAnnual / 8_760n),
          loanCurrency: c.coin,
          totalDebt: show(d.principal + d.interest),
          unpaidAmount: show(d.principal),
          unpaidInterest: show(d.interest)
        }
      ]
    })
    return ok({ list })
  }

  private history(caller: Caller, p: Params) {
    const orderId = nonEmpty(p, "orderId")
    const coin = nonEmpty(p, "loanCurrency")
    const mine = this.borrowed.filter(
      (b) =>
        b.uid === caller.uid &&
        (orderId === undefined || b.orderId === orderId) &&
        (coin === undefined || b.coin === coin)
    )
    return pagedList(mine, p, (b) => ({
      borrowTime: b.time,
      initialLoanAmount: show(b.amount),
      loanCurrency: b.coin,
      orderId: b.orderId,
      status: 1
    }))
  }

  private repayments(caller: Caller, p: Params) {
    return repaymentList(this.book, caller.uid, "flexible", p)
  }

  private inventory(p: Params, now: number) {
    const coin = loanCoin(nonEmpty(p, "currency"))
    if (coin === undefined) return unsupported()
    return ok({ currency: coin.coin, availableInventory: show(this.available(coin)), updateTime: String(now) })
  }
}

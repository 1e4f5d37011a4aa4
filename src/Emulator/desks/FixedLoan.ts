/**
 * Fixed-rate crypto loans, new generation (`/v5/crypto-loan-fixed/*`): the market's quotes, borrow and supply
 * orders (placed, matched, cancelled), the borrow and supply contracts they become, repayment (in full from the
 * Funding wallet, or with collateral), renewal of a repaid contract, and the market's inventory.
 *
 * @since 0.1.0
 */

import * as X from "../../Http/v5/CryptoLoanFixed.js"
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
  paramError
} from "../base/Handler.js"
import { show } from "../books/Funds.js"
import * as Desk from "./Desk.js"
import { collateralCoins, repayAmount } from "./FlexibleLoan.js"
import { amountAt, type Contract, contractDebt, type NewLoanBook, termInterest, termMs } from "./NewLoanBook.js"
import { LOAN_COINS, type LoanCoin, loanCoin, MAX_OPEN_FIXED_ORDERS, TERMS, type Term } from "./NewLoanCoins.js"
import { pagedList, repaymentList } from "./NewLoanCommon.js"
import { type LoanMarket, type LoanOrder, showRate } from "./NewLoanMarket.js"

interface Renewal {
  readonly uid: string
  readonly from: Contract
  readonly to: Contract
  readonly time: number
}

const unsupported = (): Fail => fail(148014, "This currency is not supported.")

const termOf = (p: Params): Term | Fail => {
  const term = nonEmpty(p, "term")
  if (term === undefined) return paramError("term is required")
  return TERMS.includes(term as Term) ? (term as Term) : fail(148015, "Loan term exceeds the allowed range.")
}

/** An annual rate: four decimals at most (148017), above 0 and at most 100 % (148016). */
const rateOf = (p: Params): bigint | Fail => {
  const rate = amountAt(p.annualRate, 4, "annualRate", {
    negative: fail(148016, "The specified lending rate is not supported."),
    precision: fail(148017, "The interest rate exceeds the allowed decimal precision.")
  })
  if (isFail(rate)) return rate
  return rate > 10n ** 18n ? fail(148016, "The specified lending rate is not supported.") : rate
}

/** The coin, amount, rate and term of a new order. */
const orderOf = (p: Params) => {
  const coin = loanCoin(nonEmpty(p, "orderCurrency"))
  if (coin === undefined) return unsupported()
  const term = termOf(p)
  if (isFail(term)) return term
  const rate = rateOf(p)
  if (isFail(rate)) return rate
  const amount = amountAt(p.orderAmount, coin.fixedAccuracy, "orderAmount", {
    negative: fail(148007, "Borrow amount cannot be negative."),
    precision: fail(148003, "Exceeds the allowed decimal precision for this currency.")
  })
  if (isFail(amount)) return amount
  if (amount < coin.minFixed) return fail(148002, "The entered amount is below the minimum borrowable amount.")
  return { coin, term, rate, amount }
}

const sortQuotes = (p: Params) => {
  const by = nonEmpty(p, "orderBy")
  if (by !== "apy" && by !== "term" && by !== "quantity") return paramError(`orderBy invalid: ${String(p.orderBy)}`)
  const sort = nonEmpty(p, "sort") ?? "0"
  if (sort !== "0" && sort !== "1") return paramError(`sort invalid: ${sort}`)
  const limit = limitOf(p, 1, 100, 10)
  if (isFail(limit)) return limit
  const key = (q: { term: Term; rate: bigint; qty: bigint }) =>
    by === "apy" ? q.rate : by === "term" ? BigInt(q.term) : q.qty
  return {
    limit,
    compare: (a: { term: Term; rate: bigint; qty: bigint }, b: typeof a) => {
      const d = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0
      return sort === "0" ? d : -d
    }
  }
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class FixedLoanDesk implements Desk.Desk {
  readonly name = "crypto loans (fixed)"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly renewals: Array<Renewal> = []

  constructor(
    private readonly book: NewLoanBook,
    private readonly market: LoanMarket
  ) {
    this.routes = [
      Desk.route(X.supplyOrderQuote, (_c, p) => this.quotes("borrow", p)),
      Desk.route(X.borrowOrderQuote, (_c, p) => this.quotes("supply", p)),
      Desk.route(X.borrow, (c, p, n) => this.borrow(c, p, n)),
      Desk.route(X.supply, (c, p, n) => this.supply(c, p, n)),
      Desk.route(X.borrowOrderCancel, (c, p, n) => this.cancel(c, p, n, "borrow")),
      Desk.route(X.supplyOrderCancel, (c, p, n) => this.cancel(c, p, n, "supply")),
      Desk.route(X.borrowContractInfo, (c, p) => this.borrowContracts(c, p)),
      Desk.route(X.supplyContractInfo, (c, p) => this.supplyContracts(c, p)),
      Desk.route(X.borrowOrderInfo, (c, p) => this.orders(c, p, "borrow")),
      Desk.route(X.supplyOrderInfo, (c, p) => this.orders(c, p, "supply")),
      Desk.route(X.fullyRepay, (c, p, n) => this.fullyRepay(c, p, n)),
      Desk.route(X.repayCollateral, (c, p, n) => this.repayCollateral(c, p, n)),
      Desk.route(X.repaymentHistory, (c, p) => this.repayments(c, p)),
      Desk.route(X.renew, (c, p, n) => this.renew(c, p, n)),
      Desk.route(X.renewInfo, (c, p) => this.renewalList(c, p)),
      Desk.route(X.availableInventory, (_c, p, n) => this.inventory(p, n))
    ]
  }

  private quotes(side: "borrow" | "supply", p: Params) {
    const coin = nonEmpty(p, "orderCurrency")
    if (coin === undefined) return paramError("orderCurrency is required")
    const sorted = sortQuotes(p)
    if (isFail(sorted)) return sorted
    const term = nonEmpty(p, "term")
    if (term !== undefined && !TERMS.includes(term as Term)) return paramError(`term invalid: ${term}`)
    const list = this.market
      .quotes(side, coin, term as Term | undefined)
      .sort(sorted.compare)
      .slice(0, sorted.limit)
      .map((q) => ({ orderCurrency: coin, term: Number(q.term), annualRate: showRate(q.rate), qty: show(q.qty) }))
    return ok({ list })
  }

  private borrow(caller: Caller, p: Params, now: number) {
    const order = orderOf(p)
    if (isFail(order)) return order
    const repayType = nonEmpty(p, "repayType") ?? "1"
    if (repayType !== "1" && repayType !== "2") return paramError(`repayType invalid: ${repayType}`)
    if (this.market.openOrders(caller.uid) >= MAX_OPEN_FIXED_ORDERS) {
      return fail(148018, "Exceeded the maximum number of open orders.")
    }
    const pledge = this.book.readPledge(caller.uid, p.collateralList, "currency", now)
    if (isFail(pledge)) return pledge
    const refused = this.book.canBorrow(caller.uid, order.coin, order.amount, pledge, now)
    if (refused !== undefined) return refused
    this.book.pledge(caller.uid, pledge, now)
    const placed = this.market.place(
      {
        orderId: this.book.nextId(),
        uid: caller.uid,
        side: "borrow",
        coin: order.coin,
        qty: order.amount,
        rate: order.rate,
        term: order.term,
        time: now,
        repayType
      },
      now
    )
    return ok({ orderId: placed.orderId })
  }

  private supply(caller: Caller, p: Params, now: number) {
    const order = orderOf(p)
    if (isFail(order)) return order
    const source = nonEmpty(p, "availableSource") ?? "0"
    if (source !== "0" && source !== "1" && source !== "2") return paramError(`availableSource invalid: ${source}`)
    if (this.market.openOrders(caller.uid) >= MAX_OPEN_FIXED_ORDERS) {
      return fail(148018, "Exceeded the maximum number of open orders.")
    }
    // the emulator keeps no Earn balance: source 1 (Earn only) has nothing to lend, 2 (all) lends from Funding
    const free = source === "1" ? 0n : this.book.funds.free(caller.uid, "FUND", order.coin.coin, now)
    if (free < order.amount) return fail(148022, "Insufficient assets for lending.")
    this.book.funds.move(caller.uid, "FUND", order.coin.coin, -order.amount, now, "Transfer")
    const placed = this.market.place(
      {
        orderId: this.book.nextId(),
        uid: caller.uid,
        side: "supply",
        coin: order.coin,
        qty: order.amount,
        rate: order.rate,
        term: order.term,
        time: now,
        repayType: "1"
      },
      now
    )
    return ok({ orderId: placed.orderId })
  }

  private cancel(caller: Caller, p: Params, now: number, side: "borrow" | "supply") {
    const orderId = nonEmpty(p, "orderId")
    if (orderId === undefined) return paramError("orderId is required")
    if (side === "supply") {
      const to = nonEmpty(p, "refundedAccount") ?? "0"
      if (to !== "0" && to !== "1") return paramError(`refundedAccount invalid: ${to}`)
    }
    const o = this.market.orders.find((x) => x.uid === caller.uid && x.side === side && x.orderId === orderId)
    if (o === undefined)
      return side === "borrow" ? fail(148023, "Loan order not found.") : fail(148030, "Deposit order not found.")
    if (o.state !== 1) {
      return side === "borrow"
        ? fail(148024, "Loan cancellation failed: the order may have been completed or has an invalid amount.")
        : fail(148025, "Lending order cancellation failed: the order may have been completed or has an invalid amount.")
    }
    this.market.cancel(o, now)
    return ok({})
  }

  private borrowContracts(caller: Caller, p: Params) {
    const [orderId, loanId, coin, term] = ["orderId", "loanId", "orderCurrency", "term"].map((k) => nonEmpty(p, k))
    const mine = this.book.contracts.filter(
      (c) =>
        c.uid === caller.uid &&
        (orderId === undefined || c.orderId === orderId) &&
        (loanId === undefined || c.loanId === loanId) &&
        (coin === undefined || c.coin.coin === coin) &&
        (term === undefined || c.term === term)
    )
    return pagedList(mine, p, (c) => ({
      annualRate: showRate(c.rate),
      autoRepay: c.repayType === "1" ? "true" : "false",
      borrowCurrency: c.coin.coin,
      borrowTime: String(c.borrowTime),
      interestPaid: show(c.interestPaid),
      loanId: c.loanId,
      orderId: c.orderId,
      repayType: c.repayType,
      repaymentTime: String(c.due),
      residualPenaltyInterest: show(c.penalty),
      residualPrincipal: show(c.residualPrincipal),
      status: c.status,
      term: c.term
    }))
  }

  private supplyContracts(caller: Caller, p: Params) {
    const [orderId, supplyId, coin, term] = ["orderId", "supplyId", "supplyCurrency", "term"].map((k) => nonEmpty(p, k))
    const mine = this.market.supplies.filter(
      (s) =>
        s.uid === caller.uid &&
        (orderId === undefined || s.orderId === orderId) &&
        (supplyId === undefined || s.supplyId === supplyId) &&
        (coin === undefined || s.coin.coin === coin) &&
        (term === undefined || s.term === term)
    )
    return pagedList(mine, p, (s) => ({
      actualRedemptionTime: s.redeemedAt === undefined ? "" : String(s.redeemedAt),
      annualRate: showRate(s.rate),
      interest: show(s.interest),
      interestPaid: show(s.status === 2 ? s.interest : 0n),
      orderId: s.orderId,
      penaltyInterest: "0",
      redemptionTime: String(s.redemption),
      status: s.status,
      supplyAmount: show(s.amount),
      supplyCurrency: s.coin.coin,
      supplyId: s.supplyId,
      supplyTime: String(s.time),
      term: s.term
    }))
  }

  private orders(caller: Caller, p: Params, side: "borrow" | "supply") {
    const [orderId, coin, state, term] = ["orderId", "orderCurrency", "state", "term"].map((k) => nonEmpty(p, k))
    if (state !== undefined && !["1", "2", "3", "4"].includes(state)) return paramError(`state invalid: ${state}`)
    const mine = this.market.orders.filter(
      (o) =>
        o.uid === caller.uid &&
        o.side === side &&
        (orderId === undefined || o.orderId === orderId) &&
        (coin === undefined || o.coin.coin === coin) &&
        (state === undefined || String(o.state) === state) &&
        (term === undefined || o.term === term)
    )
    return pagedList(mine, p, (o: LoanOrder) => ({
      annualRate: showRate(o.rate),
      filledQty: show(o.filled),
      orderCurrency: o.coin.coin,
      orderId: Number(o.orderId),
      orderQty: show(o.qty),
      orderTime: String(o.time),
      ...(side === "borrow" ? { repayType: o.repayType } : {}),
      state: o.state,
      term: Number(o.term)
    }))
  }

  /** The contracts a repayment pays: one by `loanId`, or every open one of `loanCurrency` in pay order. */
  private toPay(
    caller: Caller,
    p: Params,
    coinRequired: boolean
  ): { coin: LoanCoin; contracts: ReadonlyArray<Contract> } | Fail {
    const loanId = nonEmpty(p, "loanId")
    const coinText = nonEmpty(p, "loanCurrency")
    if (loanId === undefined && coinText === undefined) return paramError("loanId or loanCurrency is required")
    if (coinRequired && coinText === undefined) return paramError("loanCurrency is required")
    const coin = coinText === undefined ? undefined : loanCoin(coinText)
    if (coinText !== undefined && coin === undefined) return unsupported()
    if (loanId !== undefined) {
      const c = this.book.contracts.find((x) => x.uid === caller.uid && x.loanId === loanId)
      if (c === undefined || (coin !== undefined && c.coin !== coin)) return fail(148023, "Loan order not found.")
      if (c.status === 2) return fail(148032, "No outstanding debt. Repayment is not allowed.")
      return { coin: c.coin, contracts: [c] }
    }
    const contracts = this.book.payOrder(caller.uid, (coin as LoanCoin).coin)
    if (contracts.length === 0) return fail(148027, "No active loan found for this account. Operation not allowed.")
    return { coin: coin as LoanCoin, contracts }
  }

  /** Pays contracts in order with `amount`; answers each contract's part. */
  private payAll(contracts: ReadonlyArray<Contract>, amount: bigint) {
    let left = amount
    const details: Array<{ loanId: string; amount: bigint }> = []
    for (const c of contracts) {
      if (left <= 0n) break
      const paid = this.book.payContract(c, left)
      left -= paid
      if (paid > 0n) details.push({ loanId: c.loanId, amount: paid })
    }
    return details
  }

  private fullyRepay(caller: Caller, p: Params, now: number) {
    const target = this.toPay(caller, p, false)
    if (isFail(target)) return target
    const owed = target.contracts.reduce((s, c) => s + contractDebt(c), 0n)
    if (this.book.funds.free(caller.uid, "FUND", target.coin.coin, now) < owed) {
      return fail(148029, "Insufficient balance in the repayment account.")
    }
    this.book.funds.move(caller.uid, "FUND", target.coin.coin, -owed, now, "Transfer")
    const details = this.payAll(target.contracts, owed)
    const repayId = this.book.record({
      uid: caller.uid,
      kind: "fixed",
      coin: target.coin.coin,
      amount: owed,
      time: now,
      type: 1,
      details
    })
    return ok({ repayId })
  }

  private repayCollateral(caller: Caller, p: Params, now: number) {
    const target = this.toPay(caller, p, true)
    if (isFail(target)) return target
    const coins = collateralCoins(p)
    if (isFail(coins)) return coins
    const amount = repayAmount(p, target.coin.fixedAccuracy)
    if (isFail(amount)) return amount
    const owed = target.contracts.reduce((s, c) => s + contractDebt(c), 0n)
    if (amount > owed) return fail(148038, "Repayment amount cannot exceed the debt amount of the position.")
    const refused = this.book.sellCollateral(caller.uid, target.coin, coins, amount, now)
    if (refused !== undefined) return refused
    const details = this.payAll(target.contracts, amount)
    this.book.record({ uid: caller.uid, kind: "fixed", coin: target.coin.coin, amount, time: now, type: 7, details })
    return ok({})
  }

  private repayments(caller: Caller, p: Params) {
    return repaymentList(this.book, caller.uid, "fixed", p, (r) => ({
      details: r.details.map((d) => ({ loanCurrency: r.coin, loanId: d.loanId, repayAmount: show(d.amount) }))
    }))
  }

  /** Borrows a repaid contract's principal again, at its rate and term, straight from the platform. */
  private renew(caller: Caller, p: Params, now: number) {
    const loanId = nonEmpty(p, "loanId")
    if (loanId === undefined) return paramError("loanId is required")
    const from = this.book.contracts.find((c) => c.uid === caller.uid && c.loanId === loanId)
    if (from === undefined) return fail(148023, "Loan order not found.")
    if (from.status !== 2 || from.renewed) return paramError(`loanId ${loanId} has no repaid principal to renew`)
    const pledge = this.book.readPledge(caller.uid, p.collateralList, "currency", now)
    if (isFail(pledge)) return pledge
    const refused = this.book.canBorrow(caller.uid, from.coin, from.principal, pledge, now)
    if (refused !== undefined) return refused
    this.book.pledge(caller.uid, pledge, now)
    const to: Contract = {
      ...from,
      loanId: this.book.nextId(),
      orderId: this.book.nextId(),
      borrowTime: now,
      due: now + termMs(from.term),
      residualPrincipal: from.principal,
      residualInterest: termInterest(from.principal, from.rate, from.term, from.coin.fixedAccuracy),
      interestPaid: 0n,
      penalty: 0n,
      penaltyHours: 0,
      status: 1,
      renewed: false
    }
    from.renewed = true
    this.book.contracts.push(to)
    this.book.funds.move(caller.uid, "FUND", from.coin.coin, from.principal, now, "Transfer")
    this.renewals.push({ uid: caller.uid, from, to, time: now })
    return ok({ orderId: to.orderId })
  }

  private renewalList(caller: Caller, p: Params) {
    const orderId = nonEmpty(p, "orderId")
    const coin = nonEmpty(p, "orderCurrency")
    const mine = this.renewals.filter(
      (r) =>
        r.uid === caller.uid &&
        (orderId === undefined || r.to.orderId === orderId) &&
        (coin === undefined || r.to.coin.coin === coin)
    )
    return pagedList(mine, p, (r) => ({
      amount: show(r.to.principal),
      autoRepay: Number(r.to.repayType),
      borrowCurrency: r.to.coin.coin,
      contractNo: r.to.loanId,
      dueTime: String(r.to.due),
      loanId: r.from.loanId,
      orderId: Number(r.to.orderId),
      renewLoanNo: r.to.loanId,
      time: String(r.time)
    }))
  }

  private inventory(p: Params, now: number) {
    const coin = LOAN_COINS.find((c) => c.coin === nonEmpty(p, "currency"))
    if (coin === undefined) return unsupported()
    const term = termOf(p)
    if (isFail(term)) return term
    const rate = rateOf(p)
    if (isFail(rate)) return rate
    return ok({
      currency: coin.coin,
      term,
      annualRate: showRate(rate),
      availableInventory: show(Fixed.max(0n, this.market.inventory(coin.coin, term, rate))),
      updateTime: String(now)
    })
  }
}

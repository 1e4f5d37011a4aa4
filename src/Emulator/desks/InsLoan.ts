/**
 * Institutional (OTC) loans, `/v5/ins-loan/*`. A loan is granted off the API (`admin.grantInsLoan`), to a risk unit:
 * its designated UID receives the coin in its unified wallet (`INSTITUTION_LOAN_IN`) and the unit's other UIDs are
 * bound to it with `association-uid` (only unified-pro accounts without a loan of their own). Interest accrues once a
 * day, at 00:00 UTC, at the loan's daily rate on the principal then unpaid. The unit's LTV is its debt (principal and interest, in USD) over the margin
 * value of every bound UID's unified wallet, each coin counted by its product's conversion ladder; at the product's
 * liquidation line (0.9) the designated UID's wallet is sold down until the LTV is back under the stop line
 * (`INSTITUTION_EXCHANGE_SELL`/`BUY`, repayments of business type 2). A manual repayment is accepted as processing
 * and settles two minutes later, interest first, oldest loans first.
 *
 * @since 0.1.0
 */

import * as InsLoan from "../../Http/v5/InsLoan.js"
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
import { type Grant, InsLoanBook } from "./InsLoanBook.js"
import { PRODUCTS, type Product, productTerms } from "./InsLoanProducts.js"

const ONE = 10n ** BigInt(SCALE)

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class InsLoanDesk implements Desk.Desk {
  readonly name = "institutional loans"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly book: InsLoanBook

  constructor(private readonly funds: Funds) {
    this.book = new InsLoanBook(funds)
    this.routes = [
      Desk.route(InsLoan.productInfos, (_c, p) => this.products(p)),
      Desk.route(InsLoan.ensureTokensConvert, (_c, p) => this.marginTokens(p)),
      Desk.route(InsLoan.ensureTokens, (_c, p) => this.legacyMarginTokens(p)),
      Desk.route(InsLoan.loanOrder, (c, p) => this.loanOrders(c, p)),
      Desk.route(InsLoan.repaidHistory, (c, p) => this.repaidHistory(c, p)),
      Desk.route(InsLoan.ltvConvert, (c, _p, n) => this.ltv(c, n)),
      Desk.route(InsLoan.ltv, (c, _p, n) => this.legacyLtv(c, n)),
      Desk.route(InsLoan.coinDeltaAmount, (c, p, n) => this.coinDelta(c, p, n)),
      Desk.route(InsLoan.associationUid, (c, p) => this.associate(c, p)),
      Desk.route(InsLoan.repayLoan, (c, p, n) => this.repay(c, p, n))
    ]
  }

  /** Lends to a risk unit's designated UID (admin); answers the loan order id. */
  grant(g: Grant, now: number): string {
    return this.book.grant(g, now)
  }

  tick(now: number): void {
    this.book.tick(now)
  }

  private productFilter(p: Params): ReadonlyArray<Product> {
    const id = nonEmpty(p, "productId")
    return id === undefined ? PRODUCTS : PRODUCTS.filter((x) => x.id === id)
  }

  private products(p: Params) {
    return ok({ marginProductInfo: this.productFilter(p).map(productTerms) })
  }

  private marginTokens(p: Params) {
    return ok({
      marginToken: this.productFilter(p).map((x) => ({
        productId: x.id,
        tokenInfo: Object.entries(x.tokens).map(([token, tiers]) => ({
          token,
          convertRatioList: tiers.map((t) => ({
            ladder: `${show(t.from)}-${t.to === undefined ? "99999999999" : show(t.to)}`,
            convertRatio: show(t.ratio)
          }))
        }))
      }))
    })
  }

  private legacyMarginTokens(p: Params) {
    return ok({
      marginToken: this.productFilter(p).map((x) => {
        const tokens = Object.entries(x.tokens).map(([token, tiers]) => ({
          token,
          convertRatio: show(tiers[0]?.ratio ?? 0n)
        }))
        return { productId: x.id, spotToken: tokens, contractToken: x.supportContract ? tokens : [] }
      })
    })
  }

  private window(p: Params, byDefault: number): { from: number; to: number; limit: number } | Fail {
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    if (Number.isNaN(start) || Number.isNaN(end)) return paramError("time invalid")
    if (start !== undefined && end !== undefined && start >= end) {
      return fail(176004, "Query order history start time exceeds end time")
    }
    const limit = limitOf(p, 1, 100, byDefault)
    if (isFail(limit)) return limit
    return { from: start ?? 0, to: end ?? Number.MAX_SAFE_INTEGER, limit }
  }

  private loanOrders(caller: Caller, p: Params) {
    const w = this.window(p, 10)
    if (isFail(w)) return w
    const parent = this.book.unitOf.get(caller.uid)
    const orderId = nonEmpty(p, "orderId")
    const list = this.book.loans
      .filter((l) => l.parentUid === parent && (orderId === undefined || l.orderId === orderId))
      .filter((l) => l.time >= w.from && l.time <= w.to)
      .reverse()
      .slice(0, w.limit)
    return ok({
      loanInfo: list.map((l) => ({
        ...productTerms(l.product),
        orderId: l.orderId,
        orderProductId: l.product.id,
        parentUid: l.parentUid,
        loanTime: String(l.time),
        loanCoin: l.coin,
        loanAmount: show(l.amount),
        unpaidAmount: show(l.unpaid),
        unpaidInterest: show(l.unpaidInterest),
        repaidAmount: show(l.repaid),
        repaidInterest: show(l.repaidInterest),
        interestRate: show(l.dailyRate),
        status: this.book.owed(l) === 0n ? "2" : "1",
        reserveToken: "",
        reserveQuantity: "0"
      }))
    })
  }

  private repaidHistory(caller: Caller, p: Params) {
    const w = this.window(p, 100)
    if (isFail(w)) return w
    const parent = this.book.unitOf.get(caller.uid)
    const list = this.book.repayments
      .filter((r) => r.parentUid === parent && r.status !== 0 && r.time >= w.from && r.time <= w.to)
      .reverse()
      .slice(0, w.limit)
    return ok({
      repayInfo: list.map((r) => ({
        repayOrderId: r.id,
        repaidTime: String(r.time),
        token: r.token,
        quantity: show(r.principal),
        interest: show(r.interest),
        businessType: r.businessType,
        status: r.status === 1 ? "1" : "2"
      }))
    })
  }

  private ltvOf(caller: Caller, now: number) {
    const parent = this.book.unitOf.get(caller.uid)
    if (parent === undefined || this.book.unitLoans(parent).length === 0) return undefined
    const f = this.book.figures(parent, now)
    const processing = this.book.repayments.some((r) => r.parentUid === parent && r.status === 0)
    return { parent, f, liqStatus: processing ? 2 : 0 }
  }

  private ltv(caller: Caller, now: number) {
    const x = this.ltvOf(caller, now)
    if (x === undefined) return ok({ ltvInfo: [], liqStatus: 0 })
    const { f, parent, liqStatus } = x
    const hidden = liqStatus !== 0
    return ok({
      ltvInfo: [
        {
          ltv: hidden ? "" : Fixed.formatTrimmed(f.ltv, 18),
          rst: "",
          parentUid: parent,
          subAccountUids: this.book.unitUids(parent).filter((uid) => uid !== parent),
          unpaidAmount: hidden ? "" : show(f.debt),
          unpaidInfo: hidden ? [] : unpaidList(f.unpaid),
          balance: hidden ? "" : show(f.value),
          balanceInfo: hidden
            ? []
            : f.balances.map((b) => ({
                token: b.token,
                price: show(b.price),
                qty: show(b.qty),
                convertedAmount: show(b.converted)
              })),
          liqStatus
        }
      ],
      liqStatus
    })
  }

  private legacyLtv(caller: Caller, now: number) {
    const x = this.ltvOf(caller, now)
    if (x === undefined) return ok({ ltvInfo: [] })
    const { f, parent } = x
    return ok({
      ltvInfo: [
        {
          ltv: Fixed.formatTrimmed(f.ltv, 18),
          parentUid: parent,
          subAccountUids: this.book.unitUids(parent).filter((uid) => uid !== parent),
          unpaidAmount: show(f.debt),
          unpaidInfo: unpaidList(f.unpaid),
          balance: show(f.value),
          spotBalanceInfo: f.balances.map((b) => ({ token: b.token, price: show(b.price), qty: show(b.qty) })),
          contractInfo: []
        }
      ]
    })
  }

  private coinDelta(caller: Caller, p: Params, now: number) {
    const coin = nonEmpty(p, "coin")
    const parent = this.book.unitOf.get(caller.uid)
    const loans = parent === undefined ? [] : this.book.unitLoans(parent)
    const hedge = loans[0]?.product
    if (parent === undefined || hedge === undefined || hedge.deltaLimits === undefined) {
      return ok({ riskUnitDeltaAmount: "0", riskUnitDeltaAvailableAmount: "0", list: [] })
    }
    let used = 0n
    const list: Array<object> = []
    for (const [token, limit] of Object.entries(hedge.deltaLimits.perCoin)) {
      let size = 0n
      for (const uid of this.book.unitUids(parent)) size += this.funds.balance(uid, "UNIFIED", token)
      for (const l of loans) if (l.coin === token) size -= this.book.owed(l)
      const exposure = ((size < 0n ? -size : size) * this.funds.usdPrice(token, now)) / ONE
      used += exposure
      if (coin !== undefined && coin !== token) continue
      list.push({
        coin: token,
        coinDeltaSize: show(size),
        coinDeltaAvailableAmount: show(Fixed.max(0n, limit - exposure)),
        coinDeltaAmount: show(limit)
      })
    }
    const unit = hedge.deltaLimits.unit
    return ok({
      riskUnitDeltaAmount: show(unit),
      riskUnitDeltaAvailableAmount: show(Fixed.max(0n, unit - used)),
      list
    })
  }

  private associate(caller: Caller, p: Params) {
    const uid = nonEmpty(p, "uid")
    const operate = nonEmpty(p, "operate")
    if (uid === undefined || !/^\d{1,20}$/.test(uid)) return paramError("uid invalid")
    if (operate !== "0" && operate !== "1") return paramError("operate invalid")
    const parent = this.book.unitOf.get(caller.uid)
    const target = this.funds.member(uid)
    if (target === undefined) return fail(3777042, "The uid is invalid")
    if (operate === "0") {
      if (parent === undefined) return fail(3777006, "UID cannot be bound, please try again with a different UID.")
      if (this.book.unitOf.has(uid)) return fail(3777002, "UID cannot be bound repeatedly.")
      if (target.unifiedMarginStatus !== 6) return fail(3777007, "UID cannot be bound, please upgrade to UTA Pro.")
      this.book.unitOf.set(uid, parent)
      return ok({ uid, operate })
    }
    const bound = this.book.unitOf.get(uid)
    if (bound === undefined || bound !== parent) {
      return fail(3777003, "UID cannot be unbound because the UID has not been bound to a risk unit.")
    }
    if (bound === uid) return fail(3777004, "The main UID of the risk unit cannot be unbound.")
    if (this.book.repayments.some((r) => r.parentUid === parent && r.status === 0)) {
      return fail(3777012, "Your request is currently being processed. Please wait and try again later")
    }
    this.book.unitOf.delete(uid)
    return ok({ uid, operate })
  }

  private repay(caller: Caller, p: Params, now: number) {
    const token = nonEmpty(p, "token")
    const text = nonEmpty(p, "quantity")
    if (token === undefined) return paramError("token is required")
    const quantity = text === undefined ? "format" : amountOf(text, 18)
    if (typeof quantity === "string" || quantity <= 0n) return paramError(`quantity invalid: ${text}`)
    if (this.book.repayments.some((r) => r.parentUid === caller.uid && r.status === 0)) {
      return fail(3777043, "There is a repayment order currently being processed. Please try again later.")
    }
    const owed = this.book
      .unitLoans(caller.uid)
      .filter((l) => l.coin === token)
      .reduce((sum, l) => sum + this.book.owed(l), 0n)
    if (owed === 0n || quantity > owed) {
      return fail(3777039, "The repayment amount exceeds the outstanding debt, or there is no outstanding liability.")
    }
    if (this.funds.free(caller.uid, "UNIFIED", token, now) < quantity) return fail(3777040, "Insufficient balance.")
    this.book.repayments.push({
      id: this.book.nextId(),
      parentUid: caller.uid,
      token,
      requested: quantity,
      requestedAt: now,
      principal: 0n,
      interest: 0n,
      businessType: "1",
      status: 0,
      time: now
    })
    return ok({ repayOrderStatus: "P" })
  }
}

const unpaidList = (unpaid: ReadonlyMap<string, { qty: bigint; interest: bigint }>) =>
  [...unpaid].map(([token, x]) => ({ token, unpaidQty: show(x.qty), unpaidInterest: show(x.interest) }))

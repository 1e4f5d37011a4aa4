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
import { SCALE } from "../Accounts.js"
import * as Desk from "../Desk.js"
import * as Fixed from "../Fixed.js"
import { amountOf, buyWith, type Funds, show } from "../Funds.js"
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
} from "../Handler.js"
import { PRODUCTS, type Product, product, type Tier } from "./InsLoanProducts.js"

const ONE = 10n ** BigInt(SCALE)
const DAY = 86_400_000
/** A manual repayment settles this long after the request. */
const SETTLE_MS = 2 * 60_000
const u = (text: string): bigint => Fixed.parseRounded(text, SCALE, "down") ?? 0n

interface Loan {
  readonly orderId: string
  readonly product: Product
  readonly parentUid: string
  readonly coin: string
  readonly amount: bigint
  readonly dailyRate: bigint
  readonly time: number
  unpaid: bigint
  unpaidInterest: bigint
  repaid: bigint
  repaidInterest: bigint
}

interface Repayment {
  readonly id: string
  readonly parentUid: string
  readonly token: string
  readonly requested: bigint
  readonly requestedAt: number
  principal: bigint
  interest: bigint
  /** 1 normal, 2 by liquidation. */
  readonly businessType: "1" | "2"
  /** 0 processing, 1 success, 2 failed. */
  status: 0 | 1 | 2
  time: number
}

/**
 * A grant of an institutional loan.
 *
 * @since 0.1.0
 * @category models
 */
export interface Grant {
  /** The risk unit's designated UID, which receives the coin. */
  readonly uid: string
  readonly coin: string
  /** Decimal amount. */
  readonly amount: string
  /** The product (`"91"` by default; `"92"` is the hedge product). */
  readonly productId?: string
  /** Daily interest rate as a decimal (default `0.0002`). */
  readonly dailyRate?: string
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class InsLoanDesk implements Desk.Desk {
  readonly name = "institutional loans"
  readonly routes: ReadonlyArray<Desk.Route>
  /** The risk unit each bound UID belongs to: uid → designated UID. */
  private readonly unitOf = new Map<string, string>()
  private readonly loans: Array<Loan> = []
  private readonly repayments: Array<Repayment> = []
  private accruedDay: number | undefined
  private seq = 0

  constructor(private readonly funds: Funds) {
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

  /** Lends `amount` of a coin to a risk unit's designated UID; answers the loan order id. */
  grant(g: Grant, now: number): string {
    const p = product(g.productId ?? "91")
    if (p === undefined) throw new Error(`unknown institutional loan product ${g.productId}`)
    const amount = amountOf(g.amount, 18)
    if (typeof amount === "string" || amount <= 0n) throw new Error(`invalid amount ${g.amount}`)
    const parent = this.unitOf.get(g.uid) ?? g.uid
    if (parent !== g.uid) throw new Error(`${g.uid} is bound to the risk unit of ${parent}`)
    this.unitOf.set(g.uid, g.uid)
    const orderId = String(++this.seq)
    this.loans.push({
      orderId,
      product: p,
      parentUid: g.uid,
      coin: g.coin,
      amount,
      dailyRate: u(g.dailyRate ?? "0.0002"),
      time: now,
      unpaid: amount,
      unpaidInterest: 0n,
      repaid: 0n,
      repaidInterest: 0n
    })
    this.funds.move(g.uid, "UNIFIED", g.coin, amount, now, "Transfer", "INSTITUTION_LOAN_IN")
    return orderId
  }

  /** Interest, due repayments, then liquidation of units past the line. */
  tick(now: number): void {
    const day = Math.floor(now / DAY)
    if (this.accruedDay === undefined) this.accruedDay = day
    for (; this.accruedDay < day; this.accruedDay++) {
      for (const l of this.loans) l.unpaidInterest += Fixed.divide(l.unpaid * l.dailyRate, ONE, "up")
    }
    for (const r of this.repayments) {
      if (r.status === 0 && r.requestedAt + SETTLE_MS <= now) this.settle(r, now)
    }
    for (const parent of new Set(this.loans.filter((l) => this.owed(l) > 0n).map((l) => l.parentUid))) {
      this.liquidateIfDue(parent, now)
    }
  }

  private owed(l: Loan): bigint {
    return l.unpaid + l.unpaidInterest
  }

  private unitUids(parent: string): ReadonlyArray<string> {
    return [...this.unitOf].filter(([, p]) => p === parent).map(([uid]) => uid)
  }

  private unitLoans(parent: string): ReadonlyArray<Loan> {
    return this.loans.filter((l) => l.parentUid === parent)
  }

  /** Pays `amount` of a coin's loans from the designated UID's wallet: interest first, oldest loans first. */
  private payDown(
    parent: string,
    coin: string,
    amount: bigint,
    now: number,
    liquidation = false
  ): { principal: bigint; interest: bigint } {
    let left = amount
    let principal = 0n
    let interest = 0n
    const loans = this.unitLoans(parent).filter((l) => l.coin === coin)
    for (const l of loans) {
      const x = Fixed.min(l.unpaidInterest, left)
      l.unpaidInterest -= x
      l.repaidInterest += x
      interest += x
      left -= x
    }
    for (const l of loans) {
      const x = Fixed.min(l.unpaid, left)
      l.unpaid -= x
      l.repaid += x
      principal += x
      left -= x
    }
    const [interestEntry, principalEntry] = liquidation
      ? (["INSTITUTION_LIQ_INTEREST_OUT", "INSTITUTION_LIQ_PRINCIPAL_OUT"] as const)
      : (["INSTITUTION_PAYBACK_INTEREST_OUT", "INSTITUTION_PAYBACK_PRINCIPAL_OUT"] as const)
    if (interest > 0n) this.funds.move(parent, "UNIFIED", coin, -interest, now, "Transfer", interestEntry)
    if (principal > 0n) this.funds.move(parent, "UNIFIED", coin, -principal, now, "Transfer", principalEntry)
    return { principal, interest }
  }

  private settle(r: Repayment, now: number): void {
    const owed = this.unitLoans(r.parentUid)
      .filter((l) => l.coin === r.token)
      .reduce((sum, l) => sum + this.owed(l), 0n)
    const amount = Fixed.min(r.requested, owed)
    if (this.funds.free(r.parentUid, "UNIFIED", r.token) < amount || amount === 0n) {
      r.status = 2
      r.time = now
      return
    }
    const paid = this.payDown(r.parentUid, r.token, amount, now)
    r.principal = paid.principal
    r.interest = paid.interest
    r.status = 1
    r.time = now
  }

  /** The unit's debt and margin value in USD, and each margin coin's part. */
  private figures(parent: string, now: number) {
    const loans = this.unitLoans(parent)
    const p = loans[0]?.product ?? PRODUCTS[0]
    let debt = 0n
    const unpaid = new Map<string, { qty: bigint; interest: bigint }>()
    for (const l of loans) {
      debt += (this.owed(l) * this.funds.usdPrice(l.coin, now)) / ONE
      const x = unpaid.get(l.coin) ?? { qty: 0n, interest: 0n }
      unpaid.set(l.coin, { qty: x.qty + l.unpaid, interest: x.interest + l.unpaidInterest })
    }
    const balances: Array<{ token: string; price: bigint; qty: bigint; converted: bigint }> = []
    let value = 0n
    for (const [token, tiers] of Object.entries(p?.tokens ?? {})) {
      let qty = 0n
      for (const uid of this.unitUids(parent)) qty += this.funds.balance(uid, "UNIFIED", token)
      if (qty <= 0n) continue
      const price = this.funds.usdPrice(token, now)
      const converted = (convertedQty(qty, tiers) * price) / ONE
      value += converted
      balances.push({ token, price, qty, converted })
    }
    const ltv = value > 0n ? Fixed.divide(debt * ONE, value, "up") : debt > 0n ? ONE * 100n : 0n
    return { product: p, debt, value, ltv, unpaid, balances }
  }

  private liquidateIfDue(parent: string, now: number): void {
    let f = this.figures(parent, now)
    const p = f.product
    if (p === undefined || f.ltv < p.liquidationLine) return
    for (const l of this.unitLoans(parent)) {
      while (this.owed(l) > 0n && f.ltv >= p.stopLiquidationLine) {
        const chunk = Fixed.max(this.owed(l) / 10n, 1n)
        const free = this.funds.free(parent, "UNIFIED", l.coin)
        if (free < chunk) {
          const bought = buyWith(
            this.funds,
            parent,
            l.coin,
            chunk - Fixed.max(0n, free),
            now,
            "INSTITUTION_EXCHANGE_SELL",
            "INSTITUTION_EXCHANGE_BUY"
          )
          if (bought === 0n && free <= 0n) return
        }
        const paid = this.payDown(
          parent,
          l.coin,
          Fixed.min(chunk, this.funds.free(parent, "UNIFIED", l.coin)),
          now,
          true
        )
        if (paid.principal + paid.interest === 0n) return
        this.repayments.push({
          id: String(++this.seq),
          parentUid: parent,
          token: l.coin,
          requested: paid.principal + paid.interest,
          requestedAt: now,
          principal: paid.principal,
          interest: paid.interest,
          businessType: "2",
          status: 1,
          time: now
        })
        f = this.figures(parent, now)
      }
    }
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
    const parent = this.unitOf.get(caller.uid)
    const orderId = nonEmpty(p, "orderId")
    const list = this.loans
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
        status: this.owed(l) === 0n ? "2" : "1",
        reserveToken: "",
        reserveQuantity: "0"
      }))
    })
  }

  private repaidHistory(caller: Caller, p: Params) {
    const w = this.window(p, 100)
    if (isFail(w)) return w
    const parent = this.unitOf.get(caller.uid)
    const list = this.repayments
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
    const parent = this.unitOf.get(caller.uid)
    if (parent === undefined || this.unitLoans(parent).length === 0) return undefined
    const f = this.figures(parent, now)
    const processing = this.repayments.some((r) => r.parentUid === parent && r.status === 0)
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
          subAccountUids: this.unitUids(parent).filter((uid) => uid !== parent),
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
          subAccountUids: this.unitUids(parent).filter((uid) => uid !== parent),
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
    const parent = this.unitOf.get(caller.uid)
    const loans = parent === undefined ? [] : this.unitLoans(parent)
    const hedge = loans[0]?.product
    if (parent === undefined || hedge === undefined || hedge.deltaLimits === undefined) {
      return ok({ riskUnitDeltaAmount: "0", riskUnitDeltaAvailableAmount: "0", list: [] })
    }
    let used = 0n
    const list: Array<object> = []
    for (const [token, limit] of Object.entries(hedge.deltaLimits.perCoin)) {
      let size = 0n
      for (const uid of this.unitUids(parent)) size += this.funds.balance(uid, "UNIFIED", token)
      for (const l of loans) if (l.coin === token) size -= this.owed(l)
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
    const parent = this.unitOf.get(caller.uid)
    const target = this.funds.member(uid)
    if (target === undefined) return fail(3777042, "The uid is invalid")
    if (operate === "0") {
      if (parent === undefined) return fail(3777006, "UID cannot be bound, please try again with a different UID.")
      if (this.unitOf.has(uid)) return fail(3777002, "UID cannot be bound repeatedly.")
      if (target.unifiedMarginStatus !== 6) return fail(3777007, "UID cannot be bound, please upgrade to UTA Pro.")
      this.unitOf.set(uid, parent)
      return ok({ uid, operate })
    }
    const bound = this.unitOf.get(uid)
    if (bound === undefined || bound !== parent) {
      return fail(3777003, "UID cannot be unbound because the UID has not been bound to a risk unit.")
    }
    if (bound === uid) return fail(3777004, "The main UID of the risk unit cannot be unbound.")
    if (this.repayments.some((r) => r.parentUid === parent && r.status === 0)) {
      return fail(3777012, "Your request is currently being processed. Please wait and try again later")
    }
    this.unitOf.delete(uid)
    return ok({ uid, operate })
  }

  private repay(caller: Caller, p: Params, now: number) {
    const token = nonEmpty(p, "token")
    const text = nonEmpty(p, "quantity")
    if (token === undefined) return paramError("token is required")
    const quantity = text === undefined ? "format" : amountOf(text, 18)
    if (typeof quantity === "string" || quantity <= 0n) return paramError(`quantity invalid: ${text}`)
    if (this.repayments.some((r) => r.parentUid === caller.uid && r.status === 0)) {
      return fail(3777043, "There is a repayment order currently being processed. Please try again later.")
    }
    const owed = this.unitLoans(caller.uid)
      .filter((l) => l.coin === token)
      .reduce((sum, l) => sum + this.owed(l), 0n)
    if (owed === 0n || quantity > owed) {
      return fail(3777039, "The repayment amount exceeds the outstanding debt, or there is no outstanding liability.")
    }
    if (this.funds.free(caller.uid, "UNIFIED", token) < quantity) return fail(3777040, "Insufficient balance.")
    this.repayments.push({
      id: String(++this.seq),
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

/** A quantity counted by a conversion ladder: each band at its ratio. */
const convertedQty = (qty: bigint, tiers: ReadonlyArray<Tier>): bigint => {
  let out = 0n
  for (const t of tiers) {
    if (qty <= t.from) break
    const top = t.to === undefined ? qty : Fixed.min(qty, t.to)
    out += ((top - t.from) * t.ratio) / ONE
  }
  return out
}

const unpaidList = (unpaid: ReadonlyMap<string, { qty: bigint; interest: bigint }>) =>
  [...unpaid].map(([token, x]) => ({ token, unpaidQty: show(x.qty), unpaidInterest: show(x.interest) }))

/** A product's terms as product-infos and loan orders show them. */
const productTerms = (x: Product) => ({
  productId: x.id,
  productType: x.type,
  leverage: x.leverage,
  supportSpot: 1,
  supportContract: x.supportContract ? 1 : 0,
  supportMarginTrading: 1,
  withdrawLine: show(x.withdrawLine),
  transferLine: show(x.withdrawLine + ONE / 20n),
  spotBuyLine: show(x.stopLiquidationLine + ONE / 20n),
  spotSellLine: show(x.stopLiquidationLine + ONE / 20n),
  contractOpenLine: show(x.stopLiquidationLine + ONE / 20n),
  deferredLiquidationLine: show(x.liquidationLine - ONE / 20n),
  deferredLiquidationTime: "3600",
  liquidationLine: show(x.liquidationLine),
  stopLiquidationLine: show(x.stopLiquidationLine),
  contractLeverage: x.supportContract ? "5" : "",
  transferRatio: "0.5",
  spotSymbols: [],
  contractSymbols: x.supportContract ? ["BTCUSDT", "ETHUSDT"] : [],
  supportUSDCContract: 0,
  supportUSDCOptions: 0,
  USDTPerpetualOpenLine: show(x.stopLiquidationLine + ONE / 20n),
  USDCContractOpenLine: "",
  USDCOptionsOpenLine: "",
  USDTPerpetualCloseLine: show(x.liquidationLine),
  USDCContractCloseLine: "",
  USDCOptionsCloseLine: "",
  USDCContractSymbols: [],
  USDCOptionsSymbols: [],
  marginLeverage: "3",
  USDTPerpetualLeverage: x.supportContract
    ? [
        { symbol: "BTCUSDT", leverage: "5" },
        { symbol: "ETHUSDT", leverage: "5" }
      ]
    : [],
  USDCContractLeverage: []
})

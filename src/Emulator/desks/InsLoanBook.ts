/**
 * The institutional loan book: risk units (the UIDs bound to each designated UID), the loans granted to them,
 * repayments (manual ones settle two minutes after the request), daily interest, and liquidation past the
 * product's line. The desk answers the endpoints from it.
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import { SCALE } from "../books/Accounts.js"
import { amountOf, buyWith, type Funds } from "../books/Funds.js"
import { convertedQty, PRODUCTS, type Product, product } from "./InsLoanProducts.js"

const ONE = 10n ** BigInt(SCALE)
const DAY = 86_400_000
/** A manual repayment settles this long after the request. */
const SETTLE_MS = 2 * 60_000
const u = (text: string): bigint => Fixed.parseRounded(text, SCALE, "down") ?? 0n

/**
 * A loan granted to a risk unit.
 *
 * @since 0.1.0
 * @category models
 */
export interface Loan {
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

/**
 * A repayment: manual (business type 1) or by liquidation (2).
 *
 * @since 0.1.0
 * @category models
 */
export interface Repayment {
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
 * The book.
 *
 * @since 0.1.0
 * @category models
 */
export class InsLoanBook {
  /** The risk unit each bound UID belongs to: uid → designated UID. */
  readonly unitOf = new Map<string, string>()
  readonly loans: Array<Loan> = []
  readonly repayments: Array<Repayment> = []
  private accruedDay: number | undefined
  private seq = 0

  constructor(private readonly funds: Funds) {}

  /** A new record id. */
  nextId(): string {
    return String(++this.seq)
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
    const orderId = this.nextId()
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

  owed(l: Loan): bigint {
    return l.unpaid + l.unpaidInterest
  }

  unitUids(parent: string): ReadonlyArray<string> {
    return [...this.unitOf].filter(([, p]) => p === parent).map(([uid]) => uid)
  }

  unitLoans(parent: string): ReadonlyArray<Loan> {
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
    if (this.funds.free(r.parentUid, "UNIFIED", r.token, now) < amount || amount === 0n) {
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
  figures(parent: string, now: number) {
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
        const free = this.funds.free(parent, "UNIFIED", l.coin, now)
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
          Fixed.min(chunk, this.funds.free(parent, "UNIFIED", l.coin, now)),
          now,
          true
        )
        if (paid.principal + paid.interest === 0n) return
        this.repayments.push({
          id: this.nextId(),
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
}

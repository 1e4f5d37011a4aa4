/**
 * The fixed-rate market of the new crypto loans: borrow orders and supply orders per coin and term, matched on rate
 * (a borrow order takes supply at or below its rate, cheapest first; a supply order fills borrow orders at or above
 * its rate, dearest first; a fill is at the resting order's rate). The platform rests its own supply and demand in
 * every coin and term, so either side fills without a second user; two users' orders fill each other. A filled
 * borrow becomes a contract in the borrower's position with the loan paid into the Funding wallet; a filled supply
 * becomes a supply contract paid back with its term's interest at redemption. A supply order's amount leaves the
 * Funding wallet when it is placed and its unfilled part returns when it is cancelled.
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import { type Contract, type NewLoanBook, termInterest, termMs } from "./NewLoanBook.js"
import { LOAN_COINS, type LoanCoin, TERMS, type Term } from "./NewLoanCoins.js"

/**
 * An order of the fixed market (`uid` `""` for the platform's own).
 *
 * @since 0.1.0
 * @category models
 */
export interface LoanOrder {
  readonly orderId: string
  readonly uid: string
  readonly side: "borrow" | "supply"
  readonly coin: LoanCoin
  readonly qty: bigint
  readonly rate: bigint
  readonly term: Term
  readonly time: number
  readonly repayType: "1" | "2"
  filled: bigint
  /** 1 matching, 2 partially filled and cancelled, 3 fully filled, 4 cancelled. */
  state: 1 | 2 | 3 | 4
}

/**
 * A supply contract.
 *
 * @since 0.1.0
 * @category models
 */
export interface SupplyContract {
  readonly supplyId: string
  readonly orderId: string
  readonly uid: string
  readonly coin: LoanCoin
  readonly amount: bigint
  readonly rate: bigint
  readonly term: Term
  readonly time: number
  readonly redemption: number
  readonly interest: bigint
  /** 1 supplying, 2 redeemed. */
  status: 1 | 2
  redeemedAt: number | undefined
}

const u = (text: string): bigint => Fixed.parseRounded(text, 18, "down") ?? 0n

/** The platform's resting orders: supply at a rate a little above the coin's base, demand a little below. */
const houseOrders = (): ReadonlyArray<LoanOrder> => {
  const base: Readonly<Record<string, readonly [string, string]>> = {
    USDT: ["0.05", "5000000"],
    USDC: ["0.048", "5000000"],
    BTC: ["0.01", "100"],
    ETH: ["0.012", "2000"]
  }
  const out: Array<LoanOrder> = []
  for (const coin of LOAN_COINS) {
    const [rate, qty] = base[coin.coin] ?? ["0.05", "1000"]
    TERMS.forEach((term, i) => {
      const supply = u(rate) + (u(rate) * BigInt(i)) / 10n
      for (const [side, r] of [
        ["supply", supply],
        ["borrow", (supply * 6n) / 10n]
      ] as const) {
        // rates carry four decimals
        const rate = (r / 10n ** 14n) * 10n ** 14n
        const orderId = `0${out.length + 1}`
        out.push({
          orderId,
          uid: "",
          side,
          coin,
          qty: u(qty),
          rate,
          term,
          time: 0,
          repayType: "1",
          filled: 0n,
          state: 1
        })
      }
    })
  }
  return out
}

/**
 * The market.
 *
 * @since 0.1.0
 * @category models
 */
export class LoanMarket {
  readonly orders: Array<LoanOrder> = [...houseOrders()]
  readonly supplies: Array<SupplyContract> = []

  constructor(private readonly book: NewLoanBook) {}

  /** Open orders of a side, coin and (optionally) term, aggregated by term and rate. */
  quotes(side: "borrow" | "supply", coin: string, term: Term | undefined) {
    const rows = new Map<string, { term: Term; rate: bigint; qty: bigint }>()
    for (const o of this.orders) {
      if (o.side !== side || o.state !== 1 || o.coin.coin !== coin || (term !== undefined && o.term !== term)) continue
      const key = `${o.term}:${o.rate}`
      const row = rows.get(key) ?? { term: o.term, rate: o.rate, qty: 0n }
      row.qty += o.qty - o.filled
      rows.set(key, row)
    }
    return [...rows.values()]
  }

  /** The lowest rate the market supplies a coin at for a term (undefined when nobody supplies). */
  bestSupply(coin: string, term: Term): bigint | undefined {
    return this.quotes("supply", coin, term).reduce<bigint | undefined>(
      (m, q) => (m === undefined || q.rate < m ? q.rate : m),
      undefined
    )
  }

  /** Supply open at or below a rate. */
  inventory(coin: string, term: Term, rate: bigint): bigint {
    return this.quotes("supply", coin, term).reduce((s, q) => (q.rate <= rate ? s + q.qty : s), 0n)
  }

  /** The account's orders still matching. */
  openOrders(uid: string): number {
    return this.orders.filter((o) => o.uid === uid && o.state === 1).length
  }

  /** Places an order and fills it against the other side. */
  place(order: Omit<LoanOrder, "filled" | "state">, now: number): LoanOrder {
    const o: LoanOrder = { ...order, filled: 0n, state: 1 }
    this.orders.push(o)
    const other = o.side === "borrow" ? "supply" : "borrow"
    const matches = this.orders
      .filter(
        (r) =>
          r.side === other &&
          r.state === 1 &&
          r.uid !== o.uid &&
          r.coin === o.coin &&
          r.term === o.term &&
          (o.side === "borrow" ? r.rate <= o.rate : r.rate >= o.rate)
      )
      .sort((a, b) => (a.rate === b.rate ? a.time - b.time : a.rate < b.rate === (o.side === "borrow") ? -1 : 1))
    for (const r of matches) {
      const qty = Fixed.min(o.qty - o.filled, r.qty - r.filled)
      if (qty <= 0n) break
      const [borrow, supply] = o.side === "borrow" ? [o, r] : [r, o]
      this.fill(borrow, supply, qty, r.rate, now)
    }
    return o
  }

  private fill(borrow: LoanOrder, supply: LoanOrder, qty: bigint, rate: bigint, now: number): void {
    for (const o of [borrow, supply]) {
      o.filled += qty
      // the platform's own orders never run out
      if (o.uid !== "" && o.filled === o.qty) o.state = 3
      if (o.uid === "") o.filled = 0n
    }
    const coin = borrow.coin
    if (borrow.uid !== "") {
      const contract: Contract = {
        loanId: this.book.nextId(),
        orderId: borrow.orderId,
        uid: borrow.uid,
        coin,
        principal: qty,
        rate,
        term: borrow.term,
        borrowTime: now,
        due: now + termMs(borrow.term),
        repayType: borrow.repayType,
        residualPrincipal: qty,
        residualInterest: termInterest(qty, rate, borrow.term, coin.fixedAccuracy),
        interestPaid: 0n,
        penalty: 0n,
        penaltyHours: 0,
        status: 1,
        renewed: false
      }
      this.book.contracts.push(contract)
      this.book.funds.move(borrow.uid, "FUND", coin.coin, qty, now, "Transfer")
    }
    if (supply.uid !== "") {
      this.supplies.push({
        supplyId: this.book.nextId(),
        orderId: supply.orderId,
        uid: supply.uid,
        coin,
        amount: qty,
        rate,
        term: supply.term,
        time: now,
        redemption: now + termMs(supply.term),
        interest: termInterest(qty, rate, supply.term, coin.fixedAccuracy),
        status: 1,
        redeemedAt: undefined
      })
    }
  }

  /** Cancels a matching order: a supply order's unfilled part returns to the Funding wallet. */
  cancel(o: LoanOrder, now: number): void {
    o.state = o.filled > 0n ? 2 : 4
    if (o.side === "supply" && o.qty > o.filled) {
      this.book.funds.move(o.uid, "FUND", o.coin.coin, o.qty - o.filled, now, "Transfer")
    }
  }

  /** Redeems supply contracts at their redemption time: the amount and the term's interest. */
  tick(now: number): void {
    for (const s of this.supplies) {
      if (s.status !== 1 || now < s.redemption) continue
      s.status = 2
      s.redeemedAt = s.redemption
      this.book.funds.move(s.uid, "FUND", s.coin.coin, s.amount + s.interest, s.redemption, "Transfer")
    }
  }
}

/** A rate as the docs show it (`"0.05"`). */
export const showRate = (rate: bigint): string => Fixed.formatTrimmed(rate, 18)

/**
 * The perpetuals' clock pass: the funding of every perpetual at its funding times and the session settlement of
 * the USDC perpetuals every 8 hours (00:00, 08:00, 16:00 UTC), walked once over the emulator's clock, each moment
 * at its own mark price. Every moment books one `SETTLEMENT` entry per position in the transaction log: for a USDC
 * perpetual, whose funding and session settlement fall on the same moment, the one entry carries both — `funding`
 * the funding fee (positive when received), `cashFlow` the 8-hour session PnL, `change = cashFlow + funding - fee`
 * (no fee) and `cashBalance` the wallet after both; a USDT or inverse perpetual's entry carries its funding alone.
 * The position and wallet are pushed to the owner once per moment.
 *
 * @since 0.1.0
 */
import * as Fixed from "../base/Fixed.js"
import type { Entry } from "../books/Ledger.js"
import type { Position } from "../books/Positions.js"
import * as Instruments from "../market/Instruments.js"
import { type Funded, Funding, type FundingEnv, paysFunding } from "./Funding.js"
import { SessionSettlement } from "./Settlement.js"

const MINUTE = 60_000
/** The USDC perpetuals' session: settlements fall on multiples of it. */
const SESSION = 8 * 60 * MINUTE

/**
 * The multiples of `interval` (ms) in `(after, upTo]`, oldest first.
 *
 * @since 0.1.0
 * @category time
 */
export const multiples = (interval: number, after: number, upTo: number): ReadonlyArray<number> => {
  const out: Array<number> = []
  for (let t = (Math.floor(after / interval) + 1) * interval; t <= upTo; t += interval) out.push(t)
  return out
}

/**
 * The `SETTLEMENT` entry of one position at one moment: what its funding and its session settlement moved.
 *
 * @since 0.1.0
 * @category constructors
 */
export const settlementEntry = (
  p: Position,
  a: {
    readonly mark: bigint
    readonly funded: Funded | undefined
    readonly pnl: bigint
    readonly tradeId: string
    readonly cashBalance: bigint
    readonly time: number
  }
): Entry => {
  const i = p.instrument
  const side = p.side === "Sell" ? "Sell" : "Buy"
  const size = Fixed.format(p.size, i.qtyDecimals)
  const funding = a.funded?.funding ?? 0n
  return {
    uid: p.uid,
    type: "SETTLEMENT",
    category: i.category,
    symbol: i.symbol,
    side,
    currency: i.settleCoin,
    qty: size,
    size: side === "Sell" ? `-${size}` : size,
    tradePrice: Fixed.format(a.mark, i.priceDecimals),
    fee: 0n,
    feeRate: a.funded?.feeRate ?? "",
    funding,
    cashFlow: a.pnl,
    change: a.pnl + funding,
    cashBalance: a.cashBalance,
    tradeId: a.tradeId,
    orderId: "",
    orderLinkId: "",
    time: a.time
  }
}

/** Whether the moment `at` is a funding time of `i`, a session boundary of it, or both. */
const dueAt = (i: Instruments.Instrument, at: number) => ({
  funding: paysFunding(i) && at % (i.fundingInterval * MINUTE) === 0,
  session: Instruments.settlesBySession(i) && at % SESSION === 0
})

/**
 * The clock pass of the perpetuals, run by the delivery desk's clock; it serves the session settlement records.
 *
 * @since 0.1.0
 * @category models
 */
export class PerpetualClock {
  readonly sessions: SessionSettlement
  private readonly funding: Funding
  private readonly perpetuals = Instruments.all.filter((i) => paysFunding(i) || Instruments.settlesBySession(i))
  /** The last moment passed (or when the exchange opened: the moments before it moved nothing of ours). */
  private upTo: number | undefined

  constructor(private readonly env: FundingEnv) {
    this.sessions = new SessionSettlement(env)
    this.funding = new Funding(env)
  }

  /** Funds and settles every moment the clock has passed since the last tick, oldest first. */
  tick(now: number): void {
    if (this.upTo === undefined || now <= this.upTo) {
      this.upTo ??= now
      return
    }
    const after = this.upTo
    this.upTo = now
    const due = new Map<number, Array<Instruments.Instrument>>()
    for (const i of this.perpetuals) {
      const times = new Set(paysFunding(i) ? multiples(i.fundingInterval * MINUTE, after, now) : [])
      if (Instruments.settlesBySession(i)) for (const t of multiples(SESSION, after, now)) times.add(t)
      for (const t of times) due.set(t, [...(due.get(t) ?? []), i])
    }
    for (const at of [...due.keys()].sort((a, b) => a - b)) {
      for (const i of due.get(at) ?? []) this.pass(i, at, now)
    }
  }

  /** One moment of one perpetual: the mark of that moment, the rate published for it, every open position. */
  private pass(i: Instruments.Instrument, at: number, now: number): void {
    const open = this.env.positions.listAll(i).filter((p) => p.size > 0n && p.side !== "")
    if (open.length === 0) return
    const mark = Fixed.parseRounded(this.env.market.price(i, "mark", at), i.priceDecimals, "halfUp") ?? 0n
    if (mark <= 0n) return
    const due = dueAt(i, at)
    const rate = due.funding ? this.funding.rateAt(i, at, now) : undefined
    for (const p of open) {
      // funding is paid on the position as it stood at the moment, before its session settles
      const funded = rate === undefined ? undefined : this.funding.pay(p, rate, mark, at, now)
      const settled = due.session ? this.sessions.settle(p, mark, at, now) : undefined
      if (funded === undefined && settled === undefined) continue
      const tradeId = funded?.tradeId ?? `settlement-${settled?.id ?? ""}`
      const cashBalance = this.env.accounts.balance(p.uid, "UNIFIED", i.settleCoin)
      this.env.ledger.record(
        settlementEntry(p, { mark, funded, pnl: settled?.pnl ?? 0n, tradeId, cashBalance, time: at })
      )
      this.env.clearing.pushPositions(p.uid, i, now)
      this.env.clearing.pushWallet(p.uid, now)
    }
  }
}

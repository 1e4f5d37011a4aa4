/**
 * Funding of the perpetuals. At each funding time of a perpetual (a multiple of its `fundingInterval` on the
 * emulator's clock), every open position pays or receives its value at the mark price of that moment times the
 * funding rate published for that time in `/v5/market/funding/history` (longs pay a positive rate, shorts receive
 * it; the reverse when it is negative). The wallet moves by the fee in the settle coin (the coin itself for the
 * inverse perpetuals), the transaction log books a `SETTLEMENT` entry with its `funding`, the account gets an
 * execution of type `Funding` (REST list and private stream), the position's realised PnL moves, and the position
 * and wallet are pushed to the owner only. A clock that jumps several funding times pays each at its own mark and
 * rate. It runs in the delivery desk's clock pass, before the USDC sessions settle.
 *
 * @since 0.1.0
 */
import { type Accounts, SCALE } from "../Accounts.js"
import type { Bus } from "../Bus.js"
import type { Clearing } from "../Clearing.js"
import * as Fixed from "../Fixed.js"
import * as Instruments from "../Instruments.js"
import type { Ledger } from "../Ledger.js"
import type { MarketData } from "../MarketData.js"
import type { MatchingEngine } from "../MatchingEngine.js"
import { type Position, type Positions, settleValue } from "../Positions.js"
import type { Views } from "../Views.js"

/** Funding rates are published with at most 6 decimals. */
const RATE_DECIMALS = 6
const MINUTE = 60_000
/** An amount of the settle coin as the execution prints it (8 decimals, trimmed). */
const show = (units: bigint): string => Fixed.formatTrimmed(Fixed.rescale(units, SCALE, 8, "halfUp"), 8)

/**
 * What funding moves and reads.
 *
 * @since 0.1.0
 * @category models
 */
export interface FundingEnv {
  readonly positions: Positions
  readonly accounts: Accounts
  readonly clearing: Clearing
  readonly ledger: Ledger
  readonly market: MarketData
  readonly engine: MatchingEngine
  readonly bus: Bus
  readonly views: Views
}

/**
 * Whether an instrument pays funding: the perpetuals (no delivery time) with a funding interval.
 *
 * @since 0.1.0
 * @category predicates
 */
export const paysFunding = (i: Instruments.Instrument): boolean =>
  i.deliveryTime === 0 && i.fundingInterval > 0 && (i.category === "linear" || i.category === "inverse")

/**
 * The funding times of an interval (ms) in `(after, upTo]`, oldest first.
 *
 * @since 0.1.0
 * @category time
 */
export const fundingTimes = (interval: number, after: number, upTo: number): ReadonlyArray<number> => {
  const out: Array<number> = []
  for (let t = (Math.floor(after / interval) + 1) * interval; t <= upTo; t += interval) out.push(t)
  return out
}

/**
 * The funding of every perpetual, driven by the delivery desk's clock.
 *
 * @since 0.1.0
 * @category models
 */
export class Funding {
  private readonly perpetuals: ReadonlyArray<Instruments.Instrument>
  /** The last time funded (or passed before the exchange started). */
  private upTo: number | undefined

  constructor(private readonly env: FundingEnv) {
    this.perpetuals = Instruments.all.filter(paysFunding)
  }

  /** Pays every funding time the clock has passed since the last tick. */
  tick(now: number): void {
    if (this.upTo === undefined) {
      // the exchange opens between funding times: the ones before it funded nothing of ours
      this.upTo = now
      return
    }
    if (now <= this.upTo) return
    const after = this.upTo
    this.upTo = now
    for (const i of this.perpetuals) {
      for (const at of fundingTimes(i.fundingInterval * MINUTE, after, now)) this.fund(i, at, now)
    }
  }

  /** One funding time of one perpetual: the published rate, the mark of that moment, every open position. */
  private fund(i: Instruments.Instrument, at: number, now: number): void {
    const open = this.env.positions.listAll(i).filter((p) => p.size > 0n && p.side !== "")
    if (open.length === 0) return
    // the rate is the published history row of that time: one source of truth
    const row = this.env.market.fundingHistory(i, { startTime: at, endTime: at, limit: 1 }, now)[0]
    if (row === undefined || Number(row.fundingRateTimestamp) !== at) return
    const rate = Fixed.parse(row.fundingRate, RATE_DECIMALS)
    const mark = Fixed.parseRounded(this.env.market.price(i, "mark", at), i.priceDecimals, "halfUp") ?? 0n
    if (rate === undefined || rate === 0n || mark <= 0n) return
    for (const p of open) this.pay(p, row.fundingRate, rate, mark, at, now)
  }

  /** Moves one position's funding: wallet, realised PnL, ledger, execution, pushes. */
  private pay(p: Position, rateText: string, rate: bigint, mark: bigint, at: number, now: number): void {
    const i = p.instrument
    const side = p.side === "Sell" ? "Sell" : "Buy"
    const value = settleValue(i, mark, p.size)
    // what the position pays (negative: receives)
    // rounded to the 8 decimals the execution and the log print, so that what they show is what moved
    const cut = Fixed.pow10(SCALE - 8)
    const paid =
      Fixed.divide(value * rate, Fixed.pow10(RATE_DECIMALS) * cut, "halfUp") * cut * (side === "Buy" ? 1n : -1n)
    if (paid === 0n) return
    this.env.accounts.add(p.uid, "UNIFIED", i.settleCoin, -paid)
    p.curRealisedPnl -= paid
    p.cumRealisedPnl -= paid
    p.updatedTime = now
    const size = Fixed.format(p.size, i.qtyDecimals)
    const price = Fixed.format(mark, i.priceDecimals)
    const e = this.env.engine.recordExecution({
      accountId: p.uid,
      category: i.category,
      symbol: i.symbol,
      orderId: "",
      orderLinkId: "",
      side,
      orderPrice: "0",
      orderQty: "0",
      leavesQty: "0",
      createType: "",
      orderType: "UNKNOWN",
      stopOrderType: "UNKNOWN",
      execFee: show(paid),
      execPrice: price,
      execQty: size,
      execType: "Funding",
      execValue: show(value),
      execTime: String(at),
      feeCurrency: i.settleCoin,
      isMaker: false,
      feeRate: rateText,
      tradeIv: "",
      markIv: "",
      markPrice: price,
      indexPrice: "",
      underlyingPrice: "",
      blockTradeId: "",
      seq: 0,
      isLeverage: "",
      marketUnit: ""
    })
    this.env.ledger.record({
      uid: p.uid,
      type: "SETTLEMENT",
      category: i.category,
      symbol: i.symbol,
      side,
      currency: i.settleCoin,
      qty: size,
      size: side === "Sell" ? `-${size}` : size,
      tradePrice: price,
      fee: 0n,
      feeRate: rateText,
      funding: -paid,
      cashFlow: 0n,
      change: -paid,
      cashBalance: this.env.accounts.balance(p.uid, "UNIFIED", i.settleCoin),
      tradeId: e.execId,
      orderId: "",
      orderLinkId: "",
      time: at
    })
    // the id advances whether or not the owner listens, as clearing's pushes do
    const id = this.env.bus.nextId(p.uid, "execution")
    if (this.env.bus.hears(p.uid)) {
      this.env.bus.push({
        uid: p.uid,
        topic: "execution",
        category: i.category,
        id,
        creationTime: now,
        data: [this.env.views.wsExecution(e)]
      })
    }
    this.env.clearing.pushPositions(p.uid, i, now)
    this.env.clearing.pushWallet(p.uid, now)
  }
}

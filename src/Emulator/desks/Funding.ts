/**
 * Funding of the perpetuals. At each funding time of a perpetual (a multiple of its `fundingInterval` on the
 * emulator's clock), every open position pays or receives its value at the mark price of that moment times the
 * funding rate published for that time in `/v5/market/funding/history` (longs pay a positive rate, shorts receive
 * it; the reverse when it is negative). The wallet moves by the fee in the settle coin (the coin itself for the
 * inverse perpetuals), the account gets an execution of type `Funding` (REST list and private stream) and the
 * position's realised PnL moves. The clock pass (`PerpetualClock`) decides the funding times, books the
 * `SETTLEMENT` entry with its `funding` and pushes the position and wallet to the owner only.
 *
 * @since 0.1.0
 */

import type { Bus } from "../Bus.js"
import * as Fixed from "../base/Fixed.js"
import { type Accounts, SCALE } from "../books/Accounts.js"
import type { Ledger } from "../books/Ledger.js"
import { type Position, type Positions, settleValue } from "../books/Positions.js"
import type { Clearing } from "../Clearing.js"
import type { MatchingEngine } from "../engine/MatchingEngine.js"
import type * as Instruments from "../market/Instruments.js"
import type { MarketSource } from "../market/MarketSource.js"
import type { Views } from "../Views.js"

/** Funding rates are published with at most 6 decimals. */
const RATE_DECIMALS = 6
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
  readonly market: MarketSource
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
 * The rate of one funding time: the published text and its value in 10^-6.
 *
 * @since 0.1.0
 * @category models
 */
export interface Rate {
  readonly text: string
  readonly value: bigint
}

/**
 * What one position's funding moved: `funding` in 10^-18 of the settle coin, positive when received (the sign of
 * the log's `funding`); `feeRate` as the log prints it (the market rate for a long, its negation for a short);
 * `tradeId` the execution's id.
 *
 * @since 0.1.0
 * @category models
 */
export interface Funded {
  readonly funding: bigint
  readonly feeRate: string
  readonly tradeId: string
}

/**
 * The funding of the perpetuals at one funding time; the clock pass (`PerpetualClock`) decides when.
 *
 * @since 0.1.0
 * @category models
 */
export class Funding {
  constructor(private readonly env: FundingEnv) {}

  /** The rate published for the funding time `at` (the history row of that time: one source of truth). */
  rateAt(i: Instruments.Instrument, at: number, now: number): Rate | undefined {
    const row = this.env.market.fundingHistory(i, { startTime: at, endTime: at, limit: 1 }, now)[0]
    if (row === undefined || Number(row.fundingRateTimestamp) !== at) return undefined
    const value = Fixed.parse(row.fundingRate, RATE_DECIMALS)
    return value === undefined || value === 0n ? undefined : { text: row.fundingRate, value }
  }

  /**
   * Moves one position's funding at `mark` (price units): wallet, realised PnL, the `Funding` execution and its
   * push. The ledger entry and the position and wallet pushes are the clock pass's, shared with the session.
   */
  pay(p: Position, rate: Rate, mark: bigint, at: number, now: number): Funded | undefined {
    const i = p.instrument
    const side = p.side === "Sell" ? "Sell" : "Buy"
    const value = settleValue(i, mark, p.size)
    // what the position pays (negative: receives)
    // rounded to the 8 decimals the execution and the log print, so that what they show is what moved
    const cut = Fixed.pow10(SCALE - 8)
    const paid =
      Fixed.divide(value * rate.value, Fixed.pow10(RATE_DECIMALS) * cut, "halfUp") * cut * (side === "Buy" ? 1n : -1n)
    if (paid === 0n) return undefined
    this.env.accounts.add(p.uid, "UNIFIED", i.settleCoin, -paid)
    p.curRealisedPnl -= paid
    p.cumRealisedPnl -= paid
    p.updatedTime = now
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
      execQty: Fixed.format(p.size, i.qtyDecimals),
      execType: "Funding",
      execValue: show(value),
      execTime: String(at),
      feeCurrency: i.settleCoin,
      isMaker: false,
      feeRate: rate.text,
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
    // the log's feeRate is the market rate for a long and its negation for a short
    const feeRate = side === "Buy" ? rate.text : Fixed.formatTrimmed(-rate.value, RATE_DECIMALS)
    return { funding: -paid, feeRate, tradeId: e.execId }
  }
}

/**
 * Delivery at expiry and the records of it (`/v5/asset/delivery-record`), and USDC session settlement records
 * (`/v5/asset/settlement-record`). When the clock passes a dated instrument's delivery time, its open orders are
 * cancelled (`CancelBySettle`) and every open position in it is delivered at the index price of that moment (the
 * price `/v5/market/delivery-price` reports): an option pays its in-the-money value (long receives, short pays) less the delivery fee — the instrument's
 * `deliveryFeeRate` of the index value, at most 12.5 % of the option's value — into the unified wallet; the
 * position closes (position and wallet pushes), the transaction log gets a `DELIVERY` entry and the account a
 * delivery record. The perpetuals' funding and the USDC perpetuals' session settlement (`PerpetualClock`) run on
 * the same clock, and the desk serves the settlement records.
 *
 * @since 0.1.0
 */
import * as Asset from "../../Http/v5/Asset.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  fail,
  isFail,
  limitOf,
  nonEmpty,
  ok,
  type Params,
  page,
  paramError,
  windowOf
} from "../base/Handler.js"
import { SCALE } from "../books/Accounts.js"
import { averagePrice, type Position } from "../books/Positions.js"
import * as Instruments from "../market/Instruments.js"
import * as Desk from "./Desk.js"
import type { FundingEnv } from "./Funding.js"
import { PerpetualClock } from "./PerpetualClock.js"

const DAY = 86_400_000
/** The query window of both record endpoints. */
const WINDOW = 30 * DAY
/** How far back `expDate` may reach. */
const TWO_YEARS = 730 * DAY
/** The option delivery fee is capped at this share of the option's value (10^-4). */
const FEE_CAP_BPS = 1_250n
const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

/**
 * One delivered position. Amounts in 10^-18 units of the settle coin.
 *
 * @since 0.1.0
 * @category models
 */
export interface Delivered {
  readonly id: string
  readonly uid: string
  readonly instrument: Instruments.Instrument
  readonly side: "Buy" | "Sell"
  readonly size: bigint
  /** The position's average entry price, as the position showed it. */
  readonly entryPrice: string
  readonly deliveryPrice: bigint
  readonly fee: bigint
  readonly rpl: bigint
  readonly time: number
}

/**
 * What the desk moves: positions, wallets, the ledger, and the pushes of clearing; the index prices of the market.
 *
 * @since 0.1.0
 * @category models
 */
export type DeliveryEnv = FundingEnv

/** The settle-coin value (10^-18) of `size` (instrument qty units) at a price in 10^-18 units. */
const valueAt = (i: Instruments.Instrument, price: bigint, size: bigint): bigint =>
  (price * size) / Fixed.pow10(i.qtyDecimals)

/** `25DEC26` → 08:00 UTC of that day; `undefined` for anything else. */
const expiryOf = (code: string): number | undefined => {
  const m = /^(\d{1,2})([A-Z]{3})(\d{2})$/.exec(code)
  if (m === null) return undefined
  const month = MONTHS.indexOf(m[2] ?? "")
  const day = Number(m[1])
  const t = Date.UTC(2000 + Number(m[3]), month, day, 8)
  return month < 0 || new Date(t).getUTCDate() !== day ? undefined : t
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class DeliveryDesk implements Desk.Desk {
  readonly name = "delivery"
  readonly routes: ReadonlyArray<Desk.Route>
  /** Instruments already delivered. */
  private readonly done = new Set<Instruments.Instrument>()
  /** Every delivery, oldest first. */
  private readonly delivered: Array<Delivered> = []
  private readonly dated = Instruments.all.filter((i) => i.deliveryTime > 0)
  /** The perpetuals' funding and the USDC perpetuals' session settlement, on the same clock. */
  private readonly perpetuals: PerpetualClock

  constructor(private readonly env: DeliveryEnv) {
    this.perpetuals = new PerpetualClock(env)
    this.routes = [
      Desk.route(Asset.deliveryRecord, (c, p, n) => this.deliveryRecords(c, p, n)),
      ...this.perpetuals.sessions.routes
    ]
  }

  /** Delivers every dated instrument whose delivery time the clock has passed; settles the USDC sessions. */
  tick(now: number): void {
    this.perpetuals.tick(now)
    for (const i of this.dated) {
      if (i.deliveryTime > now || this.done.has(i)) continue
      this.done.add(i)
      // an expired instrument trades no more: its open orders are cancelled before its positions are delivered
      for (const uid of this.env.engine.openAccounts(i)) {
        const r = this.env.engine.cancelAll(
          { accountId: uid, category: i.category, symbol: i.symbol },
          now,
          "CancelBySettle"
        )
        this.env.clearing.applyReport(r.report, now, [])
      }
      const price = Fixed.parseRounded(this.env.market.price(i, "index", i.deliveryTime), SCALE, "halfUp") ?? 0n
      for (const p of this.env.positions.listAll(i)) {
        if (p.size > 0n && p.side !== "") this.deliver(p, price, now)
      }
    }
  }

  /** Delivers one position at `price` (10^-18): cash, the closed position, the ledger, the record, the pushes. */
  private deliver(p: Position, price: bigint, now: number): void {
    const i = p.instrument
    const side = p.side === "Sell" ? "Sell" : "Buy"
    const long = side === "Buy"
    const feeRate = i.category === "option" ? "0.00015" : "0"
    const rate = Fixed.parse(feeRate, 8) ?? 0n
    let cashFlow: bigint
    let fee: bigint
    let rpl: bigint
    if (i.category === "option") {
      const strike = Fixed.parse(i.strike ?? "0", SCALE) ?? 0n
      const intrinsic = Fixed.max(i.optionsType === "Put" ? strike - price : price - strike, 0n)
      const value = valueAt(i, intrinsic, p.size)
      fee = Fixed.min((valueAt(i, price, p.size) * rate) / Fixed.pow10(8), (value * FEE_CAP_BPS) / 10_000n)
      // the premium moved cash at the trade; delivery moves the value, the PnL counts against the premium
      cashFlow = long ? value : -value
      rpl = (long ? value - p.value : p.value - value) - fee
    } else {
      // a dated future closes at the delivery price like a trade: its PnL against the entry value
      const exit = valueAt(i, price, p.size)
      fee = 0n
      cashFlow = long ? exit - p.value : p.value - exit
      rpl = cashFlow
    }
    const change = cashFlow - fee
    const size = p.size
    const entryPrice = averagePrice(i, p.value, size)
    this.env.accounts.add(p.uid, "UNIFIED", i.settleCoin, change)
    p.side = ""
    p.size = 0n
    p.value = 0n
    p.openFee = 0n
    p.margin = 0n
    p.takeProfit = ""
    p.stopLoss = ""
    p.trailingStop = "0"
    p.activePrice = ""
    p.reduceOnly = false
    p.curRealisedPnl += change
    p.cumRealisedPnl += change
    p.updatedTime = now
    const id = String(this.delivered.length + 1)
    this.delivered.push({
      id,
      uid: p.uid,
      instrument: i,
      side,
      size,
      entryPrice,
      deliveryPrice: price,
      fee,
      rpl,
      time: i.deliveryTime
    })
    this.env.ledger.record({
      uid: p.uid,
      type: "DELIVERY",
      category: i.category,
      symbol: i.symbol,
      side,
      currency: i.settleCoin,
      qty: Fixed.format(size, i.qtyDecimals),
      size: "0",
      tradePrice: Fixed.formatTrimmed(price, SCALE),
      fee,
      feeRate,
      cashFlow,
      change,
      cashBalance: this.env.accounts.balance(p.uid, "UNIFIED", i.settleCoin),
      tradeId: `delivery-${id}`,
      orderId: "",
      orderLinkId: "",
      time: i.deliveryTime
    })
    this.env.clearing.pushPositions(p.uid, i, now)
    this.env.clearing.pushWallet(p.uid, now)
  }

  /** The caller's deliveries of a category, newest first, filtered by symbol, expiry and window. */
  private deliveryRecords(caller: Caller, p: Params, now: number) {
    const category = nonEmpty(p, "category")
    if (category === undefined) return paramError("category is required")
    if (category === "spot") return fail(181001, "category only supports linear, option or spot")
    if (category !== "option" && category !== "linear" && category !== "inverse") {
      return paramError(`category invalid: ${category}`)
    }
    const limit = limitOf(p, 1, 50, 20)
    if (isFail(limit)) return limit
    const window = windowOf(p, now, WINDOW)
    if (isFail(window)) return window
    const expDate = nonEmpty(p, "expDate")
    const expiry = expDate === undefined ? undefined : expiryOf(expDate)
    if (expDate !== undefined && expiry === undefined) return fail(181018, "invalid expDate")
    if (expiry !== undefined && expiry < now - TWO_YEARS) return fail(181019, "expDate cannot be earlier than 2 years")
    const symbol = nonEmpty(p, "symbol")
    const rows = this.delivered
      .filter(
        (d) =>
          d.uid === caller.uid &&
          d.instrument.category === category &&
          (symbol === undefined || d.instrument.symbol === symbol) &&
          (expiry === undefined || d.instrument.deliveryTime === expiry) &&
          d.time >= window.from &&
          d.time <= window.to
      )
      .reverse()
    const paged = page(rows, (d) => d.id, limit, nonEmpty(p, "cursor"))
    if (isFail(paged)) return paged
    return ok({
      category,
      list: paged.list.map((d) => ({
        deliveryTime: d.time,
        symbol: d.instrument.symbol,
        side: d.side,
        position: Fixed.format(d.size, d.instrument.qtyDecimals),
        entryPrice: d.entryPrice,
        deliveryPrice: Fixed.formatTrimmed(d.deliveryPrice, SCALE),
        strike: d.instrument.strike ?? "",
        fee: Fixed.format(Fixed.rescale(d.fee, SCALE, 8, "halfUp"), 8),
        deliveryRpl: Fixed.formatTrimmed(Fixed.rescale(d.rpl, SCALE, 8, "halfUp"), 8)
      })),
      nextPageCursor: paged.next
    })
  }
}

/**
 * The paper-trading report of one account (uid), from the exchange's own books: its executions, positions and
 * unified wallet. One rule over a port (`ReportHooks`), as liquidation is.
 *
 * - **Fills**: every execution of the account, with its fee, and the mid of the book when its order was accepted
 *   (a conditional order: when it triggered; see `engine/Place.ts`).
 * - **Fees** are the trading fees (`execFee`, a rebate negative) by fee coin; **funding** the funding paid.
 * - **Realised PnL** of a derivative is the price PnL its closed size made (`cumRealisedPnl` of its positions plus the
 *   fees and funding it booked), **unrealised** its open size's PnL at the mark; net = realised + unrealised − fees −
 *   funding. Spot holds coins, not positions: a spot fill counts its fees and slippage, and its gains show in the
 *   equity.
 * - **Slippage** of a fill: `(price − mid) × qty` for a buy and `(mid − price) × qty` for a sell, in the settle coin
 *   (a cost is positive; a maker fill inside the spread is negative), and per symbol its notional-weighted mean in
 *   basis points of the mid.
 * - **Equity** (USD: the unified wallet's coins less debts, plus unrealised PnL, each coin at its USD price) and
 *   **exposure** (USD value of the open positions at the mark: gross and net) are sampled on market steps (in a
 *   replay, on its book and trade lines, at their recorded times), at most once per `everyMs` of market time (1 s by
 *   default); the maximum drawdown is the largest fall from a running peak
 *   over every sample. The stored curve is bounded: past `maxSamples` (1000) points every other point is dropped and
 *   the curve keeps one point per twice the time, so a long replay keeps a flat memory (the drawdown still sees every
 *   sample).
 * - **Statistics** over every sample (not the thinned curve; see `ReportStats` for each definition): Sharpe and
 *   Sortino of the equity's returns per period (UTC days by default, annualised by √365, risk-free rate 0), the
 *   longest drawdown's duration (peak to recovery), the PnL of each UTC day, and the **turnover**: the traded value
 *   of every fill in USD (each symbol's traded value at its coin's USD price at the report's time) over the mean of
 *   every equity sample.
 * - **Counts**: the recorded lines the replay applied (every account's report: the exchange's), the REST requests its
 *   routes answered (every client's, past the IP limit and injected HTTP faults; not the admin routes, not WebSocket
 *   messages), and the account's decisions: the orders it sent, REST or `/v5/trade` (a create, amend, cancel or
 *   cancel-all, each order of a batch), refused ones included.
 * - **Times** are the market's clock: a replay's is the recording's, and once the recording ended the report and the
 *   samples stop at its last line's time (`Curves.end`), so the report of one run is the same bytes however long the
 *   emulator served after the end.
 *
 * @since 1.1.0
 */
import * as Fixed from "./base/Fixed.js"
import { SCALE } from "./books/Accounts.js"
import { averagePrice, settleValue } from "./books/Positions.js"
import type { ExecutionView } from "./engine/MatchingEngine.js"
import type { Category, Instrument } from "./market/Instruments.js"
import * as Instruments from "./market/Instruments.js"
import type { Counts, Curves, ReportHooks, Track } from "./ReportCurves.js"
import * as ReportStats from "./ReportStats.js"

const ONE = Fixed.pow10(SCALE)

/**
 * One fill of the report.
 *
 * @since 1.1.0
 * @category models
 */
export interface Fill {
  readonly time: number
  readonly category: Category
  readonly symbol: string
  readonly side: "Buy" | "Sell"
  readonly orderId: string
  readonly orderLinkId: string
  readonly execType: string
  readonly price: string
  readonly qty: string
  readonly value: string
  readonly fee: string
  readonly feeCoin: string
  readonly maker: boolean
  /** The book's mid when the order was accepted; `null` when the book had no two sides then. */
  readonly mid: string | null
  /** In the settle coin (spot: the quote coin); a cost is positive. */
  readonly slippage: string | null
}

/**
 * The figures of one symbol the account traded.
 *
 * @since 1.1.0
 * @category models
 */
export interface SymbolReport {
  readonly category: Category
  readonly symbol: string
  /** The coin its PnL, funding and slippage are in (spot: the quote coin). */
  readonly coin: string
  readonly fills: number
  readonly makerFills: number
  readonly bought: string
  readonly sold: string
  /** The traded value (sum of `execValue`). */
  readonly volume: string
  /** Trading fees by fee coin. */
  readonly fees: Readonly<Record<string, string>>
  readonly funding: string
  /** Derivatives only (`null` for spot). */
  readonly realised: string | null
  readonly unrealised: string | null
  readonly position: {
    readonly side: string
    readonly size: string
    readonly entryPrice: string
    readonly markPrice: string
  } | null
  readonly slippage: { readonly amount: string; readonly bps: string | null; readonly fills: number }
}

/**
 * The totals of one coin.
 *
 * @since 1.1.0
 * @category models
 */
export interface CoinTotals {
  readonly coin: string
  readonly fees: string
  readonly funding: string
  readonly realised: string
  readonly unrealised: string
  /** realised + unrealised − fees − funding. */
  readonly net: string
  readonly slippage: string
}

/**
 * An account's report.
 *
 * @since 1.1.0
 * @category models
 */
export interface Report {
  readonly uid: string
  /** The first sample's time and the report's, ms. */
  readonly from: number
  readonly to: number
  readonly equity: { readonly coin: "USD"; readonly start: string; readonly end: string; readonly change: string }
  readonly drawdown: {
    readonly amount: string
    /** Of the peak's equity. */
    readonly fraction: string
    readonly peakAt: number | null
    readonly troughAt: number | null
  }
  readonly totals: ReadonlyArray<CoinTotals>
  readonly symbols: ReadonlyArray<SymbolReport>
  readonly fills: ReadonlyArray<Fill>
  /** Equity and exposure over time (USD), oldest first; `exposure` is gross, `net` long less short. */
  readonly curve: ReadonlyArray<{
    readonly t: number
    readonly equity: string
    readonly exposure: string
    readonly net: string
  }>
  readonly sampling: { readonly everyMs: number; readonly storedEveryMs: number; readonly maxSamples: number }
  /**
   * Sharpe and Sortino of the equity's returns per `periodMs` (`returns` of them), annualised by
   * √(365 days / period), risk-free rate 0; `null` with fewer than two returns or no deviation (`ReportStats`).
   */
  readonly ratios: {
    readonly periodMs: number
    readonly returns: number
    readonly sharpe: string | null
    readonly sortino: string | null
  }
  /** The longest time from a peak of equity back to it (or to the last sample, not `recovered`), ms. */
  readonly longestDrawdown: {
    readonly ms: number
    readonly from: number
    readonly to: number
    readonly recovered: boolean
  } | null
  /** The traded value of every fill (USD) over the mean equity of every sample (USD); `ratio` null at no equity. */
  readonly turnover: { readonly traded: string; readonly meanEquity: string; readonly ratio: string | null }
  /** Each UTC day with a sample: the equity's change over it and the equity at its last sample (USD). */
  readonly days: ReadonlyArray<{ readonly day: string; readonly pnl: string; readonly equity: string }>
  readonly counts: Counts
}

const amount = (units: bigint): string => Fixed.formatTrimmed(units, SCALE)
const units = (text: string): bigint => Fixed.parseRounded(text, SCALE, "halfUp") ?? 0n

/** A symbol's running sums while the report reads the fills. */
interface Sums {
  readonly i: Instrument
  fills: number
  maker: number
  bought: bigint
  sold: bigint
  volume: bigint
  readonly fees: Map<string, bigint>
  funding: bigint
  slippage: bigint
  slipFills: number
  /** Sums of signed (price − mid)·qty and mid·qty, for the weighted basis points. */
  slipNum: number
  slipDen: number
}

const add = (m: Map<string, bigint>, k: string, v: bigint) => m.set(k, (m.get(k) ?? 0n) + v)

/** One execution into the fill list and its symbol's sums. */
const read = (hooks: ReportHooks, e: ExecutionView, sums: Map<Instrument, Sums>): Fill | undefined => {
  const i = Instruments.find(e.category, e.symbol)
  if (i === undefined) return undefined
  let s = sums.get(i)
  if (s === undefined) {
    s = {
      i,
      fills: 0,
      maker: 0,
      bought: 0n,
      sold: 0n,
      volume: 0n,
      fees: new Map(),
      funding: 0n,
      slippage: 0n,
      slipFills: 0,
      slipNum: 0,
      slipDen: 0
    }
    sums.set(i, s)
  }
  const fee = units(e.execFee)
  if (e.execType === "Funding") {
    s.funding += fee
    return undefined
  }
  const price = Fixed.parseRounded(e.execPrice, i.priceDecimals, "halfUp") ?? 0n
  const qty = Fixed.parseRounded(e.execQty, i.qtyDecimals, "halfUp") ?? 0n
  s.fills++
  if (e.isMaker) s.maker++
  if (e.side === "Buy") s.bought += qty
  else s.sold += qty
  s.volume += units(e.execValue)
  add(s.fees, e.feeCurrency, fee)
  const mid2 = BigInt(hooks.entryMid2(e.category, e.orderId))
  let slip: bigint | undefined
  if (mid2 > 0n) {
    const sign = e.side === "Buy" ? 1n : -1n
    // inverse values fall as the price rises: the cost is the value at the mid less the value paid
    slip =
      i.category === "inverse"
        ? sign * (2n * settleValue(i, mid2, qty) - settleValue(i, price, qty))
        : (sign * (2n * settleValue(i, price, qty) - settleValue(i, mid2, qty))) / 2n
    s.slippage += slip
    s.slipFills++
    s.slipNum += Number(sign * (2n * price - mid2)) * Number(qty)
    s.slipDen += Number(mid2) * Number(qty)
  }
  return {
    time: Number(e.execTime),
    category: e.category,
    symbol: e.symbol,
    side: e.side,
    orderId: e.orderId,
    orderLinkId: e.orderLinkId,
    execType: e.execType,
    price: e.execPrice,
    qty: e.execQty,
    value: e.execValue,
    fee: e.execFee,
    feeCoin: e.feeCurrency,
    maker: e.isMaker,
    mid: mid2 > 0n ? Fixed.formatTrimmed(mid2 * 5n, i.priceDecimals + 1) : null,
    slippage: slip === undefined ? null : amount(slip)
  }
}

/** A symbol's row: its sums, and its positions' PnL when it is a derivative. */
const symbolRow = (
  hooks: ReportHooks,
  uid: string,
  s: Sums,
  now: number,
  totals: Map<string, Totals>
): SymbolReport => {
  const i = s.i
  const coin = i.category === "spot" ? i.quoteCoin : i.settleCoin
  const t = totalsOf(totals, coin)
  for (const [feeCoin, fee] of s.fees) totalsOf(totals, feeCoin).fees += fee
  t.funding += s.funding
  t.slippage += s.slippage
  const spot = i.category === "spot"
  const held = spot ? [] : hooks.positions(uid).filter((p) => p.instrument === i)
  const cum = held.reduce((n, p) => n + p.cumRealisedPnl, 0n)
  const realised = cum + (s.fees.get(coin) ?? 0n) + s.funding
  const unrealised = held.reduce((n, p) => n + hooks.unrealised(p, now), 0n)
  if (!spot) {
    t.realised += realised
    t.unrealised += unrealised
  }
  const open = held.find((p) => p.size > 0n)
  return {
    category: i.category,
    symbol: i.symbol,
    coin,
    fills: s.fills,
    makerFills: s.maker,
    bought: Fixed.format(s.bought, i.qtyDecimals),
    sold: Fixed.format(s.sold, i.qtyDecimals),
    volume: amount(s.volume),
    fees: Object.fromEntries([...s.fees].map(([k, v]) => [k, amount(v)])),
    funding: amount(s.funding),
    realised: spot ? null : amount(realised),
    unrealised: spot ? null : amount(unrealised),
    position:
      open === undefined
        ? null
        : {
            side: open.side,
            size: Fixed.format(open.size, i.qtyDecimals),
            entryPrice: averagePrice(i, open.value, open.size),
            markPrice: Fixed.format(hooks.markUnits(i, now), i.priceDecimals)
          },
    slippage: {
      amount: amount(s.slippage),
      bps: s.slipDen === 0 ? null : ((s.slipNum / s.slipDen) * 10_000).toFixed(2),
      fills: s.slipFills
    }
  }
}

interface Totals {
  fees: bigint
  funding: bigint
  realised: bigint
  unrealised: bigint
  slippage: bigint
}

const totalsOf = (m: Map<string, Totals>, coin: string): Totals => {
  let t = m.get(coin)
  if (t === undefined) {
    t = { fees: 0n, funding: 0n, realised: 0n, unrealised: 0n, slippage: 0n }
    m.set(coin, t)
  }
  return t
}

/**
 * The report of `uid` at `now` (it takes a sample of the account's equity then).
 *
 * @since 1.1.0
 * @category behaviour
 */
export const report = (curves: Curves, uid: string, at: number): Report => {
  const { hooks } = curves
  const now = curves.at(at)
  const track = curves.sample(uid, now)
  const sums = new Map<Instrument, Sums>()
  const fills: Array<Fill> = []
  const executions = hooks.executions(uid)
  for (let k = executions.length - 1; k >= 0; k--) {
    const e = executions[k]
    const fill = e === undefined ? undefined : read(hooks, e, sums)
    if (fill !== undefined) fills.push(fill)
  }
  const totals = new Map<string, Totals>()
  const symbols = [...sums.values()].map((s) => symbolRow(hooks, uid, s, now, totals))
  const end = track.points[track.points.length - 1]?.equity ?? track.first.equity
  const dd = track.drawdown
  const { points, storeEvery } = curves.curve(uid)
  return {
    uid,
    from: track.first.t,
    to: now,
    equity: {
      coin: "USD",
      start: amount(track.first.equity),
      end: amount(end),
      change: amount(end - track.first.equity)
    },
    drawdown: {
      amount: amount(dd?.amount ?? 0n),
      fraction:
        dd === undefined || dd.peak.equity <= 0n ? "0" : Fixed.formatTrimmed((dd.amount * ONE) / dd.peak.equity, SCALE),
      peakAt: dd?.peak.t ?? null,
      troughAt: dd?.trough.t ?? null
    },
    totals: [...totals].map(([coin, t]) => ({
      coin,
      fees: amount(t.fees),
      funding: amount(t.funding),
      realised: amount(t.realised),
      unrealised: amount(t.unrealised),
      net: amount(t.realised + t.unrealised - t.fees - t.funding),
      slippage: amount(t.slippage)
    })),
    symbols,
    fills,
    curve: points.map((p) => ({ t: p.t, equity: amount(p.equity), exposure: amount(p.gross), net: amount(p.net) })),
    sampling: { everyMs: curves.everyMs, storedEveryMs: storeEvery, maxSamples: curves.maxSamples },
    ...statistics(curves, track, sums, now),
    counts: curves.counts(uid)
  }
}

const ratio = (x: number | null): string | null => (x === null ? null : x.toFixed(6))

/** The report's statistics (`ReportStats`) of an account's samples and fills. */
const statistics = (curves: Curves, track: Track, sums: ReadonlyMap<Instrument, Sums>, now: number) => {
  const { stats } = track
  const returns = stats.returns()
  const { sharpe, sortino } = ReportStats.ratios(returns, curves.periodMs)
  const longest = stats.longestDrawdown()
  let traded = 0n
  for (const s of sums.values()) {
    const coin = s.i.category === "spot" ? s.i.quoteCoin : s.i.settleCoin
    traded += (s.volume * curves.hooks.usdPrice(coin, now)) / ONE
  }
  const mean = stats.meanEquity()
  return {
    ratios: { periodMs: curves.periodMs, returns: returns.n, sharpe: ratio(sharpe), sortino: ratio(sortino) },
    longestDrawdown:
      longest === undefined
        ? null
        : { ms: longest.to - longest.from, from: longest.from, to: longest.to, recovered: longest.recovered },
    turnover: {
      traded: amount(traded),
      meanEquity: amount(mean),
      ratio: mean > 0n ? Fixed.formatTrimmed((traded * ONE) / mean, SCALE) : null
    },
    days: stats.days().map((d) => ({ day: d.day, pnl: amount(d.pnl), equity: amount(d.equity) }))
  }
}

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
import { type Accounts, SCALE } from "./books/Accounts.js"
import { averagePrice, type Position, type Positions, settleValue } from "./books/Positions.js"
import type { ExecutionView, MatchingEngine } from "./engine/MatchingEngine.js"
import type { LiquidationHooks } from "./Liquidation.js"
import type { Margin } from "./Margin.js"
import type { Category, Instrument } from "./market/Instruments.js"
import * as Instruments from "./market/Instruments.js"
import * as ReportStats from "./ReportStats.js"

const ONE = Fixed.pow10(SCALE)

/**
 * What the report reads of the exchange (amounts in 10^-18 units; USD figures in USD).
 *
 * @since 1.1.0
 * @category models
 */
export interface ReportHooks {
  /** Every account of the exchange. */
  readonly uids: () => ReadonlyArray<string>
  /** An account's executions, newest first. */
  readonly executions: (uid: string) => ReadonlyArray<ExecutionView>
  /** An account's positions (every one it ever touched). */
  readonly positions: (uid: string) => ReadonlyArray<Position>
  readonly markUnits: (i: Instrument, now: number) => bigint
  readonly unrealised: (p: Position, now: number) => bigint
  /** The unified wallet's coins less debts, in USD. */
  readonly cash: (uid: string, now: number) => bigint
  readonly usdPrice: (coin: string, now: number) => bigint
  /** Twice the book's mid (price units) when an order was accepted; 0 when the book had no two sides. */
  readonly entryMid2: (category: Category, orderId: string) => number
}

/**
 * The hooks, read from the exchange's books, its engine and the liquidation model's wallet reading.
 *
 * @since 1.1.0
 * @category constructors
 */
export const hooksOf = (deps: {
  readonly accounts: Accounts
  readonly positions: Positions
  readonly margin: Margin
  readonly engine: MatchingEngine
  readonly liquidation: LiquidationHooks
}): ReportHooks => ({
  uids: () => deps.accounts.uids(),
  executions: (uid) => deps.engine.executions(uid),
  positions: (uid) => deps.positions.list(uid),
  markUnits: (i, now) => deps.margin.markUnits(i, now),
  unrealised: (p, now) => deps.liquidation.unrealised(p, now),
  cash: (uid, now) => deps.liquidation.cash(uid, now),
  usdPrice: (coin, now) => deps.margin.usdPrice(coin, now),
  entryMid2: (category, orderId) => deps.engine.entryMid2(category, orderId)
})

/** One point of the equity and exposure curve (USD, 10^-18 units). */
interface Point {
  readonly t: number
  readonly equity: bigint
  readonly gross: bigint
  readonly net: bigint
}

const orderPaths = new Set(["create", "amend", "cancel", "cancel-all", "create-batch", "amend-batch", "cancel-batch"])

/**
 * The decisions a private REST request carries: 1 for an order's create, amend or cancel (and a cancel-all), each
 * order of a batch, 0 for any other path.
 *
 * @since 1.3.0
 * @category getters
 */
export const decisionsOf = (path: string, params: { readonly request?: unknown }): number =>
  path.startsWith("/v5/order/") && orderPaths.has(path.slice(10))
    ? Array.isArray(params.request)
      ? params.request.length
      : 1
    : 0

/** What is kept of one account's curve. */
interface Track {
  next: number
  points: Array<Point>
  storeEvery: number
  nextStore: number
  first: Point
  peak: Point
  drawdown: { amount: bigint; peak: Point; trough: Point } | undefined
  readonly stats: ReportStats.Running
}

/**
 * The sampled equity and exposure of every account, bounded (see the module's notes).
 *
 * @since 1.1.0
 * @category models
 */
export class Curves {
  readonly everyMs: number
  readonly maxSamples: number
  /** The period of the returns Sharpe and Sortino are of, ms (one day by default). */
  readonly periodMs: number
  private readonly tracks = new Map<string, Track>()
  /** The recording's last time once a replay ended: no time of the report goes past it. */
  private endedAt: number | undefined
  /** The recorded lines applied, the REST requests sent, and each account's order-entry requests. */
  private readonly counted = { lines: 0, messages: 0, decisions: new Map<string, number>() }

  constructor(
    readonly hooks: ReportHooks,
    options: {
      readonly everyMs?: number | undefined
      readonly maxSamples?: number | undefined
      readonly periodMs?: number | undefined
    } = {}
  ) {
    this.everyMs = Math.max(0, options.everyMs ?? 1000)
    this.maxSamples = Math.max(4, options.maxSamples ?? 1000)
    this.periodMs = Math.max(1, options.periodMs ?? ReportStats.DAY_MS)
  }

  /** The replay ended at `at` (its last line's time): samples and reports stop there. */
  end(at: number): void {
    this.endedAt = at
  }

  /** A time of the market, held at the recording's end once the replay ended. */
  at(now: number): number {
    return this.endedAt !== undefined && now > this.endedAt ? this.endedAt : now
  }

  /** One recorded line applied. */
  line(): void {
    this.counted.lines++
  }

  /** One REST request answered by the exchange's routes. */
  message(): void {
    this.counted.messages++
  }

  /** `n` orders an account sent (created, amended or cancelled). */
  decided(uid: string, n: number): void {
    if (n > 0) this.counted.decisions.set(uid, (this.counted.decisions.get(uid) ?? 0) + n)
  }

  /** The counts of an account's report. */
  counts(uid: string): Counts {
    const { lines, messages, decisions } = this.counted
    return { lines, messages, decisions: decisions.get(uid) ?? 0 }
  }

  /** The members as the last step that looked at each of them saw them, and the earliest sample then due. */
  private seen: ReadonlyArray<string> | undefined
  private due = Number.NEGATIVE_INFINITY

  /** A market step at `now`: every account whose sample is due takes one. */
  step(at: number): void {
    const now = this.at(at)
    // a replay steps at every line: until the earliest sample is due (or the members change) none is looked at
    const uids = this.hooks.uids()
    if (uids === this.seen && now < this.due) return
    let due = Number.POSITIVE_INFINITY
    for (let k = 0; k < uids.length; k++) {
      const uid = uids[k] as string
      let t = this.tracks.get(uid)
      if (t === undefined || now >= t.next) t = this.sample(uid, now)
      if (t.next < due) due = t.next
    }
    this.seen = uids
    this.due = due
  }

  /** Takes one sample of an account now (the report takes one at its time). */
  sample(uid: string, at: number): Track {
    const now = this.at(at)
    const point = { t: now, ...figures(this.hooks, uid, now) }
    let t = this.tracks.get(uid)
    if (t === undefined) {
      t = {
        next: now,
        points: [],
        storeEvery: this.everyMs,
        nextStore: now,
        first: point,
        peak: point,
        drawdown: undefined,
        stats: new ReportStats.Running(this.periodMs)
      }
      this.tracks.set(uid, t)
    }
    t.next = now + this.everyMs
    t.stats.add(now, point.equity)
    if (point.equity > t.peak.equity) t.peak = point
    const fall = t.peak.equity - point.equity
    if (fall > 0n && (t.drawdown === undefined || fall > t.drawdown.amount))
      t.drawdown = { amount: fall, peak: t.peak, trough: point }
    const last = t.points[t.points.length - 1]
    if (last !== undefined && last.t === now) t.points[t.points.length - 1] = point
    else if (now >= t.nextStore) {
      t.points.push(point)
      t.nextStore = now + t.storeEvery
      if (t.points.length > this.maxSamples) {
        // every other point goes, the first stays; the curve keeps one point per twice the time from here
        t.points = t.points.filter((_, k) => k % 2 === 0)
        t.storeEvery = Math.max(1, t.storeEvery * 2)
      }
    }
    return t
  }

  /** The stored curve of an account and the interval it now keeps, ms. */
  curve(uid: string): { readonly points: ReadonlyArray<Point>; readonly storeEvery: number } {
    const t = this.tracks.get(uid)
    return { points: t?.points ?? [], storeEvery: t?.storeEvery ?? this.everyMs }
  }
}

/** Equity and exposure of an account now, USD. */
const figures = (hooks: ReportHooks, uid: string, now: number) => {
  let equity = hooks.cash(uid, now)
  let gross = 0n
  let net = 0n
  for (const p of hooks.positions(uid)) {
    if (p.size === 0n) continue
    const usd = hooks.usdPrice(p.instrument.settleCoin, now)
    equity += (hooks.unrealised(p, now) * usd) / ONE
    const value = (settleValue(p.instrument, hooks.markUnits(p.instrument, now), p.size) * usd) / ONE
    gross += value
    net += p.side === "Sell" ? -value : value
  }
  return { equity, gross, net }
}

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
 * What a run saw (see the module's notes): the recorded lines applied, the REST requests the exchange's routes
 * answered, and the account's decisions (the orders it sent).
 *
 * @since 1.3.0
 * @category models
 */
export interface Counts {
  readonly lines: number
  readonly messages: number
  readonly decisions: number
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

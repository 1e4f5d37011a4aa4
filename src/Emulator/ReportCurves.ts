/**
 * The report's running state (`Report`): every account's sampled equity and exposure (the bounded curve, the
 * maximum drawdown and the statistics of `ReportStats`, over every sample), the counts of what the exchange saw, and
 * the recording's end once a replay ended (no time of a report goes past it). See `Report` for the definitions.
 *
 * @since 1.3.0
 */
import * as Fixed from "./base/Fixed.js"
import { type Accounts, SCALE } from "./books/Accounts.js"
import { type Position, type Positions, settleValue } from "./books/Positions.js"
import type { ExecutionView, MatchingEngine } from "./engine/MatchingEngine.js"
import type { LiquidationHooks } from "./Liquidation.js"
import type { Margin } from "./Margin.js"
import type { Category, Instrument } from "./market/Instruments.js"
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

/**
 * One point of the equity and exposure curve (USD, 10^-18 units).
 *
 * @since 1.3.0
 * @category models
 */
export interface Point {
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

/**
 * What is kept of one account's curve.
 *
 * @since 1.3.0
 * @category models
 */
export interface Track {
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

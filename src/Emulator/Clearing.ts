/**
 * Clearing: settles what the matching engine reports into balances, positions and the ledger, refreshes the
 * holds of the orders it touched, and pushes the public trades and the private order → execution →
 * execution.fast → position → wallet (→ greeks) messages per account; closes positions at market when their
 * TP / SL / trailing stop is crossed, and clears the partial TP/SL a trigger or a close left behind.
 *
 * @since 0.1.0
 */

import type { Bus } from "./Bus.js"
import * as Fixed from "./base/Fixed.js"
import { type Accounts, SCALE } from "./books/Accounts.js"
import type { Ledger } from "./books/Ledger.js"
import { type Position, type Positions, settleValue, amount as showAmount } from "./books/Positions.js"
import type { WsPublicTrade } from "./ExchangeTypes.js"
import type { ExecutionView, MatchingEngine, Report } from "./engine/MatchingEngine.js"
import * as TrailingStop from "./engine/TrailingStop.js"
import type { Margin } from "./Margin.js"
import type { Category, Instrument } from "./market/Instruments.js"
import * as Instruments from "./market/Instruments.js"
import { type OptionTicker, RECORDED_TRADES } from "./market/MarketData.js"
import type { MarketSource } from "./market/MarketSource.js"
import { PartialStops, type SweepDeps } from "./PartialStops.js"
import type { Views } from "./Views.js"

/**
 * The categories in the order pushes go out.
 *
 * @since 0.1.0
 * @category constants
 */
export const CATEGORIES: ReadonlyArray<Category> = ["spot", "linear", "inverse", "option"]

/** Adds a position to the touched ones of its account (a function, not a closure made per report). */
const touch = (byUid: Map<string, Set<Position>>, p: Position): void => {
  let set = byUid.get(p.uid)
  if (set === undefined) {
    set = new Set()
    byUid.set(p.uid, set)
  }
  set.add(p)
}

/** The category of the execution that printed a trade (a loop, not a predicate closure made per trade). */
const categoryOfTrade = (report: Report, execId: string): Category | undefined => {
  for (const e of report.executions) if (e.execId === execId) return e.category
  return undefined
}

/**
 * Whether any of `items` belongs to the account (and to `category` when given): a loop, not a predicate closure
 * made per call.
 */
const hasAccount = (
  items: ReadonlyArray<{ readonly accountId: string; readonly category: Category }>,
  uid: string,
  category?: Category
): boolean => {
  for (const x of items) if (x.accountId === uid && (category === undefined || x.category === category)) return true
  return false
}

/**
 * The clearing house.
 *
 * @since 0.1.0
 * @category models
 */
export class Clearing {
  /**
   * Trades the engine printed (the market's own trades are published apart from them): the ids the recent-trade
   * answers can still return, the last `RECORDED_TRADES` per instrument, not every trade ever printed.
   */
  readonly printed = new Set<string>()
  /** The ids in `printed` per instrument, oldest first from `start`. */
  private readonly printedBy = new Map<Instrument, { items: Array<string>; start: number }>()
  /** Armed trailing stops: the best price since the stop armed. */
  readonly trailing = new Map<Position, bigint>()
  /** Partial-position TP/SL orders, by position. */
  readonly partial = new PartialStops()
  private readonly bookVersions = new Map<Instrument, number>()
  /** What a sweep of the partial stops settles through (made once: a replay sweeps at every line). */
  private readonly sweepDeps: SweepDeps

  constructor(
    private readonly deps: {
      readonly accounts: Accounts
      readonly positions: Positions
      readonly market: MarketSource
      readonly engine: MatchingEngine
      readonly bus: Bus
      readonly margin: Margin
      readonly views: Views
      readonly ledger: Ledger
      /** Told of every report once it is applied (MMP counts maker fills here). */
      readonly onApplied?: (report: Report, now: number) => void
    }
  ) {
    this.sweepDeps = { engine: deps.engine, apply: (r, at, touched) => this.applyReport(r, at, touched) }
  }

  bookChanged(i: Instrument, now: number): void {
    // only the version is read: no levels to format
    const v = this.deps.engine.version(i)
    if (this.bookVersions.get(i) === v) return
    this.bookVersions.set(i, v)
    this.deps.bus.publish({ kind: "orderbook", category: i.category, symbol: i.symbol, ts: now })
  }

  /** The book as it stands was published (a replay sent its line itself): `bookChanged` publishes the next change. */
  bookPublished(i: Instrument): void {
    this.bookVersions.set(i, this.deps.engine.version(i))
  }

  /**
   * Position TP / SL / trailing stops: close the position at market when the price each one triggers by (last,
   * mark or index; trailing stops follow the last price) crosses it.
   */
  positionStops(i: Instrument, now: number): void {
    if (i.category !== "linear" && i.category !== "inverse") return
    this.partial.sweep(i, now, this.sweepDeps)
    const positions = this.deps.positions.listAll(i)
    // a replay asks at every line: with no position of the instrument there is no price to read
    if (positions.length === 0) return
    const last = BigInt(this.deps.market.lastPriceUnits(i, now))
    const ref = (by: string): bigint =>
      by === "MarkPrice" || by === "IndexPrice"
        ? (Fixed.parseRounded(
            this.deps.market.price(i, by === "MarkPrice" ? "mark" : "index", now),
            i.priceDecimals,
            "halfUp"
          ) ?? last)
        : last
    for (const p of positions) {
      if (p.size === 0n) continue
      const long = p.side === "Buy"
      const tp = p.takeProfit === "" ? 0n : (Fixed.parse(p.takeProfit, i.priceDecimals) ?? 0n)
      const sl = p.stopLoss === "" ? 0n : (Fixed.parse(p.stopLoss, i.priceDecimals) ?? 0n)
      const tpAt = ref(p.tpTriggerBy)
      const slAt = ref(p.slTriggerBy)
      let createType = ""
      if (tp > 0n && (long ? tpAt >= tp : tpAt <= tp)) createType = "CreateByTakeProfit"
      else if (sl > 0n && (long ? slAt <= sl : slAt >= sl)) createType = "CreateByStopLoss"
      else if (p.trailingStop !== "0" && p.trailingStop !== "") {
        const stop = {
          long,
          distance: Fixed.parse(p.trailingStop, i.priceDecimals) ?? 0n,
          activePrice: p.activePrice === "" ? 0n : (Fixed.parse(p.activePrice, i.priceDecimals) ?? 0n)
        }
        const trail = TrailingStop.step(stop, this.trailing.get(p), last)
        if (trail.best !== undefined) this.trailing.set(p, trail.best)
        if (trail.fired) createType = "CreateByTrailingStop"
      }
      if (createType === "") continue
      this.trailing.delete(p)
      const side = long ? "Sell" : "Buy"
      const outcome = this.deps.engine.place(
        i,
        {
          accountId: p.uid,
          side,
          orderType: "Market",
          qty: Fixed.format(p.size, i.qtyDecimals),
          positionIdx: p.positionIdx,
          reduceOnly: true,
          closeOnTrigger: true,
          createType,
          fees: this.deps.margin.feeRates(p.uid, i.category, i.symbol)
        },
        now
      )
      p.takeProfit = ""
      p.stopLoss = ""
      p.trailingStop = "0"
      p.activePrice = ""
      if (outcome._tag === "Accepted") this.applyReport(outcome.report, now, [p])
    }
  }

  /**
   * Settles the executions of a report into balances and positions, refreshes the holds of the orders it
   * touched, and emits public trades and the private order → execution → execution.fast → position → wallet
   * pushes per account.
   */
  applyReport(report: Report, now: number, touched: ReadonlyArray<Position>): void {
    // every clock step brings one report per instrument, nearly all empty: nothing to settle, push or refresh
    if (
      touched.length === 0 &&
      report.executions.length === 0 &&
      report.orders.length === 0 &&
      report.trades.length === 0
    ) {
      this.deps.onApplied?.(report, now)
      return
    }
    const uids = new Set<string>()
    const positionsTouched = new Map<string, Set<Position>>()
    for (const p of touched) {
      touch(positionsTouched, p)
      uids.add(p.uid)
    }
    const greeks = new Set<string>()
    for (const e of report.executions) {
      uids.add(e.accountId)
      const p = this.settle(e, now)
      if (p !== undefined) {
        touch(positionsTouched, p)
        if (p.instrument.category === "option") greeks.add(e.accountId)
      }
    }
    for (const v of report.orders) {
      uids.add(v.accountId)
      this.deps.margin.setHold(v.orderId, this.deps.margin.holdOf(v))
      if (v.category === "linear" || v.category === "inverse") {
        const i = Instruments.find(v.category, v.symbol)
        if (i !== undefined) {
          const p = this.deps.positions.position(v.accountId, i, this.positionIdxOf(v.accountId, i, v))
          touch(positionsTouched, p)
          this.partial.adopt(p, v)
        }
      }
    }
    for (const t of report.trades) {
      const i = Instruments.find(categoryOfTrade(report, t.execId) ?? "linear", t.symbol)
      const inst = i ?? Instruments.all.find((x) => x.symbol === t.symbol)
      if (inst === undefined) continue
      this.remember(inst, t.execId)
      this.deps.market.recordTrade(inst, t)
    }
    this.publishTrades(report)
    for (const uid of uids) {
      // ids advance whether or not anyone listens; the data is built only for a listener
      const heard = this.deps.bus.hears(uid)
      if (!heard) {
        this.advanceIds(uid, report, positionsTouched.get(uid))
        if (greeks.has(uid)) this.pushGreeks(uid, now)
        continue
      }
      const orders = report.orders.filter((o) => o.accountId === uid)
      for (const category of CATEGORIES) {
        const list = orders.filter((o) => o.category === category)
        if (list.length === 0) continue
        const id = this.deps.bus.nextId(uid, "order")
        if (!heard) continue
        this.deps.bus.push({
          uid,
          topic: "order",
          category,
          id,
          creationTime: now,
          data: list.map((o) => this.deps.views.wsOrder(o))
        })
      }
      const execs = report.executions.filter((e) => e.accountId === uid)
      for (const category of CATEGORIES) {
        const list = execs.filter((e) => e.category === category)
        if (list.length === 0) continue
        const id = this.deps.bus.nextId(uid, "execution")
        if (!heard) continue
        this.deps.bus.push({
          uid,
          topic: "execution",
          category,
          id,
          creationTime: now,
          data: list.map((e) => this.deps.views.wsExecution(e))
        })
        this.deps.bus.push({
          uid,
          topic: "execution.fast",
          category,
          creationTime: now,
          data: list.map((e) => ({
            category: e.category,
            symbol: e.symbol,
            orderId: e.orderId,
            isMaker: e.isMaker,
            orderLinkId: e.isMaker ? "" : e.orderLinkId,
            execId: e.execId,
            execPrice: e.execPrice,
            execQty: e.execQty,
            side: e.side,
            execTime: e.execTime,
            seq: e.seq
          }))
        })
      }
      const ps = [...(positionsTouched.get(uid) ?? [])]
      for (const category of CATEGORIES) {
        const list = ps.filter((p) => p.instrument.category === category)
        if (list.length === 0) continue
        const id = this.deps.bus.nextId(uid, "position")
        if (!heard) continue
        this.deps.bus.push({
          uid,
          topic: "position",
          category,
          id,
          creationTime: now,
          data: list.map((p) => this.deps.views.positionItem(p, true, now))
        })
      }
      if (orders.length > 0 || execs.length > 0) this.pushWallet(uid, now)
      if (greeks.has(uid)) this.pushGreeks(uid, now)
    }
    for (const v of report.orders) {
      const i = Instruments.find(v.category, v.symbol)
      if (i !== undefined) this.bookChanged(i, now)
    }
    this.deps.onApplied?.(report, now)
  }

  /** Adds a printed trade's id, forgetting the instrument's oldest once the recent trades no longer hold it. */
  private remember(i: Instrument, execId: string): void {
    this.printed.add(execId)
    let ids = this.printedBy.get(i)
    if (ids === undefined) {
      ids = { items: [], start: 0 }
      this.printedBy.set(i, ids)
    }
    ids.items.push(execId)
    if (ids.items.length - ids.start > RECORDED_TRADES) {
      const oldest = ids.items[ids.start]
      if (oldest !== undefined) this.printed.delete(oldest)
      ids.start++
    }
    if (ids.start >= RECORDED_TRADES) {
      ids.items.splice(0, ids.start)
      ids.start = 0
    }
  }

  /**
   * What the pushes of `applyReport` do for an account nobody listens to: take the sequence numbers their ids
   * would have taken, in the same order (orders, executions, positions by category, then the wallet).
   */
  private advanceIds(uid: string, report: Report, positions: ReadonlySet<Position> | undefined): void {
    for (const category of CATEGORIES) {
      if (hasAccount(report.orders, uid, category)) this.deps.bus.nextSeq()
    }
    for (const category of CATEGORIES) {
      if (hasAccount(report.executions, uid, category)) this.deps.bus.nextSeq()
    }
    if (positions !== undefined) {
      for (const category of CATEGORIES) {
        for (const p of positions) {
          if (p.instrument.category !== category) continue
          this.deps.bus.nextSeq()
          break
        }
      }
    }
    if (hasAccount(report.orders, uid) || hasAccount(report.executions, uid)) this.deps.bus.nextSeq()
  }

  private publishTrades(report: Report): void {
    if (report.trades.length === 0 || !this.deps.bus.hearsPublic) return
    const bySymbol = new Map<string, Array<WsPublicTrade>>()
    const categoryOf = new Map<string, Category>()
    for (const t of report.trades) {
      const cat = categoryOfTrade(report, t.execId)
      const key = t.symbol
      if (cat !== undefined) categoryOf.set(key, cat)
      let list = bySymbol.get(key)
      if (list === undefined) {
        list = []
        bySymbol.set(key, list)
      }
      list.push({
        T: Number(t.time),
        s: t.symbol,
        S: t.side,
        v: t.size,
        p: t.price,
        L: t.tickDirection,
        i: t.execId,
        BT: t.isBlockTrade,
        RPI: t.isRPITrade,
        seq: Number(t.seq)
      })
    }
    for (const [symbol, data] of bySymbol) {
      const category = categoryOf.get(symbol)
      if (category === undefined) continue
      this.deps.bus.publish({ kind: "publicTrade", category, symbol, ts: data[data.length - 1]?.T ?? 0, data })
    }
  }

  positionIdxOf(
    uid: string,
    i: Instrument,
    v: { readonly positionIdx: 0 | 1 | 2; readonly side: "Buy" | "Sell"; readonly reduceOnly: boolean }
  ): 0 | 1 | 2 {
    if (v.positionIdx !== 0 || this.deps.positions.settings(uid, i).mode === 0) return v.positionIdx
    return v.side === "Buy" ? (v.reduceOnly ? 2 : 1) : v.reduceOnly ? 1 : 2
  }

  /** Settles one execution; returns the position it moved (derivatives and options). */
  private settle(e: ExecutionView, now: number): Position | undefined {
    const i = Instruments.find(e.category, e.symbol)
    if (i === undefined) return undefined
    const uid = e.accountId
    const qty = Fixed.parse(e.execQty, i.qtyDecimals) ?? 0n
    const price = Fixed.parse(e.execPrice, i.priceDecimals) ?? 0n
    const fee = Fixed.parseRounded(e.execFee, SCALE, "halfUp") ?? 0n
    const value = settleValue(i, price, qty)
    if (i.category === "spot") {
      const base = qty * Fixed.pow10(SCALE - i.qtyDecimals)
      if (e.side === "Buy") {
        this.deps.accounts.add(uid, "UNIFIED", i.quoteCoin, -value)
        this.deps.accounts.add(uid, "UNIFIED", i.baseCoin, base - fee)
        this.book(e, i.quoteCoin, -value, 0n, e.execQty)
        this.book(e, i.baseCoin, base, fee, e.execQty)
      } else {
        this.deps.accounts.add(uid, "UNIFIED", i.baseCoin, -base)
        this.deps.accounts.add(uid, "UNIFIED", i.quoteCoin, value - fee)
        this.book(e, i.baseCoin, -base, 0n, e.execQty)
        this.book(e, i.quoteCoin, value, fee, e.execQty)
      }
      this.deps.views.execExtras.set(e.execId, { closedSize: "0", execPnl: "0" })
      return undefined
    }
    const order = this.deps.engine.orderTerms(i.category, { accountId: uid, orderId: e.orderId })
    const idx = order === undefined ? 0 : this.positionIdxOf(uid, i, order)
    const s = this.deps.positions.apply({
      uid,
      instrument: i,
      positionIdx: idx,
      side: e.side,
      qty,
      price,
      fee,
      order: {
        orderId: e.orderId,
        side: e.side,
        qty: e.orderQty,
        price: e.orderPrice,
        orderType: e.orderType
      },
      now,
      seq: e.seq
    })
    const size = Fixed.format(s.position.size, i.qtyDecimals)
    if (i.category === "option") {
      // Premiums move cash; the position keeps its entry for the PnL figures.
      this.deps.accounts.add(uid, "UNIFIED", i.settleCoin, (e.side === "Buy" ? -value : value) - fee)
      this.book(e, i.settleCoin, e.side === "Buy" ? -value : value, fee, size)
    } else {
      this.deps.accounts.add(uid, "UNIFIED", i.settleCoin, s.cashFlow)
      this.book(e, i.settleCoin, s.pnl, fee, size)
    }
    this.deps.views.execExtras.set(e.execId, {
      closedSize: Fixed.format(s.closedSize, i.qtyDecimals),
      execPnl: showAmount(s.pnl)
    })
    return s.position
  }

  /** Records an execution's cash movement in `coin` (applied already) in the ledger. */
  private book(e: ExecutionView, coin: string, cashFlow: bigint, fee: bigint, size: string): void {
    this.deps.ledger.record({
      uid: e.accountId,
      type: e.execType === "BustTrade" ? "LIQUIDATION" : "TRADE",
      category: e.category,
      symbol: e.symbol,
      side: e.side,
      currency: coin,
      qty: e.execQty,
      size,
      tradePrice: e.execPrice,
      fee,
      feeRate: fee === 0n ? "0" : e.feeRate,
      cashFlow,
      change: cashFlow - fee,
      cashBalance: this.deps.accounts.balance(e.accountId, "UNIFIED", coin),
      tradeId: e.execId,
      orderId: e.orderId,
      orderLinkId: e.orderLinkId,
      time: Number(e.execTime)
    })
  }

  pushWallet(uid: string, now: number): void {
    const id = this.deps.bus.nextId(uid, "wallet")
    if (!this.deps.bus.hears(uid)) return
    this.deps.bus.push({
      uid,
      topic: "wallet",
      id,
      creationTime: now,
      data: [this.deps.views.walletItem(uid, undefined, now)]
    })
  }

  pushGreeks(uid: string, now: number): void {
    const id = this.deps.bus.nextId(uid, "greeks")
    if (!this.deps.bus.hears(uid)) return
    const byCoin = new Map<string, { d: number; g: number; v: number; t: number }>()
    for (const p of this.deps.positions.list(uid, "option")) {
      if (p.size === 0n) continue
      const t = this.deps.market.ticker(p.instrument, now) as OptionTicker
      const size = Number(Fixed.format(p.size, p.instrument.qtyDecimals)) * (p.side === "Sell" ? -1 : 1)
      const acc = byCoin.get(p.instrument.baseCoin) ?? { d: 0, g: 0, v: 0, t: 0 }
      acc.d += Number(t.delta) * size
      acc.g += Number(t.gamma) * size
      acc.v += Number(t.vega) * size
      acc.t += Number(t.theta) * size
      byCoin.set(p.instrument.baseCoin, acc)
    }
    const f = (x: number) => x.toFixed(4)
    this.deps.bus.push({
      uid,
      topic: "greeks",
      id,
      creationTime: now,
      data: [...byCoin].map(([baseCoin, a]) => ({
        baseCoin,
        totalDelta: f(a.d),
        totalGamma: f(a.g),
        totalVega: f(a.v),
        totalTheta: f(a.t)
      }))
    })
  }

  refreshHolds(uid: string, i: Instrument): void {
    for (const v of this.deps.engine.orders({
      accountId: uid,
      category: i.category,
      symbol: i.symbol,
      openOnly: true
    })) {
      this.deps.margin.setHold(v.orderId, this.deps.margin.holdOf(v))
    }
  }

  pushPositions(uid: string, i: Instrument, now: number): void {
    const list = this.deps.positions.indices(uid, i).map((idx) => this.deps.positions.position(uid, i, idx))
    this.deps.bus.push({
      uid,
      topic: "position",
      category: i.category,
      id: this.deps.bus.nextId(uid, "position"),
      creationTime: now,
      data: list.map((x) => this.deps.views.positionItem(x, true, now))
    })
  }
}

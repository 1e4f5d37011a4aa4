/**
 * The engine's price updates: each new price of the walk trades through the user orders the market crossed,
 * lays the market's liquidity around it, and fires the conditional and TP/SL orders whose trigger it met.
 *
 * @since 0.1.0
 */
import * as Fixed from "../base/Fixed.js"
import type { Instrument } from "../market/Instruments.js"
import type { Liquidity } from "../market/MarketData.js"
import type { LevelChanges, LevelSource } from "../market/MarketTypes.js"
import { type Book, type BookSide, mid2, type Order } from "./Book.js"
import { applyFill, execute } from "./Fills.js"
import type { Report, TriggerBy } from "./Models.js"
import { shrinkQueue } from "./Queue.js"
import type { EngineState } from "./State.js"
import { attachTpSl } from "./TpSl.js"
import { Collector, notional, px, qt, valueScale } from "./Views.js"

/**
 * Feeds the walk's price to a book at `now`: trades through user orders the market crossed, lays the market's
 * liquidity around the new price, then triggers the conditional orders whose direction is met (by last, mark or
 * index price as each asks). `price` is a decimal string or price units.
 *
 * @since 0.1.0
 * @category internals
 */
export const onPrice = (
  s: EngineState,
  instrument: Instrument,
  price: string | number,
  now: number,
  refs?: { readonly markPrice?: string | undefined; readonly indexPrice?: string | undefined }
): Report => {
  const i = instrument
  const b = s.book(i)
  const c = new Collector()
  const units = typeof price === "number" ? price : Number(Fixed.parseRounded(price, i.priceDecimals, "halfUp") ?? 0n)
  if (units <= 0) return c.flush()
  b.reference = units
  const liquidity = s.liquidity?.levels(i, units, now)
  if (liquidity !== undefined) {
    tradeThrough(s, b, liquidity.asks[0]?.[0], liquidity.bids[0]?.[0], now, c)
    layLiquidity(b, liquidity)
  }
  // Triggered orders meet the market as it stands at the new price.
  trigger(s, b, units, refs, now, c)
  return c.flush()
}

/**
 * `onPrice` for a market that says what changed of its book since it was last laid (a replayed recording): the
 * same trade-through, lay and triggers, with only the changed levels laid (`layChanges`) instead of the whole book.
 * `price` in units.
 *
 * @since 1.1.0
 * @category internals
 */
export const onLevels = (
  s: EngineState,
  instrument: Instrument,
  price: number,
  changes: LevelChanges,
  now: number,
  refs?: { readonly markPrice?: string | undefined; readonly indexPrice?: string | undefined }
): Report => {
  const b = s.book(instrument)
  const c = new Collector()
  if (price <= 0) return c.flush()
  b.reference = price
  tradeThrough(s, b, changes.source.bestPrice(false), changes.source.bestPrice(true), now, c)
  layChanges(b, changes)
  trigger(s, b, price, refs, now, c)
  return c.flush()
}

/**
 * Fills the resting user orders the market's new liquidity crossed (its best ask and bid, when it has them), as
 * makers at their own prices, and clears the levels it swept.
 *
 * @since 0.1.0
 * @category internals
 */
export const tradeThrough = (
  s: EngineState,
  b: Book,
  minAsk: number | undefined,
  maxBid: number | undefined,
  now: number,
  c: Collector
): void => {
  if (minAsk !== undefined) sweep(s, b, b.bids, minAsk, b.mmBids, now, c)
  if (maxBid !== undefined) sweep(s, b, b.asks, maxBid, b.mmAsks, now, c)
}

/**
 * Fills a side's user orders from its best level down to the market's new best price on the other side (bids at
 * or above the lowest ask, asks at or below the highest bid). A function, not closures made on every price.
 */
const sweep = (
  s: EngineState,
  b: Book,
  side: BookSide,
  limit: number,
  mmSet: Set<number>,
  now: number,
  c: Collector
): void => {
  const bids = side === b.bids
  for (let k = side.prices.length - 1; k >= 0; k--) {
    const p = side.prices[k] ?? 0
    if (bids ? p < limit : p > limit) break
    const l = side.levels.get(p)
    if (l === undefined) continue
    for (const o of [...l.orders]) {
      const q = o.qty - o.cumQty
      l.userQty -= q
      l.orders.splice(l.orders.indexOf(o), 1)
      o.level = undefined
      fillByMarket(s, b, o, p, q, now, c)
    }
    l.mm = 0
    mmSet.delete(p)
    ;(bids ? b.staleBids : b.staleAsks).add(p)
    side.dropIfEmpty(l)
    b.changed(side, p)
  }
}

/**
 * A resting user order filled as maker by the market trading through its price.
 *
 * @since 0.1.0
 * @category internals
 */
export const fillByMarket = (
  s: EngineState,
  b: Book,
  o: Order,
  price: number,
  q: number,
  now: number,
  c: Collector
): void => {
  const i = b.instrument
  b.seq++
  const execId = s.ids.uuid()
  applyFill(s, o, price, q, notional(i, price, q), true, execId, b.seq, now, c)
  o.status = "Filled"
  s.open.delete(o)
  attachTpSl(s, b, o, now, c)
  c.trades.push({
    execId,
    symbol: i.symbol,
    price: px(i, price),
    size: qt(i, q),
    side: o.side === "Buy" ? "Sell" : "Buy",
    time: String(now),
    isBlockTrade: false,
    isRPITrade: false,
    seq: String(b.seq),
    tickDirection: price >= b.lastTradePrice ? "PlusTick" : "MinusTick"
  })
  b.lastTradePrice = price
}

/**
 * Lays the market's liquidity into the book: levels it left are cleared, new or resized ones set.
 *
 * @since 0.1.0
 * @category internals
 */
export const layLiquidity = (b: Book, liquidity: Liquidity): void => {
  layWhole(b, liquidity)
  b.seq++
}

/**
 * `layLiquidity` without the cross sequence's bump (a deferred replay book laid when read: the bumps were made as
 * its lines came).
 *
 * @since 1.1.0
 * @category internals
 */
export const layWhole = (b: Book, liquidity: Liquidity): void => {
  layLevels(b, b.bids, liquidity.bids, b.mmBids, b.staleBids)
  layLevels(b, b.asks, liquidity.asks, b.mmAsks, b.staleAsks)
}

/** One side of `layLiquidity` (a function, not a closure made on every price). */
const layLevels = (
  b: Book,
  side: BookSide,
  levels: ReadonlyArray<readonly [number, number]>,
  current: Set<number>,
  stale: Set<number>
): void => {
  // the market's levels name each price once (best first), so they are laid in their order
  if (current.size > 0) {
    const named = new Set<number>()
    for (const [p] of levels) named.add(p)
    // deleting the entry being visited is safe in a Set's iteration
    for (const p of current) if (!named.has(p)) clearAt(b, side, p, current)
  }
  for (const [p, q] of levels) setAt(b, side, p, q, current)
  // every level is laid again: none is stale
  stale.clear()
}

/**
 * Lays what changed of the market's book since it was last laid: the prices the market says changed and those a
 * fill or a sweep took since (`Book.staleBids`, `staleAsks`) get the source's size, and every other level already
 * holds it, so the book ends as `layLiquidity` with the source's whole liquidity would leave it.
 *
 * @since 1.1.0
 * @category internals
 */
export const layChanges = (b: Book, changes: LevelChanges): void => {
  layChanged(b, b.bids, changes.bids, changes.source, b.mmBids, b.staleBids)
  layChanged(b, b.asks, changes.asks, changes.source, b.mmAsks, b.staleAsks)
  b.seq++
}

/** One side of `layChanges`. */
const layChanged = (
  b: Book,
  side: BookSide,
  prices: ReadonlyArray<number>,
  source: LevelSource,
  current: Set<number>,
  stale: Set<number>
): void => {
  for (const p of prices) layAt(b, side, p, source.size(side.isBid, p), current)
  // nearly always none: a Set cleared is a new table
  if (stale.size === 0) return
  for (const p of stale) layAt(b, side, p, source.size(side.isBid, p), current)
  stale.clear()
}

/** One price of `layChanged`: the source's size there, or the market leaves it. */
const layAt = (b: Book, side: BookSide, p: number, q: number, current: Set<number>): void => {
  if (q > 0) setAt(b, side, p, q, current)
  else if (current.has(p)) clearAt(b, side, p, current)
}

/** The market leaves a price it rested at; user orders there keep no queue ahead. */
const clearAt = (b: Book, side: BookSide, p: number, current: Set<number>): void => {
  current.delete(p)
  const l = side.levels.get(p)
  if (l === undefined) return
  l.mm = 0
  if (l.orders.length > 0) shrinkQueue(l, 0)
  side.dropIfEmpty(l)
  b.changed(side, p)
}

/** The market's quantity at a price set to `q`, the queues ahead there shrunk to fit. */
const setAt = (b: Book, side: BookSide, p: number, q: number, current: Set<number>): void => {
  const existing = side.levels.get(p)
  if (existing !== undefined && existing.mm === q) return
  const l = existing ?? side.level(p)
  l.mm = q
  if (l.orders.length > 0) shrinkQueue(l, q)
  current.add(p)
  b.changed(side, p)
}

/**
 * Triggers the conditional orders whose direction the price met (last, mark or index price as each asks):
 * a TP/SL child deactivates its sibling, a reduce-only one is capped to what the position can close, the pre-trade
 * check may reject it, and the rest runs as a live order.
 *
 * @since 0.1.0
 * @category internals
 */
export const trigger = (
  s: EngineState,
  b: Book,
  last: number,
  refs: { readonly markPrice?: string | undefined; readonly indexPrice?: string | undefined } | undefined,
  now: number,
  c: Collector
): void => {
  // a replay asks at every line: with nothing waiting there is no trigger to look for
  if (b.conditionals.length === 0) return
  const i = b.instrument
  const ref = (by: TriggerBy | ""): number => {
    const text = by === "MarkPrice" ? refs?.markPrice : by === "IndexPrice" ? refs?.indexPrice : undefined
    if (text === undefined) return last
    return Number(Fixed.parseRounded(text, i.priceDecimals, "halfUp") ?? BigInt(last))
  }
  const fired = b.conditionals.filter((o) => {
    if (o.status !== "Untriggered") return false
    const p = ref(o.triggerBy)
    return o.triggerDirection === 1 ? p >= o.triggerPrice : p <= o.triggerPrice
  })
  for (const o of fired) {
    if (o.status !== "Untriggered") continue // a sibling's trigger may have deactivated it
    const k = b.conditionals.indexOf(o)
    if (k >= 0) b.conditionals.splice(k, 1)
    o.updatedTime = now
    if (o.sibling !== undefined && o.sibling.status === "Untriggered") {
      const sibling = o.sibling
      const sk = b.conditionals.indexOf(sibling)
      if (sk >= 0) b.conditionals.splice(sk, 1)
      s.close(sibling, "Deactivated", now, "EC_NoError", "CancelByTpSlTsClear")
      c.touch(sibling)
    }
    if (o.reduceOnly) {
      const allowed = s.reducible(o)
      const capped = Math.min(o.qty, allowed - (allowed % i.stepUnits))
      if (capped <= 0) {
        s.close(o, "Deactivated", now, "EC_NoError", "CancelByReduceOnly")
        c.touch(o)
        continue
      }
      o.qty = capped
    }
    const check = s.hooks.preTradeCheck?.(
      {
        accountId: o.accountId,
        instrument: i,
        side: o.side,
        orderType: o.orderType,
        qty: o.quoteBudget !== undefined ? Fixed.formatTrimmed(o.quoteBudget, valueScale(i)) : qt(i, o.qty),
        marketUnit: o.marketUnit,
        price: o.orderType === "Limit" ? px(i, o.price) : px(i, last),
        reduceOnly: o.reduceOnly,
        orderId: o.orderId
      },
      now
    )
    o.status = "Triggered"
    c.emit(o)
    if (check !== undefined) {
      s.close(o, "Rejected", now, "EC_Others", "UNKNOWN")
      c.touch(o)
      continue
    }
    o.status = "New"
    o.entryMid2 = mid2(b.bids, b.asks)
    if (o.orderType === "Market" && o.instrument.category !== "spot") o.price = s.protection(b, o.side)
    execute(s, b, o, now, c)
  }
}

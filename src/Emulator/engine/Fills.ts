/**
 * Fills: running a live order through its time-in-force rules, matching it as taker against the book (the
 * market's liquidity first, then user orders in time priority), and booking each trade on both sides with its
 * fee, execution and public trade print.
 *
 * @since 0.1.0
 */
import * as Fixed from "../base/Fixed.js"
import type { Instrument } from "../market/Instruments.js"
import { type Book, levelSize, type Order, rest } from "./Book.js"
import { MAX_SAFE } from "./Checks.js"
import type { ExecutionView, Side, TradePrint } from "./Models.js"
import type { EngineState } from "./State.js"
import { attachTpSl } from "./TpSl.js"
import { type Collector, feeCurrency, feeScale, notional, px, qt, RATE_SCALE, valueScale } from "./Views.js"

/**
 * Whether a taker order reaches a level's price (a market order without protection price reaches any).
 *
 * @since 0.1.0
 * @category internals
 */
export const crosses = (o: Order, levelPrice: number): boolean => {
  if (o.orderType === "Market")
    return o.price === 0 || (o.side === "Buy" ? levelPrice <= o.price : levelPrice >= o.price)
  return o.side === "Buy" ? levelPrice <= o.price : levelPrice >= o.price
}

/**
 * Available quantity against `o` within its limit (for FOK), stopping once `need` is reached.
 *
 * @since 0.1.0
 * @category internals
 */
export const available = (b: Book, o: Order, need: number): number => {
  const opposite = o.side === "Buy" ? b.asks : b.bids
  let sum = 0
  for (let k = opposite.prices.length - 1; k >= 0 && sum < need; k--) {
    const p = opposite.prices[k] ?? 0
    if (!crosses(o, p)) break
    const l = opposite.levels.get(p)
    if (l !== undefined) sum += levelSize(l)
  }
  return sum
}

/**
 * Runs a live (non-conditional) order: time-in-force rules, matching, resting or cancelling the rest.
 *
 * @since 0.1.0
 * @category internals
 */
export const execute = (s: EngineState, b: Book, o: Order, now: number, c: Collector): void => {
  const opposite = o.side === "Buy" ? b.asks : b.bids
  c.touch(o)
  if (o.timeInForce === "PostOnly") {
    const best = opposite.best()
    if (best !== undefined && crosses(o, best.price)) {
      s.close(o, "Cancelled", now, "EC_PostOnlyWillTakeLiquidity", "UNKNOWN")
      return
    }
  }
  if (o.timeInForce === "FOK" && o.quoteBudget === undefined) {
    if (available(b, o, o.qty) < o.qty) {
      s.close(o, "Cancelled", now, "EC_CancelForNoFullFill", "UNKNOWN")
      return
    }
  }
  const before = o.cumQty
  match(s, b, o, now, c)
  if (o.cumQty > before) attachTpSl(s, b, o, now, c)
  // A quote budget is spent when what is left buys less than one qty step at the last fill.
  const done =
    o.quoteBudget !== undefined
      ? o.cumQty > 0 && budgetLeft(o) < BigInt(b.lastTradePrice) * BigInt(o.instrument.stepUnits)
      : o.cumQty >= o.qty
  if (done) {
    o.status = "Filled"
    s.open.delete(o)
    return
  }
  if (o.timeInForce === "IOC" || o.timeInForce === "FOK" || o.orderType === "Market") {
    const reason = o.cumQty === 0 ? "EC_NoImmediateQtyToFill" : "EC_CancelForNoFullFill"
    s.close(
      o,
      o.cumQty > 0 && o.instrument.category === "spot" ? "PartiallyFilledCanceled" : "Cancelled",
      now,
      reason,
      "UNKNOWN"
    )
    return
  }
  o.status = o.cumQty > 0 ? "PartiallyFilled" : "New"
  rest(b, o)
}

/**
 * What is left of a spot market buy's quote budget.
 *
 * @since 0.1.0
 * @category internals
 */
export const budgetLeft = (o: Order): bigint => {
  return (o.quoteBudget ?? 0n) - o.cumValue
}

/**
 * Matches `o` as taker against the opposite side, best level first, market liquidity before user orders.
 *
 * @since 0.1.0
 * @category internals
 */
export const match = (s: EngineState, b: Book, o: Order, now: number, c: Collector): void => {
  const i = b.instrument
  const opposite = o.side === "Buy" ? b.asks : b.bids
  const budget = o.quoteBudget !== undefined
  for (;;) {
    const l = opposite.best()
    if (l === undefined || !crosses(o, l.price)) break
    let want: number
    if (budget) {
      const left = budgetLeft(o)
      want = Number(Fixed.min(left / BigInt(l.price) / BigInt(i.stepUnits), MAX_SAFE / 2n)) * i.stepUnits
    } else want = o.qty - o.cumQty
    if (want <= 0) break
    if (l.mm > 0) {
      const q = Math.min(want, l.mm)
      l.mm -= q
      if (l.mm === 0) (o.side === "Buy" ? b.mmAsks : b.mmBids).delete(l.price)
      // the market's quantity here is no longer what was laid: the next incremental lay lays it again
      const stale = o.side === "Buy" ? b.staleAsks : b.staleBids
      stale.add(l.price)
      fill(s, b, o, undefined, l.price, q, now, c)
      b.changed(opposite, l.price)
      continue
    }
    const maker = l.orders[0]
    if (maker === undefined) {
      opposite.dropIfEmpty(l)
      if (opposite.best() === l) break
      continue
    }
    const q = Math.min(want, maker.qty - maker.cumQty)
    l.userQty -= q
    fill(s, b, o, maker, l.price, q, now, c)
    if (maker.cumQty >= maker.qty) {
      l.orders.shift()
      maker.level = undefined
      maker.status = "Filled"
      s.open.delete(maker)
    } else maker.status = "PartiallyFilled"
    b.changed(opposite, l.price)
    opposite.dropIfEmpty(l)
  }
}

/**
 * One trade between a taker and a maker (a user order, or the market when `maker` is undefined).
 *
 * @since 0.1.0
 * @category internals
 */
export const fill = (
  s: EngineState,
  b: Book,
  taker: Order,
  maker: Order | undefined,
  price: number,
  q: number,
  now: number,
  c: Collector
): void => {
  const i = b.instrument
  b.seq++
  const execId = s.ids.uuid()
  const value = notional(i, price, q)
  applyFill(s, taker, price, q, value, false, execId, b.seq, now, c)
  if (maker !== undefined) {
    applyFill(s, maker, price, q, value, true, execId, b.seq, now, c)
    if (maker.cumQty > 0) attachTpSl(s, b, maker, now, c)
  }
  const direction: TradePrint["tickDirection"] =
    b.lastTradePrice === 0 || price === b.lastTradePrice
      ? b.lastTickDirection === "MinusTick" || b.lastTickDirection === "ZeroMinusTick"
        ? "ZeroMinusTick"
        : "ZeroPlusTick"
      : price > b.lastTradePrice
        ? "PlusTick"
        : "MinusTick"
  b.lastTradePrice = price
  b.lastTickDirection = direction
  c.trades.push({
    execId,
    symbol: i.symbol,
    price: px(i, price),
    size: qt(i, q),
    side: taker.side,
    time: String(now),
    isBlockTrade: false,
    isRPITrade: false,
    seq: String(b.seq),
    tickDirection: direction
  })
}

/**
 * One side of a trade: the order's cumulative figures and fee, its execution (kept per account).
 *
 * @since 0.1.0
 * @category internals
 */
export const applyFill = (
  s: EngineState,
  o: Order,
  price: number,
  q: number,
  value: bigint,
  isMaker: boolean,
  execId: string,
  seq: number,
  now: number,
  c: Collector
): void => {
  const i = o.instrument
  const rate = isMaker ? o.makerRate : o.takerRate
  const fee = feeOf(s, i, o.side, q, value, rate, now)
  o.cumQty += q
  o.cumValue += value
  o.cumFee += fee
  o.updatedTime = now
  c.touch(o)
  const e: ExecutionView = {
    accountId: o.accountId,
    category: i.category,
    symbol: i.symbol,
    orderId: o.orderId,
    orderLinkId: o.orderLinkId,
    side: o.side,
    orderPrice: o.price === 0 ? "0" : px(i, o.price),
    orderQty: o.quoteBudget !== undefined ? "0" : qt(i, o.qty),
    leavesQty: qt(i, Math.max(o.qty - o.cumQty, 0)),
    createType: o.createType,
    orderType: o.orderType,
    stopOrderType: o.stopOrderType === "" ? "UNKNOWN" : o.stopOrderType,
    execFee: Fixed.formatTrimmed(fee, feeScale(i, o.side)),
    execId,
    execPrice: px(i, price),
    execQty: qt(i, q),
    execType: o.createType === "CreateByLiq" ? "BustTrade" : "Trade",
    execValue: Fixed.formatTrimmed(value, valueScale(i)),
    execTime: String(now),
    feeCurrency: feeCurrency(i, o.side),
    isMaker,
    feeRate: isMaker ? o.feeRateText.maker : o.feeRateText.taker,
    tradeIv: "",
    markIv: "",
    markPrice: "",
    indexPrice: "",
    underlyingPrice: "",
    blockTradeId: "",
    seq,
    isLeverage: o.isLeverage,
    marketUnit: o.marketUnit
  }
  c.executions.push(e)
  let list = s.executionsByAccount.get(o.accountId)
  if (list === undefined) {
    list = []
    s.executionsByAccount.set(o.accountId, list)
  }
  list.push(e)
}

/**
 * The fee of one fill in the order's fee scale (see `feeScale`).
 *
 * @since 0.1.0
 * @category internals
 */
export const feeOf = (
  s: EngineState,
  i: Instrument,
  side: Side,
  q: number,
  value: bigint,
  rate: bigint,
  now: number
): bigint => {
  if (i.category === "inverse") return Fixed.rescale(value * rate, 8 + RATE_SCALE, 8, "halfUp")
  if (i.category === "spot" && side === "Buy") return BigInt(q) * rate
  if (i.category === "option") {
    // Options: the rate applies to the underlying's value, capped at 7 % of the option's value.
    const cap = value * 7_000_000n
    const indexText = s.hooks.indexPrice?.(i, now)
    const index = indexText === undefined ? undefined : Fixed.parseRounded(indexText, 2, "halfUp")
    if (index === undefined) return Fixed.min(value * rate, cap)
    const byIndex = Fixed.rescale(
      index * BigInt(q) * rate,
      2 + i.qtyDecimals + RATE_SCALE,
      valueScale(i) + RATE_SCALE,
      "halfUp"
    )
    return Fixed.min(byIndex, cap)
  }
  return value * rate
}

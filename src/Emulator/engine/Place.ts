/**
 * Placing an order (`/v5/order/create`), in the exchange's order of checks: link id and size, price and value,
 * trigger, TP/SL, then the pre-trade checks of the position and account layers; then the order is built and
 * routed — to wait for its trigger, or to match and rest.
 *
 * @since 0.1.0
 */
import * as Fixed from "../base/Fixed.js"
import type { Instrument } from "../market/Instruments.js"
import { type Book, mid2, type Order } from "./Book.js"
import { checkNotional, checkQtyBounds, optionalPrice, priceUnits, qtyUnits, tpslSides } from "./Checks.js"
import { execute } from "./Fills.js"
import type { OrderIds, Outcome, PlaceOrder, TimeInForce } from "./Models.js"
import type { EngineState } from "./State.js"
import { Collector, px, qt, reject, valueScale } from "./Views.js"

/**
 * The fields of an order being placed, as the checks parse them. One per engine, reused by every placement (a
 * placement is synchronous and its hooks answer from account state without placing), so a placement allocates
 * nothing for it; every step sets the fields it owns before reading them.
 *
 * @since 0.1.0
 * @category internals
 */
export class Draft {
  market = false
  marketUnit: "baseCoin" | "quoteCoin" | "" = ""
  /** Quantity in units; 0 for a spot market buy counted in quote coin. */
  qty = 0
  quoteBudget: bigint | undefined = undefined
  /** Limit price in units; 0 for a market order. */
  price = 0
  reduceOnly = false
  positionIdx: 0 | 1 | 2 = 0
  conditional = false
  triggerPrice = 0
  triggerDirection: 0 | 1 | 2 = 0
  tp = 0
  sl = 0
  tpLimit = 0
  slLimit = 0
}

/**
 * Places an order: parse and validate, pre-trade checks, build, route.
 *
 * @since 0.1.0
 * @category internals
 */
export const place = (
  s: EngineState,
  d: Draft,
  instrument: Instrument,
  input: PlaceOrder,
  now: number
): Outcome<OrderIds> => {
  const b = s.book(instrument)
  const refused =
    parseSize(s, instrument, b, input, d) ??
    parseTrigger(instrument, b, input, d) ??
    parseTpSl(instrument, b, input, d) ??
    preTrade(s, instrument, b, input, d, now)
  if (refused !== undefined) return refused
  return route(s, b, build(s, instrument, b, input, d, now), now)
}

/** Link id, then size: the quantity (or a spot market buy's quote budget), the limit price, the order value. */
const parseSize = (s: EngineState, i: Instrument, b: Book, input: PlaceOrder, d: Draft): Outcome<never> | undefined => {
  const spot = i.category === "spot"
  const linkId = input.orderLinkId ?? ""
  if (i.category === "option" && linkId === "") return reject(10001, "params error: orderLinkId is required")
  if (linkId !== "" && s.byLinkId.has(s.linkKey(input.accountId, i.category, linkId))) {
    return spot ? reject(170141, "Duplicate clientOrderId.") : reject(110072, "OrderLinkedID is duplicate")
  }
  const market = input.orderType === "Market"
  d.market = market
  d.marketUnit = spot && market ? (input.marketUnit ?? (input.side === "Buy" ? "quoteCoin" : "baseCoin")) : ""
  d.qty = 0
  d.quoteBudget = undefined
  if (d.marketUnit === "quoteCoin") {
    const budget = Fixed.parse(input.qty, valueScale(i))
    if (budget === undefined || budget <= 0n) return reject(170148, "Market order amount decimal too long.")
    d.quoteBudget = budget
  } else {
    const q = qtyUnits(i, input.qty)
    if (typeof q !== "number") return reject(q.retCode, q.retMsg)
    const bounds = checkQtyBounds(i, q, market)
    if (bounds !== undefined) return reject(bounds.retCode, bounds.retMsg)
    d.qty = q
  }
  d.price = 0
  if (!market) {
    if (input.price === undefined || input.price === "") return reject(10001, "params error: price is required")
    const p = priceUnits(i, input.price)
    if (typeof p !== "number") return reject(p.retCode, p.retMsg)
    d.price = p
  }
  const notionalPrice = market ? b.reference : d.price
  if (d.quoteBudget === undefined) {
    const n = checkNotional(i, notionalPrice, d.qty)
    if (n !== undefined) return reject(n.retCode, n.retMsg)
  } else if (d.quoteBudget < (Fixed.parse(i.minNotionalValue, valueScale(i)) ?? 0n)) {
    return reject(170140, "Order value exceeded lower limit.")
  }
  return undefined
}

/** Reduce-only and position index; a conditional order's trigger price and direction, against the last price. */
const parseTrigger = (i: Instrument, b: Book, input: PlaceOrder, d: Draft): Outcome<never> | undefined => {
  const spot = i.category === "spot"
  d.reduceOnly = !spot && (input.reduceOnly === true || input.closeOnTrigger === true)
  d.positionIdx = input.positionIdx ?? 0
  d.conditional =
    input.triggerPrice !== undefined &&
    input.triggerPrice !== "" &&
    input.triggerPrice !== "0" &&
    (!spot || input.orderFilter === "StopOrder" || input.orderFilter === "tpslOrder" || input.orderFilter === undefined)
  d.triggerPrice = 0
  d.triggerDirection = 0
  if (d.conditional) {
    const t = priceUnits(i, input.triggerPrice ?? "")
    if (typeof t !== "number") return reject(t.retCode, t.retMsg)
    d.triggerPrice = t
    const current = b.reference
    d.triggerDirection = input.triggerDirection ?? (current === 0 || t > current ? 1 : 2)
    if (current > 0 && d.triggerDirection === 1 && t <= current) {
      return reject(110092, `expect Rising, but trigger_price[${px(i, t)}] <= current[${px(i, current)}]??LastPrice`)
    }
    if (current > 0 && d.triggerDirection === 2 && t >= current) {
      return reject(110093, `expect Falling, but trigger_price[${px(i, t)}] >= current[${px(i, current)}]??LastPrice`)
    }
  }
  return undefined
}

/** Take-profit, stop-loss and their limit prices, each on the right side of the order's base price. */
const parseTpSl = (i: Instrument, b: Book, input: PlaceOrder, d: Draft): Outcome<never> | undefined => {
  const tp = optionalPrice(i, input.takeProfit)
  if (typeof tp !== "number") return reject(tp.retCode, tp.retMsg)
  const sl = optionalPrice(i, input.stopLoss)
  if (typeof sl !== "number") return reject(sl.retCode, sl.retMsg)
  const tpLimit = optionalPrice(i, input.tpLimitPrice)
  if (typeof tpLimit !== "number") return reject(tpLimit.retCode, tpLimit.retMsg)
  const slLimit = optionalPrice(i, input.slLimitPrice)
  if (typeof slLimit !== "number") return reject(slLimit.retCode, slLimit.retMsg)
  d.tp = tp
  d.sl = sl
  d.tpLimit = tpLimit
  d.slLimit = slLimit
  const tpsl = tpslSides(i, input.side, d.conditional ? d.triggerPrice : d.market ? b.reference : d.price, tp, sl)
  if (tpsl !== undefined) return reject(10001, tpsl)
  return undefined
}

/** What the position may close (a reduce-only order is cut to it), then the account layer's balance check. */
const preTrade = (
  s: EngineState,
  i: Instrument,
  b: Book,
  input: PlaceOrder,
  d: Draft,
  now: number
): Outcome<never> | undefined => {
  if (d.reduceOnly && !d.conditional) {
    const allowed = s.reducible({
      accountId: input.accountId,
      instrument: i,
      side: input.side,
      positionIdx: d.positionIdx
    })
    if (allowed <= 0) return reject(110017, "Reduce-only order has same side with current position")
    d.qty = Math.min(d.qty, allowed - (allowed % i.stepUnits))
    if (d.qty <= 0) return reject(110017, "orderQty will be truncated to zero")
  }
  const check = s.hooks.preTradeCheck?.(
    {
      accountId: input.accountId,
      instrument: i,
      side: input.side,
      orderType: input.orderType,
      qty: d.quoteBudget !== undefined ? Fixed.formatTrimmed(d.quoteBudget, valueScale(i)) : qt(i, d.qty),
      marketUnit: d.marketUnit,
      price: d.market ? (b.reference > 0 ? px(i, b.reference) : "") : px(i, d.price),
      reduceOnly: d.reduceOnly
    },
    now
  )
  if (check !== undefined) return reject(check.retCode, check.retMsg)
  return undefined
}

/** The accepted order, with its id, fee rates and defaults (a market order's protection price). */
const build = (s: EngineState, i: Instrument, b: Book, input: PlaceOrder, d: Draft, now: number): Order => {
  const spot = i.category === "spot"
  const { market, conditional, tp, sl, tpLimit, slLimit } = d
  const rates = s.feeRates(input.fees)
  const tif: TimeInForce = market ? "IOC" : (input.timeInForce ?? "GTC")
  const stopOrderType = conditional ? (spot && input.orderFilter === "tpslOrder" ? "tpslOrder" : "Stop") : ""
  return {
    orderId: s.ids.uuid(),
    orderLinkId: input.orderLinkId ?? "",
    parentOrderLinkId: "",
    accountId: input.accountId,
    instrument: i,
    side: input.side,
    orderType: input.orderType,
    timeInForce: tif,
    price: market && !spot ? s.protection(b, input.side) : d.price,
    qty: d.qty,
    quoteBudget: d.quoteBudget,
    marketUnit: d.marketUnit,
    cumQty: 0,
    cumValue: 0n,
    cumFee: 0n,
    status: conditional ? "Untriggered" : "New",
    createType: input.createType ?? "CreateByUser",
    cancelType: "UNKNOWN",
    rejectReason: "EC_NoError",
    stopOrderType,
    triggerPrice: d.triggerPrice,
    triggerDirection: d.triggerDirection,
    triggerBy: conditional ? (input.triggerBy ?? "LastPrice") : "",
    reduceOnly: d.reduceOnly,
    closeOnTrigger: !spot && input.closeOnTrigger === true,
    positionIdx: d.positionIdx,
    isLeverage: spot ? String(input.isLeverage ?? 0) : "",
    takeProfit: tp,
    stopLoss: sl,
    tpLimitPrice: tpLimit,
    slLimitPrice: slLimit,
    tpTriggerBy: tp !== 0 ? (input.tpTriggerBy ?? "LastPrice") : "",
    slTriggerBy: sl !== 0 ? (input.slTriggerBy ?? "LastPrice") : "",
    tpslMode: tp !== 0 || sl !== 0 ? (input.tpslMode ?? "Full") : "",
    tpOrderType: input.tpOrderType ?? (input.tpslMode === "Partial" && tpLimit !== 0 ? "Limit" : "Market"),
    slOrderType: input.slOrderType ?? (input.tpslMode === "Partial" && slLimit !== 0 ? "Limit" : "Market"),
    makerRate: rates.maker,
    takerRate: rates.taker,
    feeRateText: rates.text,
    lastPriceOnCreated: b.reference > 0 ? px(i, b.reference) : "",
    createdTime: now,
    updatedTime: now,
    tpChild: undefined,
    slChild: undefined,
    sibling: undefined,
    level: undefined,
    queueAhead: 0,
    arrivesAt: 0,
    entryMid2: conditional ? 0 : mid2(b.bids, b.asks)
  }
}

/** A conditional order waits for its trigger; a live one runs against the book now. */
const route = (s: EngineState, b: Book, o: Order, now: number): Outcome<OrderIds> => {
  s.register(o)
  const c = new Collector()
  if (o.status === "Untriggered") {
    b.conditionals.push(o)
    c.touch(o)
  } else if (s.latencyMs > 0) {
    // accepted now, in the book `latencyMs` later (`Queue.arrive`)
    o.arrivesAt = now + s.latencyMs
    b.arriving.push(o)
    c.touch(o)
  } else {
    execute(s, b, o, now, c)
  }
  return { _tag: "Accepted", value: { orderId: o.orderId, orderLinkId: o.orderLinkId }, report: c.flush() }
}

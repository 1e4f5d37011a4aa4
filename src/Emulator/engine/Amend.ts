/**
 * Amending an open order (`/v5/order/amend`): its quantity, price, trigger price and TP/SL, checked as a new
 * order would be; a price change or a larger quantity sends it to the back of its level.
 *
 * @since 0.1.0
 */
import type { Instrument } from "../market/Instruments.js"
import { unrest } from "./Book.js"
import { checkNotional, checkQtyBounds, optionalPrice, priceUnits, qtyUnits } from "./Checks.js"
import { execute } from "./Fills.js"
import type { AmendOrder, OrderIds, Outcome } from "./Models.js"
import type { EngineState } from "./State.js"
import { Collector, isOpen, px, qt, reject } from "./Views.js"

/**
 * Amends an open order (`/v5/order/amend`). A price change or a quantity increase sends the order to the back
 * of its price level; a decrease keeps its place. A new price that crosses trades at once (a PostOnly order
 * that would cross is cancelled instead).
 *
 * @since 0.1.0
 * @category internals
 */
export const amend = (s: EngineState, instrument: Instrument, input: AmendOrder, now: number): Outcome<OrderIds> => {
  const i = instrument
  const spot = i.category === "spot"
  const o = s.find(i.category, input)
  if (o === undefined || o.instrument !== i || !isOpen(o)) return s.notFound(i, true)
  let qty = o.qty
  if (input.qty !== undefined && input.qty !== "") {
    const q = qtyUnits(i, input.qty)
    if (typeof q !== "number") return reject(q.retCode, q.retMsg)
    const bounds = checkQtyBounds(i, q, o.orderType === "Market")
    if (bounds !== undefined) return reject(bounds.retCode, bounds.retMsg)
    if (q <= o.cumQty) {
      return spot
        ? reject(170313, "The modified contract quantity cannot be less than to the filled quantity.")
        : reject(110064, "The modified contract quantity cannot be less than or equal to the filled quantity")
    }
    qty = q
  }
  let price = o.price
  if (input.price !== undefined && input.price !== "" && o.orderType === "Limit") {
    const p = priceUnits(i, input.price)
    if (typeof p !== "number") return reject(p.retCode, p.retMsg)
    price = p
  }
  let triggerPrice = o.triggerPrice
  if (input.triggerPrice !== undefined && input.triggerPrice !== "" && o.status === "Untriggered") {
    const t = priceUnits(i, input.triggerPrice)
    if (typeof t !== "number") return reject(t.retCode, t.retMsg)
    triggerPrice = t
  }
  const tp = input.takeProfit === undefined ? o.takeProfit : optionalPrice(i, input.takeProfit)
  if (typeof tp !== "number") return reject(tp.retCode, tp.retMsg)
  const sl = input.stopLoss === undefined ? o.stopLoss : optionalPrice(i, input.stopLoss)
  if (typeof sl !== "number") return reject(sl.retCode, sl.retMsg)
  const tpLimit = input.tpLimitPrice === undefined ? o.tpLimitPrice : optionalPrice(i, input.tpLimitPrice)
  if (typeof tpLimit !== "number") return reject(tpLimit.retCode, tpLimit.retMsg)
  const slLimit = input.slLimitPrice === undefined ? o.slLimitPrice : optionalPrice(i, input.slLimitPrice)
  if (typeof slLimit !== "number") return reject(slLimit.retCode, slLimit.retMsg)
  const triggerByChanged =
    (input.triggerBy !== undefined && input.triggerBy !== o.triggerBy) ||
    (input.tpTriggerBy !== undefined && input.tpTriggerBy !== o.tpTriggerBy) ||
    (input.slTriggerBy !== undefined && input.slTriggerBy !== o.slTriggerBy)
  const changed =
    qty !== o.qty ||
    price !== o.price ||
    triggerPrice !== o.triggerPrice ||
    tp !== o.takeProfit ||
    sl !== o.stopLoss ||
    tpLimit !== o.tpLimitPrice ||
    slLimit !== o.slLimitPrice ||
    triggerByChanged
  if (!changed) return reject(10001, "The order remains unchanged as the parameters entered match the existing ones.")
  if (o.orderType === "Limit") {
    const n = checkNotional(i, price, qty)
    if (n !== undefined) return reject(n.retCode, n.retMsg)
  }
  if (qty !== o.qty || price !== o.price) {
    const check = s.hooks.preTradeCheck?.(
      {
        accountId: o.accountId,
        instrument: i,
        side: o.side,
        orderType: o.orderType,
        qty: qt(i, qty),
        marketUnit: o.marketUnit,
        price: price === 0 ? "" : px(i, price),
        reduceOnly: o.reduceOnly,
        orderId: o.orderId
      },
      now
    )
    if (check !== undefined) return reject(check.retCode, check.retMsg)
  }
  const b = s.book(i)
  const c = new Collector()
  o.updatedTime = now
  o.takeProfit = tp
  o.stopLoss = sl
  o.tpLimitPrice = tpLimit
  o.slLimitPrice = slLimit
  if (input.tpTriggerBy !== undefined) o.tpTriggerBy = input.tpTriggerBy
  if (input.slTriggerBy !== undefined) o.slTriggerBy = input.slTriggerBy
  if (tp !== 0 && o.tpTriggerBy === "") o.tpTriggerBy = "LastPrice"
  if (sl !== 0 && o.slTriggerBy === "") o.slTriggerBy = "LastPrice"
  if (input.triggerBy !== undefined && o.status === "Untriggered") o.triggerBy = input.triggerBy
  c.touch(o)
  if (o.status === "Untriggered") {
    o.qty = qty
    o.price = price
    o.triggerPrice = triggerPrice
    return { _tag: "Accepted", value: { orderId: o.orderId, orderLinkId: o.orderLinkId }, report: c.flush() }
  }
  if (o.arrivesAt > 0) {
    // still on its way to the book (latency): it arrives with its new terms
    o.qty = qty
    o.price = price
    return { _tag: "Accepted", value: { orderId: o.orderId, orderLinkId: o.orderLinkId }, report: c.flush() }
  }
  const l = o.level
  if (price === o.price && qty <= o.qty && l !== undefined) {
    // A decrease keeps time priority: the order stays where it is.
    l.userQty -= o.qty - qty
    o.qty = qty
    b.changed(b.side(o.side === "Buy"), l.price)
    b.seq++
  } else {
    unrest(b, o)
    o.qty = qty
    o.price = price
    execute(s, b, o, now, c)
  }
  return { _tag: "Accepted", value: { orderId: o.orderId, orderLinkId: o.orderLinkId }, report: c.flush() }
}

/**
 * Liquidation's bust trade: a position taken over at its bankruptcy price by a filled `CreateByLiq` order
 * outside the book.
 *
 * @since 0.1.0
 */
import type { Instrument } from "../market/Instruments.js"
import type { Order } from "./Book.js"
import { priceUnits, qtyUnits } from "./Checks.js"
import { applyFill } from "./Fills.js"
import type { Report, Side } from "./Models.js"
import type { EngineState } from "./State.js"
import { Collector, notional } from "./Views.js"

/**
 * Takes a position over at its bankruptcy price (liquidation): a filled `CreateByLiq` market order of the
 * closing side and its `BustTrade` execution, outside the book (the insurance fund is the counterparty).
 *
 * @since 0.1.0
 * @category internals
 */
export const bust = (
  s: EngineState,
  i: Instrument,
  input: { readonly accountId: string; readonly side: Side; readonly qty: string; readonly price: string },
  positionIdx: 0 | 1 | 2,
  now: number
): Report => {
  const q = qtyUnits(i, input.qty)
  const price = priceUnits(i, input.price)
  const c = new Collector()
  if (typeof q !== "number" || typeof price !== "number" || q <= 0) return c.flush()
  const o: Order = {
    orderId: s.ids.uuid(),
    orderLinkId: "",
    parentOrderLinkId: "",
    accountId: input.accountId,
    instrument: i,
    side: input.side,
    orderType: "Market",
    timeInForce: "IOC",
    price,
    qty: q,
    quoteBudget: undefined,
    marketUnit: "",
    cumQty: 0,
    cumValue: 0n,
    cumFee: 0n,
    status: "New",
    createType: "CreateByLiq",
    cancelType: "UNKNOWN",
    rejectReason: "EC_NoError",
    stopOrderType: "",
    triggerPrice: 0,
    triggerDirection: 0,
    triggerBy: "",
    reduceOnly: true,
    closeOnTrigger: true,
    positionIdx,
    isLeverage: "",
    takeProfit: 0,
    stopLoss: 0,
    tpLimitPrice: 0,
    slLimitPrice: 0,
    tpTriggerBy: "",
    slTriggerBy: "",
    tpslMode: "",
    tpOrderType: "Market",
    slOrderType: "Market",
    makerRate: 0n,
    takerRate: 0n,
    feeRateText: { maker: "0", taker: "0" },
    lastPriceOnCreated: "",
    createdTime: now,
    updatedTime: now,
    tpChild: undefined,
    slChild: undefined,
    sibling: undefined,
    level: undefined,
    queueAhead: 0,
    arrivesAt: 0,
    entryMid2: 0
  }
  s.register(o)
  const b = s.book(i)
  b.seq++
  applyFill(s, o, price, q, notional(i, price, q), false, s.ids.uuid(), b.seq, now, c)
  s.close(o, "Filled", now, "EC_NoError", "UNKNOWN")
  return c.flush()
}

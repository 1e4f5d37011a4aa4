/**
 * Take-profit and stop-loss orders attached to an order: after each fill of the parent, its TP and SL close
 * orders wait (untriggered, one cancelling the other) for the filled quantity.
 *
 * @since 0.1.0
 */
import type { Book, Order } from "./Book.js"
import type { EngineState } from "./State.js"
import { type Collector, isOpen, px } from "./Views.js"

/**
 * After fills of an order carrying TP/SL, keeps its TP/SL close orders sized to the filled quantity.
 *
 * @since 0.1.0
 * @category internals
 */
export const attachTpSl = (s: EngineState, b: Book, parent: Order, now: number, c: Collector): void => {
  if (parent.takeProfit === 0 && parent.stopLoss === 0) return
  const rise: 1 | 2 = parent.side === "Buy" ? 1 : 2
  const fall: 1 | 2 = parent.side === "Buy" ? 2 : 1
  const partial = parent.tpslMode === "Partial"
  const spot = parent.instrument.category === "spot"
  const make = (kind: "tp" | "sl"): Order | undefined => {
    const trigger = kind === "tp" ? parent.takeProfit : parent.stopLoss
    if (trigger === 0) return undefined
    const existing = kind === "tp" ? parent.tpChild : parent.slChild
    if (existing !== undefined) {
      if (isOpen(existing)) {
        existing.qty = parent.cumQty
        existing.updatedTime = now
        c.touch(existing)
      }
      return existing
    }
    const orderType = kind === "tp" ? parent.tpOrderType : parent.slOrderType
    const limit = kind === "tp" ? parent.tpLimitPrice : parent.slLimitPrice
    const name = kind === "tp" ? "TakeProfit" : "StopLoss"
    const child: Order = {
      orderId: s.ids.uuid(),
      orderLinkId: "",
      parentOrderLinkId: parent.orderLinkId,
      accountId: parent.accountId,
      instrument: parent.instrument,
      side: parent.side === "Buy" ? "Sell" : "Buy",
      orderType,
      timeInForce: orderType === "Market" ? "IOC" : "GTC",
      price: orderType === "Limit" ? limit : 0,
      qty: parent.cumQty,
      quoteBudget: undefined,
      marketUnit: spot && orderType === "Market" ? "baseCoin" : "",
      cumQty: 0,
      cumValue: 0n,
      cumFee: 0n,
      status: "Untriggered",
      createType: partial ? `CreateByPartial${name}` : `CreateBy${name}`,
      cancelType: "UNKNOWN",
      rejectReason: "EC_NoError",
      stopOrderType: spot ? "tpslOrder" : partial ? `Partial${name}` : name,
      triggerPrice: trigger,
      triggerDirection: kind === "tp" ? rise : fall,
      triggerBy: (kind === "tp" ? parent.tpTriggerBy : parent.slTriggerBy) || "LastPrice",
      reduceOnly: !spot,
      closeOnTrigger: !spot,
      positionIdx: parent.positionIdx,
      isLeverage: parent.isLeverage,
      takeProfit: 0,
      stopLoss: 0,
      tpLimitPrice: 0,
      slLimitPrice: 0,
      tpTriggerBy: "",
      slTriggerBy: "",
      tpslMode: parent.tpslMode,
      tpOrderType: "Market",
      slOrderType: "Market",
      makerRate: parent.makerRate,
      takerRate: parent.takerRate,
      feeRateText: parent.feeRateText,
      lastPriceOnCreated: b.reference > 0 ? px(parent.instrument, b.reference) : "",
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
    s.register(child)
    b.conditionals.push(child)
    c.touch(child)
    return child
  }
  const tp = make("tp")
  const sl = make("sl")
  parent.tpChild = tp
  parent.slChild = sl
  if (tp !== undefined && sl !== undefined) {
    tp.sibling = sl
    sl.sibling = tp
  }
}

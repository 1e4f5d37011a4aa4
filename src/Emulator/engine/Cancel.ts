/**
 * Cancelling orders: one (`/v5/order/cancel`), or every open order of an account that matches a filter
 * (`/v5/order/cancel-all`, disconnection, delivery).
 *
 * @since 0.1.0
 */
import type { Instrument } from "../market/Instruments.js"
import { type Order, unrest } from "./Book.js"
import type { CancelAllFilter, OrderIds, OrderRef, OrderStatus, Outcome, Report } from "./Models.js"
import type { EngineState } from "./State.js"
import { Collector, isOpen } from "./Views.js"

/**
 * Cancels an open order (`/v5/order/cancel`); an untriggered conditional order becomes Deactivated.
 *
 * @since 0.1.0
 * @category internals
 */
export const cancel = (
  s: EngineState,
  instrument: Instrument,
  ref: OrderRef,
  now: number,
  cancelType = "CancelByUser",
  rejectReason = "EC_PerCancelRequest"
): Outcome<OrderIds> => {
  const o = s.find(instrument.category, ref)
  if (o === undefined || o.instrument !== instrument || !isOpen(o)) return s.notFound(instrument, false)
  const c = new Collector()
  cancelOrder(s, o, now, c, cancelType, rejectReason)
  return { _tag: "Accepted", value: { orderId: o.orderId, orderLinkId: o.orderLinkId }, report: c.flush() }
}

/**
 * Cancels one open order: an untriggered one is deactivated, a resting one leaves the book.
 *
 * @since 0.1.0
 * @category internals
 */
export const cancelOrder = (
  s: EngineState,
  o: Order,
  now: number,
  c: Collector,
  cancelType: string,
  why = "EC_PerCancelRequest"
): void => {
  const b = s.book(o.instrument)
  if (o.status === "Untriggered") {
    const k = b.conditionals.indexOf(o)
    if (k >= 0) b.conditionals.splice(k, 1)
    s.close(o, "Deactivated", now, why, cancelType)
  } else {
    unrest(b, o)
    const status: OrderStatus =
      o.cumQty > 0 && o.instrument.category === "spot" ? "PartiallyFilledCanceled" : "Cancelled"
    s.close(o, status, now, why, cancelType)
  }
  c.touch(o)
}

/**
 * Cancels every open order of an account that matches the filter (`/v5/order/cancel-all`, DCP).
 *
 * @since 0.1.0
 * @category internals
 */
export const cancelAll = (
  s: EngineState,
  filter: CancelAllFilter,
  now: number,
  cancelType = "CancelByUser"
): { readonly list: ReadonlyArray<OrderIds>; readonly report: Report } => {
  const c = new Collector()
  const list: Array<OrderIds> = []
  const kind = filter.orderFilter ?? (filter.category === "spot" ? "Order" : undefined)
  const targets = [...s.open].filter((o) => {
    const i = o.instrument
    if (o.accountId !== filter.accountId || i.category !== filter.category) return false
    if (filter.symbol !== undefined && filter.symbol !== "" && i.symbol !== filter.symbol) return false
    if (filter.baseCoin !== undefined && filter.baseCoin !== "" && i.baseCoin !== filter.baseCoin) return false
    if (filter.settleCoin !== undefined && filter.settleCoin !== "" && i.settleCoin !== filter.settleCoin) return false
    const conditional = o.status === "Untriggered"
    const tpsl = o.createType !== "CreateByUser"
    if (kind === "Order" || kind === "OpenOrder") return !conditional
    if (kind === "StopOrder") return conditional && !tpsl
    if (kind === "tpslOrder") return conditional && tpsl
    return true
  })
  for (const o of targets) {
    cancelOrder(s, o, now, c, cancelType)
    list.push({ orderId: o.orderId, orderLinkId: o.orderLinkId })
  }
  return { list, report: c.flush() }
}

// ---------------------------------------------------------------- queries

/**
 * Spot v1 (`/spot/v1`, `/spot/quote/v1`, `/spot/order`) in the emulator: server time, the book, orders placed
 * (form-encoded), listed, queried and cancelled one by one (DELETE) or by side and type, on the V5 spot state of
 * the same account.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { createOrder, fail, type Handler, str, v5 } from "./Common.js"
import { cancelMatching, spotOrder, spotOrders, spotOrderType, spotV1Order } from "./Spot.js"

/**
 * The spot v1 routes (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  ["GET /spot/v1/time", (_e, _c, _p, now) => ({ ok: true, value: { serverTime: now } })],
  [
    "GET /spot/quote/v1/depth",
    (e, _c, p, now) => {
      const b = e.orderbook("spot", str(p.symbol), Number(p.limit ?? 25), now)
      return b === undefined
        ? fail(-100011, "Invalid symbol.")
        : { ok: true, value: { time: now, bids: b.b, asks: b.a } }
    }
  ],
  [
    "POST /spot/v1/order",
    (e, c, p, now) => {
      const created = createOrder(
        e,
        c,
        {
          category: "spot",
          symbol: p.symbol,
          side: p.side,
          ...spotOrderType(str(p.type), str(p.timeInForce)),
          qty: str(p.qty),
          ...(p.price === undefined ? {} : { price: str(p.price) }),
          ...(p.orderLinkId === undefined ? {} : { orderLinkId: p.orderLinkId })
        },
        now
      )
      if (Result.isFailure(created)) return created.failure
      return {
        ok: true,
        value: {
          accountId: c?.uid ?? "",
          symbol: str(p.symbol),
          symbolName: str(p.symbol),
          orderLinkId: created.success.orderLinkId,
          orderId: created.success.orderId,
          transactTime: String(now),
          price: str(p.price ?? "0"),
          origQty: str(p.qty),
          executedQty: "0",
          status: "NEW",
          timeInForce: str(p.timeInForce ?? "GTC"),
          type: str(p.type),
          side: str(p.side).toUpperCase()
        }
      }
    }
  ],
  [
    "GET /spot/v1/open-orders",
    (e, c, p, now) => {
      const list = spotOrders(e, c, p.symbol === undefined ? {} : { symbol: p.symbol }, now)
      if (Result.isFailure(list)) return list.failure
      const limit = p.limit === undefined ? 500 : Number(p.limit)
      return { ok: true, value: list.success.slice(0, limit).map((o) => spotV1Order(o, c)) }
    }
  ],
  [
    "GET /spot/v1/order",
    (e, c, p, now) => {
      const found = spotOrder(e, c, p, now)
      return Result.isFailure(found) ? found.failure : { ok: true, value: spotV1Order(found.success, c) }
    }
  ],
  [
    "DELETE /spot/v1/order",
    (e, c, p, now) => {
      const found = spotOrder(e, c, p, now)
      if (Result.isFailure(found)) return found.failure
      const cancelled = v5(
        e,
        "/v5/order/cancel",
        c,
        { category: "spot", symbol: str(found.success.symbol), orderId: str(found.success.orderId) },
        now
      )
      if (!cancelled.ok) return cancelled
      const order = spotV1Order(found.success, c)
      return {
        ok: true,
        value: {
          accountId: order.accountId,
          symbol: order.symbol,
          orderLinkId: order.orderLinkId,
          orderId: order.orderId,
          transactTime: String(now),
          price: order.price,
          origQty: order.origQty,
          executedQty: order.executedQty,
          status: "CANCELED",
          timeInForce: order.timeInForce,
          type: order.type,
          side: order.side
        }
      }
    }
  ],
  [
    "DELETE /spot/order/batch-cancel",
    (e, c, p, now) => {
      const done = cancelMatching(e, c, p, now)
      return done.ok ? { ok: true, value: { success: true } } : done
    }
  ]
]

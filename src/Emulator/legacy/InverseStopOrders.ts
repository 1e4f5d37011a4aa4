/**
 * Inverse v2 (`/v2/private/stop-order*`) and inverse futures (`/futures/private/stop-order/*`) conditional
 * orders on the exchange's V5 state: a stop order is a V5 conditional inverse order (`stop_px` against
 * `base_price` gives the trigger direction), listed by V5 with `orderFilter=StopOrder` and paged by cursor,
 * queried, cancelled, cancelled all and replaced through the V5 handlers of the same account. Answers in the
 * inverse families' text-valued shapes; `stop_order_id` is the V5 order id.
 *
 * @since 0.1.0
 */
import * as Either from "effect/Either"
import type { Caller, Exchange } from "../Exchange.js"
import {
  type Answer,
  allPages,
  fail,
  findOrder,
  type Handler,
  isoMillis,
  longTif,
  num,
  ok,
  type Params,
  type Record5,
  str,
  tif,
  v5As
} from "./Common.js"
import { type Family, futures, inverse } from "./ContractV2.js"

const notFound = (f: Family): Answer =>
  fail(...(f.codes.get(110001) ?? [20001, "order not exists or too late to cancel"]))

const common = (o: Record5, uid: string) => ({
  user_id: Number(uid),
  position_idx: num(o.positionIdx),
  symbol: str(o.symbol),
  side: str(o.side),
  order_type: str(o.orderType),
  price: str(o.price) || "0",
  time_in_force: longTif[str(o.timeInForce)] ?? str(o.timeInForce),
  base_price: str(o.lastPriceOnCreated),
  order_link_id: str(o.orderLinkId),
  created_at: isoMillis(num(o.createdTime)),
  updated_at: isoMillis(num(o.updatedTime)),
  stop_px: str(o.triggerPrice),
  stop_order_id: str(o.orderId),
  trigger_by: str(o.triggerBy) || "LastPrice",
  take_profit: str(o.takeProfit) || "0",
  stop_loss: str(o.stopLoss) || "0",
  tp_trigger_by: str(o.tpTriggerBy) || "UNKNOWN",
  sl_trigger_by: str(o.slTriggerBy) || "UNKNOWN"
})

const listed = (o: Record5, uid: string) => ({
  ...common(o, uid),
  stop_order_status: str(o.orderStatus),
  stop_order_type: "Stop",
  qty: str(o.qty)
})

const created = (o: Record5, uid: string) => ({
  ...common(o, uid),
  qty: str(o.qty),
  remark: "",
  leaves_qty: str(o.leavesQty) || str(o.qty),
  leaves_value: str(o.leavesValue) || "0",
  reject_reason: str(o.rejectReason) || "EC_NoError"
})

const queried = (o: Record5, uid: string) => ({
  ...common(o, uid),
  order_id: str(o.orderId),
  qty: num(o.qty),
  order_status: str(o.orderStatus),
  ext_fields: { o_req_num: 0 },
  leaves_qty: num(o.leavesQty),
  leaves_value: str(o.leavesValue) || "0",
  cum_exec_qty: num(o.cumExecQty),
  cum_exec_value: null,
  cum_exec_fee: null,
  reject_reason: str(o.rejectReason) || "EC_NoError",
  cancel_type: str(o.cancelType) || "UNKNOWN"
})

const byId = (p: Params) => ({ symbol: p.symbol, orderId: p.stop_order_id, orderLinkId: p.order_link_id })

const find = (f: Family, e: Exchange, c: Caller | undefined, p: Params, now: number) =>
  findOrder(e, c, f.category, byId(p), notFound(f), now)

const stops = (f: Family, e: Exchange, c: Caller | undefined, symbol: unknown, history: boolean, now: number) =>
  allPages(
    e,
    c,
    history ? "/v5/order/history" : "/v5/order/realtime",
    { category: f.category, symbol: str(symbol), orderFilter: "StopOrder" },
    50,
    now
  )

const create =
  (f: Family): Handler =>
  (e, c, p, now) => {
    // the order triggers when the price moves from base_price to stop_px
    const direction = Number(p.stop_px) > Number(p.base_price) ? 1 : 2
    const done = v5As(
      f.codes,
      e,
      "/v5/order/create",
      c,
      {
        category: f.category,
        symbol: p.symbol,
        side: p.side,
        orderType: p.order_type,
        qty: str(p.qty),
        ...(p.price === undefined ? {} : { price: str(p.price) }),
        triggerPrice: str(p.stop_px),
        triggerDirection: direction,
        triggerBy: str(p.trigger_by) || "LastPrice",
        timeInForce: tif[str(p.time_in_force)] ?? "GTC",
        ...(p.close_on_trigger === undefined ? {} : { closeOnTrigger: p.close_on_trigger === true }),
        positionIdx: Number(p.position_idx ?? 0),
        ...(p.take_profit === undefined ? {} : { takeProfit: str(p.take_profit) }),
        ...(p.stop_loss === undefined ? {} : { stopLoss: str(p.stop_loss) }),
        ...(p.order_link_id === undefined ? {} : { orderLinkId: p.order_link_id })
      },
      now
    )
    if (!done.ok) return done
    const o = find(f, e, c, { symbol: p.symbol, stop_order_id: (done.value as { orderId: string }).orderId }, now)
    return Either.isLeft(o) ? o.left : ok({ ...created(o.right, c?.uid ?? "0"), base_price: str(p.base_price) })
  }

/** The cursor list: `cursor` is the last stop order id of the previous page, `limit` up to 50. */
const list =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const all = stops(f, e, c, p.symbol, true, now)
    if (Either.isLeft(all)) return all.left
    const status = str(p.stop_order_status ?? p.order_status)
    const wanted = status === "" ? undefined : new Set(status.split(",").map((x) => x.trim()))
    const rows = all.right.filter((o) => wanted === undefined || wanted.has(str(o.orderStatus)))
    const limit = Number(p.limit ?? 20)
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) return fail(10001, "limit must be 1 to 50")
    const cursor = str(p.cursor)
    const from = cursor === "" ? 0 : rows.findIndex((o) => o.orderId === cursor) + 1
    if (from === 0 && cursor !== "") return fail(10016, "wrong cursor")
    const slice = rows.slice(from, from + limit)
    return ok({
      data: slice.map((o) => listed(o, c?.uid ?? "0")),
      cursor: from + limit < rows.length ? str(slice[slice.length - 1]?.orderId) : ""
    })
  }

const cancel =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const o = find(f, e, c, p, now)
    if (Either.isLeft(o)) return o.left
    const done = v5As(
      f.codes,
      e,
      "/v5/order/cancel",
      c,
      { category: f.category, symbol: str(o.right.symbol), orderId: str(o.right.orderId), orderFilter: "StopOrder" },
      now
    )
    return done.ok ? ok({ stop_order_id: str(o.right.orderId) }) : done
  }

const cancelAll =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const open = stops(f, e, c, p.symbol, false, now)
    if (Either.isLeft(open)) return open.left
    const done = v5As(
      f.codes,
      e,
      "/v5/order/cancel-all",
      c,
      { category: f.category, symbol: str(p.symbol), orderFilter: "StopOrder" },
      now
    )
    if (!done.ok) return done
    const ids = new Set((done.value as { list: ReadonlyArray<Record5> }).list.map((o) => str(o.orderId)))
    return ok(
      open.right
        .filter((o) => ids.has(str(o.orderId)))
        .map((o) => ({
          clOrdID: str(o.orderId),
          order_link_id: str(o.orderLinkId),
          user_id: Number(c?.uid ?? "0"),
          symbol: str(o.symbol),
          side: str(o.side),
          order_type: str(o.orderType),
          price: str(o.price) || "0",
          qty: num(o.qty),
          time_in_force: longTif[str(o.timeInForce)] ?? str(o.timeInForce),
          create_type: "CreateByStopOrder",
          cancel_type: "CancelByUser",
          order_status: "",
          leaves_qty: num(o.leavesQty) || num(o.qty),
          leaves_value: str(o.leavesValue) || "0",
          created_at: isoMillis(num(o.createdTime)),
          updated_at: isoMillis(num(o.updatedTime)),
          cross_status: "Deactivated",
          cross_seq: -1,
          stop_order_type: "Stop",
          trigger_by: str(o.triggerBy) || "LastPrice",
          base_price: str(o.lastPriceOnCreated),
          trail_value: "0",
          expected_direction: o.triggerDirection === 1 ? "Rising" : "Falling"
        }))
    )
  }

const replace =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const o = find(f, e, c, p, now)
    if (Either.isLeft(o)) return o.left
    const done = v5As(
      f.codes,
      e,
      "/v5/order/amend",
      c,
      {
        category: f.category,
        symbol: str(o.right.symbol),
        orderId: str(o.right.orderId),
        ...(p.p_r_qty === undefined ? {} : { qty: str(p.p_r_qty) }),
        ...(p.p_r_price === undefined ? {} : { price: str(p.p_r_price) }),
        ...(p.p_r_trigger_price === undefined ? {} : { triggerPrice: str(p.p_r_trigger_price) }),
        ...(p.take_profit === undefined ? {} : { takeProfit: str(p.take_profit) }),
        ...(p.stop_loss === undefined ? {} : { stopLoss: str(p.stop_loss) })
      },
      now
    )
    return done.ok ? ok({ stop_order_id: str(o.right.orderId) }) : done
  }

/** One stop order by id, or the symbol's open stop orders (an array either way, as the docs print it). */
const query: Handler = (e, c, p, now) => {
  if (p.stop_order_id === undefined && p.order_link_id === undefined) {
    const open = stops(inverse, e, c, p.symbol, false, now)
    return Either.isLeft(open) ? open.left : ok(open.right.map((o) => queried(o, c?.uid ?? "0")))
  }
  const o = find(inverse, e, c, p, now)
  return Either.isLeft(o) ? o.left : ok([queried(o.right, c?.uid ?? "0")])
}

/** Inverse futures: one stop order by id or link id, the object itself (not wrapped in an array as v2's). */
const futuresQuery: Handler = (e, c, p, now) => {
  const o = find(futures, e, c, p, now)
  return Either.isLeft(o) ? o.left : ok(queried(o.right, c?.uid ?? "0"))
}

/**
 * The inverse v2 and inverse futures stop-order routes (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  ...[inverse, futures].flatMap(
    (f): ReadonlyArray<readonly [string, Handler]> => [
      [`POST ${f.prefix}/stop-order/create`, create(f)],
      [`GET ${f.prefix}/stop-order/list`, list(f)],
      [`POST ${f.prefix}/stop-order/cancel`, cancel(f)],
      [`POST ${f.prefix}/stop-order/cancelAll`, cancelAll(f)],
      [`POST ${f.prefix}/stop-order/replace`, replace(f)]
    ]
  ),
  ["GET /v2/private/stop-order", query],
  ["GET /futures/private/stop-order", futuresQuery]
]

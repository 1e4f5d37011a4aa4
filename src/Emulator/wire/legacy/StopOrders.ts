/**
 * Linear v2 conditional orders (`/private/linear/stop-order/*`) on the exchange's V5 state: a stop order is a V5
 * conditional order (`triggerPrice`, a trigger direction from `stop_px` against `base_price`, `triggerBy`), listed
 * by V5 with `orderFilter=StopOrder`, cancelled, cancelled all and replaced through the V5 handlers of the same
 * account; `stop_order_id` is the V5 order id.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import type { Caller, Exchange } from "../../Exchange.js"
import {
  type Answer,
  allPages,
  fail,
  findOrder,
  type Handler,
  isoSeconds,
  longTif,
  num,
  numberedPage,
  ok,
  onOrder,
  type Params,
  type Record5,
  replaceChanges,
  stopCreateParams,
  str,
  v5As
} from "./Common.js"
import { linear } from "./ContractV2.js"

const notFound = fail(130010, "order not exists or too late to cancel")

const stopOrder = (o: Record5, uid: string) => ({
  stop_order_id: str(o.orderId),
  user_id: Number(uid),
  symbol: str(o.symbol),
  side: str(o.side),
  order_type: str(o.orderType),
  price: num(o.price),
  qty: num(o.qty),
  time_in_force: longTif[str(o.timeInForce)] ?? str(o.timeInForce),
  order_status: str(o.orderStatus),
  trigger_price: num(o.triggerPrice),
  order_link_id: str(o.orderLinkId),
  created_time: isoSeconds(num(o.createdTime)),
  updated_time: isoSeconds(num(o.updatedTime)),
  base_price: str(o.lastPriceOnCreated),
  trigger_by: str(o.triggerBy) || "LastPrice",
  tp_trigger_by: str(o.tpTriggerBy) || "UNKNOWN",
  sl_trigger_by: str(o.slTriggerBy) || "UNKNOWN",
  take_profit: num(o.takeProfit),
  stop_loss: num(o.stopLoss),
  reduce_only: o.reduceOnly === true,
  close_on_trigger: o.closeOnTrigger === true,
  position_idx: num(o.positionIdx)
})

const byId = (p: Params) => ({ symbol: p.symbol, orderId: p.stop_order_id, orderLinkId: p.order_link_id })

const find = (e: Exchange, c: Caller | undefined, p: Params, now: number): Result.Result<Record5, Answer> =>
  findOrder(e, c, "linear", byId(p), notFound, now)

const create: Handler = (e, c, p, now) => {
  const created = v5As(
    linear.codes,
    e,
    "/v5/order/create",
    c,
    {
      ...stopCreateParams("linear", p),
      reduceOnly: p.reduce_only === true,
      closeOnTrigger: p.close_on_trigger === true
    },
    now
  )
  if (!created.ok) return created
  const o = find(e, c, { symbol: p.symbol, stop_order_id: (created.value as { orderId: string }).orderId }, now)
  return Result.isFailure(o) ? o.failure : ok({ ...stopOrder(o.success, c?.uid ?? "0"), base_price: str(p.base_price) })
}

const list: Handler = (e, c, p, now) => {
  const all = allPages(
    e,
    c,
    "/v5/order/history",
    { category: "linear", symbol: str(p.symbol), orderFilter: "StopOrder" },
    50,
    now
  )
  if (Result.isFailure(all)) return all.failure
  const wanted = str(p.stop_order_status) === "" ? undefined : new Set(str(p.stop_order_status).split(","))
  const rows = all.success.filter(
    (o) =>
      (wanted === undefined || wanted.has(str(o.orderStatus))) &&
      (p.stop_order_id === undefined || o.orderId === p.stop_order_id) &&
      (p.order_link_id === undefined || o.orderLinkId === p.order_link_id)
  )
  const at = numberedPage(rows, p)
  if (Result.isFailure(at)) return at.failure
  return ok({
    current_page: at.success.page,
    last_page: at.success.pages,
    data: at.success.slice.map((o) => stopOrder(o, c?.uid ?? "0"))
  })
}

const cancel: Handler = (e, c, p, now) => {
  const o = find(e, c, p, now)
  if (Result.isFailure(o)) return o.failure
  const done = onOrder(linear.codes, e, "/v5/order/cancel", c, "linear", o.success, { orderFilter: "StopOrder" }, now)
  return done.ok ? ok({ stop_order_id: str(o.success.orderId) }) : done
}

const cancelAll: Handler = (e, c, p, now) => {
  const done = v5As(
    linear.codes,
    e,
    "/v5/order/cancel-all",
    c,
    { category: "linear", symbol: str(p.symbol), orderFilter: "StopOrder" },
    now
  )
  return done.ok ? ok((done.value as { list: ReadonlyArray<Record5> }).list.map((x) => str(x.orderId))) : done
}

const replace: Handler = (e, c, p, now) => {
  const o = find(e, c, p, now)
  if (Result.isFailure(o)) return o.failure
  const changes = replaceChanges(p, [
    "p_r_qty",
    "p_r_price",
    "p_r_trigger_price",
    "take_profit",
    "stop_loss",
    "tp_trigger_by",
    "sl_trigger_by"
  ])
  const done = onOrder(linear.codes, e, "/v5/order/amend", c, "linear", o.success, changes, now)
  return done.ok ? ok({ stop_order_id: str(o.success.orderId) }) : done
}

/** One stop order by id (open or finished), or without an id the symbol's open stop orders. */
const search: Handler = (e, c, p, now) => {
  const uid = c?.uid ?? "0"
  if (p.stop_order_id === undefined && p.order_link_id === undefined) {
    const open = allPages(
      e,
      c,
      "/v5/order/realtime",
      { category: "linear", symbol: str(p.symbol), orderFilter: "StopOrder" },
      50,
      now
    )
    return Result.isFailure(open) ? open.failure : ok(open.success.map((o) => stopOrder(o, uid)))
  }
  const o = find(e, c, p, now)
  return Result.isFailure(o) ? o.failure : ok(stopOrder(o.success, uid))
}

/**
 * The linear stop-order routes (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  ["POST /private/linear/stop-order/create", create],
  ["GET /private/linear/stop-order/list", list],
  ["POST /private/linear/stop-order/cancel", cancel],
  ["POST /private/linear/stop-order/cancel-all", cancelAll],
  ["POST /private/linear/stop-order/replace", replace],
  ["GET /private/linear/stop-order/search", search]
]

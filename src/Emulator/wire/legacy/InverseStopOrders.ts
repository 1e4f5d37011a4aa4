/**
 * Inverse v2 (`/v2/private/stop-order*`) and inverse futures (`/futures/private/stop-order/*`) conditional
 * orders on the exchange's V5 state: a stop order is a V5 conditional inverse order (`stop_px` against
 * `base_price` gives the trigger direction), listed by V5 with `orderFilter=StopOrder` and paged by cursor,
 * queried, cancelled, cancelled all and replaced through the V5 handlers of the same account. Answers in the
 * inverse families' text-valued shapes; `stop_order_id` is the V5 order id.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import type { Caller, Exchange } from "../../Exchange.js"
import {
  type Answer,
  allPages,
  cursorPage,
  fail,
  findOrder,
  type Handler,
  isoMillis,
  num,
  ok,
  onOrder,
  type Params,
  type Record5,
  replaceChanges,
  stopCreateParams,
  str,
  v5As
} from "./Common.js"
import { type Family, futures, inverse, inverseCancelledFields } from "./ContractV2.js"
import { always, longTimeInForce, numeric, numVia, shape, type Table, text, userId, view } from "./Fields.js"

const notFound = (f: Family): Answer =>
  fail(...(f.codes.get(110001) ?? [20001, "order not exists or too late to cancel"]))

const commonFields: Table = {
  user_id: userId,
  position_idx: numeric("positionIdx"),
  symbol: text("symbol"),
  side: text("side"),
  order_type: text("orderType"),
  price: text("price", "0"),
  time_in_force: longTimeInForce,
  base_price: text("lastPriceOnCreated"),
  order_link_id: text("orderLinkId"),
  created_at: numVia("createdTime", isoMillis),
  updated_at: numVia("updatedTime", isoMillis),
  stop_px: text("triggerPrice"),
  stop_order_id: text("orderId"),
  trigger_by: text("triggerBy", "LastPrice"),
  take_profit: text("takeProfit", "0"),
  stop_loss: text("stopLoss", "0"),
  tp_trigger_by: text("tpTriggerBy", "UNKNOWN"),
  sl_trigger_by: text("slTriggerBy", "UNKNOWN")
}

const listedFields: Table = {
  ...commonFields,
  stop_order_status: text("orderStatus"),
  stop_order_type: always("Stop"),
  qty: text("qty")
}

const listed = view(listedFields)

const createdFields: Table = {
  ...commonFields,
  qty: text("qty"),
  remark: always(""),
  leaves_qty: (r) => str(r.leavesQty) || str(r.qty),
  leaves_value: text("leavesValue", "0"),
  reject_reason: text("rejectReason", "EC_NoError")
}

const created = view(createdFields)

const queriedFields: Table = {
  ...commonFields,
  order_id: text("orderId"),
  qty: numeric("qty"),
  order_status: text("orderStatus"),
  ext_fields: () => ({ o_req_num: 0 }),
  leaves_qty: numeric("leavesQty"),
  leaves_value: text("leavesValue", "0"),
  cum_exec_qty: numeric("cumExecQty"),
  cum_exec_value: always(null),
  cum_exec_fee: always(null),
  reject_reason: text("rejectReason", "EC_NoError"),
  cancel_type: text("cancelType", "UNKNOWN")
}

const queried = view(queriedFields)

/** A stop order as cancel-all lists it: an inverse order's cancel-all view with the stop fields. */
const cancelledFields: Table = {
  ...inverseCancelledFields,
  create_type: always("CreateByStopOrder"),
  leaves_qty: (r) => num(r.leavesQty) || num(r.qty),
  cross_status: always("Deactivated"),
  cross_seq: always(-1),
  stop_order_type: always("Stop"),
  trigger_by: text("triggerBy", "LastPrice"),
  base_price: text("lastPriceOnCreated"),
  trail_value: always("0"),
  expected_direction: (r) => (r.triggerDirection === 1 ? "Rising" : "Falling")
}

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
    const done = v5As(
      f.codes,
      e,
      "/v5/order/create",
      c,
      {
        ...stopCreateParams(f.category, p),
        ...(p.close_on_trigger === undefined ? {} : { closeOnTrigger: p.close_on_trigger === true })
      },
      now
    )
    if (!done.ok) return done
    const o = find(f, e, c, { symbol: p.symbol, stop_order_id: (done.value as { orderId: string }).orderId }, now)
    return Result.isFailure(o) ? o.failure : ok({ ...created(o.success, c?.uid ?? "0"), base_price: str(p.base_price) })
  }

/** The cursor list: `cursor` is the last stop order id of the previous page, `limit` up to 50. */
const list =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const all = stops(f, e, c, p.symbol, true, now)
    if (Result.isFailure(all)) return all.failure
    const status = str(p.stop_order_status ?? p.order_status)
    const wanted = status === "" ? undefined : new Set(status.split(",").map((x) => x.trim()))
    const rows = all.success.filter((o) => wanted === undefined || wanted.has(str(o.orderStatus)))
    const at = cursorPage(rows, p)
    if (Result.isFailure(at)) return at.failure
    return ok({ data: at.success.slice.map((o) => listed(o, c?.uid ?? "0")), cursor: at.success.cursor })
  }

const cancel =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const o = find(f, e, c, p, now)
    if (Result.isFailure(o)) return o.failure
    const done = onOrder(f.codes, e, "/v5/order/cancel", c, f.category, o.success, { orderFilter: "StopOrder" }, now)
    return done.ok ? ok({ stop_order_id: str(o.success.orderId) }) : done
  }

const cancelAll =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const open = stops(f, e, c, p.symbol, false, now)
    if (Result.isFailure(open)) return open.failure
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
    return ok(open.success.filter((o) => ids.has(str(o.orderId))).map((o) => shape(cancelledFields, o, c?.uid ?? "0")))
  }

const replace =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const o = find(f, e, c, p, now)
    if (Result.isFailure(o)) return o.failure
    const changes = replaceChanges(p, ["p_r_qty", "p_r_price", "p_r_trigger_price", "take_profit", "stop_loss"])
    const done = onOrder(f.codes, e, "/v5/order/amend", c, f.category, o.success, changes, now)
    return done.ok ? ok({ stop_order_id: str(o.success.orderId) }) : done
  }

/** One stop order by id, or the symbol's open stop orders (an array either way, as the docs print it). */
const query: Handler = (e, c, p, now) => {
  if (p.stop_order_id === undefined && p.order_link_id === undefined) {
    const open = stops(inverse, e, c, p.symbol, false, now)
    return Result.isFailure(open) ? open.failure : ok(open.success.map((o) => queried(o, c?.uid ?? "0")))
  }
  const o = find(inverse, e, c, p, now)
  return Result.isFailure(o) ? o.failure : ok([queried(o.success, c?.uid ?? "0")])
}

/** Inverse futures: one stop order by id or link id, the object itself (not wrapped in an array as v2's). */
const futuresQuery: Handler = (e, c, p, now) => {
  const o = find(futures, e, c, p, now)
  return Result.isFailure(o) ? o.failure : ok(queried(o.success, c?.uid ?? "0"))
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

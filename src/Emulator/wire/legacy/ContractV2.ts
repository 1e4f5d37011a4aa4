/**
 * The v2-era contract families' orders, on the exchange's V5 state: USDT perpetual "linear" (`/private/linear`),
 * inverse perpetual v2 (`/v2/private`) and inverse futures (`/futures/private`). Create, list, query, cancel,
 * cancel-all and replace go through the V5 order handlers, so an order placed here is the same order V5 lists and
 * the reverse. Each family answers in its own snake_case shapes and with its own order error codes (linear 13xxxx,
 * inverse 2xxxx/3xxxx). The emulator lists no dated inverse futures: `/futures/private` trades its inverse
 * perpetuals, as the executions of that family already do.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import type { Caller, Exchange } from "../../Exchange.js"
import {
  type Answer,
  allPages,
  createOrder,
  cursorPage,
  fail,
  findOrder,
  type Handler,
  isoMillis,
  isoSeconds,
  numberedPage,
  ok,
  onOrder,
  type Params,
  type Record5,
  replaceChanges,
  str,
  tif,
  v5As
} from "./Common.js"
import { always, flag, longTimeInForce, numeric, numVia, shape, type Table, text, userId, view } from "./Fields.js"

/**
 * One v2 contract family: its private path prefix, its V5 category and its codes for V5's.
 *
 * @since 0.1.0
 * @category models
 */
export interface Family {
  readonly prefix: "/private/linear" | "/v2/private" | "/futures/private"
  readonly category: "linear" | "inverse"
  /** V5 code to the family's code and message. */
  readonly codes: ReadonlyMap<number, readonly [number, string]>
}

const notFoundMsg = "order not exists or too late to cancel"

/**
 * USDT perpetual v2.
 *
 * @since 0.1.0
 * @category families
 */
export const linear: Family = {
  prefix: "/private/linear",
  category: "linear",
  codes: new Map([
    [110001, [130010, notFoundMsg]],
    [110007, [130021, "order cost not available"]],
    [110043, [34036, "leverage not modified"]]
  ])
}

const inverseCodes: ReadonlyMap<number, readonly [number, string]> = new Map([
  [110001, [20001, notFoundMsg]],
  [110007, [30031, "order cost not available"]],
  [110043, [34036, "leverage not modified"]]
])

/**
 * Inverse perpetual v2.
 *
 * @since 0.1.0
 * @category families
 */
export const inverse: Family = { prefix: "/v2/private", category: "inverse", codes: inverseCodes }

/**
 * Inverse futures (answered for the inverse perpetuals).
 *
 * @since 0.1.0
 * @category families
 */
export const futures: Family = { prefix: "/futures/private", category: "inverse", codes: inverseCodes }

const notFound = (f: Family): Answer => fail(...(f.codes.get(110001) ?? [20001, notFoundMsg]))

/** A linear order: numbers for prices and quantities, times without milliseconds. */
const linearOrderFields: Table = {
  order_id: text("orderId"),
  user_id: userId,
  symbol: text("symbol"),
  side: text("side"),
  order_type: text("orderType"),
  price: numeric("price"),
  qty: numeric("qty"),
  time_in_force: longTimeInForce,
  order_status: text("orderStatus"),
  last_exec_price: numeric("avgPrice"),
  cum_exec_qty: numeric("cumExecQty"),
  cum_exec_value: numeric("cumExecValue"),
  cum_exec_fee: numeric("cumExecFee"),
  reduce_only: flag("reduceOnly"),
  close_on_trigger: flag("closeOnTrigger"),
  order_link_id: text("orderLinkId"),
  created_time: numVia("createdTime", isoSeconds),
  updated_time: numVia("updatedTime", isoSeconds),
  take_profit: numeric("takeProfit"),
  stop_loss: numeric("stopLoss"),
  tp_trigger_by: text("tpTriggerBy", "UNKNOWN"),
  sl_trigger_by: text("slTriggerBy", "UNKNOWN"),
  position_idx: numeric("positionIdx")
}

/**
 * A linear order as the v2 linear family answers it.
 *
 * @since 0.1.0
 * @category views
 */
export const linearOrder = view(linearOrderFields)

/** The fields every inverse order shape shares (text where the docs print text). */
const inverseCommonFields: Table = {
  user_id: userId,
  order_id: text("orderId"),
  symbol: text("symbol"),
  side: text("side"),
  order_type: text("orderType"),
  time_in_force: longTimeInForce,
  order_status: text("orderStatus"),
  reject_reason: text("rejectReason", "EC_NoError"),
  order_link_id: text("orderLinkId"),
  created_at: numVia("createdTime", isoMillis),
  updated_at: numVia("updatedTime", isoMillis),
  take_profit: text("takeProfit", "0"),
  stop_loss: text("stopLoss", "0"),
  tp_trigger_by: text("tpTriggerBy", "UNKNOWN"),
  sl_trigger_by: text("slTriggerBy", "UNKNOWN"),
  position_idx: numeric("positionIdx")
}

/** An inverse order as create and cancel answer it: numbers for prices and quantities. */
const inverseOrderFields: Table = {
  ...inverseCommonFields,
  price: numeric("price"),
  qty: numeric("qty"),
  last_exec_time: numVia("updatedTime", (n) => n / 1000),
  last_exec_price: numeric("avgPrice"),
  leaves_qty: numeric("leavesQty"),
  cum_exec_qty: numeric("cumExecQty"),
  cum_exec_value: numeric("cumExecValue"),
  cum_exec_fee: numeric("cumExecFee")
}

/**
 * An inverse order as create and cancel answer it.
 *
 * @since 0.1.0
 * @category views
 */
export const inverseOrder = view(inverseOrderFields)

/** An inverse order as the list answers it: text for prices and quantities. */
const inverseListedFields: Table = {
  ...inverseCommonFields,
  price: text("price", "0"),
  qty: text("qty"),
  leaves_qty: text("leavesQty", "0"),
  leaves_value: text("leavesValue", "0"),
  cum_exec_qty: text("cumExecQty", "0"),
  cum_exec_value: text("cumExecValue", "0"),
  cum_exec_fee: text("cumExecFee", "0")
}

const inverseListed = view(inverseListedFields)

/** An inverse order as the single-order query answers it (the docs print null for the executed value and fee). */
const inverseQueriedFields: Table = {
  ...inverseCommonFields,
  price: text("price", "0"),
  qty: numeric("qty"),
  ext_fields: () => ({ o_req_num: 0 }),
  last_exec_time: numVia("updatedTime", (n) => (n / 1000).toFixed(6)),
  leaves_qty: numeric("leavesQty"),
  leaves_value: text("leavesValue", "0"),
  cum_exec_qty: numeric("cumExecQty"),
  cum_exec_value: always(null),
  cum_exec_fee: always(null),
  cancel_type: text("cancelType", "UNKNOWN")
}

const inverseQueried = view(inverseQueriedFields)

/** Places an order from the families' shared parameters; the new order as V5 holds it. */
const create = (
  f: Family,
  e: Exchange,
  c: Caller | undefined,
  p: Params,
  now: number
): Result.Result<Record5, Answer> => {
  const created = createOrder(
    e,
    c,
    {
      category: f.category,
      symbol: p.symbol,
      side: p.side,
      orderType: p.order_type,
      qty: str(p.qty),
      ...(p.price === undefined ? {} : { price: str(p.price) }),
      timeInForce: tif[str(p.time_in_force)] ?? "GTC",
      ...(p.reduce_only === undefined ? {} : { reduceOnly: p.reduce_only === true }),
      ...(p.close_on_trigger === undefined ? {} : { closeOnTrigger: p.close_on_trigger === true }),
      ...(p.take_profit === undefined ? {} : { takeProfit: str(p.take_profit) }),
      ...(p.stop_loss === undefined ? {} : { stopLoss: str(p.stop_loss) }),
      ...(p.tp_trigger_by === undefined ? {} : { tpTriggerBy: p.tp_trigger_by }),
      ...(p.sl_trigger_by === undefined ? {} : { slTriggerBy: p.sl_trigger_by }),
      positionIdx: Number(p.position_idx ?? 0),
      ...(p.order_link_id === undefined ? {} : { orderLinkId: p.order_link_id })
    },
    now
  )
  if (Result.isFailure(created)) return Result.fail(remap(f, created.failure))
  return findOrder(
    e,
    c,
    f.category,
    { symbol: p.symbol, orderId: created.success.orderId, orderLinkId: undefined },
    notFound(f),
    now
  )
}

const remap = (f: Family, a: Answer): Answer => {
  if (a.ok) return a
  const mapped = f.codes.get(a.retCode)
  return mapped === undefined ? a : fail(mapped[0], mapped[1])
}

const byId = (p: Params) => ({ symbol: p.symbol, orderId: p.order_id, orderLinkId: p.order_link_id })

/** Every order of the caller's on a symbol, newest first (V5's history holds open and finished ones). */
const ordersOf = (f: Family, e: Exchange, c: Caller | undefined, symbol: unknown, now: number) =>
  allPages(e, c, "/v5/order/history", { category: f.category, symbol: str(symbol) }, 50, now)

const statuses = (p: Params): ReadonlySet<string> | undefined =>
  str(p.order_status) === ""
    ? undefined
    : new Set(
        str(p.order_status)
          .split(",")
          .map((s) => s.trim())
      )

/** Linear's page-numbered list (`page` from 1, `limit` up to 50, `order` desc by default). */
const linearList: Handler = (e, c, p, now) => {
  const all = ordersOf(linear, e, c, p.symbol, now)
  if (Result.isFailure(all)) return all.failure
  const wanted = statuses(p)
  const rows = all.success.filter(
    (o) =>
      (wanted === undefined || wanted.has(str(o.orderStatus))) &&
      (p.order_id === undefined || o.orderId === p.order_id) &&
      (p.order_link_id === undefined || o.orderLinkId === p.order_link_id)
  )
  const at = numberedPage(rows, p)
  if (Result.isFailure(at)) return at.failure
  const { page, slice } = at.success
  return ok({ current_page: page, data: slice.length === 0 ? null : slice.map((o) => linearOrder(o, c?.uid ?? "0")) })
}

/** Inverse's cursor list: `cursor` is the last order id of the previous page, `limit` up to 50. */
const inverseList =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const all = ordersOf(f, e, c, p.symbol, now)
    if (Result.isFailure(all)) return all.failure
    const wanted = statuses(p)
    const rows = all.success.filter((o) => wanted === undefined || wanted.has(str(o.orderStatus)))
    const at = cursorPage(rows, p)
    if (Result.isFailure(at)) return at.failure
    return ok({ data: at.success.slice.map((o) => inverseListed(o, c?.uid ?? "0")), cursor: at.success.cursor })
  }

const cancel =
  (f: Family, shape: (o: Record5, uid: string) => unknown): Handler =>
  (e, c, p, now) => {
    const found = findOrder(e, c, f.category, byId(p), notFound(f), now)
    if (Result.isFailure(found)) return found.failure
    const done = v5As(
      f.codes,
      e,
      "/v5/order/cancel",
      c,
      { category: f.category, symbol: str(found.success.symbol), orderId: str(found.success.orderId) },
      now
    )
    if (!done.ok) return done
    const after = findOrder(e, c, f.category, { ...byId(p), orderId: found.success.orderId }, notFound(f), now)
    return Result.isFailure(after) ? after.failure : ok(shape(after.success, c?.uid ?? "0"))
  }

const cancelAll =
  (f: Family, shape: (cancelled: ReadonlyArray<Record5>, uid: string) => unknown): Handler =>
  (e, c, p, now) => {
    const open = allPages(e, c, "/v5/order/realtime", { category: f.category, symbol: str(p.symbol) }, 50, now)
    if (Result.isFailure(open)) return open.failure
    const done = v5As(f.codes, e, "/v5/order/cancel-all", c, { category: f.category, symbol: str(p.symbol) }, now)
    if (!done.ok) return done
    const ids = new Set((done.value as { list: ReadonlyArray<Record5> }).list.map((o) => str(o.orderId)))
    return ok(
      shape(
        open.success.filter((o) => ids.has(str(o.orderId))),
        c?.uid ?? "0"
      )
    )
  }

/**
 * An inverse order as cancel-all lists it (the stop orders' cancel-all adds its fields to these).
 *
 * @since 0.1.0
 * @category views
 */
export const inverseCancelledFields: Table = {
  clOrdID: text("orderId"),
  order_link_id: text("orderLinkId"),
  user_id: userId,
  symbol: text("symbol"),
  side: text("side"),
  order_type: text("orderType"),
  price: text("price", "0"),
  qty: numeric("qty"),
  time_in_force: longTimeInForce,
  create_type: always("CreateByUser"),
  cancel_type: always("CancelByUser"),
  order_status: always(""),
  leaves_qty: numeric("leavesQty"),
  leaves_value: text("leavesValue", "0"),
  created_at: numVia("createdTime", isoMillis),
  updated_at: numVia("updatedTime", isoMillis),
  cross_status: always("PendingCancel"),
  cross_seq: always(0)
}

const inverseCancelled = (list: ReadonlyArray<Record5>, uid: string) =>
  list.map((o) => shape(inverseCancelledFields, o, uid))

const replace =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const found = findOrder(e, c, f.category, byId(p), notFound(f), now)
    if (Result.isFailure(found)) return found.failure
    const changes = replaceChanges(p, [
      "p_r_qty",
      "p_r_price",
      "take_profit",
      "stop_loss",
      "tp_trigger_by",
      "sl_trigger_by"
    ])
    const done = onOrder(f.codes, e, "/v5/order/amend", c, f.category, found.success, changes, now)
    return done.ok ? ok({ order_id: str(found.success.orderId) }) : done
  }

const query =
  (f: Family): Handler =>
  (e, c, p, now) => {
    // without an id the docs answer the symbol's open orders
    if (p.order_id === undefined && p.order_link_id === undefined) {
      const open = allPages(e, c, "/v5/order/realtime", { category: f.category, symbol: str(p.symbol) }, 50, now)
      return Result.isFailure(open) ? open.failure : ok(open.success.map((o) => inverseQueried(o, c?.uid ?? "0")))
    }
    const found = findOrder(e, c, f.category, byId(p), notFound(f), now)
    return Result.isFailure(found) ? found.failure : ok(inverseQueried(found.success, c?.uid ?? "0"))
  }

/** Linear's search: one order by id (open or finished), or without an id the symbol's open orders. */
const linearSearch: Handler = (e, c, p, now) => {
  const uid = c?.uid ?? "0"
  if (p.order_id === undefined && p.order_link_id === undefined) {
    const open = allPages(e, c, "/v5/order/realtime", { category: "linear", symbol: str(p.symbol) }, 50, now)
    return Result.isFailure(open) ? open.failure : ok(open.success.map((o) => linearOrder(o, uid)))
  }
  const found = findOrder(e, c, "linear", byId(p), notFound(linear), now)
  return Result.isFailure(found) ? found.failure : ok(linearOrder(found.success, uid))
}

/**
 * The order routes of the three families (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  [
    "POST /private/linear/order/create",
    (e, c, p, now) => {
      const o = create(linear, e, c, p, now)
      return Result.isFailure(o) ? o.failure : ok({ ...linearOrder(o.success, c?.uid ?? "0"), order_status: "Created" })
    }
  ],
  ["GET /private/linear/order/list", linearList],
  ["POST /private/linear/order/cancel", cancel(linear, (o) => ({ order_id: str(o.orderId) }))],
  ["POST /private/linear/order/cancel-all", cancelAll(linear, (list) => list.map((o) => str(o.orderId)))],
  ["POST /private/linear/order/replace", replace(linear)],
  ["GET /private/linear/order/search", linearSearch],
  ...[inverse, futures].flatMap(
    (f): ReadonlyArray<readonly [string, Handler]> => [
      [
        `POST ${f.prefix}/order/create`,
        (e, c, p, now) => {
          const o = create(f, e, c, p, now)
          return Result.isFailure(o)
            ? o.failure
            : ok({ ...inverseOrder(o.success, c?.uid ?? "0"), order_status: "Created" })
        }
      ],
      [`GET ${f.prefix}/order/list`, inverseList(f)],
      [`POST ${f.prefix}/order/cancel`, cancel(f, inverseOrder)],
      [`POST ${f.prefix}/order/cancelAll`, cancelAll(f, inverseCancelled)],
      [`POST ${f.prefix}/order/replace`, replace(f)],
      [`GET ${f.prefix}/order`, query(f)]
    ]
  )
]

/**
 * What the emulator's pre-V5 REST handlers share: the handler shape, the answer type, and the bridges into the
 * exchange's V5 handlers (orders, positions, wallets), so that every older family reads and writes the same state
 * as V5 for the same account.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import type { Caller, Exchange } from "../../Exchange.js"

/**
 * A request's business parameters, in wire types (query strings stay strings, JSON bodies keep their types).
 *
 * @since 0.1.0
 * @category models
 */
export type Params = Readonly<Record<string, unknown>>

/**
 * A handler's answer: a result for the family's envelope, or a family error code and message.
 *
 * @since 0.1.0
 * @category models
 */
export type Answer =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly retCode: number; readonly retMsg: string }

/**
 * One legacy route's handler; `caller` is set on private routes.
 *
 * @since 0.1.0
 * @category models
 */
export type Handler = (exchange: Exchange, caller: Caller | undefined, params: Params, now: number) => Answer

/**
 * A V5 record as the exchange's handlers answer it (read field by field).
 *
 * @since 0.1.0
 * @category models
 */
export type Record5 = Readonly<Record<string, unknown>>

/**
 * A value as text: `undefined` and `null` become `""`.
 *
 * @since 0.1.0
 * @category helpers
 */
export const str = (v: unknown): string =>
  v === undefined || v === null
    ? ""
    : // a JSON body's object or array as its JSON text: `String` throws on `{"toString":null}` (an HTTP 500 before)
      typeof v === "object"
      ? JSON.stringify(v)
      : String(v)

/**
 * A value as a number: empty text and absent values become 0.
 *
 * @since 0.1.0
 * @category helpers
 */
export const num = (v: unknown): number => {
  const n = Number(str(v))
  return Number.isFinite(n) ? n : 0
}

/**
 * A failed answer.
 *
 * @since 0.1.0
 * @category helpers
 */
export const fail = (retCode: number, retMsg: string): Answer => ({ ok: false, retCode, retMsg })

/**
 * A successful answer.
 *
 * @since 0.1.0
 * @category helpers
 */
export const ok = (value: unknown): Answer => ({ ok: true, value })

/**
 * `"limit"` to `"Limit"`.
 *
 * @since 0.1.0
 * @category helpers
 */
export const upperFirst = (s: string): string => (s === "" ? s : `${s[0]?.toUpperCase()}${s.slice(1).toLowerCase()}`)

/**
 * The older families' time-in-force names, to V5's.
 *
 * @since 0.1.0
 * @category helpers
 */
export const tif: Readonly<Record<string, string>> = {
  GTC: "GTC",
  IOC: "IOC",
  FOK: "FOK",
  GoodTillCancel: "GTC",
  ImmediateOrCancel: "IOC",
  FillOrKill: "FOK",
  PostOnly: "PostOnly"
}

/**
 * V5's time-in-force names, to the v2 and v3 contract families' (`GTC` to `GoodTillCancel`).
 *
 * @since 0.1.0
 * @category helpers
 */
export const longTif: Readonly<Record<string, string>> = {
  GTC: "GoodTillCancel",
  IOC: "ImmediateOrCancel",
  FOK: "FillOrKill",
  PostOnly: "PostOnly"
}

/**
 * Runs the exchange's V5 handler for `path` on the caller's behalf.
 *
 * @since 0.1.0
 * @category bridges
 */
export const v5 = (
  exchange: Exchange,
  path: string,
  caller: Caller | undefined,
  params: Params,
  now: number
): Answer => {
  const handler = exchange.route(path)
  if (handler === undefined || caller === undefined) return fail(10017, "route not found")
  const result = handler(caller, params as never, now)
  return result.ok ? { ok: true, value: result.value } : result
}

/**
 * Runs a V5 handler, mapping its error codes through `codes` (V5 code to the family's code and message).
 *
 * @since 0.1.0
 * @category bridges
 */
export const v5As = (
  codes: ReadonlyMap<number, readonly [number, string]>,
  exchange: Exchange,
  path: string,
  caller: Caller | undefined,
  params: Params,
  now: number
): Answer => {
  const answer = v5(exchange, path, caller, params, now)
  if (answer.ok) return answer
  const mapped = codes.get(answer.retCode)
  return mapped === undefined ? answer : fail(mapped[0], mapped[1])
}

/**
 * Places an order through V5's create; the new order's ids.
 *
 * @since 0.1.0
 * @category bridges
 */
export const createOrder = (
  exchange: Exchange,
  caller: Caller | undefined,
  params: Params,
  now: number
): Result.Result<{ readonly orderId: string; readonly orderLinkId: string }, Answer> => {
  const answer = v5(exchange, "/v5/order/create", caller, params, now)
  if (!answer.ok) return Result.fail(answer)
  const value = answer.value as { orderId: string; orderLinkId: string }
  return Result.succeed({ orderId: value.orderId, orderLinkId: value.orderLinkId })
}

/** A V2 replace's changes by their V2 names, with the V5 amend's names for them. */
const replaceNames = {
  p_r_qty: "qty",
  p_r_price: "price",
  p_r_trigger_price: "triggerPrice",
  take_profit: "takeProfit",
  stop_loss: "stopLoss",
  tp_trigger_by: "tpTriggerBy",
  sl_trigger_by: "slTriggerBy"
} as const

/**
 * A V2 replace's changes, of the ones a family accepts (`names`), as V5 amend parameters: the given ones only,
 * prices and quantities as text, the trigger kinds as sent.
 *
 * @since 1.2.0
 * @category bridges
 */
export const replaceChanges = (p: Params, names: ReadonlyArray<keyof typeof replaceNames>): Params => {
  const changes: Record<string, unknown> = {}
  for (const name of names) {
    const value = p[name]
    if (value !== undefined) changes[replaceNames[name]] = name.endsWith("_trigger_by") ? value : str(value)
  }
  return changes
}

/**
 * Runs V5's amend or cancel (`path`) on an order found by id, with `params` added to its category, symbol and id.
 *
 * @since 1.2.0
 * @category bridges
 */
export const onOrder = (
  codes: ReadonlyMap<number, readonly [number, string]>,
  exchange: Exchange,
  path: "/v5/order/amend" | "/v5/order/cancel",
  caller: Caller | undefined,
  category: string,
  order: Record5,
  params: Params,
  now: number
): Answer =>
  v5As(
    codes,
    exchange,
    path,
    caller,
    { category, symbol: str(order.symbol), orderId: str(order.orderId), ...params },
    now
  )

/**
 * The V5 create parameters of a V2 conditional order (`stop_px` reached from `base_price`), less the flags whose
 * default the families tell apart (`reduceOnly`, `closeOnTrigger`).
 *
 * @since 1.2.0
 * @category bridges
 */
export const stopCreateParams = (category: string, p: Params): Params => ({
  category,
  symbol: p.symbol,
  side: p.side,
  orderType: p.order_type,
  qty: str(p.qty),
  ...(p.price === undefined ? {} : { price: str(p.price) }),
  triggerPrice: str(p.stop_px),
  // the order triggers when the price moves from base_price to stop_px
  triggerDirection: Number(p.stop_px) > Number(p.base_price) ? 1 : 2,
  triggerBy: str(p.trigger_by) || "LastPrice",
  timeInForce: tif[str(p.time_in_force)] ?? "GTC",
  positionIdx: Number(p.position_idx ?? 0),
  ...(p.take_profit === undefined ? {} : { takeProfit: str(p.take_profit) }),
  ...(p.stop_loss === undefined ? {} : { stopLoss: str(p.stop_loss) }),
  ...(p.order_link_id === undefined ? {} : { orderLinkId: p.order_link_id })
})

/**
 * A V2 page-numbered list's page (`page` from 1, `limit` 1 to 50, default 20) of `rows`, oldest first when `order`
 * is `asc`: the page's rows and the page count.
 *
 * @since 1.2.0
 * @category lists
 */
export const numberedPage = <A>(
  rows: ReadonlyArray<A>,
  p: Params
): Result.Result<{ readonly page: number; readonly slice: ReadonlyArray<A>; readonly pages: number }, Answer> => {
  const sorted = p.order === "asc" ? [...rows].reverse() : rows
  const page = Number(p.page ?? 1)
  const limit = Number(p.limit ?? 20)
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > 50) {
    return Result.fail(fail(10001, "page must be 1 or more and limit 1 to 50"))
  }
  const slice = sorted.slice((page - 1) * limit, page * limit)
  return Result.succeed({ page, slice, pages: Math.max(1, Math.ceil(sorted.length / limit)) })
}

/**
 * A V2 cursor list's page of orders: `cursor` is the last order id of the previous page (`""` for the first),
 * `limit` 1 to 50 (default 20); the next cursor is `""` after the last page.
 *
 * @since 1.2.0
 * @category lists
 */
export const cursorPage = (
  rows: ReadonlyArray<Record5>,
  p: Params
): Result.Result<{ readonly slice: ReadonlyArray<Record5>; readonly cursor: string }, Answer> => {
  const limit = Number(p.limit ?? 20)
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) return Result.fail(fail(10001, "limit must be 1 to 50"))
  const cursor = str(p.cursor)
  const from = cursor === "" ? 0 : rows.findIndex((o) => o.orderId === cursor) + 1
  if (from === 0 && cursor !== "") return Result.fail(fail(10016, "wrong cursor"))
  const slice = rows.slice(from, from + limit)
  return Result.succeed({ slice, cursor: from + limit < rows.length ? str(slice[slice.length - 1]?.orderId) : "" })
}

/**
 * The `list` of a V5 list answer.
 *
 * @since 0.1.0
 * @category bridges
 */
export const listOf = (answer: Answer): Result.Result<ReadonlyArray<Record5>, Answer> =>
  answer.ok ? Result.succeed((answer.value as { list: ReadonlyArray<Record5> }).list) : Result.fail(answer)

/**
 * One order of the caller's by id or link id, open or finished (V5 realtime finds both by id).
 *
 * @since 0.1.0
 * @category bridges
 */
export const findOrder = (
  exchange: Exchange,
  caller: Caller | undefined,
  category: string,
  p: { readonly symbol: unknown; readonly orderId: unknown; readonly orderLinkId: unknown },
  notFound: Answer,
  now: number
): Result.Result<Record5, Answer> => {
  if (str(p.orderId) === "" && str(p.orderLinkId) === "") return Result.fail(notFound)
  const filter = str(p.orderId) === "" ? { orderLinkId: str(p.orderLinkId) } : { orderId: str(p.orderId) }
  const found = listOf(v5(exchange, "/v5/order/realtime", caller, { category, ...symbolOf(p.symbol), ...filter }, now))
  return Result.flatMap(found, (list) => (list[0] === undefined ? Result.fail(notFound) : Result.succeed(list[0])))
}

/**
 * A `symbol` filter when one is given.
 *
 * @since 0.1.0
 * @category helpers
 */
export const symbolOf = (symbol: unknown): { readonly symbol?: string } =>
  str(symbol) === "" ? {} : { symbol: str(symbol) }

/**
 * Every V5 page of a list, following `nextPageCursor` (the older lists page differently, so they read it whole).
 *
 * @since 0.1.0
 * @category bridges
 */
export const allPages = (
  exchange: Exchange,
  caller: Caller | undefined,
  path: string,
  params: Params,
  limit: number,
  now: number
): Result.Result<ReadonlyArray<Record5>, Answer> => {
  const out: Array<Record5> = []
  let cursor = ""
  // bounded: the emulator's lists are finite, and a repeated cursor stops the walk
  for (let i = 0; i < 1000; i++) {
    const answer = v5(
      exchange,
      path,
      caller,
      { ...params, limit: String(limit), ...(cursor === "" ? {} : { cursor }) },
      now
    )
    if (!answer.ok) return Result.fail(answer)
    const value = answer.value as { list: ReadonlyArray<Record5>; nextPageCursor?: string }
    out.push(...value.list)
    const next = str(value.nextPageCursor)
    if (next === "" || next === cursor) break
    cursor = next
  }
  return Result.succeed(out)
}

/**
 * ISO time without milliseconds (`2019-10-21T07:28:19Z`), as linear v2 writes it.
 *
 * @since 0.1.0
 * @category helpers
 */
export const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z")

/**
 * ISO time with milliseconds, as inverse v2 writes it.
 *
 * @since 0.1.0
 * @category helpers
 */
export const isoMillis = (ms: number): string => new Date(ms).toISOString()

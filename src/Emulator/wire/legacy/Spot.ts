/**
 * What spot v1 and spot v3 share in the emulator: their order types and statuses in V5's terms, the caller's spot
 * orders read through V5, and cancelling by side and type.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import type { Caller, Exchange } from "../../Exchange.js"
import { type Answer, fail, type Params, type Record5, str, tif, upperFirst, v5 } from "./Common.js"

/**
 * A spot v1/v3 order type and time in force, as V5 takes them (LIMIT_MAKER is a post-only limit order).
 *
 * @since 0.1.0
 * @category spot
 */
export function spotOrderType(type: string, timeInForce: string): { orderType: string; timeInForce: string } {
  if (type === "LIMIT_MAKER") return { orderType: "Limit", timeInForce: "PostOnly" }
  return { orderType: upperFirst(type), timeInForce: tif[timeInForce] ?? "GTC" }
}

/**
 * V5 order status to the spot v1/v3 status.
 *
 * @since 0.1.0
 * @category spot
 */
export const spotStatus: Readonly<Record<string, string>> = {
  New: "NEW",
  PartiallyFilled: "PARTIALLY_FILLED",
  Filled: "FILLED",
  Cancelled: "CANCELED",
  PartiallyFilledCanceled: "CANCELED",
  Rejected: "REJECTED",
  Untriggered: "NEW"
}

/**
 * A V5 spot order's type in the spot v1/v3 names.
 *
 * @since 0.1.0
 * @category spot
 */
export function spotTypeOf(o: Record5): string {
  if (o.orderType === "Market") return "MARKET"
  return o.timeInForce === "PostOnly" ? "LIMIT_MAKER" : "LIMIT"
}

/**
 * The caller's open spot orders, filtered as V5 realtime filters them.
 *
 * @since 0.1.0
 * @category spot
 */
export function spotOrders(
  e: Exchange,
  c: Caller | undefined,
  filter: Params,
  now: number
): Result.Result<ReadonlyArray<Record5>, Answer> {
  const answer = v5(e, "/v5/order/realtime", c, { category: "spot", limit: "50", ...filter }, now)
  if (!answer.ok) return Result.fail(answer)
  return Result.succeed((answer.value as { list: ReadonlyArray<Record5> }).list)
}

/**
 * One spot order of the caller's by `orderId` or `orderLinkId`; `missing` answers a request naming neither,
 * `notFound` an order that is not the caller's (spot v1: -1102 and -2013).
 *
 * @since 0.1.0
 * @category spot
 */
export function spotOrder(
  e: Exchange,
  c: Caller | undefined,
  p: Params,
  now: number,
  missing: Answer = fail(-1102, "orderId or orderLinkId is required"),
  notFound: Answer = fail(-2013, "Order does not exist.")
): Result.Result<Record5, Answer> {
  if (p.orderId === undefined && p.orderLinkId === undefined) return Result.fail(missing)
  const filter = p.orderId === undefined ? { orderLinkId: p.orderLinkId } : { orderId: p.orderId }
  return Result.flatMap(spotOrders(e, c, filter, now), (list) => {
    const first = list[0]
    return first === undefined ? Result.fail(notFound) : Result.succeed(first)
  })
}

/**
 * A spot order in the spot v1 shape.
 *
 * @since 0.1.0
 * @category spot
 */
export function spotV1Order(o: Record5, c: Caller | undefined) {
  const cumQty = str(o.cumExecQty) || "0"
  return {
    accountId: c?.uid ?? "",
    exchangeId: "301",
    symbol: str(o.symbol),
    symbolName: str(o.symbol),
    orderLinkId: str(o.orderLinkId),
    orderId: str(o.orderId),
    price: str(o.price) || "0",
    origQty: str(o.qty),
    executedQty: cumQty,
    cummulativeQuoteQty: str(o.cumExecValue) || "0",
    avgPrice: str(o.avgPrice) || "0",
    status: spotStatus[str(o.orderStatus)] ?? str(o.orderStatus).toUpperCase(),
    timeInForce: o.timeInForce === "PostOnly" ? "GTC" : str(o.timeInForce),
    type: spotTypeOf(o),
    side: str(o.side).toUpperCase(),
    stopPrice: "0.0",
    icebergQty: "0.0",
    time: str(o.createdTime),
    updateTime: str(o.updatedTime),
    isWorking: true
  }
}

/**
 * Cancels the open spot orders of a symbol, by side and by `orderTypes` (comma-separated; the docs' default: LIMIT).
 *
 * @since 0.1.0
 * @category spot
 */
export function cancelMatching(e: Exchange, c: Caller | undefined, p: Params, now: number): Answer {
  const list = spotOrders(e, c, { symbol: p.symbol }, now)
  if (Result.isFailure(list)) return list.failure
  const types = new Set(
    str(p.orderTypes ?? "LIMIT")
      .split(",")
      .map((t) => t.trim())
  )
  for (const o of list.success) {
    if (p.side !== undefined && o.side !== p.side) continue
    if (!types.has(spotTypeOf(o))) continue
    const done = v5(e, "/v5/order/cancel", c, { category: "spot", symbol: str(o.symbol), orderId: str(o.orderId) }, now)
    if (!done.ok) return done
  }
  return { ok: true, value: {} }
}

/**
 * Spot v3's order lists, wallet and cancel-by-ids on the exchange's V5 state: open and past orders are V5's spot
 * orders of the caller (`orderCategory` 1 being the TP/SL orders), the account is the caller's Unified wallet, and
 * cancel-by-ids cancels through V5, answering the ids it could not cancel (none when all were cancelled).
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import * as Fixed from "../../base/Fixed.js"
import type { Caller, Exchange } from "../../Exchange.js"
import { allPages, fail, type Handler, num, ok, type Params, type Record5, str, v5 } from "./Common.js"
import { v3Order } from "./SpotV3.js"

const filterOf = (p: Params) => (num(p.orderCategory) === 1 ? "tpslOrder" : "Order")

/** A listed order: the v3 order with its times as numbers. */
const listed = (o: Record5, c: Caller | undefined) => ({
  ...v3Order(o, c),
  createTime: num(o.createdTime),
  updateTime: num(o.updatedTime)
})

/** `orderId` pages the lists: only orders older than that one (V5's lists are newest first). */
const before = (rows: ReadonlyArray<Record5>, orderId: unknown): ReadonlyArray<Record5> => {
  if (str(orderId) === "") return rows
  const at = rows.findIndex((o) => o.orderId === orderId)
  return at < 0 ? [] : rows.slice(at + 1)
}

const limitOf = (p: Params, max: number): number | undefined => {
  const limit = p.limit === undefined ? max : Number(p.limit)
  return Number.isInteger(limit) && limit >= 1 && limit <= max ? limit : undefined
}

const list =
  (history: boolean, max: number): Handler =>
  (e, c, p, now) => {
    const limit = limitOf(p, max)
    if (limit === undefined) return fail(10001, `limit must be 1 to ${max}`)
    const all = allPages(
      e,
      c,
      history ? "/v5/order/history" : "/v5/order/realtime",
      {
        category: "spot",
        orderFilter: filterOf(p),
        ...(str(p.symbol) === "" ? {} : { symbol: str(p.symbol) }),
        ...(history && p.startTime !== undefined ? { startTime: str(p.startTime) } : {}),
        ...(history && p.endTime !== undefined ? { endTime: str(p.endTime) } : {})
      },
      50,
      now
    )
    if (Result.isFailure(all)) return all.failure
    // the history lists finished orders only; V5's history holds the open ones as well
    const rows = history
      ? all.success.filter((o) => !["New", "PartiallyFilled", "Untriggered"].includes(str(o.orderStatus)))
      : all.success
    return ok({
      list: before(rows, p.orderId)
        .slice(0, limit)
        .map((o) => listed(o, c))
    })
  }

const account = (e: Exchange, c: Caller | undefined, now: number) => {
  const answer = v5(e, "/v5/account/wallet-balance", c, { accountType: "UNIFIED" }, now)
  if (!answer.ok) return answer
  const coins = (answer.value as { list: ReadonlyArray<{ coin: ReadonlyArray<Record5> }> }).list[0]?.coin ?? []
  return ok({
    balances: coins.map((x) => {
      const total = str(x.walletBalance) || "0"
      const locked = str(x.locked) || "0"
      // exact decimals: free is the wallet less what open spot orders hold
      const d = Math.max(Fixed.decimalsOf(total), Fixed.decimalsOf(locked))
      const free = (Fixed.parse(total, d) ?? 0n) - (Fixed.parse(locked, d) ?? 0n)
      return { coin: str(x.coin), coinId: str(x.coin), total, free: Fixed.formatTrimmed(free, d), locked }
    })
  })
}

/** Cancels each id through V5 (at most 100); the answer lists the ids that were not cancelled, with the code. */
const cancelByIds: Handler = (e, c, p, now) => {
  const ids = str(p.orderIds)
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x !== "")
  if (ids.length === 0 || ids.length > 100) return fail(10001, "orderIds must name 1 to 100 orders")
  const open = allPages(e, c, "/v5/order/realtime", { category: "spot", orderFilter: filterOf(p) }, 50, now)
  if (Result.isFailure(open)) return open.failure
  const failed: Array<{ orderId: string; code: string }> = []
  for (const id of ids) {
    const o = open.success.find((x) => x.orderId === id)
    // an order that is not the caller's open order: the v3 "order does not exist" code
    const done =
      o === undefined
        ? fail(12213, "Order does not exist.")
        : v5(e, "/v5/order/cancel", c, { category: "spot", symbol: str(o.symbol), orderId: id }, now)
    if (!done.ok) failed.push({ orderId: id, code: String(done.retCode === 110001 ? 12213 : done.retCode) })
  }
  return ok({ list: failed })
}

/**
 * The spot v3 order-list, account and cancel-by-ids routes (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  ["GET /spot/v3/private/open-orders", list(false, 500)],
  ["GET /spot/v3/private/history-orders", list(true, 100)],
  ["GET /spot/v3/private/account", (e, c, _p, now) => account(e, c, now)],
  ["POST /spot/v3/private/cancel-orders-by-ids", cancelByIds]
]

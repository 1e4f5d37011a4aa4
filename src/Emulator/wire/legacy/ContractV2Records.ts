/**
 * The v2-era contract families' page-numbered trade records on the exchange's V5 state: linear's execution list
 * (`/private/linear/trade/execution/list`) and the closed-PnL lists of linear, inverse v2 and inverse futures. Each
 * reads the caller's V5 executions or closed-PnL records whole and pages them by `page` (from 1) and `limit`, so a
 * fill or close made through any family or through V5 shows in every list of its account, never another's.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { allPages, fail, type Handler, num, ok, type Params, type Record5, str } from "./Common.js"
import { type Family, futures, inverse, linear } from "./ContractV2.js"
import { linearFill } from "./ContractV2Account.js"
import { numeric, numVia, shape, type Table, text, userId } from "./Fields.js"

/** One page of `rows` by the legacy `page`/`limit` pair, or the family's parameter error. */
const paged = <A>(
  rows: ReadonlyArray<Record5>,
  p: Params,
  maxLimit: number,
  shape: (x: Record5, index: number) => A
): ReturnType<Handler> => {
  const page = Number(p.page ?? 1)
  const limit = Number(p.limit ?? 20)
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
    return fail(10001, `page must be 1 or more and limit 1 to ${maxLimit}`)
  }
  const from = (page - 1) * limit
  return ok({ current_page: page, data: rows.slice(from, from + limit).map((x, i) => shape(x, from + i)) })
}

/** A time filter in V5's milliseconds from a legacy parameter in `unit` milliseconds. */
const timeFilter = (p: Params, unit: number) => ({
  ...(p.start_time === undefined ? {} : { startTime: String(num(p.start_time) * unit) }),
  ...(p.end_time === undefined ? {} : { endTime: String(num(p.end_time) * unit) })
})

/** Linear's execution list: V5's executions of the symbol (start and end in milliseconds), paged by number. */
const linearTrades: Handler = (e, c, p, now) => {
  const all = allPages(
    e,
    c,
    "/v5/execution/list",
    {
      category: "linear",
      symbol: str(p.symbol),
      ...timeFilter(p, 1),
      ...(p.exec_type === undefined ? {} : { execType: str(p.exec_type) })
    },
    100,
    now
  )
  return Result.isFailure(all) ? all.failure : paged(all.success, p, 200, linearFill)
}

/** A closed-PnL record in the v2 shape (after its page-numbered id). */
const closedPnlFields: Table = {
  user_id: userId,
  symbol: text("symbol"),
  order_id: text("orderId"),
  side: text("side"),
  qty: numeric("qty"),
  order_price: numeric("orderPrice"),
  order_type: text("orderType"),
  exec_type: text("execType"),
  closed_size: numeric("closedSize"),
  cum_entry_value: numeric("cumEntryValue"),
  avg_entry_price: numeric("avgEntryPrice"),
  cum_exit_value: numeric("cumExitValue"),
  avg_exit_price: numeric("avgExitPrice"),
  closed_pnl: numeric("closedPnl"),
  fill_count: numeric("fillCount"),
  leverage: numeric("leverage"),
  created_at: numVia("createdTime", (n) => Math.floor(n / 1000))
}

/** The closed-PnL list of one family: V5's records of the symbol (start and end in seconds), paged by number. */
const closedPnl =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const all = allPages(
      e,
      c,
      "/v5/position/closed-pnl",
      { category: f.category, symbol: str(p.symbol), ...timeFilter(p, 1000) },
      100,
      now
    )
    if (Result.isFailure(all)) return all.failure
    // V5 records every close as a trade; a filter on another execution type matches none
    const rows = all.success.filter((x) => p.exec_type === undefined || str(p.exec_type) === str(x.execType))
    const uid = c?.uid ?? "0"
    return paged(rows, p, 50, (x, index) => ({
      // numbered from the oldest record, so an id stays the same as newer ones arrive
      id: rows.length - index,
      ...shape(closedPnlFields, x, uid)
    }))
  }

/**
 * The page-numbered trade-record routes of the three families (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  ["GET /private/linear/trade/execution/list", linearTrades],
  ...[linear, inverse, futures].map((f): readonly [string, Handler] => [
    `GET ${f.prefix}/trade/closed-pnl/list`,
    closedPnl(f)
  ])
]

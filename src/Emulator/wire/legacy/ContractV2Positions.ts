/**
 * The v2-era contract families' position lists on the exchange's V5 state: linear (`/private/linear`), inverse v2
 * (`/v2/private`) and inverse futures (`/futures/private`). Each reads V5's position list for the caller, so a
 * position opened through any family or through V5 is the same position. With `symbol` linear answers that
 * symbol's positions (one per side in hedge mode) and inverse v2 the position itself; without it each answers
 * every open position wrapped as `{ data, is_valid }` (inverse futures always answers that shape).
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import type { Caller, Exchange } from "../../Exchange.js"
import { type Answer, fail, type Handler, listOf, ok, type Record5, str, v5 } from "./Common.js"
import { type Family, futures, inverse, linear } from "./ContractV2.js"
import { always, isoTime, numeric, numVia, shape, type Table, text, userId, view } from "./Fields.js"

/** The caller's V5 positions of a family: a symbol's (empty ones included) or every open one. */
const positions = (
  f: Family,
  e: Exchange,
  c: Caller | undefined,
  symbol: string,
  now: number
): Result.Result<ReadonlyArray<Record5>, Answer> =>
  listOf(
    v5(
      e,
      "/v5/position/list",
      c,
      // V5 lists linear positions without a symbol by settle coin; the emulator's linear contracts settle in USDT
      {
        category: f.category,
        limit: "200",
        ...(symbol !== "" ? { symbol } : f === linear ? { settleCoin: "USDT" } : {})
      },
      now
    )
  )

const linearPositionFields: Table = {
  user_id: userId,
  symbol: text("symbol"),
  side: text("side", "None"),
  size: numeric("size"),
  position_value: numeric("positionValue"),
  entry_price: numeric("avgPrice"),
  liq_price: numeric("liqPrice"),
  bust_price: numeric("bustPrice"),
  leverage: numeric("leverage"),
  auto_add_margin: numeric("autoAddMargin"),
  is_isolated: numVia("tradeMode", (n) => n === 1),
  position_margin: numeric("positionIM"),
  occ_closing_fee: always(0),
  realised_pnl: numeric("curRealisedPnl"),
  cum_realised_pnl: numeric("cumRealisedPnl"),
  // the closable size; reduce-only orders resting against the position are not subtracted
  free_qty: numeric("size"),
  tp_sl_mode: text("tpslMode", "Full"),
  unrealised_pnl: numeric("unrealisedPnl"),
  deleverage_indicator: numeric("adlRankIndicator"),
  risk_id: numeric("riskId"),
  stop_loss: numeric("stopLoss"),
  take_profit: numeric("takeProfit"),
  trailing_stop: numeric("trailingStop"),
  position_idx: numeric("positionIdx"),
  mode: numVia("positionIdx", (n) => (n === 0 ? "MergedSingle" : "BothSide"))
}

/**
 * A linear position: numbers throughout; `mode` names one-way or hedge by the position index.
 *
 * @since 0.1.0
 * @category shapes
 */
export const linearPosition = view(linearPositionFields)

/** An inverse position: text for values and prices, as the inverse docs print them. */
const inversePositionFields: Table = {
  id: always(0),
  user_id: userId,
  risk_id: numeric("riskId"),
  symbol: text("symbol"),
  side: text("side", "None"),
  size: numeric("size"),
  position_value: text("positionValue", "0"),
  entry_price: text("avgPrice", "0"),
  is_isolated: numVia("tradeMode", (n) => n === 1),
  auto_add_margin: numeric("autoAddMargin"),
  leverage: text("leverage", "0"),
  effective_leverage: text("leverage", "0"),
  position_margin: text("positionIM", "0"),
  liq_price: text("liqPrice", "0"),
  bust_price: text("bustPrice", "0"),
  occ_closing_fee: always("0"),
  occ_funding_fee: always("0"),
  take_profit: text("takeProfit", "0"),
  stop_loss: text("stopLoss", "0"),
  trailing_stop: text("trailingStop", "0"),
  position_status: text("positionStatus", "Normal"),
  deleverage_indicator: numeric("adlRankIndicator"),
  oc_calc_data: always("{}"),
  order_margin: always("0"),
  wallet_balance: always("0"),
  realised_pnl: text("curRealisedPnl", "0"),
  unrealised_pnl: numeric("unrealisedPnl"),
  cum_realised_pnl: text("cumRealisedPnl", "0"),
  cross_seq: numeric("seq"),
  position_seq: always(0),
  created_at: isoTime("createdTime"),
  updated_at: isoTime("updatedTime"),
  tp_sl_mode: text("tpslMode", "Full")
}

/** The same with the position index and mode, which the lists of positions print after the id. */
const inverseModeFields: Table = {
  id: always(0),
  position_idx: numeric("positionIdx"),
  mode: always(0),
  ...inversePositionFields
}

const inversePosition = (x: Record5, uid: string, now: number, withMode: boolean) =>
  shape(withMode ? inverseModeFields : inversePositionFields, x, uid, now)

const wrapped = <A>(rows: ReadonlyArray<Record5>, item: (x: Record5) => A) =>
  rows.map((x) => ({ data: item(x), is_valid: true }))

const linearList: Handler = (e, c, p, now) => {
  const symbol = str(p.symbol)
  const rows = positions(linear, e, c, symbol, now)
  if (Result.isFailure(rows)) return rows.failure
  const uid = c?.uid ?? "0"
  return ok(
    symbol === ""
      ? wrapped(rows.success, (x) => linearPosition(x, uid))
      : rows.success.map((x) => linearPosition(x, uid))
  )
}

const inverseList: Handler = (e, c, p, now) => {
  const symbol = str(p.symbol)
  const rows = positions(inverse, e, c, symbol, now)
  if (Result.isFailure(rows)) return rows.failure
  const uid = c?.uid ?? "0"
  if (symbol === "") return ok(wrapped(rows.success, (x) => inversePosition(x, uid, now, true)))
  // inverse perpetuals are one-way: one position per symbol
  const one = rows.success[0]
  return one === undefined ? fail(10001, "symbol invalid") : ok(inversePosition(one, uid, now, false))
}

const futuresList: Handler = (e, c, p, now) => {
  const rows = positions(futures, e, c, str(p.symbol), now)
  if (Result.isFailure(rows)) return rows.failure
  return ok(wrapped(rows.success, (x) => inversePosition(x, c?.uid ?? "0", now, true)))
}

/**
 * The position-list routes of the three families (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  ["GET /private/linear/position/list", linearList],
  ["GET /v2/private/position/list", inverseList],
  ["GET /futures/private/position/list", futuresList]
]

/**
 * The v2-era contract families' position lists on the exchange's V5 state: linear (`/private/linear`), inverse v2
 * (`/v2/private`) and inverse futures (`/futures/private`). Each reads V5's position list for the caller, so a
 * position opened through any family or through V5 is the same position. With `symbol` linear answers that
 * symbol's positions (one per side in hedge mode) and inverse v2 the position itself; without it each answers
 * every open position wrapped as `{ data, is_valid }` (inverse futures always answers that shape).
 *
 * @since 0.1.0
 */
import * as Either from "effect/Either"
import type { Caller, Exchange } from "../Exchange.js"
import { type Answer, fail, type Handler, isoMillis, listOf, num, ok, type Record5, str, v5 } from "./Common.js"
import { type Family, futures, inverse, linear } from "./ContractV2.js"

/** The caller's V5 positions of a family: a symbol's (empty ones included) or every open one. */
const positions = (
  f: Family,
  e: Exchange,
  c: Caller | undefined,
  symbol: string,
  now: number
): Either.Either<ReadonlyArray<Record5>, Answer> =>
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

const sideOf = (x: Record5): string => str(x.side) || "None"

/**
 * A linear position: numbers throughout; `mode` names one-way or hedge by the position index.
 *
 * @since 0.1.0
 * @category shapes
 */
export const linearPosition = (x: Record5, uid: string) => ({
  user_id: Number(uid),
  symbol: str(x.symbol),
  side: sideOf(x),
  size: num(x.size),
  position_value: num(x.positionValue),
  entry_price: num(x.avgPrice),
  liq_price: num(x.liqPrice),
  bust_price: num(x.bustPrice),
  leverage: num(x.leverage),
  auto_add_margin: num(x.autoAddMargin),
  is_isolated: num(x.tradeMode) === 1,
  position_margin: num(x.positionIM),
  occ_closing_fee: 0,
  realised_pnl: num(x.curRealisedPnl),
  cum_realised_pnl: num(x.cumRealisedPnl),
  // the closable size; reduce-only orders resting against the position are not subtracted
  free_qty: num(x.size),
  tp_sl_mode: str(x.tpslMode) || "Full",
  unrealised_pnl: num(x.unrealisedPnl),
  deleverage_indicator: num(x.adlRankIndicator),
  risk_id: num(x.riskId),
  stop_loss: num(x.stopLoss),
  take_profit: num(x.takeProfit),
  trailing_stop: num(x.trailingStop),
  position_idx: num(x.positionIdx),
  mode: num(x.positionIdx) === 0 ? "MergedSingle" : "BothSide"
})

/** An inverse position: text for values and prices, as the inverse docs print them. */
const inversePosition = (x: Record5, uid: string, now: number, withMode: boolean) => ({
  id: 0,
  ...(withMode ? { position_idx: num(x.positionIdx), mode: 0 } : {}),
  user_id: Number(uid),
  risk_id: num(x.riskId),
  symbol: str(x.symbol),
  side: sideOf(x),
  size: num(x.size),
  position_value: str(x.positionValue) || "0",
  entry_price: str(x.avgPrice) || "0",
  is_isolated: num(x.tradeMode) === 1,
  auto_add_margin: num(x.autoAddMargin),
  leverage: str(x.leverage) || "0",
  effective_leverage: str(x.leverage) || "0",
  position_margin: str(x.positionIM) || "0",
  liq_price: str(x.liqPrice) || "0",
  bust_price: str(x.bustPrice) || "0",
  occ_closing_fee: "0",
  occ_funding_fee: "0",
  take_profit: str(x.takeProfit) || "0",
  stop_loss: str(x.stopLoss) || "0",
  trailing_stop: str(x.trailingStop) || "0",
  position_status: str(x.positionStatus) || "Normal",
  deleverage_indicator: num(x.adlRankIndicator),
  oc_calc_data: "{}",
  order_margin: "0",
  wallet_balance: "0",
  realised_pnl: str(x.curRealisedPnl) || "0",
  unrealised_pnl: num(x.unrealisedPnl),
  cum_realised_pnl: str(x.cumRealisedPnl) || "0",
  cross_seq: num(x.seq),
  position_seq: 0,
  created_at: isoMillis(num(x.createdTime) || now),
  updated_at: isoMillis(num(x.updatedTime) || now),
  tp_sl_mode: str(x.tpslMode) || "Full"
})

const wrapped = <A>(rows: ReadonlyArray<Record5>, shape: (x: Record5) => A) =>
  rows.map((x) => ({ data: shape(x), is_valid: true }))

const linearList: Handler = (e, c, p, now) => {
  const symbol = str(p.symbol)
  const rows = positions(linear, e, c, symbol, now)
  if (Either.isLeft(rows)) return rows.left
  const uid = c?.uid ?? "0"
  return ok(
    symbol === "" ? wrapped(rows.right, (x) => linearPosition(x, uid)) : rows.right.map((x) => linearPosition(x, uid))
  )
}

const inverseList: Handler = (e, c, p, now) => {
  const symbol = str(p.symbol)
  const rows = positions(inverse, e, c, symbol, now)
  if (Either.isLeft(rows)) return rows.left
  const uid = c?.uid ?? "0"
  if (symbol === "") return ok(wrapped(rows.right, (x) => inversePosition(x, uid, now, true)))
  // inverse perpetuals are one-way: one position per symbol
  const one = rows.right[0]
  return one === undefined ? fail(10001, "symbol invalid") : ok(inversePosition(one, uid, now, false))
}

const futuresList: Handler = (e, c, p, now) => {
  const rows = positions(futures, e, c, str(p.symbol), now)
  if (Either.isLeft(rows)) return rows.left
  return ok(wrapped(rows.right, (x) => inversePosition(x, c?.uid ?? "0", now, true)))
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

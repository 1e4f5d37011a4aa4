/**
 * The v2-era contract families' positions, wallet and trade records on the exchange's V5 state: leverage, trading
 * stops (answered with the position as V5 then holds it), the inverse wallet balance per coin (the Unified
 * wallet, where the emulator's inverse contracts settle), and linear's execution history paged by `page_token`.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import type { Caller, Exchange } from "../../Exchange.js"
import { type Answer, fail, type Handler, listOf, num, ok, type Params, type Record5, str, v5, v5As } from "./Common.js"
import { type Family, futures, inverse, linear } from "./ContractV2.js"
import { always, isoTime, liquidity, mapper, numeric, numVia, type Table, text, userId, view } from "./Fields.js"

const positionOf = (
  f: Family,
  e: Exchange,
  c: Caller | undefined,
  symbol: string,
  idx: number,
  now: number
): Result.Result<Record5 | undefined, Answer> =>
  Result.map(listOf(v5(e, "/v5/position/list", c, { category: f.category, symbol }, now)), (list) =>
    list.find((x) => num(x.positionIdx) === idx)
  )

/** A position in the v2 shape trading-stop answers (inverse v2 and futures; linear answers null). */
const v2PositionFields: Table = {
  id: always(0),
  user_id: userId,
  symbol: text("symbol"),
  side: text("side", "None"),
  size: numeric("size"),
  position_idx: numeric("positionIdx"),
  position_value: numeric("positionValue"),
  entry_price: numeric("avgPrice"),
  risk_id: numeric("riskId"),
  auto_add_margin: numeric("autoAddMargin"),
  leverage: numeric("leverage"),
  position_margin: numeric("positionIM"),
  liq_price: numeric("liqPrice"),
  bust_price: numeric("bustPrice"),
  occ_closing_fee: always(0),
  occ_funding_fee: always(0),
  take_profit: numeric("takeProfit"),
  stop_loss: numeric("stopLoss"),
  trailing_stop: numeric("trailingStop"),
  position_status: text("positionStatus", "Normal"),
  deleverage_indicator: numeric("adlRankIndicator"),
  oc_calc_data: always("{}"),
  order_margin: always(0),
  wallet_balance: always(0),
  realised_pnl: numeric("curRealisedPnl"),
  cum_realised_pnl: numeric("cumRealisedPnl"),
  cum_commission: always(0),
  cross_seq: numeric("seq"),
  position_seq: always(0),
  created_at: isoTime("createdTime"),
  updated_at: isoTime("updatedTime"),
  ext_fields: view({
    trailing_active: always("0"),
    sl_trigger_by: text("slTriggerBy", "LastPrice"),
    tp_trigger_by: text("tpTriggerBy", "LastPrice"),
    v: always(0),
    mm: always(0)
  })
}

const v2Position = view(v2PositionFields)

/** V5 refuses a stop on an empty position with 10001; the v2 families have their own code for it. */
const noPosition = (f: Family): Answer =>
  f === linear ? fail(130024, "can not set tp/sl/ts for zero position") : fail(30024, "position size is zero")

const tradingStop =
  (f: Family): Handler =>
  (e, c, p, now) => {
    const symbol = str(p.symbol)
    // linear names the position by side in one-way mode; the hedge-mode index wins when given
    const idx = p.position_idx === undefined ? 0 : Number(p.position_idx)
    const before = positionOf(f, e, c, symbol, idx, now)
    if (Result.isFailure(before)) return before.failure
    if (before.success === undefined || num(before.success.size) === 0) return noPosition(f)
    const partial = p.tp_size !== undefined || p.sl_size !== undefined
    const done = v5As(
      f.codes,
      e,
      "/v5/position/trading-stop",
      c,
      {
        category: f.category,
        symbol,
        positionIdx: idx,
        tpslMode: partial ? "Partial" : "Full",
        ...(p.take_profit === undefined ? {} : { takeProfit: str(p.take_profit) }),
        ...(p.stop_loss === undefined ? {} : { stopLoss: str(p.stop_loss) }),
        ...(p.trailing_stop === undefined ? {} : { trailingStop: str(p.trailing_stop) }),
        ...(p.tp_trigger_by === undefined ? {} : { tpTriggerBy: p.tp_trigger_by }),
        ...(p.sl_trigger_by === undefined ? {} : { slTriggerBy: p.sl_trigger_by }),
        ...(p.new_trailing_active === undefined ? {} : { activePrice: str(p.new_trailing_active) }),
        ...(p.tp_size === undefined ? {} : { tpSize: str(p.tp_size) }),
        ...(p.sl_size === undefined ? {} : { slSize: str(p.sl_size) })
      },
      now
    )
    if (!done.ok) return done
    if (f === linear) return ok(null)
    const after = positionOf(f, e, c, symbol, idx, now)
    if (Result.isFailure(after)) return after.failure
    return after.success === undefined ? noPosition(f) : ok(v2Position(after.success, c?.uid ?? "0", now))
  }

const setLeverage = (f: Family, e: Exchange, c: Caller | undefined, p: Params, now: number): Answer =>
  v5As(
    f.codes,
    e,
    "/v5/position/set-leverage",
    c,
    {
      category: f.category,
      symbol: p.symbol,
      buyLeverage: str(p.buy_leverage ?? p.leverage),
      sellLeverage: str(p.sell_leverage ?? p.leverage)
    },
    now
  )

/** The inverse wallet per coin; BTC is always listed when no coin is asked for, as the docs' example shows. */
const walletBalance: Handler = (e, c, p, now) => {
  const coin = str(p.coin).toUpperCase()
  const answer = v5(
    e,
    "/v5/account/wallet-balance",
    c,
    { accountType: "UNIFIED", ...(coin === "" ? {} : { coin }) },
    now
  )
  if (!answer.ok) return answer
  const coins = (answer.value as { list: ReadonlyArray<{ coin: ReadonlyArray<Record5> }> }).list[0]?.coin ?? []
  const wanted = coin === "" ? [...new Set(["BTC", ...coins.map((x) => str(x.coin))])] : [coin]
  const out: Record<string, unknown> = {}
  for (const name of wanted) {
    const x = coins.find((y) => y.coin === name) ?? {}
    const orderMargin = num(x.totalOrderIM)
    const positionMargin = num(x.totalPositionIM)
    out[name] = {
      equity: num(x.equity),
      available_balance: num(x.walletBalance) - orderMargin - positionMargin,
      used_margin: orderMargin + positionMargin,
      order_margin: orderMargin,
      position_margin: positionMargin,
      occ_closing_fee: 0,
      occ_funding_fee: 0,
      wallet_balance: num(x.walletBalance),
      realised_pnl: 0,
      unrealised_pnl: num(x.unrealisedPnl),
      cum_realised_pnl: num(x.cumRealisedPnl),
      given_cash: 0,
      service_cash: 0
    }
  }
  return ok(out)
}

const linearFillFields: Table = {
  order_id: text("orderId"),
  order_link_id: text("orderLinkId"),
  side: text("side"),
  symbol: text("symbol"),
  exec_id: text("execId"),
  price: numeric("orderPrice"),
  order_price: numeric("orderPrice"),
  order_qty: numeric("orderQty"),
  order_type: text("orderType"),
  fee_rate: numeric("feeRate"),
  exec_price: numeric("execPrice"),
  exec_type: text("execType"),
  exec_qty: numeric("execQty"),
  exec_fee: numeric("execFee"),
  exec_value: numeric("execValue"),
  leaves_qty: numeric("leavesQty"),
  closed_size: numeric("closedSize"),
  last_liquidity_ind: liquidity,
  trade_time: numVia("execTime", (n) => Math.floor(n / 1000)),
  trade_time_ms: numeric("execTime")
}

/**
 * A V5 execution in linear v2's trade-record shape (numbers throughout).
 *
 * @since 0.1.0
 * @category shapes
 */
export const linearFill = mapper(linearFillFields)

/** Linear's execution history: V5's executions, `page_token` being V5's cursor. */
const linearExecutions: Handler = (e, c, p, now) => {
  const answer = v5(
    e,
    "/v5/execution/list",
    c,
    {
      category: "linear",
      symbol: p.symbol,
      ...(p.start_time === undefined ? {} : { startTime: str(p.start_time) }),
      ...(p.end_time === undefined ? {} : { endTime: str(p.end_time) }),
      ...(p.exec_type === undefined ? {} : { execType: p.exec_type }),
      ...(p.page_token === undefined ? {} : { cursor: p.page_token }),
      limit: str(p.limit ?? 50)
    },
    now
  )
  if (!answer.ok) return answer
  const value = answer.value as { list: ReadonlyArray<Record5>; nextPageCursor?: string }
  return ok({
    page_token: str(value.nextPageCursor),
    data: value.list.map(linearFill)
  })
}

/**
 * The position, wallet and trade-record routes of the three families (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  [
    "POST /private/linear/position/set-leverage",
    (e, c, p, now) => {
      const done = setLeverage(linear, e, c, p, now)
      return done.ok ? ok(null) : done
    }
  ],
  ["POST /private/linear/position/trading-stop", tradingStop(linear)],
  ["GET /private/linear/trade/execution/history-list", linearExecutions],
  ...[inverse, futures].map((f): readonly [string, Handler] => [
    `POST ${f.prefix}/position/leverage/save`,
    (e, c, p, now) => {
      const done = setLeverage(f, e, c, p, now)
      return done.ok ? ok(Number(p.leverage ?? p.buy_leverage)) : done
    }
  ]),
  ["POST /v2/private/position/trading-stop", tradingStop(inverse)],
  ["POST /futures/private/position/trading-stop", tradingStop(futures)],
  ["GET /v2/private/wallet/balance", walletBalance]
]

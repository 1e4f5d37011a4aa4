/**
 * USDC perpetual (`/perpetual/usdc/openapi`) and USDC options (`/option/usdc/openapi`) in the emulator: order
 * cancel, replace and cancel-all, the shared order-history, execution, position and wallet reads (their
 * `category` is `PERPETUAL` or `OPTION`), leverage and the session settlements, each through the V5 handler for
 * the same account. The perpetual calls trade the emulator's USDC perpetuals (`BTCPERP`, `ETHPERP`: linear,
 * settled in USDC); another symbol answers 3100111. Options are the emulator's options, which settle in USDC.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import type { Caller, Exchange } from "../../Exchange.js"
import * as Instruments from "../../market/Instruments.js"
import {
  type Answer,
  fail,
  findOrder,
  type Handler,
  listOf,
  num,
  ok,
  type Params,
  type Record5,
  str,
  v5,
  v5As
} from "./Common.js"
import { always, flagVia, liquidity, mapper, numeric, text } from "./Fields.js"

const codes: ReadonlyMap<number, readonly [number, string]> = new Map([[110001, [3100136, "order not exists"]]])
const notFound = fail(3100136, "order not exists")
const contractNotFound = fail(3100111, "contract name not found")

/**
 * The USDC perpetual of a symbol: a linear perpetual settled in USDC, if the emulator lists it.
 *
 * @since 0.1.0
 * @category helpers
 */
export const perpetualOf = (e: Exchange, symbol: unknown): Instruments.Instrument | undefined => {
  const i = e.instrument("linear", str(symbol))
  return i !== undefined && Instruments.settlesBySession(i) ? i : undefined
}

/**
 * A perpetual handler that answers 3100111 for a symbol that is not a USDC perpetual (a call without one, on the
 * shared `PERPETUAL`/`OPTION` reads, passes).
 *
 * @since 0.1.0
 * @category helpers
 */
export const perpetualOnly =
  (handler: Handler, required = true): Handler =>
  (e, c, p, now) => {
    const perpetual = str(p.category).toUpperCase() !== "OPTION"
    if (perpetual && (p.symbol !== undefined || required) && perpetualOf(e, p.symbol) === undefined) {
      return contractNotFound
    }
    return handler(e, c, p, now)
  }

/** `PERPETUAL` or `OPTION` to the V5 category. */
const categoryOf = (p: Params): string => (str(p.category).toUpperCase() === "OPTION" ? "option" : "linear")

const filters = (p: Params) => ({
  ...(p.symbol === undefined ? {} : { symbol: str(p.symbol) }),
  ...(p.baseCoin === undefined ? {} : { baseCoin: str(p.baseCoin) }),
  ...(p.orderId === undefined ? {} : { orderId: str(p.orderId) }),
  ...(p.orderLinkId === undefined ? {} : { orderLinkId: str(p.orderLinkId) }),
  ...(p.limit === undefined ? {} : { limit: str(p.limit) }),
  ...(p.cursor === undefined ? {} : { cursor: str(p.cursor) })
})

/** A V5 page as the USDC page (`dataList`, `cursor`, `resultTotalSize`). */
const paged =
  (path: string, item: (x: Record5) => unknown, extra: (p: Params) => Params = () => ({})): Handler =>
  (e, c, p, now) => {
    const category = categoryOf(p)
    // V5 lists linear orders and positions by symbol or settle coin: without a symbol, the family's coin
    const scope =
      p.symbol === undefined && p.baseCoin === undefined && category === "linear" ? { settleCoin: "USDC" } : {}
    const answer = v5(e, path, c, { category, ...scope, ...filters(p), ...extra(p) }, now)
    if (!answer.ok) return answer
    const value = answer.value as { list: ReadonlyArray<Record5>; nextPageCursor?: string }
    return ok({ cursor: str(value.nextPageCursor), resultTotalSize: value.list.length, dataList: value.list.map(item) })
  }

const historyItem = mapper({
  symbol: text("symbol"),
  orderType: text("orderType"),
  orderLinkId: text("orderLinkId"),
  orderId: text("orderId"),
  cancelType: text("cancelType", "UNKNOWN"),
  stopOrderType: text("stopOrderType", "UNKNOWN"),
  orderStatus: text("orderStatus"),
  updateTimeStamp: text("updatedTime"),
  takeProfit: text("takeProfit", "0.0000"),
  cumExecValue: text("cumExecValue"),
  createdAt: text("createdTime"),
  blockTradeId: text("blockTradeId"),
  orderPnl: always("0"),
  price: text("price"),
  tpTriggerBy: text("tpTriggerBy", "UNKNOWN"),
  timeInForce: text("timeInForce"),
  updatedAt: text("updatedTime"),
  basePrice: text("lastPriceOnCreated"),
  realisedPnl: always("0"),
  side: text("side"),
  triggerPrice: text("triggerPrice", "0.0000"),
  cumExecFee: text("cumExecFee"),
  leavesQty: text("leavesQty"),
  cashFlow: always("0"),
  slTriggerBy: text("slTriggerBy", "UNKNOWN"),
  iv: text("orderIv"),
  closeOnTrigger: flagVia("closeOnTrigger", String),
  cumExecQty: text("cumExecQty"),
  reduceOnly: flagVia("reduceOnly", (b) => (b ? 1 : 0)),
  qty: text("qty"),
  stopLoss: text("stopLoss", "0.0000"),
  triggerBy: text("triggerBy", "UNKNOWN"),
  orderIM: always("0")
})

const executionItem = mapper({
  symbol: text("symbol"),
  tradeTime: text("execTime"),
  orderLinkId: text("orderLinkId"),
  side: text("side"),
  orderId: text("orderId"),
  execPrice: text("execPrice"),
  lastLiquidityInd: liquidity,
  execValue: text("execValue"),
  execType: text("execType"),
  execQty: text("execQty"),
  execFee: text("execFee"),
  feeRate: text("feeRate"),
  tradeId: text("execId")
})

const positionItem = mapper({
  symbol: text("symbol"),
  leverage: text("leverage"),
  occClosingFee: always("0"),
  liqPrice: text("liqPrice"),
  positionValue: text("positionValue"),
  takeProfit: text("takeProfit", "0.0000"),
  riskId: text("riskId"),
  trailingStop: text("trailingStop", "0.0000"),
  unrealisedPnl: text("unrealisedPnl"),
  createdAt: text("createdTime"),
  markPrice: text("markPrice"),
  cumRealisedPnl: text("cumRealisedPnl"),
  positionMM: text("positionMM"),
  positionIM: text("positionIM"),
  updatedAt: text("updatedTime"),
  tpSLMode: text("tpslMode", "Full"),
  side: text("side", "None"),
  bustPrice: text("bustPrice"),
  deleverageIndicator: numeric("adlRankIndicator"),
  entryPrice: text("avgPrice"),
  size: text("size"),
  sessionRPL: text("curRealisedPnl", "0"),
  positionStatus: text("positionStatus", "Normal"),
  sessionUPL: text("unrealisedPnl"),
  stopLoss: text("stopLoss", "0.0000"),
  orderMargin: always("0"),
  sessionAvgPrice: text("avgPrice")
})

/** The USDC wallet: the Unified wallet's USDC coin and the account's margin totals. */
const wallet: Handler = (e, c, _p, now) => {
  const answer = v5(e, "/v5/account/wallet-balance", c, { accountType: "UNIFIED", coin: "USDC" }, now)
  if (!answer.ok) return answer
  const account = (answer.value as { list: ReadonlyArray<Record5> }).list[0] ?? {}
  const coin = ((account.coin as ReadonlyArray<Record5> | undefined) ?? [])[0] ?? {}
  const im = num(coin.totalOrderIM) + num(coin.totalPositionIM)
  return ok({
    walletBalance: str(coin.walletBalance) || "0",
    accountMM: str(coin.totalPositionMM) || "0",
    bonus: str(coin.bonus) || "0",
    accountIM: String(im),
    totalSessionRPL: "0",
    equity: str(coin.equity) || "0",
    totalRPL: str(coin.cumRealisedPnl) || "0",
    marginBalance: str(coin.equity) || "0",
    availableBalance: String(num(coin.walletBalance) - im),
    totalSessionUPL: str(coin.unrealisedPnl) || "0"
  })
}

/** The session settlements of a USDC perpetual: the V5 settlement records in the family's page. */
const sessions: Handler = (e, c, p, now) => {
  const answer = v5(e, "/v5/asset/settlement-record", c, { category: "linear", ...filters(p) }, now)
  if (!answer.ok) return answer
  const value = answer.value as { list: ReadonlyArray<Record5>; nextPageCursor?: string }
  return ok({
    resultTotalSize: value.list.length,
    cursor: str(value.nextPageCursor),
    dataList: value.list.map((x) => ({
      time: str(x.createdTime),
      symbol: str(x.symbol),
      side: str(x.side),
      size: str(x.size),
      sessionAvgPrice: str(x.sessionAvgPrice),
      markPrice: str(x.markPrice),
      sessionRpl: str(x.realisedPnl)
    }))
  })
}

const found = (e: Exchange, c: Caller | undefined, category: string, p: Params, now: number) =>
  findOrder(e, c, category, { symbol: p.symbol, orderId: p.orderId, orderLinkId: p.orderLinkId }, notFound, now)

const cancelIn =
  (category: string, shape: (o: Record5) => unknown): Handler =>
  (e, c, p, now) => {
    const order = found(e, c, category, p, now)
    if (Result.isFailure(order)) return order.failure
    const done = v5As(
      codes,
      e,
      "/v5/order/cancel",
      c,
      { category, symbol: str(order.success.symbol), orderId: str(order.success.orderId) },
      now
    )
    return done.ok ? ok(shape(order.success)) : done
  }

const amendIn = (
  category: string,
  e: Exchange,
  c: Caller | undefined,
  p: Params,
  now: number
): Result.Result<Record5, Answer> => {
  const order = found(e, c, category, p, now)
  if (Result.isFailure(order)) return order
  const done = v5As(
    codes,
    e,
    "/v5/order/amend",
    c,
    {
      category,
      symbol: str(order.success.symbol),
      orderId: str(order.success.orderId),
      ...(p.orderPrice === undefined ? {} : { price: str(p.orderPrice) }),
      ...(p.orderQty === undefined ? {} : { qty: str(p.orderQty) }),
      ...(p.iv === undefined ? {} : { orderIv: str(p.iv) }),
      ...(p.takeProfit === undefined ? {} : { takeProfit: str(p.takeProfit) }),
      ...(p.stopLoss === undefined ? {} : { stopLoss: str(p.stopLoss) }),
      ...(p.triggerPrice === undefined ? {} : { triggerPrice: str(p.triggerPrice) })
    },
    now
  )
  if (!done.ok) return Result.fail(done)
  return found(e, c, category, { orderId: order.success.orderId }, now)
}

const optionAck = (o: Record5) => ({
  outRequestId: "",
  symbol: str(o.symbol),
  orderId: str(o.orderId),
  orderLinkId: str(o.orderLinkId)
})

const optionPlace: Handler = (e, c, p, now) => {
  const answer = v5As(
    codes,
    e,
    "/v5/order/create",
    c,
    {
      category: "option",
      symbol: p.symbol,
      side: p.side,
      orderType: p.orderType,
      qty: str(p.orderQty),
      ...(p.orderPrice === undefined ? {} : { price: str(p.orderPrice) }),
      ...(p.iv === undefined ? {} : { orderIv: str(p.iv) }),
      ...(p.reduceOnly === undefined ? {} : { reduceOnly: p.reduceOnly === true }),
      ...(p.mmp === undefined ? {} : { mmp: str(p.mmp) === "true" }),
      orderLinkId: p.orderLinkId
    },
    now
  )
  if (!answer.ok) return answer
  const ids = answer.value as { orderId: string; orderLinkId: string }
  return ok({
    orderId: ids.orderId,
    orderLinkId: ids.orderLinkId,
    symbol: str(p.symbol),
    orderType: str(p.orderType),
    side: str(p.side),
    orderQty: str(p.orderQty),
    orderPrice: str(p.orderPrice)
  })
}

const perp = "/perpetual/usdc/openapi/private/v1"
const option = "/option/usdc/openapi/private/v1"

/**
 * The USDC routes beyond perpetual order create and the active-order query (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  [`POST ${perp}/cancel-order`, perpetualOnly(cancelIn("linear", (o) => ({ orderId: str(o.orderId) })))],
  [
    `POST ${perp}/replace-order`,
    perpetualOnly((e, c, p, now) => {
      const o = amendIn("linear", e, c, p, now)
      if (Result.isFailure(o)) return o.failure
      return ok({
        orderId: str(o.success.orderId),
        orderLinkId: str(o.success.orderLinkId),
        createdAt: str(o.success.createdTime),
        updatedAt: str(o.success.updatedTime),
        symbol: str(o.success.symbol),
        orderType: str(o.success.orderType),
        side: str(o.success.side),
        qty: str(o.success.qty),
        price: str(o.success.price),
        timeInForce: str(o.success.timeInForce),
        orderStatus: str(o.success.orderStatus),
        triggerPrice: str(o.success.triggerPrice) || "0.0000"
      })
    })
  ],
  [
    `POST ${perp}/position/leverage/save`,
    perpetualOnly((e, c, p, now) => {
      const leverage = str(p.leverage)
      const done = v5(
        e,
        "/v5/position/set-leverage",
        c,
        { category: "linear", symbol: p.symbol, buyLeverage: leverage, sellLeverage: leverage },
        now
      )
      return done.ok ? ok({ leverage: Number(leverage) }) : done
    })
  ],
  [
    `POST ${option}/query-order-history`,
    perpetualOnly(
      paged("/v5/order/history", historyItem, (p) =>
        p.orderStatus === undefined ? {} : { orderStatus: str(p.orderStatus) }
      ),
      false
    )
  ],
  [
    `POST ${option}/execution-list`,
    perpetualOnly(
      paged("/v5/execution/list", executionItem, (p) =>
        p.startTime === undefined ? {} : { startTime: str(p.startTime) }
      ),
      false
    )
  ],
  [`POST ${option}/query-position`, perpetualOnly(paged("/v5/position/list", positionItem), false)],
  [`POST ${option}/session-settlement`, perpetualOnly(sessions)],
  [`POST ${option}/query-wallet-balance`, wallet],
  [`POST ${option}/place-order`, optionPlace],
  [`POST ${option}/cancel-order`, cancelIn("option", optionAck)],
  [
    `POST ${option}/replace-order`,
    (e, c, p, now) => {
      const o = amendIn("option", e, c, p, now)
      return Result.isFailure(o) ? o.failure : ok(optionAck(o.success))
    }
  ],
  [
    `POST ${option}/cancel-all`,
    (e, c, p, now) => {
      const scope = p.symbol === undefined ? { baseCoin: str(p.baseCoin ?? "BTC") } : { symbol: str(p.symbol) }
      // V5's cancel-all answers ids only: the symbols come from the open orders it cancels
      const open = listOf(v5(e, "/v5/order/realtime", c, { category: "option", ...scope }, now))
      if (Result.isFailure(open)) return open.failure
      const symbols = new Map(open.success.map((o) => [str(o.orderId), str(o.symbol)]))
      const done = v5(e, "/v5/order/cancel-all", c, { category: "option", ...scope }, now)
      if (!done.ok) return done
      return ok(
        (done.value as { list: ReadonlyArray<Record5> }).list.map((o) => ({
          outRequestId: "",
          symbol: symbols.get(str(o.orderId)) ?? "",
          orderId: str(o.orderId),
          orderLinkId: str(o.orderLinkId),
          errorCode: 0,
          errorDesc: ""
        }))
      )
    }
  ]
]

/**
 * Peer rows: orders, executions and positions. Each pass (one per peer) opens what it reads; the settings that
 * refuse a value already in force are set on a symbol of the pass's own (ETHUSDT for bybit-api, SOLUSDT for ccxt)
 * or set and set back.
 */
import type { Ctx, Params, Row } from "../Peers.js"
import { field, got, keep } from "../Peers.js"

const BTC = { category: "linear", symbol: "BTCUSDT" } as const

/** The pass's own symbol for settings, and an order size it accepts. */
const alt = (ctx: Ctx) =>
  ctx.peer === "bybit-api"
    ? { category: "linear", symbol: "ETHUSDT", qty: "0.1" }
    : { category: "linear", symbol: "SOLUSDT", qty: "1" }

const altOnly = (ctx: Ctx) => {
  const { qty: _qty, ...rest } = alt(ctx)
  return rest
}

/** The best bid of linear BTCUSDT (on the tick). */
const bid = (ctx: Ctx, symbol = "BTCUSDT"): string => {
  const best = ctx.h.admin.book("linear", symbol, 1)?.b[0]?.[0]
  if (best === undefined) throw new Error(`no bid for ${symbol}`)
  return best
}

/** A buy price 10% under the bid: the order rests. */
const resting = (ctx: Ctx): string => String(Math.floor(Number(bid(ctx)) * 0.9))

const limit = (ctx: Ctx, link: string): Params => ({
  ...BTC,
  side: "Buy",
  orderType: "Limit",
  qty: "0.01",
  price: resting(ctx),
  timeInForce: "GTC",
  orderLinkId: `${ctx.peer}-${link}`
})

const batchArgs = (p: Params) => [p.category, p.request]

/** The Trade family, in the order a bot would send it. */
export const trade: ReadonlyArray<Row> = [
  {
    method: "POST",
    path: "/v5/order/create",
    bybitApi: "submitOrder",
    ccxt: "privatePostV5OrderCreate",
    params: (ctx) => limit(ctx, "1"),
    check: keep("orderId")
  },
  {
    method: "GET",
    path: "/v5/order/realtime",
    bybitApi: "getActiveOrders",
    ccxt: "privateGetV5OrderRealtime",
    params: (ctx) => ({ ...BTC, orderId: got(ctx, "orderId") }),
    check: (result) => {
      if (field(result, "orderStatus") !== "New") throw new Error(`not resting: ${JSON.stringify(result)}`)
    }
  },
  {
    method: "POST",
    path: "/v5/order/amend",
    bybitApi: "amendOrder",
    ccxt: "privatePostV5OrderAmend",
    params: (ctx) => ({ ...BTC, orderId: got(ctx, "orderId"), qty: "0.02" })
  },
  {
    method: "POST",
    path: "/v5/order/cancel",
    bybitApi: "cancelOrder",
    ccxt: "privatePostV5OrderCancel",
    params: (ctx) => ({ ...BTC, orderId: got(ctx, "orderId") })
  },
  {
    method: "POST",
    path: "/v5/order/create-batch",
    bybitApi: "batchSubmitOrders",
    ccxt: "privatePostV5OrderCreateBatch",
    args: batchArgs,
    params: (ctx) => {
      const { category: _c, ...one } = limit(ctx, "b1")
      const { category: _d, ...two } = limit(ctx, "b2")
      return { category: "linear", request: [one, two] }
    },
    check: keep("orderId", "batchId")
  },
  {
    method: "POST",
    path: "/v5/order/amend-batch",
    bybitApi: "batchAmendOrders",
    ccxt: "privatePostV5OrderAmendBatch",
    args: batchArgs,
    params: (ctx) => ({
      category: "linear",
      request: [{ symbol: "BTCUSDT", orderId: got(ctx, "batchId"), qty: "0.02" }]
    })
  },
  {
    method: "POST",
    path: "/v5/order/cancel-batch",
    bybitApi: "batchCancelOrders",
    ccxt: "privatePostV5OrderCancelBatch",
    args: batchArgs,
    params: (ctx) => ({ category: "linear", request: [{ symbol: "BTCUSDT", orderId: got(ctx, "batchId") }] })
  },
  {
    method: "POST",
    path: "/v5/order/cancel-all",
    bybitApi: "cancelAllOrders",
    ccxt: "privatePostV5OrderCancelAll",
    params: BTC
  },
  {
    method: "GET",
    path: "/v5/order/history",
    bybitApi: "getHistoricOrders",
    ccxt: "privateGetV5OrderHistory",
    params: { ...BTC, limit: 5 }
  },
  {
    method: "POST",
    path: "/v5/order/pre-check",
    bybitApi: "preCheckOrder",
    ccxt: "privatePostV5OrderPreCheck",
    params: (ctx) => limit(ctx, "pre")
  },
  {
    method: "GET",
    path: "/v5/order/spot-borrow-check",
    bybitApi: "getSpotBorrowCheck",
    ccxt: "privateGetV5OrderSpotBorrowCheck",
    args: (p) => [p.symbol, p.side],
    params: { category: "spot", symbol: "BTCUSDT", side: "Buy" }
  },
  {
    method: "POST",
    path: "/v5/order/disconnected-cancel-all",
    bybitApi: "setDisconnectCancelAllWindowV2",
    ccxt: "privatePostV5OrderDisconnectedCancelAll",
    params: { timeWindow: 40 }
  },
  // a TWAP of resting limit slices, stopped (bybit-api only: ccxt's description has no strategy paths)
  {
    method: "POST",
    path: "/v5/strategy/create",
    bybitApi: "createStrategyOrder",
    params: (ctx) => ({
      category: "UTA_USDT",
      symbol: "BTCUSDT",
      side: "Buy",
      size: "0.01",
      strategyType: "twap",
      duration: 300,
      interval: 30,
      limitPrice: resting(ctx)
    }),
    check: keep("strategyId")
  },
  {
    method: "GET",
    path: "/v5/strategy/list",
    bybitApi: "getStrategyList",
    params: (ctx) => ({ strategyId: got(ctx, "strategyId") })
  },
  {
    method: "GET",
    path: "/v5/strategy/order-list",
    bybitApi: "getStrategyOrderList",
    params: (ctx) => ({ strategyId: got(ctx, "strategyId") })
  },
  {
    method: "POST",
    path: "/v5/strategy/stop",
    bybitApi: "stopStrategy",
    params: (ctx) => ({ strategyId: got(ctx, "strategyId") })
  }
]

/** Executions and positions: a market order opens a BTCUSDT position the rows then read, stop, restrict and move. */
export const position: ReadonlyArray<Row> = [
  {
    method: "POST",
    path: "/v5/order/create",
    bybitApi: "submitOrder",
    ccxt: "privatePostV5OrderCreate",
    params: { ...BTC, side: "Buy", orderType: "Market", qty: "0.01" }
  },
  {
    method: "GET",
    path: "/v5/execution/list",
    bybitApi: "getExecutionList",
    ccxt: "privateGetV5ExecutionList",
    params: { ...BTC, limit: 5 },
    check: keep("execId")
  },
  {
    method: "GET",
    path: "/v5/position/list",
    bybitApi: "getPositionInfo",
    ccxt: "privateGetV5PositionList",
    params: BTC,
    check: (result) => {
      const size = (result.list as ReadonlyArray<{ size?: string }> | undefined)?.[0]?.size
      if (size === undefined || Number(size) <= 0) throw new Error(`no open position: ${JSON.stringify(result)}`)
    }
  },
  {
    method: "POST",
    path: "/v5/position/set-leverage",
    bybitApi: "setLeverage",
    ccxt: "privatePostV5PositionSetLeverage",
    params: (ctx) => {
      const leverage = ctx.peer === "bybit-api" ? "5" : "6"
      return { ...BTC, buyLeverage: leverage, sellLeverage: leverage }
    }
  },
  {
    method: "POST",
    path: "/v5/position/trading-stop",
    bybitApi: "setTradingStop",
    ccxt: "privatePostV5PositionTradingStop",
    params: (ctx) => ({
      ...BTC,
      tpslMode: "Full",
      positionIdx: 0,
      stopLoss: String(Math.floor(Number(bid(ctx)) * 0.5))
    })
  },
  {
    method: "POST",
    path: "/v5/position/confirm-pending-mmr",
    bybitApi: "confirmNewRiskLimit",
    ccxt: "privatePostV5PositionConfirmPendingMmr",
    // the endpoint lifts a reduce-only restriction: the emulator imposes one first, as a risk-limit change would
    setup: (ctx) => {
      ctx.h.admin.exchange.restrictPositions(ctx.h.uid, "linear", "BTCUSDT", ctx.h.admin.now())
    },
    params: BTC
  },
  {
    method: "GET",
    path: "/v5/position/symbol-info",
    bybitApi: "getFuturesLeverage",
    ccxt: "privateGetV5PositionSymbolInfo",
    params: BTC
  },
  ...(["Partial", "Full"] as const).map(
    (tpSlMode): Row => ({
      method: "POST",
      path: "/v5/position/set-tpsl-mode",
      bybitApi: "setTPSLMode",
      ccxt: "privatePostV5PositionSetTpslMode",
      params: (ctx) => ({ ...altOnly(ctx), tpSlMode })
    })
  ),
  ...([2, 1] as const).map(
    (riskId): Row => ({
      method: "POST",
      path: "/v5/position/set-risk-limit",
      bybitApi: "setRiskLimit",
      ccxt: "privatePostV5PositionSetRiskLimit",
      params: (ctx) => ({ ...altOnly(ctx), riskId })
    })
  ),
  ...([3, 0] as const).map(
    (mode): Row => ({
      method: "POST",
      path: "/v5/position/switch-mode",
      bybitApi: "switchPositionMode",
      ccxt: "privatePostV5PositionSwitchMode",
      params: (ctx) => ({ ...altOnly(ctx), mode })
    })
  ),
  {
    method: "POST",
    path: "/v5/position/switch-isolated",
    bybitApi: "switchIsolatedMargin",
    ccxt: "privatePostV5PositionSwitchIsolated",
    params: (ctx) => ({ ...altOnly(ctx), tradeMode: 1, buyLeverage: "10", sellLeverage: "10" })
  },
  {
    method: "POST",
    path: "/v5/order/create",
    bybitApi: "submitOrder",
    ccxt: "privatePostV5OrderCreate",
    params: (ctx) => ({ ...alt(ctx), side: "Buy", orderType: "Market" })
  },
  {
    method: "POST",
    path: "/v5/position/add-margin",
    bybitApi: "addOrReduceMargin",
    ccxt: "privatePostV5PositionAddMargin",
    params: (ctx) => ({ ...altOnly(ctx), margin: "1" })
  },
  ...([1, 0] as const).map(
    (autoAddMargin): Row => ({
      method: "POST",
      path: "/v5/position/set-auto-add-margin",
      bybitApi: "setAutoAddMargin",
      ccxt: "privatePostV5PositionSetAutoAddMargin",
      params: (ctx) => ({ ...altOnly(ctx), autoAddMargin })
    })
  ),
  {
    method: "GET",
    path: "/v5/position/closed-pnl",
    bybitApi: "getClosedPnL",
    ccxt: "privateGetV5PositionClosedPnl",
    params: { category: "linear", limit: 5 }
  },
  {
    method: "GET",
    path: "/v5/position/get-closed-positions",
    bybitApi: "getClosedOptionsPositions",
    ccxt: "privateGetV5PositionGetClosedPositions",
    params: { category: "option", limit: 5 }
  },
  {
    method: "POST",
    path: "/v5/position/move-positions",
    bybitApi: "movePosition",
    ccxt: "privatePostV5PositionMovePositions",
    params: (ctx) => ({
      fromUid: ctx.h.uid,
      toUid: ctx.subUid,
      list: [{ ...BTC, price: bid(ctx), side: "Sell", qty: "0.01" }]
    }),
    check: keep("blockTradeId")
  },
  {
    method: "GET",
    path: "/v5/position/move-history",
    bybitApi: "getMovePositionHistory",
    ccxt: "privateGetV5PositionMoveHistory",
    params: (ctx) => ({ blockTradeId: got(ctx, "blockTradeId") })
  }
]

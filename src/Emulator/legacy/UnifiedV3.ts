/**
 * Unified margin v3 (`/unified/v3/private`) in the emulator: cancel, replace, cancel-all, the open and the
 * historical order lists, positions, leverage, trading stops, executions and the wallet, each through the V5
 * handler of the same name for the same account, and the USDC perpetuals' session settlements (V5's settlement
 * records). The v3 shapes are V5's older spelling: times as numbers, `GoodTillCancel`, a position's
 * `entryPrice`, a wallet coin's `currencyCoin`, a settlement's `time`.
 *
 * @since 0.1.0
 */
import type { Caller, Exchange } from "../Exchange.js"
import { type Answer, fail, type Handler, longTif, num, ok, type Params, type Record5, str, v5 } from "./Common.js"

/** The parameters V5 takes under the same names; v3 numbers become V5's text. */
const pick = (p: Params, keys: ReadonlyArray<string>): Record<string, string> =>
  Object.fromEntries(keys.flatMap((k) => (p[k] === undefined ? [] : [[k, str(p[k])]])))

const orderKeys = ["category", "symbol", "baseCoin", "orderId", "orderLinkId", "orderFilter", "limit", "cursor"]

const v3Order = (o: Record5) => ({
  symbol: str(o.symbol),
  orderType: str(o.orderType),
  orderLinkId: str(o.orderLinkId),
  orderId: str(o.orderId),
  stopOrderType: str(o.stopOrderType) || "UNKNOWN",
  orderStatus: str(o.orderStatus),
  takeProfit: str(o.takeProfit) || "0.0000",
  cumExecValue: str(o.cumExecValue),
  blockTradeId: str(o.blockTradeId),
  rejectReason: str(o.rejectReason) || "EC_NoError",
  price: str(o.price),
  createdTime: num(o.createdTime),
  tpTriggerBy: str(o.tpTriggerBy) || "UNKNOWN",
  timeInForce: longTif[str(o.timeInForce)] ?? str(o.timeInForce),
  basePrice: str(o.lastPriceOnCreated),
  leavesValue: str(o.leavesValue),
  updatedTime: num(o.updatedTime),
  side: str(o.side),
  triggerPrice: str(o.triggerPrice) || "0.0000",
  cumExecFee: str(o.cumExecFee),
  slTriggerBy: str(o.slTriggerBy) || "UNKNOWN",
  leavesQty: str(o.leavesQty),
  closeOnTrigger: o.closeOnTrigger === true,
  cumExecQty: str(o.cumExecQty),
  reduceOnly: o.reduceOnly === true,
  qty: str(o.qty),
  stopLoss: str(o.stopLoss) || "0.0000",
  triggerBy: str(o.triggerBy) || "UNKNOWN",
  orderIM: "0",
  iv: str(o.orderIv)
})

/** A V5 page answered in the v3 page shape. */
const paged =
  (
    path: string,
    keys: ReadonlyArray<string>,
    item: (x: Record5) => unknown,
    extra: (p: Params) => Params = () => ({})
  ): Handler =>
  (e, c, p, now) => {
    const answer = v5(e, path, c, { ...pick(p, keys), ...extra(p) }, now)
    if (!answer.ok) return answer
    const value = answer.value as { list: ReadonlyArray<Record5>; nextPageCursor?: string }
    return ok({ nextPageCursor: str(value.nextPageCursor), category: str(p.category), list: value.list.map(item) })
  }

const v3Position = (x: Record5) => ({
  symbol: str(x.symbol),
  leverage: str(x.leverage),
  updatedTime: num(x.updatedTime),
  side: str(x.side) || "None",
  positionValue: str(x.positionValue),
  takeProfit: str(x.takeProfit) || "0.0000",
  tpslMode: str(x.tpslMode) || "Full",
  riskId: num(x.riskId),
  trailingStop: str(x.trailingStop) || "0.0000",
  entryPrice: str(x.avgPrice),
  unrealisedPnl: str(x.unrealisedPnl),
  markPrice: str(x.markPrice),
  size: str(x.size),
  positionStatus: str(x.positionStatus) || "Normal",
  stopLoss: str(x.stopLoss) || "0.0000",
  cumRealisedPnl: str(x.cumRealisedPnl),
  positionMM: str(x.positionMM),
  createdTime: num(x.createdTime),
  positionIdx: num(x.positionIdx),
  positionIM: str(x.positionIM)
})

const v3Execution = (x: Record5) => ({
  orderType: str(x.orderType),
  symbol: str(x.symbol),
  orderLinkId: str(x.orderLinkId),
  side: str(x.side),
  orderId: str(x.orderId),
  leavesQty: str(x.leavesQty),
  execTime: num(x.execTime),
  execFee: str(x.execFee),
  feeRate: str(x.feeRate),
  execId: str(x.execId),
  blockTradeId: str(x.blockTradeId),
  execPrice: str(x.execPrice),
  lastLiquidityInd: x.isMaker === true ? "AddedLiquidity" : "RemovedLiquidity",
  orderQty: str(x.orderQty),
  orderPrice: str(x.orderPrice),
  execValue: str(x.execValue),
  execType: str(x.execType),
  execQty: str(x.execQty)
})

/** V5 writes answered with the v3 payload `shape` makes of V5's. */
const write =
  (path: string, keys: ReadonlyArray<string>, shape: (value: unknown, p: Params) => unknown): Handler =>
  (e, c, p, now) => {
    const answer = v5(e, path, c, pick(p, keys), now)
    return answer.ok ? ok(shape(answer.value, p)) : answer
  }

const ids = (value: unknown) => {
  const v = value as { orderId: string; orderLinkId: string }
  return { orderId: v.orderId, orderLinkId: v.orderLinkId }
}

const tradingStop: Handler = (e, c, p, now) => {
  const partial = p.tpSize !== undefined || p.slSize !== undefined
  const answer = v5(
    e,
    "/v5/position/trading-stop",
    c,
    {
      ...pick(p, [
        "category",
        "symbol",
        "takeProfit",
        "stopLoss",
        "trailingStop",
        "tpTriggerBy",
        "slTriggerBy",
        "activePrice",
        "tpSize",
        "slSize"
      ]),
      positionIdx: Number(p.positionIdx ?? 0),
      tpslMode: partial ? "Partial" : "Full"
    },
    now
  )
  return answer.ok ? ok({}) : answer
}

const wallet = (e: Exchange, c: Caller | undefined, p: Params, now: number): Answer => {
  const answer = v5(e, "/v5/account/wallet-balance", c, { accountType: "UNIFIED", ...pick(p, ["coin"]) }, now)
  if (!answer.ok) return answer
  const account = (answer.value as { list: ReadonlyArray<Record5> }).list[0]
  if (account === undefined) return fail(10001, "account not found")
  const coins = (account.coin as ReadonlyArray<Record5> | undefined) ?? []
  return ok({
    totalEquity: str(account.totalEquity),
    accountIMRate: str(account.accountIMRate),
    totalMarginBalance: str(account.totalMarginBalance),
    totalInitialMargin: str(account.totalInitialMargin),
    totalAvailableBalance: str(account.totalAvailableBalance),
    accountMMRate: str(account.accountMMRate),
    totalPerpUPL: str(account.totalPerpUPL),
    totalWalletBalance: str(account.totalWalletBalance),
    totalMaintenanceMargin: str(account.totalMaintenanceMargin),
    coin: coins.map((x) => {
      const free = String(num(x.walletBalance) - num(x.totalOrderIM) - num(x.totalPositionIM))
      return {
        currencyCoin: str(x.coin),
        availableToBorrow: str(x.availableToBorrow),
        borrowSize: str(x.borrowAmount),
        bonus: str(x.bonus),
        accruedInterest: str(x.accruedInterest),
        availableBalanceWithoutConvert: free,
        totalOrderIM: str(x.totalOrderIM),
        equity: str(x.equity),
        totalPositionMM: str(x.totalPositionMM),
        usdValue: str(x.usdValue),
        availableBalance: free,
        unrealisedPnl: str(x.unrealisedPnl),
        totalPositionIM: str(x.totalPositionIM),
        marginBalanceWithoutConvert: str(x.equity),
        walletBalance: str(x.walletBalance),
        cumRealisedPnl: str(x.cumRealisedPnl),
        marginBalance: str(x.equity)
      }
    })
  })
}

const base = "/unified/v3/private"

/**
 * The unified margin v3 routes beyond order create (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  [
    `POST ${base}/order/cancel`,
    write("/v5/order/cancel", ["category", "symbol", "orderId", "orderLinkId", "orderFilter"], ids)
  ],
  [
    `POST ${base}/order/replace`,
    write(
      "/v5/order/amend",
      [
        "category",
        "symbol",
        "orderId",
        "orderLinkId",
        "orderIv",
        "triggerPrice",
        "qty",
        "price",
        "takeProfit",
        "stopLoss",
        "tpTriggerBy",
        "slTriggerBy",
        "triggerBy"
      ],
      ids
    )
  ],
  [
    `POST ${base}/order/cancel-all`,
    write("/v5/order/cancel-all", ["category", "baseCoin", "settleCoin", "symbol", "orderFilter"], (value, p) => ({
      list: (value as { list: ReadonlyArray<Record5> }).list.map((o) => ({
        category: str(p.category),
        symbol: str(o.symbol) || str(p.symbol),
        orderId: str(o.orderId),
        orderLinkId: str(o.orderLinkId)
      }))
    }))
  ],
  [`GET ${base}/order/unfilled-orders`, paged("/v5/order/realtime", orderKeys, v3Order)],
  [`GET ${base}/order/list`, paged("/v5/order/history", [...orderKeys, "orderStatus"], v3Order)],
  [
    `GET ${base}/position/list`,
    paged("/v5/position/list", ["category", "symbol", "baseCoin", "limit", "cursor"], v3Position)
  ],
  [
    `POST ${base}/position/set-leverage`,
    write("/v5/position/set-leverage", ["category", "symbol", "buyLeverage", "sellLeverage"], () => ({}))
  ],
  [`POST ${base}/position/trading-stop`, tradingStop],
  [
    `GET ${base}/execution/list`,
    paged(
      "/v5/execution/list",
      [
        "category",
        "symbol",
        "baseCoin",
        "orderId",
        "orderLinkId",
        "startTime",
        "endTime",
        "limit",
        "cursor",
        "execType"
      ],
      v3Execution
    )
  ],
  [`GET ${base}/account/wallet/balance`, (e, c, p, now) => wallet(e, c, p, now)],
  [
    `GET ${base}/settlement-record`,
    paged("/v5/asset/settlement-record", ["category", "symbol", "limit", "cursor"], (x) => ({
      realisedPnl: str(x.realisedPnl),
      symbol: str(x.symbol),
      side: str(x.side),
      markPrice: str(x.markPrice),
      size: str(x.size),
      time: str(x.createdTime),
      sessionAvgPrice: str(x.sessionAvgPrice)
    }))
  ]
]

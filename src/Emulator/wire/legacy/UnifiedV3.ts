/**
 * Unified margin v3 (`/unified/v3/private`) in the emulator: cancel, replace, cancel-all, the open and the
 * historical order lists, positions, leverage, trading stops, executions and the wallet, each through the V5
 * handler of the same name for the same account, and the USDC perpetuals' session settlements (V5's settlement
 * records). The v3 shapes are V5's older spelling: times as numbers, `GoodTillCancel`, a position's
 * `entryPrice`, a wallet coin's `currencyCoin`, a settlement's `time`.
 *
 * @since 0.1.0
 */
import type { Caller, Exchange } from "../../Exchange.js"
import { type Answer, fail, type Handler, num, ok, type Params, type Record5, str, v5 } from "./Common.js"
import { always, flag, liquidity, longTimeInForce, mapper, numeric, text } from "./Fields.js"

/** The parameters V5 takes under the same names; v3 numbers become V5's text. */
const pick = (p: Params, keys: ReadonlyArray<string>): Record<string, string> =>
  Object.fromEntries(keys.flatMap((k) => (p[k] === undefined ? [] : [[k, str(p[k])]])))

const orderKeys = ["category", "symbol", "baseCoin", "orderId", "orderLinkId", "orderFilter", "limit", "cursor"]

const v3Order = mapper({
  symbol: text("symbol"),
  orderType: text("orderType"),
  orderLinkId: text("orderLinkId"),
  orderId: text("orderId"),
  stopOrderType: text("stopOrderType", "UNKNOWN"),
  orderStatus: text("orderStatus"),
  takeProfit: text("takeProfit", "0.0000"),
  cumExecValue: text("cumExecValue"),
  blockTradeId: text("blockTradeId"),
  rejectReason: text("rejectReason", "EC_NoError"),
  price: text("price"),
  createdTime: numeric("createdTime"),
  tpTriggerBy: text("tpTriggerBy", "UNKNOWN"),
  timeInForce: longTimeInForce,
  basePrice: text("lastPriceOnCreated"),
  leavesValue: text("leavesValue"),
  updatedTime: numeric("updatedTime"),
  side: text("side"),
  triggerPrice: text("triggerPrice", "0.0000"),
  cumExecFee: text("cumExecFee"),
  slTriggerBy: text("slTriggerBy", "UNKNOWN"),
  leavesQty: text("leavesQty"),
  closeOnTrigger: flag("closeOnTrigger"),
  cumExecQty: text("cumExecQty"),
  reduceOnly: flag("reduceOnly"),
  qty: text("qty"),
  stopLoss: text("stopLoss", "0.0000"),
  triggerBy: text("triggerBy", "UNKNOWN"),
  orderIM: always("0"),
  iv: text("orderIv")
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

const v3Position = mapper({
  symbol: text("symbol"),
  leverage: text("leverage"),
  updatedTime: numeric("updatedTime"),
  side: text("side", "None"),
  positionValue: text("positionValue"),
  takeProfit: text("takeProfit", "0.0000"),
  tpslMode: text("tpslMode", "Full"),
  riskId: numeric("riskId"),
  trailingStop: text("trailingStop", "0.0000"),
  entryPrice: text("avgPrice"),
  unrealisedPnl: text("unrealisedPnl"),
  markPrice: text("markPrice"),
  size: text("size"),
  positionStatus: text("positionStatus", "Normal"),
  stopLoss: text("stopLoss", "0.0000"),
  cumRealisedPnl: text("cumRealisedPnl"),
  positionMM: text("positionMM"),
  createdTime: numeric("createdTime"),
  positionIdx: numeric("positionIdx"),
  positionIM: text("positionIM")
})

const v3Execution = mapper({
  orderType: text("orderType"),
  symbol: text("symbol"),
  orderLinkId: text("orderLinkId"),
  side: text("side"),
  orderId: text("orderId"),
  leavesQty: text("leavesQty"),
  execTime: numeric("execTime"),
  execFee: text("execFee"),
  feeRate: text("feeRate"),
  execId: text("execId"),
  blockTradeId: text("blockTradeId"),
  execPrice: text("execPrice"),
  lastLiquidityInd: liquidity,
  orderQty: text("orderQty"),
  orderPrice: text("orderPrice"),
  execValue: text("execValue"),
  execType: text("execType"),
  execQty: text("execQty")
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

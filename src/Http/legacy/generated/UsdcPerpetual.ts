/**
 * UsdcPerpetual: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples), and the calls its client makes on another
 * family's path (aliases of that family's definition). Signing and envelope as the hand-written definitions of the
 * family.
 *
 * Written by `npx tsx scripts/legacy/generate.ts` from `scripts/legacy/table/UsdcPerpetual.json`: change the table
 * (or the generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they differ.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { callable } from "../../BybitHttp.js"
import * as Endpoint from "../../Endpoint.js"
import { alias } from "../Alias.js"
import * as InverseV2 from "../InverseV2.js"

/**
 * `GET /perpetual/usdc/openapi/public/v1/kline/list` (bybit-api `getCandles`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getCandles = Endpoint.make({
  name: "getCandles",
  method: "GET",
  path: "/perpetual/usdc/openapi/public/v1/kline/list",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      period: Schema.String,
      startTime: Schema.Number,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        symbol: Schema.String,
        volume: Schema.String,
        period: Schema.String,
        openTime: Schema.String,
        open: Schema.String,
        high: Schema.String,
        low: Schema.String,
        close: Schema.String,
        turnover: Schema.String
      })
    )
})

/**
 * `GET /perpetual/usdc/openapi/public/v1/mark-price-kline` (bybit-api `getMarkPrice`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMarkPrice = Endpoint.make({
  name: "getMarkPrice",
  method: "GET",
  path: "/perpetual/usdc/openapi/public/v1/mark-price-kline",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      period: Schema.String,
      limit: Schema.optional(Schema.String),
      startTime: Schema.Number
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        symbol: Schema.String,
        period: Schema.String,
        openTime: Schema.String,
        open: Schema.String,
        high: Schema.String,
        low: Schema.String,
        close: Schema.String
      })
    )
})

/**
 * `GET /perpetual/usdc/openapi/public/v1/index-price-kline` (bybit-api `getIndexPrice`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getIndexPrice = Endpoint.make({
  name: "getIndexPrice",
  method: "GET",
  path: "/perpetual/usdc/openapi/public/v1/index-price-kline",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      period: Schema.String,
      limit: Schema.optional(Schema.String),
      startTime: Schema.Number
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        symbol: Schema.String,
        period: Schema.String,
        openTime: Schema.String,
        open: Schema.String,
        high: Schema.String,
        low: Schema.String,
        close: Schema.String
      })
    )
})

/**
 * `GET /perpetual/usdc/openapi/public/v1/premium-index-kline` (bybit-api `getIndexPremium`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getIndexPremium = Endpoint.make({
  name: "getIndexPremium",
  method: "GET",
  path: "/perpetual/usdc/openapi/public/v1/premium-index-kline",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      period: Schema.String,
      limit: Schema.optional(Schema.String),
      startTime: Schema.Number
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        symbol: Schema.String,
        period: Schema.String,
        openTime: Schema.String,
        open: Schema.String,
        high: Schema.String,
        low: Schema.String,
        close: Schema.String
      })
    )
})

/**
 * `GET /perpetual/usdc/openapi/public/v1/open-interest` (bybit-api `getOpenInterest`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOpenInterest = Endpoint.make({
  name: "getOpenInterest",
  method: "GET",
  path: "/perpetual/usdc/openapi/public/v1/open-interest",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      period: Schema.String,
      limit: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        symbol: Schema.String,
        timestamp: Schema.String,
        openInterest: Schema.String
      })
    )
})

/**
 * `GET /perpetual/usdc/openapi/public/v1/big-deal` (bybit-api `getLargeOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLargeOrders = Endpoint.make({
  name: "getLargeOrders",
  method: "GET",
  path: "/perpetual/usdc/openapi/public/v1/big-deal",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      limit: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        symbol: Schema.String,
        side: Schema.String,
        timestamp: Schema.String,
        value: Schema.String
      })
    )
})

/**
 * `GET /perpetual/usdc/openapi/public/v1/account-ratio` (bybit-api `getLongShortRatio`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLongShortRatio = Endpoint.make({
  name: "getLongShortRatio",
  method: "GET",
  path: "/perpetual/usdc/openapi/public/v1/account-ratio",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      period: Schema.String,
      limit: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        symbol: Schema.String,
        buyRatio: Schema.Number,
        sellRatio: Schema.Number,
        timestamp: Schema.String
      })
    )
})

/**
 * `POST /perpetual/usdc/openapi/private/v1/replace-order` (bybit-api `modifyOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const modifyOrder = Endpoint.make({
  name: "modifyOrder",
  method: "POST",
  path: "/perpetual/usdc/openapi/private/v1/replace-order",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      orderFilter: Schema.String,
      orderId: Schema.optional(Schema.String),
      orderLinkId: Schema.optional(Schema.String),
      orderPrice: Schema.optional(Schema.String),
      orderQty: Schema.optional(Schema.String),
      takeProfit: Schema.optional(Schema.String),
      stopLoss: Schema.optional(Schema.String),
      tptriggerby: Schema.optional(Schema.String),
      slTriggerBy: Schema.optional(Schema.String),
      triggerPrice: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      orderId: Schema.String,
      orderLinkId: Schema.String,
      createdAt: Schema.String,
      updatedAt: Schema.String,
      symbol: Schema.String,
      orderType: Schema.String,
      side: Schema.String,
      qty: Schema.String,
      price: Schema.String,
      timeInForce: Schema.String,
      orderStatus: Schema.String,
      triggerPrice: Schema.String
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/query-order-history` (bybit-api `getHistoricOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getHistoricOrders = Endpoint.make({
  name: "getHistoricOrders",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/query-order-history",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.optional(Schema.String),
      baseCoin: Schema.optional(Schema.String),
      orderId: Schema.optional(Schema.String),
      orderLinkId: Schema.optional(Schema.String),
      orderStatus: Schema.optional(Schema.String),
      orderFilter: Schema.optional(Schema.String),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      cursor: Schema.String,
      resultTotalSize: Schema.Number,
      dataList: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          orderType: Schema.String,
          orderLinkId: Schema.String,
          orderId: Schema.String,
          cancelType: Schema.String,
          stopOrderType: Schema.String,
          orderStatus: Schema.String,
          updateTimeStamp: Schema.String,
          takeProfit: Schema.String,
          cumExecValue: Schema.String,
          createdAt: Schema.String,
          blockTradeId: Schema.String,
          orderPnl: Schema.String,
          price: Schema.String,
          tpTriggerBy: Schema.String,
          timeInForce: Schema.String,
          updatedAt: Schema.String,
          basePrice: Schema.String,
          realisedPnl: Schema.String,
          side: Schema.String,
          triggerPrice: Schema.String,
          cumExecFee: Schema.String,
          leavesQty: Schema.String,
          cashFlow: Schema.String,
          slTriggerBy: Schema.String,
          iv: Schema.String,
          closeOnTrigger: Schema.String,
          cumExecQty: Schema.String,
          reduceOnly: Schema.Number,
          qty: Schema.String,
          stopLoss: Schema.String,
          triggerBy: Schema.String,
          orderIM: Schema.String
        })
      )
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/execution-list` (bybit-api `getOrderExecutionHistory`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOrderExecutionHistory = Endpoint.make({
  name: "getOrderExecutionHistory",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/execution-list",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.optional(Schema.String),
      baseCoin: Schema.optional(Schema.String),
      orderId: Schema.optional(Schema.String),
      orderLinkId: Schema.optional(Schema.String),
      startTime: Schema.optional(Schema.String),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.String),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      cursor: Schema.String,
      resultTotalSize: Schema.Number,
      dataList: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          tradeTime: Schema.String,
          orderLinkId: Schema.String,
          side: Schema.String,
          orderId: Schema.String,
          execPrice: Schema.String,
          lastLiquidityInd: Schema.String,
          execValue: Schema.String,
          execType: Schema.String,
          execQty: Schema.String,
          execFee: Schema.String,
          feeRate: Schema.String,
          tradeId: Schema.String
        })
      )
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/query-transaction-log` (bybit-api `getTransactionLog`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getTransactionLog = Endpoint.make({
  name: "getTransactionLog",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/query-transaction-log",
  auth: "private",
  request: () =>
    Schema.Struct({
      type: Schema.optional(Schema.String),
      baseCoin: Schema.optional(Schema.String),
      startTime: Schema.optional(Schema.String),
      endTime: Schema.optional(Schema.String),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.String),
      cursor: Schema.optional(Schema.String),
      category: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      resultTotalSize: Schema.Number,
      cursor: Schema.String,
      dataList: Schema.Array(
        Schema.Struct({
          transactionTime: Schema.String,
          symbol: Schema.String,
          type: Schema.String,
          side: Schema.String,
          tradePrice: Schema.String,
          funding: Schema.String,
          qty: Schema.String,
          size: Schema.String,
          fee: Schema.String,
          cashFlow: Schema.String,
          change: Schema.String,
          walletBalance: Schema.String,
          feeRate: Schema.String,
          orderId: Schema.String,
          orderLinkId: Schema.String,
          tradeId: Schema.String,
          info: Schema.String
        })
      )
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/query-wallet-balance` (bybit-api `getBalances`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getBalances = Endpoint.make({
  name: "getBalances",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/query-wallet-balance",
  auth: "private",
  request: () => Schema.Struct({}),
  response: () =>
    Schema.Struct({
      walletBalance: Schema.String,
      accountMM: Schema.String,
      bonus: Schema.String,
      accountIM: Schema.String,
      totalSessionRPL: Schema.String,
      equity: Schema.String,
      totalRPL: Schema.String,
      marginBalance: Schema.String,
      availableBalance: Schema.String,
      totalSessionUPL: Schema.String
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/query-asset-info` (bybit-api `getAssetInfo`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getAssetInfo = Endpoint.make({
  name: "getAssetInfo",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/query-asset-info",
  auth: "private",
  request: () =>
    Schema.Struct({
      baseCoin: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      resultTotalSize: Schema.Number,
      dataList: Schema.Array(
        Schema.Struct({
          baseCoin: Schema.String,
          totalDelta: Schema.String,
          totalGamma: Schema.String,
          totalVega: Schema.String,
          totalTheta: Schema.String,
          totalRPL: Schema.String,
          sessionUPL: Schema.String,
          sessionRPL: Schema.String,
          im: Schema.String,
          mm: Schema.String
        })
      )
    })
})

/**
 * `POST /option/usdc/private/asset/account/setMarginMode` (bybit-api `setMarginMode`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setMarginMode = Endpoint.make({
  name: "setMarginMode",
  method: "POST",
  path: "/option/usdc/private/asset/account/setMarginMode",
  auth: "private",
  request: () =>
    Schema.Struct({
      setMarginMode: Schema.String
    }),
  response: () =>
    Schema.Struct({
      reasons: Schema.Array(Schema.Unknown)
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/query-margin-info` (bybit-api `getMarginMode`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMarginMode = Endpoint.make({
  name: "getMarginMode",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/query-margin-info",
  auth: "private",
  request: () => Schema.Struct({}),
  response: () =>
    Schema.Struct({
      marginMode: Schema.String
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/query-position` (bybit-api `getPositions`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPositions = Endpoint.make({
  name: "getPositions",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/query-position",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.optional(Schema.String),
      baseCoin: Schema.optional(Schema.String),
      cursor: Schema.optional(Schema.String),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      cursor: Schema.String,
      resultTotalSize: Schema.Number,
      dataList: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          leverage: Schema.String,
          occClosingFee: Schema.String,
          liqPrice: Schema.String,
          positionValue: Schema.String,
          takeProfit: Schema.String,
          riskId: Schema.String,
          trailingStop: Schema.String,
          unrealisedPnl: Schema.String,
          createdAt: Schema.String,
          markPrice: Schema.String,
          cumRealisedPnl: Schema.String,
          positionMM: Schema.String,
          positionIM: Schema.String,
          updatedAt: Schema.String,
          tpSLMode: Schema.String,
          side: Schema.String,
          bustPrice: Schema.String,
          deleverageIndicator: Schema.Number,
          entryPrice: Schema.String,
          size: Schema.String,
          sessionRPL: Schema.String,
          positionStatus: Schema.String,
          sessionUPL: Schema.String,
          stopLoss: Schema.String,
          orderMargin: Schema.String,
          sessionAvgPrice: Schema.String
        })
      )
    })
})

/**
 * `POST /perpetual/usdc/openapi/private/v1/position/leverage/save` (bybit-api `setLeverage`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setLeverage = Endpoint.make({
  name: "setLeverage",
  method: "POST",
  path: "/perpetual/usdc/openapi/private/v1/position/leverage/save",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      leverage: Schema.String
    }),
  response: () =>
    Schema.Struct({
      leverage: Schema.Number
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/session-settlement` (bybit-api `getSettlementHistory`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getSettlementHistory = Endpoint.make({
  name: "getSettlementHistory",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/session-settlement",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      resultTotalSize: Schema.Number,
      cursor: Schema.String,
      dataList: Schema.Array(
        Schema.Struct({
          time: Schema.String,
          symbol: Schema.String,
          side: Schema.String,
          size: Schema.String,
          sessionAvgPrice: Schema.String,
          markPrice: Schema.String,
          sessionRpl: Schema.String
        })
      )
    })
})

/**
 * `POST /perpetual/usdc/openapi/private/v1/position/set-risk-limit` (bybit-api `setRiskLimit`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setRiskLimit = Endpoint.make({
  name: "setRiskLimit",
  method: "POST",
  path: "/perpetual/usdc/openapi/private/v1/position/set-risk-limit",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      riskId: Schema.Number
    }),
  response: () =>
    Schema.Struct({
      riskId: Schema.Number
    })
})

/**
 * `GET /perpetual/usdc/openapi/public/v1/prev-funding-rate` (bybit-api `getLastFundingRate`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLastFundingRate = Endpoint.make({
  name: "getLastFundingRate",
  method: "GET",
  path: "/perpetual/usdc/openapi/public/v1/prev-funding-rate",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String
    }),
  response: () =>
    Schema.Struct({
      symbol: Schema.String,
      fundingRate: Schema.String,
      fundingRateTimestamp: Schema.String
    })
})

/**
 * `POST /perpetual/usdc/openapi/private/v1/cancel-all` (bybit-api `cancelActiveOrders`).
 * The answer carries no `result` (the docs' example has only `retCode` and `retMsg`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelActiveOrders = Endpoint.make({
  name: "cancelActiveOrders",
  method: "POST",
  path: "/perpetual/usdc/openapi/private/v1/cancel-all",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      orderFilter: Schema.String
    }),
  response: () => Schema.Union([Schema.Undefined, Schema.Null])
})

/**
 * `GET /perpetual/usdc/openapi/public/v1/risk-limit/list` (bybit-api `getRiskLimit`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getRiskLimit = Endpoint.make({
  name: "getRiskLimit",
  method: "GET",
  path: "/perpetual/usdc/openapi/public/v1/risk-limit/list",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        riskId: Schema.String,
        symbol: Schema.String,
        limit: Schema.String,
        startingMargin: Schema.String,
        maintainMargin: Schema.String,
        isLowestRisk: Schema.Boolean,
        section: Schema.Array(Schema.String),
        maxLeverage: Schema.String
      })
    )
})

/**
 * `GET /v2/public/time` (bybit-api `getServerTime`): the InverseV2 definition `getServerTime`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getServerTime = alias(InverseV2.serverTime, "getServerTime")

/**
 * Every generated endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  getCandles,
  getMarkPrice,
  getIndexPrice,
  getIndexPremium,
  getOpenInterest,
  getLargeOrders,
  getLongShortRatio,
  modifyOrder,
  getHistoricOrders,
  getOrderExecutionHistory,
  getTransactionLog,
  getBalances,
  getAssetInfo,
  setMarginMode,
  getMarginMode,
  getPositions,
  setLeverage,
  getSettlementHistory,
  setRiskLimit,
  getLastFundingRate,
  cancelActiveOrders,
  getRiskLimit,
  getServerTime
]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  getCandles: callable(getCandles),
  getMarkPrice: callable(getMarkPrice),
  getIndexPrice: callable(getIndexPrice),
  getIndexPremium: callable(getIndexPremium),
  getOpenInterest: callable(getOpenInterest),
  getLargeOrders: callable(getLargeOrders),
  getLongShortRatio: callable(getLongShortRatio),
  modifyOrder: callable(modifyOrder),
  getHistoricOrders: callable(getHistoricOrders),
  getOrderExecutionHistory: callable(getOrderExecutionHistory),
  getTransactionLog: callable(getTransactionLog),
  getBalances: callable(getBalances),
  getAssetInfo: callable(getAssetInfo),
  setMarginMode: callable(setMarginMode),
  getMarginMode: callable(getMarginMode),
  getPositions: callable(getPositions),
  setLeverage: callable(setLeverage),
  getSettlementHistory: callable(getSettlementHistory),
  setRiskLimit: callable(setRiskLimit),
  getLastFundingRate: callable(getLastFundingRate),
  cancelActiveOrders: callable(cancelActiveOrders),
  getRiskLimit: callable(getRiskLimit),
  getServerTime: callable(getServerTime)
} as const

/**
 * ContractV3: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples), and the calls its client makes on another
 * family's path (aliases of that family's definition). Signing and envelope as the hand-written definitions of the
 * family.
 *
 * Written by `npx tsx scripts/legacy/generate.ts` from `scripts/legacy/table/ContractV3.json`: change the table
 * (or the generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they differ.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { callable } from "../../BybitHttp.js"
import * as Endpoint from "../../Endpoint.js"
import { alias } from "../Alias.js"
import * as DerivativesV3 from "../DerivativesV3.js"

/**
 * `GET /derivatives/v3/public/kline` (bybit-api `getCandles`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getCandles = Endpoint.make({
  name: "getCandles",
  method: "GET",
  path: "/derivatives/v3/public/kline",
  auth: "public",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      interval: Schema.String,
      start: Schema.Number,
      end: Schema.Number,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      interval: Schema.String,
      list: Schema.Array(Schema.String)
    })
})

/**
 * `GET /derivatives/v3/public/mark-price-kline` (bybit-api `getMarkPriceCandles`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMarkPriceCandles = Endpoint.make({
  name: "getMarkPriceCandles",
  method: "GET",
  path: "/derivatives/v3/public/mark-price-kline",
  auth: "public",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      interval: Schema.String,
      start: Schema.Number,
      end: Schema.Number,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      interval: Schema.String,
      list: Schema.Array(Schema.String)
    })
})

/**
 * `GET /derivatives/v3/public/index-price-kline` (bybit-api `getIndexPriceCandles`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getIndexPriceCandles = Endpoint.make({
  name: "getIndexPriceCandles",
  method: "GET",
  path: "/derivatives/v3/public/index-price-kline",
  auth: "public",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      interval: Schema.String,
      start: Schema.Number,
      end: Schema.Number,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      interval: Schema.String,
      list: Schema.Array(Schema.String)
    })
})

/**
 * `GET /derivatives/v3/public/funding/history-funding-rate` (bybit-api `getFundingRateHistory`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getFundingRateHistory = Endpoint.make({
  name: "getFundingRateHistory",
  method: "GET",
  path: "/derivatives/v3/public/funding/history-funding-rate",
  auth: "public",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      category: Schema.String,
      list: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          fundingRate: Schema.String,
          fundingRateTimestamp: Schema.String
        })
      )
    })
})

/**
 * `GET /derivatives/v3/public/risk-limit/list` (bybit-api `getRiskLimit`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getRiskLimit = Endpoint.make({
  name: "getRiskLimit",
  method: "GET",
  path: "/derivatives/v3/public/risk-limit/list",
  auth: "public",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String
    }),
  response: () =>
    Schema.Struct({
      category: Schema.String,
      list: Schema.Array(
        Schema.Struct({
          id: Schema.Number,
          symbol: Schema.String,
          limit: Schema.String,
          maintainMargin: Schema.String,
          initialMargin: Schema.String,
          section: Schema.Array(Schema.String),
          isLowestRisk: Schema.Number,
          maxLeverage: Schema.String
        })
      )
    })
})

/**
 * `GET /derivatives/v3/public/delivery-price` (bybit-api `getOptionDeliveryPrice`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOptionDeliveryPrice = Endpoint.make({
  name: "getOptionDeliveryPrice",
  method: "GET",
  path: "/derivatives/v3/public/delivery-price",
  auth: "public",
  request: () =>
    Schema.Struct({
      category: Schema.optional(Schema.String),
      symbol: Schema.optional(Schema.String),
      baseCoin: Schema.optional(Schema.String),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.String),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      resultTotalSize: Schema.Number,
      cursor: Schema.String,
      dataList: Schema.Array(
        Schema.Struct({
          category: Schema.String,
          symbol: Schema.String,
          deliveryPrice: Schema.String,
          deliveryTime: Schema.String
        })
      )
    })
})

/**
 * `GET /derivatives/v3/public/recent-trade` (bybit-api `getTrades`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getTrades = Endpoint.make({
  name: "getTrades",
  method: "GET",
  path: "/derivatives/v3/public/recent-trade",
  auth: "public",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      baseCoin: Schema.optional(Schema.String),
      optionType: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      category: Schema.String,
      list: Schema.Array(
        Schema.Struct({
          execId: Schema.String,
          symbol: Schema.String,
          price: Schema.String,
          size: Schema.String,
          side: Schema.String,
          time: Schema.String,
          isBlockTrade: Schema.Boolean
        })
      )
    })
})

/**
 * `GET /derivatives/v3/public/open-interest` (bybit-api `getOpenInterest`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOpenInterest = Endpoint.make({
  name: "getOpenInterest",
  method: "GET",
  path: "/derivatives/v3/public/open-interest",
  auth: "public",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      interval: Schema.String,
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      symbol: Schema.String,
      category: Schema.String,
      list: Schema.Array(
        Schema.Struct({
          openInterest: Schema.String,
          timestamp: Schema.String
        })
      )
    })
})

/**
 * `POST /contract/v3/private/order/replace` (bybit-api `modifyOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const modifyOrder = Endpoint.make({
  name: "modifyOrder",
  method: "POST",
  path: "/contract/v3/private/order/replace",
  auth: "private",
  request: () =>
    Schema.Struct({
      orderId: Schema.optional(Schema.String),
      orderLinkId: Schema.optional(Schema.String),
      symbol: Schema.String,
      qty: Schema.optional(Schema.String),
      price: Schema.optional(Schema.String),
      takeProfit: Schema.optional(Schema.String),
      stopLoss: Schema.optional(Schema.String),
      tpTriggerBy: Schema.optional(Schema.String),
      slTriggerBy: Schema.optional(Schema.String),
      triggerPrice: Schema.optional(Schema.String),
      triggerBy: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      orderId: Schema.String,
      orderLinkId: Schema.String
    })
})

/**
 * `GET /contract/v3/private/position/list` (bybit-api `getPositions`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPositions = Endpoint.make({
  name: "getPositions",
  method: "GET",
  path: "/contract/v3/private/position/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String),
      settleCoin: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          positionIdx: Schema.Number,
          riskId: Schema.Number,
          symbol: Schema.String,
          side: Schema.String,
          size: Schema.String,
          positionValue: Schema.String,
          entryPrice: Schema.String,
          tradeMode: Schema.Number,
          autoAddMargin: Schema.Number,
          leverage: Schema.String,
          positionBalance: Schema.String,
          liqPrice: Schema.String,
          bustPrice: Schema.String,
          takeProfit: Schema.String,
          stopLoss: Schema.String,
          trailingStop: Schema.String,
          unrealisedPnl: Schema.String,
          createdTime: Schema.String,
          updatedTime: Schema.String,
          tpSlMode: Schema.String,
          riskLimitValue: Schema.String,
          activePrice: Schema.String,
          markPrice: Schema.String,
          cumRealisedPnl: Schema.String,
          positionMM: Schema.String,
          positionIM: Schema.String,
          positionStatus: Schema.String,
          sessionAvgPrice: Schema.String,
          occClosingFee: Schema.String
        })
      ),
      category: Schema.String,
      nextPageCursor: Schema.String
    })
})

/**
 * `POST /contract/v3/private/position/set-auto-add-margin` (bybit-api `setAutoAddMargin`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setAutoAddMargin = Endpoint.make({
  name: "setAutoAddMargin",
  method: "POST",
  path: "/contract/v3/private/position/set-auto-add-margin",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      side: Schema.String,
      autoAddMargin: Schema.Number,
      positionIdx: Schema.optional(Schema.Number)
    }),
  response: () => Schema.Struct({})
})

/**
 * `POST /contract/v3/private/position/switch-isolated` (bybit-api `setMarginSwitch`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setMarginSwitch = Endpoint.make({
  name: "setMarginSwitch",
  method: "POST",
  path: "/contract/v3/private/position/switch-isolated",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      tradeMode: Schema.Number,
      buyLeverage: Schema.String,
      sellLeverage: Schema.String
    }),
  response: () => Schema.Struct({})
})

/**
 * `POST /contract/v3/private/position/switch-mode` (bybit-api `setPositionMode`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setPositionMode = Endpoint.make({
  name: "setPositionMode",
  method: "POST",
  path: "/contract/v3/private/position/switch-mode",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String),
      coin: Schema.optional(Schema.String),
      mode: Schema.Number
    }),
  response: () => Schema.Struct({})
})

/**
 * `POST /contract/v3/private/position/switch-tpsl-mode` (bybit-api `setTPSLMode`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setTPSLMode = Endpoint.make({
  name: "setTPSLMode",
  method: "POST",
  path: "/contract/v3/private/position/switch-tpsl-mode",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      tpSlMode: Schema.String
    }),
  response: () => Schema.Struct({})
})

/**
 * `POST /contract/v3/private/position/set-leverage` (bybit-api `setLeverage`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setLeverage = Endpoint.make({
  name: "setLeverage",
  method: "POST",
  path: "/contract/v3/private/position/set-leverage",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      buyLeverage: Schema.String,
      sellLeverage: Schema.String
    }),
  response: () => Schema.Struct({})
})

/**
 * `POST /contract/v3/private/position/trading-stop` (bybit-api `setTPSL`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setTPSL = Endpoint.make({
  name: "setTPSL",
  method: "POST",
  path: "/contract/v3/private/position/trading-stop",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      takeProfit: Schema.optional(Schema.String),
      stopLoss: Schema.optional(Schema.String),
      activePrice: Schema.optional(Schema.String),
      trailingStop: Schema.optional(Schema.String),
      tpTriggerBy: Schema.optional(Schema.String),
      slTriggerBy: Schema.optional(Schema.String),
      slSize: Schema.optional(Schema.String),
      tpSize: Schema.optional(Schema.String),
      positionIdx: Schema.optional(Schema.Number)
    }),
  response: () => Schema.Struct({})
})

/**
 * `GET /contract/v3/private/execution/list` (bybit-api `getUserExecutionHistory`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getUserExecutionHistory = Endpoint.make({
  name: "getUserExecutionHistory",
  method: "GET",
  path: "/contract/v3/private/execution/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      orderId: Schema.optional(Schema.String),
      symbol: Schema.String,
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      execType: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          execFee: Schema.String,
          execId: Schema.String,
          execPrice: Schema.String,
          execQty: Schema.String,
          execType: Schema.String,
          execValue: Schema.String,
          feeRate: Schema.String,
          lastLiquidityInd: Schema.String,
          leavesQty: Schema.String,
          orderId: Schema.String,
          orderLinkId: Schema.String,
          orderPrice: Schema.String,
          orderQty: Schema.String,
          orderType: Schema.String,
          stopOrderType: Schema.String,
          side: Schema.String,
          execTime: Schema.String,
          closedSize: Schema.String
        })
      ),
      nextPageCursor: Schema.String
    })
})

/**
 * `GET /contract/v3/private/position/closed-pnl` (bybit-api `getClosedProfitAndLoss`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getClosedProfitAndLoss = Endpoint.make({
  name: "getClosedProfitAndLoss",
  method: "GET",
  path: "/contract/v3/private/position/closed-pnl",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          orderId: Schema.String,
          side: Schema.String,
          qty: Schema.String,
          orderPrice: Schema.String,
          orderType: Schema.String,
          execType: Schema.String,
          closedSize: Schema.String,
          cumEntryValue: Schema.String,
          avgEntryPrice: Schema.String,
          cumExitValue: Schema.String,
          avgExitPrice: Schema.String,
          closedPnl: Schema.String,
          fillCount: Schema.String,
          leverage: Schema.String,
          createdAt: Schema.String
        })
      ),
      nextPageCursor: Schema.String
    })
})

/**
 * `GET /contract/v3/private/account/wallet/balance` (bybit-api `getBalances`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getBalances = Endpoint.make({
  name: "getBalances",
  method: "GET",
  path: "/contract/v3/private/account/wallet/balance",
  auth: "private",
  request: () =>
    Schema.Struct({
      coin: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          coin: Schema.String,
          equity: Schema.String,
          walletBalance: Schema.String,
          positionMargin: Schema.String,
          availableBalance: Schema.String,
          orderMargin: Schema.String,
          occClosingFee: Schema.String,
          occFundingFee: Schema.String,
          unrealisedPnl: Schema.String,
          cumRealisedPnl: Schema.String,
          givenCash: Schema.String,
          serviceCash: Schema.String
        })
      )
    })
})

/**
 * `GET /contract/v3/private/account/fee-rate` (bybit-api `getTradingFeeRate`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getTradingFeeRate = Endpoint.make({
  name: "getTradingFeeRate",
  method: "GET",
  path: "/contract/v3/private/account/fee-rate",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          takerFeeRate: Schema.String,
          makerFeeRate: Schema.String
        })
      )
    })
})

/**
 * `GET /contract/v3/private/account/wallet/fund-records` (bybit-api `getWalletFundRecords`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getWalletFundRecords = Endpoint.make({
  name: "getWalletFundRecords",
  method: "GET",
  path: "/contract/v3/private/account/wallet/fund-records",
  auth: "private",
  request: () =>
    Schema.Struct({
      startTime: Schema.optional(Schema.String),
      endTime: Schema.optional(Schema.String),
      coin: Schema.optional(Schema.String),
      walletFundType: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.String),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          coin: Schema.String,
          type: Schema.String,
          amount: Schema.String,
          walletBalance: Schema.String,
          execTime: Schema.String
        })
      ),
      nextPageCursor: Schema.String
    })
})

/**
 * `GET /contract/v3/private/order/list` (bybit-api `getHistoricOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getHistoricOrders = Endpoint.make({
  name: "getHistoricOrders",
  method: "GET",
  path: "/contract/v3/private/order/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      orderId: Schema.optional(Schema.String),
      orderLinkId: Schema.optional(Schema.String),
      symbol: Schema.String,
      orderStatus: Schema.optional(Schema.String),
      orderFilter: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          side: Schema.String,
          orderType: Schema.String,
          price: Schema.String,
          qty: Schema.String,
          reduceOnly: Schema.Boolean,
          timeInForce: Schema.String,
          orderStatus: Schema.String,
          leavesQty: Schema.String,
          leavesValue: Schema.String,
          cumExecQty: Schema.String,
          cumExecValue: Schema.String,
          cumExecFee: Schema.String,
          lastPriceOnCreated: Schema.String,
          rejectReason: Schema.String,
          orderLinkId: Schema.String,
          createdTime: Schema.String,
          updatedTime: Schema.String,
          orderId: Schema.String,
          stopOrderType: Schema.String,
          takeProfit: Schema.String,
          stopLoss: Schema.String,
          tpTriggerBy: Schema.String,
          slTriggerBy: Schema.String,
          triggerPrice: Schema.String,
          closeOnTrigger: Schema.Boolean,
          triggerDirection: Schema.Number,
          positionIdx: Schema.Number
        })
      ),
      nextPageCursor: Schema.String
    })
})

/**
 * `POST /contract/v3/private/position/set-risk-limit` (bybit-api `setRiskLimit`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setRiskLimit = Endpoint.make({
  name: "setRiskLimit",
  method: "POST",
  path: "/contract/v3/private/position/set-risk-limit",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      riskId: Schema.Number,
      positionIdx: Schema.optional(Schema.Number)
    }),
  response: () => Schema.Struct({})
})

/**
 * `GET /derivatives/v3/public/order-book/L2` (bybit-api `getOrderBook`): the DerivativesV3 definition `getOrderBook`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOrderBook = alias(DerivativesV3.orderBook, "getOrderBook")

/**
 * `GET /derivatives/v3/public/tickers` (bybit-api `getSymbolTicker`): the DerivativesV3 definition `getTickers`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getSymbolTicker = alias(DerivativesV3.tickers, "getSymbolTicker")

/**
 * `GET /derivatives/v3/public/instruments-info` (bybit-api `getInstrumentInfo`): the DerivativesV3 definition `getInstrumentsInfo`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getInstrumentInfo = alias(DerivativesV3.instrumentsInfo, "getInstrumentInfo")

/**
 * Every generated endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  getCandles,
  getMarkPriceCandles,
  getIndexPriceCandles,
  getFundingRateHistory,
  getRiskLimit,
  getOptionDeliveryPrice,
  getTrades,
  getOpenInterest,
  modifyOrder,
  getPositions,
  setAutoAddMargin,
  setMarginSwitch,
  setPositionMode,
  setTPSLMode,
  setLeverage,
  setTPSL,
  getUserExecutionHistory,
  getClosedProfitAndLoss,
  getBalances,
  getTradingFeeRate,
  getWalletFundRecords,
  getHistoricOrders,
  setRiskLimit,
  getOrderBook,
  getSymbolTicker,
  getInstrumentInfo
]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  getCandles: callable(getCandles),
  getMarkPriceCandles: callable(getMarkPriceCandles),
  getIndexPriceCandles: callable(getIndexPriceCandles),
  getFundingRateHistory: callable(getFundingRateHistory),
  getRiskLimit: callable(getRiskLimit),
  getOptionDeliveryPrice: callable(getOptionDeliveryPrice),
  getTrades: callable(getTrades),
  getOpenInterest: callable(getOpenInterest),
  modifyOrder: callable(modifyOrder),
  getPositions: callable(getPositions),
  setAutoAddMargin: callable(setAutoAddMargin),
  setMarginSwitch: callable(setMarginSwitch),
  setPositionMode: callable(setPositionMode),
  setTPSLMode: callable(setTPSLMode),
  setLeverage: callable(setLeverage),
  setTPSL: callable(setTPSL),
  getUserExecutionHistory: callable(getUserExecutionHistory),
  getClosedProfitAndLoss: callable(getClosedProfitAndLoss),
  getBalances: callable(getBalances),
  getTradingFeeRate: callable(getTradingFeeRate),
  getWalletFundRecords: callable(getWalletFundRecords),
  getHistoricOrders: callable(getHistoricOrders),
  setRiskLimit: callable(setRiskLimit),
  getOrderBook: callable(getOrderBook),
  getSymbolTicker: callable(getSymbolTicker),
  getInstrumentInfo: callable(getInstrumentInfo)
} as const

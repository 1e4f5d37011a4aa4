/**
 * UnifiedV3: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples), and the calls its client makes on another
 * family's path (aliases of that family's definition). Signing and envelope as the hand-written definitions of the
 * family.
 *
 * Written by `npx tsx scripts/legacy/generate.ts` from `scripts/legacy/table/UnifiedV3.json`: change the table (or
 * the generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they differ.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { callable } from "../../BybitHttp.js"
import * as Endpoint from "../../Endpoint.js"
import { alias } from "../Alias.js"
import * as AssetV1 from "../AssetV1.js"
import * as InverseV2 from "../InverseV2.js"
import * as ContractV3Generated from "./ContractV3.js"
import * as InverseV2Generated from "./InverseV2.js"

/**
 * `POST /unified/v3/private/order/replace` (bybit-api `modifyOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const modifyOrder = Endpoint.make({
  name: "modifyOrder",
  method: "POST",
  path: "/unified/v3/private/order/replace",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      orderId: Schema.optional(Schema.String),
      orderLinkId: Schema.optional(Schema.String),
      orderFilter: Schema.optional(Schema.String),
      orderIv: Schema.optional(Schema.String),
      triggerPrice: Schema.optional(Schema.String),
      qty: Schema.optional(Schema.String),
      price: Schema.optional(Schema.String),
      takeProfit: Schema.optional(Schema.String),
      stopLoss: Schema.optional(Schema.String),
      tpTriggerBy: Schema.optional(Schema.String),
      slTriggerBy: Schema.optional(Schema.String),
      triggerBy: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      orderId: Schema.String,
      orderLinkId: Schema.String
    })
})

/**
 * `GET /unified/v3/private/order/list` (bybit-api `getHistoricOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getHistoricOrders = Endpoint.make({
  name: "getHistoricOrders",
  method: "GET",
  path: "/unified/v3/private/order/list",
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
      nextPageCursor: Schema.String,
      category: Schema.String,
      list: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          orderType: Schema.String,
          orderLinkId: Schema.String,
          orderId: Schema.String,
          stopOrderType: Schema.String,
          orderStatus: Schema.String,
          takeProfit: Schema.String,
          cumExecValue: Schema.String,
          blockTradeId: Schema.String,
          rejectReason: Schema.String,
          price: Schema.String,
          createdTime: Schema.Number,
          tpTriggerBy: Schema.String,
          timeInForce: Schema.String,
          basePrice: Schema.String,
          leavesValue: Schema.String,
          updatedTime: Schema.Number,
          side: Schema.String,
          triggerPrice: Schema.String,
          cumExecFee: Schema.String,
          slTriggerBy: Schema.String,
          leavesQty: Schema.String,
          closeOnTrigger: Schema.Boolean,
          cumExecQty: Schema.String,
          reduceOnly: Schema.Boolean,
          qty: Schema.String,
          stopLoss: Schema.String,
          triggerBy: Schema.String,
          orderIM: Schema.String
        })
      )
    })
})

/**
 * `POST /unified/v3/private/order/create-batch` (bybit-api `batchSubmitOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const batchSubmitOrders = Endpoint.make({
  name: "batchSubmitOrders",
  method: "POST",
  path: "/unified/v3/private/order/create-batch",
  orderEntry: "createBatch",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      request: Schema.String
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          category: Schema.String,
          symbol: Schema.String,
          orderId: Schema.String,
          orderLinkId: Schema.String,
          createAt: Schema.String
        })
      )
    })
})

/**
 * `POST /unified/v3/private/order/replace-batch` (bybit-api `batchReplaceOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const batchReplaceOrders = Endpoint.make({
  name: "batchReplaceOrders",
  method: "POST",
  path: "/unified/v3/private/order/replace-batch",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      request: Schema.String
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          category: Schema.String,
          symbol: Schema.String,
          orderId: Schema.String,
          orderLinkId: Schema.String
        })
      )
    })
})

/**
 * `POST /unified/v3/private/order/cancel-batch` (bybit-api `batchCancelOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const batchCancelOrders = Endpoint.make({
  name: "batchCancelOrders",
  method: "POST",
  path: "/unified/v3/private/order/cancel-batch",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      request: Schema.String
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          category: Schema.String,
          symbol: Schema.String,
          orderId: Schema.String,
          orderLinkId: Schema.String
        })
      )
    })
})

/**
 * `POST /unified/v3/private/order/cancel-all` (bybit-api `cancelAllOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelAllOrders = Endpoint.make({
  name: "cancelAllOrders",
  method: "POST",
  path: "/unified/v3/private/order/cancel-all",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      baseCoin: Schema.optional(Schema.String),
      settleCoin: Schema.optional(Schema.String),
      symbol: Schema.optional(Schema.String),
      orderFilter: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          category: Schema.String,
          symbol: Schema.String,
          orderId: Schema.String,
          orderLinkId: Schema.String
        })
      )
    })
})

/**
 * `GET /unified/v3/private/position/list` (bybit-api `getPositions`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPositions = Endpoint.make({
  name: "getPositions",
  method: "GET",
  path: "/unified/v3/private/position/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.optional(Schema.String),
      baseCoin: Schema.optional(Schema.String),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      nextPageCursor: Schema.String,
      category: Schema.String,
      list: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          leverage: Schema.String,
          updatedTime: Schema.Number,
          side: Schema.String,
          positionValue: Schema.String,
          takeProfit: Schema.String,
          tpslMode: Schema.String,
          riskId: Schema.Number,
          trailingStop: Schema.String,
          entryPrice: Schema.String,
          unrealisedPnl: Schema.String,
          markPrice: Schema.String,
          size: Schema.String,
          positionStatus: Schema.String,
          stopLoss: Schema.String,
          cumRealisedPnl: Schema.String,
          positionMM: Schema.String,
          createdTime: Schema.Number,
          positionIdx: Schema.Number,
          positionIM: Schema.String
        })
      )
    })
})

/**
 * `POST /unified/v3/private/position/set-leverage` (bybit-api `setLeverage`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setLeverage = Endpoint.make({
  name: "setLeverage",
  method: "POST",
  path: "/unified/v3/private/position/set-leverage",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      buyLeverage: Schema.String,
      sellLeverage: Schema.String
    }),
  response: () => Schema.Struct({})
})

/**
 * `POST /unified/v3/private/position/tpsl/switch-mode` (bybit-api `setTPSLMode`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setTPSLMode = Endpoint.make({
  name: "setTPSLMode",
  method: "POST",
  path: "/unified/v3/private/position/tpsl/switch-mode",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      tpSlMode: Schema.String
    }),
  response: () => Schema.Struct({})
})

/**
 * `POST /unified/v3/private/position/set-risk-limit` (bybit-api `setRiskLimit`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setRiskLimit = Endpoint.make({
  name: "setRiskLimit",
  method: "POST",
  path: "/unified/v3/private/position/set-risk-limit",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      riskId: Schema.Number,
      positionIdx: Schema.optional(Schema.String)
    }),
  response: () => Schema.Struct({})
})

/**
 * `POST /unified/v3/private/position/trading-stop` (bybit-api `setTPSL`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setTPSL = Endpoint.make({
  name: "setTPSL",
  method: "POST",
  path: "/unified/v3/private/position/trading-stop",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      takeProfit: Schema.optional(Schema.String),
      stopLoss: Schema.optional(Schema.String),
      trailingStop: Schema.optional(Schema.String),
      tpTriggerBy: Schema.optional(Schema.String),
      slTriggerBy: Schema.optional(Schema.String),
      activePrice: Schema.optional(Schema.String),
      slSize: Schema.optional(Schema.String),
      tpSize: Schema.optional(Schema.String),
      positionIdx: Schema.optional(Schema.String)
    }),
  response: () => Schema.Struct({})
})

/**
 * `GET /unified/v3/private/execution/list` (bybit-api `get7DayTradingHistory`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const get7DayTradingHistory = Endpoint.make({
  name: "get7DayTradingHistory",
  method: "GET",
  path: "/unified/v3/private/execution/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.optional(Schema.String),
      baseCoin: Schema.optional(Schema.String),
      orderId: Schema.optional(Schema.String),
      orderLinkId: Schema.optional(Schema.String),
      orderFilter: Schema.optional(Schema.String),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String),
      execType: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      nextPageCursor: Schema.String,
      category: Schema.String,
      list: Schema.Array(
        Schema.Struct({
          orderType: Schema.String,
          symbol: Schema.String,
          orderLinkId: Schema.String,
          side: Schema.String,
          orderId: Schema.String,
          leavesQty: Schema.String,
          execTime: Schema.Number,
          execFee: Schema.String,
          feeRate: Schema.String,
          execId: Schema.String,
          blockTradeId: Schema.String,
          execPrice: Schema.String,
          lastLiquidityInd: Schema.String,
          orderQty: Schema.String,
          orderPrice: Schema.String,
          execValue: Schema.String,
          execType: Schema.String,
          execQty: Schema.String
        })
      )
    })
})

/**
 * `GET /unified/v3/private/delivery-record` (bybit-api `getOptionsSettlementHistory`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOptionsSettlementHistory = Endpoint.make({
  name: "getOptionsSettlementHistory",
  method: "GET",
  path: "/unified/v3/private/delivery-record",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.optional(Schema.String),
      expDate: Schema.optional(Schema.String),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      nextPageCursor: Schema.String,
      category: Schema.String,
      list: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          side: Schema.String,
          deliveryTime: Schema.Number,
          strike: Schema.String,
          fee: Schema.String,
          position: Schema.String,
          deliveryPrice: Schema.String,
          deliveryRpl: Schema.String
        })
      )
    })
})

/**
 * `GET /unified/v3/private/settlement-record` (bybit-api `getUSDCPerpetualSettlementHistory`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getUSDCPerpetualSettlementHistory = Endpoint.make({
  name: "getUSDCPerpetualSettlementHistory",
  method: "GET",
  path: "/unified/v3/private/settlement-record",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.optional(Schema.String),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      nextPageCursor: Schema.String,
      category: Schema.String,
      list: Schema.Array(
        Schema.Struct({
          realisedPnl: Schema.String,
          symbol: Schema.String,
          side: Schema.String,
          markPrice: Schema.String,
          size: Schema.String,
          time: Schema.String,
          sessionAvgPrice: Schema.String
        })
      )
    })
})

/**
 * `GET /unified/v3/private/account/wallet/balance` (bybit-api `getBalances`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getBalances = Endpoint.make({
  name: "getBalances",
  method: "GET",
  path: "/unified/v3/private/account/wallet/balance",
  auth: "private",
  request: () =>
    Schema.Struct({
      coin: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      totalEquity: Schema.String,
      accountIMRate: Schema.String,
      totalMarginBalance: Schema.String,
      totalInitialMargin: Schema.String,
      totalAvailableBalance: Schema.String,
      accountMMRate: Schema.String,
      totalPerpUPL: Schema.String,
      totalWalletBalance: Schema.String,
      totalMaintenanceMargin: Schema.String,
      coin: Schema.Array(
        Schema.Struct({
          currencyCoin: Schema.String,
          availableToBorrow: Schema.String,
          borrowSize: Schema.String,
          bonus: Schema.String,
          accruedInterest: Schema.String,
          availableBalanceWithoutConvert: Schema.String,
          totalOrderIM: Schema.String,
          equity: Schema.String,
          totalPositionMM: Schema.String,
          usdValue: Schema.String,
          availableBalance: Schema.String,
          unrealisedPnl: Schema.String,
          totalPositionIM: Schema.String,
          marginBalanceWithoutConvert: Schema.String,
          walletBalance: Schema.String,
          cumRealisedPnl: Schema.String,
          marginBalance: Schema.String
        })
      )
    })
})

/**
 * `POST /unified/v3/private/account/upgrade-unified-account` (bybit-api `upgradeToUnifiedMargin`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const upgradeToUnifiedMargin = Endpoint.make({
  name: "upgradeToUnifiedMargin",
  method: "POST",
  path: "/unified/v3/private/account/upgrade-unified-account",
  auth: "private",
  request: () => Schema.Struct({}),
  response: () =>
    Schema.Struct({
      status: Schema.String,
      relieveLimitBizResponse: Schema.Array(Schema.Unknown)
    })
})

/**
 * `GET /unified/v3/private/account/transaction-log` (bybit-api `getTransactionLog`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getTransactionLog = Endpoint.make({
  name: "getTransactionLog",
  method: "GET",
  path: "/unified/v3/private/account/transaction-log",
  auth: "private",
  request: () =>
    Schema.Struct({
      category: Schema.String,
      currency: Schema.String,
      baseCoin: Schema.optional(Schema.String),
      type: Schema.optional(Schema.String),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      nextPageCursor: Schema.String,
      currency: Schema.String,
      category: Schema.String,
      list: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          side: Schema.String,
          funding: Schema.String,
          orderLinkId: Schema.String,
          orderId: Schema.String,
          fee: Schema.String,
          change: Schema.String,
          cashFlow: Schema.String,
          transactionTime: Schema.Number,
          type: Schema.String,
          feeRate: Schema.String,
          size: Schema.String,
          qty: Schema.String,
          cashBalance: Schema.String,
          tradePrice: Schema.String,
          tradeId: Schema.String
        })
      )
    })
})

/**
 * `GET /unified/v3/private/account/borrow-history` (bybit-api `getBorrowHistory`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getBorrowHistory = Endpoint.make({
  name: "getBorrowHistory",
  method: "GET",
  path: "/unified/v3/private/account/borrow-history",
  auth: "private",
  request: () =>
    Schema.Struct({
      currency: Schema.optional(Schema.String),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      nextPageCursor: Schema.String,
      currency: Schema.Null,
      list: Schema.Array(
        Schema.Struct({
          createTime: Schema.Number,
          costExemption: Schema.String,
          InterestBearingBorrowSize: Schema.String,
          currency: Schema.String,
          hourlyBorrowRate: Schema.String,
          borrowCost: Schema.String
        })
      )
    })
})

/**
 * `GET /unified/v3/private/account/borrow-rate` (bybit-api `getBorrowRate`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getBorrowRate = Endpoint.make({
  name: "getBorrowRate",
  method: "GET",
  path: "/unified/v3/private/account/borrow-rate",
  auth: "private",
  request: () =>
    Schema.Struct({
      currency: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          freeBorrowingAmount: Schema.String,
          currency: Schema.String,
          maxBorrowingAmount: Schema.String,
          hourlyBorrowRate: Schema.String
        })
      )
    })
})

/**
 * `GET /asset/v2/private/exchange/exchange-order-all` (bybit-api `getCoinExchangeHistory`).
 * The docs' example shows `totalCount` and `list` beside `retCode`; the field table and the V3 envelope put
 * them in `result`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getCoinExchangeHistory = Endpoint.make({
  name: "getCoinExchangeHistory",
  method: "GET",
  path: "/asset/v2/private/exchange/exchange-order-all",
  auth: "private",
  request: () =>
    Schema.Struct({
      fromCoin: Schema.optional(Schema.String),
      toCoin: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      totalCount: Schema.Number,
      list: Schema.Array(
        Schema.Struct({
          exchangeTxId: Schema.String,
          exchangeRate: Schema.String,
          fromCoin: Schema.String,
          fromAmount: Schema.String,
          toCoin: Schema.String,
          toAmount: Schema.String,
          createdAt: Schema.String
        })
      )
    })
})

/**
 * `GET /derivatives/v3/public/kline` (bybit-api `getCandles`): the ContractV3 definition `getCandles`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getCandles = alias(ContractV3Generated.getCandles, "getCandles")

/**
 * `GET /derivatives/v3/public/mark-price-kline` (bybit-api `getMarkPriceCandles`): the ContractV3 definition `getMarkPriceCandles`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMarkPriceCandles = alias(ContractV3Generated.getMarkPriceCandles, "getMarkPriceCandles")

/**
 * `GET /derivatives/v3/public/index-price-kline` (bybit-api `getIndexPriceCandles`): the ContractV3 definition `getIndexPriceCandles`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getIndexPriceCandles = alias(ContractV3Generated.getIndexPriceCandles, "getIndexPriceCandles")

/**
 * `GET /derivatives/v3/public/funding/history-funding-rate` (bybit-api `getFundingRateHistory`): the ContractV3 definition `getFundingRateHistory`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getFundingRateHistory = alias(ContractV3Generated.getFundingRateHistory, "getFundingRateHistory")

/**
 * `GET /derivatives/v3/public/risk-limit/list` (bybit-api `getRiskLimit`): the ContractV3 definition `getRiskLimit`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getRiskLimit = alias(ContractV3Generated.getRiskLimit, "getRiskLimit")

/**
 * `GET /derivatives/v3/public/delivery-price` (bybit-api `getOptionDeliveryPrice`): the ContractV3 definition `getOptionDeliveryPrice`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOptionDeliveryPrice = alias(ContractV3Generated.getOptionDeliveryPrice, "getOptionDeliveryPrice")

/**
 * `GET /derivatives/v3/public/recent-trade` (bybit-api `getTrades`): the ContractV3 definition `getTrades`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getTrades = alias(ContractV3Generated.getTrades, "getTrades")

/**
 * `GET /derivatives/v3/public/open-interest` (bybit-api `getOpenInterest`): the ContractV3 definition `getOpenInterest`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOpenInterest = alias(ContractV3Generated.getOpenInterest, "getOpenInterest")

/**
 * `POST /asset/v1/private/transfer` (bybit-api `transferFunds`): the AssetV1 definition `createInternalTransfer`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const transferFunds = alias(AssetV1.internalTransfer, "transferFunds")

/**
 * `GET /v2/public/time` (bybit-api `getServerTime`): the InverseV2 definition `getServerTime`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getServerTime = alias(InverseV2.serverTime, "getServerTime")

/**
 * `GET /v2/public/announcement` (bybit-api `getAnnouncements`): the InverseV2 definition `getApiAnnouncements`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getAnnouncements = alias(InverseV2Generated.getApiAnnouncements, "getAnnouncements")

/**
 * Every generated endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  modifyOrder,
  getHistoricOrders,
  batchSubmitOrders,
  batchReplaceOrders,
  batchCancelOrders,
  cancelAllOrders,
  getPositions,
  setLeverage,
  setTPSLMode,
  setRiskLimit,
  setTPSL,
  get7DayTradingHistory,
  getOptionsSettlementHistory,
  getUSDCPerpetualSettlementHistory,
  getBalances,
  upgradeToUnifiedMargin,
  getTransactionLog,
  getBorrowHistory,
  getBorrowRate,
  getCoinExchangeHistory,
  getCandles,
  getMarkPriceCandles,
  getIndexPriceCandles,
  getFundingRateHistory,
  getRiskLimit,
  getOptionDeliveryPrice,
  getTrades,
  getOpenInterest,
  transferFunds,
  getServerTime,
  getAnnouncements
]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  modifyOrder: callable(modifyOrder),
  getHistoricOrders: callable(getHistoricOrders),
  batchSubmitOrders: callable(batchSubmitOrders),
  batchReplaceOrders: callable(batchReplaceOrders),
  batchCancelOrders: callable(batchCancelOrders),
  cancelAllOrders: callable(cancelAllOrders),
  getPositions: callable(getPositions),
  setLeverage: callable(setLeverage),
  setTPSLMode: callable(setTPSLMode),
  setRiskLimit: callable(setRiskLimit),
  setTPSL: callable(setTPSL),
  get7DayTradingHistory: callable(get7DayTradingHistory),
  getOptionsSettlementHistory: callable(getOptionsSettlementHistory),
  getUSDCPerpetualSettlementHistory: callable(getUSDCPerpetualSettlementHistory),
  getBalances: callable(getBalances),
  upgradeToUnifiedMargin: callable(upgradeToUnifiedMargin),
  getTransactionLog: callable(getTransactionLog),
  getBorrowHistory: callable(getBorrowHistory),
  getBorrowRate: callable(getBorrowRate),
  getCoinExchangeHistory: callable(getCoinExchangeHistory),
  getCandles: callable(getCandles),
  getMarkPriceCandles: callable(getMarkPriceCandles),
  getIndexPriceCandles: callable(getIndexPriceCandles),
  getFundingRateHistory: callable(getFundingRateHistory),
  getRiskLimit: callable(getRiskLimit),
  getOptionDeliveryPrice: callable(getOptionDeliveryPrice),
  getTrades: callable(getTrades),
  getOpenInterest: callable(getOpenInterest),
  transferFunds: callable(transferFunds),
  getServerTime: callable(getServerTime),
  getAnnouncements: callable(getAnnouncements)
} as const

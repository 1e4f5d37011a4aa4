/**
 * UsdcOption: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples), and the calls its client makes on another
 * family's path (aliases of that family's definition). Signing and envelope as the hand-written definitions of the
 * family.
 *
 * Written by `npx tsx scripts/legacy/generate.ts` from `scripts/legacy/table/UsdcOption.json`: change the table
 * (or the generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they differ.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { callable } from "../../BybitHttp.js"
import * as Endpoint from "../../Endpoint.js"
import { alias } from "../Alias.js"
import * as InverseV2 from "../InverseV2.js"
import * as UsdcPerpetualGenerated from "./UsdcPerpetual.js"

/**
 * `POST /option/usdc/openapi/private/v1/place-order` (bybit-api `submitOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const submitOrder = Endpoint.make({
  name: "submitOrder",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/place-order",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      orderType: Schema.String,
      side: Schema.String,
      orderPrice: Schema.optional(Schema.String),
      orderQty: Schema.String,
      iv: Schema.optional(Schema.String),
      timeInForce: Schema.String,
      orderLinkId: Schema.String,
      reduceOnly: Schema.optional(Schema.Boolean),
      mmp: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      orderId: Schema.String,
      orderLinkId: Schema.String,
      symbol: Schema.String,
      orderType: Schema.String,
      side: Schema.String,
      orderQty: Schema.String,
      orderPrice: Schema.String
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/batch-place-orders` (bybit-api `batchSubmitOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const batchSubmitOrders = Endpoint.make({
  name: "batchSubmitOrders",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/batch-place-orders",
  auth: "private",
  request: () =>
    Schema.Struct({
      orderRequest: Schema.String
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        orderId: Schema.String,
        orderLinkId: Schema.String,
        symbol: Schema.String,
        orderType: Schema.String,
        side: Schema.String,
        orderQty: Schema.String,
        orderPrice: Schema.String,
        extMap: Schema.Struct({}),
        errorCode: Schema.Number,
        errorDesc: Schema.String
      })
    )
})

/**
 * `POST /option/usdc/openapi/private/v1/replace-order` (bybit-api `modifyOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const modifyOrder = Endpoint.make({
  name: "modifyOrder",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/replace-order",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      orderId: Schema.optional(Schema.String),
      orderLinkId: Schema.optional(Schema.String),
      orderPrice: Schema.optional(Schema.String),
      orderQty: Schema.optional(Schema.String),
      iv: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      outRequestId: Schema.String,
      symbol: Schema.String,
      orderId: Schema.String,
      orderLinkId: Schema.String
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/batch-replace-orders` (bybit-api `batchModifyOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const batchModifyOrders = Endpoint.make({
  name: "batchModifyOrders",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/batch-replace-orders",
  auth: "private",
  request: () =>
    Schema.Struct({
      replaceOrderRequest: Schema.String
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        outRequestId: Schema.String,
        symbol: Schema.String,
        orderId: Schema.String,
        extMap: Schema.Struct({}),
        errorCode: Schema.Number,
        errorDesc: Schema.String,
        orderLinkId: Schema.String
      })
    )
})

/**
 * `POST /option/usdc/openapi/private/v1/cancel-order` (bybit-api `cancelOrder`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelOrder = Endpoint.make({
  name: "cancelOrder",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/cancel-order",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      orderId: Schema.optional(Schema.String),
      orderLinkId: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      outRequestId: Schema.String,
      symbol: Schema.String,
      orderId: Schema.String,
      orderLinkId: Schema.String
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/batch-cancel-orders` (bybit-api `batchCancelOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const batchCancelOrders = Endpoint.make({
  name: "batchCancelOrders",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/batch-cancel-orders",
  auth: "private",
  request: () =>
    Schema.Struct({
      cancelRequest: Schema.String
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        outRequestId: Schema.String,
        symbol: Schema.String,
        orderId: Schema.String,
        orderLinkId: Schema.String,
        errorCode: Schema.Number,
        errorDesc: Schema.String
      })
    )
})

/**
 * `POST /option/usdc/openapi/private/v1/cancel-all` (bybit-api `cancelActiveOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelActiveOrders = Endpoint.make({
  name: "cancelActiveOrders",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/cancel-all",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String),
      baseCoin: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        outRequestId: Schema.String,
        symbol: Schema.String,
        orderId: Schema.String,
        orderLinkId: Schema.String,
        errorCode: Schema.Number,
        errorDesc: Schema.String
      })
    )
})

/**
 * `GET /option/usdc/openapi/private/v1/trade/query-active-orders` (bybit-api `getActiveRealtimeOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getActiveRealtimeOrders = Endpoint.make({
  name: "getActiveRealtimeOrders",
  method: "GET",
  path: "/option/usdc/openapi/private/v1/trade/query-active-orders",
  auth: "private",
  request: () =>
    Schema.Struct({
      orderId: Schema.optional(Schema.String),
      orderLinkId: Schema.optional(Schema.String),
      symbol: Schema.optional(Schema.String),
      baseCoin: Schema.optional(Schema.String),
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
          orderId: Schema.String,
          orderLinkId: Schema.String,
          symbol: Schema.String,
          orderStatus: Schema.String,
          orderPrice: Schema.String,
          side: Schema.String,
          remainingQty: Schema.String,
          orderType: Schema.String,
          qty: Schema.String,
          iv: Schema.String,
          cancelType: Schema.String,
          updateTimestamp: Schema.String
        })
      )
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/query-delivery-list` (bybit-api `getDeliveryHistory`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getDeliveryHistory = Endpoint.make({
  name: "getDeliveryHistory",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/query-delivery-list",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      expDate: Schema.optional(Schema.String),
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
          deliveryTime: Schema.String,
          symbol: Schema.String,
          side: Schema.String,
          position: Schema.String,
          deliveryPrice: Schema.String,
          strike: Schema.String,
          fee: Schema.String,
          deliveryRpl: Schema.String
        })
      )
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/query-position-exp-date` (bybit-api `getPositionsInfoUponExpiry`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPositionsInfoUponExpiry = Endpoint.make({
  name: "getPositionsInfoUponExpiry",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/query-position-exp-date",
  auth: "private",
  request: () =>
    Schema.Struct({
      expDate: Schema.optional(Schema.Number),
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
          expDate: Schema.String,
          pnl: Schema.String,
          totalRPL: Schema.String,
          im: Schema.String,
          mm: Schema.String,
          sessionRPL: Schema.String,
          sessionUPL: Schema.String
        })
      )
    })
})

/**
 * `POST /option/usdc/openapi/private/v1/get-mmp-state` (bybit-api `queryMMPState`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const queryMMPState = Endpoint.make({
  name: "queryMMPState",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/get-mmp-state",
  auth: "private",
  request: () =>
    Schema.Struct({
      baseCoin: Schema.String
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        baseCoin: Schema.String,
        mmpEnabled: Schema.Boolean,
        mmpUserConfigurable: Schema.Boolean,
        windowMs: Schema.String,
        frozenPeriodMs: Schema.String,
        qtyLimit: Schema.String,
        deltaLimit: Schema.String,
        mmpFrozenUntilMs: Schema.String,
        mmpFrozen: Schema.Boolean
      })
    )
})

/**
 * `GET /option/usdc/openapi/public/v1/query-historical-volatility` (bybit-api `getHistoricalVolatility`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getHistoricalVolatility = Endpoint.make({
  name: "getHistoricalVolatility",
  method: "GET",
  path: "/option/usdc/openapi/public/v1/query-historical-volatility",
  auth: "public",
  request: () =>
    Schema.Struct({
      baseCoin: Schema.optional(Schema.String),
      period: Schema.optional(Schema.String),
      startTime: Schema.optional(Schema.String),
      endTime: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        period: Schema.Number,
        value: Schema.String,
        time: Schema.String
      })
    )
})

/**
 * `POST /option/usdc/openapi/private/v1/mmp-modify` (bybit-api `modifyMMP`).
 * The answer carries no `result` (the docs' example has only `retCode` and `retMsg`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const modifyMMP = Endpoint.make({
  name: "modifyMMP",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/mmp-modify",
  auth: "private",
  request: () =>
    Schema.Struct({
      currency: Schema.String,
      windowMs: Schema.Number,
      frozenPeriodMs: Schema.Number,
      qtyLimit: Schema.String,
      deltaLimit: Schema.String
    }),
  response: () => Schema.Union([Schema.Undefined, Schema.Null])
})

/**
 * `POST /option/usdc/openapi/private/v1/mmp-reset` (bybit-api `resetMMP`).
 * The answer carries no `result` (the docs' example has only `retCode` and `retMsg`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const resetMMP = Endpoint.make({
  name: "resetMMP",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/mmp-reset",
  auth: "private",
  request: () =>
    Schema.Struct({
      currency: Schema.String
    }),
  response: () => Schema.Union([Schema.Undefined, Schema.Null])
})

/**
 * `POST /option/usdc/openapi/private/v1/query-order-history` (bybit-api `getHistoricOrders`): the UsdcPerpetual definition `getHistoricOrders`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getHistoricOrders = alias(UsdcPerpetualGenerated.getHistoricOrders, "getHistoricOrders")

/**
 * `POST /option/usdc/openapi/private/v1/execution-list` (bybit-api `getOrderExecutionHistory`): the UsdcPerpetual definition `getOrderExecutionHistory`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOrderExecutionHistory = alias(
  UsdcPerpetualGenerated.getOrderExecutionHistory,
  "getOrderExecutionHistory"
)

/**
 * `POST /option/usdc/openapi/private/v1/query-transaction-log` (bybit-api `getTransactionLog`): the UsdcPerpetual definition `getTransactionLog`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getTransactionLog = alias(UsdcPerpetualGenerated.getTransactionLog, "getTransactionLog")

/**
 * `POST /option/usdc/openapi/private/v1/query-wallet-balance` (bybit-api `getBalances`): the UsdcPerpetual definition `getBalances`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getBalances = alias(UsdcPerpetualGenerated.getBalances, "getBalances")

/**
 * `POST /option/usdc/openapi/private/v1/query-asset-info` (bybit-api `getAssetInfo`): the UsdcPerpetual definition `getAssetInfo`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getAssetInfo = alias(UsdcPerpetualGenerated.getAssetInfo, "getAssetInfo")

/**
 * `POST /option/usdc/openapi/private/v1/query-margin-info` (bybit-api `getMarginMode`): the UsdcPerpetual definition `getMarginMode`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMarginMode = alias(UsdcPerpetualGenerated.getMarginMode, "getMarginMode")

/**
 * `POST /option/usdc/openapi/private/v1/query-position` (bybit-api `getPositions`): the UsdcPerpetual definition `getPositions`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPositions = alias(UsdcPerpetualGenerated.getPositions, "getPositions")

/**
 * `POST /option/usdc/private/asset/account/setMarginMode` (bybit-api `setMarginMode`): the UsdcPerpetual definition `setMarginMode`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setMarginMode = alias(UsdcPerpetualGenerated.setMarginMode, "setMarginMode")

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
  submitOrder,
  batchSubmitOrders,
  modifyOrder,
  batchModifyOrders,
  cancelOrder,
  batchCancelOrders,
  cancelActiveOrders,
  getActiveRealtimeOrders,
  getDeliveryHistory,
  getPositionsInfoUponExpiry,
  queryMMPState,
  getHistoricalVolatility,
  modifyMMP,
  resetMMP,
  getHistoricOrders,
  getOrderExecutionHistory,
  getTransactionLog,
  getBalances,
  getAssetInfo,
  getMarginMode,
  getPositions,
  setMarginMode,
  getServerTime
]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  submitOrder: callable(submitOrder),
  batchSubmitOrders: callable(batchSubmitOrders),
  modifyOrder: callable(modifyOrder),
  batchModifyOrders: callable(batchModifyOrders),
  cancelOrder: callable(cancelOrder),
  batchCancelOrders: callable(batchCancelOrders),
  cancelActiveOrders: callable(cancelActiveOrders),
  getActiveRealtimeOrders: callable(getActiveRealtimeOrders),
  getDeliveryHistory: callable(getDeliveryHistory),
  getPositionsInfoUponExpiry: callable(getPositionsInfoUponExpiry),
  queryMMPState: callable(queryMMPState),
  getHistoricalVolatility: callable(getHistoricalVolatility),
  modifyMMP: callable(modifyMMP),
  resetMMP: callable(resetMMP),
  getHistoricOrders: callable(getHistoricOrders),
  getOrderExecutionHistory: callable(getOrderExecutionHistory),
  getTransactionLog: callable(getTransactionLog),
  getBalances: callable(getBalances),
  getAssetInfo: callable(getAssetInfo),
  getMarginMode: callable(getMarginMode),
  getPositions: callable(getPositions),
  setMarginMode: callable(setMarginMode),
  getServerTime: callable(getServerTime)
} as const

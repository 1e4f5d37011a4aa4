/**
 * UsdcOption: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples). Signing and envelope as the
 * hand-written definitions of the family. Regenerate rather than edit.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { callable } from "../../BybitHttp.js"
import * as Endpoint from "../../Endpoint.js"

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
  request: Schema.Struct({
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
  response: Schema.Struct({
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
  request: Schema.Struct({
    orderRequest: Schema.String
  }),
  response: Schema.Array(
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
  request: Schema.Struct({
    symbol: Schema.String,
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String),
    orderPrice: Schema.optional(Schema.String),
    orderQty: Schema.optional(Schema.String),
    iv: Schema.optional(Schema.String)
  }),
  response: Schema.Struct({
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
  request: Schema.Struct({
    replaceOrderRequest: Schema.String
  }),
  response: Schema.Array(
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
  request: Schema.Struct({
    symbol: Schema.String,
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String)
  }),
  response: Schema.Struct({
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
  request: Schema.Struct({
    cancelRequest: Schema.String
  }),
  response: Schema.Array(
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
  request: Schema.Struct({
    symbol: Schema.optional(Schema.String),
    baseCoin: Schema.optional(Schema.String)
  }),
  response: Schema.Array(
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
  request: Schema.Struct({
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String),
    symbol: Schema.optional(Schema.String),
    baseCoin: Schema.optional(Schema.String),
    direction: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.Number),
    cursor: Schema.optional(Schema.String)
  }),
  response: Schema.Struct({
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
  request: Schema.Struct({
    symbol: Schema.String,
    expDate: Schema.optional(Schema.String),
    direction: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.Number),
    cursor: Schema.optional(Schema.String)
  }),
  response: Schema.Struct({
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
  request: Schema.Struct({
    expDate: Schema.optional(Schema.Number),
    direction: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.Number),
    cursor: Schema.optional(Schema.String)
  }),
  response: Schema.Struct({
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
  request: Schema.Struct({
    baseCoin: Schema.String
  }),
  response: Schema.Array(
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
  queryMMPState
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
  queryMMPState: callable(queryMMPState)
} as const

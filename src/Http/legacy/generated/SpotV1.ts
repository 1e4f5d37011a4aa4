/**
 * SpotV1: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples). Signing and envelope as the
 * hand-written definitions of the family. Regenerate rather than edit.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { callable } from "../../BybitHttp.js"
import * as Endpoint from "../../Endpoint.js"

const legacy = { signing: "legacy", envelope: "legacy" } as const

/**
 * `GET /spot/v1/history-orders` (bybit-api `getPastOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPastOrders = Endpoint.make({
  ...legacy,
  name: "getPastOrders",
  method: "GET",
  path: "/spot/v1/history-orders",
  auth: "public",
  request: Schema.Struct({
    symbol: Schema.optional(Schema.String),
    orderId: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.Number),
    startTime: Schema.optional(Schema.Number),
    endTime: Schema.optional(Schema.Number)
  }),
  response: Schema.Array(
    Schema.Struct({
      accountId: Schema.String,
      exchangeId: Schema.String,
      symbol: Schema.String,
      symbolName: Schema.String,
      orderLinkId: Schema.String,
      orderId: Schema.String,
      price: Schema.String,
      origQty: Schema.String,
      executedQty: Schema.String,
      cummulativeQuoteQty: Schema.String,
      avgPrice: Schema.String,
      status: Schema.String,
      timeInForce: Schema.String,
      type: Schema.String,
      side: Schema.String,
      stopPrice: Schema.String,
      icebergQty: Schema.String,
      time: Schema.String,
      updateTime: Schema.String,
      isWorking: Schema.Boolean
    })
  )
})

/**
 * `GET /spot/v1/myTrades` (bybit-api `getMyTrades`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMyTrades = Endpoint.make({
  ...legacy,
  name: "getMyTrades",
  method: "GET",
  path: "/spot/v1/myTrades",
  auth: "public",
  request: Schema.Struct({
    symbol: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.Number),
    fromTicketId: Schema.optional(Schema.Number),
    toTicketId: Schema.optional(Schema.Number),
    orderId: Schema.optional(Schema.Number),
    startTime: Schema.optional(Schema.Number),
    endTime: Schema.optional(Schema.Number)
  }),
  response: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      symbol: Schema.String,
      symbolName: Schema.String,
      orderId: Schema.String,
      ticketId: Schema.String,
      matchOrderId: Schema.String,
      price: Schema.String,
      qty: Schema.String,
      commission: Schema.String,
      commissionAsset: Schema.String,
      time: Schema.String,
      isBuyer: Schema.Boolean,
      isMaker: Schema.Boolean,
      fee: Schema.Struct({
        feeTokenId: Schema.String,
        feeTokenName: Schema.String,
        fee: Schema.String
      }),
      feeTokenId: Schema.String,
      feeAmount: Schema.String,
      makerRebate: Schema.String,
      executionTime: Schema.String
    })
  )
})

/**
 * `GET /spot/lt/v1/reference` (bybit-api `getLeveragedTokenMarketInfo`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLeveragedTokenMarketInfo = Endpoint.make({
  ...legacy,
  name: "getLeveragedTokenMarketInfo",
  method: "GET",
  path: "/spot/lt/v1/reference",
  auth: "public",
  request: Schema.Struct({
    ltCode: Schema.String
  }),
  response: Schema.Struct({
    ltCode: Schema.String,
    nav: Schema.String,
    navTime: Schema.String,
    basket: Schema.String,
    leverage: Schema.String,
    circulation: Schema.String
  })
})

/**
 * Every generated endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [getPastOrders, getMyTrades, getLeveragedTokenMarketInfo]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  getPastOrders: callable(getPastOrders),
  getMyTrades: callable(getMyTrades),
  getLeveragedTokenMarketInfo: callable(getLeveragedTokenMarketInfo)
} as const

/**
 * SpotV1: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples), and the calls its client makes on another
 * family's path (aliases of that family's definition). Signing and envelope as the hand-written definitions of the
 * family.
 *
 * Written by `npx tsx scripts/legacy/generate.ts` from `scripts/legacy/table/SpotV1.json`: change the table (or
 * the generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they differ.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../../../Schema/LazySchema.js"
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
  // the account's own orders and trades: signed like every spot v1 account call
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String),
      orderId: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Array(
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
  // the account's own orders and trades: signed like every spot v1 account call
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      fromTicketId: Schema.optional(Schema.Number),
      toTicketId: Schema.optional(Schema.Number),
      orderId: Schema.optional(Schema.Number),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Array(
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
  request: () =>
    Schema.Struct({
      ltCode: Schema.String
    }),
  response: () =>
    Schema.Struct({
      ltCode: Schema.String,
      nav: Schema.String,
      navTime: Schema.String,
      basket: Schema.String,
      leverage: Schema.String,
      circulation: Schema.String
    })
})

/**
 * `GET /spot/quote/v1/depth/merged` (bybit-api `getMergedOrderBook`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMergedOrderBook = Endpoint.make({
  ...legacy,
  name: "getMergedOrderBook",
  method: "GET",
  path: "/spot/quote/v1/depth/merged",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      scale: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      time: Schema.Number,
      bids: Schema.Array(Schema.Array(Schema.String)),
      asks: Schema.Array(Schema.Array(Schema.String))
    })
})

/**
 * `GET /spot/quote/v1/trades` (bybit-api `getTrades`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getTrades = Endpoint.make({
  ...legacy,
  name: "getTrades",
  method: "GET",
  path: "/spot/quote/v1/trades",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Array(
      Schema.Struct({
        price: Schema.String,
        time: Schema.Number,
        qty: Schema.String,
        isBuyerMaker: Schema.Boolean
      })
    )
})

/**
 * `GET /spot/quote/v1/kline` (bybit-api `getCandles`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getCandles = Endpoint.make({
  ...legacy,
  name: "getCandles",
  method: "GET",
  path: "/spot/quote/v1/kline",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      interval: Schema.String,
      limit: Schema.optional(Schema.Number),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number)
    }),
  response: // open time, open, high, low, close, volume, close time, quote volume, trades, taker base volume, taker quote volume
    () =>
      Schema.Array(
        Schema.Tuple([
          Schema.Number,
          Schema.String,
          Schema.String,
          Schema.String,
          Schema.String,
          Schema.String,
          Schema.Number,
          Schema.String,
          Schema.Number,
          Schema.String,
          Schema.String
        ])
      )
})

// The 24-hour ticker of one symbol: the answer for one symbol, one element of the answer for all (no `symbol`).
const SpotV1Ticker24h = LazySchema.make(() =>
  Schema.Struct({
    time: Schema.Number,
    symbol: Schema.String,
    bestBidPrice: Schema.String,
    bestAskPrice: Schema.String,
    volume: Schema.String,
    quoteVolume: Schema.String,
    lastPrice: Schema.String,
    highPrice: Schema.String,
    lowPrice: Schema.String,
    openPrice: Schema.String
  })
)

/**
 * `GET /spot/quote/v1/ticker/24hr` (bybit-api `get24hrTicker`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const get24hrTicker = Endpoint.make({
  ...legacy,
  name: "get24hrTicker",
  method: "GET",
  path: "/spot/quote/v1/ticker/24hr",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String)
    }),
  response: () => Schema.Union([SpotV1Ticker24h, Schema.Array(SpotV1Ticker24h)])
})

// The last traded price of one symbol: the answer for one symbol, one element of the answer for all (no `symbol`).
const SpotV1LastTradedPrice = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    price: Schema.String
  })
)

/**
 * `GET /spot/quote/v1/ticker/price` (bybit-api `getLastTradedPrice`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLastTradedPrice = Endpoint.make({
  ...legacy,
  name: "getLastTradedPrice",
  method: "GET",
  path: "/spot/quote/v1/ticker/price",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String)
    }),
  response: () => Schema.Union([SpotV1LastTradedPrice, Schema.Array(SpotV1LastTradedPrice)])
})

// The best bid and ask of one symbol: the answer for one symbol, one element of the answer for all (no `symbol`).
const SpotV1BookTicker = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    bidPrice: Schema.String,
    bidQty: Schema.String,
    askPrice: Schema.String,
    askQty: Schema.String,
    time: Schema.Number
  })
)

/**
 * `GET /spot/quote/v1/ticker/book_ticker` (bybit-api `getBestBidAskPrice`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getBestBidAskPrice = Endpoint.make({
  ...legacy,
  name: "getBestBidAskPrice",
  method: "GET",
  path: "/spot/quote/v1/ticker/book_ticker",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String)
    }),
  response: () => Schema.Union([SpotV1BookTicker, Schema.Array(SpotV1BookTicker)])
})

/**
 * `GET /spot/v1/account` (bybit-api `getBalances`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getBalances = Endpoint.make({
  ...legacy,
  name: "getBalances",
  method: "GET",
  path: "/spot/v1/account",
  auth: "private",
  request: () => Schema.Struct({}),
  response: () =>
    Schema.Struct({
      balances: Schema.Array(
        Schema.Struct({
          coin: Schema.String,
          coinId: Schema.String,
          coinName: Schema.String,
          total: Schema.String,
          free: Schema.String,
          locked: Schema.String
        })
      )
    })
})

/**
 * Every generated endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  getPastOrders,
  getMyTrades,
  getLeveragedTokenMarketInfo,
  getMergedOrderBook,
  getTrades,
  getCandles,
  get24hrTicker,
  getLastTradedPrice,
  getBestBidAskPrice,
  getBalances
]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  getPastOrders: callable(getPastOrders),
  getMyTrades: callable(getMyTrades),
  getLeveragedTokenMarketInfo: callable(getLeveragedTokenMarketInfo),
  getMergedOrderBook: callable(getMergedOrderBook),
  getTrades: callable(getTrades),
  getCandles: callable(getCandles),
  get24hrTicker: callable(get24hrTicker),
  getLastTradedPrice: callable(getLastTradedPrice),
  getBestBidAskPrice: callable(getBestBidAskPrice),
  getBalances: callable(getBalances)
} as const

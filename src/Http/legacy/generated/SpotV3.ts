/**
 * SpotV3: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples), and the calls its client makes on another
 * family's path (aliases of that family's definition). Signing and envelope as the hand-written definitions of the
 * family.
 *
 * Written by `npx tsx scripts/legacy/generate.ts` from `scripts/legacy/table/SpotV3.json`: change the table (or
 * the generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they differ.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../../../Schema/LazySchema.js"
import { callable } from "../../BybitHttp.js"
import * as Endpoint from "../../Endpoint.js"
import { alias } from "../Alias.js"
import * as InverseV2 from "../InverseV2.js"

/**
 * `GET /spot/v3/public/symbols` (bybit-api `getSymbols`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getSymbols = Endpoint.make({
  name: "getSymbols",
  method: "GET",
  path: "/spot/v3/public/symbols",
  auth: "public",
  request: () => Schema.Struct({}),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          name: Schema.String,
          alias: Schema.String,
          baseCoin: Schema.String,
          quoteCoin: Schema.String,
          basePrecision: Schema.String,
          quotePrecision: Schema.String,
          minTradeQty: Schema.String,
          minTradeAmt: Schema.String,
          maxTradeQty: Schema.String,
          maxTradeAmt: Schema.String,
          minPricePrecision: Schema.String,
          category: Schema.String,
          showStatus: Schema.String,
          innovation: Schema.String
        })
      )
    })
})

/**
 * `GET /spot/v3/public/quote/depth` (bybit-api `getOrderBook`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOrderBook = Endpoint.make({
  name: "getOrderBook",
  method: "GET",
  path: "/spot/v3/public/quote/depth",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
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
 * `GET /spot/v3/public/quote/depth/merged` (bybit-api `getOrderBookMerged`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOrderBookMerged = Endpoint.make({
  name: "getOrderBookMerged",
  method: "GET",
  path: "/spot/v3/public/quote/depth/merged",
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
 * `GET /spot/v3/public/quote/trades` (bybit-api `getTrades`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getTrades = Endpoint.make({
  name: "getTrades",
  method: "GET",
  path: "/spot/v3/public/quote/trades",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          price: Schema.String,
          time: Schema.Number,
          qty: Schema.String,
          isBuyerMaker: Schema.Number
        })
      )
    })
})

/**
 * `GET /spot/v3/public/quote/kline` (bybit-api `getCandles`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getCandles = Endpoint.make({
  name: "getCandles",
  method: "GET",
  path: "/spot/v3/public/quote/kline",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.String,
      interval: Schema.String,
      limit: Schema.optional(Schema.Number),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          t: Schema.Number,
          s: Schema.String,
          sn: Schema.String,
          c: Schema.String,
          h: Schema.String,
          l: Schema.String,
          o: Schema.String,
          v: Schema.String
        })
      )
    })
})

// The 24-hour ticker of one symbol: the answer for one symbol, one element of the answer for all (no `symbol`).
const SpotV3Ticker24h = LazySchema.make(() =>
  Schema.Struct({
    t: Schema.Number,
    s: Schema.String,
    lp: Schema.String,
    h: Schema.String,
    l: Schema.String,
    o: Schema.String,
    bp: Schema.String,
    ap: Schema.String,
    v: Schema.String,
    qv: Schema.String
  })
)

/**
 * `GET /spot/v3/public/quote/ticker/24hr` (bybit-api `get24hrTicker`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const get24hrTicker = Endpoint.make({
  name: "get24hrTicker",
  method: "GET",
  path: "/spot/v3/public/quote/ticker/24hr",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String)
    }),
  response: () => Schema.Union([SpotV3Ticker24h, Schema.Array(SpotV3Ticker24h)])
})

// The best bid and ask of one symbol: the answer for one symbol, one element of the answer for all (no `symbol`).
const SpotV3BookTicker = LazySchema.make(() =>
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
 * `GET /spot/v3/public/quote/ticker/bookTicker` (bybit-api `getBestBidAskPrice`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getBestBidAskPrice = Endpoint.make({
  name: "getBestBidAskPrice",
  method: "GET",
  path: "/spot/v3/public/quote/ticker/bookTicker",
  auth: "public",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String)
    }),
  response: () => Schema.Union([SpotV3BookTicker, Schema.Array(SpotV3BookTicker)])
})

/**
 * `GET /spot/v3/private/my-trades` (bybit-api `getMyTrades`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMyTrades = Endpoint.make({
  name: "getMyTrades",
  method: "GET",
  path: "/spot/v3/private/my-trades",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String),
      orderId: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.String),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      fromTradeId: Schema.optional(Schema.String),
      toTradeId: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          symbol: Schema.String,
          id: Schema.String,
          orderId: Schema.String,
          tradeId: Schema.String,
          orderPrice: Schema.String,
          orderQty: Schema.String,
          execFee: Schema.String,
          feeTokenId: Schema.String,
          creatTime: Schema.String,
          isBuyer: Schema.String,
          isMaker: Schema.String,
          matchOrderId: Schema.String,
          makerRebate: Schema.String,
          executionTime: Schema.String
        })
      )
    })
})

/**
 * `GET /spot/v3/public/infos` (bybit-api `getLeveragedTokenAssetInfos`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLeveragedTokenAssetInfos = Endpoint.make({
  name: "getLeveragedTokenAssetInfos",
  method: "GET",
  path: "/spot/v3/public/infos",
  auth: "public",
  request: () =>
    Schema.Struct({
      ltCode: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          fundFee: Schema.String,
          fundFeeTime: Schema.Number,
          ltCode: Schema.String,
          ltName: Schema.String,
          manageFeeRate: Schema.String,
          manageFeeTime: Schema.Number,
          maxPurchase: Schema.String,
          maxPurchaseDaily: Schema.String,
          maxRedeem: Schema.String,
          maxRedeemDaily: Schema.String,
          minPurchase: Schema.String,
          minRedeem: Schema.String,
          netValue: Schema.String,
          purchaseFeeRate: Schema.String,
          redeemFeeRate: Schema.String,
          status: Schema.String,
          total: Schema.String,
          value: Schema.String
        })
      )
    })
})

/**
 * `GET /spot/v3/private/reference` (bybit-api `getLeveragedTokenMarketInfo`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLeveragedTokenMarketInfo = Endpoint.make({
  name: "getLeveragedTokenMarketInfo",
  method: "GET",
  path: "/spot/v3/private/reference",
  auth: "private",
  request: () =>
    Schema.Struct({
      ltCode: Schema.String
    }),
  response: () =>
    Schema.Struct({
      basket: Schema.String,
      circulation: Schema.String,
      leverage: Schema.String,
      ltCode: Schema.String,
      nav: Schema.String,
      navTime: Schema.Number
    })
})

/**
 * `POST /spot/v3/private/redeem` (bybit-api `redeemLeveragedToken`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const redeemLeveragedToken = Endpoint.make({
  name: "redeemLeveragedToken",
  method: "POST",
  path: "/spot/v3/private/redeem",
  auth: "private",
  request: () =>
    Schema.Struct({
      ltCode: Schema.String,
      ltQuantity: Schema.String,
      serialNo: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      id: Schema.String,
      ltCode: Schema.String,
      orderAmount: Schema.String,
      orderQuantity: Schema.String,
      orderStatus: Schema.String,
      quantity: Schema.String,
      serialNo: Schema.String,
      timestamp: Schema.Number,
      valueCoin: Schema.String
    })
})

/**
 * `GET /spot/v3/private/record` (bybit-api `getLeveragedTokenPRHistory`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getLeveragedTokenPRHistory = Endpoint.make({
  name: "getLeveragedTokenPRHistory",
  method: "GET",
  path: "/spot/v3/private/record",
  auth: "private",
  request: () =>
    Schema.Struct({
      ltCode: Schema.optional(Schema.String),
      orderId: Schema.optional(Schema.String),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number),
      orderType: Schema.optional(Schema.Number),
      serialNo: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          amount: Schema.String,
          excTime: Schema.Number,
          fee: Schema.String,
          ltCode: Schema.String,
          orderId: Schema.String,
          orderStatus: Schema.String,
          orderTime: Schema.Number,
          orderType: Schema.Number,
          serialNo: Schema.String,
          value: Schema.String,
          valueCoin: Schema.String
        })
      )
    })
})

/**
 * `POST /spot/v3/private/cross-margin-loan` (bybit-api `borrowCrossMarginLoan`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrowCrossMarginLoan = Endpoint.make({
  name: "borrowCrossMarginLoan",
  method: "POST",
  path: "/spot/v3/private/cross-margin-loan",
  auth: "private",
  request: () =>
    Schema.Struct({
      coin: Schema.String,
      qty: Schema.String
    }),
  response: () =>
    Schema.Struct({
      transactId: Schema.String
    })
})

/**
 * `POST /spot/v3/private/cross-margin-repay` (bybit-api `repayCrossMarginLoan`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repayCrossMarginLoan = Endpoint.make({
  name: "repayCrossMarginLoan",
  method: "POST",
  path: "/spot/v3/private/cross-margin-repay",
  auth: "private",
  request: () =>
    Schema.Struct({
      coin: Schema.String,
      qty: Schema.String
    }),
  response: () =>
    Schema.Struct({
      repayId: Schema.String
    })
})

/**
 * `GET /spot/v3/private/cross-margin-orders` (bybit-api `getCrossMarginBorrowingInfo`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getCrossMarginBorrowingInfo = Endpoint.make({
  name: "getCrossMarginBorrowingInfo",
  method: "GET",
  path: "/spot/v3/private/cross-margin-orders",
  auth: "private",
  request: () =>
    Schema.Struct({
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      coin: Schema.optional(Schema.String),
      status: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          accountId: Schema.String,
          coin: Schema.String,
          createdTime: Schema.Number,
          id: Schema.String,
          interestAmount: Schema.String,
          interestBalance: Schema.String,
          loanAmount: Schema.String,
          loanBalance: Schema.String,
          status: Schema.Number,
          type: Schema.Number
        })
      )
    })
})

/**
 * `GET /spot/v3/private/cross-margin-account` (bybit-api `getCrossMarginAccountInfo`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getCrossMarginAccountInfo = Endpoint.make({
  name: "getCrossMarginAccountInfo",
  method: "GET",
  path: "/spot/v3/private/cross-margin-account",
  auth: "private",
  request: () => Schema.Struct({}),
  response: () =>
    Schema.Struct({
      acctBalanceSum: Schema.String,
      debtBalanceSum: Schema.String,
      loanAccountList: Schema.Array(
        Schema.Struct({
          free: Schema.String,
          interest: Schema.String,
          loan: Schema.String,
          locked: Schema.String,
          tokenId: Schema.String,
          total: Schema.String
        })
      ),
      riskRate: Schema.String,
      status: Schema.Number
    })
})

/**
 * `GET /spot/v3/private/cross-margin-loan-info` (bybit-api `getCrossMarginInterestQuota`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getCrossMarginInterestQuota = Endpoint.make({
  name: "getCrossMarginInterestQuota",
  method: "GET",
  path: "/spot/v3/private/cross-margin-loan-info",
  auth: "private",
  request: () =>
    Schema.Struct({
      coin: Schema.String
    }),
  response: () =>
    Schema.Struct({
      coin: Schema.String,
      interestRate: Schema.String,
      loanAbleAmount: Schema.String,
      maxLoanAmount: Schema.String
    })
})

/**
 * `GET /spot/v3/private/cross-margin-repay-history` (bybit-api `getCrossMarginRepaymentHistory`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getCrossMarginRepaymentHistory = Endpoint.make({
  name: "getCrossMarginRepaymentHistory",
  method: "GET",
  path: "/spot/v3/private/cross-margin-repay-history",
  auth: "private",
  request: () =>
    Schema.Struct({
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      coin: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          accountId: Schema.String,
          coin: Schema.String,
          repaidAmount: Schema.String,
          repayId: Schema.String,
          repayMarginOrderId: Schema.String,
          repayTime: Schema.String,
          transactIds: Schema.Array(
            Schema.Struct({
              repaidAmount: Schema.String,
              repaidInterest: Schema.String,
              repaidPrincipal: Schema.String,
              repaidSerialNumber: Schema.String,
              transactId: Schema.String
            })
          )
        })
      )
    })
})

/**
 * `POST /spot/v3/private/cancel-orders-by-ids` (bybit-api `cancelOrderBatchIDs`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelOrderBatchIDs = Endpoint.make({
  name: "cancelOrderBatchIDs",
  method: "POST",
  path: "/spot/v3/private/cancel-orders-by-ids",
  auth: "private",
  request: () =>
    Schema.Struct({
      orderIds: Schema.String,
      orderCategory: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          orderId: Schema.String,
          code: Schema.String
        })
      )
    })
})

/**
 * `GET /spot/v3/private/open-orders` (bybit-api `getOpenOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getOpenOrders = Endpoint.make({
  name: "getOpenOrders",
  method: "GET",
  path: "/spot/v3/private/open-orders",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String),
      orderId: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.String),
      orderCategory: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          accountId: Schema.String,
          symbol: Schema.String,
          orderLinkId: Schema.String,
          orderId: Schema.String,
          orderPrice: Schema.String,
          orderQty: Schema.String,
          execQty: Schema.String,
          cummulativeQuoteQty: Schema.String,
          avgPrice: Schema.String,
          status: Schema.String,
          timeInForce: Schema.String,
          orderType: Schema.String,
          side: Schema.String,
          stopPrice: Schema.String,
          icebergQty: Schema.String,
          createTime: Schema.Number,
          updateTime: Schema.Number,
          isWorking: Schema.String
        })
      )
    })
})

/**
 * `GET /spot/v3/private/history-orders` (bybit-api `getPastOrders`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getPastOrders = Endpoint.make({
  name: "getPastOrders",
  method: "GET",
  path: "/spot/v3/private/history-orders",
  auth: "private",
  request: () =>
    Schema.Struct({
      symbol: Schema.optional(Schema.String),
      orderId: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      orderCategory: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          accountId: Schema.String,
          symbol: Schema.String,
          orderLinkId: Schema.String,
          orderId: Schema.String,
          orderPrice: Schema.String,
          orderQty: Schema.String,
          execQty: Schema.String,
          cummulativeQuoteQty: Schema.String,
          avgPrice: Schema.String,
          status: Schema.String,
          timeInForce: Schema.String,
          orderType: Schema.String,
          side: Schema.String,
          stopPrice: Schema.String,
          icebergQty: Schema.String,
          createTime: Schema.Number,
          updateTime: Schema.Number,
          isWorking: Schema.String
        })
      )
    })
})

/**
 * `GET /spot/v3/private/account` (bybit-api `getBalances`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getBalances = Endpoint.make({
  name: "getBalances",
  method: "GET",
  path: "/spot/v3/private/account",
  auth: "private",
  request: () => Schema.Struct({}),
  response: () =>
    Schema.Struct({
      balances: Schema.Array(
        Schema.Struct({
          coin: Schema.String,
          coinId: Schema.String,
          total: Schema.String,
          free: Schema.String,
          locked: Schema.String
        })
      )
    })
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
  getSymbols,
  getOrderBook,
  getOrderBookMerged,
  getTrades,
  getCandles,
  get24hrTicker,
  getBestBidAskPrice,
  getMyTrades,
  getLeveragedTokenAssetInfos,
  getLeveragedTokenMarketInfo,
  redeemLeveragedToken,
  getLeveragedTokenPRHistory,
  borrowCrossMarginLoan,
  repayCrossMarginLoan,
  getCrossMarginBorrowingInfo,
  getCrossMarginAccountInfo,
  getCrossMarginInterestQuota,
  getCrossMarginRepaymentHistory,
  cancelOrderBatchIDs,
  getOpenOrders,
  getPastOrders,
  getBalances,
  getServerTime
]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  getSymbols: callable(getSymbols),
  getOrderBook: callable(getOrderBook),
  getOrderBookMerged: callable(getOrderBookMerged),
  getTrades: callable(getTrades),
  getCandles: callable(getCandles),
  get24hrTicker: callable(get24hrTicker),
  getBestBidAskPrice: callable(getBestBidAskPrice),
  getMyTrades: callable(getMyTrades),
  getLeveragedTokenAssetInfos: callable(getLeveragedTokenAssetInfos),
  getLeveragedTokenMarketInfo: callable(getLeveragedTokenMarketInfo),
  redeemLeveragedToken: callable(redeemLeveragedToken),
  getLeveragedTokenPRHistory: callable(getLeveragedTokenPRHistory),
  borrowCrossMarginLoan: callable(borrowCrossMarginLoan),
  repayCrossMarginLoan: callable(repayCrossMarginLoan),
  getCrossMarginBorrowingInfo: callable(getCrossMarginBorrowingInfo),
  getCrossMarginAccountInfo: callable(getCrossMarginAccountInfo),
  getCrossMarginInterestQuota: callable(getCrossMarginInterestQuota),
  getCrossMarginRepaymentHistory: callable(getCrossMarginRepaymentHistory),
  cancelOrderBatchIDs: callable(cancelOrderBatchIDs),
  getOpenOrders: callable(getOpenOrders),
  getPastOrders: callable(getPastOrders),
  getBalances: callable(getBalances),
  getServerTime: callable(getServerTime)
} as const

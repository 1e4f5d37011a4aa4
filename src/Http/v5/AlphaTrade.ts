/**
 * V5 Alpha on-chain trading (`/v5/alpha/trade/*`): listed on-chain tokens, their prices and details, the caller's on-
 * chain assets, quotes, purchases and redemptions, and orders. Signed POSTs with JSON bodies; the reads are safe to
 * retry.
 *
 * @since 0.1.0
 */
import * as AlphaTrade from "../../Schema/AlphaTrade.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `POST /v5/alpha/trade/asset-detail` (docs: `docs/v5/alpha/asset-detail.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const assetDetail = Endpoint.make({
  name: "getAlphaAssetDetail",
  method: "POST",
  path: "/v5/alpha/trade/asset-detail",
  auth: "private",
  request: AlphaTrade.AlphaTradeAssetDetailRequest,
  response: AlphaTrade.AlphaTradeAssetDetailResult,
  idempotent: true
})

/**
 * The caller's holding of one on-chain token (an empty list when not held), with PnL and cost basis.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaAssetDetail = callable(assetDetail)

/**
 * `POST /v5/alpha/trade/asset-list` (docs: `docs/v5/alpha/trade/asset-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const assetList = Endpoint.make({
  name: "getAlphaAssetList",
  method: "POST",
  path: "/v5/alpha/trade/asset-list",
  auth: "private",
  request: AlphaTrade.AlphaTradeAssetListRequest,
  response: AlphaTrade.AlphaTradeAssetListResult,
  idempotent: true
})

/**
 * The caller's on-chain token holdings (non-zero only), largest first, with total USD value.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaAssetList = callable(assetList)

/**
 * `POST /v5/alpha/trade/biz-token-details` (docs: `docs/v5/alpha/biz-token-details.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const bizTokenDetails = Endpoint.make({
  name: "getAlphaBizTokenDetails",
  method: "POST",
  path: "/v5/alpha/trade/biz-token-details",
  auth: "private",
  request: AlphaTrade.AlphaTradeBizTokenDetailsRequest,
  response: AlphaTrade.AlphaTradeBizTokenDetailsResult,
  idempotent: true
})

/**
 * One listed on-chain token: limits, description, links, tags and risk flag.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaBizTokenDetails = callable(bizTokenDetails)

/**
 * `POST /v5/alpha/trade/biz-token-list` (docs: `docs/v5/alpha/biz-token-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const bizTokenList = Endpoint.make({
  name: "getAlphaBizTokenList",
  method: "POST",
  path: "/v5/alpha/trade/biz-token-list",
  auth: "private",
  request: AlphaTrade.AlphaTradeBizTokenListRequest,
  response: AlphaTrade.AlphaTradeBizTokenListResult,
  idempotent: true
})

/**
 * On-chain tokens open for trading (optionally by tag), with risk flags, order limits and pay tokens.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaBizTokenList = callable(bizTokenList)

/**
 * `POST /v5/alpha/trade/biz-token-price-list` (docs: `docs/v5/alpha/biz-token-price-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const bizTokenPriceList = Endpoint.make({
  name: "getAlphaBizTokenPriceList",
  method: "POST",
  path: "/v5/alpha/trade/biz-token-price-list",
  auth: "private",
  request: AlphaTrade.AlphaTradeBizTokenPriceListRequest,
  response: AlphaTrade.AlphaTradeBizTokenPriceListResult,
  idempotent: true
})

/**
 * Prices and market data of up to 20 on-chain tokens.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaBizTokenPriceList = callable(bizTokenPriceList)

/**
 * `POST /v5/alpha/trade/order-list` (docs: `docs/v5/alpha/trade/order-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderList = Endpoint.make({
  name: "getAlphaTradeOrderList",
  method: "POST",
  path: "/v5/alpha/trade/order-list",
  auth: "private",
  request: AlphaTrade.AlphaTradeOrderListRequest,
  response: AlphaTrade.AlphaTradeOrderListResult,
  idempotent: true
})

/**
 * The caller's on-chain purchase and redeem orders (at most 90 days back), newest first, page by page.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaTradeOrderList = callable(orderList)

/**
 * `POST /v5/alpha/trade/pay-token-list` (docs: `docs/v5/alpha/trade/pay-token-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const payTokenList = Endpoint.make({
  name: "getAlphaPayTokenList",
  method: "POST",
  path: "/v5/alpha/trade/pay-token-list",
  auth: "private",
  request: AlphaTrade.AlphaTradePayTokenListRequest,
  response: AlphaTrade.AlphaTradePayTokenListResult,
  idempotent: true
})

/**
 * The pay tokens (`CEX_<id>`) on-chain trades can use, their limits and chains.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPayTokenList = callable(payTokenList)

/**
 * `POST /v5/alpha/trade/quote` (docs: `docs/v5/alpha/trade-quote.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const quote = Endpoint.make({
  name: "getAlphaTradeQuote",
  method: "POST",
  path: "/v5/alpha/trade/quote",
  auth: "private",
  request: AlphaTrade.AlphaTradeQuoteRequest,
  response: AlphaTrade.AlphaTradeQuoteResult,
  idempotent: true
})

/**
 * A quote for an on-chain purchase or redemption; pass its `quoteData`, `correctingCode` and `gas` unchanged to the
 * trade.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaTradeQuote = callable(quote)

/**
 * `POST /v5/alpha/trade/purchase` (docs: `docs/v5/alpha/trade/trade-purchase.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const purchase = Endpoint.make({
  name: "executeAlphaTradePurchase",
  method: "POST",
  path: "/v5/alpha/trade/purchase",
  auth: "private",
  request: AlphaTrade.AlphaTradePurchaseRequest,
  response: AlphaTrade.AlphaTradePurchaseResult
})

/**
 * Buys an on-chain token with a pay token at a quote (idempotent per quote); answers the order number.
 *
 * @since 0.1.0
 * @category alpha
 */
export const executeAlphaTradePurchase = callable(purchase)

/**
 * `POST /v5/alpha/trade/redeem` (docs: `docs/v5/alpha/trade-redeem.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const redeem = Endpoint.make({
  name: "executeAlphaTradeRedeem",
  method: "POST",
  path: "/v5/alpha/trade/redeem",
  auth: "private",
  request: AlphaTrade.AlphaTradeRedeemRequest,
  response: AlphaTrade.AlphaTradeRedeemResult
})

/**
 * Sells an on-chain token for a pay token at a quote (idempotent per quote); answers the order number.
 *
 * @since 0.1.0
 * @category alpha
 */
export const executeAlphaTradeRedeem = callable(redeem)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  assetDetail,
  assetList,
  bizTokenDetails,
  bizTokenList,
  bizTokenPriceList,
  orderList,
  payTokenList,
  quote,
  purchase,
  redeem
] as const

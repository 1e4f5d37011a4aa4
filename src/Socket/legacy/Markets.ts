/**
 * The pre-V5 WebSocket markets, as data: where each one lives (per environment), which frame protocol it speaks,
 * how it pings, how its private channel authenticates (signed URL parameters `api_key`, `expires`, `signature`, or
 * an `auth` op after opening), which topics belong to it and how many topics fit in one subscribe request.
 *
 * URLs are those of the legacy docs and bybit-api's legacy map (`wss://stream.bybit.com` live,
 * `wss://stream-testnet.bybit.com` testnet); the unified perpetual market has one public stream per settle coin.
 *
 * @since 0.1.0
 */
import type { EnvironmentShape } from "../../Layers/Environment.js"

/**
 * A legacy market.
 *
 * @since 0.1.0
 * @category models
 */
export type MarketId =
  | "spotV1"
  | "spotV3"
  | "usdcOption"
  | "usdcPerp"
  | "unifiedOption"
  | "unifiedPerp"
  | "contractUSDT"
  | "contractInverse"
  | "inverseV2"
  | "linearV2"

/**
 * The frame protocols of the legacy markets:
 * - `spotV1`: `{symbol, topic, event: "sub" | "cancel", params}`, acknowledged with `code`; ping `{"ping": ms}`;
 * - `v3`: `{req_id, op, args}`, acknowledged with the echoed `req_id` (or a `COMMAND_RESP`); ping `{req_id, op}`;
 * - `usdc`: `{op, id, args}`, acknowledged with `request.args`; ping `{"op": "ping"}`;
 * - `v2`: `{op, args}` (the v2 inverse and linear streams), acknowledged with `request.args`; ping `{"op": "ping"}`.
 *
 * @since 0.1.0
 * @category models
 */
export type ProtocolId = "spotV1" | "v3" | "usdc" | "v2"

/**
 * How a private channel authenticates: signed URL parameters on the upgrade (a bad signature is an HTTP 401), or
 * an `auth` op once open.
 *
 * @since 0.1.0
 * @category models
 */
export type AuthStyle = "urlParams" | "op"

/**
 * A public stream path, chosen for a topic whose symbol matches `symbols` (or for any topic when absent).
 *
 * @since 0.1.0
 * @category models
 */
export interface PublicPath {
  readonly path: string
  readonly symbols?: RegExp
}

/**
 * A legacy market definition.
 *
 * @since 0.1.0
 * @category models
 */
export interface Market {
  readonly id: MarketId
  readonly protocol: ProtocolId
  /** Public stream paths (the first whose `symbols` matches a topic's symbol serves it). */
  readonly publicPaths: ReadonlyArray<PublicPath>
  /** The private stream path. */
  readonly privatePath: string
  readonly auth: AuthStyle
  /** Public topics of this market. */
  readonly publicTopics: RegExp
  /** Private topics of this market. */
  readonly privateTopics: RegExp
  /** Whether the private stream pushes its topics without a subscribe request (spot v1). */
  readonly privateUnsolicited: boolean
  /** Topics per subscribe request (spot v3: 10; spot v1 takes one topic per request). */
  readonly maxArgsPerRequest: number
}

/**
 * The live and testnet stream hosts of the legacy markets.
 *
 * @since 0.1.0
 * @category constants
 */
export const hosts = {
  live: "wss://stream.bybit.com",
  testnet: "wss://stream-testnet.bybit.com"
} as const

const symbolPart = "[A-Z0-9-]+"

/**
 * The legacy markets.
 *
 * @since 0.1.0
 * @category markets
 */
export const markets: Readonly<Record<MarketId, Market>> = {
  spotV1: {
    id: "spotV1",
    protocol: "spotV1",
    publicPaths: [{ path: "/spot/quote/ws/v1" }],
    privatePath: "/spot/ws",
    auth: "urlParams",
    publicTopics: new RegExp(
      `^(trade|realtimes|depth|diffDepth|kline_(1m|3m|5m|15m|30m|1h|2h|4h|6h|12h|1d|1w|1M))\\.${symbolPart}$|^mergedDepth(\\.\\d+)?\\.${symbolPart}$`
    ),
    privateTopics: /^(outboundAccountInfo|executionReport|ticketInfo)$/,
    privateUnsolicited: true,
    maxArgsPerRequest: 1
  },
  spotV3: {
    id: "spotV3",
    protocol: "v3",
    publicPaths: [{ path: "/spot/public/v3" }],
    privatePath: "/spot/private/v3",
    auth: "op",
    publicTopics: new RegExp(`^(orderbook\\.40|trade|tickers|bookticker|kline\\.\\w+)\\.${symbolPart}$`),
    privateTopics: /^(outboundAccountInfo|order|stopOrder|ticketInfo)$/,
    privateUnsolicited: false,
    maxArgsPerRequest: 10
  },
  usdcOption: {
    id: "usdcOption",
    protocol: "usdc",
    publicPaths: [{ path: "/trade/option/usdc/public/v1" }],
    privatePath: "/trade/option/usdc/private/v1",
    auth: "op",
    publicTopics: new RegExp(
      `^(delta\\.orderbook100|orderbook100|orderbook25|trade|instrument_info|platformTicker|recenttrades|insurance)\\.${symbolPart}$`
    ),
    privateTopics:
      /^(user\.openapi\.option\.(position|trade|order)|user\.openapi\.greeks|user\.mmp\.event|user\.service)$/,
    privateUnsolicited: false,
    maxArgsPerRequest: Number.POSITIVE_INFINITY
  },
  usdcPerp: {
    id: "usdcPerp",
    protocol: "usdc",
    publicPaths: [{ path: "/perpetual/ws/v1/realtime_public" }],
    privatePath: "/trade/option/usdc/private/v1",
    auth: "op",
    publicTopics: new RegExp(
      `^(orderBook_200\\.100ms|orderBookL2_25|trade|instrument_info\\.100ms|kline\\.\\w+|bookticker)\\.${symbolPart}$`
    ),
    privateTopics: /^(user\.openapi\.perp\.(position|trade|order)|user\.service)$/,
    privateUnsolicited: false,
    maxArgsPerRequest: Number.POSITIVE_INFINITY
  },
  unifiedOption: {
    id: "unifiedOption",
    protocol: "v3",
    publicPaths: [{ path: "/option/usdc/public/v3" }],
    privatePath: "/unified/private/v3",
    auth: "op",
    publicTopics: new RegExp(`^(orderbook\\.(25|100)|publicTrade|tickers)\\.${symbolPart}$`),
    privateTopics: /^user\.(position|execution|order|wallet|greeks)\.unifiedAccount$/,
    privateUnsolicited: false,
    maxArgsPerRequest: Number.POSITIVE_INFINITY
  },
  unifiedPerp: {
    id: "unifiedPerp",
    protocol: "v3",
    publicPaths: [
      { path: "/contract/usdt/public/v3", symbols: /USDT$/ },
      { path: "/contract/usdc/public/v3", symbols: /(USDC|PERP)$/ }
    ],
    privatePath: "/unified/private/v3",
    auth: "op",
    publicTopics:
      /^(orderbook\.(1|25|50|200|500)|publicTrade|tickers|kline\.\w+|liquidation)\.[A-Z0-9]+(USDT|USDC|PERP)$/,
    privateTopics: /^user\.(position|execution|order|wallet|greeks)\.unifiedAccount$/,
    privateUnsolicited: false,
    maxArgsPerRequest: Number.POSITIVE_INFINITY
  },
  contractUSDT: {
    id: "contractUSDT",
    protocol: "v3",
    publicPaths: [{ path: "/contract/usdt/public/v3" }],
    privatePath: "/contract/private/v3",
    auth: "op",
    publicTopics:
      /^(orderbook\.(1|25|50|200|500)|publicTrade|tickers|kline\.\w+|liquidation|kline_lt\.\w+|tickers_lt|lt)\.[A-Z0-9]+USDT$/,
    privateTopics: /^user\.(position|execution|order|wallet)\.contractAccount$/,
    privateUnsolicited: false,
    maxArgsPerRequest: Number.POSITIVE_INFINITY
  },
  contractInverse: {
    id: "contractInverse",
    protocol: "v3",
    publicPaths: [{ path: "/contract/inverse/public/v3" }],
    privatePath: "/contract/private/v3",
    auth: "op",
    publicTopics: /^(orderbook\.(1|25|50|200|500)|publicTrade|tickers|kline\.\w+|liquidation)\.[A-Z0-9]+USD[A-Z0-9]*$/,
    privateTopics: /^user\.(position|execution|order|wallet)\.contractAccount$/,
    privateUnsolicited: false,
    maxArgsPerRequest: Number.POSITIVE_INFINITY
  },
  // v2 inverse perpetual: one stream for public and private topics
  inverseV2: {
    id: "inverseV2",
    protocol: "v2",
    publicPaths: [{ path: "/realtime" }],
    privatePath: "/realtime",
    auth: "op",
    publicTopics: new RegExp(
      `^(orderBookL2_25|orderBook_200\\.100ms|trade|instrument_info\\.100ms|klineV2\\.\\w+|liquidation)\\.${symbolPart}$|^insurance\\.[A-Z]+$`
    ),
    privateTopics: /^(position|execution|order|stop_order|wallet)$/,
    privateUnsolicited: false,
    maxArgsPerRequest: Number.POSITIVE_INFINITY
  },
  // v2 USDT perpetual ("linear"): public and private streams apart
  linearV2: {
    id: "linearV2",
    protocol: "v2",
    publicPaths: [{ path: "/realtime_public" }],
    privatePath: "/realtime_private",
    auth: "op",
    publicTopics: new RegExp(
      `^(orderBookL2_25|orderBook_200\\.100ms|trade|instrument_info\\.100ms|candle\\.\\w+|liquidation)\\.${symbolPart}$`
    ),
    privateTopics: /^(position|execution|order|stop_order|wallet)$/,
    privateUnsolicited: false,
    maxArgsPerRequest: Number.POSITIVE_INFINITY
  }
}

/**
 * Every legacy market id.
 *
 * @since 0.1.0
 * @category markets
 */
export const marketIds: ReadonlyArray<MarketId> = Object.keys(markets) as Array<MarketId>

/**
 * Which channel of a market serves a topic, if the topic belongs to the market at all.
 *
 * @since 0.1.0
 * @category routing
 */
export const channelOf = (market: Market, topic: string): "public" | "private" | undefined =>
  market.privateTopics.test(topic) ? "private" : market.publicTopics.test(topic) ? "public" : undefined

/**
 * The markets a topic belongs to (several legacy markets share topic names, e.g. `orderbook.25.BTCUSDT`).
 *
 * @since 0.1.0
 * @category routing
 */
export const marketsOf = (topic: string): ReadonlyArray<MarketId> =>
  marketIds.filter((id) => channelOf(markets[id], topic) !== undefined)

/**
 * The stream host of an environment: live and testnet by name, the V5 private stream's host otherwise (a custom
 * host such as the emulator serves every path); `undefined` for demo, which has no legacy streams.
 *
 * @since 0.1.0
 * @category routing
 */
export const hostOf = (environment: EnvironmentShape): string | undefined => {
  if (environment.name === "live") return hosts.live
  if (environment.name === "testnet") return hosts.testnet
  if (environment.name === "demo") return undefined
  return environment.ws.private.replace(/\/v5\/private$/, "")
}

const symbolOf = (topic: string): string => topic.slice(topic.lastIndexOf(".") + 1)

/**
 * The path of the stream that serves a topic on a channel.
 *
 * @since 0.1.0
 * @category routing
 */
export const pathOf = (market: Market, channel: "public" | "private", topic: string): string => {
  if (channel === "private") return market.privatePath
  const symbol = symbolOf(topic)
  const found = market.publicPaths.find((p) => p.symbols === undefined || p.symbols.test(symbol))
  return (found ?? market.publicPaths[0] ?? { path: market.privatePath }).path
}

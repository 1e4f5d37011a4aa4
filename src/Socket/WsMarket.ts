/**
 * What distinguishes one WebSocket market from another: its URL in an environment, whether it authenticates, how
 * many topics fit in one subscribe request and on one connection, and how it frames pings.
 *
 * @since 0.1.0
 */
import type { EnvironmentShape } from "../Layers/Environment.js"

/**
 * The V5 public categories.
 *
 * @since 0.1.0
 * @category models
 */
export type Category = "spot" | "linear" | "inverse" | "option"

/**
 * The public streams of products beside the categories: spread trading (`/v5/public/spread`), RFQ block trades
 * (`/v5/public/rfq`) and Advanced Earn's quote offers (`/v5/public/fp`).
 *
 * @since 0.1.0
 * @category models
 */
export type ProductMarket = "spread" | "rfq" | "earn"

/**
 * The market-maker streams of binary (SBE) market data, one per category (`/v5/public-sbe/{spot,linear,inverse}`
 * on a dedicated market-maker host).
 *
 * @since 0.1.0
 * @category models
 */
export type SbeMarket = "spotSbe" | "linearSbe" | "inverseSbe"

/**
 * A V5 WebSocket market: the public categories, the product streams, the private stream, order entry, and `misc`
 * (the `system.status` stream at `/v5/public/misc/status`).
 *
 * @since 0.1.0
 * @category models
 */
export type MarketId = Category | ProductMarket | SbeMarket | "private" | "trade" | "misc"

/**
 * A market definition.
 *
 * @since 0.1.0
 * @category models
 */
export interface WsMarket {
  readonly id: MarketId
  /** Public data, private account streams, or order entry. */
  readonly kind: "public" | "private" | "trade"
  /**
   * The connection URL in an environment; `undefined` where the environment has none (demo has no trade and no
   * system-status stream).
   */
  readonly url: (environment: EnvironmentShape) => string | undefined
  /** Topics per subscribe request (spot public: 10). */
  readonly maxArgsPerRequest: number
  /** Topics per connection (option: 2000). */
  readonly maxArgsPerConnection: number
  /** Total characters of topic names per connection (public: 21,000). */
  readonly maxArgsChars: number
  /** Whether the market acknowledges subscriptions with `COMMAND_RESP` success/fail topic lists. */
  readonly commandResp: boolean
}

/**
 * Whether a market is one of the product streams (`spread`, `rfq`, `earn`) rather than a category.
 *
 * @since 0.1.0
 * @category utils
 */
export const isProductMarket = (id: MarketId): id is ProductMarket => id === "spread" || id === "rfq" || id === "earn"

/**
 * Whether a market is one of the binary market-maker streams.
 *
 * @since 0.1.0
 * @category utils
 */
export const isSbeMarket = (id: MarketId): id is SbeMarket =>
  id === "spotSbe" || id === "linearSbe" || id === "inverseSbe"

// A product stream: public data on its own path of the stream host, absent where the environment names none.
const productMarket = (id: ProductMarket | SbeMarket): WsMarket => ({
  id,
  kind: "public",
  url: (environment) => environment.ws[id],
  maxArgsPerRequest: Number.POSITIVE_INFINITY,
  maxArgsPerConnection: Number.POSITIVE_INFINITY,
  maxArgsChars: 21_000,
  commandResp: false
})

const publicMarket = (id: Category, maxArgsPerRequest: number, maxArgsPerConnection: number): WsMarket => ({
  id,
  kind: "public",
  url: (environment) => environment.ws[id],
  maxArgsPerRequest,
  maxArgsPerConnection,
  maxArgsChars: 21_000,
  commandResp: id === "option"
})

/**
 * The V5 markets, as data.
 *
 * @since 0.1.0
 * @category markets
 */
export const markets: Readonly<Record<MarketId, WsMarket>> = {
  spot: publicMarket("spot", 10, Number.POSITIVE_INFINITY),
  linear: publicMarket("linear", Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY),
  inverse: publicMarket("inverse", Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY),
  option: publicMarket("option", Number.POSITIVE_INFINITY, 2_000),
  spread: productMarket("spread"),
  rfq: productMarket("rfq"),
  earn: productMarket("earn"),
  spotSbe: productMarket("spotSbe"),
  linearSbe: productMarket("linearSbe"),
  inverseSbe: productMarket("inverseSbe"),
  private: {
    id: "private",
    kind: "private",
    url: (environment) => environment.ws.private,
    maxArgsPerRequest: Number.POSITIVE_INFINITY,
    maxArgsPerConnection: Number.POSITIVE_INFINITY,
    maxArgsChars: Number.POSITIVE_INFINITY,
    commandResp: false
  },
  misc: {
    id: "misc",
    kind: "public",
    url: (environment) => environment.ws.misc,
    maxArgsPerRequest: Number.POSITIVE_INFINITY,
    maxArgsPerConnection: Number.POSITIVE_INFINITY,
    maxArgsChars: 21_000,
    commandResp: false
  },
  trade: {
    id: "trade",
    kind: "trade",
    url: (environment) => environment.ws.trade,
    maxArgsPerRequest: 0,
    maxArgsPerConnection: 0,
    maxArgsChars: 0,
    commandResp: false
  }
}

// A private topic ending in a category (`order.spot`, `execution.fast.linear`) is per-category; the rest
// (`order`, `execution.fast`, `wallet`, `greeks`) are all-in-one.
const perCategory = /\.(spot|linear|inverse|option)$/

/**
 * Splits topics into subscribe requests within the market's per-request limit, never mixing a private all-in-one
 * topic (`order`, `execution.fast`) with per-category ones (`order.spot`, `execution.fast.linear`) in one request.
 *
 * @since 0.1.0
 * @category utils
 */
export const batches = (market: WsMarket, topics: ReadonlyArray<string>): Array<Array<string>> => {
  const groups =
    market.kind === "private"
      ? [topics.filter((t) => !perCategory.test(t)), topics.filter((t) => perCategory.test(t))]
      : [topics.slice()]
  const out: Array<Array<string>> = []
  for (const group of groups) {
    for (let i = 0; i < group.length; i += Math.min(market.maxArgsPerRequest, group.length)) {
      out.push(group.slice(i, i + Math.min(market.maxArgsPerRequest, group.length)))
    }
  }
  return out
}

/**
 * Whether a topic is a V5 public data topic (which must be subscribed with its category).
 *
 * @since 0.1.0
 * @category utils
 */
export const isPublicTopic = (topic: string): boolean =>
  /^(orderbook|publicTrade|tickers|kline|allLiquidation|liquidation|insurance|adlAlert|priceLimit)\./.test(topic)

/**
 * Whether a topic is served on the `misc` stream (`system.status`).
 *
 * @since 0.1.0
 * @category utils
 */
export const isMiscTopic = (topic: string): boolean => topic === "system.status"

/**
 * Whether a topic is a V5 private topic (`order`, `execution`, `execution.fast`, `position`, `wallet`, `greeks`,
 * `dcp`, `strategy`, and their per-category forms such as `order.spot`).
 *
 * @since 0.1.0
 * @category utils
 */
export const isPrivateTopic = (topic: string): boolean =>
  /^(order|execution|position|wallet|greeks|dcp|strategy)(\.|$)/.test(topic)

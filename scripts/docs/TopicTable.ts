/**
 * The V5 WebSocket topics section of docs/ENDPOINTS.md: every typed topic with its constructor and status, and the
 * topics the docs retired.
 *
 * @since 0.1.0
 */

/**
 * One row: the topic as the docs name it, the constructor that types it, where it travels and its status.
 *
 * @since 0.1.0
 * @category models
 */
export interface TopicRow {
  readonly topic: string
  readonly make: string
  readonly socket: string
  readonly status: "current" | "deprecated"
}

/**
 * Every typed topic, then the ones the docs deprecated.
 *
 * @since 0.1.0
 * @category registry
 */
export const rows: ReadonlyArray<TopicRow> = [
  { topic: "orderbook.{depth}.{symbol}", make: "Topics.orderbook", socket: "public", status: "current" },
  { topic: "orderbook.full.{symbol}", make: "Topics.orderbookFull", socket: "public", status: "current" },
  { topic: "orderbook.rpi.{symbol}", make: "Topics.orderbookRpi", socket: "public", status: "current" },
  { topic: "publicTrade.{symbol}", make: "Topics.publicTrade", socket: "public", status: "current" },
  { topic: "tickers.{symbol}", make: "Topics.tickers", socket: "public", status: "current" },
  { topic: "kline.{interval}.{symbol}", make: "Topics.kline", socket: "public", status: "current" },
  { topic: "allLiquidation.{symbol}", make: "Topics.allLiquidation", socket: "public", status: "current" },
  { topic: "insurance.{USDT|USDC|inverse}", make: "Topics.insurance", socket: "public", status: "current" },
  { topic: "adlAlert.{coin}", make: "Topics.adlAlert", socket: "public", status: "current" },
  { topic: "priceLimit.{symbol}", make: "Topics.priceLimit", socket: "public", status: "current" },
  { topic: "system.status", make: "Topics.systemStatus", socket: "misc", status: "current" },
  { topic: "position[.{category}]", make: "Topics.position", socket: "private", status: "current" },
  { topic: "execution[.{category}]", make: "Topics.execution", socket: "private", status: "current" },
  { topic: "execution.fast[.{category}]", make: "Topics.executionFast", socket: "private", status: "current" },
  { topic: "order[.{category}]", make: "Topics.order", socket: "private", status: "current" },
  { topic: "wallet", make: "Topics.wallet", socket: "private", status: "current" },
  { topic: "greeks", make: "Topics.greeks", socket: "private", status: "current" },
  { topic: "dcp.{future|spot|option}", make: "Topics.dcp", socket: "private", status: "current" },
  { topic: "strategy", make: "Topics.strategy", socket: "private", status: "current" },
  { topic: "spread.order", make: "ProductTopics.spreadOrder", socket: "private", status: "current" },
  { topic: "spread.execution", make: "ProductTopics.spreadExecution", socket: "private", status: "current" },
  { topic: "rfq.open.rfqs", make: "ProductTopics.rfqs", socket: "private", status: "current" },
  { topic: "rfq.open.quotes", make: "ProductTopics.rfqQuotes", socket: "private", status: "current" },
  { topic: "rfq.open.trades", make: "ProductTopics.rfqTrades", socket: "private", status: "current" },
  { topic: "orderbook.25.{symbol}", make: "ProductTopics.spreadOrderbook", socket: "spread", status: "current" },
  { topic: "tickers.{symbol}", make: "ProductTopics.spreadTickers", socket: "spread", status: "current" },
  { topic: "publicTrade.{symbol}", make: "ProductTopics.spreadPublicTrade", socket: "spread", status: "current" },
  { topic: "rfq.open.public.trades", make: "ProductTopics.rfqPublicTrades", socket: "rfq", status: "current" },
  { topic: "earn.dualassets.offers", make: "ProductTopics.dualAssetsOffers", socket: "earn", status: "current" },
  { topic: "earn.discountbuy.offers", make: "ProductTopics.discountBuyOffers", socket: "earn", status: "current" },
  { topic: "earn.doublewin.offers", make: "ProductTopics.doubleWinOffers", socket: "earn", status: "current" },
  {
    topic: "earn.smartleverage.offers",
    make: "ProductTopics.smartLeverageOffers",
    socket: "earn",
    status: "current"
  },
  { topic: "ob.rpi.1.sbe.{symbol}", make: "SbeTopics.bbo", socket: "{category}Sbe (binary)", status: "current" },
  { topic: "ob.50.sbe.{symbol}", make: "SbeTopics.orderbook50", socket: "{category}Sbe (binary)", status: "current" },
  {
    topic: "publicTrade.sbe.{symbol}",
    make: "SbeTopics.publicTrade",
    socket: "{category}Sbe (binary)",
    status: "current"
  }
]

/**
 * Topics the docs retired (their pages are kept as deprecated): not typed here.
 *
 * @since 0.1.0
 * @category registry
 */
export const retired: ReadonlyArray<string> = ["kline_lt.{interval}.{symbol}", "tickers_lt.{symbol}", "lt.{symbol}"]

/**
 * The section's Markdown lines.
 *
 * @since 0.1.0
 * @category rendering
 */
export const render = (): Array<string> => [
  "## V5 WebSocket topics",
  "",
  "Typed topics (`Socket.Topics`, `Socket.ProductTopics`), subscribed with `Topics.subscribe`.",
  "",
  "| Topic | Constructor | Socket | Status |",
  "|---|---|---|---|",
  ...rows.map((row) => `| \`${row.topic}\` | \`${row.make}\` | ${row.socket} | ${row.status} |`),
  ...retired.map((topic) => `| \`${topic}\` | — | public | deprecated upstream (leveraged-token streams), not typed |`),
  ""
]

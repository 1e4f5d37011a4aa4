/**
 * Our side of the comparison: the V5 endpoint definitions and the typed WebSocket topics, each keyed the way the
 * docs name it (method and path; the topic as the docs page writes it, placeholders included).
 *
 * @since 0.1.0
 */
import type * as Schema from "effect/Schema"
import type * as Endpoint from "../../src/Http/Endpoint.js"
import * as All from "../../src/Http/v5/all.js"
import * as ProductTopics from "../../src/Socket/ProductTopics.js"
import * as SbeTopics from "../../src/Socket/SbeTopics.js"
import * as Topics from "../../src/Socket/Topics.js"

/**
 * One typed topic as the docs name it.
 *
 * @since 0.1.0
 * @category models
 */
export interface TopicDefinition {
  /** The topic as a docs page writes it, e.g. `tickers.{symbol}`. */
  readonly docs: string
  /** The docs folder of its pages: spread trading reuses topic names (`tickers.{symbol}`) for other messages. */
  readonly section: string
  readonly schema: Schema.ConstraintDecoder<unknown>
}

/**
 * Every typed topic, by its docs name.
 *
 * @since 0.1.0
 * @category registry
 */
export const topics: ReadonlyArray<TopicDefinition> = [
  { docs: "orderbook.{depth}.{symbol}", section: "websocket/", schema: Topics.orderbook(1, "BTCUSDT").schema },
  { docs: "orderbook.full.{symbol}", section: "websocket/", schema: Topics.orderbookFull("BTCUSDT").schema },
  { docs: "orderbook.rpi.{symbol}", section: "websocket/", schema: Topics.orderbookRpi("BTCUSDT").schema },
  { docs: "publicTrade.{symbol}", section: "websocket/", schema: Topics.publicTrade("BTCUSDT").schema },
  { docs: "tickers.{symbol}", section: "websocket/", schema: Topics.tickers("BTCUSDT").schema },
  { docs: "kline.{interval}.{symbol}", section: "websocket/", schema: Topics.kline("1", "BTCUSDT").schema },
  { docs: "allLiquidation.{symbol}", section: "websocket/", schema: Topics.allLiquidation("BTCUSDT").schema },
  { docs: "insurance.USDT", section: "websocket/", schema: Topics.insurance("USDT").schema },
  { docs: "adlAlert.{coin}", section: "websocket/", schema: Topics.adlAlert("USDT").schema },
  { docs: "priceLimit.{symbol}", section: "websocket/", schema: Topics.priceLimit("BTCUSDT").schema },
  { docs: "system.status", section: "websocket/", schema: Topics.systemStatus.schema },
  { docs: "position", section: "websocket/", schema: Topics.position().schema },
  { docs: "execution", section: "websocket/", schema: Topics.execution().schema },
  { docs: "execution.fast", section: "websocket/", schema: Topics.executionFast().schema },
  { docs: "order", section: "websocket/", schema: Topics.order().schema },
  { docs: "wallet", section: "websocket/", schema: Topics.wallet.schema },
  { docs: "greeks", section: "websocket/", schema: Topics.greeks.schema },
  { docs: "dcp.future", section: "websocket/", schema: Topics.dcp("future").schema },
  { docs: "strategy", section: "websocket/", schema: Topics.strategy.schema },
  { docs: "spread.order", section: "spread/", schema: ProductTopics.spreadOrder.schema },
  { docs: "spread.execution", section: "spread/", schema: ProductTopics.spreadExecution.schema },
  { docs: "rfq.open.rfqs", section: "rfq/", schema: ProductTopics.rfqs.schema },
  { docs: "rfq.open.quotes", section: "rfq/", schema: ProductTopics.rfqQuotes.schema },
  { docs: "rfq.open.trades", section: "rfq/", schema: ProductTopics.rfqTrades.schema },
  { docs: "rfq.open.public.trades", section: "rfq/", schema: ProductTopics.rfqPublicTrades.schema },
  { docs: "orderbook.{depth}.{symbol}", section: "spread/", schema: ProductTopics.spreadOrderbook("S").schema },
  { docs: "tickers.{symbol}", section: "spread/", schema: ProductTopics.spreadTickers("S").schema },
  { docs: "publicTrade.{symbol}", section: "spread/", schema: ProductTopics.spreadPublicTrade("S").schema },
  { docs: "earn.dualassets.offers", section: "finance/", schema: ProductTopics.dualAssetsOffers.schema },
  { docs: "earn.discountbuy.offers", section: "finance/", schema: ProductTopics.discountBuyOffers.schema },
  { docs: "earn.doublewin.offers", section: "finance/", schema: ProductTopics.doubleWinOffers.schema },
  { docs: "earn.smartleverage.offers", section: "finance/", schema: ProductTopics.smartLeverageOffers.schema },
  { docs: "ob.rpi.1.sbe.{symbol}", section: "sbe/", schema: SbeTopics.bbo("S").schema },
  { docs: "ob.50.sbe.{symbol}", section: "sbe/", schema: SbeTopics.orderbook50("S").schema },
  { docs: "publicTrade.sbe.{symbol}", section: "sbe/", schema: SbeTopics.publicTrade("S").schema }
]

/**
 * The typed topic a docs page (path under `docs/v5`) documents: the first of its topic names we know there.
 *
 * @since 0.1.0
 * @category registry
 */
export const topicFor = (names: ReadonlyArray<string>, page: string): TopicDefinition | undefined => {
  for (const name of names) {
    const found = topics.find((topic) => topic.docs === name && page.startsWith(topic.section))
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * Every V5 endpoint definition.
 *
 * @since 0.1.0
 * @category registry
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = All.endpoints

/**
 * The definition of a documented method and path.
 *
 * @since 0.1.0
 * @category registry
 */
export const endpointFor = (method: string, path: string): Endpoint.Any | undefined =>
  All.find(method as Endpoint.Method, path)

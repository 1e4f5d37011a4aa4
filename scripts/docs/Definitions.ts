/**
 * Our side of the comparison: the V5 endpoint definitions and the typed WebSocket topics, each keyed the way the
 * docs name it (method and path; the topic as the docs page writes it, placeholders included).
 *
 * @since 0.1.0
 */
import type * as Schema from "effect/Schema"
import type * as Endpoint from "../../src/Http/Endpoint.js"
import * as All from "../../src/Http/v5/all.js"
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
  readonly schema: Schema.Schema.AnyNoContext
}

/**
 * Every typed topic, by its docs name.
 *
 * @since 0.1.0
 * @category registry
 */
export const topics: ReadonlyArray<TopicDefinition> = [
  { docs: "orderbook.{depth}.{symbol}", schema: Topics.orderbook(1, "BTCUSDT").schema },
  { docs: "orderbook.full.{symbol}", schema: Topics.orderbookFull("BTCUSDT").schema },
  { docs: "orderbook.rpi.{symbol}", schema: Topics.orderbookRpi("BTCUSDT").schema },
  { docs: "publicTrade.{symbol}", schema: Topics.publicTrade("BTCUSDT").schema },
  { docs: "tickers.{symbol}", schema: Topics.tickers("BTCUSDT").schema },
  { docs: "kline.{interval}.{symbol}", schema: Topics.kline("1", "BTCUSDT").schema },
  { docs: "allLiquidation.{symbol}", schema: Topics.allLiquidation("BTCUSDT").schema },
  { docs: "insurance.USDT", schema: Topics.insurance("USDT").schema },
  { docs: "adlAlert.{coin}", schema: Topics.adlAlert("USDT").schema },
  { docs: "priceLimit.{symbol}", schema: Topics.priceLimit("BTCUSDT").schema },
  { docs: "system.status", schema: Topics.systemStatus.schema },
  { docs: "position", schema: Topics.position().schema },
  { docs: "execution", schema: Topics.execution().schema },
  { docs: "execution.fast", schema: Topics.executionFast().schema },
  { docs: "order", schema: Topics.order().schema },
  { docs: "wallet", schema: Topics.wallet.schema },
  { docs: "greeks", schema: Topics.greeks.schema },
  { docs: "dcp.future", schema: Topics.dcp("future").schema },
  { docs: "strategy", schema: Topics.strategy.schema }
]

/**
 * The typed topic a docs page documents: the first of its topic names we know.
 *
 * @since 0.1.0
 * @category registry
 */
export const topicFor = (names: ReadonlyArray<string>): TopicDefinition | undefined => {
  for (const name of names) {
    const found = topics.find((topic) => topic.docs === name)
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

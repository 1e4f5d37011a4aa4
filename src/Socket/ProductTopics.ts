/**
 * Typed topics of the products beside the categories. Private, on the private socket like the account topics:
 * `spread.order`, `spread.execution`, `rfq.open.rfqs`, `rfq.open.quotes` and `rfq.open.trades`. Public, each on its
 * product stream: spread trading's `orderbook.25.{symbol}`, `tickers.{symbol}` and `publicTrade.{symbol}` (market
 * `"spread"`), the block trades `rfq.open.public.trades` (`"rfq"`) and Advanced Earn's `earn.*.offers` (`"earn"`).
 * All are subscribed with `Topics.subscribe(topic, market)`.
 *
 * @since 0.1.0
 */
import type * as Schema from "effect/Schema"
import * as TopicValidator from "../Schema/FrameValidator.js"
import * as WsEarn from "../Schema/WsEarn.js"
import * as WsPublic from "../Schema/WsPublic.js"
import * as WsRfq from "../Schema/WsRfq.js"
import * as WsSpread from "../Schema/WsSpread.js"
import type * as Topics from "./Topics.js"
import type * as WsMarket from "./WsMarket.js"

const privateTopic = <A, I>(name: string, schema: Schema.Codec<A, I>): Topics.Topic<A, "private", I> => ({
  name,
  markets: ["private"],
  schema,
  validate: TopicValidator.make(schema)
})

/**
 * `spread.order`: this account's spread combo and leg orders.
 *
 * @since 0.1.0
 * @category private topics
 */
export const spreadOrder = privateTopic("spread.order", WsSpread.SpreadOrderMessage)

/**
 * `spread.execution`: fills of this account's spread combos and legs.
 *
 * @since 0.1.0
 * @category private topics
 */
export const spreadExecution = privateTopic("spread.execution", WsSpread.SpreadExecutionMessage)

/**
 * `rfq.open.rfqs`: requests for quote sent by this account or open to its quotes.
 *
 * @since 0.1.0
 * @category private topics
 */
export const rfqs = privateTopic("rfq.open.rfqs", WsRfq.RfqMessage)

/**
 * `rfq.open.quotes`: quotes on this account's requests, or its own quotes.
 *
 * @since 0.1.0
 * @category private topics
 */
export const rfqQuotes = privateTopic("rfq.open.quotes", WsRfq.RfqQuoteMessage)

/**
 * `rfq.open.trades`: executed RFQ trades of this account, leg by leg.
 *
 * @since 0.1.0
 * @category private topics
 */
export const rfqTrades = privateTopic("rfq.open.trades", WsRfq.RfqTradeMessage)

// One validator per message Schema, compiled once for every symbol's topic.
const publicValidators = {
  orderbook: TopicValidator.make(WsPublic.OrderbookMessage),
  trade: TopicValidator.make(WsPublic.PublicTradeMessage),
  ticker: TopicValidator.make(WsSpread.SpreadTickerMessage)
}

const productTopic = <A, I, const M extends WsMarket.ProductMarket>(
  name: string,
  market: M,
  schema: Schema.Codec<A, I>,
  validate: (frame: unknown, compiler?: TopicValidator.Compiler) => A | undefined = TopicValidator.make(schema)
): Topics.Topic<A, M, I> => ({ name, markets: [market], schema, validate })

/**
 * The depths of spread order books (docs: level 25, pushed every 20 ms).
 *
 * @since 0.1.0
 * @category constants
 */
export const spreadOrderbookDepths: ReadonlyArray<25> = [25]

/**
 * `orderbook.25.{symbol}` on the spread stream: a snapshot, then deltas (a size of `"0"` deletes the level; `u` of 1
 * means the service restarted: overwrite the book). Symbols name the combination, e.g. `SOLUSDT_SOL/USDT`.
 *
 * @example
 * ```ts
 * import { Bybit, BybitSocket, Environment, ProductTopics, Topics } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 * import * as Stream from "effect/Stream"
 *
 * // REST and WebSocket on the local emulator (`npx effect-bybit emulator --port 8080`)
 * const client = Layer.provideMerge(
 *   BybitSocket.layer(),
 *   Bybit.layer({
 *     environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" })
 *   })
 * ).pipe(Layer.provide(Node.layer))
 *
 * // the book of a spread combination, on the spread stream
 * const program = Topics.subscribe(ProductTopics.spreadOrderbook("SOLUSDT_SOL/USDT"), "spread").pipe(
 *   Stream.take(3),
 *   Stream.runForEach((message) => Effect.log(message.type))
 * )
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category public topics
 */
export const spreadOrderbook = (symbol: string) =>
  productTopic(`orderbook.25.${symbol}`, "spread", WsPublic.OrderbookMessage, publicValidators.orderbook)

/**
 * `tickers.{symbol}` on the spread stream: best bid and ask, last price and 24 h figures, a snapshot every 100 ms.
 *
 * @since 0.1.0
 * @category public topics
 */
export const spreadTickers = (symbol: string) =>
  productTopic(`tickers.${symbol}`, "spread", WsSpread.SpreadTickerMessage, publicValidators.ticker)

/**
 * `publicTrade.{symbol}` on the spread stream: the combination's trades in real time, oldest first.
 *
 * @since 0.1.0
 * @category public topics
 */
export const spreadPublicTrade = (symbol: string) =>
  productTopic(`publicTrade.${symbol}`, "spread", WsPublic.PublicTradeMessage, publicValidators.trade)

/**
 * `rfq.open.public.trades` on the RFQ stream: every block trade on the exchange, all its legs in one update.
 *
 * @since 0.1.0
 * @category public topics
 */
export const rfqPublicTrades = productTopic("rfq.open.public.trades", "rfq", WsRfq.RfqPublicTradeMessage)

/**
 * `earn.dualassets.offers` on the Earn stream: the quotes of every online Dual Assets product, a full snapshot each
 * push (use the latest selected price and yield when ordering).
 *
 * @since 0.1.0
 * @category public topics
 */
export const dualAssetsOffers = productTopic(
  "earn.dualassets.offers",
  "earn",
  WsEarn.DualAssetsOffersMessage,
  // its int64 fields are decoded from strings, which the fast validator cannot express: every frame takes the
  // Schema (a snapshot of a few products, pushed on change)
  () => undefined
)

/**
 * `earn.discountbuy.offers` on the Earn stream: the quotes of every online Discount Buy product.
 *
 * @since 0.1.0
 * @category public topics
 */
export const discountBuyOffers = productTopic("earn.discountbuy.offers", "earn", WsEarn.DiscountBuyOffersMessage)

/**
 * `earn.doublewin.offers` on the Earn stream: the quotes of every online Double Win product.
 *
 * @since 0.1.0
 * @category public topics
 */
export const doubleWinOffers = productTopic("earn.doublewin.offers", "earn", WsEarn.DoubleWinOffersMessage)

/**
 * `earn.smartleverage.offers` on the Earn stream: the quotes of every online Smart Leverage product.
 *
 * @since 0.1.0
 * @category public topics
 */
export const smartLeverageOffers = productTopic("earn.smartleverage.offers", "earn", WsEarn.SmartLeverageOffersMessage)

/**
 * Typed topics of the binary (SBE) market-data streams on a market-maker host: `ob.rpi.1.sbe.{symbol}` (best
 * normal and RPI quotes), `ob.50.sbe.{symbol}` (50 levels, snapshot then deltas) and `publicTrade.sbe.{symbol}`.
 * Each is offered on the stream of its category (`"spotSbe"`, `"linearSbe"`, `"inverseSbe"`): the frames are
 * binary, decoded by `Sbe.decode` before they reach a subscriber, which receives them typed as any other topic's
 * messages (`Topics.subscribe(SbeTopics.orderbook50("BTCUSDT"), "linearSbe")`). The streams' URLs come from
 * `Environment.withMarketMakerHost` (testnet has a public one).
 *
 * @since 0.1.0
 */

import * as TopicValidator from "../Schema/FrameValidator.js"
import * as WsSbe from "../Schema/WsSbe.js"
import type * as Topics from "./Topics.js"
import type * as WsMarket from "./WsMarket.js"

const markets: ReadonlyArray<WsMarket.SbeMarket> = ["spotSbe", "linearSbe", "inverseSbe"]

// compiled once for every symbol's topic
const validators = {
  bbo: TopicValidator.make(WsSbe.BestOBRpiMessage),
  book: TopicValidator.make(WsSbe.OBL50Message),
  trade: TopicValidator.make(WsSbe.PublicTradeSbeMessage)
}

/**
 * `ob.rpi.1.sbe.{symbol}`: the best normal and RPI quotes of each side, pushed on change.
 *
 * @example
 * ```ts
 * import { Bybit, BybitSocket, Environment, SbeTopics, Topics } from "effect-bybit"
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
 * // the binary (SBE) stream of linear contracts: best quotes of BTCUSDT as they change
 * const program = Topics.subscribe(SbeTopics.bbo("BTCUSDT"), "linearSbe").pipe(
 *   Stream.take(5),
 *   Stream.runForEach((message) => Effect.log(message))
 * )
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category public topics
 */
export const bbo = (
  symbol: string
): Topics.Topic<WsSbe.BestOBRpiMessage, WsMarket.SbeMarket, typeof WsSbe.BestOBRpiMessage.Encoded> => ({
  name: `ob.rpi.1.sbe.${symbol}`,
  markets,
  schema: WsSbe.BestOBRpiMessage,
  validate: validators.bbo
})

/**
 * `ob.50.sbe.{symbol}`: 50 levels a side, a snapshot first and then deltas every 20 ms (a snapshot again after a
 * restart, a precision change or a large move; `u` follows `u + 1` between them).
 *
 * @since 0.1.0
 * @category public topics
 */
export const orderbook50 = (
  symbol: string
): Topics.Topic<WsSbe.OBL50Message, WsMarket.SbeMarket, typeof WsSbe.OBL50Message.Encoded> => ({
  name: `ob.50.sbe.${symbol}`,
  markets,
  schema: WsSbe.OBL50Message,
  validate: validators.book
})

/**
 * `publicTrade.sbe.{symbol}`: the symbol's trades, with microsecond fill times.
 *
 * @since 0.1.0
 * @category public topics
 */
export const publicTrade = (
  symbol: string
): Topics.Topic<WsSbe.PublicTradeSbeMessage, WsMarket.SbeMarket, typeof WsSbe.PublicTradeSbeMessage.Encoded> => ({
  name: `publicTrade.sbe.${symbol}`,
  markets,
  schema: WsSbe.PublicTradeSbeMessage,
  validate: validators.trade
})

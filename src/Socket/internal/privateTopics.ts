/**
 * The private topics (`Topics.position`, `Topics.order`, `Topics.wallet`, …), a module of their own that `Topics`
 * re-exports, with their message schemas and validators: a bundler that splits a program by module can then leave
 * them with the code that names them (the account side), not wherever the public topics go. Private to the library;
 * `Topics` is the public door.
 *
 * @since 1.1.0
 */
import type * as Schema from "effect/Schema"
import * as TopicValidator from "../../Schema/FrameValidator.js"
import * as WsPrivate from "../../Schema/WsPrivate.js"
import type { Topic } from "../Topic.js"
import type * as WsMarket from "../WsMarket.js"

// One validator per message Schema, compiled on the first frame it checks (see `Topics`).
const lazyValidator = TopicValidator.make
const validatePosition = lazyValidator(WsPrivate.PositionMessage)
const validateExecution = lazyValidator(WsPrivate.ExecutionMessage)
const validateFast = lazyValidator(WsPrivate.FastExecutionMessage)
const validateOrder = lazyValidator(WsPrivate.OrderMessage)
const validateWallet = lazyValidator(WsPrivate.WalletMessage)
const validateGreeks = lazyValidator(WsPrivate.GreeksMessage)
const validateDcp = lazyValidator(WsPrivate.DcpMessage)
const validateStrategy = lazyValidator(WsPrivate.StrategyMessage)

const privateTopic = <A, I>(
  base: string,
  category: string | undefined,
  schema: Schema.Codec<A, I>,
  validate: (frame: unknown, compiler?: TopicValidator.Compiler) => A | undefined
): Topic<A, "private", I> => ({
  name: category === undefined ? base : `${base}.${category}`,
  markets: ["private"],
  schema,
  validate
})

/**
 * `position` (all categories) or `position.{linear|inverse|option}`.
 *
 * @since 1.1.0
 * @category private topics
 */
export const position = (category?: "linear" | "inverse" | "option") =>
  privateTopic("position", category, WsPrivate.PositionMessage, validatePosition)

/**
 * `execution` (all categories) or `execution.{category}`.
 *
 * @since 1.1.0
 * @category private topics
 */
export const execution = (category?: WsMarket.Category) =>
  privateTopic("execution", category, WsPrivate.ExecutionMessage, validateExecution)

/**
 * `execution.fast` or `execution.fast.{category}`: trades only, lower latency.
 *
 * @since 1.1.0
 * @category private topics
 */
export const executionFast = (category?: WsMarket.Category) =>
  privateTopic("execution.fast", category, WsPrivate.FastExecutionMessage, validateFast)

/**
 * `order` (all categories) or `order.{category}`.
 *
 * @since 1.1.0
 * @category private topics
 */
export const order = (category?: WsMarket.Category) =>
  privateTopic("order", category, WsPrivate.OrderMessage, validateOrder)

/**
 * `wallet`: balance changes (no initial snapshot).
 *
 * @since 1.1.0
 * @category private topics
 */
export const wallet = privateTopic("wallet", undefined, WsPrivate.WalletMessage, validateWallet)

/**
 * `greeks`: option greeks per base coin.
 *
 * @since 1.1.0
 * @category private topics
 */
export const greeks = privateTopic("greeks", undefined, WsPrivate.GreeksMessage, validateGreeks)

/**
 * `dcp.{future|spot|option}`: subscribing arms Disconnect-Cancel-Protection for that product.
 *
 * @since 1.1.0
 * @category private topics
 */
export const dcp = (product: "future" | "spot" | "option") =>
  privateTopic("dcp", product, WsPrivate.DcpMessage, validateDcp)

/**
 * `strategy`: updates of algorithmic strategies (TWAP, iceberg, chase, POV) — progress, termination, prices.
 *
 * @since 1.1.0
 * @category private topics
 */
export const strategy = privateTopic("strategy", undefined, WsPrivate.StrategyMessage, validateStrategy)

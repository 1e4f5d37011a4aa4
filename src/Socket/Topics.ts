/**
 * Typed V5 topics. A `Topic` is a value: the topic string, the markets that offer it, the message Schema and a fast
 * validator derived from that Schema (`Validator`). `subscribe(Topics.orderbook(50, "BTCUSDT"), "linear")` streams
 * typed messages: the frame handler validates each frame synchronously and pushes it into the stream's buffer, so
 * there is no per-frame Queue/Stream hop, and a consumer receives every frame buffered since its last pull as one
 * chunk (a per-frame hop's cost: docs/BENCHMARKS.md, "Figures quoted from code"). A frame that fails the validator
 * is decoded with the Schema, which is authoritative: if it decodes it is delivered, otherwise it becomes a
 * `TopicDecodeError` that ends the stream (default) or is skipped, counted and logged (`onInvalid: "skip"`).
 *
 * @since 0.1.0
 */

import type { NonEmptyReadonlyArray } from "effect/Array"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import type * as Pull from "effect/Pull"
import * as Queue from "effect/Queue"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import { InvalidTopics, SubscribeFailed } from "../Errors/SocketError.js"
import type * as Logs from "../Observability/Logs.js"
import * as Decoding from "../Schema/Decoding.js"
import type * as Enums from "../Schema/Enums.js"
import * as TopicValidator from "../Schema/FrameValidator.js"
import * as WsPublic from "../Schema/WsPublic.js"
import { BybitSocket } from "./BybitSocket.js"
import type { Connection, Frame, SubscribeError } from "./Connection.js"
import * as Registry from "./Registry.js"
import * as TickerState from "./TickerState.js"
import type { Topic, TopicMarket } from "./Topic.js"
import type * as WsMarket from "./WsMarket.js"

export type {
  /** @since 0.1.0 */
  Topic,
  /** @since 0.1.0 */
  TopicMarket
} from "./Topic.js"

/**
 * The markets the WebSocket client can open today.
 *
 * @since 0.1.0
 * @category models
 */
export type Streamable = Extract<TopicMarket, WsMarket.MarketId>

/**
 * A frame of a subscribed topic failed its Schema.
 *
 * @since 0.1.0
 * @category errors
 */
export class TopicDecodeError extends Schema.TaggedError<TopicDecodeError>()("TopicDecodeError", {
  topic: Schema.String,
  market: Schema.String,
  issue: Schema.String,
  sample: Schema.String
}) {
  override get message(): string {
    return `Invalid ${this.topic} message (${this.market}): ${this.issue}`
  }
}

/**
 * Options of a typed subscription.
 *
 * @since 0.1.0
 * @category models
 */
export interface SubscribeOptions {
  /**
   * What a frame that fails the Schema does: `"fail"` (default) ends the stream with `TopicDecodeError` (a book or
   * ticker built from it could not be trusted; `Stream.retry` resubscribes and gets a fresh snapshot); `"skip"` drops
   * it and logs a warning with the running count.
   */
  readonly onInvalid?: "fail" | "skip"
}

const make = <A, I, const M extends TopicMarket>(
  name: string,
  markets: ReadonlyArray<M>,
  schema: Schema.Codec<A, I>,
  validate: (frame: unknown, compiler?: TopicValidator.Compiler) => A | undefined
): Topic<A, M, I> => ({ name, markets, schema, validate })

// One validator per message Schema, compiled on the first frame it checks: compiling all of them at import cost
// memory and start-up time, and kept every topic's Schema in a bundle that uses one. Compiled where a platform layer
// installed the compiler (`FastDecode.layer`, read by the subscription), the Schema's guard elsewhere (`TopicValidator`).
const lazyValidator = TopicValidator.make
const validateOrderbook = lazyValidator(WsPublic.OrderbookMessage)
const validateRpi = lazyValidator(WsPublic.RpiOrderbookMessage)
const validateTrade = lazyValidator(WsPublic.PublicTradeMessage)
const validateTicker = lazyValidator(WsPublic.TickerMessage)
const validateKline = lazyValidator(WsPublic.KlineMessage)
const validateLiquidation = lazyValidator(WsPublic.LiquidationMessage)
const validateInsurance = lazyValidator(WsPublic.InsuranceMessage)
const validateAdl = lazyValidator(WsPublic.AdlAlertMessage)
const validatePriceLimit = lazyValidator(WsPublic.PriceLimitMessage)
const validateStatus = lazyValidator(WsPublic.SystemStatusMessage)

/**
 * The orderbook depths each category offers (docs, changelog 2025-09: level 500 removed, 1000 added).
 *
 * @since 0.1.0
 * @category constants
 */
export const orderbookDepths: { readonly [C in WsMarket.Category]: ReadonlyArray<number> } = {
  spot: [1, 50, 200, 1000],
  linear: [1, 50, 200, 1000],
  inverse: [1, 50, 200, 1000],
  option: [25, 100]
}

/**
 * A depth of spot, linear and inverse books.
 *
 * @since 0.1.0
 * @category models
 */
export type Depth = 1 | 50 | 200 | 1000

/**
 * A depth of option books.
 *
 * @since 0.1.0
 * @category models
 */
export type OptionDepth = 25 | 100

const categories = ["spot", "linear", "inverse", "option"] as const
const contracts = ["spot", "linear", "inverse"] as const
const derivatives = ["linear", "inverse"] as const

/**
 * `orderbook.{depth}.{symbol}`: a snapshot, then deltas. Depths 1, 50, 200, 1000 exist on spot, linear and
 * inverse; 25 and 100 on option: the topic's markets follow the depth, so `orderbook(50, s)` cannot be subscribed
 * on option.
 *
 * @since 0.1.0
 * @category public topics
 */
export function orderbook(
  depth: Depth,
  symbol: string
): Topic<WsPublic.OrderbookMessage, "spot" | "linear" | "inverse", typeof WsPublic.OrderbookMessage.Encoded>
export function orderbook(
  depth: OptionDepth,
  symbol: string
): Topic<WsPublic.OrderbookMessage, "option", typeof WsPublic.OrderbookMessage.Encoded>
export function orderbook(
  depth: Depth | OptionDepth,
  symbol: string
): Topic<WsPublic.OrderbookMessage, WsMarket.Category, typeof WsPublic.OrderbookMessage.Encoded> {
  return make(
    `orderbook.${depth}.${symbol}`,
    categories.filter((c) => orderbookDepths[c].includes(depth)),
    WsPublic.OrderbookMessage,
    validateOrderbook
  )
}

/**
 * `orderbook.full.{symbol}`: full-depth deltas only (no snapshot); seed the book from
 * `GET /v5/market/full_orderbook`, and re-seed when `u` is 1.
 *
 * @since 0.1.0
 * @category public topics
 */
export const orderbookFull = (symbol: string) =>
  make(`orderbook.full.${symbol}`, contracts, WsPublic.OrderbookMessage, validateOrderbook)

/**
 * `orderbook.rpi.{symbol}`: 50 levels including RPI quotes, `[price, nonRpiSize, rpiSize]`.
 *
 * @since 0.1.0
 * @category public topics
 */
export const orderbookRpi = (symbol: string) =>
  make(`orderbook.rpi.${symbol}`, contracts, WsPublic.RpiOrderbookMessage, validateRpi)

/**
 * `publicTrade.{symbol}`; options subscribe by base coin (`publicTrade.BTC`).
 *
 * @since 0.1.0
 * @category public topics
 */
export const publicTrade = (symbolOrBaseCoin: string) =>
  make(`publicTrade.${symbolOrBaseCoin}`, categories, WsPublic.PublicTradeMessage, validateTrade)

/**
 * `tickers.{symbol}`: linear/inverse push a snapshot then deltas (see `tickerState` for merged tickers); spot and
 * option push snapshots.
 *
 * @since 0.1.0
 * @category public topics
 */
export const tickers = (symbol: string) => make(`tickers.${symbol}`, categories, WsPublic.TickerMessage, validateTicker)

/**
 * `kline.{interval}.{symbol}` (spot, linear, inverse).
 *
 * @since 0.1.0
 * @category public topics
 */
export const kline = (interval: Enums.KlineInterval, symbol: string) =>
  make(`kline.${interval}.${symbol}`, contracts, WsPublic.KlineMessage, validateKline)

/**
 * `allLiquidation.{symbol}` (linear, inverse).
 *
 * @since 0.1.0
 * @category public topics
 */
export const allLiquidation = (symbol: string) =>
  make(`allLiquidation.${symbol}`, derivatives, WsPublic.LiquidationMessage, validateLiquidation)

/**
 * An insurance or ADL group: USDT and USDC contracts (linear market) or inverse contracts.
 *
 * @since 0.1.0
 * @category models
 */
export type ContractGroup = "USDT" | "USDC" | "inverse"

const groupMarket = { USDT: "linear", USDC: "linear", inverse: "inverse" } as const

const groupMarkets = <G extends ContractGroup>(group: G): ReadonlyArray<(typeof groupMarket)[G]> => [groupMarket[group]]

/**
 * `insurance.{USDT|USDC|inverse}`: isolated insurance pool balances, on change.
 *
 * @since 0.1.0
 * @category public topics
 */
export const insurance = <G extends ContractGroup>(group: G) =>
  make(`insurance.${group}`, groupMarkets(group), WsPublic.InsuranceMessage, validateInsurance)

/**
 * `adlAlert.{USDT|USDC|inverse}`: ADL alerts and insurance pool figures.
 *
 * @since 0.1.0
 * @category public topics
 */
export const adlAlert = <G extends ContractGroup>(group: G) =>
  make(`adlAlert.${group}`, groupMarkets(group), WsPublic.AdlAlertMessage, validateAdl)

/**
 * `priceLimit.{symbol}`: the order price limits (spot, linear, inverse).
 *
 * @since 0.1.0
 * @category public topics
 */
export const priceLimit = (symbol: string) =>
  make(`priceLimit.${symbol}`, contracts, WsPublic.PriceLimitMessage, validatePriceLimit)

/**
 * `system.status`: maintenance and incidents, on the `/v5/public/misc/status` stream.
 *
 * @since 0.1.0
 * @category public topics
 */
export const systemStatus = make("system.status", ["misc"], WsPublic.SystemStatusMessage, validateStatus)

export {
  /**
   * `dcp.{future|spot|option}`: subscribing arms Disconnect-Cancel-Protection for that product.
   *
   * @since 0.1.0
   * @category private topics
   */
  dcp,
  /**
   * `execution` (all categories) or `execution.{category}`.
   *
   * @since 0.1.0
   * @category private topics
   */
  execution,
  /**
   * `execution.fast` or `execution.fast.{category}`: trades only, lower latency.
   *
   * @since 0.1.0
   * @category private topics
   */
  executionFast,
  /**
   * `greeks`: option greeks per base coin.
   *
   * @since 0.1.0
   * @category private topics
   */
  greeks,
  /**
   * `order` (all categories) or `order.{category}`.
   *
   * @since 0.1.0
   * @category private topics
   */
  order,
  /**
   * `position` (all categories) or `position.{linear|inverse|option}`.
   *
   * @since 0.1.0
   * @category private topics
   */
  position,
  /**
   * `strategy`: updates of algorithmic strategies (TWAP, iceberg, chase, POV) — progress, termination, prices.
   *
   * @since 0.1.0
   * @category private topics
   */
  strategy,
  /**
   * `wallet`: balance changes (no initial snapshot).
   *
   * @since 0.1.0
   * @category private topics
   */
  wallet
} from "./internal/privateTopics.js"

const Skipped: unique symbol = Symbol.for("effect-bybit/Topics/Skipped")

const sampleOf = (frame: unknown): string => {
  try {
    return JSON.stringify(frame).slice(0, 200)
  } catch {
    return String(frame)
  }
}

// Plain JavaScript can pass anything: a topic maker not called (`Topics.order` for `Topics.order()`), a string.
const notATopicReason = (topic: unknown): string | undefined => {
  if (typeof topic === "function") {
    return `${topic.name || "the topic"} is a function that makes a topic: call it (e.g. Topics.${topic.name || "order"}(…))`
  }
  if (
    typeof topic !== "object" ||
    topic === null ||
    typeof (topic as { name?: unknown }).name !== "string" ||
    !Array.isArray((topic as { markets?: unknown }).markets) ||
    typeof (topic as { validate?: unknown }).validate !== "function"
  ) {
    return 'not a topic: pass one of the Topics module\'s topics (e.g. Topics.tickers("BTCUSDT"))'
  }
  return undefined
}

// A stream's way to have its topic subscribed again (see `resubscribing`): made once the connection is known, it
// answers the call a message `step` could not use makes.
type Rebuild = (
  connection: Connection,
  topic: string,
  fail: (error: SubscribeError) => void
) => Effect.Effect<() => void, never, Scope.Scope>

// A message `step` cannot use (a delta before any snapshot) has the connection subscribe the topic again: a stream
// that joins a topic other streams already hold gets only deltas, and the server sends a fresh snapshot after a new
// subscription (the other listeners get it too: a snapshot replaces their state, harmless). One resubscription at a
// time, asked again only by a message still unusable after it was acknowledged; a refusal fails the stream.
const resubscribing: Rebuild = (connection, topic, fail) =>
  Effect.gen(function* () {
    let asking = false
    const requests = yield* Queue.unbounded<void>()
    yield* Queue.take(requests).pipe(
      Effect.andThen(connection.resubscribe([topic])),
      Effect.andThen(
        Effect.sync(() => {
          asking = false
        })
      ),
      Effect.forever,
      Effect.catch((error) => Effect.sync(() => fail(Registry.resubscribeFailure(error)))),
      Effect.forkScoped
    )
    return () => {
      if (asking) return
      asking = true
      Queue.offerUnsafe(requests, undefined)
    }
  })

// The core: subscribe through the market's shared connection with a listener that validates (and applies `step`)
// synchronously and pushes into the stream's buffer. `makeStep` runs once per stream run, for per-run state; a
// message it cannot use goes to `rebuild`, when given.
const run = <A, I, B>(
  topic: Topic<A, TopicMarket, I>,
  market: Streamable,
  options: SubscribeOptions | undefined,
  makeStep: () => (a: A) => B | undefined,
  rebuild?: Rebuild
): Stream.Stream<B, SubscribeError | TopicDecodeError, BybitSocket> =>
  Stream.suspend(() => {
    const notATopic = notATopicReason(topic)
    if (notATopic !== undefined) {
      const given = typeof topic === "function" ? `function ${(topic as { name: string }).name}` : typeof topic
      return Stream.fail(new InvalidTopics({ market, topics: [given], reason: notATopic }))
    }
    if (!(topic.markets as ReadonlyArray<TopicMarket>).includes(market)) {
      return Stream.fail(
        new SubscribeFailed({
          topics: [topic.name],
          reason: `${topic.name} is not offered on ${market} (only on ${topic.markets.join(", ") || "no market"})`
        })
      )
    }
    const skip = options?.onInvalid === "skip"
    const decode = Schema.decodeUnknownResult(topic.schema)
    const step = makeStep()
    let lastError: TopicDecodeError | undefined
    let skippedTotal = 0
    // the connection's log sink, once placed (frames are skipped only after that)
    let log: Logs.Sink | undefined

    const frames = Stream.callback<B | typeof Skipped, SubscribeError | TopicDecodeError, BybitSocket>((emit) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket
        // placed by the client's shard registry, on the connection of the credentials in effect
        const [placement] = yield* socket.place(market, [topic.name])
        const connection = placement!.connection
        // the frame validators' compiler, when the decoding in force has one (`FastDecode.layer`)
        const compiler = (yield* Decoding.current).validator
        log = connection.log
        const ask =
          rebuild === undefined
            ? undefined
            : yield* rebuild(connection, topic.name, (error) => Queue.failCauseUnsafe(emit, Cause.fail(error)))
        const deliver = (a: A) => {
          const b = step(a)
          if (b !== undefined) Queue.offerUnsafe(emit, b)
          else ask?.()
        }
        const onFrame = (frame: Frame) => {
          const valid = topic.validate(frame, compiler)
          if (valid !== undefined) return deliver(valid)
          // Off the hot path: the Schema has the last word, and names the failing path.
          const decoded = decode(frame)
          if (Result.isSuccess(decoded)) return deliver(decoded.success)
          const error = new TopicDecodeError({
            topic: topic.name,
            market,
            issue: decoded.failure.message,
            sample: sampleOf(frame)
          })
          if (!skip) return void Queue.failCauseUnsafe(emit, Cause.fail(error))
          lastError = error
          Queue.offerUnsafe(emit, Skipped)
        }
        yield* connection.subscribe(
          placement!.topics,
          Registry.failingWith(onFrame, (error) => Queue.failCauseUnsafe(emit, Cause.fail(error)))
        )
      })
    )
    if (!skip) return frames as Stream.Stream<B, SubscribeError | TopicDecodeError, BybitSocket>
    // one warning per chunk that had invalid frames, then the invalid frames are dropped (a chunk of invalid frames
    // alone is followed by the next one). A pull of its own rather than `Stream.mapArrayEffect`, whose concurrent
    // variant (and its semaphore) would come along into every program that subscribes a topic.
    return Stream.transformPull(frames, (pull) => {
      const next: Pull.Pull<NonEmptyReadonlyArray<B>, SubscribeError | TopicDecodeError, void> = Effect.flatMap(
        pull,
        (chunk) => {
          const kept: Array<B> = []
          for (const x of chunk) if (x !== Skipped) kept.push(x)
          const skipped = chunk.length - kept.length
          const rest = kept.length === 0 ? next : Effect.succeed(kept as unknown as NonEmptyReadonlyArray<B>)
          if (skipped === 0) return rest
          skippedTotal += skipped
          if (log === undefined) return rest
          return Effect.andThen(
            log(
              "Warn",
              `${topic.name} (${market}): skipped ${skipped} invalid frame(s), ${skippedTotal} in total; last: ${lastError?.issue}`
            ),
            rest
          )
        }
      )
      return Effect.succeed(next)
    })
  })

/**
 * Streams the typed messages of a topic on a market (`"private"` may be left out for private topics). The stream
 * fails with `SubscribeFailed` when the server refuses the topic or the topic is not offered on the market, keeps
 * flowing across reconnects, and handles invalid frames as `options.onInvalid` says.
 *
 * @example
 * ```ts
 * import { Bybit, BybitSocket, Environment, Topics } from "effect-bybit"
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
 * // typed ticker messages of a linear symbol, decoded and checked
 * const program = Topics.subscribe(Topics.tickers("BTCUSDT"), "linear").pipe(
 *   Stream.take(5),
 *   Stream.runForEach((message) => Effect.log(message.data.lastPrice))
 * )
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category subscriptions
 */
export function subscribe<A, I>(
  topic: Topic<A, "private", I>,
  options?: SubscribeOptions
): Stream.Stream<A, SubscribeError | TopicDecodeError, BybitSocket>
export function subscribe<A, M extends Streamable, I>(
  topic: Topic<A, M, I>,
  market: NoInfer<M>,
  options?: SubscribeOptions
): Stream.Stream<A, SubscribeError | TopicDecodeError, BybitSocket>
export function subscribe<A, I>(
  topic: Topic<A, TopicMarket, I>,
  marketOrOptions?: Streamable | SubscribeOptions,
  maybeOptions?: SubscribeOptions
): Stream.Stream<A, SubscribeError | TopicDecodeError, BybitSocket> {
  const market = typeof marketOrOptions === "string" ? marketOrOptions : "private"
  const options = typeof marketOrOptions === "string" ? maybeOptions : marketOrOptions
  return run(topic, market, options, () => (a: A) => a)
}

/**
 * Streams the whole ticker of a symbol after every message: linear/inverse deltas are merged into the last
 * snapshot (an absent field is unchanged); spot and option snapshots pass through. A stream that joins the topic
 * while other streams hold it (so its first messages are deltas) has the connection subscribe the topic again, and
 * starts from the fresh snapshot the server answers with.
 *
 * @since 0.1.0
 * @category subscriptions
 */
export const tickerState = (
  symbol: string,
  category: WsMarket.Category,
  options?: SubscribeOptions
): Stream.Stream<WsPublic.Ticker, SubscribeError | TopicDecodeError, BybitSocket> =>
  run(
    tickers(symbol),
    category,
    options,
    () => {
      const state = TickerState.make()
      return state.update
    },
    resubscribing
  )

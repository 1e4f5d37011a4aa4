/**
 * Latency between a client and the emulator of the same process (`InProcess`), as a setting of a run: how long an
 * order (any REST request) takes to reach the exchange (`order`), how long its answer takes back (`response`), and
 * how long the exchange's stream frames take to reach the client (`feed`). Each is a constant in milliseconds, or
 * drawn from a recorded distribution (`samples`, ms, drawn uniformly with a seed: an empirical distribution, as
 * hftbacktest's latency models replay measured latencies). The waits are slept on the program's clock: in a
 * backtest's run (its virtual clock, in lock-step) they cost no real time and the same seed gives the same fills.
 *
 * What it changes: a request is answered by the exchange as it stands `order` ms after it was sent (the market moved
 * on meanwhile: a market order fills at that book, a resting order joins the queue then), and the client hears of it
 * `response` ms later; a stream frame (a book delta, a trade, an order update) is seen `feed` ms after the exchange
 * sent it, never before a frame sent before it. The queue model and everything else stay as they are.
 *
 * @example
 * ```ts
 * import { Latency } from "effect-bybit/emulator"
 *
 * // in a sweep's grid: two runs, one with 5 ms each way and 20 ms on the feed, one drawn from measured samples
 * const grid = {
 *   latency: [
 *     { order: 5, response: 5, feed: 20 },
 *     { order: { samples: [3, 4, 4, 5, 9, 31], seed: 7 }, feed: 10 }
 *   ]
 * }
 * const parsed = Latency.decode(grid.latency[1])
 * ```
 *
 * @since 2.0.0
 */
import type * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { Prng } from "./base/Prng.js"

const Millis = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))

/**
 * One latency: a constant (ms), or a recorded distribution drawn with a seed (default 1).
 *
 * @since 2.0.0
 * @category schemas
 */
export const Delay = Schema.Union([
  Millis,
  Schema.Struct({
    samples: Schema.Array(Millis).check(Schema.isMinLength(1)),
    seed: Schema.optional(Schema.Number.check(Schema.isInt()))
  })
])

/**
 * A latency setting (see the module's description); an absent part is no latency.
 *
 * @since 2.0.0
 * @category schemas
 */
export const Setting = Schema.Struct({
  order: Schema.optional(Delay),
  response: Schema.optional(Delay),
  feed: Schema.optional(Delay)
})

/**
 * A latency setting.
 *
 * @since 2.0.0
 * @category models
 */
export type Setting = typeof Setting.Type

/**
 * Reads a latency setting (a run's `latency` field), or fails with the reason it is not one.
 *
 * @since 2.0.0
 * @category constructors
 */
export const decode = (input: unknown): Effect.Effect<Setting, Schema.SchemaError> =>
  Schema.decodeUnknownEffect(Setting)(input)

/**
 * Draws the next latency, ms.
 *
 * @since 2.0.0
 * @category models
 */
export type Sampler = () => number

/**
 * The sampler of one latency: a constant's, or draws from the samples with its seed (each sampler its own sequence).
 *
 * @since 2.0.0
 * @category constructors
 */
export const sampler = (delay: typeof Delay.Type | undefined): Sampler | undefined => {
  if (delay === undefined || delay === 0) return undefined
  if (typeof delay === "number") return () => delay
  const prng = new Prng(delay.seed ?? 1)
  const samples = delay.samples
  return () => samples[prng.int(samples.length)] as number
}

/**
 * The samplers of a setting.
 *
 * @since 2.0.0
 * @category models
 */
export interface Samplers {
  readonly order?: Sampler | undefined
  readonly response?: Sampler | undefined
  readonly feed?: Sampler | undefined
}

/**
 * The samplers of a setting (none for an absent part or a constant 0).
 *
 * @since 2.0.0
 * @category constructors
 */
export const samplers = (setting: Setting): Samplers => ({
  order: sampler(setting.order),
  response: sampler(setting.response),
  feed: sampler(setting.feed)
})

/**
 * Where the WebSocket client's own log lines go: a refused unsubscribe (`WebSocket linear: …`), the frames a
 * subscription with `onInvalid: "skip"` dropped as invalid (`tickers.BTCUSDT (linear): skipped 1 invalid frame(s)…`),
 * an upgrade refused with 401 and a failed authentication (`WebSocket private: …`).
 *
 * They go to Effect's logger (`Effect.logWarning` / `Effect.logError`: whatever loggers the program installs get
 * them) where `layer` is installed, as the library's metrics go to `Metric` where `Metrics.layer` is: `Bybit.layer`,
 * `NodePlatform.layer` (and `layerHttpClient`) and `WebPlatform.layer` include it. Without it the lines are dropped
 * and Effect's default logger, with its cause renderer (its bytes: docs/BENCHMARKS.md, "Figures quoted from code"),
 * stays out of the program: a public market page
 * on `Bybit.layerPublic` over `WebPlatform.layerPublic` logs none, and adds `layer` beside the platform layer to log
 * them.
 *
 * @since 1.1.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

/**
 * Logs one line at a level.
 *
 * @since 1.1.0
 * @category models
 */
export type Sink = (level: "Warn" | "Error", message: string) => Effect.Effect<void>

/** Drops the line. */
const none: Sink = () => Effect.void

/**
 * The sink in force, read when a WebSocket connection is made: none by default (nothing is logged); `layer`
 * installs Effect's logger.
 *
 * @since 1.1.0
 * @category references
 */
export const CurrentSink: Context.Reference<Sink> = Context.Reference<Sink>("effect-bybit/LogSink", {
  defaultValue: () => none
})

/**
 * What `layer` installs, named in its type: the sink it put in force (the library reads `CurrentSink`, whose default
 * drops the lines; this service says a sink is there).
 *
 * @since 1.2.0
 * @category tags
 */
export class LogSink extends Context.Service<LogSink, Sink>()("effect-bybit/Logs/LogSink") {}

const toLogger: Sink = (level, message) => Effect.logWithLevel(level)(message)

/**
 * Logs the lines through Effect's logger, at their level, and names the sink as `LogSink`.
 *
 * @since 1.1.0
 * @category layers
 */
export const layer: Layer.Layer<LogSink> = Layer.merge(
  Layer.succeed(LogSink, toLogger),
  Layer.succeed(CurrentSink, toLogger)
)

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
 * A sink set as a reference, from before `layer` named its service: none by default (the lines are dropped).
 *
 * @deprecated The library reads `LogSink` (what `layer` installs); a program that provides this reference itself is
 * still heard (`current` reads it where no `LogSink` is installed). Provide `LogSink` instead.
 * @since 1.1.0
 * @category references
 */
export const CurrentSink: Context.Reference<Sink> = Context.Reference<Sink>("effect-bybit/LogSink", {
  defaultValue: () => none
})

/**
 * What `layer` installs, named in its type: the sink the WebSocket client's lines go to. The library reads it
 * (`current`) when a connection is made: without it the lines are dropped.
 *
 * @since 1.2.0
 * @category tags
 */
export class LogSink extends Context.Service<LogSink, Sink>()("effect-bybit/Logs/LogSink") {}

/**
 * The sink in force, as the library reads it when a connection is made: the installed `LogSink`, else one that drops
 * the lines.
 *
 * @since 2.1.0
 * @category references
 */
export const current: Effect.Effect<Sink> = Effect.withFiber((fiber) =>
  Effect.succeed(Context.getOrUndefined(fiber.context, LogSink) ?? fiber.getRef(CurrentSink))
)

const toLogger: Sink = (level, message) => Effect.logWithLevel(level)(message)

/**
 * Logs the lines through Effect's logger, at their level, as the `LogSink`.
 *
 * @since 1.1.0
 * @category layers
 */
export const layer: Layer.Layer<LogSink> = Layer.succeed(LogSink, toLogger)

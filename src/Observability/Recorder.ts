/**
 * Where the library records its metrics: the labelled metrics of `Metrics`, installed by `Metrics.layer` (which the
 * platform layers of Node and of a full browser client include). Without it nothing is recorded and Effect's `Metric`
 * module stays out of the program: a public market page on `WebPlatform.layerPublic`, which reads no metric, leaves
 * its bytes out (docs/BENCHMARKS.md, "Figures quoted from code"), as Effect leaves its runtime metrics out until
 * `Metric.enableRuntimeMetricsLayer`. Its own
 * module, holding no metric, so that the code that records imports none.
 *
 * @since 1.0.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type * as Metric from "effect/Metric"

/**
 * The running count of one topic family on a socket: incremented per frame, handed to the metrics at each flush.
 *
 * @since 1.0.0
 * @category models
 */
export interface MessageCounter {
  readonly family: string
  count: number
  flushed: number
  /** Timed samples since the last flush, in microseconds. */
  readonly samples: Array<number>
}

/**
 * The per-message counters of one socket session.
 *
 * @since 1.0.0
 * @category models
 */
export interface MessageMetrics {
  /** The counter of a topic's family (`orderbook.50.BTCUSDT` → `orderbook`). */
  readonly counter: (topic: string) => MessageCounter
  /** A start time when this frame is to be timed, else 0. */
  readonly sampleStart: () => number
  /** Records a timed frame against the family that took it (`untopical` when none did). */
  readonly sampleEnd: (counter: MessageCounter | undefined, started: number) => void
  /** Hands the counts and samples since the last flush to the metrics. */
  readonly flush: Effect.Effect<void>
}

/**
 * The labelled metrics the client updates (each labelled once and kept; see `Metrics`).
 *
 * @since 1.0.0
 * @category models
 */
export interface Recorder {
  /** `bybit_request_duration_ms` of one REST path. */
  readonly requestLatencyOf: (endpoint: string) => Metric.Metric<number, unknown>
  /** `bybit_ws_reconnects_total` of one market. */
  readonly reconnectsOf: (market: string) => Metric.Metric<number, unknown>
  /** `bybit_ws_messages_total` of one market and topic family. */
  readonly wsMessagesOf: (market: string, family: string) => Metric.Metric<number, unknown>
  /** `bybit_ws_message_decode_us` of one market and topic family. */
  readonly wsMessageDecodeOf: (market: string, family: string) => Metric.Metric<number, unknown>
  /**
   * The per-message counters of one market's session, flushed to `wsMessagesOf` / `wsMessageDecodeOf` (a session
   * without a recorder counts and times nothing).
   */
  readonly messageMetrics: (market: string) => MessageMetrics
}

/**
 * What `Metrics.layer` installs, named in its type: the recorder the library records its metrics with. The library
 * reads it (`current`) where it is built: without it nothing is recorded. `Metrics` re-exports it as
 * `Metrics.Recording`.
 *
 * @since 1.2.0
 * @category tags
 */
export class Recording extends Context.Service<Recording, Recorder>()("effect-bybit/Metrics/Recording") {}

/**
 * A recorder set as a reference, from before `Metrics.layer` named its service: none by default.
 *
 * @deprecated The library reads `Recording` (what `Metrics.layer` installs); a program that provides this reference
 * itself is still heard (`current` reads it where no `Recording` is installed). Provide `Recording` instead.
 * @since 1.0.0
 * @category references
 */
export const MetricsRecorder: Context.Reference<Recorder | undefined> = Context.Reference<Recorder | undefined>(
  "effect-bybit/MetricsRecorder",
  { defaultValue: () => undefined }
)

/**
 * The recorder in force, as the library reads it where it is built: the installed `Recording`, else none (nothing
 * recorded).
 *
 * @since 2.1.0
 * @category references
 */
export const current: Effect.Effect<Recorder | undefined> = Effect.withFiber((fiber) =>
  Effect.succeed(Context.getOrUndefined(fiber.context, Recording) ?? fiber.getRef(MetricsRecorder))
)

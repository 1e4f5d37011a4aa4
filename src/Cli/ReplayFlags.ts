/**
 * The `effect-bybit emulator` flags that put a replay under the user's control: when it starts (`--start`), the
 * latency of the bot's orders (`--latency-ms`), and how far behind a WebSocket reader may fall before it is closed
 * (`--max-unsent-bytes`). See `ReplayStart` and `Emulator.Options.maxUnsentBytes`.
 *
 * @since 1.2.0
 */
import * as Flag from "effect/cli/Flag"
import * as Effect from "effect/Effect"
import type * as FileSystem from "effect/FileSystem"
import type * as Replay from "../Emulator/market/Replay.js"
import * as ReplayStart from "../Emulator/market/ReplayStart.js"
import { minUnsentBytes } from "../Emulator/wire/Ws.js"
import type * as Format from "../Recording/Format.js"
import * as Reader from "../Recording/Reader.js"

/**
 * The settings these flags give (fields of `EmulatorCommand.Settings`).
 *
 * @since 1.2.0
 * @category models
 */
export interface Settings {
  /**
   * `--start now|paused|on-subscribe`: when the replay starts; by default `on-subscribe` at `--speed max` (a replay
   * as fast as it is consumed would be over before a bot connects), `now` at a fixed speed.
   */
  readonly start?: ReplayStart.Start | undefined
  /** `--latency-ms N`: ms from an order's acceptance to its arrival in the book during a replay (default 0). */
  readonly latencyMs?: number | undefined
  /** `--max-unsent-bytes N`: bytes a WebSocket reader may leave unsent before it is closed (default 4 MiB). */
  readonly maxUnsentBytes?: number | undefined
}

/**
 * `--start`.
 *
 * @since 1.2.0
 * @category flags
 */
export const start = Flag.Literals("start", ReplayStart.starts).pipe(
  Flag.optional,
  Flag.map((o) => (o._tag === "Some" ? o.value : undefined)),
  Flag.withDescription(
    'When a replay starts: now, paused (until POST /__admin/replay {"action":"play"}) or on-subscribe (at the ' +
      "first subscription to a recorded topic on a public socket); default on-subscribe at --speed max, now otherwise"
  )
)

/**
 * `--latency-ms`.
 *
 * @since 1.2.0
 * @category flags
 */
export const latencyMs = Flag.Int("latency-ms").pipe(
  Flag.filter(
    (n) => n >= 0,
    (n) => `--latency-ms must be a non-negative integer, got ${n}`
  ),
  Flag.optional,
  Flag.map((o) => (o._tag === "Some" ? o.value : undefined)),
  Flag.withDescription(
    "During a replay, ms (on the replay's clock) from an order's acceptance to its arrival in the book (default 0)"
  )
)

/**
 * `--max-unsent-bytes`.
 *
 * @since 1.2.0
 * @category flags
 */
export const maxUnsentBytes = Flag.Int("max-unsent-bytes").pipe(
  Flag.filter(
    (n) => n >= minUnsentBytes,
    (n) => `--max-unsent-bytes must be at least ${minUnsentBytes} (1 MiB), got ${n}`
  ),
  Flag.optional,
  Flag.map((o) => (o._tag === "Some" ? o.value : undefined)),
  Flag.withDescription(
    "Bytes a WebSocket reader may leave unsent before it is closed with code 1008 (too slow); default 4194304 " +
      "(4 MiB); not at --speed max, where the replay waits for its slowest reader"
  )
)

/**
 * The flags, to spread into the command's.
 *
 * @since 1.2.0
 * @category flags
 */
export const flags = { start, latencyMs, maxUnsentBytes } as const

/**
 * Why the settings cannot be served, when they cannot: `--start` or `--latency-ms` without `--replay` (they would
 * be ignored, and a user who gave them expects a replay).
 *
 * @since 1.2.0
 * @category constructors
 */
export const misuse = (settings: Settings, replaying: boolean): string | undefined =>
  replaying
    ? undefined
    : settings.start !== undefined
      ? "--start needs --replay: it says when a replay starts"
      : settings.latencyMs !== undefined
        ? "--latency-ms needs --replay: it is the latency of orders during a replay"
        : undefined

/**
 * The start a replay at `speed` takes: the one asked, else `on-subscribe` at `"max"` and `now` at a fixed speed.
 *
 * @since 1.2.0
 * @category constructors
 */
export const startOf = (settings: Settings, speed: Replay.Speed): ReplayStart.Start =>
  settings.start ?? (speed === "max" ? "on-subscribe" : "now")

/**
 * The topics the replayed files hold, from their headers (an imported file's header is made from its name and
 * columns): what an `on-subscribe` start waits for. A file that cannot be recognised fails naming it.
 *
 * @since 1.2.0
 * @category constructors
 */
export const recordedTopics = (
  files: ReadonlyArray<string>,
  options: Reader.Options
): Effect.Effect<ReadonlyArray<ReplayStart.RecordedTopic>, Format.RecordingError, FileSystem.FileSystem> =>
  Effect.map(
    Effect.forEach(files, (file) => Reader.source(file, options)),
    (sources) => {
      const seen = new Map<string, ReplayStart.RecordedTopic>()
      for (const src of sources)
        for (const stream of src.header.streams)
          for (const topic of stream.topics)
            seen.set(`${stream.category} ${topic}`, { category: stream.category, topic })
      return [...seen.values()]
    }
  )

/**
 * The replay settings of `Replay.from` these flags give, for files replayed at `speed`.
 *
 * @since 1.2.0
 * @category constructors
 */
export const replaySettings = (
  settings: Settings,
  speed: Replay.Speed,
  files: ReadonlyArray<string>,
  options: Reader.Options
): Effect.Effect<
  {
    readonly start: ReplayStart.Start
    readonly latencyMs: number
    readonly topics?: ReadonlyArray<ReplayStart.RecordedTopic> | undefined
  },
  Format.RecordingError,
  FileSystem.FileSystem
> => {
  const begin = startOf(settings, speed)
  const latency = settings.latencyMs ?? 0
  // only a start on a subscription reads the topics (the files' first lines, once more)
  return begin === "on-subscribe"
    ? Effect.map(recordedTopics(files, options), (topics) => ({ start: begin, latencyMs: latency, topics }))
    : Effect.succeed({ start: begin, latencyMs: latency })
}

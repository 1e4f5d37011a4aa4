/**
 * What to replay and how: the recording's lines, the speed, the latency of the bot's orders, how much there is to
 * replay and when it starts. `Replay` re-exports all of it; `ReplayMarket` (in `Replay`) plays it.
 *
 * @since 1.2.0
 */
import type * as Stream from "effect/Stream"
import type * as Format from "../../Recording/Format.js"
import * as ReplayStart from "./ReplayStart.js"

/**
 * How fast a replay plays: `n` recorded milliseconds per millisecond of the emulator's clock (1 is real time), or
 * `"max"`: the next line as soon as the emulator has published the last one, the clock at the line's time, and never
 * ahead of the slowest reader (while a WebSocket holds over a megabyte unsent, the replay waits for it).
 *
 * @since 1.1.0
 * @category models
 */
export type Speed = number | "max"

/**
 * How much there is to replay, when known: the number of lines and the receive times of the first and the last
 * (`Replay.from` counts the lines it is given in memory; a stream says it through `Replay.from`'s `extent`).
 *
 * @since 1.1.0
 * @category models
 */
export interface Extent {
  readonly lines?: number | undefined
  readonly from?: number | undefined
  readonly to?: number | undefined
}

/**
 * What to replay and how: the recording's lines (a `Stream`, e.g. from the recording reader, or lines in memory),
 * the speed, the latency of the bot's orders (ms from acceptance to the book; default 0), how much there is to
 * replay when known (the replay's progress is reckoned from it; see `ReplayStatus`), when it starts (`now` unless
 * said; see `ReplayStart`) and the topics it holds, when known (an `on-subscribe` start waits for one of them).
 *
 * @since 1.1.0
 * @category models
 */
export interface ReplaySpec<E = never> {
  readonly _tag: "Replay"
  readonly lines: Stream.Stream<Format.Line | Format.Scan, E> | Iterable<Format.Line | Format.Scan>
  readonly speed: Speed
  readonly latencyMs: number
  readonly extent?: Extent | undefined
  /**
   * When it starts playing (default `now`).
   *
   * @since 1.2.0
   */
  readonly start?: ReplayStart.Start | undefined
  /**
   * The topics the recording holds, when known (lines in memory are read for them; a stream's are what `from` was
   * told): an `on-subscribe` start waits for a subscription to one of them, or to any public topic when unknown.
   *
   * @since 1.2.0
   */
  readonly topics?: ReadonlyArray<ReplayStart.RecordedTopic> | undefined
}

/**
 * A replay of `lines` (`speed` 1, no latency and a start at once unless said). Lines in an array are counted, with
 * their first and last times, for the replay's progress, and read for their topics; a stream's extent and topics are
 * not known unless `extent` and `topics` say them.
 *
 * @since 1.1.0
 * @category constructors
 */
export const from = <E = never>(
  lines: Stream.Stream<Format.Line | Format.Scan, E> | Iterable<Format.Line | Format.Scan>,
  settings: {
    readonly speed?: Speed | undefined
    readonly latencyMs?: number | undefined
    readonly extent?: Extent | undefined
    readonly start?: ReplayStart.Start | undefined
    readonly topics?: ReadonlyArray<ReplayStart.RecordedTopic> | undefined
  } = {}
): ReplaySpec<E> => {
  const extent =
    settings.extent ??
    (Array.isArray(lines) && lines.length > 0
      ? {
          lines: lines.length,
          from: (lines[0] as Format.Line | Format.Scan).r,
          to: (lines[lines.length - 1] as Format.Line | Format.Scan).r
        }
      : undefined)
  const topics = settings.topics ?? (Array.isArray(lines) ? ReplayStart.topicsOf(lines) : undefined)
  return {
    _tag: "Replay",
    lines,
    speed: settings.speed ?? 1,
    latencyMs: settings.latencyMs ?? 0,
    ...(extent === undefined ? {} : { extent }),
    ...(settings.start === undefined ? {} : { start: settings.start }),
    ...(topics === undefined ? {} : { topics })
  }
}

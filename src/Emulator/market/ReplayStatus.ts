/**
 * A running replay as its controls see it: what `EmulatorHandle.replay` and `GET /__admin/replay` answer (playing,
 * paused or ended; the speed; the recording's time; how far through the recording), and the controls that pause,
 * play and change the speed while it runs (`POST /__admin/replay`). Paused, the exchange's clock and market stand
 * still: orders are still accepted, and match against the book as the recording left it.
 *
 * @since 1.1.0
 */
import type * as Effect from "effect/Effect"
import type { Extent, Speed } from "./Replay.js"
import type { RecordedMarket } from "./ReplayStart.js"

/**
 * Where a replay stands.
 *
 * @since 1.1.0
 * @category models
 */
export interface Status {
  /** `ended` once the last line is applied (or the recording failed to read); the clock then runs on at 1×. */
  readonly state: "playing" | "paused" | "ended"
  readonly speed: Speed
  /** The replay's clock now: the recording's time, ms. */
  readonly time: number
  /** Lines applied so far. */
  readonly lines: number
  /** The receive time of the first line applied, ms (none before it). */
  readonly from: number | undefined
  /** The receive time of the last line applied, ms (none before the first). */
  readonly at: number | undefined
  /** The recording's extent, when known. */
  readonly extent: Extent | undefined
  /**
   * How far through the recording, 0 to 1: by the recording's time when the first and last lines' times are known,
   * else by lines when their number is; 1 once ended; none when neither is known.
   */
  readonly progress: number | undefined
  /**
   * While a replay waits to start (`ReplayStart`): for `play` (`paused`) or for a subscription to a recorded topic
   * (`on-subscribe`); the state is then `paused`. Absent once it started.
   *
   * @since 1.2.0
   */
  readonly waiting?: "play" | "subscription" | undefined
  /**
   * The markets the recording holds, when its topics are known (lines in memory, a recording's header): a page lists
   * these, not the seeded market's others, which stand still during a replay.
   *
   * @since 2.0.0
   */
  readonly markets?: ReadonlyArray<RecordedMarket> | undefined
}

/**
 * The controls of a running replay. `setSpeed` throws a `RangeError` for a speed that is not a positive number or
 * `"max"`.
 *
 * @since 1.1.0
 * @category models
 */
export interface Control {
  readonly status: () => Status
  /** Stops the clock and the recording where they are (nothing more is applied until `play`). */
  readonly pause: () => void
  /** Starts the clock again from where it stood. */
  readonly play: () => void
  /** Changes the speed from now on (the clock goes on from where it is). */
  readonly setSpeed: (speed: Speed) => void
  /**
   * Pauses the replay (if it plays) and moves its clock on to `time` (the recording's ms; a time it passed already
   * leaves it where it is): every line received up to then is applied, and the next waits for `play` or another
   * step. Succeeds once they are in (or the recording ended), with the status then, what they changed published
   * as at a pause. A replay that has not started (`ReplayStart`) starts, paused. A test moves a replay through its
   * recording with it at its own pace, not the wall clock's; a time that is not a finite number is a defect
   * (`RangeError`).
   *
   * @since 2.0.0
   */
  readonly stepTo: (time: number) => Effect.Effect<Status>
}

/**
 * Whether a value is a speed a replay takes: a positive finite number, or `"max"`.
 *
 * @since 1.1.0
 * @category guards
 */
export const isSpeed = (u: unknown): u is Speed => u === "max" || (typeof u === "number" && Number.isFinite(u) && u > 0)

/**
 * How far through the recording (see `Status.progress`).
 *
 * @since 1.1.0
 * @category constructors
 */
export const progressOf = (
  state: Status["state"],
  lines: number,
  time: number,
  from: number | undefined,
  extent: Extent | undefined
): number | undefined => {
  if (state === "ended") return 1
  const clamp = (x: number) => Math.min(1, Math.max(0, x))
  const start = extent?.from ?? from
  const end = extent?.to
  if (start !== undefined && end !== undefined && end > start) return clamp((time - start) / (end - start))
  if (extent?.lines !== undefined && extent.lines > 0) return clamp(lines / extent.lines)
  return undefined
}

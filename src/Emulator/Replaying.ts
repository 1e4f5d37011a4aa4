/**
 * Playing a recording through a running emulator: the replay's clock and the fiber that feeds the recording's
 * lines to the exchange (`Exchange.replay`) in order.
 *
 * The clock follows the recording: until the first line it is the injected clock; from the first line it is the
 * line's receive time plus the injected time since, times the speed (`speed` 1: real time; N: N times as fast), so a
 * `TestClock` drives a replay as it drives the seeded market. At `"max"` the clock is the current line's receive
 * time: each line is applied as soon as the one before it was published (the fiber yields between lines, so the
 * servers answer and push meanwhile). After the last line the clock runs on at 1× from the last line's time, and the
 * market stays as the recording left it. A recording that fails to read (a corrupt line, a truncated file) ends the
 * replay there with a warning; the emulator keeps serving.
 *
 * @since 1.1.0
 */
import * as Cause from "effect/Cause"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Stream from "effect/Stream"
import type * as Format from "../Recording/Format.js"
import type { Exchange } from "./Exchange.js"
import type * as Replay from "./market/Replay.js"

/**
 * The replay's clock over the injected one.
 *
 * @since 1.1.0
 * @category models
 */
export class ReplayClock {
  /** Recording time and injected time at the anchor (the first line; at `"max"`, the current line or the end). */
  private anchor: { readonly recorded: number; readonly injected: number } | undefined
  private playing = true

  constructor(
    private readonly injected: () => number,
    private readonly speed: Replay.Speed
  ) {}

  /** The replay's time now, ms. */
  now(): number {
    const a = this.anchor
    if (a === undefined) return this.injected()
    const rate = this.speed === "max" ? (this.playing ? 0 : 1) : this.speed
    return a.recorded + Math.floor((this.injected() - a.injected) * rate)
  }

  /** How long (injected ms) until the replay's clock reaches `recorded`; 0 when it has. */
  until(recorded: number): number {
    if (this.anchor === undefined || this.speed === "max") this.anchor = { recorded, injected: this.injected() }
    const behind = recorded - this.now()
    return behind <= 0 || this.speed === "max" ? 0 : Math.ceil(behind / this.speed)
  }

  /** The recording ended: the clock runs on at 1× from where it is. */
  end(): void {
    this.anchor = { recorded: this.now(), injected: this.injected() }
    this.playing = false
  }

  /** Whether the recording is still playing. */
  get running(): boolean {
    return this.playing
  }
}

/**
 * Feeds a recording's lines to the exchange on the replay's clock; ends when the lines do (or fail to read).
 * `started` is done once the first line is in (or the recording turned out empty).
 *
 * @since 1.1.0
 * @category constructors
 */
export const drive = (
  exchange: Exchange,
  spec: Replay.ReplaySpec<unknown>,
  clock: ReplayClock,
  started: Deferred.Deferred<void>
): Effect.Effect<void> => {
  const lines: Stream.Stream<Format.Line, unknown> = Stream.isStream(spec.lines)
    ? spec.lines
    : Stream.fromIterable(spec.lines)
  const step = (line: Format.Line): Effect.Effect<void> => {
    const wait = clock.until(line.r)
    const apply = Effect.sync(() => {
      exchange.replay(line, line.r)
      Deferred.doneUnsafe(started, Exit.void)
    })
    if (wait > 0) return Effect.andThen(Effect.sleep(Duration.millis(wait)), apply)
    // as fast as it is consumed: let the servers answer and push between two lines
    return spec.speed === "max" ? Effect.andThen(apply, Effect.yieldNow) : apply
  }
  return Stream.runForEach(lines, step).pipe(
    Effect.catchCause((cause) =>
      Cause.hasInterruptsOnly(cause)
        ? Effect.interrupt
        : Effect.logWarning("the replay stopped: the recording could not be read", cause)
    ),
    Effect.ensuring(
      Effect.sync(() => {
        clock.end()
        Deferred.doneUnsafe(started, Exit.void)
      })
    )
  )
}

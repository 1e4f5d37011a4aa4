/**
 * Playing a recording through a running emulator: the replay's clock and the fiber that feeds the recording's
 * lines to the exchange (`Exchange.replay`) in order.
 *
 * The clock follows the recording: until the first line it is the injected clock; from the first line it is the
 * line's receive time plus the injected time since, times the speed (`speed` 1: real time; N: N times as fast), so a
 * `TestClock` drives a replay as it drives the seeded market. At `"max"` the clock is the current line's receive
 * time: each line is applied as soon as the one before it was published, and never ahead of the slowest reader: when
 * a socket holds more than its high-water mark of frames unsent (`Consumers`), the next line waits until it drained
 * (the fiber also yields every few lines, so the servers answer and push meanwhile; the frames of a few hundred
 * lines leave in one write, `Consumers.batch`). After the last line the clock runs on at 1× from the last line's
 * time, and the market stays as the recording left it. A recording that fails to read (a corrupt line, a truncated file)
 * ends the replay there and `drive` fails with its error (and `started`, when no line was in yet): a replay never goes
 * on over a market that silently stopped moving.
 *
 * It starts as `Replay.from`'s `start` says (`ReplayStart`): at once, or standing at its first receive time (those
 * lines laid, the clock paused there) until `play` or a subscription to a recorded topic (`ReplayClock.subscribed`).
 *
 * While it plays, `control` pauses it (the clock and the market stand still; orders are still accepted and match
 * against the book as it stands), plays it again and changes its speed (`EmulatorHandle.replay`,
 * `POST /__admin/replay`).
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
import * as LockStep from "./LockStep.js"
import type * as Replay from "./market/Replay.js"
import type * as ReplayStart from "./market/ReplayStart.js"
import * as ReplayStatus from "./market/ReplayStatus.js"

/**
 * The replay's clock over the injected one, with its controls: paused it stands still; a new speed goes on from
 * where it is.
 *
 * @since 1.1.0
 * @category models
 */
export class ReplayClock {
  /** Recording time and injected time at the anchor (the first line; a control; at `"max"`, the current line). */
  private anchor: { recorded: number; readonly injected: number } | undefined
  private ended = false
  private stopped = false
  private current: Replay.Speed
  /** Done at the next control: a wait for a line's time or for `play` looks again. */
  private change = Deferred.makeUnsafe<void>()

  /** What a replay that has not started yet waits for (`ReplayStart`); none once it started. */
  private awaiting: "play" | "subscription" | undefined

  /** Paused, the lines received up to this time are still applied: the furthest time stepped to (`stepTo`). */
  private releasedTo = Number.NEGATIVE_INFINITY
  /** Steps whose lines are not all applied yet: each is done once the drive holds a later line, or at the end. */
  private steps: Array<{ readonly to: number; readonly done: Deferred.Deferred<void> }> = []

  constructor(
    private readonly injected: () => number,
    speed: Replay.Speed,
    start: ReplayStart.Start = "now"
  ) {
    this.current = speed
    this.awaiting = start === "paused" ? "play" : start === "on-subscribe" ? "subscription" : undefined
    // it stands still until it starts (the lines of its first receive time laid: see `drive`)
    this.stopped = this.awaiting !== undefined
  }

  private rate(): number {
    if (this.stopped) return 0
    if (this.ended) return 1
    return this.current === "max" ? 0 : this.current
  }

  /** The replay's time now, ms. */
  now(): number {
    const a = this.anchor
    if (a === undefined) return this.injected()
    const rate = this.rate()
    // standing still (paused, or at "max" between lines) it is the anchor's time: no clock to read
    return rate === 0 ? a.recorded : a.recorded + Math.floor((this.injected() - a.injected) * rate)
  }

  /** How long (injected ms) until the replay's clock reaches `recorded`; 0 when it has (or when paused). */
  until(recorded: number): number {
    const a = this.anchor
    // (a step taken before the first line moved the clock on already)
    if (a === undefined) this.anchor = { recorded: Math.max(recorded, this.releasedTo), injected: this.injected() }
    else if (this.current === "max" && !this.stopped) {
      // at "max" the clock stands at the latest line's time; the injected time it is anchored at is read again at
      // the next control (which anchors anew), so a line does not read the clock
      if (recorded > a.recorded) a.recorded = recorded
      return 0
    }
    const behind = recorded - this.now()
    return behind <= 0 || this.current === "max" || this.stopped ? 0 : Math.ceil(behind / this.current)
  }

  /** Re-anchors at the clock's time now (before the rate changes), and wakes whoever waits. */
  private control(change: () => void): void {
    if (this.anchor !== undefined) this.anchor = { recorded: this.now(), injected: this.injected() }
    change()
    const woken = this.change
    this.change = Deferred.makeUnsafe<void>()
    Deferred.doneUnsafe(woken, Exit.void)
  }

  /** Stops the clock where it is (a replay waiting for a subscription then waits for `play`). */
  pause(): void {
    this.control(() => {
      this.stopped = true
      if (this.awaiting !== undefined) this.awaiting = "play"
    })
  }

  /** Starts the clock again from where it stood (or for the first time). */
  play(): void {
    this.control(() => {
      this.stopped = false
      this.awaiting = undefined
    })
  }

  /**
   * Pauses the clock (if it plays) and moves it on to `recorded` (never back): the drive applies the lines received
   * up to that time and holds the next. The deferred is done once it holds a later line, or once the recording
   * ended. A replay that has not started yet (`ReplayStart`) counts as started, paused.
   */
  stepTo(recorded: number): Deferred.Deferred<void> {
    const done = Deferred.makeUnsafe<void>()
    if (this.ended) Deferred.doneUnsafe(done, Exit.void)
    else this.steps.push({ to: recorded, done })
    this.control(() => {
      this.stopped = true
      this.awaiting = undefined
      if (recorded > this.releasedTo) this.releasedTo = recorded
      if (this.anchor !== undefined && recorded > this.anchor.recorded) this.anchor.recorded = recorded
    })
    return done
  }

  /** Whether a paused replay still applies a line received at `recorded` (a step took the clock past it). */
  released(recorded: number): boolean {
    return recorded <= this.releasedTo
  }

  /** The drive holds the line received at `next` while paused: the steps to an earlier time are done. */
  holding(next: number): void {
    if (this.steps.length === 0) return
    const done = this.steps.filter((step) => step.to < next)
    this.steps = this.steps.filter((step) => step.to >= next)
    for (const step of done) Deferred.doneUnsafe(step.done, Exit.void)
  }

  /** A subscription to a recorded topic came: a replay waiting for one starts. */
  subscribed(): void {
    if (this.awaiting === "subscription") this.play()
  }

  /** What a replay that has not started yet waits for; none once it started. */
  get waiting(): "play" | "subscription" | undefined {
    return this.awaiting
  }

  /** Plays on at another speed from the time it is now. */
  setSpeed(speed: Replay.Speed): void {
    if (!ReplayStatus.isSpeed(speed)) throw new RangeError(`not a replay speed: ${String(speed)}`)
    this.control(() => {
      this.current = speed
    })
  }

  /** The recording ended: the clock runs on at 1× from where it is (or stands, paused); every step is done. */
  end(): void {
    this.control(() => {
      this.ended = true
    })
    const steps = this.steps
    this.steps = []
    for (const step of steps) Deferred.doneUnsafe(step.done, Exit.void)
  }

  /** Done at the next control (pause, play, speed, end). */
  get changed(): Deferred.Deferred<void> {
    return this.change
  }

  /** Whether the recording is still playing (not ended). */
  get running(): boolean {
    return !this.ended
  }

  /** Whether the clock is paused. */
  get paused(): boolean {
    return this.stopped
  }

  /** The speed it plays at. */
  get speed(): Replay.Speed {
    return this.current
  }
}

/**
 * What a replay has applied so far: the number of lines and the first and last receive times.
 *
 * @since 1.1.0
 * @category models
 */
export interface Delivered {
  lines: number
  from: number | undefined
  at: number | undefined
}

/**
 * The controls of a replay over its clock and what it delivered (`EmulatorHandle.replay`). `paused` runs once the
 * clock stands still: the market's steps come every 200 ms of its time, so what the replay applied since the last one
 * would otherwise never be published while it is paused (a chart's bar and a ticker behind the trades applied).
 * `markets`, the recording's when known, are in every status.
 *
 * @since 1.1.0
 * @category constructors
 */
export const control = (
  clock: ReplayClock,
  delivered: Delivered,
  extent: Replay.Extent | undefined,
  paused: () => void = () => {},
  markets?: ReadonlyArray<ReplayStart.RecordedMarket> | undefined
): ReplayStatus.Control => {
  const status = (): ReplayStatus.Status => {
    const state = !clock.running ? "ended" : clock.paused ? "paused" : "playing"
    const time = clock.now()
    const waiting = clock.waiting
    return {
      state,
      speed: clock.speed,
      time,
      lines: delivered.lines,
      from: delivered.from,
      at: delivered.at,
      extent,
      progress: ReplayStatus.progressOf(state, delivered.lines, time, delivered.from, extent),
      ...(waiting === undefined ? {} : { waiting }),
      ...(markets === undefined ? {} : { markets })
    }
  }
  return {
    status,
    pause: () => {
      clock.pause()
      paused()
    },
    play: () => clock.play(),
    setSpeed: (speed) => clock.setSpeed(speed),
    // once the step's lines are in, what they changed is published as at a pause
    stepTo: (time) =>
      Effect.suspend(() => {
        if (!Number.isFinite(time)) return Effect.die(new RangeError(`not a time to step to: ${String(time)}`))
        return Deferred.await(clock.stepTo(time)).pipe(
          Effect.map(() => {
            paused()
            return status()
          })
        )
      })
  }
}

/**
 * The readers of what the replay publishes, as the socket servers see them: whether one fell behind, and a call for
 * when none is behind any more.
 *
 * @since 1.1.0
 * @category models
 */
export interface Consumers {
  readonly congested: () => boolean
  readonly whenDrained: (f: () => void) => void
  /** While on, what the replay publishes is held (each socket's frames pending) until `flush`; off writes it. */
  readonly batch?: ((on: boolean) => void) | undefined
  readonly flush?: (() => void) | undefined
}

// At "max", lines applied between two yields to the servers: few enough that a request waits about a millisecond
// (at the emulator's CPU a line: docs/BENCHMARKS.md, "Replaying a recording"), enough that the event loop's turn
// (timers, a poll for I/O, the fiber's resumption) is not paid every few lines: 32 cost more a line than 128, and 128
// more than 512 (bench/replay-cpu.ts, alternating runs; docs/BENCHMARKS.md, "Figures quoted from code")
const linesPerYield = 512

// At "max", lines whose frames leave in one write: a write per yield cost more than the lines' own frames (on the
// loopback a write wakes the reader), and a reader handed a few hundred frames at once spends less on each. The
// writes' own CPU kept falling past 256 (a write here stays under the 1 MB a reader may hold unsent): node's
// `writeBuffer` over the hour fell with it (bench/replay-cpu.ts profiles; docs/BENCHMARKS.md, "Figures quoted
// from code")
const linesPerFlush = 1024

// Lines before a replay's first yield (and flush, at "max"): see `drive`.
const firstLines = 64

/**
 * Feeds a recording's lines to the exchange on the replay's clock; ends when the lines do, and fails with their error
 * when they fail to read (a defect while applying one fails with the defect). `started` is done once the first line is
 * in, or the recording turned out empty; it fails with the error when the lines failed before their first. Paused, it waits for `play`;
 * a control during a wait for a line's time makes it reckon the wait again. At `"max"`, `consumers` (the socket
 * servers) hold the replay back while a reader is behind.
 *
 * @since 1.1.0
 * @category constructors
 */
export const drive = (
  exchange: Exchange,
  spec: Replay.ReplaySpec<unknown>,
  clock: ReplayClock,
  started: Deferred.Deferred<void, unknown>,
  delivered: Delivered = { lines: 0, from: undefined, at: undefined },
  consumers?: Consumers | undefined
): Effect.Effect<void, unknown> =>
  Effect.flatMap(Effect.service(LockStep.LockStep), (gate) =>
    driveWith(exchange, spec, clock, started, delivered, consumers, gate)
  )

const driveWith = (
  exchange: Exchange,
  spec: Replay.ReplaySpec<unknown>,
  clock: ReplayClock,
  started: Deferred.Deferred<void, unknown>,
  delivered: Delivered,
  consumers: Consumers | undefined,
  gate: LockStep.Gate
): Effect.Effect<void, unknown> => {
  const lines: Stream.Stream<Format.Line | Format.Scan, unknown> = Stream.isStream(spec.lines)
    ? spec.lines
    : Stream.fromIterable(spec.lines)
  const drained =
    consumers === undefined
      ? Effect.void
      : Effect.callback<void>((resume) => consumers.whenDrained(() => resume(Effect.void)))
  const applyNow = (line: Format.Line | Format.Scan): void => {
    exchange.replay(line, line.r)
    delivered.lines++
    delivered.at = line.r
    if (delivered.from === undefined) {
      delivered.from = line.r
      Deferred.doneUnsafe(started, Exit.void)
    }
  }
  // The lines of a chunk in a plain loop: an Effect only where the replay waits (paused, a line's time to come, a
  // reader behind) or yields to the servers, every few lines at any speed (so requests are answered meanwhile)
  // The first yield comes after `firstLines` lines, with a flush at "max": the servers' frames that follow start a
  // second batch while the code that sends them still gathers type feedback (a first frame of a batch that only came
  // once the code was optimized threw that code away, a deopt and a second compile of the whole send path)
  let sinceYield = linesPerYield - firstLines
  let sinceFlush = linesPerFlush - linesPerYield
  let batching = false
  // frames leave at the end of each turn again (a wait, another speed, the end): none is held while the replay waits
  const unbatch = (): void => {
    if (!batching) return
    batching = false
    sinceFlush = 0
    consumers?.batch?.(false)
  }
  let checking = false
  let appliedAtCheck = 0
  const check = (): void => {
    checking = false
    if (!batching) return
    if (delivered.lines === appliedAtCheck) unbatch()
    else {
      checking = true
      appliedAtCheck = delivered.lines
      setImmediate(check)
    }
  }
  const batchable = consumers?.batch !== undefined
  const play = (chunk: ReadonlyArray<Format.Line | Format.Scan>, from: number): Effect.Effect<void> => {
    // at "max" the servers hold their frames for a batch, asked again at every call (it is idempotent): a call made
    // only where a batch starts would be first made after this code was optimized, and throw it away (a deopt)
    if (batchable && clock.speed === "max" && !clock.paused) {
      batching = true
      consumers?.batch?.(true)
    }
    for (let k = from; k < chunk.length; ) {
      const line = chunk[k] as Format.Line | Format.Scan
      const changed = clock.changed
      // before its start, a replay lays the lines of its first receive time (the clock stands there), no more;
      // paused, it applies the lines a step took the clock past (`stepTo`), no more
      if (
        clock.paused &&
        !clock.released(line.r) &&
        (clock.waiting === undefined || (delivered.from !== undefined && line.r > delivered.from))
      ) {
        unbatch()
        clock.holding(line.r)
        return Effect.andThen(Deferred.await(changed), resume(chunk, k))
      }
      const wait = clock.until(line.r)
      if (wait > 0 && gate.paced) {
        // paced (`LockStep`): what the line before sent is taken at its time, then the clock moves on to this line's
        // at once when no sleep ends before it (no timer a line)
        if (!gate.quiet()) {
          unbatch()
          return Effect.andThen(gate.idle, resume(chunk, k))
        }
        if (gate.pace(wait)) continue
      }
      if (wait > 0) {
        unbatch()
        // in lock-step (a backtest's run: no one else to pause it or change its speed) the wait is the clock's alone,
        // with no race against a control (two fibers forked per line)
        const until = Effect.sleep(Duration.millis(wait))
        return Effect.andThen(gate.active ? until : Effect.raceFirst(until, Deferred.await(changed)), resume(chunk, k))
      }
      // in lock-step, a line waits until what the line before it sent was taken and acted on (`LockStep`)
      if (gate.active && !gate.quiet()) {
        unbatch()
        return Effect.andThen(gate.idle, resume(chunk, k))
      }
      const max = clock.speed === "max"
      // (a control made during the line before: the speed changed to "max")
      if (max && !batching && batchable) {
        batching = true
        consumers.batch(true)
      } else if (!max) unbatch()
      applyNow(line)
      k++
      // as fast as it is consumed: wait while a reader is behind
      if (max && consumers?.congested() === true) {
        sinceYield = 0
        unbatch()
        return Effect.andThen(drained, resume(chunk, k))
      }
      if (++sinceYield >= linesPerYield) {
        sinceYield = 0
        if (batching) sinceFlush += linesPerYield
        if (sinceFlush >= linesPerFlush) {
          sinceFlush = 0
          consumers?.flush?.()
        }
        return Effect.andThen(Effect.yieldNow, resume(chunk, k))
      }
    }
    // the next chunk may be a while coming (a stream that is not a file): once a turn of the event loop passed
    // with no line, what is held leaves
    if (batching && !checking) {
      checking = true
      appliedAtCheck = delivered.lines
      setImmediate(check)
    }
    return Effect.void
  }
  const resume = (chunk: ReadonlyArray<Format.Line | Format.Scan>, from: number) =>
    Effect.suspend(() => play(chunk, from))
  return Stream.runForEachArray(lines, (chunk) => resume(chunk, 0)).pipe(
    // the error the lines failed with (or the defect), as the replay's failure
    Effect.catchCause((cause) =>
      Cause.hasInterruptsOnly(cause) ? Effect.interrupt : Effect.fail(Cause.squash(cause))
    ),
    Effect.onExit((exit) =>
      Effect.sync(() => {
        unbatch()
        clock.end()
        // no-op once the first line was in
        Deferred.doneUnsafe(started, Exit.isFailure(exit) && !Cause.hasInterruptsOnly(exit.cause) ? exit : Exit.void)
      })
    )
  )
}

/**
 * Lock-step for a replay and the programs beside it in one process: a recorded line is applied only once every
 * fiber of the run is waiting, so whatever the line before it sent (a book delta, a trade, an order update) was
 * taken, and whatever the strategy did about it (an order, a cancel) reached the exchange, before the market moves
 * again. The same program then gives the same fills on every run, whatever the machine's speed, and runs live
 * unchanged: only its layers differ.
 *
 * How it knows: the run's fibers are scheduled through one `Scheduler` that counts the tasks queued and not yet run
 * (every fiber's resumption, every yield, every frame of an in-process socket: `InProcess.layer`). The replay's drive
 * asks `LockStep.idle` before each line: with no task queued but its own, nothing else can still run; only the
 * outside (a file read, a socket, a timer of the wall clock) could wake a fiber, and a run in lock-step has none: its
 * transport is in-process and its clock is virtual (a `TestClock`, or a sweep run's `pacedClock`).
 *
 * Without this layer the reference answers at once (`LockStep.none`): a replay plays on its clock alone, as it always
 * did.
 *
 * Paced (`provide` with a `pacedClock`: a virtual clock of the run, which knows every sleep's end), a replay in
 * lock-step moves the clock on to its next line's time at once (`Gate.pace`) when no sleep ends before then (or at
 * that time: a sleep due with a line wakes first), instead of sleeping to it; whoever runs the replay advances the
 * clock to the next sleep's end (`Gate.nextDue`, `PacedClock.advance`), each sleep woken and settled (`Gate.settled`)
 * before the next, in the order of their ends (and of the sleeps, at one end), as a `TestClock` wakes them. A timer a
 * line, woken and settled, is what a replay on a virtual clock otherwise costs; a `TestClock`'s wake also races a
 * timer of the wall clock (its warning), which a paced clock has none of.
 *
 * @since 2.0.0
 */
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Scheduler from "effect/Scheduler"

/**
 * The gate a replay asks before each line: `quiet` whether no other task is queued now, `idle` waits until none is.
 *
 * @since 2.0.0
 * @category models
 */
export interface Gate {
  /** Whether lock-step holds (a gate of `LockStep.layer`); `none` answers `false`. */
  readonly active: boolean
  /** No task is queued now. */
  readonly quiet: () => boolean
  /** Waits (yielding to the queued tasks) until no other task is queued. */
  readonly idle: Effect.Effect<void>
  /** Waits until no other task is queued and no fiber waits in `idle`: for the one that moves the run's clock. */
  readonly settled: Effect.Effect<void>
  /** Tasks run through the gate's scheduler so far: what a run's report counts as its scheduling work. */
  readonly tasks: () => number
  /** Whether the run's clock is paced (`provide` with a `pacedClock`): then `pace` and `nextDue` answer. */
  readonly paced: boolean
  /**
   * Paced: moves the run's clock on by `wait` ms at once and answers `true`, when no sleep of the run ends before
   * then or at that time; `false` (and unpaced, always): sleep on the clock.
   */
  readonly pace: (wait: number) => boolean
  /** Paced: when the run's earliest sleep ends (ms), if one sleeps; unpaced, `undefined`. */
  readonly nextDue: () => number | undefined
}

/**
 * No lock-step: a replay plays on its clock alone.
 *
 * @since 2.0.0
 * @category constructors
 */
export const none: Gate = {
  active: false,
  quiet: () => true,
  idle: Effect.void,
  settled: Effect.void,
  tasks: () => 0,
  paced: false,
  pace: () => false,
  nextDue: () => undefined
}

/**
 * The gate of the current fiber (`none` unless `LockStep.layer` or `LockStep.provide` set one).
 *
 * @since 2.0.0
 * @category references
 */
export const LockStep: Context.Reference<Gate> = Context.Reference<Gate>("effect-bybit/Emulator/LockStep", {
  defaultValue: () => none
})

/**
 * A scheduler over `inner` that counts what is queued, and the gate that reads the count.
 *
 * @since 2.0.0
 * @category constructors
 */
export const make = (inner: Scheduler.Scheduler): { readonly scheduler: Scheduler.Scheduler; readonly gate: Gate } => {
  let queued = 0
  let ran = 0
  const dispatcher = inner.makeDispatcher()
  // the fibers of the run waiting for no task to be queued (`idle`), and those waiting for that and no fiber in `idle`
  // (`settled`): when none is queued, one goes on, an `idle` one first (its resumption is queued, the others wait)
  const idlers: Array<() => void> = []
  const settlers: Array<() => void> = []
  const wake = (): void => {
    ;(idlers.shift() ?? settlers.shift())?.()
  }
  // one dispatcher for every fiber of the run: the count is the run's, and tasks keep the order they were queued in
  const shared: Scheduler.SchedulerDispatcher = {
    scheduleTask(task, priority) {
      queued++
      dispatcher.scheduleTask(() => {
        queued--
        ran++
        try {
          task()
        } finally {
          if (queued === 0) wake()
        }
      }, priority)
    },
    flush() {
      dispatcher.flush()
    }
  }
  const scheduler: Scheduler.Scheduler = {
    executionMode: inner.executionMode,
    shouldYield: (fiber) => inner.shouldYield(fiber),
    makeDispatcher: () => shared
  }
  const quiet = (): boolean => queued === 0
  const waitIn = (waiters: Array<() => void>): Effect.Effect<void> =>
    Effect.callback<void>((resume) => {
      // resumed as a task of the run (a resumption runs the fiber at once, here, where the count would not see it)
      const go = (): void => shared.scheduleTask(() => resume(Effect.void), 0)
      waiters.push(go)
      return Effect.sync(() => {
        const i = waiters.indexOf(go)
        if (i !== -1) waiters.splice(i, 1)
      })
    })
  // A fiber of the run waits for no task to be queued, woken one at a time (two that yielded until then would each
  // keep the other's yield queued); one whose tasks this scheduler does not count (it ran before lock-step was
  // provided: the caller's) yields until then (its yields are not queued here)
  const waitFor = (waiters: Array<() => void>, done: () => boolean): Effect.Effect<void> => {
    const loop: Effect.Effect<void> = Effect.withFiber((fiber) =>
      done()
        ? Effect.void
        : fiber.currentDispatcher === shared
          ? waitIn(waiters)
          : Effect.andThen(Effect.yieldNow, loop)
    )
    return loop
  }
  const idle = waitFor(idlers, () => queued === 0)
  // and no fiber waits in `idle`: every fiber of the run waits on something else (the clock, a message)
  const settled = waitFor(settlers, () => queued === 0 && idlers.length === 0)
  return {
    scheduler,
    gate: {
      active: true,
      quiet,
      idle,
      settled,
      tasks: () => ran,
      paced: false,
      pace: () => false,
      nextDue: () => undefined
    }
  }
}

interface Sleep {
  readonly at: number
  readonly wake: () => void
}

/** Inserts `sleep` into the ascending `sleeps`, after those ending at the same time (they wake in the order slept). */
const insert = (sleeps: Array<Sleep>, sleep: Sleep): void => {
  let low = 0
  let high = sleeps.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((sleeps[mid] as Sleep).at <= sleep.at) low = mid + 1
    else high = mid
  }
  sleeps.splice(low, 0, sleep)
}

const nanosOf = (ms: number): bigint => BigInt(Math.trunc(ms)) * 1_000_000n + BigInt(Math.round((ms % 1) * 1e6))

/**
 * A paced run's clock: virtual, at `from` (ms), moved only by `pace` (at once, when no sleep ends before or at the
 * new time) and `advance` (to a time, waking the sleeps that end by then in order, each settled by `settled` before
 * the next: every fiber it woke waits again).
 *
 * @since 2.0.0
 * @category models
 */
export interface PacedClock {
  readonly clock: Clock.Clock
  readonly pace: (wait: number) => boolean
  readonly nextDue: () => number | undefined
  readonly advance: (to: number, settled: Effect.Effect<void>) => Effect.Effect<void>
}

/**
 * A paced run's clock from `from` (see `PacedClock`).
 *
 * @since 2.0.0
 * @category constructors
 */
export const pacedClock = (from: number): PacedClock => {
  let now = from
  // the sleeps not yet over, by their end
  const sleeps: Array<Sleep> = []
  const current = (): number => now
  const clock: Clock.Clock = {
    currentTimeMillisUnsafe: current,
    currentTimeMillis: Effect.sync(current),
    currentTimeNanosUnsafe: () => nanosOf(now),
    currentTimeNanos: Effect.sync(() => nanosOf(now)),
    monotonicTimeNanosUnsafe: () => nanosOf(now),
    monotonicTimeNanos: Effect.sync(() => nanosOf(now)),
    sleep: (duration) =>
      Effect.suspend(() => {
        const ms = Duration.toMillis(duration)
        if (!(ms > 0)) return Effect.void
        return Effect.callback<void>((resume) => {
          const sleep: Sleep = { at: now + ms, wake: () => resume(Effect.void) }
          insert(sleeps, sleep)
          // interrupted: no longer due (woken, it is gone already)
          return Effect.sync(() => {
            const i = sleeps.indexOf(sleep)
            if (i !== -1) sleeps.splice(i, 1)
          })
        })
      })
  }
  const pace = (wait: number): boolean => {
    const to = now + wait
    if (sleeps.length > 0 && (sleeps[0] as Sleep).at <= to) return false
    now = to
    return true
  }
  const advance = (to: number, settled: Effect.Effect<void>): Effect.Effect<void> =>
    Effect.suspend(() => {
      const due = sleeps[0]
      if (due === undefined || due.at > to) {
        if (to > now) now = to
        return Effect.void
      }
      sleeps.shift()
      if (due.at > now) now = due.at
      due.wake()
      return Effect.andThen(settled, advance(to, settled))
    })
  return { clock, pace, nextDue: () => sleeps[0]?.at, advance }
}

/**
 * Runs `effect` in lock-step: its fibers (and the ones they fork) on a counting scheduler over the current one, and
 * the gate a replay started inside it asks. With `clock` (a `pacedClock` the caller advances), paced: it is
 * `effect`'s clock and the gate paces it (see the module's description).
 *
 * @since 2.0.0
 * @category combinators
 */
export const provide = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  options: { readonly clock?: PacedClock | undefined } = {}
): Effect.Effect<A, E, R> =>
  Effect.gen(function* () {
    const { scheduler, gate } = make(yield* Scheduler.Scheduler)
    const inLockStep = effect.pipe(Effect.provideService(Scheduler.Scheduler, scheduler))
    const paced = options.clock
    if (paced === undefined) return yield* Effect.provideService(inLockStep, LockStep, gate)
    return yield* inLockStep.pipe(
      Effect.provideService(LockStep, { ...gate, paced: true, pace: paced.pace, nextDue: paced.nextDue }),
      Effect.provideService(Clock.Clock, paced.clock)
    )
  })

/**
 * Lock-step as a layer (see `provide`); build it after the clock's layer (a `TestClock`'s scheduler is wrapped).
 *
 * @since 2.0.0
 * @category layers
 */
export const layer: Layer.Layer<never> = Layer.effectContext(
  Effect.gen(function* () {
    const { scheduler, gate } = make(yield* Scheduler.Scheduler)
    return Context.make(Scheduler.Scheduler, scheduler).pipe(Context.add(LockStep, gate))
  })
)

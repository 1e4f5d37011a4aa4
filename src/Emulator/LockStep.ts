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
 * transport is in-process and its clock is a `TestClock`.
 *
 * Without this layer the reference answers at once (`LockStep.none`): a replay plays on its clock alone, as it always
 * did.
 *
 * @since 2.0.0
 */
import * as Context from "effect/Context"
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
  /**
   * Yields to the queued tasks as one that waits on the gate: `quiet` and `idle` do not count it (a run's drive
   * that waits for the replay to catch up, while the replay waits for the quiet).
   */
  readonly pass: Effect.Effect<void>
  /** Tasks run through the gate's scheduler so far: what a run's report counts as its scheduling work. */
  readonly tasks: () => number
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
  pass: Effect.yieldNow,
  tasks: () => 0
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
  // one dispatcher for every fiber of the run: the count is the run's, and tasks keep the order they were queued in
  const shared: Scheduler.SchedulerDispatcher = {
    scheduleTask(task, priority) {
      queued++
      dispatcher.scheduleTask(() => {
        queued--
        ran++
        task()
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
  // tasks queued by fibers that wait on the gate (`idle`, `pass`): not work, so not counted. Two fibers in `idle`
  // at once (the replay at a line, the drive at a move) would otherwise each wait for the other's yield forever.
  let parked = 0
  const quiet = (): boolean => queued === parked
  const pass: Effect.Effect<void> = Effect.suspend(() => {
    parked++
    return Effect.ensuring(
      Effect.yieldNow,
      Effect.sync(() => {
        parked--
      })
    )
  })
  // a yield queues this fiber behind whatever is queued; back here with nothing queued, every other fiber waits
  const idle: Effect.Effect<void> = Effect.suspend(() => (quiet() ? Effect.void : Effect.andThen(pass, idle)))
  return { scheduler, gate: { active: true, quiet, idle, pass, tasks: () => ran } }
}

/**
 * Runs `effect` in lock-step: its fibers (and the ones they fork) on a counting scheduler over the current one, and
 * the gate a replay started inside it asks.
 *
 * @since 2.0.0
 * @category combinators
 */
export const provide = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.gen(function* () {
    const { scheduler, gate } = make(yield* Scheduler.Scheduler)
    return yield* effect.pipe(
      Effect.provideService(Scheduler.Scheduler, scheduler),
      Effect.provideService(LockStep, gate)
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

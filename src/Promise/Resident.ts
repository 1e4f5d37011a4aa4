/**
 * The Promise facade's resident fibers: long-lived fibers in a client's runtime, each running calls one after
 * another. Entering the runtime through `runCallback` makes a fiber for every call — its context, its
 * scheduler runner, its observers — and that garbage was most of what a facade call cost beyond the Effect call it
 * runs. A call now goes to a parked resident; when none is parked a new one starts with it, up to `size` of them
 * (as many as the calls the client has had in flight at once). Calls beyond that, calls with an `AbortSignal`
 * (interrupting one must not end a resident) and every call before the runtime is built run on a fiber of their own.
 *
 * @since 0.2.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Fiber from "effect/Fiber"
import type * as ManagedRuntime from "effect/ManagedRuntime"

/**
 * The residents of one client.
 *
 * @since 0.2.0
 * @category models
 */
export interface Resident<R> {
  /** Runs the call on a resident (`onExit` gets its exit); `false` when none can take it. */
  readonly offer: <A, E>(effect: Effect.Effect<A, E, R>, onExit: (exit: Exit.Exit<A, E>) => void) => boolean
  /** Lets residents start: call it once a call has run, so the runtime is built. */
  readonly ready: () => void
  /** Stops the residents: the parked ones at once, the busy ones after their call. None takes a call afterwards. */
  readonly close: () => void
}

interface Job<R> {
  readonly effect: Effect.Effect<unknown, unknown, R>
  readonly onExit: (exit: Exit.Exit<unknown, unknown>) => void
}

/**
 * The residents of a runtime, at most `size` of them; nothing runs until `ready`.
 *
 * @since 0.2.0
 * @category constructors
 */
export const make = <R, ER>(runtime: ManagedRuntime.ManagedRuntime<R, ER>, size = 64): Resident<R> => {
  let ready = false
  let closed = false
  let count = 0
  // the parked residents' wake-ups, the last parked on top: awaited calls keep reusing one resident
  const parked: Array<(job: Job<R>) => void> = []
  // how to stop each parked resident (a busy one stops after its call: its call is not interrupted)
  const stops = new Map<(job: Job<R>) => void, () => void>()

  const spawn = (first: Job<R>): void => {
    // the call this resident runs, settled by the observer should the resident end under it
    let current: Job<R> | undefined = first
    let resume: ((effect: Effect.Effect<Job<R>>) => void) | undefined
    const wake = (job: Job<R>) => {
      current = job
      const take = resume
      resume = undefined
      take?.(Effect.succeed(job))
    }
    // no cleanup on interruption: only `close` interrupts a resident, and a closed resident takes no call
    const next = Effect.callback<Job<R>>((callback) => {
      resume = callback
      parked.push(wake)
    })
    const done = (job: Job<R>, exit: Exit.Exit<unknown, unknown>): Effect.Effect<void, never, R> => {
      current = undefined
      job.onExit(exit)
      return closed ? Effect.void : Effect.flatMap(next, run)
    }
    // tail calls: the run loop pops each continuation before running the next, so the stack stays flat
    const run = (job: Job<R>): Effect.Effect<void, never, R> =>
      Effect.matchCauseEffect(job.effect, {
        onFailure: (cause) => done(job, Exit.failCause(cause)),
        onSuccess: (value) => done(job, Exit.succeed(value))
      })
    count++
    const fiber: Fiber.Fiber<void, ER> = runtime.runFork(run(first))
    stops.set(wake, () => fiber.interruptUnsafe())
    fiber.addObserver((exit) => {
      // ended (closed, or a defect in its own loop): its place is free, and a call it held is settled
      count--
      stops.delete(wake)
      const at = parked.indexOf(wake)
      if (at >= 0) parked.splice(at, 1)
      const job = current
      current = undefined
      if (job !== undefined) job.onExit(Exit.isFailure(exit) ? exit : Exit.die("the resident fiber ended"))
    })
  }

  return {
    offer: (effect, onExit) => {
      if (!ready || closed) return false
      const job = { effect, onExit } as Job<R>
      const wake = parked.pop()
      if (wake !== undefined) wake(job)
      else if (count < size) spawn(job)
      else return false
      return true
    },
    ready: () => {
      ready = true
    },
    close: () => {
      closed = true
      for (const wake of parked.splice(0)) stops.get(wake)?.()
    }
  }
}

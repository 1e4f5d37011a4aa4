/**
 * The Promise facade's resident fiber: one long-lived fiber in a client's runtime that runs calls one after another
 * while it is free. Entering the runtime through `runCallback` makes a fiber for every call — its fiber-ref copies,
 * its scheduler runner, its observers — and that garbage was most of what a facade call cost beyond the Effect call
 * it runs. A caller who awaits each call (the usual loop) now finds the resident free every time and makes no fiber.
 * Calls that arrive while it is busy, calls with an `AbortSignal` (interrupting one must not end the resident) and
 * every call before the runtime is built still run on a fiber of their own.
 *
 * @since 0.2.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Fiber from "effect/Fiber"
import * as FiberId from "effect/FiberId"
import type * as ManagedRuntime from "effect/ManagedRuntime"

/**
 * The resident of one client.
 *
 * @since 0.2.0
 * @category models
 */
export interface Resident<R> {
  /** Runs the call on the resident if it waits for one (`onExit` gets its exit); `false` when it cannot take it. */
  readonly offer: <A, E>(effect: Effect.Effect<A, E, R>, onExit: (exit: Exit.Exit<A, E>) => void) => boolean
  /** Starts the resident if it has not started: call it once a call has run, so the runtime is built. */
  readonly ready: () => void
  /** Stops the resident: at once if it waits, after its call if it runs one. It takes no call afterwards. */
  readonly close: () => void
}

interface Job<R> {
  readonly effect: Effect.Effect<unknown, unknown, R>
  readonly onExit: (exit: Exit.Exit<unknown, unknown>) => void
}

/**
 * The resident of a runtime; nothing runs until `ready`.
 *
 * @since 0.2.0
 * @category constructors
 */
export const make = <R, ER>(runtime: ManagedRuntime.ManagedRuntime<R, ER>): Resident<R> => {
  let started = false
  let closed = false
  // set while the resident waits for a call; taking a call clears it, so it is handed at most one at a time
  let waiting: ((job: Job<R>) => void) | undefined
  let fiber: Fiber.RuntimeFiber<void, ER> | undefined
  // the call it runs, settled by the observer should the resident end under it (a defect, an interruption)
  let current: Job<R> | undefined

  // no cleanup on interruption: only `close` interrupts it, and a closed resident takes no call
  const next = Effect.async<Job<R>>((resume) => {
    waiting = (job) => {
      waiting = undefined
      current = job
      resume(Effect.succeed(job))
    }
  })
  const done = (job: Job<R>, exit: Exit.Exit<unknown, unknown>) => {
    current = undefined
    job.onExit(exit)
    return closed ? Effect.void : serve
  }
  // tail-recursive: the run loop pops each continuation before running the next, so the stack stays flat
  const serve: Effect.Effect<void, never, R> = Effect.flatMap(next, (job) =>
    Effect.matchCauseEffect(job.effect, {
      onFailure: (cause) => done(job, Exit.failCause(cause)),
      onSuccess: (value) => done(job, Exit.succeed(value))
    })
  )

  return {
    offer: (effect, onExit) => {
      const take = waiting
      if (take === undefined) return false
      take({ effect, onExit } as Job<R>)
      return true
    },
    ready: () => {
      if (started || closed) return
      started = true
      fiber = runtime.runFork(serve)
      fiber.addObserver((exit) => {
        // ended (closed, or the runtime failed to run it): calls go back to fibers of their own
        closed = true
        waiting = undefined
        const job = current
        current = undefined
        if (job !== undefined) job.onExit(Exit.isFailure(exit) ? exit : Exit.die("the resident fiber ended"))
      })
    },
    close: () => {
      closed = true
      if (waiting !== undefined) {
        waiting = undefined
        fiber?.unsafeInterruptAsFork(FiberId.none)
      }
    }
  }
}

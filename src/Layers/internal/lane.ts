/**
 * The rate budget's first-come-first-served lanes: one per budget key, so a draw that waits keeps its place.
 *
 * @since 1.0.0
 * @internal
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"

interface Waiter {
  handed: boolean
  readonly wake: Deferred.Deferred<void>
}

/**
 * A first-come-first-served lane per key: a waiter is handed the lane, so no newcomer overtakes it. `busy` while a
 * draw runs in it (waiting for its window included).
 *
 * @since 1.0.0
 * @internal
 */
export class Lane {
  busy = false
  readonly waiters: Array<Waiter> = []

  leave(): void {
    const next = this.waiters.shift()
    if (next === undefined) {
      this.busy = false
      return
    }
    next.handed = true
    Deferred.doneUnsafe(next.wake, Exit.void)
  }

  enter(restore: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>): Effect.Effect<void> {
    return Effect.suspend(() => {
      if (!this.busy) {
        this.busy = true
        return Effect.void
      }
      const waiter: Waiter = { handed: false, wake: Deferred.makeUnsafe<void>() }
      this.waiters.push(waiter)
      return restore(Deferred.await(waiter.wake)).pipe(
        Effect.onInterrupt(() =>
          Effect.sync(() => {
            if (waiter.handed) this.leave()
            else this.waiters.splice(this.waiters.indexOf(waiter), 1)
          })
        )
      )
    })
  }

  run<A, E>(body: Effect.Effect<A, E>): Effect.Effect<A, E> {
    return Effect.uninterruptibleMask((restore) =>
      Effect.andThen(
        this.enter(restore),
        Effect.ensuring(
          restore(body),
          Effect.sync(() => this.leave())
        )
      )
    )
  }
}

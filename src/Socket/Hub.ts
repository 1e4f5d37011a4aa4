/**
 * A connection's events and state as plain broadcasts: values are handed synchronously to the streams observing
 * them, each with an unbounded buffer. They do for the socket core what an unbounded `PubSub` and a
 * `SubscriptionRef` did, without those modules and their strategies and semaphores (bytes of a browser bundle:
 * docs/BENCHMARKS.md, "What each fast path buys"). It imports nothing of the socket's, so it stands below every
 * module of it, `internal/` included; no entry point of the package exports it.
 *
 * @since 0.2.0
 */
import type * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Queue from "effect/Queue"
import * as Stream from "effect/Stream"

type Observer<A> = Queue.Queue<A, Cause.Done>

/**
 * Values published to every stream observing it at the time.
 *
 * @since 0.2.0
 */
export interface Hub<A> {
  /** Hands a value to every observer (nothing after `close`). */
  readonly publish: (value: A) => void
  /** The values published while it runs; ends once the hub is closed (after the values it holds). */
  readonly stream: Stream.Stream<A>
  /** Ends every observer's stream; a stream started later ends at once. */
  readonly close: () => void
}

// Adds an observer for the stream's lifetime (`first` runs in the same synchronous step, before anything else can
// be published).
const observe = <A>(observers: Set<Observer<A>>, first: (observer: Observer<A>) => boolean): Stream.Stream<A> =>
  Stream.callback<A>((observer) =>
    Effect.acquireRelease(
      Effect.sync(() => {
        if (first(observer)) observers.add(observer)
      }),
      () =>
        Effect.sync(() => {
          observers.delete(observer)
        })
    )
  )

/**
 * Makes a hub.
 *
 * @since 0.2.0
 */
export const make = <A>(): Hub<A> => {
  const observers = new Set<Observer<A>>()
  let closed = false
  return {
    publish: (value) => {
      if (!closed) for (const observer of observers) Queue.offerUnsafe(observer, value)
    },
    stream: observe(observers, (observer) => {
      if (!closed) return true
      Queue.endUnsafe(observer)
      return false
    }),
    close: () => {
      closed = true
      for (const observer of observers) Queue.endUnsafe(observer)
      observers.clear()
    }
  }
}

/**
 * A current value and its changes.
 *
 * @since 0.2.0
 */
export interface Cell<A> {
  /** The current value. */
  readonly get: Effect.Effect<A>
  /** The current value, then every value set while it runs (a value set twice is emitted twice). */
  readonly changes: Stream.Stream<A>
}

/**
 * A cell its owner sets.
 *
 * @since 0.2.0
 */
export interface MutableCell<A> extends Cell<A> {
  readonly unsafeGet: () => A
  readonly set: (value: A) => Effect.Effect<void>
}

/**
 * Makes a cell holding `initial`.
 *
 * @since 0.2.0
 */
export const cell = <A>(initial: A): MutableCell<A> => {
  const observers = new Set<Observer<A>>()
  let current = initial
  return {
    get: Effect.sync(() => current),
    unsafeGet: () => current,
    changes: observe(observers, (observer) => {
      Queue.offerUnsafe(observer, current)
      return true
    }),
    set: (value) =>
      Effect.sync(() => {
        current = value
        for (const observer of observers) Queue.offerUnsafe(observer, value)
      })
  }
}

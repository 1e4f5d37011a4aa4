/**
 * A running execution algorithm, as a handle: the algorithm's progress stream runs in a fiber of the caller's
 * scope (closing the scope stops it), and the handle reads its latest progress, follows its changes, waits for its
 * end, or cancels it (the algorithm then cancels its open slices).
 *
 * ```ts
 * const handle = yield* Handle.start(Iceberg.run(params))
 * yield* Effect.sleep("1 minute")
 * yield* handle.cancel
 * ```
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type * as Slices from "./Slices.js"

/**
 * A running algorithm.
 *
 * @since 1.2.0
 * @category models
 */
export interface Handle<E> {
  /** The latest progress (none before the first), then every change. */
  readonly progress: Stream.Stream<Option.Option<Slices.Progress>>
  /** The latest progress. */
  readonly latest: Effect.Effect<Option.Option<Slices.Progress>>
  /** Waits for a progress that `accept`s. */
  readonly until: (accept: (progress: Slices.Progress) => boolean) => Effect.Effect<Slices.Progress>
  /** Stops the algorithm: its open slices are cancelled. */
  readonly cancel: Effect.Effect<void>
  /** Waits for the algorithm's end: its last progress, or its failure. */
  readonly await: Effect.Effect<Option.Option<Slices.Progress>, E>
}

/**
 * Starts an algorithm's progress stream in the scope.
 *
 * @since 1.2.0
 * @category constructors
 */
export const start = <E, R>(
  algorithm: Stream.Stream<Slices.Progress, E, R>
): Effect.Effect<Handle<E>, never, R | Scope.Scope> =>
  Effect.gen(function* () {
    const latest = yield* SubscriptionRef.make<Option.Option<Slices.Progress>>(Option.none())
    const fiber = yield* Effect.forkScoped(
      Stream.runForEach(algorithm, (p) => SubscriptionRef.set(latest, Option.some(p))).pipe(
        Effect.andThen(SubscriptionRef.get(latest))
      )
    )
    const progress = SubscriptionRef.changes(latest)
    return {
      progress,
      latest: SubscriptionRef.get(latest),
      until: (accept) =>
        progress.pipe(
          Stream.filter((p) => Option.isSome(p) && accept(p.value)),
          Stream.runHead,
          Effect.flatMap((p) => Effect.fromOption(Option.flatten(p))),
          // the stream of changes never ends, so a head is always found
          Effect.orDie
        ),
      cancel: Fiber.interrupt(fiber),
      await: Fiber.join(fiber)
    }
  })

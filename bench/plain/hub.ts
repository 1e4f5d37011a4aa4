/**
 * The plain Effect form of `src/Socket/Hub.ts` (bench/fastPaths.ts): the broadcasts on an unbounded
 * `PubSub`, the cell on a `SubscriptionRef`.
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import * as PubSub from "effect/PubSub"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type { Hub, MutableCell } from "../../src/Socket/Hub.js"

/**
 * Makes a hub on a `PubSub`.
 *
 * @since 1.2.0
 */
export const make = <A>(): Hub<A> => {
  const pubsub = Effect.runSync(PubSub.unbounded<A>())
  return {
    publish: (value) => {
      PubSub.publishUnsafe(pubsub, value)
    },
    stream: Stream.fromPubSub(pubsub),
    close: () => {
      Effect.runFork(PubSub.shutdown(pubsub))
    }
  }
}

/**
 * Makes a cell on a `SubscriptionRef`.
 *
 * @since 1.2.0
 */
export const cell = <A>(initial: A): MutableCell<A> => {
  const ref = Effect.runSync(SubscriptionRef.make(initial))
  return {
    get: SubscriptionRef.get(ref),
    unsafeGet: () => SubscriptionRef.getUnsafe(ref),
    changes: SubscriptionRef.changes(ref),
    set: (value) => SubscriptionRef.set(ref, value)
  }
}

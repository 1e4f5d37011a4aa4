/**
 * Where the rate budget keeps its counters: one state per budget key (an account's endpoint group, or the IP).
 * In memory by default; a store shared between processes (Redis, a database row) implements the same `modify`.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"

/**
 * A shared store could not be reached (or answered too late) and its policy is to fail closed: the request was not
 * sent. Only a shared store configured so raises it; the in-memory store never does.
 *
 * @since 0.2.0
 * @category errors
 */
export class RateBudgetUnavailable extends Schema.TaggedError<RateBudgetUnavailable>()("RateBudgetUnavailable", {
  store: Schema.String,
  reason: Schema.String
}) {
  override get message(): string {
    return `Not sent: the shared rate budget (${this.store}) is unavailable: ${this.reason}`
  }
}

/**
 * The counters of one budget: its limit and window, the send times still inside the window (one entry per unit,
 * oldest first) and a pause (a 10006, or a 403 for the IP key).
 *
 * @since 0.1.0
 * @category models
 */
export interface BucketState {
  limit: number
  windowMs: number
  /** Send times (ms, local clock) still inside the window, oldest first; a batch of n orders leaves n entries. */
  readonly stamps: Array<number>
  /** No unit is granted before this time (ms, local clock). */
  pausedUntil: number
  /**
   * The stamps (each also in `stamps`, one entry per unit) of units whose calls are still in flight: they stay spent,
   * whatever their age, until the call is settled (its reply observed, or its end without one). Absent: none.
   */
  inFlight?: Array<number> | undefined
}

/**
 * The store service. `modify` runs `f` atomically on one key's state: `f` may change the state it is given (or
 * return a new one) and returns its answer with the state to keep. A shared store may run `f` more than once (on a
 * conflicting write by another process it reads again): `f` must only compute, never act. Times are on the local
 * clock; a shared store translates them to its own.
 *
 * @since 0.1.0
 * @category models
 */
export interface RateBudgetStoreService {
  readonly modify: <A>(
    key: string,
    f: (current: BucketState | undefined) => readonly [A, BucketState]
  ) => Effect.Effect<A, RateBudgetUnavailable>
  /** A copy of every key's state (for inspection and tests). */
  readonly entries: Effect.Effect<ReadonlyMap<string, BucketState>, RateBudgetUnavailable>
}

/**
 * The store of the rate budget.
 *
 * @since 0.1.0
 * @category tags
 */
export class RateBudgetStore extends Context.Service<RateBudgetStore, RateBudgetStoreService>()(
  "effect-bybit/RateBudgetStore"
) {}

/**
 * How long past its window a unit in flight stays spent at most (ms) when its call is never settled (its process
 * ended mid-call): no call is in flight that long (a signed request older than its receive window is refused), and
 * the unit then comes back to the budget.
 *
 * @since 0.2.0
 * @category constants
 */
export const inFlightLimitMs = 30_000

/**
 * The `inFlight` field of a copy of a state (none when the state has none).
 *
 * @since 0.2.0
 * @category models
 */
export const copyInFlight = (state: BucketState): { inFlight?: Array<number> } =>
  state.inFlight === undefined ? {} : { inFlight: [...state.inFlight] }

/**
 * A store in this process's memory: a map; `modify` is atomic because it runs synchronously.
 *
 * @since 0.1.0
 * @category constructors
 */
export const makeMemory: Effect.Effect<RateBudgetStoreService> = Effect.sync(() => {
  const states = new Map<string, BucketState>()
  return {
    modify: (key, f) =>
      Effect.sync(() => {
        const [answer, next] = f(states.get(key))
        states.set(key, next)
        return answer
      }),
    entries: Effect.sync(
      () =>
        new Map(
          [...states].map(
            ([key, state]) => [key, { ...state, stamps: [...state.stamps], ...copyInFlight(state) }] as const
          )
        )
    )
  } satisfies RateBudgetStoreService
})

/**
 * The in-memory store as a layer (the default).
 *
 * @example
 * ```ts
 * import { RateBudget, RateBudgetStore } from "effect-bybit"
 * import * as Layer from "effect/Layer"
 *
 * // the budget over a store of its own: here the in-memory one, which `RateBudget.layer` uses by default
 * const budget = RateBudget.layerWithStore().pipe(Layer.provide(RateBudgetStore.layerMemory))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layerMemory: Layer.Layer<RateBudgetStore> = Layer.effect(RateBudgetStore, makeMemory)

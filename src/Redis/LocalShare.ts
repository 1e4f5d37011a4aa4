/**
 * The fallback of a shared rate budget while its store is unavailable: counters in this process that grant only
 * this process's share (`1 / fleetSize`) of each limit, so a fleet whose processes all fall back stays within the
 * exchange's budget.
 *
 * @since 0.2.0
 */
import { type BucketState, copyInFlight } from "../Layers/RateBudgetStore.js"

/**
 * A local share.
 *
 * @since 0.2.0
 * @category models
 */
export interface LocalShare {
  /**
   * Runs `f` on the key's local state, whose `limit` is the share of the full limit. `seed` is the key's last known
   * shared state: a key this share has no state for starts from it, so the fleet's sends still in their window count
   * against the share (from an empty state, the first draws of an outage would go out beside them and draw 10006).
   */
  readonly modify: <A>(
    key: string,
    f: (current: BucketState | undefined) => readonly [A, BucketState],
    seed?: BucketState | undefined
  ) => A
  /** Forgets every key (the next outage starts from the shared state of then). */
  readonly clear: () => void
}

/**
 * A local share of `1 / fleetSize` (at least one unit of each limit).
 *
 * @since 0.2.0
 * @category constructors
 */
export const make = (fleetSize: number): LocalShare => {
  const size = Math.max(1, Math.floor(fleetSize))
  const share = (limit: number) => Math.max(1, Math.floor(limit / size))
  // the full limit each key was last given (by the budget's seed or the exchange's headers)
  const full = new Map<string, number>()
  const states = new Map<string, BucketState>()
  return {
    modify: (key, f, seed) => {
      let current = states.get(key)
      if (current === undefined && seed !== undefined) {
        full.set(key, seed.limit)
        current = { ...seed, stamps: [...seed.stamps], ...copyInFlight(seed) }
        states.set(key, current)
      }
      if (current !== undefined) current.limit = share(full.get(key) ?? current.limit)
      const shared = current?.limit
      const [answer, next] = f(current)
      // a new state or a new limit from the headers is a full limit: keep it, grant the share
      if (next.limit !== shared) full.set(key, next.limit)
      next.limit = share(full.get(key) ?? next.limit)
      states.set(key, next)
      return answer
    },
    clear: () => {
      full.clear()
      states.clear()
    }
  }
}

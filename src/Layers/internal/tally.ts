/**
 * Counts of units per budget key and stamp (the units a process holds in flight, or has seen settled by a reply),
 * kept per key in a map of stamps: no `key@stamp` string is built, and hashed, per call.
 *
 * @since 1.0.0
 * @internal
 */

/**
 * Units per key and stamp.
 *
 * @since 1.0.0
 * @internal
 */
export class Tally {
  private readonly byKey = new Map<string, Map<number, number>>()

  /** Adds `units` at `key` and `at`. */
  add(key: string, at: number, units: number): void {
    let stamps = this.byKey.get(key)
    if (stamps === undefined) {
      stamps = new Map()
      this.byKey.set(key, stamps)
    }
    stamps.set(at, (stamps.get(at) ?? 0) + units)
  }

  /** Takes up to `units` of those at `key` and `at`; answers how many it took. */
  take(key: string, at: number, units: number): number {
    const stamps = this.byKey.get(key)
    if (stamps === undefined) return 0
    const counted = stamps.get(at) ?? 0
    const taken = Math.min(counted, units)
    if (counted - taken > 0) stamps.set(at, counted - taken)
    else stamps.delete(at)
    return taken
  }
}

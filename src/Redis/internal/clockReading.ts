/**
 * Readings of the Redis server's clock against this process's, and which one a store keeps.
 *
 * A reading is the server's `TIME` taken between two local clock reads: the server read its clock somewhere in that
 * round trip, so the skew is known to within half of it. Every process of a fleet converts its send times through
 * its own reading, so two processes disagree on a stored time by up to the sum of their errors. A reading taken while
 * the process is busy (its start-up, a long GC) is loose by tens of milliseconds, which is enough for a fleet to send
 * one request more than a window allows. So a store takes several readings and keeps the tightest.
 *
 * @since 0.2.0
 */

/**
 * One reading of the server's clock.
 *
 * @since 0.2.0
 * @category models
 */
export interface ClockReading {
  /** The server's clock minus this process's, ms, rounded to a whole ms (so a time converted there and back is the same number). */
  readonly skewMs: number
  /** The round trip the reading was taken in, ms: the skew is right to within half of it (and the rounding). */
  readonly roundTripMs: number
}

/**
 * A reading from the server's time and the local times before and after asking for it (all in ms).
 *
 * @since 0.2.0
 * @category constructors
 */
export const fromTimes = (serverMs: number, beforeMs: number, afterMs: number): ClockReading => ({
  skewMs: Math.round(serverMs - (beforeMs + afterMs) / 2),
  roundTripMs: Math.max(0, afterMs - beforeMs)
})

/**
 * The server time of a `TIME` answer (seconds and microseconds), ms.
 *
 * @since 0.2.0
 * @category constructors
 */
export const serverMs = (seconds: string | number, micros: string | number): number =>
  Number(seconds) * 1000 + Number(micros) / 1000

/**
 * A reading this tight needs no other: its error is at most a millisecond.
 *
 * @since 0.2.0
 * @category models
 */
export const tightMs = 2

/**
 * Which reading to keep: the one in force, unless it is loose and the fresh one tighter, or the two cannot both be
 * right (the clocks moved: a time step on either host). Keeping a reading keeps every stored time where it was.
 *
 * @since 0.2.0
 * @category combinators
 */
export const keep = (current: ClockReading | undefined, fresh: ClockReading): ClockReading => {
  if (current === undefined) return fresh
  // a tighter reading replaces a loose one (once tight, a change would only move stamps in flight by a rounding)
  if (current.roundTripMs > tightMs && fresh.roundTripMs < current.roundTripMs) return fresh
  // each is right to within half its round trip (and half a ms of rounding each)
  const apart = Math.abs(fresh.skewMs - current.skewMs)
  return apart > (fresh.roundTripMs + current.roundTripMs) / 2 + 1 ? fresh : current
}

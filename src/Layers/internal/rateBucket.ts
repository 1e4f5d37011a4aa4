/**
 * The rate budget's arithmetic on one key's counters (`BucketState`): taking units, settling units held in flight,
 * dropping units out of the window, and the correction a reply's rate-limit headers make. Pure functions on the state
 * a store's `modify` hands over (a shared store may run them more than once: they only compute).
 *
 * @since 1.0.0
 * @internal
 */
import { type BucketState, inFlightLimitMs } from "../RateBudgetStore.js"

/** How many entries of each value a list holds. */
const countsOf = (values: ReadonlyArray<number>): Map<number, number> => {
  const counts = new Map<number, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}

/** Sorts the stamps, oldest first, when they are not already (most moves keep them in order: a look is cheaper). */
const keepSorted = (stamps: Array<number>): void => {
  for (let i = 1; i < stamps.length; i++) {
    if ((stamps[i] as number) < (stamps[i - 1] as number)) {
      stamps.sort((a, b) => a - b)
      return
    }
  }
}

/**
 * Drops the units out of the window, but not the units in flight (up to `inFlightLimitMs` past their window).
 *
 * @since 1.0.0
 * @internal
 */
export const prune = (state: BucketState, now: number): void => {
  const stamps = state.stamps
  const edge = now - state.windowMs
  const inFlight = state.inFlight
  // the stamps out of the window: a prefix (they are sorted), most often empty
  let drop = 0
  while (drop < stamps.length && (stamps[drop] as number) <= edge) drop++
  if (inFlight === undefined || inFlight.length === 0) {
    // none in flight is `undefined`, never a deleted field: a delete turns the state into a dictionary object, whose
    // every field read afterwards is a hash lookup
    if (inFlight !== undefined) state.inFlight = undefined
    if (drop > 0) stamps.splice(0, drop)
    return
  }
  if (drop === 0) return
  // of those, the units still in flight stay (up to `inFlightLimitMs` past their window)
  const held = countsOf(inFlight)
  const kept: Array<number> = []
  for (let i = 0; i < drop; i++) {
    const t = stamps[i] as number
    const n = held.get(t) ?? 0
    if (n === 0 || t <= edge - inFlightLimitMs) continue
    held.set(t, n - 1)
    kept.push(t)
  }
  if (kept.length !== drop) stamps.splice(0, drop, ...kept)
  const stillInFlight = inFlight.filter((t) => t > edge - inFlightLimitMs)
  if (stillInFlight.length === 0) state.inFlight = undefined
  else if (stillInFlight.length !== inFlight.length) state.inFlight = stillInFlight
}

/**
 * Settles up to `units` units in flight stamped `sentAt` at `at`: they leave a window after it.
 *
 * @since 1.0.0
 * @internal
 */
export const settleUnits = (state: BucketState, sentAt: number, units: number, at: number): void => {
  const inFlight = state.inFlight
  if (inFlight === undefined) return
  let settled = 0
  for (let i = inFlight.length - 1; i >= 0 && settled < units; i--) {
    if (inFlight[i] === sentAt) {
      inFlight.splice(i, 1)
      settled++
    }
  }
  if (inFlight.length === 0) state.inFlight = undefined
  if (at <= sentAt) return
  restamp(state, sentAt, at, settled)
}

/**
 * Moves up to `count` stamps at `from` to the later `to` (the newest first), keeping sorted stamps sorted (each moves
 * to its place, rather than the whole window being sorted again: a settlement happens once per call); answers how
 * many moved.
 */
const restamp = (state: BucketState, from: number, to: number, count: number): number => {
  const stamps = state.stamps
  let moved = 0
  for (let i = stamps.length - 1; i >= 0 && moved < count; i--) {
    if (stamps[i] !== from) continue
    let at = i
    while (at + 1 < stamps.length && (stamps[at + 1] as number) <= to) {
      stamps[at] = stamps[at + 1] as number
      at++
    }
    stamps[at] = to
    moved++
  }
  return moved
}

/**
 * Takes `cost` units at `now` (in flight until settled when `hold`): -1 when granted, otherwise the time (ms) worth
 * trying again.
 *
 * @since 1.0.0
 * @internal
 */
export const take = (
  state: BucketState,
  cost: number,
  now: number,
  marginMs: number,
  hold: boolean,
  stampAt: number = now
): number => {
  if (state.pausedUntil > now) return state.pausedUntil
  prune(state, now)
  // A batch larger than the limit goes when the window is empty (the server then fails the excess one by one).
  const units = Math.min(cost, state.limit)
  const excess = state.stamps.length + units - state.limit
  if (excess <= 0) {
    const last = state.stamps[state.stamps.length - 1]
    for (let n = 0; n < units; n++) state.stamps.push(stampAt)
    if (last !== undefined && stampAt < last) keepSorted(state.stamps)
    if (hold && units > 0) {
      const inFlight = state.inFlight ?? []
      for (let n = 0; n < units; n++) inFlight.push(stampAt)
      state.inFlight = inFlight
    }
    return -1
  }
  const inFlight = state.inFlight
  if (inFlight === undefined || inFlight.length === 0) {
    // a whole ms: the clock reads whole ms, so a retry due within one would find it unchanged and try again at once
    return Math.ceil((state.stamps[excess - 1] ?? now) + state.windowMs + marginMs)
  }
  // Units in flight leave when their calls settle: a settlement in this process wakes the waiters, one in another
  // process of a fleet is seen by looking again every twentieth of the window.
  const held = countsOf(inFlight)
  const settled = state.stamps.filter((t) => {
    const n = held.get(t) ?? 0
    if (n === 0) return true
    held.set(t, n - 1)
    return false
  })
  const freed = settled[excess - 1]
  const poll = now + Math.max(10, state.windowMs / 20)
  return Math.ceil(freed === undefined ? poll : Math.min(freed + state.windowMs + marginMs, poll))
}

/**
 * What a reply's rate-limit headers say, on the local clock, and the call's units it settles.
 *
 * @since 1.0.0
 * @internal
 */
export interface Correction {
  readonly limit: number
  readonly remaining: number
  readonly resetAt: number
  /** When the call's units were stamped, if known. */
  readonly sentAt: number | undefined
  /** The call's units. */
  readonly cost: number
  /** This process's units of the call still in flight, settled by the reply. */
  readonly settling: number
}

/**
 * Corrects a key's counters from a reply's headers at `now`: the limit, the call's units moved to the reply's
 * arrival, the units the server counts that this process did not send, and the floor a spent reply names.
 *
 * @since 1.0.0
 * @internal
 */
export const correct = (state: BucketState, observed: Correction, now: number): void => {
  const { sentAt, settling } = observed
  state.limit = observed.limit
  // The server counted this request somewhere between our stamp and its reply: the reply's arrival is the one time
  // known not to be early (a stamp left at the send expires before the server's does). Units held in flight are
  // settled there before the window is pruned (they may be older than it).
  if (sentAt !== undefined && settling > 0) settleUnits(state, sentAt, settling, now)
  prune(state, now)
  if (sentAt !== undefined && sentAt < now) moveToReply(state, sentAt, observed.cost, settling, now)
  // Units the server counts that this process did not send (another process, or in-flight skew).
  const missing = observed.limit - observed.remaining - state.stamps.length
  const spent = observed.remaining === 0 && observed.resetAt > now
  if (missing > 0) {
    // The reset time says when the oldest counted unit leaves, not when the others do: in a rolling window they
    // leave one by one, so only one is placed at the reset and the rest count from now (a little long, never short:
    // a send past the server's count is a refused send).
    for (let n = 0; n < missing; n++) state.stamps.push(spent && n === 0 ? observed.resetAt - state.windowMs : now)
    keepSorted(state.stamps)
  }
  if (spent) raiseToFloor(state, observed.resetAt - state.windowMs)
}

/** The call's units stamped `sentAt` move to the reply's arrival (`moved` of them already did, settled). */
const moveToReply = (state: BucketState, sentAt: number, cost: number, settled: number, now: number): void => {
  let moved = settled + restamp(state, sentAt, now, cost - settled)
  // A stamp no longer at `sentAt` was raised to the server's floor by a spent reply (or moved by another reply): the
  // oldest later stamps not in flight move instead. Moving a unit later only keeps it counted longer; leaving the
  // raised one behind let it leave while its request was still counted by the server (a fleet model on TestClock
  // drew a 10006 from it).
  if (moved < cost) {
    const inFlight = countsOf(state.inFlight ?? [])
    for (let i = 0; i < state.stamps.length && moved < cost; i++) {
      const t = state.stamps[i] ?? now
      if (t <= sentAt || t >= now) continue
      const n = inFlight.get(t) ?? 0
      if (n > 0) {
        inFlight.set(t, n - 1)
        continue
      }
      state.stamps[i] = now
      moved++
    }
  }
  if (moved > 0) keepSorted(state.stamps)
}

/**
 * The server counted our sends when they arrived, a little after we stamped them: its reset time says when the
 * oldest leaves its window. (Units in flight keep their stamps: they leave when settled.)
 */
const raiseToFloor = (state: BucketState, floor: number): void => {
  const inFlight = countsOf(state.inFlight ?? [])
  let raised = false
  for (let i = 0; i < state.stamps.length && (state.stamps[i] ?? floor) < floor; i++) {
    const t = state.stamps[i] ?? floor
    const n = inFlight.get(t) ?? 0
    if (n > 0) {
      inFlight.set(t, n - 1)
      continue
    }
    state.stamps[i] = floor
    raised = true
  }
  if (raised) keepSorted(state.stamps)
}

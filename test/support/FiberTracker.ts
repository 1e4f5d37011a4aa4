/**
 * Counts the fibers an effect starts and that are still running: what Effect 3's `Supervisor.track` and
 * `Fiber.roots` gave the leak checks. Effect 4 has neither; every fiber reports its start and end to the
 * `Metric.FiberRuntimeMetrics` service of its context, which forked fibers inherit, so a counting service provided
 * around an effect sees every fiber started under it (forked children, scoped and detached fibers alike).
 */
import * as Effect from "effect/Effect"
import * as Metric from "effect/Metric"

export interface FiberTracker {
  /** Fibers started under `track` that have not ended yet. */
  readonly live: Effect.Effect<number>
  /** Fibers started under `track` so far. */
  readonly started: Effect.Effect<number>
  /** Runs `effect` with every fiber it starts (and their descendants) counted. */
  readonly track: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}

/** A fresh tracker. */
export const make: Effect.Effect<FiberTracker> = Effect.sync(() => {
  let started = 0
  let ended = 0
  // a fiber reports its start with the context it is created with and its end with the context it ends with (the
  // service reaches both through inheritance); the reports carry no fiber, so the two are counted
  const service: Metric.FiberRuntimeMetricsService = {
    recordFiberStart: () => {
      started++
    },
    recordFiberEnd: () => {
      ended++
    }
  }
  return {
    live: Effect.sync(() => Math.max(0, started - ended)),
    started: Effect.sync(() => started),
    track: (effect) => Effect.provideService(effect, Metric.FiberRuntimeMetrics, service)
  }
})

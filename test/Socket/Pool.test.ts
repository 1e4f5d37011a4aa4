// The connection pool's reference counting (RcMap's rules): holders of a key share one lookup, the last to leave
// closes it (after the idle time when one is set), a failed lookup is not kept, and the pool's scope closes the rest.
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Scope from "effect/Scope"
import * as TestClock from "effect/testing/TestClock"
import type * as Connection from "../../src/Socket/Connection.js"
import { IdentityKey } from "../../src/Socket/internal/identityKey.js"
import * as Pool from "../../src/Socket/internal/pool.js"

// only `ended` is read by the pool
const fakeConnection = { ended: Effect.succeed(Option.none()) } as unknown as Connection.Connection

const counting = (fail = false) => {
  const counts = { opened: 0, closed: 0 }
  const lookup = (_: IdentityKey) =>
    Effect.gen(function* () {
      counts.opened++
      yield* Effect.addFinalizer(() =>
        Effect.sync(() => {
          counts.closed++
        })
      )
      if (fail) return yield* Effect.fail("refused" as const)
      return fakeConnection
    })
  return { counts, lookup }
}

const key = new IdentityKey("linear#0", "", Option.none())

describe("Pool", () => {
  it.effect("holders of a key share one lookup; the last to leave closes it", () =>
    Effect.gen(function* () {
      const { counts, lookup } = counting()
      const poolScope = yield* Scope.make()
      const pool = yield* Scope.provide(Pool.make({ lookup }), poolScope)
      const a = yield* Scope.make()
      const b = yield* Scope.make()
      yield* Scope.provide(pool.get(key), a)
      yield* Scope.provide(pool.get(new IdentityKey("linear#0", "", Option.none())), b)
      expect(counts).toEqual({ opened: 1, closed: 0 })
      yield* Scope.close(a, Exit.void)
      expect(counts).toEqual({ opened: 1, closed: 0 })
      yield* Scope.close(b, Exit.void)
      expect(counts).toEqual({ opened: 1, closed: 1 })
      const c = yield* Scope.make()
      yield* Scope.provide(pool.get(key), c)
      expect(counts).toEqual({ opened: 2, closed: 1 })
      yield* Scope.close(poolScope, Exit.void)
      expect(counts).toEqual({ opened: 2, closed: 2 })
    })
  )

  it.effect("a failed lookup is not kept: the next holder looks up again", () =>
    Effect.gen(function* () {
      const { counts, lookup } = counting(true)
      const pool = yield* Pool.make({ lookup })
      expect(yield* Effect.flip(Effect.scoped(pool.get(key)))).toBe("refused")
      expect(yield* Effect.flip(Effect.scoped(pool.get(key)))).toBe("refused")
      expect(counts).toEqual({ opened: 2, closed: 2 })
    }).pipe(Effect.scoped)
  )

  it.effect("with an idle time the last holder's leaving closes it only once that time has passed unused", () =>
    Effect.gen(function* () {
      const { counts, lookup } = counting()
      const pool = yield* Pool.make({ lookup, idleTimeToLive: "1 second" })
      yield* Effect.scoped(pool.get(key))
      yield* TestClock.adjust("600 millis")
      expect(counts).toEqual({ opened: 1, closed: 0 })
      // taken again within the idle time: the same connection, and the timer restarts when it is left again
      const holder = yield* Effect.forkChild(Effect.scoped(Effect.andThen(pool.get(key), Effect.sleep("1 second"))))
      yield* TestClock.adjust("1 second")
      yield* Fiber.join(holder)
      expect(counts).toEqual({ opened: 1, closed: 0 })
      yield* TestClock.adjust("999 millis")
      expect(counts).toEqual({ opened: 1, closed: 0 })
      yield* TestClock.adjust("1 millis")
      expect(counts).toEqual({ opened: 1, closed: 1 })
    }).pipe(Effect.scoped)
  )
})

import { describe, expect, it } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Resident from "../../src/Promise/Resident.js"

/** A runtime and its residents, ready (as the facade makes them after a first call), closed with the test. */
const startedWith = (size?: number) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const runtime = ManagedRuntime.make(Layer.empty)
      await runtime.context()
      const resident = Resident.make(runtime, size)
      resident.ready()
      return { runtime, resident }
    }),
    ({ resident, runtime }) =>
      Effect.promise(() => {
        resident.close()
        return runtime.dispose()
      })
  )
const started = startedWith()

/** Offers a call and waits for its exit; fails the test when the resident refuses it. */
const offered = <A, E>(resident: Resident.Resident<never>, effect: Effect.Effect<A, E>) =>
  Effect.promise(
    () =>
      new Promise<Exit.Exit<A, E>>((resolve, reject) => {
        if (!resident.offer(effect, resolve)) reject(new Error("the resident refused the call"))
      })
  )

/** Waits until the resident parks again after a call. */
const settle = Effect.promise(() => new Promise((resolve) => setImmediate(resolve)))

describe("the Promise facade's resident fiber", () => {
  it.live("takes no call before it is ready, then runs each call on the same fiber", () =>
    Effect.gen(function* () {
      const runtime = ManagedRuntime.make(Layer.empty)
      yield* Effect.addFinalizer(() => Effect.promise(() => runtime.dispose()))
      const idle = Resident.make(runtime)
      expect(idle.offer(Effect.void, () => {})).toBe(false)

      const { resident, runtime: shared } = yield* started
      const first = yield* offered(resident, Effect.fiberId)
      yield* settle
      const second = yield* offered(resident, Effect.fiberId)
      expect(Exit.isSuccess(first) && Exit.isSuccess(second)).toBe(true)
      if (Exit.isSuccess(first) && Exit.isSuccess(second)) {
        // no fiber per call: both ran on the resident, a fiber other than a runCallback call's
        expect(second.value).toBe(first.value)
        const own = yield* Effect.promise(() => shared.runPromise(Effect.fiberId))
        expect(own).not.toBe(first.value)
      }
    })
  )

  it.live("a call that finds every resident busy starts another, up to the size; beyond it, it is refused", () =>
    Effect.gen(function* () {
      const pair = (yield* startedWith(2)).resident
      const gates = [yield* Deferred.make<void>(), yield* Deferred.make<void>()] as const
      const ids = yield* Effect.forEach(gates, (gate) =>
        Effect.forkChild(offered(pair, Effect.andThen(Deferred.await(gate), Effect.fiberId)))
      )
      yield* settle
      expect(pair.offer(Effect.void, () => {})).toBe(false)
      yield* Effect.forEach(gates, (gate) => Deferred.succeed(gate, undefined))
      const exits = yield* Effect.forEach(ids, (fiber) => Fiber.await(fiber))
      const names = exits.map((exit) => (Exit.isSuccess(exit) && Exit.isSuccess(exit.value) ? exit.value.value : ""))
      expect(names[0]).not.toBe(names[1])

      const { resident } = yield* startedWith(1)
      const gate = yield* Deferred.make<string>()
      const pending = yield* Effect.forkChild(offered(resident, Deferred.await(gate)))
      yield* settle
      expect(resident.offer(Effect.void, () => {})).toBe(false)
      yield* Deferred.succeed(gate, "opened")
      const exit = yield* Fiber.await(pending)
      expect(Exit.isSuccess(exit) && Exit.isSuccess(exit.value) ? exit.value.value : undefined).toBe("opened")
      yield* settle
      expect(Exit.isSuccess(yield* offered(resident, Effect.succeed(1)))).toBe(true)
    })
  )

  it.live("hands failures, defects and interruptions to the call and keeps serving", () =>
    Effect.gen(function* () {
      const { resident } = yield* started
      const failed = yield* offered(resident, Effect.fail("refused"))
      expect(Exit.isFailure(failed) && Cause.findErrorOption(failed.cause)._tag === "Some").toBe(true)
      yield* settle
      const died = yield* offered(resident, Effect.die(new Error("boom")))
      expect(Exit.isFailure(died) && Cause.hasDies(died.cause)).toBe(true)
      yield* settle
      const interrupted = yield* offered(resident, Effect.interrupt)
      expect(Exit.isFailure(interrupted) && Cause.hasInterruptsOnly(interrupted.cause)).toBe(true)
      yield* settle
      expect(yield* offered(resident, Effect.succeed("still serving"))).toEqual(Exit.succeed("still serving"))
    })
  )

  it.live("once closed it takes no call: at once when it waits, after its call when it runs one", () =>
    Effect.gen(function* () {
      const waitingOne = yield* started
      yield* offered(waitingOne.resident, Effect.void)
      yield* settle
      waitingOne.resident.close()
      expect(waitingOne.resident.offer(Effect.void, () => {})).toBe(false)

      const { resident } = yield* started
      const gate = yield* Deferred.make<number>()
      const pending = yield* Effect.forkChild(offered(resident, Deferred.await(gate)))
      yield* settle
      resident.close()
      yield* Deferred.succeed(gate, 7)
      const exit = yield* Fiber.await(pending)
      expect(Exit.isSuccess(exit) ? exit.value : undefined).toEqual(Exit.succeed(7))
      yield* settle
      expect(resident.offer(Effect.void, () => {})).toBe(false)
      // ready again does not restart it
      resident.ready()
      expect(resident.offer(Effect.void, () => {})).toBe(false)
    })
  )

  it.live("a resident that ends under a call settles it once, and a new resident takes the next call", () =>
    Effect.gen(function* () {
      const { resident } = yield* started
      const exits: Array<Exit.Exit<unknown, unknown>> = []
      // a callback that throws is a defect in the resident's own loop: it ends, and settles nothing twice
      const taken = resident.offer(Effect.succeed(1), (exit) => {
        exits.push(exit)
        throw new Error("a broken callback")
      })
      expect(taken).toBe(true)
      yield* settle
      expect(exits).toEqual([Exit.succeed(1)])
      expect(yield* offered(resident, Effect.succeed(2))).toEqual(Exit.succeed(2))
    })
  )
})

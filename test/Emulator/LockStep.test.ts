/**
 * Lock-step (`LockStep`): a replay in this process, with the client on in-process sockets (`InProcess.layer`),
 * applies its next recorded line only once every message already sent was taken and the program reacting to it
 * waits again. A property over recordings whose lines often share a receive time (the case a clock alone cannot
 * separate): the consumer, however much work it does per message, takes line k while the replay has applied line k
 * and not one line more, and it misses none. Paced (a sweep's run), the clock moves on to a line's time at once unless
 * a sleep ends by then, and advancing it wakes the sleeps in the order of their ends, then of their sleeping.
 */
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as fc from "fast-check"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as InProcess from "../../src/Emulator/InProcess.js"
import * as LockStep from "../../src/Emulator/LockStep.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Node from "../../src/node.js"
import type * as Format from "../../src/Recording/Format.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as Topics from "../../src/Socket/Topics.js"
import { btcBook, btcTrade } from "../support/RecordedLines.js"
import { waitFor } from "../support/WaitFor.js"

const t0 = Date.UTC(2026, 0, 1)

interface Taken {
  readonly id: string
  /** The lines the replay had applied when the message was taken. */
  readonly applied: number
}

// One recording played in lock-step to a consumer that does `work[k]` steps (yields and REST reads) per message.
const play = (gaps: ReadonlyArray<number>, work: ReadonlyArray<number>, lockStep: boolean) =>
  Effect.gen(function* () {
    let at = t0 + 1
    const trades = gaps.map((gap, k) => {
      at += gap
      return btcTrade(at, "60000.00", "0.001", `t${k}`)
    })
    const lines: ReadonlyArray<Format.Line> = [btcBook(t0), ...trades]
    yield* TestClock.setTime(t0)
    const emulator = yield* Emulator.make({ seed: 1, market: Replay.from(lines, { speed: 1, start: "on-subscribe" }) })
    const control = emulator.replay
    if (control === undefined) throw new Error("not replaying")
    const client = Layer.provideMerge(
      BybitSocket.layer({ pingInterval: "1 hour" }),
      Bybit.layer({ environment: emulator.environment })
    ).pipe(Layer.provide(Layer.merge(Node.layer, InProcess.layer(emulator))))
    const taken: Array<Taken> = []
    const consumer = yield* Topics.subscribe(Topics.publicTrade("BTCUSDT"), "linear").pipe(
      Stream.runForEach((message) =>
        Effect.gen(function* () {
          for (const print of message.data) {
            const k = taken.length
            taken.push({ id: print.i, applied: control.status().lines })
            // a reaction that takes a while: yields, and a REST read answered in this process
            for (let step = 0; step < (work[k] ?? 0); step++) {
              yield* step % 2 === 0 ? Effect.yieldNow : Effect.asVoid(Market.getServerTime())
            }
          }
        })
      ),
      Effect.provide(client),
      Effect.forkScoped
    )
    const gate = yield* LockStep.LockStep
    // subscribed: the replay starts (in lock-step, every fiber waiting says so; without, it is waited for)
    yield* gate.active ? gate.idle : waitFor(() => control.status().waiting === undefined, "the replay's start")
    // the whole recording's time at once: the clock alone would hand out every line of one time together
    yield* TestClock.adjust(at - t0 + 1)
    yield* gate.active ? gate.idle : waitFor(() => taken.length === gaps.length, "every trade taken")
    yield* Fiber.interrupt(consumer)
    return { taken, lines: lines.length }
  }).pipe(Effect.scoped, lockStep ? LockStep.provide : (e) => e, Effect.provide(TestClock.layer()))

const gaps = fc.array(fc.constantFrom(0, 0, 0, 1, 250), { minLength: 1, maxLength: 25 })
const work = fc.array(fc.nat({ max: 6 }), { minLength: 25, maxLength: 25 })

describe("LockStep", () => {
  it.live(
    "a consumer takes line k while the replay applied line k and no line more, whatever its work per message",
    () =>
      Effect.promise(() =>
        fc.assert(
          fc.asyncProperty(gaps, work, async (g, w) => {
            const { taken, lines } = await Effect.runPromise(play(g, w, true))
            expect(taken.map((t) => t.id)).toEqual(g.map((_, k) => `t${k}`))
            // the book's line, then trade k is line k + 2 of the replay
            expect(taken.map((t) => t.applied)).toEqual(g.map((_, k) => k + 2))
            expect(lines).toBe(g.length + 1)
          }),
          { numRuns: 40 }
        )
      ),
    { timeout: 120_000 }
  )

  it.live("without it, the lines of one receive time reach the consumer together (the control)", () =>
    Effect.gen(function* () {
      // three trades at one time, and a consumer that works on each
      const { taken } = yield* play([5, 0, 0], [4, 4, 4], false)
      expect(taken.map((t) => t.id)).toEqual(["t0", "t1", "t2"])
      expect(taken.map((t) => t.applied)).toEqual([4, 4, 4])
    })
  )

  it.live("two fibers waiting for the quiet at once both get it (each one's yield is not the other's work)", () =>
    Effect.gen(function* () {
      const gate = yield* LockStep.LockStep
      let done = 0
      const waiter = Effect.andThen(
        gate.idle,
        Effect.sync(() => done++)
      )
      // a third fiber's work first, so both find the gate busy and wait on it together
      const busy = Effect.forkChild(Effect.repeat(Effect.yieldNow, { times: 8 }))
      yield* busy
      const a = yield* Effect.forkChild(waiter)
      const b = yield* Effect.forkChild(waiter)
      yield* Fiber.join(a)
      yield* Fiber.join(b)
      expect(done).toBe(2)
    }).pipe(LockStep.provide)
  )

  it.effect(
    "paced: the clock moves on at once unless a sleep ends by then, and advancing wakes the sleeps in order",
    () =>
      Effect.gen(function* () {
        const paced = LockStep.pacedClock(1000)
        const woke: Array<string> = []
        yield* LockStep.provide(
          Effect.gen(function* () {
            const gate = yield* LockStep.LockStep
            const now = () => paced.clock.currentTimeMillisUnsafe()
            const sleeper = (name: string, ms: number) =>
              Effect.forkChild(
                Effect.andThen(
                  Effect.sleep(ms),
                  Effect.sync(() => woke.push(`${name}@${now()}`))
                )
              )
            yield* sleeper("b", 20)
            yield* sleeper("a", 10)
            yield* sleeper("c", 20)
            yield* gate.settled
            expect(gate.paced).toBe(true)
            expect(gate.nextDue()).toBe(1010)
            // nothing ends by 1005: the clock is there at once, no sleep woken
            expect(gate.pace(5)).toBe(true)
            expect(now()).toBe(1005)
            // "a" ends at 1010: a line then waits for it to be woken first
            expect(gate.pace(5)).toBe(false)
            expect(now()).toBe(1005)
            yield* paced.advance(1030, gate.settled)
            expect(woke).toEqual(["a@1010", "b@1020", "c@1020"])
            expect(now()).toBe(1030)
            expect(gate.nextDue()).toBeUndefined()
          }),
          { clock: paced }
        )
      })
  )
})

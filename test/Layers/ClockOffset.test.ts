import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import type * as LogLevel from "effect/LogLevel"
import * as Ref from "effect/Ref"
import * as TestClock from "effect/testing/TestClock"
import * as ClockOffset from "../../src/Layers/ClockOffset.js"

const HOUR = 3_600_000

class FetchFailed extends Data.TaggedError("FetchFailed")<{ readonly reason: string }> {}

interface Logged {
  readonly level: LogLevel.LogLevel
  readonly text: string
}

const textOf = (message: unknown): string =>
  Array.isArray(message) ? message.map((part) => String(part)).join(" ") : String(message)

/** A logger that collects every message, replacing the default one. */
const captureLogs = () => {
  const logs: Array<Logged> = []
  const layer = Logger.layer([
    Logger.make(({ logLevel, message }) => {
      logs.push({ level: logLevel, text: textOf(message) })
    })
  ])
  const warnings = () => logs.filter((entry) => entry.level === "Warn").map((entry) => entry.text)
  return { logs, layer, warnings }
}

/**
 * A fake server-time fetch: each call records the (test) time it ran at and answers `answer(localNow, callIndex)`.
 */
const fakeServer = <A>(answer: (localNow: number, call: number) => A) =>
  Effect.gen(function* () {
    const calls = yield* Ref.make<ReadonlyArray<number>>([])
    const fetch = Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const previous = yield* Ref.getAndUpdate(calls, (list) => [...list, now])
      return answer(now, previous.length)
    })
    return { calls: Ref.get(calls), fetch }
  })

describe("ClockOffset", () => {
  it.effect("defaults: 1 hour interval, warning above 500 ms", () =>
    Effect.sync(() => {
      expect(ClockOffset.defaults.warnAboveMs).toBe(500)
      expect(Duration.toMillis(ClockOffset.defaults.interval)).toBe(HOUR)
    })
  )

  it.effect("layerNone: offset 0, now is the local clock", () =>
    Effect.gen(function* () {
      const clock = yield* ClockOffset.ClockOffset
      expect(yield* clock.offset).toBe(0)
      expect(yield* clock.now).toBe(0)
      yield* TestClock.adjust(1234)
      expect(yield* clock.now).toBe(1234)
      yield* clock.resync
      expect(yield* clock.offset).toBe(0)
    }).pipe(Effect.provide(ClockOffset.layerNone))
  )

  it.effect("makeSynced: offset from the server, now = local + offset, re-sync after exactly one hour", () =>
    Effect.gen(function* () {
      // the server runs 1500 ms ahead at first, 2000 ms ahead from the second read on
      const server = yield* fakeServer((now, call) => now + (call === 0 ? 1500 : 2000))
      yield* TestClock.adjust(10_000)
      const clock = yield* ClockOffset.makeSynced(server.fetch)
      expect(yield* server.calls).toStrictEqual([10_000])
      expect(yield* clock.offset).toBe(1500)
      expect(yield* clock.now).toBe(11_500)

      yield* TestClock.adjust(HOUR - 1)
      expect(yield* server.calls).toStrictEqual([10_000])
      expect(yield* clock.offset).toBe(1500)
      expect(yield* clock.now).toBe(10_000 + HOUR - 1 + 1500)

      yield* TestClock.adjust(1)
      expect(yield* server.calls).toStrictEqual([10_000, 10_000 + HOUR])
      expect(yield* clock.offset).toBe(2000)
      expect(yield* clock.now).toBe(10_000 + HOUR + 2000)

      yield* TestClock.adjust(HOUR)
      expect(yield* server.calls).toStrictEqual([10_000, 10_000 + HOUR, 10_000 + 2 * HOUR])
    })
  )

  it.effect("re-sync at [0, 3600000] from a start at 0", () =>
    Effect.gen(function* () {
      const server = yield* fakeServer((now) => now + 1500)
      const clock = yield* ClockOffset.makeSynced(server.fetch)
      yield* TestClock.adjust(HOUR)
      expect(yield* server.calls).toStrictEqual([0, HOUR])
      expect(yield* clock.offset).toBe(1500)
    })
  )

  it.effect("a custom interval", () =>
    Effect.gen(function* () {
      const server = yield* fakeServer((now) => now - 300)
      const clock = yield* ClockOffset.makeSynced(server.fetch, { interval: "1 minute" })
      expect(yield* clock.offset).toBe(-300)
      yield* TestClock.adjust(180_000)
      expect(yield* server.calls).toStrictEqual([0, 60_000, 120_000, 180_000])
    })
  )

  it.effect("the loop stops with its scope", () =>
    Effect.gen(function* () {
      const server = yield* fakeServer((now) => now)
      yield* Effect.scoped(ClockOffset.makeSynced(server.fetch))
      yield* TestClock.adjust(3 * HOUR)
      expect(yield* server.calls).toStrictEqual([0])
    })
  )

  for (const [label, value] of [
    ["a string", "abc"],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["undefined", undefined],
    ["a numeric string", "1700000000000"]
  ] as const) {
    it.effect(`a non-number result (${label}): offset 0 and a warning`, () => {
      const capture = captureLogs()
      return Effect.gen(function* () {
        // a good first read, so the fallback to 0 is visible
        const server = yield* fakeServer<unknown>((now, call) => (call === 0 ? now + 2500 : value))
        const clock = yield* ClockOffset.makeSynced(server.fetch)
        expect(yield* clock.offset).toBe(2500)
        capture.logs.length = 0

        yield* clock.resync
        expect(yield* clock.offset).toBe(0)
        expect(yield* clock.now).toBe(0)
        const warnings = capture.warnings()
        expect(warnings).toHaveLength(1)
        expect(warnings[0]).toContain("Server time sync failed; using offset 0")
        expect(warnings[0]).toContain(`Server time is not a number: ${String(value)}`)

        // the same at start
        capture.logs.length = 0
        const fresh = yield* ClockOffset.makeSynced(Effect.succeed<unknown>(value))
        expect(yield* fresh.offset).toBe(0)
        expect(capture.warnings()).toHaveLength(1)
      }).pipe(Effect.provide(capture.layer))
    })
  }

  it.effect("InvalidServerTime names what came back", () =>
    Effect.sync(() => {
      const error = new ClockOffset.InvalidServerTime({ received: "abc" })
      expect(error._tag).toBe("InvalidServerTime")
      expect(error.message).toBe("Server time is not a number: abc")
    })
  )

  it.effect("latency check: a difference above 500 ms logs a warning, 500 ms or less does not", () => {
    const capture = captureLogs()
    return Effect.gen(function* () {
      const cases: ReadonlyArray<readonly [number, boolean]> = [
        [500, false],
        [-500, false],
        [0, false],
        [499, false],
        [501, true],
        [-501, true],
        [1500, true]
      ]
      for (const [difference, warns] of cases) {
        capture.logs.length = 0
        const clock = yield* ClockOffset.makeSynced(Effect.map(Clock.currentTimeMillis, (now) => now + difference))
        expect(yield* clock.offset).toBe(difference)
        const warnings = capture.warnings()
        if (warns) {
          expect(warnings).toStrictEqual([`Clock differs from the server by ${difference} ms (more than 500 ms)`])
        } else {
          expect(warnings).toStrictEqual([])
        }
      }
      // a custom threshold
      capture.logs.length = 0
      yield* ClockOffset.makeSynced(
        Effect.map(Clock.currentTimeMillis, (now) => now + 150),
        { warnAboveMs: 100 }
      )
      expect(capture.warnings()).toStrictEqual(["Clock differs from the server by 150 ms (more than 100 ms)"])
    }).pipe(Effect.provide(capture.layer))
  })

  it.effect("the offset assumes the server read its clock in the middle of the round trip", () =>
    Effect.gen(function* () {
      // the fetch takes 400 ms of (test) time; the server stamps its clock 1000 ms ahead at the start
      const fetch = Effect.gen(function* () {
        const start = yield* Clock.currentTimeMillis
        yield* Effect.sleep(400)
        return start + 1000
      })
      const fiber = yield* Effect.forkChild(ClockOffset.makeSynced(fetch))
      yield* TestClock.adjust(400)
      const clock = yield* Fiber.join(fiber)
      // midpoint 200 => offset 1000 - 200
      expect(yield* clock.offset).toBe(800)
    })
  )

  it.effect("a failing fetch: offset 0 and a warning, at start and on re-sync", () => {
    const capture = captureLogs()
    return Effect.gen(function* () {
      const failing = yield* ClockOffset.makeSynced(Effect.fail(new FetchFailed({ reason: "down" })))
      expect(yield* failing.offset).toBe(0)
      expect(yield* failing.now).toBe(0)
      expect(capture.warnings()).toHaveLength(1)
      expect(capture.warnings()[0]).toContain("Server time sync failed; using offset 0")

      const up = yield* Ref.make(true)
      const flaky = Effect.flatMap(Ref.get(up), (isUp) =>
        isUp
          ? Effect.map(Clock.currentTimeMillis, (now) => now + 700)
          : Effect.fail(new FetchFailed({ reason: "down" }))
      )
      const clock = yield* ClockOffset.makeSynced(flaky)
      expect(yield* clock.offset).toBe(700)
      yield* Ref.set(up, false)
      yield* TestClock.adjust(HOUR)
      expect(yield* clock.offset).toBe(0)
      // the loop survives the failure and picks the server up again
      yield* Ref.set(up, true)
      yield* TestClock.adjust(HOUR)
      expect(yield* clock.offset).toBe(700)
    }).pipe(Effect.provide(capture.layer))
  })

  it.effect("resync reads the server again at once", () =>
    Effect.gen(function* () {
      const ahead = yield* Ref.make(1000)
      const server = yield* fakeServer(() => 0)
      const fetch = Effect.andThen(
        server.fetch,
        Effect.zipWith(Clock.currentTimeMillis, Ref.get(ahead), (now, a) => now + a)
      )
      const clock = yield* ClockOffset.makeSynced(fetch)
      expect(yield* clock.offset).toBe(1000)
      yield* TestClock.adjust(5000)
      yield* Ref.set(ahead, -250)
      yield* clock.resync
      expect(yield* server.calls).toStrictEqual([0, 5000])
      expect(yield* clock.offset).toBe(-250)
      expect(yield* clock.now).toBe(4750)
    })
  )

  it.effect("layerSynced provides the service and closes the loop with the layer", () =>
    Effect.gen(function* () {
      const server = yield* fakeServer((now) => now + 1500)
      const layer = ClockOffset.layerSynced(server.fetch)
      const offset = yield* Effect.provide(
        Effect.flatMap(ClockOffset.ClockOffset, (clock) => Effect.andThen(TestClock.adjust(HOUR), clock.offset)),
        layer
      )
      expect(offset).toBe(1500)
      expect(yield* server.calls).toStrictEqual([0, HOUR])
      // released with the layer: no more reads
      yield* TestClock.adjust(2 * HOUR)
      expect(yield* server.calls).toStrictEqual([0, HOUR])
    })
  )

  it.effect("layerSynced feeds the fetch its requirements", () =>
    Effect.gen(function* () {
      class ServerAhead extends Context.Service<ServerAhead, number>()("test/ServerAhead") {}
      const fetch = Effect.flatMap(ServerAhead, (ahead) => Effect.map(Clock.currentTimeMillis, (now) => now + ahead))
      const layer = ClockOffset.layerSynced(fetch).pipe(Layer.provide(Layer.succeed(ServerAhead, 42)))
      const offset = yield* Effect.provide(
        Effect.flatMap(ClockOffset.ClockOffset, (clock) => clock.offset),
        layer
      )
      expect(offset).toBe(42)
    })
  )

  it.effect(
    "the timestamp is whole milliseconds when the clock reads a fraction (a jittered wake-up on the TestClock)",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(1_768_435_200_417.8599)
        const none = yield* Effect.provide(
          Effect.flatMap(ClockOffset.ClockOffset, (clock) => clock.now),
          ClockOffset.layerNone
        )
        expect(none).toBe(1_768_435_200_417)
        const synced = yield* Effect.scoped(
          Effect.flatMap(ClockOffset.makeSynced(Effect.succeed(1_768_435_200_417.8599 + 42)), (clock) => clock.now)
        )
        expect(Number.isInteger(synced)).toBe(true)
        expect(synced).toBe(1_768_435_200_417 + 42)
      })
  )
})

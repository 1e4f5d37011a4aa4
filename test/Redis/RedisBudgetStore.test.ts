import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Metric from "effect/Metric"
import * as Redacted from "effect/Redacted"
import * as Schedule from "effect/Schedule"
import * as TestClock from "effect/TestClock"
import { Redis } from "ioredis"
import * as RateBudget from "../../src/Layers/RateBudget.js"
import type { BucketState } from "../../src/Layers/RateBudgetStore.js"
import * as LocalShare from "../../src/Redis/LocalShare.js"
import * as RedisBudgetStore from "../../src/Redis/RedisBudgetStore.js"
import * as RedisServer from "../support/RedisServer.js"

// The store against a real redis-server started for this file. Each store stands for one process of a fleet: its
// own client, its own clock.

let server: RedisServer.RedisServer
let admin: Redis
beforeAll(async () => {
  server = await RedisServer.start()
  admin = new Redis(server.url)
}, 320_000)
afterAll(async () => {
  admin?.disconnect()
  await server?.stop()
})

let n = 0
const freshPrefix = () => `test:${process.pid}:${n++}:`

const push =
  (stamp: number) =>
  (current: BucketState | undefined): readonly [number, BucketState] => {
    const state = current ?? { limit: 1000, windowMs: 60_000, stamps: [], pausedUntil: 0 }
    state.stamps.push(stamp)
    return [state.stamps.length, state] as const
  }

describe("RedisBudgetStore", () => {
  it.live("is atomic: two processes' concurrent updates all land, none lost", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const prefix = freshPrefix()
        const a = yield* RedisBudgetStore.make({ url: server.url, prefix, timeout: "5 seconds" })
        const b = yield* RedisBudgetStore.make({ url: server.url, prefix, timeout: "5 seconds" })
        yield* Effect.all(
          Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? a : b).modify("k", push(i))),
          { concurrency: 32 }
        )
        const entries = yield* a.entries
        expect(entries.get("k")?.stamps).toHaveLength(300)
        expect((yield* a.status).degraded).toBe(false)
        expect((yield* b.status).fallbacks).toBe(0)
      })
    )
  )

  it.effect("keeps times on the Redis server's clock: hosts whose clocks disagree by an hour agree", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const prefix = freshPrefix()
        // this host's clock: 0 (TestClock); the other host's: an hour ahead
        // (no periodic re-reading of the server clock inside the test's hour)
        const here = yield* RedisBudgetStore.make({ url: server.url, prefix, timeout: "5 seconds", clockSync: "1 day" })
        yield* TestClock.adjust("1 hour")
        const there = yield* RedisBudgetStore.make({
          url: server.url,
          prefix,
          timeout: "5 seconds",
          clockSync: "1 day"
        })
        const skewHere = (yield* here.status).skewMs
        const skewThere = (yield* there.status).skewMs
        expect(Math.abs(skewHere - skewThere - 3_600_000)).toBeLessThan(2_000)
        // a unit stamped "now" here reads as "now" there, an hour later by that host's clock
        yield* here.modify("k", push(0))
        const seen = yield* there.modify("k", (current) => [current?.stamps[0], current!] as const)
        expect(Math.abs((seen ?? 0) - 3_600_000)).toBeLessThan(2_000)
        // on the server it is one time
        const raw = JSON.parse((yield* Effect.promise(() => admin.get(`${prefix}k`))) ?? "{}")
        expect(Math.abs(raw.s[0] - Date.now())).toBeLessThan(60_000)
      })
    )
  )

  it.live("keys expire on their own, after their window (or their pause) and a margin", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const prefix = freshPrefix()
        const store = yield* RedisBudgetStore.make({ url: server.url, prefix, timeout: "5 seconds" })
        yield* store.modify("short", () => [undefined, { limit: 5, windowMs: 1_000, stamps: [1], pausedUntil: 0 }])
        const ttl = yield* Effect.promise(() => admin.pttl(`${prefix}short`))
        expect(ttl).toBeGreaterThan(0)
        expect(ttl).toBeLessThanOrEqual(2_000)
        yield* Effect.promise(() => new Promise((r) => setTimeout(r, 2_200)))
        expect(yield* Effect.promise(() => admin.exists(`${prefix}short`))).toBe(0)
      })
    )
  )

  it.live("a malformed key is logged and overwritten, never a crash", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const prefix = freshPrefix()
        for (const garbage of ["not json", '{"l":"x"}', "[1,2]", '{"l":1,"w":1,"p":0,"s":["a"]}'])
          yield* Effect.promise(() => admin.set(`${prefix}k${garbage.length}`, garbage))
        const store = yield* RedisBudgetStore.make({ url: server.url, prefix, timeout: "5 seconds" })
        for (const garbage of ["not json", '{"l":"x"}', "[1,2]", '{"l":1,"w":1,"p":0,"s":["a"]}']) {
          const count = yield* store.modify(`k${garbage.length}`, push(7))
          expect(count).toBe(1)
        }
        expect((yield* store.entries).size).toBe(4)
        expect((yield* store.status).degraded).toBe(false)
      })
    )
  )

  it.live("the budget on it keeps two API keys apart and shares each key's counters between processes", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const prefix = freshPrefix()
        const storeA = yield* RedisBudgetStore.make({ url: server.url, prefix, timeout: "5 seconds" })
        const storeB = yield* RedisBudgetStore.make({ url: server.url, prefix, timeout: "5 seconds" })
        const budgetA = RateBudget.makeWith(storeA)
        const budgetB = RateBudget.makeWith(storeB)
        const draw = (key: string): RateBudget.Draw => ({
          group: "order/create",
          category: "linear",
          isRead: false,
          cost: 1,
          account: RateBudget.accountOf(Redacted.make(key))
        })
        for (let i = 0; i < 3; i++) yield* budgetA.acquire(draw("key-one"))
        for (let i = 0; i < 2; i++) yield* budgetB.acquire(draw("key-one"))
        yield* budgetB.acquire(draw("key-two"))
        const entries = yield* storeA.entries
        const one = [...entries].find(([key]) => key.startsWith(RateBudget.accountOf(Redacted.make("key-one"))))
        const two = [...entries].find(([key]) => key.startsWith(RateBudget.accountOf(Redacted.make("key-two"))))
        expect(one?.[1].stamps).toHaveLength(5)
        expect(two?.[1].stamps).toHaveLength(1)
        // the secret never becomes a key
        expect([...entries.keys()].some((key) => key.includes("key-one"))).toBe(false)
        // headers reporting units another process spent reach every process's view
        yield* budgetA.observe(draw("key-two"), { limit: 10, remaining: 4, resetAt: Date.now() + 500 })
        const after = [...(yield* storeB.entries)].find(([key]) =>
          key.startsWith(RateBudget.accountOf(Redacted.make("key-two")))
        )
        expect(after?.[1].stamps).toHaveLength(6)
      })
    )
  )
})

describe("RedisBudgetStore when Redis is unavailable", () => {
  it.live("unreachable at start: the local share answers (policy local), or RateBudgetUnavailable (policy fail)", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const port = yield* Effect.promise(() => RedisServer.freePort())
        const url = `redis://127.0.0.1:${port}`
        const local = yield* RedisBudgetStore.make({ url, fleetSize: 4, timeout: "200 millis" })
        const granted = yield* local.modify("k", push(1))
        expect(granted).toBe(1)
        expect(yield* local.status).toMatchObject({ degraded: true, fallbacks: 1 })
        const closed = yield* RedisBudgetStore.make({ url, onUnavailable: "fail", timeout: "200 millis" })
        const error = yield* Effect.flip(closed.modify("k", push(1)))
        expect(error._tag).toBe("RateBudgetUnavailable")
        expect(error.message).toContain("Not sent: the shared rate budget")
      })
    )
  )

  it.live("dropped mid-run and back: degraded while down, the shared counters again once Redis answers", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const own = yield* Effect.promise(() => RedisServer.start())
        yield* Effect.addFinalizer(() => Effect.promise(() => own.stop()))
        const store = yield* RedisBudgetStore.make({ url: own.url, timeout: "200 millis" })
        yield* store.modify("k", push(1))
        expect((yield* store.status).degraded).toBe(false)
        expect((yield* Metric.value(RedisBudgetStore.degradedGauge)).value).toBe(0)
        yield* Effect.promise(() => own.kill())
        yield* store.modify("k", push(2))
        expect(yield* store.status).toMatchObject({ degraded: true, fallbacks: 1 })
        expect((yield* Metric.value(RedisBudgetStore.degradedGauge)).value).toBe(1)
        yield* Effect.promise(() => own.start())
        const started = Date.now()
        // the client reconnects with backoff; each draw meanwhile is answered locally
        yield* store
          .modify("k", push(3))
          .pipe(
            Effect.zipRight(store.status),
            Effect.repeat({ until: (status) => !status.degraded, schedule: Schedule.spaced("20 millis") }),
            Effect.timeout("10 seconds")
          )
        expect(Date.now() - started).toBeLessThan(10_000)
        expect((yield* store.entries).get("k")?.stamps.length).toBeGreaterThan(0)
        expect((yield* Metric.value(RedisBudgetStore.degradedGauge)).value).toBe(0)
      })
    )
  )
})

describe("RedisBudgetStore when Redis is slow", () => {
  it.live("an answer later than the timeout counts as unavailable: the policy answers at once, then Redis again", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const prefix = freshPrefix()
        const store = yield* RedisBudgetStore.make({ url: server.url, prefix, timeout: "200 millis" })
        yield* store.modify("k", push(1))
        // another client stalls the server for a second
        const stall = new Redis(server.url)
        yield* Effect.addFinalizer(() => Effect.sync(() => stall.disconnect()))
        yield* Effect.promise(() => stall.call("CLIENT", "PAUSE", "1000", "ALL"))
        const started = Date.now()
        yield* store.modify("k", push(2))
        expect(Date.now() - started).toBeLessThan(900)
        expect((yield* store.status).degraded).toBe(true)
        yield* Effect.sleep("1100 millis")
        yield* store.modify("k", push(3))
        expect((yield* store.status).degraded).toBe(false)
      })
    )
  )
})

describe("LocalShare", () => {
  it("grants 1/N of each limit, whether the limit came from the seed or from the headers", () => {
    const share = LocalShare.make(4)
    const take = (current: BucketState | undefined): readonly [boolean, BucketState] => {
      const state = current ?? { limit: 20, windowMs: 1000, stamps: [], pausedUntil: 0 }
      if (state.stamps.length >= state.limit) return [false, state] as const
      state.stamps.push(0)
      return [true, state] as const
    }
    const granted = Array.from({ length: 10 }, () => share.modify("k", take)).filter(Boolean).length
    expect(granted).toBe(5)
    // headers say the limit is 40: the share becomes 10
    share.modify("k", (current) => {
      current!.limit = 40
      return [undefined, current!] as const
    })
    const more = Array.from({ length: 10 }, () => share.modify("k", take)).filter(Boolean).length
    expect(more).toBe(5)
  })
})

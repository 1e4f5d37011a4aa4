import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Metric from "effect/Metric"
import * as Redacted from "effect/Redacted"
import * as TestClock from "effect/testing/TestClock"
import { Redis } from "ioredis"
import * as RateBudget from "../../src/Layers/RateBudget.js"
import type { BucketState } from "../../src/Layers/RateBudgetStore.js"
import * as LocalShare from "../../src/Redis/LocalShare.js"
import * as RedisBudgetStore from "../../src/Redis/RedisBudgetStore.js"
import * as RedisServer from "../support/RedisServer.js"
import { spanNames } from "../support/SpanNames.js"
import { waitFor, waitForValue } from "../support/WaitFor.js"

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

// A client of the test server whose first TIME answers reach the caller `delays[i]` ms late ("fail": rejected).
const delayedTime = (delays: ReadonlyArray<number | "fail">) =>
  Effect.acquireRelease(
    Effect.sync(() => {
      const client = new Redis(server.url)
      const time = client.time.bind(client)
      let count = 0
      client.time = (() =>
        time().then((answer) => {
          const delay = delays[count++] ?? 0
          if (delay === "fail") return Promise.reject(new Error("TIME refused"))
          return delay === 0 ? answer : new Promise((resolve) => setTimeout(() => resolve(answer), delay))
        })) as typeof client.time
      return { client, calls: () => count }
    }),
    ({ client }) => Effect.sync(() => client.disconnect())
  )

/** Draws (stamp `stamp`) until the store answers from Redis, not degraded. */
const untilOnRedis = (store: RedisBudgetStore.RedisBudgetStoreService, stamp: number, what: string) =>
  waitFor(
    store.modify("k", push(stamp)).pipe(
      Effect.andThen(store.status),
      Effect.map((status) => !status.degraded)
    ),
    what,
    { interval: "20 millis", timeout: "10 seconds" }
  )

const push =
  (stamp: number) =>
  (current: BucketState | undefined): readonly [number, BucketState] => {
    const state = current ?? { limit: 1000, windowMs: 60_000, stamps: [], pausedUntil: 0 }
    state.stamps.push(stamp)
    return [state.stamps.length, state] as const
  }

describe("RedisBudgetStore", () => {
  it.live("make is a named, traced call: a span `RedisBudgetStore.make`", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const { names } = yield* spanNames(
          RedisBudgetStore.make({ url: server.url, prefix: freshPrefix(), timeout: "5 seconds" })
        )
        expect(names[0]).toBe("RedisBudgetStore.make")
      })
    )
  )

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

  it.live(
    "reads the server's clock until a reading is tight: a process busy at its first reading agrees with the fleet",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          // the first TIME answer reaches the store 80 ms late (the process was busy, as a fleet's processes are at
          // start-up): that reading alone puts the skew 40 ms off
          const { client, calls } = yield* delayedTime([80])
          const busy = yield* RedisBudgetStore.make({ client, prefix: freshPrefix(), timeout: "5 seconds" })
          const reference = yield* RedisBudgetStore.make({
            url: server.url,
            prefix: freshPrefix(),
            timeout: "5 seconds"
          })
          const a = yield* busy.status
          const b = yield* reference.status
          expect(calls()).toBeGreaterThan(1)
          expect(a.skewErrorMs).toBeLessThan(40)
          // one server, one host: both are right to within their errors, so they agree to within their sum
          expect(Math.abs(a.skewMs - b.skewMs)).toBeLessThanOrEqual(a.skewErrorMs + b.skewErrorMs)
        })
      )
  )

  it.live("a reading that fails ends the round with the readings taken so far", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const { client, calls } = yield* delayedTime([20, "fail"])
        const store = yield* RedisBudgetStore.make({ client, prefix: freshPrefix(), timeout: "5 seconds" })
        expect(calls()).toBe(2)
        const status = yield* store.status
        expect(status.skewErrorMs).toBeGreaterThanOrEqual(10)
        expect(status.skewErrorMs).toBeLessThan(1_000)
      })
    )
  )

  it.live("reads the clock again within seconds while its reading is loose, then keeps the tight one", () =>
    Effect.scoped(
      Effect.gen(function* () {
        // every reading of the first sync is slow (8 readings of 30 ms or more)
        const { client, calls } = yield* delayedTime(Array.from({ length: 8 }, () => 30))
        const store = yield* RedisBudgetStore.make({ client, prefix: freshPrefix(), timeout: "5 seconds" })
        expect(calls()).toBe(8)
        expect((yield* store.status).skewErrorMs).toBeGreaterThanOrEqual(15)
        // read again each second while loose (not in 30 s): tight within a few rounds even on a busy machine
        const tight = yield* waitForValue(store.status, (status) => status.skewErrorMs < 15, "a tight clock reading", {
          interval: "100 millis",
          timeout: "6 seconds"
        })
        expect(calls()).toBeGreaterThan(8)
        expect(tight.skewErrorMs).toBeLessThan(15)
      })
    )
  )

  it.live(
    "units in flight survive the compare-and-set and the JSON round trip; a state without them reads as settled",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const prefix = freshPrefix()
          const a = yield* RedisBudgetStore.make({ url: server.url, prefix, timeout: "5 seconds" })
          const b = yield* RedisBudgetStore.make({ url: server.url, prefix, timeout: "5 seconds" })
          const now = Date.now()
          yield* a.modify("k", (current) => {
            const state = current ?? { limit: 10, windowMs: 1000, stamps: [], pausedUntil: 0 }
            state.stamps.push(now, now + 1)
            state.inFlight = [now]
            return [undefined, state] as const
          })
          // another process reads it and writes on top of it: the field is kept
          const seen = yield* b.modify("k", (current) => {
            const state = current ?? { limit: 10, windowMs: 1000, stamps: [], pausedUntil: 0 }
            state.stamps.push(now + 2)
            return [state.inFlight, state] as const
          })
          // both stores live in this process, so their skews differ only by their readings' errors (each reads the
          // server's clock itself): a stamp crossing between them may move by that much, and by no more
          const slack = (yield* a.status).skewErrorMs + (yield* b.status).skewErrorMs
          expect(Number.isFinite(slack)).toBe(true)
          const near = (actual: ReadonlyArray<number> | undefined, expected: ReadonlyArray<number>) => {
            expect(actual).toHaveLength(expected.length)
            for (const [i, t] of expected.entries()) expect(Math.abs(actual![i]! - t)).toBeLessThanOrEqual(slack)
          }
          near(seen, [now])
          const back = (yield* a.entries).get("k")
          near(back?.stamps, [now, now + 1, now + 2])
          near(back?.inFlight, [now])
          // a state written without the field (an earlier version) has nothing in flight
          yield* Effect.promise(() => admin.set(`${prefix}old`, JSON.stringify({ l: 10, w: 1000, s: [now], p: 0 })))
          const old = (yield* a.entries).get("old")
          expect(old?.stamps).toHaveLength(1)
          expect(old?.inFlight).toBeUndefined()
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

  it.live("while Redis is down, the local share starts from the key's last shared state", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const own = yield* Effect.promise(() => RedisServer.start())
        yield* Effect.addFinalizer(() => Effect.promise(() => own.stop()))
        const store = yield* RedisBudgetStore.make({ url: own.url, timeout: "200 millis", fleetSize: 4 })
        const other = yield* RedisBudgetStore.make({ url: own.url, timeout: "200 millis", fleetSize: 4 })
        // this process and another one of the fleet each sent 3 in the window
        for (const stamp of [1, 2, 3]) yield* store.modify("k", push(stamp))
        for (const stamp of [4, 5, 6]) yield* other.modify("k", push(stamp))
        yield* store.modify("k", (current) => [undefined, current!] as const)
        yield* Effect.promise(() => own.kill())
        // down: the fleet's 6 sends count against this process's share (250 of the 1000), not an empty state
        const seen = yield* store.modify("k", (current) => [current?.stamps.length, current!] as const)
        expect(seen).toBe(6)
        expect((yield* store.status).degraded).toBe(true)
      })
    )
  )

  it.live("dropped mid-run and back: degraded while down, the shared counters again once Redis answers", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const own = yield* Effect.promise(() => RedisServer.start())
        yield* Effect.addFinalizer(() => Effect.promise(() => own.stop()))
        const store = yield* RedisBudgetStore.make({ url: own.url, timeout: "200 millis" })
        // on Redis first (a first command slower than the 200 ms timeout on a loaded machine falls back once: that
        // is the store working, not this test's subject)
        yield* untilOnRedis(store, 1, "the store on Redis")
        expect((yield* Metric.value(RedisBudgetStore.degradedGauge)).value).toBe(0)
        const before = (yield* store.status).fallbacks
        yield* Effect.promise(() => own.kill())
        yield* store.modify("k", push(2))
        expect(yield* store.status).toMatchObject({ degraded: true, fallbacks: before + 1 })
        expect((yield* Metric.value(RedisBudgetStore.degradedGauge)).value).toBe(1)
        yield* Effect.promise(() => own.start())
        // the client reconnects with backoff; each draw meanwhile is answered locally
        yield* untilOnRedis(store, 3, "the store back on Redis")
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
        // another client stalls the server for 3 s; the draw is answered before the stall ends (a store that
        // waited for Redis would answer after it): the control is the stall itself, not a fixed speed
        const stall = new Redis(server.url)
        yield* Effect.addFinalizer(() => Effect.sync(() => stall.disconnect()))
        const stalledAt = Date.now()
        yield* Effect.promise(() => stall.call("CLIENT", "PAUSE", "3000", "ALL"))
        yield* store.modify("k", push(2))
        expect(Date.now() - stalledAt).toBeLessThan(3_000)
        expect((yield* store.status).degraded).toBe(true)
        yield* Effect.sleep("3100 millis")
        // past the stall the draws are Redis's again (a first one slower than the 200 ms timeout on a loaded machine
        // falls back once more: that is the store working, not this test's subject)
        yield* untilOnRedis(store, 3, "the store back on Redis after the stall")
        expect((yield* store.entries).get("k")?.stamps).toContain(3)
      })
    )
  )
})

describe("LocalShare", () => {
  it("a key without local state starts from the seed (a copy): its stamps count against the share; clear forgets", () => {
    const share = LocalShare.make(4)
    const seed: BucketState = { limit: 20, windowMs: 1000, stamps: [1, 2, 3, 4, 5], pausedUntil: 0 }
    const take = (current: BucketState | undefined): readonly [boolean, BucketState] => {
      const state = current ?? { limit: 20, windowMs: 1000, stamps: [], pausedUntil: 0 }
      if (state.stamps.length >= state.limit) return [false, state] as const
      state.stamps.push(0)
      return [true, state] as const
    }
    // the share is 5 of 20, and the seed already holds 5
    expect(share.modify("k", take, seed)).toBe(false)
    expect(seed.stamps).toHaveLength(5)
    // a key with local state ignores a seed
    expect(share.modify("k", take, { ...seed, stamps: [] })).toBe(false)
    share.clear()
    expect(Array.from({ length: 6 }, () => share.modify("k", take)).filter(Boolean)).toHaveLength(5)
  })

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

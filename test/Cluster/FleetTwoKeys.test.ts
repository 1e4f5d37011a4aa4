import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import { entityIdOf, logTagOf } from "../../src/Cluster/SessionEntity.js"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as FleetProcesses from "../support/FleetProcesses.js"
import * as FleetTestSecret from "../support/FleetTestSecret.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

// Two keys (two accounts) on one fleet: two entities, isolated. Each key's workers get their own account's order
// updates and none of the other's; the emulator counts 1 private and 1 trade connection per key; and killing the
// runner holding one key's session leaves the other key's subscribers undisturbed (no Reconnected). The shard of a
// key's session falls where its hash puts it: B's key is chosen among a few registered ones so that its session
// lands on the other runner than A's (each try says where, by the runners' logs).

let processes: FleetProcesses.Processes
beforeAll(async () => {
  processes = await FleetProcesses.setup()
}, 320_000)
afterAll(async () => {
  await processes?.pg.stop()
})

const B_KEYS = Array.from({ length: 8 }, (_, i) => ({
  apiKey: `FleetTwoKeysB0000000${i}`,
  apiSecret: `fleet-two-keys-b-secret-00000000${i}`
}))

// how the runners' logs name the key's session (a hash of its entity id, under the fleet's secret)
const secret = Redacted.make(FleetTestSecret.fleetSecret)
const entityOf = (emulator: Emulator.EmulatorHandle, key: FleetProcesses.Key) =>
  logTagOf(
    secret,
    entityIdOf(
      secret,
      Environment.custom({
        restUrl: emulator.rest,
        wsUrl: emulator.environment.ws.private.replace(/\/v5\/private$/, "")
      }),
      Redacted.make(key.apiKey)
    )
  )

const links = (worker: FleetProcesses.WorkerProcess) => FleetProcesses.updatesOf(worker).map((u) => u.link)
const reconnects = (worker: FleetProcesses.WorkerProcess) =>
  worker.messages.filter((m) => typeof m === "object" && "reconnected" in m).length

describe("two keys on one fleet", () => {
  it.live(
    "two entities, isolated: each key's updates to its own workers only, 1+1 connections each, a kill of one key's host leaves the other alone",
    () =>
      Effect.gen(function* () {
        const emulator = yield* Harness.start()
        const a = { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret }
        const sub = yield* Harness.addSubAccount(emulator, {
          username: "fleetkeys2",
          apiKey: B_KEYS[0]!.apiKey,
          secret: B_KEYS[0]!.apiSecret
        })
        for (const b of B_KEYS.slice(1))
          Harness.addKey(emulator, { apiKey: b.apiKey, secret: b.apiSecret, uid: sub.uid, isMaster: false })
        const url = yield* FleetProcesses.database(processes, "fleet_two_keys")
        const keys = [a, ...B_KEYS]
        const runners = [
          yield* FleetProcesses.startRunner(processes, emulator, keys, url),
          yield* FleetProcesses.startRunner(processes, emulator, keys, url)
        ]
        const holderOf = (key: FleetProcesses.Key) =>
          runners.filter((r) => FleetProcesses.holding(r).includes(entityOf(emulator, key)))
        const as = yield* Effect.forEach(["a1", "a2"], (id) =>
          FleetProcesses.startWorker(processes, emulator, a, url, id, 3, 50)
        )
        yield* FleetProcesses.untilAllSubscribed(emulator, a, as)
        expect(holderOf(a).length).toBe(1)
        const holderA = holderOf(a)[0]!
        // B's key: the first whose session opens on the other runner
        let b: FleetProcesses.Key | undefined
        let bs: ReadonlyArray<FleetProcesses.WorkerProcess> = []
        for (const candidate of B_KEYS) {
          const workers = yield* Effect.forEach(["b1", "b2"], (id) =>
            FleetProcesses.startWorker(processes, emulator, candidate, url, id, 3, 50)
          )
          yield* FleetProcesses.untilAllSubscribed(emulator, candidate, workers)
          expect(holderOf(candidate).length).toBe(1)
          if (holderOf(candidate)[0] !== holderA) {
            b = candidate
            bs = workers
            break
          }
          for (const w of workers) w.child.kill("SIGKILL")
        }
        expect(b, "a B key whose session is on the other runner").toBeDefined()
        const keyB = b!
        const recordA = FleetProcesses.recordPushes(emulator, emulator.uid)
        const recordB = FleetProcesses.recordPushes(emulator, sub.uid)
        for (const w of [...as, ...bs]) w.child.send("go")
        yield* waitFor(
          () => [...as, ...bs].every((w) => w.messages.some((m) => typeof m === "object" && "done" in m)),
          "every worker placed its orders",
          FleetProcesses.hang
        )
        const ownA = () => recordA.pushes.filter((p) => /^a\d-\d$/.test(p.link))
        const ownB = () => recordB.pushes.filter((p) => /^b\d-\d$/.test(p.link))
        yield* waitFor(
          () =>
            as.every((w) => links(w).filter((l) => /^a\d-\d$/.test(l)).length >= ownA().length) &&
            bs.every((w) => links(w).filter((l) => /^b\d-\d$/.test(l)).length >= ownB().length),
          "every worker received its key's updates",
          FleetProcesses.hang
        )
        expect(ownA().filter((p) => p.status === "New").length).toBe(6)
        expect(ownB().filter((p) => p.status === "New").length).toBe(6)
        // the orders of one key never on the other's account
        expect(recordA.pushes.filter((p) => p.link.startsWith("b") || p.link.startsWith("probe-Flee"))).toEqual([])
        expect(recordB.pushes.filter((p) => /^a\d-/.test(p.link))).toEqual([])
        // each worker: its key's updates, in the order the emulator pushed them, and none of the other key's
        for (const w of as) {
          expect(links(w).filter((l) => /^a\d-\d$/.test(l))).toEqual(ownA().map((p) => p.link))
          expect(links(w).filter((l) => l.startsWith("b") || l.startsWith("probe-Flee"))).toEqual([])
        }
        for (const w of bs) {
          expect(links(w).filter((l) => /^b\d-\d$/.test(l))).toEqual(ownB().map((p) => p.link))
          expect(links(w).filter((l) => /^a\d-/.test(l) || l.startsWith(`probe-${a.apiKey.slice(0, 4)}`))).toEqual([])
        }
        expect(FleetProcesses.socketsOf(emulator, a.apiKey)).toEqual({ private: 1, trade: 1 })
        expect(FleetProcesses.socketsOf(emulator, keyB.apiKey)).toEqual({ private: 1, trade: 1 })

        // kill A's session host: A's workers see Reconnected; B's go on with no Reconnected, and get B's next orders
        const bReconnectsBefore = bs.map(reconnects)
        holderA.child.kill("SIGKILL")
        yield* Effect.promise(() => holderA.closed)
        let n = 0
        yield* waitFor(
          Effect.map(
            Effect.promise(() => FleetProcesses.fetchOrder(emulator, a, `after-a-${n++}`)),
            () => as.every((w) => reconnects(w) >= 1)
          ),
          "A's workers reconnected on the other runner",
          { ...FleetProcesses.hang, interval: "500 millis" }
        )
        let m = 0
        yield* waitFor(
          Effect.map(
            Effect.promise(() => FleetProcesses.fetchOrder(emulator, keyB, `after-b-${m++}`)),
            () => bs.every((w) => links(w).some((l) => l.startsWith("after-b-")))
          ),
          "B's workers got B's orders after the kill",
          { ...FleetProcesses.hang, interval: "500 millis" }
        )
        recordA.stop()
        recordB.stop()
        for (const [i, w] of bs.entries()) {
          expect(reconnects(w)).toBe(bReconnectsBefore[i])
          expect(reconnects(w)).toBe(0)
          expect(new Set(FleetProcesses.updatesOf(w).map((u) => u.epoch)).size).toBe(1)
          FleetProcesses.expectInOrder(FleetProcesses.updatesOf(w))
          expect(links(w).filter((l) => l.startsWith("after-a-"))).toEqual([])
        }
        for (const w of [...as, ...bs]) expect(FleetProcesses.errorsOf(w)).toEqual([])
        // B's session never closed on its runner; no secret in any runner's log or worker's message
        const holderB = runners.find((r) => r !== holderA)!
        expect(FleetProcesses.holding(holderB)).toContain(entityOf(emulator, keyB))
        const said = [...runners.flatMap((r) => r.lines), ...[...as, ...bs].map((w) => JSON.stringify(w.messages))]
        for (const secret of [a.apiSecret, keyB.apiSecret]) expect(said.join("\n")).not.toContain(secret)
      }).pipe(Effect.scoped),
    600_000
  )
})

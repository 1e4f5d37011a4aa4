import * as Net from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import { entityIdOf } from "../../src/Cluster/SessionEntity.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as FleetProcesses from "../support/FleetProcesses.js"
import * as FleetTestSecret from "../support/FleetTestSecret.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

// The fleet on a port anything can reach (SYSTEM: PostgreSQL, a runner process, worker processes). A rogue peer gets
// nothing: a raw TCP socket speaking the link's protocol (ndjson: Ping, a Hello for the key's entity id on every
// one of the 16 shards, a CreateOrder) is closed without an answer, and the library given the PostgreSQL URL and the
// key but another fleet secret (or none) fails with a typed error naming what is wrong. The emulator then holds 0
// rogue orders, pushed 0 rogue updates, and counts 1 private and 1 trade connection for the key, as the fleet's own
// worker (the right secret) left them; the runner logged each refused peer.

let processes: FleetProcesses.Processes
beforeAll(async () => {
  processes = await FleetProcesses.setup()
}, 320_000)
afterAll(async () => {
  await processes?.pg.stop()
})

// what a raw peer reads before its connection closes, as text
const rawPeer = (port: number, lines: ReadonlyArray<string>) =>
  Effect.callback<string>((resume) => {
    const conn = Net.connect({ host: "127.0.0.1", port })
    let text = ""
    conn.on("connect", () => {
      for (const line of lines) conn.write(`${line}\n`)
    })
    conn.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1")
    })
    conn.on("error", () => undefined)
    conn.on("close", () => resume(Effect.succeed(text)))
    return Effect.sync(() => conn.destroy())
  })

const portOf = (runner: FleetProcesses.RunnerProcess): number => {
  const ready = runner.lines.find((line) => line.includes('"ready"')) ?? ""
  return Number(/:(\d+)"/.exec(ready)?.[1])
}

const errorTags = (worker: FleetProcesses.WorkerProcess) =>
  worker.messages.flatMap((m) => (typeof m === "object" && "error" in m ? [m.tag ?? ""] : []))

describe("a rogue peer on the runner's port", () => {
  it.live(
    "raw TCP and the library without the fleet's secret: 0 orders, 0 pushes, the key's sockets stay 1 + 1; the right secret works",
    () =>
      Effect.gen(function* () {
        const emulator = yield* Harness.start()
        const key = { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret }
        const url = yield* FleetProcesses.database(processes, "fleet_rogue")
        const runner = yield* FleetProcesses.startRunner(processes, emulator, [key], url)
        // the fleet's own worker, with the right secret: subscribed, one order placed
        const worker = yield* FleetProcesses.startWorker(processes, emulator, key, url, "w", 1, 10)
        yield* FleetProcesses.untilAllSubscribed(emulator, key, [worker]).pipe(
          Effect.tapError(() => FleetProcesses.report([runner], [worker]))
        )
        worker.child.send("go")
        yield* waitFor(
          () => worker.messages.some((m) => typeof m === "object" && "done" in m),
          "the worker placed its order",
          FleetProcesses.hang
        )
        expect(worker.messages).toContainEqual({ placed: "w-0" })
        const before = FleetProcesses.socketsOf(emulator, key.apiKey)
        expect(before).toEqual({ private: 1, trade: 1 })
        const record = FleetProcesses.recordPushes(emulator, emulator.uid)

        // 1. a raw TCP peer speaking the link's ndjson, knowing even the key's entity id (the rogue cannot compute
        // it; given here to make the point), on every shard
        const entityId = entityIdOf(
          Redacted.make(FleetTestSecret.fleetSecret),
          Environment.custom({
            restUrl: emulator.rest,
            wsUrl: emulator.environment.ws.private.replace(/\/v5\/private$/, "")
          }),
          Redacted.make(key.apiKey)
        )
        const envelope = (id: number, tag: string, payload: unknown) =>
          JSON.stringify({
            _tag: "Request",
            id: String(id),
            tag: "Envelope",
            payload: {
              envelope: {
                _tag: "Request",
                requestId: String(1_000_000 + id),
                address: { shardId: { group: "default", id: (id % 16) + 1 }, entityType: "BybitKeySession", entityId },
                tag,
                payload,
                headers: {}
              }
            },
            headers: []
          })
        const order = {
          epoch: "",
          params: {
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Limit",
            qty: "0.001",
            price: "20000",
            orderLinkId: "rogue-0"
          }
        }
        const answer = yield* rawPeer(portOf(runner), [
          JSON.stringify({ _tag: "Ping" }),
          JSON.stringify({ _tag: "Request", id: "0", tag: "Ping", payload: {}, headers: [] }),
          ...Array.from({ length: 16 }, (_, i) => envelope(i + 1, "Hello", null)),
          envelope(17, "CreateOrder", order)
        ])
        // at most a TLS alert, never an RPC answer
        expect(answer).not.toMatch(/Pong|Exit|Chunk|_tag/)

        // 2. the library given the PostgreSQL URL and the key, but another fleet secret, or none
        const wrong = yield* FleetProcesses.startWorker(processes, emulator, key, url, "rogue", 3, 10, {
          EFFECT_BYBIT_FLEET_SECRET: FleetTestSecret.otherSecret
        })
        const none = yield* FleetProcesses.startWorker(processes, emulator, key, url, "rogue", 3, 10, {
          EFFECT_BYBIT_FLEET_SECRET: undefined
        })
        for (const rogue of [wrong, none]) rogue.child.send("go")
        yield* waitFor(
          () => errorTags(wrong).length > 0 && errorTags(none).length > 0,
          "the rogue workers failed",
          FleetProcesses.hang
        )
        expect(errorTags(wrong)).toEqual(["FleetLinkRefused"])
        expect(errorTags(none)).toEqual(["FleetSecretInvalid"])
        for (const rogue of [wrong, none]) {
          expect(rogue.messages.some((m) => typeof m === "object" && ("placed" in m || "update" in m))).toBe(false)
          expect(JSON.stringify(rogue.messages)).not.toContain(FleetTestSecret.fleetSecret)
          expect(JSON.stringify(rogue.messages)).not.toContain(FleetTestSecret.otherSecret)
        }
        // the runner logged the refused peers (the raw one, the wrong secret's), one line each
        yield* waitFor(
          () => runner.lines.filter((line) => line.includes("fleet link refused")).length >= 2,
          "the runner's lines",
          FleetProcesses.hang
        )

        // the exchange: no rogue order, no rogue push, the key's connections as the fleet left them
        const orders = yield* Trade.getActiveOrders({
          category: "linear",
          settleCoin: "USDT",
          openOnly: 0,
          limit: 50
        }).pipe(Effect.provide(Harness.client(emulator)))
        // (the test's own probes, placed over REST while the worker subscribed, and the worker's order)
        const links = orders.list.map((o) => o.orderLinkId)
        expect(links).toContain("w-0")
        expect(links.filter((link) => !link.startsWith("probe-") && link !== "w-0")).toEqual([])
        record.stop()
        expect(record.pushes.filter((p) => p.link.startsWith("rogue"))).toEqual([])
        expect(FleetProcesses.socketsOf(emulator, key.apiKey)).toEqual(before)
        expect(runner.lines.join("\n")).not.toContain(FleetTestSecret.fleetSecret)
      }).pipe(Effect.scoped),
    300_000
  )
})

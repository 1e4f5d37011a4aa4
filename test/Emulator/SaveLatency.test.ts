/**
 * A save never stops the answers (issue 69: on the state of a trading minute each save blocked every answer for
 * 2.1-2.8 s). On such a state, the same answers are timed without saves and while the save policy saves back to back;
 * the p99 of the two is compared as a ratio within the one test (a save that blocks for its whole length puts the p99
 * at the save's length: hundreds of times the control's). IN-PROCESS: one emulator on loopback, its state file in a
 * temporary folder. Live clock: the answers' latency is the subject.
 */
import * as crypto from "node:crypto"
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Scope from "effect/Scope"
import * as Emulator from "../../src/Emulator/Emulator.js"
import type { Exchange } from "../../src/Emulator/Exchange.js"
import { Faults } from "../../src/Emulator/Faults.js"
import * as Saving from "../../src/Emulator/Saving.js"
import * as AdminHttp from "../support/AdminHttp.js"

const pair = crypto.generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" }
})
const rsa = { publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey }

/** A trading minute: `rounds` limit orders placed and cancelled, and market orders on linear and spot. */
const tradeMinute = (exchange: Exchange, rounds: number, end: number): void => {
  const caller = { uid: exchange.demo.uid, apiKey: exchange.demo.apiKey }
  const start = end - 60_000
  exchange.setBalance(caller.uid, "UNIFIED", "USDT", "1000000", start)
  for (let n = 0; n < rounds; n++) {
    const at = start + Math.floor((60_000 * n) / rounds)
    const symbol = "BTCUSDT"
    const placed = exchange.createOrder(
      caller,
      { category: "linear", symbol, side: "Buy", orderType: "Limit", qty: "0.001", price: "1000" },
      at
    )
    const orderId = placed.ok ? placed.value.orderId : undefined
    if (orderId !== undefined) exchange.cancelOrder(caller, { category: "linear", symbol, orderId }, at)
    const side = n % 2 === 0 ? "Sell" : "Buy"
    exchange.createOrder(caller, { category: "linear", symbol, side, orderType: "Market", qty: "0.001" }, at)
    exchange.createOrder(caller, { category: "spot", symbol, side, orderType: "Market", qty: "0.0001" }, at)
  }
}

const p99 = (xs: ReadonlyArray<number>): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN
}

/** `count` reads of the server time, 8 at a time, each timed from send to the whole answer; until `more()` is false too. */
const timedReads = (rest: string, count: number, more: () => boolean = () => false) =>
  Effect.promise(async () => {
    const url = `${rest}/v5/market/time`
    const latencies: Array<number> = []
    const loop = async () => {
      while (latencies.length < count || more()) {
        const t0 = performance.now()
        const answer = await fetch(url)
        await answer.text()
        latencies.push(performance.now() - t0)
      }
    }
    await Promise.all(Array.from({ length: 8 }, loop))
    return latencies
  })

describe("saves and answers", () => {
  it.live(
    "on a trading minute's state, the p99 of answers while saving back to back is within 3x of it without saves",
    () =>
      Effect.gen(function* () {
        const dir = yield* Effect.promise(() => fs.mkdtemp(path.join(os.tmpdir(), "emulator-latency-")))
        const file = path.join(dir, "state.json")
        const scope = yield* Scope.make()
        const h = yield* Scope.provide(Emulator.make({ port: 0, seed: 46, rsa, tickMs: 600_000 }), scope)
        const exchange = h.admin.exchange
        tradeMinute(exchange, 800, Date.now())
        // warm: the first answers compile the paths
        yield* timedReads(h.rest, 100)
        const without = yield* timedReads(h.rest, 600)
        // the save policy, saving every millisecond: one save after the other, the whole time the answers run
        const captures: Array<number> = []
        const saving = yield* Scope.make()
        yield* Scope.provide(
          Saving.policy(file, Duration.millis(1), () => {
            captures.push(performance.now())
            return Saving.capture(exchange, new Faults(), 46, Date.now())
          }),
          saving
        )
        const during = yield* timedReads(h.rest, 600, () => captures.length < 5)
        const savesDuring = captures.length - 1
        yield* Scope.close(saving, Exit.void)
        // one save's length: saved back to back, the time from one capture to the next
        const saveMs = ((captures[savesDuring] ?? 0) - (captures[0] ?? 0)) / savesDuring
        const bytes = (yield* Effect.promise(() => fs.stat(file))).size
        // the state is a trading minute's (megabytes), and saves were under way the whole time
        expect(bytes).toBeGreaterThan(2_000_000)
        expect(savesDuring).toBeGreaterThanOrEqual(4)
        const ratio = p99(during) / p99(without)
        const longest = Math.max(...during)
        const figures = `p99 ${p99(during).toFixed(1)} ms during saves, ${p99(without).toFixed(1)} ms without; longest answer ${longest.toFixed(0)} ms, a save ${saveMs.toFixed(0)} ms`
        // a save that blocks puts the p99 at a save's length: tens of times the control's (432 / 11.7 ≈ 37 when this
        // failed at 3: a fresh-clone CI's parallel run measured 3.13 with no save blocking, its longest answer 66 ms of
        // a 432 ms save); the bound is between what a neighbour's load gives and what the bug gives
        expect(ratio, figures).toBeLessThan(10)
        // no answer waits for a whole save: the longest is a fraction of one (a save that blocks makes it all of one)
        expect(longest / saveMs, figures).toBeLessThan(0.5)
        yield* Scope.close(scope, Exit.void)
        yield* Effect.promise(() => fs.rm(dir, { recursive: true }))
      }),
    { timeout: 240_000 }
  )

  it.live(
    "on a trading minute's state, a save on request (POST /__admin/save) answers once written, the others meanwhile",
    () =>
      Effect.gen(function* () {
        const dir = yield* Effect.promise(() => fs.mkdtemp(path.join(os.tmpdir(), "emulator-save-request-")))
        const file = path.join(dir, "state.json")
        // saved only on request (and at stop)
        const scope = yield* Scope.make()
        const h = yield* Scope.provide(
          Emulator.make({ port: 0, seed: 47, rsa, tickMs: 600_000, stateFile: file, saveEvery: 0 }),
          scope
        )
        tradeMinute(h.admin.exchange, 800, Date.now())
        yield* timedReads(h.rest, 100)
        // reads run all through the save: each read's latency, and when it ended
        let saving = true
        const ended: Array<number> = []
        const reads = Effect.promise(async () => {
          const latencies: Array<number> = []
          const loop = async () => {
            while (saving) {
              const t0 = performance.now()
              const answer = await fetch(`${h.rest}/v5/market/time`)
              await answer.text()
              latencies.push(performance.now() - t0)
              ended.push(performance.now())
            }
          }
          await Promise.all(Array.from({ length: 8 }, loop))
          return latencies
        })
        const save = Effect.promise(async () => {
          const sent = performance.now()
          const answer = await AdminHttp.fetchAdmin(h, "save")
          const body = (await answer.json()) as { ok: boolean; result?: { file: string; bytes: number } }
          const done = performance.now()
          saving = false
          return { status: answer.status, body, sent, done }
        })
        const [latencies, saved] = yield* Effect.all([reads, save], { concurrency: 2 })
        expect(saved.status).toBe(200)
        expect(saved.body.result?.file).toBe(file)
        const bytes = (yield* Effect.promise(() => fs.stat(file))).size
        expect(saved.body.result?.bytes).toBe(bytes)
        expect(bytes).toBeGreaterThan(2_000_000)
        const saveMs = saved.done - saved.sent
        const answeredMeanwhile = ended.filter((t) => t > saved.sent && t < saved.done).length
        const longest = Math.max(...latencies)
        const figures = `save ${saveMs.toFixed(0)} ms; ${answeredMeanwhile} reads answered meanwhile; longest read ${longest.toFixed(0)} ms`
        // the others were answered while it wrote, none of them waiting for the whole save (a blocking save answers none)
        expect(answeredMeanwhile, figures).toBeGreaterThan(8)
        expect(longest / saveMs, figures).toBeLessThan(0.5)
        // the stop saves once more, into the folder still there
        yield* Scope.close(scope, Exit.void)
        yield* Effect.promise(() => fs.rm(dir, { recursive: true }))
      }),
    { timeout: 240_000 }
  )
})

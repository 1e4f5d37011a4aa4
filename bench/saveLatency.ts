/**
 * Answers with and without saves (issue 69), in the restart suite: an emulator in this process trades a minute (5
 * rounds of `tradeRounds` each of 600 steps), then 8 clients read the server time back to back, timed from send to
 * the whole answer: once without saves, once while the save policy saves every millisecond (one save after the
 * other). Reported: p50 and p99 of each, the longest answer during saves and one save's length (capture to capture).
 * Before issue 69 a save blocked every answer for its whole length.
 *
 * @since 1.3.0
 */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Scope from "effect/Scope"
import * as Emulator from "../src/Emulator/Emulator.js"
import type { Exchange } from "../src/Emulator/Exchange.js"
import { Faults } from "../src/Emulator/Faults.js"
import * as Saving from "../src/Emulator/Saving.js"

/** One step's trading rounds: a limit order placed and cancelled, a market order on linear and one on spot. */
export const tradeRounds = (
  exchange: Exchange,
  caller: { readonly uid: string; readonly apiKey: string },
  rounds: number,
  at: number
): number => {
  let orders = 0
  for (let k = 0; k < rounds; k++) {
    const symbol = "BTCUSDT"
    const placed = exchange.createOrder(
      caller,
      { category: "linear", symbol, side: "Buy", orderType: "Limit", qty: "0.001", price: "1000" },
      at
    )
    if (placed.ok) exchange.cancelOrder(caller, { category: "linear", symbol, orderId: placed.value.orderId }, at)
    const side = k % 2 === 0 ? "Sell" : "Buy"
    exchange.createOrder(caller, { category: "linear", symbol, side, orderType: "Market", qty: "0.001" }, at)
    exchange.createOrder(caller, { category: "spot", symbol, side, orderType: "Market", qty: "0.0001" }, at)
    orders += 3
  }
  return orders
}

/** The figures of the save-latency rows. */
export interface SaveLatency {
  readonly bytes: number
  readonly without: ReadonlyArray<number>
  readonly during: ReadonlyArray<number>
  readonly saves: number
  readonly saveMs: number
}

const quantile = (xs: ReadonlyArray<number>, q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN
}

const reads = async (rest: string, count: number, more: () => boolean): Promise<Array<number>> => {
  const out: Array<number> = []
  const loop = async () => {
    while (out.length < count || more()) {
      const t0 = performance.now()
      const answer = await fetch(`${rest}/v5/market/time`)
      await answer.text()
      out.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: 8 }, loop))
  return out
}

/** Measures the rows: `count` answers each way, during at least `saves` saves, on `rounds` trading rounds a step. */
export const measureSaveLatency = (count = 2000, saves = 5, rounds = 5): Promise<SaveLatency> =>
  Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const dir = yield* Effect.promise(() => fs.mkdtemp(path.join(os.tmpdir(), "bench-save-")))
        const file = path.join(dir, "state.json")
        const h = yield* Emulator.make({ port: 0, seed: 1, tickMs: 600_000 })
        const exchange = h.admin.exchange
        const caller = { uid: exchange.demo.uid, apiKey: exchange.demo.apiKey }
        const end = Date.now()
        exchange.setBalance(caller.uid, "UNIFIED", "USDT", "1000000", end - 60_000)
        for (let n = 1; n <= 600; n++) tradeRounds(exchange, caller, rounds, end - 60_000 + n * 100)
        yield* Effect.promise(() => reads(h.rest, 200, () => false))
        const without = yield* Effect.promise(() => reads(h.rest, count, () => false))
        const captures: Array<number> = []
        const saving = yield* Scope.make()
        yield* Scope.provide(
          Saving.policy(file, Duration.millis(1), () => {
            captures.push(performance.now())
            return Saving.capture(exchange, new Faults(), 1, Date.now())
          }),
          saving
        )
        const during = yield* Effect.promise(() => reads(h.rest, count, () => captures.length <= saves))
        const done = captures.length - 1
        yield* Scope.close(saving, Exit.void)
        const bytes = (yield* Effect.promise(() => fs.stat(file))).size
        yield* Effect.promise(() => fs.rm(dir, { recursive: true }))
        const saveMs = ((captures[done] ?? 0) - (captures[0] ?? 0)) / done
        return { bytes, without, during, saves: done, saveMs }
      })
    )
  )

/** The rows, for the restart section. */
export const saveLatencyRows = (m: SaveLatency): ReadonlyArray<string> => [
  `Answers with and without saves (issue 69, \`bench/saveLatency.ts\`): a trading minute's state (${(m.bytes / 1e6).toFixed(1)} MB), 8 clients reading the server time back to back, ${m.without.length} answers without saves, ${m.during.length} while the save policy saved ${m.saves} times back to back (one save ${m.saveMs.toFixed(0)} ms, capture to capture).`,
  "",
  "| answers | p50 ms | p99 ms | longest ms |",
  "|---|---|---|---|",
  `| without saves | ${quantile(m.without, 0.5).toFixed(1)} | ${quantile(m.without, 0.99).toFixed(1)} | ${Math.max(...m.without).toFixed(0)} |`,
  `| during saves | ${quantile(m.during, 0.5).toFixed(1)} | ${quantile(m.during, 0.99).toFixed(1)} | ${Math.max(...m.during).toFixed(0)} |`,
  ""
]

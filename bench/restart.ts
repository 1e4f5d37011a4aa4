/**
 * The restart suite (issue 58): how long an emulator takes to load its saved state, against how long it ran before.
 * For each uptime, an exchange of seed 1 runs the market that long (in 600 steps, the step the uptime over 600: the
 * state a step leaves does not depend on its length) with a limit and a market order every 60 steps, then saves
 * (`SavedState`); the load — decode and check the file, build the exchange of its seed, restore the snapshot and
 * the clock — is timed `reps` times, the median reported with the file's size. Before the snapshot, the state was a
 * journal replayed at start: 79 s after an hour of uptime, not ready in 300 s after a day (issue 58).
 *
 * @since 1.2.0
 */
import * as crypto from "node:crypto"
import { Exchange } from "../src/Emulator/Exchange.js"
import { Faults } from "../src/Emulator/Faults.js"
import * as SavedState from "../src/Emulator/SavedState.js"
import * as Saving from "../src/Emulator/Saving.js"
import { type SaveLatency, saveLatencyRows, tradeRounds } from "./saveLatency.js"

/** One uptime's row. */
export interface RestartRow {
  readonly uptime: string
  readonly uptimeMs: number
  readonly steps: number
  readonly orders: number
  readonly bytes: number
  readonly nodes: number
  readonly saveMs: ReadonlyArray<number>
  readonly loadMs: ReadonlyArray<number>
}

/** The suite's figures. */
export interface RestartReport {
  readonly measuredAt: string
  readonly command: string
  readonly rows: ReadonlyArray<RestartRow>
  /** Answers with and without saves (issue 69), when measured. */
  readonly saves?: SaveLatency | undefined
}

const median = (xs: ReadonlyArray<number>) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? Number.NaN
}

// [row, uptime, trading rounds per step]: the idle rows place a market and a limit order every 60 steps; "of
// trading" places, each step, `rounds` limit orders it cancels and market orders on linear and spot (issue 69)
const uptimes: ReadonlyArray<readonly [string, number, number]> = [
  ["1 minute", 60_000, 0],
  ["1 hour", 3_600_000, 0],
  ["1 day", 86_400_000, 0],
  ["1 hour of trading", 3_600_000, 5]
]

/** Runs the suite: `steps` market steps per uptime, `reps` timed loads each. */
export const measureRestart = (command: string, steps = 600, reps = 5): RestartReport => {
  const pair = crypto.generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" }
  })
  const rsa = { publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey }
  const rows = uptimes.map(([uptime, uptimeMs, trading]): RestartRow => {
    const end = Date.now()
    const start = end - uptimeMs
    const exchange = new Exchange({ seed: 1, rsa })
    const caller = { uid: exchange.demo.uid, apiKey: exchange.demo.apiKey }
    exchange.setBalance(caller.uid, "UNIFIED", "USDT", "1000000", start)
    let orders = 0
    for (let n = 1; n <= steps; n++) {
      const at = start + Math.round((uptimeMs * n) / steps)
      exchange.tick(at)
      if (trading > 0) orders += tradeRounds(exchange, caller, trading, at)
      if (n % 60 !== 0) continue
      const side = n % 120 === 0 ? "Buy" : "Sell"
      exchange.createOrder(
        caller,
        { category: "linear", symbol: "BTCUSDT", side, orderType: "Market", qty: "0.01" },
        at
      )
      exchange.createOrder(
        caller,
        { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.01", price: "1000" },
        at
      )
      orders += 2
    }
    const faults = new Faults()
    const saveMs: Array<number> = []
    let text = ""
    for (let r = 0; r < reps; r++) {
      const t0 = performance.now()
      text = SavedState.encode(Saving.stateOf(exchange, faults, 1, end))
      saveMs.push(performance.now() - t0)
    }
    const loadMs: Array<number> = []
    let nodes = 0
    for (let r = 0; r < reps; r++) {
      const t0 = performance.now()
      const state = SavedState.decode(text, "bench", Date.now())
      if (state instanceof SavedState.SavedStateError) throw state
      const restored = new Exchange({ seed: state.seed, rsa: state.rsa })
      const refused = Saving.restore(restored, new Faults(), state, () => Date.now())
      if (refused !== undefined) throw refused
      loadMs.push(performance.now() - t0)
      nodes = state.exchange.length
    }
    return { uptime, uptimeMs, steps, orders, bytes: Buffer.byteLength(text), nodes, saveMs, loadMs }
  })
  return { measuredAt: new Date().toISOString(), command, rows }
}

/** The report's section. */
export const restartSection = (report: RestartReport): ReadonlyArray<string> => [
  "## Restart against uptime (issue 58)",
  "",
  `Measured by \`${report.command}\` at ${report.measuredAt} (\`bench/restart.ts\`, in the bench's process). An exchange of seed 1 runs the market for each uptime (in ${report.rows[0]?.steps ?? 0} steps, with a market and a limit order every 60 steps; *of trading* also places, every step, 5 limit orders it cancels and 5 market orders each on linear and spot), then saves its state; *load* is the restart's work — the file decoded and checked, the exchange of its seed built, the snapshot and the clock restored — the median of ${report.rows[0]?.loadMs.length ?? 0} loads; *save* the snapshot taken and encoded (the periodic save does the encoding off the request path, issue 69). The journal the state was before issue 58 took 79 s to load after an hour of uptime and was not ready in 300 s after a day.`,
  "",
  "| uptime | orders | file kB | objects | save ms | load ms |",
  "|---|---|---|---|---|---|",
  ...report.rows.map(
    (r) =>
      `| ${r.uptime} | ${r.orders} | ${(r.bytes / 1000).toFixed(0)} | ${r.nodes} | ${median(r.saveMs).toFixed(0)} | ${median(r.loadMs).toFixed(0)} |`
  ),
  "",
  ...(report.saves === undefined ? [] : saveLatencyRows(report.saves))
]

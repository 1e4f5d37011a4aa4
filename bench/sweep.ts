/**
 * The sweep suite (issue 62): a sweep's runs per minute on 1, 2 and 3 runner processes of this machine. For each
 * count, that many `effect-bybit runner --postgres URL --port N --strategy FILE` are started over a fresh PostgreSQL
 * (test/support/PostgresServer.ts), then `effect-bybit sweep --postgres URL` runs the example strategy
 * (examples/sweep/strategy.ts) over a grid of `runs` settings on examples/recordings/btcusdt.jsonl; the sweep's
 * wall time from start to exit (the CLI's start-up included) gives its runs per minute, the median of `reps` sweeps.
 * The load average before and after each count is recorded beside it (the machine is shared).
 *
 * @since 1.2.0
 */
import * as os from "node:os"
import * as path from "node:path"
import { compiled } from "../test/support/Compiled.js"
import { type Running, signalGroup, start } from "../test/support/EmulatorProcess.js"
import { fleetSecret } from "../test/support/FleetTestSecret.js"
import * as PostgresServer from "../test/support/PostgresServer.js"
import { freePort } from "../test/support/RedisServer.js"

/** One runner count's row. */
export interface SweepRow {
  readonly runners: number
  readonly runs: number
  readonly seconds: ReadonlyArray<number>
  readonly loadBefore: number
  readonly loadAfter: number
}

/** The suite's figures. */
export interface SweepReport {
  readonly measuredAt: string
  readonly command: string
  readonly cores: number
  readonly rows: ReadonlyArray<SweepRow>
}

const median = (xs: ReadonlyArray<number>) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? Number.NaN
}

const readyLine = async (running: Running): Promise<void> => {
  for (let n = 1; n <= 20; n++) {
    const lines = await running.lines(n)
    if (lines.some((line) => line.includes('"ready":true'))) return
    if (lines.length < n) break
  }
  throw new Error(`runner not ready: ${running.stderr()}`)
}

/**
 * What a sweep over runners runs: the compiled CLI and strategy module, the recordings, the grid (`runs` runs in
 * all: settings × recordings) and how many runs are under way at once per runner.
 */
export interface SweepWork {
  readonly bin: string
  readonly strategy: string
  readonly recordings: ReadonlyArray<string>
  readonly grid: string
  readonly runs: number
  readonly concurrencyPerRunner: number
}

/** One sweep of `work` over `count` runner processes and a fresh PostgreSQL, `reps` times: its row. */
export const overRunners = async (
  work: SweepWork,
  count: number,
  reps: number,
  log: (line: string) => void
): Promise<SweepRow> => {
  const pg = await PostgresServer.start()
  const runners: Array<Running> = []
  const env = { ...process.env, EFFECT_BYBIT_FLEET_SECRET: fleetSecret }
  try {
    for (let i = 0; i < count; i++) {
      const port = String(await freePort())
      const runner = start(
        process.execPath,
        [work.bin, "runner", "--postgres", pg.url, "--port", port, "--strategy", work.strategy],
        { env }
      )
      runners.push(runner)
      await readyLine(runner)
    }
    const loadBefore = os.loadavg()[0] ?? 0
    const seconds: Array<number> = []
    for (let rep = 0; rep < reps; rep++) {
      const began = performance.now()
      const sweep = start(
        process.execPath,
        [
          work.bin,
          "sweep",
          "--postgres",
          pg.url,
          "--strategy",
          work.strategy,
          "--grid",
          work.grid,
          "--concurrency",
          String(work.concurrencyPerRunner * count),
          "--json",
          ...work.recordings
        ],
        { env }
      )
      const code = await sweep.exited
      if (code !== 0) throw new Error(`sweep failed (${String(code)}): ${sweep.stderr()}`)
      seconds.push((performance.now() - began) / 1000)
    }
    const row = { runners: count, runs: work.runs, seconds, loadBefore, loadAfter: os.loadavg()[0] ?? 0 }
    log(`sweep: ${count} runner(s), ${(work.runs / (median(seconds) / 60)).toFixed(1)} runs/min`)
    return row
  } finally {
    for (const runner of runners) signalGroup(runner, "SIGKILL")
    await pg.stop()
  }
}

/** Runs the suite: sweeps of `runs` runs on 1, 2 and 3 runners, `reps` each. */
export const measureSweep = async (
  root: string,
  command: string,
  options: { readonly smoke: boolean; readonly reps: number; readonly log: (line: string) => void }
): Promise<SweepReport> => {
  const files = await compiled(["src/Cli/bin.ts", "examples/sweep/strategy.ts"])
  const runs = options.smoke ? 4 : 24
  const everyMs = Array.from({ length: runs / 2 }, (_, i) => 500 * (i + 1))
  const work: SweepWork = {
    bin: files.get("src/Cli/bin.ts") ?? "",
    strategy: files.get("examples/sweep/strategy.ts") ?? "",
    recordings: [path.join(root, "examples/recordings/btcusdt.jsonl")],
    grid: JSON.stringify({ everyMs, lean: ["trend", "fade"] }),
    runs,
    concurrencyPerRunner: 3
  }
  const rows: Array<SweepRow> = []
  for (const count of [1, 2, 3]) rows.push(await overRunners(work, count, options.reps, options.log))
  return { measuredAt: new Date().toISOString(), command, cores: os.availableParallelism(), rows }
}

/** The report's section. */
export const sweepSection = (report: SweepReport): ReadonlyArray<string> => [
  "## Sweep runs per minute (issue 62)",
  "",
  `Measured by \`${report.command}\` at ${report.measuredAt} (\`bench/sweep.ts\`) on ${report.cores} cores shared with other work (the load average is the 1-minute one before and after). Each sweep is \`effect-bybit sweep --postgres\` over that many \`effect-bybit runner\` processes and a fresh PostgreSQL: the example strategy over ${report.rows[0]?.runs ?? 0} settings of examples/recordings/btcusdt.jsonl, each run an in-process emulator replaying it at the strategy's pace; the time is the sweep's from start to exit (its start-up included), the median of ${report.rows[0]?.seconds.length ?? 0}.`,
  "",
  "| runners | runs | sweep s | runs/min | load before | load after |",
  "|---|---|---|---|---|---|",
  ...report.rows.map(
    (r) =>
      `| ${r.runners} | ${r.runs} | ${median(r.seconds).toFixed(1)} | ${(r.runs / (median(r.seconds) / 60)).toFixed(1)} | ${r.loadBefore.toFixed(2)} | ${r.loadAfter.toFixed(2)} |`
  ),
  ""
]

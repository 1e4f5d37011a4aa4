/**
 * The backtest suite (issue 71): what a sweep's run costs beside the replay alone, in this process, on the replay
 * suite's recording (`bench/hour.ts`: `orderbook.50.BTCUSDT` every 20 ms and a trade every 100 ms).
 *
 * - *replay alone*: an emulator replaying the file at `"max"` with nobody connected, from its start to its last line.
 * - *no-op*, *polling* and *event-driven*: one `SweepRun.run` each over the same file (lock-step, in-process REST
 *   and sockets): a strategy that does nothing, the example strategy (a book read every second, an order when the
 *   mid moved: examples/sweep/strategy.ts) and the event-driven one (a local book, the trade tape and the private
 *   executions, an order per book change and per turn of the tape: examples/sweep/event-strategy.ts).
 * - *fixed cost*: runs of a no-op strategy over the 182-line examples/recordings/btcusdt.jsonl after a first one
 *   (modules compiled): the median wall time of a run.
 * - *one decision*: a strategy making N decisions (a book read and a market order with an `orderLinkId`) 200 ms of
 *   the recording apart (within the exchange's order rate), against the same waits with no decision, per decision.
 *
 * - *a day over runners*: `effect-bybit sweep --postgres` of the example strategy over a day's 24 hourly files (the
 *   hour's shape, `bench/hour.ts`, each cut to `--day-minutes`, 5 by default, so the row runs in minutes on 2 cores) and
 *   a grid of 2 settings, on 1, 2 and 3 `effect-bybit runner` processes over a fresh PostgreSQL (`bench/sweep.ts`'s
 *   `overRunners`): runs per minute of wall time, and the ratio to 1 runner.
 *
 * CPU times (the process's user + system) where the work is the process's alone, wall times for the short runs;
 * medians of `reps`; the 1-minute load average before and after.
 *
 *   npx tsx bench/backtest.ts [--minutes N] [--reps N] [--day-minutes N] [--day-only]
 *
 * @since 2.0.0
 */
import * as os from "node:os"
import * as path from "node:path"
import * as NodeFs from "@effect/platform-node/NodeFileSystem"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { strategy as eventDriven } from "../examples/sweep/event-strategy.js"
import { strategy as polling } from "../examples/sweep/strategy.js"
import * as SweepRun from "../src/Cluster/SweepRun.js"
import * as SweepStrategy from "../src/Cluster/SweepStrategy.js"
import * as Emulator from "../src/Emulator/Emulator.js"
import * as Replay from "../src/Emulator/market/Replay.js"
import * as Market from "../src/Http/v5/Market.js"
import * as Trade from "../src/Http/v5/Trade.js"
import * as Reader from "../src/Recording/Reader.js"
import { compiled } from "../test/support/Compiled.js"
import { hourFile } from "./hour.js"
import { overRunners, type SweepRow } from "./sweep.js"

/**
 * One row: CPU per recorded line, and lines per CPU second.
 *
 * @since 2.0.0
 * @category models
 */
export interface Row {
  readonly name: string
  readonly cpuUsPerLine: number
  readonly linesPerSecond: number
  readonly ratio: number
}

/**
 * The suite's figures.
 *
 * @since 2.0.0
 * @category models
 */
export interface BacktestReport {
  readonly command: string
  readonly measuredAt: string
  readonly cores: number
  readonly minutes: number
  readonly lines: number
  readonly reps: number
  readonly rows: ReadonlyArray<Row>
  /** Wall ms of a no-op run over the 182-line recording, after a first one. */
  readonly fixedMs: number
  /** Wall ms per decision (a book read and an order), and the decisions measured. */
  readonly decisionMs: number
  /** Wall ms per decision of the client alone: the same decisions, answered with no exchange work. */
  readonly clientMs: number
  readonly decisions: number
  readonly load: readonly [number, number]
  /** A day of recordings over 1, 2 and 3 runners, when measured. */
  readonly day?: DayReport | undefined
}

/**
 * A day of recordings swept over 1, 2 and 3 runner processes.
 *
 * @since 2.0.0
 * @category models
 */
export interface DayReport {
  readonly files: number
  readonly minutesPerFile: number
  /** Lines of the day's files together. */
  readonly lines: number
  readonly settings: number
  readonly cores: number
  readonly rows: ReadonlyArray<SweepRow>
}

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2
}

const cpuOf = async (f: () => Promise<unknown>): Promise<number> => {
  const before = process.cpuUsage()
  await f()
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}

const wallOf = async (f: () => Promise<unknown>): Promise<number> => {
  const t0 = performance.now()
  await f()
  return performance.now() - t0
}

const replayAlone = (file: string) =>
  Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Emulator.make({
          seed: 1,
          market: Replay.from(Reader.read([file]).pipe(Stream.provide(NodeFs.layer)), { speed: "max" })
        })
        yield* emulator.replayEnded
      })
    )
  )

const runOf = (
  strategy: SweepStrategy.Strategy,
  recording: string,
  settings: Record<string, unknown> = {},
  options: SweepRun.RunOptions = {}
) =>
  Effect.runPromise(
    SweepRun.run({ strategy, settings: settings as never, recording }, options).pipe(
      Effect.tapCause((cause) => Effect.sync(() => process.stderr.write(`${Cause.pretty(cause)}\n`)))
    )
  )

const noop: SweepStrategy.Strategy = () => Effect.void

// n decisions 200 ms of the recording apart (the exchange's order rate allows 5 a second), or the same waits alone
const deciding =
  (n: number, act: boolean): SweepStrategy.Strategy =>
  () =>
    Effect.gen(function* () {
      for (let k = 0; k < n; k++) {
        yield* SweepStrategy.wait(200)
        if (!act) continue
        const book = yield* Market.getOrderbook({ category: "linear", symbol: "BTCUSDT", limit: 1 })
        if (book.b.length === 0) continue
        yield* Trade.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          side: k % 2 === 0 ? "Buy" : "Sell",
          orderType: "Market",
          qty: "0.001",
          orderLinkId: `decision-${k}`
        })
      }
    })

/**
 * The exchange's first answer to each request (its method, path and query), given again to every later one: a
 * decision's client part alone, with no exchange work (the status, headers and text are the exchange's own).
 *
 * @since 2.0.0
 * @category constructors
 */
export const firstAnswers = <R>(answer: SweepRun.RunAnswer<R>): SweepRun.RunAnswer<R> => {
  const first = new Map<string, R>()
  return (method, url, headers, body) => {
    const key = `${method} ${url}`
    const known = first.get(key)
    if (known !== undefined) return known
    const settled = answer(method, url, headers, body)
    // an answer written at once (not one withheld, dropped or settled later)
    const seen: unknown = settled
    if (typeof seen === "object" && seen !== null && "reply" in seen) first.set(key, settled)
    return settled
  }
}

const daySettings = { everyMs: [1000, 5000] }

/**
 * A day's 24 hourly files (each `minutesPerFile` long) and 2 settings, swept on 1, 2 and 3 runners (`reps` each).
 *
 * @since 2.0.0
 * @category constructors
 */
export const measureDay = async (options: {
  readonly minutesPerFile: number
  readonly files?: number | undefined
  readonly reps: number
  readonly log: (s: string) => void
}): Promise<DayReport> => {
  const count = options.files ?? 24
  const hours = []
  for (let k = 0; k < count; k++) hours.push(await hourFile(options.minutesPerFile, k))
  const built = await compiled(["src/Cli/bin.ts", "examples/sweep/strategy.ts"])
  const settings = daySettings.everyMs.length
  const work = {
    bin: built.get("src/Cli/bin.ts") ?? "",
    strategy: built.get("examples/sweep/strategy.ts") ?? "",
    recordings: hours.map((h) => h.file),
    grid: JSON.stringify(daySettings),
    runs: count * settings,
    concurrencyPerRunner: 3
  }
  const rows: Array<SweepRow> = []
  for (const runners of [1, 2, 3]) rows.push(await overRunners(work, runners, options.reps, options.log))
  return {
    files: count,
    minutesPerFile: options.minutesPerFile,
    lines: hours.reduce((n, h) => n + h.lines, 0),
    settings,
    cores: os.availableParallelism(),
    rows
  }
}

const runsPerMinute = (row: SweepRow): number => row.runs / (median(row.seconds) / 60)

/**
 * The day's lines of the suite's section.
 *
 * @since 2.0.0
 * @category constructors
 */
export const daySection = (day: DayReport, command?: string): ReadonlyArray<string> => {
  const one = day.rows[0] === undefined ? Number.NaN : runsPerMinute(day.rows[0])
  return [
    `A day of recordings over runners${command === undefined ? "" : ` (measured by \`${command}\`)`}: \`effect-bybit sweep --postgres\` of the example strategy (a book read every \`everyMs\`, ${JSON.stringify(daySettings.everyMs)}) over a day's ${day.files} hourly files of the hour's shape, each cut to ${day.minutesPerFile} minute(s) so the row runs in minutes (${day.lines.toLocaleString("en-US")} lines in all; each run reads its file as it plays), ${day.files * day.settings} runs, on 1, 2 and 3 \`effect-bybit runner\` processes over a fresh PostgreSQL, 3 runs under way per runner; the sweep's wall time from start to exit (start-up included), the median of ${day.rows[0]?.seconds.length ?? 0}. On ${day.cores} cores shared with other work, 3 runners cannot triple: the load (1-minute) is beside each.`,
    "",
    "| runners | runs | sweep s | runs/min | × 1 runner | load before | load after |",
    "|---|---|---|---|---|---|---|",
    ...day.rows.map(
      (r) =>
        `| ${r.runners} | ${r.runs} | ${median(r.seconds).toFixed(1)} | ${runsPerMinute(r).toFixed(1)} | ${(runsPerMinute(r) / one).toFixed(2)} | ${r.loadBefore.toFixed(2)} | ${r.loadAfter.toFixed(2)} |`
    ),
    ""
  ]
}

/**
 * Runs the suite.
 *
 * @since 2.0.0
 * @category constructors
 */
export const measureBacktest = async (
  command: string,
  options: {
    readonly minutes: number
    readonly reps: number
    readonly decisions: number
    readonly log: (s: string) => void
    /** Minutes of each of the day's files, when the day over runners is measured. */
    readonly dayMinutes?: number | undefined
  }
): Promise<BacktestReport> => {
  const loadBefore = os.loadavg()[0] as number
  const hour = await hourFile(options.minutes)
  const file = hour.file
  const lines = hour.lines
  const small = path.resolve("examples/recordings/btcusdt.jsonl")
  // modules compiled and warm before anything is timed
  await runOf(noop, small)
  const rows: Array<{ name: string; cpu: Array<number> }> = [
    { name: "replay alone", cpu: [] },
    { name: "no-op strategy", cpu: [] },
    { name: "polling strategy (a read a second)", cpu: [] },
    { name: "event-driven strategy (an order per change)", cpu: [] }
  ]
  const work: ReadonlyArray<() => Promise<unknown>> = [
    () => replayAlone(file),
    () => runOf(noop, file),
    () => runOf(polling, file, { everyMs: 1000, qty: "0.001" }),
    () => runOf(eventDriven, file, { qty: "0.001", offset: 1 })
  ]
  for (let rep = 0; rep < options.reps; rep++) {
    for (let i = 0; i < work.length; i++) {
      const ms = await cpuOf(work[i] as () => Promise<unknown>)
      ;(rows[i] as { cpu: Array<number> }).cpu.push(ms)
      options.log(`backtest: ${(rows[i] as { name: string }).name}: ${ms.toFixed(0)} ms CPU`)
    }
  }
  const fixed: Array<number> = []
  for (let k = 0; k < Math.max(5, options.reps * 3); k++) fixed.push(await wallOf(() => runOf(noop, small)))
  const none: Array<number> = []
  const some: Array<number> = []
  const client: Array<number> = []
  for (let rep = 0; rep < options.reps; rep++) {
    none.push(await wallOf(() => runOf(deciding(options.decisions, false), small)))
    some.push(await wallOf(() => runOf(deciding(options.decisions, true), small)))
    client.push(await wallOf(() => runOf(deciding(options.decisions, true), small, {}, { answers: firstAnswers })))
  }
  const base = median((rows[0] as { cpu: Array<number> }).cpu)
  const day =
    options.dayMinutes === undefined
      ? undefined
      : await measureDay({ minutesPerFile: options.dayMinutes, reps: options.reps, log: options.log })
  return {
    command,
    measuredAt: new Date().toISOString(),
    cores: os.cpus().length,
    minutes: options.minutes,
    lines,
    reps: options.reps,
    rows: rows.map((r) => {
      const ms = median(r.cpu)
      return { name: r.name, cpuUsPerLine: (ms * 1000) / lines, linesPerSecond: lines / (ms / 1000), ratio: ms / base }
    }),
    fixedMs: median(fixed),
    decisionMs: (median(some) - median(none)) / options.decisions,
    clientMs: (median(client) - median(none)) / options.decisions,
    decisions: options.decisions,
    load: [loadBefore, os.loadavg()[0] as number],
    day
  }
}

/**
 * The suite's section of docs/BENCHMARKS.md.
 *
 * @since 2.0.0
 * @category constructors
 */
export const backtestSection = (r: BacktestReport): ReadonlyArray<string> => [
  "## Backtests (issue 71)",
  "",
  `Measured by \`${r.command}\` at ${r.measuredAt} (\`bench/backtest.ts\`) on ${r.cores} cores shared with other work (1-minute load ${r.load[0].toFixed(2)} before, ${r.load[1].toFixed(2)} after), in one process. The recording is the replay suite's (\`bench/hour.ts\`), ${r.minutes} minutes: ${r.lines.toLocaleString("en-US")} lines. A run is \`SweepRun.run\` (what \`effect-bybit sweep\` and a runner make per setting): an in-process emulator replaying the file in lock-step with the strategy, REST and sockets in-process. CPU of this process, the median of ${r.reps}; the ratio is to the replay alone.`,
  "",
  "| work | CPU µs/line | lines/s | × replay alone |",
  "|---|---|---|---|",
  ...r.rows.map(
    (row) =>
      `| ${row.name} | ${row.cpuUsPerLine.toFixed(2)} | ${Math.round(row.linesPerSecond).toLocaleString("en-US")} | ${row.ratio.toFixed(2)} |`
  ),
  "",
  `A run after the first in a process (a no-op strategy over examples/recordings/btcusdt.jsonl, 182 lines): **${r.fixedMs.toFixed(1)} ms** wall, the median. One decision (a book read and a market order with an \`orderLinkId\`, through the in-process transport): **${r.decisionMs.toFixed(3)} ms** wall, from ${r.decisions} decisions 200 ms of the recording apart against the same waits with no decision. Of that, the client alone (the same program and client, each request answered with the exchange's first answer to it, so the exchange does no work): **${r.clientMs.toFixed(3)} ms**.`,
  "",
  ...(r.day === undefined ? [] : daySection(r.day))
]

if (
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const value = (name: string) => {
    const at = process.argv.indexOf(name)
    return at < 0 ? undefined : process.argv[at + 1]
  }
  const command = `npx tsx bench/backtest.ts ${process.argv.slice(2).join(" ")}`
  const dayMinutes = Number(value("--day-minutes") ?? 5)
  const log = (s: string) => process.stderr.write(`${s}\n`)
  if (process.argv.includes("--day-only")) {
    measureDay({ minutesPerFile: dayMinutes, reps: Number(value("--reps") ?? 1), log }).then(
      (day) => process.stdout.write(`${daySection(day, command).join("\n")}\n`),
      (error: unknown) => {
        process.stderr.write(`${String(error)}\n`)
        process.exitCode = 1
      }
    )
  } else
    measureBacktest(command, {
      minutes: Number(value("--minutes") ?? 5),
      reps: Number(value("--reps") ?? 1),
      // at most 290: 200 ms apart within the 60 s of examples/recordings/btcusdt.jsonl
      decisions: Math.min(290, Number(value("--decisions") ?? 250)),
      log,
      dayMinutes
    }).then(
      (report) => process.stdout.write(`${backtestSection(report).join("\n")}\n`),
      (error: unknown) => {
        process.stderr.write(`${String(error)}\n`)
        process.exitCode = 1
      }
    )
}

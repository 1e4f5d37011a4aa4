import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { strategy as eventDriven } from "../../examples/sweep/event-strategy.js"
import { strategy } from "../../examples/sweep/strategy.js"
import * as SweepRun from "../../src/Cluster/SweepRun.js"
import { type Running, signalGroup } from "../support/EmulatorProcess.js"
import * as SweepProcesses from "../support/SweepProcesses.js"
import { waitFor } from "../support/WaitFor.js"

// A sweep of 24 runs over 3 runner processes (`effect-bybit runner --postgres URL --port N --strategy FILE`, the cluster's storage
// in a real PostgreSQL) started by `effect-bybit sweep --postgres URL`; once some runs are done, one runner is killed
// (SIGKILL): the one whose log shows the most runs started and not finished. Those runs move to the other runners
// with their shards and finish there (their logs say so): the sweep still answers 24 reports, each byte-identical to
// the same run made alone in this process.

const recording = path.resolve("examples/recordings/btcusdt.jsonl")
// 4 × 3 × 2 = 24 runs
const grid = { everyMs: [500, 1000, 2000, 4000], qty: ["0.001", "0.010", "0.100"], lean: ["trend", "fade"] }
// failover in seconds, not minutes (the defaults suit long-lived fleets): ShardingConfig from the environment
const sharding = {
  RUNNER_HEALTH_CHECK_INTERVAL: "2 seconds",
  SHARD_LOCK_REFRESH_INTERVAL: "1 second",
  SHARD_LOCK_EXPIRATION: "5 seconds",
  REFRESH_ASSIGNMENTS_INTERVAL: "1 second",
  ENTITY_MESSAGE_POLL_INTERVAL: "1 second"
}

/** A runner's log line about a run (JSON lines on its stderr): started or finished there. */
interface RunLine {
  readonly event: "started" | "finished"
  readonly index: number
}

const runLines = (runner: Running): ReadonlyArray<RunLine> =>
  runner
    .stderr()
    .split("\n")
    .flatMap((line) => {
      if (!line.startsWith("{")) return []
      try {
        const parsed = JSON.parse(line) as {
          readonly message?: unknown
          readonly annotations?: Record<string, unknown>
        }
        const message = JSON.stringify(parsed.message ?? "")
        const event = message.includes("sweep run started")
          ? "started"
          : message.includes("sweep run finished")
            ? "finished"
            : undefined
        return event === undefined ? [] : [{ event, index: Number(parsed.annotations?.index) }]
      } catch {
        // a line still being written
        return []
      }
    })

/** The runs a runner started and has not finished (by its log so far). */
const underWay = (runner: Running): ReadonlyArray<number> => {
  const open = new Set<number>()
  for (const line of runLines(runner))
    if (line.event === "started") open.add(line.index)
    else open.delete(line.index)
  return [...open]
}

interface Out {
  readonly runs: ReadonlyArray<{
    readonly run: number
    readonly settings: Record<string, unknown>
    readonly report: unknown
  }>
}

describe("a sweep over runner processes", () => {
  it.live(
    "24 runs over 3 runners, one killed mid-sweep: 24 reports, each the same bytes as the run made alone",
    () =>
      Effect.gen(function* () {
        const pg = yield* SweepProcesses.postgres
        const files = yield* Effect.promise(() => SweepProcesses.files())
        const module = files.get(SweepProcesses.strategyModule) ?? ""
        const started = yield* SweepProcesses.runners(pg.url, 3, ["--strategy", module], sharding)
        const runners: Array<Running> = started.map((s) => s.runner)
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-fleet-"))
        const out = path.join(dir, "results.json")
        const sweep = yield* SweepProcesses.sweep(pg.url, {
          strategy: module,
          grid: JSON.stringify(grid),
          recordings: [recording],
          args: ["--concurrency", "9", "--out", out],
          env: sharding
        })
        // some runs done, the rest under way or waiting: kill the runner with the most runs under way (its log: runs
        // started there and not finished)
        yield* waitFor(() => /sweep: [3-9]\/24/.test(sweep.stderr()), "3 runs done", { timeout: "300 seconds" })
        yield* waitFor(() => runners.some((r) => underWay(r).length > 0), "a run under way", { timeout: "300 seconds" })
        const killed = [...runners].sort((a, b) => underWay(b).length - underWay(a).length)[0] as Running
        signalGroup(killed, "SIGKILL")
        yield* Effect.promise(() => killed.exited)
        const code = yield* Effect.promise(() => sweep.exited)
        expect(code, sweep.stderr()).toBe(0)
        // read to its end, the killed runner's log shows runs it started and never finished: it was running them
        const cut = underWay(killed)
        expect(cut.length, killed.stderr()).toBeGreaterThan(0)
        // each finished on another runner
        const others = runners.filter((r) => r !== killed)
        for (const index of cut)
          expect(
            others.some((r) => runLines(r).some((l) => l.event === "finished" && l.index === index)),
            `run ${index}`
          ).toBe(true)
        const results = JSON.parse(fs.readFileSync(out, "utf8")) as Out
        expect(results.runs.map((r) => r.run).sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i))
        for (const run of results.runs) {
          const alone = yield* SweepRun.run({ strategy, settings: run.settings, recording })
          expect(JSON.stringify(run.report), `run ${run.run}`).toBe(alone)
        }
      }),
    { timeout: 900_000 }
  )

  it.live(
    "an event-driven strategy over 2 runners: each report the same bytes as the run made alone in this process",
    () =>
      Effect.gen(function* () {
        const pg = yield* SweepProcesses.postgres
        const module = "examples/sweep/event-strategy.ts"
        const files = yield* Effect.promise(() => SweepProcesses.files([module]))
        yield* SweepProcesses.runners(pg.url, 2, ["--strategy", files.get(module) ?? ""], sharding)
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-events-"))
        const out = path.join(dir, "results.json")
        const sweep = yield* SweepProcesses.sweep(pg.url, {
          strategy: files.get(module) ?? "",
          grid: JSON.stringify({ qty: ["0.001", "0.002"], offset: [1, 2] }),
          recordings: [recording],
          args: ["--out", out],
          env: sharding
        })
        const code = yield* Effect.promise(() => sweep.exited)
        expect(code, sweep.stderr()).toBe(0)
        const results = JSON.parse(fs.readFileSync(out, "utf8")) as Out
        expect(results.runs.length).toBe(4)
        for (const run of results.runs) {
          const alone = yield* SweepRun.run({ strategy: eventDriven, settings: run.settings, recording })
          expect(JSON.stringify(run.report), `run ${run.run}`).toBe(alone)
        }
      }),
    { timeout: 900_000 }
  )
})

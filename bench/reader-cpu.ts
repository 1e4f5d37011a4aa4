/**
 * The replay's reading side alone, for work on its speed (issue 42): reads the replay suite's recording
 * (`bench/hour.ts`) with `Recording/Reader` drained (`read`, and `scans`: what a replay reads), and with node's gunzip
 * alone (the floor under it), and prints one JSON line per run: CPU µs per line, the uncompressed MB read per CPU
 * second, and the garbage collector's pauses during the run. The machine is shared: compare CPU figures of two trees run one after the other.
 *
 *   npx tsx bench/reader-cpu.ts [--minutes N | --file HOUR.jsonl.gz] [--runs N] [--only reader|scans|gunzip]
 *
 * `--file` reads a file `bench/hour.ts` made (beside its `.json`), e.g. under `node --cpu-prof` of a bundle of this
 * script.
 *
 * @since 1.1.0
 */
import * as fs from "node:fs"
import { PerformanceObserver } from "node:perf_hooks"
import * as zlib from "node:zlib"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as Reader from "../src/Recording/Reader.js"
import { hourFile } from "./hour.js"

const value = (name: string): string | undefined => {
  const at = process.argv.indexOf(name)
  return at < 0 ? undefined : process.argv[at + 1]
}

/**
 * One run's figures.
 *
 * @since 1.1.0
 * @category models
 */
export interface ReaderRun {
  readonly what: "reader" | "scans" | "gunzip"
  readonly lines: number
  readonly cpuUsPerLine: number
  /** Uncompressed MB per CPU second. */
  readonly mbPerCpuS: number
  readonly gcs: number
  readonly gcMs: number
}

const gcs = { count: 0, ms: 0 }
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcs.count++
    gcs.ms += entry.duration
  }
}).observe({ entryTypes: ["gc"] })

const measure = async (
  what: ReaderRun["what"],
  info: Awaited<ReturnType<typeof hourFile>>,
  run: () => Promise<number>
): Promise<ReaderRun> => {
  gcs.count = 0
  gcs.ms = 0
  const cpu0 = process.cpuUsage()
  const lines = await run()
  const cpu = process.cpuUsage(cpu0)
  // the observer's entries arrive on a later turn
  await new Promise((resolve) => setTimeout(resolve, 10))
  const us = cpu.user + cpu.system
  return {
    what,
    lines,
    cpuUsPerLine: Number((us / info.lines).toFixed(3)),
    mbPerCpuS: Number((info.bytes / us).toFixed(1)),
    gcs: gcs.count,
    gcMs: Number(gcs.ms.toFixed(1))
  }
}

const reader = (file: string, scans = false) => {
  let n = 0
  return Effect.runPromise(
    (scans ? Reader.scans([file]) : Reader.read([file])).pipe(
      Stream.runForEachArray((chunk) =>
        Effect.sync(() => {
          n += chunk.length
        })
      ),
      Effect.map(() => n),
      Effect.provide(NodeFileSystem.layer)
    )
  )
}

// node's gunzip, streamed from the file, its output counted by newlines
const gunzip = (file: string) =>
  new Promise<number>((resolve, reject) => {
    let lines = 0
    fs.createReadStream(file, { highWaterMark: 64 * 1024 })
      .pipe(zlib.createGunzip({ chunkSize: 256 * 1024 }))
      .on("data", (chunk: Buffer) => {
        for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++
      })
      .on("end", () => resolve(lines - 1))
      .on("error", reject)
  })

const minutes = value("--minutes")
const runs = Number(value("--runs") ?? "3")
const only = value("--only")
const given = value("--file")
const info =
  given === undefined
    ? await hourFile(minutes === undefined ? undefined : Number(minutes))
    : (JSON.parse(fs.readFileSync(`${given}.json`, "utf8")) as Awaited<ReturnType<typeof hourFile>>)
for (let run = 0; run < runs; run++) {
  if (only === undefined || only === "gunzip")
    process.stdout.write(`${JSON.stringify(await measure("gunzip", info, () => gunzip(info.file)))}\n`)
  if (only === undefined || only === "reader")
    process.stdout.write(`${JSON.stringify(await measure("reader", info, () => reader(info.file)))}\n`)
  if (only === undefined || only === "scans")
    process.stdout.write(`${JSON.stringify(await measure("scans", info, () => reader(info.file, true)))}\n`)
}

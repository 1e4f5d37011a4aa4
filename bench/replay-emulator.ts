/**
 * The replay suite's emulator process: `Emulator.make({ market: Replay.from(lines, { speed: "max" }) })` over a
 * recording file read by the library's reader (`Recording/Reader.scans`, as the CLI's `--replay`: streamed from
 * disk, never loaded whole), its rate limits untouched (the suite only reads a book). The lines are held until a client has subscribed the recording's
 * book topic, so the replay starts with its reader; from there it runs as fast as that reader consumes. The process
 * samples its memory at every tenth of the file's lines and writes the samples, its CPU, its collections and its peak RSS to
 * `--samples` when the lines end. Prints one JSON line (`rest`, `ws`) at start, runs until killed. With
 * `--gc-samples` (and node's `--expose-gc`) each sample forces a full GC first, so it reads what the replay holds,
 * not what the collector has not reached yet: the suite's memory pass, a run of its own whose rate is not read.
 *
 *   --file PATH --lines N --topic T --samples PATH [--gc-samples]
 *
 * @since 1.1.0
 */
import * as fs from "node:fs"
import { constants, PerformanceObserver } from "node:perf_hooks"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Arr from "effect/Array"
import * as Console from "effect/Console"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import type * as Pull from "effect/Pull"
import * as Stream from "effect/Stream"
import * as Emulator from "../src/Emulator/Emulator.js"
import * as Replay from "../src/Emulator/market/Replay.js"
import type * as Format from "../src/Recording/Format.js"
import * as Reader from "../src/Recording/Reader.js"
import { peakRss } from "./common.js"

const arg = (name: string): string => {
  const at = process.argv.indexOf(name)
  const value = at < 0 ? undefined : process.argv[at + 1]
  if (value === undefined) throw new Error(`missing ${name}`)
  return value
}

/**
 * One memory sample: after `line` lines of the file.
 *
 * @since 1.1.0
 * @category models
 */
export interface MemorySample {
  readonly line: number
  readonly rss: number
  readonly heapUsed: number
}

/**
 * What the process writes to `--samples` when the replay's lines end.
 *
 * @since 1.1.0
 * @category models
 */
export interface ReplaySamples {
  readonly samples: ReadonlyArray<MemorySample>
  /** Process CPU from the first line to the last, µs. */
  readonly cpuUs: number
  /**
   * The collections from the first line to the last: young (scavenges) and the others (mark-compact, incremental
   * marking), how many and their pauses' total, ms (the main thread's; helper threads add CPU to `cpuUs`).
   */
  readonly gc: {
    readonly minor: number
    readonly minorMs: number
    readonly major: number
    readonly majorMs: number
  }
  readonly wallMs: number
  readonly peakRss: number
}

const file = arg("--file")
const total = Number(arg("--lines"))
const topic = arg("--topic")
const samplesFile = arg("--samples")

const program = Effect.gen(function* () {
  const gate = yield* Deferred.make<void>()
  const samples: Array<MemorySample> = []
  const step = Math.max(1, Math.floor(total / 10))
  let seen = 0
  let nextSample = step
  let cpu0 = 0
  let t0 = 0
  // the collections while the lines play (`gc.minor` counts scavenges)
  const gc = { minor: 0, minorMs: 0, major: 0, majorMs: 0 }
  const collections = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (t0 === 0 || e.startTime < t0) continue
      const kind = (e as { readonly detail?: { readonly kind?: number } }).detail?.kind
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
        gc.minor++
        gc.minorMs += e.duration
      } else {
        gc.major++
        gc.majorMs += e.duration
      }
    }
  })
  collections.observe({ entryTypes: ["gc"] })
  const collect = process.argv.includes("--gc-samples") ? (globalThis as { gc?: () => void }).gc : undefined
  const sample = () => {
    collect?.()
    const m = process.memoryUsage()
    samples.push({ line: seen, rss: m.rss, heapUsed: m.heapUsed })
  }
  const lines = Reader.scans([file]).pipe(
    Stream.mapArray((chunk) => {
      if (seen === 0) {
        const c = process.cpuUsage()
        cpu0 = c.user + c.system
        t0 = performance.now()
      }
      seen += chunk.length
      if (seen >= nextSample) {
        sample()
        nextSample += step
      }
      return chunk
    }),
    Stream.onEnd(
      Effect.sync(() => {
        sample()
        const c = process.cpuUsage()
        const out: ReplaySamples = {
          samples,
          cpuUs: c.user + c.system - cpu0,
          gc: { ...gc, minorMs: Math.round(gc.minorMs), majorMs: Math.round(gc.majorMs) },
          wallMs: performance.now() - t0,
          peakRss: peakRss()
        }
        fs.writeFileSync(samplesFile, JSON.stringify(out))
      })
    ),
    Stream.provide(NodeFileSystem.layer)
  )
  // the first line (the book's snapshot) is in before the emulator serves; the rest wait for the client (the
  // chunks kept as the reader gives them: a chunk per line would cost the replay a stream step per line)
  const held = Stream.transformPull(lines, (upstream) =>
    Effect.sync(() => {
      let stage: "first" | "rest" | "open" = "first"
      let rest: ReadonlyArray<Format.Line | Format.Scan> = []
      const pull: Pull.Pull<
        Arr.NonEmptyReadonlyArray<Format.Line | Format.Scan>,
        Format.RecordingError
      > = Effect.suspend(() => {
        if (stage === "open") return upstream
        if (stage === "first")
          return Effect.map(upstream, (chunk) => {
            stage = "rest"
            rest = chunk.slice(1)
            return Arr.of(chunk[0])
          })
        stage = "open"
        return Effect.andThen(Deferred.await(gate), Arr.isReadonlyArrayNonEmpty(rest) ? Effect.succeed(rest) : upstream)
      })
      return pull
    })
  )
  const handle = yield* Emulator.make({ port: 0, seed: 1, market: Replay.from(held, { speed: "max" }) })
  yield* Console.log(JSON.stringify({ rest: handle.rest, ws: handle.ws, wsBase: handle.rest.replace("http", "ws") }))
  // the replay starts once its reader has subscribed
  while (!handle.admin.wsSubscriptions().some((c) => c.topics.includes(topic))) yield* Effect.sleep("5 millis")
  yield* Deferred.succeed(gate, undefined)
  return yield* Effect.never
}).pipe(Effect.scoped)

NodeRuntime.runMain(program)

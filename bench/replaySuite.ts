/**
 * The replay suite's report (issue 42): one client keeps the recording's book (`bench/hour.ts`) from the replay
 * server (the messages as recorded, at full speed) and from the emulator replaying the file as fast as the client
 * consumes (`bench/replay-emulator.ts`), in the same run, the two alternating; the emulator's memory at every tenth
 * of the file.
 *
 * @since 1.1.0
 */
import type { BookResult } from "./common.js"
import { quantile } from "./common.js"
import type { HourInfo } from "./hour.js"
import type { ReplaySamples } from "./replay-emulator.js"

/**
 * One timed book of the suite.
 *
 * @since 1.1.0
 * @category models
 */
export interface ReplayRun {
  readonly rep: number
  readonly target: "server" | "emulator"
  readonly book: BookResult
  /** The client process's peak RSS. */
  readonly clientPeakRss: number
  /** The emulator process's figures (emulator runs). */
  readonly emulator?: ReplaySamples | undefined
  /** The 1-minute load average when the run started. */
  readonly load: number
}

/**
 * What the suite reports.
 *
 * @since 1.1.0
 * @category models
 */
export interface ReplayReport {
  readonly hour: HourInfo
  readonly client: string
  readonly runs: ReadonlyArray<ReplayRun>
  readonly loadAtStart: ReadonlyArray<number>
  readonly loadAtEnd: ReadonlyArray<number>
  /** The memory pass: an emulator run whose samples follow a forced full GC (its rate not read). */
  readonly memoryPass?: ReplaySamples | undefined
}

/**
 * The suite's target: the emulator's replay at least this share of the replay server's rate.
 *
 * @since 1.1.0
 * @category constants
 */
export const target = 0.8

const rate = (b: BookResult) => (b.wallMs > 0 ? (b.messages / b.wallMs) * 1000 : Number.NaN)
const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "–")
const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : "–")
const mb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 2 ** 20).toFixed(1) : "–")
const row = (cells: ReadonlyArray<string>) => `| ${cells.join(" | ")} |`
const head = (cells: ReadonlyArray<string>) =>
  [row(cells), `|${cells.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`].join("\n")

/**
 * The emulator's rate over the server's, per repetition (both from the same repetition), and their median.
 *
 * @since 1.1.0
 * @category reading
 */
export const ratios = (report: ReplayReport): { readonly perRep: ReadonlyArray<number>; readonly median: number } => {
  const reps = [...new Set(report.runs.map((r) => r.rep))].sort((a, b) => a - b)
  const perRep: Array<number> = []
  for (const rep of reps) {
    const server = report.runs.find((r) => r.rep === rep && r.target === "server")
    const emulator = report.runs.find((r) => r.rep === rep && r.target === "emulator")
    if (server !== undefined && emulator !== undefined) perRep.push(rate(emulator.book) / rate(server.book))
  }
  return { perRep, median: quantile(perRep, 0.5) }
}

/**
 * The report's section.
 *
 * @since 1.1.0
 * @category rendering
 */
export const section = (report: ReplayReport): ReadonlyArray<string> => {
  const { hour } = report
  const { perRep, median } = ratios(report)
  const reps = [...new Set(report.runs.map((r) => r.rep))].sort((a, b) => a - b)
  const of = (rep: number, t: ReplayRun["target"]) => report.runs.find((r) => r.rep === rep && r.target === t)
  const perMessage = (r: ReplayRun | undefined) =>
    r === undefined || r.book.messages === 0 ? Number.NaN : r.book.cpuUs / r.book.messages
  const emulatorPerLine = (r: ReplayRun | undefined) =>
    r?.emulator === undefined ? Number.NaN : r.emulator.cpuUs / hour.lines
  const rows = reps.map((rep, i) => {
    const server = of(rep, "server")
    const emulator = of(rep, "emulator")
    return row([
      String(rep),
      server === undefined ? "–" : int(rate(server.book)),
      emulator === undefined ? "–" : int(rate(emulator.book)),
      perRep[i] === undefined ? "–" : `${fixed(perRep[i] ?? Number.NaN)}×`,
      fixed(perMessage(server), 1),
      fixed(perMessage(emulator), 1),
      fixed(emulatorPerLine(emulator), 1),
      `${fixed(server?.load ?? Number.NaN, 1)} / ${fixed(emulator?.load ?? Number.NaN, 1)}`
    ])
  })
  const medianOf = (t: ReplayRun["target"]) =>
    quantile(
      report.runs.filter((r) => r.target === t).map((r) => rate(r.book)),
      0.5
    )
  const emulatorRuns = report.runs.filter((r) => r.emulator !== undefined)
  const memory = emulatorRuns.map((r) => {
    const samples = r.emulator?.samples ?? []
    return row([
      String(r.rep),
      samples.map((s) => mb(s.heapUsed)).join(" · "),
      samples.map((s) => mb(s.rss)).join(" · "),
      mb(r.emulator?.peakRss ?? Number.NaN)
    ])
  })
  const pass = report.memoryPass
  const verdict = Number.isFinite(median) ? (median >= target ? "met" : "**missed**") : "–"
  return [
    "## Replaying a recording (issue 42)",
    "",
    `The recording: \`bench/hour.ts\` from \`bench/hour-input.json\`, ${hour.minutes} minute(s) of \`${hour.topic}\` at the exchange's documented push rate for depth 50 (one message per 20 ms: ${int(hour.bookLines)} book messages) and a \`publicTrade\` message every 100 ms (${int(hour.tradeLines)}), ${mb(hour.bytes)} MB of lines, ${mb(hour.compressedBytes)} MB gzip, generated into the OS temp directory at bench time. One client, ${report.client} (\`OrderBook.stream\`, \`viewDepth: 1\`, after the ws suite's untimed warm-up), keeps that book twice per repetition, the order alternating: from the replay server (the book messages as recorded, written at full speed: the client is the bottleneck) and from the emulator replaying the file with \`Replay.from(Reader.scans([file]), { speed: "max" })\` (what the CLI's \`--replay\` reads: the book and trade lines as the reader scanned them, no line object each; \`bench/replay-emulator.ts\`, a process of its own, a fresh one per repetition: the file streamed from disk, every line through the emulator's market, the trades too; with no order open, the recorded book messages pass through to the client as recorded and the matching engine's book is laid only when read, \`PublicEvent.recorded\`; \`"max"\` waits whenever a socket holds more than 1 MB unsent, so it never runs ahead of the client). A rate is the book messages the client applied per second, between the first after the snapshot and the last (timed by the messages' \`ts\`, the recording's receive times). *× server* is the emulator's rate over the server's in the same repetition; the target (≥ ${target}×, issue 42) reads its median. Load averages are the 1-minute figure when each run started; on a loaded machine read the ratio, not the rates.`,
    "",
    head([
      "rep",
      "server msg/s",
      "emulator msg/s",
      "× server",
      "client CPU µs/msg (server)",
      "client CPU µs/msg (emulator)",
      "emulator CPU µs/line",
      "load (server / emulator)"
    ]),
    ...rows,
    "",
    `Median: server ${int(medianOf("server"))} msg/s, emulator ${int(medianOf("emulator"))} msg/s; median of the paired ratios ${fixed(median)}× (target ≥ ${target}×: ${verdict}). Load average ${report.loadAtStart.map((l) => fixed(l)).join(" / ")} at the suite's start, ${report.loadAtEnd.map((l) => fixed(l)).join(" / ")} at its end.`,
    "",
    "The emulator process's memory while it replays: heap used and RSS (MB) after each tenth of the file's lines, then its peak RSS. Flat means the file is streamed, not loaded.",
    "",
    head(["rep", "heap used at 10 % … 100 %", "RSS at 10 % … 100 %", "peak RSS"]),
    ...memory,
    ...(pass === undefined
      ? []
      : [
          row([
            "memory pass (a full GC before each sample)",
            pass.samples.map((s) => mb(s.heapUsed)).join(" · "),
            pass.samples.map((s) => mb(s.rss)).join(" · "),
            mb(pass.peakRss)
          ]),
          "",
          `Read the memory pass for what the replay holds: the timed runs sample whatever the collector has not reached yet, and V8 keeps the pages it grew into. After a full GC the heap holds ${mb(Math.min(...pass.samples.map((s) => s.heapUsed)))}–${mb(Math.max(...pass.samples.map((s) => s.heapUsed)))} MB from the first tenth of the file to its end.`
        ]),
    ""
  ]
}

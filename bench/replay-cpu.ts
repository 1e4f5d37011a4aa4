/**
 * The replay suite's emulator alone, for work on its speed (issue 42): runs `bench/replay-emulator.ts` (through
 * tsx) over the suite's recording (`bench/hour.ts`), keeps the recording's book topic with a raw `ws` reader that
 * applies nothing, and prints one JSON line per run: the emulator's CPU per line (from its first line to its last,
 * the suite's *emulator CPU µs/line*), the frames per socket read and bytes per frame the reader got, and the
 * reader's CPU per frame. The machine is shared: compare the CPU per line of two trees run one after the other,
 * several times, not wall times.
 *
 *   npx tsx bench/replay-cpu.ts [--minutes N] [--runs N] [--profile DIR]
 *
 * `--profile DIR` runs the emulator under `node --cpu-prof` (summarise with `bench/profile.ts`).
 *
 * @since 1.1.0
 */
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as readline from "node:readline"
import WebSocket from "ws"
import { hourFile } from "./hour.js"
import type { ReplaySamples } from "./replay-emulator.js"

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
export interface CpuRun {
  readonly lines: number
  /** The emulator's CPU from its first line to its last, per line, µs. */
  readonly emulatorCpuUsPerLine: number
  readonly frames: number
  readonly framesPerRead: number
  readonly bytesPerFrame: number
  /** The raw reader's CPU per frame, µs. */
  readonly readerCpuUsPerFrame: number
  /** The 1-minute load average at the end. */
  readonly load: number
  /** The emulator's collections while it played (`ReplaySamples.gc`). */
  readonly gc: ReplaySamples["gc"]
}

const here = path.dirname(new URL(import.meta.url).pathname)

const once = async (info: Awaited<ReturnType<typeof hourFile>>, profile: string | undefined): Promise<CpuRun> => {
  const samples = path.join(os.tmpdir(), `effect-bybit-replay-cpu-${process.pid}.json`)
  fs.rmSync(samples, { force: true })
  const child = spawn(
    process.execPath,
    [
      ...(profile === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profile}`]),
      "--import",
      "tsx",
      path.join(here, "replay-emulator.ts"),
      ...["--file", info.file, "--lines", String(info.lines), "--topic", info.topic, "--samples", samples]
    ],
    { stdio: ["ignore", "pipe", "inherit"] }
  )
  try {
    const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream })
    const first = await new Promise<string>((resolve, reject) => {
      lines.on("line", (line) => {
        if (line.startsWith("{")) resolve(line)
      })
      child.once("exit", (code) => reject(new Error(`the emulator exited with ${code}`)))
    })
    const { wsBase } = JSON.parse(first) as { readonly wsBase: string }
    // the recording is linear (bench/hour-input.json)
    const ws = new WebSocket(`${wsBase}/v5/public/linear`)
    let frames = 0
    let bytes = 0
    let reads = 0
    let books = 0
    const cpu0 = process.cpuUsage()
    await new Promise<void>((resolve, reject) => {
      ws.on("open", () => {
        ;(ws as unknown as { readonly _socket: NodeJS.EventEmitter })._socket.on("data", () => {
          reads++
        })
        ws.send(JSON.stringify({ op: "subscribe", args: [info.topic] }))
      })
      ws.on("error", reject)
      ws.on("message", (data: Buffer) => {
        frames++
        bytes += data.length
        // the book's frames start with their topic; the acknowledgement does not
        if (data.subarray(0, 12).toString() === '{"topic":"or' && ++books >= info.bookLines) resolve()
      })
    })
    const cpu = process.cpuUsage(cpu0)
    ws.close()
    for (let k = 0; k < 200 && !fs.existsSync(samples); k++) await new Promise((r) => setTimeout(r, 50))
    const emulator = JSON.parse(fs.readFileSync(samples, "utf8")) as ReplaySamples
    return {
      lines: info.lines,
      emulatorCpuUsPerLine: Number((emulator.cpuUs / info.lines).toFixed(2)),
      frames,
      framesPerRead: Number((frames / Math.max(1, reads)).toFixed(1)),
      bytesPerFrame: Math.round(bytes / Math.max(1, frames)),
      readerCpuUsPerFrame: Number(((cpu.user + cpu.system) / Math.max(1, frames)).toFixed(2)),
      load: Number((os.loadavg()[0] ?? 0).toFixed(2)),
      gc: emulator.gc
    }
  } finally {
    // SIGINT: the emulator's runtime ends its scope, and a CPU profile is written
    if (child.exitCode === null) {
      child.kill("SIGINT")
      await new Promise((resolve) => child.once("exit", resolve))
    }
    fs.rmSync(samples, { force: true })
  }
}

const minutes = value("--minutes")
const runs = Number(value("--runs") ?? "1")
const profile = value("--profile")
const info = await hourFile(minutes === undefined ? undefined : Number(minutes))
for (let run = 0; run < runs; run++) process.stdout.write(`${JSON.stringify(await once(info, profile))}\n`)

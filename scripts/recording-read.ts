/**
 * `node --expose-gc --import tsx scripts/recording-read.ts [--minutes 60] [--reps 3]`: how fast `Recording.Reader`
 * reads a recording, and that its memory stays flat (issue #42). Writes a gzip recording of `--minutes` of
 * `orderbook.50.BTCUSDT` at the documented 20 ms push rate plus a trade message every 100 ms, then reads it whole,
 * interleaved, with the reader and with a floor (node:zlib gunzip, readline, `JSON.parse` per line), and prints the
 * median lines per second of each and their ratio; and the heap after a full collection every 20,000 lines of the
 * reader's run (flat: the file is streamed, never held). The machine is shared: read the ratio, not the figures.
 *
 * @since 1.1.0
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as readline from "node:readline"
import * as zlib from "node:zlib"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as Format from "../src/Recording/Format.js"
import * as Reader from "../src/Recording/Reader.js"

const argv = process.argv.slice(2)
const value = (flag: string, fallback: number) => {
  const at = argv.indexOf(flag)
  return at < 0 ? fallback : Number(argv[at + 1])
}
const minutes = value("--minutes", 60)
const reps = value("--reps", 3)
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined)

const level = (price: number, i: number): [string, string] => [(price + i * 0.5).toFixed(1), ((i * 7) % 13).toFixed(3)]

const write = async (file: string): Promise<number> => {
  const gzip = zlib.createGzip()
  const out = fs.createWriteStream(file)
  gzip.pipe(out)
  const put = (text: string) => (gzip.write(text) ? Promise.resolve() : new Promise((ok) => gzip.once("drain", ok)))
  const start = 1767225600000
  const end = start + minutes * 60_000
  let lines = 0
  await put(
    Format.encode({
      format: Format.formatName,
      version: Format.version,
      startedAt: start,
      environment: "generated",
      part: 0,
      streams: [{ category: "linear", topics: ["orderbook.50.BTCUSDT", "publicTrade.BTCUSDT"] }]
    })
  )
  const side = (from: number, step: number) => Array.from({ length: 50 }, (_, i) => level(from + step * i, i))
  for (let t = start, u = 1; t < end; t += 20, u++) {
    const snapshot = u === 1
    const mid = 90_000 + Math.round(Math.sin(t / 600_000) * 200)
    const data = snapshot
      ? { s: "BTCUSDT", b: side(mid - 0.5, -0.5), a: side(mid, 0.5), u, seq: u }
      : { s: "BTCUSDT", b: [level(mid - 0.5 - (u % 5), u)], a: [level(mid + (u % 7), u)], u, seq: u }
    const m = { topic: "orderbook.50.BTCUSDT", type: snapshot ? "snapshot" : "delta", ts: t, data, cts: t - 2 }
    await put(Format.encode({ r: t + 1, c: "linear", m }))
    lines++
    if (u % 5 === 0) {
      const trade = {
        T: t,
        s: "BTCUSDT",
        S: u % 2 ? "Buy" : "Sell",
        v: "0.010",
        p: String(mid),
        L: "PlusTick",
        i: `t${u}`
      }
      await put(
        Format.encode({
          r: t + 1,
          c: "linear",
          m: { topic: "publicTrade.BTCUSDT", type: "snapshot", ts: t, data: [trade] }
        })
      )
      lines++
    }
  }
  await put(Format.encode({ r: end, end: { messages: lines, gaps: 0 } }))
  gzip.end()
  await new Promise<void>((ok) => out.once("finish", () => ok()))
  return lines + 1
}

const floor = async (file: string): Promise<number> => {
  let count = 0
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()) })
  for await (const line of lines) {
    JSON.parse(line)
    count++
  }
  return count - 1
}

const reader = (file: string, heap?: Array<number>): Promise<number> => {
  let count = 0
  return Effect.runPromise(
    Stream.runForEach(Reader.read([file]), () =>
      Effect.sync(() => {
        count++
        if (heap !== undefined && count % 20_000 === 0) {
          gc()
          heap.push(process.memoryUsage().heapUsed)
        }
      })
    ).pipe(
      Effect.provide(NodeFileSystem.layer),
      Effect.map(() => count)
    )
  )
}

const timed = async (run: () => Promise<number>) => {
  const started = performance.now()
  const lines = await run()
  return { lines, perSecond: lines / ((performance.now() - started) / 1000) }
}

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const main = async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "recording-read-")), "book.jsonl.gz")
  const lines = await write(file)
  const bytes = fs.statSync(file).size
  console.log(`${minutes} min of orderbook.50 + trades: ${lines} lines, ${(bytes / 1e6).toFixed(1)} MB gzip`)
  const a: Array<number> = []
  const b: Array<number> = []
  for (let rep = 0; rep < reps; rep++) {
    const f = await timed(() => floor(file))
    const r = await timed(() => reader(file))
    if (f.lines !== r.lines) throw new Error(`floor read ${f.lines} lines, reader ${r.lines}`)
    a.push(f.perSecond)
    b.push(r.perSecond)
  }
  console.log(`floor (gunzip + readline + JSON.parse): ${Math.round(median(a))} lines/s`)
  console.log(`Reader.read: ${Math.round(median(b))} lines/s (${(median(b) / median(a)).toFixed(2)}× the floor)`)
  const heap: Array<number> = []
  gc()
  const before = process.memoryUsage().heapUsed
  await reader(file, heap)
  const mb = (n: number) => (n / 1e6).toFixed(1)
  console.log(
    `heap after full GC, every 20,000 lines: before ${mb(before)} MB, min ${mb(Math.min(...heap))}, max ${mb(Math.max(...heap))} MB over ${heap.length} samples`
  )
  console.log(
    `load: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`
  )
}

void main()

/**
 * The recording the replay suite plays: `orderbook.50.BTCUSDT` at the exchange's documented push rate for depth 50
 * on linear (one message per 20 ms, bybit-exchange.github.io/docs/v5/websocket/public/orderbook), plus a
 * `publicTrade.BTCUSDT` message every 100 ms at the touch, for an hour (`bench/hour-input.json`: symbol, rate,
 * length, seed, start book). The book walk is the replay server's (`frames.ts`, same generator); the file is written
 * in the recording format (`src/Recording/Format.ts`: header, lines with receive times, end line), gzip-compressed,
 * streamed to disk as it is made. Generated once per input into the OS temp directory and reused (never committed).
 *
 *   npx tsx bench/hour.ts [OUT.jsonl.gz] [--minutes N]
 *
 * @since 1.1.0
 */
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as zlib from "node:zlib"
import { generate, prng, type RecordedBook } from "./frames.js"

/**
 * What the hour is made from (`bench/hour-input.json`).
 *
 * @since 1.1.0
 * @category models
 */
export interface HourInput {
  readonly symbol: string
  readonly category: "linear"
  readonly depth: number
  /** One book message per this many ms (the exchange's push rate for the depth). */
  readonly pushMs: number
  readonly minutes: number
  /** The first receive time, ms since the epoch. */
  readonly startAt: number
  readonly seed: number
  /** Changed levels per side per delta: 1 to this many. */
  readonly maxChanges: number
  /** One trade message per this many ms. */
  readonly tradeEveryMs: number
  /** The start book's mid price and tick. */
  readonly mid: number
  readonly tick: string
  /** The snapshot's update id. */
  readonly firstU: number
}

/**
 * A generated file and what the suite needs to know of it.
 *
 * @since 1.1.0
 * @category models
 */
export interface HourInfo {
  readonly file: string
  readonly topic: string
  /** Lines after the header (book, trades, end). */
  readonly lines: number
  readonly bookLines: number
  readonly tradeLines: number
  /** Receive time of the snapshot and of the last book message. */
  readonly firstR: number
  readonly lastR: number
  /** Uncompressed and compressed bytes. */
  readonly bytes: number
  readonly compressedBytes: number
  readonly minutes: number
}

const here = path.dirname(new URL(import.meta.url).pathname)

/**
 * The committed input.
 *
 * @since 1.1.0
 * @category constructors
 */
export const readInput = (file = path.join(here, "hour-input.json")): HourInput =>
  JSON.parse(fs.readFileSync(file, "utf8")) as HourInput

/** The start book: `depth` levels a side one tick apart around the mid, seeded sizes. */
const startBook = (input: HourInput): RecordedBook => {
  const random = prng(input.seed)
  const decimals = input.tick.length - input.tick.indexOf(".") - 1
  const tick = Number(input.tick)
  const size = () => ((1 + Math.floor(random() * 20_000)) / 1000).toFixed(3)
  const level = (k: number, side: 1 | -1) => [(input.mid + side * tick * (k + 1)).toFixed(decimals), size()] as const
  return {
    s: input.symbol,
    b: Array.from({ length: input.depth }, (_, k) => level(k, -1)),
    a: Array.from({ length: input.depth }, (_, k) => level(k, 1)),
    u: input.firstU,
    seq: input.firstU * 3
  }
}

/** The touch of a book kept from the generated messages (bids and asks by price text). */
class Touch {
  readonly bids = new Map<string, string>()
  readonly asks = new Map<string, string>()
  apply(data: { readonly b: ReadonlyArray<ReadonlyArray<string>>; readonly a: ReadonlyArray<ReadonlyArray<string>> }) {
    for (const [side, rows] of [
      [this.bids, data.b],
      [this.asks, data.a]
    ] as const) {
      for (const [p, q] of rows) {
        if (p === undefined || q === undefined) continue
        if (q === "0") side.delete(p)
        else side.set(p, q)
      }
    }
  }
  best(side: "bid" | "ask"): string {
    let out: string | undefined
    for (const p of (side === "bid" ? this.bids : this.asks).keys()) {
      if (out === undefined || (side === "bid" ? Number(p) > Number(out) : Number(p) < Number(out))) out = p
    }
    return out ?? "0"
  }
}

/**
 * Writes the hour's recording to `file` (gzip), streamed: a line at a time into the compressor, waiting on its
 * backpressure.
 *
 * @since 1.1.0
 * @category constructors
 */
export const generateHour = async (input: HourInput, file: string): Promise<HourInfo> => {
  const count = Math.round((input.minutes * 60_000) / input.pushMs)
  const stream = generate({
    recorded: startBook(input),
    depth: input.depth,
    symbol: input.symbol,
    count,
    seed: input.seed,
    maxChanges: input.maxChanges
  })
  const topic = stream.topic
  const tradeTopic = `publicTrade.${input.symbol}`
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.part`
  const gzip = zlib.createGzip({ level: 6 })
  const out = fs.createWriteStream(partial)
  gzip.pipe(out)
  let bytes = 0
  let lines = 0
  const write = async (value: object) => {
    const text = `${JSON.stringify(value)}\n`
    bytes += text.length
    if (!gzip.write(text)) await new Promise<void>((resolve) => gzip.once("drain", resolve))
  }
  await write({
    format: "effect-bybit.recording",
    version: 1,
    startedAt: input.startAt,
    environment: "bench",
    part: 0,
    streams: [{ category: input.category, topics: [topic, tradeTopic] }]
  })
  const random = prng(input.seed + 1)
  const touch = new Touch()
  let tradeLines = 0
  let tradeId = 0
  const rOf = (n: number) => input.startAt + n * input.pushMs
  const frames = [stream.snapshot, ...stream.deltas]
  for (let n = 0; n < frames.length; n++) {
    const r = rOf(n)
    const m = JSON.parse((frames[n] as Buffer).toString()) as {
      topic: string
      type: string
      data: { b: Array<Array<string>>; a: Array<Array<string>> }
    }
    if (n > 0 && (n * input.pushMs) % input.tradeEveryMs === 0) {
      // a trade message just before the book message, at the touch the book stood at
      const trades = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const buy = random() < 0.5
        tradeId++
        return {
          T: r - 1,
          s: input.symbol,
          S: buy ? "Buy" : "Sell",
          v: ((1 + Math.floor(random() * 500)) / 1000).toFixed(3),
          p: touch.best(buy ? "ask" : "bid"),
          L: buy ? "PlusTick" : "MinusTick",
          i: `00000000-0000-4000-8000-${String(tradeId).padStart(12, "0")}`,
          BT: false,
          seq: input.firstU * 3 + tradeId
        }
      })
      await write({ r: r - 1, c: input.category, m: { topic: tradeTopic, type: "snapshot", ts: r - 1, data: trades } })
      tradeLines++
      lines++
    }
    touch.apply(m.data)
    await write({ r, c: input.category, m: { topic: m.topic, type: m.type, ts: r, data: m.data, cts: r - 2 } })
    lines++
  }
  const lastR = rOf(frames.length - 1)
  await write({ r: lastR, end: { messages: lines, gaps: 0 } })
  lines++
  await new Promise<void>((resolve, reject) => {
    out.once("finish", resolve)
    out.once("error", reject)
    gzip.end()
  })
  fs.renameSync(partial, file)
  return {
    file,
    topic,
    lines,
    bookLines: frames.length,
    tradeLines,
    firstR: input.startAt,
    lastR,
    bytes,
    compressedBytes: fs.statSync(file).size,
    minutes: input.minutes
  }
}

/**
 * The hour's file for the input (its first `minutes`), generated unless a file of the same input and generator is
 * already in the temp directory. `hour` k > 0: the same shape starting k hours later, with its own seed (the hours
 * of a day).
 *
 * @since 1.1.0
 * @category constructors
 */
export const hourFile = async (minutes?: number, hour = 0): Promise<HourInfo> => {
  const base = readInput()
  const sized = minutes === undefined ? base : { ...base, minutes }
  // hour k of a day (bench/backtest.ts's day over runners): its own start time and seed, the same shape
  const input = hour === 0 ? sized : { ...sized, startAt: sized.startAt + hour * 3_600_000, seed: sized.seed + hour }
  const generator = fs.readFileSync(new URL(import.meta.url))
  const key = crypto
    .createHash("sha256")
    .update(JSON.stringify(input))
    .update(generator)
    .update(fs.readFileSync(path.join(here, "frames.ts")))
    .digest("hex")
    .slice(0, 16)
  const dir = path.join(os.tmpdir(), "effect-bybit-bench")
  const file = path.join(dir, `hour-${hour === 0 ? "" : `${hour}h-`}${input.minutes}m-${key}.jsonl.gz`)
  const infoFile = `${file}.json`
  if (fs.existsSync(file) && fs.existsSync(infoFile)) return JSON.parse(fs.readFileSync(infoFile, "utf8")) as HourInfo
  const info = await generateHour(input, file)
  fs.writeFileSync(infoFile, JSON.stringify(info))
  return info
}

if (
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const at = process.argv.indexOf("--minutes")
  const minutes = at < 0 ? undefined : Number(process.argv[at + 1])
  const outArg = process.argv[2]?.startsWith("--") === false ? process.argv[2] : undefined
  const done =
    outArg === undefined
      ? hourFile(minutes)
      : generateHour(minutes === undefined ? readInput() : { ...readInput(), minutes }, path.resolve(outArg))
  done.then(
    (info) => process.stdout.write(`${JSON.stringify(info)}\n`),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`)
      process.exitCode = 1
    }
  )
}

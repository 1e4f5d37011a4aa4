/**
 * The bench cannot rot: its frame generator produces frames the library accepts and a book the baselines agree
 * on, and a smoke run of `bench/run.ts` (tiny counts, raw and effect-bybit) completes every suite and writes its
 * report. Nothing here times anything.
 */
import { execFile } from "node:child_process"
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as http from "node:http"
import type * as net from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { build } from "esbuild"
import {
  type ClientConfig,
  type ClientResult,
  orderParams,
  type RestKind,
  type StreamInfo,
  signedOrders
} from "../bench/common.js"
import { generate, type RecordedBook } from "../bench/frames.js"
import { type ImportResult, type ImportTarget, programModules, stackModules } from "../bench/imports.js"
import { MapBook, SortedBook } from "../bench/mapbook.js"
import * as Raw from "../bench/raw.js"
import type { Report } from "../bench/report.js"
import * as Targets from "../bench/targets.js"
import * as RecordingTracer from "../bench/tracer.js"
import { rootNamespaces } from "../scripts/build.js"
import * as WsPublic from "../src/Schema/WsPublic.js"
import * as LocalBook from "../src/Socket/LocalBook.js"

const root = path.resolve(import.meta.dirname, "..")

// a recorded-looking book: 0.10 ticks with a few gaps, sizes with three decimals
const recorded: RecordedBook = {
  s: "BTCUSDT",
  b: Array.from({ length: 60 }, (_, i) => [(60_000 - 0.1 * i - (i > 20 ? 0.3 : 0)).toFixed(2), "1.000"] as const),
  a: Array.from({ length: 60 }, (_, i) => [(60_000.1 + 0.1 * i + (i > 30 ? 0.5 : 0)).toFixed(2), "2.000"] as const),
  u: 100,
  seq: 5000
}

const decode = Schema.decodeUnknownResult(WsPublic.OrderbookMessage)

describe("bench frames", () => {
  it("are valid orderbook messages that keep a consistent, uncrossed book of `depth` levels", () => {
    const stream = generate({ recorded, depth: 50, symbol: "BTCUSDT", count: 3000, seed: 7, maxChanges: 3 })
    expect(stream.deltas).toHaveLength(3000)
    expect(stream.lastU).toBe(stream.firstU + 3000)
    const local = new LocalBook.LocalBook("BTCUSDT", "linear", 50, true)
    const map = new MapBook()
    const sorted = new SortedBook()
    const outcomes = new Map<string, number>()
    for (const buffer of [stream.snapshot, ...stream.deltas]) {
      const decoded = decode(JSON.parse(buffer.toString()))
      if (Result.isFailure(decoded)) throw new Error(String(decoded.failure))
      const message = decoded.success
      const outcome = local.apply(message)
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
      map.apply(message)
      sorted.apply(message)
    }
    expect(Object.fromEntries(outcomes)).toEqual({ snapshot: 1, applied: 3000 })
    expect(local.u).toBe(stream.lastU)
    const view = local.view()
    // exactly `depth` levels per side, and the three books agree level for level
    expect(view.bidPrices).toHaveLength(50)
    expect(view.askPrices).toHaveLength(50)
    const top = sorted.top(50)
    expect(top.bids.map(([p]) => p)).toEqual(view.bidPrices)
    expect(top.asks.map(([p]) => p)).toEqual(view.askPrices)
    expect(top.bids.map(([p]) => map.bids.get(p))).toEqual(view.bidSizes)
    expect(map.bids.size).toBe(50)
    expect(map.asks.size).toBe(50)
    expect(Number(view.bidPrices[0])).toBeLessThan(Number(view.askPrices[0]))
  })

  it("are deterministic per seed", () => {
    const a = generate({ recorded, depth: 50, symbol: "X", count: 50, seed: 3, maxChanges: 3 })
    const b = generate({ recorded, depth: 50, symbol: "X", count: 50, seed: 3, maxChanges: 3 })
    const c = generate({ recorded, depth: 50, symbol: "X", count: 50, seed: 4, maxChanges: 3 })
    expect(a.deltas.map(String)).toEqual(b.deltas.map(String))
    expect(a.deltas.map(String)).not.toEqual(c.deltas.map(String))
  })
})

describe("bench orders", () => {
  it("carry a unique orderLinkId each, the exchange's form, beside the order's fixed fields", () => {
    const next = signedOrders(61_234.5)
    const orders = Array.from({ length: 2000 }, next)
    const ids = orders.map((o) => o.orderLinkId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,36}$/)
    for (const { orderLinkId: _, ...rest } of orders.slice(0, 3)) expect(rest).toEqual(orderParams(61_234.5))
    // another process (or client) draws other ids
    expect(signedOrders(61_234.5)().orderLinkId).not.toBe(ids[0])
  })

  it.live("are sent by the lean raw client as a valid signed request, and its GET carries its Host", () =>
    Effect.gen(function* () {
      const seen: Array<{
        method: string | undefined
        url: string | undefined
        headers: http.IncomingHttpHeaders
        body: string
      }> = []
      const server = http.createServer((req, res) => {
        let body = ""
        req.setEncoding("utf8")
        req.on("data", (chunk: string) => {
          body += chunk
        })
        req.on("end", () => {
          seen.push({ method: req.method, url: req.url, headers: req.headers, body })
          res.writeHead(200, { "content-type": "application/json" })
          res.end(JSON.stringify({ retCode: 0, retMsg: "OK", result: {}, retExtInfo: {}, time: 1 }))
        })
      })
      yield* Effect.acquireRelease(
        Effect.callback<void>((resume) => {
          server.listen(0, "127.0.0.1", () => resume(Effect.void))
        }),
        () => Effect.sync(() => server.close())
      )
      const { port } = server.address() as net.AddressInfo
      const stream: StreamInfo = { firstU: 0, lastU: 0, baseTs: 0, meanBytes: 0, meanLevels: 0 }
      const config: ClientConfig = {
        client: "raw",
        suite: "rest",
        rest: `http://127.0.0.1:${port}`,
        emulatorRest: "",
        emulatorAdminToken: "",
        emulatorWs: "",
        wsBase: "",
        apiKey: "bench-key",
        apiSecret: "bench-secret",
        lastPrice: 60_000,
        counts: { sequential: 2, concurrent: 0, concurrency: 4, signed: 3, warmup: 0, drops: 0 },
        streams: { "50": stream, "1000": stream },
        books: [],
        bookLastU: {},
        variants: []
      }
      const driver = yield* Effect.promise(() => Raw.implementation.rest(config))
      yield* Effect.promise(() => driver.run("signed", 3, 1, new Float64Array(3)))
      yield* Effect.promise(() => driver.run("sequential", 2, 1, new Float64Array(2)))
      yield* Effect.promise(() => driver.close())
      const orders = seen.filter((r) => r.method === "POST")
      expect(orders).toHaveLength(3)
      const links = new Set<string>()
      for (const { url, headers, body } of orders) {
        expect(url).toBe("/v5/order/create")
        const order = JSON.parse(body) as ReturnType<ReturnType<typeof signedOrders>>
        links.add(order.orderLinkId)
        expect(order.price).toBe(orderParams(60_000).price)
        expect(headers.host).toBe(`127.0.0.1:${port}`)
        expect(headers["content-type"]).toBe("application/json")
        expect(headers["content-length"]).toBe(String(Buffer.byteLength(body)))
        expect(headers["transfer-encoding"]).toBeUndefined()
        expect(headers.connection).toBe("keep-alive")
        expect(headers["x-bapi-api-key"]).toBe("bench-key")
        expect(headers["x-bapi-recv-window"]).toBe("5000")
        const timestamp = String(headers["x-bapi-timestamp"])
        expect(headers["x-bapi-sign"]).toBe(
          crypto.createHmac("sha256", "bench-secret").update(`${timestamp}bench-key5000${body}`).digest("hex")
        )
      }
      expect(links.size).toBe(3)
      const gets = seen.filter((r) => r.method === "GET")
      expect(gets.map((r) => [r.url, r.headers.host])).toEqual([
        ["/v5/market/tickers?category=linear&symbol=BTCUSDT", `127.0.0.1:${port}`],
        ["/v5/market/tickers?category=linear&symbol=BTCUSDT", `127.0.0.1:${port}`]
      ])
    }).pipe(Effect.scoped)
  )
})

const runBench = (args: ReadonlyArray<string>) =>
  Effect.callback<{ readonly code: number; readonly stderr: string }>((resume) => {
    const child = execFile(
      process.execPath,
      ["--import", "tsx", path.join(root, "bench/run.ts"), ...args],
      { cwd: root, timeout: 300_000, maxBuffer: 16 * 2 ** 20 },
      (error, _stdout, stderr) => resume(Effect.succeed({ code: error === null ? 0 : (error.code as number), stderr }))
    )
    return Effect.sync(() => child.kill())
  })

/**
 * Runs `bench/run.ts --smoke` with `args`, writing into a temporary directory (removed afterwards); checks that it
 * finished with no failure and answers its JSON report and its Markdown.
 */
const smoke = (args: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const dir = yield* Effect.acquireRelease(
      Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), "bench-smoke-"))),
      (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
    )
    const md = path.join(dir, "BENCHMARKS.md")
    const json = path.join(dir, "bench.json")
    const { code, stderr } = yield* runBench(["--smoke", ...args, "--out", md, "--json", json])
    expect(stderr).not.toMatch(/FAILED/)
    expect(code).toBe(0)
    const report = JSON.parse(fs.readFileSync(json, "utf8")) as Report
    expect(report.failures).toEqual([])
    return { report, text: fs.readFileSync(md, "utf8") }
  })

describe("npm run bench -- --smoke", () => {
  it.live(
    "runs every suite for raw and effect-bybit, the Effect floors' REST suites, the README-defaults orders and the floor bundles, and writes the report",
    () =>
      Effect.gen(function* () {
        const { report, text } = yield* smoke([
          "--clients",
          "raw,effect-floor,effect-floor-stack,effect,effect-defaults",
          "--suites",
          "rest,ws,books,reconnect,bundle,import"
        ])
        const find = (client: string, suite: string, target = "replay"): ClientResult => {
          const hit = report.results.find(
            (r) => r.target === target && r.result.client === client && r.result.suite === suite
          )
          if (hit === undefined) throw new Error(`no ${client} ${suite} result`)
          return hit.result
        }
        for (const client of ["raw", "effect"]) {
          const rest = find(client, "rest")
          expect(rest.rest.map((r) => [r.kind, r.count])).toEqual([
            ["sequential", report.counts.sequential],
            ["concurrent", report.counts.concurrent],
            ["signed", report.counts.signed]
          ])
          for (const r of rest.rest) expect(r.wallMs).toBeGreaterThan(0)
          const books = find(client, "ws").books
          expect(books.map((b) => b.variant)).toHaveLength(4)
          // every book reached the stream's last update id (counted from the first delta a client reported: a
          // coalescing client first reports after its first socket read)
          for (const b of books) expect(b.messages).toBeGreaterThan(report.deltas / 2)
          expect(find(client, "books").manyBooks?.wallMs).toBeGreaterThan(0)
          expect(find(client, "reconnect").reconnect).toHaveLength(report.counts.drops)
          expect(find(client, "rest").peakRss).toBeGreaterThan(10 * 2 ** 20)
          // V8's young generation at its largest, read in the client process (at least its first semi-space)
          expect(find(client, "rest").youngGeneration).toBeGreaterThan(2 ** 20)
        }
        // the Effect floor runs REST only, as every other client does
        const floor = find("effect-floor", "rest")
        expect(floor.rest.map((r) => [r.kind, r.count])).toEqual([
          ["sequential", report.counts.sequential],
          ["concurrent", report.counts.concurrent],
          ["signed", report.counts.signed]
        ])
        expect(report.results.filter((r) => r.result.client === "effect-floor").map((r) => r.result.suite)).toEqual([
          "rest"
        ])
        // so does the floor that first imports the Effect modules effect-bybit loads
        const floorStack = find("effect-floor-stack", "rest")
        expect(floorStack.rest.map((r) => r.kind)).toEqual(["sequential", "concurrent", "signed"])
        expect(
          report.results.filter((r) => r.result.client === "effect-floor-stack").map((r) => r.result.suite)
        ).toEqual(["rest"])
        expect(text).toContain("| Effect floor, the Effect modules effect-bybit loads imported first")
        // the README's wiring (rate budget on) sends signed orders only, the timed ones within one budget window
        const defaults = find("effect-defaults", "rest")
        expect(defaults.rest.map((r) => [r.kind, r.count])).toEqual([["signed", Math.min(report.counts.signed, 590)]])
        expect(report.results.filter((r) => r.result.client === "effect-defaults").map((r) => r.result.suite)).toEqual([
          "rest"
        ])
        expect(report.bundles[0]?.gzip).toBeGreaterThan(10_000)
        // built with code splitting: the error catalogue is a chunk of its own, loaded after start-up
        const library = report.bundles[0]
        expect(library?.lazyChunks).toBeGreaterThan(0)
        expect(library?.totalGzip).toBeGreaterThan(library?.gzip ?? Number.POSITIVE_INFINITY)
        expect(library?.ownMinified).toBeGreaterThan(10_000)
        expect(library?.ownMinified).toBeLessThan(library?.minified ?? 0)
        // the import cost: the library and the floor's modules, one process each
        expect(report.imports.map((r) => r.target).sort()).toEqual(["effect", "floor"])
        for (const r of report.imports) {
          expect(r.rss).toBeGreaterThan(10 * 2 ** 20)
          expect(r.peakRss).toBeGreaterThanOrEqual(r.rss)
        }
        const importOf = (target: string) => report.imports.find((r) => r.target === target)?.heapUsed ?? Number.NaN
        expect(importOf("effect")).toBeGreaterThan(importOf("floor"))
        // the floor bundles: the stack alone, each smaller than the library's minimal program, and growing with
        // what they use
        const floors = report.bundles.filter((b) => b.floor)
        expect(floors.map((b) => b.name)).toEqual([
          "floor: Effect alone (runPromise around fetch)",
          "floor: Effect + Schema decode",
          "floor: Effect + Stream (fetch and WebSocket by hand)",
          "floor: Effect + Schema decode + Stream",
          "floor: Effect + Schema + Stream + effect/http HttpClient and effect/socket Socket"
        ])
        const gz = (name: string) => floors.find((b) => b.name.includes(name))?.gzip ?? Number.NaN
        expect(gz("Effect alone")).toBeLessThan(gz("Effect + Schema decode"))
        expect(gz("Effect + Stream (")).toBeLessThan(gz("Effect + Schema decode + Stream"))
        expect(gz("Effect + Schema decode + Stream")).toBeLessThan(gz("effect/http HttpClient"))
        for (const b of floors) {
          expect(b.error).toBeUndefined()
          expect(b.gzip).toBeLessThan(report.bundles[0]?.gzip ?? 0)
        }
        expect(text).toContain("## Targets (issue 19)")
        expect(text).toContain("### orderbook.1000 + top-50 view")
        expect(text).toContain("| effect-bybit (rate budget off) |")
        expect(text).toContain(
          "| effect-bybit, README defaults (rate budget on; timed orders within its 600 per 5 s) |"
        )
        expect(text).toContain("| REST signed POST: client CPU/req ≤ 1.5× raw (issue 41) |")
        expect(text).toContain("| Minimal browser program (esbuild), all chunks ≤ 84 kB gzip (issue 41) |")
        expect(text).toContain("| target | measured (effect-bybit) | Effect floor | verdict |")
        expect(text).toContain("| Effect floor (raw node:http in Effect.callback + Schema decode) |")
        expect(text).toContain("| Minimal browser program (esbuild), start-up chunks ≤ floor + 20 kB gzip |")
        expect(text).toContain(
          "| Import effect-bybit + effect-bybit/node: RSS ≤ floor's import + 15 MB (the REST core's row on Effect 3; issue 41 restates it below) |"
        )
        expect(text).toContain("### Peak RSS of the WebSocket book process")
        expect(text).toContain("| V8 young generation, largest MB (min–max) |")
        expect(text).toContain("| effect-bybit + effect-bybit/node |")
      }).pipe(Effect.scoped),
    360_000
  )
})

describe("npm run bench -- --smoke --suites replay", () => {
  it.live(
    "keeps the recording's book from the replay server and from the replaying emulator, samples the emulator's memory, and writes the section",
    () =>
      Effect.gen(function* () {
        const { report, text } = yield* smoke(["--clients", "effect", "--suites", "replay"])
        const replay = report.replay
        if (replay === undefined) throw new Error("no replay section")
        // the smoke recording: 15 s at 20 ms a book message, a trade message every 100 ms
        expect(replay.hour.bookLines).toBe(751)
        expect(replay.hour.tradeLines).toBe(150)
        expect(replay.runs.map((r) => r.target).sort()).toEqual(["emulator", "server"])
        for (const run of replay.runs) {
          // both kept the book to the recording's last message (counted from the first book the client reported
          // after the snapshot: from the replay server's burst of 750 messages a coalescing client reports few)
          expect(run.book.messages).toBeGreaterThan(0)
          expect(run.book.wallMs).toBeGreaterThan(0)
          expect(run.book.views).toBe(0)
        }
        const emulator = replay.runs.find((r) => r.target === "emulator")?.emulator
        // a sample at every tenth of the lines the reader's chunks pass, and one at the end: the reader hands lines
        // in chunks of what it inflated (256 KB out at a time), so the smoke recording's 0.26 MB passes in a few
        // chunks (the hour's 62 MB in hundreds: a sample at each tenth)
        expect(emulator?.samples.length).toBeGreaterThanOrEqual(2)
        expect(emulator?.samples.at(-1)?.line).toBe(replay.hour.lines)
        // the memory pass: its own run, each sample after a full GC, to the file's last line
        const pass = replay.memoryPass
        expect(pass?.samples.length).toBeGreaterThanOrEqual(2)
        expect(pass?.samples.at(-1)?.line).toBe(replay.hour.lines)
        expect(text).toContain("## Replaying a recording (issue 42)")
        expect(text).toContain("| rep | server msg/s | emulator msg/s | × server |")
        expect(text).toContain("| memory pass (a full GC before each sample) |")
      }).pipe(Effect.scoped),
    360_000
  )
})

/** Import measurements in megabytes of RSS (the peak as much), one per process. */
const importsOf = (entries: ReadonlyArray<readonly [ImportTarget, number]>): ReadonlyArray<ImportResult> =>
  entries.map(([target, megabytes]) => ({
    target,
    rss: megabytes * 2 ** 20,
    heapUsed: 0,
    peakRss: megabytes * 2 ** 20,
    ms: 0
  }))

describe("bench targets", () => {
  const rest = (client: ClientResult["client"], kind: RestKind, perSecond: number, cpuUs: number): ClientResult => ({
    client,
    suite: "rest",
    rest: [
      { kind, count: perSecond, wallMs: 1000, cpuUs: cpuUs * perSecond, p50Ms: 0, p99Ms: 0, warmupCpuUsPerRequest: 0 }
    ],
    books: [],
    reconnect: [],
    manyBooks: undefined,
    peakRss: 100 * 2 ** 20,
    notes: []
  })
  const run = (effect: number) =>
    Targets.targets({
      bundles: [],
      results: [
        { target: "replay", result: rest("raw", "sequential", 1000, 100) },
        { target: "replay", result: rest("effect-floor", "sequential", 800, 140) },
        { target: "replay", result: rest("effect", "sequential", effect, 150) },
        { target: "replay", result: rest("ccxt", "sequential", 780, 130) },
        { target: "replay", result: rest("ccxt-implicit", "sequential", 790, 130) }
      ]
    })
  const verdict = (effect: number, name: string) => run(effect).find((t) => t.name.startsWith(name))?.verdict

  it("reads the book targets as ratios paired by repetition, so one slow repetition does not decide them", () => {
    const book = (client: ClientResult["client"], rate: number): ClientResult => ({
      client,
      suite: "ws",
      rest: [],
      books: [{ variant: "orderbook.50", messages: rate, wallMs: 1000, cpuUs: 1, heapGrowth: 0, views: 0 }],
      reconnect: [],
      manyBooks: undefined,
      peakRss: 100 * 2 ** 20,
      notes: []
    })
    // raw ran while the machine was busy in the second repetition, effect-bybit in the third
    const results = (
      [
        [1, 100, 100],
        [2, 100, 60],
        [3, 80, 100]
      ] as const
    ).flatMap(([rep, effect, raw]) => [
      { rep, target: "replay", result: book("effect", effect) },
      { rep, target: "replay", result: book("raw", raw) }
    ])
    // ratios 1.00, 1.67, 0.80: median 1.00 (the ratio of the medians would be 100 / 100 as well, but not below)
    expect(Targets.bookRatio(results, "effect", "raw", "orderbook.50")).toBe(1)
    const target = Targets.targets({ bundles: [], results }).find((t) =>
      t.name.startsWith("WS orderbook.50, book kept: ≥ 0.95")
    )
    expect([target?.measured, target?.verdict]).toEqual(["1.00×", "met"])
    // one more slow repetition for effect-bybit tips it
    const slower = [
      ...results,
      ...[4, 5].flatMap((rep) => [
        { rep, target: "replay", result: book("effect", 80) },
        { rep, target: "replay", result: book("raw", 100) }
      ])
    ]
    expect(Targets.bookRatio(slower, "effect", "raw", "orderbook.50")).toBe(0.8)
    // a repetition without raw's figure is left out
    expect(Targets.bookRatio(results.slice(0, 5), "effect", "raw", "orderbook.50")).toBe(1)
  })

  it("reads the REST rate targets as ratios paired by repetition, ccxt's fastest API taken in each repetition", () => {
    // raw ran while the machine was busy in the second repetition, effect-bybit in the third; ccxt's implicit API
    // was its faster one in the first repetition only
    const results = (
      [
        [1, 700, 1000, 300, 350],
        [2, 700, 800, 300, 250],
        [3, 560, 1000, 300, 250]
      ] as const
    ).flatMap(([rep, effect, raw, ccxt, implicit]) =>
      (
        [
          ["effect", effect],
          ["raw", raw],
          ["ccxt", ccxt],
          ["ccxt-implicit", implicit]
        ] as const
      ).map(([client, rate]) => ({ rep, target: "replay", result: rest(client, "signed", rate, 100) }))
    )
    // against raw: 0.70, 0.875, 0.56 → median 0.70 (the ratio of the medians, 700 / 1000, would say the same here,
    // but one more busy repetition of raw's would not move the paired figure below it)
    expect(
      Targets.pairedRatio(Targets.restRates(results, "effect", "signed"), Targets.restRates(results, "raw", "signed"))
    ).toBe(0.7)
    const found = (name: string) => Targets.targets({ bundles: [], results }).find((t) => t.name.startsWith(name))
    expect([found("REST signed POST: ≥ 0.7× raw")?.measured, found("REST signed POST: ≥ 0.7× raw")?.verdict]).toEqual([
      "0.70×",
      "met"
    ])
    // against ccxt's fastest per repetition: 700/350, 700/300, 560/300 → 2.00, 2.33, 1.87 → median 2.00
    expect(found("REST signed POST: ≥ 1.2× ccxt")?.measured).toBe("2.00×")
    // a repetition where raw did not run is left out of the pairs: 0.875 and 0.56 remain (the bench's median of an
    // even count is its lower middle)
    const noRaw1 = results.filter((r) => !(r.rep === 1 && r.result.client === "raw"))
    expect(
      Targets.pairedRatio(Targets.restRates(noRaw1, "effect", "signed"), Targets.restRates(noRaw1, "raw", "signed"))
    ).toBe(0.56)
  })

  it("queues the traced run's spans as OpenTelemetry's batch processor does: a full batch of 512 leaves at once", () => {
    const sink = new RecordingTracer.Sink()
    const span = (k: number): RecordingTracer.Finished => ({
      name: `s${k}`,
      traceId: "t",
      spanId: String(k),
      parentSpanId: undefined,
      start: 0n,
      end: 1n,
      ok: true,
      attributes: new Map()
    })
    for (let k = 0; k < 1300; k++) sink.push(span(k))
    // two batches handed to the exporter, 276 spans waiting for the third, none dropped
    expect([sink.ended, sink.exported, sink.dropped]).toEqual([1300, 1024, 0])
    // a queue that cannot reach its batch size before it is full drops what comes after
    const small = new RecordingTracer.Sink(4, 8)
    for (let k = 0; k < 6; k++) small.push(span(k))
    expect([small.ended, small.exported, small.dropped]).toEqual([6, 0, 2])
  })

  it("reads the tracer rows against the untraced process of the same repetition (the traced one runs in the first)", () => {
    // CPU µs per request: the untraced process ran while the machine was busy in the first repetition (76), not in
    // the next two (42, 48); the traced one ran in the first only (80)
    const results = [
      { rep: 1, target: "replay", result: rest("effect-traced", "concurrent", 1000, 80) },
      ...(
        [
          [1, 76],
          [2, 42],
          [3, 48]
        ] as const
      ).map(([rep, cpu]) => ({ rep, target: "replay", result: rest("effect", "concurrent", 1000, cpu) }))
    ]
    // 80 / 76 (the ratio of the medians, 80 / 48 = 1.67, would read the busy repetition's load as the tracer's cost)
    expect(
      Targets.pairedRatio(
        Targets.restCpu(results, "effect-traced", "concurrent"),
        Targets.restCpu(results, "effect", "concurrent")
      )
    ).toBeCloseTo(80 / 76, 10)
    const row = Targets.targets({ bundles: [], results }).find((t) => t.name.startsWith("Tracer installed, 64-way GET"))
    expect([row?.measured, row?.verdict]).toEqual(["1.05×", "met"])
    // a traced process that costs more than 1.5× its repetition's untraced one misses
    const heavier = results.map((r) =>
      r.result.client === "effect-traced" ? { ...r, result: rest("effect-traced", "concurrent", 1000, 120) } : r
    )
    const missed = Targets.targets({ bundles: [], results: heavier }).find((t) =>
      t.name.startsWith("Tracer installed, 64-way GET")
    )
    expect([missed?.measured, missed?.verdict]).toEqual(["1.58×", "**missed**"])
  })

  it("reads the tracer rows from the traced process's rounds against its untraced twin, over every pair", () => {
    // CPU µs per round: the traced process's own rounds and its untraced twin's neighbours; one pair ran while the
    // machine was busy (both sides slower), and the separate untraced process ran on a quiet machine (40)
    const paired = (cpuUs: ReadonlyArray<readonly [number, number]>): ClientResult => {
      const base = rest("effect-traced", "concurrent", 1000, 60)
      const row = base.rest[0] as ClientResult["rest"][number]
      return { ...base, rest: [{ ...row, paired: { pairs: cpuUs.length, count: 100, cpuUs, ratio: Number.NaN } }] }
    }
    const results = [
      {
        rep: 1,
        target: "replay",
        result: paired([
          [6000, 5000],
          [12000, 10000],
          [6300, 5000]
        ])
      },
      {
        rep: 2,
        target: "replay",
        result: paired([
          [5500, 5000],
          [6600, 5000]
        ])
      },
      { rep: 1, target: "replay", result: rest("effect", "concurrent", 1000, 40) },
      { rep: 2, target: "replay", result: rest("effect", "concurrent", 1000, 40) }
    ]
    // the pairs' ratios 1.2, 1.2, 1.26, 1.1, 1.32: their median, not 60 / 40 across the two processes
    expect(Targets.tracerRatio(results, "concurrent")).toBeCloseTo(1.2, 10)
    const row = Targets.targets({ bundles: [], results }).find((t) => t.name.startsWith("Tracer installed, 64-way GET"))
    expect([row?.measured, row?.verdict]).toEqual(["1.20×", "met"])
  })

  it("judges against ccxt's fastest row, and against the floor only where the floor misses too", () => {
    // 1.1 × ccxt's fastest (790) is 869: the floor (800) misses it, so within 10 % of the floor (≥ 720) is accepted
    expect(verdict(870, "REST sequential GET: ≥ 1.1× ccxt")).toBe("met")
    expect(verdict(730, "REST sequential GET: ≥ 1.1× ccxt")).toMatch(/^met against the floor/)
    expect(verdict(710, "REST sequential GET: ≥ 1.1× ccxt")).toBe("**missed**")
    // 0.75 × raw is 750: the floor (800) meets it, so the floor does not excuse a miss
    expect(verdict(740, "REST sequential GET: ≥ 0.75× raw")).toBe("**missed**")
    expect(verdict(760, "REST sequential GET: ≥ 0.75× raw")).toBe("met")
    // nothing measured is said so, not passed
    expect(verdict(760, "REST signed POST: ≥ 1.2× ccxt")).toBe("not measured")
    expect(verdict(760, "Minimal browser program")).toBe("not measured")
  })

  it("judges issue 41's targets: the signed order against raw's CPU, the whole browser program, the import against the stack, no row below Effect 3", () => {
    const signed = (client: ClientResult["client"], perSecond: number, cpuUs: number) => ({
      target: "replay",
      result: rest(client, "signed", perSecond, cpuUs)
    })
    const judged = (effectCpu: number, defaultsCpu: number, effectRate: number) =>
      Targets.targets({
        bundles: [],
        results: [
          signed("raw", 7000, 100),
          signed("effect-floor", 5000, 140),
          signed("effect", effectRate, effectCpu),
          signed("effect-defaults", 5000, defaultsCpu),
          signed("ccxt", 3000, 200),
          signed("ccxt-implicit", 3500, 180)
        ]
      })
    const find = (targets: ReadonlyArray<Targets.Target>, name: string) => targets.find((t) => t.name.startsWith(name))
    const met = judged(150, 149, 4900)
    expect(find(met, "REST signed POST: client CPU/req ≤ 1.5× raw")?.verdict).toBe("met")
    expect(find(met, "REST signed POST, README defaults (rate budget on): client CPU/req ≤ 1.5× raw")?.verdict).toBe(
      "met"
    )
    expect(find(met, "REST signed POST: ≥ 0.7× raw")?.verdict).toBe("met")
    // 1.27 × ccxt's fastest (3500) is 4445
    expect(find(met, "REST signed POST: ≥ 1.27× ccxt req/s, as on Effect 3")?.measured).toBe("1.40×")
    expect(find(met, "REST signed POST: ≥ 1.27× ccxt req/s, as on Effect 3")?.verdict).toBe("met")
    // the floor (1.4×) meets the CPU target: it excuses nothing
    const missed = judged(160, 170, 4400)
    expect(find(missed, "REST signed POST: client CPU/req ≤ 1.5× raw")?.verdict).toBe("**missed**")
    expect(find(missed, "REST signed POST, README defaults")?.verdict).toBe("**missed**")
    expect(find(missed, "REST signed POST: ≥ 0.7× raw")?.verdict).toBe("**missed**")
    expect(find(missed, "REST signed POST: ≥ 1.27× ccxt req/s, as on Effect 3")?.verdict).toBe("**missed**")
    // the browser program: every chunk, the lazy ones included
    const bundle = (totalGzip: number) =>
      find(
        Targets.targets({
          results: [],
          bundles: [{ name: "effect-bybit (bench/bundle-entry.ts)", gzip: 60_000, totalGzip }]
        }),
        "Minimal browser program (esbuild), all chunks ≤ 84 kB"
      )
    expect([bundle(84_000)?.measured, bundle(84_000)?.verdict]).toEqual(["84.0 kB", "met"])
    expect(bundle(84_100)?.verdict).toBe("**missed**")
    // the import: against the Effect stack it loads, alone, + 12 MB
    const importOf = (stack: number, effect: number) =>
      find(
        Targets.targets({
          bundles: [],
          results: [],
          imports: importsOf([
            ["floor", 60],
            ["platform", stack],
            ["effect", effect]
          ])
        }),
        "Import effect-bybit + effect-bybit/node: RSS ≤ the Effect stack it loads, alone, + 12 MB"
      )?.verdict
    expect(importOf(74, 86)).toBe("met")
    expect(importOf(74, 86.5)).toBe("**missed**")
    // the Effect 3 records the rows may not fall below
    expect(Targets.effect3).toEqual({ sequentialCcxt: 1.2, concurrentCcxt: 1.47, signedCcxt: 1.27, ob50Raw: 1.11 })
  })

  it("judges the import cost against the stack the library's import loads only where that stack alone misses", () => {
    const importVerdict = (floor: number, stack: number, effect: number) =>
      Targets.targets({
        bundles: [],
        results: [],
        imports: importsOf([
          ["floor", floor],
          ["platform", stack],
          ["effect", effect]
        ])
      }).find((t) => t.name.startsWith("Import effect-bybit"))
    // floor + 15 is 87: the stack (86) meets it, so it does not excuse a miss
    expect(importVerdict(72, 86, 87)?.verdict).toBe("met")
    expect(importVerdict(72, 86, 90)?.verdict).toBe("**missed**")
    expect(importVerdict(72, 86, 90)?.floor).toBe(
      "72.0 MB (effect/Effect + effect/Schema); the stack it loads, alone: 86.0 MB"
    )
    // the stack alone (90) misses it: within 10 % of the stack (≤ 99) is accepted
    expect(importVerdict(72, 90, 98)?.verdict).toMatch(/^met against the floor/)
    expect(importVerdict(72, 90, 100)?.verdict).toBe("**missed**")
  })

  it("judges the lighter door, the namespaces a program names from their own modules, against floor + 15 MB", () => {
    const modulesVerdict = (floor: number, modules: number | undefined) =>
      Targets.targets({
        bundles: [],
        results: [],
        imports: importsOf([["floor", floor], ...(modules === undefined ? [] : [["effect-modules", modules] as const])])
      }).find((t) => t.name.startsWith("Import the minimal program's namespaces"))
    expect(modulesVerdict(67, 82)?.verdict).toBe("met")
    expect(modulesVerdict(67, 82.5)?.verdict).toBe("**missed**")
    // not measured (a run without that process): no row
    expect(modulesVerdict(67, undefined)).toBeUndefined()
  })

  it("the lighter door's import process loads the namespaces bench/bundle-entry.ts names, from their modules", async () => {
    const entry = await fs.promises.readFile(path.join(root, "bench/bundle-entry.ts"), "utf8")
    const probe = await fs.promises.readFile(path.join(root, "bench/import-probe.ts"), "utf8")
    const namespaces = await rootNamespaces()
    const pathOf = (name: string) => namespaces.find((namespace) => namespace.name === name)?.path
    // every effect-bybit module the browser program imports, bar the browser's platform layer (Node's is node.ts)
    const named = [...entry.matchAll(/^import \* as (\w+) from "\.\.\/src\/([\w/]+)\.js"$/gm)]
      .filter(([, name]) => name !== "WebPlatform")
      .map(([, name, source]) => ({ name, source }))
    expect(named.map(({ name }) => name).sort()).toEqual([...programModules].sort())
    // the module effect-bybit/<Name> is (scripts/build.ts builds `modules/<Name>.js` from it)
    for (const { name, source } of named) expect(pathOf(name ?? ""), name).toBe(source)
    // and the import process loads it, as installed: the Node layout's `modules/<Name>.js`, with `node.js`
    expect(probe).toContain(`programModules.map((name) => installed(\`modules/\${name}.js\`)), installed("node.js")`)
  })

  it("loads in the stack's import process what importing effect-bybit and effect-bybit/node loads of the stack", async () => {
    const built = await build({
      entryPoints: [path.join(root, "src/index.ts"), path.join(root, "src/node.ts")],
      bundle: true,
      write: false,
      metafile: true,
      format: "esm",
      platform: "node",
      packages: "external",
      splitting: true,
      outdir: path.join(os.tmpdir(), "bench-stack-modules"),
      logLevel: "silent"
    })
    const loaded = new Set<string>()
    for (const input of Object.values(built.metafile.inputs))
      for (const imported of input.imports)
        if (imported.external === true && imported.kind !== "dynamic-import") loaded.add(imported.path)
    expect([...loaded].sort()).toEqual([...stackModules].sort())
  })
})

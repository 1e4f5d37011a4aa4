/**
 * What a tracer costs effect-bybit's REST call, with no I/O: `Market.getTickers` over a transport that answers at
 * once (on the next turn of the event loop, with the bench replay server's recorded tickers reply: its body and
 * headers), 64 at a time, in one process with two runtimes, one with the recording tracer (`bench/tracer.ts`) and
 * one without, timed in rounds in turns (traced, untraced, untraced, traced, ...). Prints CPU µs per request of
 * each and the median of the pairs' ratios; the spans a call makes and their attributes with `--spans`.
 *
 *   node --expose-gc $(tsx) bench/tracer-cost.ts [--rounds N] [--per N] [--concurrency N] [--spans]
 *   npx tsx bench/tracer-cost.ts --rounds 16 --per 4000
 *
 * @since 1.1.0
 */
import * as ChildProcess from "node:child_process"
import * as Effect from "effect/Effect"
import * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Tracer from "effect/Tracer"
import { contextFree } from "../src/Http/internal/contextFree.js"
import * as Transport from "../src/Http/Transport.js"
import { Bybit, type BybitHttp, Environment, Market } from "../src/index.js"
import * as Node from "../src/node.js"
import * as RecordingTracer from "./tracer.js"

const argv = process.argv.slice(2)
const value = (flag: string, fallback: number): number => {
  const at = argv.indexOf(flag)
  return at < 0 ? fallback : Number(argv[at + 1])
}
const rounds = value("--rounds", 12)
const per = value("--per", 3000)
const concurrency = value("--concurrency", 64)

// the replay server's tickers answer as the Node transport hands it over (lower-case names, hop headers dropped)
const body = JSON.stringify({
  retCode: 0,
  retMsg: "OK",
  result: {
    category: "linear",
    list: [
      {
        symbol: "BTCUSDT",
        lastPrice: "64012.30",
        indexPrice: "64010.12",
        markPrice: "64011.07",
        prevPrice24h: "63500.00",
        price24hPcnt: "0.008067",
        highPrice24h: "64800.00",
        lowPrice24h: "63100.00",
        prevPrice1h: "63990.00",
        openInterest: "51234.123",
        openInterestValue: "3279635000.12",
        turnover24h: "8123456789.1234",
        volume24h: "127000.123",
        fundingRate: "0.0001",
        nextFundingTime: "1764230400000",
        predictedDeliveryPrice: "",
        basisRate: "",
        deliveryFeeRate: "",
        deliveryTime: "0",
        ask1Size: "1.234",
        bid1Price: "64012.20",
        ask1Price: "64012.30",
        bid1Size: "2.345",
        basis: "",
        preOpenPrice: "",
        preQty: "",
        curPreListingPhase: ""
      }
    ]
  },
  retExtInfo: {},
  time: 1764230000000
})
const reply: Transport.Reply = {
  status: 200,
  headers: {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
    "access-control-allow-headers":
      "Content-Type, X-BAPI-API-KEY, X-BAPI-TIMESTAMP, X-BAPI-SIGN, X-BAPI-RECV-WINDOW, X-BAPI-SIGN-TYPE, Referer, X-Referer, cdn-request-id",
    "access-control-expose-headers": "X-Bapi-Limit, X-Bapi-Limit-Status, X-Bapi-Limit-Reset-Timestamp",
    "access-control-max-age": "600",
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body))
  },
  text: body
}

// answers on the next turn of the event loop, as a socket's data event would; reads no context, as the Node
// transport's send does (so a traced call takes the same path as over `NodeTransport`)
const transport: Transport.TransportService = {
  send: () =>
    Effect.callback<Transport.Reply>((resume) => {
      setImmediate(() => resume(Effect.succeed(reply)))
    })
}
contextFree.add(transport)

// --server: over the Node transport to a server process answering the same reply (node:http, keep-alive), so the
// sockets' work and its garbage are in the process too
const serverScript = `
const body = ${JSON.stringify(body)}
const headers = ${JSON.stringify(reply.headers)}
const server = require("node:http").createServer((req, res) => { res.writeHead(200, headers); res.end(body) })
server.keepAliveTimeout = 60000
server.listen(0, "127.0.0.1", () => console.log(server.address().port))
`
const startServer = () =>
  new Promise<{ readonly url: string; readonly stop: () => void }>((resolve, reject) => {
    const child = ChildProcess.spawn(process.execPath, ["-e", serverScript], { stdio: ["ignore", "pipe", "inherit"] })
    child.once("error", reject)
    child.stdout.once("data", (chunk: Buffer) =>
      resolve({ url: `http://127.0.0.1:${chunk.toString().trim()}`, stop: () => child.kill() })
    )
  })

// --no-queue: every ended span dropped at once (nothing held for export)
const sink = argv.includes("--no-queue") ? new RecordingTracer.Sink(0) : new RecordingTracer.Sink()
const spans: Array<RecordingTracer.Finished> = []
// --spans: every ended span kept, to be printed
class Kept extends RecordingTracer.Sink {
  override push(span: RecordingTracer.Finished): void {
    spans.push(span)
  }
}
const layerOf = (traced: boolean, server: string | undefined) => {
  const base = Bybit.layer({
    environment: Environment.custom({ restUrl: server ?? "http://127.0.0.1:9", wsUrl: "ws://127.0.0.1:9" }),
    rateBudget: false
  }).pipe(
    Layer.provide(
      server === undefined
        ? Layer.merge(Node.layerHttpClient, Layer.succeed(Transport.Transport, transport))
        : Node.layer
    )
  )
  if (!traced) return base
  const tracer = argv.includes("--spans")
    ? RecordingTracer.make(new Kept())
    : argv.includes("--null-tracer")
      ? nullTracer
      : RecordingTracer.make(sink)
  return Layer.merge(base, Layer.succeed(Tracer.Tracer, tracer))
}

// a tracer that keeps nothing (not Effect's own, so the library still traces): what is left is the library's and
// Effect's cost of making the spans
const nullTracer = Tracer.make({
  span: ({ name, parent, annotations, links, startTime, kind, sampled }) => ({
    _tag: "Span",
    name,
    spanId: "0000000000000001",
    traceId: "00000000000000000000000000000001",
    parent,
    annotations,
    links: [...links],
    sampled,
    kind,
    status: { _tag: "Started", startTime },
    attributes: new Map(),
    attribute: () => {},
    event: () => {},
    addLinks: () => {},
    end: () => {}
  })
})

const plainTickers = Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
// --no-http-span: the platform's switch turns the client span off; --no-headers: a header filter that records none
const tickers = argv.includes("--no-http-span")
  ? Effect.provideService(plainTickers, HttpClient.TracerDisabledWhen, () => true)
  : argv.includes("--no-headers")
    ? Effect.provideService(plainTickers, HttpClient.TracerHeaderFilter, () => false)
    : plainTickers
const runOf = (runtime: ManagedRuntime.ManagedRuntime<BybitHttp.BybitHttp, unknown>) => (n: number) =>
  runtime.runPromise(
    Effect.forEach(
      Array.from({ length: n }, (_, i) => i),
      () => tickers,
      { concurrency, discard: true }
    )
  )

const cpu = () => {
  const c = process.cpuUsage()
  return c.user + c.system
}

const main = async () => {
  const server = argv.includes("--server") ? await startServer() : undefined
  const traced = ManagedRuntime.make(layerOf(true, server?.url))
  const plain = ManagedRuntime.make(layerOf(false, server?.url))
  process.on("exit", () => server?.stop())
  const runTraced = runOf(traced)
  const runPlain = runOf(plain)
  if (argv.includes("--spans")) {
    await runTraced(1)
    for (const span of spans) {
      process.stdout.write(`${span.name} (parent ${span.parentSpanId === undefined ? "none" : "the call's"})\n`)
      for (const [key, v] of span.attributes) process.stdout.write(`  ${key} = ${JSON.stringify(v)}\n`)
    }
    await traced.dispose()
    await plain.dispose()
    return
  }
  if (argv.includes("--traced-only") || argv.includes("--untraced-only")) {
    // one runtime alone (for a profile of one path)
    const run = argv.includes("--traced-only") ? runTraced : runPlain
    const c0 = process.cpuUsage()
    for (let r = 0; r < rounds; r++) await run(per)
    const c = process.cpuUsage(c0)
    const n = rounds * per
    process.stdout.write(
      `${((c.user + c.system) / n).toFixed(1)} µs/req (user ${(c.user / n).toFixed(1)}, system ${(c.system / n).toFixed(1)})\n`
    )
    await traced.dispose()
    await plain.dispose()
    process.exit(0)
  }
  // warm-up: both paths compiled before the first timed round
  for (let i = 0; i < 4; i++) {
    await runTraced(per)
    await runPlain(per)
  }
  const pairs: Array<readonly [number, number]> = []
  const time = async (run: (n: number) => Promise<void>) => {
    const c0 = cpu()
    await run(per)
    return (cpu() - c0) / per
  }
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) {
      const t = await time(runTraced)
      pairs.push([t, await time(runPlain)])
    } else {
      const p = await time(runPlain)
      pairs.push([await time(runTraced), p])
    }
  }
  const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN
  const result = {
    tracedUs: median(pairs.map(([t]) => t)),
    untracedUs: median(pairs.map(([, p]) => p)),
    ratio: median(pairs.map(([t, p]) => t / p)),
    spansPerRequest: sink.ended / ((rounds / 2 + 4) * per) / 2
  }
  process.stdout.write(
    `traced ${result.tracedUs.toFixed(1)} µs/req, untraced ${result.untracedUs.toFixed(1)} µs/req, ratio ${result.ratio.toFixed(3)} (median of ${rounds} pairs of ${per} at ${concurrency}-way)\n`
  )
  await traced.dispose()
  await plain.dispose()
  process.exit(0)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})

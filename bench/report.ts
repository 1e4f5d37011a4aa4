/**
 * Renders the bench results as `docs/BENCHMARKS.md`: machine, versions, commands, method, the issue's targets with
 * the measured ratios, and one table per scenario (median and min–max over repetitions, ratio to the raw baseline).
 *
 * @since 0.1.0
 */
import type { BundleSize } from "./bundle.js"
import {
  bookVariants,
  type ClientName,
  type ClientResult,
  type Counts,
  quantile,
  type StreamInfo,
  spread
} from "./common.js"
import { type ImportResult, type ImportTarget, importRounds, programModules, stackModules } from "./imports.js"
import type { PaintResult, PaintSample } from "./paint.js"
import { type ReplayReport, section as replaySection } from "./replaySuite.js"
import { type RestartReport, restartSection } from "./restart.js"
import * as Targets from "./targets.js"

/**
 * Everything the report shows.
 *
 * @since 0.1.0
 * @category models
 */
export interface Report {
  readonly generatedAt: string
  readonly smoke: boolean
  readonly reps: number
  readonly counts: Counts
  readonly deltas: number
  readonly books: number
  readonly bookDeltas: number
  readonly durationMs: number
  readonly machine: {
    readonly cpu: string
    readonly cores: number
    readonly memoryGb: number
    readonly os: string
    readonly loadAtStart: ReadonlyArray<number>
    readonly loadAtEnd: ReadonlyArray<number>
  }
  readonly versions: Readonly<Record<string, string>>
  readonly streams: { readonly "50": StreamInfo; readonly "1000": StreamInfo }
  readonly tickersBytes: number
  readonly clients: ReadonlyArray<ClientName>
  readonly results: ReadonlyArray<{ readonly rep: number; readonly target: string; readonly result: ClientResult }>
  readonly bundles: ReadonlyArray<BundleSize>
  readonly imports: ReadonlyArray<ImportResult>
  /** The React app's first useful paint under `npm start` (the `paint` suite; absent when it did not run). */
  readonly paint?: PaintResult | undefined
  /** Issue 42's recording replayed through the emulator (the `replay` suite; absent when it did not run). */
  readonly replay?: ReplayReport | undefined
  /** The emulator's restart time against its uptime (the `restart` suite; absent when it did not run). */
  readonly restart?: RestartReport | undefined
  readonly failures: ReadonlyArray<string>
  readonly command: string
}

const label: Record<ClientName, string> = {
  raw: "raw (node:http / ws + JSON.parse + Map)",
  "effect-floor": "Effect floor (raw node:http in Effect.callback + Schema decode)",
  "effect-floor-stack":
    "Effect floor, the Effect modules effect-bybit loads imported first (bench/imports.ts stackModules)",
  effect: "effect-bybit (rate budget off)",
  "effect-defaults": "effect-bybit, README defaults (rate budget on; timed orders within its 600 per 5 s)",
  "effect-traced": "effect-bybit + tracer (rate budget off)",
  "effect-promise": "effect-bybit Promise facade (rate budget off)",
  "bybit-api": "bybit-api",
  ccxt: "ccxt (unified API)",
  "ccxt-implicit": "ccxt (implicit API: the endpoint called directly)"
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "–")
const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : "–")
const mb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 2 ** 20).toFixed(1) : "–")
const ratio = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? `${(a / b).toFixed(2)}×` : "–"
const times = (x: number) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : "–")
const range = (values: ReadonlyArray<number>, format: (n: number) => string) => {
  if (values.length === 0) return "–"
  const s = spread(values)
  return values.length === 1 ? format(s.median) : `${format(s.median)} (${format(s.min)}–${format(s.max)})`
}

interface Sample {
  readonly client: ClientName
  readonly values: ReadonlyArray<number>
}

/** Medians per client of one figure. */
const median = (samples: ReadonlyArray<number>) => spread(samples).median
/** The packages of the stack's modules, as "effect" or "effect and @effect/platform-node" (node: built-ins left out). */
const stackPackages = () => {
  const packages = [
    ...new Set(
      stackModules
        .filter((m) => !m.startsWith("node:"))
        .map((m) =>
          m
            .split("/")
            .slice(0, m.startsWith("@") ? 2 : 1)
            .join("/")
        )
    )
  ]
  return packages.length < 2 ? packages.join("") : `${packages.slice(0, -1).join(", ")} and ${packages.at(-1)}`
}

const table = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>) =>
  [
    `| ${header.join(" | ")} |`,
    `|${header.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`)
  ].join("\n")

const paintSection = (paint: PaintResult): ReadonlyArray<string> => {
  const median = (mode: PaintSample["mode"], read: (s: PaintSample) => number) =>
    quantile(paint.samples.filter((s) => s.mode === mode).map(read), 0.5)
  const name = { start: "npm start", dev: "npm run dev" } as const
  return [
    "## React app: first useful paint under `npm start`",
    "",
    `Measured by \`${paint.command}\` at ${paint.measuredAt}. \`npm start\` (\`scripts/start.ts\`, its own process: the production build, precompressed, and the embedded emulator) printed its URL ${fixed(paint.startMs / 1000, 1)} s after it was started (${paint.built ? "it built the app: the sources had changed" : "the build of these sources was cached"}); \`npm run dev\` (Vite's dev server, what \`npm start\` served before issue 44) ran beside it, the loads of the two alternating. Each load is a fresh browser context (no cache) of the test browser at 1440×900: *paint* is navigation start to the ticker, the book and the chart all drawn (\`scripts/FirstPaint.ts\`), *bytes* what came over the wire before it (app files and the emulator's JSON, compressed where the server compresses, headers included; the issue's budget is 200 kB), *load* the 1-minute load average just before the load. Under load read the ratio of the two medians, not the figures.`,
    "",
    table(
      ["load", "server", "paint ms", "bytes kB", "app files kB", "load average"],
      paint.samples.map((s, i) => [
        String(i + 1),
        name[s.mode],
        int(s.paintMs),
        fixed(s.bytes / 1000, 1),
        fixed(s.appBytes / 1000, 1),
        fixed(s.load, 2)
      ])
    ),
    "",
    `Median paint: \`npm start\` ${int(median("start", (s) => s.paintMs))} ms (${fixed(median("start", (s) => s.bytes) / 1000, 1)} kB), \`npm run dev\` ${int(median("dev", (s) => s.paintMs))} ms (${fixed(median("dev", (s) => s.bytes) / 1000, 1)} kB): ${fixed(median("dev", (s) => s.paintMs) / median("start", (s) => s.paintMs), 1)}× faster.`,
    ""
  ]
}

/**
 * The Markdown report.
 *
 * @since 0.1.0
 * @category rendering
 */
export const render = (report: Report): string => {
  const of = (target: string, suite: string) =>
    report.results.filter((r) => r.target === target && r.result.suite === suite).map((r) => r.result)

  const restOn = (target: string) => {
    const results = of(target, "rest")
    const figure = (kind: string, f: (r: ClientResult["rest"][number]) => number): Array<Sample> =>
      report.clients.map((client) => ({
        client,
        values: results.filter((r) => r.client === client).flatMap((r) => r.rest.filter((x) => x.kind === kind).map(f))
      }))
    return { results, figure }
  }

  const rest = restOn("replay")
  const restTable = (on: typeof rest, kind: string) => {
    const rps = on.figure(kind, (x) => (x.count / x.wallMs) * 1000)
    const cpu = on.figure(kind, (x) => x.cpuUs / x.count)
    const p50 = on.figure(kind, (x) => x.p50Ms)
    const p99 = on.figure(kind, (x) => x.p99Ms)
    const cold = on.figure(kind, (x) => x.warmupCpuUsPerRequest)
    const rawRps = median(rps.find((s) => s.client === "raw")?.values ?? [])
    const rawCpu = median(cpu.find((s) => s.client === "raw")?.values ?? [])
    return table(
      [
        "client",
        "req/s median (min–max)",
        "× raw",
        "p50 ms",
        "p99 ms",
        "CPU µs/req median (min–max)",
        "CPU × raw",
        "warm-up CPU µs/req"
      ],
      // a client that ran the REST suite but not this scenario (the README-defaults row: orders only) has no row
      report.clients.flatMap((client, i) => {
        const r = rps[i]?.values ?? []
        const c = cpu[i]?.values ?? []
        if (r.length === 0 && on.results.some((x) => x.client === client)) return []
        return [
          [
            label[client],
            range(r, int),
            ratio(median(r), rawRps),
            fixed(median(p50[i]?.values ?? [])),
            fixed(median(p99[i]?.values ?? [])),
            range(c, int),
            ratio(median(c), rawCpu),
            int(median(cold[i]?.values ?? []))
          ]
        ]
      })
    )
  }
  const rssTable = (results: ReadonlyArray<ClientResult>, what: string) =>
    table(
      [
        "client",
        `peak RSS MB (${what}) median (min–max)`,
        // the young generation V8 grew to (16 or 32 MB here, from what survived its young collections: common.ts)
        "V8 young generation, largest MB (min–max)",
        // V8's compilers' working memory at its peak, counted in the peak RSS while it lasts (a WebAssembly HTTP
        // parser such as undici's, tiered up by TurboFan once it is hot, is ~40 MB of it: ccxt's figure)
        "V8 compiler memory, peak MB"
      ],
      // a client that did not run the suite has no row
      report.clients
        .filter((client) => results.some((r) => r.client === client))
        .map((client) => {
          const own = results.filter((r) => r.client === client)
          return [
            label[client],
            range(
              own.map((r) => r.peakRss),
              mb
            ),
            range(
              own.flatMap((r) => (r.youngGeneration === undefined ? [] : [r.youngGeneration])),
              mb
            ),
            range(
              own.flatMap((r) => (r.peakCompilerMemory === undefined ? [] : [r.peakCompilerMemory])),
              mb
            )
          ]
        })
    )

  const ws = of("replay", "ws")
  const wsFigure = (variant: string, f: (b: ClientResult["books"][number]) => number): Array<Sample> =>
    report.clients.map((client) => ({
      client,
      values: ws.filter((r) => r.client === client).flatMap((r) => r.books.filter((b) => b.variant === variant).map(f))
    }))
  const wsTable = (variant: string, view: boolean) => {
    const rate = wsFigure(variant, (b) => (b.messages / b.wallMs) * 1000)
    const cpu = wsFigure(variant, (b) => b.cpuUs / b.messages)
    const heap = wsFigure(variant, (b) => b.heapGrowth)
    const views = wsFigure(variant, (b) => (b.messages === 0 ? 0 : b.views / b.messages))
    const rawCpu = median(cpu.find((s) => s.client === "raw")?.values ?? [])
    return table(
      [
        "client",
        "msg/s median (min–max)",
        "× raw (paired)",
        "CPU µs/msg",
        "CPU × raw",
        "heap growth MB",
        ...(view ? ["views read per message"] : [])
      ],
      // a client without a book stream (the Promise facade) has no row here
      report.clients.flatMap((client, i) => {
        if (!ws.some((r) => r.client === client)) return []
        const r = rate[i]?.values ?? []
        const c = cpu[i]?.values ?? []
        return [
          [
            label[client],
            range(r, int),
            times(Targets.bookRatio(report.results, client, "raw", variant)),
            fixed(median(c)),
            ratio(median(c), rawCpu),
            mb(median(heap[i]?.values ?? [])),
            ...(view ? [fixed(median(views[i]?.values ?? []), 3)] : [])
          ]
        ]
      })
    )
  }

  const manyBooks = of("replay", "books")
  const reconnect = of("replay", "reconnect")
  const reconnectTable = table(
    ["client", "drops", "p50 ms", "p99 ms", "min–max ms"],
    report.clients
      .filter(
        (c) =>
          c !== "ccxt" &&
          c !== "ccxt-implicit" &&
          c !== "effect-traced" &&
          c !== "effect-defaults" &&
          c !== "effect-promise" &&
          c !== "effect-floor" &&
          c !== "effect-floor-stack"
      )
      .map((client) => {
        const samples = reconnect.filter((r) => r.client === client).flatMap((r) => r.reconnect)
        const s = spread(samples)
        return [
          label[client],
          String(samples.length),
          fixed(quantile(samples, 0.5), 1),
          fixed(quantile(samples, 0.99), 1),
          `${fixed(s.min, 1)}–${fixed(s.max, 1)}`
        ]
      })
  )

  const s50 = report.streams["50"]
  const s1000 = report.streams["1000"]
  const lines: Array<string> = [
    "# Benchmarks",
    "",
    `Written by \`${report.command}\` (bench/run.ts) on ${report.generatedAt}${report.smoke ? " — **smoke run: tiny counts, not a measurement**" : ""}; the whole run took ${Math.round(report.durationMs / 1000)} s.`,
    "Do not edit by hand: run the command again.",
    "",
    "## Machine and versions",
    "",
    `- ${report.machine.cpu}, ${report.machine.cores} cores, ${report.machine.memoryGb.toFixed(1)} GB, ${report.machine.os}`,
    `- load average at start ${report.machine.loadAtStart.map((n) => n.toFixed(2)).join(" / ")}, at end ${report.machine.loadAtEnd.map((n) => n.toFixed(2)).join(" / ")} (other work on the machine shows up as spread between repetitions)`,
    `- ${Object.entries(report.versions)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
    "",
    "## Method",
    "",
    `- Everything runs on 127.0.0.1, each process on its own: the emulator (\`bench/emulator.ts\`: what \`effect-bybit emulator\` starts, with its rate limits lifted), the replay server (\`bench/replay.ts\`), and one process per client and suite (\`bench/client.ts\`, \`node --expose-gc\`), one at a time. ${report.reps} repetition(s), the clients' order rotated in each; tables show the median over repetitions and min–max. The book tables' *× raw (paired)* is the median over repetitions of the client's rate over raw's in the same repetition (the machine's other load moves less within a repetition than across the run); the WS targets read it the same way, and so do the REST rate targets (each ratio the median over repetitions of the two rates in the same repetition; ccxt's fastest API taken in each) while the tracer rows pair within one process (below), and the REST tables' *× raw* is the ratio of the medians.`,
    `- REST is measured against the replay server, which answers \`GET /v5/market/tickers\` (${report.tickersBytes} bytes) and \`POST /v5/order/create\` with the body and headers recorded from the emulator at start-up. The emulator itself answers about 1,300 requests/s on this machine, so against it every client times the emulator; its figures are in a table of their own.`,
    `- REST counts: sequential GET ×${int(report.counts.sequential)}, ${report.counts.concurrency}-way concurrent GET ×${int(report.counts.concurrent)}, sequential signed POST order/create ×${int(report.counts.signed)} (limit IOC 20% under the market: accepted, never rests; every client sends each order with a unique \`orderLinkId\`, as the README recommends for safe retries, and the replay server echoes it), each after ${report.counts.warmup} warm-up requests of the same kind (the last column is the CPU per request over that warm-up: cold code, before the JIT has compiled the path). CPU is \`process.cpuUsage()\` of the client process over the timed loop; latency is per request.`,
    "- The raw REST client is as lean as a plain `node:http` client can be (`bench/raw.ts`): one keep-alive `http.Agent` (as many sockets as the concurrency), the request options built once and only their headers replaced per request as a raw header list (`Host` and `Content-Length` in it: node:http stores such a list as given), the body a string, `createHmac` (node:crypto) per order over `timestamp + apiKey + recvWindow + body`, the answer's chunks concatenated as text and `JSON.parse`d.",
    `- WebSocket books: the replay server sends an \`orderbook.{50,1000}.BTCUSDT\` snapshot recorded from the emulator's book, then ${int(report.deltas)} generated deltas at full speed (backpressure: the client's pace sets the sender's). Mean delta: ${fixed(s50.meanBytes, 0)} bytes / ${fixed(s50.meanLevels, 1)} levels (depth 50), ${fixed(s1000.meanBytes, 0)} bytes / ${fixed(s1000.meanLevels, 1)} levels (depth 1000). The emulator pushes one delta per 100 ms tick and re-lays its whole book in each (~1.4 kB at depth 50, ~31 kB at depth 1000), so it can neither feed 200,000 deltas in bounded time nor look like the exchange's deltas.`,
    "- Each client process first keeps one untimed `orderbook.50` book over the same stream (a warm-up: the timed books then run on compiled code, as in a client that keeps books for hours; timed cold, the first book measured mostly the JIT warming the library up). A client's clock starts at the first delta it reports applied and stops at the last; messages counted are the update ids applied in between. Heap growth is `heapUsed` after a forced GC at the end (book alive) minus before subscribing.",
    "- Book consumers: raw = `ws` + `JSON.parse` + a Map per side; bybit-api = its `update` events into the same Map book (it keeps none); ccxt = ccxt pro `watchOrderBook` in a loop (its own book); effect-bybit = `OrderBook.stream` (validate + apply in the frame handler; books are coalesced per pull, `viewDepth: 1` for the apply-only rows). With a top-50 view: raw and bybit-api keep a sorted price index next to the Maps and build the top 50 levels per side after every message; effect-bybit emits a top-50 `Book` copy per pull (coalesced: the *views read per message* column says how many it made); ccxt reads 50 levels per side of every `watchOrderBook` result.",
    `- 100 books: ${report.books} symbols × \`orderbook.200\` (200 levels per side), ${report.bookDeltas} deltas each, on one connection; peak RSS of that process.`,
    `- Reconnect: the emulator closes every socket (\`POST /__admin/drop-sockets\`) with three topics subscribed on linear; the time runs to the acknowledgement of all three after the reconnect (effect-bybit: its \`Resubscribed\` event; bybit-api: the subscribe \`response\`; raw: the ack after an immediate reconnect). effect-bybit and bybit-api both wait 500 ms before the first reconnect by default. ccxt pro has no resubscription of its own.`,
    "- Browser bundle: esbuild (browser, ESM, minify, tree-shaking) of a minimal program (one public REST call, one WebSocket topic), gzip level 9.",
    `- effect-bybit runs as \`Bybit.layer({ environment, credentials, rateBudget: false })\` + \`effect-bybit/node\` (the rows say *rate budget off*): its client-side rate budget is off because the peers run without theirs (ccxt \`enableRateLimit: false\`, bybit-api and raw have none); with the default budget every client is held to the exchange's 600 requests per 5 s per IP (120 req/s). The *README defaults* row runs the README's wiring as written (\`Bybit.layer({ environment, credentials })\`, budget on) for signed orders only. Its process first sends, untimed and through a second runtime without the budget, what the budget-off process sends before its timed signed orders (both GET scenarios with their warm-ups and the signed warm-up, ${int(3 * report.counts.warmup + report.counts.sequential + report.counts.concurrent)} requests in all), so both rows time code the JIT has compiled as far; then its own warm-up of ${report.counts.warmup} orders, which waits on the budget across its windows; then after a whole window without budgeted requests (the process meanwhile keeps sending orders through the runtime without the budget: every other row's process goes straight from its warm-up to its timed loop, and, measured here with the budget off, 590 orders timed after 5.1 s idle cost a median ~1.5-2× the CPU of 590 timed right after others, V8's memory reducer having shrunk the young generation among other things) it times at most 590 orders, all within one window, so no timed order waits: its figures are the budget's bookkeeping, not its waits. (Before, its process had sent only its ${report.counts.warmup} budgeted warm-up orders, the budget-off one ${int(3 * report.counts.warmup + report.counts.sequential + report.counts.concurrent)} requests, and it timed its orders after 5.1 s idle: the row compared a colder process with a warm one.)`,
    "- The effect-bybit + tracer rows install a recording tracer (`bench/tracer.ts`: ended spans queued as OpenTelemetry's `BatchSpanProcessor` queues them with its defaults, and each full batch of 512 handed off at once, as it hands it to its exporter; the export itself left out) and run in every repetition for REST and in the first repetition only for the book streams, to keep the whole run within 10 minutes; the plain rows run with Effect's defaults.",
    report.counts.pairs === undefined
      ? "- The tracer rows (*Tracer installed, …: CPU/req ≤ 1.5× untraced*) read each repetition's traced process against the untraced one of that repetition, the median over repetitions."
      : `- The tracer rows (*Tracer installed, …: CPU/req ≤ 1.5× untraced*) are read inside the traced REST process: it holds a second runtime without the tracer (in Effect 4 the tracer is a per-runtime service), warms both up, then times each scenario in ${report.counts.pairs} pairs of rounds of ${fixed((report.counts.pairShare ?? 1 / report.counts.pairs) * 100, 0)} % of the scenario's count each, traced and untraced in turns (traced first in every other pair); each row is the median over every pair of every repetition of the traced round's CPU over its untraced neighbour's. Both sides of a ratio ran within a second of each other, on the same heap and the same compiled code. Read across two processes run one after the other (as before), the 64-way row moved between 1.05× and 1.57× on one tree: each process's CPU per request moved by up to 2× with the machine's other load. The + tracer rows of the REST tables are its traced rounds together.`,
    "",
    "## Targets (issue 19)",
    "",
    "The third column is the same figure for the Effect floor (`bench/floor.ts` for REST and memory: the raw client's `node:http` call in one `Effect.callback`, decoded by a Schema struct, no effect-bybit code; the floor bundles below for the browser): where the floor itself misses a target, no client built on the pinned Effect stack can meet it, and the issue accepts our figure within 10 % of the floor's. \"ccxt\" is its fastest row (the unified or the implicit API). Rows marked *(issue 41)* are that issue's additions: the signed order against the lean raw client's CPU (rate budget off, and with the README's defaults), the whole esbuild browser program, the import against the Effect stack it loads alone, and no row below what docs/BENCHMARKS.md recorded on Effect 3 (`bench/targets.ts` `effect3`).",
    "",
    table(
      ["target", "measured (effect-bybit)", "Effect floor", "verdict"],
      Targets.targets(report).map((t) => [t.name, t.measured, t.floor, t.verdict])
    ),
    "",
    "## REST (replay server)",
    "",
    "### Sequential GET /v5/market/tickers",
    "",
    restTable(rest, "sequential"),
    "",
    `### ${report.counts.concurrency}-way concurrent GET /v5/market/tickers`,
    "",
    restTable(rest, "concurrent"),
    "",
    "### Sequential signed POST /v5/order/create",
    "",
    restTable(rest, "signed"),
    "",
    "### Peak RSS of the REST process",
    "",
    "The middle column is V8's young generation at its largest (its new space, two semi-spaces; bench/common.ts `youngGeneration`): V8 doubles a semi-space, up to 16 MB (32 MB the pair), each time more bytes have survived its young collections since the last growth than a semi-space holds, so the size a process ends at follows what survived, not what it keeps at the end. The long-lived objects made while modules load count as survivors like the objects in flight at each collection: a client whose import leaves more long-lived objects than the floor's crosses the last step early in its run, while the floor's REST process ends close to it and reads 16 or 32 MB from run to run (its peak RSS ~12 MB apart). The floor's second row runs the same loop after importing the Effect modules effect-bybit's import loads, no effect-bybit code: what those modules alone make of the young generation and the peak.",
    "",
    "The last column is V8's zone memory at its peak (`v8.getHeapStatistics().peak_malloced_memory`): what its compilers allocate outside the heap while they work, counted in the peak RSS while it lasts. A client on undici (ccxt's, through Node's `fetch`) spends ~40 MB there on TurboFan tiering up undici's WebAssembly HTTP parser (llhttp) once it is hot, a hundred or so requests in; `node:http` parses in C++ and effect-bybit's transport reads its answers in JavaScript, so the raw, floor and effect-bybit clients have none of it. effect-bybit's ~10 MB is V8's parser at import: this bench bundles the library's module-level code into one ~750 kB chunk, whose top level V8 parses whole (the installed `dist/node`, in smaller chunks, takes 2–3 MB; its REST process's peak RSS measured no lower).",
    "",
    rssTable(rest.results, "REST suite"),
    ""
  ]
  const importLabel: Record<ImportTarget, string> = {
    floor: "Effect floor: effect/Effect + effect/Schema (what bench/floor.ts loads)",
    platform: `the stack effect-bybit's import loads, no effect-bybit code: its ${stackModules.filter((m) => !m.startsWith("node:")).length} ${stackPackages()} modules (bench/imports.ts stackModules; undici, loaded with the first request, and ws, with the first socket, left out)`,
    effect: "effect-bybit + effect-bybit/node",
    "effect-modules": `the namespaces bench/bundle-entry.ts names, each from its own module (${programModules.map((name) => `effect-bybit/${name}`).join(", ")}) + effect-bybit/node`,
    "bybit-api": "bybit-api",
    ccxt: "ccxt"
  }
  const importTable = table(
    ["import", "RSS MB after GC median (min–max)", "heap used MB after GC", "peak RSS MB", "import ms"],
    (["floor", "platform", "effect", "effect-modules", "bybit-api", "ccxt"] as const)
      .filter((target) => report.imports.some((r) => r.target === target))
      .map((target) => {
        const rs = report.imports.filter((r) => r.target === target)
        return [
          importLabel[target],
          range(
            rs.map((r) => r.rss),
            mb
          ),
          mb(median(rs.map((r) => r.heapUsed))),
          mb(median(rs.map((r) => r.peakRss))),
          int(median(rs.map((r) => r.ms)))
        ]
      })
  )
  const emulatorRest = restOn("emulator")
  if (emulatorRest.results.length > 0) {
    lines.push(
      "## REST against the emulator itself (a quarter of the counts, one repetition; the emulator is the bottleneck)",
      "",
      "### Sequential GET",
      "",
      restTable(emulatorRest, "sequential"),
      "",
      `### ${report.counts.concurrency}-way concurrent GET`,
      "",
      restTable(emulatorRest, "concurrent"),
      "",
      "### Sequential signed POST order/create",
      "",
      restTable(emulatorRest, "signed"),
      ""
    )
  }
  lines.push("## WebSocket order books (replay server)", "")
  for (const v of bookVariants) {
    lines.push(`### ${v.name}`, "", wsTable(v.name, v.view), "")
  }
  lines.push(
    "### Peak RSS of the WebSocket book process (the four book streams above, one process)",
    "",
    rssTable(ws, "book suite"),
    ""
  )
  lines.push(
    `## ${report.books} books of 200 levels`,
    "",
    table(
      ["client", "peak RSS MB median (min–max)", "wall ms"],
      report.clients
        .filter((client) => manyBooks.some((r) => r.client === client))
        .map((client) => {
          const rs = manyBooks.filter((r) => r.client === client)
          return [
            label[client],
            range(
              rs.map((r) => r.peakRss),
              mb
            ),
            range(
              rs.flatMap((r) => (r.manyBooks === undefined ? [] : [r.manyBooks.wallMs])),
              int
            )
          ]
        })
    ),
    "",
    "## Reconnect: dropped socket to all topics resubscribed",
    "",
    reconnectTable,
    "",
    "## Browser bundle (minimal program)",
    "",
    "The *floor* rows bundle programs of the pinned Effect stack alone (`bench/floor-bundle/`: `fetch` and `WebSocket` by hand where Effect's `HttpClient` and `Socket` are not named), with no client code: what any client that returns Effects, decodes with Schema or hands out Streams ships before its own first line.",
    "",
    "Built with code splitting, as a browser app's bundler (Vite, Rollup) builds it: *start-up* is the entry chunk and the chunks it imports statically (what the page downloads before the program runs); *all chunks* adds those behind a dynamic `import()`, loaded when the code first reaches them (effect-bybit's error catalogue, as rows of data: on the first refused request). effect-bybit's sources go through the build's pure annotations (`scripts/build.ts`), as `dist/` ships them. Each chunk is gzipped on its own. *Ours* is the part of the start-up bytes that comes from effect-bybit's own modules. The *Vite* rows build the same programs as a Vite app's production build (Rollup, minified by esbuild): Rollup drops the unused members of a namespace a barrel re-exports (`export * as Market`), which esbuild keeps whole.",
    "",
    table(
      [
        "program",
        "start-up minified kB",
        "start-up gzip kB",
        "all chunks minified kB",
        "all chunks gzip kB",
        "lazy chunks",
        "ours, start-up minified kB",
        "note"
      ],
      report.bundles.map((b) => [
        b.name,
        fixed(b.minified / 1000, 1),
        fixed(b.gzip / 1000, 1),
        fixed(b.totalMinified / 1000, 1),
        fixed(b.totalGzip / 1000, 1),
        String(b.lazyChunks),
        b.name.includes("effect-bybit") && !b.floor ? fixed(b.ownMinified / 1000, 1) : "",
        b.error ?? ""
      ])
    ),
    "",
    "## Import cost",
    "",
    `${importRounds} processes per library in each repetition, the libraries interleaved (\`bench/imports.ts\`, \`node --expose-gc\`): each imports the modules, forces two GCs and reads its memory; the columns are medians over all of them. The RSS after GC of one and the same heap is bimodal from process to process, some 3–4 MB apart (memory outside the JS heap, which is the same to the byte): the median of 3 processes moved by up to 3 MB from run to run, that of 15 by about 1 (\`importRounds\`). effect-bybit is imported as installed: the Node layout \`npm run build\` writes to \`dist/node\` (\`scripts/build.ts\` \`nodeBundles\`), built for the run. The peak RSS column includes what the import allocated and dropped.`,
    "",
    importTable,
    ""
  )
  if (report.replay !== undefined) lines.push(...replaySection(report.replay))
  if (report.paint !== undefined) lines.push(...paintSection(report.paint))
  if (report.restart !== undefined) lines.push(...restartSection(report.restart))
  if (report.failures.length > 0) {
    lines.push("## Failures", "", ...report.failures.map((f) => `- ${f.replace(/\n/g, " ").slice(0, 600)}`), "")
  }
  lines.push(
    "## Commands",
    "",
    "```",
    "npm run bench                      # the full run (this file)",
    "npm run bench -- --smoke --out /tmp/bench.md   # tiny counts (the test suite runs this)",
    "npm run bench -- --clients raw,effect --suites ws --reps 1",
    "npm run bench -- --profile /tmp/prof   # effect-bybit processes under node --cpu-prof",
    "```",
    ""
  )
  return lines.join("\n")
}

/**
 * `npm run bench`: effect-bybit side by side with bybit-api, ccxt and raw baselines, on loopback, and the results
 * written to `docs/BENCHMARKS.md`.
 *
 * Processes: the emulator (`bench/emulator.ts`), the replay server (`bench/replay.ts`: REST answers recorded from
 * the emulator and generated book streams, served at full speed), and one process per client and suite
 * (`bench/client.ts`), run one at a time, the clients' order rotated between repetitions.
 *
 *   --smoke          tiny counts, one repetition (the test suite runs this)
 *   --reps N         repetitions (default 3)
 *   --out PATH       where the report goes (default docs/BENCHMARKS.md)
 *   --clients a,b    clients to run (default all: raw,effect-floor,effect-floor-stack,effect,effect-defaults,effect-traced,
 *                    effect-promise,bybit-api,ccxt,ccxt-implicit)
 *   --suites a,b     suites to run (default all: rest,emulator-rest,ws,books,reconnect,replay,bundle,import,paint,restart;
 *                    paint is the React app's first useful paint under `npm start`, bench/paint.ts; replay is issue
 *                    42's recording replayed through the emulator against the replay server, bench/replaySuite.ts —
 *                    a run of the replay suite alone rewrites only its own section of the report; restart is the
 *                    emulator's load time against its uptime (idle and trading) and answers with and without saves,
 *                    bench/restart.ts and bench/saveLatency.ts, in this process, its section alone;
 *                    fast-paths is "what each fast path buys", bench/fastPaths.ts, run alone, its section alone;
 *                    sweep is a sweep's runs per minute on 1, 2 and 3 runner processes over PostgreSQL, bench/sweep.ts,
 *                    run alone, its section alone; backtest is a backtest's run beside the replay alone, its fixed
 *                    cost and one decision's, bench/backtest.ts, in this process, and a day of recordings swept over
 *                    1, 2 and 3 runner processes, run alone, its section alone)
 *   --replay-minutes N   minutes of the replay suite's recording (default bench/hour-input.json's 60; smoke: 0.25)
 *   --day-minutes N  minutes of each of the backtest suite's day of 24 hourly files (default 5; smoke: 0.05)
 *   --profile DIR    run client processes under `node --cpu-prof`, profiles into DIR (summarise: bench/profile.ts)
 *   --profile-clients a,b   which clients to profile (default effect,effect-traced)
 *   --json PATH      also write the raw results as JSON
 *   --render PATH    run nothing: render the report again from results saved with --json (after a change to the
 *                    report's tables or targets)
 *   --scale X        multiply the full counts (e.g. 0.1 while developing)
 *   --pair-share X   each of the tracer rows' rounds as a share of the scenario's count (default 0.5; 8 pairs)
 *   --traced-reps N  repetitions whose WS suite includes effect-bybit with a tracer (default 1, to keep the run ≤ 10
 *                    min; its REST suite runs traced in every repetition: a few seconds each, its timed loops in
 *                    rounds against an untraced runtime in the same process, whose pairs the tracer rows read)
 *
 * @since 0.1.0
 */
import { type ChildProcess, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as readline from "node:readline"
import * as esbuild from "esbuild"
import { nodeBundles } from "../scripts/build.js"
import { dataNamespacesPlugin } from "../scripts/NamespaceObjects.js"
import { backtestSection, measureBacktest } from "./backtest.js"
import { type BundleSize, bundleSizes } from "./bundle.js"
import {
  bookVariants,
  type ClientConfig,
  type ClientName,
  type ClientResult,
  type Counts,
  clientNames,
  type StreamInfo,
  type Suite
} from "./common.js"
import { fastPathsSection, measureFastPaths } from "./fastPaths.js"
import { type HourInfo, hourFile } from "./hour.js"
import { type ImportResult, importRounds, importTargets } from "./imports.js"
import { measurePaint, type PaintResult } from "./paint.js"
import type { ReplaySamples } from "./replay-emulator.js"
import type { ReplayReport, ReplayRun } from "./replaySuite.js"
import { type Report, render } from "./report.js"
import { measureRestart, type RestartReport, restartSection } from "./restart.js"
import { measureSaveLatency } from "./saveLatency.js"
import { measureSweep, sweepSection } from "./sweep.js"

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")

const argv = process.argv.slice(2)
const has = (flag: string) => argv.includes(flag)
const value = (flag: string): string | undefined => {
  const at = argv.indexOf(flag)
  return at < 0 ? undefined : argv[at + 1]
}

const smoke = has("--smoke")
const reps = Number(value("--reps") ?? (smoke ? 1 : 3))
const out = path.resolve(root, value("--out") ?? "docs/BENCHMARKS.md")
const jsonOut = value("--json")
const profileDir = value("--profile")
const tracedReps = Number(value("--traced-reps") ?? 1)
const profiled = value("--profile-clients")?.split(",") ?? ["effect", "effect-traced"]
const clients = (value("--clients")?.split(",") ?? [...clientNames]) as Array<ClientName>
const suites = value("--suites")?.split(",") ?? [
  "rest",
  "emulator-rest",
  "ws",
  "books",
  "reconnect",
  "replay",
  "bundle",
  "import",
  "paint",
  "restart"
]
const replayMinutes = value("--replay-minutes")

const scale = Number(value("--scale") ?? 1)
const scaled = (n: number) => Math.max(1, Math.round(n * scale))
const counts: Counts = smoke
  ? { sequential: 60, concurrent: 128, concurrency: 16, signed: 40, warmup: 10, drops: 1, pairs: 2 }
  : {
      sequential: scaled(3000),
      concurrent: scaled(6400),
      concurrency: 64,
      signed: scaled(2000),
      // effect-bybit's CPU per request settles only after a few thousand requests (the JIT compiles the Effect runtime's
      // paths late): 300 warm-up requests measured mostly cold code. Every client gets the same warm-up, and the
      // warm-up's own CPU per request is reported next to the timed figure.
      warmup: scaled(2000),
      drops: scaled(50),
      // the tracer rows: the traced process times 8 rounds against as many untraced ones (`RestDriver.twin`), each half
      // the scenario's count: measured here, rounds of 1/8 read the sequential row's pairs 1.10-1.69 (interquartile),
      // rounds of 1/2 1.23-1.36 (a round then spans several young collections)
      pairs: 8,
      pairShare: Number(value("--pair-share") ?? 0.5)
    }
const deltas = smoke ? 2000 : scaled(200_000)
const books = smoke ? 10 : 100
const bookDeltas = smoke ? 20 : 200

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`)

// Client and server processes run esbuild bundles of bench/*.ts with the packages left external (resolved from
// node_modules as an application would), so no TypeScript loader sits in the measured processes.
// (inside the checkout, not node_modules: worktrees share one node_modules, and a build starts by emptying its folder)
const buildDir = path.join(root, ".bench-build")
const build = async (installedLayout: boolean) => {
  // chunk names carry content hashes: start from an empty directory so profiles name the files that ran
  fs.rmSync(buildDir, { recursive: true, force: true })
  // the import suite's process imports the installed package's layout: dist/node, as `npm run build` writes it
  if (installedLayout) await nodeBundles(path.join(buildDir, "node"))
  return esbuild.build({
    entryPoints: ["client", "emulator", "replay", "replay-emulator", "import-probe"].map((name) =>
      path.join(root, "bench", `${name}.ts`)
    ),
    outdir: buildDir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    outExtension: { ".js": ".mjs" },
    logLevel: "warning",
    // as the installed package's dist/node prints them (scripts/build.ts)
    plugins: [dataNamespacesPlugin]
  })
}
const children = new Set<ChildProcess>()

/** Starts a long-running helper process and resolves with the JSON line it prints first. */
const startServer = (script: string, args: ReadonlyArray<string>, nodeFlags: ReadonlyArray<string> = []) =>
  new Promise<{ readonly child: ChildProcess; readonly info: Record<string, unknown> }>((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, path.join(buildDir, `${script}.mjs`), ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"]
    })
    children.add(child)
    let stderr = ""
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000)
    })
    const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream })
    lines.on("line", (line) => {
      if (!line.startsWith("{")) return
      lines.close()
      resolve({ child, info: JSON.parse(line) as Record<string, unknown> })
    })
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}: ${stderr}`)))
  })

/** Runs one bench process to its end; its last stdout line is its JSON result. */
const runJsonProcess = <A>(args: ReadonlyArray<string>, label: string, env?: NodeJS.ProcessEnv) =>
  new Promise<A>((resolve, reject) => {
    const child = spawn(process.execPath, [...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      ...(env === undefined ? {} : { env })
    })
    children.add(child)
    let stdout = ""
    let stderr = ""
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000)
    })
    child.once("exit", (code) => {
      children.delete(child)
      const last = stdout.trim().split("\n").pop() ?? ""
      if (code === 0 && last.startsWith("{")) resolve(JSON.parse(last) as A)
      else reject(new Error(`${label} exited with ${code}: ${stderr.trim().slice(-1500)}`))
    })
  })

/** Runs one client process to its end (`stepTimeoutMs`: how long one timed step may take, default the suite's). */
const runClient = (config: ClientConfig, profile: boolean, stepTimeoutMs?: number) => {
  const flags = ["--expose-gc"]
  if (profile && profileDir !== undefined) {
    flags.unshift(
      "--cpu-prof",
      "--cpu-prof-dir",
      profileDir,
      "--cpu-prof-name",
      `${config.client}-${config.suite}-${Date.now()}.cpuprofile`
    )
  }
  return runJsonProcess<ClientResult>(
    [...flags, path.join(buildDir, "client.mjs"), JSON.stringify(config)],
    `${config.client} ${config.suite}`,
    { ...process.env, BENCH_STEP_TIMEOUT_MS: String(stepTimeoutMs ?? (smoke ? 20_000 : 180_000)) }
  )
}

/** Runs one import-cost process (bench/import-probe.ts) to its end. */
const runImport = (target: string) =>
  runJsonProcess<ImportResult>(["--expose-gc", path.join(buildDir, "import-probe.mjs"), target], `import ${target}`)

const stopAll = () => {
  for (const child of children) child.kill("SIGTERM")
}
process.on("exit", stopAll)
process.on("SIGINT", () => {
  stopAll()
  process.exit(130)
})

const versionOf = (pkg: string): string => {
  try {
    const json = JSON.parse(fs.readFileSync(path.join(root, "node_modules", pkg, "package.json"), "utf8")) as {
      version?: string
    }
    return json.version ?? "?"
  } catch {
    return "?"
  }
}

const write = (report: Report) => {
  fs.mkdirSync(path.dirname(out), { recursive: true })
  // The emulator's own throughput is measured apart (scripts/emulator-load.ts): a rerun keeps its section; so is the
  // app's first paint when this run left the paint suite out.
  const previous = fs.existsSync(out) ? fs.readFileSync(out, "utf8") : ""
  const section = (title: string) =>
    new RegExp(`\\n## ${title}[^\\n]*\\n[\\s\\S]*?(?=\\n## )`).exec(previous)?.[0] ?? ""
  const rendered = render(report)
  const replayTitle = "Replaying a recording"
  const restartTitle = "Restart against uptime"
  const paintTitle = "React app: first useful paint"
  // a suite run alone (the replay, or the app's paint, taken on an idle machine): its section replaces the one
  // written before (or goes in before the emulator's own); the rest of the report stays as it was
  const alone =
    suites.length === 1 && suites[0] === "replay" && report.replay !== undefined
      ? replayTitle
      : suites.length === 1 && suites[0] === "paint" && report.paint !== undefined
        ? paintTitle
        : suites.length === 1 && suites[0] === "restart" && report.restart !== undefined
          ? restartTitle
          : undefined
  if (alone !== undefined && previous !== "") {
    const own = new RegExp(`\\n## ${alone}[^\\n]*\\n[\\s\\S]*?(?=\\n## )`).exec(rendered)?.[0] ?? ""
    const old = section(alone)
    const anchor = previous.includes("\n## Emulator throughput") ? "\n## Emulator throughput" : "\n## Commands"
    fs.writeFileSync(
      out,
      old === "" ? previous.replace(anchor, () => `${own}${anchor}`) : previous.replace(old, () => own)
    )
    return
  }
  const kept =
    section("Emulator throughput") +
    (report.paint === undefined ? section(paintTitle) : "") +
    (report.replay === undefined ? section(replayTitle) : "") +
    (report.restart === undefined ? section(restartTitle) : "") +
    // measured only alone (`--suites fast-paths`)
    section("What each fast path buys") +
    // written by hand: the figures doc comments point to (test/DocFigures.test.ts)
    section("Figures quoted from code")
  fs.writeFileSync(out, rendered.replace("\n## Commands", `${kept}\n## Commands`))
}

/**
 * The replay suite: per repetition, the same client keeps the recording's book from the replay server and from a
 * fresh replaying emulator (the order alternating), and the emulator's memory samples are collected.
 */
const replaySuite = async (
  hour: HourInfo,
  base: Omit<ClientConfig, "client" | "suite" | "rest" | "counts">,
  serverWsBase: string,
  failures: Array<string>
): Promise<ReplayReport> => {
  const loadAtStart = os.loadavg()
  // the whole recording is one timed step: a minute per 3,000 book lines at the least, on a loaded machine
  const replayTimeoutMs = Math.max(120_000, hour.bookLines * 20)
  const runs: Array<ReplayRun> = []
  const limits = { ...counts, drops: 0 }
  const config = (wsBase: string, label: string): ClientConfig => ({
    ...base,
    client: "effect",
    suite: "replay",
    rest: base.emulatorRest,
    counts: limits,
    replay: { label, wsBase, firstR: hour.firstR, lastR: hour.lastR }
  })
  const once = async (rep: number, target: ReplayRun["target"]) => {
    const load = os.loadavg()[0] ?? Number.NaN
    const t0 = Date.now()
    try {
      if (target === "server") {
        const result = await runClient(
          config(`${serverWsBase}/hour`, "replay server"),
          profiled.includes("effect"),
          replayTimeoutMs
        )
        const book = result.books[0]
        if (book !== undefined) runs.push({ rep, target, book, clientPeakRss: result.peakRss, load })
      } else {
        const samplesFile = path.join(os.tmpdir(), `effect-bybit-replay-${process.pid}-${rep}.json`)
        fs.rmSync(samplesFile, { force: true })
        const server = await startServer("replay-emulator", [
          "--file",
          hour.file,
          "--lines",
          String(hour.lines),
          "--topic",
          hour.topic,
          "--samples",
          samplesFile
        ])
        try {
          const wsBase = String(server.info.wsBase)
          const result = await runClient(
            config(wsBase, "emulator replay"),
            profiled.includes("effect"),
            replayTimeoutMs
          )
          // the samples are written when the emulator has pulled the last line, which the client's last book follows
          for (let k = 0; k < 200 && !fs.existsSync(samplesFile); k++) await new Promise((r) => setTimeout(r, 50))
          const emulator = fs.existsSync(samplesFile)
            ? (JSON.parse(fs.readFileSync(samplesFile, "utf8")) as ReplaySamples)
            : undefined
          const book = result.books[0]
          if (book !== undefined) runs.push({ rep, target, book, clientPeakRss: result.peakRss, emulator, load })
        } finally {
          server.child.kill("SIGTERM")
          children.delete(server.child)
        }
      }
      log(`rep ${rep} replay (${target}) effect: ${Date.now() - t0} ms`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      failures.push(`rep ${rep}, replay, ${target}: ${message}`)
      log(`FAILED rep ${rep} replay ${target}: ${message.slice(0, 400)}`)
    }
  }
  for (let rep = 1; rep <= reps; rep++) {
    const order: ReadonlyArray<ReplayRun["target"]> = rep % 2 === 1 ? ["server", "emulator"] : ["emulator", "server"]
    for (const target of order) await once(rep, target)
  }
  const loadAtEnd = os.loadavg()
  // the memory pass, after the timed runs: a full GC before each sample (its pauses would slow the replay, so its
  // rate is not read)
  let memoryPass: ReplaySamples | undefined
  const samplesFile = path.join(os.tmpdir(), `effect-bybit-replay-${process.pid}-gc.json`)
  fs.rmSync(samplesFile, { force: true })
  try {
    const args = ["--file", hour.file, "--lines", String(hour.lines), "--topic", hour.topic]
    const server = await startServer(
      "replay-emulator",
      [...args, "--samples", samplesFile, "--gc-samples"],
      ["--expose-gc"]
    )
    try {
      await runClient(config(String(server.info.wsBase), "emulator replay (memory pass)"), false, replayTimeoutMs)
      for (let k = 0; k < 200 && !fs.existsSync(samplesFile); k++) await new Promise((r) => setTimeout(r, 50))
      if (fs.existsSync(samplesFile)) memoryPass = JSON.parse(fs.readFileSync(samplesFile, "utf8")) as ReplaySamples
    } finally {
      server.child.kill("SIGTERM")
      children.delete(server.child)
    }
    log("replay memory pass done")
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    failures.push(`replay, memory pass: ${message}`)
    log(`FAILED replay memory pass: ${message.slice(0, 400)}`)
  }
  return { hour, client: "effect-bybit (rate budget off)", runs, loadAtStart, loadAtEnd, memoryPass }
}

/** A section run alone (`## title …`): replaces the one written before, or goes in before the emulator's own. */
const replaceSection = (title: string, lines: ReadonlyArray<string>) => {
  const own = `\n${lines.join("\n")}`
  const previous = fs.existsSync(out) ? fs.readFileSync(out, "utf8") : ""
  const old = new RegExp(`\\n## ${title}[^\\n]*\\n[\\s\\S]*?(?=\\n## )`).exec(previous)?.[0]
  const anchor = previous.includes("\n## Emulator throughput") ? "\n## Emulator throughput" : "\n## Commands"
  fs.writeFileSync(
    out,
    old !== undefined ? previous.replace(old, () => own) : previous.replace(anchor, () => `${own}${anchor}`)
  )
}

const main = async () => {
  const saved = value("--render")
  if (saved !== undefined) {
    // a run saved before the import suite existed has no import figures
    const report = JSON.parse(fs.readFileSync(path.resolve(root, saved), "utf8")) as Partial<Report>
    write({ ...(report as Report), imports: report.imports ?? [] })
    log(`rendered ${path.relative(root, out)} from ${saved}`)
    return
  }
  if (suites.length === 1 && suites[0] === "restart") {
    // in this process, no server needed: its section replaces the one written before, the rest stays
    log("restart against uptime")
    const restart = measureRestart(`npm run bench -- ${argv.join(" ")}`, smoke ? 60 : 600)
    log("answers with and without saves")
    const saves = await measureSaveLatency(smoke ? 200 : 2000, smoke ? 2 : 5, smoke ? 1 : 5)
    replaceSection("Restart against uptime", restartSection({ ...restart, saves }))
    log(`wrote ${path.relative(root, out)}`)
    return
  }
  if (suites.length === 1 && suites[0] === "sweep") {
    // runner processes and PostgreSQL of its own: its section replaces the one written before, the rest stays
    const report = await measureSweep(root, `npm run bench -- ${argv.join(" ")}`, { reps, smoke, log })
    replaceSection("Sweep runs per minute", sweepSection(report))
    log(`wrote ${path.relative(root, out)}`)
    return
  }
  if (suites.length === 1 && suites[0] === "backtest") {
    // in this process: its section replaces the one written before, the rest stays
    const report = await measureBacktest(`npm run bench -- ${argv.join(" ")}`, {
      minutes: smoke ? 0.25 : Number(value("--replay-minutes") ?? 60),
      reps: smoke ? 1 : reps,
      decisions: smoke ? 20 : 250,
      log,
      // a day's 24 hourly files, each this many minutes (5 by default), over 1, 2 and 3 runners
      dayMinutes: smoke ? 0.05 : Number(value("--day-minutes") ?? 5)
    })
    replaceSection("Backtests", backtestSection(report))
    log(`wrote ${path.relative(root, out)}`)
    return
  }
  if (suites.length === 1 && suites[0] === "fast-paths") {
    // each fast path beside its plain Effect form: its section replaces the one written before, the rest stays
    const report = await measureFastPaths(root, `npm run bench -- ${argv.join(" ")}`, { reps, smoke, log })
    replaceSection("What each fast path buys", fastPathsSection(report))
    log(`wrote ${path.relative(root, out)}`)
    return
  }
  const started = Date.now()
  const loadAtStart = os.loadavg()
  log(`starting the emulator${smoke ? " (smoke run)" : ""}`)
  await build(suites.includes("import"))
  const emulator = await startServer("emulator", ["--port", "0", "--seed", "1"])
  const emu = emulator.info as {
    rest: string
    ws: { linear: string }
    apiKey: string
    apiSecret: string
    adminToken: string
  }
  const tickers = (await (await fetch(`${emu.rest}/v5/market/tickers?category=linear&symbol=BTCUSDT`)).json()) as {
    result: { list: Array<{ lastPrice: string }> }
  }
  const lastPrice = Number(tickers.result.list[0]?.lastPrice)
  let hour: HourInfo | undefined
  if (suites.includes("replay")) {
    log("the replay suite's recording (generated once per input, then reused)")
    hour = await hourFile(smoke ? 0.25 : replayMinutes === undefined ? undefined : Number(replayMinutes))
    log(`recording: ${hour.file} (${hour.lines} lines)`)
  }
  log(`emulator at ${emu.rest}; generating ${deltas} deltas per stream in the replay server`)
  const replay = await startServer("replay", [
    ...(hour === undefined ? [] : ["--hour", hour.file]),
    "--emulator",
    emu.rest,
    "--admin-token",
    emu.adminToken,
    "--api-key",
    emu.apiKey,
    "--api-secret",
    emu.apiSecret,
    "--deltas",
    String(deltas),
    "--books",
    String(books),
    "--book-deltas",
    String(bookDeltas)
  ])
  const feed = replay.info as {
    rest: string
    wsBase: string
    streams: { "50": StreamInfo; "1000": StreamInfo }
    books: Array<string>
    bookLastU: Record<string, number>
    tickersBytes: number
  }
  log(`replay server at ${feed.rest}`)

  const base = {
    emulatorRest: emu.rest,
    emulatorAdminToken: emu.adminToken,
    emulatorWs: emu.ws.linear,
    wsBase: feed.wsBase,
    apiKey: emu.apiKey,
    apiSecret: emu.apiSecret,
    lastPrice,
    streams: feed.streams,
    books: feed.books,
    bookLastU: feed.bookLastU,
    variants: bookVariants.map((v) => v.name)
  }
  const results: Array<{ readonly rep: number; readonly target: string; readonly result: ClientResult }> = []
  const failures: Array<string> = []

  const run = async (
    rep: number,
    suite: Suite,
    client: ClientName,
    target: "replay" | "emulator",
    runCounts: Counts = counts
  ) => {
    const config: ClientConfig = {
      ...base,
      client,
      suite,
      rest: target === "replay" ? feed.rest : emu.rest,
      counts: runCounts
    }
    const t0 = Date.now()
    try {
      const result = await runClient(config, profiled.includes(client))
      results.push({ rep, target, result })
      log(`rep ${rep} ${suite}${target === "emulator" ? " (emulator)" : ""} ${client}: ${Date.now() - t0} ms`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      failures.push(`rep ${rep}, ${suite}, ${client}: ${message}`)
      log(`FAILED rep ${rep} ${suite} ${client}: ${message.slice(0, 400)}`)
    }
  }

  // drops per repetition, so the reconnect samples of all repetitions add up to `counts.drops`
  const dropsIn = (rep: number) =>
    Math.floor((counts.drops * rep) / reps) - Math.floor((counts.drops * (rep - 1)) / reps)
  for (let rep = 1; rep <= reps; rep++) {
    // rotate the order so no client always runs first (or right after the same neighbour)
    const order = clients.map((_, i) => clients[(i + rep - 1) % clients.length] as ClientName)
    for (const suite of ["rest", "ws", "books", "reconnect"] as const) {
      if (!suites.includes(suite)) continue
      for (const client of order) {
        // the tracer changes REST and stream costs only: REST is measured traced in every repetition (the tracer
        // rows pair each with the untraced run of its repetition), streams in the first `tracedReps`
        if (
          client === "effect-traced" &&
          ((suite === "ws" && rep > tracedReps) || suite === "books" || suite === "reconnect")
        )
          continue
        if (suite === "reconnect" && client === "ccxt") continue
        // the Promise facade, the Effect floors and the README-defaults row (signed orders) are REST only
        if (
          (client === "effect-promise" ||
            client === "effect-floor" ||
            client === "effect-floor-stack" ||
            client === "effect-defaults" ||
            client === "ccxt-implicit") &&
          suite !== "rest"
        )
          continue
        await run(rep, suite, client, "replay", { ...counts, drops: suite === "reconnect" ? dropsIn(rep) : 0 })
      }
    }
  }
  let replayReport: ReplayReport | undefined
  if (hour !== undefined && clients.includes("effect")) {
    replayReport = await replaySuite(hour, base, feed.wsBase, failures)
  }
  if (suites.includes("emulator-rest")) {
    // a quarter of the counts: against the emulator every client waits on the same server
    const quarter = (n: number) => Math.max(1, Math.round(n / 4))
    const emulatorCounts: Counts = {
      ...counts,
      sequential: quarter(counts.sequential),
      concurrent: quarter(counts.concurrent),
      signed: quarter(counts.signed),
      warmup: quarter(counts.warmup),
      drops: 0
    }
    for (const client of clients) await run(1, "rest", client, "emulator", emulatorCounts)
  }
  const imports: Array<ImportResult> = []
  if (suites.includes("import")) {
    // the import costs: `importRounds` processes per library and repetition, the targets interleaved, their order
    // rotated each round
    const rounds = smoke ? 1 : importRounds
    for (let rep = 1; rep <= reps; rep++) {
      // a smoke run measures the library and its floor only
      const targets = smoke ? importTargets.filter((t) => t === "effect" || t === "floor") : importTargets
      for (let round = 0; round < rounds; round++) {
        for (let i = 0; i < targets.length; i++) {
          const target = targets[(i + (rep - 1) * rounds + round) % targets.length] as string
          try {
            imports.push(await runImport(target))
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error)
            failures.push(`rep ${rep}, import, ${target}: ${message}`)
            log(`FAILED rep ${rep} import ${target}: ${message.slice(0, 400)}`)
          }
        }
      }
    }
    log(`import costs measured (${imports.length} processes)`)
  }
  let bundles: ReadonlyArray<BundleSize> = []
  if (suites.includes("bundle")) {
    log("bundling")
    bundles = await bundleSizes(root, smoke ? ["effect-bybit", "floor:"] : undefined)
  }
  let paint: PaintResult | undefined
  if (suites.includes("paint")) {
    log("first useful paint under npm start")
    try {
      paint = await measurePaint(
        root,
        smoke ? 1 : Math.max(5, reps),
        `npm run bench${argv.length > 0 ? ` -- ${argv.join(" ")}` : ""}`
      )
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      failures.push(`paint: ${message}`)
      log(`FAILED paint: ${message.slice(0, 400)}`)
    }
  }
  let restart: RestartReport | undefined
  if (suites.includes("restart")) {
    log("restart against uptime")
    restart = measureRestart(`npm run bench${argv.length > 0 ? ` -- ${argv.join(" ")}` : ""}`, smoke ? 60 : 600)
    log("answers with and without saves")
    restart = { ...restart, saves: await measureSaveLatency(smoke ? 200 : 2000, smoke ? 2 : 5, smoke ? 1 : 5) }
  }
  stopAll()

  const report: Report = {
    generatedAt: new Date().toISOString(),
    smoke,
    reps,
    counts,
    deltas,
    books,
    bookDeltas,
    durationMs: Date.now() - started,
    machine: {
      cpu: os.cpus()[0]?.model ?? "?",
      cores: os.cpus().length,
      memoryGb: os.totalmem() / 2 ** 30,
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      loadAtStart,
      loadAtEnd: os.loadavg()
    },
    versions: {
      node: process.version,
      "effect-bybit": versionOf(".."),
      effect: versionOf("effect"),
      "@effect/platform-node": versionOf("@effect/platform-node"),
      ws: versionOf("ws"),
      "bybit-api": versionOf("bybit-api"),
      ccxt: versionOf("ccxt"),
      esbuild: versionOf("esbuild"),
      tsx: versionOf("tsx")
    },
    streams: feed.streams,
    tickersBytes: feed.tickersBytes,
    clients,
    results,
    bundles,
    imports,
    ...(paint === undefined ? {} : { paint }),
    ...(replayReport === undefined ? {} : { replay: replayReport }),
    ...(restart === undefined ? {} : { restart }),
    failures,
    command: `npm run bench${argv.length > 0 ? ` -- ${argv.join(" ")}` : ""}`
  }
  write(report)
  if (jsonOut !== undefined) fs.writeFileSync(path.resolve(root, jsonOut), JSON.stringify(report, null, 2))
  log(`wrote ${path.relative(root, out)} in ${Math.round((Date.now() - started) / 1000)} s`)
  process.exitCode = failures.length > 0 ? 1 : 0
}

main().catch((error: unknown) => {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  stopAll()
  process.exitCode = 1
})

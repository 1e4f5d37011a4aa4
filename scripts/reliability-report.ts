/**
 * `npm run reliability:report`: runs the fault suite's five parts (REST, WebSocket, bad input, soak, fleet) with
 * `RELIABILITY_OUT` pointing at a fresh directory, reads the figures each part recorded there
 * (test/Reliability/FaultRecord.ts) and writes docs/RELIABILITY.md from them: a summary, per part what each fault
 * is and how often it was injected, the part's own figures, and how to reproduce the run. The page carries the
 * figures it was written from (a JSON block at its end), so test/Reliability/ReliabilityDoc.test.ts can render them
 * again and fail on any hand edit, and each suite compares its fresh recording with the page on every `npm test`
 * (the parts of it that do not depend on timing), without ever writing into docs/.
 *
 * `-- --from <dir>` writes the page from an existing recording instead of running the suites. A run whose suites
 * fail writes nothing.
 *
 * @since 0.1.0
 */
import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { type Figures, faultKinds, type Part, plan } from "../test/Reliability/FaultRecord.js"

/**
 * Where the page is written.
 *
 * @since 0.1.0
 * @category constants
 */
export const outputPath: string = fileURLToPath(new URL("../docs/RELIABILITY.md", import.meta.url))

/**
 * The parts, in the page's order, with the suite file that records each.
 *
 * @since 0.1.0
 * @category constants
 */
export const parts: ReadonlyArray<{ readonly part: Part; readonly name: string; readonly file: string }> = [
  { part: "rest", name: "REST", file: "test/Reliability/FaultSuiteRest.test.ts" },
  { part: "websocket", name: "WebSocket", file: "test/Reliability/FaultSuiteWs.test.ts" },
  { part: "input", name: "Bad input", file: "test/Reliability/FaultSuiteInput.test.ts" },
  { part: "soak", name: "Soak", file: "test/Reliability/Soak.test.ts" },
  { part: "fleet", name: "Fleet", file: "test/Redis/Fleet.test.ts" }
]

/**
 * What each fault is and how the suite injects it (every kind of `faultKinds` has one; the doc's test checks it).
 *
 * @since 0.1.0
 * @category constants
 */
export const descriptions: Readonly<Record<string, string>> = {
  "http-5xx": "the next request on a path is answered 502 or 503 (`http-status`)",
  "http-delay": "the answer is held back 20–200 ms (`http-delay`)",
  "http-timeout": "the answer is held back 1.2 s, past the client's 800 ms timeout (`http-delay`)",
  "drop-response":
    "the request is processed (an order is placed) and the connection closed unanswered (`drop-response`)",
  "rate-limit-10006": "another process on the same key spends the group's window: the next send draws 10006",
  "drop-sockets": "every socket, or one market's, is closed abruptly (`drop-sockets`, code 1006)",
  "refuse-upgrade":
    "every socket is dropped and reconnects are refused with HTTP 503, 502 or 429 until cleared (`refuse-upgrade`)",
  "pong-loss": "the server stops answering pings, on every socket, old and new (`silent-pings`)",
  "half-open":
    "every open socket goes silent without closing: nothing read, nothing written, no pong; only the client's pong timeout can tell (`half-open`)",
  "withheld-acks":
    "subscribe (and, last round, auth) answers are never sent, then sockets are dropped: the resubscription goes unacknowledged (`ack-delay`)",
  "malformed-frame": "the next data frame is replaced by text that is not JSON (`malformed-frames`)",
  "truncated-frame": "the next data frame is cut in half (`malformed-frames` with `truncated`)",
  "sequence-gap": "the next orderbook delta is not sent, so `u` jumps by two (`skip-delta`)",
  "refused-topic": "a subscription to a topic the exchange does not serve: refused, and the other topics flow on",
  "auth-failure":
    "a third credential set (a key the exchange does not know) subscribes a private topic: authentication is refused, no socket stays open for it",
  "malformed-request":
    "a request the client must refuse before sending: empty symbol, zero or negative or non-numeric quantity or price, NaN, unknown enum, missing field",
  "redis-kill":
    "the Redis server holding the fleet's shared budget is killed (SIGKILL) mid-run and started again, empty, on the same port",
  "malformed-payload":
    "a server answer the client must refuse: not JSON, truncated JSON, empty, null, envelope fields missing or mistyped, result of the wrong shape, unknown retCode, error statuses"
}

/**
 * What each part checks, in a sentence or two.
 *
 * @since 0.1.0
 * @category constants
 */
export const checks: Readonly<Record<Part, string>> = {
  rest: `${plan.rest.calls} calls (order creations with an \`orderLinkId\`, tickers, wallet balance, open orders) at concurrency ${plan.rest.concurrency}, each preceded by a seeded random fault on its own path. Every read must succeed, every creation must leave exactly one order on the exchange (or end in \`OutcomeUnknown\`), and the server must never grant more than the limit it announced.`,
  websocket:
    "Three connections (spot, linear, private) with order books, tickers and trades on both categories and the private wallet stream. After every fault the client must recover within 15 s: one connection per market on the emulator, every topic subscribed on it (the emulator's own view), both books rebuilt and moving, a wallet change delivered. Every book the client ever emits is compared with the exchange's own book at the same `u`.",
  soak: `A simulated week (${plan.soak.hours} hours on the TestClock) against the emulator: the master's key and a sub-account's key stream public tickers and trades and private order and wallet topics, and each places and cancels an order over the WebSocket every hour, while one seeded fault a hour hits. At the end of every hour the exchange must show exactly one socket per (endpoint, credentials) pair with a subscriber (trade sessions closed after their idle time), every one holding its topics, and the library's fibers must be back to the first hour's count; when the client closes, no socket and no fiber of it is left.`,
  fleet: `${plan.fleet.processes} processes (forked, each its own client, warmed up and told to go together) place ${plan.fleet.orders.reduce((a, n) => a + n, 0)} orders on one API key (${plan.fleet.orders.join(", ")} from ${plan.fleet.lanes.join(", ")} concurrent loops), with a read every third order, against the emulator with the exchange's real limits, their rate budget in one Redis (\`effect-bybit/redis\`, policy \`local\`). The exchange must answer no 10006 and every order a process placed must be on the exchange exactly once. Beside the fleet and told to go at the same moment, one process with the whole budget and all ${plan.fleet.lanes.reduce((a, n) => a + n, 0)} loops places the same orders on an emulator of its own: the fleet may take at most ${plan.fleet.slowdown} times as long (both under the same load: no fixed time, rate or share is asserted; the times and the share are figures). A control run of the same fleet without the shared store must draw 10006s. Then a run in which Redis is killed after ${plan.fleet.fault.beforeKill} orders and started again once every process has fallen back to its local 1/${plan.fleet.processes} share and the fleet has placed ${plan.fleet.fault.whileDown} more: no process may crash, no order may be lost or duplicated, no 10006 may be answered while Redis is down, and every process must be back on the shared store (the run ends ${plan.fleet.fault.settle + plan.fleet.fault.after} orders later).`,

  input:
    "A table of malformed requests (refused before sending: nothing reaches the server) and malformed server payloads; each must end in a tagged error, never a defect or a success."
}

/**
 * The recorded figures of every part.
 *
 * @since 0.1.0
 * @category models
 */
export type Results = { readonly [P in Part]: Figures<P> & { readonly recordedAt?: string } }

const total = (injected: Readonly<Record<string, number | undefined>>): number =>
  Object.values(injected).reduce<number>((a, n) => a + (n ?? 0), 0)

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

const leaks = (f: Figures<Part>, n: number): string => (f.leaksMeasured === false ? "not measured" : String(n))

const cell = (v: string | number): string => String(v).replaceAll("|", "\\|")

const beginFigures = "<!-- figures"
const endFigures = "-->"

/**
 * The page, from the figures.
 *
 * @since 0.1.0
 * @category rendering
 */
export const render = (results: Results): string => {
  const lines: Array<string> = []
  const push = (...xs: Array<string>) => lines.push(...xs)
  const dates = parts.map(({ part }) => results[part].recordedAt?.slice(0, 10) ?? "unknown")
  push(
    "# Reliability: the fault suite's figures",
    "",
    "<!-- Written by `npm run reliability:report` from the suites' own recording. Do not edit by hand:",
    "     test/Reliability/ReliabilityDoc.test.ts fails when this page is not what the script writes. -->",
    "",
    "The fault suite makes the embedded emulator misbehave on cue, on 127.0.0.1 only, and checks that the client",
    "rides it out. It runs in `npm test`; each part records its figures, and `scripts/reliability-report.ts` writes",
    "this page from them. Lost, duplicates and leaks must be 0 (the suites fail otherwise). Leaks are the emulator's",
    "open connections and the live fibers (every fiber started under the client, forked, scoped or detached) after",
    "the client's scope closed, compared with before it was built.",
    "",
    `Recorded on ${[...new Set(dates)].join(", ")}.`,
    "",
    "## Summary",
    "",
    "| Part | Operations | Faults injected | Recovered | Lost | Duplicates | Leaked connections | Leaked fibers | Time |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
  )
  for (const { part, name } of parts) {
    const f: Figures<Part> = results[part]
    push(
      `| ${name} | ${f.operations} | ${total(f.injected)} | ${f.recovered} | ${f.lost} | ${f.duplicates} | ${leaks(f, f.leakedConnections)} | ${leaks(f, f.leakedFibers)} | ${seconds(f.elapsedMs)} |`
    )
  }
  push(
    "",
    "Operations are calls (REST), fault rounds each followed by a recovery check (WebSocket) and cases (bad input).",
    "Recovered are the faulted REST calls that still succeeded, the WebSocket rounds after which everything came",
    "back, and the bad-input cases that ended in a tagged error.",
    ""
  )
  for (const { part, name, file } of parts) {
    const f: Figures<Part> = results[part]
    const injected: Readonly<Record<string, number | undefined>> = f.injected
    push(`## ${name}`, "", `**${f.title}.** ${checks[part]} (\`${file}\`)`, "", "| Fault | Injected | What it is |")
    push("|---|---:|---|")
    for (const kind of faultKinds[part]) {
      push(`| \`${kind}\` | ${injected[kind] ?? 0} | ${cell(descriptions[kind] ?? "")} |`)
    }
    push("", "| Figure | Value |", "|---|---:|")
    for (const [key, value] of Object.entries(f.notes)) push(`| ${cell(key)} | ${cell(value)} |`)
    push("")
  }
  push(
    "## How to reproduce",
    "",
    "- `npm run reliability:report` runs the five parts with `RELIABILITY_OUT` set to a fresh directory and writes",
    "  this page from what they recorded (nothing is written when a part fails).",
    "- One part alone: `npx vitest run test/Reliability/FaultSuiteWs.test.ts` (or `FaultSuiteRest`, `FaultSuiteInput`, `Soak`, or `test/Redis/Fleet.test.ts`);",
    "  its figures land in `$RELIABILITY_OUT/<part>.json` (default: `effect-bybit-reliability` under the OS temp",
    "  directory). `npm run reliability:report -- --from <dir>` writes the page from such a directory.",
    "- The faults are the emulator's admin API (`src/Emulator/Faults.ts`), also reachable over HTTP as",
    "  `POST /__admin/<op>` on a running `npm run emulator` (with its ready line's `adminToken` as",
    "  `Authorization: Bearer …` and a JSON body).",
    "- The REST part is seeded (`plan.rest.seed` in `test/Reliability/FaultRecord.ts`); which call meets which fault",
    "  also depends on timing, so its counts vary a little between runs. The WebSocket part injects exactly the",
    "  counts of `plan.websocket`; recovery times, reconnect and reset counts vary with the machine.",
    "",
    beginFigures,
    JSON.stringify(Object.fromEntries(parts.map(({ part }) => [part, results[part]])), null, 2),
    endFigures
  )
  return `${lines.join("\n")}\n`
}

/**
 * The figures a page carries (the JSON block `render` puts at its end), or `undefined` when it has none.
 *
 * @since 0.1.0
 * @category parsing
 */
export const parse = (page: string): Results | undefined => {
  const start = page.lastIndexOf(beginFigures)
  if (start < 0) return undefined
  const end = page.indexOf(endFigures, start)
  if (end < 0) return undefined
  try {
    const value: unknown = JSON.parse(page.slice(start + beginFigures.length, end))
    if (typeof value !== "object" || value === null) return undefined
    return parts.every(({ part }) => part in value) ? (value as Results) : undefined
  } catch {
    return undefined
  }
}

/**
 * The figures in docs/RELIABILITY.md, or `undefined` when the page is missing or carries none.
 *
 * @since 0.1.0
 * @category parsing
 */
export const documented = (): Results | undefined =>
  fs.existsSync(outputPath) ? parse(fs.readFileSync(outputPath, "utf8")) : undefined

/**
 * The parts of a part's figures that do not depend on timing: what a fresh recording must share with the page.
 * The WebSocket and bad-input parts inject fixed counts; the REST part's counts depend on which call meets which
 * fault, so only the kinds injected are compared there.
 *
 * @since 0.1.0
 * @category comparison
 */
export const stableView = (figures: Figures<Part>) => {
  const injected: Readonly<Record<string, number | undefined>> = figures.injected
  const kinds = Object.keys(injected)
    .filter((k) => (injected[k] ?? 0) > 0)
    .sort()
  return {
    part: figures.part,
    title: figures.title,
    // the fleet's orders depend on timing (how fast four processes get through their windows)
    operations: figures.part === "fleet" ? undefined : figures.operations,
    lost: figures.lost,
    duplicates: figures.duplicates,
    leakedConnections: figures.leakedConnections,
    leakedFibers: figures.leakedFibers,
    leaksMeasured: figures.leaksMeasured !== false,
    kinds,
    injected: figures.part === "rest" ? undefined : Object.fromEntries(kinds.map((k) => [k, injected[k]]))
  }
}

/**
 * Set while `reliability:report` runs the suites, so they do not compare themselves with the page being replaced.
 *
 * @since 0.1.0
 * @category constants
 */
export const reportRunVariable = "RELIABILITY_REPORT_RUN"

/**
 * Reads the figures recorded in a directory; fails naming the parts that are missing.
 *
 * @since 0.1.0
 * @category reading
 */
export const read = (dir: string): Results => {
  const missing = parts.filter(({ part }) => !fs.existsSync(path.join(dir, `${part}.json`)))
  if (missing.length > 0) {
    throw new Error(`no figures for ${missing.map((p) => p.part).join(", ")} in ${dir}`)
  }
  return Object.fromEntries(
    parts.map(({ part }) => [part, JSON.parse(fs.readFileSync(path.join(dir, `${part}.json`), "utf8")) as unknown])
  ) as Results
}

const main = (args: ReadonlyArray<string>): number => {
  const fromIndex = args.indexOf("--from")
  let dir: string
  if (fromIndex >= 0) {
    const given = args[fromIndex + 1]
    if (given === undefined) {
      process.stderr.write("--from needs a directory\n")
      return 2
    }
    dir = path.resolve(given)
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "effect-bybit-reliability-"))
    const root = fileURLToPath(new URL("..", import.meta.url))
    const vitest = path.join(root, "node_modules", ".bin", "vitest")
    const run = spawnSync(vitest, ["run", ...parts.map((p) => p.file)], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, RELIABILITY_OUT: dir, [reportRunVariable]: "1" }
    })
    if (run.status !== 0) {
      process.stderr.write(`the fault suite failed (exit ${run.status ?? run.signal}): ${outputPath} left as it was\n`)
      return 1
    }
  }
  fs.mkdirSync(path.dirname(outputPath), { recursive: true })
  fs.writeFileSync(outputPath, render(read(dir)))
  process.stdout.write(`wrote ${outputPath} from ${dir}\n`)
  return 0
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2))
}

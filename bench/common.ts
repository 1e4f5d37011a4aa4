/**
 * What the bench processes share: the configuration a client process is started with, the results it prints, the
 * probe that times a WebSocket run, and the statistics. Plain Node (no library import), so the raw baselines load
 * nothing they do not use.
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import { PerformanceObserver, constants as perfConstants } from "node:perf_hooks"
import * as v8 from "node:v8"

/**
 * The clients measured.
 *
 * @since 0.1.0
 * @category models
 */
export type ClientName =
  | "raw"
  | "effect-floor"
  | "effect-floor-stack"
  | "effect"
  | "effect-defaults"
  | "effect-traced"
  | "effect-promise"
  | "bybit-api"
  | "ccxt"
  | "ccxt-implicit"

/**
 * Every client, in report order.
 *
 * @since 0.1.0
 * @category constants
 */
export const clientNames: ReadonlyArray<ClientName> = [
  "raw",
  "effect-floor",
  "effect-floor-stack",
  "effect",
  "effect-defaults",
  "effect-traced",
  "effect-promise",
  "bybit-api",
  "ccxt",
  "ccxt-implicit"
]

/**
 * The suites a client process runs (one process per suite, so peak RSS belongs to one suite).
 *
 * @since 0.1.0
 * @category models
 */
export type Suite = "rest" | "ws" | "books" | "reconnect" | "replay"

/**
 * A REST scenario.
 *
 * @since 0.1.0
 * @category models
 */
export type RestKind = "sequential" | "concurrent" | "signed"

/**
 * A WebSocket book scenario: the depth, and whether a top-50 view is read after every message.
 *
 * @since 0.1.0
 * @category models
 */
export interface BookVariant {
  readonly name: string
  readonly depth: 50 | 1000
  readonly view: boolean
}

/**
 * The four book scenarios.
 *
 * @since 0.1.0
 * @category constants
 */
export const bookVariants: ReadonlyArray<BookVariant> = [
  { name: "orderbook.50", depth: 50, view: false },
  { name: "orderbook.1000", depth: 1000, view: false },
  { name: "orderbook.50 + top-50 view", depth: 50, view: true },
  { name: "orderbook.1000 + top-50 view", depth: 1000, view: true }
]

/**
 * A generated stream as the replay server describes it.
 *
 * @since 0.1.0
 * @category models
 */
export interface StreamInfo {
  readonly firstU: number
  readonly lastU: number
  readonly baseTs: number
  readonly meanBytes: number
  readonly meanLevels: number
}

/**
 * Counts of one run.
 *
 * @since 0.1.0
 * @category models
 */
export interface Counts {
  readonly sequential: number
  readonly concurrent: number
  readonly concurrency: number
  readonly signed: number
  readonly warmup: number
  readonly drops: number
  /** Pairs of rounds a traced client's timed loop is split into (`RestDriver.twin`; default 8). */
  readonly pairs?: number
  /** Each round's share of the scenario's count (default `1 / pairs`: the traced rounds add up to the count). */
  readonly pairShare?: number
}

/**
 * What a client process is started with (JSON in its first argument).
 *
 * @since 0.1.0
 * @category models
 */
export interface ClientConfig {
  readonly client: ClientName
  readonly suite: Suite
  /** The REST base the REST suite calls (the replay server, or the emulator for the emulator pass). */
  readonly rest: string
  /** The emulator: REST base, linear WebSocket URL (reconnect suite, ccxt's market load). */
  readonly emulatorRest: string
  /** The emulator's admin token (its `/__admin/*` calls need it). */
  readonly emulatorAdminToken: string
  readonly emulatorWs: string
  /** The replay server's WebSocket base (`ws://127.0.0.1:port`). */
  readonly wsBase: string
  readonly apiKey: string
  readonly apiSecret: string
  readonly lastPrice: number
  readonly counts: Counts
  readonly streams: { readonly "50": StreamInfo; readonly "1000": StreamInfo }
  readonly books: ReadonlyArray<string>
  readonly bookLastU: Readonly<Record<string, number>>
  /** Book scenarios to run (names of `bookVariants`). */
  readonly variants: ReadonlyArray<string>
  /**
   * The replay suite's book: where it is served (the replay server's `/hour` base or the replaying emulator), and
   * the receive times of the recording's snapshot and last book message (`bench/hour.ts`).
   */
  readonly replay?: ReplayTarget | undefined
}

/**
 * Where the replay suite keeps its book from.
 *
 * @since 1.1.0
 * @category models
 */
export interface ReplayTarget {
  readonly label: string
  readonly wsBase: string
  readonly firstR: number
  readonly lastR: number
}

/**
 * One timed REST scenario.
 *
 * @since 0.1.0
 * @category models
 */
export interface RestResult {
  readonly kind: RestKind
  readonly count: number
  readonly wallMs: number
  readonly cpuUs: number
  readonly p50Ms: number
  readonly p99Ms: number
  /** CPU µs per request over the warm-up that ran first (cold code: the JIT has not compiled the path yet). */
  readonly warmupCpuUsPerRequest: number
  /** The garbage collections during the timed loop (`GcCount`); absent from results saved before it was recorded. */
  readonly gc?: GcCount
  /** Spans the client's tracer ended per timed request (traced clients only). */
  readonly spansPerRequest?: number
  /**
   * The timed loop's CPU on the JavaScript thread and on the process's other threads (V8's GC helpers and
   * compilers, libuv's pool), µs (`threadCpu`: Linux only).
   */
  readonly threads?: { readonly mainUs: number; readonly otherUs: number }
  /**
   * A traced client's rounds against its untraced twin in the same process (`RestDriver.twin`): `pairs` rounds each
   * way in turns (traced, untraced, untraced, traced, ...), `count` requests per round; `cpuUs` is each round's
   * CPU, `[traced, untraced]`, and `ratio` the median over pairs of traced over untraced CPU. The row's own figures
   * (`count`, `cpuUs`, latencies) are its traced rounds together.
   */
  readonly paired?: {
    readonly pairs: number
    readonly count: number
    readonly cpuUs: ReadonlyArray<readonly [number, number]>
    readonly ratio: number
  }
}

/**
 * Garbage collections counted by a `PerformanceObserver` on `gc` entries: scavenges (minor) and mark-compacts
 * (major, incremental marking included), with their pause time in ms.
 *
 * @since 0.1.0
 * @category models
 */
export interface GcCount {
  readonly minor: number
  readonly minorMs: number
  readonly major: number
  readonly majorMs: number
}

/**
 * One timed book scenario.
 *
 * @since 0.1.0
 * @category models
 */
export interface BookResult {
  readonly variant: string
  readonly messages: number
  readonly wallMs: number
  readonly cpuUs: number
  readonly heapGrowth: number
  readonly views: number
}

/**
 * What a client process prints as its last line.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClientResult {
  readonly client: ClientName
  readonly suite: Suite
  readonly rest: ReadonlyArray<RestResult>
  readonly books: ReadonlyArray<BookResult>
  /** Reconnect samples, ms. */
  readonly reconnect: ReadonlyArray<number>
  /** The 100-book run: wall time from the start to every book at its last update id. */
  readonly manyBooks: { readonly wallMs: number } | undefined
  readonly peakRss: number
  /**
   * V8's zone memory at its peak (`peak_malloced_memory`: what its compilers allocate outside the heap while they
   * work), part of the peak RSS; absent from results saved before it was recorded.
   */
  readonly peakCompilerMemory?: number
  /**
   * V8's young generation (its new space: two semi-spaces) at its largest, read after every timed step and at the
   * end (`youngGeneration`), part of the peak RSS; absent from results saved before it was recorded.
   */
  readonly youngGeneration?: number
  readonly notes: ReadonlyArray<string>
}

/**
 * The order every client sends: limit IOC 20% under the last price, accepted and cancelled at once by the
 * emulator (nothing rests, nothing fills). The timed orders add a unique `orderLinkId` each (`signedOrders`).
 *
 * @since 0.1.0
 * @category constants
 */
export const orderParams = (lastPrice: number) => ({
  category: "linear" as const,
  symbol: "BTCUSDT",
  side: "Buy" as const,
  orderType: "Limit" as const,
  qty: "0.001",
  price: (Math.floor(lastPrice * 0.8 * 10) / 10).toFixed(1),
  timeInForce: "IOC" as const
})

/**
 * Unique `orderLinkId`s for one process (`bench-<pid>-<start>-<n>`, base 36, at most 30 characters): every client
 * sends each order with one, as the README recommends (a lost answer is then confirmed by looking the order up,
 * never re-sent blindly).
 *
 * @since 0.2.0
 * @category constants
 */
export const orderLinkIds = (): (() => string) => {
  const prefix = `bench-${process.pid.toString(36)}-${Date.now().toString(36)}-`
  let n = 0
  return () => prefix + (n++).toString(36)
}

/**
 * The signed order of every client: `orderParams` plus a fresh `orderLinkId` per call, built as an object literal
 * (no spread), as a caller writes it.
 *
 * @since 0.2.0
 * @category constants
 */
export const signedOrders = (lastPrice: number) => {
  const { price } = orderParams(lastPrice)
  const next = orderLinkIds()
  return () => ({
    category: "linear" as const,
    symbol: "BTCUSDT",
    side: "Buy" as const,
    orderType: "Limit" as const,
    qty: "0.001",
    price,
    timeInForce: "IOC" as const,
    orderLinkId: next()
  })
}

const cpuNow = (): number => {
  const c = process.cpuUsage()
  return c.user + c.system
}

const gc = (): void => {
  const collect = (globalThis as { gc?: () => void }).gc
  if (collect !== undefined) {
    collect()
    collect()
  }
}

/**
 * The heap after a full collection (the client processes run with `--expose-gc`).
 *
 * @since 0.1.0
 * @category measuring
 */
export const settledHeap = (): number => {
  gc()
  return process.memoryUsage().heapUsed
}

/**
 * Times one book run by update id: the clock starts at the first delta a client reports and stops when it reports
 * the last one; the messages counted are the ones applied in between.
 *
 * @since 0.1.0
 * @category measuring
 */
export class Probe {
  protected startedAt = 0
  protected startCpu = 0
  protected startU = 0
  protected resolve: (() => void) | undefined
  readonly finished: Promise<void>
  wallMs = 0
  cpuUs = 0
  messages = 0
  heapAfter = 0
  done = false

  constructor(
    readonly firstU: number,
    readonly lastU: number
  ) {
    this.finished = new Promise<void>((resolve) => {
      this.resolve = resolve
    })
  }

  /** Reports the update id of the book after a message (or after a coalesced view), and its `ts`. */
  seen(u: number, _ts?: number): void {
    if (this.done) return
    if (this.startU === 0) {
      if (u > this.firstU) this.start(u)
      return
    }
    if (u >= this.lastU) this.stop(u)
  }

  /** Starts the clock at the book with update id `u`. */
  protected start(u: number): void {
    this.startU = u
    this.startedAt = performance.now()
    this.startCpu = cpuNow()
  }

  /** Stops the clock at the book with update id `u`: the messages counted are the ids applied since the start. */
  protected stop(u: number): void {
    this.wallMs = performance.now() - this.startedAt
    this.cpuUs = cpuNow() - this.startCpu
    this.messages = u - this.startU
    this.done = true
    this.heapAfter = settledHeap()
    this.resolve?.()
  }
}

/**
 * Times a book by its messages' `ts` (the recording's receive times): the clock starts at the first book a client
 * reports after the recording's snapshot and stops at its last book message; the messages counted are the update ids
 * applied in between. A book from before the replay (the emulator's own market, stamped with today's time) is not
 * counted.
 *
 * @since 1.1.0
 * @category measuring
 */
export class TimeProbe extends Probe {
  constructor(
    readonly firstR: number,
    readonly lastR: number
  ) {
    super(0, Number.POSITIVE_INFINITY)
  }

  override seen(u: number, ts?: number): void {
    if (this.done || ts === undefined) return
    if (this.startU === 0) {
      if (ts > this.firstR && ts <= this.lastR) this.start(u)
      return
    }
    if (ts >= this.lastR) this.stop(u)
  }
}

/**
 * Runs `f` and reports wall time and process CPU.
 *
 * @since 0.1.0
 * @category measuring
 */
export const timed = async (f: () => Promise<void>): Promise<{ wallMs: number; cpuUs: number }> => {
  const c0 = cpuNow()
  const t0 = performance.now()
  await f()
  return { wallMs: performance.now() - t0, cpuUs: cpuNow() - c0 }
}

/**
 * The `q` quantile (0..1) of samples, nearest rank.
 *
 * @since 0.1.0
 * @category statistics
 */
export const quantile = (samples: ArrayLike<number>, q: number): number => {
  const sorted = Array.from(samples).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[rank] ?? Number.NaN
}

/**
 * The median, min and max of samples.
 *
 * @since 0.1.0
 * @category statistics
 */
export const spread = (samples: ReadonlyArray<number>) => ({
  median: quantile(samples, 0.5),
  min: samples.length === 0 ? Number.NaN : Math.min(...samples),
  max: samples.length === 0 ? Number.NaN : Math.max(...samples)
})

/**
 * Peak resident set size of this process, bytes: on Linux its own high-water mark (`VmHWM` of /proc/self/status).
 * `process.resourceUsage().maxRSS` is the fallback only: Linux carries a parent's RSS at fork over exec into the
 * child's `ru_maxrss`, so every bench process read at least bench/run.ts's own RSS (~93 MB) there, and the floor's
 * and raw's peaks were the runner's.
 *
 * @since 0.1.0
 * @category measuring
 */
export const peakRss = (): number => {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync("/proc/self/status", "utf8"))
    if (hwm?.[1] !== undefined) return Number(hwm[1]) * 1024
  } catch {
    // not Linux: the rusage figure
  }
  return process.resourceUsage().maxRSS * 1024
}

/**
 * V8's zone memory at its peak: the compilers' working memory (parsing, optimising JavaScript, tiering up
 * WebAssembly), allocated outside the heap and counted in the peak RSS while it lasts.
 *
 * @since 1.1.0
 * @category measuring
 */
export const peakCompilerMemory = (): number => v8.getHeapStatistics().peak_malloced_memory

/**
 * V8's young generation as it stands (the new space's two semi-spaces, the pages in memory). V8 starts a
 * semi-space at 1 MB and doubles it, up to 16 MB (32 MB the pair, on 64-bit Node), each time more bytes have
 * survived young collections since its last growth than a semi-space holds; it shrinks only when the process
 * allocates little or V8 reduces memory. So the size it reaches follows what survives: the long-lived objects a
 * library makes while its modules load count as much as the objects in flight at each collection, and a process near
 * a step (the Effect floor's REST process) reads either size from run to run.
 *
 * @since 1.1.0
 * @category measuring
 */
export const youngGeneration = (): number =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.physical_space_size ?? 0

/**
 * Counts the process's garbage collections from now on (a `PerformanceObserver` on `gc` entries); `read` gives the
 * count so far (entries reach the observer a tick after the collection: read after an `await`).
 *
 * @since 0.1.0
 * @category measuring
 */
export const gcCounter = (): { readonly read: () => GcCount } => {
  const count = { minor: 0, minorMs: 0, major: 0, majorMs: 0 }
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { readonly detail?: { readonly kind?: number } }).detail?.kind
      if (kind === perfConstants.NODE_PERFORMANCE_GC_MINOR) {
        count.minor++
        count.minorMs += entry.duration
      } else if (
        kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR ||
        kind === perfConstants.NODE_PERFORMANCE_GC_INCREMENTAL
      ) {
        count.major++
        count.majorMs += entry.duration
      }
    }
  })
  observer.observe({ entryTypes: ["gc"] })
  return { read: () => ({ ...count }) }
}

/**
 * The CPU time the process's threads have run so far, µs: its main (JavaScript) thread and the others together, read
 * from `/proc/self/task/<tid>/schedstat` (nanosecond run times); `undefined` where there is no such file.
 *
 * @since 0.1.0
 * @category measuring
 */
export const threadCpu = (): { readonly mainUs: number; readonly otherUs: number } | undefined => {
  try {
    let main = 0
    let other = 0
    for (const tid of fs.readdirSync("/proc/self/task")) {
      const ns = Number(fs.readFileSync(`/proc/self/task/${tid}/schedstat`, "latin1").split(" ")[0])
      if (tid === String(process.pid)) main = ns
      else other += ns
    }
    return { mainUs: main / 1000, otherUs: other / 1000 }
  } catch {
    return undefined
  }
}

/**
 * Waits `ms`.
 *
 * @since 0.1.0
 * @category measuring
 */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A REST client under test, prepared (connections warm, markets loaded).
 *
 * @since 0.1.0
 * @category models
 */
export interface RestDriver {
  /** Sends `n` requests of a kind, `concurrency` at a time, writing each latency (ms) into `latencies`. */
  readonly run: (kind: RestKind, n: number, concurrency: number, latencies: Float64Array) => Promise<void>
  readonly close: () => Promise<void>
  /** The scenarios this client runs (default all three). */
  readonly kinds?: ReadonlyArray<RestKind>
  /** Spans ended so far by the client's tracer (traced clients only). */
  readonly spans?: () => number
  /**
   * The same client without its tracer, in the same process (traced clients only): the timed loop then runs in
   * rounds, traced and untraced in turns, and the tracer's cost is read per pair of neighbouring rounds (the same
   * moment's machine load, the same process's JIT and heap) instead of across two processes run seconds apart.
   */
  readonly twin?: RestDriver
  /**
   * A client-side budget of `limit` requests per rolling `windowMs` the client keeps (effect-bybit with its
   * README defaults: the exchange's 600 requests per 5 s per IP). The timed loop then starts after a whole window
   * without requests and sends at most `limit - 10`, so no timed request waits on the budget: its figures are the
   * budget's bookkeeping, not its waits (the warm-up before it does wait).
   */
  readonly window?: { readonly limit: number; readonly windowMs: number }
  /**
   * The same client without its budget, run first through every scenario untimed: the requests the budget-off process
   * has sent before its timed signed orders (its GETs, their warm-ups, its signed warm-up), so both rows time code the
   * JIT has compiled as far. The budgeted warm-up then runs across the budget's windows, as long as the other rows';
   * while the budget's window empties before the timed loop, the process keeps sending through it.
   */
  readonly history?: RestDriver
}

/**
 * A running book subscription.
 *
 * @since 0.1.0
 * @category models
 */
export interface BookRun {
  /** Top-50 views read so far. */
  readonly views: () => number
  readonly close: () => Promise<void>
}

/**
 * One client's implementation of every suite.
 *
 * @since 0.1.0
 * @category models
 */
export interface Implementation {
  readonly rest: (config: ClientConfig) => Promise<RestDriver>
  /** Subscribes the variant's topic on the replay server and reports every applied update id to `probe`. */
  readonly book: (config: ClientConfig, variant: BookVariant, probe: Probe) => Promise<BookRun>
  /** Keeps the 100 depth-200 books until each reached its last update id. */
  readonly manyBooks: (config: ClientConfig) => Promise<{ readonly close: () => Promise<void> }>
  /** Drops the emulator's sockets `drops` times; each sample is the ms until every topic is subscribed again. */
  readonly reconnect: (config: ClientConfig, drops: number) => Promise<ReadonlyArray<number>>
}

/**
 * Runs `n` tasks, `concurrency` at a time, recording each one's latency.
 *
 * @since 0.1.0
 * @category measuring
 */
export const pool = async (
  n: number,
  concurrency: number,
  latencies: Float64Array,
  task: () => Promise<unknown>
): Promise<void> => {
  let next = 0
  const worker = async () => {
    while (next < n) {
      const i = next++
      const t0 = performance.now()
      await task()
      latencies[i] = performance.now() - t0
    }
  }
  await Promise.all(Array.from({ length: Math.min(n, concurrency) }, worker))
}

/**
 * Asks the emulator to close every WebSocket now.
 *
 * @since 0.1.0
 * @category measuring
 */
export const dropSockets = async (emulatorRest: string, adminToken: string): Promise<void> => {
  const response = await fetch(`${emulatorRest}/__admin/drop-sockets`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: "{}"
  })
  await response.text()
}

/**
 * The topics the reconnect suite subscribes on the emulator's linear stream.
 *
 * @since 0.1.0
 * @category constants
 */
export const reconnectTopics: ReadonlyArray<string> = ["orderbook.50.BTCUSDT", "publicTrade.BTCUSDT", "tickers.BTCUSDT"]

import { type ChildProcess, fork } from "node:child_process"
import * as path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ReliabilityReport from "../../scripts/reliability-report.js"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as RateBudget from "../../src/Layers/RateBudget.js"
import * as Node from "../../src/node.js"
import { plan, record } from "../Reliability/FaultRecord.js"
import { compiledOne } from "../support/Compiled.js"
import type { Message, Report } from "../support/FleetWorker.js"
import * as RedisServer from "../support/RedisServer.js"

// Four processes trade with one API key against one emulator with the exchange's real limits, their budget shared
// in Redis: the exchange never answers 10006, every order a worker placed is on the exchange exactly once, and the
// fleet gets its work done about as fast as one process holding the whole budget. A control fleet without the shared
// store draws 10006s. Then the fleet with Redis killed and restarted mid-run.
//
// No assertion here reads a clock against a fixed time, rate or share (the machine running the suite may be busy):
// every run is a count of orders, every phase of the fault run starts on what the workers report, and the one
// comparison of durations is with a reference run beside the fleet, under the same load. Durations and shares are
// reported as figures (docs/RELIABILITY.md), never asserted; `npm run bench` measures throughput.

const { processes: fleetSize, lanes, orders, slowdown, fault } = plan.fleet
const fleetOrders = orders.reduce((sum, n) => sum + n, 0)
const fleetLanes = lanes.reduce((sum, n) => sum + n, 0)
const workerFile = path.join(import.meta.dirname, "../support/FleetWorker.ts")
// Only against a hang (a worker that neither reports nor exits): forked under load, tsx takes tens of seconds to
// start a worker. Nothing is measured against it.
const hangGuardMs = 600_000
const testTimeoutMs = hangGuardMs + 60_000

let redis: RedisServer.RedisServer
const suiteStarted = Date.now()
// what each run found, for the reliability page (docs/RELIABILITY.md)
const found: {
  shared?: ReturnType<typeof check> & {
    readonly fleetMs: number
    readonly referenceMs: number
    readonly share: number
  }
  control?: ReturnType<typeof check>
  fault?: ReturnType<typeof check> & {
    readonly placedWhileDown: number
    readonly refusalsBeforeKill: number
    readonly refusalsWhileDown: number
    readonly refusalsComingBack: number
    readonly refusalsAfter: number
    readonly recoveryMs: number
  }
} = {}
// the workers run compiled (test/support/Compiled.ts): tsx would compile src again in each of them
let compiledWorker = workerFile
beforeAll(async () => {
  redis = await RedisServer.start()
  compiledWorker = await compiledOne("test/support/FleetWorker.ts")
}, 320_000)
afterAll(async () => {
  await redis?.stop()
  const { shared, control, fault: faulted } = found
  if (shared === undefined || control === undefined || faulted === undefined) return
  const percent = (x: number) => `${(x * 100).toFixed(1)} %`
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const figures = {
    part: "fleet" as const,
    title: `Fleet: ${plan.fleet.processes} processes on one API key, budget in Redis`,
    injected: { "redis-kill": 1 },
    operations: shared.placed + faulted.placed,
    recovered: faulted.placed,
    lost: shared.lost + faulted.lost,
    duplicates: shared.duplicates + faulted.duplicates,
    leakedConnections: 0,
    leakedFibers: 0,
    leaksMeasured: false,
    elapsedMs: Date.now() - suiteStarted,
    notes: {
      "orders placed (shared store)": shared.placed,
      "10006 answered (shared store)": shared.refusals,
      "the fleet's orders / the same orders from one process with the whole budget, side by side": `${seconds(shared.fleetMs)} / ${seconds(shared.referenceMs)} (${(shared.fleetMs / shared.referenceMs).toFixed(2)}×, at most ${slowdown}×)`,
      "share of the order budget used (shared store, first order to last)": percent(shared.share),
      "10006 answered without a shared store (control)": control.refusals,
      "orders placed while Redis was killed and restarted": faulted.placed,
      "orders placed while Redis was down (local 1/4 shares)": faulted.placedWhileDown,
      "10006 answered before the kill / while Redis was down (local 1/4 shares) / coming back / after": `${faulted.refusalsBeforeKill} / ${faulted.refusalsWhileDown} / ${faulted.refusalsComingBack} / ${faulted.refusalsAfter}`,
      "every process back on the shared store after Redis returned": seconds(faulted.recoveryMs)
    }
  }
  record(figures)
  // docs/RELIABILITY.md was written from a recording that agrees with this one (`npm run reliability:report`)
  if (process.env[ReliabilityReport.reportRunVariable] === undefined) {
    const page = ReliabilityReport.documented()
    expect(page, "docs/RELIABILITY.md carries no figures: run `npm run reliability:report`").toBeDefined()
    if (page !== undefined)
      expect(ReliabilityReport.stableView(figures)).toEqual(ReliabilityReport.stableView(page.fleet))
  }
})

/** One worker to fork: its id (in its orders' link ids) and its environment. */
interface WorkerSpec {
  readonly id: string
  readonly env: Readonly<Record<string, string>>
}

const workerEnv = (
  emulator: Emulator.EmulatorHandle,
  options: {
    readonly store: "redis" | "memory"
    readonly prefix: string
    readonly fleetSize: number
    readonly lanes: number
    /** Orders to send; without it the worker runs until told to stop. */
    readonly orders?: number
  }
): Record<string, string> => ({
  STORE: options.store,
  LANES: String(options.lanes),
  ...(options.orders === undefined ? {} : { ORDERS: String(options.orders) }),
  REDIS_URL: redis.url,
  REDIS_PREFIX: options.prefix,
  FLEET_SIZE: String(options.fleetSize),
  REST_URL: emulator.rest,
  WS_URL: emulator.environment.ws.linear.replace(/\/v5\/public\/linear$/, ""),
  API_KEY: emulator.apiKey,
  API_SECRET: emulator.apiSecret
})

/** A launched fleet, as the parent sees it while it runs. */
interface Fleet {
  /** When every worker had reported ready and was told to go (ms since the epoch). */
  readonly started: Promise<number>
  /** Orders placed so far, by every worker. */
  readonly total: () => number
  /** Workers whose store is degraded now, and when (parent clock) each last changed state. */
  readonly degraded: ReadonlySet<string>
  readonly changedAt: ReadonlyMap<string, number>
  /** Resolves once `condition` holds (checked on every message a worker sends). */
  readonly until: (condition: () => boolean) => Promise<void>
  /** Tells every worker to stop after the orders it is placing. */
  readonly stop: () => void
  /** Every worker's report, in launch order. */
  readonly reports: Promise<ReadonlyArray<Report>>
  readonly kill: () => void
}

// Forks the workers; once every one of them has reported ready (warmed up), tells them all to go at once.
const launch = (workers: ReadonlyArray<WorkerSpec>): Fleet => {
  const children: Array<ChildProcess> = workers.map((worker) =>
    fork(compiledWorker, [], {
      execArgv: [],
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      env: { ...process.env, ...worker.env, WORKER_ID: worker.id }
    })
  )
  const reports = new Map<string, Report>()
  const degraded = new Set<string>()
  const changedAt = new Map<string, number>()
  const waiting: Array<{ readonly condition: () => boolean; readonly resolve: () => void }> = []
  let total = 0
  let ready = 0
  let failure: Error | undefined
  let onStarted: (at: number) => void = () => {}
  let onReports: (reports: ReadonlyArray<Report>) => void = () => {}
  let onFailure: (error: Error) => void = () => {}
  const started = new Promise<number>((resolve, reject) => {
    onStarted = resolve
    const previous = onFailure
    onFailure = (error) => {
      previous(error)
      reject(error)
    }
  })
  const all = new Promise<ReadonlyArray<Report>>((resolve, reject) => {
    onReports = resolve
    const previous = onFailure
    onFailure = (error) => {
      previous(error)
      reject(error)
    }
  })
  // a failure is reported through whichever of them the test awaits
  started.catch(() => {})
  all.catch(() => {})
  const kill = () => {
    clearTimeout(guard)
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  }
  const fail = (error: Error) => {
    if (failure !== undefined) return
    failure = error
    kill()
    onFailure(error)
  }
  const guard = setTimeout(
    () => fail(new Error(`the fleet neither finished nor failed within ${hangGuardMs / 1000} s (a hang)`)),
    hangGuardMs
  )
  const wake = () => {
    for (let i = waiting.length - 1; i >= 0; i--) {
      const waiter = waiting[i]
      if (waiter?.condition()) {
        waiting.splice(i, 1)
        waiter.resolve()
      }
    }
  }
  workers.forEach((worker, i) => {
    const child = children[i]
    if (child === undefined) return
    child.on("message", (raw: unknown) => {
      if (raw === "ready") {
        if (++ready === workers.length) {
          const at = Date.now()
          for (const c of children) c.send("go")
          onStarted(at)
        }
        return
      }
      if (typeof raw !== "object" || raw === null) return
      const message = raw as Message
      if ("placed" in message) total++
      else if ("degraded" in message) {
        if (message.degraded) degraded.add(worker.id)
        else degraded.delete(worker.id)
        changedAt.set(worker.id, Date.now())
      } else if ("error" in message) fail(new Error(`worker ${worker.id} failed: ${message.error}`))
      else if ("report" in message) {
        reports.set(worker.id, message.report)
        if (reports.size === workers.length) {
          clearTimeout(guard)
          onReports(workers.flatMap((w) => reports.get(w.id) ?? []))
        }
      }
      wake()
    })
    child.on("exit", (code) => {
      if (code !== 0 && !reports.has(worker.id)) fail(new Error(`worker ${worker.id} exited with ${code}`))
    })
  })
  return {
    started,
    total: () => total,
    degraded,
    changedAt,
    until: (condition) =>
      failure !== undefined
        ? Promise.reject(failure)
        : condition()
          ? Promise.resolve()
          : new Promise<void>((resolve, reject) => {
              waiting.push({ condition, resolve })
              const previous = onFailure
              onFailure = (error) => {
                previous(error)
                reject(error)
              }
            }),
    stop: () => {
      for (const child of children) if (child.connected) child.send("stop")
    },
    reports: all,
    kill
  }
}

// A fleet for the test's scope: whatever happens, no worker outlives the test.
const launched = (workers: ReadonlyArray<WorkerSpec>) =>
  Effect.acquireRelease(
    Effect.sync(() => launch(workers)),
    (fleet) => Effect.sync(() => fleet.kill())
  )

// The account's open orders on the exchange with a fleet orderLinkId, by orderLinkId (read through the library).
const ordersAtExchange = (emulator: Emulator.EmulatorHandle, prefix: string) =>
  Effect.gen(function* () {
    const seen = new Map<string, number>()
    let cursor: string | undefined
    for (;;) {
      const page: { list: ReadonlyArray<{ orderLinkId: string }>; nextPageCursor?: string | undefined } =
        yield* Trade.getActiveOrders({
          category: "linear",
          symbol: "BTCUSDT",
          limit: 50,
          ...(cursor === undefined ? {} : { cursor })
        })
      for (const order of page.list)
        if (order.orderLinkId.startsWith(prefix)) seen.set(order.orderLinkId, (seen.get(order.orderLinkId) ?? 0) + 1)
      if (!page.nextPageCursor || page.list.length === 0) return seen as ReadonlyMap<string, number>
      cursor = page.nextPageCursor
    }
  }).pipe(
    Effect.provide(
      Bybit.layer({
        environment: emulator.environment,
        credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret }
      }).pipe(Layer.provide(Node.layer))
    )
  )

const orderLimit = RateBudget.limitFor("order/create", "linear", false)

// No order placed twice, and every order a worker placed is at the exchange, once (and no other fleet order is).
const check = (reports: ReadonlyArray<Report>, refusals: number, exchangeOrders: ReadonlyMap<string, number>) => {
  const placed = reports.flatMap((r) => r.placed)
  expect(new Set(placed).size).toBe(placed.length)
  for (const id of placed) expect(exchangeOrders.get(id), id).toBe(1)
  expect(exchangeOrders.size).toBe(placed.length)
  const lost = placed.filter((id) => exchangeOrders.get(id) === undefined).length
  const duplicates = [...exchangeOrders.values()].filter((n) => n > 1).length
  return { placed: placed.length, refusals, lost, duplicates }
}

/** From `go` to the last acknowledgement of these workers' orders, ms. */
const lastOrderMs = (reports: ReadonlyArray<Report>, startedAt: number) =>
  Math.max(...reports.flatMap((r) => r.placedAt)) - startedAt

describe("a fleet of four processes on one API key, budget in Redis", () => {
  // Usefulness without a fixed share: beside the fleet, the reference (one process with the whole budget and all of
  // the fleet's loops, on an emulator of its own, so limits of its own; the same Redis under a prefix of its own, so
  // the same work per call) places the fleet's orders, told to go at the same moment. Both do the same work from as
  // many loops, held to the same limit: on a quiet machine both take about (orders - limit) / limit seconds; a busy
  // machine slows both alike (each loop waits as long for its answers), the fleet's four processes no more than the
  // reference's one. What makes the fleet slower than the reference is its own cost of sharing: a budget that wastes
  // what it shares (units held past their window, draws serialised, or fixed 1/4 shares, which hold the first
  // worker, with half the work, to 2 orders a second) fails it.
  it.live(
    "0 × 10006, every order on the exchange once, and about as fast as one process with the whole budget",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const exchange = yield* Emulator.make({ port: 0, seed: 31 })
          const alone = yield* Emulator.make({ port: 0, seed: 34 })
          const fleet = yield* launched([
            ...orders.map((n, i) => ({
              id: String(i),
              env: workerEnv(exchange, {
                store: "redis",
                prefix: "fleet-a:",
                fleetSize,
                lanes: lanes[i] ?? 1,
                orders: n
              })
            })),
            {
              id: "ref",
              env: workerEnv(alone, {
                store: "redis",
                prefix: "fleet-r:",
                fleetSize: 1,
                lanes: fleetLanes,
                orders: fleetOrders
              })
            }
          ])
          const startedAt = yield* Effect.promise(() => fleet.started)
          const reports = yield* Effect.promise(() => fleet.reports)
          const workers = reports.filter((r) => r.id !== "ref")
          const reference = reports.filter((r) => r.id === "ref")
          const refusals = exchange.admin.rateLimits.refusals()
          const result = check(workers, refusals, yield* ordersAtExchange(exchange, "fleet-"))
          // safety: the exchange never refused the fleet, and every worker placed every order it was given
          expect(refusals).toBe(0)
          expect(workers.map((r) => r.failures)).toEqual(orders.map(() => ({})))
          expect(result.placed).toBe(fleetOrders)
          // usefulness: the fleet against the reference beside it
          const fleetMs = lastOrderMs(workers, startedAt)
          const referenceMs = lastOrderMs(reference, startedAt)
          const acks = workers.flatMap((r) => r.placedAt)
          const spanMs = Math.max(...acks) - Math.min(...acks)
          const share = result.placed / (orderLimit.limit * (1 + spanMs / orderLimit.windowMs))
          found.shared = { ...result, fleetMs, referenceMs, share }
          expect(fleetMs).toBeLessThanOrEqual(slowdown * referenceMs)
        })
      ),
    testTimeoutMs
  )

  // The control, proving the emulator's limit bites: the same fleet, the same orders and loops, with a budget in each
  // process's memory. Counted in orders, not in time: at `go` the twelve loops of four warmed-up processes send
  // twelve orders at once (no budget of its own holds any back), more than the exchange's window takes, and each
  // loop sends its next order as soon as the last is answered. For no 10006 the exchange would have to receive those
  // first twelve spread over more than a second, and then never more than ten answers' worth a second.
  it.live(
    "the control: the same fleet counting only its own calls collects 10006s",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const exchange = yield* Emulator.make({ port: 0, seed: 32 })
          const fleet = yield* launched(
            orders.map((n, i) => ({
              id: String(i),
              env: workerEnv(exchange, {
                store: "memory",
                prefix: "fleet-c:",
                fleetSize,
                lanes: lanes[i] ?? 1,
                orders: n
              })
            }))
          )
          yield* Effect.promise(() => fleet.started)
          const reports = yield* Effect.promise(() => fleet.reports)
          const refusals = exchange.admin.rateLimits.refusals()
          found.control = check(reports, refusals, yield* ordersAtExchange(exchange, "fleet-"))
          expect(refusals).toBeGreaterThan(0)
        })
      ),
    testTimeoutMs
  )

  // Every phase starts on what the workers report, counted in orders, never after a fixed time: Redis is killed once
  // the fleet placed `beforeKill` orders on the shared store; started again once every worker had fallen back to
  // its local share and the fleet had placed `whileDown` more; the run ends `settle` + `after` orders after every
  // worker was back on the shared store. How long the way back took is reported, not asserted.
  it.live(
    "Redis killed and restarted mid-run: no crash, no lost or duplicated order, no 10006 while down, the shared budget again after",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const exchange = yield* Emulator.make({ port: 0, seed: 33 })
          const fleet = yield* launched(
            orders.map((_, i) => ({
              id: String(i),
              env: workerEnv(exchange, { store: "redis", prefix: "fleet-f:", fleetSize, lanes: lanes[i] ?? 1 })
            }))
          )
          const refusals = () => exchange.admin.rateLimits.refusals()
          const until = (condition: () => boolean) => Effect.promise(() => fleet.until(condition))
          yield* Effect.promise(() => fleet.started)
          yield* until(() => fleet.total() >= fault.beforeKill)
          const atKill = refusals()
          const placedAtKill = fleet.total()
          yield* Effect.promise(() => redis.kill())
          yield* until(() => fleet.degraded.size === fleetSize && fleet.total() - placedAtKill >= fault.whileDown)
          const atRestart = refusals()
          const placedWhileDown = fleet.total() - placedAtKill
          yield* Effect.promise(() => redis.start())
          const restartedAt = Date.now()
          yield* until(() => fleet.degraded.size === 0)
          const recoveryMs = Math.max(...fleet.changedAt.values()) - restartedAt
          const placedBack = fleet.total()
          yield* until(() => fleet.total() - placedBack >= fault.settle)
          const settled = refusals()
          const placedSettled = fleet.total()
          yield* until(() => fleet.total() - placedSettled >= fault.after)
          fleet.stop()
          const reports = yield* Effect.promise(() => fleet.reports)
          const atEnd = refusals()
          const result = check(reports, atEnd, yield* ordersAtExchange(exchange, "fleet-"))
          found.fault = {
            ...result,
            placedWhileDown,
            refusalsBeforeKill: atKill,
            refusalsWhileDown: atRestart - atKill,
            refusalsComingBack: settled - atRestart,
            refusalsAfter: atEnd - settled,
            recoveryMs
          }
          // failures, if any, are typed values, never a crash: every worker reported
          expect(reports).toHaveLength(fleetSize)
          // every worker saw the outage, came back to the shared store, and was on it at the end
          for (const report of reports) {
            expect(report.degradedAt, report.id).toBeGreaterThanOrEqual(0)
            expect(report.recoveredAt, report.id).toBeGreaterThan(report.degradedAt)
            expect(report.degradedAtEnd, report.id).toBe(false)
          }
          // no 10006 while Redis was down: the local 1/4 shares, each seeded with the fleet's last shared state, kept
          // the fleet within the exchange's limit (the 10006s before the kill, coming back and after are figures)
          expect(atRestart - atKill).toBe(0)
        })
      ),
    testTimeoutMs
  )
})

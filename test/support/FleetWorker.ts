/**
 * One process of a fleet (forked by test/Redis/Fleet.test.ts): trades with the fleet's one API key through the
 * library, its rate budget in the shared Redis store, against the emulator. It says `ready` once its layers are
 * built, runs `LANES` concurrent loops of orders (and a read every third order) from `go` for `DURATION_MS`, and
 * answers with what it placed and how each failure was tagged.
 */
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import * as Schedule from "effect/Schedule"
import * as Bybit from "../../src/Bybit.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import * as RedisBudgetStore from "../../src/Redis/RedisBudgetStore.js"

/** What a worker reports. */
export interface Report {
  readonly id: string
  readonly placed: ReadonlyArray<string>
  /** When each order's acknowledgement arrived (ms since the epoch), in `placed` order. */
  readonly placedAt: ReadonlyArray<number>
  readonly failures: Readonly<Record<string, number>>
  readonly reads: number
  /** When this process's store first went degraded and when it recovered, ms after `go` (-1: never). */
  readonly degradedAt: number
  readonly recoveredAt: number
}

const env = (name: string): string => {
  const value = process.env[name]
  if (value === undefined) throw new Error(`FleetWorker: ${name} is not set`)
  return value
}

const id = env("WORKER_ID")
const lanes = Number(env("LANES"))
const durationMs = Number(env("DURATION_MS"))

const store = RedisBudgetStore.layer({
  url: env("REDIS_URL"),
  fleetSize: Number(env("FLEET_SIZE")),
  prefix: env("REDIS_PREFIX"),
  onUnavailable: "local"
})

// STORE=memory: each process counts only its own calls (the control: what a fleet gets without a shared store)
const shared = env("STORE") === "redis"

const layer = Bybit.layer({
  environment: Environment.custom({ restUrl: env("REST_URL"), wsUrl: env("WS_URL") }),
  credentials: { apiKey: env("API_KEY"), apiSecret: env("API_SECRET") },
  rateBudget: shared ? { store } : {}
}).pipe(Layer.provideMerge(store), Layer.provide(Node.layer))

const go = new Promise<void>((resolve) => process.on("message", (m) => m === "go" && resolve()))

const program = Effect.gen(function* () {
  const status = yield* RedisBudgetStore.RedisBudgetStore
  const { list } = yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
  // far below the market: the orders rest on the book
  const price = String(Math.floor(Number(list[0]?.lastPrice ?? "60000") * 0.8))
  process.send?.("ready")
  yield* Effect.promise(() => go)
  const deadline = Date.now() + durationMs
  const placed: Array<string> = []
  const placedAt: Array<number> = []
  const failures: Record<string, number> = {}
  let reads = 0
  let degradedAt = -1
  let recoveredAt = -1
  const startedAt = Date.now()
  const lane = (k: number) =>
    Effect.gen(function* () {
      for (let n = 0; Date.now() < deadline; n++) {
        const orderLinkId = `fleet-${id}-${k}-${n}`
        const result = yield* Effect.result(
          Trade.submitOrder({
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Limit",
            qty: "0.001",
            price,
            timeInForce: "PostOnly",
            orderLinkId
          })
        )
        if (Result.isSuccess(result)) {
          placed.push(orderLinkId)
          placedAt.push(Date.now())
        } else failures[result.failure._tag] = (failures[result.failure._tag] ?? 0) + 1
        if (n % 3 === 2) {
          const read = yield* Effect.result(Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT", limit: 1 }))
          if (Result.isSuccess(read)) reads++
          else failures[`read:${read.failure._tag}`] = (failures[`read:${read.failure._tag}`] ?? 0) + 1
        }
      }
    })
  // the store's status, read every 20 ms on a fiber of its own: a lane can spend a whole outage in one order (held
  // by a 10006 pause), so sampling after each order may miss it
  const watch = Effect.gen(function* () {
    const degraded = (yield* status.status).degraded
    if (degraded && degradedAt < 0) degradedAt = Date.now() - startedAt
    if (!degraded && degradedAt >= 0 && recoveredAt < 0) recoveredAt = Date.now() - startedAt
  }).pipe(Effect.repeat(Schedule.spaced("20 millis")))
  const watching = yield* Effect.forkScoped(watch)
  yield* Effect.all(
    Array.from({ length: lanes }, (_, k) => lane(k)),
    { concurrency: "unbounded", discard: true }
  )
  yield* Fiber.interrupt(watching)
  const report: Report = { id, placed, placedAt, failures, reads, degradedAt, recoveredAt }
  process.send?.({ report })
})

Effect.runPromise(program.pipe(Effect.provide(layer), Effect.scoped)).then(
  () => process.exit(0),
  (error) => {
    process.send?.({ error: String(error) })
    process.exit(1)
  }
)

/**
 * One process of a fleet (forked by test/Redis/Fleet.test.ts): trades with the fleet's one API key through the
 * library, its rate budget in the shared Redis store (`STORE=redis`) or in its own memory (`STORE=memory`), against
 * the emulator. Once its layers are built it warms up (one read and one order with a `warm-` link id, so the first
 * order after `go` does not pay for the first call's work) and says `ready`. From `go` it runs `LANES` concurrent
 * loops of orders (and a read every third order) until it has sent `ORDERS` orders, or (no `ORDERS`) until `stop`.
 * It tells the parent of every order placed (`{ placed }`) and of every change of its store's state
 * (`{ degraded, at }`), and ends with its report: what it placed, when, and how each failure was tagged.
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
  /** The link ids of the orders the exchange acknowledged, in order. */
  readonly placed: ReadonlyArray<string>
  /** When each order's acknowledgement arrived (ms since the epoch), in `placed` order. */
  readonly placedAt: ReadonlyArray<number>
  readonly failures: Readonly<Record<string, number>>
  readonly reads: number
  /** When this process's store first went degraded and when it next recovered, ms after `go` (-1: never). */
  readonly degradedAt: number
  readonly recoveredAt: number
  /** Whether the store was degraded when the worker stopped. */
  readonly degradedAtEnd: boolean
  /** Updates that ran on the local fallback (the store's own count). */
  readonly fallbacks: number
}

/** What a worker tells the parent along the way (besides `"ready"`). */
export type Message =
  | { readonly placed: string }
  /** The store's state changed: degraded or back, `at` ms after `go`. */
  | { readonly degraded: boolean; readonly at: number }
  | { readonly report: Report }
  | { readonly error: string }

const env = (name: string): string => {
  const value = process.env[name]
  if (value === undefined) throw new Error(`FleetWorker: ${name} is not set`)
  return value
}

const id = env("WORKER_ID")
const lanes = Number(env("LANES"))
// a fixed count of orders, or (unset) as many as fit until the parent says `stop`
const orders = process.env.ORDERS === undefined ? undefined : Number(process.env.ORDERS)

const store = RedisBudgetStore.layer({
  url: env("REDIS_URL"),
  fleetSize: Number(env("FLEET_SIZE")),
  prefix: env("REDIS_PREFIX"),
  // the outage the suite injects is Redis killed: a closed connection, refused at once whatever the timeout. The
  // default 250 ms would also count a Redis answer held up by this machine's load as an outage, and a fleet that
  // switches to its local shares on its own runs another test than the one asserted (a shared budget).
  timeout: "10 seconds",
  onUnavailable: "local"
})

// STORE=memory: each process counts only its own calls (the control: what a fleet gets without a shared store)
const shared = env("STORE") === "redis"

const layer = Bybit.layer({
  environment: Environment.custom({ restUrl: env("REST_URL"), wsUrl: env("WS_URL") }),
  credentials: { apiKey: env("API_KEY"), apiSecret: env("API_SECRET") },
  rateBudget: shared ? { store } : {}
}).pipe(Layer.provideMerge(store), Layer.provide(Node.layer))

const send = (message: Message) => process.send?.(message)

let stopped = false
const go = new Promise<void>((resolve) =>
  process.on("message", (m) => {
    if (m === "go") resolve()
    if (m === "stop") stopped = true
  })
)

const program = Effect.gen(function* () {
  const status = yield* RedisBudgetStore.RedisBudgetStore
  const { list } = yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
  // far below the market: the orders rest on the book
  const price = String(Math.floor(Number(list[0]?.lastPrice ?? "60000") * 0.8))
  const order = (orderLinkId: string) =>
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
  // the warm-up: every step of an order and a read runs once before `go` (under load a cold first call takes
  // seconds); its order is no fleet order (the parent counts `fleet-` link ids only)
  yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT", limit: 1 })
  yield* order(`warm-${id}`)
  process.send?.("ready")
  yield* Effect.promise(() => go)
  const placed: Array<string> = []
  const placedAt: Array<number> = []
  const failures: Record<string, number> = {}
  let reads = 0
  let degradedAt = -1
  let recoveredAt = -1
  let wasDegraded = false
  let next = 0
  const startedAt = Date.now()
  // the next order's number, while there is one to send
  const take = (): number | undefined => (stopped || (orders !== undefined && next >= orders) ? undefined : next++)
  const lane = Effect.gen(function* () {
    for (let n = take(); n !== undefined; n = take()) {
      const orderLinkId = `fleet-${id}-${n}`
      const result = yield* Effect.result(order(orderLinkId))
      if (Result.isSuccess(result)) {
        placed.push(orderLinkId)
        placedAt.push(Date.now())
        send({ placed: orderLinkId })
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
    if (degraded === wasDegraded) return
    wasDegraded = degraded
    const at = Date.now() - startedAt
    if (degraded && degradedAt < 0) degradedAt = at
    if (!degraded && degradedAt >= 0 && recoveredAt < 0) recoveredAt = at
    send({ degraded, at })
  }).pipe(Effect.repeat(Schedule.spaced("20 millis")))
  const watching = yield* Effect.forkScoped(watch)
  yield* Effect.all(
    Array.from({ length: lanes }, () => lane),
    { concurrency: "unbounded", discard: true }
  )
  yield* Fiber.interrupt(watching)
  const end = yield* status.status
  const report: Report = {
    id,
    placed,
    placedAt,
    failures,
    reads,
    degradedAt,
    recoveredAt,
    degradedAtEnd: end.degraded,
    fallbacks: end.fallbacks
  }
  send({ report })
})

Effect.runPromise(program.pipe(Effect.provide(layer), Effect.scoped)).then(
  () => process.exit(0),
  (error) => {
    send({ error: String(error) })
    process.exit(1)
  }
)

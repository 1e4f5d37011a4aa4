/**
 * One process of the "what each fast path buys" section (bench/fastPaths.ts): the client's CPU per call with one
 * REST stack, against the canned server (bench/fast-paths-server.ts), or the rate budget's steps alone. Prints one
 * JSON line.
 *
 *   node --expose-gc fast-paths-client.mjs '{"mode":"rest","variant":"shipped","rest":"http://…","calls":2000,"warmup":1000}'
 *   node --expose-gc fast-paths-client.mjs '{"mode":"budget","variant":"fast","calls":20000,"warmup":5000}'
 *
 * REST variants, each a platform layer under `Bybit.layer` (rate budget off, as the bench's REST rows):
 * - `shipped`: `NodePlatform.layer`, as the library ships (its own HTTP/1.1 client, `FastDecode`);
 * - `http-plain`: `NodePlatform.layerHttpClient`, every call through Effect's `HttpClient` (undici);
 * - `decode-plain`: `NodePlatform.layer` with Effect's Schema parser as the decoding (`Decoding.schema`).
 *
 * Budget variants: a signed call's budget steps (`hold`, `observe` of the reply's headers, `settle`) on the in-memory
 * store, `fast` as shipped (its synchronous store: `fastBudget`), `plain` the same store behind a copy of its record
 * (no synchronous `modify`: the lanes, one effect per store write). The clock is a stand-in that moves 20 ms per call
 * (the IP's 600 per 5 s never fills: no draw waits, the case the fast path is for).
 *
 * @since 1.2.0
 */
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { Bybit, Environment, Market, RateBudget, RateBudgetStore, Trade } from "../src/index.js"
import * as Node from "../src/node.js"
import * as Decoding from "../src/Schema/Decoding.js"
import { peakRss, signedOrders } from "./common.js"

/** What one process measures. */
export type FastPathsConfig =
  | {
      readonly mode: "rest"
      readonly variant: "shipped" | "http-plain" | "decode-plain"
      readonly rest: string
      readonly calls: number
      readonly warmup: number
    }
  | { readonly mode: "budget"; readonly variant: "fast" | "plain"; readonly calls: number; readonly warmup: number }

/** One process's figures: CPU µs per call by scenario. */
export interface FastPathsResult {
  readonly mode: FastPathsConfig["mode"]
  readonly variant: string
  readonly cpuUs: Readonly<Record<string, number>>
  readonly peakRss: number
}

const cpuOf = async (n: number, run: (n: number) => Promise<unknown>): Promise<number> => {
  const t0 = process.cpuUsage()
  await run(n)
  const used = process.cpuUsage(t0)
  return (used.user + used.system) / n
}

const platformOf = (variant: "shipped" | "http-plain" | "decode-plain") =>
  variant === "http-plain"
    ? Node.layerHttpClient
    : variant === "decode-plain"
      ? Layer.merge(Node.layer, Layer.succeed(Decoding.Decoding, Decoding.schema))
      : Node.layer

const rest = async (config: Extract<FastPathsConfig, { mode: "rest" }>): Promise<FastPathsResult> => {
  const layer = Bybit.layer({
    environment: Environment.custom({ restUrl: config.rest, wsUrl: "ws://127.0.0.1:1" }),
    credentials: { apiKey: "bench-key", apiSecret: "bench-secret" },
    rateBudget: false
  }).pipe(Layer.provide(platformOf(config.variant)))
  const runtime = ManagedRuntime.make(layer)
  const next = signedOrders(60_000)
  const scenarios = {
    "GET tickers, 1 row": Market.getTickers({ category: "linear", symbol: "BTCUSDT" }),
    "GET tickers, 50 rows": Market.getTickers({ category: "linear" }),
    "signed POST order/create": Effect.suspend(() => Trade.submitOrder(next()))
  } as const
  const cpuUs: Record<string, number> = {}
  for (const [name, call] of Object.entries(scenarios)) {
    const loop = (n: number) =>
      runtime.runPromise(
        Effect.gen(function* () {
          for (let i = 0; i < n; i++) yield* call
        })
      )
    await loop(config.warmup)
    cpuUs[name] = await cpuOf(config.calls, loop)
  }
  await runtime.dispose()
  return { mode: "rest", variant: config.variant, cpuUs, peakRss: peakRss() }
}

const budget = async (config: Extract<FastPathsConfig, { mode: "budget" }>): Promise<FastPathsResult> => {
  let now = Date.now()
  const clock: Clock.Clock = {
    currentTimeMillisUnsafe: () => now,
    currentTimeMillis: Effect.sync(() => now),
    currentTimeNanosUnsafe: () => BigInt(now) * 1_000_000n,
    currentTimeNanos: Effect.sync(() => BigInt(now) * 1_000_000n),
    monotonicTimeNanosUnsafe: () => BigInt(now) * 1_000_000n,
    monotonicTimeNanos: Effect.sync(() => BigInt(now) * 1_000_000n),
    sleep: (duration) =>
      Effect.sync(() => {
        now += Duration.toMillis(duration)
      })
  }
  const store = Effect.runSync(RateBudgetStore.makeMemory)
  const group = "bench"
  const service = RateBudget.makeWith(config.variant === "fast" ? store : { ...store }, {
    limits: { [group]: 1_000_000 }
  })
  const draw = { group, category: "linear", isRead: false, cost: 1, account: "bench-uid" }
  const loop = (n: number) =>
    Effect.runPromise(
      Effect.gen(function* () {
        for (let i = 0; i < n; i++) {
          now += 20
          const sentAt = yield* service.hold(draw)
          yield* service.observe(draw, { limit: 1_000_000, remaining: 999_999, resetAt: now + 1000, sentAt })
          yield* service.settle(draw, sentAt)
        }
      }).pipe(Effect.provideService(Clock.Clock, clock))
    )
  await loop(config.warmup)
  const cpuUs = { "rate budget: hold, observe, settle": await cpuOf(config.calls, loop) }
  return { mode: "budget", variant: config.variant, cpuUs, peakRss: peakRss() }
}

const config = JSON.parse(process.argv[2] ?? "{}") as FastPathsConfig
const result = await (config.mode === "rest" ? rest(config) : budget(config))
process.stdout.write(`${JSON.stringify(result)}\n`)

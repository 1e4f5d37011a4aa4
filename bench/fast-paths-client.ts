/**
 * One process of the "what each fast path buys" section (bench/fastPaths.ts): the client's CPU per call with one
 * REST stack, against the canned server (bench/fast-paths-server.ts). Prints one JSON line.
 *
 *   node --expose-gc fast-paths-client.mjs '{"mode":"rest","variant":"shipped","rest":"http://…","calls":2000,"warmup":1000}'
 *
 * REST variants, each a platform layer under `Bybit.layer` (rate budget off, as the bench's REST rows):
 * - `shipped`: `NodePlatform.layer`, as the library ships (its own HTTP/1.1 client, `FastDecode`);
 * - `http-plain`: `NodePlatform.layerHttpClient`, every call through Effect's `HttpClient` (undici);
 * - `decode-plain`: `NodePlatform.layer` with Effect's Schema parser as the decoding (`Decoding.schema`).
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { Bybit, Environment, Market, Trade } from "../src/index.js"
import * as Node from "../src/node.js"
import * as Decoding from "../src/Schema/Decoding.js"
import { peakRss, signedOrders } from "./common.js"

/** What one process measures. */
export type FastPathsConfig = {
  readonly mode: "rest"
  readonly variant: "shipped" | "http-plain" | "decode-plain"
  readonly rest: string
  readonly calls: number
  readonly warmup: number
}

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
      ? Layer.merge(Node.layer, Layer.succeed(Decoding.FastDecoding, Decoding.schema))
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

const config = JSON.parse(process.argv[2] ?? "{}") as FastPathsConfig
const result = await rest(config)
process.stdout.write(`${JSON.stringify(result)}\n`)

/**
 * A fleet runner: one process of the cluster that holds fleet sessions (effect-bybit/cluster). Start one per
 * machine (or several on one), all on the same PostgreSQL:
 *
 * ```sh
 * BYBIT_REST_URL=https://api.bybit.com BYBIT_WS_URL=wss://stream.bybit.com \
 * BYBIT_FLEET_KEYS=<apiKey>:<apiSecret>[,<apiKey>:<apiSecret>...] \
 *   npx tsx examples/fleet/runner.ts --postgres postgres://bybit@db:5432/bybit --listen 10.0.0.5:34431
 * ```
 *
 * `--listen` is the address the other processes reach this runner at. The keys stay on the runners (workers name a
 * key by its hashed identity). It prints one JSON line `{"ready":"<host:port>"}` once it has joined the cluster, and
 * runs until stopped (SIGTERM or SIGINT hand its shards over; a runner killed outright loses its shards to the
 * others once its locks expire). Its log is JSON lines on stdout: `fleet session open` and `fleet session closed`
 * (annotated with the session's `entityId`, which holds the key's hash, never the key) say where each key's session
 * lives.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as Redacted from "effect/Redacted"
import { Environment } from "effect-bybit"
import * as Cluster from "effect-bybit/cluster"

const flag = (name: string): string => {
  const at = process.argv.indexOf(`--${name}`)
  const value = at < 0 ? undefined : process.argv[at + 1]
  if (value === undefined) throw new Error(`runner: --${name} is required`)
  return value
}
const env = (name: string): string => {
  const value = process.env[name]
  if (value === undefined || value === "") throw new Error(`runner: ${name} is not set`)
  return value
}

const listen = /^(?<host>[^:]+):(?<port>\d{1,5})$/.exec(flag("listen"))
const host = listen?.groups?.host
const port = Number(listen?.groups?.port)
if (host === undefined || !(port >= 1 && port <= 65535)) throw new Error("runner: --listen is host:port (port 1-65535)")
const environment = Environment.custom({ restUrl: env("BYBIT_REST_URL"), wsUrl: env("BYBIT_WS_URL") })
const accounts = env("BYBIT_FLEET_KEYS")
  .split(",")
  .map((pair) => {
    const [apiKey, apiSecret] = pair.split(":")
    if (apiKey === undefined || apiSecret === undefined) throw new Error("runner: BYBIT_FLEET_KEYS is key:secret,...")
    return { environment, credentials: { apiKey: Redacted.make(apiKey), apiSecret: Redacted.make(apiSecret) } }
  })

const runner = Cluster.Runner.layer({
  postgres: Redacted.make(flag("postgres")),
  listen: { host, port },
  accounts
})

Effect.gen(function* () {
  yield* Layer.build(runner)
  process.stdout.write(`${JSON.stringify({ ready: `${host}:${port}` })}\n`)
  return yield* Effect.never
}).pipe(Effect.scoped, Effect.provide(Logger.layer([Logger.consoleJson])), NodeRuntime.runMain)

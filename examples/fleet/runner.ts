/**
 * A fleet runner as a program of your own: one process of the cluster that holds fleet sessions
 * (effect-bybit/cluster). The package's executable does the same with no program to write (`npx effect-bybit runner
 * --sessions`, README "From an empty folder"); start from this file to add to it. One per machine (or several on
 * one), all on the same PostgreSQL:
 *
 * ```sh
 * openssl rand -hex 32 > /etc/bybit/fleet.secret && chmod 600 /etc/bybit/fleet.secret   # once, copied to each host
 * BYBIT_REST_URL=https://api.bybit.com BYBIT_WS_URL=wss://stream.bybit.com \
 * BYBIT_FLEET_KEYS=<apiKey>:<apiSecret>[,<apiKey>:<apiSecret>...] \
 *   npx tsx examples/fleet/runner.ts --postgres postgres://bybit@db:5432/bybit --listen 10.0.0.5:34431 \
 *   --fleet-secret-file /etc/bybit/fleet.secret
 * ```
 *
 * `--listen` is the address the other processes reach this runner at, and where it listens (`127.0.0.1:PORT`, the
 * loopback, unless a host is given: a LAN address exposes the port to that network). Every connection to it must
 * prove the fleet's secret (`--fleet-secret-file`, else `EFFECT_BYBIT_FLEET_SECRET`; never on the command line):
 * TLS with a key derived from it. The keys stay on the runners (workers name a key by a keyed hash of it). It prints
 * one JSON line `{"ready":"<host:port>"}` once it has joined the cluster, and runs until stopped (SIGTERM or SIGINT
 * hand its shards over; a runner killed outright loses its shards to the others once its locks expire). Its log is
 * JSON lines on stdout: `fleet session open` and `fleet session closed` (annotated with `key`, a hash that names the
 * session in the log but cannot address it) say where each key's session lives; `fleet link refused` names a peer
 * that failed the handshake.
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as Redacted from "effect/Redacted"
import { Environment } from "effect-bybit"
import * as Cluster from "effect-bybit/cluster"

const optionalFlag = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`)
  return at < 0 ? undefined : process.argv[at + 1]
}
const flag = (name: string): string => {
  const value = optionalFlag(name)
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
  accounts,
  secretFile: optionalFlag("fleet-secret-file")
})

Effect.gen(function* () {
  yield* Layer.build(runner)
  process.stdout.write(`${JSON.stringify({ ready: `${host}:${port}` })}\n`)
  return yield* Effect.never
}).pipe(Effect.scoped, Effect.provide(Logger.layer([Logger.consoleJson])), NodeRuntime.runMain)

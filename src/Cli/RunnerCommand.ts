/**
 * `effect-bybit runner`: one process of a cluster in PostgreSQL, serving what its options name, on one port —
 * `--sessions`, the private sessions of the keys in `--keys-file FILE` or `BYBIT_FLEET_KEYS` (`key:secret`, comma
 * or newline separated; never the command line) on the exchange of `--env` or `--base-url` (what workers reach with
 * `effect-bybit worker`); `--strategy FILE` (repeatable), the sweep runs of those strategy modules (pinned by content
 * hash; what `effect-bybit sweep --postgres` sends); or both. It listens on 127.0.0.1 unless given `--host`, proves
 * the fleet's secret (`--fleet-secret-file` or `EFFECT_BYBIT_FLEET_SECRET`) to every peer, prints one JSON line
 * `{"runner":"host:port","ready":true,"serves":{…}}` once it has joined, logs JSON lines on stderr, and serves until
 * SIGTERM or SIGINT (which hand its shards over). Options that name nothing to serve, no exchange for the sessions,
 * or malformed keys print one JSON line on stderr and exit 1 before anything is joined.
 *
 * @since 2.1.0
 */
import * as fs from "node:fs"
import * as path from "node:path"
import * as Config from "effect/Config"
import * as Console from "effect/Console"
import * as CliCommand from "effect/cli/Command"
import * as Flag from "effect/cli/Flag"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as LogLevel from "effect/LogLevel"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as References from "effect/References"
import * as Result from "effect/Result"
import * as Serve from "../Cluster/Serve.js"
import type * as SessionHost from "../Cluster/SessionHost.js"
import * as SweepWorkflow from "../Cluster/SweepWorkflow.js"
import type { EnvironmentShape } from "../Layers/Environment.js"
import * as Node from "../node.js"
import {
  exchangeFlags,
  exchangeOf,
  FleetOptionsError,
  joining,
  pgLayer,
  postgresUrl,
  secretFile
} from "./ClusterFlags.js"
import * as Output from "./Output.js"

/**
 * The environment variable a runner reads its keys from when no `--keys-file` is given.
 *
 * @since 2.1.0
 * @category constants
 */
export const keysVariable = "BYBIT_FLEET_KEYS"

/**
 * The keys of `key:secret` entries (separated by commas, newlines or both; blank entries and `#` lines skipped). A
 * malformed entry is named by its place and where it came from, never by its text (it may hold a secret).
 *
 * @since 2.1.0
 * @category parsing
 */
export const parseKeys = (
  text: string,
  from: string,
  environment: EnvironmentShape
): Result.Result<ReadonlyArray<SessionHost.Account>, FleetOptionsError> => {
  const entries = text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "" && !entry.startsWith("#"))
  const accounts: Array<SessionHost.Account> = []
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(":")
    const [apiKey, apiSecret] = [entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]
    if (colon < 0 || apiKey === "" || apiSecret === "")
      return Result.fail(new FleetOptionsError({ message: `${from}: entry ${index + 1} is not key:secret` }))
    accounts.push({ environment, credentials: { apiKey: Redacted.make(apiKey), apiSecret: Redacted.make(apiSecret) } })
  }
  if (accounts.length === 0) return Result.fail(new FleetOptionsError({ message: `${from} holds no key:secret` }))
  return Result.succeed(accounts)
}

/**
 * What a runner's options ask it to serve, before anything is read or joined.
 *
 * @since 2.1.0
 * @category models
 */
export interface Asked {
  readonly sessions: boolean
  readonly strategies: ReadonlyArray<string>
  readonly env: Option.Option<"testnet" | "demo" | "live">
  readonly baseUrl: Option.Option<string>
  readonly wsUrl: Option.Option<string>
  /** The keys' text and where it came from (`--keys-file FILE`, else `BYBIT_FLEET_KEYS`), when `sessions`. */
  readonly keys: Option.Option<{ readonly text: string; readonly from: string }>
}

/**
 * What a runner serves: the sessions' accounts (none without `--sessions`) and the strategy modules (absolute
 * paths), or why the options do not say.
 *
 * @since 2.1.0
 * @category parsing
 */
export const plan = (
  asked: Asked
): Result.Result<
  { readonly accounts: ReadonlyArray<SessionHost.Account>; readonly modules: ReadonlyArray<string> },
  FleetOptionsError
> => {
  const modules = asked.strategies.map((module) => path.resolve(module))
  if (!asked.sessions) {
    if (modules.length > 0) return Result.succeed({ accounts: [], modules })
    return Result.fail(
      new FleetOptionsError({
        message: "a runner serves --sessions, --strategy FILE (repeatable), or both: give at least one"
      })
    )
  }
  const exchange = exchangeOf(asked)
  if (Result.isFailure(exchange))
    return Result.fail(new FleetOptionsError({ message: `--sessions: ${exchange.failure.message}` }))
  if (Option.isNone(asked.keys))
    return Result.fail(
      new FleetOptionsError({ message: `--sessions needs the keys: --keys-file FILE or ${keysVariable}` })
    )
  const accounts = parseKeys(asked.keys.value.text, asked.keys.value.from, exchange.success)
  return Result.map(accounts, (list) => ({ accounts: list, modules }))
}

const readKeys = (
  file: Option.Option<string>
): Effect.Effect<Option.Option<{ readonly text: string; readonly from: string }>, FleetOptionsError> =>
  Option.match(file, {
    onSome: (name) =>
      Effect.try({
        try: () => Option.some({ text: fs.readFileSync(name, "utf8"), from: `--keys-file ${name}` }),
        catch: (cause) =>
          new FleetOptionsError({
            message: `cannot read --keys-file ${name}: ${cause instanceof Error ? cause.message : String(cause)}`
          })
      }),
    onNone: () =>
      Config.option(Config.Redacted(keysVariable)).pipe(
        Effect.map(Option.map((text) => ({ text: Redacted.value(text), from: keysVariable }))),
        Effect.orElseSucceed(() => Option.none())
      )
  })

// the runner's log as JSON lines on stderr (stdout holds the ready line alone): the cluster's and the sessions' lines
// at Info and above, and where each sweep run started and finished (Debug lines of the workflow)
const jsonLines = Logger.withConsoleError(Logger.formatJson)
const stderrLogger = Layer.merge(
  Logger.layer([
    Logger.make((entry) => {
      if (LogLevel.isGreaterThanOrEqualTo(entry.logLevel, "Info") || SweepWorkflow.isRunLine(entry.message))
        jsonLines.log(entry)
    })
  ]),
  Layer.succeed(References.MinimumLogLevel, "Debug")
)

/**
 * The `runner` command.
 *
 * @since 2.1.0
 * @category commands
 */
export const command = CliCommand.make(
  "runner",
  {
    postgres: postgresUrl.pipe(
      Flag.withDescription("PostgreSQL URL of the cluster's storage (also EFFECT_BYBIT_POSTGRES_URL)")
    ),
    host: Flag.String("host").pipe(
      Flag.withDefault("127.0.0.1"),
      Flag.withDescription("Address other runners and clients reach this runner at (default 127.0.0.1)")
    ),
    port: Flag.Int("port").pipe(
      // the port is the address the runner registers for the others to reach: 0 (any free one) would not do
      Flag.filter(
        (n) => n >= 1 && n <= 65535,
        (n) => `--port must be 1 to 65535, got ${n}`
      ),
      Flag.withDescription("Port this runner listens on")
    ),
    sessions: Flag.Boolean("sessions").pipe(
      Flag.withDefault(false),
      Flag.withDescription(
        `Serve the private sessions of the keys in --keys-file or ${keysVariable} (key:secret,…) on --env or --base-url`
      )
    ),
    keysFile: Flag.String("keys-file").pipe(
      Flag.optional,
      Flag.withDescription(`File of key:secret lines, for --sessions (else ${keysVariable})`)
    ),
    ...exchangeFlags,
    strategy: Flag.String("strategy").pipe(
      Flag.atLeast(0),
      Flag.withDescription(
        "Strategy module whose sweep runs this runner serves (repeatable): pinned by its content hash at start"
      )
    ),
    secretFile
  },
  (options) =>
    Effect.gen(function* () {
      const keys = options.sessions ? yield* readKeys(options.keysFile) : Option.none()
      const served = yield* Effect.fromResult(plan({ ...options, strategies: options.strategy, keys }))
      const serving = joining(
        Serve.layer(
          {
            listen: { host: options.host, port: options.port },
            accounts: served.accounts,
            modules: served.modules,
            secretFile: Option.getOrUndefined(options.secretFile)
          },
          Node.layer
        ).pipe(Layer.provide(pgLayer(options.postgres)))
      )
      const ready = {
        runner: `${options.host}:${options.port}`,
        ready: true,
        serves: { sessions: served.accounts.length, strategies: served.modules.length }
      }
      yield* Layer.launch(Layer.effectDiscard(Console.log(Output.json(ready, 0))).pipe(Layer.provide(serving)))
    }).pipe(
      Effect.tapError((error) => Console.error(Output.error(error, 0))),
      Effect.provide(stderrLogger)
    )
).pipe(
  CliCommand.withDescription(
    "Serve key sessions (--sessions) and/or sweep runs (--strategy FILE) as a runner of the cluster at --postgres"
  )
)

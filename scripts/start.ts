/**
 * `npm start`: starts the embedded emulator and the React app together and prints the URL to open. Ctrl-C closes
 * everything. The app is the production build (scripts/AppBuild.ts: built on the first start and again whenever the
 * sources of react-app/ or the library's src/ changed, precompressed), served compressed with cache headers
 * (scripts/StaticFiles.ts). `npm run dev` is the same with `--dev`: Vite's dev server, with hot reload.
 *
 *   --port N   port of the app (0 = any free port; default 5173, or a free one when 5173 is taken)
 *   --dev      serve through Vite's dev server instead of the production build
 *   --seed N   seed of the emulator (default 1)
 *   --replay FILES  replay these recording files (comma-separated) instead of the seeded market; the app then shows
 *              the replay bar (play, pause, speed, equity)
 *   --speed N|max   the replay's speed (default 1)
 *   --allow-host NAMES  host names answered beside localhost, 127.0.0.1 and [::1] (comma-separated; repeatable);
 *              a request naming any other in its Host header is answered 421 (`HostCheck`)
 *   --help     this text
 *
 * @since 0.1.0
 */
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import * as Replay from "../src/Emulator/market/Replay.js"
import * as ReplayStatus from "../src/Emulator/market/ReplayStatus.js"
import * as Reader from "../src/Recording/Reader.js"
import * as AppBuild from "./AppBuild.js"
import * as AppServer from "./AppServer.js"

const usage = `Usage: npm start -- [--port N] [--dev] [--seed N] [--replay FILES [--speed N|max]] [--allow-host NAMES]

Starts the local Bybit emulator and the effect-bybit React app on 127.0.0.1: the app's production build (built
on the first start and whenever its sources changed), or with --dev (\`npm run dev\`) Vite's dev server.

  --port N   port of the app (0 = any free port; default 5173, or a free one when it is taken)
  --dev      serve through Vite's dev server (hot reload) instead of the production build
  --seed N   seed of the emulator's accounts, keys and market (default 1)
  --replay FILES  replay recording files (comma-separated, in order) instead of the seeded market; the app shows
             a replay bar (play, pause, speed, progress, equity curve)
  --speed N|max   how fast to replay: 1 is real time, N times as fast, max as fast as it is consumed (default 1)
  --allow-host NAMES  host names to answer beside localhost, 127.0.0.1 and [::1] (comma-separated); a request
             naming any other in its Host header is answered 421 Misdirected Request (no DNS rebinding)
  --help     show this help`

const defaultPort = 5173

/**
 * A command line the script does not understand.
 *
 * @since 0.1.0
 * @category errors
 */
class UsageError extends Schema.TaggedError<UsageError>()("UsageError", { message: Schema.String }) {}

interface Args {
  readonly port: number | undefined
  readonly dev: boolean
  readonly seed: number
  readonly replay: ReadonlyArray<string>
  readonly speed: Replay.Speed
  readonly allowedHosts: ReadonlyArray<string>
  readonly help: boolean
}

const parse = (argv: ReadonlyArray<string>): Effect.Effect<Args, UsageError> =>
  Effect.gen(function* () {
    let port: number | undefined
    let dev = false
    let seed = 1
    let replay: ReadonlyArray<string> = []
    let speed: Replay.Speed = 1
    let allowedHosts: Array<string> = []
    let help = false
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i] ?? ""
      const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split("=", 2) : [arg, undefined]
      const value = (): Effect.Effect<number, UsageError> => {
        const text = inline ?? argv[++i]
        const n = text === undefined ? Number.NaN : Number(text)
        return Number.isInteger(n) && n >= 0
          ? Effect.succeed(n)
          : Effect.fail(new UsageError({ message: `${flag} needs a non-negative integer, got ${text ?? "nothing"}` }))
      }
      switch (flag) {
        case "--port":
          port = yield* value()
          if (port > 65535) return yield* new UsageError({ message: `--port must be at most 65535, got ${port}` })
          break
        case "--seed":
          seed = yield* value()
          break
        case "--replay": {
          const text = inline ?? argv[++i] ?? ""
          replay = text.split(",").filter((file) => file !== "")
          if (replay.length === 0) return yield* new UsageError({ message: "--replay needs recording files" })
          break
        }
        case "--speed": {
          const text = inline ?? argv[++i]
          const chosen = text === "max" ? "max" : Number(text)
          if (!ReplayStatus.isSpeed(chosen))
            return yield* new UsageError({
              message: `--speed needs a positive number or max, got ${text ?? "nothing"}`
            })
          speed = chosen
          break
        }
        case "--allow-host": {
          const names = (inline ?? argv[++i] ?? "").split(",").filter((name) => name !== "")
          if (names.length === 0) return yield* new UsageError({ message: "--allow-host needs host names" })
          allowedHosts = [...allowedHosts, ...names]
          break
        }
        case "--dev":
          dev = true
          break
        // the production build is the default now; the old flag still names it
        case "--prod":
          dev = false
          break
        case "--help":
        case "-h":
          help = true
          break
        default:
          return yield* new UsageError({ message: `unknown option ${arg}` })
      }
    }
    return { port, dev, seed, replay, speed, allowedHosts, help }
  })

// the build of the current sources: from the cache, or built now (a few seconds) when they changed
const prepareBuild = Effect.gen(function* () {
  const cached = AppBuild.isBuilt()
  if (!cached) yield* Console.log("building the app (first start, or its sources changed)…")
  const started = Date.now()
  const built = yield* Effect.tryPromise({
    try: () => AppBuild.builtApp(),
    catch: (cause) => new AppServer.AppServerError({ message: "the app's production build failed", cause })
  })
  if (!cached) yield* Console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return built.dir
})

const program = Effect.gen(function* () {
  const args = yield* parse(process.argv.slice(2))
  if (args.help) return yield* Console.log(usage)
  const distDir = args.dev ? undefined : yield* prepareBuild
  const options = (port: number): AppServer.Options => ({
    mode: args.dev ? "dev" : "prod",
    port,
    seed: args.seed,
    distDir,
    allowedHosts: args.allowedHosts,
    // recordings, Tardis.dev and Bybit history files, as the emulator command reads them (a cut file: up to the cut)
    ...(args.replay.length === 0
      ? {}
      : {
          market: Replay.from(
            Reader.read(args.replay, { truncated: "gap" }).pipe(Stream.provide(NodeFileSystem.layer)),
            { speed: args.speed }
          )
        })
  })
  // an explicit --port must be honoured; the default one gives way to a free port
  const app = yield* args.port === undefined
    ? AppServer.make(options(defaultPort)).pipe(
        Effect.catchTag("AppServerError", (e) =>
          e.message.includes("cannot listen") ? AppServer.make(options(0)) : Effect.fail(e)
        )
      )
    : AppServer.make(options(args.port))
  yield* Console.log(
    [
      `effect-bybit app: ${app.url}`,
      `emulator:         ${app.url}emulator (port ${app.emulator.port}; demo key ${app.emulator.apiKey})`,
      // the page's replay controls get the token from this server; a script calling the admin API directly needs it
      `admin API:        ${app.emulator.adminUrl("<op>")} (Authorization: Bearer ${Redacted.value(app.emulator.adminToken)})`,
      `mode:             ${app.mode === "dev" ? "dev (Vite, hot reload)" : `production build (${distDir ?? ""})`}`,
      "Ctrl-C stops both."
    ].join("\n")
  )
  return yield* Effect.never
}).pipe(
  Effect.scoped,
  Effect.catchTag("UsageError", (e) =>
    Effect.andThen(
      Console.error(`${e.message}\n\n${usage}`),
      Effect.sync(() => {
        process.exitCode = 2
      })
    )
  )
)

NodeRuntime.runMain(program)

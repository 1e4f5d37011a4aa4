/**
 * `npm run emulator`: starts the embedded Bybit V5 exchange on 127.0.0.1 and prints where it listens and the demo
 * credentials, then runs until interrupted (Ctrl-C closes every socket).
 *
 *   --port N   port to listen on (0 = any free port; default 0)
 *   --seed N   seed of accounts, keys and the market walk (default 1)
 *   --json     print one JSON object instead: rest, ws {spot, linear, inverse, option, private, trade}, apiKey,
 *              apiSecret, rsa {apiKey, privateKeyPem}
 *   --help     this text
 *
 * @since 0.1.0
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as Emulator from "../src/Emulator/Emulator.js"

const usage = `Usage: npm run emulator -- [--port N] [--seed N] [--json]

Starts the local Bybit V5 emulator (REST + WebSocket) on 127.0.0.1.

  --port N   port to listen on (0 = any free port; default 0)
  --seed N   seed of accounts, API keys and the market walk (default 1)
  --json     print one JSON object: rest, ws {spot, linear, inverse, option, private, trade},
             apiKey, apiSecret, rsa {apiKey, privateKeyPem}
  --help     show this help`

/**
 * A command line the script does not understand.
 *
 * @since 0.1.0
 * @category errors
 */
class UsageError extends Schema.TaggedError<UsageError>()("UsageError", { message: Schema.String }) {}

interface Args {
  readonly port: number
  readonly seed: number
  readonly json: boolean
  readonly help: boolean
}

const parse = (argv: ReadonlyArray<string>): Effect.Effect<Args, UsageError> =>
  Effect.gen(function* () {
    let port = 0
    let seed = 1
    let json = false
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
        case "--json":
          json = true
          break
        case "--help":
        case "-h":
          help = true
          break
        default:
          return yield* new UsageError({ message: `unknown option ${arg}` })
      }
    }
    return { port, seed, json, help }
  })

const banner = (h: Emulator.EmulatorHandle): string =>
  [
    `REST             ${h.rest}`,
    `WS public spot   ${h.ws.spot}`,
    `WS public linear ${h.ws.linear}`,
    `WS public inverse ${h.ws.inverse}`,
    `WS public option ${h.ws.option}`,
    `WS private       ${h.ws.private}`,
    `WS trade         ${h.ws.trade}`,
    `API key          ${h.apiKey}`,
    `API secret       ${h.apiSecret}`,
    `RSA API key      ${h.rsa.apiKey}`,
    `RSA private key (PKCS#8 PEM):`,
    h.rsa.privateKeyPem.trimEnd()
  ].join("\n")

const program = Effect.gen(function* () {
  const args = yield* parse(process.argv.slice(2))
  if (args.help) return yield* Console.log(usage)
  const handle = yield* Emulator.make({ port: args.port, seed: args.seed })
  yield* Console.log(
    args.json
      ? JSON.stringify({
          rest: handle.rest,
          ws: handle.ws,
          apiKey: handle.apiKey,
          apiSecret: handle.apiSecret,
          rsa: handle.rsa
        })
      : banner(handle)
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

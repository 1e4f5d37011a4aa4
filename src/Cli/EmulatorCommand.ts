/**
 * `effect-bybit emulator`: the embedded Bybit V5 exchange as a process, for a bot in any language. It prints one JSON
 * line (the REST URL, the WebSocket URL of every market, private and trade, and the API keys it made) and one line for
 * a person, then serves until SIGINT or SIGTERM, when every socket is closed and the process exits with 0.
 *
 * @since 0.1.0
 */
import * as Console from "effect/Console"
import * as CliCommand from "effect/cli/Command"
import * as Flag from "effect/cli/Flag"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Emulator from "../Emulator/Emulator.js"
import * as Replay from "../Emulator/market/Replay.js"
import * as Output from "./Output.js"
import * as ReplayFiles from "./ReplayFiles.js"

/**
 * The command's settings, as parsed from its flags. `--accounts FILE` and `--state FILE` become fields here and
 * options of `Emulator.make` in `emulatorOptions`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Settings {
  readonly port: number
  readonly host: string
  readonly seed: number
  /** Recording files to replay instead of the seeded market (`--replay a.jsonl.gz,b.jsonl.gz`). */
  readonly replay?: ReadonlyArray<string> | undefined
  /** How fast to replay (`--speed N|max`, default 1). */
  readonly speed?: Replay.Speed | undefined
}

/**
 * What the first line says: where the exchange listens and the keys it made (fixtures of the seed, not secrets).
 *
 * @since 0.1.0
 * @category models
 */
export interface Ready {
  readonly rest: string
  readonly ws: Emulator.WsUrls
  readonly uid: string
  readonly apiKey: string
  readonly apiSecret: string
  readonly rsa: { readonly apiKey: string; readonly privateKeyPem: string }
  readonly host: string
  readonly port: number
  readonly seed: number
}

const isLoopback = (host: string): boolean => host === "localhost" || /^127\.\d+\.\d+\.\d+$/.test(host)

const port = Flag.Int("port").pipe(
  Flag.filter(
    (n) => n >= 0 && n <= 65535,
    (n) => `--port must be 0 to 65535, got ${n}`
  ),
  Flag.withDefault(0),
  Flag.withDescription("Port to listen on; 0 picks a free one (default 0)")
)
const host = Flag.String("host").pipe(
  // the printed URLs are `scheme://host:port`, which an IPv6 literal would need brackets for
  Flag.filter(
    (h) => h.length > 0 && !h.includes(":") && !h.includes("/"),
    (h) => `--host must be an IPv4 address or a host name, got "${h}"`
  ),
  Flag.withDefault("127.0.0.1"),
  Flag.withDescription(
    "Interface to listen on (default 127.0.0.1); one beyond the loopback is reachable from other machines"
  )
)
const seed = Flag.Int("seed").pipe(
  Flag.filter(
    (n) => n >= 0,
    (n) => `--seed must be a non-negative integer, got ${n}`
  ),
  Flag.withDefault(1),
  Flag.withDescription("Seed of the accounts, API keys and market walk (default 1)")
)

const replay = Flag.String("replay").pipe(
  Flag.map((list) => list.split(",").filter((f) => f !== "")),
  Flag.optional,
  Flag.map((o) => (o._tag === "Some" ? o.value : undefined)),
  Flag.withDescription("Replay these recording files (comma-separated, in order) instead of the seeded market")
)
const speed = Flag.String("speed").pipe(
  Flag.filterMap(
    (text): Option.Option<Replay.Speed> =>
      text === "max" ? Option.some("max") : Number(text) > 0 ? Option.some(Number(text)) : Option.none(),
    (text) => `--speed must be a positive number or max, got "${text}"`
  ),
  Flag.withDefault<Replay.Speed>(1),
  Flag.withDescription("Replay speed: 1 is real time, N is N times as fast, max as fast as it is consumed (default 1)")
)

/**
 * The `Emulator.make` options of the settings.
 *
 * @since 0.1.0
 * @category constructors
 */
export const emulatorOptions = (settings: Settings): Emulator.Options => ({
  port: settings.port,
  seed: settings.seed,
  // another interface than the loopback is the user's explicit `--host`
  host: settings.host,
  ...(settings.replay === undefined || settings.replay.length === 0
    ? {}
    : { market: Replay.from(ReplayFiles.lines(settings.replay), { speed: settings.speed ?? 1 }) })
})

/**
 * The first line's content for a running emulator.
 *
 * @since 0.1.0
 * @category rendering
 */
export const ready = (settings: Settings, handle: Emulator.EmulatorHandle): Ready => ({
  rest: handle.rest,
  ws: handle.ws,
  uid: handle.uid,
  apiKey: handle.apiKey,
  apiSecret: handle.apiSecret,
  rsa: handle.rsa,
  host: settings.host,
  port: handle.port,
  seed: settings.seed
})

/**
 * The second line, for a person.
 *
 * @since 0.1.0
 * @category rendering
 */
export const banner = (settings: Settings, handle: Emulator.EmulatorHandle): string =>
  `Bybit V5 emulator on ${handle.rest} (REST and WebSocket, seed ${settings.seed}, API key ${handle.apiKey})` +
  (isLoopback(settings.host) ? "" : ` — listening on ${settings.host}, reachable from other machines`) +
  "; Ctrl-C stops it"

/**
 * Starts the emulator and serves until the fiber is interrupted (the runtime does so on SIGINT and SIGTERM); the
 * scope's close shuts every server and socket. A failure to start (the port taken) is printed as JSON on stderr.
 *
 * @since 0.1.0
 * @category commands
 */
export const serve = (settings: Settings): Effect.Effect<never, Emulator.EmulatorError> =>
  Effect.scoped(
    Effect.gen(function* () {
      const handle = yield* Emulator.make(emulatorOptions(settings))
      yield* Console.log(JSON.stringify(ready(settings, handle)))
      yield* Console.log(banner(settings, handle))
      return yield* Effect.never
    })
  ).pipe(Effect.tapError((error) => Console.error(Output.error(error))))

/**
 * `effect-bybit emulator [--port N] [--host H] [--seed N] [--replay FILES [--speed N|max]]`.
 *
 * @since 0.1.0
 * @category commands
 */
export const command = CliCommand.make("emulator", { port, host, seed, replay, speed }, serve).pipe(
  CliCommand.withDescription(
    "Run a local Bybit V5 exchange (REST and WebSocket) for any client; prints its URLs and keys as one JSON line"
  )
)

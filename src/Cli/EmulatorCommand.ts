/**
 * `effect-bybit emulator`: the embedded Bybit V5 exchange as a process, for a bot in any language. It prints one JSON
 * line (the REST URL, the WebSocket URL of every market, private and trade, the API keys it made and the admin API's
 * token) and one line for a person, then serves until SIGINT or SIGTERM, when every socket is closed and the process exits with 0. With
 * `--state FILE` it starts from FILE when it exists and saves its state there on SIGINT or SIGTERM (see
 * `SavedState`). With `--replay FILES` it serves only once the recording's first line is in; a file it cannot read
 * stops it with exit status 1 and the `RecordingError` as one JSON line on stderr (before the ready line when the
 * error comes before the first line), never the seeded market instead.
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import * as Config from "effect/Config"
import * as Console from "effect/Console"
import * as CliCommand from "effect/cli/Command"
import * as Flag from "effect/cli/Flag"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as FileSystem from "effect/FileSystem"
import * as Logger from "effect/Logger"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Stream from "effect/Stream"
import * as Emulator from "../Emulator/Emulator.js"
import * as Replay from "../Emulator/market/Replay.js"
import * as ReportTable from "../Emulator/ReportTable.js"
import * as SavedState from "../Emulator/SavedState.js"
import * as Reader from "../Recording/Reader.js"
import * as Output from "./Output.js"
import * as ReplayFlags from "./ReplayFlags.js"

/**
 * The command's settings, as parsed from its flags. `--accounts FILE` and `--state FILE` become fields here and
 * options of `Emulator.make` in `emulatorOptions`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Settings extends ReplayFlags.Settings {
  readonly port: number
  readonly host: string
  readonly seed: number
  /** `--accounts FILE`: the accounts described in a JSON file (`AccountsDescription`), read when it starts. */
  readonly accounts?: Option.Option<string> | undefined
  /**
   * `--state FILE`: where the state is loaded from at start (when the file exists) and saved to: every `saveEvery`,
   * on `POST /__admin/save` and at the end. A target that cannot be written is refused at start.
   */
  readonly state?: string | undefined
  /** `--save-every DURATION`: the period of the saves to `--state` (default 30 s; zero for none between). */
  readonly saveEvery?: Duration.Duration | undefined
  /** Recording files to replay instead of the seeded market (`--replay a.jsonl.gz,b.jsonl.gz`). */
  readonly replay?: ReadonlyArray<string> | undefined
  /** How fast to replay (`--speed N|max`, default 1). */
  readonly speed?: Replay.Speed | undefined
  /**
   * A replayed file cut short (`--truncated gap|fail`, default `gap`): read as a gap (its whole lines, a warning, then
   * the next file), or the replay stops at the cut (see `Reader.Options`).
   */
  readonly truncated?: "gap" | "fail" | undefined
  /**
   * `--max-line-bytes N`: the longest line of a replayed file (default `Reader.defaultMaxLineBytes`, 16 MiB); a longer
   * one stops the replay with a `RecordingError` naming the file and the line.
   */
  readonly maxLineBytes?: number | undefined
  /**
   * `--rsa-private-key`: print the private key of the emulator's own RSA pair on the first line (it is never printed
   * otherwise: a key on that pair can only sign with it, and a private key is not written anywhere unasked).
   */
  readonly rsaPrivateKey?: boolean | undefined
  /** `--report FILE`: where the reports are written as JSON (when a replay ends, and when it stops). */
  readonly report?: string | undefined
  /**
   * `EFFECT_BYBIT_ADMIN_TOKEN` (or the deprecated `--admin-token`, which shows in `ps`): the admin API's token; a
   * random one for each start when neither it nor `adminTokenFile` is given (printed in the first line as
   * `adminToken`).
   */
  readonly adminToken?: Redacted.Redacted<string> | undefined
  /**
   * `--admin-token-file FILE`: the admin API's token read from FILE (one trailing newline dropped; a warning on
   * stderr when other users can read FILE); never with `adminToken`.
   */
  readonly adminTokenFile?: string | undefined
  /** `--admin-remote`: the admin API answers peers beyond the loopback too (the token is still required). */
  readonly adminRemote?: boolean | undefined
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
  /** The first key's secret when the emulator generated it (a secret the accounts file gave is not repeated). */
  readonly apiSecret?: string
  /**
   * The RSA key on the emulator's own pair, when an opened account has one (the default accounts do); its private key
   * (PKCS#8 PEM) only with `--rsa-private-key`.
   */
  readonly rsa?: { readonly apiKey: string; readonly privateKeyPem?: string }
  readonly host: string
  readonly port: number
  readonly seed: number
  /** Every account it opened (users and their sub-accounts) with its keys; generated secrets only. */
  readonly accounts: ReadonlyArray<Emulator.OpenedUser>
  /**
   * The token `/__admin/*` requires (`Authorization: Bearer <adminToken>`), when the emulator made it (a token given
   * with `--admin-token` is not repeated).
   */
  readonly adminToken?: string
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
const accounts = Flag.File("accounts").pipe(
  Flag.optional,
  Flag.withDescription("JSON file describing the accounts to open (users, sub-accounts, keys, balances, modes)")
)

/**
 * The description in an accounts file, parsed as JSON (it is decoded by `Emulator.make`); a file that cannot be read
 * or is not JSON fails naming it.
 *
 * @since 1.1.0
 * @category constructors
 */
export const readAccounts = (file: string): Effect.Effect<unknown, Emulator.EmulatorError, FileSystem.FileSystem> =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem
    const text = yield* fs
      .readFileString(file)
      .pipe(
        Effect.mapError(
          (cause) =>
            new Emulator.EmulatorError({ message: `cannot read the accounts file ${file}: ${cause.message}`, cause })
        )
      )
    return yield* Effect.try({
      try: (): unknown => JSON.parse(text),
      catch: (cause) =>
        new Emulator.EmulatorError({
          message: `the accounts file ${file} is not JSON: ${cause instanceof Error ? cause.message : String(cause)}`,
          cause
        })
    })
  })

const rsaPrivateKey = Flag.Boolean("rsa-private-key").pipe(
  Flag.withDefault(false),
  Flag.withDescription(
    "Print the private key (PEM) of the RSA key on the emulator's own pair in the first line (never printed otherwise)"
  )
)

// The environment's token is read apart from the flag's: only a token on the command line is warned about.
const adminToken = Flag.Redacted("admin-token").pipe(
  Flag.optional,
  Flag.withDescription(
    "Deprecated: shows in ps and the shell's history; use --admin-token-file or EFFECT_BYBIT_ADMIN_TOKEN. The token " +
      "the admin API (/__admin/*) requires as Authorization: Bearer <token> (16 to 256 visible ASCII characters)"
  )
)
const adminTokenFile = Flag.String("admin-token-file").pipe(
  Flag.optional,
  Flag.withDescription(
    "File holding the token the admin API (/__admin/*) requires as Authorization: Bearer <token> (16 to 256 visible " +
      "ASCII characters, one trailing newline dropped; or EFFECT_BYBIT_ADMIN_TOKEN); a random one for each start, " +
      "printed in the first line, when neither is given"
  )
)

/**
 * The warning `--admin-token` prints: a token on the command line shows in `ps` to every user of the machine.
 *
 * @since 1.2.0
 * @category rendering
 */
export const adminTokenWarning =
  "--admin-token shows the token in ps and the shell's history; give it with --admin-token-file FILE or " +
  "EFFECT_BYBIT_ADMIN_TOKEN instead (--admin-token still works)"

// The token of the settings: the file's (never beside another), or the one given, or none (a fresh one).
const adminTokenOf = (
  settings: Settings
): Effect.Effect<Redacted.Redacted<string> | undefined, Emulator.EmulatorError, FileSystem.FileSystem> => {
  const file = settings.adminTokenFile
  if (file === undefined) return Effect.succeed(settings.adminToken)
  if (settings.adminToken !== undefined)
    return Effect.fail(
      new Emulator.EmulatorError({
        message: "--admin-token-file and --admin-token both give the admin token: give one",
        cause: undefined
      })
    )
  return Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem
    const text = yield* fs
      .readFileString(file)
      .pipe(
        Effect.mapError(
          (cause) =>
            new Emulator.EmulatorError({ message: `cannot read the admin token file ${file}: ${cause.message}`, cause })
        )
      )
    // a token other users can read is no secret: said, not refused (the file is the user's to fix)
    const mode = yield* Effect.orElseSucceed(
      Effect.map(fs.stat(file), (info) => info.mode & 0o077),
      () => 0
    )
    if (mode !== 0)
      yield* Effect.logWarning(
        `the admin token file ${file} can be read by other users of the machine (mode ${((mode | 0o600) & 0o777).toString(8)}): chmod 600 it`
      )
    return Redacted.make(text.replace(/\r?\n$/, ""))
  })
}
const adminRemote = Flag.Boolean("admin-remote").pipe(
  Flag.withDefault(false),
  Flag.withDescription(
    "Let the admin API answer peers beyond the loopback (it answers 127.0.0.0/8 and ::1 only by default; the token " +
      "is still required)"
  )
)

const state = Flag.String("state").pipe(
  Flag.optional,
  Flag.withDescription(
    "State file (mode 0600): loaded at start when it exists (its seed wins over --seed), saved every --save-every, on POST /__admin/save and on SIGINT or SIGTERM"
  )
)

/**
 * A period as `--save-every` takes it: `30s`, `5m`, `1h`, `500ms`, a bare number of seconds, or `0`/`off` for none.
 *
 * @since 1.2.0
 * @category parsing
 */
export const parsePeriod = (text: string): Option.Option<Duration.Duration> => {
  if (text === "off") return Option.some(Duration.zero)
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim())
  if (m === null) return Option.none()
  const n = Number(m[1])
  const unit = m[2] ?? "s"
  return Option.some(Duration.millis(n * { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 }[unit as "ms" | "s" | "m" | "h"]))
}

const saveEvery = Flag.String("save-every").pipe(
  Flag.filterMap(
    parsePeriod,
    (text) => `--save-every must be a duration such as 30s, 5m or 1h, or 0/off, got "${text}"`
  ),
  Flag.withDefault(Duration.seconds(30)),
  Flag.withDescription("How often the state is saved to --state (default 30s; 0 or off: only on request and at stop)")
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

// A recorder that crashed leaves a file without its end line; that is common, so the default replays it (loudly).
const truncated = Flag.Literals("truncated", ["gap", "fail"]).pipe(
  Flag.withDefault<"gap" | "fail">("gap"),
  Flag.withDescription(
    "A replayed file cut short (a recorder that crashed): gap (default) replays its whole lines, warns on stderr and " +
      "goes on as after a reconnect; fail stops the replay at the cut"
  )
)

const maxLineBytes = Flag.Int("max-line-bytes").pipe(
  Flag.filter(
    (n) => n > 0,
    (n) => `--max-line-bytes must be a positive number of bytes, got ${n}`
  ),
  Flag.withDefault(Reader.defaultMaxLineBytes),
  Flag.withDescription(
    `The longest line a replayed file may hold, in bytes (default ${Reader.defaultMaxLineBytes}, 16 MiB); a longer ` +
      "one stops the replay with an error naming the file and the line"
  )
)

const report = Flag.String("report").pipe(
  Flag.optional,
  Flag.withDescription(
    "Write the paper-trading reports (every account that traded) to this JSON file when a replay ends and on stop; " +
      "the table goes to stderr either way during a replay"
  )
)

/**
 * The reports of the accounts that traded (the first account's when none did), printed as tables on stderr and,
 * with `--report FILE`, written to FILE as JSON (an array, one report per account). `why` heads the tables.
 *
 * @since 1.1.0
 * @category rendering
 */
export const printReports = (
  handle: Emulator.EmulatorHandle,
  why: string,
  file: string | undefined
): Effect.Effect<void, never, FileSystem.FileSystem> =>
  Effect.gen(function* () {
    const uids = handle.accounts.flatMap((user) => [user.uid, ...user.subAccounts.map((sub) => sub.uid)])
    const all = uids.map((uid) => handle.admin.report({ uid }))
    const traded = all.filter((r) => r.fills.length > 0)
    const reports = traded.length > 0 ? traded : all.slice(0, 1)
    yield* Console.error(`${why}\n${reports.map(ReportTable.table).join("\n\n")}`)
    if (file === undefined) return
    const fs = yield* FileSystem.FileSystem
    // written beside it, then renamed over it: a reader (a script waiting for the file) never sees half a report, and
    // a report written again on stop replaces the last one whole
    const partial = `${file}.${process.pid}.partial`
    yield* fs.writeFileString(partial, `${Output.json(reports)}\n`).pipe(
      Effect.andThen(fs.rename(partial, file)),
      Effect.catch((e) =>
        Effect.andThen(
          fs.remove(partial).pipe(Effect.ignore),
          Console.error(`cannot write the report to ${file}: ${e.message}`)
        )
      )
    )
  })

/**
 * The `Emulator.make` options of the settings. Replayed files are read by `Recording/Reader` (effect-bybit
 * recordings, Tardis.dev CSV datasets, Bybit's history files; gzip and ZIP), through the `FileSystem` given here.
 *
 * @since 0.1.0
 * @category constructors
 */
export const emulatorOptions = (
  settings: Settings,
  described?: unknown
): Effect.Effect<Emulator.Options, Emulator.ReplayFailure, FileSystem.FileSystem> =>
  Effect.gen(function* () {
    const files = yield* FileSystem.FileSystem
    const replayed = settings.replay ?? []
    const misuse = ReplayFlags.misuse(settings, replayed.length > 0)
    if (misuse !== undefined) return yield* new Emulator.EmulatorError({ message: misuse, cause: undefined })
    const read = { truncated: settings.truncated ?? "gap", maxLineBytes: settings.maxLineBytes } as const
    const speed = settings.speed ?? 1
    const token = yield* adminTokenOf(settings)
    // when it starts, the latency of the bot's orders, the topics a start on a subscription waits for
    const control =
      replayed.length === 0 ? undefined : yield* ReplayFlags.replaySettings(settings, speed, replayed, read)
    return {
      port: settings.port,
      seed: settings.seed,
      // another interface than the loopback is the user's explicit `--host`
      host: settings.host,
      ...(token === undefined ? {} : { adminToken: token }),
      adminRemote: settings.adminRemote === true,
      ...(settings.maxUnsentBytes === undefined ? {} : { maxUnsentBytes: settings.maxUnsentBytes }),
      ...(described === undefined ? {} : { accounts: described as Emulator.Options["accounts"] }),
      ...(settings.state === undefined ? {} : { stateFile: settings.state, saveEvery: settings.saveEvery }),
      ...(control === undefined
        ? {}
        : {
            market: Replay.from(
              Reader.scans(replayed, read).pipe(Stream.provideService(FileSystem.FileSystem, files)),
              { speed, ...control }
            )
          })
    }
  })

/**
 * The first line's content for a running emulator.
 *
 * @since 0.1.0
 * @category rendering
 */
export const ready = (settings: Settings, handle: Emulator.EmulatorHandle): Ready => {
  const generated = handle.accounts[0]?.apiKeys.find((k) => k.apiKey === handle.apiKey)?.secret
  return {
    rest: handle.rest,
    ws: handle.ws,
    uid: handle.uid,
    apiKey: handle.apiKey,
    ...(generated === undefined ? {} : { apiSecret: generated }),
    // no key on the emulator's own pair (the accounts file describes none): no RSA key to name
    ...(handle.rsa.apiKey === ""
      ? {}
      : {
          rsa: {
            apiKey: handle.rsa.apiKey,
            ...(settings.rsaPrivateKey === true ? { privateKeyPem: handle.rsa.privateKeyPem } : {})
          }
        }),
    host: settings.host,
    port: handle.port,
    seed: settings.seed,
    accounts: handle.accounts,
    ...(settings.adminToken === undefined && settings.adminTokenFile === undefined
      ? { adminToken: Redacted.value(handle.adminToken) }
      : {})
  }
}

/**
 * The second line, for a person.
 *
 * @since 0.1.0
 * @category rendering
 */
export const banner = (settings: Settings, handle: Emulator.EmulatorHandle): string =>
  `Bybit V5 emulator on ${handle.rest} (REST and WebSocket, seed ${settings.seed}, API key ${handle.apiKey})` +
  (isLoopback(settings.host) ? "" : ` — listening on ${settings.host}, reachable from other machines`) +
  (settings.state === undefined ? "; Ctrl-C stops it" : `; Ctrl-C stops it and saves its state to ${settings.state}`)

/** The saved state at `file`, or none when there is no such file yet; a target that cannot be written is refused. */
const load = (file: string): Effect.Effect<SavedState.SavedState | undefined, SavedState.SavedStateError> =>
  Effect.andThen(
    SavedState.checkTarget(file),
    Effect.suspend(() => (fs.existsSync(file) ? SavedState.read(file) : Effect.succeed(undefined)))
  )

// Warnings (a replayed file read as a gap) as JSON lines on stderr: stdout holds the ready line and the banner alone.
const stderrLogger = Logger.layer([Logger.withConsoleError(Logger.formatJson)])

/**
 * Starts the emulator (from the state file when there is one) and serves until the fiber is interrupted (the runtime
 * does so on SIGINT and SIGTERM); the scope's close saves the state when asked, then shuts every server and socket; with a state file it is also saved periodically.
 * A failure to start (the port taken, a state file of another version, a replayed file that cannot be read) is
 * printed as one JSON line on stderr, and nothing on stdout: the command fails (exit status 1). A replayed file that
 * cannot be read further on (a corrupt row after the first) stops the command the same way, after its ready line.
 *
 * @since 0.1.0
 * @category commands
 */
export const serve = (
  given: Settings
): Effect.Effect<never, Emulator.ReplayFailure | SavedState.SavedStateError, FileSystem.FileSystem> =>
  Effect.scoped(
    Effect.gen(function* () {
      const stateFile = given.state
      const saved = stateFile === undefined ? undefined : yield* load(stateFile)
      const settings = saved === undefined ? given : { ...given, seed: saved.seed }
      const file = Option.getOrUndefined(settings.accounts ?? Option.none())
      const described = file === undefined ? undefined : yield* readAccounts(file)
      const options = yield* emulatorOptions(settings, described)
      const handle = yield* Emulator.make({ ...options, state: saved }).pipe(
        Effect.mapError((e) =>
          file === undefined ? e : new Emulator.EmulatorError({ message: `${file}: ${e.message}`, cause: e.cause })
        )
      )
      const replaying = settings.replay !== undefined && settings.replay.length > 0
      if (replaying || settings.report !== undefined) {
        const files = yield* FileSystem.FileSystem
        const print = (why: string) =>
          printReports(handle, why, settings.report).pipe(Effect.provideService(FileSystem.FileSystem, files))
        // runs before the state is saved (`Emulator.make`'s finalizer): the exchange is still whole
        yield* Effect.addFinalizer(() => print("The emulator stops."))
        if (replaying)
          yield* Effect.forkScoped(
            Effect.ignore(
              Effect.andThen(handle.replayEnded, print("The recording ended; the emulator goes on serving."))
            )
          )
      }
      yield* Console.log(JSON.stringify(ready(settings, handle)))
      yield* Console.log(banner(settings, handle))
      // a line of the recording that cannot be read stops the replay, and the command with it: never a stale market
      return yield* replaying ? Effect.andThen(handle.replayEnded, Effect.never) : Effect.never
    })
  ).pipe(
    Effect.tapError((error) => Console.error(Output.error(error, 0))),
    Effect.provide(stderrLogger)
  )

/**
 * `effect-bybit emulator [--port N] [--host H] [--seed N] [--accounts FILE] [--state FILE [--save-every 30s]]
 * [--rsa-private-key]
 * [--admin-token-file FILE] [--admin-remote] [--replay FILES [--speed N|max] [--start now|paused|on-subscribe]
 * [--latency-ms N] [--truncated gap|fail] [--max-line-bytes N] [--report FILE]] [--max-unsent-bytes N]`
 * (see `ReplayFlags`).
 * During a replay the paper-trading report of every account that traded is printed on stderr as a table when the
 * recording ends and when the emulator stops (and written as JSON to `--report FILE`).
 *
 * @since 0.1.0
 * @category commands
 */
export const command = CliCommand.make(
  "emulator",
  {
    port,
    host,
    seed,
    accounts,
    state,
    saveEvery,
    replay,
    speed,
    truncated,
    maxLineBytes,
    rsaPrivateKey,
    report,
    adminToken,
    adminTokenFile,
    adminRemote,
    ...ReplayFlags.flags
  },
  (flags) =>
    Effect.gen(function* () {
      const onCommandLine = Option.getOrUndefined(flags.adminToken)
      if (onCommandLine !== undefined) yield* Effect.logWarning(adminTokenWarning).pipe(Effect.provide(stderrLogger))
      const file = Option.getOrUndefined(flags.adminTokenFile)
      // the environment's token when the command line gives none
      const fromEnvironment =
        onCommandLine === undefined && file === undefined
          ? Option.getOrUndefined(
              yield* Effect.orElseSucceed(Config.option(Config.Redacted("EFFECT_BYBIT_ADMIN_TOKEN")), Option.none)
            )
          : undefined
      return yield* serve({
        ...flags,
        state: Option.getOrUndefined(flags.state),
        report: Option.getOrUndefined(flags.report),
        adminToken: onCommandLine ?? fromEnvironment,
        adminTokenFile: file
      })
    })
).pipe(
  CliCommand.withDescription(
    "Run a local Bybit V5 exchange (REST and WebSocket) for any client; prints its URLs and keys as one JSON line"
  )
)

/**
 * `effect-bybit record`: records public streams of chosen symbols and categories into a directory of recording files
 * (`Recorder`): `--category linear --symbol BTCUSDT --depth 50 --topics orderbook,trades,tickers --out DIR`, rotating
 * with `--rotate-mb N` or `--rotate-minutes N`, from the target's environment (`--env`, `--base-url`). A progress line
 * goes to stderr every second (with the gaps by kind: lost connections, book sequence jumps, malformed, cut-short or
 * misshapen frames, each followed by a resubscription for a fresh snapshot); SIGINT or SIGTERM (or `--count N`
 * messages) stops it, the file closed with its end line, and prints the last counts as one JSON line on stdout.
 *
 * @since 1.1.0
 */
import * as Console from "effect/Console"
import * as CliCommand from "effect/cli/Command"
import * as Flag from "effect/cli/Flag"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Format from "../Recording/Format.js"
import * as Recorder from "../Recording/Recorder.js"
import * as Output from "./Output.js"
import * as Target from "./Target.js"

const list = (text: string): Array<string> =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0)

const markets: ReadonlyArray<string> = Format.Market.literals
const kinds: ReadonlyArray<string> = Recorder.kinds

const categories = Flag.String("category").pipe(
  Flag.withDefault("linear"),
  Flag.filter(
    (text) => list(text).length > 0 && list(text).every((c) => markets.includes(c)),
    (text) => `--category takes ${markets.join(", ")} (comma-separated), got "${text}"`
  ),
  Flag.withDescription("Markets to record, comma-separated (default linear)")
)
const symbols = Flag.String("symbol").pipe(
  Flag.filter(
    (text) => list(text).length > 0,
    () => "--symbol needs at least one symbol"
  ),
  Flag.withDescription("Symbols to record, comma-separated, e.g. BTCUSDT,ETHUSDT")
)
const depth = Flag.Int("depth").pipe(Flag.withDefault(50), Flag.withDescription("Order book depth (default 50)"))
const topics = Flag.String("topics").pipe(
  Flag.withDefault("orderbook,trades,tickers"),
  Flag.filter(
    (text) => list(text).length > 0 && list(text).every((k) => kinds.includes(k)),
    (text) => `--topics takes ${kinds.join(", ")} (comma-separated), got "${text}"`
  ),
  Flag.withDescription(`Streams per symbol: ${kinds.join(", ")} (default orderbook,trades,tickers)`)
)
const interval = Flag.String("interval").pipe(
  Flag.withDefault("1"),
  Flag.withDescription("Kline interval for --topics klines (default 1)")
)
const out = Flag.String("out").pipe(Flag.withDescription("Directory of the recording files (made if missing)"))
const prefix = Flag.String("prefix").pipe(
  Flag.withDefault("recording"),
  Flag.withDescription("Start of the file names (default recording)")
)
// An optional positive number flag: a rotation threshold
const positive = (name: string, description: string) =>
  Flag.Finite(name).pipe(
    Flag.filter(
      (n) => n > 0,
      (n) => `--${name} must be positive, got ${n}`
    ),
    Flag.optional,
    Flag.withDescription(description)
  )
const rotateMb = positive("rotate-mb", "Start a new file once this many megabytes are on disk")
const rotateMinutes = positive("rotate-minutes", "Start a new file every this many minutes")
const count = Flag.Int("count").pipe(
  Flag.withAlias("n"),
  Flag.optional,
  Flag.withDescription("Stop after this many messages (default: until SIGINT or SIGTERM)")
)

/**
 * The command's settings, as parsed from its flags.
 *
 * @since 1.1.0
 * @category models
 */
export interface Settings {
  readonly category: string
  readonly symbol: string
  readonly depth: number
  readonly topics: string
  readonly interval: string
  readonly out: string
  readonly prefix: string
  readonly rotateMb: Option.Option<number>
  readonly rotateMinutes: Option.Option<number>
  readonly count: Option.Option<number>
}

/**
 * The recorder's options for the settings (`onProgress` aside).
 *
 * @since 1.1.0
 * @category constructors
 */
export const recorderOptions = (settings: Settings): Recorder.Options => ({
  streams: list(settings.category).map((category) => ({
    category: category as Format.Market,
    topics: Recorder.topics({
      symbols: list(settings.symbol),
      kinds: list(settings.topics) as Array<Recorder.Kind>,
      depth: settings.depth,
      interval: settings.interval
    })
  })),
  directory: settings.out,
  prefix: settings.prefix,
  rotateBytes: Option.getOrUndefined(Option.map(settings.rotateMb, (mb) => Math.round(mb * 1_000_000))),
  rotateEvery: Option.getOrUndefined(Option.map(settings.rotateMinutes, (minutes) => minutes * 60_000)),
  maxMessages: Option.getOrUndefined(settings.count)
})

// The progress goes to stderr as it comes; the last counts, once, to stdout as JSON (also when a signal ended it: the
// recorder tells them from its scope's close).
const report = (progress: Recorder.Progress): void => {
  process.stderr.write(`record: ${Recorder.describe(progress)}\n`)
  if (progress.done) {
    const { messages, bytes, gaps, gapKinds, files } = progress
    process.stdout.write(`${JSON.stringify({ messages, bytes, gaps, gapKinds, files })}\n`)
  }
}

/**
 * `effect-bybit record …` on the target flags the other client commands share.
 *
 * @since 1.1.0
 * @category commands
 */
export const make = (target: {
  readonly env: Flag.Flag<Target.Name>
  readonly baseUrl: Flag.Flag<Option.Option<string>>
  readonly wsUrl: Flag.Flag<Option.Option<string>>
}) =>
  CliCommand.make(
    "record",
    {
      ...target,
      category: categories,
      symbol: symbols,
      depth,
      topics,
      interval,
      out,
      prefix,
      rotateMb,
      rotateMinutes,
      count
    },
    (options) =>
      Recorder.record({ ...recorderOptions(options), onProgress: report }).pipe(
        Effect.asVoid,
        Effect.provide(Target.layer(options)),
        Effect.tapError((error) => Console.error(Output.error(error)))
      )
  ).pipe(
    CliCommand.withDescription(
      "Record public streams (order books, trades, tickers, klines, liquidations) into rotating gzip files for replay"
    )
  )

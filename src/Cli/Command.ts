/**
 * The `effect-bybit` command line: `call <method> key=value…` for any endpoint by its client method name,
 * `stream <topic>` printing typed messages, `book <symbol>` printing the top of a live local book, `record` writing
 * public streams into recording files (src/Cli/RecordCommand.ts), and `emulator` serving a local exchange
 * (src/Cli/EmulatorCommand.ts). The four client commands take
 * `--env emulator|testnet|demo|live` (default `BYBIT_ENV`, else `emulator`), `--base-url` and `--ws-url`, and read
 * credentials from `BYBIT_API_KEY` / `BYBIT_API_SECRET`. Output is JSON; a failure prints the tagged error
 * as JSON on stderr and exits non-zero.
 *
 * @since 0.1.0
 */
import * as BigDecimal from "effect/BigDecimal"
import * as Cause from "effect/Cause"
import * as Config from "effect/Config"
import * as Console from "effect/Console"
import * as Argument from "effect/cli/Argument"
import * as CliError from "effect/cli/CliError"
import * as CliCommand from "effect/cli/Command"
import * as Flag from "effect/cli/Flag"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Runtime from "effect/Runtime"
import * as Stream from "effect/Stream"
import { BybitHttp } from "../Http/BybitHttp.js"
import type * as Endpoint from "../Http/Endpoint.js"
import type * as Enums from "../Schema/Enums.js"
import * as BookView from "../Socket/BookView.js"
import * as BybitSocket from "../Socket/BybitSocket.js"
import * as OrderBook from "../Socket/OrderBook.js"
import * as Topics from "../Socket/Topics.js"
import type * as WsMarket from "../Socket/WsMarket.js"
import * as EmulatorCommand from "./EmulatorCommand.js"
import * as Output from "./Output.js"
import * as Params from "./Params.js"
import * as RecordCommand from "./RecordCommand.js"
import * as RunnerCommand from "./RunnerCommand.js"
import * as SweepCommand from "./SweepCommand.js"
import * as Target from "./Target.js"
import * as WorkerCommand from "./WorkerCommand.js"

const env = Flag.Literals("env", Target.names).pipe(
  Flag.withFallbackConfig(Config.Literals(Target.names, "BYBIT_ENV")),
  Flag.withDefault("emulator"),
  Flag.withMetavar(Target.names.join(" | ")),
  Flag.withDescription("Where to connect; emulator starts an embedded exchange (default: BYBIT_ENV, else emulator)")
)
const baseUrl = Flag.String("base-url").pipe(
  Flag.optional,
  Flag.withDescription("REST base URL replacing the environment's, e.g. http://127.0.0.1:8080")
)
const wsUrl = Flag.String("ws-url").pipe(
  Flag.optional,
  Flag.withDescription("WebSocket base URL (default: derived from --base-url)")
)
const count = Flag.Int("count").pipe(
  Flag.withAlias("n"),
  Flag.optional,
  Flag.withDescription("Stop after this many messages (default: run until interrupted)")
)
const categories = ["spot", "linear", "inverse", "option"] as const
const category = Flag.Literals("category", categories).pipe(
  Flag.withDefault("linear"),
  Flag.withMetavar(categories.join(" | ")),
  Flag.withDescription("Market of the topic or book")
)

type ErasedEndpoint = Endpoint.Endpoint<string, Endpoint.Auth, unknown, unknown, unknown, unknown, unknown>

/** Runs a command's program on its target, printing a failure as JSON on stderr before failing. */
const onTarget = <E>(target: Target.Target, program: Effect.Effect<void, E, Target.Services>) =>
  program.pipe(
    Effect.provide(Target.layer(target)),
    Effect.tapError((error) => Console.error(Output.error(error)))
  )

const limited = <A, E, R>(stream: Stream.Stream<A, E, R>, n: Option.Option<number>) =>
  Option.match(n, { onNone: () => stream, onSome: (max) => Stream.take(stream, max) })

const call = CliCommand.make(
  "call",
  {
    env,
    baseUrl,
    wsUrl,
    method: Argument.String("method").pipe(Argument.withDescription("Client method name, e.g. getTickers")),
    params: Argument.String("key=value").pipe(
      Argument.variadic(),
      Argument.withDescription("Parameters as wire values; key:=json for JSON (numbers and booleans are detected)")
    )
  },
  (options) =>
    onTarget(
      options,
      Effect.gen(function* () {
        const endpoint = yield* Effect.fromResult(Params.find(options.method))
        const params = yield* Effect.fromResult(Params.parse(endpoint, options.params))
        const http = yield* BybitHttp
        const result = yield* http.call(endpoint as unknown as ErasedEndpoint, params)
        yield* Console.log(Output.result(endpoint.response, result))
      })
    )
).pipe(CliCommand.withDescription("Call any REST endpoint by its client method name and print the result as JSON"))

const privateTopics: ReadonlySet<string> = new Set(["order", "position", "execution", "wallet", "greeks", "dcp"])

type AnyTopic = Topics.Topic<unknown, Topics.TopicMarket, unknown>

/** The typed topic for a topic name, when the library defines one. */
const typedTopic = (name: string): AnyTopic | undefined => {
  const [head = "", ...rest] = name.split(".")
  const last = rest[rest.length - 1] ?? ""
  const topic = (() => {
    switch (head) {
      case "orderbook":
        return rest[0] === "full"
          ? Topics.orderbookFull(last)
          : rest[0] === "rpi"
            ? Topics.orderbookRpi(last)
            : Topics.orderbook(Number(rest[0]) as Topics.Depth, last)
      case "publicTrade":
        return Topics.publicTrade(last)
      case "tickers":
        return Topics.tickers(last)
      case "kline":
        return Topics.kline(rest[0] as Enums.KlineInterval, last)
      case "allLiquidation":
        return Topics.allLiquidation(last)
      case "order":
        return Topics.order(rest[0] as WsMarket.Category | undefined)
      case "position":
        return Topics.position(rest[0] as "linear" | "inverse" | "option" | undefined)
      case "execution":
        return rest[0] === "fast"
          ? Topics.executionFast(rest[1] as WsMarket.Category | undefined)
          : Topics.execution(rest[0] as WsMarket.Category | undefined)
      case "wallet":
        return Topics.wallet
      case "greeks":
        return Topics.greeks
      default:
        return undefined
    }
  })()
  return topic !== undefined && topic.name === name ? (topic as unknown as AnyTopic) : undefined
}

const stream = CliCommand.make(
  "stream",
  {
    env,
    baseUrl,
    wsUrl,
    category,
    count,
    topic: Argument.String("topic").pipe(
      Argument.withDescription("Topic, e.g. tickers.BTCUSDT, orderbook.50.BTCUSDT, publicTrade.BTCUSDT, order, wallet")
    )
  },
  (options) => {
    const market: WsMarket.Category | "private" = privateTopics.has(options.topic.split(".")[0] ?? "")
      ? "private"
      : options.category
    const typed = typedTopic(options.topic)
    const messages: Stream.Stream<unknown, unknown, BybitSocket.BybitSocket> =
      typed === undefined
        ? BybitSocket.subscribeV5(options.topic, market)
        : market === "private"
          ? Topics.subscribe(typed as Topics.Topic<unknown, "private", unknown>)
          : Topics.subscribe(typed as Topics.Topic<unknown, Topics.Streamable, unknown>, market)
    return onTarget(
      options,
      limited(messages, options.count).pipe(Stream.runForEach((message) => Console.log(Output.json(message, 0))))
    )
  }
).pipe(CliCommand.withDescription("Stream a WebSocket topic, one JSON message per line (typed where the topic is)"))

const orNull = <A>(option: Option.Option<A>) => Option.getOrNull(option)

const book = CliCommand.make(
  "book",
  {
    env,
    baseUrl,
    wsUrl,
    category,
    count,
    depth: Flag.Int("depth").pipe(Flag.withDefault(50), Flag.withDescription("Book depth")),
    symbol: Argument.String("symbol").pipe(Argument.withDescription("Symbol, e.g. BTCUSDT"))
  },
  (options) => {
    const events =
      options.category === "option"
        ? OrderBook.stream(options.symbol, options.depth as Topics.OptionDepth, "option")
        : OrderBook.stream(options.symbol, options.depth as Topics.Depth, options.category)
    return onTarget(
      options,
      limited(events, options.count).pipe(
        Stream.runForEach((event) =>
          Console.log(
            Output.json(
              event._tag === "BookReset"
                ? { reset: event.reason, detail: event.detail }
                : {
                    symbol: event.symbol,
                    u: event.u,
                    bid: orNull(BookView.bestBid(event)),
                    ask: orNull(BookView.bestAsk(event)),
                    spread: orNull(Option.map(BookView.spread(event), BigDecimal.format)),
                    mid: orNull(Option.map(BookView.mid(event), BigDecimal.format))
                  },
              0
            )
          )
        )
      )
    )
  }
).pipe(CliCommand.withDescription("Keep a live local order book and print its top after every update"))

/**
 * The root command with its subcommands.
 *
 * @since 0.1.0
 * @category commands
 */
export const command = CliCommand.make("effect-bybit").pipe(
  CliCommand.withDescription(
    "Bybit V5 from the command line (REST calls, WebSocket streams, order books, recordings, a local exchange, sweeps, fleets)"
  ),
  CliCommand.withSubcommands([
    call,
    stream,
    book,
    RecordCommand.make({ env, baseUrl, wsUrl }),
    EmulatorCommand.command,
    ...SweepCommand.commands,
    RunnerCommand.command,
    WorkerCommand.command
  ])
)

const runArgs = CliCommand.runWith(command, { version: "0.1.0" })

/**
 * Runs the command line on `argv` (the process arguments including `node` and the script).
 *
 * @since 0.1.0
 * @category commands
 */
export const run = (argv: ReadonlyArray<string>) =>
  runArgs(argv.slice(2)).pipe(
    // a defect is a bug, but the user still learns what failed: one JSON line on stderr, as each command prints its
    // typed failures (the runtime's own report is off, so a defect printed nothing and only the exit code said so)
    Effect.tapDefect((defect) =>
      Console.error(
        Output.error({ _tag: "Defect", message: "an unexpected failure (a bug of effect-bybit)", cause: defect }, 0)
      )
    )
  )

/**
 * The process's exit code for the command's outcome: 0 on success and when a signal ended it (SIGINT and SIGTERM are
 * how `emulator`, `stream` and `book` are meant to stop; the runtime interrupts them and their scopes close), 2 for
 * a command line the parser refused (it has printed the usage and the error), otherwise the runtime's default (1).
 *
 * @since 0.1.0
 * @category commands
 */
export const teardown: Runtime.Teardown = (exit, onExit) => {
  if (Exit.isSuccess(exit) || Cause.hasInterruptsOnly(exit.cause)) return onExit(0)
  const failure = Cause.squash(exit.cause)
  if (CliError.isCliError(failure) && failure._tag === "ShowHelp" && failure.errors.length > 0) return onExit(2)
  return Runtime.defaultTeardown(exit, onExit)
}

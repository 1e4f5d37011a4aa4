/**
 * Records the exchange's public streams into files of the recording format (`Format`): the messages exactly as the
 * exchange sent them, each with its receive time and market, in the order they arrived, gzip-compressed, in files that
 * rotate by size or time (parts 0, 1, 2, ... with names that sort). It listens through the library's own socket layer
 * (`BybitSocket`), which keeps the connections, acknowledges the subscriptions and reconnects: a lost connection is
 * written as a gap line for its market, and the snapshots the exchange sends after the reconnect follow it. It checks
 * every frame before writing it: a book delta whose `u` does not follow the last one (or whose `seq` did not grow), a
 * frame that is not JSON or was cut short, a frame without its topic's shape, is written as a gap line with its kind
 * (`Format.GapKind`); the recorder then subscribes what it hit again for a fresh snapshot, and writes none of its
 * deltas until that snapshot: a replay never applies a delta across a hole. Every file closes with an end line (with
 * its gaps by kind) when it rotates or the recorder stops (the scope closes, `stop`, or `maxMessages`).
 *
 * ```ts
 * import * as Recorder from "effect-bybit/recording"
 * const summary = yield* Recorder.record({
 *   streams: [{ category: "linear", topics: Recorder.topics({ symbols: ["BTCUSDT"], depth: 50 }) }],
 *   directory: "recordings",
 *   rotateBytes: 64 * 1024 * 1024,
 *   onProgress: (p) => console.error(Recorder.describe(p))
 * })
 * ```
 *
 * Works from any environment the client is given (live, testnet, the emulator) and on any platform with a
 * `FileSystem` and the web's `CompressionStream`.
 *
 * @since 1.1.0
 */
import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as FileSystem from "effect/FileSystem"
import * as Option from "effect/Option"
import * as Queue from "effect/Queue"
import * as Schedule from "effect/Schedule"
import * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import { type InvalidTopics, type SocketFatal, SubscribeFailed } from "../Errors/SocketError.js"
import { Environment, type EnvironmentShape } from "../Layers/Environment.js"
import { BybitSocket } from "../Socket/BybitSocket.js"
import type * as Connection from "../Socket/Connection.js"
import type * as Protocol from "../Socket/Protocol.js"
import type * as Registry from "../Socket/Registry.js"
import * as Format from "./Format.js"
import * as Continuity from "./internal/continuity.js"
import * as Parts from "./internal/parts.js"
import type { DiskFull, PathUnwritable } from "./WriteError.js"
import * as WriteError from "./WriteError.js"

export {
  /**
   * The disk is full (`ENOSPC`): the file is kept as written so far, without its end line.
   *
   * @since 1.1.0
   * @category errors
   */
  DiskFull,
  /**
   * The recording's directory or file cannot be written (permission, a file in the way, a file of that name).
   *
   * @since 1.1.0
   * @category errors
   */
  PathUnwritable
} from "./WriteError.js"

/**
 * Why a recording failed: a path it cannot write, a full disk, topics the exchange refused or the client would not
 * send (nothing is written then; a refused resubscription after a gap ends the recording too), or a connection that
 * ended for good.
 *
 * @since 1.1.0
 * @category errors
 */
export type RecorderError = PathUnwritable | DiskFull | InvalidTopics | SubscribeFailed | SocketFatal

/**
 * The public topics of one market to record.
 *
 * @since 1.1.0
 * @category models
 */
export type Streams = Format.Header["streams"]

/**
 * What to record and where.
 *
 * @since 1.1.0
 * @category models
 */
export interface Options {
  /** The topics of each market (`topics` builds the usual ones). */
  readonly streams: Streams
  /** The directory the files go to, made if missing. */
  readonly directory: string
  /** The files' names start with this; then the recording's start time and the part: `btc-20260101T000000000Z-00000.jsonl.gz`. Default `recording`. */
  readonly prefix?: string | undefined
  /** A file closes and the next part opens once this many bytes are on disk (the compressor hands them over a block at a time). */
  readonly rotateBytes?: number | undefined
  /** A file closes and the next part opens once it has been open this long. */
  readonly rotateEvery?: Duration.Input | undefined
  /** Stop after this many messages. Default: record until stopped (or the scope closes). */
  readonly maxMessages?: number | undefined
  /** gzip the files (`.jsonl.gz`, the default) or write plain JSON lines (`.jsonl`). */
  readonly compress?: boolean | undefined
  /** The header's `environment`. Default: `mainnet`, `testnet`, `demo`, `emulator`, or the WebSocket URL of a custom host. */
  readonly environment?: string | undefined
  /** Told the counts every `progressInterval`, and once more when the recording ends. */
  readonly onProgress?: ((progress: Progress) => void) | undefined
  /** How often `onProgress` and the `progress` stream tell the counts. Default 1 second. */
  readonly progressInterval?: Duration.Input | undefined
}

/**
 * Where a recording stands.
 *
 * @since 1.1.0
 * @category models
 */
export interface Progress {
  /** Messages written, all files together. */
  readonly messages: number
  /** Bytes on disk, all files together. */
  readonly bytes: number
  /** Bytes of JSON lines recorded, before compression (the disk's count moves a compressed block at a time). */
  readonly lineBytes: number
  /** Gaps written: lost connections, book sequences that did not follow on, frames broken or misshapen. */
  readonly gaps: number
  /** The gaps by kind (since 1.2.0). */
  readonly gapKinds: Readonly<Record<Format.GapKind, number>>
  /**
   * Topics (books, tickers) a gap hit whose fresh snapshot has not come yet: their deltas are not written meanwhile
   * (since 1.2.0).
   */
  readonly waiting: number
  /** The file being written (the last one once the recording ended). */
  readonly file: string
  /** Its part number. */
  readonly part: number
  /** The files written, in order. */
  readonly files: ReadonlyArray<string>
  /** Whether the recording has ended. */
  readonly done: boolean
}

/**
 * A running recording.
 *
 * @since 1.1.0
 * @category models
 */
export interface Recorder {
  /** The counts now. */
  readonly current: Effect.Effect<Progress>
  /** The counts now, then every `progressInterval` while recording, then the last counts. */
  readonly progress: Stream.Stream<Progress>
  /** Waits for the recording to end (`maxMessages`, `stop`, the scope) and answers the last counts. */
  readonly done: Effect.Effect<Progress, RecorderError>
  /** Writes what was received, closes the file with its end line, and answers the last counts. */
  readonly stop: Effect.Effect<Progress, RecorderError>
}

/**
 * The order-book depths each market's stream offers (docs: Orderbook): what `topics` accepts.
 *
 * @since 1.1.0
 * @category constants
 */
export const depths: Readonly<Record<Format.Market, ReadonlyArray<number>>> = {
  spot: [1, 50, 200, 1000],
  linear: [1, 50, 200, 1000],
  inverse: [1, 50, 200, 1000],
  option: [25, 100]
}

/**
 * The kinds of public stream `topics` names: `orderbook.{depth}.{symbol}`, `publicTrade.{symbol}`,
 * `tickers.{symbol}`, `kline.{interval}.{symbol}`, `allLiquidation.{symbol}`.
 *
 * @since 1.1.0
 * @category constants
 */
export const kinds = ["orderbook", "trades", "tickers", "klines", "liquidations"] as const

/**
 * A kind of public stream.
 *
 * @since 1.1.0
 * @category models
 */
export type Kind = (typeof kinds)[number]

/**
 * The topic names of some kinds of stream for some symbols (default: order book at `depth` 50, trades and tickers;
 * klines at `interval` 1).
 *
 * @since 1.1.0
 * @category constructors
 */
export const topics = (options: {
  readonly symbols: ReadonlyArray<string>
  readonly kinds?: ReadonlyArray<Kind> | undefined
  readonly depth?: number | undefined
  readonly interval?: string | undefined
}): Array<string> => {
  const wanted = options.kinds ?? ["orderbook", "trades", "tickers"]
  const names: Record<Kind, (symbol: string) => string> = {
    orderbook: (symbol) => `orderbook.${options.depth ?? 50}.${symbol}`,
    trades: (symbol) => `publicTrade.${symbol}`,
    tickers: (symbol) => `tickers.${symbol}`,
    klines: (symbol) => `kline.${options.interval ?? "1"}.${symbol}`,
    liquidations: (symbol) => `allLiquidation.${symbol}`
  }
  return options.symbols.flatMap((symbol) => wanted.map((kind) => names[kind](symbol)))
}

/**
 * The header's `environment` for a client environment: `mainnet` for live trading (any regional host), `testnet`,
 * `demo`, `emulator`, else the custom host's WebSocket URL.
 *
 * @since 1.1.0
 * @category utils
 */
export const environmentLabel = (environment: EnvironmentShape): string => {
  const name = environment.name
  if (name === "live" || name.startsWith("live-")) return "mainnet"
  if (name === "testnet" || name === "demo" || name === "emulator") return name
  return environment.ws.linear.replace(/\/v5\/public\/linear$/, "")
}

/**
 * A progress line for a person: `1234 messages, 41.0 MB of lines, 5.6 MB on disk, 3 gaps (1 disconnected, 2 sequence),
 * part 2 (recordings/…-00002.jsonl.gz)`.
 *
 * @since 1.1.0
 * @category utils
 */
export const describe = (progress: Progress): string =>
  `${progress.messages} messages, ${size(progress.lineBytes)} of lines, ${size(progress.bytes)} on disk, ` +
  `${progress.gaps} gaps${kindsOf(progress.gapKinds)}, part ${progress.part} (${progress.file})`

const kindsOf = (kinds: Progress["gapKinds"]): string => {
  const some = Format.gapKinds.filter((kind) => kinds[kind] > 0).map((kind) => `${kinds[kind]} ${kind}`)
  return some.length === 0 ? "" : ` (${some.join(", ")})`
}

const size = (bytes: number): string =>
  bytes >= 1e9
    ? `${(bytes / 1e9).toFixed(2)} GB`
    : bytes >= 1e6
      ? `${(bytes / 1e6).toFixed(1)} MB`
      : `${(bytes / 1e3).toFixed(1)} kB`

/**
 * The name of a part: prefix, start time (UTC, to the millisecond) and part, so the names sort in recording order.
 *
 * @since 1.1.0
 * @category utils
 */
export const fileName: (prefix: string, startedAt: number, part: number, compress: boolean) => string = Parts.fileName

// What the listeners hand the writer: a line already encoded, and the kind of gap it is (`undefined`: a message).
interface Item {
  readonly gap: Format.GapKind | undefined
  readonly text: string
}

// Topics of a connection to subscribe again for fresh snapshots (after a gap).
interface Resync {
  readonly connection: Connection.Connection
  readonly topics: ReadonlyArray<string>
}

// A connection's listener: each frame checked (`Continuity`) and encoded as a line the moment it arrives (its receive
// time, and the frame as it is now, whatever another listener of the same frame does later); a gap written and its
// topics resubscribed; a lost socket written as a gap; a dead connection as the end.
const listenerOf = (
  queue: Queue.Queue<Item, RecorderError | Cause.Done>,
  resyncs: Queue.Queue<Resync>,
  waiting: Continuity.Waiting,
  placement: { readonly connection: Connection.Connection; readonly topics: ReadonlyArray<string> },
  category: Format.Market,
  now: () => number
): Registry.Listener => {
  const checks = new Continuity.Continuity(placement.topics, waiting)
  const gap = (kind: Format.GapKind, reason: string, topic: string | undefined) => {
    const line: Format.GapLine = {
      r: now(),
      c: category,
      gap: topic === undefined ? { reason, kind } : { reason, kind, topic }
    }
    Queue.offerUnsafe(queue, { gap: kind, text: Format.encode(line) })
  }
  const verdict = (checked: Continuity.Verdict, frame: Protocol.Frame) => {
    if (checked === "hold") return
    if (checked === "write") {
      const line: Format.MessageLine = { r: now(), c: category, m: frame as Format.MessageLine["m"] }
      Queue.offerUnsafe(queue, { gap: undefined, text: Format.encode(line) })
      return
    }
    gap(checked.kind, checked.reason, checked.topic)
    Queue.offerUnsafe(resyncs, { connection: placement.connection, topics: checked.resubscribe })
  }
  return Object.assign((frame: Protocol.Frame) => verdict(checks.frame(frame), frame), {
    lost: (reason: string) => {
      checks.lost()
      gap("disconnected", reason, undefined)
    },
    malformed: (text: string) => verdict(checks.malformed(text), {}),
    fail: (error: SocketFatal) => {
      Queue.failCauseUnsafe(queue, Cause.fail(error))
    }
  })
}

// A data frame without a topic reaches the connection's untopical listeners: a gap of every topic of the connection.
const untopical = (listener: Registry.Listener): Registry.Listener =>
  Object.assign((frame: Protocol.Frame) => {
    if ("data" in frame) listener(frame)
  })

// Serves the resubscriptions gaps ask for, a connection at a time (those that piled up together, once each); a
// refusal ends the recording (a topic that silently stopped would be a hole).
const resyncing = (resyncs: Queue.Queue<Resync>, queue: Queue.Queue<Item, RecorderError | Cause.Done>) =>
  Effect.gen(function* () {
    while (true) {
      const asked = yield* Queue.takeAll(resyncs)
      const byConnection = new Map<Connection.Connection, Set<string>>()
      for (const { connection, topics } of asked) {
        const wanted = byConnection.get(connection) ?? new Set()
        for (const topic of topics) wanted.add(topic)
        byConnection.set(connection, wanted)
      }
      for (const [connection, topics] of byConnection) yield* connection.resubscribe([...topics])
    }
  }).pipe(
    Effect.catch((error) =>
      Effect.sync(() =>
        Queue.failCauseUnsafe(
          queue,
          Cause.fail(
            error._tag === "UnsubscribeFailed" || error._tag === "SubscribeFailed"
              ? new SubscribeFailed({ topics: error.topics, reason: `resubscribe after a gap: ${error.reason}` })
              : error
          )
        )
      )
    )
  )

// A batch's text up to `room` messages (its gaps before the cut all kept): the messages in it, and its gaps' kinds.
const batchOf = (batch: ReadonlyArray<Item>, room: number) => {
  let text = ""
  let m = 0
  const kinds: Array<Format.GapKind> = []
  for (const item of batch) {
    if (item.gap === undefined && m >= room) break
    text += item.text
    if (item.gap === undefined) m++
    else kinds.push(item.gap)
  }
  return { text, m, kinds }
}

// Subscribes every stream: each connection of a market gets its own listener, which resubscribes what a gap hit on
// that connection.
const subscribeAll = (
  socket: BybitSocket["Service"],
  streams: Streams,
  queue: Queue.Queue<Item, RecorderError | Cause.Done>,
  resyncs: Queue.Queue<Resync>,
  waiting: Continuity.Waiting,
  now: () => number
) =>
  Effect.forEach(
    streams,
    ({ category, topics }) =>
      Effect.flatMap(socket.place(category, topics), (placed) =>
        Effect.forEach(
          placed,
          (placement) => {
            const listener = listenerOf(queue, resyncs, waiting, placement, category, now)
            return Effect.andThen(
              placement.connection.onUntopical(untopical(listener)),
              placement.connection.subscribe(placement.topics, listener)
            )
          },
          { discard: true, concurrency: "unbounded" }
        )
      ),
    { discard: true, concurrency: "unbounded" }
  )

// `Recorder.progress`: the counts every interval until the recorder is done, then the last counts.
const progressOf = (
  current: () => Progress,
  interval: Duration.Input,
  finished: Deferred.Deferred<Progress, RecorderError>
): Stream.Stream<Progress> =>
  Stream.concat(
    Stream.fromEffectSchedule(Effect.sync(current), Schedule.spaced(interval)).pipe(
      Stream.interruptWhen(Effect.exit(Deferred.await(finished)))
    ),
    Stream.fromEffect(Effect.sync(current))
  )

// `Options.onProgress`, told the counts every interval after the first until the recorder is done (`current` is
// undefined once it ended: the writer tells the last counts itself).
const telling = (
  tell: (progress: Progress) => void,
  interval: Duration.Input,
  current: () => Progress | undefined,
  finished: Deferred.Deferred<Progress, RecorderError>
) =>
  Effect.repeat(
    Effect.sync(() => {
      const progress = current()
      if (progress !== undefined) tell(progress)
    }),
    Schedule.spaced(interval)
  ).pipe(Effect.delay(interval), Effect.raceFirst(Effect.exit(Deferred.await(finished))))

/**
 * Starts recording for the scope: subscribes every stream (refused topics fail here, before any file exists), makes
 * the directory, opens part 0 and writes what arrives until `maxMessages`, `stop` or the end of the scope, which
 * closes the file with its end line.
 *
 * @since 1.1.0
 * @category constructors
 */
export const make: (
  options: Options
) => Effect.Effect<Recorder, RecorderError, Scope.Scope | BybitSocket | FileSystem.FileSystem | Environment> =
  Effect.fn("Recorder.make")(function* (options: Options) {
    const socket = yield* BybitSocket
    const fs = yield* FileSystem.FileSystem
    const clock = yield* Clock.Clock
    const scope = yield* Effect.scope
    const label = options.environment ?? environmentLabel(yield* Environment)
    const directory = options.directory.replace(/\/+$/, "") || "/"
    const now = () => clock.currentTimeMillisUnsafe()
    const startedAt = now()

    const queue = yield* Queue.unbounded<Item, RecorderError | Cause.Done>()
    const resyncs = yield* Queue.unbounded<Resync>()
    const waiting: Continuity.Waiting = { count: 0 }
    yield* Effect.forkIn(resyncing(resyncs, queue), scope)
    yield* subscribeAll(socket, options.streams, queue, resyncs, waiting, now)
    yield* fs.makeDirectory(directory, { recursive: true }).pipe(Effect.mapError(WriteError.fromPlatform(directory)))

    // the files' scopes close after the finalizer below has written their end lines (finalizers run last first)
    const parts = Parts.make({
      fs,
      directory,
      prefix: options.prefix ?? "recording",
      compress: options.compress ?? true,
      environment: label,
      streams: options.streams,
      startedAt,
      now,
      scope: yield* Scope.fork(scope, "sequential")
    })
    let messages = 0
    let gaps = 0
    const gapKinds: Record<Format.GapKind, number> = {
      disconnected: 0,
      sequence: 0,
      malformed: 0,
      truncated: 0,
      shape: 0
    }
    let ended = false
    const current = (): Progress => {
      const files = parts.files()
      return {
        messages,
        bytes: parts.bytes(),
        lineBytes: parts.lineBytes(),
        gaps,
        gapKinds: { ...gapKinds },
        waiting: waiting.count,
        file: files[files.length - 1] ?? "",
        part: parts.part(),
        files: [...files],
        done: ended
      }
    }
    // a batch's lines, up to `room` messages more
    const put = (batch: ReadonlyArray<Item>, room: number) => {
      const { text, m, kinds } = batchOf(batch, room)
      for (const kind of kinds) gapKinds[kind]++
      messages += m
      gaps += kinds.length
      return parts.write(text, m, kinds)
    }
    const rotateMs = options.rotateEvery === undefined ? undefined : Duration.toMillis(options.rotateEvery)
    const limit = options.maxMessages ?? Number.POSITIVE_INFINITY

    const runWriter = Effect.gen(function* () {
      yield* parts.open
      while (messages < limit) {
        const wait = rotateMs === undefined ? undefined : Math.max(0, parts.openedAt() + rotateMs - now())
        const taken = yield* Effect.exit(
          wait === undefined
            ? Effect.map(Queue.takeAll(queue), Option.some)
            : Effect.timeoutOption(Queue.takeAll(queue), wait)
        )
        if (Exit.isFailure(taken)) {
          // the queue ended (stop, scope) or failed (the connection ended for good): the file closes either way
          const error = Cause.findErrorOption(taken.cause)
          yield* parts.close
          if (Option.isSome(error) && !Cause.isDone(error.value)) return yield* Effect.fail(error.value)
          return
        }
        if (Option.isSome(taken.value)) yield* put(taken.value.value, limit - messages)
        if (messages >= limit) break
        const full = options.rotateBytes !== undefined && parts.written() >= options.rotateBytes
        const old = rotateMs !== undefined && now() - parts.openedAt() >= rotateMs
        if (full || old) yield* Effect.andThen(parts.close, parts.open)
      }
      yield* parts.close
    })

    const finished = yield* Deferred.make<Progress, RecorderError>()
    const writer = runWriter.pipe(
      Effect.onExit((exit) =>
        Effect.sync(() => {
          ended = true
          Queue.endUnsafe(queue)
          options.onProgress?.(current())
          Deferred.doneUnsafe(
            finished,
            Exit.isSuccess(exit) ? Exit.succeed(current()) : (exit as Exit.Exit<never, RecorderError>)
          )
        })
      )
    )
    yield* Effect.forkIn(Effect.interruptible(writer), scope)
    // at the end of the scope: what was received is written and the file closed with its end line, before the
    // subscriptions (acquired earlier) are released
    yield* Effect.addFinalizer(() => Effect.andThen(Queue.end(queue), Effect.exit(Deferred.await(finished))))

    const interval = options.progressInterval ?? Duration.seconds(1)
    if (options.onProgress !== undefined)
      yield* Effect.forkIn(
        telling(options.onProgress, interval, () => (ended ? undefined : current()), finished),
        scope
      )
    return {
      current: Effect.sync(current),
      progress: progressOf(current, interval, finished),
      done: Deferred.await(finished),
      stop: Effect.andThen(Queue.end(queue), Deferred.await(finished))
    } satisfies Recorder
  })

/**
 * Records until `maxMessages` (or until interrupted: the file still closes with its end line) and answers the last
 * counts.
 *
 * @example
 * ```ts
 * import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
 * import { BybitSocket, ClockOffset, Credentials, Environment } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import { Recorder } from "effect-bybit/recording"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 *
 * // the book, trades and tickers of BTCUSDT from the local emulator, into ./recordings, for 10 000 messages
 * const program = Recorder.record({
 *   streams: [{ category: "linear", topics: Recorder.topics({ symbols: ["BTCUSDT"] }) }],
 *   directory: "recordings",
 *   maxMessages: 10_000
 * })
 *
 * const client = BybitSocket.layer().pipe(
 *   Layer.provideMerge(
 *     Environment.layer(Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" }))
 *   ),
 *   Layer.provide(Layer.mergeAll(Credentials.layerNone, ClockOffset.layerNone, Node.layer))
 * )
 *
 * Effect.runPromise(Effect.provide(program, Layer.merge(client, NodeFileSystem.layer))).then((progress) =>
 *   console.log(Recorder.describe(progress))
 * )
 * ```
 *
 * @since 1.1.0
 * @category constructors
 */
export const record: (
  options: Options
) => Effect.Effect<Progress, RecorderError, BybitSocket | FileSystem.FileSystem | Environment> = Effect.fn(
  "Recorder.record"
)(function* (options: Options) {
  return yield* Effect.scoped(Effect.flatMap(make(options), (recorder) => recorder.done))
})

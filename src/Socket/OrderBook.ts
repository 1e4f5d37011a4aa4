/**
 * Local order books that stay provably equal to the exchange's, as Streams.
 *
 * `stream(symbol, depth, category)` keeps `orderbook.{depth}.{symbol}`: the frame handler validates each frame and
 * applies it synchronously to a `LocalBook` (the rules are in `LocalBook`); `full(symbol, category)` keeps the
 * delta-only `orderbook.full.{symbol}`, seeded from `GET /v5/market/full_orderbook` and aligned by `u`.
 *
 * A gap in `u` (a delta with no snapshot before it is one too), a crossed book, a frame that fails its Schema or
 * no message for `staleTimeout` (30 s) throws the book away: the stream emits a `BookReset` and rebuilds — by
 * unsubscribing and subscribing the topic again (the server answers with a fresh snapshot) or, for
 * `orderbook.full`, by seeding again from REST. A dropped connection emits a `BookReset` too; the connection
 * resubscribes on its own and the snapshot that follows rebuilds the book. So a consumer sees either a book that is
 * right at its `u`, or a reset: never a silently wrong book.
 *
 * Books are coalesced: a consumer receives one `Book` (an immutable copy) per pull, reflecting every message
 * applied since its previous pull, however many arrived in between (no per-frame Queue + Stream hop, which costs a
 * large share of a book's throughput: its cost per message is in docs/BENCHMARKS.md, "Figures quoted from code").
 *
 * @since 0.1.0
 */
import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import * as Data from "effect/Data"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Queue from "effect/Queue"
import * as Result from "effect/Result"
import * as Schedule from "effect/Schedule"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import { SubscribeFailed } from "../Errors/SocketError.js"
import type { BybitHttp } from "../Http/BybitHttp.js"
import * as Market from "../Http/v5/Market.js"
import * as Metrics from "../Observability/Metrics.js"
import type { ResetReason } from "./BookEngine.js"
import * as BookEngine from "./BookEngine.js"
import type { Book } from "./BookView.js"
import { BybitSocket } from "./BybitSocket.js"
import type { Connection, SubscribeError } from "./Connection.js"
import * as LocalBook from "./LocalBook.js"
import * as Registry from "./Registry.js"
import type * as Topics from "./Topics.js"
import type * as WsMarket from "./WsMarket.js"

export type {
  /** @since 0.1.0 */
  ResetReason
} from "./BookEngine.js"

/**
 * The local book was thrown away and is being rebuilt; the next `Book` is a fresh one. `u` is the last update id
 * that had been applied (0 if none), `detail` says what was seen.
 *
 * @since 0.1.0
 * @category models
 */
export class BookReset extends Data.TaggedClass("BookReset")<{
  readonly symbol: string
  readonly category: WsMarket.Category
  readonly topic: string
  readonly reason: ResetReason
  readonly u: number
  readonly detail: string
}> {}

/**
 * What an order-book stream emits: the book after the messages applied since the last pull, or a reset.
 *
 * @since 0.1.0
 * @category models
 */
export type Event = Book | BookReset

/**
 * Options of an order-book stream.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** No message for this long throws the book away and rebuilds it. Default 30 s; `Duration.infinity` disables. */
  readonly staleTimeout?: Duration.Input
  /** Whether `u` must grow by exactly one per delta (default: `consecutiveUpdates[category]`). */
  readonly consecutive?: boolean
  /** Copy at most this many levels per side into each emitted `Book` (default: the depth; full books: all). */
  readonly viewDepth?: number
}

/**
 * Options of an `orderbook.full` stream.
 *
 * @since 0.1.0
 * @category models
 */
export interface FullOptions extends Options {
  /** Retries of a failed REST seed (default: exponential from 200 ms, 5 retries), then the stream fails. */
  readonly seedRetry?: Schedule.Schedule<unknown, unknown>
  /** How long a seed waits for the first delta before reading the REST snapshot. Default 1 s. */
  readonly seedWait?: Duration.Input
}

/**
 * Whether `u` grows by exactly one per message, per category: measured on the emulator (every depth, every
 * category: `u` = previous + 1 per push) and as the docs describe it ("u: update id, sequential per topic"). A
 * category set to `false` only drops stale deltas and never reports gaps.
 *
 * @since 0.1.0
 * @category constants
 */
export const consecutiveUpdates: { readonly [C in WsMarket.Category]: boolean } = {
  spot: true,
  linear: true,
  inverse: true,
  option: true
}

/**
 * The default stale timeout.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultStaleTimeout: Duration.Duration = Duration.seconds(30)

/**
 * The error of the REST seed of `orderbook.full`.
 *
 * @since 0.1.0
 * @category errors
 */
export type SeedError = Effect.Error<ReturnType<typeof Market.getFullOrderbook>>

interface Dirty {
  readonly _tag: "Dirty"
  readonly epoch: number
}

type Internal = Dirty | BookReset

interface Setup {
  readonly symbol: string
  readonly category: WsMarket.Category
  readonly depth: number | "full"
  readonly topic: string
  readonly options: FullOptions
}

interface RebuildContext<E> {
  readonly conn: Connection
  readonly engine: BookEngine.Engine
  readonly fail: (error: SubscribeError | E) => void
}

// What rebuilds a thrown-away book: a forked loop serving `engine.requests`.
type Rebuild<E, R> = (ctx: RebuildContext<E>) => Effect.Effect<void, never, Scope.Scope | R>

const run = <E, R>(setup: Setup, rebuild: Rebuild<E, R>): Stream.Stream<Event, SubscribeError | E, BybitSocket | R> =>
  Stream.suspend(() => {
    const { symbol, category, depth, topic, options } = setup
    const seeded = depth === "full"
    const book = new LocalBook.LocalBook(symbol, category, depth, options.consecutive ?? consecutiveUpdates[category])
    const viewDepth = options.viewDepth ?? (depth === "full" ? undefined : depth)
    const staleMs = Duration.toMillis(options.staleTimeout ?? defaultStaleTimeout)
    const marks: BookEngine.Marks = { epoch: 0, pending: false }

    const internal = Stream.callback<Internal, SubscribeError | E, BybitSocket | R>((emit) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket
        // placed by the client's shard registry (one topic: one connection)
        const [placement] = yield* socket.place(category, [topic])
        const conn = placement!.connection
        const requests = yield* Queue.unbounded<void>()
        // resets happen in the frame handler, outside any fiber: keep the fiber's context (its metric attributes)
        const context = yield* Effect.context<never>()
        const events: BookEngine.Events = {
          dirty: (epoch) => Queue.offerUnsafe(emit, { _tag: "Dirty", epoch }),
          reset: (reason, u, detail) => {
            Queue.offerUnsafe(emit, new BookReset({ symbol, category, topic, reason, u, detail }))
            Metrics.bookResetsOf(category, reason).updateUnsafe(1, context)
          }
        }
        const engine = new BookEngine.Engine(book, seeded, marks, requests, events, yield* Clock.Clock)

        yield* Stream.runForEach(conn.events, (event) =>
          Effect.sync(() => {
            if (event._tag === "Disconnected") engine.onDisconnected(event.reason)
          })
        ).pipe(Effect.forkScoped)
        if (Number.isFinite(staleMs)) yield* Effect.forkScoped(watchStale(engine, staleMs))
        yield* rebuild({ conn, engine, fail: (error) => Queue.failCauseUnsafe(emit, Cause.fail(error)) })
        if (seeded) Queue.offerUnsafe(requests, undefined)
        yield* conn.subscribe(
          [topic],
          Registry.failingWith(engine.listener(), (error) => Queue.failCauseUnsafe(emit, Cause.fail(error)))
        )
      })
    )

    return Stream.filterMap(internal, (event): Result.Result<Event, void> => {
      if (event._tag === "BookReset") return Result.succeed(event)
      if (event.epoch !== marks.epoch || !book.ready) return Result.failVoid
      marks.pending = false
      return Result.succeed(book.view(viewDepth))
    })
  })

// No frame for `staleMs`: the book is thrown away and rebuilt.
const watchStale = (engine: BookEngine.Engine, staleMs: number): Effect.Effect<never> =>
  Effect.gen(function* () {
    const clock = yield* Clock.Clock
    while (true) {
      const now = clock.currentTimeMillisUnsafe()
      const due = engine.lastAt + staleMs
      if (now < due) {
        yield* Effect.sleep(Duration.millis(due - now))
        continue
      }
      engine.lastAt = now
      engine.reset("stale", `no message for ${staleMs} ms`, true)
    }
  })

// Depth books: unsubscribe and subscribe the topic again through the connection's `resubscribe`, which waits for
// both acknowledgements; the server answers with a fresh snapshot. Other listeners of a shared topic keep their
// subscription (they receive the snapshot too, which replaces a book: harmless).
const resubscribe =
  (topic: string): Rebuild<never, never> =>
  ({ conn, engine, fail }) =>
    Effect.gen(function* () {
      while (true) {
        // waits for a request, and takes those that piled up with it
        yield* Queue.takeAll(engine.requests)
        yield* conn.resubscribe([topic])
        // acknowledged: the snapshot comes next, unless another rebuild was asked for meanwhile
        if ((yield* Queue.size(engine.requests)) === 0) {
          engine.rebuilding = false
          engine.strays = 0
        }
      }
    }).pipe(
      Effect.catch((error) => Effect.sync(() => fail(Registry.resubscribeFailure(error)))),
      Effect.forkScoped,
      Effect.asVoid
    )

const defaultSeedRetry: Schedule.Schedule<unknown, unknown> = Schedule.max([
  Schedule.exponential("200 millis"),
  Schedule.recurs(5)
])

// orderbook.full: wait for the first delta (or `seedWait`), read the REST snapshot, keep the deltas above its `u`,
// which must continue it without a gap.
const seedFromRest =
  (symbol: string, category: WsMarket.Category, options: FullOptions): Rebuild<SeedError, BybitHttp> =>
  ({ conn, engine, fail }) =>
    Effect.gen(function* () {
      const wait = options.seedWait ?? Duration.seconds(1)
      const retry = options.seedRetry ?? defaultSeedRetry
      let attempt = 0
      while (true) {
        // waits for a request, and takes those that piled up with it
        yield* Queue.takeAll(engine.requests)
        if (attempt > 0) yield* Effect.sleep(Duration.millis(Math.min(100 * attempt, 2_000)))
        // only seed on a live connection, once deltas flow (so the snapshot is not older than the first of them)
        yield* Stream.runDrain(
          Stream.take(
            Stream.filter(conn.state.changes, (s) => s === "connected"),
            1
          )
        )
        yield* Deferred.await(engine.firstDelta).pipe(
          Effect.timeoutOrElse({ duration: wait, orElse: () => Effect.void })
        )
        const generation = engine.generation
        const snapshot = yield* Market.getFullOrderbook({ category, symbol }).pipe(Effect.retry(retry))
        if (!engine.seeding || engine.generation !== generation) {
          attempt = 0
          continue
        }
        engine.firstDelta = Deferred.makeUnsafe<void>()
        const later = engine.buffer.filter((m) => m.data.u > snapshot.u)
        engine.buffer.length = 0
        const first = later[0]
        if (first !== undefined && engine.book.consecutive && first.data.u !== snapshot.u + 1) {
          attempt++
          engine.reset("gap", `REST snapshot at u ${snapshot.u}, next delta at u ${first.data.u}`, true)
          continue
        }
        attempt = 0
        engine.seeding = false
        const outcome = engine.book.replace(snapshot, snapshot.ts, snapshot.cts)
        if (outcome !== "snapshot") {
          engine.reset(outcome === "crossed" ? "crossed" : "invalid", `REST snapshot at u ${snapshot.u}`, true)
          continue
        }
        engine.dirty()
        for (const m of later) {
          if (engine.seeding) break
          engine.onMessage(m)
        }
      }
    }).pipe(
      Effect.catch((error) => Effect.sync(() => fail(error))),
      Effect.forkScoped,
      Effect.asVoid
    )

/**
 * Keeps a local `orderbook.{depth}.{symbol}` book: spot, linear and inverse offer depths 1, 50, 200 and 1000, options
 * 25 and 100. Emits the book (coalesced per pull) and `BookReset`s; fails with `SubscribeFailed` when the topic is
 * refused or not offered, or with `SocketClosed` when the connection ends for good.
 *
 * @example
 * ```ts
 * import { Bybit, BybitSocket, Environment, OrderBook } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 * import * as Stream from "effect/Stream"
 *
 * // REST and WebSocket on the local emulator (`npx effect-bybit emulator --port 8080`)
 * const client = Layer.provideMerge(
 *   BybitSocket.layer(),
 *   Bybit.layer({
 *     environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" })
 *   })
 * ).pipe(Layer.provide(Node.layer))
 *
 * // a local 50-level book of BTCUSDT, kept from the snapshot and its deltas
 * const program = OrderBook.stream("BTCUSDT", 50, "linear").pipe(
 *   Stream.take(10),
 *   Stream.runForEach((event) => Effect.log(event._tag))
 * )
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category streams
 */
export function stream(
  symbol: string,
  depth: Topics.Depth,
  category: "spot" | "linear" | "inverse",
  options?: Options
): Stream.Stream<Event, SubscribeError, BybitSocket>
export function stream(
  symbol: string,
  depth: Topics.OptionDepth,
  category: "option",
  options?: Options
): Stream.Stream<Event, SubscribeError, BybitSocket>
export function stream(
  symbol: string,
  depth: number,
  category: WsMarket.Category,
  options: Options = {}
): Stream.Stream<Event, SubscribeError, BybitSocket> {
  const topic = `orderbook.${depth}.${symbol}`
  const offered = category === "option" ? depth === 25 || depth === 100 : [1, 50, 200, 1000].includes(depth)
  if (!offered) {
    return Stream.fail(new SubscribeFailed({ topics: [topic], reason: `depth ${depth} is not offered on ${category}` }))
  }
  return run({ symbol, category, depth, topic, options }, resubscribe(topic))
}

/**
 * Keeps a local full-depth book from the delta-only `orderbook.full.{symbol}` (spot; futures as they roll out):
 * seeded from `GET /v5/market/full_orderbook`, deltas aligned by `u`, re-initialised on `u = 1` (a message with
 * levels is the new book; an empty one is followed by a new REST seed). Gaps, crossed books, stale books and
 * dropped connections emit a `BookReset` and seed again.
 *
 * @since 0.1.0
 * @category streams
 */
export const full = (
  symbol: string,
  category: "spot" | "linear" | "inverse",
  options: FullOptions = {}
): Stream.Stream<Event, SubscribeError | SeedError, BybitSocket | BybitHttp> => {
  const topic = `orderbook.full.${symbol}`
  return run({ symbol, category, depth: "full", topic, options }, seedFromRest(symbol, category, options))
}

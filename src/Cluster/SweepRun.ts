/**
 * One run of a sweep, in this process: an emulator replaying the recording on a clock of its own (virtual, moved only
 * by the run), the strategy beside it with the ordinary client and the defaults it has live (its rate budget, retries
 * and confirmations; Effect's `Random` seeded), and the account's report at the end as JSON text.
 * The clock moves only when every fiber of the run waits (lock-step), from one recorded line's time to the next or to
 * the end of a sleep (the strategy's `MarketTime.wait`, the market's step, a latency), each in order and settled
 * before the next; so the report depends on the recording, the settings and the strategy alone, and the same run gives
 * the same bytes in any process (what lets a runner killed mid-sweep lose no run: the run starts again elsewhere and
 * gives the same report). The run reads the recording as the replay takes it (`SweepFeed`): a week holds about
 * as many lines in memory as a minute.
 *
 * The run's clock is a paced clock (`LockStep.pacedClock`): the emulator's clock port is Effect's `Clock` (its market
 * steps, the replay's pacing and the client's timeouts all sleep on it), so a run needs a `Clock` whose sleeps wake
 * only when the run moves it, in order, fibers forked under it included; lock-step's gate already settles each wake
 * (every task of the run is counted), so the clock itself is a sorted list of sleeps. The replay moves it on to its
 * next line itself when no sleep ends before then, and the run wakes the sleeps: a line costs no timer (on
 * `effect/testing`'s `TestClock`, which a run used before, each line was a sleep woken and settled, and each wake
 * raced a timer of the wall clock).
 *
 * @since 1.2.0
 */
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Random from "effect/Random"
import * as Bybit from "../Bybit.js"
import type * as AccountsDescription from "../Emulator/AccountsDescription.js"
import * as Emulator from "../Emulator/Emulator.js"
import * as InProcess from "../Emulator/InProcess.js"
import * as Latency from "../Emulator/Latency.js"
import * as LockStep from "../Emulator/LockStep.js"
import * as Replay from "../Emulator/market/Replay.js"
import * as Node from "../node.js"
import type * as Format from "../Recording/Format.js"
import * as BybitSocket from "../Socket/BybitSocket.js"
import { describe, SweepError } from "./SweepError.js"
import * as SweepFeed from "./SweepFeed.js"
import type { Settings } from "./SweepGrid.js"
import { MarketTime, type Services, type Strategy } from "./SweepStrategy.js"

/**
 * One run: the strategy, its settings, the recording's path (a file, or a recorder's folder of rotated parts), and
 * the account's balances (default 100,000 USDT in the unified wallet). The run reads the recording as it plays.
 *
 * @since 1.2.0
 * @category models
 */
export interface Run {
  readonly strategy: Strategy
  readonly settings: Settings
  readonly recording: string
  readonly balances?: Readonly<Record<string, string>> | undefined
}

// The run's account: keys of a local exchange that lives as long as the run, not secrets.
const uid = "20000001"
const apiKey = "SWEEPRUNKEY00001"
const apiSecret = "sweep-run-secret-000000000000001"
// The seed of Effect's `Random` in a run: any fixed one makes a run's draws the same every time
const RANDOM_SEED = 71

const accountsOf = (balances: Readonly<Record<string, string>>): AccountsDescription.Input => ({
  users: [{ uid, username: "sweeprun01", apiKeys: [{ apiKey, secret: apiSecret }], balances: { UNIFIED: balances } }]
})

/**
 * Checks that a whole recording can be read (its lines decode): read through, held nowhere. A check on purpose (a
 * file before a long sweep, say): a sweep itself only opens each recording first (`SweepFeed.probe`) and its runs
 * check the rest as they read, failing with the error this check gives.
 *
 * @since 1.2.0
 * @category constructors
 */
export const checkRecording = (recording: string): Effect.Effect<void, SweepError> => SweepFeed.check(recording)

/**
 * The strategy's program for the run's settings; a strategy that returns something other than an Effect (an async
 * function's Promise, say) is refused by name.
 */
const programOf = (run: Run): Effect.Effect<unknown, unknown, Services> =>
  Effect.suspend(() => {
    const program = run.strategy(run.settings)
    if (Effect.isEffect(program)) return program
    // typed as an Effect, but a module's export is only checked to be a function
    const got: unknown = program
    const what = got instanceof Promise ? "a Promise" : got === null ? "null" : typeof got
    return Effect.fail(new SweepError({ reason: "strategy", message: `the strategy returned ${what}, not an Effect` }))
  })

// The run's latency, a setting of the grid like any other (`latency`: `Latency.Setting`): none when absent
const latencyOf = (settings: Settings): Effect.Effect<Latency.Setting | undefined, SweepError> =>
  settings.latency === undefined
    ? Effect.succeed(undefined)
    : Latency.decode(settings.latency).pipe(
        Effect.mapError(
          (error) =>
            new SweepError({ reason: "grid", message: `the setting "latency" is not a latency: ${error.message}` })
        )
      )

/** Removes one `at` from the waits (a wait done or interrupted). */
const unwait = (waits: Array<number>, at: number): void => {
  const i = waits.indexOf(at)
  if (i !== -1) waits.splice(i, 1)
}

const play = (run: Run, feed: SweepFeed.Feed, options: RunOptions): Effect.Effect<string, SweepError> =>
  Effect.gen(function* () {
    // the wall clock, for the one wait that is not the run's (see `settle`)
    const live = yield* Clock.Clock
    const clock = LockStep.pacedClock(feed.first)
    // lock-step over the run's clock: every fiber of the run, the strategy's and the emulator's, waits before the
    // clock or the replay moves; paced, the replay moves the clock on to its next line itself when no sleep of the
    // run ends before it, and the drive below advances it only to the sleeps' ends (`LockStep`)
    return yield* LockStep.provide(Effect.scoped(playPaced(run, feed, options, clock, live)), { clock })
  })

/** The emulator, its REST answered as `options.answers` says (the emulator's own answer by default). */
const answeredBy = (
  emulator: Emulator.EmulatorHandle,
  options: RunOptions
): Pick<Emulator.EmulatorHandle, "answer" | "connect"> => {
  const answers = options.answers
  if (answers === undefined) return emulator
  return { answer: answers(emulator.answer), connect: emulator.connect }
}

const recordingFailure = (cause: unknown): SweepError =>
  cause instanceof SweepError ? cause : new SweepError({ reason: "recording", message: describe(cause) })

const playPaced = (
  run: Run,
  feed: SweepFeed.Feed,
  options: RunOptions,
  clock: LockStep.PacedClock,
  live: Clock.Clock
) =>
  Effect.gen(function* () {
    const emulator = yield* Emulator.make({
      market: Replay.from(feed.lines, { speed: 1 }),
      accounts: accountsOf(run.balances ?? { USDT: "100000" })
    }).pipe(Effect.mapError(recordingFailure))
    options.emulator?.({
      openSockets: () => emulator.admin.openSockets(),
      wsConnections: () => emulator.admin.wsConnections()
    })
    const control = emulator.replay
    if (control === undefined) return yield* Effect.die(new Error("the run's emulator is not replaying"))
    const gate = yield* LockStep.LockStep
    // the replay's end, as its exit (a status a settle would cost more than the settle): a line that fails to read
    // (a corrupt line, a file cut short) ends the run at once
    let over: Exit.Exit<void, Emulator.ReplayFailure> | undefined
    const ended = (): boolean => over !== undefined
    yield* emulator.replayEnded.pipe(
      Effect.exit,
      Effect.flatMap((exit) =>
        Effect.sync(() => {
          over = exit
        })
      ),
      Effect.forkScoped
    )
    // every fiber of the run waits (lock-step): the replay applied every line before the next sleep's end, or sleeps
    // itself, or ended; when it neither sleeps nor ended yet (its own fiber, or reading the recording's next lines:
    // `feed.reading`), wait on the live clock until it does
    const settle = Effect.gen(function* () {
      let spins = 0
      yield* gate.settled
      while ((gate.nextDue() === undefined && !ended()) || feed.reading()) {
        spins++
        yield* spins < 64 ? Effect.yieldNow : Effect.provideService(Effect.sleep("1 millis"), Clock.Clock, live)
        yield* gate.settled
      }
    })
    yield* settle
    // the times the strategy's waits end at: after the last line the clock moves on to them, and to nothing else
    const waits: Array<number> = []
    const market = MarketTime.of({
      now: Clock.currentTimeMillis,
      wait: (duration) =>
        Effect.gen(function* () {
          const ms = Duration.toMillis(Duration.fromInputUnsafe(duration))
          const at = (yield* Clock.currentTimeMillis) + ms
          waits.push(at)
          yield* Effect.sleep(Duration.millis(ms)).pipe(Effect.ensuring(Effect.sync(() => unwait(waits, at))))
          return at
        }),
      ended: Effect.map(Clock.currentTimeMillis, (t) => {
        const last = feed.last()
        return last !== undefined && t >= last && control.status().state === "ended"
      })
    })
    // the ordinary client with the defaults a program has live (its rate budget holds an order over the documented
    // limit until the window has room, as it would live, where a client without one is refused a 10006; reads are
    // retried, an order creation confirmed), its REST and sockets answered in this process (no socket, no event-loop
    // turn between them)
    const rest = Bybit.layer({ environment: emulator.environment, credentials: { apiKey, apiSecret } })
    const latency = yield* latencyOf(run.settings)
    const client = Layer.provideMerge(BybitSocket.layer(), rest).pipe(
      Layer.provide(Layer.merge(Node.layer, InProcess.layer(answeredBy(emulator, options), { latency })))
    )
    const strategy = yield* programOf(run).pipe(
      Effect.provide(client),
      Effect.provideService(MarketTime, market),
      // Effect's random numbers seeded, for the strategy and its client (a retry's jitter): they repeat run to run
      Random.withSeed(RANDOM_SEED),
      Effect.mapError((cause) =>
        cause instanceof SweepError
          ? cause
          : new SweepError({ reason: "run", message: `the strategy failed: ${describe(cause)}` })
      ),
      // a strategy is user code: its throw or `Effect.die` is the run's typed failure, not a defect that ends the
      // process with no word (the CLI prints typed errors only)
      Effect.catchDefect((defect) =>
        Effect.fail(new SweepError({ reason: "run", message: `the strategy died: ${describe(defect)}` }))
      ),
      Effect.forkScoped
    )
    // The run's drive: once every fiber waits, the clock moves on to the earliest sleep's end (the replay's for its
    // next line, the market's step, the strategy's wait), waking the sleeps due then in order, each settled (every
    // fiber it woke waits again) before the next; between the moves a failed strategy ends the run. After the last
    // line it moves to the strategy's waits while the strategy still waits on the clock; a strategy that returned or
    // waits on anything else (a stream of an ended recording) ends the run there.
    yield* settle
    while (true) {
      if (over !== undefined && Exit.isFailure(over)) break
      const exit = strategy.pollUnsafe()
      if (exit !== undefined && exit._tag === "Failure") return yield* Effect.failCause(exit.cause)
      const target = !ended() ? gate.nextDue() : exit === undefined && waits.length > 0 ? Math.min(...waits) : undefined
      if (target === undefined || !Number.isFinite(target)) break
      yield* clock.advance(target, gate.settled)
      yield* settle
    }
    yield* Fiber.interrupt(strategy)
    // the strategy's client closed its sockets: the closes reach the emulator before the report
    yield* settle
    options.stopped?.()
    yield* emulator.replayEnded.pipe(Effect.mapError(recordingFailure))
    return JSON.stringify(emulator.admin.report({ uid }))
  })

/**
 * Makes one run in this process and answers its report as JSON text (see the module's description).
 *
 * @since 1.2.0
 * @category constructors
 */
export const run = (input: Run, options: RunOptions = {}): Effect.Effect<string, SweepError> =>
  Effect.scoped(
    Effect.gen(function* () {
      const feed =
        options.lines === undefined
          ? yield* SweepFeed.open(input.recording)
          : yield* SweepFeed.fromLines(input.recording, options.lines)
      options.feed?.(feed)
      return yield* play(input, feed, options)
    })
  )

/**
 * What a test reads of a run's emulator: its open WebSockets and how many the servers hold. Narrow on purpose: the
 * emulator's own declarations name Node's types, which the cluster entry's users do not need.
 *
 * @since 2.0.0
 * @category models
 * @internal
 */
export interface RunEmulator {
  readonly openSockets: () => ReadonlyArray<unknown>
  readonly wsConnections: () => number
}

/**
 * What tests watch of a run: its lines in memory instead of the file's (`lines`, from `SweepFeed.linesOf`: the replay
 * takes the array as it is), the feed (what it holds), and the run's emulator (its sockets,
 * once the strategy `stopped`). The bench puts its own answering between the strategy's client and the emulator
 * (`answers`): it measures what the client alone costs a decision.
 *
 * @since 2.0.0
 * @category models
 * @internal
 */
export interface RunOptions {
  readonly lines?: ReadonlyArray<Format.Line> | undefined
  readonly feed?: ((feed: SweepFeed.Feed) => void) | undefined
  readonly emulator?: ((emulator: RunEmulator) => void) | undefined
  /** Called once the strategy was stopped and its sockets' closes were taken, before the report. */
  readonly stopped?: (() => void) | undefined
  /**
   * What answers the client's REST requests, given the emulator's own answering (its answers opaque: `R`): by
   * default, the emulator's.
   */
  readonly answers?: (<R>(answer: RunAnswer<R>) => RunAnswer<R>) | undefined
}

/**
 * One REST request as a run's emulator answers it in this process (`EmulatorHandle.answer`): its method, its path and
 * query, its headers (lower-case names) and its body; `R` is the answer. Written out here, not named from the
 * emulator: the emulator's declarations name Node's types, which the cluster entry's users do not need.
 *
 * @since 2.0.0
 * @category models
 * @internal
 */
export type RunAnswer<R> = (
  method: string,
  url: string,
  headers: Readonly<Record<string, string>>,
  body: Uint8Array
) => R

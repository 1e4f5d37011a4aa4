/**
 * One WebSocket session of one (stream URL, credentials) pair: it connects, authenticates, pings and watches for the
 * pong, reconnects on its Schedule, and tells its subscription registry when a socket is ready and when it is gone.
 * States follow the specification (initial → connecting → connected; an unexpected close → reconnecting → connecting;
 * a deliberate close → closing → initial), and every happening is published on `events`. The session belongs to the
 * scope it is made in: its fibers are forked there, and closing that scope closes the socket (code 1000) and fails
 * every waiter with `SocketClosed`.
 *
 * @since 0.1.0
 */

import * as Clock from "effect/Clock"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Latch from "effect/Latch"
import * as Result from "effect/Result"
import type * as Schedule from "effect/Schedule"
import type * as Scope from "effect/Scope"
import * as Socket from "effect/socket/Socket"
import { SocketAuthFailed, SocketClosed, type SocketFatal, SocketUnauthorized } from "../Errors/SocketError.js"
import * as Backoff from "../Layers/Backoff.js"
import * as Logs from "../Observability/Logs.js"
import * as Recorder from "../Observability/Recorder.js"
import type { ConnectionEvent, ConnectionState } from "./ConnectionState.js"
import * as Hub from "./Hub.js"
import * as SocketRun from "./internal/socketRun.js"
import type { Config } from "./SessionConfig.js"

export type {
  /** @since 0.1.0 */
  Config,
  /** @since 0.1.0 */
  Options
} from "./SessionConfig.js"

/**
 * The default reconnect schedule: the first reconnect waits exactly 500 ms; later ones grow exponentially from
 * 1 s with jitter, capped at 30 s.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultReconnect: Schedule.Schedule<unknown, unknown> = Backoff.make({
  first: 500,
  base: 1000,
  cap: 30_000,
  capBeforeJitter: false
})

/**
 * Defaults from the specification.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaults = {
  pingInterval: Duration.millis(10_000),
  pongTimeout: Duration.millis(1_000),
  silenceTimeout: Duration.seconds(30),
  openTimeout: Duration.seconds(10),
  ackTimeout: Duration.seconds(10)
} as const

/**
 * A session.
 *
 * @since 0.1.0
 * @category models
 */
export interface Session {
  readonly state: Hub.MutableCell<ConnectionState>
  /** Opens the socket, once (later calls do nothing). */
  readonly start: Effect.Effect<void>
  /** Why the session ended for good, if it did. */
  readonly fatal: () => SocketFatal | undefined
  /** Why the last socket ended or could not open, while the session is not connected (`undefined` when it is). */
  readonly unreached: () => string | undefined
  /** Sends a frame once connected (and authenticated); fails if the session ended for good. */
  readonly send: (frame: string) => Effect.Effect<void, SocketFatal>
}

/**
 * Makes a session in the enclosing scope; the socket opens on `start`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (config: Config): Effect.Effect<Session, never, Scope.Scope | Socket.WebSocketConstructor> =>
  Effect.gen(function* () {
    const { protocol } = config
    const options = config.options ?? {}
    const scope = yield* Effect.scope
    const webSocket = yield* Socket.WebSocketConstructor
    const shared: SocketRun.Shared = {
      config,
      clock: yield* Clock.Clock,
      state: Hub.cell<ConnectionState>("initial"),
      connected: yield* Latch.make(false),
      timing: {
        pingInterval: options.pingInterval ?? defaults.pingInterval,
        pongTimeout: options.pongTimeout ?? defaults.pongTimeout,
        silenceMs: Duration.toMillis(options.silenceTimeout ?? defaults.silenceTimeout),
        ackTimeout: options.ackTimeout ?? defaults.ackTimeout,
        openTimeout: options.openTimeout ?? defaults.openTimeout
      },
      pong: undefined,
      auth: undefined,
      nextReqId: 1
    }
    const { state, connected } = shared
    // completed when the session ends for good, so a sender waiting for "connected" is told why
    const closedForGood = yield* Deferred.make<never, SocketFatal>()
    // counted where a recorder is installed (`Metrics.layer`)
    const reconnects = (yield* Recorder.current)?.reconnectsOf(protocol.id)
    // logged where a sink is installed (`Logs.layer`)
    const log = yield* Logs.current
    let fatal: SocketFatal | undefined
    let lastEnd: string | undefined
    let started = false
    const publish = (event: ConnectionEvent) => Effect.sync(() => config.events.publish(event))

    // Everything observable (the Fatal event, the state) is recorded before any waiter is woken: Effect 4 resumes a
    // waiting fiber on the stack of whoever completes it, and a subscriber told of the end may close the connection's
    // scope (and with it `events`) before this fiber would get to publish.
    const endForGood = (error: SocketFatal, event?: string) =>
      Effect.gen(function* () {
        fatal = error
        if (event !== undefined) yield* publish({ _tag: "Fatal", market: protocol.id, reason: event })
        yield* state.set("initial")
        Deferred.doneUnsafe(closedForGood, Exit.fail(error))
        config.registry.failAll(error)
      })

    const loop = Effect.gen(function* () {
      const schedule = options.reconnect ?? defaultReconnect
      let delays = yield* Backoff.sleeps(schedule)
      let attempt = 0
      while (true) {
        const end = yield* SocketRun.socketOnce(shared, attempt > 0)
        if (end._tag === "Unauthorized") {
          yield* log("Error", `WebSocket ${protocol.id}: upgrade refused with 401, not retrying`)
          return yield* endForGood(new SocketUnauthorized({ market: protocol.id }), "401 Unauthorized")
        }
        if (end._tag === "AuthFailed") {
          yield* log("Error", `WebSocket ${protocol.id}: authentication failed (${end.reason})`)
          return yield* endForGood(new SocketAuthFailed({ market: protocol.id, reason: end.reason }), end.reason)
        }
        const wasConnected = state.unsafeGet() === "connected"
        lastEnd = end.reason
        // after the last frame of the lost socket and before any of the next one: where a recorder writes its gap
        if (wasConnected) config.registry.lost(end.reason)
        yield* publish({ _tag: "Disconnected", market: protocol.id, reason: end.reason })
        yield* state.set("reconnecting")
        if (wasConnected) {
          // a session that came up resets the back-off: the next reconnect waits the first delay again
          delays = yield* Backoff.sleeps(schedule)
          attempt = 0
        }
        attempt++
        yield* publish({ _tag: "Reconnecting", market: protocol.id, attempt })
        const next = yield* SocketRun.attempt(delays(undefined))
        if (Result.isFailure(next)) {
          return yield* endForGood(new SocketClosed({ market: protocol.id, reason: "reconnect attempts exhausted" }))
        }
        // once per reconnect attempt, as the next socket is about to open
        if (reconnects !== undefined) {
          yield* Effect.withFiber((fiber) => Effect.sync(() => reconnects.updateUnsafe(1, fiber.context)))
        }
      }
    })

    yield* Effect.addFinalizer(() =>
      Effect.gen(function* () {
        if (started && fatal === undefined) {
          yield* state.set("closing")
          yield* endForGood(new SocketClosed({ market: protocol.id, reason: "the connection's scope was closed" }))
        }
        config.events.close()
      })
    )

    // The loop runs in the session's scope: closing the scope interrupts it (its socket closes with code 1000)
    // before the finalizer above runs. Interruptible whatever region `start` was called from.
    const start = Effect.suspend(() => {
      if (started || fatal !== undefined) return Effect.void
      started = true
      return Effect.asVoid(
        Effect.forkIn(Effect.interruptible(Effect.provideService(loop, Socket.WebSocketConstructor, webSocket)), scope)
      )
    })

    const send = (frame: string) =>
      Effect.gen(function* () {
        if (fatal !== undefined) return yield* Effect.fail(fatal)
        yield* start
        yield* Effect.raceFirst(connected.await, Deferred.await(closedForGood))
        const write = config.registry.write()
        if (write === undefined) {
          return yield* new SocketClosed({ market: protocol.id, reason: "not connected" })
        }
        yield* write(frame).pipe(
          Effect.mapError((error) => new SocketClosed({ market: protocol.id, reason: SocketRun.describe(error) }))
        )
      })

    const unreached = () => (state.unsafeGet() === "connected" ? undefined : lastEnd)

    return { state, start, fatal: () => fatal, unreached, send } satisfies Session
  })

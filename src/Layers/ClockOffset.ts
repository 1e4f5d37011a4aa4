/**
 * The difference between the exchange's clock and ours. Time sync is off by default (offset 0); when on, the server
 * time is read once at start and then every hour, and signing uses local time + offset.
 *
 * The server-time fetch is a parameter, so this module imports no transport (`src/Bybit.ts` wires it).
 *
 * @since 0.1.0
 */
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"

/**
 * The server time did not come back as a number.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidServerTime extends Schema.TaggedError<InvalidServerTime>()("InvalidServerTime", {
  received: Schema.String
}) {
  override get message(): string {
    return `Server time is not a number: ${this.received}`
  }
}

/**
 * The clock-offset service.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClockOffsetService {
  /**
   * Local time plus the offset, in ms: the timestamp to sign with. Whole milliseconds, as the exchange reads `X-BAPI-TIMESTAMP` (a clock may
   * read fractions: the `TestClock` stands at a jittered retry's fractional wake-up time).
   */
  readonly now: Effect.Effect<number>
  /** The current offset in ms (server minus local). */
  readonly offset: Effect.Effect<number>
  /** Reads the server time again now (e.g. after a 10002); on failure the offset falls back to 0. */
  readonly resync: Effect.Effect<void>
}

/**
 * The clock offset.
 *
 * @since 0.1.0
 * @category tags
 */
export class ClockOffset extends Context.Service<ClockOffset, ClockOffsetService>()("effect-bybit/ClockOffset") {}

/**
 * Defaults from the specification.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaults = {
  /** Time sync interval. */
  interval: Duration.millis(3_600_000),
  /** A clock difference above this logs a warning (the latency check). */
  warnAboveMs: 500
} as const

/**
 * Time sync off: the offset is 0 (the default).
 *
 * @since 0.1.0
 * @category layers
 */
export const layerNone: Layer.Layer<ClockOffset> = Layer.succeed(ClockOffset, {
  now: Effect.clockWith((clock) => Effect.sync(() => Math.floor(clock.currentTimeMillisUnsafe()))),
  offset: Effect.succeed(0),
  resync: Effect.void
})

/**
 * Options of a synced clock.
 *
 * @since 0.1.0
 * @category models
 */
export interface SyncOptions {
  readonly interval?: Duration.Input
  readonly warnAboveMs?: number
}

/**
 * How a measured clock reads the server: above `warnAboveMs` a measured difference logs a warning (none when unset);
 * on a failed read `onFailure` says whether the offset falls back to 0 (`"reset"`) or keeps its last value
 * (`"keep"`).
 *
 * @since 1.2.0
 * @category models
 */
export interface MeasureOptions {
  readonly warnAboveMs?: number | undefined
  readonly onFailure: "reset" | "keep"
}

/**
 * A clock at offset 0 whose `resync` reads `serverTime` once and sets the offset to the server's time minus the
 * middle of the round trip. It reads nothing by itself: `makeSynced` reads at start and on a schedule, `Bybit.layer`
 * with time sync off only when a 10002 asks. A result that is not a finite number fails the read with
 * `InvalidServerTime`; a failed read logs a warning (see `MeasureOptions.onFailure`).
 *
 * @since 1.2.0
 * @category constructors
 */
export const makeMeasured = <E>(
  serverTime: Effect.Effect<unknown, E>,
  options: MeasureOptions
): Effect.Effect<ClockOffsetService> =>
  Effect.sync(() => {
    // a plain cell, not a Ref: every signed request reads it, and `now` is then two steps (the clock, the sum),
    // where a zip of the clock and a Ref ran Effect.all's loop on every signature
    let offset = 0
    const warnAbove = options.warnAboveMs
    const fetchServerMs = Effect.flatMap(serverTime, (value) =>
      typeof value === "number" && Number.isFinite(value)
        ? Effect.succeed(value)
        : Effect.fail(new InvalidServerTime({ received: String(value) }))
    )
    const onFailure =
      options.onFailure === "reset"
        ? (error: unknown) =>
            Effect.andThen(
              Effect.logWarning("Server time sync failed; using offset 0", error),
              Effect.sync(() => {
                offset = 0
              })
            )
        : (error: unknown) => Effect.logWarning("Server time resync failed; keeping the offset", error)
    const resync = Effect.gen(function* () {
      const before = yield* Clock.currentTimeMillis
      const server = yield* fetchServerMs
      const after = yield* Clock.currentTimeMillis
      // The server read its clock somewhere during the round trip: assume the middle.
      const measured = Math.round(server - (before + after) / 2)
      if (warnAbove !== undefined && Math.abs(measured) > warnAbove) {
        yield* Effect.logWarning(`Clock differs from the server by ${measured} ms (more than ${warnAbove} ms)`)
      }
      offset = measured
    }).pipe(Effect.catch(onFailure))
    return {
      // whole milliseconds, as the exchange reads X-BAPI-TIMESTAMP (ClockOffsetService.now)
      now: Effect.clockWith((clock) => Effect.sync(() => Math.floor(clock.currentTimeMillisUnsafe()) + offset)),
      offset: Effect.sync(() => offset),
      resync
    }
  })

/**
 * A clock at offset 0 until a resync is asked for (a 10002): then `serverTime` is read once; a failed read keeps the
 * offset. What `Bybit.layer` installs with time sync off (see `makeMeasured`).
 *
 * @since 1.2.0
 * @category layers
 */
export const layerOnDemand = <E, R>(serverTime: Effect.Effect<number, E, R>): Layer.Layer<ClockOffset, never, R> =>
  Layer.effect(
    ClockOffset,
    Effect.flatMap(Effect.context<R>(), (context) =>
      makeMeasured(Effect.provide(serverTime, context), { onFailure: "keep" })
    )
  )

/**
 * A synced clock: `serverTime` is read at start and every `interval`. A result that is not a finite number fails the
 * fetch with `InvalidServerTime`; any failure logs a warning and the offset falls back to 0. The latency check logs a
 * warning when the clocks differ by more than `warnAboveMs`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const makeSynced = <E>(
  serverTime: Effect.Effect<unknown, E>,
  options: SyncOptions = {}
): Effect.Effect<ClockOffsetService, never, Scope.Scope> =>
  Effect.gen(function* () {
    const clock = yield* makeMeasured(serverTime, {
      warnAboveMs: options.warnAboveMs ?? defaults.warnAboveMs,
      onFailure: "reset"
    })
    yield* clock.resync
    yield* Effect.forkScoped(Effect.schedule(clock.resync, Schedule.spaced(options.interval ?? defaults.interval)))
    return clock
  })

/**
 * A synced clock as a layer (see `makeSynced`).
 *
 * @example
 * ```ts
 * import { ClockOffset } from "effect-bybit"
 * import * as Duration from "effect/Duration"
 * import * as Effect from "effect/Effect"
 *
 * // any source of the server's time in ms (Bybit.layer's `timeSync` reads GET /v5/market/time)
 * const serverTime = Effect.sync(() => Date.now())
 * const clock = ClockOffset.layerSynced(serverTime, { interval: Duration.minutes(5), warnAboveMs: 500 })
 *
 * const offset = Effect.flatMap(ClockOffset.ClockOffset, (c) => c.offset).pipe(Effect.provide(clock))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layerSynced = <E, R>(
  serverTime: Effect.Effect<unknown, E, R>,
  options: SyncOptions = {}
): Layer.Layer<ClockOffset, never, R> =>
  Layer.effect(
    ClockOffset,
    Effect.flatMap(Effect.context<R>(), (context) => makeSynced(Effect.provide(serverTime, context), options))
  )

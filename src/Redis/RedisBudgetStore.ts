/**
 * A `RateBudgetStore` in Redis, so a fleet of processes trading with one API key shares one budget: every process
 * draws from the same counters, as the exchange counts them (per account and rate group, and the IP's).
 *
 * - **Atomic:** each update is a compare-and-set in one Lua script (the state is replaced only if it is still what
 *   this process read; otherwise the current state comes back and the update is computed again on it).
 * - **One clock:** send times are stored on the Redis server's clock, so hosts whose clocks disagree still agree on
 *   when a unit leaves its window. The skew is the tightest of several `TIME` readings (each is right to within half
 *   its round trip; one taken while the process is busy can be off by tens of ms, enough for the fleet to send one
 *   request more than a window allows), read again every second while loose and every `clockSync` after.
 * - **Expiring keys:** a key lives as long as its window (or its pause) and a margin, then disappears on its own.
 * - **Redis trouble** (unreachable at start, dropped, slow past `timeout`, a malformed key): nothing crashes and no
 *   request is lost. `onUnavailable: "local"` (default) falls back to a budget in this process with a
 *   `1 / fleetSize` share of every limit until Redis answers again, starting from each key's last shared state (the
 *   fleet's sends still in their window count); `"fail"` refuses to send with `RateBudgetUnavailable`. The client
 *   reconnects with backoff; the gauge `bybit_rate_budget_store_degraded` is 1 while degraded, and the change is
 *   logged both ways. A malformed key is logged and overwritten.
 *
 * @since 0.2.0
 */
import * as Clock from "effect/Clock"
import * as Config from "effect/Config"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Metric from "effect/Metric"
import * as Option from "effect/Option"
import type * as Scope from "effect/Scope"
import * as Semaphore from "effect/Semaphore"
import { Redis } from "ioredis"
import {
  type BucketState,
  inFlightLimitMs,
  RateBudgetStore,
  type RateBudgetStoreService,
  RateBudgetUnavailable
} from "../Layers/RateBudgetStore.js"
import * as ClockReading from "./internal/clockReading.js"
import * as LocalShare from "./LocalShare.js"

/**
 * Options of the Redis store.
 *
 * @since 0.2.0
 * @category models
 */
export interface Options {
  /** `redis://host:port/db` (default `redis://127.0.0.1:6379`); ignored when `client` is given. */
  readonly url?: string | undefined
  /** An existing client (left open when the store's scope closes). */
  readonly client?: Redis | undefined
  /** Prefix of every key (default `effect-bybit:budget:`); processes sharing a budget use the same one. */
  readonly prefix?: string | undefined
  /** What a draw does while Redis is unavailable: `"local"` (default) or `"fail"`. */
  readonly onUnavailable?: "local" | "fail" | undefined
  /** How many processes share the budget: the local fallback grants `1 / fleetSize` of each limit (default 1). */
  readonly fleetSize?: number | undefined
  /** How long one Redis operation may take before the store counts as unavailable (default 250 ms). */
  readonly timeout?: Duration.Input | undefined
  /** How often the Redis server's clock is read again once a tight reading is in force (default 30 s). */
  readonly clockSync?: Duration.Input | undefined
}

/**
 * What the store reports about itself (for health checks and tests).
 *
 * @since 0.2.0
 * @category models
 */
export interface Status {
  /** Redis is unreachable or too slow, and the policy is in force. */
  readonly degraded: boolean
  /** The Redis server's clock minus this process's, ms (the reading in force). */
  readonly skewMs: number
  /** How far `skewMs` may be off, ms: half the round trip of its reading, and half a ms of rounding. */
  readonly skewErrorMs: number
  /** Updates that ran on the local fallback, in total. */
  readonly fallbacks: number
}

/**
 * The Redis store with its status.
 *
 * @since 0.2.0
 * @category models
 */
export interface RedisBudgetStoreService extends RateBudgetStoreService {
  readonly status: Effect.Effect<Status>
}

/**
 * The Redis store's own tag (the same service is also provided as `RateBudgetStore`).
 *
 * @since 0.2.0
 * @category tags
 */
export class RedisBudgetStore extends Context.Service<RedisBudgetStore, RedisBudgetStoreService>()(
  "effect-bybit/RedisBudgetStore"
) {}

/**
 * The gauge that is 1 while the store is degraded.
 *
 * @since 0.2.0
 * @category metrics
 */
export const degradedGauge = Metric.gauge("bybit_rate_budget_store_degraded")

// Replaces the key's value only if it is still the one read (ARGV[3] = "1": the key was absent); otherwise answers
// the current value. Fair under contention: a writer that loses takes the turn (KEYS[2], for 50 ms), and while
// another writer holds it a matching write of this one is refused too, so a process with a backlog of updates cannot
// starve the others (it would otherwise always answer first). ARGV[2] is the new value's time to live, ms; ARGV[5]
// the writer.
const compareAndSet = `
local turn = redis.call('GET', KEYS[2])
local current = redis.call('GET', KEYS[1])
local matches = (ARGV[3] == '1' and current == false) or (ARGV[3] == '0' and current == ARGV[1])
if matches and (turn == false or turn == ARGV[5]) then
  redis.call('SET', KEYS[1], ARGV[4], 'PX', ARGV[2])
  if turn then redis.call('DEL', KEYS[2]) end
  return {1}
end
if turn == false then redis.call('SET', KEYS[2], ARGV[5], 'PX', 50) end
if current == false then return {0} end
return {0, current}
`

interface Stored {
  readonly l: number
  readonly w: number
  readonly s: Array<number>
  readonly p: number
  /** The stamps of units in flight (absent in states written before 0.2 had it: none in flight). */
  readonly f?: Array<number>
}

const isTimes = (u: unknown): u is Array<number> =>
  Array.isArray(u) && u.every((x) => typeof x === "number" && Number.isFinite(x))

const isStored = (u: unknown): u is Stored => {
  if (typeof u !== "object" || u === null) return false
  const o = u as Record<string, unknown>
  return (
    typeof o.l === "number" &&
    typeof o.w === "number" &&
    typeof o.p === "number" &&
    isTimes(o.s) &&
    (o.f === undefined || isTimes(o.f))
  )
}

// The stored form is on the server's clock; the budget's is local.
const parse = (raw: string, skew: number): BucketState | "malformed" => {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return "malformed"
  }
  if (!isStored(value)) return "malformed"
  const state: BucketState = {
    limit: value.l,
    windowMs: value.w,
    stamps: value.s.map((t) => t - skew),
    pausedUntil: value.p - skew
  }
  if (value.f !== undefined && value.f.length > 0) state.inFlight = value.f.map((t) => t - skew)
  return state
}

const serialize = (state: BucketState, skew: number): string =>
  JSON.stringify({
    l: state.limit,
    w: state.windowMs,
    s: state.stamps.map((t) => t + skew),
    p: state.pausedUntil + skew,
    // written only when some unit is in flight: a state without one reads the same in every version
    ...(state.inFlight === undefined || state.inFlight.length === 0 ? {} : { f: state.inFlight.map((t) => t + skew) })
  })

const conflictAttempts = 64
// readings of the server's clock per sync, at most (the first tight one ends it)
const clockReadings = 8

interface Settings {
  readonly prefix: string
  readonly timeout: Duration.Duration
  readonly failClosed: boolean
  /** The store's name in errors. */
  readonly store: string
  readonly fleetSize: number
}

// One store's state (the values last read or written per key, the clock skew, the degraded flag) and its Redis
// operations, each answering `RateBudgetUnavailable` when Redis does not.
class Store {
  /** The value last read or written per key: a compare-and-set starts from it without reading first. */
  private readonly cache = new Map<string, string | null>()
  private readonly malformedSeen = new Set<string>()
  /** One update per key at a time in this process: contention is then only between processes. */
  private readonly locks = new Map<string, Semaphore.Semaphore>()
  private readonly local: LocalShare.LocalShare
  /** This store among the fleet's writers (the turn of a contended key names it). */
  private readonly writer = `${Math.random().toString(36).slice(2, 12)}${Math.random().toString(36).slice(2, 12)}`
  /** The clock reading in force (none before the first answer). */
  reading: ClockReading.ClockReading | undefined = undefined
  /** The Redis server's clock minus this process's, ms (0 until a reading). */
  get skew(): number {
    return this.reading?.skewMs ?? 0
  }
  degraded = false
  fallbacks = 0

  constructor(
    private readonly client: Redis,
    private readonly settings: Settings
  ) {
    this.local = LocalShare.make(settings.fleetSize)
  }

  call<A>(what: string, run: () => Promise<A>): Effect.Effect<A, RateBudgetUnavailable> {
    const { store, timeout } = this.settings
    return Effect.tryPromise({
      try: run,
      catch: (cause) => new RateBudgetUnavailable({ store, reason: `${what}: ${String(cause)}` })
    }).pipe(
      Effect.timeoutOrElse({
        duration: timeout,
        orElse: () =>
          Effect.fail(new RateBudgetUnavailable({ store, reason: `${what}: no answer in ${Duration.format(timeout)}` }))
      })
    )
  }

  setDegraded(now: boolean, reason: string): Effect.Effect<void> {
    return Effect.suspend(() => {
      if (this.degraded === now) return Effect.void
      this.degraded = now
      // back on the shared state: the next outage seeds its local share afresh
      if (!now) this.local.clear()
      return Effect.andThen(
        Metric.update(degradedGauge, now ? 1 : 0),
        now
          ? Effect.logWarning(
              `rate budget store degraded (${reason}): ${this.settings.failClosed ? "refusing to send" : `a local 1/${this.settings.fleetSize} share of each limit`} until Redis answers`
            )
          : Effect.logInfo("rate budget store recovered: the fleet's shared budget is in force again")
      )
    })
  }

  /** One reading of the Redis server's clock against this process's. */
  private readClock(): Effect.Effect<ClockReading.ClockReading, RateBudgetUnavailable> {
    const millis = Effect.map(Clock.currentTimeNanos, (nanos) => Number(nanos) / 1e6)
    return Effect.gen({ self: this }, function* () {
      const before = yield* millis
      const [seconds, micros] = yield* this.call("TIME", () => this.client.time())
      const after = yield* millis
      return ClockReading.fromTimes(ClockReading.serverMs(seconds ?? 0, micros ?? 0), before, after)
    })
  }

  /**
   * Reads the server's clock up to `clockReadings` times (until one is tight) and keeps the tightest reading; a
   * failed reading ends the round with the readings taken so far.
   */
  syncClock(): Effect.Effect<void> {
    return Effect.gen({ self: this }, function* () {
      let best: ClockReading.ClockReading | undefined
      for (let n = 0; n < clockReadings && (best === undefined || best.roundTripMs > ClockReading.tightMs); n++) {
        const fresh = yield* Effect.option(this.readClock())
        if (Option.isNone(fresh)) break
        if (best === undefined || fresh.value.roundTripMs < best.roundTripMs) best = fresh.value
      }
      if (best === undefined) return
      this.reading = ClockReading.keep(this.reading, best)
    })
  }

  /** How long until the clock is read again: soon while the reading in force is loose. */
  nextClockSync(spaced: Duration.Duration): Duration.Duration {
    const reading = this.reading
    return reading === undefined || reading.roundTripMs > ClockReading.tightMs ? Duration.seconds(1) : spaced
  }

  private casOnce(
    key: string,
    expected: string | null,
    next: string,
    ttlMs: number
  ): Effect.Effect<[number, string?], RateBudgetUnavailable> {
    const { prefix } = this.settings
    return this.call("EVAL", () =>
      this.client.eval(
        compareAndSet,
        2,
        prefix + key,
        `${prefix + key}:turn`,
        expected ?? "",
        String(ttlMs),
        expected === null ? "1" : "0",
        next,
        this.writer
      )
    ) as Effect.Effect<[number, string?], RateBudgetUnavailable>
  }

  private onRedis<A>(
    key: string,
    f: (current: BucketState | undefined) => readonly [A, BucketState]
  ): Effect.Effect<A, RateBudgetUnavailable> {
    return Effect.gen({ self: this }, function* () {
      const { prefix, store } = this.settings
      const now = yield* Clock.currentTimeMillis
      let raw = this.cache.has(key)
        ? (this.cache.get(key) ?? null)
        : yield* this.call("GET", () => this.client.get(prefix + key))
      for (let attempt = 0; attempt < conflictAttempts; attempt++) {
        const parsed = raw === null ? undefined : parse(raw, this.skew)
        if (parsed === "malformed" && !this.malformedSeen.has(key)) {
          this.malformedSeen.add(key)
          yield* Effect.logWarning(`rate budget store: key ${prefix + key} holds no budget state; it is overwritten`)
        }
        const [answer, next] = f(parsed === "malformed" ? undefined : parsed)
        const value = serialize(next, this.skew)
        // a unit in flight lives until it is settled, at most `inFlightLimitMs` past its window
        const inFlightEnd =
          next.inFlight === undefined || next.inFlight.length === 0
            ? 0
            : Math.max(...next.inFlight) - now + next.windowMs + inFlightLimitMs
        const ttlMs = Math.max(1_000, 2 * next.windowMs, next.pausedUntil - now + next.windowMs, inFlightEnd)
        const [written, current] = yield* this.casOnce(key, raw, value, Math.ceil(ttlMs))
        if (written === 1) {
          this.cache.set(key, value)
          return answer
        }
        raw = current ?? null
      }
      return yield* new RateBudgetUnavailable({ store, reason: `${conflictAttempts} conflicting writes on ${key}` })
    })
  }

  private lockOf(key: string): Semaphore.Semaphore {
    let lock = this.locks.get(key)
    if (lock === undefined) {
      lock = Semaphore.makeUnsafe(1)
      this.locks.set(key, lock)
    }
    return lock
  }

  /** Updates a key on Redis, or (Redis unavailable) by the policy: on the local share, or failing. */
  modify<A>(
    key: string,
    f: (current: BucketState | undefined) => readonly [A, BucketState]
  ): Effect.Effect<A, RateBudgetUnavailable> {
    return this.lockOf(key)
      .withPermits(1)(this.onRedis(key, f))
      .pipe(
        Effect.tap(() => this.setDegraded(false, "")),
        Effect.catchTag("RateBudgetUnavailable", (error) => {
          // the key's last shared state seeds the local share (the fleet's sends in their window still count)
          const raw = this.cache.get(key)
          const last = raw === undefined || raw === null ? undefined : parse(raw, this.skew)
          this.cache.delete(key)
          return Effect.andThen(
            this.setDegraded(true, error.reason),
            this.settings.failClosed
              ? Effect.fail(error)
              : Effect.sync(() => {
                  this.fallbacks++
                  return this.local.modify(key, f, last === "malformed" ? undefined : last)
                })
          )
        })
      )
  }

  /** Every budget state under the prefix. */
  entries(): Effect.Effect<ReadonlyMap<string, BucketState>, RateBudgetUnavailable> {
    return Effect.gen({ self: this }, function* () {
      const { prefix } = this.settings
      const keys: Array<string> = []
      let cursor = "0"
      do {
        const [next, found] = yield* this.call("SCAN", () =>
          this.client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 200)
        )
        cursor = next
        keys.push(...found)
      } while (cursor !== "0")
      const values = keys.length === 0 ? [] : yield* this.call("MGET", () => this.client.mget(...keys))
      const out = new Map<string, BucketState>()
      keys.forEach((key, i) => {
        const raw = values[i]
        const parsed = raw === null || raw === undefined ? undefined : parse(raw, this.skew)
        if (parsed !== undefined && parsed !== "malformed") out.set(key.slice(prefix.length), parsed)
      })
      return out as ReadonlyMap<string, BucketState>
    })
  }
}

// A client the store created connects first (bounded: Redis down at start means a degraded start, not a hang).
const awaitReady = (client: Redis, timeout: Duration.Duration): Effect.Effect<void> =>
  client.status === "ready"
    ? Effect.void
    : Effect.callback<void>((resume) => {
        const ready = () => resume(Effect.void)
        client.once("ready", ready)
        return Effect.sync(() => client.off("ready", ready))
      }).pipe(Effect.timeout(Duration.sum(timeout, Duration.seconds(2))), Effect.ignore)

/**
 * Builds the store for the enclosing scope (a client it created is closed with the scope).
 *
 * @since 0.2.0
 * @category constructors
 */
export const make: (options?: Options) => Effect.Effect<RedisBudgetStoreService, never, Scope.Scope> = Effect.fn(
  "RedisBudgetStore.make"
)(function* (options: Options = {}) {
  const settings: Settings = {
    prefix: options.prefix ?? "effect-bybit:budget:",
    timeout: Duration.fromInputUnsafe(options.timeout ?? "250 millis"),
    failClosed: options.onUnavailable === "fail",
    store: `redis ${options.client === undefined ? (options.url ?? "redis://127.0.0.1:6379") : "client"}`,
    fleetSize: options.fleetSize ?? 1
  }
  const client =
    options.client ??
    (yield* Effect.acquireRelease(
      Effect.sync(
        () =>
          new Redis(options.url ?? "redis://127.0.0.1:6379", {
            // a command while disconnected fails at once (the policy answers), never waits in a queue
            enableOfflineQueue: false,
            maxRetriesPerRequest: 0,
            lazyConnect: false,
            retryStrategy: (times) => Math.min(50 * 2 ** Math.min(times, 6), 2_000)
          })
      ),
      (redis) => Effect.sync(() => redis.disconnect())
    ))
  // errors are answered by the policy; without a listener the client would report them on stderr
  client.on("error", () => {})
  const store = new Store(client, settings)
  yield* awaitReady(client, settings.timeout)
  // the server clock now, and again periodically (a failed reading keeps the one in force)
  yield* store.syncClock()
  const spaced = Duration.fromInputUnsafe(options.clockSync ?? "30 seconds")
  yield* Effect.forkScoped(
    Effect.suspend(() => Effect.sleep(store.nextClockSync(spaced))).pipe(
      Effect.andThen(store.syncClock()),
      Effect.forever,
      Effect.interruptible
    )
  )
  yield* Metric.update(degradedGauge, 0)
  return {
    modify: (key, f) => store.modify(key, f),
    entries: store.entries(),
    status: Effect.sync(() => ({
      degraded: store.degraded,
      skewMs: store.skew,
      skewErrorMs: store.reading === undefined ? Number.POSITIVE_INFINITY : store.reading.roundTripMs / 2 + 0.5,
      fallbacks: store.fallbacks
    }))
  } satisfies RedisBudgetStoreService
})

/**
 * The Redis store as the budget's store (and as `RedisBudgetStore`, for its status).
 *
 * @example
 * ```ts
 * import { Bybit, Environment } from "effect-bybit"
 * import { RedisBudgetStore } from "effect-bybit/redis"
 *
 * // four processes on one key draw from one budget kept in a local Redis
 * const client = Bybit.layer({
 *   environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" }),
 *   credentials: { apiKey: "<apiKey>", apiSecret: "<apiSecret>" },
 *   rateBudget: { store: RedisBudgetStore.layer({ url: "redis://127.0.0.1:6379", fleetSize: 4 }) }
 * })
 * ```
 *
 * @since 0.2.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<RateBudgetStore | RedisBudgetStore> =>
  Layer.effectContext(
    Effect.map(make(options), (service) =>
      Context.make(RedisBudgetStore, service).pipe(Context.add(RateBudgetStore, service))
    )
  )

/**
 * The store from configuration: `BYBIT_REDIS_URL` (required), `BYBIT_REDIS_POLICY` (`local`, the default, or
 * `fail`) and `BYBIT_FLEET_SIZE` (default 1).
 *
 * @since 0.2.0
 * @category layers
 */
export const layerConfig: Layer.Layer<RateBudgetStore | RedisBudgetStore, Config.ConfigError> = Layer.unwrap(
  Effect.map(
    Config.all({
      url: Config.String("BYBIT_REDIS_URL"),
      onUnavailable: Config.Literals(["local", "fail"], "BYBIT_REDIS_POLICY").pipe(
        Config.withDefault("local" as const)
      ),
      fleetSize: Config.Int("BYBIT_FLEET_SIZE").pipe(Config.withDefault(1))
    }),
    layer
  )
)

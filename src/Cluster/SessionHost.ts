/**
 * The runner's side of fleet sessions: serves the `SessionEntity` of every key the runner was given. The runner
 * holding a key's shard opens the key's private stream and trade session (its own `BybitSocket`, REST client and
 * `TradeApi` on that key), once for every worker of the fleet, and closes them when the shard leaves it. The keys
 * never leave the runner: entity ids carry the key's hashed identity, and the runner finds the key by it.
 *
 * @since 1.2.0
 */
import * as Entity from "effect/cluster/Entity"
import * as EntityId from "effect/cluster/EntityId"
import { Sharding } from "effect/cluster/Sharding"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as RcMap from "effect/RcMap"
import * as Result from "effect/Result"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as Bybit from "../Bybit.js"
import type { SocketAuthFailed, SocketUnauthorized } from "../Errors/SocketError.js"
import type * as Batch from "../Http/v5/Batch.js"
import type * as Credentials from "../Layers/Credentials.js"
import type { EnvironmentShape } from "../Layers/Environment.js"
import type * as NodePlatform from "../node.js"
import * as BybitSocket from "../Socket/BybitSocket.js"
import type * as Connection from "../Socket/Connection.js"
import * as TradeApi from "../Socket/TradeApi.js"
import { FleetSecret } from "./FleetSecret.js"
import * as SessionCore from "./SessionCore.js"
import { entityIdOf, logTagOf, SessionEntity, SessionMoved, UnknownSession } from "./SessionEntity.js"

/**
 * A key the runner can hold sessions for.
 *
 * @since 1.2.0
 * @category models
 */
export interface Account {
  readonly environment: EnvironmentShape
  readonly credentials: Credentials.ApiCredentials
}

/**
 * Options of the runner's sessions.
 *
 * @since 1.2.0
 * @category models
 */
export interface Options extends SessionCore.Options {
  /** The keys this runner holds sessions for (every runner of a fleet is given the same keys). */
  readonly accounts: ReadonlyArray<Account>
  /** Options of the sessions' order entry (`TradeApi`). */
  readonly trade?: TradeApi.Options
}

const batchWire = (results: ReadonlyArray<Batch.BatchItemResult>) =>
  results.map((result) => (Result.isSuccess(result) ? { ok: result.success } : { error: result.failure }))

// a refusal the exchange will repeat on every try: the key is unknown to it, its secret is wrong, or it lacks the right
const isRefusal = (error: Connection.SubscribeError): error is SocketAuthFailed | SocketUnauthorized =>
  error._tag === "SocketAuthFailed" || error._tag === "SocketUnauthorized"

// this process in the runner's log lines: which runner opened or closed a session
const runnerId = `pid ${process.pid}`

// handlers that answer every request with one refusal, never reaching the exchange
const refusing = (error: UnknownSession | SocketAuthFailed | SocketUnauthorized) =>
  SessionEntity.of({
    Hello: () => Effect.fail(error),
    Subscribe: () => Stream.fail(error),
    Orders: () => Effect.fail(error),
    Lookup: () => Effect.fail(error),
    CreateOrder: () => Effect.fail(error),
    AmendOrder: () => Effect.fail(error),
    CancelOrder: () => Effect.fail(error),
    BatchCreate: () => Effect.fail(error),
    BatchAmend: () => Effect.fail(error),
    BatchCancel: () => Effect.fail(error)
  })

/**
 * How many answered requests a session remembers (to answer a request the cluster delivers again as the first was
 * answered): the oldest is forgotten past this many. The cluster delivers a request again within seconds.
 *
 * @since 1.3.0
 * @category constants
 */
export const rememberedRequests = 4096

/**
 * A request that arrives again (same request id) answers as the first did, never sent twice; at most `capacity`
 * answers are remembered, the oldest forgotten first.
 *
 * @since 1.3.0
 * @category internals
 */
export const makeOnce = (capacity: number = rememberedRequests) => {
  const seen = new Map<string, Deferred.Deferred<unknown, unknown>>()
  const once = <A, E>(requestId: unknown, send: Effect.Effect<A, E>): Effect.Effect<A, E> =>
    Effect.suspend(() => {
      const key = String(requestId)
      const known = seen.get(key) as Deferred.Deferred<A, E> | undefined
      if (known !== undefined) return Deferred.await(known)
      const deferred = Deferred.makeUnsafe<A, E>()
      seen.set(key, deferred as Deferred.Deferred<unknown, unknown>)
      for (const oldest of seen.keys()) {
        if (seen.size <= capacity) break
        seen.delete(oldest)
      }
      return Effect.onExit(send, (exit) => Deferred.done(deferred, exit))
    })
  return { once, size: () => seen.size }
}

// a key's session opened on this runner: shared by every entity of that key here
type Opened =
  | {
      readonly _tag: "Open"
      readonly core: SessionCore.SessionCore
      readonly trade: TradeApi.TradeApiService
      readonly once: ReturnType<typeof makeOnce>["once"]
      /** Set when the session's read-back failed after a loss: it can no longer tell what was missed. */
      readonly broken: { value: boolean }
    }
  | { readonly _tag: "Refused"; readonly error: SocketAuthFailed | SocketUnauthorized }

// opens a key's session for the scope: its own client (socket, REST, order entry) and the private stream
const open = (
  options: Options,
  platform: Layer.Layer<NodePlatform.PlatformServices>,
  account: Account,
  tag: string,
  onBroken: Effect.Effect<void>
): Effect.Effect<Opened, never, Scope.Scope> =>
  Effect.gen(function* () {
    const client = Layer.provideMerge(
      TradeApi.layer(options.trade),
      Layer.provideMerge(
        BybitSocket.layer(),
        Bybit.layer({ environment: account.environment, credentials: account.credentials })
      )
    ).pipe(Layer.provide(platform))
    const context = yield* Layer.build(Layer.orDie(client))
    const opened = yield* Effect.result(Effect.provideContext(SessionCore.make(options), context))
    if (Result.isFailure(opened)) {
      // the exchange refused the key (unknown, wrong secret, no right): every request fails with that refusal, typed,
      // and workers stop asking (see `Fleet`); anything else dies, and the cluster builds the session again
      if (!isRefusal(opened.failure)) return yield* Effect.die(opened.failure)
      yield* Effect.logWarning("fleet session refused").pipe(
        Effect.annotateLogs({ key: tag, runner: runnerId, refusal: opened.failure._tag })
      )
      return { _tag: "Refused", error: opened.failure } as const
    }
    const core = opened.success
    const trade = yield* Effect.provideContext(TradeApi.TradeApi, context)
    // where each key's session lives, for the operator (`key` is a hash of the entity id: it names the session in the
    // log but cannot address it): one line when it opens here, one when it closes
    const where = { key: tag, epoch: core.epoch, runner: runnerId }
    yield* Effect.logInfo("fleet session open").pipe(Effect.annotateLogs(where))
    yield* Effect.addFinalizer(() => Effect.logInfo("fleet session closed").pipe(Effect.annotateLogs(where)))
    const broken = { value: false }
    yield* Effect.forkScoped(
      Effect.flatMap(core.failed, (error) =>
        Effect.sync(() => {
          broken.value = true
        }).pipe(
          Effect.andThen(Effect.logWarning("fleet session failed; it opens again at the next request")),
          Effect.annotateLogs({ key: tag, epoch: core.epoch, runner: runnerId, reason: error.reason }),
          Effect.andThen(onBroken)
        )
      )
    )
    return { _tag: "Open", core, trade, once: makeOnce().once, broken } as const
  })

const timeoutOf = (timeoutMs: number | undefined) => (timeoutMs === undefined ? undefined : { timeout: timeoutMs })

// the handlers of an opened session
const serving = (session: Extract<Opened, { readonly _tag: "Open" }>) => {
  const { core, trade } = session
  // a session whose read-back failed serves nothing more: a request dies, and the cluster builds the entity again
  // (a new session, its orders read afresh) and delivers the request to it
  const alive = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.suspend(() =>
      session.broken.value ? Effect.die(new Error("the session's read-back failed: opening it again")) : effect
    )
  // a request for another epoch is refused unsent; one the cluster delivers again answers as the first did
  const once = <A, E>(
    requestId: unknown,
    epoch: string,
    send: Effect.Effect<A, E>
  ): Effect.Effect<A, E | SessionMoved> =>
    alive<A, E | SessionMoved, never>(
      epoch !== core.epoch ? Effect.fail(new SessionMoved({ epoch: core.epoch })) : session.once(requestId, send)
    )
  const batch = <E>(send: Effect.Effect<ReadonlyArray<Batch.BatchItemResult>, E>) => Effect.map(send, batchWire)
  return SessionEntity.of({
    Hello: () => alive(Effect.succeed(core.epoch)),
    Subscribe: ({ payload }) =>
      Stream.unwrap(
        alive(
          Effect.gen(function* () {
            const events = yield* core.subscribe(payload.topics)
            if (payload.epoch === core.epoch || payload.epoch === "") return events
            // a subscriber of a session that is gone: the orders now first (read after subscribing: none is missed)
            const orders = yield* core.orders
            return Stream.concat(Stream.make({ _tag: "Reconnected" as const, epoch: core.epoch, orders }), events)
          })
        )
      ),
    Orders: () => alive(core.orders),
    Lookup: ({ payload }) => alive(core.lookup(payload.category, payload.orderLinkId)),
    CreateOrder: ({ payload, requestId }) =>
      once(requestId, payload.epoch, trade.createOrder(payload.params, timeoutOf(payload.timeoutMs))),
    AmendOrder: ({ payload, requestId }) =>
      once(requestId, payload.epoch, trade.amendOrder(payload.params, timeoutOf(payload.timeoutMs))),
    CancelOrder: ({ payload, requestId }) =>
      once(requestId, payload.epoch, trade.cancelOrder(payload.params, timeoutOf(payload.timeoutMs))),
    BatchCreate: ({ payload, requestId }) =>
      once(requestId, payload.epoch, batch(trade.batchCreate(payload.params, timeoutOf(payload.timeoutMs)))),
    BatchAmend: ({ payload, requestId }) =>
      once(requestId, payload.epoch, batch(trade.batchAmend(payload.params, timeoutOf(payload.timeoutMs)))),
    BatchCancel: ({ payload, requestId }) =>
      once(requestId, payload.epoch, batch(trade.batchCancel(payload.params, timeoutOf(payload.timeoutMs))))
  })
}

/**
 * Serves the sessions of the given keys on this runner (part of the runner's layer, beside its `Sharding`).
 *
 * @since 1.2.0
 * @category layers
 */
export const layer = (
  options: Options,
  platform: Layer.Layer<NodePlatform.PlatformServices>
): Layer.Layer<never, never, Sharding | FleetSecret> =>
  Layer.unwrap(
    Effect.gen(function* () {
      const { secret } = yield* FleetSecret
      const sharding = yield* Sharding
      const ids = options.accounts.map((a) => entityIdOf(secret, a.environment, a.credentials.apiKey))
      // one opened session per key on this runner, shared by every entity naming it, closed with the last of them
      // (a session whose read-back failed leaves the map: the entity built again opens a new one)
      const sessions: RcMap.RcMap<number, Opened> = yield* RcMap.make({
        lookup: (index: number) =>
          open(
            options,
            platform,
            options.accounts[index] as Account,
            logTagOf(secret, ids[index] ?? ""),
            Effect.suspend(() => RcMap.invalidate(sessions, index))
          )
      })
      const handlers = Effect.gen(function* () {
        const { entityId, shardId } = yield* Entity.CurrentAddress
        const index = ids.indexOf(entityId)
        // an id of no key given to this runner, or a key's id on a shard it does not belong to: refused, unopened
        const home = index < 0 ? undefined : sharding.getShardId(EntityId.make(entityId), shardId.group)
        if (home === undefined || home.id !== shardId.id)
          return refusing(new UnknownSession({ entityId: logTagOf(secret, entityId) }))
        const opened = yield* RcMap.get(sessions, index)
        return opened._tag === "Refused" ? refusing(opened.error) : serving(opened)
      })
      return SessionEntity.toLayer(handlers, { concurrency: "unbounded", maxIdleTime: "1 hour" })
    })
  )

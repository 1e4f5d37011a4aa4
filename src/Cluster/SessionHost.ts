/**
 * The runner's side of fleet sessions: serves the `SessionEntity` of every key the runner was given. The runner
 * holding a key's shard opens the key's private stream and trade session (its own `BybitSocket`, REST client and
 * `TradeApi` on that key), once for every worker of the fleet, and closes them when the shard leaves it. The keys
 * never leave the runner: entity ids carry the key's hashed identity, and the runner finds the key by it.
 *
 * @since 1.2.0
 */
import * as Entity from "effect/cluster/Entity"
import type { Sharding } from "effect/cluster/Sharding"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
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
import * as SessionCore from "./SessionCore.js"
import { entityIdOf, SessionEntity, SessionMoved, UnknownSession } from "./SessionEntity.js"

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
 * The entity's handlers for one key (or, for a key the runner was not given, handlers that refuse with
 * `UnknownSession`).
 *
 * @since 1.2.0
 * @category constructors
 */
const handlers = (options: Options, platform: Layer.Layer<NodePlatform.PlatformServices>) =>
  Effect.gen(function* () {
    const { entityId } = yield* Entity.CurrentAddress
    const account = options.accounts.find((a) => entityIdOf(a.environment, a.credentials) === entityId)
    if (account === undefined) return refusing(new UnknownSession({ entityId }))
    // this key's own client, for the entity's lifetime (the shard's stay on this runner)
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
        Effect.annotateLogs({ entityId, runner: runnerId, refusal: opened.failure._tag })
      )
      return refusing(opened.failure)
    }
    const core = opened.success
    const trade = yield* Effect.provideContext(TradeApi.TradeApi, context)
    // where each key's session lives, for the operator (the id holds the key's hash, never the key): one line when it
    // opens here, one when it closes (the shard left this runner, or the runner stops)
    const where = { entityId, epoch: core.epoch, runner: runnerId }
    yield* Effect.logInfo("fleet session open").pipe(Effect.annotateLogs(where))
    yield* Effect.addFinalizer(() => Effect.logInfo("fleet session closed").pipe(Effect.annotateLogs(where)))
    // a request the cluster delivers again (same request id, same epoch) answers as the first did: never sent twice
    const seen = new Map<string, Deferred.Deferred<unknown, unknown>>()
    const once = <A, E>(
      requestId: unknown,
      epoch: string,
      send: Effect.Effect<A, E>
    ): Effect.Effect<A, E | SessionMoved> => {
      if (epoch !== core.epoch) return Effect.fail(new SessionMoved({ epoch: core.epoch }))
      const key = String(requestId)
      return Effect.suspend(() => {
        const known = seen.get(key) as Deferred.Deferred<A, E> | undefined
        if (known !== undefined) return Deferred.await(known)
        const deferred = Deferred.makeUnsafe<A, E>()
        seen.set(key, deferred as Deferred.Deferred<unknown, unknown>)
        return Effect.onExit(send, (exit) => Deferred.done(deferred, exit))
      })
    }
    const timeoutOf = (timeoutMs: number | undefined) => (timeoutMs === undefined ? undefined : { timeout: timeoutMs })

    return SessionEntity.of({
      Hello: () => Effect.succeed(core.epoch),
      Subscribe: ({ payload }) =>
        Stream.unwrap(
          Effect.gen(function* () {
            const events = yield* core.subscribe(payload.topics)
            if (payload.epoch === core.epoch || payload.epoch === "") return events
            // a subscriber of a session that is gone: the orders now first (read after subscribing: none is missed)
            const orders = yield* core.orders
            return Stream.concat(Stream.make({ _tag: "Reconnected" as const, epoch: core.epoch, orders }), events)
          })
        ),
      Orders: () => core.orders,
      Lookup: ({ payload }) => core.lookup(payload.category, payload.orderLinkId),
      CreateOrder: ({ payload, requestId }) =>
        once(requestId, payload.epoch, trade.createOrder(payload.params, timeoutOf(payload.timeoutMs))),
      AmendOrder: ({ payload, requestId }) =>
        once(requestId, payload.epoch, trade.amendOrder(payload.params, timeoutOf(payload.timeoutMs))),
      CancelOrder: ({ payload, requestId }) =>
        once(requestId, payload.epoch, trade.cancelOrder(payload.params, timeoutOf(payload.timeoutMs))),
      BatchCreate: ({ payload, requestId }) =>
        once(
          requestId,
          payload.epoch,
          Effect.map(trade.batchCreate(payload.params, timeoutOf(payload.timeoutMs)), batchWire)
        ),
      BatchAmend: ({ payload, requestId }) =>
        once(
          requestId,
          payload.epoch,
          Effect.map(trade.batchAmend(payload.params, timeoutOf(payload.timeoutMs)), batchWire)
        ),
      BatchCancel: ({ payload, requestId }) =>
        once(
          requestId,
          payload.epoch,
          Effect.map(trade.batchCancel(payload.params, timeoutOf(payload.timeoutMs)), batchWire)
        )
    })
  })

/**
 * Serves the sessions of the given keys on this runner (part of the runner's layer, beside its `Sharding`).
 *
 * @since 1.2.0
 * @category layers
 */
export const layer = (
  options: Options,
  platform: Layer.Layer<NodePlatform.PlatformServices>
): Layer.Layer<never, never, Sharding> =>
  SessionEntity.toLayer(handlers(options, platform), { concurrency: "unbounded", maxIdleTime: "1 hour" })

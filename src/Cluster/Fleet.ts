/**
 * A worker's side of fleet sessions: `KeySession` and `TradeApi` for one key, served by the runner that holds the
 * key's shard (`SessionHost`), so a fleet of workers on one key opens one private and one trade connection between
 * them, not one each. A program written against `KeySession` and `TradeApi` runs unchanged on `Fleet.layer`.
 *
 * When the runner holding the shard dies, the shard moves and the session opens again on another runner: each
 * subscription goes on with one `Reconnected` (the account's orders read back by the new runner) before the next
 * update, and an order whose answer was lost in the move fails with `OutcomeUnknown` (the new runner refuses it
 * unsent, as meant for the session that is gone: it is never sent twice); settle it with `KeySession.lookup` by its
 * `orderLinkId`.
 *
 * What a subscription does when it fails: a failure of the cluster (the runner moving, a shard lock changing hands,
 * a message the cluster could not deliver) is transient: it subscribes again, backing off from 200 ms to at most 5 s
 * apart, for as long as it runs. A refusal by the key's session is permanent: the exchange refused the key (unknown,
 * wrong secret, no permission: `SocketAuthFailed`, `SocketUnauthorized`, codes 10003/10004/10005), no runner holds
 * credentials for it (`SessionUnavailable`), or the session answered another of its typed errors. It is tried again
 * on the `refused` schedule (default 3 more times, 200, 400, 800 ms apart), then the Stream ends with that typed
 * error, as it would in one process. An order on a refused key fails with the refusal at once.
 *
 * @since 1.2.0
 */
import * as Cause from "effect/Cause"
import * as Context from "effect/Context"
import type { Sharding } from "effect/cluster/Sharding"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import type { ExchangeError } from "../Errors/ExchangeErrorUnion.js"
import { OutcomeUnknown, SocketClosed } from "../Errors/SocketError.js"
import type * as Batch from "../Http/v5/Batch.js"
import type { EnvironmentShape } from "../Layers/Environment.js"
import type * as Order from "../Schema/Order.js"
import type * as Connection from "../Socket/Connection.js"
import * as TradeApi from "../Socket/TradeApi.js"
import type { CallOptions, Op } from "../Socket/TradeRequest.js"
import { FleetSecret } from "./FleetSecret.js"
import { decodeEvents, KeySession, ownedTopic, SessionUnavailable } from "./KeySession.js"
import {
  entityIdOf,
  logTagOf,
  type PrivateTopic,
  SessionEntity,
  type SessionMoved,
  type UnknownSession,
  type WireEvent
} from "./SessionEntity.js"

/**
 * Which key's session a worker uses: the environment and the API key (only its hashed identity is sent; the
 * runners hold the secret).
 *
 * @since 1.2.0
 * @category models
 */
export interface Options {
  readonly environment: EnvironmentShape
  readonly apiKey: string | Redacted.Redacted<string>
  /** How long an order waits for its answer before `OutcomeUnknown`. Default 10 s. */
  readonly timeout?: Duration.Input
  /**
   * How a subscription refused by the key's session tries again before it ends with that refusal (the schedule's
   * input is the refusal). Default: 3 more tries, 200 ms, 400 ms, 800 ms apart.
   */
  readonly refused?: Schedule.Schedule<unknown, Failure>
}

/**
 * Why a fleet subscription ended: the key's session refused it (typed, as in one process).
 *
 * @since 1.2.0
 * @category errors
 */
export type Failure = Connection.SubscribeError | SessionUnavailable

/**
 * The default of `Options.refused`: 3 more tries, exponential from 200 ms.
 *
 * @since 1.2.0
 * @category schedules
 */
export const refusedDefault: Schedule.Schedule<unknown, Failure> = Schedule.exponential("200 millis").pipe(
  Schedule.upTo({ times: 3 })
)

// the cluster's own failures (a runner moving, a shard lock, a message not delivered): tried again for ever, at
// most 5 s apart
const transient = Schedule.min([Schedule.exponential("200 millis"), Schedule.spaced("5 seconds")])

// the session's typed errors: what the runner holding the key's shard answered (the rest is the cluster's)
const sessionTags: ReadonlySet<unknown> = new Set([
  "UnknownSession",
  "SubscribeFailed",
  "InvalidTopics",
  "SocketClosed",
  "SocketUnauthorized",
  "SocketAuthFailed"
])
const isSessionError = (error: unknown): boolean =>
  typeof error === "object" && error !== null && sessionTags.has((error as { readonly _tag?: unknown })._tag)

// a failure that means "subscribe again": the runner went away under the stream, or could not be reached
class Resubscribe {
  readonly _tag = "Resubscribe" as const
}

const fromBatchWire = (
  results: ReadonlyArray<{ readonly ok: Order.BatchOrderAck } | { readonly error: ExchangeError }>
): ReadonlyArray<Batch.BatchItemResult> =>
  results.map((item) => ("ok" in item ? Result.succeed(item.ok) : Result.fail(item.error)))

const unavailable = (reason: string) => new SessionUnavailable({ reason })

type SessionClient = ReturnType<Effect.Success<typeof SessionEntity.client>>

// a worker's hold on the key's session: its client, and the last epoch the worker saw (what its requests name, so a
// runner that is not that session's refuses them), shared by its subscriptions and its orders
interface Link {
  /** How logs name the session (a hash of its entity id). */
  readonly tag: string
  readonly session: SessionClient
  epoch: string
  /** Asks the session's epoch (the cluster's failures tried again), keeping it; a refusal is left to what follows. */
  readonly hello: Effect.Effect<void>
}

const linkTo = (session: SessionClient, tag: string): Link => {
  const link: Link = {
    tag,
    session,
    epoch: "",
    hello: session.Hello().pipe(
      Effect.tap((current) => Effect.sync(() => (link.epoch = current))),
      Effect.retry({ while: (e) => !isSessionError(e), schedule: transient }),
      Effect.ignore()
    )
  }
  return link
}

// the session's typed failures pass through; anything else (the cluster's) subscribes again
const classify =
  (tag: string) =>
  (cause: Cause.Cause<unknown>): Stream.Stream<never, Failure | Resubscribe> => {
    if (Cause.hasInterruptsOnly(cause)) return Stream.failCause(cause as Cause.Cause<never>)
    const error = Cause.findErrorOption(cause)
    if (Option.isSome(error) && isSessionError(error.value)) {
      const failure = error.value as Connection.SubscribeError | UnknownSession
      return Stream.fail(failure._tag === "UnknownSession" ? unavailable(String(failure)) : failure)
    }
    return Stream.fromEffect(
      Effect.logWarning("fleet subscription lost; subscribing again").pipe(
        Effect.annotateLogs({ key: tag, cause: Cause.pretty(cause) })
      )
    ).pipe(Stream.drain, Stream.concat(Stream.fail(new Resubscribe())))
  }

// one topic's wire events through the fleet: subscribed again across the cluster's failures, and a `Reconnected`
// (the orders read back) before any update that does not follow the last
const wireOf =
  (link: Link, refused: Schedule.Schedule<unknown, Failure>) =>
  (name: PrivateTopic): Stream.Stream<WireEvent, Failure> => {
    const orders = link.session.Orders().pipe(
      Effect.retry({ while: (e) => !isSessionError(e), schedule: transient }),
      Effect.catch((e) => Effect.fail(unavailable(String(e))))
    )
    let lastEpoch: string | undefined
    let lastSeq: number | undefined
    // one subscription, then (it ended or its runner went) the next, on the last epoch seen
    const once = Stream.suspend(() => link.session.Subscribe({ epoch: link.epoch, topics: [name] })).pipe(
      Stream.catchCause(classify(link.tag)),
      Stream.concat(Stream.fail(new Resubscribe()))
    )
    // the cluster's failures: again, for ever (backing off); the session's refusals: again a few times (the
    // `refused` schedule, counted afresh once an event arrives), then the stream ends with the refusal
    const resubscribing: Stream.Stream<WireEvent, Failure> = once.pipe(
      Stream.retry(transient.pipe(Schedule.while(({ input }) => input instanceof Resubscribe))),
      Stream.catchTag("Resubscribe", () => Stream.fail(unavailable("the fleet stopped subscribing again"))),
      Stream.retry(refused)
    )
    // an update that does not follow the last (another epoch, or a gap) without `Reconnected` before it: the
    // orders read back are announced first, so no gap passes silently
    return Stream.mapEffect(resubscribing, (event) => {
      link.epoch = event.epoch
      if (event._tag === "Reconnected") {
        lastEpoch = event.epoch
        lastSeq = undefined
        return Effect.succeed([event])
      }
      const follows = lastSeq === undefined || (event.epoch === lastEpoch && event.seq === lastSeq + 1)
      lastEpoch = event.epoch
      lastSeq = event.seq
      if (follows) return Effect.succeed([event])
      return Effect.map(
        orders,
        (list): ReadonlyArray<WireEvent> => [{ _tag: "Reconnected", epoch: event.epoch, orders: list }, event]
      )
    }).pipe(Stream.flattenIterable)
  }

const keySessionOf = (link: Link, refused: Schedule.Schedule<unknown, Failure>) => {
  const wire = wireOf(link, refused)
  return KeySession.of({
    updates: (topic) => Stream.unwrap(Effect.map(ownedTopic(topic), (name) => wire(name).pipe(decodeEvents(topic)))),
    lookup: (category, orderLinkId) =>
      link.session
        .Lookup({ category, orderLinkId })
        .pipe(
          Effect.catch((e) => Effect.fail(e._tag === "UnknownSession" || !("reason" in e) ? unavailable(String(e)) : e))
        )
  })
}

// what an order's failure through the fleet means to the caller: the session moved or the cluster could not deliver
// it (outcome unknown), the session is gone (closed), or the session's own typed error
const orderFailure = (link: Link, error: unknown, unknown: (reason: string) => OutcomeUnknown) => {
  const tag = (error as { readonly _tag?: unknown })._tag
  if (tag === "SessionMoved") {
    link.epoch = (error as SessionMoved).epoch
    return Effect.fail(unknown("the key's session moved to another runner; settle it by orderLinkId"))
  }
  if (tag === "UnknownSession") return Effect.fail(new SocketClosed({ market: "trade", reason: String(error) }))
  if (
    tag === "MailboxFull" ||
    tag === "AlreadyProcessingMessage" ||
    tag === "PersistenceError" ||
    tag === "EntityNotAssignedToRunner"
  )
    return Effect.fail(unknown(`the cluster could not deliver it: ${tag}`))
  return Effect.fail(error as TradeApi.CommonError)
}

// an order whose answer the fleet lost (a runner gone, a session moved) has an unknown outcome
const callOf =
  (link: Link, timeout: Duration.Duration) =>
  <A>(
    op: Op,
    orderLinkId: string | undefined,
    request: (epoch: string, timeoutMs: number) => Effect.Effect<A, unknown>,
    callOptions: CallOptions | undefined
  ): Effect.Effect<A, TradeApi.CommonError> => {
    const wait = callOptions?.timeout === undefined ? timeout : Duration.fromInputUnsafe(callOptions.timeout)
    const unknown = (reason: string) =>
      new OutcomeUnknown({
        op,
        reqId: `fleet-${op}`,
        ...(orderLinkId === undefined ? {} : { orderLinkId }),
        reason
      })
    return Effect.suspend(() => (link.epoch === "" ? link.hello : Effect.void)).pipe(
      Effect.andThen(Effect.suspend(() => request(link.epoch, Duration.toMillis(wait)))),
      // the runner's own wait, and a margin for the hop through the cluster
      Effect.timeoutOrElse({
        duration: Duration.sum(wait, Duration.seconds(5)),
        orElse: () => Effect.fail(unknown("no answer through the fleet in time"))
      }),
      Effect.catchDefect((defect) => Effect.fail(unknown(`the runner went away: ${String(defect)}`))),
      Effect.catch((error: unknown) => orderFailure(link, error, unknown))
    )
  }

const tradeApiOf = (link: Link, timeout: Duration.Duration) => {
  const call = callOf(link, timeout)
  const { session } = link
  return TradeApi.TradeApi.of({
    createOrder: (params, o) =>
      call("order.create", params.orderLinkId, (e, t) => session.CreateOrder({ epoch: e, params, timeoutMs: t }), o),
    amendOrder: (params, o) =>
      call("order.amend", params.orderLinkId, (e, t) => session.AmendOrder({ epoch: e, params, timeoutMs: t }), o),
    cancelOrder: (params, o) =>
      call("order.cancel", params.orderLinkId, (e, t) => session.CancelOrder({ epoch: e, params, timeoutMs: t }), o),
    batchCreate: (params, o) =>
      Effect.map(
        call("order.create-batch", undefined, (e, t) => session.BatchCreate({ epoch: e, params, timeoutMs: t }), o),
        fromBatchWire
      ),
    batchAmend: (params, o) =>
      Effect.map(
        call("order.amend-batch", undefined, (e, t) => session.BatchAmend({ epoch: e, params, timeoutMs: t }), o),
        fromBatchWire
      ),
    batchCancel: (params, o) =>
      Effect.map(
        call("order.cancel-batch", undefined, (e, t) => session.BatchCancel({ epoch: e, params, timeoutMs: t }), o),
        fromBatchWire
      )
  })
}

/**
 * `KeySession` and `TradeApi` of one key, through the fleet (needs the cluster's `Sharding` and the fleet's secret:
 * a runner's, or a client-only one, see `Runner`). Building it opens the key's session on its runner.
 *
 * @since 1.2.0
 * @category layers
 */
export const layer = (options: Options): Layer.Layer<KeySession | TradeApi.TradeApi, never, Sharding | FleetSecret> =>
  Layer.effectContext(
    Effect.gen(function* () {
      const apiKey = typeof options.apiKey === "string" ? Redacted.make(options.apiKey) : options.apiKey
      const { secret } = yield* FleetSecret
      const entityId = entityIdOf(secret, options.environment, apiKey)
      const link = linkTo((yield* SessionEntity.client)(entityId), logTagOf(secret, entityId))
      yield* link.hello
      const timeout = Duration.fromInputUnsafe(options.timeout ?? TradeApi.defaults.timeout)
      return Context.make(KeySession, keySessionOf(link, options.refused ?? refusedDefault)).pipe(
        Context.add(TradeApi.TradeApi, tradeApiOf(link, timeout))
      )
    })
  )

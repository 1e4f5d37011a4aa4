/**
 * One key's private session in one process: the private stream of its four topics (order, execution, position,
 * wallet) subscribed once, every update numbered per topic, and on every loss of the socket the account's orders
 * read again over REST and announced as `Reconnected` before the next update. Shared by the one-process layer
 * (`KeySession.layer`) and the runner that holds a key's shard (`SessionHost`).
 *
 * @since 1.2.0
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as PubSub from "effect/PubSub"
import * as Queue from "effect/Queue"
import * as Schedule from "effect/Schedule"
import type * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import { SubscribeFailed } from "../Errors/SocketError.js"
import type * as Http from "../Http/BybitHttp.js"
import * as Paginate from "../Http/Paginate.js"
import * as Trade from "../Http/v5/Trade.js"
import type * as Order from "../Schema/Order.js"
import { BybitSocket } from "../Socket/BybitSocket.js"
import type * as Connection from "../Socket/Connection.js"
import type { PrivateTopic, WireEvent } from "./SessionEntity.js"

/**
 * Which orders the session reads back after a loss (open and recently closed): one query per category, with the
 * settle coin or base coin the exchange needs to list a category. Default: linear USDT.
 *
 * @since 1.2.0
 * @category models
 */
export interface ReconcileScope {
  readonly category: "spot" | "linear" | "inverse" | "option"
  readonly settleCoin?: string
  readonly baseCoin?: string
}

/**
 * Options of a session.
 *
 * @since 1.2.0
 * @category models
 */
export interface Options {
  /** The orders read back after a loss. Default `[{ category: "linear", settleCoin: "USDT" }]`. */
  readonly reconcile?: ReadonlyArray<ReconcileScope>
}

/**
 * A key's open session.
 *
 * @since 1.2.0
 * @category models
 */
export interface SessionCore {
  /** This opening of the session: a fresh id each time it opens. */
  readonly epoch: string
  /**
   * The events of the topics from the moment this subscribes (`Reconnected` after every loss of the socket, with the
   * orders read back), for the enclosing scope. When the orders cannot be read back after a loss, the stream ends
   * with that `SubscribeFailed` (as does every later subscription of this session: it can no longer tell what was
   * missed).
   */
  readonly subscribe: (
    topics: ReadonlyArray<PrivateTopic>
  ) => Effect.Effect<Stream.Stream<WireEvent, SubscribeFailed>, never, Scope.Scope>
  /** Completes with the failure that ended the session's streams (a read-back that failed after a loss). */
  readonly failed: Effect.Effect<SubscribeFailed>
  /** The account's orders as the exchange has them now (open and recently closed) in the reconcile scope. */
  readonly orders: Effect.Effect<ReadonlyArray<Order.Order>, SubscribeFailed>
  /** An order by its `orderLinkId`, open or closed; `null` when the exchange has none. */
  readonly lookup: (
    category: ReconcileScope["category"],
    orderLinkId: string
  ) => Effect.Effect<Order.Order | null, SubscribeFailed>
}

const topics: ReadonlyArray<PrivateTopic> = ["order", "execution", "position", "wallet"]

const topicOf = (frame: Connection.Frame): PrivateTopic | undefined => {
  const name = typeof frame.topic === "string" ? frame.topic.split(".")[0] : undefined
  return topics.find((topic) => topic === name)
}

type Incoming = { readonly _tag: "Frame"; readonly frame: Connection.Frame } | { readonly _tag: "Lost" }

// what the session's hub carries: its events, and the failure that ends every subscriber's stream
type Published = WireEvent | { readonly _tag: "Failed"; readonly error: SubscribeFailed }

/**
 * How many pages of orders (50 a page) a read-back reads at most per category and list: 20,000 orders.
 *
 * @since 1.3.0
 * @category constants
 */
export const maxPages = 400

// the newest state of each order (by id), newest first
const merge = (lists: ReadonlyArray<ReadonlyArray<Order.Order>>): ReadonlyArray<Order.Order> => {
  const byId = new Map<string, Order.Order>()
  for (const list of lists)
    for (const order of list) {
      const known = byId.get(order.orderId)
      if (known === undefined || Number(order.updatedTime) >= Number(known.updatedTime)) byId.set(order.orderId, order)
    }
  return [...byId.values()].sort((a, b) => Number(b.updatedTime) - Number(a.updatedTime))
}

/**
 * Opens a key's session on the credentials in effect, for the enclosing scope: subscribes the private topics (the
 * acknowledgements awaited) before it returns, so no update after it is missed.
 *
 * @since 1.2.0
 * @category constructors
 */
export const make = (
  options: Options = {}
): Effect.Effect<SessionCore, Connection.SubscribeError, Scope.Scope | BybitSocket | Http.BybitHttp> =>
  Effect.gen(function* () {
    const socket = yield* BybitSocket
    const context = yield* Effect.context<Http.BybitHttp>()
    const scopes = options.reconcile ?? [{ category: "linear", settleCoin: "USDT" }]
    const epoch = globalThis.crypto.randomUUID()
    const failed = (reason: string) => new SubscribeFailed({ topics: [...topics], reason })
    const read = <A>(effect: Effect.Effect<A, unknown, Http.BybitHttp>) =>
      effect.pipe(
        Effect.retry({ schedule: Schedule.exponential("100 millis"), times: 5 }),
        Effect.mapError((error) => failed(`the orders could not be read back: ${String(error)}`)),
        Effect.provideContext(context)
      )
    // every page of a list (the cursor followed), not only the first 50
    const all = (scope: ReconcileScope, openOnly: 0 | 1) =>
      Paginate.paginate(Trade.realtime, { ...scope, openOnly, limit: 50 }).pipe(
        Stream.take(50 * maxPages),
        Stream.runCollect
      )
    const orders = read(
      Effect.forEach(scopes, (scope) => Effect.all([all(scope, 0), all(scope, 1)])).pipe(
        Effect.map((lists) => merge(lists.flat()))
      )
    )
    const lookup = (category: ReconcileScope["category"], orderLinkId: string) =>
      read(
        Effect.gen(function* () {
          const open = yield* Trade.getActiveOrders({ category, orderLinkId, openOnly: 0 })
          const closed = yield* Trade.getActiveOrders({ category, orderLinkId, openOnly: 1 })
          return merge([open.list, closed.list])[0] ?? null
        })
      )

    const hub = yield* PubSub.unbounded<Published>()
    const incoming = yield* Queue.unbounded<Incoming>()
    const failure = yield* Deferred.make<SubscribeFailed>()
    const seqs = new Map<PrivateTopic, number>()
    // one fiber numbers the frames in arrival order; after a loss it reads the orders back before the next frame. A
    // read-back that fails ends every subscriber's stream with its typed error (none waits for ever), and the fiber
    yield* Effect.forkScoped(
      Effect.forever(
        Effect.flatMap(Queue.take(incoming), (item) => {
          if (item._tag === "Lost")
            return Effect.matchEffect(orders, {
              onFailure: (error) =>
                Deferred.succeed(failure, error).pipe(
                  Effect.andThen(PubSub.publish(hub, { _tag: "Failed", error })),
                  Effect.andThen(Effect.interrupt)
                ),
              onSuccess: (list) => {
                seqs.clear()
                return PubSub.publish(hub, { _tag: "Reconnected", epoch, orders: list })
              }
            })
          const topic = topicOf(item.frame)
          if (topic === undefined) return Effect.void
          const seq = (seqs.get(topic) ?? 0) + 1
          seqs.set(topic, seq)
          return PubSub.publish(hub, { _tag: "Update", epoch, topic, seq, frame: item.frame as Schema.Json })
        })
      )
    )
    const listener: Connection.Listener = Object.assign(
      (frame: Connection.Frame) => void Queue.offerUnsafe(incoming, { _tag: "Frame", frame }),
      { lost: () => void Queue.offerUnsafe(incoming, { _tag: "Lost" }) }
    )
    yield* socket.listen(topics, "private", listener)

    const subscribe = (wanted: ReadonlyArray<PrivateTopic>) =>
      Effect.map(PubSub.subscribe(hub), (subscription): Stream.Stream<WireEvent, SubscribeFailed> => {
        const ended = Deferred.isDoneUnsafe(failure)
        const events = Stream.fromSubscription(subscription).pipe(
          Stream.mapEffect((event) => (event._tag === "Failed" ? Effect.fail(event.error) : Effect.succeed(event))),
          Stream.filter((event) => event._tag === "Reconnected" || wanted.includes(event.topic))
        )
        return ended ? Stream.fromEffect(Effect.flatMap(Deferred.await(failure), Effect.fail)) : events
      })
    return { epoch, subscribe, orders, lookup, failed: Deferred.await(failure) }
  })

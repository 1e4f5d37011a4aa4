/**
 * The engine shared by the socket folds (`Candles`, `TradeTape`, `AccountState`): state kept by listeners that run
 * synchronously in the connection's frame handler, and a stream that emits one snapshot per pull however many
 * frames changed the state in between (no per-frame Stream hop: its cost per message is in docs/BENCHMARKS.md,
 * "Figures quoted from code"). Built on the socket's public modules (`BybitSocket`, `Registry`, `Topics`), so it
 * stands beside them, not in `internal/`; no entry point of the package exports it.
 *
 * @since 0.1.0
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Queue from "effect/Queue"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import { type SocketClosed, SubscribeFailed } from "../Errors/SocketError.js"
import type * as Decoding from "../Schema/Decoding.js"
import { BybitSocket, type Placement } from "./BybitSocket.js"
import type { Frame, Listener, SubscribeError } from "./Connection.js"
import * as Registry from "./Registry.js"
import * as Topics from "./Topics.js"
import type * as WsMarket from "./WsMarket.js"

/**
 * What a fold's setup receives: the connections its topics were placed on (for the credentials in effect),
 * `subscribe` to add its listener for every topic, `dirty` to say the state changed (at most one emission is pending
 * at a time) and `fail` to end the stream.
 *
 * @since 0.1.0
 * @category models
 */
export interface Context<E> {
  readonly placements: ReadonlyArray<Placement>
  readonly subscribe: (listener: Listener) => Effect.Effect<void, SubscribeError, Scope.Scope>
  readonly dirty: () => void
  readonly fail: (error: SubscribeError | E) => void
}

/**
 * Runs a fold: `setup` subscribes its listeners and forks its loops in the stream's scope; after every `dirty`, the
 * next pull emits `view()` (nothing while it returns `undefined`, i.e. the state is not ready).
 *
 * @since 0.1.0
 * @category constructors
 */
export const run = <S, E, R>(
  market: WsMarket.MarketId,
  topics: ReadonlyArray<string>,
  view: () => S | undefined,
  setup: (ctx: Context<E>) => Effect.Effect<void, SubscribeError | E, Scope.Scope | R>
): Stream.Stream<S, SubscribeError | SocketClosed | E, BybitSocket | Exclude<R, Scope.Scope>> => {
  let pending = false
  const marker = Stream.callback<true, SubscribeError | SocketClosed | E, BybitSocket | R>((emit) =>
    Effect.gen(function* () {
      const socket = yield* BybitSocket
      const placements = yield* socket.place(market, topics)
      const fail = (error: SubscribeError | E) => {
        Queue.failCauseUnsafe(emit, Cause.fail(error))
      }
      yield* setup({
        placements,
        subscribe: (listener) =>
          Effect.forEach(placements, (p) => p.connection.subscribe(p.topics, Registry.failingWith(listener, fail)), {
            discard: true,
            concurrency: "unbounded"
          }),
        dirty: () => {
          if (pending) return
          pending = true
          Queue.offerUnsafe(emit, true)
        },
        fail
      })
    })
  )
  return Stream.filterMap(marker, (): Result.Result<S, void> => {
    pending = false
    const state = view()
    return state === undefined ? Result.failVoid : Result.succeed(state)
  })
}

/**
 * The frame check of a topic: its fast validator, then (off the hot path) its Schema, which has the last word and
 * names the failing path in a `TopicDecodeError`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const checker = <A, M extends Topics.TopicMarket, I>(
  topic: Topics.Topic<A, M, I>,
  market: string,
  compiler?: Decoding.Compiler
): ((frame: Frame) => Result.Result<A, Topics.TopicDecodeError>) => {
  const decode = Schema.decodeUnknownResult(topic.schema)
  return (frame) => {
    const valid = topic.validate(frame, compiler)
    if (valid !== undefined) return Result.succeed(valid)
    const decoded = decode(frame)
    if (Result.isSuccess(decoded)) return Result.succeed(decoded.success)
    return Result.fail(
      new Topics.TopicDecodeError({
        topic: topic.name,
        market,
        issue: decoded.failure.message,
        sample: sample(frame)
      })
    )
  }
}

const sample = (frame: Frame): string => {
  try {
    return JSON.stringify(frame).slice(0, 200)
  } catch {
    return "(unprintable frame)"
  }
}

/**
 * Runs `onEvent` for the connection's reconnect events in the enclosing scope: `lost` when the socket dropped, and
 * `resubscribed` once every topic is confirmed again on the new socket (what was pushed in between is gone:
 * public and private V5 topics do not replay). A resubscription that failed is retried once through
 * `Connection.resubscribe` before being reported as `resubscribed`; a second failure fails the fold.
 *
 * @since 0.1.0
 * @category constructors
 */
export const onReconnect = <E>(
  ctx: Context<E>,
  onEvent: (event: "lost" | "resubscribed") => void
): Effect.Effect<void, never, Scope.Scope> =>
  Effect.forEach(
    ctx.placements,
    ({ connection, topics }) =>
      Stream.runForEach(connection.events, (event) => {
        switch (event._tag) {
          case "Disconnected":
            return Effect.sync(() => onEvent("lost"))
          case "Resubscribed":
            return Effect.sync(() => onEvent("resubscribed"))
          case "ResubscribeFailed": {
            const ours = event.topics.filter((t) => topics.includes(t))
            if (ours.length === 0) return Effect.sync(() => onEvent("resubscribed"))
            return connection.resubscribe(ours).pipe(
              Effect.matchEffect({
                onFailure: (error) =>
                  Effect.sync(() =>
                    ctx.fail(
                      error._tag === "UnsubscribeFailed"
                        ? new SubscribeFailed({ topics: error.topics, reason: `resubscribe: ${error.reason}` })
                        : error
                    )
                  ),
                onSuccess: () => Effect.sync(() => onEvent("resubscribed"))
              })
            )
          }
          default:
            return Effect.void
        }
      }).pipe(Effect.forkScoped),
    { discard: true }
  )

/**
 * The trade sessions of `TradeApi`: one authenticated `/v5/trade` connection per API key, the requests waiting for
 * their replies, and one request's run on it (encode, draw on the rate budget, write, await the reply, its loss or
 * its deadline, read the reply).
 *
 * @since 0.2.0
 * @internal
 */
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as RcMap from "effect/RcMap"
import * as Result from "effect/Result"
import * as Stream from "effect/Stream"
import { IpRateLimitExceeded } from "../Errors/exchange/Common.js"
import { OutcomeUnknown, type SocketFatal } from "../Errors/SocketError.js"
import { DecodeError } from "../Errors/TransportError.js"
import type * as Endpoint from "../Http/Endpoint.js"
import type { ClockOffsetService } from "../Layers/ClockOffset.js"
import type * as Credentials from "../Layers/Credentials.js"
import * as RateBudget from "../Layers/RateBudget.js"
import * as Spans from "../Observability/Spans.js"
import type { BybitSocketService } from "./BybitSocket.js"
import type * as Connection from "./Connection.js"
import type { ConnectionState } from "./ConnectionState.js"
import { IdentityKey, identityOf } from "./internal/identityKey.js"
import {
  decodeReply,
  encode,
  exchangeError,
  limitOf,
  parseErrorInfo,
  type Reply,
  type Spec
} from "./internal/tradeOps.js"
import type { CallOptions, CommonError } from "./TradeRequest.js"

/**
 * How a pending request ended before its deadline: its reply, or the loss of the connection it was written on.
 *
 * @since 0.2.0
 * @internal
 */
export type Verdict =
  | { readonly _tag: "Reply"; readonly frame: Connection.Frame }
  | { readonly _tag: "Lost"; readonly reason: string }

/**
 * A request waiting for its reply.
 *
 * @since 0.2.0
 * @internal
 */
export interface Pending {
  readonly verdict: Deferred.Deferred<Verdict>
  /** The trade session it was written on. */
  readonly conn: Connection.Connection
  /** Set once the frame was handed to the socket: only then can a dropped connection have taken it along. */
  sent: boolean
}

/**
 * What a running service holds: its dependencies and settings, the requests waiting for their replies, and one
 * trade session per API key.
 *
 * @since 0.2.0
 * @internal
 */
export interface Live {
  readonly socket: BybitSocketService
  readonly clock: ClockOffsetService
  readonly budget: Option.Option<RateBudget.RateBudgetService>
  readonly referer: string | undefined
  readonly defaultTimeout: Duration.Duration
  readonly recvWindow: string
  // A prefix per service keeps our reqIds apart from the connection's pings and from other services on it; the
  // counter never resets, so an id is never reused on any session of the connection.
  readonly prefix: string
  counter: number
  readonly pending: Map<string, Pending>
  sessions: RcMap.RcMap<IdentityKey, Connection.Connection, SocketFatal> | undefined
}

/**
 * Answers every waiting request `which` selects with the loss of its connection.
 *
 * @since 0.2.0
 * @internal
 */
export const lose = (live: Live, which: (entry: Pending) => boolean, reason: string) =>
  Effect.sync(() => {
    for (const [reqId, entry] of live.pending) {
      if (!which(entry)) continue
      live.pending.delete(reqId)
      Deferred.doneUnsafe(entry.verdict, Exit.succeed({ _tag: "Lost", reason }))
    }
  })

/**
 * One API key's trade session: its connection, its replies routed to the waiting requests, and a watch on its
 * state: a socket that goes down takes the requests written on it along (their replies can never come); unsent
 * ones wait for the reconnect.
 *
 * @since 0.2.0
 * @internal
 */
export const openSession = (live: Live, onFrame: Connection.Listener) => (key: IdentityKey) =>
  Effect.gen(function* () {
    const conn = yield* live.socket.connectionOf("trade", key.credentials)
    yield* conn.onUntopical(onFrame)
    const watching = yield* Deferred.make<void>()
    let previous: ConnectionState | undefined
    yield* Effect.forkScoped(
      Effect.interruptible(
        Stream.runForEach(conn.state.changes, (state) =>
          Effect.suspend(() => {
            const was = previous
            previous = state
            const ready = Deferred.succeed(watching, undefined)
            if (was !== "connected" || state === "connected") return ready
            const reason = state === "closing" ? "the trade connection was closed" : "the trade connection dropped"
            return Effect.andThen(
              ready,
              lose(live, (entry) => entry.sent && entry.conn === conn, reason)
            )
          })
        )
      )
    )
    // `changes` emits the current state first: once seen, no transition can be missed
    yield* Deferred.await(watching)
    return conn
  })

// WebSocket order entry and REST share the account's per-group limits: the draw of this request, if budgeted.
const drawOf = <P, A, E>(
  live: Live,
  spec: Spec<P, A, E>,
  wire: Readonly<Record<string, unknown>>,
  credentials: Option.Option<Credentials.ApiCredentials>
): RateBudget.Draw | undefined =>
  Option.isNone(live.budget) || Option.isNone(credentials)
    ? undefined
    : {
        group: (spec.endpoint as unknown as Endpoint.Any).rateGroup,
        category: typeof wire.category === "string" ? wire.category : undefined,
        isRead: false,
        cost: RateBudget.costOf(wire),
        account: RateBudget.accountOf(credentials.value.apiKey)
      }

// Writes the frame and waits for its reply, its loss or its deadline. The write may already have left when it fails
// (or is interrupted by the deadline): then the outcome is unknown.
const exchangeFrame = (
  live: Live,
  conn: Connection.Connection,
  reqId: string,
  frame: string,
  timeout: Duration.Duration,
  outcomeUnknown: (reason: string) => OutcomeUnknown
) =>
  Effect.gen(function* () {
    const entry: Pending = { verdict: Deferred.makeUnsafe<Verdict>(), conn, sent: false }
    live.pending.set(reqId, entry)
    const write = conn.send(frame).pipe(
      Effect.catchTag("SocketClosed", (error) => Effect.fail(outcomeUnknown(`the write failed: ${error.reason}`))),
      Effect.andThen(
        Effect.sync(() => {
          entry.sent = true
        })
      ),
      Effect.andThen(Effect.never)
    )
    const verdict = yield* Effect.raceFirst(write, Deferred.await(entry.verdict)).pipe(
      Effect.timeoutOrElse({
        duration: timeout,
        orElse: () => Effect.fail(outcomeUnknown(`no reply within ${Duration.format(timeout)}`))
      }),
      Effect.ensuring(Effect.sync(() => live.pending.delete(reqId)))
    )
    if (verdict._tag === "Lost") return yield* outcomeUnknown(verdict.reason)
    return verdict.frame
  })

/**
 * Runs one op on the trade session of the credentials in effect.
 *
 * @since 0.2.0
 * @internal
 */
export const call = <P, A, E>(
  live: Live,
  spec: Spec<P, A, E>,
  params: P,
  callOptions: CallOptions | undefined
): Effect.Effect<A, E | CommonError> =>
  // scoped: the request holds its trade session until it has its answer
  Effect.scoped(
    Effect.gen(function* () {
      // the op's span (Effect.fn below): what was asked, never the signed session or its key
      yield* Effect.annotateCurrentSpan(Spans.Attributes.op, spec.op)
      const wire = yield* encode(spec, params)
      if (typeof wire.category === "string") yield* Effect.annotateCurrentSpan(Spans.Attributes.category, wire.category)
      // the session of the credentials in effect where the order is placed
      const credentials = yield* live.socket.credentials
      const conn = yield* RcMap.get(live.sessions!, new IdentityKey("trade", identityOf(credentials), credentials))
      const draw = drawOf(live, spec, wire, credentials)
      const sentAt =
        Option.isSome(live.budget) && draw !== undefined
          ? // held until the request's end: a reply late past its window still counts (the scope settles it)
            yield* RateBudget.holdScoped(live.budget.value, draw).pipe(
              Effect.catchTag("IpBanned", (banned) =>
                Effect.fail(new IpRateLimitExceeded({ code: 10403, message: banned.message, endpoint: spec.op }))
              )
            )
          : undefined
      const reqId = `${live.prefix}${(live.counter++).toString(36)}`
      yield* Effect.annotateCurrentSpan(Spans.Attributes.reqId, reqId)
      const ids = spec.ids(params)
      const outcomeUnknown = (reason: string) =>
        new OutcomeUnknown({
          op: spec.op,
          reqId,
          reason: `${reason}${ids.note}`,
          ...(ids.orderLinkId === undefined ? {} : { orderLinkId: ids.orderLinkId })
        })
      const header: Record<string, string> = {
        "X-BAPI-TIMESTAMP": String(yield* live.clock.now),
        "X-BAPI-RECV-WINDOW": live.recvWindow
      }
      if (live.referer !== undefined) header.Referer = live.referer
      const frame = JSON.stringify({ reqId, header, op: spec.op, args: [wire] })
      const timeout =
        callOptions?.timeout === undefined ? live.defaultTimeout : Duration.fromInputUnsafe(callOptions.timeout)
      const replied = yield* exchangeFrame(live, conn, reqId, frame, timeout, outcomeUnknown)

      const reply = decodeReply(replied)
      if (Result.isFailure(reply)) {
        return yield* new DecodeError({ endpoint: spec.op, ...parseErrorInfo(reply.failure, "$") })
      }
      yield* Effect.annotateCurrentSpan(Spans.Attributes.retCode, reply.success.retCode)
      if (Option.isSome(live.budget) && draw !== undefined) {
        yield* correctBudget(live.budget.value, draw, reply.success, live.clock, sentAt)
      }
      if (reply.success.retCode !== 0) return yield* Effect.flip(exchangeError(spec, reply.success))
      return yield* Effect.fromResult(spec.result(reply.success, params))
    })
  )

/*
 * Corrects the shared budget from a reply, as REST does from its headers: the server's count of the group (its reset
 * time moved onto our clock), and on 10006 a pause until that reset.
 */
const correctBudget = (
  budget: RateBudget.RateBudgetService,
  draw: RateBudget.Draw,
  reply: Reply,
  clock: ClockOffsetService,
  sentAt: number | undefined
): Effect.Effect<void> =>
  Effect.gen(function* () {
    const status = limitOf(reply)
    const offset = yield* clock.offset
    if (Option.isSome(status)) {
      const { limit, remaining, resetAt } = status.value
      yield* budget.observe(draw, { limit, remaining, resetAt: resetAt - offset, sentAt })
    }
    if (reply.retCode === 10006) {
      yield* budget.pause(draw, Option.isSome(status) ? status.value.resetAt - offset : undefined)
    }
  })

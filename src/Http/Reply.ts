/**
 * What becomes of a reply: the decode stage (the HTTP status, the JSON, the envelope of V5 or an older family, the
 * rate-limit headers read and recorded (`fromHeaders`, which `RateLimit` re-exports), the result through its schema by the executor's `Decoding`), the classify stage (a
 * refusal's `retCode` as its tagged error) and the retry policy the retry stage runs (that of reads, the only retry
 * the public-only list has, and that of writes, which only the private stages run: a bundler leaves it out of a
 * program on `Bybit.layerPublic`). `Retry` re-exports the policy; the WebSocket trade API classifies a refusal as a
 * REST call does (`classify`).
 *
 * The failure path: the error catalogue's rows (`catalogueRows`: each code with its class's tag, plain data) load
 * on the first refused request instead of with the program: a bundle that splits at dynamic imports starts with only
 * the error classes its endpoints name. The rows' chunk holds no code and imports nothing, so it splits no shared
 * chunk off the program's own: a lazy chunk of code (the retry policy and the ~700 class definitions were one) made
 * the bundler move every module both used into a shared chunk, with an import list of every name the program took
 * from it. The retry policy (small: docs/BENCHMARKS.md, "Figures quoted from code") is therefore part of the
 * program. Once loaded the rows classify synchronously, with the same rules as `Classify`.
 *
 * @since 1.2.0
 */

import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import type * as Schedule from "effect/Schedule"
import type * as Tracer from "effect/Tracer"
import type * as Catalogue from "../Errors/Catalogue.js"
import { codeTable } from "../Errors/CatalogueClass.js"
import { classifyWith } from "../Errors/ClassifyRule.js"
import type * as Rows from "../Errors/catalogueRows.js"
import type { ExchangeError, ExchangeErrorInput } from "../Errors/ExchangeError.js"
import { ApiError } from "../Errors/exchange/Common.js"
import { OutcomeUnknown } from "../Errors/SocketError.js"
import { DecodeError, HttpError } from "../Errors/TransportError.js"
import type { UnexpectedExchangeError } from "../Errors/UnexpectedExchangeError.js"
import * as Backoff from "../Layers/Backoff.js"
import * as Decoding from "../Schema/Decoding.js"
import * as Envelope from "../Schema/Envelope.js"
import type * as Endpoint from "./Endpoint.js"
import * as ParseErrors from "./internal/parseErrors.js"
import type * as Pipeline from "./Pipeline.js"
import type { Plan, Policy, RateLimitStatus, Tagged } from "./Pipeline.js"
import * as StatusText from "./StatusText.js"

/**
 * A result with what came around it: server time, `retExtInfo`, rate-limit state, request id and headers.
 *
 * @since 0.2.0
 * @category models
 */
export interface Decoded<A> {
  readonly result: A
  readonly time: Option.Option<number>
  readonly extInfo: unknown
  readonly rateLimit: Option.Option<RateLimitStatus>
  readonly requestId: Option.Option<string>
  readonly headers: Readonly<Record<string, string>>
}

/**
 * Decodes one answer with the executor's `decoding` (Effect's Schema parser unless the platform layer installed the
 * fast path); `onRateLimited` hears a 10006 with the reset its headers name.
 *
 * @since 0.2.0
 */
export const decodeResponse = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E, X>(
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
  status: number,
  headers: Readonly<Record<string, string>>,
  rateLimit: Option.Option<RateLimitStatus>,
  text: string,
  toExchangeError: (input: ExchangeErrorInput) => Effect.Effect<X>,
  span: Tracer.Span | undefined,
  onRateLimited: ((resetAt: number | undefined) => void) | undefined,
  decoding: Decoding.Decoding = Decoding.schema
): Effect.Effect<Decoded<R>, X | HttpError | DecodeError> => {
  if (status !== 200) {
    if (span !== undefined) span.attribute("http.response.status_code", status)
    return Effect.fail(
      new HttpError({
        code: status,
        message: StatusText.of(status),
        endpoint: endpoint.path,
        body: text,
        headers
      })
    )
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return Effect.fail(
      new DecodeError({ endpoint: endpoint.path, path: "$", detail: `invalid JSON: ${String(error)}` })
    )
  }
  const requestId = Option.fromNullishOr(headers.traceid)
  const envelope = Envelope.decode(endpoint.envelope, json, decoding)
  if (Result.isFailure(envelope)) {
    return Effect.fail(new DecodeError({ endpoint: endpoint.path, ...ParseErrors.info(envelope.failure, "$") }))
  }
  const env = envelope.success
  if (span !== undefined) span.attribute("bybit.retCode", env.code)
  if (env.code !== 0) {
    const refused = toExchangeError({
      code: env.code,
      message: env.message,
      endpoint: endpoint.path,
      ...(Option.isSome(requestId) ? { requestId: requestId.value } : {}),
      ...(env.extInfo === undefined ? {} : { extInfo: env.extInfo })
    })
    return Effect.flatMap(refused, (error) => {
      if (onRateLimited !== undefined && (error as { readonly _tag: string })._tag === "RateLimitExceeded") {
        onRateLimited(Option.isSome(rateLimit) ? rateLimit.value.resetAt : undefined)
      }
      return Effect.fail(error)
    })
  }
  const decoded = decoding.decoder(endpoint.response)(env.result)
  if (Result.isFailure(decoded)) {
    return Effect.fail(new DecodeError({ endpoint: endpoint.path, ...ParseErrors.info(decoded.failure, "$.result") }))
  }
  return Effect.succeed({
    result: decoded.success,
    time: Option.fromNullishOr(env.time),
    extInfo: env.extInfo,
    rateLimit,
    requestId,
    headers
  })
}

// The rate-limit headers of a reply (`Http/RateLimit` before 1.2.0, which re-exports them).
/**
 * The rate-limit headers Bybit sends on every response, lower-case as HTTP clients report them: `X-Bapi-Limit` (the
 * endpoint's limit), `X-Bapi-Limit-Status` (requests remaining) and `X-Bapi-Limit-Reset-Timestamp` (ms when the
 * window resets).
 *
 * @since 0.1.0
 * @category constants
 */
export const headerNames = {
  limit: "x-bapi-limit",
  remaining: "x-bapi-limit-status",
  resetAt: "x-bapi-limit-reset-timestamp"
} as const

const numberHeader = (headers: Readonly<Record<string, string>>, name: string): number | undefined => {
  const raw = headers[name]
  if (raw === undefined || raw.trim() === "") return undefined
  const value = Number(raw)
  return Number.isFinite(value) ? value : undefined
}

/**
 * Reads the three headers; `None` unless all three are present and numeric.
 *
 * @since 0.1.0
 * @category parsing
 */
export const fromHeaders = (headers: Readonly<Record<string, string>>): Option.Option<RateLimitStatus> => {
  // read on every answer (public ones carry none): no intermediate options for the three values
  const limit = numberHeader(headers, headerNames.limit)
  if (limit === undefined) return Option.none()
  const remaining = numberHeader(headers, headerNames.remaining)
  if (remaining === undefined) return Option.none()
  const resetAt = numberHeader(headers, headerNames.resetAt)
  return resetAt === undefined ? Option.none() : Option.some({ limit, remaining, resetAt })
}

/**
 * The decode stage (`Pipeline.Decode`): the reply's rate-limit headers recorded per group (`rateLimits`), then
 * `decodeResponse` with the executor's decoding; a 10006's reset is kept on the call for the retry plan.
 *
 * @since 1.2.0
 */
export const decodeStage =
  (rateLimits: Map<string, RateLimitStatus>, decoding: Decoding.Decoding): Pipeline.Decode =>
  (call, reply, classify) => {
    const rateLimit = fromHeaders(reply.headers)
    if (Option.isSome(rateLimit)) rateLimits.set(call.endpoint.rateGroup, rateLimit.value)
    return decodeResponse(
      call.endpoint,
      reply.status,
      reply.headers,
      rateLimit,
      reply.text,
      classify,
      call.span,
      (resetAt) => {
        call.resetAt = resetAt
      },
      decoding
    )
  }

// The failure path: a refusal classified by the catalogue's rows, loaded on the first one

let rows: typeof Rows | undefined

const loadRows: Effect.Effect<typeof Rows, unknown> = Effect.tryPromise({
  try: () => import("../Errors/catalogueRows.js"),
  catch: (error) => error
}).pipe(
  Effect.map((module) => {
    rows = module
    return module
  })
)

// Each channel's table, made on its first lookup: `trade` and `legacy` rows over `rest`'s (later rows win), as
// `Catalogue.table` merges them
const tables: { -readonly [C in Catalogue.Channel]?: ReadonlyMap<number, Catalogue.ErrorClass> } = {}
const tableOf = (from: typeof Rows, channel: Catalogue.Channel): ReadonlyMap<number, Catalogue.ErrorClass> =>
  (tables[channel] ??= codeTable<Catalogue.ErrorClass>(
    channel === "rest" ? from.rest : [...from.rest, ...(channel === "trade" ? from.trade : from.legacy)]
  ))

const classifyBy = (
  from: typeof Rows,
  channel: Catalogue.Channel,
  input: ExchangeErrorInput,
  declared: ReadonlyArray<unknown>,
  isPrivate: boolean
): ExchangeError | UnexpectedExchangeError =>
  classifyWith(tableOf(from, channel).get(input.code), input, declared, isPrivate)

/**
 * The error for a refused request, as `Classify.classify` gives it. Should the catalogue fail to load (a chunk a
 * browser could not fetch), the error is the `ApiError` of a code outside the catalogue: code and message intact.
 *
 * @since 0.2.0
 */
export const classify = (
  channel: Catalogue.Channel,
  input: ExchangeErrorInput,
  declared: ReadonlyArray<unknown>,
  isPrivate: boolean
): Effect.Effect<ExchangeError | UnexpectedExchangeError> =>
  rows !== undefined
    ? Effect.succeed(classifyBy(rows, channel, input, declared, isPrivate))
    : // (`Effect.catch` rather than `Effect.match`, whose failure primitive the program would carry for this alone)
      Effect.catch(
        Effect.map(loadRows, (module) => classifyBy(module, channel, input, declared, isPrivate)),
        () => Effect.succeed(new ApiError(input))
      )

/**
 * The classify stage (`Pipeline.ClassifyStage`): a refused request's code as its tagged error, by the call's
 * channel (V5 or an older family's) and the endpoint's declared errors.
 *
 * @since 1.2.0
 */
export const classifyStage: Pipeline.ClassifyStage = (call, input) =>
  classify(
    call.endpoint.envelope === "legacy" ? "legacy" : "rest",
    input,
    call.endpoint.errors,
    call.endpoint.auth === "private"
  ) as Effect.Effect<Pipeline.StageError>

/**
 * The retry stage of reads (`Pipeline.Retry`), the only one the public-only list has: an idempotent call re-sent
 * under the policy; anything else (a write, which the public-only list cannot sign) sent once.
 *
 * @since 1.2.0
 */
export const retryReads =
  (policy: Policy): Pipeline.Retry =>
  (call, _params, send, plan) =>
    call.endpoint.idempotent ? runIdempotent(send, plan, policy) : send

// The retry policy's logic: the recovery every call gets and the retry of idempotent calls

/**
 * Defaults.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaults = {
  retries: 3,
  baseDelay: Duration.millis(100),
  maxDelay: Duration.seconds(5),
  rateLimitRetries: 3,
  resyncClock: true
} as const

// an error's field by name, as the wire gave it: Reflect.get reads any object's property without widening its type
const field = (error: Tagged, name: string): unknown => Reflect.get(error, name)

/**
 * Whether an error may go away on its own: no response or a timeout, HTTP 5xx or 429, a server timeout (10000), a
 * server error or restart (10016) or an overloaded trading service (retCode 429). For a write, these are exactly the errors that leave its outcome
 * unknown.
 *
 * @since 0.1.0
 * @category predicates
 */
export const isTransient = (error: Tagged): boolean => {
  switch (error._tag) {
    case "TransportError": {
      const reason = field(error, "reason")
      return reason === "Transport" || reason === "Timeout"
    }
    case "HttpError": {
      const code = field(error, "code")
      return typeof code === "number" && (code >= 500 || code === 429)
    }
    case "ServerTimeout":
    case "ServerError":
    case "TradingServiceOverloaded":
      return true
    case "ApiError":
      return field(error, "code") === 10000
    default:
      return false
  }
}

/**
 * The backoff: exponential from `baseDelay`, capped at `maxDelay`, jittered, at most `retries` times.
 *
 * @since 0.1.0
 * @category schedules
 */
export const backoff = (policy: Policy = {}): Schedule.Schedule<unknown, unknown> =>
  Backoff.make({
    base: Duration.toMillis(Duration.fromInputUnsafe(policy.baseDelay ?? defaults.baseDelay)),
    cap: Duration.toMillis(Duration.fromInputUnsafe(policy.maxDelay ?? defaults.maxDelay)),
    capBeforeJitter: true,
    retries: policy.retries ?? defaults.retries
  })

/**
 * An error's message, or its tag when it has none.
 *
 * @since 1.0.0
 * @internal
 */
export const messageOf = (error: Tagged): string => {
  const message = field(error, "message")
  return typeof message === "string" && message !== "" ? message : error._tag
}

/**
 * What follows a failed first send: a re-send after a 10006 with a known reset and, once, after a 10002 with a
 * resync; any other error fails as it is.
 *
 * @since 1.0.0
 * @internal
 */
export const recoverFrom = <A, E extends Tagged, E2 extends Tagged>(
  plan: Plan<A, E, E2>,
  policy: Policy
): ((error: E) => Effect.Effect<A, E>) => {
  const resync = policy.resyncClock ?? defaults.resyncClock
  const maxDelay = Duration.fromInputUnsafe(policy.maxDelay ?? defaults.maxDelay)
  const after =
    (rateLeft: number, resynced: boolean) =>
    (error: E): Effect.Effect<A, E> => {
      if (error._tag === "RateLimitExceeded" && rateLeft > 0 && plan.resetKnown()) {
        // no budget: wait for the window the exchange named, then one re-send (another at once would fail again)
        if (plan.untilReset !== undefined) return Effect.andThen(plan.untilReset(maxDelay), loop(0, resynced))
        // the acquire of the next send waits for the group's pause
        return loop(rateLeft - 1, resynced)
      }
      if (error._tag === "TimestampOutOfWindow" && plan.signed && resync && !resynced) {
        return Effect.andThen(plan.resync, loop(rateLeft, true))
      }
      return Effect.fail(error)
    }
  const loop = (rateLeft: number, resynced: boolean): Effect.Effect<A, E> =>
    Effect.catch(plan.send, after(rateLeft, resynced))
  return after(policy.rateLimitRetries ?? defaults.rateLimitRetries, false)
}

/**
 * The send, re-sent after a 10006 with a known reset and, once, after a 10002 with a resync.
 *
 * @since 1.0.0
 * @internal
 */
export const recovering = <A, E extends Tagged, E2 extends Tagged>(
  plan: Plan<A, E, E2>,
  policy: Policy
): Effect.Effect<A, E> => Effect.catch(plan.send, recoverFrom(plan, policy))

const backoffs = new WeakMap<Policy, Schedule.Schedule<unknown, unknown>>()

/**
 * A policy's backoff, made once (a schedule is a description: every run steps its own state).
 *
 * @since 1.0.0
 * @internal
 */
export const backoffOf = (policy: Policy): Schedule.Schedule<unknown, unknown> => {
  let schedule = backoffs.get(policy)
  if (schedule === undefined) {
    schedule = backoff(policy)
    backoffs.set(policy, schedule)
  }
  return schedule
}

/** `Effect.retry` on the backoff, entered after the first transient failure (same delays and count). */
const retrying = <A, E extends Tagged>(once: Effect.Effect<A, E>, first: E, policy: Policy): Effect.Effect<A, E> =>
  Effect.flatMap(Backoff.sleeps(backoffOf(policy)), (next) => {
    const after = (error: E): Effect.Effect<A, E> =>
      Effect.flatMap(
        Effect.catch(next(error), () => Effect.fail(error)),
        () => Effect.catch(once, (next) => (isTransient(next) ? after(next) : Effect.fail(next)))
      )
    return after(first)
  })

/**
 * `Effect.catch` as a failure frame that a success steps over (its match takes one more step on success); a
 * failure goes through `Effect.catch` itself, so what is caught, and how, stays its own.
 *
 * @since 1.0.0
 * @internal
 */
export const catchFailure = <A, E, A2, E2>(
  self: Effect.Effect<A, E>,
  f: (error: E) => Effect.Effect<A2, E2>
): Effect.Effect<A | A2, E2> => Effect.catchCause(self, (cause) => Effect.catch(Effect.failCause(cause), f))

/**
 * Runs an idempotent call under the policy, its plan (whose `send` is `send`) made only once a send has failed: a
 * call whose first send succeeds builds none. The same as `run(plan(), policy)`.
 *
 * @since 0.2.0
 * @category combinators
 */
export const runIdempotent = <A, E extends Tagged, E2 extends Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: () => Plan<A, E, E2>,
  policy: Policy = {}
): Effect.Effect<A, E | OutcomeUnknown> => catchFailure(send, (error) => recoverIdempotent(send, plan, policy, error))

/**
 * What `runIdempotent` does once its first send has failed with `error`: the recovery (a re-send after a 10006 with
 * a known reset, or after a 10002 with a resync), then the backoff's re-sends while the errors are transient.
 *
 * @since 0.2.0
 * @category combinators
 */
export const recoverIdempotent = <A, E extends Tagged, E2 extends Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: () => Plan<A, E, E2>,
  policy: Policy,
  error: E
): Effect.Effect<A, E> => {
  const recover = recoverFrom(plan(), policy)
  const once = Effect.catch(send, recover)
  return Effect.catch(recover(error), (next) => (isTransient(next) ? retrying(once, next, policy) : Effect.fail(next)))
}

// The retry of writes: a write is never re-sent blindly. An order creation carrying an `orderLinkId` is confirmed by
// a lookup after an ambiguous failure; any other write whose answer was lost fails with `OutcomeUnknown`.
const unknownOutcome = (
  plan: { readonly op: string; readonly path: string; readonly orderLinkId: string | undefined },
  reason: string
): OutcomeUnknown =>
  new OutcomeUnknown({
    op: plan.op,
    reqId: plan.path,
    ...(plan.orderLinkId === undefined ? {} : { orderLinkId: plan.orderLinkId }),
    reason
  })

const confirmed = <A, E extends Tagged, E2 extends Tagged>(
  plan: Plan<A, E, E2>,
  confirm: Effect.Effect<Option.Option<A>, E2>,
  once: Effect.Effect<A, E>,
  policy: Policy
): Effect.Effect<A, E | OutcomeUnknown> => confirmedFrom(plan, confirm, once, policy, once)

/**
 * The order-creation check's loop: `first` is the first send (with its recovery), `once` every later one; after an
 * ambiguous failure the order is looked up, and re-sent (on the backoff) when the exchange has none.
 */
const confirmedFrom = <A, E extends Tagged, E2 extends Tagged>(
  plan: Plan<A, E, E2>,
  confirm: Effect.Effect<Option.Option<A>, E2>,
  once: Effect.Effect<A, E>,
  policy: Policy,
  first: Effect.Effect<A, E>
): Effect.Effect<A, E | OutcomeUnknown> =>
  Effect.gen(function* () {
    // the backoff reads no start time (no elapsed-time step): made after the first send, its delays are the same
    const next = yield* Backoff.sleeps(backoffOf(policy))
    let sends = 0
    let send = first
    while (true) {
      const result = yield* Effect.result(send)
      send = once
      sends++
      if (Result.isSuccess(result)) return result.success
      const error = result.failure
      // after a lost answer, a re-send refused as a duplicate means the first one may have landed
      const ambiguous = isTransient(error) || (sends > 1 && error._tag === "DuplicateOrderLinkId")
      if (!ambiguous) return yield* Effect.fail(error)
      const more = yield* Effect.result(next(error))
      const found = yield* Effect.result(confirm)
      if (Result.isFailure(found)) {
        return yield* Effect.fail(
          unknownOutcome(plan, `${messageOf(error)}; looking the order up failed too: ${messageOf(found.failure)}`)
        )
      }
      if (Option.isSome(found.success)) return found.success.value
      if (Result.isFailure(more)) {
        return yield* Effect.fail(unknownOutcome(plan, `${messageOf(error)}; not found after ${sends} sends`))
      }
    }
  })

/**
 * Runs a call under the policy.
 *
 * @since 0.1.0
 * @category combinators
 */
export const run = <A, E extends Tagged, E2 extends Tagged = E>(
  plan: Plan<A, E, E2>,
  policy: Policy = {}
): Effect.Effect<A, E | OutcomeUnknown> => {
  // a call whose first send succeeds pays for one failure frame: the recovery, the retry schedule and their closures
  // are only built once a send has failed (catch(catch(send, f), g) is catch(send, e => catch(f(e), g)))
  if (plan.idempotent) return runIdempotent(plan.send, () => plan, policy)
  if (Option.isSome(plan.confirm)) return confirmed(plan, plan.confirm.value, recovering(plan, policy), policy)
  return runUnconfirmed(plan.send, () => plan, policy)
}

/**
 * Runs a call that is neither idempotent nor confirmed by a lookup (most order writes) under the policy, its plan
 * (whose `send` is `send`, `confirm` none) made only once a send has failed: a call whose first send succeeds builds
 * none. The same as `run(plan(), policy)`.
 *
 * @since 0.2.0
 * @category combinators
 */
export const runUnconfirmed = <A, E extends Tagged, E2 extends Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: () => Plan<A, E, E2>,
  policy: Policy = {}
): Effect.Effect<A, E | OutcomeUnknown> => catchFailure(send, (error) => recoverUnconfirmed(plan, policy, error))

/**
 * What `runUnconfirmed` does once its first send has failed with `error`: the recovery (a re-send after a 10006 with
 * a known reset, or after a 10002 with a resync); a transient error then leaves the outcome unknown.
 *
 * @since 0.2.0
 * @category combinators
 */
export const recoverUnconfirmed = <A, E extends Tagged, E2 extends Tagged = E>(
  plan: () => Plan<A, E, E2>,
  policy: Policy,
  error: E
): Effect.Effect<A, E | OutcomeUnknown> => {
  const made = plan()
  return Effect.catchIf(recoverFrom(made, policy)(error), isTransient, (next) =>
    Effect.fail(unknownOutcome(made, messageOf(next)))
  )
}

/**
 * Runs an order creation a lookup confirms (its plan's `confirm` is some) under the policy, its plan made only once
 * its first send has failed: a call whose first send succeeds builds none (no plan, no lookup, no backoff). The same
 * as `run(plan(), policy)`.
 *
 * @since 1.0.0
 * @category combinators
 */
export const runConfirmed = <A, E extends Tagged, E2 extends Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: () => Plan<A, E, E2>,
  policy: Policy = {}
): Effect.Effect<A, E | OutcomeUnknown> => catchFailure(send, (error) => recoverConfirmed(plan, policy, error))

/**
 * What `runConfirmed` does once its first send has failed with `error`: that send's recovery (a re-send after a
 * 10006 with a known reset, or after a 10002 with a resync), then the order-creation check (the lookup after an
 * ambiguous failure, the re-sends on the backoff while the exchange has no such order). A plan without `confirm` is
 * run as `runUnconfirmed` would.
 *
 * @since 1.0.0
 * @category combinators
 */
export const recoverConfirmed = <A, E extends Tagged, E2 extends Tagged = E>(
  plan: () => Plan<A, E, E2>,
  policy: Policy,
  error: E
): Effect.Effect<A, E | OutcomeUnknown> => {
  const made = plan()
  if (Option.isNone(made.confirm)) return recoverUnconfirmed(() => made, policy, error)
  const recover = recoverFrom(made, policy)
  return confirmedFrom(made, made.confirm.value, Effect.catch(made.send, recover), policy, recover(error))
}

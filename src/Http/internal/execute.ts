/**
 * The executor's steps, run per call over one resolved executor (`BybitHttp.make` resolves its services and settings
 * once into an `Executor`): the send (native transport or platform client), the sign step's context, one send
 * (under a rate budget through `budgeted`, when the executor has one), the retry policy (`lazyFailure`, which loads
 * the error catalogue's rows on the first refused request; that of writes is a private step), and the call with its
 * span and latency metric.
 *
 * @since 0.1.0
 * @internal
 */

import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as Fiber from "effect/Fiber"
import type * as HttpClient from "effect/http/HttpClient"
import * as Option from "effect/Option"
import * as References from "effect/References"
import * as Result from "effect/Result"
import * as Tracer from "effect/Tracer"
import type * as Catalogue from "../../Errors/Catalogue.js"
import type { InvalidPrivateKey } from "../../Errors/config/Keys.js"
import { MissingCredentials } from "../../Errors/config/Request.js"
import type { ExchangeErrorInput } from "../../Errors/ExchangeError.js"
import { TransportError } from "../../Errors/TransportError.js"
import type { ClockOffset } from "../../Layers/ClockOffset.js"
import * as Credentials from "../../Layers/credentials/Default.js"
import type { EnvironmentShape } from "../../Layers/Environment.js"
import type { RateBudget } from "../../Layers/internal/budgetService.js"
import type * as RequestDefaults from "../../Layers/RequestDefaults.js"
import type * as Recorder from "../../Observability/Recorder.js"
import type * as Decoding from "../../Schema/Decoding.js"
import type * as Signer from "../../Signing/Signer.js"
import type { CallError, CallOptions, Response } from "../BybitHttp.js"
import type * as Endpoint from "../Endpoint.js"
import * as RateLimit from "../RateLimit.js"
import type * as Retry from "../Retry.js"
import type * as Transport from "../Transport.js"
import * as Validate from "../validate/Common.js"
import type * as Budgeted from "./budgeted.js"
import * as Decode from "./decode.js"
import * as LazyFailure from "./lazyFailure.js"
import * as Prepare from "./prepare.js"
import type { PrivateSteps } from "./privateSteps.js"
import * as RequestPlain from "./requestPlain.js"
import * as Send from "./send.js"
import * as Span from "./span.js"

/**
 * One executor's services and settings, resolved once when it is built.
 *
 * @since 0.1.0
 * @internal
 */
export interface Executor {
  readonly environment: EnvironmentShape
  /** The platform client with tracer propagation off (the executor makes its own client span). */
  readonly tracedClient: HttpClient.HttpClient
  /** The platform client with its span off, for calls no tracer watches. */
  readonly plainClient: HttpClient.HttpClient
  readonly defaultCredentials: Credentials.Credentials["Service"]
  readonly clock: ClockOffset["Service"]
  readonly signer: Signer.Signer["Service"]
  readonly referer: string
  /** The shared request settings (`RequestDefaults`): a call's receive window is laid over them. */
  readonly requestSettings: RequestDefaults.Settings
  readonly configuredTimeout: Duration.Input
  readonly configuredTimeoutMs: number
  readonly strict: boolean
  /** The latest rate-limit state per rate-limit group (written by every answer). */
  readonly rateLimits: Map<string, RateLimit.RateLimitStatus>
  /**
   * The rate budget's steps (`BybitHttp.make`'s); none on the public-only executor, which reads no budget, and then
   * `budget` is none and `unlimited` false.
   */
  readonly budgeting: Budgeted.Budgeting | undefined
  /** The rate budget to consult; none when there is none or it is the unlimited one. */
  readonly budget: Option.Option<RateBudget["Service"]>
  /** The unlimited budget is installed: its calls skip its steps and record a zero wait. */
  readonly unlimited: boolean
  /** A native transport, when the platform layer has one: it carries the calls no tracer watches. */
  readonly transport: Transport.Transport["Service"] | undefined
  /** Why the REST URL is refused, when it is. */
  readonly insecure: Option.Option<string>
  readonly retryPolicy: Retry.Policy | undefined
  /**
   * The steps of calls with credentials (signing, the order-entry and instrument-rules checks, the order
   * confirmation); none on the public-only executor, where a call that brings credentials is a programming error told
   * as a defect.
   */
  readonly privateSteps: PrivateSteps | undefined
  /** How answers are decoded and requests checked (`Decoding`, as the platform layer chose). */
  readonly decoding: Decoding.Decoding
  /** Where the request latency is recorded (`Recorder.MetricsRecorder`: none, nothing recorded). */
  readonly recorder: Recorder.Recorder | undefined
}

/** The name and options of an endpoint's call span, made once (useSpan only reads them). */
interface SpanOf {
  readonly name: string
  readonly options: Tracer.SpanOptions
}
const spans = new WeakMap<Endpoint.Any, SpanOf>()
const spanOf = (endpoint: Endpoint.Any): SpanOf => {
  let span = spans.get(endpoint)
  if (span === undefined) {
    span = {
      name: `Bybit.${endpoint.name}`,
      options: {
        kind: "client",
        captureStackTrace: false,
        attributes: { "bybit.endpoint": endpoint.path, "bybit.method": endpoint.method }
      }
    }
    spans.set(endpoint, span)
  }
  return span
}

/** Sleeps until a reset time given on the server's clock, at most `cap`. */
export const untilReset = (ex: Executor, resetAt: number | undefined, cap: Duration.Duration): Effect.Effect<void> =>
  resetAt === undefined
    ? Effect.void
    : Effect.flatMap(ex.clock.offset, (offset) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) =>
          Effect.sleep(Duration.millis(Math.min(Math.max(0, resetAt - offset - now), Duration.toMillis(cap))))
        )
      )

/** The send step: the signed request through the native transport, or the platform's client. */
export const exchange = (
  ex: Executor,
  endpoint: Endpoint.Any,
  request: RequestPlain.Outgoing,
  credentials: Option.Option<Credentials.ApiCredentials>,
  callOptions: CallOptions,
  span: Tracer.Span | undefined
): Effect.Effect<Transport.Reply, TransportError> => {
  const { query, body, contentType, headers } = request
  const url = `${ex.environment.restUrl}${endpoint.path}${query === "" ? "" : `?${query}`}`
  // a legacy signed query carries api_key and sign in the URL, which a client span would record: none for it
  const unwatched = span === undefined || (endpoint.signing === "legacy" && Option.isSome(credentials) && query !== "")
  return ex.transport !== undefined
    ? Send.nativeSend(
        ex.transport,
        endpoint,
        url,
        headers,
        body,
        contentType,
        // decoded once for the configured timeout, per call only for an override
        callOptions.timeout === undefined
          ? ex.configuredTimeoutMs
          : Duration.toMillis(Duration.fromInputUnsafe(callOptions.timeout)),
        unwatched ? undefined : span
      )
    : Send.platformSend(
        unwatched ? ex.plainClient : ex.tracedClient,
        endpoint,
        url,
        headers,
        body,
        contentType,
        callOptions.timeout ?? ex.configuredTimeout,
        span
      )
}

// the public-only executor's answer to a call that brings its own credentials (`Credentials.withCredentials`): what
// `Bybit.layerPublic`'s signer answers
const cannotSign = Effect.die("Bybit.layerPublic cannot sign: use Bybit.layer for private calls")

/** The request of a call handed to `then`: as it is without credentials, signed (by the private steps) with them. */
export const buildThen = <A, E>(
  ex: Executor,
  endpoint: Endpoint.Any,
  wire: Record<string, unknown>,
  credentials: Option.Option<Credentials.ApiCredentials>,
  callOptions: CallOptions,
  then: (request: RequestPlain.Outgoing) => Effect.Effect<A, E>
): Effect.Effect<A, E | InvalidPrivateKey> =>
  Option.isNone(credentials)
    ? then(RequestPlain.unsigned(endpoint, wire, ex.referer))
    : ex.privateSteps === undefined
      ? cannotSign
      : ex.privateSteps.signedThen(ex, endpoint, wire, credentials, callOptions, then)

/**
 * One send: checks, budget, signing, request, budget correction, decoding. Without a budget to consult it is a
 * plain chain of steps (no generator): the steps that cannot suspend run inline.
 */
export const sendOnce = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  ex: Executor,
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
  params: P,
  callOptions: CallOptions,
  onRateLimited: (resetAt: number | undefined) => void,
  span: Tracer.Span | undefined
): Effect.Effect<Response<R>, CallError<A, E>> => {
  const channel: Catalogue.Channel = endpoint.envelope === "legacy" ? "legacy" : "rest"
  const isPrivate = endpoint.auth === "private"

  // documented and common codes by their tags; other catalogued codes wrapped; unknown codes as ApiError
  const toExchangeError = (input: ExchangeErrorInput) =>
    LazyFailure.classify(channel, input, endpoint.errors, isPrivate) as Effect.Effect<CallError<A, E>>

  const withCredentials = (
    fiber: Fiber.Fiber<unknown, unknown>,
    credentials: Option.Option<Credentials.ApiCredentials>
  ): Effect.Effect<Response<R>, CallError<A, E>> => {
    // prepare → validate → encode
    const prepared = Prepare.prepare(
      endpoint,
      params,
      ex.strict,
      ex.privateSteps?.checkParams ?? Validate.genericParams,
      ex.decoding
    )
    if (Result.isFailure(prepared)) return Effect.fail(prepared.failure)
    const wire = prepared.success
    if (span !== undefined) {
      if (typeof wire.category === "string") span.attribute("bybit.category", wire.category)
      if (typeof wire.symbol === "string") span.attribute("bybit.symbol", wire.symbol)
    }
    // new orders, when InstrumentRules is installed: checked against their symbols' loaded rules
    return ex.privateSteps === undefined
      ? sendWire(fiber, credentials, wire)
      : (ex.privateSteps.checkRules(fiber, endpoint, wire, () => sendWire(fiber, credentials, wire)) as Effect.Effect<
          Response<R>,
          CallError<A, E>
        >)
  }

  // sign → send → decode, the wire parameters checked
  const sendWire = (
    fiber: Fiber.Fiber<unknown, unknown>,
    credentials: Option.Option<Credentials.ApiCredentials>,
    wire: Record<string, unknown>
  ): Effect.Effect<Response<R>, CallError<A, E>> => {
    if (ex.budgeting !== undefined && Option.isSome(ex.budget)) {
      return ex.budgeting.send(
        ex,
        ex.budget.value,
        endpoint,
        wire,
        credentials,
        callOptions,
        toExchangeError,
        onRateLimited,
        span
      )
    }
    // the unlimited budget's steps all do nothing: its calls skip them and record their zero wait directly (what
    // Metric.update does, with the fiber's context at hand)
    if (ex.budgeting !== undefined && ex.unlimited) ex.budgeting.recordNoWait(endpoint, fiber.context)
    // decode → classify; no budget pauses the group: the retry policy waits for the reset the 10006 names
    const decode = (response: Transport.Reply) => {
      const rateLimit = RateLimit.fromHeaders(response.headers)
      if (Option.isSome(rateLimit)) ex.rateLimits.set(endpoint.rateGroup, rateLimit.value)
      return Decode.decodeResponse(
        endpoint,
        response.status,
        response.headers,
        rateLimit,
        response.text,
        toExchangeError,
        span,
        onRateLimited,
        ex.decoding
      )
    }
    // sign (an unsigned request is ready at once) → send
    const send = (request: RequestPlain.Outgoing) =>
      Effect.flatMap(exchange(ex, endpoint, request, credentials, callOptions, span), decode)
    return buildThen(ex, endpoint, wire, credentials, callOptions, send) as Effect.Effect<Response<R>, CallError<A, E>>
  }

  if (Option.isSome(ex.insecure)) {
    return Effect.fail(
      new TransportError({ endpoint: endpoint.path, reason: "InvalidUrl", cause: ex.insecure.value })
    ) as Effect.Effect<never, CallError<A, E>>
  }
  // every run of the send (a retry re-runs it) prepares, signs and stamps its request afresh, with the credentials
  // in force (what Credentials.resolve reads) read off the fiber
  return Effect.withFiber((fiber) => {
    if (!isPrivate) return withCredentials(fiber, Option.none())
    const override = fiber.getRef(Credentials.currentOverride)
    const credentials = Option.isSome(override) ? override : ex.defaultCredentials
    return Option.isNone(credentials)
      ? (Effect.fail(new MissingCredentials({ endpoint: endpoint.path })) as Effect.Effect<never, CallError<A, E>>)
      : withCredentials(fiber, credentials)
  })
}

/** The call under the retry policy, without span or metrics. */
export const run = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  ex: Executor,
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
  params: P,
  callOptions: CallOptions,
  span: Tracer.Span | undefined
): Effect.Effect<Response<R>, CallError<A, E>> => {
  // a multipart body's framing loads with the first upload
  const loading = RequestPlain.ready(endpoint)
  if (loading !== undefined) {
    return Effect.andThen(
      loading,
      Effect.suspend(() => run(ex, endpoint, params, callOptions, span))
    )
  }
  const isPrivate = endpoint.auth === "private"
  // public writes do not exist on V5; anything else outside the policy is sent once
  if (ex.retryPolicy === undefined || (!isPrivate && !endpoint.idempotent)) {
    return sendOnce(ex, endpoint, params, callOptions, () => undefined, span)
  }
  const policy = ex.retryPolicy
  // the last 10006's reset, on the server's clock
  let resetAt: number | undefined
  const send = sendOnce(
    ex,
    endpoint,
    params,
    callOptions,
    (at) => {
      resetAt = at
    },
    span
  ) as Effect.Effect<Response<R>, Retry.Tagged>
  // (a write's plan gets its order's link id and lookup from the private steps)
  const plan = (): Retry.Plan<Response<R>, Retry.Tagged, Retry.Tagged> => ({
    // an endpoint's own errors are tagged catalogue classes
    send,
    idempotent: endpoint.idempotent,
    signed: isPrivate,
    resync: ex.clock.resync,
    resetKnown: () => resetAt !== undefined,
    ...(Option.isNone(ex.budget) ? { untilReset: (cap: Duration.Duration) => untilReset(ex, resetAt, cap) } : {}),
    confirm: Option.none(),
    op: endpoint.name,
    path: endpoint.path,
    orderLinkId: undefined
  })
  // a plan is made once a send has failed (most calls succeed at once); an order creation with a link id, which a
  // lookup confirms, has its policy's module loaded before the first send. A write is private: without the private
  // steps its one send fails as it is (no credentials, or none it can sign), and nothing is retried.
  const result = endpoint.idempotent
    ? LazyFailure.runIdempotent(send, plan, policy)
    : ex.privateSteps === undefined
      ? send
      : ex.privateSteps.runWrite(ex, endpoint, params, send, plan, policy, span, run)
  return result as Effect.Effect<Response<R>, CallError<A, E>>
}

/**
 * `run` under the call's span and latency metric; `resultOnly` answers the result alone (what `BybitHttp.call`
 * returns), without another step to take it out of the response.
 */
const measured = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E, Out>(
  ex: Executor,
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
  params: P,
  callOptions: CallOptions,
  out: (response: Response<R>) => Out
): Effect.Effect<Out, CallError<A, E>> =>
  Effect.withFiber((fiber) => {
    // recorded where a recorder is installed (`Metrics.layer`, in the platform layers of Node and a full browser
    // client)
    const latency = ex.recorder?.requestLatencyOf(endpoint.path)
    const time = fiber.getRef(Clock.Clock)
    const start = time.currentTimeMillisUnsafe()
    // what Metric.update does, with the caller's context (its metric attributes) read now rather than by two more
    // steps later (nothing inside the call changes them for good)
    const context = fiber.context
    const record = () => latency?.updateUnsafe(time.currentTimeMillisUnsafe() - start, context)
    // Effect.ensuring's shape (the record runs on success, failure and interruption alike), with the record made
    // in its handlers rather than as one more effect after each
    const measure = (self: Effect.Effect<Response<R>, CallError<A, E>>) =>
      Effect.uninterruptibleMask((restore) =>
        Effect.matchCauseEffect(restore(self), {
          onFailure: (cause) => {
            record()
            return Effect.failCause(cause)
          },
          onSuccess: (response) => {
            record()
            return Effect.succeed(out(response))
          }
        })
      )
    if (fiber.getRef(Tracer.Tracer) === Tracer.nativeTracer || !fiber.getRef(References.TracerEnabled)) {
      // no tracer installed: no span (the native one records nothing anyone reads)
      return measure(run(ex, endpoint, params, callOptions, undefined))
    }
    const { name, options } = spanOf(endpoint)
    return Span.underSpan(name, options, (span) => measure(run(ex, endpoint, params, callOptions, span)))
  })

const responseOf = <R>(response: Response<R>): Response<R> => response
const resultOf = <R>(response: Response<R>): R => response.result

/** The call with its response's metadata (`BybitHttp.callWithMeta`). */
export const callWithMeta = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  ex: Executor,
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
  params: P,
  callOptions: CallOptions = {}
): Effect.Effect<Response<R>, CallError<A, E>> => measured(ex, endpoint, params, callOptions, responseOf)

/** The call's result alone (`BybitHttp.call`). */
export const call = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  ex: Executor,
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
  params: P,
  callOptions: CallOptions = {}
): Effect.Effect<R, CallError<A, E>> => measured(ex, endpoint, params, callOptions, resultOf)

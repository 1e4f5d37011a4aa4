/**
 * The REST executor: turns an endpoint definition and parameters into a signed request, and the response into a
 * typed result or a tagged error.
 *
 * user params ─▶ request schema ─▶ signing ─▶ HttpClient ─▶ status ─▶ envelope ─▶ retCode ─▶ result schema
 *
 * @since 0.1.0
 */
import * as HttpClient from "@effect/platform/HttpClient"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as DefaultServices from "effect/DefaultServices"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as FiberRef from "effect/FiberRef"
import { constTrue } from "effect/Function"
import * as Layer from "effect/Layer"
import * as Metric from "effect/Metric"
import * as Option from "effect/Option"
import * as Tracer from "effect/Tracer"
import type * as Catalogue from "../Errors/Catalogue.js"
import type * as Classify from "../Errors/Classify.js"
import {
  type InvalidParameters,
  type InvalidPrivateKey,
  MissingCredentials,
  type UndefinedParameter
} from "../Errors/ConfigError.js"
import type { ApiError, ExchangeErrorInput, InvalidCursor } from "../Errors/ExchangeError.js"
import * as LazyClassify from "../Errors/LazyClassify.js"
import type { OutcomeUnknown } from "../Errors/SocketError.js"
import { DecodeError, type HttpError, TransportError } from "../Errors/TransportError.js"
import type { UnexpectedExchangeError } from "../Errors/UnexpectedExchangeError.js"
import { ClockOffset } from "../Layers/ClockOffset.js"
import * as Credentials from "../Layers/Credentials.js"
import { Environment, type EnvironmentShape } from "../Layers/Environment.js"
import { isUnlimited, RateBudget } from "../Layers/RateBudget.js"
import type { RateBudgetUnavailable } from "../Layers/RateBudgetStore.js"
import * as RequestDefaults from "../Layers/RequestDefaults.js"
import * as Metrics from "../Observability/Metrics.js"
import * as FastDecode from "../Schema/FastDecode.js"
import type * as Order from "../Schema/Order.js"
import * as Signer from "../Signing/Signer.js"
import type * as Endpoint from "./Endpoint.js"
import * as BudgetStep from "./internal/budgetStep.js"
import * as Decode from "./internal/decode.js"
import * as ParseErrors from "./internal/parseErrors.js"
import * as Prepare from "./internal/prepare.js"
import * as RequestStep from "./internal/requestStep.js"
import * as Send from "./internal/send.js"
import * as RateLimit from "./RateLimit.js"
import * as Retry from "./Retry.js"
import * as Transport from "./Transport.js"
import * as Validate from "./Validate.js"

/**
 * Client-wide options.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** The `Referer` header naming the client; brokers set their own id. Default `effect-bybit`. */
  readonly referer?: string
  /** Request timeout. Default 300000 ms. */
  readonly timeout?: Duration.DurationInput
  /** Receive window for signed requests. Default 5000 ms. */
  readonly recvWindow?: number
  /** Fail on `undefined` parameters instead of dropping them. Default off. */
  readonly strictParams?: boolean
  /**
   * Retries by the endpoint's idempotency (see `Retry`); `false` sends every call exactly once and returns the raw
   * error. Default: the `Retry.defaults` policy.
   */
  readonly retry?: Retry.Policy | false
}

/**
 * Per-call overrides.
 *
 * @since 0.1.0
 * @category models
 */
export interface CallOptions {
  readonly recvWindow?: number
  readonly timeout?: Duration.DurationInput
}

/**
 * Defaults from the specification (kept with the shared settings, `RequestDefaults.defaults`).
 *
 * @since 0.1.0
 * @category constants
 */
export const defaults = RequestDefaults.defaults

/**
 * A result with what came around it: server time, `retExtInfo`, rate-limit state, request id and headers.
 *
 * @since 0.1.0
 * @category models
 */
export interface Response<A> {
  readonly result: A
  readonly time: Option.Option<number>
  readonly extInfo: unknown
  readonly rateLimit: Option.Option<RateLimit.RateLimitStatus>
  readonly requestId: Option.Option<string>
  readonly headers: Readonly<Record<string, string>>
}

/**
 * Errors every endpoint can fail with.
 *
 * @since 0.1.0
 * @category errors
 */
export type CommonError =
  | ApiError
  | UnexpectedExchangeError
  | Classify.Common
  | HttpError
  | TransportError
  | DecodeError
  | InvalidParameters
  | UndefinedParameter
  | RateBudgetUnavailable

/**
 * Errors of signed endpoints beyond the common ones. `OutcomeUnknown` is a write whose answer was lost and whose
 * effect could not be confirmed.
 *
 * @since 0.1.0
 * @category errors
 */
export type PrivateError = OutcomeUnknown | MissingCredentials | InvalidPrivateKey | Classify.Signed

/**
 * The error channel of a call: the endpoint's own catalogue errors, the common ones, and the signing ones for
 * private endpoints.
 *
 * @since 0.1.0
 * @category errors
 */
export type CallError<A extends Endpoint.Auth, E> = E | CommonError | (A extends "private" ? PrivateError : never)

/**
 * The REST executor service.
 *
 * @since 0.1.0
 * @category models
 */
export interface BybitHttpService {
  readonly environment: EnvironmentShape
  readonly call: <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
    endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
    params: P,
    options?: CallOptions
  ) => Effect.Effect<R, CallError<A, E>>
  readonly callWithMeta: <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
    endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
    params: P,
    options?: CallOptions
  ) => Effect.Effect<Response<R>, CallError<A, E>>
  /** The latest rate-limit state seen per rate-limit group. */
  readonly rateLimits: Effect.Effect<ReadonlyMap<string, RateLimit.RateLimitStatus>>
}

/**
 * The REST executor.
 *
 * @since 0.1.0
 * @category tags
 */
export class BybitHttp extends /*#__PURE__*/ Context.Tag("effect-bybit/BybitHttp")<BybitHttp, BybitHttpService>() {}

/**
 * Builds the executor from its platform and configuration services.
 *
 * Observability: each call is a span `Bybit.<endpoint name>` with `bybit.endpoint`, `bybit.method`, `bybit.category`
 * and `bybit.retCode` attributes (and an `http.client <method>` span below it, its auth headers redacted: the
 * platform client's, or the same span made around the native transport when the platform has one) when a tracer is
 * installed; with Effect's default tracer no span is made, which keeps the hot path cheap. Latency and
 * budget waits go to `Metrics.requestLatency` and `Metrics.budgetWait`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (
  options: Options = {}
): Effect.Effect<
  BybitHttpService,
  never,
  HttpClient.HttpClient | Environment | Credentials.Credentials | ClockOffset | Signer.Signer
> =>
  Effect.gen(function* () {
    const base = yield* HttpClient.HttpClient
    const tracedClient = HttpClient.withTracerPropagation(base, false)
    // with the default tracer nobody reads the platform's client span: skip its URL parsing and header redaction
    const plainClient = HttpClient.withTracerDisabledWhen(base, constTrue)
    const environment = yield* Environment
    const defaultCredentials = yield* Credentials.Credentials
    const clock = yield* ClockOffset
    const signer = yield* Signer.Signer
    // the executor's own options win; then the shared settings Bybit.layer provides; then the defaults
    const shared = yield* RequestDefaults.current
    const referer = options.referer ?? shared.referer ?? defaults.referer
    const configuredRecvWindow = options.recvWindow ?? shared.recvWindow ?? defaults.recvWindow
    const configuredTimeout = options.timeout ?? shared.timeout ?? defaults.timeout
    const configuredTimeoutMs = Duration.toMillis(Duration.decode(configuredTimeout))
    const strict = options.strictParams ?? false
    const rateLimits = new Map<string, RateLimit.RateLimitStatus>()
    const installed = yield* Effect.serviceOption(RateBudget)
    // the unlimited budget's steps all do nothing: its calls skip them (and record their zero wait directly)
    const unlimited = Option.isSome(installed) && isUnlimited(installed.value)
    const budget = unlimited ? Option.none<RateBudget["Type"]>() : installed
    // a native transport, when the platform layer has one, carries the calls no tracer watches
    const transport = Option.getOrUndefined(yield* Effect.serviceOption(Transport.Transport))
    const insecure = Validate.insecureUrl(environment.restUrl)
    const retryPolicy = options.retry === false ? undefined : (options.retry ?? {})
    /** Sleeps until a reset time given on the server's clock, at most `cap`. */
    const untilReset = (resetAt: number | undefined, cap: Duration.Duration): Effect.Effect<void> =>
      resetAt === undefined
        ? Effect.void
        : Effect.flatMap(Effect.zip(clock.offset, Clock.currentTimeMillis), ([offset, now]) =>
            Effect.sleep(Duration.min(Duration.millis(Math.max(0, resetAt - offset - now)), cap))
          )

    /** The send step: the signed request through the native transport, or the platform's client. */
    const exchange = (
      endpoint: Endpoint.Any,
      request: RequestStep.Outgoing,
      credentials: Option.Option<Credentials.ApiCredentials>,
      callOptions: CallOptions,
      span: Tracer.Span | undefined
    ): Effect.Effect<Transport.Reply, TransportError> => {
      const { query, body, contentType, headers } = request
      const url = `${environment.restUrl}${endpoint.path}${query === "" ? "" : `?${query}`}`
      // a legacy signed query carries api_key and sign in the URL, which a client span would record: none for it
      const unwatched =
        span === undefined || (endpoint.signing === "legacy" && Option.isSome(credentials) && query !== "")
      return transport !== undefined
        ? Send.nativeSend(
            transport,
            endpoint,
            url,
            headers,
            body,
            contentType,
            // decoded once for the configured timeout, per call only for an override
            callOptions.timeout === undefined
              ? configuredTimeoutMs
              : Duration.toMillis(Duration.decode(callOptions.timeout)),
            unwatched ? undefined : span
          )
        : Send.platformSend(
            unwatched ? plainClient : tracedClient,
            endpoint,
            url,
            headers,
            body,
            contentType,
            callOptions.timeout ?? configuredTimeout,
            span
          )
    }

    /** The sign step's context of one send. */
    const signing = (
      credentials: Option.Option<Credentials.ApiCredentials>,
      callOptions: CallOptions
    ): RequestStep.Context => ({
      credentials,
      signer,
      now: clock.now,
      recvWindow: callOptions.recvWindow ?? configuredRecvWindow,
      referer
    })

    /**
     * One send under a rate budget: the draw taken before signing (so a wait never stales the timestamp), the
     * headers read back into it after, and a 10006 pausing the group until the reset its headers name.
     */
    const budgetedSend = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
      budget: RateBudget["Type"],
      endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
      wire: Record<string, unknown>,
      credentials: Option.Option<Credentials.ApiCredentials>,
      callOptions: CallOptions,
      toExchangeError: (input: ExchangeErrorInput) => Effect.Effect<CallError<A, E>>,
      onRateLimited: (resetAt: number | undefined) => void,
      span: Tracer.Span | undefined
    ): Effect.Effect<Response<R>, CallError<A, E>> =>
      Effect.gen(function* () {
        const draw = BudgetStep.drawOf(
          endpoint,
          wire,
          Option.map(credentials, (c) => c.apiKey)
        )
        const sentAt = yield* BudgetStep.acquire(budget, draw, endpoint, metricsOf(endpoint.path).budgetWait)
        const request = yield* RequestStep.build(endpoint, wire, signing(credentials, callOptions))
        const response = yield* exchange(endpoint, request, credentials, callOptions, span)
        // read the rate-limit headers back into the budget
        const rateLimit = RateLimit.fromHeaders(response.headers)
        if (Option.isSome(rateLimit)) rateLimits.set(endpoint.rateGroup, rateLimit.value)
        const offset = yield* clock.offset
        if (Option.isSome(rateLimit)) {
          // the server's reset time is on its clock: move it onto ours
          const { limit, remaining, resetAt } = rateLimit.value
          yield* budget.observe(draw, { limit, remaining, resetAt: resetAt - offset, sentAt })
        }
        if (response.status === 403) yield* budget.ban
        // decode → classify; a 10006 pauses the group until the reset its headers name
        return yield* Decode.decodeResponse(
          endpoint,
          response.status,
          response.headers,
          rateLimit,
          response.text,
          toExchangeError,
          span,
          undefined
        ).pipe(
          Effect.tapError((error) =>
            (error as { readonly _tag: string })._tag === "RateLimitExceeded"
              ? Effect.zipRight(
                  Effect.sync(() => onRateLimited(Option.isSome(rateLimit) ? rateLimit.value.resetAt : undefined)),
                  budget.pause(draw, Option.isSome(rateLimit) ? rateLimit.value.resetAt - offset : undefined)
                )
              : Effect.void
          )
        )
      }) as Effect.Effect<Response<R>, CallError<A, E>>

    /**
     * One send: checks, budget, signing, request, budget correction, decoding. Without a budget to consult it is a
     * plain chain of steps (no generator): the steps that cannot suspend run inline.
     */
    const sendOnce = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
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
        LazyClassify.classify(channel, input, endpoint.errors, isPrivate) as Effect.Effect<CallError<A, E>>

      const withCredentials = (
        credentials: Option.Option<Credentials.ApiCredentials>
      ): Effect.Effect<Response<R>, CallError<A, E>> => {
        // prepare → validate → encode
        const prepared = Prepare.prepare(endpoint, params, strict)
        if (Either.isLeft(prepared)) return Effect.fail(prepared.left)
        const wire = prepared.right
        if (span !== undefined && typeof wire.category === "string") span.attribute("bybit.category", wire.category)
        if (Option.isSome(budget)) {
          return budgetedSend(
            budget.value,
            endpoint,
            wire,
            credentials,
            callOptions,
            toExchangeError,
            onRateLimited,
            span
          )
        }
        // the unlimited budget's steps all do nothing: its calls skip them and record their zero wait directly
        const recordWait = unlimited ? Metric.update(metricsOf(endpoint.path).budgetWait, 0) : undefined
        // decode → classify; no budget pauses the group: the retry policy waits for the reset the 10006 names
        const decode = (response: Transport.Reply) => {
          const rateLimit = RateLimit.fromHeaders(response.headers)
          if (Option.isSome(rateLimit)) rateLimits.set(endpoint.rateGroup, rateLimit.value)
          return Decode.decodeResponse(
            endpoint,
            response.status,
            response.headers,
            rateLimit,
            response.text,
            toExchangeError,
            span,
            onRateLimited
          )
        }
        const send = (request: RequestStep.Outgoing) =>
          Effect.flatMap(exchange(endpoint, request, credentials, callOptions, span), decode)
        // sign (an unsigned request is ready at once) → send
        const signed = Option.isNone(credentials)
          ? send(RequestStep.unsigned(endpoint, wire, referer))
          : Effect.flatMap(RequestStep.build(endpoint, wire, signing(credentials, callOptions)), send)
        return (recordWait === undefined ? signed : Effect.zipRight(recordWait, signed)) as Effect.Effect<
          Response<R>,
          CallError<A, E>
        >
      }

      if (Option.isSome(insecure)) {
        return Effect.fail(
          new TransportError({ endpoint: endpoint.path, reason: "InvalidUrl", cause: insecure.value })
        ) as Effect.Effect<never, CallError<A, E>>
      }
      // every run of the send (a retry re-runs it) prepares, signs and stamps its request afresh
      if (!isPrivate) return Effect.suspend(() => withCredentials(Option.none()))
      return Effect.flatMap(Credentials.resolve(defaultCredentials), (credentials) =>
        Option.isNone(credentials)
          ? (Effect.fail(new MissingCredentials({ endpoint: endpoint.path })) as Effect.Effect<never, CallError<A, E>>)
          : withCredentials(credentials)
      )
    }

    /** Finds an order by its orderLinkId: open orders first, then history. */
    const lookupOrder = (
      wire: Readonly<Record<string, unknown>>,
      orderLinkId: string,
      span: Tracer.Span | undefined
    ): Effect.Effect<Option.Option<Response<unknown>>, CallError<"private", InvalidCursor>> => {
      const query = {
        category: wire.category as Order.OrderRealtimeRequest["category"],
        ...(typeof wire.symbol === "string" ? { symbol: wire.symbol } : {}),
        orderLinkId
      }
      // a lookup is an idempotent read under the same policy: re-sent on transient errors, and a 10006 waits for
      // its group's reset (the lookups meet the same budget as everything else)
      const find = (endpoint: typeof Retry.openOrders | typeof Retry.orderHistory) =>
        run(endpoint, query, {}, span).pipe(
          Effect.map((response) => {
            const order = response.result.list.find((o) => o.orderLinkId === orderLinkId)
            return order === undefined
              ? Option.none<Response<unknown>>()
              : Option.some<Response<unknown>>({
                  ...response,
                  result: { orderId: order.orderId, orderLinkId: order.orderLinkId }
                })
          })
        )
      return Effect.flatMap(find(Retry.openOrders), (open) =>
        Option.isSome(open) ? Effect.succeed(open) : find(Retry.orderHistory)
      )
    }

    /** The call under the retry policy, without span or metrics. */
    const run = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
      endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
      params: P,
      callOptions: CallOptions,
      span: Tracer.Span | undefined
    ): Effect.Effect<Response<R>, CallError<A, E>> => {
      const isPrivate = endpoint.auth === "private"
      // public writes do not exist on V5; anything else outside the policy is sent once
      if (retryPolicy === undefined || (!isPrivate && !endpoint.idempotent)) {
        return sendOnce(endpoint, params, callOptions, () => undefined, span)
      }
      const policy = retryPolicy
      // the last 10006's reset, on the server's clock
      let resetAt: number | undefined
      const raw = params as Readonly<Record<string, unknown>>
      const orderLinkId = typeof raw.orderLinkId === "string" && raw.orderLinkId !== "" ? raw.orderLinkId : undefined
      const confirm: Option.Option<Effect.Effect<Option.Option<Response<R>>, CallError<"private", InvalidCursor>>> =
        isPrivate && endpoint.path === Retry.orderCreatePath && orderLinkId !== undefined
          ? Option.some(
              Effect.flatMap(lookupOrder(raw, orderLinkId, span), (found) => {
                if (Option.isNone(found)) return Effect.succeed(Option.none())
                const decoded = FastDecode.decoder(endpoint.response)(found.value.result)
                return Either.isLeft(decoded)
                  ? Effect.fail(
                      new DecodeError({ endpoint: endpoint.path, ...ParseErrors.info(decoded.left, "$.result") })
                    )
                  : Effect.succeed(Option.some({ ...found.value, result: decoded.right }))
              })
            )
          : Option.none()
      return Retry.run(
        {
          // an endpoint's own errors are tagged catalogue classes
          send: sendOnce(
            endpoint,
            params,
            callOptions,
            (at) => {
              resetAt = at
            },
            span
          ) as Effect.Effect<Response<R>, Retry.Tagged>,
          idempotent: endpoint.idempotent,
          signed: isPrivate,
          resync: clock.resync,
          resetKnown: () => resetAt !== undefined,
          ...(Option.isNone(budget) ? { untilReset: (cap: Duration.Duration) => untilReset(resetAt, cap) } : {}),
          confirm,
          op: endpoint.name,
          path: endpoint.path,
          orderLinkId
        },
        policy
      ) as Effect.Effect<Response<R>, CallError<A, E>>
    }

    const callWithMeta = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
      endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
      params: P,
      callOptions: CallOptions = {}
    ): Effect.Effect<Response<R>, CallError<A, E>> =>
      Effect.withFiberRuntime((fiber) => {
        const metrics = metricsOf(endpoint.path)
        const time = fiber.currentDefaultServices.unsafeMap.get(Clock.Clock.key) as Clock.Clock
        const start = time.unsafeCurrentTimeMillis()
        // what Metric.update does, with the caller's metric labels read now rather than by two more steps later
        // (nothing inside the call changes them for good)
        const labels = fiber.getFiberRef(FiberRef.currentMetricLabels)
        const record = Effect.sync(() => metrics.latency.unsafeUpdate(time.unsafeCurrentTimeMillis() - start, labels))
        const tracer = fiber.currentDefaultServices.unsafeMap.get(Tracer.Tracer.key) as Tracer.Tracer
        if (tracer === nativeTracer || !fiber.getFiberRef(FiberRef.currentTracerEnabled)) {
          // no tracer installed: no span (the native one records nothing anyone reads)
          return Effect.ensuring(run(endpoint, params, callOptions, undefined), record)
        }
        // biome-ignore lint/correctness/useHookAtTopLevel: Effect.useSpan, not a React hook
        return Effect.useSpan(
          `Bybit.${endpoint.name}`,
          {
            kind: "client",
            captureStackTrace: false,
            attributes: { "bybit.endpoint": endpoint.path, "bybit.method": endpoint.method }
          },
          (span) => Effect.ensuring(run(endpoint, params, callOptions, span), record)
        )
      })

    return {
      environment,
      callWithMeta,
      call: (endpoint, params, callOptions) =>
        Effect.map(callWithMeta(endpoint, params, callOptions), (response) => response.result),
      rateLimits: Effect.sync(() => new Map(rateLimits))
    } satisfies BybitHttpService
  })

// Effect's default tracer: spans made with it are never exported, so a call under it skips its span.
const nativeTracer: Tracer.Tracer = /*#__PURE__*/ Context.get(DefaultServices.liveServices, Tracer.Tracer)

/** The metrics of one endpoint, labelled once and kept (labelling per call would build a new metric key each time). */
interface EndpointMetrics {
  readonly latency: Metric.Metric.Histogram<number>
  readonly budgetWait: Metric.Metric.Histogram<number>
}
const endpointMetrics = /*#__PURE__*/ new Map<string, EndpointMetrics>()
const metricsOf = (path: string): EndpointMetrics => {
  let metrics = endpointMetrics.get(path)
  if (metrics === undefined) {
    metrics = {
      latency: Metric.tagged(Metrics.requestLatency, "endpoint", path),
      budgetWait: Metric.tagged(Metrics.budgetWait, "endpoint", path)
    }
    endpointMetrics.set(path, metrics)
  }
  return metrics
}

/**
 * The executor as a layer; platform and configuration requirements stay open.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (
  options: Options = {}
): Layer.Layer<
  BybitHttp,
  never,
  HttpClient.HttpClient | Environment | Credentials.Credentials | ClockOffset | Signer.Signer
> => Layer.effect(BybitHttp, make(options))

/**
 * A standalone function for one endpoint: `getTickers(params)` is `BybitHttp.call(tickers, params)`.
 *
 * @since 0.1.0
 * @category models
 */
export type Callable<A extends Endpoint.Auth, P, R, E> = {} extends P
  ? (params?: P, options?: CallOptions) => Effect.Effect<R, CallError<A, E>, BybitHttp>
  : (params: P, options?: CallOptions) => Effect.Effect<R, CallError<A, E>, BybitHttp>

/**
 * Derives the standalone function of an endpoint (exported per endpoint so bundlers drop what is unused).
 *
 * @since 0.1.0
 * @category constructors
 */
export const callable = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>
): Callable<A, P, R, E> =>
  ((params?: P, options?: CallOptions) =>
    Effect.flatMap(BybitHttp, (http) => http.call(endpoint, (params ?? {}) as P, options))) as Callable<A, P, R, E>

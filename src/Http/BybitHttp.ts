/**
 * The REST executor: turns an endpoint definition and parameters into a signed request, and the response into a
 * typed result or a tagged error.
 *
 * user params ─▶ request schema ─▶ signing ─▶ HttpClient ─▶ status ─▶ envelope ─▶ retCode ─▶ result schema
 *
 * @since 0.1.0
 */
import * as Headers from "@effect/platform/Headers"
import * as HttpBody from "@effect/platform/HttpBody"
import * as HttpClient from "@effect/platform/HttpClient"
import type * as HttpClientError from "@effect/platform/HttpClientError"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
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
import * as ParseResult from "effect/ParseResult"
import type * as Redacted from "effect/Redacted"
import type * as Schema from "effect/Schema"
import * as Tracer from "effect/Tracer"
import type * as Catalogue from "../Errors/Catalogue.js"
import * as Classify from "../Errors/Classify.js"
import {
  InvalidParameters,
  type InvalidPrivateKey,
  MissingCredentials,
  type UndefinedParameter
} from "../Errors/ConfigError.js"
import type { ApiError, ExchangeErrorInput, InvalidCursor } from "../Errors/ExchangeError.js"
import type { OutcomeUnknown } from "../Errors/SocketError.js"
import { DecodeError, HttpError, redactQuery, TransportError } from "../Errors/TransportError.js"
import type { UnexpectedExchangeError } from "../Errors/UnexpectedExchangeError.js"
import { ClockOffset } from "../Layers/ClockOffset.js"
import * as Credentials from "../Layers/Credentials.js"
import { Environment, type EnvironmentShape } from "../Layers/Environment.js"
import { accountOf, costOf, type Draw, isUnlimited, RateBudget } from "../Layers/RateBudget.js"
import type { RateBudgetUnavailable } from "../Layers/RateBudgetStore.js"
import * as RequestDefaults from "../Layers/RequestDefaults.js"
import * as Metrics from "../Observability/Metrics.js"
import * as Envelope from "../Schema/Envelope.js"
import * as FastDecode from "../Schema/FastDecode.js"
import * as FilePart from "../Schema/FilePart.js"
import type * as Order from "../Schema/Order.js"
import * as Params from "../Signing/Params.js"
import * as Signer from "../Signing/Signer.js"
import * as SignLegacy from "../Signing/SignLegacy.js"
import * as SignV5 from "../Signing/SignV5.js"
import type * as Endpoint from "./Endpoint.js"
import * as Multipart from "./Multipart.js"
import * as RateLimit from "./RateLimit.js"
import * as Retry from "./Retry.js"
import * as StatusText from "./StatusText.js"
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
export class BybitHttp extends Context.Tag("effect-bybit/BybitHttp")<BybitHttp, BybitHttpService>() {}

// Schema builds its parser on every decodeUnknownEither/encodeUnknownEither call: keep one per endpoint schema so the
// per-request path only runs it.
type Parser<A> = (input: unknown) => Either.Either<A, ParseResult.ParseError>
// responses go through the compiled fast path first; anything it does not accept is decoded by the schema itself
const decoderOf = <A, I>(schema: Schema.Schema<A, I>): Parser<A> => FastDecode.decoder(schema)
// requests that only need checking (most of them) skip the schema's parser unless they are refused
const encoderOf = <A, I>(schema: Schema.Schema<A, I>): Parser<I> => FastDecode.encoder(schema)

const issuePath = (path: ReadonlyArray<PropertyKey>, prefix: string): string =>
  path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`), prefix)

const parseErrorInfo = (error: ParseResult.ParseError, prefix: string): { path: string; detail: string } => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error)
  const first = issues[0]
  return first === undefined
    ? { path: prefix, detail: error.message }
    : { path: issuePath(first.path, prefix), detail: first.message }
}

/** One request through the platform's `HttpClient` (its client span redacts the auth headers), as a transport reply. */
const platformSend = (
  client: HttpClient.HttpClient,
  endpoint: Endpoint.Any,
  url: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
  contentType: string | undefined,
  timeout: Duration.DurationInput,
  span: Tracer.Span | undefined
): Effect.Effect<Transport.Reply, TransportError> => {
  const request =
    body === undefined
      ? HttpClientRequest.make(endpoint.method)(url, { headers })
      : HttpClientRequest.make(endpoint.method)(url, {
          headers,
          body: typeof body === "string" ? HttpBody.text(body, contentType) : HttpBody.uint8Array(body, contentType)
        })
  const exchange = client.execute(request).pipe(
    Effect.flatMap((res) =>
      Effect.map(res.text, (text): Transport.Reply => ({ status: res.status, headers: { ...res.headers }, text }))
    ),
    Effect.mapError(
      (error: HttpClientError.HttpClientError) =>
        new TransportError({
          endpoint: endpoint.path,
          reason: error._tag === "RequestError" ? error.reason : "Transport",
          // the platform's error quotes the URL: a legacy signed query would carry api_key and sign into it
          cause: url === redactQuery(url) ? error : flattened(error)
        })
    ),
    Effect.timeoutFail({
      duration: timeout,
      onTimeout: () =>
        new TransportError({
          endpoint: endpoint.path,
          reason: "Timeout",
          cause: `no response within ${Duration.format(Duration.decode(timeout))}`
        })
    })
  )
  return span === undefined
    ? exchange
    : // the platform's client span lists request headers: keep the key and signature out of it
      Effect.locallyWith(Effect.withParentSpan(exchange, span), Headers.currentRedactedNames, redactedNames)
}

/** The error's message chain, redacted, as a plain Error that holds no request. */
const flattened = (error: Error): Error => {
  const messages: Array<string> = []
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    messages.push(current.message)
    current = current.cause
  }
  const plain = new Error(redactQuery(messages.join(": ")))
  plain.name = error.name
  return plain
}

const redactedNames = (names: ReadonlyArray<string | RegExp>): ReadonlyArray<string | RegExp> => [
  ...names,
  ...SignV5.sensitiveHeaders
]

/**
 * Builds the executor from its platform and configuration services.
 *
 * Observability: each call is a span `Bybit.<endpoint name>` with `bybit.endpoint`, `bybit.method`, `bybit.category`
 * and `bybit.retCode` attributes (and the platform's HTTP client span below it, its auth headers redacted) when a
 * tracer is installed; with Effect's default tracer no span is made, which keeps the hot path cheap. Latency and
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

    /** One send: checks, budget, signing, request, budget correction, decoding. */
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
      const toExchangeError = (input: ExchangeErrorInput): CallError<A, E> =>
        Classify.classify(channel, input, endpoint.errors, isPrivate) as CallError<A, E>

      return Effect.gen(function* () {
        if (Option.isSome(insecure)) {
          return yield* new TransportError({ endpoint: endpoint.path, reason: "InvalidUrl", cause: insecure.value })
        }
        const credentials = isPrivate ? yield* Credentials.resolve(defaultCredentials) : Option.none()
        if (isPrivate && Option.isNone(credentials)) {
          return yield* new MissingCredentials({ endpoint: endpoint.path })
        }
        const prepared = Params.prepare(params as Readonly<Record<string, unknown>>, strict)
        if (Either.isLeft(prepared)) return yield* prepared.left
        const problem = Validate.params(
          endpoint.path,
          endpoint.bodyEncoding === "multipart" ? withoutBytes(prepared.right) : prepared.right
        )
        if (Option.isSome(problem)) {
          return yield* new InvalidParameters({ endpoint: endpoint.path, ...problem.value })
        }
        const encodedEither = encoderOf(endpoint.request)(prepared.right)
        if (Either.isLeft(encodedEither)) {
          return yield* new InvalidParameters({
            endpoint: endpoint.path,
            ...parseErrorInfo(encodedEither.left, "params")
          })
        }
        const wire = withoutUndefined(encodedEither.right as Record<string, unknown>)
        if (span !== undefined && typeof wire.category === "string") span.attribute("bybit.category", wire.category)
        const draw: Draw | undefined = Option.isSome(budget)
          ? drawOf(
              endpoint,
              wire,
              Option.map(credentials, (c) => c.apiKey)
            )
          : undefined
        let sentAt: number | undefined
        if (Option.isSome(budget) && draw !== undefined) {
          // taken before signing, so a wait never stales the timestamp
          const waitStart = yield* Clock.currentTimeMillis
          sentAt = yield* budget.value.acquire(draw).pipe(
            Effect.catchTag("IpBanned", (banned) =>
              Effect.fail(
                new HttpError({
                  code: 403,
                  message: StatusText.of(403),
                  endpoint: endpoint.path,
                  body: banned.message,
                  headers: {}
                })
              )
            )
          )
          const waited = (yield* Clock.currentTimeMillis) - waitStart
          yield* Metric.update(metricsOf(endpoint.path).budgetWait, waited)
        } else if (unlimited) {
          yield* Metric.update(metricsOf(endpoint.path).budgetWait, 0)
        }
        const hasBody = endpoint.method === "POST"
        const recvWindow = callOptions.recvWindow ?? configuredRecvWindow
        let query = ""
        let body: string | Uint8Array | undefined
        let contentType: string | undefined
        const headers: Record<string, string> = { Referer: referer }

        if (Option.isSome(credentials) && endpoint.signing === "legacy") {
          const signed = yield* Effect.provideService(
            SignLegacy.sign({
              params: wire,
              apiKey: credentials.value.apiKey,
              secret: credentials.value.apiSecret,
              timestamp: yield* clock.now,
              recvWindow
            }),
            Signer.Signer,
            signer
          )
          // Legacy APIs verify the sorted, unencoded string: send exactly the bytes that were signed.
          if (hasBody) {
            if (endpoint.bodyEncoding === "form") {
              body = signed.query
              contentType = formType
            } else {
              body = JSON.stringify(signed.params)
              contentType = jsonType
            }
          } else {
            query = signed.query
          }
        } else {
          if (hasBody) {
            if (endpoint.bodyEncoding === "json") {
              body = JSON.stringify(wire)
              contentType = jsonType
            } else if (endpoint.bodyEncoding === "form") {
              body = Params.queryString(wire, { encode: true })
              contentType = formType
            } else {
              const multipart = Multipart.make(wire)
              body = multipart.bytes
              contentType = multipart.contentType
            }
          } else {
            query = Params.queryString(wire, { encode: true })
          }
          if (Option.isSome(credentials)) {
            // the documented SignV5 headers, on the signer resolved once (no context provided per call); a binary
            // body is signed as bytes: no text round trip may alter it
            const signed = yield* SignV5.headersWith(signer, {
              apiKey: credentials.value.apiKey,
              secret: credentials.value.apiSecret,
              timestamp: yield* clock.now,
              recvWindow,
              ...(typeof body === "object" ? { body } : { query: body ?? query })
            })
            Object.assign(headers, signed)
          }
        }

        const url = `${environment.restUrl}${endpoint.path}${query === "" ? "" : `?${query}`}`
        const timeout = callOptions.timeout ?? configuredTimeout
        const response: Transport.Reply = yield* span === undefined && transport !== undefined
          ? transport.send({
              endpoint: endpoint.path,
              method: endpoint.method,
              url,
              headers,
              body,
              contentType,
              timeoutMs: Duration.toMillis(Duration.decode(timeout))
            })
          : platformSend(
              // a legacy signed query carries api_key and sign in the URL, which the platform's client span records
              span === undefined || (endpoint.signing === "legacy" && Option.isSome(credentials) && query !== "")
                ? plainClient
                : tracedClient,
              endpoint,
              url,
              headers,
              body,
              contentType,
              timeout,
              span
            )
        const responseHeaders = response.headers
        const rateLimit = RateLimit.fromHeaders(responseHeaders)
        if (Option.isSome(rateLimit)) rateLimits.set(endpoint.rateGroup, rateLimit.value)
        if (Option.isSome(budget) && draw !== undefined) {
          const offset = yield* clock.offset
          if (Option.isSome(rateLimit)) {
            // the server's reset time is on its clock: move it onto ours
            const { limit, remaining, resetAt } = rateLimit.value
            yield* budget.value.observe(draw, { limit, remaining, resetAt: resetAt - offset, sentAt })
          }
          if (response.status === 403) yield* budget.value.ban
          return yield* decodeResponse(
            endpoint,
            response.status,
            responseHeaders,
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
                    budget.value.pause(draw, Option.isSome(rateLimit) ? rateLimit.value.resetAt - offset : undefined)
                  )
                : Effect.void
            )
          )
        }
        return yield* decodeResponse(
          endpoint,
          response.status,
          responseHeaders,
          rateLimit,
          response.text,
          toExchangeError,
          span,
          // no budget pauses the group: the retry policy waits for the reset the 10006 names
          onRateLimited
        )
      }) as Effect.Effect<Response<R>, CallError<A, E>>
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
                const decoded = decoderOf(endpoint.response)(found.value.result)
                return Either.isLeft(decoded)
                  ? Effect.fail(
                      new DecodeError({ endpoint: endpoint.path, ...parseErrorInfo(decoded.left, "$.result") })
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
const nativeTracer: Tracer.Tracer = Context.get(DefaultServices.liveServices, Tracer.Tracer)

/** The metrics of one endpoint, labelled once and kept (labelling per call would build a new metric key each time). */
interface EndpointMetrics {
  readonly latency: Metric.Metric.Histogram<number>
  readonly budgetWait: Metric.Metric.Histogram<number>
}
const endpointMetrics = new Map<string, EndpointMetrics>()
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

const jsonType = "application/json"
const formType = "application/x-www-form-urlencoded"

/** The parameters without their binary values (file bytes are no parameters to check, and walking them is slow). */
const withoutBytes = (params: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const key in params) {
    const value = params[key]
    if (!ArrayBuffer.isView(value) && !FilePart.isFilePart(value)) out[key] = value
  }
  return out
}

/** The encoded parameters without `undefined` values (encoding may produce some); copied only when there are any. */
const withoutUndefined = (encoded: Record<string, unknown>): Record<string, unknown> => {
  for (const key in encoded) {
    if (encoded[key] === undefined) {
      return (Params.prepare(encoded, false) as Either.Right<never, Record<string, unknown>>).right
    }
  }
  return encoded
}

const drawOf = (
  endpoint: Endpoint.Any,
  wire: Readonly<Record<string, unknown>>,
  apiKey: Option.Option<Redacted.Redacted<string>>
): Draw => {
  const category = typeof wire.category === "string" ? wire.category : undefined
  return {
    group: endpoint.rateGroup,
    category,
    isRead: endpoint.idempotent,
    cost: costOf(wire),
    account: Option.isSome(apiKey) ? accountOf(apiKey.value) : undefined
  }
}

const decodeResponse = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
  status: number,
  headers: Readonly<Record<string, string>>,
  rateLimit: Option.Option<RateLimit.RateLimitStatus>,
  text: string,
  toExchangeError: (input: ExchangeErrorInput) => CallError<A, E>,
  span: Tracer.Span | undefined,
  onRateLimited: ((resetAt: number | undefined) => void) | undefined
): Effect.Effect<Response<R>, CallError<A, E>> => {
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
  const requestId = Option.fromNullable(headers.traceid)
  const envelope = Envelope.decode(endpoint.envelope, json)
  if (Either.isLeft(envelope)) {
    return Effect.fail(new DecodeError({ endpoint: endpoint.path, ...parseErrorInfo(envelope.left, "$") }))
  }
  const env = envelope.right
  if (span !== undefined) span.attribute("bybit.retCode", env.code)
  if (env.code !== 0) {
    const error = toExchangeError({
      code: env.code,
      message: env.message,
      endpoint: endpoint.path,
      ...(Option.isSome(requestId) ? { requestId: requestId.value } : {}),
      ...(env.extInfo === undefined ? {} : { extInfo: env.extInfo })
    })
    if (onRateLimited !== undefined && (error as { readonly _tag: string })._tag === "RateLimitExceeded") {
      onRateLimited(Option.isSome(rateLimit) ? rateLimit.value.resetAt : undefined)
    }
    return Effect.fail(error)
  }
  const decoded = decoderOf(endpoint.response)(env.result)
  if (Either.isLeft(decoded)) {
    return Effect.fail(new DecodeError({ endpoint: endpoint.path, ...parseErrorInfo(decoded.left, "$.result") }))
  }
  return Effect.succeed({
    result: decoded.right,
    time: Option.fromNullable(env.time),
    extInfo: env.extInfo,
    rateLimit,
    requestId,
    headers
  })
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

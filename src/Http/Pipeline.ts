/**
 * The REST call as an ordered list of named stages, each with one signature:
 *
 * prepare ─▶ checkRules ─▶ budget ─▶ sign ─▶ send ─▶ decode ─▶ classify ─▶ retry ─▶ confirm
 *
 * `compose` puts a list together once, when a layer is built (`BybitHttp.make` composes every stage;
 * `Bybit.layerPublic` a shorter list without checkRules, budget, sign and confirm, so a program on it bundles none of
 * them). A stage receives what it works on and the next step as arguments: no stage imports another, nor this module's
 * composition, so a call goes down the list and never back into it. The types of a call (`Options`, `CallOptions`,
 * `Response`, the error unions, the service) live here, below every stage, with the request of a call without credentials (`unsigned`: the wire parameters as a query or a
 * body, which the sign stage signs), the executor's tag and the standalone
 * function of an endpoint (`callable`: where a call enters the list); `BybitHttp` re-exports them. An endpoint
 * family's module imports this one for `callable`, and so leads a bundler to neither executor's stages (`BybitHttp`'s
 * or `Bybit.layerPublic`'s): the layer a program installs brings its own.
 *
 * @since 1.2.0
 */
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as HttpClient from "effect/http/HttpClient"
import * as Option from "effect/Option"
import * as References from "effect/References"
import * as Result from "effect/Result"
import * as Tracer from "effect/Tracer"
import type * as Classify from "../Errors/Classify.js"
import type {
  InvalidParameters,
  InvalidPrivateKey,
  MissingCredentials,
  UndefinedParameter
} from "../Errors/ConfigError.js"
import { MissingCredentials as MissingCredentialsError } from "../Errors/config/Request.js"
import type { ApiError, ExchangeErrorInput } from "../Errors/ExchangeError.js"
import type { OutcomeUnknown } from "../Errors/SocketError.js"
import { type DecodeError, type HttpError, TransportError } from "../Errors/TransportError.js"
import type { UnexpectedExchangeError } from "../Errors/UnexpectedExchangeError.js"
import type { ClockOffset } from "../Layers/ClockOffset.js"
import * as Credentials from "../Layers/credentials/Default.js"
import type { Environment, EnvironmentShape } from "../Layers/Environment.js"
import type { RateBudgetUnavailable } from "../Layers/RateBudgetStore.js"
import type * as Recorder from "../Observability/Recorder.js"
import * as FilePart from "../Schema/FilePart.js"
import type * as Signer from "../Signing/Signer.js"
import * as SignV5 from "../Signing/SignV5.js"
import type * as Endpoint from "./Endpoint.js"
import type * as MultipartBody from "./internal/multipartBody.js"
import * as Span from "./internal/span.js"
import type * as Transport from "./Transport.js"

// The retry policy's types (`Retry` re-exports them): the retry stage runs a call's sends under them

/**
 * A retry policy.
 *
 * @since 0.1.0
 * @category models
 */
export interface Policy {
  /** Re-sends of an idempotent call (and of a confirmed order creation) after transient errors. Default 3. */
  readonly retries?: number
  /** The first backoff delay, doubled each time. Default 100 ms. */
  readonly baseDelay?: Duration.Input
  /** The longest backoff delay. Default 5 s. */
  readonly maxDelay?: Duration.Input
  /** Re-sends after a 10006 that named its reset time. Default 3. */
  readonly rateLimitRetries?: number
  /** On 10002, resync the clock offset and re-send once. Default true. */
  readonly resyncClock?: boolean
}

/**
 * Anything with a tag (every error of the library).
 *
 * @since 0.1.0
 * @category models
 */
export interface Tagged {
  readonly _tag: string
}

/**
 * One call as the policy sees it.
 *
 * @since 0.1.0
 * @category models
 */
export interface Plan<A, E extends Tagged, E2 extends Tagged = E> {
  /** One send (budget, signing, request, decoding). */
  readonly send: Effect.Effect<A, E>
  /** The endpoint's declared idempotency. */
  readonly idempotent: boolean
  /** Signed with a timestamp (a 10002 can then be cured by a resync). */
  readonly signed: boolean
  /** Resyncs the clock offset. */
  readonly resync: Effect.Effect<void>
  /** Whether the last 10006 named its reset time (its group is then paused until then). */
  readonly resetKnown: () => boolean
  /**
   * With no rate budget to pause the group: waits for the last 10006's reset (capped by the policy's `maxDelay`);
   * the call is then re-sent once. `undefined` when a budget paces the re-sends.
   */
  readonly untilReset?: (maxDelay: Duration.Duration) => Effect.Effect<void>
  /** For order creation with an `orderLinkId`: finds that order (`None` when the exchange has none). */
  readonly confirm: Option.Option<Effect.Effect<Option.Option<A>, E2>>
  /** The endpoint's name and path, for `OutcomeUnknown`. */
  readonly op: string
  readonly path: string
  readonly orderLinkId: string | undefined
}

/**
 * Client-wide options. The receive window of signed requests is no option of the executor: it is one of the
 * shared request settings (`RequestDefaults`, which `Bybit.layer` feeds from its `recvWindow`), and a call may give
 * its own (`CallOptions`).
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** The `Referer` header naming the client; brokers set their own id. Default `effect-bybit`. */
  readonly referer?: string
  /** Request timeout. Default 300000 ms. */
  readonly timeout?: Duration.Input
  /** Fail on `undefined` parameters instead of dropping them. Default off. */
  readonly strictParams?: boolean
  /**
   * Retries by the endpoint's idempotency (see `Retry`); `false` sends every call exactly once and returns the raw
   * error. Default: the `Retry.defaults` policy.
   */
  readonly retry?: Policy | false
}

/**
 * Per-call overrides, laid over the executor's settings for this call only.
 *
 * @since 0.1.0
 * @category models
 */
export interface CallOptions {
  /** This call's receive window, over the shared one (`RequestDefaults.recvWindowOf`). */
  readonly recvWindow?: number
  /** This call's timeout, over the executor's. */
  readonly timeout?: Duration.Input
}

/**
 * The rate-limit state read from one response (`Reply.fromHeaders`; `RateLimit` re-exports it). It lives here,
 * below the stages, so that the decode stage and the executor share it without importing each other.
 *
 * @since 0.1.0
 * @category models
 */
export interface RateLimitStatus {
  /** Maximum requests in the window. */
  readonly limit: number
  /** Requests remaining in the window. */
  readonly remaining: number
  /** When the window resets, epoch ms. */
  readonly resetAt: number
}

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
  readonly rateLimit: Option.Option<RateLimitStatus>
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
  readonly rateLimits: Effect.Effect<ReadonlyMap<string, RateLimitStatus>>
}

/**
 * The REST executor.
 *
 * @since 0.1.0
 * @category tags
 */
export class BybitHttp extends Context.Service<BybitHttp, BybitHttpService>()("effect-bybit/BybitHttp") {}

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
 * @example
 * ```ts
 * import { BybitHttp, Market } from "effect-bybit"
 *
 * // what every family's functions are: `Market.getTickers` is `callable(Market.tickers)`
 * const getTickers = BybitHttp.callable(Market.tickers)
 *
 * // an effect that needs the executor (`Bybit.layer` or `Bybit.layerPublic` provides it)
 * export const program = getTickers({ category: "spot", symbol: "BTCUSDT" })
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const callable = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>
): Callable<A, P, R, E> =>
  ((params?: P, options?: CallOptions) =>
    // the executor read off the fiber's context in one step (a flatMap over the service takes more)
    Effect.withFiber<R, CallError<A, E>, BybitHttp>((fiber) =>
      Context.getUnsafe(fiber.context as Context.Context<BybitHttp>, BybitHttp).call(
        endpoint,
        (params ?? {}) as P,
        options
      )
    )) as Callable<A, P, R, E>

/**
 * What an executor is built from: the platform's HTTP client and signer, the environment, the default credentials
 * and the clock offset.
 *
 * @since 1.0.0
 * @category models
 */
export type Requirements = HttpClient.HttpClient | Environment | Credentials.Credentials | ClockOffset | Signer.Signer

/**
 * One call on its way down the list: the endpoint, the caller's options, the call's span (none when no tracer
 * watches), and the reset time the last 10006 named (read by the retry stage's plan).
 *
 * @since 1.2.0
 * @category models
 */
export interface Call {
  readonly endpoint: Endpoint.Any
  readonly options: CallOptions
  readonly span: Tracer.Span | undefined
  /** The last 10006's reset, on the server's clock (set by the decode stage, read by the retry plan). */
  resetAt: number | undefined
}

/**
 * The wire parameters of a call: its parameters checked and encoded.
 *
 * @since 1.2.0
 * @category models
 */
export type Wire = Record<string, unknown>

/**
 * A call's own errors seen by the stages (each stage adds its own; the composition types the whole).
 *
 * @since 1.2.0
 * @category models
 */
export type StageError = Tagged

/**
 * The call's parameters checked and encoded into its wire parameters, or why it is refused.
 *
 * @since 1.2.0
 * @category stages
 */
export type Prepare = (call: Call, params: unknown) => Result.Result<Wire, InvalidParameters | UndefinedParameter>

/**
 * New orders checked against their symbols' loaded instrument rules (`InstrumentRules`), then `next`.
 *
 * @since 1.2.0
 * @category stages
 */
export type CheckRules = <A, E>(
  call: Call,
  wire: Wire,
  next: () => Effect.Effect<A, E>
) => Effect.Effect<A, E | InvalidParameters>

/**
 * The rate budget around one exchange: units held while `exchange` (sign and send) runs, the reply's headers read
 * back, then `decode`; a 10006 pauses the group.
 *
 * @since 1.2.0
 * @category stages
 */
export type Budget = <A, E, E2>(
  call: Call,
  wire: Wire,
  apiKey: Option.Option<Credentials.ApiCredentials>,
  exchange: Effect.Effect<Transport.Reply, E>,
  decode: (reply: Transport.Reply) => Effect.Effect<A, E2>
) => Effect.Effect<A, E | E2 | HttpError | RateBudgetUnavailable>

/**
 * The signed request of a call with credentials, handed to `then` (the send) with no step between.
 *
 * @since 1.2.0
 * @category stages
 */
export type Sign = <A, E>(
  call: Call,
  wire: Wire,
  credentials: Credentials.ApiCredentials,
  then: (request: Outgoing) => Effect.Effect<A, E>
) => Effect.Effect<A, E | InvalidPrivateKey>

/**
 * One request on the wire: the platform's transport, with its client span when the call is traced. `signed` says
 * the request carries credentials (a legacy signed query is kept out of spans).
 *
 * @since 1.2.0
 * @category stages
 */
export type Send = (call: Call, request: Outgoing, signed: boolean) => Effect.Effect<Transport.Reply, TransportError>

/**
 * The reply decoded: status, JSON, envelope, the rate-limit headers recorded, a refusal handed to `classify`, the
 * result through its schema.
 *
 * @since 1.2.0
 * @category stages
 */
export type Decode = <E>(
  call: Call,
  reply: Transport.Reply,
  classify: (input: ExchangeErrorInput) => Effect.Effect<E>
) => Effect.Effect<Response<unknown>, E | HttpError | DecodeError>

/**
 * A refused request's code as its tagged error (documented and common codes by their tags, unknown ones `ApiError`).
 *
 * @since 1.2.0
 * @category stages
 */
export type ClassifyStage = (call: Call, input: ExchangeErrorInput) => Effect.Effect<StageError>

/**
 * One send under the retry policy; `plan` is made only once a send has failed; `confirm` (when the list has it)
 * looks an order creation up after an ambiguous failure.
 *
 * @since 1.2.0
 * @category stages
 */
export type Retry = (
  call: Call,
  params: unknown,
  send: Effect.Effect<Response<unknown>, StageError>,
  plan: () => Plan<Response<unknown>, StageError>,
  confirm: Confirm | undefined,
  lookup: Lookup
) => Effect.Effect<Response<unknown>, StageError | OutcomeUnknown>

/**
 * A call through the whole list, for the confirm stage's lookups.
 *
 * @since 1.2.0
 * @category models
 */
export type Lookup = (
  endpoint: Endpoint.Any,
  params: unknown,
  span: Tracer.Span | undefined
) => Effect.Effect<Response<unknown>, StageError>

/**
 * After an ambiguous failure of an order creation with a link id: the order looked up (`lookup`), decoded as the
 * creation's result; none when the exchange has no such order.
 *
 * @since 1.2.0
 * @category stages
 */
export type Confirm = (
  call: Call,
  raw: Readonly<Record<string, unknown>>,
  orderLinkId: string,
  lookup: Lookup
) => Effect.Effect<Option.Option<Response<unknown>>, StageError>

/**
 * The stage list: every stage by name; the stages a list leaves out are `undefined` (the public-only list has no
 * checkRules, budget, sign or confirm; `retry: false` leaves out retry).
 *
 * @since 1.2.0
 * @category models
 */
export interface Stages {
  readonly prepare: Prepare
  readonly checkRules: CheckRules | undefined
  readonly budget: Budget | undefined
  readonly sign: Sign | undefined
  readonly send: Send
  readonly decode: Decode
  readonly classify: ClassifyStage
  readonly retry: Retry | undefined
  readonly confirm: Confirm | undefined
}

/**
 * The stages' names, in the order a call meets them.
 *
 * @since 1.2.0
 * @category constants
 */
export const stageNames: ReadonlyArray<keyof Stages> = [
  "prepare",
  "checkRules",
  "budget",
  "sign",
  "send",
  "decode",
  "classify",
  "retry",
  "confirm"
]

/**
 * What the composition reads besides the stages, resolved once when the layer is built.
 *
 * @since 1.2.0
 * @category models
 */
export interface Settings {
  readonly environment: EnvironmentShape
  readonly defaultCredentials: Credentials.Credentials["Service"]
  readonly clock: ClockOffset["Service"]
  readonly referer: string
  /** Why the REST URL is refused, when it is. */
  readonly insecure: Option.Option<string>
  /** Where the request latency is recorded (none: nothing recorded). */
  readonly recorder: Recorder.Recorder | undefined
  /** The latest rate-limit state per group (written by the decode stage). */
  readonly rateLimits: ReadonlyMap<string, RateLimitStatus>
  /** A budget pauses a limited group itself: the retry plan then has no wait of its own for the reset. */
  readonly budgetPauses: boolean
}

// the public-only list's answer to a call that brings its own credentials (`Credentials.withCredentials`)
const cannotSign = Effect.die("Bybit.layerPublic cannot sign: use Bybit.layer for private calls")

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

// The request of a call that carries no credentials (the sign stage builds a signed one from the same pieces)

/**
 * The content type of a JSON body.
 *
 * @since 1.0.0
 */
export const jsonType = "application/json"

/**
 * The content type of a form body.
 *
 * @since 1.0.0
 */
export const formType = "application/x-www-form-urlencoded"

/**
 * A request ready to send.
 *
 * @since 0.2.0
 */
export interface Outgoing {
  readonly query: string
  readonly body: string | Uint8Array | undefined
  readonly contentType: string | undefined
  readonly headers: Record<string, string>
}

const multipartParts: MultipartBody.Parts = { isFilePart: FilePart.isFilePart, text: SignV5.stringify }

// The multipart framing loads before the first multipart request is built (`ready`): uploads are rare, and a program
// that never makes one does not carry it.
let multipartBody: typeof MultipartBody | undefined
let loadingMultipart: Promise<void> | undefined

/**
 * What building a request of `endpoint` needs loaded first, if anything: the multipart framing, for a multipart
 * body, until it is loaded; `undefined` when nothing is missing. The executor runs it before the request step.
 *
 * @since 0.2.0
 */
export const ready = (endpoint: Endpoint.Any): Effect.Effect<void> | undefined =>
  endpoint.bodyEncoding !== "multipart" || multipartBody !== undefined
    ? undefined
    : Effect.promise(() => {
        loadingMultipart ??= import("./internal/multipartBody.js").then((module) => {
          multipartBody = module
        })
        return loadingMultipart
      })

/**
 * A call's wire parameters as its query or its body (JSON, form, or multipart once `ready` has run).
 *
 * @since 1.0.0
 */
export const encoded = (endpoint: Endpoint.Any, wire: Record<string, unknown>): Omit<Outgoing, "headers"> => {
  if (endpoint.method !== "POST")
    return { query: SignV5.queryString(wire, { encode: true }), body: undefined, contentType: undefined }
  if (endpoint.bodyEncoding === "json") return { query: "", body: JSON.stringify(wire), contentType: jsonType }
  if (endpoint.bodyEncoding === "form") {
    return { query: "", body: SignV5.queryString(wire, { encode: true }), contentType: formType }
  }
  // loaded by `ready` before any multipart request is built
  const multipart = (multipartBody as typeof MultipartBody).make(wire, multipartParts)
  return { query: "", body: multipart.bytes, contentType: multipart.contentType }
}

/**
 * A request's headers: the referer, then the signed headers in their order (what `{ Referer, ...signed }` builds),
 * built on an empty object: an object literal with properties gets an allocation site, which V8 may turn to
 * allocating straight into the old generation, where a dead header set keeps its young signature strings alive
 * until the next full collection.
 *
 * @since 1.2.0
 * @category stages
 */
export const withReferer = (
  referer: string,
  signed: Readonly<Record<string, string>> | undefined
): Record<string, string> => {
  const headers: Record<string, string> = {}
  headers.Referer = referer
  if (signed !== undefined) for (const name of Object.keys(signed)) headers[name] = signed[name] as string
  return headers
}

/**
 * The request of a call that carries no credentials: encoded, with no signature to wait for (a multipart body once
 * `ready` has run).
 *
 * @since 0.2.0
 */
export const unsigned = (endpoint: Endpoint.Any, wire: Record<string, unknown>, referer: string): Outgoing => {
  const { query, body, contentType } = encoded(endpoint, wire)
  return { query, body, contentType, headers: withReferer(referer, undefined) }
}

/**
 * Composes the stages into the executor service, once.
 *
 * @since 1.2.0
 * @category constructors
 */
export const compose = (stages: Stages, settings: Settings): BybitHttpService => {
  const { prepare, checkRules, budget, sign, send, decode, classify, retry, confirm } = stages
  const { environment, defaultCredentials, clock, referer, insecure, recorder, rateLimits } = settings
  // sleeps until the last 10006's reset (given on the server's clock), at most `cap`
  const untilReset = (resetAt: number | undefined, cap: Duration.Duration): Effect.Effect<void> =>
    resetAt === undefined
      ? Effect.void
      : Effect.flatMap(clock.offset, (offset) =>
          Effect.flatMap(Clock.currentTimeMillis, (now) =>
            Effect.sleep(Duration.millis(Math.min(Math.max(0, resetAt - offset - now), Duration.toMillis(cap))))
          )
        )

  // sign → send → decode → classify, for one prepared call
  const exchange = (
    call: Call,
    wire: Wire,
    credentials: Option.Option<Credentials.ApiCredentials>
  ): Effect.Effect<Response<unknown>, StageError> => {
    const decoded = (reply: Transport.Reply) => decode(call, reply, (input) => classify(call, input))
    const out: Effect.Effect<Transport.Reply, StageError> = Option.isNone(credentials)
      ? send(call, unsigned(call.endpoint, wire, referer), false)
      : sign === undefined
        ? cannotSign
        : sign(call, wire, credentials.value, (request) => send(call, request, true))
    return budget === undefined ? Effect.flatMap(out, decoded) : budget(call, wire, credentials, out, decoded)
  }

  // one send: prepare → checkRules → (budget: sign → send → decode → classify); re-run whole by a retry
  const sendOnce = (call: Call, params: unknown): Effect.Effect<Response<unknown>, StageError> =>
    Effect.withFiber((fiber) => {
      const endpoint = call.endpoint
      let credentials: Option.Option<Credentials.ApiCredentials> = Option.none()
      if (endpoint.auth === "private") {
        // the credentials in force (what Credentials.resolve reads), read off the fiber on every send
        const override = fiber.getRef(Credentials.currentOverride)
        credentials = Option.isSome(override) ? override : defaultCredentials
        if (Option.isNone(credentials)) return Effect.fail(new MissingCredentialsError({ endpoint: endpoint.path }))
      }
      const prepared = prepare(call, params)
      if (Result.isFailure(prepared)) return Effect.fail(prepared.failure)
      const wire = prepared.success
      const span = call.span
      if (span !== undefined) {
        if (typeof wire.category === "string") span.attribute("bybit.category", wire.category)
        if (typeof wire.symbol === "string") span.attribute("bybit.symbol", wire.symbol)
      }
      return checkRules === undefined
        ? exchange(call, wire, credentials)
        : checkRules(call, wire, () => exchange(call, wire, credentials))
    })

  // the call under the retry policy (a lookup of the confirm stage comes back here, as a call of its own)
  const run = (endpoint: Endpoint.Any, params: unknown, options: CallOptions, span: Tracer.Span | undefined) => {
    if (Option.isSome(insecure)) {
      return Effect.fail(new TransportError({ endpoint: endpoint.path, reason: "InvalidUrl", cause: insecure.value }))
    }
    const call: Call = { endpoint, options, span, resetAt: undefined }
    const once = sendOnce(call, params)
    // a multipart body's framing loads with the first upload
    const loading = ready(endpoint)
    const first = loading === undefined ? once : Effect.andThen(loading, once)
    const signed = endpoint.auth === "private"
    // public writes do not exist on V5; anything else outside the policy is sent once
    if (retry === undefined || (!signed && !endpoint.idempotent)) return first
    const plan = (): Plan<Response<unknown>, StageError> => ({
      send: once,
      idempotent: endpoint.idempotent,
      signed,
      resync: clock.resync,
      resetKnown: () => call.resetAt !== undefined,
      ...(settings.budgetPauses ? {} : { untilReset: (cap: Duration.Duration) => untilReset(call.resetAt, cap) }),
      confirm: Option.none(),
      op: endpoint.name,
      path: endpoint.path,
      orderLinkId: undefined
    })
    return retry(call, params, first, plan, confirm, lookup)
  }
  const lookup: Lookup = (endpoint, params, span) => run(endpoint, params, {}, span)

  // run under the call's span and latency metric; `out` takes what the caller gets out of the response
  const measured = <Out>(
    endpoint: Endpoint.Any,
    params: unknown,
    options: CallOptions,
    out: (response: Response<unknown>) => Out
  ): Effect.Effect<Out, StageError> =>
    Effect.withFiber((fiber) => {
      const latency = recorder?.requestLatencyOf(endpoint.path)
      const time = fiber.getRef(Clock.Clock)
      const start = time.currentTimeMillisUnsafe()
      // what Metric.update does, with the caller's context read now (nothing inside the call changes it for good)
      const context = fiber.context
      const record = () => latency?.updateUnsafe(time.currentTimeMillisUnsafe() - start, context)
      // Effect.ensuring's shape, the record made in the handlers rather than as one more effect after each
      const measure = (self: Effect.Effect<Response<unknown>, StageError>) =>
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
        return measure(run(endpoint, params, options, undefined))
      }
      const { name, options: spanOptions } = spanOf(endpoint)
      return Span.underSpan(name, spanOptions, (span) => measure(run(endpoint, params, options, span)))
    })

  const responseOf = (response: Response<unknown>): Response<unknown> => response
  const resultOf = (response: Response<unknown>): unknown => response.result
  // the stages are typed by what each does; the endpoint's types are the call's, as the service promises
  return {
    environment,
    callWithMeta: (endpoint, params, options = {}) =>
      measured(endpoint as Endpoint.Any, params, options, responseOf) as never,
    call: (endpoint, params, options = {}) => measured(endpoint as Endpoint.Any, params, options, resultOf) as never,
    rateLimits: Effect.sync(() => new Map(rateLimits))
  }
}

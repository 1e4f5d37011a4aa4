/**
 * The words of a REST call, below every stage: the one type every stage has (`Stage`, a wrapper of the `Handler` of
 * the stages below it, as an Effect `HttpClient` combinator wraps a client), the call on its way down the list
 * (`Call`), the types a caller sees (`Options`, `CallOptions`, `Response`, the error unions, the service), the
 * executor's tag and the standalone function of an endpoint (`callable`: where a call enters the executor).
 *
 * The stages, in the order a call meets them (`stageNames`), each a module of `Http/stages/`:
 *
 * confirm ─▶ retry ─▶ prepare ─▶ checkRules ─▶ budget ─▶ sign ─▶ send ─▶ decode ─▶ classify
 *
 * The executor (`Executor`) folds a list of them once, when its layer is built: `BybitHttp.make` the whole list,
 * `Bybit.layerPublic` a shorter one (no confirm, checkRules, budget or sign, and a retry of reads only), so a program
 * on it bundles none of those. No stage imports another stage or the executor: a stage knows only `next`, and a call
 * goes down the list and never back into it (the confirm stage's lookup of an order is a call of its own, down the
 * stages below it). `BybitHttp` re-exports the caller's types. An endpoint family's module imports this one for
 * `callable`, and so leads a bundler to neither executor's stages: the layer a program installs brings its own.
 *
 * @since 1.2.0
 */
import * as Context from "effect/Context"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as HttpClient from "effect/http/HttpClient"
import * as Option from "effect/Option"
import type * as Tracer from "effect/Tracer"
import type * as Classify from "../Errors/Classify.js"
import type {
  InvalidParameters,
  InvalidPrivateKey,
  MissingCredentials,
  UndefinedParameter
} from "../Errors/ConfigError.js"
import type { ApiError, ExchangeErrorInput } from "../Errors/ExchangeError.js"
import type { OutcomeUnknown } from "../Errors/SocketError.js"
import type { DecodeError, HttpError, TransportError } from "../Errors/TransportError.js"
import type { UnexpectedExchangeError } from "../Errors/UnexpectedExchangeError.js"
import type { ClockOffset } from "../Layers/ClockOffset.js"
import type * as Credentials from "../Layers/credentials/Default.js"
import type { Environment, EnvironmentShape } from "../Layers/Environment.js"
import type { RateBudgetUnavailable } from "../Layers/RateBudgetStore.js"
import type * as Signer from "../Signing/Signer.js"
import type * as Endpoint from "./Endpoint.js"
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
 * A request ready to send: its query, its body and the body's type, its headers.
 *
 * @since 0.2.0
 * @category models
 */
export interface Outgoing {
  readonly query: string
  readonly body: string | Uint8Array | undefined
  readonly contentType: string | undefined
  readonly headers: Record<string, string>
}

/**
 * The wire parameters of a call: its parameters checked and encoded.
 *
 * @since 1.2.0
 * @category models
 */
export type Wire = Record<string, unknown>

/**
 * A call's own errors seen by the stages (each stage adds its own; the service's type names the whole).
 *
 * @since 1.2.0
 * @category models
 */
export type StageError = Tagged

/**
 * A lookup of the order a call created, when its answer was lost: the order found (as the creation's response), or
 * none when the exchange has no such order. The confirm stage puts one on a call; the retry stage runs it.
 *
 * @since 1.2.0
 * @category models
 */
export type Confirm = (call: Call, orderLinkId: string) => Effect.Effect<Option.Option<Response<unknown>>, StageError>

const noWire: Wire = {}

/**
 * One call on its way down the stage list: what the caller gave (the endpoint, its parameters, its options), the
 * call's span (none when no tracer watches), and what the stages have made of it so far, each field written by the
 * stage that makes it and read by those below (or, for a retry, above) it. A re-send runs the stages below the
 * retry again on the same call, each writing its field anew.
 *
 * A class rather than an object literal, so every call has the same shape.
 *
 * @since 1.2.0
 * @category models
 */
export class Call {
  /** The wire parameters (prepare). */
  wire: Wire = noWire
  /** The credentials the call is signed with, none for a public endpoint (prepare). */
  credentials: Option.Option<Credentials.ApiCredentials> = Option.none()
  /** The request on the wire (sign, for a call with credentials; else send). */
  request: Outgoing | undefined = undefined
  /** The reply on the wire (send). */
  reply: Transport.Reply | undefined = undefined
  /** A refusal's envelope, for the classify stage (decode). */
  refusal: ExchangeErrorInput | undefined = undefined
  /** The last 10006's reset, on the server's clock (decode; read by the retry stage's plan). */
  resetAt: number | undefined = undefined
  /** The lookup that confirms an order creation after an ambiguous failure (confirm; run by the retry stage). */
  confirm: Confirm | undefined = undefined
  readonly endpoint: Endpoint.Any
  readonly params: unknown
  readonly options: CallOptions
  readonly span: Tracer.Span | undefined
  constructor(endpoint: Endpoint.Any, params: unknown, options: CallOptions, span: Tracer.Span | undefined) {
    this.endpoint = endpoint
    this.params = params
    this.options = options
    this.span = span
  }
}

/**
 * A call run through the stages from one of them down: the response, or why there is none.
 *
 * @since 1.2.0
 * @category models
 */
export type Handler = (call: Call) => Effect.Effect<Response<unknown>, StageError>

/**
 * A stage of the REST call, the one type every stage has: it takes the handler of the stages below it (`next`) and
 * gives the handler of itself and them, as an Effect `HttpClient` combinator takes a client and gives one. A stage
 * does its part of the call (writing what it makes on the `Call`) and runs `next` when there is more to do; the
 * executor folds the list of stages once, from the last, when its layer is built. A handler is entered once per send
 * (the retry stage enters the stages after it again for each re-send), so what it reads of the call is current.
 *
 * @since 1.2.0
 * @category models
 */
export type Stage = (next: Handler) => Handler

/**
 * The stages' names, in the order a call meets them: confirm and retry first, around every send of the stages
 * below them.
 *
 * @since 1.2.0
 * @category constants
 */
export const stageNames = [
  "confirm",
  "retry",
  "prepare",
  "checkRules",
  "budget",
  "sign",
  "send",
  "decode",
  "classify"
] as const

/**
 * A stage's name.
 *
 * @since 1.2.0
 * @category models
 */
export type StageName = (typeof stageNames)[number]

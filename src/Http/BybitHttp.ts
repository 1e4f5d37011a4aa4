/**
 * The REST executor: turns an endpoint definition and parameters into a signed request, and the response into a
 * typed result or a tagged error.
 *
 * user params ─▶ request schema ─▶ signing ─▶ HttpClient ─▶ status ─▶ envelope ─▶ retCode ─▶ result schema
 *
 * @since 0.1.0
 */

import type * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import type * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import type * as Option from "effect/Option"
import type * as Classify from "../Errors/Classify.js"
import type {
  InvalidParameters,
  InvalidPrivateKey,
  MissingCredentials,
  UndefinedParameter
} from "../Errors/ConfigError.js"
import type { ApiError } from "../Errors/ExchangeError.js"
import type { OutcomeUnknown } from "../Errors/SocketError.js"
import type { DecodeError, HttpError, TransportError } from "../Errors/TransportError.js"
import type { UnexpectedExchangeError } from "../Errors/UnexpectedExchangeError.js"
import type { ClockOffset } from "../Layers/ClockOffset.js"
import type * as Credentials from "../Layers/Credentials.js"
import type { Environment, EnvironmentShape } from "../Layers/Environment.js"
import type { RateBudgetUnavailable } from "../Layers/RateBudgetStore.js"
import * as RequestDefaults from "../Layers/RequestDefaults.js"
import type * as Signer from "../Signing/Signer.js"
import type * as Endpoint from "./Endpoint.js"
import * as Budgeted from "./internal/budgeted.js"
import { BybitHttp } from "./internal/callable.js"
import * as Executor from "./internal/executor.js"
import * as PrivateSteps from "./internal/privateSteps.js"
import type * as RateLimit from "./RateLimit.js"
import type * as Retry from "./Retry.js"

export { BybitHttp, type Callable, callable } from "./internal/callable.js"

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
  readonly retry?: Retry.Policy | false
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
 * What an executor is built from: the platform's HTTP client and signer, the environment, the default credentials
 * and the clock offset.
 *
 * @since 1.0.0
 * @category models
 */
export type Requirements = HttpClient.HttpClient | Environment | Credentials.Credentials | ClockOffset | Signer.Signer

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
export const make = (options: Options = {}): Effect.Effect<BybitHttpService, never, Requirements> =>
  Executor.makeWith(options, PrivateSteps.steps, Budgeted.budgeting)

/**
 * The executor as a layer; platform and configuration requirements stay open.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<BybitHttp, never, Requirements> =>
  Layer.effect(BybitHttp, make(options))

/**
 * The executor for public calls only (`Bybit.layerPublic`'s): the same steps for a call without credentials but the
 * rate budget (it reads none, even one in its context: `layer` consults it), and none of those a call with
 * credentials takes — no signing, no check of order entry (its quantities and prices, new orders against the
 * instrument rules), no retry policy of writes, no lookup confirming an order creation — so a program built on it
 * bundles none of them. A private call on it fails
 * with `MissingCredentials` as on any executor without keys; one that brings its own (`Credentials.withCredentials`)
 * is a programming error, told as a defect.
 *
 * @since 1.0.0
 * @category layers
 */
export const layerPublic = (options: Options = {}): Layer.Layer<BybitHttp, never, Requirements> =>
  Executor.layerPublic(options)

/**
 * Builds an executor (`BybitHttp.make`) from its platform and configuration services: with the steps of calls with
 * credentials given, or without them (`layerPublic`, `Bybit.layerPublic`'s), in which case nothing here leads a
 * bundler to them.
 *
 * @since 1.0.0
 * @internal
 */

import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { constTrue } from "effect/Function"
import * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { ClockOffset } from "../../Layers/ClockOffset.js"
import * as Credentials from "../../Layers/credentials/Default.js"
import { Environment } from "../../Layers/Environment.js"
import * as RequestDefaults from "../../Layers/RequestDefaults.js"
import * as Recorder from "../../Observability/Recorder.js"
import * as Decoding from "../../Schema/Decoding.js"
import * as Signer from "../../Signing/Signer.js"
import type { BybitHttpService, CallError, CallOptions, Options, Requirements, Response } from "../BybitHttp.js"
import type * as Endpoint from "../Endpoint.js"
import type * as RateLimit from "../RateLimit.js"
import * as Transport from "../Transport.js"
import * as Validate from "../validate/Common.js"
import type * as Budgeted from "./budgeted.js"
import { BybitHttp } from "./callable.js"
import * as Execute from "./execute.js"
import type * as PrivateSteps from "./privateSteps.js"

// the public-only executor's: no budget to consult
const noBudget = { budget: Option.none(), unlimited: false } as const

/**
 * The executor, with the steps of calls with credentials (`BybitHttp.make`) or without them (the public-only
 * executor).
 *
 * @since 1.0.0
 * @internal
 */
export const makeWith = (
  options: Options,
  privateSteps: PrivateSteps.PrivateSteps | undefined,
  budgeting: Budgeted.Budgeting | undefined
): Effect.Effect<BybitHttpService, never, Requirements> =>
  Effect.gen(function* () {
    const base = yield* HttpClient.HttpClient
    const tracedClient = HttpClient.transformResponse(
      base,
      Effect.provideService(HttpClient.TracerPropagationEnabled, false)
    )
    // with the default tracer nobody reads the platform's client span: skip its URL parsing and header redaction
    const plainClient = HttpClient.transformResponse(
      base,
      Effect.provideService(HttpClient.TracerDisabledWhen, constTrue)
    )
    const environment = yield* Environment
    const defaultCredentials = yield* Credentials.Credentials
    const clock = yield* ClockOffset
    const signer = yield* Signer.Signer
    // the shared settings Bybit.layer provides (the receive window only from there; the executor's own referer and
    // timeout win over theirs); then the defaults
    const shared = yield* RequestDefaults.current
    const referer = options.referer ?? shared.referer ?? RequestDefaults.defaults.referer
    const configuredTimeout = options.timeout ?? shared.timeout ?? RequestDefaults.defaults.timeout
    const configuredTimeoutMs = Duration.toMillis(Duration.fromInputUnsafe(configuredTimeout))
    const strict = options.strictParams ?? false
    const rateLimits = new Map<string, RateLimit.RateLimitStatus>()
    const { budget, unlimited } = budgeting === undefined ? noBudget : yield* budgeting.installed
    // a native transport, when the platform layer has one, carries the calls no tracer watches
    const transport = Context.getOrUndefined(yield* Effect.context<never>(), Transport.Transport)
    const insecure = Validate.insecureUrl(environment.restUrl)
    const retryPolicy = options.retry === false ? undefined : (options.retry ?? {})
    // Effect's Schema parser, or the compiled fast path when the platform layer installed it
    const decoding = yield* Decoding.Decoding
    // where the request latency goes: the platform layers of Node and of a full browser client install a recorder
    const recorder = yield* Recorder.MetricsRecorder
    const ex: Execute.Executor = {
      environment,
      tracedClient,
      plainClient,
      defaultCredentials,
      clock,
      signer,
      referer,
      requestSettings: shared,
      configuredTimeout,
      configuredTimeoutMs,
      strict,
      rateLimits,
      budgeting,
      budget,
      unlimited,
      transport,
      insecure,
      retryPolicy,
      privateSteps,
      decoding,
      recorder
    }
    const callWithMeta = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
      endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
      params: P,
      callOptions: CallOptions = {}
    ): Effect.Effect<Response<R>, CallError<A, E>> => Execute.callWithMeta(ex, endpoint, params, callOptions)

    return {
      environment,
      callWithMeta,
      call: (endpoint, params, callOptions) => Execute.call(ex, endpoint, params, callOptions),
      rateLimits: Effect.sync(() => new Map(rateLimits))
    } satisfies BybitHttpService
  })

/**
 * The executor for public calls only, as a layer (`BybitHttp.layerPublic`).
 *
 * @since 1.0.0
 * @internal
 */
export const layerPublic = (options: Options = {}): Layer.Layer<BybitHttp, never, Requirements> =>
  Layer.effect(BybitHttp, makeWith(options, undefined, undefined))

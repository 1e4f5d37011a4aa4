/**
 * The composition of the REST call: resolves the executor's platform and configuration services once, makes the
 * stages, puts them in their order in one list and folds it, from the last stage, into the handler every call runs
 * (`Pipeline.Stage`: each stage wraps the handler of those below it). `BybitHttp.make` gives it the private stages
 * and composes the full list; `Bybit.layerPublic` builds its executor from this module without them, and composes
 * the shorter list, so nothing here leads a bundler to them. A call enters here: its span and latency metric, then
 * the handler.
 *
 * @since 1.0.0
 */

import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as References from "effect/References"
import * as Tracer from "effect/Tracer"
import { TransportError } from "../Errors/TransportError.js"
import { ClockOffset } from "../Layers/ClockOffset.js"
import * as Credentials from "../Layers/credentials/Default.js"
import { Environment } from "../Layers/Environment.js"
import * as RequestDefaults from "../Layers/RequestDefaults.js"
import * as Recorder from "../Observability/Recorder.js"
import * as Decoding from "../Schema/Decoding.js"
import * as Signer from "../Signing/Signer.js"
import type * as Endpoint from "./Endpoint.js"
import * as Checks from "./internal/checks.js"
import type * as PrivateStages from "./internal/privateStages.js"
import * as Span from "./internal/span.js"
import * as Pipeline from "./Pipeline.js"
import * as Classify from "./stages/classify.js"
import * as Decode from "./stages/decode.js"
import * as Prepare from "./stages/prepare.js"
import * as RetryReads from "./stages/retryReads.js"
import * as Send from "./stages/send.js"
import * as Transport from "./Transport.js"

/**
 * Makes the private stages from the executor's resolved services (`PrivateStages.make`).
 *
 * @since 1.2.0
 */
export type MakePrivate = (services: {
  readonly signer: Signer.SignerService
  readonly clock: ClockOffset["Service"]
  readonly requestSettings: RequestDefaults.Settings
  readonly referer: string
  readonly policy: Pipeline.Policy | undefined
  readonly decoding: Decoding.Decoding
}) => Effect.Effect<PrivateStages.PrivateStages>

// after the last stage: a list always ends with classify, which answers every call that reaches it
const end: Pipeline.Handler = () => Effect.die("no stage answered")

/**
 * Folds a list of stages, from the last, into the handler of the first: each stage wraps the handler of those after
 * it.
 *
 * @since 1.2.0
 */
export const fold = (stages: ReadonlyArray<Pipeline.Stage | undefined>): Pipeline.Handler =>
  stages.reduceRight<Pipeline.Handler>((next, stage) => (stage === undefined ? next : stage(next)), end)

/**
 * The executor, with the full list of stages (`makePrivate` given) or the public-only one.
 *
 * @since 1.0.0
 */
export const makeWith = (
  options: Pipeline.Options,
  makePrivate: MakePrivate | undefined
): Effect.Effect<Pipeline.BybitHttpService, never, Pipeline.Requirements> =>
  Effect.gen(function* () {
    const client = yield* HttpClient.HttpClient
    const environment = yield* Environment
    const defaultCredentials = yield* Credentials.Credentials
    const clock = yield* ClockOffset
    const signer = yield* Signer.Signer
    // the shared settings Bybit.layer provides (the receive window only from there; the executor's own referer and
    // timeout win over theirs); then the defaults
    const requestSettings = yield* RequestDefaults.current
    const referer = options.referer ?? requestSettings.referer ?? RequestDefaults.defaults.referer
    const timeout = options.timeout ?? requestSettings.timeout ?? RequestDefaults.defaults.timeout
    const strict = options.strictParams ?? false
    const policy = options.retry === false ? undefined : (options.retry ?? {})
    const rateLimits = new Map<string, Pipeline.RateLimitStatus>()
    // a native transport, when the platform layer has one, carries the calls no tracer watches
    const transport = Context.getOrUndefined(yield* Effect.context<never>(), Transport.Transport)
    // Effect's Schema parser, or the compiled fast path when the platform layer installed it
    const decoding = yield* Decoding.current
    // where the request latency goes: the platform layers of Node and of a full browser client install a recorder
    const recorder = yield* Recorder.current
    const more =
      makePrivate === undefined
        ? undefined
        : yield* makePrivate({ signer, clock, requestSettings, referer, policy, decoding })
    // the stages in the order a call meets them (`Pipeline.stageNames`); those a list leaves out are `undefined`
    const handler = fold([
      more?.confirm,
      more === undefined
        ? policy === undefined
          ? undefined
          : RetryReads.make({ policy, clock, pauses: false })
        : more.retry,
      Prepare.make({ strict, check: more?.checkParams ?? Checks.genericParams, decoding, defaultCredentials }),
      more?.checkRules,
      more?.budget,
      more?.sign,
      Send.make({ client, transport, restUrl: environment.restUrl, timeout, referer }),
      Decode.make(rateLimits, decoding),
      Classify.stage
    ])
    return entry(handler, environment, Checks.insecureUrl(environment.restUrl), recorder, rateLimits)
  })

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

/** The service over the composed handler: where a call enters, under its span and latency metric. */
const entry = (
  handler: Pipeline.Handler,
  environment: Pipeline.BybitHttpService["environment"],
  insecure: Option.Option<string>,
  recorder: Recorder.Recorder | undefined,
  rateLimits: ReadonlyMap<string, Pipeline.RateLimitStatus>
): Pipeline.BybitHttpService => {
  const run = (
    endpoint: Endpoint.Any,
    params: unknown,
    options: Pipeline.CallOptions,
    span: Tracer.Span | undefined
  ): Effect.Effect<Pipeline.Response<unknown>, Pipeline.StageError> =>
    Option.isSome(insecure)
      ? Effect.fail(new TransportError({ endpoint: endpoint.path, reason: "InvalidUrl", cause: insecure.value }))
      : handler(new Pipeline.Call(endpoint, params, options, span))

  // run under the call's span and latency metric; `out` takes what the caller gets out of the response
  const measured = <Out>(
    endpoint: Endpoint.Any,
    params: unknown,
    options: Pipeline.CallOptions,
    out: (response: Pipeline.Response<unknown>) => Out
  ): Effect.Effect<Out, Pipeline.StageError> =>
    Effect.withFiber((fiber) => {
      const latency = recorder?.requestLatencyOf(endpoint.path)
      const time = fiber.getRef(Clock.Clock)
      const start = time.currentTimeMillisUnsafe()
      // what Metric.update does, with the caller's context read now (nothing inside the call changes it for good)
      const context = fiber.context
      const record = () => latency?.updateUnsafe(time.currentTimeMillisUnsafe() - start, context)
      // Effect.ensuring's shape, the record made in the handlers rather than as one more effect after each
      const measure = (self: Effect.Effect<Pipeline.Response<unknown>, Pipeline.StageError>) =>
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

  const responseOf = (response: Pipeline.Response<unknown>): Pipeline.Response<unknown> => response
  const resultOf = (response: Pipeline.Response<unknown>): unknown => response.result
  // the stages are typed by what each does; the endpoint's types are the call's, as the service promises
  return {
    environment,
    callWithMeta: (endpoint, params, options = {}) =>
      measured(endpoint as Endpoint.Any, params, options, responseOf) as never,
    call: (endpoint, params, options = {}) => measured(endpoint as Endpoint.Any, params, options, resultOf) as never,
    rateLimits: Effect.sync(() => new Map(rateLimits))
  }
}

/**
 * The executor for public calls only, as a layer (`BybitHttp.layerPublic`).
 *
 * @since 1.0.0
 */
export const layerPublic = (
  options: Pipeline.Options = {}
): Layer.Layer<Pipeline.BybitHttp, never, Pipeline.Requirements> =>
  Layer.effect(Pipeline.BybitHttp, makeWith(options, undefined))

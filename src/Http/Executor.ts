/**
 * Builds an executor from its platform and configuration services: resolves them once, makes the stages and composes
 * them (`Pipeline.compose`) — the full list when given the private stages (`BybitHttp.make`), the public-only one
 * otherwise (`Bybit.layerPublic`'s, which builds its executor from this module), in which case nothing here leads a
 * bundler to them.
 *
 * @since 1.0.0
 */

import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import { ClockOffset } from "../Layers/ClockOffset.js"
import * as Credentials from "../Layers/credentials/Default.js"
import { Environment } from "../Layers/Environment.js"
import * as RequestDefaults from "../Layers/RequestDefaults.js"
import * as Recorder from "../Observability/Recorder.js"
import * as Decoding from "../Schema/Decoding.js"
import * as Signer from "../Signing/Signer.js"
import type * as PrivateStages from "./internal/privateStages.js"
import * as Request from "./internal/request.js"
import * as Pipeline from "./Pipeline.js"
import * as Reply from "./Reply.js"
import * as Transport from "./Transport.js"
import * as Validate from "./Validate.js"

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
    const decoding = yield* Decoding.Decoding
    // where the request latency goes: the platform layers of Node and of a full browser client install a recorder
    const recorder = yield* Recorder.MetricsRecorder
    const more =
      makePrivate === undefined
        ? undefined
        : yield* makePrivate({ signer, clock, requestSettings, referer, policy, decoding })
    const stages: Pipeline.Stages = {
      prepare: Request.prepareStage(strict, more?.checkParams ?? Validate.genericParams, decoding),
      checkRules: more?.checkRules,
      budget: more?.budget,
      sign: more?.sign,
      send: Request.sendStage(client, transport, environment.restUrl, timeout),
      decode: Reply.decodeStage(rateLimits, decoding),
      classify: Reply.classifyStage,
      retry: more === undefined ? (policy === undefined ? undefined : Reply.retryReads(policy)) : more.retry,
      confirm: more?.confirm
    }
    return Pipeline.compose(stages, {
      environment,
      defaultCredentials,
      clock,
      referer,
      insecure: Validate.insecureUrl(environment.restUrl),
      recorder,
      rateLimits,
      budgetPauses: more?.budgetPauses ?? false
    })
  })

/**
 * The executor for public calls only, as a layer (`BybitHttp.layerPublic`).
 *
 * @since 1.0.0
 */
export const layerPublic = (
  options: Pipeline.Options = {}
): Layer.Layer<Pipeline.BybitHttp, never, Pipeline.Requirements> =>
  Layer.effect(Pipeline.BybitHttp, makeWith(options, undefined))

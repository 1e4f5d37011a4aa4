/**
 * The decode stage: the reply the send stage kept on the call, read — its HTTP status, its JSON, the envelope of V5
 * or an older family, the rate-limit headers recorded per rate group, the result through its schema by the
 * executor's `Decoding` — into the call's response. A refusal (a `retCode` other than 0) goes on to the classify
 * stage, which names its error; a 10006's reset is kept on the call for the retry stage.
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import type * as Tracer from "effect/Tracer"
import type { ExchangeErrorInput } from "../../Errors/ExchangeError.js"
import { DecodeError, HttpError } from "../../Errors/TransportError.js"
import * as Decoding from "../../Schema/Decoding.js"
import * as Envelope from "../../Schema/Envelope.js"
import type * as Endpoint from "../Endpoint.js"
import * as ParseErrors from "../internal/parseErrors.js"
import type * as Pipeline from "../Pipeline.js"
import type { RateLimitStatus } from "../Pipeline.js"
import * as RateLimit from "../RateLimit.js"
import * as StatusText from "../StatusText.js"

/**
 * A result with what came around it: server time, `retExtInfo`, rate-limit state, request id and headers — the
 * pipeline's `Response`, named here as the decode stage's output.
 *
 * @since 0.2.0
 * @category models
 */
export type Decoded<A> = Pipeline.Response<A>

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

/**
 * The decode stage over the executor's record of rate-limit states (`rateLimits`, per group) and decoding.
 *
 * @since 1.2.0
 */
export const make =
  (rateLimits: Map<string, RateLimitStatus>, decoding: Decoding.Decoding): Pipeline.Stage =>
  (next) =>
  (call) => {
    const reply = call.reply as NonNullable<Pipeline.Call["reply"]>
    const rateLimit = RateLimit.fromHeaders(reply.headers)
    if (Option.isSome(rateLimit)) rateLimits.set(call.endpoint.rateGroup, rateLimit.value)
    return decodeResponse(
      call.endpoint,
      reply.status,
      reply.headers,
      rateLimit,
      reply.text,
      // the classify stage fails with the refusal's error, handed back as the error decode fails with
      (input: ExchangeErrorInput) => {
        call.refusal = input
        return Effect.catch(next(call), Effect.succeed) as Effect.Effect<Pipeline.StageError>
      },
      call.span,
      (resetAt) => {
        call.resetAt = resetAt
      },
      decoding
    )
  }

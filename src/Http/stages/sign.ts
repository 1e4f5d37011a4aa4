/**
 * The sign stage: the request of a call with credentials, signed at the local clock plus the server offset with the
 * call's receive window over the shared one — V5 headers (`SignV5.headersThen`), or an older family's signed
 * parameters (`SignLegacy`), sent exactly as signed — and handed to the send stage with no step between. A call
 * without credentials goes on untouched (the send stage builds its request).
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type { InvalidPrivateKey } from "../../Errors/ConfigError.js"
import type { ClockOffset } from "../../Layers/ClockOffset.js"
import type { ApiCredentials } from "../../Layers/Credentials.js"
import * as RequestDefaults from "../../Layers/RequestDefaults.js"
import * as Signer from "../../Signing/Signer.js"
import * as SignLegacy from "../../Signing/SignLegacy.js"
import * as SignV5 from "../../Signing/SignV5.js"
import type * as Endpoint from "../Endpoint.js"
import { encoded, formType, jsonType, unsigned, withReferer } from "../internal/outgoing.js"
import type * as Pipeline from "../Pipeline.js"

/**
 * The sign stage over the platform's signer, the clock offset, the shared request settings and the referer.
 *
 * @since 1.2.0
 */
export const make =
  (options: {
    readonly signer: Signer.SignerService
    readonly clock: ClockOffset["Service"]
    readonly requestSettings: RequestDefaults.Settings
    readonly referer: string
  }): Pipeline.Stage =>
  (next) => {
    const { signer, clock, requestSettings, referer } = options
    return (call) => {
      const credentials = call.credentials
      if (Option.isNone(credentials)) return next(call)
      return buildThen(
        call.endpoint,
        call.wire,
        {
          credentials,
          signer,
          now: clock.now,
          recvWindow: RequestDefaults.recvWindowOf(requestSettings, call.options),
          referer
        },
        (request) => {
          call.request = request
          return next(call)
        }
      )
    }
  }

// The request of a call (`outgoing`'s pieces) with the request headers, signed —
// V5 headers (`SignV5.headersThen`), or the older families' signed parameters (`SignLegacy`), sent exactly as signed.
/**
 * What the step needs besides the wire parameters.
 *
 * @since 0.2.0
 */
export interface SignContext {
  readonly credentials: Option.Option<ApiCredentials>
  readonly signer: Signer.SignerService
  /** The signing time: the local clock plus the server offset. */
  readonly now: Effect.Effect<number>
  readonly recvWindow: number
  readonly referer: string
}

/**
 * The request of a call: encoded, and signed when it carries credentials (a multipart body once `ready` has run).
 *
 * @since 0.2.0
 */
export const build = (
  endpoint: Endpoint.Any,
  wire: Record<string, unknown>,
  context: SignContext
): Effect.Effect<Pipeline.Outgoing, InvalidPrivateKey> => buildThen(endpoint, wire, context, Effect.succeed)

/**
 * The request of a call handed to `then` (the send), with no step between the signature and it.
 *
 * @since 0.2.0
 */
export const buildThen = <A, E>(
  endpoint: Endpoint.Any,
  wire: Record<string, unknown>,
  context: SignContext,
  then: (request: Pipeline.Outgoing) => Effect.Effect<A, E>
): Effect.Effect<A, E | InvalidPrivateKey> => {
  const { credentials, recvWindow, referer } = context
  if (Option.isSome(credentials) && endpoint.signing === "legacy")
    return Effect.flatMap(legacy(endpoint, wire, context), then)
  // an unsigned request is ready as it is: no effect steps for it
  if (Option.isNone(credentials)) return then(unsigned(endpoint, wire, referer))
  const { query, body, contentType } = encoded(endpoint, wire)
  // a binary body is signed as bytes: no text round trip may alter it
  return Effect.flatMap(context.now, (timestamp) =>
    SignV5.headersThen(
      context.signer,
      {
        apiKey: credentials.value.apiKey,
        secret: credentials.value.apiSecret,
        timestamp,
        recvWindow,
        ...(typeof body === "object" ? { body } : { query: body ?? query })
      },
      (signed) => then({ query, body, contentType, headers: withReferer(referer, signed) })
    )
  )
}

/** The older families' signed parameters, sent exactly as they were signed. */
const legacy = (
  endpoint: Endpoint.Any,
  wire: Record<string, unknown>,
  context: SignContext
): Effect.Effect<Pipeline.Outgoing, InvalidPrivateKey> =>
  Effect.gen(function* () {
    const headers = withReferer(context.referer, undefined)
    const credentials = context.credentials as Option.Some<ApiCredentials>
    const signed = yield* Effect.provideService(
      SignLegacy.sign({
        params: wire,
        apiKey: credentials.value.apiKey,
        secret: credentials.value.apiSecret,
        timestamp: yield* context.now,
        recvWindow: context.recvWindow
      }),
      Signer.Signer,
      context.signer
    )
    // the older APIs verify the sorted, unencoded string: send exactly the bytes that were signed
    if (endpoint.method !== "POST") return { query: signed.query, body: undefined, contentType: undefined, headers }
    return endpoint.bodyEncoding === "form"
      ? { query: "", body: signed.query, contentType: formType, headers }
      : { query: "", body: JSON.stringify(signed.params), contentType: jsonType, headers }
  })

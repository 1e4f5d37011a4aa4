/**
 * The signing step of a call: its request (`requestPlain`: the wire parameters as a query or a body) with the request
 * headers, signed for a private call — V5 headers (`SignV5.headersThen`), or the older families' signed parameters
 * (`SignLegacy`), sent exactly as they were signed.
 *
 * @since 0.2.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type { InvalidPrivateKey } from "../../Errors/ConfigError.js"
import type { ApiCredentials } from "../../Layers/Credentials.js"
import * as Signer from "../../Signing/Signer.js"
import * as SignLegacy from "../../Signing/SignLegacy.js"
import * as SignV5 from "../../Signing/SignV5.js"
import type * as Endpoint from "../Endpoint.js"
import { encoded, formType, jsonType, type Outgoing, unsigned, withReferer } from "./requestPlain.js"

export { type Outgoing, ready, unsigned } from "./requestPlain.js"

/**
 * What the step needs besides the wire parameters.
 *
 * @since 0.2.0
 */
export interface Context {
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
  context: Context
): Effect.Effect<Outgoing, InvalidPrivateKey> => buildThen(endpoint, wire, context, Effect.succeed)

/**
 * The request of a call handed to `then` (the send), with no step between the signature and it.
 *
 * @since 0.2.0
 */
export const buildThen = <A, E>(
  endpoint: Endpoint.Any,
  wire: Record<string, unknown>,
  context: Context,
  then: (request: Outgoing) => Effect.Effect<A, E>
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
  context: Context
): Effect.Effect<Outgoing, InvalidPrivateKey> =>
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

/**
 * The signing step of a call: the wire parameters as a query or a body (JSON, form or multipart) with the request
 * headers, signed for a private call — V5 headers (`SignV5.headersThen`), or the older families' signed parameters
 * (`SignLegacy`), sent exactly as they were signed.
 *
 * @since 0.2.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type { InvalidPrivateKey } from "../../Errors/ConfigError.js"
import type { ApiCredentials } from "../../Layers/Credentials.js"
import * as Params from "../../Signing/Params.js"
import * as Signer from "../../Signing/Signer.js"
import * as SignLegacy from "../../Signing/SignLegacy.js"
import * as SignV5 from "../../Signing/SignV5.js"
import type * as Endpoint from "../Endpoint.js"
import * as Multipart from "../Multipart.js"

const jsonType = "application/json"
const formType = "application/x-www-form-urlencoded"

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

const encoded = (endpoint: Endpoint.Any, wire: Record<string, unknown>): Omit<Outgoing, "headers"> => {
  if (endpoint.method !== "POST")
    return { query: Params.queryString(wire, { encode: true }), body: undefined, contentType: undefined }
  if (endpoint.bodyEncoding === "json") return { query: "", body: JSON.stringify(wire), contentType: jsonType }
  if (endpoint.bodyEncoding === "form") {
    return { query: "", body: Params.queryString(wire, { encode: true }), contentType: formType }
  }
  const multipart = Multipart.make(wire)
  return { query: "", body: multipart.bytes, contentType: multipart.contentType }
}

/**
 * The request of a call that carries no credentials: encoded, with no signature to wait for.
 *
 * @since 0.2.0
 */
export const unsigned = (endpoint: Endpoint.Any, wire: Record<string, unknown>, referer: string): Outgoing => {
  const { query, body, contentType } = encoded(endpoint, wire)
  return { query, body, contentType, headers: { Referer: referer } }
}

/**
 * The request of a call: encoded, and signed when it carries credentials.
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
      (signed) => then({ query, body, contentType, headers: { Referer: referer, ...signed } })
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
    const headers: Record<string, string> = { Referer: context.referer }
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

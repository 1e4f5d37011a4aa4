/**
 * The signing step of a call: the wire parameters as a query or a body (JSON, form or multipart) with the request
 * headers, signed for a private call — V5 headers (`SignV5.headersWith`), or the older families' signed parameters
 * (`SignLegacy`), sent exactly as they were signed.
 *
 * @since 0.2.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type { InvalidPrivateKey } from "../../Errors/ConfigError.js"
import type { ApiCredentials } from "../../Layers/Credentials.js"
import * as FilePart from "../../Schema/FilePart.js"
import * as Params from "../../Signing/Params.js"
import * as Signer from "../../Signing/Signer.js"
import * as SignLegacy from "../../Signing/SignLegacy.js"
import * as SignV5 from "../../Signing/SignV5.js"
import type * as Endpoint from "../Endpoint.js"
import type * as MultipartBody from "./multipartBody.js"

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

type Encoded = Omit<Outgoing, "headers">

const multipartParts: MultipartBody.Parts = { isFilePart: FilePart.isFilePart, text: Params.stringify }

// The multipart framing loads with the first multipart request (uploads are rare; most programs never make one).
let multipartBody: typeof MultipartBody | undefined
let loadingMultipart: Promise<typeof MultipartBody> | undefined
const loadMultipart = (): Promise<typeof MultipartBody> => {
  loadingMultipart ??= import("./multipartBody.js").then((module) => {
    multipartBody = module
    return module
  })
  return loadingMultipart
}

const framed = (module: typeof MultipartBody, wire: Record<string, unknown>): Encoded => {
  const multipart = module.make(wire, multipartParts)
  return { query: "", body: multipart.bytes, contentType: multipart.contentType }
}

/** The encoded request; `undefined` for a multipart body while its framing is not loaded. */
const encoded = (endpoint: Endpoint.Any, wire: Record<string, unknown>): Encoded | undefined => {
  if (endpoint.method !== "POST")
    return { query: Params.queryString(wire, { encode: true }), body: undefined, contentType: undefined }
  if (endpoint.bodyEncoding === "json") return { query: "", body: JSON.stringify(wire), contentType: jsonType }
  if (endpoint.bodyEncoding === "form") {
    return { query: "", body: Params.queryString(wire, { encode: true }), contentType: formType }
  }
  return multipartBody === undefined ? undefined : framed(multipartBody, wire)
}

/**
 * The request of a call that carries no credentials: encoded, with no signature to wait for; `undefined` for a
 * multipart body before its framing is loaded (`build` loads it).
 *
 * @since 0.2.0
 */
export const unsigned = (
  endpoint: Endpoint.Any,
  wire: Record<string, unknown>,
  referer: string
): Outgoing | undefined => {
  const request = encoded(endpoint, wire)
  return request === undefined ? undefined : { ...request, headers: { Referer: referer } }
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
): Effect.Effect<Outgoing, InvalidPrivateKey> => {
  const { credentials } = context
  if (Option.isSome(credentials) && endpoint.signing === "legacy") return legacy(endpoint, wire, context)
  const request = encoded(endpoint, wire)
  if (request === undefined) {
    return Effect.flatMap(
      Effect.promise(() => loadMultipart()),
      (module) => withHeaders(framed(module, wire), context)
    )
  }
  return withHeaders(request, context)
}

// an unsigned request is ready as it is: no effect steps for it
const withHeaders = (request: Encoded, context: Context): Effect.Effect<Outgoing, InvalidPrivateKey> =>
  Option.isNone(context.credentials)
    ? Effect.succeed({ ...request, headers: { Referer: context.referer } })
    : signedV5(request, context.credentials.value, context)

const signedV5 = (
  request: Encoded,
  credentials: ApiCredentials,
  context: Context
): Effect.Effect<Outgoing, InvalidPrivateKey> => {
  // a binary body is signed as bytes: no text round trip may alter it
  const { body, query } = request
  return Effect.flatMap(context.now, (timestamp) =>
    Effect.map(
      SignV5.headersWith(context.signer, {
        apiKey: credentials.apiKey,
        secret: credentials.apiSecret,
        timestamp,
        recvWindow: context.recvWindow,
        ...(typeof body === "object" ? { body } : { query: body ?? query })
      }),
      (signed): Outgoing => ({ ...request, headers: { Referer: context.referer, ...signed } })
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

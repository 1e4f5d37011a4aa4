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

const multipartParts: MultipartBody.Parts = { isFilePart: FilePart.isFilePart, text: Params.stringify }

// The multipart framing loads before the first multipart request is built (`ready`): uploads are rare, and a program
// that never makes one does not carry it.
let multipartBody: typeof MultipartBody | undefined
let loadingMultipart: Promise<void> | undefined

/**
 * What building a request of `endpoint` needs loaded first, if anything: the multipart framing, for a multipart
 * body, until it is loaded; `undefined` when nothing is missing. The executor runs it before the request step.
 *
 * @since 0.2.0
 */
export const ready = (endpoint: Endpoint.Any): Effect.Effect<void> | undefined =>
  endpoint.bodyEncoding !== "multipart" || multipartBody !== undefined
    ? undefined
    : Effect.promise(() => {
        loadingMultipart ??= import("./multipartBody.js").then((module) => {
          multipartBody = module
        })
        return loadingMultipart
      })

const encoded = (endpoint: Endpoint.Any, wire: Record<string, unknown>): Omit<Outgoing, "headers"> => {
  if (endpoint.method !== "POST")
    return { query: Params.queryString(wire, { encode: true }), body: undefined, contentType: undefined }
  if (endpoint.bodyEncoding === "json") return { query: "", body: JSON.stringify(wire), contentType: jsonType }
  if (endpoint.bodyEncoding === "form") {
    return { query: "", body: Params.queryString(wire, { encode: true }), contentType: formType }
  }
  // loaded by `ready` before any multipart request is built
  const multipart = (multipartBody as typeof MultipartBody).make(wire, multipartParts)
  return { query: "", body: multipart.bytes, contentType: multipart.contentType }
}

/**
 * A request's headers: the referer, then the signed headers in their order (what `{ Referer, ...signed }` builds),
 * built on an empty object: an object literal with properties gets an allocation site, which V8 may turn to
 * allocating straight into the old generation, where a dead header set keeps its young signature strings alive
 * until the next full collection.
 */
const withReferer = (referer: string, signed: Readonly<Record<string, string>> | undefined): Record<string, string> => {
  const headers: Record<string, string> = {}
  headers.Referer = referer
  if (signed !== undefined) for (const name of Object.keys(signed)) headers[name] = signed[name] as string
  return headers
}

/**
 * The request of a call that carries no credentials: encoded, with no signature to wait for (a multipart body once
 * `ready` has run).
 *
 * @since 0.2.0
 */
export const unsigned = (endpoint: Endpoint.Any, wire: Record<string, unknown>, referer: string): Outgoing => {
  const { query, body, contentType } = encoded(endpoint, wire)
  return { query, body, contentType, headers: withReferer(referer, undefined) }
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

/**
 * The request of a call before the wire: its wire parameters as its query or its body (JSON, form, or a multipart body
 * once its framing has loaded: `ready`) and its headers (`withReferer`). The send stage builds the request of a call
 * without credentials from them (`unsigned`), the sign stage a signed one from the same pieces.
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import * as FilePart from "../../Schema/FilePart.js"
import * as SignV5 from "../../Signing/SignV5.js"
import type * as Endpoint from "../Endpoint.js"
import type { Outgoing } from "../Pipeline.js"
import type * as MultipartBody from "./multipartBody.js"

/**
 * The content type of a JSON body.
 *
 * @since 1.0.0
 */
export const jsonType = "application/json"

/**
 * The content type of a form body.
 *
 * @since 1.0.0
 */
export const formType = "application/x-www-form-urlencoded"

const multipartParts: MultipartBody.Parts = { isFilePart: FilePart.isFilePart, text: SignV5.stringify }

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

/**
 * A call's wire parameters as its query or its body (JSON, form, or multipart once `ready` has run).
 *
 * @since 1.0.0
 */
export const encoded = (endpoint: Endpoint.Any, wire: Record<string, unknown>): Omit<Outgoing, "headers"> => {
  if (endpoint.method !== "POST")
    return { query: SignV5.queryString(wire, { encode: true }), body: undefined, contentType: undefined }
  if (endpoint.bodyEncoding === "json") return { query: "", body: JSON.stringify(wire), contentType: jsonType }
  if (endpoint.bodyEncoding === "form") {
    return { query: "", body: SignV5.queryString(wire, { encode: true }), contentType: formType }
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
 *
 * @since 1.2.0
 * @category stages
 */
export const withReferer = (
  referer: string,
  signed: Readonly<Record<string, string>> | undefined
): Record<string, string> => {
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

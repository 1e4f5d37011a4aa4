/**
 * The first step of a call: the caller's parameters checked and encoded into the wire parameters. Undefined
 * values are dropped (or refused in strict mode), the cheap checks run (`Validate`: empty symbol, non-positive
 * quantity…), then the request schema encodes them. Nothing is sent when a step refuses.
 *
 * @since 0.2.0
 */

import * as Option from "effect/Option"
import * as Result from "effect/Result"
import { InvalidParameters, type UndefinedParameter } from "../../Errors/config/Request.js"
import * as Decoding from "../../Schema/Decoding.js"
import * as FilePart from "../../Schema/FilePart.js"
import * as Params from "../../Signing/Params.js"
import type * as Endpoint from "../Endpoint.js"
import type * as Pipeline from "../Pipeline.js"
import type * as Validate from "../Validate.js"
import * as ParseErrors from "./parseErrors.js"

/** The parameters without their binary values (file bytes are no parameters to check, and walking them is slow). */
const withoutBytes = (params: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const key in params) {
    const value = params[key]
    if (!ArrayBuffer.isView(value) && !FilePart.isFilePart(value)) out[key] = value
  }
  return out
}

/**
 * The encoded parameters without `undefined` values (encoding may produce some); copied only when there are any.
 *
 * @since 0.2.0
 */
export const withoutUndefined = (encoded: Record<string, unknown>): Record<string, unknown> => {
  for (const key in encoded) {
    if (encoded[key] === undefined) {
      return (Params.prepare(encoded, false) as Result.Success<Record<string, unknown>, never>).success
    }
  }
  return encoded
}

/**
 * The wire parameters of a call, or why it is refused before anything is sent; `check` is the executor's check of
 * parameters (`Validate.params`, or the public executor's `Validate.genericParams`), `decoding` the executor's.
 *
 * @since 0.2.0
 */
export const prepare = (
  endpoint: Endpoint.Any,
  params: unknown,
  strict: boolean,
  check: typeof Validate.params,
  decoding: Decoding.Decoding = Decoding.schema
): Result.Result<Record<string, unknown>, InvalidParameters | UndefinedParameter> => {
  // what plain JavaScript may pass: no parameters are none; anything but an object is refused, never thrown on
  if (params === undefined) params = {}
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    return Result.fail(
      new InvalidParameters({
        endpoint: endpoint.path,
        path: "params",
        detail: `expected an object of parameters, got ${params === null ? "null" : Array.isArray(params) ? "an array" : typeof params}`
      })
    )
  }
  const prepared = Params.prepare(params as Readonly<Record<string, unknown>>, strict)
  if (Result.isFailure(prepared)) return Result.fail(prepared.failure)
  const problem = check(
    endpoint,
    endpoint.bodyEncoding === "multipart" ? withoutBytes(prepared.success) : prepared.success
  )
  if (Option.isSome(problem)) return Result.fail(new InvalidParameters({ endpoint: endpoint.path, ...problem.value }))
  // with the fast path installed, requests that only need checking (most of them) skip the schema's parser unless
  // they are refused (memoised)
  const encoded = decoding.encoder(endpoint.request)(prepared.success)
  if (Result.isFailure(encoded)) {
    return Result.fail(
      new InvalidParameters({
        endpoint: endpoint.path,
        ...ParseErrors.info(encoded.failure, "params", prepared.success)
      })
    )
  }
  return Result.succeed(withoutUndefined(encoded.success as Record<string, unknown>))
}

/**
 * The prepare stage (`Pipeline.Prepare`): `prepare` with the executor's strictness, check and decoding.
 *
 * @since 1.2.0
 */
export const stage =
  (strict: boolean, check: typeof Validate.params, decoding: Decoding.Decoding): Pipeline.Prepare =>
  (call, params) =>
    prepare(call.endpoint, params, strict, check, decoding)

/**
 * The prepare stage: the caller's parameters checked and encoded into the call's wire parameters (undefined values
 * dropped, or refused in strict mode; the checks `Validate` re-exports; then the request schema), the credentials of
 * a private call resolved (the region's own, `Credentials.withCredentials`, over the default), and a multipart body's
 * framing loaded before its first request is built. Nothing is sent when a step refuses.
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import { InvalidParameters, MissingCredentials, type UndefinedParameter } from "../../Errors/config/Request.js"
import * as Credentials from "../../Layers/credentials/Default.js"
import * as Decoding from "../../Schema/Decoding.js"
import * as FilePart from "../../Schema/FilePart.js"
import * as SignV5 from "../../Signing/SignV5.js"
import type * as Endpoint from "../Endpoint.js"
import type * as Checks from "../internal/checks.js"
import * as Outgoing from "../internal/outgoing.js"
import * as ParseErrors from "../internal/parseErrors.js"
import type * as Pipeline from "../Pipeline.js"

/** The parameters without their binary values (file bytes are no parameters to check, and walking them is slow). */
const withoutBytes = (params: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const key in params) {
    const value = params[key]
    if (!ArrayBuffer.isView(value) && !FilePart.isFilePart(value)) out[key] = value
  }
  return out
}

/** A check of a call's parameters: `params`, or the public executor's `genericParams`. */
type CheckParams = typeof Checks.params

/**
 * The encoded parameters without `undefined` values (encoding may produce some); copied only when there are any.
 *
 * @since 0.2.0
 */
export const withoutUndefined = (encoded: Record<string, unknown>): Record<string, unknown> => {
  for (const key in encoded) {
    if (encoded[key] === undefined) {
      return (SignV5.prepare(encoded, false) as Result.Success<Record<string, unknown>, never>).success
    }
  }
  return encoded
}

/**
 * The wire parameters of a call, or why it is refused before anything is sent; `check` is the executor's check of
 * parameters (`params`, or the public executor's `genericParams`), `decoding` the executor's.
 *
 * @since 0.2.0
 */
export const prepare = (
  endpoint: Endpoint.Any,
  params: unknown,
  strict: boolean,
  check: CheckParams,
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
  const prepared = SignV5.prepare(params as Readonly<Record<string, unknown>>, strict)
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

/**
 * The prepare stage over the executor's strictness, check of parameters (`Checks.params`, or the public executor's
 * `Checks.genericParams`), decoding and default credentials.
 *
 * @since 1.2.0
 */
export const make =
  (options: {
    readonly strict: boolean
    readonly check: CheckParams
    readonly decoding: Decoding.Decoding
    readonly defaultCredentials: Option.Option<Credentials.ApiCredentials>
  }): Pipeline.Stage =>
  (next) => {
    const { strict, check, decoding, defaultCredentials } = options
    return (call) =>
      // read off the fiber on every send: the credentials in force (what Credentials.resolve reads)
      Effect.withFiber((fiber) => {
        const endpoint = call.endpoint
        if (endpoint.auth === "private") {
          const override = fiber.getRef(Credentials.currentOverride)
          const credentials = Option.isSome(override) ? override : defaultCredentials
          if (Option.isNone(credentials)) return Effect.fail(new MissingCredentials({ endpoint: endpoint.path }))
          call.credentials = credentials
        }
        const prepared = prepare(endpoint, call.params, strict, check, decoding)
        if (Result.isFailure(prepared)) return Effect.fail(prepared.failure)
        const wire = prepared.success
        call.wire = wire
        const span = call.span
        if (span !== undefined) {
          if (typeof wire.category === "string") span.attribute("bybit.category", wire.category)
          if (typeof wire.symbol === "string") span.attribute("bybit.symbol", wire.symbol)
        }
        // a multipart body's framing loads with the first upload
        const loading = Outgoing.ready(endpoint)
        return loading === undefined ? next(call) : Effect.andThen(loading, () => next(call))
      })
  }

/**
 * The V5 (and v3) scheme: the parameter string, the header names, the signature. Parameters are prepared (undefined
 * values dropped, or refused in strict mode) and serialised into the exact query string that is both signed and
 * sent; `timestamp + apiKey + recvWindow + (query string | raw body)` is signed with HMAC-SHA256 (hex) or, for a PEM
 * secret, SHA256withRSA (base64), and sent as `X-BAPI-*` headers. The caller passes the exact query string or body it
 * sends: the signed bytes are the sent bytes. A binary body (multipart upload) is signed as
 * `bytes(timestamp + apiKey + recvWindow) ++ body`. (Before 1.2.0 the parameter string was `Signing/Params` and the
 * secret header names `Signing/SensitiveHeaders`.)
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import type { InvalidPrivateKey } from "../Errors/ConfigError.js"
import { UndefinedParameter } from "../Errors/config/Request.js"
import * as Signer from "./Signer.js"

// The parameter string: what is signed and sent, byte for byte.
/**
 * Options of {@link queryString}.
 *
 * @since 0.1.0
 * @category models
 */
export interface QueryStringOptions {
  /** `encodeURIComponent` keys and values (bybit-api's default); `false` sends them raw, as pybit does. */
  readonly encode: boolean
}

/**
 * A copy of `params` without its undefined values; in strict mode the first undefined value fails with
 * `UndefinedParameter` naming it instead. The caller's object is never mutated.
 *
 * @since 0.1.0
 * @category constructors
 */
export const prepare = (
  params: Readonly<Record<string, unknown>>,
  strict: boolean
): Result.Result<Record<string, unknown>, UndefinedParameter> => {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(params)) {
    const value = params[key]
    if (value === undefined) {
      if (strict) return Result.fail(new UndefinedParameter({ parameter: key }))
      continue
    }
    // a plain assignment of "__proto__" would set the prototype instead of copying the parameter
    if (key === "__proto__")
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
    else out[key] = value
  }
  return Result.succeed(out)
}

/**
 * The text of one parameter value: strings as they are, arrays and objects (and `null`) as JSON, anything else
 * through `String`.
 *
 * @since 0.1.0
 * @category serialisation
 */
export const stringify = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value)

/**
 * `k=v&…` in insertion order, without a leading `?`; undefined values are skipped.
 *
 * @since 0.1.0
 * @category serialisation
 */
export const queryString = (params: Readonly<Record<string, unknown>>, options: QueryStringOptions): string => {
  let out = ""
  for (const key of Object.keys(params)) {
    const value = params[key]
    if (value === undefined) continue
    const text = stringify(value)
    if (out.length > 0) out += "&"
    out += options.encode ? `${encodeURIComponent(key)}=${encodeURIComponent(text)}` : `${key}=${text}`
  }
  return out
}

// The header names.
/**
 * `X-BAPI-API-KEY`: the API key.
 *
 * @since 0.1.0
 * @category headers
 */
export const ApiKeyHeader = "X-BAPI-API-KEY"

/**
 * `X-BAPI-SIGN`: the signature.
 *
 * @since 0.1.0
 * @category headers
 */
export const SignHeader = "X-BAPI-SIGN"

/**
 * The header names (lower case, as `effect/http` stores them) whose values must never reach logs or spans:
 * the HTTP layer adds them to `Headers.CurrentRedactedNames` on every request, signed or not.
 *
 * @since 0.1.0
 * @category headers
 */
export const sensitiveHeaders: ReadonlyArray<string> = [ApiKeyHeader.toLowerCase(), SignHeader.toLowerCase()]

/**
 * `X-BAPI-TIMESTAMP`: the request time in ms, the same value that is signed.
 *
 * @since 0.1.0
 * @category headers
 */
export const TimestampHeader = "X-BAPI-TIMESTAMP"

/**
 * `X-BAPI-RECV-WINDOW`: the receive window in ms, the same value that is signed.
 *
 * @since 0.1.0
 * @category headers
 */
export const RecvWindowHeader = "X-BAPI-RECV-WINDOW"

/**
 * `X-BAPI-SIGN-TYPE`: always `2` (what the official SDKs send, for HMAC and RSA alike).
 *
 * @since 0.1.0
 * @category headers
 */
export const SignTypeHeader = "X-BAPI-SIGN-TYPE"

/**
 * The value of `X-BAPI-SIGN-TYPE`.
 *
 * @since 0.1.0
 * @category headers
 */
export const SignType = "2"

/**
 * The string that is signed: the exact concatenation `timestamp + apiKey + recvWindow + queryOrBody`.
 *
 * @since 0.1.0
 * @category signing
 */
export const payload = (timestamp: number, apiKey: string, recvWindow: number, queryOrBody: string): string =>
  `${timestamp}${apiKey}${recvWindow}${queryOrBody}`

const encoder = new TextEncoder()

/**
 * The bytes that are signed for a binary body: the UTF-8 of `timestamp + apiKey + recvWindow`, then the body bytes.
 *
 * @since 0.1.0
 * @category signing
 */
export const payloadBytes = (timestamp: number, apiKey: string, recvWindow: number, body: Uint8Array): Uint8Array => {
  const prefix = encoder.encode(`${timestamp}${apiKey}${recvWindow}`)
  const out = new Uint8Array(prefix.length + body.length)
  out.set(prefix, 0)
  out.set(body, prefix.length)
  return out
}

/**
 * What {@link headers} signs: the credentials, the request time (local clock + offset) and receive window, and
 * either the query string of a GET (no leading `?`; empty when there are no parameters) or the raw body of a POST
 * (text, or bytes for a multipart body).
 *
 * @since 0.1.0
 * @category models
 */
export type HeadersInput = {
  readonly apiKey: Redacted.Redacted<string>
  readonly secret: Redacted.Redacted<string>
  readonly timestamp: number
  readonly recvWindow: number
} & ({ readonly query: string } | { readonly body: string | Uint8Array })

/**
 * The signed request headers on a given signer, handed to `then` (what `headersWith` does, followed by the caller's
 * next step with no step between them): the REST executor's path.
 *
 * @since 0.2.0
 * @category signing
 */
export const headersThen = <A, E>(
  signer: Signer.SignerService,
  input: HeadersInput,
  then: (headers: Record<string, string>) => Effect.Effect<A, E>
): Effect.Effect<A, E | InvalidPrivateKey> => {
  const apiKey = Redacted.value(input.apiKey)
  const signed = "body" in input ? input.body : input.query
  const headersOf = (signature: string) =>
    then({
      [ApiKeyHeader]: apiKey,
      [TimestampHeader]: String(input.timestamp),
      [SignHeader]: signature,
      [RecvWindowHeader]: String(input.recvWindow),
      [SignTypeHeader]: SignType
    })
  // the signer made for this secret: its algorithm was decided when it was made, not here
  const key = signer.forSecret(input.secret)
  if (typeof signed === "string") {
    const text = payload(input.timestamp, apiKey, input.recvWindow, signed)
    // a synchronous signer's HMAC takes no effect step
    return key.signNow === undefined ? Effect.flatMap(key.sign(text), headersOf) : headersOf(key.signNow(text))
  }
  return Effect.flatMap(key.sign(payloadBytes(input.timestamp, apiKey, input.recvWindow, signed)), headersOf)
}

/**
 * The signed request headers on a given signer (what `headers` does, without reading the signer from the context).
 *
 * @since 0.2.0
 * @category signing
 */
export const headersWith = (
  signer: Signer.SignerService,
  input: HeadersInput
): Effect.Effect<Record<string, string>, InvalidPrivateKey> => headersThen(signer, input, Effect.succeed)

/**
 * The signed request headers: `X-BAPI-API-KEY`, `X-BAPI-TIMESTAMP`, `X-BAPI-SIGN`, `X-BAPI-RECV-WINDOW` and
 * `X-BAPI-SIGN-TYPE`. RSA is used when the secret is a PEM private key.
 *
 * @since 0.1.0
 * @category signing
 */
export const headers = (input: HeadersInput): Effect.Effect<Record<string, string>, InvalidPrivateKey, Signer.Signer> =>
  Effect.flatMap(Signer.Signer, (signer) => headersWith(signer, input))

/**
 * V5 (and v3) header signing: `timestamp + apiKey + recvWindow + (query string | raw body)`, signed with HMAC-SHA256
 * (hex) or, for a PEM secret, SHA256withRSA (base64), sent as `X-BAPI-*` headers. The caller passes the exact query
 * string or body it sends: the signed bytes are the sent bytes. A binary body (multipart upload) is signed as
 * `bytes(timestamp + apiKey + recvWindow) ++ body`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import type { InvalidPrivateKey } from "../Errors/ConfigError.js"
import { ApiKeyHeader, SignHeader } from "./SensitiveHeaders.js"
import * as Signer from "./Signer.js"

export { ApiKeyHeader, SignHeader, sensitiveHeaders } from "./SensitiveHeaders.js"

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
  if (typeof signed === "string") {
    const text = payload(input.timestamp, apiKey, input.recvWindow, signed)
    // a synchronous signer's HMAC takes no effect step
    const now = Signer.signNow(signer, input.secret, text)
    return now === undefined ? Effect.flatMap(Signer.signWith(signer, input.secret, text), headersOf) : headersOf(now)
  }
  return Effect.flatMap(
    Signer.signWith(signer, input.secret, payloadBytes(input.timestamp, apiKey, input.recvWindow, signed)),
    headersOf
  )
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

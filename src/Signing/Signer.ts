/**
 * The signing primitive behind every signed call: HMAC-SHA256 (hex) or RSA SHA256withRSA (base64) when the
 * secret is a PEM private key, over a text payload (signed as its UTF-8 bytes) or over raw bytes (multipart uploads,
 * whose body is no text). Node (node:crypto) and browser (WebCrypto) layers implement the same service.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import type { InvalidPrivateKey } from "../Errors/config/Keys.js"

/**
 * Which algorithm produced a signature.
 *
 * @since 0.1.0
 * @category models
 */
export type SignatureKind = "hmac" | "rsa"

/**
 * The signer service.
 *
 * @since 0.1.0
 * @category models
 */
export interface SignerService {
  /** HMAC-SHA256 of `payload` keyed by `secret`, lower-case hex. */
  readonly hmacSha256Hex: (secret: Redacted.Redacted<string>, payload: string) => Effect.Effect<string>
  /** RSASSA-PKCS1-v1_5 / SHA-256 of `payload` with the PEM private key `pem`, base64. */
  readonly rsaSha256Base64: (
    pem: Redacted.Redacted<string>,
    payload: string
  ) => Effect.Effect<string, InvalidPrivateKey>
  /**
   * HMAC-SHA256 of `payload` keyed by `secret`, lower-case hex, computed at once: given by a platform that signs
   * synchronously (node:crypto), so that a signed request spends no effect step on its signature; absent on
   * WebCrypto. It must return what `hmacSha256Hex` produces.
   */
  readonly hmacSha256HexNow?: (secret: Redacted.Redacted<string>, payload: string) => string
  /** HMAC-SHA256 of the bytes `payload` keyed by `secret`, lower-case hex. */
  readonly hmacSha256HexBytes: (secret: Redacted.Redacted<string>, payload: Uint8Array) => Effect.Effect<string>
  /** RSASSA-PKCS1-v1_5 / SHA-256 of the bytes `payload` with the PEM private key `pem`, base64. */
  readonly rsaSha256Base64Bytes: (
    pem: Redacted.Redacted<string>,
    payload: Uint8Array
  ) => Effect.Effect<string, InvalidPrivateKey>
}

/**
 * The signer.
 *
 * @since 0.1.0
 * @category tags
 */
export class Signer extends Context.Service<Signer, SignerService>()("effect-bybit/Signer") {}

/**
 * Whether a secret is a PEM private key (RSA signing) rather than an HMAC secret.
 *
 * @since 0.1.0
 * @category utils
 */
export const isPem = (secret: string): boolean => secret.includes("PRIVATE KEY")

/**
 * The algorithm a secret signs with: RSA when it is a PEM private key, HMAC otherwise.
 *
 * @since 0.1.0
 * @category utils
 */
export const kindOf = (secret: Redacted.Redacted<string>): SignatureKind =>
  isPem(Redacted.value(secret)) ? "rsa" : "hmac"

/**
 * The one signing function: signs `payload` (text or bytes) with the algorithm the secret calls for, hex
 * HMAC-SHA256 or base64 SHA256withRSA for a PEM key, on a given signer. V5 REST headers (`SignV5`), the older REST
 * families' parameters (`SignLegacy`) and the WebSocket authentication of the private and trade streams (`WsAuth`)
 * all sign through it; the REST executor calls it with the signer it resolved once.
 *
 * @since 0.2.0
 * @category signing
 */
export const signWith = (
  signer: SignerService,
  secret: Redacted.Redacted<string>,
  payload: string | Uint8Array
): Effect.Effect<string, InvalidPrivateKey> => {
  const rsa = kindOf(secret) === "rsa"
  if (typeof payload === "string") {
    return rsa ? signer.rsaSha256Base64(secret, payload) : signer.hmacSha256Hex(secret, payload)
  }
  return rsa ? signer.rsaSha256Base64Bytes(secret, payload) : signer.hmacSha256HexBytes(secret, payload)
}

/**
 * The signature of a text payload computed at once, when the signer can (HMAC on a synchronous signer); `undefined`
 * when it must go through `signWith` (RSA, or an asynchronous signer). The same bytes as `signWith` gives.
 *
 * @since 0.2.0
 * @category signing
 */
export const signNow = (
  signer: SignerService,
  secret: Redacted.Redacted<string>,
  payload: string
): string | undefined =>
  signer.hmacSha256HexNow !== undefined && kindOf(secret) === "hmac"
    ? signer.hmacSha256HexNow(secret, payload)
    : undefined

/**
 * Signs `payload` with the algorithm the secret calls for: hex HMAC-SHA256, or base64 SHA256withRSA for a PEM key.
 *
 * @since 0.1.0
 * @category signing
 */
export const sign = (
  secret: Redacted.Redacted<string>,
  payload: string
): Effect.Effect<string, InvalidPrivateKey, Signer> =>
  Effect.flatMap(Signer, (signer) => signWith(signer, secret, payload))

/**
 * Signs the bytes `payload` with the algorithm the secret calls for: hex HMAC-SHA256, or base64 SHA256withRSA for a
 * PEM key.
 *
 * @since 0.1.0
 * @category signing
 */
export const signBytes = (
  secret: Redacted.Redacted<string>,
  payload: Uint8Array
): Effect.Effect<string, InvalidPrivateKey, Signer> =>
  Effect.flatMap(Signer, (signer) => signWith(signer, secret, payload))

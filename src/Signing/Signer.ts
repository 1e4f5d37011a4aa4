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
 * A signer made for one secret: its algorithm decided once, when it was made (a PEM private key signs with RSA, any
 * other secret with HMAC), so a signature decides nothing. It reads the secret on every signature, so a wiped secret
 * fails as it always did.
 *
 * @since 1.2.0
 * @category models
 */
export interface KeySigner {
  /** The algorithm the secret signs with. */
  readonly kind: SignatureKind
  /** Signs text (its UTF-8 bytes) or bytes: hex HMAC-SHA256, or base64 SHA256withRSA for a PEM key. */
  readonly sign: (payload: string | Uint8Array) => Effect.Effect<string, InvalidPrivateKey>
  /**
   * The signature of a text payload computed at once, when the platform signs synchronously (HMAC on node:crypto),
   * so that a signed request spends no effect step on it; `undefined` otherwise. The same text as `sign` gives.
   */
  readonly signNow: ((payload: string) => string) | undefined
}

/**
 * The four signing functions a platform implements: what {@link make} turns into a {@link SignerService}.
 *
 * @since 1.2.0
 * @category models
 */
export interface Primitives {
  /** HMAC-SHA256 of `payload` keyed by `secret`, lower-case hex. */
  readonly hmacSha256Hex: (secret: Redacted.Redacted<string>, payload: string) => Effect.Effect<string>
  /** RSASSA-PKCS1-v1_5 / SHA-256 of `payload` with the PEM private key `pem`, base64. */
  readonly rsaSha256Base64: (
    pem: Redacted.Redacted<string>,
    payload: string
  ) => Effect.Effect<string, InvalidPrivateKey>
  /** HMAC-SHA256 of the bytes `payload` keyed by `secret`, lower-case hex. */
  readonly hmacSha256HexBytes: (secret: Redacted.Redacted<string>, payload: Uint8Array) => Effect.Effect<string>
  /** RSASSA-PKCS1-v1_5 / SHA-256 of the bytes `payload` with the PEM private key `pem`, base64. */
  readonly rsaSha256Base64Bytes: (
    pem: Redacted.Redacted<string>,
    payload: Uint8Array
  ) => Effect.Effect<string, InvalidPrivateKey>
}

/**
 * The signer service: the platform's signing functions, and the signer made for a secret (`forSecret`, what every
 * signed request, legacy parameter and WebSocket auth signs through). The Node and WebCrypto signers make theirs
 * with the key they import for it; an own signer (an HSM, a remote signer) is made from its functions by
 * {@link make}. (Before 1.2.0 the service had no `forSecret` and an optional `hmacSha256HexNow`.)
 *
 * @since 0.1.0
 * @category models
 */
export interface SignerService extends Primitives {
  /** The signer made for `secret`: the same one for the same `Redacted` (made on its first signature). */
  readonly forSecret: (secret: Redacted.Redacted<string>) => KeySigner
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
 * A signer service from a platform's four signing functions: each secret's signer made once (its algorithm decided
 * then) and kept for that `Redacted`. For an own signer; the Node and WebCrypto signers make theirs natively.
 *
 * @since 1.2.0
 * @category constructors
 */
export const make = (primitives: Primitives): SignerService => {
  const made = new WeakMap<Redacted.Redacted<string>, KeySigner>()
  const forSecret = (secret: Redacted.Redacted<string>): KeySigner => {
    const cached = made.get(secret)
    if (cached !== undefined) return cached
    const key: KeySigner =
      kindOf(secret) === "rsa"
        ? {
            kind: "rsa",
            sign: (payload) =>
              typeof payload === "string"
                ? primitives.rsaSha256Base64(secret, payload)
                : primitives.rsaSha256Base64Bytes(secret, payload),
            signNow: undefined
          }
        : {
            kind: "hmac",
            sign: (payload) =>
              typeof payload === "string"
                ? primitives.hmacSha256Hex(secret, payload)
                : primitives.hmacSha256HexBytes(secret, payload),
            signNow: undefined
          }
    made.set(secret, key)
    return key
  }
  return { ...primitives, forSecret }
}

/**
 * The one signing function: signs `payload` (text or bytes) with the algorithm the secret calls for, hex
 * HMAC-SHA256 or base64 SHA256withRSA for a PEM key, on a given signer (through the signer it made for the secret).
 * The older REST families' parameters (`SignLegacy`) and the WebSocket authentication of the private and trade
 * streams (`WsAuth`) sign through it; V5 headers (`SignV5`) through the secret's signer directly.
 *
 * @since 0.2.0
 * @category signing
 */
export const signWith = (
  signer: SignerService,
  secret: Redacted.Redacted<string>,
  payload: string | Uint8Array
): Effect.Effect<string, InvalidPrivateKey> => signer.forSecret(secret).sign(payload)

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
): string | undefined => signer.forSecret(secret).signNow?.(payload)

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

/**
 * The WebCrypto signer (`globalThis.crypto.subtle`): runs in browsers, Deno, Bun and Node 20+. Imports no `node:`
 * module and no `Buffer`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import { InvalidPrivateKey } from "../Errors/ConfigError.js"
import { Signer, type SignerService } from "./Signer.js"

const encoder = /*#__PURE__*/ new TextEncoder()

const HEX: ReadonlyArray<string> = /*#__PURE__*/ Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"))

/**
 * Lower-case hex of bytes.
 *
 * @since 0.1.0
 * @category encoding
 */
export const toHex = (bytes: Uint8Array): string => {
  let out = ""
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]!]
  return out
}

/**
 * Standard (padded) base64 of bytes.
 *
 * @since 0.1.0
 * @category encoding
 */
export const toBase64 = (bytes: Uint8Array): string => {
  let binary = ""
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!)
  return btoa(binary)
}

const PEM = /-----BEGIN ((?:RSA )?)PRIVATE KEY-----([\s\S]*?)-----END \1PRIVATE KEY-----/

// DER length octets (definite form)
const derLength = (length: number): Array<number> => {
  if (length < 0x80) return [length]
  const octets: Array<number> = []
  for (let n = length; n > 0; n = Math.floor(n / 256)) octets.unshift(n % 256)
  return [0x80 | octets.length, ...octets]
}

// version 0 + AlgorithmIdentifier { rsaEncryption (1.2.840.113549.1.1.1), NULL }
const PKCS8_RSA_PREFIX = [
  0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00
]

// WebCrypto imports only PKCS#8; node:crypto also takes PKCS#1 ("RSA PRIVATE KEY"), so wrap it for parity.
const pkcs1ToPkcs8 = (pkcs1: Uint8Array): Uint8Array<ArrayBuffer> => {
  const octetString = [0x04, ...derLength(pkcs1.length)]
  const innerLength = PKCS8_RSA_PREFIX.length + octetString.length + pkcs1.length
  const head = [0x30, ...derLength(innerLength), ...PKCS8_RSA_PREFIX, ...octetString]
  const out = new Uint8Array(head.length + pkcs1.length)
  out.set(head, 0)
  out.set(pkcs1, head.length)
  return out
}

/**
 * The DER bytes (PKCS#8) of a PEM private key: `PRIVATE KEY` as is, `RSA PRIVATE KEY` (PKCS#1) wrapped in PKCS#8.
 * Fails with `InvalidPrivateKey` (describing the problem, never quoting the key) when the text is no such PEM.
 *
 * @since 0.1.0
 * @category encoding
 */
export const pemToPkcs8 = (pem: string): Either.Either<Uint8Array<ArrayBuffer>, InvalidPrivateKey> => {
  const match = PEM.exec(pem)
  if (match === null) {
    return Either.left(new InvalidPrivateKey({ detail: "no PEM block labelled PRIVATE KEY or RSA PRIVATE KEY" }))
  }
  const body = (match[2] ?? "").replace(/\s+/g, "")
  if (body.length === 0 || body.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) {
    return Either.left(new InvalidPrivateKey({ detail: "the PEM body is not base64" }))
  }
  const binary = atob(body)
  const der = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) der[i] = binary.charCodeAt(i)
  return Either.right(match[1] === "RSA " ? pkcs1ToPkcs8(der) : der)
}

const RSA_ALGORITHM = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const
const HMAC_ALGORITHM = { name: "HMAC", hash: "SHA-256" } as const

const describe = (error: unknown): string =>
  // WebCrypto's errors name the failure (DataError: "Invalid keyData"), never the key material
  error instanceof Error ? `${error.name}: ${error.message}` : "the key could not be imported"

const NO_SUBTLE = "WebCrypto (globalThis.crypto.subtle) is unavailable: browsers expose it only in secure contexts"

const unavailable: SignerService = {
  hmacSha256Hex: () => Effect.dieMessage(NO_SUBTLE),
  rsaSha256Base64: () => Effect.dieMessage(NO_SUBTLE),
  hmacSha256HexBytes: () => Effect.dieMessage(NO_SUBTLE),
  rsaSha256Base64Bytes: () => Effect.dieMessage(NO_SUBTLE)
}

// WebCrypto takes an ArrayBuffer-backed view: copy only a view over a SharedArrayBuffer
const ownBuffer = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes)

const makeWith = (subtle: SubtleCrypto): SignerService => {
  const hmacKeys = new Map<string, CryptoKey>()
  const rsaKeys = new Map<string, CryptoKey>()

  const hmacKey = (secret: string): Effect.Effect<CryptoKey> => {
    const cached = hmacKeys.get(secret)
    if (cached !== undefined) return Effect.succeed(cached)
    // HMAC zero-pads keys to the block size, so the empty key equals the one-zero-byte key (which WebCrypto accepts)
    const raw = secret.length === 0 ? new Uint8Array(1) : encoder.encode(secret)
    return Effect.promise(async () => {
      const key = await subtle.importKey("raw", raw, HMAC_ALGORITHM, false, ["sign"])
      hmacKeys.set(secret, key)
      return key
    })
  }

  const rsaKey = (pem: string): Effect.Effect<CryptoKey, InvalidPrivateKey> => {
    const cached = rsaKeys.get(pem)
    if (cached !== undefined) return Effect.succeed(cached)
    return Effect.flatMap(pemToPkcs8(pem), (der) =>
      Effect.tryPromise({
        try: async () => {
          const key = await subtle.importKey("pkcs8", der, RSA_ALGORITHM, false, ["sign"])
          rsaKeys.set(pem, key)
          return key
        },
        catch: (error) => new InvalidPrivateKey({ detail: describe(error) })
      })
    )
  }

  const hmac = (secret: Redacted.Redacted<string>, payload: Uint8Array<ArrayBuffer>) =>
    Effect.flatMap(hmacKey(Redacted.value(secret)), (key) =>
      Effect.promise(() => subtle.sign("HMAC", key, payload)).pipe(
        Effect.map((signature) => toHex(new Uint8Array(signature)))
      )
    )
  const rsa = (pem: Redacted.Redacted<string>, payload: Uint8Array<ArrayBuffer>) =>
    Effect.flatMap(rsaKey(Redacted.value(pem)), (key) =>
      Effect.promise(() => subtle.sign(RSA_ALGORITHM, key, payload)).pipe(
        Effect.map((signature) => toBase64(new Uint8Array(signature)))
      )
    )

  return {
    hmacSha256Hex: (secret, payload) => hmac(secret, encoder.encode(payload)),
    rsaSha256Base64: (pem, payload) => rsa(pem, encoder.encode(payload)),
    hmacSha256HexBytes: (secret, payload) => hmac(secret, ownBuffer(payload)),
    rsaSha256Base64Bytes: (pem, payload) => rsa(pem, ownBuffer(payload))
  }
}

/**
 * Builds a signer; each instance caches the imported `CryptoKey`s (one import per HMAC secret and per PEM). Where
 * WebCrypto is missing (a browser page outside a secure context) signing dies with a message saying so.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make: Effect.Effect<SignerService> = /*#__PURE__*/ Effect.sync(() => {
  const subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle
  return Signer.of(subtle === undefined ? unavailable : makeWith(subtle))
})

/**
 * The signer backed by WebCrypto.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer: Layer.Layer<Signer> = /*#__PURE__*/ Layer.effect(Signer, make)

/**
 * The WebCrypto signer (`globalThis.crypto.subtle`): runs in browsers, Deno, Bun and Node 20+. Imports no `node:`
 * module and no `Buffer`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import { InvalidPrivateKey } from "../Errors/ConfigError.js"
import type * as WebRsa from "./internal/webRsa.js"
import { type KeySigner, kindOf, Signer, type SignerService } from "./Signer.js"

const encoder = new TextEncoder()

const HEX: ReadonlyArray<string> = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"))

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

const HMAC_ALGORITHM = { name: "HMAC", hash: "SHA-256" } as const

const NO_SUBTLE = "WebCrypto (globalThis.crypto.subtle) is unavailable: browsers expose it only in secure contexts"

const dies = () => Effect.die(new Error(NO_SUBTLE))

const unavailable: SignerService = {
  hmacSha256Hex: dies,
  rsaSha256Base64: dies,
  hmacSha256HexBytes: dies,
  rsaSha256Base64Bytes: dies,
  forSecret: (secret) => ({ kind: kindOf(secret), sign: dies, signNow: undefined })
}

// WebCrypto takes an ArrayBuffer-backed view: copy only a view over a SharedArrayBuffer
const ownBuffer = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes)

const makeWith = (subtle: SubtleCrypto): SignerService => {
  const hmacKeys = new Map<string, CryptoKey>()

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

  // RSA keys are rare beside HMAC secrets: the PEM reader loads with the first RSA signature
  let rsaModule: Promise<WebRsa.Rsa> | undefined
  const rsa = Effect.promise(() => {
    rsaModule ??= import("./internal/webRsa.js").then((module) => module.make(subtle))
    return rsaModule
  })
  const rsaKey = (pem: string): Effect.Effect<CryptoKey, InvalidPrivateKey> =>
    Effect.flatMap(rsa, (signer) =>
      Effect.tryPromise({
        try: () => signer.key(pem),
        catch: (error) => new InvalidPrivateKey({ detail: error instanceof Error ? error.message : String(error) })
      })
    )

  const hmac = (secret: Redacted.Redacted<string>, payload: Uint8Array<ArrayBuffer>) =>
    Effect.flatMap(hmacKey(Redacted.value(secret)), (key) =>
      Effect.promise(() => subtle.sign("HMAC", key, payload)).pipe(
        Effect.map((signature) => toHex(new Uint8Array(signature)))
      )
    )
  const rsaOf = (pem: Redacted.Redacted<string>, payload: Uint8Array<ArrayBuffer>) =>
    Effect.flatMap(rsaKey(Redacted.value(pem)), (key) =>
      Effect.flatMap(rsa, (signer) => Effect.promise(() => signer.sign(key, payload))).pipe(
        Effect.map((signature) => toBase64(new Uint8Array(signature)))
      )
    )

  const bytesOf = (payload: string | Uint8Array): Uint8Array<ArrayBuffer> =>
    typeof payload === "string" ? encoder.encode(payload) : ownBuffer(payload)

  // Each secret's signer, made on its first signature: the algorithm is decided there, once (WebCrypto signs
  // asynchronously, so there is no signature at once)
  const made = new WeakMap<Redacted.Redacted<string>, KeySigner>()
  const forSecret = (secret: Redacted.Redacted<string>): KeySigner => {
    const cached = made.get(secret)
    if (cached !== undefined) return cached
    const key: KeySigner =
      kindOf(secret) === "rsa"
        ? { kind: "rsa", sign: (payload) => rsaOf(secret, bytesOf(payload)), signNow: undefined }
        : { kind: "hmac", sign: (payload) => hmac(secret, bytesOf(payload)), signNow: undefined }
    made.set(secret, key)
    return key
  }

  return {
    hmacSha256Hex: (secret, payload) => hmac(secret, encoder.encode(payload)),
    rsaSha256Base64: (pem, payload) => rsaOf(pem, encoder.encode(payload)),
    hmacSha256HexBytes: (secret, payload) => hmac(secret, ownBuffer(payload)),
    rsaSha256Base64Bytes: (pem, payload) => rsaOf(pem, ownBuffer(payload)),
    forSecret
  }
}

/**
 * Builds a signer; each instance caches the imported `CryptoKey`s (one import per HMAC secret and per PEM). Where
 * WebCrypto is missing (a browser page outside a secure context) signing dies with a message saying so.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make: Effect.Effect<SignerService> = Effect.sync(() => {
  const subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle
  return Signer.of(subtle === undefined ? unavailable : makeWith(subtle))
})

/**
 * The signer backed by WebCrypto. The steps of a WebSocket's `auth` op (its arguments are a signature) are the
 * platform's to install beside it (`BybitSocket.layerAuth`, in `Platform.layer`'s record): a signer alone leaves them
 * out (before 1.2.0 it brought them).
 *
 * @since 0.1.0
 * @category layers
 */
export const layer: Layer.Layer<Signer> = Layer.effect(Signer, make)

/**
 * The Node signer: `node:crypto`, synchronous. Reachable only from the Node entry (`effect-bybit/node`).
 *
 * @since 0.1.0
 */
import { createHmac, createPrivateKey, createSecretKey, sign as cryptoSign, type KeyObject } from "node:crypto"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import { InvalidPrivateKey } from "../Errors/ConfigError.js"
import { type KeySigner, kindOf, Signer, type SignerService } from "./Signer.js"

const describe = (error: unknown): string =>
  // node:crypto's import errors name the decoder failure, never the key material
  error instanceof Error ? error.message : "the key could not be imported"

/**
 * Builds a signer; each instance keeps its own cache of imported private keys (one import per PEM).
 *
 * @since 0.1.0
 * @category constructors
 */
export const make: Effect.Effect<SignerService> = Effect.sync(() => {
  const keys = new Map<string, KeyObject>()

  const privateKey = (pem: string): KeyObject => {
    const cached = keys.get(pem)
    if (cached !== undefined) return cached
    const key = createPrivateKey({ key: pem, format: "pem" })
    // crypto.sign would happily produce ECDSA/EdDSA signatures: only RSA is what Bybit verifies
    if (key.asymmetricKeyType !== "rsa") {
      throw new Error(`expected an RSA private key, got ${key.asymmetricKeyType ?? "an unknown key type"}`)
    }
    keys.set(pem, key)
    return key
  }

  const rsa = (pem: Redacted.Redacted<string>, payload: Uint8Array) =>
    Effect.try({
      // RSA keys default to RSASSA-PKCS1-v1_5 padding
      try: () => cryptoSign("sha256", payload, privateKey(Redacted.value(pem))).toString("base64"),
      catch: (error) => new InvalidPrivateKey({ detail: describe(error) })
    })

  // An HMAC key imported once per secret: a text key is converted to bytes by every createHmac. The secret is read
  // on every signature all the same, so a wiped secret fails as it always did; a changed one is imported again.
  const hmacKeys = new WeakMap<Redacted.Redacted<string>, { readonly text: string; readonly key: KeyObject }>()
  const hmacKey = (secret: Redacted.Redacted<string>): KeyObject => {
    const text = Redacted.value(secret)
    const cached = hmacKeys.get(secret)
    if (cached !== undefined && cached.text === text) return cached.key
    const key = createSecretKey(Buffer.from(text, "utf8"))
    hmacKeys.set(secret, { text, key })
    return key
  }

  const hmacNow = (secret: Redacted.Redacted<string>, payload: string): string =>
    createHmac("sha256", hmacKey(secret)).update(payload, "utf8").digest("hex")
  const hmacBytes = (secret: Redacted.Redacted<string>, payload: Uint8Array): string =>
    createHmac("sha256", hmacKey(secret)).update(payload).digest("hex")

  // Each secret's signer, made on its first signature: the algorithm is decided there, once (node:crypto signs at
  // once, so an HMAC signature of text needs no effect step).
  const made = new WeakMap<Redacted.Redacted<string>, KeySigner>()
  const forSecret = (secret: Redacted.Redacted<string>): KeySigner => {
    const cached = made.get(secret)
    if (cached !== undefined) return cached
    const key: KeySigner =
      kindOf(secret) === "rsa"
        ? {
            kind: "rsa",
            sign: (payload) => rsa(secret, typeof payload === "string" ? Buffer.from(payload, "utf8") : payload),
            signNow: undefined
          }
        : {
            kind: "hmac",
            sign: (payload) =>
              Effect.sync(() => (typeof payload === "string" ? hmacNow(secret, payload) : hmacBytes(secret, payload))),
            signNow: (payload) => hmacNow(secret, payload)
          }
    made.set(secret, key)
    return key
  }

  return Signer.of({
    hmacSha256Hex: (secret, payload) => Effect.sync(() => hmacNow(secret, payload)),
    rsaSha256Base64: (pem, payload) => rsa(pem, Buffer.from(payload, "utf8")),
    hmacSha256HexBytes: (secret, payload) => Effect.sync(() => hmacBytes(secret, payload)),
    rsaSha256Base64Bytes: rsa,
    forSecret
  })
})

/**
 * The signer backed by `node:crypto`. The steps of a WebSocket's `auth` op (its arguments are a signature) are the
 * platform's to install beside it (`BybitSocket.layerAuth`, in `Platform.layer`'s record): a signer alone leaves them
 * out (before 1.2.0 it brought them).
 *
 * @since 0.1.0
 * @category layers
 */
export const layer: Layer.Layer<Signer> = Layer.effect(Signer, make)

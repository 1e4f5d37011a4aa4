// Signing over bytes (multipart uploads): both Signer layers against node:crypto over the same bytes, computed here
// independently of src/Signing.
import { createHmac, sign as cryptoSign, verify } from "node:crypto"
import { readFileSync } from "node:fs"
import { describe, expect, it, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as Signer from "../../src/Signing/Signer.js"
import * as SignerNode from "../../src/Signing/SignerNode.js"
import * as SignerWeb from "../../src/Signing/SignerWeb.js"
import * as SignV5 from "../../src/Signing/SignV5.js"

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/rsa/${name}`, import.meta.url), "utf8")
const pkcs8 = fixture("private.pem")
const pkcs1 = fixture("private-pkcs1.pem")
const publicPem = fixture("public.pem")

const layers: ReadonlyArray<readonly [string, Layer.Layer<Signer.Signer>]> = [
  ["SignerNode", SignerNode.layer],
  ["SignerWeb", SignerWeb.layer]
]

// Not valid UTF-8 (a lone 0xff, a truncated sequence), NUL bytes, CR LF and every other byte value once.
const binary = Uint8Array.from([
  0xff,
  0x00,
  0xfe,
  0x0d,
  0x0a,
  0xc3,
  0x00,
  0x80,
  ...Array.from({ length: 256 }, (_, i) => i)
])
const prefix = "1742311654006XXXXXXXXXX5000"
const signed = Buffer.concat([Buffer.from(prefix, "utf8"), binary])

const hmacHex = (secret: string, bytes: Uint8Array): string => createHmac("sha256", secret).update(bytes).digest("hex")

for (const [name, signerLayer] of layers) {
  layer(signerLayer)(name, (it) => {
    it.effect("HMAC-SHA256 hex over bytes equals node:crypto's over the same bytes", () =>
      Effect.gen(function* () {
        const signer = yield* Signer.Signer
        const cases: ReadonlyArray<readonly [string, Uint8Array]> = [
          ["XXXXXXXXXX", signed],
          ["clé-ß-€", binary],
          ["secret", new Uint8Array(0)],
          ["", Uint8Array.of(0xff)]
        ]
        for (const [secret, bytes] of cases) {
          expect(yield* signer.hmacSha256HexBytes(Redacted.make(secret), bytes)).toBe(hmacHex(secret, bytes))
        }
        // a lossy text round trip of the same bytes signs something else
        const asText = Buffer.from(signed).toString("utf8")
        expect(yield* signer.hmacSha256Hex(Redacted.make("XXXXXXXXXX"), asText)).not.toBe(hmacHex("XXXXXXXXXX", signed))
      })
    )

    it.effect("the bytes variant of a UTF-8 text payload gives the text variant's signature", () =>
      Effect.gen(function* () {
        const signer = yield* Signer.Signer
        const text = '1658385579423XXXXXXXXXX5000{"note":"naïve ✓"}'
        const bytes = new TextEncoder().encode(text)
        expect(yield* signer.hmacSha256HexBytes(Redacted.make("XXXXXXXXXX"), bytes)).toBe(
          yield* signer.hmacSha256Hex(Redacted.make("XXXXXXXXXX"), text)
        )
        expect(yield* signer.rsaSha256Base64Bytes(Redacted.make(pkcs8), bytes)).toBe(
          yield* signer.rsaSha256Base64(Redacted.make(pkcs8), text)
        )
      })
    )

    it.effect(
      "RSA over bytes: PKCS#8 and PKCS#1 keys give node:crypto's signature, which the public key verifies",
      () =>
        Effect.gen(function* () {
          const signer = yield* Signer.Signer
          // PKCS#1 v1.5 signatures are deterministic: the expected value is computed, not recorded
          const expected = cryptoSign("sha256", signed, pkcs8).toString("base64")
          expect(yield* signer.rsaSha256Base64Bytes(Redacted.make(pkcs8), signed)).toBe(expected)
          expect(yield* signer.rsaSha256Base64Bytes(Redacted.make(pkcs1), signed)).toBe(expected)
          expect(verify("sha256", signed, publicPem, Buffer.from(expected, "base64"))).toBe(true)
          expect(
            verify("sha256", Buffer.concat([signed, Uint8Array.of(0)]), publicPem, Buffer.from(expected, "base64"))
          ).toBe(false)
        })
    )

    it.effect("a view into a larger (or shared) buffer signs only its own bytes", () =>
      Effect.gen(function* () {
        const signer = yield* Signer.Signer
        const backing = new Uint8Array(signed.length + 8).fill(0x41)
        backing.set(signed, 4)
        const view = backing.subarray(4, 4 + signed.length)
        expect(yield* signer.hmacSha256HexBytes(Redacted.make("k"), view)).toBe(hmacHex("k", signed))
        const shared = new Uint8Array(new SharedArrayBuffer(signed.length))
        shared.set(signed)
        expect(yield* signer.hmacSha256HexBytes(Redacted.make("k"), shared)).toBe(hmacHex("k", signed))
        expect(yield* signer.rsaSha256Base64Bytes(Redacted.make(pkcs8), shared)).toBe(
          cryptoSign("sha256", signed, pkcs8).toString("base64")
        )
      })
    )

    it.effect("an invalid PEM fails the bytes variant with InvalidPrivateKey", () =>
      Effect.gen(function* () {
        const signer = yield* Signer.Signer
        const error = yield* Effect.flip(
          signer.rsaSha256Base64Bytes(
            Redacted.make("-----BEGIN PRIVATE KEY-----\n!!\n-----END PRIVATE KEY-----"),
            binary
          )
        )
        expect(error._tag).toBe("InvalidPrivateKey")
      })
    )

    it.effect("Signer.signBytes picks RSA for a PEM secret and HMAC otherwise", () =>
      Effect.gen(function* () {
        expect(yield* Signer.signBytes(Redacted.make("XXXXXXXXXX"), signed)).toBe(hmacHex("XXXXXXXXXX", signed))
        expect(yield* Signer.signBytes(Redacted.make(pkcs8), signed)).toBe(
          cryptoSign("sha256", signed, pkcs8).toString("base64")
        )
      })
    )

    it.effect("SignV5.headers signs timestamp + key + recvWindow ++ a binary body", () =>
      Effect.gen(function* () {
        const headers = yield* SignV5.headers({
          apiKey: Redacted.make("XXXXXXXXXX"),
          secret: Redacted.make("secret"),
          timestamp: 1742311654006,
          recvWindow: 5000,
          body: binary
        })
        expect(headers[SignV5.SignHeader]).toBe(hmacHex("secret", Buffer.concat([Buffer.from(prefix), binary])))
        expect(headers[SignV5.TimestampHeader]).toBe("1742311654006")
        const rsaHeaders = yield* SignV5.headers({
          apiKey: Redacted.make("XXXXXXXXXX"),
          secret: Redacted.make(pkcs8),
          timestamp: 1742311654006,
          recvWindow: 5000,
          body: binary
        })
        expect(verify("sha256", signed, publicPem, Buffer.from(rsaHeaders[SignV5.SignHeader] ?? "", "base64"))).toBe(
          true
        )
      })
    )
  })
}

describe("SignV5.payloadBytes", () => {
  it("is the UTF-8 of timestamp + key + recvWindow followed by the body, byte for byte", () => {
    expect(Buffer.from(SignV5.payloadBytes(1742311654006, "XXXXXXXXXX", 5000, binary))).toEqual(signed)
    expect(Buffer.from(SignV5.payloadBytes(1, "ké", 2, new Uint8Array(0)))).toEqual(Buffer.from("1ké2", "utf8"))
  })
})

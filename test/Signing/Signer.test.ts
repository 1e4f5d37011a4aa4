import { createHmac, generateKeyPairSync, verify } from "node:crypto"
import { readFileSync } from "node:fs"
import { describe, expect, it, layer } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as FastCheck from "fast-check"
import { afterEach, vi } from "vitest"
import * as WebRsa from "../../src/Signing/internal/webRsa.js"
import * as Signer from "../../src/Signing/Signer.js"
import * as SignerNode from "../../src/Signing/SignerNode.js"
import * as SignerWeb from "../../src/Signing/SignerWeb.js"

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/rsa/${name}`, import.meta.url), "utf8")

const vector = JSON.parse(fixture("vector.json")) as { payload: string; signature: string }
const pkcs8 = fixture("private.pem")
const pkcs1 = fixture("private-pkcs1.pem")
const publicPem = fixture("public.pem")

const layers: ReadonlyArray<readonly [string, Layer.Layer<Signer.Signer>]> = [
  ["SignerNode", SignerNode.layer],
  ["SignerWeb", SignerWeb.layer]
]

// A marker inside each bad key: it must never show up in an error.
const MARKER = "S3CRETKEYMATERIAL"
const ecPem = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "pem", type: "pkcs8" })
const invalidPems: ReadonlyArray<readonly [string, string]> = [
  ["a body that is not base64", `-----BEGIN PRIVATE KEY-----\n${MARKER}!!\n-----END PRIVATE KEY-----\n`],
  ["base64 that is no key", `-----BEGIN PRIVATE KEY-----\n${btoa(MARKER.repeat(3))}\n-----END PRIVATE KEY-----\n`],
  ["a PEM label with no block", `${MARKER} PRIVATE KEY`],
  ["an EC key", String(ecPem)]
]

const failureOf = <A, E>(exit: Exit.Exit<A, E>): { readonly error: E; readonly cause: Cause.Cause<E> } => {
  // a typed failure, not a defect or an interruption
  expect(Exit.isFailure(exit)).toBe(true)
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  expect(Cause.hasDies(exit.cause)).toBe(false)
  const failure = Cause.findErrorOption(exit.cause)
  if (Option.isNone(failure)) throw new Error("expected a typed failure")
  return { error: failure.value, cause: exit.cause }
}

for (const [name, signerLayer] of layers) {
  layer(signerLayer)(name, (it) => {
    it.effect("HMAC-SHA256 hex matches node:crypto for ASCII, Unicode and empty inputs", () =>
      Effect.gen(function* () {
        const signer = yield* Signer.Signer
        const cases: ReadonlyArray<readonly [string, string]> = [
          ["XXXXXXXXXX", "1658384314791XXXXXXXXXX5000category=option&symbol=BTC-29JUL22-25000-C"],
          ["clé-ß-€", 'body {"note":"naïve ✓"}'],
          ["secret", ""],
          ["", "payload with an empty secret"]
        ]
        for (const [secret, payload] of cases) {
          const expected = createHmac("sha256", secret).update(payload, "utf8").digest("hex")
          expect(yield* signer.hmacSha256Hex(Redacted.make(secret), payload)).toBe(expected)
          // signed at once where the signer can (node:crypto), the same bytes; never for an RSA key
          const now = Signer.signNow(signer, Redacted.make(secret), payload)
          expect(now).toBe(name === "SignerNode" ? expected : undefined)
          expect(Signer.signNow(signer, Redacted.make(pkcs8), payload)).toBeUndefined()
        }
      })
    )

    it.effect("the signer made for a secret: one per secret, its algorithm decided then, the same signatures", () =>
      Effect.gen(function* () {
        const signer = yield* Signer.Signer
        const hmac = Redacted.make("XXXXXXXXXX")
        const rsa = Redacted.make(pkcs8)
        // made once per secret: a signature decides nothing (the order's way does not pass Signer.ts)
        expect(signer.forSecret(hmac)).toBe(signer.forSecret(hmac))
        expect(signer.forSecret(hmac).kind).toBe("hmac")
        expect(signer.forSecret(rsa).kind).toBe("rsa")
        expect(signer.forSecret(rsa).signNow).toBeUndefined()
        expect(yield* signer.forSecret(rsa).sign(vector.payload)).toBe(vector.signature)
        expect(yield* signer.forSecret(rsa).sign(new TextEncoder().encode(vector.payload))).toBe(vector.signature)
        // any HMAC secret and text: the made signer signs what the platform's functions sign, at once on node:crypto
        yield* Effect.promise(() =>
          FastCheck.assert(
            FastCheck.asyncProperty(FastCheck.string(), FastCheck.string(), async (secret, payload) => {
              const key = signer.forSecret(Redacted.make(secret))
              const expected = createHmac("sha256", secret).update(payload, "utf8").digest("hex")
              expect(await Effect.runPromise(key.sign(payload))).toBe(expected)
              expect(await Effect.runPromise(key.sign(new TextEncoder().encode(payload)))).toBe(expected)
              expect(key.signNow?.(payload)).toBe(name === "SignerNode" ? expected : undefined)
            }),
            { numRuns: 50 }
          )
        )
      })
    )

    it.effect("RSA: PKCS#8 and PKCS#1 keys give the openssl signature of the fixture payload", () =>
      Effect.gen(function* () {
        const signer = yield* Signer.Signer
        const fromPkcs8 = yield* signer.rsaSha256Base64(Redacted.make(pkcs8), vector.payload)
        const fromPkcs1 = yield* signer.rsaSha256Base64(Redacted.make(pkcs1), vector.payload)
        expect(fromPkcs8).toBe(vector.signature)
        expect(fromPkcs1).toBe(vector.signature)
        expect(verify("sha256", Buffer.from(vector.payload), publicPem, Buffer.from(fromPkcs8, "base64"))).toBe(true)
        expect(verify("sha256", Buffer.from(`${vector.payload}x`), publicPem, Buffer.from(fromPkcs8, "base64"))).toBe(
          false
        )
      })
    )

    it.effect("RSA signatures of other payloads verify with the public key (cached key reused)", () =>
      Effect.gen(function* () {
        const signer = yield* Signer.Signer
        for (const payload of ["GET/realtime1662350400000", '1711001595207K5000{"category":"linear"}']) {
          const signature = yield* signer.rsaSha256Base64(Redacted.make(pkcs8), payload)
          expect(verify("sha256", Buffer.from(payload), publicPem, Buffer.from(signature, "base64"))).toBe(true)
        }
      })
    )

    for (const [label, pem] of invalidPems) {
      it.effect(`an invalid PEM (${label}) fails with InvalidPrivateKey that does not quote the key`, () =>
        Effect.gen(function* () {
          const signer = yield* Signer.Signer
          const exit = yield* Effect.exit(signer.rsaSha256Base64(Redacted.make(pem), "payload"))
          const { cause, error } = failureOf(exit)
          expect(error._tag).toBe("InvalidPrivateKey")
          expect(error.message).toMatch(
            /^The API secret looks like a PEM private key but could not be used for RSA signing: .+/
          )
          const rendered = [error.message, error.detail, String(error), JSON.stringify(error), Cause.pretty(cause)]
          for (const text of rendered) {
            expect(text).not.toContain(MARKER)
            expect(text).not.toContain(btoa(MARKER.repeat(3)))
            expect(text).not.toContain("-----BEGIN")
          }
        })
      )
    }

    it.effect("Signer.sign picks RSA for a PEM secret and HMAC otherwise", () =>
      Effect.gen(function* () {
        expect(yield* Signer.sign(Redacted.make(pkcs8), vector.payload)).toBe(vector.signature)
        expect(yield* Signer.sign(Redacted.make("XXXXXXXXXX"), "GET/realtime1662350400000")).toBe(
          "3d6cbbfa4569aab894f661add824ff3f06090d0edba388f1e47dc15e6a7b5a8b"
        )
      })
    )
  })
}

describe("Signer", () => {
  it("isPem and kindOf detect PEM private keys", () => {
    expect(Signer.isPem(pkcs8)).toBe(true)
    expect(Signer.isPem(pkcs1)).toBe(true)
    expect(Signer.isPem("XXXXXXXXXX")).toBe(false)
    expect(Signer.isPem(publicPem)).toBe(false)
    expect(Signer.kindOf(Redacted.make(pkcs8))).toBe("rsa")
    expect(Signer.kindOf(Redacted.make("t7T0YlFnYXk0Fx3JswQsDrViLg1Gh3DUU5Mr"))).toBe("hmac")
  })
})

describe("Signer.make", () => {
  it.effect("an own signer's four functions, each secret's signer made once with its algorithm", () =>
    Effect.gen(function* () {
      const node = yield* SignerNode.make
      const calls: Array<string> = []
      const counted =
        <S, P, A, E>(name: string, f: (secret: S, payload: P) => Effect.Effect<A, E>) =>
        (secret: S, payload: P) => {
          calls.push(name)
          return f(secret, payload)
        }
      const own = Signer.make({
        hmacSha256Hex: counted("hmac", node.hmacSha256Hex),
        hmacSha256HexBytes: counted("hmacBytes", node.hmacSha256HexBytes),
        rsaSha256Base64: counted("rsa", node.rsaSha256Base64),
        rsaSha256Base64Bytes: counted("rsaBytes", node.rsaSha256Base64Bytes)
      })
      const hmac = Redacted.make("XXXXXXXXXX")
      const rsa = Redacted.make(pkcs8)
      expect(own.forSecret(hmac)).toBe(own.forSecret(hmac))
      expect(own.forSecret(hmac).signNow).toBeUndefined()
      expect(yield* Signer.signWith(own, hmac, "p")).toBe(createHmac("sha256", "XXXXXXXXXX").update("p").digest("hex"))
      yield* Signer.signWith(own, hmac, new Uint8Array([1]))
      expect(yield* Signer.signWith(own, rsa, vector.payload)).toBe(vector.signature)
      yield* Signer.signWith(own, rsa, new Uint8Array([1]))
      expect(calls).toEqual(["hmac", "hmacBytes", "rsa", "rsaBytes"])
    })
  )
})

describe("SignerWeb", () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.effect("imports each HMAC secret and each PEM once", () =>
    Effect.gen(function* () {
      const importKey = vi.spyOn(globalThis.crypto.subtle, "importKey")
      const signer = yield* SignerWeb.make
      for (let i = 0; i < 3; i++) {
        yield* signer.hmacSha256Hex(Redacted.make("first"), `payload ${i}`)
        yield* signer.rsaSha256Base64(Redacted.make(pkcs8), `payload ${i}`)
      }
      expect(importKey).toHaveBeenCalledTimes(2)
      yield* signer.hmacSha256Hex(Redacted.make("second"), "payload")
      expect(importKey).toHaveBeenCalledTimes(3)
      expect(importKey.mock.calls.map((call) => call[0])).toEqual(["raw", "pkcs8", "raw"])
    })
  )

  it("toHex and toBase64 encode without Buffer", () => {
    const bytes = Uint8Array.from([0, 1, 15, 16, 127, 128, 254, 255])
    expect(SignerWeb.toHex(bytes)).toBe("00010f107f80feff")
    expect(SignerWeb.toBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"))
    expect(SignerWeb.toBase64(Uint8Array.from([0xfb, 0xff]))).toBe("+/8=")
    expect(SignerWeb.toHex(new Uint8Array(0))).toBe("")
  })

  it("pemToPkcs8 wraps PKCS#1 into the same DER openssl writes for PKCS#8", () => {
    const fromPkcs8 = WebRsa.pemToPkcs8(pkcs8)
    const fromPkcs1 = WebRsa.pemToPkcs8(pkcs1)
    if (typeof fromPkcs8 === "string" || typeof fromPkcs1 === "string") throw new Error("both fixtures are valid PEM")
    expect(Buffer.from(fromPkcs1).equals(Buffer.from(fromPkcs8))).toBe(true)
    expect(WebRsa.pemToPkcs8("no key here")).toBe("no PEM block labelled PRIVATE KEY or RSA PRIVATE KEY")
  })

  it("the browser-safe barrel reaches no node: module, no ws and no Buffer", () => {
    const seen = new Set<string>()
    const visit = (url: URL): void => {
      if (seen.has(url.href)) return
      seen.add(url.href)
      const source = readFileSync(url, "utf8")
      expect(source, url.pathname).not.toMatch(/\bBuffer\./)
      // static imports and the modules loaded on first use (the RSA signer's)
      for (const [, specifier] of source.matchAll(/(?:from |import\()"([^"]+)"/g)) {
        if (specifier === undefined) continue
        expect(specifier, url.pathname).not.toMatch(/^(node:|ws$)/)
        if (specifier.startsWith(".")) visit(new URL(specifier.replace(/\.js$/, ".ts"), url))
      }
    }
    visit(new URL("../../src/Signing/index.ts", import.meta.url))
    expect([...seen].some((href) => href.endsWith("/SignerWeb.ts"))).toBe(true)
    expect([...seen].some((href) => href.endsWith("/internal/webRsa.ts"))).toBe(true)
    expect([...seen].some((href) => href.endsWith("/SignerNode.ts"))).toBe(false)
  })
})

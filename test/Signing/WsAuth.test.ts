import { createHmac, verify } from "node:crypto"
import { readFileSync } from "node:fs"
import { describe, expect, it, layer } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as TestClock from "effect/testing/TestClock"
import type * as Signer from "../../src/Signing/Signer.js"
import * as SignerNode from "../../src/Signing/SignerNode.js"
import * as SignerWeb from "../../src/Signing/SignerWeb.js"
import * as WsAuth from "../../src/Signing/WsAuth.js"

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/rsa/${name}`, import.meta.url), "utf8")

const layers: ReadonlyArray<readonly [string, Layer.Layer<Signer.Signer>]> = [
  ["SignerNode", SignerNode.layer],
  ["SignerWeb", SignerWeb.layer]
]

// A published WebSocket auth signing vector
const VECTOR_11 = "3d6cbbfa4569aab894f661add824ff3f06090d0edba388f1e47dc15e6a7b5a8b"

describe("WsAuth", () => {
  it("payload is GET/realtime + expires", () => {
    expect(WsAuth.payload(1662350400000)).toBe("GET/realtime1662350400000")
  })

  it("expires is now + the auth window, 5000 ms by default", () => {
    expect(WsAuth.defaultAuthWindow).toBe(5000)
    expect(WsAuth.expiresAt(1662350395000)).toBe(1662350400000)
    expect(WsAuth.expiresAt(1000, 10_000)).toBe(11_000)
  })

  it("authFrame builds the JSON frame, with req_id (or reqId) only when given", () => {
    const args = ["key", 1662350400000, "sig"] as const
    expect(WsAuth.authFrame(args, "10001")).toBe('{"req_id":"10001","op":"auth","args":["key",1662350400000,"sig"]}')
    expect(WsAuth.authFrame(args)).toBe('{"op":"auth","args":["key",1662350400000,"sig"]}')
    expect(WsAuth.authFrame(args, "t-1", "reqId")).toBe(
      '{"reqId":"t-1","op":"auth","args":["key",1662350400000,"sig"]}'
    )
  })
})

for (const [name, signerLayer] of layers) {
  layer(signerLayer)(`WsAuth with ${name}`, (it) => {
    it.effect("vector 11: authArgs gives [apiKey, expires, hex HMAC]", () =>
      Effect.gen(function* () {
        const args = yield* WsAuth.authArgs({
          apiKey: Redacted.make("XXXXXXXXXX"),
          secret: Redacted.make("XXXXXXXXXX"),
          expires: 1662350400000
        })
        expect(args).toEqual(["XXXXXXXXXX", 1662350400000, VECTOR_11])
      })
    )

    it.effect("signedFrame takes expires from the given now (TestClock time + offset)", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(1662350394000)
        const offset = 1000
        const now = (yield* Clock.currentTimeMillis) + offset
        const frame = yield* WsAuth.signedFrame({
          apiKey: Redacted.make("XXXXXXXXXX"),
          secret: Redacted.make("XXXXXXXXXX"),
          now,
          reqId: "10001"
        })
        expect(frame).toBe(`{"req_id":"10001","op":"auth","args":["XXXXXXXXXX",1662350400000,"${VECTOR_11}"]}`)
        const later = yield* WsAuth.signedFrame({
          apiKey: Redacted.make("k"),
          secret: Redacted.make("XXXXXXXXXX"),
          now,
          authWindow: 10_000
        })
        const expected = createHmac("sha256", "XXXXXXXXXX").update("GET/realtime1662350405000").digest("hex")
        expect(JSON.parse(later)).toEqual({ op: "auth", args: ["k", 1662350405000, expected] })
      })
    )

    it.effect("a PEM secret signs the same string with RSA (base64), verifiable, key never in the frame", () =>
      Effect.gen(function* () {
        const pem = fixture("private.pem")
        const args = yield* WsAuth.authArgs({
          apiKey: Redacted.make("rsa-key"),
          secret: Redacted.make(pem),
          expires: 1662350400000
        })
        const [apiKey, expires, signature] = args
        expect([apiKey, expires]).toEqual(["rsa-key", 1662350400000])
        const ok = verify(
          "sha256",
          Buffer.from("GET/realtime1662350400000"),
          fixture("public.pem"),
          Buffer.from(signature, "base64")
        )
        expect(ok).toBe(true)
        const frame = WsAuth.authFrame(args)
        expect(frame).not.toContain("PRIVATE KEY")
        expect(frame).not.toContain(pem.split("\n")[1] ?? "-")
      })
    )
  })
}

import { verify } from "node:crypto"
import { readFileSync } from "node:fs"
import { describe, expect, it, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as Params from "../../src/Signing/Params.js"
import type * as Signer from "../../src/Signing/Signer.js"
import * as SignerNode from "../../src/Signing/SignerNode.js"
import * as SignerWeb from "../../src/Signing/SignerWeb.js"
import * as SignV5 from "../../src/Signing/SignV5.js"

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/rsa/${name}`, import.meta.url), "utf8")
const rsa = JSON.parse(fixture("vector.json")) as {
  timestamp: number
  apiKey: string
  recvWindow: number
  query: string
  payload: string
  signature: string
}

const layers: ReadonlyArray<readonly [string, Layer.Layer<Signer.Signer>]> = [
  ["SignerNode", SignerNode.layer],
  ["SignerWeb", SignerWeb.layer]
]

type Vector = {
  readonly n: number
  readonly apiKey: string
  readonly secret: string
  readonly timestamp: number
  readonly input: { readonly query: string } | { readonly body: string }
  readonly signed: string
  readonly expected: string
}

const OPTION_QUERY = "category=option&symbol=BTC-29JUL22-25000-C"

// Published V5 signing vectors (two of them are Bybit.Net's upper-case literals, lower-cased)
const vectors: ReadonlyArray<Vector> = [
  {
    n: 3,
    apiKey: "XXXXXXXXXX",
    secret: "XXXXXXXXXX",
    timestamp: 1658384313791,
    input: { query: OPTION_QUERY },
    signed: `1658384313791XXXXXXXXXX5000${OPTION_QUERY}`,
    expected: "b3a13cbd6f9de0ad7ece696645a98000281be3558716624cfca03debd2f24574"
  },
  {
    n: 4,
    apiKey: "XXXXXXXXXX",
    secret: "XXXXXXXXXX",
    timestamp: 1658385578423,
    input: { body: '{"category":"option"}' },
    signed: '1658385578423XXXXXXXXXX5000{"category":"option"}',
    expected: "a04dea33a62e644897b14c6ff458db428b9c2424b5cb785c9586490ccaca24af"
  },
  {
    n: 5,
    apiKey: "XXXXXXXXXX",
    secret: "XXXXXXXXXX",
    timestamp: 1658384314791,
    input: { query: OPTION_QUERY },
    signed: `1658384314791XXXXXXXXXX5000${OPTION_QUERY}`,
    expected: "c00720f96c5934ca7057ac28ae65b823f83b8b67a8fe784e7795ca0fa3c148ec"
  },
  {
    n: 6,
    apiKey: "XXXXXXXXXX",
    secret: "XXXXXXXXXX",
    timestamp: 1658385579423,
    input: { body: '{"category": "option"}' },
    signed: '1658385579423XXXXXXXXXX5000{"category": "option"}',
    expected: "fbb4648b585b3e62de2c4eaecc8f3b6066aa18e98cc300eaff4d87f15b55724a"
  },
  {
    n: 7,
    apiKey: "XXXXXXXXXX",
    secret: "XXXXXXXXXX",
    timestamp: 1658385579423,
    input: { body: JSON.stringify({ category: "option" }) },
    signed: '1658385579423XXXXXXXXXX5000{"category":"option"}',
    expected: "ff137e622dc52629f41b52ea614eab59502e2b0663f153c528cb570379c469b7"
  },
  {
    n: 8,
    apiKey: "XXXXXXXXXX",
    secret: "XXXXXXXXXX",
    timestamp: 1711001595207,
    input: {
      body: JSON.stringify({
        category: "linear",
        symbol: "ETHUSDT",
        side: "Buy",
        orderType: "Limit",
        qty: "0.2",
        price: "2800",
        timeInForce: "PostOnly"
      })
    },
    signed:
      '1711001595207XXXXXXXXXX5000{"category":"linear","symbol":"ETHUSDT","side":"Buy","orderType":"Limit","qty":"0.2","price":"2800","timeInForce":"PostOnly"}',
    expected: "2636956dd4bfa84a0aedaf12f0a1b1d90670720ed08dd6e73aa520f7f26f6a15"
  },
  {
    n: 9,
    apiKey: "XXXXXXXXXX",
    secret: "XXXXXXXXXX",
    timestamp: 1711001595207,
    input: { query: Params.queryString({ category: "linear", settleCoin: "USDT", limit: 50 }, { encode: true }) },
    signed: "1711001595207XXXXXXXXXX5000category=linear&settleCoin=USDT&limit=50",
    expected: "0604daad4178fb4a3c659181b7c11fca00dcf0186dad8c194fcd3776e62747ce"
  },
  {
    n: 10,
    apiKey: "API_KEY",
    secret: "API_SECRET",
    timestamp: 1658384314791,
    input: { query: OPTION_QUERY },
    signed: `1658384314791API_KEY5000${OPTION_QUERY}`,
    expected: "8b050bb7b9d53a91c42e16a7aa94a485d7aad9c7d08023a6249a184331a52ae7"
  }
]

const HEADER_NAMES = ["X-BAPI-API-KEY", "X-BAPI-TIMESTAMP", "X-BAPI-SIGN", "X-BAPI-RECV-WINDOW", "X-BAPI-SIGN-TYPE"]

describe("SignV5.payload", () => {
  for (const v of vectors) {
    it(`vector ${v.n}: builds the exact signed string`, () => {
      const queryOrBody = "body" in v.input ? v.input.body : v.input.query
      expect(SignV5.payload(v.timestamp, v.apiKey, 5000, queryOrBody)).toBe(v.signed)
    })
  }

  it("an empty GET signs timestamp + key + recvWindow", () => {
    expect(SignV5.payload(1, "k", 20000, "")).toBe("1k20000")
  })
})

describe("SignV5 header names", () => {
  it("exports the header names and the sensitive ones in lower case", () => {
    expect([
      SignV5.ApiKeyHeader,
      SignV5.TimestampHeader,
      SignV5.SignHeader,
      SignV5.RecvWindowHeader,
      SignV5.SignTypeHeader
    ]).toEqual(HEADER_NAMES)
    expect(SignV5.sensitiveHeaders).toEqual(["x-bapi-api-key", "x-bapi-sign"])
  })
})

for (const [name, signerLayer] of layers) {
  layer(signerLayer)(`SignV5.headers with ${name}`, (it) => {
    for (const v of vectors) {
      it.effect(`vector ${v.n}: X-BAPI-SIGN is byte-exact`, () =>
        Effect.gen(function* () {
          const headers = yield* SignV5.headers({
            apiKey: Redacted.make(v.apiKey),
            secret: Redacted.make(v.secret),
            timestamp: v.timestamp,
            recvWindow: 5000,
            ...v.input
          })
          expect(headers).toEqual({
            "X-BAPI-API-KEY": v.apiKey,
            "X-BAPI-TIMESTAMP": String(v.timestamp),
            "X-BAPI-SIGN": v.expected,
            "X-BAPI-RECV-WINDOW": "5000",
            "X-BAPI-SIGN-TYPE": "2"
          })
        })
      )
    }

    it.effect("the header set is complete and carries the signed timestamp and recvWindow, never the secret", () =>
      Effect.gen(function* () {
        const secret = "hmac-secret-Zq81"
        const headers = yield* SignV5.headers({
          apiKey: Redacted.make("my-key"),
          secret: Redacted.make(secret),
          timestamp: 1700000000123,
          recvWindow: 20000,
          query: ""
        })
        expect(Object.keys(headers).sort()).toEqual([...HEADER_NAMES].sort())
        expect(headers["X-BAPI-TIMESTAMP"]).toBe("1700000000123")
        expect(headers["X-BAPI-RECV-WINDOW"]).toBe("20000")
        expect(headers["X-BAPI-SIGN"]).toMatch(/^[0-9a-f]{64}$/)
        for (const value of Object.values(headers)) expect(value).not.toContain(secret)
      })
    )

    it.effect("GET query and POST body of the same text sign alike; a different text signs differently", () =>
      Effect.gen(function* () {
        const common = {
          apiKey: Redacted.make("k"),
          secret: Redacted.make("s"),
          timestamp: 1,
          recvWindow: 5000
        }
        const viaQuery = yield* SignV5.headers({ ...common, query: "a=1" })
        const viaBody = yield* SignV5.headers({ ...common, body: "a=1" })
        const other = yield* SignV5.headers({ ...common, query: "a=2" })
        expect(viaQuery["X-BAPI-SIGN"]).toBe(viaBody["X-BAPI-SIGN"])
        expect(other["X-BAPI-SIGN"]).not.toBe(viaQuery["X-BAPI-SIGN"])
      })
    )

    it.effect("a PEM secret signs with RSA: the openssl fixture signature, verifiable, no key in headers", () =>
      Effect.gen(function* () {
        const pem = fixture("private.pem")
        const headers = yield* SignV5.headers({
          apiKey: Redacted.make(rsa.apiKey),
          secret: Redacted.make(pem),
          timestamp: rsa.timestamp,
          recvWindow: rsa.recvWindow,
          query: rsa.query
        })
        expect(SignV5.payload(rsa.timestamp, rsa.apiKey, rsa.recvWindow, rsa.query)).toBe(rsa.payload)
        expect(headers["X-BAPI-SIGN"]).toBe(rsa.signature)
        expect(headers["X-BAPI-SIGN-TYPE"]).toBe("2")
        const signature = Buffer.from(rsa.signature, "base64")
        expect(verify("sha256", Buffer.from(rsa.payload), fixture("public.pem"), signature)).toBe(true)
        const keyBody = pem.split("\n")[1] ?? ""
        expect(keyBody.length).toBeGreaterThan(32)
        for (const value of Object.values(headers)) {
          expect(value).not.toContain("PRIVATE KEY")
          expect(value).not.toContain(keyBody)
        }
      })
    )

    it.effect("an invalid PEM secret fails with a typed InvalidPrivateKey that does not quote the secret", () =>
      Effect.gen(function* () {
        const secret = "-----BEGIN PRIVATE KEY-----\nTm90QUtleUF0QWxsVG9wU2VjcmV0\n-----END PRIVATE KEY-----"
        const error = yield* Effect.flip(
          SignV5.headers({
            apiKey: Redacted.make("k"),
            secret: Redacted.make(secret),
            timestamp: 1,
            recvWindow: 5000,
            body: "{}"
          })
        )
        expect(error._tag).toBe("InvalidPrivateKey")
        expect(error.message).not.toContain("Tm90QUtleUF0QWxsVG9wU2VjcmV0")
        expect(JSON.stringify(error)).not.toContain("Tm90QUtleUF0QWxsVG9wU2VjcmV0")
      })
    )
  })
}

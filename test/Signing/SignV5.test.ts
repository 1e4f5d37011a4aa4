import { verify } from "node:crypto"
import { readFileSync } from "node:fs"
import { describe, expect, it, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import type * as Signer from "../../src/Signing/Signer.js"
import * as SignerNode from "../../src/Signing/SignerNode.js"
import * as SignerWeb from "../../src/Signing/SignerWeb.js"
import * as SignLegacy from "../../src/Signing/SignLegacy.js"
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
    input: { query: SignV5.queryString({ category: "linear", settleCoin: "USDT", limit: 50 }, { encode: true }) },
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

// The parameter string (Signing/Params before 1.2.0).
describe("SignV5.prepare", () => {
  it("drops undefined values without mutating the caller's object", () => {
    const input = { category: "linear", symbol: undefined, limit: 50, cursor: undefined, flag: false, zero: 0 }
    const snapshot = { ...input }
    const prepared = SignV5.prepare(input, false)
    if (Result.isFailure(prepared)) throw new Error("lenient mode never fails")
    expect(prepared.success).toEqual({ category: "linear", limit: 50, flag: false, zero: 0 })
    expect(Object.keys(prepared.success)).toEqual(["category", "limit", "flag", "zero"])
    expect(prepared.success).not.toBe(input)
    expect(input).toStrictEqual(snapshot)
    expect(Object.keys(input)).toEqual(["category", "symbol", "limit", "cursor", "flag", "zero"])
  })

  it("keeps null (only undefined is dropped) and returns a fresh object", () => {
    const input = { a: null, b: "" }
    const prepared = SignV5.prepare(input, true)
    if (Result.isFailure(prepared)) throw new Error("no undefined value")
    expect(prepared.success).toEqual({ a: null, b: "" })
    prepared.success.c = 1
    expect(input).toEqual({ a: null, b: "" })
  })

  it.effect("strict mode fails with UndefinedParameter naming the first undefined parameter", () =>
    Effect.gen(function* () {
      const input = { category: "spot", orderId: undefined, orderLinkId: undefined }
      const error = yield* Effect.flip(Effect.fromResult(SignV5.prepare(input, true)))
      expect(error._tag).toBe("UndefinedParameter")
      expect(error.parameter).toBe("orderId")
      expect(error.message).toBe("Failed to sign API request due to undefined parameter")
      expect(input).toEqual({ category: "spot", orderId: undefined, orderLinkId: undefined })
    })
  )

  it("copies a __proto__ parameter as data, not as the prototype", () => {
    const input = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as Record<string, unknown>
    const prepared = SignV5.prepare(input, false)
    if (Result.isFailure(prepared)) throw new Error("lenient mode never fails")
    expect(Object.keys(prepared.success)).toEqual(["__proto__", "a"])
    expect(Object.getPrototypeOf(prepared.success)).toBe(Object.prototype)
    expect(SignV5.queryString(prepared.success, { encode: false })).toBe('__proto__={"polluted":true}&a=1')
  })
})

describe("SignV5.queryString", () => {
  const params = {
    category: "option",
    symbol: "BTC-29JUL22-25000-C",
    cursor: "page_token%3D26815%26",
    note: "a b&c=d/é",
    limit: 50,
    reduceOnly: true,
    list: ["BTCUSDT", "ETHUSDT"],
    filter: { side: "Buy" },
    skipped: undefined
  }

  it("keeps insertion order, no leading ?, raw values when encode is false", () => {
    expect(SignV5.queryString(params, { encode: false })).toBe(
      'category=option&symbol=BTC-29JUL22-25000-C&cursor=page_token%3D26815%26&note=a b&c=d/é&limit=50&reduceOnly=true&list=["BTCUSDT","ETHUSDT"]&filter={"side":"Buy"}'
    )
  })

  it("encodeURIComponent's values when encode is true (arrays and objects as JSON)", () => {
    expect(SignV5.queryString(params, { encode: true })).toBe(
      "category=option&symbol=BTC-29JUL22-25000-C&cursor=page_token%253D26815%2526&note=a%20b%26c%3Dd%2F%C3%A9" +
        "&limit=50&reduceOnly=true&list=%5B%22BTCUSDT%22%2C%22ETHUSDT%22%5D&filter=%7B%22side%22%3A%22Buy%22%7D"
    )
  })

  it("is empty for no parameters", () => {
    expect(SignV5.queryString({}, { encode: true })).toBe("")
    expect(SignV5.queryString({ a: undefined }, { encode: false })).toBe("")
    expect(SignLegacy.sortedQueryString({})).toBe("")
  })

  it("round-trips through URLSearchParams when encoded", () => {
    const query = SignV5.queryString(params, { encode: true })
    const parsed = new URLSearchParams(query)
    expect(parsed.get("cursor")).toBe("page_token%3D26815%26")
    expect(parsed.get("note")).toBe("a b&c=d/é")
    expect(parsed.get("list")).toBe('["BTCUSDT","ETHUSDT"]')
  })
})

describe("SignLegacy.sortedQueryString", () => {
  it("sorts keys ascending and does not URL-encode", () => {
    expect(
      SignLegacy.sortedQueryString({
        symbol: "BTCUSD",
        timestamp: 1542434791000,
        api_key: "KEY",
        leverage: 100,
        x: "a b"
      })
    ).toBe("api_key=KEY&leverage=100&symbol=BTCUSD&timestamp=1542434791000&x=a b")
  })

  it("sorts by code unit (upper case before lower case, _ between them) and skips undefined", () => {
    expect(SignLegacy.sortedQueryString({ b: 1, a_b: 2, aB: 3, A: 4, gone: undefined })).toBe("A=4&aB=3&a_b=2&b=1")
  })
})

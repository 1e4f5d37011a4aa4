import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Params from "../../src/Signing/Params.js"

describe("Params.prepare", () => {
  it("drops undefined values without mutating the caller's object", () => {
    const input = { category: "linear", symbol: undefined, limit: 50, cursor: undefined, flag: false, zero: 0 }
    const snapshot = { ...input }
    const prepared = Params.prepare(input, false)
    if (Result.isFailure(prepared)) throw new Error("lenient mode never fails")
    expect(prepared.success).toEqual({ category: "linear", limit: 50, flag: false, zero: 0 })
    expect(Object.keys(prepared.success)).toEqual(["category", "limit", "flag", "zero"])
    expect(prepared.success).not.toBe(input)
    expect(input).toStrictEqual(snapshot)
    expect(Object.keys(input)).toEqual(["category", "symbol", "limit", "cursor", "flag", "zero"])
  })

  it("keeps null (only undefined is dropped) and returns a fresh object", () => {
    const input = { a: null, b: "" }
    const prepared = Params.prepare(input, true)
    if (Result.isFailure(prepared)) throw new Error("no undefined value")
    expect(prepared.success).toEqual({ a: null, b: "" })
    prepared.success.c = 1
    expect(input).toEqual({ a: null, b: "" })
  })

  it.effect("strict mode fails with UndefinedParameter naming the first undefined parameter", () =>
    Effect.gen(function* () {
      const input = { category: "spot", orderId: undefined, orderLinkId: undefined }
      const error = yield* Effect.flip(Effect.fromResult(Params.prepare(input, true)))
      expect(error._tag).toBe("UndefinedParameter")
      expect(error.parameter).toBe("orderId")
      expect(error.message).toBe("Failed to sign API request due to undefined parameter")
      expect(input).toEqual({ category: "spot", orderId: undefined, orderLinkId: undefined })
    })
  )

  it("copies a __proto__ parameter as data, not as the prototype", () => {
    const input = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as Record<string, unknown>
    const prepared = Params.prepare(input, false)
    if (Result.isFailure(prepared)) throw new Error("lenient mode never fails")
    expect(Object.keys(prepared.success)).toEqual(["__proto__", "a"])
    expect(Object.getPrototypeOf(prepared.success)).toBe(Object.prototype)
    expect(Params.queryString(prepared.success, { encode: false })).toBe('__proto__={"polluted":true}&a=1')
  })
})

describe("Params.queryString", () => {
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
    expect(Params.queryString(params, { encode: false })).toBe(
      'category=option&symbol=BTC-29JUL22-25000-C&cursor=page_token%3D26815%26&note=a b&c=d/é&limit=50&reduceOnly=true&list=["BTCUSDT","ETHUSDT"]&filter={"side":"Buy"}'
    )
  })

  it("encodeURIComponent's values when encode is true (arrays and objects as JSON)", () => {
    expect(Params.queryString(params, { encode: true })).toBe(
      "category=option&symbol=BTC-29JUL22-25000-C&cursor=page_token%253D26815%2526&note=a%20b%26c%3Dd%2F%C3%A9" +
        "&limit=50&reduceOnly=true&list=%5B%22BTCUSDT%22%2C%22ETHUSDT%22%5D&filter=%7B%22side%22%3A%22Buy%22%7D"
    )
  })

  it("is empty for no parameters", () => {
    expect(Params.queryString({}, { encode: true })).toBe("")
    expect(Params.queryString({ a: undefined }, { encode: false })).toBe("")
    expect(Params.sortedQueryString({})).toBe("")
  })

  it("round-trips through URLSearchParams when encoded", () => {
    const query = Params.queryString(params, { encode: true })
    const parsed = new URLSearchParams(query)
    expect(parsed.get("cursor")).toBe("page_token%3D26815%26")
    expect(parsed.get("note")).toBe("a b&c=d/é")
    expect(parsed.get("list")).toBe('["BTCUSDT","ETHUSDT"]')
  })
})

describe("Params.sortedQueryString", () => {
  it("sorts keys ascending and does not URL-encode", () => {
    expect(
      Params.sortedQueryString({ symbol: "BTCUSD", timestamp: 1542434791000, api_key: "KEY", leverage: 100, x: "a b" })
    ).toBe("api_key=KEY&leverage=100&symbol=BTCUSD&timestamp=1542434791000&x=a b")
  })

  it("sorts by code unit (upper case before lower case, _ between them) and skips undefined", () => {
    expect(Params.sortedQueryString({ b: 1, a_b: 2, aB: 3, A: 4, gone: undefined })).toBe("A=4&aB=3&a_b=2&b=1")
  })
})

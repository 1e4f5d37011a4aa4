import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Decimal from "../../src/Schema/Decimal.js"
import * as Orderbook from "../../src/Schema/Orderbook.js"
import { fixtureEnvelope } from "./fixture.js"

describe("Orderbook", () => {
  it.effect("decodes the docs example", () =>
    Effect.gen(function* () {
      const env = yield* fixtureEnvelope("orderbook")
      const book = yield* Schema.decodeUnknownEffect(Orderbook.Orderbook)(env.result)
      expect(book.s).toBe("BTCUSDT")
      expect(book.a).toEqual([["65557.7", "16.606555"]])
      expect(book.b).toEqual([["65485.47", "47.081829"]])
      expect([book.ts, book.u, book.seq, book.cts]).toEqual([1716863719031, 230704, 1432604333, 1716863718905])
      const [bidPrice] = book.b[0]!
      expect(Decimal.toBigDecimal(bidPrice).value).toBe(6548547n)
    })
  )

  it("seq and cts are optional (options have no seq)", () => {
    const book = Schema.decodeUnknownSync(Orderbook.Orderbook)({ s: "BTC-30DEC22-18000-C", b: [], a: [], ts: 1, u: 2 })
    expect(book.seq).toBeUndefined()
    expect(book.b).toEqual([])
  })

  it("rejects a malformed level", () => {
    const decode = Schema.decodeUnknownResult(Orderbook.Orderbook)
    expect(Result.isFailure(decode({ s: "X", b: [["1", "abc"]], a: [], ts: 1, u: 2 }))).toBe(true)
    expect(Result.isFailure(decode({ s: "X", b: [[1, "2"]], a: [], ts: 1, u: 2 }))).toBe(true)
  })

  it("validates the request", () => {
    const decode = Schema.decodeUnknownResult(Orderbook.OrderbookRequest)
    expect(decode({ category: "spot", symbol: "BTCUSDT", limit: 50 })).toStrictEqual(
      Result.succeed({ category: "spot", symbol: "BTCUSDT", limit: 50 })
    )
    expect(Result.isFailure(decode({ category: "spot" }))).toBe(true)
    expect(Result.isFailure(decode({ category: "margin", symbol: "BTCUSDT" }))).toBe(true)
  })
})

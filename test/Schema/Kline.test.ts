import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Decimal from "../../src/Schema/Decimal.js"
import * as Kline from "../../src/Schema/Kline.js"
import { fixtureEnvelope } from "./fixture.js"

describe("Kline", () => {
  it.effect("decodes the /v5/market/kline docs example into candles, newest first", () =>
    Effect.gen(function* () {
      const env = yield* fixtureEnvelope("kline")
      const kline = yield* Schema.decodeUnknownEffect(Kline.Kline)(env.result)
      expect(kline.category).toBe("inverse")
      expect(kline.symbol).toBe("BTCUSD")
      expect(kline.list).toHaveLength(3)
      const [first, , last] = kline.list
      expect(first).toEqual({
        startTime: 1670608800000,
        open: "17071",
        high: "17073",
        low: "17027",
        close: "17055.5",
        volume: "268611",
        turnover: "15.74462667"
      })
      expect(last?.startTime).toBe(1670601600000)
      expect(kline.list.map((c) => c.startTime)).toEqual([1670608800000, 1670605200000, 1670601600000])
      const close = Decimal.toBigDecimal(kline.list[1]!.close)
      expect([close.value, close.scale]).toEqual([17071n, 0])
    })
  )

  it.effect("decodes the mark-price-kline docs example (5 columns)", () =>
    Effect.gen(function* () {
      const env = yield* fixtureEnvelope("mark-price-kline")
      const kline = yield* Schema.decodeUnknownEffect(Kline.PriceKline)(env.result)
      expect(kline.category).toBe("linear")
      expect(kline.list).toEqual([
        { startTime: 1670608800000, open: "17164.16", high: "17164.16", low: "17121.5", close: "17131.64" }
      ])
    })
  )

  it("tolerates an extra column, rejects a short row and a malformed price", () => {
    const decode = Schema.decodeUnknownResult(Kline.Candle)
    const row = ["1670608800000", "1", "2", "0.5", "1.5", "10", "15"]
    expect(Result.map(decode([...row, "42"]), (c) => c.turnover)).toStrictEqual(Result.succeed("15"))
    expect(Result.isFailure(decode(row.slice(0, 6)))).toBe(true)
    expect(Result.isFailure(decode(["1670608800000", "x", "2", "0.5", "1.5", "10", "15"]))).toBe(true)
    expect(Result.isFailure(decode(["soon", "1", "2", "0.5", "1.5", "10", "15"]))).toBe(true)
  })

  it("encodes a candle back to the wire row", () => {
    const candle = Schema.decodeUnknownSync(Kline.Candle)(["1", "1", "2", "0.5", "1.5", "10", "15"])
    expect(Schema.encodeSync(Kline.Candle)(candle)).toEqual(["1", "1", "2", "0.5", "1.5", "10", "15"])
  })

  it("validates the request: interval is strict, numbers stay numbers", () => {
    const decode = Schema.decodeUnknownResult(Kline.KlineRequest)
    expect(
      decode({ category: "inverse", symbol: "BTCUSD", interval: "60", start: 1670601600000, limit: 3 })
    ).toStrictEqual(
      Result.succeed({ category: "inverse", symbol: "BTCUSD", interval: "60", start: 1670601600000, limit: 3 })
    )
    expect(Result.isFailure(decode({ symbol: "BTCUSD", interval: "2h" }))).toBe(true)
    expect(Result.isFailure(decode({ symbol: "BTCUSD", interval: "60", category: "perp" }))).toBe(true)
    expect(Result.isFailure(decode({ symbol: "BTCUSD", interval: "60", limit: "3" }))).toBe(true)
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Decimal from "../../src/Schema/Decimal.js"
import * as Tickers from "../../src/Schema/Tickers.js"
import { fixtureEnvelope } from "./fixture.js"

const decodeFixture = (name: string) =>
  Effect.flatMap(fixtureEnvelope(name), (env) => Schema.decodeUnknownEffect(Tickers.Tickers)(env.result))

describe("Tickers", () => {
  it.effect("decodes the inverse docs example, empty figures included", () =>
    Effect.gen(function* () {
      const tickers = yield* decodeFixture("tickers.inverse")
      const t = tickers.list[0]!
      expect(tickers.category).toBe("inverse")
      expect(t.symbol).toBe("BTCUSD")
      expect(t.lastPrice).toBe("16597.00")
      expect([t.bid1Price, t.bid1Size, t.ask1Price, t.ask1Size]).toEqual(["16596.00", "1", "16597.50", "1"])
      expect(t.fundingRate).toBe("-0.001034")
      expect(t.nextFundingTime).toBe("1672387200000")
      expect(t.predictedDeliveryPrice).toBe("")
      expect(t.basisRate).toBe("")
      expect(t.deliveryTime).toBe("0")
      expect(t.markIv).toBeUndefined()
    })
  )

  it.effect("decodes the option docs example with greeks", () =>
    Effect.gen(function* () {
      const tickers = yield* decodeFixture("tickers.option")
      const t = tickers.list[0]!
      expect(t.symbol).toBe("BTC-30DEC22-18000-C")
      expect(t.markPrice).toBe("0.00000009")
      expect([t.delta, t.gamma, t.vega, t.theta]).toEqual(["0.00000001", "0.00000001", "0.00000004", "-0.00000152"])
      expect(t.markIv).toBe("0.7567")
      expect(t.change24h).toBe("86")
      const theta = Option.map(Decimal.toBigDecimalOption(t.theta ?? ""), (d) => [d.value, d.scale])
      expect(theta).toStrictEqual(Option.some([-152n, 8]))
    })
  )

  it.effect("decodes the spot docs example", () =>
    Effect.gen(function* () {
      const tickers = yield* decodeFixture("tickers.spot")
      const t = tickers.list[0]!
      expect(tickers.category).toBe("spot")
      expect(t.lastPrice).toBe("20533.13")
      expect(t.turnover24h).toBe("243765620.65899866")
      expect(t.usdIndexPrice).toBe("20784.12009279")
      expect(t.fundingRate).toBeUndefined()
    })
  )

  it("decodes the newer linear fields and an empty book side", () => {
    const tickers = Schema.decodeUnknownSync(Tickers.Tickers)({
      category: "linear",
      list: [
        {
          symbol: "BIOUSDT",
          lastPrice: "",
          bid1Price: "",
          bid1Size: "",
          preOpenPrice: "0.0652",
          preQty: "123",
          curPreListingPhase: "CallAuction",
          fundingIntervalHour: "8",
          fundingCap: "0.005",
          basisRateYear: ""
        }
      ]
    })
    const t = tickers.list[0]!
    expect([t.lastPrice, t.bid1Price, t.preOpenPrice, t.curPreListingPhase]).toEqual(["", "", "0.0652", "CallAuction"])
  })

  it("fails on a malformed figure", () => {
    const decoded = Schema.decodeUnknownResult(Tickers.Tickers)({
      category: "spot",
      list: [{ symbol: "BTCUSDT", lastPrice: "20533,13" }]
    })
    expect(Result.isFailure(decoded)).toBe(true)
  })

  it("validates the request", () => {
    const decode = Schema.decodeUnknownResult(Tickers.TickersRequest)
    expect(decode({ category: "option", baseCoin: "BTC", expDate: "25DEC22" })).toStrictEqual(
      Result.succeed({ category: "option", baseCoin: "BTC", expDate: "25DEC22" })
    )
    expect(Result.isFailure(decode({ category: "Spot" }))).toBe(true)
  })
})

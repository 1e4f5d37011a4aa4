import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as InstrumentsInfo from "../../src/Schema/InstrumentsInfo.js"
import { fixtureEnvelope } from "./fixture.js"

const decodeFixture = (name: string) =>
  Effect.flatMap(fixtureEnvelope(name), (env) =>
    Schema.decodeUnknownEffect(InstrumentsInfo.InstrumentsInfo)(env.result)
  )

describe("InstrumentsInfo", () => {
  it.effect("decodes the linear docs example", () =>
    Effect.gen(function* () {
      const info = yield* decodeFixture("instruments-info.linear")
      expect(info.category).toBe("linear")
      expect(info.nextPageCursor).toBe("")
      const btc = info.list[0]!
      expect(btc.symbol).toBe("BTCUSDT")
      expect(btc.contractType).toBe("LinearPerpetual")
      expect(btc.status).toBe("Trading")
      expect(btc.priceScale).toBe("2")
      expect(btc.deliveryTime).toBe("0")
      expect(btc.deliveryFeeRate).toBe("")
      expect(btc.leverageFilter).toEqual({ minLeverage: "1", maxLeverage: "100.00", leverageStep: "0.01" })
      expect(btc.priceFilter).toEqual({ minPrice: "0.10", maxPrice: "1999999.80", tickSize: "0.10" })
      expect(btc.lotSizeFilter.qtyStep).toBe("0.001")
      expect(btc.lotSizeFilter.maxMktOrderQty).toBe("500.000")
      expect(btc.lotSizeFilter.minNotionalValue).toBe("5")
      expect(btc.fundingInterval).toBe(480)
      expect(btc.unifiedMarginTrade).toBe(true)
      expect(btc.copyTrading).toBe("both")
      expect([btc.upperFundingRate, btc.lowerFundingRate]).toEqual(["0.00375", "-0.00375"])
      expect(btc.isPreListing).toBe(false)
      expect(btc.preListingInfo).toBeNull()
      expect(btc.riskParameters).toEqual({ priceLimitRatioX: "0.01", priceLimitRatioY: "0.02" })
      expect(btc.symbolType).toBe("")
      expect(btc.optionsType).toBeUndefined()
    })
  )

  it.effect("decodes the pre-market linear docs example with its auction phases", () =>
    Effect.gen(function* () {
      const info = yield* decodeFixture("instruments-info.linear-prelisting")
      const bio = info.list[0]!
      expect(bio.status).toBe("PreLaunch")
      expect(bio.isPreListing).toBe(true)
      expect(bio.preListingInfo?.curAuctionPhase).toBe("ContinuousTrading")
      expect(bio.preListingInfo?.phases.map((p) => p.phase)).toEqual([
        "CallAuction",
        "CallAuctionNoCancel",
        "CrossMatching",
        "ContinuousTrading"
      ])
      expect(bio.preListingInfo?.phases[3]?.endTime).toBe("")
      expect(bio.preListingInfo?.auctionFeeInfo).toEqual({
        auctionFeeRate: "0",
        takerFeeRate: "0.001",
        makerFeeRate: "0.0004"
      })
      expect(info.nextPageCursor).toBe("first%3DBIOUSDT%26last%3DBIOUSDT")
    })
  )

  it.effect("decodes the option docs example", () =>
    Effect.gen(function* () {
      const info = yield* decodeFixture("instruments-info.option")
      const put = info.list[0]!
      expect(info.category).toBe("option")
      expect(put.symbol).toBe("BTC-27MAR26-70000-P-USDT")
      expect(put.optionsType).toBe("Put")
      expect(put.settleCoin).toBe("USDT")
      expect(put.deliveryFeeRate).toBe("0.00015")
      expect(put.priceFilter).toEqual({ minPrice: "5", maxPrice: "1110000", tickSize: "5" })
      expect(put.lotSizeFilter).toEqual({ maxOrderQty: "500", minOrderQty: "0.01", qtyStep: "0.01" })
      expect(put.displayName).toBe("BTCUSDT-27MAR26-70000-P")
      expect(put.leverageFilter).toBeUndefined()
    })
  )

  it.effect("decodes the spot docs example (no pagination cursor, spot lot-size fields)", () =>
    Effect.gen(function* () {
      const info = yield* decodeFixture("instruments-info.spot")
      const btc = info.list[0]!
      expect(info.nextPageCursor).toBeUndefined()
      expect(btc.marginTrading).toBe("utaOnly")
      expect(btc.innovation).toBe("0")
      expect(btc.stTag).toBe("0")
      expect(btc.priceFilter).toEqual({ tickSize: "0.1" })
      expect(btc.lotSizeFilter.basePrecision).toBe("0.000001")
      expect(btc.lotSizeFilter.quotePrecision).toBe("0.0000001")
      expect(btc.lotSizeFilter.minOrderAmt).toBe("5")
      expect(btc.lotSizeFilter.maxMarketOrderQty).toBe("41.5")
      expect(btc.lotSizeFilter.qtyStep).toBeUndefined()
    })
  )

  it("decodes an unknown status and contract type instead of failing", () => {
    const info = Schema.decodeUnknownSync(InstrumentsInfo.InstrumentsInfo)({
      category: "linear",
      list: [
        {
          symbol: "NEWUSDT",
          status: "Suspended",
          contractType: "LinearQuarterly",
          baseCoin: "NEW",
          quoteCoin: "USDT",
          priceFilter: { tickSize: "0.01" },
          lotSizeFilter: {},
          someNewField: { nested: true }
        }
      ]
    })
    expect(info.list[0]?.status).toBe("Suspended")
    expect(info.list[0]?.contractType).toBe("LinearQuarterly")
    expect(Object.keys(info.list[0]!)).not.toContain("someNewField")
  })

  it("validates the request", () => {
    const decode = Schema.decodeUnknownResult(InstrumentsInfo.InstrumentsInfoRequest)
    expect(decode({ category: "linear", status: "PreLaunch", limit: 1000 })).toStrictEqual(
      Result.succeed({ category: "linear", status: "PreLaunch", limit: 1000 })
    )
    expect(Result.isFailure(decode({ category: "linear", status: "Suspended" }))).toBe(true)
    expect(Result.isFailure(decode({ symbol: "BTCUSDT" }))).toBe(true)
  })
})

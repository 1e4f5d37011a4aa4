import { describe, expect, it } from "@effect/vitest"
import * as Instruments from "../../src/Emulator/market/Instruments.js"

describe("Instruments", () => {
  it("lists several instruments in every category", () => {
    expect(Instruments.byCategory("spot").map((i) => i.symbol)).toEqual(["BTCUSDT", "ETHUSDT", "SOLUSDT"])
    expect(Instruments.byCategory("linear").map((i) => i.symbol)).toEqual([
      "BTCUSDT",
      "ETHUSDT",
      "SOLUSDT",
      "BTCPERP",
      "ETHPERP"
    ])
    expect(Instruments.byCategory("inverse").map((i) => i.symbol)).toEqual(["BTCUSD", "ETHUSD"])
    const options = Instruments.byCategory("option").map((i) => i.symbol)
    expect(options).toContain("BTC-25DEC26-70000-C")
    expect(options).toContain("ETH-26MAR27-3200-P")
  })

  it("looks up by category and symbol", () => {
    const perp = Instruments.find("linear", "BTCUSDT")
    const spot = Instruments.find("spot", "BTCUSDT")
    expect(perp?.info).toMatchObject({
      contractType: "LinearPerpetual",
      priceScale: "2",
      leverageFilter: { minLeverage: "1", maxLeverage: "100.00", leverageStep: "0.01" },
      priceFilter: { minPrice: "0.10", maxPrice: "1999999.80", tickSize: "0.10" },
      lotSizeFilter: { minOrderQty: "0.001", qtyStep: "0.001", maxOrderQty: "1190.000", minNotionalValue: "5" },
      fundingInterval: 480,
      settleCoin: "USDT"
    })
    expect(spot?.info).toMatchObject({ priceFilter: { tickSize: "0.1" }, lotSizeFilter: { basePrecision: "0.000001" } })
    expect(Instruments.find("inverse", "BTCUSDT")).toBeUndefined()
  })

  it("derives decimals and unit sizes from the specs", () => {
    const perp = Instruments.find("linear", "BTCUSDT")
    expect(perp?.priceDecimals).toBe(2)
    expect(perp?.tickUnits).toBe(10)
    expect(perp?.qtyDecimals).toBe(3)
    expect(perp?.stepUnits).toBe(1)
    const opt = Instruments.find("option", "BTC-25DEC26-70000-C")
    expect(opt?.tickUnits).toBe(5)
    expect(opt?.deliveryTime).toBe(Date.UTC(2026, 11, 25, 8))
    expect(opt?.info).toMatchObject({
      optionsType: "Call",
      settleCoin: "USDC",
      deliveryTime: String(Date.UTC(2026, 11, 25, 8))
    })
    expect(Instruments.find("inverse", "BTCUSD")?.settleCoin).toBe("BTC")
  })

  it("names expiries as Bybit does", () => {
    expect(Instruments.expiryCode(Date.UTC(2026, 11, 25, 8))).toBe("25DEC26")
    expect(Instruments.expiryCode(Date.UTC(2027, 2, 5, 8))).toBe("5MAR27")
  })
})

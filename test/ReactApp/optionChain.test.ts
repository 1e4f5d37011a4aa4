import { describe, expect, it } from "@effect/vitest"
import * as Chain from "../../react-app/src/lib/OptionChain.js"

describe("the option chain", () => {
  it("reads an option symbol: base, expiry, strike, call or put (with or without a settle coin)", () => {
    expect(Chain.parse("BTC-25DEC26-70000-C")).toEqual({
      base: "BTC",
      expiry: "25DEC26",
      expiresAt: Date.UTC(2026, 11, 25),
      strike: 70000,
      kind: "call"
    })
    expect(Chain.parse("ETH-3JAN27-3500-P-USDT")?.kind).toBe("put")
    expect(Chain.parse("BTCUSDT")).toBeUndefined()
    expect(Chain.parse("BTC-25XYZ26-70000-C")).toBeUndefined()
  })

  it("arranges expiries soonest first, strikes lowest first, a call and a put at each", () => {
    const rows = ["BTC-26MAR27-60000-P", "BTC-25DEC26-70000-C", "BTC-25DEC26-60000-P", "BTC-25DEC26-60000-C", "X"].map(
      (symbol) => ({ symbol })
    )
    const chain = Chain.chain(rows)
    expect(chain.map((e) => e.expiry)).toEqual(["25DEC26", "26MAR27"])
    expect(chain[0]?.strikes.map((s) => [s.strike, s.call?.symbol, s.put?.symbol])).toEqual([
      [60000, "BTC-25DEC26-60000-C", "BTC-25DEC26-60000-P"],
      [70000, "BTC-25DEC26-70000-C", undefined]
    ])
    expect(chain[1]?.strikes.map((s) => [s.strike, s.call, s.put?.symbol])).toEqual([
      [60000, undefined, "BTC-26MAR27-60000-P"]
    ])
  })
})

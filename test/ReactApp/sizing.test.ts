import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { Instrument } from "../../react-app/src/lib/Instrument.js"
import * as LiqEstimate from "../../react-app/src/lib/LiqEstimate.js"
import * as Pnl from "../../react-app/src/lib/Pnl.js"
import * as Sizing from "../../react-app/src/lib/Sizing.js"

// The order form's sizing: Max with the fees to open and close, the fee's rate, TP/SL typed as ROI % or PnL.

const linear: Sizing.Market = { category: "linear", qtyStep: "0.001", tickSize: "0.10" }
const inverse: Sizing.Market = { category: "inverse", qtyStep: "1", tickSize: "0.5" }

describe("Sizing.maxQty", () => {
  it("linear: margin at the leverage and both taker fees fit the balance; one step more does not", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 10, max: 1e6, noNaN: true }),
        fc.double({ min: 100, max: 1e5, noNaN: true }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom(0, 0.00055, 0.001),
        (available, price, leverage, f) => {
          const max = Sizing.maxQty({
            market: linear,
            side: "Buy",
            available: String(available),
            price,
            leverage,
            takerRate: f
          })
          const cost = (q: number) => (q * price) / leverage + 2 * q * price * f
          if (max === undefined) {
            expect(cost(0.001)).toBeGreaterThan(available * (1 - 1e-9))
            return
          }
          expect(cost(Number(max))).toBeLessThanOrEqual(available * (1 + 1e-9))
          expect(cost(Number(max) + 0.001)).toBeGreaterThan(available * (1 - 1e-9))
        }
      )
    )
  })

  it("inverse: USD contracts whose margin and fees in the base coin fit", () => {
    const max = Sizing.maxQty({
      market: inverse,
      side: "Sell",
      available: "0.1",
      price: 50_000,
      leverage: 10,
      takerRate: 0.00055
    })
    // 0.1 × 50 000 × 10 / (1 + 2 × 10 × 0.00055)
    expect(max).toBe(String(Math.floor((0.1 * 50_000 * 10) / (1 + 20 * 0.00055))))
  })

  it("a spot sell is the base coin held, on the step", () => {
    expect(
      Sizing.maxQty({
        market: { category: "spot", qtyStep: "0.0001", tickSize: "0.01" },
        side: "Sell",
        available: "1.23456",
        price: undefined,
        leverage: undefined,
        takerRate: 0.001
      })
    ).toBe("1.2345")
  })
})

describe("Sizing.takes", () => {
  it("market, conditional and crossing limit orders take; resting and post-only orders make", () => {
    const base = { market: false, conditional: false, postOnly: false, side: "Buy" as const, last: 100 }
    expect(Sizing.takes({ ...base, market: true, price: undefined })).toBe(true)
    expect(Sizing.takes({ ...base, conditional: true, price: 90 })).toBe(true)
    expect(Sizing.takes({ ...base, price: 101 })).toBe(true)
    expect(Sizing.takes({ ...base, price: 99 })).toBe(false)
    expect(Sizing.takes({ ...base, side: "Sell", price: 101 })).toBe(false)
    expect(Sizing.takes({ ...base, postOnly: true, price: 101 })).toBe(false)
  })
})

describe("Sizing.targetPrice", () => {
  const order = { market: linear, side: "Buy" as const, entry: 60_000, qty: 0.5, leverage: 10 }
  it("ROI %: the price move times the leverage; a stop-loss is a loss whatever the sign", () => {
    expect(Sizing.targetPrice({ ...order, kind: "takeProfit", mode: "percent", typed: "50" })).toBe("63000.0")
    expect(Sizing.targetPrice({ ...order, kind: "stopLoss", mode: "percent", typed: "-20" })).toBe("58800.0")
    expect(Sizing.targetPrice({ ...order, side: "Sell", kind: "takeProfit", mode: "percent", typed: "50" })).toBe(
      "57000.0"
    )
  })
  it("PnL: the price at which the position's PnL is that amount, as the positions value it", () => {
    const tp = Sizing.targetPrice({ ...order, kind: "takeProfit", mode: "pnl", typed: "250" })
    expect(tp).toBe("60500.0")
    const valued = Pnl.value({ category: "linear", side: "Buy", size: "0.5", entryPrice: "60000", leverage: "10" }, tp)
    expect(valued.upnl).toBeCloseTo(250, 6)
  })
  it("price mode passes the text; nothing typed is nothing; a missing price or quantity is undefined", () => {
    expect(Sizing.targetPrice({ ...order, kind: "takeProfit", mode: "price", typed: " 61000 " })).toBe("61000")
    expect(Sizing.targetPrice({ ...order, kind: "takeProfit", mode: "pnl", typed: "" })).toBe("")
    expect(Sizing.targetPrice({ ...order, qty: undefined, kind: "takeProfit", mode: "pnl", typed: "5" })).toBe(
      undefined
    )
    expect(Sizing.targetPrice({ ...order, entry: undefined, kind: "stopLoss", mode: "percent", typed: "5" })).toBe(
      undefined
    )
  })
})

describe("Pnl.priceAt", () => {
  it("is the inverse of the valuation, linear and inverse, long and short", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("linear", "inverse"),
        fc.constantFrom("Buy", "Sell"),
        fc.double({ min: 1000, max: 100_000, noNaN: true }),
        fc.double({ min: 0.01, max: 0.5, noNaN: true }),
        (category, side, entry, move) => {
          const size = category === "inverse" ? "1000" : "2"
          const held = { category, side, size, entryPrice: String(entry), leverage: "5" }
          const pnl = Pnl.value(held, String(entry * (1 + move))).upnl ?? 0
          const price = Pnl.priceAt(held, pnl)
          expect(price).toBeDefined()
          expect(Math.abs((price ?? 0) / (entry * (1 + move)) - 1)).toBeLessThan(1e-9)
        }
      )
    )
  })
})

describe("LiqEstimate.liquidationPrice", () => {
  const btcusdt: Instrument = {
    category: "linear",
    symbol: "BTCUSDT",
    baseCoin: "BTC",
    quoteCoin: "USDT",
    settleCoin: "USDT",
    tickSize: "0.10",
    qtyStep: "0.001",
    minQty: "0.001",
    minNotional: "5",
    maxLeverage: "100"
  }
  const order: LiqEstimate.Order = {
    instrument: btcusdt,
    side: "Buy",
    qty: 0.5,
    price: 60_000,
    leverage: 10,
    mode: "isolated",
    maintenanceRate: 0.005,
    equity: 100_000,
    maintenanceMargin: 0,
    usdPerCoin: 1
  }
  it("isolated: where the loss reaches the initial less the maintenance margin", () => {
    // 60 000 × (1 − 1/10 + 0.005), on the tick
    expect(LiqEstimate.liquidationPrice(order)).toBe("54300.0")
    expect(LiqEstimate.liquidationPrice({ ...order, side: "Sell" })).toBe("65700.0")
  })
  it("cross: where the account's equity is gone down to its maintenance margin; none when no price gets there", () => {
    // equity 10 000 less 150 maintenance: a long of 0.5 loses it 19 700 lower
    expect(LiqEstimate.liquidationPrice({ ...order, mode: "cross", equity: 10_000 })).toBe("40300.0")
    expect(LiqEstimate.liquidationPrice({ ...order, mode: "cross" })).toBe("")
    expect(LiqEstimate.liquidationPrice({ ...order, mode: "portfolio" })).toBe("")
  })
})

describe("Sizing.sizingPrice (issue 60: Max empty for an option buy)", () => {
  const option = { category: "option", qtyStep: "0.01", tickSize: "5" }

  it("an option limit buy with no price typed is sized at the last price, else at the mark", () => {
    expect(Sizing.sizingPrice(undefined, "1870", "1880")).toBe(1870)
    // no trade yet: the mark
    expect(Sizing.sizingPrice(undefined, "", "1880")).toBe(1880)
    expect(Sizing.sizingPrice(undefined, "0", "1880")).toBe(1880)
    expect(Sizing.sizingPrice(undefined, undefined, undefined)).toBeUndefined()
    // a typed price wins
    expect(Sizing.sizingPrice(1500, "1870", "1880")).toBe(1500)
    const max = Sizing.maxQty({
      market: option,
      side: "Buy",
      available: "50000",
      price: Sizing.sizingPrice(undefined, undefined, "1870"),
      leverage: undefined,
      takerRate: 0.0003
    })
    expect(Number(max)).toBeCloseTo(26.72, 2)
  })
})

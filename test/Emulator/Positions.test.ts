import { describe, expect, it } from "@effect/vitest"
import * as Fixed from "../../src/Emulator/base/Fixed.js"
import { averagePrice, type Fill, Positions, settleValue } from "../../src/Emulator/books/Positions.js"
import * as Instruments from "../../src/Emulator/market/Instruments.js"

const linear = Instruments.find("linear", "BTCUSDT")!
const inverse = Instruments.find("inverse", "BTCUSD")!
const E18 = 10n ** 18n

const fill = (over: Partial<Fill> & Pick<Fill, "instrument" | "side" | "qty" | "price">): Fill => ({
  uid: "u1",
  positionIdx: 0,
  fee: 0n,
  order: { orderId: `o-${over.side}-${over.price}`, side: over.side, qty: "0", price: "0", orderType: "Market" },
  now: 1000,
  seq: 1,
  ...over
})

const px = (i: Instruments.Instrument, t: string) => Fixed.parse(t, i.priceDecimals)!
const qty = (i: Instruments.Instrument, t: string) => Fixed.parse(t, i.qtyDecimals)!

describe("Positions", () => {
  it("realises linear PnL as (exit - entry) * qty, fees included in the closed record", () => {
    const ps = new Positions()
    const openFee = (33n * E18) / 100n // 0.33
    const closeFee = (34n * E18) / 100n
    ps.apply(
      fill({ instrument: linear, side: "Buy", qty: qty(linear, "0.010"), price: px(linear, "60000.00"), fee: openFee })
    )
    const p = ps.position("u1", linear, 0)
    expect(p.side).toBe("Buy")
    expect(averagePrice(linear, p.value, p.size)).toBe("60000.00")
    const s = ps.apply(
      fill({
        instrument: linear,
        side: "Sell",
        qty: qty(linear, "0.010"),
        price: px(linear, "60100.00"),
        fee: closeFee
      })
    )
    expect(s.closedSize).toBe(qty(linear, "0.010"))
    expect(s.pnl).toBe(E18) // 100 * 0.01 = 1 USDT
    expect(s.cashFlow).toBe(E18 - closeFee)
    expect(p.side).toBe("")
    expect(p.size).toBe(0n)
    expect(p.cumRealisedPnl).toBe(E18 - openFee - closeFee)
    const [record] = ps.closedPnl("u1", "linear")
    expect(record?.closedPnl).toBe(E18 - openFee - closeFee)
    expect(record?.openFee).toBe(openFee)
    expect(record?.closeFee).toBe(closeFee)
  })

  it("realises inverse PnL as qty * (1/entry - 1/exit)", () => {
    const ps = new Positions()
    ps.apply(fill({ instrument: inverse, side: "Buy", qty: qty(inverse, "100"), price: px(inverse, "50000.00") }))
    const s = ps.apply(
      fill({ instrument: inverse, side: "Sell", qty: qty(inverse, "100"), price: px(inverse, "51000.00") })
    )
    // 100/50000 - 100/51000 in 10^-18 BTC, each value truncated as the exchange truncates coin values.
    expect(s.pnl).toBe(2n * 10n ** 15n - (100n * E18) / 51000n)
    expect(settleValue(inverse, px(inverse, "50000.00"), qty(inverse, "100"))).toBe(2n * 10n ** 15n)
  })

  it("flips a one-way position and keeps the new side's entry", () => {
    const ps = new Positions()
    ps.apply(fill({ instrument: linear, side: "Buy", qty: qty(linear, "0.010"), price: px(linear, "60000.00") }))
    const s = ps.apply(
      fill({ instrument: linear, side: "Sell", qty: qty(linear, "0.025"), price: px(linear, "59000.00") })
    )
    expect(s.closedSize).toBe(qty(linear, "0.010"))
    expect(s.pnl).toBe(-10n * E18)
    const p = ps.position("u1", linear, 0)
    expect(p.side).toBe("Sell")
    expect(Fixed.format(p.size, linear.qtyDecimals)).toBe("0.015")
    expect(averagePrice(linear, p.value, p.size)).toBe("59000.00")
  })

  it("averages entries and answers the reducible size per side", () => {
    const ps = new Positions()
    ps.apply(fill({ instrument: linear, side: "Buy", qty: qty(linear, "0.001"), price: px(linear, "60000.00") }))
    ps.apply(fill({ instrument: linear, side: "Buy", qty: qty(linear, "0.002"), price: px(linear, "60000.10") }))
    const p = ps.position("u1", linear, 0)
    expect(averagePrice(linear, p.value, p.size)).toBe("60000.0666666667")
    expect(ps.reducible("u1", linear, "Sell", 0)).toBe(qty(linear, "0.003"))
    expect(ps.reducible("u1", linear, "Buy", 0)).toBe(0n)
    expect(ps.unrealised(p, px(linear, "60010.00"))).toBe(settleValue(linear, px(linear, "60010.00"), p.size) - p.value)
  })

  it("keeps hedge-mode sides apart", () => {
    const ps = new Positions()
    ps.settings("u1", linear).mode = 3
    ps.apply(
      fill({
        instrument: linear,
        positionIdx: 1,
        side: "Buy",
        qty: qty(linear, "0.001"),
        price: px(linear, "60000.00")
      })
    )
    ps.apply(
      fill({
        instrument: linear,
        positionIdx: 2,
        side: "Sell",
        qty: qty(linear, "0.002"),
        price: px(linear, "60000.00")
      })
    )
    expect(ps.position("u1", linear, 1).side).toBe("Buy")
    expect(ps.position("u1", linear, 2).side).toBe("Sell")
    expect(ps.reducible("u1", linear, "Sell", 1)).toBe(qty(linear, "0.001"))
    expect(ps.reducible("u1", linear, "Buy", 2)).toBe(qty(linear, "0.002"))
    expect(ps.indices("u1", linear)).toEqual([1, 2])
  })
})

describe("Positions: position mode by coin", () => {
  const usdt = Instruments.byCategory("linear").filter((i) => i.settleCoin === "USDT")
  // a USDT perpetual listed after the switch: not in the emulator's list, so no settings of it exist yet
  const listedLater: Instruments.Instrument = {
    ...linear,
    symbol: "NEWUSDT",
    info: { ...linear.info, symbol: "NEWUSDT" }
  }

  it("a symbol listed after a switch by coin takes the coin's mode; one switched by symbol keeps its own", () => {
    const ps = new Positions()
    expect(ps.settings("u1", linear).mode).toBe(0)
    ps.switchCoin("u1", "linear", "USDT", 3, usdt, () => false)
    expect(ps.settings("u1", linear).mode).toBe(3)
    expect(ps.settings("u1", listedLater).mode).toBe(3)
    expect(ps.settings("u2", listedLater).mode).toBe(0)
    // USDC perpetuals offer no hedge mode: a coin's mode never reaches them
    const perp = Instruments.find("linear", "BTCPERP")!
    ps.switchCoin("u1", "linear", "USDC", 3, [], () => false)
    expect(ps.settings("u1", perp).mode).toBe(0)
  })

  it("a locked symbol never configured keeps the coin's old mode", () => {
    const ps = new Positions()
    const eth = Instruments.find("linear", "ETHUSDT")!
    const kept = ps.switchCoin("u1", "linear", "USDT", 3, usdt, (i) => i === eth)
    expect(kept).toEqual([eth])
    expect(ps.settings("u1", eth).mode).toBe(0)
    expect(ps.settings("u1", linear).mode).toBe(3)
    expect(ps.coinMode("u1", "linear", "USDT")).toBe(3)
  })
})

/**
 * The state's growth with trading bounded as Bybit bounds its order history (issue 69): an order that closed without
 * a fill (cancelled, rejected, deactivated) is kept 24 hours, an order with fills stays. IN-PROCESS: one exchange,
 * its clock passed in.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Snapshot from "../../src/Emulator/base/Snapshot.js"
import { Exchange } from "../../src/Emulator/Exchange.js"
import { unfilledKeptMs } from "../../src/Emulator/engine/State.js"

const T0 = Date.UTC(2026, 0, 15, 12, 0, 0)
const HOUR = 3_600_000

describe("the order history's window", () => {
  it("orders cancelled without a fill go after 24 hours; a filled one stays; the state shrinks with them", () => {
    const exchange = new Exchange({ seed: 47 })
    const caller = { uid: exchange.demo.uid, apiKey: exchange.demo.apiKey }
    exchange.setBalance(caller.uid, "UNIFIED", "USDT", "1000000", T0)
    exchange.tick(T0)
    const cancelled: Array<string> = []
    for (let k = 0; k < 50; k++) {
      const placed = exchange.createOrder(
        caller,
        { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.01", price: "1000" },
        T0
      )
      if (!placed.ok) throw new Error(placed.retMsg)
      const orderId = placed.value.orderId
      exchange.cancelOrder(caller, { category: "linear", symbol: "BTCUSDT", orderId }, T0)
      cancelled.push(orderId)
    }
    const filled = exchange.createOrder(
      caller,
      { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.001" },
      T0
    )
    if (!filled.ok) throw new Error(filled.retMsg)
    const history = () =>
      exchange.engine.orders({ accountId: caller.uid, category: "linear", openOnly: false }).map((o) => o.orderId)
    const nodes = () => Snapshot.take(exchange.stateParts().exchange).length
    expect(history()).toEqual(expect.arrayContaining([...cancelled, filled.value.orderId]))
    const before = nodes()
    // within the window, hour by hour: all kept
    for (let h = 1; h * HOUR < unfilledKeptMs; h++) exchange.tick(T0 + h * HOUR)
    expect(history()).toEqual(expect.arrayContaining(cancelled))
    // past it: the cancelled ones are gone, from the history and from lookups by id; the filled one stays
    exchange.tick(T0 + unfilledKeptMs + HOUR)
    expect(history()).toEqual([filled.value.orderId])
    const lookup = exchange.engine.orders({ accountId: caller.uid, category: "linear", openOnly: false })
    expect(lookup.some((o) => cancelled.includes(o.orderId))).toBe(false)
    expect(nodes()).toBeLessThan(before)
  })
})

/**
 * Price alerts as data (issue 72): read back from storage as written, anything else dropped; an armed alert fires
 * once, the first time the last price reaches it, and only in its own environment and market; one on the wrong side
 * of the last price is refused in words.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Alerts from "../../react-app/src/lib/Alerts.js"

const alert = (over: Partial<Alerts.Alert> = {}): Alerts.Alert => ({
  id: "a",
  env: "emulator",
  category: "linear",
  symbol: "BTCUSDT",
  price: "66000",
  direction: "above",
  created: 1,
  ...over
})

describe("Alerts", () => {
  it("parse: what save wrote comes back; anything else is dropped", () => {
    const list = [alert(), alert({ id: "b", direction: "below", price: "60000", firedAt: 5, firedPrice: "59990" })]
    expect(Alerts.parse(JSON.stringify(list))).toEqual(list)
    expect(Alerts.parse("not json")).toEqual([])
    expect(Alerts.parse(JSON.stringify([{ id: "x" }]))).toEqual([])
    expect(Alerts.parse(JSON.stringify([alert({ price: "-1" })]))).toEqual([])
    expect(Alerts.parse(null)).toEqual([])
  })

  it("check: fires once when the price reaches it, in its own environment and market only", () => {
    const above = alert()
    const below = alert({ id: "b", direction: "below", price: "60000" })
    const other = alert({ id: "c", env: "testnet" })
    const prices = (last: string) => (category: string, symbol: string) =>
      category === "linear" && symbol === "BTCUSDT" ? last : undefined
    const quiet = Alerts.check([above, below, other], "emulator", prices("65000"), 10)
    expect(quiet.fired).toEqual([])
    const first = Alerts.check(quiet.alerts, "emulator", prices("66000.5"), 20)
    expect(first.fired.map((a) => [a.id, a.firedAt, a.firedPrice])).toEqual([["a", 20, "66000.5"]])
    expect(first.alerts.find((a) => a.id === "c")?.firedAt).toBeUndefined()
    // beyond it again: told no more
    expect(Alerts.check(first.alerts, "emulator", prices("67000"), 30).fired).toEqual([])
  })

  it("check: any path of prices fires an alert at most once, and only at a price that reaches it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 50_000, max: 80_000 }), { maxLength: 30 }),
        fc.constantFrom<Alerts.Direction>("above", "below"),
        (path, direction) => {
          let alerts: ReadonlyArray<Alerts.Alert> = [alert({ direction, price: "65000" })]
          let told = 0
          for (const [i, p] of path.entries()) {
            const next = Alerts.check(alerts, "emulator", () => String(p), i)
            for (const fired of next.fired) {
              told++
              expect(direction === "above" ? p >= 65_000 : p <= 65_000).toBe(true)
              expect(fired.firedPrice).toBe(String(p))
            }
            alerts = next.alerts
          }
          const reaches = path.some((p) => (direction === "above" ? p >= 65_000 : p <= 65_000))
          expect(told).toBe(reaches ? 1 : 0)
        }
      )
    )
  })

  it("refusal: a price on the wrong side of the last, or none, is refused in words", () => {
    const write = (p: string) => p.replace(".", ",")
    const base = { symbol: "BTCUSDT", write, last: "65000.5" }
    expect(Alerts.refusal({ ...base, price: "66000", direction: "above" })).toBeUndefined()
    expect(Alerts.refusal({ ...base, price: "64000", direction: "above" })).toBe(
      "BTCUSDT is at 65000,5: an alert above must be higher"
    )
    expect(Alerts.refusal({ ...base, price: "66000", direction: "below" })).toBe(
      "BTCUSDT is at 65000,5: an alert below must be lower"
    )
    expect(Alerts.refusal({ ...base, price: "", direction: "below" })).toBe("Enter the alert's price, like 65000")
    expect(Alerts.refusal({ ...base, last: undefined, price: "1", direction: "below" })).toMatch(/Wait for the last/)
  })
})

/**
 * The account's margin ratio as the emulator serves it (issue 60: the page shows it): `accountIMRate` and
 * `accountMMRate` are the initial and maintenance margins over the margin balance, `totalInitialMargin` holds the
 * orders' and the positions' initial margin, and the maintenance margin is below the initial one; none is zero once a
 * position is open, and all are zero without one.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Account from "../../src/Http/v5/Account.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Harness from "../support/Harness.js"

const wallet = Effect.map(Account.getWalletBalance({ accountType: "UNIFIED" }), (w) => {
  const item = w.list[0]
  const n = (text: string | undefined) => Number(text ?? "NaN")
  return {
    im: n(item?.totalInitialMargin),
    mm: n(item?.totalMaintenanceMargin),
    margin: n(item?.totalMarginBalance),
    imRate: n(item?.accountIMRate),
    mmRate: n(item?.accountMMRate)
  }
})

describe("the emulator's margin ratio", () => {
  it.live("IM and MM rates are the margins over the margin balance, before and after a position opens", () =>
    Harness.withEmulator({ seed: 5 }, () =>
      Effect.gen(function* () {
        const flat = yield* wallet
        expect(flat.im).toBe(0)
        expect(flat.mm).toBe(0)
        expect(flat.imRate).toBe(0)
        expect(flat.mmRate).toBe(0)
        yield* Trade.submitOrder({ category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "1" })
        const open = yield* wallet
        expect(open.im).toBeGreaterThan(0)
        expect(open.mm).toBeGreaterThan(0)
        expect(open.mm).toBeLessThan(open.im)
        // four decimals, as the exchange writes the rates
        expect(open.imRate).toBeCloseTo(open.im / open.margin, 4)
        expect(open.mmRate).toBeCloseTo(open.mm / open.margin, 4)
        expect(open.mmRate).toBeGreaterThan(0)
      })
    )
  )
})

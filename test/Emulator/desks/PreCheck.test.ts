import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as A from "../../../src/Http/v5/Account.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// Order pre-check through the library: the margin rates before and after a hypothetical order come from the
// account's real margin (they match the wallet's rates and move with its positions), a closing order lowers them,
// nothing is placed, and the documented limits are refused. The master and a sub-account check side by side.

const e4 = (rate: unknown) => Math.floor(Number(String(rate)) * 10_000)
const order = (o: Partial<Parameters<typeof Trade.preCheckOrder>[0]> = {}) =>
  Trade.preCheckOrder({
    category: "linear",
    symbol: "BTCUSDT",
    side: "Buy",
    orderType: "Limit",
    qty: "0.5",
    price: "50000",
    orderLinkId: "pre-1",
    ...o
  })

layer(deskLayer({ seed: 61 }), { timeout: "60 seconds" })("order pre-check on the emulator", (it) => {
  describe("margin rates", () => {
    it.effect("from nothing to the order's margin; the rates before follow the account's own positions", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        const empty = yield* order()
        expect([Number(empty.preImrE4), Number(empty.preMmrE4), empty.orderLinkId]).toEqual([0, 0, "pre-1"])
        expect(Number(empty.postImrE4)).toBeGreaterThan(0)
        expect(Number(empty.postMmrE4)).toBeGreaterThan(0)
        expect(Number(empty.postImrE4)).toBeGreaterThan(Number(empty.postMmrE4))
        // nothing was placed
        expect((yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })).list).toEqual([])
        // a bigger order asks more margin
        const twice = yield* order({ qty: "1" })
        expect(Number(twice.postImrE4)).toBeGreaterThan(Number(empty.postImrE4))

        yield* Trade.submitOrder({ category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "1" })
        const wallet = (yield* A.getWalletBalance({ accountType: "UNIFIED" })).list[0]
        const held = yield* order({ orderType: "Market", price: undefined })
        expect(Math.abs(Number(held.preImrE4) - e4(wallet?.accountIMRate))).toBeLessThanOrEqual(1)
        expect(Math.abs(Number(held.preMmrE4) - e4(wallet?.accountMMRate))).toBeLessThanOrEqual(1)
        expect(Number(held.postImrE4)).toBeGreaterThan(Number(held.preImrE4))
        // closing half the position lowers the rates
        const closing = yield* order({ side: "Sell", orderType: "Market", price: undefined, reduceOnly: true })
        expect(Number(closing.postImrE4)).toBeLessThan(Number(closing.preImrE4))
        expect(Number(closing.postMmrE4)).toBeLessThan(Number(closing.preMmrE4))
        // the sub-account holds nothing
        const theirs = yield* asSub(order())
        expect([Number(theirs.preImrE4), Number(theirs.preMmrE4)]).toEqual([0, 0])
      })
    )

    it.effect("refusals: margin the account cannot carry, inverse on cross margin, isolated margin, triggers", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        expect(yield* tagOf(asSub(order({ qty: "100" })))).toBe("InsufficientBalance")
        expect(yield* tagOf(order({ category: "inverse", symbol: "BTCUSD", qty: "100" }))).toBe("ParamsError")
        expect(yield* tagOf(order({ triggerPrice: "60000", triggerDirection: 1 }))).toBe("ParamsError")
        expect(yield* tagOf(order({ category: "spot" }))).toBe("ParamsError")
        expect(yield* tagOf(order({ symbol: "NOPEUSDT" }))).toBe("ParamsError")
        yield* asSub(A.setMarginMode({ setMarginMode: "ISOLATED_MARGIN" }))
        expect(yield* tagOf(asSub(order()))).toBe("ParamsError")
        yield* asSub(A.setMarginMode({ setMarginMode: "PORTFOLIO_MARGIN" }))
        const inverse = yield* asSub(order({ category: "inverse", symbol: "BTCUSD", qty: "100" }))
        expect(Number(inverse.postImrE4)).toBeGreaterThan(0)
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asElsewhere } = yield* Accounts
        expect(yield* asElsewhere(tagOf(order()))).toBe("UnmatchedIp")
        yield* coverage("order pre-check")
      })
    )
  })
})

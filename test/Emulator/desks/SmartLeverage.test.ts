import { describe, expect, layer, it as plain } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as E from "../../../src/Http/v5/Earn.js"
import * as DW from "../../../src/Http/v5/EarnDoubleWin.js"
import * as Earn from "../../../src/Schema/Earn.js"
import { layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// Smart Leverage (Advanced Earn category `SmartLeverage`, found by docs:diff against bybit-exchange/docs 072c197):
// the client sends its place-order bodies and queries; the emulator has no Smart Leverage products, so the
// category lists nothing and its orders find no product (as Discount Buy).

// The docs' two request examples (stake, then redemption), as data.
const stakeBody = {
  category: "SmartLeverage",
  productId: "12999",
  coin: "USDT",
  orderType: "Stake",
  amount: "100",
  accountType: "FUND",
  orderLinkId: "usdt-earn-007",
  smartLeverageStakeExtra: { initialPrice: "68403", breakevenPrice: "68650" }
} as const
const redeemBody = {
  category: "SmartLeverage",
  productId: "12999",
  orderType: "Redeem",
  accountType: "FUND",
  orderLinkId: "usdt-earn-008",
  smartLeverageRedeemExtra: { positionId: "1277", estRedeemAmount: "77.8469", isSlippageProtected: true }
} as const

describe("Smart Leverage requests", () => {
  plain("the place-order body decodes the docs' stake and redemption examples and encodes them unchanged", () => {
    const codec = Earn.AdvancedPlaceOrderRequest
    for (const body of [stakeBody, redeemBody]) {
      const decoded = Schema.decodeUnknownSync(codec)(body)
      expect(Schema.encodeSync(codec)(decoded)).toEqual(body)
    }
    expect(() =>
      Schema.decodeUnknownSync(codec)({ ...stakeBody, smartLeverageStakeExtra: { initialPrice: "68403" } })
    ).toThrow()
  })

  plain("the category is accepted by every Advanced Earn query", () => {
    expect(Schema.decodeUnknownSync(Earn.AdvancedProductRequest)({ category: "SmartLeverage" })).toEqual({
      category: "SmartLeverage"
    })
  })
})

layer(deskLayer({ seed: 73 }), { timeout: "60 seconds" })("smart leverage on the emulator", (it) => {
  it.effect("lists no product, order or position; a stake and a redemption find no product", () =>
    Effect.gen(function* () {
      expect((yield* E.getAdvancedEarnProduct({ category: "SmartLeverage" })).list).toEqual([])
      expect((yield* E.getAdvancedEarnOrders({ category: "SmartLeverage" })).list).toEqual([])
      expect((yield* E.getAdvancedEarnPositions({ category: "SmartLeverage" })).list).toEqual([])
      expect(yield* tagOf(E.submitAdvancedEarnOrder(stakeBody))).toBe("InvalidProduct")
      expect(yield* tagOf(E.submitAdvancedEarnOrder(redeemBody))).toBe("InvalidProduct")
      // the redemption estimate (a path Double-Win shares) knows no Smart Leverage position
      const estimate = yield* DW.getDoubleWinRedeemEstimate({ category: "SmartLeverage", positionIds: "1277" })
      expect(estimate.list.map((x) => [x.positionId, x.success])).toEqual([["1277", false]])
    })
  )
})

import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as E from "../../../src/Http/v5/Earn.js"
import * as S from "../../../src/Http/v5/EarnSavings.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// Earn coupons through the library: a granted interest card is listed unused, applied by a Dual Assets stake (in
// use, its bonus accruing with the stake), paid into the Funding wallet when the stake settles (used up), and an
// unused card expires. The master and a sub-account hold their own cards.

const u18 = (s: unknown): bigint => Fixed.parseRounded(String(s ?? "0"), 18, "down") ?? -1n
const DAY = 24 * 3_600_000
const fund = (coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType: "FUND", coin }), (b) => u18(b.balance?.walletBalance ?? "0"))

layer(deskLayer({ seed: 79 }), { timeout: "60 seconds" })("earn coupons on the emulator", (it) => {
  describe("interest cards", () => {
    it.effect("a card applied to a Dual Assets stake pays its capped bonus at settlement", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        const card = { coin: "USDT", apy: "0.5", days: 7, limitPnl: "1", category: "DualAssets" } as const
        const awardId = emulator.admin.grantEarnCoupon(card)
        emulator.admin.grantEarnCoupon({ ...card, apy: "0.03", uid: subUid, days: 1 })
        expect(() => emulator.admin.grantEarnCoupon({ ...card, apy: "0" })).toThrow()
        const listed = yield* S.getEarnCouponList({ category: "DualAssets" })
        expect(listed.interestCards.map((c) => [c.awardId, c.status, String(c.apy)])).toEqual([
          [awardId, "NotUse", "0.5"]
        ])
        expect((yield* S.getEarnCouponList({ category: "FlexibleSaving" })).interestCards).toEqual([])
        const specCode = String(listed.interestCards[0]?.specCode)
        const q = (yield* E.getAdvancedEarnProductQuote({ productId: "1101", category: "DualAssets" })).list?.[0]
        const low = q?.buyLowPrice?.[0]
        const order = (orderLinkId: string, interestCard: { awardId: number; specCode: string }) =>
          E.submitAdvancedEarnOrder({
            category: "DualAssets",
            productId: "1101",
            orderType: "Stake",
            amount: "1000",
            accountType: "UNIFIED",
            coin: "USDT",
            orderLinkId,
            dualAssetsExtra: {
              orderDirection: "BuyLow",
              selectPrice: String(low?.selectPrice),
              apyE8: Number(low?.apyE8)
            },
            interestCard
          })
        // another account's card, or one for another coin, is refused and nothing is staked
        expect(yield* tagOf(asSub(order("c-0", { awardId, specCode })))).toBe("EarnParamsError")
        yield* order("c-1", { awardId, specCode })
        expect(yield* tagOf(order("c-2", { awardId, specCode }))).toBe("EarnParamsError")
        emulator.admin.moveClock(6 * 3_600_000)
        const inUse = (yield* S.getEarnCouponList({ category: "DualAssets" })).interestCards[0]
        expect([inUse?.status, String(inUse?.positionEffectiveAmount), inUse?.productId]).toEqual([
          "InUse",
          "1000",
          1101
        ])
        // 1000 at 50 % for 6 hours: about 0.34 USDT so far
        expect(Number(inUse?.currentPnl)).toBeCloseTo((1000 * 0.5 * 6) / (365 * 24), 6)
        const before = yield* fund("USDT")
        emulator.admin.moveClock(DAY)
        const used = (yield* S.getEarnCouponList({ category: "DualAssets" })).interestCards[0]
        expect(used?.status).toBe("AlreadyUsed")
        const bonus = u18(used?.currentPnl)
        expect(bonus).toBeGreaterThan(0n)
        expect(bonus).toBeLessThanOrEqual(u18("1"))
        const settled = (yield* E.getAdvancedEarnOrders({ category: "DualAssets", orderLinkId: "c-1" })).list[0]
        const paidUsdt = settled?.settlementCoin === "USDT" ? u18(settled.settlementAmount) : 0n
        expect(yield* fund("USDT")).toBe(before + bonus + paidUsdt)
        // the sub's unused one-day card expired
        const theirs = (yield* asSub(S.getEarnCouponList({ category: "DualAssets" }))).interestCards
        expect(theirs.map((c) => c.status)).toEqual(["Expired"])
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asElsewhere } = yield* Accounts
        expect(yield* asElsewhere(tagOf(S.getEarnCouponList({ category: "DualAssets" })))).toBe("UnmatchedIp")
        yield* coverage("earn coupons")
      })
    )
  })
})

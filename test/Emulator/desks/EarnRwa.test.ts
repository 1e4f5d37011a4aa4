import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as R from "../../../src/Http/v5/EarnRwa.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// Real-world-asset Earn through the library: a stake leaves the wallet at once and becomes shares at the next
// day's NAV, the flexible product pays its bonus daily into the wallet, a redemption pays the shares' value less
// the fee a day later, and a fixed product's shares stay locked for its term. The master and a sub-account hold
// positions side by side.

const u18 = (s: unknown): bigint => Fixed.parseRounded(String(s ?? "0"), 18, "down") ?? -1n
const DAY = 24 * 3_600_000

const balance = (accountType: "FUND" | "UNIFIED", coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType, coin }), (b) => u18(b.balance?.walletBalance ?? "0"))

layer(deskLayer({ seed: 43 }), { timeout: "60 seconds" })("rwa earn on the emulator", (it) => {
  describe("products", () => {
    it.effect("the NAV grows daily with the base APR and the chart is its history", () =>
      Effect.gen(function* () {
        const products = yield* R.getRWAProductList({})
        expect(products.list.map((p) => [p.productId, p.coin, p.savingType, p.duration])).toEqual([
          [1001, "USDC", "Flexible", 0],
          [1002, "USDT", "Fixed", 30]
        ])
        const chart = yield* R.getRWANavChart({ productId: 1001 })
        expect(chart.list.length).toBe(7)
        const navs = chart.list.map((x) => Number(String(x.nav)))
        expect(navs.every((n, i) => i === 0 || n > (navs[i - 1] ?? 0))).toBe(true)
        expect(String(chart.list.at(-1)?.nav)).toBe(String(products.list[0]?.nav))
        expect(chart.list.at(-1)?.date).toBe("2026-01-15")
        expect((yield* R.getRWAProductList({ coin: "USDT" })).list.map((p) => p.productId)).toEqual([1002])
        expect(yield* tagOf(R.getRWANavChart({ productId: 9 }))).toBe("InvalidProduct")
        const tooLong = R.getRWANavChart({ productId: 1001, startTime: 0, endTime: 200 * 86_400 })
        expect(yield* tagOf(tooLong)).toBe("ParamsError")
      })
    )
  })

  describe("stake, bonus, redeem", () => {
    it.effect("a stake becomes shares at the next NAV, earns its daily bonus and redeems less the fee", () =>
      Effect.gen(function* () {
        const { asSub, emulator } = yield* Accounts
        const before = yield* balance("UNIFIED", "USDC")
        const placed = yield* R.placeRWAOrder({
          productId: 1001,
          orderType: "Stake",
          coin: "USDC",
          stakeAmount: "1000",
          accountType: "UNIFIED",
          orderLinkId: "rwa-1"
        })
        expect(yield* balance("UNIFIED", "USDC")).toBe(before - u18("1000"))
        const pending = yield* R.getRWAPositionList({})
        expect(pending.list.map((p) => [String(p.processingStakeAmount), String(p.effectiveShare)])).toEqual([
          ["1000", "0"]
        ])
        expect((yield* asSub(R.getRWAPositionList({}))).list).toEqual([])
        const processing = yield* R.getRWAOrderList({ orderId: placed.orderId })
        expect(processing.list.map((o) => [o.status, o.settledShares])).toEqual([["Processing", undefined]])

        emulator.admin.moveClock(DAY)
        const settled = (yield* R.getRWAOrderList({ orderLinkId: "rwa-1" })).list[0]
        const nav = u18((yield* R.getRWAProductList({ coin: "USDC" })).list[0]?.nav)
        expect(settled?.status).toBe("Success")
        const shares = u18(settled?.settledShares)
        expect(shares).toBe(((u18("1000") * 10n ** 18n) / nav / 10n ** 12n) * 10n ** 12n)
        const position = (yield* R.getRWAPositionList({})).list[0]
        expect(u18(position?.effectiveShare)).toBe(shares)
        expect(String(position?.processingStakeAmount)).toBe("0")

        // the next 00:00 UTC pays a day's bonus at 2 % APR on the holding into the Unified wallet
        const beforeBonus = yield* balance("UNIFIED", "USDC")
        emulator.admin.moveClock(DAY)
        const bonus = u18((yield* R.getRWAPositionList({})).list[0]?.bonusEarned)
        expect(bonus).toBeGreaterThanOrEqual(u18("0.05"))
        expect(bonus).toBeLessThan(u18("0.06"))
        expect(yield* balance("UNIFIED", "USDC")).toBe(beforeBonus + bonus)

        const redeem = yield* R.placeRWAOrder({
          productId: 1001,
          orderType: "Redeem",
          coin: "USDC",
          redeemShares: "100",
          accountType: "UNIFIED",
          orderLinkId: "rwa-2"
        })
        const locked = (yield* R.getRWAPositionList({})).list[0]
        expect(String(locked?.processingRedeemShare)).toBe("100")
        expect(u18(locked?.effectiveShare)).toBe(shares - u18("100"))
        const navAtPay = u18((yield* R.getRWANavChart({ productId: 1001 })).list.at(-1)?.nav) // today's
        emulator.admin.moveClock(DAY)
        const beforePay = yield* balance("UNIFIED", "USDC")
        const paid = (yield* R.getRWAOrderList({ orderId: redeem.orderId })).list[0]
        expect(paid?.status).toBe("Success")
        const navNext = u18((yield* R.getRWANavChart({ productId: 1001 })).list.at(-1)?.nav)
        expect(navNext).toBeGreaterThanOrEqual(navAtPay)
        const value = (u18("100") * navNext) / 10n ** 18n
        const expected = ((value - value / 1000n) / 10n ** 16n) * 10n ** 16n
        expect(u18(paid?.settledAmount)).toBe(expected)
        expect(beforePay).toBeGreaterThan(0n)
        const history = yield* R.getRWAOrderList({ orderType: "Redeem" })
        expect(history.list.map((o) => o.orderLinkId)).toEqual(["rwa-2"])
        expect((yield* R.getRWAOrderList({ limit: 1 })).nextPageCursor).not.toBe("")
      })
    )

    it.effect("a fixed product's shares stay locked for its term; every refusal is the documented one", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        emulator.admin.setBalance("USDT", "500", { accountType: "FUND", uid: subUid })
        const stake = (orderLinkId: string, stakeAmount: string, productId = 1002, coin = "USDT") =>
          R.placeRWAOrder({ productId, orderType: "Stake", coin, stakeAmount, orderLinkId })
        const redeem = (orderLinkId: string, redeemShares: string) =>
          R.placeRWAOrder({ productId: 1002, orderType: "Redeem", coin: "USDT", redeemShares, orderLinkId })
        yield* asSub(stake("sub-1", "300"))
        emulator.admin.moveClock(DAY)
        const held = (yield* asSub(R.getRWAPositionList({}))).list[0]
        expect([held?.productId, held?.duration]).toEqual([1002, 30])
        const refusals = yield* asSub(
          Effect.all([
            tagOf(redeem("sub-2", "10")),
            tagOf(stake("sub-1", "100")),
            tagOf(stake("sub-3", "100", 1002, "USDC")),
            tagOf(stake("sub-4", "100", 9)),
            tagOf(stake("sub-5", "50")),
            tagOf(stake("sub-6", "60000")),
            tagOf(stake("sub-7", "300"))
          ])
        )
        expect(refusals).toEqual([
          "RedeemNotAllowed",
          "EarnOrderExists",
          "EarnInvalidCoin",
          "InvalidProduct",
          "InvalidPurchaseShare",
          "StakeAboveMaxShare",
          "EarnBalanceInsufficient"
        ])
        emulator.admin.moveClock(31 * DAY)
        expect(yield* tagOf(asSub(redeem("sub-8", "100000")))).toBe("InvalidRedeemShare")
        yield* asSub(redeem("sub-9", "10"))
        emulator.admin.moveClock(DAY)
        const done = (yield* asSub(R.getRWAOrderList({ orderLinkId: "sub-9" }))).list[0]
        expect(done?.status).toBe("Success")
        expect(u18(done?.settledAmount)).toBeGreaterThan(u18("10"))
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asElsewhere } = yield* Accounts
        const refused = yield* asElsewhere(Effect.all([tagOf(R.getRWAOrderList({})), tagOf(R.getRWAPositionList({}))]))
        expect(refused).toEqual(["UnmatchedIp", "UnmatchedIp"])
        yield* coverage("rwa earn")
      })
    )
  })
})

import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as T from "../../../src/Http/v5/EarnFixedTerm.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// Fixed-term Earn through the library: a stake leaves the chosen wallet and settles at the end of its term with
// its (tiered) yield back into that wallet, or is staked again with its yield when auto-reinvest is on; a FundPool
// position can be redeemed early after a day, paid at the early APY for the days held. The master and a
// sub-account stake side by side.

const u18 = (s: unknown): bigint => Fixed.parseRounded(String(s ?? "0"), 18, "down") ?? -1n
const DAY = 24 * 3_600_000

const balance = (accountType: "FUND" | "UNIFIED", coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType, coin }), (b) => u18(b.balance?.walletBalance ?? "0"))

layer(deskLayer({ seed: 23 }), { timeout: "60 seconds" })("fixed-term earn on the emulator", (it) => {
  describe("stake and settle", () => {
    it.effect("products with tiers; stakes from either wallet; each account sees its own positions", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        const products = yield* T.getFixedTermEarnProduct({ coin: "USDT" })
        const usdt = products.list[0]
        expect([usdt?.duration, usdt?.tieredApyList.map((t) => t.apy), usdt?.allowAutoReinvest]).toEqual([
          "14d",
          ["8.00%", "5.00%"],
          true
        ])
        emulator.admin.setBalance("USDT", "3000", { accountType: "FUND" })
        emulator.admin.setBalance("USDC", "1000", { accountType: "UNIFIED", uid: subUid })
        const placed = yield* T.submitFixedTermEarnOrder({
          productId: 101,
          category: "FixedTermSaving",
          coin: "USDT",
          amount: "2000",
          accountType: "FUND",
          orderLinkId: "ft-1"
        })
        expect(yield* balance("FUND", "USDT")).toBe(u18("1000"))
        yield* asSub(
          T.submitFixedTermEarnOrder({
            productId: 102,
            category: "FundPool",
            coin: "USDC",
            amount: "600",
            accountType: "UNIFIED",
            orderLinkId: "ft-sub"
          })
        )
        const mine = yield* T.getFixedTermEarnPosition({})
        expect(mine.list.map((p) => [p.orderId, String(p.amount), p.earlyRedeemInfo])).toEqual([
          [placed.orderId, "2000", null]
        ])
        const theirs = yield* asSub(T.getFixedTermEarnPosition({ category: "FundPool" }))
        expect(theirs.list.map((p) => [String(p.productId), String(p.amount)])).toEqual([["102", "600"]])
        const order = (yield* T.getFixedTermEarnOrder({ orderId: placed.orderId })).list[0]
        expect([order?.orderType, order?.status, order?.yieldInfoList]).toEqual(["Stake", "Active", []])
        const rejected = yield* Effect.all([
          tagOf(
            T.submitFixedTermEarnOrder({
              productId: 101,
              category: "FundPool",
              coin: "USDT",
              amount: "20",
              accountType: "FUND",
              orderLinkId: "r1"
            })
          ),
          tagOf(
            T.submitFixedTermEarnOrder({
              productId: 101,
              category: "FixedTermSaving",
              coin: "USDC",
              amount: "20",
              accountType: "FUND",
              orderLinkId: "r2"
            })
          ),
          tagOf(
            T.submitFixedTermEarnOrder({
              productId: 101,
              category: "FixedTermSaving",
              coin: "USDT",
              amount: "5",
              accountType: "FUND",
              orderLinkId: "r3"
            })
          ),
          tagOf(
            T.submitFixedTermEarnOrder({
              productId: 101,
              category: "FixedTermSaving",
              coin: "USDT",
              amount: "99000",
              accountType: "FUND",
              orderLinkId: "r4"
            })
          ),
          tagOf(
            T.submitFixedTermEarnOrder({
              productId: 101,
              category: "FixedTermSaving",
              coin: "USDT",
              amount: "5000",
              accountType: "FUND",
              orderLinkId: "r5"
            })
          ),
          tagOf(
            T.submitFixedTermEarnOrder({
              productId: 101,
              category: "FixedTermSaving",
              coin: "USDT",
              amount: "20",
              accountType: "FUND",
              orderLinkId: "ft-1"
            })
          )
        ])
        expect(rejected).toEqual([
          "InvalidProduct",
          "EarnInvalidCoin",
          "InvalidPurchaseShare",
          "StakeAboveMaxShare",
          "EarnBalanceInsufficient",
          "EarnOrderExists"
        ])
      })
    )

    it.effect("a FundPool position is redeemed early after a day, at the early APY", () =>
      Effect.gen(function* () {
        const { asSub, emulator } = yield* Accounts
        const [position] = (yield* asSub(T.getFixedTermEarnPosition({}))).list
        const redeem = T.redeemFixedTermEarn({
          productId: 102,
          category: "FundPool",
          positionId: Number(position?.positionId)
        })
        expect(yield* asSub(tagOf(redeem))).toBe("RedeemNotAllowed")
        emulator.admin.moveClock(3 * DAY)
        const fundBefore = yield* asSub(balance("FUND", "USDC"))
        const out = yield* asSub(redeem)
        // two whole days held (it started at the next whole hour) at 1 % a year on 600 USDC
        expect([String(out.redeemAmount), String(out.estEarnings)]).toEqual(["600", "0.0328"])
        expect((yield* asSub(balance("FUND", "USDC"))) - fundBefore).toBe(u18("600.0328"))
        expect(yield* asSub(tagOf(redeem))).toBe("EarnPositionNotFound")
        const notPool = T.redeemFixedTermEarn({ productId: 101, category: "FundPool", positionId: 1 })
        expect(yield* tagOf(notPool)).toBe("EarnPositionNotFound")
      })
    )

    it.effect("settles at the end of its term with the tiered yield; auto-reinvest stakes it again", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        const [position] = (yield* T.getFixedTermEarnPosition({})).list
        // 1,000 at 8 % and 1,000 at 5 % for 14 days
        expect(String(position?.interestCoinApyList[0]?.expectReturnEarning)).toBe("4.9863")
        emulator.admin.moveClock(12 * DAY)
        expect(yield* balance("FUND", "USDT")).toBe(u18("1000") + u18("2004.9863"))
        const done = (yield* T.getFixedTermEarnOrder({ orderType: "Stake" })).list[0]
        expect([done?.status, done?.yieldInfoList.map((y) => String(y.amount))]).toEqual(["Complete", ["4.9863"]])
        yield* T.submitFixedTermEarnOrder({
          productId: 101,
          category: "FixedTermSaving",
          coin: "USDT",
          amount: "1000",
          accountType: "FUND",
          autoInvest: true,
          orderLinkId: "ft-auto"
        })
        const [auto] = (yield* T.getFixedTermEarnPosition({})).list
        expect(auto?.autoReinvest).toBe("Enable")
        emulator.admin.moveClock(15 * DAY)
        const [again] = (yield* T.getFixedTermEarnPosition({})).list
        expect(u18(again?.amount)).toBe(u18("1003.0684"))
        expect((yield* T.getFixedTermEarnOrder({ orderType: "Reinvest" })).list.length).toBe(1)
        yield* T.setFixedTermEarnAutoInvest({
          productId: 101,
          category: "FixedTermSaving",
          positionId: Number(again?.positionId),
          status: "Disable"
        })
        expect((yield* T.getFixedTermEarnPosition({})).list[0]?.autoReinvest).toBe("Disable")
        const missing = T.setFixedTermEarnAutoInvest({
          productId: 101,
          category: "FixedTermSaving",
          positionId: 1,
          status: "Enable"
        })
        expect(yield* tagOf(missing)).toBe("EarnPositionNotFound")
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asBare } = yield* Accounts
        const tags = yield* asBare(
          Effect.all([tagOf(T.getFixedTermEarnOrder({})), tagOf(T.getFixedTermEarnPosition({}))])
        )
        expect(tags).toEqual(["PermissionDenied", "PermissionDenied"])
        yield* coverage("fixed-term earn")
      })
    )
  })
})

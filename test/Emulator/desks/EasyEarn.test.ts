import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as E from "../../../src/Http/v5/Earn.js"
import * as S from "../../../src/Http/v5/EarnSavings.js"
import { Accounts, coverage, layer as deskLayer, NOW, tagOf } from "../../support/DeskHarness.js"

// Easy Earn through the library: flexible savings earn hourly from the next whole hour and pay the day's yield into
// the Funding wallet at 00:30 UTC, a redemption returns principal and unpaid yield at once; on-chain stakes are
// processing until the next hour, then earn, and a redemption completes after the product's processing time; a
// fixed-term stake with auto-reinvest stakes principal and yield again at the end of its term. The master and a
// sub-account stake side by side and each sees only its own orders, positions and yield.

const u18 = (s: unknown): bigint => Fixed.parseRounded(String(s ?? "0"), 18, "down") ?? -1n
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const balance = (accountType: "FUND" | "UNIFIED", coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType, coin }), (b) => u18(b.balance?.walletBalance ?? "0"))

const stake = (
  productId: string,
  coin: string,
  amount: string,
  orderLinkId: string,
  accountType: "FUND" | "UNIFIED" = "FUND"
) =>
  E.submitStakeRedeem({
    category: productId.length > 1 ? "OnChain" : "FlexibleSaving",
    orderType: "Stake",
    accountType,
    amount,
    coin,
    productId,
    orderLinkId
  })

layer(deskLayer({ seed: 17 }), { timeout: "60 seconds" })("easy earn on the emulator", (it) => {
  describe("flexible savings", () => {
    it.effect("products; a stake leaves the chosen wallet; each account sees its own orders and positions", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        const products = yield* E.getEarnProduct({ category: "FlexibleSaving", coin: "USDT" })
        expect(products.list.map((p) => [p.productId, p.estimateApr, String(p.minStakeAmount)])).toEqual([
          ["1", "5%", "1"]
        ])
        const onChain = yield* E.getEarnProduct({ category: "OnChain" })
        expect(onChain.list.map((p) => [p.coin, p.duration, p.term])).toEqual([
          ["SOL", "Flexible", 0],
          ["ETH", "Fixed", 30]
        ])
        expect(yield* tagOf(E.getEarnProduct({ category: "FlexibleSaving", coin: "DOGE" }))).toBe("EarnInvalidCoin")
        emulator.admin.setBalance("USDT", "5000", { accountType: "FUND" })
        emulator.admin.setBalance("USDC", "800", { accountType: "UNIFIED", uid: subUid })
        const placed = yield* stake("1", "USDT", "1000", "save-1")
        expect(placed.orderLinkId).toBe("save-1")
        expect(yield* balance("FUND", "USDT")).toBe(u18("4000"))
        yield* asSub(stake("2", "USDC", "500", "sub-save-1", "UNIFIED"))
        expect(yield* asSub(balance("UNIFIED", "USDC"))).toBe(u18("300"))
        const mine = yield* E.getEarnPosition({ category: "FlexibleSaving" })
        expect(mine.list.map((p) => [p.productId, String(p.amount)])).toEqual([["1", "1000"]])
        const theirs = yield* asSub(E.getEarnPosition({ category: "FlexibleSaving" }))
        expect(theirs.list.map((p) => [p.productId, String(p.amount)])).toEqual([["2", "500"]])
        const orders = yield* E.getEarnOrderHistory({ category: "FlexibleSaving" })
        expect(orders.list.map((o) => [o.orderId, o.orderType, o.status, String(o.orderValue)])).toEqual([
          [placed.orderId, "Stake", "Success", "1000"]
        ])
        const rejected = yield* Effect.all([
          tagOf(stake("1", "USDT", "0.5", "r1")),
          tagOf(stake("1", "USDT", "1.00001", "r2")),
          tagOf(stake("1", "USDT", "1999999", "r3")),
          tagOf(stake("3", "BTC", "1", "r4")),
          tagOf(stake("1", "USDT", "10", "save-1")),
          tagOf(stake("1", "USDC", "10", "r5")),
          tagOf(stake("9", "USDT", "10", "r6")),
          tagOf(E.getEarnOrderHistory({ category: "OnChain" }))
        ])
        expect(rejected).toEqual([
          "InvalidPurchaseShare",
          "InvalidPurchaseShare",
          "StakeAboveMaxShare",
          "EarnBalanceInsufficient",
          "EarnOrderExists",
          "EarnInvalidCoin",
          "InvalidProduct",
          "EarnParamsError"
        ])
      })
    )

    it.effect("earns from the next whole hour, every hour; the day's yield is paid at 00:30 UTC", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        // staked just after 12:00: earning from 13:00, so the hours ending 14:00 … 00:00 are paid at 00:30
        emulator.admin.moveClock(NOW + 12 * HOUR + 31 * MINUTE - emulator.admin.now())
        const perHour = u18("0.0057") // 1,000 × 5 % / 8,760, rounded down to 4 decimals
        const hourly = yield* E.getEarnHourlyYieldHistory({ category: "FlexibleSaving", productId: "1", limit: 100 })
        expect(hourly.list.length).toBe(11)
        expect(hourly.list.every((h) => u18(h.amount) === perHour && String(h.effectiveStakingAmount) === "1000")).toBe(
          true
        )
        const paid = yield* E.getEarnYieldHistory({ category: "FlexibleSaving" })
        expect(paid.yield.map((y) => [u18(y.amount), y.distributionMode])).toEqual([[11n * perHour, "Auto"]])
        expect(yield* balance("FUND", "USDT")).toBe(u18("4000") + 11n * perHour)
        const window = E.getEarnYieldHistory({ category: "FlexibleSaving", startTime: NOW - 8 * DAY, endTime: NOW })
        expect(yield* tagOf(window)).toBe("EarnParamsError")
      })
    )

    it.effect("a redemption returns the principal and the yield not yet paid", () =>
      Effect.gen(function* () {
        const { asSub, emulator } = yield* Accounts
        emulator.admin.moveClock(2 * HOUR)
        const before = yield* balance("FUND", "USDT")
        const position = (yield* E.getEarnPosition({ category: "FlexibleSaving", coin: "USDT" })).list[0]
        const unpaid = u18(position?.claimableYield)
        expect(unpaid).toBe(2n * u18("0.0057"))
        const redeem = yield* E.submitStakeRedeem({
          category: "FlexibleSaving",
          orderType: "Redeem",
          accountType: "FUND",
          amount: "400",
          coin: "USDT",
          productId: "1",
          orderLinkId: "redeem-1"
        })
        expect((yield* balance("FUND", "USDT")) - before).toBe(u18("400") + unpaid)
        const manual = (yield* E.getEarnYieldHistory({ category: "FlexibleSaving" })).yield[0]
        expect([manual?.distributionMode, manual?.orderId]).toEqual(["Manual", redeem.orderId])
        expect(String((yield* E.getEarnPosition({ category: "FlexibleSaving" })).list[0]?.amount)).toBe("600")
        const tooMuch = E.submitStakeRedeem({
          category: "FlexibleSaving",
          orderType: "Redeem",
          accountType: "FUND",
          amount: "601",
          coin: "USDT",
          productId: "1",
          orderLinkId: "redeem-2"
        })
        expect(yield* tagOf(tooMuch)).toBe("InvalidRedeemShare")
        // the sub-account's USDC earned at 4.5 % the whole time, paid to its own Funding wallet
        const sub = yield* asSub(E.getEarnYieldHistory({ category: "FlexibleSaving" }))
        expect(sub.yield.map((y) => y.productId)).toEqual(["2"])
      })
    )
  })

  describe("on-chain staking", () => {
    it.effect("processing until the next hour, then active; a redemption completes after its processing time", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        emulator.admin.setBalance("SOL", "50", { accountType: "FUND" })
        const placed = yield* stake("11", "SOL", "10", "sol-1")
        const order = yield* E.getEarnOrderHistory({ category: "OnChain", orderId: placed.orderId })
        expect(order.list.map((o) => o.status)).toEqual(["Pending"])
        const [position] = (yield* E.getEarnPosition({ category: "OnChain", coin: "SOL" })).list
        expect(position?.status).toBe("Processing")
        emulator.admin.moveClock(5 * HOUR)
        const active = (yield* E.getEarnPosition({ category: "OnChain", coin: "SOL" })).list[0]
        expect([active?.status, u18(active?.totalPnl) > 0n]).toEqual(["Active", true])
        expect((yield* E.getEarnOrderHistory({ category: "OnChain", orderLinkId: "sol-1" })).list[0]?.status).toBe(
          "Success"
        )
        const modifyFlexible = E.modifyEarnPosition({
          category: "OnChain",
          productId: 11,
          positionId: Number(active?.id),
          autoReinvest: 1
        })
        expect(yield* tagOf(modifyFlexible)).toBe("ReinvestValidationFailed")
        const redeem = E.submitStakeRedeem({
          category: "OnChain",
          orderType: "Redeem",
          accountType: "FUND",
          amount: "10",
          coin: "SOL",
          productId: "11",
          orderLinkId: "sol-out",
          redeemPositionId: active?.id ?? ""
        })
        const out = yield* redeem
        expect((yield* E.getEarnPosition({ category: "OnChain", coin: "SOL" })).list).toEqual([])
        expect(yield* balance("FUND", "SOL")).toBe(u18("40"))
        emulator.admin.moveClock(DAY)
        const done = (yield* E.getEarnOrderHistory({ category: "OnChain", orderId: out.orderId })).list[0]
        expect(done?.status).toBe("Success")
        // the principal and the yield earned until the redemption was asked for
        expect(yield* balance("FUND", "SOL")).toBe(u18("50") + u18(active?.totalPnl))
      })
    )

    it.effect("a fixed-term stake with auto-reinvest is staked again with its yield at the end of its term", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        emulator.admin.setBalance("ETH", "2", { accountType: "FUND" })
        yield* stake("12", "ETH", "1", "eth-1")
        const [position] = (yield* E.getEarnPosition({ category: "OnChain", coin: "ETH" })).list
        yield* E.modifyEarnPosition({
          category: "OnChain",
          productId: 12,
          positionId: Number(position?.id),
          autoReinvest: 1
        })
        expect((yield* E.getEarnPosition({ category: "OnChain", coin: "ETH" })).list[0]?.autoReinvest).toBe("Enable")
        const missing = E.modifyEarnPosition({ category: "OnChain", productId: 12, positionId: 1, autoReinvest: 0 })
        expect(yield* tagOf(missing)).toBe("EarnPositionNotFound")
        emulator.admin.moveClock(31 * DAY)
        const [again] = (yield* E.getEarnPosition({ category: "OnChain", coin: "ETH" })).list
        // 30 days × 24 hours at 3.5 % a year on 1 ETH
        expect(u18(again?.amount)).toBe(u18("1") + 720n * u18("0.00000399"))
        expect(again?.id).not.toBe(position?.id)
        expect(yield* balance("FUND", "ETH")).toBe(u18("1"))
      })
    )
  })

  describe("APR history and coverage", () => {
    it.effect("one point per UTC midnight; windows up to 182 days", () =>
      Effect.gen(function* () {
        const history = yield* S.getEarnAprHistory({ category: "FlexibleSaving", productId: "1" })
        expect(history.list.length).toBe(7)
        expect(history.list.every((r) => r.apr === "0.05" && Number(r.timestamp) % DAY === 0)).toBe(true)
        const tooLong = S.getEarnAprHistory({
          category: "FlexibleSaving",
          productId: "1",
          startTime: NOW - 200 * DAY,
          endTime: NOW
        })
        expect(yield* tagOf(tooLong)).toBe("EarnParamsError")
        expect(yield* tagOf(S.getEarnAprHistory({ category: "OnChain", productId: "1" }))).toBe("InvalidProduct")
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asBare } = yield* Accounts
        const tags = yield* asBare(
          Effect.all([
            tagOf(E.getEarnPosition({ category: "FlexibleSaving" })),
            tagOf(E.getEarnHourlyYieldHistory({ category: "FlexibleSaving" })),
            tagOf(E.modifyEarnPosition({ category: "OnChain", productId: 12, positionId: 1, autoReinvest: 0 }))
          ])
        )
        expect(tags).toEqual(["PermissionDenied", "PermissionDenied", "PermissionDenied"])
        yield* coverage("easy earn")
      })
    )
  })
})

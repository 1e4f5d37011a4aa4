import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as C from "../../../src/Http/v5/SpotCrossMarginTrade.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// The classic account's cross margin and the upgrade out of it, through the library: a classic account borrows
// into its wallet and owes interest on the emulator's clock, repayments pay interest first and then the oldest
// loans, unified accounts are refused, and the upgrade moves an account on only when nothing stands in its way.
// Two credential sets: the master and a sub-account, each with its own mode, loans and history.

const u8 = (s: string | undefined): bigint => Fixed.parseRounded(s ?? "0", 8, "down") ?? -1n

const usdt = Effect.map(Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" }), (w) =>
  u8(w.list[0]?.coin.find((c) => c.coin === "USDT")?.walletBalance)
)

const status = Effect.map(Account.getAccountInfo(), (i) => String(i.unifiedMarginStatus))

const pace = TestClock.adjust("1001 millis")

layer(deskLayer({ seed: 61 }), { timeout: "60 seconds" })("classic cross margin on the emulator", (it) => {
  describe("public data", () => {
    it.effect("margin coins, borrowable coins and VIP data", () =>
      Effect.gen(function* () {
        const pledge = yield* C.getSpotMarginCoinInfo({})
        expect(pledge.list.map((c) => c.coin)).toEqual(["BTC", "ETH", "SOL", "USDT", "USDC"])
        expect(String(pledge.list[0]?.conversionRate)).toBe("0.95")
        const borrowable = yield* C.getSpotMarginBorrowableCoinInfo({ coin: "USDT" })
        expect(borrowable.list).toEqual([{ coin: "USDT", borrowingPrecision: 4, repaymentPrecision: 4 }])
        const vip = yield* C.getSpotCrossMarginVIPMarginData({ vipLevel: "VIP-1", currency: "BTC" })
        expect(vip.vipCoinList[0]?.list[0]?.currency).toBe("BTC")
        expect(yield* tagOf(C.getSpotMarginBorrowableCoinInfo({ coin: "DOGE" }))).toBe("ParamsError")
      })
    )
  })

  describe("a unified account", () => {
    it.effect("is refused every private call with 176134", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        expect(yield* asSub(status)).toBe("5")
        expect(yield* asSub(tagOf(C.getSpotMarginLoanAccountInfo()))).toBe("AccountUpgradedToUta")
        expect(yield* asSub(tagOf(C.spotMarginBorrow({ coin: "USDT", qty: "10" })))).toBe("AccountUpgradedToUta")
        // the reads too: their definitions declare 176134, so it arrives tagged (not UnexpectedExchangeError)
        expect(yield* asSub(tagOf(C.getSpotMarginInterestAndQuota({ coin: "USDT" })))).toBe("AccountUpgradedToUta")
        expect(yield* asSub(tagOf(C.getSpotMarginBorrowOrderDetail()))).toBe("AccountUpgradedToUta")
        expect(yield* asSub(tagOf(C.getSpotMarginRepaymentOrderDetail()))).toBe("AccountUpgradedToUta")
      })
    )
  })

  describe("a classic account", () => {
    it.effect("borrows into its wallet after switching margin on, and each account sees only its loans", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        emulator.admin.setAccountMode(1)
        emulator.admin.setAccountMode(1, { uid: subUid })
        expect(yield* status).toBe("1")
        expect(yield* tagOf(C.spotMarginBorrow({ coin: "USDT", qty: "100" }))).toBe("SpotMarginNotEnabled")
        expect((yield* C.toggleSpotCrossMarginTrade({ switch: 1 })).switchStatus).toBe(1)
        yield* asSub(C.toggleSpotCrossMarginTrade({ switch: 1 }))
        expect(yield* tagOf(C.spotMarginBorrow({ coin: "DOGE", qty: "100" }))).toBe("BorrowCoinNotFound")
        expect(yield* tagOf(C.spotMarginBorrow({ coin: "USDT", qty: "1.00001" }))).toBe("BorrowAmountTooPrecise")
        expect(yield* tagOf(C.spotMarginBorrow({ coin: "USDT", qty: "0.5" }))).toBe("BorrowBelowMinPerTransaction")
        expect(yield* tagOf(C.spotMarginBorrow({ coin: "USDT", qty: "600000" }))).toBe("BorrowAboveMaxPerTransaction")
        // the sub-account's 100,000 USDT lets it borrow about twice that
        const tooMuch = C.spotMarginBorrow({ coin: "USDT", qty: "450000" })
        expect(yield* asSub(tagOf(tooMuch))).toBe("BorrowAboveEstimatedMax")
        const before = yield* usdt
        const info = yield* C.getSpotMarginInterestAndQuota({ coin: "USDT" })
        expect(Number(info.loanAbleAmount)).toBeGreaterThan(1000)
        const first = yield* C.spotMarginBorrow({ coin: "USDT", qty: "1000" })
        yield* pace
        yield* C.spotMarginBorrow({ coin: "USDT", qty: "500" })
        yield* asSub(C.spotMarginBorrow({ coin: "USDC", qty: "250" }))
        expect(yield* usdt).toBe(before + 150_000_000_000n)
        const account = yield* C.getSpotMarginLoanAccountInfo()
        const line = account.loanAccountList.find((c) => c.tokenId === "USDT")
        expect([String(line?.loan), String(line?.remainAmount), account.switchStatus]).toEqual(["1500", "1500", 1])
        expect(Number(account.debtBalanceSum)).toBeCloseTo(1500, 0)
        const orders = yield* C.getSpotMarginBorrowOrderDetail({})
        expect(orders.list.map((o) => [String(o.loanAmount), o.status])).toEqual([
          ["500", 1],
          ["1000", 1]
        ])
        expect(orders.list[1]?.id).toBe(first.transactId)
        const subOrders = yield* asSub(C.getSpotMarginBorrowOrderDetail({}))
        expect(subOrders.list.map((o) => [o.coin, String(o.loanAmount)])).toEqual([["USDC", "250"]])
        expect(yield* tagOf(C.toggleSpotCrossMarginTrade({ switch: 0 }))).toBe("DebtsBlockMarginDisable")
        const window = C.getSpotMarginBorrowOrderDetail({ startTime: 2_000, endTime: 1_000 })
        expect(yield* tagOf(window)).toBe("StartTimeNotBeforeEnd")
      })
    )

    it.effect("interest accrues on the clock; repayments pay the oldest loans and leave the history", () =>
      Effect.gen(function* () {
        const { asSub, emulator } = yield* Accounts
        emulator.admin.moveClock(3 * 3_600_000)
        const before = yield* usdt
        const orders = yield* C.getSpotMarginBorrowOrderDetail({ coin: "USDT" })
        const interest = orders.list.map((o) => u8(o.interestAmount))
        expect(interest.every((x) => x > 0n)).toBe(true)
        // the older, larger loan carries twice the interest of the newer one (to the rounding)
        const [newer = 0n, older = 0n] = interest
        expect(older - 2n * newer <= 2n && 2n * newer - older <= 2n).toBe(true)
        expect(yield* tagOf(C.spotMarginRepay({ coin: "USDT", qty: "2000" }))).toBe("RepaymentExceedsLiability")
        expect(yield* tagOf(C.spotMarginRepay({ coin: "USDT", qty: "1.00001" }))).toBe("RepayAmountTooPrecise")
        expect(yield* tagOf(C.spotMarginRepay({ coin: "BTC", qty: "1" }))).toBe("NoRepaymentRequired")
        yield* pace
        yield* C.spotMarginRepay({ coin: "USDT", qty: "1200" })
        expect(yield* usdt).toBe(before - 120_000_000_000n)
        const after = yield* C.getSpotMarginBorrowOrderDetail({ coin: "USDT" })
        expect(after.list.map((o) => [String(o.loanBalance), o.status])).toEqual([
          ["300", 1],
          ["0", 2]
        ])
        const unrepaid = yield* C.getSpotMarginBorrowOrderDetail({ status: 1 })
        expect(unrepaid.list.map((o) => String(o.loanAmount))).toEqual(["500"])
        yield* pace
        yield* C.spotMarginRepay({ coin: "USDT", completeRepayment: 1 })
        const history = yield* C.getSpotMarginRepaymentOrderDetail({ coin: "USDT" })
        expect(history.list.map((r) => String(r.repaidAmount))).toEqual(["300", "1200"])
        expect(history.list[1]?.transactIds.map((t) => String(t.repaidPrincipal))).toEqual(["1000", "200"])
        const empty = yield* C.getSpotMarginRepaymentOrderDetail({ startTime: 1_000, endTime: 2_000 })
        expect(empty.list).toEqual([])
        expect(yield* tagOf(C.getSpotMarginRepaymentOrderDetail({ startTime: 2, endTime: 1 }))).toBe(
          "StartTimeNotBeforeEnd"
        )
        expect(yield* tagOf(C.getSpotMarginInterestAndQuota({ coin: "DOGE" }))).toBe("CrossMarginCoinNotSupported")
        expect((yield* C.toggleSpotCrossMarginTrade({ switch: 0 })).switchStatus).toBe(0)
        // the sub-account still owes its own loan; its interest was paid from its own wallet
        const sub = yield* asSub(C.getSpotMarginLoanAccountInfo())
        const usdc = sub.loanAccountList.find((c) => c.tokenId === "USDC")
        expect([String(usdc?.remainAmount), String(usdc?.interest)]).toEqual(["250", "0"])
        expect(u8(usdc?.total)).toBeLessThan(25_000_000_000n)
        const subOrders = yield* asSub(C.getSpotMarginBorrowOrderDetail({}))
        expect(u8(subOrders.list[0]?.interestAmount)).toBe(25_000_000_000n - u8(usdc?.total))
      })
    )
  })

  describe("the upgrade", () => {
    it.effect("classic to unified once debts are repaid, unified to pro for PRO levels without open orders", () =>
      Effect.gen(function* () {
        const { asReadOnly, asSub, emulator } = yield* Accounts
        expect(yield* asReadOnly(tagOf(Account.upgradeToUnifiedAccount()))).toBe("PermissionDenied")
        // outside the closed window (minute 50 to minute 5)
        const minute = new Date(emulator.admin.now()).getUTCMinutes()
        emulator.admin.moveClock(((((20 - minute) % 60) + 60) % 60) * 60_000)
        const sub = yield* asSub(Account.upgradeToUnifiedAccount())
        expect([sub.unifiedUpdateStatus, sub.unifiedUpdateMsg?.msg]).toEqual([
          "FAIL",
          ["Repay your cross margin debts first."]
        ])
        yield* pace
        const started = yield* Account.upgradeToUnifiedAccount()
        expect([started.unifiedUpdateStatus, started.unifiedUpdateMsg]).toEqual(["PROCESS", null])
        expect(yield* tagOf(C.getSpotMarginLoanAccountInfo())).toBe("AccountUpgradedToUta")
        expect(yield* status).toBe("1")
        emulator.admin.moveClock(61_000)
        expect(yield* status).toBe("5")
        expect(yield* asSub(status)).toBe("1")
        yield* pace
        const notPro = yield* Account.upgradeToUnifiedAccount()
        expect(notPro.unifiedUpdateMsg?.msg).toEqual(["Only VIP or PRO accounts may upgrade to unified pro."])
        emulator.admin.rateLimits.setInstitution(emulator.uid, "PRO1")
        yield* pace
        expect((yield* Account.upgradeToUnifiedAccount()).unifiedUpdateStatus).toBe("PROCESS")
        emulator.admin.moveClock(61_000)
        expect(yield* status).toBe("6")
        yield* pace
        expect((yield* Account.upgradeToUnifiedAccount()).unifiedUpdateStatus).toBe("FAIL")
        emulator.admin.moveClock(32 * 60_000)
        yield* pace
        const closed = yield* asSub(Account.upgradeToUnifiedAccount())
        expect(closed.unifiedUpdateMsg?.msg).toEqual([
          "Upgrades are closed from the 50th minute to the 5th of every hour."
        ])
      })
    )

    it.effect("every route answered, the private ones also refused", () => coverage("classic margin"))
  })
})

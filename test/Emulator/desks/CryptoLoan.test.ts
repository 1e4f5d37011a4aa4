import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as L from "../../../src/Http/v5/CryptoLoan.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// First-generation crypto loans through the library: collateral leaves the funding account into the loan and the
// loan coin arrives there, interest accrues hourly (penalty past a fixed term), repayments pay interest first and a
// full repayment returns the collateral, collateral can be added or taken back to the initial LTV, and a loan at its
// liquidation LTV is closed from its collateral. The master and a sub-account borrow side by side.

const u18 = (s: string | undefined): bigint => Fixed.parseRounded(s ?? "0", 18, "down") ?? -1n
const HOUR = 3_600_000
const DAY = 24 * HOUR

const fund = (coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType: "FUND", coin }), (b) => u18(String(b.balance?.walletBalance ?? "0")))

layer(deskLayer({ seed: 73 }), { timeout: "60 seconds" })("crypto loans on the emulator", (it) => {
  describe("public data", () => {
    it.effect("collateral coins with their LTVs, loanable coins with their rates", () =>
      Effect.gen(function* () {
        const collateral = yield* L.getCollateralCoins({ currency: "BTC" })
        const btc = collateral.vipCoinList[0]?.list[0]
        expect([btc?.currency, String(btc?.initialLTV), String(btc?.liquidationLTV)]).toEqual(["BTC", "0.65", "0.9"])
        const loanable = yield* L.getBorrowableCoins({})
        const usdt = loanable.vipCoinList[0]?.list.find((c) => c.currency === "USDT")
        expect(Number(usdt?.hourlyInterestRate180D)).toBeGreaterThan(Number(usdt?.hourlyInterestRate7D))
        expect(String(usdt?.minBorrowingAmount)).toBe("20")
      })
    )
  })

  describe("a loan", () => {
    it.effect("moves collateral and loan through the funding account; each account sees its own loans", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        emulator.admin.setBalance("BTC", "2", { accountType: "FUND" })
        emulator.admin.setBalance("ETH", "10", { accountType: "FUND", uid: subUid })
        const limits = yield* L.getAccountBorrowCollateralLimit({ loanCurrency: "USDT", collateralCurrency: "BTC" })
        expect(String(limits.maxCollateralAmount)).toBe("2")
        expect(Number(limits.maxLoanAmount)).toBeGreaterThan(1000)
        const usdtBefore = yield* fund("USDT")
        const { orderId } = yield* L.borrowCryptoLoan({
          loanCurrency: "USDT",
          loanAmount: "1000",
          collateralCurrency: "BTC"
        })
        expect(yield* fund("USDT")).toBe(usdtBefore + u18("1000"))
        const btcLeft = yield* fund("BTC")
        expect(btcLeft).toBeLessThan(u18("2"))
        const fixed = yield* asSub(
          L.borrowCryptoLoan({ loanCurrency: "USDC", loanTerm: "7", collateralCurrency: "ETH", collateralAmount: "1" })
        )
        const mine = yield* L.getUnpaidLoanOrders({})
        expect(mine.list.map((o) => [o.orderId, o.loanCurrency, String(o.totalDebt)])).toEqual([
          [orderId, "USDT", "1000"]
        ])
        // the initial LTV of BTC collateral is 0.65
        expect(Number(mine.list[0]?.currentLTV)).toBeCloseTo(0.65, 2)
        const theirs = yield* asSub(L.getUnpaidLoanOrders({ loanTermType: "2" }))
        expect(theirs.list.map((o) => [o.orderId, o.loanTerm])).toEqual([[fixed.orderId, "7"]])
        expect(
          yield* tagOf(L.borrowCryptoLoan({ loanCurrency: "DOGE", loanAmount: "1", collateralCurrency: "BTC" }))
        ).toBe("LoanAssetUnsupported")
        expect(
          yield* tagOf(L.borrowCryptoLoan({ loanCurrency: "USDT", loanAmount: "5", collateralCurrency: "BTC" }))
        ).toBe("BorrowBelowMin")
        const precise = L.borrowCryptoLoan({ loanCurrency: "USDT", loanAmount: "100.00001", collateralCurrency: "BTC" })
        expect(yield* tagOf(precise)).toBe("AssetPrecisionExceeded")
        const tooMuch = L.borrowCryptoLoan({ loanCurrency: "USDT", loanAmount: "1000000", collateralCurrency: "BTC" })
        expect(yield* tagOf(tooMuch)).toBe("LoanBalanceInsufficient")
        const both = L.borrowCryptoLoan({ loanCurrency: "USDT", collateralCurrency: "BTC" })
        expect(yield* tagOf(both)).toBe("LoanParamsError")
        const limitsBad = L.getAccountBorrowCollateralLimit({ loanCurrency: "USDT", collateralCurrency: "DOGE" })
        expect(yield* tagOf(limitsBad)).toBe("CurrencyNotCollateral")
      })
    )

    it.effect("accrues interest hourly, penalty past the term; repayments pay interest first", () =>
      Effect.gen(function* () {
        const { asSub, emulator } = yield* Accounts
        emulator.admin.moveClock(10 * HOUR)
        const [loan] = (yield* L.getUnpaidLoanOrders({})).list
        const interest = u18(String(loan?.residualInterest))
        // each hour's interest is charged at the coin's accuracy (4 places for USDT), rounded up
        const step = 10n ** 14n
        const exact = (u18("1000") * u18(String(loan?.hourlyInterestRate))) / 10n ** 18n
        expect(interest).toBe(10n * (((exact + step - 1n) / step) * step))
        const orderId = loan?.orderId ?? ""
        expect(yield* tagOf(L.repayCryptoLoan({ orderId, amount: "5000" }))).toBe("RepaymentExceedsLiability")
        expect(yield* tagOf(L.repayCryptoLoan({ orderId: "999", amount: "1" }))).toBe("CryptoLoanOrderNotFound")
        yield* L.repayCryptoLoan({ orderId, amount: "100" })
        const after = (yield* L.getUnpaidLoanOrders({})).list[0]
        expect([String(after?.residualInterest), u18(String(after?.totalDebt))]).toEqual([
          "0",
          u18("1000") + interest - u18("100")
        ])
        // the sub-account's 7-day loan passes its term and starts paying the penalty rate
        emulator.admin.moveClock(7 * DAY)
        const sub = (yield* asSub(L.getUnpaidLoanOrders({}))).list[0]
        expect(u18(String(sub?.residualPenaltyInterest))).toBeGreaterThan(0n)
      })
    )

    it.effect("collateral goes in and comes back down to the initial LTV; a full repayment returns it", () =>
      Effect.gen(function* () {
        const loan = (yield* L.getUnpaidLoanOrders({})).list[0]
        const orderId = loan?.orderId ?? ""
        const max = yield* L.getMaxAllowedReductionCollateralAmount({ orderId })
        expect(u18(String(max.maxCollateralAmount))).toBeGreaterThan(0n)
        yield* L.adjustCollateralAmount({ orderId, amount: "0.1", direction: "0" })
        const more = u18(String((yield* L.getMaxAllowedReductionCollateralAmount({ orderId })).maxCollateralAmount))
        expect(more).toBeGreaterThan(u18("0.09"))
        const reduce = L.adjustCollateralAmount({ orderId, amount: "1", direction: "1" })
        expect(yield* tagOf(reduce)).toBe("AdjustmentBelowMinCollateral")
        const add = L.adjustCollateralAmount({ orderId, amount: "100", direction: "0" })
        expect(yield* tagOf(add)).toBe("LoanBalanceInsufficient")
        const adjustments = yield* L.getLoanLTVAdjustmentHistory({ orderId })
        expect(adjustments.list.map((a) => a.direction)).toEqual([0])
        expect(Number(adjustments.list[0]?.afterLTV)).toBeLessThan(Number(adjustments.list[0]?.preLTV))
        const btcBefore = yield* fund("BTC")
        yield* L.repayCryptoLoan({ orderId, amount: String(loan?.totalDebt) })
        expect((yield* L.getUnpaidLoanOrders({})).list).toEqual([])
        const back = (yield* fund("BTC")) - btcBefore
        expect(back).toBeGreaterThan(u18("0.1"))
        const done = yield* L.getCompletedLoanOrderHistory({})
        expect(done.list.map((l) => [l.orderId, l.status])).toEqual([[orderId, 1]])
        const repaid = yield* L.getRepaymentHistory({ orderId })
        expect(repaid.list.map((r) => [r.repayType, u18(String(r.collateralReturn)) > 0n])).toEqual([
          ["1", true],
          ["1", false]
        ])
        expect(yield* tagOf(L.getMaxAllowedReductionCollateralAmount({ orderId }))).toBe("CryptoLoanOrderNotFound")
      })
    )

    it.effect("a loan at its liquidation LTV is closed from its collateral", () =>
      Effect.gen(function* () {
        const { asSub, emulator } = yield* Accounts
        // the sub-account's penalty keeps growing: three years later its debt passes the liquidation LTV
        emulator.admin.moveClock(1_100 * DAY)
        expect((yield* asSub(L.getUnpaidLoanOrders({}))).list).toEqual([])
        const done = yield* asSub(L.getCompletedLoanOrderHistory({}))
        expect(done.list.map((l) => l.status)).toEqual([2])
        const repaid = yield* asSub(L.getRepaymentHistory({}))
        expect(repaid.list.map((r) => r.repayType)).toEqual(["2"])
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asBare } = yield* Accounts
        expect(yield* asBare(tagOf(L.getUnpaidLoanOrders({})))).toBe("PermissionDenied")
        expect(yield* asBare(tagOf(L.getRepaymentHistory({})))).toBe("PermissionDenied")
        expect(yield* asBare(tagOf(L.getCompletedLoanOrderHistory({})))).toBe("PermissionDenied")
        expect(yield* asBare(tagOf(L.getLoanLTVAdjustmentHistory({})))).toBe("PermissionDenied")
        yield* coverage("crypto loans")
      })
    )
  })
})

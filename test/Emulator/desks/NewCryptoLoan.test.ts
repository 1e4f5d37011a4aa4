import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as C from "../../../src/Http/v5/CryptoLoanCommon.js"
import * as X from "../../../src/Http/v5/CryptoLoanFixed.js"
import * as F from "../../../src/Http/v5/CryptoLoanFlexible.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// The new-generation crypto loans through the library: one collateral pool per account valued through tiered
// ratios, flexible loans from the platform's pool with hourly interest, a fixed-rate market where two users' orders
// fill each other (and the platform's own quotes fill either side), contracts repaid at maturity or by hand, supply
// paid back with its interest, renewal, and liquidation of a position at its liquidation LTV. The master and a
// sub-account act side by side and each sees only its own position.

const u18 = (s: unknown): bigint => Fixed.parseRounded(String(s ?? "0"), 18, "down") ?? -1n
const HOUR = 3_600_000
const DAY = 24 * HOUR

const fund = (coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType: "FUND", coin }), (b) => u18(b.balance?.walletBalance ?? "0"))

layer(deskLayer({ seed: 91 }), { timeout: "60 seconds" })("new crypto loans on the emulator", (it) => {
  describe("public data", () => {
    it.effect("borrowable coins with the market's best fixed rates, collateral tiers and liquidation order", () =>
      Effect.gen(function* () {
        const coins = yield* C.getLoanBorrowableCoins({ currency: "USDT", vipLevel: "VIP2" })
        const usdt = coins.list[0]
        expect([usdt?.currency, usdt?.vipLevel, String(usdt?.flexibleAnnualizedInterestRate)]).toEqual([
          "USDT",
          "VIP2",
          "0.0612"
        ])
        expect([String(usdt?.annualizedInterestRate7D), String(usdt?.annualizedInterestRate60D)]).toEqual(["0.05", ""])
        expect(yield* tagOf(C.getLoanBorrowableCoins({ vipLevel: "VIP7" }))).toBe("ParamsError")
        const collateral = yield* C.getLoanCollateralCoins({ currency: "BTC" })
        expect(collateral.collateralRatioConfigList.map((g) => g.currencies)).toEqual(["BTC"])
        expect(
          collateral.collateralRatioConfigList[0]?.collateralRatioList.map((t) => String(t.collateralRatio))
        ).toEqual(["0.85", "0.7", "0.5"])
        expect(collateral.currencyLiquidationList).toEqual([{ currency: "BTC", liquidationOrder: 4 }])
        const supply = yield* X.getBorrowOrderQuoteFixed({ orderCurrency: "USDT", orderBy: "apy", term: "30" })
        expect(supply.list.map((q) => [q.term, String(q.annualRate)])).toEqual([[30, "0.06"]])
        const demand = yield* X.getSupplyOrderQuoteFixed({ orderCurrency: "USDT", orderBy: "term", sort: 1, limit: 2 })
        expect(demand.list.map((q) => q.term)).toEqual([180, 90])
      })
    )
  })

  describe("flexible loans", () => {
    it.effect("borrow against pledged collateral; each account has its own position; the LTV limits the loan", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        emulator.admin.setBalance("BTC", "1", { accountType: "FUND" })
        emulator.admin.setBalance("ETH", "20", { accountType: "FUND", uid: subUid })
        const max = yield* C.getMaxLoanAmount({ currency: "USDT", collateralList: [{ ccy: "BTC", amount: "1" }] })
        expect(u18(max.maxLoan)).toBeGreaterThan(u18("1000"))
        expect(String(max.remainingQuota)).toBe("10000000")
        const usdtBefore = yield* fund("USDT")
        const { orderId } = yield* F.borrowFlexible({
          loanCurrency: "USDT",
          loanAmount: "1000",
          collateralList: [{ currency: "BTC", amount: "0.5" }]
        })
        expect(yield* fund("USDT")).toBe(usdtBefore + u18("1000"))
        expect(yield* fund("BTC")).toBe(u18("0.5"))
        yield* asSub(
          F.borrowFlexible({ loanCurrency: "ETH", loanAmount: "1", collateralList: [{ currency: "ETH", amount: "5" }] })
        )
        const mine = yield* C.getCryptoLoanPosition()
        expect(mine.borrowList.map((b) => [b.loanCurrency, String(b.flexibleTotalDebt)])).toEqual([["USDT", "1000"]])
        expect(mine.collateralList.map((c) => [c.currency, String(c.amount)])).toEqual([["BTC", "0.5"]])
        expect(Number(mine.ltv)).toBeGreaterThan(0)
        const theirs = yield* asSub(C.getCryptoLoanPosition())
        expect(theirs.borrowList.map((b) => b.loanCurrency)).toEqual(["ETH"])
        // the platform quota is shared by the master and its sub-account
        const quota = yield* C.getMaxLoanAmount({ currency: "USDT" })
        expect(u18(quota.remainingQuota)).toBeLessThan(u18("10000000") - u18("1000"))
        const history = yield* F.getBorrowHistoryFlexible({ loanCurrency: "USDT" })
        expect(history.list.map((b) => [b.orderId, String(b.initialLoanAmount), b.status])).toEqual([
          [orderId, "1000", 1]
        ])
        expect((yield* asSub(F.getBorrowHistoryFlexible({}))).list.map((b) => b.loanCurrency)).toEqual(["ETH"])
        expect(yield* tagOf(F.borrowFlexible({ loanCurrency: "DOGE", loanAmount: "1" }))).toBe(
          "LoanCurrencyUnsupported"
        )
        expect(yield* tagOf(F.borrowFlexible({ loanCurrency: "USDT", loanAmount: "5" }))).toBe("BorrowBelowMinimum")
        expect(yield* tagOf(F.borrowFlexible({ loanCurrency: "USDT", loanAmount: "10.00001" }))).toBe(
          "CurrencyPrecisionExceeded"
        )
        expect(yield* tagOf(F.borrowFlexible({ loanCurrency: "USDT", loanAmount: "1000000" }))).toBe(
          "LtvAboveRiskThreshold"
        )
        const pledgeDoge = F.borrowFlexible({
          loanCurrency: "USDT",
          loanAmount: "10",
          collateralList: [{ currency: "DOGE", amount: "1" }]
        })
        expect(yield* tagOf(pledgeDoge)).toBe("CurrencyNotCollateral")
        const twice = F.borrowFlexible({
          loanCurrency: "USDT",
          loanAmount: "10",
          collateralList: [
            { currency: "BTC", amount: "0.1" },
            { currency: "BTC", amount: "0.1" }
          ]
        })
        expect(yield* tagOf(twice)).toBe("DuplicateCollateralAssets")
        const poor = F.borrowFlexible({
          loanCurrency: "USDT",
          loanAmount: "10",
          collateralList: [{ currency: "BTC", amount: "9" }]
        })
        expect(yield* tagOf(poor)).toBe("CollateralInsufficient")
        expect(yield* tagOf(C.getMaxLoanAmount({ currency: "DOGE" }))).toBe("LoanCurrencyUnsupported")
        const inventory = yield* F.getFlexibleLoanAvailableInventory({ currency: "USDT" })
        expect(u18(inventory.availableInventory)).toBe(u18("50000000") - u18("1000"))
      })
    )

    it.effect("interest accrues hourly; repayments pay interest first, from Funding or with collateral", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        emulator.admin.moveClock(10 * HOUR + 1)
        const [loan] = (yield* F.getOngoingFlexibleLoans({})).list
        const interest = u18(loan?.unpaidInterest)
        // ten hours at an 8,760th of 6.12 % a year on 1,000 USDT, rounded up to the coin's 4 decimals
        expect(interest).toBe(u18("0.0699"))
        expect(yield* tagOf(F.repayFlexible({ loanCurrency: "USDT", amount: "5000" }))).toBe(
          "RepaymentExceedsLiability"
        )
        expect(yield* tagOf(F.repayFlexible({ loanCurrency: "ETH", amount: "1" }))).toBe("NoOutstandingDebt")
        expect(yield* tagOf(F.repayFlexible({ loanCurrency: "USDT", amount: "1.00001" }))).toBe(
          "RepaymentPrecisionExceeded"
        )
        const { repayId } = yield* F.repayFlexible({ loanCurrency: "USDT", amount: "100" })
        const after = (yield* F.getOngoingFlexibleLoans({ loanCurrency: "USDT" })).list[0]
        expect([String(after?.unpaidInterest), u18(after?.unpaidAmount)]).toEqual(["0", u18("900") + interest])
        const btcPledged = (yield* C.getCryptoLoanPosition()).collateralList[0]
        yield* F.repayCollateralFlexible({ loanCurrency: "USDT", collateralCoin: "BTC", amount: "100" })
        const pledgedAfter = (yield* C.getCryptoLoanPosition()).collateralList[0]
        expect(u18(pledgedAfter?.amount)).toBeLessThan(u18(btcPledged?.amount))
        expect(
          yield* tagOf(F.repayCollateralFlexible({ loanCurrency: "USDT", collateralCoin: "DOGE", amount: "1" }))
        ).toBe("CurrencyNotCollateral")
        expect(
          yield* tagOf(F.repayCollateralFlexible({ loanCurrency: "USDT", collateralCoin: "SOL", amount: "1" }))
        ).toBe("CollateralInsufficient")
        const repaid = yield* F.getRepaymentHistoryFlexible({})
        expect(repaid.list.map((r) => [r.repayType, String(r.repayAmount)])).toEqual([
          [7, "100"],
          [1, "100"]
        ])
        expect((yield* F.getRepaymentHistoryFlexible({ repayId })).list.length).toBe(1)
      })
    )

    it.effect("collateral is added and taken back down to the initial LTV, with its history", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        emulator.admin.setBalance("SOL", "10", { accountType: "FUND" })
        const max = u18((yield* C.getMaxCollateralAmount({ currency: "BTC" })).maxCollateralAmount)
        expect(max).toBeGreaterThan(0n)
        yield* C.updateCollateralAmount({ currency: "SOL", amount: "10", direction: "0" })
        const more = u18((yield* C.getMaxCollateralAmount({ currency: "BTC" })).maxCollateralAmount)
        expect(more).toBeGreaterThan(max)
        const tooMuch = C.updateCollateralAmount({ currency: "BTC", amount: "0.5", direction: "1" })
        expect(yield* tagOf(tooMuch)).toBe("CollateralAdjustmentAboveMax")
        yield* C.updateCollateralAmount({ currency: "SOL", amount: "4", direction: "1" })
        expect(yield* fund("SOL")).toBe(u18("4"))
        const history = yield* C.getCollateralAdjustmentHistory({ collateralCurrency: "SOL" })
        expect(history.list.map((a) => [a.direction, String(a.amount)])).toEqual([
          [1, "4"],
          [0, "10"]
        ])
        expect(Number(history.list[1]?.afterLTV)).toBeLessThan(Number(history.list[1]?.preLTV))
        expect(yield* tagOf(C.getMaxCollateralAmount({ currency: "DOGE" }))).toBe("CurrencyNotCollateral")
        const { asReadOnly } = yield* Accounts
        const readOnly = C.updateCollateralAmount({ currency: "SOL", amount: "1", direction: "0" })
        expect(yield* asReadOnly(tagOf(readOnly))).toBe("PermissionDenied")
        // an account with no loan cannot pledge
        const { asSub, emulator: e2, subUid } = yield* Accounts
        e2.admin.setBalance("XRP", "10", { accountType: "FUND", uid: subUid })
        yield* asSub(C.updateCollateralAmount({ currency: "XRP", amount: "10", direction: "0" }))
        expect((yield* asSub(C.getCryptoLoanPosition())).collateralList.map((c) => c.currency).sort()).toEqual([
          "ETH",
          "XRP"
        ])
      })
    )
  })

  describe("fixed loans", () => {
    it.effect("a borrow order fills from the platform's supply; a supply rests until another user borrows", () =>
      Effect.gen(function* () {
        const { asSub, emulator } = yield* Accounts
        emulator.admin.setBalance("USDC", "5000", { accountType: "FUND" })
        const usdtBefore = yield* fund("USDT")
        const { orderId } = yield* X.createBorrowOrderFixed({
          orderCurrency: "USDT",
          orderAmount: "500",
          annualRate: "0.06",
          term: "7"
        })
        expect(yield* fund("USDT")).toBe(usdtBefore + u18("500"))
        const order = (yield* X.getBorrowOrderInfoFixed({ orderId: String(orderId) })).list[0]
        expect([order?.state, String(order?.filledQty), order?.term]).toEqual([3, "500", 7])
        const [contract] = (yield* X.getBorrowContractInfoFixed({ orderId: String(orderId) })).list
        // filled at the platform's 7-day rate, 5 %
        expect([String(contract?.annualRate), String(contract?.residualPrincipal), contract?.status]).toEqual([
          "0.05",
          "500",
          1
        ])
        // the master lends USDC at 9 % for 14 days: above the platform's demand, so it rests
        const supply = yield* X.createSupplyOrderFixed({
          orderCurrency: "USDC",
          orderAmount: "2000",
          annualRate: "0.09",
          term: "14"
        })
        expect(yield* fund("USDC")).toBe(u18("3000"))
        expect((yield* X.getSupplyOrderInfoFixed({ state: "1" })).list.map((o) => String(o.orderId))).toEqual([
          String(supply.orderId)
        ])
        const quote = yield* X.getBorrowOrderQuoteFixed({ orderCurrency: "USDC", orderBy: "apy", term: "14", sort: 1 })
        expect(quote.list.map((q) => String(q.annualRate))).toContain("0.09")
        // the sub-account borrows 1,500 USDC at up to 10 %: the platform's 5.28 % supply comes first
        const subBorrow = yield* asSub(
          X.createBorrowOrderFixed({
            orderCurrency: "USDC",
            orderAmount: "1500",
            annualRate: "0.1",
            term: "14",
            repayType: "2"
          })
        )
        const theirs = (yield* asSub(X.getBorrowContractInfoFixed({}))).list
        expect(theirs.map((c) => [String(c.orderId), String(c.annualRate)])).toEqual([
          [String(subBorrow.orderId), "0.0528"]
        ])
        // cancel the master's resting supply: all 2,000 come back
        yield* X.cancelSupplyOrderFixed({ orderId: String(supply.orderId) })
        expect(yield* fund("USDC")).toBe(u18("5000"))
        expect(yield* tagOf(X.cancelSupplyOrderFixed({ orderId: String(supply.orderId) }))).toBe(
          "LendingCancellationFailed"
        )
        expect(yield* tagOf(X.cancelSupplyOrderFixed({ orderId: "77" }))).toBe("DepositOrderNotFound")
        // the master lends 1,000 USDC for 90 days at 4 %; the sub-account borrows 600 at up to 4.5 %, below the
        // platform's 6.24 % supply, so the master's order fills it
        const lend = yield* X.createSupplyOrderFixed({
          orderCurrency: "USDC",
          orderAmount: "1000",
          annualRate: "0.04",
          term: "90"
        })
        const lent = (yield* X.getSupplyContractInfoFixed({ orderId: String(lend.orderId) })).list
        // the platform's 90-day demand is at 3.74 %: below 4 %, so nothing fills yet
        expect(lent).toEqual([])
        yield* asSub(
          X.createBorrowOrderFixed({ orderCurrency: "USDC", orderAmount: "600", annualRate: "0.045", term: "90" })
        )
        const supplied = (yield* X.getSupplyContractInfoFixed({})).list
        expect(supplied.map((s) => [String(s.supplyAmount), String(s.annualRate), s.status])).toEqual([
          ["600", "0.04", 1]
        ])
        const partly = (yield* X.getSupplyOrderInfoFixed({ orderId: String(lend.orderId) })).list[0]
        expect([String(partly?.filledQty), partly?.state]).toEqual(["600", 1])
        const position = yield* C.getCryptoLoanPosition()
        expect(position.supplyList.map((s) => [s.currency, String(s.amount)])).toEqual([["USDC", "600"]])
        const inventory = yield* X.getFixedLoanAvailableInventory({ currency: "USDC", term: "90", annualRate: "0.04" })
        expect(String(inventory.availableInventory)).toBe("400")
        const rejected = [
          tagOf(X.createBorrowOrderFixed({ orderCurrency: "DOGE", orderAmount: "500", annualRate: "0.06", term: "7" })),
          tagOf(X.createBorrowOrderFixed({ orderCurrency: "USDT", orderAmount: "50", annualRate: "0.06", term: "7" })),
          tagOf(
            X.createBorrowOrderFixed({ orderCurrency: "USDT", orderAmount: "500", annualRate: "0.060001", term: "7" })
          ),
          tagOf(X.createBorrowOrderFixed({ orderCurrency: "USDT", orderAmount: "500", annualRate: "2", term: "7" })),
          tagOf(
            X.createSupplyOrderFixed({ orderCurrency: "USDT", orderAmount: "90000000", annualRate: "0.06", term: "7" })
          )
        ]
        const tags: Array<string> = []
        for (const r of rejected) tags.push(yield* r)
        expect(tags).toEqual([
          "LoanCurrencyUnsupported",
          "BorrowBelowMinimum",
          "InterestRatePrecisionExceeded",
          "LendingRateUnsupported",
          "LendingAssetsInsufficient"
        ])
      })
    )

    it.effect("a resting borrow order is cancelled; repaid in full, renewed, and repaid with collateral", () =>
      Effect.gen(function* () {
        const resting = yield* X.createBorrowOrderFixed({
          orderCurrency: "USDT",
          orderAmount: "300",
          annualRate: "0.01",
          term: "14"
        })
        expect((yield* X.getBorrowOrderInfoFixed({ orderId: String(resting.orderId) })).list[0]?.state).toBe(1)
        yield* X.cancelBorrowOrderFixed({ orderId: String(resting.orderId) })
        expect((yield* X.getBorrowOrderInfoFixed({ state: "4" })).list.map((o) => String(o.orderId))).toEqual([
          String(resting.orderId)
        ])
        expect(yield* tagOf(X.cancelBorrowOrderFixed({ orderId: String(resting.orderId) }))).toBe(
          "LoanCancellationFailed"
        )
        expect(yield* tagOf(X.cancelBorrowOrderFixed({ orderId: "77" }))).toBe("LoanOrderNotFound")
        const [contract] = (yield* X.getBorrowContractInfoFixed({ orderCurrency: "USDT" })).list
        const loanId = contract?.loanId ?? ""
        const usdt = yield* fund("USDT")
        const { repayId } = yield* X.repayFixed({ loanId })
        // principal and the term's interest: 500 × 5 % × 7 / 365, rounded up to 4 decimals
        expect(usdt - (yield* fund("USDT"))).toBe(u18("500.4795"))
        const paid = (yield* X.getBorrowContractInfoFixed({ loanId })).list[0]
        expect([paid?.status, String(paid?.residualPrincipal), String(paid?.interestPaid)]).toEqual([2, "0", "0.4795"])
        const history = yield* X.getRepaymentHistoryFixed({ repayId })
        expect(history.list[0]?.details.map((d) => [d.loanId, String(d.repayAmount)])).toEqual([[loanId, "500.4795"]])
        expect(yield* tagOf(X.repayFixed({ loanId }))).toBe("NoOutstandingDebt")
        expect(yield* tagOf(X.repayFixed({ loanCurrency: "ETH" }))).toBe("NoActiveLoan")
        const renewed = yield* X.renewBorrowOrderFixed({ loanId })
        expect(yield* tagOf(X.renewBorrowOrderFixed({ loanId }))).toBe("ParamsError")
        const renewals = yield* X.getRenewOrderInfoFixed({})
        expect(renewals.list.map((r) => [r.loanId, String(r.orderId), String(r.amount)])).toEqual([
          [loanId, String(renewed.orderId), "500"]
        ])
        const btc = (yield* C.getCryptoLoanPosition()).collateralList.find((c) => c.currency === "BTC")
        yield* X.repayCollateralFixed({ loanCurrency: "USDT", collateralCoin: "BTC,SOL", amount: "200" })
        const after = (yield* C.getCryptoLoanPosition()).collateralList.find((c) => c.currency === "BTC")
        expect(u18(after?.amount)).toBeLessThan(u18(btc?.amount))
        const open = (yield* X.getBorrowContractInfoFixed({ orderId: String(renewed.orderId) })).list[0]
        // the interest goes first: 300.4795 of principal is left
        expect(String(open?.residualPrincipal)).toBe("300.4795")
        expect(
          yield* tagOf(X.repayCollateralFixed({ loanCurrency: "USDT", collateralCoin: "BTC", amount: "5000" }))
        ).toBe("RepaymentExceedsLiability")
      })
    )

    it.effect(
      "at maturity: auto-repaid from Funding, moved into the flexible debt, or overdue with penalty; supply redeemed",
      () =>
        Effect.gen(function* () {
          const { asSub, emulator, subUid } = yield* Accounts
          const usdc = yield* fund("USDC")
          emulator.admin.setBalance("USDT", "0", { accountType: "FUND" })
          emulator.admin.moveClock(15 * DAY)
          // the master's renewed 7-day USDT loan finds nothing in Funding: overdue, paying penalty
          const overdue = (yield* X.getBorrowContractInfoFixed({ orderCurrency: "USDT" })).list.find(
            (c) => c.status !== 2
          )
          expect(overdue?.status).toBe(3)
          expect(u18(overdue?.residualPenaltyInterest)).toBeGreaterThan(0n)
          // the sub-account's 14-day loan moves into its flexible debt
          const subFlexible = (yield* asSub(F.getOngoingFlexibleLoans({ loanCurrency: "USDC" }))).list[0]
          expect(u18(subFlexible?.totalDebt)).toBeGreaterThan(u18("1500"))
          const moved = (yield* asSub(X.getRepaymentHistoryFixed({}))).list.map((r) => r.repayType)
          expect(moved).toEqual([8])
          // the master's 90-day supply is not due yet; at 90 days it comes back with its interest
          emulator.admin.setBalance("USDC", "0", { accountType: "FUND", uid: subUid })
          emulator.admin.moveClock(80 * DAY)
          const redeemed = (yield* X.getSupplyContractInfoFixed({})).list[0]
          expect(redeemed?.status).toBe(2)
          expect((yield* fund("USDC")) - usdc).toBe(u18("600") + u18(redeemed?.interest))
        })
    )

    it.effect("a position past its liquidation LTV is repaid from its collateral", () =>
      Effect.gen(function* () {
        const { asSub, emulator } = yield* Accounts
        // the master borrows up to the initial LTV; interest and the overdue penalty then carry it past 0.91
        const max = yield* C.getMaxLoanAmount({ currency: "USDT" })
        yield* F.borrowFlexible({ loanCurrency: "USDT", loanAmount: String(max.maxLoan) })
        expect(Number((yield* C.getCryptoLoanPosition()).ltv)).toBeCloseTo(0.8, 2)
        emulator.admin.moveClock(2_000 * DAY)
        const position = yield* C.getCryptoLoanPosition()
        expect(Number(position.ltv)).toBeLessThan(0.91)
        const byLiquidation = [
          ...(yield* F.getRepaymentHistoryFlexible({ limit: 100 })).list.filter((r) => r.repayType === 2),
          ...(yield* X.getRepaymentHistoryFixed({ limit: 100 })).list.filter((r) => r.repayType === 2)
        ]
        expect(byLiquidation.length).toBeGreaterThan(0)
        const sub = yield* asSub(C.getCryptoLoanPosition())
        expect(Number(sub.ltv)).toBeLessThan(0.91)
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asBare } = yield* Accounts
        const tags = yield* asBare(
          Effect.all([
            tagOf(C.getCryptoLoanPosition()),
            tagOf(C.getCollateralAdjustmentHistory({})),
            tagOf(F.getOngoingFlexibleLoans({})),
            tagOf(F.getBorrowHistoryFlexible({})),
            tagOf(F.getRepaymentHistoryFlexible({})),
            tagOf(F.getFlexibleLoanAvailableInventory({ currency: "USDT" })),
            tagOf(X.getBorrowContractInfoFixed({})),
            tagOf(X.getSupplyContractInfoFixed({})),
            tagOf(X.getBorrowOrderInfoFixed({})),
            tagOf(X.getSupplyOrderInfoFixed({})),
            tagOf(X.getRepaymentHistoryFixed({})),
            tagOf(X.getRenewOrderInfoFixed({})),
            tagOf(X.getFixedLoanAvailableInventory({ currency: "USDT", term: "7", annualRate: "0.05" }))
          ])
        )
        expect(tags).toEqual(tags.map(() => "PermissionDenied"))
        expect(tags.length).toBe(13)
        yield* coverage("crypto loans (common)")
        yield* coverage("crypto loans (flexible)")
        yield* coverage("crypto loans (fixed)")
      })
    )
  })
})

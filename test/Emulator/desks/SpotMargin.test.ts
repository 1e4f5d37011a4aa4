import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as M from "../../../src/Http/v5/SpotMarginTrade.js"
import { Accounts, coverage, layer as deskLayer, NOW, tagOf } from "../../support/DeskHarness.js"

// Spot margin and borrowing on the unified account, through the library: borrowed coins land in the wallet and the
// debt shows in the wallet balance, interest is charged every hour at the rate the rate history publishes, checks
// come in the exchange's order, repayments convert other coins when asked, fixed-rate loans fill against the
// platform's lenders and mature; the sub-account's debts are its own.

const u8 = (s: string | undefined): bigint => Fixed.parseRounded(s ?? "0", 8, "down") ?? -1n

const coinOf = (coin: string) =>
  Effect.map(Account.getWalletBalance({ accountType: "UNIFIED", coin }), (w) =>
    w.list[0]?.coin.find((c) => c.coin === coin)
  )

/** Borrowing and repaying allow one request a second per account. */
const pace = TestClock.adjust("1001 millis")

const wallet = (coin: string) => Effect.map(coinOf(coin), (c) => u8(c?.walletBalance))

layer(deskLayer({ seed: 53, unlimited: ["spot-margin-trade/fixedborrow", "spot-margin-trade/fixedborrow-renew"] }), {
  timeout: "60 seconds"
})("spot margin and borrowing on the emulator", (it) => {
  describe("public data", () => {
    it.effect("VIP margin data, collateral ratios, tiers and currency data agree with each other", () =>
      Effect.gen(function* () {
        const vip = yield* M.getVIPMarginData({ vipLevel: "No VIP" })
        const usdt = vip.vipCoinList[0]?.list.find((c) => c.currency === "USDT")
        expect([vip.vipCoinList.length, usdt?.borrowable, usdt?.maxBorrowingAmount]).toEqual([1, true, "2000000"])
        const vip5 = yield* M.getVIPMarginData({ vipLevel: "VIP-5", currency: "USDT" })
        expect(Number(vip5.vipCoinList[0]?.list[0]?.hourlyBorrowRate)).toBeLessThan(Number(usdt?.hourlyBorrowRate))
        const ratios = yield* M.getTieredCollateralRatio({ currency: "BTC" })
        expect(ratios.list[0]?.collateralRatioList[0]?.collateralRatio).toBe("0.95")
        const tiers = yield* M.getPositionTiers({ currency: "BTC" })
        expect(tiers.list[0]?.positionTiersRatioList.map((t) => t.maxLeverage)).toEqual(["10", "5", "2"])
        const data = yield* M.getSpotMarginCurrencyData({ currency: "USDT" })
        expect([data.list[0]?.minFlexibleManualBorrowQty, data.list[0]?.flexibleManualBorrowAccuracy]).toEqual([
          "1",
          "4"
        ])
        expect(yield* tagOf(M.getPositionTiers({ currency: "DOGE" }))).toBe("ParamsError")
      })
    )
  })

  describe("the switch and the leverage", () => {
    it.effect("leverage and fixed-rate borrowing need spot margin on; the state reports it", () =>
      Effect.gen(function* () {
        expect(yield* tagOf(M.setSpotMarginLeverage({ leverage: "5" }))).toBe("SpotMarginNotEnabled")
        const off = M.submitFixedRateBorrow({ orderCurrency: "USDT", orderAmount: "100", annualRate: "0.5", term: "7" })
        expect(yield* tagOf(off)).toBe("SpotMarginNotEnabled")
        expect((yield* M.getSpotMarginState({})).spotMarginMode).toBe("0")
        expect((yield* M.toggleSpotMarginTrade({ spotMarginMode: "1" })).spotMarginMode).toBe("1")
        yield* M.setSpotMarginLeverage({ leverage: "5" })
        const state = yield* M.getSpotMarginState({})
        expect([state.spotLeverage, state.spotMarginMode, state.effectiveLeverage]).toEqual(["5", "1", "1"])
        yield* M.setSpotMarginLeverage({ leverage: "3", currency: "ETH" })
        const coins = yield* M.getCoinState({})
        expect(coins.list.map((c) => [c.currency, String(c.spotLeverage)])).toEqual([
          ["BTC", "5"],
          ["ETH", "3"],
          ["SOL", "5"],
          ["USDT", "5"],
          ["USDC", "5"]
        ])
      })
    )
  })

  describe("floating-rate borrowing", () => {
    it.effect("a borrow lands in the wallet, shows as debt, and leaves the equity where it was", () =>
      Effect.gen(function* () {
        const before = yield* coinOf("USDT")
        const borrowed = yield* Account.manualBorrow({ coin: "USDT", amount: "1000" })
        expect([borrowed.coin, String(borrowed.amount)]).toEqual(["USDT", "1000"])
        const after = yield* coinOf("USDT")
        expect(u8(after?.walletBalance)).toBe(u8(before?.walletBalance) + 100_000_000_000n)
        expect([after?.borrowAmount, after?.spotBorrow]).toEqual(["1000", "1000"])
        expect(u8(after?.equity)).toBe(u8(before?.equity))
        const liability = yield* M.getSpotMarginLiability({ currency: "USDT" })
        expect([liability.totalBorrowAmount, liability.flexibleBorrowAmount, liability.fixedBorrowAmount]).toEqual([
          "1000",
          "1000",
          "0"
        ])
        const log = (yield* Account.getTransactionLog({ currency: "USDT", type: "BORROW" })).list
        expect(log.map((e) => [e.type, e.change])).toEqual([["BORROW", "1000"]])
      })
    )

    it.effect("refusals come in the exchange's order: precision, minimum, per transaction, per user, risk", () =>
      Effect.gen(function* () {
        const borrow = (coin: string, amount: string) =>
          Effect.andThen(pace, tagOf(Account.manualBorrow({ coin, amount })))
        expect(yield* borrow("USDT", "1.00001")).toBe("BorrowAmountTooPrecise")
        expect(yield* borrow("USDT", "0.5")).toBe("BorrowBelowMinPerTransaction")
        expect(yield* borrow("USDT", "600000")).toBe("BorrowAboveMaxPerTransaction")
        expect(yield* borrow("DOGE", "1")).toBe("ParamsError")
        // about 248,000 USD of net worth at leverage 5 borrows at most 4 × that in debts: after 2 BTC and
        // 400,000 USDT, 8 BTC more does not fit (though within the per-transaction and per-user limits)
        yield* pace
        yield* Account.manualBorrow({ coin: "BTC", amount: "2" })
        yield* pace
        yield* Account.manualBorrow({ coin: "USDT", amount: "400000" })
        expect(yield* borrow("BTC", "8")).toBe("BorrowRiskRateExceeded")
        const max = yield* M.getMaxBorrowableAmount({ currency: "BTC" })
        expect(Number(max.maxLoan)).toBeGreaterThan(0)
        expect(Number(max.maxLoan)).toBeLessThan(10)
        // lowering the leverage below what the debts need is refused; switching off while owing too
        expect(yield* tagOf(M.setSpotMarginLeverage({ leverage: "2" }))).toBe("LiquidationRisk")
        expect(yield* tagOf(M.toggleSpotMarginTrade({ spotMarginMode: "0" }))).toBe("DebtsBlockMarginDisable")
        expect(yield* tagOf(M.setSpotMarginLeverage({ leverage: "11" }))).toBe("InvalidParameters")
      })
    )

    it.effect("interest is charged at minute 5 of every hour at the published rate, from the wallet", () =>
      Effect.gen(function* () {
        const usdt = yield* wallet("USDT")
        yield* TestClock.adjust("3 hours")
        const history = (yield* Account.getBorrowHistory({ currency: "USDT" })).list
        expect(history.length).toBe(3)
        expect(history.map((h) => h.createdTime)).toEqual([
          NOW + 2 * 3_600_000 + 300_000,
          NOW + 3_600_000 + 300_000,
          NOW + 300_000
        ])
        const rates = yield* M.getHistoricalInterestRate({
          currency: "USDT",
          startTime: NOW - 3_600_000,
          endTime: NOW + 3 * 3_600_000
        })
        for (const h of history) {
          expect(h.InterestBearingBorrowSize).toBe("401000")
          const hour = Math.floor(h.createdTime / 3_600_000) * 3_600_000
          expect(rates.list.find((r) => r.timestamp === hour)?.hourlyBorrowRate).toBe(h.hourlyBorrowRate)
          expect(Number(h.borrowCost)).toBeCloseTo(401_000 * Number(h.hourlyBorrowRate), 9)
        }
        const charged = history.reduce((sum, h) => sum + u8(h.borrowCost), 0n)
        expect(usdt - (yield* wallet("USDT"))).toBe(charged)
        const log = (yield* Account.getTransactionLog({ currency: "USDT", type: "INTEREST" })).list
        expect(log.length).toBe(3)
        const bad = M.getHistoricalInterestRate({ currency: "USDT", startTime: NOW })
        expect(yield* tagOf(bad)).toBe("TimeRangeIncomplete")
        expect(yield* tagOf(M.getHistoricalInterestRate({ currency: "XYZ" }))).toBe("CoinNotFound")
        expect(yield* tagOf(M.getHistoricalInterestRate({ currency: "USDT", vipLevel: "VIP-9" }))).toBe(
          "UserLevelNotFound"
        )
      })
    )

    it.effect("repayment: without conversion from the coin's balance, with conversion from other coins", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        const repaid = yield* Account.manualRepayWithoutConversion({ coin: "USDT", amount: "400" })
        expect(repaid.resultStatus).toBe("SU")
        expect((yield* M.getSpotMarginLiability({ currency: "USDT" })).flexibleBorrowAmount).toBe("400600")
        // spend the borrowed BTC: the debt (2 BTC) must now be bought back with USDT
        emulator.admin.setBalance("BTC", "0.5")
        const repayable = yield* M.getAvailableAmountToRepay({ currency: "BTC" })
        expect(repayable.lossLessRepaymentAmount).toBe("0.5")
        const usdt = yield* wallet("USDT")
        yield* Account.manualRepay({ coin: "BTC", repaymentType: "ALL" })
        expect((yield* M.getSpotMarginLiability({ currency: "BTC" })).totalBorrowAmount).toBe("0")
        expect(yield* wallet("USDT")).toBeLessThan(usdt)
        const converted = (yield* Account.getTransactionLog({ type: "CONVERT" })).list
        expect(new Set(converted.map((e) => e.currency))).toEqual(new Set(["BTC", "USDT"]))
        yield* pace
        const again = Account.manualRepayWithoutConversion({ coin: "BTC" })
        expect(yield* tagOf(again)).toBe("NoLiabilityToRepay")
        const quick = yield* Account.repayLiability({ coin: "USDT" })
        expect(quick.list.map((r) => [r.coin, String(r.repaymentQty)])).toEqual([["USDT", "400600"]])
        yield* pace
        expect(yield* tagOf(Account.repayLiability({}))).toBe("NoLiabilityToRepay")
        expect(yield* tagOf(Account.manualRepay({ coin: "USDT", amount: "1" }))).toBe("NoLiabilityToRepay")
        const usdtLine = yield* coinOf("USDT")
        expect(usdtLine?.borrowAmount).toBe("0")
      })
    )

    it.effect("auto-repay pays an owed coin from the wallet at the next hourly run", () =>
      Effect.gen(function* () {
        yield* pace
        yield* Account.manualBorrow({ coin: "ETH", amount: "1" })
        const set = yield* M.setAutoRepayMode({ currency: "ETH", autoRepayMode: "1" })
        expect(set.data.map((d) => [d.currency, d.autoRepayMode])).toEqual([["ETH", "1"]])
        expect((yield* M.getSpotMarginLiability({ currency: "ETH" })).totalBorrowAmount).toBe("1")
        yield* TestClock.adjust("1 hour")
        expect((yield* M.getSpotMarginLiability({ currency: "ETH" })).totalBorrowAmount).toBe("0")
        const modes = yield* M.getAutoRepayMode({})
        expect(modes.data.filter((d) => d.autoRepayMode === "1").map((d) => d.currency)).toEqual(["ETH"])
      })
    )
  })

  describe("fixed-rate loans", () => {
    it.effect("fill against the lenders at or below the rate, and FULL orders fill whole or not at all", () =>
      Effect.gen(function* () {
        const quotes = yield* M.getFixedRateBorrowOrderQuote({ orderCurrency: "USDT", term: "7", orderBy: "apy" })
        expect(quotes.list.length).toBe(3)
        const rates = quotes.list.map((q) => Number(q.annualRate))
        expect([...rates].sort((a, b) => a - b)).toEqual(rates)
        const best = quotes.list[0]?.annualRate ?? ""
        const inventory = yield* M.getFixedRateAvailableInventory({ currency: "USDT", term: "7", annualRate: best })
        // the lenders' quantity, capped by the per-user limit (2,000,000 USDT)
        const lendable = u8(String(quotes.list[0]?.qty))
        const cap = u8("2000000")
        expect(u8(inventory.availableInventory)).toBe(lendable < cap ? lendable : cap)
        const placed = yield* M.submitFixedRateBorrow({
          orderCurrency: "USDT",
          orderAmount: "5000",
          annualRate: best,
          term: "7"
        })
        const [order] = (yield* M.getFixedRateBorrowOrderInfo({ orderId: placed.orderId })).list
        expect([order?.state, order?.filledQty, order?.orderQty]).toEqual([3, "5000", "5000"])
        const cheap = yield* M.submitFixedRateBorrow({
          orderCurrency: "USDT",
          orderAmount: "100",
          annualRate: "0.0001",
          term: "7",
          strategyType: "FULL"
        })
        const [refused] = (yield* M.getFixedRateBorrowOrderInfo({ orderId: cheap.orderId })).list
        expect([refused?.state, refused?.filledQty]).toEqual([4, "0"])
        const [contract] = (yield* M.getFixedRateBorrowContractInfo({ orderId: placed.orderId })).list
        expect([contract?.residualPrincipal, contract?.status, contract?.term]).toEqual(["5000", 1, "7"])
        expect(Number(contract?.repaymentTime)).toBe(Number(contract?.borrowTime) + 7 * 86_400_000)
        const liability = yield* M.getSpotMarginLiability({ currency: "USDT" })
        expect([liability.fixedBorrowAmount, liability.flexibleBorrowAmount]).toEqual(["5000", "0"])
        expect(yield* M.renewFixedRateBorrow({ loanId: contract?.loanId ?? "" })).toBe("Success")
        expect(yield* tagOf(M.renewFixedRateBorrow({ loanId: "404" }))).toBe("ParamsError")
      })
    )

    it.effect("a contract pays interest hourly and is repaid from the wallet when it comes due", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        // the borrowed USDT went into repayments: fund the wallet so the contract can be repaid when due
        emulator.admin.setBalance("USDT", "20000")
        const usdt = yield* wallet("USDT")
        // the server clock alone: the loan book catches up hour by hour on the next request
        emulator.admin.moveClock(15 * 86_400_000)
        const [contract] = (yield* M.getFixedRateBorrowContractInfo({ orderCurrency: "USDT" })).list
        expect([contract?.status, contract?.residualPrincipal]).toEqual([2, "0"])
        expect(Number(contract?.interestPaid)).toBeGreaterThan(0)
        // principal and the interest paid left the wallet (to the last unit of the 8-decimal reading)
        const spent = usdt - (yield* wallet("USDT")) - 500_000_000_000n - u8(contract?.interestPaid)
        expect(spent >= 0n && spent <= 1n).toBe(true)
        expect((yield* M.getSpotMarginLiability({ currency: "USDT" })).totalBorrowAmount).toBe("0")
      })
    )
  })

  describe("two accounts", () => {
    it.effect("the sub-account's debts, limits and settings are its own", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        expect((yield* asSub(M.getSpotMarginState({}))).spotMarginMode).toBe("0")
        yield* pace
        yield* asSub(Account.manualBorrow({ coin: "USDC", amount: "250" }))
        expect((yield* asSub(M.getSpotMarginLiability({ currency: "USDC" }))).totalBorrowAmount).toBe("250")
        expect((yield* M.getSpotMarginLiability({ currency: "USDC" })).totalBorrowAmount).toBe("0")
        expect((yield* asSub(coinOf("USDC")))?.borrowAmount).toBe("250")
        expect((yield* coinOf("USDC"))?.borrowAmount ?? "0").toBe("0")
        const inventory = yield* asSub(M.getFlexibleAvailableInventory({ currency: "USDC" }))
        expect(u8(inventory.availableInventory)).toBe(u8("2000000") - u8("250"))
        expect(yield* tagOf(asSub(Account.manualRepayWithoutConversion({ coin: "USDT" })))).toBe("NoLiabilityToRepay")
      })
    )

    it.effect("every route answered, every documented refusal seen, no contract violation", () =>
      Effect.gen(function* () {
        const { asBare } = yield* Accounts
        expect(yield* tagOf(M.getSpotMarginCurrencyData({ currency: "DOGE" }))).toBe("ParamsError")
        expect(yield* tagOf(asBare(M.getSpotMarginState({})))).toBe("PermissionDenied")
        expect(yield* tagOf(M.getMaxBorrowableAmount({ currency: "DOGE" }))).toBe("ParamsError")
        expect(yield* tagOf(M.getCoinState({ currency: "DOGE" }))).toBe("ParamsError")
        expect(yield* tagOf(M.getAutoRepayMode({ currency: "DOGE" }))).toBe("ParamsError")
        expect(yield* tagOf(M.setAutoRepayMode({ currency: "DOGE", autoRepayMode: "1" }))).toBe("ParamsError")
        expect(yield* tagOf(M.getFlexibleAvailableInventory({ currency: "DOGE" }))).toBe("ParamsError")
        yield* coverage("spot margin")
        expect(yield* tagOf(Account.getBorrowHistory({ cursor: "bm9wZQ" }))).toBe("InvalidCursor")
        expect(yield* tagOf(M.getSpotMarginLiability({ currency: "DOGE" }))).toBe("ParamsError")
        expect(yield* tagOf(M.getAvailableAmountToRepay({ currency: "DOGE" }))).toBe("ParamsError")
        expect(yield* tagOf(M.getFixedRateBorrowOrderInfo({ limit: 101 }))).toBe("ParamsError")
        expect(yield* tagOf(M.getFixedRateBorrowContractInfo({ cursor: "bm9wZQ" }))).toBe("ParamsError")
        const quote = M.getFixedRateBorrowOrderQuote({ orderCurrency: "DOGE", orderBy: "apy" })
        expect(yield* tagOf(quote)).toBe("ParamsError")
        const inventory = M.getFixedRateAvailableInventory({ currency: "USDT", term: "7", annualRate: "2" })
        expect(yield* tagOf(inventory)).toBe("ParamsError")
        yield* coverage("borrowing")
      })
    )
  })
})

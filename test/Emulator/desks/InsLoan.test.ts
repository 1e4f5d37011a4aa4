import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as L from "../../../src/Http/v5/InsLoan.js"
import * as Market from "../../../src/Http/v5/Market.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// Institutional loans through the library: a loan granted to the master's risk unit lands in its wallet, the
// sub-account joins the unit only as a unified-pro account, the LTV counts both wallets by the product's ladders,
// interest accrues on the emulator's clock, a repayment settles two minutes later (interest first), and a unit past
// the liquidation line is sold down below the stop line. Two credential sets throughout.

const u8 = (s: string | undefined): bigint => Fixed.parseRounded(s ?? "0", 8, "down") ?? -1n
const u18 = (s: string | undefined): bigint => Fixed.parseRounded(s ?? "0", 18, "down") ?? -1n
const HOUR = 3_600_000

const usdt = Effect.map(Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" }), (w) =>
  u8(w.list[0]?.coin.find((c) => c.coin === "USDT")?.walletBalance)
)

const ltv = Effect.map(L.getInstitutionalLendingLTVWithLadderConversionRate(), (r) => r.ltvInfo[0])

layer(deskLayer({ seed: 67, unlimited: ["ins-loan/association-uid", "ins-loan/repay-loan"] }), {
  timeout: "60 seconds"
})("institutional loans on the emulator", (it) => {
  describe("products", () => {
    it.effect("product terms, margin coins and their conversion ladders", () =>
      Effect.gen(function* () {
        const all = yield* L.getInstitutionalLendingProductInfo({})
        expect(all.marginProductInfo.map((p) => [p.productId, p.productType])).toEqual([
          ["91", "0"],
          ["92", "2"]
        ])
        const hedge = yield* L.getInstitutionalLendingProductInfo({ productId: "92" })
        expect([hedge.marginProductInfo.length, String(hedge.marginProductInfo[0]?.liquidationLine)]).toEqual([
          1,
          "0.9"
        ])
        const ladders = yield* L.getInstitutionalLendingMarginCoinInfoWithConversionRate({ productId: "91" })
        const btc = ladders.marginToken[0]?.tokenInfo.find((t) => t.token === "BTC")
        expect(btc?.convertRatioList.map((r) => [r.ladder, String(r.convertRatio)])).toEqual([
          ["0-50", "0.95"],
          ["50-200", "0.9"],
          ["200-99999999999", "0.8"]
        ])
        const legacy = yield* L.getInstitutionalLendingMarginCoinInfo({ productId: "92" })
        expect([legacy.marginToken[0]?.spotToken.length, legacy.marginToken[0]?.contractToken.length]).toEqual([5, 0])
      })
    )
  })

  describe("a loan to the master's risk unit", () => {
    it.effect("lands in the wallet; the sub-account joins only as unified pro; both wallets count", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid, masterUid } = yield* Accounts
        expect((yield* L.getInstitutionalLendingLTVWithLadderConversionRate()).ltvInfo).toEqual([])
        const before = yield* usdt
        const orderId = emulator.admin.grantInsLoan({ uid: masterUid, coin: "USDT", amount: "100000" })
        expect(yield* usdt).toBe(before + 10_000_000_000_000n)
        const orders = yield* L.getInstitutionalLendingLoanOrders({})
        expect(orders.loanInfo.map((o) => [o.orderId, String(o.loanAmount), o.status])).toEqual([
          [orderId, "100000", "1"]
        ])
        const alone = yield* ltv
        const bind = L.bindOrUnbindUID({ uid: subUid, operate: "0" })
        expect(yield* tagOf(bind)).toBe("UidBindRequiresUtaPro")
        expect(yield* tagOf(L.bindOrUnbindUID({ uid: "123", operate: "0" }))).toBe("InvalidUid")
        // the sub-account is not in a risk unit: it can bind nobody and sees no loan
        expect(yield* asSub(tagOf(L.bindOrUnbindUID({ uid: masterUid, operate: "0" })))).toBe("UidBindRejected")
        expect((yield* asSub(L.getInstitutionalLendingLoanOrders({}))).loanInfo).toEqual([])
        emulator.admin.setAccountMode(6, { uid: subUid })
        expect(yield* bind).toEqual({ uid: subUid, operate: "0" })
        expect(yield* tagOf(bind)).toBe("UidAlreadyBound")
        expect(yield* tagOf(L.bindOrUnbindUID({ uid: masterUid, operate: "1" }))).toBe("RiskUnitMainUidUnbind")
        const joined = yield* asSub(ltv)
        expect([joined?.parentUid, joined?.subAccountUids]).toEqual([masterUid, [subUid]])
        // the sub-account's 100,000 USDT now backs the loan too
        expect(u8(joined?.balance) - u8(alone?.balance)).toBe(10_000_000_000_000n)
        expect(Number(joined?.ltv)).toBeLessThan(Number(alone?.ltv))
        expect(joined?.unpaidInfo.map((x) => [x.token, String(x.unpaidQty)])).toEqual([["USDT", "100000"]])
        const legacy = yield* L.getInstitutionalLendingLTV()
        expect(legacy.ltvInfo[0]?.ltv).toBe(joined?.ltv)
        expect((yield* asSub(L.getInstitutionalLendingLoanOrders({}))).loanInfo.length).toBe(1)
        const window = L.getInstitutionalLendingLoanOrders({ startTime: 2, endTime: 1 })
        expect(yield* tagOf(window)).toBe("StartTimeNotBeforeEnd")
      })
    )

    it.effect("interest accrues at 00:00 UTC; a repayment settles two minutes later, interest first", () =>
      Effect.gen(function* () {
        const { asSub, emulator } = yield* Accounts
        emulator.admin.moveClock(24 * HOUR)
        const order = (yield* L.getInstitutionalLendingLoanOrders({})).loanInfo[0]
        expect([String(order?.unpaidInterest), String(order?.interestRate)]).toEqual(["20", "0.0002"])
        expect(yield* tagOf(L.repayInstitutionalLoan({ token: "USDT", quantity: "100021" }))).toBe(
          "RepaymentExceedsLiability"
        )
        // only the designated UID repays
        const bySub = asSub(L.repayInstitutionalLoan({ token: "USDT", quantity: "10" }))
        expect(yield* tagOf(bySub)).toBe("RepaymentExceedsLiability")
        const before = yield* usdt
        expect(yield* L.repayInstitutionalLoan({ token: "USDT", quantity: "50000" })).toEqual({ repayOrderStatus: "P" })
        expect(yield* tagOf(L.repayInstitutionalLoan({ token: "USDT", quantity: "1" }))).toBe("RepaymentProcessing")
        expect(yield* tagOf(L.bindOrUnbindUID({ uid: emulator.uid, operate: "1" }))).toBe("RiskUnitMainUidUnbind")
        expect((yield* L.getInstitutionalLendingRepayOrders({})).repayInfo).toEqual([])
        expect((yield* ltv)?.liqStatus).toBe(2)
        emulator.admin.moveClock(121_000)
        const history = yield* L.getInstitutionalLendingRepayOrders({})
        expect(
          history.repayInfo.map((r) => [String(r.quantity), String(r.interest), r.businessType, r.status])
        ).toEqual([["49980", "20", "1", "1"]])
        expect(yield* usdt).toBe(before - 5_000_000_000_000n)
        const after = (yield* L.getInstitutionalLendingLoanOrders({})).loanInfo[0]
        expect([String(after?.unpaidAmount), String(after?.repaidAmount), String(after?.repaidInterest)]).toEqual([
          "50020",
          "49980",
          "20"
        ])
        emulator.admin.setBalance("USDT", "10")
        expect(yield* tagOf(L.repayInstitutionalLoan({ token: "USDT", quantity: "100" }))).toBe(
          "InsLoanBalanceInsufficient"
        )
        const repaidWindow = L.getInstitutionalLendingRepayOrders({ startTime: 2, endTime: 1 })
        expect(yield* tagOf(repaidWindow)).toBe("StartTimeNotBeforeEnd")
      })
    )

    it.effect("a unit past the liquidation line is sold down below the stop line", () =>
      Effect.gen(function* () {
        const { emulator, subUid } = yield* Accounts
        yield* L.bindOrUnbindUID({ uid: subUid, operate: "1" })
        expect(yield* tagOf(L.bindOrUnbindUID({ uid: subUid, operate: "1" }))).toBe("UidNotBound")
        const ticker = yield* Market.getTickers({ category: "spot", symbol: "BTCUSDT" })
        const price = Number(ticker.list[0]?.lastPrice)
        // 50,020 USDT owed against BTC counted at 0.95 of its value: the LTV is about 0.92, past the line of 0.9
        for (const coin of ["USDT", "USDC", "ETH"]) emulator.admin.setBalance(coin, "0")
        emulator.admin.setBalance("BTC", (57_300 / price).toFixed(6))
        const state = yield* ltv
        expect(Number(state?.ltv)).toBeLessThan(0.75)
        const history = yield* L.getInstitutionalLendingRepayOrders({ limit: 100 })
        const forced = history.repayInfo.filter((r) => r.businessType === "2")
        expect(forced.length).toBeGreaterThan(0)
        const left = (yield* L.getInstitutionalLendingLoanOrders({})).loanInfo[0]
        const repaid = forced.reduce((sum, r) => sum + u18(String(r.quantity)) + u18(String(r.interest)), 0n)
        expect(u18(String(left?.unpaidAmount)) + repaid).toBe(u18("50020"))
      })
    )

    it.effect("the hedge product's delta limits follow the unit's holdings less its debt", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        expect((yield* L.getInstitutionalLendingCoinDeltaAmount({})).list).toEqual([])
        emulator.admin.setBalance("BTC", "0", { uid: subUid })
        emulator.admin.grantInsLoan({ uid: subUid, coin: "BTC", amount: "2", productId: "92" })
        const flat = yield* asSub(L.getInstitutionalLendingCoinDeltaAmount({ coin: "BTC" }))
        expect([flat.list[0]?.coin, String(flat.list[0]?.coinDeltaSize)]).toEqual(["BTC", "0"])
        expect(String(flat.list[0]?.coinDeltaAvailableAmount)).toBe("300000")
        emulator.admin.setBalance("BTC", "3", { uid: subUid })
        const long = yield* asSub(L.getInstitutionalLendingCoinDeltaAmount({}))
        const btc = long.list.find((c) => c.coin === "BTC")
        expect(String(btc?.coinDeltaSize)).toBe("1")
        expect(u8(String(btc?.coinDeltaAvailableAmount))).toBeLessThan(u8("300000"))
        expect(String(long.riskUnitDeltaAmount)).toBe("500000")
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asElsewhere } = yield* Accounts
        expect(yield* asElsewhere(tagOf(L.getInstitutionalLendingLTVWithLadderConversionRate()))).toBe("UnmatchedIp")
        expect(yield* asElsewhere(tagOf(L.getInstitutionalLendingLTV()))).toBe("UnmatchedIp")
        expect(yield* asElsewhere(tagOf(L.getInstitutionalLendingCoinDeltaAmount({})))).toBe("UnmatchedIp")
        yield* coverage("institutional loans")
      })
    )
  })
})

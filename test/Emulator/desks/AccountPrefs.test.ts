import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import * as User from "../../../src/Http/v5/User.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// The account's preferences and reports through the library, per account: the limit-price action and delta mode
// read back as set (and only for the account that set them), the transferable amount follows the wallet less
// orders and debts, pay-info lists what could pay a liability, and the trade analysis sums the account's own fills.

const u18 = (s: string | undefined): bigint => Fixed.parseRounded(s ?? "0", 18, "down") ?? -1n

layer(deskLayer({ seed: 79 }), { timeout: "60 seconds" })("account preferences on the emulator", (it) => {
  describe("settings", () => {
    it.effect("the limit-price action and delta mode read back as set, per account", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        const defaults = yield* Account.getLimitPriceAction()
        expect([defaults.lpaSpot, defaults.lpaPerp, defaults.deltaEnable]).toEqual([true, false, false])
        yield* Account.setLimitPriceAction({ category: "spot", modifyEnable: false })
        yield* Account.setLimitPriceAction({ category: "linear", modifyEnable: true })
        yield* Account.setDeltaMode({ deltaEnable: "1" })
        const set = yield* Account.getLimitPriceAction()
        expect([set.lpaSpot, set.lpaPerp, set.deltaEnable]).toEqual([false, true, true])
        const sub = yield* asSub(Account.getLimitPriceAction())
        expect([sub.lpaSpot, sub.lpaPerp, sub.deltaEnable]).toEqual([true, false, false])
        yield* User.signAgreement({ agree: true, category: 2 })
        expect(yield* tagOf(User.signAgreement({ agree: false, category: 2 }))).toBe("ParamsError")
      })
    )
  })

  describe("reports", () => {
    it.effect("the transferable amount is the wallet less what orders hold", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        const before = yield* Account.getTransferableAmount({ coinName: "USDT,BTC" })
        expect(u18(before.availableWithdrawal)).toBe(u18("100000"))
        expect(Object.keys(before.availableWithdrawalMap ?? {})).toEqual(["USDT", "BTC"])
        yield* Trade.submitOrder({
          category: "spot",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.1",
          price: "1000"
        })
        const held = yield* Account.getTransferableAmount({ coinName: "USDT" })
        expect(u18(held.availableWithdrawal)).toBe(u18("99900"))
        const sub = yield* asSub(Account.getTransferableAmount({ coinName: "USDT" }))
        expect(u18(sub.availableWithdrawal)).toBe(u18("100000"))
        expect(yield* tagOf(Account.getTransferableAmount({ coinName: "usdt" }))).toBe("ParamsError")
      })
    )

    it.effect("pay-info lists the coins that could pay a liability", () =>
      Effect.gen(function* () {
        expect(yield* tagOf(Account.getPayInfo({ coin: "USDC" }))).toBe("ParamsError")
        yield* Account.manualBorrow({ coin: "USDC", amount: "100" })
        const info = yield* Account.getPayInfo({ coin: "USDC" })
        expect([info.borrowInfo.coin, String(info.borrowInfo.borrowSize)]).toEqual(["USDC", "100"])
        const usdc = info.collateralInfo.collateralList.find((c) => c.coin === "USDC")
        expect(String(usdc?.borrowSize)).toBe("100")
        const usdt = info.collateralInfo.collateralList.find((c) => c.coin === "USDT")
        expect(String(usdt?.assetFrozen)).toBe("100")
        yield* TestClock.adjust("1001 millis")
        yield* Account.manualRepayWithoutConversion({ coin: "USDC" })
      })
    )

    it.effect("the trade analysis sums one symbol's fills of the calling account", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        const trade = (side: "Buy" | "Sell") =>
          Trade.submitOrder({ category: "linear", symbol: "ETHUSDT", side, orderType: "Market", qty: "0.5" })
        yield* trade("Buy")
        yield* trade("Sell")
        const a = yield* Account.getTradeInfoForAnalysis({ symbol: "ETHUSDT" })
        expect([String(a.sumBuyExecQty), String(a.sumSellExecQty), String(a.netExecQty)]).toEqual(["0.5", "0.5", "0"])
        expect([a.baseCoin, a.settleCoin]).toEqual(["ETH", "USDT"])
        expect(u18(String(a.sumExecValue))).toBe(u18(String(a.sumBuyExecValue)) + u18(String(a.sumSellExecValue)))
        expect(u18(String(a.sumBuyExecFee))).toBeGreaterThan(0n)
        expect(a.sumPriceList?.length).toBe(1)
        const theirs = yield* asSub(Account.getTradeInfoForAnalysis({ symbol: "ETHUSDT" }))
        expect(String(theirs.sumExecQty)).toBe("0")
        expect(yield* tagOf(Account.getTradeInfoForAnalysis({ symbol: "ETHUSDT", startTime: 2, endTime: 1 }))).toBe(
          "ParamsError"
        )
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asElsewhere } = yield* Accounts
        expect(yield* asElsewhere(tagOf(Account.getLimitPriceAction()))).toBe("UnmatchedIp")
        expect(yield* asElsewhere(tagOf(Account.setDeltaMode({ deltaEnable: "0" })))).toBe("UnmatchedIp")
        const lpa = Account.setLimitPriceAction({ category: "inverse", modifyEnable: true })
        expect(yield* asElsewhere(tagOf(lpa))).toBe("UnmatchedIp")
        yield* coverage("account preferences")
      })
    )
  })
})

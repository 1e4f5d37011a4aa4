import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// Small-balance conversion through the library: dust is listed, quoted with a 2 % fee, converted on confirmation
// (the source coins leave the wallet whole, the target arrives as quoted), and listed in the history; a quote
// expires after 30 seconds and is the caller's own.

const u18 = (s: string | undefined): bigint => Fixed.parseRounded(s ?? "0", 18, "down") ?? -1n

const balance = (coin: string) =>
  Effect.map(Account.getWalletBalance({ accountType: "UNIFIED", coin }), (w) =>
    u18(w.list[0]?.coin.find((c) => c.coin === coin)?.walletBalance)
  )

layer(deskLayer({ seed: 89 }), { timeout: "60 seconds" })("small balances on the emulator", (it) => {
  describe("conversion", () => {
    it.effect("dust is listed, quoted and converted into USDC", () =>
      Effect.gen(function* () {
        const { asSub, emulator } = yield* Accounts
        emulator.admin.setBalance("BTC", "0.00005")
        emulator.admin.setBalance("ETH", "0.001")
        const listed = yield* Asset.getSmallBalanceList({ accountType: "eb_convert_uta" })
        expect(listed.smallAssetCoins.map((c) => c.fromCoin).sort()).toEqual(["BTC", "ETH"])
        expect(listed.supportToCoins).toEqual(["MNT", "USDT", "USDC"])
        const quote = yield* Asset.requestSmallBalanceQuote({
          accountType: "eb_convert_uta",
          fromCoinList: ["BTC", "ETH"],
          toCoin: "USDC"
        })
        const expected = quote.result.exchangeCoins.reduce((s, c) => s + u18(String(c.toAmount)), 0n)
        expect(String(quote.result.totalFeeInfo.feeRate)).toBe("0.02")
        // another account cannot confirm it
        expect(yield* asSub(tagOf(Asset.confirmSmallBalanceQuote({ quoteId: quote.quoteId })))).toBe("ParamsError")
        const usdcBefore = yield* balance("USDC")
        const done = yield* Asset.confirmSmallBalanceQuote({ quoteId: quote.quoteId })
        expect([done.exchangeTxId, done.status]).toEqual([quote.quoteId, "processing"])
        expect([yield* balance("BTC"), yield* balance("ETH")]).toEqual([0n, 0n])
        expect(yield* balance("USDC")).toBe(usdcBefore + expected)
        expect(yield* tagOf(Asset.confirmSmallBalanceQuote({ quoteId: quote.quoteId }))).toBe("ParamsError")
        const history = yield* Asset.getSmallBalanceHistory({})
        expect(history.records.map((r) => [r.exchangeTxId, r.status, r.subRecords.length])).toEqual([
          [quote.quoteId, "success", 2]
        ])
        expect(u18(String(history.records[0]?.toAmount))).toBe(expected)
        expect((yield* asSub(Asset.getSmallBalanceHistory({}))).records).toEqual([])
      })
    )

    it.effect("a quote expires after 30 seconds; large balances are not dust", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        const big = Asset.requestSmallBalanceQuote({
          accountType: "eb_convert_uta",
          fromCoinList: ["USDC"],
          toCoin: "USDT"
        })
        expect(yield* tagOf(big)).toBe("ParamsError")
        emulator.admin.setBalance("SOL", "0.01")
        const quote = yield* Asset.requestSmallBalanceQuote({
          accountType: "eb_convert_uta",
          fromCoinList: ["SOL"],
          toCoin: "USDT"
        })
        yield* TestClock.adjust("31 seconds")
        expect(yield* tagOf(Asset.confirmSmallBalanceQuote({ quoteId: quote.quoteId }))).toBe("ParamsError")
        expect(yield* tagOf(Asset.getSmallBalanceHistory({ size: "0" }))).toBe("ParamsError")
        const none = yield* Asset.getSmallBalanceList({ accountType: "eb_convert_uta", fromCoin: "DOGE" })
        expect(none.smallAssetCoins).toEqual([])
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asBare } = yield* Accounts
        expect(yield* asBare(tagOf(Asset.getSmallBalanceList({ accountType: "eb_convert_uta" })))).toBe(
          "PermissionDenied"
        )
        yield* coverage("small balances")
      })
    )
  })
})

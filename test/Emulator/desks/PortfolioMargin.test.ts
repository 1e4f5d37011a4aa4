import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as A from "../../../src/Http/v5/Account.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as Market from "../../../src/Http/v5/Market.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// The portfolio-margin view through the library: the wallet's figures agree with the wallet balance, and each
// traded base coin's positions are valued under the ±15 % price scenarios (a long loses most when the price falls
// 15 %, a short when it rises). The master holds a long and a short inverse position, the sub-account nothing.

const n = (x: unknown) => Number(String(x))

layer(deskLayer({ seed: 67 }), { timeout: "60 seconds" })("portfolio margin on the emulator", (it) => {
  describe("scenarios", () => {
    it.effect("a linear long and an inverse short valued under every price move", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        yield* Trade.submitOrder({ category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "1" })
        yield* Trade.submitOrder({
          category: "inverse",
          symbol: "ETHUSD",
          side: "Sell",
          orderType: "Market",
          qty: "100"
        })
        const info = yield* Asset.getPortfolioMarginInfo({})
        const wallet = (yield* A.getWalletBalance({ accountType: "UNIFIED" })).list[0]
        expect(Math.abs(n(info.wallet.accountIMRate) - n(wallet?.accountIMRate))).toBeLessThan(0.001)
        expect(n(info.wallet.accountIM)).toBeGreaterThan(0)
        expect(info.assetPnlRange.map((a) => a.baseCoin)).toEqual(["BTC", "ETH"])
        const btc = info.assetPnlRange[0]
        const mark = n(
          ((yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })).list[0] as { markPrice: string })
            .markPrice
        )
        const perp = btc?.totalPnlRanges.PERPETUAL?.pnlRanges ?? []
        expect(perp.map((r) => String(r.priceScale))).toEqual(["-0.15", "-0.1", "-0.05", "0", "0.05", "0.1", "0.15"])
        expect(n(perp[4]?.pnls[1])).toBeCloseTo(mark * 0.05, 0)
        expect(n(perp[3]?.pnls[1])).toBe(0)
        expect(btc?.maxLossPriceMove).toBe("-0.15")
        expect(btc?.perpPositionPnlRanges.map((r) => [r.symbolName, String(r.position)])).toEqual([["BTCUSDT", "1"]])
        const eth = info.assetPnlRange[1]
        // 100 USD short: loses 15 USD when the price rises 15 %
        expect(n(eth?.totalPnlRanges.ALL?.pnlRanges[6]?.pnls[0])).toBeCloseTo(-15, 6)
        expect(eth?.maxLossPriceMove).toBe("0.15")
        const onlyEth = yield* Asset.getPortfolioMarginInfo({ baseCoin: "ETH" })
        expect(onlyEth.assetPnlRange.map((a) => a.baseCoin)).toEqual(["ETH"])
        const theirs = yield* asSub(Asset.getPortfolioMarginInfo({}))
        expect([theirs.assetPnlRange, String(theirs.wallet.accountIM)]).toEqual([[], "0"])
        expect(yield* tagOf(Asset.getPortfolioMarginInfo({ baseCoin: "NOPE" }))).toBe("ParamsError")
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asElsewhere } = yield* Accounts
        expect(yield* asElsewhere(tagOf(Asset.getPortfolioMarginInfo({})))).toBe("UnmatchedIp")
        yield* coverage("portfolio margin")
      })
    )
  })
})

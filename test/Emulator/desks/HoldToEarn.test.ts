import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as H from "../../../src/Http/v5/HoldToEarn.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// Hold-to-earn through the library: holding a product's coin earns a daily airdrop at 00:00 UTC into the Funding
// wallet (a cross-coin product pays another coin), listed newest first; products come online and end on their
// dates. The master and a sub-account hold different coins and each sees only its own airdrops.

const u18 = (s: unknown): bigint => Fixed.parseRounded(String(s ?? "0"), 18, "down") ?? -1n
const DAY = 24 * 3_600_000
const fund = (coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType: "FUND", coin }), (b) => u18(b.balance?.walletBalance ?? "0"))

layer(deskLayer({ seed: 47 }), { timeout: "60 seconds" })("hold to earn on the emulator", (it) => {
  describe("airdrops", () => {
    it.effect("products by stage; a holder is paid each 00:00 UTC on what it held, in the yield coin", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        const products = yield* H.getHoldToEarnAirdropProducts({})
        expect(products.products.map((p) => [p.coinName, p.status, p.yields.map((y) => y.coinName)])).toEqual([
          ["USDTB", "NotStarted", ["USDTB"]],
          ["USD1", "Online", ["WLFI"]],
          ["USDE", "Online", ["USDE"]]
        ])
        emulator.admin.setBalance("USDE", "3650", { accountType: "FUND" })
        emulator.admin.setBalance("USD1", "7300", { accountType: "UNIFIED", uid: subUid })
        expect((yield* H.getHoldToEarnAirdropYieldHistory({ limit: 10 })).airdropDailyPnls).toEqual([])
        emulator.admin.moveClock(DAY)
        // 3650 USDE at 10 %: 1 USDE a day, added to the holding
        expect(yield* fund("USDE")).toBe(u18("3651"))
        const mine = yield* H.getHoldToEarnAirdropYieldHistory({ limit: 10 })
        expect(
          mine.airdropDailyPnls.map((a) => [a.coinName, a.yieldCoinName, String(a.effectiveAmount), String(a.pnl)])
        ).toEqual([["USDE", "USDE", "3650", "1"]])
        expect(mine.airdropDailyPnls[0]?.createdAt).toBe(Date.UTC(2026, 0, 16) / 1000)
        const theirs = yield* asSub(H.getHoldToEarnAirdropYieldHistory({ limit: 10 }))
        expect(theirs.airdropDailyPnls.map((a) => [a.yieldCoinName, String(a.pnl)])).toEqual([["WLFI", "1"]])
        // the holding grew: the next day pays on 3651
        emulator.admin.moveClock(DAY)
        const two = yield* H.getHoldToEarnAirdropYieldHistory({ limit: 1 })
        expect(two.airdropDailyPnls.map((a) => String(a.effectiveAmount))).toEqual(["3651"])
        const older = yield* H.getHoldToEarnAirdropYieldHistory({ limit: 1, cursor: two.nextCursor })
        expect(older.airdropDailyPnls.map((a) => String(a.effectiveAmount))).toEqual(["3650"])
        expect(older.nextCursor).toBe("")
        const yesterday = (yield* H.getHoldToEarnAirdropProducts({})).products.find((p) => p.coinName === "USDE")
        expect(yesterday?.apy).toBe("10%")
        expect(yield* tagOf(H.getHoldToEarnAirdropYieldHistory({ limit: 10, timeStart: 1_000_000 }))).toBe(
          "ParamsError"
        )
        const reversed = H.getHoldToEarnAirdropYieldHistory({
          limit: 10,
          timeStart: 1_768_600_000,
          timeEnd: 1_768_500_000
        })
        expect(yield* tagOf(reversed)).toBe("ParamsError")
      })
    )

    it.effect("products end and start on their dates; an ended product pays nothing more", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        emulator.admin.moveClock(20 * DAY)
        const products = yield* H.getHoldToEarnAirdropProducts({})
        expect(products.products.map((p) => [p.coinName, p.status])).toEqual([
          ["USDTB", "Online"],
          ["USD1", "Online"],
          ["USDE", "Ended"]
        ])
        const last = (yield* H.getHoldToEarnAirdropYieldHistory({ limit: 1 })).airdropDailyPnls[0]
        expect(last?.createdAt).toBe(Date.UTC(2026, 0, 31) / 1000)
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asElsewhere } = yield* Accounts
        expect(yield* asElsewhere(tagOf(H.getHoldToEarnAirdropYieldHistory({ limit: 1 })))).toBe("UnmatchedIp")
        yield* coverage("hold to earn")
      })
    )
  })
})

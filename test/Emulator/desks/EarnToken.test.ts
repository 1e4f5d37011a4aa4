import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as E from "../../../src/Http/v5/Earn.js"
import * as K from "../../../src/Http/v5/EarnToken.js"
import { Accounts, coverage, layer as deskLayer, NOW, tagOf } from "../../support/DeskHarness.js"

// byUSDT through the library: minting takes USDT out of the account's USDT flexible saving and puts byUSDT in the
// Unified wallet; holdings earn hourly at the base APR plus the bonus APR on the first 1,000, added to the holding
// at 00:00 UTC; redeeming burns byUSDT for USDT in the Unified wallet. Master and sub-account mint side by side.

const u18 = (s: unknown): bigint => Fixed.parseRounded(String(s ?? "0"), 18, "down") ?? -1n
const MINUTE = 60_000
const HOUR = 60 * MINUTE

const unified = (coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType: "UNIFIED", coin }), (b) => u18(b.balance?.walletBalance ?? "0"))

const mint = (amount: string, orderLinkId: string, accountType: "FlexibleSaving" | "UNIFIED" = "FlexibleSaving") =>
  K.submitEarnTokenOrder({ coin: "BYUSDT", orderType: "Mint", amount, accountType, orderLinkId })

const save = (amount: string, orderLinkId: string) =>
  E.submitStakeRedeem({
    category: "FlexibleSaving",
    orderType: "Stake",
    accountType: "FUND",
    amount,
    coin: "USDT",
    productId: "1",
    orderLinkId
  })

layer(deskLayer({ seed: 29 }), { timeout: "60 seconds" })("byUSDT on the emulator", (it) => {
  describe("mint, earn, redeem", () => {
    it.effect("mints from the USDT flexible saving into the Unified wallet, per account", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        const product = yield* K.getEarnTokenProduct({ coin: "BYUSDT" })
        expect([product.aprE8, product.bonusAprE8, product.canMint, product.userHolding]).toEqual([
          "4000000",
          "2000000",
          false,
          ""
        ])
        emulator.admin.setBalance("USDT", "2000", { accountType: "FUND" })
        emulator.admin.setBalance("USDT", "100", { accountType: "FUND", uid: subUid })
        yield* save("2000", "save")
        const placed = yield* mint("1500", "mint-1")
        expect(yield* unified("BYUSDT")).toBe(u18("1500"))
        const saving = (yield* E.getEarnPosition({ category: "FlexibleSaving", coin: "USDT" })).list[0]
        expect(String(saving?.amount)).toBe("500")
        expect(yield* asSub(tagOf(mint("10", "sub-mint")))).toBe("EarnBalanceInsufficient")
        yield* asSub(save("100", "sub-save"))
        yield* asSub(mint("100", "sub-mint-2"))
        expect(yield* asSub(unified("BYUSDT"))).toBe(u18("100"))
        const orders = yield* K.getEarnTokenOrders({ coin: "BYUSDT" })
        expect(orders.list.map((o) => [o.orderId, o.fromCoin, o.toCoin, String(o.toAmount)])).toEqual([
          [placed.orderId, "USDT", "BYUSDT", "1500"]
        ])
        const rejected = yield* Effect.all([
          tagOf(mint("10", "r1", "UNIFIED")),
          tagOf(mint("0.5", "r2")),
          tagOf(mint("10", "mint-1")),
          tagOf(mint("1.00001", "r3"))
        ])
        expect(rejected).toEqual(["EarnParamsError", "InvalidPurchaseShare", "EarnOrderExists", "InvalidPurchaseShare"])
      })
    )

    it.effect("earns every hour, base and bonus; the day's yield joins the holding at 00:00 UTC", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        emulator.admin.moveClock(NOW + 12 * HOUR + MINUTE - emulator.admin.now())
        // 12 hours (13:00 … 00:00): 1,500 × 4 % / 8,760 and 1,000 × 2 % / 8,760 each hour, at 6 decimals
        const base = 12n * u18("0.006849")
        const bonus = 12n * u18("0.002283")
        const hourly = yield* K.getEarnTokenHourlyYield({ coin: "BYUSDT", limit: 100 })
        expect(hourly.list.length).toBe(24)
        expect(hourly.list.filter((h) => h.rewardType === 1).every((h) => String(h.effectiveAmount) === "1000")).toBe(
          true
        )
        const daily = yield* K.getEarnTokenDailyYield({ coin: "BYUSDT" })
        expect(daily.list.map((d) => [u18(d.yield), u18(d.bonusYield)])).toEqual([[base, bonus]])
        expect(yield* unified("BYUSDT")).toBe(u18("1500") + base + bonus)
        const position = yield* K.getEarnTokenPosition({ coin: "BYUSDT" })
        expect([u18(position.totalYield), u18(position.yesterdayYield), position.hasQuota]).toEqual([
          base + bonus,
          base + bonus,
          true
        ])
        const seconds = K.getEarnTokenDailyYield({
          coin: "BYUSDT",
          startTime: Math.floor(NOW / 1000),
          endTime: Math.floor(NOW / 1000) + 60
        })
        expect((yield* seconds).list).toEqual([])
      })
    )

    it.effect("redeeming burns byUSDT for USDT in the Unified wallet", () =>
      Effect.gen(function* () {
        const usdt = yield* unified("USDT")
        yield* K.submitEarnTokenOrder({
          coin: "BYUSDT",
          orderType: "Redeem",
          amount: "500",
          accountType: "UNIFIED",
          orderLinkId: "out"
        })
        expect((yield* unified("USDT")) - usdt).toBe(u18("500"))
        const tooMuch = K.submitEarnTokenOrder({
          coin: "BYUSDT",
          orderType: "Redeem",
          amount: "5000",
          accountType: "UNIFIED",
          orderLinkId: "out-2"
        })
        expect(yield* tagOf(tooMuch)).toBe("EarnBalanceInsufficient")
        const history = yield* K.getEarnTokenHistoryApr({ coin: "BYUSDT", range: 2 })
        expect(history.list.length).toBe(30)
        expect(history.list.every((r) => r.aprE8 === "6000000")).toBe(true)
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asBare } = yield* Accounts
        const tags = yield* asBare(
          Effect.all([
            tagOf(K.getEarnTokenOrders({ coin: "BYUSDT" })),
            tagOf(K.getEarnTokenPosition({ coin: "BYUSDT" })),
            tagOf(K.getEarnTokenDailyYield({ coin: "BYUSDT" })),
            tagOf(K.getEarnTokenHourlyYield({ coin: "BYUSDT" }))
          ])
        )
        expect(tags).toEqual(["PermissionDenied", "PermissionDenied", "PermissionDenied", "PermissionDenied"])
        yield* coverage("byUSDT")
      })
    )
  })
})

import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as E from "../../../src/Http/v5/Earn.js"
import { Accounts, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// Dual Assets through the library: quotes around the emulator's price, a stake at a quoted target that leaves the
// wallet at once, confirms a second later and settles at 08:00 UTC into the Funding wallet in the coin the final
// price decides, yield included. The master buys low, a sub-account sells high; each sees only its own.

const u18 = (s: unknown): bigint => Fixed.parseRounded(String(s ?? "0"), 18, "down") ?? -1n
const DAY = 24 * 3_600_000
const E8 = 100_000_000n

const balance = (accountType: "FUND" | "UNIFIED", coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType, coin }), (b) => u18(b.balance?.walletBalance ?? "0"))

const quoteOf = (productId: string) =>
  Effect.map(E.getAdvancedEarnProductQuote({ productId, category: "DualAssets" }), (q) => {
    const offer = q.list?.[0]
    return { current: u18(offer?.currentPrice), buyLow: offer?.buyLowPrice ?? [], sellHigh: offer?.sellHighPrice ?? [] }
  })

const stake = (o: {
  readonly link: string
  readonly direction: "BuyLow" | "SellHigh"
  readonly amount: string
  readonly coin: string
  readonly price: string
  readonly apyE8: number
  readonly productId?: string
  readonly accountType?: "FUND" | "UNIFIED"
}) =>
  E.submitAdvancedEarnOrder({
    category: "DualAssets",
    productId: o.productId ?? "1101",
    orderType: "Stake",
    amount: o.amount,
    accountType: o.accountType ?? "UNIFIED",
    coin: o.coin,
    orderLinkId: o.link,
    dualAssetsExtra: { orderDirection: o.direction, selectPrice: o.price, apyE8: o.apyE8 }
  })

layer(deskLayer({ seed: 53 }), { timeout: "60 seconds" })("dual assets on the emulator", (it) => {
  describe("products and quotes", () => {
    it.effect("products per pair and term; targets around the current price, nearer ones paying more", () =>
      Effect.gen(function* () {
        const all = yield* E.getAdvancedEarnProduct({ category: "DualAssets" })
        expect(all.list.map((p) => [p.productId, p.baseCoin, p.duration])).toEqual([
          ["1101", "BTC", "1d"],
          ["1102", "BTC", "3d"],
          ["1201", "ETH", "1d"]
        ])
        const settle = Number(all.list[0]?.settlementTime)
        expect(new Date(settle).toISOString()).toBe("2026-01-16T08:00:00.000Z")
        const btc1d = yield* E.getAdvancedEarnProduct({ category: "DualAssets", coin: "BTC", duration: "1d" })
        expect(btc1d.list.map((p) => p.productId)).toEqual(["1101"])
        expect((yield* E.getAdvancedEarnProduct({ category: "DiscountBuy" })).list).toEqual([])
        const q = yield* quoteOf("1101")
        const lows = q.buyLow.map((x) => u18(x.selectPrice))
        const highs = q.sellHigh.map((x) => u18(x.selectPrice))
        expect(lows.every((x) => x < q.current)).toBe(true)
        expect(highs.every((x) => x > q.current)).toBe(true)
        const apys = q.buyLow.map((x) => Number(x.apyE8))
        expect(apys[0]).toBeGreaterThan(apys[1] ?? 0)
        expect(q.buyLow[0]?.maxInvestmentAmount).toBe("200000")
        expect(yield* tagOf(E.getAdvancedEarnProductQuote({ productId: "9", category: "DualAssets" }))).toBe(
          "InvalidProduct"
        )
      })
    )
  })

  describe("stake and settle", () => {
    it.effect("a stake at a quoted target confirms, shows its expected return and settles by the final price", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        emulator.admin.setBalance("BTC", "1", { accountType: "FUND", uid: subUid })
        const q = yield* quoteOf("1101")
        const low = q.buyLow[0]
        const before = yield* balance("UNIFIED", "USDT")
        const placed = yield* stake({
          link: "da-1",
          direction: "BuyLow",
          amount: "1000",
          coin: "USDT",
          price: String(low?.selectPrice),
          apyE8: Number(low?.apyE8)
        })
        expect(yield* balance("UNIFIED", "USDT")).toBe(before - u18("1000"))
        const high = q.sellHigh[1]
        yield* asSub(
          stake({
            link: "da-sub",
            direction: "SellHigh",
            amount: "0.1",
            coin: "BTC",
            price: String(high?.selectPrice),
            apyE8: Number(high?.apyE8),
            accountType: "FUND"
          })
        )
        const pending = yield* E.getAdvancedEarnOrders({ category: "DualAssets", orderId: placed.orderId })
        expect(pending.list.map((o) => [o.status, o.direction, o.coin])).toEqual([["Pending", "BuyLow", "USDT"]])
        expect((yield* E.getAdvancedEarnPositions({ category: "DualAssets" })).list).toEqual([])
        emulator.admin.moveClock(2_000)
        const positions = yield* E.getAdvancedEarnPositions({ category: "DualAssets" })
        expect(positions.list.map((x) => [x.orderId, String(x.amount), x.investCoin])).toEqual([
          [placed.orderId, "1000", "USDT"]
        ])
        const theirs = yield* asSub(E.getAdvancedEarnPositions({ category: "DualAssets", coin: "BTC" }))
        expect(theirs.list.map((x) => [x.direction, String(x.amount)])).toEqual([["SellHigh", "0.1"]])
        // the quota of the target shrinks by what was taken
        const after = (yield* quoteOf("1101")).buyLow.find((x) => x.selectPrice === low?.selectPrice)
        if (after !== undefined) expect(after.maxInvestmentAmount).toBe("199000")

        const fundBtc = yield* balance("FUND", "BTC")
        const fundUsdt = yield* balance("FUND", "USDT")
        emulator.admin.moveClock(DAY)
        const settled = (yield* E.getAdvancedEarnOrders({ category: "DualAssets", orderLinkId: "da-1" })).list[0]
        expect(settled?.status).toBe("Settled")
        const grown = u18("1000") + (u18("1000") * BigInt(String(low?.apyE8))) / E8 / 365n
        const target = u18(low?.selectPrice)
        const price = u18(settled?.settlementPrice)
        if (price <= target) {
          expect(settled?.settlementCoin).toBe("BTC")
          expect(u18(settled?.settlementAmount)).toBe((grown * 10n ** 18n) / target)
          expect(yield* balance("FUND", "BTC")).toBe(fundBtc + u18(settled?.settlementAmount))
        } else {
          expect(settled?.settlementCoin).toBe("USDT")
          expect(u18(settled?.settlementAmount)).toBe(grown)
          expect(yield* balance("FUND", "USDT")).toBe(fundUsdt + grown)
        }
        expect((yield* E.getAdvancedEarnPositions({ category: "DualAssets" })).list).toEqual([])
        expect((yield* E.getAdvancedEarnOrders({ category: "DiscountBuy" })).list).toEqual([])
      })
    )

    it.effect("every documented refusal", () =>
      Effect.gen(function* () {
        const q = yield* quoteOf("1101")
        const low = { price: String(q.buyLow[0]?.selectPrice), apyE8: Number(q.buyLow[0]?.apyE8) }
        const buy = (link: string, amount: string, extra: Partial<Parameters<typeof stake>[0]> = {}) =>
          tagOf(stake({ link, direction: "BuyLow", amount, coin: "USDT", ...low, ...extra }))
        const refusals = yield* Effect.all([
          buy("da-1", "100"),
          buy("r-2", "100", { coin: "BTC" }),
          buy("r-3", "100", { price: "1" }),
          buy("r-4", "100", { apyE8: low.apyE8 + 1 }),
          buy("r-5", "300000"),
          buy("r-6", "150000"),
          buy("r-7", "100", { productId: "9" }),
          buy("r-8", "5")
        ])
        expect(refusals).toEqual([
          "EarnOrderExists",
          "EarnInvalidCoin",
          "InvalidSelectPrice",
          "AprLowered",
          "ProductShareInsufficient",
          "EarnBalanceInsufficient",
          "InvalidProduct",
          "EarnParamsError"
        ])
      })
    )

    it.effect("the private routes refuse a key bound to another IP (coverage: DoubleWin.test.ts)", () =>
      Effect.gen(function* () {
        const { asElsewhere } = yield* Accounts
        const refused = yield* asElsewhere(
          Effect.all([
            tagOf(E.getAdvancedEarnOrders({ category: "DualAssets" })),
            tagOf(E.getAdvancedEarnPositions({ category: "DualAssets" }))
          ])
        )
        expect(refused).toEqual(["UnmatchedIp", "UnmatchedIp"])
      })
    )
  })
})

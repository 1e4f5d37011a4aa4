import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Lt from "../../../src/Http/v5/SpotLeverToken.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// Leveraged tokens on the emulator, through the library: NAV from the emulator's own prices, purchases and
// redemptions that move the unified wallet and settle a second later, the documented refusals, two accounts apart.

/** A decimal string as units of 10^-8. */
const u8 = (s: string | undefined): bigint => Fixed.parseRounded(s ?? "", 8, "down") ?? -1n

const balance = (coin: string) =>
  Effect.map(
    Account.getWalletBalance({ accountType: "UNIFIED", coin }),
    (w) => w.list[0]?.coin.find((c) => c.coin === coin)?.walletBalance ?? "0"
  )

layer(deskLayer({ seed: 41 }), { timeout: "60 seconds" })("leveraged tokens on the emulator", (it) => {
  describe("NAV", () => {
    it.effect("lists the tokens, and a 3L and a 3S token move opposite to each other with the market", () =>
      Effect.gen(function* () {
        const info = yield* Lt.getLeveragedTokenInfo({})
        expect(info.list.map((t) => t.ltCoin)).toEqual(["BTC3L", "BTC3S", "ETH3L", "ETH3S"])
        const first = yield* Lt.getLeveragedTokenMarket({ ltCoin: "BTC3L" })
        expect(first.nav).toBe("10")
        yield* TestClock.adjust("30 minutes")
        const long = yield* Lt.getLeveragedTokenMarket({ ltCoin: "BTC3L" })
        const short = yield* Lt.getLeveragedTokenMarket({ ltCoin: "BTC3S" })
        expect(long.nav).not.toBe("10")
        // 10·(1 + 3m) + 10·(1 − 3m) = 20, to the last unit of rounding
        const sum = u8(String(long.nav)) + u8(String(short.nav))
        expect(sum >= 2_000_000_000n - 2n && sum <= 2_000_000_000n).toBe(true)
        expect([long.leverage, short.leverage]).toEqual(["3", "-3"])
        expect(yield* tagOf(Lt.getLeveragedTokenMarket({ ltCoin: "DOGE3L" }))).toBe("ParamsError")
      })
    )
  })

  describe("purchase and redemption", () => {
    it.effect("a purchase takes the USDT at once and delivers the tokens on settlement, fee included", () =>
      Effect.gen(function* () {
        const before = u8(yield* balance("USDT"))
        const bought = yield* Lt.purchaseSpotLeveragedToken({ ltCoin: "BTC3L", ltAmount: "1000", serialNo: "p-1" })
        expect([bought.ltOrderStatus, bought.amount, bought.serialNo, bought.valueCoin]).toEqual([
          "2",
          "1000",
          "p-1",
          "USDT"
        ])
        expect(u8(yield* balance("USDT"))).toBe(before - 100_000_000_000n)
        expect(u8(yield* balance("BTC3L"))).toBe(0n)
        const pending = yield* Lt.getSpotLeveragedTokenOrderHistory({ orderId: bought.purchaseId })
        expect(pending.list[0]?.ltOrderStatus).toBe("2")

        yield* TestClock.adjust("2 seconds")
        const [record] = (yield* Lt.getSpotLeveragedTokenOrderHistory({ orderId: bought.purchaseId })).list
        expect([record?.ltOrderStatus, record?.ltOrderType, record?.fee]).toEqual(["1", 1, "0.5"])
        const tokens = u8(yield* balance("BTC3L"))
        // 999.5 USDT of tokens at the settlement NAV
        const nav = u8(String(record?.value))
        expect(tokens > 0n).toBe(true)
        const paid = (tokens * nav) / 100_000_000n
        expect(paid <= 99_950_000_000n && paid > 99_950_000_000n - 100n).toBe(true)
        const log = (yield* Account.getTransactionLog({ currency: "BTC3L" })).list
        expect(log.map((e) => e.type)).toEqual(["TOKENS_SUBSCRIPTION"])
      })
    )

    it.effect("a redemption takes the tokens at once and pays NAV × quantity less the fee", () =>
      Effect.gen(function* () {
        const usdt = u8(yield* balance("USDT"))
        const tokens = u8(yield* balance("BTC3L"))
        const redeemed = yield* Lt.redeemSpotLeveragedToken({ ltCoin: "BTC3L", quantity: "5" })
        expect(redeemed.ltOrderStatus).toBe("2")
        expect(u8(yield* balance("BTC3L"))).toBe(tokens - 500_000_000n)
        yield* TestClock.adjust("2 seconds")
        const [record] = (yield* Lt.getSpotLeveragedTokenOrderHistory({ ltOrderType: 2 })).list
        expect(record?.ltOrderStatus).toBe("1")
        const gross = 5n * u8(String(record?.value))
        const received = u8(yield* balance("USDT")) - usdt
        expect(received + u8(String(record?.fee))).toBeGreaterThanOrEqual(gross - 2n)
        expect(received + u8(String(record?.fee))).toBeLessThanOrEqual(gross + 2n)
      })
    )

    it.effect("refuses what the exchange refuses", () =>
      Effect.gen(function* () {
        expect(yield* tagOf(Lt.purchaseSpotLeveragedToken({ ltCoin: "BTC3L", ltAmount: "100", serialNo: "p-1" }))).toBe(
          "SerialNumInUse"
        )
        expect(yield* tagOf(Lt.purchaseSpotLeveragedToken({ ltCoin: "BTC3L", ltAmount: "20001" }))).toBe(
          "PurchaseAmountAboveLimit"
        )
        expect(yield* tagOf(Lt.purchaseSpotLeveragedToken({ ltCoin: "BTC3L", ltAmount: "5" }))).toBe(
          "LeveragedTokenInvalidFormat"
        )
        const { emulator } = yield* Accounts
        const usdt = yield* balance("USDT")
        emulator.admin.setBalance("USDT", "500")
        expect(yield* tagOf(Lt.purchaseSpotLeveragedToken({ ltCoin: "ETH3S", ltAmount: "1000" }))).toBe(
          "LeveragedTokenBalanceInsufficient"
        )
        emulator.admin.setBalance("USDT", usdt)
        expect(yield* tagOf(Lt.redeemSpotLeveragedToken({ ltCoin: "ETH3L", quantity: "1" }))).toBe(
          "LeveragedTokenBalanceInsufficient"
        )
        expect(yield* tagOf(Lt.redeemSpotLeveragedToken({ ltCoin: "BTC3L", quantity: "20001" }))).toBe(
          "RedemptionAmountAboveLimit"
        )
        expect(yield* tagOf(Lt.getSpotLeveragedTokenOrderHistory({ orderId: "999999" }))).toBe(
          "LeveragedTokenOrderNotFound"
        )
      })
    )

    it.effect("enforces the daily purchase limit per account and token", () =>
      Effect.gen(function* () {
        const { emulator } = yield* Accounts
        emulator.admin.setBalance("USDT", "1000000")
        // one second apart: the purchase endpoint's own rate limit is a few requests a second
        for (let i = 0; i < 9; i++) {
          yield* Lt.purchaseSpotLeveragedToken({ ltCoin: "ETH3L", ltAmount: "20000" })
          yield* TestClock.adjust("1 seconds")
        }
        // 1,000 earlier today on BTC3L does not count against ETH3L: 180,000 + 20,000 is the limit exactly
        yield* Lt.purchaseSpotLeveragedToken({ ltCoin: "ETH3L", ltAmount: "20000" })
        expect(yield* tagOf(Lt.purchaseSpotLeveragedToken({ ltCoin: "ETH3L", ltAmount: "10" }))).toBe(
          "DailyPurchaseLimitExceeded"
        )
        yield* TestClock.adjust("1 days")
        yield* Lt.purchaseSpotLeveragedToken({ ltCoin: "ETH3L", ltAmount: "10" })
      })
    )
  })

  describe("two accounts", () => {
    it.effect("a sub-account's orders, tokens and serial numbers are its own", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        const masterOrders = (yield* Lt.getSpotLeveragedTokenOrderHistory({ limit: 500 })).list.length
        const subUsdt = u8(yield* asSub(balance("USDT")))
        // the master's serial number is free for the sub
        const bought = yield* asSub(
          Lt.purchaseSpotLeveragedToken({ ltCoin: "BTC3S", ltAmount: "200", serialNo: "p-1" })
        )
        yield* TestClock.adjust("2 seconds")
        expect(u8(yield* asSub(balance("USDT")))).toBe(subUsdt - 20_000_000_000n)
        expect(u8(yield* asSub(balance("BTC3S"))) > 0n).toBe(true)
        expect(u8(yield* balance("BTC3S"))).toBe(0n)
        const subOrders = (yield* asSub(Lt.getSpotLeveragedTokenOrderHistory({}))).list
        expect(subOrders.map((o) => o.orderId)).toEqual([bought.purchaseId])
        expect((yield* Lt.getSpotLeveragedTokenOrderHistory({ limit: 500 })).list.length).toBe(masterOrders)
        expect(yield* tagOf(Lt.getSpotLeveragedTokenOrderHistory({ orderId: bought.purchaseId }))).toBe(
          "LeveragedTokenOrderNotFound"
        )
      })
    )

    it.effect("every route answered, and only with declared codes", () => coverage("leveraged tokens"))
  })
})

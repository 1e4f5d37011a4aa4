import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as E from "../../../src/Http/v5/Earn.js"
import * as DW from "../../../src/Http/v5/EarnDoubleWin.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// Double-Win through the library: a fixed-range stake at the quoted leverage, an RFQ stake over a custom range
// quoted first, the redeem estimate and an early redemption paid five minutes later, and settlement at 08:00 UTC
// paying the leverage times the move beyond the range (nothing inside it). The master and a sub-account each hold
// their own positions.

const u18 = (s: unknown): bigint => Fixed.parseRounded(String(s ?? "0"), 18, "down") ?? -1n
const DAY = 24 * 3_600_000
const fund = (coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType: "FUND", coin }), (b) => u18(b.balance?.walletBalance ?? "0"))

const stake = (o: {
  readonly link: string
  readonly productId: string
  readonly amount: string
  readonly leverage: string
  readonly initialPrice: string
  readonly lowerPrice?: string
  readonly upperPrice?: string
}) =>
  E.submitAdvancedEarnOrder({
    category: "DoubleWin",
    productId: o.productId,
    orderType: "Stake",
    amount: o.amount,
    accountType: "UNIFIED",
    coin: "USDT",
    orderLinkId: o.link,
    doubleWinStakeExtra: {
      leverage: o.leverage,
      initialPrice: o.initialPrice,
      ...(o.lowerPrice === undefined ? {} : { lowerPrice: o.lowerPrice, upperPrice: String(o.upperPrice) })
    }
  })

layer(deskLayer({ seed: 71 }), { timeout: "60 seconds" })("double-win on the emulator", (it) => {
  describe("stake, redeem, settle", () => {
    it.effect("a fixed-range stake settles by the move beyond its range; an RFQ stake is redeemed early", () =>
      Effect.gen(function* () {
        const { asSub, emulator } = yield* Accounts
        const products = yield* E.getAdvancedEarnProduct({ category: "DoubleWin" })
        expect(products.list.map((p) => [p.productId, p.isRfqProduct])).toEqual([
          ["2101", false],
          ["2102", true],
          ["2201", false]
        ])
        const q = yield* E.getAdvancedEarnProductQuote({ productId: "2101", category: "DoubleWin" })
        const current = String(q.currentPrice)
        expect(u18(q.leverage)).toBeGreaterThan(0n)
        const placed = yield* stake({
          link: "dw-1",
          productId: "2101",
          amount: "1000",
          leverage: String(q.leverage),
          initialPrice: current
        })
        emulator.admin.moveClock(2_000)
        const position = (yield* E.getAdvancedEarnPositions({ category: "DoubleWin" })).list[0]
        expect([position?.orderId, position?.lowerPrice, position?.upperPrice]).toEqual([
          placed.orderId,
          String(u18(current) / 10n ** 18n - 2000n) +
            (current.includes(".") ? current.slice(current.indexOf(".")) : ""),
          String(u18(current) / 10n ** 18n + 2000n) + (current.includes(".") ? current.slice(current.indexOf(".")) : "")
        ])
        expect((yield* asSub(E.getAdvancedEarnPositions({ category: "DoubleWin" }))).list).toEqual([])

        // RFQ: a custom range 2 % either side on the tick, quoted, staked, estimated and redeemed
        const price = Number(current)
        const lower = String(Math.floor((price * 0.98) / 100) * 100)
        const upper = String(Math.ceil((price * 1.02) / 100) * 100)
        const rfq = yield* asSub(
          DW.getDoubleWinLeverage({ productId: "2102", initialPrice: current, lowerPrice: lower, upperPrice: upper })
        )
        expect(u18(rfq.leverage)).toBeGreaterThan(0n)
        const bad = DW.getDoubleWinLeverage({
          productId: "2102",
          initialPrice: current,
          lowerPrice: "1",
          upperPrice: upper
        })
        expect(yield* tagOf(bad)).toBe("InvalidSelectPrice")
        expect(
          yield* tagOf(
            DW.getDoubleWinLeverage({ productId: "2101", initialPrice: current, lowerPrice: lower, upperPrice: upper })
          )
        ).toBe("InvalidProduct")
        yield* asSub(
          stake({
            link: "dw-sub",
            productId: "2102",
            amount: "500",
            leverage: String(rfq.leverage),
            initialPrice: current,
            lowerPrice: lower,
            upperPrice: upper
          })
        )
        emulator.admin.moveClock(2_000)
        const subPosition = (yield* asSub(E.getAdvancedEarnPositions({ category: "DoubleWin" }))).list[0]
        const positionId = String(subPosition?.positionId)
        const est = yield* asSub(
          DW.getDoubleWinRedeemEstimate({ category: "DoubleWin", positionIds: `${positionId},nope` })
        )
        expect(est.list.map((e) => [e.positionId, e.success])).toEqual([
          [positionId, true],
          ["nope", false]
        ])
        const estimate = String(est.list[0]?.estRedeemAmount)
        // early in the term the time value is about half the amount
        expect(Number(estimate)).toBeGreaterThan(240)
        const redeemed = yield* asSub(
          E.submitAdvancedEarnOrder({
            category: "DoubleWin",
            productId: "2102",
            orderType: "Redeem",
            orderLinkId: "dw-sub-r",
            doubleWinRedeemExtra: { positionId, estRedeemAmount: estimate }
          })
        )
        const again = E.submitAdvancedEarnOrder({
          category: "DoubleWin",
          productId: "2102",
          orderType: "Redeem",
          orderLinkId: "dw-sub-r2",
          doubleWinRedeemExtra: { positionId, estRedeemAmount: estimate }
        })
        expect(yield* tagOf(asSub(again))).toBe("RedeemNotAllowed")
        const before = yield* asSub(fund("USDT"))
        emulator.admin.moveClock(5 * 60_000)
        const paid = (yield* asSub(E.getAdvancedEarnOrders({ category: "DoubleWin", orderId: redeemed.orderId })))
          .list[0]
        expect(paid?.status).toBe("Settled")
        expect(yield* asSub(fund("USDT"))).toBe(before + u18(paid?.pnl) + u18("500"))

        // the fixed-range position settles at 08:00 UTC by where the price ended
        const fundBefore = yield* fund("USDT")
        emulator.admin.moveClock(DAY)
        const settled = (yield* E.getAdvancedEarnOrders({ category: "DoubleWin", orderLinkId: "dw-1" })).list[0]
        expect(settled?.status).toBe("Settled")
        const end = u18(settled?.settlementPrice)
        const lo = u18(position?.lowerPrice)
        const hi = u18(position?.upperPrice)
        const beyond = end > hi ? end - hi : end < lo ? lo - end : 0n
        const payoff = (u18("1000") * u18(q.leverage) * beyond) / u18(current) / 10n ** 18n
        expect(u18(settled?.pnl)).toBe(payoff - u18("1000"))
        expect(yield* fund("USDT")).toBe(fundBefore + payoff)
        expect((yield* E.getAdvancedEarnPositions({ category: "DoubleWin" })).list).toEqual([])
      })
    )

    it.effect("refusals: leverage above the quote, a stale initial price, an unquoted range, unknown positions", () =>
      Effect.gen(function* () {
        const q = yield* E.getAdvancedEarnProductQuote({ productId: "2201", category: "DoubleWin" })
        const base = {
          link: "r-1",
          productId: "2201",
          amount: "100",
          leverage: String(q.leverage),
          initialPrice: String(q.currentPrice)
        }
        const refusals = yield* Effect.all([
          tagOf(stake({ ...base, leverage: String(Number(q.leverage) + 1) })),
          tagOf(stake({ ...base, initialPrice: "1" })),
          tagOf(stake({ ...base, productId: "2102", lowerPrice: "1000", upperPrice: "2000" })),
          tagOf(stake({ ...base, amount: "1" })),
          tagOf(stake({ ...base, amount: "60000" })),
          tagOf(
            E.submitAdvancedEarnOrder({
              category: "DoubleWin",
              productId: "2201",
              orderType: "Redeem",
              orderLinkId: "r-2",
              doubleWinRedeemExtra: { positionId: "nope", estRedeemAmount: "1" }
            })
          ),
          tagOf(DW.getDoubleWinRedeemEstimate({ category: "DoubleWin", positionIds: "1,2,3,4,5,6" }))
        ])
        expect(refusals).toEqual([
          "AprLowered",
          "InvalidSelectPrice",
          "InvalidSelectPrice",
          "EarnParamsError",
          "ProductShareInsufficient",
          "EarnPositionNotFound",
          "EarnParamsError"
        ])
      })
    )

    it.effect("every route of the advanced earn desk answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asElsewhere, emulator } = yield* Accounts
        // the Dual Assets side of the desk, answered and refused too (its behaviour: DualAssets.test.ts): a product,
        // a quote, a stake pending, confirmed and settled, so each of its answers' fields is seen
        yield* E.getAdvancedEarnProduct({ category: "DualAssets" })
        const quote = yield* E.getAdvancedEarnProductQuote({ productId: "1101", category: "DualAssets" })
        const low = quote.list?.[0]?.buyLowPrice?.[0]
        yield* E.submitAdvancedEarnOrder({
          category: "DualAssets",
          productId: "1101",
          orderType: "Stake",
          amount: "1000",
          accountType: "UNIFIED",
          coin: "USDT",
          orderLinkId: "dw-coverage-da",
          dualAssetsExtra: {
            orderDirection: "BuyLow",
            selectPrice: String(low?.selectPrice),
            apyE8: Number(low?.apyE8)
          }
        })
        yield* E.getAdvancedEarnOrders({ category: "DualAssets" })
        emulator.admin.moveClock(2_000)
        expect((yield* E.getAdvancedEarnPositions({ category: "DualAssets" })).list.length).toBe(1)
        emulator.admin.moveClock(24 * 3_600_000)
        const settled = yield* E.getAdvancedEarnOrders({ category: "DualAssets", orderLinkId: "dw-coverage-da" })
        expect(settled.list[0]?.status).toBe("Settled")
        expect(yield* tagOf(E.getAdvancedEarnProductQuote({ productId: "9", category: "DualAssets" }))).toBe(
          "InvalidProduct"
        )
        const refused = yield* asElsewhere(
          Effect.all([
            tagOf(E.getAdvancedEarnOrders({ category: "DoubleWin" })),
            tagOf(E.getAdvancedEarnPositions({ category: "DoubleWin" }))
          ])
        )
        expect(refused).toEqual(["UnmatchedIp", "UnmatchedIp"])
        yield* coverage("advanced earn")
      })
    )
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Endpoint from "../../../src/Http/Endpoint.js"
import * as Earn from "../../../src/Http/v5/Earn.js"
import { decodeExample } from "./docsExample.js"

const examples: ReadonlyArray<readonly [Endpoint.Any, (result: never) => void]> = [
  [
    Earn.product,
    (r: Schema.Schema.Type<typeof Earn.product.response>) => {
      expect(r.list[0]!.estimateApr).toBe("3%")
      expect(r.list[0]!.productId).toBe("430")
      expect(r.list[0]!.minStakeAmount).toBe("0.001")
      expect(r.list[0]!.bonusEvents).toEqual([])
    }
  ],
  [
    Earn.placeOrder,
    (r: Schema.Schema.Type<typeof Earn.placeOrder.response>) => {
      expect(r.orderId).toBe("0572b030-6a0b-423f-88c4-b6ce31c0c82d")
      expect(r.orderLinkId).toBe("btc-earn-001")
    }
  ],
  [
    Earn.order,
    (r: Schema.Schema.Type<typeof Earn.order.response>) => {
      expect(r.list[0]!.orderType).toBe("Stake")
      expect(r.list[0]!.orderValue).toBe("1000")
      expect(r.list[0]!.status).toBe("Success")
    }
  ],
  [
    Earn.position,
    (r: Schema.Schema.Type<typeof Earn.position.response>) => {
      expect(r.list[0]!.totalPnl).toBe("0.000027397260273973")
      expect(r.list[0]!.status).toBe("Active")
      expect(r.list[0]!.settlementTime).toBe("1744675200000")
    }
  ],
  [Earn.modifyPosition, (r: Schema.Schema.Type<typeof Earn.modifyPosition.response>) => expect(r).toEqual({})],
  [
    Earn.yieldHistory,
    (r: Schema.Schema.Type<typeof Earn.yieldHistory.response>) => {
      expect(r.yield[0]!.amount).toBe("0.0608")
      expect(r.yield[0]!.distributionMode).toBe("Manual")
    }
  ],
  [
    Earn.hourlyYield,
    (r: Schema.Schema.Type<typeof Earn.hourlyYield.response>) => {
      expect(r.list[0]!.amount).toBe("0.060810502283105022")
      expect(r.list[0]!.hourlyDate).toBe("1759989600000")
      expect(r.list[0]!.id).toBeUndefined()
    }
  ],
  [
    Earn.advanceProduct,
    (r: Schema.Schema.Type<typeof Earn.advanceProduct.response>) => {
      expect(r.list[0]!.productId).toBe("36340")
      expect(r.list[0]!.remainingAmountQuote).toBe("1000000")
      expect(r.list[0]!.orderPrecisionDigitalBase).toBe(2)
    }
  ],
  [
    Earn.advanceProductExtraInfo,
    (r: Schema.Schema.Type<typeof Earn.advanceProductExtraInfo.response>) => {
      const offer = r.dualAssetsExtraInfo!.offers[0]!
      expect(offer.currentPrice).toBe("1.5707")
      expect(offer.buyLowPrice).toHaveLength(6)
      expect(offer.sellHighPrice[1]!.maxInvestmentAmount).toBe("10160")
    }
  ],
  [
    Earn.advancePlaceOrder,
    (r: Schema.Schema.Type<typeof Earn.advancePlaceOrder.response>) =>
      expect(r.orderId).toBe("97f198e9-b14b-4703-b4a6-a4aa06ba1499")
  ],
  [
    Earn.advanceOrder,
    (r: Schema.Schema.Type<typeof Earn.advanceOrder.response>) => {
      expect(r.list[0]!.selectApyE8).toBe(857565000)
      expect(r.list[0]!.settlementTime).toBe(0)
      expect(r.list[0]!.direction).toBe("BuyLow")
    }
  ],
  [
    Earn.advancePosition,
    (r: Schema.Schema.Type<typeof Earn.advancePosition.response>) => {
      expect(r.list[0]!.expectReturnAmount).toBe("21.4838")
      expect(r.list[0]!.yieldEndAt).toBe(1774079999000)
    }
  ]
]

describe("V5 earn endpoints", () => {
  for (const [endpoint, check] of examples) {
    it.effect(`${endpoint.name} decodes the docs example`, () =>
      Effect.map(decodeExample(endpoint, "earn"), (result) => check(result as never))
    )
  }

  it("every endpoint is in the table; signed ones need the Earn permission", () => {
    const covered = new Set(examples.map(([endpoint]) => endpoint.name))
    for (const endpoint of Earn.endpoints) {
      expect(covered.has(endpoint.name), endpoint.name).toBe(true)
      if (endpoint.auth === "private") expect(endpoint.permission).toEqual({ group: "Earn", name: "Earn" })
    }
    expect(Earn.product.auth).toBe("public")
    expect(Earn.advanceProduct.auth).toBe("public")
    expect(Earn.yieldHistory.pagination).toEqual({ cursor: "nextPageCursor", list: "yield" })
  })

  it("validates stake and redeem orders", () => {
    const decode = Schema.decodeUnknownResult(Earn.placeOrder.request)
    const order = {
      category: "FlexibleSaving",
      orderType: "Redeem",
      accountType: "FUND",
      amount: "0.35",
      coin: "BTC",
      productId: "430",
      orderLinkId: "btc-earn-001"
    }
    expect(Result.isSuccess(decode(order))).toBe(true)
    expect(Result.isFailure(decode({ ...order, orderLinkId: "x".repeat(37) }))).toBe(true)
    expect(Result.isFailure(decode({ ...order, accountType: "SPOT" }))).toBe(true)
    expect(Result.isFailure(decode({ ...order, orderType: "Withdraw" }))).toBe(true)
    const modify = Schema.decodeUnknownResult(Earn.modifyPosition.request)
    expect(Result.isSuccess(modify({ category: "OnChain", productId: 8, positionId: 326, autoReinvest: 1 }))).toBe(true)
    const dual = Schema.decodeUnknownResult(Earn.advancePlaceOrder.request)
    const dualOrder = {
      category: "DualAssets",
      productId: "36320",
      orderType: "Stake",
      amount: "20",
      accountType: "UNIFIED",
      coin: "USDT",
      orderLinkId: "54b3589b-da55-4b17-acdd-aa75912c9eb",
      dualAssetsExtra: { orderDirection: "BuyLow", selectPrice: "2325", apyE8: 857565000 }
    }
    expect(Result.isSuccess(dual(dualOrder))).toBe(true)
    expect(
      Result.isFailure(dual({ ...dualOrder, dualAssetsExtra: { ...dualOrder.dualAssetsExtra, orderDirection: "Up" } }))
    ).toBe(true)
    expect(
      Result.isFailure(modify({ category: "FlexibleSaving", productId: 8, positionId: 326, autoReinvest: 1 }))
    ).toBe(true)
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import * as Pwm from "../../../src/Http/v5/Pwm.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("pwm")

const table = [
  row(Pwm.customizePlanProduct, (r) => {
    expect(r.products[0]!.type).toBe("equityFund")
    expect(r.products[0]!.cards[0]!.category).toBe("equityFund")
  }),
  row(Pwm.customizePlanCreate, (r) => {
    expect(r.planId).toBe("10050")
    expect(r.planName).toBe("PWM-10050")
  }),
  row(Pwm.investmentPlans, (r) => {
    expect(r.list[0]!.planId).toBe("10001")
    expect(r.list[0]!.planName).toBe("Conservative Growth Plan")
  }),
  row(Pwm.planDetail, (r) => {
    expect(r.planId).toBe("10001")
    expect(r.planName).toBe("Conservative Growth Plan")
  }),
  row(Pwm.newPlan, (r) => {
    expect(r.planId).toBe("10003")
    expect(r.planName).toBe("Aggressive Growth Plan")
  }),
  row(Pwm.subscribe, (r) => {
    expect(r.planId).toBe("10001")
    expect(r.status).toBe("Active")
  }),
  row(Pwm.investMore, (r) => {
    expect(r.planId).toBe("10001")
    expect(r.category).toBe("equityFund")
  }),
  row(Pwm.redeem, (r) => {
    expect(r.orderId).toBe("ORD20241115003")
    expect(r.planId).toBe("10001")
  }),
  row(Pwm.claim, (r) => {
    expect(r.planId).toBe("10001")
    expect(r.toAccountType).toBe(6)
  }),
  row(Pwm.orders, (r) => {
    expect(r.list[0]!.orderId).toBe("a285b975-9968-4ba0-bd78-58430ead715f")
    expect(r.list[0]!.planId).toBe("10001")
  }),
  row(Pwm.assetTrend, (r) => {
    expect(r.planId).toBe("10001")
    expect(r.dataPoints[0]!.date).toBe("2024-11-01")
  }),
  row(Pwm.fundNav, (r) => {
    expect(r.fundId).toBe("2001")
    expect(r.fundName).toBe("Market Neutral Alpha")
  }),
  row(Pwm.fundTransfer, (r) => {
    expect(r.transferId).toBe("4fdf-re-4343-frewr")
    expect(r.status).toBe("SUCCESS")
  }),
  row(Pwm.fundTransferResult, (r) => {
    expect(r.transferId).toBe("4fdf-re-4343-frewr")
    expect(r.status).toBe("SUCCESS")
  })
]

describe("V5 Pwm endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of Pwm.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const customizePlanCreateRequest = Schema.decodeUnknownEither(Pwm.customizePlanCreate.request)
    expect(
      Either.isRight(
        customizePlanCreateRequest({
          products: [
            { category: "equityFund", productId: "2001", fundName: "Market Neutral Alpha", amount: "100000.00" }
          ]
        })
      )
    ).toBe(true)
    expect(Either.isLeft(customizePlanCreateRequest({ products: null }))).toBe(true)
    const investmentPlansRequest = Schema.decodeUnknownEither(Pwm.investmentPlans.request)
    expect(Either.isRight(investmentPlansRequest({}))).toBe(true)
    expect(Either.isLeft(investmentPlansRequest({ status: "__bogus__" }))).toBe(true)
    const planDetailRequest = Schema.decodeUnknownEither(Pwm.planDetail.request)
    expect(Either.isRight(planDetailRequest({ planId: "x" }))).toBe(true)
    expect(Either.isLeft(planDetailRequest({ planId: null }))).toBe(true)
    const newPlanRequest = Schema.decodeUnknownEither(Pwm.newPlan.request)
    expect(Either.isRight(newPlanRequest({ planId: "x" }))).toBe(true)
    expect(Either.isLeft(newPlanRequest({ planId: null }))).toBe(true)
    const subscribeRequest = Schema.decodeUnknownEither(Pwm.subscribe.request)
    expect(Either.isRight(subscribeRequest({ planId: "x", orderLinkId: "x" }))).toBe(true)
    expect(Either.isLeft(subscribeRequest({ planId: null, orderLinkId: "x" }))).toBe(true)
    const investMoreRequest = Schema.decodeUnknownEither(Pwm.investMore.request)
    expect(
      Either.isRight(investMoreRequest({ planId: "x", category: "x", productId: "x", amount: "1", orderLinkId: "x" }))
    ).toBe(true)
    expect(
      Either.isLeft(investMoreRequest({ planId: null, category: "x", productId: "x", amount: "1", orderLinkId: "x" }))
    ).toBe(true)
    const redeemRequest = Schema.decodeUnknownEither(Pwm.redeem.request)
    expect(Either.isRight(redeemRequest({ planId: "x", category: "x", productId: "x", orderLinkId: "x" }))).toBe(true)
    expect(Either.isLeft(redeemRequest({ planId: null, category: "x", productId: "x", orderLinkId: "x" }))).toBe(true)
    const claimRequest = Schema.decodeUnknownEither(Pwm.claim.request)
    expect(Either.isRight(claimRequest({ planId: "x", orderLinkId: "x" }))).toBe(true)
    expect(Either.isLeft(claimRequest({ planId: null, orderLinkId: "x" }))).toBe(true)
    const ordersRequest = Schema.decodeUnknownEither(Pwm.orders.request)
    expect(Either.isRight(ordersRequest({}))).toBe(true)
    expect(Either.isLeft(ordersRequest({ status: "__bogus__" }))).toBe(true)
    const assetTrendRequest = Schema.decodeUnknownEither(Pwm.assetTrend.request)
    expect(Either.isRight(assetTrendRequest({ planId: "x" }))).toBe(true)
    expect(Either.isLeft(assetTrendRequest({ planId: null }))).toBe(true)
    const fundNavRequest = Schema.decodeUnknownEither(Pwm.fundNav.request)
    expect(Either.isRight(fundNavRequest({ fundId: "x" }))).toBe(true)
    expect(Either.isLeft(fundNavRequest({ fundId: null }))).toBe(true)
    const fundTransferRequest = Schema.decodeUnknownEither(Pwm.fundTransfer.request)
    expect(
      Either.isRight(fundTransferRequest({ transferId: "x", fromUserId: 1, toUserId: 1, amount: "1", coin: "x" }))
    ).toBe(true)
    expect(
      Either.isLeft(fundTransferRequest({ transferId: null, fromUserId: 1, toUserId: 1, amount: "1", coin: "x" }))
    ).toBe(true)
  })
})

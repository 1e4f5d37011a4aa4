import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
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
    const customizePlanCreateRequest = Schema.decodeUnknownResult(Pwm.customizePlanCreate.request)
    expect(
      Result.isSuccess(
        customizePlanCreateRequest({
          products: [
            { category: "equityFund", productId: "2001", fundName: "Market Neutral Alpha", amount: "100000.00" }
          ]
        })
      )
    ).toBe(true)
    expect(Result.isFailure(customizePlanCreateRequest({ products: null }))).toBe(true)
    const investmentPlansRequest = Schema.decodeUnknownResult(Pwm.investmentPlans.request)
    expect(Result.isSuccess(investmentPlansRequest({}))).toBe(true)
    expect(Result.isFailure(investmentPlansRequest({ status: "__bogus__" }))).toBe(true)
    const planDetailRequest = Schema.decodeUnknownResult(Pwm.planDetail.request)
    expect(Result.isSuccess(planDetailRequest({ planId: "x" }))).toBe(true)
    expect(Result.isFailure(planDetailRequest({ planId: null }))).toBe(true)
    const newPlanRequest = Schema.decodeUnknownResult(Pwm.newPlan.request)
    expect(Result.isSuccess(newPlanRequest({ planId: "x" }))).toBe(true)
    expect(Result.isFailure(newPlanRequest({ planId: null }))).toBe(true)
    const subscribeRequest = Schema.decodeUnknownResult(Pwm.subscribe.request)
    expect(Result.isSuccess(subscribeRequest({ planId: "x", orderLinkId: "x" }))).toBe(true)
    expect(Result.isFailure(subscribeRequest({ planId: null, orderLinkId: "x" }))).toBe(true)
    const investMoreRequest = Schema.decodeUnknownResult(Pwm.investMore.request)
    expect(
      Result.isSuccess(investMoreRequest({ planId: "x", category: "x", productId: "x", amount: "1", orderLinkId: "x" }))
    ).toBe(true)
    expect(
      Result.isFailure(
        investMoreRequest({ planId: null, category: "x", productId: "x", amount: "1", orderLinkId: "x" })
      )
    ).toBe(true)
    const redeemRequest = Schema.decodeUnknownResult(Pwm.redeem.request)
    expect(Result.isSuccess(redeemRequest({ planId: "x", category: "x", productId: "x", orderLinkId: "x" }))).toBe(true)
    expect(Result.isFailure(redeemRequest({ planId: null, category: "x", productId: "x", orderLinkId: "x" }))).toBe(
      true
    )
    const claimRequest = Schema.decodeUnknownResult(Pwm.claim.request)
    expect(Result.isSuccess(claimRequest({ planId: "x", orderLinkId: "x" }))).toBe(true)
    expect(Result.isFailure(claimRequest({ planId: null, orderLinkId: "x" }))).toBe(true)
    const ordersRequest = Schema.decodeUnknownResult(Pwm.orders.request)
    expect(Result.isSuccess(ordersRequest({}))).toBe(true)
    expect(Result.isFailure(ordersRequest({ status: "__bogus__" }))).toBe(true)
    const assetTrendRequest = Schema.decodeUnknownResult(Pwm.assetTrend.request)
    expect(Result.isSuccess(assetTrendRequest({ planId: "x" }))).toBe(true)
    expect(Result.isFailure(assetTrendRequest({ planId: null }))).toBe(true)
    const fundNavRequest = Schema.decodeUnknownResult(Pwm.fundNav.request)
    expect(Result.isSuccess(fundNavRequest({ fundId: "x" }))).toBe(true)
    expect(Result.isFailure(fundNavRequest({ fundId: null }))).toBe(true)
    const fundTransferRequest = Schema.decodeUnknownResult(Pwm.fundTransfer.request)
    expect(
      Result.isSuccess(fundTransferRequest({ transferId: "x", fromUserId: 1, toUserId: 1, amount: "1", coin: "x" }))
    ).toBe(true)
    expect(
      Result.isFailure(fundTransferRequest({ transferId: null, fromUserId: 1, toUserId: 1, amount: "1", coin: "x" }))
    ).toBe(true)
  })
})

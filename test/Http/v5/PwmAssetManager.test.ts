import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as PwmAssetManager from "../../../src/Http/v5/PwmAssetManager.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("pwm-asset-manager")

const table = [
  row(PwmAssetManager.allFunds, (r) => {
    expect(r.list[0]!.fundId).toBe("123")
    expect(r.list[0]!.fundName).toBe("BTC Alpha Fund")
  }),
  row(PwmAssetManager.allOrders, (r) => {
    expect(r.list[0]!.orderId).toBe("768")
    expect(r.list[0]!.fundId).toBe("100001")
  }),
  row(PwmAssetManager.createFund, (r) => {
    expect(r.fundId).toBe("12345")
    expect(r.fundName).toBe("BTC Alpha Fund")
  }),
  row(PwmAssetManager.createInvestmentPlan, (r) => {
    expect(r.planId).toBe("10088")
    expect(r.planType).toBe("stable")
  }),
  row(PwmAssetManager.manageInvestmentPlan, (r) => {
    expect(r.planId).toBe("10088")
    expect(r.status).toBe("Closed")
  }),
  row(PwmAssetManager.manageOrder, (r) => {
    expect(r.orderId).toBe("500002")
    expect(r.fundId).toBe("100001")
  }),
  row(PwmAssetManager.settleProfit, (r) => {
    expect(r.fundId).toBe("12323")
    expect(r.status).toBe("Processing")
  }),
  row(PwmAssetManager.createSubAccount, (r) => {
    expect(r.fundId).toBe("100001")
    expect(r.subAccountUid).toBe("0")
  }),
  row(PwmAssetManager.investmentPlans, (r) => {
    expect(r.list[0]!.planId).toBe("10001")
    expect(r.list[0]!.planName).toBe("Conservative Growth Plan")
  })
]

describe("V5 PwmAssetManager endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of PwmAssetManager.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const allFundsRequest = Schema.decodeUnknownResult(PwmAssetManager.allFunds.request)
    expect(Result.isSuccess(allFundsRequest({}))).toBe(true)
    expect(Result.isFailure(allFundsRequest({ status: "__bogus__" }))).toBe(true)
    const allOrdersRequest = Schema.decodeUnknownResult(PwmAssetManager.allOrders.request)
    expect(Result.isSuccess(allOrdersRequest({}))).toBe(true)
    expect(Result.isFailure(allOrdersRequest({ orderType: "__bogus__" }))).toBe(true)
    const createFundRequest = Schema.decodeUnknownResult(PwmAssetManager.createFund.request)
    expect(
      Result.isSuccess(
        createFundRequest({ coin: "BTC", profitShareRate: "1", managementFeeRate: "1", fundName: "x", reqLinkId: "x" })
      )
    ).toBe(true)
    expect(
      Result.isFailure(
        createFundRequest({
          coin: "__bogus__",
          profitShareRate: "1",
          managementFeeRate: "1",
          fundName: "x",
          reqLinkId: "x"
        })
      )
    ).toBe(true)
    const createInvestmentPlanRequest = Schema.decodeUnknownResult(PwmAssetManager.createInvestmentPlan.request)
    expect(
      Result.isSuccess(
        createInvestmentPlanRequest({
          accountUid: "x",
          planType: "stable",
          planName: "x",
          investmentDistribution: [{ productId: "12345", amount: "100000.00" }],
          reqLinkId: "x"
        })
      )
    ).toBe(true)
    expect(
      Result.isFailure(
        createInvestmentPlanRequest({
          accountUid: "x",
          planType: "__bogus__",
          planName: "x",
          investmentDistribution: [{ productId: "12345", amount: "100000.00" }],
          reqLinkId: "x"
        })
      )
    ).toBe(true)
    const manageInvestmentPlanRequest = Schema.decodeUnknownResult(PwmAssetManager.manageInvestmentPlan.request)
    expect(Result.isSuccess(manageInvestmentPlanRequest({ planId: "x", reqLinkId: "x" }))).toBe(true)
    expect(
      Result.isFailure(manageInvestmentPlanRequest({ planId: "x", reqLinkId: "x", updateStatus: "__bogus__" }))
    ).toBe(true)
    const manageOrderRequest = Schema.decodeUnknownResult(PwmAssetManager.manageOrder.request)
    expect(Result.isSuccess(manageOrderRequest({ orderId: "x", action: "approve", reqLinkId: "x" }))).toBe(true)
    expect(Result.isFailure(manageOrderRequest({ orderId: "x", action: "__bogus__", reqLinkId: "x" }))).toBe(true)
    const settleProfitRequest = Schema.decodeUnknownResult(PwmAssetManager.settleProfit.request)
    expect(Result.isSuccess(settleProfitRequest({ fundId: "x", reqLinkId: "x" }))).toBe(true)
    expect(Result.isFailure(settleProfitRequest({ fundId: null, reqLinkId: "x" }))).toBe(true)
    const createSubAccountRequest = Schema.decodeUnknownResult(PwmAssetManager.createSubAccount.request)
    expect(Result.isSuccess(createSubAccountRequest({ fundId: "x", reqLinkId: "x" }))).toBe(true)
    expect(Result.isFailure(createSubAccountRequest({ fundId: null, reqLinkId: "x" }))).toBe(true)
    const investmentPlansRequest = Schema.decodeUnknownResult(PwmAssetManager.investmentPlans.request)
    expect(Result.isSuccess(investmentPlansRequest({}))).toBe(true)
    expect(Result.isFailure(investmentPlansRequest({ status: "__bogus__" }))).toBe(true)
  })
})

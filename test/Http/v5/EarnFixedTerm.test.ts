import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as EarnFixedTerm from "../../../src/Http/v5/EarnFixedTerm.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("earn-fixed-term")

const table = [
  row(EarnFixedTerm.product, (r) => {
    expect(r.list[0]!.productId).toBe(1001)
    expect(r.list[0]!.category).toBe("FixedTermSaving")
  }),
  row(EarnFixedTerm.placeOrder, (r) => {
    expect(r.orderId).toBe("550e8400-e29b-41d4-a716-446655440000")
    expect(r.orderLinkId).toBe("my-fixed-order-001")
  }),
  row(EarnFixedTerm.order, (r) => {
    expect(r.list[0]!.orderId).toBe("550e8400-e29b-41d4-a716-446655440000")
    expect(r.list[0]!.orderLinkId).toBe("my-fixed-order-001")
  }),
  row(EarnFixedTerm.position, (r) => {
    expect(r.list[0]!.positionId).toBe(200001)
    expect(r.list[0]!.productId).toBe(1001)
  }),
  row(EarnFixedTerm.redeem, (r) => {
    expect(r.redeemAmount).toBe("0.1")
    expect(r.estEarnings).toBe("0.000041")
  }),
  row(EarnFixedTerm.setAutoInvest, (r) => {
    expect(r).toEqual({})
  })
]

describe("V5 EarnFixedTerm endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of EarnFixedTerm.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const placeOrderRequest = Schema.decodeUnknownResult(EarnFixedTerm.placeOrder.request)
    expect(
      Result.isSuccess(
        placeOrderRequest({
          productId: 1,
          category: "FixedTermSaving",
          coin: "x",
          amount: "1",
          accountType: "FUND",
          orderLinkId: "x"
        })
      )
    ).toBe(true)
    expect(
      Result.isFailure(
        placeOrderRequest({
          productId: 1,
          category: "FixedTermSaving",
          coin: "x",
          amount: "1",
          accountType: "__bogus__",
          orderLinkId: "x"
        })
      )
    ).toBe(true)
    const orderRequest = Schema.decodeUnknownResult(EarnFixedTerm.order.request)
    expect(Result.isSuccess(orderRequest({}))).toBe(true)
    expect(Result.isFailure(orderRequest({ category: "__bogus__" }))).toBe(true)
    const positionRequest = Schema.decodeUnknownResult(EarnFixedTerm.position.request)
    expect(Result.isSuccess(positionRequest({}))).toBe(true)
    expect(Result.isFailure(positionRequest({ category: "__bogus__" }))).toBe(true)
    const redeemRequest = Schema.decodeUnknownResult(EarnFixedTerm.redeem.request)
    expect(Result.isSuccess(redeemRequest({ productId: 1, category: "FundPool", positionId: 1 }))).toBe(true)
    expect(Result.isFailure(redeemRequest({ productId: 1, category: "__bogus__", positionId: 1 }))).toBe(true)
    const setAutoInvestRequest = Schema.decodeUnknownResult(EarnFixedTerm.setAutoInvest.request)
    expect(
      Result.isSuccess(
        setAutoInvestRequest({ productId: 1, category: "FixedTermSaving", positionId: 1, status: "Enable" })
      )
    ).toBe(true)
    expect(
      Result.isFailure(
        setAutoInvestRequest({ productId: 1, category: "FixedTermSaving", positionId: 1, status: "__bogus__" })
      )
    ).toBe(true)
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as LiquidityMining from "../../../src/Http/v5/LiquidityMining.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("liquidity-mining")

const table = [
  row(LiquidityMining.product, (r) => {
    expect(r.products[0]!.productId).toBe("5")
    expect(r.products[0]!.baseCoin).toBe("ETH")
  }),
  row(LiquidityMining.addLiquidity, (r) => {
    expect(r.orderId).toBe("5e651d09-6169-4f72-a609-8622ff421d19")
    expect(r.orderLinkId).toBe("lm-001")
  }),
  row(LiquidityMining.removeLiquidity, (r) => {
    expect(r.orderId).toBe("b2c3d4e5-f6a7-8901-bcde-f12345678901")
    expect(r.orderLinkId).toBe("lm-remove-001-20260312")
  }),
  row(LiquidityMining.reinvest, (r) => {
    expect(r.orderId).toBe("c3d4e5f6-a7b8-9012-cdef-123456789012")
    expect(r.orderLinkId).toBe("lm-reinvest-01")
  }),
  row(LiquidityMining.addMargin, (r) => {
    expect(r.orderId).toBe("91720e72-86f8-4ee7-a22c-47f01a9a14e9")
    expect(r.orderLinkId).toBe("lm-add-m-01")
  }),
  row(LiquidityMining.claimInterest, (r) => {
    expect(r).toEqual({})
  }),
  row(LiquidityMining.order, (r) => {
    expect(r.orders[0]!.orderId).toBe("5e651d09-6169-4f72-a609-8622ff421d19")
    expect(r.orders[0]!.orderLinkId).toBe("lm-001")
  }),
  row(LiquidityMining.position, (r) => {
    expect(r.positions[0]!.positionId).toBe("1498")
    expect(r.positions[0]!.productId).toBe("5")
  }),
  row(LiquidityMining.yieldRecords, (r) => {
    expect(r.records[0]!.coin).toBe("USDT")
    expect(r.records[0]!.amount).toBe("0.0098")
  }),
  row(LiquidityMining.liquidationRecords, (r) => {
    expect(r.records[0]!.baseCoin).toBe("BTC")
    expect(r.records[0]!.quoteCoin).toBe("USDT")
  })
]

describe("V5 LiquidityMining endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of LiquidityMining.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const addLiquidityRequest = Schema.decodeUnknownResult(LiquidityMining.addLiquidity.request)
    expect(Result.isSuccess(addLiquidityRequest({ productId: "x", orderLinkId: "x" }))).toBe(true)
    expect(
      Result.isFailure(addLiquidityRequest({ productId: "x", orderLinkId: "x", baseAccountType: "__bogus__" }))
    ).toBe(true)
    const removeLiquidityRequest = Schema.decodeUnknownResult(LiquidityMining.removeLiquidity.request)
    expect(Result.isSuccess(removeLiquidityRequest({ productId: "x", positionId: "x", orderLinkId: "x" }))).toBe(true)
    expect(
      Result.isFailure(
        removeLiquidityRequest({ productId: "x", positionId: "x", orderLinkId: "x", removeType: "__bogus__" })
      )
    ).toBe(true)
    const reinvestRequest = Schema.decodeUnknownResult(LiquidityMining.reinvest.request)
    expect(Result.isSuccess(reinvestRequest({ productId: "x", positionId: "x", orderLinkId: "x" }))).toBe(true)
    expect(Result.isFailure(reinvestRequest({ productId: null, positionId: "x", orderLinkId: "x" }))).toBe(true)
    const addMarginRequest = Schema.decodeUnknownResult(LiquidityMining.addMargin.request)
    expect(
      Result.isSuccess(
        addMarginRequest({ productId: "x", positionId: "x", amount: "1", quoteAccountType: "FUND", orderLinkId: "x" })
      )
    ).toBe(true)
    expect(
      Result.isFailure(
        addMarginRequest({
          productId: "x",
          positionId: "x",
          amount: "1",
          quoteAccountType: "__bogus__",
          orderLinkId: "x"
        })
      )
    ).toBe(true)
    const claimInterestRequest = Schema.decodeUnknownResult(LiquidityMining.claimInterest.request)
    expect(Result.isSuccess(claimInterestRequest({ productId: "x" }))).toBe(true)
    expect(Result.isFailure(claimInterestRequest({ productId: null }))).toBe(true)
    const orderRequest = Schema.decodeUnknownResult(LiquidityMining.order.request)
    expect(Result.isSuccess(orderRequest({}))).toBe(true)
    expect(Result.isFailure(orderRequest({ status: "__bogus__" }))).toBe(true)
  })
})

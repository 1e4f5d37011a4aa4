import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as EarnRwa from "../../../src/Http/v5/EarnRwa.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("earn-rwa")

const table = [
  row(EarnRwa.product, (r) => {
    expect(r.list[0]!.productId).toBe(1001)
    expect(r.list[0]!.coin).toBe("USDC")
  }),
  row(EarnRwa.placeOrder, (r) => {
    expect(r.orderId).toBe("550e8400-e29b-41d4-a716-446655440000")
    expect(r.orderLinkId).toBe("my-stake-001")
  }),
  row(EarnRwa.order, (r) => {
    expect(r.list[0]!.orderId).toBe("550e8400-e29b-41d4-a716-446655440000")
    expect(r.list[0]!.orderLinkId).toBe("my-stake-001")
  }),
  row(EarnRwa.position, (r) => {
    expect(r.list[0]!.productId).toBe(1001)
    expect(r.list[0]!.coin).toBe("USDC")
  }),
  row(EarnRwa.navChart, (r) => {
    expect(r.productId).toBe(1001)
    expect(r.list[0]!.date).toBe("2024-03-10")
  })
]

describe("V5 EarnRwa endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of EarnRwa.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const placeOrderRequest = Schema.decodeUnknownResult(EarnRwa.placeOrder.request)
    expect(Result.isSuccess(placeOrderRequest({ productId: 1, orderType: "Stake", coin: "x", orderLinkId: "x" }))).toBe(
      true
    )
    expect(
      Result.isFailure(
        placeOrderRequest({ productId: 1, orderType: "Stake", coin: "x", orderLinkId: "x", accountType: "__bogus__" })
      )
    ).toBe(true)
    const orderRequest = Schema.decodeUnknownResult(EarnRwa.order.request)
    expect(Result.isSuccess(orderRequest({}))).toBe(true)
    expect(Result.isFailure(orderRequest({ orderType: "__bogus__" }))).toBe(true)
    const navChartRequest = Schema.decodeUnknownResult(EarnRwa.navChart.request)
    expect(Result.isSuccess(navChartRequest({ productId: 1 }))).toBe(true)
    expect(Result.isFailure(navChartRequest({ productId: null }))).toBe(true)
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as EarnToken from "../../../src/Http/v5/EarnToken.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("earn-token")

const table = [
  row(EarnToken.product, (r) => {
    expect(r.productId).toBe("1")
    expect(r.coin).toBe("BYUSDT")
  }),
  row(EarnToken.placeOrder, (r) => {
    expect(r.orderId).toBe("550e8400-e29b-41d4-a716-446655440000")
    expect(r.orderLinkId).toBe("my-order-001")
  }),
  row(EarnToken.order, (r) => {
    expect(r.list[0]!.orderId).toBe("9985caf3-7b24-452e-bb28-afbc5b52805f")
    expect(r.list[0]!.orderLinkId).toBe("byusdt-order-001")
  }),
  row(EarnToken.position, (r) => {
    expect(r.totalAmount).toBe("696")
    expect(r.totalYield).toBe("0")
  }),
  row(EarnToken.dailyYield, (r) => {
    expect(r.list[0]!.yield).toBe("0.50")
    expect(r.list[0]!.bonusYield).toBe("0.20")
  }),
  row(EarnToken.hourlyYield, (r) => {
    expect(r.list[0]!.effectiveAmount).toBe("500.00")
    expect(r.list[0]!.yield).toBe("0.02")
  }),
  row(EarnToken.historyApr, (r) => {
    expect(r.list[0]!.timestamp).toBe("1774569600")
    expect(r.list[0]!.aprE8).toBe("2000000")
  })
]

describe("V5 EarnToken endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of EarnToken.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const productRequest = Schema.decodeUnknownResult(EarnToken.product.request)
    expect(Result.isSuccess(productRequest({ coin: "BYUSDT" }))).toBe(true)
    expect(Result.isFailure(productRequest({ coin: "__bogus__" }))).toBe(true)
    const placeOrderRequest = Schema.decodeUnknownResult(EarnToken.placeOrder.request)
    expect(
      Result.isSuccess(
        placeOrderRequest({
          coin: "BYUSDT",
          orderType: "Mint",
          amount: "1",
          accountType: "FlexibleSaving",
          orderLinkId: "x"
        })
      )
    ).toBe(true)
    expect(
      Result.isFailure(
        placeOrderRequest({
          coin: "BYUSDT",
          orderType: "Mint",
          amount: "1",
          accountType: "__bogus__",
          orderLinkId: "x"
        })
      )
    ).toBe(true)
    const orderRequest = Schema.decodeUnknownResult(EarnToken.order.request)
    expect(Result.isSuccess(orderRequest({ coin: "BYUSDT" }))).toBe(true)
    expect(Result.isFailure(orderRequest({ coin: "BYUSDT", orderType: "__bogus__" }))).toBe(true)
    const positionRequest = Schema.decodeUnknownResult(EarnToken.position.request)
    expect(Result.isSuccess(positionRequest({ coin: "BYUSDT" }))).toBe(true)
    expect(Result.isFailure(positionRequest({ coin: "__bogus__" }))).toBe(true)
    const dailyYieldRequest = Schema.decodeUnknownResult(EarnToken.dailyYield.request)
    expect(Result.isSuccess(dailyYieldRequest({ coin: "BYUSDT" }))).toBe(true)
    expect(Result.isFailure(dailyYieldRequest({ coin: "__bogus__" }))).toBe(true)
    const hourlyYieldRequest = Schema.decodeUnknownResult(EarnToken.hourlyYield.request)
    expect(Result.isSuccess(hourlyYieldRequest({ coin: "BYUSDT" }))).toBe(true)
    expect(Result.isFailure(hourlyYieldRequest({ coin: "__bogus__" }))).toBe(true)
    const historyAprRequest = Schema.decodeUnknownResult(EarnToken.historyApr.request)
    expect(Result.isSuccess(historyAprRequest({ coin: "BYUSDT", range: 1 }))).toBe(true)
    expect(Result.isFailure(historyAprRequest({ coin: "BYUSDT", range: "__bogus__" }))).toBe(true)
  })
})

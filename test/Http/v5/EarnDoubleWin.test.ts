import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as EarnDoubleWin from "../../../src/Http/v5/EarnDoubleWin.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("earn-double-win")

const table = [
  row(EarnDoubleWin.leverage, (r) => {
    expect(r.productId).toBe("14092")
    expect(r.initialPrice).toBe("66333.94")
  }),
  row(EarnDoubleWin.redeemEstimate, (r) => {
    expect(r.list[0]!.success).toBe(false)
    expect(r.list[0]!.positionId).toBe("2847")
  })
]

describe("V5 EarnDoubleWin endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of EarnDoubleWin.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const leverageRequest = Schema.decodeUnknownResult(EarnDoubleWin.leverage.request)
    expect(
      Result.isSuccess(leverageRequest({ productId: "x", initialPrice: "1", lowerPrice: "1", upperPrice: "1" }))
    ).toBe(true)
    expect(
      Result.isFailure(leverageRequest({ productId: null, initialPrice: "1", lowerPrice: "1", upperPrice: "1" }))
    ).toBe(true)
    const redeemEstimateRequest = Schema.decodeUnknownResult(EarnDoubleWin.redeemEstimate.request)
    expect(Result.isSuccess(redeemEstimateRequest({ category: "DoubleWin", positionIds: "x" }))).toBe(true)
    expect(Result.isFailure(redeemEstimateRequest({ category: "__bogus__", positionIds: "x" }))).toBe(true)
  })
})

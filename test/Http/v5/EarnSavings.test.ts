import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as EarnSavings from "../../../src/Http/v5/EarnSavings.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("earn-savings")

const table = [
  row(EarnSavings.aprHistory, (r) => {
    expect(r.list[0]!.timestamp).toBe("1773705600000")
    expect(r.list[0]!.apr).toBe("15%")
  }),
  row(EarnSavings.coupons, (r) => {
    expect(r.interestCards[0]!.awardId).toBe(1001)
    expect(r.interestCards[0]!.specCode).toBe("FS_APY_3PCT_30D")
  })
]

describe("V5 EarnSavings endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of EarnSavings.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const aprHistoryRequest = Schema.decodeUnknownResult(EarnSavings.aprHistory.request)
    expect(Result.isSuccess(aprHistoryRequest({ category: "FlexibleSaving", productId: "x" }))).toBe(true)
    expect(Result.isFailure(aprHistoryRequest({ category: "__bogus__", productId: "x" }))).toBe(true)
    const couponsRequest = Schema.decodeUnknownResult(EarnSavings.coupons.request)
    expect(Result.isSuccess(couponsRequest({ category: "FlexibleSaving" }))).toBe(true)
    expect(Result.isFailure(couponsRequest({ category: "__bogus__" }))).toBe(true)
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as HoldToEarn from "../../../src/Http/v5/HoldToEarn.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("hold-to-earn")

const table = [
  row(HoldToEarn.product, (r) => {
    expect(r.products[0]!.coinName).toBe("USDE")
    expect(r.products[0]!.yields[0]!.coinName).toBe("USDE")
  }),
  row(HoldToEarn.yieldHistory, (r) => {
    expect(r.nextCursor).toBe("eyJsYXN0SWQiOjEwMDE5MH0=")
    expect(r.airdropDailyPnls[0]!.coinName).toBe("USDE")
  })
]

describe("V5 HoldToEarn endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of HoldToEarn.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const yieldHistoryRequest = Schema.decodeUnknownResult(HoldToEarn.yieldHistory.request)
    expect(Result.isSuccess(yieldHistoryRequest({ limit: 1 }))).toBe(true)
    expect(Result.isFailure(yieldHistoryRequest({ limit: null }))).toBe(true)
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as AlphaLp from "../../../src/Http/v5/AlphaLp.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("alpha-lp")

const table = [
  row(AlphaLp.orderList, (r) => {
    expect(r.total).toBe(1)
    expect(r.pageIndex).toBe(1)
  }),
  row(AlphaLp.payTokenList, (r) => {
    expect(r.tokens[0]!.tokenCode).toBe("CEX_1")
    expect(r.tokens[0]!.tokenSymbol).toBe("USDT")
  }),
  row(AlphaLp.payTokenPrice, (r) => {
    expect(r.prices[0]!.tokenCode).toBe("CEX_1")
    expect(r.prices[0]!.tokenSymbol).toBe("USDT")
  }),
  row(AlphaLp.poolInfo, (r) => {
    expect(r.poolAddress).toBe("0x1234567890abcdef")
    expect(r.poolName).toBe("ETH-USDC Pool")
  }),
  row(AlphaLp.poolList, (r) => {
    expect(r.pools[0]!.poolAddress).toBe("0x1234567890abcdef")
    expect(r.pools[0]!.poolName).toBe("ETH-USDC Pool")
  }),
  row(AlphaLp.positionList, (r) => {
    expect(r.positions[0]!.positionId).toBe(12345)
    expect(r.positions[0]!.poolAddress).toBe("0x1234567890abcdef")
  }),
  row(AlphaLp.redeem, (r) => {
    expect(r.orderNo).toBe("LP_REDEEM_20240101_001")
  }),
  row(AlphaLp.stake, (r) => {
    expect(r.positionId).toBe(12345)
    expect(r.orderNo).toBe("LP_ORD_20240101_001")
  })
]

describe("V5 AlphaLp endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of AlphaLp.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const orderListRequest = Schema.decodeUnknownResult(AlphaLp.orderList.request)
    expect(Result.isSuccess(orderListRequest({}))).toBe(true)
    expect(Result.isFailure(orderListRequest({ orderType: "__bogus__" }))).toBe(true)
    const payTokenPriceRequest = Schema.decodeUnknownResult(AlphaLp.payTokenPrice.request)
    expect(Result.isSuccess(payTokenPriceRequest({ tokenCode: ["CEX_1"] }))).toBe(true)
    expect(Result.isFailure(payTokenPriceRequest({ tokenCode: null }))).toBe(true)
    const poolInfoRequest = Schema.decodeUnknownResult(AlphaLp.poolInfo.request)
    expect(Result.isSuccess(poolInfoRequest({ poolAddress: "x" }))).toBe(true)
    expect(Result.isFailure(poolInfoRequest({ poolAddress: null }))).toBe(true)
    const redeemRequest = Schema.decodeUnknownResult(AlphaLp.redeem.request)
    expect(Result.isSuccess(redeemRequest({ positionId: 1, poolAddress: "x", dercRatio: "1" }))).toBe(true)
    expect(Result.isFailure(redeemRequest({ positionId: null, poolAddress: "x", dercRatio: "1" }))).toBe(true)
    const stakeRequest = Schema.decodeUnknownResult(AlphaLp.stake.request)
    expect(
      Result.isSuccess(stakeRequest({ positionId: 1, poolAddress: "x", payTokenAmount: "1", payTokenCode: "x" }))
    ).toBe(true)
    expect(
      Result.isFailure(stakeRequest({ positionId: null, poolAddress: "x", payTokenAmount: "1", payTokenCode: "x" }))
    ).toBe(true)
  })
})

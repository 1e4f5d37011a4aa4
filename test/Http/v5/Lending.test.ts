import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Lending from "../../../src/Http/v5/Lending.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("lending")

const table = [
  row(Lending.info, (r) => {
    expect(r.list[0]!.actualApy).toBe("0.003688421873941958")
    expect(r.list[0]!.coin).toBe("ETH")
  }),
  row(Lending.purchase, (r) => {
    expect(r.coin).toBe("USDC")
    expect(r.createdTime).toBe("1682046369112")
  }),
  row(Lending.redeem, (r) => {
    expect(r.coin).toBe("BTC")
    expect(r.createdTime).toBe("1682048277963")
  }),
  row(Lending.redeemCancel, (r) => {
    expect(r.orderId).toBe("1403517113428086272")
    expect(r.serialNo).toBe("linear004")
  }),
  row(Lending.historyOrder, (r) => {
    expect(r.list[0]!.coin).toBe("BTC")
    expect(r.list[0]!.createdTime).toBe("1682048277963")
  }),
  row(Lending.account, (r) => {
    expect(r.coin).toBe("BTC")
    expect(r.principalInterest).toBe("0")
  })
]

describe("V5 Lending endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of Lending.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const purchaseRequest = Schema.decodeUnknownResult(Lending.purchase.request)
    expect(Result.isSuccess(purchaseRequest({ coin: "x", quantity: "1" }))).toBe(true)
    expect(Result.isFailure(purchaseRequest({ coin: null, quantity: "1" }))).toBe(true)
    const redeemRequest = Schema.decodeUnknownResult(Lending.redeem.request)
    expect(Result.isSuccess(redeemRequest({ coin: "x", quantity: "1" }))).toBe(true)
    expect(Result.isFailure(redeemRequest({ coin: null, quantity: "1" }))).toBe(true)
    const historyOrderRequest = Schema.decodeUnknownResult(Lending.historyOrder.request)
    expect(Result.isSuccess(historyOrderRequest({}))).toBe(true)
    expect(Result.isFailure(historyOrderRequest({ orderType: "__bogus__" }))).toBe(true)
    const accountRequest = Schema.decodeUnknownResult(Lending.account.request)
    expect(Result.isSuccess(accountRequest({ coin: "x" }))).toBe(true)
    expect(Result.isFailure(accountRequest({ coin: null }))).toBe(true)
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as Either from "effect/Either"
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
    const purchaseRequest = Schema.decodeUnknownEither(Lending.purchase.request)
    expect(Either.isRight(purchaseRequest({ coin: "x", quantity: "1" }))).toBe(true)
    expect(Either.isLeft(purchaseRequest({ coin: null, quantity: "1" }))).toBe(true)
    const redeemRequest = Schema.decodeUnknownEither(Lending.redeem.request)
    expect(Either.isRight(redeemRequest({ coin: "x", quantity: "1" }))).toBe(true)
    expect(Either.isLeft(redeemRequest({ coin: null, quantity: "1" }))).toBe(true)
    const historyOrderRequest = Schema.decodeUnknownEither(Lending.historyOrder.request)
    expect(Either.isRight(historyOrderRequest({}))).toBe(true)
    expect(Either.isLeft(historyOrderRequest({ orderType: "__bogus__" }))).toBe(true)
    const accountRequest = Schema.decodeUnknownEither(Lending.account.request)
    expect(Either.isRight(accountRequest({ coin: "x" }))).toBe(true)
    expect(Either.isLeft(accountRequest({ coin: null }))).toBe(true)
  })
})

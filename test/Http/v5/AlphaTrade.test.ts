import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as AlphaTrade from "../../../src/Http/v5/AlphaTrade.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("alpha-trade")

const table = [
  row(AlphaTrade.assetDetail, (r) => {
    expect(r.assetList[0]!.chainCode).toBe("ETH")
    expect(r.assetList[0]!.chainIconUrl).toBe("https://example.com/eth.png")
  }),
  row(AlphaTrade.assetList, (r) => {
    expect(r.totalAssetUsd).toBe("1250.50")
    expect(r.assetList[0]!.chainCode).toBe("SOL")
  }),
  row(AlphaTrade.bizTokenDetails, (r) => {
    expect(r.tokenCode).toBe("DEX_123")
    expect(r.chainCode).toBe("ETH")
  }),
  row(AlphaTrade.bizTokenList, (r) => {
    expect(r[0]!.tokenCode).toBe("DEX_123")
    expect(r[0]!.chainCode).toBe("ETH")
  }),
  row(AlphaTrade.bizTokenPriceList, (r) => {
    expect(r.tokenPriceInfoList[0]!.chainCode).toBe("ETH")
    expect(r.tokenPriceInfoList[0]!.tokenAddress).toBe("0x6982508145454ce325ddbe47a25d4ec3d2311933")
  }),
  row(AlphaTrade.orderList, (r) => {
    expect(r.total).toBe(1)
    expect(r.pageIndex).toBe(1)
  }),
  row(AlphaTrade.payTokenList, (r) => {
    expect(r[0]!.tokenCode).toBe("CEX_1")
    expect(r[0]!.symbol).toBe("USDT")
  }),
  row(AlphaTrade.quote, (r) => {
    expect(r.tradeType).toBe(1)
    expect(r.fromTokenCode).toBe("CEX_1")
  }),
  row(AlphaTrade.purchase, (r) => {
    expect(r.orderNo).toBe("ORD_20240101_001")
  }),
  row(AlphaTrade.redeem, (r) => {
    expect(r.orderNo).toBe("ORD_20240101_002")
  })
]

describe("V5 AlphaTrade endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of AlphaTrade.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const assetDetailRequest = Schema.decodeUnknownResult(AlphaTrade.assetDetail.request)
    expect(Result.isSuccess(assetDetailRequest({ chainCode: "x", tokenAddress: "x" }))).toBe(true)
    expect(Result.isFailure(assetDetailRequest({ chainCode: null, tokenAddress: "x" }))).toBe(true)
    const bizTokenDetailsRequest = Schema.decodeUnknownResult(AlphaTrade.bizTokenDetails.request)
    expect(Result.isSuccess(bizTokenDetailsRequest({ chainCode: "x", tokenAddress: "x" }))).toBe(true)
    expect(Result.isFailure(bizTokenDetailsRequest({ chainCode: null, tokenAddress: "x" }))).toBe(true)
    const bizTokenListRequest = Schema.decodeUnknownResult(AlphaTrade.bizTokenList.request)
    expect(Result.isSuccess(bizTokenListRequest({}))).toBe(true)
    expect(Result.isFailure(bizTokenListRequest({ tokenTag: "__bogus__" }))).toBe(true)
    const bizTokenPriceListRequest = Schema.decodeUnknownResult(AlphaTrade.bizTokenPriceList.request)
    expect(
      Result.isSuccess(
        bizTokenPriceListRequest({
          tokenAddressInfo: [{ chainCode: "ETH", tokenAddress: "0x6982508145454ce325ddbe47a25d4ec3d2311933" }]
        })
      )
    ).toBe(true)
    expect(Result.isFailure(bizTokenPriceListRequest({ tokenAddressInfo: null }))).toBe(true)
    const orderListRequest = Schema.decodeUnknownResult(AlphaTrade.orderList.request)
    expect(Result.isSuccess(orderListRequest({ limit: 1, pageIndex: 1 }))).toBe(true)
    expect(Result.isFailure(orderListRequest({ limit: 1, pageIndex: 1, direction: "__bogus__" }))).toBe(true)
    const payTokenListRequest = Schema.decodeUnknownResult(AlphaTrade.payTokenList.request)
    expect(Result.isSuccess(payTokenListRequest({ chainCode: "x", tokenAddress: "x" }))).toBe(true)
    expect(Result.isFailure(payTokenListRequest({ chainCode: null, tokenAddress: "x" }))).toBe(true)
    const quoteRequest = Schema.decodeUnknownResult(AlphaTrade.quote.request)
    expect(
      Result.isSuccess(quoteRequest({ tradeType: 1, fromTokenCode: "x", fromTokenAmount: "1", toTokenCode: "x" }))
    ).toBe(true)
    expect(
      Result.isFailure(
        quoteRequest({
          tradeType: 1,
          fromTokenCode: "x",
          fromTokenAmount: "1",
          toTokenCode: "x",
          quoteMode: "__bogus__"
        })
      )
    ).toBe(true)
    const purchaseRequest = Schema.decodeUnknownResult(AlphaTrade.purchase.request)
    expect(
      Result.isSuccess(
        purchaseRequest({
          fromTokenCode: "x",
          fromTokenAmount: "1",
          toTokenCode: "x",
          slippage: "1",
          quoteData: "x",
          gas: "1",
          quoteMode: 0,
          correctingCode: "x"
        })
      )
    ).toBe(true)
    expect(
      Result.isFailure(
        purchaseRequest({
          fromTokenCode: "x",
          fromTokenAmount: "1",
          toTokenCode: "x",
          slippage: "1",
          quoteData: "x",
          gas: "1",
          quoteMode: "__bogus__",
          correctingCode: "x"
        })
      )
    ).toBe(true)
    const redeemRequest = Schema.decodeUnknownResult(AlphaTrade.redeem.request)
    expect(
      Result.isSuccess(
        redeemRequest({
          fromTokenCode: "x",
          fromTokenAmount: "1",
          toTokenCode: "x",
          slippage: "1",
          quoteData: "x",
          gas: "1",
          quoteMode: 0,
          correctingCode: "x"
        })
      )
    ).toBe(true)
    expect(
      Result.isFailure(
        redeemRequest({
          fromTokenCode: "x",
          fromTokenAmount: "1",
          toTokenCode: "x",
          slippage: "1",
          quoteData: "x",
          gas: "1",
          quoteMode: "__bogus__",
          correctingCode: "x"
        })
      )
    ).toBe(true)
  })
})

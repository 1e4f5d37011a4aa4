import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as AlphaPrediction from "../../../src/Http/v5/AlphaPrediction.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("alpha-prediction")

const table = [
  row(AlphaPrediction.engineStatus, (r) => {
    expect(r.available).toBe(true)
  }),
  row(AlphaPrediction.buy, (r) => {
    expect(r.orderNo).toBe("ord_buy_20240101_001")
  }),
  row(AlphaPrediction.eventDetail, (r) => {
    expect(r.eventId).toBe("event_123")
    expect(r.slug).toBe("will-argentina-win-world-cup-2026")
  }),
  row(AlphaPrediction.orderBook, (r) => {
    expect(r[0]!.tokenId).toBe("token_yes_123")
    expect(r[0]!.bids[0]!.price).toBe("0.64")
  }),
  row(AlphaPrediction.orderEstimate, (r) => {
    expect(r.avgPrice).toBe("0.65")
    expect(r.estimatedCost).toBe("100")
  }),
  row(AlphaPrediction.orderList, (r) => {
    expect(r.orders[0]!.orderNo).toBe("ord_buy_20240101_001")
    expect(r.orders[0]!.tokenId).toBe("token_yes_123")
  }),
  row(AlphaPrediction.payTokenList, (r) => {
    expect(r[0]!.tokenCode).toBe("USDC")
    expect(r[0]!.symbol).toBe("USDC")
  }),
  row(AlphaPrediction.portfolioSummary, (r) => {
    expect(r.positionValue).toBe("580.00")
    expect(r.positionValueUsd).toBe("580.00")
  }),
  row(AlphaPrediction.positionHistory, (r) => {
    expect(r.positions[0]!.positionId).toBe("pos_456")
    expect(r.positions[0]!.tokenId).toBe("token_yes_456")
  }),
  row(AlphaPrediction.positionList, (r) => {
    expect(r.positions[0]!.positionId).toBe("pos_001")
    expect(r.positions[0]!.tokenId).toBe("token_yes_123")
  }),
  row(AlphaPrediction.priceHistory, (r) => {
    expect(r.tokenId).toBe("token_yes_123")
    expect(r.interval).toBe("1H")
  }),
  row(AlphaPrediction.sell, (r) => {
    expect(r.orderNo).toBe("ord_sell_20240101_001")
  }),
  row(AlphaPrediction.sideMarketList, (r) => {
    expect(r.list[0]!.marketId).toBe("market_001")
    expect(r.list[0]!.eventId).toBe("event_123")
  }),
  row(AlphaPrediction.tokenPrice, (r) => {
    expect(r[0]!.tokenId).toBe("token_yes_123")
    expect(r[0]!.bestBid).toBe("0.64")
  }),
  row(AlphaPrediction.groupStageDetail, (r) => {
    expect(r.groups[0]!.groupName).toBe("A")
    expect(r.groups[0]!.standings[0]!.rank).toBe(1)
  }),
  row(AlphaPrediction.matchList, (r) => {
    expect(r.list[0]!.matchId).toBe("match_001")
    expect(r.list[0]!.eventType).toBe(1)
  }),
  row(AlphaPrediction.timelineStages, (r) => {
    expect(r.eventType).toBe(1)
    expect(r.stages[0]!.stageCode).toBe("Groups")
  })
]

describe("V5 AlphaPrediction endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of AlphaPrediction.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const buyRequest = Schema.decodeUnknownResult(AlphaPrediction.buy.request)
    expect(
      Result.isSuccess(
        buyRequest({ tokenId: "x", amount: "1", payTokenCode: "USDC", orderType: 1, slippage: "1", eventId: "x" })
      )
    ).toBe(true)
    expect(
      Result.isFailure(
        buyRequest({
          tokenId: "x",
          amount: "1",
          payTokenCode: "USDC",
          orderType: "__bogus__",
          slippage: "1",
          eventId: "x"
        })
      )
    ).toBe(true)
    const orderBookRequest = Schema.decodeUnknownResult(AlphaPrediction.orderBook.request)
    expect(Result.isSuccess(orderBookRequest({ tokenIds: ["token_yes_123"] }))).toBe(true)
    expect(Result.isFailure(orderBookRequest({ tokenIds: null }))).toBe(true)
    const orderEstimateRequest = Schema.decodeUnknownResult(AlphaPrediction.orderEstimate.request)
    expect(
      Result.isSuccess(orderEstimateRequest({ tokenId: "x", side: 1, eventId: "x", amount: "1", orderType: 1 }))
    ).toBe(true)
    expect(
      Result.isFailure(
        orderEstimateRequest({
          tokenId: "x",
          side: 1,
          eventId: "x",
          amount: "1",
          orderType: 1,
          payTokenCode: "__bogus__"
        })
      )
    ).toBe(true)
    const orderListRequest = Schema.decodeUnknownResult(AlphaPrediction.orderList.request)
    expect(Result.isSuccess(orderListRequest({}))).toBe(true)
    expect(Result.isFailure(orderListRequest({ side: "__bogus__" }))).toBe(true)
    const priceHistoryRequest = Schema.decodeUnknownResult(AlphaPrediction.priceHistory.request)
    expect(Result.isSuccess(priceHistoryRequest({ tokenId: "x", interval: "x" }))).toBe(true)
    expect(Result.isFailure(priceHistoryRequest({ tokenId: null, interval: "x" }))).toBe(true)
    const sellRequest = Schema.decodeUnknownResult(AlphaPrediction.sell.request)
    expect(Result.isSuccess(sellRequest({ tokenId: "x", size: "1", orderType: 1, slippage: "1", eventId: "x" }))).toBe(
      true
    )
    expect(
      Result.isFailure(
        sellRequest({ tokenId: "x", size: "1", orderType: 1, slippage: "1", eventId: "x", toTokenCode: "__bogus__" })
      )
    ).toBe(true)
    const sideMarketListRequest = Schema.decodeUnknownResult(AlphaPrediction.sideMarketList.request)
    expect(Result.isSuccess(sideMarketListRequest({ eventId: "x" }))).toBe(true)
    expect(Result.isFailure(sideMarketListRequest({ eventId: "x", sortBy: "__bogus__" }))).toBe(true)
    const tokenPriceRequest = Schema.decodeUnknownResult(AlphaPrediction.tokenPrice.request)
    expect(Result.isSuccess(tokenPriceRequest({ tokenIds: ["token_yes_123"] }))).toBe(true)
    expect(Result.isFailure(tokenPriceRequest({ tokenIds: null }))).toBe(true)
    const groupStageDetailRequest = Schema.decodeUnknownResult(AlphaPrediction.groupStageDetail.request)
    expect(Result.isSuccess(groupStageDetailRequest({ eventType: 1 }))).toBe(true)
    expect(Result.isFailure(groupStageDetailRequest({ eventType: null }))).toBe(true)
    const matchListRequest = Schema.decodeUnknownResult(AlphaPrediction.matchList.request)
    expect(Result.isSuccess(matchListRequest({ eventType: 1 }))).toBe(true)
    expect(Result.isFailure(matchListRequest({ eventType: null }))).toBe(true)
    const timelineStagesRequest = Schema.decodeUnknownResult(AlphaPrediction.timelineStages.request)
    expect(Result.isSuccess(timelineStagesRequest({ eventType: 1 }))).toBe(true)
    expect(Result.isFailure(timelineStagesRequest({ eventType: null }))).toBe(true)
  })
})

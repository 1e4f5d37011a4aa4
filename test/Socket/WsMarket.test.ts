import { describe, expect, it } from "@effect/vitest"
import * as Environment from "../../src/Layers/Environment.js"
import * as WsMarket from "../../src/Socket/WsMarket.js"

describe("WsMarket", () => {
  it("private all-in-one and per-category topics never share one subscribe request", () => {
    const topics = ["order", "order.spot", "execution.fast", "execution.fast.linear", "wallet", "position.inverse"]
    expect(WsMarket.batches(WsMarket.markets.private, topics)).toEqual([
      ["order", "execution.fast", "wallet"],
      ["order.spot", "execution.fast.linear", "position.inverse"]
    ])
    expect(WsMarket.batches(WsMarket.markets.private, ["order.linear"])).toEqual([["order.linear"]])
  })

  it("spot public sends at most 10 topics per request; other public markets have no batching limit", () => {
    const topics = Array.from({ length: 21 }, (_, i) => `tickers.S${i}USDT`)
    expect(WsMarket.batches(WsMarket.markets.spot, topics).map((b) => b.length)).toEqual([10, 10, 1])
    expect(WsMarket.batches(WsMarket.markets.linear, topics).map((b) => b.length)).toEqual([21])
    expect(WsMarket.batches(WsMarket.markets.option, topics).map((b) => b.length)).toEqual([21])
  })

  it("routes system.status to the misc stream, and knows which topics need a category", () => {
    expect(WsMarket.isMiscTopic("system.status")).toBe(true)
    expect(WsMarket.isPublicTopic("system.status")).toBe(false)
    expect(WsMarket.isPublicTopic("orderbook.50.BTCUSDT")).toBe(true)
    expect(WsMarket.isPublicTopic("order.spot")).toBe(false)
    expect(WsMarket.markets.misc.url(Environment.live)).toBe("wss://stream.bybit.com/v5/public/misc/status")
    expect(WsMarket.markets.misc.url(Environment.demo)).toBeUndefined()
    expect(WsMarket.markets.trade.url(Environment.demo)).toBeUndefined()
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as Environment from "../../../src/Layers/Environment.js"
import * as Markets from "../../../src/Socket/legacy/Markets.js"

const url = (
  environment: Environment.EnvironmentShape,
  id: Markets.MarketId,
  channel: "public" | "private",
  topic: string
) => `${Markets.hostOf(environment)}${Markets.pathOf(Markets.markets[id], channel, topic)}`

describe("legacy markets", () => {
  it("places each stream on the legacy docs' URL, live and testnet", () => {
    expect(url(Environment.live, "spotV1", "public", "trade.BTCUSDT")).toBe("wss://stream.bybit.com/spot/quote/ws/v1")
    expect(url(Environment.testnet, "spotV1", "private", "outboundAccountInfo")).toBe(
      "wss://stream-testnet.bybit.com/spot/ws"
    )
    expect(url(Environment.live, "spotV3", "private", "order")).toBe("wss://stream.bybit.com/spot/private/v3")
    expect(url(Environment.live, "usdcOption", "public", "trade.BTC")).toBe(
      "wss://stream.bybit.com/trade/option/usdc/public/v1"
    )
    expect(url(Environment.live, "usdcPerp", "public", "trade.BTCPERP")).toBe(
      "wss://stream.bybit.com/perpetual/ws/v1/realtime_public"
    )
    expect(url(Environment.live, "unifiedPerp", "public", "tickers.BTCUSDT")).toBe(
      "wss://stream.bybit.com/contract/usdt/public/v3"
    )
    expect(url(Environment.live, "unifiedPerp", "public", "tickers.BTCPERP")).toBe(
      "wss://stream.bybit.com/contract/usdc/public/v3"
    )
    expect(url(Environment.testnet, "contractInverse", "public", "orderbook.25.BTCUSD")).toBe(
      "wss://stream-testnet.bybit.com/contract/inverse/public/v3"
    )
    expect(url(Environment.live, "unifiedOption", "private", "user.order.unifiedAccount")).toBe(
      "wss://stream.bybit.com/unified/private/v3"
    )
  })

  it("has no legacy streams on demo, and uses a custom host's root for every path", () => {
    expect(Markets.hostOf(Environment.demo)).toBeUndefined()
    const custom = Environment.custom({ restUrl: "http://127.0.0.1:9", wsUrl: "ws://127.0.0.1:9" })
    expect(url(custom, "spotV1", "public", "depth.BTCUSDT")).toBe("ws://127.0.0.1:9/spot/quote/ws/v1")
  })

  it("knows which markets and channels a topic belongs to", () => {
    const spotV1 = Markets.markets.spotV1
    expect(Markets.channelOf(spotV1, "mergedDepth.1.BTCUSDT")).toBe("public")
    expect(Markets.channelOf(spotV1, "kline_1m.BTCUSDT")).toBe("public")
    expect(Markets.channelOf(spotV1, "executionReport")).toBe("private")
    expect(Markets.channelOf(spotV1, "orderbook.40.BTCUSDT")).toBeUndefined()
    expect(Markets.marketsOf("orderbook.40.BTCUSDT")).toEqual(["spotV3"])
    expect(Markets.marketsOf("user.order.contractAccount")).toEqual(["contractUSDT", "contractInverse"])
    expect(Markets.marketsOf("nonsense")).toEqual([])
    expect(Markets.markets.spotV3.maxArgsPerRequest).toBe(10)
    expect(Markets.markets.spotV1.auth).toBe("urlParams")
    expect(Markets.markets.usdcOption.auth).toBe("op")
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Markets from "../../../src/Socket/legacy/Markets.js"
import * as Protocol from "../../../src/Socket/legacy/Protocol.js"

// The v2 inverse and linear streams' frames, from the older docs (inverse perpetual and USDT perpetual websocket
// pages): requests `{op, args}`, the acknowledgement echoing `request`, ping and pong, the auth op.

describe("v2 inverse and linear frames", () => {
  it.effect("encodes subscribe, unsubscribe, ping and auth as the v2 docs show them", () =>
    Effect.gen(function* () {
      const sub = yield* Protocol.encodeSubscription("v2", "subscribe", ["orderBookL2_25.BTCUSD", "trade.BTCUSD"], "7")
      expect(sub.map((f) => JSON.parse(f))).toEqual([
        { op: "subscribe", args: ["orderBookL2_25.BTCUSD", "trade.BTCUSD"] }
      ])
      const unsub = yield* Protocol.encodeSubscription("v2", "unsubscribe", ["trade.BTCUSD"], "8")
      expect(JSON.parse(unsub[0] ?? "")).toEqual({ op: "unsubscribe", args: ["trade.BTCUSD"] })
      expect(JSON.parse(Protocol.encodePing("v2", "9", 1))).toEqual({ op: "ping" })
      expect(JSON.parse(Protocol.encodeAuth("v2", ["key", 1662350400000, "sig"], "10"))).toEqual({
        op: "auth",
        args: ["key", 1662350400000, "sig"]
      })
    })
  )

  it("classifies the docs' acknowledgement, pong, refusal and pushes", () => {
    const ack = Protocol.classify("v2", {
      success: true,
      ret_msg: "",
      conn_id: "e1a4c5d0",
      request: { op: "subscribe", args: ["orderBookL2_25.BTCUSD"] }
    })
    expect(ack).toMatchObject({ _tag: "Ack", op: "subscribe", topics: ["orderBookL2_25.BTCUSD"], success: true })
    const refused = Protocol.classify("v2", {
      success: false,
      ret_msg: "error:handler not found,topic:orderBookL2_25.NOPE",
      conn_id: "e1a4c5d0",
      request: { op: "subscribe", args: ["orderBookL2_25.NOPE"] }
    })
    expect(refused).toMatchObject({ _tag: "Ack", success: false, failed: ["orderBookL2_25.NOPE"] })
    expect(
      Protocol.classify("v2", { success: true, ret_msg: "pong", conn_id: "x", request: { op: "ping", args: null } })
    ).toEqual({ _tag: "Pong" })
    expect(
      Protocol.classify("v2", { success: true, ret_msg: "", request: { op: "auth", args: ["key"] } })
    ).toMatchObject({ _tag: "Auth", success: true })
    expect(Protocol.classify("v2", { topic: "trade.BTCUSD", data: [] })).toEqual({
      _tag: "Data",
      topic: "trade.BTCUSD"
    })
  })

  it("routes the v2 topics to their markets and streams", () => {
    const inverse = Markets.markets.inverseV2
    const linear = Markets.markets.linearV2
    expect(Markets.channelOf(inverse, "orderBookL2_25.BTCUSD")).toBe("public")
    expect(Markets.channelOf(inverse, "klineV2.1.BTCUSD")).toBe("public")
    expect(Markets.channelOf(inverse, "insurance.BTC")).toBe("public")
    expect(Markets.channelOf(inverse, "stop_order")).toBe("private")
    expect(Markets.channelOf(linear, "candle.1.BTCUSDT")).toBe("public")
    expect(Markets.channelOf(linear, "klineV2.1.BTCUSDT")).toBeUndefined()
    expect(Markets.channelOf(linear, "wallet")).toBe("private")
    expect(Markets.pathOf(inverse, "public", "trade.BTCUSD")).toBe("/realtime")
    expect(Markets.pathOf(inverse, "private", "position")).toBe("/realtime")
    expect(Markets.pathOf(linear, "public", "trade.BTCUSDT")).toBe("/realtime_public")
    expect(Markets.pathOf(linear, "private", "position")).toBe("/realtime_private")
    expect(Markets.marketsOf("candle.1.BTCUSDT")).toEqual(["linearV2"])
  })
})

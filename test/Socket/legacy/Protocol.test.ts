import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Markets from "../../../src/Socket/legacy/Markets.js"
import * as Protocol from "../../../src/Socket/legacy/Protocol.js"

// Frames from the legacy docs (spot v1 websocket page, spot v3 / USDC / contract v3 websocket pages).

describe("spot v1 frames", () => {
  it.effect("encodes the docs' subscribe requests, one frame per topic", () =>
    Effect.gen(function* () {
      const frames = yield* Protocol.encodeSubscription(
        "spotV1",
        "subscribe",
        ["trade.BTCUSDT", "mergedDepth.1.BTCUSDT", "kline_1m.BTCUSDT"],
        "1"
      )
      expect(frames.map((f) => JSON.parse(f))).toEqual([
        JSON.parse('{"symbol":"BTCUSDT","topic":"trade","event":"sub","params":{"binary":false}}'),
        JSON.parse('{"symbol":"BTCUSDT","topic":"mergedDepth","event":"sub","params":{"binary":false,"dumpScale":1}}'),
        JSON.parse('{"topic":"kline_1m","event":"sub","symbol":"BTCUSDT","params":{"binary":false}}')
      ])
      const cancel = yield* Protocol.encodeSubscription("spotV1", "unsubscribe", ["depth.BTCUSDT"], "2")
      expect(JSON.parse(cancel[0] ?? "")).toEqual({
        symbol: "BTCUSDT",
        topic: "depth",
        event: "cancel",
        params: { binary: false }
      })
    })
  )

  it.effect("refuses a merged book without its dump scale, with the specification's message", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(Protocol.encodeSubscription("spotV1", "subscribe", ["mergedDepth.BTCUSDT"], "1"))
      expect(error._tag).toBe("DumpScaleRequired")
      expect(error.message).toBe("Dumpscale must be provided for merged orderbooks")
      const direct = yield* Effect.flip(Protocol.spotV1Topic({ topic: "mergedDepth", symbol: "BTCUSDT" }))
      expect(direct.message).toBe("Dumpscale must be provided for merged orderbooks")
      expect(yield* Protocol.spotV1Topic({ topic: "mergedDepth", symbol: "BTCUSDT", dumpScale: 2 })).toBe(
        "mergedDepth.2.BTCUSDT"
      )
    })
  )

  it("pings with the time and classifies the docs' pong, ack, pushes and errors", () => {
    expect(JSON.parse(Protocol.encodePing("spotV1", "1", 1535975085052))).toEqual({ ping: 1535975085052 })
    expect(Protocol.classify("spotV1", { pong: 1535975085152 })).toEqual({ _tag: "Pong" })
    expect(
      Protocol.classify("spotV1", {
        topic: "trade",
        event: "sub",
        symbol: "BTCUSDT",
        params: { binary: "false" },
        code: "0",
        msg: "Success"
      })
    ).toMatchObject({ _tag: "Ack", op: "subscribe", topics: ["trade.BTCUSDT"], failed: [], success: true })
    expect(
      Protocol.classify("spotV1", {
        topic: "mergedDepth",
        event: "sub",
        symbol: "BTCUSDT",
        params: { binary: "false", dumpScale: "1" },
        code: "10001",
        msg: "params missing or wrong"
      })
    ).toMatchObject({ _tag: "Ack", success: false, failed: ["mergedDepth.1.BTCUSDT"], code: 10001 })
    const merged = {
      symbol: "ETHUSDT",
      symbolName: "ETHUSDT",
      topic: "mergedDepth",
      params: { realtimeInterval: "24h", dumpScale: "1", binary: "false" },
      data: [{ e: 301, s: "ETHUSDT", t: 1622541360174, v: "10544_1", b: [["12001", "1"]], a: [["12002", "1"]], o: 0 }],
      f: false,
      sendTime: 1622541360301,
      shared: false
    }
    expect(Protocol.classify("spotV1", merged)).toEqual({ _tag: "Data", topic: "mergedDepth.1.ETHUSDT" })
    const kline = {
      symbol: "BTCUSDT",
      symbolName: "BTCUSDT",
      topic: "kline",
      params: { realtimeInterval: "24h", klineType: "15m", binary: "false" },
      data: [
        {
          t: 1565595900000,
          s: "BTCUSDT",
          sn: "BTCUSDT",
          c: "11436.14",
          h: "11437",
          l: "11381.89",
          o: "11381.89",
          v: "16.3306"
        }
      ],
      f: true,
      sendTime: 1626252389284,
      shared: false
    }
    expect(Protocol.classify("spotV1", kline)).toEqual({ _tag: "Data", topic: "kline_15m.BTCUSDT" })
    expect(Protocol.classify("spotV1", [{ e: "outboundAccountInfo", E: "1629969654753", B: [] }])).toEqual({
      _tag: "Data",
      topic: "outboundAccountInfo"
    })
    expect(Protocol.classify("spotV1", { code: "10003", desc: "sign auth failed" })).toEqual({
      _tag: "Error",
      code: 10003,
      message: "sign auth failed"
    })
    expect(Protocol.classify("spotV1", { hello: 1 })).toEqual({ _tag: "Unknown" })
  })
})

describe("v3 frames (spot v3, unified, contract)", () => {
  it.effect("encodes subscribe, unsubscribe, ping and auth with req_id", () =>
    Effect.gen(function* () {
      const sub = yield* Protocol.encodeSubscription("v3", "subscribe", ["orderbook.40.BTCUSDT", "trade.BTCUSDT"], "9")
      expect(sub.map((f) => JSON.parse(f))).toEqual([
        { req_id: "9", op: "subscribe", args: ["orderbook.40.BTCUSDT", "trade.BTCUSDT"] }
      ])
      const unsub = yield* Protocol.encodeSubscription("v3", "unsubscribe", ["trade.BTCUSDT"], "10")
      expect(JSON.parse(unsub[0] ?? "")).toEqual({ req_id: "10", op: "unsubscribe", args: ["trade.BTCUSDT"] })
      expect(JSON.parse(Protocol.encodePing("v3", "11", 0))).toEqual({ req_id: "11", op: "ping" })
      expect(JSON.parse(Protocol.encodeAuth("v3", ["key", 1662350400000, "sig"], "12"))).toEqual({
        req_id: "12",
        op: "auth",
        args: ["key", 1662350400000, "sig"]
      })
    })
  )

  it("classifies acks (by req_id and COMMAND_RESP), pongs, auth answers, pushes and error frames", () => {
    expect(
      Protocol.classify("v3", { success: true, ret_msg: "subscribe", conn_id: "c", req_id: "9", op: "subscribe" })
    ).toMatchObject({ _tag: "Ack", op: "subscribe", reqId: "9", success: true, topics: [] })
    expect(
      Protocol.classify("v3", {
        success: true,
        conn_id: "c",
        data: { successTopics: ["orderbook.25.BTC-30SEP22-20000-C"], failTopics: ["tickers.NOPE"] },
        type: "COMMAND_RESP"
      })
    ).toMatchObject({
      _tag: "Ack",
      topics: ["orderbook.25.BTC-30SEP22-20000-C", "tickers.NOPE"],
      failed: ["tickers.NOPE"],
      success: false
    })
    expect(Protocol.classify("v3", { success: true, ret_msg: "pong", conn_id: "c", req_id: "", op: "ping" })).toEqual({
      _tag: "Pong"
    })
    expect(Protocol.classify("v3", { op: "pong", args: ["1661150893426"], conn_id: "c" })).toEqual({ _tag: "Pong" })
    expect(Protocol.classify("v3", { success: true, ret_msg: "", op: "auth", conn_id: "c" })).toMatchObject({
      _tag: "Auth",
      success: true
    })
    expect(
      Protocol.classify("v3", { success: false, ret_code: -1004, ret_msg: "not authenticated", op: "auth" })
    ).toEqual({ _tag: "Auth", success: false, code: -1004, message: "not authenticated" })
    expect(Protocol.classify("v3", { topic: "trade.BTCUSDT", ts: 1, type: "snapshot", data: [] })).toEqual({
      _tag: "Data",
      topic: "trade.BTCUSDT"
    })
    expect(Protocol.classify("v3", { type: "error", code: "-1004", desc: "not authenticated" })).toEqual({
      _tag: "Error",
      code: -1004,
      message: "not authenticated"
    })
  })
})

describe("USDC frames (options and perpetuals)", () => {
  it.effect("encodes with id and classifies acks by request.args and auth failures by their code", () =>
    Effect.gen(function* () {
      const sub = yield* Protocol.encodeSubscription(
        "usdc",
        "subscribe",
        ["delta.orderbook100.BTC-30SEP22-20000-C"],
        "3"
      )
      expect(JSON.parse(sub[0] ?? "")).toEqual({
        op: "subscribe",
        id: "3",
        args: ["delta.orderbook100.BTC-30SEP22-20000-C"]
      })
      expect(JSON.parse(Protocol.encodePing("usdc", "4", 0))).toEqual({ op: "ping" })
      expect(JSON.parse(Protocol.encodeAuth("usdc", ["key", 5, "sig"], "5"))).toEqual({
        op: "auth",
        args: ["key", 5, "sig"]
      })
      expect(
        Protocol.classify("usdc", {
          success: true,
          ret_msg: "",
          conn_id: "c",
          request: { op: "subscribe", args: ["orderBookL2_25.BTCPERP"] }
        })
      ).toMatchObject({ _tag: "Ack", topics: ["orderBookL2_25.BTCPERP"], failed: [], success: true })
      expect(
        Protocol.classify("usdc", { success: true, ret_msg: "pong", conn_id: "c", request: { op: "ping", args: null } })
      ).toEqual({ _tag: "Pong" })
      expect(
        Protocol.classify("usdc", {
          success: false,
          ret_msg: "3303006 auth failed",
          conn_id: "c",
          request: { op: "auth", args: ["key", 5, "sig"] }
        })
      ).toEqual({ _tag: "Auth", success: false, code: 3303006, message: "3303006 auth failed" })
    })
  )
})

describe("error codes to typed errors", () => {
  it("maps the legacy WebSocket codes through the catalogue's legacy channel", () => {
    const market = Markets.markets.spotV3
    const tag = (code: number) => Protocol.toExchangeError(market, "auth", { code, message: "m" })._tag
    expect(tag(-1004)).toBe("NotAuthenticated")
    expect(tag(3303006)).toBe("UsdcOptionAuthFailed")
    expect(tag(10001)).toBe("ParamsError")
    expect(tag(10003)).toBe("InvalidApiKey")
    expect(tag(987654321)).toBe("ApiError")
    const error = Protocol.toExchangeError(market, "subscribe", { code: -1004, message: "not authenticated" })
    expect(error.endpoint).toBe("ws:spotV3:subscribe")
    expect(error.code).toBe(-1004)
  })

  it("signs private spot v1 URLs with api_key, expires and signature", () => {
    expect(Protocol.authQuery(["my key", 1700000005000, "abc123"])).toBe(
      "?api_key=my+key&expires=1700000005000&signature=abc123"
    )
  })
})

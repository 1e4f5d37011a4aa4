import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Envelope from "../../src/Schema/Envelope.js"
import { fixtureEnvelope, readFixture } from "./fixture.js"

describe("Envelope", () => {
  it.effect("decodes the V5 envelope of a docs example, leaving result raw", () =>
    Effect.gen(function* () {
      const env = yield* fixtureEnvelope("server-time")
      expect(env.retCode).toBe(0)
      expect(env.retMsg).toBe("OK")
      expect(env.time).toBe(1688639403423)
      expect(env.retExtInfo).toEqual({})
      expect(env.result).toEqual({ timeSecond: "1688639403", timeNano: "1688639403423213947" })
      expect(Envelope.isSuccess(env)).toBe(true)
    })
  )

  it("tolerates every success spelling and missing result / retExtInfo / time", () => {
    for (const retMsg of ["OK", "success", "SUCCESS", ""]) {
      const decoded = Schema.decodeUnknownResult(Envelope.V5Envelope)({ retCode: 0, retMsg })
      expect(Result.map(decoded, (e) => [e.retMsg, Envelope.isSuccess(e)])).toStrictEqual(
        Result.succeed([retMsg, true])
      )
    }
    const error = Schema.decodeUnknownSync(Envelope.V5Envelope)({
      retCode: 10001,
      retMsg: "params error",
      result: null
    })
    expect(Envelope.isSuccess(error)).toBe(false)
    expect(error.result).toBeNull()
    expect(error.time).toBeUndefined()
  })

  it("accepts time as a numeric string and rejects an envelope without retCode", () => {
    const env = Schema.decodeUnknownSync(Envelope.V5Envelope)({ retCode: 0, retMsg: "OK", time: "1672125441042" })
    expect(env.time).toBe(1672125441042)
    expect(Result.isFailure(Schema.decodeUnknownResult(Envelope.V5Envelope)({ retMsg: "OK", result: {} }))).toBe(true)
    expect(Result.isFailure(Schema.decodeUnknownResult(Envelope.V5Envelope)("<html>"))).toBe(true)
  })

  it.effect("decodes the batch status list of /v5/order/create-batch", () =>
    Effect.gen(function* () {
      const env = yield* Schema.decodeUnknownEffect(Envelope.V5BatchEnvelope)(readFixture("order-create-batch"))
      expect(env.retExtInfo?.list).toEqual([
        { code: 0, msg: "OK" },
        { code: 0, msg: "OK" }
      ])
      const info = yield* Schema.decodeUnknownEffect(Envelope.BatchExtInfo)({
        list: [
          { code: 0, msg: "OK" },
          { code: 110007, msg: "Insufficient balance" }
        ]
      })
      expect(info.list.map((s) => s.code)).toEqual([0, 110007])
    })
  )

  it("decodes the legacy envelope, with and without the rate-limit fields", () => {
    // v2 `/v2/public/time` docs example.
    const time = Schema.decodeUnknownSync(Envelope.LegacyEnvelope)({
      ret_code: 0,
      ret_msg: "OK",
      ext_code: "",
      ext_info: "",
      result: {},
      time_now: "1577444332.192859"
    })
    expect(time.time_now).toBe("1577444332.192859")
    expect(time.rate_limit).toBeUndefined()
    expect(Envelope.isSuccess(time)).toBe(true)
    // v2 private docs example shape: ext_info null, rate-limit trio.
    const priv = Schema.decodeUnknownSync(Envelope.LegacyEnvelope)({
      ret_code: 0,
      ret_msg: "OK",
      ext_code: null,
      ext_info: null,
      result: { BTC: { equity: 1002 } },
      time_now: "1578284274.816029",
      rate_limit_status: 98,
      rate_limit_reset_ms: 1580885703683,
      rate_limit: 100
    })
    expect([priv.rate_limit_status, priv.rate_limit_reset_ms, priv.rate_limit]).toEqual([98, 1580885703683, 100])
    expect(priv.ext_code).toBeNull()
    // Spot v1 sends no ret_msg text at times and a result.serverTime instead of time_now.
    const spot = Schema.decodeUnknownSync(Envelope.LegacyEnvelope)({
      ret_code: 0,
      result: { serverTime: 1625799317787 }
    })
    expect(spot.ret_msg).toBe("")
    expect(spot.result).toEqual({ serverTime: 1625799317787 })
  })

  it("decode normalizes both envelopes", () => {
    const v5 = Envelope.decode("v5", {
      retCode: 110007,
      retMsg: "ab not enough",
      result: {},
      retExtInfo: { x: 1 },
      time: 5
    })
    expect(v5).toStrictEqual(
      Result.succeed({ code: 110007, message: "ab not enough", result: {}, extInfo: { x: 1 }, time: 5 })
    )
    const bare = Envelope.decode("v5", { retCode: 0, retMsg: "" })
    expect(bare).toStrictEqual(Result.succeed({ code: 0, message: "", result: undefined }))
    const legacy = Envelope.decode("legacy", {
      ret_code: 10002,
      ret_msg: "invalid request, please check your timestamp",
      ext_info: "",
      result: null,
      time_now: "1577444332.192859"
    })
    expect(legacy).toStrictEqual(
      Result.succeed({
        code: 10002,
        message: "invalid request, please check your timestamp",
        result: null,
        extInfo: "",
        time: 1577444332193
      })
    )
    // a legacy-envelope family can answer a path in V5's envelope (the P2P seller-cancel review's page): the body's
    // own code key decides; a V5 body is still held to V5's envelope, and a legacy body to the legacy one
    expect(Envelope.decode("legacy", { retCode: 0, retMsg: "SUCCESS", retExtInfo: {} })).toStrictEqual(
      Result.succeed({ code: 0, message: "SUCCESS", result: undefined, extInfo: {} })
    )
    expect(Result.isFailure(Envelope.decode("legacy", { retCode: "0", retMsg: "OK" }))).toBe(true)
    expect(Result.isFailure(Envelope.decode("v5", { ret_code: 0 }))).toBe(true)
  })
})

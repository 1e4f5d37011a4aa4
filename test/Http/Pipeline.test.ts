import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { ApiError } from "../../src/Errors/exchange/Common.js"
import * as Pipeline from "../../src/Http/Pipeline.js"
import * as Market from "../../src/Http/v5/market/Activity.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Environment from "../../src/Layers/Environment.js"

// The composition of the stage list: a call enters the stages in the list's order, each once, and a shorter list
// (the public-only one) skips what it leaves out. Stub stages record where the call went.

const envelope = (retCode: number) =>
  JSON.stringify({ retCode, retMsg: retCode === 0 ? "OK" : "no", result: { list: [] }, retExtInfo: {}, time: 1 })

const stages = (entered: Array<string>, retCode = 0): Pipeline.Stages => ({
  prepare: (_call, params) => {
    entered.push("prepare")
    return Result.succeed({ ...(params as object) })
  },
  checkRules: (_call, _wire, next) => {
    entered.push("checkRules")
    return next()
  },
  budget: (_call, _wire, _credentials, exchange, decode) => {
    entered.push("budget")
    return Effect.flatMap(exchange, decode)
  },
  // the signature is made when the exchange runs (under the budget), as the real stage's timestamp is taken
  sign: (_call, _wire, _credentials, then) =>
    Effect.suspend(() => {
      entered.push("sign")
      return then({ query: "", body: "{}", contentType: "application/json", headers: { "X-BAPI-SIGN": "s" } })
    }),
  send: (_call, _request, signed) =>
    Effect.sync(() => {
      entered.push(signed ? "send signed" : "send")
      return { status: 200, headers: {}, text: envelope(retCode) }
    }),
  decode: (_call, reply, classify) => {
    entered.push("decode")
    const body = JSON.parse(reply.text) as { retCode: number; retMsg: string; result: unknown }
    return body.retCode === 0
      ? Effect.succeed({
          result: body.result,
          time: Option.none(),
          extInfo: {},
          rateLimit: Option.none(),
          requestId: Option.none(),
          headers: {}
        })
      : Effect.flatMap(classify({ code: body.retCode, message: body.retMsg, endpoint: "/x" }), Effect.fail)
  },
  classify: (_call, input) => {
    entered.push("classify")
    return Effect.succeed(new ApiError(input))
  },
  retry: (_call, _params, send) =>
    Effect.suspend(() => {
      entered.push("retry")
      return send
    }),
  confirm: () => Effect.succeed(Option.none())
})

const settings = (credentials: boolean): Pipeline.Settings => ({
  environment: Environment.custom({ restUrl: "http://127.0.0.1:1", wsUrl: "ws://127.0.0.1:1" }),
  defaultCredentials: credentials
    ? Option.some({ apiKey: Redacted.make("key"), apiSecret: Redacted.make("secret") })
    : Option.none(),
  clock: { now: Effect.succeed(1), offset: Effect.succeed(0), resync: Effect.void },
  referer: "test",
  insecure: Option.none(),
  recorder: undefined,
  rateLimits: new Map(),
  budgetPauses: false
})

const order = {
  category: "linear",
  symbol: "BTCUSDT",
  side: "Buy",
  orderType: "Market",
  qty: "0.001"
} as const

describe("Pipeline.compose", () => {
  it("names its stages in the order a call meets them", () => {
    expect(Pipeline.stageNames).toEqual([
      "prepare",
      "checkRules",
      "budget",
      "sign",
      "send",
      "decode",
      "classify",
      "retry",
      "confirm"
    ])
  })

  it.effect("a signed order enters each stage of the full list once, in order", () =>
    Effect.gen(function* () {
      const entered: Array<string> = []
      const http = Pipeline.compose(stages(entered), settings(true))
      yield* http.call(Trade.create, order)
      expect(entered).toEqual(["retry", "prepare", "checkRules", "budget", "sign", "send signed", "decode"])
    })
  )

  it.effect("a refusal goes from decode to classify, and fails with the classified error", () =>
    Effect.gen(function* () {
      const entered: Array<string> = []
      const http = Pipeline.compose(stages(entered, 10001), settings(true))
      const error = yield* Effect.flip(http.call(Trade.create, order))
      expect(error._tag).toBe("ApiError")
      expect(entered.slice(-2)).toEqual(["decode", "classify"])
    })
  )

  it.effect("the public-only list skips the stages it leaves out, and cannot sign", () =>
    Effect.gen(function* () {
      const entered: Array<string> = []
      const full = stages(entered)
      const http = Pipeline.compose(
        { ...full, checkRules: undefined, budget: undefined, sign: undefined, confirm: undefined },
        settings(true)
      )
      yield* http.call(Market.tickers, { category: "linear" })
      expect(entered).toEqual(["retry", "prepare", "send", "decode"])
      // a call that carries credentials on a list without sign is a programming error, told as a defect
      const exit = yield* Effect.exit(http.call(Trade.create, order))
      expect(Exit.hasDies(exit)).toBe(true)
    })
  )
})

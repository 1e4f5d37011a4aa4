import { createHmac } from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Metric from "effect/Metric"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { HttpError } from "../../../src/Errors/TransportError.js"
import * as InverseV2 from "../../../src/Http/legacy/InverseV2.js"
import * as Pipeline from "../../../src/Http/Pipeline.js"
import * as Budget from "../../../src/Http/stages/budget.js"
import * as Decode from "../../../src/Http/stages/decode.js"
import * as Prepare from "../../../src/Http/stages/prepare.js"
import * as Sign from "../../../src/Http/stages/sign.js"
import * as Validate from "../../../src/Http/Validate.js"
import * as Market from "../../../src/Http/v5/Market.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import type * as ClockOffset from "../../../src/Layers/ClockOffset.js"
import * as RateBudget from "../../../src/Layers/RateBudget.js"
import * as RateBudgetStore from "../../../src/Layers/RateBudgetStore.js"
import * as Node from "../../../src/node.js"
import * as Metrics from "../../../src/Observability/Metrics.js"
import { Signer } from "../../../src/Signing/Signer.js"
import * as SignV5 from "../../../src/Signing/SignV5.js"

// The executor's named steps, each on its own: prepare → budget → sign (request) → decode (status, envelope,
// retCode, result). test/Http/BybitHttp.test.ts runs them composed against a server.

const order = {
  category: "linear",
  symbol: "BTCUSDT",
  side: "Buy",
  orderType: "Limit",
  qty: "0.001",
  price: "50000"
} as const

// (with the check of parameters of Bybit.layer's executor, order entry's included)
describe("prepare", () => {
  it("encodes the wire parameters and drops undefined values", () => {
    const wire = Prepare.prepare(Trade.create, { ...order, orderLinkId: undefined }, false, Validate.params)
    expect(Result.getOrThrow(wire)).toEqual(order)
  })

  it("refuses before anything is sent: strict undefined, the cheap checks, the schema (with its path)", () => {
    const strict = Prepare.prepare(Trade.create, { ...order, orderLinkId: undefined }, true, Validate.params)
    expect(Result.isFailure(strict) && strict.failure._tag).toBe("UndefinedParameter")
    const cheap = Prepare.prepare(Trade.create, { ...order, qty: "-1" }, false, Validate.params)
    expect(Result.isFailure(cheap) && cheap.failure._tag).toBe("InvalidParameters")
    const schema = Prepare.prepare(Trade.create, { ...order, side: "Sideways" }, false, Validate.params)
    expect(Result.isFailure(schema) && schema.failure._tag).toBe("InvalidParameters")
    expect(Result.isFailure(schema) && schema.failure.message).toContain("side")
  })
})

describe("budget step", () => {
  it("draws the endpoint's group, the wire's category and cost, and the signing key's account", () => {
    const key = Redacted.make("key-1")
    expect(Budget.drawOf(Trade.create, order, Option.some(key))).toEqual({
      group: Trade.create.rateGroup,
      category: "linear",
      isRead: false,
      cost: 1,
      account: RateBudget.accountOf(key)
    })
    const batch = { category: "linear", request: [order, order, order] }
    expect(Budget.drawOf(Trade.createBatch, batch, Option.none()).cost).toBe(3)
    expect(Budget.drawOf(Market.tickers, { category: "spot" }, Option.none()).account).toBeUndefined()
  })

  it.effect(
    "the stage: units held while the rest of the call runs and settled at its end; an IP ban fails the call as the HTTP 403 it stands for; the wait is recorded",
    () =>
      Effect.gen(function* () {
        const budget = RateBudget.makeWith(yield* RateBudgetStore.makeMemory)
        const clock: ClockOffset.ClockOffsetService = {
          now: Clock.currentTimeMillis,
          offset: Effect.succeed(0),
          resync: Effect.void
        }
        // the wait's histogram is the library's, shared by every call of this process: counted from here
        const wait = Metrics.budgetWaitOf(Trade.create.path)
        const waitsBefore = (yield* Metric.value(wait)).count
        const callOf = (): Pipeline.Call => {
          const call = new Pipeline.Call(Trade.create, order, {}, undefined)
          call.wire = order
          call.credentials = Option.some({ apiKey: Redacted.make("k"), apiSecret: Redacted.make("s") })
          return call
        }
        const inFlightNow = Effect.map(
          budget.snapshot,
          (s) => [...s.values()].flatMap((state) => state.inFlight ?? []).length
        )
        // the rest of the call (sign, send, decode, classify): what is in flight while it runs
        const seen: Array<number> = []
        const stage = Budget.make(
          budget,
          clock
        )((_call) =>
          Effect.map(inFlightNow, (n) => {
            seen.push(n)
            return {
              result: {},
              time: Option.none(),
              extInfo: {},
              rateLimit: Option.none(),
              requestId: Option.none(),
              headers: {}
            }
          })
        )
        yield* stage(callOf())
        // the group's unit and the IP's: the server counts the IP's when the request arrives, so it stays too
        expect(seen).toEqual([2])
        expect(yield* inFlightNow).toBe(0)
        expect((yield* Metric.value(wait)).count).toBe(waitsBefore + 1)
        yield* budget.ban
        const error = yield* Effect.flip(stage(callOf()))
        expect(error).toBeInstanceOf(HttpError)
        expect(error instanceof HttpError && error.code).toBe(403)
        // refused before the rest of the call ran, with nothing left in flight
        expect(seen).toEqual([2])
        expect(yield* inFlightNow).toBe(0)
      })
  )
})

describe("request step", () => {
  it.effect("a private V5 POST: the JSON body with the documented SignV5 headers; a public GET: the query", () =>
    Effect.gen(function* () {
      const signer = yield* Signer
      const credentials = { apiKey: Redacted.make("key-1"), apiSecret: Redacted.make("secret-1") }
      const context = {
        credentials: Option.some(credentials),
        signer,
        now: Effect.succeed(1_700_000_000_000),
        recvWindow: 5000,
        referer: "effect-bybit"
      }
      const post = yield* Sign.build(Trade.create, { ...order }, context)
      expect(post.body).toBe(JSON.stringify(order))
      expect(post.contentType).toBe("application/json")
      const expected = yield* SignV5.headers({
        apiKey: credentials.apiKey,
        secret: credentials.apiSecret,
        timestamp: 1_700_000_000_000,
        recvWindow: 5000,
        body: JSON.stringify(order)
      })
      expect(post.headers).toEqual({ Referer: "effect-bybit", ...expected })
      const get = yield* Sign.build(
        Market.tickers,
        { category: "spot", symbol: "BTCUSDT" },
        { ...context, credentials: Option.none() }
      )
      expect(get).toEqual({
        query: "category=spot&symbol=BTCUSDT",
        body: undefined,
        contentType: undefined,
        headers: { Referer: "effect-bybit" }
      })
    }).pipe(Effect.provide(Node.layer))
  )

  it.effect("an older family's signed GET: sorted parameters with api_key, timestamp and sign in the query", () =>
    Effect.gen(function* () {
      const signer = yield* Signer
      const request = yield* Sign.build(
        InverseV2.executions,
        { symbol: "BTCUSD" },
        {
          credentials: Option.some({ apiKey: Redacted.make("key-1"), apiSecret: Redacted.make("secret-1") }),
          signer,
          now: Effect.succeed(1_700_000_000_000),
          recvWindow: 5000,
          referer: "effect-bybit"
        }
      )
      const unsigned = "api_key=key-1&recv_window=5000&symbol=BTCUSD&timestamp=1700000000000"
      expect(request.query).toBe(`${unsigned}&sign=${createHmac("sha256", "secret-1").update(unsigned).digest("hex")}`)
      expect(request.headers).toEqual({ Referer: "effect-bybit" })
    }).pipe(Effect.provide(Node.layer))
  )
})

describe("decode step", () => {
  const decode = (status: number, text: string, onRateLimited?: (resetAt: number | undefined) => void) =>
    Decode.decodeResponse(
      Market.time,
      status,
      { traceid: "t-1" },
      Option.some({ limit: 10, remaining: 0, resetAt: 1_700_000_001_000, status: "" } as never),
      text,
      (input) =>
        Effect.succeed({ _tag: input.code === 10006 ? "RateLimitExceeded" : "ApiError", code: input.code } as const),
      undefined,
      onRateLimited
    )

  it.effect("status, JSON, envelope, retCode and result, each refused with its own error", () =>
    Effect.gen(function* () {
      const ok = yield* decode(
        200,
        JSON.stringify({
          retCode: 0,
          retMsg: "OK",
          result: { timeSecond: "1700000000", timeNano: "1700000000000000000" },
          retExtInfo: {},
          time: 1_700_000_000_000
        })
      )
      expect(ok.result.timeSecond).toBe("1700000000")
      expect(ok.requestId).toEqual(Option.some("t-1"))
      expect((yield* Effect.flip(decode(502, "bad gateway")))._tag).toBe("HttpError")
      expect((yield* Effect.flip(decode(200, "{not json")))._tag).toBe("DecodeError")
      expect((yield* Effect.flip(decode(200, JSON.stringify({ retCode: "x" }))))._tag).toBe("DecodeError")
      let heard: number | undefined
      const limited = yield* Effect.flip(
        decode(200, JSON.stringify({ retCode: 10006, retMsg: "Too many visits!", result: {}, time: 1 }), (at) => {
          heard = at
        })
      )
      expect(limited._tag).toBe("RateLimitExceeded")
      expect(heard).toBe(1_700_000_001_000)
    })
  )
})

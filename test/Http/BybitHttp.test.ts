import { readFileSync } from "node:fs"
import * as Net from "node:net"
import { describe, expect, expectTypeOf, it } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Metric from "effect/Metric"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as Bybit from "../../src/Bybit.js"
import type { InvalidParameters, MissingCredentials, UndefinedParameter } from "../../src/Errors/ConfigError.js"
import type * as ExchangeError from "../../src/Errors/ExchangeError.js"
import type { DecodeError, HttpError, TransportError } from "../../src/Errors/TransportError.js"
import type { UnexpectedExchangeError } from "../../src/Errors/UnexpectedExchangeError.js"
import * as BybitHttp from "../../src/Http/BybitHttp.js"
import * as Endpoint from "../../src/Http/Endpoint.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Environment from "../../src/Layers/Environment.js"
import type { RateBudgetUnavailable } from "../../src/Layers/RateBudgetStore.js"
import * as Node from "../../src/node.js"
import * as Metrics from "../../src/Observability/Metrics.js"
import * as Recorder from "../../src/Observability/Recorder.js"
import * as Decoding from "../../src/Schema/Decoding.js"
import * as FastDecode from "../../src/Schema/FastDecode.js"
import * as WebPlatform from "../../src/WebPlatform.js"
import * as TestServer from "../support/TestServer.js"

const fixture = (name: string): TestServer.Reply => ({
  body: JSON.parse(readFileSync(new URL(`../fixtures/v5/${name}.json`, import.meta.url), "utf8"))
})

const KEY = "test-api-key"
const SECRET = "test-api-secret-0123456789"

/** The REST client on the test server. */
const client: TestServer.ClientOptions = { credentials: { apiKey: KEY, apiSecret: SECRET } }

describe("BybitHttp against a local server", () => {
  it.live("public GET: no auth headers, Referer names the library, result decoded", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/market/time", fixture("server-time"))
        const time = yield* Market.getServerTime()
        expect(time.timeSecond).toBe("1688639403")
        const request = server.requests[0]!
        expect(request.method).toBe("GET")
        expect(request.rawQuery).toBe("")
        expect(request.headers.referer).toBe("effect-bybit")
        expect(request.headers["x-bapi-api-key"]).toBeUndefined()
        expect(request.headers["x-bapi-sign"]).toBeUndefined()
      })
    )
  )

  it.live("market endpoints send their query in order and decode the docs' examples", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/market/tickers", fixture("tickers.spot"))
        server.reply("/v5/market/kline", fixture("kline"))
        server.reply("/v5/market/orderbook", fixture("orderbook"))
        server.reply("/v5/market/instruments-info", fixture("instruments-info.linear"))
        const tickers = yield* Market.getTickers({ category: "spot", symbol: "BTCUSDT" })
        expect(tickers.list[0]?.lastPrice).toBe("20533.13")
        expect(server.requests[0]?.rawQuery).toBe("category=spot&symbol=BTCUSDT")
        const kline = yield* Market.getKline({ category: "inverse", symbol: "BTCUSD", interval: "60", limit: 2 })
        expect(kline.list.length).toBeGreaterThan(0)
        expect(server.requests[1]?.rawQuery).toBe("category=inverse&symbol=BTCUSD&interval=60&limit=2")
        const book = yield* Market.getOrderbook({ category: "spot", symbol: "BTCUSDT" })
        expect(book.b.length).toBeGreaterThan(0)
        const instruments = yield* Market.getInstrumentsInfo({ category: "linear", symbol: "BTCUSDT" })
        expect(instruments.list[0]?.symbol).toBe("BTCUSDT")
      })
    )
  )

  it.live("signed POST: headers verify over the exact body sent, recvWindow default and per call", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/order/create", (request) =>
          TestServer.verifyV5(request, SECRET) ? fixture("order-create") : TestServer.fail(10004, "error sign!")
        )
        const ack = yield* Trade.submitOrder({
          category: "linear",
          symbol: "ETHUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.2",
          price: "2800",
          timeInForce: "PostOnly"
        })
        expect(ack.orderId).toBe("1321003749386327552")
        const sent = server.requests[0]!
        expect(sent.method).toBe("POST")
        expect(sent.body).toBe(
          '{"category":"linear","symbol":"ETHUSDT","side":"Buy","orderType":"Limit","qty":"0.2","price":"2800","timeInForce":"PostOnly"}'
        )
        expect(sent.headers["content-type"]).toContain("application/json")
        expect(sent.headers["x-bapi-api-key"]).toBe(KEY)
        expect(sent.headers["x-bapi-recv-window"]).toBe("5000")
        expect(sent.headers["x-bapi-sign-type"]).toBe("2")
        expect(sent.headers["x-bapi-sign"]).toMatch(/^[0-9a-f]{64}$/)
        expect(Math.abs(Number(sent.headers["x-bapi-timestamp"]) - Date.now())).toBeLessThan(5_000)

        yield* Trade.cancelOrder({ category: "linear", symbol: "ETHUSDT", orderId: "1" }, { recvWindow: 20_000 }).pipe(
          Effect.flip
        )
        expect(server.requests[1]?.headers["x-bapi-recv-window"]).toBe("20000")
      })
    )
  )

  it.live("signed GETs sign the query string as sent, through the Node and the browser platforms", () =>
    Effect.forEach([Node.layer, WebPlatform.layer], (platform) =>
      TestServer.withServer(
        (server) =>
          Effect.gen(function* () {
            const verified = (name: string) => (request: TestServer.RecordedRequest) =>
              TestServer.verifyV5(request, SECRET) ? fixture(name) : TestServer.fail(10004, "error sign!")
            server.reply("/v5/order/realtime", verified("order-realtime"))
            server.reply("/v5/position/list", verified("position-list"))
            server.reply("/v5/account/wallet-balance", verified("wallet-balance"))
            const orders = yield* Trade.getActiveOrders({ category: "linear", symbol: "ETHUSDT", limit: 1 })
            expect(orders.list.length).toBeGreaterThan(0)
            expect(server.requests[0]?.rawQuery).toBe("category=linear&symbol=ETHUSDT&limit=1")
            const positions = yield* Position.getPositionInfo({ category: "inverse", symbol: "BTCUSD" })
            expect(positions.list[0]?.symbol).toBe("BTCUSD")
            const wallet = yield* Account.getWalletBalance({ accountType: "UNIFIED", coin: "BTC,USDT" })
            expect(wallet.list[0]?.accountType).toBe("UNIFIED")
            // the comma is percent-encoded in what is sent and in what is signed alike
            expect(server.requests[2]?.rawQuery).toBe("accountType=UNIFIED&coin=BTC%2CUSDT")
          }),
        { ...client, platform }
      )
    )
  )

  it.live(
    "retCode becomes the catalogue error, catchable by tag; undeclared catalogued codes arrive wrapped, unknown ones as ApiError",
    () =>
      TestServer.withServer(client, (server) =>
        Effect.gen(function* () {
          server.reply("/v5/order/create", {
            ...TestServer.fail(110007, "ab not enough for new order"),
            headers: { traceid: "trace-123" }
          })
          const order = { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "1" } as const
          const caught = yield* Trade.submitOrder(order).pipe(
            Effect.map(() => "placed"),
            Effect.catchTag("InsufficientBalance", (e) => Effect.succeed(`${e.code} ${e.message} ${e.endpoint}`))
          )
          expect(caught).toBe("110007 ab not enough for new order /v5/order/create")
          const error = yield* Effect.flip(Trade.submitOrder(order))
          expect(error._tag).toBe("InsufficientBalance")
          expect(error).toMatchObject({ requestId: "trace-123" })

          server.reply("/v5/market/tickers", TestServer.fail(999999, "something new"))
          const unknown = yield* Effect.flip(Market.getTickers({ category: "linear" }))
          expect(unknown).toMatchObject({ _tag: "ApiError", code: 999999, message: "something new" })
          expect(unknown).toMatchObject({ endpoint: "/v5/market/tickers" })

          server.reply("/v5/market/tickers", TestServer.fail(110001, "order not exists"))
          const undeclared = yield* Effect.flip(Market.getTickers({ category: "linear" }))
          // a catalogued code the endpoint does not document: one tag for the unexpected, the specific error inside
          expect(undeclared).toMatchObject({ _tag: "UnexpectedExchangeError", code: 110001 })
          const inner = yield* Market.getTickers({ category: "linear" }).pipe(
            Effect.map(() => "none"),
            Effect.catchTag("UnexpectedExchangeError", (e) => Effect.succeed(`${e.error._tag} ${e.error.message}`))
          )
          expect(inner).toBe("OrderNotFound order not exists")

          server.reply("/v5/market/tickers", TestServer.fail(10006, "Too many visits!"))
          expect((yield* Effect.flip(Market.getTickers({ category: "linear" })))._tag).toBe("RateLimitExceeded")
        })
      )
  )

  it.live("non-200 is HttpError with status, status text, body and headers", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/market/tickers", {
          status: 403,
          headers: { "x-custom": "1" },
          body: "access too frequent"
        })
        const error = yield* Effect.flip(Market.getTickers({ category: "linear" }))
        if (error._tag !== "HttpError") throw new Error(`expected HttpError, got ${error._tag}`)
        expect(error.code).toBe(403)
        expect(error.message).toBe("Forbidden")
        expect(error.body).toBe("access too frequent")
        expect(error.headers["x-custom"]).toBe("1")
      })
    )
  )

  it.live("no response at all is a TransportError carrying the raw cause", () =>
    Effect.gen(function* () {
      // a server that closes every connection it accepts, answering nothing, on a port it holds for the whole test (a
      // port freed by closing a server can be taken meanwhile by another test's server, which answers)
      const server = yield* Effect.acquireRelease(
        Effect.callback<Net.Server>((resume) => {
          const dropping = Net.createServer((socket) => socket.destroy())
          dropping.listen(0, "127.0.0.1", () => resume(Effect.succeed(dropping)))
        }),
        (dropping) =>
          Effect.callback<void>((resume) => {
            dropping.close(() => resume(Effect.void))
          })
      )
      const url = `http://127.0.0.1:${(server.address() as Net.AddressInfo).port}`
      const layer = Bybit.layer({ environment: Environment.custom({ restUrl: url, wsUrl: url }) }).pipe(
        Layer.provide(Node.layer)
      )
      const error = yield* Effect.flip(Effect.provide(Market.getServerTime(), layer))
      expect(error._tag).toBe("TransportError")
      if (error._tag === "TransportError") {
        expect(error.reason).toBe("Transport")
        expect(error.cause).toBeDefined()
      }
    }).pipe(Effect.scoped)
  )

  it.live("a slow answer times out per call as TransportError(Timeout)", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/market/time", { ...fixture("server-time"), delayMs: 2_000 })
        const error = yield* Effect.flip(Market.getServerTime({}, { timeout: "100 millis" }))
        expect(error).toMatchObject({ _tag: "TransportError", reason: "Timeout" })
      })
    )
  )

  it.live("undecodable bodies are DecodeError naming endpoint and path", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/market/time", { body: "<html>not json" })
        const notJson = yield* Effect.flip(Market.getServerTime())
        expect(notJson).toMatchObject({ _tag: "DecodeError", endpoint: "/v5/market/time", path: "$" })

        server.reply("/v5/market/time", { body: { retMsg: "OK", result: {} } })
        const noCode = yield* Effect.flip(Market.getServerTime())
        expect(noCode).toMatchObject({ _tag: "DecodeError", path: "$.retCode" })

        server.reply(
          "/v5/market/tickers",
          TestServer.ok({ category: "linear", list: [{ symbol: "X", lastPrice: "abc" }] })
        )
        const badField = yield* Effect.flip(Market.getTickers({ category: "linear" }))
        expect(badField).toMatchObject({ _tag: "DecodeError", path: "$.result.list[0].lastPrice" })
      })
    )
  )

  it.live("invalid parameters fail before anything is sent", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(
          Market.getTickers({ category: "futures" } as unknown as Parameters<typeof Market.getTickers>[0])
        )
        expect(error).toMatchObject({
          _tag: "InvalidParameters",
          endpoint: "/v5/market/tickers",
          path: "params.category"
        })
        expect(server.requests).toHaveLength(0)
      })
    )
  )

  it.live("rate-limit headers are parsed on every response", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/order/realtime", {
          ...fixture("order-realtime"),
          headers: {
            "X-Bapi-Limit": "50",
            "X-Bapi-Limit-Status": "49",
            "X-Bapi-Limit-Reset-Timestamp": "1672738134824"
          }
        })
        const http = yield* BybitHttp.BybitHttp
        const response = yield* http.callWithMeta(Trade.realtime, { category: "linear", symbol: "BTCUSDT" })
        expect(response.rateLimit).toEqual(Option.some({ limit: 50, remaining: 49, resetAt: 1672738134824 }))
        expect(Option.isSome(response.time)).toBe(true)
        const limits = yield* http.rateLimits
        expect(limits.get("order/realtime")).toEqual({ limit: 50, remaining: 49, resetAt: 1672738134824 })
      })
    )
  )

  it.live("another credential set for one call (sub-account) without a second client", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/account/wallet-balance", fixture("wallet-balance"))
        const sub = yield* Credentials.make({ apiKey: "sub-key", apiSecret: "sub-secret" })
        yield* Credentials.withCredentials(Account.getWalletBalance({ accountType: "UNIFIED" }), Option.getOrThrow(sub))
        yield* Account.getWalletBalance({ accountType: "UNIFIED" })
        expect(server.requests[0]?.headers["x-bapi-api-key"]).toBe("sub-key")
        expect(TestServer.verifyV5(server.requests[0]!, "sub-secret")).toBe(true)
        expect(server.requests[1]?.headers["x-bapi-api-key"]).toBe(KEY)
      })
    )
  )

  it.live("the secret appears in no request header, error or log", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/order/create", { status: 500, body: "boom" })
        const error = yield* Effect.flip(
          Trade.submitOrder({ category: "spot", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "1" })
        )
        const everything = JSON.stringify(server.requests) + JSON.stringify(error) + String(error)
        expect(everything).not.toContain(SECRET)
      })
    )
  )

  it.live("legacy envelope and legacy signed parameters", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        const legacy = Endpoint.make({
          name: "setLeverageLegacy",
          method: "POST",
          path: "/v2/private/position/leverage/save",
          auth: "private",
          signing: "legacy",
          envelope: "legacy",
          request: Schema.Struct({ symbol: Schema.String, leverage: Schema.Number }),
          response: Schema.Number
        })
        server.reply(legacy.path, {
          body: { ret_code: 0, ret_msg: "OK", ext_code: "", result: 100, time_now: "1577444332.192859" }
        })
        const http = yield* BybitHttp.BybitHttp
        const response = yield* http.callWithMeta(legacy, { symbol: "BTCUSD", leverage: 100 })
        expect(response.result).toBe(100)
        expect(response.time).toEqual(Option.some(1577444332193))
        const sent = JSON.parse(server.requests[0]!.body) as Record<string, unknown>
        expect(Object.keys(sent)).toEqual(["api_key", "leverage", "recv_window", "symbol", "timestamp", "sign"])
        // independent check of the documented legacy algorithm: sorted k=v&..., unencoded, HMAC hex
        const { createHmac } = yield* Effect.promise(() => import("node:crypto"))
        const { sign, ...rest } = sent
        const payload = Object.keys(rest)
          .sort()
          .map((k) => `${k}=${String(rest[k])}`)
          .join("&")
        expect(sign).toBe(createHmac("sha256", SECRET).update(payload).digest("hex"))

        server.reply(legacy.path, { body: { ret_code: 10004, ret_msg: "error sign!", result: null } })
        const error = yield* Effect.flip(http.call(legacy, { symbol: "BTCUSD", leverage: 100 }))
        expect(error._tag).toBe("InvalidSignature")
      })
    )
  )
})

describe("the decoding the platform layer installs", () => {
  // which decoder each schema was asked of: the executor's answers and requests go through the installed decoding
  const spying = (inner: Decoding.Decoding) => {
    const asked: Array<string> = []
    const decoding: Decoding.Decoding = {
      decoder: (schema) => {
        asked.push("decoder")
        return inner.decoder(schema)
      },
      encoder: (schema) => {
        asked.push("encoder")
        return inner.encoder(schema)
      }
    }
    return { asked, layer: Layer.succeed(Decoding.FastDecoding, decoding) }
  }

  it.live(
    "Node's and the full browser layer decode with the fast path; the lean browser layer with the Schema parser",
    () =>
      Effect.gen(function* () {
        // what the executor resolves when it is built under each
        const installed = <ROut>(platform: Layer.Layer<ROut>) =>
          Effect.scoped(
            Effect.provide(
              Effect.gen(function* () {
                return yield* Decoding.current
              }),
              platform
            )
          )
        expect(yield* installed(Layer.empty)).toBe(Decoding.schema)
        expect(yield* installed(WebPlatform.layerPublic)).toBe(Decoding.schema)
        expect(yield* installed(WebPlatform.layer)).toBe(FastDecode.decoding)
        expect(yield* installed(Node.layer)).toBe(FastDecode.decoding)
        expect(yield* installed(Node.layerHttpClient)).toBe(FastDecode.decoding)
      })
  )

  it.live("the request latency is recorded where the recorder is installed: Node's and the full browser layer", () =>
    Effect.gen(function* () {
      const installed = <ROut>(platform: Layer.Layer<ROut>) =>
        Effect.scoped(
          Effect.provide(
            Effect.gen(function* () {
              return yield* Recorder.current
            }),
            platform
          )
        )
      expect(yield* installed(Layer.empty)).toBeUndefined()
      expect(yield* installed(WebPlatform.layerPublic)).toBeUndefined()
      expect(yield* installed(WebPlatform.layer)).toBe(Metrics.recorder)
      expect(yield* installed(Node.layer)).toBe(Metrics.recorder)
      expect(yield* installed(Node.layerHttpClient)).toBe(Metrics.recorder)
      // a call records its latency with the recorder, and none without
      const latency = Effect.map(Metric.value(Metrics.requestLatencyOf("/v5/market/tickers")), (s) => s.count)
      const call = (recorder: Recorder.Recorder | undefined) =>
        TestServer.withServer(
          (server) =>
            Effect.gen(function* () {
              server.reply("/v5/market/tickers", fixture("tickers.spot"))
              yield* Market.getTickers({ category: "spot", symbol: "BTCUSDT" })
            }),
          {
            ...client,
            // Node's platform with its recorder, or with it taken out (typed as Node's, which the client asks for)
            platform:
              recorder === undefined
                ? Layer.effectContext(
                    Effect.map(
                      Layer.build(Node.layer),
                      (context) => Context.omit(Recorder.Recording)(context) as typeof context
                    )
                  )
                : Layer.merge(Node.layer, Layer.succeed(Recorder.Recording, recorder))
          }
        )
      const before = yield* latency
      yield* call(undefined)
      expect(yield* latency).toBe(before)
      yield* call(Metrics.recorder)
      expect(yield* latency).toBe(before + 1)
    })
  )

  for (const [name, inner] of [
    ["the Schema parser", Decoding.schema],
    ["the fast path", FastDecode.decoding]
  ] as const) {
    it.live(`a call checks its request and decodes its answer with the installed decoding: ${name}`, () => {
      const spy = spying(inner)
      return TestServer.withServer(
        (server) =>
          Effect.gen(function* () {
            server.reply("/v5/market/tickers", fixture("tickers.spot"))
            const tickers = yield* Market.getTickers({ category: "spot", symbol: "BTCUSDT" })
            expect(tickers.list[0]?.lastPrice).toBe("20533.13")
            // the request's check, the envelope and the result
            expect(spy.asked).toEqual(["encoder", "decoder", "decoder"])
          }),
        { ...client, platform: Layer.merge(Node.layer, spy.layer) }
      )
    })
  }
})

describe("spot v1 cancellations", () => {
  it.live("DELETE sends its signed legacy parameters in the query string", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        const cancel = Endpoint.make({
          name: "cancelSpotOrderV1",
          method: "DELETE",
          path: "/spot/v1/order",
          auth: "private",
          signing: "legacy",
          envelope: "legacy",
          request: Schema.Struct({ orderId: Schema.String }),
          response: Schema.Struct({ orderId: Schema.String })
        })
        server.reply(cancel.path, { body: { ret_code: 0, ret_msg: "", result: { orderId: "42" } } })
        const http = yield* BybitHttp.BybitHttp
        const result = yield* http.call(cancel, { orderId: "42" })
        expect(result.orderId).toBe("42")
        const sent = server.requests[0]!
        expect(sent.method).toBe("DELETE")
        expect(sent.body).toBe("")
        const params = new URLSearchParams(sent.rawQuery)
        expect([...params.keys()]).toEqual(["api_key", "orderId", "recv_window", "timestamp", "sign"])
        const { createHmac } = yield* Effect.promise(() => import("node:crypto"))
        const signed = sent.rawQuery.slice(0, sent.rawQuery.lastIndexOf("&sign="))
        expect(params.get("sign")).toBe(createHmac("sha256", SECRET).update(signed).digest("hex"))
      })
    )
  )
})

describe("error channels are per endpoint", () => {
  it("lists only what each endpoint can fail with", () => {
    type TickersError = Effect.Error<ReturnType<typeof Market.getTickers>>
    expectTypeOf<TickersError>().toEqualTypeOf<
      | ExchangeError.ApiError
      | UnexpectedExchangeError
      | ExchangeError.ParamsError
      | ExchangeError.RateLimitExceeded
      | ExchangeError.ServerError
      | ExchangeError.RouteNotFound
      | ExchangeError.IpRateLimitExceeded
      | ExchangeError.ExchangeUnknownError
      | RateBudgetUnavailable
      | HttpError
      | TransportError
      | DecodeError
      | InvalidParameters
      | UndefinedParameter
    >()
    // public endpoints cannot fail for want of credentials
    expectTypeOf<MissingCredentials>().not.toMatchTypeOf<TickersError>()
    expectTypeOf<ExchangeError.AccountNotUnified>().not.toMatchTypeOf<TickersError>()
    type CreateError = Effect.Error<ReturnType<typeof Trade.submitOrder>>
    expectTypeOf<ExchangeError.InsufficientBalance>().toMatchTypeOf<CreateError>()
    expectTypeOf<MissingCredentials>().toMatchTypeOf<CreateError>()
    expectTypeOf<ExchangeError.InvalidSignature>().toMatchTypeOf<CreateError>()
    // the common signed set: 10020 and 3303001 can come from any private endpoint
    expectTypeOf<ExchangeError.AccountNotUnified>().toMatchTypeOf<CreateError>()
    expectTypeOf<ExchangeError.IncorrectPrivateOperation>().toMatchTypeOf<CreateError>()
    type CancelError = Effect.Error<ReturnType<typeof Trade.cancelOrder>>
    expectTypeOf<ExchangeError.OrderNotFound>().toMatchTypeOf<CancelError>()
    expectTypeOf<ExchangeError.InsufficientBalance>().not.toMatchTypeOf<CancelError>()
  })
})

describe("without a rate budget (rateBudget: false)", () => {
  it.live("a 10006 whose reset has passed is re-sent at once, and every send records its zero budget wait", () =>
    TestServer.withServer(
      (server) =>
        Effect.gen(function* () {
          const wait = Metric.withAttributes(Metrics.budgetWait, { endpoint: "/v5/market/tickers" })
          // the histogram is shared with this file's other tests: compare the count and sum they leave behind
          const before = yield* Metric.value(wait)
          let sends = 0
          server.reply("/v5/market/tickers", () =>
            ++sends === 1
              ? {
                  ...TestServer.fail(10006, "Too many visits!"),
                  headers: {
                    "x-bapi-limit": "10",
                    "x-bapi-limit-status": "0",
                    "x-bapi-limit-reset-timestamp": String(Date.now())
                  }
                }
              : fixture("tickers.spot")
          )
          const tickers = yield* Market.getTickers({ category: "spot", symbol: "BTCUSDT" })
          expect(tickers.category).toBe("spot")
          expect(sends).toBe(2)
          const after = yield* Metric.value(wait)
          expect(after.count).toBe(before.count + 2)
          expect(after.sum - before.sum).toBeLessThanOrEqual(1)

          // without the reset headers the refusal is final
          sends = 0
          server.reply("/v5/market/tickers", () => {
            sends++
            return TestServer.fail(10006, "Too many visits!")
          })
          const refused = yield* Effect.flip(Market.getTickers({ category: "spot", symbol: "BTCUSDT" }))
          expect(refused._tag).toBe("RateLimitExceeded")
          expect(sends).toBe(1)
        }),
      { rateBudget: false }
    )
  )

  it.live("a 10006 waits for the reset it names, then is re-sent once; the wait is capped by the retry policy", () =>
    TestServer.withServer(
      (server) =>
        Effect.gen(function* () {
          const sentAt: Array<number> = []
          let resetAt = 0
          server.reply("/v5/market/tickers", () => {
            sentAt.push(Date.now())
            return {
              ...TestServer.fail(10006, "Too many visits!"),
              headers: {
                "x-bapi-limit": "10",
                "x-bapi-limit-status": "0",
                "x-bapi-limit-reset-timestamp": String(resetAt)
              }
            }
          })
          resetAt = Date.now() + 250
          const refused = yield* Effect.flip(Market.getTickers({ category: "spot", symbol: "BTCUSDT" }))
          // refused again after the one re-send: two sends, the second not before the reset
          expect(refused._tag).toBe("RateLimitExceeded")
          expect(sentAt).toHaveLength(2)
          expect(sentAt[1]!).toBeGreaterThanOrEqual(resetAt - 5)

          // a reset a minute away: the wait stops at the policy's maxDelay (300 ms here)
          sentAt.length = 0
          resetAt = Date.now() + 60_000
          const started = Date.now()
          yield* Effect.flip(Market.getTickers({ category: "spot", symbol: "BTCUSDT" }))
          expect(sentAt).toHaveLength(2)
          expect(sentAt[1]! - started).toBeGreaterThanOrEqual(290)
          expect(sentAt[1]! - started).toBeLessThan(20_000)
        }),
      { rateBudget: false, retry: { maxDelay: "300 millis" } }
    )
  )
})

import * as crypto from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Rest from "../../src/Emulator/wire/Rest.js"
import * as Trade from "../../src/Http/v5/Trade.js"

// A fixed server time: the emulator reads the TestClock, so every answer is a function of (seed, NOW, requests).
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 0)

interface Envelope {
  readonly retCode: number
  readonly retMsg: string
  readonly result: Record<string, unknown>
  readonly retExtInfo: unknown
  readonly time: number
  readonly category?: string
}

interface Res {
  readonly status: number
  readonly headers: Headers
  readonly text: string
}

const start = (seed = 1) => Effect.andThen(TestClock.setTime(NOW), Emulator.make({ port: 0, seed }))

const call = (url: string, init?: RequestInit) =>
  Effect.promise(async (): Promise<Res> => {
    const r = await fetch(url, init)
    return { status: r.status, headers: r.headers, text: await r.text() }
  })

const json = (res: Res): Envelope => JSON.parse(res.text) as Envelope

// The documented algorithm, written here by hand (not src/Signing, not src/Emulator/Auth).
const hmac = (secret: string, payload: string) => crypto.createHmac("sha256", secret).update(payload).digest("hex")

const headers = (key: string, secret: string, payload: string, ts = NOW, recv = 5000): Record<string, string> => ({
  "X-BAPI-API-KEY": key,
  "X-BAPI-TIMESTAMP": String(ts),
  "X-BAPI-RECV-WINDOW": String(recv),
  "X-BAPI-SIGN": hmac(secret, `${ts}${key}${recv}${payload}`),
  "X-BAPI-SIGN-TYPE": "2",
  "Content-Type": "application/json"
})

// pybit: keys sorted, values not URL-encoded; bodies from json.dumps (", " and ": " separators).
const pyQuery = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&")
const pyJson = (params: Record<string, unknown>) =>
  `{${Object.entries(params)
    .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(", ")}}`

const signedGet = (h: Emulator.EmulatorHandle, path: string, query: string) =>
  call(`${h.rest}${path}?${query}`, { headers: headers(h.apiKey, h.apiSecret, query) })
const signedPost = (h: Emulator.EmulatorHandle, path: string, body: string) =>
  call(`${h.rest}${path}`, { method: "POST", body, headers: headers(h.apiKey, h.apiSecret, body) })

const marketQueries: ReadonlyArray<readonly [string, string]> = [
  ["/v5/market/time", ""],
  ["/v5/market/instruments-info", "category=linear"],
  ["/v5/market/instruments-info", "category=spot"],
  ["/v5/market/instruments-info", "category=option"],
  ["/v5/market/orderbook", "category=linear&symbol=BTCUSDT&limit=50"],
  ["/v5/market/orderbook", "category=spot&symbol=BTCUSDT"],
  ["/v5/market/full_orderbook", "category=linear&symbol=BTCUSDT"],
  ["/v5/market/tickers", "category=linear"],
  ["/v5/market/tickers", "category=spot&symbol=BTCUSDT"],
  ["/v5/market/tickers", "category=inverse"],
  ["/v5/market/tickers", "category=option&baseCoin=BTC"],
  ["/v5/market/kline", "category=linear&symbol=BTCUSDT&interval=15&limit=5"],
  ["/v5/market/mark-price-kline", "category=linear&symbol=BTCUSDT&interval=60&limit=3"],
  ["/v5/market/index-price-kline", "category=inverse&symbol=BTCUSD&interval=D&limit=3"],
  ["/v5/market/premium-index-price-kline", "category=linear&symbol=ETHUSDT&interval=1&limit=3"],
  ["/v5/market/recent-trade", "category=spot&symbol=BTCUSDT&limit=5"],
  ["/v5/market/open-interest", "category=linear&symbol=BTCUSDT&intervalTime=5min&limit=3"],
  ["/v5/market/funding/history", "category=linear&symbol=BTCUSDT&limit=3"],
  ["/v5/market/historical-volatility", "category=option&baseCoin=ETH&period=30"],
  ["/v5/market/insurance", ""],
  ["/v5/market/risk-limit", "category=inverse&symbol=BTCUSD"],
  ["/v5/market/delivery-price", "category=option&baseCoin=BTC&limit=2"],
  ["/v5/market/account-ratio", "category=linear&symbol=BTCUSDT&period=1h&limit=2"]
]

const strings = (row: unknown): boolean => Array.isArray(row) && row.every((x) => typeof x === "string")

describe("Rest", () => {
  it.effect("answers every market endpoint with the documented envelope and shapes", () =>
    Effect.gen(function* () {
      const h = yield* start()
      for (const [path, query] of marketQueries) {
        const res = yield* call(`${h.rest}${path}${query === "" ? "" : `?${query}`}`)
        expect(res.status, path).toBe(200)
        const env = json(res)
        expect(env.retCode, `${path}?${query}: ${env.retMsg}`).toBe(0)
        expect(env.time).toBe(NOW)
        expect(env.retExtInfo).toEqual({})
        // Where the library defines the endpoint, its response schema must decode the answer. Not instruments-info:
        // the docs type `symbolId` as an integer, src/Schema/InstrumentsInfo.ts still as a string (reported).
        const definition = Rest.definitions.get(path)
        if (definition !== undefined && path !== "/v5/market/instruments-info") {
          Schema.decodeUnknownSync(definition.response)(env.result)
        }
      }
      const instruments = json(yield* call(`${h.rest}/v5/market/instruments-info?category=linear&symbol=BTCUSDT`))
      const btc = (instruments.result.list as ReadonlyArray<Record<string, unknown>>)[0]
      expect(btc?.symbol).toBe("BTCUSDT")
      expect(typeof btc?.symbolId).toBe("number")
      expect(btc?.priceFilter).toMatchObject({ tickSize: expect.stringMatching(/^\d+(\.\d+)?$/) })
      const time = json(yield* call(`${h.rest}/v5/market/time`)).result
      expect(time).toEqual({ timeSecond: String(NOW / 1000), timeNano: `${NOW}000000` })

      const book = json(yield* call(`${h.rest}/v5/market/orderbook?category=linear&symbol=BTCUSDT&limit=50`)).result
      expect(Object.keys(book)).toEqual(["s", "b", "a", "ts", "u", "seq", "cts"])
      const bids = book.b as ReadonlyArray<ReadonlyArray<string>>
      const asks = book.a as ReadonlyArray<ReadonlyArray<string>>
      expect(bids).toHaveLength(50)
      expect(bids.every(strings) && asks.every(strings)).toBe(true)
      expect(Number(bids[0]?.[0])).toBeLessThan(Number(asks[0]?.[0]))
      expect(Number(bids[0]?.[0])).toBeGreaterThan(Number(bids[1]?.[0]))
      expect(book.ts).toBe(NOW)

      const kline = json(yield* call(`${h.rest}/v5/market/kline?category=linear&symbol=BTCUSDT&interval=15&limit=5`))
      const rows = kline.result.list as ReadonlyArray<ReadonlyArray<string>>
      expect(rows).toHaveLength(5)
      expect(rows.every((r) => strings(r) && r.length === 7)).toBe(true)
      expect(Number(rows[0]?.[0])).toBeGreaterThan(Number(rows[1]?.[0])) // newest first
      const mark = json(yield* call(`${h.rest}/v5/market/mark-price-kline?symbol=BTCUSDT&interval=60&limit=3`))
      expect(mark.result.category).toBe("linear") // category defaults to linear
      expect((mark.result.list as ReadonlyArray<ReadonlyArray<string>>)[0]).toHaveLength(5)

      const hv = json(yield* call(`${h.rest}/v5/market/historical-volatility?category=option&baseCoin=ETH&period=30`))
      expect(hv.category).toBe("option")
      expect(Array.isArray(hv.result)).toBe(true)

      const tickers = json(yield* call(`${h.rest}/v5/market/tickers?category=spot&symbol=BTCUSDT`)).result
      const ticker = (tickers.list as ReadonlyArray<Record<string, string>>)[0]
      expect(ticker?.symbol).toBe("BTCUSDT")
      expect(ticker?.lastPrice).toMatch(/^\d+\.\d+$/)
      expect(h.admin.violations()).toEqual([])
    })
  )

  it.effect("answers 10001 for missing or invalid params, 404 for unknown paths and wrong methods", () =>
    Effect.gen(function* () {
      const h = yield* start()
      const bad = [
        "/v5/market/tickers",
        "/v5/market/tickers?category=futures",
        "/v5/market/tickers?category=option",
        "/v5/market/kline?category=linear&symbol=BTCUSDT",
        "/v5/market/kline?category=linear&symbol=BTCUSDT&interval=7",
        "/v5/market/orderbook?category=linear&symbol=BTCUSDT&limit=5000",
        "/v5/market/orderbook?category=linear&symbol=NOPEUSDT",
        "/v5/market/open-interest?category=linear&symbol=BTCUSDT"
      ]
      for (const url of bad) {
        const env = json(yield* call(`${h.rest}${url}`))
        expect(env.retCode, url).toBe(10001)
        expect(env.retMsg).toMatch(/^params error/)
      }
      expect((yield* call(`${h.rest}/v5/market/nope`)).status).toBe(404)
      expect((yield* call(`${h.rest}/v5/market/time`, { method: "POST", body: "{}" })).status).toBe(404)
      expect((yield* call(`${h.rest}/v5/order/create`)).status).toBe(404)
      // Private: invalid JSON, a non-object body, and a schema violation are 10001 after a valid signature.
      for (const body of ["{not json", "[]", pyJson({ category: "linear", symbol: "BTCUSDT", side: "Up" })]) {
        const env = json(yield* signedPost(h, "/v5/order/create", body))
        expect(env.retCode, body).toBe(10001)
      }
      const missing = json(yield* signedPost(h, "/v5/order/create", JSON.stringify({ category: "linear" })))
      expect(missing.retMsg).toMatch(/^params error: symbol/)
    })
  )

  it.effect("sends CORS headers on every answer and answers preflights", () =>
    Effect.gen(function* () {
      const h = yield* start()
      const pre = yield* call(`${h.rest}/v5/order/create`, {
        method: "OPTIONS",
        headers: {
          Origin: "http://localhost:5173",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "x-bapi-api-key,x-bapi-sign,content-type"
        }
      })
      expect(pre.status).toBe(204)
      expect(pre.headers.get("access-control-allow-origin")).toBe("*")
      expect(pre.headers.get("access-control-allow-methods")).toContain("POST")
      expect(pre.headers.get("access-control-allow-headers")).toBe("x-bapi-api-key,x-bapi-sign,content-type")
      for (const res of [
        yield* call(`${h.rest}/v5/market/time`),
        yield* call(`${h.rest}/nowhere`),
        yield* signedGet(h, "/v5/account/wallet-balance", "accountType=UNIFIED")
      ]) {
        expect(res.headers.get("access-control-allow-origin")).toBe("*")
        expect(res.headers.get("access-control-expose-headers")).toContain("X-Bapi-Limit-Status")
      }
    })
  )

  it.effect(
    "verifies signatures over the raw bytes as sent: pybit's sorted query and json.dumps body, compact JSON",
    () =>
      Effect.gen(function* () {
        const h = yield* start()
        const order = {
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.01",
          price: "30000"
        }
        const spaced = json(yield* signedPost(h, "/v5/order/create", pyJson({ ...order, orderLinkId: "py-1" })))
        expect(spaced.retCode).toBe(0)
        expect(spaced.result.orderLinkId).toBe("py-1")
        const compact = json(
          yield* signedPost(h, "/v5/order/create", JSON.stringify({ ...order, orderLinkId: "js-1" }))
        )
        expect(compact.retCode).toBe(0)

        const sorted = json(
          yield* signedGet(h, "/v5/order/realtime", pyQuery({ symbol: "BTCUSDT", category: "linear" }))
        )
        expect(sorted.retCode).toBe(0)
        expect((sorted.result.list as ReadonlyArray<Record<string, string>>).map((o) => o.orderLinkId).sort()).toEqual([
          "js-1",
          "py-1"
        ])
        const insertion = json(yield* signedGet(h, "/v5/order/realtime", "symbol=BTCUSDT&category=linear"))
        expect(insertion.retCode).toBe(0)

        // An encoded value: signing the decoded text instead of the bytes sent fails.
        const raw = "category=linear&symbol=BTCUSDT&orderLinkId=py%2D1"
        expect(json(yield* signedGet(h, "/v5/order/realtime", raw)).retCode).toBe(0)
        const decodedSigned = yield* call(`${h.rest}/v5/order/realtime?${raw}`, {
          headers: headers(h.apiKey, h.apiSecret, "category=linear&symbol=BTCUSDT&orderLinkId=py-1")
        })
        expect(json(decodedSigned).retCode).toBe(10004)
        // A body re-serialised differently from what was signed fails too.
        const signedCompact = headers(h.apiKey, h.apiSecret, JSON.stringify(order))
        const sentSpaced = yield* call(`${h.rest}/v5/order/create`, {
          method: "POST",
          body: pyJson(order),
          headers: signedCompact
        })
        expect(json(sentSpaced).retCode).toBe(10004)
        expect(h.admin.violations()).toEqual([])
      })
  )

  it.effect("gives identical bytes for the same seed and clock, different ones for another seed", () =>
    Effect.gen(function* () {
      const script = (h: Emulator.EmulatorHandle) =>
        Effect.gen(function* () {
          const out: Array<string> = []
          for (const [path, query] of marketQueries) {
            out.push((yield* call(`${h.rest}${path}${query === "" ? "" : `?${query}`}`)).text)
          }
          const order = { category: "linear", symbol: "ETHUSDT", side: "Sell", orderType: "Limit", qty: "0.1" }
          out.push((yield* signedPost(h, "/v5/order/create", JSON.stringify({ ...order, price: "9000" }))).text)
          out.push((yield* signedPost(h, "/v5/order/create", JSON.stringify({ ...order, orderType: "Market" }))).text)
          out.push((yield* signedGet(h, "/v5/order/realtime", "category=linear&symbol=ETHUSDT")).text)
          out.push((yield* signedGet(h, "/v5/account/wallet-balance", "accountType=UNIFIED")).text)
          return out
        })
      const a = yield* script(yield* start(5))
      const b = yield* script(yield* start(5))
      expect(a).toEqual(b)
      const c = yield* script(yield* start(6))
      expect(c).not.toEqual(a)
    })
  )

  it("checks answers against the endpoint's declared errors", () => {
    const codes = Rest.allowedCodes(Trade.create)
    expect(codes.has(110007)).toBe(true) // InsufficientBalance is declared
    expect(codes.has(110072)).toBe(true) // duplicate orderLinkId
    expect(codes.has(10004) && codes.has(10002) && codes.has(10001) && codes.has(10006)).toBe(true)
    expect(Rest.withinContract(Trade.create, 110001)).toBe(false) // order not found: not a create error
    expect(Rest.withinContract(Trade.cancel, 110001)).toBe(true)
    const market = Rest.definitions.get("/v5/market/tickers")
    expect(market === undefined ? undefined : Rest.withinContract(market, 10004)).toBe(false)
  })

  it("validates wire params with the request schema, converting query strings to its types", () => {
    const realtime = Rest.definitions.get("/v5/order/realtime")
    if (realtime === undefined) throw new Error("no definition")
    const ok = Rest.validate(realtime.request, { category: "linear", limit: "20", openOnly: "0" })
    expect(ok._tag).toBe("Success")
    if (ok._tag === "Success") expect(ok.success).toEqual({ category: "linear", limit: 20, openOnly: 0 })
    const bad = Rest.validate(realtime.request, { category: "linear", limit: "lots" })
    expect(bad._tag).toBe("Failure")
    if (bad._tag === "Failure") expect(bad.failure).toMatch(/^params error: limit/)
    // JSON bodies: a number sent for a string field is accepted as its text.
    const created = Rest.validate(Trade.create.request, {
      category: "linear",
      symbol: "BTCUSDT",
      side: "Buy",
      orderType: "Limit",
      qty: 0.01,
      price: "30000",
      positionIdx: 0
    })
    expect(created._tag === "Success" ? created.success.qty : undefined).toBe("0.01")
  })
})

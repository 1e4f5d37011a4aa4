/**
 * Bad input the way a fuzzer sends it: deeply nested JSON, oversized bodies, numbers thousands of digits long,
 * invalid UTF-8, out-of-range parameters and slow clients. Each is answered with the exchange's error, never an
 * HTTP 500, and while one is in flight the emulator keeps answering everyone else.
 */
import * as crypto from "node:crypto"
import * as http from "node:http"
import * as net from "node:net"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Guards from "../../src/Emulator/wire/Guards.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 0)
const DAY = 86_400_000

interface Res {
  readonly status: number
  readonly body: string
}

interface Envelope {
  readonly retCode: number
  readonly retMsg: string
  readonly result: unknown
}

const start = Effect.andThen(TestClock.setTime(NOW), Emulator.make({ port: 0, seed: 5 }))

// The second credential set: another key with its own secret.
const OTHER = { apiKey: "HOSTILE-OTHER", secret: "other-secret" }

const withOther = (h: Emulator.EmulatorHandle) => {
  h.admin.addApiKey({
    apiKey: OTHER.apiKey,
    secret: OTHER.secret,
    uid: h.uid,
    isMaster: true,
    readOnly: false,
    permissions: { ContractTrade: ["Order", "Position"], Spot: ["SpotTrade"] },
    ips: []
  })
  return [
    { apiKey: h.apiKey, secret: h.apiSecret },
    { apiKey: OTHER.apiKey, secret: OTHER.secret }
  ] as const
}

const signed = (key: { apiKey: string; secret: string }, payload: string | Buffer): Record<string, string> => {
  const sign = crypto
    .createHmac("sha256", key.secret)
    .update(Buffer.concat([Buffer.from(`${NOW}${key.apiKey}5000`), Buffer.from(payload)]))
    .digest("hex")
  return {
    "X-BAPI-API-KEY": key.apiKey,
    "X-BAPI-TIMESTAMP": String(NOW),
    "X-BAPI-RECV-WINDOW": "5000",
    "X-BAPI-SIGN": sign,
    "Content-Type": "application/json"
  }
}

// A raw request with node:http, so the body's bytes and length are exactly what the test says.
const send = (
  base: string,
  path: string,
  o: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}
): Promise<Res> =>
  new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method: o.method ?? "GET", headers: o.headers, agent: false }, (r) => {
      const chunks: Array<Buffer> = []
      r.on("data", (c: Buffer) => chunks.push(c))
      r.on("end", () => resolve({ status: r.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }))
    })
    req.on("error", reject)
    req.end(o.body)
  })

const call = (base: string, path: string, o?: Parameters<typeof send>[2]) => Effect.promise(() => send(base, path, o))

const envelope = (res: Res): Envelope => {
  expect(res.status, res.body.slice(0, 200)).toBe(200)
  return JSON.parse(res.body) as Envelope
}

const order = (qty: string) =>
  JSON.stringify({
    category: "linear",
    symbol: "BTCUSDT",
    side: "Buy",
    orderType: "Limit",
    qty,
    price: "10000",
    timeInForce: "PostOnly"
  })

describe("Hostile input", () => {
  it.effect("a JSON body nested thousands of levels deep answers 10001, not HTTP 500, for both keys", () =>
    Effect.gen(function* () {
      const h = yield* start
      for (const key of withOther(h)) {
        const deep = `{"category":"linear","x":${"[".repeat(5000)}${"]".repeat(5000)}}`
        const env = envelope(
          yield* call(h.rest, "/v5/order/create", { method: "POST", headers: signed(key, deep), body: deep })
        )
        expect(env.retCode).toBe(10001)
        expect(env.retMsg.length).toBeLessThan(200)
        // nested just inside the limit is parsed and judged on its fields
        const fine = `{"category":"linear","x":${"[".repeat(Guards.maxDepth - 1)}${"]".repeat(Guards.maxDepth - 1)}}`
        const ok = envelope(
          yield* call(h.rest, "/v5/order/create", { method: "POST", headers: signed(key, fine), body: fine })
        )
        expect(ok.retCode).toBe(10001)
        expect(ok.retMsg).not.toContain("JSON object")
      }
      expect(h.admin.violations().filter((v) => v.retCode === -500)).toEqual([])
    })
  )

  it.effect("a body over the size limit answers HTTP 413 before it is read, declared or chunked", () =>
    Effect.gen(function* () {
      const h = yield* start
      const big = order("1".repeat(10 * 1024 * 1024))
      const [main] = withOther(h)
      const declared = yield* call(h.rest, "/v5/order/create", {
        method: "POST",
        headers: signed(main, big),
        body: big
      })
      expect(declared.status).toBe(413)
      // chunked: no Content-Length, the limit is found while reading
      const chunked = yield* Effect.promise(
        () =>
          new Promise<number>((resolve, reject) => {
            const req = http.request(`${h.rest}/v5/order/create`, {
              method: "POST",
              headers: { ...signed(main, big), "Transfer-Encoding": "chunked" },
              agent: false
            })
            req.on("response", (r) => {
              resolve(r.statusCode ?? 0)
              req.destroy()
            })
            req.on("error", (e) => (req.destroyed ? undefined : reject(e)))
            const piece = Buffer.alloc(64 * 1024, 0x31)
            for (let i = 0; i < 8; i++) req.write(piece)
            // the response comes before the body ends; the request is left open
          })
      )
      expect(chunked).toBe(413)
      // and the next client is served as usual
      expect(envelope(yield* call(h.rest, "/v5/market/time")).retCode).toBe(0)
    })
  )

  it.effect("a number thousands of digits long is refused as 10001 without being converted", () =>
    Effect.gen(function* () {
      const h = yield* start
      for (const key of withOther(h)) {
        const body = order("9".repeat(200_000))
        const env = envelope(
          yield* call(h.rest, "/v5/order/create", { method: "POST", headers: signed(key, body), body })
        )
        expect(env.retCode).toBe(10001)
        expect(env.retMsg).toBe("params error: qty is too long")
        const batch = JSON.stringify({
          category: "linear",
          request: [
            { symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.001", price: "10000" },
            { symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.001", price: `1${"0".repeat(5000)}` }
          ]
        })
        const refused = envelope(
          yield* call(h.rest, "/v5/order/create-batch", { method: "POST", headers: signed(key, batch), body: batch })
        )
        expect(refused.retCode).toBe(10001)
        expect(refused.retMsg).toBe("params error: request[1].price is too long")
        // a public query too
        const q = `/v5/market/kline?category=linear&symbol=BTCUSDT&interval=1&start=${"1".repeat(1000)}`
        expect(envelope(yield* call(h.rest, q)).retCode).toBe(10001)
      }
    })
  )

  it.effect("a body that is not valid UTF-8 answers 10001", () =>
    Effect.gen(function* () {
      const h = yield* start
      for (const key of withOther(h)) {
        const bytes = Buffer.concat([
          Buffer.from('{"category":"linear","symbol":"BTC'),
          Buffer.from([0xc3, 0x28]),
          Buffer.from('"}')
        ])
        const env = envelope(
          yield* call(h.rest, "/v5/order/create", { method: "POST", headers: signed(key, bytes), body: bytes })
        )
        expect(env.retCode).toBe(10001)
        expect(env.retMsg).toContain("UTF-8")
      }
    })
  )

  it.effect(
    "an unknown path is unknown whatever its body; a served older path refuses a non-UTF-8 body with 10001",
    () =>
      Effect.gen(function* () {
        const h = yield* start
        const bytes = Buffer.from([0xff, 0xfe, 0x00, 0x7b])
        const post = (path: string, body: Buffer | string) =>
          call(h.rest, path, { method: "POST", headers: { "Content-Type": "application/json" }, body })
        // the same answer as with a readable body: the route is found before the body is read
        expect(yield* post("/v5/no/such/path", bytes)).toEqual(yield* post("/v5/no/such/path", "{}"))
        expect((yield* post("/v5/no/such/path", bytes)).status).toBe(404)
        const legacy = yield* post("/private/linear/order/cancel", bytes)
        expect(legacy.status).toBe(200)
        expect(JSON.parse(legacy.body)).toMatchObject({ ret_code: 10001, ret_msg: expect.stringContaining("UTF-8") })
      })
  )

  it.effect("an older path's field holding an object is refused as the exchange's error, never an HTTP 500", () =>
    Effect.gen(function* () {
      const h = yield* start
      for (const key of withOther(h)) {
        const legacySigned = (params: Record<string, unknown>) => {
          const all: Record<string, unknown> = { ...params, api_key: key.apiKey, timestamp: NOW }
          const origin = Object.keys(all)
            .sort()
            .map((k) => `${k}=${typeof all[k] === "object" ? JSON.stringify(all[k]) : String(all[k])}`)
            .join("&")
          const sign = crypto.createHmac("sha256", key.secret).update(origin).digest("hex")
          return JSON.stringify({ ...all, sign })
        }
        const bodies: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
          ["/private/linear/order/cancel", { symbol: "BTCUSDT", order_id: "x", permissions: { toString: null } }],
          [
            "/futures/private/position/change-position-margin",
            { symbol: "BTCUSD", margin: "1", baseCoin: { toString: "Sell" } }
          ],
          ["/private/linear/order/cancel", { symbol: { toString: null }, order_id: ["a"] }]
        ]
        for (const [path, params] of bodies) {
          for (const body of [legacySigned(params), JSON.stringify({ ...params, api_key: key.apiKey, sign: "00" })]) {
            const res = yield* call(h.rest, path, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body
            })
            expect(res.status, res.body).toBe(200)
            expect((JSON.parse(res.body) as { readonly ret_code: number }).ret_code).not.toBe(0)
          }
        }
      }
      expect(h.admin.violations().filter((v) => v.retCode === -500)).toEqual([])
    })
  )

  it.effect("historical volatility enforces the documented window: a pair, at most 30 days, never negative", () =>
    Effect.gen(function* () {
      const h = yield* start
      const hv = (q: string) => call(h.rest, `/v5/market/historical-volatility?category=option&baseCoin=BTC&${q}`)
      const at = (s: number, e: number) => hv(`startTime=${s}&endTime=${e}`)
      const full = envelope(yield* at(NOW - 30 * DAY, NOW))
      expect(full.retCode).toBe(0)
      expect(full.result).toHaveLength(30 * 24 + 1)
      for (const res of [
        yield* at(NOW - 31 * DAY, NOW),
        yield* at(-1, NOW),
        yield* at(NOW, NOW - DAY),
        yield* hv(`startTime=${NOW - DAY}`),
        yield* hv(`endTime=${NOW}`),
        yield* at(NOW - 800 * DAY, NOW - 790 * DAY),
        yield* at(0, 40 * DAY)
      ]) {
        expect(envelope(res).retCode).toBe(10001)
      }
      // other windows refuse negative times too
      const neg = yield* call(
        h.rest,
        `/v5/market/open-interest?category=linear&symbol=BTCUSDT&intervalTime=1h&startTime=-5`
      )
      expect(envelope(neg).retCode).toBe(10001)
      const kline = yield* call(h.rest, `/v5/market/kline?category=linear&symbol=BTCUSDT&interval=1&start=-99999999999`)
      expect(envelope(kline).retCode).toBe(10001)
    })
  )

  it.effect("keeps answering other clients while hostile requests are in flight", () =>
    Effect.gen(function* () {
      const h = yield* start
      const [main, other] = withOther(h)
      const port = Number(new URL(h.rest).port)
      // a slow client: headers and part of a declared body, then nothing
      const slow = yield* Effect.acquireRelease(
        Effect.promise(
          () =>
            new Promise<net.Socket>((resolve) => {
              const s = net.connect(port, "127.0.0.1", () => {
                s.write("POST /v5/order/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n")
                s.write('Content-Length: 100000\r\n\r\n{"category":')
                resolve(s)
              })
            })
        ),
        (s) => Effect.sync(() => s.destroy())
      )
      // hostile requests from both keys, sent together with honest ones
      const deep = `{"a":${"[".repeat(20_000)}${"]".repeat(20_000)}}`
      const long = order("7".repeat(200_000))
      const answers = yield* Effect.all(
        [
          call(h.rest, "/v5/order/create", { method: "POST", headers: signed(main, deep), body: deep }),
          call(h.rest, "/v5/order/create", { method: "POST", headers: signed(other, long), body: long }),
          call(h.rest, "/v5/market/time"),
          call(h.rest, "/v5/market/orderbook?category=linear&symbol=BTCUSDT&limit=1"),
          call(h.rest, "/v5/order/create", {
            method: "POST",
            headers: signed(other, order("0.001")),
            body: order("0.001")
          })
        ],
        { concurrency: "unbounded" }
      )
      const [a, b, time, book, placed] = answers.map(envelope)
      expect(a?.retCode).toBe(10001)
      expect(b?.retCode).toBe(10001)
      expect(time?.retCode).toBe(0)
      expect(book?.retCode).toBe(0)
      expect(placed?.retCode, placed?.retMsg).toBe(0)
      expect(slow.destroyed).toBe(false)
    })
  )
})

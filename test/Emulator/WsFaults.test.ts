import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { attached, await_, Client, connect, hmacAuth, type Message } from "./WsClient.js"

const isOp = (op: string) => (m: Message) => m.op === op

const pingFrame = (c: Client, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const t = setTimeout(() => resolve(false), ms)
    c.socket.once("pong", () => {
      clearTimeout(t)
      resolve(true)
    })
    c.socket.ping()
  })

describe("Ws faults", () => {
  it.live("refuse-upgrade answers HTTP 401 until cleared", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      a.faults.apply({ op: "refuse-upgrade" })
      const refused = yield* await_(() =>
        Client.open(a.url("/v5/private")).then(
          (c) => {
            c.close()
            return "opened"
          },
          (e) => String(e)
        )
      )
      expect(refused).toContain("HTTP 401")
      a.faults.apply({ op: "refuse-upgrade", enabled: false })
      const c = yield* connect(a.url("/v5/private"))
      expect(c.socket.readyState).toBe(c.socket.OPEN)
    })
  )

  it.live("drop-sockets closes every connection abruptly", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const clients = [
        yield* connect(a.url("/v5/public/spot")),
        yield* connect(a.url("/v5/private")),
        yield* connect(a.url("/v5/trade"))
      ]
      expect(a.ws.connections()).toBe(3)
      a.faults.dropSockets()
      const codes = yield* await_(() => Promise.all(clients.map((c) => c.closed)))
      expect(codes).toEqual([1006, 1006, 1006])
      expect(a.ws.connections()).toBe(0)
    })
  )

  it.live("silent-pings: neither op ping nor ping frames are answered", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const c = yield* connect(a.url("/v5/public/linear"))
      expect(yield* await_(() => pingFrame(c, 1000))).toBe(true)
      a.faults.apply({ op: "silent-pings" })
      c.send({ req_id: "p1", op: "ping" })
      expect(yield* await_(() => c.quiet(isOp("ping"), 300))).toBe(true)
      expect(yield* await_(() => pingFrame(c, 300))).toBe(false)
      a.faults.apply({ op: "silent-pings", enabled: false })
      const pong = yield* await_(() => c.request({ req_id: "p2", op: "ping" }, isOp("ping")))
      expect(pong.req_id).toBe("p2")
    })
  )

  it.live("ack-delay delays acknowledgements; withhold drops them while data still flows", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const c = yield* connect(a.url("/v5/public/linear"))
      a.faults.apply({ op: "ack-delay", ms: 400 })
      const start = Date.now()
      yield* await_(() => c.request({ op: "subscribe", args: ["orderbook.50.BTCUSDT"] }, isOp("subscribe")))
      expect(Date.now() - start).toBeGreaterThanOrEqual(350)
      a.faults.apply({ op: "ack-delay", withhold: true })
      c.send({ op: "subscribe", args: ["orderbook.50.ETHUSDT"] })
      const snap = yield* await_(() => c.wait((m) => m.topic === "orderbook.50.ETHUSDT"))
      expect(snap.type).toBe("snapshot")
      expect(yield* await_(() => c.quiet(isOp("subscribe"), 300))).toBe(true)
      const p = yield* connect(a.url("/v5/private"))
      p.send({ op: "auth", args: hmacAuth(a.exchange.demo.apiKey, a.exchange.demo.apiSecret, a.now() + 5000) })
      expect(yield* await_(() => p.quiet(isOp("auth"), 300))).toBe(true)
    })
  )

  it.live("trade-delay delays and withholds /v5/trade responses", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const demo = a.exchange.demo
      const c = yield* connect(a.url("/v5/trade"))
      yield* await_(() =>
        c.request({ op: "auth", args: hmacAuth(demo.apiKey, demo.apiSecret, a.now() + 5000) }, isOp("auth"))
      )
      const order = (reqId: string) => ({
        reqId,
        header: { "X-BAPI-TIMESTAMP": String(a.now()) },
        op: "order.create",
        args: [{ category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.001" }]
      })
      a.faults.apply({ op: "trade-delay", ms: 400 })
      const start = Date.now()
      const delayed = yield* await_(() => c.request(order("d1"), (m) => m.reqId === "d1"))
      expect(Date.now() - start).toBeGreaterThanOrEqual(350)
      expect(delayed.retCode).toBe(0)
      a.faults.apply({ op: "trade-delay", withhold: true })
      c.send(order("w1"))
      expect(yield* await_(() => c.quiet((m) => m.reqId === "w1", 400))).toBe(true)
      // Withheld is not rejected: the order went through.
      expect(a.exchange.engine.orders({ accountId: demo.uid, category: "linear", openOnly: false }).length).toBe(2)
    })
  )

  it.live("malformed and truncated frames replace the next data frames", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const c = yield* connect(a.url("/v5/public/linear"))
      a.faults.apply({ op: "malformed-frames" })
      yield* await_(() => c.request({ op: "subscribe", args: ["orderbook.50.BTCUSDT"] }, isOp("subscribe")))
      const bad = yield* await_(() => c.waitRaw((_raw, json) => json === undefined))
      expect(() => JSON.parse(bad.raw)).toThrow()
      a.faults.apply({ op: "malformed-frames", truncated: true })
      yield* await_(() => c.request({ op: "subscribe", args: ["orderbook.50.ETHUSDT"] }, isOp("subscribe")))
      const cut = yield* await_(() => c.waitRaw((_raw, json) => json === undefined))
      expect(cut.raw.startsWith('{"topic":"orderbook.50.ETHUSDT","type":"snapshot"')).toBe(true)
      expect(() => JSON.parse(cut.raw)).toThrow()
      // Faults are consumed: the next data frame is whole again.
      yield* await_(() => c.request({ op: "subscribe", args: ["orderbook.50.SOLUSDT"] }, isOp("subscribe")))
      const whole = yield* await_(() => c.wait((m) => m.topic === "orderbook.50.SOLUSDT"))
      expect(whole.type).toBe("snapshot")
    })
  )
})

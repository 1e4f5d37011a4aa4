import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import { attached, await_, Client, connect, hmacAuth, type Message, rsaAuth } from "./WsClient.js"

const isOp = (op: string) => (m: Message) => m.op === op
const keys = (m: Message) => Object.keys(m)

describe("Ws channels and ops", () => {
  it.live("refuses paths it does not serve with HTTP 404", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const error = yield* await_(() =>
        Client.open(a.url("/v5/public/nowhere")).then(
          () => "opened",
          (e) => String(e)
        )
      )
      expect(error).toContain("HTTP 404")
    })
  )

  it.live("spot: subscribe ack, pong, unsubscribe, more than 10 args, unknown and repeated topics", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const c = yield* connect(a.url("/v5/public/spot"))
      const ack = yield* await_(() =>
        c.request({ req_id: "s1", op: "subscribe", args: ["publicTrade.BTCUSDT"] }, isOp("subscribe"))
      )
      expect(keys(ack)).toEqual(["success", "ret_msg", "conn_id", "req_id", "op"])
      expect(ack).toMatchObject({ success: true, ret_msg: "subscribe", req_id: "s1", op: "subscribe" })
      expect(ack.conn_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)

      const pong = yield* await_(() => c.request({ op: "ping" }, isOp("ping")))
      expect(pong).toEqual({ success: true, ret_msg: "pong", conn_id: ack.conn_id, op: "ping" })

      const eleven = Array.from({ length: 11 }, (_, k) => `orderbook.1.${k % 2 === 0 ? "BTCUSDT" : "ETHUSDT"}`)
      const tooMany = yield* await_(() => c.request({ req_id: "s2", op: "subscribe", args: eleven }, isOp("subscribe")))
      expect(tooMany).toEqual({
        success: false,
        ret_msg: "args size >10",
        conn_id: ack.conn_id,
        req_id: "s2",
        op: "subscribe"
      })

      const unknown = yield* await_(() =>
        c.request({ op: "subscribe", args: ["publicTrade.NOTASYMBOL"] }, isOp("subscribe"))
      )
      expect(unknown).toMatchObject({ success: false, ret_msg: "error:handler not found,topic:publicTrade.NOTASYMBOL" })
      const again = yield* await_(() =>
        c.request({ op: "subscribe", args: ["publicTrade.BTCUSDT"] }, isOp("subscribe"))
      )
      expect(again).toMatchObject({ success: false, ret_msg: "error:already subscribed,topic:publicTrade.BTCUSDT" })

      const unsub = yield* await_(() =>
        c.request({ op: "unsubscribe", args: ["publicTrade.BTCUSDT"], req_id: "u1" }, isOp("unsubscribe"))
      )
      expect(unsub).toEqual({ success: true, ret_msg: "", conn_id: ack.conn_id, req_id: "u1", op: "unsubscribe" })
      const resub = yield* await_(() =>
        c.request({ op: "subscribe", args: ["publicTrade.BTCUSDT"] }, isOp("subscribe"))
      )
      expect(resub.success).toBe(true)
    })
  )

  it.live("linear / inverse: req_id always present, documented depths only", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      for (const path of ["/v5/public/linear", "/v5/public/inverse"]) {
        const c = yield* connect(a.url(path))
        const symbol = path.endsWith("linear") ? "BTCUSDT" : "BTCUSD"
        const ack = yield* await_(() =>
          c.request({ op: "subscribe", args: [`orderbook.50.${symbol}`] }, isOp("subscribe"))
        )
        expect(keys(ack)).toEqual(["success", "ret_msg", "conn_id", "req_id", "op"])
        expect(ack).toMatchObject({ success: true, ret_msg: "", req_id: "", op: "subscribe" })
        const pong = yield* await_(() => c.request({ req_id: "p", op: "ping" }, isOp("ping")))
        expect(pong).toEqual({ success: true, ret_msg: "pong", conn_id: ack.conn_id, req_id: "p", op: "ping" })
        // Level 500 was removed from futures; the server has no handler for it.
        const removed = yield* await_(() =>
          c.request({ op: "subscribe", args: [`orderbook.500.${symbol}`] }, isOp("subscribe"))
        )
        expect(removed.ret_msg).toBe(`error:handler not found,topic:orderbook.500.${symbol}`)
      }
    })
  )

  it.live("option: COMMAND_RESP with successTopics / failTopics, pong with args", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const c = yield* connect(a.url("/v5/public/option"))
      const symbol = Instruments.byCategory("option").find((i) => i.baseCoin === "BTC")?.symbol ?? ""
      expect(symbol).not.toBe("")
      const ack = yield* await_(() =>
        c.request(
          { op: "subscribe", args: [`orderbook.25.${symbol}`, "orderbook.50.X", "publicTrade.BTC"] },
          (m) => m.type === "COMMAND_RESP"
        )
      )
      expect(keys(ack)).toEqual(["success", "ret_msg", "conn_id", "data", "type"])
      expect(ack.data).toEqual({
        failTopics: ["orderbook.50.X"],
        successTopics: [`orderbook.25.${symbol}`, "publicTrade.BTC"]
      })
      expect(ack.success).toBe(false)
      const ok = yield* await_(() =>
        c.request({ op: "subscribe", args: [`tickers.${symbol}`] }, (m) => m.type === "COMMAND_RESP")
      )
      expect(ok).toMatchObject({ success: true, data: { failTopics: [], successTopics: [`tickers.${symbol}`] } })
      expect(keys(ok)).toEqual(["success", "conn_id", "data", "type"])
      const pong = yield* await_(() => c.request({ op: "ping" }, isOp("pong")))
      expect(pong).toEqual({ args: [String(a.now())], op: "pong" })
    })
  )

  it.live("private: auth first, then subscribe; categorised and all-in-one not in one request; pong", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const demo = a.exchange.demo
      const c = yield* connect(a.url("/v5/private"))
      const early = yield* await_(() => c.request({ req_id: "e", op: "subscribe", args: ["order"] }, isOp("subscribe")))
      expect(early).toMatchObject({ req_id: "e", success: false, ret_msg: "error:topic:order needs auth first" })
      expect(keys(early)).toEqual(["req_id", "success", "ret_msg", "op", "conn_id"])
      expect(early.conn_id).toMatch(/^[0-9a-v]{20}-[0-9a-z]+$/)

      const auth = yield* await_(() =>
        c.request({ op: "auth", args: hmacAuth(demo.apiKey, demo.apiSecret, a.now() + 5000) }, isOp("auth"))
      )
      expect(auth).toEqual({ success: true, ret_msg: "", op: "auth", conn_id: early.conn_id })

      const mixed = yield* await_(() =>
        c.request({ op: "subscribe", args: ["order", "order.linear"] }, isOp("subscribe"))
      )
      expect(mixed.success).toBe(false)
      expect(String(mixed.ret_msg)).toContain("order.linear")
      const unknown = yield* await_(() => c.request({ op: "subscribe", args: ["orders"] }, isOp("subscribe")))
      expect(unknown.ret_msg).toBe("error:handler not found,topic:orders")

      const ok = yield* await_(() =>
        c.request({ op: "subscribe", args: ["order", "execution.linear", "wallet", "dcp.future"] }, isOp("subscribe"))
      )
      expect(ok).toEqual({ success: true, ret_msg: "", op: "subscribe", conn_id: early.conn_id })
      const pong = yield* await_(() => c.request({ req_id: "p1", op: "ping" }, isOp("pong")))
      expect(pong).toEqual({ req_id: "p1", op: "pong", args: [String(a.now())], conn_id: early.conn_id })
      const repeat = yield* await_(() =>
        c.request({ op: "auth", args: hmacAuth(demo.apiKey, demo.apiSecret, a.now() + 5000) }, isOp("auth"))
      )
      expect(repeat.success).toBe(false)
    })
  )

  it.live("private auth refusals: expired, bad signature, unknown key, malformed; RSA keys accepted", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const demo = a.exchange.demo
      const attempt = (args: ReadonlyArray<unknown>) =>
        Effect.gen(function* () {
          const c = yield* connect(a.url("/v5/private"))
          return yield* await_(() => c.request({ req_id: "a", op: "auth", args }, isOp("auth")))
        })
      const expired = yield* attempt(hmacAuth(demo.apiKey, demo.apiSecret, a.now() - 1))
      expect(expired).toMatchObject({ req_id: "a", success: false, ret_msg: "Params Error", op: "auth" })
      const signed = hmacAuth(demo.apiKey, demo.apiSecret, a.now() + 5000)
      const tampered = yield* attempt([signed[0], signed[1], `${String(signed[2]).slice(0, 63)}0`])
      expect(tampered.success).toBe(false)
      const wrongSecret = yield* attempt(hmacAuth(demo.apiKey, `${demo.apiSecret}x`, a.now() + 5000))
      expect(wrongSecret.success).toBe(false)
      const unknown = yield* attempt(hmacAuth("NOSUCHKEY", demo.apiSecret, a.now() + 5000))
      expect(unknown.success).toBe(false)
      const malformed = yield* attempt([demo.apiKey])
      expect(malformed.success).toBe(false)
      const rsa = yield* attempt(rsaAuth(demo.rsa.apiKey, demo.rsa.privateKeyPem, a.now() + 5000))
      expect(rsa).toMatchObject({ success: true, ret_msg: "" })
      const stringExpires = yield* attempt(hmacAuth(demo.apiKey, demo.apiSecret, a.now() + 5000).map(String))
      expect(stringExpires.success).toBe(true)
    })
  )

  it.live("trade: auth and ping in the camelCase shape", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const demo = a.exchange.demo
      const c = yield* connect(a.url("/v5/trade"))
      const bad = yield* await_(() =>
        c.request({ reqId: "x", op: "auth", args: hmacAuth(demo.apiKey, "wrong", a.now() + 5000) }, isOp("auth"))
      )
      expect(bad).toMatchObject({ reqId: "x", retCode: 10004, op: "auth" })
      const auth = yield* await_(() =>
        c.request({ op: "auth", args: hmacAuth(demo.apiKey, demo.apiSecret, a.now() + 5000) }, isOp("auth"))
      )
      expect(keys(auth)).toEqual(["retCode", "retMsg", "op", "connId"])
      expect(auth).toMatchObject({ retCode: 0, retMsg: "OK", op: "auth" })
      const again = yield* await_(() =>
        c.request({ op: "auth", args: hmacAuth(demo.apiKey, demo.apiSecret, a.now() + 5000) }, isOp("auth"))
      )
      expect(again.retCode).toBe(20001)
      const pong = yield* await_(() => c.request({ op: "ping" }, isOp("pong")))
      expect(pong).toEqual({ retCode: 0, retMsg: "OK", op: "pong", data: [String(a.now())], connId: auth.connId })
      const sub = yield* await_(() => c.request({ op: "subscribe", args: ["order"] }, isOp("subscribe")))
      expect(sub.retCode).toBe(10404)
    })
  )

  it.live("closes idle private and trade connections past max_active_time; pings keep them open", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const t0 = a.now()
      const idle = yield* connect(a.url("/v5/private?max_active_time=30s"))
      const pinging = yield* connect(a.url("/v5/private?max_active_time=1m"))
      const trade = yield* connect(a.url("/v5/trade?max_active_time=45s"))
      const publicOne = yield* connect(a.url("/v5/public/linear"))
      a.setTime(t0 + 29_000)
      yield* await_(() => pinging.request({ op: "ping" }, isOp("pong")))
      // not closed before its time (negative checks: a slow machine can only make them pass)
      yield* Effect.sleep("150 millis")
      expect(idle.closeCode).toBeUndefined()
      a.setTime(t0 + 31_000)
      const code = yield* await_(() => idle.closed)
      expect(code).toBe(1000)
      expect(trade.closeCode).toBeUndefined()
      a.setTime(t0 + 46_000)
      yield* await_(() => trade.closed)
      a.setTime(t0 + 80_000)
      yield* Effect.sleep("200 millis")
      // Pinged at +29 s with a one-minute limit: still open at +80 s; public streams have no such cut-off.
      expect(pinging.closeCode).toBeUndefined()
      expect(publicOne.closeCode).toBeUndefined()
      a.setTime(t0 + 90_000)
      yield* await_(() => pinging.closed)
    })
  )
})

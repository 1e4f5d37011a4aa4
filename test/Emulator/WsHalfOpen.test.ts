import * as http from "node:http"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Emulator from "../../src/Emulator/Emulator.js"
import { eventually, type Options as WaitOptions } from "../support/WaitFor.js"
import { attached, await_, Client, connect, hmacAuth, type Message } from "./WsClient.js"

// The faults the WebSocket fault suite needs beyond test/Emulator/WsFaults.test.ts: half-open sockets, upgrades
// refused with a retryable status, and the server's own view of every connection's subscriptions.

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

// the server sees connections, closes and subscriptions on its own event loop turns: poll, up to 3 s
const fromTimers: WaitOptions = { timeout: "3 seconds" }

describe("Ws faults: half-open, refused upgrades, subscriptions view", () => {
  it.live("half-open: the socket stays open but nothing is read or written, pings included", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const c = yield* connect(a.url("/v5/public/linear"))
      yield* await_(() => c.request({ op: "subscribe", args: ["orderbook.50.BTCUSDT"] }, isOp("subscribe")))
      yield* await_(() => c.wait((m) => m.topic === "orderbook.50.BTCUSDT" && m.type === "snapshot"))
      const before = c.frames.length
      a.faults.apply({ op: "half-open" })
      expect(a.faults.state().halfOpened).toBe(1)
      expect(a.ws.subscriptions().map((v) => v.halfOpen)).toEqual([true])
      // the market moves, the request and both kinds of ping go unanswered, and the socket is not closed
      a.tickTo(a.now() + 1_000)
      c.send({ req_id: "p1", op: "ping" })
      c.send({ op: "subscribe", args: ["tickers.BTCUSDT"] })
      expect(yield* await_(() => pingFrame(c, 300))).toBe(false)
      expect(c.frames.length).toBe(before)
      expect(c.socket.readyState).toBe(c.socket.OPEN)
      expect(a.ws.connections()).toBe(1)
      // the server did not read the subscribe either
      expect(a.ws.subscriptions()[0]?.topics).toEqual(["orderbook.50.BTCUSDT"])
      // a new connection is served normally
      const d = yield* connect(a.url("/v5/public/linear"))
      const pong = yield* await_(() => d.request({ req_id: "p2", op: "ping" }, isOp("ping")))
      expect(pong.req_id).toBe("p2")
      expect(yield* await_(() => pingFrame(d, 1_000))).toBe(true)
      // the client gives up with a close handshake: the silent socket is not leaked
      c.socket.close(1000)
      expect(yield* eventually(() => a.ws.connections() === 1, "one connection left", fromTimers)).toBe(true)
      expect(a.ws.subscriptions().map((v) => v.halfOpen)).toEqual([false])
    })
  )

  it.live("half-open narrowed to one channel leaves the others alone", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const pub = yield* connect(a.url("/v5/public/spot"))
      const priv = yield* connect(a.url("/v5/private"))
      const demo = a.exchange.demo
      yield* await_(() =>
        priv.request({ op: "auth", args: hmacAuth(demo.apiKey, demo.apiSecret, a.now() + 5000) }, isOp("auth"))
      )
      a.faults.apply({ op: "half-open", market: "private" })
      expect(yield* await_(() => pingFrame(priv, 300))).toBe(false)
      expect(yield* await_(() => pingFrame(pub, 1_000))).toBe(true)
      const views = a.ws.subscriptions()
      expect(views.find((v) => v.channel === "private")?.halfOpen).toBe(true)
      expect(views.find((v) => v.channel === "spot")?.halfOpen).toBe(false)
      expect(views.find((v) => v.channel === "private")?.uid).toBe(demo.uid)
    })
  )

  it.live("refuse-upgrade with a status: 503 is answered and counted until cleared; reset restores 401", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const open = () =>
        Client.open(a.url("/v5/public/linear")).then(
          (c) => {
            c.close()
            return "opened"
          },
          (e) => String(e)
        )
      a.faults.apply({ op: "refuse-upgrade", status: 503 })
      expect(yield* await_(open)).toContain("HTTP 503")
      expect(yield* await_(open)).toContain("HTTP 503")
      expect(a.faults.state().refusedUpgrades).toBe(2)
      a.faults.apply({ op: "reset" })
      expect(a.faults.state().refuseUpgradeStatus).toBe(401)
      expect(yield* await_(open)).toBe("opened")
      a.faults.apply({ op: "refuse-upgrade" })
      expect(yield* await_(open)).toContain("HTTP 401")
      expect(a.faults.state().refusedUpgrades).toBe(3)
    })
  )

  it.live("subscriptions: the server's view follows subscribe, unsubscribe and close", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const c = yield* connect(a.url("/v5/public/linear"))
      yield* await_(() =>
        c.request({ op: "subscribe", args: ["orderbook.50.BTCUSDT", "tickers.BTCUSDT"] }, isOp("subscribe"))
      )
      expect(a.ws.subscriptions()).toEqual([
        expect.objectContaining({ channel: "linear", topics: ["orderbook.50.BTCUSDT", "tickers.BTCUSDT"] })
      ])
      yield* await_(() => c.request({ op: "unsubscribe", args: ["tickers.BTCUSDT"] }, isOp("unsubscribe")))
      expect(a.ws.subscriptions()[0]?.topics).toEqual(["orderbook.50.BTCUSDT"])
      c.close()
      expect(yield* eventually(() => a.ws.subscriptions().length === 0, "no subscription left", fromTimers)).toBe(true)
    })
  )

  it.live("the emulator's admin counts open TCP connections (REST keep-alive and WebSocket) and subscriptions", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Emulator.make({ port: 0, seed: 3 })
        const { admin } = emulator
        expect(admin.openConnections()).toBe(0)
        const c = yield* connect(emulator.ws.spot)
        yield* await_(() => c.request({ op: "subscribe", args: ["tickers.BTCUSDT"] }, isOp("subscribe")))
        expect(admin.openConnections()).toBe(1)
        expect(admin.wsSubscriptions().map((v) => v.topics)).toEqual([["tickers.BTCUSDT"]])
        // a keep-alive REST connection counts until it is closed
        const agent = new http.Agent({ keepAlive: true })
        const body = yield* await_(
          () =>
            new Promise<string>((resolve, reject) => {
              http
                .get(`${emulator.rest}/v5/market/time`, { agent }, (res) => {
                  let text = ""
                  res.on("data", (chunk: Buffer) => {
                    text += chunk.toString()
                  })
                  res.on("end", () => resolve(text))
                })
                .on("error", reject)
            })
        )
        expect(body).toContain("timeSecond")
        expect(admin.openConnections()).toBe(2)
        agent.destroy()
        c.close()
        expect(yield* eventually(() => admin.openConnections() === 0, "no connection left", fromTimers)).toBe(true)
        expect(admin.wsConnections()).toBe(0)
      })
    )
  )
})

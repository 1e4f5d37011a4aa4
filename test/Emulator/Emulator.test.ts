import * as crypto from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Scope from "effect/Scope"
import * as TestClock from "effect/testing/TestClock"
import WebSocket from "ws"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Node from "../../src/node.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 0)

const hmac = (secret: string, payload: string) => crypto.createHmac("sha256", secret).update(payload).digest("hex")

interface Res {
  readonly status: number
  readonly text: string
}

const call = (url: string, init?: RequestInit) =>
  Effect.promise(async (): Promise<Res> => {
    const r = await fetch(url, init)
    return { status: r.status, text: await r.text() }
  })

const retCode = (res: Res): number => (JSON.parse(res.text) as { retCode: number }).retCode

const signedGet = (h: Emulator.EmulatorHandle, path: string, query: string, ts = h.admin.now()) =>
  call(`${h.rest}${path}?${query}`, {
    headers: {
      "X-BAPI-API-KEY": h.apiKey,
      "X-BAPI-TIMESTAMP": String(ts),
      "X-BAPI-RECV-WINDOW": "5000",
      "X-BAPI-SIGN": hmac(h.apiSecret, `${ts}${h.apiKey}5000${query}`)
    }
  })

const admin = (h: Emulator.EmulatorHandle, op: string, body: Record<string, unknown> = {}) =>
  Effect.map(
    call(h.adminUrl(op), { method: "POST", headers: h.adminHeaders(), body: JSON.stringify(body) }),
    (res) => ({
      status: res.status,
      body: JSON.parse(res.text) as { ok: boolean; result: unknown }
    })
  )

const start = (seed = 1) => Effect.andThen(TestClock.setTime(NOW), Emulator.make({ port: 0, seed }))

describe("Emulator", () => {
  it.effect("exposes its URLs, an environment for Bybit.layer and the demo credentials", () =>
    Effect.gen(function* () {
      const h = yield* start()
      expect(h.rest).toBe(`http://127.0.0.1:${h.port}`)
      expect(h.ws).toEqual({
        spot: `ws://127.0.0.1:${h.port}/v5/public/spot`,
        linear: `ws://127.0.0.1:${h.port}/v5/public/linear`,
        inverse: `ws://127.0.0.1:${h.port}/v5/public/inverse`,
        option: `ws://127.0.0.1:${h.port}/v5/public/option`,
        private: `ws://127.0.0.1:${h.port}/v5/private`,
        trade: `ws://127.0.0.1:${h.port}/v5/trade`,
        misc: `ws://127.0.0.1:${h.port}/v5/public/misc/status`,
        spread: `ws://127.0.0.1:${h.port}/v5/public/spread`,
        rfq: `ws://127.0.0.1:${h.port}/v5/public/rfq`,
        earn: `ws://127.0.0.1:${h.port}/v5/public/fp`,
        spotSbe: `ws://127.0.0.1:${h.port}/v5/public-sbe/spot`,
        linearSbe: `ws://127.0.0.1:${h.port}/v5/public-sbe/linear`,
        inverseSbe: `ws://127.0.0.1:${h.port}/v5/public-sbe/inverse`
      })
      expect(h.environment.restUrl).toBe(h.rest)
      expect(h.environment.ws).toEqual(h.ws)
      expect(h.apiKey.length).toBeGreaterThan(0)
      expect(h.apiSecret.length).toBeGreaterThan(0)
      expect(h.rsa.privateKeyPem).toContain("PRIVATE KEY")
      expect(retCode(yield* signedGet(h, "/v5/account/wallet-balance", "accountType=UNIFIED"))).toBe(0)
    })
  )

  it.effect("provides the service as a scoped layer and closes the server with its scope", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const scope = yield* Scope.make()
      const context = yield* Layer.buildWithScope(Emulator.layer({ port: 0, seed: 4 }), scope)
      const h = yield* Effect.provide(Emulator.Emulator, context)
      expect((yield* call(`${h.rest}/v5/market/time`)).status).toBe(200)
      yield* Scope.close(scope, Exit.void)
      const after = yield* Effect.promise(() =>
        fetch(`${h.rest}/v5/market/time`).then(
          () => "open",
          () => "closed"
        )
      )
      expect(after).toBe("closed")
    })
  )

  it.effect("runs the library's own client end to end (Market.getTickers, Trade.submitOrder)", () =>
    Effect.gen(function* () {
      const h = yield* start()
      const client = Bybit.layer({
        environment: h.environment,
        credentials: { apiKey: h.apiKey, apiSecret: h.apiSecret }
      }).pipe(Layer.provide(Node.layer))
      const { tickers, ack, open } = yield* Effect.gen(function* () {
        const tickers = yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
        const ack = yield* Trade.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.01",
          price: "20000",
          orderLinkId: "lib-e2e-1"
        })
        const open = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
        return { tickers, ack, open }
      }).pipe(Effect.provide(client))
      expect(tickers.list[0]?.symbol).toBe("BTCUSDT")
      expect(ack.orderLinkId).toBe("lib-e2e-1")
      expect(ack.orderId.length).toBeGreaterThan(0)
      expect(open.list.map((o) => o.orderId)).toContain(ack.orderId)
      // The same code against a tampered secret fails with the typed signature error.
      const bad = Bybit.layer({
        environment: h.environment,
        credentials: { apiKey: h.apiKey, apiSecret: `${h.apiSecret}x` }
      }).pipe(Layer.provide(Node.layer))
      const error = yield* Effect.flip(
        Trade.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.01",
          price: "20000"
        }).pipe(Effect.provide(bad))
      )
      expect(error._tag).toBe("InvalidSignature")
      expect(h.admin.violations()).toEqual([])
    })
  )

  describe("faults", () => {
    it.effect("injects HTTP 5xx and 403 for the next N requests, optionally on one path, over HTTP", () =>
      Effect.gen(function* () {
        const h = yield* start()
        const injected = yield* admin(h, "http-status", { status: 503, count: 2 })
        expect(injected.status).toBe(200)
        expect((yield* call(`${h.rest}/v5/market/time`)).status).toBe(503)
        expect((yield* call(`${h.rest}/v5/market/tickers?category=linear`)).status).toBe(503)
        expect((yield* call(`${h.rest}/v5/market/time`)).status).toBe(200)
        yield* admin(h, "http-status", { status: 403, count: 1, path: "/v5/market/tickers" })
        expect((yield* call(`${h.rest}/v5/market/time`)).status).toBe(200)
        const forbidden = yield* call(`${h.rest}/v5/market/tickers?category=linear`)
        expect(forbidden.status).toBe(403)
        expect((yield* call(`${h.rest}/v5/market/tickers?category=linear`)).status).toBe(200)
        const state = yield* admin(h, "state")
        expect(state.body.result).toMatchObject({ http: [] })
        expect(
          (yield* call(h.adminUrl("no-such-op"), { method: "POST", headers: h.adminHeaders(), body: "{}" })).status
        ).toBe(404)
      })
    )

    it.effect("injects retCodes 10006 and 10002, in-process and over HTTP", () =>
      Effect.gen(function* () {
        const h = yield* start()
        h.admin.apply({ op: "ret-code", retCode: 10006, count: 1 })
        const limited = JSON.parse((yield* call(`${h.rest}/v5/market/time`)).text) as {
          retCode: number
          retMsg: string
        }
        expect(limited).toMatchObject({ retCode: 10006, retMsg: "Too many visits!" })
        yield* admin(h, "ret-code", { retCode: 10002, count: 1, path: "/v5/account/wallet-balance" })
        expect(retCode(yield* call(`${h.rest}/v5/market/time`))).toBe(0)
        expect(retCode(yield* signedGet(h, "/v5/account/wallet-balance", "accountType=UNIFIED"))).toBe(10002)
        expect(retCode(yield* signedGet(h, "/v5/account/wallet-balance", "accountType=UNIFIED"))).toBe(0)
      })
    )

    it.effect(
      "moves the server clock: time shifts and requests stamped by the client's clock fall out of the window",
      () =>
        Effect.gen(function* () {
          const h = yield* start()
          const serverTime = Effect.map(
            call(`${h.rest}/v5/market/time`),
            (res) => (JSON.parse(res.text) as { time: number }).time
          )
          expect(yield* serverTime).toBe(NOW)
          yield* admin(h, "clock", { offsetMs: 10_000 })
          expect(yield* serverTime).toBe(NOW + 10_000)
          expect(retCode(yield* signedGet(h, "/v5/account/wallet-balance", "accountType=UNIFIED", NOW))).toBe(10002)
          h.admin.moveClock(-10_000)
          expect(yield* serverTime).toBe(NOW)
          expect(retCode(yield* signedGet(h, "/v5/account/wallet-balance", "accountType=UNIFIED", NOW))).toBe(0)
          h.admin.setClockOffset(-3000)
          expect(h.admin.now()).toBe(NOW - 3000)
          // TestClock drives the injected clock.
          yield* TestClock.adjust("2 seconds")
          expect(yield* serverTime).toBe(NOW + 2000 - 3000)
          yield* admin(h, "reset")
          expect(yield* serverTime).toBe(NOW + 2000)
        })
    )

    it.effect("sets WebSocket fault flags and counters both servers read", () =>
      Effect.gen(function* () {
        const h = yield* start()
        let drops = 0
        h.admin.faults.on("drop", () => {
          drops += 1
        })
        yield* admin(h, "drop-sockets")
        expect(drops).toBe(1)
        yield* admin(h, "refuse-upgrade")
        yield* admin(h, "silent-pings", { enabled: true })
        yield* admin(h, "ack-delay", { ms: 250 })
        yield* admin(h, "trade-delay", { withhold: true })
        yield* admin(h, "malformed-frames", { count: 2 })
        yield* admin(h, "malformed-frames", { count: 1, truncated: true })
        yield* admin(h, "skip-delta", { count: 1, symbol: "BTCUSDT" })
        yield* admin(h, "restart")
        const state = (yield* admin(h, "state")).body.result
        expect(state).toMatchObject({
          refuseUpgrade: true,
          silentPings: true,
          ackDelayMs: 250,
          withholdTrade: true,
          malformedFrames: 2,
          truncatedFrames: 1,
          skipDeltas: 1,
          skipDeltaSymbol: "BTCUSDT",
          restarts: 1
        })
        expect(h.admin.faults.takeSkipDelta("ETHUSDT")).toBe(false)
        expect(h.admin.faults.takeSkipDelta("BTCUSDT")).toBe(true)
        expect(h.admin.faults.takeFrameFault()).toBe("malformed")
        // The WebSocket upgrade is refused with 401 while the flag is set.
        const upgrade = yield* Effect.promise(
          () =>
            new Promise<number>((resolve) => {
              const ws = new WebSocket(h.ws.linear)
              ws.on("open", () => {
                ws.close()
                resolve(101)
              })
              ws.on("unexpected-response", (_req, res) => {
                resolve(res.statusCode ?? 0)
                res.resume()
              })
              ws.on("error", () => resolve(-1))
            })
        )
        expect(upgrade).toBe(401)
      })
    )

    it.effect("delays or withholds order-entry answers, and only those", () =>
      Effect.gen(function* () {
        const h = yield* start()
        const create = (orderLinkId: string, timeoutMs: number) =>
          Effect.promise(async () => {
            const ts = h.admin.now()
            const body = JSON.stringify({
              category: "linear",
              symbol: "BTCUSDT",
              side: "Buy",
              orderType: "Limit",
              qty: "0.01",
              price: "20000",
              orderLinkId
            })
            const started = performance.now()
            try {
              const r = await fetch(`${h.rest}/v5/order/create`, {
                method: "POST",
                body,
                signal: AbortSignal.timeout(timeoutMs),
                headers: {
                  "X-BAPI-API-KEY": h.apiKey,
                  "X-BAPI-TIMESTAMP": String(ts),
                  "X-BAPI-RECV-WINDOW": "5000",
                  "X-BAPI-SIGN": hmac(h.apiSecret, `${ts}${h.apiKey}5000${body}`)
                }
              })
              return { retCode: retCode({ status: r.status, text: await r.text() }), ms: performance.now() - started }
            } catch {
              return { retCode: undefined, ms: performance.now() - started }
            }
          })
        yield* admin(h, "trade-delay", { ms: 400 })
        const delayed = yield* create("slow-1", 5000)
        expect(delayed.retCode).toBe(0)
        expect(delayed.ms).toBeGreaterThanOrEqual(390)
        const query = Effect.promise(async () => {
          const started = performance.now()
          await fetch(`${h.rest}/v5/market/time`)
          return performance.now() - started
        })
        expect(yield* query).toBeLessThan(390)
        h.admin.apply({ op: "trade-delay", withhold: true })
        const withheld = yield* create("never-1", 600)
        expect(withheld.retCode).toBeUndefined()
        h.admin.apply({ op: "reset" })
        expect((yield* create("fast-1", 5000)).retCode).toBe(0)
      })
    )

    it.effect("sets and reads balances and the exchange's order books through the admin API", () =>
      Effect.gen(function* () {
        const h = yield* start()
        const set = yield* admin(h, "balance", { coin: "USDT", amount: "12345.5" })
        expect(set.status).toBe(200)
        const usdt = h.admin.balances().find((b) => b.coin === "USDT")
        expect(Number(usdt?.walletBalance)).toBe(12345.5)
        h.admin.setBalance("BTC", "2")
        expect(Number(h.admin.balances().find((b) => b.coin === "BTC")?.walletBalance)).toBe(2)
        const book = h.admin.book("linear", "BTCUSDT", 5)
        expect(book?.b).toHaveLength(5)
        const overHttp = yield* admin(h, "book", { category: "linear", symbol: "BTCUSDT", limit: 5 })
        expect(overHttp.body.result).toEqual(book)
      })
    )
  })
})

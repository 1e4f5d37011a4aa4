import * as crypto from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../src/Emulator/Emulator.js"
import { Exchange } from "../../src/Emulator/Exchange.js"
import { Faults } from "../../src/Emulator/Faults.js"
import * as RateLimits from "../../src/Emulator/RateLimits.js"
import * as RateLimitTable from "../../src/Emulator/RateLimitTable.js"
import * as AdminGate from "../../src/Emulator/wire/AdminGate.js"
import * as Rest from "../../src/Emulator/wire/Rest.js"
import * as RateBudget from "../../src/Layers/RateBudget.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 0)

const hmac = (secret: string, payload: string) => crypto.createHmac("sha256", secret).update(payload).digest("hex")

describe("RateLimits", () => {
  it("has the documented defaults per group and category", () => {
    expect(RateLimits.limitFor("order/create", "linear", false)).toEqual({ limit: 10, windowMs: 1000 })
    expect(RateLimits.limitFor("order/create", "inverse", false).limit).toBe(10)
    expect(RateLimits.limitFor("order/create", "option", false).limit).toBe(10)
    expect(RateLimits.limitFor("order/create", "spot", false).limit).toBe(20)
    expect(RateLimits.limitFor("order/amend", "spot", false).limit).toBe(10)
    expect(RateLimits.limitFor("order/cancel", "spot", false).limit).toBe(20)
    expect(RateLimits.limitFor("order/cancel-all", "option", false).limit).toBe(1)
    expect(RateLimits.limitFor("order/realtime", "linear", true).limit).toBe(50)
    expect(RateLimits.limitFor("account/fee-rate", undefined, true).limit).toBe(5)
    expect(RateLimits.limitFor("asset/transfer/query-asset-info", undefined, true)).toEqual({
      limit: 60,
      windowMs: 60_000
    })
    expect(RateLimits.limitFor("something/new", undefined, true).limit).toBe(50)
    expect(RateLimits.limitFor("something/new", undefined, false).limit).toBe(10)
  })

  it("keeps its own table, which agrees with the client's budget table on every group both list", () => {
    // two transcriptions of the docs: a limit written wrong in one of them shows here
    const client = new Set([
      ...Object.keys(RateBudget.tradeLimits),
      ...Object.keys(RateBudget.perSecondLimits),
      ...Object.keys(RateBudget.perMinuteLimits)
    ])
    const ours = new Set([...Object.keys(RateLimitTable.byCategory), ...Object.keys(RateLimitTable.single)])
    for (const group of client) {
      if (!ours.has(group)) continue
      for (const category of ["inverse", "linear", "option", "spot", undefined]) {
        // where the docs give the category no such endpoint, the client keeps a column value the emulator need not
        const row = RateLimitTable.byCategory[group]
        const index = ["inverse", "linear", "option", "spot"].indexOf(category ?? "linear")
        if (row !== undefined && row[index] === null) continue
        for (const isRead of [true, false])
          expect(RateLimits.limitFor(group, category, isRead), `${group} ${category}`).toEqual(
            RateBudget.limitFor(group, category, isRead)
          )
      }
    }
    // the one group the client lists that no docs page gives a limit: the client's 10/s is the emulator's write default
    expect([...client].filter((group) => !ours.has(group))).toEqual(["position/switch-isolated"])
    expect(RateLimits.limitFor("position/switch-isolated", "linear", false)).toEqual(
      RateBudget.limitFor("position/switch-isolated", "linear", false)
    )
    // the emulator's table has what the client leaves to its default (bots, fiat, RFQ, ...)
    expect(RateLimits.limitFor("fiat/quote-apply", undefined, false).limit).toBe(1000)
    expect(RateLimits.limitFor("grid/create-grid", "spot", false).limit).toBe(3)
    expect(RateLimits.limitFor("account/demo-apply-money", undefined, false)).toEqual({ limit: 1, windowMs: 60_000 })
    // the order endpoints (upgradable) are counted per trade column; the rest per group
    expect(RateLimits.bucketOf("order/create", "inverse")).toBe("order/create:derivatives")
    expect(RateLimits.bucketOf("order/create", "spot")).toBe("order/create:spot")
    expect(RateLimits.bucketOf("order/disconnected-cancel-all", "spot")).toBe("order/disconnected-cancel-all")
  })

  it("counts per uid and per category column in a rolling one-second window", () => {
    const r = new RateLimits.RateLimits()
    for (let n = 0; n < 10; n++) {
      const b = r.take("1", "order/create", "linear", false, NOW + n * 10)
      expect(b).toMatchObject({ granted: 1, limit: 10, remaining: 9 - n })
    }
    const refused = r.take("1", "order/create", "linear", false, NOW + 500)
    expect(refused).toEqual({ granted: 0, limit: 10, remaining: 0, resetAt: NOW + 1000 })
    // Other uid, other column (spot), and inverse sharing the derivatives column.
    expect(r.take("2", "order/create", "linear", false, NOW + 500).granted).toBe(1)
    expect(r.take("1", "order/create", "spot", false, NOW + 500).granted).toBe(1)
    expect(r.take("1", "order/create", "inverse", false, NOW + 500).granted).toBe(0)
    // The first request leaves the window at NOW + 1000.
    expect(r.take("1", "order/create", "linear", false, NOW + 999).granted).toBe(0)
    expect(r.take("1", "order/create", "linear", false, NOW + 1000)).toMatchObject({ granted: 1, remaining: 0 })
  })

  it("grants a batch as far as the budget goes", () => {
    const r = new RateLimits.RateLimits()
    expect(r.take("1", "order/create-batch", "linear", false, NOW, 7).granted).toBe(7)
    expect(r.take("1", "order/create-batch", "linear", false, NOW, 7)).toMatchObject({ granted: 3, remaining: 0 })
    r.setLimit("1", "order/create-batch", 40)
    expect(r.take("1", "order/create-batch", "linear", false, NOW, 7).granted).toBe(7)
  })

  it("limits an IP to 600 requests in 5 seconds, answered with HTTP 403", () => {
    const exchange = new Exchange({ seed: 1 })
    let now = NOW
    const deps: Rest.Deps = {
      exchange,
      faults: new Faults(),
      rateLimits: new RateLimits.RateLimits(),
      now: () => now,
      violations: [],
      adminGate: { token: AdminGate.makeToken(), remote: false }
    }
    const get = (ip: string) => Rest.respond(deps, { method: "GET", url: "/v5/market/time", headers: {}, body: "", ip })
    for (let n = 0; n < 600; n++) {
      now = NOW + n * 5
      expect(get("10.0.0.1").status).toBe(200)
    }
    const refused = get("10.0.0.1")
    expect(refused.status).toBe(403)
    expect(refused.body).toBe("access too frequent")
    expect(get("10.0.0.2").status).toBe(200)
    now = NOW + 5000 // the first request has left the window
    expect(get("10.0.0.1").status).toBe(200)
  })

  it.effect("answers 10006 past the budget, with the three headers on every private answer", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const h = yield* Emulator.make({ port: 0, seed: 2 })
      const create = (category: string, n: number) =>
        Effect.promise(async () => {
          const ts = h.admin.now()
          const body = JSON.stringify({
            category,
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Limit",
            qty: category === "spot" ? "0.001" : "0.001",
            price: "20000",
            orderLinkId: `${category}-${n}-${ts}`
          })
          const r = await fetch(`${h.rest}/v5/order/create`, {
            method: "POST",
            body,
            headers: {
              "X-BAPI-API-KEY": h.apiKey,
              "X-BAPI-TIMESTAMP": String(ts),
              "X-BAPI-RECV-WINDOW": "5000",
              "X-BAPI-SIGN": hmac(h.apiSecret, `${ts}${h.apiKey}5000${body}`),
              "Content-Type": "application/json"
            }
          })
          const env = JSON.parse(await r.text()) as { retCode: number; retMsg: string }
          return {
            env,
            limit: r.headers.get("x-bapi-limit"),
            status: r.headers.get("x-bapi-limit-status"),
            reset: r.headers.get("x-bapi-limit-reset-timestamp")
          }
        })
      for (let n = 0; n < 10; n++) {
        const r = yield* create("linear", n)
        expect(r.env.retCode, r.env.retMsg).toBe(0)
        // The reset time is "now" while budget remains, then when the oldest request leaves the window.
        expect([r.limit, r.status, r.reset]).toEqual(["10", String(9 - n), String(n < 9 ? NOW : NOW + 1000)])
      }
      const over = yield* create("linear", 10)
      expect(over.env).toMatchObject({ retCode: 10006, retMsg: "Too many visits!" })
      expect([over.limit, over.status, over.reset]).toEqual(["10", "0", String(NOW + 1000)])
      // Spot has its own column of 20.
      for (let n = 0; n < 20; n++) expect((yield* create("spot", n)).env.retCode).not.toBe(10006)
      expect((yield* create("spot", 20)).env.retCode).toBe(10006)
      yield* TestClock.adjust("1 second")
      const again = yield* create("linear", 11)
      expect(again.env.retCode).toBe(0)
      expect(again.status).toBe("9")
      expect(h.admin.violations()).toEqual([])
    })
  )
})

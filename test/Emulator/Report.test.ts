import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Emulator from "../../src/Emulator/Emulator.js"
import { type Caller, Exchange, type Params } from "../../src/Emulator/Exchange.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import * as ReportCurves from "../../src/Emulator/ReportCurves.js"
import * as ReportTable from "../../src/Emulator/ReportTable.js"
import type * as Format from "../../src/Recording/Format.js"
import * as AdminHttp from "../support/AdminHttp.js"
import { waitFor } from "../support/WaitFor.js"

// The paper-trading report (src/Emulator/Report.ts) of a bot that buys, watches the market fall and rise, and sells,
// on a small recording; every figure is worked out by hand below, at the default linear fees (taker 0.055%).

const T = 1_767_225_600_000
const RSA = { publicKeyPem: "-----BEGIN PUBLIC KEY-----\nTEST\n-----END PUBLIC KEY-----\n", privateKeyPem: "PRIV" }

let u = 0
/** A book of one bid and one ask, 1 BTC each. */
const book = (r: number, bid: string, ask: string): Format.Line => ({
  r,
  c: "linear",
  m: {
    topic: "orderbook.50.BTCUSDT",
    type: "snapshot",
    ts: r,
    data: { s: "BTCUSDT", b: [[bid, "1.000"]], a: [[ask, "1.000"]], u: ++u, seq: u }
  }
})

// Only USDT in the wallets, so the equity moves with the position alone.
const user = { accountType: "unified", apiKeys: [{ type: "hmac" }], balances: { UNIFIED: { USDT: "100000" } } } as const
const accounts = { users: [user, user] } as const

const market = (side: "Buy" | "Sell", orderLinkId: string): Params => ({
  category: "linear",
  symbol: "BTCUSDT",
  side,
  orderType: "Market",
  qty: "0.100",
  orderLinkId
})

describe("the paper-trading report", () => {
  it("buy, the market falls and rises, sell: every figure by hand; another account's fills stay out", () => {
    const ex = new Exchange({ seed: 1, rsa: RSA, replay: { latencyMs: 0 }, accounts })
    const [first, second] = ex.openings.opened
    const me: Caller = { uid: first!.uid, apiKey: first!.apiKeys[0]!.apiKey }
    const other: Caller = { uid: second!.uid, apiKey: second!.apiKeys[0]!.apiKey }
    const order = (caller: Caller, params: Params, now: number) => {
      const r = ex.createOrder(caller, params, now)
      if (!r.ok) throw new Error(`${r.retCode} ${r.retMsg}`)
    }

    ex.replay(book(T, "59999.00", "60001.00"), T) // mid 60000; equity sampled: 100000
    order(me, market("Buy", "bot-buy"), T + 10) // takes the ask: 0.1 at 60001
    order(other, market("Buy", "other-buy"), T + 20) // another account: never in mine
    ex.replay(book(T + 1000, "59899.00", "59901.00"), T + 1000) // mark 59900
    ex.replay(book(T + 2000, "60199.00", "60201.00"), T + 2000) // mark 60200
    order(me, market("Sell", "bot-sell"), T + 2010) // hits the bid: 0.1 at 60199
    ex.replay(book(T + 3000, "60299.00", "60301.00"), T + 3000)
    const report = ex.report(me.uid, T + 3000)

    // fees: 0.1 × 60001 × 0.00055 = 3.300055 and 0.1 × 60199 × 0.00055 = 3.310945
    const buyFee = 3.300055
    const sellFee = 3.310945
    expect(report.fills.map((f) => [f.orderLinkId, f.side, f.price, f.qty, f.fee, f.mid, f.slippage])).toEqual([
      // slippage: a buy (60001 − 60000) × 0.1, a sell (60200 − 60199) × 0.1
      ["bot-buy", "Buy", "60001.00", "0.100", String(buyFee), "60000", "0.1"],
      ["bot-sell", "Sell", "60199.00", "0.100", String(sellFee), "60200", "0.1"]
    ])
    // realised: (60199 − 60001) × 0.1 = 19.8; flat at the end, so nothing unrealised
    const fees = "6.611" // 3.300055 + 3.310945
    expect(report.totals).toEqual([
      {
        coin: "USDT",
        fees,
        funding: "0",
        realised: "19.8",
        unrealised: "0",
        net: "13.189", // 19.8 − 6.611
        slippage: "0.2"
      }
    ])
    expect(report.symbols).toEqual([
      {
        category: "linear",
        symbol: "BTCUSDT",
        coin: "USDT",
        fills: 2,
        makerFills: 0,
        bought: "0.100",
        sold: "0.100",
        volume: "12020", // 6000.1 + 6019.9
        fees: { USDT: fees },
        funding: "0",
        realised: "19.8",
        unrealised: "0",
        position: null,
        // (0.1 + 0.1) / (60000 × 0.1 + 60200 × 0.1) × 10⁴ = 0.1664 bps
        slippage: { amount: "0.2", bps: "0.17", fills: 2 }
      }
    ])
    // equity: 100000 at the start; at T+1000 100000 − 3.300055 + (59900 − 60001) × 0.1 = 99986.599945 (the trough);
    // at T+2000 100000 − 3.300055 + (60200 − 60001) × 0.1 = 100016.599945; at the end 100000 + 13.189
    expect(report.curve).toEqual([
      { t: T, equity: "100000", exposure: "0", net: "0" },
      { t: T + 1000, equity: "99986.599945", exposure: "5990", net: "5990" }, // 0.1 × 59900
      { t: T + 2000, equity: "100016.599945", exposure: "6020", net: "6020" },
      { t: T + 3000, equity: "100013.189", exposure: "0", net: "0" }
    ])
    expect(report.equity).toEqual({ coin: "USD", start: "100000", end: "100013.189", change: "13.189" })
    // the largest fall from a peak: 100000 → 99986.599945, 13.400055, of 100000
    expect(report.drawdown).toEqual({
      amount: "13.400055",
      fraction: "0.00013400055",
      peakAt: T,
      troughAt: T + 1000
    })
    // the longest drawdown: the peak at T, back above it at T + 2000 (the fall from T + 2000 lasts 1000 ms)
    expect(report.longestDrawdown).toEqual({ ms: 2000, from: T, to: T + 2000, recovered: true })
    // one UTC day, one (partial) daily return: no ratio yet
    expect(report.days).toEqual([{ day: "2026-01-01", pnl: "13.189", equity: "100013.189" }])
    expect(report.ratios).toEqual({ periodMs: 86_400_000, returns: 1, sharpe: null, sortino: null })
    // turnover: 12020 USDT (at 1 USD) over the mean of the four samples, 400016.388890 / 4
    expect(report.turnover).toMatchObject({ traded: "12020", meanEquity: "100004.0972225" })
    expect(Number(report.turnover.ratio)).toBeCloseTo(12020 / 100004.0972225, 12)
    // four recorded lines; no REST server; my two orders (the other account's one is its own)
    expect(report.counts).toEqual({ lines: 4, messages: 0, decisions: 2 })
    expect(ReportTable.table(report).split("\n").slice(-3)).toEqual([
      "Sharpe -, Sortino - (1 daily return, annualised, risk-free 0); longest drawdown 2s from " +
        "2026-01-01T00:00:00.000Z to 2026-01-01T00:00:02.000Z",
      `turnover ${report.turnover.ratio} (traded 12020 USD over mean equity 100004.0972225); 4 recorded lines, ` +
        "0 REST requests, 2 decisions",
      "PnL by UTC day (USD): 2026-01-01 13.189"
    ])

    // the other account: its one fill, at the ask 60001 (the ask had 0.9 left), open at the end
    const theirs = ex.report(other.uid, T + 3000)
    expect(theirs.fills.map((f) => f.orderLinkId)).toEqual(["other-buy"])
    expect(theirs.symbols[0]).toMatchObject({
      fills: 1,
      realised: "0", // cumRealisedPnl −3.300055 plus its fee
      unrealised: "29.9", // (60300 − 60001) × 0.1
      position: { side: "Buy", size: "0.100", markPrice: "60300.00" }
    })
    expect(theirs.counts).toEqual({ lines: 4, messages: 0, decisions: 1 })
  })

  it("decisions: each order an account sends, a batch's each, refused ones too; other private paths none", () => {
    const ex = new Exchange({ seed: 1, rsa: RSA, replay: { latencyMs: 0 }, accounts })
    const me: Caller = { uid: ex.openings.opened[0]!.uid, apiKey: ex.openings.opened[0]!.apiKeys[0]!.apiKey }
    ex.replay(book(T, "59999.00", "60001.00"), T)
    const request = [market("Buy", "b-1"), market("Buy", "b-2")].map(({ category: _, ...order }) => order)
    ex.batch("create", me, { category: "linear", request }, T + 10)
    // refused: no such order
    expect(ex.cancelOrder(me, { category: "linear", symbol: "BTCUSDT", orderId: "none" }, T + 20).ok).toBe(false)
    expect(ex.report(me.uid, T + 1000).counts).toEqual({ lines: 1, messages: 0, decisions: 3 })
    expect(ReportCurves.decisionsOf("/v5/order/cancel-all", {})).toBe(1)
    expect(ReportCurves.decisionsOf("/v5/order/disconnected-cancel-all", {})).toBe(0)
    expect(ReportCurves.decisionsOf("/v5/position/set-leverage", {})).toBe(0)
  })

  it("the stored curve stays bounded over a long replay; the drawdown still sees every sample", () => {
    const ex = new Exchange({ seed: 1, rsa: RSA, replay: { latencyMs: 0 }, accounts })
    const me: Caller = { uid: ex.openings.opened[0]!.uid, apiKey: ex.openings.opened[0]!.apiKeys[0]!.apiKey }
    ex.replay(book(T, "59999.00", "60001.00"), T)
    const r = ex.createOrder(me, market("Buy", "hold"), T + 10)
    expect(r.ok).toBe(true)
    // 5000 seconds of market, one line a second; one dip of 100 at the 4321st second
    for (let k = 1; k <= 5000; k++) {
      const mid = k === 4321 ? 59900 : 60000
      ex.replay(book(T + k * 1000, `${mid - 1}.00`, `${mid + 1}.00`), T + k * 1000)
    }
    const report = ex.report(me.uid, T + 5000 * 1000)
    expect(report.curve.length).toBeLessThanOrEqual(1000)
    expect(report.curve.length).toBeGreaterThan(500)
    expect(report.sampling.storedEveryMs).toBeGreaterThan(1000)
    // the dip, sampled whatever the curve kept: from the first sample's 100000, the buy's fee (3.300055) and
    // spread (0.1), then (59900 − 60000) × 0.1 = 10
    expect(report.drawdown).toMatchObject({ amount: "13.400055", peakAt: T, troughAt: T + 4321 * 1000 })
  })

  it("the library and the admin route answer the same report; an unknown uid is refused", () =>
    Effect.gen(function* () {
      const lines = [book(T, "59999.00", "60001.00"), book(T + 1000, "60099.00", "60101.00")]
      const handle = yield* Emulator.make({ port: 0, accounts, market: Replay.from(lines, { speed: "max" }) })
      yield* handle.replayEnded
      const i = handle.admin.exchange.instrument("linear", "BTCUSDT")!
      yield* waitFor(() => handle.admin.exchange.engine.depth(i, 1).a[0]?.[0] === "60101.00", "the last line")
      const viaAdmin = handle.admin.report()
      expect(viaAdmin.uid).toBe(handle.uid)
      const viaRoute = yield* Effect.promise(() =>
        AdminHttp.fetchAdmin(handle, "report", { method: "GET", query: `uid=${handle.uid}` }).then((r) => r.json())
      )
      expect(viaRoute).toMatchObject({
        ok: true,
        result: { uid: handle.uid, equity: viaAdmin.equity, fills: [], totals: [] }
      })
      const unknown = yield* Effect.promise(() =>
        AdminHttp.fetchAdmin(handle, "report", { method: "GET", query: "uid=999" }).then(
          async (r) => [r.status, await r.json()] as const
        )
      )
      expect(unknown).toEqual([400, { ok: false, error: "uid: unknown uid 999", path: "uid" }])
      expect(() => handle.admin.report({ uid: "999" })).toThrow("unknown uid 999")
    }).pipe(Effect.scoped, Effect.runPromise))
})

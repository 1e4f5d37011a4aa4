import { describe, expect, it } from "@effect/vitest"
import type { Clearing } from "../../src/Emulator/Clearing.js"
import { type Caller, Exchange, type Params, type Result } from "../../src/Emulator/Exchange.js"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import { RECORDED_TRADES } from "../../src/Emulator/market/MarketData.js"

const T0 = 1_750_000_000_000
const RSA = { publicKeyPem: "-----BEGIN PUBLIC KEY-----\nTEST\n-----END PUBLIC KEY-----\n", privateKeyPem: "PRIV" }

const value = <A>(r: Result<A>): A => {
  if (!r.ok) throw new Error(`expected ok, got ${r.retCode} ${r.retMsg}`)
  return r.value
}
type Rec = Record<string, unknown>
const list = (v: object): ReadonlyArray<Rec> => (v as { list: ReadonlyArray<Rec> }).list

describe("Clearing's printed-trade ids", () => {
  it("keep only what the recent-trade answers can return, per instrument, while every recent fill stays known", () => {
    const ex = new Exchange({ seed: 7, rsa: RSA })
    const me: Caller = { uid: ex.demo.uid, apiKey: ex.demo.apiKey }
    const call = (path: string, params: Params, now: number): Result<object> => {
      const h = ex.route(path)
      if (h === undefined) throw new Error(`no route ${path}`)
      return h(me, params, now)
    }
    // the set the market feed consults so it never publishes an engine trade twice (private: read for this check)
    const clearing = (ex as unknown as { readonly books: { readonly clearing: Clearing } }).books.clearing
    const execIdsOf = (category: string, orderId: string, now: number): ReadonlyArray<string> =>
      list(value(call("/v5/execution/list", { category, orderId }, now))).map((e) => String(e.execId))

    const orders = RECORDED_TRADES + 300
    const firstIds: Array<string> = []
    const all: Array<string> = []
    let lastIds: ReadonlyArray<string> = []
    let now = T0
    for (let k = 0; k < orders; k++) {
      now = T0 + k * 20
      const placed = value(
        ex.createOrder(
          me,
          {
            category: "linear",
            symbol: "BTCUSDT",
            side: k % 2 === 0 ? "Buy" : "Sell",
            orderType: "Market",
            qty: "0.001"
          },
          now
        )
      )
      const ids = execIdsOf("linear", placed.orderId, now)
      expect(ids.length).toBeGreaterThan(0)
      all.push(...ids)
      if (k < 5) firstIds.push(...ids)
      lastIds = ids
      // bounded at every step, not only at the end
      if (k % 100 === 0) expect(clearing.printed.size).toBeLessThanOrEqual(RECORDED_TRADES)
    }
    // a second instrument keeps its own ids: the first instrument's bound does not evict them
    const spot = value(
      ex.createOrder(me, { category: "spot", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "200" }, now)
    )
    const spotIds = execIdsOf("spot", spot.orderId, now)
    expect(spotIds.length).toBeGreaterThan(0)

    expect(clearing.printed.size).toBeLessThanOrEqual(RECORDED_TRADES + spotIds.length)
    expect(clearing.printed.size).toBeGreaterThanOrEqual(RECORDED_TRADES)
    for (const id of [...lastIds, ...spotIds]) expect(clearing.printed.has(id)).toBe(true)
    for (const id of firstIds) expect(clearing.printed.has(id)).toBe(false)

    // what the recent-trade answer returns for the instrument is still recognised as the engine's own
    const instrument = Instruments.find("linear", "BTCUSDT")
    if (instrument === undefined) throw new Error("no linear BTCUSDT")
    const recent = ex.market.recentTrades(instrument, now, RECORDED_TRADES)
    const ours = new Set(all)
    const engineTrades = recent.filter((t) => ours.has(t.execId))
    expect(engineTrades.length).toBeGreaterThan(RECORDED_TRADES / 2)
    // every engine trade the answer can still return is known as printed (the feed never republishes it)
    for (const t of engineTrades) expect(clearing.printed.has(t.execId)).toBe(true)
    for (const id of lastIds) expect(recent.some((t) => t.execId === id)).toBe(true)
  })
})

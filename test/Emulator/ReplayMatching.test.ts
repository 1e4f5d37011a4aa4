import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { type Caller, Exchange, type Params } from "../../src/Emulator/Exchange.js"
import type * as Format from "../../src/Recording/Format.js"

// The bot's orders against a recorded market (engine/Queue.ts): takers walk the recorded levels, makers wait behind
// the recorded queue at their price (hftbacktest's RiskAdverse model), orders reach the book after the latency.

const T = 1_767_225_600_000
const RSA = { publicKeyPem: "-----BEGIN PUBLIC KEY-----\nTEST\n-----END PUBLIC KEY-----\n", privateKeyPem: "PRIV" }
type Level = readonly [string, string]

let u = 0
const book = (r: number, type: "snapshot" | "delta", b: ReadonlyArray<Level>, a: ReadonlyArray<Level>): Format.Line => {
  u = type === "snapshot" ? 1 : u + 1
  return {
    r,
    c: "linear",
    m: { topic: "orderbook.50.BTCUSDT", type, ts: r, data: { s: "BTCUSDT", b, a, u, seq: u }, cts: r }
  }
}
const trade = (r: number, side: "Buy" | "Sell", price: string, size: string): Format.Line => ({
  r,
  c: "linear",
  m: {
    topic: "publicTrade.BTCUSDT",
    type: "snapshot",
    ts: r,
    data: [{ T: r, s: "BTCUSDT", S: side, v: size, p: price, L: "PlusTick", i: `rec-${r}`, BT: false }]
  }
})

// Bids 59999.0 × 1.000 and 59998.0 × 2.000; asks 60000.0 × 0.500, 60000.5 × 1.000, 60001.0 × 2.000.
const opening = book(
  T,
  "snapshot",
  [
    ["59999.00", "1.000"],
    ["59998.00", "2.000"]
  ],
  [
    ["60000.00", "0.500"],
    ["60000.50", "1.000"],
    ["60001.00", "2.000"]
  ]
)

const replaying = (latencyMs = 0) => {
  const ex = new Exchange({ seed: 1, rsa: RSA, replay: { latencyMs } })
  const me: Caller = { uid: ex.demo.uid, apiKey: ex.demo.apiKey }
  ex.setBalance(me.uid, "UNIFIED", "USDT", "100000000", T)
  ex.replay(opening, T)
  const place = (params: Params, now: number): string => {
    const r = ex.createOrder(me, { category: "linear", symbol: "BTCUSDT", ...params }, now)
    if (!r.ok) throw new Error(`${r.retCode} ${r.retMsg}`)
    return r.value.orderId
  }
  const cancel = (orderId: string, now: number) => {
    const r = ex.cancelOrder(me, { category: "linear", symbol: "BTCUSDT", orderId }, now)
    if (!r.ok) throw new Error(`${r.retCode} ${r.retMsg}`)
  }
  const play = (line: Format.Line) => ex.replay(line, line.r)
  /** An order's fills, oldest first, as `price×qty`. */
  const fills = (orderId: string): ReadonlyArray<string> =>
    ex.engine
      .executions(me.uid, "linear")
      .filter((e) => e.orderId === orderId)
      .map((e) => `${e.execPrice}×${e.execQty}${e.isMaker ? " maker" : ""}`)
      .reverse()
  const status = (orderId: string) => ex.engine.order("linear", { accountId: me.uid, orderId })?.orderStatus
  return { ex, me, place, cancel, play, fills, status }
}

const limitBuy = (price: string, qty: string): Params => ({ side: "Buy", orderType: "Limit", price, qty })

describe("matching against a recorded market", () => {
  it("a taker walks the recorded levels: a market buy across three asks", () => {
    const r = replaying()
    const id = r.place({ side: "Buy", orderType: "Market", qty: "2.000" }, T + 10)
    expect(r.fills(id)).toEqual(["60000.00×0.500", "60000.50×1.000", "60001.00×0.500"])
    expect(r.status(id)).toBe("Filled")
  })

  it("a limit taker stops at its price and rests the rest behind nothing (a new best bid)", () => {
    const r = replaying()
    const id = r.place({ side: "Buy", orderType: "Limit", price: "60000.50", qty: "2.000" }, T + 10)
    expect(r.fills(id)).toEqual(["60000.00×0.500", "60000.50×1.000"])
    expect(r.status(id)).toBe("PartiallyFilled")
    // the recorded asks it took leave the recording too; alone at its price, the next recorded sell there fills it
    r.play(
      book(
        T + 15,
        "delta",
        [],
        [
          ["60000.00", "0"],
          ["60000.50", "0"]
        ]
      )
    )
    expect(r.fills(id)).toHaveLength(2)
    r.play(trade(T + 20, "Sell", "60000.50", "0.200"))
    expect(r.fills(id)).toEqual(["60000.00×0.500", "60000.50×1.000", "60000.50×0.200 maker"])
  })

  it("the recorded levels a taker used are back at the next book message (no lasting impact)", () => {
    const r = replaying()
    r.place({ side: "Buy", orderType: "Market", qty: "0.300" }, T + 10)
    expect(r.ex.engine.depth(r.ex.instrument("linear", "BTCUSDT")!, 1).a).toEqual([["60000.00", "0.200"]])
    r.play(book(T + 20, "delta", [["59998.00", "2.500"]], []))
    expect(r.ex.engine.depth(r.ex.instrument("linear", "BTCUSDT")!, 1).a).toEqual([["60000.00", "0.500"]])
  })

  it("a maker behind the recorded queue fills only once trades at its price passed the quantity ahead", () => {
    const r = replaying()
    const id = r.place(limitBuy("59999.00", "0.300"), T + 10) // 1.000 ahead
    r.play(trade(T + 20, "Sell", "59999.00", "0.600")) // 0.400 ahead
    expect(r.fills(id)).toEqual([])
    r.play(trade(T + 30, "Sell", "59999.00", "0.600")) // 0.200 past the queue
    expect(r.fills(id)).toEqual(["59999.00×0.200 maker"])
    expect(r.status(id)).toBe("PartiallyFilled")
    r.play(trade(T + 40, "Sell", "59999.00", "0.500"))
    expect(r.fills(id)).toEqual(["59999.00×0.200 maker", "59999.00×0.100 maker"])
    expect(r.status(id)).toBe("Filled")
  })

  it("a maker ahead of the recorded queue (a better price) fills from the first trade that reaches it", () => {
    const r = replaying()
    const id = r.place(limitBuy("59999.50", "0.300"), T + 10)
    r.play(trade(T + 20, "Sell", "59999.50", "0.100"))
    expect(r.fills(id)).toEqual(["59999.50×0.100 maker"])
    // a sell below its price traded through it: the rest fills at its own price
    r.play(trade(T + 30, "Sell", "59999.00", "0.050"))
    expect(r.fills(id)).toEqual(["59999.50×0.100 maker", "59999.50×0.200 maker"])
  })

  it("cancellations are not assumed ahead: the queue shrinks only when the level falls below it", () => {
    const r = replaying()
    const id = r.place(limitBuy("59999.00", "0.300"), T + 10) // 1.000 ahead
    r.play(book(T + 20, "delta", [["59999.00", "1.500"]], [])) // grew: behind, still 1.000 ahead
    r.play(book(T + 30, "delta", [["59999.00", "0.400"]], [])) // shrank below: 0.400 ahead
    r.play(trade(T + 40, "Sell", "59999.00", "0.500"))
    expect(r.fills(id)).toEqual(["59999.00×0.100 maker"])
  })

  it("the recorded book crossing a resting order fills it whole at its price", () => {
    const r = replaying()
    const id = r.place(limitBuy("59999.00", "0.300"), T + 10)
    r.play(book(T + 20, "delta", [], [["59998.50", "1.000"]]))
    expect(r.fills(id)).toEqual(["59999.00×0.300 maker"])
  })

  it("latency: an order reaches the book latencyMs after it was accepted, behind the queue as it then stands", () => {
    const r = replaying(100)
    const id = r.place(limitBuy("59999.00", "0.300"), T + 10) // reaches the book at T + 110
    expect(r.status(id)).toBe("New")
    r.play(trade(T + 50, "Sell", "59999.00", "2.000")) // before it arrived: nothing
    r.play(book(T + 60, "delta", [["59999.00", "0.200"]], []))
    r.play(book(T + 150, "delta", [["59998.00", "2.100"]], [])) // it arrived at T + 110: 0.200 ahead
    r.play(trade(T + 160, "Sell", "59999.00", "0.300"))
    expect(r.fills(id)).toEqual(["59999.00×0.100 maker"])
    const fill = r.ex.engine.executions(r.me.uid, "linear").find((e) => e.orderId === id)
    expect(fill?.execTime).toBe(String(T + 160))
  })

  it("a cancel before the fill: the order never trades", () => {
    const r = replaying(100)
    const id = r.place(limitBuy("59999.00", "0.300"), T + 10)
    r.cancel(id, T + 50) // still on its way
    r.play(book(T + 150, "delta", [], [["59998.50", "1.000"]]))
    r.play(trade(T + 160, "Sell", "59990.00", "5.000"))
    expect(r.fills(id)).toEqual([])
    expect(r.status(id)).toBe("Cancelled")
    const resting = replaying()
    const other = resting.place(limitBuy("59999.00", "0.300"), T + 10)
    resting.cancel(other, T + 20) // resting, then cancelled
    resting.play(trade(T + 30, "Sell", "59990.00", "5.000"))
    expect(resting.fills(other)).toEqual([])
  })

  it("is deterministic: the same recording, settings and orders give the same fills, bit for bit", () => {
    const run = () => {
      const r = replaying(20)
      const ids = [
        r.place(limitBuy("59999.00", "0.300"), T + 10),
        r.place(limitBuy("59999.50", "0.200"), T + 11),
        r.place({ side: "Buy", orderType: "Market", qty: "0.700" }, T + 12)
      ]
      r.play(trade(T + 40, "Sell", "59999.50", "0.150"))
      r.play(book(T + 50, "delta", [["59999.00", "0.500"]], []))
      r.play(trade(T + 60, "Sell", "59999.00", "0.700"))
      return { ids, executions: r.ex.engine.executions(r.me.uid) }
    }
    const first = run()
    const second = run()
    expect(first.executions.length).toBeGreaterThan(3)
    expect(second).toEqual(first)
  })
})

// ------------------------------------------------------------------------------------------ model-based

type Action =
  | { readonly kind: "place"; readonly level: number; readonly qty: number }
  | { readonly kind: "cancel"; readonly pick: number }
  | { readonly kind: "trade"; readonly level: number; readonly qty: number }
  | { readonly kind: "size"; readonly level: number; readonly qty: number }

// Five bid prices 59995.00 … 59999.00 (level 0 is the best), asks far above: nothing the bot places crosses.
const priceOf = (level: number) => 59999 - level
const milli = (n: number) => (n / 1000).toFixed(3)

/** The reference: each order's queue ahead, filled quantity and whether it is open, under the stated model. */
const reference = (actions: ReadonlyArray<Action>) => {
  const sizes = new Map<number, number>([0, 1, 2, 3, 4].map((l) => [priceOf(l), 1000]))
  const orders: Array<{ price: number; qty: number; filled: number; ahead: number; open: boolean }> = []
  for (const a of actions) {
    if (a.kind === "place") {
      const price = priceOf(a.level)
      orders.push({ price, qty: a.qty, filled: 0, ahead: sizes.get(price) ?? 0, open: true })
    } else if (a.kind === "cancel") {
      const live = orders.filter((o) => o.open)
      const o = live[a.pick % Math.max(live.length, 1)]
      if (o !== undefined) o.open = false
    } else if (a.kind === "size") {
      const price = priceOf(a.level)
      sizes.set(price, a.qty)
      for (const o of orders) if (o.open && o.price === price) o.ahead = Math.min(o.ahead, a.qty)
    } else {
      const price = priceOf(a.level)
      let left = a.qty
      for (const o of orders) {
        if (!o.open) continue
        if (o.price > price) {
          o.filled = o.qty
          o.open = false
        } else if (o.price === price) {
          if (left <= o.ahead) o.ahead -= left
          else {
            const q = Math.min(o.qty - o.filled, left - o.ahead)
            o.ahead = 0
            o.filled += q
            left -= q
            if (o.filled === o.qty) o.open = false
          }
        }
      }
    }
  }
  return orders.map((o) => o.filled)
}

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant("place" as const), level: fc.nat(4), qty: fc.integer({ min: 1, max: 800 }) }),
  fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant("trade" as const), level: fc.nat(4), qty: fc.integer({ min: 1, max: 1500 }) }),
  fc.record({ kind: fc.constant("size" as const), level: fc.nat(4), qty: fc.integer({ min: 1, max: 3000 }) })
)

describe("the queue model against a reference matcher", () => {
  it("fills every order as the reference does, for any sequence of orders, cancels, trades and level sizes", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const ex = new Exchange({ seed: 1, rsa: RSA, replay: {} })
        const me: Caller = { uid: ex.demo.uid, apiKey: ex.demo.apiKey }
        ex.setBalance(me.uid, "UNIFIED", "USDT", "100000000", T)
        const bids = [0, 1, 2, 3, 4].map((l): Level => [`${priceOf(l)}.00`, "1.000"])
        ex.replay(book(T, "snapshot", bids, [["61000.00", "5.000"]]), T)
        const ids: Array<string> = []
        actions.forEach((a, k) => {
          const now = T + 10 * (k + 1)
          if (a.kind === "place") {
            const r = ex.createOrder(
              me,
              { category: "linear", symbol: "BTCUSDT", ...limitBuy(`${priceOf(a.level)}.00`, milli(a.qty)) },
              now
            )
            if (!r.ok) throw new Error(`${r.retCode} ${r.retMsg}`)
            ids.push(r.value.orderId)
          } else if (a.kind === "cancel") {
            const live = ids.filter((id) => {
              const s = ex.engine.order("linear", { accountId: me.uid, orderId: id })?.orderStatus
              return s === "New" || s === "PartiallyFilled"
            })
            const id = live[a.pick % Math.max(live.length, 1)]
            if (id !== undefined) ex.cancelOrder(me, { category: "linear", symbol: "BTCUSDT", orderId: id }, now)
          } else if (a.kind === "trade") {
            ex.replay(trade(now, "Sell", `${priceOf(a.level)}.00`, milli(a.qty)), now)
          } else {
            ex.replay(book(now, "delta", [[`${priceOf(a.level)}.00`, milli(a.qty)]], []), now)
          }
        })
        const filled = ids.map((id) => {
          const cum = ex.engine.order("linear", { accountId: me.uid, orderId: id })?.cumExecQty ?? "0"
          return Math.round(Number(cum) * 1000)
        })
        expect(filled).toEqual(reference(actions))
      }),
      { numRuns: 60 }
    )
  })
})

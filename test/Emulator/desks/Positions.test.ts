import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { type Caller, Exchange, type Params, type Result } from "../../../src/Emulator/Exchange.js"
import * as Instruments from "../../../src/Emulator/market/Instruments.js"

// `/v5/position/switch-mode` against the docs (docs/v5/position/position-mode): priority symbol > coin > system
// default (one-way); a request by coin switches every symbol of that settle coin without a position or an open
// order and leaves the others in their mode, answers 0 whatever it skipped (no "not modified"), and the coin's mode
// is what a symbol configured later takes; a request by symbol answers 110025 / 110024 / 110028 / 110029. Hedge mode
// only where the docs' table of each contract's ability offers it (USDT perpetuals; not USDC or inverse perpetuals).

const T0 = 1_750_000_000_000
const RSA = { publicKeyPem: "-----BEGIN PUBLIC KEY-----\nTEST\n-----END PUBLIC KEY-----\n", privateKeyPem: "PRIV" }

type Mode = "oneWay" | "hedge"
type Symbol = "BTCUSDT" | "ETHUSDT" | "SOLUSDT" | "BTCPERP" | "ETHPERP"
const SYMBOLS: ReadonlyArray<Symbol> = ["BTCUSDT", "ETHUSDT", "SOLUSDT", "BTCPERP", "ETHPERP"]

/** What happens before the request: a switch (its answer must be 0), a position, or a resting order. */
type Step = { readonly switch: Params } | { readonly position: Symbol } | { readonly restingOrder: Symbol }

interface Case {
  readonly name: string
  readonly before?: ReadonlyArray<Step>
  readonly request: Params
  readonly retCode: number
  /** The linear symbols in hedge mode afterwards (every other one is one-way). */
  readonly hedge: ReadonlyArray<Symbol>
}

const make = () => {
  const ex = new Exchange({ seed: 7, rsa: RSA })
  const me: Caller = { uid: ex.demo.uid, apiKey: ex.demo.apiKey }
  const call = (path: string, params: Params): Result<object> => {
    const h = ex.route(path)
    if (h === undefined) throw new Error(`no route ${path}`)
    return h(me, params, T0)
  }
  const code = (r: Result<unknown>) => (r.ok ? 0 : r.retCode)
  const order = (symbol: Symbol, params: Params) => {
    const placed = ex.createOrder(me, { category: "linear", symbol, side: "Buy", ...params }, T0)
    if (!placed.ok) throw new Error(`${symbol}: ${placed.retCode} ${placed.retMsg}`)
  }
  const run = (step: Step) => {
    if ("switch" in step) {
      expect(code(call("/v5/position/switch-mode", { category: "linear", ...step.switch }))).toBe(0)
    } else if ("position" in step) {
      const i = Instruments.find("linear", step.position)!
      order(step.position, {
        orderType: "Market",
        qty: i.minOrderQty,
        positionIdx: modeOf(step.position) === "hedge" ? 1 : 0
      })
    } else {
      const i = Instruments.find("linear", step.restingOrder)!
      // far under the market: it rests
      const price = (Number(i.basePrice) * 0.8).toFixed(i.priceDecimals)
      order(step.restingOrder, { orderType: "Limit", qty: i.minOrderQty, price })
    }
  }
  /** The mode a client sees: the position indices `/v5/position/list` answers for the symbol. */
  const modeOf = (symbol: Symbol): Mode => {
    const r = call("/v5/position/list", { category: "linear", symbol })
    if (!r.ok) throw new Error(r.retMsg)
    const idx = (r.value as { list: ReadonlyArray<{ positionIdx: number }> }).list.map((x) => x.positionIdx)
    return idx.includes(0) ? "oneWay" : "hedge"
  }
  return { ex, me, call, code, run, modeOf }
}

const cases: ReadonlyArray<Case> = [
  {
    name: "by coin: every symbol of the coin switches",
    request: { coin: "USDT", mode: 3 },
    retCode: 0,
    hedge: ["BTCUSDT", "ETHUSDT", "SOLUSDT"]
  },
  {
    name: "by coin, already in that mode: 0, not 110025",
    before: [{ switch: { coin: "USDT", mode: 3 } }],
    request: { coin: "USDT", mode: 3 },
    retCode: 0,
    hedge: ["BTCUSDT", "ETHUSDT", "SOLUSDT"]
  },
  {
    name: "by coin to one-way on a fresh account (the system default already): 0",
    request: { coin: "USDT", mode: 0 },
    retCode: 0,
    hedge: []
  },
  {
    name: "by coin, a position on one symbol: the others switch, it keeps its mode, 0",
    before: [{ position: "ETHUSDT" }],
    request: { coin: "USDT", mode: 3 },
    retCode: 0,
    hedge: ["BTCUSDT", "SOLUSDT"]
  },
  {
    name: "by coin, an open order on one symbol: the others switch, it keeps its mode, 0",
    before: [{ restingOrder: "SOLUSDT" }],
    request: { coin: "USDT", mode: 3 },
    retCode: 0,
    hedge: ["BTCUSDT", "ETHUSDT"]
  },
  {
    name: "by coin back to one-way, a hedge position kept: 0",
    before: [{ switch: { coin: "USDT", mode: 3 } }, { position: "BTCUSDT" }],
    request: { coin: "USDT", mode: 0 },
    retCode: 0,
    hedge: ["BTCUSDT"]
  },
  {
    name: "by coin, every symbol locked: 0, nothing switches",
    before: [{ position: "BTCUSDT" }, { position: "ETHUSDT" }, { restingOrder: "SOLUSDT" }],
    request: { coin: "USDT", mode: 3 },
    retCode: 0,
    hedge: []
  },
  {
    name: "by coin, a symbol set by symbol before: the coin's request sets it too (docs, change 2)",
    before: [{ switch: { symbol: "BTCUSDT", mode: 3 } }],
    request: { coin: "USDT", mode: 0 },
    retCode: 0,
    hedge: []
  },
  {
    name: "by coin to hedge where no symbol offers it (USDC perpetuals): 110029",
    request: { coin: "USDC", mode: 3 },
    retCode: 110029,
    hedge: []
  },
  { name: "by coin, a coin with no symbol: 10001", request: { coin: "DOGE", mode: 3 }, retCode: 10001, hedge: [] },
  {
    name: "by symbol: that symbol only (docs, change 1)",
    request: { symbol: "BTCUSDT", mode: 3 },
    retCode: 0,
    hedge: ["BTCUSDT"]
  },
  {
    name: "by symbol, already in that mode: 110025",
    request: { symbol: "BTCUSDT", mode: 0 },
    retCode: 110025,
    hedge: []
  },
  {
    name: "by symbol, already hedge after a coin's switch: 110025",
    before: [{ switch: { coin: "USDT", mode: 3 } }],
    request: { symbol: "ETHUSDT", mode: 3 },
    retCode: 110025,
    hedge: ["BTCUSDT", "ETHUSDT", "SOLUSDT"]
  },
  {
    name: "by symbol with a position: 110024",
    before: [{ position: "BTCUSDT" }],
    request: { symbol: "BTCUSDT", mode: 3 },
    retCode: 110024,
    hedge: []
  },
  {
    name: "by symbol with an open order: 110028",
    before: [{ restingOrder: "BTCUSDT" }],
    request: { symbol: "BTCUSDT", mode: 3 },
    retCode: 110028,
    hedge: []
  },
  {
    name: "by symbol, one-way after the coin's hedge (docs, change 3): only it changes",
    before: [{ switch: { coin: "USDT", mode: 3 } }],
    request: { symbol: "SOLUSDT", mode: 0 },
    retCode: 0,
    hedge: ["BTCUSDT", "ETHUSDT"]
  },
  {
    name: "by symbol, a USDC perpetual to hedge: 110029",
    request: { symbol: "BTCPERP", mode: 3 },
    retCode: 110029,
    hedge: []
  },
  {
    name: "symbol and coin: the symbol has priority",
    request: { symbol: "ETHUSDT", coin: "USDT", mode: 3 },
    retCode: 0,
    hedge: ["ETHUSDT"]
  }
]

describe("switch-mode, a table of the docs' cases", () => {
  for (const c of cases) {
    it(c.name, () => {
      const t = make()
      for (const step of c.before ?? []) t.run(step)
      expect(t.code(t.call("/v5/position/switch-mode", { category: "linear", ...c.request }))).toBe(c.retCode)
      expect(SYMBOLS.filter((s) => t.modeOf(s) === "hedge")).toEqual(c.hedge)
    })
  }

  it("inverse perpetuals are one-way only, by symbol and by coin: 110029", () => {
    const t = make()
    for (const request of [
      { symbol: "BTCUSD", mode: 3 },
      { coin: "BTC", mode: 3 }
    ]) {
      expect(t.code(t.call("/v5/position/switch-mode", { category: "inverse", ...request }))).toBe(110029)
    }
    expect(t.code(t.call("/v5/position/switch-mode", { category: "inverse", coin: "BTC", mode: 0 }))).toBe(0)
  })

  it("the docs' example in order: BTCUSDT by symbol, USDT by coin, one symbol back", () => {
    const t = make()
    const sw = (request: Params) => t.code(t.call("/v5/position/switch-mode", { category: "linear", ...request }))
    expect(sw({ symbol: "BTCUSDT", mode: 3 })).toBe(0)
    expect(SYMBOLS.filter((s) => t.modeOf(s) === "hedge")).toEqual(["BTCUSDT"])
    expect(sw({ coin: "USDT", mode: 3 })).toBe(0)
    expect(sw({ symbol: "SOLUSDT", mode: 0 })).toBe(0)
    expect(SYMBOLS.filter((s) => t.modeOf(s) === "hedge")).toEqual(["BTCUSDT", "ETHUSDT"])
  })
})

// A model of the docs' rules, against the exchange over random sequences of switches by coin and by symbol and of
// resting orders placed and cancelled: every answer's code, and every symbol's mode after each step, agree.
type Op =
  | { readonly kind: "coin"; readonly mode: 0 | 3 }
  | { readonly kind: "symbol"; readonly symbol: Symbol; readonly mode: 0 | 3 }
  | { readonly kind: "rest"; readonly symbol: Symbol }
  | { readonly kind: "cancel"; readonly symbol: Symbol }

const symbolArb = fc.constantFrom<Symbol>("BTCUSDT", "ETHUSDT", "SOLUSDT", "BTCPERP")
const modeArb = fc.constantFrom<0 | 3>(0, 3)
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("coin" as const), mode: modeArb }),
  fc.record({ kind: fc.constant("symbol" as const), symbol: symbolArb, mode: modeArb }),
  fc.record({ kind: fc.constant("rest" as const), symbol: symbolArb }),
  fc.record({ kind: fc.constant("cancel" as const), symbol: symbolArb })
)

describe("switch-mode, a model of the docs' rules", () => {
  it("codes and modes agree with the model over random sequences", () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 12 }), (ops) => {
        const t = make()
        const model = new Map<Symbol, Mode>(SYMBOLS.map((s) => [s, "oneWay"]))
        const resting = new Set<Symbol>()
        const hedgeable = (s: Symbol) => s.endsWith("USDT")
        for (const op of ops) {
          if (op.kind === "rest") {
            const i = Instruments.find("linear", op.symbol)!
            const price = (Number(i.basePrice) * 0.8).toFixed(i.priceDecimals)
            const positionIdx = model.get(op.symbol) === "hedge" ? 1 : 0
            const placed = t.ex.createOrder(
              t.me,
              {
                category: "linear",
                symbol: op.symbol,
                side: "Buy",
                orderType: "Limit",
                qty: i.minOrderQty,
                price,
                positionIdx
              },
              T0
            )
            expect(placed.ok).toBe(true)
            resting.add(op.symbol)
          } else if (op.kind === "cancel") {
            t.call("/v5/order/cancel-all", { category: "linear", symbol: op.symbol })
            resting.delete(op.symbol)
          } else {
            const body = op.kind === "coin" ? { coin: "USDT", mode: op.mode } : { symbol: op.symbol, mode: op.mode }
            const got = t.code(t.call("/v5/position/switch-mode", { category: "linear", ...body }))
            const mode: Mode = op.mode === 3 ? "hedge" : "oneWay"
            let want = 0
            if (op.kind === "coin") {
              for (const s of SYMBOLS) if (hedgeable(s) && !resting.has(s)) model.set(s, mode)
            } else if (op.mode === 3 && !hedgeable(op.symbol)) want = 110029
            else if (model.get(op.symbol) === mode) want = 110025
            else if (resting.has(op.symbol)) want = 110028
            else model.set(op.symbol, mode)
            expect(got, JSON.stringify(op)).toBe(want)
          }
          expect(SYMBOLS.map((s) => `${s}:${t.modeOf(s)}`)).toEqual(SYMBOLS.map((s) => `${s}:${model.get(s)}`))
        }
      }),
      { numRuns: 40, seed: 61 }
    )
  })
})

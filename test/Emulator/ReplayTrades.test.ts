import * as fc from "fast-check"
import { describe, expect, it, vi } from "vitest"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import { ReplayMarket } from "../../src/Emulator/market/Replay.js"
import * as ReplayTrades from "../../src/Emulator/market/ReplayTrades.js"
import * as Format from "../../src/Recording/Format.js"

// A recording's trade lines are scanned from their text (Recording/TradeScan.ts) and the replay takes their
// trades from the bytes: what it applies and what REST's recent trades give must be what the same lines give when
// parsed by JSON.parse (the path of any line of another shape).

const T0 = 1_767_225_600_000
const btc = Instruments.find("linear", "BTCUSDT")!

const decimal = (whole: number, decimals: number) =>
  fc.tuple(fc.nat(whole), fc.nat(10 ** decimals - 1)).map(([w, f]) => `${w}.${String(f).padStart(decimals, "0")}`)
const trade = fc.record(
  {
    T: fc.nat(1000).map((d) => T0 + d),
    s: fc.constantFrom("BTCUSDT", "BTCUSDT", "ETHUSDT", "NOPEUSDT"),
    S: fc.constantFrom("Buy", "Sell", "Other"),
    v: decimal(5, 3),
    p: decimal(100_000, 2),
    L: fc.constantFrom("PlusTick", "MinusTick"),
    i: fc.uuid(),
    BT: fc.boolean(),
    RPI: fc.boolean(),
    seq: fc.nat()
  },
  { requiredKeys: ["s", "S", "v", "p"] }
)

const line = (r: number, data: ReadonlyArray<object>): Format.Line => ({
  r,
  c: "linear",
  m: { topic: "publicTrade.BTCUSDT", type: "snapshot", ts: r, data }
})

/** Each line applied to a fresh market: what each gave, and the recent trades at the end. */
const replay = (lines: ReadonlyArray<Format.Line>) => {
  const market = new ReplayMarket({ seed: 1 })
  const applied = lines.map((l) => market.apply(l))
  return { applied, recent: market.recentTrades(btc, T0 + 10_000, 1000), last: market.lastPriceUnits(btc, T0) }
}

describe("a replay's trades from scanned trade lines", () => {
  it("are the trades the same lines give parsed: applied, last price and REST's recent trades", () => {
    fc.assert(
      fc.property(fc.array(fc.array(trade, { maxLength: 4 }), { minLength: 1, maxLength: 8 }), (messages) => {
        const parsed = messages.map((data, k) => line(T0 + 100 * k, data))
        const scanned = parsed.map(
          (l, k) => Format.decodeLine(Format.encode(l).trim(), "t.jsonl", k + 2) as Format.Line
        )
        expect(scanned.every((l) => Format.scannedTrades(l) !== undefined)).toBe(true)
        const a = replay(parsed)
        const b = replay(scanned)
        // a scanned line whose every trade was taken carries its message as recorded (its subscribers get it as it
        // is); a parsed line, one with a trade left out, or one on another symbol's topic does not
        const withoutMessage = (x: (typeof b.applied)[number]) => {
          if (x.kind !== "trades") return x
          const { message: _message, ...rest } = x
          return rest
        }
        expect(b.applied.map(withoutMessage)).toEqual(a.applied.map(withoutMessage))
        b.applied.forEach((x, k) => {
          if (x.kind !== "trades") return
          const m = (parsed[k] as Format.MessageLine).m
          // every trade taken, on the topic of the instrument they traded
          const whole =
            x.trades.length === (m.data as ReadonlyArray<unknown>).length &&
            m.topic === `publicTrade.${x.instrument.symbol}`
          expect(x.message === undefined ? undefined : new TextDecoder().decode(x.message)).toBe(
            whole ? JSON.stringify(m) : undefined
          )
          const y = a.applied[k]
          expect(y?.kind === "trades" ? y.message : undefined).toBeUndefined()
        })
        // the field order the exchange sent, kept for the published trades
        for (const [x, y] of b.applied.map((applied, k) => [applied, a.applied[k]] as const))
          if (x.kind === "trades" && y?.kind === "trades")
            expect(x.trades.map((t) => Object.keys(t))).toEqual(y.trades.map((t) => Object.keys(t)))
        expect(b.recent).toEqual(a.recent)
        expect(b.last).toBe(a.last)
      })
    )
  })

  it("keep what the recorded trade said, and take only the first instrument of a line", () => {
    const market = new ReplayMarket({ seed: 1 })
    const text = Format.encode(
      line(T0, [
        { T: T0 - 5, s: "BTCUSDT", S: "Sell", v: "0.250", p: "87000.50", L: "MinusTick", i: "x-1", BT: true, seq: 9 },
        { T: T0 - 4, s: "ETHUSDT", S: "Buy", v: "1.00", p: "3000.00", i: "x-2", BT: false },
        { s: "BTCUSDT", S: "Buy", v: "0.100", p: "87001.00" }
      ])
    ).trim()
    const applied = market.apply(Format.decodeLine(text, "t.jsonl", 2) as Format.Line)
    expect(applied).toEqual({
      kind: "trades",
      instrument: btc,
      trades: [
        {
          T: T0 - 5,
          s: "BTCUSDT",
          S: "Sell",
          v: "0.250",
          p: "87000.50",
          L: "MinusTick",
          i: "x-1",
          BT: true,
          seq: 9,
          priceUnits: 8700050,
          qtyUnits: 250
        },
        {
          T: T0,
          s: "BTCUSDT",
          S: "Buy",
          v: "0.100",
          p: "87001.00",
          i: "",
          BT: false,
          priceUnits: 8700100,
          qtyUnits: 100
        }
      ]
    })
    expect(market.recentTrades(btc, T0, 10)).toEqual([
      {
        execId: "",
        symbol: "BTCUSDT",
        price: "87001.00",
        size: "0.100",
        side: "Buy",
        time: String(T0),
        isBlockTrade: false,
        isRPITrade: false,
        seq: "0"
      },
      {
        execId: "x-1",
        symbol: "BTCUSDT",
        price: "87000.50",
        size: "0.250",
        side: "Sell",
        time: String(T0 - 5),
        isBlockTrade: true,
        isRPITrade: false,
        seq: "9"
      }
    ])
  })
})

describe("a replay's kept trades (the last 1,000 of an instrument, recorded and printed)", () => {
  const id = fc.oneof(
    fc.uuid(),
    fc.string({ minLength: 0, maxLength: 70 }).map((s) => s.replace(/["\\]/g, ""))
  )
  const recorded = fc.record({
    T: fc.nat(3000).map((d) => T0 + d),
    s: fc.constant("BTCUSDT"),
    S: fc.constantFrom("Buy", "Sell"),
    v: decimal(5, 3).filter((v) => Number(v) > 0),
    p: decimal(100_000, 2).filter((p) => Number(p) >= 1),
    i: id,
    BT: fc.boolean(),
    RPI: fc.boolean(),
    seq: fc.option(fc.nat(), { nil: undefined })
  })
  // a batch: a recorded line of 1 to 3 trades, or a trade the engine printed
  const batch = fc.oneof(
    { weight: 4, arbitrary: fc.array(recorded, { minLength: 1, maxLength: 3 }).map((ts) => ({ line: ts })) },
    { weight: 1, arbitrary: recorded.map((t) => ({ printed: t })) }
  )

  it("are REST's recent trades of the last 1,000 kept, newest first, across the ring's wrap; ids copied from the line", () => {
    fc.assert(
      fc.property(
        // a recorded line first: the instrument is the recording's from there (a trade printed before went to the walk)
        fc.tuple(
          fc.array(recorded, { minLength: 1, maxLength: 3 }),
          fc.array(batch, { minLength: 300, maxLength: 700 })
        ),
        fc.nat(3000).map((d) => T0 + d),
        fc.integer({ min: 1, max: 1200 }),
        ([first, rest], now, limit) => {
          const batches = [{ line: first }, ...rest]
          const market = new ReplayMarket({ seed: 1 })
          const model: Array<{ readonly time: number; readonly row: object }> = []
          for (const b of batches) {
            if ("line" in b) {
              const text = Format.encode(line(T0, b.line)).trim()
              const scanned = Format.decodeLine(text, "t.jsonl", 2) as Format.Line
              market.apply(scanned)
              // the reader may reuse a line's memory once it was applied: the kept ids are the replay's own
              Format.scannedTrades(scanned)?.bytes.fill(0x41)
              for (const t of b.line)
                model.push({
                  time: t.T,
                  row: {
                    execId: t.i,
                    symbol: "BTCUSDT",
                    price: t.p,
                    size: t.v,
                    side: t.S,
                    time: String(t.T),
                    isBlockTrade: t.BT,
                    isRPITrade: t.RPI,
                    seq: String(t.seq ?? 0)
                  }
                })
            } else {
              const t = b.printed
              const row = {
                execId: `printed-${t.i}`,
                symbol: "BTCUSDT",
                price: t.p,
                size: t.v,
                side: t.S,
                time: String(t.T),
                isBlockTrade: false,
                isRPITrade: false,
                seq: String(t.seq ?? 0)
              }
              market.recordTrade(btc, row)
              model.push({ time: t.T, row })
            }
          }
          const expected = model
            .slice(-1000)
            .reverse()
            .filter((t) => t.time <= now)
            .slice(0, limit)
            .map((t) => t.row)
          expect(market.recentTrades(btc, now, limit)).toEqual(expected)
        }
      ),
      { numRuns: 25 }
    )
  })
})

describe("a replay's own step over scanned trade lines", () => {
  it("gives what apply gives, the trades made objects only when read", () => {
    fc.assert(
      fc.property(fc.array(fc.array(trade, { maxLength: 4 }), { minLength: 1, maxLength: 8 }), (messages) => {
        const scanned = messages.map(
          (data, k) =>
            Format.decodeLine(Format.encode(line(T0 + 100 * k, data)).trim(), "t.jsonl", k + 2) as Format.Line
        )
        const eager = new ReplayMarket({ seed: 1 })
        const lazy = new ReplayMarket({ seed: 1 })
        const made = vi.spyOn(ReplayTrades.TradeReader.prototype, "fromScan")
        try {
          const stepped = scanned.map((l) => lazy.step(l))
          const uniform = stepped.filter((s) => s.kind === "trades" && s.constructor !== Object).length
          // a line every trade of which was taken is read as numbers: no trade object made yet
          expect(made.mock.calls.length).toBe(stepped.length - uniform)
          const applied = scanned.map((l) => eager.apply(l))
          expect(
            stepped.map((s) =>
              s.kind === "trades" ? { kind: s.kind, instrument: s.instrument, trades: s.trades, message: s.message } : s
            )
          ).toEqual(applied)
        } finally {
          made.mockRestore()
        }
        expect(lazy.recentTrades(btc, T0 + 10_000, 1000)).toEqual(eager.recentTrades(btc, T0 + 10_000, 1000))
        expect(lazy.lastPriceUnits(btc, T0)).toBe(eager.lastPriceUnits(btc, T0))
      })
    )
  })

  it("cuts a taken line's recorded message from its bytes only when read, once a read", () => {
    const market = new ReplayMarket({ seed: 1 })
    const text = Format.encode(
      line(T0, [{ T: T0, s: "BTCUSDT", S: "Buy", v: "0.100", p: "87001.00", L: "PlusTick", i: "x-1", BT: false }])
    ).trim()
    const decoded = Format.decodeLine(text, "t.jsonl", 2) as Format.Line
    const bytes = Format.scannedTrades(decoded)?.bytes
    if (bytes === undefined) throw new Error("not scanned")
    const cut = vi.spyOn(bytes, "subarray")
    const stepped = market.step(decoded)
    // a server with no subscriber of the topic never reads it: no view of the bytes made
    expect(cut).not.toHaveBeenCalled()
    const message = stepped.kind === "trades" ? stepped.message : undefined
    expect(cut).toHaveBeenCalledTimes(1)
    expect(new TextDecoder().decode(message)).toBe(JSON.stringify((JSON.parse(text) as { m: unknown }).m))
  })

  it("reads prices and sizes of any decimal text as the parsed line does (fewer, as many or more decimals)", () => {
    const text = fc.stringMatching(/^[0-9]{1,9}(\.[0-9]{0,6})?$/)
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 3 }), (pv) => {
        const data = pv.map(([p, v], k) => ({ T: T0, s: "BTCUSDT", S: "Buy", v, p, i: `x-${k}`, BT: false }))
        const parsed = line(T0, data)
        const scanned = Format.decodeLine(Format.encode(parsed).trim(), "t.jsonl", 2) as Format.Line
        const a = new ReplayMarket({ seed: 1 })
        const b = new ReplayMarket({ seed: 1 })
        const stepped = b.step(scanned)
        const applied = a.apply(parsed)
        expect(stepped.kind === "trades" ? stepped.trades : []).toEqual(applied.kind === "trades" ? applied.trades : [])
        expect(b.lastPriceUnits(btc, T0)).toBe(a.lastPriceUnits(btc, T0))
        expect(b.recentTrades(btc, T0, 10)).toEqual(a.recentTrades(btc, T0, 10))
      })
    )
  })

  it("makes a taken line's trades objects once, when first read", () => {
    const market = new ReplayMarket({ seed: 1 })
    const text = Format.encode(
      line(T0, [
        { T: T0, s: "BTCUSDT", S: "Sell", v: "0.250", p: "87000.50", L: "MinusTick", i: "x-1", BT: false, seq: 9 },
        { T: T0, s: "BTCUSDT", S: "Buy", v: "0.100", p: "87001.00", L: "PlusTick", i: "x-2", BT: false, seq: 10 }
      ])
    ).trim()
    const made = vi.spyOn(ReplayTrades.TradeReader.prototype, "fromScan")
    try {
      const stepped = market.step(Format.decodeLine(text, "t.jsonl", 2) as Format.Line)
      expect(made).not.toHaveBeenCalled()
      expect(market.lastPriceUnits(btc, T0)).toBe(8700100)
      expect(stepped.kind === "trades" ? stepped.trades.map((t) => t.i) : []).toEqual(["x-1", "x-2"])
      expect(stepped.kind === "trades" ? stepped.trades.length : 0).toBe(2)
      expect(made).toHaveBeenCalledTimes(1)
    } finally {
      made.mockRestore()
    }
  })
})

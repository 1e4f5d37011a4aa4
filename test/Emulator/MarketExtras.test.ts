import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../src/Emulator/base/Fixed.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Harness from "../support/Harness.js"

// The less common market endpoints, through the library against a running emulator: each answer agrees with the
// emulator's other endpoints (tickers, order book, insurance, delivery prices, instruments) and each answers a
// documented rejection.

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

// a public-only client
const Env = Harness.layer({ seed: 31, startAt: NOW, credentials: false })

const tagOf = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(effect), (e) => e._tag)

/** Exact decimal strings as units of 10^-10, for ordering and sums. */
const units = (s: string | undefined): bigint => Fixed.parse(s ?? "", 10) ?? -1n

/** A raw GET, for parameter sets the typed client does not let through. */
const raw = (path: string) =>
  Effect.flatMap(Emulator.Emulator, (h) =>
    Effect.promise(() =>
      fetch(`${h.rest}${path}`).then((r) => r.json() as Promise<{ retCode: number; retMsg: string }>)
    )
  )

const BTC = { category: "linear", symbol: "BTCUSDT" } as const

layer(Env, { timeout: "30 seconds" })("market extras on the emulator", (it) => {
  describe("price-limit", () => {
    it.effect("brackets the ticker's mark price on futures and the index on spot, on the tick grid", () =>
      Effect.gen(function* () {
        for (const q of [BTC, { category: "inverse", symbol: "BTCUSD" }] as const) {
          const limit = yield* Market.getOrderPriceLimit(q)
          const ticker = (yield* Market.getTickers(q)).list[0]
          const mark = units(ticker !== undefined && "markPrice" in ticker ? ticker.markPrice : undefined)
          expect(limit.symbol).toBe(q.symbol)
          expect(units(limit.sellLmt)).toBeLessThan(mark)
          expect(units(limit.buyLmt)).toBeGreaterThan(mark)
          // priceLimitRatioY (2 %) caps the distance from the mark
          expect(units(limit.buyLmt) - mark).toBeLessThanOrEqual(mark / 50n)
          expect(mark - units(limit.sellLmt)).toBeLessThanOrEqual(mark / 50n)
          expect(limit.ts).toBe(String(NOW))
        }
        const spot = yield* Market.getOrderPriceLimit({ category: "spot", symbol: "BTCUSDT" })
        const st = (yield* Market.getTickers({ category: "spot", symbol: "BTCUSDT" })).list[0]
        const index = units(st !== undefined && "usdIndexPrice" in st ? st.usdIndexPrice : undefined)
        expect(units(spot.sellLmt)).toBeLessThanOrEqual(index)
        expect(units(spot.buyLmt)).toBeGreaterThanOrEqual(index)
        expect(spot.buyLmt).toMatch(/^\d+\.\d$/) // spot BTCUSDT ticks by 0.1
        // category defaults to linear
        expect((yield* Market.getOrderPriceLimit({ symbol: "BTCUSDT" })).buyLmt).toBe(
          (yield* Market.getOrderPriceLimit(BTC)).buyLmt
        )
      })
    )

    it.effect("rejects an unknown symbol and options", () =>
      Effect.gen(function* () {
        expect(yield* tagOf(Market.getOrderPriceLimit({ category: "linear", symbol: "NOPEUSDT" }))).toBe("ParamsError")
        const option = yield* raw("/v5/market/price-limit?category=option&symbol=BTC-25DEC26-70000-C")
        expect([option.retCode, option.retMsg]).toEqual([10001, "params error: category option is not supported"])
        const unknown = yield* raw("/v5/market/price-limit?category=linear&symbol=NOPEUSDT")
        expect([unknown.retCode, unknown.retMsg]).toEqual([10001, "params error: symbol invalid: NOPEUSDT"])
      })
    )
  })

  describe("index-price-components", () => {
    it.effect("lists venues whose weighted average is exactly the tickers' index price", () =>
      Effect.gen(function* () {
        const index = yield* Market.getIndexPriceComponents({ indexName: "BTCUSDT" })
        const ticker = (yield* Market.getTickers(BTC)).list[0]
        expect(index.lastPrice).toBe(ticker !== undefined && "indexPrice" in ticker ? ticker.indexPrice : "")
        expect(index.components.length).toBeGreaterThan(1)
        const weights = index.components.reduce((acc, c) => acc + units(c.weight), 0n)
        expect(weights).toBe(units("1"))
        // weights at 10^-10 and prices at 10^-10: the weighted sum is at 10^-20
        const weighted = index.components.reduce((acc, c) => acc + units(c.weight) * units(c.price), 0n)
        expect(weighted).toBe(units(index.lastPrice) * units("1"))
        expect(index.components.every((c) => c.equivalentPrice === c.price)).toBe(true)
        expect(yield* tagOf(Market.getIndexPriceComponents({ indexName: "NOPEUSDT" }))).toBe("ParamsError")
      })
    )
  })

  describe("fee-group-info", () => {
    it.effect("groups the listed perpetuals (USDC ones apart), and rejects a malformed group id", () =>
      Effect.gen(function* () {
        const groups = yield* Market.getFeeGroupStructure({ productType: "contract" })
        const linear = (yield* Market.getInstrumentsInfo({ category: "linear" })).list.map((i) => i.symbol)
        expect(groups.list.flatMap((g) => g.symbols).sort()).toEqual([...linear].sort())
        expect(groups.list.map((g) => [g.groupName, g.symbolsNumbers])).toEqual([
          ["G1(Major Coins)", linear.length - 2],
          ["USDC", 2]
        ])
        // the USDC perpetuals are group 8 (USDC contracts) with the docs' USDC rates
        const usdc = (yield* Market.getFeeGroupStructure({ productType: "contract", groupId: "8" })).list
        expect(usdc.map((g) => [g.groupName, g.weightingFactor, [...g.symbols].sort()])).toEqual([
          ["USDC", 8, ["BTCPERP", "ETHPERP"]]
        ])
        expect(usdc[0]?.feeRates?.pro?.map((l) => [l.takerFeeRate, l.makerFeeRate])).toEqual([
          ["0.00032", "0"],
          ["0.00032", "0"],
          ["0.000275", "0"],
          ["0.00024", "0"],
          ["0.00021", "0"],
          ["0.00018", "0"]
        ])
        expect(usdc[0]?.feeRates?.marketMaker?.map((l) => l.makerRebate)).toEqual([
          "-0.000015",
          "-0.000025",
          "-0.00004"
        ])
        expect((yield* Market.getFeeGroupStructure({ productType: "contract", groupId: "2" })).list).toEqual([])
        expect(yield* tagOf(Market.getFeeGroupStructure({ productType: "contract", groupId: "x" }))).toBe("ParamsError")
      })
    )
  })

  describe("new-delivery-price", () => {
    it.effect("gives one settlement per option delivery time of delivery-price, at the same price", () =>
      Effect.gen(function* () {
        const settlements = yield* Market.getNewDeliveryPrice({ category: "option", baseCoin: "BTC" })
        expect(settlements.list.length).toBe(50)
        const times = settlements.list.map((s) => Number(s.deliveryTime))
        expect(times.every((t, k) => k === 0 || t < (times[k - 1] ?? 0))).toBe(true)
        expect(times.every((t) => t <= NOW)).toBe(true)
        const deliveries = yield* Market.getDeliveryPrice({ category: "option", baseCoin: "BTC", limit: 20 })
        for (const d of deliveries.list) {
          const s = settlements.list.find((x) => x.deliveryTime === d.deliveryTime)
          expect(s?.deliveryPrice).toBe(d.deliveryPrice)
        }
        // the listed dated instruments deliver in the future: nothing of theirs is settled yet
        const listed = (yield* Market.getInstrumentsInfo({ category: "option", baseCoin: "BTC" })).list
        expect(listed.every((i) => Number(i.deliveryTime) > NOW)).toBe(true)
        expect(deliveries.list.some((d) => listed.some((i) => i.symbol === d.symbol))).toBe(false)
        // perpetuals are never delivered
        expect((yield* Market.getDeliveryPrice({ category: "linear" })).list).toEqual([])
        // the options settle in USDC
        expect(
          (yield* Market.getNewDeliveryPrice({ category: "option", baseCoin: "BTC", settleCoin: "USDT" })).list
        ).toEqual([])
      })
    )

    it.effect("rejects futures, a coin without options and a missing category", () =>
      Effect.gen(function* () {
        expect(yield* tagOf(Market.getNewDeliveryPrice({ category: "linear", baseCoin: "BTC" }))).toBe("ParamsError")
        expect(yield* tagOf(Market.getNewDeliveryPrice({ category: "option", baseCoin: "SOL" }))).toBe("ParamsError")
        const missing = yield* raw("/v5/market/new-delivery-price?baseCoin=BTC")
        expect(missing.retCode).toBe(10001)
      })
    )
  })

  describe("adlAlert", () => {
    it.effect("lists every contract with its insurance pool, below no ADL threshold", () =>
      Effect.gen(function* () {
        const alerts = yield* Market.getADLAlert({})
        // The emulator's own listing: inverse instruments-info does not decode in the client today
        // (minNotionalValue "" against a Decimal schema), which is outside this test.
        const contracts = [...Instruments.byCategory("linear"), ...Instruments.byCategory("inverse")].map(
          (i) => i.symbol
        )
        expect(alerts.list.map((a) => a.symbol)).toEqual(contracts)
        expect(alerts.updatedTime).toBe(String(Math.floor(NOW / 60_000) * 60_000))
        const insurance = yield* Market.getInsurance({ coin: "USDT" })
        for (const a of alerts.list) {
          expect(units(a.maxBalance)).toBeGreaterThanOrEqual(units(a.balance))
          expect(units(a.pnlRatio)).toBeLessThanOrEqual(0n)
          expect(units(a.pnlRatio)).toBeGreaterThan(units(a.adlStopRatio))
          if (a.coin === "USDT") {
            expect(a.balance).toBe(insurance.list[0]?.balance)
            expect((insurance.list[0]?.symbols ?? "").split(",")).toContain(a.symbol)
          }
        }
        const one = yield* Market.getADLAlert({ symbol: "BTCUSD" })
        expect(one.list.map((a) => [a.symbol, a.coin])).toEqual([["BTCUSD", "BTC"]])
        expect(yield* tagOf(Market.getADLAlert({ symbol: "NOPEUSDT" }))).toBe("ParamsError")
      })
    )
  })

  describe("rpi_orderbook", () => {
    it.effect("has the order book's levels, u and seq, with the RPI column, best bid below best ask", () =>
      Effect.gen(function* () {
        const rpi = yield* Market.getRPIOrderbook({ ...BTC, limit: 10 })
        const book = yield* Market.getOrderbook({ ...BTC, limit: 10 })
        expect(rpi.s).toBe("BTCUSDT")
        expect([rpi.u, rpi.seq]).toEqual([book.u, book.seq])
        expect(rpi.b.map(([p, size]) => [p, size])).toEqual(book.b)
        expect(rpi.a.map(([p, size]) => [p, size])).toEqual(book.a)
        expect(rpi.b.length).toBe(10)
        expect(units(rpi.b[0]?.[0])).toBeLessThan(units(rpi.a[0]?.[0]))
        expect(rpi.b.every(([, , r]) => r === "0.000")).toBe(true)
        const spot = yield* Market.getRPIOrderbook({ category: "spot", symbol: "ETHUSDT", limit: 1 })
        expect([spot.b.length, spot.a.length]).toEqual([1, 1])
      })
    )

    it.effect("rejects an unknown symbol, options, a limit above 50 and a missing limit", () =>
      Effect.gen(function* () {
        expect(yield* tagOf(Market.getRPIOrderbook({ ...BTC, symbol: "NOPEUSDT", limit: 5 }))).toBe("ParamsError")
        expect(yield* tagOf(Market.getRPIOrderbook({ ...BTC, limit: 51 }))).toBe("ParamsError")
        const option = yield* raw("/v5/market/rpi_orderbook?category=option&symbol=BTC-25DEC26-70000-C&limit=5")
        expect(option.retCode).toBe(10001)
        const missing = yield* raw("/v5/market/rpi_orderbook?category=linear&symbol=BTCUSDT")
        expect(missing.retCode).toBe(10001)
      })
    )
  })

  it.effect("never answered outside an endpoint's contract", () =>
    Effect.map(Emulator.Emulator, (h) => expect(h.admin.violations()).toEqual([]))
  )
})

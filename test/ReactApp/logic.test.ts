import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as fc from "fast-check"
import * as Account from "../../react-app/src/atoms/Account.js"
import * as ErrorText from "../../react-app/src/atoms/ErrorText.js"
import * as Feed from "../../react-app/src/atoms/Feed.js"
import * as Markets from "../../react-app/src/atoms/Markets.js"
import * as OrderAmounts from "../../react-app/src/atoms/OrderAmounts.js"
import * as OrderForm from "../../react-app/src/atoms/OrderForm.js"
import * as Bars from "../../react-app/src/lib/Bars.js"
import * as Book from "../../react-app/src/lib/Book.js"
import * as ChartSync from "../../react-app/src/lib/ChartSync.js"
import * as ChartTime from "../../react-app/src/lib/ChartTime.js"
import * as Depth from "../../react-app/src/lib/Depth.js"
import * as Format from "../../react-app/src/lib/Format.js"
import type { Instrument } from "../../react-app/src/lib/Instrument.js"
import * as KeyStore from "../../react-app/src/lib/KeyStore.js"
import * as Pnl from "../../react-app/src/lib/Pnl.js"
import { SocketClosed, SubscribeFailed } from "../../src/Errors/SocketError.js"
import { HttpError, TransportError } from "../../src/Errors/TransportError.js"
import { OrderRuleViolation } from "../../src/Http/InstrumentRules.js"

// The pure parts of the React app: the order form's checks and units, messages in words, the market list's order,
// the chart's incremental updates, book grouping, depth points, kept keys and feeds.

const btcusdt: Instrument = {
  category: "linear",
  symbol: "BTCUSDT",
  baseCoin: "BTC",
  quoteCoin: "USDT",
  settleCoin: "USDT",
  tickSize: "0.10",
  qtyStep: "0.001",
  minQty: "0.001",
  minNotional: "5",
  maxLeverage: "100"
}

const spot: Instrument = { ...btcusdt, category: "spot", qtyStep: "0.000001", minQty: "0.000011", minNotional: "5" }

const context = (instrument: Instrument, last = "60000"): OrderForm.Context => ({
  category: instrument.category,
  symbol: instrument.symbol,
  instrument: Option.some(instrument),
  lastPrice: Option.some(last)
})

const form = (patch: Partial<OrderForm.OrderForm>): OrderForm.OrderForm => ({ ...OrderForm.emptyForm, ...patch })

const reason = (f: OrderForm.OrderForm, ctx: OrderForm.Context = context(btcusdt)): string =>
  Result.match(OrderForm.toRequest(f, ctx), { onFailure: (e) => e.message, onSuccess: () => "accepted" })

describe("the order form", () => {
  it("says what is wrong in the trader's terms, the minimum before the step", () => {
    expect(reason(form({ qty: "", price: "60000" }))).toBe("Enter a quantity")
    expect(reason(form({ qty: "1,5", price: "60000" }))).toBe("Quantity must be a positive number, like 0.5")
    expect(reason(form({ qty: "0.01" }))).toBe("Enter a price, or choose Market")
    expect(reason(form({ qty: "0.0001", price: "60000" }))).toBe("Quantity is below the minimum of 0.001 BTC")
    expect(reason(form({ qty: "0.0015", price: "60000" }))).toBe("Quantity must be in steps of 0.001 BTC")
    expect(reason(form({ qty: "0.01", price: "60000.05" }))).toBe("Price must be in steps of 0.1")
    expect(reason(form({ qty: "0.001", price: "100" }))).toBe("Order value 0.1 USDT is below the minimum of 5 USDT")
    expect(reason(form({ qty: "0.01", price: "60000" }), { ...context(btcusdt), symbol: "" })).toBe(
      "Pick a market first"
    )
  })

  it("checks take-profit and stop-loss against the order's price, for both sides", () => {
    const buy = form({ qty: "0.01", price: "60000" })
    expect(reason({ ...buy, takeProfit: "59000" })).toBe("Take profit must be above the order price 60000 for a buy")
    expect(reason({ ...buy, stopLoss: "61000" })).toBe("Stop loss must be below the order price 60000 for a buy")
    expect(reason({ ...buy, takeProfit: "65000", stopLoss: "55000" })).toBe("accepted")
    const sell = form({ side: "Sell", qty: "0.01", price: "60000" })
    expect(reason({ ...sell, takeProfit: "61000" })).toBe("Take profit must be below the order price 60000 for a sell")
    expect(reason({ ...sell, stopLoss: "59000" })).toBe("Stop loss must be above the order price 60000 for a sell")
    // a market order is measured against the last price, a conditional one against its trigger
    expect(reason(form({ orderType: "Market", qty: "0.01", takeProfit: "59000" }))).toBe(
      "Take profit must be above the order price 60000 for a buy"
    )
    expect(reason(form({ qty: "0.01", price: "62000", triggerPrice: "62000", takeProfit: "61000" }))).toBe(
      "Take profit must be above the order price 62000 for a buy"
    )
  })

  it("builds the exchange request: time in force, post-only, reduce-only, trigger direction, market unit", () => {
    const limit = Result.getOrThrow(
      OrderForm.toRequest(
        form({ qty: "0.01", price: "59000", timeInForce: "PostOnly", reduceOnly: true }),
        context(btcusdt)
      )
    )
    expect(limit).toEqual({
      category: "linear",
      symbol: "BTCUSDT",
      side: "Buy",
      orderType: "Limit",
      qty: "0.01",
      price: "59000",
      timeInForce: "PostOnly",
      reduceOnly: true
    })
    const above = Result.getOrThrow(
      OrderForm.toRequest(form({ orderType: "Market", qty: "0.01", triggerPrice: "61000" }), context(btcusdt))
    )
    expect(above).toMatchObject({ triggerPrice: "61000", triggerDirection: 1 })
    expect(above.price).toBeUndefined()
    const below = Result.getOrThrow(
      OrderForm.toRequest(form({ orderType: "Market", qty: "0.01", triggerPrice: "59000" }), context(btcusdt))
    )
    expect(below.triggerDirection).toBe(2)
    expect(below.triggerBy).toBeUndefined()
    // a derivative's conditional order triggers by the price chosen (issue 72); spot's by the last price alone
    const byMark = Result.getOrThrow(
      OrderForm.toRequest(
        form({ orderType: "Market", qty: "0.01", triggerPrice: "59000", triggerBy: "MarkPrice" }),
        context(btcusdt)
      )
    )
    expect(byMark).toMatchObject({ triggerPrice: "59000", triggerBy: "MarkPrice" })
    const spotStop = Result.getOrThrow(
      OrderForm.toRequest(
        form({ orderType: "Market", qty: "0.001", triggerPrice: "59000", triggerBy: "MarkPrice" }),
        context(spot)
      )
    )
    expect(spotStop.triggerBy).toBeUndefined()
    // spot market orders say their unit; reduce-only is a derivatives flag
    const quote = Result.getOrThrow(
      OrderForm.toRequest(
        form({ orderType: "Market", qty: "25", marketUnit: "quoteCoin", reduceOnly: true }),
        context(spot)
      )
    )
    expect(quote).toMatchObject({ category: "spot", marketUnit: "quoteCoin", qty: "25" })
    expect(quote.reduceOnly).toBeUndefined()
    expect(reason(form({ orderType: "Market", qty: "2", marketUnit: "quoteCoin" }), context(spot))).toBe(
      "Amount is below the minimum of 5 USDT"
    )
    // options need a client order id
    const option: Instrument = {
      ...btcusdt,
      category: "option",
      symbol: "BTC-25DEC26-70000-C",
      qtyStep: "0.01",
      minQty: "0.01"
    }
    const optionRequest = Result.getOrThrow(OrderForm.toRequest(form({ qty: "0.01", price: "3000" }), context(option)))
    expect(optionRequest.orderLinkId?.length).toBeGreaterThan(0)
  })

  it("names the quantity's unit, values the order and turns a percentage into a quantity on the step", () => {
    expect(OrderForm.qtyUnit(form({}), btcusdt)).toBe("BTC")
    expect(OrderForm.qtyUnit(form({ orderType: "Market", marketUnit: "quoteCoin" }), spot)).toBe("USDT")
    expect(OrderForm.qtyUnit(form({}), { ...btcusdt, category: "inverse", symbol: "BTCUSD" })).toBe("USD")
    expect(OrderAmounts.orderValue(form({ qty: "0.5", price: "60000" }), btcusdt, Option.none())).toEqual({
      value: "30000",
      coin: "USDT"
    })
    expect(
      OrderAmounts.orderValue(form({ orderType: "Market", qty: "0.5" }), btcusdt, Option.some("60000"))?.value
    ).toBe("30000")
    // 50% of 1000 USDT at 60000 is 0.00833… BTC, down to the step
    expect(OrderAmounts.qtyForShare(50, form({ price: "60000" }), btcusdt, "1000", Option.none())).toBe("0.008")
    expect(OrderAmounts.qtyForShare(50, form({ price: "60000" }), btcusdt, "1000", Option.none(), 10)).toBe("0.083")
    // a spot sell spends the base coin
    expect(OrderAmounts.qtyForShare(25, form({ side: "Sell", price: "60000" }), spot, "0.4", Option.none())).toBe("0.1")
    expect(OrderAmounts.qtyForShare(1, form({ price: "60000" }), btcusdt, "1", Option.none())).toBeUndefined()
  })
})

describe("the balance check before sending", () => {
  const usdt = { amount: "1000", coin: "USDT" }
  it("a derivative's margin (value ÷ leverage) above the available balance is a shortfall, with both figures", () => {
    const big = form({ side: "Buy", orderType: "Limit", price: "60000", qty: "1" })
    expect(OrderAmounts.shortfall(big, btcusdt, Option.none(), usdt, 10)).toEqual({
      what: "margin",
      need: 6000,
      available: 1000,
      coin: "USDT",
      leverage: 10
    })
    expect(OrderAmounts.shortfall(big, btcusdt, Option.none(), usdt, 100)).toBeUndefined()
    // unknown leverage: left to the exchange; reduce-only never adds margin
    expect(OrderAmounts.shortfall(big, btcusdt, Option.none(), usdt, undefined)).toBeUndefined()
    expect(OrderAmounts.shortfall({ ...big, reduceOnly: true }, btcusdt, Option.none(), usdt, 10)).toBeUndefined()
  })
  it("a spot buy costs its value; a spot sell needs its quantity of the base coin", () => {
    const buy = form({ side: "Buy", orderType: "Market", qty: "0.1" })
    expect(OrderAmounts.shortfall(buy, spot, Option.some("60000"), usdt, undefined)?.need).toBe(6000)
    const sell = form({ side: "Sell", orderType: "Market", qty: "0.5" })
    expect(
      OrderAmounts.shortfall(sell, spot, Option.some("60000"), { amount: "0.2", coin: "BTC" }, undefined)
    ).toMatchObject({ what: "quantity", need: 0.5, available: 0.2, coin: "BTC" })
    expect(OrderAmounts.shortfall(sell, spot, Option.some("60000"), { amount: "0.5", coin: "BTC" }, undefined)).toBe(
      undefined
    )
  })
})

describe("a position at the live mark", () => {
  const long = { category: "linear", side: "Buy", size: "0.5", entryPrice: "60000", leverage: "10" }
  it("uPnL and ROE follow the mark given; without one, the position's own figures", () => {
    const at = Pnl.value({ ...long, markPrice: "59000", unrealisedPnl: "-500" }, "61000")
    expect(at).toEqual({ mark: 61000, upnl: 500, roe: (500 / 3000) * 100, live: true })
    const short = Pnl.value({ ...long, side: "Sell" }, "61000")
    expect(short.upnl).toBe(-500)
    const pushed = Pnl.value({ ...long, markPrice: "59000", unrealisedPnl: "-500" }, undefined)
    expect(pushed).toMatchObject({ mark: 59000, upnl: -500, live: false })
  })
  it("inverse contracts gain in the base coin: size × (1/entry − 1/mark)", () => {
    const inverse = Pnl.value({ category: "inverse", side: "Buy", size: "1000", entryPrice: "50000" }, "100000")
    expect(inverse.upnl).toBeCloseTo(0.01, 12)
  })
})

describe("chart times", () => {
  it("daily candles are the exchange's UTC days: labelled with the UTC date, never shifted", () => {
    const day = Date.UTC(2026, 10, 26) / 1000
    expect(ChartTime.isDaily("D") && ChartTime.isDaily("W") && ChartTime.isDaily("M")).toBe(true)
    expect(ChartTime.shiftOf("D", day * 1000)).toBe(0)
    expect(ChartTime.barLabel(day, true)).toBe("2026-11-26")
    expect(ChartTime.tickLabel(day, 2, true, "en-US")).toEqual({ kind: "day", label: "Nov 26" })
    expect(ChartTime.tickLabel(day, 1, true, "de-DE").kind).toBe("month")
  })
  it("intraday series are shifted by the viewer's offset at their newest bar", () => {
    const at = Date.UTC(2026, 10, 26, 12)
    expect(ChartTime.shiftOf("60", at)).toBe(-new Date(at).getTimezoneOffset() * 60)
  })
})

describe("messages in words", () => {
  const violation = (rule: OrderRuleViolation["rule"], field: string, expected: string) =>
    new OrderRuleViolation({ rule, field, category: "linear", symbol: "BTCUSDT", value: "x", expected })

  it("rule violations name the field and the rule, not the developer's terms", () => {
    expect(ErrorText.describe(violation("decimal", "qty", "a decimal string"))).toBe(
      "Quantity must be a number, like 0.5"
    )
    expect(ErrorText.describe(violation("tickSize", "price", "a multiple of 0.10"))).toBe(
      "Price must be in steps of 0.1"
    )
    expect(ErrorText.describe(violation("minQty", "qty", "at least 0.001"))).toBe(
      "Quantity is below the minimum of 0.001"
    )
    expect(ErrorText.describe(violation("minNotional", "qty", "a notional of at least 5, got 1"))).toBe(
      "Order value is below the minimum of 5"
    )
    expect(ErrorText.describe(violation("qtyStep", "qty", "a multiple of 0.01 (quote coin)"))).toBe(
      "Quantity must be in steps of 0.01 (in the quote coin)"
    )
  })

  it("a host not reached is never called a refusal; a refusal is", () => {
    const proxied = new HttpError({
      code: 502,
      message: "Bad Gateway",
      endpoint: "getKline",
      body: '{"error":"cannot reach https://api-testnet.bybit.com: getaddrinfo ENOTFOUND"}',
      headers: {}
    })
    expect(ErrorText.describe(proxied)).toMatch(/not reached/)
    expect(ErrorText.describe(proxied)).not.toMatch(/refused/)
    const forbidden = new HttpError({ code: 403, message: "Forbidden", endpoint: "getKline", body: "", headers: {} })
    expect(ErrorText.describe(forbidden)).toBe("The exchange refused the request (HTTP 403)")
    const silent = new SubscribeFailed({ topics: ["tickers.BTCUSDT"], reason: "not acknowledged within 10s" })
    expect(ErrorText.describe(silent)).toMatch(/not reached/)
    expect(ErrorText.describe(silent)).not.toMatch(/refused/)
    const refused = new SubscribeFailed({ topics: ["tickers.NOPE"], reason: "Invalid symbol" })
    expect(ErrorText.describe(refused)).toBe("The exchange refused the live data for this market")
  })

  it("transport failures say the exchange cannot be reached; exchange refusals keep their code", () => {
    const down = new TransportError({
      endpoint: "getTickers",
      reason: "Transport",
      cause: new TypeError("Failed to fetch")
    })
    expect(ErrorText.describe(down)).toBe("The exchange was not reached; check the connection (trying again)")
    expect(ErrorText.describe(down)).not.toContain("Failed to fetch")
    const slow = new TransportError({ endpoint: "getTickers", reason: "Timeout", cause: "deadline" })
    expect(ErrorText.describe(slow)).toBe("The exchange did not answer in time; trying again")
    expect(ErrorText.describe(new SocketClosed({ market: "linear", reason: "gone" }))).toBe(
      "The live connection closed"
    )
    const refusal = {
      _tag: "ParamsError",
      code: 10001,
      message: "TakeProfit:58000 set for Buy position should be higher than base_price:59000??LastPrice"
    }
    expect(ErrorText.describe(refusal)).toBe("Take profit 58000 must be above 59000 for a buy (exchange code 10001)")
    const invalid = { _tag: "ParamsError", code: 10001, message: "params error: symbol invalid" }
    expect(ErrorText.describe(invalid)).toBe("Symbol invalid (exchange code 10001)")
  })
})

describe("the market list", () => {
  const rows: ReadonlyArray<Markets.MarketRow> = [
    { symbol: "ETHUSDT", lastPrice: "3400", change24h: "-0.01", turnover24h: "2000" },
    { symbol: "BTCUSDT", lastPrice: "60000", change24h: "0.02", turnover24h: "9000" },
    { symbol: "SOLUSDT", lastPrice: "150", change24h: "", turnover24h: "" }
  ]
  const symbols = (sort: Markets.Sort, search = "", favourites?: ReadonlySet<string>) =>
    Markets.arrange(rows, { search, sort, favourites }).map((row) => row.symbol)

  it("sorts by any column, either way; missing figures go last when descending", () => {
    expect(symbols({ key: "volume", descending: true })).toEqual(["BTCUSDT", "ETHUSDT", "SOLUSDT"])
    expect(symbols({ key: "change", descending: true })).toEqual(["BTCUSDT", "ETHUSDT", "SOLUSDT"])
    expect(symbols({ key: "last", descending: false })).toEqual(["SOLUSDT", "ETHUSDT", "BTCUSDT"])
    expect(symbols({ key: "symbol", descending: false })).toEqual(["BTCUSDT", "ETHUSDT", "SOLUSDT"])
  })

  it("searches case-insensitively, keeps favourites only when asked, and toggles favourites", () => {
    expect(symbols({ key: "symbol", descending: false }, " eth ")).toEqual(["ETHUSDT"])
    expect(symbols({ key: "symbol", descending: false }, "xyz")).toEqual([])
    expect(symbols({ key: "symbol", descending: false }, "", new Set(["SOLUSDT"]))).toEqual(["SOLUSDT"])
    const on = Markets.toggleFavourite([], Markets.favouriteKey("linear", "BTCUSDT"))
    expect(on).toEqual(["linear:BTCUSDT"])
    expect(Markets.toggleFavourite(on, "linear:BTCUSDT")).toEqual([])
  })

  it("asks for options by base coin (the exchange requires one)", () => {
    expect(Markets.tickersRequest("option", "ETH")).toEqual({ category: "option", baseCoin: "ETH" })
    expect(Markets.tickersRequest("linear", "ETH")).toEqual({ category: "linear" })
  })
})

describe("the chart follows a series bar by bar", () => {
  const bar = (time: number, close = 100): ChartSync.SyncBar => ({
    time,
    open: 100,
    high: Math.max(100, close),
    low: Math.min(100, close),
    close,
    volume: 1
  })
  const series = (key: string, bars: ReadonlyArray<ChartSync.SyncBar>) => ({ key, bars })

  it("redraws only a new series, and a window that slid is updates, never a redraw", () => {
    const shown = series("linear/BTCUSDT/1", [bar(60), bar(120), bar(180)])
    expect(ChartSync.plan(series("", []), shown)).toMatchObject({ reset: true, keepView: false })
    expect(ChartSync.plan(shown, series("linear/ETHUSDT/1", shown.bars))).toMatchObject({
      reset: true,
      keepView: false
    })
    // the open bar moves
    const moved = ChartSync.plan(shown, series(shown.key, [bar(60), bar(120), bar(180, 105)]))
    expect(moved).toEqual({ reset: false, keepView: true, updates: [{ bar: bar(180, 105), historical: false }] })
    // a new bar opens and the oldest drops out of the window
    const slid = ChartSync.plan(shown, series(shown.key, [bar(120), bar(180), bar(240)]))
    expect(slid).toEqual({ reset: false, keepView: true, updates: [{ bar: bar(240), historical: false }] })
    // a repaired older bar is updated in place
    const repaired = ChartSync.plan(shown, series(shown.key, [bar(60), bar(120, 90), bar(180)]))
    expect(repaired.updates).toEqual([{ bar: bar(120, 90), historical: true }])
    // a bar inserted between others cannot be: redraw, keeping the view
    const inserted = ChartSync.plan(shown, series(shown.key, [bar(60), bar(90), bar(120), bar(180)]))
    expect(inserted).toMatchObject({ reset: true, keepView: true })
  })

  it("applying the plan to the shown bars gives the new bars (property)", () => {
    const bars = fc
      .uniqueArray(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 30 })
      .map((times) => [...times].sort((a, b) => a - b))
    fc.assert(
      fc.property(bars, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (times, drop, add) => {
        const shown = times.map((t) => bar(t * 60))
        const last = times[times.length - 1] ?? 0
        const next = [
          ...shown.slice(Math.min(drop, shown.length - 1)),
          ...Array.from({ length: add }, (_, i) => bar((last + i + 1) * 60, 100 + i))
        ]
        const steps = ChartSync.plan({ key: "k", bars: shown }, { key: "k", bars: next })
        expect(steps.reset).toBe(false)
        // the chart keeps what it showed and gains exactly the new bars, in time order
        const chart = new Map(shown.map((b) => [b.time, b]))
        let previous = Number.NEGATIVE_INFINITY
        for (const { bar: b, historical } of steps.updates) {
          if (!historical) {
            expect(b.time).toBeGreaterThanOrEqual(previous)
            previous = b.time
          }
          chart.set(b.time, b)
        }
        for (const b of next) expect(chart.get(b.time)).toEqual(b)
      })
    )
  })

  it("option bars are built from price samples in the interval's buckets", () => {
    const t0 = Date.UTC(2026, 0, 5, 10, 0, 10)
    let bars = Bars.addSample([], "1", t0, 100)
    bars = Bars.addSample(bars, "1", t0 + 20_000, 104)
    bars = Bars.addSample(bars, "1", t0 + 30_000, 98)
    bars = Bars.addSample(bars, "1", t0 + 60_000, 101)
    expect(bars).toEqual([
      { time: Date.UTC(2026, 0, 5, 10, 0) / 1000, open: 100, high: 104, low: 98, close: 98, volume: 0 },
      { time: Date.UTC(2026, 0, 5, 10, 1) / 1000, open: 101, high: 101, low: 101, close: 101, volume: 0 }
    ])
    expect(Bars.barStart("W", Date.UTC(2026, 0, 8, 12))).toBe(Date.UTC(2026, 0, 5))
    expect(Bars.barStart("D", Date.UTC(2026, 0, 8, 12))).toBe(Date.UTC(2026, 0, 8))
    expect(Bars.barStart("240", Date.UTC(2026, 0, 8, 13, 5))).toBe(Date.UTC(2026, 0, 8, 12))
  })
})

describe("book and depth", () => {
  it("groups levels into buckets away from the spread, with running totals", () => {
    const bids = Book.groupLevels(["100.3", "100.2", "99.9", "99.1"], ["1", "2", "3", "4"], 1, "bid", 10)
    expect(bids).toEqual([
      { price: 100, size: 3, total: 3 },
      { price: 99, size: 7, total: 10 }
    ])
    const asks = Book.groupLevels(["100.4", "100.6", "101.2"], ["1", "1", "5"], 1, "ask", 1)
    expect(asks).toEqual([{ price: 101, size: 2, total: 2 }])
    expect(Book.groupLevels(["1.5"], ["2"], 0.1, "bid", 5)).toEqual([{ price: 1.5, size: 2, total: 2 }])
  })

  it("depth points ascend in price and accumulate away from the spread", () => {
    const points = Depth.depthPoints(["99", "98"], ["1", "2"], ["101", "102"], ["3", "4"])
    expect(points.bids).toEqual([
      { price: 98, total: 3 },
      { price: 99, total: 1 }
    ])
    expect(points.asks).toEqual([
      { price: 101, total: 3 },
      { price: 102, total: 7 }
    ])
  })
})

describe("formatting", () => {
  it("formats prices, amounts, percentages and the time-zone label", () => {
    expect(Format.decimalsOf("0.10")).toBe(1)
    expect(Format.decimalsOf("5")).toBe(0)
    // a position's entry is an average: shown at the tick, or at the decimals the exchange quotes its mark with
    expect(Format.price("67296.03333333", Format.priceDecimals("0.10", "67301.2"))).toBe("67,296.0")
    expect(Format.price("67296.03333333", Format.priceDecimals(undefined, "67301.25"))).toBe("67,296.03")
    expect(Format.priceDecimals(undefined, undefined)).toBe(2)
    expect(Format.price("68277.7", 1)).toBe("68,277.7")
    expect(Format.amount("100000.123456789", 4)).toBe("100,000.1235")
    expect(Format.money("1234.5")).toBe("1,234.50")
    expect(Format.percent("0.0123")).toBe("+1.23%")
    expect(Format.percent("-0.005")).toBe("−0.50%")
    expect(Format.amount(undefined)).toBe("—")
    expect(Format.timeZoneLabel()).toMatch(/^UTC([+−]\d{1,2}(:\d{2})?)?$/)
  })
})

describe("kept keys", () => {
  it("live in sessionStorage under the environment's name, and only there", () => {
    const store = new Map<string, string>()
    const fake = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k)
    }
    const saved = Object.getOwnPropertyDescriptor(globalThis, "sessionStorage")
    Object.defineProperty(globalThis, "sessionStorage", { value: fake, configurable: true })
    try {
      expect(KeyStore.load("emulator")).toBeUndefined()
      KeyStore.save("emulator", { apiKey: "k", apiSecret: "s" })
      expect([...store.keys()]).toEqual(["effect-bybit.keys.emulator"])
      expect(KeyStore.load("emulator")).toEqual({ apiKey: "k", apiSecret: "s" })
      expect(KeyStore.load("testnet")).toBeUndefined()
      store.set("effect-bybit.keys.demo", "not json")
      expect(KeyStore.load("demo")).toBeUndefined()
      KeyStore.forget("emulator")
      expect(store.has("effect-bybit.keys.emulator")).toBe(false)
    } finally {
      if (saved === undefined) delete (globalThis as { sessionStorage?: unknown }).sessionStorage
      else Object.defineProperty(globalThis, "sessionStorage", saved)
    }
  })
})

describe("feeds", () => {
  it.effect(
    "a stream that keeps failing is tried again later and later, up to the cap, at random; a value resets it",
    () =>
      Effect.gen(function* () {
        let runs = 0
        const source = Stream.suspend(() => {
          runs++
          // the ninth run delivers, then fails again
          return runs === 9
            ? Stream.concat(Stream.make(1), Stream.fail(new SocketClosed({ market: "linear", reason: "gone" })))
            : Stream.fail(new SocketClosed({ market: "linear", reason: "gone" }))
        })
        const fiber = yield* Effect.forkChild(Stream.runCollect(Stream.take(Feed.feed(source), 12)))
        for (let k = 0; k < 40; k++) yield* TestClock.adjust("40 seconds")
        const feeds = yield* Fiber.join(fiber)
        const failures = feeds.filter((f) => f.error !== undefined)
        expect(failures.length).toBe(11)
        const first = failures.slice(0, 8).map((f) => f.retryAt as number)
        const gaps = first.slice(1).map((t, k) => t - (first[k] as number))
        // 0.5 s doubling within ±20 %, then the 30 s cap within ±20 %
        const base = [1, 2, 4, 8, 16, 30, 30].map((s) => s * 1000)
        gaps.forEach((gap, k) => {
          expect(gap).toBeGreaterThanOrEqual((base[k] as number) * 0.8)
          expect(gap).toBeLessThanOrEqual((base[k] as number) * 1.2)
        })
        // not all alike: the pauses are jittered
        expect(new Set(gaps.map((g, k) => g / (base[k] as number))).size).toBeGreaterThan(1)
        // after the value, the next pause is short again
        const after = failures[8] as { readonly retryAt?: number }
        const delivered = feeds.findIndex((f) => f.error === undefined)
        expect(delivered).toBe(8)
        const tenth = failures[9]?.retryAt as number
        expect(tenth - (after.retryAt as number)).toBeLessThanOrEqual(1_200)
      })
  )

  it.effect("a failure keeps the last value with its reason; the stream starts again after a pause", () =>
    Effect.gen(function* () {
      let runs = 0
      const source = Stream.suspend(() => {
        runs++
        return runs === 1
          ? Stream.concat(Stream.make(1, 2), Stream.fail(new SocketClosed({ market: "linear", reason: "gone" })))
          : Stream.make(10)
      })
      const fiber = yield* Effect.forkChild(Stream.runCollect(Stream.take(Feed.feed(source), 4)))
      yield* TestClock.adjust("1 second")
      const feeds = yield* Fiber.join(fiber)
      expect(feeds).toEqual([
        { value: Option.some(1), error: undefined },
        { value: Option.some(2), error: undefined },
        {
          value: Option.some(2),
          error: expect.stringMatching(/^The live connection closed · tries again at /),
          retryAt: expect.any(Number)
        },
        { value: Option.some(10), error: undefined }
      ])
      expect(runs).toBe(2)
    })
  )
})

describe("fill notices", () => {
  const execution = fc.record({
    order: fc.constantFrom("a", "b", "c"),
    id: fc.nat(30),
    qty: fc.integer({ min: 1, max: 3_000 }),
    price: fc.integer({ min: 6_000_000, max: 6_100_000 })
  })
  it("sum each order's executions, in any order and seen twice or not: its quantity, average and count", () => {
    fc.assert(
      fc.property(fc.array(execution, { minLength: 1, maxLength: 30 }), (list) => {
        const kept = list.reduce(
          (acc, e) =>
            Account.addExecution(acc, {
              execId: `${e.order}-${e.id}`,
              orderId: e.order,
              symbol: "BTCUSDT",
              side: "Buy",
              execPrice: (e.price / 100).toFixed(2),
              execQty: (e.qty / 1000).toFixed(3),
              execTime: "1",
              orderQty: "100",
              leavesQty: "1"
            }),
          [] as ReadonlyArray<Account.Fill>
        )
        // the model: each execution id once (the first seen), per order
        const firsts = new Map<string, (typeof list)[number]>()
        for (const e of list) if (!firsts.has(`${e.order}-${e.id}`)) firsts.set(`${e.order}-${e.id}`, e)
        const orders = new Set(list.map((e) => e.order))
        expect(kept.length).toBe(orders.size)
        for (const fill of kept) {
          const mine = [...firsts.values()].filter((e) => e.order === fill.orderId)
          const qty = mine.reduce((n, e) => n + e.qty, 0)
          const value = mine.reduce((n, e) => n + e.qty * e.price, 0)
          expect(fill.qty).toBe((qty / 1000).toFixed(3))
          expect(fill.executions).toBe(mine.length)
          expect(Number(fill.price)).toBeCloseTo(value / qty / 100, 3)
          expect(fill.done).toBe(false)
        }
        // the order of the last new execution first
        expect(kept[0]?.orderId).toBe([...firsts.values()].at(-1)?.order)
      })
    )
  })
})

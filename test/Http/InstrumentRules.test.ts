import { readFileSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as BigDecimal from "effect/BigDecimal"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as TestClock from "effect/testing/TestClock"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import { BybitHttp } from "../../src/Http/BybitHttp.js"
import * as InstrumentRules from "../../src/Http/InstrumentRules.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Node from "../../src/node.js"
import * as Decimal from "../../src/Schema/Decimal.js"
import type * as Order from "../../src/Schema/Order.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const fixture = (name: string): string => readFileSync(new URL(`../fixtures/rsa/${name}`, import.meta.url), "utf8")
const rsa = { publicKeyPem: fixture("public.pem"), privateKeyPem: fixture("private.pem") }

/** The emulator, the library's client on it with every call's path recorded, and the rules service on top. */
const withRules = <A, E>(
  body: (calls: Array<string>) => Effect.Effect<A, E, InstrumentRules.InstrumentRules | BybitHttp>,
  options: InstrumentRules.Options = {}
) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(NOW)
    const h = yield* Emulator.make({ port: 0, seed: 5, rsa })
    const calls: Array<string> = []
    const client = Bybit.layer({
      environment: h.environment,
      credentials: { apiKey: h.apiKey, apiSecret: h.apiSecret }
    }).pipe(Layer.provide(Node.layer))
    const counted = Layer.effect(
      BybitHttp,
      Effect.map(BybitHttp, (http) => ({
        ...http,
        call: (endpoint, params, callOptions) =>
          Effect.andThen(
            Effect.sync(() => calls.push(endpoint.path)),
            http.call(endpoint, params, callOptions)
          )
      }))
    ).pipe(Layer.provide(client))
    const layer = Layer.provideMerge(InstrumentRules.layer(options), counted)
    return yield* Effect.provide(body(calls), layer)
  })

const text = (d: BigDecimal.BigDecimal) => Decimal.fromBigDecimal(d)
const opt = (o: Option.Option<BigDecimal.BigDecimal>) => Option.map(o, text)

const limit = (over: Partial<Order.OrderCreateRequest> = {}): Order.OrderCreateRequest => ({
  category: "linear",
  symbol: "BTCUSDT",
  side: "Buy",
  orderType: "Limit",
  qty: "0.010",
  price: "20000.00",
  ...over
})

describe("InstrumentRules against the emulator", () => {
  it.effect("reads a symbol's rules from instruments-info and keeps them per category and symbol", () =>
    withRules(
      (calls) =>
        Effect.gen(function* () {
          const service = yield* InstrumentRules.InstrumentRules
          const linear = yield* service.rules("linear", "BTCUSDT")
          expect(text(linear.tickSize)).toBe("0.10")
          expect(opt(linear.qtyStep)).toEqual(Option.some("0.001"))
          expect(opt(linear.minQty)).toEqual(Option.some("0.001"))
          expect(opt(linear.maxQty)).toEqual(Option.some("1190.000"))
          expect(opt(linear.maxMarketQty)).toEqual(Option.some("500.000"))
          expect(opt(linear.minNotional)).toEqual(Option.some("5"))
          expect(opt(linear.maxPrice)).toEqual(Option.some("1999999.80"))
          const spot = yield* service.rules("spot", "BTCUSDT")
          expect(text(spot.tickSize)).toBe("0.1")
          expect(opt(spot.qtyStep)).toEqual(Option.some("0.000001"))
          expect(opt(spot.maxQty)).toEqual(Option.some("83"))
          expect(opt(spot.maxMarketQty)).toEqual(Option.some("41.5"))
          expect(opt(spot.minNotional)).toEqual(Option.some("5"))
          expect(opt(spot.quoteStep)).toEqual(Option.some("0.0000001"))
          yield* service.rules("linear", "BTCUSDT")
          expect(calls).toEqual(["/v5/market/instruments-info", "/v5/market/instruments-info"])
          // refreshable on demand, and read again once the time to live has passed
          yield* service.refresh("linear", "BTCUSDT")
          expect(calls.length).toBe(3)
          yield* TestClock.adjust("2 seconds")
          yield* service.rules("linear", "BTCUSDT")
          expect(calls.length).toBe(4)
        }),
      { timeToLive: "1 second" }
    )
  )

  it.effect("preloads a whole category, and names a symbol that is not listed", () =>
    withRules((calls) =>
      Effect.gen(function* () {
        const service = yield* InstrumentRules.InstrumentRules
        const n = yield* service.preload("linear")
        expect(n).toBeGreaterThanOrEqual(3)
        const before = calls.length
        const eth = yield* service.rules("linear", "ETHUSDT")
        expect(text(eth.tickSize)).toBe("0.01")
        expect(calls.length).toBe(before)
        const missing = yield* Effect.flip(service.rules("linear", "NOPEUSDT"))
        expect(missing._tag).toBe("UnknownInstrument")
        expect(missing.message).toBe("No linear instrument NOPEUSDT is listed as trading")
      })
    )
  )

  it.effect("fails a breaking order before it is sent, and places a conforming one", () =>
    withRules((calls) =>
      Effect.gen(function* () {
        const service = yield* InstrumentRules.InstrumentRules
        const error = yield* Effect.flip(service.submitOrder(limit({ price: "20000.05", orderLinkId: "rules-1" })))
        expect(error._tag).toBe("OrderRuleViolation")
        if (error._tag !== "OrderRuleViolation") return
        expect({ rule: error.rule, field: error.field, value: error.value, expected: error.expected }).toEqual({
          rule: "tickSize",
          field: "price",
          value: "20000.05",
          expected: "a multiple of 0.10"
        })
        expect(error.message).toBe(
          "linear BTCUSDT: price 20000.05 breaks the tickSize rule, expected a multiple of 0.10"
        )
        expect(calls).not.toContain("/v5/order/create")
        const open = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
        expect(open.list).toEqual([])

        const rounded = yield* service.round(limit({ price: "20000.05", qty: "0.0109", orderLinkId: "rules-2" }))
        expect({ price: rounded.price, qty: rounded.qty }).toEqual({ price: "20000.10", qty: "0.010" })
        const ack = yield* service.submitOrder(rounded)
        expect(ack.orderLinkId).toBe("rules-2")
        expect(calls).toContain("/v5/order/create")
        const placed = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
        expect(placed.list.map((o) => [o.orderLinkId, o.price, o.qty])).toEqual([["rules-2", "20000.10", "0.010"]])
      })
    )
  )
})

describe("InstrumentRules.check", () => {
  const linear: InstrumentRules.Rules = {
    category: "linear",
    symbol: "BTCUSDT",
    tickSize: BigDecimal.fromStringUnsafe("0.10"),
    minPrice: Option.some(BigDecimal.fromStringUnsafe("0.10")),
    maxPrice: Option.some(BigDecimal.fromStringUnsafe("1999999.80")),
    qtyStep: Option.some(BigDecimal.fromStringUnsafe("0.001")),
    minQty: Option.some(BigDecimal.fromStringUnsafe("0.001")),
    maxQty: Option.some(BigDecimal.fromStringUnsafe("1190")),
    maxMarketQty: Option.some(BigDecimal.fromStringUnsafe("500")),
    minNotional: Option.some(BigDecimal.fromStringUnsafe("5")),
    quoteStep: Option.none()
  }
  const spot: InstrumentRules.Rules = {
    ...linear,
    category: "spot",
    tickSize: BigDecimal.fromStringUnsafe("0.1"),
    minPrice: Option.none(),
    maxPrice: Option.none(),
    qtyStep: Option.some(BigDecimal.fromStringUnsafe("0.000001")),
    minQty: Option.some(BigDecimal.fromStringUnsafe("0.000011")),
    maxQty: Option.some(BigDecimal.fromStringUnsafe("83")),
    maxMarketQty: Option.some(BigDecimal.fromStringUnsafe("41.5")),
    quoteStep: Option.some(BigDecimal.fromStringUnsafe("0.0000001"))
  }
  const rule = (rules: InstrumentRules.Rules, order: Order.OrderCreateRequest, o?: InstrumentRules.CheckOptions) =>
    Result.match(InstrumentRules.check(rules, order, o), {
      onFailure: (e) => `${e.rule} ${e.field}: ${e.expected}`,
      onSuccess: () => "ok"
    })

  it("checks every rule and says which one an order breaks", () => {
    expect(rule(linear, limit())).toBe("ok")
    expect(rule(linear, limit({ qty: "0.0105" }))).toBe("qtyStep qty: a multiple of 0.001")
    expect(rule(linear, limit({ qty: "0.000" }))).toBe("minQty qty: at least 0.001")
    expect(rule(linear, limit({ qty: "1190.001" }))).toBe("maxQty qty: at most 1190")
    expect(rule(linear, limit({ orderType: "Market", price: undefined, qty: "500.001" }))).toBe(
      "maxMarketQty qty: at most 500"
    )
    expect(rule(linear, limit({ price: "2000000.00" }))).toBe("maxPrice price: at most 1999999.80")
    expect(rule(linear, limit({ price: "0.05" }))).toBe("tickSize price: a multiple of 0.10")
    expect(rule(linear, limit({ triggerPrice: "21000.01" }))).toBe("tickSize triggerPrice: a multiple of 0.10")
    expect(rule(linear, limit({ stopLoss: "0" }))).toBe("ok")
    expect(rule(linear, limit({ qty: "1e3" }))).toBe("decimal qty: a decimal string")
    expect(rule(linear, limit({ qty: "0.001", price: "1000.00" }))).toBe(
      "minNotional qty: a notional of at least 5, got 1"
    )
    // reduce-only orders and closing the whole position are not held to the opening minimums
    expect(rule(linear, limit({ qty: "0.001", price: "1000.00", reduceOnly: true }))).toBe("ok")
    expect(
      rule(linear, limit({ orderType: "Market", price: undefined, qty: "0", reduceOnly: true, closeOnTrigger: true }))
    ).toBe("ok")
    // market orders are valued at a reference price when one is given
    const market = limit({ orderType: "Market", price: undefined, qty: "0.001" })
    expect(rule(linear, market)).toBe("ok")
    expect(rule(linear, market, { referencePrice: "4000" })).toBe("minNotional qty: a notional of at least 5, got 4")
    // inverse contracts are USD: the quantity is the notional
    const inverse: InstrumentRules.Rules = {
      ...linear,
      category: "inverse",
      qtyStep: Option.none(),
      minQty: Option.none()
    }
    expect(rule(inverse, limit({ category: "inverse", qty: "4" }))).toBe(
      "minNotional qty: a notional of at least 5, got 4"
    )
  })

  it("treats spot market buys as quote-coin amounts", () => {
    const buy = limit({ category: "spot", orderType: "Market", price: undefined, qty: "4.99" })
    expect(rule(spot, buy)).toBe("minNotional qty: at least 5 (quote coin)")
    expect(rule(spot, { ...buy, qty: "100.12345678" })).toBe("qtyStep qty: a multiple of 0.0000001 (quote coin)")
    expect(rule(spot, { ...buy, qty: "100" })).toBe("ok")
    expect(rule(spot, { ...buy, marketUnit: "baseCoin", qty: "41.6" })).toBe("maxMarketQty qty: at most 41.5")
    expect(rule(spot, { ...buy, side: "Sell", qty: "0.00001" })).toBe("minQty qty: at least 0.000011")
    expect(rule(spot, limit({ category: "spot", price: "20000.1", qty: "0.0002" }))).toBe(
      "minNotional qty: a notional of at least 5, got 4.00002"
    )
  })

  it("rounds exactly onto ticks and steps", () => {
    const tick = BigDecimal.fromStringUnsafe("0.10")
    const round = (v: string, mode: InstrumentRules.Rounding) =>
      text(InstrumentRules.roundToStep(BigDecimal.fromStringUnsafe(v), tick, mode))
    expect(round("100.05", "nearest")).toBe("100.10")
    expect(round("100.04", "nearest")).toBe("100.00")
    expect(round("100.05", "floor")).toBe("100.00")
    expect(round("100.01", "ceil")).toBe("100.10")
    expect(round("-100.05", "floor")).toBe("-100.10")
    expect(round("100", "nearest")).toBe("100.00")
    // no float sneaks in: 0.1 + 0.2 stays 0.3 on a 0.1 tick
    expect(round("0.30000000000000004", "nearest")).toBe("0.30")
    expect(InstrumentRules.roundPrice(linear, "20000.05")).toEqual(Option.some("20000.10"))
    expect(InstrumentRules.roundQty(linear, "0.0129")).toEqual(Option.some("0.012"))
    expect(InstrumentRules.roundQty(linear, "0.0121", "ceil")).toEqual(Option.some("0.013"))
    expect(InstrumentRules.roundQty(linear, "abc")).toEqual(Option.none())
    expect(InstrumentRules.isMultipleOf(BigDecimal.fromStringUnsafe("25.5"), BigDecimal.fromStringUnsafe("0.5"))).toBe(
      true
    )
    expect(InstrumentRules.round(spot, limit({ category: "spot", price: "20000.15", qty: "0.0012345" }))).toEqual(
      limit({ category: "spot", price: "20000.2", qty: "0.001234" })
    )
  })
})

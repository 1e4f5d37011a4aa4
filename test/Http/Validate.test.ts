import { describe, expect, it } from "@effect/vitest"
import * as Option from "effect/Option"
import type * as Endpoint from "../../src/Http/Endpoint.js"
import * as Validate from "../../src/Http/Validate.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as Trade from "../../src/Http/v5/Trade.js"

const order = { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.01", price: "30000" }

describe("Validate.params", () => {
  const refused: ReadonlyArray<
    readonly [string, Pick<Endpoint.Any, "orderEntry">, Record<string, unknown>, string, string]
  > = [
    ["empty symbol", Trade.create, { ...order, symbol: "" }, "params.symbol", "must not be empty"],
    ["blank symbol on a read", Market.tickers, { category: "linear", symbol: "  " }, "params.symbol", "empty"],
    ["zero qty", Trade.create, { ...order, qty: "0" }, "params.qty", "above zero"],
    ["negative qty", Trade.create, { ...order, qty: "-1" }, "params.qty", "above zero"],
    ["non-numeric qty", Trade.create, { ...order, qty: "abc" }, "params.qty", "decimal string"],
    ["NaN qty", Trade.create, { ...order, qty: Number.NaN }, "params.qty", "NaN"],
    ["zero limit price", Trade.create, { ...order, price: "0" }, "params.price", "above zero"],
    [
      "negative price",
      Trade.amend,
      { category: "linear", symbol: "X", orderId: "1", price: "-5" },
      "params.price",
      "above zero"
    ],
    ["negative stop loss", Trade.create, { ...order, stopLoss: "-1" }, "params.stopLoss", "zero or more"],
    ["NaN anywhere", Market.kline, { category: "linear", symbol: "BTCUSDT", limit: Number.NaN }, "params.limit", "NaN"],
    ["Infinity", Position.list, { category: "linear", limit: Number.POSITIVE_INFINITY }, "params.limit", "Infinity"],
    [
      "a bad batch item",
      Trade.createBatch,
      {
        category: "linear",
        request: [
          { ...order, category: undefined },
          { ...order, qty: "-2" }
        ]
      },
      "params.request[1].qty",
      "above zero"
    ]
  ]
  for (const [name, endpoint, params, where, detail] of refused) {
    it(`refuses ${name}`, () => {
      const problem = Validate.params(endpoint, params)
      expect(Option.isSome(problem)).toBe(true)
      if (Option.isSome(problem)) {
        expect(problem.value.path).toBe(where)
        expect(problem.value.detail).toContain(detail)
      }
    })
  }

  const accepted: ReadonlyArray<readonly [string, Pick<Endpoint.Any, "orderEntry">, Record<string, unknown>]> = [
    ["a limit order", Trade.create, order],
    ["a market order with price 0", Trade.create, { ...order, orderType: "Market", price: "0" }],
    [
      "closing a whole position with qty 0",
      Trade.create,
      { ...order, qty: "0", reduceOnly: true, closeOnTrigger: true }
    ],
    ["a take-profit cleared with 0", Trade.amend, { category: "linear", symbol: "X", orderId: "1", takeProfit: "0" }],
    ["an amend without qty", Trade.amend, { category: "linear", symbol: "X", orderId: "1", price: "10" }],
    ["negative numbers off the order paths", Account.transactionLog, { startTime: 0, limit: 10 }]
  ]
  for (const [name, endpoint, params] of accepted) {
    it(`accepts ${name}`, () => {
      expect(Validate.params(endpoint, params)).toEqual(Option.none())
    })
  }
})

describe("Validate.insecureUrl", () => {
  it("refuses plain http and ws to a remote host, with a clear reason", () => {
    const rest = Validate.insecureUrl("http://api.bybit.com")
    expect(Option.getOrUndefined(rest)).toContain("must be reached over https")
    expect(Option.getOrUndefined(Validate.insecureUrl("ws://stream.bybit.com/v5/public/linear"))).toContain("wss")
    expect(Option.isSome(Validate.insecureUrl("http://10.0.0.5:8080"))).toBe(true)
    expect(Option.isSome(Validate.insecureUrl("not a url"))).toBe(true)
  })

  it("allows https, wss and plain connections to this machine", () => {
    for (const url of [
      "https://api.bybit.com",
      "wss://stream.bybit.com",
      "http://127.0.0.1:8080",
      "http://localhost:1234",
      "ws://127.0.0.1:9000",
      "http://[::1]:80"
    ]) {
      expect(Validate.insecureUrl(url)).toEqual(Option.none())
    }
  })
})

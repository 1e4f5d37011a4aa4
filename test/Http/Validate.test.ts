import { describe, expect, it } from "@effect/vitest"
import * as Option from "effect/Option"
import * as Validate from "../../src/Http/Validate.js"

const order = { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.01", price: "30000" }

describe("Validate.params", () => {
  const refused: ReadonlyArray<readonly [string, string, Record<string, unknown>, string, string]> = [
    ["empty symbol", "/v5/order/create", { ...order, symbol: "" }, "params.symbol", "must not be empty"],
    ["blank symbol on a read", "/v5/market/tickers", { category: "linear", symbol: "  " }, "params.symbol", "empty"],
    ["zero qty", "/v5/order/create", { ...order, qty: "0" }, "params.qty", "above zero"],
    ["negative qty", "/v5/order/create", { ...order, qty: "-1" }, "params.qty", "above zero"],
    ["non-numeric qty", "/v5/order/create", { ...order, qty: "abc" }, "params.qty", "decimal string"],
    ["NaN qty", "/v5/order/create", { ...order, qty: Number.NaN }, "params.qty", "NaN"],
    ["zero limit price", "/v5/order/create", { ...order, price: "0" }, "params.price", "above zero"],
    [
      "negative price",
      "/v5/order/amend",
      { category: "linear", symbol: "X", orderId: "1", price: "-5" },
      "params.price",
      "above zero"
    ],
    ["negative stop loss", "/v5/order/create", { ...order, stopLoss: "-1" }, "params.stopLoss", "zero or more"],
    [
      "NaN anywhere",
      "/v5/market/kline",
      { category: "linear", symbol: "BTCUSDT", limit: Number.NaN },
      "params.limit",
      "NaN"
    ],
    [
      "Infinity",
      "/v5/position/list",
      { category: "linear", limit: Number.POSITIVE_INFINITY },
      "params.limit",
      "Infinity"
    ],
    [
      "a bad batch item",
      "/v5/order/create-batch",
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
  for (const [name, path, params, where, detail] of refused) {
    it(`refuses ${name}`, () => {
      const problem = Validate.params(path, params)
      expect(Option.isSome(problem)).toBe(true)
      if (Option.isSome(problem)) {
        expect(problem.value.path).toBe(where)
        expect(problem.value.detail).toContain(detail)
      }
    })
  }

  const accepted: ReadonlyArray<readonly [string, string, Record<string, unknown>]> = [
    ["a limit order", "/v5/order/create", order],
    ["a market order with price 0", "/v5/order/create", { ...order, orderType: "Market", price: "0" }],
    [
      "closing a whole position with qty 0",
      "/v5/order/create",
      { ...order, qty: "0", reduceOnly: true, closeOnTrigger: true }
    ],
    [
      "a take-profit cleared with 0",
      "/v5/order/amend",
      { category: "linear", symbol: "X", orderId: "1", takeProfit: "0" }
    ],
    ["an amend without qty", "/v5/order/amend", { category: "linear", symbol: "X", orderId: "1", price: "10" }],
    ["negative numbers off the order paths", "/v5/account/transaction-log", { startTime: 0, limit: 10 }]
  ]
  for (const [name, path, params] of accepted) {
    it(`accepts ${name}`, () => {
      expect(Validate.params(path, params)).toEqual(Option.none())
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

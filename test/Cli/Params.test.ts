import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Params from "../../src/Cli/Params.js"
import * as LegacyAll from "../../src/Http/legacy/all.js"
import * as All from "../../src/Http/v5/all.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"

describe("Cli/Params", () => {
  it("finds every endpoint by its client method name, case-insensitively", () => {
    expect(Params.methodNames.length).toBe(All.endpoints.length + LegacyAll.endpoints.length)
    const older = Params.find("InverseFutures.placeActiveOrder")
    expect(Result.isSuccess(older) && older.success.path).toBe("/futures/private/order/create")
    for (const endpoint of All.endpoints) expect(Params.find(endpoint.name)).toEqual(Result.succeed(endpoint))
    expect(Params.find("GETTICKERS")).toEqual(Result.succeed(Market.tickers))
  })

  it("suggests close names for an unknown method", () => {
    const miss = Params.find("getTicker")
    expect(Result.isFailure(miss) && miss.failure._tag).toBe("UnknownMethod")
    expect(Result.isFailure(miss) ? miss.failure.suggestions : []).toContain("getTickers")
  })

  it("keeps strings the schema wants as strings and reads refused ones as JSON", () => {
    const params = Params.parse(Market.kline, ["category=linear", "symbol=BTCUSDT", "interval=60", "limit=2"])
    expect(params).toEqual(Result.succeed({ category: "linear", symbol: "BTCUSDT", interval: "60", limit: 2 }))
    const order = Params.parse(Trade.create, [
      "category=linear",
      "symbol=BTCUSDT",
      "side=Buy",
      "orderType=Limit",
      "qty=0.010",
      "price=50000",
      "orderLinkId=123",
      "reduceOnly=true"
    ])
    expect(Result.getOrThrow(order)).toMatchObject({
      qty: "0.010",
      price: "50000",
      orderLinkId: "123",
      reduceOnly: true
    })
  })

  it("reads key:=json as JSON and refuses malformed words", () => {
    expect(Params.parse(Market.kline, ["limit:=3"])).toEqual(Result.succeed({ limit: 3 }))
    const bad = Params.parse(Market.kline, ["limit:=[1,"])
    expect(Result.isFailure(bad) && bad.failure._tag).toBe("InvalidArgument")
    const word = Params.parse(Market.kline, ["category"])
    expect(Result.isFailure(word) && word.failure.message).toContain("expected key=value")
  })

  it("returns parameters the schema refuses as given, for the executor to reject by path", () => {
    expect(Params.parse(Market.tickers, ["category=futures"])).toEqual(Result.succeed({ category: "futures" }))
  })
})

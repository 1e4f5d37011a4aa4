import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Market from "../../../src/Http/v5/Market.js"
import * as Position from "../../../src/Http/v5/Position.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import * as TestServer from "../../support/TestServer.js"
import { readFixture } from "./fixture.js"

const SECRET = "wire-secret"

/** The REST client on the test server. */
const client: TestServer.ClientOptions = {
  credentials: { apiKey: "wire-key", apiSecret: SECRET }
}

const signed = (file: string) => (request: TestServer.RecordedRequest) =>
  TestServer.verifyV5(request, SECRET) ? { body: readFixture(file) } : TestServer.fail(10004, "error sign!")

describe("V5 endpoints on the wire", () => {
  it.live("position writes send their wire types: mode 0|3, tpSlMode vs tpslMode, decimal strings", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/position/switch-mode", signed("position/switchPositionMode"))
        server.reply("/v5/position/set-tpsl-mode", signed("position/setTPSLMode"))
        server.reply("/v5/position/trading-stop", signed("position/setTradingStop"))
        yield* Position.switchPositionMode({ category: "linear", symbol: "BTCUSDT", mode: 3 })
        expect(server.requests[0]?.body).toBe('{"category":"linear","symbol":"BTCUSDT","mode":3}')
        const mode = yield* Position.setTPSLMode({ category: "linear", symbol: "XRPUSDT", tpSlMode: "Full" })
        expect(mode.tpSlMode).toBe("Full")
        expect(server.requests[1]?.body).toBe('{"category":"linear","symbol":"XRPUSDT","tpSlMode":"Full"}')
        yield* Position.setTradingStop({
          category: "linear",
          symbol: "XRPUSDT",
          tpslMode: "Partial",
          positionIdx: 0,
          takeProfit: "0.6",
          tpSize: "50",
          slSize: "50"
        })
        expect(JSON.parse(server.requests[2]!.body)).toMatchObject({ tpslMode: "Partial", positionIdx: 0 })
      })
    )
  )

  it.live("invalid writes fail before sending: mode 1, a numeric leverage, a DCP window out of range", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        const badMode = yield* Effect.flip(
          Position.switchPositionMode({ category: "linear", symbol: "BTCUSDT", mode: 1 as unknown as 0 })
        )
        expect(badMode).toMatchObject({ _tag: "InvalidParameters", path: "params.mode" })
        const badLeverage = yield* Effect.flip(
          Position.setLeverage({
            category: "linear",
            symbol: "BTCUSDT",
            buyLeverage: 10 as unknown as string,
            sellLeverage: "10"
          })
        )
        expect(badLeverage).toMatchObject({ _tag: "InvalidParameters", path: "params.buyLeverage" })
        const badWindow = yield* Effect.flip(Trade.setDisconnectCancelAllWindow({ timeWindow: 2 }))
        expect(badWindow._tag).toBe("InvalidParameters")
        expect(server.requests).toHaveLength(0)
      })
    )
  )

  it.live("historical volatility's result is the array itself; no-result answers decode", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/market/historical-volatility", { body: readFixture("market/getHistoricalVolatility") })
        const vol = yield* Market.getHistoricalVolatility({ category: "option", baseCoin: "ETH", period: 30 })
        expect(vol[0]?.value).toBe("0.45024716")
        expect(server.requests[0]?.rawQuery).toBe("category=option&baseCoin=ETH&period=30")

        server.reply("/v5/order/disconnected-cancel-all", signed("order/setDisconnectCancelAllWindow"))
        const ack = yield* Trade.setDisconnectCancelAllWindow({ product: "SPOT", timeWindow: 40 })
        expect(ack).toBeUndefined()
        expect(server.requests[1]?.body).toBe('{"product":"SPOT","timeWindow":40}')
      })
    )
  )

  it.live("declared endpoint errors arrive as their catalogue classes", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/account/set-margin-mode", TestServer.fail(110073, "Set margin mode failed"))
        const error = yield* Effect.flip(Account.setMarginMode({ setMarginMode: "PORTFOLIO_MARGIN" }))
        expect([error._tag, "code" in error ? error.code : undefined]).toEqual(["SetMarginModeFailed", 110073])

        server.reply("/v5/position/set-leverage", TestServer.fail(110043, "Set leverage not modified"))
        const same = yield* Effect.flip(
          Position.setLeverage({ category: "linear", symbol: "BTCUSDT", buyLeverage: "10", sellLeverage: "10" })
        )
        expect(same._tag).toBe("LeverageNotModified")
      })
    )
  )

  it("every definition is listed once, with a unique path, and private ones are signed", () => {
    const all = [
      ...Market.endpoints,
      ...Trade.endpoints,
      ...Position.endpoints,
      ...Account.endpoints
    ] as ReadonlyArray<{ readonly path: string; readonly auth: string; readonly name: string }>
    expect(new Set(all.map((e) => e.path)).size).toBe(all.length)
    expect(all.filter((e) => e.path.startsWith("/v5/market/")).every((e) => e.auth === "public")).toBe(true)
    expect(all.filter((e) => !e.path.startsWith("/v5/market/")).every((e) => e.auth === "private")).toBe(true)
    expect(all.map((e) => e.name)).toContain("batchSubmitOrders")
  })
})

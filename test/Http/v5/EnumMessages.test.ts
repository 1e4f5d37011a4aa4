/**
 * A wrong enum value is refused before anything is sent with a message that names every allowed value and the one
 * given (`Expected "spot" | "linear" | "inverse" | "option", got "linaer"`): Effect 3 named only the first member of
 * the union, Effect 4's own message leaves out the value given.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Market from "../../../src/Http/v5/Market.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import type * as Enums from "../../../src/Schema/Enums.js"
import type * as Order from "../../../src/Schema/Order.js"
import * as TestServer from "../../support/TestServer.js"

/** The REST client on the test server. */
const client: TestServer.ClientOptions = {
  credentials: { apiKey: "enum-key", apiSecret: "enum-secret-0123456789" },
  rateBudget: false
}

describe("enum errors name every allowed value", () => {
  it.live("Market.getTickers({ category: 'linaer' }): InvalidParameters listing all four categories", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(Market.getTickers({ category: "linaer" as Enums.Category }))
        expect(error).toMatchObject({
          _tag: "InvalidParameters",
          endpoint: "/v5/market/tickers",
          path: "params.category",
          detail: 'Expected "spot" | "linear" | "inverse" | "option", got "linaer"'
        })
        expect(error.message).toBe(
          'Invalid parameters for /v5/market/tickers at params.category: Expected "spot" | "linear" | "inverse" | "option", got "linaer"'
        )
        expect(server.requests).toHaveLength(0)
      })
    )
  )

  it.live("a nested enum and a value of the wrong type name theirs too; objects are not printed", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        const order = {
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.01",
          price: "20000"
        } as const
        const side = yield* Effect.flip(
          Trade.submitOrder({ ...order, side: "Buyy" as Order.OrderCreateRequest["side"] })
        )
        expect(side).toMatchObject({ path: "params.side", detail: 'Expected "Buy" | "Sell", got "Buyy"' })
        const type = yield* Effect.flip(
          Trade.submitOrder({ ...order, orderType: 7 as unknown as Order.OrderCreateRequest["orderType"] })
        )
        expect(type).toMatchObject({ path: "params.orderType", detail: 'Expected "Market" | "Limit", got 7' })
        const nested = yield* Effect.flip(
          Trade.submitOrder({ ...order, side: { buy: true } as unknown as Order.OrderCreateRequest["side"] })
        )
        expect(nested).toMatchObject({ path: "params.side", detail: 'Expected "Buy" | "Sell"' })
        expect(server.requests).toHaveLength(0)
      })
    )
  )
})

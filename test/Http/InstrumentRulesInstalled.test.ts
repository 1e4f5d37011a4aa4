/**
 * What the README promises: once instrument rules are loaded, an off-tick price is refused before anything is sent,
 * as `InvalidParameters`. With `InstrumentRules.layer` installed, the executor checks every new order (by its
 * definition's `orderEntry`: `Trade.submitOrder`, `Trade.preCheckOrder`, each order of a batch) against its
 * symbol's rules when they are loaded; it never looks a symbol up for it.
 */
import { readFileSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type * as Bybit from "../../src/Bybit.js"
import * as InstrumentRules from "../../src/Http/InstrumentRules.js"
import * as Batch from "../../src/Http/v5/Batch.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import type * as Order from "../../src/Schema/Order.js"
import * as TestServer from "../support/TestServer.js"

const instruments = (): TestServer.Reply => ({
  body: JSON.parse(readFileSync(new URL("../fixtures/v5/instruments-info.linear.json", import.meta.url), "utf8"))
})

/** The REST client on the test server. */
const client: TestServer.ClientOptions = {
  credentials: { apiKey: "rules-key", apiSecret: "rules-secret-0123456789" },
  rateBudget: false
}

/** A client on a test server that answers every order, with the rules service (`InstrumentRules.layer(rules)`). */
const withRules = <A, E>(
  body: (server: TestServer.TestServer) => Effect.Effect<A, E, Bybit.Services | InstrumentRules.InstrumentRules>,
  rules: InstrumentRules.Options = {}
) =>
  TestServer.withServer(client, (server) => {
    server.reply("/v5/market/instruments-info", instruments())
    server.reply("/v5/order/create", TestServer.ok({ orderId: "o-1", orderLinkId: "" }))
    server.reply("/v5/order/pre-check", TestServer.ok({ orderId: "o-1", orderLinkId: "" }))
    server.reply("/v5/order/amend", TestServer.ok({ orderId: "o-1", orderLinkId: "" }))
    server.reply("/v5/order/create-batch", TestServer.ok({ list: [] }))
    return Effect.provide(body(server), InstrumentRules.layer(rules))
  })

const order = (over: Partial<Order.OrderCreateRequest> = {}): Order.OrderCreateRequest => ({
  category: "linear",
  symbol: "BTCUSDT",
  side: "Buy",
  orderType: "Limit",
  qty: "0.010",
  price: "20000.00",
  ...over
})

const paths = (server: TestServer.TestServer) => server.requests.map((r) => r.path)

const load = Effect.flatMap(InstrumentRules.InstrumentRules, (service) => service.rules("linear", "BTCUSDT"))

describe("InstrumentRules installed: new orders are checked against the loaded rules", () => {
  it.live("an off-tick price is InvalidParameters once the rules are loaded, and nothing is sent", () =>
    withRules((server) =>
      Effect.gen(function* () {
        yield* load
        expect(paths(server)).toEqual(["/v5/market/instruments-info"])
        const error = yield* Effect.flip(Trade.submitOrder(order({ price: "20000.05" })))
        expect(error).toMatchObject({
          _tag: "InvalidParameters",
          endpoint: "/v5/order/create",
          path: "params.price",
          detail: "20000.05 breaks the tickSize rule of linear BTCUSDT, expected a multiple of 0.10"
        })
        expect(error.message).toBe(
          "Invalid parameters for /v5/order/create at params.price: 20000.05 breaks the tickSize rule of linear BTCUSDT, expected a multiple of 0.10"
        )
        // the other rules too: the quantity's step
        const step = yield* Effect.flip(Trade.submitOrder(order({ qty: "0.0105" })))
        expect(step).toMatchObject({ _tag: "InvalidParameters", path: "params.qty" })
        expect(paths(server)).toEqual(["/v5/market/instruments-info"])
        // a conforming order goes
        const ack = yield* Trade.submitOrder(order({ price: "20000.10" }))
        expect(ack.orderId).toBe("o-1")
        expect(paths(server)).toEqual(["/v5/market/instruments-info", "/v5/order/create"])
      })
    )
  )

  it.live("every definition that creates orders is checked: the pre-check, and each order of a batch", () =>
    withRules((server) =>
      Effect.gen(function* () {
        yield* load
        const pre = yield* Effect.flip(Trade.preCheckOrder(order({ price: "20000.05" })))
        expect(pre).toMatchObject({ _tag: "InvalidParameters", endpoint: "/v5/order/pre-check", path: "params.price" })
        const { category: _, ...item } = order()
        const batch = yield* Effect.flip(
          Batch.batchSubmitOrders({ category: "linear", request: [item, { ...item, price: "20000.05" }] })
        )
        expect(batch).toMatchObject({
          _tag: "InvalidParameters",
          endpoint: "/v5/order/create-batch",
          path: "params.request[1].price",
          detail: "20000.05 breaks the tickSize rule of linear BTCUSDT, expected a multiple of 0.10"
        })
        // an amend is no new order: the exchange judges it
        yield* Trade.amendOrder({ category: "linear", symbol: "BTCUSDT", orderId: "o-1", price: "20000.05" })
        expect(paths(server)).toEqual(["/v5/market/instruments-info", "/v5/order/amend"])
      })
    )
  )

  it.live("rules not loaded are never looked up for the check: the order goes as it is", () =>
    withRules((server) =>
      Effect.gen(function* () {
        yield* Trade.submitOrder(order({ price: "20000.05" }))
        expect(paths(server)).toEqual(["/v5/order/create"])
        // another symbol's rules do not judge this one
        yield* load
        yield* Trade.submitOrder(order({ symbol: "ETHUSDT", price: "2000.005" }))
        expect(paths(server)).toEqual(["/v5/order/create", "/v5/market/instruments-info", "/v5/order/create"])
        const service = yield* InstrumentRules.InstrumentRules
        expect(Option.isSome(yield* service.loaded("linear", "BTCUSDT"))).toBe(true)
        expect(yield* service.loaded("linear", "ETHUSDT")).toEqual(Option.none())
      })
    )
  )

  it.live("checkOrders: false leaves order entry to the exchange", () =>
    withRules(
      (server) =>
        Effect.gen(function* () {
          yield* load
          yield* Trade.submitOrder(order({ price: "20000.05" }))
          expect(paths(server)).toEqual(["/v5/market/instruments-info", "/v5/order/create"])
        }),
      { checkOrders: false }
    )
  )
})

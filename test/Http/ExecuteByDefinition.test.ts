/**
 * Behaviour keyed by the endpoint definition, never by its path: the executor confirms a lost order creation by
 * its `orderLinkId` when the definition says so (`confirmBy`), and checks the quantities and prices of order entry
 * when the definition says it is order entry (`orderEntry`), wherever the endpoint lives and whatever it is called.
 */
import { readFileSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { BybitHttp } from "../../src/Http/BybitHttp.js"
import * as Endpoint from "../../src/Http/Endpoint.js"
import * as Validate from "../../src/Http/Validate.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Order from "../../src/Schema/Order.js"
import * as TestServer from "../support/TestServer.js"

const credentials = { apiKey: "definition-key", apiSecret: "definition-secret-0123456789" }
const fast = { credentials, rateBudget: false, retry: { baseDelay: "1 millis", maxDelay: "5 millis" } } as const

const realtime = (): unknown =>
  JSON.parse(readFileSync(new URL("../fixtures/v5/order-realtime.json", import.meta.url), "utf8"))

// the docs' example order (order-realtime.json): link id test-000005
const order = {
  category: "linear",
  symbol: "ETHUSDT",
  side: "Buy",
  orderType: "Limit",
  qty: "0.10",
  price: "1600.00",
  orderLinkId: "test-000005"
} as const

/** Order creation as a broker's gateway serves it: another path, the same definition otherwise. */
const gatewayCreate = Endpoint.make({
  name: "submitOrderViaGateway",
  method: "POST",
  path: "/gateway/v5/order/create",
  auth: "private",
  request: Order.OrderCreateRequest,
  response: Order.OrderId,
  permission: Endpoint.tradePermission,
  orderEntry: "create",
  confirmBy: "orderLinkId"
})

/** A write that happens to sit at order creation's path but whose definition claims neither check. */
const plainWriteAtCreatePath = Endpoint.make({
  name: "plainWrite",
  method: "POST",
  path: "/v5/order/create",
  auth: "private",
  request: Order.OrderCreateRequest,
  response: Order.OrderId
})

const call = (endpoint: typeof gatewayCreate | typeof plainWriteAtCreatePath, params: Order.OrderCreateRequest) =>
  BybitHttp.use((http) => http.call(endpoint, params))

describe("the executor keys its behaviour by the definition", () => {
  it("Trade.create's definition carries both: order entry, confirmed by orderLinkId", () => {
    expect(Trade.create.orderEntry).toBe("create")
    expect(Trade.create.confirmBy).toBe("orderLinkId")
    expect(Trade.amend.orderEntry).toBe("amend")
    expect(Trade.createBatch.orderEntry).toBe("createBatch")
    expect(Trade.amendBatch.orderEntry).toBe("amendBatch")
    expect(Trade.preCheck.orderEntry).toBe("create")
    expect(Trade.cancel.orderEntry).toBeUndefined()
    expect([Trade.amend, Trade.createBatch, Trade.preCheck].map((e) => e.confirmBy)).toEqual([
      undefined,
      undefined,
      undefined
    ])
    // a renamed definition keeps them
    const renamed = Endpoint.rename(Trade.create, "placeOrder")
    expect([renamed.orderEntry, renamed.confirmBy]).toEqual(["create", "orderLinkId"])
  })

  it.live("a lost creation is confirmed by orderLinkId because its definition says so, on any path", () =>
    TestServer.withServer(fast, (server) =>
      Effect.gen(function* () {
        server.reply("/gateway/v5/order/create", TestServer.fail(10016, "Server error."))
        server.reply("/v5/order/realtime", { body: realtime() })
        const placed = yield* call(gatewayCreate, order)
        expect(placed).toEqual({ orderId: "fd4300ae-7847-404e-b947-b46980a4d140", orderLinkId: "test-000005" })
        expect(server.requests.map((r) => r.path)).toEqual(["/gateway/v5/order/create", "/v5/order/realtime"])
      })
    )
  )

  it.live("a write at order creation's path whose definition does not say so is not looked up", () =>
    TestServer.withServer(fast, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/order/create", TestServer.fail(10016, "Server error."))
        server.reply("/v5/order/realtime", { body: realtime() })
        const error = yield* Effect.flip(call(plainWriteAtCreatePath, order))
        expect(error._tag).toBe("OutcomeUnknown")
        expect(server.requests.map((r) => r.path)).toEqual(["/v5/order/create"])
      })
    )
  )

  it.live("order entry's checks follow the definition: a gateway's creation is checked, a plain write is not", () =>
    TestServer.withServer(fast, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/order/create", TestServer.ok({ orderId: "o-1", orderLinkId: "" }))
        const refused = yield* Effect.flip(call(gatewayCreate, { ...order, price: "0" }))
        expect(refused).toMatchObject({
          _tag: "InvalidParameters",
          endpoint: "/gateway/v5/order/create",
          path: "params.price"
        })
        expect(server.requests).toHaveLength(0)
        // the same parameters on a definition that is no order entry: only its schema checks them
        const sent = yield* call(plainWriteAtCreatePath, { ...order, price: "0" })
        expect(sent.orderId).toBe("o-1")
        expect(server.requests.map((r) => r.path)).toEqual(["/v5/order/create"])
      })
    )
  )

  it("Validate.params takes the definition: its order checks follow `orderEntry`", () => {
    const zeroQty = { ...order, qty: "0" }
    expect(Option.map(Validate.params(Trade.create, zeroQty), (p) => p.path)).toEqual(Option.some("params.qty"))
    expect(Validate.params(plainWriteAtCreatePath, zeroQty)).toEqual(Option.none())
    expect(Validate.isOrderEntry(gatewayCreate)).toBe(true)
    expect(Validate.isOrderEntry(plainWriteAtCreatePath)).toBe(false)
    // a batch's orders are its `request` items
    const batch = { category: "linear", request: [order, { ...order, qty: "-1" }] }
    expect(Option.map(Validate.params(Trade.createBatch, batch), (p) => p.path)).toEqual(
      Option.some("params.request[1].qty")
    )
  })
})

/**
 * One place for the request settings: a `recvWindow` and `referer` given to `Bybit.layer` reach the REST headers and
 * the WebSocket order-entry headers alike, for every credential set; the services' own options still win.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as Schedule from "effect/Schedule"
import * as Bybit from "../../src/Bybit.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as RequestDefaults from "../../src/Layers/RequestDefaults.js"
import * as Node from "../../src/node.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"
import * as TestServer from "../support/TestServer.js"
import * as WsTradeServer from "../support/WsTradeServer.js"

const master = { apiKey: "master-key", apiSecret: "master-secret-0123456789" }
const sub = { apiKey: Redacted.make("sub-key"), apiSecret: Redacted.make("sub-secret-0123456789") }

const order = {
  category: "linear",
  symbol: "BTCUSDT",
  side: "Buy",
  orderType: "Limit",
  qty: "0.01",
  price: "50000"
} as const

const run = <A, E>(
  body: (
    rest: TestServer.TestServer,
    trade: WsTradeServer.WsTradeServer
  ) => Effect.Effect<A, E, Bybit.Services | TradeApi.TradeApi>,
  options: { readonly bybit: Omit<Bybit.Options, "environment">; readonly trade?: TradeApi.Options }
) =>
  Effect.scoped(
    Effect.gen(function* () {
      const rest = yield* TestServer.make
      const trade = yield* WsTradeServer.make
      const layer = TradeApi.layer(options.trade).pipe(
        Layer.provideMerge(BybitSocket.layer({ pingInterval: "1 hour", reconnect: Schedule.spaced("50 millis") })),
        Layer.provideMerge(
          Bybit.layer({
            ...options.bybit,
            environment: Environment.custom({ restUrl: rest.url, wsUrl: trade.url })
          })
        ),
        Layer.provide(Node.layer)
      )
      return yield* Effect.provide(body(rest, trade), layer)
    })
  )

describe("RequestDefaults", () => {
  it.live("Bybit.layer's recvWindow and referer reach REST and WebSocket order entry, for both credential sets", () =>
    run(
      (rest, trade) =>
        Effect.gen(function* () {
          rest.reply("/v5/order/create", TestServer.ok({ orderId: "o-1", orderLinkId: "" }))
          yield* Trade.submitOrder(order)
          yield* Credentials.withCredentials(Trade.submitOrder(order), sub)
          for (const request of rest.requests) {
            expect(request.headers["x-bapi-recv-window"]).toBe("7000")
            expect(request.headers.referer).toBe("broker-7")
          }
          expect(rest.requests.map((r) => r.headers["x-bapi-api-key"])).toEqual(["master-key", "sub-key"])

          yield* TradeApi.createOrder({ ...order, orderLinkId: "m-1" })
          yield* Credentials.withCredentials(TradeApi.createOrder({ ...order, orderLinkId: "s-1" }), sub)
          const orders = trade.orders()
          expect(orders).toHaveLength(2)
          for (const frame of orders) {
            expect(frame.header).toMatchObject({ "X-BAPI-RECV-WINDOW": "7000", Referer: "broker-7" })
          }
          // each credential set authenticated its own trade session
          const keys = trade.received.filter((f) => f.op === "auth").map((f) => (f.args as Array<unknown>)[0])
          expect(keys.sort()).toEqual(["master-key", "sub-key"])
        }),
      { bybit: { credentials: master, recvWindow: 7_000, referer: "broker-7", rateBudget: false } }
    )
  )

  it.live("without settings both use the defaults; TradeApi's own options win over the shared ones", () =>
    Effect.gen(function* () {
      yield* run(
        (rest, trade) =>
          Effect.gen(function* () {
            rest.reply("/v5/order/create", TestServer.ok({ orderId: "o-1", orderLinkId: "" }))
            yield* Trade.submitOrder(order)
            expect(rest.requests[0]?.headers["x-bapi-recv-window"]).toBe(String(RequestDefaults.defaults.recvWindow))
            expect(rest.requests[0]?.headers.referer).toBe(RequestDefaults.defaults.referer)
            yield* TradeApi.createOrder({ ...order, orderLinkId: "d-1" })
            const header = trade.orders()[0]?.header as Record<string, string>
            expect(header["X-BAPI-RECV-WINDOW"]).toBe("5000")
            // order entry names no Referer unless one was given
            expect(header.Referer).toBeUndefined()
          }),
        { bybit: { credentials: master, rateBudget: false } }
      )
      yield* run(
        (_, trade) =>
          Effect.gen(function* () {
            yield* TradeApi.createOrder({ ...order, orderLinkId: "o-1" })
            expect(trade.orders()[0]?.header).toMatchObject({ "X-BAPI-RECV-WINDOW": "9000", Referer: "broker-7" })
          }),
        {
          bybit: { credentials: master, recvWindow: 7_000, referer: "broker-7", rateBudget: false },
          trade: { recvWindow: 9_000 }
        }
      )
    })
  )
})

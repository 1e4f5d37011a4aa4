/**
 * One door per setting: the receive window of signed REST requests enters by `RequestDefaults` only (what
 * `Bybit.layer` feeds), and a call's own `recvWindow` is laid over it there (`RequestDefaults.recvWindowOf`). The
 * executor has no option of its own for it any more: given one anyway (plain JavaScript), it is not a second door.
 */
import { describe, expect, expectTypeOf, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as BybitHttp from "../../src/Http/BybitHttp.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as ClockOffset from "../../src/Layers/ClockOffset.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as RequestDefaults from "../../src/Layers/RequestDefaults.js"
import * as Node from "../../src/node.js"
import * as TestServer from "../support/TestServer.js"

const credentials = { apiKey: "door-key", apiSecret: "door-secret-0123456789" }

const cancel = { category: "linear", symbol: "ETHUSDT", orderId: "1" } as const

/** An executor on a test server, built with the given executor options and shared settings. */
const withExecutor = <A, E>(
  body: (server: TestServer.TestServer) => Effect.Effect<A, E, BybitHttp.BybitHttp>,
  executorOptions: unknown,
  settings: RequestDefaults.Settings | undefined
) =>
  Effect.scoped(
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/order/cancel", (request) =>
        TestServer.verifyV5(request, credentials.apiSecret)
          ? TestServer.ok({ orderId: "1", orderLinkId: "" })
          : TestServer.fail(10004, "error sign!")
      )
      const services = Layer.mergeAll(
        Environment.layer(Environment.custom({ restUrl: server.url, wsUrl: server.url.replace("http", "ws") })),
        Credentials.layer(credentials),
        ClockOffset.layerNone,
        settings === undefined ? Layer.empty : RequestDefaults.layer(settings)
      )
      // the options as plain JavaScript would pass them: nothing stops a `recvWindow` from being among them
      const layer = BybitHttp.layer(executorOptions as BybitHttp.Options).pipe(
        Layer.provide(services),
        Layer.provide(Node.layer)
      )
      return yield* Effect.provide(body(server), layer)
    })
  )

const recvWindows = (server: TestServer.TestServer) => server.requests.map((r) => r.headers["x-bapi-recv-window"])

describe("recvWindow: one door", () => {
  it("the executor's options have no recvWindow; the shared settings and a call's options have", () => {
    expectTypeOf<BybitHttp.Options>().not.toHaveProperty("recvWindow")
    expectTypeOf<RequestDefaults.Settings>().toHaveProperty("recvWindow")
    expectTypeOf<BybitHttp.CallOptions>().toHaveProperty("recvWindow")
  })

  it("RequestDefaults.recvWindowOf: the call's own, else the settings', else the default", () => {
    expect(RequestDefaults.recvWindowOf({})).toBe(RequestDefaults.defaults.recvWindow)
    expect(RequestDefaults.recvWindowOf({}, {})).toBe(5_000)
    expect(RequestDefaults.recvWindowOf({ recvWindow: 7_000 })).toBe(7_000)
    expect(RequestDefaults.recvWindowOf({ recvWindow: 7_000 }, { recvWindow: undefined })).toBe(7_000)
    expect(RequestDefaults.recvWindowOf({ recvWindow: 7_000 }, { recvWindow: 20_000 })).toBe(20_000)
    expect(RequestDefaults.recvWindowOf({}, { recvWindow: 20_000 })).toBe(20_000)
  })

  it.live("a recvWindow given to the executor is no second door: RequestDefaults' one is signed and sent", () =>
    withExecutor(
      (server) =>
        Effect.gen(function* () {
          yield* Trade.cancelOrder(cancel)
          expect(recvWindows(server)).toEqual(["7000"])
        }),
      { recvWindow: 9_000 },
      { recvWindow: 7_000 }
    )
  )

  it.live("without RequestDefaults an executor option does not set it either: the default is sent", () =>
    withExecutor(
      (server) =>
        Effect.gen(function* () {
          yield* Trade.cancelOrder(cancel)
          expect(recvWindows(server)).toEqual([String(RequestDefaults.defaults.recvWindow)])
        }),
      { recvWindow: 9_000 },
      undefined
    )
  )

  it.live("a call's own recvWindow is laid over RequestDefaults for that call only, and signed", () =>
    withExecutor(
      (server) =>
        Effect.gen(function* () {
          yield* Trade.cancelOrder(cancel, { recvWindow: 20_000 })
          yield* Trade.cancelOrder(cancel)
          yield* Trade.cancelOrder(cancel, {})
          expect(recvWindows(server)).toEqual(["20000", "7000", "7000"])
        }),
      {},
      { recvWindow: 7_000 }
    )
  )
})

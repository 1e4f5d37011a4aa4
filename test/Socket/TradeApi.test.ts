import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as Result from "effect/Result"
import * as Schedule from "effect/Schedule"
import * as Scope from "effect/Scope"
import * as TestClock from "effect/testing/TestClock"
import * as ClockOffset from "../../src/Layers/ClockOffset.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import type * as Order from "../../src/Schema/Order.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"
import { eventually, waitFor } from "../support/WaitFor.js"
import * as WsTradeServer from "../support/WsTradeServer.js"

// The auth answer may take its time on a loaded machine: no test here is about the acknowledgement timeout.
const socketOptions: BybitSocket.Options = {
  pingInterval: "1 hour",
  reconnect: Schedule.spaced("50 millis"),
  ackTimeout: "10 seconds"
}

const apiLayer = (url: string, options: TradeApi.Options = {}) =>
  TradeApi.layer(options).pipe(
    Layer.provideMerge(BybitSocket.layer(socketOptions)),
    Layer.provideMerge(
      Layer.mergeAll(
        Environment.layer(Environment.custom({ restUrl: "http://127.0.0.1:9", wsUrl: url })),
        Credentials.layer({ apiKey: "trade-key", apiSecret: "trade-secret" }),
        ClockOffset.layerNone
      )
    ),
    Layer.provide(Node.layer)
  )

/** Runs `body` against a scripted trade server with a TradeApi connected to it. */
const withApi = <A, E>(
  body: (server: WsTradeServer.WsTradeServer) => Effect.Effect<A, E, TradeApi.TradeApi>,
  options?: TradeApi.Options
) =>
  Effect.scoped(
    Effect.gen(function* () {
      const server = yield* WsTradeServer.make
      return yield* Effect.provide(body(server), apiLayer(server.url, options))
    })
  )

const order = (overrides: Partial<Order.OrderCreateRequest> = {}): Order.OrderCreateRequest => ({
  category: "linear",
  symbol: "BTCUSDT",
  side: "Buy",
  orderType: "Limit",
  qty: "0.01",
  price: "50000",
  orderLinkId: "link-1",
  ...overrides
})

const isOrder = (op: string) => (frame: WsTradeServer.Frame) => frame.op === op

describe("TradeApi", () => {
  it.live("order.create sends the reqId/header/op/args frame and resolves on the matching reply", () =>
    withApi((server) =>
      Effect.gen(function* () {
        const before = Date.now()
        const ack = yield* TradeApi.createOrder(order())
        expect(ack.orderLinkId).toBe("link-1")
        expect(ack.orderId).toMatch(/^oid-/)

        const auth = server.received.find((f) => f.op === "auth")
        expect(auth).toBeDefined()
        const [frame] = server.orders()
        expect(Object.keys(frame ?? {}).sort()).toEqual(["args", "header", "op", "reqId"])
        expect(frame?.op).toBe("order.create")
        expect(frame?.args).toEqual([order()])
        expect(typeof frame?.reqId).toBe("string")
        expect(String(frame?.reqId).length).toBeLessThanOrEqual(36)
        const header = frame?.header as Record<string, unknown>
        expect(Object.keys(header).sort()).toEqual(["X-BAPI-RECV-WINDOW", "X-BAPI-TIMESTAMP"])
        expect(header["X-BAPI-RECV-WINDOW"]).toBe("5000")
        expect(header["X-BAPI-TIMESTAMP"]).toMatch(/^\d+$/)
        expect(Number(header["X-BAPI-TIMESTAMP"])).toBeGreaterThanOrEqual(before)
        expect(Number(header["X-BAPI-TIMESTAMP"])).toBeLessThanOrEqual(Date.now())
      })
    )
  )

  it.live("amend and cancel go out with their ops; the Referer and receive window come from the options", () =>
    withApi(
      (server) =>
        Effect.gen(function* () {
          const amended = yield* TradeApi.amendOrder({
            category: "linear",
            symbol: "BTCUSDT",
            orderId: "o-7",
            price: "51000"
          })
          expect(amended.orderId).toBe("o-7")
          const cancelled = yield* TradeApi.cancelOrder({ category: "linear", symbol: "BTCUSDT", orderLinkId: "l-9" })
          expect(cancelled.orderLinkId).toBe("l-9")
          const [amend, cancel] = server.orders()
          expect(amend?.op).toBe("order.amend")
          expect(amend?.args).toEqual([{ category: "linear", symbol: "BTCUSDT", orderId: "o-7", price: "51000" }])
          expect(cancel?.op).toBe("order.cancel")
          expect(amend?.header).toMatchObject({ Referer: "broker-1", "X-BAPI-RECV-WINDOW": "8000" })
          expect(cancel?.reqId).not.toBe(amend?.reqId)
        }),
      { referer: "broker-1", recvWindow: 8_000 }
    )
  )

  it.live("concurrent requests get unique reqIds and each resolves on its own reply, in any order", () =>
    withApi((server) =>
      Effect.gen(function* () {
        server.script = () => WsTradeServer.withhold
        const fibers = yield* Effect.forEach([1, 2, 3], (i) =>
          Effect.forkChild(TradeApi.createOrder(order({ orderLinkId: `link-${i}` })))
        )
        const requests = yield* Effect.forEach([1, 2, 3], (i) =>
          server.waitFor((f) => isOrder("order.create")(f) && (f.args as Array<Frame>)[0]?.orderLinkId === `link-${i}`)
        )
        expect(new Set(requests.map((f) => f.reqId)).size).toBe(3)
        for (const [i, request] of [...requests.entries()].reverse()) {
          server.reply(request, WsTradeServer.success({ orderId: `answer-${i + 1}`, orderLinkId: `link-${i + 1}` }))
        }
        const acks = yield* Effect.forEach(fibers, Fiber.join)
        expect(acks.map((a) => [a.orderId, a.orderLinkId])).toEqual([
          ["answer-1", "link-1"],
          ["answer-2", "link-2"],
          ["answer-3", "link-3"]
        ])
      })
    )
  )

  it.live("a refused request fails with the catalogue's tagged error, catchable by tag", () =>
    withApi((server) =>
      Effect.gen(function* () {
        const codes: Record<string, WsTradeServer.Reply> = {
          a: WsTradeServer.error(110007, "ab not enough for new order"),
          b: WsTradeServer.error(170131, "Insufficient balance."),
          c: WsTradeServer.error(20006, "reqId is duplicated"),
          d: WsTradeServer.error(110001, "order not exists or too late to cancel")
        }
        server.script = (f) => codes[String((f.args as Array<Frame>)[0]?.orderLinkId)] ?? WsTradeServer.success()

        const recovered = yield* TradeApi.createOrder(order({ orderLinkId: "a" })).pipe(
          Effect.catchTag("InsufficientBalance", (e) => Effect.succeed(`${e.code}: ${e.message}`))
        )
        expect(recovered).toBe("110007: ab not enough for new order")

        const spot = yield* Effect.flip(TradeApi.createOrder(order({ category: "spot", orderLinkId: "b" })))
        expect(spot._tag).toBe("SpotBalanceInsufficient")
        expect(spot).toMatchObject({ code: 170131, message: "Insufficient balance.", endpoint: "order.create" })
        if (spot._tag === "SpotBalanceInsufficient") expect(spot.requestId).toBe("trace-1")

        const duplicate = yield* Effect.flip(TradeApi.createOrder(order({ orderLinkId: "c" })))
        expect(duplicate._tag).toBe("DuplicateReqId")

        // a catalogued code the op does not declare arrives wrapped with its tagged error inside, as on REST
        const undeclared = yield* Effect.flip(TradeApi.createOrder(order({ orderLinkId: "d" })))
        expect(undeclared._tag).toBe("UnexpectedExchangeError")
        expect(undeclared).toMatchObject({ code: 110001, error: { _tag: "OrderNotFound" } })
      })
    )
  )

  it.effect("no reply within the default 10 s deadline fails with OutcomeUnknown naming the orderLinkId", () =>
    withApi((server) =>
      Effect.gen(function* () {
        server.script = () => WsTradeServer.withhold
        const fiber = yield* Effect.forkChild(TradeApi.createOrder(order({ orderLinkId: "query-me" })))
        const request = yield* server.waitFor(isOrder("order.create"))
        yield* TestClock.adjust("9999 millis")
        expect(fiber.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust("1 millis")
        const error = yield* Effect.flip(Fiber.join(fiber))
        expect(error._tag).toBe("OutcomeUnknown")
        expect(error).toMatchObject({ op: "order.create", reqId: request.reqId, orderLinkId: "query-me" })
        expect(error.message).toContain("no reply within 10s")
      })
    )
  )

  // On the TestClock: the deadline passes when the test moves the clock, and the reply, withheld until then, is sent
  // after it: late whatever the machine's speed.
  it.effect("a late reply is logged and dropped; the next request is unaffected", () => {
    const logs: Array<{ level: string; message: string }> = []
    const capture = Logger.layer([
      Logger.make(({ logLevel, message }) => {
        logs.push({ level: logLevel, message: Array.isArray(message) ? message.join(" ") : String(message) })
      })
    ])
    return withApi((server) =>
      Effect.gen(function* () {
        server.script = () => WsTradeServer.withhold
        const slow = yield* Effect.forkChild(
          Effect.flip(TradeApi.createOrder(order({ orderLinkId: "slow" }), { timeout: "100 millis" }))
        )
        const request = yield* server.waitFor(isOrder("order.create"))
        yield* TestClock.adjust("100 millis")
        const error = yield* Fiber.join(slow)
        server.reply(request, WsTradeServer.success({ orderId: "late", orderLinkId: "slow" }))
        expect(error._tag).toBe("OutcomeUnknown")
        expect(error).toMatchObject({ orderLinkId: "slow" })
        if (error._tag === "OutcomeUnknown") expect(error.reason).toBe("no reply within 100ms")
        const reqId = error._tag === "OutcomeUnknown" ? error.reqId : ""

        server.script = () => WsTradeServer.success()
        const next = yield* TradeApi.createOrder(order({ orderLinkId: "next" }))
        expect(next.orderLinkId).toBe("next")

        yield* eventually(() => logs.some((l) => l.message.includes(reqId)), "the late reply's warning", {
          interval: "20 millis",
          timeout: "10 seconds"
        })
        const warning = logs.find((l) => l.message.includes(reqId))
        expect(warning?.level).toBe("Warn")
        expect(warning?.message).toBe(`TradeApi: late reply to order.create ${reqId} (retCode 0) dropped`)
      })
    ).pipe(Effect.provide(capture))
  })

  // On the TestClock: "at once" is with the clock standing still, so not at the request's deadline (10 s), however
  // long the machine takes; the reconnect's 50 ms are then given to it.
  it.effect("a socket dropped while waiting fails at once with OutcomeUnknown; the next request reconnects", () =>
    withApi((server) =>
      Effect.gen(function* () {
        server.script = () => WsTradeServer.drop
        const started = yield* Clock.currentTimeMillis
        const error = yield* Effect.flip(TradeApi.createOrder(order({ orderLinkId: "dropped" })))
        expect(yield* Clock.currentTimeMillis).toBe(started)
        expect(error._tag).toBe("OutcomeUnknown")
        expect(error).toMatchObject({ op: "order.create", orderLinkId: "dropped" })
        if (error._tag === "OutcomeUnknown") expect(error.reason).toBe("the trade connection dropped")

        server.script = () => WsTradeServer.success()
        const again = yield* Effect.forkChild(TradeApi.createOrder(order({ orderLinkId: "again" })))
        yield* waitFor(() => again.pollUnsafe() !== undefined, "the order after the reconnect", {
          nudge: "50 millis",
          nudgeEvery: 1
        })
        const ack = yield* Fiber.join(again)
        expect(ack.orderLinkId).toBe("again")
        expect(server.connections()).toBe(2)
      })
    )
  )

  // On the TestClock: the request fails with the clock standing still, so not at its deadline (10 s).
  it.effect("closing the scope while a request waits fails it with OutcomeUnknown", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* WsTradeServer.make
        server.script = () => WsTradeServer.withhold
        const scope = yield* Scope.make()
        const context = yield* Layer.buildWithScope(apiLayer(server.url), scope)
        const fiber = yield* Effect.forkChild(
          Effect.provide(TradeApi.cancelOrder({ category: "spot", symbol: "BTCUSDT", orderId: "o-1" }), context)
        )
        yield* server.waitFor(isOrder("order.cancel"))
        const started = yield* Clock.currentTimeMillis
        yield* Scope.close(scope, Exit.void)
        yield* waitFor(() => fiber.pollUnsafe() !== undefined, "the cancel's failure")
        const error = yield* Effect.flip(Fiber.join(fiber))
        expect(yield* Clock.currentTimeMillis).toBe(started)
        expect(error._tag).toBe("OutcomeUnknown")
        if (error._tag === "OutcomeUnknown") {
          expect(error.orderLinkId).toBeUndefined()
          expect(error.reason).toMatch(/closed \(orderId o-1\)$/)
        }
      })
    )
  )

  it.live("a write that cannot go out (no auth reply) fails with OutcomeUnknown at its deadline, never silently", () =>
    withApi((server) =>
      Effect.gen(function* () {
        server.answerAuth = false
        const error = yield* Effect.flip(
          TradeApi.createOrder(order({ orderLinkId: "stuck" }), { timeout: "200 millis" })
        )
        expect(error).toMatchObject({ _tag: "OutcomeUnknown", orderLinkId: "stuck" })
        expect(server.orders()).toEqual([])
      })
    )
  )

  it.live("batch ops send {category, request} and answer one result per item, failed items as tagged errors", () =>
    withApi((server) =>
      Effect.gen(function* () {
        server.script = (f) =>
          f.op === "order.create-batch"
            ? WsTradeServer.success(
                {
                  list: [
                    { category: "linear", symbol: "BTCUSDT", orderId: "b-1", orderLinkId: "x1", createAt: "1" },
                    { category: "linear", symbol: "BTCUSDT", orderId: "", orderLinkId: "", createAt: "" }
                  ]
                },
                {
                  list: [
                    { code: 0, msg: "OK" },
                    { code: 110007, msg: "ab not enough for new order" }
                  ]
                }
              )
            : WsTradeServer.success()
        const { category: _, ...item } = order({ orderLinkId: "x1" })
        const created = yield* TradeApi.batchCreate({
          category: "linear",
          request: [item, { ...item, orderLinkId: "x2" }]
        })
        expect(created).toHaveLength(2)
        const [first, second] = created
        expect(first !== undefined && Result.isSuccess(first) && first.success.orderId).toBe("b-1")
        expect(second !== undefined && Result.isFailure(second) && second.failure._tag).toBe("InsufficientBalance")
        expect(server.orders()[0]).toMatchObject({
          op: "order.create-batch",
          args: [{ category: "linear", request: [item, { ...item, orderLinkId: "x2" }] }]
        })

        const amended = yield* TradeApi.batchAmend({
          category: "spot",
          request: [{ symbol: "BTCUSDT", orderId: "s-1", qty: "2" }]
        })
        expect(amended.map((r) => Result.isSuccess(r) && r.success.orderId)).toEqual(["s-1"])
        const cancelled = yield* TradeApi.batchCancel({
          category: "option",
          request: [
            { symbol: "BTC-25DEC26-70000-C", orderLinkId: "c1" },
            { symbol: "BTC-25DEC26-70000-C", orderLinkId: "c2" }
          ]
        })
        expect(cancelled.map((r) => Result.isSuccess(r) && r.success.orderLinkId)).toEqual(["c1", "c2"])
        expect(server.orders().map((f) => f.op)).toEqual([
          "order.create-batch",
          "order.amend-batch",
          "order.cancel-batch"
        ])

        server.script = () => WsTradeServer.error(10404, "category is not supported")
        const refused = yield* Effect.flip(
          TradeApi.batchCancel({ category: "linear", request: [{ symbol: "BTCUSDT", orderLinkId: "c3" }] })
        )
        expect(refused._tag).toBe("OperationNotFound")
      })
    )
  )

  it.live("invalid parameters fail with InvalidParameters before anything is sent", () =>
    withApi((server) =>
      Effect.gen(function* () {
        const badSide = yield* Effect.flip(
          TradeApi.createOrder({ ...order(), side: "Up" } as unknown as Order.OrderCreateRequest)
        )
        expect(badSide._tag).toBe("InvalidParameters")
        expect(badSide).toMatchObject({ endpoint: "order.create", path: "params.side" })

        const extra = yield* Effect.flip(
          TradeApi.createOrder({ ...order(), colour: "red" } as unknown as Order.OrderCreateRequest)
        )
        expect(extra).toMatchObject({ _tag: "InvalidParameters", path: "params.colour" })

        const badLink = yield* Effect.flip(
          TradeApi.cancelOrder({ category: "linear", symbol: "BTCUSDT", orderLinkId: "has space" })
        )
        expect(badLink).toMatchObject({ _tag: "InvalidParameters", path: "params.orderLinkId" })

        const { category: _, ...item } = order()
        const tooMany = yield* Effect.flip(
          TradeApi.batchCreate({ category: "spot", request: Array.from({ length: 11 }, () => item) })
        )
        expect(tooMany).toMatchObject({ _tag: "InvalidParameters", endpoint: "order.create-batch" })
        expect(tooMany.message).toContain("at most 10")

        expect(server.orders()).toEqual([])
        expect(server.connections()).toBe(0)
      })
    )
  )
})

type Frame = WsTradeServer.Frame

import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Batch from "../../../src/Http/v5/Batch.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import * as Order from "../../../src/Schema/Order.js"
import * as TestServer from "../../support/TestServer.js"
import { readFixture } from "./fixture.js"

const SECRET = "batch-secret"

/** The REST client on the test server. */
const client: TestServer.ClientOptions = {
  credentials: { apiKey: "batch-key", apiSecret: SECRET }
}

interface SentBatch {
  readonly category: string
  readonly request: ReadonlyArray<{ readonly symbol: string; readonly orderLinkId?: string }>
}

/**
 * Acknowledges every item of the batch it receives, except those whose orderLinkId is in `failing` (answered with
 * that code), the way the exchange does: the failed item keeps its place with empty ids.
 */
const batchServer =
  (failing: Readonly<Record<string, number>>) =>
  (request: TestServer.RecordedRequest): TestServer.Reply => {
    if (!TestServer.verifyV5(request, SECRET)) return TestServer.fail(10004, "error sign!")
    const body = JSON.parse(request.body) as SentBatch
    const list = body.request.map((item, i) => {
      const failed = item.orderLinkId !== undefined && failing[item.orderLinkId] !== undefined
      return {
        category: body.category,
        symbol: item.symbol,
        orderId: failed ? "" : `oid-${item.orderLinkId ?? i}`,
        orderLinkId: item.orderLinkId ?? ""
      }
    })
    const statuses = body.request.map((item) => {
      const code = item.orderLinkId === undefined ? undefined : failing[item.orderLinkId]
      return code === undefined ? { code: 0, msg: "OK" } : { code, msg: `failed ${code}` }
    })
    return {
      body: { retCode: 0, retMsg: "OK", result: { list }, retExtInfo: { list: statuses }, time: 1_700_000_000_000 }
    }
  }

const orders = (n: number, symbol: string): Array<Order.BatchOrder> =>
  Array.from({ length: n }, (_, i) => ({
    symbol,
    side: "Buy" as const,
    orderType: "Limit" as const,
    qty: "1",
    price: "100",
    orderLinkId: `o-${i}`
  }))

describe("Batch", () => {
  it("batch sizes follow the docs: 10 for spot, 20 otherwise", () => {
    expect([Batch.maxBatchSize("spot"), Batch.maxBatchSize("linear"), Batch.maxBatchSize("option")]).toEqual([
      10, 20, 20
    ])
  })

  it.live("batchSubmitOrders splits 25 linear orders into 20 + 5 and keeps the request order", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/order/create-batch", batchServer({ "o-3": 110007, "o-21": 10001 }))
        const results = yield* Batch.batchSubmitOrders({ category: "linear", request: orders(25, "BTCUSDT") })
        expect(server.requests.map((r) => (JSON.parse(r.body) as SentBatch).request.length)).toEqual([20, 5])
        expect(results).toHaveLength(25)
        expect(results.map((r) => (Result.isSuccess(r) ? r.success.orderLinkId : r.failure._tag))).toEqual(
          Array.from({ length: 25 }, (_, i) => (i === 3 ? "InsufficientBalance" : i === 21 ? "ParamsError" : `o-${i}`))
        )
        const failed = results[3]
        if (failed === undefined || Result.isSuccess(failed)) throw new Error("item 3 should have failed")
        expect(failed.failure).toMatchObject({
          code: 110007,
          message: "failed 110007",
          endpoint: "/v5/order/create-batch"
        })
        const ok = results[24]
        if (ok === undefined || Result.isFailure(ok)) throw new Error("item 24 should have succeeded")
        expect(ok.success.orderId).toBe("oid-o-24")
      })
    )
  )

  it.live("spot batches hold at most 10 orders", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/order/create-batch", batchServer({}))
        const results = yield* Batch.batchSubmitOrders({ category: "spot", request: orders(12, "BTCUSDT") })
        expect(server.requests.map((r) => (JSON.parse(r.body) as SentBatch).request.length)).toEqual([10, 2])
        expect(results.every(Result.isSuccess)).toBe(true)
      })
    )
  )

  it.live("batchCancelOrders types the docs' failed item (170213) and amend uses its own endpoint", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/order/cancel-batch", { body: readFixture("order/batchCancelOrders") })
        const cancelled = yield* Batch.batchCancelOrders({
          category: "spot",
          request: [
            { symbol: "BTCUSDT", orderId: "1666800494330512128" },
            { symbol: "ATOMUSDT", orderLinkId: "1666800494330512129" }
          ]
        })
        expect(Result.isSuccess(cancelled[0]!)).toBe(true)
        const second = cancelled[1]!
        expect(Result.isFailure(second) && second.failure._tag).toBe("SpotOrderNotFound")

        server.reply("/v5/order/amend-batch", batchServer({ "o-1": 110001 }))
        const amended = yield* Batch.batchAmendOrders({
          category: "option",
          request: [
            { symbol: "ETH-30DEC22-500-C", orderLinkId: "o-0", price: "6" },
            { symbol: "ETH-30DEC22-700-C", orderLinkId: "o-1", price: "650" }
          ]
        })
        expect(amended.map((r) => (Result.isSuccess(r) ? "ok" : r.failure._tag))).toEqual(["ok", "OrderNotFound"])
        expect(server.requests.at(-1)?.path).toBe("/v5/order/amend-batch")
      })
    )
  )

  it.live("a refused chunk fails the whole call with its typed error", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/order/create-batch", TestServer.fail(10006, "Too many visits!"))
        const error = yield* Effect.flip(Batch.batchSubmitOrders({ category: "linear", request: orders(3, "X") }))
        expect(error._tag).toBe("RateLimitExceeded")
      })
    )
  )

  it("itemResults: a missing status means success; a missing item is a DecodeError", () => {
    const ack = new Order.BatchOrderAck({ category: "linear", symbol: "X", orderId: "1", orderLinkId: "a" })
    const none = Option.none()
    const fine = Batch.itemResults(Trade.createBatch.path, { result: { list: [ack] }, extInfo: {}, requestId: none }, 1)
    expect(Result.isSuccess(fine) && Result.isSuccess(fine.success[0]!)).toBe(true)
    const short = Batch.itemResults(Trade.createBatch.path, { result: { list: [] }, extInfo: {}, requestId: none }, 1)
    expect(Result.isFailure(short) && short.failure._tag).toBe("DecodeError")
  })
})

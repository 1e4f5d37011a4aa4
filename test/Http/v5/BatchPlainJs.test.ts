/**
 * From plain JavaScript, bad input never crashes: the batch calls given no parameters, `null`, or a `request` that is
 * no array fail with the typed `InvalidParameters` (a clear message, nothing sent) instead of throwing or dying.
 * The parameters are passed as plain JavaScript would: through `unknown`, past the types.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { BybitHttp } from "../../../src/Http/BybitHttp.js"
import * as Batch from "../../../src/Http/v5/Batch.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import type * as Order from "../../../src/Schema/Order.js"
import * as TestServer from "../../support/TestServer.js"

/** The REST client on the test server. */
const client: TestServer.ClientOptions = {
  credentials: { apiKey: "plain-js-key", apiSecret: "plain-js-secret-0123456789" },
  rateBudget: false
}

const calls = [
  ["batchSubmitOrders", Trade.createBatch.path, (p: unknown) => Batch.batchSubmitOrders(p as Order.BatchCreateRequest)],
  ["batchAmendOrders", Trade.amendBatch.path, (p: unknown) => Batch.batchAmendOrders(p as Order.BatchAmendRequest)],
  ["batchCancelOrders", Trade.cancelBatch.path, (p: unknown) => Batch.batchCancelOrders(p as Order.BatchCancelRequest)]
] as const

const bad: ReadonlyArray<readonly [string, unknown, string, string]> = [
  ["undefined", undefined, "params", "expected an object with category and request, got undefined"],
  ["null", null, "params", "expected an object with category and request, got null"],
  ["a string", "orders", "params", "expected an object with category and request, got a string"],
  ["an array", [{ symbol: "BTCUSDT" }], "params", "expected an object with category and request, got an array"],
  ["no request", { category: "linear" }, "params.request", "expected an array of orders, got undefined"],
  ["a null request", { category: "linear", request: null }, "params.request", "expected an array of orders, got null"],
  [
    "a string request",
    { category: "linear", request: "BTCUSDT" },
    "params.request",
    "expected an array of orders, got a string"
  ],
  [
    "an object request",
    { category: "linear", request: { symbol: "BTCUSDT" } },
    "params.request",
    "expected an array of orders, got object"
  ]
]

describe("Batch from plain JavaScript", () => {
  for (const [name, endpoint, run] of calls) {
    it.live(`${name}: bad parameters fail with InvalidParameters, nothing sent, nothing thrown`, () =>
      TestServer.withServer(client, (server) =>
        Effect.gen(function* () {
          for (const [label, params, path, detail] of bad) {
            // building the effect must not throw either
            const effect = run(params)
            const exit = yield* Effect.exit(effect)
            expect(Exit.isFailure(exit), label).toBe(true)
            if (Exit.isSuccess(exit)) continue
            expect(Cause.hasDies(exit.cause), label).toBe(false)
            const error = Cause.squash(exit.cause)
            expect(error, label).toMatchObject({ _tag: "InvalidParameters", endpoint, path, detail })
            expect((error as Error).message, label).toBe(`Invalid parameters for ${endpoint} at ${path}: ${detail}`)
          }
          expect(server.requests).toHaveLength(0)
        })
      )
    )
  }

  it.live("an item that is no order is the endpoint's schema's InvalidParameters, not a crash", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(
          Batch.batchSubmitOrders({ category: "linear", request: [null, 5] } as unknown as Order.BatchCreateRequest)
        )
        expect(error).toMatchObject({ _tag: "InvalidParameters", endpoint: Trade.createBatch.path })
        expect(server.requests).toHaveLength(0)
      })
    )
  )

  it.live("the executor refuses parameters that are no object the same way (a direct BybitHttp.call)", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        for (const [label, params, got] of [
          ["null", null, "null"],
          ["a number", 5, "number"],
          ["an array", [], "an array"]
        ] as const) {
          const exit = yield* Effect.exit(
            BybitHttp.use((http) => http.call(Trade.cancel, params as unknown as Order.OrderCancelRequest))
          )
          expect(Exit.isFailure(exit) && !Cause.hasDies(exit.cause), label).toBe(true)
          if (Exit.isSuccess(exit)) continue
          expect(Cause.squash(exit.cause), label).toMatchObject({
            _tag: "InvalidParameters",
            endpoint: Trade.cancel.path,
            path: "params",
            detail: `expected an object of parameters, got ${got}`
          })
        }
        expect(server.requests).toHaveLength(0)
      })
    )
  )
})

import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { paginate } from "../../src/Http/Paginate.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as TestServer from "../support/TestServer.js"

const SECRET = "paginate-secret"

/** The REST client on the test server. */
const client: TestServer.ClientOptions = {
  credentials: { apiKey: "paginate-key", apiSecret: SECRET }
}

const cursorOf = (request: TestServer.RecordedRequest): string | null =>
  new URLSearchParams(request.rawQuery).get("cursor")

const order = (id: string) => ({
  orderId: id,
  orderLinkId: `link-${id}`,
  symbol: "BTCUSDT",
  side: "Buy",
  orderType: "Limit",
  orderStatus: "Filled",
  price: "100",
  qty: "1",
  createdTime: "1",
  updatedTime: "1"
})

// Three pages; cursors contain characters that must be percent-encoded on the way back.
const pages: Record<string, { ids: ReadonlyArray<string>; next: string }> = {
  "": { ids: ["1", "2"], next: "page=2&x" },
  "page=2&x": { ids: ["3", "4"], next: "page=3" },
  "page=3": { ids: ["5"], next: "" }
}

describe("paginate", () => {
  it.live("follows nextPageCursor over three pages, passing `cursor`, and stops on an empty cursor", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/order/history", (request) => {
          if (!TestServer.verifyV5(request, SECRET)) return TestServer.fail(10004, "error sign!")
          const page = pages[cursorOf(request) ?? ""]
          return page === undefined
            ? TestServer.fail(10001, "wrong cursor")
            : TestServer.ok({ category: "linear", list: page.ids.map(order), nextPageCursor: page.next })
        })
        const items = yield* Stream.runCollect(paginate(Trade.history, { category: "linear", limit: 2 }))
        expect(items.map((o) => o.orderId)).toEqual(["1", "2", "3", "4", "5"])
        expect(server.requests.map(cursorOf)).toEqual([null, "page=2&x", "page=3"])
        expect(server.requests[1]?.rawQuery).toBe("category=linear&limit=2&cursor=page%3D2%26x")
      })
    )
  )

  it.live("is lazy: taking the first items fetches only the pages needed", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/order/history", (request) => {
          const page = pages[cursorOf(request) ?? ""] ?? { ids: [], next: "" }
          return TestServer.ok({ category: "linear", list: page.ids.map(order), nextPageCursor: page.next })
        })
        const first = yield* Stream.runCollect(Stream.take(paginate(Trade.history, { category: "linear" }), 2))
        expect(first.length).toBe(2)
        expect(server.requests).toHaveLength(1)
      })
    )
  )

  it.live("stops when the cursor is missing or repeats, and fails with the endpoint's typed error", () =>
    TestServer.withServer(client, (server) =>
      Effect.gen(function* () {
        server.reply("/v5/market/open-interest", (request) =>
          TestServer.ok({
            category: "linear",
            symbol: "BTCUSDT",
            list: [{ openInterest: "1", timestamp: "1" }],
            // echoes the cursor it got: a server bug that must not loop forever
            nextPageCursor: cursorOf(request) ?? "same"
          })
        )
        const params = { category: "linear", symbol: "BTCUSDT", intervalTime: "5min" } as const
        const points = yield* Stream.runCollect(paginate(Market.openInterest, params))
        expect(points.length).toBe(2)
        expect(server.requests.map(cursorOf)).toEqual([null, "same"])

        // a cursor V5 cannot read is a parameter error (10016 is a server error on V5, re-sent, not a cursor's fault)
        server.reply("/v5/market/open-interest", TestServer.fail(10001, "cursor invalid"))
        const error = yield* Effect.flip(Stream.runCollect(paginate(Market.openInterest, params)))
        expect(error._tag).toBe("ParamsError")
      })
    )
  )
})

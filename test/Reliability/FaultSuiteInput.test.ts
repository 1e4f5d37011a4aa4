// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Report from "../../scripts/reliability-report.js"
import * as Bybit from "../../src/Bybit.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import * as TestServer from "../support/TestServer.js"
import { counter, type Figures, type Kind, record } from "./FaultRecord.js"

// Bad input, both ways: requests the client must refuse before sending, and server payloads it must refuse after
// receiving. Every case ends in a tagged error (never a defect, never a success), and the process goes on.

const order = {
  category: "linear",
  symbol: "BTCUSDT",
  side: "Buy",
  orderType: "Limit",
  qty: "0.01",
  price: "1000",
  orderLinkId: "bad-1"
} as const

type Params = Parameters<typeof Trade.submitOrder>[0]
const requests: ReadonlyArray<readonly [string, Params]> = [
  ["empty symbol", { ...order, symbol: "" }],
  ["zero qty", { ...order, qty: "0" }],
  ["negative price", { ...order, price: "-1" }],
  ["qty not a number", { ...order, qty: "ten" }],
  ["qty NaN", { ...order, qty: Number.NaN as unknown as string }],
  ["unknown side", { ...order, side: "Up" as unknown as "Buy" }],
  ["unknown category", { ...order, category: "futures" as unknown as "linear" }],
  ["missing symbol", { ...order, symbol: undefined as unknown as string }]
]

const tickers = "/v5/market/tickers"
const payloads: ReadonlyArray<readonly [string, TestServer.Reply]> = [
  ["not JSON", { body: "<html>502 Bad Gateway</html>" }],
  ["truncated JSON", { body: '{"retCode":0,"retMsg":"OK","result":{"category":"linear","list":[{"sym' }],
  ["empty body", { body: "" }],
  ["JSON null", { body: "null" }],
  ["envelope without retCode", { body: { retMsg: "OK", result: {} } }],
  ["retCode as text", { body: { retCode: "0", retMsg: "OK", result: {}, time: 1 } }],
  ["result of the wrong shape", TestServer.ok({ category: "linear", list: "none" })],
  ["list item of the wrong shape", TestServer.ok({ category: "linear", list: [{ symbol: 42 }] })],
  ["unknown retCode", TestServer.fail(99_999_999, "who knows")],
  ["HTTP 500 with a JSON body", { status: 500, body: { retCode: 0, retMsg: "OK", result: {} } }],
  ["HTTP 404 HTML", { status: 404, body: "<h1>Not Found</h1>" }]
]

describe("fault suite: bad input", () => {
  it.live("malformed requests and malformed server payloads each end in a tagged error", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const started = Date.now()
        const server = yield* TestServer.make
        const layer = Bybit.layer({
          environment: Environment.custom({ restUrl: server.url, wsUrl: "ws://127.0.0.1:9" }),
          credentials: { apiKey: "key", apiSecret: "secret" },
          retry: false
        }).pipe(Layer.provide(Node.layer))
        const injected = counter<Kind<"input">>()
        const tags: Record<string, string> = {}

        for (const [name, params] of requests) {
          injected.add("malformed-request")
          const exit = yield* Effect.exit(Effect.flip(Trade.submitOrder(params)).pipe(Effect.provide(layer)))
          expect(exit._tag, name).toBe("Success")
          if (exit._tag === "Success") {
            expect(exit.value._tag, name).toBe("InvalidParameters")
            tags[`request: ${name}`] = exit.value._tag
          }
        }
        // refused before sending: the server saw nothing
        expect(server.requests).toEqual([])

        for (const [name, reply] of payloads) {
          injected.add("malformed-payload")
          server.reply(tickers, reply)
          const exit = yield* Effect.exit(
            Effect.flip(Market.getTickers({ category: "linear", symbol: "BTCUSDT" })).pipe(Effect.provide(layer))
          )
          // a defect or a success would show here as a Failure / a non-error value
          expect(exit._tag, name).toBe("Success")
          if (exit._tag === "Success") {
            expect(typeof exit.value._tag, name).toBe("string")
            expect(["DecodeError", "HttpError", "ApiError", "TransportError"], name).toContain(exit.value._tag)
            tags[`payload: ${name}`] = exit.value._tag
          }
        }
        expect(server.requests).toHaveLength(payloads.length)

        const figures: Figures<"input"> = {
          part: "input",
          title: `Bad input: ${requests.length} malformed requests, ${payloads.length} malformed payloads`,
          injected: injected.counts,
          operations: requests.length + payloads.length,
          recovered: Object.keys(tags).length,
          lost: requests.length + payloads.length - Object.keys(tags).length,
          duplicates: 0,
          leakedConnections: 0,
          leakedFibers: 0,
          // against a scripted server, not the emulator: the leak figures are not measured here
          leaksMeasured: false,
          elapsedMs: Date.now() - started,
          notes: tags
        }
        record(figures)
        // docs/RELIABILITY.md was written from a recording that agrees with this one (`npm run reliability:report`)
        if (process.env[Report.reportRunVariable] === undefined) {
          const page = Report.documented()
          expect(page, "docs/RELIABILITY.md carries no figures: run `npm run reliability:report`").toBeDefined()
          if (page !== undefined) expect(Report.stableView(figures)).toEqual(Report.stableView(page.input))
        }
      })
    )
  )
})

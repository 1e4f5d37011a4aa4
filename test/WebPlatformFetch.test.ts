// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../src/Http/v5/all.js"
import { createHmac } from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import type * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Bybit from "../src/Bybit.js"
import * as TransportError from "../src/Errors/TransportError.js"
import * as SpotV1 from "../src/Http/legacy/SpotV1.js"
import * as P2P from "../src/Http/v5/P2P.js"
import * as Trade from "../src/Http/v5/Trade.js"
import * as Environment from "../src/Layers/Environment.js"
// Loaded as a user's Node program that uses an undici HttpClient would (`effect-bybit/node`'s loads it on its first
// request): npm's undici 7, whose global dispatcher then serves Node's built-in fetch too. That fetch refuses a
// request with an explicit content-length.
import "undici"
import "../src/node.js"
import type { Signer } from "../src/Signing/Signer.js"
import * as SignerWeb from "../src/Signing/SignerWeb.js"
import * as WebPlatform from "../src/WebPlatform.js"
import * as Harness from "./support/Harness.js"
import * as TestServer from "./support/TestServer.js"

const order = {
  category: "linear" as const,
  symbol: "BTCUSDT",
  side: "Buy" as const,
  orderType: "Limit" as const,
  qty: "0.01",
  price: "1000"
}

// a funded account on the seeded master key, no retries, over `platform` instead of Node's
const onPlatform = (platform: Layer.Layer<HttpClient.HttpClient | Signer>): Harness.Options => ({
  seed: 3,
  setup: (emulator) => emulator.admin.setBalance("USDT", "100000"),
  rest: { retry: false },
  platform
})

describe("the browser platform layer (fetch) in a Node process that loaded undici", () => {
  // Node's fetch is the undici Node bundles (process.versions.undici): undici 6 (Node 20, 22) on npm's undici 7
  // dispatcher refuses the header; the undici of Node 24 (7) and 26 (8) sends the request
  it.live(
    "the condition is real where Node's fetch is undici 6: it refuses a signed POST that sets content-length",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const emulator = yield* Harness.start({ seed: 3 })
          const body = JSON.stringify(order)
          const outcome = yield* Effect.promise(() =>
            fetch(`${emulator.environment.restUrl}/v5/order/create`, {
              method: "POST",
              headers: { "content-type": "application/json", "content-length": String(body.length) },
              body
            }).then(
              (response) => ({ sent: true, status: response.status }),
              // fetch's own "fetch failed" says nothing: the reason is one level down
              (error: Error) => ({ sent: false, reason: `${error.message}: ${String(error.cause)}` })
            )
          )
          if (Number(process.versions.undici?.split(".")[0]) < 7) {
            expect(outcome).toMatchObject({
              sent: false,
              reason: expect.stringContaining("invalid content-length header")
            })
          } else {
            // sent, and refused by the exchange for its missing signature
            expect(outcome).toEqual({ sent: true, status: 401 })
          }
          // Effect 4's fetch client leaves the header to fetch itself, so it places the order here
          const plain = Layer.mergeAll(FetchHttpClient.layer, SignerWeb.layer)
          const created = yield* Harness.withEmulator(onPlatform(plain), () =>
            Trade.submitOrder({ ...order, orderLinkId: "plain-fetch-1" })
          )
          expect(created.orderLinkId).toBe("plain-fetch-1")
        })
      )
  )

  it.live("WebPlatform.layer places an order (a signed JSON POST) and reads it back", () =>
    Harness.withEmulator(onPlatform(WebPlatform.layer), () =>
      Effect.gen(function* () {
        const created = yield* Trade.submitOrder({ ...order, orderLinkId: "web-fetch-1" })
        expect(created.orderLinkId).toBe("web-fetch-1")
        const open = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
        expect(open.list.map((o) => o.orderLinkId)).toEqual(["web-fetch-1"])
      })
    )
  )

  it.live("WebPlatform.layer sends a multipart upload byte-exact, signed over its bytes", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/p2p/oss/upload_file", {
          body: {
            ret_code: 0,
            ret_msg: "SUCCESS",
            result: { uploadId: null, type: "IMAGE", url: "/fiat/p2p/oss/showObj/a.png" },
            ext_code: "",
            ext_info: {},
            time_now: "1742311654.006"
          }
        })
        const file = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x0d, 0x0a])
        const result = yield* P2P.uploadP2PChatFile({ fileBuffer: file, fileName: "a.png" }).pipe(
          Effect.provide(
            Bybit.layer({
              environment: Environment.custom({ restUrl: server.url, wsUrl: "ws://127.0.0.1:1" }),
              credentials: { apiKey: "web-key", apiSecret: "web-secret" },
              retry: false
            }).pipe(Layer.provide(WebPlatform.layer))
          )
        )
        expect(result.url).toBe("/fiat/p2p/oss/showObj/a.png")
        const [request] = server.requests.filter((r) => r.path === "/v5/p2p/oss/upload_file")
        if (request === undefined) throw new Error("no upload arrived")
        // fetch set the length itself, from the bytes
        expect(request.headers["content-length"]).toBe(String(request.bytes.length))
        const signed = Buffer.concat([
          Buffer.from(`${request.headers["x-bapi-timestamp"]}web-key${request.headers["x-bapi-recv-window"]}`, "utf8"),
          request.bytes
        ])
        expect(request.headers["x-bapi-sign"]).toBe(createHmac("sha256", "web-secret").update(signed).digest("hex"))
      })
    )
  )

  it.live("a legacy signed GET that fails in transport names neither the key nor the signature", () =>
    Effect.gen(function* () {
      const error = yield* SpotV1.getOrder({ orderId: "1" }).pipe(
        Effect.provide(
          Bybit.layer({
            // nothing listens on port 9 of this machine: the connection is refused
            environment: Environment.custom({ restUrl: "http://127.0.0.1:9", wsUrl: "ws://127.0.0.1:9" }),
            credentials: { apiKey: "legacy-key-0042", apiSecret: "legacy-secret-0042" },
            retry: false
          }).pipe(Layer.provide(WebPlatform.layer))
        ),
        Effect.flip
      )
      expect(error._tag).toBe("TransportError")
      const text = [error.message, String(error), JSON.stringify(error)].join("\n")
      expect(text).toContain("/spot/v1/order")
      expect(text).toContain("api_key=<redacted>")
      expect(text).not.toContain("legacy-key-0042")
      expect(text).not.toMatch(/[?&]sign=[0-9a-f]/)
    })
  )
})

describe("TransportError's message", () => {
  it("follows the cause chain and redacts legacy signing parameters", () => {
    const error = new TransportError.TransportError({
      endpoint: "/v5/order/create",
      reason: "Transport",
      cause: new TypeError("fetch failed", { cause: new Error("invalid content-length header") })
    })
    expect(error.message).toBe("Transport error calling /v5/order/create: fetch failed: invalid content-length header")
    expect(TransportError.redactQuery("GET http://h/spot/v1/order?api_key=K&orderId=1&sign=abc)")).toBe(
      "GET http://h/spot/v1/order?api_key=<redacted>&orderId=1&sign=<redacted>)"
    )
  })
})

import { generateKeyPairSync } from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as Bybit from "../../src/Bybit.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import * as Signer from "../../src/Signing/Signer.js"
import * as SignLegacy from "../../src/Signing/SignLegacy.js"
import * as SignV5 from "../../src/Signing/SignV5.js"
import * as WsAuth from "../../src/Signing/WsAuth.js"
import * as TestServer from "../support/TestServer.js"

// One signing function: the REST executor's headers are exactly what the documented SignV5.headers gives for the
// same key, timestamp, recvWindow and body — HMAC and RSA keys, two credential sets in one process — and the older
// families' parameters and the WebSocket auth sign through the same Signer.signWith.

const rsaPem = generateKeyPairSync("rsa", { modulusLength: 2048 })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString()

const accounts = [
  { apiKey: "hmac-key-one", apiSecret: "hmac-secret-one-0123456789" },
  { apiKey: "rsa-key-two", apiSecret: rsaPem }
] as const

describe("one signing function", () => {
  it.live("the executor's V5 headers equal SignV5.headers for the same inputs (HMAC and RSA)", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/order/create", () => TestServer.ok({ orderId: "1", orderLinkId: "" }))
        const layer = Bybit.layer({
          environment: Environment.custom({ restUrl: server.url, wsUrl: "ws://127.0.0.1:1" }),
          credentials: accounts[0],
          rateBudget: false,
          retry: false
        }).pipe(Layer.provideMerge(Node.layer))
        yield* Effect.gen(function* () {
          const order = {
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Limit",
            qty: "0.001",
            price: "50000"
          } as const
          yield* Trade.submitOrder(order)
          yield* Credentials.withCredentials(Trade.submitOrder(order), {
            apiKey: Redacted.make(accounts[1].apiKey),
            apiSecret: Redacted.make(accounts[1].apiSecret)
          })
        }).pipe(Effect.provide(layer))
        expect(server.requests).toHaveLength(2)
        for (const [i, request] of server.requests.entries()) {
          const account = accounts[i]!
          const expected = yield* SignV5.headers({
            apiKey: Redacted.make(account.apiKey),
            secret: Redacted.make(account.apiSecret),
            timestamp: Number(request.headers["x-bapi-timestamp"]),
            recvWindow: Number(request.headers["x-bapi-recv-window"]),
            body: request.body
          }).pipe(Effect.provide(Node.layer))
          for (const [name, value] of Object.entries(expected)) expect(request.headers[name.toLowerCase()]).toBe(value)
        }
        // the two keys signed differently: HMAC hex, RSA base64
        expect(server.requests[0]?.headers["x-bapi-sign"]).toMatch(/^[0-9a-f]{64}$/)
        expect(server.requests[1]?.headers["x-bapi-sign"]).toMatch(/^[A-Za-z0-9+/]+=*$/)
        expect(server.requests[1]?.headers["x-bapi-api-key"]).toBe("rsa-key-two")
      })
    )
  )

  it.effect("the older families and the WebSocket auth sign through Signer.signWith", () =>
    Effect.gen(function* () {
      const signer = yield* Signer.Signer
      const secret = Redacted.make(accounts[0].apiSecret)
      const legacy = yield* SignLegacy.sign({
        params: { symbol: "BTCUSD" },
        apiKey: Redacted.make(accounts[0].apiKey),
        secret,
        timestamp: 1_700_000_000_000,
        recvWindow: 5000
      })
      expect(legacy.sign).toBe(yield* Signer.signWith(signer, secret, legacy.payload))
      const [, expires, signature] = yield* WsAuth.authArgs({
        apiKey: Redacted.make(accounts[1].apiKey),
        secret: Redacted.make(accounts[1].apiSecret),
        expires: 1_700_000_005_000
      })
      expect(signature).toBe(
        yield* Signer.signWith(signer, Redacted.make(accounts[1].apiSecret), WsAuth.payload(expires))
      )
    }).pipe(Effect.provide(Node.layer))
  )
})

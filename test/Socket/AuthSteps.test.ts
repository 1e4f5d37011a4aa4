/**
 * A socket's `auth` op comes with a signer: the platform layers with one (`Node.layer`, `WebPlatform.layer`, through
 * their `Platform` record) install its steps beside it, and a client built without them (a public page's) refuses private streams, saying why,
 * while its public streams run as before.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as Node from "../../src/node.js"
import * as Platform from "../../src/Platform.js"
import * as Signer from "../../src/Signing/Signer.js"
import * as SignerNode from "../../src/Signing/SignerNode.js"
import * as SignerWeb from "../../src/Signing/SignerWeb.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as AuthSteps from "../../src/Socket/internal/authSteps.js"
import * as WebPlatform from "../../src/WebPlatform.js"
import { waitFor } from "../support/WaitFor.js"
import * as WsTestServer from "../support/WsTestServer.js"

const options: BybitSocket.Options = {
  pingInterval: "1 hour",
  reconnect: Schedule.spaced("50 millis"),
  ackTimeout: "10 seconds"
}

// Node's platform with the auth steps taken out again
// (typed as Node's: the client layer asks for a platform's services, and the steps are what this one lacks)
const unsigned = Layer.effectContext(
  Effect.map(Layer.build(Node.layer), (context) => Context.omit(AuthSteps.SocketAuth)(context) as typeof context)
)

describe("the auth op's steps", () => {
  it.effect("are installed by each platform layer with a signer, not by a signer alone", () =>
    Effect.gen(function* () {
      expect(yield* AuthSteps.installed).toBeUndefined()
      expect(yield* Effect.provide(AuthSteps.installed, Node.layer)).toBeDefined()
      expect(yield* Effect.provide(AuthSteps.installed, WebPlatform.layer)).toBeDefined()
      // the platform record says so
      expect((yield* Effect.provide(Platform.Platform, WebPlatform.layer)).socketAuth).toBe(true)
      expect((yield* Effect.provide(Platform.Platform, WebPlatform.layerPublic)).socketAuth).toBe(false)
      expect(yield* Effect.provide(AuthSteps.installed, WebPlatform.layerPublic)).toBeUndefined()
      // a signer is a signer: the sockets' steps are the platform's part (Signing imports nothing of Socket)
      expect(yield* Effect.provide(AuthSteps.installed, SignerWeb.layer)).toBeUndefined()
      expect(yield* Effect.provide(AuthSteps.installed, SignerNode.layer)).toBeUndefined()
    })
  )

  it.live("without them a private stream is refused with the reason and nothing is sent; a public one runs", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* WsTestServer.make
        const client = WsTestServer.clientLayer(server.url, options, true, unsigned)
        const error = yield* Effect.flip(
          Stream.runDrain(BybitSocket.subscribeV5("order", "private")).pipe(Effect.provide(client))
        )
        expect(error._tag).toBe("SocketAuthFailed")
        expect(error.message).toContain(AuthSteps.noSigner)
        expect(server.received.some((frame) => frame.op === "auth")).toBe(false)
        // a key is not asked for where there is none: the reason a missing key has always read
        const keyless = yield* Effect.flip(
          Stream.runDrain(BybitSocket.subscribeV5("order", "private")).pipe(
            Effect.provide(WsTestServer.clientLayer(server.url, options, false, unsigned))
          )
        )
        expect(keyless.message).toContain("Private endpoints require api and private keys set")
        // public streams need no signer
        const running = yield* Effect.forkChild(
          Stream.runHead(BybitSocket.subscribeV5("tickers.BTCUSDT", "linear")).pipe(Effect.provide(client))
        )
        yield* waitFor(
          () => server.received.some((frame) => frame.op === "subscribe" && String(frame.args).includes("tickers")),
          "the public subscribe at the server"
        )
        server.broadcast({ topic: "tickers.BTCUSDT", type: "snapshot", ts: 1, data: { symbol: "BTCUSDT" } })
        const first = yield* Fiber.join(running)
        expect(first._tag).toBe("Some")
      })
    )
  )

  it.live("a signer of the program's own authenticates once BybitSocket.layerAuth is provided beside it", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* WsTestServer.make
        // the program's signer: node:crypto's, counting what it signs (an HSM or a remote signer in real life)
        const node = yield* SignerNode.make
        let signed = 0
        const own: Signer.SignerService = Signer.make({
          rsaSha256Base64: node.rsaSha256Base64,
          hmacSha256HexBytes: node.hmacSha256HexBytes,
          rsaSha256Base64Bytes: node.rsaSha256Base64Bytes,
          hmacSha256Hex: (secret, payload) => {
            signed++
            return node.hmacSha256Hex(secret, payload)
          }
        })
        const withOwnSigner = (auth: boolean) =>
          Layer.mergeAll(unsigned, Layer.succeed(Signer.Signer, own), ...(auth ? [BybitSocket.layerAuth] : []))
        // without the steps: refused, nothing signed or sent
        const refused = yield* Effect.flip(
          Stream.runDrain(BybitSocket.subscribeV5("order", "private")).pipe(
            Effect.provide(WsTestServer.clientLayer(server.url, options, true, withOwnSigner(false)))
          )
        )
        expect(refused._tag).toBe("SocketAuthFailed")
        expect(signed).toBe(0)
        // with them: the auth op goes out signed by the program's signer, and the private topic is subscribed
        const running = yield* Effect.forkChild(
          Stream.runHead(BybitSocket.subscribeV5("order", "private")).pipe(
            Effect.provide(WsTestServer.clientLayer(server.url, options, true, withOwnSigner(true)))
          )
        )
        yield* waitFor(
          () => server.received.some((frame) => frame.op === "subscribe" && String(frame.args).includes("order")),
          "the private subscribe at the server"
        )
        expect(server.received.filter((frame) => frame.op === "auth")).toHaveLength(1)
        expect(signed).toBe(1)
        yield* Fiber.interrupt(running)
      })
    )
  )
})

import * as HttpClient from "effect/http/HttpClient"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { afterEach, describe, expect, it, vi } from "vitest"

describe("effect-bybit/node's undici client", () => {
  afterEach(() => {
    vi.doUnmock("@effect/platform-node/NodeHttpClient")
    vi.resetModules()
  })

  it("fails each request with a RequestError (Transport), not a defect, when undici cannot be loaded", async () => {
    vi.resetModules()
    vi.doMock("@effect/platform-node/NodeHttpClient", () => {
      throw new Error("cannot load undici")
    })
    const Node = await import("../../src/node.js")
    const exit = await Effect.runPromiseExit(
      HttpClient.get("http://127.0.0.1:9/v5/market/time").pipe(Effect.scoped, Effect.provide(Node.layerHttpClient))
    )
    expect(Exit.isFailure(exit)).toBe(true)
    if (Exit.isFailure(exit)) {
      expect(exit.cause._tag).toBe("Fail")
      if (exit.cause._tag === "Fail") {
        expect(exit.cause.error._tag).toBe("RequestError")
        expect(exit.cause.error.reason).toBe("Transport")
        // the import's rejection (vitest wraps the factory's error)
        expect(exit.cause.error.cause).toBeInstanceOf(Error)
      }
    }
  })
})

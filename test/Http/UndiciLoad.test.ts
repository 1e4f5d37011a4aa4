import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as HttpClient from "effect/http/HttpClient"
import { afterEach, describe, expect, it, vi } from "vitest"

describe("effect-bybit/node's undici client", () => {
  afterEach(() => {
    vi.doUnmock("@effect/platform-node/NodeHttpClient")
    vi.resetModules()
  })

  it("fails each request with an HttpClientError (TransportError), not a defect, when undici cannot be loaded", async () => {
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
      const reasons = exit.cause.reasons
      expect(reasons.map((reason) => reason._tag)).toEqual(["Fail"])
      const reason = reasons[0]
      if (reason !== undefined && Cause.isFailReason(reason)) {
        expect(reason.error._tag).toBe("HttpClientError")
        expect(reason.error.reason._tag).toBe("TransportError")
        // the import's rejection (vitest wraps the factory's error)
        expect(reason.error.reason.cause).toBeInstanceOf(Error)
      }
    }
  })
})

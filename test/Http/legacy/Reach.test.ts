// A call a client makes on another family's path (an alias) is reachable the three ways an older call is: the family's
// Effect callable, the CLI's `call <Family>.<method>` and the Promise client's runtime; and it answers like the
// definition it aliases, from the emulator.
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import * as Bybit from "../../../src/Bybit.js"
import * as Params from "../../../src/Cli/Params.js"
import { Emulator } from "../../../src/emulator.js"
import * as LegacyAll from "../../../src/Http/legacy/all.js"
import * as Legacy from "../../../src/Http/legacy/index.js"
import * as Node from "../../../src/node.js"
import { createClient } from "../../../src/promise.js"

describe("older calls on shared paths", () => {
  it("every family lists each bybit-api method name once, and the CLI finds each as <Family>.<method>", () => {
    for (const family of LegacyAll.families) {
      const names = family.endpoints.map((e) => e.name)
      expect(new Set(names).size, family.name).toBe(names.length)
      for (const endpoint of family.endpoints) {
        const found = Params.find(`${family.name}.${endpoint.name}`)
        expect(Result.isSuccess(found) && found.success, `${family.name}.${endpoint.name}`).toBe(endpoint)
      }
    }
    // an alias keeps the path, signing and schemas of the definition it stands for, under its client's name
    expect(Legacy.UnifiedV3.Generated.transferFunds).toMatchObject({
      name: "transferFunds",
      path: Legacy.AssetV1.internalTransfer.path,
      method: "POST",
      signing: Legacy.AssetV1.internalTransfer.signing,
      request: Legacy.AssetV1.internalTransfer.request
    })
    expect(Legacy.ContractV3.Generated.getSymbolTicker.response).toBe(Legacy.DerivativesV3.tickers.response)
  })

  it.live("the aliases answer from the emulator through the Effect callables and the Promise client", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 1 })
      const layer = Bybit.layer({ environment: emulator.environment }).pipe(Layer.provide(Node.layer))
      const [own, linear, copy] = yield* Effect.all([
        Legacy.InverseV2.getServerTime(),
        Legacy.LinearV2.Generated.calls.getServerTime(),
        Legacy.CopyTrading.Generated.calls.getServerTime()
      ]).pipe(Effect.provide(layer))
      expect(linear).toEqual(own)
      expect(copy).toEqual(linear)
      const book = yield* Legacy.InverseFutures.Generated.calls
        .getOrderBook({ symbol: "BTCUSD" })
        .pipe(Effect.provide(layer))
      expect(book.length).toBeGreaterThan(0)
      const client = createClient({ environment: emulator.environment })
      yield* Effect.addFinalizer(() => Effect.promise(() => client.dispose()))
      const viaPromise = yield* Effect.promise(() =>
        client.runtime.runPromise(Legacy.ContractV3.Generated.calls.getOrderBook({ symbol: "BTCUSDT" }))
      )
      expect(viaPromise.s).toBe("BTCUSDT")
      expect(viaPromise.b.length + viaPromise.a.length).toBeGreaterThan(0)
    })
  )
})

// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as InstrumentRules from "../../src/Http/InstrumentRules.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Node from "../../src/node.js"

// Every category's instruments-info, as the emulator serves it, decodes with the client's schema: inverse
// contracts send `minNotionalValue: ""` (no notional floor), which once failed the whole list with a DecodeError.
describe("instruments-info through the client, every category", () => {
  it.live("spot, linear, inverse and option decode; an empty minNotionalValue means no notional rule", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Emulator.make({ port: 0, seed: 8 })
        const layer = Bybit.layer({ environment: emulator.environment }).pipe(Layer.provide(Node.layer))
        for (const category of ["spot", "linear", "inverse", "option"] as const) {
          const info = yield* Effect.provide(Market.getInstrumentsInfo({ category }), layer)
          expect(info.list.length, category).toBeGreaterThan(0)
        }
        const inverse = yield* Effect.provide(Market.getInstrumentsInfo({ category: "inverse" }), layer)
        const btcusd = inverse.list.find((i) => i.symbol === "BTCUSD")
        if (btcusd === undefined) throw new Error("no BTCUSD")
        expect(btcusd.lotSizeFilter.minNotionalValue).toBe("")
        expect(Option.isNone(InstrumentRules.fromInstrument("inverse", btcusd).minNotional)).toBe(true)
        const linear = yield* Effect.provide(
          Market.getInstrumentsInfo({ category: "linear", symbol: "BTCUSDT" }),
          layer
        )
        const btcusdt = linear.list[0]
        if (btcusdt === undefined) throw new Error("no BTCUSDT")
        expect(Option.isSome(InstrumentRules.fromInstrument("linear", btcusdt).minNotional)).toBe(true)
      })
    )
  )

  it.live("spot answers no nextPageCursor (the docs' spot table and example); the other categories page with it", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Emulator.make({ port: 0, seed: 8 })
        const result = (category: string) =>
          Effect.promise(async () => {
            const r = await fetch(`${emulator.rest}/v5/market/instruments-info?category=${category}`)
            return ((await r.json()) as { result: Record<string, unknown> }).result
          })
        const spot = yield* result("spot")
        expect(Object.keys(spot)).toEqual(["category", "list"])
        for (const category of ["linear", "inverse", "option"]) {
          expect(Object.keys(yield* result(category)), category).toEqual(["category", "list", "nextPageCursor"])
        }
      })
    )
  )
})

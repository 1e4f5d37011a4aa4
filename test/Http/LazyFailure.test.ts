import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Catalogue from "../../src/Errors/Catalogue.js"
import * as Classify from "../../src/Errors/Classify.js"
import * as ExchangeError from "../../src/Errors/ExchangeError.js"
import { UnexpectedExchangeError } from "../../src/Errors/UnexpectedExchangeError.js"
import * as LazyFailure from "../../src/Http/stages/classify.js"

// The catalogue behind a dynamic import (src/Http/stages/classify.ts) classifies as the catalogue itself: the same class, tag and fields for every
// code of every channel, declared or not, signed or not, and for codes outside it.
describe("the classify stage: the catalogue", () => {
  const channels: ReadonlyArray<Catalogue.Channel> = ["rest", "trade", "legacy"]
  const declared: ReadonlyArray<unknown> = [ExchangeError.OrderNotFound, ExchangeError.InvalidCursor]

  it.effect("gives what Classify gives, for every catalogued code and one outside the catalogue", () =>
    Effect.gen(function* () {
      let compared = 0
      for (const channel of channels) {
        const codes = [...new Set([...Catalogue.rest.keys(), ...Catalogue.trade.keys(), ...Catalogue.legacy.keys()])]
        for (const code of [...codes, 987654321]) {
          for (const isPrivate of [false, true]) {
            const input = { code, message: `m${code}`, endpoint: "/v5/x", requestId: "r-1" }
            const eager = Classify.classify(channel, input, declared, isPrivate)
            const lazy = yield* LazyFailure.classify(channel, input, declared, isPrivate)
            expect(lazy.constructor).toBe(eager.constructor)
            expect(lazy._tag).toBe(eager._tag)
            expect({ ...lazy }).toEqual({ ...eager })
            if (eager instanceof UnexpectedExchangeError && lazy instanceof UnexpectedExchangeError) {
              expect(lazy.error.constructor).toBe(eager.error.constructor)
            }
            compared++
          }
        }
      }
      expect(compared).toBeGreaterThan(3000)
    })
  )

  it.effect("an undeclared catalogued code arrives wrapped, a declared one under its own tag", () =>
    Effect.gen(function* () {
      const input = (code: number) => ({ code, message: "m", endpoint: "/v5/order/cancel" })
      const own = yield* LazyFailure.classify("rest", input(110001), declared, true)
      expect(own).toBeInstanceOf(ExchangeError.OrderNotFound)
      const wrapped = yield* LazyFailure.classify("rest", input(110007), declared, true)
      expect(wrapped).toBeInstanceOf(UnexpectedExchangeError)
      expect(wrapped instanceof UnexpectedExchangeError && wrapped.error._tag).toBe("InsufficientBalance")
      expect(
        ExchangeError.isExchangeError(wrapped instanceof UnexpectedExchangeError ? wrapped.error : undefined)
      ).toBe(true)
      expect((yield* LazyFailure.classify("rest", input(987654321), declared, true))._tag).toBe("ApiError")
    })
  )
})

import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as S from "../../../src/Http/v5/Strategy.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// The strategy desk through the library, checked as every desk is: each route answered and (private) refused once,
// its answers carrying every field the definitions name, no code outside the declared ones. A TWAP of resting
// limit slices (under the market) runs, is listed and paged, and stopped; the bare key may not place one.

const twap = {
  category: "UTA_USDT",
  symbol: "BTCUSDT",
  side: "Buy",
  size: "0.1",
  strategyType: "twap",
  duration: 300,
  interval: 60,
  limitPrice: "1000"
} as const

layer(deskLayer({ seed: 74 }), { timeout: "60 seconds" })("the strategy desk on the emulator", (it) => {
  describe("TWAP", () => {
    it.effect("created, listed and paged, its orders listed, stopped", () =>
      Effect.gen(function* () {
        const { asBare } = yield* Accounts
        expect(yield* asBare(tagOf(S.createStrategy(twap)))).toBe("PermissionDenied")
        const a = yield* S.createStrategy(twap)
        const b = yield* S.createStrategy({ ...twap, side: "Sell", limitPrice: "900000" })
        yield* TestClock.adjust("60 seconds")
        const page1 = yield* S.getStrategyList({ pageSize: 1 })
        const page2 = yield* S.getStrategyList({ pageSize: 1, cursor: page1.nextCursor })
        expect([...page1.list, ...page2.list].map((s) => s.strategyId)).toEqual([b.strategyId, a.strategyId])
        expect(page2.nextCursor).toBe("")
        expect(yield* tagOf(S.getStrategyList({ cursor: "bogus" }))).toBe("ParamsError")
        const orders = yield* S.getStrategyOrderList({ strategyId: a.strategyId })
        expect(orders.list.map((o) => [String(o.size), o.status, o.code])).toEqual([
          ["0.020", "2", 0],
          ["0.020", "2", 0]
        ])
        expect(yield* tagOf(S.getStrategyOrderList({ strategyId: "none" }))).toBe("StrategyNotFound")
        expect((yield* S.getStrategyList({ status: "2" })).list).toHaveLength(2)
        expect(yield* S.stopStrategy({ strategyId: a.strategyId })).toMatchObject({ strategyId: a.strategyId })
        expect((yield* S.getStrategyList({ status: "4" })).list.map((s) => s.strategyId)).toEqual([a.strategyId])
        expect(yield* tagOf(S.stopStrategy({ strategyId: a.strategyId }))).toBe("StrategyStopped")
        yield* S.stopStrategy({ strategyId: b.strategyId })
      })
    )

    it.effect("every route answered, the private ones also refused", () => coverage("strategy"))
  })
})

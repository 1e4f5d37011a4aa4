// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as InverseFutures from "../../../src/Http/legacy/InverseFutures.js"
import * as InverseV2 from "../../../src/Http/legacy/InverseV2.js"
import * as LinearV2 from "../../../src/Http/legacy/LinearV2.js"
import * as Position from "../../../src/Http/v5/Position.js"
import { withTwoAccounts } from "../../support/TwoAccounts.js"

// The v2 contract families' position settings through the library's callables against the emulator, with two
// credential sets: each changes only the caller's own V5 position, and "not modified" answers the family's code.

const linear = LinearV2.Generated.calls
const inverse = InverseV2.Generated.calls
const futures = InverseFutures.Generated.calls

const v5Linear = Effect.map(Position.getPositionInfo({ category: "linear", symbol: "BTCUSDT" }), (r) => r.list[0])

describe("v2 position settings on the V5 state", () => {
  it.effect("linear: isolated margin, margin, auto-add-margin, risk limit and mode, each account its own", () =>
    withTwoAccounts(({ asSub }) =>
      Effect.gen(function* () {
        const isolate = { symbol: "BTCUSDT", is_isolated: true, buy_leverage: 10, sell_leverage: 10 }
        expect(yield* linear.setMarginSwitch(isolate)).toBeNull()
        expect((yield* v5Linear)?.tradeMode).toBe(1)
        expect((yield* asSub(v5Linear))?.tradeMode).toBe(0)
        expect(yield* Effect.flip(linear.setMarginSwitch(isolate))).toMatchObject({ code: 130056 })

        // margin on an empty position: the family's code
        expect(
          yield* Effect.flip(linear.setAddReduceMargin({ symbol: "BTCUSDT", side: "Buy", margin: 10 }))
        ).toMatchObject({ code: 130057 })
        yield* LinearV2.submitOrder({
          side: "Buy",
          symbol: "BTCUSDT",
          order_type: "Market",
          qty: 0.01,
          time_in_force: "ImmediateOrCancel",
          reduce_only: false,
          close_on_trigger: false
        })
        const im = Number((yield* v5Linear)?.positionIM)
        const added = yield* linear.setAddReduceMargin({ symbol: "BTCUSDT", side: "Buy", margin: 10 })
        expect(added.PositionListResult).toMatchObject({ symbol: "BTCUSDT", size: 0.01, is_isolated: true })
        expect(added.PositionListResult.position_margin).toBeCloseTo(im + 10, 6)
        expect(Number((yield* v5Linear)?.positionIM)).toBeCloseTo(im + 10, 6)
        expect(added.wallet_balance).toBeGreaterThan(added.available_balance)

        const auto = { symbol: "BTCUSDT", side: "Buy", auto_add_margin: true }
        expect(yield* linear.setAutoAddMargin(auto)).toBeNull()
        expect((yield* v5Linear)?.autoAddMargin).toBe(1)
        expect(yield* Effect.flip(linear.setAutoAddMargin(auto))).toMatchObject({ code: 130060 })

        const riskId = Number((yield* v5Linear)?.riskId)
        expect(
          yield* Effect.flip(linear.setRiskLimit({ symbol: "BTCUSDT", side: "Buy", risk_id: riskId }))
        ).toMatchObject({ code: 134026 })
        expect(yield* linear.setRiskLimit({ symbol: "BTCUSDT", side: "Buy", risk_id: riskId + 1 })).toEqual({
          risk_id: riskId + 1
        })
        expect((yield* v5Linear)?.riskId).toBe(riskId + 1)
        expect((yield* asSub(v5Linear))?.riskId).toBe(riskId)

        // one-way to hedge: the sub (no position) may switch; the same mode again is "not modified"
        expect(yield* asSub(linear.setPositionMode({ symbol: "BTCUSDT", mode: "BothSide" }))).toBeNull()
        expect(
          (yield* asSub(Position.getPositionInfo({ category: "linear", symbol: "BTCUSDT" }))).list.map(
            (x) => x.positionIdx
          )
        ).toEqual([1, 2])
        expect(
          yield* Effect.flip(asSub(linear.setPositionMode({ symbol: "BTCUSDT", mode: "BothSide" })))
        ).toMatchObject({ code: 30083 })
        expect((yield* Position.getPositionInfo({ category: "linear", symbol: "BTCUSDT" })).list).toHaveLength(1)
      })
    )
  )

  it.effect("inverse v2 and futures: isolated margin and position margin on the account's inverse position", () =>
    withTwoAccounts(({ emulator, asSub, subUid }) =>
      Effect.gen(function* () {
        emulator.admin.setBalance("BTC", "10")
        emulator.admin.setBalance("BTC", "10", { uid: subUid })
        const isolate = { symbol: "BTCUSD", is_isolated: true, buy_leverage: 5, sell_leverage: 5 }
        expect(yield* inverse.setMarginType(isolate)).toBeNull()
        expect(yield* Effect.flip(futures.setMarginType(isolate))).toMatchObject({ code: 30084 })
        const v5 = (category: "inverse") =>
          Effect.map(Position.getPositionInfo({ category, symbol: "BTCUSD" }), (r) => r.list[0])
        expect((yield* v5("inverse"))?.tradeMode).toBe(1)
        expect((yield* asSub(v5("inverse")))?.tradeMode).toBe(0)

        expect(yield* Effect.flip(inverse.changePositionMargin({ symbol: "BTCUSD", margin: "0.001" }))).toMatchObject({
          code: 30024
        })
        yield* inverse.placeActiveOrder({
          side: "Buy",
          symbol: "BTCUSD",
          order_type: "Market",
          qty: 100,
          time_in_force: "ImmediateOrCancel"
        })
        yield* asSub(
          inverse.placeActiveOrder({
            side: "Buy",
            symbol: "BTCUSD",
            order_type: "Market",
            qty: 100,
            time_in_force: "ImmediateOrCancel"
          })
        )
        const im = Number((yield* v5("inverse"))?.positionIM)
        const after = yield* inverse.changePositionMargin({ symbol: "BTCUSD", margin: "0.001" })
        expect(after).toBeCloseTo(im + 0.001, 8)
        expect(Number((yield* v5("inverse"))?.positionIM)).toBeCloseTo(im + 0.001, 8)
        const back = yield* futures.changePositionMargin({ symbol: "BTCUSD", position_idx: 0, margin: "-0.001" })
        expect(back).toBeCloseTo(im, 8)
        // the sub's position is cross: the family's cross-margin code
        expect(
          yield* Effect.flip(asSub(inverse.changePositionMargin({ symbol: "BTCUSD", margin: "0.001" })))
        ).toMatchObject({ code: 30056 })
        expect(yield* Effect.flip(futures.setPositionMode({ symbol: "BTCUSD", mode: 0 }))).toMatchObject({
          code: 30083
        })
      })
    )
  )
})

// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as InverseFutures from "../../../src/Http/legacy/InverseFutures.js"
import * as InverseV2 from "../../../src/Http/legacy/InverseV2.js"
import * as LinearV2 from "../../../src/Http/legacy/LinearV2.js"
import * as Position from "../../../src/Http/v5/Position.js"
import { withTwoAccounts } from "../../support/TwoAccounts.js"

// The v2 contract families' position lists, settings and records through the library's callables against the
// emulator, with two credential sets: each account reads only its own V5 positions.

const linear = LinearV2.Generated.calls
const inverse = InverseV2.Generated.calls
const futures = InverseFutures.Generated.calls

const buyLinear = (qty: number) =>
  LinearV2.submitOrder({
    side: "Buy",
    symbol: "BTCUSDT",
    order_type: "Market",
    qty,
    time_in_force: "ImmediateOrCancel",
    reduce_only: false,
    close_on_trigger: false
  })

const buyInverse = (qty: number) =>
  inverse.placeActiveOrder({
    side: "Buy",
    symbol: "BTCUSD",
    order_type: "Market",
    qty,
    time_in_force: "ImmediateOrCancel"
  })

describe("v2 position lists on the V5 state", () => {
  it.effect("linear: one symbol's positions and every open one, each account its own", () =>
    withTwoAccounts(({ asSub }) =>
      Effect.gen(function* () {
        const empty = yield* linear.getPosition({ symbol: "BTCUSDT" })
        expect(Array.isArray(empty) && empty.length === 1).toBe(true)
        expect(empty[0]).toMatchObject({ symbol: "BTCUSDT", side: "None", size: 0, mode: "MergedSingle" })
        expect(yield* linear.getPosition({})).toEqual([])

        yield* buyLinear(0.02)
        const one = yield* linear.getPosition({ symbol: "BTCUSDT" })
        const v5 = yield* Position.getPositionInfo({ category: "linear", symbol: "BTCUSDT" })
        expect(one[0]).toMatchObject({ side: "Buy", size: 0.02, position_idx: 0, is_isolated: false })
        expect(one[0]).toMatchObject({
          entry_price: Number(v5.list[0]?.avgPrice),
          leverage: Number(v5.list[0]?.leverage)
        })
        const all = yield* linear.getPosition({})
        expect(all).toHaveLength(1)
        expect(all[0]).toMatchObject({ is_valid: true, data: { symbol: "BTCUSDT", size: 0.02 } })

        // the sub holds nothing
        expect((yield* asSub(linear.getPosition({ symbol: "BTCUSDT" })))[0]).toMatchObject({ size: 0 })
        expect(yield* asSub(linear.getPosition({}))).toEqual([])
      })
    )
  )

  it.effect("inverse v2 and futures list the same inverse position, each account its own", () =>
    withTwoAccounts(({ emulator, asSub, subUid }) =>
      Effect.gen(function* () {
        emulator.admin.setBalance("BTC", "3", { uid: subUid })
        yield* asSub(buyInverse(300))
        yield* buyInverse(100)
        const mine = yield* inverse.getPosition({ symbol: "BTCUSD" })
        expect(mine).toMatchObject({ symbol: "BTCUSD", side: "Buy", size: 100 })
        expect("position_idx" in mine).toBe(false)
        const v5 = yield* Position.getPositionInfo({ category: "inverse", symbol: "BTCUSD" })
        expect(mine).toMatchObject({ entry_price: v5.list[0]?.avgPrice, leverage: v5.list[0]?.leverage })
        expect(yield* inverse.getPosition({})).toMatchObject([{ is_valid: true, data: { size: 100, mode: 0 } }])
        expect(yield* asSub(inverse.getPosition({ symbol: "BTCUSD" }))).toMatchObject({ size: 300 })

        expect(yield* futures.getPosition({ symbol: "BTCUSD" })).toMatchObject([
          { is_valid: true, data: { symbol: "BTCUSD", size: 100, position_idx: 0 } }
        ])
        expect(yield* asSub(futures.getPosition({}))).toMatchObject([{ data: { size: 300 } }])
      })
    )
  )
})

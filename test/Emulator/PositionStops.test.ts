/**
 * Position TP/SL from `/v5/position/trading-stop` trigger on the price they name (`slTriggerBy: MarkPrice`,
 * `tpTriggerBy: IndexPrice`) as the walk moves on TestClock, through the library's client, with two accounts: the
 * account whose stop was crossed has its position closed by a reduce-only market order created by that stop
 * (`CreateByTakeProfit` / `CreateByStopLoss`), the other keeps its own.
 */
import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Market from "../../src/Http/v5/Market.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import { Accounts, layer as deskLayer } from "../support/DeskHarness.js"

const BTC = { category: "linear", symbol: "BTCUSDT" } as const

const marks = Effect.map(Market.getTickers(BTC), (r) => {
  const t = r.list[0] as { readonly markPrice: string; readonly indexPrice: string }
  return { mark: Number(t.markPrice), index: Number(t.indexPrice) }
})

const sizeOf = Effect.map(Position.getPositionInfo(BTC), (r) => Number(r.list[0]?.size ?? "0"))

layer(deskLayer({ seed: 81 }), { timeout: "120 seconds" })("position TP/SL", (it) => {
  it.effect(
    "a stop loss by mark price and a take profit by index price close only the account whose stop was crossed",
    () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        yield* Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty: "0.01" })
        yield* asSub(Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty: "0.01" }))
        const start = yield* marks
        // the master: 0.2 % either side of the mark / index; the sub: far out of reach
        yield* Position.setTradingStop({
          ...BTC,
          positionIdx: 0,
          tpslMode: "Full",
          takeProfit: (Math.round(start.index * 1.002 * 10) / 10).toFixed(1),
          tpTriggerBy: "IndexPrice",
          stopLoss: (Math.round(start.mark * 0.998 * 10) / 10).toFixed(1),
          slTriggerBy: "MarkPrice"
        })
        yield* asSub(
          Position.setTradingStop({
            ...BTC,
            positionIdx: 0,
            tpslMode: "Full",
            takeProfit: (start.index * 3).toFixed(1),
            stopLoss: (start.mark * 0.3).toFixed(1),
            slTriggerBy: "MarkPrice"
          })
        )
        const set = (yield* Position.getPositionInfo(BTC)).list[0]
        expect([set?.tpslMode, set?.takeProfit === "", set?.stopLoss === ""]).toEqual(["Full", false, false])

        let seen = start
        for (let step = 0; step < 3 * 24 * 12 && (yield* sizeOf) > 0; step++) {
          yield* TestClock.adjust("5 minutes")
          seen = yield* marks
        }
        expect(yield* sizeOf, `mark ${seen.mark} / index ${seen.index} from ${start.mark} / ${start.index}`).toBe(0)
        // closed by a reduce-only market sell of the whole size; the stops are cleared
        const closing = (yield* Trade.getHistoricOrders({ ...BTC, limit: 1 })).list[0]
        expect([closing?.side, closing?.orderType, closing?.reduceOnly, closing?.qty]).toEqual([
          "Sell",
          "Market",
          true,
          "0.010"
        ])
        expect(["CreateByTakeProfit", "CreateByStopLoss"]).toContain(closing?.createType)
        const after = (yield* Position.getPositionInfo(BTC)).list[0]
        expect([after?.takeProfit ?? "", after?.stopLoss ?? ""]).toEqual(["", ""])
        // the sub's position and stops stand
        expect(yield* asSub(sizeOf)).toBe(0.01)
        const theirs = (yield* asSub(Position.getPositionInfo(BTC))).list[0]
        expect(theirs?.stopLoss).not.toBe("")
      }),
    120_000
  )
})

/**
 * Partial-position TP/SL through the library's client, with two accounts in one process: `/v5/position/trading-stop`
 * with `tpslMode: Partial` adds untriggered reduce-only stop orders for their size only (`PartialTakeProfit` /
 * `PartialStopLoss`, listed under `orderFilter: tpslOrder`, not `StopOrder`), several coexist, a limit TP/SL is
 * allowed only in Partial mode, and the documented refusals answer their codes. On TestClock, the one whose price
 * is crossed closes only its size with its order, execution and position messages on its own account's stream;
 * its pair is cancelled, the other partial stops and the other account's stand.
 */
import { describe, expect, it, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Topics from "../../src/Socket/Topics.js"
import { Accounts, layer as deskLayer, tagOf } from "../support/DeskHarness.js"
import { settling, withTwoAccounts } from "../support/TwoAccounts.js"
import { waitFor } from "../support/WaitFor.js"
import * as SteppedClock from "./SteppedClock.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const BTC = { category: "linear", symbol: "BTCUSDT" } as const
const partial = { ...BTC, positionIdx: 0, tpslMode: "Partial" } as const

const lastPrice = Effect.map(Market.getTickers(BTC), (r) => Number((r.list[0] as { lastPrice: string }).lastPrice))
/** A price `factor` times the last price, on the 0.1 tick. */
const at = (last: number, factor: number) => (Math.round(last * factor * 10) / 10).toFixed(2)
const sizeOf = Effect.map(Position.getPositionInfo(BTC), (r) => r.list[0]?.size ?? "0")
const stops = Effect.map(Trade.getActiveOrders({ ...BTC, orderFilter: "tpslOrder" }), (r) => r.list)

layer(deskLayer({ seed: 83 }), { timeout: "120 seconds" })("partial TP/SL: placing and refusals", (it) => {
  it.effect(
    "adds stop orders for their size only, limit ones too; refuses what the docs refuse",
    () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        yield* Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty: "0.03" })
        const last = yield* lastPrice

        // a pair of 0.01, a limit take profit of 0.005 and a lone stop loss: they coexist
        yield* Position.setTradingStop({
          ...partial,
          takeProfit: at(last, 1.2),
          stopLoss: at(last, 0.8),
          tpSize: "0.01",
          slSize: "0.01"
        })
        yield* Position.setTradingStop({
          ...partial,
          takeProfit: at(last, 1.3),
          tpSize: "0.005",
          tpOrderType: "Limit",
          tpLimitPrice: at(last, 1.29)
        })
        yield* Position.setTradingStop({
          ...partial,
          stopLoss: at(last, 0.7),
          slSize: "0.02",
          slTriggerBy: "MarkPrice"
        })
        const list = yield* stops
        const rows = list
          .map((o) => [o.stopOrderType, o.orderType, o.qty, o.triggerPrice, o.orderStatus, o.side, o.reduceOnly])
          .sort((a, b) => String(a[3]).localeCompare(String(b[3])))
        expect(rows).toEqual(
          [
            ["PartialStopLoss", "Market", "0.020", at(last, 0.7), "Untriggered", "Sell", true],
            ["PartialStopLoss", "Market", "0.010", at(last, 0.8), "Untriggered", "Sell", true],
            ["PartialTakeProfit", "Market", "0.010", at(last, 1.2), "Untriggered", "Sell", true],
            ["PartialTakeProfit", "Limit", "0.005", at(last, 1.3), "Untriggered", "Sell", true]
          ].sort((a, b) => String(a[3]).localeCompare(String(b[3])))
        )
        expect(list.every((o) => o.tpslMode === "Partial" && (o.createType ?? "").startsWith("CreateByPartial"))).toBe(
          true
        )
        expect(list.find((o) => o.orderType === "Limit")?.price).toBe(at(last, 1.29))
        expect(list.find((o) => o.triggerPrice === at(last, 0.7))?.triggerBy).toBe("MarkPrice")
        // not plain conditional orders, and the position's own (Full mode) TP/SL stay unset
        expect((yield* Trade.getActiveOrders({ ...BTC, orderFilter: "StopOrder" })).list).toEqual([])
        const pos = (yield* Position.getPositionInfo(BTC)).list[0]
        expect([pos?.size, pos?.takeProfit ?? "", pos?.stopLoss ?? ""]).toEqual(["0.030", "", ""])
        // the sub sees none of them
        expect(yield* asSub(stops)).toEqual([])

        // the documented refusals
        const refused = yield* Effect.all([
          // a size is required with the price it sizes
          tagOf(Position.setTradingStop({ ...partial, takeProfit: at(last, 1.2) })),
          tagOf(Position.setTradingStop({ ...partial, stopLoss: at(last, 0.8), tpSize: "0.01" })),
          // sizes differ
          tagOf(
            Position.setTradingStop({
              ...partial,
              takeProfit: at(last, 1.2),
              stopLoss: at(last, 0.8),
              tpSize: "0.01",
              slSize: "0.02"
            })
          ),
          // more than the position
          tagOf(Position.setTradingStop({ ...partial, takeProfit: at(last, 1.2), tpSize: "0.04" })),
          // a limit TP/SL in Full mode
          tagOf(
            Position.setTradingStop({
              ...BTC,
              positionIdx: 0,
              tpslMode: "Full",
              takeProfit: at(last, 1.2),
              tpOrderType: "Limit",
              tpLimitPrice: at(last, 1.19)
            })
          ),
          tagOf(
            Position.setTradingStop({
              ...BTC,
              positionIdx: 0,
              tpslMode: "Full",
              stopLoss: at(last, 0.8),
              slLimitPrice: at(last, 0.81)
            })
          ),
          // a limit order type without its price
          tagOf(
            Position.setTradingStop({ ...partial, takeProfit: at(last, 1.2), tpSize: "0.01", tpOrderType: "Limit" })
          )
        ])
        expect(refused).toEqual([
          "ParamsError",
          "ParamsError",
          "ParamsError",
          "PositionSizeInsufficientForTpSl",
          "ParamsError",
          "ParamsError",
          "ParamsError"
        ])
        // at most 20 per position: 4 stand, 16 more fit, the next is refused (after the rate limit's window)
        yield* TestClock.adjust("1 second")
        for (let k = 0; k < 16; k++) {
          // trading-stop allows 10 requests a second
          yield* TestClock.adjust("200 millis")
          yield* Position.setTradingStop({ ...partial, takeProfit: at(last, 1.4 + k / 100), tpSize: "0.001" })
        }
        expect((yield* stops).length).toBe(20)
        expect(yield* tagOf(Position.setTradingStop({ ...partial, takeProfit: at(last, 1.6), tpSize: "0.001" }))).toBe(
          "PartialTpSlLimitExceeded"
        )
        // the sub's position has its own count
        yield* asSub(Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty: "0.01" }))
        yield* asSub(Position.setTradingStop({ ...partial, takeProfit: at(last, 1.6), tpSize: "0.001" }))
        expect((yield* asSub(stops)).length).toBe(1)
        // Full mode keeps working beside them
        yield* Position.setTradingStop({ ...BTC, positionIdx: 0, tpslMode: "Full", stopLoss: at(last, 0.5) })
        expect((yield* Position.getPositionInfo(BTC)).list[0]?.stopLoss).toBe(at(last, 0.5))
        // closing the position cancels every partial stop it had; the sub's stands
        yield* Trade.submitOrder({ ...BTC, side: "Sell", orderType: "Market", qty: "0.03", reduceOnly: true })
        yield* TestClock.adjust("1 second")
        expect(yield* stops).toEqual([])
        const cleared = (yield* Trade.getHistoricOrders({ ...BTC, orderFilter: "tpslOrder", limit: 50 })).list
        expect(cleared.filter((o) => o.cancelType === "CancelByTpSlTsClear").length).toBe(20)
        expect((yield* asSub(stops)).length).toBe(1)
      }),
    120_000
  )
})

layer(deskLayer({ seed: 84 }), { timeout: "120 seconds" })("partial TP/SL: mode switch and trailing stop", (it) => {
  const ETH = { category: "linear", symbol: "ETHUSDT" } as const
  const ethPartial = { ...ETH, positionIdx: 0, tpslMode: "Partial" } as const
  const ethLast = Effect.map(Market.getTickers(ETH), (r) => Number((r.list[0] as { lastPrice: string }).lastPrice))
  const ethStops = Effect.map(Trade.getActiveOrders({ ...ETH, orderFilter: "tpslOrder" }), (r) => r.list)
  const ethPosition = Effect.map(Position.getPositionInfo(ETH), (r) => r.list[0])

  it.effect("waiting partial stops lock the TP/SL mode (110054 / 110055); the mode in force answers 10001", () =>
    Effect.gen(function* () {
      const { asSub } = yield* Accounts
      yield* Trade.submitOrder({ ...ETH, side: "Buy", orderType: "Market", qty: "0.3" })
      yield* asSub(Trade.submitOrder({ ...ETH, side: "Buy", orderType: "Market", qty: "0.3" }))
      const last = yield* ethLast
      // the mode already in force is not modified
      expect(yield* tagOf(Position.setTPSLMode({ ...ETH, tpSlMode: "Full" }))).toBe("ParamsError")
      // a partial take profit waits: switching is refused for its take profit, and the stop stays
      yield* Position.setTradingStop({ ...ethPartial, takeProfit: at(last, 1.2), tpSize: "0.1" })
      expect(yield* tagOf(Position.setTPSLMode({ ...ETH, tpSlMode: "Partial" }))).toBe("TpSlModeLockedByTakeProfit")
      expect((yield* ethStops).map((o) => [o.stopOrderType, o.orderStatus])).toEqual([
        ["PartialTakeProfit", "Untriggered"]
      ])
      // a lone partial stop loss refuses for its stop loss
      yield* asSub(Position.setTradingStop({ ...ethPartial, stopLoss: at(last, 0.8), slSize: "0.1" }))
      expect(yield* asSub(tagOf(Position.setTPSLMode({ ...ETH, tpSlMode: "Partial" })))).toBe(
        "TpSlModeLockedByStopLoss"
      )
      // cancelled, they lock nothing: the switch goes through for that account only
      const [tp] = yield* ethStops
      yield* Trade.cancelOrder({ ...ETH, orderId: tp?.orderId ?? "" })
      expect((yield* Position.setTPSLMode({ ...ETH, tpSlMode: "Partial" })).tpSlMode).toBe("Partial")
      expect((yield* ethPosition)?.tpslMode).toBe("Partial")
      expect((yield* asSub(ethPosition))?.tpslMode).toBe("Full")
      expect(yield* tagOf(Position.setTPSLMode({ ...ETH, tpSlMode: "Partial" }))).toBe("ParamsError")
    })
  )

  it.effect("a trailing stop set in Partial mode guards the whole position, beside partial stops", () =>
    Effect.gen(function* () {
      const { asSub } = yield* Accounts
      const last = yield* ethLast
      const before = (yield* ethStops).length
      // with a partial pair in the same call: the pair is placed, the trailing stop is the position's
      yield* TestClock.adjust("1 second")
      yield* Position.setTradingStop({
        ...ethPartial,
        takeProfit: at(last, 1.25),
        stopLoss: at(last, 0.75),
        tpSize: "0.1",
        slSize: "0.1",
        trailingStop: "50",
        activePrice: at(last, 1.05)
      })
      expect((yield* ethStops).length).toBe(before + 2)
      const pos = yield* ethPosition
      expect([Number(pos?.trailingStop), pos?.size]).toEqual([50, "0.30"])
      // the other account's position is untouched
      expect(Number((yield* asSub(ethPosition))?.trailingStop ?? "0")).toBe(0)
      // alone: changing the distance is accepted, the same again is not modified, 0 cancels it
      yield* Position.setTradingStop({ ...ethPartial, trailingStop: "60" })
      expect(Number((yield* ethPosition)?.trailingStop)).toBe(60)
      expect(yield* tagOf(Position.setTradingStop({ ...ethPartial, trailingStop: "60" }))).toBe("ParamsError")
      yield* Position.setTradingStop({ ...ethPartial, trailingStop: "0", activePrice: "0" })
      expect(Number((yield* ethPosition)?.trailingStop ?? "0")).toBe(0)
      // a trailing stop that is waiting locks the mode too
      yield* Position.setTradingStop({ ...ethPartial, trailingStop: "40" })
      yield* Effect.forEach(yield* ethStops, (o) => Trade.cancelOrder({ ...ETH, orderId: o.orderId }))
      expect(yield* tagOf(Position.setTPSLMode({ ...ETH, tpSlMode: "Full" }))).toBe("TpSlModeLockedByTrailingStop")
      // it fires on the whole position when the price falls its distance from the best since it armed, and the
      // partial stops left are cleared with the position
      yield* TestClock.adjust("1 second")
      yield* Position.setTradingStop({ ...ethPartial, trailingStop: (last * 0.001).toFixed(2) })
      yield* Position.setTradingStop({ ...ethPartial, stopLoss: at(last, 0.5), slSize: "0.1" })
      const size = Effect.map(ethPosition, (p) => Number(p?.size ?? "0"))
      for (let step = 0; step < 3 * 24 * 12 && (yield* size) > 0; step++) yield* TestClock.adjust("5 minutes")
      expect(yield* size).toBe(0)
      const history = (yield* Trade.getHistoricOrders({ ...ETH, limit: 50 })).list
      expect(
        history.filter((o) => o.createType === "CreateByTrailingStop").map((o) => [o.qty, o.orderStatus, o.side])
      ).toEqual([["0.30", "Filled", "Sell"]])
      // the next pass clears what the closed position left
      yield* TestClock.adjust("1 second")
      expect(yield* ethStops).toEqual([])
      // the other account's position had no trailing stop and stands
      expect(yield* asSub(size)).toBeGreaterThan(0)
    })
  )
})

describe("partial TP/SL: triggering", () => {
  it.effect(
    "the crossed one closes only its size, with its messages; its pair is cancelled, the rest stand",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        yield* withTwoAccounts(({ emulator, asSub }) => triggering(emulator, asSub), { seed: 84, tickMs: 300_000 })
      }),
    180_000
  )
})

const triggering = (
  emulator: Emulator.EmulatorHandle,
  asSub: <A, E, R>(e: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
) =>
  Effect.gen(function* () {
    const seen = new Map<string, Array<string>>()
    const note = (who: string, ...what: ReadonlyArray<string>): void => {
      seen.set(who, [...(seen.get(who) ?? []), ...what])
    }
    const watch = (who: string) => [
      Stream.runForEach(Topics.subscribe(Topics.order("linear")), (m) =>
        Effect.sync(() => note(who, ...m.data.map((o) => `order ${o.stopOrderType} ${o.orderStatus} ${o.qty}`)))
      ),
      Stream.runForEach(Topics.subscribe(Topics.execution("linear")), (m) =>
        Effect.sync(() => note(who, ...m.data.map((e) => `execution ${e.stopOrderType} ${e.execQty}`)))
      ),
      Stream.runForEach(Topics.subscribe(Topics.position("linear")), (m) =>
        Effect.sync(() => note(who, ...m.data.map((p) => `position ${p.size}`)))
      )
    ]
    const fibers = yield* Effect.forEach([...watch("master"), ...watch("sub").map((e) => asSub(e))], (e) =>
      Effect.forkChild(e)
    )
    yield* waitFor(
      () => emulator.admin.openSockets().filter((s) => s.path === "/v5/private" && s.topics.length >= 3).length === 2,
      "both accounts' private topics",
      settling
    )
    yield* Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty: "0.03" })
    yield* asSub(Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty: "0.03" }))
    const last = yield* lastPrice
    // the master: a pair of 0.01 within 0.2 % of the price, and a far stop loss of 0.01; the sub: far pairs
    yield* Position.setTradingStop({
      ...partial,
      takeProfit: at(last, 1.002),
      stopLoss: at(last, 0.998),
      tpSize: "0.01",
      slSize: "0.01"
    })
    yield* Position.setTradingStop({ ...partial, stopLoss: at(last, 0.5), slSize: "0.01" })
    yield* asSub(
      Position.setTradingStop({
        ...partial,
        takeProfit: at(last, 2),
        stopLoss: at(last, 0.5),
        tpSize: "0.01",
        slSize: "0.01"
      })
    )
    for (let step = 0; step < 3 * 24 * 12 && (yield* sizeOf) === "0.030"; step++) {
      yield* SteppedClock.adjust("5 minutes")
    }
    // only the triggered one's size was closed
    expect(yield* sizeOf).toBe("0.020")
    const history = (yield* Trade.getHistoricOrders({ ...BTC, orderFilter: "tpslOrder", limit: 50 })).list
    const fired = history.filter((o) => o.orderStatus === "Filled")
    expect(fired.map((o) => [o.side, o.qty, o.reduceOnly, o.cumExecQty])).toEqual([["Sell", "0.010", true, "0.010"]])
    const kind = fired[0]?.stopOrderType ?? ""
    expect(["PartialTakeProfit", "PartialStopLoss"]).toContain(kind)
    expect(fired[0]?.createType).toBe(`CreateBy${kind}`)
    // its pair is cancelled; the far stop loss still waits
    const pairKind = kind === "PartialTakeProfit" ? "PartialStopLoss" : "PartialTakeProfit"
    const pair = history.find(
      (o) => o.stopOrderType === pairKind && o.qty === "0.010" && o.orderStatus !== "Untriggered"
    )
    expect(pair?.cancelType).toBe("CancelByTpSlTsClear")
    expect((yield* stops).map((o) => [o.stopOrderType, o.triggerPrice])).toEqual([["PartialStopLoss", at(last, 0.5)]])
    // the messages, on the master's stream only
    yield* waitFor(
      () => (seen.get("master") ?? []).includes("position 0.020"),
      `the master's position message: ${JSON.stringify(seen.get("master"))}`,
      settling
    )
    const pushed = seen.get("master") ?? []
    expect(pushed).toContain(`order ${kind} Filled 0.010`)
    expect(pushed).toContain(`execution ${kind} 0.010`)
    expect(pushed).toContain(`order ${pairKind} Deactivated 0.010`)
    expect((seen.get("sub") ?? []).some((x) => x.includes("Filled") && x.includes("Partial"))).toBe(false)
    // the sub's position and partial stops stand
    expect(yield* asSub(sizeOf)).toBe("0.030")
    expect((yield* asSub(stops)).length).toBe(2)
    yield* Effect.forEach(fibers, Fiber.interrupt)
  })

/**
 * The TP/SL an order carries (`/v5/order/create` with `takeProfit` / `stopLoss`), as the docs describe them: on the
 * fill they become untriggered reduce-only orders of the position, triggered by the price each names (`tpTriggerBy`,
 * `slTriggerBy`); in Partial mode for the order's quantity, at a limit price when `tpOrderType` / `slOrderType` is
 * `Limit`; and "the system will cancel these orders if the position is closed".
 */
import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import { layer as deskLayer } from "../support/DeskHarness.js"

const BTC = { category: "linear", symbol: "BTCUSDT" } as const

const lastPrice = Effect.map(Market.getTickers(BTC), (r) => Number((r.list[0] as { lastPrice: string }).lastPrice))
/** A price `factor` times the last price, on the 0.1 tick. */
const at = (last: number, factor: number) => (Math.round(last * factor * 10) / 10).toFixed(1)

layer(deskLayer({ seed: 85 }), { timeout: "120 seconds" })("an order's TP/SL", (it) => {
  it.effect("become the position's orders, by the price they name, and are cancelled when it is closed", () =>
    Effect.gen(function* () {
      const last = yield* lastPrice
      yield* Trade.submitOrder({
        ...BTC,
        side: "Buy",
        orderType: "Market",
        qty: "0.02",
        takeProfit: at(last, 1.5),
        tpTriggerBy: "MarkPrice",
        stopLoss: at(last, 0.5),
        slTriggerBy: "IndexPrice"
      })
      yield* Trade.submitOrder({
        ...BTC,
        side: "Buy",
        orderType: "Market",
        qty: "0.01",
        tpslMode: "Partial",
        takeProfit: at(last, 1.4),
        tpOrderType: "Limit",
        tpLimitPrice: at(last, 1.39)
      })
      const waiting = (yield* Trade.getActiveOrders({ ...BTC, orderFilter: "tpslOrder" })).list
      const shown = waiting
        .map((o) => [o.stopOrderType, o.triggerBy, o.orderType, Number(o.price), o.qty, o.reduceOnly])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
      expect(shown).toEqual([
        ["PartialTakeProfit", "LastPrice", "Limit", Number(at(last, 1.39)), "0.010", true],
        ["StopLoss", "IndexPrice", "Market", 0, "0.020", true],
        ["TakeProfit", "MarkPrice", "Market", 0, "0.020", true]
      ])

      // the position is closed by hand: its TP/SL go with it at the next step of the market
      yield* Trade.submitOrder({ ...BTC, side: "Sell", orderType: "Market", qty: "0.03", reduceOnly: true })
      yield* TestClock.adjust("1 second")
      expect((yield* Trade.getActiveOrders({ ...BTC, orderFilter: "tpslOrder" })).list).toEqual([])
      const history = (yield* Trade.getHistoricOrders({ ...BTC, limit: 10 })).list
      const ids = new Set(waiting.map((o) => o.orderId))
      expect(history.filter((o) => ids.has(o.orderId)).map((o) => [o.orderStatus, o.cancelType])).toEqual(
        Array.from({ length: 3 }, () => ["Deactivated", "CancelByTpSlTsClear"])
      )
    })
  )
})

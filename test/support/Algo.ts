/**
 * What the execution-algorithm tests share: an in-process emulator on the TestClock (REST answered with no socket,
 * a funded master), prices around the seeded market, and the `orderLinkId`s an algorithm left on the exchange.
 */
import * as Effect from "effect/Effect"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Environment from "../../src/Layers/Environment.js"
import type * as Harness from "./Harness.js"

/** REST at a port nothing listens on: a call that reached for a socket would fail. */
const closed = Environment.custom({ restUrl: "http://127.0.0.1:1", wsUrl: "ws://127.0.0.1:1", name: "closed" })

/** The emulator and its client: in process, on the TestClock from 2026-01-15, the master funded. */
export const options: Harness.Options = {
  seed: 7,
  startAt: Date.UTC(2026, 0, 15),
  tickMs: 1_000,
  inProcess: true,
  environment: closed,
  rest: { timeSync: false, keyCheck: false, rateBudget: false },
  setup: (emulator) => emulator.admin.setBalance("USDT", "1000000")
}

/** The best ask of linear BTCUSDT times `factor`, on its 0.1 tick. */
export const ask = (emulator: Emulator.EmulatorHandle, factor: number, symbol = "BTCUSDT"): string => {
  const best = emulator.admin.book("linear", symbol, 1)?.a[0]?.[0]
  if (best === undefined) throw new Error(`no ask for ${symbol}`)
  return (Math.round(Number(best) * factor * 10) / 10).toFixed(1)
}

/**
 * The `orderLinkId`s starting with `prefix-` of every order of linear BTCUSDT, open or past, sorted (an order both
 * lists show counts once; one placed twice would show twice in the history).
 */
export const history = (prefix: string, symbol = "BTCUSDT") =>
  Effect.gen(function* () {
    const open = yield* Trade.getActiveOrders({ category: "linear", symbol, limit: 50 })
    const past = yield* Trade.getHistoricOrders({ category: "linear", symbol, limit: 50 })
    const byId = new Map([...open.list, ...past.list].map((o) => [o.orderId, o.orderLinkId] as const))
    return [...byId.values()].filter((l) => l.startsWith(`${prefix}-`)).sort()
  })

import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as AccountAtoms from "../../react-app/src/atoms/Account.js"
import * as OrderForm from "../../react-app/src/atoms/OrderForm.js"
import * as Orders from "../../react-app/src/atoms/Orders.js"
import { privateStateAtom } from "../../react-app/src/atoms/Private.js"
import { awaitAtom, fed, readyToTrade, registryFor } from "../support/AppAtoms.js"
import * as Harness from "../support/Harness.js"

// The account's trade history (an on-push read of /v5/execution/list) against the embedded exchange: a fill made
// while the private socket is down sends its push to nobody; once the socket is back the history is read again and
// shows it (before, it stayed off the history, and off the chart's markers, until the next fill).

describe("an on-push read", () => {
  it.live(
    "reads again once the private socket is back: a fill made while it was down is in the trade history",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const emulator = yield* Harness.start({ seed: 11, tickMs: 50 })
          const registry = yield* registryFor(emulator)
          const { instrument, lastPrice } = yield* readyToTrade(registry, emulator)
          expect(fed(yield* awaitAtom(registry, AccountAtoms.tradeHistoryAtom, (r) => fed(r) !== undefined))).toEqual(
            []
          )
          yield* awaitAtom(registry, privateStateAtom, (s) => AsyncResult.isSuccess(s) && s.value === "connected")

          // the private socket drops and cannot come back (a 503 on the upgrade) while a market buy fills
          emulator.admin.apply({ op: "refuse-upgrade", enabled: true, status: 503 })
          emulator.admin.apply({ op: "drop-sockets", market: "private" })
          yield* awaitAtom(registry, privateStateAtom, (s) => AsyncResult.isSuccess(s) && s.value !== "connected")
          registry.set(Orders.placeOrderAtom, {
            form: { ...OrderForm.emptyForm, side: "Buy", orderType: "Market", qty: "0.01" },
            context: {
              category: "linear",
              symbol: "BTCUSDT",
              instrument,
              lastPrice
            }
          })
          yield* awaitAtom(registry, Orders.placeOrderAtom, AsyncResult.isSuccess)
          // the fill's push went to nobody: the history is still the one read before
          expect(fed(registry.get(AccountAtoms.tradeHistoryAtom))).toEqual([])

          // back: the history is read again and holds the fill
          emulator.admin.apply({ op: "refuse-upgrade", enabled: false })
          yield* awaitAtom(registry, privateStateAtom, (s) => AsyncResult.isSuccess(s) && s.value === "connected")
          const history = yield* awaitAtom(registry, AccountAtoms.tradeHistoryAtom, (r) => (fed(r)?.length ?? 0) > 0)
          expect(fed(history)?.map((e) => [e.symbol, e.side, e.execQty])).toEqual([["BTCUSDT", "Buy", "0.010"]])
        })
      ),
    60_000
  )
})

import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as AccountAtoms from "../../react-app/src/atoms/Account.js"
import { privateRuntime } from "../../react-app/src/atoms/AccountRuntime.js"
import * as Margin from "../../react-app/src/atoms/Margin.js"
import * as OrderForm from "../../react-app/src/atoms/OrderForm.js"
import * as Orders from "../../react-app/src/atoms/Orders.js"
import * as PositionTools from "../../react-app/src/atoms/PositionTools.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as Topics from "../../src/Socket/Topics.js"
import { awaitAtom, fed, readyToTrade, registryFor } from "../support/AppAtoms.js"
import { countingProxy } from "../support/CountingProxy.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

// The selected symbol's position mode and leverage against the embedded exchange, its REST behind a proxy that counts
// the requests: the mode asks for no /v5/position/list of its own, at the start or per position push. A control reads
// another symbol's list on every push (as an on-push read does), so the pushes are seen to arrive and to be read.

const list = "/v5/position/list"

// an on-push read of ETHUSDT's list: one request per (debounced) push, told apart from the page's by its symbol
const control = privateRuntime.atom(() =>
  AccountAtoms.readOnPush(
    Topics.subscribe(Topics.position()),
    Position.getPositionInfo({ category: "linear", symbol: "ETHUSDT" })
  )
)

describe("the position mode", () => {
  it.live(
    "is read with the leverage: no /v5/position/list of its own, at the start or per push",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const emulator = yield* Harness.start({ seed: 11, tickMs: 50 })
          const proxy = yield* countingProxy(emulator)
          const registry = yield* registryFor(emulator, proxy.rest)
          const { instrument, lastPrice } = yield* readyToTrade(registry, emulator)

          const btc = () => proxy.count(list, { symbol: "BTCUSDT" })
          const eth = () => proxy.count(list, { symbol: "ETHUSDT" })
          // the page's two readers of the selected symbol's list (the order form mounts both), and the control
          expect(fed(yield* awaitAtom(registry, Margin.symbolLeverageAtom, (r) => fed(r) !== undefined))).toMatch(/\d/)
          expect(fed(yield* awaitAtom(registry, PositionTools.positionModeAtom, (r) => fed(r) !== undefined))).toBe(
            "one-way"
          )
          yield* awaitAtom(registry, control, (r) => fed(r) !== undefined)
          // one read serves both at the start
          expect(btc()).toBe(1)

          // N pushes: each a market buy that opens or adds to the position; each waited for until the control read it
          const pushes = 4
          for (let n = 1; n <= pushes; n++) {
            const before = eth()
            registry.set(Orders.placeOrderAtom, {
              form: { ...OrderForm.emptyForm, side: "Buy", orderType: "Market", qty: "0.01" },
              context: {
                category: "linear",
                symbol: "BTCUSDT",
                instrument,
                lastPrice
              }
            })
            yield* waitFor(() => eth() > before, `push ${n} to be read by the control`, { timeout: 15_000 })
          }
          // the pushes were read (the control grew with them) and the page's reads grew as one reader's do: the
          // mode added none (it asked for one list per push of its own: twice the control's)
          expect(eth()).toBeGreaterThan(pushes)
          expect(btc()).toBeLessThanOrEqual(eth() + 1)
          expect(fed(registry.get(PositionTools.positionModeAtom))).toBe("one-way")
        })
      ),
    60_000
  )
})

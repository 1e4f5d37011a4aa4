/**
 * Conditional orders trigger on the emulator's own last or mark price (as `triggerBy` names) as time passes
 * (TestClock), through the library's client, with two accounts in one process: one account's trigger fills its
 * order and never touches the other's.
 */
import { expect, layer } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/testing/TestClock"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as User from "../../src/Http/v5/User.js"
import * as Node from "../../src/node.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

interface Clients {
  readonly a: Layer.Layer<Bybit.Services>
  readonly b: Layer.Layer<Bybit.Services>
}

class Setup extends Context.Service<Setup, Clients>()("Triggers/Setup") {}

const Env = Layer.effect(
  Setup,
  Effect.gen(function* () {
    yield* TestClock.setTime(NOW)
    const h = yield* Emulator.make({ port: 0, seed: 43 })
    const client = (apiKey: string, apiSecret: string) =>
      Layer.orDie(Bybit.layer({ environment: h.environment, credentials: { apiKey, apiSecret } })).pipe(
        Layer.provide(Node.layer)
      )
    const a = client(h.apiKey, h.apiSecret)
    // the second account: a sub-account of the demo master with a key of its own
    const sub = yield* User.createSubMember({ username: "triggers01", memberType: 1 }).pipe(
      Effect.provide(a),
      Effect.orDie
    )
    h.admin.addApiKey({
      apiKey: "TRIGGERS-B",
      secret: "secret-b",
      uid: sub.uid,
      isMaster: false,
      readOnly: false,
      permissions: { ContractTrade: ["Order", "Position"] },
      ips: []
    })
    h.admin.setBalance("USDT", "100000")
    h.admin.setBalance("USDT", "100000", { uid: sub.uid })
    return { a, b: client("TRIGGERS-B", "secret-b") }
  })
)

const BTC = { category: "linear", symbol: "BTCUSDT" } as const

const lastPrice = Effect.map(Market.getTickers(BTC), (t) => Number((t.list[0] as { lastPrice: string }).lastPrice))

const conditional = (side: "Buy" | "Sell", trigger: number, direction: 1 | 2, link: string) =>
  Trade.submitOrder({
    ...BTC,
    side,
    orderType: "Market",
    qty: "0.001",
    triggerPrice: trigger.toFixed(1),
    triggerDirection: direction,
    triggerBy: "LastPrice",
    orderLinkId: link
  })

const statuses = Effect.map(Trade.getActiveOrders({ ...BTC }), (r) =>
  Object.fromEntries(r.list.map((o) => [o.orderLinkId, o.orderStatus]))
)

layer(Env, { timeout: "60 seconds" })("conditional orders", (it) => {
  it.effect("trigger on the last price as time passes, only for the account whose trigger was crossed", () =>
    Effect.gen(function* () {
      const { a, b } = yield* Setup
      const start = yield* lastPrice.pipe(Effect.provide(a))
      // a: a band of 0.1 % either side, one of which the walk crosses; b: far out of reach
      yield* conditional("Buy", start * 1.001, 1, "a-up").pipe(Effect.provide(a))
      yield* conditional("Sell", start * 0.999, 2, "a-down").pipe(Effect.provide(a))
      yield* conditional("Buy", start * 3, 1, "b-up").pipe(Effect.provide(b))
      yield* conditional("Sell", start * 0.3, 2, "b-down").pipe(Effect.provide(b))
      expect(yield* statuses.pipe(Effect.provide(a))).toEqual({ "a-up": "Untriggered", "a-down": "Untriggered" })

      let open = 2
      let price = start
      for (let minute = 0; minute < 24 * 60 && open === 2; minute++) {
        yield* TestClock.adjust("1 minute")
        price = yield* lastPrice.pipe(Effect.provide(a)) // a request lets the exchange see the new price
        open = Object.keys(yield* statuses.pipe(Effect.provide(a))).length
      }
      expect(open, `last price ${price} never left ${start} ± 0.1 %`).toBe(1)
      const history = yield* Trade.getHistoricOrders({ ...BTC }).pipe(Effect.provide(a))
      const fired = history.list.filter((o) => o.orderLinkId === "a-up" || o.orderLinkId === "a-down")
      expect(fired.map((o) => o.orderStatus)).toContain("Filled")
      // the other account's orders never moved
      expect(yield* statuses.pipe(Effect.provide(b))).toEqual({ "b-up": "Untriggered", "b-down": "Untriggered" })
    })
  )

  it.effect(
    "trigger on the mark price when triggerBy is MarkPrice",
    () =>
      Effect.gen(function* () {
        const { a, b } = yield* Setup
        const refs = Effect.map(Market.getTickers(BTC), (r) => {
          const t = r.list[0] as { readonly markPrice: string; readonly indexPrice: string }
          return { mark: Number(t.markPrice), index: Number(t.indexPrice) }
        })
        const start = yield* refs.pipe(Effect.provide(a))
        const by = (
          side: "Buy" | "Sell",
          trigger: number,
          direction: 1 | 2,
          triggerBy: "MarkPrice" | "IndexPrice",
          link: string
        ) =>
          Trade.submitOrder({
            ...BTC,
            side,
            orderType: "Market",
            qty: "0.001",
            triggerPrice: trigger.toFixed(1),
            triggerDirection: direction,
            triggerBy,
            orderLinkId: link
          })
        yield* by("Buy", start.mark * 1.001, 1, "MarkPrice", "m-up").pipe(Effect.provide(a))
        yield* by("Sell", start.mark * 0.999, 2, "MarkPrice", "m-down").pipe(Effect.provide(a))
        yield* by("Buy", start.index * 3, 1, "IndexPrice", "i-far").pipe(Effect.provide(b))
        const open = yield* statuses.pipe(Effect.provide(a))
        expect([open["m-up"], open["m-down"]]).toEqual(["Untriggered", "Untriggered"])
        let seen = start
        for (let minute = 0; minute < 24 * 60; minute++) {
          yield* TestClock.adjust("1 minute")
          seen = yield* refs.pipe(Effect.provide(a))
          const now = yield* statuses.pipe(Effect.provide(a))
          if (now["m-up"] === undefined || now["m-down"] === undefined) break
        }
        const history = (yield* Trade.getHistoricOrders({ ...BTC }).pipe(Effect.provide(a))).list
        const fired = history.find(
          (o) => (o.orderLinkId === "m-up" || o.orderLinkId === "m-down") && o.orderStatus === "Filled"
        )
        expect(fired, `mark ${seen.mark} from ${start.mark}`).toBeDefined()
        // it fired on the mark: the mark had crossed its trigger
        const trigger = Number(fired?.triggerPrice)
        expect(fired?.triggerBy).toBe("MarkPrice")
        expect(fired?.orderLinkId === "m-up" ? seen.mark >= trigger : seen.mark <= trigger).toBe(true)
        expect(yield* statuses.pipe(Effect.provide(b))).toMatchObject({ "i-far": "Untriggered" })
      }),
    // up to a simulated day a minute at a time, two reads a minute: ~20 s alone, more on a loaded machine
    120_000
  )
})

// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { InvalidParameters } from "../../src/Errors/ConfigError.js"
import { Emulator } from "../../src/emulator.js"
import * as Market from "../../src/Http/v5/Market.js"
import { Legacy } from "../../src/legacy.js"
import { InvalidOptions } from "../../src/Promise/Errors.js"
import { type Client, createClient } from "../../src/promise.node.js"
import { SUB_KEY, SUB_SECRET, withSubAccount } from "../support/TwoAccounts.js"

// The Promise facade reaches the older families (imported as a user does, from `effect-bybit/legacy`) through
// `call(definition, params)`, on the same runtime as its named V5 methods: two clients on two accounts (the master
// and a sub-account with its own key) place linear v2 orders and each lists only its own.

const scopedClient = (make: () => Client) =>
  Effect.acquireRelease(Effect.sync(make), (client) => Effect.promise(() => client.dispose()))

const rejection = <A>(promise: () => Promise<A>) =>
  Effect.flip(Effect.tryPromise({ try: promise, catch: (error) => error }))

describe("promise client: any definition through call", () => {
  it.live("older calls, signed per client, each account seeing only its own orders", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 5 })
      yield* withSubAccount(emulator, "promise5legacy")
      const master = yield* scopedClient(() =>
        createClient({ environment: emulator.environment, apiKey: emulator.apiKey, apiSecret: emulator.apiSecret })
      )
      const sub = yield* scopedClient(() =>
        createClient({ environment: emulator.environment, apiKey: SUB_KEY, apiSecret: SUB_SECRET })
      )
      const bid = Number(emulator.admin.book("linear", "BTCUSDT", 1)?.b[0]?.[0])
      const price = Math.round(bid * 0.9)
      const place = (client: Client, link: string) =>
        Effect.promise(() =>
          client.call(Legacy.LinearV2.orderCreate, {
            side: "Buy",
            symbol: "BTCUSDT",
            order_type: "Limit",
            qty: 0.01,
            price,
            time_in_force: "GoodTillCancel",
            reduce_only: false,
            close_on_trigger: false,
            order_link_id: link
          })
        )
      const mine = yield* place(master, "promise-m")
      const theirs = yield* place(sub, "promise-s")
      expect(mine.order_id).not.toBe(theirs.order_id)
      const listed = (client: Client) =>
        Effect.map(
          Effect.promise(() => client.call(Legacy.LinearV2.orderList, { symbol: "BTCUSDT" })),
          (r) => r.data?.map((o) => o.order_link_id) ?? []
        )
      expect(yield* listed(master)).toEqual(["promise-m"])
      expect(yield* listed(sub)).toEqual(["promise-s"])
      // the same order is the account's V5 order, read through a named method
      const v5 = yield* Effect.promise(() => sub.getActiveOrders({ category: "linear", symbol: "BTCUSDT" }))
      expect(v5.list.map((o) => o.orderId)).toEqual([theirs.order_id])
      // another older family (spot v3, its own envelope) on the same client
      const last = yield* Effect.promise(() => master.call(Legacy.SpotV3.lastPrice, { symbol: "BTCUSDT" }))
      expect(last.symbol).toBe("BTCUSDT")
      expect(Number(last.price)).toBeGreaterThan(0)
    })
  )

  it.live(
    "V5 definitions answer as their named methods; what is not a definition, or misses a parameter, is refused",
    () =>
      Effect.gen(function* () {
        const emulator = yield* Emulator.make({ port: 0, seed: 5 })
        const client = yield* scopedClient(() => createClient({ environment: emulator.environment }))
        const viaCall = yield* Effect.promise(() =>
          client.call(Market.tickers, { category: "linear", symbol: "BTCUSDT" })
        )
        const named = yield* Effect.promise(() => client.getTickers({ category: "linear", symbol: "BTCUSDT" }))
        expect(viaCall.list[0]?.symbol).toBe("BTCUSDT")
        expect(viaCall.category).toBe(named.category)
        const notOne = yield* rejection(() => (client.call as (e: unknown) => Promise<unknown>)({ path: "/v5/x" }))
        expect(notOne).toBeInstanceOf(InvalidOptions)
        const missing = yield* rejection(() =>
          // @ts-expect-error `symbol` is required by the spot v3 last price
          client.call(Legacy.SpotV3.lastPrice, {})
        )
        expect(missing).toBeInstanceOf(InvalidParameters)
      })
  )
})

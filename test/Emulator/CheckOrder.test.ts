/**
 * The emulator checks in the exchange's order: a malformed parameter is refused with 10001 before any business
 * rule looks at it, and asking for what is already in force answers the exchange's not-modified code. Through the
 * library's client, with two credential sets (two masters) in one process.
 */
import { describe, expect, layer } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/testing/TestClock"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Asset from "../../src/Http/v5/Asset.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as User from "../../src/Http/v5/User.js"
import * as Node from "../../src/node.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

interface Clients {
  readonly h: Emulator.EmulatorHandle
  readonly a: Layer.Layer<Bybit.Services>
  readonly b: Layer.Layer<Bybit.Services>
}

class Setup extends Context.Service<Setup, Clients>()("CheckOrder/Setup") {}

const Env = Layer.effect(
  Setup,
  Effect.gen(function* () {
    yield* TestClock.setTime(NOW)
    const h = yield* Emulator.make({ port: 0, seed: 41 })
    const client = (apiKey: string, apiSecret: string) =>
      Layer.orDie(Bybit.layer({ environment: h.environment, credentials: { apiKey, apiSecret } })).pipe(
        Layer.provide(Node.layer)
      )
    // the second credential set: a key of its own, with its own secret
    h.admin.addApiKey({
      apiKey: "CHECK-ORDER-B",
      secret: "secret-b",
      uid: h.uid,
      isMaster: true,
      readOnly: false,
      permissions: {
        ContractTrade: ["Order", "Position"],
        Wallet: ["AccountTransfer", "SubMemberTransfer"],
        Spot: ["SpotTrade"]
      },
      ips: []
    })
    return { h, a: client(h.apiKey, h.apiSecret), b: client("CHECK-ORDER-B", "secret-b") }
  })
)

const tagOf = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(effect), (e) => e._tag)

const BTC = { category: "linear", symbol: "BTCUSDT" } as const

layer(Env, { timeout: "30 seconds" })("checks in the exchange's order", (it) => {
  describe("format before business rules", () => {
    it.effect("a non-numeric sub-account id answers 10001 (ParamsError), not 131202 or 500010", () =>
      Effect.gen(function* () {
        const { a, b } = yield* Setup
        for (const client of [a, b]) {
          const tags = yield* Effect.all([
            tagOf(Asset.getAllCoinsBalance({ accountType: "UNIFIED", memberId: "abc" })),
            tagOf(User.deleteSubMember({ subMemberId: "12x" })),
            tagOf(User.getSubAccountAllApiKeys({ subMemberId: "-1" }))
          ]).pipe(Effect.provide(client))
          expect(tags).toEqual(["ParamsError", "ParamsError", "ParamsError"])
          // a well-formed id that is not the caller's still meets the business rule
          const notMine = yield* tagOf(User.deleteSubMember({ subMemberId: "1" })).pipe(Effect.provide(client))
          expect(notMine).toBe("SubaccountNotOwned")
        }
      })
    )
  })

  describe("already in force", () => {
    it.effect("the TP/SL mode, leverage, position mode and margin mode answer their not-modified codes", () =>
      Effect.gen(function* () {
        const { a, b } = yield* Setup
        expect((yield* Position.setTPSLMode({ ...BTC, tpSlMode: "Partial" }).pipe(Effect.provide(a))).tpSlMode).toBe(
          "Partial"
        )
        expect(yield* tagOf(Position.setTPSLMode({ ...BTC, tpSlMode: "Partial" })).pipe(Effect.provide(b))).toBe(
          "ParamsError"
        )
        expect((yield* Position.setTPSLMode({ ...BTC, tpSlMode: "Full" }).pipe(Effect.provide(b))).tpSlMode).toBe(
          "Full"
        )
        yield* Position.setLeverage({ ...BTC, buyLeverage: "5", sellLeverage: "5" }).pipe(Effect.provide(a))
        const leverage = yield* tagOf(Position.setLeverage({ ...BTC, buyLeverage: "5", sellLeverage: "5" })).pipe(
          Effect.provide(b)
        )
        const mode = yield* tagOf(Position.switchPositionMode({ ...BTC, mode: 0 })).pipe(Effect.provide(a))
        const margin = yield* tagOf(
          Position.switchIsolatedMargin({ ...BTC, tradeMode: 0, buyLeverage: "5", sellLeverage: "5" })
        ).pipe(Effect.provide(b))
        expect([leverage, mode, margin]).toEqual([
          "LeverageNotModified",
          "PositionModeNotModified",
          "CrossIsolatedModeNotModified"
        ])
      })
    )
  })
})

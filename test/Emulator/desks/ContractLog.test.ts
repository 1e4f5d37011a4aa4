import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as A from "../../../src/Http/v5/Account.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// The contract transaction log through the library: an upgraded account's inverse trades (its inverse derivatives
// wallet) and a classic account's derivatives trades, newest first and paged; the master and a sub-account trade
// side by side and each sees only its own.

const market = (category: "linear" | "inverse", symbol: string, qty: string, side: "Buy" | "Sell" = "Buy") =>
  Trade.submitOrder({ category, symbol, side, orderType: "Market", qty })

layer(deskLayer({ seed: 59 }), { timeout: "60 seconds" })("contract transaction log on the emulator", (it) => {
  describe("entries", () => {
    it.effect("a unified account lists its inverse trades only; a classic account its derivatives trades", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        expect((yield* A.getClassicTransactionLogs({})).list).toEqual([])
        yield* market("linear", "BTCUSDT", "0.01")
        const inverse = yield* market("inverse", "BTCUSD", "100")
        yield* market("inverse", "BTCUSD", "100", "Sell")
        const log = yield* A.getClassicTransactionLogs({})
        expect(log.list.map((e) => [e.category, e.symbol, e.type, e.currency])).toEqual([
          ["inverse", "BTCUSD", "TRADE", "BTC"],
          ["inverse", "BTCUSD", "TRADE", "BTC"]
        ])
        expect(log.list[1]?.orderId).toBe(inverse.orderId)
        const first = yield* A.getClassicTransactionLogs({ limit: 1 })
        const second = yield* A.getClassicTransactionLogs({ limit: 1, cursor: first.nextPageCursor ?? "" })
        expect([first.list[0]?.id, second.list[0]?.id]).toEqual(log.list.map((e) => e.id))
        expect((yield* A.getClassicTransactionLogs({ baseCoin: "ETH" })).list).toEqual([])
        expect((yield* A.getClassicTransactionLogs({ currency: "BTC", type: "TRADE" })).list.length).toBe(2)

        emulator.admin.setAccountMode(1, { uid: subUid })
        yield* asSub(market("linear", "BTCUSDT", "0.01"))
        const classic = yield* asSub(A.getClassicTransactionLogs({}))
        expect(classic.list.map((e) => [e.category, e.symbol])).toEqual([["linear", "BTCUSDT"]])
        emulator.admin.setAccountMode(5, { uid: subUid })
        expect((yield* asSub(A.getClassicTransactionLogs({}))).list).toEqual([])
      })
    )

    it.effect("the window is at most 7 days; limit and cursor are checked", () =>
      Effect.gen(function* () {
        const { asElsewhere } = yield* Accounts
        const tooLong = A.getClassicTransactionLogs({ startTime: 0, endTime: 8 * 86_400_000 })
        expect(yield* tagOf(tooLong)).toBe("ParamsError")
        expect(yield* tagOf(A.getClassicTransactionLogs({ limit: 51 }))).toBe("ParamsError")
        expect(yield* tagOf(A.getClassicTransactionLogs({ cursor: "bogus" }))).toBe("ParamsError")
        expect(yield* asElsewhere(tagOf(A.getClassicTransactionLogs({})))).toBe("UnmatchedIp")
        yield* coverage("contract log")
      })
    )
  })
})

import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Instruments from "../../../src/Emulator/market/Instruments.js"
import * as A from "../../../src/Http/v5/Account.js"
import * as Market from "../../../src/Http/v5/Market.js"
import * as P from "../../../src/Http/v5/Position.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// The trading reports through the library: leverage settings per symbol with or without a position, the
// account's instruments paged by cursor, option greeks and option assets from the account's own option positions,
// and closed option positions. The master and a sub-account trade side by side and each sees only its own.

const option = Instruments.byCategory("option").find((i) => i.baseCoin === "BTC" && i.optionsType === "Call")
const symbol = option?.symbol ?? ""
const minQty = option?.qtyStep ?? "0.01"

let links = 0

/** Takes the option's best price on one side with an immediate-or-cancel limit order. */
const cross = (side: "Buy" | "Sell") =>
  Effect.gen(function* () {
    const ticker = (yield* Market.getTickers({ category: "option", symbol })).list[0] as {
      readonly ask1Price: string
      readonly bid1Price: string
    }
    const tick = Number(option?.tickSize ?? "1")
    const raw = side === "Buy" ? Number(ticker.ask1Price) * 1.5 : Number(ticker.bid1Price) * 0.5
    const price = String(Math.max(tick, Math.round(raw / tick) * tick))
    return yield* Trade.submitOrder({
      category: "option",
      symbol,
      side,
      orderType: "Limit",
      qty: minQty,
      price,
      timeInForce: "IOC",
      orderLinkId: `report-${++links}`
    })
  })

layer(deskLayer({ seed: 37 }), { timeout: "60 seconds" })("trading reports on the emulator", (it) => {
  describe("settings and instruments", () => {
    it.effect("leverage per symbol without a position, per account and per position mode", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        yield* P.setLeverage({ category: "linear", symbol: "BTCUSDT", buyLeverage: "5", sellLeverage: "5" })
        const mine = yield* P.getFuturesLeverage({ category: "linear", symbol: "BTCUSDT" })
        expect(mine.list.map((r) => [r.symbol, String(r.leverage), r.positionIdx])).toEqual([["BTCUSDT", "5", 0]])
        const theirs = yield* asSub(P.getFuturesLeverage({ category: "linear", symbol: "BTCUSDT" }))
        expect(theirs.list.map((r) => String(r.leverage))).toEqual(["10"])
        yield* asSub(P.switchPositionMode({ category: "linear", symbol: "BTCUSDT", mode: 3 }))
        const hedged = yield* asSub(P.getFuturesLeverage({ category: "linear", symbol: "BTCUSDT" }))
        expect(hedged.list.map((r) => [r.side, r.positionIdx])).toEqual([
          ["Buy", 1],
          ["Sell", 2]
        ])
        const all = yield* P.getFuturesLeverage({ category: "inverse" })
        expect(all.list.length).toBe(Instruments.byCategory("inverse").length)
        expect(yield* tagOf(P.getFuturesLeverage({ category: "linear", symbol: "NOPEUSDT" }))).toBe("ParamsError")
      })
    )

    it.effect("the account's instruments, paged by cursor except spot", () =>
      Effect.gen(function* () {
        const first = yield* A.getAccountInstrumentsInfo({ category: "linear", limit: 2 })
        expect(first.list.length).toBe(2)
        const second = yield* A.getAccountInstrumentsInfo({
          category: "linear",
          limit: 2,
          cursor: first.nextPageCursor
        })
        const linear = Instruments.byCategory("linear").map((i) => i.symbol)
        expect([...first.list, ...second.list].map((i) => i.symbol)).toEqual(linear.slice(0, 4))
        const spot = yield* A.getAccountInstrumentsInfo({ category: "spot" })
        expect(spot.list.length).toBe(Instruments.byCategory("spot").length)
        expect(yield* tagOf(A.getAccountInstrumentsInfo({ category: "linear", cursor: "999" }))).toBe("ParamsError")
      })
    )
  })

  describe("options", () => {
    it.effect("greeks and option assets come from the account's own option positions", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        emulator.admin.setBalance("USDC", "100000")
        emulator.admin.setBalance("USDC", "100000", { uid: subUid })
        yield* cross("Buy")
        const greeks = yield* A.getCoinGreeks({ baseCoin: "BTC" })
        expect(Number(greeks.list[0]?.totalDelta)).toBeGreaterThan(0)
        const subGreeks = yield* asSub(A.getCoinGreeks({ baseCoin: "BTC" }))
        expect(String(subGreeks.list[0]?.totalDelta)).toBe("0")
        yield* asSub(cross("Sell"))
        expect(Number((yield* asSub(A.getCoinGreeks({ baseCoin: "BTC" }))).list[0]?.totalDelta)).toBeLessThan(0)
        const all = yield* A.getCoinGreeks({})
        expect(all.list.map((g) => g.baseCoin)).toContain("ETH")
        const assets = yield* A.getOptionAssetInfo()
        expect(assets.result.map((a) => [a.coin, String(a.assetIM)])).toEqual([["USDC", "0"]])
        const subAssets = yield* asSub(A.getOptionAssetInfo())
        expect(Number(subAssets.result[0]?.assetIM)).toBeGreaterThan(0)
        expect(yield* tagOf(A.getCoinGreeks({ baseCoin: "DOGE" }))).toBe("ParamsError")
      })
    )

    it.effect("a closed option position is listed with its entry, exit and PnL", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        expect((yield* P.getClosedOptionsPositions({ category: "option" })).list).toEqual([])
        yield* cross("Sell")
        const closed = yield* P.getClosedOptionsPositions({ category: "option", symbol })
        expect(closed.list.map((c) => [c.symbol, String(c.qty)])).toEqual([[symbol, minQty]])
        expect(Number(closed.list[0]?.avgEntryPrice)).toBeGreaterThan(0)
        expect((yield* asSub(P.getClosedOptionsPositions({ category: "option" }))).list).toEqual([])
        const tooLong = P.getClosedOptionsPositions({ category: "option", startTime: 0, endTime: 30 * 86_400_000 })
        expect(yield* tagOf(tooLong)).toBe("ParamsError")
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asBare, asElsewhere } = yield* Accounts
        // the option reads need no key permission (any key reads them); a key bound to another IP is refused
        const elsewhere = yield* asElsewhere(Effect.all([tagOf(A.getOptionAssetInfo()), tagOf(A.getCoinGreeks({}))]))
        expect(elsewhere).toEqual(["UnmatchedIp", "UnmatchedIp"])
        expect(yield* asBare(tagOf(P.getFuturesLeverage({ category: "linear" })))).toBe("PermissionDenied")
        yield* coverage("trading reports")
      })
    )
  })
})

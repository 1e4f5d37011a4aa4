import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Fixed from "../../src/Emulator/base/Fixed.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as User from "../../src/Http/v5/User.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Harness from "../support/Harness.js"

// The position endpoints beyond leverage and modes, through the library against a running emulator: each changes
// the state the position list and the wallet read back, and answers the documented rejections.

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

const Env = Harness.layer({ seed: 23, startAt: NOW, setup: (h) => h.admin.setBalance("USDT", "100000") })

const tagOf = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(effect), (e) => e._tag)

/** Exact decimal strings as units of 10^-8 (the emulator prints at most 8 decimals of USDT). */
const units = (s: string | undefined): bigint => Fixed.parse(s ?? "", 8) ?? -1n

const BTC = { category: "linear", symbol: "BTCUSDT" } as const
const ETH = { category: "linear", symbol: "ETHUSDT" } as const

const position = (symbol: { readonly category: "linear"; readonly symbol: string }) =>
  Effect.map(Position.getPositionInfo(symbol), (r) => r.list[0])

const usdt = Effect.map(Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" }), (w) => w.list[0]?.coin[0])

layer(Env, { timeout: "30 seconds" })("position endpoints on the emulator", (it) => {
  it.effect("set-tpsl-mode switches the mode, and an attached stop loss locks it", () =>
    Effect.gen(function* () {
      expect((yield* Position.setTPSLMode({ ...BTC, tpSlMode: "Partial" })).tpSlMode).toBe("Partial")
      expect((yield* Position.setTPSLMode({ ...BTC, tpSlMode: "Full" })).tpSlMode).toBe("Full")
      yield* Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty: "0.010" })
      yield* Position.setTradingStop({ ...BTC, tpslMode: "Full", positionIdx: 0, stopLoss: "10000.00" })
      expect(yield* tagOf(Position.setTPSLMode({ ...BTC, tpSlMode: "Partial" }))).toBe("TpSlModeLockedByStopLoss")
      expect((yield* position(BTC))?.tpslMode).toBe("Full")
      // Same mode: not modified (10001), as the exchange answers, and nothing locked.
      expect(yield* tagOf(Position.setTPSLMode({ ...BTC, tpSlMode: "Full" }))).toBe("ParamsError")
      expect(yield* tagOf(Position.setTPSLMode({ category: "linear", symbol: "NOPEUSDT", tpSlMode: "Full" }))).toBe(
        "ParamsError"
      )
    })
  )

  it.effect("set-risk-limit moves the position to a tier of /v5/market/risk-limit", () =>
    Effect.gen(function* () {
      const tiers = (yield* Market.getRiskLimit(ETH)).list
      const first = tiers.find((t) => t.id === 1)
      const second = tiers.find((t) => t.id === 2)
      expect((yield* position(ETH))?.riskId).toBe(1)
      expect((yield* position(ETH))?.riskLimitValue).toBe(first?.riskLimitValue)
      const r = yield* Position.setRiskLimit({ ...ETH, riskId: 2 })
      expect([r.category, r.riskId, r.riskLimitValue]).toEqual(["linear", 2, second?.riskLimitValue])
      const after = yield* position(ETH)
      expect([after?.riskId, after?.riskLimitValue]).toEqual([2, second?.riskLimitValue])
      expect(yield* tagOf(Position.setRiskLimit({ ...ETH, riskId: 2 }))).toBe("RiskIdNotModified")
      expect(yield* tagOf(Position.setRiskLimit({ ...ETH, riskId: 99 }))).toBe("RiskLimitNotFound")
      expect(yield* tagOf(Position.setRiskLimit({ ...ETH, riskId: 1, positionIdx: 1 }))).toBe("ParamsError")
    })
  )

  it.effect("set-risk-limit refuses a tier below the position's value", () =>
    Effect.gen(function* () {
      const h = yield* Emulator.Emulator
      h.admin.setBalance("USDT", "10000000")
      const sol = { category: "linear", symbol: "SOLUSDT" } as const
      const tiers = (yield* Market.getRiskLimit(sol)).list
      const limit = Fixed.parse(tiers.find((t) => t.id === 1)?.riskLimitValue ?? "0", 0) ?? 0n
      yield* Position.setRiskLimit({ ...sol, riskId: 3 })
      const ticker = (yield* Market.getTickers(sol)).list[0]
      const price = Fixed.parseRounded(ticker?.lastPrice ?? "1", 0, "up") ?? 1n
      // Enough size to exceed the first tier's limit at the last price.
      const qty = (limit * 3n) / (2n * price)
      yield* Position.setLeverage({ ...sol, buyLeverage: "50", sellLeverage: "50" })
      yield* Trade.submitOrder({ ...sol, side: "Buy", orderType: "Market", qty: String(qty) })
      expect(Number((yield* position(sol))?.positionValue)).toBeGreaterThan(Number(limit))
      expect(yield* tagOf(Position.setRiskLimit({ ...sol, riskId: 1 }))).toBe("RiskLimitBelowPositionValue")
      expect((yield* position(sol))?.riskId).toBe(3)
      const size = (yield* position(sol))?.size ?? "0"
      yield* Trade.submitOrder({ ...sol, side: "Sell", orderType: "Market", qty: size, reduceOnly: true })
      h.admin.setBalance("USDT", "100000")
    })
  )

  it.effect("add-margin moves margin between the wallet and an isolated position", () =>
    Effect.gen(function* () {
      expect(yield* tagOf(Position.addOrReduceMargin({ ...BTC, margin: "10" }))).toBe("PositionInCrossMargin")
      expect(yield* tagOf(Position.addOrReduceMargin({ ...ETH, margin: "10" }))).toBe("MarginWithoutPosition")
      yield* Position.switchIsolatedMargin({ ...BTC, tradeMode: 1, buyLeverage: "10", sellLeverage: "10" })

      const before = yield* position(BTC)
      const walletBefore = yield* usdt
      const added = yield* Position.addOrReduceMargin({ ...BTC, margin: "25" })
      expect([added.symbol, added.positionIdx, added.size]).toEqual(["BTCUSDT", 0, "0.010"])
      expect(units(added.positionIM) - units(before?.positionIM)).toBe(units("25"))
      const walletAfter = yield* usdt
      // The margin is committed to the position: same wallet balance, 25 more position IM, 25 less available.
      expect(walletAfter?.walletBalance).toBe(walletBefore?.walletBalance)
      expect(units(walletAfter?.totalPositionIM) - units(walletBefore?.totalPositionIM)).toBe(units("25"))
      expect((yield* position(BTC))?.positionIM).toBe(added.positionIM)

      const reduced = yield* Position.addOrReduceMargin({ ...BTC, margin: "-10" })
      expect(units(reduced.positionIM) - units(before?.positionIM)).toBe(units("15"))
      expect(yield* tagOf(Position.addOrReduceMargin({ ...BTC, margin: "-100" }))).toBe("ReduceMarginAboveMax")
      expect(yield* tagOf(Position.addOrReduceMargin({ ...BTC, margin: "100000000" }))).toBe(
        "InsufficientBalanceToAddMargin"
      )
      expect(yield* tagOf(Position.addOrReduceMargin({ ...BTC, margin: "10", positionIdx: 1 }))).toBe("ParamsError")

      // Closing the position releases the added margin with it.
      yield* Trade.submitOrder({ ...BTC, side: "Sell", orderType: "Market", qty: "0.010", reduceOnly: true })
      const closed = yield* usdt
      expect(closed?.totalPositionIM).toBe("0")
      yield* Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty: "0.010" })
    })
  )

  it.effect("set-auto-add-margin needs an isolated open position", () =>
    Effect.gen(function* () {
      expect(yield* tagOf(Position.setAutoAddMargin({ ...ETH, autoAddMargin: 1 }))).toBe(
        "AutoAddMarginRequiresIsolated"
      )
      yield* Position.switchIsolatedMargin({ ...ETH, tradeMode: 1, buyLeverage: "10", sellLeverage: "10" })
      expect(yield* tagOf(Position.setAutoAddMargin({ ...ETH, autoAddMargin: 1 }))).toBe("MarginWithoutPosition")
      yield* Position.setAutoAddMargin({ ...BTC, autoAddMargin: 1 })
      expect((yield* position(BTC))?.autoAddMargin).toBe(1)
      yield* Position.setAutoAddMargin({ ...BTC, autoAddMargin: 0 })
      expect((yield* position(BTC))?.autoAddMargin).toBe(0)
    })
  )

  it.effect("confirm-pending-mmr lifts a reduce-only restriction, and only one that exists", () =>
    Effect.gen(function* () {
      const h = yield* Emulator.Emulator
      expect(yield* tagOf(Position.confirmNewRiskLimit(BTC))).toBe("NoReduceOnlyRestriction")
      expect(h.admin.exchange.restrictPositions(h.uid, "linear", "BTCUSDT", h.admin.now())).toBe(1)
      expect((yield* position(BTC))?.isReduceOnly).toBe(true)
      yield* Position.confirmNewRiskLimit(BTC)
      expect((yield* position(BTC))?.isReduceOnly).toBe(false)
      expect(yield* tagOf(Position.confirmNewRiskLimit(BTC))).toBe("NoReduceOnlyRestriction")
    })
  )

  it.effect("move-positions moves a position to a sub-account at the given price; move-history lists it", () =>
    Effect.gen(function* () {
      const h = yield* Emulator.Emulator
      const sub = yield* User.createSubMember({ username: "mover01", memberType: 1 })
      const key = yield* User.createSubUIDAPIKey({
        subuid: Number(sub.uid),
        readOnly: 0,
        permissions: { ContractTrade: ["Order", "Position"] }
      })
      const asSub = Credentials.withCredentials({ apiKey: Redacted.make(key.apiKey), apiSecret: key.secret })
      const eth = { category: "linear", symbol: "ETHUSDT" } as const
      yield* Position.switchIsolatedMargin({ ...eth, tradeMode: 0, buyLeverage: "10", sellLeverage: "10" })
      yield* Trade.submitOrder({ ...eth, side: "Buy", orderType: "Market", qty: "0.10" })
      const leg = { ...eth, side: "Sell", qty: "0.10", price: "3000.00" } as const

      // The sub has no margin for what the move opens for it: rejected, nothing moves.
      const refused = yield* Position.movePosition({ fromUid: h.uid, toUid: sub.uid, list: [leg] })
      expect([refused.status, refused.rejectParty]).toEqual(["Rejected", "Maker"])
      expect((yield* position(eth))?.size).toBe("0.10")

      h.admin.setBalance("USDT", "1000", { uid: sub.uid })
      const moved = yield* Position.movePosition({ fromUid: h.uid, toUid: sub.uid, list: [leg] })
      expect([moved.status, moved.rejectParty]).toEqual(["Processing", ""])
      expect((yield* position(eth))?.size).toBe("0.00")
      const theirs = (yield* asSub(Position.getPositionInfo(eth))).list[0]
      expect([theirs?.side, theirs?.size, theirs?.avgPrice]).toEqual(["Buy", "0.10", "3000.00"])
      expect(yield* tagOf(asSub(Position.movePosition({ fromUid: sub.uid, toUid: h.uid, list: [leg] })))).toBe(
        "PermissionDenied"
      )

      const history = yield* Position.getMovePositionHistory({ blockTradeId: moved.blockTradeId })
      expect(history.list.map((r) => [String(r.userId), r.side, r.qty, r.status])).toEqual([
        [sub.uid, "Buy", "0.10", "Filled"],
        [h.uid, "Sell", "0.10", "Filled"]
      ])
      const rejected = yield* Position.getMovePositionHistory({ status: "Rejected" })
      expect(rejected.list.every((r) => r.blockTradeId === refused.blockTradeId && r.rejectParty === "Maker")).toBe(
        true
      )
      expect(yield* tagOf(Position.movePosition({ fromUid: h.uid, toUid: "1", list: [leg] }))).toBe(
        "SubaccountNotOwned"
      )
      expect(
        yield* tagOf(Position.movePosition({ fromUid: h.uid, toUid: sub.uid, list: [{ ...leg, qty: "0.001" }] }))
      ).toBe("ParamsError")
      expect(yield* tagOf(Position.getMovePositionHistory({ limit: "500" }))).toBe("ParamsError")
    })
  )

  describe("the contract", () => {
    it.effect("no answer outside an endpoint's declared errors", () =>
      Effect.map(Emulator.Emulator, (h) => expect(h.admin.violations()).toEqual([]))
    )
  })
})

// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Emulator from "../../../src/Emulator/Emulator.js"
import * as SpotV3 from "../../../src/Http/legacy/SpotV3.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import { withTwoAccounts } from "../../support/TwoAccounts.js"

// Spot v3's order lists, wallet and cancel-by-ids through the library's callables against the emulator, with two
// credential sets: each account lists and cancels only its own V5 spot orders and reads its own wallet.

const calls = SpotV3.Generated.calls

const lowBid = (h: Emulator.EmulatorHandle, ticks: number) => {
  const bid = Number(h.admin.book("spot", "BTCUSDT", 1)?.b[0]?.[0])
  return (Math.round(bid * 0.9 * 10) / 10 - ticks / 10).toFixed(1)
}

describe("spot v3 lists, wallet and cancel-by-ids on the V5 state", () => {
  it.effect("open and past orders, paged by orderId; cancel-by-ids answers what it could not cancel", () =>
    withTwoAccounts(({ emulator, asSub }) =>
      Effect.gen(function* () {
        const place = (link: string, ticks: number) =>
          SpotV3.submitOrder({
            symbol: "BTCUSDT",
            orderQty: "0.001",
            side: "Buy",
            orderType: "LIMIT",
            orderPrice: lowBid(emulator, ticks),
            orderLinkId: link
          })
        const a = yield* place("l-a", 0)
        const b = yield* place("l-b", 1)
        const theirs = yield* asSub(place("l-s", 0))
        const open = yield* calls.getOpenOrders({ symbol: "BTCUSDT" })
        expect(open.list.map((o) => o.orderId).sort()).toEqual([a.orderId, b.orderId].sort())
        expect(open.list.every((o) => o.status === "NEW" && typeof o.createTime === "number")).toBe(true)
        const first = open.list[0]?.orderId ?? ""
        expect((yield* calls.getOpenOrders({ orderId: first })).list.map((o) => o.orderId)).toEqual(
          open.list.slice(1).map((o) => o.orderId)
        )
        expect((yield* calls.getOpenOrders({ limit: "1" })).list).toHaveLength(1)
        expect((yield* asSub(calls.getOpenOrders({}))).list.map((o) => o.orderId)).toEqual([theirs.orderId])
        expect((yield* calls.getPastOrders({ symbol: "BTCUSDT" })).list).toEqual([])

        // the sub's id is not the master's to cancel: it comes back as failed, the others are cancelled
        const done = yield* calls.cancelOrderBatchIDs({ orderIds: `${a.orderId},${theirs.orderId}` })
        expect(done.list).toEqual([{ orderId: theirs.orderId, code: "12213" }])
        expect(
          (yield* Trade.getActiveOrders({ category: "spot", symbol: "BTCUSDT" })).list.map((o) => o.orderId)
        ).toEqual([b.orderId])
        expect((yield* asSub(calls.getOpenOrders({}))).list).toHaveLength(1)
        expect((yield* calls.cancelOrderBatchIDs({ orderIds: b.orderId })).list).toEqual([])

        const past = yield* calls.getPastOrders({ symbol: "BTCUSDT" })
        expect(past.list.map((o) => [o.orderId, o.status]).sort()).toEqual(
          [
            [a.orderId, "CANCELED"],
            [b.orderId, "CANCELED"]
          ].sort()
        )
        expect((yield* asSub(calls.getPastOrders({}))).list).toEqual([])
      })
    )
  )

  it.effect("account: the Unified wallet, with what open orders lock", () =>
    withTwoAccounts(({ emulator, asSub, subUid }) =>
      Effect.gen(function* () {
        emulator.admin.setBalance("USDT", "1000")
        emulator.admin.setBalance("USDT", "250", { uid: subUid })
        yield* SpotV3.submitOrder({
          symbol: "BTCUSDT",
          orderQty: "0.001",
          side: "Buy",
          orderType: "LIMIT",
          orderPrice: lowBid(emulator, 0)
        })
        const mine = (yield* calls.getBalances()).balances.find((x) => x.coin === "USDT")
        const v5 = (yield* Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" })).list[0]?.coin[0]
        expect(mine).toMatchObject({ coin: "USDT", coinId: "USDT", total: v5?.walletBalance, locked: v5?.locked })
        expect(Number(mine?.locked)).toBeGreaterThan(0)
        expect(Number(mine?.free) + Number(mine?.locked)).toBeCloseTo(Number(mine?.total), 8)
        const theirs = (yield* asSub(calls.getBalances())).balances.find((x) => x.coin === "USDT")
        expect(theirs).toMatchObject({ total: "250", locked: "0", free: "250" })
      })
    )
  )
})

import { describe, expect, it, layer } from "@effect/vitest"
import { RestClientV5 } from "bybit-api"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../../src/Emulator/Emulator.js"
import * as Instruments from "../../../src/Emulator/market/Instruments.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as Market from "../../../src/Http/v5/Market.js"
import * as Position from "../../../src/Http/v5/Position.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import * as Topics from "../../../src/Socket/Topics.js"
import { Accounts, coverage, layer as deskLayer, NOW, tagOf } from "../../support/DeskHarness.js"
import { settling, withTwoAccounts } from "../../support/TwoAccounts.js"
import { waitFor, waitForValue } from "../../support/WaitFor.js"

// Delivery at expiry through the library: the master holds a BTC put and call of the December expiry, the
// sub-account is short the put. When the emulator's clock passes 08:00 UTC of the expiry, each position is
// delivered at the index price `/v5/market/delivery-price` reports: the in-the-money value less the delivery fee
// moves into each account's USDC wallet, the positions close, the transaction log shows DELIVERY and each account
// reads only its own delivery records. On seed 67 BTC ends below the put's strike, so the put pays.

const DEC26 = Date.UTC(2026, 11, 25, 8)
const options = Instruments.byCategory("option").filter((i) => i.baseCoin === "BTC" && i.deliveryTime === DEC26)
const PUT = options.find((i) => i.optionsType === "Put")?.symbol ?? ""
const CALL = options.find((i) => i.optionsType === "Call")?.symbol ?? ""
const QTY = 0.5

const num = (x: unknown) => Number(String(x))
const usdc = Effect.map(Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDC" }), (w) =>
  num(w.list[0]?.coin.find((c) => c.coin === "USDC")?.walletBalance ?? "0")
)

/** Trades `QTY` of an option against the market's best quote (IOC at the touch). */
const trade = (symbol: string, side: "Buy" | "Sell", link: string) =>
  Effect.gen(function* () {
    const t = (yield* Market.getTickers({ category: "option", symbol })).list[0] as {
      readonly ask1Price: string
      readonly bid1Price: string
    }
    yield* Trade.submitOrder({
      category: "option",
      symbol,
      side,
      orderType: "Limit",
      qty: String(QTY),
      price: side === "Buy" ? t.ask1Price : t.bid1Price,
      timeInForce: "IOC",
      orderLinkId: link
    })
  })

/** What delivery pays per the docs: intrinsic value, fee 0.015 % of the index value capped at 12.5 % of it. */
const expected = (symbol: string, price: number, qty: number) => {
  const i = Instruments.find("option", symbol)
  const strike = Number(i?.strike ?? "0")
  const value = Math.max(i?.optionsType === "Put" ? strike - price : price - strike, 0) * qty
  const fee = Math.min(price * qty * 0.00015, value * 0.125)
  return { value, fee }
}

layer(deskLayer({ seed: 67 }), { timeout: "120 seconds" })("delivery on the emulator", (it) => {
  describe("option delivery at expiry", () => {
    it.effect("each account's positions are delivered into its own wallet, ledger and records", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        emulator.admin.setBalance("USDC", "100000")
        emulator.admin.setBalance("USDC", "100000", { uid: subUid })
        yield* trade(PUT, "Buy", "d-put")
        yield* trade(CALL, "Buy", "d-call")
        yield* asSub(trade(PUT, "Sell", "d-short"))
        const open = (yield* Position.getPositionInfo({ category: "option" })).list
        expect(open.map((p) => [p.symbol, p.side, num(p.size)]).sort()).toEqual(
          [
            [CALL, "Buy", QTY],
            [PUT, "Buy", QTY]
          ].sort()
        )
        expect((yield* Asset.getDeliveryRecord({ category: "option" })).list).toEqual([])
        const entryOf = (list: ReadonlyArray<{ readonly symbol: string; readonly avgPrice?: unknown }>) =>
          num(list.find((p) => p.symbol === PUT)?.avgPrice) * QTY
        const masterPremium = entryOf(open)
        const subPremium = entryOf((yield* asSub(Position.getPositionInfo({ category: "option" }))).list)
        expect(masterPremium).toBeGreaterThan(0)
        // a resting bid far below the market waits on the call until expiry
        yield* Trade.submitOrder({
          category: "option",
          symbol: CALL,
          side: "Buy",
          orderType: "Limit",
          qty: String(QTY),
          price: "5",
          orderLinkId: "d-rest"
        })
        const masterBefore = yield* usdc
        const subBefore = yield* asSub(usdc)

        // one minute before delivery nothing happens; one minute after, everything is delivered
        emulator.admin.moveClock(DEC26 - NOW - 60_000)
        expect((yield* Position.getPositionInfo({ category: "option" })).list.length).toBe(2)
        emulator.admin.moveClock(120_000)
        expect((yield* Position.getPositionInfo({ category: "option" })).list.filter((p) => num(p.size) > 0)).toEqual(
          []
        )
        expect(
          (yield* asSub(Position.getPositionInfo({ category: "option" }))).list.filter((p) => num(p.size) > 0)
        ).toEqual([])

        const resting = (yield* Trade.getHistoricOrders({ category: "option", orderLinkId: "d-rest" })).list[0]
        expect([resting?.orderStatus, resting?.cancelType]).toEqual(["Cancelled", "CancelBySettle"])
        expect((yield* Trade.getActiveOrders({ category: "option" })).list).toEqual([])
        const price = num((yield* Market.getDeliveryPrice({ category: "option", symbol: PUT })).list[0]?.deliveryPrice)
        expect(price).toBeLessThan(60_000)
        const put = expected(PUT, price, QTY)
        const call = expected(CALL, price, QTY)
        expect(put.value).toBeGreaterThan(0)
        expect(call.value).toBe(0)
        expect((yield* usdc) - masterBefore).toBeCloseTo(put.value - put.fee, 6)
        expect((yield* asSub(usdc)) - subBefore).toBeCloseTo(-put.value - put.fee, 6)

        // the master's records: its two positions, newest first, at the delivery price; the sub's: only its short
        const mine = yield* Asset.getDeliveryRecord({ category: "option", expDate: "25DEC26" })
        expect(mine.category).toBe("option")
        expect(mine.list.map((d) => [d.symbol, d.side, num(d.position), num(d.deliveryTime)]).sort()).toEqual(
          [
            [CALL, "Buy", QTY, DEC26],
            [PUT, "Buy", QTY, DEC26]
          ].sort()
        )
        const putRecord = mine.list.find((d) => d.symbol === PUT)
        expect(num(putRecord?.deliveryPrice)).toBeCloseTo(price, 6)
        expect(String(putRecord?.strike)).toBe("60000")
        expect(num(putRecord?.fee)).toBeCloseTo(put.fee, 6)
        expect(num(mine.list.find((d) => d.symbol === CALL)?.fee)).toBe(0)
        const theirs = yield* asSub(Asset.getDeliveryRecord({ category: "option" }))
        expect(theirs.list.map((d) => [d.symbol, d.side])).toEqual([[PUT, "Sell"]])
        // realised PnL of the delivery: the value against the premium, less the fee
        expect(num(theirs.list[0]?.deliveryRpl)).toBeCloseTo(subPremium - put.value - put.fee, 4)
        expect(num(putRecord?.deliveryRpl)).toBeCloseTo(put.value - masterPremium - put.fee, 4)
        // filters and paging
        expect((yield* Asset.getDeliveryRecord({ category: "option", symbol: CALL })).list.length).toBe(1)
        expect((yield* Asset.getDeliveryRecord({ category: "option", expDate: "26MAR27" })).list).toEqual([])
        expect((yield* Asset.getDeliveryRecord({ category: "linear" })).list).toEqual([])
        const first = yield* Asset.getDeliveryRecord({ category: "option", limit: 1 })
        expect(first.list.length).toBe(1)
        const second = yield* Asset.getDeliveryRecord({ category: "option", limit: 1, cursor: first.nextPageCursor })
        expect(second.list.map((d) => d.symbol)).not.toEqual(first.list.map((d) => d.symbol))
        expect(second.nextPageCursor ?? "").toBe("")
        const before = yield* Asset.getDeliveryRecord({ category: "option", endTime: DEC26 - 1 })
        expect(before.list).toEqual([])

        // the transaction log books the delivery with its fee
        const log = yield* Account.getTransactionLog({ category: "option", type: "DELIVERY", startTime: DEC26 })
        expect(log.list.map((e) => [e.symbol, e.side]).sort()).toEqual(
          [
            [CALL, "Buy"],
            [PUT, "Buy"]
          ].sort()
        )
        const putEntry = log.list.find((e) => e.symbol === PUT)
        expect(num(putEntry?.change)).toBeCloseTo(put.value - put.fee, 6)
        expect(num(putEntry?.cashBalance)).toBeCloseTo(yield* usdc, 6)
        const subLog = yield* asSub(
          Account.getTransactionLog({ category: "option", type: "DELIVERY", startTime: DEC26 })
        )
        expect(subLog.list.map((e) => [e.symbol, e.side])).toEqual([[PUT, "Sell"]])

        // a later tick delivers nothing twice
        emulator.admin.moveClock(3_600_000)
        expect((yield* Asset.getDeliveryRecord({ category: "option" })).list.length).toBe(2)
      })
    )

    it.effect("the documented rejections", () =>
      Effect.gen(function* () {
        expect(yield* tagOf(Asset.getDeliveryRecord({ category: "option", expDate: "31FEB26" }))).toBe("InvalidExpDate")
        expect(yield* tagOf(Asset.getDeliveryRecord({ category: "option", expDate: "2026-12-25" }))).toBe(
          "InvalidExpDate"
        )
        expect(yield* tagOf(Asset.getDeliveryRecord({ category: "option", expDate: "25DEC23" }))).toBe("ExpDateTooOld")
        expect(yield* tagOf(Asset.getDeliveryRecord({ category: "option", limit: 51 }))).toBe("ParamsError")
        expect(yield* tagOf(Asset.getDeliveryRecord({ category: "option", limit: 0 }))).toBe("ParamsError")
        const t = DEC26
        expect(
          yield* tagOf(Asset.getDeliveryRecord({ category: "option", startTime: t - 31 * 86_400_000, endTime: t }))
        ).toBe("ParamsError")
        expect(yield* tagOf(Asset.getDeliveryRecord({ category: "option", cursor: "nope" }))).toBe("ParamsError")
      })
    )
  })

  describe("USDC session settlement", () => {
    it.effect("no USDC perpetual position yet: an empty page, and the documented rejections", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        const page = yield* Asset.getSettlementRecords({ category: "linear" })
        expect(page.category).toBe("linear")
        expect(page.list).toEqual([])
        expect((yield* asSub(Asset.getSettlementRecords({ category: "linear", limit: 50 }))).list).toEqual([])
        expect(yield* tagOf(Asset.getSettlementRecords({ category: "linear", symbol: "BTCUSDT" }))).toBe(
          "UsdcSettleCoinOnly"
        )
        expect(yield* tagOf(Asset.getSettlementRecords({ category: "linear", symbol: "NOPE" }))).toBe("ParamsError")
        expect(yield* tagOf(Asset.getSettlementRecords({ category: "linear", limit: 51 }))).toBe("ParamsError")
      })
    )

    it.effect("coverage", () => coverage("delivery"))
  })
})

describe("delivery pushes", () => {
  it.effect("each account's private stream shows its own closed option position and its wallet", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      yield* withTwoAccounts(
        ({ emulator, subUid, asSub }) =>
          Effect.gen(function* () {
            emulator.admin.setBalance("USDC", "100000")
            emulator.admin.setBalance("USDC", "100000", { uid: subUid })
            yield* trade(PUT, "Buy", "p-long")
            yield* asSub(trade(CALL, "Buy", "p-call"))
            const seen = new Map<string, Array<string>>()
            const note = (who: string, ...what: ReadonlyArray<string>): void => {
              seen.set(who, [...(seen.get(who) ?? []), ...what])
            }
            const watch = (who: string) => [
              Stream.runForEach(Topics.subscribe(Topics.position("option")), (m) =>
                Effect.sync(() => note(who, ...m.data.map((p) => `position ${p.symbol} ${Number(p.size)}`)))
              ),
              Stream.runForEach(Topics.subscribe(Topics.wallet), () => Effect.sync(() => note(who, "wallet")))
            ]
            const fibers = yield* Effect.forEach([...watch("master"), ...watch("sub").map((e) => asSub(e))], (e) =>
              Effect.forkChild(e)
            )
            // the sockets as the server sees them (a timeout shows them)
            yield* waitForValue(
              () => emulator.admin.openSockets().map((s) => `${s.path} ${s.topics.join(",")}`),
              (sockets) => sockets.filter((s) => s.startsWith("/v5/private ") && s.split(",").length >= 2).length === 2,
              "both accounts' private topics",
              settling
            )
            emulator.admin.moveClock(DEC26 - NOW + 60_000)
            yield* Asset.getDeliveryRecord({ category: "option" })
            yield* waitFor(
              () =>
                (seen.get("master") ?? []).includes(`position ${PUT} 0`) &&
                (seen.get("sub") ?? []).includes(`position ${CALL} 0`),
              `the closed positions: ${JSON.stringify([...seen])}`,
              settling
            )
            const master = seen.get("master") ?? []
            const sub = seen.get("sub") ?? []
            expect(master.slice(master.indexOf(`position ${PUT} 0`))).toContain("wallet")
            expect(sub.slice(sub.indexOf(`position ${CALL} 0`))).toContain("wallet")
            expect(master.some((x) => x.includes(CALL))).toBe(false)
            expect(sub.some((x) => x.includes(PUT))).toBe(false)
            yield* Effect.forEach(fibers, Fiber.interrupt)
          }),
        { seed: 67, tickMs: 600_000 }
      )
    })
  )
})

describe("bybit-api against the delivery desk", () => {
  it.live("RestClientV5 reads both record endpoints and gets their documented codes", () =>
    Effect.gen(function* () {
      const h = yield* Emulator.make({ port: 0, seed: 67 })
      const client = new RestClientV5({ key: h.apiKey, secret: h.apiSecret, baseUrl: h.rest })
      const codes = yield* Effect.promise(() =>
        Promise.all([
          client.getDeliveryRecord({ category: "option" }),
          client.getDeliveryRecord({ category: "option", expDate: "31FEB26" }),
          client.getSettlementRecords({ category: "linear" }),
          client.getSettlementRecords({ category: "linear", symbol: "BTCUSDT" })
        ])
      )
      expect(codes.map((r) => r.retCode)).toEqual([0, 181018, 0, 181013])
      expect(codes[0]?.result.list).toEqual([])
      expect(h.admin.violations()).toEqual([])
    })
  )
})

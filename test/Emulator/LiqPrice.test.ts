/**
 * The liquidation price positions show (`/v5/position/list`, the private `position` stream, the v2 linear family's
 * position list) is the one the emulator's liquidation acts on: through the library's client, on TestClock, two
 * accounts in one process hold opposite 100× positions — the master long and isolated, the sub short and cross on a
 * small balance. Every read that shows a position open shows its mark short of its liquidation price; the read that
 * shows it gone shows a mark at or beyond the liquidation price the previous read showed. Each account is liquidated
 * on its own price.
 */
// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { describe, expect, it, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as LinearV2 from "../../src/Http/legacy/LinearV2.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Execution from "../../src/Http/v5/Execution.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Topics from "../../src/Socket/Topics.js"
import { Accounts, layer as deskLayer } from "../support/DeskHarness.js"
import { settling, withTwoAccounts } from "../support/TwoAccounts.js"
import { waitFor } from "../support/WaitFor.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

const BTC = { category: "linear", symbol: "BTCUSDT" } as const

/** A quantity worth about `usdt` at the last price, on the 0.001 step. */
const qtyWorth = (usdt: number) =>
  Effect.map(Market.getTickers(BTC), (r) => {
    const last = Number((r.list[0] as { readonly lastPrice: string }).lastPrice)
    return (Math.round((usdt / last) * 1000) / 1000).toFixed(3)
  })

interface Read {
  readonly size: number
  readonly mark: number
  readonly liq: string
  readonly bust: string
}

const read = Effect.map(Position.getPositionInfo(BTC), (r): Read => {
  const p = r.list[0]
  return {
    size: Number(p?.size ?? "0"),
    mark: Number(p?.markPrice ?? "0"),
    liq: p?.liqPrice ?? "",
    bust: p?.bustPrice ?? ""
  }
})

describe("liquidation prices", () => {
  it.effect(
    "each account is liquidated when the mark crosses the liqPrice its reads showed, and not before",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        yield* withTwoAccounts(({ emulator, asSub, subUid }) => body(emulator, asSub, subUid), {
          seed: 62,
          tickMs: 600_000
        })
      }),
    180_000
  )
})

const body = (
  emulator: Emulator.EmulatorHandle,
  asSub: <A, E, R>(e: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>,
  subUid: string
) =>
  Effect.gen(function* () {
    // the sub's cross equity is small: about 9,000 USDT of BTC on 100 USDT
    emulator.admin.setBalance("USDT", "100", { uid: subUid })
    const pushed: Array<string> = []
    const watching = yield* Effect.forkChild(
      Stream.runForEach(Topics.subscribe(Topics.position("linear")), (m) =>
        Effect.sync(() => {
          for (const p of m.data) if (Number(p.size) > 0) pushed.push(p.liqPrice ?? "")
        })
      )
    )
    yield* waitFor(
      () => emulator.admin.openSockets().some((s) => s.path === "/v5/private" && s.topics.length >= 1),
      "the master's position topic",
      settling
    )
    yield* Position.switchIsolatedMargin({ ...BTC, tradeMode: 1, buyLeverage: "100", sellLeverage: "100" })
    yield* asSub(Position.setLeverage({ ...BTC, buyLeverage: "100", sellLeverage: "100" }))
    const qty = yield* qtyWorth(5000)
    yield* Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty })
    yield* asSub(Trade.submitOrder({ ...BTC, side: "Sell", orderType: "Market", qty: yield* qtyWorth(9000) }))

    const first = { master: yield* read, sub: yield* asSub(read) }
    // isolated long: about 1/200 under the entry (margin 1 %, maintenance 0.5 %); cross short: above the mark
    expect(first.master.liq).not.toBe("")
    expect(first.master.mark).toBeGreaterThan(Number(first.master.liq))
    expect(Math.abs(Number(first.master.liq) / first.master.mark - 0.995)).toBeLessThan(0.002)
    expect(first.sub.liq).not.toBe("")
    expect(first.sub.mark).toBeLessThan(Number(first.sub.liq))
    // a unified account shows no bankruptcy price for a linear position
    expect([first.master.bust, first.sub.bust]).toEqual(["", ""])
    // the stream and the v2 linear family show the same price as the V5 list
    yield* waitFor(() => pushed.includes(first.master.liq), `the pushed liqPrice: ${JSON.stringify(pushed)}`, settling)
    const v2 = yield* LinearV2.Generated.calls.getPosition({ symbol: "BTCUSDT" })
    expect(Array.isArray(v2) ? v2[0]?.liq_price : undefined).toBe(Number(first.master.liq))

    const last = { ...first }
    const gone: Record<"master" | "sub", number | undefined> = { master: undefined, sub: undefined }
    for (let step = 0; step < 3 * 24 * 6 && (gone.master === undefined || gone.sub === undefined); step++) {
      yield* TestClock.adjust("10 minutes")
      for (const who of ["master", "sub"] as const) {
        if (gone[who] !== undefined) continue
        const r = yield* who === "sub" ? asSub(read) : read
        const long = who === "master"
        const before = Number(last[who].liq)
        if (r.size > 0) {
          // open: its own mark is short of the price it shows
          expect(long ? r.mark > Number(r.liq) : r.mark < Number(r.liq), `${who} ${r.mark} vs ${r.liq}`).toBe(true)
          last[who] = r
          continue
        }
        // gone: the mark that liquidated it is at or beyond the price the previous read showed
        expect(long ? r.mark <= before : r.mark >= before, `${who} ${r.mark} vs ${before}`).toBe(true)
        expect(r.liq).toBe("")
        gone[who] = step
      }
    }
    expect(gone.master, "the master's isolated long was liquidated").toBeDefined()
    expect(gone.sub, "the sub's cross short was liquidated").toBeDefined()
    // at different times, each by its own bust trade
    expect(gone.master).not.toBe(gone.sub)
    const busts = {
      master: (yield* Execution.getExecutionList({ ...BTC, execType: "BustTrade" })).list,
      sub: (yield* asSub(Execution.getExecutionList({ ...BTC, execType: "BustTrade" }))).list
    }
    expect([busts.master.map((e) => e.side), busts.sub.map((e) => e.side)]).toEqual([["Sell"], ["Buy"]])
    yield* Fiber.interrupt(watching)
  })

const BTCUSD = { category: "inverse", symbol: "BTCUSD" } as const

layer(deskLayer({ seed: 64 }), { timeout: "120 seconds" })("liquidation prices: inverse and portfolio margin", (it) => {
  it.effect(
    "an inverse position shows its bankruptcy price; a far cross one and portfolio margin show none",
    () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        emulator.admin.setBalance("BTC", "1")
        yield* Position.switchIsolatedMargin({ ...BTCUSD, tradeMode: 1, buyLeverage: "100", sellLeverage: "100" })
        yield* Trade.submitOrder({ ...BTCUSD, side: "Buy", orderType: "Market", qty: "1000" })
        const inv = (yield* Position.getPositionInfo(BTCUSD)).list[0]
        const [mark, liq, bust, entry] = [inv?.markPrice, inv?.liqPrice, inv?.bustPrice, inv?.avgPrice].map(Number)
        // isolated 100× long: bankrupt when the 1 % margin is gone (entry · 100/101), liquidated just before it
        expect(mark).toBeGreaterThan(liq ?? 0)
        expect(liq).toBeGreaterThan(bust ?? 0)
        expect(Math.abs((bust ?? 0) / ((entry ?? 0) * (100 / 101)) - 1)).toBeLessThan(0.001)

        // a cross long on 100,000 USDT of equity: no price liquidates it, and linear shows no bankruptcy price
        yield* Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty: "0.01" })
        const far = (yield* Position.getPositionInfo(BTC)).list[0]
        expect([far?.liqPrice, far?.bustPrice]).toEqual(["", ""])

        // the sub, in portfolio margin mode: no liquidation price either way
        yield* asSub(Account.setMarginMode({ setMarginMode: "PORTFOLIO_MARGIN" }))
        emulator.admin.setBalance("USDT", "100", { uid: subUid })
        yield* asSub(Position.setLeverage({ ...BTC, buyLeverage: "100", sellLeverage: "100" }))
        yield* asSub(Trade.submitOrder({ ...BTC, side: "Sell", orderType: "Market", qty: yield* qtyWorth(9000) }))
        const pm = (yield* asSub(Position.getPositionInfo(BTC))).list[0]
        expect([Number(pm?.size) > 0, pm?.liqPrice, pm?.bustPrice]).toEqual([true, "", ""])
      }),
    120_000
  )
})

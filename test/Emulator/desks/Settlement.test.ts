import { describe, expect, it, layer } from "@effect/vitest"
import { RestClientV5 } from "bybit-api"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../../src/Emulator/Emulator.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as Execution from "../../../src/Http/v5/Execution.js"
import * as Market from "../../../src/Http/v5/Market.js"
import * as Position from "../../../src/Http/v5/Position.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import * as Topics from "../../../src/Socket/Topics.js"
import { Accounts, layer as deskLayer, NOW, tagOf } from "../../support/DeskHarness.js"
import { settling, withTwoAccounts } from "../../support/TwoAccounts.js"
import { waitFor } from "../../support/WaitFor.js"

// USDC perpetual session settlement through the library, over several simulated days. The master is long 0.1
// BTCPERP, the sub-account short 0.2; every 8 hours (00:00, 08:00, 16:00 UTC) each position's unrealised PnL at the
// mark price of that moment moves into its USDC wallet, its entry becomes that price, the transaction log books
// one SETTLEMENT carrying the funding and the session PnL of that moment, and the account gets a settlement record. Between boundaries nothing settles; a clock that jumps two
// days settles each of the six boundaries at its own mark; each account reads only its own records.

const HOUR = 3_600_000
const S16 = Date.UTC(2026, 0, 15, 16)
const num = (x: unknown) => Number(String(x))
const usdc = Effect.map(Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDC" }), (w) =>
  num(w.list[0]?.coin.find((c) => c.coin === "USDC")?.walletBalance ?? "0")
)
const position = Effect.map(
  Position.getPositionInfo({ category: "linear", symbol: "BTCPERP" }),
  (r) => r.list.find((p) => num(p.size) > 0) as { readonly avgPrice: string; readonly size: string } | undefined
)
/** The mark price at the start of a minute, from the mark-price klines. */
const markAt = (t: number) =>
  Effect.map(
    Market.getMarkPriceKline({ category: "linear", symbol: "BTCPERP", interval: "1", start: t, end: t }),
    (k) => num(k.list[0]?.open)
  )
/** What funding moved into the account's USDC wallet so far (paid funding is negative), from its Funding executions. */
const funded = Effect.map(
  Execution.getExecutionList({ category: "linear", symbol: "BTCPERP", execType: "Funding", limit: 100 }),
  (r) => r.list.reduce((sum, e) => sum - num(e.execFee), 0)
)
const records = (p: Omit<Parameters<typeof Asset.getSettlementRecords>[0], "category"> = {}) =>
  Effect.map(Asset.getSettlementRecords({ category: "linear", ...p }), (r) => r.list)

layer(deskLayer({ seed: 83 }), { timeout: "120 seconds" })("USDC perpetual settlement", (it) => {
  describe("the USDC perpetuals", () => {
    it.effect("are listed in category linear with their own filters, tickers, books, klines and funding", () =>
      Effect.gen(function* () {
        const info = yield* Market.getInstrumentsInfo({ category: "linear" })
        const perps = info.list.filter((i) => i.settleCoin === "USDC")
        expect(perps.map((i) => i.symbol)).toEqual(["BTCPERP", "ETHPERP"])
        const btc = perps[0] as (typeof perps)[number] & Record<string, unknown>
        expect([btc.contractType, btc.baseCoin, btc.quoteCoin, btc.settleCoin]).toEqual([
          "LinearPerpetual",
          "BTC",
          "USDC",
          "USDC"
        ])
        expect(JSON.stringify(btc.priceFilter)).toContain('"tickSize":"0.50"')
        const tickers = yield* Market.getTickers({ category: "linear" })
        const perp = tickers.list.find((t) => t.symbol === "BTCPERP") as Record<string, unknown> | undefined
        const usdt = tickers.list.find((t) => t.symbol === "BTCUSDT") as Record<string, unknown> | undefined
        expect(num(perp?.fundingRate)).not.toBeNaN()
        expect(num(perp?.nextFundingTime)).toBe(S16)
        // the same underlying as BTCUSDT
        expect(perp?.indexPrice).toBe(usdt?.indexPrice)
        expect(Math.abs(num(perp?.lastPrice) / num(usdt?.lastPrice) - 1)).toBeLessThan(0.01)
        expect(num(perp?.lastPrice) % 0.5).toBe(0)
        const book = yield* Market.getOrderbook({ category: "linear", symbol: "ETHPERP", limit: 5 })
        expect(book.b.length).toBe(5)
        expect(num(book.a[0]?.[0])).toBeGreaterThan(num(book.b[0]?.[0]))
        const kline = yield* Market.getKline({ category: "linear", symbol: "BTCPERP", interval: "60", limit: 3 })
        expect(kline.list.length).toBe(3)
        const funding = yield* Market.getFundingRateHistory({ category: "linear", symbol: "BTCPERP", limit: 3 })
        expect(funding.list.map((f) => num(f.fundingRateTimestamp) % (8 * HOUR))).toEqual([0, 0, 0])
      })
    )
  })

  describe("session settlement", () => {
    it.effect("settles each account's position at every 8-hour boundary, and only then", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        emulator.admin.setBalance("USDC", "100000")
        emulator.admin.setBalance("USDC", "100000", { uid: subUid })
        const order = (side: "Buy" | "Sell", qty: string, link: string) =>
          Trade.submitOrder({
            category: "linear",
            symbol: "BTCPERP",
            side,
            orderType: "Market",
            qty,
            orderLinkId: link
          })
        yield* order("Buy", "0.1", "s-long")
        yield* asSub(order("Sell", "0.2", "s-short"))
        const entry = num((yield* position)?.avgPrice)
        const subEntry = num((yield* asSub(position))?.avgPrice)
        expect(entry).toBeGreaterThan(0)
        const wallet0 = yield* usdc
        const subWallet0 = yield* asSub(usdc)

        // one minute before 16:00 nothing has settled
        emulator.admin.moveClock(S16 - NOW - 60_000)
        expect(yield* records()).toEqual([])
        expect(yield* usdc).toBe(wallet0)

        // one minute after: one record each, at the 16:00 mark price
        emulator.admin.moveClock(120_000)
        const mark16 = yield* markAt(S16)
        const mine = yield* records()
        expect(mine.map((r) => [r.symbol, r.side, num(r.size), num(r.createdTime)])).toEqual([
          ["BTCPERP", "Buy", 0.1, S16]
        ])
        const first = mine[0] as (typeof mine)[number]
        expect(num(first.markPrice)).toBe(mark16)
        expect(num(first.sessionAvgPrice)).toBe(mark16)
        expect(num(first.realisedPnl)).toBeCloseTo((mark16 - entry) * 0.1, 6)
        expect((yield* funded) * (yield* asSub(funded))).toBeLessThan(0)
        expect((yield* usdc) - wallet0 - (yield* funded)).toBeCloseTo(num(first.realisedPnl), 6)
        // the position now starts its session from the settlement price
        expect(num((yield* position)?.avgPrice)).toBe(mark16)
        const theirs = yield* asSub(records())
        expect(theirs.map((r) => [r.side, num(r.size)])).toEqual([["Sell", 0.2]])
        expect(num(theirs[0]?.realisedPnl)).toBeCloseTo((subEntry - mark16) * 0.2, 6)
        expect((yield* asSub(usdc)) - subWallet0 - (yield* asSub(funded))).toBeCloseTo(num(theirs[0]?.realisedPnl), 6)

        // the transaction log books the funding and the session settlement of the same moment as ONE entry: the
        // funding in `funding`, the 8-hour PnL in `cashFlow`, change = cashFlow + funding - fee (docs)
        const logged = yield* Account.getTransactionLog({ category: "linear", type: "SETTLEMENT", startTime: S16 })
        expect(logged.list.map((e) => [e.symbol, e.side, e.currency, num(e.transactionTime), e.fee])).toEqual([
          ["BTCPERP", "Buy", "USDC", S16, "0.00000000"]
        ])
        const entry16 = logged.list[0] as (typeof logged.list)[number]
        expect(num(entry16.funding)).toBeCloseTo(yield* funded, 6)
        expect(num(entry16.funding)).not.toBe(0)
        expect(num(entry16.cashFlow)).toBeCloseTo(num(first.realisedPnl), 6)
        expect(num(entry16.change)).toBeCloseTo(num(entry16.cashFlow) + num(entry16.funding), 8)
        expect(num(entry16.cashBalance)).toBeCloseTo(yield* usdc, 6)
        expect(num(entry16.cashBalance) - wallet0).toBeCloseTo(num(entry16.change), 6)
        const subLogged = yield* asSub(Account.getTransactionLog({ category: "linear", type: "SETTLEMENT" }))
        expect(subLogged.list.map((e) => [e.side, num(e.size)])).toEqual([["Sell", -0.2]])
        expect(num(subLogged.list[0]?.cashFlow)).toBeCloseTo(num(theirs[0]?.realisedPnl), 6)
        expect(num(subLogged.list[0]?.funding)).toBeCloseTo(yield* asSub(funded), 6)

        // nothing more until the next boundary (00:00)
        emulator.admin.moveClock(8 * HOUR - 120_000)
        expect((yield* records()).length).toBe(1)
        emulator.admin.moveClock(120_000)
        expect((yield* records()).map((r) => num(r.createdTime))).toEqual([S16 + 8 * HOUR, S16])

        // two days at once: six boundaries, each at its own mark, the PnLs chaining from one to the next
        emulator.admin.moveClock(48 * HOUR)
        const all = yield* records({ limit: 50 })
        const times = all.map((r) => num(r.createdTime))
        expect(times).toEqual(Array.from({ length: 8 }, (_, k) => S16 + (7 - k) * 8 * HOUR))
        const marks = yield* Effect.forEach([...times].reverse(), markAt)
        const chained = [...all].reverse()
        for (const [k, r] of chained.entries()) {
          expect(num(r.markPrice)).toBe(marks[k])
          const from = k === 0 ? entry : (marks[k - 1] as number)
          expect(num(r.realisedPnl)).toBeCloseTo(((marks[k] as number) - from) * 0.1, 6)
        }
        const total = all.reduce((s, r) => s + num(r.realisedPnl), 0)
        expect((yield* usdc) - wallet0 - (yield* funded)).toBeCloseTo(total, 5)
        // one SETTLEMENT entry per boundary, their changes adding up to what the wallet moved
        const entries = yield* Account.getTransactionLog({
          category: "linear",
          type: "SETTLEMENT",
          startTime: S16,
          endTime: S16 + 56 * HOUR,
          limit: 50
        })
        expect(entries.list.map((e) => num(e.transactionTime))).toEqual(times)
        expect(entries.list.reduce((s, e) => s + num(e.change), 0)).toBeCloseTo((yield* usdc) - wallet0, 5)
        expect(num(entries.list[0]?.cashBalance)).toBeCloseTo(yield* usdc, 6)
        expect(total).toBeCloseTo(((marks[7] as number) - entry) * 0.1, 6)
        expect((yield* asSub(records({ limit: 50 }))).every((r) => r.side === "Sell")).toBe(true)

        // filters and paging
        expect(yield* records({ symbol: "ETHPERP" })).toEqual([])
        expect((yield* records({ symbol: "BTCPERP" })).length).toBe(8)
        expect((yield* records({ startTime: S16 + 24 * HOUR, endTime: S16 + 40 * HOUR })).length).toBe(3)
        const page1 = yield* Asset.getSettlementRecords({ category: "linear", limit: 5 })
        const page2 = yield* Asset.getSettlementRecords({ category: "linear", limit: 5, cursor: page1.nextPageCursor })
        expect([...page1.list, ...page2.list].map((r) => r.createdTime)).toEqual(all.map((r) => r.createdTime))
        expect(page2.nextPageCursor ?? "").toBe("")

        // closing after settlement realises only what moved since the last settlement price
        const last = marks[7] as number
        yield* order("Sell", "0.1", "s-close")
        const fills = yield* Execution.getExecutionList({
          category: "linear",
          symbol: "BTCPERP",
          orderLinkId: "s-close"
        })
        const close = fills.list[0] as Record<string, unknown> | undefined
        const closedList = yield* Position.getClosedPnL({ category: "linear", symbol: "BTCPERP", limit: 1 })
        const closed = closedList.list[0]
        expect(num(closed?.avgEntryPrice)).toBe(last)
        expect(num(closed?.avgExitPrice)).toBe(num(close?.execPrice))
        expect(yield* position).toBeUndefined()
        // a flat position settles nothing more
        emulator.admin.moveClock(8 * HOUR)
        expect((yield* records({ limit: 50 })).length).toBe(8)
        expect((yield* asSub(records({ limit: 50 }))).length).toBe(9)
      })
    )

    it.effect("the documented rejections", () =>
      Effect.gen(function* () {
        expect(yield* tagOf(Asset.getSettlementRecords({ category: "linear", symbol: "BTCUSDT" }))).toBe(
          "UsdcSettleCoinOnly"
        )
        expect(yield* tagOf(Asset.getSettlementRecords({ category: "linear", symbol: "NOPE" }))).toBe("ParamsError")
        expect(yield* tagOf(Asset.getSettlementRecords({ category: "linear", limit: 51 }))).toBe("ParamsError")
        expect(yield* tagOf(Asset.getSettlementRecords({ category: "linear", cursor: "nope" }))).toBe("ParamsError")
        const t = NOW
        expect(
          yield* tagOf(Asset.getSettlementRecords({ category: "linear", startTime: t - 31 * 86_400_000, endTime: t }))
        ).toBe("ParamsError")
      })
    )
  })
})

describe("settlement pushes", () => {
  it.effect("each account's private stream shows its own settled position and its wallet", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      yield* withTwoAccounts(
        ({ emulator, subUid, asSub }) =>
          Effect.gen(function* () {
            emulator.admin.setBalance("USDC", "100000")
            emulator.admin.setBalance("USDC", "100000", { uid: subUid })
            const buy = (symbol: string, qty: string) =>
              Trade.submitOrder({ category: "linear", symbol, side: "Buy", orderType: "Market", qty })
            yield* buy("BTCPERP", "0.1")
            yield* asSub(buy("ETHPERP", "1"))
            const seen = new Map<string, Array<string>>()
            const note = (who: string, ...what: ReadonlyArray<string>): void => {
              seen.set(who, [...(seen.get(who) ?? []), ...what])
            }
            const watch = (who: string) => [
              Stream.runForEach(Topics.subscribe(Topics.position("linear")), (m) =>
                Effect.sync(() =>
                  note(
                    who,
                    ...m.data.map((p) => `position ${p.symbol} ${String(p.entryPrice)} ${String(p.sessionAvgPrice)}`)
                  )
                )
              ),
              Stream.runForEach(Topics.subscribe(Topics.wallet), () => Effect.sync(() => note(who, "wallet")))
            ]
            const fibers = yield* Effect.forEach([...watch("master"), ...watch("sub").map((e) => asSub(e))], (e) =>
              Effect.forkChild(e)
            )
            yield* waitFor(
              () =>
                emulator.admin.openSockets().filter((s) => s.path === "/v5/private" && s.topics.length >= 2).length ===
                2,
              "both accounts' private topics",
              settling
            )
            emulator.admin.moveClock(S16 - NOW + 60_000)
            yield* Asset.getSettlementRecords({ category: "linear" })
            const mark = (symbol: string) =>
              Effect.map(
                Market.getMarkPriceKline({ category: "linear", symbol, interval: "1", start: S16, end: S16 }),
                (k) => String(k.list[0]?.open)
              )
            const btc = yield* mark("BTCPERP")
            const eth = yield* mark("ETHPERP")
            const settled = (who: string, symbol: string, price: string) =>
              (seen.get(who) ?? []).some(
                (x) =>
                  x.startsWith(`position ${symbol} `) &&
                  x.split(" ").every((v, k) => k < 2 || Number(v) === Number(price))
              )
            yield* waitFor(
              () => settled("master", "BTCPERP", btc) && settled("sub", "ETHPERP", eth),
              `the settled positions: ${JSON.stringify([...seen])}`,
              settling
            )
            const master = seen.get("master") ?? []
            const sub = seen.get("sub") ?? []
            expect(master.slice(master.findIndex((x) => x.startsWith("position BTCPERP"))).includes("wallet")).toBe(
              true
            )
            expect(sub.slice(sub.findIndex((x) => x.startsWith("position ETHPERP"))).includes("wallet")).toBe(true)
            expect(master.some((x) => x.includes("ETHPERP"))).toBe(false)
            expect(sub.some((x) => x.includes("BTCPERP"))).toBe(false)
            yield* Effect.forEach(fibers, Fiber.interrupt)
          }),
        { seed: 83, tickMs: 600_000 }
      )
    })
  )
})

describe("bybit-api against the session settlement", () => {
  it.live("RestClientV5 trades BTCPERP and reads the settlement of its position", () =>
    Effect.gen(function* () {
      const h = yield* Emulator.make({ port: 0, seed: 83 })
      h.admin.setBalance("USDC", "100000")
      // the server's clock jumps to the next session: the SDK offsets its own by /v5/market/time
      const client = new RestClientV5({
        key: h.apiKey,
        secret: h.apiSecret,
        baseUrl: h.rest,
        syncTimeBeforePrivateRequests: true
      })
      const order = yield* Effect.promise(() =>
        client.submitOrder({ category: "linear", symbol: "BTCPERP", side: "Buy", orderType: "Market", qty: "0.01" })
      )
      expect(order.retCode, order.retMsg).toBe(0)
      const now = h.admin.now()
      h.admin.moveClock((Math.floor(now / (8 * HOUR)) + 1) * 8 * HOUR - now + 60_000)
      const records = yield* Effect.promise(() =>
        client.getSettlementRecords({ category: "linear", symbol: "BTCPERP" })
      )
      expect(records.retCode).toBe(0)
      expect(records.result.list.map((r) => [r.symbol, r.side, r.size])).toEqual([["BTCPERP", "Buy", "0.01"]])
      expect(h.admin.violations()).toEqual([])
    })
  )
})

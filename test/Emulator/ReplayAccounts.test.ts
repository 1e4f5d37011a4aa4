import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import type * as Report from "../../src/Emulator/Report.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as AdminHttp from "../support/AdminHttp.js"
import * as SeededRecording from "../support/SeededRecording.js"
import { SUB_KEY, settling, socketsAt, withTwoAccounts } from "../support/TwoAccounts.js"
import { waitFor } from "../support/WaitFor.js"

// Two accounts (the master's key and a sub-account's) trading while the emulator replays a recording, counted at
// the exchange while the client lives: each uid's open orders, fills and report are its own, each key's private
// socket holds the topic once however many subscribers share it, and a topic leaves the exchange with its last
// subscriber — the other account's untouched.

const T0 = 1_767_225_600_000
const category = "linear"
const symbol = "BTCUSDT"

// five minutes of BTCUSDT at the recording's pace: the replay is still playing when the test ends
const lines = SeededRecording.record({ seed: 5, start: T0, steps: 600, stepMs: 500, symbols: [symbol] })

const limitBuy = (price: string, orderLinkId: string) =>
  ({ category, symbol, side: "Buy", orderType: "Limit", qty: "0.010", price, orderLinkId }) as const
const marketBuy = (qty: string, orderLinkId: string) =>
  ({ category, symbol, side: "Buy", orderType: "Market", qty, orderLinkId }) as const

const belowMarket = Effect.map(Market.getTickers({ category, symbol }), (t) =>
  (Math.round(Number(t.list[0]?.lastPrice ?? "0") * 0.8 * 10) / 10).toFixed(1)
)

/** The open orders of an account at the exchange, by link id. */
const openAt = (emulator: Emulator.EmulatorHandle, uid: string) =>
  emulator.admin.exchange.engine
    .orders({ accountId: uid, category, openOnly: true })
    .map((o) => o.orderLinkId)
    .sort()

/** The topics of every open socket at the exchange, by `path key`. */
const topicsAt = (emulator: Emulator.EmulatorHandle): Readonly<Record<string, ReadonlyArray<string>>> =>
  Object.fromEntries(
    emulator.admin
      .openSockets()
      .filter((s) => s.topics.length > 0)
      .map((s) => [`${s.path} ${s.apiKey ?? "-"}`, [...s.topics].sort()])
  )

/** A report's filled quantity per order (a market order may fill at several levels). */
const filled = (report: Report.Report): Readonly<Record<string, string>> => {
  const sums = new Map<string, number>()
  for (const f of report.fills) sums.set(f.orderLinkId, (sums.get(f.orderLinkId) ?? 0) + Number(f.qty))
  return Object.fromEntries([...sums].map(([link, qty]) => [link, qty.toFixed(3)]))
}

/** An account's report as the admin route answers it (`GET /__admin/report?uid=`). */
const reportOverHttp = (emulator: Emulator.EmulatorHandle, uid: string) =>
  Effect.promise(() =>
    AdminHttp.fetchAdmin(emulator, "report", { method: "GET", query: `uid=${uid}` })
      .then((r) => r.json() as Promise<{ readonly result: Report.Report }>)
      .then((answer) => answer.result)
  )

describe("two accounts trading during a replay", () => {
  it.live(
    "open orders, fills and reports stay per uid; a key's topic is held once and leaves with its last subscriber",
    () =>
      withTwoAccounts(
        ({ emulator, subUid, asSub }) =>
          Effect.gen(function* () {
            expect(emulator.replay?.status().state).toBe("playing")
            const seen = { master1: [] as Array<string>, master2: [] as Array<string>, sub: [] as Array<string> }
            const collect = (into: Array<string>) =>
              Topics.subscribe(Topics.order()).pipe(
                Stream.runForEach((m) => Effect.sync(() => into.push(...m.data.map((o) => o.orderLinkId))))
              )
            let subTicks = 0
            const tickers = Topics.subscribe(Topics.tickers(symbol), category)
            // two subscribers of the master's order stream, one of the sub's; the ticker under both keys
            const master1 = yield* Effect.forkChild(collect(seen.master1))
            const master2 = yield* Effect.forkChild(collect(seen.master2))
            const sub = yield* Effect.forkChild(asSub(collect(seen.sub)))
            const masterTicker = yield* Effect.forkChild(Stream.runDrain(tickers))
            const subTicker = yield* Effect.forkChild(
              asSub(Stream.runForEach(tickers, () => Effect.sync(() => subTicks++)))
            )
            const held = {
              [`/v5/private ${emulator.apiKey}`]: ["order"],
              [`/v5/private ${SUB_KEY}`]: ["order"],
              "/v5/public/linear -": [`tickers.${symbol}`]
            }
            yield* waitFor(
              () => Object.keys(topicsAt(emulator)).length === 3,
              "the order topic under each key, and the ticker",
              settling
            )
            // one socket per key (public: one for both), each topic held once however many subscribe to it
            expect(topicsAt(emulator)).toEqual(held)
            expect(socketsAt(emulator)).toEqual(Object.keys(held).sort())

            // each account rests a limit order far below the market and takes some at the market
            const price = yield* belowMarket
            yield* Trade.submitOrder(limitBuy(price, "master-rest"))
            yield* asSub(Trade.submitOrder(limitBuy(price, "sub-rest")))
            yield* Trade.submitOrder(marketBuy("0.020", "master-take"))
            yield* asSub(Trade.submitOrder(marketBuy("0.010", "sub-take")))
            yield* waitFor(
              () =>
                [seen.master1, seen.master2].every((s) => s.includes("master-rest") && s.includes("master-take")) &&
                seen.sub.includes("sub-rest") &&
                seen.sub.includes("sub-take"),
              "every order on its own account's stream",
              settling
            )
            expect(new Set(seen.master1)).toEqual(new Set(["master-rest", "master-take"]))
            expect(new Set(seen.master2)).toEqual(new Set(["master-rest", "master-take"]))
            expect(new Set(seen.sub)).toEqual(new Set(["sub-rest", "sub-take"]))

            // at the exchange: each uid's open orders and report are its own
            expect(openAt(emulator, emulator.uid)).toEqual(["master-rest"])
            expect(openAt(emulator, subUid)).toEqual(["sub-rest"])
            const masterReport = emulator.admin.report()
            const subReport = emulator.admin.report({ uid: subUid })
            expect(masterReport.uid).toBe(emulator.uid)
            expect(subReport.uid).toBe(subUid)
            expect(filled(masterReport)).toEqual({ "master-take": "0.020" })
            expect(filled(subReport)).toEqual({ "sub-take": "0.010" })
            expect(masterReport.symbols.map((s) => s.symbol)).toEqual([symbol])
            expect(subReport.symbols.map((s) => s.symbol)).toEqual([symbol])
            // the admin route answers the same per uid
            expect(filled(yield* reportOverHttp(emulator, subUid))).toEqual(filled(subReport))
            expect(filled(yield* reportOverHttp(emulator, emulator.uid))).toEqual(filled(masterReport))

            // one of the master's two subscribers leaves: the other still gets the account's orders on that topic
            yield* Fiber.interrupt(master1)
            yield* Trade.submitOrder(limitBuy(price, "master-rest-2"))
            yield* waitFor(
              () => seen.master2.includes("master-rest-2"),
              "the order on the remaining subscriber",
              settling
            )
            expect(seen.sub).not.toContain("master-rest-2")
            expect(topicsAt(emulator)).toEqual(held)
            // the last one leaves: the master's topic goes, the sub's stays
            yield* Fiber.interrupt(master2)
            yield* waitFor(
              () => topicsAt(emulator)[`/v5/private ${emulator.apiKey}`] === undefined,
              "the master's order topic gone with its last subscriber",
              settling
            )
            expect(topicsAt(emulator)).toEqual({
              [`/v5/private ${SUB_KEY}`]: ["order"],
              "/v5/public/linear -": [`tickers.${symbol}`]
            })
            // the ticker stays while one key still reads it: the replay's next tickers still reach the other
            yield* Fiber.interrupt(masterTicker)
            const ticks = subTicks
            yield* waitFor(() => subTicks >= ticks + 2, "two more tickers for the remaining subscriber", settling)
            expect(topicsAt(emulator)["/v5/public/linear -"]).toEqual([`tickers.${symbol}`])
            yield* Trade.submitOrder(limitBuy(price, "master-rest-3"))
            expect(openAt(emulator, emulator.uid)).toEqual(["master-rest", "master-rest-2", "master-rest-3"])
            expect(openAt(emulator, subUid)).toEqual(["sub-rest"])
            yield* Fiber.interrupt(sub)
            yield* Fiber.interrupt(subTicker)
            yield* waitFor(() => emulator.admin.openSockets().length === 0, "no socket left", settling)
            // still replaying: what was counted was counted during the replay
            expect(emulator.replay?.status().state).toBe("playing")
          }),
        { seed: 21, market: Replay.from(lines, { speed: 1 }) }
      ),
    120_000
  )
})

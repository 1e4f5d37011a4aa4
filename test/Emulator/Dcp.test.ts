/**
 * Disconnect-Cancel-Protection through the library's client, on TestClock: with `disconnected-cancel-all` set to
 * 10 s for derivatives, the account's linear orders are cancelled (`CancelByDCP`) once its last private
 * connection subscribed to `dcp.future` has been gone 10 s — not while another of its connections (another key of
 * the same account) still holds the topic, not before the window, and never another account's orders.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Redacted from "effect/Redacted"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import { masterPermissions } from "../../src/Emulator/books/Accounts.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Topics from "../../src/Socket/Topics.js"
import { provideLive } from "../support/Live.js"
import { settling, withTwoAccounts } from "../support/TwoAccounts.js"
import { waitFor } from "../support/WaitFor.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const BTC = { category: "linear", symbol: "BTCUSDT" } as const
const SECOND_KEY = "DcpSecondMasterKey0001"
const SECOND_SECRET = "DcpSecondMasterSecret0123456789abcdef"

const statusOf = (link: string) =>
  Effect.map(Trade.getHistoricOrders({ ...BTC, orderLinkId: link }), (r) => {
    const o = r.list[0]
    return `${o?.orderStatus} ${o?.cancelType}`
  })

/**
 * Gives the emulator's socket scan (every 250 ms of real time) the time to see the moved clock, before checking that
 * nothing was cancelled: a slow machine can only make such a check pass, never fail.
 */
const settle = provideLive(Effect.sleep("700 millis"))

describe("DCP", () => {
  it.effect(
    "cancels the account's orders a window after its last dcp connection is gone, and only that account's",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        yield* withTwoAccounts(
          ({ emulator, asSub }) =>
            Effect.gen(function* () {
              emulator.admin.addApiKey({
                apiKey: SECOND_KEY,
                secret: SECOND_SECRET,
                uid: emulator.uid,
                isMaster: true,
                readOnly: false,
                permissions: Object.fromEntries(Object.entries(masterPermissions)),
                ips: []
              })
              const asSecond = <A, E, R>(e: Effect.Effect<A, E, R>) =>
                Credentials.withCredentials(e, {
                  apiKey: Redacted.make(SECOND_KEY),
                  apiSecret: Redacted.make(SECOND_SECRET)
                })
              const pushed: Array<unknown> = []
              const first = yield* Effect.forkChild(
                Stream.runForEach(Topics.subscribe(Topics.dcp("future")), (m) => Effect.sync(() => pushed.push(m.data)))
              )
              const second = yield* Effect.forkChild(asSecond(Stream.runDrain(Topics.subscribe(Topics.dcp("future")))))
              const sub = yield* Effect.forkChild(asSub(Stream.runDrain(Topics.subscribe(Topics.dcp("future")))))
              const dcpSockets = () =>
                emulator.admin.openSockets().filter((s) => s.path === "/v5/private" && s.topics.includes("dcp.future"))
                  .length
              yield* waitFor(() => dcpSockets() === 3, "three private sockets holding dcp.future", settling)

              yield* Trade.setDisconnectCancelAllWindow({ product: "DERIVATIVES", timeWindow: 10 })
              yield* waitFor(() => pushed.length > 0, "the dcp push", settling)
              expect(pushed[0]).toEqual([{ product: "DERIVATIVES", dcpStatus: "ON", timeWindow: "10" }])
              const info = yield* Account.getDCPInfo()
              expect(info.dcpInfos.map((d) => [d.product, d.dcpStatus, String(d.timeWindow)])).toEqual([
                ["DERIVATIVES", "ON", "10"]
              ])

              const bid = Number((yield* Market.getTickers(BTC)).list[0]?.bid1Price)
              const price = (Math.round(bid * 0.9 * 10) / 10).toFixed(1)
              const resting = { ...BTC, side: "Buy", orderType: "Limit", qty: "0.01", price } as const
              yield* Trade.submitOrder({ ...resting, orderLinkId: "dcp-master" })
              yield* asSub(Trade.submitOrder({ ...resting, orderLinkId: "dcp-sub" }))

              // one of the master's connections goes: the other still protects the account
              yield* Fiber.interrupt(first)
              yield* waitFor(() => dcpSockets() === 2, "the first connection gone", settling)
              yield* TestClock.adjust("11 seconds")
              yield* settle
              expect(yield* statusOf("dcp-master")).toBe("New UNKNOWN")

              // the last one goes: nothing before the window, the cancel after it
              yield* Fiber.interrupt(second)
              yield* waitFor(() => dcpSockets() === 1, "the master's last dcp connection gone", settling)
              yield* TestClock.adjust("9 seconds")
              yield* settle
              expect(yield* statusOf("dcp-master")).toBe("New UNKNOWN")
              yield* TestClock.adjust("2 seconds")
              // the next scan cancels it
              yield* waitFor(
                Effect.map(statusOf("dcp-master"), (status) => status !== "New UNKNOWN"),
                "the master's order no longer new",
                { ...settling, interval: "50 millis" }
              )
              expect(yield* statusOf("dcp-master")).toBe("Cancelled CancelByDCP")
              // the sub's connection never left: its order stands
              expect(yield* asSub(statusOf("dcp-sub"))).toBe("New UNKNOWN")
              yield* Fiber.interrupt(sub)
            }),
          { seed: 91, tickMs: 600_000 }
        )
      }),
    60_000
  )
})

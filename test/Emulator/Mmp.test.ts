/**
 * Market maker protection through the library's client, with two accounts in one process: the master quotes
 * options with `mmp=true`, the sub-account takes its quote, the fill reaches the master's qty limit, and MMP
 * triggers — the master's other MMP orders of that base coin are cancelled (pushed on its private order stream),
 * new MMP orders are refused until the frozen period passes (TestClock) or `mmp-reset`; its plain orders, its
 * other base coin and the sub's MMP orders are never touched.
 */
import { describe, expect, it, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Topics from "../../src/Socket/Topics.js"
import { Accounts, layer as deskLayer } from "../support/DeskHarness.js"
import { settling, withTwoAccounts } from "../support/TwoAccounts.js"
import { waitFor } from "../support/WaitFor.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const btc = Instruments.byCategory("option").find((i) => i.baseCoin === "BTC" && i.optionsType === "Call")
const eth = Instruments.byCategory("option").find((i) => i.baseCoin === "ETH" && i.optionsType === "Call")
const BTC = btc?.symbol ?? ""
const ETH = eth?.symbol ?? ""

/** The option's best bid (price and the market's size there): a quote at it joins the market's own liquidity. */
const bestBid = (symbol: string) =>
  Effect.map(Market.getTickers({ category: "option", symbol }), (r) => {
    const t = r.list[0] as { readonly bid1Price: string; readonly bid1Size: string }
    return { price: t.bid1Price, size: Number(t.bid1Size) }
  })

/** The sub sells into the best bid: the market's liquidity there fills first, then `qty` of the quotes behind it. */
const take = (symbol: string, bid: { readonly price: string; readonly size: number }, qty: number) =>
  Trade.submitOrder({
    category: "option",
    symbol,
    side: "Sell",
    orderType: "Limit",
    qty: (bid.size + qty).toFixed(2),
    price: bid.price,
    timeInForce: "IOC",
    orderLinkId: `s-take-${symbol}`
  })

/** Options settle in USDC: both accounts hold some. */
const fundUsdc = (emulator: Emulator.EmulatorHandle, subUid: string) => {
  emulator.admin.setBalance("USDC", "100000")
  emulator.admin.setBalance("USDC", "100000", { uid: subUid })
}

const below = (price: string, tickSize: string | undefined) => String(Number(price) - Number(tickSize ?? "5"))

const quote = (symbol: string, price: string, qty: string, link: string, mmp: boolean) =>
  Trade.submitOrder({
    category: "option",
    symbol,
    side: "Buy",
    orderType: "Limit",
    qty,
    price,
    orderLinkId: link,
    ...(mmp ? { mmp: true } : {})
  })

const openLinks = Effect.map(Trade.getActiveOrders({ category: "option" }), (r) =>
  r.list.map((o) => o.orderLinkId).sort()
)

const stateOf = (baseCoin: string) =>
  Effect.map(Account.getMMPState({ baseCoin }), (r) => {
    const s = r.result[0]
    return s === undefined ? undefined : { frozen: s.mmpFrozen, until: s.mmpFrozenUntil }
  })

describe("MMP", () => {
  it.effect(
    "a maker fill at the qty limit cancels the account's MMP orders of that base coin and freezes new ones",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        yield* withTwoAccounts(
          ({ emulator, asSub, subUid }) =>
            Effect.gen(function* () {
              fundUsdc(emulator, subUid)
              emulator.admin.grantMmp(["BTC", "ETH"])
              const pushed: Array<{ link: string; status: string; cancelType: string }> = []
              const stream = yield* Effect.forkChild(
                Topics.subscribe(Topics.order("option")).pipe(
                  Stream.runForEach((m) =>
                    Effect.sync(() => {
                      for (const o of m.data) {
                        pushed.push({ link: o.orderLinkId, status: o.orderStatus, cancelType: o.cancelType ?? "" })
                      }
                    })
                  )
                )
              )
              yield* waitFor(
                () => emulator.admin.openSockets().some((s) => s.path === "/v5/private" && s.topics.length > 0),
                "the master's private order topic",
                settling
              )
              yield* Account.setMMP({
                baseCoin: "BTC",
                window: "5000",
                frozenPeriod: "5000",
                qtyLimit: "0.02",
                deltaLimit: "100"
              })
              expect(yield* stateOf("BTC")).toEqual({ frozen: false, until: "0" })
              const bid = yield* bestBid(BTC)
              const price = bid.price
              yield* quote(BTC, price, "0.02", "m-first", true)
              yield* quote(BTC, price, "0.01", "m-second", true)
              yield* quote(BTC, price, "0.01", "m-plain", false)
              yield* quote(ETH, (yield* bestBid(ETH)).price, "0.1", "m-eth", true)
              // the sub quotes BTC with mmp too (it set no MMP of its own), below the master's quotes
              yield* asSub(quote(BTC, below(price, btc?.tickSize), "0.01", "s-quote", true))

              // the sub takes exactly the master's first quote: 0.02 of maker fills reaches the qty limit
              yield* asSub(take(BTC, bid, 0.02))
              expect(yield* openLinks).toEqual(["m-eth", "m-plain"])
              const cancelled = (yield* Trade.getHistoricOrders({ category: "option", orderLinkId: "m-second" })).list
              expect(cancelled.map((o) => [o.orderStatus, o.cancelType, o.rejectReason])).toEqual([
                ["Cancelled", "CancelByMmpTriggered", "EC_CancelByMMP"]
              ])
              yield* waitFor(
                () => pushed.some((p) => p.link === "m-second" && p.cancelType === "CancelByMmpTriggered"),
                "the MMP cancel on the order stream",
                settling
              )
              expect(pushed.filter((p) => p.link === "m-first").map((p) => p.status)).toEqual(["New", "Filled"])
              expect(yield* stateOf("BTC")).toEqual({ frozen: true, until: String(NOW + 5_000) })
              expect(yield* stateOf("ETH")).toBeUndefined()

              // frozen: a new BTC mmp order is refused; a plain one and an ETH mmp one are accepted
              const refused = yield* Effect.flip(quote(BTC, price, "0.01", "m-again", true))
              expect(refused._tag).toBe("ParamsError")
              yield* quote(BTC, price, "0.01", "m-plain2", false)
              yield* quote(ETH, (yield* bestBid(ETH)).price, "0.1", "m-eth2", true)
              // the other account's MMP order stands and it may still quote with mmp
              expect(yield* asSub(openLinks)).toEqual(["s-quote"])
              yield* asSub(quote(BTC, below(price, btc?.tickSize), "0.01", "s-quote2", true))
              yield* Fiber.interrupt(stream)

              // the frozen period passes on the emulator's clock
              yield* TestClock.adjust("4 seconds")
              expect((yield* stateOf("BTC"))?.frozen).toBe(true)
              yield* TestClock.adjust("1 second")
              expect(yield* stateOf("BTC")).toEqual({ frozen: false, until: "0" })
              yield* quote(BTC, price, "0.01", "m-back", true)
            }),
          { seed: 51 }
        )
      }),
    60_000
  )
})

layer(deskLayer({ seed: 52 }), { timeout: "60 seconds" })("MMP on the desk harness", (it) => {
  it.effect("frozen period 0 freezes until mmp-reset; the delta limit triggers too", () =>
    Effect.gen(function* () {
      const { asSub, emulator, subUid } = yield* Accounts
      fundUsdc(emulator, subUid)
      // not granted: 3500713; granted, never set: reset answers 110065 and the state is empty
      expect((yield* Effect.flip(Account.resetMMP({ baseCoin: "BTC" })))._tag).toBe("MmpProfileNotFound")
      emulator.admin.grantMmp(["BTC"])
      expect((yield* Effect.flip(Account.resetMMP({ baseCoin: "BTC" })))._tag).toBe("MmpNotEnabled")
      expect(yield* stateOf("BTC")).toBeUndefined()
      // a tiny delta limit: any fill's |qty × delta| reaches it before the qty limit
      yield* Account.setMMP({
        baseCoin: "BTC",
        window: "5000",
        frozenPeriod: "0",
        qtyLimit: "100",
        deltaLimit: "0.0001"
      })
      const bid = yield* bestBid(BTC)
      const price = bid.price
      yield* quote(BTC, price, "0.01", "d-first", true)
      yield* quote(BTC, price, "0.01", "d-second", true)
      yield* asSub(take(BTC, bid, 0.01))
      expect(yield* openLinks).toEqual([])
      expect(yield* stateOf("BTC")).toEqual({ frozen: true, until: "0" })
      yield* TestClock.adjust("1 hour")
      expect((yield* stateOf("BTC"))?.frozen).toBe(true)
      expect((yield* Effect.flip(quote(BTC, price, "0.01", "d-refused", true)))._tag).toBe("ParamsError")
      yield* Account.resetMMP({ baseCoin: "BTC" })
      expect(yield* stateOf("BTC")).toEqual({ frozen: false, until: "0" })
      yield* quote(BTC, (yield* bestBid(BTC)).price, "0.01", "d-after", true)
      expect(yield* openLinks).toEqual(["d-after"])
    })
  )
})

import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"
import { SUB_KEY, SUB_SECRET, settling, socketsAt, withTwoAccounts } from "../support/TwoAccounts.js"
import { waitFor } from "../support/WaitFor.js"

// Two credential sets in one process: the master's key (the client's default) and a sub-account's key, used through
// `Credentials.withCredentials`. Every socket that authenticates must be the one of the credentials in effect where
// the stream is opened or the order is placed — counted at the exchange, per key.

const symbol = "BTCUSDT"
const category = "linear"

const belowMarket = Effect.map(Market.getTickers({ category, symbol }), (t) =>
  (Math.round(Number(t.list[0]?.lastPrice ?? "0") * 0.8 * 10) / 10).toFixed(1)
)

const limitBuy = (price: string, orderLinkId: string) =>
  ({ category, symbol, side: "Buy", orderType: "Limit", qty: "0.01", price, orderLinkId }) as const

const openLinks = Effect.map(Trade.getActiveOrders({ category, symbol }), (r) =>
  r.list.map((o) => o.orderLinkId).sort()
)

describe("WebSocket identity: one session per (endpoint, credentials)", () => {
  it.live("an order placed over the trade socket under withCredentials(sub) lands on the sub-account", () =>
    withTwoAccounts(({ emulator, asSub }) =>
      Effect.gen(function* () {
        const price = yield* belowMarket
        yield* TradeApi.createOrder(limitBuy(price, "ws-master"))
        yield* asSub(TradeApi.createOrder(limitBuy(price, "ws-meant-for-sub")))
        yield* TradeApi.createOrder(limitBuy(price, "ws-master-2"))

        expect(yield* openLinks).toEqual(["ws-master", "ws-master-2"])
        expect(yield* asSub(openLinks)).toEqual(["ws-meant-for-sub"])
        // one authenticated trade socket per key, while the client lives
        const trade = socketsAt(emulator).filter((s) => s.startsWith("/v5/trade"))
        expect(trade).toEqual([`/v5/trade ${emulator.apiKey}`, `/v5/trade ${SUB_KEY}`].sort())
      })
    )
  )

  it.live("from JavaScript, the sub's key as plain strings signs as its Redacted set: REST and the trade socket", () =>
    withTwoAccounts(({ emulator }) =>
      Effect.gen(function* () {
        // what a JavaScript caller passes: the types say Redacted, the values are strings
        const plain = { apiKey: SUB_KEY, apiSecret: SUB_SECRET } as unknown as Credentials.ApiCredentials
        const price = yield* belowMarket
        yield* Credentials.withCredentials(Trade.submitOrder(limitBuy(price, "rest-plain-sub")), plain)
        yield* Credentials.withCredentials(TradeApi.createOrder(limitBuy(price, "ws-plain-sub")), plain)
        expect(yield* openLinks).toEqual([])
        expect(yield* Credentials.withCredentials(openLinks, plain)).toEqual(["rest-plain-sub", "ws-plain-sub"])
        const trade = socketsAt(emulator).filter((s) => s.startsWith("/v5/trade"))
        expect(trade).toEqual([`/v5/trade ${SUB_KEY}`])
        // a set without a secret is a defect carrying the typed error, naming the mistake and neither value
        const missing = { apiKey: SUB_KEY } as unknown as Credentials.ApiCredentials
        const exit = yield* Effect.exit(Credentials.withCredentials(openLinks, missing))
        expect(String(exit)).toContain(
          "IncompleteCredentials: API Key & Secret are both required for private endpoints"
        )
        expect(String(exit)).not.toContain(SUB_KEY)
      })
    )
  )

  it.live("a private order stream under the sub's credentials sees only the sub's orders", () =>
    withTwoAccounts(
      ({ emulator, asSub }) =>
        Effect.gen(function* () {
          const seen = { master: [] as Array<string>, sub: [] as Array<string> }
          const collect = (into: Array<string>) =>
            Topics.subscribe(Topics.order()).pipe(
              Stream.runForEach((m) => Effect.sync(() => into.push(...m.data.map((o) => o.orderLinkId))))
            )
          const masterFiber = yield* Effect.forkChild(collect(seen.master))
          const subFiber = yield* Effect.forkChild(asSub(collect(seen.sub)))
          yield* waitFor(
            () =>
              emulator.admin.openSockets().filter((s) => s.path === "/v5/private" && s.topics.length > 0).length === 2,
            "two private sockets holding the order topic",
            settling
          )
          expect(socketsAt(emulator).filter((s) => s.startsWith("/v5/private"))).toEqual(
            [`/v5/private ${emulator.apiKey}`, `/v5/private ${SUB_KEY}`].sort()
          )

          const price = yield* belowMarket
          yield* Trade.submitOrder(limitBuy(price, "rest-master"))
          yield* asSub(Trade.submitOrder(limitBuy(price, "rest-sub")))
          yield* waitFor(
            () => seen.master.includes("rest-master") && seen.sub.includes("rest-sub"),
            "both orders",
            settling
          )
          expect(new Set(seen.sub)).toEqual(new Set(["rest-sub"]))
          expect(new Set(seen.master)).toEqual(new Set(["rest-master"]))

          yield* Fiber.interrupt(masterFiber)
          yield* Fiber.interrupt(subFiber)
          yield* waitFor(() => socketsAt(emulator).length === 0, "no socket left", settling)
        }),
      { seed: 12 }
    )
  )

  it.live("subscribe-then-leave cycles leave no socket behind while the client lives", () =>
    withTwoAccounts(
      ({ emulator, asSub }) =>
        Effect.gen(function* () {
          for (let cycle = 0; cycle < 3; cycle++) {
            const runs = [
              Stream.runDrain(Topics.subscribe(Topics.tickers(symbol), category)),
              Stream.runDrain(Topics.subscribe(Topics.order())),
              asSub(Stream.runDrain(Topics.subscribe(Topics.wallet)))
            ]
            const fibers = yield* Effect.forEach(runs, (run) => Effect.forkChild(run))
            yield* waitFor(
              () => emulator.admin.openSockets().filter((s) => s.topics.length > 0).length === 3,
              `three subscribed sockets in cycle ${cycle}`,
              settling
            )
            expect(socketsAt(emulator)).toEqual(
              [`/v5/public/linear -`, `/v5/private ${emulator.apiKey}`, `/v5/private ${SUB_KEY}`].sort()
            )
            yield* Effect.forEach(fibers, Fiber.interrupt)
            yield* waitFor(() => emulator.admin.openSockets().length === 0, `no socket after cycle ${cycle}`, settling)
          }
        }),
      { seed: 13 }
    )
  )

  it.live("with idleTimeToLive an unused socket stays open for that long, then closes", () =>
    withTwoAccounts(
      ({ emulator }) =>
        Effect.gen(function* () {
          const fiber = yield* Effect.forkChild(Stream.runDrain(Topics.subscribe(Topics.tickers(symbol), category)))
          yield* waitFor(() => emulator.admin.openSockets().length === 1, "the public socket", settling)
          yield* Fiber.interrupt(fiber)
          const left = Date.now()
          // still open right after the last subscriber left…
          expect(emulator.admin.openSockets().map((s) => s.path)).toEqual(["/v5/public/linear"])
          // …and reused by the next one
          const again = yield* Effect.forkChild(Stream.runDrain(Topics.subscribe(Topics.tickers("ETHUSDT"), category)))
          yield* waitFor(
            () => emulator.admin.openSockets()[0]?.topics.includes("tickers.ETHUSDT") === true,
            "the second topic on the same socket",
            settling
          )
          expect(emulator.admin.openSockets()).toHaveLength(1)
          yield* Fiber.interrupt(again)
          yield* waitFor(() => emulator.admin.openSockets().length === 0, "the idle socket to close", settling)
          expect(Date.now() - left).toBeGreaterThanOrEqual(1_500)
        }),
      { seed: 14, socket: { idleTimeToLive: "1500 millis" } }
    )
  )
})

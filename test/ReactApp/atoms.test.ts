import { describe, expect, it } from "@effect/vitest"
import type * as Atom from "@effect-atom/atom/Atom"
import * as Registry from "@effect-atom/atom/Registry"
import * as Result from "@effect-atom/atom/Result"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type * as Scope from "effect/Scope"
import * as AccountAtoms from "../../react-app/src/atoms/Account.js"
import * as Config from "../../react-app/src/atoms/Config.js"
import * as ErrorText from "../../react-app/src/atoms/ErrorText.js"
import * as MarketAtoms from "../../react-app/src/atoms/Market.js"
import * as Runtime from "../../react-app/src/atoms/Runtime.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Node from "../../src/node.js"
import * as BookView from "../../src/Socket/BookView.js"

// The app imports the library as `effect-bybit`: vitest.config.ts aliases it to src/index.ts, as the app's Vite
// config does.

// The atoms of the React app against the embedded exchange: the runtime's platform is Node's (Node 20 has no global
// WebSocket) and the configuration points at the emulator, exactly as /app-config.json does in the page.

const configFor = (emulator: Emulator.EmulatorHandle): Config.AppConfig => ({
  env: "emulator",
  environments: { emulator: { rest: emulator.rest, ws: emulator.ws } },
  demoKeys: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret },
  proxy: { testnet: "/proxy/testnet", demo: "/proxy/demo", live: "/proxy/live" }
})

const withApp = <A, E>(
  body: (registry: Registry.Registry, emulator: Emulator.EmulatorHandle) => Effect.Effect<A, E, Scope.Scope>
) =>
  Effect.scoped(
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 11, tickMs: 50 })
      const registry = yield* Effect.acquireRelease(
        Effect.sync(() =>
          Registry.make({
            initialValues: [
              [Config.appConfigAtom, configFor(emulator)],
              [Runtime.platformAtom, Node.layer]
            ]
          })
        ),
        (registry) => Effect.sync(() => registry.dispose())
      )
      return yield* body(registry, emulator)
    })
  )

/** Mounts an atom and waits until its value passes `predicate`; fails the test with the last value on time-out. */
const until = <A>(registry: Registry.Registry, atom: Atom.Atom<A>, predicate: (a: A) => boolean, timeoutMs = 10_000) =>
  Effect.gen(function* () {
    const unmount = registry.mount(atom)
    yield* Effect.addFinalizer(() => Effect.sync(unmount))
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const value = registry.get(atom)
      if (predicate(value)) return value
      if (Date.now() > deadline) {
        return yield* Effect.dieMessage(`atom never matched; last value: ${JSON.stringify(value)?.slice(0, 400)}`)
      }
      yield* Effect.sleep("20 millis")
    }
  })

const success = <A, E>(result: Result.Result<A, E>): result is Result.Success<A, E> => Result.isSuccess(result)

/** Runs an `Atom.fn` and waits for its settled result. */
const run = <Arg, A, E>(registry: Registry.Registry, fn: Atom.AtomResultFn<Arg, A, E>, arg: Arg) =>
  Effect.gen(function* () {
    const unmount = registry.mount(fn)
    yield* Effect.addFinalizer(() => Effect.sync(unmount))
    registry.set(fn, arg)
    return yield* until(registry, fn, (r) => !r.waiting && !Result.isInitial(r))
  })

const connectDemoKeys = (registry: Registry.Registry, emulator: Emulator.EmulatorHandle) =>
  Effect.gen(function* () {
    yield* run(registry, AccountAtoms.connectKeysAtom, { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret })
    yield* until(registry, AccountAtoms.keysStateAtom, (s) => s === "connected")
  })

const limitBuy = (price: string, qty = "0.01"): AccountAtoms.OrderForm => ({
  side: "Buy",
  orderType: "Limit",
  qty,
  price,
  takeProfit: "",
  stopLoss: ""
})

describe("React app atoms against the emulator", () => {
  it.live("the market watch lists the category's tickers and the search narrows it", () =>
    withApp((registry) =>
      Effect.gen(function* () {
        const all = yield* until(
          registry,
          MarketAtoms.visibleMarketsAtom,
          (r) => success(r) && r.value.rows.some((row) => row.symbol === "BTCUSDT")
        )
        const rows = Result.getOrThrow(all).rows
        expect(rows.length).toBeGreaterThan(1)
        expect(Number(rows.find((row) => row.symbol === "BTCUSDT")?.lastPrice)).toBeGreaterThan(0)

        registry.set(MarketAtoms.searchAtom, "eth")
        const filtered = Result.getOrThrow(registry.get(MarketAtoms.visibleMarketsAtom)).rows
        expect(filtered.length).toBeGreaterThan(0)
        expect(filtered.length).toBeLessThan(rows.length)
        for (const row of filtered) expect(row.symbol).toContain("ETH")

        // switching the category reads that category's tickers
        registry.set(MarketAtoms.categoryAtom, "inverse")
        expect(registry.get(MarketAtoms.symbolAtom)).toBe("BTCUSD")
        registry.set(MarketAtoms.searchAtom, "")
        yield* until(
          registry,
          MarketAtoms.visibleMarketsAtom,
          (r) => success(r) && r.value.rows.length > 0 && r.value.rows.every((row) => row.symbol.endsWith("USD"))
        )
      })
    )
  )

  it.live(
    "the connection badge follows the public socket as the ticker subscribes, and the ticker streams the symbol",
    () =>
      withApp((registry) =>
        Effect.gen(function* () {
          // the socket opens for its first subscription: before that the badge reads "initial"
          expect(Result.getOrThrow(yield* until(registry, MarketAtoms.connectionStateAtom, success))).toBe("initial")
          const ticker = yield* until(registry, MarketAtoms.tickerAtom, success)
          yield* until(registry, MarketAtoms.connectionStateAtom, (r) => success(r) && r.value === "connected")
          expect(Result.getOrThrow(ticker).symbol).toBe("BTCUSDT")
          expect(Number(Result.getOrThrow(ticker).lastPrice)).toBeGreaterThan(0)
        })
      )
  )

  it.live("candles start from REST history and take live bars from the kline topic", () =>
    withApp((registry) =>
      Effect.gen(function* () {
        registry.set(MarketAtoms.intervalAtom, "1")
        const series = Result.getOrThrow(
          yield* until(registry, MarketAtoms.candlesAtom, (r) => success(r) && r.value.bars.length > 0)
        )
        expect(series.key).toBe("linear/BTCUSDT/1")
        const first = series.bars
        for (let i = 1; i < first.length; i++) expect(first[i]!.time).toBeGreaterThan(first[i - 1]!.time)
        const last = first[first.length - 1]!
        // a live kline frame either moves the last bar or opens a new one: the series changes without a new read
        yield* until(registry, MarketAtoms.candlesAtom, (r) => success(r) && r.value.bars !== first)
        const next = Result.getOrThrow(registry.get(MarketAtoms.candlesAtom)).bars
        expect(next.length).toBeGreaterThanOrEqual(first.length)
        expect(next[next.length - 1]!.time).toBeGreaterThanOrEqual(last.time)
      })
    )
  )

  it.live("the order book updates with growing ids and an uncrossed top, and the tape fills", () =>
    withApp((registry) =>
      Effect.gen(function* () {
        const first = Result.getOrThrow(yield* until(registry, MarketAtoms.bookAtom, success))
        const later = Result.getOrThrow(
          yield* until(registry, MarketAtoms.bookAtom, (r) => success(r) && r.value.u > first.u)
        )
        expect(later.symbol).toBe("BTCUSDT")
        const bid = Option.getOrThrow(BookView.bestBid(later))
        const ask = Option.getOrThrow(BookView.bestAsk(later))
        expect(Number(bid[0])).toBeLessThan(Number(ask[0]))

        const tape = yield* until(registry, MarketAtoms.tradesAtom, (r) => success(r) && r.value.length > 0, 20_000)
        const prints = Result.getOrThrow(tape)
        const print = prints[0]!
        // TradeTape: each trade once, newest first
        expect(new Set(prints.map((p) => p.id)).size).toBe(prints.length)
        for (let i = 1; i < prints.length; i++) expect(prints[i]!.time).toBeLessThanOrEqual(prints[i - 1]!.time)
        expect(Number(print.price)).toBeGreaterThan(0)
        expect(["Buy", "Sell"]).toContain(print.side)
      })
    )
  )

  it.live("keys: a wrong secret is refused in words and not kept; the right ones connect", () =>
    withApp((registry, emulator) =>
      Effect.gen(function* () {
        expect(registry.get(AccountAtoms.keysStateAtom)).toBe("none")
        const refused = yield* run(registry, AccountAtoms.connectKeysAtom, {
          apiKey: emulator.apiKey,
          apiSecret: "not-the-secret"
        })
        expect(Result.isFailure(refused)).toBe(true)
        expect(registry.get(AccountAtoms.keysStateAtom)).toBe("The API secret does not match the key")
        expect(Option.isNone(registry.get(Runtime.credentialsAtom))).toBe(true)

        const half = yield* run(registry, AccountAtoms.connectKeysAtom, { apiKey: emulator.apiKey, apiSecret: "" })
        expect(Result.isFailure(half)).toBe(true)
        expect(registry.get(AccountAtoms.keysStateAtom)).toBe("Both the API key and the secret are required")

        yield* connectDemoKeys(registry, emulator)
        const wallet = Result.getOrThrow(
          yield* until(registry, AccountAtoms.walletAtom, (r) => success(r) && r.value.length > 0)
        )
        expect(Number(wallet.find((c) => c.coin === "USDT")?.walletBalance)).toBe(100_000)
      })
    )
  )

  it.live("an order is placed, shown as open, amended and cancelled through the atoms", () =>
    withApp((registry, emulator) =>
      Effect.gen(function* () {
        yield* connectDemoKeys(registry, emulator)
        const ticker = Result.getOrThrow(yield* until(registry, MarketAtoms.tickerAtom, success))
        const price = (Math.floor(Number(ticker.lastPrice) * 0.8 * 10) / 10).toFixed(1)

        const placed = yield* run(registry, AccountAtoms.placeOrderAtom, limitBuy(price))
        const orderId = Result.getOrThrow(placed).orderId
        expect(orderId.length).toBeGreaterThan(0)
        const open = Result.getOrThrow(
          yield* until(
            registry,
            AccountAtoms.openOrdersAtom,
            (r) => success(r) && r.value.some((o) => o.orderId === orderId)
          )
        ).find((o) => o.orderId === orderId)!
        expect(Number(open.price)).toBe(Number(price))

        const newPrice = (Number(price) - 100).toFixed(1)
        const amended = yield* run(registry, AccountAtoms.amendOrderAtom, {
          category: "linear",
          symbol: "BTCUSDT",
          orderId,
          side: "Buy",
          currentPrice: open.price,
          currentQty: open.qty,
          price: newPrice,
          qty: ""
        })
        expect(Result.isSuccess(amended)).toBe(true)
        yield* until(
          registry,
          AccountAtoms.openOrdersAtom,
          (r) => success(r) && r.value.some((o) => o.orderId === orderId && Number(o.price) === Number(newPrice))
        )

        const cancelled = yield* run(registry, AccountAtoms.cancelOrderAtom, {
          category: "linear",
          symbol: "BTCUSDT",
          orderId
        })
        expect(Result.isSuccess(cancelled)).toBe(true)
        yield* until(
          registry,
          AccountAtoms.openOrdersAtom,
          (r) => success(r) && !r.value.some((o) => o.orderId === orderId)
        )
      })
    )
  )

  it.live("typed errors: rule violations are caught before sending, the exchange's come back tagged", () =>
    withApp((registry, emulator) =>
      Effect.gen(function* () {
        yield* connectDemoKeys(registry, emulator)
        const ticker = Result.getOrThrow(yield* until(registry, MarketAtoms.tickerAtom, success))
        const price = (Math.floor(Number(ticker.lastPrice) * 0.8 * 10) / 10).toFixed(1)

        const offTick = yield* run(registry, AccountAtoms.placeOrderAtom, limitBuy(`${price}5`))
        expect(Result.isFailure(offTick)).toBe(true)
        const offTickError = Option.getOrThrow(Result.error(offTick))
        expect(offTickError._tag).toBe("OrderRuleViolation")
        expect(ErrorText.describe(offTickError)).toContain("tickSize")

        const tooSmall = yield* run(registry, AccountAtoms.placeOrderAtom, limitBuy(price, "0.0001"))
        expect(Option.getOrThrow(Result.error(tooSmall))._tag).toBe("OrderRuleViolation")

        const noPrice = yield* run(registry, AccountAtoms.placeOrderAtom, limitBuy(""))
        expect(ErrorText.describe(Option.getOrThrow(Result.error(noPrice)))).toBe("Enter the price")

        // nothing reached the exchange so far; an empty wallet makes the exchange refuse the next one
        emulator.admin.setBalance("USDT", "0")
        const broke = yield* run(registry, AccountAtoms.placeOrderAtom, limitBuy(price))
        const brokeError = Option.getOrThrow(Result.error(broke))
        expect(brokeError._tag).toBe("InsufficientBalance")
        expect(ErrorText.describe(brokeError)).toBe("Insufficient balance")
        expect(ErrorText.describeCause((broke as Result.Failure<unknown, typeof brokeError>).cause)).toBe(
          "Insufficient balance"
        )
      })
    )
  )

  it.live("an environment that is not configured fails the runtime with a typed error", () =>
    withApp((registry) =>
      Effect.gen(function* () {
        registry.set(Config.appConfigAtom, Config.emptyConfig)
        const state = yield* until(registry, MarketAtoms.connectionStateAtom, (r) => Result.isFailure(r))
        const error = Option.getOrThrow(Result.error(state))
        expect(error._tag).toBe("EnvironmentUnavailable")
        expect(ErrorText.describe(error)).toBe("The emulator environment is not configured for this page")
      })
    )
  )
})

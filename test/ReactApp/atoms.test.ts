import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import * as AtomRegistry from "effect/reactivity/AtomRegistry"
import type * as Scope from "effect/Scope"
import * as AccountAtoms from "../../react-app/src/atoms/Account.js"
import * as CandleAtoms from "../../react-app/src/atoms/Candles.js"
import * as Config from "../../react-app/src/atoms/Config.js"
import * as ErrorText from "../../react-app/src/atoms/ErrorText.js"
import type * as Feed from "../../react-app/src/atoms/Feed.js"
import * as Margin from "../../react-app/src/atoms/Margin.js"
import * as MarketAtoms from "../../react-app/src/atoms/Market.js"
import * as MarketsAtoms from "../../react-app/src/atoms/Markets.js"
import * as OrderForm from "../../react-app/src/atoms/OrderForm.js"
import * as Orders from "../../react-app/src/atoms/Orders.js"
import * as PrivateAtoms from "../../react-app/src/atoms/Private.js"
import * as Runtime from "../../react-app/src/atoms/Runtime.js"
import * as Selection from "../../react-app/src/atoms/Selection.js"
import * as TapeAtoms from "../../react-app/src/atoms/Tape.js"
import * as Url from "../../react-app/src/atoms/Url.js"
import * as Bybit from "../../src/Bybit.js"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Node from "../../src/node.js"
import * as BookView from "../../src/Socket/BookView.js"
import * as Harness from "../support/Harness.js"
import { waitForValue } from "../support/WaitFor.js"

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
  body: (registry: AtomRegistry.AtomRegistry, emulator: Emulator.EmulatorHandle) => Effect.Effect<A, E, Scope.Scope>
) =>
  Effect.scoped(
    Effect.gen(function* () {
      const emulator = yield* Harness.start({ seed: 11, tickMs: 50 })
      const registry = yield* Effect.acquireRelease(
        Effect.sync(() =>
          AtomRegistry.make({
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
const awaitAtom = <A>(
  registry: AtomRegistry.AtomRegistry,
  atom: Atom.Atom<A>,
  predicate: (a: A) => boolean,
  timeoutMs = 10_000
) =>
  Effect.gen(function* () {
    const unmount = registry.mount(atom)
    yield* Effect.addFinalizer(() => Effect.sync(unmount))
    return yield* waitForValue(() => registry.get(atom), predicate, `the atom ${atom.label?.[0] ?? ""} to match`, {
      interval: "20 millis",
      timeout: timeoutMs
    })
  })

const success = <A, E>(result: AsyncResult.AsyncResult<A, E>): result is AsyncResult.Success<A, E> =>
  AsyncResult.isSuccess(result)

/** Runs an `Atom.fn` and waits for its settled result. */
const run = <Arg, A, E>(registry: AtomRegistry.AtomRegistry, fn: Atom.AtomResultFn<Arg, A, E>, arg: Arg) =>
  Effect.gen(function* () {
    const unmount = registry.mount(fn)
    yield* Effect.addFinalizer(() => Effect.sync(unmount))
    registry.set(fn, arg)
    return yield* awaitAtom(registry, fn, (r) => !r.waiting && !AsyncResult.isInitial(r))
  })

const connectDemoKeys = (registry: AtomRegistry.AtomRegistry, emulator: Emulator.EmulatorHandle) =>
  Effect.gen(function* () {
    yield* run(registry, AccountAtoms.connectKeysAtom, {
      apiKey: emulator.apiKey,
      apiSecret: emulator.apiSecret,
      remember: false
    })
    yield* awaitAtom(registry, AccountAtoms.keysStateAtom, (s) => s === "connected")
  })

/** A feed's value once it has one. */
const fed = <A>(result: AsyncResult.AsyncResult<Feed.Feed<A>, unknown>): A | undefined =>
  AsyncResult.isSuccess(result) ? Option.getOrUndefined(result.value.value) : undefined

/** A placement of a limit buy on the selected market, with what the form checks know. */
const limitBuy = (
  registry: AtomRegistry.AtomRegistry,
  price: string,
  patch: Partial<OrderForm.OrderForm> = {}
): Orders.Placement => ({
  form: { ...OrderForm.emptyForm, side: "Buy", orderType: "Limit", qty: "0.01", price, ...patch },
  context: {
    category: registry.get(Url.categoryAtom),
    symbol: registry.get(Selection.symbolAtom),
    instrument: Option.flatten(AsyncResult.value(registry.get(MarketAtoms.instrumentAtom))),
    lastPrice: registry.get(MarketAtoms.lastPriceAtom)
  }
})

/** The error of a failed result. */
const errorOf = <A, E>(result: AsyncResult.AsyncResult<A, E>): E => Option.getOrThrow(AsyncResult.error(result))

describe("React app atoms against the emulator", () => {
  it.live("the market list lists the category's tickers with turnover; search, sort and category switch", () =>
    withApp((registry) =>
      Effect.gen(function* () {
        const all = yield* awaitAtom(
          registry,
          MarketsAtoms.visibleMarketsAtom,
          (r) => success(r) && r.value.rows.some((row) => row.symbol === "BTCUSDT")
        )
        const rows = AsyncResult.getOrThrow(all).rows
        expect(rows.length).toBeGreaterThan(1)
        const btc = rows.find((row) => row.symbol === "BTCUSDT")
        expect(Number(btc?.lastPrice)).toBeGreaterThan(0)
        expect(Number(btc?.turnover24h)).toBeGreaterThan(0)
        // highest turnover first by default
        const turnovers = rows.map((row) => Number(row.turnover24h))
        expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a))

        registry.set(MarketsAtoms.searchAtom, "eth")
        const filtered = AsyncResult.getOrThrow(registry.get(MarketsAtoms.visibleMarketsAtom)).rows
        expect(filtered.length).toBeGreaterThan(0)
        expect(filtered.length).toBeLessThan(rows.length)
        for (const row of filtered) expect(row.symbol).toContain("ETH")
        registry.set(MarketsAtoms.searchAtom, "nothing-like-this")
        expect(AsyncResult.getOrThrow(registry.get(MarketsAtoms.visibleMarketsAtom)).rows).toEqual([])
        registry.set(MarketsAtoms.searchAtom, "")

        registry.set(MarketsAtoms.sortAtom, { key: "symbol", descending: false })
        const bySymbol = AsyncResult.getOrThrow(registry.get(MarketsAtoms.visibleMarketsAtom)).rows.map((r) => r.symbol)
        expect(bySymbol).toEqual([...bySymbol].sort())

        // switching the category reads that category's tickers and forgets the symbol
        registry.set(Url.symbolChoiceAtom, Option.some("ETHUSDT"))
        expect(registry.get(Selection.symbolAtom)).toBe("ETHUSDT")
        registry.set(Url.categoryAtom, "inverse")
        expect(registry.get(Selection.symbolAtom)).toBe("BTCUSD")
        yield* awaitAtom(
          registry,
          MarketsAtoms.visibleMarketsAtom,
          (r) => success(r) && r.value.rows.length > 0 && r.value.rows.every((row) => row.symbol.endsWith("USD"))
        )
      })
    )
  )

  it.live(
    "options: tickers are read per base coin, and the first option's book and candles (built from its mark price) follow",
    () =>
      withApp((registry) =>
        Effect.gen(function* () {
          registry.set(Url.categoryAtom, "option")
          const list = yield* awaitAtom(
            registry,
            MarketsAtoms.marketsAtom,
            (r) => success(r) && (Option.getOrUndefined(r.value.value)?.length ?? 0) > 0
          )
          const feed = AsyncResult.getOrThrow(list)
          // the request carried the base coin: no "symbol or baseCoin is required" error, only BTC options listed
          expect(feed.error).toBeUndefined()
          const symbols = Option.getOrThrow(feed.value).map((row) => row.symbol)
          for (const symbol of symbols) expect(symbol.startsWith("BTC-")).toBe(true)
          // the first one listed (the list's module loads on demand)
          const symbol = yield* awaitAtom(registry, Selection.symbolAtom, (s) => s !== "")
          expect(symbols).toContain(symbol)
          const book = yield* awaitAtom(registry, MarketAtoms.bookAtom, (r) => fed(r)?.book !== undefined)
          expect(fed(book)?.book?.symbol).toBe(symbol)
          const candles = yield* awaitAtom(registry, CandleAtoms.candlesAtom, (r) => (fed(r)?.bars.length ?? 0) > 0)
          // options default to 1-minute bars (issue 60: an hour of the page's own samples was one bar)
          expect(fed(candles)?.key).toBe(`option/${symbol}/1`)

          registry.set(Url.optionBaseAtom, "ETH")
          yield* awaitAtom(
            registry,
            MarketsAtoms.marketsAtom,
            (r) =>
              success(r) &&
              (Option.getOrUndefined(r.value.value)?.length ?? 0) > 0 &&
              Option.getOrThrow(r.value.value).every((row) => row.symbol.startsWith("ETH-"))
          )
          expect(registry.get(Selection.symbolAtom).startsWith("ETH-")).toBe(true)
        })
      )
  )

  it.live("a switch to options or another base never lists, nor keys a market by, the list left behind", () =>
    withApp((registry) =>
      Effect.gen(function* () {
        const keys: Array<string> = []
        const lists: Array<string> = []
        // observed dependents, as the market's streams and the list on screen are: rebuilt as soon as a parent changes
        const key = Atom.readable((get) => {
          const k = Selection.marketKey(get)
          keys.push(k)
          return k
        })
        // the list as shown, by the kind of its first row: "" (no rows yet), "linear", or the options' base ("BTC-")
        const shown = Atom.readable((get) => {
          const rows = Option.getOrUndefined(AsyncResult.value(get(MarketsAtoms.visibleMarketsAtom)))?.rows ?? []
          const first = rows[0]?.symbol ?? ""
          const kind = first === "" ? "" : first.includes("-") ? first.slice(0, 4) : "linear"
          if (lists.at(-1) !== kind) lists.push(kind)
          return rows
        })
        yield* awaitAtom(registry, key, (k) => k === "emulator|linear|BTCUSDT")
        yield* awaitAtom(registry, shown, (rows) => rows.some((row) => row.symbol === "BTCUSDT"))
        registry.set(Url.categoryAtom, "option")
        yield* awaitAtom(registry, key, (k) => /^emulator\|option\|BTC-/.test(k))
        registry.set(Url.optionBaseAtom, "ETH")
        yield* awaitAtom(registry, key, (k) => /^emulator\|option\|ETH-/.test(k))
        registry.set(Url.categoryAtom, "linear")
        yield* awaitAtom(registry, shown, (rows) => rows.some((row) => row.symbol === "BTCUSDT"))
        // an option market is an option's symbol or none yet (the page took "BTCUSDT" for the first option, and the
        // option socket refused its ticker); the list under "option" is that base's options or empty
        expect(keys.filter((k) => k.includes("|option|") && !/^emulator\|option\|(BTC-|ETH-|$)/.test(k))).toEqual([])
        // every list starts empty: none shows the rows of the one left behind under the new category or base
        expect(lists).toEqual(["", "linear", "", "BTC-", "", "ETH-", "", "linear"])
      })
    )
  )

  it.live("a switch of market never pairs it with the instrument, fees or settings of the market left behind", () =>
    withApp((registry, emulator) =>
      Effect.gen(function* () {
        yield* connectDemoKeys(registry, emulator)
        yield* run(registry, Orders.setLeverageAtom, { category: "linear", symbol: "ETHPERP", leverage: "5" })
        const some = <A>(r: AsyncResult.AsyncResult<Option.Option<A>, unknown>, show: (a: A) => string) =>
          Option.match(Option.flatten(AsyncResult.value(r)), { onNone: () => "", onSome: show })
        // what the order form checks and prices an order with, with the market's key ("" for none yet), as the page
        // hears it (a subscriber: after a switch's batch, never one of the rebuilds within it)
        const figures = Atom.readable(
          (get): Record<string, string> => ({
            key: Selection.marketKey(get),
            instrument: some(get(MarketAtoms.instrumentAtom), (i) => `${i.category}|${i.symbol}`),
            fees: some(get(Margin.feeRateAtom), (f) => String(f.taker)),
            maintenance: some(get(Margin.maintenanceRateAtom), String),
            leverage: fed(get(Margin.symbolLeverageAtom)) ?? ""
          })
        )
        const seen: Array<Record<string, string>> = []
        const unsubscribe = registry.subscribe(figures, (f) => seen.push(f), { immediate: true })
        yield* Effect.addFinalizer(() => Effect.sync(unsubscribe))
        // each market's own figures, which differ from the market's before it (so a figure left behind is seen)
        const markets = [
          {
            key: "emulator|linear|BTCUSDT",
            instrument: "linear|BTCUSDT",
            fees: "0.00055",
            maintenance: "0.005",
            leverage: "10"
          },
          {
            key: "emulator|linear|ETHPERP",
            instrument: "linear|ETHPERP",
            fees: "0.00055",
            maintenance: "0.01",
            leverage: "5"
          },
          { key: "emulator|spot|BTCUSDT", instrument: "spot|BTCUSDT", fees: "0.001", maintenance: "", leverage: "" },
          {
            key: "emulator|inverse|BTCUSD",
            instrument: "inverse|BTCUSD",
            fees: "0.00055",
            maintenance: "0.005",
            leverage: "10"
          }
        ]
        const switches = [
          () => registry.set(Url.symbolChoiceAtom, Option.some("ETHPERP")),
          () => registry.set(Url.categoryAtom, "spot"),
          () => registry.set(Url.categoryAtom, "inverse")
        ]
        for (const [n, market] of markets.entries()) {
          switches[n - 1]?.()
          yield* awaitAtom(registry, figures, (f) => Object.entries(market).every(([name, value]) => f[name] === value))
        }
        // every figure heard is its market's own, or none yet
        const own = new Map(markets.map((m): [string, Record<string, string>] => [m.key, m]))
        const stale = seen.flatMap((f) =>
          Object.entries(f)
            .filter(([name, value]) => value !== "" && value !== own.get(f.key ?? "")?.[name])
            .map(([name, value]) => `${f.key} ${name}=${value}`)
        )
        expect(stale).toEqual([])
      })
    )
  )

  it.live("a switch of category never lists the account's rows of the category left behind", () =>
    withApp((registry, emulator) =>
      Effect.gen(function* () {
        yield* connectDemoKeys(registry, emulator)
        yield* awaitAtom(registry, MarketAtoms.instrumentAtom, success)
        const last = Number(Option.getOrThrow(yield* awaitAtom(registry, MarketAtoms.lastPriceAtom, Option.isSome)))
        // a linear position, its fill and its order in the history, and a resting linear order
        yield* run(registry, Orders.placeOrderAtom, limitBuy(registry, "", { orderType: "Market" }))
        yield* run(registry, Orders.placeOrderAtom, limitBuy(registry, (Math.floor(last * 8) / 10).toFixed(1)))
        // the symbols of each account view as the page hears them ("-": not read yet), beside the category selected
        const symbols = <A extends { readonly symbol: string }>(rows: ReadonlyArray<A> | undefined) =>
          rows === undefined ? "-" : rows.map((row) => row.symbol).join(",")
        const views = Atom.readable((get) => {
          const account = fed(get(AccountAtoms.accountAtom))
          return {
            category: get(Url.categoryAtom),
            positions: symbols(account?.positions),
            orders: symbols(account?.orders),
            history: symbols(fed(get(AccountAtoms.orderHistoryAtom))),
            trades: symbols(fed(get(AccountAtoms.tradeHistoryAtom)))
          }
        })
        const seen: Array<Record<string, string>> = []
        const unsubscribe = registry.subscribe(views, (v) => seen.push(v), { immediate: true })
        yield* Effect.addFinalizer(() => Effect.sync(unsubscribe))
        const read = (v: Record<string, string>) => Object.values(v).every((text) => text !== "-")
        yield* awaitAtom(registry, views, (v) =>
          Object.values(v)
            .slice(1)
            .every((text) => text.includes("BTCUSDT"))
        )
        registry.set(Url.categoryAtom, "inverse")
        yield* awaitAtom(registry, views, (v) => v.category === "inverse" && read(v))
        // inverse symbols are BTCUSD and the like: a linear row listed under inverse would name a USDT symbol
        expect(
          seen.filter((v) => v.category === "inverse" && Object.values(v).some((text) => text.includes("USDT")))
        ).toEqual([])
      })
    )
  )

  it.live("a switch of category never calls the new category's socket connected with the state of the one left", () =>
    withApp((registry) =>
      Effect.gen(function* () {
        // the badge's state as the page hears it beside the category (the ticker's subscription opens the socket)
        const badge = Atom.readable((get) => {
          get(MarketAtoms.tickerAtom)
          const state = get(MarketAtoms.connectionStateAtom)
          return `${get(Url.categoryAtom)} ${AsyncResult.isSuccess(state) ? state.value : "-"}`
        })
        const seen: Array<string> = []
        const unsubscribe = registry.subscribe(badge, (b) => seen.push(b), { immediate: true })
        yield* Effect.addFinalizer(() => Effect.sync(unsubscribe))
        yield* awaitAtom(registry, badge, (b) => b === "linear connected")
        registry.set(Url.categoryAtom, "inverse")
        yield* awaitAtom(registry, badge, (b) => b === "inverse connected")
        // the inverse socket is heard before it is connected: its state, not the linear socket's
        expect(seen.find((b) => b.startsWith("inverse"))).not.toBe("inverse connected")
      })
    )
  )

  it.live(
    "the connection badge follows the public socket as the ticker subscribes, and the ticker streams the symbol",
    () =>
      withApp((registry) =>
        Effect.gen(function* () {
          const ticker = yield* awaitAtom(registry, MarketAtoms.tickerAtom, (r) => fed(r) !== undefined)
          yield* awaitAtom(registry, MarketAtoms.connectionStateAtom, (r) => success(r) && r.value === "connected")
          expect(registry.get(MarketAtoms.publicLiveAtom)).toBe(true)
          expect(fed(ticker)?.symbol).toBe("BTCUSDT")
          expect(Number(fed(ticker)?.lastPrice)).toBeGreaterThan(0)
          const instrument = yield* awaitAtom(registry, MarketAtoms.instrumentAtom, success)
          expect(Option.getOrThrow(AsyncResult.getOrThrow(instrument))).toMatchObject({
            symbol: "BTCUSDT",
            baseCoin: "BTC",
            quoteCoin: "USDT",
            tickSize: "0.10",
            minQty: "0.001"
          })
        })
      )
  )

  it.live("candles start from REST history and take live bars from the kline topic", () =>
    withApp((registry) =>
      Effect.gen(function* () {
        registry.set(Url.intervalAtom, "1")
        const series = fed(yield* awaitAtom(registry, CandleAtoms.candlesAtom, (r) => (fed(r)?.bars.length ?? 0) > 0))!
        expect(series.key).toBe("linear/BTCUSDT/1")
        const first = series.bars
        for (let i = 1; i < first.length; i++) expect(first[i]!.time).toBeGreaterThan(first[i - 1]!.time)
        const last = first[first.length - 1]!
        // a live kline frame either moves the last bar or opens a new one: the series changes without a new read
        yield* awaitAtom(registry, CandleAtoms.candlesAtom, (r) => fed(r) !== undefined && fed(r)!.bars !== first)
        const next = fed(registry.get(CandleAtoms.candlesAtom))!.bars
        expect(next.length).toBeGreaterThanOrEqual(first.length)
        expect(next[next.length - 1]!.time).toBeGreaterThanOrEqual(last.time)
      })
    )
  )

  it.live("the order book updates with growing ids and an uncrossed top, and the tape fills", () =>
    withApp((registry) =>
      Effect.gen(function* () {
        // the first paint's book is a REST snapshot, whose id need not be in the socket's sequence (the exchange
        // numbers a restarted book stream from 1, as the emulator's are); the socket's book then takes over
        const snapshot = fed(yield* awaitAtom(registry, MarketAtoms.bookAtom, (r) => fed(r)?.book !== undefined))!.book!
        const first = fed(
          yield* awaitAtom(registry, MarketAtoms.bookAtom, (r) => (fed(r)?.book?.u ?? snapshot.u) !== snapshot.u)
        )!.book!
        const later = fed(yield* awaitAtom(registry, MarketAtoms.bookAtom, (r) => (fed(r)?.book?.u ?? 0) > first.u))!
          .book!
        expect(later.symbol).toBe("BTCUSDT")
        const bid = Option.getOrThrow(BookView.bestBid(later))
        const ask = Option.getOrThrow(BookView.bestAsk(later))
        expect(Number(bid[0])).toBeLessThan(Number(ask[0]))

        const tape = yield* awaitAtom(registry, TapeAtoms.tradesAtom, (r) => (fed(r)?.length ?? 0) > 0, 20_000)
        const prints = fed(tape)!
        const print = prints[0]!
        // TradeTape: each trade once, newest first
        expect(new Set(prints.map((p) => p.id)).size).toBe(prints.length)
        for (let i = 1; i < prints.length; i++) expect(prints[i]!.time).toBeLessThanOrEqual(prints[i - 1]!.time)
        expect(Number(print.price)).toBeGreaterThan(0)
        expect(["Buy", "Sell"]).toContain(print.side)
        // the last price is known (the ticker's, or the tape's newest print: its module loads on demand)
        yield* awaitAtom(registry, MarketAtoms.lastPriceAtom, Option.isSome)
      })
    )
  )

  it.live("keys: a wrong secret is refused in words and not kept; the right ones connect the account stream", () =>
    withApp((registry, emulator) =>
      Effect.gen(function* () {
        expect(registry.get(AccountAtoms.keysStateAtom)).toBe("none")
        const refused = yield* run(registry, AccountAtoms.connectKeysAtom, {
          apiKey: emulator.apiKey,
          apiSecret: "not-the-secret",
          remember: false
        })
        expect(AsyncResult.isFailure(refused)).toBe(true)
        expect(registry.get(AccountAtoms.keysStateAtom)).toBe("The API secret does not match the key")
        expect(Option.isNone(registry.get(Runtime.credentialsAtom))).toBe(true)

        const half = yield* run(registry, AccountAtoms.connectKeysAtom, {
          apiKey: emulator.apiKey,
          apiSecret: "",
          remember: false
        })
        expect(AsyncResult.isFailure(half)).toBe(true)
        expect(registry.get(AccountAtoms.keysStateAtom)).toBe("Both the API key and the secret are required")

        yield* connectDemoKeys(registry, emulator)
        const account = fed(
          yield* awaitAtom(registry, AccountAtoms.accountAtom, (r) => Option.isSome(fed(r)?.wallet ?? Option.none()))
        )!
        const usdt = Option.getOrThrow(account.wallet).coin.find((c) => c.coin === "USDT")
        expect(Number(usdt?.walletBalance)).toBe(100_000)
        yield* awaitAtom(registry, PrivateAtoms.privateStateAtom, (r) => success(r) && r.value === "connected")
      })
    )
  )

  it.live("an order is placed, shown as open (from the private stream), amended and cancelled", () =>
    withApp((registry, emulator) =>
      Effect.gen(function* () {
        yield* connectDemoKeys(registry, emulator)
        yield* awaitAtom(registry, MarketAtoms.instrumentAtom, success)
        const ticker = fed(yield* awaitAtom(registry, MarketAtoms.tickerAtom, (r) => fed(r) !== undefined))!
        const price = (Math.floor(Number(ticker.lastPrice) * 0.8 * 10) / 10).toFixed(1)
        yield* awaitAtom(registry, AccountAtoms.accountAtom, (r) => fed(r) !== undefined)

        const placed = yield* run(registry, Orders.placeOrderAtom, limitBuy(registry, price))
        const orderId = AsyncResult.getOrThrow(placed).orderId
        expect(orderId.length).toBeGreaterThan(0)
        const open = fed(
          yield* awaitAtom(
            registry,
            AccountAtoms.accountAtom,
            (r) => fed(r)?.orders.some((o) => o.orderId === orderId) ?? false
          )
        )!.orders.find((o) => o.orderId === orderId)!
        expect(Number(open.price)).toBe(Number(price))

        const newPrice = (Number(price) - 100).toFixed(1)
        const amended = yield* run(registry, Orders.amendOrderAtom, {
          category: "linear",
          symbol: "BTCUSDT",
          orderId,
          side: "Buy",
          currentPrice: open.price,
          currentQty: open.qty,
          price: newPrice,
          qty: open.qty
        })
        expect(AsyncResult.isSuccess(amended)).toBe(true)
        yield* awaitAtom(
          registry,
          AccountAtoms.accountAtom,
          (r) => fed(r)?.orders.some((o) => o.orderId === orderId && Number(o.price) === Number(newPrice)) ?? false
        )
        // nothing changed: said before anything is sent
        const unchanged = yield* run(registry, Orders.amendOrderAtom, {
          category: "linear",
          symbol: "BTCUSDT",
          orderId,
          side: "Buy",
          currentPrice: newPrice,
          currentQty: open.qty,
          price: newPrice,
          qty: open.qty
        })
        expect(ErrorText.describe(errorOf(unchanged))).toBe("Change the price or the quantity first")

        const cancelled = yield* run(registry, Orders.cancelOrderAtom, {
          category: "linear",
          symbol: "BTCUSDT",
          orderId
        })
        expect(AsyncResult.isSuccess(cancelled)).toBe(true)
        yield* awaitAtom(
          registry,
          AccountAtoms.accountAtom,
          (r) => !(fed(r)?.orders.some((o) => o.orderId === orderId) ?? true)
        )
        // the order history (read again on the private order push) has it as cancelled
        yield* awaitAtom(
          registry,
          AccountAtoms.orderHistoryAtom,
          (r) => fed(r)?.some((o) => o.orderId === orderId && o.orderStatus === "Cancelled") ?? false
        )
      })
    )
  )

  it.live("bad input is refused in words before sending; the exchange's refusals come back in words too", () =>
    withApp((registry, emulator) =>
      Effect.gen(function* () {
        yield* connectDemoKeys(registry, emulator)
        yield* awaitAtom(registry, MarketAtoms.instrumentAtom, success)
        const ticker = fed(yield* awaitAtom(registry, MarketAtoms.tickerAtom, (r) => fed(r) !== undefined))!
        const price = (Math.floor(Number(ticker.lastPrice) * 0.8 * 10) / 10).toFixed(1)
        const refusal = (placement: Orders.Placement) =>
          Effect.map(run(registry, Orders.placeOrderAtom, placement), (r) => ErrorText.describe(errorOf(r)))

        expect(yield* refusal(limitBuy(registry, `${price}5`))).toBe("Price must be in steps of 0.1")
        expect(yield* refusal(limitBuy(registry, price, { qty: "0.0001" }))).toBe(
          "Quantity is below the minimum of 0.001 BTC"
        )
        expect(yield* refusal(limitBuy(registry, price, { qty: "0.0015" }))).toBe(
          "Quantity must be in steps of 0.001 BTC"
        )
        expect(yield* refusal(limitBuy(registry, price, { qty: "abc" }))).toBe(
          "Quantity must be a positive number, like 0.5"
        )
        expect(yield* refusal(limitBuy(registry, ""))).toBe("Enter a price, or choose Market")
        expect(yield* refusal(limitBuy(registry, price, { takeProfit: (Number(price) - 1000).toFixed(1) }))).toBe(
          // the message shows the price as a number: 49652.0 reads 49652
          `Take profit must be above the order price ${Number(price)} for a buy`
        )

        // the exchange itself refuses a take-profit below a buy's price (the form was bypassed)
        const direct = yield* Effect.flip(
          Trade.submitOrder({
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Limit",
            qty: "0.01",
            price,
            takeProfit: (Number(price) - 1000).toFixed(1)
          }).pipe(
            Effect.provide(
              Bybit.layer({
                environment: emulator.environment,
                credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret }
              }).pipe(Layer.provide(Node.layer))
            )
          )
        )
        expect(direct._tag).toBe("ParamsError")
        expect(ErrorText.describe(direct)).toMatch(
          /^Take profit [\d.]+ must be above [\d.]+ for a buy \(exchange code 10001\)$/
        )

        // nothing reached the exchange so far; an empty wallet makes the exchange refuse the next one
        emulator.admin.setBalance("USDT", "0")
        const broke = yield* run(registry, Orders.placeOrderAtom, limitBuy(registry, price))
        expect(errorOf(broke)._tag).toBe("InsufficientBalance")
        expect(ErrorText.describeCause((broke as AsyncResult.Failure<unknown, ErrorText.Tagged>).cause)).toBe(
          "Not enough balance for this order"
        )
      })
    )
  )

  it.live("an environment that is not configured fails the runtime with a typed error", () =>
    withApp((registry) =>
      Effect.gen(function* () {
        registry.set(Config.appConfigAtom, Config.emptyConfig)
        const state = yield* awaitAtom(registry, MarketAtoms.connectionStateAtom, (r) => AsyncResult.isFailure(r))
        // the state atom's error is `unknown` (it may also be the sockets' module failing to load)
        const error = errorOf(state) as ErrorText.Tagged
        expect(error._tag).toBe("EnvironmentUnavailable")
        expect(ErrorText.describe(error)).toBe("The emulator environment is not configured for this page")
      })
    )
  )
})

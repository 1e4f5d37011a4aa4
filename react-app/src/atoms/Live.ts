/**
 * The public sockets and what streams over them: the selected symbol's ticker, order book and candles, the socket's
 * state and the marks of other symbols (the trade tape, `Tape.ts`, runs on this runtime too). A chunk of its own, loaded once the first paint is on the screen
 * (options, whose chart is built from the ticker alone, load it at once): the ticker, the book and the chart are first
 * drawn from REST (`Market.ts`, `Candles.ts`), and none of the socket client's code is part of that paint. The atoms of
 * the page read these through `Market.ts` and `Candles.ts`, which keep the REST figures shown until the socket's
 * first ones arrive.
 *
 * @since 0.1.0
 */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import * as Stream from "effect/Stream"
import * as Socket from "effect/socket/Socket"
import {
  type BookView,
  BybitSocket,
  Candles,
  type ConnectionState,
  OrderBook,
  Topics,
  type BybitSchema as Wire
} from "effect-bybit"
import { addSample, type Bar, type CandleSeries, chartBar, historyLength } from "../lib/Bars.js"
import * as OptionHistory from "../lib/OptionHistory.js"
import { type EnvironmentUnavailable, envAtom } from "./Config.js"
import * as Feed from "./Feed.js"
import { type PublicServices, perEnvironment, platformAtom, publicRuntime, socketTiming } from "./Runtime.js"
import { marketKey, marketOf } from "./Selection.js"
import { type Category, categories, categoryAtom } from "./Url.js"

/**
 * The book as the page shows it: the latest book, and why it is being rebuilt after a reset (a gap, a dropped
 * connection), while the last one stays on screen, marked.
 *
 * @since 0.1.0
 * @category models
 */
export interface ShownBook {
  readonly book: BookView.Book | undefined
  readonly rebuilding: string | undefined
}

/**
 * The services the streaming atoms run with: the public REST client and the public sockets.
 *
 * @since 0.1.0
 * @category models
 */
export type LiveServices = PublicServices | BybitSocket.BybitSocket

/**
 * The runtime of the public sockets, on the services of the REST runtime (one client for both): the library's
 * public sockets over the platform's WebSocket (the one set in `platformAtom`, else the browser's).
 *
 * @since 0.1.0
 * @category runtimes
 */
export const liveRuntime: Atom.AtomRuntime<LiveServices, EnvironmentUnavailable> = Atom.runtime((get) => {
  const sockets = get(platformAtom) ?? Socket.layerWebSocketConstructorGlobal
  return AsyncResult.match(get(publicRuntime), {
    onInitial: () => Layer.unwrap(Effect.never),
    onFailure: (failure) => Layer.unwrap(Effect.failCause(failure.cause)),
    onSuccess: (services) =>
      // Bybit.layerPublic brings a signer that refuses, for the sockets' layer (no private stream is opened here)
      BybitSocket.layer(socketTiming).pipe(
        Layer.provideMerge(Layer.succeedContext(services.value)),
        Layer.provide(sockets)
      )
  })
})

/**
 * The public socket's state for the selected category, as it changes; a failure reads as `reconnecting`. One atom per
 * category (each category is a socket of its own): one that followed the category kept the socket left behind's
 * `connected` while the new one connected, and the page called the new market live.
 *
 * @since 0.1.0
 * @category atoms
 */
export const connectionStateAtom = perEnvironment(() => {
  const ofCategory = Atom.family((category: Category) =>
    liveRuntime.atom(() =>
      BybitSocket.state(category).pipe(
        Stream.catch(() => Stream.make<[ConnectionState.ConnectionState]>("reconnecting")),
        Stream.repeat(Feed.restart)
      )
    )
  )
  return Atom.readable((get) => get(ofCategory(get(categoryAtom))))
})

// The market's streams are kept one atom per market (`Market.marketKey`), never one atom that follows the selection:
// started again for another market, an atom keeps its last value until the new stream delivers, and the page showed
// the market left behind (its ticker, book, bars) under the new one's name. Per market, the header's ticker and a
// position's mark are one subscription too: the exchange sends a ticker's snapshot once per subscription, and a
// second stream of a topic already subscribed (a position's mark kept it) got deltas alone, so the header kept the
// ticker of the symbol left behind, and the position was valued at it.
const tickerOf = Atom.family((key: string) =>
  liveRuntime.atom((get) => {
    const market = marketOf(get, key)
    return market === undefined
      ? Stream.make(Feed.empty<Wire.WsPublic.Ticker>())
      : Feed.feed(Topics.tickerState(market.symbol, market.category))
  })
)

/**
 * The selected symbol's ticker, merged from snapshots and deltas, after every message.
 *
 * @since 0.1.0
 * @category atoms
 */
export const tickerAtom = Atom.readable((get) => get(tickerOf(marketKey(get))))

/**
 * The live mark of a symbol (`"linear|BTCUSDT"`), from its ticker (the selected symbol's is the header's); none while
 * its stream is lost (meanwhile the position's own figures are shown).
 *
 * @since 0.1.0
 * @category atoms
 */
export const otherMarkAtom = Atom.family((key: string) =>
  Atom.readable((get): Option.Option<string> => {
    const [category, symbol = ""] = key.split("|")
    if (category === undefined || !(categories as ReadonlyArray<string>).includes(category)) return Option.none()
    const feed = get(tickerOf(`${get(envAtom)}|${category}|${symbol}`))
    if (!AsyncResult.isSuccess(feed) || feed.value.error !== undefined) return Option.none()
    return Option.flatMap(feed.value.value, (t) => Option.fromNullishOr(t.markPrice === "" ? undefined : t.markPrice))
  })
)

/**
 * The live last price of a symbol (`"spot|BTCUSDT"`) of any category, shown or not, from its ticker stream (the
 * selected symbol's is the header's); none while unknown or its stream is lost.
 *
 * @since 1.3.0
 * @category atoms
 */
export const otherLastAtom = Atom.family((key: string) =>
  Atom.readable((get): Option.Option<string> => {
    const [category, symbol = ""] = key.split("|")
    if (category === undefined || !(categories as ReadonlyArray<string>).includes(category)) return Option.none()
    const feed = get(tickerOf(`${get(envAtom)}|${category}|${symbol}`))
    if (!AsyncResult.isSuccess(feed) || feed.value.error !== undefined) return Option.none()
    return Option.flatMap(feed.value.value, (t) => Option.fromNullishOr(t.lastPrice === "" ? undefined : t.lastPrice))
  })
)

/**
 * The live last prices of several symbols of any category at once, by `"category|symbol"` (the family's key is their
 * list, comma-separated): a ticker stream each, whatever market is shown (the price alerts watch theirs so).
 *
 * @since 1.3.0
 * @category atoms
 */
export const lastPricesAtom = Atom.family((keys: string) =>
  Atom.readable((get): ReadonlyMap<string, string> => {
    const out = new Map<string, string>()
    for (const key of keys === "" ? [] : keys.split(",")) {
      const last = get(otherLastAtom(key))
      if (Option.isSome(last)) out.set(key, last.value)
    }
    return out
  })
)

const resetWords: Readonly<Record<OrderBook.ResetReason, string>> = {
  gap: "Updates were missed; rebuilding the book…",
  crossed: "The book crossed; rebuilding it…",
  invalid: "A bad update arrived; rebuilding the book…",
  stale: "No updates for a while; rebuilding the book…",
  disconnected: "Connection lost; the book will be rebuilt"
}

const bookOf = Atom.family((key: string) =>
  liveRuntime.atom((get) => {
    const market = marketOf(get, key)
    if (market === undefined) return Stream.make(Feed.empty<ShownBook>())
    const { category, symbol } = market
    const events =
      category === "option" ? OrderBook.stream(symbol, 25, category) : OrderBook.stream(symbol, 50, category)
    return Feed.feed(
      Stream.scan(
        events,
        (): ShownBook => ({ book: undefined, rebuilding: undefined }),
        (shown, event) =>
          event._tag === "Book"
            ? { book: event, rebuilding: undefined }
            : { book: shown.book, rebuilding: resetWords[event.reason] }
      ).pipe(Stream.drop(1))
    )
  })
)

/**
 * The local order book of the selected symbol after every update.
 *
 * @since 0.1.0
 * @category atoms
 */
export const bookAtom = Atom.readable((get) => get(bookOf(marketKey(get))))

// an option's kept samples and the series drawn from them
interface OptionState {
  readonly history: ReadonlyArray<OptionHistory.Sample>
  readonly series: CandleSeries
}

const candlesOf = Atom.family((marketAndInterval: string) =>
  liveRuntime.atom((get) => {
    const market = marketOf(get, marketAndInterval)
    if (market === undefined) return Stream.make(Feed.empty<CandleSeries>())
    const { category, symbol, interval } = market
    const key = `${category}/${symbol}/${interval}`
    if (category === "option") {
      // the exchange keeps no option candles: the mark (and IV) sampled here, kept per option across visits
      const kept = OptionHistory.load(market.env, symbol)
      const ivPoint = (sample: OptionHistory.Sample) => ({ time: Math.floor(sample.at / 1000), value: sample.iv })
      const initial: CandleSeries = {
        key,
        bars: kept.reduce<ReadonlyArray<Bar>>((bars, s) => addSample(bars, interval, s.at, s.mark), []),
        iv: kept.filter((s) => s.iv >= 0).map(ivPoint)
      }
      const samples = Stream.mapEffect(Topics.tickerState(symbol, category), (ticker) =>
        Effect.map(
          Clock.currentTimeMillis,
          (at): OptionHistory.Sample => ({
            at,
            mark: Number(ticker.markPrice ?? ticker.lastPrice ?? ""),
            iv: ticker.markPriceIv === undefined || ticker.markPriceIv === "" ? -1 : Number(ticker.markPriceIv)
          })
        )
      )
      return Feed.feed(
        samples.pipe(
          Stream.scan(
            (): OptionState => ({ history: kept, series: initial }),
            ({ history, series }: OptionState, sample: OptionHistory.Sample): OptionState => {
              const next = OptionHistory.record(history, sample)
              if (next === history) return { history, series }
              // kept when a new slot opens (every few seconds), not on every ticker message
              if (next.length !== history.length || next[0] !== history[0]) OptionHistory.save(market.env, symbol, next)
              const iv = series.iv ?? []
              const point = ivPoint(sample)
              const sameSlot = next.length === history.length && next[0] === history[0]
              return {
                history: next,
                series: {
                  key,
                  bars: addSample(series.bars, interval, sample.at, sample.mark),
                  iv: sample.iv < 0 ? iv : sameSlot && iv.length > 0 ? [...iv.slice(0, -1), point] : [...iv, point]
                }
              }
            }
          ),
          // the kept history is drawn at once; then each sample that moved it
          Stream.filter(({ series }) => series.bars.length > 0),
          Stream.map(({ series }) => series)
        )
      )
    }
    return Feed.feed(
      Stream.map(
        Candles.stream(interval, symbol, category, { maxBars: historyLength, restRetry: Feed.noRetry }),
        (series): CandleSeries => ({ key, bars: series.bars.map(chartBar) })
      )
    )
  })
)

/**
 * The candles of the selected symbol and interval: the library's `Candles.stream` (REST history, then live bars from
 * the kline topic, repaired from REST after a reconnect). The exchange keeps no candles for options (neither the kline
 * endpoint nor the topic serves them): their bars are built here from the option's live ticker (its mark price), from
 * the moment the chart opens.
 *
 * @since 0.1.0
 * @category atoms
 */
export const candlesAtom = Atom.readable((get) => get(candlesOf(marketKey(get, true))))

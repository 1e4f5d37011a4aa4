/**
 * An immutable view of a local order book at one update id, and what traders read off it with exact decimals:
 * best bid and ask, spread, mid, the top N levels, cumulative depth and the average price to fill a size. Levels
 * stay the exchange's decimal strings; computed figures are `BigDecimal`s (convert with `Decimal.fromBigDecimal`).
 *
 * @since 0.1.0
 */
import * as BigDecimal from "effect/BigDecimal"
import * as Option from "effect/Option"
import * as Decimal from "../Schema/Decimal.js"
import type { Level } from "../Schema/Orderbook.js"
import type * as WsMarket from "./WsMarket.js"

/**
 * A book at one update id: bids and asks best first, as parallel price and size arrays (the tuples of `bids` and
 * `asks` are built on first read). `depth` is the subscribed depth (`"full"` for `orderbook.full`); `seq` is the
 * cross sequence (absent on options); `ts` and `cts` are the last message's system and matching-engine times.
 *
 * @since 0.1.0
 * @category models
 */
export class Book {
  readonly _tag = "Book"
  private bidLevels: ReadonlyArray<Level> | undefined
  private askLevels: ReadonlyArray<Level> | undefined

  constructor(
    readonly symbol: string,
    readonly category: WsMarket.Category,
    readonly depth: number | "full",
    readonly u: number,
    readonly seq: number | undefined,
    readonly ts: number,
    readonly cts: number | undefined,
    readonly bidPrices: ReadonlyArray<Decimal.Decimal>,
    readonly bidSizes: ReadonlyArray<Decimal.Decimal>,
    readonly askPrices: ReadonlyArray<Decimal.Decimal>,
    readonly askSizes: ReadonlyArray<Decimal.Decimal>
  ) {}

  /** Bids as `[price, size]`, best (highest) first. */
  get bids(): ReadonlyArray<Level> {
    if (this.bidLevels === undefined) this.bidLevels = zip(this.bidPrices, this.bidSizes)
    return this.bidLevels
  }

  /** Asks as `[price, size]`, best (lowest) first. */
  get asks(): ReadonlyArray<Level> {
    if (this.askLevels === undefined) this.askLevels = zip(this.askPrices, this.askSizes)
    return this.askLevels
  }
}

const zip = (prices: ReadonlyArray<Decimal.Decimal>, sizes: ReadonlyArray<Decimal.Decimal>): ReadonlyArray<Level> =>
  prices.map((p, i) => [p, sizes[i] as Decimal.Decimal] as const)

const level = (
  prices: ReadonlyArray<Decimal.Decimal>,
  sizes: ReadonlyArray<Decimal.Decimal>,
  i: number
): Option.Option<Level> => {
  const p = prices[i]
  const s = sizes[i]
  return p === undefined || s === undefined ? Option.none() : Option.some([p, s] as const)
}

/**
 * The highest bid.
 *
 * @since 0.1.0
 * @category views
 */
export const bestBid = (book: Book): Option.Option<Level> => level(book.bidPrices, book.bidSizes, 0)

/**
 * The lowest ask.
 *
 * @since 0.1.0
 * @category views
 */
export const bestAsk = (book: Book): Option.Option<Level> => level(book.askPrices, book.askSizes, 0)

const bestPrices = (book: Book): Option.Option<readonly [BigDecimal.BigDecimal, BigDecimal.BigDecimal]> => {
  const bid = book.bidPrices[0]
  const ask = book.askPrices[0]
  return bid === undefined || ask === undefined
    ? Option.none()
    : Option.some([Decimal.toBigDecimal(bid), Decimal.toBigDecimal(ask)] as const)
}

/**
 * Best ask minus best bid, exact; `None` when a side is empty.
 *
 * @since 0.1.0
 * @category views
 */
export const spread = (book: Book): Option.Option<BigDecimal.BigDecimal> =>
  Option.map(bestPrices(book), ([bid, ask]) => BigDecimal.normalize(BigDecimal.subtract(ask, bid)))

/**
 * The mid price `(bid + ask) / 2`, exact (halving a decimal needs one more digit at most); `None` when a side is
 * empty.
 *
 * @since 0.1.0
 * @category views
 */
export const mid = (book: Book): Option.Option<BigDecimal.BigDecimal> =>
  Option.map(bestPrices(book), ([bid, ask]) => {
    const sum = BigDecimal.sum(bid, ask)
    return BigDecimal.normalize(BigDecimal.make(sum.value * 5n, sum.scale + 1))
  })

/**
 * The best `n` levels of each side.
 *
 * @since 0.1.0
 * @category views
 */
export const top = (
  book: Book,
  n: number
): { readonly bids: ReadonlyArray<Level>; readonly asks: ReadonlyArray<Level> } => ({
  bids: zip(book.bidPrices.slice(0, n), book.bidSizes),
  asks: zip(book.askPrices.slice(0, n), book.askSizes)
})

/**
 * A book side named by the taker: `Buy` takes asks, `Sell` takes bids.
 *
 * @since 0.1.0
 * @category models
 */
export type TakerSide = "Buy" | "Sell"

/**
 * One step of cumulative depth: a price, the size resting at that price or better, and its value (price × size).
 *
 * @since 0.1.0
 * @category models
 */
export interface DepthStep {
  readonly price: Decimal.Decimal
  readonly size: BigDecimal.BigDecimal
  readonly notional: BigDecimal.BigDecimal
}

const sideOf = (
  book: Book,
  side: "bid" | "ask"
): readonly [ReadonlyArray<Decimal.Decimal>, ReadonlyArray<Decimal.Decimal>] =>
  side === "bid" ? [book.bidPrices, book.bidSizes] : [book.askPrices, book.askSizes]

/**
 * Cumulative depth of one side over its best `n` levels (all by default), best first, exact.
 *
 * @since 0.1.0
 * @category views
 */
export const cumulative = (book: Book, side: "bid" | "ask", n?: number): ReadonlyArray<DepthStep> => {
  const [prices, sizes] = sideOf(book, side)
  const m = Math.min(n ?? prices.length, prices.length)
  const out: Array<DepthStep> = []
  let size = BigDecimal.fromBigInt(0n)
  let notional = BigDecimal.fromBigInt(0n)
  for (let i = 0; i < m; i++) {
    const p = prices[i] as Decimal.Decimal
    const s = Decimal.toBigDecimal(sizes[i] as Decimal.Decimal)
    size = BigDecimal.sum(size, s)
    notional = BigDecimal.sum(notional, BigDecimal.multiply(Decimal.toBigDecimal(p), s))
    out.push({ price: p, size, notional })
  }
  return out
}

/**
 * What filling a size against the book would give: the size filled (less than asked when the book is too thin),
 * its exact value, the volume-weighted average price (exact when it terminates, else 100 significant digits), the
 * worst price touched and the number of levels used.
 *
 * @since 0.1.0
 * @category models
 */
export interface Fill {
  readonly filled: BigDecimal.BigDecimal
  readonly notional: BigDecimal.BigDecimal
  readonly averagePrice: BigDecimal.BigDecimal
  readonly worstPrice: Decimal.Decimal
  readonly levels: number
  /** Whether the whole size could be filled. */
  readonly complete: boolean
}

/**
 * The fill of a market order of `size` for a taker side (`Buy` walks the asks up, `Sell` the bids down); `None`
 * when the size is not positive or the side is empty.
 *
 * @example
 * ```ts
 * import { BookView, Bybit, BybitSocket, Environment, OrderBook } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as BigDecimal from "effect/BigDecimal"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 * import * as Option from "effect/Option"
 * import * as Stream from "effect/Stream"
 *
 * // REST and WebSocket on the local emulator (`npx effect-bybit emulator --port 8080`)
 * const client = Layer.provideMerge(
 *   BybitSocket.layer(),
 *   Bybit.layer({
 *     environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" })
 *   })
 * ).pipe(Layer.provide(Node.layer))
 *
 * // what buying 1 BTC at market would cost on each book the stream keeps
 * const program = OrderBook.stream("BTCUSDT", 50, "linear").pipe(
 *   Stream.filter((event) => event._tag !== "BookReset"),
 *   Stream.take(5),
 *   Stream.runForEach((book) =>
 *     Option.match(BookView.fill(book, "Buy", BigDecimal.fromBigInt(1n)), {
 *       onNone: () => Effect.log("no asks"),
 *       onSome: (fill) => Effect.log(`average ${BigDecimal.format(fill.averagePrice)}, complete: ${fill.complete}`)
 *     })
 *   )
 * )
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category views
 */
export const fill = (
  book: Book,
  side: TakerSide,
  size: BigDecimal.BigDecimal | Decimal.Decimal
): Option.Option<Fill> => {
  const wanted = typeof size === "string" ? Decimal.toBigDecimal(size) : size
  if (!BigDecimal.isPositive(wanted)) return Option.none()
  const [prices, sizes] = sideOf(book, side === "Buy" ? "ask" : "bid")
  let left = wanted
  let filled = BigDecimal.fromBigInt(0n)
  let notional = BigDecimal.fromBigInt(0n)
  let worst: Decimal.Decimal | undefined
  let levels = 0
  for (let i = 0; i < prices.length && BigDecimal.isPositive(left); i++) {
    const p = prices[i] as Decimal.Decimal
    const available = Decimal.toBigDecimal(sizes[i] as Decimal.Decimal)
    const take = BigDecimal.min(available, left)
    filled = BigDecimal.sum(filled, take)
    notional = BigDecimal.sum(notional, BigDecimal.multiply(Decimal.toBigDecimal(p), take))
    left = BigDecimal.subtract(left, take)
    worst = p
    levels++
  }
  if (worst === undefined) return Option.none()
  return Option.some({
    filled: BigDecimal.normalize(filled),
    notional: BigDecimal.normalize(notional),
    averagePrice: BigDecimal.normalize(BigDecimal.divideUnsafe(notional, filled)),
    worstPrice: worst,
    levels,
    complete: !BigDecimal.isPositive(left)
  })
}

/**
 * A rolling tape of public trades: `publicTrade` messages folded into the last `size` trades of one symbol, newest
 * first, each trade once (by its id `i`), with the tape's last price and its total, buy and sell volume computed
 * exactly (`BigDecimal`, never a float).
 *
 * The tape starts from `GET /v5/market/recent-trade` (unless `seed: false`) and is backfilled from it after every
 * reconnect and after a frame that fails its Schema, since the topic does not replay what was pushed while the
 * socket was down. REST and the socket overlap: a trade already on the tape, or one that has rolled off it, is
 * never added again. Trades are ordered by time; trades with the same time keep the order they arrived in, later
 * first (a message lists its trades oldest first).
 *
 * @since 0.1.0
 */
import * as BigDecimal from "effect/BigDecimal"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Queue from "effect/Queue"
import * as Result from "effect/Result"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import type { BybitHttp } from "../Http/BybitHttp.js"
import * as Market from "../Http/v5/Market.js"
import * as Decimal from "../Schema/Decimal.js"
import * as Decoding from "../Schema/Decoding.js"
import type * as Enums from "../Schema/Enums.js"
import type * as RecentTrade from "../Schema/RecentTrade.js"
import type * as WsPublic from "../Schema/WsPublic.js"
import type { BybitSocket } from "./BybitSocket.js"
import * as Coalesce from "./Coalesce.js"
import type { Frame, SubscribeError } from "./Connection.js"
import * as Topics from "./Topics.js"
import type * as WsMarket from "./WsMarket.js"

/**
 * One trade on the tape: id, fill time (ms), taker side, price and size as the exchange's decimal strings.
 *
 * @since 0.1.0
 * @category models
 */
export interface Print {
  readonly id: string
  readonly time: number
  readonly symbol: string
  readonly side: typeof Enums.SideTolerant.Type
  readonly price: Decimal.Decimal
  readonly size: Decimal.Decimal
  readonly blockTrade: boolean
}

/**
 * A snapshot of the tape: the trades newest first, the newest trade's price, and the summed size of the trades on
 * the tape, in total and by taker side (exact; a side other than `Buy`/`Sell` counts in `volume` only).
 *
 * @since 0.1.0
 * @category models
 */
export interface Tape {
  readonly symbol: string
  readonly category: WsMarket.Category
  readonly trades: ReadonlyArray<Print>
  readonly lastPrice: Option.Option<Decimal.Decimal>
  readonly volume: BigDecimal.BigDecimal
  readonly buyVolume: BigDecimal.BigDecimal
  readonly sellVolume: BigDecimal.BigDecimal
}

/**
 * Options of a tape stream.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** How many trades the tape keeps (default 50). */
  readonly size?: number
  /**
   * Start from REST recent trades (default true). REST answers at most 60 trades on spot and 1000 elsewhere; for
   * options it answers per base coin, so fewer of them may belong to the symbol.
   */
  readonly seed?: boolean
  /** Retries of a failed REST read (default: exponential from 200 ms, 5 retries), then the stream fails. */
  readonly restRetry?: Schedule.Schedule<unknown, unknown>
}

/**
 * The default tape length.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultSize = 50

/**
 * The error of a REST read.
 *
 * @since 0.1.0
 * @category errors
 */
export type RestError = Effect.Error<ReturnType<typeof Market.getPublicTradingHistory>>

/**
 * A print from a `publicTrade` trade.
 *
 * @since 0.1.0
 * @category constructors
 */
export const fromWs = (t: WsPublic.PublicTrade): Print => ({
  id: t.i,
  time: t.T,
  symbol: t.s,
  side: t.S,
  price: t.p,
  size: t.v,
  blockTrade: t.BT ?? false
})

/**
 * A print from a `/v5/market/recent-trade` item.
 *
 * @since 0.1.0
 * @category constructors
 */
export const fromRest = (t: RecentTrade.PublicTrade): Print => ({
  id: t.execId,
  time: Number(t.time),
  symbol: t.symbol,
  side: t.side,
  price: t.price,
  size: t.size,
  blockTrade: t.isBlockTrade
})

const zero = BigDecimal.make(0n, 0)

/**
 * The tape itself: synchronous and free of I/O (the stream drives it).
 *
 * @since 0.1.0
 * @category models
 */
export class TapeWindow {
  private readonly trades: Array<Print> = []
  private readonly held = new Set<string>()
  // ids that rolled off, remembered as long as the tape is long, so a backfill cannot bring them back
  private readonly evicted = new Set<string>()
  private volume = zero
  private buy = zero
  private sell = zero

  constructor(readonly size: number) {}

  /** Adds a trade; false when it is already known or too old for a full tape. */
  add(print: Print): boolean {
    if (this.held.has(print.id) || this.evicted.has(print.id)) return false
    let at = 0
    while (at < this.trades.length && this.trades[at]!.time > print.time) at++
    if (at >= this.size) return false
    this.trades.splice(at, 0, print)
    this.held.add(print.id)
    this.count(print, 1)
    while (this.trades.length > this.size) {
      const gone = this.trades.pop()!
      this.held.delete(gone.id)
      this.count(gone, -1)
      this.evicted.add(gone.id)
      if (this.evicted.size > this.size) this.evicted.delete(this.evicted.values().next().value as string)
    }
    return true
  }

  /** The snapshot. */
  view(symbol: string, category: WsMarket.Category): Tape {
    const newest = this.trades[0]
    return {
      symbol,
      category,
      trades: this.trades.slice(),
      lastPrice: newest === undefined ? Option.none() : Option.some(newest.price),
      volume: BigDecimal.normalize(this.volume),
      buyVolume: BigDecimal.normalize(this.buy),
      sellVolume: BigDecimal.normalize(this.sell)
    }
  }

  private count(print: Print, sign: 1 | -1): void {
    const size = Decimal.toBigDecimal(print.size)
    const signed = sign === 1 ? size : BigDecimal.negate(size)
    this.volume = BigDecimal.sum(this.volume, signed)
    if (print.side === "Buy") this.buy = BigDecimal.sum(this.buy, signed)
    else if (print.side === "Sell") this.sell = BigDecimal.sum(this.sell, signed)
  }
}

const defaultRestRetry: Schedule.Schedule<unknown, unknown> = Schedule.max([
  Schedule.exponential("200 millis"),
  Schedule.recurs(5)
])

/**
 * Streams the tape of one symbol (options subscribe `publicTrade.{baseCoin}` and keep the symbol's trades): one
 * snapshot per pull reflecting every trade since the previous one. Fails with `SubscribeFailed` when the topic is
 * refused, `SocketClosed` when the connection ends for good, or the REST error once the retries are spent. Every
 * run starts afresh, so a failed stream can be run again with `Stream.retry`.
 *
 * @example
 * ```ts
 * import { Bybit, BybitSocket, Environment, TradeTape } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
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
 * // the last trades of BTCUSDT, seeded from REST
 * const program = TradeTape.stream("BTCUSDT", "linear", { size: 20 }).pipe(
 *   Stream.take(3),
 *   Stream.runForEach((tape) => Effect.log(tape.trades.length))
 * )
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category streams
 */
export const stream = (
  symbol: string,
  category: WsMarket.Category,
  options: Options = {}
): Stream.Stream<Tape, SubscribeError | RestError, BybitSocket | BybitHttp> =>
  Stream.suspend(() => {
    const size = Math.max(1, Math.floor(options.size ?? defaultSize))
    const seed = options.seed ?? true
    const retry = options.restRetry ?? defaultRestRetry
    const baseCoin = category === "option" ? (symbol.split("-")[0] ?? symbol) : undefined
    const topic = Topics.publicTrade(baseCoin ?? symbol)
    const limit = Math.min(size, category === "spot" ? 60 : 1000)
    const tape = new TapeWindow(size)
    let ready = !seed

    const backfill = Market.getPublicTradingHistory({
      category,
      limit,
      ...(baseCoin === undefined ? { symbol } : { baseCoin })
    }).pipe(
      Effect.retry(retry),
      Effect.map((result) => {
        // newest first on the wire: add oldest first, so trades of the same time keep the exchange's order
        let changed = false
        for (let i = result.list.length - 1; i >= 0; i--) {
          const t = result.list[i]!
          if (t.symbol === symbol && tape.add(fromRest(t))) changed = true
        }
        return changed
      })
    )

    return Coalesce.run<Tape, RestError, BybitHttp>(
      category,
      [topic.name],
      () => (ready ? tape.view(symbol, category) : undefined),
      (ctx) =>
        Effect.gen(function* () {
          const requests = yield* Queue.unbounded<string>()
          const check = Coalesce.checker(topic, category, (yield* Decoding.current).validator)

          const listener = (frame: Frame): void => {
            const message = check(frame)
            if (Result.isFailure(message)) {
              Queue.offerUnsafe(requests, `invalid frame: ${message.failure.issue}`)
              return
            }
            let changed = false
            for (const t of message.success.data) if (t.s === symbol && tape.add(fromWs(t))) changed = true
            if (changed) ctx.dirty()
          }

          yield* Effect.gen(function* () {
            while (true) {
              const reasons = yield* Queue.takeAll(requests)
              for (const reason of reasons) {
                if (reason.startsWith("invalid")) yield* Effect.logWarning(`${topic.name}: ${reason}`)
              }
              const changed = yield* backfill
              if (changed || !ready) {
                ready = true
                ctx.dirty()
              }
            }
          }).pipe(
            Effect.catch((error) => Effect.sync(() => ctx.fail(error))),
            Effect.forkScoped
          )

          yield* Coalesce.onReconnect(ctx, (event) => {
            if (event === "resubscribed") Queue.offerUnsafe(requests, "reconnected")
          })
          if (seed) Queue.offerUnsafe(requests, "seed")
          yield* ctx.subscribe(listener)
        })
    )
  })

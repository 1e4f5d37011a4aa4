/**
 * Candles as a bounded bar series: `kline.{interval}.{symbol}` updates folded into the newest `maxBars` bars,
 * oldest first, seeded from `GET /v5/market/kline` so a chart starts full, and repaired from REST whenever bars
 * may have been missed.
 *
 * Rules (`BarWindow`): an update for a bar in the window replaces it — except that a closed bar (`confirm: true`)
 * is only replaced by another closed version of it, so a late update never reopens a bar; an update with a newer
 * `start` opens a new bar; an update for a bar older than the window, or for an older bar the window does not
 * hold, is ignored. REST rows replace closed bars (the exchange's own record is the authority for them); the
 * newest REST row is the running bar and only fills a hole, since the live feed is at least as fresh.
 *
 * Repairs read REST from the first bar that may be incomplete: after every reconnect (the topic does not replay
 * what was pushed while the socket was down), when a new bar opens while the previous one was never confirmed or
 * bars in between are missing, and when a frame fails its Schema. Prices and volumes stay the exchange's decimal
 * strings: no float ever touches them.
 *
 * @since 0.1.0
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Queue from "effect/Queue"
import * as Result from "effect/Result"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import type { BybitHttp } from "../Http/BybitHttp.js"
import * as Market from "../Http/v5/Market.js"
import type { Decimal } from "../Schema/Decimal.js"
import * as Decoding from "../Schema/Decoding.js"
import type * as Enums from "../Schema/Enums.js"
import * as Kline from "../Schema/Kline.js"
import type * as WsPublic from "../Schema/WsPublic.js"
import type { BybitSocket } from "./BybitSocket.js"
import * as Coalesce from "./Coalesce.js"
import type { Frame, SubscribeError } from "./Connection.js"
import * as Topics from "./Topics.js"

/**
 * The categories with a kline topic.
 *
 * @since 0.1.0
 * @category models
 */
export type Category = "spot" | "linear" | "inverse"

/**
 * One bar: `start`/`end` in ms (`end` is the last millisecond of the bar), the exchange's decimal strings, and
 * `confirm`: whether the bar is closed.
 *
 * @since 0.1.0
 * @category models
 */
export interface Bar {
  readonly start: number
  readonly end: number
  readonly open: Decimal
  readonly high: Decimal
  readonly low: Decimal
  readonly close: Decimal
  readonly volume: Decimal
  readonly turnover: Decimal
  readonly confirm: boolean
}

/**
 * A snapshot of the series: at most `maxBars` bars, oldest first, starts strictly increasing; only the last bar
 * may be open.
 *
 * @since 0.1.0
 * @category models
 */
export interface Series {
  readonly symbol: string
  readonly category: Category
  readonly interval: Enums.KlineInterval
  readonly bars: ReadonlyArray<Bar>
}

/**
 * Options of a candle stream.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** How many bars the series keeps (default 200). */
  readonly maxBars?: number
  /** How many bars of REST history to start with (default `maxBars`; 0: start from the live feed alone). */
  readonly history?: number
  /** Retries of a failed REST read (default: exponential from 200 ms, 5 retries), then the stream fails. */
  readonly restRetry?: Schedule.Schedule<unknown, unknown>
  /** The least time between a repair and the follow-up it asks for (default 1 s), so REST is never polled hot. */
  readonly repairSpacing?: Duration.Input
}

/**
 * The default number of bars kept.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultMaxBars = 200

/**
 * The error of a REST read.
 *
 * @since 0.1.0
 * @category errors
 */
export type RestError = Effect.Error<ReturnType<typeof Market.getKline>>

/**
 * The start of the bar after the one starting at `start` (months follow the UTC calendar).
 *
 * @since 0.1.0
 * @category utils
 */
export const nextStart: (interval: Enums.KlineInterval, start: number) => number = Kline.nextStart

/**
 * A bar from a `kline` topic candle.
 *
 * @since 0.1.0
 * @category constructors
 */
export const fromCandle = (c: WsPublic.Candle): Bar => ({
  start: c.start,
  end: c.end,
  open: c.open,
  high: c.high,
  low: c.low,
  close: c.close,
  volume: c.volume,
  turnover: c.turnover,
  confirm: c.confirm
})

/**
 * A bar from a `/v5/market/kline` row; `confirm` says whether it is known to be closed.
 *
 * @since 0.1.0
 * @category constructors
 */
export const fromRest = (interval: Enums.KlineInterval, c: Kline.Candle, confirm: boolean): Bar => ({
  start: c.startTime,
  end: nextStart(interval, c.startTime) - 1,
  open: c.open,
  high: c.high,
  low: c.low,
  close: c.close,
  volume: c.volume,
  turnover: c.turnover,
  confirm
})

/**
 * What applying updates did: whether the series changed, and the start from which REST should be read again
 * (`undefined`: nothing to repair).
 *
 * @since 0.1.0
 * @category models
 */
export interface Outcome {
  readonly changed: boolean
  readonly repairFrom: number | undefined
}

/**
 * The bar window: the fold itself, synchronous and free of I/O (the stream drives it).
 *
 * @since 0.1.0
 * @category models
 */
export class BarWindow {
  private readonly bars: Array<Bar> = []

  constructor(
    readonly interval: Enums.KlineInterval,
    readonly maxBars: number
  ) {}

  /** The bars held, oldest first (a copy). */
  view(): ReadonlyArray<Bar> {
    return this.bars.slice()
  }

  /** The newest bar. */
  last(): Bar | undefined {
    return this.bars[this.bars.length - 1]
  }

  /** Applies one live update. */
  live(bar: Bar): Outcome {
    const last = this.last()
    if (last === undefined || bar.start > last.start) {
      // a bar opens: the previous one must have closed, and no bar may be missing in between
      let repairFrom: number | undefined
      if (last !== undefined) {
        if (!last.confirm) repairFrom = last.start
        else if (bar.start > nextStart(this.interval, last.start)) repairFrom = nextStart(this.interval, last.start)
      }
      this.bars.push(bar)
      this.trim()
      return { changed: true, repairFrom }
    }
    const index = this.indexOf(bar.start)
    if (index < 0) return { changed: false, repairFrom: undefined }
    const held = this.bars[index]!
    if (held.confirm && !bar.confirm) return { changed: false, repairFrom: undefined }
    this.bars[index] = bar
    return { changed: true, repairFrom: undefined }
  }

  /**
   * Merges REST bars (any order). Closed bars replace what is held; an open one only fills a hole. Asks for a
   * repair when a bar that is not the newest is still open afterwards (it closed after REST was read).
   */
  rest(bars: ReadonlyArray<Bar>): Outcome {
    let changed = false
    for (const bar of bars) {
      const index = this.indexOf(bar.start)
      if (index >= 0) {
        if (!bar.confirm) continue
        this.bars[index] = bar
        changed = true
        continue
      }
      const at = this.bars.findIndex((b) => b.start > bar.start)
      if (at < 0) this.bars.push(bar)
      else this.bars.splice(at, 0, bar)
      changed = true
    }
    this.trim()
    const open = this.bars.findIndex((b, i) => !b.confirm && i < this.bars.length - 1)
    return { changed, repairFrom: open < 0 ? undefined : this.bars[open]!.start }
  }

  private indexOf(start: number): number {
    for (let i = this.bars.length - 1; i >= 0; i--) {
      const s = this.bars[i]!.start
      if (s === start) return i
      if (s < start) return -1
    }
    return -1
  }

  private trim(): void {
    if (this.bars.length > this.maxBars) this.bars.splice(0, this.bars.length - this.maxBars)
  }
}

type Request =
  | { readonly _tag: "Seed" }
  | { readonly _tag: "Repair"; readonly from: number | undefined; readonly reason: string; readonly spaced: boolean }

const defaultRestRetry: Schedule.Schedule<unknown, unknown> = Schedule.max([
  Schedule.exponential("200 millis"),
  Schedule.recurs(5)
])

/**
 * Streams the bar series of `kline.{interval}.{symbol}` (spot, linear, inverse): one snapshot per pull reflecting
 * every update since the previous one. Seeded with `history` REST bars; repaired from REST after reconnects, gaps
 * and invalid frames (see the module docs). Fails with `SubscribeFailed` when the topic is refused, `SocketClosed`
 * when the connection ends for good, or the REST error once the retries are spent. Every run starts afresh, so a
 * failed stream can be run again with `Stream.retry`.
 *
 * @example
 * ```ts
 * import { Bybit, BybitSocket, Candles, Environment } from "effect-bybit"
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
 * // one-minute bars of BTCUSDT: 100 from REST, then kept by the kline stream
 * const program = Candles.stream("1", "BTCUSDT", "linear", { history: 100 }).pipe(
 *   Stream.take(3),
 *   Stream.runForEach((series) => Effect.log(series.bars.length))
 * )
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category streams
 */
export const stream = (
  interval: Enums.KlineInterval,
  symbol: string,
  category: Category,
  options: Options = {}
): Stream.Stream<Series, SubscribeError | RestError, BybitSocket | BybitHttp> =>
  Stream.suspend(() => {
    const maxBars = Math.max(1, Math.floor(options.maxBars ?? defaultMaxBars))
    const history = Math.min(maxBars, Math.max(0, Math.floor(options.history ?? maxBars)))
    const retry = options.restRetry ?? defaultRestRetry
    const spacing = Duration.fromInputUnsafe(options.repairSpacing ?? Duration.seconds(1))
    const topic = Topics.kline(interval, symbol)
    const window = new BarWindow(interval, maxBars)
    // nothing is emitted before the seed (when asked for) has been merged, so a chart never starts half empty
    let ready = history === 0

    // Newest first, at most `count` rows, back to `from` when given; pages back by `end` past 1000 rows.
    const fetch = (count: number, from: number | undefined) =>
      Effect.gen(function* () {
        const rows: Array<Kline.Candle> = []
        let end: number | undefined
        while (rows.length < count) {
          const limit = Math.min(1000, count - rows.length)
          const page = yield* Market.getKline({
            category,
            symbol,
            interval,
            limit,
            ...(from === undefined ? {} : { start: from }),
            ...(end === undefined ? {} : { end })
          }).pipe(Effect.retry(retry))
          const list = end === undefined ? page.list : page.list.filter((c) => c.startTime <= (end as number))
          if (list.length === 0) break
          rows.push(...list)
          const oldest = list[list.length - 1]!.startTime
          if (list.length < limit || (from !== undefined && oldest <= from)) break
          end = oldest - 1
        }
        // the newest row is the running bar; every older one has closed
        return rows.map((c, i) => fromRest(interval, c, i > 0))
      })

    return Coalesce.run<Series, RestError, BybitHttp>(
      category,
      [topic.name],
      () => (ready ? { symbol, category, interval, bars: window.view() } : undefined),
      (ctx) =>
        Effect.gen(function* () {
          const requests = yield* Queue.unbounded<Request>()
          const repair = (from: number | undefined, reason: string, spaced = false) =>
            Queue.offerUnsafe(requests, { _tag: "Repair", from, reason, spaced })
          const check = Coalesce.checker(topic, category, (yield* Decoding.current).validator)

          const listener = (frame: Frame): void => {
            const message = check(frame)
            if (Result.isFailure(message)) {
              repair(window.last()?.start, `invalid frame: ${message.failure.issue}`)
              return
            }
            let changed = false
            for (const candle of message.success.data) {
              const outcome = window.live(fromCandle(candle))
              changed = changed || outcome.changed
              if (outcome.repairFrom !== undefined) repair(outcome.repairFrom, "a bar was missed")
            }
            if (changed) ctx.dirty()
          }

          // Serves seeds and repairs one at a time; requests that pile up meanwhile are served by one read.
          yield* Effect.gen(function* () {
            while (true) {
              const batch = yield* Queue.takeAll(requests)
              const repairs = batch.filter((r) => r._tag === "Repair")
              const merge = (bars: ReadonlyArray<Bar>) => {
                const outcome = window.rest(bars)
                ready = true
                ctx.dirty()
                if (outcome.repairFrom !== undefined)
                  repair(outcome.repairFrom, "a bar closed after REST was read", true)
              }
              if (batch.some((r) => r._tag === "Seed")) merge(yield* fetch(history, undefined))
              if (repairs.length === 0) continue
              if (repairs.every((r) => r.spaced)) yield* Effect.sleep(spacing)
              for (const r of repairs) {
                if (r.reason.startsWith("invalid")) yield* Effect.logWarning(`${topic.name}: ${r.reason}`)
              }
              const starts = repairs.flatMap((r) => (r.from === undefined ? [] : [r.from]))
              // an empty window has nothing to repair: it starts from `history` bars, as at first
              if (starts.length > 0) merge(yield* fetch(maxBars, Math.min(...starts)))
              else if (history > 0) merge(yield* fetch(history, undefined))
            }
          }).pipe(
            Effect.catch((error) => Effect.sync(() => ctx.fail(error))),
            Effect.forkScoped
          )

          // the topic does not replay what was pushed while the socket was down
          yield* Coalesce.onReconnect(ctx, (event) => {
            if (event === "resubscribed") repair(window.last()?.start, "reconnected")
          })
          if (history > 0) Queue.offerUnsafe(requests, { _tag: "Seed" })
          yield* ctx.subscribe(listener)
        })
    )
  })

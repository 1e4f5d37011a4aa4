/**
 * Candles for a time range as a `Stream`, oldest first. The kline endpoints answer at most 1000 candles per call,
 * newest first; this walks the range forward in windows small enough that no answer is ever cut short, puts each
 * answer in time order and keeps only the candles that start inside the window, so the stream has no duplicates
 * and no gaps, and the first candles arrive before the last window is fetched.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import { InvalidParameters } from "../Errors/ConfigError.js"
import type * as Enums from "../Schema/Enums.js"
import type * as Kline from "../Schema/Kline.js"
import { BybitHttp, type CallError, type CallOptions } from "./BybitHttp.js"
import type * as Endpoint from "./Endpoint.js"
import * as Market from "./v5/Market.js"

/**
 * A time range of candles.
 *
 * @since 0.1.0
 * @category models
 */
export interface RangeRequest {
  /** Defaults to `linear` on the exchange. */
  readonly category?: Enums.Category
  readonly symbol: string
  readonly interval: Enums.KlineInterval
  /** The earliest candle start to include, ms (inclusive). */
  readonly start: number
  /** The latest candle start to include, ms (inclusive). */
  readonly end: number
  /** Candles asked for per call, 2–1000 (default 1000, the most the exchange answers). */
  readonly pageSize?: number
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * The shortest length a candle of this interval can have, ms (a month is at least 28 days).
 *
 * @since 0.1.0
 * @category utils
 */
export const minimumLength = (interval: Enums.KlineInterval): number => {
  switch (interval) {
    case "D":
      return DAY
    case "W":
      return 7 * DAY
    case "M":
      return 28 * DAY
    default:
      return Number(interval) * MINUTE
  }
}

/**
 * The length of each window asked for, ms: at most `pageSize - 1` candles start inside a window this long, plus
 * the candle already running at its start, which the exchange may include — never more than `pageSize`.
 *
 * @since 0.1.0
 * @category utils
 */
export const windowLength = (interval: Enums.KlineInterval, pageSize: number): number =>
  (pageSize - 1) * minimumLength(interval)

const walk = <
  Name extends string,
  PI,
  R extends { readonly list: ReadonlyArray<C> },
  RI,
  C extends { readonly startTime: number }
>(
  endpoint: Endpoint.Endpoint<Name, "public", Kline.KlineRequest, PI, R, RI, never>,
  request: RangeRequest,
  options?: CallOptions
): Stream.Stream<C, CallError<"public", never>, BybitHttp> =>
  Stream.unwrap(
    Effect.gen(function* () {
      const pageSize = request.pageSize ?? 1000
      const invalid = (path: string, detail: string) =>
        new InvalidParameters({ endpoint: endpoint.path, path: `params.${path}`, detail })
      if (!Number.isInteger(pageSize) || pageSize < 2 || pageSize > 1000) {
        return yield* invalid("pageSize", `must be an integer from 2 to 1000, got ${pageSize}`)
      }
      if (!Number.isSafeInteger(request.start) || !Number.isSafeInteger(request.end)) {
        return yield* invalid("start", "start and end must be integer ms timestamps")
      }
      if (request.start > request.end) {
        return yield* invalid("start", `start ${request.start} is after end ${request.end}`)
      }
      const http = yield* BybitHttp
      const span = windowLength(request.interval, pageSize)
      const base: Kline.KlineRequest = {
        symbol: request.symbol,
        interval: request.interval,
        ...(request.category === undefined ? {} : { category: request.category })
      }
      return Stream.paginate(request.start, (from: number) => {
        const to = Math.min(request.end, from + span - 1)
        return Effect.map(
          http.call(endpoint, { ...base, start: from, end: to, limit: pageSize }, options),
          (result) => {
            // Newest first on the wire; keep the window's own candles so windows never overlap.
            const inWindow = result.list
              .filter((c) => c.startTime >= from && c.startTime <= to)
              .sort((a, b) => a.startTime - b.startTime)
              .filter((c, i, all) => i === 0 || all[i - 1]?.startTime !== c.startTime)
            return [inWindow, to < request.end ? Option.some(to + 1) : Option.none()] as const
          }
        )
      })
    })
  )

/**
 * Trade candles (`/v5/market/kline`) whose start lies in `[start, end]`, oldest first.
 *
 * @example
 * ```ts
 * import { Bybit, Environment, KlineStream } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 * import * as Stream from "effect/Stream"
 *
 * const client = Bybit.layer({
 *   environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" })
 * }).pipe(Layer.provide(Node.layer))
 *
 * // a day of one-minute candles, as many requests as it takes
 * const end = Date.now()
 * const program = KlineStream.candles({
 *   category: "linear",
 *   symbol: "BTCUSDT",
 *   interval: "1",
 *   start: end - 24 * 60 * 60_000,
 *   end
 * }).pipe(Stream.runCount)
 *
 * Effect.runPromise(Effect.provide(program, client)).then((count) => console.log(count))
 * ```
 *
 * @since 0.1.0
 * @category streams
 */
export const candles = (
  request: RangeRequest,
  options?: CallOptions
): Stream.Stream<Kline.Candle, CallError<"public", never>, BybitHttp> => walk(Market.kline, request, options)

/**
 * Mark-price candles (`/v5/market/mark-price-kline`) whose start lies in `[start, end]`, oldest first.
 *
 * @since 0.1.0
 * @category streams
 */
export const markPriceCandles = (
  request: RangeRequest,
  options?: CallOptions
): Stream.Stream<Kline.PriceCandle, CallError<"public", never>, BybitHttp> =>
  walk(Market.markPriceKline, request, options)

/**
 * Index-price candles (`/v5/market/index-price-kline`) whose start lies in `[start, end]`, oldest first.
 *
 * @since 0.1.0
 * @category streams
 */
export const indexPriceCandles = (
  request: RangeRequest,
  options?: CallOptions
): Stream.Stream<Kline.PriceCandle, CallError<"public", never>, BybitHttp> =>
  walk(Market.indexPriceKline, request, options)

/**
 * Premium-index candles (`/v5/market/premium-index-price-kline`) whose start lies in `[start, end]`, oldest first.
 *
 * @since 0.1.0
 * @category streams
 */
export const premiumIndexPriceCandles = (
  request: RangeRequest,
  options?: CallOptions
): Stream.Stream<Kline.PriceCandle, CallError<"public", never>, BybitHttp> =>
  walk(Market.premiumIndexPriceKline, request, options)

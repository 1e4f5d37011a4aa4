/**
 * Candles: `GET /v5/market/kline` (7 columns per row) and the mark / index / premium-index price klines (5 columns).
 * Rows arrive as string arrays, newest first; they decode into one struct per row.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"
import { Decimal } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import { NumberFromString } from "./internal/numberFromString.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/kline` (and of the mark / index / premium-index klines). `start`/`end` are ms
 * timestamps; `limit` is 1-1000 (default 200); `category` defaults to `linear` on the exchange.
 *
 * @since 0.1.0
 * @category schemas
 */
export const KlineRequest = LazySchema.struct("KlineRequest", () => ({
  category: Schema.optional(MarketEnums.Category),
  symbol: Schema.String,
  interval: MarketEnums.KlineInterval,
  start: Schema.optional(Schema.Number),
  end: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a kline query.
 *
 * @since 0.1.0
 * @category models
 */
export interface KlineRequest extends Schema.Schema.Type<typeof KlineRequest> {}

const StartTime = LazySchema.make(() => NumberFromString.pipe(Schema.decodeTo(Schema.Int)))

/**
 * One trade candle. `startTime` is ms since the epoch; `volume` is in contracts (derivatives) or base coin (spot);
 * `turnover` in quote coin.
 *
 * @since 0.1.0
 * @category models
 */
export interface Candle {
  readonly startTime: number
  readonly open: Decimal
  readonly high: Decimal
  readonly low: Decimal
  readonly close: Decimal
  readonly volume: Decimal
  readonly turnover: Decimal
}

// The tuple takes a rest element so a column added later does not fail the decode.
const CandleRow = LazySchema.make(() =>
  Schema.TupleWithRest(Schema.Tuple([StartTime, Decimal, Decimal, Decimal, Decimal, Decimal, Decimal]), [
    Schema.String
  ]).annotate({
    identifier: "CandleRow"
  })
)

/**
 * A kline row `[startTime, open, high, low, close, volume, turnover]` decoded into a {@link Candle}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Candle: Schema.Codec<Candle, Schema.Codec.Encoded<typeof CandleRow>> = LazySchema.make(() =>
  CandleRow.pipe(
    Schema.decodeTo(
      Schema.toType(
        Schema.Struct({
          startTime: Schema.Number,
          open: Decimal,
          high: Decimal,
          low: Decimal,
          close: Decimal,
          volume: Decimal,
          turnover: Decimal
        })
      ),
      SchemaTransformation.transform({
        decode: ([startTime, open, high, low, close, volume, turnover]) => ({
          startTime,
          open,
          high,
          low,
          close,
          volume,
          turnover
        }),
        encode: (c) => [c.startTime, c.open, c.high, c.low, c.close, c.volume, c.turnover] as const
      })
    )
  ).annotate({ identifier: "Candle" })
)

/**
 * One price candle of the mark, index or premium-index klines: no volume.
 *
 * @since 0.1.0
 * @category models
 */
export interface PriceCandle {
  readonly startTime: number
  readonly open: Decimal
  readonly high: Decimal
  readonly low: Decimal
  readonly close: Decimal
}

const PriceCandleRow = LazySchema.make(() =>
  Schema.TupleWithRest(Schema.Tuple([StartTime, Decimal, Decimal, Decimal, Decimal]), [Schema.String]).annotate({
    identifier: "PriceCandleRow"
  })
)

/**
 * A price-kline row `[startTime, open, high, low, close]` decoded into a {@link PriceCandle}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PriceCandle: Schema.Codec<PriceCandle, Schema.Codec.Encoded<typeof PriceCandleRow>> = LazySchema.make(() =>
  PriceCandleRow.pipe(
    Schema.decodeTo(
      Schema.toType(
        Schema.Struct({ startTime: Schema.Number, open: Decimal, high: Decimal, low: Decimal, close: Decimal })
      ),
      SchemaTransformation.transform({
        decode: ([startTime, open, high, low, close]) => ({ startTime, open, high, low, close }),
        encode: (c) => [c.startTime, c.open, c.high, c.low, c.close] as const
      })
    )
  ).annotate({ identifier: "PriceCandle" })
)

/**
 * The result of `/v5/market/kline`: candles sorted newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Kline extends LazyClass.Class<Kline>("Kline")(() => ({
  category: Schema.optional(MarketEnums.CategoryTolerant),
  symbol: Schema.String,
  list: Schema.Array(Candle)
})) {}

/**
 * The result of `/v5/market/mark-price-kline`, `index-price-kline` and `premium-index-price-kline`, newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PriceKline extends LazyClass.Class<PriceKline>("PriceKline")(() => ({
  category: Schema.optional(MarketEnums.CategoryTolerant),
  symbol: Schema.String,
  list: Schema.Array(PriceCandle)
})) {}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * The start of the bar after the one starting at `start` (months follow the UTC calendar).
 *
 * @since 0.1.0
 * @category utils
 */
export const nextStart = (interval: MarketEnums.KlineInterval, start: number): number => {
  switch (interval) {
    case "D":
      return start + DAY
    case "W":
      return start + 7 * DAY
    case "M": {
      const d = new Date(start)
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)
    }
    default:
      return start + Number(interval) * MINUTE
  }
}

/**
 * `GET /v5/market/time`: the exchange's clock, the input of the clock-offset estimate.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

const Digits = LazySchema.make(() => Schema.String.pipe(Schema.check(Schema.isPattern(/^\d+$/))))

/**
 * The result of `/v5/market/time`: seconds and nanoseconds since the epoch, both as digit strings.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ServerTime extends LazyClass.Class<ServerTime>("ServerTime")(() => ({
  timeSecond: Digits,
  timeNano: Digits
})) {
  /** The server time in whole milliseconds (from `timeNano`, exact: no float rounding of the nanoseconds). */
  get millis(): number {
    return Number(BigInt(this.timeNano) / 1_000_000n)
  }
}

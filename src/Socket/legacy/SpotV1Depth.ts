/**
 * The spot v1 merged order book: `mergedDepth` pushes the top of the book with prices merged to `dumpScale`
 * decimals (bids rounded down, asks rounded up, quantities of merged levels summed), whole, on every push. This
 * module turns those pushes into a book, and merges a full-precision book (e.g. from `depth`) the same way.
 * Arithmetic is exact (bigint units), never floating point.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import * as LazySchema from "../../Schema/LazySchema.js"
import { MergedDepthPush } from "../../Schema/legacy/WsSpotV1.js"
import type { Service, SubscribeError } from "./LegacySocket.js"
import * as Protocol from "./Protocol.js"

/**
 * A `[price, quantity]` level, decimals as strings.
 *
 * @since 0.1.0
 * @category models
 */
export type Level = readonly [price: string, quantity: string]

/**
 * A merged book: bids best (highest) first, asks best (lowest) first.
 *
 * @since 0.1.0
 * @category models
 */
export interface MergedBook {
  readonly symbol: string
  readonly dumpScale: number
  /** Exchange time of the push, ms. */
  readonly time: number
  /** The exchange's book version (`v`). */
  readonly version: string
  readonly bids: ReadonlyArray<Level>
  readonly asks: ReadonlyArray<Level>
}

/**
 * A `mergedDepth` push that did not decode, or whose prices are not on its dump scale.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidMergedDepth extends Schema.TaggedError<InvalidMergedDepth>()("InvalidMergedDepth", {
  reason: Schema.String
}) {
  override get message(): string {
    return `Invalid mergedDepth push: ${this.reason}`
  }
}

const pow10 = (n: number): bigint => 10n ** BigInt(n)

const decimals = (text: string): number => {
  const dot = text.indexOf(".")
  return dot === -1 ? 0 : text.length - dot - 1
}

/** Units of a non-negative decimal at `scale` (which must be at least its own decimals). */
const toUnits = (text: string, scale: number): bigint => {
  const [whole = "0", fraction = ""] = text.split(".")
  return BigInt(whole + fraction.padEnd(scale, "0"))
}

const fromUnits = (units: bigint, scale: number): string => {
  if (scale === 0) return units.toString()
  const digits = units.toString().padStart(scale + 1, "0")
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

const trim = (text: string): string => (text.includes(".") ? text.replace(/\.?0+$/, "") : text)

/**
 * Merges one side of a full-precision book to `dumpScale` decimals: bid prices rounded down, ask prices rounded
 * up, quantities at the same merged price summed. The result keeps the side's order (bids descending, asks
 * ascending), prices with exactly `dumpScale` decimals and quantities without trailing zeros.
 *
 * @since 0.1.0
 * @category merging
 */
export const merge = (levels: ReadonlyArray<Level>, dumpScale: number, side: "bid" | "ask"): Array<Level> => {
  const scale = Math.max(dumpScale, ...levels.map(([p]) => decimals(p)))
  const qtyScale = Math.max(0, ...levels.map(([, q]) => decimals(q)))
  const step = pow10(scale - dumpScale)
  const merged = new Map<bigint, bigint>()
  for (const [price, quantity] of levels) {
    const units = toUnits(price, scale)
    const down = units / step
    const bucket = side === "bid" || units % step === 0n ? down : down + 1n
    merged.set(bucket, (merged.get(bucket) ?? 0n) + toUnits(quantity, qtyScale))
  }
  return [...merged.entries()]
    .sort(([a], [b]) => (side === "bid" ? (a > b ? -1 : a < b ? 1 : 0) : a < b ? -1 : a > b ? 1 : 0))
    .map(([bucket, qty]): Level => [fromUnits(bucket, dumpScale), trim(fromUnits(qty, qtyScale))])
}

const onScale = (levels: ReadonlyArray<Level>, dumpScale: number): boolean =>
  levels.every(([price]) => decimals(trim(price)) <= dumpScale)

const sorted = (levels: ReadonlyArray<Level>, side: "bid" | "ask"): boolean =>
  levels.every((level, i) => {
    const previous = levels[i - 1]
    if (previous === undefined) return true
    const scale = Math.max(decimals(previous[0]), decimals(level[0]))
    const a = toUnits(previous[0], scale)
    const b = toUnits(level[0], scale)
    return side === "bid" ? a > b : a < b
  })

const decodePush = LazySchema.decoder(() => Schema.decodeUnknownResult(MergedDepthPush))

/**
 * The book of one `mergedDepth` push: decoded, and checked to be on its dump scale and in order.
 *
 * @since 0.1.0
 * @category decoding
 */
export const fromPush = (frame: unknown): Result.Result<MergedBook, InvalidMergedDepth> =>
  Result.flatMap(
    Result.mapError(decodePush(frame), (error) => new InvalidMergedDepth({ reason: error.message })),
    (push) => {
      const dumpScale = Number(push.params.dumpScale)
      const book = push.data[0]
      if (!Number.isInteger(dumpScale) || dumpScale < 0) {
        return Result.fail(new InvalidMergedDepth({ reason: `dumpScale "${push.params.dumpScale}"` }))
      }
      if (book === undefined) return Result.fail(new InvalidMergedDepth({ reason: "no book in data" }))
      if (!onScale(book.b, dumpScale) || !onScale(book.a, dumpScale)) {
        return Result.fail(new InvalidMergedDepth({ reason: `a price has more than ${dumpScale} decimals` }))
      }
      if (!sorted(book.b, "bid") || !sorted(book.a, "ask")) {
        return Result.fail(new InvalidMergedDepth({ reason: "levels out of order" }))
      }
      return Result.succeed({ symbol: book.s, dumpScale, time: book.t, version: book.v, bids: book.b, asks: book.a })
    }
  )

/**
 * The merged book of a symbol as a stream of books, one per push, from a spot v1 client. Fails with
 * `DumpScaleRequired` without a dump scale (the specification's message), and with `InvalidMergedDepth` on a push
 * that is not a valid merged book.
 *
 * @since 0.1.0
 * @category streams
 */
export const mergedBook = (
  socket: Service,
  symbol: string,
  dumpScale: number | undefined
): Stream.Stream<MergedBook, SubscribeError | InvalidMergedDepth> =>
  Stream.unwrap(
    Effect.map(
      dumpScale === undefined
        ? Protocol.spotV1Topic({ topic: "mergedDepth", symbol })
        : Protocol.spotV1Topic({ topic: "mergedDepth", symbol, dumpScale }),
      (topic) =>
        Stream.mapEffect(socket.stream(topic), (frame) =>
          Result.match(fromPush(frame), {
            onFailure: Effect.fail,
            onSuccess: Effect.succeed
          })
        )
    )
  )

/**
 * How an enumeration is read from a response: its known values, or any other value unchanged (the `XTolerant` forms
 * of `Enums`), and an integer sent as a number or a numeric string. Its own module so that a schema can use them
 * without loading every enumeration (see `marketEnums.ts`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"
import { NumberFromString } from "./numberFromString.js"

/**
 * A known string literal or any other string (the `string & {}` keeps autocompletion of the known ones).
 *
 * @since 0.1.0
 * @category models
 */
export type Open<A extends string> = A | (string & {})

/**
 * A known numeric literal or any other number.
 *
 * @since 0.1.0
 * @category models
 */
export type OpenNumber<A extends number> = A | (number & {})

/**
 * The tolerant form of a string enum: decodes the known literals and any other string.
 *
 * @since 0.1.0
 * @category constructors
 */
export const tolerant = <const L extends readonly [string, ...Array<string>]>(
  known: Schema.Literals<L>
): Schema.Codec<Open<L[number]>, string> => Schema.Union([known, Schema.String])

/**
 * An integer sent as a JSON number or as a numeric string (Bybit does both: `smpGroup` is `0` in
 * `/v5/order/realtime` and `"0"` in `/v5/order/history`); decodes to a number, encodes as a number.
 *
 * @since 0.1.0
 * @category schemas
 */
export const IntegerLike: Schema.Codec<number, number | string> = LazySchema.make(() =>
  Schema.Union([Schema.Int, NumberFromString.pipe(Schema.decodeTo(Schema.Int))]).annotate({
    identifier: "IntegerLike"
  })
)

/**
 * The tolerant form of a numeric enum: the known literals, any other integer, or either as a numeric string.
 *
 * @since 0.1.0
 * @category constructors
 */
export const tolerantNumber = <const L extends readonly [number, ...Array<number>]>(
  known: Schema.Literals<L>
): Schema.Codec<OpenNumber<L[number]>, number | string> => Schema.Union([known, IntegerLike])

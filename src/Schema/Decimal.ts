/**
 * Exact decimals as Bybit sends them: plain decimal strings (`"42000.10"`, `"-0.5"`, `"0"`), never `number`.
 * A response decodes into a branded, pattern-checked string; turning it into a `BigDecimal` is done on demand,
 * because parsing every level of a large book into `BigDecimal` costs more than the JSON parse itself.
 *
 * @since 0.1.0
 */
import * as BigDecimal from "effect/BigDecimal"
import * as Option from "effect/Option"
import type * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import * as LazySchema from "./LazySchema.js"

/**
 * The wire form: an optional minus sign, digits, and an optional fraction. No exponent (`"1e-8"`), no leading `+`
 * or `.`: the V5 docs and recorded responses only ever show plain decimals, so anything else is a decode failure
 * rather than a silent reinterpretation.
 *
 * @since 0.1.0
 * @category constants
 */
export const pattern: RegExp = /^-?\d+(\.\d+)?$/

/**
 * The decimal check: `Schema.isPattern(pattern)` (its annotations too, so JSON Schema, arbitraries and the validators
 * read it as that pattern), failing with a message that names the value. The annotations are `SchemaAST.isPattern`'s
 * with the one `Schema.isPattern` adds for this pattern (its code; without the `u` flag its JSON Schema is
 * `SchemaAST.isPattern`'s own), written here: its wrapper, which works them out for any expression's flags, would be
 * in every program that decodes a decimal.
 */
const isDecimal = (): SchemaAST.Filter<string> =>
  Schema.makeFilter(
    (s: string) => pattern.test(s) || `Expected a decimal string such as "42000.10", got ${JSON.stringify(s)}`,
    SchemaAST.isPattern(pattern, {
      toCode: () => ({ runtime: `Schema.isPattern(new globalThis.RegExp(${JSON.stringify(pattern.source)}))` })
    }).annotations
  )

/**
 * A non-empty decimal string, checked against {@link pattern} and branded so it cannot be confused with any string.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Decimal = LazySchema.make(() =>
  Schema.String.pipe(
    Schema.check(isDecimal()),
    Schema.brand("effect-bybit/Decimal"),
    Schema.annotate({ identifier: "Decimal" })
  )
)

/**
 * A validated decimal string.
 *
 * @since 0.1.0
 * @category models
 */
export type Decimal = typeof Decimal.Type

/**
 * A decimal or `""`: Bybit sends an empty string for absent values in many fields (`avgPrice`, `liqPrice`,
 * `deliveryFeeRate`, wallet totals in non-unified mode...).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DecimalOrEmpty = LazySchema.make(() =>
  Schema.Union([Decimal, Schema.Literal("")]).annotate({
    identifier: "DecimalOrEmpty"
  })
)

/**
 * A validated decimal string, or `""` for an absent value.
 *
 * @since 0.1.0
 * @category models
 */
export type DecimalOrEmpty = typeof DecimalOrEmpty.Type

/**
 * A decimal as a caller writes it in a request (`qty: "0.1"`): pattern-checked like {@link Decimal} but not
 * branded, so string literals type-check. A branded {@link Decimal} is accepted too.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DecimalString = LazySchema.make(() =>
  Schema.String.pipe(Schema.check(isDecimal()), Schema.annotate({ identifier: "DecimalString" }))
)

const decodeEither = LazySchema.decoder(() => Schema.decodeUnknownResult(Decimal))

const isDecimalValue = LazySchema.decoder((): ((u: unknown) => boolean) => Schema.is(Decimal))

/**
 * Whether a value is a valid decimal string.
 *
 * @since 0.1.0
 * @category guards
 */
export const is = (u: unknown): u is Decimal => isDecimalValue(u)

/**
 * Validates a string as a {@link Decimal}, failing with the `Schema.SchemaError`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const either = (s: string): Result.Result<Decimal, Schema.SchemaError> => decodeEither(s)

/**
 * Validates a string as a {@link Decimal}; `None` when it is not one.
 *
 * @since 0.1.0
 * @category constructors
 */
export const option = (s: string): Option.Option<Decimal> => (is(s) ? Option.some(s) : Option.none())

/**
 * Builds a {@link Decimal} from a string known to be valid (a literal in code, a value already checked).
 * Throws on an invalid string, like every schema-backed brand constructor: use {@link option} or {@link either}
 * for input that may be malformed.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (s: string): Decimal => Decimal.make(s)

/**
 * The exact `BigDecimal` of a decimal string; the scale is kept (`"42000.10"` has scale 2).
 *
 * @since 0.1.0
 * @category conversions
 */
export const toBigDecimal = (d: Decimal): BigDecimal.BigDecimal => {
  // The pattern guarantees the shape, so the parse cannot fail; split by hand to keep trailing zeros in the scale.
  const dot = d.indexOf(".")
  return dot === -1
    ? BigDecimal.make(BigInt(d), 0)
    : BigDecimal.make(BigInt(d.slice(0, dot) + d.slice(dot + 1)), d.length - dot - 1)
}

/**
 * The exact `BigDecimal` of a possibly empty decimal string: `None` for `""`.
 *
 * @since 0.1.0
 * @category conversions
 */
export const toBigDecimalOption = (d: DecimalOrEmpty): Option.Option<BigDecimal.BigDecimal> =>
  d === "" ? Option.none() : Option.some(toBigDecimal(d))

/**
 * Formats a `BigDecimal` as a plain decimal string, keeping its scale (`make(4200010n, 2)` gives `"42000.10"`) and
 * never switching to exponent notation, unlike `BigDecimal.format`.
 *
 * @since 0.1.0
 * @category conversions
 */
export const fromBigDecimal = (n: BigDecimal.BigDecimal): Decimal => {
  const negative = n.value < 0n
  const digits = (negative ? -n.value : n.value).toString()
  let body: string
  if (n.scale <= 0) {
    body = n.value === 0n ? "0" : digits + "0".repeat(-n.scale)
  } else {
    const padded = digits.padStart(n.scale + 1, "0")
    body = `${padded.slice(0, padded.length - n.scale)}.${padded.slice(padded.length - n.scale)}`
  }
  return make(negative ? `-${body}` : body)
}

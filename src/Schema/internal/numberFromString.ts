/**
 * A number sent as a decimal string, read as Effect 3's `Schema.NumberFromString` read it: `Number.parse` (`"NaN"`,
 * `"Infinity"`, `"-Infinity"` and anything `Number` reads but a blank string), anything else refused. Effect 4's
 * `Schema.NumberFromString` reads every string (`"x"` is `NaN`, `""` is `0`).
 *
 * @since 0.2.0
 * @internal
 */
import * as Effect from "effect/Effect"
import * as EffectNumber from "effect/Number"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"
import * as SchemaIssue from "effect/SchemaIssue"
import * as LazySchema from "../LazySchema.js"

/**
 * A numeric string decoded into a number, encoded back with `String`.
 *
 * @since 0.2.0
 * @internal
 */
export const NumberFromString: Schema.decodeTo<Schema.Number, Schema.String> = LazySchema.make(() =>
  Schema.String.annotate({ expected: "a numeric string" }).pipe(
    Schema.decodeTo(Schema.Number, {
      decode: SchemaGetter.transformEffect((s: string, options) =>
        Option.match(EffectNumber.parse(s), {
          onNone: () =>
            Effect.fail(
              new SchemaIssue.InvalidValue(
                { message: `Expected a numeric string, got ${JSON.stringify(s)}` },
                s,
                options
              )
            ),
          onSome: Effect.succeed
        })
      ),
      encode: SchemaGetter.String()
    })
  )
)

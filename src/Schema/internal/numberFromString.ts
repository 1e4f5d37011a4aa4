/**
 * A number sent as a decimal string, read as Effect 3's `Schema.NumberFromString` read it: `Number.parse` (`"NaN"`,
 * `"Infinity"`, `"-Infinity"` and anything `Number` reads but a blank string), anything else refused. Effect 4's
 * `Schema.NumberFromString` reads every string (`"x"` is `NaN`, `""` is `0`).
 *
 * @since 0.2.0
 * @internal
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"
import * as SchemaIssue from "effect/SchemaIssue"
import * as LazySchema from "../LazySchema.js"

// effect/Number's parse: "NaN" by name (the infinities are Number's own), blank text refused, else what Number reads
// unless that is NaN; without its Option, which the program would carry for this alone
const parse = (s: string): number | undefined => {
  if (s === "NaN") return Number.NaN
  if (s.trim() === "") return undefined
  const n = Number(s)
  return Number.isNaN(n) ? undefined : n
}

/**
 * A numeric string decoded into a number, encoded back with `String`.
 *
 * @since 0.2.0
 * @internal
 */
export const NumberFromString: Schema.decodeTo<Schema.Number, Schema.String> = LazySchema.make(() =>
  Schema.String.annotate({ expected: "a numeric string" }).pipe(
    Schema.decodeTo(Schema.Number, {
      decode: SchemaGetter.transformEffect((s: string, options) => {
        const n = parse(s)
        return n === undefined
          ? Effect.fail(
              new SchemaIssue.InvalidValue(
                { message: `Expected a numeric string, got ${JSON.stringify(s)}` },
                s,
                options
              )
            )
          : Effect.succeed(n)
      }),
      encode: SchemaGetter.String()
    })
  )
)

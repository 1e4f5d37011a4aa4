/**
 * The plain Effect form of `src/Schema/LazySchema.ts` (bench/fastPaths.ts): every schema built when its module is
 * evaluated, as `Schema.Struct({ ... })` written at module level is.
 *
 * @since 1.2.0
 */
import * as Schema from "effect/Schema"
import type * as SchemaAST from "effect/SchemaAST"

/**
 * The schema `build` gives, built now.
 *
 * @since 1.2.0
 */
export const make = <S extends Schema.Top>(build: () => S): S => build()

/**
 * The named struct `fields` gives, built now.
 *
 * @since 1.2.0
 */
export const struct = <const Fields extends Schema.Struct.Fields>(
  identifier: string,
  fields: () => Fields
): Schema.Struct<Fields> => Schema.Struct(fields()).annotate({ identifier })

/**
 * The decoder `build` gives, built now.
 *
 * @since 1.2.0
 */
export const decoder = <I, O>(
  build: () => (input: I, options?: SchemaAST.ParseOptions) => O
): ((input: I, options?: SchemaAST.ParseOptions) => O) => build()

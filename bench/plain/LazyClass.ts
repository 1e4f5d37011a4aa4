/**
 * The plain Effect form of `src/Schema/LazyClass.ts` (bench/fastPaths.ts): Effect's `Schema.Class`, built at
 * definition.
 *
 * @since 1.2.0
 */
import * as Schema from "effect/Schema"

/**
 * `Schema.Class` of the fields `fields` gives, built now.
 *
 * @since 1.2.0
 */
export const Class =
  <Self>(identifier: string) =>
  <const Fields extends Schema.Struct.Fields>(fields: () => Fields): Schema.Class<Self, Schema.Struct<Fields>, {}> =>
    Schema.Class<Self>(identifier)(fields()) as Schema.Class<Self, Schema.Struct<Fields>, {}>

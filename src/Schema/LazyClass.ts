/**
 * `Schema.Class` with its fields given by a function: `class X extends Class<X>("X")(() => ({ ... })) {}` is
 * `class X extends Schema.Class<X>("X")({ ... }) {}`, same type and behaviour.
 *
 * Under Effect 3 this module built Effect's class on first use (its statics and prototype reimplemented over Effect
 * 3's class internals), since every class built its struct and four annotated copies at definition. Effect 4's
 * `Schema.Class` already defers its declaration schema to the first read of `ast`; its struct (the fields' AST) is
 * still made at definition, so the fields' function is called there, once. The function form is kept so that the
 * definitions need not change, and so that laziness can come back here alone if import memory asks for it.
 *
 * Not part of the public surface (not in the barrel): a definition written with it is a `Schema.Class` to its users.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * `Schema.Class`, with the fields given by a function:
 * `class X extends Class<X>("X")(() => ({ ... })) {}` is `class X extends Schema.Class<X>("X")({ ... }) {}` with the
 * same type.
 *
 * @since 0.1.0
 * @category constructors
 */
export const Class =
  <Self>(identifier: string) =>
  <const Fields extends Schema.Struct.Fields>(fields: () => Fields): Schema.Class<Self, Schema.Struct<Fields>, {}> =>
    (Schema.Class as (identifier: string) => (fields: Fields) => Schema.Class<Self, Schema.Struct<Fields>, {}>)(
      identifier
    )(fields())

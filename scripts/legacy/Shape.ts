/**
 * A table's shapes as Effect Schema code: `Schema.String`, `Schema.optional(...)`, `Schema.Array(...)`,
 * `Schema.Union([...])`, `Schema.Struct({ ... })` and the rest; a struct's fields one a line unless the table marks
 * it flat.
 *
 * @since 0.1.0
 */
import * as Code from "./Code.js"
import type * as Layout from "./Layout.js"
import type * as Table from "./Table.js"

/**
 * One struct field: its comment, then `name: shape` (`Schema.optional(shape)` when it may be absent).
 *
 * @since 0.1.0
 * @category code
 */
export const field = (field: Table.Field): Layout.Doc => {
  const type = render(field.type)
  const value = field.optional === true ? Code.call("Schema.optional", type) : type
  return Code.commented(field.comment, Code.property(field.name, value))
}

/**
 * `Schema.Struct({ ... })` of the fields, one a line unless `flat`.
 *
 * @since 0.1.0
 * @category code
 */
export const struct = (fields: ReadonlyArray<Table.Field>, flat = false): Layout.Doc =>
  Code.hug("Schema.Struct", Code.objectLiteral(fields.map(field), !flat))

/**
 * The Schema code of a shape.
 *
 * @since 0.1.0
 * @category code
 */
export const render = (shape: Table.Shape): Layout.Doc => {
  if (typeof shape === "string") return `Schema.${shape}`
  if ("ref" in shape) return shape.ref
  if ("array" in shape) return Code.call("Schema.Array", render(shape.array))
  if ("nullOr" in shape) return Code.call("Schema.NullOr", render(shape.nullOr))
  if ("union" in shape) return Code.hug("Schema.Union", Code.arrayLiteral(shape.union.map(render)))
  if ("tuple" in shape) return Code.hug("Schema.Tuple", Code.arrayLiteral(shape.tuple.map(render)))
  return struct(shape.struct, shape.flat === true)
}

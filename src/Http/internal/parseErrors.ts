/**
 * A Schema error as the executor reports it: the path of its first issue (under a prefix such as `params` or
 * `$.result`) and that issue's message, with the value found there when the message does not name it.
 *
 * @since 0.2.0
 */
import type * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"

const issuePath = (path: ReadonlyArray<PropertyKey>, prefix: string): string =>
  path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`), prefix)

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** The value at a path of the input, when every step of it is there. */
const valueAt = (input: unknown, path: ReadonlyArray<PropertyKey>): { readonly found: unknown } | undefined => {
  let current = input
  for (const key of path) {
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, key)) return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return { found: current }
}

const longest = 60

/** A scalar as the message shows it (a string quoted, a long one cut); nothing for objects and arrays. */
const show = (value: unknown): string | undefined => {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value.length > longest ? `${value.slice(0, longest)}…` : value)
    case "number":
    case "boolean":
    case "bigint":
      return String(value)
    default:
      return value === null ? "null" : undefined
  }
}

/**
 * The first issue of a Schema error: its path under `prefix` and its message. Effect 4's messages name what was
 * expected (every member of a union of literals: `Expected "spot" | "linear" | "inverse" | "option"`) but not the
 * value given, unless the parse kept its input. Given the `input` the schema read (the caller's own parameters; a
 * response's values are left out, they may be private), a scalar found at the issue's path is added
 * (`, got "linaer"`), as Effect 3's messages had it.
 *
 * @since 0.2.0
 */
export const info = (error: Schema.SchemaError, prefix: string, input?: unknown): { path: string; detail: string } => {
  const first = formatter(error.issue).issues[0]
  if (first === undefined) return { path: prefix, detail: error.message }
  const path = first.path as ReadonlyArray<PropertyKey>
  let detail = first.message
  if (detail.startsWith("Expected ") && !detail.includes(", got ")) {
    const at = valueAt(input, path)
    const shown = at === undefined ? undefined : show(at.found)
    if (shown !== undefined) detail = `${detail}, got ${shown}`
  }
  return { path: issuePath(path, prefix), detail }
}

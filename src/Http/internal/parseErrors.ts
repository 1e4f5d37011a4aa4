/**
 * A Schema error as the executor reports it: the path of its first issue (under a prefix such as `params` or
 * `$.result`) and that issue's message, with the value found there when the message does not name it.
 *
 * @since 0.2.0
 */
import type * as Schema from "effect/Schema"
import type * as SchemaIssue from "effect/SchemaIssue"

const issuePath = (path: ReadonlyArray<PropertyKey>, prefix: string): string =>
  path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`), prefix)

/**
 * The path of the issue's first leaf, in the order Effect's formatters list the leaves (an empty composite has none):
 * with the first line of the error's message (`SchemaIssue`'s default formatter), the first issue `makeFormatterStandardSchemaV1`
 * would give, without that formatter's code (a page that decodes one answer would carry it for its failures).
 */
const firstPath = (
  issue: SchemaIssue.Issue,
  path: ReadonlyArray<PropertyKey>
): ReadonlyArray<PropertyKey> | undefined => {
  switch (issue._tag) {
    case "Filter":
    case "Encoding":
      return firstPath(issue.issue, path)
    case "Pointer":
      return firstPath(issue.issue, [...path, ...issue.path])
    case "Composite":
    case "AnyOf": {
      if (issue._tag === "AnyOf" && issue.issues.length === 0) return path
      for (const inner of issue.issues) {
        const found = firstPath(inner, path)
        if (found !== undefined) return found
      }
      return undefined
    }
    default:
      return path
  }
}

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
  const path = firstPath(error.issue, [])
  if (path === undefined) return { path: prefix, detail: error.message }
  // the error's message lists each issue's message on a line of its own, followed by its path's line when it has one
  let detail = error.message.split("\n", 1)[0] as string
  if (detail.startsWith("Expected ") && !detail.includes(", got ")) {
    const at = valueAt(input, path)
    const shown = at === undefined ? undefined : show(at.found)
    if (shown !== undefined) detail = `${detail}, got ${shown}`
  }
  return { path: issuePath(path, prefix), detail }
}

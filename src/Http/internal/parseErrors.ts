/**
 * A Schema error as the executor reports it: the path of its first issue (under a prefix such as `params` or
 * `$.result`) and that issue's message.
 *
 * @since 0.2.0
 */
import type * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"

const issuePath = (path: ReadonlyArray<PropertyKey>, prefix: string): string =>
  path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`), prefix)

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * The first issue of a Schema error: its path under `prefix` and its message.
 *
 * @since 0.2.0
 */
export const info = (error: Schema.SchemaError, prefix: string): { path: string; detail: string } => {
  const first = formatter(error.issue).issues[0]
  return first === undefined
    ? { path: prefix, detail: error.message }
    : { path: issuePath(first.path as ReadonlyArray<PropertyKey>, prefix), detail: first.message }
}

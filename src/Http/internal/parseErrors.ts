/**
 * A Schema parse error as the executor reports it: the path of its first issue (under a prefix such as `params` or
 * `$.result`) and that issue's message.
 *
 * @since 0.2.0
 */
import * as ParseResult from "effect/ParseResult"

const issuePath = (path: ReadonlyArray<PropertyKey>, prefix: string): string =>
  path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`), prefix)

/**
 * The first issue of a parse error: its path under `prefix` and its message.
 *
 * @since 0.2.0
 */
export const info = (error: ParseResult.ParseError, prefix: string): { path: string; detail: string } => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error)
  const first = issues[0]
  return first === undefined
    ? { path: prefix, detail: error.message }
    : { path: issuePath(first.path, prefix), detail: first.message }
}

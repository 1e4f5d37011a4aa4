/**
 * A failed decoding's first problem as a person reads it: where (`accounts[0].apiKeys[1].permissions`) and what.
 * The description, admin-body and request decoders all name the first problem only.
 *
 * @since 1.2.0
 * @internal
 */
import * as SchemaIssue from "effect/SchemaIssue"

const format = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * A path as text: names joined by `.`, indexes in brackets (`a.b[2].c`); `""` for the value itself.
 *
 * @since 1.2.0
 * @category formatting
 */
export const pathText = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string =>
  path.reduce<string>((acc, segment) => {
    const key = typeof segment === "object" ? segment.key : segment
    return typeof key === "number" ? `${acc}[${key}]` : acc === "" ? String(key) : `${acc}.${String(key)}`
  }, "")

/**
 * The first problem of an issue: its path as text and its message, or `undefined` when the formatter lists none.
 *
 * @since 1.2.0
 * @category formatting
 */
export const first = (issue: SchemaIssue.Issue): { readonly path: string; readonly message: string } | undefined => {
  const found = format(issue).issues[0]
  return found === undefined ? undefined : { path: pathText(found.path ?? []), message: found.message }
}

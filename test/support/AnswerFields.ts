/**
 * Test support: which fields a definition's response schema names that the emulator's answers leave out. The
 * response schemas carry every field of the docs' response tables (docs/FIELDS.md: none missing), so a field named
 * and not answered is a field of the docs' table the emulator does not answer — unless a test's exemption says why.
 */
import type * as SchemaAST from "effect/SchemaAST"
import * as SchemaFields from "../../scripts/docs/SchemaFields.js"

/** The field paths a value carries (arrays are transparent, as in SchemaFields). */
export const presentPaths = (value: unknown, prefix: string, into: Set<string>): void => {
  if (Array.isArray(value)) {
    for (const item of value) presentPaths(item, prefix, into)
    return
  }
  if (typeof value !== "object" || value === null) return
  for (const [name, field] of Object.entries(value)) {
    const path = prefix === "" ? name : `${prefix}.${name}`
    // an empty list or a null object carries its own name but nothing below it: those fields are not seen (marked
    // so, not as missing)
    into.add((Array.isArray(field) && field.length === 0) || field === null ? `${path}[]` : path)
    presentPaths(field, path, into)
  }
}

/** What a set of answers shows of the paths a schema names. */
export interface Seen {
  /** Named paths no answer carried, where their parent was carried. */
  readonly missing: ReadonlyArray<string>
  /** Named paths whose parent no answer carried (under a list left empty): neither answered nor missing. */
  readonly unseen: ReadonlySet<string>
}

/**
 * The paths `ast` names that none of `values` carries, where their parent was carried (a field under a list the
 * answers left empty cannot be seen; its parent's absence is what counts). `values` are on the side `ast`'s paths
 * are read from: decoded values with a response schema (its wire names equal its field names), or wire messages.
 */
export const seen = (ast: SchemaAST.AST, values: ReadonlyArray<unknown>): Seen => {
  const named = SchemaFields.collect(ast).paths
  const carried = new Set<string>()
  for (const value of values) presentPaths(value, "", carried)
  const missing: Array<string> = []
  const unseen = new Set<string>()
  for (const path of named) {
    const parent = path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : ""
    if (carried.has(path) || carried.has(`${path}[]`)) continue
    if (parent === "" || carried.has(parent)) missing.push(path)
    else unseen.add(path)
  }
  return { missing: missing.sort(), unseen }
}

/** The paths `ast` names that `values` leave out (`seen(...).missing`). */
export const missing = (ast: SchemaAST.AST, values: ReadonlyArray<unknown>): Array<string> => [
  ...seen(ast, values).missing
]

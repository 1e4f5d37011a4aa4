/**
 * The drift between the docs' enumeration page (EnumPage) and our schemas: for each list mapped to a schema
 * (EnumMap), the values the docs name that the schema does not know (new) and the ones it knows that the docs no
 * longer name (removed); a list no entry maps is new as a whole, and an entry whose list is gone is removed.
 *
 * @since 1.3.0
 */
import * as SchemaAST from "effect/SchemaAST"
import type * as Drift from "./Drift.js"
import type * as EnumMap from "./EnumMap.js"
import type * as EnumPage from "./EnumPage.js"

const collect = (ast: SchemaAST.AST, into: Set<string>, seen: Set<SchemaAST.AST>): void => {
  if (seen.has(ast)) return
  seen.add(ast)
  switch (ast._tag) {
    case "Literal":
      into.add(String(ast.literal))
      return
    case "Union":
      for (const member of ast.types) collect(member, into, seen)
      return
    case "Arrays":
      for (const element of ast.elements) collect(element, into, seen)
      for (const rest of ast.rest) collect(rest, into, seen)
      return
    case "Suspend":
      collect(ast.thunk(), into, seen)
      return
    default:
      return
  }
}

// The ASTs a field path reaches (through arrays and unions, as the wire nests it).
const reach = (ast: SchemaAST.AST, path: ReadonlyArray<string>): Array<SchemaAST.AST> => {
  if (path.length === 0) return [ast]
  switch (ast._tag) {
    case "Objects": {
      const property = ast.propertySignatures.find((p) => p.name === path[0])
      return property === undefined ? [] : reach(property.type, path.slice(1))
    }
    case "Union":
      return ast.types.flatMap((member) => reach(member, path))
    case "Arrays":
      return [...ast.elements, ...ast.rest].flatMap((element) => reach(element, path))
    case "Suspend":
      return reach(ast.thunk(), path)
    default:
      return []
  }
}

/**
 * The literal values a schema (or the field `field` of it, a dotted wire path) accepts, as text.
 *
 * @since 1.3.0
 * @category walking
 */
export const literals = (ast: SchemaAST.AST, field?: string): Set<string> => {
  const values = new Set<string>()
  const encoded = SchemaAST.toEncoded(ast)
  for (const target of field === undefined ? [encoded] : reach(encoded, field.split(".")))
    collect(target, values, new Set())
  return values
}

/**
 * The enumeration changes of a parsed page against a map.
 *
 * @since 1.3.0
 * @category comparing
 */
export const changes = (
  lists: ReadonlyArray<EnumPage.EnumList>,
  map: ReadonlyArray<EnumMap.Entry>
): Array<Drift.Change> => {
  const out: Array<Drift.Change> = []
  const change = (kind: Drift.Change["change"], subject: string, detail: string) =>
    out.push({ kind: "enum value", change: kind, subject, detail })
  for (const list of lists) {
    const entry = map.find((candidate) => candidate.heading === list.heading)
    if (entry === undefined) {
      if (list.values.length > 0)
        change("new", list.heading, `a list no schema of ours names: ${list.values.join(", ")}`)
      continue
    }
    if (!("schema" in entry)) continue
    const ours = literals(entry.schema().ast, entry.field)
    if (ours.size === 0) {
      change("changed", list.heading, "the mapped schema names no literal (the map is stale)")
      continue
    }
    const known = new Set(entry.differs?.values ?? [])
    for (const value of list.values) if (!ours.has(value) && !known.has(value)) change("new", list.heading, value)
    for (const value of ours)
      if (!list.values.includes(value) && !known.has(value)) change("removed", list.heading, value)
  }
  for (const entry of map)
    if (!lists.some((list) => list.heading === entry.heading))
      change("removed", entry.heading, "the docs no longer list it")
  return out
}

/**
 * The map's own section of the drift report: the lists not compared value by value, and the values we knowingly
 * read differently, each with its reason.
 *
 * @since 1.3.0
 * @category rendering
 */
export const render = (map: ReadonlyArray<EnumMap.Entry>): string => {
  const open = map.flatMap((entry) => ("open" in entry ? [`| ${entry.heading} | ${entry.open} |`] : []))
  const differs = map.flatMap((entry) =>
    "schema" in entry && entry.differs !== undefined
      ? [`| ${entry.heading} | ${entry.differs.values.join(", ")} | ${entry.differs.reason} |`]
      : []
  )
  const compared = map.length - open.length
  return [
    `## Enumerations (${compared} lists compared value by value, ${open.length} not)`,
    "",
    "Kept by hand in `scripts/docs/EnumMap.ts`: which schema each list of the docs' enumeration page is compared",
    "with. Not compared (any value decodes):",
    "",
    "| List | Why |",
    "| ---- | --- |",
    ...open,
    "",
    "Values we knowingly read differently from the list:",
    "",
    "| List | Values | Why |",
    "| ---- | ------ | --- |",
    ...differs,
    ""
  ].join("\n")
}

/**
 * Collects the wire field paths an effect Schema accepts (`rows.chains.withdrawMax`), walking the encoded side of
 * its AST: arrays are transparent, unions contribute every member, records and `unknown` accept anything below.
 *
 * @since 0.1.0
 */
import * as SchemaAST from "effect/SchemaAST"

/**
 * The paths a schema names, and the paths below which it accepts any field.
 *
 * @since 0.1.0
 * @category models
 */
export interface Fields {
  readonly paths: ReadonlySet<string>
  /** Prefixes under which anything is accepted (`""` = the whole value). */
  readonly open: ReadonlySet<string>
}

const join = (prefix: string, name: string): string => (prefix === "" ? name : `${prefix}.${name}`)

const walk = (
  ast: SchemaAST.AST,
  prefix: string,
  paths: Set<string>,
  open: Set<string>,
  seen: Set<SchemaAST.AST>
): void => {
  if (seen.has(ast)) return
  seen.add(ast)
  switch (ast._tag) {
    case "Objects": {
      for (const property of ast.propertySignatures) {
        if (typeof property.name !== "string") continue
        const path = join(prefix, property.name)
        paths.add(path)
        walk(property.type, path, paths, open, new Set(seen))
      }
      if (ast.indexSignatures.length > 0) open.add(prefix)
      return
    }
    case "Union":
      for (const member of ast.types) walk(member, prefix, paths, open, new Set(seen))
      return
    case "Arrays":
      for (const element of ast.elements) walk(element, prefix, paths, open, new Set(seen))
      for (const rest of ast.rest) walk(rest, prefix, paths, open, new Set(seen))
      return
    case "Suspend":
      walk(ast.thunk(), prefix, paths, open, seen)
      return
    case "Declaration":
      for (const parameter of ast.typeParameters) walk(parameter, prefix, paths, open, new Set(seen))
      return
    case "Unknown":
    case "Any":
    case "ObjectKeyword":
      open.add(prefix)
      return
    default:
      return
  }
}

/**
 * The field paths of a schema (wire names: the encoded side).
 *
 * @since 0.1.0
 * @category walking
 */
export const collect = (ast: SchemaAST.AST): Fields => {
  const paths = new Set<string>()
  const open = new Set<string>()
  walk(SchemaAST.toEncoded(ast), "", paths, open, new Set())
  return { paths, open }
}

/**
 * Whether a schema accepts a field path: named, or below a prefix that accepts anything.
 *
 * @since 0.1.0
 * @category walking
 */
export const has = (fields: Fields, path: string): boolean => {
  if (fields.paths.has(path)) return true
  const parts = path.split(".")
  for (let length = 0; length < parts.length; length++) {
    if (fields.open.has(parts.slice(0, length).join("."))) return true
  }
  return false
}

/**
 * `/// <reference types="node" />` on the published declarations that use Node's types, and on no other.
 *
 * TypeScript 6 and 7 default `types` to none: a program's compilation holds `@types/node` only when a file of it
 * asks. tsc no longer writes a reference for a declaration that names `node:http` or `Buffer` (and drops the ones a
 * source writes unless marked `preserve`), so such a declaration failed in a user's strict, default-`types` program
 * (`Cannot find name 'Buffer'`, `dist/src/Emulator/wire/Ws.d.ts`) until they set `"types": ["node"]` or
 * `skipLibCheck`. The build adds the reference where a declaration uses Node, found from its syntax (imports of Node
 * built-ins, type references to Node's globals), so the entries that never reach such a file (`effect-bybit`,
 * `effect-bybit/promise`) keep needing no Node types at all.
 *
 * @since 1.2.0
 */
import { readdir, readFile, writeFile } from "node:fs/promises"
import { isBuiltin } from "node:module"
import { join } from "node:path"
import ts from "typescript"

/**
 * The directive the build writes, its own first line.
 *
 * @since 1.2.0
 * @category references
 */
export const nodeReference = `/// <reference types="node" />`

// The globals @types/node declares that neither the ES nor the DOM library has
const nodeGlobals: ReadonlySet<string> = new Set([
  "Buffer",
  "BufferEncoding",
  "NodeJS",
  "NodeRequire",
  "NodeModule",
  "process",
  "global",
  "setImmediate",
  "clearImmediate"
])

const isNodeModule = (specifier: ts.Node | undefined): boolean =>
  specifier !== undefined && ts.isStringLiteral(specifier) && isBuiltin(specifier.text)

/** The leftmost name of `NodeJS.Timeout` or `Buffer`. */
const leftmost = (name: ts.EntityName): string => (ts.isIdentifier(name) ? name.text : leftmost(name.left))

const usesNode = (node: ts.Node): boolean => {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return isNodeModule(node.moduleSpecifier)
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
    return isNodeModule(node.moduleReference.expression)
  if (ts.isModuleDeclaration(node) && isNodeModule(node.name)) return true
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && isNodeModule(node.argument.literal))
    return true
  if (ts.isTypeReferenceNode(node) && nodeGlobals.has(leftmost(node.typeName))) return true
  if (ts.isTypeQueryNode(node) && nodeGlobals.has(leftmost(node.exprName))) return true
  if (
    ts.isExpressionWithTypeArguments(node) &&
    ts.isIdentifier(node.expression) &&
    nodeGlobals.has(node.expression.text)
  )
    return true
  return ts.forEachChild(node, usesNode) ?? false
}

/**
 * Whether a declaration file needs Node's types: it imports a Node built-in (`node:http`, `stream`, in an import,
 * an export, `import("…")` or a `declare module`) or names one of Node's globals in a type (`Buffer`,
 * `NodeJS.Timeout`, `typeof process`). Comments and string literal types do not count.
 *
 * @since 1.2.0
 * @category references
 */
export const needsNode = (fileName: string, text: string): boolean =>
  usesNode(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS))

/**
 * The declaration with the reference as its first line (unchanged when it has one), and its map's `mappings` moved
 * one line down to match (a leading `;` is an empty generated line).
 *
 * @since 1.2.0
 * @category references
 */
export const withNodeReference = (
  text: string,
  map: string | undefined
): { readonly text: string; readonly map: string | undefined } => {
  if (text.startsWith(nodeReference)) return { text, map }
  if (map === undefined) return { text: `${nodeReference}\n${text}`, map }
  const parsed = JSON.parse(map) as { readonly mappings: string }
  return { text: `${nodeReference}\n${text}`, map: JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` }) }
}

/**
 * Adds the reference to every declaration under `dir` that needs Node (`needsNode`), with its `.d.ts.map`, and
 * answers their paths, relative to `dir`.
 *
 * @since 1.2.0
 * @category references
 */
export const addNodeReferences = async (dir: string): Promise<ReadonlyArray<string>> => {
  const files = (await readdir(dir, { recursive: true })).filter((path) => path.endsWith(".d.ts")).sort()
  const referenced: Array<string> = []
  for (const path of files) {
    const file = join(dir, path)
    const text = await readFile(file, "utf8")
    if (!needsNode(file, text)) continue
    const map = await readFile(`${file}.map`, "utf8").catch(() => undefined)
    const result = withNodeReference(text, map)
    await writeFile(file, result.text)
    if (result.map !== undefined) await writeFile(`${file}.map`, result.map)
    referenced.push(path)
  }
  return referenced
}

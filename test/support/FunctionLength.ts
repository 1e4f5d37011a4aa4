/**
 * The functions of a file longer than a limit, read with TypeScript's parser: every function, method, arrow and
 * accessor with a body, nested ones too, measured from its first to its last line. A function whose body only
 * answers one array or object literal is data (a list of classes, a table), not logic, and is not counted.
 */
import * as fs from "node:fs"
import ts from "typescript"

/** A function over the limit: where it starts (1-based line) and how many lines it spans. */
export interface LongFunction {
  readonly line: number
  readonly lines: number
}

const isLiteral = (node: ts.Node): boolean =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)
    ? isLiteral(node.expression)
    : ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node)

/** Whether a function only answers a literal: `() => [...]`, `() => ({...})`, `() => [...] as const` or `{ return [...] }`. */
const isData = (body: ts.ConciseBody): boolean => {
  if (!ts.isBlock(body)) return isLiteral(body)
  const [only, ...rest] = body.statements
  return rest.length === 0 && only !== undefined && ts.isReturnStatement(only) && only.expression !== undefined
    ? isLiteral(only.expression)
    : false
}

/** The functions in `source` (a file's text, named `name` for its kind: `.ts` or `.tsx`) spanning over `limit` lines. */
export const longFunctionsOf = (name: string, source: string, limit: number): ReadonlyArray<LongFunction> => {
  const kind = name.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, kind)
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line
  const found: Array<LongFunction> = []
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined && !isData(node.body as ts.ConciseBody)) {
      const first = lineOf(node.getStart(file))
      const lines = lineOf(node.end) - first
      if (lines > limit) found.push({ line: first + 1, lines })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** The functions of the file at `path` spanning over `limit` lines. */
export const longFunctions = (path: string, limit: number): ReadonlyArray<LongFunction> =>
  longFunctionsOf(path, fs.readFileSync(path, "utf8"), limit)

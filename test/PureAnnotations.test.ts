/**
 * Every definition the library builds at import is marked pure down to its arguments in what the build emits
 * (`dist/`), so a bundler drops the ones a program never names. The marks are the build's (scripts/build.ts's
 * `annotatePure`, the rule Effect's own build applies); the source carries none by hand. esbuild and Rollup keep a `/*#__PURE__*\/ f(...)` whose arguments hold an unmarked call (it
 * might have side effects): `Layer.effect(Tag, Effect.gen(...))` unmarked inside kept every configuration reader in
 * every browser program. The callee chain (`Schema.Struct({...}).annotate({...})`) is covered by the outer mark.
 *
 * Out of scope: the emulator and the CLI (never bundled for a browser), the legacy families' generated definitions
 * (their schemas are written inline: a program that names one legacy call keeps its family), and the Node Promise
 * client (`src/promise.node.ts` builds its default client at import).
 */
import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as Esbuild from "esbuild"
import ts from "typescript"
import { prepare } from "../scripts/build.js"

const annotated = (node: ts.Node, source: ts.SourceFile): boolean =>
  [
    ...(ts.getLeadingCommentRanges(source.text, node.pos) ?? []),
    ...(ts.getTrailingCommentRanges(source.text, node.pos) ?? [])
  ].some((range) => /[#@]__PURE__/.test(source.text.slice(range.pos, range.end)))

const isFunction = (node: ts.Node): boolean =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isClassExpression(node)

/** The calls evaluated at import that a bundler cannot drop, as `line: text`. */
const unmarked = (fileName: string, text: string): ReadonlyArray<string> => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const found: Array<string> = []
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart())
    found.push(`${fileName}:${line + 1}: ${node.getText().slice(0, 80).replace(/\s+/g, " ")}`)
  }
  const argumentsOf = (call: ts.CallExpression | ts.NewExpression): void => {
    const visit = (node: ts.Node): void => {
      // a function's body runs later, not at import
      if (isFunction(node)) return
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        if (!annotated(node, source)) report(node)
        argumentsOf(node)
        return
      }
      ts.forEachChild(node, visit)
    }
    for (const argument of call.arguments ?? []) visit(argument)
  }
  const topLevel = (initializer: ts.Expression) => {
    let expression = initializer
    while (
      ts.isAsExpression(expression) ||
      ts.isParenthesizedExpression(expression) ||
      ts.isSatisfiesExpression(expression)
    )
      expression = expression.expression
    if (!ts.isCallExpression(expression) && !ts.isNewExpression(expression)) return
    if (annotated(expression, source) || annotated(initializer, source)) argumentsOf(expression)
    else report(expression)
  }
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (declaration.initializer !== undefined) topLevel(declaration.initializer)
    if (ts.isClassDeclaration(statement))
      for (const clause of statement.heritageClauses ?? []) for (const type of clause.types) topLevel(type.expression)
  }
  return found
}

const root = new URL("../src/", import.meta.url)

const libraryModules = (): ReadonlyArray<string> =>
  (readdirSync(root, { recursive: true }) as Array<string>)
    .map((path) => path.replaceAll("\\", "/"))
    .filter((path) => path.endsWith(".ts"))
    .filter((path) => !/^(Emulator|Cli)\//.test(path) && !/(^|\/)legacy\//.test(path) && path !== "promise.node.ts")

describe("pure annotations", () => {
  it("the check finds an unmarked call in a marked call's arguments, and passes marked ones", () => {
    expect(unmarked("a.ts", "export const a = /*#__PURE__*/ f({ b: g() })")).toHaveLength(1)
    expect(unmarked("a.ts", "export const a = f(1)")).toHaveLength(1)
    expect(unmarked("a.ts", "class A extends /*#__PURE__*/ T()({ b: g() }) {}")).toHaveLength(1)
    expect(
      unmarked("a.ts", "export const a = /*#__PURE__*/ f({ b: /*#__PURE__*/ g() }).pipe(/*#__PURE__*/ h())")
    ).toEqual([])
    expect(unmarked("a.ts", "export const a = /*#__PURE__*/ f(g(1)).annotate({ id: 'a' })")).toEqual([])
    expect(unmarked("a.ts", "export const a = /*#__PURE__*/ f(() => g(1))")).toEqual([])
  })

  it("the build marks every call and new of a definition, and none in functions or statements", () => {
    // the callee chain is covered by the outer mark: `f({ b: g() })` is the callee's object, not marked again
    expect(prepare("a.ts", "export const a = f({ b: g() }).pipe(h())")).toBe(
      "export const a = /*#__PURE__*/ f({ b: g() }).pipe(/*#__PURE__*/ h())"
    )
    expect(prepare("a.ts", "export const a = f({ b: g() })")).toBe(
      "export const a = /*#__PURE__*/ f({ b: /*#__PURE__*/ g() })"
    )
    expect(prepare("a.ts", "class A extends T()({ b: g() }) {}")).toBe(
      "class A extends /*#__PURE__*/ T()({ b: /*#__PURE__*/ g() }) {}"
    )
    expect(prepare("a.ts", "export const a = () => g(1)\ng(2)")).toBe("export const a = () => g(1)\ng(2)")
    expect(prepare("a.ts", "export const m = new Map<string, number>()")).toBe(
      "export const m = /*#__PURE__*/ new Map<string, number>()"
    )
  })

  it("the source carries no hand-written pure annotation", () => {
    const marked = libraryModules().filter((path) => /[#@]__PURE__/.test(readFileSync(new URL(path, root), "utf8")))
    expect(marked).toEqual([])
  })

  // CPU-bound (every module through esbuild's transform): 7-17 s in single CI runs, 30 s under two CIs at once
  it("the library's modules, as the build emits them, build nothing at import that a bundler must keep", {
    timeout: 120_000
  }, async () => {
    const modules = libraryModules()
    expect(modules.length).toBeGreaterThan(200)
    expect(modules).toContain("Layers/Environment.ts")
    const found: Array<string> = []
    for (const path of modules) {
      const text = readFileSync(new URL(path, root), "utf8")
      // the build's per-file step: the prepared text through esbuild's TypeScript transform, as dist/src holds it
      const emitted = await Esbuild.transform(prepare(path, text), { loader: "ts", format: "esm", target: "es2022" })
      found.push(...unmarked(path.replace(/\.ts$/, ".js"), emitted.code))
    }
    expect(found).toEqual([])
  })
})

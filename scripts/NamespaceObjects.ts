/**
 * esbuild's namespace objects as plain data. For every namespace it materialises (`export * as Market from`, a
 * namespace import used as a value), esbuild prints one getter per export:
 *
 *   var Market_exports = {};
 *   __export(Market_exports, { getTickers: () => getTickers, ... });
 *
 * Each getter is a function of its own: a `SharedFunctionInfo`, its lazy-compilation data, a closure and an accessor
 * pair in the heap, and its text in the module source V8 keeps. `effect-bybit` + `effect-bybit/node` materialise ~140
 * namespaces with ~3,900 getters: 1.1–1.2 MB of the import's JS heap (measured by `npm run bench -- --suites import`
 * and heap snapshots, 2026-11-27). `dataNamespaces` prints each such object as the namespace's bindings, assigned once
 * they all hold their values and then frozen, as a module namespace is (Rollup prints its namespaces so):
 *
 *   var Market_exports = {};
 *   ...the module's statements...; Object.freeze(Object.assign(Market_exports, { getTickers, ... }));
 *
 * The assignment follows the top-level statement that declares the last of the namespace's bindings (imports and
 * function declarations hold their values from the start). A getter read the binding when called; the object is
 * filled once, so the rewrite is made only where nothing can read the object before it is filled: its name appears
 * nowhere in the chunk before that point but in its declaration and the `__export` call. Any other `__export` (a
 * getter that is not `() => binding`, a binding not declared at the chunk's top level, a name read earlier) stays
 * as esbuild printed it. Lines are kept (the call becomes blank lines; the assignment joins a statement's last line),
 * so the chunk's source map still holds.
 *
 * @since 1.0.0
 */
import { readFile, writeFile } from "node:fs/promises"
import { resolve } from "node:path"
import type * as Esbuild from "esbuild"
import ts from "typescript"

/**
 * What `dataNamespaces` did to one chunk.
 *
 * @since 1.0.0
 * @category models
 */
export interface Rewrite {
  readonly text: string
  /** Namespaces printed as data. */
  readonly namespaces: number
  /** Getters removed. */
  readonly getters: number
  /** `__export` calls left as esbuild printed them. */
  readonly kept: number
}

interface ExportCall {
  readonly statement: ts.ExpressionStatement
  readonly index: number
  readonly namespace: string
  // property name → binding
  readonly members: ReadonlyArray<readonly [string, string]>
}

/** `__export(N, { a: () => a, ... })` with every getter a binding, or undefined. */
const exportCall = (statement: ts.Statement, index: number): ExportCall | "other" | undefined => {
  if (!ts.isExpressionStatement(statement)) return undefined
  const call = statement.expression
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== "__export") {
    return undefined
  }
  const [target, all] = call.arguments
  if (call.arguments.length !== 2 || target === undefined || !ts.isIdentifier(target)) return "other"
  if (all === undefined || !ts.isObjectLiteralExpression(all)) return "other"
  const members: Array<readonly [string, string]> = []
  for (const property of all.properties) {
    if (!ts.isPropertyAssignment(property)) return "other"
    const name = property.name
    const getter = property.initializer
    if (!(ts.isIdentifier(name) || ts.isStringLiteral(name))) return "other"
    if (!ts.isArrowFunction(getter) || getter.parameters.length > 0 || !ts.isIdentifier(getter.body)) return "other"
    members.push([name.text, getter.body.text])
  }
  return { statement, index, namespace: target.text, members }
}

/** The top-level names each statement declares, with the index from which they hold their value (-1: from the start). */
const declarations = (statements: ReadonlyArray<ts.Statement>): Map<string, number> => {
  const declared = new Map<string, number>()
  const bindingNames = (name: ts.BindingName, index: number) => {
    if (ts.isIdentifier(name)) declared.set(name.text, index)
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindingNames(element.name, index)
  }
  statements.forEach((statement, index) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.name !== undefined) declared.set(clause.name.text, -1)
      const bindings = clause?.namedBindings
      if (bindings !== undefined && ts.isNamespaceImport(bindings)) declared.set(bindings.name.text, -1)
      if (bindings !== undefined && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) declared.set(element.name.text, -1)
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name !== undefined) {
      declared.set(statement.name.text, -1)
    } else if (ts.isClassDeclaration(statement) && statement.name !== undefined) {
      declared.set(statement.name.text, index)
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) bindingNames(declaration.name, index)
    }
  })
  return declared
}

/** Every position at which an identifier named `name` occurs, before `end`. */
const occurrences = (source: ts.SourceFile, end: number): Map<string, Array<number>> => {
  const found = new Map<string, Array<number>>()
  const visit = (node: ts.Node): void => {
    if (node.pos >= end) return
    if (ts.isIdentifier(node)) {
      const list = found.get(node.text)
      if (list === undefined) found.set(node.text, [node.getStart(source)])
      else list.push(node.getStart(source))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * One chunk of esbuild's output with its namespace objects printed as data (see the module's comment).
 *
 * @since 1.0.0
 * @category rewrite
 */
export const dataNamespaces = (fileName: string, text: string): Rewrite => {
  if (!text.includes("__export(")) return { text, namespaces: 0, getters: 0, kept: 0 }
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS)
  const statements = source.statements
  const declared = declarations(statements)
  const names = occurrences(source, text.length)
  // text edits: [start, end, replacement], applied from the end
  const edits: Array<readonly [number, number, string]> = []
  const appended = new Map<number, Array<string>>()
  let namespaces = 0
  let getters = 0
  let kept = 0
  statements.forEach((statement, index) => {
    const call = exportCall(statement, index)
    if (call === undefined) return
    if (call === "other") {
      kept++
      return
    }
    let last = index
    for (const [, binding] of call.members) {
      const at = declared.get(binding)
      if (at === undefined) {
        last = Number.POSITIVE_INFINITY
        break
      }
      last = Math.max(last, at)
    }
    const after = statements[last]
    if (after === undefined) {
      kept++
      return
    }
    // nothing reads the object before it is filled: its name occurs only in its declaration and this call
    const start = call.statement.getStart(source)
    const early = (names.get(call.namespace) ?? []).filter(
      (at) => at < after.end && !(at >= start && at < call.statement.end)
    )
    const declaredAt = declared.get(call.namespace)
    const declaration = declaredAt === undefined ? undefined : statements[declaredAt]
    if (declaration === undefined || early.some((at) => at < declaration.getStart(source) || at >= declaration.end)) {
      kept++
      return
    }
    edits.push([start, call.statement.end, text.slice(start, call.statement.end).replace(/[^\n]/g, "")])
    const members = call.members.map(([name, binding]) =>
      name === binding ? name : `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}: ${binding}`
    )
    const list = appended.get(after.end) ?? []
    list.push(` Object.freeze(Object.assign(${call.namespace}, { ${members.join(", ")} }));`)
    appended.set(after.end, list)
    namespaces++
    getters += call.members.length
  })
  for (const [at, list] of appended) edits.push([at, at, list.join("")])
  edits.sort((a, b) => b[0] - a[0] || b[1] - a[1])
  let result = text
  for (const [start, end, replacement] of edits) result = result.slice(0, start) + replacement + result.slice(end)
  return { text: result, namespaces, getters, kept }
}

/**
 * An esbuild plugin that rewrites every JavaScript file the build wrote with `dataNamespaces` (the build needs
 * `write: true`; the plugin asks for the metafile to know the files).
 *
 * @since 1.0.0
 * @category plugins
 */
export const dataNamespacesPlugin: Esbuild.Plugin = {
  name: "data-namespaces",
  setup: (build) => {
    build.initialOptions.metafile = true
    build.onEnd(async (result) => {
      if (result.errors.length > 0 || result.metafile === undefined) return
      const cwd = build.initialOptions.absWorkingDir ?? process.cwd()
      for (const output of Object.keys(result.metafile.outputs)) {
        if (!/\.m?js$/.test(output)) continue
        const file = resolve(cwd, output)
        const text = await readFile(file, "utf8")
        const rewritten = dataNamespaces(file, text)
        if (rewritten.namespaces > 0) await writeFile(file, rewritten.text)
      }
    })
  }
}

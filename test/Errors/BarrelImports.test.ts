import { readdir, readFile } from "node:fs/promises"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "@effect/vitest"
import ts from "typescript"

const src = fileURLToPath(new URL("../../src", import.meta.url))
const barrel = join(src, "Errors", "ExchangeError.ts")

// The doors that re-export the barrel as a namespace (what a program imports to name any class)
const doors = new Set(["index.ts", "Errors/index.ts"])

/** The value imports and re-exports of a file whose module is the ExchangeError barrel (type-only ones left out). */
const barrelValueImports = (file: string, text: string): Array<string> => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: Array<string> = []
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue
    const specifier = statement.moduleSpecifier
    if (specifier === undefined || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) continue
    if (resolve(dirname(file), specifier.text.replace(/\.js$/, ".ts")) !== barrel) continue
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause === undefined || clause.isTypeOnly) continue
      const bindings = clause.namedBindings
      const allTypes =
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.every((element) => element.isTypeOnly)
      if (allTypes) continue
    } else if (statement.isTypeOnly) continue
    found.push(statement.getText(source).split("\n")[0] ?? "")
  }
  return found
}

describe("the ExchangeError barrel", () => {
  // Under Node the installed package is split into chunks by module (dist/node): a module that imports the barrel
  // reaches all ~700 catalogue classes, so every door that loads it defines them all. The library's modules import
  // the classes from their own modules (`Errors/exchange/*`), as the families declare them.
  it("is imported for values only by the doors that re-export it", async () => {
    const files = (await readdir(src, { recursive: true })).filter((file) => file.endsWith(".ts"))
    const offenders: Array<string> = []
    for (const file of files) {
      const path = join(src, file)
      if (path === barrel) continue
      const imports = barrelValueImports(path, await readFile(path, "utf8"))
      if (imports.length > 0 && !doors.has(relative(src, path))) offenders.push(`${file}: ${imports.join("; ")}`)
    }
    expect(offenders).toEqual([])
  })

  it("is found where a module imports it for values", () => {
    const at = join(src, "Http", "v5", "Example.ts")
    expect(barrelValueImports(at, `import * as ExchangeError from "../../Errors/ExchangeError.js"\n`)).toHaveLength(1)
    expect(barrelValueImports(at, `import { ApiError } from "../../Errors/ExchangeError.js"\n`)).toHaveLength(1)
    expect(barrelValueImports(at, `import type { ApiError } from "../../Errors/ExchangeError.js"\n`)).toHaveLength(0)
    expect(barrelValueImports(at, `import { type ApiError } from "../../Errors/ExchangeError.js"\n`)).toHaveLength(0)
    expect(barrelValueImports(at, `import { ApiError } from "../../Errors/exchange/Common.js"\n`)).toHaveLength(0)
  })
})

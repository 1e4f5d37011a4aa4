/**
 * The barrels of `src/` are scripts/barrels.ts's output for its table and the modules on disk: each is rendered in
 * memory and compared with the checked-in file, so a barrel edited by hand, a module added to a barrel's folder or a
 * table entry changed without `npm run codegen` fails here. In one process; nothing is written.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Barrels from "../../scripts/barrels.js"
import { type Barrel, barrels as table } from "../../scripts/barrels-table.js"

const entry = (file: string): Barrel => {
  const found = table.find((b) => b.file === file)
  if (found === undefined) throw new Error(`no barrel ${file} in the table`)
  return found
}

const exportLines = (text: string): ReadonlyArray<string> => text.split("\n").filter((l) => l.startsWith("export "))

describe("scripts/barrels.ts", () => {
  it("writes every barrel of its table as checked in (run `npm run codegen` when this fails)", () => {
    const rendered = Barrels.barrels()
    expect(rendered.length).toBeGreaterThanOrEqual(16)
    for (const barrel of rendered) {
      expect(fs.readFileSync(barrel.path, "utf8"), path.relative(Barrels.srcDir, barrel.path)).toBe(barrel.text)
    }
    expect(Barrels.stale()).toEqual([])
  })

  it("says in each barrel's first line that the script wrote it, and what to edit instead", () => {
    for (const barrel of Barrels.barrels()) expect(barrel.text.split("\n")[0]).toBe(Barrels.firstLine)
    expect(Barrels.firstLine).toContain("scripts/barrels-table.ts")
  })

  it("holds only pure re-export lists: every line of a barrel is a comment or an `export * as`", () => {
    for (const barrel of Barrels.barrels()) {
      const code = barrel.text
        .replace(/\/\*\*[\s\S]*?\*\//g, "")
        .split("\n")
        .filter((l) => l.trim() !== "" && !l.startsWith("//"))
      expect(code.filter((l) => !/^export \* as \w+ from "\.{1,2}\/[^"]+\.js"$/.test(l))).toEqual([])
    }
  })

  it("picks up a module of a barrel's folder on its own: one left out by the table is re-exported once it is not", () => {
    const v5 = entry("Http/v5/index.ts")
    const before = exportLines(Barrels.render(v5))
    const after = exportLines(Barrels.render({ ...v5, exceptions: [] }))
    expect(after.filter((l) => !before.includes(l))).toEqual(['export * as all from "./all.js"'])
    expect(before).toContain('export * as Market from "./Market.js"')
  })

  it("keeps each re-export's JSDoc: the module's own @since, or the table's since and line", () => {
    const root = Barrels.render(entry("index.ts"))
    expect(root).toContain('/** @since 0.1.0 */\nexport * as Market from "./Http/v5/Market.js"')
    expect(root).toContain(
      '/** The request and response schemas (was `Schema`, which shadowed `effect/Schema`). @since 0.2.0 */\nexport * as BybitSchema from "./Schema/index.js"'
    )
    const errors = Barrels.render(entry("Errors/index.ts"))
    expect(errors).toContain(" * `UnexpectedExchangeError`, unknown codes as `ApiError`.\n *\n * @since 0.2.0\n */")
  })

  it("fails, naming the barrel, for a table entry whose module is gone or a name re-exported twice", () => {
    const layers = entry("Layers/index.ts")
    expect(() => Barrels.render({ ...layers, modules: { Gone: "Layers/Gone" } })).toThrow(
      "scripts/barrels-table.ts, Layers/index.ts: src/Layers/Gone.ts is not there (renamed or removed?)"
    )
    expect(() => Barrels.render({ ...layers, modules: { Credentials: "Layers/Backoff" } })).toThrow(
      "two modules are re-exported as Credentials"
    )
    expect(() => Barrels.render({ ...layers, docs: { Nothing: { since: "9.9.9" } } })).toThrow(
      "docs name Nothing, which the barrel does not re-export"
    )
  })
})

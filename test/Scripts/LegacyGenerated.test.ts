import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Generate from "../../scripts/legacy/generate.js"
import * as Module from "../../scripts/legacy/Module.js"
import * as Table from "../../scripts/legacy/Table.js"

// src/Http/legacy/generated is written by scripts/legacy/generate.ts from scripts/legacy/table: the checked-in
// modules are the generator's output for the checked-in table, so editing either alone fails here.

const families = Table.read()

const family = (name: string): Table.Family => {
  const found = families.find((f) => f.family === name)
  if (found === undefined) throw new Error(`no table for ${name}`)
  return found
}

/** The lines that differ between two texts of the same length in lines, as [before, after]. */
const changedLines = (before: string, after: string): ReadonlyArray<readonly [string, string]> => {
  const a = before.split("\n")
  const b = after.split("\n")
  expect(b).toHaveLength(a.length)
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i] ?? ""] as const]))
}

describe("scripts/legacy/generate.ts", () => {
  it("writes every module of src/Http/legacy/generated as checked in (run `npx tsx scripts/legacy/generate.ts` when this fails)", () => {
    const modules = Generate.modules(families)
    const onDisk = fs.readdirSync(Table.outputDir).filter((name) => name.endsWith(".ts"))
    expect(modules.map((module) => path.basename(module.path)).sort()).toEqual(onDisk.sort())
    for (const module of modules) expect(fs.readFileSync(module.path, "utf8"), module.path).toBe(module.text)
  })

  it("names the generator and the family's table in each module's header", () => {
    for (const f of families) {
      const header = Module.header(f).replace(/\n \* /g, " ")
      expect(header).toContain("`npx tsx scripts/legacy/generate.ts`")
      expect(header).toContain(`\`scripts/legacy/table/${f.family}.json\``)
    }
  })

  it("changes, for an edited entry of a copy of the table, its lines and nothing else", () => {
    const spotV1 = family("SpotV1")
    const edited: Table.Family = {
      ...spotV1,
      entries: spotV1.entries.map((entry) =>
        Table.isEndpoint(entry) && entry.name === "getTrades"
          ? {
              ...entry,
              path: "/spot/quote/v1/trades/recent",
              request: entry.request.map((field) =>
                field.name === "limit" ? { name: "limit", type: "Number" } : field
              )
            }
          : entry
      )
    }
    expect(changedLines(Module.render(spotV1), Module.render(edited))).toEqual([
      [
        " * `GET /spot/quote/v1/trades` (bybit-api `getTrades`).",
        " * `GET /spot/quote/v1/trades/recent` (bybit-api `getTrades`)."
      ],
      [`  path: "/spot/quote/v1/trades",`, `  path: "/spot/quote/v1/trades/recent",`],
      ["      limit: Schema.optional(Schema.Number)", "      limit: Schema.Number"]
    ])
  })

  it("adds an alias of a copy of the table to its declarations, its imports, `endpoints` and `calls`", () => {
    const spotV1 = family("SpotV1")
    const alias: Table.Alias = {
      name: "getServerTime",
      method: "GET",
      path: "/v2/public/time",
      alias: { family: "InverseV2", module: "hand-written", export: "serverTime", definition: "getServerTime" }
    }
    const text = Module.render({ ...spotV1, entries: [...spotV1.entries, alias] })
    expect(text).toContain(`import { alias } from "../Alias.js"\nimport * as InverseV2 from "../InverseV2.js"\n`)
    expect(text).toContain(
      "\n * `GET /v2/public/time` (bybit-api `getServerTime`): the InverseV2 definition `getServerTime`, which this client calls too.\n" +
        ` *\n * @since 0.1.0\n * @category endpoints\n */\n` +
        `export const getServerTime = alias(InverseV2.serverTime, "getServerTime")\n`
    )
    expect(text).toContain("  getBalances,\n  getServerTime\n]")
    expect(text).toContain(
      "  getBalances: callable(getBalances),\n  getServerTime: callable(getServerTime)\n} as const\n"
    )
  })

  it("refuses a table entry with a key it does not know, rather than dropping it", () => {
    const raw = JSON.parse(fs.readFileSync(path.join(Table.tableDir, "SpotV1.json"), "utf8"))
    expect(Table.decodeFamily(raw)).toEqual(family("SpotV1"))
    raw.entries[0].request[0].optinal = true
    expect(() => Table.decodeFamily(raw)).toThrow()
  })
})

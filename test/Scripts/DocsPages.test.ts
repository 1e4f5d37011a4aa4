import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "@effect/vitest"
import * as Schema from "effect/Schema"
import * as DocsPages from "../../scripts/docs/DocsPages.js"
import * as FieldCheck from "../../scripts/docs/FieldCheck.js"
import * as SchemaFields from "../../scripts/docs/SchemaFields.js"

const sample = (page: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/docs-sample/docs/v5/${page}`, import.meta.url)), "utf8")

describe("DocsPages", () => {
  it("reads the request line, both tables with their nesting, and a commented JSON example", () => {
    const page = DocsPages.parse("asset/coin-info.mdx", sample("asset/coin-info.mdx"))
    expect(page.blocks).toHaveLength(1)
    const block = page.blocks[0]
    expect(block?.method).toBe("GET")
    expect(block?.path).toBe("/v5/asset/coin/query-info")
    // the HTML rows too (docs:diff reads them since the docs moved some tables to HTML), a nested one below its parent
    expect(block?.request.map((row) => [row.depth, row.name, row.required])).toEqual([
      [0, "coin", false],
      [0, "flavour", true],
      [0, "glitter", false],
      [1, "sparkle", false]
    ])
    expect(block?.response.map((row) => `${row.depth}:${row.name}`)).toEqual([
      "0:rows",
      "1:name",
      "1:coin",
      "1:remainAmount",
      "1:chains",
      "2:chain",
      "2:withdrawMax",
      "2:sparkle"
    ])
    expect(block?.examples).toHaveLength(1)
    expect(block?.unparsed).toBe(0)
  })

  it("reads the <APIEndpoint> form and ignores the request line of the HTTP example", () => {
    const page = DocsPages.parse("market/time.mdx", sample("market/time.mdx"))
    expect(page.blocks.map((block) => `${block.method} ${block.path}`)).toEqual(["GET /v5/market/time"])
    expect(page.blocks[0]?.response.map((row) => row.name)).toEqual(["timeSecond", "timeNano"])
  })

  it("reads topic names written inline and on the next line", () => {
    expect(DocsPages.parse("g.mdx", sample("websocket/private/greek.mdx")).topics).toEqual(["greeks"])
    expect(DocsPages.parse("m.mdx", sample("websocket/public/mystery.mdx")).topics).toEqual(["mystery.{symbol}"])
  })

  it("names a cell through its markup", () => {
    expect(DocsPages.cellName("[category](#x)")).toEqual({ name: "category", depth: 0 })
    expect(DocsPages.cellName(">> `status_code`")).toEqual({ name: "status_code", depth: 2 })
    expect(DocsPages.cellName("&gt; <b>list</b>")).toEqual({ name: "list", depth: 1 })
    expect(DocsPages.cellName("---")).toBeUndefined()
    expect(DocsPages.cellName("> b[0]")).toBeUndefined()
  })
})

const Chain = Schema.Struct({
  chain: Schema.String,
  max: Schema.String
}).pipe(Schema.encodeKeys({ max: "withdrawMax" }))
const Coins = Schema.Struct({
  rows: Schema.Array(Schema.Struct({ coin: Schema.String, chains: Schema.optional(Schema.Array(Chain)) })),
  extra: Schema.Record(Schema.String, Schema.String),
  either: Schema.Union([Schema.Struct({ a: Schema.String }), Schema.Struct({ b: Schema.NumberFromString })])
})

describe("SchemaFields", () => {
  it("collects wire names through arrays, optionals, renames, unions and records", () => {
    const fields = SchemaFields.collect(Coins.ast)
    expect([...fields.paths].sort()).toEqual([
      "either",
      "either.a",
      "either.b",
      "extra",
      "rows",
      "rows.chains",
      "rows.chains.chain",
      "rows.chains.withdrawMax",
      "rows.coin"
    ])
    expect(SchemaFields.has(fields, "extra.anyKey")).toBe(true)
    expect(SchemaFields.has(fields, "rows.chains.max")).toBe(false)
    expect(SchemaFields.has(fields, "rows.name")).toBe(false)
  })
})

describe("FieldCheck", () => {
  const page = DocsPages.parse("asset/coin-info.mdx", sample("asset/coin-info.mdx"))
  const block = page.blocks[0] as DocsPages.Block

  it("names the table and example fields a schema lacks, and only those", () => {
    const finding = FieldCheck.check(block, Coins, true)
    expect(finding.missing).toEqual([
      { path: "rows.name", from: "table" },
      { path: "rows.remainAmount", from: "table" },
      { path: "rows.chains.sparkle", from: "table" }
    ])
    expect(finding.tableFields).toBe(8)
  })

  it("reports an example the schema refuses", () => {
    const strict = Schema.Struct({ rows: Schema.Array(Schema.Struct({ coin: Schema.Number })) })
    const finding = FieldCheck.check(block, strict, true)
    expect(finding.refusals).toHaveLength(1)
    expect(finding.refusals[0]).toContain("Expected number")
  })

  it("finds a field the docs nest under a scalar-typed row, and reads a bare-array result's table", () => {
    const row = (name: string, depth: number, type: string) => ({ name, depth, type, required: false })
    const Tiers = Schema.Struct({
      list: Schema.Array(
        Schema.Struct({ currency: Schema.String, tiers: Schema.Array(Schema.Struct({ tier: Schema.String })) })
      )
    })
    const nested = [
      row("list", 0, "array"),
      row("currency", 1, "string"),
      row("tiers", 1, "string"),
      row("tier", 2, "string")
    ]
    expect(FieldCheck.check({ response: nested, examples: [] }, Tiers, true).missing).toEqual([])
    const beside = [row("list", 0, "array"), row("currency", 1, "string"), row("tier", 2, "string")]
    const Flat = Schema.Struct({ list: Schema.Array(Schema.Struct({ currency: Schema.String, tier: Schema.String })) })
    expect(FieldCheck.check({ response: beside, examples: [] }, Flat, true).missing).toEqual([])
    const tooFew = [row("list", 0, "array"), row("currency", 1, "string"), row("tier", 0, "string")]
    expect(FieldCheck.check({ response: tooFew, examples: [] }, Flat, true).missing).toEqual([])
    const absent = [row("list", 0, "array"), row("sparkle", 0, "string")]
    expect(FieldCheck.check({ response: absent, examples: [] }, Flat, true).missing).toEqual([
      { path: "sparkle", from: "table" }
    ])
    const bare = Schema.Array(Schema.Struct({ value: Schema.String }))
    const table = [
      row("category", 0, "string"),
      row("list", 0, "array"),
      row("value", 1, "string"),
      row("time", 1, "string")
    ]
    expect(FieldCheck.check({ response: table, examples: [] }, bare, true).missing).toEqual([
      { path: "time", from: "table" }
    ])
  })

  it("drops the envelope a table lists around its result", () => {
    expect(FieldCheck.unwrapPaths(["retCode", "result", "result.list", "result.list.coin"])).toEqual([
      "list",
      "list.coin"
    ])
    expect(
      FieldCheck.tablePaths([
        { name: "list", depth: 0, type: "array", required: false },
        { name: "coin", depth: 2, type: "string", required: false }
      ])
    ).toEqual(["list", "list.coin"])
  })

  it("reads rows a `>` too deep under a scalar beside it, and their siblings after a nested list too", () => {
    // the docs' quote table: fields of a quote put under `deskCode` (a string), a list with children among them
    const rows = [
      { name: "list", depth: 0, type: "array", required: false },
      { name: "deskCode", depth: 1, type: "string", required: false },
      { name: "status", depth: 2, type: "string", required: false },
      { name: "quoteBuyList", depth: 2, type: "array of objects", required: false },
      { name: "price", depth: 3, type: "string", required: false },
      { name: "quoteSellList", depth: 2, type: "array of objects", required: false },
      { name: "price", depth: 3, type: "string", required: false }
    ]
    expect(FieldCheck.tablePaths(rows)).toEqual([
      "list",
      "list.deskCode",
      "list.deskCode.status",
      "list.deskCode.quoteBuyList",
      "list.deskCode.quoteBuyList.price",
      "list.deskCode.quoteSellList",
      "list.deskCode.quoteSellList.price"
    ])
    expect(FieldCheck.tablePaths(rows, true)).toEqual([
      "list",
      "list.deskCode",
      "list.status",
      "list.quoteBuyList",
      "list.quoteBuyList.price",
      "list.quoteSellList",
      "list.quoteSellList.price"
    ])
  })
})

import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { describe, expect, it } from "@effect/vitest"
import * as Schema from "effect/Schema"
import * as Checkout from "../../scripts/docs/Checkout.js"
import * as Definitions from "../../scripts/docs/Definitions.js"
import * as DocsPages from "../../scripts/docs/DocsPages.js"
import * as Drift from "../../scripts/docs/Drift.js"
import * as EnumDrift from "../../scripts/docs/EnumDrift.js"
import type * as EnumMap from "../../scripts/docs/EnumMap.js"
import * as EnumPage from "../../scripts/docs/EnumPage.js"
import * as Kept from "../../scripts/docs/Kept.js"
import * as PermissionDrift from "../../scripts/docs/PermissionDrift.js"
import * as PermissionPage from "../../scripts/docs/PermissionPage.js"
import * as RateLimitDrift from "../../scripts/docs/RateLimitDrift.js"
import * as RateLimitPage from "../../scripts/docs/RateLimitPage.js"
import * as SuccessMessageDrift from "../../scripts/docs/SuccessMessageDrift.js"
import * as Catalogue from "../../src/Errors/Catalogue.js"
import * as Enums from "../../src/Schema/Enums.js"
import * as SystemStatus from "../../src/Schema/SystemStatus.js"

const run = promisify(execFile)
const root = fileURLToPath(new URL("../..", import.meta.url))
const checkout = fileURLToPath(new URL("../fixtures/docs-sample", import.meta.url))

const ours: Drift.Ours = {
  endpoints: Definitions.endpoints,
  topics: Definitions.topics,
  codes: new Set([...Catalogue.rest.keys(), ...Catalogue.trade.keys()])
}

const script = (args: ReadonlyArray<string>) =>
  run(process.execPath, ["--import", "tsx", "scripts/docs-diff.ts", ...args], { cwd: root }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error
  )

describe("docs drift", () => {
  const drift = Drift.compare(
    Checkout.read(checkout),
    Drift.errorCodes(readFileSync(`${checkout}/docs/v5/error.mdx`, "utf8")),
    ours
  )
  const find = (kind: Drift.Change["kind"], change: Drift.Change["change"]) =>
    drift.changes.filter((entry) => entry.kind === kind && entry.change === change)

  it("reads the sample: 5 endpoint pages (one of them P2P, beside docs/v5), 2 topic pages, the error page's codes", () => {
    expect(drift.endpointPages).toBe(5)
    expect(drift.documentedTopics).toBe(2)
    expect(drift.documentedCodes).toBe(3)
  })

  it("reports a new path, a new request field, a missing response field, a new code and a new topic", () => {
    expect(find("path", "new").map((entry) => entry.subject)).toEqual(["POST /v5/brand-new/thing"])
    // a Markdown row, an HTML row (`<tr><td>`, its nested row left out) and a row of a second page of the same path
    expect(find("request field", "new").map((entry) => `${entry.subject} ${entry.detail}`)).toEqual([
      "GET /v5/asset/coin/query-info shimmer",
      "GET /v5/asset/coin/query-info flavour",
      "GET /v5/asset/coin/query-info glitter"
    ])
    expect(find("response field", "new").map((entry) => entry.detail)).toEqual(["rows.chains.sparkle (table)"])
    expect(find("error code", "new").map((entry) => entry.subject)).toEqual(["99999901"])
    expect(find("topic", "new").map((entry) => entry.subject)).toEqual(["mystery.{symbol}"])
  })

  it("lists our definitions the sample does not document as removed", () => {
    const removed = find("path", "removed")
    expect(removed.length).toBe(Definitions.endpoints.length - 3)
    expect(removed.some((entry) => entry.subject === "GET /v5/market/time")).toBe(false)
    // the P2P pages live in docs/p2p, answer with the legacy envelope, and are read like the others
    expect(removed.some((entry) => entry.subject === "POST /v5/p2p/item/info")).toBe(false)
    expect(drift.changes.filter((entry) => entry.subject === "POST /v5/p2p/item/info")).toEqual([])
    expect(removed.some((entry) => entry.subject === "POST /v5/p2p/item/create")).toBe(true)
    expect(find("topic", "removed").some((entry) => entry.subject === "greeks")).toBe(false)
    expect(find("topic", "removed").some((entry) => entry.subject === "wallet")).toBe(true)
  })

  it("reads the rate-limit page's HTML and Markdown tables and compares them with the emulator's own table", () => {
    const pages = Checkout.read(checkout)
    const page = readFileSync(`${checkout}/docs/v5/rate-limit/rate-limit.mdx`, "utf8")
    const read = RateLimitPage.parse(page, RateLimitPage.resolverOf(pages))
    // rowSpan (the method) and colSpan (inverse and linear in one cell) are spread; links resolve to their page's path
    expect(read.rows.map((row) => `${row.section} ${row.method} ${row.path}`)).toEqual([
      "Trade POST /v5/order/create",
      "Trade POST /v5/order/amend",
      "Asset GET /v5/asset/transfer/query-asset-info",
      "Linked GET /v5/asset/coin/query-info",
      "Linked POST /v5/brand-new/thing"
    ])
    expect(read.rows[1]?.limit).toEqual({
      inverse: { limit: 10, windowMs: 1_000 },
      linear: { limit: 10, windowMs: 1_000 },
      option: { limit: 10, windowMs: 1_000 },
      spot: { limit: 15, windowMs: 1_000 }
    })
    expect(read.rows[0]?.upgradable).toBe(true)
    expect(read.unresolved).toEqual(["asset/no-such-page"])
    expect(RateLimitDrift.changes(read.rows)).toEqual([
      {
        kind: "rate limit",
        change: "changed",
        subject: "POST /v5/order/amend",
        detail:
          "docs inverse 10/s, linear 10/s, option 10/s, spot 15/s; ours inverse 10/s, linear 10/s, option 10/s, spot 10/s"
      },
      { kind: "rate limit", change: "changed", subject: "GET /v5/asset/coin/query-info", detail: "docs 7/s; ours 5/s" },
      { kind: "rate limit", change: "new", subject: "POST /v5/brand-new/thing", detail: "3/s" }
    ])
    expect(RateLimitPage.parseLimit("60 req/min")).toEqual({ limit: 60, windowMs: 60_000 })
    expect(RateLimitPage.parseLimit("-")).toBeNull()
  })

  it("compares each page's success message with the emulator's", () => {
    const page = (path: string, examples: Array<unknown>): DocsPages.Page => ({
      file: "x.mdx",
      topics: [],
      blocks: [{ method: "GET", path, request: [], response: [], examples, unparsed: 0 }]
    })
    const pages = [
      page("/v5/user/query-api", [{ retCode: 0, retMsg: "" }]),
      page("/v5/order/realtime", [
        { retCode: 10001, retMsg: "params error" },
        { retCode: 0, retMsg: "OK" }
      ]),
      page("/v5/market/time", [{ retCode: 0, retMsg: "success" }])
    ]
    expect(SuccessMessageDrift.changes(pages)).toEqual([
      { kind: "retMsg", change: "changed", subject: "/v5/market/time", detail: 'docs "success"; ours "OK"' }
    ])
  })

  it("reads each page's permission statement and compares it with the definition's rule", () => {
    const oneOf = [
      "The API key must have one of the below permissions in order to call this endpoint.",
      '* sub API key: "Account Transfer", "Sub Member Transfer"',
      '* master API Key: "Account Transfer", "Sub Member Transfer", "Withdrawal"',
      ":::"
    ].join("\n")
    expect(PermissionPage.parse(oneOf)).toEqual({
      _tag: "OneOf",
      permissions: [
        { group: "Wallet", name: "AccountTransfer" },
        { group: "Wallet", name: "SubMemberTransfer" },
        { group: "Wallet", name: "Withdraw" }
      ]
    })
    expect(PermissionPage.parse('> Permission: "Spot trade"<br/>')).toEqual({
      _tag: "OneOf",
      permissions: [{ group: "Spot", name: "SpotTrade" }]
    })
    expect(PermissionPage.parse("* Requires Earn permission on the API key.")).toEqual({
      _tag: "OneOf",
      permissions: [{ group: "Earn", name: "Earn" }]
    })
    expect(PermissionPage.parse("Any permission can access this endpoint.")).toEqual({ _tag: "Any" })
    expect(PermissionPage.parse("> **Permission**: USDC Contracts<br/>")).toEqual({
      _tag: "OneOf",
      permissions: [{ group: "Options", name: "OptionsTrade" }]
    })
    expect(PermissionPage.parse("> **Permission**: Lending desk<br/>")?._tag).toBe("Unread")
    expect(PermissionPage.parse("| permissions | Object | The types of permission |")).toBeUndefined()
    const documented = [
      { method: "GET", path: "/v5/user/query-sub-members", statement: PermissionPage.parse(oneOf)! },
      { method: "GET", path: "/v5/user/query-api", statement: { _tag: "Any" } as const },
      {
        method: "GET",
        path: "/v5/asset/withdraw/query-address",
        statement: { _tag: "OneOf", permissions: [{ group: "Earn", name: "Earn" }] } as const
      }
    ]
    expect(PermissionDrift.changes(documented, Definitions.endpoints)).toEqual([
      {
        kind: "permission",
        change: "changed",
        subject: "GET /v5/asset/withdraw/query-address",
        detail: "docs Earn.Earn; ours Wallet.Withdraw"
      }
    ])
  })

  it("exit codes: 2 when too few endpoint pages were read, 1 on drift, 0 on none", () => {
    expect(Drift.exitCode(drift, 400)).toBe(2)
    expect(Drift.exitCode(drift, 4)).toBe(1)
    expect(Drift.exitCode({ ...drift, changes: [] }, 4)).toBe(0)
    expect(Drift.render(drift)).toContain("| new | `POST /v5/brand-new/thing` |")
    expect(Drift.render(drift)).toContain("- docs commit: unknown (pass --commit)")
  })

  it("writes the docs' commit and, beside a line, the reason kept for it", () => {
    const reasons: ReadonlyArray<Kept.Reason> = [
      { kind: "path", subject: "POST /v5/brand-new/thing", why: "a reason kept by hand" }
    ]
    const text = Drift.render(drift, { commit: "0123abc", why: (change) => Kept.why(change, reasons) })
    expect(text).toContain("- docs commit: `0123abc`")
    expect(text).toContain("| new | `POST /v5/brand-new/thing` | brand-new/thing.mdx | a reason kept by hand |")
    expect(text).toContain("with a kept reason: 1")
    // the repository's own reasons name real lines: every one is about a definition we have
    for (const reason of Kept.reasons)
      expect(Definitions.endpoints.some((e) => `${e.method} ${e.path}` === reason.subject)).toBe(true)
  })

  it("reads the values a request row names for a field we limit to literals, not other fields' names or values", () => {
    const request = Schema.Struct({
      category: Schema.Literals(["spot", "linear"]),
      orderType: Schema.optional(Schema.Literals(["Market", "Limit"])),
      note: Schema.optional(Schema.String)
    })
    const row = (name: string, comment: string): DocsPages.Row => ({
      name,
      depth: 0,
      type: "string",
      required: false,
      comment
    })
    const rows = [
      row("category", "`spot`, `linear`, <code>option</code>; with `orderType`=`Market` only, `null` otherwise"),
      row("note", "`anything`: a field we read as any string")
    ]
    expect(Drift.requestValueChanges("GET /v5/x", rows, request)).toEqual([
      { kind: "request value", change: "new", subject: "GET /v5/x", detail: "category = option" }
    ])
    // an HTML row spread over lines is one row; its comment keeps the values
    const page = DocsPages.parse(
      "x.mdx",
      [
        "### HTTP Request",
        "GET `/v5/x`",
        "### Request Parameters",
        "<table>",
        "  <tr>",
        "    <td>category</td><td><b>true</b></td>",
        "    <td>string</td><td><code>spot</code>, <code>inverse</code></td>",
        "  </tr>",
        "</table>"
      ].join("\n")
    )
    expect(page.blocks[0]?.request.map((r) => [r.name, r.required, r.type])).toEqual([["category", true, "string"]])
    expect(Drift.requestValueChanges("GET /v5/x", page.blocks[0]?.request ?? [], request)[0]?.detail).toBe(
      "category = inverse"
    )
  })

  it("reports nested request fields below a field we send, not below one we do not", () => {
    const request = Schema.Struct({
      permissions: Schema.optional(Schema.Struct({ Spot: Schema.optional(Schema.String) }))
    })
    const row = (name: string, depth: number): DocsPages.Row => ({ name, depth, type: "string", required: false })
    const rows = [row("permissions", 0), row("Spot", 1), row("ByXPost", 1), row("extra", 0), row("inner", 1)]
    expect(Drift.nestedRequestChanges("POST /v5/z", rows, request)).toEqual([
      { kind: "request field", change: "new", subject: "POST /v5/z", detail: "permissions.ByXPost" }
    ])
  })

  it("reads the values a response row names for a field our schema types, at the row's nested path", () => {
    const response = Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          status: Schema.Union([Schema.Literals(["Active", "Redeeming"]), Schema.String]),
          orderType: Schema.Literals(["Stake", "Redeem"])
        })
      )
    })
    const row = (name: string, depth: number, comment: string): DocsPages.Row => ({
      name,
      depth,
      type: "string",
      required: false,
      comment
    })
    const rows = [
      row("list", 0, ""),
      row("status", 1, "`Active`; `Settling` (only for `Stake`); `UNKNOWN` at times; see `orderLinkId`"),
      row("orderType", 1, "`Stake`, `Redeem`")
    ]
    expect(Drift.responseValueChanges("GET /v5/y", rows, response, ["orderLinkId"])).toEqual([
      { kind: "response value", change: "new", subject: "GET /v5/y", detail: "list.status = Settling" }
    ])
  })

  it("reads the enumeration page and compares each mapped list with its schema", () => {
    const lists = EnumPage.parse(readFileSync(`${checkout}/docs/v5/enum.mdx`, "utf8"))
    // backticked values (several on one item), a link's or a tag's text; nested items are explanations
    expect(lists.find((list) => list.heading === "timeInForce")?.values).toEqual([
      "GTC",
      "IOC",
      "FOK",
      "PostOnly",
      "RPI"
    ])
    expect(lists.find((list) => list.heading === "interval")?.values).toEqual(["1", "3", "5", "D"])
    const map: ReadonlyArray<EnumMap.Entry> = [
      { heading: "execType", schema: () => Enums.ExecTypeTolerant, differs: { values: ["UNKNOWN"], reason: "r" } },
      { heading: "timeInForce", schema: () => Enums.TimeInForce },
      { heading: "interval", schema: () => Enums.KlineInterval },
      { heading: "maintainType", schema: () => SystemStatus.Maintenance, field: "maintainType" }
    ]
    expect(EnumDrift.changes(lists, map).map((c) => `${c.change} ${c.subject} ${c.detail}`)).toEqual([
      "new execType Rebate",
      // the sample's interval list is short: our schema's other values are "removed" there
      ...["15", "30", "60", "120", "240", "360", "720", "W", "M"].map((value) => `removed interval ${value}`),
      "new mysteryList a list no schema of ours names: alpha, beta",
      "removed maintainType the docs no longer list it"
    ])
    // a field inside a class, through its numeric tolerant form
    expect([...EnumDrift.literals(SystemStatus.Maintenance.ast, "maintainType")]).toEqual(["1", "2", "3"])
  })

  it("runs as a script: loud exit 2 on a sample smaller than a checkout, 1 when told how many pages to expect", async () => {
    const blind = await script([checkout])
    expect(blind.code).toBe(2)
    expect(blind.stderr).toContain("read only 5 endpoint pages (expected at least 400)")
    const drifted = await script([checkout, "--min-pages", "5", "--commit", "feedc0de"])
    expect(drifted.code).toBe(1)
    expect(drifted.stdout).toContain("- docs commit: `feedc0de`")
    expect(drifted.stdout).toContain("| new | `execType` | Rebate |")
    expect(drifted.stdout).toContain("## Enumerations (")
    expect(drifted.stdout).toContain("## Defined and decoded, served in part (")
    expect(drifted.stdout).toContain("/v5/brand-new/thing")
    expect(drifted.stdout).toContain("## Rate limits (4)")
    // the hand-kept disagreements between tables and examples ride along, so a regenerated report keeps them
    expect(drifted.stdout).toContain("## Table and example disagree (")
    expect(drifted.stdout).toContain("`GET /v5/asset/deposit/query-sub-member-address` `chains`")
    const usage = await script([])
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain("Usage: npm run docs:diff")
  }, 120_000)
})

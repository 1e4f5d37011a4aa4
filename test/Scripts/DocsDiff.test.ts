import { execFile } from "node:child_process"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import * as DocsDiff from "../../scripts/docs-diff.js"
import * as All from "../../src/Http/v5/all.js"

const run = promisify(execFile)
const root = fileURLToPath(new URL("../..", import.meta.url))

// Pages in the docs' own layout: the request line sits under "### HTTP Request".
const page = (method: string, path: string) =>
  `---\ntitle: Page\n---\n\n### HTTP Request\n${method} \`${path}\`\n\n### Request Parameters\nNone\n\n` +
  "```http\n" +
  `${method} ${path} HTTP/1.1\n` +
  "```\n"

let checkout = ""

beforeAll(async () => {
  checkout = await mkdtemp(join(tmpdir(), "bybit-docs-"))
  await mkdir(join(checkout, "docs/v5/market"), { recursive: true })
  await mkdir(join(checkout, "docs/v5/brand-new"), { recursive: true })
  await writeFile(join(checkout, "docs/v5/market/time.mdx"), page("GET", "/v5/market/time"))
  await writeFile(join(checkout, "docs/v5/market/tickers.mdx"), page("GET", "/v5/market/tickers"))
  await writeFile(join(checkout, "docs/v5/brand-new/thing.mdx"), page("POST", "/v5/brand-new/thing"))
})

afterAll(async () => {
  if (checkout !== "") await rm(checkout, { recursive: true, force: true })
})

describe("docs diff", () => {
  it("extracts the request line of a page and ignores the example block", () => {
    expect(DocsDiff.extract("p.mdx", page("POST", "/v5/order/create"))).toEqual([
      { method: "POST", path: "/v5/order/create", page: "p.mdx" }
    ])
    expect(DocsDiff.extract("p.mdx", "no request here")).toEqual([])
  })

  it("reports new upstream endpoints, matches known ones and lists ours that the docs dropped", () => {
    const result = DocsDiff.diff(DocsDiff.scan(checkout), All.endpoints)
    expect(result.added).toEqual([{ method: "POST", path: "/v5/brand-new/thing", page: "docs/v5/brand-new/thing.mdx" }])
    expect(result.matched).toBe(2)
    expect(result.removed.length).toBe(All.endpoints.length - 2)
    expect(result.removed.some((entry) => entry.path === "/v5/market/time")).toBe(false)
    expect(DocsDiff.render(result)).toContain("| POST | `/v5/brand-new/thing` | docs/v5/brand-new/thing.mdx |")
  })

  it("runs as a script: exit 1 with the Markdown report when the docs have more", async () => {
    const failure = await run(process.execPath, ["--import", "tsx", "scripts/docs-diff.ts", checkout], {
      cwd: root
    }).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stdout).toContain("/v5/brand-new/thing")
    const usage = await run(process.execPath, ["--import", "tsx", "scripts/docs-diff.ts"], { cwd: root }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error
    )
    expect(usage?.code).toBe(2)
    expect(usage?.stderr).toContain("Usage: npm run docs:diff")
  }, 120_000)
})

import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { afterEach, describe, expect, it, vi } from "@effect/vitest"
import * as Args from "../../scripts/docs/Args.js"
import * as DocsFields from "../../scripts/docs-fields.js"

const checkout = fileURLToPath(new URL("../fixtures/docs-sample", import.meta.url))

// what the script writes, without printing it
const captured = () => {
  const out: Array<string> = []
  const err: Array<string> = []
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => out.push(String(chunk)) > 0)
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => err.push(String(chunk)) > 0)
  return { out, err }
}

describe("docs:fields", () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it("takes the checkout as its one positional argument, with or without --out", () => {
    expect(Args.positional(["/docs"], ["--out"])).toBe("/docs")
    expect(Args.positional(["--out", "f.md", "/docs"], ["--out"])).toBe("/docs")
    expect(Args.positional(["/docs", "--out", "f.md"], ["--out"])).toBe("/docs")
    expect(Args.positional(["--out", "f.md"], ["--out"])).toBeUndefined()
    expect(Args.option(["/docs", "--out", "f.md"], "--out")).toBe("f.md")
  })

  it("prints the report for a checkout given alone (it used to print its usage and exit 2)", () => {
    const { out, err } = captured()
    const code = DocsFields.main([checkout])
    expect(code).not.toBe(2)
    expect(out.join("")).toContain("# Documented fields against our schemas")
    // the sample's P2P page (docs/p2p, legacy envelope) is read and compared
    expect(out.join("")).toContain("- pages read: 10")
    expect(err.join("")).toMatch(/^fields: \d+ compared/)
  })

  it("writes the report to --out, and prints its usage without a checkout", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "docs-fields-"))
    try {
      const { out, err } = captured()
      const file = path.join(dir, "FIELDS.md")
      DocsFields.main([checkout, "--out", file])
      expect(readFileSync(file, "utf8")).toContain("# Documented fields against our schemas")
      expect(out).toEqual([])
      expect(DocsFields.main(["--out", file])).toBe(2)
      expect(err.join("")).toContain("Usage: npm run docs:fields")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/**
 * `npm run docs:diff -- <checkout of bybit-exchange/docs> [--min-pages N] [--out file] [--json] [--commit hash]`:
 * reads every V5 page of the checkout (today's layout: `<APIEndpoint>` lines or ``GET `/v5/...` `` under
 * `### HTTP Request`, parameter tables, JSON examples, `**Topic:**` lines, the error-code page, the enumeration
 * page) and compares paths, request fields, response fields, error codes, WebSocket topics, rate limits, success
 * messages and enumeration values with our definitions; prints what is new, removed or changed, with the reason a
 * line stays when one is kept (scripts/docs/Kept.ts). The report names the docs' commit (`--commit`, else the
 * checkout's git HEAD).
 *
 * Exits 2 and says so loudly when it read fewer endpoint pages than `--min-pages` (default 400): a layout it cannot
 * read must not pass as "no drift". Exits 1 when anything drifted, 0 otherwise.
 *
 * @since 0.1.0
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import * as Catalogue from "../src/Errors/Catalogue.js"
import * as Args from "./docs/Args.js"
import * as Checkout from "./docs/Checkout.js"
import * as Definitions from "./docs/Definitions.js"
import * as Disagreements from "./docs/Disagreements.js"
import type * as DocsPages from "./docs/DocsPages.js"
import * as Drift from "./docs/Drift.js"
import * as EnumDrift from "./docs/EnumDrift.js"
import * as EnumMap from "./docs/EnumMap.js"
import * as EnumPage from "./docs/EnumPage.js"
import * as Kept from "./docs/Kept.js"
import * as PermissionDrift from "./docs/PermissionDrift.js"
import * as RateLimitDrift from "./docs/RateLimitDrift.js"
import * as RateLimitPage from "./docs/RateLimitPage.js"
import * as SuccessMessageDrift from "./docs/SuccessMessageDrift.js"
import * as Unserved from "./docs/Unserved.js"

/**
 * The endpoint pages a current checkout has at least (today's docs: about 430).
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultMinimumPages = 400

const pageFiles = (directory: string): Array<string> =>
  fs.existsSync(directory)
    ? fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(directory, entry.name)
        if (entry.isDirectory()) return pageFiles(full)
        return entry.name.endsWith(".mdx") || entry.name.endsWith(".md") ? [full] : []
      })
    : []

// The error page's codes and the ones other pages' tables list (the convert guide's own "Error" table).
const errorPageCodes = (checkout: string): Set<number> => {
  const codes = new Set<number>()
  const docs = [path.join(checkout, "docs"), checkout].find((candidate) => fs.existsSync(path.join(candidate, "v5")))
  if (docs === undefined) return codes
  for (const file of [...pageFiles(path.join(docs, "v5")), ...pageFiles(path.join(docs, "p2p"))])
    for (const code of Drift.errorCodes(fs.readFileSync(file, "utf8"))) codes.add(code)
  return codes
}

// The enumeration page's lists against the schemas the map names.
const enumChanges = (checkout: string): Array<Drift.Change> => {
  const file = ["docs/v5/enum.mdx", "v5/enum.mdx"]
    .map((candidate) => path.join(checkout, candidate))
    .find((candidate) => fs.existsSync(candidate))
  return file === undefined ? [] : EnumDrift.changes(EnumPage.parse(fs.readFileSync(file, "utf8")), EnumMap.entries)
}

// The docs' commit: `--commit`, else the checkout's own git HEAD (a copy made by `git archive` has none).
const commitOf = (checkout: string, given: string | undefined): string | undefined => {
  if (given !== undefined) return given
  try {
    return execFileSync("git", ["-C", checkout, "rev-parse", "HEAD"], { encoding: "utf8", stdio: "pipe" }).trim()
  } catch {
    return undefined
  }
}

// The rate-limit page's tables against the emulator's own table (its Markdown rows link to endpoint pages).
const rateLimitChanges = (checkout: string, pages: ReadonlyArray<DocsPages.Page>): Array<Drift.Change> => {
  const file = ["docs/v5/rate-limit/rate-limit.mdx", "v5/rate-limit/rate-limit.mdx"]
    .map((candidate) => path.join(checkout, candidate))
    .find((candidate) => fs.existsSync(candidate))
  if (file === undefined) return []
  const read = RateLimitPage.parse(fs.readFileSync(file, "utf8"), RateLimitPage.resolverOf(pages))
  const unresolved: Array<Drift.Change> = read.unresolved.map((link) => ({
    kind: "rate limit",
    change: "new",
    subject: link,
    detail: "a rate-limit row links to a page that documents no path"
  }))
  return [...RateLimitDrift.changes(read.rows), ...unresolved]
}

// Each page's statement on the key's permissions, against the definitions of the paths it documents.
const permissionChanges = (pages: ReadonlyArray<DocsPages.Page>): Array<Drift.Change> =>
  PermissionDrift.changes(
    pages.flatMap((page) => {
      const statement = page.permission
      if (statement === undefined) return []
      return page.blocks.flatMap((block) =>
        block.method === undefined || block.path === undefined
          ? []
          : [{ method: block.method, path: block.path, statement }]
      )
    }),
    Definitions.endpoints
  )

/**
 * Runs the drift check for command-line arguments; returns the exit code.
 *
 * @since 0.1.0
 * @category running
 */
export const main = (argv: ReadonlyArray<string>): number => {
  const checkout = Args.positional(argv, ["--min-pages", "--out", "--commit"])
  if (checkout === undefined) {
    process.stderr.write(
      "Usage: npm run docs:diff -- <path to a checkout of bybit-exchange/docs> [--min-pages N] [--commit hash]\n"
    )
    return 2
  }
  const minimum = Number(Args.option(argv, "--min-pages") ?? defaultMinimumPages)
  const pages = Checkout.read(checkout)
  const compared = Drift.compare(pages, errorPageCodes(checkout), {
    endpoints: Definitions.endpoints,
    topics: Definitions.topics,
    codes: new Set([...Catalogue.rest.keys(), ...Catalogue.trade.keys()])
  })
  const drift = {
    ...compared,
    changes: [
      ...compared.changes,
      ...rateLimitChanges(checkout, pages),
      ...SuccessMessageDrift.changes(pages),
      ...permissionChanges(pages),
      ...enumChanges(checkout)
    ]
  }
  const text = argv.includes("--json")
    ? `${JSON.stringify(drift, null, 2)}\n`
    : [
        Drift.render(drift, { commit: commitOf(checkout, Args.option(argv, "--commit")), why: (c) => Kept.why(c) }),
        Unserved.render(),
        EnumDrift.render(EnumMap.entries),
        Disagreements.render()
      ].join("\n\n")
  const out = Args.option(argv, "--out")
  if (out !== undefined) fs.writeFileSync(out, text)
  else process.stdout.write(text)
  const code = Drift.exitCode(drift, minimum)
  if (code === 2)
    process.stderr.write(
      `docs:diff read only ${drift.endpointPages} endpoint pages (expected at least ${minimum}): the docs layout ` +
        "changed or this is not a full checkout; the comparison is blind.\n"
    )
  else process.stderr.write(`docs:diff: ${drift.endpointPages} endpoint pages, ${drift.changes.length} changes\n`)
  return code
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main(process.argv.slice(2))
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 2
  }
}

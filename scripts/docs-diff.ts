/**
 * `npm run docs:diff -- <checkout of bybit-exchange/docs>`: compares our V5 endpoint definitions with the endpoints
 * a (newer) checkout of the official docs documents, and prints what the docs added and what they no longer list.
 * Each docs page names its request under a `### HTTP Request` heading as ``GET `/v5/market/time` ``; the script
 * reads those lines from every `docs/v5/**\/*.mdx` page.
 *
 * Exits 1 when the docs document an endpoint we do not define (so a scheduled job can open an issue), 0 otherwise.
 *
 *   --json   print the diff as one JSON object instead of Markdown
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import * as All from "../src/Http/v5/all.js"

/**
 * One documented request: method, path and the page that documents it (relative to the checkout).
 *
 * @since 0.1.0
 * @category models
 */
export interface Documented {
  readonly method: string
  readonly path: string
  readonly page: string
}

/**
 * What changed between the docs and our definitions.
 *
 * @since 0.1.0
 * @category models
 */
export interface Diff {
  /** Documented upstream, not defined here: work to do. */
  readonly added: ReadonlyArray<Documented>
  /** Defined here, no longer on any docs page: deprecated or moved upstream. */
  readonly removed: ReadonlyArray<{ readonly method: string; readonly path: string; readonly name: string }>
  /** How many documented requests matched a definition. */
  readonly matched: number
}

const requestLine = /^###\s+HTTP Request\s*\n+\s*(GET|POST|DELETE|PUT)\s+`?(\/v5\/[^\s`]+)`?/gm

/**
 * The requests one docs page documents (usually one; a few pages document several).
 *
 * @since 0.1.0
 * @category parsing
 */
export const extract = (page: string, text: string): Array<Documented> => {
  const found: Array<Documented> = []
  for (const match of text.matchAll(requestLine)) {
    const [, method, requestPath] = match
    if (method !== undefined && requestPath !== undefined) found.push({ method, path: requestPath, page })
  }
  return found
}

const mdxFiles = (directory: string): Array<string> =>
  fs
    .readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) return mdxFiles(full)
      return entry.name.endsWith(".mdx") || entry.name.endsWith(".md") ? [full] : []
    })
    .sort()

/**
 * Every request the V5 pages of a docs checkout document.
 *
 * @since 0.1.0
 * @category parsing
 */
export const scan = (checkout: string): Array<Documented> => {
  const root = path.join(checkout, "docs", "v5")
  if (!fs.existsSync(root)) throw new Error(`${checkout} is not a checkout of bybit-exchange/docs (no docs/v5)`)
  return mdxFiles(root).flatMap((file) => extract(path.relative(checkout, file), fs.readFileSync(file, "utf8")))
}

/**
 * The diff of documented requests against definitions (by method and path).
 *
 * @since 0.1.0
 * @category diff
 */
export const diff = (
  documented: ReadonlyArray<Documented>,
  defined: ReadonlyArray<{ readonly method: string; readonly path: string; readonly name: string }>
): Diff => {
  const key = (entry: { readonly method: string; readonly path: string }) => `${entry.method} ${entry.path}`
  const definedKeys = new Set(defined.map(key))
  const documentedKeys = new Set(documented.map(key))
  const seen = new Set<string>()
  const added = documented.filter((entry) => {
    const k = key(entry)
    if (definedKeys.has(k) || seen.has(k)) return false
    seen.add(k)
    return true
  })
  return {
    added,
    removed: defined.filter((entry) => !documentedKeys.has(key(entry))),
    matched: [...documentedKeys].filter((k) => definedKeys.has(k)).length
  }
}

/**
 * The diff as Markdown.
 *
 * @since 0.1.0
 * @category rendering
 */
export const render = (result: Diff): string => {
  const lines = [
    `# Endpoint diff against the official docs`,
    ``,
    `${result.matched} documented endpoints are defined; ${result.added.length} are new upstream; ` +
      `${result.removed.length} of ours are no longer documented.`,
    ``
  ]
  if (result.added.length > 0) {
    lines.push(`## New upstream (no definition here)`, ``, `| Method | Path | Page |`, `|---|---|---|`)
    for (const entry of result.added) lines.push(`| ${entry.method} | \`${entry.path}\` | ${entry.page} |`)
    lines.push(``)
  }
  if (result.removed.length > 0) {
    lines.push(`## No longer documented`, ``, `| Method | Path | Client method |`, `|---|---|---|`)
    for (const entry of result.removed) lines.push(`| ${entry.method} | \`${entry.path}\` | \`${entry.name}\` |`)
    lines.push(``)
  }
  return lines.join("\n")
}

const main = (argv: ReadonlyArray<string>): number => {
  const json = argv.includes("--json")
  const checkout = argv.find((arg) => !arg.startsWith("--"))
  if (checkout === undefined) {
    process.stderr.write("Usage: npm run docs:diff -- <path to a checkout of bybit-exchange/docs> [--json]\n")
    return 2
  }
  const result = diff(scan(checkout), All.endpoints)
  process.stdout.write(json ? `${JSON.stringify(result, null, 2)}\n` : `${render(result)}\n`)
  return result.added.length > 0 ? 1 : 0
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main(process.argv.slice(2))
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 2
  }
}

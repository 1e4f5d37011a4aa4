/**
 * Reads the docs' rate-limit page (`docs/v5/rate-limit/rate-limit.mdx`): its HTML tables (Trade and Position with a
 * column per category; Account, Asset and User with one limit) and its Markdown tables, whose rows link to the
 * endpoint's page instead of naming the path (the link is resolved to the path through the checkout's pages).
 *
 * @since 1.0.0
 */
import type * as DocsPages from "./DocsPages.js"

/**
 * A documented limit: requests per window; `null` where the page has `-` (the category has no such endpoint, or
 * the page names no limit).
 *
 * @since 1.0.0
 * @category models
 */
export interface Limit {
  readonly limit: number
  readonly windowMs: number
}

/**
 * The categories of the Trade and Position tables.
 *
 * @since 1.0.0
 * @category models
 */
export const categories = ["inverse", "linear", "option", "spot"] as const

/**
 * One row of the page: its section (`Trade`, `Asset`, ...), method, path and limit — per category where the table
 * has a column per category.
 *
 * @since 1.0.0
 * @category models
 */
export interface Row {
  readonly section: string
  readonly method: string
  readonly path: string
  readonly limit: Limit | null | { readonly [C in (typeof categories)[number]]: Limit | null }
  /** Whether the limit can be raised (the pro and VIP rules): the order endpoints' `Y`. */
  readonly upgradable: boolean
}

/**
 * `10/s`, `60 req/min`, `5 req/s`; anything else (`-`, empty) is `null`.
 *
 * @since 1.0.0
 * @category parsing
 */
export const parseLimit = (text: string): Limit | null => {
  const match = /^(\d+)\s*(?:req)?\s*\/\s*(s|min)$/.exec(text.trim())
  if (match === null) return null
  return { limit: Number(match[1]), windowMs: match[2] === "min" ? 60_000 : 1_000 }
}

const attribute = (tag: string, name: string): number => {
  const match = new RegExp(`${name}\\s*=\\s*"(\\d+)"`, "i").exec(tag)
  return match === null ? 1 : Number(match[1])
}

const cellText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim()

// The rows of an HTML table as text, with rowSpan and colSpan cells repeated where they reach.
const htmlGrid = (table: string): Array<Array<string>> => {
  const grid: Array<Array<string>> = []
  const pending = new Map<number, { text: string; rows: number }>()
  for (const rowMatch of table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)) {
    const row: Array<string> = []
    const cells = [...(rowMatch[1] ?? "").matchAll(/<(t[dh])([^>]*)>([\s\S]*?)<\/\1>/g)]
    let next = 0
    const fillSpans = () => {
      for (let carried = pending.get(row.length); carried !== undefined; carried = pending.get(row.length)) {
        row.push(carried.text)
        if (--carried.rows === 0) pending.delete(row.length - 1)
      }
    }
    while (next < cells.length) {
      fillSpans()
      const [, , attributes = "", inner = ""] = cells[next++] ?? []
      const text = cellText(inner)
      const rows = attribute(attributes, "rowSpan")
      for (let span = attribute(attributes, "colSpan"); span > 0; span--) {
        if (rows > 1) pending.set(row.length, { text, rows: rows - 1 })
        row.push(text)
      }
    }
    fillSpans()
    grid.push(row)
  }
  return grid
}

const htmlRows = (section: string, table: string): Array<Row> => {
  const grid = htmlGrid(table)
  const header = grid.filter((row) => row.includes("Method") || row.includes("inverse")).flat()
  const byCategory = header.includes("inverse")
  const titles = grid.find((row) => row.includes("Method")) ?? []
  const limitColumn = titles.indexOf("Limit")
  const upgradableColumn = titles.indexOf("upgradable")
  const rows: Array<Row> = []
  for (const row of grid) {
    const [method = "", path = ""] = row
    if (!/^(GET|POST)$/.test(method) || !path.startsWith("/")) continue
    const upgradable = (row[byCategory ? 6 : upgradableColumn] ?? "") === "Y"
    if (byCategory) {
      const [inverse = "", linear = "", option = "", spot = ""] = row.slice(2)
      rows.push({
        section,
        method,
        path,
        limit: {
          inverse: parseLimit(inverse),
          linear: parseLimit(linear),
          option: parseLimit(option),
          spot: parseLimit(spot)
        },
        upgradable
      })
    } else rows.push({ section, method, path, limit: parseLimit(row[limitColumn] ?? ""), upgradable })
  }
  return rows
}

const markdownRows = (
  section: string,
  lines: ReadonlyArray<string>,
  resolve: (link: string) => string | undefined
): Array<Row> =>
  lines.flatMap((line) => {
    const cells = line.split("|").map((cell) => cell.trim())
    const [, method = "", target = "", limit = "", upgradable = ""] = cells
    if (!/^(GET|POST)$/.test(method)) return []
    const link = /\]\(([^)]+)\)/.exec(target)?.[1]
    const path = target.startsWith("/") ? target : link === undefined ? undefined : resolve(link)
    return path === undefined
      ? []
      : [{ section, method, path, limit: parseLimit(limit), upgradable: upgradable === "Y" }]
  })

/**
 * The rows of the page's rate-limit tables. `resolve` turns a Markdown row's link (`spread/trade/create-order`)
 * into the path its page documents; a link it cannot resolve is left out and reported in `unresolved`.
 *
 * @since 1.0.0
 * @category parsing
 */
export const parse = (
  text: string,
  resolve: (link: string) => string | undefined
): { readonly rows: Array<Row>; readonly unresolved: Array<string> } => {
  const rows: Array<Row> = []
  const unresolved: Array<string> = []
  const tracking = (link: string) => {
    const path = resolve(link)
    if (path === undefined) unresolved.push(link)
    return path
  }
  // the tables sit under `#### Section` headings of "API Rate Limit Table"
  for (const part of text.split(/^#### /m).slice(1)) {
    const section = (part.split("\n", 1)[0] ?? "").trim()
    const body = part.split(/^##? /m)[0] ?? ""
    for (const table of body.match(/<table[\s\S]*?<\/table>/g) ?? []) rows.push(...htmlRows(section, table))
    rows.push(...markdownRows(section, body.split("\n"), tracking))
  }
  return { rows, unresolved }
}

/**
 * A link resolver over a checkout's parsed pages: the path of the first request the linked page documents.
 *
 * @since 1.0.0
 * @category parsing
 */
export const resolverOf =
  (pages: ReadonlyArray<DocsPages.Page>) =>
  (link: string): string | undefined => {
    const file = link.replace(/^\.?\//, "").replace(/#.*$/, "")
    const page = pages.find((candidate) => candidate.file.replace(/\.mdx?$/, "") === file)
    return page?.blocks.find((block) => block.path !== undefined)?.path
  }

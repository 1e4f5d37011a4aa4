/**
 * Parses one page of the official docs (bybit-exchange/docs, Markdown/MDX): the requests it documents (method and
 * path), its request and response parameter tables (nesting shown by `>` prefixes), its JSON response examples and
 * the WebSocket topics it names. Only facts are read: names, types, nesting, codes.
 *
 * @since 0.1.0
 */

import * as PermissionPage from "./PermissionPage.js"

/**
 * One row of a parameter table: the field name, its depth (`>` count) and its documented type.
 *
 * @since 0.1.0
 * @category models
 */
export interface Row {
  readonly name: string
  readonly depth: number
  readonly type: string
  /** Request tables only: the "Required" column says `true`. */
  readonly required: boolean
  /** The row's comment (the cells after the type), markup kept: the values it names are in backticks. */
  readonly comment?: string | undefined
}

/**
 * One documented request (or, on a topic page, the topic's message): its tables and examples.
 *
 * @since 0.1.0
 * @category models
 */
export interface Block {
  method: string | undefined
  path: string | undefined
  readonly request: Array<Row>
  readonly response: Array<Row>
  /** Response or stream examples that parse as JSON. */
  readonly examples: Array<unknown>
  /** How many response examples were not JSON (the docs sometimes annotate them). */
  unparsed: number
}

/**
 * One parsed page.
 *
 * @since 0.1.0
 * @category models
 */
export interface Page {
  readonly file: string
  readonly blocks: ReadonlyArray<Block>
  /** Topic names as the page writes them, e.g. `tickers.{symbol}` or `wallet`. */
  readonly topics: ReadonlyArray<string>
  /** What the page says an API key needs, when it says it. */
  readonly permission?: PermissionPage.Statement | undefined
}

const heading = /^#{2,5}\s+(.*?)\s*$/
const apiEndpoint = /<APIEndpoint\s+method="(GET|POST|PUT|DELETE)"\s+url="([^"]+)"/
const plainEndpoint = /^\s*(GET|POST|PUT|DELETE)\s+`?(\/[^\s`]+)`?/

const emptyBlock = (method?: string, path?: string): Block => ({
  method,
  path,
  request: [],
  response: [],
  examples: [],
  unparsed: 0
})

/**
 * The field name of a table cell: markup (backticks, links, tags, emphasis) removed, the first identifier kept.
 *
 * @since 0.1.0
 * @category parsing
 */
export const cellName = (cell: string): { readonly name: string; readonly depth: number } | undefined => {
  const stripped = cell
    .replace(/<[^>]*>/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .replace(/&gt;/g, ">")
    .trim()
  const prefix = /^[>\s]*/.exec(stripped)?.[0] ?? ""
  const depth = [...prefix].filter((char) => char === ">").length
  const rest = stripped.slice(prefix.length)
  const name = /^[A-Za-z][A-Za-z0-9_]*/.exec(rest)?.[0]
  // `b[0]`, `list[1]`: a position in an array of arrays (a book level, a candle), not a field.
  if (name === undefined || rest.slice(name.length).trimStart().startsWith("[")) return undefined
  return { name, depth }
}

const cells = (line: string): Array<string> => {
  const trimmed = line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|\s*$/, "")
  return trimmed.split("|").map((cell) => cell.trim())
}

/**
 * The rows of the Markdown table starting at `start` (header, separator, rows), and the line after it.
 *
 * @since 0.1.0
 * @category parsing
 */
export const table = (lines: ReadonlyArray<string>, start: number): { rows: Array<Row>; next: number } => {
  const header = cells(lines[start] ?? "").map((cell) => cell.toLowerCase())
  const typeColumn = header.findIndex((cell) => cell.startsWith("type"))
  const requiredColumn = header.findIndex((cell) => cell.startsWith("required"))
  const rows: Array<Row> = []
  let index = start + 2
  for (; index < lines.length && (lines[index] ?? "").trim().startsWith("|"); index++) {
    const row = cells(lines[index] ?? "")
    const named = cellName(row[0] ?? "")
    if (named === undefined) continue
    const typeAt = typeColumn < 0 ? 1 : typeColumn
    rows.push({
      ...named,
      type: (row[typeAt] ?? "").replace(/<[^>]*>/g, "").trim(),
      required: requiredColumn >= 0 && /true/i.test(row[requiredColumn] ?? ""),
      comment: row.slice(Math.max(typeAt, requiredColumn) + 1).join("|")
    })
  }
  return { rows, next: index }
}

/**
 * One row of an HTML parameter table (`<tr><td>name</td><td>false</td><td>Object</td>…`, the withdrawal page's
 * travel-rule rows): the name cell as in Markdown (`> ` nesting), then "Required" when the second cell says
 * true/false, then the type.
 *
 * @since 1.3.0
 * @category parsing
 */
export const htmlRow = (line: string): Row | undefined => {
  if (!/^\s*<tr[^>]*>\s*<td/.test(line)) return undefined
  const columns = [...line.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((match) => match[1] ?? "")
  const named = cellName(columns[0] ?? "")
  if (named === undefined) return undefined
  const strip = (cell: string | undefined) => (cell ?? "").replace(/<[^>]*>/g, "").trim()
  const flagged = /^(true|false)$/i.test(strip(columns[1]))
  return {
    ...named,
    type: strip(flagged ? columns[2] : columns[1]),
    required: flagged && /true/i.test(strip(columns[1])),
    comment: columns.slice(flagged ? 3 : 2).join(" ")
  }
}

/**
 * JSON as the docs write it: parsed strictly, else after removing `//` comments and trailing commas.
 *
 * @since 0.1.0
 * @category parsing
 */
export const looseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    const cleaned = text
      .split("\n")
      .map((line) => line.replace(/(^|[^:"\\])\/\/.*$/, "$1"))
      .join("\n")
      .replace(/,(\s*[}\]])/g, "$1")
    return JSON.parse(cleaned)
  }
}

const topicsOf = (lines: ReadonlyArray<string>): Array<string> => {
  const found: Array<string> = []
  lines.forEach((line, index) => {
    // `**Topic:** \`name\`` (most pages) or a heading `### Topic: \`name\`` (Advanced Earn's pages)
    if (!/Topic:\*\*/.test(line) && !/^#+\s*Topic:/.test(line)) return
    let text = line.slice(line.indexOf("Topic:"))
    for (let next = index + 1; next < lines.length && (lines[next] ?? "").trim() !== ""; next++) {
      if (heading.test(lines[next] ?? "")) break
      text += ` ${lines[next]}`
    }
    // `publicTrade.sbe.<symbol>` (the SBE pages) is the same placeholder as `{symbol}`
    for (const match of text.matchAll(/`([a-z][A-Za-z0-9_.{}<>]*)`/g))
      if (match[1] !== undefined) found.push(match[1].replace(/<([A-Za-z]+)>/g, "{$1}"))
  })
  return [...new Set(found)]
}

type Section = "http" | "request" | "response" | "example" | "other"

const sectionOf = (title: string): Section => {
  const lower = title.toLowerCase()
  if (lower.startsWith("http request")) return "http"
  if (lower.startsWith("request parameters")) return "request"
  if (lower.startsWith("response parameters")) return "response"
  if (/^(response|stream|push|event) example/.test(lower)) return "example"
  return "other"
}

/**
 * Parses one page. `file` is kept for reports.
 *
 * @since 0.1.0
 * @category parsing
 */
export const parse = (file: string, text: string): Page => {
  const lines = text.split(/\r?\n/)
  const blocks: Array<Block> = []
  let current: Block | undefined
  let section: Section = "other"
  const block = (): Block => {
    if (current === undefined) {
      current = emptyBlock()
      blocks.push(current)
    }
    return current
  }
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? ""
    const title = heading.exec(line)?.[1]
    if (title !== undefined) {
      section = sectionOf(title)
      continue
    }
    const endpoint = section === "http" ? (apiEndpoint.exec(line) ?? plainEndpoint.exec(line)) : null
    if (endpoint?.[2]?.startsWith("/v5/")) {
      // A page that documents several requests repeats the heading; a repeated line for the same request (some
      // pages show the path twice) opens nothing new.
      if (current !== undefined && current.path === undefined) {
        current.method = endpoint[1]
        current.path = endpoint[2]
      } else if (current === undefined || current.path !== endpoint[2] || current.response.length > 0) {
        current = emptyBlock(endpoint[1], endpoint[2])
        blocks.push(current)
      }
      continue
    }
    if (section === "request" || section === "response") {
      // an HTML row may span lines (`<tr>`, a `<td>` per line, `</tr>`): read it as one
      let end = index
      if (/^\s*<tr\b/.test(line)) while (end < lines.length - 1 && !(lines[end] ?? "").includes("</tr>")) end++
      const row = htmlRow(
        lines
          .slice(index, end + 1)
          .map((part) => part.trim())
          .join(" ")
      )
      if (row !== undefined) {
        block()[section].push(row)
        index = end
        continue
      }
    }
    if ((section === "request" || section === "response") && line.trim().startsWith("|")) {
      const parsed = table(lines, index)
      block()[section].push(...parsed.rows)
      index = parsed.next - 1
      continue
    }
    if (section === "example" && /^\s*```json/.test(line)) {
      let end = index + 1
      while (end < lines.length && !/^\s*```/.test(lines[end] ?? "")) end++
      const body = lines.slice(index + 1, end).join("\n")
      try {
        block().examples.push(looseJson(body))
      } catch {
        block().unparsed++
      }
      index = end
    }
  }
  return { file, blocks, topics: topicsOf(lines), permission: PermissionPage.parse(text) }
}

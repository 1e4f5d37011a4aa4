/**
 * The field check over a whole checkout: every V5 endpoint page and every WebSocket topic page compared with our
 * schemas, rendered as Markdown.
 *
 * @since 0.1.0
 */
import type * as DocsPages from "./DocsPages.js"
import * as FieldCheck from "./FieldCheck.js"

/**
 * One compared block: the page, what it documents, and the finding.
 *
 * @since 0.1.0
 * @category models
 */
export interface Entry {
  readonly page: string
  /** `GET /v5/...` or `topic wallet`. */
  readonly subject: string
  readonly finding: FieldCheck.Finding
}

/**
 * The whole run.
 *
 * @since 0.1.0
 * @category models
 */
export interface Report {
  readonly pages: number
  readonly entries: ReadonlyArray<Entry>
  /** Documented requests or topics with no definition here (nothing to compare with). */
  readonly undefinedSubjects: ReadonlyArray<{ readonly page: string; readonly subject: string }>
}

/**
 * What the run compares with: a response schema by method and path, a topic schema by topic names.
 *
 * @since 0.1.0
 * @category models
 */
export interface Lookup {
  readonly endpoint: (method: string, path: string) => { readonly response: unknown } | undefined
  readonly topic: (names: ReadonlyArray<string>, page: string) => { readonly schema: unknown } | undefined
}

type AnySchema = Parameters<typeof FieldCheck.check>[1]

/**
 * Runs the check over parsed pages.
 *
 * @since 0.1.0
 * @category running
 */
export const run = (pages: ReadonlyArray<DocsPages.Page>, lookup: Lookup): Report => {
  const entries: Array<Entry> = []
  const undefinedSubjects: Array<{ page: string; subject: string }> = []
  for (const page of pages) {
    for (const block of page.blocks) {
      if (block.method !== undefined && block.path !== undefined) {
        const subject = `${block.method} ${block.path}`
        const definition = lookup.endpoint(block.method, block.path)
        if (definition === undefined) undefinedSubjects.push({ page: page.file, subject })
        else
          entries.push({
            page: page.file,
            subject,
            finding: FieldCheck.check(block, definition.response as AnySchema, true)
          })
      } else if (page.topics.length > 0 && block.response.length > 0) {
        const subject = `topic ${page.topics[0]}`
        const definition = lookup.topic(page.topics, page.file)
        if (definition === undefined) undefinedSubjects.push({ page: page.file, subject })
        else
          entries.push({
            page: page.file,
            subject,
            finding: FieldCheck.check(block, definition.schema as AnySchema, false)
          })
      }
    }
  }
  return { pages: pages.length, entries, undefinedSubjects }
}

/**
 * Totals of a report.
 *
 * @since 0.1.0
 * @category rendering
 */
export const totals = (report: Report) => ({
  compared: report.entries.length,
  fields: report.entries.reduce((sum, entry) => sum + entry.finding.tableFields, 0),
  missing: report.entries.reduce((sum, entry) => sum + entry.finding.missing.length, 0),
  refusals: report.entries.reduce((sum, entry) => sum + entry.finding.refusals.length, 0),
  examples: report.entries.filter((entry) => entry.finding.exampleFields > 0).length
})

/**
 * The report as Markdown.
 *
 * @since 0.1.0
 * @category rendering
 */
export const render = (report: Report): string => {
  const sum = totals(report)
  const lines = [
    "# Documented fields against our schemas",
    "",
    "Written by `npm run docs:fields <docs checkout>`: every V5 endpoint page and WebSocket topic page of the official",
    "docs, its response table and JSON examples compared with our response schema, and each example decoded with it.",
    "",
    `- pages read: ${report.pages}`,
    `- endpoints and topics compared: ${sum.compared} (${sum.examples} with a JSON example)`,
    `- documented table fields: ${sum.fields}`,
    `- documented fields missing from our schemas: ${sum.missing}`,
    `- examples our decoders refuse: ${sum.refusals}`,
    `- documented with no definition here: ${report.undefinedSubjects.length}`,
    ""
  ]
  const missing = report.entries.filter((entry) => entry.finding.missing.length > 0)
  if (missing.length > 0) {
    lines.push("## Missing fields", "", "| Endpoint or topic | Field | Seen in |", "|---|---|---|")
    for (const entry of missing)
      for (const field of entry.finding.missing) lines.push(`| ${entry.subject} | \`${field.path}\` | ${field.from} |`)
    lines.push("")
  }
  const refused = report.entries.filter((entry) => entry.finding.refusals.length > 0)
  if (refused.length > 0) {
    lines.push("## Refused examples", "")
    for (const entry of refused)
      for (const refusal of entry.finding.refusals)
        lines.push(`### ${entry.subject}`, "", "```", refusal.split("\n").slice(0, 12).join("\n"), "```", "")
  }
  if (report.undefinedSubjects.length > 0) {
    lines.push("## Documented, not defined here", "", "| Endpoint or topic | Page |", "|---|---|")
    for (const entry of report.undefinedSubjects) lines.push(`| ${entry.subject} | ${entry.page} |`)
    lines.push("")
  }
  return lines.join("\n")
}

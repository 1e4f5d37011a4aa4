/**
 * The drift between a docs checkout and our definitions: paths, request fields, response fields, error codes and
 * WebSocket topics, each as new (documented, not ours), removed (ours, no longer documented) or changed.
 *
 * @since 0.1.0
 */
import type * as SchemaAST from "effect/SchemaAST"
import type * as DocsPages from "./DocsPages.js"
import * as EnumDrift from "./EnumDrift.js"
import * as FieldCheck from "./FieldCheck.js"
import * as SchemaFields from "./SchemaFields.js"

type AnySchema = Parameters<typeof FieldCheck.check>[1]

/**
 * Our side, reduced to what the drift compares.
 *
 * @since 0.1.0
 * @category models
 */
export interface Ours {
  readonly endpoints: ReadonlyArray<{
    readonly method: string
    readonly path: string
    readonly request: unknown
    readonly response: unknown
  }>
  /** Topic names as the docs write them. */
  readonly topics: ReadonlyArray<{ readonly docs: string; readonly section: string; readonly schema: unknown }>
  /** Every catalogued exchange code. */
  readonly codes: ReadonlySet<number>
}

/**
 * One line of the drift.
 *
 * @since 0.1.0
 * @category models
 */
export interface Change {
  readonly kind:
    | "path"
    | "request field"
    | "response field"
    | "error code"
    | "topic"
    | "rate limit"
    | "retMsg"
    | "permission"
    | "enum value"
    | "request value"
    | "response value"
  readonly change: "new" | "removed" | "changed"
  readonly subject: string
  readonly detail: string
}

/**
 * The drift and what was read.
 *
 * @since 0.1.0
 * @category models
 */
export interface Drift {
  readonly pages: number
  readonly endpointPages: number
  readonly documentedEndpoints: number
  readonly documentedCodes: number
  readonly documentedTopics: number
  readonly changes: ReadonlyArray<Change>
}

/**
 * The codes an error page's tables list (numbers of 5 digits or more: HTTP statuses are not exchange codes).
 *
 * @since 0.1.0
 * @category parsing
 */
export const errorCodes = (text: string): Set<number> => {
  const codes = new Set<number>()
  for (const line of text.split(/\r?\n/)) {
    const match = /^\|\s*(?:\[)?(\d{5,})\b/.exec(line)
    if (match?.[1] !== undefined) codes.add(Number(match[1]))
  }
  return codes
}

const requestFields = (schema: unknown): Set<string> => {
  const fields = SchemaFields.collect((schema as AnySchema).ast)
  return new Set([...fields.paths].filter((path) => !path.includes(".")))
}

/**
 * The values a request table's rows name (in backticks or `<code>`) for the fields our request schema limits to
 * literals, that the schema does not accept. A comment also names other fields and their values ("`Market` only",
 * "when `orderFilter`=`StopOrder`"): a token that is a field name of the request, or a value another field of ours
 * takes, is not read as a value of this one.
 *
 * @since 1.3.0
 * @category comparing
 */
export const requestValueChanges = (
  subject: string,
  rows: ReadonlyArray<DocsPages.Row>,
  request: { readonly ast: SchemaAST.AST }
): Array<Change> => {
  const top = rows.filter((row) => row.depth === 0)
  const ours = [...requestFields(request)]
  const names = new Set([...ours, ...top.map((row) => row.name)])
  const accepted = new Map(ours.map((name) => [name, EnumDrift.literals(request.ast, name)]))
  const changes: Array<Change> = []
  for (const row of top) {
    const known = accepted.get(row.name)
    if (known === undefined || known.size === 0) continue
    const elsewhere = new Set([...accepted].flatMap(([name, values]) => (name === row.name ? [] : [...values])))
    const tokens = [...(row.comment ?? "").matchAll(/`([^`]+)`|<code>([^<]+)<\/code>/g)].map((m) =>
      (m[1] ?? m[2] ?? "").trim()
    )
    for (const token of new Set(tokens)) {
      if (!/^[A-Za-z0-9_.,-]+$/.test(token) || ["null", "true", "false"].includes(token)) continue
      if (known.has(token) || names.has(token) || elsewhere.has(token)) continue
      if (!changes.some((c) => c.detail.startsWith(`${row.name} = ${token}`)))
        changes.push({ kind: "request value", change: "new", subject, detail: `${row.name} = ${token}` })
    }
  }
  return changes
}

/**
 * The nested request fields (`beneficiary.beneficiaryTransactionPurpose`, `permissions.ByXPost`) a request table
 * names below a top-level field we send, that our request schema does not.
 *
 * @since 1.3.0
 * @category comparing
 */
export const nestedRequestChanges = (
  subject: string,
  rows: ReadonlyArray<DocsPages.Row>,
  request: { readonly ast: SchemaAST.AST }
): Array<Change> => {
  const fields = SchemaFields.collect(request.ast)
  const stack: Array<string> = []
  const changes: Array<Change> = []
  for (const row of rows) {
    stack.length = row.depth
    stack[row.depth] = row.name
    if (row.depth === 0 || !SchemaFields.has(fields, stack[0] ?? "")) continue
    const path = stack.slice(0, row.depth + 1).join(".")
    if (!SchemaFields.has(fields, path) && !changes.some((c) => c.detail === path))
      changes.push({ kind: "request field", change: "new", subject, detail: path })
  }
  return changes
}

// The backticked (or `<code>`) tokens of a comment that can be values: not a field name, not `null`/`true`/`false`.
const tokensOf = (comment: string | undefined, names: ReadonlySet<string>): Array<string> => [
  ...new Set(
    [...(comment ?? "").matchAll(/`([^`]+)`|<code>([^<]+)<\/code>/g)]
      .map((m) => (m[1] ?? m[2] ?? "").trim())
      .filter((t) => /^[A-Za-z0-9_.,-]+$/.test(t) && !["null", "true", "false"].includes(t) && !names.has(t))
  )
]

/**
 * The values a response table's rows name for the fields our schema reads as literals (the tolerant enums: an
 * unknown value still decodes, but it is not typed), that the schema does not list. `UNKNOWN` (a placeholder every
 * tolerant form takes) and tokens that are another row's name or value are not read as values.
 *
 * @since 1.3.0
 * @category comparing
 */
export const responseValueChanges = (
  subject: string,
  rows: ReadonlyArray<DocsPages.Row>,
  response: { readonly ast: SchemaAST.AST },
  requestNames: ReadonlyArray<string> = []
): Array<Change> => {
  const stack: Array<string> = []
  const paths = rows.map((row) => {
    stack.length = row.depth
    stack[row.depth] = row.name
    return stack.slice(0, row.depth + 1).join(".")
  })
  const names = new Set([...rows.map((row) => row.name), ...requestNames])
  const known = paths.map((path) => new Set([...EnumDrift.literals(response.ast, path)].filter((v) => v !== "")))
  const changes: Array<Change> = []
  rows.forEach((row, index) => {
    const ours = known[index]
    if (ours === undefined || ours.size === 0) return
    const elsewhere = new Set(known.flatMap((values, other) => (other === index ? [] : [...values])))
    for (const token of tokensOf(row.comment, names)) {
      if (token === "UNKNOWN" || ours.has(token) || elsewhere.has(token)) continue
      const detail = `${paths[index]} = ${token}`
      if (!changes.some((c) => c.detail === detail))
        changes.push({ kind: "response value", change: "new", subject, detail })
    }
  })
  return changes
}

const endpointChanges = (pages: ReadonlyArray<DocsPages.Page>, ours: Ours): Array<Change> => {
  const changes: Array<Change> = []
  const key = (entry: { readonly method: string; readonly path: string }) => `${entry.method} ${entry.path}`
  const defined = new Map(ours.endpoints.map((endpoint) => [key(endpoint), endpoint]))
  const documented = new Set<string>()
  // A path several pages document (Advanced Earn's place-order, one page per product) takes every page's fields.
  const requestRows = new Map<string, Array<DocsPages.Row>>()
  for (const page of pages)
    for (const block of page.blocks)
      if (block.method !== undefined && block.path !== undefined) {
        const subject = `${block.method} ${block.path}`
        requestRows.set(subject, [...(requestRows.get(subject) ?? []), ...block.request])
      }
  for (const page of pages) {
    for (const block of page.blocks) {
      if (block.method === undefined || block.path === undefined) continue
      const subject = `${block.method} ${block.path}`
      const endpoint = defined.get(subject)
      const first = !documented.has(subject)
      documented.add(subject)
      if (endpoint === undefined) {
        if (first) changes.push({ kind: "path", change: "new", subject, detail: page.file })
        continue
      }
      // every page's answer is checked (each product's page shows its own); the request once, all pages' fields
      const finding = FieldCheck.check(block, endpoint.response as AnySchema, true)
      const push = (change: Change) => {
        if (!changes.some((known) => known.subject === change.subject && known.detail === change.detail))
          changes.push(change)
      }
      for (const field of finding.missing)
        push({ kind: "response field", change: "new", subject, detail: `${field.path} (${field.from})` })
      for (const refusal of finding.refusals)
        push({ kind: "response field", change: "changed", subject, detail: refusal.split("\n")[0] ?? "" })
      const requestNames = (requestRows.get(subject) ?? []).map((row) => row.name)
      for (const change of responseValueChanges(subject, block.response, endpoint.response as AnySchema, requestNames))
        push(change)
      if (!first) continue
      const ourRequest = requestFields(endpoint.request)
      const docsRequest = new Set(
        (requestRows.get(subject) ?? []).filter((row) => row.depth === 0).map((row) => row.name)
      )
      for (const name of docsRequest)
        if (!ourRequest.has(name)) changes.push({ kind: "request field", change: "new", subject, detail: name })
      if (docsRequest.size > 0)
        for (const name of ourRequest)
          if (!docsRequest.has(name)) changes.push({ kind: "request field", change: "removed", subject, detail: name })
      changes.push(...nestedRequestChanges(subject, requestRows.get(subject) ?? [], endpoint.request as AnySchema))
      changes.push(...requestValueChanges(subject, requestRows.get(subject) ?? [], endpoint.request as AnySchema))
    }
  }
  for (const [subject] of defined)
    if (!documented.has(subject)) changes.push({ kind: "path", change: "removed", subject, detail: "" })
  return changes
}

const topicChanges = (pages: ReadonlyArray<DocsPages.Page>, ours: Ours): { changes: Array<Change>; count: number } => {
  const changes: Array<Change> = []
  const seen = new Set<string>()
  let count = 0
  for (const page of pages) {
    if (page.topics.length === 0) continue
    count++
    const topic = ours.topics.find((known) => page.topics.includes(known.docs) && page.file.startsWith(known.section))
    if (topic === undefined) {
      changes.push({ kind: "topic", change: "new", subject: page.topics[0] ?? "", detail: page.file })
      continue
    }
    seen.add(topic.docs)
    for (const block of page.blocks) {
      if (block.path !== undefined || block.response.length === 0) continue
      for (const change of responseValueChanges(`topic ${topic.docs}`, block.response, topic.schema as AnySchema))
        if (!changes.some((known) => known.subject === change.subject && known.detail === change.detail))
          changes.push(change)
      const finding = FieldCheck.check(block, topic.schema as AnySchema, false)
      for (const field of finding.missing)
        changes.push({ kind: "response field", change: "new", subject: `topic ${topic.docs}`, detail: field.path })
      for (const refusal of finding.refusals)
        changes.push({
          kind: "response field",
          change: "changed",
          subject: `topic ${topic.docs}`,
          detail: refusal.split("\n")[0] ?? ""
        })
    }
  }
  for (const topic of ours.topics)
    if (!seen.has(topic.docs)) changes.push({ kind: "topic", change: "removed", subject: topic.docs, detail: "" })
  return { changes, count }
}

/**
 * Compares parsed pages (and the error pages' codes) with our definitions.
 *
 * @since 0.1.0
 * @category comparing
 */
export const compare = (
  pages: ReadonlyArray<DocsPages.Page>,
  documentedCodes: ReadonlySet<number>,
  ours: Ours
): Drift => {
  const endpoints = endpointChanges(pages, ours)
  const topics = topicChanges(pages, ours)
  const codes: Array<Change> = [...documentedCodes]
    .filter((code) => !ours.codes.has(code))
    .sort((a, b) => a - b)
    .map((code) => ({ kind: "error code", change: "new", subject: String(code), detail: "" }))
  return {
    pages: pages.length,
    endpointPages: pages.filter((page) => page.blocks.some((block) => block.path !== undefined)).length,
    documentedEndpoints: new Set(
      pages.flatMap((page) => page.blocks.flatMap((block) => (block.path === undefined ? [] : [block.path])))
    ).size,
    documentedCodes: documentedCodes.size,
    documentedTopics: topics.count,
    changes: [...endpoints, ...topics.changes, ...codes]
  }
}

/**
 * The exit code: 2 when fewer endpoint pages were read than expected (the layout changed: the check is blind),
 * 1 when anything drifted, 0 otherwise.
 *
 * @since 0.1.0
 * @category running
 */
export const exitCode = (drift: Drift, minimumEndpointPages: number): number =>
  drift.endpointPages < minimumEndpointPages ? 2 : drift.changes.length > 0 ? 1 : 0

/**
 * The drift as Markdown.
 *
 * @since 0.1.0
 * @category rendering
 */
export const render = (
  drift: Drift,
  notes: {
    /** The docs' commit the report was written from. */
    readonly commit?: string | undefined
    /** Why a line stays as it is (Kept.why), written in a last column. */
    readonly why?: ((change: Change) => string | undefined) | undefined
  } = {}
): string => {
  const count = (change: Change["change"]) => drift.changes.filter((entry) => entry.change === change).length
  const explained = drift.changes.filter((entry) => notes.why?.(entry) !== undefined).length
  const lines = [
    "# Drift against the official docs",
    "",
    "Written by `npm run docs:diff <docs checkout>`.",
    "",
    `- docs commit: ${notes.commit === undefined ? "unknown (pass --commit)" : `\`${notes.commit}\``}`,
    `- pages read: ${drift.pages} (${drift.endpointPages} endpoint pages, ${drift.documentedEndpoints} documented endpoints, ${drift.documentedTopics} topic pages, ${drift.documentedCodes} error codes)`,
    `- new upstream: ${count("new")}; removed upstream: ${count("removed")}; changed: ${count("changed")}; ` +
      `with a kept reason: ${explained}`,
    ""
  ]
  const kinds: ReadonlyArray<Change["kind"]> = [
    "path",
    "request field",
    "response field",
    "error code",
    "topic",
    "rate limit",
    "retMsg",
    "permission",
    "enum value",
    "request value",
    "response value"
  ]
  const cell = (text: string) => text.replaceAll("|", "\\|")
  for (const kind of kinds) {
    const entries = drift.changes.filter((entry) => entry.kind === kind)
    if (entries.length === 0) continue
    lines.push(`## ${kind[0]?.toUpperCase()}${kind.slice(1)}s (${entries.length})`, "")
    lines.push("| Change | Subject | Detail | Why it stays |", "|---|---|---|---|")
    for (const entry of entries)
      lines.push(
        `| ${entry.change} | \`${entry.subject}\` | ${cell(entry.detail)} | ${cell(notes.why?.(entry) ?? "")} |`
      )
    lines.push("")
  }
  return lines.join("\n")
}

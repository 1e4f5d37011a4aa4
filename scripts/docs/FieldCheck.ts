/**
 * Compares the fields a docs page documents (its response table and its JSON examples) with a response schema, and
 * decodes each example with that schema.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import type * as DocsPages from "./DocsPages.js"
import * as SchemaFields from "./SchemaFields.js"

/**
 * The field paths of a parameter table (`rows`, `rows.chains`, `rows.chains.withdrawMax`).
 *
 * @since 0.1.0
 * @category paths
 */
export const tablePaths = (rows: ReadonlyArray<DocsPages.Row>, scalarsHoldNothing = false): Array<string> => {
  const stack: Array<DocsPages.Row> = []
  const paths: Array<string> = []
  for (const row of rows) {
    // The parent is the nearest row above with fewer `>` (a row deeper than its parent + 1, a docs typo, nests under
    // it). With `scalarsHoldNothing`, a row under a scalar-typed row (a `>` too many, or a container the docs type
    // as string) belongs beside it. Depths are the docs' own, so a shifted row's siblings shift with it.
    while (stack.length > 0 && (stack[stack.length - 1]?.depth ?? 0) >= row.depth) stack.pop()
    while (scalarsHoldNothing && stack.length > 0 && isScalar(stack[stack.length - 1]?.type ?? "")) stack.pop()
    stack.push(row)
    paths.push(stack.map((entry) => entry.name).join("."))
  }
  return paths
}

const isScalar = (type: string): boolean =>
  /^(string|integer|int|long|number|boolean|bool|float|double)$/i.test(type.trim())

const isArrayRoot = (ast: SchemaAST.AST): boolean => {
  const encoded = SchemaAST.toEncoded(ast)
  return encoded._tag === "Arrays" || (encoded._tag === "Suspend" && isArrayRoot(encoded.thunk()))
}

// A row given a `>` too few (a list's field documented beside the list): found one level deeper, in a container.
const oneLevelDeeper = (fields: SchemaFields.Fields, path: string): boolean => {
  const depth = path.split(".").length + 1
  for (const candidate of fields.paths)
    if (candidate.endsWith(`.${path}`) && candidate.split(".").length === depth) return true
  return false
}

// V5's envelope, and the legacy one the P2P pages still answer with (`ret_code`, `ret_msg`, `ext_code`, ...).
const envelope = new Set([
  "retCode",
  "retMsg",
  "result",
  "retExtInfo",
  "time",
  "ret_code",
  "ret_msg",
  "ext_code",
  "ext_info",
  "time_now"
])

const hasEnvelope = (value: object): boolean => "retCode" in value || "ret_code" in value

/**
 * REST table paths without the envelope some tables list (`result.list.coin` → `list.coin`; `retCode` dropped).
 *
 * @since 0.1.0
 * @category paths
 */
export const unwrapPaths = (paths: ReadonlyArray<string>): Array<string> =>
  paths.includes("result")
    ? paths.filter((path) => path.startsWith("result.")).map((path) => path.slice("result.".length))
    : paths.filter((path) => !envelope.has(path) || !(paths.includes("retCode") || paths.includes("ret_code")))

/**
 * The field paths of a JSON value (arrays are transparent).
 *
 * @since 0.1.0
 * @category paths
 */
export const jsonPaths = (value: unknown, prefix = "", into: Set<string> = new Set()): Set<string> => {
  if (Array.isArray(value)) {
    for (const item of value) jsonPaths(item, prefix, into)
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const path = prefix === "" ? key : `${prefix}.${key}`
      into.add(path)
      jsonPaths(item, path, into)
    }
  }
  return into
}

/**
 * The payload of a REST example: its `result` when it is a whole V5 (or legacy) envelope, else the value itself.
 *
 * @since 0.1.0
 * @category paths
 */
export const payload = (example: unknown): unknown =>
  typeof example === "object" && example !== null && hasEnvelope(example)
    ? "result" in example
      ? example.result
      : {}
    : example

/**
 * What one comparison found.
 *
 * @since 0.1.0
 * @category models
 */
export interface Finding {
  /** The fields the table or an example names that the schema does not. */
  readonly missing: ReadonlyArray<{ readonly path: string; readonly from: "table" | "example" }>
  /** Examples the schema refuses, with the decoder's message. */
  readonly refusals: ReadonlyArray<string>
  readonly tableFields: number
  readonly exampleFields: number
}

/**
 * Compares one documented block with a response schema. `unwrap` takes a REST example's `result`.
 *
 * @since 0.1.0
 * @category comparing
 */
export const check = (
  block: Pick<DocsPages.Block, "response" | "examples">,
  schema: Schema.ConstraintDecoder<unknown>,
  unwrap: boolean
): Finding => {
  const fields = SchemaFields.collect(schema.ast)
  const written = tablePaths(block.response)
  const alternative = tablePaths(block.response, true)
  // Some schemas keep the `result` key themselves (a result that is a bare array).
  const stripEnvelope = unwrap && !fields.paths.has("result")
  const hasResult = written.includes("result")
  const hasRetCode = written.includes("retCode") || written.includes("ret_code")
  const arrayRow = isArrayRoot(schema.ast)
    ? block.response.find((row) => row.depth === 0 && /array/i.test(row.type))
    : undefined
  const shape = (path: string): string | undefined => {
    let shaped: string | undefined = path
    if (stripEnvelope && hasResult) shaped = path.startsWith("result.") ? path.slice("result.".length) : undefined
    else if (stripEnvelope && hasRetCode && envelope.has(path)) shaped = undefined
    // A bare-array result documented as a named array beside envelope fields: the array's fields are the element's.
    if (shaped !== undefined && arrayRow !== undefined)
      shaped = shaped.startsWith(`${arrayRow.name}.`) ? shaped.slice(arrayRow.name.length + 1) : undefined
    return shaped
  }
  // Each row read two ways (as written; with scalars holding nothing): missing when neither reading finds it.
  const rows = written.flatMap((path, index) => {
    const shaped = shape(path)
    return shaped === undefined ? [] : [{ path: shaped, alternative: shape(alternative[index] ?? path) }]
  })
  const fromTable = [...new Set(rows.map((row) => row.path))]
  // Tables sometimes capitalise a key their own example spells in lower case (`Extension` / `extension` on the P2P
  // order lists): a table row that differs from ours only by case is ours; examples are compared exactly.
  const folded = new Set([...fields.paths].map((path) => path.toLowerCase()))
  const absent = new Set(
    rows
      .filter(
        (row) =>
          !SchemaFields.has(fields, row.path) &&
          !folded.has(row.path.toLowerCase()) &&
          (row.alternative === undefined || !SchemaFields.has(fields, row.alternative)) &&
          !oneLevelDeeper(fields, row.alternative ?? row.path)
      )
      .map((row) => row.path)
  )
  const examples = block.examples.map((example) => (unwrap ? payload(example) : example))
  const fromExamples = new Set<string>()
  for (const example of examples) jsonPaths(example, "", fromExamples)
  const missing = [
    ...[...absent].map((path) => ({ path, from: "table" as const })),
    ...[...fromExamples]
      .filter((path) => !SchemaFields.has(fields, path) && !fromTable.includes(path))
      .map((path) => ({ path, from: "example" as const }))
  ]
  const decode = Schema.decodeUnknownResult(schema)
  const refusals = examples.flatMap((example) => {
    const result = decode(example)
    return Result.isFailure(result) ? [result.failure.message] : []
  })
  return { missing, refusals, tableFields: fromTable.length, exampleFields: fromExamples.size }
}

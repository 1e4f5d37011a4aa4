/**
 * The `call` command's arguments: finds an endpoint by its client method name and turns `key=value` words into its
 * parameters. Values are the wire values of the API docs: `key=value` is a string unless the request schema refuses
 * the string and the value reads as JSON (`limit=10`, `reduceOnly=true`); `key:=json` is always JSON
 * (`orders:='[...]'`).
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import type * as Endpoint from "../Http/Endpoint.js"
import * as LegacyAll from "../Http/legacy/all.js"
import * as All from "../Http/v5/all.js"

/**
 * No endpoint has this method name; `suggestions` are the closest names.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnknownMethod extends Schema.TaggedError<UnknownMethod>()("UnknownMethod", {
  method: Schema.String,
  suggestions: Schema.Array(Schema.String)
}) {
  override get message(): string {
    const hint = this.suggestions.length === 0 ? "" : `; did you mean ${this.suggestions.join(", ")}?`
    return `No endpoint is called ${this.method}${hint}`
  }
}

/**
 * A word that is not `key=value` or `key:=json`, or whose JSON does not parse.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidArgument extends Schema.TaggedError<InvalidArgument>()("InvalidArgument", {
  argument: Schema.String,
  detail: Schema.String
}) {
  override get message(): string {
    return `Invalid argument ${JSON.stringify(this.argument)}: ${this.detail}`
  }
}

// The older families' calls are named `<Family>.<method>` (e.g. `InverseV2.placeActiveOrder`): their method names
// repeat across families and would shadow the V5 ones otherwise.
const byName: ReadonlyMap<string, Endpoint.Any> = new Map([
  ...All.endpoints.map((endpoint) => [endpoint.name, endpoint] as const),
  ...LegacyAll.families.flatMap((family) =>
    family.endpoints.map((endpoint) => [`${family.name}.${endpoint.name}`, endpoint] as const)
  )
])

/**
 * Every method name, sorted.
 *
 * @since 0.1.0
 * @category registry
 */
export const methodNames: ReadonlyArray<string> = [...byName.keys()].sort()

// Edit distance, for suggestions on a mistyped method name.
const distance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/**
 * The endpoint whose client method name is `name` (case-insensitive), or `UnknownMethod` with up to three close names.
 *
 * @since 0.1.0
 * @category registry
 */
export const find = (name: string): Result.Result<Endpoint.Any, UnknownMethod> => {
  const exact =
    byName.get(name) ??
    All.endpoints.find((e) => e.name.toLowerCase() === name.toLowerCase()) ??
    [...byName].find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]
  if (exact !== undefined) return Result.succeed(exact)
  const lower = name.toLowerCase()
  // an older call is suggested only for a `<Family>.<method>` name, so V5 suggestions stay as they were
  const suggestions = methodNames
    .filter((candidate) => candidate.includes(".") === name.includes("."))
    .map((candidate) => ({
      candidate,
      score: candidate.toLowerCase().includes(lower) ? 0 : distance(lower, candidate.toLowerCase())
    }))
    .filter(({ score }) => score <= Math.max(3, Math.floor(name.length / 3)))
    .sort((a, b) => a.score - b.score || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, 3)
    .map(({ candidate }) => candidate)
  return Result.fail(new UnknownMethod({ method: name, suggestions }))
}

interface Word {
  readonly key: string
  readonly text: string
  /** The value read as JSON, when it is JSON and not a string. */
  readonly json: Result.Result<unknown, string>
  readonly forced: boolean
}

const readJson = (text: string): Result.Result<unknown, string> =>
  Result.try({ try: (): unknown => JSON.parse(text), catch: (error) => String(error) })

const parseWord = (argument: string): Result.Result<Word, InvalidArgument> => {
  const match = /^([A-Za-z_][\w.-]*)(:=|=)([\s\S]*)$/.exec(argument)
  if (match === null) {
    return Result.fail(new InvalidArgument({ argument, detail: "expected key=value or key:=json" }))
  }
  const [, key = "", op, text = ""] = match
  const json = readJson(text)
  if (op === ":=" && Result.isFailure(json)) {
    return Result.fail(new InvalidArgument({ argument, detail: `not JSON (${json.failure})` }))
  }
  return Result.succeed({ key, text, json, forced: op === ":=" })
}

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

const issueKeys = (error: Schema.SchemaError): ReadonlySet<string> =>
  new Set(
    formatIssues(error.issue).issues.flatMap((issue) => {
      const head = issue.path?.[0]
      const key = typeof head === "object" && head !== null ? head.key : head
      return typeof key === "string" ? [key] : []
    })
  )

/**
 * The parameters for `endpoint` from `key=value` words, decoded from their wire form by the request schema. When they
 * still do not fit the schema they are returned as given, so the call fails with the library's `InvalidParameters`
 * naming the path.
 *
 * @since 0.1.0
 * @category parsing
 */
export const parse = (
  endpoint: Pick<Endpoint.Any, "request">,
  words: ReadonlyArray<string>
): Result.Result<Readonly<Record<string, unknown>>, InvalidArgument> => {
  const parsed: Array<Word> = []
  for (const argument of words) {
    const word = parseWord(argument)
    if (Result.isFailure(word)) return Result.fail(word.failure)
    parsed.push(word.success)
  }
  const build = (asJson: ReadonlySet<string>): Record<string, unknown> =>
    Object.fromEntries(
      parsed.map((w) => [w.key, Result.isSuccess(w.json) && (w.forced || asJson.has(w.key)) ? w.json.success : w.text])
    )
  const decode = Schema.decodeUnknownResult(endpoint.request, { errors: "all", onExcessProperty: "error" })
  const asText = build(new Set())
  const first = decode(asText)
  if (Result.isSuccess(first)) return Result.succeed(first.success as Record<string, unknown>)
  // Retry the refused keys as JSON (numbers, booleans, arrays): the schema, not a guess, decides each value's type.
  const refused = issueKeys(first.failure)
  const retried = build(refused)
  const second = decode(retried)
  return Result.succeed(Result.isSuccess(second) ? (second.success as Record<string, unknown>) : retried)
}

/**
 * What a REST request must be and what an answer may be: every endpoint definition by path, the retCodes each
 * may answer with (the strict contract), and the validation of wire parameters with the request schema.
 *
 * @since 0.1.0
 */

import * as Result from "effect/Result"
import type * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import type * as SchemaIssue from "effect/SchemaIssue"
import * as SchemaParser from "effect/SchemaParser"
import * as Catalogue from "../../Errors/Catalogue.js"
import * as Classify from "../../Errors/Classify.js"
import type * as Endpoint from "../../Http/Endpoint.js"
import * as Affiliate from "../../Http/v5/Affiliate.js"
import * as Asset from "../../Http/v5/Asset.js"
import * as V5 from "../../Http/v5/index.js"
import * as User from "../../Http/v5/User.js"
import * as Validator from "../../Schema/Validator.js"
import * as Issues from "../base/Issues.js"

/**
 * Every V5 endpoint definition of the library, by path.
 *
 * @since 0.1.0
 * @category routing
 */
export const definitions: ReadonlyMap<string, Endpoint.Any> = (() => {
  const isEndpoint = (value: unknown): value is Endpoint.Any =>
    typeof value === "object" &&
    value !== null &&
    "path" in value &&
    typeof value.path === "string" &&
    "method" in value &&
    "request" in value &&
    "rateGroup" in value
  const byPath = new Map<string, Endpoint.Any>()
  // Every definition a module exports, whether or not it is listed in the module's `endpoints`.
  const modules = [...Object.values(V5), Asset, User, Affiliate] as ReadonlyArray<Readonly<Record<string, unknown>>>
  for (const module of modules) {
    for (const value of Object.values(module)) {
      if (isEndpoint(value) && !byPath.has(value.path)) byPath.set(value.path, value)
    }
  }
  return byPath
})()

/**
 * The retCodes an endpoint may answer with: success, its declared catalogue errors and the codes the client reads
 * by their tags on every endpoint (`Classify.common`, and `Classify.signed` for private endpoints).
 *
 * @since 0.1.0
 * @category contract
 */
export const allowedCodes = (endpoint: Pick<Endpoint.Any, "errors" | "auth">): ReadonlySet<number> => {
  const codes = new Set<number>([0])
  const isPrivate = endpoint.auth === "private"
  for (const [code, cls] of Catalogue.rest) if (Classify.isDeclared(cls, endpoint.errors, isPrivate)) codes.add(code)
  return codes
}

/**
 * Whether an answer's retCode is inside the endpoint's contract.
 *
 * @since 0.1.0
 * @category contract
 */
export const withinContract = (endpoint: Pick<Endpoint.Any, "errors" | "auth">, retCode: number): boolean => {
  // one lookup per answer, the rule `allowedCodes` lists (not the whole catalogue walked for every refusal)
  if (retCode === 0) return true
  const known = Catalogue.lookup("rest", retCode)
  return known !== undefined && Classify.isDeclared(known, endpoint.errors, endpoint.auth === "private")
}

/**
 * An answer outside the contract (a retCode the definition does not declare), or a handler that threw.
 *
 * @since 0.1.0
 * @category contract
 */
export interface Violation {
  readonly path: string
  readonly retCode: number
  readonly retMsg: string
}

// ------------------------------------------------------------------------------------------ parameters

interface Accepts {
  string: boolean
  number: boolean
  boolean: boolean
  element: SchemaAST.AST | undefined
  fields: ReadonlyMap<string, SchemaAST.AST> | undefined
}

// Reads the encoded side (`SchemaAST.toEncoded`): its nodes carry their refinements as checks and no transformations.
const classify = (ast: SchemaAST.AST, into: Accepts, depth = 0): void => {
  if (depth > 20) return
  switch (ast._tag) {
    case "String":
    case "TemplateLiteral":
      into.string = true
      return
    case "Number":
      into.number = true
      return
    case "Boolean":
      into.boolean = true
      return
    case "Literal":
      if (typeof ast.literal === "string") into.string = true
      else if (typeof ast.literal === "number") into.number = true
      else if (typeof ast.literal === "boolean") into.boolean = true
      return
    case "Enum":
      for (const [, v] of ast.enums) {
        if (typeof v === "string") into.string = true
        else into.number = true
      }
      return
    case "Union":
      for (const t of ast.types) classify(t, into, depth + 1)
      return
    case "Suspend":
      classify(ast.thunk(), into, depth + 1)
      return
    case "Arrays": {
      const rest = ast.rest[0]
      if (rest !== undefined) into.element = rest
      return
    }
    case "Objects":
      into.fields = new Map(ast.propertySignatures.map((p) => [String(p.name), p.type] as const))
      return
    default:
      return
  }
}

// Request schemas are built once: what each node accepts is computed once.
const accepted = new WeakMap<SchemaAST.AST, Accepts>()

const accepts = (ast: SchemaAST.AST): Accepts => {
  const known = accepted.get(ast)
  if (known !== undefined) return known
  const a: Accepts = { string: false, number: false, boolean: false, element: undefined, fields: undefined }
  classify(ast, a)
  accepted.set(ast, a)
  return a
}

const NUMERIC = /^-?\d+(\.\d+)?$/

/**
 * A request schema: decodes without services.
 *
 * @since 0.1.0
 * @category parameters
 */
export type RequestSchema = Schema.Codec<unknown, unknown>

// Each request schema's encoded side, decoder and compiled check, built on first use.
const validators = new WeakMap<
  RequestSchema,
  {
    readonly encoded: SchemaAST.AST
    readonly decode: (u: unknown) => Result.Result<unknown, SchemaIssue.Issue>
    /** "Would this decode?" without the decoder's work; none for a schema that transforms its input. */
    readonly check: Validator.Check | undefined
  }
>()

const checkOf = (schema: RequestSchema): Validator.Check | undefined => {
  try {
    return Validator.check(schema)
  } catch {
    return undefined
  }
}

/**
 * Converts wire values to the types the request schema's encoded side takes: query strings into numbers and
 * booleans where the schema wants them; in JSON bodies numbers sent for string fields (and the reverse), as
 * clients differ in how they type `qty`, `price` or `positionIdx`.
 */
const coerce = (value: unknown, ast: SchemaAST.AST): unknown => {
  const a = accepts(ast)
  if (typeof value === "string") {
    if (a.string || value === "") return value
    if (a.number && NUMERIC.test(value)) return Number(value)
    if (a.boolean && (value === "true" || value === "false")) return value === "true"
    return value
  }
  if (typeof value === "number") return !a.number && a.string ? String(value) : value
  if (typeof value === "boolean") return !a.boolean && a.string ? String(value) : value
  if (Array.isArray(value)) {
    const element = a.element
    return element === undefined ? value : value.map((v) => coerce(v, element))
  }
  if (typeof value === "object" && value !== null && a.fields !== undefined) {
    const fields = a.fields
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      const field = fields.get(k)
      out[k] = field === undefined ? v : coerce(v, field)
    }
    return out
  }
  return value
}

/**
 * Validates wire parameters with a request schema: the converted parameters, or the 10001 message.
 *
 * @since 0.1.0
 * @category parameters
 */
export const validate = (
  schema: RequestSchema,
  params: Readonly<Record<string, unknown>>
): Result.Result<Record<string, unknown>, string> => {
  let v = validators.get(schema)
  if (v === undefined) {
    v = {
      encoded: SchemaAST.toEncoded(schema.ast),
      decode: SchemaParser.decodeUnknownResult(schema),
      check: checkOf(schema)
    }
    validators.set(schema, v)
  }
  const converted = coerce(params, v.encoded) as Record<string, unknown>
  // the common case, a valid request, without the decoder's work (it keeps the refusals and their messages)
  if (v.check?.(converted) === true) return Result.succeed(converted)
  const result = v.decode(converted)
  if (Result.isSuccess(result)) return Result.succeed(converted)
  const first = Issues.first(result.failure)
  const where = first === undefined ? "" : first.path
  const detail = first === undefined ? String(result.failure) : first.message
  return Result.fail(`params error: ${where === "" ? "" : `${where}: `}${detail}`)
}

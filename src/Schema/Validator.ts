/**
 * Fast structural validators derived from a Schema. The Schema stays the single definition of a wire message; its
 * AST is compiled once into plain closures that answer "would this value decode?" without building a parse result
 * or a copy, so a hot path (a WebSocket frame handler) pays close to a hand-written check (a full Schema decode of a
 * book delta costs about twice its JSON.parse; a hand-written check adds about a tenth). The value
 * itself is returned, so only schemas whose decoded form is the wire form are accepted: literals, strings, numbers,
 * booleans, unknown, refinements (patterns, brands, filters), structs, records, tuples, arrays and unions.
 * Transformations (`NumberFromString`, `Schema.Class`: any node with an encoding) are refused when the validator is
 * built.
 *
 * @since 0.1.0
 */
import type * as Schema from "effect/Schema"
import * as AST from "effect/SchemaAST"

/**
 * A compiled check.
 *
 * @since 0.1.0
 * @category models
 */
export type Check = (u: unknown) => boolean

/**
 * Whether a string is a plain decimal (`/^-?\d+(\.\d+)?$/`, the wire form of `Decimal`), by a character scan: the
 * validators use it instead of the regular expression for the decimal pattern, since books carry hundreds of them.
 *
 * @since 0.1.0
 * @category guards
 */
export const isDecimalString = (s: string): boolean => {
  const n = s.length
  let i = n > 0 && s.charCodeAt(0) === 45 ? 1 : 0
  const intStart = i
  while (i < n) {
    const c = s.charCodeAt(i)
    if (c < 48 || c > 57) break
    i++
  }
  if (i === intStart) return false
  if (i === n) return true
  if (s.charCodeAt(i) !== 46) return false
  const fracStart = ++i
  while (i < n) {
    const c = s.charCodeAt(i)
    if (c < 48 || c > 57) return false
    i++
  }
  return i > fracStart
}

const decimalSource = String.raw`^-?\d+(\.\d+)?$`

const always: Check = () => true
const isString: Check = (u) => typeof u === "string"
const isNumber: Check = (u) => typeof u === "number"
const isBoolean: Check = (u) => typeof u === "boolean"
const isUndefined: Check = (u) => u === undefined
const isNull: Check = (u) => u === null
const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> =>
  typeof u === "object" && u !== null && !Array.isArray(u)
const hasOwn = Object.prototype.hasOwnProperty
const parseOptions: AST.ParseOptions = {}

/** The regular expression of a `Schema.isPattern` check (or one annotated as such, as `Decimal`'s is). */
const patternOf = (filter: AST.Filter<unknown>): RegExp | undefined => {
  const representation = filter.annotations?.representation
  if (representation?.id !== "effect/schema/isPattern") return undefined
  const payload = representation.payload as { readonly source?: unknown; readonly flags?: unknown } | undefined
  if (typeof payload?.source !== "string" || typeof payload.flags !== "string") return undefined
  // `isPattern` resets `lastIndex` before each test: a global or sticky one behaves as a plain one
  return new RegExp(payload.source, payload.flags.replace(/[gy]/g, ""))
}

/** One check of `ast.checks` as a predicate over a value already of the node's type. */
const compileCheck = (check: AST.Check<unknown>, ast: AST.AST): Check => {
  if (check._tag === "FilterGroup") {
    const checks = check.checks.map((c) => compileCheck(c, ast))
    return (u) => {
      for (const c of checks) if (!c(u)) return false
      return true
    }
  }
  const regex = patternOf(check)
  if (regex !== undefined) {
    if (regex.source === decimalSource && regex.flags === "") return (u) => isDecimalString(u as string)
    return (u) => regex.test(u as string)
  }
  const run = check.run
  return (u) => run(u, ast, parseOptions) === undefined
}

/** A node's own type check followed by its checks (patterns, brands, filters), when it has any. */
const withChecks = (ast: AST.AST, base: Check): Check => {
  const checks = ast.checks
  if (checks === undefined) return base
  const compiled = checks.map((check) => compileCheck(check, ast))
  if (compiled.length === 1) {
    const only = compiled[0] as Check
    // a decimal string: one scan, no separate type test
    return base === isString ? (u) => typeof u === "string" && only(u) : (u) => base(u) && only(u)
  }
  return (u) => {
    if (!base(u)) return false
    for (const check of compiled) if (!check(u)) return false
    return true
  }
}

const union = (ast: AST.Union): Check => {
  if (ast.types.every((t) => AST.isLiteral(t) && t.checks === undefined && t.encoding === undefined)) {
    const literals = new Set<unknown>(ast.types.map((t) => (t as AST.Literal).literal))
    return (u) => literals.has(u)
  }
  // a plain string member swallows every string literal beside it (tolerant enums): check it once
  const plainString = (t: AST.AST) => t._tag === "String" && t.checks === undefined
  const members = ast.types.some(plainString)
    ? ast.types.filter((t) => !(AST.isLiteral(t) && typeof t.literal === "string" && t.checks === undefined))
    : ast.types
  const checks = members.map(compile)
  if (ast.options?.mode === "oneOf") {
    return (u) => {
      let matched = 0
      for (const check of checks) if (check(u)) matched++
      return matched === 1
    }
  }
  if (checks.length === 1) return checks[0] as Check
  if (checks.length === 2) {
    const [a, b] = checks as [Check, Check]
    return (u) => a(u) || b(u)
  }
  return (u) => {
    for (const check of checks) if (check(u)) return true
    return false
  }
}

const arrays = (ast: AST.Arrays): Check => {
  const elements = ast.elements.map(compile)
  const optional = ast.elements.map(AST.isOptional)
  const rest = ast.rest.map(compile)
  if (elements.length === 0 && rest.length === 1) {
    const item = rest[0] as Check
    return (u) => {
      if (!Array.isArray(u)) return false
      for (let i = 0; i < u.length; i++) if (!item(u[i])) return false
      return true
    }
  }
  const required = optional.filter((o) => !o).length + Math.max(0, rest.length - 1)
  if (rest.length === 0 && required === elements.length) {
    const n = elements.length
    return (u) => {
      if (!Array.isArray(u) || u.length !== n) return false
      for (let i = 0; i < n; i++) if (!(elements[i] as Check)(u[i])) return false
      return true
    }
  }
  const head = rest[0]
  const tail = rest.slice(1)
  return (u) => {
    if (!Array.isArray(u) || u.length < required) return false
    if (head === undefined && u.length > elements.length) return false
    for (let i = 0; i < elements.length; i++) {
      if (i >= u.length && optional[i]) continue
      if (!(elements[i] as Check)(u[i])) return false
    }
    if (head !== undefined) {
      const end = u.length - tail.length
      for (let i = elements.length; i < end; i++) if (!head(u[i])) return false
      for (let j = 0; j < tail.length; j++) if (!(tail[j] as Check)(u[end + j])) return false
    }
    return true
  }
}

const objects = (ast: AST.Objects): Check => {
  if (ast.propertySignatures.length === 0 && ast.indexSignatures.length === 0) {
    return (u) => u !== null && u !== undefined
  }
  const names: Array<string> = []
  const checks: Array<Check> = []
  const optional: Array<boolean> = []
  for (const ps of ast.propertySignatures) {
    if (typeof ps.name !== "string")
      throw new TypeError(`Validator: symbol keys are not supported (${String(ps.name)})`)
    names.push(ps.name)
    checks.push(compile(ps.type))
    optional.push(AST.isOptional(ps.type))
  }
  const indexes = ast.indexSignatures.map((is) => {
    if (is.parameter._tag !== "String" || is.parameter.checks !== undefined || is.parameter.encoding !== undefined) {
      throw new TypeError(`Validator: only string-keyed records are supported (${is.parameter._tag})`)
    }
    return compile(is.type)
  })
  const n = names.length
  // JSON never holds `undefined`, so a defined value means a present key (unless the name lives on Object.prototype)
  const inherited = names.map((name) => name in Object.prototype)
  return (u) => {
    if (!isRecord(u)) return false
    for (let i = 0; i < n; i++) {
      const name = names[i] as string
      if (inherited[i]) {
        // decoding takes a key `in` the input (inherited too, but for `__proto__`) as present
        const present = name === "__proto__" ? hasOwn.call(u, name) : name in u
        if (present ? !(checks[i] as Check)(u[name]) : !optional[i]) return false
        continue
      }
      const value = u[name]
      if (value !== undefined) {
        if (!(checks[i] as Check)(value)) return false
      } else if (name in u) {
        if (!(checks[i] as Check)(undefined)) return false
      } else if (!optional[i]) {
        // a missing required key fails, whatever its type
        return false
      }
    }
    for (const index of indexes) {
      for (const key of Object.keys(u)) if (!index(u[key])) return false
    }
    return true
  }
}

const compile = (ast: AST.AST): Check => {
  if (ast.encoding !== undefined) {
    throw new TypeError(
      `Validator: a Transformation (${ast._tag} with an encoding) is not supported (the decoded value must be the wire value)`
    )
  }
  if ("encodingChecks" in ast && ast.encodingChecks !== undefined) {
    throw new TypeError(`Validator: ${ast._tag} checks its encoded input, which is not supported`)
  }
  return withChecks(ast, compileNode(ast))
}

const compileNode = (ast: AST.AST): Check => {
  switch (ast._tag) {
    case "String":
      return isString
    case "Number":
      return isNumber
    case "Boolean":
      return isBoolean
    case "Undefined":
      return isUndefined
    case "Null":
      return isNull
    case "Unknown":
    case "Any":
      return always
    case "Literal": {
      const literal = ast.literal
      return (u) => u === literal
    }
    case "Enum": {
      const values = new Set<unknown>(ast.enums.map(([, value]) => value))
      return (u) => values.has(u)
    }
    case "Union":
      return union(ast)
    case "Arrays":
      return arrays(ast)
    case "Objects":
      return objects(ast)
    case "Suspend": {
      let inner: Check | undefined
      return (u) => {
        inner ??= compile(ast.thunk())
        return inner(u)
      }
    }
    default:
      throw new TypeError(`Validator: ${ast._tag} is not supported (the decoded value must be the wire value)`)
  }
}

/**
 * Compiles a schema into a boolean check that agrees with `Schema.decodeUnknownEffect` (default options): true exactly
 * when decoding succeeds. Throws a `TypeError` at build time for a schema that transforms its input.
 *
 * @since 0.1.0
 * @category constructors
 */
export const check = <A, I>(schema: Schema.Codec<A, I>): Check => compile(schema.ast)

/**
 * Compiles a schema into a type guard (see {@link check}). A value that passes is already the decoded value: no copy
 * is made (excess properties stay on it, where decoding would drop them).
 *
 * @since 0.1.0
 * @category constructors
 */
export const guard = <A, I>(schema: Schema.Codec<A, I>): ((u: unknown) => u is A) =>
  compile(schema.ast) as (u: unknown) => u is A

/**
 * Compiles a schema into a validator returning the value, typed, or `undefined` when it would not decode.
 *
 * @since 0.1.0
 * @category constructors
 */
export const validator = <A, I>(schema: Schema.Codec<A, I>): ((u: unknown) => A | undefined) => {
  const is = compile(schema.ast)
  return (u) => (is(u) ? (u as A) : undefined)
}

/**
 * {@link validator}, compiled on the first value it checks: a module can name one validator per message schema
 * without compiling (or building) any of them until a frame of that kind arrives.
 *
 * @since 0.1.0
 * @category constructors
 */
export const lazyValidator = <A, I>(schema: Schema.Codec<A, I>): ((u: unknown) => A | undefined) => {
  let compiled: ((u: unknown) => A | undefined) | undefined
  return (u) => {
    if (compiled === undefined) compiled = validator(schema)
    return compiled(u)
  }
}

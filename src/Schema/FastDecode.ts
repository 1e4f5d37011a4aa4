/**
 * A fast path for decoding: a plain validating function compiled once from a schema's AST, tried before the
 * schema's own parser. It accepts only what the schema accepts and builds the very same value (a `Schema.Class`
 * result is constructed by the class's own decode transformation); on any input it does not accept, and for any
 * schema feature it does not know, it defers to `Schema.decodeUnknownResult`, so failures and their messages stay
 * exactly the schema's.
 *
 * Still a clear win on Effect 4.1: a `getTickers` answer (linear rows as the exchange sends them) decodes several
 * times faster here than through `Schema.decodeUnknownResult`, the more so the more rows, and a request's check
 * faster too; the CPU per call it saves is in docs/BENCHMARKS.md, "What each fast path buys", and the decode
 * figures in "Figures quoted from code". It is the client's decoding (`Decoding`) where the platform layer installs
 * it (`layer`: `NodePlatform.layer`, `WebPlatform.layer`); a public market view on `WebPlatform.layerPublic` decodes
 * with the Schema parser and leaves its bytes (with its two helpers) out of the page. Loaded lazily instead (a chunk
 * fetched with the first request) it cost a page more than it saved: the chunk imports Effect's modules from the
 * start-up code, which esbuild then splits into two chunks, and the minimal browser program started larger ("Figures
 * quoted from code").
 *
 * @since 0.1.0
 */
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as AST from "effect/SchemaAST"
import * as Decoding from "./Decoding.js"
import { plainPrototype } from "./internal/classInstance.js"
import { Defer, type Fast, shaped } from "./internal/shapedStruct.js"
import { isDecimalString, validator } from "./Validator.js"

/**
 * What an absent key decodes to: still absent (`Missing`), a value (a decoding default), or `Defer`.
 */
const Missing: unique symbol = Symbol.for("effect-bybit/FastDecode/Missing")

/**
 * Every `Defer` of a compiled node means the schema refuses the input. A step meeting an effect it cannot run (one
 * that is not a synchronous `Exit`) cannot tell: it throws this, and the whole input goes to the schema's parser.
 */
class Unknowable extends Error {}
const unknowable = new Unknowable("FastDecode: an effect to run")

interface Compiled {
  /** A present input: the output, or `Defer`. */
  readonly run: Fast
  /** An absent input (a struct's missing key): `Missing`, the value a decoding default gives, or `Defer`. */
  readonly missing: () => unknown
}

const stillMissing = (): unknown => Missing

const check = (test: (u: unknown) => boolean): Compiled => ({
  run: (u) => (test(u) ? u : Defer),
  missing: stillMissing
})

const isString = (u: unknown): boolean => typeof u === "string"
const isNumber = (u: unknown): boolean => typeof u === "number"
const isBoolean = (u: unknown): boolean => typeof u === "boolean"
const isBigInt = (u: unknown): boolean => typeof u === "bigint"
const isUndefined = (u: unknown): boolean => u === undefined
const isNull = (u: unknown): boolean => u === null
const accept = (_: unknown): boolean => true
const never = (_: unknown): boolean => false

/** The parse options the fast path stands for: the defaults. */
const parseOptions: AST.ParseOptions = {}

/** The value of an effect that is a synchronous success, `Defer` for a synchronous failure; else `Unknowable`. */
const successOf = (effect: unknown): unknown => {
  if (!Exit.isExit(effect)) throw unknowable
  return Exit.isSuccess(effect) ? effect.value : Defer
}

/** An `Option` as the output of a step: its value, or `Missing`. */
const fromOption = (option: Option.Option<unknown>): unknown => (Option.isSome(option) ? option.value : Missing)

/**
 * Compiled nodes by AST. `validateOnly` compiles for encoding with excess properties refused: only schemas whose
 * encoding is a plain check (no transformation, no declaration) qualify, and any key a struct does not declare defers.
 */
interface Memo extends Map<AST.AST, Compiled | undefined> {
  readonly validateOnly: boolean
}

const memoOf = (validateOnly: boolean): Memo =>
  Object.assign(new Map<AST.AST, Compiled | undefined>(), { validateOnly })

const compile = (ast: AST.AST, memo: Memo): Compiled | undefined => {
  if (memo.has(ast)) return memo.get(ast)
  // a recursive reference meets its own entry: unsupported
  memo.set(ast, undefined)
  const compiled = compileEncoded(ast, memo)
  memo.set(ast, compiled)
  return compiled
}

/**
 * A node as the schema's parser runs it: with an encoding, the chain of links from the last (the wire form) back to
 * the node, each link's target parsed in full and its transformation's decoding applied; then the node's own parser
 * and its checks.
 */
const compileEncoded = (ast: AST.AST, memo: Memo): Compiled | undefined => {
  if ("encodingChecks" in ast && ast.encodingChecks !== undefined) return undefined
  const local = compileLocal(ast, memo)
  if (local === undefined) return undefined
  const links = ast.encoding
  if (links === undefined) return local
  if (memo.validateOnly) return undefined
  const classLike = compileClass(ast, links, local, memo)
  if (classLike !== null) return classLike
  // from the wire form inwards: parse the last link's target, apply its decoding, parse the previous target, ...
  const stages: Array<{ readonly target: Compiled; readonly step: Step }> = []
  for (let i = links.length - 1; i >= 0; i--) {
    const link = links[i] as AST.Link
    const target = compile(link.to, memo)
    if (target === undefined) return undefined
    const step = compileStep(link)
    if (step === undefined) return undefined
    stages.push({ target, step })
  }
  const first = stages[0] as (typeof stages)[number]
  const rest = stages.slice(1)
  const runLocal = local.run
  // the value after the stages, from the first target's output (or `Missing` for an absent key)
  const chain = (a: unknown): unknown => {
    let value = first.step(a)
    for (const stage of rest) {
      if (value === Defer) return Defer
      value = value === Missing ? stage.target.missing() : stage.target.run(value)
      if (value === Defer) return Defer
      value = stage.step(value)
    }
    return value
  }
  const runFirst = first.target.run
  const missingFirst = first.target.missing
  return {
    run: (u) => {
      const a = runFirst(u)
      if (a === Defer) return Defer
      const b = chain(a)
      // a present input that decodes to no value: the schema fails (or, in a struct, omits the key); defer to it
      return b === Defer || b === Missing ? Defer : runLocal(b)
    },
    missing: () => {
      const a = missingFirst()
      if (a === Defer) return Defer
      const b = chain(a)
      return b === Defer || b === Missing ? b : runLocal(b)
    }
  }
}

/**
 * A `Schema.Class` (a declaration decoded from a struct by a plain function, `new Class(fields)`), whose
 * construction costs more than the fields' own checks: once the first instance shows the class to be plain (see
 * `plainPrototype`), later ones are the struct's fresh output given the class's prototype (which the declaration's
 * instance check accepts, as it accepted the first). `null` for any other node.
 */
const compileClass = (ast: AST.AST, links: AST.Encoding, local: Compiled, memo: Memo): Compiled | undefined | null => {
  const link = links[0]
  if (ast._tag !== "Declaration" || ast.checks !== undefined || links.length !== 1 || link.to._tag !== "Objects")
    return null
  const transformation = link.transformation
  if (transformation._tag !== "Transformation" || transformation.decode._tag !== "Transform") return null
  const construct = transformation.decode.transform
  const from = compile(link.to, memo)
  if (from === undefined) return undefined
  const runFrom = from.run
  const runLocal = local.run
  let prototype: object | null | undefined
  return {
    run: (u) => {
      const fields = runFrom(u)
      if (fields === Defer) return Defer
      // a struct's output is a fresh object, fast (see `shaped`) and held by no one: it becomes the instance itself
      if (prototype) return Object.setPrototypeOf(fields as object, prototype)
      const out = runLocal(construct(fields))
      if (out === Defer) return Defer
      if (prototype === undefined) prototype = plainPrototype(fields, out)
      return out
    },
    missing: stillMissing
  }
}

/** One link's decoding, from a decoded target (or `Missing`) to the next value (or `Missing`, or `Defer`). */
type Step = (a: unknown) => unknown

const compileStep = (link: AST.Link): Step | undefined => {
  const transformation = link.transformation
  // middleware (`catchDecoding`, services) is the schema's
  if (transformation._tag !== "Transformation") return undefined
  const getter = transformation.decode
  switch (getter._tag) {
    case "Passthrough":
      return (a) => a
    case "Transform": {
      const f = getter.transform
      return (a) => (a === Missing ? Missing : f(a))
    }
    case "TransformOptional": {
      const f = getter.transform
      return (a) => fromOption(f(a === Missing ? Option.none() : Option.some(a)))
    }
    case "TransformEffect": {
      const f = getter.transform
      return (a) => (a === Missing ? Missing : successOf(f(a, parseOptions)))
    }
    case "TransformOptionalEffect": {
      const f = getter.transform
      return (a) => {
        const out = successOf(f(a === Missing ? Option.none() : Option.some(a), parseOptions))
        return out === Defer ? Defer : fromOption(out as Option.Option<unknown>)
      }
    }
  }
}

/** A node's own parser (by its tag) followed by its checks. */
const compileLocal = (ast: AST.AST, memo: Memo): Compiled | undefined => {
  const base = compileNode(ast, memo)
  if (base === undefined) return undefined
  const checks = ast.checks
  if (checks === undefined) return base
  const tests = checks.map((c) => compileCheck(c, ast))
  const run = base.run
  return {
    run:
      tests.length === 1
        ? (u) => {
            const a = run(u)
            return a === Defer || !(tests[0] as (a: unknown) => boolean)(a) ? Defer : a
          }
        : (u) => {
            const a = run(u)
            if (a === Defer) return Defer
            for (const test of tests) if (!test(a)) return Defer
            return a
          },
    // checks do not run on an absent value
    missing: base.missing
  }
}

/** A check as a predicate: a `Filter` passes when it reports no issue; a group when all of its checks pass. */
const compileCheck = (check: AST.Check<unknown>, ast: AST.AST): ((a: unknown) => boolean) => {
  if (check._tag === "FilterGroup") {
    const tests = check.checks.map((c) => compileCheck(c, ast))
    return (a) => {
      for (const test of tests) if (!test(a)) return false
      return true
    }
  }
  const regex = patternOf(check)
  if (regex !== undefined) {
    // `Schema.isPattern`'s own test (a copy of the expression, `lastIndex` reset), without its issue wrapping; the
    // decimal pattern by a character scan
    if (regex.source === decimalSource && regex.flags === "") return (a) => isDecimalString(a as string)
    return (a) => {
      regex.lastIndex = 0
      return regex.test(a as string)
    }
  }
  const run = check.run
  return (a) => run(a, ast, parseOptions) === undefined
}

const decimalSource = String.raw`^-?\d+(\.\d+)?$`

/** The expression of a `Schema.isPattern` check (or of one annotated as such, as `Decimal`'s is). */
const patternOf = (filter: AST.Filter<unknown>): RegExp | undefined => {
  const representation = filter.annotations?.representation
  if (representation?.id !== "effect/schema/isPattern") return undefined
  const payload = representation.payload as { readonly source?: unknown; readonly flags?: unknown } | undefined
  return typeof payload?.source === "string" && typeof payload.flags === "string"
    ? new RegExp(payload.source, payload.flags)
    : undefined
}

const compileNode = (ast: AST.AST, memo: Memo): Compiled | undefined => {
  switch (ast._tag) {
    case "String":
      return check(isString)
    case "Number":
      return check(isNumber)
    case "Boolean":
      return check(isBoolean)
    case "BigInt":
      return check(isBigInt)
    case "Undefined":
      return check(isUndefined)
    case "Null":
      return check(isNull)
    case "Never":
      return check(never)
    case "Unknown":
    case "Any":
      return check(accept)
    case "Literal": {
      const literal = ast.literal
      return check((u) => u === literal)
    }
    case "Enum": {
      const values = new Set<unknown>(ast.enums.map(([, value]) => value))
      return check((u) => values.has(u))
    }
    case "Declaration":
      return memo.validateOnly ? undefined : compileDeclaration(ast)
    case "Union":
      return compileUnion(ast, memo)
    case "Arrays":
      return compileArrays(ast, memo)
    case "Objects":
      return compileObjects(ast, memo)
    default:
      return undefined
  }
}

const compileDeclaration = (ast: AST.Declaration): Compiled => {
  let run: ((input: unknown, self: AST.Declaration, options: AST.ParseOptions) => unknown) | undefined
  // the declaration's parser, made on its first input
  const parser = () => {
    if (run === undefined) run = ast.run(ast.typeParameters)
    return run
  }
  return {
    run: (u) => successOf(parser()(u, ast, parseOptions)),
    missing: stillMissing
  }
}

const compileUnion = (ast: AST.Union, memo: Memo): Compiled | undefined => {
  // "oneOf" asks that exactly one member succeed: left to the schema
  if (ast.options?.mode === "oneOf") return undefined
  const members: Array<Compiled> = []
  for (const type of ast.types) {
    const member = compile(type, memo)
    if (member === undefined) return undefined
    members.push(member)
  }
  // The schema tries the members that can match the input's type (and literal fields), in their order, and the
  // first success wins; the members it skips would refuse the input. Every member refusing here refuses there, so
  // trying them all in their order gives its result.
  const runs = members.map((member) => member.run)
  return {
    run: (u) => {
      for (const run of runs) {
        const out = run(u)
        if (out !== Defer) return out
      }
      return Defer
    },
    missing: stillMissing
  }
}

const compileArrays = (ast: AST.Arrays, memo: Memo): Compiled | undefined => {
  // required elements and at most one rest type (`Schema.Array`, `Schema.Tuple`, `Schema.TupleWithRest` of one);
  // optional elements and elements after the rest are left to the schema
  if (ast.rest.length > 1 || ast.elements.some(AST.isOptional)) return undefined
  const elements: Array<Fast> = []
  for (const element of ast.elements) {
    const compiled = compile(element, memo)
    if (compiled === undefined) return undefined
    elements.push(compiled.run)
  }
  const restType = ast.rest[0]
  const rest = restType === undefined ? undefined : compile(restType, memo)
  if (restType !== undefined && rest === undefined) return undefined
  const runRest = rest?.run
  const count = elements.length
  return {
    run: (u) => {
      if (!Array.isArray(u)) return Defer
      const len = u.length
      if (len < count || (runRest === undefined && len > count)) return Defer
      const out: Array<unknown> = new Array(len)
      let i = 0
      for (const element of elements) {
        const value = element(u[i])
        if (value === Defer) return Defer
        out[i++] = value
      }
      if (runRest !== undefined) {
        for (; i < len; i++) {
          const value = runRest(u[i])
          if (value === Defer) return Defer
          out[i] = value
        }
      }
      return out
    },
    missing: stillMissing
  }
}

const isObject = (u: unknown): boolean => typeof u === "object" && u !== null && !Array.isArray(u)

/** Whether the schema reads a key as present: any key `in` the input (inherited too), but `__proto__` only when own. */
const hasKey = (input: object, key: PropertyKey): boolean =>
  key === "__proto__" ? Object.hasOwn(input, key) : key in input

const compileObjects = (ast: AST.Objects, memo: Memo): Compiled | undefined => {
  // index signatures keyed by plain strings only (`Schema.Record(Schema.String, ...)`)
  if (
    ast.indexSignatures.some(
      (is) =>
        is.parameter._tag !== "String" ||
        is.parameter.checks !== undefined ||
        is.parameter.encoding !== undefined ||
        is.parameter.context !== undefined
    )
  )
    return undefined
  // a declared `__proto__` is written by definition, not assignment: left to the schema
  if (ast.propertySignatures.some((ps) => ps.name === "__proto__")) return undefined
  const strict = memo.validateOnly
  if (strict && ast.indexSignatures.length > 0) return undefined
  if (ast.propertySignatures.length === 0 && ast.indexSignatures.length === 0) {
    // `{}`: anything but null and undefined, returned as it is (the schema checks no excess property here either)
    return check((u) => u !== null && u !== undefined)
  }
  const fields: Array<{
    readonly name: PropertyKey
    readonly optional: boolean
    readonly run: Fast
    readonly missing: () => unknown
    /** The key is absent from the output whenever it is absent from the input. */
    readonly plain: boolean
  }> = []
  for (const ps of ast.propertySignatures) {
    const type = compile(ps.type, memo)
    if (type === undefined) return undefined
    fields.push({
      name: ps.name,
      optional: AST.isOptional(ps.type),
      run: type.run,
      missing: type.missing,
      plain: type.missing === stillMissing
    })
  }
  const indexes: Array<Fast> = []
  for (const is of ast.indexSignatures) {
    const type = compile(is.type, memo)
    if (type === undefined) return undefined
    // an index value that is absent or decodes to nothing: left to the schema
    indexes.push(type.run)
  }
  const expected = new Set<PropertyKey>(fields.map((field) => field.name))
  // where each declared field sits, and how many are required (a request names few of its many optional fields)
  const position = new Map<PropertyKey, number>(fields.map((field, at) => [field.name, at]))
  const requiredCount = fields.filter((field) => !field.optional).length
  const allPlain = fields.every((field) => field.plain)
  // a declared key Object.prototype also has is present in every object: the full walk reads it
  const inheritedNames = fields.some((field) => field.name in Object.prototype)
  /**
   * The strict check visiting only the fields present, in declared order: with no excess key and every required
   * field present, those are exactly the fields the full walk visits. `undefined` when a required field is missing
   * or a key may be present by inheritance (the full walk then decides).
   */
  const presentOnly = (input: Record<PropertyKey, unknown>, out: Record<PropertyKey, unknown>): unknown => {
    const proto: unknown = Object.getPrototypeOf(input)
    if (inheritedNames || (proto !== Object.prototype && proto !== null)) return undefined
    const keys = Reflect.ownKeys(input)
    let required = 0
    let ordered = true
    let last = -1
    for (const key of keys) {
      const at = position.get(key)
      // an excess property is an error of the schema's own making
      if (at === undefined) return Defer
      if (!(fields[at] as (typeof fields)[number]).optional) required++
      if (at < last) ordered = false
      last = at
    }
    if (required !== requiredCount) return undefined
    // keys given in declared order (the usual case) are visited as they come, with no list of positions to sort
    const present = ordered ? undefined : keys.map((key) => position.get(key) as number).sort((a, b) => a - b)
    if (present === undefined) {
      for (const key of keys) {
        const decoded = (fields[position.get(key) as number] as (typeof fields)[number]).run(input[key])
        if (decoded === Defer) return Defer
        out[key] = decoded
      }
      return out
    }
    for (const at of present) {
      const field = fields[at] as (typeof fields)[number]
      const decoded = field.run(input[field.name])
      if (decoded === Defer) return Defer
      out[field.name] = decoded
    }
    return out
  }
  const into = (u: unknown, out: Record<PropertyKey, unknown>): unknown => {
    if (!isObject(u)) return Defer
    const input = u as Record<PropertyKey, unknown>
    if (strict && allPlain) {
      // (a strict struct has no index signatures: the present fields are all there is to write)
      const done = presentOnly(input, out)
      if (done !== undefined) return done
    }
    if (strict) {
      // an own key the struct does not declare: the schema's excess-property error
      for (const key of Reflect.ownKeys(input)) if (!expected.has(key)) return Defer
    }
    for (const field of fields) {
      const name = field.name
      let decoded: unknown
      if (hasKey(input, name)) decoded = field.run(input[name])
      else if (field.plain) {
        // a missing optional key stays missing; a missing required one is the schema's error
        if (field.optional) continue
        return Defer
      } else decoded = field.missing()
      if (decoded === Defer) return Defer
      if (decoded === Missing) {
        if (field.optional) continue
        return Defer
      }
      out[name] = decoded
    }
    for (const index of indexes) {
      // every own enumerable string key meets the index type; a declared property keeps its own decoded value
      for (const key of Object.keys(input)) {
        // an own `__proto__` key is written by definition: left to the schema
        if (key === "__proto__") return Defer
        const decoded = index(input[key])
        if (decoded === Defer || decoded === Missing) return Defer
        if (!expected.has(key)) out[key] = decoded
      }
    }
    return out
  }
  const walk = (u: unknown): unknown => {
    const out: Record<PropertyKey, unknown> = {}
    return into(u, out) === Defer ? Defer : out
  }
  return {
    run: strict || indexes.length > 0 || !allPlain || inheritedNames ? walk : shaped(fields, isObject, walk),
    missing: stillMissing
  }
}

const cache = new WeakMap<object, Decoding.Decoder<unknown>>()

/**
 * The decoder of a schema (made once per schema and kept): the compiled fast path where it applies, the schema's
 * own `decodeUnknownResult` (default options) for everything else and for every failure.
 *
 * @since 0.1.0
 * @category decoding
 */
export const decoder = <A, I>(schema: Schema.Codec<A, I>): Decoding.Decoder<A> =>
  memoised(cache, schema, false, () => Schema.decodeUnknownResult(schema)) as Decoding.Decoder<A>

/** The fast path in front of the schema's own parser, made once per schema and kept in `store`. */
const memoised = (
  store: WeakMap<object, Decoding.Decoder<unknown>>,
  schema: Schema.Top,
  encoding: boolean,
  makeSlow: () => Decoding.Decoder<unknown>
): Decoding.Decoder<unknown> => {
  const known = store.get(schema)
  if (known !== undefined) return known
  const slow = makeSlow()
  const fast = compile(schema.ast, memoOf(encoding))
  let made = slow
  if (fast !== undefined) {
    const run = fast.run
    made = (input) => {
      let out: unknown
      try {
        out = run(input)
      } catch {
        // a transformation or check that throws: the schema's parser reports it its own way
        return slow(input)
      }
      return out === Defer ? slow(input) : Result.succeed(out)
    }
  }
  store.set(schema, made)
  return made
}

const encoders = new WeakMap<object, Decoding.Decoder<unknown>>()

/**
 * The encoder of a schema with excess properties refused (made once per schema and kept): for a schema whose
 * encoding only checks (request structs of strings, numbers, literals, refinements), a compiled check that returns
 * the same fresh object the schema would; the schema's own `encodeUnknownResult` for everything else and for every
 * failure.
 *
 * @since 0.1.0
 * @category encoding
 */
export const encoder = <A, I>(schema: Schema.Codec<A, I>): ((input: unknown) => Result.Result<I, Schema.SchemaError>) =>
  memoised(encoders, schema, true, () =>
    Schema.encodeUnknownResult(schema, { onExcessProperty: "error" })
  ) as Decoding.Decoder<I>

/**
 * The compiled fast path alone, or `undefined` when the schema uses a feature it does not handle: `Option.none()`
 * for an input it defers to the schema. For tests and measurements.
 *
 * @since 0.1.0
 * @category decoding
 */
export const fastPath = <A, I>(
  schema: Schema.Codec<A, I>,
  direction: "decode" | "encode" = "decode"
): ((input: unknown) => Option.Option<A>) | undefined => {
  const fast = compile(schema.ast, memoOf(direction === "encode"))
  if (fast === undefined) return undefined
  const run = fast.run
  return (input) => {
    let out: unknown
    try {
      out = run(input)
    } catch (error) {
      if (error instanceof Unknowable) return Option.none()
      throw error
    }
    return out === Defer ? Option.none() : Option.some(out as A)
  }
}

/**
 * The fast path as the client's decoding: `decoder` and `encoder`, the schema's parser behind them, and the typed
 * topics' frame validators (`validator`, compiled per message schema).
 *
 * @since 1.0.0
 * @category decoding
 */
export const decoding: Decoding.Decoding = { decoder, encoder, validator }

/**
 * What `layer` installs, named in its type: the client's decoding it puts in place of Effect's Schema parser
 * (`Decoding.FastDecoding`, which the library reads where it is built).
 *
 * @since 1.2.0
 * @category tags
 */
export const FastDecoding: typeof Decoding.FastDecoding = Decoding.FastDecoding

/**
 * The tag's type (see `FastDecoding`).
 *
 * @since 1.2.0
 * @category tags
 */
export type FastDecoding = Decoding.FastDecoding

/**
 * Installs the compiled fast paths as the `FastDecoding` the library reads: the REST client's decoding, for the
 * executors built under it, and the typed topics' frame validators (`Validator`, compiled per message schema: the
 * same answers as the schema's guard they replace, faster), for the subscriptions made under it. The platform layers
 * of Node and of a full browser client include it.
 *
 * @since 1.0.0
 * @category layers
 */
export const layer: Layer.Layer<FastDecoding> = Layer.succeed(FastDecoding, decoding)

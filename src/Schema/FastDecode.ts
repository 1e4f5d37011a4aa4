/**
 * A fast path for decoding: a plain validating function compiled once from a schema's AST, tried before the
 * schema's own parser. It accepts only what the schema accepts and builds the very same value (a `Schema.Class`
 * result is constructed by the class's own decode transformation); on any input it does not accept, and for any
 * schema feature it does not know, it defers to `Schema.decodeUnknownResult`, so failures and their messages stay
 * exactly the schema's.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import * as Option from "effect/Option"
import type * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import * as AST from "effect/SchemaAST"
import { instanceOf, plainPrototype } from "./internal/classInstance.js"
import { Defer, type Fast, shaped } from "./internal/shapedStruct.js"

/** The JavaScript kinds of input a node can accept; union members with disjoint kinds can be tried in any order. */
type Kinds = number
const kString = 1
const kNumber = 2
const kBoolean = 4
const kObject = 8
const kArray = 16
const kNull = 32
const kUndefined = 64
const kOther = 128
const kAll = 255

interface Compiled {
  readonly run: Fast
  /** The output is the input itself whenever the input is accepted (no copy, no transformation). */
  readonly identity: boolean
  readonly kinds: Kinds
  /** Deferring always means the schema refuses the input (no step here can return an effect it cannot run). */
  readonly exact: boolean
}

const literalKinds = (literal: AST.LiteralValue): Kinds =>
  literal === null
    ? kNull
    : typeof literal === "string"
      ? kString
      : typeof literal === "number"
        ? kNumber
        : typeof literal === "boolean"
          ? kBoolean
          : kOther

const check = (kinds: Kinds, test: (u: unknown) => boolean): Compiled => ({
  run: (u) => (test(u) ? u : Defer),
  identity: true,
  kinds,
  exact: true
})

const isString = (u: unknown): boolean => typeof u === "string"
const isNumber = (u: unknown): boolean => typeof u === "number"
const isBoolean = (u: unknown): boolean => typeof u === "boolean"
const isUndefined = (u: unknown): boolean => u === undefined
const accept = (_: unknown): boolean => true

/** A value produced by a parse step: used only when it is a synchronous success. */
const successOf = (result: unknown): unknown =>
  Result.isEither(result) ? (Result.isSuccess(result) ? result.success : Defer) : Defer

/** Annotations that change how the schema's parser runs a node: such nodes are left to it. */
const hasParserAnnotations = (ast: AST.AST): boolean =>
  Option.isSome(AST.getParseOptionsAnnotation(ast)) || Option.isSome(AST.getDecodingFallbackAnnotation(ast))

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
  const compiled = hasParserAnnotations(ast) ? undefined : compileNode(ast, memo)
  memo.set(ast, compiled)
  return compiled
}

const compileNode = (ast: AST.AST, memo: Memo): Compiled | undefined => {
  switch (ast._tag) {
    case "StringKeyword":
      return check(kString, isString)
    case "NumberKeyword":
      return check(kNumber, isNumber)
    case "BooleanKeyword":
      return check(kBoolean, isBoolean)
    case "UndefinedKeyword":
      return check(kUndefined, isUndefined)
    case "UnknownKeyword":
    case "AnyKeyword":
      return check(kAll, accept)
    case "Literal": {
      const literal = ast.literal
      return check(literalKinds(literal), (u) => u === literal)
    }
    case "Enums": {
      const values = ast.enums.map(([, value]) => value)
      return check(kString | kNumber, (u) => values.some((value) => value === u))
    }
    case "Refinement": {
      const from = compile(ast.from, memo)
      if (from === undefined) return undefined
      const run = from.run
      const regex = patternOf(ast)
      if (regex !== undefined) {
        // `Schema.pattern`'s own predicate, called directly rather than through the filter's issue wrapping
        return {
          run: (u) => {
            const a = run(u)
            if (a === Defer) return Defer
            regex.lastIndex = 0
            return regex.test(a as string) ? a : Defer
          },
          identity: from.identity,
          kinds: from.kinds,
          exact: from.exact
        }
      }
      return {
        run: (u) => {
          const a = run(u)
          return a === Defer || Option.isSome(ast.filter(a, AST.defaultParseOption, ast)) ? Defer : a
        },
        identity: from.identity,
        kinds: from.kinds,
        exact: from.exact
      }
    }
    case "Transformation":
      return memo.validateOnly ? undefined : compileTransformation(ast, memo)
    case "Declaration": {
      if (memo.validateOnly) return undefined
      const parse = ast.decodeUnknown(...ast.typeParameters)
      return {
        run: (u) => successOf(parse(u, AST.defaultParseOption, ast)),
        identity: false,
        kinds: kAll,
        exact: false
      }
    }
    case "Union":
      return compileUnion(ast, memo)
    case "TupleType":
      return compileTuple(ast, memo)
    case "TypeLiteral":
      return compileTypeLiteral(ast, memo)
    default:
      return undefined
  }
}

/** The regex of a `Schema.pattern` refinement of strings (its filter: reset `lastIndex`, then `test`), if it is one. */
const patternOf = (ast: AST.Refinement): RegExp | undefined => {
  if (ast.from._tag !== "StringKeyword" || ast.annotations[AST.SchemaIdAnnotationId] !== Schema.PatternSchemaId) return
  const regex: unknown = (ast.annotations[Schema.PatternSchemaId] as { readonly regex?: unknown } | undefined)?.regex
  return regex instanceof RegExp ? regex : undefined
}

const compileTransformation = (ast: AST.Transformation, memo: Memo): Compiled | undefined => {
  const from = compile(ast.from, memo)
  const to = compile(ast.to, memo)
  if (from === undefined || to === undefined) return undefined
  const runFrom = from.run
  const runTo = to.run
  const transformation = ast.transformation
  let step: Fast
  switch (transformation._tag) {
    case "FinalTransformation": {
      const decode = transformation.decode
      // A `Schema.Class` decodes through `new Class(fields, true)`, whose default merging costs more than the
      // fields' own checks: once the first instance shows the class to be plain, later ones are built directly.
      const classLike = ast.to._tag === "Declaration" && AST.getSurrogateAnnotation(ast.to)._tag === "Some"
      let prototype: object | null | undefined = classLike ? undefined : null
      // a struct's output is a fresh object, fast (see `shaped`) and held by no one: it becomes the instance itself
      const fresh = ast.from._tag === "TypeLiteral" && !from.identity
      return {
        run: (u) => {
          if (prototype) {
            const fields = runFrom(u)
            if (fields === Defer) return Defer
            return fresh ? Object.setPrototypeOf(fields, prototype) : instanceOf(prototype, fields as object)
          }
          const a = runFrom(u)
          if (a === Defer) return Defer
          // the schema passes the transformation's own input as `fromI`
          const b = successOf(decode(a, AST.defaultParseOption, ast, u))
          if (b === Defer) return Defer
          const out = runTo(b)
          if (prototype === undefined && out !== Defer) prototype = plainPrototype(a, out)
          return out
        },
        identity: false,
        kinds: from.kinds,
        exact: false
      }
    }
    case "ComposeTransformation":
      step = (a) => a
      break
    case "TypeLiteralTransformation": {
      const psts = transformation.propertySignatureTransformations
      step = (a) => {
        // the from side's output is a fresh object, as in the schema's parser, which edits it in place
        const input = a as Record<PropertyKey, unknown>
        for (const pst of psts) {
          const o = pst.decode(Object.hasOwn(input, pst.from) ? Option.some(input[pst.from]) : Option.none())
          delete input[pst.from]
          if (Option.isSome(o)) input[pst.to] = o.value
        }
        return input
      }
      break
    }
  }
  return {
    run: (u) => {
      const a = runFrom(u)
      if (a === Defer) return Defer
      const b = step(a)
      return b === Defer ? Defer : runTo(b)
    },
    identity: false,
    kinds: from.kinds,
    exact: false
  }
}

const compileUnion = (ast: AST.Union, memo: Memo): Compiled | undefined => {
  const members: Array<Compiled> = []
  for (const type of ast.types) {
    const member = compile(type, memo)
    if (member === undefined) return undefined
    members.push(member)
  }
  const identity = members.every((member) => member.identity)
  const exact = members.every((member) => member.exact)
  let disjoint = true
  let kinds = 0
  for (const member of members) {
    if ((kinds & member.kinds) !== 0) disjoint = false
    kinds |= member.kinds
  }
  // The schema sorts object and array members by their literal fields; other members it tries in their order, and
  // the first success wins. Trying them in the same order gives its result, provided a member that defers truly
  // refuses (an inexact one may have deferred on an effect the schema would run): then the union defers too.
  const ordered = members.every((member) => (member.kinds & (kObject | kArray)) === 0)
  if (!identity && !disjoint && !ordered) return undefined
  const steps = members.map((member) => ({ run: member.run, exact: member.exact || disjoint }))
  return {
    run: (u) => {
      for (const step of steps) {
        const out = step.run(u)
        if (out !== Defer) return out
        if (!step.exact) return Defer
      }
      return Defer
    },
    identity,
    kinds,
    exact
  }
}

const compileTuple = (ast: AST.TupleType, memo: Memo): Compiled | undefined => {
  // required elements and at most one rest type (`Schema.Array`, `Schema.Tuple`); optional elements and rest
  // elements after the rest are left to the schema
  if (ast.rest.length > 1 || ast.elements.some((element) => element.isOptional)) return undefined
  const elements: Array<Fast> = []
  let exact = true
  for (const element of ast.elements) {
    const compiled = compile(element.type, memo)
    if (compiled === undefined) return undefined
    elements.push(compiled.run)
    exact &&= compiled.exact
  }
  const restType = ast.rest[0]
  const rest = restType === undefined ? undefined : compile(restType.type, memo)
  if (restType !== undefined && rest === undefined) return undefined
  const runRest = rest?.run
  exact &&= rest === undefined || rest.exact
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
    identity: false,
    kinds: kArray,
    exact
  }
}

const compileTypeLiteral = (ast: AST.TypeLiteral, memo: Memo): Compiled | undefined => {
  // index signatures keyed by plain strings only (`Schema.Record({ key: Schema.String, ... })`)
  if (ast.indexSignatures.some((is) => is.parameter._tag !== "StringKeyword")) return undefined
  const strict = memo.validateOnly
  if (strict && ast.indexSignatures.length > 0) return undefined
  const isObject = (u: unknown): boolean => typeof u === "object" && u !== null && !Array.isArray(u)
  if (ast.propertySignatures.length === 0 && ast.indexSignatures.length === 0) {
    // `{}`: anything but null and undefined, returned as it is (the schema checks no excess property here either)
    return check(kAll & ~(kNull | kUndefined), (u) => u !== null && u !== undefined)
  }
  let exact = true
  const fields: Array<{ readonly name: PropertyKey; readonly optional: boolean; readonly run: Fast }> = []
  for (const ps of ast.propertySignatures) {
    const type = compile(ps.type, memo)
    if (type === undefined) return undefined
    fields.push({ name: ps.name, optional: ps.isOptional, run: type.run })
    exact &&= type.exact
  }
  const indexes: Array<Fast> = []
  for (const is of ast.indexSignatures) {
    const type = compile(is.type, memo)
    if (type === undefined) return undefined
    indexes.push(type.run)
    exact &&= type.exact
  }
  const expected = new Set<PropertyKey>(fields.map((field) => field.name))
  const hasOwn = Object.prototype.hasOwnProperty
  // where each declared field sits, and how many are required (a request names few of its many optional fields)
  const position = new Map<PropertyKey, number>(fields.map((field, at) => [field.name, at]))
  const requiredCount = fields.filter((field) => !field.optional).length
  /**
   * The strict check visiting only the fields present, in declared order: with no excess key and every required
   * field present, those are exactly the fields the full walk visits. `undefined` when a required field is missing
   * (the full walk then decides).
   */
  const presentOnly = (input: Record<PropertyKey, unknown>, out: Record<PropertyKey, unknown>): unknown => {
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
    if (strict) {
      // (a strict struct has no index signatures: the present fields are all there is to write)
      const done = presentOnly(input, out)
      if (done !== undefined) return done
    }
    for (const field of fields) {
      const name = field.name
      // a missing optional key stays missing (an inherited one too); a missing required one is parsed as
      // undefined, as the schema does
      if (field.optional && !hasOwn.call(input, name)) continue
      const decoded = field.run(input[name])
      if (decoded === Defer) return Defer
      out[name] = decoded
    }
    for (const index of indexes) {
      // every own string key meets the index type; a declared property keeps its own decoded value
      for (const key of Object.keys(input)) {
        const decoded = index(input[key])
        if (decoded === Defer) return Defer
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
    run: strict || indexes.length > 0 ? walk : shaped(fields, isObject, walk),
    identity: false,
    kinds: kObject,
    exact
  }
}

type Decoder<A> = (input: unknown) => Result.Result<A, ParseResult.ParseError>

const cache = /*#__PURE__*/ new WeakMap<object, Decoder<unknown>>()

/**
 * The decoder of a schema (made once per schema and kept): the compiled fast path where it applies, the schema's
 * own `decodeUnknownEither` (default options) for everything else and for every failure.
 *
 * @since 0.1.0
 * @category decoding
 */
export const decoder = <A, I>(schema: Schema.Codec<A, I>): Decoder<A> =>
  memoised(cache, schema, false, () => Schema.decodeUnknownResult(schema)) as Decoder<A>

/** The fast path in front of the schema's own parser, made once per schema and kept in `store`. */
const memoised = (
  store: WeakMap<object, Decoder<unknown>>,
  schema: Schema.Schema.Any,
  encoding: boolean,
  makeSlow: () => Decoder<unknown>
): Decoder<unknown> => {
  const known = store.get(schema)
  if (known !== undefined) return known
  const slow = makeSlow()
  const fast = compile(schema.ast, memoOf(encoding))
  let made = slow
  if (fast !== undefined) {
    const run = fast.run
    made = (input) => {
      const out = run(input)
      return out === Defer ? slow(input) : Result.succeed(out)
    }
  }
  store.set(schema, made)
  return made
}

const encoders = /*#__PURE__*/ new WeakMap<object, Decoder<unknown>>()

/**
 * The encoder of a schema with excess properties refused (made once per schema and kept): for a schema whose
 * encoding only checks (request structs of strings, numbers, literals, refinements), a compiled check that returns
 * the same fresh object the schema would; the schema's own `encodeUnknownEither` for everything else and for every
 * failure.
 *
 * @since 0.1.0
 * @category encoding
 */
export const encoder = <A, I>(
  schema: Schema.Codec<A, I>
): ((input: unknown) => Result.Result<I, ParseResult.ParseError>) =>
  memoised(encoders, schema, true, () =>
    Schema.encodeUnknownResult(schema, { onExcessProperty: "error" })
  ) as Decoder<I>

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
    const out = run(input)
    return out === Defer ? Option.none() : Option.some(out as A)
  }
}

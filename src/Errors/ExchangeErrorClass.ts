/**
 * The class factory of the exchange errors (`ExchangeErrorClass`) and the fields they share; the classes themselves
 * are in `exchange/*`, gathered by `ExchangeError`.
 *
 * @since 0.2.0
 */
// biome-ignore-all lint/complexity/noThisInStatic: the statics run on each subclass; `this` is that subclass, not Base
import type * as Cause from "effect/Cause"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { pipeArguments } from "effect/Pipeable"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import * as SchemaIssue from "effect/SchemaIssue"
import * as SchemaTransformation from "effect/SchemaTransformation"

/**
 * The fields every exchange error carries: the exchange's code and message, the endpoint (or WebSocket op) that
 * failed, the request id when the exchange sent one, and `retExtInfo` when present.
 *
 * @since 0.1.0
 * @category models
 */
export const ExchangeErrorFields = {
  code: Schema.Number,
  message: Schema.String,
  endpoint: Schema.String,
  requestId: Schema.optional(Schema.String),
  extInfo: Schema.optional(Schema.Unknown)
}

/**
 * The constructor input shared by every exchange error.
 *
 * @since 0.1.0
 * @category models
 */
export type ExchangeErrorInput = Schema.Struct.MakeIn<typeof ExchangeErrorFields>

/**
 * The fields of one exchange error class: its tag and the shared fields.
 *
 * @since 0.1.0
 * @category models
 */
export type ExchangeErrorClassFields<Tag extends string> = {
  readonly _tag: Schema.tag<Tag>
} & typeof ExchangeErrorFields

/**
 * The struct an exchange error class encodes to: its tag and the shared fields.
 *
 * @since 0.3.0
 * @category models
 */
export type ExchangeErrorStruct<Tag extends string> = Schema.Struct<ExchangeErrorClassFields<Tag>>

/**
 * An exchange error class: constructs its error from the shared fields, is a `Schema` of it (encoded side: the tag
 * and the fields) and carries its `_tag`, so `Effect.catchTag` and `instanceof` work as with `Schema.TaggedError`.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExchangeErrorClass<Self, Tag extends string>
  extends Schema.BottomLazyWithoutNew<
    SchemaAST.Declaration,
    Schema.decodeTo<
      Schema.declareConstructor<
        Self,
        ExchangeErrorStruct<Tag>["Encoded"],
        readonly [ExchangeErrorStruct<Tag>],
        ExchangeErrorStruct<Tag>["Iso"]
      >,
      ExchangeErrorStruct<Tag>
    >,
    readonly [ExchangeErrorStruct<Tag>]
  > {
  readonly Type: Self
  readonly Encoded: ExchangeErrorStruct<Tag>["Encoded"]
  readonly DecodingServices: never
  readonly EncodingServices: never
  readonly "~type.make.in": ExchangeErrorInput
  readonly "~type.make": Self
  readonly Iso: ExchangeErrorStruct<Tag>["Iso"]
  new (
    props: ExchangeErrorInput,
    options?: Schema.MakeOptions
  ): Cause.YieldableError & Schema.Struct.Type<ExchangeErrorClassFields<Tag>>
  readonly _tag: Tag
  readonly identifier: Tag
  readonly fields: ExchangeErrorClassFields<Tag>
}

type AnyStruct = ExchangeErrorStruct<string>
type ClassSchema = Schema.decodeTo<Schema.declareConstructor<Shared, Shared, readonly [AnyStruct]>, AnyStruct>

// Built once for all classes, on first use: defining ~700 classes with Schema.TaggedError built ~700 schemas at
// import (about a second and 100+ MB at start-up), though an application meets a handful of them.
let sharedFields: Schema.Struct<typeof ExchangeErrorFields> | undefined
const validator = () => (sharedFields ??= Schema.Struct(ExchangeErrorFields))
const schemaCache = new WeakMap<object, ClassSchema>()
const encodedFields = <Tag extends string>(tag: Tag): ExchangeErrorClassFields<Tag> => ({
  _tag: Schema.tag(tag),
  ...ExchangeErrorFields
})

// A data property, as an assignment makes it
const own = (value: string) => ({ value, writable: true, enumerable: true, configurable: true })

// The constructor's marker for input already checked (by the class's decoding, or by `makeEffect`)
const trusted: Schema.MakeOptions = {}

// The marker `Schema.isSchema` reads (the value of `Schema`'s unexported `TypeId`)
const schemaTypeId = "~effect/Schema/Schema"

// The input without the `_tag` a caller may pass (each class sets its own)
const withoutTag = (props: ExchangeErrorInput): ExchangeErrorInput => {
  const input: ExchangeErrorInput & { _tag?: unknown } = { ...props }
  delete input._tag
  return input
}

// One set of statics and one constructor for every catalogue class, each reading its class's tag through `this`
// (or `new.target`): a class per tag then holds only its tag, not a dozen functions of its own (~700 classes).
class Shared extends Data.Error<ExchangeErrorInput & { readonly _tag: string }> {
  declare static readonly _tag: string
  declare static readonly identifier: string
  static readonly [schemaTypeId] = schemaTypeId
  static get fields(): ExchangeErrorClassFields<string> {
    return encodedFields(this._tag)
  }
  // The class as a schema, as `Schema.TaggedError` builds it (a declaration decoded from the tagged struct), on first
  // use
  static schema(): ClassSchema {
    let schema = schemaCache.get(this)
    if (schema === undefined) {
      const from: AnyStruct = Schema.Struct(encodedFields(this._tag))
      const transformation = SchemaTransformation.transform<Shared, AnyStruct["Type"]>({
        decode: (input) => new this(input, trusted),
        encode: (error) => error
      })
      const to = Schema.declareConstructor<Shared, Shared>()(
        [from],
        () => (input, ast, options) =>
          input instanceof this ? Effect.succeed(input) : Effect.fail(new SchemaIssue.InvalidType(ast, input, options)),
        {
          identifier: this._tag,
          toCodec: ([from]) => new SchemaAST.Link(from.ast, transformation),
          toFormatter:
            ([from]) =>
            (error) =>
              `${this._tag}(${from(error)})`,
          // The union of every class finds a member by its tag, as it does for `Schema.TaggedError`'s classes
          "~sentinels": [{ key: "_tag", literal: this._tag }]
        }
      )
      schema = from.pipe(Schema.decodeTo(to, transformation))
      schemaCache.set(this, schema)
    }
    return schema
  }
  static get ast(): SchemaAST.Declaration {
    return this.schema().ast
  }
  static pipe() {
    // biome-ignore lint/complexity/noArguments: the Pipeable contract
    return pipeArguments(this, arguments)
  }
  static rebuild(ast: SchemaAST.Declaration) {
    return this.schema().rebuild(ast)
  }
  static annotate(annotations: Schema.Annotations.Declaration<Shared, readonly [AnyStruct]>) {
    return this.schema().annotate(annotations)
  }
  static annotateKey(annotations: Schema.Annotations.Key<Shared>) {
    return this.schema().annotateKey(annotations)
  }
  static check(...checks: readonly [SchemaAST.Check<Shared>, ...Array<SchemaAST.Check<Shared>>]) {
    return this.schema().check(...checks)
  }
  static make(input: ExchangeErrorInput, options?: Schema.MakeOptions): Shared {
    return new this(input, options)
  }
  static makeOption(input: ExchangeErrorInput, options?: Schema.MakeOptions): Option.Option<Shared> {
    return Option.map(validator().makeOption(withoutTag(input), options), (fields) => new this(fields, trusted))
  }
  static makeEffect(input: ExchangeErrorInput, options?: Schema.MakeOptions): Effect.Effect<Shared, SchemaIssue.Issue> {
    return Effect.map(validator().makeEffect(withoutTag(input), options), (fields) => new this(fields, trusted))
  }
  static override toString() {
    return `ExchangeError(${this._tag})`
  }
  // The tag, as each class's own prototype `name` was: an own property on ~700 prototypes put each of them in
  // dictionary mode (bytes a class at import: docs/BENCHMARKS.md, "Figures quoted from code"); an assignment makes
  // it the instance's own, as it did then
  override get name(): string {
    return (this.constructor as typeof Shared)._tag
  }
  override set name(name: string) {
    Object.defineProperty(this, "name", own(name))
  }
  constructor(props: ExchangeErrorInput, options?: Schema.MakeOptions) {
    const tag = (new.target as unknown as { readonly _tag: string })._tag
    const input = withoutTag(props)
    super({ _tag: tag, ...(options === trusted ? input : validator().make(input, options)) })
  }
}

/**
 * Defines an exchange error class: `class X extends ExchangeErrorClass<X>()("X") {}`. Equivalent to
 * `Schema.TaggedError<X>()("X", ExchangeErrorFields)` for construction, validation, `_tag`, `instanceof` and
 * encoding/decoding, but its schema (AST) is built on first use instead of at definition.
 *
 * @since 0.1.0
 * @category constructors
 */
export const ExchangeErrorClass =
  <Self>() =>
  <Tag extends string>(tag: Tag): ExchangeErrorClass<Self, Tag> => {
    const Base = class extends Shared {}
    Object.defineProperties(Base, { _tag: own(tag), identifier: own(tag) })
    return Base as unknown as ExchangeErrorClass<Self, Tag>
  }

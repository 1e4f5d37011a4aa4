/**
 * The class factory of the exchange errors (`ExchangeErrorClass`) and the fields they share; the classes themselves
 * are in `exchange/*`, gathered by `ExchangeError`.
 *
 * @since 0.2.0
 */
// biome-ignore-all lint/complexity/noThisInStatic: the statics run on each subclass; `this` is that subclass, not Base
import type * as Cause from "effect/Cause"
import * as Data from "effect/Data"
import { identity } from "effect/Function"
import * as ParseResult from "effect/ParseResult"
import { pipeArguments } from "effect/Pipeable"
import * as Schema from "effect/Schema"
import type * as SchemaAST from "effect/SchemaAST"

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
export type ExchangeErrorInput = Schema.Struct.Constructor<typeof ExchangeErrorFields>

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
 * An exchange error class: constructs its error from the shared fields, is a `Schema` of it (encoded side: the tag
 * and the fields) and carries its `_tag`, so `Effect.catchTag` and `instanceof` work as with `Schema.TaggedError`.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExchangeErrorClass<Self, Tag extends string>
  extends Schema.Codec<Self, Schema.Struct.Encoded<ExchangeErrorClassFields<Tag>>> {
  new (
    props: ExchangeErrorInput,
    options?: Schema.MakeOptions
  ): Cause.YieldableError & Schema.Struct.Type<ExchangeErrorClassFields<Tag>>
  readonly _tag: Tag
  readonly identifier: Tag
  readonly fields: ExchangeErrorClassFields<Tag>
}

// Built once for all classes, on first use: defining ~700 classes with Schema.TaggedError built ~700 schemas at
// import (about a second and 100+ MB at start-up), though an application meets a handful of them.
let validateFields: ((input: unknown) => ExchangeErrorInput) | undefined
const variance = { _A: identity, _I: identity, _R: identity }
const astCache = /*#__PURE__*/ new WeakMap<object, SchemaAST.AST>()
const encodedFields = <Tag extends string>(tag: Tag): ExchangeErrorClassFields<Tag> => ({
  _tag: Schema.tag(tag),
  ...ExchangeErrorFields
})

// A data property, as an assignment makes it
const own = (value: string) => ({ value, writable: true, enumerable: true, configurable: true })

// One set of statics and one constructor for every catalogue class, each reading its class's tag through `this`
// (or `new.target`): a class per tag then holds only its tag, not seven functions of its own (~700 classes).
class Shared extends Data.Error<ExchangeErrorInput & { readonly _tag: string }> {
  declare static readonly _tag: string
  declare static readonly identifier: string
  static readonly [Schema.TypeId] = variance
  static get fields(): ExchangeErrorClassFields<string> {
    return encodedFields(this._tag)
  }
  static get ast(): SchemaAST.AST {
    let ast = astCache.get(this)
    if (ast === undefined) {
      ast = Schema.transform(
        Schema.Struct(encodedFields(this._tag)),
        Schema.declare((u): u is Shared => u instanceof this, { identifier: this._tag }),
        { strict: true, decode: (input) => new this(input, true), encode: identity }
      ).ast
      astCache.set(this, ast)
    }
    return ast
  }
  static pipe() {
    // biome-ignore lint/complexity/noArguments: the Pipeable contract
    return pipeArguments(this, arguments)
  }
  static annotations(annotations: Schema.Annotations.Schema<Shared>) {
    return Schema.make<Shared, Schema.Struct.Encoded<ExchangeErrorClassFields<string>>>(this.ast).annotate(
      annotations
    )
  }
  static override toString() {
    return `ExchangeError(${this._tag})`
  }
  // The tag, as each class's own prototype `name` was: an own property on ~700 prototypes put each of them in
  // dictionary mode (~100 bytes a class at import); an assignment makes it the instance's own, as it did then
  override get name(): string {
    return (this.constructor as typeof Shared)._tag
  }
  override set name(name: string) {
    Object.defineProperty(this, "name", own(name))
  }
  constructor(props: ExchangeErrorInput, options?: Schema.MakeOptions | boolean) {
    const tag = (new.target as unknown as { readonly _tag: string })._tag
    const disabled = typeof options === "boolean" ? options : (options?.disableValidation ?? false)
    const input: Record<string, unknown> = { ...props }
    delete input._tag
    if (!disabled) validateFields ??= ParseResult.validateSync(Schema.Struct(ExchangeErrorFields))
    super({ _tag: tag, ...((disabled ? input : validateFields?.(input)) as ExchangeErrorInput) })
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

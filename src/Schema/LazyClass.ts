/**
 * `Schema.Class` with its schema built on first use. Effect's `Schema.Class` builds, at definition, the fields'
 * struct, its type side and four annotated copies (about 17 kB of heap and a dozen new hidden classes for a class of
 * ten fields); with ~700 response classes that was most of what importing the library cost, though a program meets a
 * handful of them. `Class` here has the very same type (`typeof Schema.Class`) and behaviour: the first time a class
 * is constructed or its AST, `toString`, `extend` or `transformOrFail*` is read, it builds Effect's own class from
 * the same arguments and runs that class's code with `this` bound to the user's class, so validation, messages,
 * defaults, decoding, `instanceof`, equality and the AST are Effect's.
 *
 * Not part of the public surface (not in the barrel): a definition written with it is a `Schema.Class` to its users.
 *
 * @since 0.1.0
 */
// biome-ignore-all lint/complexity/noThisInStatic: the statics run on each subclass; `this` is that subclass, not Base
import * as Data from "effect/Data"
import { identity } from "effect/Function"
import { pipeArguments } from "effect/Pipeable"
import * as Schema from "effect/Schema"
import type * as SchemaAST from "effect/SchemaAST"

type AnyClass = Schema.Class<unknown, Schema.Struct.Fields, unknown, unknown, unknown, object, object> &
  (new (
    ...args: ReadonlyArray<unknown>
  ) => object)

interface Definition {
  readonly identifier: string
  /** The function giving the fields: called once, when the class is first used. */
  readonly thunk: () => Schema.Struct.Fields
  fields?: Schema.Struct.Fields
}

const variance = { _A: identity, _I: identity, _R: identity }

/** What each class keeps until its Effect class is needed: the arguments, then the built class. */
const definitions = /*#__PURE__*/ new WeakMap<object, Definition>()
const built = /*#__PURE__*/ new WeakMap<object, AnyClass>()
const asts = /*#__PURE__*/ new WeakMap<object, SchemaAST.Transformation>()

/** Effect's class for these arguments, built once per definition. */
const effectClassOf = (base: object): AnyClass => {
  let klass = built.get(base)
  if (klass === undefined) {
    const definition = definitionOf(base)
    klass = (Schema.Class as (identifier: string) => (f: unknown, a: unknown) => unknown)(definition.identifier)(
      fieldsOf(definition),
      undefined
    ) as AnyClass
    built.set(base, klass)
    // The class symbol Effect's class puts on its prototype, put on the lazy one when Effect's is built: only that
    // class's code reads it (its instance check), and no instance exists before it is built
    const classSymbol = Symbol.for(`effect/Schema/Class/${definition.identifier}`)
    Object.defineProperty((base as { readonly prototype: object }).prototype, classSymbol, {
      get: () => classSymbol,
      configurable: true
    })
  }
  return klass
}

const definitionOf = (base: object): Definition => {
  const definition = definitions.get(base)
  if (definition === undefined) throw new Error("LazyClass: not a lazy class")
  return definition
}

/** The class's `fields` (Effect's class keeps a copy of the ones it is given), made once. */
const fieldsOf = (definition: Definition): Schema.Struct.Fields => {
  if (definition.fields === undefined) definition.fields = { ...definition.thunk() }
  return definition.fields
}

/** The lazy class (the `Base` under the user's class) that a static call runs on. */
const baseOf = (self: object): object => {
  let current: object | null = self
  while (current !== null && !definitions.has(current)) current = Object.getPrototypeOf(current) as object | null
  if (current === null) throw new Error("LazyClass: not a lazy class")
  return current
}

/** The lazy class an instance (or a prototype) belongs to: the nearest prototype that is a lazy class's own. */
const baseOfInstance = (self: object): object => {
  let current: object | null = self
  while (current !== null) {
    if (Object.hasOwn(current, "constructor")) {
      const owner: unknown = (current as { readonly constructor: unknown }).constructor
      if (typeof owner === "function" && definitions.has(owner)) return owner
    }
    current = Object.getPrototypeOf(current) as object | null
  }
  throw new Error("LazyClass: not a lazy class")
}

/** Runs one of the Effect class's statics with `this` bound to the user's class. */
const callStatic = (self: object, name: "toString" | "extend" | "transformOrFail" | "transformOrFailFrom") =>
  (effectClassOf(baseOf(self))[name] as Function).bind(self)

// One set of statics for every lazy class; each resolves its own definition through `this`.
class Lazy extends Data.Class<Record<string, unknown>> {
  static readonly [Schema.TypeId] = variance
  static get ast(): SchemaAST.Transformation {
    let ast = asts.get(this)
    if (ast === undefined) {
      // Effect's getter, run for this class: its declaration checks `instanceof this` and decodes with `new this`
      const getter = Object.getOwnPropertyDescriptor(effectClassOf(baseOf(this)), "ast")?.get
      ast = getter?.call(this) as SchemaAST.Transformation
      asts.set(this, ast)
    }
    return ast
  }
  static pipe() {
    // biome-ignore lint/complexity/noArguments: the Pipeable contract
    return pipeArguments(this, arguments)
  }
  static annotations(annotations: Schema.Annotations.Schema<unknown>) {
    return Schema.make(this.ast).annotate(annotations)
  }
  static override toString() {
    return callStatic(this, "toString")()
  }
  static make(...args: Array<unknown>) {
    return new (this as unknown as new (...args: Array<unknown>) => object)(...args)
  }
  static extend(identifier: string) {
    return callStatic(this, "extend")(identifier)
  }
  static transformOrFail(identifier: string) {
    return callStatic(this, "transformOrFail")(identifier)
  }
  static transformOrFailFrom(identifier: string) {
    return callStatic(this, "transformOrFailFrom")(identifier)
  }
  // What Effect's class puts on its prototype: the instance `toString`
  override toString(): string {
    return (effectClassOf(baseOfInstance(this)).prototype as { toString(): string }).toString.call(this)
  }
}

// `fields`, enumerable as Effect's static is
Object.defineProperty(Lazy, "fields", {
  get(this: object) {
    return fieldsOf(definitionOf(baseOf(this)))
  },
  enumerable: true,
  configurable: true
})

const make = (identifier: string, thunk: () => Schema.Struct.Fields): object => {
  // A function rather than a class: its constructor returns the instance that Effect's constructor (defaults,
  // validation, `Data.Class` fields) builds for `new.target`, with no instance of its own made first
  const Base = function (this: unknown, props?: unknown, options?: Schema.MakeOptions): object {
    return Reflect.construct(effectClassOf(Base), [props, options], new.target ?? Base) as object
  }
  Object.setPrototypeOf(Base, Lazy)
  // Each class holds only its prototype (with its constructor) and identifier: the statics, the instance
  // `toString` and the `fields` getter are Lazy's, each finding its class's definition through `this`
  const prototype: object = Object.create(Lazy.prototype as object)
  Object.defineProperty(prototype, "constructor", { value: Base, writable: true, configurable: true })
  Base.prototype = prototype
  Object.assign(Base, { identifier })
  definitions.set(Base, { identifier, thunk })
  return Base
}

/**
 * `Schema.Class`, with the fields given by a function and the schema built on first use:
 * `class X extends Class<X>("X")(() => ({ ... })) {}` is `class X extends Schema.Class<X>("X")({ ... }) {}` with the
 * same type, the fields' schemas made when the class is first constructed, decoded, or its `fields`/`ast` read.
 *
 * @since 0.1.0
 * @category constructors
 */
export const Class =
  <Self>(identifier: string) =>
  <Fields extends Schema.Struct.Fields>(
    fields: () => Fields
  ): Schema.Class<
    Self,
    Fields,
    Schema.Struct.Encoded<Fields>,
    Schema.Struct.Context<Fields>,
    Schema.Struct.Constructor<Fields>,
    {},
    {}
  > =>
    make(identifier, fields) as never

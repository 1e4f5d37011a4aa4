/**
 * A module-level schema built on first use. Every Effect schema value is a function object of its own with its
 * statics (`fields`, `literals`, `members`, ...) and its AST, built when the module is evaluated; the ~760 request,
 * enum and shape constants of `src/Schema` would cost much of what importing the library allocates, though a program
 * meets a handful of them. `make(() => Schema.Struct({ ... }))` has the very type of the schema the function gives
 * and stands for it: the first read of any of its properties (`ast`, `fields`, `literals`, `annotate`, `pipe`, the
 * `TypeId` check of `Schema.isSchema`, ...) builds the schema, once, and every read after that is the built
 * schema's.
 *
 * Not part of the public surface (not in the barrel): a constant written with it is the schema to its users.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import type * as SchemaAST from "effect/SchemaAST"

/** Where the target (the function giving the schema) keeps the schema once built. */
const builtKey: unique symbol = Symbol("effect-bybit/LazySchema/built")

interface Target {
  (): Schema.Top
  [builtKey]?: Schema.Top
}

const force = (target: Target): Schema.Top => {
  let schema = target[builtKey]
  if (schema === undefined) {
    schema = target()
    target[builtKey] = schema
  }
  return schema
}

// One handler for every lazy schema: each proxy's target is its own function, which keeps the schema once built.
// Reads go to the built schema (with it as `this`, as Effect's getters such as `make` expect); so do writes and
// reflection.
const handler: ProxyHandler<Target> = {
  get: (target, key) => Reflect.get(force(target), key),
  has: (target, key) => Reflect.has(force(target), key),
  set: (target, key, value) => Reflect.set(force(target), key, value),
  defineProperty: (target, key, descriptor) => Reflect.defineProperty(force(target), key, descriptor),
  deleteProperty: (target, key) => Reflect.deleteProperty(force(target), key),
  ownKeys: (target) => Reflect.ownKeys(force(target)),
  getOwnPropertyDescriptor: (target, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(force(target), key)
    // a proxy may not report a property the target lacks as non-configurable (a class's `prototype` is)
    return descriptor === undefined || descriptor.configurable || Reflect.getOwnPropertyDescriptor(target, key)
      ? descriptor
      : { ...descriptor, configurable: true }
  },
  getPrototypeOf: (target) => Reflect.getPrototypeOf(force(target)),
  apply: (target, self, args) => Reflect.apply(force(target) as unknown as Function, self, args)
}

/**
 * The schema `build` gives, built on first use: `export const X = make(() => Schema.Struct({ ... }))` is
 * `export const X = Schema.Struct({ ... })` with the same type, the schema (and the schemas it names) made when `X`
 * is first read.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = <S extends Schema.Top>(build: () => S): S =>
  new Proxy(build as unknown as Target, handler) as unknown as S

/**
 * A struct built on first use and named `identifier`: `struct("X", () => ({ ... }))` is
 * `make(() => Schema.Struct({ ... }).annotate({ identifier: "X" }))`, the form of every request and shape struct of
 * `src/Schema`, written once (as `LazyClass.Class` is for the response classes).
 *
 * @since 1.2.0
 * @category constructors
 */
export const struct = <const Fields extends Schema.Struct.Fields>(
  identifier: string,
  fields: () => Fields
): Schema.Struct<Fields> => make(() => Schema.Struct(fields()).annotate({ identifier }))

/**
 * The decoder `build` gives, built on its first call: `const decode = decoder(() => Schema.decodeUnknownResult(X))`
 * written at module level neither builds `X` nor compiles its parser until something is decoded.
 *
 * @since 0.1.0
 * @category constructors
 */
export const decoder = <I, O>(
  build: () => (input: I, options?: SchemaAST.ParseOptions) => O
): ((input: I, options?: SchemaAST.ParseOptions) => O) => {
  let decode: ((input: I, options?: SchemaAST.ParseOptions) => O) | undefined
  return (input, options) => {
    if (decode === undefined) decode = build()
    return decode(input, options)
  }
}

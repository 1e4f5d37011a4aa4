/**
 * `Schema.Class` with its schema built on first use. Effect's `Schema.Class` builds, at definition, the fields'
 * struct (its AST, with every schema the fields name) and the class itself; with ~700 response classes that is most
 * of what importing the library would cost (heap and import time: docs/BENCHMARKS.md, "What each fast path buys"), though a program meets a handful of them. `Class` here has the very same type (`Schema.Class`) and
 * behaviour: the user's class extends a stand-in that builds Effect's own class from the same arguments the first
 * time the class is constructed or a static of it is read (`ast`, `fields`, `make`, `annotate`, the `TypeId` check of
 * `Schema.isSchema`, ...), and from then on forwards everything to it, with the user's class as `this`. So
 * validation, messages, decoding, `instanceof`, equality and the AST are Effect's.
 *
 * Not part of the public surface (not in the barrel): a definition written with it is a `Schema.Class` to its users.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

type AnyClass = new (...args: ReadonlyArray<unknown>) => object

/**
 * What a stand-in keeps: how to build Effect's class (its identifier and fields), and the class once built. Plain
 * data, no closure of its own (~700 stand-ins); the object the user's class's prototype extends is the target's
 * own `prototype` (made a copy of Effect's class's prototype when that class is built).
 */
interface Definition {
  readonly identifier: string
  readonly fields: () => Schema.Struct.Fields
  built: AnyClass | undefined
}

/** The definitions, by stand-in target. */
const definitions = new WeakMap<object, Definition>()

/** Effect's class of a stand-in, built once. */
const force = (target: AnyClass): AnyClass => {
  const definition = definitions.get(target)
  if (definition === undefined) throw new Error("LazyClass: not a lazy class")
  let built = definition.built
  if (built === undefined) {
    built = (Schema.Class as (identifier: string) => (fields: Schema.Struct.Fields) => AnyClass)(definition.identifier)(
      definition.fields()
    )
    definition.built = built
    // the stand-in's prototype becomes a copy of Effect's class's (its methods, its instance marker), in its place
    // in the chain: instances (made only from now on) are as Effect's class makes them for a subclass
    Object.defineProperties(target.prototype, Object.getOwnPropertyDescriptors(built.prototype))
    Object.setPrototypeOf(target.prototype, Object.getPrototypeOf(built.prototype))
  }
  return built
}

// One handler for every stand-in. `extends` reads only `prototype` (the target's own, no build); every other read,
// check or construction goes to Effect's class, with the receiver (the user's class) as `this` for its statics, and
// `new.target` (the user's class) for its constructor.
const handler: ProxyHandler<AnyClass> = {
  get: (target, key, receiver) =>
    key === "prototype" ? Reflect.get(target, key) : Reflect.get(force(target), key, receiver),
  has: (target, key) => Reflect.has(force(target), key),
  set: (target, key, value, receiver) => Reflect.set(force(target), key, value, receiver),
  defineProperty: (target, key, descriptor) => Reflect.defineProperty(force(target), key, descriptor),
  deleteProperty: (target, key) => Reflect.deleteProperty(force(target), key),
  ownKeys: (target) => Reflect.ownKeys(force(target)),
  getOwnPropertyDescriptor: (target, key) => {
    // `prototype` is the target's own (non-configurable): reported as it is
    if (key === "prototype") return Reflect.getOwnPropertyDescriptor(target, key)
    const descriptor = Reflect.getOwnPropertyDescriptor(force(target), key)
    // a proxy may not report a property the target lacks as non-configurable
    return descriptor === undefined || descriptor.configurable ? descriptor : { ...descriptor, configurable: true }
  },
  getPrototypeOf: (target) => Reflect.getPrototypeOf(force(target)),
  construct: (target, args, newTarget) => Reflect.construct(force(target), args, newTarget)
}

/**
 * `Schema.Class`, with the fields given by a function and the schema built on first use:
 * `class X extends Class<X>("X")(() => ({ ... })) {}` is `class X extends Schema.Class<X>("X")({ ... }) {}` with the
 * same type, the fields' schemas made when the class is first constructed, decoded, or a static of it read.
 *
 * @since 0.1.0
 * @category constructors
 */
export const Class =
  <Self>(identifier: string) =>
  <const Fields extends Schema.Struct.Fields>(fields: () => Fields): Schema.Class<Self, Schema.Struct<Fields>, {}> => {
    // a plain function: a constructor whose `prototype` may be replaced (an arrow function is no constructor)
    // biome-ignore lint/complexity/useArrowFunction: `extends` needs a constructor
    const target = function () {} as unknown as AnyClass
    Object.defineProperty(target, "prototype", { value: {} })
    definitions.set(target, { identifier, fields, built: undefined })
    return new Proxy(target, handler) as unknown as Schema.Class<Self, Schema.Struct<Fields>, {}>
  }

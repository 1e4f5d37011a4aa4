/**
 * A `Schema.Class` instance rebuilt from its fields (`FastDecode`'s classes): the class's prototype over a copy of
 * them, once the first instance the class built itself shows that nothing else goes into one.
 *
 * @since 0.2.0
 * @internal
 */
import * as Schema from "effect/Schema"

/**
 * An instance of the class of `prototype` holding `fields`' own enumerable properties, in their order. V8 turns
 * `Object.create(prototype)` into a slow dictionary once more than some 16 fields are stored into it (`Object.assign`
 * too), and then every read of it is slow as well: a spread copy is a fast object whatever mode `fields` is in, and
 * setting its prototype keeps it fast, with one shape for every instance of one key set.
 *
 * @since 0.2.0
 * @internal
 */
export const instanceOf = (prototype: object, fields: object): object => Object.setPrototypeOf({ ...fields }, prototype)

/**
 * The prototype of a class instance that `instanceOf(prototype, fields)` rebuilds exactly: no
 * field with a constructor default, and the same own properties, in the same order, with the same values and
 * attributes as the instance the class itself built from `fields`. `null` when that does not hold.
 *
 * @since 0.2.0
 * @internal
 */
export const plainPrototype = (fields: unknown, instance: unknown): object | null => {
  if (typeof fields !== "object" || fields === null || typeof instance !== "object" || instance === null) return null
  const prototype: unknown = Object.getPrototypeOf(instance)
  if (typeof prototype !== "object" || prototype === null) return null
  const declared: unknown = (instance.constructor as { readonly fields?: unknown }).fields
  if (typeof declared !== "object" || declared === null) return null
  for (const key of Reflect.ownKeys(declared)) {
    const field: unknown = (declared as Record<PropertyKey, unknown>)[key]
    if (!Schema.isSchema(field)) continue
    if (field.ast.context?.constructorDefault !== undefined) return null
  }
  const rebuilt = instanceOf(prototype, fields)
  const keys = Reflect.ownKeys(instance)
  const rebuiltKeys = Reflect.ownKeys(rebuilt)
  if (keys.length !== rebuiltKeys.length) return null
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]
    if (key === undefined || key !== rebuiltKeys[i]) return null
    const a = Object.getOwnPropertyDescriptor(instance, key)
    const b = Object.getOwnPropertyDescriptor(rebuilt, key)
    if (
      a === undefined ||
      b === undefined ||
      a.value !== b.value ||
      a.get !== b.get ||
      a.set !== b.set ||
      a.writable !== b.writable ||
      a.enumerable !== b.enumerable ||
      a.configurable !== b.configurable
    )
      return null
  }
  return prototype
}

/**
 * The decoding walk of a compiled struct into an object already shaped like its output (`FastDecode`'s structs of
 * plain string keys), and the marker a compiled decoder returns for an input it does not accept.
 *
 * @since 0.2.0
 * @internal
 */

/**
 * Returned by a compiled decoder for an input it does not accept: the schema's parser then decides.
 *
 * @since 0.2.0
 * @internal
 */
export const Defer: unique symbol = Symbol.for("effect-bybit/FastDecode/Defer")

/**
 * A compiled decoder: the output, or `Defer`.
 *
 * @since 0.2.0
 * @internal
 */
export type Fast = (input: unknown) => unknown

/** One set of fields a struct writes: an empty object of their keys in declared order, and their positions. */
interface Shape {
  readonly template: object
  readonly written: ReadonlyArray<number>
}

/** Shapes kept per struct: inputs of one struct come in a handful of field sets (one per category, say). */
const maxShapes = 64

/**
 * The decoding walk of a struct of plain string keys, writing into a copy of an object already shaped like its output.
 * An object the walk fills key by key grows its property store step by step (past some 16 keys, a store of a computed
 * key turns it into a dictionary); a spread copy of a fast object is made at its full size with its keys in place,
 * and the walk only overwrites them: a linear ticker (30 of its 45 fields) allocated several times fewer bytes this way
 * than decoded key by key, in the same time (docs/BENCHMARKS.md, "Figures quoted from code"). The keys written are the
 * same (every field the input holds, as the schema reads presence: a key `in` the input), in the same order, with the
 * same values; an input missing a required field is refused (the schema's missing-key error). `fallback` (the
 * key-by-key walk) takes the structs this does not (up to four fields, which fit the object as it is, more than 53, a
 * `__proto__` or symbol key) and the field sets past the first 64 of a struct.
 *
 * @since 0.2.0
 * @internal
 */
export const shaped = (
  fields: ReadonlyArray<{ readonly name: PropertyKey; readonly optional: boolean; readonly run: Fast }>,
  isObject: (u: unknown) => boolean,
  fallback: Fast
): Fast => {
  // a field set is keyed by the sum of its positions' powers of two: exact up to 53 fields
  const plain = fields.every((field) => typeof field.name === "string" && field.name !== "__proto__")
  if (!plain || fields.length > 53 || fields.length <= 4) return fallback
  const names = fields.map((field) => field.name as string)
  const optional = fields.map((field) => field.optional)
  const runs = fields.map((field) => field.run)
  const shapes = new Map<number, Shape>()
  return (u) => {
    if (!isObject(u)) return Defer
    const input = u as Record<string, unknown>
    let key = 0
    let bit = 1
    for (let i = 0; i < names.length; i++, bit *= 2) {
      if ((names[i] as string) in input) key += bit
      else if (!optional[i]) return Defer
    }
    let shape = shapes.get(key)
    if (shape === undefined) {
      if (shapes.size >= maxShapes) return fallback(u)
      const written: Array<number> = []
      const keys: Record<string, unknown> = {}
      for (let i = 0; i < names.length; i++) {
        if ((names[i] as string) in input) {
          written.push(i)
          keys[names[i] as string] = undefined
        }
      }
      shape = { template: { ...keys }, written }
      shapes.set(key, shape)
    }
    const out: Record<string, unknown> = { ...shape.template }
    for (const i of shape.written) {
      const name = names[i] as string
      const decoded = (runs[i] as Fast)(input[name])
      if (decoded === Defer) return Defer
      out[name] = decoded
    }
    return out
  }
}

/**
 * The factory of the catalogue's own error classes and the guard over them. Each class records itself by its tag
 * when it is defined, so the guard needs no list of every class: a class a bundler dropped has no instances to
 * recognise, and the guard stays as small as the program.
 *
 * @since 0.2.0
 */
import { ExchangeErrorClass } from "./ExchangeErrorClass.js"

const defined = new Map<string, abstract new (...args: ReadonlyArray<never>) => unknown>()

/**
 * Defines a catalogue class (as `ExchangeErrorClass` does) and records it by its tag. Annotated as pure where used:
 * the record only serves the guard, which has nothing to find for a class nobody defined.
 *
 * @since 0.2.0
 * @category constructors
 */
export const catalogued =
  <Self>() =>
  <Tag extends string>(tag: Tag): ExchangeErrorClass<Self, Tag> => {
    const cls = ExchangeErrorClass<Self>()(tag)
    defined.set(tag, cls)
    return cls
  }

/**
 * Whether a value is an instance of the catalogue class its `_tag` names (classes made with `ExchangeErrorClass`
 * outside the catalogue are not).
 *
 * @since 0.2.0
 * @category guards
 */
export const isCatalogued = (u: unknown): boolean => {
  if (typeof u !== "object" || u === null || !("_tag" in u) || typeof u._tag !== "string") return false
  const cls = defined.get(u._tag)
  return cls !== undefined && u instanceof cls
}

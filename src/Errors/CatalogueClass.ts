/**
 * The factory of the catalogue's own error classes, the guard over them, and the code tables built from the
 * catalogue's rows. One class per tag, kept by its tag: `catalogued("OrderNotFound")` gives the same class wherever
 * it is called, so the catalogue can name a class by its tag alone (`"110001 OrderNotFound"`) and still give back
 * the very class a program imported. The catalogue's rows are then plain data: a program bundles the class
 * definitions it names, and a refused request loads the rows (`Http/stages/classify`), not ~700 definitions.
 *
 * @since 0.2.0
 */
import type * as Cause from "effect/Cause"
import type * as Schema from "effect/Schema"
import { ExchangeErrorClass, type ExchangeErrorClassFields } from "./ExchangeErrorClass.js"

/**
 * An error of the catalogue class tagged `Tag`.
 *
 * @since 1.0.0
 * @category models
 */
export type Catalogued<Tag extends string> = Cause.YieldableError & Schema.Struct.Type<ExchangeErrorClassFields<Tag>>

/**
 * The catalogue class tagged `Tag`.
 *
 * @since 1.0.0
 * @category models
 */
export type CataloguedClass<Tag extends string> = ExchangeErrorClass<Catalogued<Tag>, Tag>

const defined = new Map<string, CataloguedClass<string>>()

/**
 * The catalogue class of a tag: defined on the first call (as `ExchangeErrorClass` defines it, its `name` the tag),
 * the same class on every later one. Annotated as pure where used: a class nobody names is never defined.
 *
 * @since 0.2.0
 * @category constructors
 */
export const catalogued = <Tag extends string>(tag: Tag): CataloguedClass<Tag> => {
  const known = defined.get(tag)
  if (known !== undefined) return known as CataloguedClass<Tag>
  const cls = ExchangeErrorClass<Catalogued<Tag>>()(tag)
  Object.defineProperty(cls, "name", { value: tag, configurable: true })
  defined.set(tag, cls as unknown as CataloguedClass<string>)
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

/**
 * The code table of catalogue rows (`"<code> <Tag>"`, as `catalogueRows` writes them): each code with its class,
 * typed as the caller names the catalogue's classes (`Catalogue.ErrorClass`: a row names its class by tag alone).
 *
 * @since 1.0.0
 * @category catalogue
 */
export const codeTable = <Class>(rows: ReadonlyArray<string>): Map<number, Class> => {
  const table = new Map<number, Class>()
  for (const row of rows) {
    const space = row.indexOf(" ")
    table.set(Number(row.slice(0, space)), catalogued(row.slice(space + 1)) as unknown as Class)
  }
  return table
}

/**
 * One mapper for the older families' views of a V5 record: a family states a field table (its field name ← a V5
 * field, read as text, a number, a flag, or a small conversion), and `shape` builds the answer in the table's order.
 * Tables compose by spreading (`{ ...common, qty: num("qty") }`): a later entry replaces an earlier one in place,
 * as object spreads do.
 *
 * @since 0.1.0
 */
import { isoMillis, longTif, type Record5, num as toNumber, str as toText } from "./Common.js"

/**
 * How one field is made from the V5 record (and the calling account's uid, which some families print, and the
 * time of the answer, which stands in for a time the record lacks).
 *
 * @since 0.1.0
 * @category models
 */
export type Field = (record: Record5, uid: string, now: number) => unknown

/**
 * A family's fields, in the order it answers them.
 *
 * @since 0.1.0
 * @category models
 */
export type Table = Readonly<Record<string, Field>>

/**
 * The V5 field as text ("" when absent), or `fallback` when that text is empty.
 *
 * @since 0.1.0
 * @category fields
 */
export const text =
  (field: string, fallback = ""): Field =>
  (r) =>
    toText(r[field]) || fallback

/**
 * The V5 field as a number (0 when absent).
 *
 * @since 0.1.0
 * @category fields
 */
export const numeric =
  (field: string): Field =>
  (r) =>
    toNumber(r[field])

/**
 * Whether the V5 field is `true`.
 *
 * @since 0.1.0
 * @category fields
 */
export const flag =
  (field: string): Field =>
  (r) =>
    r[field] === true

/**
 * Whether the V5 field is `true`, through a conversion (`String`, or `1`/`0`).
 *
 * @since 0.1.0
 * @category fields
 */
export const flagVia =
  (field: string, convert: (value: boolean) => unknown): Field =>
  (r) =>
    convert(r[field] === true)

/**
 * A V5 field through a conversion of its number.
 *
 * @since 0.1.0
 * @category fields
 */
export const numVia =
  (field: string, convert: (n: number) => unknown): Field =>
  (r) =>
    convert(toNumber(r[field]))

/**
 * A V5 time (ms) in ISO 8601 with milliseconds, the answer's time when the record has none.
 *
 * @since 0.1.0
 * @category fields
 */
export const isoTime =
  (field: string): Field =>
  (r, _uid, now) =>
    isoMillis(toNumber(r[field]) || now)

/**
 * The same value for every record.
 *
 * @since 0.1.0
 * @category fields
 */
export const always =
  (value: unknown): Field =>
  () =>
    value

/**
 * The calling account's uid as a number.
 *
 * @since 0.1.0
 * @category fields
 */
export const userId: Field = (_r, uid) => Number(uid)

/**
 * Builds a record's view from a table.
 *
 * @since 0.1.0
 * @category mapping
 */
export const shape = (table: Table, record: Record5, uid = "", now = 0): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(table)) out[name] = field(record, uid, now)
  return out
}

/**
 * A table's mapper, for `list.map`.
 *
 * @since 0.1.0
 * @category mapping
 */
export const mapper =
  (table: Table) =>
  (record: Record5): Record<string, unknown> =>
    shape(table, record)

/**
 * V5's `timeInForce` in the older long spelling (`GTC` → `GoodTillCancel`).
 *
 * @since 0.1.0
 * @category fields
 */
export const longTimeInForce: Field = (r) => longTif[toText(r.timeInForce)] ?? toText(r.timeInForce)

/**
 * V5's `isMaker` as the older `lastLiquidityInd`.
 *
 * @since 0.1.0
 * @category fields
 */
export const liquidity: Field = (r) => (r.isMaker === true ? "AddedLiquidity" : "RemovedLiquidity")

/**
 * A table's view of a record for the calling account (`userId` fields print its uid).
 *
 * @since 0.1.0
 * @category mapping
 */
export const view =
  (table: Table) =>
  (record: Record5, uid: string, now = 0): Record<string, unknown> =>
    shape(table, record, uid, now)

/**
 * The hot-path check of an order-book frame: the same answer as the validator derived from
 * `WsPublic.OrderbookMessage` (and so as decoding it; a test holds the three together), written out by hand so a
 * frame costs a few property reads and one character scan per decimal, with no closure call per field or level.
 * Private to the library.
 *
 * @since 0.1.0
 */
import * as Validator from "../../Schema/Validator.js"
import type * as WsPublic from "../../Schema/WsPublic.js"

type Fields = Readonly<Record<string, unknown>>

// A struct is a non-null, non-array object (as the derived validator and the Schema read it).
const isStruct = (u: unknown): u is Fields => typeof u === "object" && u !== null && !Array.isArray(u)

// `Schema.Array(Level)`: an array of exactly-two-element arrays of decimal strings.
const isLevels = (u: unknown): boolean => {
  if (!Array.isArray(u)) return false
  for (let i = 0; i < u.length; i++) {
    const level: unknown = u[i]
    if (!Array.isArray(level) || level.length !== 2) return false
    const price: unknown = level[0]
    const size: unknown = level[1]
    if (typeof price !== "string" || typeof size !== "string") return false
    if (!Validator.isDecimalString(price) || !Validator.isDecimalString(size)) return false
  }
  return true
}

// `Schema.optional(Schema.Number)`: absent, `undefined` or a number.
const isOptionalNumber = (u: unknown): boolean => u === undefined || typeof u === "number"

/**
 * The frame, typed, when it decodes as a `WsPublic.OrderbookMessage`; `undefined` otherwise. Nothing is copied
 * (excess properties stay on it, as with the derived validator).
 *
 * @since 0.1.0
 * @category validators
 */
export const validate = (u: unknown): WsPublic.OrderbookMessage | undefined => {
  if (!isStruct(u)) return undefined
  const type = u.type
  if (
    typeof u.topic !== "string" ||
    (type !== "delta" && type !== "snapshot") ||
    typeof u.ts !== "number" ||
    !isOptionalNumber(u.cts)
  ) {
    return undefined
  }
  const data = u.data
  if (
    !isStruct(data) ||
    typeof data.s !== "string" ||
    typeof data.u !== "number" ||
    !isOptionalNumber(data.seq) ||
    !isLevels(data.b) ||
    !isLevels(data.a)
  ) {
    return undefined
  }
  return u as unknown as WsPublic.OrderbookMessage
}

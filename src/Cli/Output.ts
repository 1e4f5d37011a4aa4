/**
 * What the CLI prints: results and messages as JSON (one document per result, one line per streamed message) and
 * failures as the tagged error's JSON on stderr.
 *
 * @since 0.1.0
 */
import * as BigDecimal from "effect/BigDecimal"
import * as Option from "effect/Option"
import * as Predicate from "effect/Predicate"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"

// Values JSON cannot show as they are: exact decimals as strings, secrets redacted, Options unwrapped.
const replacer = (_key: string, value: unknown): unknown => {
  if (typeof value === "bigint") return value.toString()
  if (BigDecimal.isBigDecimal(value)) return BigDecimal.format(value)
  if (Redacted.isRedacted(value)) return "<redacted>"
  if (Option.isOption(value)) return Option.getOrNull(value)
  if (value instanceof Map) return Object.fromEntries(value)
  return value
}

/**
 * A value as JSON text; `indent` 0 gives one line (for streams).
 *
 * @since 0.1.0
 * @category rendering
 */
export const json = (value: unknown, indent = 2): string => JSON.stringify(value, replacer, indent) ?? "null"

/**
 * A result as the exchange would have sent it: encoded back through its schema (classes become plain objects),
 * or as it is when it does not encode.
 *
 * @since 0.1.0
 * @category rendering
 */
export const result = (schema: Schema.ConstraintEncoder<unknown>, value: unknown, indent = 2): string =>
  json(
    Result.getOrElse(Schema.encodeUnknownResult(schema)(value), () => value),
    indent
  )

const describe = (cause: unknown): unknown =>
  cause instanceof Error ? `${cause.name}: ${cause.message}` : Predicate.isString(cause) ? cause : String(cause)

/**
 * A failure as one JSON object: `_tag`, `message` and the error's fields (a nested `cause` as its message); `indent`
 * 0 gives one line.
 *
 * @since 0.1.0
 * @category rendering
 */
export const error = (failure: unknown, indent = 2): string => {
  if (!Predicate.isObject(failure)) return json({ _tag: "Unknown", message: String(failure) }, indent)
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(failure)) fields[key] = key === "cause" ? describe(value) : value
  const tag = "_tag" in failure && Predicate.isString(failure._tag) ? failure._tag : "Unknown"
  const message = "message" in failure && Predicate.isString(failure.message) ? failure.message : undefined
  return json({ _tag: tag, ...(message === undefined ? {} : { message }), ...fields }, indent)
}

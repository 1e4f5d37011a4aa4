/**
 * Request parameters on their way to being signed: dropping (or, in strict mode, rejecting) undefined values, and
 * serialising them into the exact query string that is both signed and sent.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { UndefinedParameter } from "../Errors/config/Request.js"

/**
 * Options of {@link queryString}.
 *
 * @since 0.1.0
 * @category models
 */
export interface QueryStringOptions {
  /** `encodeURIComponent` keys and values (bybit-api's default); `false` sends them raw, as pybit does. */
  readonly encode: boolean
}

/**
 * A copy of `params` without its undefined values; in strict mode the first undefined value fails with
 * `UndefinedParameter` naming it instead. The caller's object is never mutated.
 *
 * @since 0.1.0
 * @category constructors
 */
export const prepare = (
  params: Readonly<Record<string, unknown>>,
  strict: boolean
): Result.Result<Record<string, unknown>, UndefinedParameter> => {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(params)) {
    const value = params[key]
    if (value === undefined) {
      if (strict) return Result.fail(new UndefinedParameter({ parameter: key }))
      continue
    }
    // a plain assignment of "__proto__" would set the prototype instead of copying the parameter
    if (key === "__proto__")
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
    else out[key] = value
  }
  return Result.succeed(out)
}

/**
 * The text of one parameter value: strings as they are, arrays and objects (and `null`) as JSON, anything else
 * through `String`.
 *
 * @since 0.1.0
 * @category serialisation
 */
export const stringify = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value)

/**
 * `k=v&…` in insertion order, without a leading `?`; undefined values are skipped.
 *
 * @since 0.1.0
 * @category serialisation
 */
export const queryString = (params: Readonly<Record<string, unknown>>, options: QueryStringOptions): string => {
  let out = ""
  for (const key of Object.keys(params)) {
    const value = params[key]
    if (value === undefined) continue
    const text = stringify(value)
    if (out.length > 0) out += "&"
    out += options.encode ? `${encodeURIComponent(key)}=${encodeURIComponent(text)}` : `${key}=${text}`
  }
  return out
}

/**
 * The keys of `params` in ascending order (UTF-16 code unit order, as the legacy APIs sort), undefined values
 * skipped.
 *
 * @since 0.1.0
 * @category serialisation
 */
export const sortedKeys = (params: Readonly<Record<string, unknown>>): Array<string> =>
  Object.keys(params)
    .filter((key) => params[key] !== undefined)
    .sort()

/**
 * Legacy serialisation: `k=v&…` with keys ascending and nothing URL-encoded.
 *
 * @since 0.1.0
 * @category serialisation
 */
export const sortedQueryString = (params: Readonly<Record<string, unknown>>): string =>
  sortedKeys(params)
    .map((key) => `${key}=${stringify(params[key])}`)
    .join("&")

/**
 * Errors of the transport: HTTP status, no response, undecodable body.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

// The response's headers, an object of strings: declared with its own check rather than as Schema.Record, whose key
// and value machinery (SchemaAST's record and its parameter parsing) a browser program would carry for this alone.
const HeaderMap = Schema.declare(
  (u: unknown): u is { readonly [name: string]: string } =>
    typeof u === "object" &&
    u !== null &&
    !Array.isArray(u) &&
    Object.values(u).every((value) => typeof value === "string"),
  { expected: "an object of header strings" }
)

/**
 * Any non-200 HTTP response: `code` is the status, `message` the status text, with the raw body and the headers.
 *
 * @since 0.1.0
 * @category errors
 */
export class HttpError extends Schema.TaggedError<HttpError>()("HttpError", {
  code: Schema.Number,
  message: Schema.String,
  endpoint: Schema.String,
  body: Schema.String,
  headers: HeaderMap
}) {}

/**
 * A request that got no response at all (connection refused, reset, timeout): carries the raw cause.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransportError extends Schema.TaggedError<TransportError>()("TransportError", {
  endpoint: Schema.String,
  reason: Schema.Literals(["Transport", "Timeout", "InvalidUrl", "Encode"]),
  cause: Schema.Defect()
}) {
  override get message(): string {
    return `${this.reason} error calling ${this.endpoint}: ${describeCause(this.cause)}`
  }
}

/**
 * A response body that could not be decoded: names the endpoint and the path into the payload that failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class DecodeError extends Schema.TaggedError<DecodeError>()("DecodeError", {
  endpoint: Schema.String,
  path: Schema.String,
  detail: Schema.String
}) {
  override get message(): string {
    return `Could not decode the response of ${this.endpoint} at ${this.path}: ${this.detail}`
  }
}

// Never throws: a cause may be an object without a usable toString (e.g. a null-prototype error event). Follows the
// `cause` chain (fetch's "fetch failed" says nothing; the reason is one level down) and keeps a legacy signed
// query's key and signature out of the text.
const describeCause = (cause: unknown): string => {
  const parts: Array<string> = []
  let current: unknown = cause
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    const text = describeOne(current)
    if (text !== "" && !parts.includes(text)) parts.push(text)
    current = current instanceof Error ? current.cause : undefined
  }
  return redactQuery(parts.join(": "))
}

const describeOne = (cause: unknown): string => {
  if (cause instanceof Error) return cause.message
  if (typeof cause === "string") return cause
  try {
    return String(cause)
  } catch {
    return Object.prototype.toString.call(cause)
  }
}

const sensitiveParam = /([?&](?:api_key|apiKey|sign|signature)=)[^&\s)#]*/g

/**
 * Replaces the values of the legacy signing parameters (`api_key`, `sign`...) in a text that may quote a request URL.
 *
 * @since 0.1.0
 * @category utils
 */
export const redactQuery = (text: string): string => text.replace(sensitiveParam, "$1<redacted>")

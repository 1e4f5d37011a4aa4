/**
 * The V5 headers whose values are secret, in a module of their own: the HTTP steps redact them from every request
 * (signed or not), and importing their names does not bring the signing code (`SignV5` re-exports them).
 *
 * @since 1.0.0
 */

/**
 * `X-BAPI-API-KEY`: the API key.
 *
 * @since 0.1.0
 * @category headers
 */
export const ApiKeyHeader = "X-BAPI-API-KEY"

/**
 * `X-BAPI-SIGN`: the signature.
 *
 * @since 0.1.0
 * @category headers
 */
export const SignHeader = "X-BAPI-SIGN"

/**
 * The header names (lower case, as `effect/http` stores them) whose values must never reach logs or spans:
 * the HTTP layer adds them to `Headers.CurrentRedactedNames`.
 *
 * @since 0.1.0
 * @category headers
 */
export const sensitiveHeaders: ReadonlyArray<string> = [ApiKeyHeader.toLowerCase(), SignHeader.toLowerCase()]

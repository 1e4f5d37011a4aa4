/**
 * The admin API's door (`/__admin/*`): every admin request passes `check` before its route is even looked up, so a
 * route added later is locked like the others. A request is answered only when it comes from a loopback peer
 * (127.0.0.0/8, `::1`, `::ffff:127.x.x.x`; any peer when the emulator was started with `remote`: 403 otherwise),
 * carries the emulator's token as `Authorization: Bearer <token>` (compared in constant time: 401 otherwise) and, for
 * a POST, declares its body `application/json` (415 otherwise). Admin answers carry no CORS headers (`RestServer`
 * leaves them off), so a page on another origin can neither read them nor send the token through a preflight.
 *
 * @since 1.2.0
 */
import * as crypto from "node:crypto"
import * as Redacted from "effect/Redacted"

/**
 * The path prefix of the admin API.
 *
 * @since 1.2.0
 * @category constants
 */
export const prefix = "/__admin"

/**
 * Whether a request path is the admin API's (`/__admin` or anything under it).
 *
 * @since 1.2.0
 * @category routing
 */
export const isAdminPath = (path: string): boolean =>
  path.startsWith(prefix) && (path.length === prefix.length || path.charCodeAt(prefix.length) === 47)

/**
 * What the door checks against: the token, and whether peers beyond the loopback are let in.
 *
 * @since 1.2.0
 * @category models
 */
export interface Gate {
  readonly token: Redacted.Redacted<string>
  /** Let in peers beyond the loopback (`--admin-remote`); the token is still required. */
  readonly remote: boolean
}

/**
 * A fresh token: 32 random bytes as hex (never derived from the seed).
 *
 * @since 1.2.0
 * @category constructors
 */
export const makeToken = (): Redacted.Redacted<string> => Redacted.make(crypto.randomBytes(32).toString("hex"))

/**
 * Why a token someone chose cannot be used, or `undefined` when it can: 16 to 256 visible ASCII characters (it
 * travels in a header).
 *
 * @since 1.2.0
 * @category checks
 */
export const tokenProblem = (token: string): string | undefined =>
  /^[\x21-\x7e]{16,256}$/.test(token)
    ? undefined
    : "the admin token must be 16 to 256 visible ASCII characters (no spaces)"

/**
 * Whether a peer address is the loopback: 127.0.0.0/8, `::1`, or either written as an IPv4-mapped IPv6 address.
 *
 * @since 1.2.0
 * @category checks
 */
export const isLoopback = (address: string): boolean => {
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return v4.split(".").every((part) => Number(part) <= 255)
  return address === "::1" || address === "0:0:0:0:0:0:0:1"
}

/**
 * A request as the door sees it: its method, headers (lower-case names, as `node:http` and `HttpWire` give them) and
 * the peer's address.
 *
 * @since 1.2.0
 * @category models
 */
export interface Knock {
  readonly method: string
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
  readonly ip: string
}

/**
 * A refusal at the door: the HTTP status and why.
 *
 * @since 1.2.0
 * @category models
 */
export interface Refusal {
  readonly status: 401 | 403 | 415
  readonly error: string
}

const header = (knock: Knock, name: string): string | undefined => {
  const value = knock.headers[name]
  return typeof value === "string" ? value : undefined
}

// Both sides hashed first: equal lengths for timingSafeEqual, and no early exit on the first differing byte.
const sameToken = (given: string, token: Redacted.Redacted<string>): boolean =>
  crypto.timingSafeEqual(
    crypto.createHash("sha256").update(given).digest(),
    crypto.createHash("sha256").update(Redacted.value(token)).digest()
  )

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i

/** `application/json`, with parameters (`; charset=utf-8`) or not. */
const isJson = (contentType: string | undefined): boolean =>
  contentType !== undefined && /^application\/json[ \t]*(;.*)?$/i.test(contentType.trim())

/**
 * Checks a request at the door: the peer (403), the token (401), then a POST's content type (415). `undefined`
 * lets it in.
 *
 * @since 1.2.0
 * @category checks
 */
export const check = (gate: Gate, knock: Knock): Refusal | undefined => {
  if (!gate.remote && !isLoopback(knock.ip))
    return {
      status: 403,
      error: "the admin API answers loopback peers only (start the emulator with --admin-remote to allow others)"
    }
  const bearer = BEARER.exec(header(knock, "authorization") ?? "")
  if (bearer === null || !sameToken(bearer[1] as string, gate.token))
    return {
      status: 401,
      error: "the admin API needs the emulator's token: Authorization: Bearer <adminToken from the ready line>"
    }
  if (knock.method === "POST" && !isJson(header(knock, "content-type")))
    return { status: 415, error: "an admin request's body must be sent as Content-Type: application/json" }
  return undefined
}

/**
 * The headers a program sends to call the admin API over HTTP: the token and the JSON content type.
 *
 * @since 1.2.0
 * @category constructors
 */
export const headers = (token: Redacted.Redacted<string>): Record<string, string> => ({
  authorization: `Bearer ${Redacted.value(token)}`,
  "content-type": "application/json"
})

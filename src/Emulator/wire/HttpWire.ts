/**
 * The HTTP/1.1 wire format for the REST server's fast path: reads the head of a plain request off the bytes a
 * socket delivered and writes an answer's head the way `node:http` writes it. Only the plainest requests are read
 * here (an `HTTP/1.1` request line with a conservative target, token header names, printable values without
 * trailing blanks, no repeated header, a `Host`, a decimal `Content-Length` within the body limit, no
 * `Transfer-Encoding`, `Upgrade`, `Expect` or `Connection` other than `keep-alive`); anything else is `other`,
 * and the server hands the connection to `node:http`, which then answers it exactly as it always did.
 *
 * @since 0.1.0
 */
import * as http from "node:http"

/**
 * A request head read whole, with where its body lies in the bytes.
 *
 * @since 0.1.0
 * @category models
 */
export interface Head {
  readonly method: string
  readonly url: string
  /** Lower-case names, as `node:http` gives them (none repeated here). */
  readonly headers: Record<string, string>
  /** Where the body starts. */
  readonly bodyStart: number
  /** The declared `Content-Length` (0 when absent). */
  readonly bodyLength: number
}

/**
 * What the bytes from an offset hold: a head (its body may still be incomplete), not yet a whole head
 * (`partial`), or a request the fast path leaves to `node:http` (`other`).
 *
 * @since 0.1.0
 * @category models
 */
export type Read = Head | "partial" | "other"

/**
 * The largest head the fast path reads (`node:http` accepts 16 KB; a larger one is left to it).
 *
 * @since 0.1.0
 * @category constants
 */
export const maxHeadBytes = 8192

const maxHeaders = 64

const HEAD_END = Buffer.from("\r\n\r\n", "latin1")

// The methods the emulator serves; HEAD, CONNECT and the rest go to node:http.
const REQUEST_LINE = /^(GET|POST|OPTIONS|DELETE) (\/[A-Za-z0-9\-._~:/?[\]@!$&'()*+,;=%]*) HTTP\/1\.1$/

// A token name, a colon, optional blanks, then a printable value that neither starts nor ends with a blank.
const HEADER_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[ \t]*((?:[\x21-\x7e](?:[\x20-\x7e\t]*[\x21-\x7e])?)?)$/

const DIGITS = /^\d{1,9}$/

/**
 * Reads the request head that starts at `offset` in `bytes`.
 *
 * @since 0.1.0
 * @category parsing
 */
export const readHead = (bytes: Buffer, offset: number, maxBodyBytes: number): Read => {
  const end = bytes.indexOf(HEAD_END, offset)
  if (end < 0) return bytes.length - offset > maxHeadBytes ? "other" : "partial"
  if (end - offset > maxHeadBytes) return "other"
  const lines = bytes.toString("latin1", offset, end).split("\r\n")
  const first = REQUEST_LINE.exec(lines[0] as string)
  if (first === null || lines.length > maxHeaders + 1) return "other"
  const headers: Record<string, string> = {}
  for (let i = 1; i < lines.length; i++) {
    const line = HEADER_LINE.exec(lines[i] as string)
    if (line === null) return "other"
    const name = (line[1] as string).toLowerCase()
    if (name in headers) return "other"
    headers[name] = line[2] as string
  }
  if (headers.host === undefined || headers["transfer-encoding"] !== undefined) return "other"
  if (headers.upgrade !== undefined || headers.expect !== undefined) return "other"
  const connection = headers.connection
  if (connection !== undefined && connection.toLowerCase() !== "keep-alive") return "other"
  const declared = headers["content-length"]
  let bodyLength = 0
  if (declared !== undefined) {
    if (!DIGITS.test(declared)) return "other"
    bodyLength = Number(declared)
    if (bodyLength > maxBodyBytes) return "other"
  }
  return { method: first[1] as string, url: first[2] as string, headers, bodyStart: end + 4, bodyLength }
}

// An http(s) scheme and authority: what a client sends through an HTTP proxy in front of the path.
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i

/**
 * The origin form (`/path?query`) of a request target. A client that sends through an HTTP proxy (axios with
 * `proxy`, curl with `-x`) writes the absolute form, `GET https://api.bybit.com/v5/market/time HTTP/1.1`, and an
 * HTTP/1.1 server must accept it (RFC 9112 §3.2.2): its scheme and authority are dropped, the `Host` header is not
 * read for routing either way. Any other target is returned unchanged.
 *
 * @since 1.2.0
 * @category parsing
 */
export const originForm = (target: string): string => {
  if (target.charCodeAt(0) === 47) return target // the usual "/…": no regular expression on the hot path
  const authority = ABSOLUTE_FORM.exec(target)
  if (authority === null) return target
  const rest = target.slice(authority[0].length)
  return rest.charCodeAt(0) === 47 ? rest : `/${rest}`
}

const statusLines = new Map<number, string>()

// What node:http adds after an answer's own headers on a kept-alive HTTP/1.1 connection (default 5 s timeout).
const KEEP_ALIVE = "Connection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n"

/**
 * The head `node:http` writes for a status and a flat header list (`[name, value, ...]`) on a kept-alive
 * HTTP/1.1 connection with the date header turned off.
 *
 * @since 0.1.0
 * @category writing
 */
export const writeHead = (status: number, list: ReadonlyArray<string>): string => {
  let line = statusLines.get(status)
  if (line === undefined) {
    line = `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? "unknown"}\r\n`
    statusLines.set(status, line)
  }
  let head = line
  for (let i = 0; i < list.length; i += 2) head += `${list[i]}: ${list[i + 1]}\r\n`
  return head + KEEP_ALIVE
}

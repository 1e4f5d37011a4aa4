/**
 * Request authentication as the exchange documents it, written independently of the library's `src/Signing` (so
 * one shared bug cannot make both ends agree): V5 `X-BAPI-*` headers with an HMAC-SHA256 (lowercase hex) or
 * SHA256withRSA (base64) signature over `timestamp + apiKey + recvWindow + payload`, where the payload is the raw
 * query string (GET) or the raw body (POST) exactly as received; the window
 * `server_time - recv_window <= timestamp < server_time + 1000`; then the key's rights (`Rights`, the one check
 * every door asks: IP whitelist, read-only flag, master/sub status and per-endpoint permission). The legacy signed-parameter style (sorted `k=v` pairs with
 * `api_key`, `timestamp`, `sign`) is verified by `verifyLegacy`.
 *
 * @since 0.1.0
 */
import * as crypto from "node:crypto"
import type * as Endpoint from "../../Http/Endpoint.js"
import type { Credential } from "../books/ApiKeys.js"
import * as Rights from "./Rights.js"

/**
 * An API key as the emulator stores it (defined with the keys, in `books/ApiKeys`).
 *
 * @since 0.1.0
 * @category models
 */
export type { Credential } from "../books/ApiKeys.js"

/**
 * A refusal: a V5 `retCode` with the exchange's message, or (when `status` is not 200) a bare HTTP status.
 *
 * @since 0.1.0
 * @category models
 */
export interface Failure {
  readonly ok: false
  readonly status: number
  readonly retCode: number
  readonly retMsg: string
}

/**
 * An authenticated request: the key and the receive window that was used.
 *
 * @since 0.1.0
 * @category models
 */
export interface Authenticated {
  readonly ok: true
  readonly credential: Credential
  readonly timestamp: number
  readonly recvWindow: number
}

/**
 * What the authenticator reads of a request: lower-case header names, the raw query (without `?`) and raw body.
 *
 * @since 0.1.0
 * @category models
 */
export interface SignedRequest {
  readonly method: string
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
  readonly rawQuery: string
  readonly rawBody: string
}

/**
 * The default receive window when `X-BAPI-RECV-WINDOW` is absent (docs: 5000 ms).
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultRecvWindow = 5000

/**
 * The exchange's messages for the authentication codes.
 *
 * @since 0.1.0
 * @category constants
 */
export const messages = {
  invalidKey: "API key is invalid.",
  permission: Rights.messages.rest.permission,
  unmatchedIp: Rights.messages.rest.unmatchedIp,
  timestamp: (timestamp: string, server: number, recvWindow: string) =>
    `invalid request, please check your server timestamp or recv_window param. req_timestamp[${timestamp}],server_timestamp[${server}],recv_window[${recvWindow}]`,
  sign: (origin: string) => `error sign! origin_string[${origin}]`
} as const

const fail = (retCode: number, retMsg: string, status = 200): Failure => ({ ok: false, status, retCode, retMsg })

const header = (req: SignedRequest, name: string): string | undefined => {
  const v = req.headers[name]
  return typeof v === "string" ? v : v?.[0]
}

// Importing the secret is a good part of an HMAC's cost; the keys are the exchange's own few, so each is kept.
const secretKeys = new Map<string, crypto.KeyObject>()

const hmacHex = (secret: string, payload: string): string => {
  let key = secretKeys.get(secret)
  if (key === undefined) {
    key = crypto.createSecretKey(Buffer.from(secret, "utf8"))
    // a process that registers key after key (a long test run) keeps a bounded set
    if (secretKeys.size >= 1024) secretKeys.clear()
    secretKeys.set(secret, key)
  }
  return crypto.createHmac("sha256", key).update(payload).digest("hex")
}

// Constant time over the characters, without the two buffers a `timingSafeEqual` needs.
const safeEqual = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

const verifySignature = (credential: Credential, payload: string, signature: string): boolean => {
  if (credential.rsaPublicKeyPem !== undefined) {
    try {
      return crypto.verify("sha256", Buffer.from(payload), credential.rsaPublicKeyPem, Buffer.from(signature, "base64"))
    } catch {
      return false
    }
  }
  if (credential.secret === undefined) return false
  // The docs specify lowercase hex; case is not meaningful in hex, so an upper-case signature is the same value.
  return safeEqual(hmacHex(credential.secret, payload), signature.toLowerCase())
}

/**
 * Whether the timestamp is inside the receive window of the server clock.
 *
 * @since 0.1.0
 * @category auth
 */
export const inWindow = (timestamp: number, recvWindow: number, serverTime: number): boolean =>
  serverTime - recvWindow <= timestamp && timestamp < serverTime + 1000

/**
 * Verifies a V5 header-signed request: the key (10003), the timestamp window (10002) and the signature over the
 * raw bytes (10004). Missing auth headers are an HTTP 401, as the docs' HTTP code table says.
 *
 * @since 0.1.0
 * @category auth
 */
export const verifyV5 = (
  req: SignedRequest,
  lookup: (apiKey: string) => Credential | undefined,
  serverTime: number
): Authenticated | Failure => {
  const apiKey = header(req, "x-bapi-api-key")
  const timestampText = header(req, "x-bapi-timestamp")
  const signature = header(req, "x-bapi-sign")
  if (apiKey === undefined || timestampText === undefined || signature === undefined) {
    return fail(401, "Unauthorized", 401)
  }
  const credential = lookup(apiKey)
  if (credential === undefined) return fail(10003, messages.invalidKey)
  const recvText = header(req, "x-bapi-recv-window")
  const recvWindow = recvText === undefined ? defaultRecvWindow : Number(recvText)
  const timestamp = Number(timestampText)
  if (!/^\d+$/.test(timestampText) || !Number.isFinite(recvWindow) || !inWindow(timestamp, recvWindow, serverTime)) {
    return fail(10002, messages.timestamp(timestampText, serverTime, recvText ?? String(defaultRecvWindow)))
  }
  const payload = req.method === "GET" ? req.rawQuery : req.rawBody
  const origin = `${timestampText}${apiKey}${recvText ?? ""}${payload}`
  if (!verifySignature(credential, origin, signature)) return fail(10004, messages.sign(origin))
  return { ok: true, credential, timestamp, recvWindow }
}

/**
 * Verifies a legacy (pre-V5) signed-parameter request: the params include `api_key`, `timestamp`, optional
 * `recv_window` (or `recvWindow`) and `sign` = hex HMAC-SHA256 of the other params sorted by key and joined as
 * `k=v&...` without URL-encoding.
 *
 * @since 0.1.0
 * @category auth
 */
export const verifyLegacy = (
  params: Readonly<Record<string, string>>,
  lookup: (apiKey: string) => Credential | undefined,
  serverTime: number
): Authenticated | Failure => {
  const apiKey = params.api_key
  const timestampText = params.timestamp
  const signature = params.sign
  if (apiKey === undefined || timestampText === undefined || signature === undefined) {
    return fail(10001, "params error: api_key, timestamp and sign are required")
  }
  const credential = lookup(apiKey)
  if (credential === undefined) return fail(10003, messages.invalidKey)
  const recvText = params.recv_window ?? params.recvWindow
  const recvWindow = recvText === undefined ? defaultRecvWindow : Number(recvText)
  const timestamp = Number(timestampText)
  if (!Number.isFinite(timestamp) || !Number.isFinite(recvWindow) || !inWindow(timestamp, recvWindow, serverTime)) {
    return fail(10002, messages.timestamp(timestampText, serverTime, recvText ?? String(defaultRecvWindow)))
  }
  const origin = Object.keys(params)
    .filter((k) => k !== "sign")
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&")
  if (credential.secret === undefined || !safeEqual(hmacHex(credential.secret, origin), signature.toLowerCase())) {
    return fail(10004, messages.sign(origin))
  }
  return { ok: true, credential, timestamp, recvWindow }
}

/**
 * Whether the key holds a permission (`Rights.hasPermission`).
 *
 * @since 0.1.0
 * @category auth
 */
export const hasPermission: (credential: Credential, permission: Endpoint.Permission) => boolean = Rights.hasPermission

/**
 * Checks an authenticated key against an endpoint, worded for V5 REST: the one check of rights every door asks
 * (`Rights.check`: bound IPs 10010; master-only, read-only writes and the endpoint's permission 10005).
 *
 * @since 0.1.0
 * @category auth
 */
export const authorize = (
  credential: Credential,
  endpoint: Rights.Asked,
  params: Readonly<Record<string, unknown>>,
  ip: string
): Failure | undefined => {
  const refused = Rights.check(credential, ip, endpoint, params)
  return refused === undefined ? undefined : fail(refused.retCode, Rights.message("rest", refused))
}

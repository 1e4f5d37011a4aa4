/**
 * The emulator's WebSocket `auth` check: `GET/realtime` + expires signed with the key's HMAC secret (hex) or RSA
 * private key (base64), verified here independently of the library's signing, with the refusals the exchange
 * answers (bad parameters, expired request, unknown key, wrong signature, a second `auth` on one connection).
 *
 * Plain synchronous TypeScript; time is passed in.
 *
 * @since 0.2.0
 */
import * as crypto from "node:crypto"
import * as Rights from "./Rights.js"

/**
 * What `auth` needs of an API key: its owner and its HMAC secret or RSA public key (`Exchange.apiKey` answers
 * with a compatible `ApiKeyInfo`).
 *
 * @since 0.1.0
 * @category models
 */
export interface WsKey {
  readonly apiKey: string
  readonly uid: string
  readonly kind: "hmac" | "rsa"
  /** The HMAC secret ("" for an RSA key). */
  readonly secret: string
  /** The RSA public key in PEM ("" for an HMAC key). */
  readonly publicKeyPem: string
}

/**
 * The outcome of an `auth` request: the key, or why it was refused — the private stream's `ret_msg` and the trade
 * channel's `retCode`/`retMsg` (20001 repeat auth, 10004 invalid sign, 10003 unknown key, 10001 param error, and
 * the key's rights: 10010 bound to another IP).
 *
 * @since 0.1.0
 * @category models
 */
export type AuthResult =
  | { readonly ok: true; readonly key: WsKey }
  | {
      readonly ok: false
      readonly reason: "params" | "expired" | "key" | "sign" | "repeat" | "rights"
      readonly message: string
      readonly retCode: number
      readonly retMsg: string
    }

/**
 * A login the one check of rights refused (`Rights.check` without an endpoint: the key's bound IPs), worded for
 * the private stream (`ret_msg`) and the trade stream (`retCode`/`retMsg`).
 *
 * @since 1.2.0
 * @category auth
 */
export const refusedRights = (refusal: Rights.Refusal): AuthResult => ({
  ok: false,
  reason: "rights",
  message: Rights.message("private", refusal),
  retCode: refusal.retCode,
  retMsg: Rights.message("trade", refusal)
})

/** The private stream answers "Params Error" for expired and invalid requests alike, as the exchange does. */
const refuse = (reason: "params" | "expired" | "key" | "sign" | "repeat"): AuthResult => {
  switch (reason) {
    case "repeat":
      return { ok: false, reason, message: "Repeat auth", retCode: 20001, retMsg: "Repeat auth" }
    case "sign":
      return {
        ok: false,
        reason,
        message: "Params Error",
        retCode: 10004,
        retMsg: "Error sign, please check your signature generation algorithm."
      }
    case "key":
      return { ok: false, reason, message: "Params Error", retCode: 10003, retMsg: "API key is invalid." }
    default:
      return { ok: false, reason, message: "Params Error", retCode: 10001, retMsg: "Params Error" }
  }
}

/**
 * The refusal of a second `auth` on an authenticated connection.
 *
 * @since 0.1.0
 * @category auth
 */
export const repeatAuth: AuthResult = refuse("repeat")

/**
 * The refusal of a key the exchange does not know (as `verifyAuth` answers an unknown key).
 *
 * @since 1.2.0
 * @category auth
 */
export const unknownKey: AuthResult = refuse("key")

const signatureMatches = (key: WsKey, payload: string, signature: string): boolean => {
  if (key.kind === "rsa") {
    try {
      return crypto.verify("sha256", Buffer.from(payload), key.publicKeyPem, Buffer.from(signature, "base64"))
    } catch {
      return false
    }
  }
  const expected = Buffer.from(crypto.createHmac("sha256", key.secret).update(payload).digest("hex"))
  const given = Buffer.from(signature.toLowerCase())
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}

/**
 * Checks `{"op":"auth","args":[apiKey, expires, signature]}`: `expires` (ms, number or digit string) must be
 * later than the server time, the key must exist, and the signature must be the HMAC-SHA256 hex (HMAC keys) or the
 * SHA256withRSA base64 (RSA keys) of `"GET/realtime" + expires`.
 *
 * @since 0.1.0
 * @category auth
 */
export const verifyAuth = (
  args: ReadonlyArray<unknown> | undefined,
  lookup: (apiKey: string) => WsKey | undefined,
  now: number
): AuthResult => {
  if (args === undefined || args.length < 3) return refuse("params")
  const [apiKey, expires, signature] = args
  if (typeof apiKey !== "string" || typeof signature !== "string") return refuse("params")
  const expiresText =
    typeof expires === "number" && Number.isInteger(expires)
      ? String(expires)
      : typeof expires === "string"
        ? expires
        : ""
  if (!/^\d+$/.test(expiresText)) return refuse("params")
  if (Number(expiresText) <= now) return refuse("expired")
  const key = lookup(apiKey)
  if (key === undefined) return refuse("key")
  if (!signatureMatches(key, `GET/realtime${expiresText}`, signature)) return refuse("sign")
  return { ok: true, key }
}

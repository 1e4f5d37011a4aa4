/**
 * The one check of an API key's rights that every door of the emulator asks: V5 REST, the private stream's and the
 * trade stream's `auth`, each `/v5/trade` order op, the older REST families and the legacy spot v1 private socket.
 * Given the key, the peer's IP and what is asked — an endpoint definition (its permission rule, master-only flag and
 * whether it writes) and the parameters its permission depends on, or nothing for a login — it answers allowed or
 * which refusal: bound IPs (10010), then master-only, read-only writes and the endpoint's permission (all 10005).
 * The doors word a refusal in their own shape; `message` gives each door's wording.
 *
 * Plain synchronous TypeScript over the key as the authenticator reads it (`books/ApiKeys.Credential`).
 *
 * @since 1.2.0
 */
import * as Endpoint from "../../Http/Endpoint.js"
import type { Credential } from "../books/ApiKeys.js"

/**
 * What an endpoint asks of a key, read from its definition: the permission rule, master-only, and (from the verb
 * and `idempotent`) whether it writes.
 *
 * @since 1.2.0
 * @category models
 */
export type Asked = Pick<Endpoint.Any, "permission" | "masterOnly" | "method" | "idempotent">

/**
 * Why a key was refused: its bound IPs do not include the peer (10010), or it lacks the right (10005: master-only,
 * a write with a read-only key, or a permission the endpoint needs).
 *
 * @since 1.2.0
 * @category models
 */
export type Refusal =
  | { readonly reason: "unmatchedIp"; readonly retCode: 10010 }
  | { readonly reason: "permission"; readonly retCode: 10005 }

/**
 * The doors that word a refusal: V5 REST, the trade stream (`/v5/trade`), the private stream's `auth`
 * (`ret_msg`), the older REST families with the `ret_code` envelope (v2, spot v1) and with the V3 `retCode`
 * envelope.
 *
 * @since 1.2.0
 * @category models
 */
export type Door = "rest" | "trade" | "private" | "legacy" | "legacyV3"

const unmatchedIp: Refusal = { reason: "unmatchedIp", retCode: 10010 }
const denied: Refusal = { reason: "permission", retCode: 10005 }

/**
 * Each door's wording of the refusals.
 *
 * V5: the error-code table (docs/v5/error). Trade stream: its pages give no wording of their own; 10005 is worded as
 * a captured `/v5/trade` answer words it (no header, no data), 10010 as the V5 table. Private `auth`: the answer's
 * shape (docs/v5/websocket/wss-authentication) with the V5 table's wording. Older families: docs-legacy
 * locales/en.yml, `err_10005`/`err_10010` (v2, spot v1) and `v3_err_10005`/`v3_err_10010` (V3).
 *
 * @since 1.2.0
 * @category constants
 */
export const messages: Readonly<Record<Door, Readonly<Record<Refusal["reason"], string>>>> = {
  rest: {
    unmatchedIp: "Unmatched IP, please check your API key's bound IP addresses.",
    permission: "Permission denied, please check your API key permissions."
  },
  trade: {
    unmatchedIp: "Unmatched IP, please check your API key's bound IP addresses.",
    permission: "Permission denied for current apikey"
  },
  private: {
    unmatchedIp: "Unmatched IP, please check your API key's bound IP addresses.",
    permission: "Permission denied, please check your API key permissions."
  },
  legacy: { unmatchedIp: "Request IP mismatch.", permission: "Permission denied for current apikey" },
  legacyV3: { unmatchedIp: "unmatched IP", permission: "Permission denied" }
}

/**
 * A refusal as a door words it.
 *
 * @since 1.2.0
 * @category refusals
 */
export const message = (door: Door, refusal: Refusal): string => messages[door][refusal.reason]

/**
 * Whether a peer may use the key: no bound IPs (or `*`) means any; an IPv4 peer seen as `::ffff:a.b.c.d` matches
 * `a.b.c.d`.
 *
 * @since 1.2.0
 * @category rights
 */
export const ipAllowed = (credential: Credential, ip: string): boolean => {
  if (credential.ips.length === 0 || credential.ips.includes("*")) return true
  const plain = ip.startsWith("::ffff:") ? ip.slice(7) : ip
  return credential.ips.includes(plain) || credential.ips.includes(ip)
}

/**
 * The permissions a sub account's key holds under another name than the master's, from the docs' table of key
 * permissions (docs/v5/user/apikey-info: Wallet `SubMemberTransfer` for a master account, `SubMemberTransferList` for
 * a sub account; the universal-transfer pages: "Sub acct api key needs SubMemberTransferList"). Definitions state the
 * master's name, as the pages do.
 *
 * @since 1.2.0
 * @category constants
 */
export const subAccountNames: Readonly<Record<string, Endpoint.Permission>> = {
  "Wallet.SubMemberTransfer": { group: "Wallet", name: "SubMemberTransferList" }
}

/**
 * Whether the key holds a permission (a sub account's key by its own name for it, `subAccountNames`).
 *
 * @since 1.2.0
 * @category rights
 */
export const hasPermission = (credential: Credential, permission: Endpoint.Permission): boolean => {
  if ((credential.permissions[permission.group] ?? []).includes(permission.name)) return true
  if (credential.isMaster) return false
  const sub = subAccountNames[`${permission.group}.${permission.name}`]
  return sub !== undefined && (credential.permissions[sub.group] ?? []).includes(sub.name)
}

// One permission, or any one of several; per request, so no array is made for the single case.
const meets = (credential: Credential, required: Endpoint.Required): boolean =>
  "anyOf" in required
    ? required.anyOf.some((one) => hasPermission(credential, one))
    : hasPermission(credential, required)

/**
 * Whether an endpoint changes something (a read-only key may not call it): not a GET and not marked idempotent
 * (the reads sent as POST are).
 *
 * @since 1.2.0
 * @category rights
 */
export const writes = (asked: Asked): boolean => asked.method !== "GET" && !asked.idempotent

/**
 * The one check: `undefined` when the key may do what is asked from this peer, else the refusal. Without `asked`
 * (a login) only the bound IPs are checked: any key may read its own streams.
 *
 * @since 1.2.0
 * @category rights
 */
export const check = (
  credential: Credential,
  ip: string,
  asked?: Asked,
  params: Readonly<Record<string, unknown>> = {}
): Refusal | undefined => {
  if (!ipAllowed(credential, ip)) return unmatchedIp
  if (asked === undefined) return undefined
  if (asked.masterOnly && !credential.isMaster) return denied
  if (credential.readOnly && writes(asked)) return denied
  const required = Endpoint.permissionFor(asked, params)
  if (required !== undefined && !meets(credential, required)) return denied
  return undefined
}

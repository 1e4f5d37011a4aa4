/**
 * What a state file must hold beyond its format (`SavedState`), checked as strictly as an accounts description and the
 * admin API check the same things (issue 69: a hand-edited file loaded `readOnly: "x"` as a key that trades, and
 * balances of 1e20 or -5): each wallet balance within the admin API's bounds, and, once the snapshot is restored, every
 * API key's fields of the kinds and values the exchange writes. A refusal names the entry: the wallet by account, type
 * and coin, the key by its key string and owner, and the field.
 *
 * What no check can tell: a value of the right kind edited to another valid one (a read-only key made full, a balance
 * raised within the bounds, an IP list emptied, which means "any address" as when a key is made without one) is a
 * state the exchange could have reached.
 *
 * @since 1.3.0
 * @internal
 */
import { type Accounts, parsePermissions, permissionGroups } from "./books/Accounts.js"
import { maxAmountDigits } from "./wire/AdminBodies.js"

/**
 * A refused entry: where, and why.
 *
 * @since 1.3.0
 * @category models
 */
export interface Problem {
  readonly entry: string
  readonly reason: string
}

const magnitude = new RegExp(`^-?\\d{1,${maxAmountDigits}}(\\.\\d+)?$`)

/**
 * Why a saved wallet balance is refused, or `undefined`: its magnitude is below 10^15 (the admin API's bound), and a
 * funding wallet never owes (a unified one may: a realised loss, a fee or a borrowing leaves it below zero).
 *
 * @since 1.3.0
 * @category checks
 */
export const walletProblem = (
  w: { readonly uid: string; readonly accountType: string; readonly coin: string; readonly balance: string },
  index: number
): Problem | undefined => {
  const entry = `wallets[${index}].balance (${w.uid} ${w.accountType} ${w.coin})`
  if (!magnitude.test(w.balance))
    return { entry, reason: `${w.balance} is out of bounds (a balance is below 1e${maxAmountDigits})` }
  if (w.accountType === "FUND" && w.balance.startsWith("-"))
    return { entry, reason: `${w.balance}: a funding wallet never holds less than 0` }
  return undefined
}

const ip = /^(\*|[0-9A-Fa-f.:]{2,45})$/

/**
 * The first API key of a restored state whose fields are not of the kinds and values the exchange writes: `readOnly`
 * 0 or 1, `kind` hmac or rsa (an HMAC key with a secret, an RSA key with a public key), `isMaster` a boolean when set,
 * the owner an account of the exchange, at most 100 bound addresses each an IP or `*`, and every permission group a
 * list of the values the exchange accepts for it.
 *
 * @since 1.3.0
 * @category checks
 */
export const keyProblem = (accounts: Accounts): Problem | undefined => {
  for (const k of accounts.keyList()) {
    const at = (field: string) => `API key ${String(k.apiKey)} (uid ${String(k.uid)}).${field}`
    const raw = k as unknown as Record<string, unknown>
    if (raw.readOnly !== 0 && raw.readOnly !== 1)
      return { entry: at("readOnly"), reason: `${JSON.stringify(raw.readOnly)} is not 0 or 1` }
    if (raw.kind !== "hmac" && raw.kind !== "rsa")
      return { entry: at("kind"), reason: `${JSON.stringify(raw.kind)} is not "hmac" or "rsa"` }
    if (raw.kind === "hmac" && (typeof raw.secret !== "string" || raw.secret === ""))
      return { entry: at("secret"), reason: "an HMAC key has a secret" }
    if (raw.kind === "rsa" && (typeof raw.publicKeyPem !== "string" || !raw.publicKeyPem.includes("PUBLIC KEY")))
      return { entry: at("publicKeyPem"), reason: "an RSA key has a PEM public key" }
    if (raw.isMaster !== undefined && typeof raw.isMaster !== "boolean")
      return { entry: at("isMaster"), reason: `${JSON.stringify(raw.isMaster)} is not a boolean` }
    if (typeof raw.uid !== "string" || accounts.member(raw.uid) === undefined)
      return { entry: at("uid"), reason: "not an account of the exchange" }
    const ips = raw.ips
    if (!Array.isArray(ips) || ips.length > 100)
      return { entry: at("ips"), reason: "a list of at most 100 IP addresses (empty or * for any)" }
    const badIp = ips.findIndex((x) => typeof x !== "string" || !ip.test(x))
    if (badIp >= 0)
      return { entry: at(`ips[${badIp}]`), reason: `${JSON.stringify(ips[badIp])} is not an IP address or *` }
    const permissions = raw.permissions
    const parsed = parsePermissions(permissions)
    if ("invalid" in parsed)
      return { entry: at(`permissions.${parsed.invalid}`), reason: "not a permission the exchange grants" }
    const missing = permissionGroups.find((g) => !Array.isArray((permissions as Record<string, unknown>)[g]))
    if (missing !== undefined) return { entry: at(`permissions.${missing}`), reason: "a permission group is a list" }
  }
  return undefined
}

/**
 * The emulator's API keys as the authenticator reads them, and the keys the admin API registers: both over the one key
 * store the desks read (`Accounts`), so a key added by the admin API is listed, changed and deleted like one created
 * through `/v5/user/create-sub-api`.
 *
 * @since 0.1.0
 */

import { generateKeyPairSync } from "node:crypto"
import { type Accounts, noPermissions } from "./Accounts.js"

/**
 * An API key as the emulator stores it: HMAC keys carry their `secret`, RSA keys the registered public key.
 * `permissions` is the key's permission map as `/v5/user/query-api` shows it (group → names).
 *
 * @since 0.1.0
 * @category models
 */
export interface Credential {
  readonly apiKey: string
  readonly secret?: string | undefined
  readonly rsaPublicKeyPem?: string | undefined
  readonly uid: string
  readonly isMaster: boolean
  readonly readOnly: boolean
  readonly permissions: Readonly<Record<string, ReadonlyArray<string>>>
  /** Bound IPs; empty (or containing `*`) means any. */
  readonly ips: ReadonlyArray<string>
}

// The credential of each stored key, kept: a signed request does not allocate its credential.
const credentials = new WeakMap<object, Credential>()

/**
 * A key as the authenticator reads it (REST, legacy REST): secret or RSA public key, owner, master status (the admin
 * API's choice, else the owner's), read-only flag, permissions and bound IPs. Built once per stored key and reused
 * while every field it copies is unchanged (a key's permissions, IPs and read-only flag change in place).
 *
 * @since 0.1.0
 * @category keys
 */
export const credentialOf = (
  accounts: Accounts,
  isMaster: (uid: string) => boolean,
  key: string
): Credential | undefined => {
  const k = accounts.key(key)
  if (k === undefined) return undefined
  const secret = k.kind === "hmac" && k.secret !== "" ? k.secret : undefined
  const rsaPublicKeyPem = k.kind === "rsa" ? k.publicKeyPem : undefined
  const master = k.isMaster ?? isMaster(k.uid)
  const kept = credentials.get(k)
  if (
    kept !== undefined &&
    kept.apiKey === k.apiKey &&
    kept.secret === secret &&
    kept.rsaPublicKeyPem === rsaPublicKeyPem &&
    kept.uid === k.uid &&
    kept.isMaster === master &&
    kept.readOnly === (k.readOnly === 1) &&
    kept.permissions === (k.permissions as unknown) &&
    kept.ips === k.ips
  ) {
    return kept
  }
  const credential: Credential = {
    apiKey: k.apiKey,
    secret,
    rsaPublicKeyPem,
    uid: k.uid,
    isMaster: master,
    readOnly: k.readOnly === 1,
    permissions: k.permissions as unknown as Readonly<Record<string, ReadonlyArray<string>>>,
    ips: k.ips
  }
  credentials.set(k, credential)
  return credential
}

/**
 * Registers a key the admin API names (its key string, secret or RSA public key, owner, permissions, read-only flag,
 * bound IPs) in the key store: `/v5/user/query-api` shows it, the update and delete endpoints change and end it.
 * Missing permission groups are empty; the note is "admin".
 *
 * @since 0.1.0
 * @category keys
 */
export const register = (accounts: Accounts, credential: Credential, now: number): void => {
  const rsa = credential.rsaPublicKeyPem !== undefined
  accounts.registerKey({
    apiKey: credential.apiKey,
    uid: credential.uid,
    kind: rsa ? "rsa" : "hmac",
    secret: rsa ? "" : (credential.secret ?? ""),
    publicKeyPem: credential.rsaPublicKeyPem ?? "",
    readOnly: credential.readOnly ? 1 : 0,
    ips: credential.ips,
    permissions: { ...noPermissions, ...credential.permissions },
    note: "admin",
    now,
    isMaster: credential.isMaster
  })
}

/**
 * A fresh RSA key pair (2048 bits, PEM) for the emulator's seeded RSA API key, when none is given.
 *
 * @since 1.1.0
 * @category keys
 */
export const generateRsa = (): { readonly publicKeyPem: string; readonly privateKeyPem: string } => {
  const pair = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" }
  })
  return { publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey }
}

/**
 * The emulator's RSA pair, made on first read (`generateRsa`): 2048-bit key generation costs tens of milliseconds,
 * paid only by an exchange that serves an RSA key of its own pair (the default accounts' RSA key), never by one
 * whose accounts use HMAC alone (a sweep's run).
 *
 * @since 2.0.0
 * @category keys
 */
export const lazyRsa = (): { readonly publicKeyPem: string; readonly privateKeyPem: string } => {
  let pair: { readonly publicKeyPem: string; readonly privateKeyPem: string } | undefined
  const made = () => (pair ??= generateRsa())
  return {
    get publicKeyPem() {
      return made().publicKeyPem
    },
    get privateKeyPem() {
      return made().privateKeyPem
    }
  }
}

/**
 * The seeded RSA key's credentials over a pair made on first read (`lazyRsa`): its PEMs are read through.
 *
 * @since 2.0.0
 * @category keys
 */
export const rsaCredentials = (
  apiKey: string,
  pair: { readonly publicKeyPem: string; readonly privateKeyPem: string }
): { readonly apiKey: string; readonly publicKeyPem: string; readonly privateKeyPem: string } => ({
  apiKey,
  get publicKeyPem() {
    return pair.publicKeyPem
  },
  get privateKeyPem() {
    return pair.privateKeyPem
  }
})

/**
 * Opens the accounts a description names (`AccountsDescription`) on the exchange's books, through the operations the
 * exchange and its admin API already use: members as `create-sub-member` and sign-ups open them, keys as
 * `create-sub-api` adds them, balances as `admin.setBalance`, the account mode as `admin.setAccountMode`, MMP as
 * `admin.grantMmp`, position mode and leverage in the positions' settings as `switch-mode` and `set-leverage` keep
 * them, fee rates in the margin book `/v5/account/fee-rate` answers from. All or nothing: `conflicts` says first what
 * a running exchange already holds (a UID, username or key string taken).
 *
 * @since 1.1.0
 */

import {
  AccountsDescriptionError,
  type Description,
  permissionsOf,
  type SubAccount,
  secretOf,
  type User
} from "./AccountsDescription.js"
import * as Fixed from "./base/Fixed.js"
import type { Accounts, AccountType, Member } from "./books/Accounts.js"
import type { Positions } from "./books/Positions.js"
import type { Margin } from "./Margin.js"
import type { Mmp } from "./Mmp.js"
import type { Category } from "./market/Instruments.js"
import * as Instruments from "./market/Instruments.js"

/**
 * The books an opening writes, and how a balance is set (at start straight in the books; on a running exchange as
 * `admin.setBalance`, which also pushes the wallet).
 *
 * @since 1.1.0
 * @category models
 */
export interface Parts {
  readonly accounts: Accounts
  readonly positions: Positions
  readonly mmp: Mmp
  readonly margin: Margin
  /** The emulator's own RSA public key: an RSA key described without one uses it. */
  readonly rsaPublicKeyPem: string
  readonly setBalance: (uid: string, accountType: AccountType, coin: string, amount: string) => void
}

/**
 * A key an opening made: a generated HMAC secret is given back (a fixture of the seed), a described one never is.
 *
 * @since 1.1.0
 * @category models
 */
export interface OpenedKey {
  readonly apiKey: string
  readonly type: "hmac" | "rsa"
  readonly uid: string
  readonly readOnly: boolean
  /** The generated secret of an HMAC key described without one. */
  readonly secret?: string | undefined
  /** An RSA key that signs with the emulator's own pair (the handle's `rsa.privateKeyPem`). */
  readonly emulatorPair?: true | undefined
}

/**
 * An account an opening made.
 *
 * @since 1.1.0
 * @category models
 */
export interface OpenedAccount {
  readonly uid: string
  readonly username: string
  readonly accountType: "unified" | "unifiedPro" | "classic"
  readonly apiKeys: ReadonlyArray<OpenedKey>
}

/**
 * A master account an opening made, with its sub-accounts.
 *
 * @since 1.1.0
 * @category models
 */
export interface OpenedUser extends OpenedAccount {
  readonly subAccounts: ReadonlyArray<OpenedAccount>
}

const statusOf = { unified: 5, unifiedPro: 6, classic: 1 } as const

const taken = (path: string, detail: string) => new AccountsDescriptionError({ path, detail })

/**
 * What a running exchange already holds of a description: the first UID, username or key string taken.
 *
 * @since 1.1.0
 * @category checks
 */
export const conflicts = (accounts: Accounts, d: Description): AccountsDescriptionError | undefined => {
  for (const [n, user] of d.users.entries()) {
    const all: ReadonlyArray<readonly [string, User | SubAccount]> = [
      [`users[${n}]`, user],
      ...(user.subAccounts ?? []).map((s, m) => [`users[${n}].subAccounts[${m}]`, s] as const)
    ]
    for (const [path, a] of all) {
      if (a.uid !== undefined && accounts.member(a.uid) !== undefined) {
        return taken(`${path}.uid`, `UID ${a.uid} is taken`)
      }
      if (a.username !== undefined && accounts.usernameTaken(a.username)) {
        return taken(`${path}.username`, `username ${a.username} is taken`)
      }
      for (const [k, key] of (a.apiKeys ?? []).entries()) {
        if (key.apiKey !== undefined && accounts.key(key.apiKey) !== undefined) {
          return taken(`${path}.apiKeys[${k}].apiKey`, `API key ${key.apiKey} is taken`)
        }
      }
    }
  }
  return undefined
}

const leverageText = (value: string): string => Fixed.formatTrimmed(Fixed.parse(value, 2) ?? 100n, 2)

const modeOf = (mode: "oneWay" | "hedge"): 0 | 3 => (mode === "hedge" ? 3 : 0)

/**
 * A category's described position mode, as `switch-mode` would set it on a new account: by coin (every coin of the
 * category for the one-mode form, hedge only where a coin's symbols offer it), then by symbol.
 */
const positionModes = (
  positions: Positions,
  uid: string,
  category: "linear" | "inverse",
  described: NonNullable<NonNullable<User["positionMode"]>["linear"]>
): void => {
  const byCoin = (coin: string, mode: 0 | 3) => {
    const ofCoin = Instruments.byCategory(category).filter((i) => i.settleCoin === coin)
    const targets = mode === 3 ? ofCoin.filter(Instruments.hedgeable) : ofCoin
    if (targets.length > 0) positions.switchCoin(uid, category, coin, mode, targets, () => false)
  }
  if (typeof described === "string") {
    for (const coin of Instruments.settleCoins(category)) byCoin(coin, modeOf(described))
    return
  }
  for (const [coin, mode] of Object.entries(described.coins ?? {})) byCoin(coin, modeOf(mode))
  for (const [symbol, mode] of Object.entries(described.symbols ?? {})) {
    const i = Instruments.find(category, symbol)
    if (i !== undefined) positions.settings(uid, i).mode = modeOf(mode)
  }
}

/** Everything but the member itself: keys, balances, mode, leverage, MMP, fee rates. */
const describe = (parts: Parts, m: Member, a: User | SubAccount, now: number): OpenedAccount => {
  const accountType = a.accountType ?? "unified"
  m.unifiedMarginStatus = statusOf[accountType]
  const apiKeys = (a.apiKeys ?? []).map((key): OpenedKey => {
    const type = key.type ?? "hmac"
    const secret = secretOf(key)
    const made = parts.accounts.addKey(m.uid, {
      kind: type,
      publicKeyPem: type === "rsa" ? (key.publicKeyPem ?? parts.rsaPublicKeyPem) : "",
      readOnly: key.readOnly === true ? 1 : 0,
      ips: key.ips ?? [],
      permissions: permissionsOf(key),
      note: key.note ?? "",
      now,
      apiKey: key.apiKey,
      secret
    })
    return {
      apiKey: made.apiKey,
      type,
      uid: m.uid,
      readOnly: key.readOnly === true,
      ...(type === "hmac" && secret === undefined ? { secret: made.secret } : {}),
      ...(type === "rsa" && key.publicKeyPem === undefined ? { emulatorPair: true as const } : {})
    }
  })
  for (const type of ["UNIFIED", "FUND"] as const) {
    for (const [coin, amount] of Object.entries(a.balances?.[type] ?? {})) parts.setBalance(m.uid, type, coin, amount)
  }
  for (const category of ["linear", "inverse"] as const) {
    const described = a.positionMode?.[category]
    if (described !== undefined) positionModes(parts.positions, m.uid, category, described)
  }
  for (const category of ["linear", "inverse"] as const) {
    for (const [symbol, value] of Object.entries(a.leverage?.[category] ?? {})) {
      const i = Instruments.find(category, symbol)
      if (i === undefined) continue
      const s = parts.positions.settings(m.uid, i)
      s.buyLeverage = leverageText(value)
      s.sellLeverage = s.buyLeverage
    }
  }
  if (a.mmp !== undefined && a.mmp.length > 0) parts.mmp.grant(m.uid, a.mmp)
  for (const category of ["spot", "linear", "inverse", "option"] as const satisfies ReadonlyArray<Category>) {
    const fees = a.feeRates?.[category]
    if (fees === undefined) continue
    if (fees.maker !== undefined || fees.taker !== undefined) parts.margin.setFeeRates(m.uid, category, undefined, fees)
    const symbols = "symbols" in fees ? fees.symbols : undefined
    for (const [symbol, rates] of Object.entries(symbols ?? {}))
      parts.margin.setFeeRates(m.uid, category, symbol, rates)
  }
  return { uid: m.uid, username: m.username, accountType, apiKeys }
}

/**
 * Opens every account of a description (after `conflicts` found none), in its order: each user, its keys and
 * settings, then its sub-accounts. A user without a UID gets the seed's (when free and not named elsewhere in the
 * description) or the next free one.
 *
 * @since 1.1.0
 * @category constructors
 */
export const open = (parts: Parts, d: Description, now: number): ReadonlyArray<OpenedUser> => {
  const { accounts } = parts
  const named = d.users.flatMap((u) => [u.uid, ...(u.subAccounts ?? []).map((s) => s.uid)])
  for (const uid of named) if (uid !== undefined) accounts.reserve(uid)
  return d.users.map((user) => {
    const seeded =
      user.uid === undefined && accounts.member(accounts.seededUid) === undefined && !named.includes(accounts.seededUid)
    const master = accounts.createMaster(user.username, now, user.uid ?? (seeded ? accounts.seededUid : undefined))
    const opened = describe(parts, master, user, now)
    const subAccounts = (user.subAccounts ?? []).map((sub) => {
      const memberType = sub.memberType === "custodial" ? 6 : 1
      const m = accounts.createSubMember(master.uid, sub.username, memberType, sub.remark ?? "", now, sub.uid)
      return describe(parts, m, sub, now)
    })
    return { ...opened, subAccounts }
  })
}

/**
 * The keys the handle names: the first account's UID and its first HMAC key (with its secret, read from the key
 * store), and the first RSA key on the emulator's own pair; `""` where the description has none.
 *
 * @since 1.1.0
 * @category keys
 */
export const firstKeys = (
  opened: ReadonlyArray<OpenedUser>,
  accounts: Accounts
): { readonly uid: string; readonly apiKey: string; readonly apiSecret: string; readonly rsaApiKey: string } => {
  const first = opened[0]
  const hmac = first?.apiKeys.find((k) => k.type === "hmac")
  const rsa = opened.flatMap((u) => [u, ...u.subAccounts]).flatMap((a) => a.apiKeys)
  return {
    uid: first?.uid ?? "",
    apiKey: hmac?.apiKey ?? "",
    apiSecret: hmac === undefined ? "" : (accounts.key(hmac.apiKey)?.secret ?? ""),
    rsaApiKey: rsa.find((k) => k.emulatorPair === true)?.apiKey ?? ""
  }
}

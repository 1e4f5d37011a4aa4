/**
 * The emulator's accounts: the master account and its sub-members, API keys with permissions, coin balances per
 * account type (exact scaled integers) and the transfer records. Plain state with typed operations; the exchange
 * parses the wire parameters and composes these with orders and positions.
 *
 * @since 0.1.0
 */

import * as NestedMap from "../base/NestedMap.js"
import { hash, Prng } from "../base/Prng.js"

/**
 * Scale of every balance: units of 10^-18 of the coin, so fees and PnL stay exact.
 *
 * @since 0.1.0
 * @category models
 */
export const SCALE = 18

/**
 * An account type that holds balances.
 *
 * @since 0.1.0
 * @category models
 */
export type AccountType = "UNIFIED" | "FUND"

/**
 * API key permissions, every group of `/v5/user/query-api` `permissions`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Permissions {
  readonly ContractTrade: ReadonlyArray<string>
  readonly Spot: ReadonlyArray<string>
  readonly Wallet: ReadonlyArray<string>
  readonly Options: ReadonlyArray<string>
  readonly Derivatives: ReadonlyArray<string>
  readonly CopyTrading: ReadonlyArray<string>
  readonly BlockTrade: ReadonlyArray<string>
  readonly Exchange: ReadonlyArray<string>
  readonly NFT: ReadonlyArray<string>
  readonly Affiliate: ReadonlyArray<string>
  readonly Earn: ReadonlyArray<string>
  /** The master-only groups (P2P, fiat convert, Bybit Pay, card, posts): a sub-account's key shows them empty. */
  readonly FiatP2P: ReadonlyArray<string>
  readonly FiatConvertBroker: ReadonlyArray<string>
  readonly FiatBitPay: ReadonlyArray<string>
  readonly BitCard: ReadonlyArray<string>
  readonly ByXPost: ReadonlyArray<string>
}

/**
 * The permission groups, in the order the exchange lists them.
 *
 * @since 0.1.0
 * @category models
 */
export const permissionGroups: ReadonlyArray<keyof Permissions> = [
  "ContractTrade",
  "Spot",
  "Wallet",
  "Options",
  "Derivatives",
  "CopyTrading",
  "BlockTrade",
  "Exchange",
  "NFT",
  "Affiliate",
  "Earn",
  "FiatP2P",
  "FiatConvertBroker",
  "FiatBitPay",
  "BitCard",
  "ByXPost"
]

/**
 * The values each permission group accepts.
 *
 * @since 1.1.0
 * @category models
 */
export const permissionValues: Readonly<Record<keyof Permissions, ReadonlyArray<string>>> = {
  ContractTrade: ["Order", "Position"],
  Spot: ["SpotTrade"],
  Wallet: ["AccountTransfer", "SubMemberTransfer", "SubMemberTransferList", "Withdraw"],
  Options: ["OptionsTrade"],
  Derivatives: ["DerivativesTrade"],
  CopyTrading: ["CopyTrading"],
  BlockTrade: ["BlockTrade"],
  Exchange: ["ExchangeHistory"],
  NFT: ["NFTQueryProductList"],
  Affiliate: ["Affiliate"],
  Earn: ["Earn"],
  // value names as the docs spell them ("FaitPayOrder" included)
  FiatP2P: ["FiatP2POrder", "Advertising"],
  FiatConvertBroker: ["FiatConvertBrokerOrder"],
  FiatBitPay: ["FaitPayOrder"],
  BitCard: ["BitCard"],
  ByXPost: ["ByXPost"]
}

// Shared by every key that has them: frozen, so nothing (a restored state included) writes into them.
const freezePermissions = (p: Permissions): Permissions => {
  for (const group of Object.values(p)) Object.freeze(group)
  return Object.freeze(p)
}

/**
 * No permission at all.
 *
 * @since 0.1.0
 * @category models
 */
export const noPermissions: Permissions = freezePermissions({
  ContractTrade: [],
  Spot: [],
  Wallet: [],
  Options: [],
  Derivatives: [],
  CopyTrading: [],
  BlockTrade: [],
  Exchange: [],
  NFT: [],
  Affiliate: [],
  Earn: [],
  FiatP2P: [],
  FiatConvertBroker: [],
  FiatBitPay: [],
  BitCard: [],
  ByXPost: []
})

/**
 * The seeded master keys' permissions: every trading and wallet permission, and Earn.
 *
 * @since 0.1.0
 * @category models
 */
export const masterPermissions: Permissions = freezePermissions({
  ...noPermissions,
  ContractTrade: ["Order", "Position"],
  Spot: ["SpotTrade"],
  Wallet: ["AccountTransfer", "SubMemberTransfer"],
  Options: ["OptionsTrade"],
  Derivatives: ["DerivativesTrade"],
  Exchange: ["ExchangeHistory"],
  Earn: ["Earn"]
})

/**
 * Parses a permissions object from the wire (`{"ContractTrade":["Order"],…}`): unknown groups or values are
 * refused with the offending name; missing groups are empty.
 *
 * @since 0.1.0
 * @category parsing
 */
export const parsePermissions = (input: unknown): Permissions | { readonly invalid: string } => {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { invalid: "permissions" }
  const out: Record<string, ReadonlyArray<string>> = { ...noPermissions }
  for (const [group, values] of Object.entries(input)) {
    const allowed = (permissionValues as Record<string, ReadonlyArray<string> | undefined>)[group]
    if (allowed === undefined || !Array.isArray(values)) return { invalid: group }
    const list: Array<string> = []
    for (const v of values) {
      if (typeof v !== "string" || !allowed.includes(v)) return { invalid: `${group}.${String(v)}` }
      if (!list.includes(v)) list.push(v)
    }
    out[group] = list
  }
  return out as unknown as Permissions
}

/**
 * A member: the master account or one of its sub-members.
 *
 * @since 0.1.0
 * @category models
 */
export interface Member {
  readonly uid: string
  readonly username: string
  /** 1 normal sub-account, 6 custodial sub-account; the master shows 1. */
  readonly memberType: 1 | 6
  /** 1 normal, 4 frozen. */
  status: 1 | 4
  readonly remark: string
  /** "" for the master. */
  readonly parentUid: string
  readonly createdAt: number
  /** The account's mode as `/v5/account/info` reports it: 1 classic, 5 unified (UTA 2.0), 6 unified pro. */
  unifiedMarginStatus: 1 | 5 | 6
}

/**
 * A sub-member as the sub-member lists show it.
 *
 * @since 0.1.0
 * @category format
 */
export const memberItem = (m: Member) => ({
  uid: m.uid,
  username: m.username,
  memberType: m.memberType,
  status: m.status,
  accountMode: 3,
  remark: m.remark
})

/**
 * An API key.
 *
 * @since 0.1.0
 * @category models
 */
export interface ApiKey {
  readonly id: string
  readonly apiKey: string
  readonly kind: "hmac" | "rsa"
  readonly secret: string
  readonly publicKeyPem: string
  readonly uid: string
  note: string
  readOnly: 0 | 1
  ips: ReadonlyArray<string>
  permissions: Permissions
  readonly createdAt: number
  /**
   * Whether the key acts as a master key, as the admin API registered it; absent for the keys the exchange made,
   * whose owner's status decides (a sub-member's key is a sub key).
   */
  readonly isMaster?: boolean | undefined
}

/**
 * A transfer record (inter-transfer or universal transfer).
 *
 * @since 0.1.0
 * @category models
 */
export interface Transfer {
  readonly transferId: string
  readonly coin: string
  /** Amount in balance units. */
  readonly amount: bigint
  readonly fromMemberId: string
  readonly toMemberId: string
  readonly fromAccountType: AccountType
  readonly toAccountType: AccountType
  readonly timestamp: number
  readonly status: "SUCCESS"
  readonly universal: boolean
  /** The uid that asked for it (whose lists show it). */
  readonly requester: string
}

/**
 * When the accounts an exchange starts with were created: a fixed instant, so responses never depend on the start
 * time.
 *
 * @since 1.1.0
 * @category constants
 */
export const EPOCH = Date.UTC(2024, 0, 1)

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// an account with no wallet of a type
const noBalances: ReadonlyMap<string, bigint> = new Map()

/**
 * The accounts of one exchange.
 *
 * @since 0.1.0
 * @category models
 */
export class Accounts {
  /** The UID the seed gives the first master account. */
  readonly seededUid: string
  private readonly ids: Prng
  private readonly members = new Map<string, Member>()
  private readonly keys = new Map<string, ApiKey>()
  /** Balances by uid, account type and coin (nested maps: no key string made per lookup). */
  private readonly wallets = new Map<string, Map<AccountType, Map<string, bigint>>>()
  private readonly transfers: Array<Transfer> = []
  private readonly transferIds = new Set<string>()
  private nextUid: number
  private nextKeyId = 1
  private readonly reserved = new Set<string>()

  /** No account yet: the exchange opens the ones its description names (`AccountsSetup`). */
  constructor(seed: number) {
    this.ids = new Prng(hash(seed, 0xacc0))
    this.seededUid = String(10_000_000 + (hash(seed, 0x51d) % 89_000_000))
    this.nextUid = Number(this.seededUid) + 1000
  }

  private randomText(length: number): string {
    let s = ""
    for (let i = 0; i < length; i++) s += ALNUM[this.ids.int(ALNUM.length)]
    return s
  }

  // ---------------------------------------------------------------- members

  /** A member by uid. */
  member(uid: string): Member | undefined {
    return this.members.get(uid)
  }

  /** The master of an account (itself for a master or an unknown uid). */
  masterOf(uid: string): string {
    const m = this.members.get(uid)
    return m === undefined || m.parentUid === "" ? uid : m.parentUid
  }

  /** Every member's uid (masters and sub-members), in creation order. */
  uids(): ReadonlyArray<string> {
    // asked at every replayed line (the report's curves): listed again only once the members changed
    this.uidList ??= Object.freeze([...this.members.keys()])
    return this.uidList
  }

  /** The members' uids as last listed; `undefined` once a member came or went. */
  private uidList: ReadonlyArray<string> | undefined

  /** The sub-members of a master, in creation order. */
  subMembers(parentUid: string): ReadonlyArray<Member> {
    return [...this.members.values()].filter((m) => m.parentUid === parentUid)
  }

  /** Whether a username is taken (usernames are unique across the exchange). */
  usernameTaken(username: string): boolean {
    for (const m of this.members.values()) if (m.username === username) return true
    return false
  }

  /** Keeps a UID a description names for it: the accounts opened before it are numbered around it. */
  reserve(uid: string): void {
    this.reserved.add(uid)
  }

  /** The UID to open an account with: the one asked for, or the next one neither open nor reserved. */
  private takeUid(asked: string | undefined): string {
    if (asked !== undefined) {
      this.reserved.delete(asked)
      return asked
    }
    while (this.members.has(String(this.nextUid)) || this.reserved.has(String(this.nextUid))) this.nextUid++
    return String(this.nextUid++)
  }

  /** Creates a sub-member of `parentUid` (with the UID asked for, which the caller checked is free; `sub<uid>` by default). */
  createSubMember(
    parentUid: string,
    username: string | undefined,
    memberType: 1 | 6,
    remark: string,
    now: number,
    asked?: string
  ): Member {
    const uid = this.takeUid(asked)
    const m: Member = {
      uid,
      username: username ?? `sub${uid}`,
      memberType,
      status: 1,
      remark,
      parentUid,
      createdAt: now,
      unifiedMarginStatus: 5
    }
    this.members.set(uid, m)
    this.uidList = undefined
    return m
  }

  /**
   * Opens a new master account (a user who signs up, e.g. through an invitation), with the UID asked for (which the
   * caller checked is free) and a username (`emu<uid>` by default).
   */
  createMaster(username: string | undefined, now: number, asked?: string): Member {
    const uid = this.takeUid(asked)
    const m: Member = {
      uid,
      username: username ?? `emu${uid}`,
      memberType: 1,
      status: 1,
      remark: "",
      parentUid: "",
      createdAt: now,
      unifiedMarginStatus: 5
    }
    this.members.set(uid, m)
    this.uidList = undefined
    return m
  }

  /** Removes a sub-member and its keys. */
  deleteMember(uid: string): void {
    this.members.delete(uid)
    this.uidList = undefined
    for (const k of [...this.keys.values()]) if (k.uid === uid) this.keys.delete(k.apiKey)
  }

  // ---------------------------------------------------------------- keys

  /** Adds an API key: the key string and (HMAC) secret given, or generated ones. */
  addKey(
    uid: string,
    a: {
      readonly kind: "hmac" | "rsa"
      readonly publicKeyPem: string
      readonly readOnly: 0 | 1
      readonly ips: ReadonlyArray<string>
      readonly permissions: Permissions
      readonly note: string
      readonly now: number
      readonly apiKey?: string | undefined
      readonly secret?: string | undefined
    }
  ): ApiKey {
    const key: ApiKey = {
      id: String(this.nextKeyId++ + 9_000_000),
      apiKey: a.apiKey ?? this.randomText(18),
      kind: a.kind,
      secret: a.kind === "hmac" ? (a.secret ?? this.randomText(36)) : "",
      publicKeyPem: a.publicKeyPem,
      uid,
      note: a.note,
      readOnly: a.readOnly,
      ips: a.ips,
      permissions: a.permissions,
      createdAt: a.now
    }
    this.keys.set(key.apiKey, key)
    return key
  }

  /**
   * Registers a key whose key string and secret (or RSA public key) the caller chose, as the admin API does: the
   * same store `addKey` fills, so every desk reads it and `deleteKey` ends it. Re-registering a key string replaces
   * the key and keeps its id.
   */
  registerKey(a: {
    readonly apiKey: string
    readonly uid: string
    readonly kind: "hmac" | "rsa"
    readonly secret: string
    readonly publicKeyPem: string
    readonly readOnly: 0 | 1
    readonly ips: ReadonlyArray<string>
    readonly permissions: Permissions
    readonly note: string
    readonly now: number
    readonly isMaster?: boolean | undefined
  }): ApiKey {
    const key: ApiKey = {
      id: this.keys.get(a.apiKey)?.id ?? String(this.nextKeyId++ + 9_000_000),
      apiKey: a.apiKey,
      kind: a.kind,
      secret: a.secret,
      publicKeyPem: a.publicKeyPem,
      uid: a.uid,
      note: a.note,
      readOnly: a.readOnly,
      ips: a.ips,
      permissions: a.permissions,
      createdAt: a.now,
      isMaster: a.isMaster
    }
    this.keys.set(key.apiKey, key)
    return key
  }

  /** An API key by its key string. */
  key(apiKey: string): ApiKey | undefined {
    return this.keys.get(apiKey)
  }

  /** Every API key, in creation order (a restored state's are checked: `SavedChecks`). */
  keyList(): ReadonlyArray<ApiKey> {
    return [...this.keys.values()]
  }

  /** The keys of a uid, in creation order. */
  keysOf(uid: string): ReadonlyArray<ApiKey> {
    return [...this.keys.values()].filter((k) => k.uid === uid)
  }

  /** Deletes an API key. */
  deleteKey(apiKey: string): void {
    this.keys.delete(apiKey)
  }

  // ---------------------------------------------------------------- balances

  private wallet(uid: string, type: AccountType): Map<string, bigint> {
    return NestedMap.inner(NestedMap.inner(this.wallets, uid), type)
  }

  /** A coin's wallet balance (units of 10^-18). */
  balance(uid: string, type: AccountType, coin: string): bigint {
    return this.wallets.get(uid)?.get(type)?.get(coin) ?? 0n
  }

  /** Sets a coin's wallet balance. */
  setWallet(uid: string, type: AccountType, coin: string, units: bigint): void {
    this.wallet(uid, type).set(coin, units)
  }

  /** Adds (or with a negative delta, takes) to a coin's wallet balance. */
  add(uid: string, type: AccountType, coin: string, delta: bigint): void {
    const w = this.wallet(uid, type)
    w.set(coin, (w.get(coin) ?? 0n) + delta)
  }

  /** The coins an account type has ever held, sorted. */
  coins(uid: string, type: AccountType): ReadonlyArray<string> {
    return [...(this.wallets.get(uid)?.get(type)?.keys() ?? [])].sort()
  }

  /**
   * Every coin balance of an account's wallet, in no set order (for a sum, which the order does not change: a replay
   * samples every account's equity each second of the recording, and sorting the coins for it cost more than the sum).
   */
  balances(uid: string, type: AccountType): ReadonlyMap<string, bigint> {
    return this.wallets.get(uid)?.get(type) ?? noBalances
  }

  /** Every wallet balance of every account, for a saved state (see `SavedState`): uid, account type, coin, units. */
  walletRows(): ReadonlyArray<readonly [string, AccountType, string, bigint]> {
    return [...this.wallets].flatMap(([uid, types]) =>
      [...types].flatMap(([type, coins]) => [...coins].map(([coin, units]) => [uid, type, coin, units] as const))
    )
  }

  /** Replaces every wallet balance with a saved state's (`walletRows`), in the order they were saved. */
  replaceWallets(rows: ReadonlyArray<readonly [string, AccountType, string, bigint]>): void {
    this.wallets.clear()
    for (const [uid, type, coin, units] of rows) this.setWallet(uid, type, coin, units)
  }

  /** Whether `u` is the wallets' store (a saved state keeps it apart from the rest of the exchange, as decimals). */
  holdsWallets(u: object): boolean {
    return u === this.wallets
  }

  // ---------------------------------------------------------------- transfers

  /** Whether a transfer id was used before (ids are unique across the exchange). */
  transferIdUsed(transferId: string): boolean {
    return this.transferIds.has(transferId)
  }

  /** Records a transfer and moves the balance (the caller checked availability). */
  transfer(t: Transfer): void {
    this.transferIds.add(t.transferId)
    this.transfers.push(t)
    this.add(t.fromMemberId, t.fromAccountType, t.coin, -t.amount)
    this.add(t.toMemberId, t.toAccountType, t.coin, t.amount)
  }

  /** Transfer records, newest first. */
  transferList(universal: boolean, requester: string): ReadonlyArray<Transfer> {
    const out: Array<Transfer> = []
    for (let k = this.transfers.length - 1; k >= 0; k--) {
      const t = this.transfers[k]
      if (t === undefined || t.universal !== universal) continue
      const visible = universal
        ? t.requester === requester || t.fromMemberId === requester || t.toMemberId === requester
        : t.requester === requester
      if (visible) out.push(t)
    }
    return out
  }
}

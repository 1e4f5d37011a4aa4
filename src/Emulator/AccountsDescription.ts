/**
 * The exchange's accounts, described: one schema for the `Emulator.make({ accounts })` option, the CLI's
 * `--accounts FILE` and `POST /__admin/accounts`. Users (master accounts) and their sub-accounts, each with its
 * account type, API keys (HMAC or RSA, read-only or not, permissions, bound IPs), balances per coin and account type,
 * position mode per category, settle coin and symbol, leverage per symbol, market maker protection per option base
 * coin and fee rates.
 *
 * What the seed makes is left out: a user without `uid` gets the seeded one (the first user) or the next free one, a
 * key without `apiKey` or `secret` gets generated ones, an RSA key without `publicKeyPem` uses the emulator's own pair.
 * `defaultDescription` is the emulator's seed as a description. Unknown fields and bad values are refused with the
 * path of the field; secrets decode to `Redacted`.
 *
 * @since 1.1.0
 */
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Fixed from "./base/Fixed.js"
import * as Issues from "./base/Issues.js"
import { coins } from "./books/AccountSettings.js"
import { masterPermissions, type Permissions, permissionGroups, permissionValues } from "./books/Accounts.js"
import type { Category } from "./market/Instruments.js"
import * as Instruments from "./market/Instruments.js"

const issue = (path: ReadonlyArray<PropertyKey>, message: string): Schema.FilterIssue => ({ path, issue: message })

/** A non-negative decimal string (an amount, a fee rate, a leverage): exchange figures travel as text. */
const Decimal = Schema.String.check(
  Schema.isPattern(/^\d+(\.\d+)?$/, { message: 'a non-negative decimal string, e.g. "1000" or "0.5"' })
)

/** A coin → amount map whose keys are coins the emulator lists. */
const Amounts = Schema.Record(Schema.String, Decimal).check(
  Schema.makeFilter((amounts) =>
    Object.keys(amounts)
      .filter((coin) => !coins.includes(coin))
      .map((coin) => issue([coin], `unknown coin ${coin} (the emulator lists ${coins.join(", ")})`))
  )
)

const Balances = Schema.Struct({
  UNIFIED: Schema.optionalKey(Amounts),
  FUND: Schema.optionalKey(Amounts)
}).annotate({ description: "the account types the emulator holds balances in: UNIFIED and FUND" })

const unknownSymbols = (category: Category, symbols: object): Array<Schema.FilterIssue> =>
  Object.keys(symbols)
    .filter((symbol) => Instruments.find(category, symbol) === undefined)
    .map((symbol) => issue([symbol], `unknown ${category} symbol ${symbol}`))

/** Leverage per symbol of a category, within each symbol's own range. */
const leverageOf = (category: Category) =>
  Schema.Record(Schema.String, Decimal).check(
    Schema.makeFilter((levels: Readonly<Record<string, string>>) => {
      const unknown = unknownSymbols(category, levels)
      if (unknown.length > 0) return unknown
      const out: Array<Schema.FilterIssue> = []
      for (const [symbol, value] of Object.entries(levels)) {
        const i = Instruments.find(category, symbol)
        const range = (i?.info as { leverageFilter?: { minLeverage: string; maxLeverage: string } } | undefined)
          ?.leverageFilter
        const units = Fixed.parse(value, 2)
        const min = Fixed.parse(range?.minLeverage ?? "1", 2) ?? 100n
        const max = Fixed.parse(range?.maxLeverage ?? "1", 2) ?? 100n
        if (units === undefined || units < min || units > max) {
          out.push(issue([symbol], `leverage ${value} out of range [${range?.minLeverage}, ${range?.maxLeverage}]`))
        }
      }
      return out
    })
  )

const Leverage = Schema.Struct({
  linear: Schema.optionalKey(leverageOf("linear")),
  inverse: Schema.optionalKey(leverageOf("inverse"))
})

/** One-way (`MergedSingle`, mode 0) or hedge (`BothSides`, mode 3). */
const Mode = Schema.Literals(["oneWay", "hedge"])

const notHedgeable = "hedge mode is not offered there (the docs: USDT perpetuals and inverse futures only)"

/**
 * A category's position mode: one mode for every coin of the category (as a `switch-mode` by each coin), or modes
 * per settle coin and per symbol, the symbol's first (the docs' priority: symbol > coin > system default, one-way).
 * Hedge mode only where the docs offer it: USDT perpetuals and inverse futures.
 */
const categoryMode = (category: Category) => {
  const ofCoin = (coin: string) => Instruments.byCategory(category).filter((i) => i.settleCoin === coin)
  const coinIssues = (coins: Readonly<Record<string, string>>): Array<Schema.FilterIssue> =>
    Object.entries(coins).flatMap(([coin, mode]) => {
      const listed = ofCoin(coin)
      if (listed.length === 0) {
        return [
          issue([coin], `unknown ${category} settle coin ${coin} (${Instruments.settleCoins(category).join(", ")})`)
        ]
      }
      return mode === "hedge" && !listed.some(Instruments.hedgeable) ? [issue([coin], notHedgeable)] : []
    })
  const symbolIssues = (symbols: Readonly<Record<string, string>>): Array<Schema.FilterIssue> => {
    const unknown = unknownSymbols(category, symbols)
    if (unknown.length > 0) return unknown
    return Object.entries(symbols).flatMap(([symbol, mode]) => {
      const i = Instruments.find(category, symbol)
      return mode === "hedge" && i !== undefined && !Instruments.hedgeable(i) ? [issue([symbol], notHedgeable)] : []
    })
  }
  const Detail = Schema.Struct({
    /** Per settle coin (`USDT`): every symbol of the coin, as `switch-mode` with `coin`. */
    coins: Schema.optionalKey(Schema.Record(Schema.String, Mode).check(Schema.makeFilter(coinIssues))),
    /** Per symbol (`BTCUSDT`): before its coin's mode. */
    symbols: Schema.optionalKey(Schema.Record(Schema.String, Mode).check(Schema.makeFilter(symbolIssues)))
  })
  return Schema.Union([
    Mode.check(
      Schema.makeFilter((mode) =>
        mode === "hedge" && !Instruments.byCategory(category).some(Instruments.hedgeable)
          ? issue([], `${notHedgeable}; no ${category} symbol offers it`)
          : undefined
      )
    ),
    Detail
  ])
}

/**
 * Position mode per category: `"linear": "hedge"` (every linear coin that offers it), or per coin and per symbol,
 * `"linear": { "coins": { "USDT": "hedge" }, "symbols": { "BTCUSDT": "oneWay" } }`.
 */
const PositionMode = Schema.Struct({
  linear: Schema.optionalKey(categoryMode("linear")),
  inverse: Schema.optionalKey(categoryMode("inverse"))
})

const Rate = Schema.String.check(
  Schema.isPattern(/^0(\.\d{1,8})?$/, { message: 'a fee rate from 0 to below 1, at most 8 decimals, e.g. "0.0002"' })
)
const MakerTaker = Schema.Struct({ maker: Rate, taker: Rate })

const categoryFees = (category: Category) =>
  Schema.Struct({
    maker: Schema.optionalKey(Rate),
    taker: Schema.optionalKey(Rate),
    symbols: Schema.optionalKey(
      Schema.Record(Schema.String, MakerTaker).check(
        Schema.makeFilter((symbols: object) => unknownSymbols(category, symbols))
      )
    )
  })

const FeeRates = Schema.Struct({
  spot: Schema.optionalKey(categoryFees("spot")),
  linear: Schema.optionalKey(categoryFees("linear")),
  inverse: Schema.optionalKey(categoryFees("inverse")),
  option: Schema.optionalKey(Schema.Struct({ maker: Schema.optionalKey(Rate), taker: Schema.optionalKey(Rate) }))
})

const permissionGroup = (group: keyof Permissions) =>
  Schema.optionalKey(Schema.Array(Schema.Literals(permissionValues[group])))

/**
 * A key's permission groups (missing groups are empty), each a list of the values the exchange accepts for it: the
 * accounts description's and `POST /__admin/api-key`'s.
 *
 * @since 1.2.0
 * @category schemas
 */
export const PermissionsSchema = Schema.Struct({
  ContractTrade: permissionGroup("ContractTrade"),
  Spot: permissionGroup("Spot"),
  Wallet: permissionGroup("Wallet"),
  Options: permissionGroup("Options"),
  Derivatives: permissionGroup("Derivatives"),
  CopyTrading: permissionGroup("CopyTrading"),
  BlockTrade: permissionGroup("BlockTrade"),
  Exchange: permissionGroup("Exchange"),
  NFT: permissionGroup("NFT"),
  Affiliate: permissionGroup("Affiliate"),
  Earn: permissionGroup("Earn"),
  FiatP2P: permissionGroup("FiatP2P"),
  FiatConvertBroker: permissionGroup("FiatConvertBroker"),
  FiatBitPay: permissionGroup("FiatBitPay"),
  BitCard: permissionGroup("BitCard"),
  ByXPost: permissionGroup("ByXPost")
})

/** A secret as text (a file) or already `Redacted` (code); `Redacted` once decoded. */
const Secret = Schema.Union([Schema.Redacted(Schema.NonEmptyString), Schema.RedactedFromValue(Schema.NonEmptyString)])

const ApiKey = Schema.Struct({
  /** The key string; generated from the seed when absent. */
  apiKey: Schema.optionalKey(
    Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,64}$/, { message: "1 to 64 letters, digits, _ or -" }))
  ),
  /** `hmac` (the default) or `rsa`. */
  type: Schema.optionalKey(Schema.Literals(["hmac", "rsa"])),
  /** An HMAC key's secret; generated from the seed when absent. */
  secret: Schema.optionalKey(Secret),
  /** An RSA key's public key (PEM); the emulator's own pair when absent (its private key is the handle's `rsa`). */
  publicKeyPem: Schema.optionalKey(Schema.String.check(Schema.isIncluding("-----BEGIN PUBLIC KEY-----"))),
  readOnly: Schema.optionalKey(Schema.Boolean),
  /** Permission groups (missing groups are empty); the seeded master key's permissions when absent. */
  permissions: Schema.optionalKey(PermissionsSchema),
  /** Bound IPs; none (the default) or `*` means any. */
  ips: Schema.optionalKey(
    Schema.Array(Schema.String.check(Schema.isPattern(/^(\*|[0-9A-Fa-f.:]+)$/, { message: "an IP address or *" })))
  ),
  note: Schema.optionalKey(Schema.String)
}).check(
  Schema.makeFilter((k) =>
    k.type === "rsa"
      ? k.secret === undefined
        ? undefined
        : issue(["secret"], "an RSA key has no secret (it signs with its private key)")
      : k.publicKeyPem === undefined
        ? undefined
        : issue(["publicKeyPem"], 'an HMAC key has no public key (set type "rsa")')
  )
)

const Uid = Schema.String.check(Schema.isPattern(/^[1-9]\d{3,11}$/, { message: "a UID: 4 to 12 digits" }))
const Username = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9]{6,16}$/, { message: "6 to 16 letters and digits" }))

const accountFields = {
  uid: Schema.optionalKey(Uid),
  username: Schema.optionalKey(Username),
  /** `unified` (the default; UTA 2.0, `unifiedMarginStatus` 5), `unifiedPro` (6) or `classic` (1). */
  accountType: Schema.optionalKey(Schema.Literals(["unified", "unifiedPro", "classic"])),
  apiKeys: Schema.optionalKey(Schema.Array(ApiKey)),
  balances: Schema.optionalKey(Balances),
  positionMode: Schema.optionalKey(PositionMode),
  leverage: Schema.optionalKey(Leverage),
  /** Option base coins market maker protection is granted for (none by default: MMP is granted on request). */
  mmp: Schema.optionalKey(Schema.Array(Schema.Literals(Instruments.optionBaseCoins))),
  feeRates: Schema.optionalKey(FeeRates)
}

const SubAccount = Schema.Struct({
  ...accountFields,
  /** `normal` (the default, memberType 1) or `custodial` (6). */
  memberType: Schema.optionalKey(Schema.Literals(["normal", "custodial"])),
  remark: Schema.optionalKey(Schema.String)
})

const User = Schema.Struct({ ...accountFields, subAccounts: Schema.optionalKey(Schema.Array(SubAccount)) })

/** Every account of a description with its path, masters first then their sub-accounts. */
const accountsOf = (users: ReadonlyArray<typeof User.Type>) =>
  users.flatMap((u, n) => [
    { path: ["users", n], account: u as typeof SubAccount.Type | typeof User.Type },
    ...(u.subAccounts ?? []).map((s, m) => ({ path: ["users", n, "subAccounts", m], account: s }))
  ])

/** A value named twice across the description (UIDs, usernames, key strings are unique on the exchange). */
const duplicates = (users: ReadonlyArray<typeof User.Type>): Array<Schema.FilterIssue> => {
  const seen = new Map<string, true>()
  const out: Array<Schema.FilterIssue> = []
  const once = (kind: string, value: string | undefined, path: ReadonlyArray<PropertyKey>) => {
    if (value === undefined) return
    if (seen.has(`${kind}\u0000${value}`)) out.push(issue(path, `${kind} ${value} is named twice`))
    seen.set(`${kind}\u0000${value}`, true)
  }
  for (const { path, account } of accountsOf(users)) {
    once("uid", account.uid, [...path, "uid"])
    once("username", account.username, [...path, "username"])
    for (const [k, key] of (account.apiKeys ?? []).entries())
      once("apiKey", key.apiKey, [...path, "apiKeys", k, "apiKey"])
  }
  return out
}

/**
 * The schema of a description: `{ users: [...] }`, at least one user; the first is the account the emulator's
 * handle (and the CLI's first line) names.
 *
 * @since 1.1.0
 * @category schemas
 */
export const Description = Schema.Struct({
  users: Schema.NonEmptyArray(User)
}).check(Schema.makeFilter((d) => duplicates(d.users)))

/**
 * A decoded description (secrets `Redacted`).
 *
 * @since 1.1.0
 * @category models
 */
export type Description = typeof Description.Type

/**
 * A description as a file or the `Emulator.make` option holds it (secrets as text or `Redacted`).
 *
 * @since 1.1.0
 * @category models
 */
export type Input = typeof Description.Encoded

/**
 * A described user (a master account).
 *
 * @since 1.1.0
 * @category models
 */
export type User = typeof User.Type

/**
 * A described sub-account.
 *
 * @since 1.1.0
 * @category models
 */
export type SubAccount = typeof SubAccount.Type

/**
 * A described API key.
 *
 * @since 1.1.0
 * @category models
 */
export type ApiKey = typeof ApiKey.Type

/**
 * A description refused: `path` names the field (`users[0].apiKeys[1].permissions.Spot[0]`), `detail` says why.
 *
 * @since 1.1.0
 * @category errors
 */
export class AccountsDescriptionError extends Schema.TaggedError<AccountsDescriptionError>()(
  "AccountsDescriptionError",
  { path: Schema.String, detail: Schema.String }
) {
  override get message(): string {
    return `${this.path}: ${this.detail}`
  }
}

/**
 * Decodes a description (from JSON, an option or an admin request): the first problem, naming its field.
 *
 * @since 1.1.0
 * @category decoding
 */
export const decode = (input: unknown): Result.Result<Description, AccountsDescriptionError> =>
  Result.mapError(Schema.decodeUnknownResult(Description)(input, { onExcessProperty: "error" }), (error) => {
    const first = Issues.first(error.issue)
    return new AccountsDescriptionError({
      path: first === undefined || first.path === "" ? "(description)" : first.path,
      detail: first?.message ?? error.message
    })
  })

const revealed = (value: unknown): unknown =>
  Redacted.isRedacted(value)
    ? Redacted.value(value)
    : Array.isArray(value)
      ? value.map(revealed)
      : typeof value === "object" && value !== null
        ? Object.fromEntries(Object.entries(value).map(([name, field]) => [name, revealed(field)]))
        : value

/**
 * A description back as plain JSON, its secrets as text (what a state file keeps: the emulator's keys are its
 * fixtures, and a restored exchange must authenticate them).
 *
 * @since 1.1.0
 * @category encoding
 */
export const toInput = (description: Description): Input => revealed(description) as Input

/**
 * The emulator's seed as a description: one unified master account with a generated HMAC key and an RSA key (the
 * emulator's pair), both with the master permissions, 100000 USDT, 50000 USDC, 1 BTC and 10 ETH unified and 10000
 * USDT in funding, one-way mode, the default leverage and fee rates, no MMP.
 *
 * @since 1.1.0
 * @category constants
 */
export const defaultInput: Input = {
  users: [
    {
      accountType: "unified",
      apiKeys: [
        { type: "hmac", note: "emulator" },
        { type: "rsa", note: "emulator rsa" }
      ],
      balances: {
        UNIFIED: { USDT: "100000", USDC: "50000", BTC: "1", ETH: "10" },
        FUND: { USDT: "10000" }
      }
    }
  ]
}

/**
 * `defaultInput`, decoded.
 *
 * @since 1.1.0
 * @category constants
 */
export const defaultDescription: Description = Result.getOrThrow(decode(defaultInput))

/**
 * The permissions of a described key: the groups it names (the others empty), or the seeded master key's.
 *
 * @since 1.1.0
 * @category keys
 */
export const permissionsOf = (key: ApiKey): Permissions =>
  key.permissions === undefined
    ? masterPermissions
    : (Object.fromEntries(permissionGroups.map((g) => [g, key.permissions?.[g] ?? []])) as unknown as Permissions)

/**
 * A described secret as the key store keeps it (the one place it is read).
 *
 * @since 1.1.0
 * @category keys
 */
export const secretOf = (key: ApiKey): string | undefined =>
  key.secret === undefined ? undefined : Redacted.value(key.secret)

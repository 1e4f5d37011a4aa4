/**
 * The body of every admin route (`POST /__admin/<op>`, and the query of `GET /__admin/report`), as a Schema: numbers
 * are finite integers within stated bounds, amounts are decimals (a decimal string or a plain number, never `"lots"`,
 * `"1e400"` or a negative), names are among the exchange's (coins, account types, channels, categories, permission
 * groups), and an unknown field is refused. A body that does not decode is an `AdminBodyError` naming the field
 * (`status[0].id`, `byMs`) and why, which the admin route answers with 400. What a schema cannot know (that a UID
 * exists, that an instrument is listed, where the clock would end up) the route checks against the exchange.
 *
 * @since 1.2.0
 */
import * as crypto from "node:crypto"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { PermissionsSchema } from "../AccountsDescription.js"
import * as Issues from "../base/Issues.js"
import { coins } from "../books/AccountSettings.js"
import type * as Faults from "../Faults.js"

/**
 * The largest delay an admin fault takes (ack, trade and HTTP delays), ms: ten minutes (`withhold` never answers).
 *
 * @since 1.2.0
 * @category limits
 */
export const maxDelayMs = 600_000

/**
 * The farthest the server clock's offset may be from the injected clock, ms: ten years either way.
 *
 * @since 1.2.0
 * @category limits
 */
export const maxClockOffsetMs = 10 * 365 * 24 * 3_600_000

/**
 * The largest amount `balance` sets (below 10^15, at most 18 decimals).
 *
 * @since 1.2.0
 * @category limits
 */
export const maxAmountDigits = 15

const between = (minimum: number, maximum: number) => Schema.Int.check(Schema.isBetween({ minimum, maximum }))

const Ms = between(0, maxDelayMs)
const Count = between(1, 1_000_000)
const ClockMs = between(-maxClockOffsetMs, maxClockOffsetMs)
/** An HTTP error status, as an injected fault or a refused upgrade answers. */
const ErrorStatus = between(400, 599)
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
const Path = Schema.String.check(
  Schema.isPattern(/^\/[\x21-\x7e]{0,255}$/, { message: "a request path such as /v5/order/create" })
)
const SymbolName = Schema.String.check(
  Schema.isPattern(/^[A-Z0-9-]{1,40}$/, { message: "a symbol such as BTCUSDT (capitals, digits and -)" })
)
/** The WebSocket channels a drop or half-open fault may be narrowed to. */
const Channel = Schema.Literals([
  "spot",
  "linear",
  "inverse",
  "option",
  "private",
  "trade",
  "misc",
  "spread",
  "rfq",
  "earn",
  "spotSbe",
  "linearSbe",
  "inverseSbe"
])
const Uid = Schema.String.check(Schema.isPattern(/^[1-9]\d{0,19}$/, { message: "a UID (digits)" }))
const AccountType = Schema.Literals(["UNIFIED", "FUND"])

const decimalMessage = `a non-negative decimal below 1e${maxAmountDigits} with at most 18 decimals, as a string ("1000.5") or a number`
const DECIMAL = new RegExp(`^\\d{1,${maxAmountDigits}}(\\.\\d{1,18})?$`)

/** A non-negative decimal, as a string or a plain JSON number (never exponent notation, never past the bounds). */
const Amount = Schema.Union([Schema.String, Schema.Number]).check(
  Schema.makeFilter((value: string | number) => DECIMAL.test(String(value)) || decimalMessage)
)

const validPem = (pem: string): boolean => {
  try {
    crypto.createPublicKey(pem)
    return true
  } catch {
    return false
  }
}

const SystemStatusEntry = Schema.Struct({
  id: Text(256),
  title: Text(1024),
  state: Text(64),
  begin: Text(32),
  end: Text(32),
  href: Text(1024),
  serviceTypes: Schema.Array(between(0, 1_000_000)).check(Schema.isMaxLength(64)),
  product: Schema.Array(between(0, 1_000_000)).check(Schema.isMaxLength(64)),
  uidSuffix: Schema.Array(between(0, 1_000_000)).check(Schema.isMaxLength(100)),
  maintainType: between(0, 1_000_000),
  env: between(0, 1_000_000)
})

// an empty Struct takes any object (arrays too): a route without fields refuses every key by name
const Empty = Schema.Record(Schema.String, Schema.Never.annotate({ message: "not a field of this route" }))
const Scoped = { count: Schema.optionalKey(Count), path: Schema.optionalKey(Path) }

/**
 * The fault commands' bodies (`Faults.Command` without its `op`), one per op.
 *
 * @since 1.2.0
 * @category schemas
 */
export const faultBodies = {
  reset: Empty,
  "drop-sockets": Schema.Struct({ market: Schema.optionalKey(Channel) }),
  "system-status": Schema.Struct({ status: Schema.Array(SystemStatusEntry).check(Schema.isMaxLength(100)) }),
  "refuse-upgrade": Schema.Struct({
    enabled: Schema.optionalKey(Schema.Boolean),
    status: Schema.optionalKey(ErrorStatus)
  }),
  "half-open": Schema.Struct({ market: Schema.optionalKey(Channel) }),
  "silent-pings": Schema.Struct({ enabled: Schema.optionalKey(Schema.Boolean) }),
  "ack-delay": Schema.Struct({ ms: Schema.optionalKey(Ms), withhold: Schema.optionalKey(Schema.Boolean) }),
  "trade-delay": Schema.Struct({ ms: Schema.optionalKey(Ms), withhold: Schema.optionalKey(Schema.Boolean) }),
  "http-status": Schema.Struct({ status: ErrorStatus, ...Scoped }),
  "ret-code": Schema.Struct({ retCode: between(0, 2 ** 31 - 1), retMsg: Schema.optionalKey(Text(1024)), ...Scoped }),
  "malformed-frames": Schema.Struct({
    count: Schema.optionalKey(Count),
    truncated: Schema.optionalKey(Schema.Boolean)
  }),
  "skip-delta": Schema.Struct({ count: Schema.optionalKey(Count), symbol: Schema.optionalKey(SymbolName) }),
  restart: Empty,
  clock: Schema.Struct({ offsetMs: Schema.optionalKey(ClockMs), byMs: Schema.optionalKey(ClockMs) }),
  "http-delay": Schema.Struct({ ms: Ms, ...Scoped }),
  "drop-response": Schema.Struct(Scoped)
} satisfies Record<Faults.Command["op"], Schema.Top>

/**
 * The other admin routes' bodies, one per op.
 *
 * @since 1.2.0
 * @category schemas
 */
export const bodies = {
  state: Empty,
  violations: Empty,
  save: Empty,
  sockets: Empty,
  report: Schema.Struct({ uid: Schema.optionalKey(Uid) }),
  balance: Schema.Struct({
    coin: Schema.Literals(coins),
    amount: Amount,
    uid: Schema.optionalKey(Uid),
    accountType: Schema.optionalKey(AccountType)
  }),
  balances: Schema.Struct({ uid: Schema.optionalKey(Uid), accountType: Schema.optionalKey(AccountType) }),
  book: Schema.Struct({
    category: Schema.Literals(["spot", "linear", "inverse", "option"]),
    symbol: Text(64),
    limit: Schema.optionalKey(between(1, 1000))
  }),
  "api-key": Schema.Struct({
    apiKey: Schema.String.check(
      Schema.isPattern(/^[A-Za-z0-9_-]{1,64}$/, { message: "1 to 64 letters, digits, _ or -" })
    ),
    uid: Uid,
    secret: Schema.optionalKey(Schema.NonEmptyString.check(Schema.isMaxLength(256))),
    rsaPublicKeyPem: Schema.optionalKey(
      Text(16_384).check(Schema.makeFilter((pem: string) => validPem(pem) || "a PEM public key (SPKI)"))
    ),
    isMaster: Schema.optionalKey(Schema.Boolean),
    readOnly: Schema.optionalKey(Schema.Boolean),
    permissions: Schema.optionalKey(PermissionsSchema),
    ips: Schema.optionalKey(
      Schema.Array(
        Schema.String.check(Schema.isPattern(/^(\*|[0-9A-Fa-f.:]{2,45})$/, { message: "an IP address or *" }))
      ).check(Schema.isMaxLength(100))
    )
  }).check(
    Schema.makeFilter((k) =>
      k.secret !== undefined && k.rsaPublicKeyPem !== undefined
        ? { path: ["rsaPublicKeyPem"], issue: "a key has a secret (HMAC) or an RSA public key, not both" }
        : undefined
    )
  ),
  replay: Schema.Struct({
    action: Schema.optionalKey(Schema.Literals(["pause", "play"])),
    speed: Schema.optionalKey(
      Schema.Union([Schema.Literal("max"), Schema.Finite.check(Schema.isBetween({ minimum: 1e-3, maximum: 1e6 }))])
    )
  }).check(
    Schema.makeFilter((r) =>
      r.action === undefined && r.speed === undefined ? "say an action (pause, play) or a speed" : undefined
    )
  )
}

/**
 * Every op with a body schema here (`accounts` decodes with `AccountsDescription`).
 *
 * @since 1.2.0
 * @category models
 */
export type Op = keyof typeof faultBodies | keyof typeof bodies

/**
 * A decoded body of an op.
 *
 * @since 1.2.0
 * @category models
 */
export type Body<O extends Op> = O extends keyof typeof faultBodies
  ? (typeof faultBodies)[O]["Type"]
  : O extends keyof typeof bodies
    ? (typeof bodies)[O]["Type"]
    : never

/**
 * An admin body refused: `path` names the field (`(body)` for the body as a whole), `detail` says why.
 *
 * @since 1.2.0
 * @category errors
 */
export class AdminBodyError extends Schema.TaggedError<AdminBodyError>()("AdminBodyError", {
  path: Schema.String,
  detail: Schema.String
}) {
  override get message(): string {
    return `${this.path}: ${this.detail}`
  }
}

/**
 * The schema of an op's body, or `undefined` for an op without one.
 *
 * @since 1.2.0
 * @category schemas
 */
export const schemaOf = (op: string): Schema.Top | undefined =>
  Object.hasOwn(faultBodies, op)
    ? faultBodies[op as keyof typeof faultBodies]
    : Object.hasOwn(bodies, op)
      ? bodies[op as keyof typeof bodies]
      : undefined

/**
 * Decodes an op's body: the first problem, naming its field; unknown fields are refused.
 *
 * @since 1.2.0
 * @category decoding
 */
export const decode = <O extends Op>(op: O, input: unknown): Result.Result<Body<O>, AdminBodyError> => {
  const schema = schemaOf(op) as Schema.Codec<Body<O>, unknown>
  return Result.mapError(Schema.decodeUnknownResult(schema)(input, { onExcessProperty: "error" }), (error) => {
    const first = Issues.first(error.issue)
    const path = first === undefined || first.path === "" ? "(body)" : first.path
    return new AdminBodyError({ path, detail: first?.message ?? error.message })
  })
}

/**
 * A refusal of a decoded value the exchange cannot take (an unknown UID, an unlisted instrument).
 *
 * @since 1.2.0
 * @category constructors
 */
export const invalid = (path: string, detail: string): AdminBodyError => new AdminBodyError({ path, detail })

/**
 * An endpoint is data: method, path, auth, signing style, envelope, request and response schemas, the errors it can
 * fail with, key permission, master-only, idempotency, rate-limit group and pagination. The client callables, the
 * reference tables and the emulator's routes are all derived from these values.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import type { ExchangeErrorInput } from "../Errors/ExchangeError.js"

/**
 * Public endpoints need no credentials; private ones are signed.
 *
 * @since 0.1.0
 * @category models
 */
export type Auth = "public" | "private"

/**
 * How a private request is signed: V5/V3 `X-BAPI-*` headers, or legacy signed parameters.
 *
 * @since 0.1.0
 * @category models
 */
export type SigningStyle = "v5" | "legacy"

/**
 * The response envelope: V5 (`retCode`, `retMsg`, `result`, `retExtInfo`, `time`) or legacy (`ret_code`, ...).
 *
 * @since 0.1.0
 * @category models
 */
export type EnvelopeKind = "v5" | "legacy"

/**
 * HTTP method. Reads use GET, writes POST; spot v1 cancellations use DELETE.
 *
 * @since 0.1.0
 * @category models
 */
export type Method = "GET" | "POST" | "DELETE"

/**
 * How a POST body is written: JSON (V5), form-encoded (spot v1), or `multipart/form-data` (uploads, V5 signing
 * only: the request's wire form holds `FilePart`s and text fields, and the signature covers the body bytes).
 *
 * @since 0.1.0
 * @category models
 */
export type BodyEncoding = "json" | "form" | "multipart"

/**
 * How an endpoint places or changes orders, when it does: one new order (`create`: order creation and its
 * pre-check), a change to one (`amend`), or a batch of them under `request` (`createBatch`, `amendBatch`). The
 * executor checks the quantities and prices of order entry before sending (`Validate.params`), and, when
 * `InstrumentRules` is installed, new orders against their symbol's loaded rules.
 *
 * @since 2.0.0
 * @category models
 */
export type OrderEntry = "create" | "amend" | "createBatch" | "amendBatch"

/**
 * How a write whose answer was lost is confirmed before anything is re-sent: `orderLinkId`, the order is looked up
 * by the call's `orderLinkId` (open orders, then history) and answered when found.
 *
 * @since 2.0.0
 * @category models
 */
export type Confirmation = "orderLinkId"

/**
 * A key permission as the exchange's API key info lists it, e.g. `{ group: "ContractTrade", name: "Order" }`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Permission {
  readonly group:
    | "ContractTrade"
    | "Spot"
    | "Wallet"
    | "Options"
    | "Derivatives"
    | "Exchange"
    | "Earn"
    | "CopyTrading"
    | "BlockTrade"
    | "Affiliate"
    | "NFT"
  readonly name: string
}

/**
 * The permission an endpoint needs, possibly depending on the wire parameters (order entry needs `Spot.SpotTrade`
 * for spot and `ContractTrade.Order` for derivatives).
 *
 * @since 0.1.0
 * @category models
 */
export type PermissionRule = Required | ((params: Readonly<Record<string, unknown>>) => Required)

/**
 * Any one of several permissions will do (the user pages' "must have one of the below permissions": Account
 * Transfer, Subaccount Transfer or Withdrawal).
 *
 * @since 1.0.0
 * @category models
 */
export interface AnyOf {
  readonly anyOf: readonly [Permission, ...Array<Permission>]
}

/**
 * What an endpoint requires of the key: one permission, or any one of several.
 *
 * @since 1.0.0
 * @category models
 */
export type Required = Permission | AnyOf

/**
 * Where a list endpoint keeps its cursor and its items.
 *
 * @since 0.1.0
 * @category models
 */
export interface Pagination {
  readonly cursor: "nextPageCursor" | "nextCursor" | "cursor"
  /** Usually `list` or `rows`; a few asset endpoints name their list otherwise (`configList`, `orderBody`). */
  readonly list: "list" | "rows" | (string & {})
}

/**
 * A constructor of a catalogue error.
 *
 * @since 0.1.0
 * @category models
 */
export type ErrorConstructor<E> = new (input: ExchangeErrorInput) => E

/**
 * Any schema of an endpoint's request or response: one that needs no services to decode or encode.
 *
 * @since 0.3.0
 * @category models
 */
export type AnySchema = Schema.Codec<unknown, unknown>

/**
 * One endpoint definition.
 *
 * @since 0.1.0
 * @category models
 */
export interface Endpoint<Name extends string, A extends Auth, Params, ParamsEncoded, Result, ResultEncoded, E> {
  /** The client method name (bybit-api's name where one exists), e.g. `getTickers`. */
  readonly name: Name
  readonly method: Method
  readonly path: string
  readonly auth: A
  readonly signing: SigningStyle
  readonly envelope: EnvelopeKind
  /** Validated before sending; its encoded form is what goes on the wire. */
  readonly request: Schema.Codec<Params, ParamsEncoded>
  /** Decodes `result`. */
  readonly response: Schema.Codec<Result, ResultEncoded>
  /** The catalogue errors this endpoint documents beyond the ones every endpoint can return. */
  readonly errors: ReadonlyArray<ErrorConstructor<E>>
  readonly permission: PermissionRule | undefined
  /** Refused to sub-account keys. */
  readonly masterOnly: boolean
  /** Safe to retry blindly (reads); retries look at this, never at the verb. */
  readonly idempotent: boolean
  /** The rate-limit group (the docs' per-UID endpoint limit), e.g. `order/create`. */
  readonly rateGroup: string
  readonly pagination: Pagination | undefined
  /** POST body encoding: JSON (default), form-encoded (spot v1) or multipart (uploads). */
  readonly bodyEncoding: BodyEncoding
  /** How it places or changes orders, if it does. */
  readonly orderEntry: OrderEntry | undefined
  /** How a lost answer is confirmed before a re-send, if it can be (order creation: by `orderLinkId`). */
  readonly confirmBy: Confirmation | undefined
}

/**
 * Any endpoint: the fields that do not depend on its types (what routing, docs and the emulator read).
 *
 * @since 0.1.0
 * @category models
 */
export interface Any {
  readonly name: string
  readonly method: Method
  readonly path: string
  readonly auth: Auth
  readonly signing: SigningStyle
  readonly envelope: EnvelopeKind
  readonly request: AnySchema
  readonly response: AnySchema
  readonly errors: ReadonlyArray<ErrorConstructor<unknown>>
  readonly permission: PermissionRule | undefined
  readonly masterOnly: boolean
  readonly idempotent: boolean
  readonly rateGroup: string
  readonly pagination: Pagination | undefined
  readonly bodyEncoding: BodyEncoding
  readonly orderEntry: OrderEntry | undefined
  readonly confirmBy: Confirmation | undefined
}

/**
 * The user-facing parameter type of an endpoint.
 *
 * @since 0.1.0
 * @category type-level
 */
export type Params<Ep> =
  Ep extends Endpoint<string, Auth, infer P, infer _PI, infer _R, infer _RI, infer _E> ? P : never

/**
 * The decoded result type of an endpoint.
 *
 * @since 0.1.0
 * @category type-level
 */
export type Result<Ep> =
  Ep extends Endpoint<string, Auth, infer _P, infer _PI, infer R, infer _RI, infer _E> ? R : never

/**
 * The endpoint-specific catalogue errors.
 *
 * @since 0.1.0
 * @category type-level
 */
export type Errors<Ep> =
  Ep extends Endpoint<string, Auth, infer _P, infer _PI, infer _R, infer _RI, infer E> ? E : never

/**
 * The definition fields a caller must give; the rest have defaults.
 *
 * @since 0.1.0
 * @category models
 */
export interface Definition<
  Name extends string,
  A extends Auth,
  Params,
  ParamsEncoded,
  Result,
  ResultEncoded,
  Errs extends ReadonlyArray<ErrorConstructor<unknown>>
> {
  readonly name: Name
  readonly method: Method
  readonly path: string
  readonly auth: A
  /** The schema, or a function giving it: then it is built on the definition's first `request` read. */
  readonly request: Schema.Codec<Params, ParamsEncoded> | (() => Schema.Codec<Params, ParamsEncoded>)
  /** The schema, or a function giving it: then it is built on the definition's first `response` read. */
  readonly response: Schema.Codec<Result, ResultEncoded> | (() => Schema.Codec<Result, ResultEncoded>)
  readonly errors?: Errs
  readonly signing?: SigningStyle
  readonly envelope?: EnvelopeKind
  readonly permission?: PermissionRule
  readonly masterOnly?: boolean
  /** Defaults to `true` for GET and `false` otherwise; state it where the verb lies (USDC reads are POSTs). */
  readonly idempotent?: boolean
  /** Defaults to the path after its version prefix. */
  readonly rateGroup?: string
  readonly pagination?: Pagination
  readonly bodyEncoding?: BodyEncoding
  /** Order entry: its orders are checked before sending. None by default. */
  readonly orderEntry?: OrderEntry
  /** How a lost answer is confirmed; none by default (the write fails with `OutcomeUnknown`). */
  readonly confirmBy?: Confirmation
}

type SchemaOrThunk = AnySchema | (() => AnySchema)

/** The schema itself, or what its function gives (a schema class is a function too: `isSchema` tells them apart). */
const force = (value: SchemaOrThunk): AnySchema => (Schema.isSchema(value) ? value : (value as () => AnySchema)())

// One class for every definition: the request and response schemas of the ~750 definitions are built on first
// read (a program calls a few of them; building them all was most of what importing the library cost). The getters
// sit on the shared prototype, so a definition holds no closure of its own.
class Definitions implements Any {
  readonly name: string
  readonly method: Method
  readonly path: string
  readonly auth: Auth
  readonly errors: ReadonlyArray<ErrorConstructor<unknown>>
  readonly signing: SigningStyle
  readonly envelope: EnvelopeKind
  readonly permission: PermissionRule | undefined
  readonly masterOnly: boolean
  readonly idempotent: boolean
  readonly rateGroup: string
  readonly pagination: Pagination | undefined
  readonly bodyEncoding: BodyEncoding
  readonly orderEntry: OrderEntry | undefined
  readonly confirmBy: Confirmation | undefined
  #request: SchemaOrThunk
  #response: SchemaOrThunk
  constructor(definition: Definition<string, Auth, unknown, unknown, unknown, unknown, ReadonlyArray<never>>) {
    this.name = definition.name
    this.method = definition.method
    this.path = definition.path
    this.auth = definition.auth
    this.#request = definition.request as SchemaOrThunk
    this.#response = definition.response as SchemaOrThunk
    this.errors = definition.errors ?? []
    this.signing = definition.signing ?? "v5"
    this.envelope = definition.envelope ?? "v5"
    this.permission = definition.permission
    this.masterOnly = definition.masterOnly ?? false
    this.idempotent = definition.idempotent ?? definition.method === "GET"
    this.rateGroup = definition.rateGroup ?? definition.path.replace(/^\/v\d+\//, "")
    this.pagination = definition.pagination
    this.bodyEncoding = definition.bodyEncoding ?? "json"
    this.orderEntry = definition.orderEntry
    this.confirmBy = definition.confirmBy
  }
  // the schemas once built: a read after the first answers the field, without telling a schema from its function
  // again (`isSchema` reads a lazy schema's proxy twice, on every call of the endpoint)
  #requestBuilt: AnySchema | undefined
  #responseBuilt: AnySchema | undefined
  get request(): AnySchema {
    if (this.#requestBuilt !== undefined) return this.#requestBuilt
    const schema = force(this.#request)
    this.#requestBuilt = schema
    return schema
  }
  get response(): AnySchema {
    if (this.#responseBuilt !== undefined) return this.#responseBuilt
    const schema = force(this.#response)
    this.#responseBuilt = schema
    return schema
  }
}

/**
 * Defines an endpoint, filling the defaults. `request` and `response` may be given as functions: the schema is then
 * built when the definition's `request` (or `response`) is first read, once, and is the same value afterwards.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = <
  Name extends string,
  A extends Auth,
  Params,
  ParamsEncoded,
  Result,
  ResultEncoded,
  const Errs extends ReadonlyArray<ErrorConstructor<unknown>> = readonly []
>(
  definition: Definition<Name, A, Params, ParamsEncoded, Result, ResultEncoded, Errs>
): Endpoint<Name, A, Params, ParamsEncoded, Result, ResultEncoded, InstanceType<Errs[number]>> =>
  new Definitions(definition as never) as unknown as Endpoint<
    Name,
    A,
    Params,
    ParamsEncoded,
    Result,
    ResultEncoded,
    InstanceType<Errs[number]>
  >

/**
 * `source` under another method name: every other field is the source's, and its schemas are the source's own
 * (built once, for both, on the first read through either).
 *
 * @since 0.1.0
 * @category constructors
 */
export const rename = <const Name extends string, A extends Auth, P, PI, R, RI, E>(
  source: Endpoint<string, A, P, PI, R, RI, E>,
  name: Name
): Endpoint<Name, A, P, PI, R, RI, E> => {
  const renamed = new Definitions({
    name,
    method: source.method,
    path: source.path,
    auth: source.auth,
    request: () => source.request as Schema.Codec<unknown, unknown>,
    response: () => source.response as Schema.Codec<unknown, unknown>,
    errors: source.errors as ReadonlyArray<never>,
    signing: source.signing,
    envelope: source.envelope,
    masterOnly: source.masterOnly,
    idempotent: source.idempotent,
    rateGroup: source.rateGroup,
    bodyEncoding: source.bodyEncoding,
    ...(source.permission === undefined ? {} : { permission: source.permission }),
    ...(source.pagination === undefined ? {} : { pagination: source.pagination }),
    ...(source.orderEntry === undefined ? {} : { orderEntry: source.orderEntry }),
    ...(source.confirmBy === undefined ? {} : { confirmBy: source.confirmBy })
  })
  return renamed as unknown as Endpoint<Name, A, P, PI, R, RI, E>
}

/**
 * The permission an endpoint needs for these wire parameters, if any.
 *
 * @since 0.1.0
 * @category utils
 */
export const permissionFor = (
  endpoint: Pick<Any, "permission">,
  params: Readonly<Record<string, unknown>>
): Required | undefined =>
  typeof endpoint.permission === "function" ? endpoint.permission(params) : endpoint.permission

/**
 * The permissions that each satisfy a requirement (one of them is enough).
 *
 * @since 1.0.0
 * @category permissions
 */
export const permissionsOf = (required: Required): ReadonlyArray<Permission> =>
  "anyOf" in required ? required.anyOf : [required]

/**
 * Account Transfer, Subaccount Transfer or Withdrawal: what the user pages ask of a master key that manages
 * sub-accounts and keys.
 *
 * @since 1.0.0
 * @category permissions
 */
export const transferOrWithdraw: AnyOf = {
  anyOf: [
    { group: "Wallet", name: "AccountTransfer" },
    { group: "Wallet", name: "SubMemberTransfer" },
    { group: "Wallet", name: "Withdraw" }
  ]
}

/**
 * The trading permission by category: spot trading, options trading or contract orders.
 *
 * @since 0.1.0
 * @category permissions
 */
export const tradePermission = (params: Readonly<Record<string, unknown>>): Permission =>
  params.category === "spot"
    ? { group: "Spot", name: "SpotTrade" }
    : params.category === "option"
      ? { group: "Options", name: "OptionsTrade" }
      : { group: "ContractTrade", name: "Order" }

/**
 * An endpoint is data: method, path, auth, signing style, envelope, request and response schemas, the errors it can
 * fail with, key permission, master-only, idempotency, rate-limit group and pagination. The client callables, the
 * reference tables and the emulator's routes are all derived from these values.
 *
 * @since 0.1.0
 */
import type * as Schema from "effect/Schema"
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
export type PermissionRule = Permission | ((params: Readonly<Record<string, unknown>>) => Permission)

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
  readonly request: Schema.Schema<Params, ParamsEncoded>
  /** Decodes `result`. */
  readonly response: Schema.Schema<Result, ResultEncoded>
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
  readonly request: Schema.Schema.AnyNoContext
  readonly response: Schema.Schema.AnyNoContext
  readonly errors: ReadonlyArray<ErrorConstructor<unknown>>
  readonly permission: PermissionRule | undefined
  readonly masterOnly: boolean
  readonly idempotent: boolean
  readonly rateGroup: string
  readonly pagination: Pagination | undefined
  readonly bodyEncoding: BodyEncoding
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
  readonly request: Schema.Schema<Params, ParamsEncoded>
  readonly response: Schema.Schema<Result, ResultEncoded>
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
}

/**
 * Defines an endpoint, filling the defaults.
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
): Endpoint<Name, A, Params, ParamsEncoded, Result, ResultEncoded, InstanceType<Errs[number]>> => ({
  name: definition.name,
  method: definition.method,
  path: definition.path,
  auth: definition.auth,
  request: definition.request,
  response: definition.response,
  errors: (definition.errors ?? []) as ReadonlyArray<ErrorConstructor<InstanceType<Errs[number]>>>,
  signing: definition.signing ?? "v5",
  envelope: definition.envelope ?? "v5",
  permission: definition.permission,
  masterOnly: definition.masterOnly ?? false,
  idempotent: definition.idempotent ?? definition.method === "GET",
  rateGroup: definition.rateGroup ?? definition.path.replace(/^\/v\d+\//, ""),
  pagination: definition.pagination,
  bodyEncoding: definition.bodyEncoding ?? "json"
})

/**
 * The permission an endpoint needs for these wire parameters, if any.
 *
 * @since 0.1.0
 * @category utils
 */
export const permissionFor = (
  endpoint: Pick<Any, "permission">,
  params: Readonly<Record<string, unknown>>
): Permission | undefined =>
  typeof endpoint.permission === "function" ? endpoint.permission(params) : endpoint.permission

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

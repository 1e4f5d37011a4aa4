/**
 * The rule of `Classify` without the catalogue's code tables: which errors reach a caller under their own tag (the
 * endpoint's documented ones, the common set, the signed set on private endpoints) and the error made for a known
 * class. The REST executor's failure path (`Http/stages/classify`) loads the catalogue's rows on the first
 * refused request; importing `Classify` itself would build its tables at import, defining every catalogue class
 * (~700) in every program, under Node too (a shared chunk runs whole). `Classify` re-exports all of it.
 *
 * @since 1.0.0
 */
import type * as Catalogue from "./Catalogue.js"
import type * as ExchangeError from "./ExchangeError.js"
import * as CommonErrors from "./exchange/Common.js"
import * as SignedErrors from "./exchange/Signed.js"
import { UnexpectedExchangeError } from "./UnexpectedExchangeError.js"

/**
 * Codes any endpoint can return: 10001 parameters, 10006 rate limit, 10016 server error, 10017 route not found,
 * 10018 IP rate limit, 12000 unknown.
 *
 * @since 0.2.0
 * @category catalogue
 */
export const common = [
  CommonErrors.ParamsError,
  CommonErrors.RateLimitExceeded,
  CommonErrors.ServerError,
  CommonErrors.RouteNotFound,
  CommonErrors.IpRateLimitExceeded,
  CommonErrors.ExchangeUnknownError
] as const

/**
 * Codes any signed endpoint can return beyond the common ones: 10002 timestamp, 10003 key, 10004 signature, 10005
 * permission, 10010 IP, 10020 account not unified, 10024 compliance, 10027 transactions banned, 10029 symbol not
 * whitelisted, 3303001 incorrect private operation, 33004 key expired.
 *
 * @since 0.2.0
 * @category catalogue
 */
export const signed = [
  SignedErrors.TimestampOutOfWindow,
  SignedErrors.InvalidApiKey,
  SignedErrors.InvalidSignature,
  SignedErrors.PermissionDenied,
  SignedErrors.UnmatchedIp,
  SignedErrors.AccountNotUnified,
  SignedErrors.ComplianceRulesTriggered,
  SignedErrors.TransactionsBanned,
  SignedErrors.SymbolNotWhitelisted,
  SignedErrors.IncorrectPrivateOperation,
  SignedErrors.ApiKeyExpired
] as const

/**
 * The common errors, as instances.
 *
 * @since 0.2.0
 * @category models
 */
export type Common = InstanceType<(typeof common)[number]>

/**
 * The signed endpoints' extra errors, as instances.
 *
 * @since 0.2.0
 * @category models
 */
export type Signed = InstanceType<(typeof signed)[number]>

const commonSet: ReadonlySet<unknown> = new Set<unknown>(common)
// `signed` by tag (one class per tag: `CatalogueClass.catalogued`), so that the rule, which every program's executor
// carries, defines none of these classes in a program whose endpoints are all public
const signedTags: ReadonlySet<string> = new Set<Signed["_tag"]>([
  "TimestampOutOfWindow",
  "InvalidApiKey",
  "InvalidSignature",
  "PermissionDenied",
  "UnmatchedIp",
  "AccountNotUnified",
  "ComplianceRulesTriggered",
  "TransactionsBanned",
  "SymbolNotWhitelisted",
  "IncorrectPrivateOperation",
  "ApiKeyExpired"
])

/**
 * Whether a catalogue class reaches callers of this endpoint under its own tag.
 *
 * @since 0.2.0
 * @category predicates
 */
export const isDeclared = (
  known: Catalogue.ErrorClass,
  declared: ReadonlyArray<unknown>,
  isPrivate: boolean
): boolean => declared.includes(known) || commonSet.has(known) || (isPrivate && signedTags.has(known._tag))

/**
 * The error for a refused request whose code the catalogue gives `known` (`undefined`: a code outside it).
 *
 * @since 1.0.0
 * @category constructors
 */
export const classifyWith = (
  known: Catalogue.ErrorClass | undefined,
  input: ExchangeError.ExchangeErrorInput,
  declared: ReadonlyArray<unknown>,
  isPrivate: boolean
): ExchangeError.ExchangeError | UnexpectedExchangeError => {
  if (known === undefined) return new CommonErrors.ApiError(input)
  const error = new known(input)
  return isDeclared(known, declared, isPrivate) ? error : UnexpectedExchangeError.of(error)
}

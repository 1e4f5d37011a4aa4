/**
 * Exchange errors, the codes any signed endpoint can return beyond the common ones (`Classify.signed`). Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * -2015, 33004: the API key has expired (spot and derivatives report different codes).
 *
 * @since 0.1.0
 * @category errors
 */
export const ApiKeyExpired = catalogued("ApiKeyExpired")
/** An instance of {@link ApiKeyExpired}. */
export type ApiKeyExpired = Catalogued<"ApiKeyExpired">

/**
 * 10002: the request timestamp is outside the receive window.
 *
 * @since 0.1.0
 * @category errors
 */
export const TimestampOutOfWindow = catalogued("TimestampOutOfWindow")
/** An instance of {@link TimestampOutOfWindow}. */
export type TimestampOutOfWindow = Catalogued<"TimestampOutOfWindow">

/**
 * 10003: invalid API key, or key and host (domain) do not match; legacy WebSockets report it as sign auth failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidApiKey = catalogued("InvalidApiKey")
/** An instance of {@link InvalidApiKey}. */
export type InvalidApiKey = Catalogued<"InvalidApiKey">

/**
 * 10004: the signature does not verify.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidSignature = catalogued("InvalidSignature")
/** An instance of {@link InvalidSignature}. */
export type InvalidSignature = Catalogued<"InvalidSignature">

/**
 * 10005: incorrect key permissions: the key lacks the permission this endpoint needs.
 *
 * @since 0.1.0
 * @category errors
 */
export const PermissionDenied = catalogued("PermissionDenied")
/** An instance of {@link PermissionDenied}. */
export type PermissionDenied = Catalogued<"PermissionDenied">

/**
 * 10010: incorrect request IP: not among the key's bound IP addresses.
 *
 * @since 0.1.0
 * @category errors
 */
export const UnmatchedIp = catalogued("UnmatchedIp")
/** An instance of {@link UnmatchedIp}. */
export type UnmatchedIp = Catalogued<"UnmatchedIp">

/**
 * 10020: the account is not a unified (margin) account; upgrade required.
 *
 * @since 0.1.0
 * @category errors
 */
export const AccountNotUnified = catalogued("AccountNotUnified")
/** An instance of {@link AccountNotUnified}. */
export type AccountNotUnified = Catalogued<"AccountNotUnified">

/**
 * 10024: compliance rules triggered.
 *
 * @since 0.1.0
 * @category errors
 */
export const ComplianceRulesTriggered = catalogued("ComplianceRulesTriggered")
/** An instance of {@link ComplianceRulesTriggered}. */
export type ComplianceRulesTriggered = Catalogued<"ComplianceRulesTriggered">

/**
 * 10027: transactions (trading) are banned for this account.
 *
 * @since 0.1.0
 * @category errors
 */
export const TransactionsBanned = catalogued("TransactionsBanned")
/** An instance of {@link TransactionsBanned}. */
export type TransactionsBanned = Catalogued<"TransactionsBanned">

/**
 * 10029: the requested symbol is not in the key's symbol whitelist.
 *
 * @since 0.1.0
 * @category errors
 */
export const SymbolNotWhitelisted = catalogued("SymbolNotWhitelisted")
/** An instance of {@link SymbolNotWhitelisted}. */
export type SymbolNotWhitelisted = Catalogued<"SymbolNotWhitelisted">

/**
 * 3303001: incorrect private operation.
 *
 * @since 0.1.0
 * @category errors
 */
export const IncorrectPrivateOperation = catalogued("IncorrectPrivateOperation")
/** An instance of {@link IncorrectPrivateOperation}. */
export type IncorrectPrivateOperation = Catalogued<"IncorrectPrivateOperation">

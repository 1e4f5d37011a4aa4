/**
 * Exchange errors, the codes any signed endpoint can return beyond the common ones (`Classify.signed`). Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * -2015, 33004: the API key has expired (spot and derivatives report different codes).
 *
 * @since 0.1.0
 * @category errors
 */
export class ApiKeyExpired extends catalogued<ApiKeyExpired>()("ApiKeyExpired") {}

/**
 * 10002: the request timestamp is outside the receive window.
 *
 * @since 0.1.0
 * @category errors
 */
export class TimestampOutOfWindow extends catalogued<TimestampOutOfWindow>()("TimestampOutOfWindow") {}

/**
 * 10003: invalid API key, or key and host (domain) do not match; legacy WebSockets report it as sign auth failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidApiKey extends catalogued<InvalidApiKey>()("InvalidApiKey") {}

/**
 * 10004: the signature does not verify.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSignature extends catalogued<InvalidSignature>()("InvalidSignature") {}

/**
 * 10005: incorrect key permissions: the key lacks the permission this endpoint needs.
 *
 * @since 0.1.0
 * @category errors
 */
export class PermissionDenied extends catalogued<PermissionDenied>()("PermissionDenied") {}

/**
 * 10010: incorrect request IP: not among the key's bound IP addresses.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnmatchedIp extends catalogued<UnmatchedIp>()("UnmatchedIp") {}

/**
 * 10020: the account is not a unified (margin) account; upgrade required.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountNotUnified extends catalogued<AccountNotUnified>()("AccountNotUnified") {}

/**
 * 10024: compliance rules triggered.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComplianceRulesTriggered extends catalogued<ComplianceRulesTriggered>()("ComplianceRulesTriggered") {}

/**
 * 10027: transactions (trading) are banned for this account.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransactionsBanned extends catalogued<TransactionsBanned>()("TransactionsBanned") {}

/**
 * 10029: the requested symbol is not in the key's symbol whitelist.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolNotWhitelisted extends catalogued<SymbolNotWhitelisted>()("SymbolNotWhitelisted") {}

/**
 * 3303001: incorrect private operation.
 *
 * @since 0.1.0
 * @category errors
 */
export class IncorrectPrivateOperation extends catalogued<IncorrectPrivateOperation>()("IncorrectPrivateOperation") {}

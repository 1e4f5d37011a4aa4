/**
 * Exchange errors, the codes only the `User` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 141004: the sub member is not normal.
 *
 * @since 0.1.0
 * @category errors
 */
export const SubMemberAbnormal = catalogued("SubMemberAbnormal")
/** An instance of {@link SubMemberAbnormal}. */
export type SubMemberAbnormal = Catalogued<"SubMemberAbnormal">

/**
 * 141019: adding or updating the IP whitelist must be done in API management.
 *
 * @since 0.1.0
 * @category errors
 */
export const IpWhitelistChangeRequiresWeb = catalogued("IpWhitelistChangeRequiresWeb")
/** An instance of {@link IpWhitelistChangeRequiresWeb}. */
export type IpWhitelistChangeRequiresWeb = Catalogued<"IpWhitelistChangeRequiresWeb">

/**
 * 141020: changing sensitive read/write permissions must be done in API management.
 *
 * @since 0.1.0
 * @category errors
 */
export const SensitivePermissionChangeRequiresWeb = catalogued("SensitivePermissionChangeRequiresWeb")
/** An instance of {@link SensitivePermissionChangeRequiresWeb}. */
export type SensitivePermissionChangeRequiresWeb = Catalogued<"SensitivePermissionChangeRequiresWeb">

/**
 * 141025: the subaccount has assets and cannot be deleted.
 *
 * @since 0.1.0
 * @category errors
 */
export const SubaccountHasAssets = catalogued("SubaccountHasAssets")
/** An instance of {@link SubaccountHasAssets}. */
export type SubaccountHasAssets = Catalogued<"SubaccountHasAssets">

/**
 * 81007: Bybit Europe does not support creating API keys.
 *
 * @since 0.1.0
 * @category errors
 */
export const EuropeApiKeyCreationUnsupported = catalogued("EuropeApiKeyCreationUnsupported")
/** An instance of {@link EuropeApiKeyCreationUnsupported}. */
export type EuropeApiKeyCreationUnsupported = Catalogued<"EuropeApiKeyCreationUnsupported">

/**
 * 141009 (legacy, and V5 when freezing a sub-account no account has): the sub user was not found.
 *
 * @since 0.1.0
 * @category errors
 */
export const SubUserNotFound = catalogued("SubUserNotFound")
/** An instance of {@link SubUserNotFound}. */
export type SubUserNotFound = Catalogued<"SubUserNotFound">

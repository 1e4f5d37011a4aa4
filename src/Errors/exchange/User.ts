/**
 * Exchange errors, the codes only the `User` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 141004: the sub member is not normal.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubMemberAbnormal extends catalogued<SubMemberAbnormal>()("SubMemberAbnormal") {}

/**
 * 141019: adding or updating the IP whitelist must be done in API management.
 *
 * @since 0.1.0
 * @category errors
 */
export class IpWhitelistChangeRequiresWeb extends catalogued<IpWhitelistChangeRequiresWeb>()(
  "IpWhitelistChangeRequiresWeb"
) {}

/**
 * 141020: changing sensitive read/write permissions must be done in API management.
 *
 * @since 0.1.0
 * @category errors
 */
export class SensitivePermissionChangeRequiresWeb extends catalogued<SensitivePermissionChangeRequiresWeb>()(
  "SensitivePermissionChangeRequiresWeb"
) {}

/**
 * 141025: the subaccount has assets and cannot be deleted.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountHasAssets extends catalogued<SubaccountHasAssets>()("SubaccountHasAssets") {}

/**
 * 81007: Bybit Europe does not support creating API keys.
 *
 * @since 0.1.0
 * @category errors
 */
export class EuropeApiKeyCreationUnsupported extends catalogued<EuropeApiKeyCreationUnsupported>()(
  "EuropeApiKeyCreationUnsupported"
) {}

/**
 * 141009 (legacy, and V5 when freezing a sub-account no account has): the sub user was not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubUserNotFound extends catalogued<SubUserNotFound>()("SubUserNotFound") {}

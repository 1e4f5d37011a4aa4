/**
 * Exchange errors, the codes only the `Earn` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 180003: user banned (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnUserBanned extends catalogued<EarnUserBanned>()("EarnUserBanned") {}

/**
 * 180004: only Bybit global site users can access.
 *
 * @since 0.1.0
 * @category errors
 */
export class SiteNotAllowed extends catalogued<SiteNotAllowed>()("SiteNotAllowed") {}

/**
 * 180005: compliance wallet not reached.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComplianceWalletNotReached extends catalogued<ComplianceWalletNotReached>()(
  "ComplianceWalletNotReached"
) {}

/**
 * 180006: validation failed (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnValidationFailed extends catalogued<EarnValidationFailed>()("EarnValidationFailed") {}

/**
 * 180009: product is forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class ProductForbidden extends catalogued<ProductForbidden>()("ProductForbidden") {}

/**
 * 180010: user not allowed (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnUserNotAllowed extends catalogued<EarnUserNotAllowed>()("EarnUserNotAllowed") {}

/**
 * 180011: user not VIP.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserNotVip extends catalogued<UserNotVip>()("UserNotVip") {}

/**
 * 180015: products share not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class ProductShareInsufficient extends catalogued<ProductShareInsufficient>()("ProductShareInsufficient") {}

/**
 * 180017: invalid risk user.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidRiskUser extends catalogued<InvalidRiskUser>()("InvalidRiskUser") {}

/**
 * 180018: internal error (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnInternalError extends catalogued<EarnInternalError>()("EarnInternalError") {}

/**
 * 180021: invalid select price.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSelectPrice extends catalogued<InvalidSelectPrice>()("InvalidSelectPrice") {}

/**
 * 180022: KYC level not reached.
 *
 * @since 0.1.0
 * @category errors
 */
export class KycLevelNotReached extends catalogued<KycLevelNotReached>()("KycLevelNotReached") {}

/**
 * 180023: service maintenance.
 *
 * @since 0.1.0
 * @category errors
 */
export class ServiceMaintenance extends catalogued<ServiceMaintenance>()("ServiceMaintenance") {}

/**
 * 180024: child member forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class ChildMemberForbidden extends catalogued<ChildMemberForbidden>()("ChildMemberForbidden") {}

/**
 * 180026: APR lowered.
 *
 * @since 0.1.0
 * @category errors
 */
export class AprLowered extends catalogued<AprLowered>()("AprLowered") {}

/**
 * 180031: duplicate order (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateEarnOrder extends catalogued<DuplicateEarnOrder>()("DuplicateEarnOrder") {}

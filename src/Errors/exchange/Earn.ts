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
export class EarnUserBanned extends /* @__PURE__ */ catalogued<EarnUserBanned>()("EarnUserBanned") {}

/**
 * 180004: only Bybit global site users can access.
 *
 * @since 0.1.0
 * @category errors
 */
export class SiteNotAllowed extends /* @__PURE__ */ catalogued<SiteNotAllowed>()("SiteNotAllowed") {}

/**
 * 180005: compliance wallet not reached.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComplianceWalletNotReached extends /* @__PURE__ */ catalogued<ComplianceWalletNotReached>()(
  "ComplianceWalletNotReached"
) {}

/**
 * 180006: validation failed (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnValidationFailed extends /* @__PURE__ */ catalogued<EarnValidationFailed>()("EarnValidationFailed") {}

/**
 * 180009: product is forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class ProductForbidden extends /* @__PURE__ */ catalogued<ProductForbidden>()("ProductForbidden") {}

/**
 * 180010: user not allowed (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnUserNotAllowed extends /* @__PURE__ */ catalogued<EarnUserNotAllowed>()("EarnUserNotAllowed") {}

/**
 * 180011: user not VIP.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserNotVip extends /* @__PURE__ */ catalogued<UserNotVip>()("UserNotVip") {}

/**
 * 180015: products share not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class ProductShareInsufficient extends /* @__PURE__ */ catalogued<ProductShareInsufficient>()(
  "ProductShareInsufficient"
) {}

/**
 * 180017: invalid risk user.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidRiskUser extends /* @__PURE__ */ catalogued<InvalidRiskUser>()("InvalidRiskUser") {}

/**
 * 180018: internal error (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnInternalError extends /* @__PURE__ */ catalogued<EarnInternalError>()("EarnInternalError") {}

/**
 * 180021: invalid select price.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSelectPrice extends /* @__PURE__ */ catalogued<InvalidSelectPrice>()("InvalidSelectPrice") {}

/**
 * 180022: KYC level not reached.
 *
 * @since 0.1.0
 * @category errors
 */
export class KycLevelNotReached extends /* @__PURE__ */ catalogued<KycLevelNotReached>()("KycLevelNotReached") {}

/**
 * 180023: service maintenance.
 *
 * @since 0.1.0
 * @category errors
 */
export class ServiceMaintenance extends /* @__PURE__ */ catalogued<ServiceMaintenance>()("ServiceMaintenance") {}

/**
 * 180024: child member forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class ChildMemberForbidden extends /* @__PURE__ */ catalogued<ChildMemberForbidden>()("ChildMemberForbidden") {}

/**
 * 180026: APR lowered.
 *
 * @since 0.1.0
 * @category errors
 */
export class AprLowered extends /* @__PURE__ */ catalogued<AprLowered>()("AprLowered") {}

/**
 * 180031: duplicate order (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateEarnOrder extends /* @__PURE__ */ catalogued<DuplicateEarnOrder>()("DuplicateEarnOrder") {}

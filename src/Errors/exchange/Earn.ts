/**
 * Exchange errors, the codes only the `Earn` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 180003: user banned (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export const EarnUserBanned = catalogued("EarnUserBanned")
/** An instance of {@link EarnUserBanned}. */
export type EarnUserBanned = Catalogued<"EarnUserBanned">

/**
 * 180004: only Bybit global site users can access.
 *
 * @since 0.1.0
 * @category errors
 */
export const SiteNotAllowed = catalogued("SiteNotAllowed")
/** An instance of {@link SiteNotAllowed}. */
export type SiteNotAllowed = Catalogued<"SiteNotAllowed">

/**
 * 180005: compliance wallet not reached.
 *
 * @since 0.1.0
 * @category errors
 */
export const ComplianceWalletNotReached = catalogued("ComplianceWalletNotReached")
/** An instance of {@link ComplianceWalletNotReached}. */
export type ComplianceWalletNotReached = Catalogued<"ComplianceWalletNotReached">

/**
 * 180006: validation failed (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export const EarnValidationFailed = catalogued("EarnValidationFailed")
/** An instance of {@link EarnValidationFailed}. */
export type EarnValidationFailed = Catalogued<"EarnValidationFailed">

/**
 * 180009: product is forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export const ProductForbidden = catalogued("ProductForbidden")
/** An instance of {@link ProductForbidden}. */
export type ProductForbidden = Catalogued<"ProductForbidden">

/**
 * 180010: user not allowed (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export const EarnUserNotAllowed = catalogued("EarnUserNotAllowed")
/** An instance of {@link EarnUserNotAllowed}. */
export type EarnUserNotAllowed = Catalogued<"EarnUserNotAllowed">

/**
 * 180011: user not VIP.
 *
 * @since 0.1.0
 * @category errors
 */
export const UserNotVip = catalogued("UserNotVip")
/** An instance of {@link UserNotVip}. */
export type UserNotVip = Catalogued<"UserNotVip">

/**
 * 180015: products share not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export const ProductShareInsufficient = catalogued("ProductShareInsufficient")
/** An instance of {@link ProductShareInsufficient}. */
export type ProductShareInsufficient = Catalogued<"ProductShareInsufficient">

/**
 * 180017: invalid risk user.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidRiskUser = catalogued("InvalidRiskUser")
/** An instance of {@link InvalidRiskUser}. */
export type InvalidRiskUser = Catalogued<"InvalidRiskUser">

/**
 * 180018: internal error (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export const EarnInternalError = catalogued("EarnInternalError")
/** An instance of {@link EarnInternalError}. */
export type EarnInternalError = Catalogued<"EarnInternalError">

/**
 * 180021: invalid select price.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidSelectPrice = catalogued("InvalidSelectPrice")
/** An instance of {@link InvalidSelectPrice}. */
export type InvalidSelectPrice = Catalogued<"InvalidSelectPrice">

/**
 * 180022: KYC level not reached.
 *
 * @since 0.1.0
 * @category errors
 */
export const KycLevelNotReached = catalogued("KycLevelNotReached")
/** An instance of {@link KycLevelNotReached}. */
export type KycLevelNotReached = Catalogued<"KycLevelNotReached">

/**
 * 180023: service maintenance.
 *
 * @since 0.1.0
 * @category errors
 */
export const ServiceMaintenance = catalogued("ServiceMaintenance")
/** An instance of {@link ServiceMaintenance}. */
export type ServiceMaintenance = Catalogued<"ServiceMaintenance">

/**
 * 180024: child member forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export const ChildMemberForbidden = catalogued("ChildMemberForbidden")
/** An instance of {@link ChildMemberForbidden}. */
export type ChildMemberForbidden = Catalogued<"ChildMemberForbidden">

/**
 * 180026: APR lowered.
 *
 * @since 0.1.0
 * @category errors
 */
export const AprLowered = catalogued("AprLowered")
/** An instance of {@link AprLowered}. */
export type AprLowered = Catalogued<"AprLowered">

/**
 * 180031: duplicate order (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export const DuplicateEarnOrder = catalogued("DuplicateEarnOrder")
/** An instance of {@link DuplicateEarnOrder}. */
export type DuplicateEarnOrder = Catalogued<"DuplicateEarnOrder">

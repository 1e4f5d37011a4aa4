/**
 * Exchange errors, the codes only the `Account` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 110062; legacy 3500713: no MMP information (profile) found for the institution.
 *
 * @since 0.1.0
 * @category errors
 */
export const MmpProfileNotFound = catalogued("MmpProfileNotFound")
/** An instance of {@link MmpProfileNotFound}. */
export type MmpProfileNotFound = Catalogued<"MmpProfileNotFound">

/**
 * 110065: MMP has not been enabled for the account.
 *
 * @since 0.1.0
 * @category errors
 */
export const MmpNotEnabled = catalogued("MmpNotEnabled")
/** An instance of {@link MmpNotEnabled}. */
export type MmpNotEnabled = Catalogued<"MmpNotEnabled">

/**
 * 110071: unified margin account upgrades are currently not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const UnifiedMarginUpgradePaused = catalogued("UnifiedMarginUpgradePaused")
/** An instance of {@link UnifiedMarginUpgradePaused}. */
export type UnifiedMarginUpgradePaused = Catalogued<"UnifiedMarginUpgradePaused">

/**
 * 110073: set margin mode failed (the spec's "margin mode unchanged").
 *
 * @since 0.1.0
 * @category errors
 */
export const SetMarginModeFailed = catalogued("SetMarginModeFailed")
/** An instance of {@link SetMarginModeFailed}. */
export type SetMarginModeFailed = Catalogued<"SetMarginModeFailed">

/**
 * 170346: the settle coin is not a collateral coin.
 *
 * @since 0.1.0
 * @category errors
 */
export const SettleCoinNotCollateral = catalogued("SettleCoinNotCollateral")
/** An instance of {@link SettleCoinNotCollateral}. */
export type SettleCoinNotCollateral = Catalogued<"SettleCoinNotCollateral">

/**
 * 182100: no repayment allowed during compulsory closing of positions.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepaymentDuringForcedClose = catalogued("RepaymentDuringForcedClose")
/** An instance of {@link RepaymentDuringForcedClose}. */
export type RepaymentDuringForcedClose = Catalogued<"RepaymentDuringForcedClose">

/**
 * 182101: repayment failed: insufficient collateral balance.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepaymentCollateralInsufficient = catalogued("RepaymentCollateralInsufficient")
/** An instance of {@link RepaymentCollateralInsufficient}. */
export type RepaymentCollateralInsufficient = Catalogued<"RepaymentCollateralInsufficient">

/**
 * 182102: repayment failed: no liabilities in this currency.
 *
 * @since 0.1.0
 * @category errors
 */
export const NoLiabilityToRepay = catalogued("NoLiabilityToRepay")
/** An instance of {@link NoLiabilityToRepay}. */
export type NoLiabilityToRepay = Catalogued<"NoLiabilityToRepay">

/**
 * 182103: institutional lending users are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLendingUnsupported = catalogued("InsLendingUnsupported")
/** An instance of {@link InsLendingUnsupported}. */
export type InsLendingUnsupported = Catalogued<"InsLendingUnsupported">

/**
 * 182108: collateral switch failed: margin verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const CollateralSwitchMarginCheckFailed = catalogued("CollateralSwitchMarginCheckFailed")
/** An instance of {@link CollateralSwitchMarginCheckFailed}. */
export type CollateralSwitchMarginCheckFailed = Catalogued<"CollateralSwitchMarginCheckFailed">

/**
 * 182110: failed to switch the collateral setting.
 *
 * @since 0.1.0
 * @category errors
 */
export const CollateralSwitchFailed = catalogued("CollateralSwitchFailed")
/** An instance of {@link CollateralSwitchFailed}. */
export type CollateralSwitchFailed = Catalogued<"CollateralSwitchFailed">

/**
 * 182111: the request includes a currency that cannot be collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export const NonCollateralCurrencyRequested = catalogued("NonCollateralCurrencyRequested")
/** An instance of {@link NonCollateralCurrencyRequested}. */
export type NonCollateralCurrencyRequested = Catalogued<"NonCollateralCurrencyRequested">

/**
 * 182112: duplicate currency.
 *
 * @since 0.1.0
 * @category errors
 */
export const DuplicateCurrency = catalogued("DuplicateCurrency")
/** An instance of {@link DuplicateCurrency}. */
export type DuplicateCurrency = Catalogued<"DuplicateCurrency">

/**
 * 3100197: temporarily banned during the upgrade to UTA.
 *
 * @since 0.1.0
 * @category errors
 */
export const BannedDuringUtaUpgrade = catalogued("BannedDuringUtaUpgrade")
/** An instance of {@link BannedDuringUtaUpgrade}. */
export type BannedDuringUtaUpgrade = Catalogued<"BannedDuringUtaUpgrade">

/**
 * 3400208: unclosed hedge-mode or isolated USDT perpetual positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export const UpgradeBlockedByUsdtHedgeOrIsolated = catalogued("UpgradeBlockedByUsdtHedgeOrIsolated")
/** An instance of {@link UpgradeBlockedByUsdtHedgeOrIsolated}. */
export type UpgradeBlockedByUsdtHedgeOrIsolated = Catalogued<"UpgradeBlockedByUsdtHedgeOrIsolated">

/**
 * 3400209: USDT perpetual positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export const UpgradeBlockedByUsdtPositions = catalogued("UpgradeBlockedByUsdtPositions")
/** An instance of {@link UpgradeBlockedByUsdtPositions}. */
export type UpgradeBlockedByUsdtPositions = Catalogued<"UpgradeBlockedByUsdtPositions">

/**
 * 3400210: the risk rate of the derivatives account is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export const DerivativesRiskRateTooHigh = catalogued("DerivativesRiskRateTooHigh")
/** An instance of {@link DerivativesRiskRateTooHigh}. */
export type DerivativesRiskRateTooHigh = Catalogued<"DerivativesRiskRateTooHigh">

/**
 * 3400211: once upgraded, the estimated risk rate would be too high.
 *
 * @since 0.1.0
 * @category errors
 */
export const UpgradeRiskRateTooHigh = catalogued("UpgradeRiskRateTooHigh")
/** An instance of {@link UpgradeRiskRateTooHigh}. */
export type UpgradeRiskRateTooHigh = Catalogued<"UpgradeRiskRateTooHigh">

/**
 * 3400212: USDC perpetual or options positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export const UpgradeBlockedByUsdcPositions = catalogued("UpgradeBlockedByUsdcPositions")
/** An instance of {@link UpgradeBlockedByUsdcPositions}. */
export type UpgradeBlockedByUsdcPositions = Catalogued<"UpgradeBlockedByUsdcPositions">

/**
 * 3400213: the risk rate of the USDC derivatives account is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export const UsdcDerivativesRiskRateTooHigh = catalogued("UsdcDerivativesRiskRateTooHigh")
/** An instance of {@link UsdcDerivativesRiskRateTooHigh}. */
export type UsdcDerivativesRiskRateTooHigh = Catalogued<"UsdcDerivativesRiskRateTooHigh">

/**
 * 3400052: uncancelled USDC perpetual orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export const UpgradeBlockedByUsdcPerpetualOrders = catalogued("UpgradeBlockedByUsdcPerpetualOrders")
/** An instance of {@link UpgradeBlockedByUsdcPerpetualOrders}. */
export type UpgradeBlockedByUsdcPerpetualOrders = Catalogued<"UpgradeBlockedByUsdcPerpetualOrders">

/**
 * 3400053: uncancelled options orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export const UpgradeBlockedByOptionsOrders = catalogued("UpgradeBlockedByOptionsOrders")
/** An instance of {@link UpgradeBlockedByOptionsOrders}. */
export type UpgradeBlockedByOptionsOrders = Catalogued<"UpgradeBlockedByOptionsOrders">

/**
 * 3400054: uncancelled USDT perpetual orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export const UpgradeBlockedByUsdtPerpetualOrders = catalogued("UpgradeBlockedByUsdtPerpetualOrders")
/** An instance of {@link UpgradeBlockedByUsdtPerpetualOrders}. */
export type UpgradeBlockedByUsdtPerpetualOrders = Catalogued<"UpgradeBlockedByUsdtPerpetualOrders">

/**
 * 3400214: server error during the upgrade; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const UpgradeServerError = catalogued("UpgradeServerError")
/** An instance of {@link UpgradeServerError}. */
export type UpgradeServerError = Catalogued<"UpgradeServerError">

/**
 * 3400071: the net asset requirement is not satisfied.
 *
 * @since 0.1.0
 * @category errors
 */
export const NetAssetInsufficient = catalogued("NetAssetInsufficient")
/** An instance of {@link NetAssetInsufficient}. */
export type NetAssetInsufficient = Catalogued<"NetAssetInsufficient">

/**
 * 3500712: incorrect MMP parameters.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidMmpParameters = catalogued("InvalidMmpParameters")
/** An instance of {@link InvalidMmpParameters}. */
export type InvalidMmpParameters = Catalogued<"InvalidMmpParameters">

/**
 * legacy 3400045: set margin mode failed (USDC).
 *
 * @since 0.1.0
 * @category errors
 */
export const UsdcSetMarginModeFailed = catalogued("UsdcSetMarginModeFailed")
/** An instance of {@link UsdcSetMarginModeFailed}. */
export type UsdcSetMarginModeFailed = Catalogued<"UsdcSetMarginModeFailed">

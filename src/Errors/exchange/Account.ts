/**
 * Exchange errors, the codes only the `Account` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 110062; legacy 3500713: no MMP information (profile) found for the institution.
 *
 * @since 0.1.0
 * @category errors
 */
export class MmpProfileNotFound extends catalogued<MmpProfileNotFound>()("MmpProfileNotFound") {}

/**
 * 110065: MMP has not been enabled for the account.
 *
 * @since 0.1.0
 * @category errors
 */
export class MmpNotEnabled extends catalogued<MmpNotEnabled>()("MmpNotEnabled") {}

/**
 * 110071: unified margin account upgrades are currently not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedMarginUpgradePaused extends catalogued<UnifiedMarginUpgradePaused>()(
  "UnifiedMarginUpgradePaused"
) {}

/**
 * 110073: set margin mode failed (the spec's "margin mode unchanged").
 *
 * @since 0.1.0
 * @category errors
 */
export class SetMarginModeFailed extends catalogued<SetMarginModeFailed>()("SetMarginModeFailed") {}

/**
 * 170346: the settle coin is not a collateral coin.
 *
 * @since 0.1.0
 * @category errors
 */
export class SettleCoinNotCollateral extends catalogued<SettleCoinNotCollateral>()("SettleCoinNotCollateral") {}

/**
 * 182100: no repayment allowed during compulsory closing of positions.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentDuringForcedClose extends catalogued<RepaymentDuringForcedClose>()(
  "RepaymentDuringForcedClose"
) {}

/**
 * 182101: repayment failed: insufficient collateral balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentCollateralInsufficient extends catalogued<RepaymentCollateralInsufficient>()(
  "RepaymentCollateralInsufficient"
) {}

/**
 * 182102: repayment failed: no liabilities in this currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoLiabilityToRepay extends catalogued<NoLiabilityToRepay>()("NoLiabilityToRepay") {}

/**
 * 182103: institutional lending users are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingUnsupported extends catalogued<InsLendingUnsupported>()("InsLendingUnsupported") {}

/**
 * 182108: collateral switch failed: margin verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralSwitchMarginCheckFailed extends catalogued<CollateralSwitchMarginCheckFailed>()(
  "CollateralSwitchMarginCheckFailed"
) {}

/**
 * 182110: failed to switch the collateral setting.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralSwitchFailed extends catalogued<CollateralSwitchFailed>()("CollateralSwitchFailed") {}

/**
 * 182111: the request includes a currency that cannot be collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export class NonCollateralCurrencyRequested extends catalogued<NonCollateralCurrencyRequested>()(
  "NonCollateralCurrencyRequested"
) {}

/**
 * 182112: duplicate currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateCurrency extends catalogued<DuplicateCurrency>()("DuplicateCurrency") {}

/**
 * 3100197: temporarily banned during the upgrade to UTA.
 *
 * @since 0.1.0
 * @category errors
 */
export class BannedDuringUtaUpgrade extends catalogued<BannedDuringUtaUpgrade>()("BannedDuringUtaUpgrade") {}

/**
 * 3400208: unclosed hedge-mode or isolated USDT perpetual positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdtHedgeOrIsolated extends catalogued<UpgradeBlockedByUsdtHedgeOrIsolated>()(
  "UpgradeBlockedByUsdtHedgeOrIsolated"
) {}

/**
 * 3400209: USDT perpetual positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdtPositions extends catalogued<UpgradeBlockedByUsdtPositions>()(
  "UpgradeBlockedByUsdtPositions"
) {}

/**
 * 3400210: the risk rate of the derivatives account is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class DerivativesRiskRateTooHigh extends catalogued<DerivativesRiskRateTooHigh>()(
  "DerivativesRiskRateTooHigh"
) {}

/**
 * 3400211: once upgraded, the estimated risk rate would be too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeRiskRateTooHigh extends catalogued<UpgradeRiskRateTooHigh>()("UpgradeRiskRateTooHigh") {}

/**
 * 3400212: USDC perpetual or options positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdcPositions extends catalogued<UpgradeBlockedByUsdcPositions>()(
  "UpgradeBlockedByUsdcPositions"
) {}

/**
 * 3400213: the risk rate of the USDC derivatives account is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcDerivativesRiskRateTooHigh extends catalogued<UsdcDerivativesRiskRateTooHigh>()(
  "UsdcDerivativesRiskRateTooHigh"
) {}

/**
 * 3400052: uncancelled USDC perpetual orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdcPerpetualOrders extends catalogued<UpgradeBlockedByUsdcPerpetualOrders>()(
  "UpgradeBlockedByUsdcPerpetualOrders"
) {}

/**
 * 3400053: uncancelled options orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByOptionsOrders extends catalogued<UpgradeBlockedByOptionsOrders>()(
  "UpgradeBlockedByOptionsOrders"
) {}

/**
 * 3400054: uncancelled USDT perpetual orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdtPerpetualOrders extends catalogued<UpgradeBlockedByUsdtPerpetualOrders>()(
  "UpgradeBlockedByUsdtPerpetualOrders"
) {}

/**
 * 3400214: server error during the upgrade; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeServerError extends catalogued<UpgradeServerError>()("UpgradeServerError") {}

/**
 * 3400071: the net asset requirement is not satisfied.
 *
 * @since 0.1.0
 * @category errors
 */
export class NetAssetInsufficient extends catalogued<NetAssetInsufficient>()("NetAssetInsufficient") {}

/**
 * 3500712: incorrect MMP parameters.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidMmpParameters extends catalogued<InvalidMmpParameters>()("InvalidMmpParameters") {}

/**
 * legacy 3400045: set margin mode failed (USDC).
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcSetMarginModeFailed extends catalogued<UsdcSetMarginModeFailed>()("UsdcSetMarginModeFailed") {}

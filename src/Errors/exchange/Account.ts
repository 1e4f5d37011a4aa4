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
export class MmpProfileNotFound extends /* @__PURE__ */ catalogued<MmpProfileNotFound>()("MmpProfileNotFound") {}

/**
 * 110065: MMP has not been enabled for the account.
 *
 * @since 0.1.0
 * @category errors
 */
export class MmpNotEnabled extends /* @__PURE__ */ catalogued<MmpNotEnabled>()("MmpNotEnabled") {}

/**
 * 110071: unified margin account upgrades are currently not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedMarginUpgradePaused extends /* @__PURE__ */ catalogued<UnifiedMarginUpgradePaused>()(
  "UnifiedMarginUpgradePaused"
) {}

/**
 * 110073: set margin mode failed (the spec's "margin mode unchanged").
 *
 * @since 0.1.0
 * @category errors
 */
export class SetMarginModeFailed extends /* @__PURE__ */ catalogued<SetMarginModeFailed>()("SetMarginModeFailed") {}

/**
 * 170346: the settle coin is not a collateral coin.
 *
 * @since 0.1.0
 * @category errors
 */
export class SettleCoinNotCollateral extends /* @__PURE__ */ catalogued<SettleCoinNotCollateral>()(
  "SettleCoinNotCollateral"
) {}

/**
 * 182100: no repayment allowed during compulsory closing of positions.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentDuringForcedClose extends /* @__PURE__ */ catalogued<RepaymentDuringForcedClose>()(
  "RepaymentDuringForcedClose"
) {}

/**
 * 182101: repayment failed: insufficient collateral balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentCollateralInsufficient extends /* @__PURE__ */ catalogued<RepaymentCollateralInsufficient>()(
  "RepaymentCollateralInsufficient"
) {}

/**
 * 182102: repayment failed: no liabilities in this currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoLiabilityToRepay extends /* @__PURE__ */ catalogued<NoLiabilityToRepay>()("NoLiabilityToRepay") {}

/**
 * 182103: institutional lending users are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingUnsupported extends /* @__PURE__ */ catalogued<InsLendingUnsupported>()(
  "InsLendingUnsupported"
) {}

/**
 * 182108: collateral switch failed: margin verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralSwitchMarginCheckFailed extends /* @__PURE__ */ catalogued<CollateralSwitchMarginCheckFailed>()(
  "CollateralSwitchMarginCheckFailed"
) {}

/**
 * 182110: failed to switch the collateral setting.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralSwitchFailed extends /* @__PURE__ */ catalogued<CollateralSwitchFailed>()(
  "CollateralSwitchFailed"
) {}

/**
 * 182111: the request includes a currency that cannot be collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export class NonCollateralCurrencyRequested extends /* @__PURE__ */ catalogued<NonCollateralCurrencyRequested>()(
  "NonCollateralCurrencyRequested"
) {}

/**
 * 182112: duplicate currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateCurrency extends /* @__PURE__ */ catalogued<DuplicateCurrency>()("DuplicateCurrency") {}

/**
 * 3100197: temporarily banned during the upgrade to UTA.
 *
 * @since 0.1.0
 * @category errors
 */
export class BannedDuringUtaUpgrade extends /* @__PURE__ */ catalogued<BannedDuringUtaUpgrade>()(
  "BannedDuringUtaUpgrade"
) {}

/**
 * 3400208: unclosed hedge-mode or isolated USDT perpetual positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdtHedgeOrIsolated extends /* @__PURE__ */ catalogued<UpgradeBlockedByUsdtHedgeOrIsolated>()(
  "UpgradeBlockedByUsdtHedgeOrIsolated"
) {}

/**
 * 3400209: USDT perpetual positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdtPositions extends /* @__PURE__ */ catalogued<UpgradeBlockedByUsdtPositions>()(
  "UpgradeBlockedByUsdtPositions"
) {}

/**
 * 3400210: the risk rate of the derivatives account is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class DerivativesRiskRateTooHigh extends /* @__PURE__ */ catalogued<DerivativesRiskRateTooHigh>()(
  "DerivativesRiskRateTooHigh"
) {}

/**
 * 3400211: once upgraded, the estimated risk rate would be too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeRiskRateTooHigh extends /* @__PURE__ */ catalogued<UpgradeRiskRateTooHigh>()(
  "UpgradeRiskRateTooHigh"
) {}

/**
 * 3400212: USDC perpetual or options positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdcPositions extends /* @__PURE__ */ catalogued<UpgradeBlockedByUsdcPositions>()(
  "UpgradeBlockedByUsdcPositions"
) {}

/**
 * 3400213: the risk rate of the USDC derivatives account is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcDerivativesRiskRateTooHigh extends /* @__PURE__ */ catalogued<UsdcDerivativesRiskRateTooHigh>()(
  "UsdcDerivativesRiskRateTooHigh"
) {}

/**
 * 3400052: uncancelled USDC perpetual orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdcPerpetualOrders extends /* @__PURE__ */ catalogued<UpgradeBlockedByUsdcPerpetualOrders>()(
  "UpgradeBlockedByUsdcPerpetualOrders"
) {}

/**
 * 3400053: uncancelled options orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByOptionsOrders extends /* @__PURE__ */ catalogued<UpgradeBlockedByOptionsOrders>()(
  "UpgradeBlockedByOptionsOrders"
) {}

/**
 * 3400054: uncancelled USDT perpetual orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdtPerpetualOrders extends /* @__PURE__ */ catalogued<UpgradeBlockedByUsdtPerpetualOrders>()(
  "UpgradeBlockedByUsdtPerpetualOrders"
) {}

/**
 * 3400214: server error during the upgrade; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeServerError extends /* @__PURE__ */ catalogued<UpgradeServerError>()("UpgradeServerError") {}

/**
 * 3400071: the net asset requirement is not satisfied.
 *
 * @since 0.1.0
 * @category errors
 */
export class NetAssetInsufficient extends /* @__PURE__ */ catalogued<NetAssetInsufficient>()("NetAssetInsufficient") {}

/**
 * 3500712: incorrect MMP parameters.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidMmpParameters extends /* @__PURE__ */ catalogued<InvalidMmpParameters>()("InvalidMmpParameters") {}

/**
 * legacy 3400045: set margin mode failed (USDC).
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcSetMarginModeFailed extends /* @__PURE__ */ catalogued<UsdcSetMarginModeFailed>()(
  "UsdcSetMarginModeFailed"
) {}

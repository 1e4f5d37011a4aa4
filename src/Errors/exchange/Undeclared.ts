/**
 * Exchange errors, the codes no endpoint declares: they reach callers inside `UnexpectedExchangeError` (or on the legacy and WebSocket channels), through the catalogue alone. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * -1: the request expired (server-side timestamp check).
 *
 * @since 0.1.0
 * @category errors
 */
export const RequestExpired = catalogued("RequestExpired")
/** An instance of {@link RequestExpired}. */
export type RequestExpired = Catalogued<"RequestExpired">

/**
 * 429: the trading service is under high load; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const TradingServiceOverloaded = catalogued("TradingServiceOverloaded")
/** An instance of {@link TradingServiceOverloaded}. */
export type TradingServiceOverloaded = Catalogued<"TradingServiceOverloaded">

/**
 * 10000: server timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export const ServerTimeout = catalogued("ServerTimeout")
/** An instance of {@link ServerTimeout}. */
export type ServerTimeout = Catalogued<"ServerTimeout">

/**
 * 10007: user authentication failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const UserAuthenticationFailed = catalogued("UserAuthenticationFailed")
/** An instance of {@link UserAuthenticationFailed}. */
export type UserAuthenticationFailed = Catalogued<"UserAuthenticationFailed">

/**
 * 10008: banned; check the account mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const AccountBanned = catalogued("AccountBanned")
/** An instance of {@link AccountBanned}. */
export type AccountBanned = Catalogued<"AccountBanned">

/**
 * 10009: access is currently unavailable for this account or region.
 *
 * @since 0.1.0
 * @category errors
 */
export const ServiceRestricted = catalogued("ServiceRestricted")
/** An instance of {@link ServiceRestricted}. */
export type ServiceRestricted = Catalogued<"ServiceRestricted">

/**
 * 10014: invalid duplicate request.
 *
 * @since 0.1.0
 * @category errors
 */
export const DuplicateRequest = catalogued("DuplicateRequest")
/** An instance of {@link DuplicateRequest}. */
export type DuplicateRequest = Catalogued<"DuplicateRequest">

/**
 * 10028: the API can only be accessed by unified account users.
 *
 * @since 0.1.0
 * @category errors
 */
export const UnifiedAccountOnly = catalogued("UnifiedAccountOnly")
/** An instance of {@link UnifiedAccountOnly}. */
export type UnifiedAccountOnly = Catalogued<"UnifiedAccountOnly">

/**
 * 30035: option orders cancelled too fast; try later.
 *
 * @since 0.1.0
 * @category errors
 */
export const OptionCancelTooFast = catalogued("OptionCancelTooFast")
/** An instance of {@link OptionCancelTooFast}. */
export type OptionCancelTooFast = Catalogued<"OptionCancelTooFast">

/**
 * 30133: OTC loan: the selected USDT perpetual symbol is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export const OtcLoanUsdtPerpetualSymbolNotAllowed = catalogued("OtcLoanUsdtPerpetualSymbolNotAllowed")
/** An instance of {@link OtcLoanUsdtPerpetualSymbolNotAllowed}. */
export type OtcLoanUsdtPerpetualSymbolNotAllowed = Catalogued<"OtcLoanUsdtPerpetualSymbolNotAllowed">

/**
 * 30134: OTC loan: the selected USDC contract symbol is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export const OtcLoanUsdcContractSymbolNotAllowed = catalogued("OtcLoanUsdcContractSymbolNotAllowed")
/** An instance of {@link OtcLoanUsdcContractSymbolNotAllowed}. */
export type OtcLoanUsdcContractSymbolNotAllowed = Catalogued<"OtcLoanUsdcContractSymbolNotAllowed">

/**
 * 30135: OTC loan: the USDT perpetual leverage exceeds the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const OtcLoanUsdtPerpetualLeverageTooHigh = catalogued("OtcLoanUsdtPerpetualLeverageTooHigh")
/** An instance of {@link OtcLoanUsdtPerpetualLeverageTooHigh}. */
export type OtcLoanUsdtPerpetualLeverageTooHigh = Catalogued<"OtcLoanUsdtPerpetualLeverageTooHigh">

/**
 * 30136: OTC loan: the USDC perpetual or futures leverage exceeds the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const OtcLoanUsdcLeverageTooHigh = catalogued("OtcLoanUsdcLeverageTooHigh")
/** An instance of {@link OtcLoanUsdcLeverageTooHigh}. */
export type OtcLoanUsdcLeverageTooHigh = Catalogued<"OtcLoanUsdcLeverageTooHigh">

/**
 * 30208: order rejected: the price is higher than the maximum buy price.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderPriceAboveMaxBuyPrice = catalogued("OrderPriceAboveMaxBuyPrice")
/** An instance of {@link OrderPriceAboveMaxBuyPrice}. */
export type OrderPriceAboveMaxBuyPrice = Catalogued<"OrderPriceAboveMaxBuyPrice">

/**
 * 30209: order rejected: the price is lower than the minimum sell price.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderPriceBelowMinSellPrice = catalogued("OrderPriceBelowMinSellPrice")
/** An instance of {@link OrderPriceBelowMinSellPrice}. */
export type OrderPriceBelowMinSellPrice = Catalogued<"OrderPriceBelowMinSellPrice">

/**
 * 30228: no new positions during delisting.
 *
 * @since 0.1.0
 * @category errors
 */
export const NoNewPositionsDuringDelisting = catalogued("NoNewPositionsDuringDelisting")
/** An instance of {@link NoNewPositionsDuringDelisting}. */
export type NoNewPositionsDuringDelisting = Catalogued<"NoNewPositionsDuringDelisting">

/**
 * 30256, 110131: margin limit exceeded: the maintenance margin required exceeds the allowed limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const MarginLimitExceeded = catalogued("MarginLimitExceeded")
/** An instance of {@link MarginLimitExceeded}. */
export type MarginLimitExceeded = Catalogued<"MarginLimitExceeded">

/**
 * 40004: the order was modified while being replaced; retry.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderModifiedDuringReplace = catalogued("OrderModifiedDuringReplace")
/** An instance of {@link OrderModifiedDuringReplace}. */
export type OrderModifiedDuringReplace = Catalogued<"OrderModifiedDuringReplace">

/**
 * 100028: the API cannot be accessed by unified account users.
 *
 * @since 0.1.0
 * @category errors
 */
export const UnifiedAccountForbidden = catalogued("UnifiedAccountForbidden")
/** An instance of {@link UnifiedAccountForbidden}. */
export type UnifiedAccountForbidden = Catalogued<"UnifiedAccountForbidden">

/**
 * 110004, 110045; legacy 140004: wallet balance is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export const WalletBalanceInsufficient = catalogued("WalletBalanceInsufficient")
/** An instance of {@link WalletBalanceInsufficient}. */
export type WalletBalanceInsufficient = Catalogued<"WalletBalanceInsufficient">

/**
 * 110005; legacy 140005: position status error.
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionStatusError = catalogued("PositionStatusError")
/** An instance of {@link PositionStatusError}. */
export type PositionStatusError = Catalogued<"PositionStatusError">

/**
 * 110006; legacy 140006: the assets cannot cover the estimated position margin.
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionMarginUnaffordable = catalogued("PositionMarginUnaffordable")
/** An instance of {@link PositionMarginUnaffordable}. */
export type PositionMarginUnaffordable = Catalogued<"PositionMarginUnaffordable">

/**
 * 110009; legacy 140009: the number of stop orders exceeds the maximum allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export const StopOrderLimitExceeded = catalogued("StopOrderLimitExceeded")
/** An instance of {@link StopOrderLimitExceeded}. */
export type StopOrderLimitExceeded = Catalogued<"StopOrderLimitExceeded">

/**
 * 110010; legacy 140010: the order has been cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderAlreadyCancelled = catalogued("OrderAlreadyCancelled")
/** An instance of {@link OrderAlreadyCancelled}. */
export type OrderAlreadyCancelled = Catalogued<"OrderAlreadyCancelled">

/**
 * 110016; legacy 140016: the requested quantity exceeds the risk limit (deprecated).
 *
 * @since 0.1.0
 * @category errors
 */
export const QtyExceedsRiskLimit = catalogued("QtyExceedsRiskLimit")
/** An instance of {@link QtyExceedsRiskLimit}. */
export type QtyExceedsRiskLimit = Catalogued<"QtyExceedsRiskLimit">

/**
 * 110018; legacy 140018: the user id is illegal.
 *
 * @since 0.1.0
 * @category errors
 */
export const IllegalUserId = catalogued("IllegalUserId")
/** An instance of {@link IllegalUserId}. */
export type IllegalUserId = Catalogued<"IllegalUserId">

/**
 * 110019; legacy 140019: the order id is illegal.
 *
 * @since 0.1.0
 * @category errors
 */
export const IllegalOrderId = catalogued("IllegalOrderId")
/** An instance of {@link IllegalOrderId}. */
export type IllegalOrderId = Catalogued<"IllegalOrderId">

/**
 * 110021; legacy 140021: the position would exceed the open-interest limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const OpenInterestLimitExceeded = catalogued("OpenInterestLimitExceeded")
/** An instance of {@link OpenInterestLimitExceeded}. */
export type OpenInterestLimitExceeded = Catalogued<"OpenInterestLimitExceeded">

/**
 * 110022; legacy 140022: quantity is restricted: the order cannot be modified to add quantity.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderQtyIncreaseRestricted = catalogued("OrderQtyIncreaseRestricted")
/** An instance of {@link OrderQtyIncreaseRestricted}. */
export type OrderQtyIncreaseRestricted = Catalogued<"OrderQtyIncreaseRestricted">

/**
 * 110023; legacy 140023: only position reduction is allowed on this contract.
 *
 * @since 0.1.0
 * @category errors
 */
export const ReduceOnlyContract = catalogued("ReduceOnlyContract")
/** An instance of {@link ReduceOnlyContract}. */
export type ReduceOnlyContract = Catalogued<"ReduceOnlyContract">

/**
 * 110027; legacy 140027: margin unchanged.
 *
 * @since 0.1.0
 * @category errors
 */
export const MarginNotModified = catalogued("MarginNotModified")
/** An instance of {@link MarginNotModified}. */
export type MarginNotModified = Catalogued<"MarginNotModified">

/**
 * 110030; legacy 140030: duplicate orderId (deprecated).
 *
 * @since 0.1.0
 * @category errors
 */
export const DuplicateOrderId = catalogued("DuplicateOrderId")
/** An instance of {@link DuplicateOrderId}. */
export type DuplicateOrderId = Catalogued<"DuplicateOrderId">

/**
 * 110032; legacy 140032: the order is illegal.
 *
 * @since 0.1.0
 * @category errors
 */
export const IllegalOrder = catalogued("IllegalOrder")
/** An instance of {@link IllegalOrder}. */
export type IllegalOrder = Catalogued<"IllegalOrder">

/**
 * 110035; legacy 140035: cancellation of orders was not completed before liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export const CancelIncompleteBeforeLiquidation = catalogued("CancelIncompleteBeforeLiquidation")
/** An instance of {@link CancelIncompleteBeforeLiquidation}. */
export type CancelIncompleteBeforeLiquidation = Catalogued<"CancelIncompleteBeforeLiquidation">

/**
 * 110037; legacy 140037: the user setting list does not have this symbol.
 *
 * @since 0.1.0
 * @category errors
 */
export const SymbolNotInUserSettings = catalogued("SymbolNotInUserSettings")
/** An instance of {@link SymbolNotInUserSettings}. */
export type SymbolNotInUserSettings = Catalogued<"SymbolNotInUserSettings">

/**
 * 110040; legacy 140040: the order would trigger a forced liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderTriggersLiquidation = catalogued("OrderTriggersLiquidation")
/** An instance of {@link OrderTriggersLiquidation}. */
export type OrderTriggersLiquidation = Catalogued<"OrderTriggersLiquidation">

/**
 * 110041; legacy 140041: skipping liquidation is not allowed while a position or maker order exists.
 *
 * @since 0.1.0
 * @category errors
 */
export const SkipLiquidationNotAllowed = catalogued("SkipLiquidationNotAllowed")
/** An instance of {@link SkipLiquidationNotAllowed}. */
export type SkipLiquidationNotAllowed = Catalogued<"SkipLiquidationNotAllowed">

/**
 * 110042; legacy 140042: pre-delivery status: positions can only be reduced.
 *
 * @since 0.1.0
 * @category errors
 */
export const PreDeliveryReduceOnly = catalogued("PreDeliveryReduceOnly")
/** An instance of {@link PreDeliveryReduceOnly}. */
export type PreDeliveryReduceOnly = Catalogued<"PreDeliveryReduceOnly">

/**
 * 110049: tick notes can only be numbers.
 *
 * @since 0.1.0
 * @category errors
 */
export const TickNotesNotNumeric = catalogued("TickNotesNotNumeric")
/** An instance of {@link TickNotesNotNumeric}. */
export type TickNotesNotNumeric = Catalogued<"TickNotesNotNumeric">

/**
 * 110050: invalid coin.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidCoin = catalogued("InvalidCoin")
/** An instance of {@link InvalidCoin}. */
export type InvalidCoin = Catalogued<"InvalidCoin">

/**
 * 110051: the available balance cannot cover the lowest price of the current market.
 *
 * @since 0.1.0
 * @category errors
 */
export const BalanceBelowLowestMarketPrice = catalogued("BalanceBelowLowestMarketPrice")
/** An instance of {@link BalanceBelowLowestMarketPrice}. */
export type BalanceBelowLowestMarketPrice = Catalogued<"BalanceBelowLowestMarketPrice">

/**
 * 110052: the available balance is insufficient to set the price.
 *
 * @since 0.1.0
 * @category errors
 */
export const BalanceInsufficientForPrice = catalogued("BalanceInsufficientForPrice")
/** An instance of {@link BalanceInsufficientForPrice}. */
export type BalanceInsufficientForPrice = Catalogued<"BalanceInsufficientForPrice">

/**
 * 110053: the available balance cannot cover the market price and upper limit price.
 *
 * @since 0.1.0
 * @category errors
 */
export const BalanceBelowMarketAndLimitPrice = catalogued("BalanceBelowMarketAndLimitPrice")
/** An instance of {@link BalanceBelowMarketAndLimitPrice}. */
export type BalanceBelowMarketAndLimitPrice = Catalogued<"BalanceBelowMarketAndLimitPrice">

/**
 * 110057: a conditional or limit order contains TP/SL params.
 *
 * @since 0.1.0
 * @category errors
 */
export const TpSlParamsOnConditionalOrder = catalogued("TpSlParamsOnConditionalOrder")
/** An instance of {@link TpSlParamsOnConditionalOrder}. */
export type TpSlParamsOnConditionalOrder = Catalogued<"TpSlParamsOnConditionalOrder">

/**
 * 110059: the TP/SL of a partially filled open order cannot be modified.
 *
 * @since 0.1.0
 * @category errors
 */
export const PartiallyFilledTpSlImmutable = catalogued("PartiallyFilledTpSlImmutable")
/** An instance of {@link PartiallyFilledTpSlImmutable}. */
export type PartiallyFilledTpSlImmutable = Catalogued<"PartiallyFilledTpSlImmutable">

/**
 * 110063: settlement in progress: not available for trading.
 *
 * @since 0.1.0
 * @category errors
 */
export const SettlementInProgress = catalogued("SettlementInProgress")
/** An instance of {@link SettlementInProgress}. */
export type SettlementInProgress = Catalogued<"SettlementInProgress">

/**
 * 110066: trading is currently not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export const TradingNotAllowed = catalogued("TradingNotAllowed")
/** An instance of {@link TradingNotAllowed}. */
export type TradingNotAllowed = Catalogued<"TradingNotAllowed">

/**
 * 110067: unified account is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const UnifiedAccountNotSupported = catalogued("UnifiedAccountNotSupported")
/** An instance of {@link UnifiedAccountNotSupported}. */
export type UnifiedAccountNotSupported = Catalogued<"UnifiedAccountNotSupported">

/**
 * 110068: leveraged trading is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeveragedTradingNotAllowed = catalogued("LeveragedTradingNotAllowed")
/** An instance of {@link LeveragedTradingNotAllowed}. */
export type LeveragedTradingNotAllowed = Catalogued<"LeveragedTradingNotAllowed">

/**
 * 110069: institutional lending customers are not allowed to trade.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLendingTradingNotAllowed = catalogued("InsLendingTradingNotAllowed")
/** An instance of {@link InsLendingTradingNotAllowed}. */
export type InsLendingTradingNotAllowed = Catalogued<"InsLendingTradingNotAllowed">

/**
 * 110070: ETP symbols cannot be traded.
 *
 * @since 0.1.0
 * @category errors
 */
export const EtpTradingNotAllowed = catalogued("EtpTradingNotAllowed")
/** An instance of {@link EtpTradingNotAllowed}. */
export type EtpTradingNotAllowed = Catalogued<"EtpTradingNotAllowed">

/**
 * 110074: this contract is not live.
 *
 * @since 0.1.0
 * @category errors
 */
export const ContractNotLive = catalogued("ContractNotLive")
/** An instance of {@link ContractNotLive}. */
export type ContractNotLive = Catalogued<"ContractNotLive">

/**
 * 110077: not supported in portfolio margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const PortfolioMarginNotSupported = catalogued("PortfolioMarginNotSupported")
/** An instance of {@link PortfolioMarginNotSupported}. */
export type PortfolioMarginNotSupported = Catalogued<"PortfolioMarginNotSupported">

/**
 * 110080, 3200320, 140004: operations restricted: the institutional loan LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLoanLtvRestriction = catalogued("InsLoanLtvRestriction")
/** An instance of {@link InsLoanLtvRestriction}. */
export type InsLoanLtvRestriction = Catalogued<"InsLoanLtvRestriction">

/**
 * 110083: reduce-only restrictions must be lifted for both long and short positions.
 *
 * @since 0.1.0
 * @category errors
 */
export const ReduceOnlyLiftBothSides = catalogued("ReduceOnlyLiftBothSides")
/** An instance of {@link ReduceOnlyLiftBothSides}. */
export type ReduceOnlyLiftBothSides = Catalogued<"ReduceOnlyLiftBothSides">

/**
 * 110085: the risk limit and margin ratio of this contract were updated.
 *
 * @since 0.1.0
 * @category errors
 */
export const RiskLimitRulesUpdated = catalogued("RiskLimitRulesUpdated")
/** An instance of {@link RiskLimitRulesUpdated}. */
export type RiskLimitRulesUpdated = Catalogued<"RiskLimitRulesUpdated">

/**
 * 110086: the order leverage exceeds the maximum available.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderLeverageAboveMax = catalogued("OrderLeverageAboveMax")
/** An instance of {@link OrderLeverageAboveMax}. */
export type OrderLeverageAboveMax = Catalogued<"OrderLeverageAboveMax">

/**
 * 110087: leverage for perpetual or futures contracts exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const ContractLeverageAboveMax = catalogued("ContractLeverageAboveMax")
/** An instance of {@link ContractLeverageAboveMax}. */
export type ContractLeverageAboveMax = Catalogued<"ContractLeverageAboveMax">

/**
 * 110088, 182200: upgrade to the unified trading account first.
 *
 * @since 0.1.0
 * @category errors
 */
export const UtaUpgradeRequired = catalogued("UtaUpgradeRequired")
/** An instance of {@link UtaUpgradeRequired}. */
export type UtaUpgradeRequired = Catalogued<"UtaUpgradeRequired">

/**
 * 110089: exceeds the maximum risk limit level.
 *
 * @since 0.1.0
 * @category errors
 */
export const MaxRiskLimitLevelExceeded = catalogued("MaxRiskLimitLevelExceeded")
/** An instance of {@link MaxRiskLimitLevelExceeded}. */
export type MaxRiskLimitLevelExceeded = Catalogued<"MaxRiskLimitLevelExceeded">

/**
 * 110090: the position may exceed the maximum limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionLimitWouldBeExceeded = catalogued("PositionLimitWouldBeExceeded")
/** An instance of {@link PositionLimitWouldBeExceeded}. */
export type PositionLimitWouldBeExceeded = Catalogued<"PositionLimitWouldBeExceeded">

/**
 * 110092: expected rising, but the trigger price is at or below the current price.
 *
 * @since 0.1.0
 * @category errors
 */
export const TriggerPriceNotAboveCurrent = catalogued("TriggerPriceNotAboveCurrent")
/** An instance of {@link TriggerPriceNotAboveCurrent}. */
export type TriggerPriceNotAboveCurrent = Catalogued<"TriggerPriceNotAboveCurrent">

/**
 * 110093: expected falling, but the trigger price is at or above the current price.
 *
 * @since 0.1.0
 * @category errors
 */
export const TriggerPriceNotBelowCurrent = catalogued("TriggerPriceNotBelowCurrent")
/** An instance of {@link TriggerPriceNotBelowCurrent}. */
export type TriggerPriceNotBelowCurrent = Catalogued<"TriggerPriceNotBelowCurrent">

/**
 * 110094: order notional value below the lower limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderNotionalTooLow = catalogued("OrderNotionalTooLow")
/** An instance of {@link OrderNotionalTooLow}. */
export type OrderNotionalTooLow = Catalogued<"OrderNotionalTooLow">

/**
 * 110095: pre-market perpetual orders cannot be created, modified or cancelled now.
 *
 * @since 0.1.0
 * @category errors
 */
export const PreMarketOrderForbidden = catalogued("PreMarketOrderForbidden")
/** An instance of {@link PreMarketOrderForbidden}. */
export type PreMarketOrderForbidden = Catalogued<"PreMarketOrderForbidden">

/**
 * 110096: pre-market perpetual trading does not support portfolio margin.
 *
 * @since 0.1.0
 * @category errors
 */
export const PreMarketPortfolioMarginUnsupported = catalogued("PreMarketPortfolioMarginUnsupported")
/** An instance of {@link PreMarketPortfolioMarginUnsupported}. */
export type PreMarketPortfolioMarginUnsupported = Catalogued<"PreMarketPortfolioMarginUnsupported">

/**
 * 110097: non-UTA users cannot access pre-market perpetual trading.
 *
 * @since 0.1.0
 * @category errors
 */
export const PreMarketRequiresUta = catalogued("PreMarketRequiresUta")
/** An instance of {@link PreMarketRequiresUta}. */
export type PreMarketRequiresUta = Catalogued<"PreMarketRequiresUta">

/**
 * 110098: only GTC orders are supported during the call auction.
 *
 * @since 0.1.0
 * @category errors
 */
export const CallAuctionGtcOnly = catalogued("CallAuctionGtcOnly")
/** An instance of {@link CallAuctionGtcOnly}. */
export type CallAuctionGtcOnly = Catalogued<"CallAuctionGtcOnly">

/**
 * 110099: TP/SL orders cannot be created during the call auction.
 *
 * @since 0.1.0
 * @category errors
 */
export const CallAuctionTpSlForbidden = catalogued("CallAuctionTpSlForbidden")
/** An instance of {@link CallAuctionTpSlForbidden}. */
export type CallAuctionTpSlForbidden = Catalogued<"CallAuctionTpSlForbidden">

/**
 * 110100: pre-market perpetual orders cannot be placed, modified or cancelled in this phase.
 *
 * @since 0.1.0
 * @category errors
 */
export const PreMarketOrderPhaseLocked = catalogued("PreMarketOrderPhaseLocked")
/** An instance of {@link PreMarketOrderPhaseLocked}. */
export type PreMarketOrderPhaseLocked = Catalogued<"PreMarketOrderPhaseLocked">

/**
 * 110101: trading inverse contracts under cross and portfolio modes requires an upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export const InverseContractsRequireUpgrade = catalogued("InverseContractsRequireUpgrade")
/** An instance of {@link InverseContractsRequireUpgrade}. */
export type InverseContractsRequireUpgrade = Catalogued<"InverseContractsRequireUpgrade">

/**
 * 110102: inverse contracts are not supported for this user (copy trading).
 *
 * @since 0.1.0
 * @category errors
 */
export const CopyTradingInverseUnsupported = catalogued("CopyTradingInverseUnsupported")
/** An instance of {@link CopyTradingInverseUnsupported}. */
export type CopyTradingInverseUnsupported = Catalogued<"CopyTradingInverseUnsupported">

/**
 * 110103: only post-only orders are available at this stage.
 *
 * @since 0.1.0
 * @category errors
 */
export const PostOnlyStage = catalogued("PostOnlyStage")
/** An instance of {@link PostOnlyStage}. */
export type PostOnlyStage = Catalogued<"PostOnlyStage">

/**
 * 110104: institutional loan LTV over the limit: opening inverse positions is restricted.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLoanLtvBlocksInverseOpening = catalogued("InsLoanLtvBlocksInverseOpening")
/** An instance of {@link InsLoanLtvBlocksInverseOpening}. */
export type InsLoanLtvBlocksInverseOpening = Catalogued<"InsLoanLtvBlocksInverseOpening">

/**
 * 110105: institutional loan LTV over the limit: inverse trading is restricted.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLoanLtvBlocksInverseTrading = catalogued("InsLoanLtvBlocksInverseTrading")
/** An instance of {@link InsLoanLtvBlocksInverseTrading}. */
export type InsLoanLtvBlocksInverseTrading = Catalogued<"InsLoanLtvBlocksInverseTrading">

/**
 * 110106: institutional loan: inverse contracts are not whitelisted.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLoanInverseNotWhitelisted = catalogued("InsLoanInverseNotWhitelisted")
/** An instance of {@link InsLoanInverseNotWhitelisted}. */
export type InsLoanInverseNotWhitelisted = Catalogued<"InsLoanInverseNotWhitelisted">

/**
 * 110107: institutional loan: leverage exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLoanLeverageAboveLimit = catalogued("InsLoanLeverageAboveLimit")
/** An instance of {@link InsLoanLeverageAboveLimit}. */
export type InsLoanLeverageAboveLimit = Catalogued<"InsLoanLeverageAboveLimit">

/**
 * 110108: allowable range: 1 to 10000 tick size.
 *
 * @since 0.1.0
 * @category errors
 */
export const TickSizeRangeInvalid = catalogued("TickSizeRangeInvalid")
/** An instance of {@link TickSizeRangeInvalid}. */
export type TickSizeRangeInvalid = Catalogued<"TickSizeRangeInvalid">

/**
 * 110109: allowable range: 0.01% to 10%.
 *
 * @since 0.1.0
 * @category errors
 */
export const PercentageRangeInvalid = catalogued("PercentageRangeInvalid")
/** An instance of {@link PercentageRangeInvalid}. */
export type PercentageRangeInvalid = Catalogued<"PercentageRangeInvalid">

/**
 * 110115: a combo single-leg order can only be cancelled through the combo.
 *
 * @since 0.1.0
 * @category errors
 */
export const ComboLegCancelRestricted = catalogued("ComboLegCancelRestricted")
/** An instance of {@link ComboLegCancelRestricted}. */
export type ComboLegCancelRestricted = Catalogued<"ComboLegCancelRestricted">

/**
 * 110116: the single-leg entry price derived from the combo order is invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export const ComboLegEntryPriceInvalid = catalogued("ComboLegEntryPriceInvalid")
/** An instance of {@link ComboLegEntryPriceInvalid}. */
export type ComboLegEntryPriceInvalid = Catalogued<"ComboLegEntryPriceInvalid">

/**
 * 110117: a combo single-leg order can only be modified through the combo.
 *
 * @since 0.1.0
 * @category errors
 */
export const ComboLegAmendRestricted = catalogued("ComboLegAmendRestricted")
/** An instance of {@link ComboLegAmendRestricted}. */
export type ComboLegAmendRestricted = Catalogued<"ComboLegAmendRestricted">

/**
 * 110118: no market order price available due to low liquidity.
 *
 * @since 0.1.0
 * @category errors
 */
export const MarketPriceUnavailable = catalogued("MarketPriceUnavailable")
/** An instance of {@link MarketPriceUnavailable}. */
export type MarketPriceUnavailable = Catalogued<"MarketPriceUnavailable">

/**
 * 110119, 170355: RPI orders are restricted to approved market makers.
 *
 * @since 0.1.0
 * @category errors
 */
export const RpiOrderRestricted = catalogued("RpiOrderRestricted")
/** An instance of {@link RpiOrderRestricted}. */
export type RpiOrderRestricted = Catalogued<"RpiOrderRestricted">

/**
 * 110120, 170371: the order price is below the price limitation.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderPriceBelowLimit = catalogued("OrderPriceBelowLimit")
/** An instance of {@link OrderPriceBelowLimit}. */
export type OrderPriceBelowLimit = Catalogued<"OrderPriceBelowLimit">

/**
 * 110121, 170372: the order price is above the price limitation.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderPriceAboveLimit = catalogued("OrderPriceAboveLimit")
/** An instance of {@link OrderPriceAboveLimit}. */
export type OrderPriceAboveLimit = Catalogued<"OrderPriceAboveLimit">

/**
 * 110123: the trading terms must be agreed to.
 *
 * @since 0.1.0
 * @category errors
 */
export const TradingTermsNotAccepted = catalogued("TradingTermsNotAccepted")
/** An instance of {@link TradingTermsNotAccepted}. */
export type TradingTermsNotAccepted = Catalogued<"TradingTermsNotAccepted">

/**
 * 110124: trading is restricted during an active cooling-off period.
 *
 * @since 0.1.0
 * @category errors
 */
export const CoolingOffRestriction = catalogued("CoolingOffRestriction")
/** An instance of {@link CoolingOffRestriction}. */
export type CoolingOffRestriction = Catalogued<"CoolingOffRestriction">

/**
 * 110125: the trading terms must be agreed to before trading this contract.
 *
 * @since 0.1.0
 * @category errors
 */
export const ContractTradingTermsNotAccepted = catalogued("ContractTradingTermsNotAccepted")
/** An instance of {@link ContractTradingTermsNotAccepted}. */
export type ContractTradingTermsNotAccepted = Catalogued<"ContractTradingTermsNotAccepted">

/**
 * 110132: product not available in your region.
 *
 * @since 0.1.0
 * @category errors
 */
export const RegionNotAvailable = catalogued("RegionNotAvailable")
/** An instance of {@link RegionNotAvailable}. */
export type RegionNotAvailable = Catalogued<"RegionNotAvailable">

/**
 * 110135: an Event Futures position is held, blocking the operation.
 *
 * @since 0.1.0
 * @category errors
 */
export const EventFuturesPositionHeld = catalogued("EventFuturesPositionHeld")
/** An instance of {@link EventFuturesPositionHeld}. */
export type EventFuturesPositionHeld = Catalogued<"EventFuturesPositionHeld">

/**
 * 110136: Event Futures are restricted for trading via OpenAPI.
 *
 * @since 0.1.0
 * @category errors
 */
export const EventFuturesApiRestricted = catalogued("EventFuturesApiRestricted")
/** An instance of {@link EventFuturesApiRestricted}. */
export type EventFuturesApiRestricted = Catalogued<"EventFuturesApiRestricted">

/**
 * 110137: the Event Futures contract is in its reduce-only window.
 *
 * @since 0.1.0
 * @category errors
 */
export const EventFuturesReduceOnlyWindow = catalogued("EventFuturesReduceOnlyWindow")
/** An instance of {@link EventFuturesReduceOnlyWindow}. */
export type EventFuturesReduceOnlyWindow = Catalogued<"EventFuturesReduceOnlyWindow">

/**
 * 181017: orderStatus must be a final status.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderStatusNotFinal = catalogued("OrderStatusNotFinal")
/** An instance of {@link OrderStatusNotFinal}. */
export type OrderStatusNotFinal = Catalogued<"OrderStatusNotFinal">

/**
 * 3100181: UID cannot be null.
 *
 * @since 0.1.0
 * @category errors
 */
export const UidRequired = catalogued("UidRequired")
/** An instance of {@link UidRequired}. */
export type UidRequired = Catalogued<"UidRequired">

/**
 * 3200316: USDC options trading restricted: the LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export const UsdcOptionsLtvTradingRestricted = catalogued("UsdcOptionsLtvTradingRestricted")
/** An instance of {@link UsdcOptionsLtvTradingRestricted}. */
export type UsdcOptionsLtvTradingRestricted = Catalogued<"UsdcOptionsLtvTradingRestricted">

/**
 * 3200317: USDC options open-position restricted: the LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export const UsdcOptionsLtvOpenRestricted = catalogued("UsdcOptionsLtvOpenRestricted")
/** An instance of {@link UsdcOptionsLtvOpenRestricted}. */
export type UsdcOptionsLtvOpenRestricted = Catalogued<"UsdcOptionsLtvOpenRestricted">

/**
 * 3100326: baseCoin is required.
 *
 * @since 0.1.0
 * @category errors
 */
export const BaseCoinRequired = catalogued("BaseCoinRequired")
/** An instance of {@link BaseCoinRequired}. */
export type BaseCoinRequired = Catalogued<"BaseCoinRequired">

/**
 * 3200403: isolated margin cannot create orders.
 *
 * @since 0.1.0
 * @category errors
 */
export const IsolatedMarginOrderForbidden = catalogued("IsolatedMarginOrderForbidden")
/** An instance of {@link IsolatedMarginOrderForbidden}. */
export type IsolatedMarginOrderForbidden = Catalogued<"IsolatedMarginOrderForbidden">

/**
 * 3200419: cannot switch to portfolio margin due to active pre-market orders or positions.
 *
 * @since 0.1.0
 * @category errors
 */
export const PortfolioMarginBlockedByPreMarket = catalogued("PortfolioMarginBlockedByPreMarket")
/** An instance of {@link PortfolioMarginBlockedByPreMarket}. */
export type PortfolioMarginBlockedByPreMarket = Catalogued<"PortfolioMarginBlockedByPreMarket">

/**
 * 3200425: an Event Futures position blocks switching.
 *
 * @since 0.1.0
 * @category errors
 */
export const EventFuturesBlocksSwitch = catalogued("EventFuturesBlocksSwitch")
/** An instance of {@link EventFuturesBlocksSwitch}. */
export type EventFuturesBlocksSwitch = Catalogued<"EventFuturesBlocksSwitch">

/**
 * 3401010: a copy-trading master trader cannot switch to portfolio margin.
 *
 * @since 0.1.0
 * @category errors
 */
export const CopyTraderPortfolioMarginForbidden = catalogued("CopyTraderPortfolioMarginForbidden")
/** An instance of {@link CopyTraderPortfolioMarginForbidden}. */
export type CopyTraderPortfolioMarginForbidden = Catalogued<"CopyTraderPortfolioMarginForbidden">

/**
 * 3400139: the total value of positions and orders exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionAndOrderValueLimitExceeded = catalogued("PositionAndOrderValueLimitExceeded")
/** An instance of {@link PositionAndOrderValueLimitExceeded}. */
export type PositionAndOrderValueLimitExceeded = Catalogued<"PositionAndOrderValueLimitExceeded">

/**
 * 170001: spot internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotInternalError = catalogued("SpotInternalError")
/** An instance of {@link SpotInternalError}. */
export type SpotInternalError = Catalogued<"SpotInternalError">

/**
 * 170005: too many new orders for the current per-interval limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotNewOrderRateExceeded = catalogued("SpotNewOrderRateExceeded")
/** An instance of {@link SpotNewOrderRateExceeded}. */
export type SpotNewOrderRateExceeded = Catalogued<"SpotNewOrderRateExceeded">

/**
 * 170007: timeout waiting for a response from the backend server.
 *
 * @since 0.1.0
 * @category errors
 */
export const BackendTimeout = catalogued("BackendTimeout")
/** An instance of {@link BackendTimeout}. */
export type BackendTimeout = Catalogued<"BackendTimeout">

/**
 * 170011: purchase failed: over the maximum innovation-token position limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const InnovationTokenPositionLimitExceeded = catalogued("InnovationTokenPositionLimitExceeded")
/** An instance of {@link InnovationTokenPositionLimitExceeded}. */
export type InnovationTokenPositionLimitExceeded = Catalogued<"InnovationTokenPositionLimitExceeded">

/**
 * 170019: over the currently available USDT limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const AvailableLimitExceeded = catalogued("AvailableLimitExceeded")
/** An instance of {@link AvailableLimitExceeded}. */
export type AvailableLimitExceeded = Catalogued<"AvailableLimitExceeded">

/**
 * 170031: the feature has been suspended.
 *
 * @since 0.1.0
 * @category errors
 */
export const FeatureSuspended = catalogued("FeatureSuspended")
/** An instance of {@link FeatureSuspended}. */
export type FeatureSuspended = Catalogued<"FeatureSuspended">

/**
 * 170032: network error; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotNetworkError = catalogued("SpotNetworkError")
/** An instance of {@link SpotNetworkError}. */
export type SpotNetworkError = Catalogued<"SpotNetworkError">

/**
 * 170033: margin: insufficient account balance.
 *
 * @since 0.1.0
 * @category errors
 */
export const MarginAccountBalanceInsufficient = catalogued("MarginAccountBalanceInsufficient")
/** An instance of {@link MarginAccountBalanceInsufficient}. */
export type MarginAccountBalanceInsufficient = Catalogued<"MarginAccountBalanceInsufficient">

/**
 * 170034: liability overflow in spot leverage trading.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotLiabilityOverflow = catalogued("SpotLiabilityOverflow")
/** An instance of {@link SpotLiabilityOverflow}. */
export type SpotLiabilityOverflow = Catalogued<"SpotLiabilityOverflow">

/**
 * 170035: submitted to the system for processing.
 *
 * @since 0.1.0
 * @category errors
 */
export const SubmittedForProcessing = catalogued("SubmittedForProcessing")
/** An instance of {@link SubmittedForProcessing}. */
export type SubmittedForProcessing = Catalogued<"SubmittedForProcessing">

/**
 * 170105: a parameter was empty.
 *
 * @since 0.1.0
 * @category errors
 */
export const EmptyParameter = catalogued("EmptyParameter")
/** An instance of {@link EmptyParameter}. */
export type EmptyParameter = Catalogued<"EmptyParameter">

/**
 * 170115: invalid timeInForce.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidTimeInForce = catalogued("InvalidTimeInForce")
/** An instance of {@link InvalidTimeInForce}. */
export type InvalidTimeInForce = Catalogued<"InvalidTimeInForce">

/**
 * 170116: invalid orderType.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidOrderType = catalogued("InvalidOrderType")
/** An instance of {@link InvalidOrderType}. */
export type InvalidOrderType = Catalogued<"InvalidOrderType">

/**
 * 170117, 181004: invalid side: only Buy or Sell.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidSide = catalogued("InvalidSide")
/** An instance of {@link InvalidSide}. */
export type InvalidSide = Catalogued<"InvalidSide">

/**
 * 170124: order amount too large.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderAmountTooLarge = catalogued("SpotOrderAmountTooLarge")
/** An instance of {@link SpotOrderAmountTooLarge}. */
export type SpotOrderAmountTooLarge = Catalogued<"SpotOrderAmountTooLarge">

/**
 * 170130: the data sent for a parameter is not valid.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidParameterValue = catalogued("InvalidParameterValue")
/** An instance of {@link InvalidParameterValue}. */
export type InvalidParameterValue = Catalogued<"InvalidParameterValue">

/**
 * 170132: order price too high.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderPriceTooHigh = catalogued("SpotOrderPriceTooHigh")
/** An instance of {@link SpotOrderPriceTooHigh}. */
export type SpotOrderPriceTooHigh = Catalogued<"SpotOrderPriceTooHigh">

/**
 * 170381, 170382: order quantity too large.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderQtyTooLarge = catalogued("SpotOrderQtyTooLarge")
/** An instance of {@link SpotOrderQtyTooLarge}. */
export type SpotOrderQtyTooLarge = Catalogued<"SpotOrderQtyTooLarge">

/**
 * 170136: order quantity lower than the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderQtyTooSmall = catalogued("SpotOrderQtyTooSmall")
/** An instance of {@link SpotOrderQtyTooSmall}. */
export type SpotOrderQtyTooSmall = Catalogued<"SpotOrderQtyTooSmall">

/**
 * 170139: the order has been filled.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderFilled = catalogued("SpotOrderFilled")
/** An instance of {@link SpotOrderFilled}. */
export type SpotOrderFilled = Catalogued<"SpotOrderFilled">

/**
 * 170142: the order has been cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderCancelled = catalogued("SpotOrderCancelled")
/** An instance of {@link SpotOrderCancelled}. */
export type SpotOrderCancelled = Catalogued<"SpotOrderCancelled">

/**
 * 170143: cannot be found on the order book.
 *
 * @since 0.1.0
 * @category errors
 */
export const NotOnOrderBook = catalogued("NotOnOrderBook")
/** An instance of {@link NotOnOrderBook}. */
export type NotOnOrderBook = Catalogued<"NotOnOrderBook">

/**
 * 170144: the order has been locked.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderLocked = catalogued("SpotOrderLocked")
/** An instance of {@link SpotOrderLocked}. */
export type SpotOrderLocked = Catalogued<"SpotOrderLocked">

/**
 * 170145: this order type does not support cancellation.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderTypeNotCancellable = catalogued("OrderTypeNotCancellable")
/** An instance of {@link OrderTypeNotCancellable}. */
export type OrderTypeNotCancellable = Catalogued<"OrderTypeNotCancellable">

/**
 * 170146: order creation timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderCreationTimeout = catalogued("OrderCreationTimeout")
/** An instance of {@link OrderCreationTimeout}. */
export type OrderCreationTimeout = Catalogued<"OrderCreationTimeout">

/**
 * 170147: order cancellation timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderCancellationTimeout = catalogued("OrderCancellationTimeout")
/** An instance of {@link OrderCancellationTimeout}. */
export type OrderCancellationTimeout = Catalogued<"OrderCancellationTimeout">

/**
 * 170149: create order failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const CreateOrderFailed = catalogued("CreateOrderFailed")
/** An instance of {@link CreateOrderFailed}. */
export type CreateOrderFailed = Catalogued<"CreateOrderFailed">

/**
 * 170150: cancel order failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const CancelOrderFailed = catalogued("CancelOrderFailed")
/** An instance of {@link CancelOrderFailed}. */
export type CancelOrderFailed = Catalogued<"CancelOrderFailed">

/**
 * 170151: the trading pair is not open yet.
 *
 * @since 0.1.0
 * @category errors
 */
export const TradingPairNotOpen = catalogued("TradingPairNotOpen")
/** An instance of {@link TradingPairNotOpen}. */
export type TradingPairNotOpen = Catalogued<"TradingPairNotOpen">

/**
 * 170157: the trading pair is not available for API trading.
 *
 * @since 0.1.0
 * @category errors
 */
export const TradingPairNotApiTradable = catalogued("TradingPairNotApiTradable")
/** An instance of {@link TradingPairNotApiTradable}. */
export type TradingPairNotApiTradable = Catalogued<"TradingPairNotApiTradable">

/**
 * 170159: market orders are not supported in the first minutes after a pair launches.
 *
 * @since 0.1.0
 * @category errors
 */
export const MarketOrderBlockedAfterLaunch = catalogued("MarketOrderBlockedAfterLaunch")
/** An instance of {@link MarketOrderBlockedAfterLaunch}. */
export type MarketOrderBlockedAfterLaunch = Catalogued<"MarketOrderBlockedAfterLaunch">

/**
 * 170190: the cancellation has already finished.
 *
 * @since 0.1.0
 * @category errors
 */
export const CancelAlreadyFinished = catalogued("CancelAlreadyFinished")
/** An instance of {@link CancelAlreadyFinished}. */
export type CancelAlreadyFinished = Catalogued<"CancelAlreadyFinished">

/**
 * 170191: cannot cancel the order now; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const CancelTemporarilyUnavailable = catalogued("CancelTemporarilyUnavailable")
/** An instance of {@link CancelTemporarilyUnavailable}. */
export type CancelTemporarilyUnavailable = Catalogued<"CancelTemporarilyUnavailable">

/**
 * 170192: order price above the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotOrderPriceAboveMax = catalogued("SpotOrderPriceAboveMax")
/** An instance of {@link SpotOrderPriceAboveMax}. */
export type SpotOrderPriceAboveMax = Catalogued<"SpotOrderPriceAboveMax">

/**
 * 170193: buy order price above the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const BuyPriceAboveMax = catalogued("BuyPriceAboveMax")
/** An instance of {@link BuyPriceAboveMax}. */
export type BuyPriceAboveMax = Catalogued<"BuyPriceAboveMax">

/**
 * 170194: sell order price below the allowed minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export const SellPriceBelowMin = catalogued("SellPriceBelowMin")
/** An instance of {@link SellPriceBelowMin}. */
export type SellPriceBelowMin = Catalogued<"SellPriceBelowMin">

/**
 * 170195: the ETP buy order may not be filled.
 *
 * @since 0.1.0
 * @category errors
 */
export const EtpBuyOrderMayNotFill = catalogued("EtpBuyOrderMayNotFill")
/** An instance of {@link EtpBuyOrderMayNotFill}. */
export type EtpBuyOrderMayNotFill = Catalogued<"EtpBuyOrderMayNotFill">

/**
 * 170196: the ETP sell order may not be filled.
 *
 * @since 0.1.0
 * @category errors
 */
export const EtpSellOrderMayNotFill = catalogued("EtpSellOrderMayNotFill")
/** An instance of {@link EtpSellOrderMayNotFill}. */
export type EtpSellOrderMayNotFill = Catalogued<"EtpSellOrderMayNotFill">

/**
 * 170197: buy quantity too large: the fill price may deviate far from the market price.
 *
 * @since 0.1.0
 * @category errors
 */
export const BuyQtyDeviatesFromMarket = catalogued("BuyQtyDeviatesFromMarket")
/** An instance of {@link BuyQtyDeviatesFromMarket}. */
export type BuyQtyDeviatesFromMarket = Catalogued<"BuyQtyDeviatesFromMarket">

/**
 * 170198: sell quantity too large: the fill price may deviate far from the market price.
 *
 * @since 0.1.0
 * @category errors
 */
export const SellQtyDeviatesFromMarket = catalogued("SellQtyDeviatesFromMarket")
/** An instance of {@link SellQtyDeviatesFromMarket}. */
export type SellQtyDeviatesFromMarket = Catalogued<"SellQtyDeviatesFromMarket">

/**
 * 170199: buy quantity too large: the fill price may deviate far from the NAV.
 *
 * @since 0.1.0
 * @category errors
 */
export const BuyQtyDeviatesFromNav = catalogued("BuyQtyDeviatesFromNav")
/** An instance of {@link BuyQtyDeviatesFromNav}. */
export type BuyQtyDeviatesFromNav = Catalogued<"BuyQtyDeviatesFromNav">

/**
 * 170200: sell quantity too large: the fill price may deviate far from the NAV.
 *
 * @since 0.1.0
 * @category errors
 */
export const SellQtyDeviatesFromNav = catalogued("SellQtyDeviatesFromNav")
/** An instance of {@link SellQtyDeviatesFromNav}. */
export type SellQtyDeviatesFromNav = Catalogued<"SellQtyDeviatesFromNav">

/**
 * 170201: invalid orderFilter parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidOrderFilter = catalogued("InvalidOrderFilter")
/** An instance of {@link InvalidOrderFilter}. */
export type InvalidOrderFilter = Catalogued<"InvalidOrderFilter">

/**
 * 170202: the TP/SL price is required.
 *
 * @since 0.1.0
 * @category errors
 */
export const TpSlPriceRequired = catalogued("TpSlPriceRequired")
/** An instance of {@link TpSlPriceRequired}. */
export type TpSlPriceRequired = Catalogued<"TpSlPriceRequired">

/**
 * 170203: the trigger price cannot be higher than 110% of the price.
 *
 * @since 0.1.0
 * @category errors
 */
export const TriggerPriceAboveLimit = catalogued("TriggerPriceAboveLimit")
/** An instance of {@link TriggerPriceAboveLimit}. */
export type TriggerPriceAboveLimit = Catalogued<"TriggerPriceAboveLimit">

/**
 * 170204: the trigger price cannot be lower than 90% of the price.
 *
 * @since 0.1.0
 * @category errors
 */
export const TriggerPriceBelowLimit = catalogued("TriggerPriceBelowLimit")
/** An instance of {@link TriggerPriceBelowLimit}. */
export type TriggerPriceBelowLimit = Catalogued<"TriggerPriceBelowLimit">

/**
 * 170206: stop-limit orders are not supported in the first 5 minutes after a pair launches.
 *
 * @since 0.1.0
 * @category errors
 */
export const StopLimitBlockedAfterLaunch = catalogued("StopLimitBlockedAfterLaunch")
/** An instance of {@link StopLimitBlockedAfterLaunch}. */
export type StopLimitBlockedAfterLaunch = Catalogued<"StopLimitBlockedAfterLaunch">

/**
 * 170207: the platform loan amount is not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export const PlatformLoanInsufficient = catalogued("PlatformLoanInsufficient")
/** An instance of {@link PlatformLoanInsufficient}. */
export type PlatformLoanInsufficient = Catalogued<"PlatformLoanInsufficient">

/**
 * 170209: the trading pair is only available to certain regions.
 *
 * @since 0.1.0
 * @category errors
 */
export const TradingPairRegionRestricted = catalogued("TradingPairRegionRestricted")
/** An instance of {@link TradingPairRegionRestricted}. */
export type TradingPairRegionRestricted = Catalogued<"TradingPairRegionRestricted">

/**
 * 170210: new order rejected.
 *
 * @since 0.1.0
 * @category errors
 */
export const NewOrderRejected = catalogued("NewOrderRejected")
/** An instance of {@link NewOrderRejected}. */
export type NewOrderRejected = Catalogued<"NewOrderRejected">

/**
 * 170215: spot buying restricted: the institutional loan LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLoanLtvSpotBuyRestricted = catalogued("InsLoanLtvSpotBuyRestricted")
/** An instance of {@link InsLoanLtvSpotBuyRestricted}. */
export type InsLoanLtvSpotBuyRestricted = Catalogued<"InsLoanLtvSpotBuyRestricted">

/**
 * 170216: the spot leverage exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotLeverageAboveMax = catalogued("SpotLeverageAboveMax")
/** An instance of {@link SpotLeverageAboveMax}. */
export type SpotLeverageAboveMax = Catalogued<"SpotLeverageAboveMax">

/**
 * 170217: only LIMIT-MAKER orders are supported for this pair.
 *
 * @since 0.1.0
 * @category errors
 */
export const LimitMakerOnly = catalogued("LimitMakerOnly")
/** An instance of {@link LimitMakerOnly}. */
export type LimitMakerOnly = Catalogued<"LimitMakerOnly">

/**
 * 170218: the LIMIT-MAKER order was rejected due to an invalid price.
 *
 * @since 0.1.0
 * @category errors
 */
export const LimitMakerPriceInvalid = catalogued("LimitMakerPriceInvalid")
/** An instance of {@link LimitMakerPriceInvalid}. */
export type LimitMakerPriceInvalid = Catalogued<"LimitMakerPriceInvalid">

/**
 * 170219: this UID is not available to the feature.
 *
 * @since 0.1.0
 * @category errors
 */
export const UidFeatureUnavailable = catalogued("UidFeatureUnavailable")
/** An instance of {@link UidFeatureUnavailable}. */
export type UidFeatureUnavailable = Catalogued<"UidFeatureUnavailable">

/**
 * 170220: spot trading restricted: the institutional loan LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLoanLtvSpotRestricted = catalogued("InsLoanLtvSpotRestricted")
/** An instance of {@link InsLoanLtvSpotRestricted}. */
export type InsLoanLtvSpotRestricted = Catalogued<"InsLoanLtvSpotRestricted">

/**
 * 170222: too many requests in this time frame.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotRequestRateExceeded = catalogued("SpotRequestRateExceeded")
/** An instance of {@link SpotRequestRateExceeded}. */
export type SpotRequestRateExceeded = Catalogued<"SpotRequestRateExceeded">

/**
 * 170223: the spot account with institutional lending triggered an alert or liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLendingAlert = catalogued("InsLendingAlert")
/** An instance of {@link InsLendingAlert}. */
export type InsLendingAlert = Catalogued<"InsLendingAlert">

/**
 * 170224: not a user of the Innovation Zone.
 *
 * @since 0.1.0
 * @category errors
 */
export const NotInnovationZoneUser = catalogued("NotInnovationZoneUser")
/** An instance of {@link NotInnovationZoneUser}. */
export type NotInnovationZoneUser = Catalogued<"NotInnovationZoneUser">

/**
 * 170226: the spot margin account is being liquidated.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotMarginLiquidating = catalogued("SpotMarginLiquidating")
/** An instance of {@link SpotMarginLiquidating}. */
export type SpotMarginLiquidating = Catalogued<"SpotMarginLiquidating">

/**
 * 170227: this feature is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const FeatureNotSupported = catalogued("FeatureNotSupported")
/** An instance of {@link FeatureNotSupported}. */
export type FeatureNotSupported = Catalogued<"FeatureNotSupported">

/**
 * 170228: the buy amount per order exceeds the estimated maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const BuyAmountAboveEstimate = catalogued("BuyAmountAboveEstimate")
/** An instance of {@link BuyAmountAboveEstimate}. */
export type BuyAmountAboveEstimate = Catalogued<"BuyAmountAboveEstimate">

/**
 * 170229: the sell quantity per order exceeds the estimated maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const SellQtyAboveEstimate = catalogued("SellQtyAboveEstimate")
/** An instance of {@link SellQtyAboveEstimate}. */
export type SellQtyAboveEstimate = Catalogued<"SellQtyAboveEstimate">

/**
 * 170230: operations restricted after margin trading was deactivated.
 *
 * @since 0.1.0
 * @category errors
 */
export const MarginTradingDeactivated = catalogued("MarginTradingDeactivated")
/** An instance of {@link MarginTradingDeactivated}. */
export type MarginTradingDeactivated = Catalogued<"MarginTradingDeactivated">

/**
 * 170234: spot system error.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotSystemError = catalogued("SpotSystemError")
/** An instance of {@link SpotSystemError}. */
export type SpotSystemError = Catalogued<"SpotSystemError">

/**
 * 170241: the trading notice must be read and confirmed first.
 *
 * @since 0.1.0
 * @category errors
 */
export const TradingNoticeNotConfirmed = catalogued("TradingNoticeNotConfirmed")
/** An instance of {@link TradingNoticeNotConfirmed}. */
export type TradingNoticeNotConfirmed = Catalogued<"TradingNoticeNotConfirmed">

/**
 * 170310: order modification timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderModificationTimeout = catalogued("OrderModificationTimeout")
/** An instance of {@link OrderModificationTimeout}. */
export type OrderModificationTimeout = Catalogued<"OrderModificationTimeout">

/**
 * 170341: the requested order quantity exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const RequestQtyAboveMax = catalogued("RequestQtyAboveMax")
/** An instance of {@link RequestQtyAboveMax}. */
export type RequestQtyAboveMax = Catalogued<"RequestQtyAboveMax">

/**
 * 170344: the symbol is not supported on margin trading.
 *
 * @since 0.1.0
 * @category errors
 */
export const MarginSymbolNotSupported = catalogued("MarginSymbolNotSupported")
/** An instance of {@link MarginSymbolNotSupported}. */
export type MarginSymbolNotSupported = Catalogued<"MarginSymbolNotSupported">

/**
 * 170348: proceed on bybit-tr.com.
 *
 * @since 0.1.0
 * @category errors
 */
export const BybitTurkeySiteRequired = catalogued("BybitTurkeySiteRequired")
/** An instance of {@link BybitTurkeySiteRequired}. */
export type BybitTurkeySiteRequired = Catalogued<"BybitTurkeySiteRequired">

/**
 * 170358: the current site does not support ETP.
 *
 * @since 0.1.0
 * @category errors
 */
export const EtpNotSupportedOnSite = catalogued("EtpNotSupportedOnSite")
/** An instance of {@link EtpNotSupportedOnSite}. */
export type EtpNotSupportedOnSite = Catalogued<"EtpNotSupportedOnSite">

/**
 * 170359: the current site does not support leveraged trading.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeveragedTradingNotSupportedOnSite = catalogued("LeveragedTradingNotSupportedOnSite")
/** An instance of {@link LeveragedTradingNotSupportedOnSite}. */
export type LeveragedTradingNotSupportedOnSite = Catalogued<"LeveragedTradingNotSupportedOnSite">

/**
 * 170709: OTC loan: the trading pair is not whitelisted.
 *
 * @since 0.1.0
 * @category errors
 */
export const OtcLoanPairNotWhitelisted = catalogued("OtcLoanPairNotWhitelisted")
/** An instance of {@link OtcLoanPairNotWhitelisted}. */
export type OtcLoanPairNotWhitelisted = Catalogued<"OtcLoanPairNotWhitelisted">

/**
 * 170810: over the maximum of 500 conditional, TP/SL and active orders.
 *
 * @since 0.1.0
 * @category errors
 */
export const OpenOrderLimitExceeded = catalogued("OpenOrderLimitExceeded")
/** An instance of {@link OpenOrderLimitExceeded}. */
export type OpenOrderLimitExceeded = Catalogued<"OpenOrderLimitExceeded">

/**
 * 176007: user not found.
 *
 * @since 0.1.0
 * @category errors
 */
export const UserNotFound = catalogued("UserNotFound")
/** An instance of {@link UserNotFound}. */
export type UserNotFound = Catalogued<"UserNotFound">

/**
 * 176012: pair not available.
 *
 * @since 0.1.0
 * @category errors
 */
export const PairNotAvailable = catalogued("PairNotAvailable")
/** An instance of {@link PairNotAvailable}. */
export type PairNotAvailable = Catalogued<"PairNotAvailable">

/**
 * 176013: cross margin trading is not supported for the selected pair.
 *
 * @since 0.1.0
 * @category errors
 */
export const CrossMarginPairNotSupported = catalogued("CrossMarginPairNotSupported")
/** An instance of {@link CrossMarginPairNotSupported}. */
export type CrossMarginPairNotSupported = Catalogued<"CrossMarginPairNotSupported">

/**
 * 176023: the pair to borrow is not generally available yet.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowPairNotAvailable = catalogued("BorrowPairNotAvailable")
/** An instance of {@link BorrowPairNotAvailable}. */
export type BorrowPairNotAvailable = Catalogued<"BorrowPairNotAvailable">

/**
 * 176135: failed to get bond data.
 *
 * @since 0.1.0
 * @category errors
 */
export const BondDataUnavailable = catalogued("BondDataUnavailable")
/** An instance of {@link BondDataUnavailable}. */
export type BondDataUnavailable = Catalogued<"BondDataUnavailable">

/**
 * 176136: failed to get borrow data.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowDataUnavailable = catalogued("BorrowDataUnavailable")
/** An instance of {@link BorrowDataUnavailable}. */
export type BorrowDataUnavailable = Catalogued<"BorrowDataUnavailable">

/**
 * 176201: account exception: check whether the UID is bound to an institutional loan.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLoanAccountException = catalogued("InsLoanAccountException")
/** An instance of {@link InsLoanAccountException}. */
export type InsLoanAccountException = Catalogued<"InsLoanAccountException">

/**
 * 182104: the unified margin account state blocks this action.
 *
 * @since 0.1.0
 * @category errors
 */
export const UnifiedMarginActionBlocked = catalogued("UnifiedMarginActionBlocked")
/** An instance of {@link UnifiedMarginActionBlocked}. */
export type UnifiedMarginActionBlocked = Catalogued<"UnifiedMarginActionBlocked">

/**
 * 182105: adjustment failed: the user is upgrading.
 *
 * @since 0.1.0
 * @category errors
 */
export const AdjustmentDuringUpgrade = catalogued("AdjustmentDuringUpgrade")
/** An instance of {@link AdjustmentDuringUpgrade}. */
export type AdjustmentDuringUpgrade = Catalogued<"AdjustmentDuringUpgrade">

/**
 * 182106: adjustment failed: forced liquidation in progress.
 *
 * @since 0.1.0
 * @category errors
 */
export const AdjustmentDuringLiquidation = catalogued("AdjustmentDuringLiquidation")
/** An instance of {@link AdjustmentDuringLiquidation}. */
export type AdjustmentDuringLiquidation = Catalogued<"AdjustmentDuringLiquidation">

/**
 * 182107: adjustment failed: the maintenance margin rate is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export const AdjustmentMarginRateTooHigh = catalogued("AdjustmentMarginRateTooHigh")
/** An instance of {@link AdjustmentMarginRateTooHigh}. */
export type AdjustmentMarginRateTooHigh = Catalogued<"AdjustmentMarginRateTooHigh">

/**
 * 131001: asset (openapi) service error.
 *
 * @since 0.1.0
 * @category errors
 */
export const AssetServiceError = catalogued("AssetServiceError")
/** An instance of {@link AssetServiceError}. */
export type AssetServiceError = Catalogued<"AssetServiceError">

/**
 * 131003: asset internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export const AssetInternalError = catalogued("AssetInternalError")
/** An instance of {@link AssetInternalError}. */
export type AssetInternalError = Catalogued<"AssetInternalError">

/**
 * 131069: unable to withdraw to the recipient.
 *
 * @since 0.1.0
 * @category errors
 */
export const RecipientWithdrawalRejected = catalogued("RecipientWithdrawalRejected")
/** An instance of {@link RecipientWithdrawalRejected}. */
export type RecipientWithdrawalRejected = Catalogued<"RecipientWithdrawalRejected">

/**
 * 131070: the recipient's name does not match the target exchange's records.
 *
 * @since 0.1.0
 * @category errors
 */
export const RecipientNameMismatch = catalogued("RecipientNameMismatch")
/** An instance of {@link RecipientNameMismatch}. */
export type RecipientNameMismatch = Catalogued<"RecipientNameMismatch">

/**
 * 131071: the recipient has not undergone KYC verification.
 *
 * @since 0.1.0
 * @category errors
 */
export const RecipientNotKycVerified = catalogued("RecipientNotKycVerified")
/** An instance of {@link RecipientNotKycVerified}. */
export type RecipientNotKycVerified = Catalogued<"RecipientNotKycVerified">

/**
 * 131072: the target exchange does not support the withdrawal currency.
 *
 * @since 0.1.0
 * @category errors
 */
export const TargetExchangeCurrencyUnsupported = catalogued("TargetExchangeCurrencyUnsupported")
/** An instance of {@link TargetExchangeCurrencyUnsupported}. */
export type TargetExchangeCurrencyUnsupported = Catalogued<"TargetExchangeCurrencyUnsupported">

/**
 * 131073: the withdrawal address is not known to the target exchange.
 *
 * @since 0.1.0
 * @category errors
 */
export const TargetExchangeAddressUnknown = catalogued("TargetExchangeAddressUnknown")
/** An instance of {@link TargetExchangeAddressUnknown}. */
export type TargetExchangeAddressUnknown = Catalogued<"TargetExchangeAddressUnknown">

/**
 * 131076: internal transfer does not support subaccounts.
 *
 * @since 0.1.0
 * @category errors
 */
export const InternalTransferSubaccountUnsupported = catalogued("InternalTransferSubaccountUnsupported")
/** An instance of {@link InternalTransferSubaccountUnsupported}. */
export type InternalTransferSubaccountUnsupported = Catalogued<"InternalTransferSubaccountUnsupported">

/**
 * 131078: the receiving user's deposits are banned.
 *
 * @since 0.1.0
 * @category errors
 */
export const RecipientDepositBanned = catalogued("RecipientDepositBanned")
/** An instance of {@link RecipientDepositBanned}. */
export type RecipientDepositBanned = Catalogued<"RecipientDepositBanned">

/**
 * 131079: the receiving user needs KYC.
 *
 * @since 0.1.0
 * @category errors
 */
export const RecipientKycRequired = catalogued("RecipientKycRequired")
/** An instance of {@link RecipientKycRequired}. */
export type RecipientKycRequired = Catalogued<"RecipientKycRequired">

/**
 * 131080: no retries left for the user.
 *
 * @since 0.1.0
 * @category errors
 */
export const RetryLimitReached = catalogued("RetryLimitReached")
/** An instance of {@link RetryLimitReached}. */
export type RetryLimitReached = Catalogued<"RetryLimitReached">

/**
 * 131084: withdrawal failed because of the UTA upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export const WithdrawBlockedByUtaUpgrade = catalogued("WithdrawBlockedByUtaUpgrade")
/** An instance of {@link WithdrawBlockedByUtaUpgrade}. */
export type WithdrawBlockedByUtaUpgrade = Catalogued<"WithdrawBlockedByUtaUpgrade">

/**
 * 131087: the spot risk level is too high to withdraw.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotRiskLevelTooHighForWithdraw = catalogued("SpotRiskLevelTooHighForWithdraw")
/** An instance of {@link SpotRiskLevelTooHighForWithdraw}. */
export type SpotRiskLevelTooHighForWithdraw = Catalogued<"SpotRiskLevelTooHighForWithdraw">

/**
 * 131091: the blocked login status does not allow withdrawals.
 *
 * @since 0.1.0
 * @category errors
 */
export const WithdrawBlockedByLoginStatus = catalogued("WithdrawBlockedByLoginStatus")
/** An instance of {@link WithdrawBlockedByLoginStatus}. */
export type WithdrawBlockedByLoginStatus = Catalogued<"WithdrawBlockedByLoginStatus">

/**
 * 131092: user status is abnormal.
 *
 * @since 0.1.0
 * @category errors
 */
export const UserStatusAbnormal = catalogued("UserStatusAbnormal")
/** An instance of {@link UserStatusAbnormal}. */
export type UserStatusAbnormal = Catalogued<"UserStatusAbnormal">

/**
 * 131094: the user id is not in the whitelist.
 *
 * @since 0.1.0
 * @category errors
 */
export const UserIdNotWhitelisted = catalogued("UserIdNotWhitelisted")
/** An instance of {@link UserIdNotWhitelisted}. */
export type UserIdNotWhitelisted = Catalogued<"UserIdNotWhitelisted">

/**
 * 131200: transfer service error.
 *
 * @since 0.1.0
 * @category errors
 */
export const TransferServiceError = catalogued("TransferServiceError")
/** An instance of {@link TransferServiceError}. */
export type TransferServiceError = Catalogued<"TransferServiceError">

/**
 * 131201: transfer internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export const TransferInternalError = catalogued("TransferInternalError")
/** An instance of {@link TransferInternalError}. */
export type TransferInternalError = Catalogued<"TransferInternalError">

/**
 * 131204: account info error.
 *
 * @since 0.1.0
 * @category errors
 */
export const AccountInfoError = catalogued("AccountInfoError")
/** An instance of {@link AccountInfoError}. */
export type AccountInfoError = Catalogued<"AccountInfoError">

/**
 * 131226: unable to proceed for security reasons.
 *
 * @since 0.1.0
 * @category errors
 */
export const SecurityCheckBlocked = catalogued("SecurityCheckBlocked")
/** An instance of {@link SecurityCheckBlocked}. */
export type SecurityCheckBlocked = Catalogued<"SecurityCheckBlocked">

/**
 * 131229: the currency is not available due to compliance requirements.
 *
 * @since 0.1.0
 * @category errors
 */
export const CurrencyComplianceRestricted = catalogued("CurrencyComplianceRestricted")
/** An instance of {@link CurrencyComplianceRestricted}. */
export type CurrencyComplianceRestricted = Catalogued<"CurrencyComplianceRestricted">

/**
 * 131233: the coin is not supported for islamic accounts.
 *
 * @since 0.1.0
 * @category errors
 */
export const IslamicAccountCoinUnsupported = catalogued("IslamicAccountCoinUnsupported")
/** An instance of {@link IslamicAccountCoinUnsupported}. */
export type IslamicAccountCoinUnsupported = Catalogued<"IslamicAccountCoinUnsupported">

/**
 * 140001: the PM spot hedging switch cannot be changed outside portfolio margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const PmSpotHedgingRequiresPortfolioMargin = catalogued("PmSpotHedgingRequiresPortfolioMargin")
/** An instance of {@link PmSpotHedgingRequiresPortfolioMargin}. */
export type PmSpotHedgingRequiresPortfolioMargin = Catalogued<"PmSpotHedgingRequiresPortfolioMargin">

/**
 * 140002: institutional lending users do not support PM spot hedging (deprecated).
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLendingPmSpotHedgingUnsupported = catalogued("InsLendingPmSpotHedgingUnsupported")
/** An instance of {@link InsLendingPmSpotHedgingUnsupported}. */
export type InsLendingPmSpotHedgingUnsupported = Catalogued<"InsLendingPmSpotHedgingUnsupported">

/**
 * 140003: positions are being liquidated; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionsBeingLiquidated = catalogued("PositionsBeingLiquidated")
/** An instance of {@link PositionsBeingLiquidated}. */
export type PositionsBeingLiquidated = Catalogued<"PositionsBeingLiquidated">

/**
 * 140005: the risk level after switching modes exceeds the threshold.
 *
 * @since 0.1.0
 * @category errors
 */
export const SwitchRiskLevelTooHigh = catalogued("SwitchRiskLevelTooHigh")
/** An instance of {@link SwitchRiskLevelTooHigh}. */
export type SwitchRiskLevelTooHigh = Catalogued<"SwitchRiskLevelTooHigh">

/**
 * 141027: a sub account cannot accept the agreement.
 *
 * @since 0.1.0
 * @category errors
 */
export const SubaccountAgreementForbidden = catalogued("SubaccountAgreementForbidden")
/** An instance of {@link SubaccountAgreementForbidden}. */
export type SubaccountAgreementForbidden = Catalogued<"SubaccountAgreementForbidden">

/**
 * 181000: category is null.
 *
 * @since 0.1.0
 * @category errors
 */
export const CategoryRequired = catalogued("CategoryRequired")
/** An instance of {@link CategoryRequired}. */
export type CategoryRequired = Catalogued<"CategoryRequired">

/**
 * 181002: symbol is null.
 *
 * @since 0.1.0
 * @category errors
 */
export const SymbolRequired = catalogued("SymbolRequired")
/** An instance of {@link SymbolRequired}. */
export type SymbolRequired = Catalogued<"SymbolRequired">

/**
 * 181003: side is null.
 *
 * @since 0.1.0
 * @category errors
 */
export const SideRequired = catalogued("SideRequired")
/** An instance of {@link SideRequired}. */
export type SideRequired = Catalogued<"SideRequired">

/**
 * 181005: orderStatus is wrong.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidOrderStatus = catalogued("InvalidOrderStatus")
/** An instance of {@link InvalidOrderStatus}. */
export type InvalidOrderStatus = Catalogued<"InvalidOrderStatus">

/**
 * 181006: startTime is not a number.
 *
 * @since 0.1.0
 * @category errors
 */
export const StartTimeNotNumber = catalogued("StartTimeNotNumber")
/** An instance of {@link StartTimeNotNumber}. */
export type StartTimeNotNumber = Catalogued<"StartTimeNotNumber">

/**
 * 181007: endTime is not a number.
 *
 * @since 0.1.0
 * @category errors
 */
export const EndTimeNotNumber = catalogued("EndTimeNotNumber")
/** An instance of {@link EndTimeNotNumber}. */
export type EndTimeNotNumber = Catalogued<"EndTimeNotNumber">

/**
 * 181011: limit is not a number.
 *
 * @since 0.1.0
 * @category errors
 */
export const LimitNotNumber = catalogued("LimitNotNumber")
/** An instance of {@link LimitNotNumber}. */
export type LimitNotNumber = Catalogued<"LimitNotNumber">

/**
 * 181012: symbol does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const SymbolNotFound = catalogued("SymbolNotFound")
/** An instance of {@link SymbolNotFound}. */
export type SymbolNotFound = Catalogued<"SymbolNotFound">

/**
 * 181014: classic accounts are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const ClassicAccountUnsupported = catalogued("ClassicAccountUnsupported")
/** An instance of {@link ClassicAccountUnsupported}. */
export type ClassicAccountUnsupported = Catalogued<"ClassicAccountUnsupported">

/**
 * 182000: the symbol's quote price is null.
 *
 * @since 0.1.0
 * @category errors
 */
export const QuotePriceMissing = catalogued("QuotePriceMissing")
/** An instance of {@link QuotePriceMissing}. */
export type QuotePriceMissing = Catalogued<"QuotePriceMissing">

/**
 * 700003: prediction engine unavailable.
 *
 * @since 0.1.0
 * @category errors
 */
export const PredictionEngineUnavailable = catalogued("PredictionEngineUnavailable")
/** An instance of {@link PredictionEngineUnavailable}. */
export type PredictionEngineUnavailable = Catalogued<"PredictionEngineUnavailable">

/**
 * 700011: convert: illegal operation; prediction: insufficient token position.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertIllegalOperationOrTokenPositionInsufficient = catalogued(
  "ConvertIllegalOperationOrTokenPositionInsufficient"
)
/** An instance of {@link ConvertIllegalOperationOrTokenPositionInsufficient}. */
export type ConvertIllegalOperationOrTokenPositionInsufficient =
  Catalogued<"ConvertIllegalOperationOrTokenPositionInsufficient">

/**
 * 700016: the rate is below the current rate.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertRateBelowCurrent = catalogued("ConvertRateBelowCurrent")
/** An instance of {@link ConvertRateBelowCurrent}. */
export type ConvertRateBelowCurrent = Catalogued<"ConvertRateBelowCurrent">

/**
 * 700022: this operation is not currently supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertOperationUnsupported = catalogued("ConvertOperationUnsupported")
/** An instance of {@link ConvertOperationUnsupported}. */
export type ConvertOperationUnsupported = Catalogued<"ConvertOperationUnsupported">

/**
 * 400002: broker invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export const BrokerInvalid = catalogued("BrokerInvalid")
/** An instance of {@link BrokerInvalid}. */
export type BrokerInvalid = Catalogued<"BrokerInvalid">

/**
 * 400003: broker quotation invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export const BrokerQuotationInvalid = catalogued("BrokerQuotationInvalid")
/** An instance of {@link BrokerQuotationInvalid}. */
export type BrokerQuotationInvalid = Catalogued<"BrokerQuotationInvalid">

/**
 * 400004: the sub-account does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const SubaccountNotFound = catalogued("SubaccountNotFound")
/** An instance of {@link SubaccountNotFound}. */
export type SubaccountNotFound = Catalogued<"SubaccountNotFound">

/**
 * 400005: the request amount is outside the quota limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const FiatQuotaExceeded = catalogued("FiatQuotaExceeded")
/** An instance of {@link FiatQuotaExceeded}. */
export type FiatQuotaExceeded = Catalogued<"FiatQuotaExceeded">

/**
 * 400006: the funding account has insufficient funds.
 *
 * @since 0.1.0
 * @category errors
 */
export const FundingBalanceInsufficient = catalogued("FundingBalanceInsufficient")
/** An instance of {@link FundingBalanceInsufficient}. */
export type FundingBalanceInsufficient = Catalogued<"FundingBalanceInsufficient">

/**
 * 400007: the sub-account's funding account has insufficient funds.
 *
 * @since 0.1.0
 * @category errors
 */
export const SubaccountFundingBalanceInsufficient = catalogued("SubaccountFundingBalanceInsufficient")
/** An instance of {@link SubaccountFundingBalanceInsufficient}. */
export type SubaccountFundingBalanceInsufficient = Catalogued<"SubaccountFundingBalanceInsufficient">

/**
 * 790000: convert system error; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertSystemError = catalogued("ConvertSystemError")
/** An instance of {@link ConvertSystemError}. */
export type ConvertSystemError = Catalogued<"ConvertSystemError">

/**
 * 790001: convert sign verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertSignVerificationFailed = catalogued("ConvertSignVerificationFailed")
/** An instance of {@link ConvertSignVerificationFailed}. */
export type ConvertSignVerificationFailed = Catalogued<"ConvertSignVerificationFailed">

/**
 * 148001: this currency is not supported for flexible savings.
 *
 * @since 0.1.0
 * @category errors
 */
export const FlexibleSavingsCurrencyUnsupported = catalogued("FlexibleSavingsCurrencyUnsupported")
/** An instance of {@link FlexibleSavingsCurrencyUnsupported}. */
export type FlexibleSavingsCurrencyUnsupported = Catalogued<"FlexibleSavingsCurrencyUnsupported">

/**
 * 180000: prediction: internal server error.
 *
 * @since 0.1.0
 * @category errors
 */
export const PredictionInternalError = catalogued("PredictionInternalError")
/** An instance of {@link PredictionInternalError}. */
export type PredictionInternalError = Catalogued<"PredictionInternalError">

/**
 * 180027: tax forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export const TaxForbidden = catalogued("TaxForbidden")
/** An instance of {@link TaxForbidden}. */
export type TaxForbidden = Catalogued<"TaxForbidden">

/**
 * 180030: slippage check failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const SlippageFailed = catalogued("SlippageFailed")
/** An instance of {@link SlippageFailed}. */
export type SlippageFailed = Catalogued<"SlippageFailed">

/**
 * 111008: the spot asset is not enabled as a collateral asset.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotAssetNotCollateral = catalogued("SpotAssetNotCollateral")
/** An instance of {@link SpotAssetNotCollateral}. */
export type SpotAssetNotCollateral = Catalogued<"SpotAssetNotCollateral">

/**
 * 34022001, 34022003: system error; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const ManualLoanSystemError = catalogued("ManualLoanSystemError")
/** An instance of {@link ManualLoanSystemError}. */
export type ManualLoanSystemError = Catalogued<"ManualLoanSystemError">

/**
 * 34022027: invalid request parameters (manual loan).
 *
 * @since 0.1.0
 * @category errors
 */
export const ManualLoanParamsError = catalogued("ManualLoanParamsError")
/** An instance of {@link ManualLoanParamsError}. */
export type ManualLoanParamsError = Catalogued<"ManualLoanParamsError">

/**
 * 34022033: the borrow amount must be an integer multiple of the precision.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowPrecisionInvalid = catalogued("BorrowPrecisionInvalid")
/** An instance of {@link BorrowPrecisionInvalid}. */
export type BorrowPrecisionInvalid = Catalogued<"BorrowPrecisionInvalid">

/**
 * 34022034: the repayment amount must be an integer multiple of the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepaymentMultipleInvalid = catalogued("RepaymentMultipleInvalid")
/** An instance of {@link RepaymentMultipleInvalid}. */
export type RepaymentMultipleInvalid = Catalogued<"RepaymentMultipleInvalid">

/**
 * 34022035: cannot repay while interest is being calculated.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepaymentDuringInterest = catalogued("RepaymentDuringInterest")
/** An instance of {@link RepaymentDuringInterest}. */
export type RepaymentDuringInterest = Catalogued<"RepaymentDuringInterest">

/**
 * 34022036: enable margin trading to continue.
 *
 * @since 0.1.0
 * @category errors
 */
export const MarginTradingRequired = catalogued("MarginTradingRequired")
/** An instance of {@link MarginTradingRequired}. */
export type MarginTradingRequired = Catalogued<"MarginTradingRequired">

/**
 * 34022038: repayment in progress; do not repeat.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepaymentInProgress = catalogued("RepaymentInProgress")
/** An instance of {@link RepaymentInProgress}. */
export type RepaymentInProgress = Catalogued<"RepaymentInProgress">

/**
 * 34022010: the borrowed asset does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowedAssetNotFound = catalogued("BorrowedAssetNotFound")
/** An instance of {@link BorrowedAssetNotFound}. */
export type BorrowedAssetNotFound = Catalogued<"BorrowedAssetNotFound">

/**
 * 34022041: the account has no borrowed coins to repay.
 *
 * @since 0.1.0
 * @category errors
 */
export const NoBorrowedCoins = catalogued("NoBorrowedCoins")
/** An instance of {@link NoBorrowedCoins}. */
export type NoBorrowedCoins = Catalogued<"NoBorrowedCoins">

/**
 * 34022011: the amount is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export const AmountBelowMinimum = catalogued("AmountBelowMinimum")
/** An instance of {@link AmountBelowMinimum}. */
export type AmountBelowMinimum = Catalogued<"AmountBelowMinimum">

/**
 * 34022014: decimal precision cannot exceed 18 digits.
 *
 * @since 0.1.0
 * @category errors
 */
export const DecimalPrecisionExceeded = catalogued("DecimalPrecisionExceeded")
/** An instance of {@link DecimalPrecisionExceeded}. */
export type DecimalPrecisionExceeded = Catalogued<"DecimalPrecisionExceeded">

/**
 * 34022047: copy trade not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const CopyTradeUnsupported = catalogued("CopyTradeUnsupported")
/** An instance of {@link CopyTradeUnsupported}. */
export type CopyTradeUnsupported = Catalogued<"CopyTradeUnsupported">

/**
 * 34022049: insufficient collateral balance.
 *
 * @since 0.1.0
 * @category errors
 */
export const CollateralBalanceInsufficient = catalogued("CollateralBalanceInsufficient")
/** An instance of {@link CollateralBalanceInsufficient}. */
export type CollateralBalanceInsufficient = Catalogued<"CollateralBalanceInsufficient">

/**
 * 34022050: spot hedging liabilities block the repayment.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotHedgingLiabilitiesBlockRepayment = catalogued("SpotHedgingLiabilitiesBlockRepayment")
/** An instance of {@link SpotHedgingLiabilitiesBlockRepayment}. */
export type SpotHedgingLiabilitiesBlockRepayment = Catalogued<"SpotHedgingLiabilitiesBlockRepayment">

/**
 * 34022051: institutional loan in progress.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLoanInProgress = catalogued("InsLoanInProgress")
/** An instance of {@link InsLoanInProgress}. */
export type InsLoanInProgress = Catalogued<"InsLoanInProgress">

/**
 * 34022052: institutional loan transactions banned.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLoanTransactionsBanned = catalogued("InsLoanTransactionsBanned")
/** An instance of {@link InsLoanTransactionsBanned}. */
export type InsLoanTransactionsBanned = Catalogued<"InsLoanTransactionsBanned">

/**
 * 35000011: pending loan orders exist; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const PendingLoanOrders = catalogued("PendingLoanOrders")
/** An instance of {@link PendingLoanOrders}. */
export type PendingLoanOrders = Catalogued<"PendingLoanOrders">

/**
 * 34022094: the coin does not support repayment through coin exchange.
 *
 * @since 0.1.0
 * @category errors
 */
export const CoinExchangeRepaymentUnsupported = catalogued("CoinExchangeRepaymentUnsupported")
/** An instance of {@link CoinExchangeRepaymentUnsupported}. */
export type CoinExchangeRepaymentUnsupported = Catalogued<"CoinExchangeRepaymentUnsupported">

/**
 * 34022107, 34022108: the net liability value must be below the threshold.
 *
 * @since 0.1.0
 * @category errors
 */
export const NetLiabilityTooHigh = catalogued("NetLiabilityTooHigh")
/** An instance of {@link NetLiabilityTooHigh}. */
export type NetLiabilityTooHigh = Catalogued<"NetLiabilityTooHigh">

/**
 * 60063: running strategies per symbol limited.
 *
 * @since 0.1.0
 * @category errors
 */
export const SymbolStrategyLimitReached = catalogued("SymbolStrategyLimitReached")
/** An instance of {@link SymbolStrategyLimitReached}. */
export type SymbolStrategyLimitReached = Catalogued<"SymbolStrategyLimitReached">

/**
 * 60064: running strategies limited.
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategyLimitReached = catalogued("StrategyLimitReached")
/** An instance of {@link StrategyLimitReached}. */
export type StrategyLimitReached = Catalogued<"StrategyLimitReached">

/**
 * 60066: the (sub) size is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategySizeTooSmall = catalogued("StrategySizeTooSmall")
/** An instance of {@link StrategySizeTooSmall}. */
export type StrategySizeTooSmall = Catalogued<"StrategySizeTooSmall">

/**
 * 60067: the (sub) size is above the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategySizeTooLarge = catalogued("StrategySizeTooLarge")
/** An instance of {@link StrategySizeTooLarge}. */
export type StrategySizeTooLarge = Catalogued<"StrategySizeTooLarge">

/**
 * 60068: order cancelled (strategy).
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategyOrderCancelled = catalogued("StrategyOrderCancelled")
/** An instance of {@link StrategyOrderCancelled}. */
export type StrategyOrderCancelled = Catalogued<"StrategyOrderCancelled">

/**
 * 60069: hit a blacklist rule.
 *
 * @since 0.1.0
 * @category errors
 */
export const BlacklistRuleHit = catalogued("BlacklistRuleHit")
/** An instance of {@link BlacklistRuleHit}. */
export type BlacklistRuleHit = Catalogued<"BlacklistRuleHit">

/**
 * 60070: blocked by the unified margin limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const UnifiedMarginLimitBlocked = catalogued("UnifiedMarginLimitBlocked")
/** An instance of {@link UnifiedMarginLimitBlocked}. */
export type UnifiedMarginLimitBlocked = Catalogued<"UnifiedMarginLimitBlocked">

/**
 * 60071: connection error or trading service unavailable.
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategyTradingUnavailable = catalogued("StrategyTradingUnavailable")
/** An instance of {@link StrategyTradingUnavailable}. */
export type StrategyTradingUnavailable = Catalogued<"StrategyTradingUnavailable">

/**
 * 60073: webhook order creation failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const WebhookOrderFailed = catalogued("WebhookOrderFailed")
/** An instance of {@link WebhookOrderFailed}. */
export type WebhookOrderFailed = Catalogued<"WebhookOrderFailed">

/**
 * 60075: webhook positionIdx is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const WebhookPositionIdxUnsupported = catalogued("WebhookPositionIdxUnsupported")
/** An instance of {@link WebhookPositionIdxUnsupported}. */
export type WebhookPositionIdxUnsupported = Catalogued<"WebhookPositionIdxUnsupported">

/**
 * 60076: signal latency too high.
 *
 * @since 0.1.0
 * @category errors
 */
export const SignalLatencyTooHigh = catalogued("SignalLatencyTooHigh")
/** An instance of {@link SignalLatencyTooHigh}. */
export type SignalLatencyTooHigh = Catalogued<"SignalLatencyTooHigh">

/**
 * 60079: user position limit exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export const UserPositionLimitExceeded = catalogued("UserPositionLimitExceeded")
/** An instance of {@link UserPositionLimitExceeded}. */
export type UserPositionLimitExceeded = Catalogued<"UserPositionLimitExceeded">

/**
 * 60080: order retry failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderRetryFailed = catalogued("OrderRetryFailed")
/** An instance of {@link OrderRetryFailed}. */
export type OrderRetryFailed = Catalogued<"OrderRetryFailed">

/**
 * 60081: cannot create orders on the same side.
 *
 * @since 0.1.0
 * @category errors
 */
export const SameSideOrdersForbidden = catalogued("SameSideOrdersForbidden")
/** An instance of {@link SameSideOrdersForbidden}. */
export type SameSideOrdersForbidden = Catalogued<"SameSideOrdersForbidden">

/**
 * 60082: iceberg or chase orders do not support USDC.
 *
 * @since 0.1.0
 * @category errors
 */
export const UsdcStrategyUnsupported = catalogued("UsdcStrategyUnsupported")
/** An instance of {@link UsdcStrategyUnsupported}. */
export type UsdcStrategyUnsupported = Catalogued<"UsdcStrategyUnsupported">

/**
 * 60084: invalid post-only parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidPostOnly = catalogued("InvalidPostOnly")
/** An instance of {@link InvalidPostOnly}. */
export type InvalidPostOnly = Catalogued<"InvalidPostOnly">

/**
 * 60085: quantity below the minimum order quantity.
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategyQtyBelowMin = catalogued("StrategyQtyBelowMin")
/** An instance of {@link StrategyQtyBelowMin}. */
export type StrategyQtyBelowMin = Catalogued<"StrategyQtyBelowMin">

/**
 * 60086: the position percentage does not match the side.
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionPercentageSideMismatch = catalogued("PositionPercentageSideMismatch")
/** An instance of {@link PositionPercentageSideMismatch}. */
export type PositionPercentageSideMismatch = Catalogued<"PositionPercentageSideMismatch">

/**
 * 60087: quantity outside the allowed range.
 *
 * @since 0.1.0
 * @category errors
 */
export const StrategyQtyOutOfRange = catalogued("StrategyQtyOutOfRange")
/** An instance of {@link StrategyQtyOutOfRange}. */
export type StrategyQtyOutOfRange = Catalogued<"StrategyQtyOutOfRange">

/**
 * 60088: POV: invalid mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const PovInvalidMode = catalogued("PovInvalidMode")
/** An instance of {@link PovInvalidMode}. */
export type PovInvalidMode = Catalogued<"PovInvalidMode">

/**
 * 60089: POV: participation rate out of range or over 1 decimal.
 *
 * @since 0.1.0
 * @category errors
 */
export const PovParticipationRateInvalid = catalogued("PovParticipationRateInvalid")
/** An instance of {@link PovParticipationRateInvalid}. */
export type PovParticipationRateInvalid = Catalogued<"PovParticipationRateInvalid">

/**
 * 60090: POV: a required param for the mode is missing.
 *
 * @since 0.1.0
 * @category errors
 */
export const PovRequiredParamMissing = catalogued("PovRequiredParamMissing")
/** An instance of {@link PovRequiredParamMissing}. */
export type PovRequiredParamMissing = Catalogued<"PovRequiredParamMissing">

/**
 * 60091: POV: size and duration required when interval > 0.
 *
 * @since 0.1.0
 * @category errors
 */
export const PovSizeDurationMissing = catalogued("PovSizeDurationMissing")
/** An instance of {@link PovSizeDurationMissing}. */
export type PovSizeDurationMissing = Catalogued<"PovSizeDurationMissing">

/**
 * 60092: POV: the calculated sub size is outside the order quantity limits.
 *
 * @since 0.1.0
 * @category errors
 */
export const PovSubSizeOutOfRange = catalogued("PovSubSizeOutOfRange")
/** An instance of {@link PovSubSizeOutOfRange}. */
export type PovSubSizeOutOfRange = Catalogued<"PovSubSizeOutOfRange">

/**
 * 60093: POV: max duration out of range.
 *
 * @since 0.1.0
 * @category errors
 */
export const PovDurationOutOfRange = catalogued("PovDurationOutOfRange")
/** An instance of {@link PovDurationOutOfRange}. */
export type PovDurationOutOfRange = Catalogued<"PovDurationOutOfRange">

/**
 * 60094: POV: the sub order size exceeds the one-order size.
 *
 * @since 0.1.0
 * @category errors
 */
export const PovSubSizeAboveOrderSize = catalogued("PovSubSizeAboveOrderSize")
/** An instance of {@link PovSubSizeAboveOrderSize}. */
export type PovSubSizeAboveOrderSize = Catalogued<"PovSubSizeAboveOrderSize">

/**
 * 60095: POV: the interval exceeds the max duration.
 *
 * @since 0.1.0
 * @category errors
 */
export const PovIntervalAboveDuration = catalogued("PovIntervalAboveDuration")
/** An instance of {@link PovIntervalAboveDuration}. */
export type PovIntervalAboveDuration = Catalogued<"PovIntervalAboveDuration">

/**
 * 61000: signal symbol not tradable.
 *
 * @since 0.1.0
 * @category errors
 */
export const SignalSymbolNotTradable = catalogued("SignalSymbolNotTradable")
/** An instance of {@link SignalSymbolNotTradable}. */
export type SignalSymbolNotTradable = Catalogued<"SignalSymbolNotTradable">

/**
 * 61001: signal name exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const SignalNameTooLong = catalogued("SignalNameTooLong")
/** An instance of {@link SignalNameTooLong}. */
export type SignalNameTooLong = Catalogued<"SignalNameTooLong">

/**
 * 61002: signal leverage exceeds the maximum risk limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const SignalLeverageAboveRiskLimit = catalogued("SignalLeverageAboveRiskLimit")
/** An instance of {@link SignalLeverageAboveRiskLimit}. */
export type SignalLeverageAboveRiskLimit = Catalogued<"SignalLeverageAboveRiskLimit">

/**
 * 61003: signal entry price invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export const SignalEntryPriceInvalid = catalogued("SignalEntryPriceInvalid")
/** An instance of {@link SignalEntryPriceInvalid}. */
export type SignalEntryPriceInvalid = Catalogued<"SignalEntryPriceInvalid">

/**
 * 61004: signal TP should be better than the worst price.
 *
 * @since 0.1.0
 * @category errors
 */
export const SignalTakeProfitInvalid = catalogued("SignalTakeProfitInvalid")
/** An instance of {@link SignalTakeProfitInvalid}. */
export type SignalTakeProfitInvalid = Catalogued<"SignalTakeProfitInvalid">

/**
 * 61005: signal SL should be worse than the best price.
 *
 * @since 0.1.0
 * @category errors
 */
export const SignalStopLossInvalid = catalogued("SignalStopLossInvalid")
/** An instance of {@link SignalStopLossInvalid}. */
export type SignalStopLossInvalid = Catalogued<"SignalStopLossInvalid">

/**
 * 61006: signal expiration time invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export const SignalExpirationInvalid = catalogued("SignalExpirationInvalid")
/** An instance of {@link SignalExpirationInvalid}. */
export type SignalExpirationInvalid = Catalogued<"SignalExpirationInvalid">

/**
 * 61007: signal description exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const SignalDescriptionTooLong = catalogued("SignalDescriptionTooLong")
/** An instance of {@link SignalDescriptionTooLong}. */
export type SignalDescriptionTooLong = Catalogued<"SignalDescriptionTooLong">

/**
 * 61008: SL is worse than the liquidation price.
 *
 * @since 0.1.0
 * @category errors
 */
export const StopLossBeyondLiquidation = catalogued("StopLossBeyondLiquidation")
/** An instance of {@link StopLossBeyondLiquidation}. */
export type StopLossBeyondLiquidation = Catalogued<"StopLossBeyondLiquidation">

/**
 * 61009: signal not found.
 *
 * @since 0.1.0
 * @category errors
 */
export const SignalNotFound = catalogued("SignalNotFound")
/** An instance of {@link SignalNotFound}. */
export type SignalNotFound = Catalogued<"SignalNotFound">

/**
 * 61010: no permission to create signals.
 *
 * @since 0.1.0
 * @category errors
 */
export const SignalCreationDenied = catalogued("SignalCreationDenied")
/** An instance of {@link SignalCreationDenied}. */
export type SignalCreationDenied = Catalogued<"SignalCreationDenied">

/**
 * /v5/trade 20001: repeated auth on the same connection.
 *
 * @since 0.1.0
 * @category errors
 */
export const AlreadyAuthenticated = catalogued("AlreadyAuthenticated")
/** An instance of {@link AlreadyAuthenticated}. */
export type AlreadyAuthenticated = Catalogued<"AlreadyAuthenticated">

/**
 * legacy -1004: not authenticated (spot v3 WebSocket).
 *
 * @since 0.1.0
 * @category errors
 */
export const NotAuthenticated = catalogued("NotAuthenticated")
/** An instance of {@link NotAuthenticated}. */
export type NotAuthenticated = Catalogued<"NotAuthenticated">

/**
 * legacy 3303006: USDC option WebSocket auth failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const UsdcOptionAuthFailed = catalogued("UsdcOptionAuthFailed")
/** An instance of {@link UsdcOptionAuthFailed}. */
export type UsdcOptionAuthFailed = Catalogued<"UsdcOptionAuthFailed">

/**
 * legacy -2013, 20001, 130010: order not found or too late (spot v1, inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderNotFoundOrTooLate = catalogued("OrderNotFoundOrTooLate")
/** An instance of {@link OrderNotFoundOrTooLate}. */
export type OrderNotFoundOrTooLate = Catalogued<"OrderNotFoundOrTooLate">

/**
 * legacy 12409: leveraged token amount exceeds the upper limit (spot v3).
 *
 * @since 0.1.0
 * @category errors
 */
export const LeveragedTokenAmountAboveLimit = catalogued("LeveragedTokenAmountAboveLimit")
/** An instance of {@link LeveragedTokenAmountAboveLimit}. */
export type LeveragedTokenAmountAboveLimit = Catalogued<"LeveragedTokenAmountAboveLimit">

/**
 * legacy 12607: cross margin user not found (spot v3).
 *
 * @since 0.1.0
 * @category errors
 */
export const CrossMarginUserNotFound = catalogued("CrossMarginUserNotFound")
/** An instance of {@link CrossMarginUserNotFound}. */
export type CrossMarginUserNotFound = Catalogued<"CrossMarginUserNotFound">

/**
 * legacy 30013: position is in liquidation or ADL status (inverse v2).
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionInLiquidationOrAdl = catalogued("PositionInLiquidationOrAdl")
/** An instance of {@link PositionInLiquidationOrAdl}. */
export type PositionInLiquidationOrAdl = Catalogued<"PositionInLiquidationOrAdl">

/**
 * legacy 30024, 130024: cannot set TP/SL/trailing stop for a zero position (inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export const TradingStopWithoutPosition = catalogued("TradingStopWithoutPosition")
/** An instance of {@link TradingStopWithoutPosition}. */
export type TradingStopWithoutPosition = Catalogued<"TradingStopWithoutPosition">

/**
 * legacy 30031, 130021, 130080: insufficient available balance for the order cost (inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderCostUnaffordable = catalogued("OrderCostUnaffordable")
/** An instance of {@link OrderCostUnaffordable}. */
export type OrderCostUnaffordable = Catalogued<"OrderCostUnaffordable">

/**
 * legacy 30041: position idx does not match the position mode (inverse v2).
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionIdxModeMismatch = catalogued("PositionIdxModeMismatch")
/** An instance of {@link PositionIdxModeMismatch}. */
export type PositionIdxModeMismatch = Catalogued<"PositionIdxModeMismatch">

/**
 * legacy 31005: the sub user already exists.
 *
 * @since 0.1.0
 * @category errors
 */
export const SubUserAlreadyExists = catalogued("SubUserAlreadyExists")
/** An instance of {@link SubUserAlreadyExists}. */
export type SubUserAlreadyExists = Catalogued<"SubUserAlreadyExists">

/**
 * legacy 37002, 130150: the TP/SL mode is unchanged (inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export const SameTpSlMode = catalogued("SameTpSlMode")
/** An instance of {@link SameTpSlMode}. */
export type SameTpSlMode = Catalogued<"SameTpSlMode">

/**
 * legacy 39426: copy trading: the order is not open.
 *
 * @since 0.1.0
 * @category errors
 */
export const CopyTradeOrderNotOpen = catalogued("CopyTradeOrderNotOpen")
/** An instance of {@link CopyTradeOrderNotOpen}. */
export type CopyTradeOrderNotOpen = Catalogued<"CopyTradeOrderNotOpen">

/**
 * legacy 130057: the position size is zero (linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export const PositionSizeZero = catalogued("PositionSizeZero")
/** An instance of {@link PositionSizeZero}. */
export type PositionSizeZero = Catalogued<"PositionSizeZero">

/**
 * legacy 130060: auto-add-margin unchanged (linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export const AutoAddMarginNotModified = catalogued("AutoAddMarginNotModified")
/** An instance of {@link AutoAddMarginNotModified}. */
export type AutoAddMarginNotModified = Catalogued<"AutoAddMarginNotModified">

/**
 * legacy 140017: the reduce-only rule is not satisfied (contract v3).
 *
 * @since 0.1.0
 * @category errors
 */
export const ReduceOnlyRuleNotSatisfied = catalogued("ReduceOnlyRuleNotSatisfied")
/** An instance of {@link ReduceOnlyRuleNotSatisfied}. */
export type ReduceOnlyRuleNotSatisfied = Catalogued<"ReduceOnlyRuleNotSatisfied">

/**
 * legacy 3100111: the contract name does not exist (USDC options: symbol no longer active).
 *
 * @since 0.1.0
 * @category errors
 */
export const ContractNameNotFound = catalogued("ContractNameNotFound")
/** An instance of {@link ContractNameNotFound}. */
export type ContractNameNotFound = Catalogued<"ContractNameNotFound">

/**
 * legacy 3100136: the order does not exist (USDC contracts).
 *
 * @since 0.1.0
 * @category errors
 */
export const UsdcOrderNotFound = catalogued("UsdcOrderNotFound")
/** An instance of {@link UsdcOrderNotFound}. */
export type UsdcOrderNotFound = Catalogued<"UsdcOrderNotFound">

/**
 * legacy 3100205: no active order (USDC contracts).
 *
 * @since 0.1.0
 * @category errors
 */
export const NoActiveOrder = catalogued("NoActiveOrder")
/** An instance of {@link NoActiveOrder}. */
export type NoActiveOrder = Catalogued<"NoActiveOrder">

/**
 * legacy 3200200: the account does not exist (USDC options account not opened).
 *
 * @since 0.1.0
 * @category errors
 */
export const UsdcAccountNotFound = catalogued("UsdcAccountNotFound")
/** An instance of {@link UsdcAccountNotFound}. */
export type UsdcAccountNotFound = Catalogued<"UsdcAccountNotFound">

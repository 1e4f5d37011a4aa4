/**
 * Exchange errors, the codes no endpoint declares: they reach callers inside `UnexpectedExchangeError` (or on the legacy and WebSocket channels), through the catalogue alone. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * -1: the request expired (server-side timestamp check).
 *
 * @since 0.1.0
 * @category errors
 */
export class RequestExpired extends catalogued<RequestExpired>()("RequestExpired") {}

/**
 * 429: the trading service is under high load; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingServiceOverloaded extends catalogued<TradingServiceOverloaded>()("TradingServiceOverloaded") {}

/**
 * 10000: server timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export class ServerTimeout extends catalogued<ServerTimeout>()("ServerTimeout") {}

/**
 * 10007: user authentication failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserAuthenticationFailed extends catalogued<UserAuthenticationFailed>()("UserAuthenticationFailed") {}

/**
 * 10008: banned; check the account mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountBanned extends catalogued<AccountBanned>()("AccountBanned") {}

/**
 * 10009: access is currently unavailable for this account or region.
 *
 * @since 0.1.0
 * @category errors
 */
export class ServiceRestricted extends catalogued<ServiceRestricted>()("ServiceRestricted") {}

/**
 * 10014: invalid duplicate request.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateRequest extends catalogued<DuplicateRequest>()("DuplicateRequest") {}

/**
 * 10028: the API can only be accessed by unified account users.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedAccountOnly extends catalogued<UnifiedAccountOnly>()("UnifiedAccountOnly") {}

/**
 * 30035: option orders cancelled too fast; try later.
 *
 * @since 0.1.0
 * @category errors
 */
export class OptionCancelTooFast extends catalogued<OptionCancelTooFast>()("OptionCancelTooFast") {}

/**
 * 30133: OTC loan: the selected USDT perpetual symbol is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanUsdtPerpetualSymbolNotAllowed extends catalogued<OtcLoanUsdtPerpetualSymbolNotAllowed>()(
  "OtcLoanUsdtPerpetualSymbolNotAllowed"
) {}

/**
 * 30134: OTC loan: the selected USDC contract symbol is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanUsdcContractSymbolNotAllowed extends catalogued<OtcLoanUsdcContractSymbolNotAllowed>()(
  "OtcLoanUsdcContractSymbolNotAllowed"
) {}

/**
 * 30135: OTC loan: the USDT perpetual leverage exceeds the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanUsdtPerpetualLeverageTooHigh extends catalogued<OtcLoanUsdtPerpetualLeverageTooHigh>()(
  "OtcLoanUsdtPerpetualLeverageTooHigh"
) {}

/**
 * 30136: OTC loan: the USDC perpetual or futures leverage exceeds the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanUsdcLeverageTooHigh extends catalogued<OtcLoanUsdcLeverageTooHigh>()(
  "OtcLoanUsdcLeverageTooHigh"
) {}

/**
 * 30208: order rejected: the price is higher than the maximum buy price.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceAboveMaxBuyPrice extends catalogued<OrderPriceAboveMaxBuyPrice>()(
  "OrderPriceAboveMaxBuyPrice"
) {}

/**
 * 30209: order rejected: the price is lower than the minimum sell price.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceBelowMinSellPrice extends catalogued<OrderPriceBelowMinSellPrice>()(
  "OrderPriceBelowMinSellPrice"
) {}

/**
 * 30228: no new positions during delisting.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoNewPositionsDuringDelisting extends catalogued<NoNewPositionsDuringDelisting>()(
  "NoNewPositionsDuringDelisting"
) {}

/**
 * 30256, 110131: margin limit exceeded: the maintenance margin required exceeds the allowed limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginLimitExceeded extends catalogued<MarginLimitExceeded>()("MarginLimitExceeded") {}

/**
 * 40004: the order was modified while being replaced; retry.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderModifiedDuringReplace extends catalogued<OrderModifiedDuringReplace>()(
  "OrderModifiedDuringReplace"
) {}

/**
 * 100028: the API cannot be accessed by unified account users.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedAccountForbidden extends catalogued<UnifiedAccountForbidden>()("UnifiedAccountForbidden") {}

/**
 * 110004, 110045; legacy 140004: wallet balance is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class WalletBalanceInsufficient extends catalogued<WalletBalanceInsufficient>()("WalletBalanceInsufficient") {}

/**
 * 110005; legacy 140005: position status error.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionStatusError extends catalogued<PositionStatusError>()("PositionStatusError") {}

/**
 * 110006; legacy 140006: the assets cannot cover the estimated position margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionMarginUnaffordable extends catalogued<PositionMarginUnaffordable>()(
  "PositionMarginUnaffordable"
) {}

/**
 * 110009; legacy 140009: the number of stop orders exceeds the maximum allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class StopOrderLimitExceeded extends catalogued<StopOrderLimitExceeded>()("StopOrderLimitExceeded") {}

/**
 * 110010; legacy 140010: the order has been cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderAlreadyCancelled extends catalogued<OrderAlreadyCancelled>()("OrderAlreadyCancelled") {}

/**
 * 110016; legacy 140016: the requested quantity exceeds the risk limit (deprecated).
 *
 * @since 0.1.0
 * @category errors
 */
export class QtyExceedsRiskLimit extends catalogued<QtyExceedsRiskLimit>()("QtyExceedsRiskLimit") {}

/**
 * 110018; legacy 140018: the user id is illegal.
 *
 * @since 0.1.0
 * @category errors
 */
export class IllegalUserId extends catalogued<IllegalUserId>()("IllegalUserId") {}

/**
 * 110019; legacy 140019: the order id is illegal.
 *
 * @since 0.1.0
 * @category errors
 */
export class IllegalOrderId extends catalogued<IllegalOrderId>()("IllegalOrderId") {}

/**
 * 110021; legacy 140021: the position would exceed the open-interest limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class OpenInterestLimitExceeded extends catalogued<OpenInterestLimitExceeded>()("OpenInterestLimitExceeded") {}

/**
 * 110022; legacy 140022: quantity is restricted: the order cannot be modified to add quantity.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderQtyIncreaseRestricted extends catalogued<OrderQtyIncreaseRestricted>()(
  "OrderQtyIncreaseRestricted"
) {}

/**
 * 110023; legacy 140023: only position reduction is allowed on this contract.
 *
 * @since 0.1.0
 * @category errors
 */
export class ReduceOnlyContract extends catalogued<ReduceOnlyContract>()("ReduceOnlyContract") {}

/**
 * 110027; legacy 140027: margin unchanged.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginNotModified extends catalogued<MarginNotModified>()("MarginNotModified") {}

/**
 * 110030; legacy 140030: duplicate orderId (deprecated).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateOrderId extends catalogued<DuplicateOrderId>()("DuplicateOrderId") {}

/**
 * 110032; legacy 140032: the order is illegal.
 *
 * @since 0.1.0
 * @category errors
 */
export class IllegalOrder extends catalogued<IllegalOrder>()("IllegalOrder") {}

/**
 * 110035; legacy 140035: cancellation of orders was not completed before liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelIncompleteBeforeLiquidation extends catalogued<CancelIncompleteBeforeLiquidation>()(
  "CancelIncompleteBeforeLiquidation"
) {}

/**
 * 110037; legacy 140037: the user setting list does not have this symbol.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolNotInUserSettings extends catalogued<SymbolNotInUserSettings>()("SymbolNotInUserSettings") {}

/**
 * 110040; legacy 140040: the order would trigger a forced liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderTriggersLiquidation extends catalogued<OrderTriggersLiquidation>()("OrderTriggersLiquidation") {}

/**
 * 110041; legacy 140041: skipping liquidation is not allowed while a position or maker order exists.
 *
 * @since 0.1.0
 * @category errors
 */
export class SkipLiquidationNotAllowed extends catalogued<SkipLiquidationNotAllowed>()("SkipLiquidationNotAllowed") {}

/**
 * 110042; legacy 140042: pre-delivery status: positions can only be reduced.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreDeliveryReduceOnly extends catalogued<PreDeliveryReduceOnly>()("PreDeliveryReduceOnly") {}

/**
 * 110049: tick notes can only be numbers.
 *
 * @since 0.1.0
 * @category errors
 */
export class TickNotesNotNumeric extends catalogued<TickNotesNotNumeric>()("TickNotesNotNumeric") {}

/**
 * 110050: invalid coin.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidCoin extends catalogued<InvalidCoin>()("InvalidCoin") {}

/**
 * 110051: the available balance cannot cover the lowest price of the current market.
 *
 * @since 0.1.0
 * @category errors
 */
export class BalanceBelowLowestMarketPrice extends catalogued<BalanceBelowLowestMarketPrice>()(
  "BalanceBelowLowestMarketPrice"
) {}

/**
 * 110052: the available balance is insufficient to set the price.
 *
 * @since 0.1.0
 * @category errors
 */
export class BalanceInsufficientForPrice extends catalogued<BalanceInsufficientForPrice>()(
  "BalanceInsufficientForPrice"
) {}

/**
 * 110053: the available balance cannot cover the market price and upper limit price.
 *
 * @since 0.1.0
 * @category errors
 */
export class BalanceBelowMarketAndLimitPrice extends catalogued<BalanceBelowMarketAndLimitPrice>()(
  "BalanceBelowMarketAndLimitPrice"
) {}

/**
 * 110057: a conditional or limit order contains TP/SL params.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlParamsOnConditionalOrder extends catalogued<TpSlParamsOnConditionalOrder>()(
  "TpSlParamsOnConditionalOrder"
) {}

/**
 * 110059: the TP/SL of a partially filled open order cannot be modified.
 *
 * @since 0.1.0
 * @category errors
 */
export class PartiallyFilledTpSlImmutable extends catalogued<PartiallyFilledTpSlImmutable>()(
  "PartiallyFilledTpSlImmutable"
) {}

/**
 * 110063: settlement in progress: not available for trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class SettlementInProgress extends catalogued<SettlementInProgress>()("SettlementInProgress") {}

/**
 * 110066: trading is currently not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingNotAllowed extends catalogued<TradingNotAllowed>()("TradingNotAllowed") {}

/**
 * 110067: unified account is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedAccountNotSupported extends catalogued<UnifiedAccountNotSupported>()(
  "UnifiedAccountNotSupported"
) {}

/**
 * 110068: leveraged trading is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTradingNotAllowed extends catalogued<LeveragedTradingNotAllowed>()(
  "LeveragedTradingNotAllowed"
) {}

/**
 * 110069: institutional lending customers are not allowed to trade.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingTradingNotAllowed extends catalogued<InsLendingTradingNotAllowed>()(
  "InsLendingTradingNotAllowed"
) {}

/**
 * 110070: ETP symbols cannot be traded.
 *
 * @since 0.1.0
 * @category errors
 */
export class EtpTradingNotAllowed extends catalogued<EtpTradingNotAllowed>()("EtpTradingNotAllowed") {}

/**
 * 110074: this contract is not live.
 *
 * @since 0.1.0
 * @category errors
 */
export class ContractNotLive extends catalogued<ContractNotLive>()("ContractNotLive") {}

/**
 * 110077: not supported in portfolio margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PortfolioMarginNotSupported extends catalogued<PortfolioMarginNotSupported>()(
  "PortfolioMarginNotSupported"
) {}

/**
 * 110080, 3200320, 140004: operations restricted: the institutional loan LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvRestriction extends catalogued<InsLoanLtvRestriction>()("InsLoanLtvRestriction") {}

/**
 * 110083: reduce-only restrictions must be lifted for both long and short positions.
 *
 * @since 0.1.0
 * @category errors
 */
export class ReduceOnlyLiftBothSides extends catalogued<ReduceOnlyLiftBothSides>()("ReduceOnlyLiftBothSides") {}

/**
 * 110085: the risk limit and margin ratio of this contract were updated.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskLimitRulesUpdated extends catalogued<RiskLimitRulesUpdated>()("RiskLimitRulesUpdated") {}

/**
 * 110086: the order leverage exceeds the maximum available.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderLeverageAboveMax extends catalogued<OrderLeverageAboveMax>()("OrderLeverageAboveMax") {}

/**
 * 110087: leverage for perpetual or futures contracts exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class ContractLeverageAboveMax extends catalogued<ContractLeverageAboveMax>()("ContractLeverageAboveMax") {}

/**
 * 110088, 182200: upgrade to the unified trading account first.
 *
 * @since 0.1.0
 * @category errors
 */
export class UtaUpgradeRequired extends catalogued<UtaUpgradeRequired>()("UtaUpgradeRequired") {}

/**
 * 110089: exceeds the maximum risk limit level.
 *
 * @since 0.1.0
 * @category errors
 */
export class MaxRiskLimitLevelExceeded extends catalogued<MaxRiskLimitLevelExceeded>()("MaxRiskLimitLevelExceeded") {}

/**
 * 110090: the position may exceed the maximum limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionLimitWouldBeExceeded extends catalogued<PositionLimitWouldBeExceeded>()(
  "PositionLimitWouldBeExceeded"
) {}

/**
 * 110092: expected rising, but the trigger price is at or below the current price.
 *
 * @since 0.1.0
 * @category errors
 */
export class TriggerPriceNotAboveCurrent extends catalogued<TriggerPriceNotAboveCurrent>()(
  "TriggerPriceNotAboveCurrent"
) {}

/**
 * 110093: expected falling, but the trigger price is at or above the current price.
 *
 * @since 0.1.0
 * @category errors
 */
export class TriggerPriceNotBelowCurrent extends catalogued<TriggerPriceNotBelowCurrent>()(
  "TriggerPriceNotBelowCurrent"
) {}

/**
 * 110094: order notional value below the lower limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderNotionalTooLow extends catalogued<OrderNotionalTooLow>()("OrderNotionalTooLow") {}

/**
 * 110095: pre-market perpetual orders cannot be created, modified or cancelled now.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketOrderForbidden extends catalogued<PreMarketOrderForbidden>()("PreMarketOrderForbidden") {}

/**
 * 110096: pre-market perpetual trading does not support portfolio margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketPortfolioMarginUnsupported extends catalogued<PreMarketPortfolioMarginUnsupported>()(
  "PreMarketPortfolioMarginUnsupported"
) {}

/**
 * 110097: non-UTA users cannot access pre-market perpetual trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketRequiresUta extends catalogued<PreMarketRequiresUta>()("PreMarketRequiresUta") {}

/**
 * 110098: only GTC orders are supported during the call auction.
 *
 * @since 0.1.0
 * @category errors
 */
export class CallAuctionGtcOnly extends catalogued<CallAuctionGtcOnly>()("CallAuctionGtcOnly") {}

/**
 * 110099: TP/SL orders cannot be created during the call auction.
 *
 * @since 0.1.0
 * @category errors
 */
export class CallAuctionTpSlForbidden extends catalogued<CallAuctionTpSlForbidden>()("CallAuctionTpSlForbidden") {}

/**
 * 110100: pre-market perpetual orders cannot be placed, modified or cancelled in this phase.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketOrderPhaseLocked extends catalogued<PreMarketOrderPhaseLocked>()("PreMarketOrderPhaseLocked") {}

/**
 * 110101: trading inverse contracts under cross and portfolio modes requires an upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class InverseContractsRequireUpgrade extends catalogued<InverseContractsRequireUpgrade>()(
  "InverseContractsRequireUpgrade"
) {}

/**
 * 110102: inverse contracts are not supported for this user (copy trading).
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyTradingInverseUnsupported extends catalogued<CopyTradingInverseUnsupported>()(
  "CopyTradingInverseUnsupported"
) {}

/**
 * 110103: only post-only orders are available at this stage.
 *
 * @since 0.1.0
 * @category errors
 */
export class PostOnlyStage extends catalogued<PostOnlyStage>()("PostOnlyStage") {}

/**
 * 110104: institutional loan LTV over the limit: opening inverse positions is restricted.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvBlocksInverseOpening extends catalogued<InsLoanLtvBlocksInverseOpening>()(
  "InsLoanLtvBlocksInverseOpening"
) {}

/**
 * 110105: institutional loan LTV over the limit: inverse trading is restricted.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvBlocksInverseTrading extends catalogued<InsLoanLtvBlocksInverseTrading>()(
  "InsLoanLtvBlocksInverseTrading"
) {}

/**
 * 110106: institutional loan: inverse contracts are not whitelisted.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanInverseNotWhitelisted extends catalogued<InsLoanInverseNotWhitelisted>()(
  "InsLoanInverseNotWhitelisted"
) {}

/**
 * 110107: institutional loan: leverage exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLeverageAboveLimit extends catalogued<InsLoanLeverageAboveLimit>()("InsLoanLeverageAboveLimit") {}

/**
 * 110108: allowable range: 1 to 10000 tick size.
 *
 * @since 0.1.0
 * @category errors
 */
export class TickSizeRangeInvalid extends catalogued<TickSizeRangeInvalid>()("TickSizeRangeInvalid") {}

/**
 * 110109: allowable range: 0.01% to 10%.
 *
 * @since 0.1.0
 * @category errors
 */
export class PercentageRangeInvalid extends catalogued<PercentageRangeInvalid>()("PercentageRangeInvalid") {}

/**
 * 110115: a combo single-leg order can only be cancelled through the combo.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComboLegCancelRestricted extends catalogued<ComboLegCancelRestricted>()("ComboLegCancelRestricted") {}

/**
 * 110116: the single-leg entry price derived from the combo order is invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComboLegEntryPriceInvalid extends catalogued<ComboLegEntryPriceInvalid>()("ComboLegEntryPriceInvalid") {}

/**
 * 110117: a combo single-leg order can only be modified through the combo.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComboLegAmendRestricted extends catalogued<ComboLegAmendRestricted>()("ComboLegAmendRestricted") {}

/**
 * 110118: no market order price available due to low liquidity.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarketPriceUnavailable extends catalogued<MarketPriceUnavailable>()("MarketPriceUnavailable") {}

/**
 * 110119, 170355: RPI orders are restricted to approved market makers.
 *
 * @since 0.1.0
 * @category errors
 */
export class RpiOrderRestricted extends catalogued<RpiOrderRestricted>()("RpiOrderRestricted") {}

/**
 * 110120, 170371: the order price is below the price limitation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceBelowLimit extends catalogued<OrderPriceBelowLimit>()("OrderPriceBelowLimit") {}

/**
 * 110121, 170372: the order price is above the price limitation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceAboveLimit extends catalogued<OrderPriceAboveLimit>()("OrderPriceAboveLimit") {}

/**
 * 110123: the trading terms must be agreed to.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingTermsNotAccepted extends catalogued<TradingTermsNotAccepted>()("TradingTermsNotAccepted") {}

/**
 * 110124: trading is restricted during an active cooling-off period.
 *
 * @since 0.1.0
 * @category errors
 */
export class CoolingOffRestriction extends catalogued<CoolingOffRestriction>()("CoolingOffRestriction") {}

/**
 * 110125: the trading terms must be agreed to before trading this contract.
 *
 * @since 0.1.0
 * @category errors
 */
export class ContractTradingTermsNotAccepted extends catalogued<ContractTradingTermsNotAccepted>()(
  "ContractTradingTermsNotAccepted"
) {}

/**
 * 110132: product not available in your region.
 *
 * @since 0.1.0
 * @category errors
 */
export class RegionNotAvailable extends catalogued<RegionNotAvailable>()("RegionNotAvailable") {}

/**
 * 110135: an Event Futures position is held, blocking the operation.
 *
 * @since 0.1.0
 * @category errors
 */
export class EventFuturesPositionHeld extends catalogued<EventFuturesPositionHeld>()("EventFuturesPositionHeld") {}

/**
 * 110136: Event Futures are restricted for trading via OpenAPI.
 *
 * @since 0.1.0
 * @category errors
 */
export class EventFuturesApiRestricted extends catalogued<EventFuturesApiRestricted>()("EventFuturesApiRestricted") {}

/**
 * 110137: the Event Futures contract is in its reduce-only window.
 *
 * @since 0.1.0
 * @category errors
 */
export class EventFuturesReduceOnlyWindow extends catalogued<EventFuturesReduceOnlyWindow>()(
  "EventFuturesReduceOnlyWindow"
) {}

/**
 * 181017: orderStatus must be a final status.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderStatusNotFinal extends catalogued<OrderStatusNotFinal>()("OrderStatusNotFinal") {}

/**
 * 3100181: UID cannot be null.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidRequired extends catalogued<UidRequired>()("UidRequired") {}

/**
 * 3200316: USDC options trading restricted: the LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcOptionsLtvTradingRestricted extends catalogued<UsdcOptionsLtvTradingRestricted>()(
  "UsdcOptionsLtvTradingRestricted"
) {}

/**
 * 3200317: USDC options open-position restricted: the LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcOptionsLtvOpenRestricted extends catalogued<UsdcOptionsLtvOpenRestricted>()(
  "UsdcOptionsLtvOpenRestricted"
) {}

/**
 * 3100326: baseCoin is required.
 *
 * @since 0.1.0
 * @category errors
 */
export class BaseCoinRequired extends catalogued<BaseCoinRequired>()("BaseCoinRequired") {}

/**
 * 3200403: isolated margin cannot create orders.
 *
 * @since 0.1.0
 * @category errors
 */
export class IsolatedMarginOrderForbidden extends catalogued<IsolatedMarginOrderForbidden>()(
  "IsolatedMarginOrderForbidden"
) {}

/**
 * 3200419: cannot switch to portfolio margin due to active pre-market orders or positions.
 *
 * @since 0.1.0
 * @category errors
 */
export class PortfolioMarginBlockedByPreMarket extends catalogued<PortfolioMarginBlockedByPreMarket>()(
  "PortfolioMarginBlockedByPreMarket"
) {}

/**
 * 3200425: an Event Futures position blocks switching.
 *
 * @since 0.1.0
 * @category errors
 */
export class EventFuturesBlocksSwitch extends catalogued<EventFuturesBlocksSwitch>()("EventFuturesBlocksSwitch") {}

/**
 * 3401010: a copy-trading master trader cannot switch to portfolio margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyTraderPortfolioMarginForbidden extends catalogued<CopyTraderPortfolioMarginForbidden>()(
  "CopyTraderPortfolioMarginForbidden"
) {}

/**
 * 3400139: the total value of positions and orders exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionAndOrderValueLimitExceeded extends catalogued<PositionAndOrderValueLimitExceeded>()(
  "PositionAndOrderValueLimitExceeded"
) {}

/**
 * 170001: spot internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotInternalError extends catalogued<SpotInternalError>()("SpotInternalError") {}

/**
 * 170005: too many new orders for the current per-interval limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotNewOrderRateExceeded extends catalogued<SpotNewOrderRateExceeded>()("SpotNewOrderRateExceeded") {}

/**
 * 170007: timeout waiting for a response from the backend server.
 *
 * @since 0.1.0
 * @category errors
 */
export class BackendTimeout extends catalogued<BackendTimeout>()("BackendTimeout") {}

/**
 * 170011: purchase failed: over the maximum innovation-token position limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class InnovationTokenPositionLimitExceeded extends catalogued<InnovationTokenPositionLimitExceeded>()(
  "InnovationTokenPositionLimitExceeded"
) {}

/**
 * 170019: over the currently available USDT limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class AvailableLimitExceeded extends catalogued<AvailableLimitExceeded>()("AvailableLimitExceeded") {}

/**
 * 170031: the feature has been suspended.
 *
 * @since 0.1.0
 * @category errors
 */
export class FeatureSuspended extends catalogued<FeatureSuspended>()("FeatureSuspended") {}

/**
 * 170032: network error; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotNetworkError extends catalogued<SpotNetworkError>()("SpotNetworkError") {}

/**
 * 170033: margin: insufficient account balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginAccountBalanceInsufficient extends catalogued<MarginAccountBalanceInsufficient>()(
  "MarginAccountBalanceInsufficient"
) {}

/**
 * 170034: liability overflow in spot leverage trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotLiabilityOverflow extends catalogued<SpotLiabilityOverflow>()("SpotLiabilityOverflow") {}

/**
 * 170035: submitted to the system for processing.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubmittedForProcessing extends catalogued<SubmittedForProcessing>()("SubmittedForProcessing") {}

/**
 * 170105: a parameter was empty.
 *
 * @since 0.1.0
 * @category errors
 */
export class EmptyParameter extends catalogued<EmptyParameter>()("EmptyParameter") {}

/**
 * 170115: invalid timeInForce.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidTimeInForce extends catalogued<InvalidTimeInForce>()("InvalidTimeInForce") {}

/**
 * 170116: invalid orderType.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidOrderType extends catalogued<InvalidOrderType>()("InvalidOrderType") {}

/**
 * 170117, 181004: invalid side: only Buy or Sell.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSide extends catalogued<InvalidSide>()("InvalidSide") {}

/**
 * 170124: order amount too large.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderAmountTooLarge extends catalogued<SpotOrderAmountTooLarge>()("SpotOrderAmountTooLarge") {}

/**
 * 170130: the data sent for a parameter is not valid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidParameterValue extends catalogued<InvalidParameterValue>()("InvalidParameterValue") {}

/**
 * 170132: order price too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderPriceTooHigh extends catalogued<SpotOrderPriceTooHigh>()("SpotOrderPriceTooHigh") {}

/**
 * 170381, 170382: order quantity too large.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderQtyTooLarge extends catalogued<SpotOrderQtyTooLarge>()("SpotOrderQtyTooLarge") {}

/**
 * 170136: order quantity lower than the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderQtyTooSmall extends catalogued<SpotOrderQtyTooSmall>()("SpotOrderQtyTooSmall") {}

/**
 * 170139: the order has been filled.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderFilled extends catalogued<SpotOrderFilled>()("SpotOrderFilled") {}

/**
 * 170142: the order has been cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderCancelled extends catalogued<SpotOrderCancelled>()("SpotOrderCancelled") {}

/**
 * 170143: cannot be found on the order book.
 *
 * @since 0.1.0
 * @category errors
 */
export class NotOnOrderBook extends catalogued<NotOnOrderBook>()("NotOnOrderBook") {}

/**
 * 170144: the order has been locked.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderLocked extends catalogued<SpotOrderLocked>()("SpotOrderLocked") {}

/**
 * 170145: this order type does not support cancellation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderTypeNotCancellable extends catalogued<OrderTypeNotCancellable>()("OrderTypeNotCancellable") {}

/**
 * 170146: order creation timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderCreationTimeout extends catalogued<OrderCreationTimeout>()("OrderCreationTimeout") {}

/**
 * 170147: order cancellation timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderCancellationTimeout extends catalogued<OrderCancellationTimeout>()("OrderCancellationTimeout") {}

/**
 * 170149: create order failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CreateOrderFailed extends catalogued<CreateOrderFailed>()("CreateOrderFailed") {}

/**
 * 170150: cancel order failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelOrderFailed extends catalogued<CancelOrderFailed>()("CancelOrderFailed") {}

/**
 * 170151: the trading pair is not open yet.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingPairNotOpen extends catalogued<TradingPairNotOpen>()("TradingPairNotOpen") {}

/**
 * 170157: the trading pair is not available for API trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingPairNotApiTradable extends catalogued<TradingPairNotApiTradable>()("TradingPairNotApiTradable") {}

/**
 * 170159: market orders are not supported in the first minutes after a pair launches.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarketOrderBlockedAfterLaunch extends catalogued<MarketOrderBlockedAfterLaunch>()(
  "MarketOrderBlockedAfterLaunch"
) {}

/**
 * 170190: the cancellation has already finished.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelAlreadyFinished extends catalogued<CancelAlreadyFinished>()("CancelAlreadyFinished") {}

/**
 * 170191: cannot cancel the order now; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelTemporarilyUnavailable extends catalogued<CancelTemporarilyUnavailable>()(
  "CancelTemporarilyUnavailable"
) {}

/**
 * 170192: order price above the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderPriceAboveMax extends catalogued<SpotOrderPriceAboveMax>()("SpotOrderPriceAboveMax") {}

/**
 * 170193: buy order price above the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BuyPriceAboveMax extends catalogued<BuyPriceAboveMax>()("BuyPriceAboveMax") {}

/**
 * 170194: sell order price below the allowed minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SellPriceBelowMin extends catalogued<SellPriceBelowMin>()("SellPriceBelowMin") {}

/**
 * 170195: the ETP buy order may not be filled.
 *
 * @since 0.1.0
 * @category errors
 */
export class EtpBuyOrderMayNotFill extends catalogued<EtpBuyOrderMayNotFill>()("EtpBuyOrderMayNotFill") {}

/**
 * 170196: the ETP sell order may not be filled.
 *
 * @since 0.1.0
 * @category errors
 */
export class EtpSellOrderMayNotFill extends catalogued<EtpSellOrderMayNotFill>()("EtpSellOrderMayNotFill") {}

/**
 * 170197: buy quantity too large: the fill price may deviate far from the market price.
 *
 * @since 0.1.0
 * @category errors
 */
export class BuyQtyDeviatesFromMarket extends catalogued<BuyQtyDeviatesFromMarket>()("BuyQtyDeviatesFromMarket") {}

/**
 * 170198: sell quantity too large: the fill price may deviate far from the market price.
 *
 * @since 0.1.0
 * @category errors
 */
export class SellQtyDeviatesFromMarket extends catalogued<SellQtyDeviatesFromMarket>()("SellQtyDeviatesFromMarket") {}

/**
 * 170199: buy quantity too large: the fill price may deviate far from the NAV.
 *
 * @since 0.1.0
 * @category errors
 */
export class BuyQtyDeviatesFromNav extends catalogued<BuyQtyDeviatesFromNav>()("BuyQtyDeviatesFromNav") {}

/**
 * 170200: sell quantity too large: the fill price may deviate far from the NAV.
 *
 * @since 0.1.0
 * @category errors
 */
export class SellQtyDeviatesFromNav extends catalogued<SellQtyDeviatesFromNav>()("SellQtyDeviatesFromNav") {}

/**
 * 170201: invalid orderFilter parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidOrderFilter extends catalogued<InvalidOrderFilter>()("InvalidOrderFilter") {}

/**
 * 170202: the TP/SL price is required.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlPriceRequired extends catalogued<TpSlPriceRequired>()("TpSlPriceRequired") {}

/**
 * 170203: the trigger price cannot be higher than 110% of the price.
 *
 * @since 0.1.0
 * @category errors
 */
export class TriggerPriceAboveLimit extends catalogued<TriggerPriceAboveLimit>()("TriggerPriceAboveLimit") {}

/**
 * 170204: the trigger price cannot be lower than 90% of the price.
 *
 * @since 0.1.0
 * @category errors
 */
export class TriggerPriceBelowLimit extends catalogued<TriggerPriceBelowLimit>()("TriggerPriceBelowLimit") {}

/**
 * 170206: stop-limit orders are not supported in the first 5 minutes after a pair launches.
 *
 * @since 0.1.0
 * @category errors
 */
export class StopLimitBlockedAfterLaunch extends catalogued<StopLimitBlockedAfterLaunch>()(
  "StopLimitBlockedAfterLaunch"
) {}

/**
 * 170207: the platform loan amount is not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class PlatformLoanInsufficient extends catalogued<PlatformLoanInsufficient>()("PlatformLoanInsufficient") {}

/**
 * 170209: the trading pair is only available to certain regions.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingPairRegionRestricted extends catalogued<TradingPairRegionRestricted>()(
  "TradingPairRegionRestricted"
) {}

/**
 * 170210: new order rejected.
 *
 * @since 0.1.0
 * @category errors
 */
export class NewOrderRejected extends catalogued<NewOrderRejected>()("NewOrderRejected") {}

/**
 * 170215: spot buying restricted: the institutional loan LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvSpotBuyRestricted extends catalogued<InsLoanLtvSpotBuyRestricted>()(
  "InsLoanLtvSpotBuyRestricted"
) {}

/**
 * 170216: the spot leverage exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotLeverageAboveMax extends catalogued<SpotLeverageAboveMax>()("SpotLeverageAboveMax") {}

/**
 * 170217: only LIMIT-MAKER orders are supported for this pair.
 *
 * @since 0.1.0
 * @category errors
 */
export class LimitMakerOnly extends catalogued<LimitMakerOnly>()("LimitMakerOnly") {}

/**
 * 170218: the LIMIT-MAKER order was rejected due to an invalid price.
 *
 * @since 0.1.0
 * @category errors
 */
export class LimitMakerPriceInvalid extends catalogued<LimitMakerPriceInvalid>()("LimitMakerPriceInvalid") {}

/**
 * 170219: this UID is not available to the feature.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidFeatureUnavailable extends catalogued<UidFeatureUnavailable>()("UidFeatureUnavailable") {}

/**
 * 170220: spot trading restricted: the institutional loan LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvSpotRestricted extends catalogued<InsLoanLtvSpotRestricted>()("InsLoanLtvSpotRestricted") {}

/**
 * 170222: too many requests in this time frame.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotRequestRateExceeded extends catalogued<SpotRequestRateExceeded>()("SpotRequestRateExceeded") {}

/**
 * 170223: the spot account with institutional lending triggered an alert or liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingAlert extends catalogued<InsLendingAlert>()("InsLendingAlert") {}

/**
 * 170224: not a user of the Innovation Zone.
 *
 * @since 0.1.0
 * @category errors
 */
export class NotInnovationZoneUser extends catalogued<NotInnovationZoneUser>()("NotInnovationZoneUser") {}

/**
 * 170226: the spot margin account is being liquidated.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotMarginLiquidating extends catalogued<SpotMarginLiquidating>()("SpotMarginLiquidating") {}

/**
 * 170227: this feature is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class FeatureNotSupported extends catalogued<FeatureNotSupported>()("FeatureNotSupported") {}

/**
 * 170228: the buy amount per order exceeds the estimated maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BuyAmountAboveEstimate extends catalogued<BuyAmountAboveEstimate>()("BuyAmountAboveEstimate") {}

/**
 * 170229: the sell quantity per order exceeds the estimated maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SellQtyAboveEstimate extends catalogued<SellQtyAboveEstimate>()("SellQtyAboveEstimate") {}

/**
 * 170230: operations restricted after margin trading was deactivated.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginTradingDeactivated extends catalogued<MarginTradingDeactivated>()("MarginTradingDeactivated") {}

/**
 * 170234: spot system error.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotSystemError extends catalogued<SpotSystemError>()("SpotSystemError") {}

/**
 * 170241: the trading notice must be read and confirmed first.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingNoticeNotConfirmed extends catalogued<TradingNoticeNotConfirmed>()("TradingNoticeNotConfirmed") {}

/**
 * 170310: order modification timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderModificationTimeout extends catalogued<OrderModificationTimeout>()("OrderModificationTimeout") {}

/**
 * 170341: the requested order quantity exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class RequestQtyAboveMax extends catalogued<RequestQtyAboveMax>()("RequestQtyAboveMax") {}

/**
 * 170344: the symbol is not supported on margin trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginSymbolNotSupported extends catalogued<MarginSymbolNotSupported>()("MarginSymbolNotSupported") {}

/**
 * 170348: proceed on bybit-tr.com.
 *
 * @since 0.1.0
 * @category errors
 */
export class BybitTurkeySiteRequired extends catalogued<BybitTurkeySiteRequired>()("BybitTurkeySiteRequired") {}

/**
 * 170358: the current site does not support ETP.
 *
 * @since 0.1.0
 * @category errors
 */
export class EtpNotSupportedOnSite extends catalogued<EtpNotSupportedOnSite>()("EtpNotSupportedOnSite") {}

/**
 * 170359: the current site does not support leveraged trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTradingNotSupportedOnSite extends catalogued<LeveragedTradingNotSupportedOnSite>()(
  "LeveragedTradingNotSupportedOnSite"
) {}

/**
 * 170709: OTC loan: the trading pair is not whitelisted.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanPairNotWhitelisted extends catalogued<OtcLoanPairNotWhitelisted>()("OtcLoanPairNotWhitelisted") {}

/**
 * 170810: over the maximum of 500 conditional, TP/SL and active orders.
 *
 * @since 0.1.0
 * @category errors
 */
export class OpenOrderLimitExceeded extends catalogued<OpenOrderLimitExceeded>()("OpenOrderLimitExceeded") {}

/**
 * 176007: user not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserNotFound extends catalogued<UserNotFound>()("UserNotFound") {}

/**
 * 176012: pair not available.
 *
 * @since 0.1.0
 * @category errors
 */
export class PairNotAvailable extends catalogued<PairNotAvailable>()("PairNotAvailable") {}

/**
 * 176013: cross margin trading is not supported for the selected pair.
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginPairNotSupported extends catalogued<CrossMarginPairNotSupported>()(
  "CrossMarginPairNotSupported"
) {}

/**
 * 176023: the pair to borrow is not generally available yet.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowPairNotAvailable extends catalogued<BorrowPairNotAvailable>()("BorrowPairNotAvailable") {}

/**
 * 176135: failed to get bond data.
 *
 * @since 0.1.0
 * @category errors
 */
export class BondDataUnavailable extends catalogued<BondDataUnavailable>()("BondDataUnavailable") {}

/**
 * 176136: failed to get borrow data.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowDataUnavailable extends catalogued<BorrowDataUnavailable>()("BorrowDataUnavailable") {}

/**
 * 176201: account exception: check whether the UID is bound to an institutional loan.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanAccountException extends catalogued<InsLoanAccountException>()("InsLoanAccountException") {}

/**
 * 182104: the unified margin account state blocks this action.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedMarginActionBlocked extends catalogued<UnifiedMarginActionBlocked>()(
  "UnifiedMarginActionBlocked"
) {}

/**
 * 182105: adjustment failed: the user is upgrading.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentDuringUpgrade extends catalogued<AdjustmentDuringUpgrade>()("AdjustmentDuringUpgrade") {}

/**
 * 182106: adjustment failed: forced liquidation in progress.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentDuringLiquidation extends catalogued<AdjustmentDuringLiquidation>()(
  "AdjustmentDuringLiquidation"
) {}

/**
 * 182107: adjustment failed: the maintenance margin rate is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentMarginRateTooHigh extends catalogued<AdjustmentMarginRateTooHigh>()(
  "AdjustmentMarginRateTooHigh"
) {}

/**
 * 131001: asset (openapi) service error.
 *
 * @since 0.1.0
 * @category errors
 */
export class AssetServiceError extends catalogued<AssetServiceError>()("AssetServiceError") {}

/**
 * 131003: asset internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export class AssetInternalError extends catalogued<AssetInternalError>()("AssetInternalError") {}

/**
 * 131069: unable to withdraw to the recipient.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientWithdrawalRejected extends catalogued<RecipientWithdrawalRejected>()(
  "RecipientWithdrawalRejected"
) {}

/**
 * 131070: the recipient's name does not match the target exchange's records.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientNameMismatch extends catalogued<RecipientNameMismatch>()("RecipientNameMismatch") {}

/**
 * 131071: the recipient has not undergone KYC verification.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientNotKycVerified extends catalogued<RecipientNotKycVerified>()("RecipientNotKycVerified") {}

/**
 * 131072: the target exchange does not support the withdrawal currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class TargetExchangeCurrencyUnsupported extends catalogued<TargetExchangeCurrencyUnsupported>()(
  "TargetExchangeCurrencyUnsupported"
) {}

/**
 * 131073: the withdrawal address is not known to the target exchange.
 *
 * @since 0.1.0
 * @category errors
 */
export class TargetExchangeAddressUnknown extends catalogued<TargetExchangeAddressUnknown>()(
  "TargetExchangeAddressUnknown"
) {}

/**
 * 131076: internal transfer does not support subaccounts.
 *
 * @since 0.1.0
 * @category errors
 */
export class InternalTransferSubaccountUnsupported extends catalogued<InternalTransferSubaccountUnsupported>()(
  "InternalTransferSubaccountUnsupported"
) {}

/**
 * 131078: the receiving user's deposits are banned.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientDepositBanned extends catalogued<RecipientDepositBanned>()("RecipientDepositBanned") {}

/**
 * 131079: the receiving user needs KYC.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientKycRequired extends catalogued<RecipientKycRequired>()("RecipientKycRequired") {}

/**
 * 131080: no retries left for the user.
 *
 * @since 0.1.0
 * @category errors
 */
export class RetryLimitReached extends catalogued<RetryLimitReached>()("RetryLimitReached") {}

/**
 * 131084: withdrawal failed because of the UTA upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawBlockedByUtaUpgrade extends catalogued<WithdrawBlockedByUtaUpgrade>()(
  "WithdrawBlockedByUtaUpgrade"
) {}

/**
 * 131087: the spot risk level is too high to withdraw.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotRiskLevelTooHighForWithdraw extends catalogued<SpotRiskLevelTooHighForWithdraw>()(
  "SpotRiskLevelTooHighForWithdraw"
) {}

/**
 * 131091: the blocked login status does not allow withdrawals.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawBlockedByLoginStatus extends catalogued<WithdrawBlockedByLoginStatus>()(
  "WithdrawBlockedByLoginStatus"
) {}

/**
 * 131092: user status is abnormal.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserStatusAbnormal extends catalogued<UserStatusAbnormal>()("UserStatusAbnormal") {}

/**
 * 131094: the user id is not in the whitelist.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserIdNotWhitelisted extends catalogued<UserIdNotWhitelisted>()("UserIdNotWhitelisted") {}

/**
 * 131200: transfer service error.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferServiceError extends catalogued<TransferServiceError>()("TransferServiceError") {}

/**
 * 131201: transfer internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferInternalError extends catalogued<TransferInternalError>()("TransferInternalError") {}

/**
 * 131204: account info error.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountInfoError extends catalogued<AccountInfoError>()("AccountInfoError") {}

/**
 * 131226: unable to proceed for security reasons.
 *
 * @since 0.1.0
 * @category errors
 */
export class SecurityCheckBlocked extends catalogued<SecurityCheckBlocked>()("SecurityCheckBlocked") {}

/**
 * 131229: the currency is not available due to compliance requirements.
 *
 * @since 0.1.0
 * @category errors
 */
export class CurrencyComplianceRestricted extends catalogued<CurrencyComplianceRestricted>()(
  "CurrencyComplianceRestricted"
) {}

/**
 * 131233: the coin is not supported for islamic accounts.
 *
 * @since 0.1.0
 * @category errors
 */
export class IslamicAccountCoinUnsupported extends catalogued<IslamicAccountCoinUnsupported>()(
  "IslamicAccountCoinUnsupported"
) {}

/**
 * 140001: the PM spot hedging switch cannot be changed outside portfolio margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PmSpotHedgingRequiresPortfolioMargin extends catalogued<PmSpotHedgingRequiresPortfolioMargin>()(
  "PmSpotHedgingRequiresPortfolioMargin"
) {}

/**
 * 140002: institutional lending users do not support PM spot hedging (deprecated).
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingPmSpotHedgingUnsupported extends catalogued<InsLendingPmSpotHedgingUnsupported>()(
  "InsLendingPmSpotHedgingUnsupported"
) {}

/**
 * 140003: positions are being liquidated; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionsBeingLiquidated extends catalogued<PositionsBeingLiquidated>()("PositionsBeingLiquidated") {}

/**
 * 140005: the risk level after switching modes exceeds the threshold.
 *
 * @since 0.1.0
 * @category errors
 */
export class SwitchRiskLevelTooHigh extends catalogued<SwitchRiskLevelTooHigh>()("SwitchRiskLevelTooHigh") {}

/**
 * 141027: a sub account cannot accept the agreement.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountAgreementForbidden extends catalogued<SubaccountAgreementForbidden>()(
  "SubaccountAgreementForbidden"
) {}

/**
 * 181000: category is null.
 *
 * @since 0.1.0
 * @category errors
 */
export class CategoryRequired extends catalogued<CategoryRequired>()("CategoryRequired") {}

/**
 * 181002: symbol is null.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolRequired extends catalogued<SymbolRequired>()("SymbolRequired") {}

/**
 * 181003: side is null.
 *
 * @since 0.1.0
 * @category errors
 */
export class SideRequired extends catalogued<SideRequired>()("SideRequired") {}

/**
 * 181005: orderStatus is wrong.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidOrderStatus extends catalogued<InvalidOrderStatus>()("InvalidOrderStatus") {}

/**
 * 181006: startTime is not a number.
 *
 * @since 0.1.0
 * @category errors
 */
export class StartTimeNotNumber extends catalogued<StartTimeNotNumber>()("StartTimeNotNumber") {}

/**
 * 181007: endTime is not a number.
 *
 * @since 0.1.0
 * @category errors
 */
export class EndTimeNotNumber extends catalogued<EndTimeNotNumber>()("EndTimeNotNumber") {}

/**
 * 181011: limit is not a number.
 *
 * @since 0.1.0
 * @category errors
 */
export class LimitNotNumber extends catalogued<LimitNotNumber>()("LimitNotNumber") {}

/**
 * 181012: symbol does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolNotFound extends catalogued<SymbolNotFound>()("SymbolNotFound") {}

/**
 * 181014: classic accounts are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class ClassicAccountUnsupported extends catalogued<ClassicAccountUnsupported>()("ClassicAccountUnsupported") {}

/**
 * 182000: the symbol's quote price is null.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuotePriceMissing extends catalogued<QuotePriceMissing>()("QuotePriceMissing") {}

/**
 * 700003: prediction engine unavailable.
 *
 * @since 0.1.0
 * @category errors
 */
export class PredictionEngineUnavailable extends catalogued<PredictionEngineUnavailable>()(
  "PredictionEngineUnavailable"
) {}

/**
 * 700011: convert: illegal operation; prediction: insufficient token position.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertIllegalOperationOrTokenPositionInsufficient extends catalogued<ConvertIllegalOperationOrTokenPositionInsufficient>()(
  "ConvertIllegalOperationOrTokenPositionInsufficient"
) {}

/**
 * 700016: the rate is below the current rate.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertRateBelowCurrent extends catalogued<ConvertRateBelowCurrent>()("ConvertRateBelowCurrent") {}

/**
 * 700022: this operation is not currently supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertOperationUnsupported extends catalogued<ConvertOperationUnsupported>()(
  "ConvertOperationUnsupported"
) {}

/**
 * 400002: broker invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class BrokerInvalid extends catalogued<BrokerInvalid>()("BrokerInvalid") {}

/**
 * 400003: broker quotation invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class BrokerQuotationInvalid extends catalogued<BrokerQuotationInvalid>()("BrokerQuotationInvalid") {}

/**
 * 400004: the sub-account does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountNotFound extends catalogued<SubaccountNotFound>()("SubaccountNotFound") {}

/**
 * 400005: the request amount is outside the quota limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class FiatQuotaExceeded extends catalogued<FiatQuotaExceeded>()("FiatQuotaExceeded") {}

/**
 * 400006: the funding account has insufficient funds.
 *
 * @since 0.1.0
 * @category errors
 */
export class FundingBalanceInsufficient extends catalogued<FundingBalanceInsufficient>()(
  "FundingBalanceInsufficient"
) {}

/**
 * 400007: the sub-account's funding account has insufficient funds.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountFundingBalanceInsufficient extends catalogued<SubaccountFundingBalanceInsufficient>()(
  "SubaccountFundingBalanceInsufficient"
) {}

/**
 * 790000: convert system error; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertSystemError extends catalogued<ConvertSystemError>()("ConvertSystemError") {}

/**
 * 790001: convert sign verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertSignVerificationFailed extends catalogued<ConvertSignVerificationFailed>()(
  "ConvertSignVerificationFailed"
) {}

/**
 * 148001: this currency is not supported for flexible savings.
 *
 * @since 0.1.0
 * @category errors
 */
export class FlexibleSavingsCurrencyUnsupported extends catalogued<FlexibleSavingsCurrencyUnsupported>()(
  "FlexibleSavingsCurrencyUnsupported"
) {}

/**
 * 180000: prediction: internal server error.
 *
 * @since 0.1.0
 * @category errors
 */
export class PredictionInternalError extends catalogued<PredictionInternalError>()("PredictionInternalError") {}

/**
 * 180027: tax forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class TaxForbidden extends catalogued<TaxForbidden>()("TaxForbidden") {}

/**
 * 180030: slippage check failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class SlippageFailed extends catalogued<SlippageFailed>()("SlippageFailed") {}

/**
 * 111008: the spot asset is not enabled as a collateral asset.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotAssetNotCollateral extends catalogued<SpotAssetNotCollateral>()("SpotAssetNotCollateral") {}

/**
 * 34022001, 34022003: system error; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class ManualLoanSystemError extends catalogued<ManualLoanSystemError>()("ManualLoanSystemError") {}

/**
 * 34022027: invalid request parameters (manual loan).
 *
 * @since 0.1.0
 * @category errors
 */
export class ManualLoanParamsError extends catalogued<ManualLoanParamsError>()("ManualLoanParamsError") {}

/**
 * 34022033: the borrow amount must be an integer multiple of the precision.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowPrecisionInvalid extends catalogued<BorrowPrecisionInvalid>()("BorrowPrecisionInvalid") {}

/**
 * 34022034: the repayment amount must be an integer multiple of the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentMultipleInvalid extends catalogued<RepaymentMultipleInvalid>()("RepaymentMultipleInvalid") {}

/**
 * 34022035: cannot repay while interest is being calculated.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentDuringInterest extends catalogued<RepaymentDuringInterest>()("RepaymentDuringInterest") {}

/**
 * 34022036: enable margin trading to continue.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginTradingRequired extends catalogued<MarginTradingRequired>()("MarginTradingRequired") {}

/**
 * 34022038: repayment in progress; do not repeat.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentInProgress extends catalogued<RepaymentInProgress>()("RepaymentInProgress") {}

/**
 * 34022010: the borrowed asset does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowedAssetNotFound extends catalogued<BorrowedAssetNotFound>()("BorrowedAssetNotFound") {}

/**
 * 34022041: the account has no borrowed coins to repay.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoBorrowedCoins extends catalogued<NoBorrowedCoins>()("NoBorrowedCoins") {}

/**
 * 34022011: the amount is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class AmountBelowMinimum extends catalogued<AmountBelowMinimum>()("AmountBelowMinimum") {}

/**
 * 34022014: decimal precision cannot exceed 18 digits.
 *
 * @since 0.1.0
 * @category errors
 */
export class DecimalPrecisionExceeded extends catalogued<DecimalPrecisionExceeded>()("DecimalPrecisionExceeded") {}

/**
 * 34022047: copy trade not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyTradeUnsupported extends catalogued<CopyTradeUnsupported>()("CopyTradeUnsupported") {}

/**
 * 34022049: insufficient collateral balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralBalanceInsufficient extends catalogued<CollateralBalanceInsufficient>()(
  "CollateralBalanceInsufficient"
) {}

/**
 * 34022050: spot hedging liabilities block the repayment.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotHedgingLiabilitiesBlockRepayment extends catalogued<SpotHedgingLiabilitiesBlockRepayment>()(
  "SpotHedgingLiabilitiesBlockRepayment"
) {}

/**
 * 34022051: institutional loan in progress.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanInProgress extends catalogued<InsLoanInProgress>()("InsLoanInProgress") {}

/**
 * 34022052: institutional loan transactions banned.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanTransactionsBanned extends catalogued<InsLoanTransactionsBanned>()("InsLoanTransactionsBanned") {}

/**
 * 35000011: pending loan orders exist; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class PendingLoanOrders extends catalogued<PendingLoanOrders>()("PendingLoanOrders") {}

/**
 * 34022094: the coin does not support repayment through coin exchange.
 *
 * @since 0.1.0
 * @category errors
 */
export class CoinExchangeRepaymentUnsupported extends catalogued<CoinExchangeRepaymentUnsupported>()(
  "CoinExchangeRepaymentUnsupported"
) {}

/**
 * 34022107, 34022108: the net liability value must be below the threshold.
 *
 * @since 0.1.0
 * @category errors
 */
export class NetLiabilityTooHigh extends catalogued<NetLiabilityTooHigh>()("NetLiabilityTooHigh") {}

/**
 * 60063: running strategies per symbol limited.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolStrategyLimitReached extends catalogued<SymbolStrategyLimitReached>()(
  "SymbolStrategyLimitReached"
) {}

/**
 * 60064: running strategies limited.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyLimitReached extends catalogued<StrategyLimitReached>()("StrategyLimitReached") {}

/**
 * 60066: the (sub) size is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategySizeTooSmall extends catalogued<StrategySizeTooSmall>()("StrategySizeTooSmall") {}

/**
 * 60067: the (sub) size is above the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategySizeTooLarge extends catalogued<StrategySizeTooLarge>()("StrategySizeTooLarge") {}

/**
 * 60068: order cancelled (strategy).
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyOrderCancelled extends catalogued<StrategyOrderCancelled>()("StrategyOrderCancelled") {}

/**
 * 60069: hit a blacklist rule.
 *
 * @since 0.1.0
 * @category errors
 */
export class BlacklistRuleHit extends catalogued<BlacklistRuleHit>()("BlacklistRuleHit") {}

/**
 * 60070: blocked by the unified margin limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedMarginLimitBlocked extends catalogued<UnifiedMarginLimitBlocked>()("UnifiedMarginLimitBlocked") {}

/**
 * 60071: connection error or trading service unavailable.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyTradingUnavailable extends catalogued<StrategyTradingUnavailable>()(
  "StrategyTradingUnavailable"
) {}

/**
 * 60073: webhook order creation failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class WebhookOrderFailed extends catalogued<WebhookOrderFailed>()("WebhookOrderFailed") {}

/**
 * 60075: webhook positionIdx is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class WebhookPositionIdxUnsupported extends catalogued<WebhookPositionIdxUnsupported>()(
  "WebhookPositionIdxUnsupported"
) {}

/**
 * 60076: signal latency too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalLatencyTooHigh extends catalogued<SignalLatencyTooHigh>()("SignalLatencyTooHigh") {}

/**
 * 60079: user position limit exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserPositionLimitExceeded extends catalogued<UserPositionLimitExceeded>()("UserPositionLimitExceeded") {}

/**
 * 60080: order retry failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderRetryFailed extends catalogued<OrderRetryFailed>()("OrderRetryFailed") {}

/**
 * 60081: cannot create orders on the same side.
 *
 * @since 0.1.0
 * @category errors
 */
export class SameSideOrdersForbidden extends catalogued<SameSideOrdersForbidden>()("SameSideOrdersForbidden") {}

/**
 * 60082: iceberg or chase orders do not support USDC.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcStrategyUnsupported extends catalogued<UsdcStrategyUnsupported>()("UsdcStrategyUnsupported") {}

/**
 * 60084: invalid post-only parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidPostOnly extends catalogued<InvalidPostOnly>()("InvalidPostOnly") {}

/**
 * 60085: quantity below the minimum order quantity.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyQtyBelowMin extends catalogued<StrategyQtyBelowMin>()("StrategyQtyBelowMin") {}

/**
 * 60086: the position percentage does not match the side.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionPercentageSideMismatch extends catalogued<PositionPercentageSideMismatch>()(
  "PositionPercentageSideMismatch"
) {}

/**
 * 60087: quantity outside the allowed range.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyQtyOutOfRange extends catalogued<StrategyQtyOutOfRange>()("StrategyQtyOutOfRange") {}

/**
 * 60088: POV: invalid mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovInvalidMode extends catalogued<PovInvalidMode>()("PovInvalidMode") {}

/**
 * 60089: POV: participation rate out of range or over 1 decimal.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovParticipationRateInvalid extends catalogued<PovParticipationRateInvalid>()(
  "PovParticipationRateInvalid"
) {}

/**
 * 60090: POV: a required param for the mode is missing.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovRequiredParamMissing extends catalogued<PovRequiredParamMissing>()("PovRequiredParamMissing") {}

/**
 * 60091: POV: size and duration required when interval > 0.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovSizeDurationMissing extends catalogued<PovSizeDurationMissing>()("PovSizeDurationMissing") {}

/**
 * 60092: POV: the calculated sub size is outside the order quantity limits.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovSubSizeOutOfRange extends catalogued<PovSubSizeOutOfRange>()("PovSubSizeOutOfRange") {}

/**
 * 60093: POV: max duration out of range.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovDurationOutOfRange extends catalogued<PovDurationOutOfRange>()("PovDurationOutOfRange") {}

/**
 * 60094: POV: the sub order size exceeds the one-order size.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovSubSizeAboveOrderSize extends catalogued<PovSubSizeAboveOrderSize>()("PovSubSizeAboveOrderSize") {}

/**
 * 60095: POV: the interval exceeds the max duration.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovIntervalAboveDuration extends catalogued<PovIntervalAboveDuration>()("PovIntervalAboveDuration") {}

/**
 * 61000: signal symbol not tradable.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalSymbolNotTradable extends catalogued<SignalSymbolNotTradable>()("SignalSymbolNotTradable") {}

/**
 * 61001: signal name exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalNameTooLong extends catalogued<SignalNameTooLong>()("SignalNameTooLong") {}

/**
 * 61002: signal leverage exceeds the maximum risk limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalLeverageAboveRiskLimit extends catalogued<SignalLeverageAboveRiskLimit>()(
  "SignalLeverageAboveRiskLimit"
) {}

/**
 * 61003: signal entry price invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalEntryPriceInvalid extends catalogued<SignalEntryPriceInvalid>()("SignalEntryPriceInvalid") {}

/**
 * 61004: signal TP should be better than the worst price.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalTakeProfitInvalid extends catalogued<SignalTakeProfitInvalid>()("SignalTakeProfitInvalid") {}

/**
 * 61005: signal SL should be worse than the best price.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalStopLossInvalid extends catalogued<SignalStopLossInvalid>()("SignalStopLossInvalid") {}

/**
 * 61006: signal expiration time invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalExpirationInvalid extends catalogued<SignalExpirationInvalid>()("SignalExpirationInvalid") {}

/**
 * 61007: signal description exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalDescriptionTooLong extends catalogued<SignalDescriptionTooLong>()("SignalDescriptionTooLong") {}

/**
 * 61008: SL is worse than the liquidation price.
 *
 * @since 0.1.0
 * @category errors
 */
export class StopLossBeyondLiquidation extends catalogued<StopLossBeyondLiquidation>()("StopLossBeyondLiquidation") {}

/**
 * 61009: signal not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalNotFound extends catalogued<SignalNotFound>()("SignalNotFound") {}

/**
 * 61010: no permission to create signals.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalCreationDenied extends catalogued<SignalCreationDenied>()("SignalCreationDenied") {}

/**
 * /v5/trade 20001: repeated auth on the same connection.
 *
 * @since 0.1.0
 * @category errors
 */
export class AlreadyAuthenticated extends catalogued<AlreadyAuthenticated>()("AlreadyAuthenticated") {}

/**
 * legacy -1004: not authenticated (spot v3 WebSocket).
 *
 * @since 0.1.0
 * @category errors
 */
export class NotAuthenticated extends catalogued<NotAuthenticated>()("NotAuthenticated") {}

/**
 * legacy 3303006: USDC option WebSocket auth failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcOptionAuthFailed extends catalogued<UsdcOptionAuthFailed>()("UsdcOptionAuthFailed") {}

/**
 * legacy -2013, 20001, 130010: order not found or too late (spot v1, inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderNotFoundOrTooLate extends catalogued<OrderNotFoundOrTooLate>()("OrderNotFoundOrTooLate") {}

/**
 * legacy 12409: leveraged token amount exceeds the upper limit (spot v3).
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenAmountAboveLimit extends catalogued<LeveragedTokenAmountAboveLimit>()(
  "LeveragedTokenAmountAboveLimit"
) {}

/**
 * legacy 12607: cross margin user not found (spot v3).
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginUserNotFound extends catalogued<CrossMarginUserNotFound>()("CrossMarginUserNotFound") {}

/**
 * legacy 30013: position is in liquidation or ADL status (inverse v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionInLiquidationOrAdl extends catalogued<PositionInLiquidationOrAdl>()(
  "PositionInLiquidationOrAdl"
) {}

/**
 * legacy 30024, 130024: cannot set TP/SL/trailing stop for a zero position (inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingStopWithoutPosition extends catalogued<TradingStopWithoutPosition>()(
  "TradingStopWithoutPosition"
) {}

/**
 * legacy 30031, 130021, 130080: insufficient available balance for the order cost (inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderCostUnaffordable extends catalogued<OrderCostUnaffordable>()("OrderCostUnaffordable") {}

/**
 * legacy 30041: position idx does not match the position mode (inverse v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionIdxModeMismatch extends catalogued<PositionIdxModeMismatch>()("PositionIdxModeMismatch") {}

/**
 * legacy 31005: the sub user already exists.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubUserAlreadyExists extends catalogued<SubUserAlreadyExists>()("SubUserAlreadyExists") {}

/**
 * legacy 37002, 130150: the TP/SL mode is unchanged (inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class SameTpSlMode extends catalogued<SameTpSlMode>()("SameTpSlMode") {}

/**
 * legacy 39426: copy trading: the order is not open.
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyTradeOrderNotOpen extends catalogued<CopyTradeOrderNotOpen>()("CopyTradeOrderNotOpen") {}

/**
 * legacy 130057: the position size is zero (linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionSizeZero extends catalogued<PositionSizeZero>()("PositionSizeZero") {}

/**
 * legacy 130060: auto-add-margin unchanged (linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class AutoAddMarginNotModified extends catalogued<AutoAddMarginNotModified>()("AutoAddMarginNotModified") {}

/**
 * legacy 140017: the reduce-only rule is not satisfied (contract v3).
 *
 * @since 0.1.0
 * @category errors
 */
export class ReduceOnlyRuleNotSatisfied extends catalogued<ReduceOnlyRuleNotSatisfied>()(
  "ReduceOnlyRuleNotSatisfied"
) {}

/**
 * legacy 3100111: the contract name does not exist (USDC options: symbol no longer active).
 *
 * @since 0.1.0
 * @category errors
 */
export class ContractNameNotFound extends catalogued<ContractNameNotFound>()("ContractNameNotFound") {}

/**
 * legacy 3100136: the order does not exist (USDC contracts).
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcOrderNotFound extends catalogued<UsdcOrderNotFound>()("UsdcOrderNotFound") {}

/**
 * legacy 3100205: no active order (USDC contracts).
 *
 * @since 0.1.0
 * @category errors
 */
export class NoActiveOrder extends catalogued<NoActiveOrder>()("NoActiveOrder") {}

/**
 * legacy 3200200: the account does not exist (USDC options account not opened).
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcAccountNotFound extends catalogued<UsdcAccountNotFound>()("UsdcAccountNotFound") {}

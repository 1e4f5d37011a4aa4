/**
 * Exchange errors: every documented `retCode` is its own tagged error, so callers can `Effect.catchTag` it.
 *
 * One class per meaning: where two codes mean the same thing they share a class (its JSDoc lists the codes); where
 * one code means different things on different channels, `Catalogue` keys it by channel. Codes are those of the
 * Bybit V5 error list, the WebSocket order-entry (`/v5/trade`) codes and the legacy (pre-V5) families.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * The fields every exchange error carries: the exchange's code and message, the endpoint (or WebSocket op) that
 * failed, the request id when the exchange sent one, and `retExtInfo` when present.
 *
 * @since 0.1.0
 * @category models
 */
export const ExchangeErrorFields = {
  code: Schema.Number,
  message: Schema.String,
  endpoint: Schema.String,
  requestId: Schema.optional(Schema.String),
  extInfo: Schema.optional(Schema.Unknown)
}

/**
 * The constructor input shared by every exchange error.
 *
 * @since 0.1.0
 * @category models
 */
export type ExchangeErrorInput = Schema.Struct.Constructor<typeof ExchangeErrorFields>

/**
 * Any code the catalogue does not know.
 *
 * @since 0.1.0
 * @category errors
 */
export class ApiError extends Schema.TaggedError<ApiError>()("ApiError", ExchangeErrorFields) {}

/**
 * -1: the request expired (server-side timestamp check).
 *
 * @since 0.1.0
 * @category errors
 */
export class RequestExpired extends Schema.TaggedError<RequestExpired>()("RequestExpired", ExchangeErrorFields) {}

/**
 * 429: the trading service is under high load; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingServiceOverloaded extends Schema.TaggedError<TradingServiceOverloaded>()(
  "TradingServiceOverloaded",
  ExchangeErrorFields
) {}

/**
 * -2015, 33004: the API key has expired (spot and derivatives report different codes).
 *
 * @since 0.1.0
 * @category errors
 */
export class ApiKeyExpired extends Schema.TaggedError<ApiKeyExpired>()("ApiKeyExpired", ExchangeErrorFields) {}

/**
 * 10000: server timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export class ServerTimeout extends Schema.TaggedError<ServerTimeout>()("ServerTimeout", ExchangeErrorFields) {}

/**
 * 10001: request parameters missing or wrong (also "position idx not match position mode", TP/SL not modified, no position).
 *
 * @since 0.1.0
 * @category errors
 */
export class ParamsError extends Schema.TaggedError<ParamsError>()("ParamsError", ExchangeErrorFields) {}

/**
 * 10002: the request timestamp is outside the receive window.
 *
 * @since 0.1.0
 * @category errors
 */
export class TimestampOutOfWindow extends Schema.TaggedError<TimestampOutOfWindow>()(
  "TimestampOutOfWindow",
  ExchangeErrorFields
) {}

/**
 * 10003: invalid API key, or key and host (domain) do not match; legacy WebSockets report it as sign auth failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidApiKey extends Schema.TaggedError<InvalidApiKey>()("InvalidApiKey", ExchangeErrorFields) {}

/**
 * 10004: the signature does not verify.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSignature extends Schema.TaggedError<InvalidSignature>()("InvalidSignature", ExchangeErrorFields) {}

/**
 * 10005: incorrect key permissions: the key lacks the permission this endpoint needs.
 *
 * @since 0.1.0
 * @category errors
 */
export class PermissionDenied extends Schema.TaggedError<PermissionDenied>()("PermissionDenied", ExchangeErrorFields) {}

/**
 * 10006: the per-UID endpoint rate limit was exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class RateLimitExceeded extends Schema.TaggedError<RateLimitExceeded>()(
  "RateLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 10007: user authentication failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserAuthenticationFailed extends Schema.TaggedError<UserAuthenticationFailed>()(
  "UserAuthenticationFailed",
  ExchangeErrorFields
) {}

/**
 * 10008: banned; check the account mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountBanned extends Schema.TaggedError<AccountBanned>()("AccountBanned", ExchangeErrorFields) {}

/**
 * 10009: access is currently unavailable for this account or region.
 *
 * @since 0.1.0
 * @category errors
 */
export class ServiceRestricted extends Schema.TaggedError<ServiceRestricted>()(
  "ServiceRestricted",
  ExchangeErrorFields
) {}

/**
 * 10010: incorrect request IP: not among the key's bound IP addresses.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnmatchedIp extends Schema.TaggedError<UnmatchedIp>()("UnmatchedIp", ExchangeErrorFields) {}

/**
 * 10014: invalid duplicate request.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateRequest extends Schema.TaggedError<DuplicateRequest>()("DuplicateRequest", ExchangeErrorFields) {}

/**
 * 10016, 3500404: wrong cursor. REST 10016 follows the spec (and the SDKs); the V5 docs now describe 10016 as "Server error".
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidCursor extends Schema.TaggedError<InvalidCursor>()("InvalidCursor", ExchangeErrorFields) {}

/**
 * 10017: route not found (wrong path or method).
 *
 * @since 0.1.0
 * @category errors
 */
export class RouteNotFound extends Schema.TaggedError<RouteNotFound>()("RouteNotFound", ExchangeErrorFields) {}

/**
 * 10018; /v5/trade 10403: the IP rate limit was exceeded (REST 10018 is deprecated; /v5/trade allows 3000 requests/s per IP).
 *
 * @since 0.1.0
 * @category errors
 */
export class IpRateLimitExceeded extends Schema.TaggedError<IpRateLimitExceeded>()(
  "IpRateLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 10020: the account is not a unified (margin) account; upgrade required.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountNotUnified extends Schema.TaggedError<AccountNotUnified>()(
  "AccountNotUnified",
  ExchangeErrorFields
) {}

/**
 * 10024: compliance rules triggered.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComplianceRulesTriggered extends Schema.TaggedError<ComplianceRulesTriggered>()(
  "ComplianceRulesTriggered",
  ExchangeErrorFields
) {}

/**
 * 10027: transactions (trading) are banned for this account.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransactionsBanned extends Schema.TaggedError<TransactionsBanned>()(
  "TransactionsBanned",
  ExchangeErrorFields
) {}

/**
 * 10029: the requested symbol is not in the key's symbol whitelist.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolNotWhitelisted extends Schema.TaggedError<SymbolNotWhitelisted>()(
  "SymbolNotWhitelisted",
  ExchangeErrorFields
) {}

/**
 * 10028: the API can only be accessed by unified account users.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedAccountOnly extends Schema.TaggedError<UnifiedAccountOnly>()(
  "UnifiedAccountOnly",
  ExchangeErrorFields
) {}

/**
 * 12000: unknown error (spot v3 family).
 *
 * @since 0.1.0
 * @category errors
 */
export class ExchangeUnknownError extends Schema.TaggedError<ExchangeUnknownError>()(
  "ExchangeUnknownError",
  ExchangeErrorFields
) {}

/**
 * 30035: option orders cancelled too fast; try later.
 *
 * @since 0.1.0
 * @category errors
 */
export class OptionCancelTooFast extends Schema.TaggedError<OptionCancelTooFast>()(
  "OptionCancelTooFast",
  ExchangeErrorFields
) {}

/**
 * 30133: OTC loan: the selected USDT perpetual symbol is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanUsdtPerpetualSymbolNotAllowed extends Schema.TaggedError<OtcLoanUsdtPerpetualSymbolNotAllowed>()(
  "OtcLoanUsdtPerpetualSymbolNotAllowed",
  ExchangeErrorFields
) {}

/**
 * 30134: OTC loan: the selected USDC contract symbol is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanUsdcContractSymbolNotAllowed extends Schema.TaggedError<OtcLoanUsdcContractSymbolNotAllowed>()(
  "OtcLoanUsdcContractSymbolNotAllowed",
  ExchangeErrorFields
) {}

/**
 * 30135: OTC loan: the USDT perpetual leverage exceeds the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanUsdtPerpetualLeverageTooHigh extends Schema.TaggedError<OtcLoanUsdtPerpetualLeverageTooHigh>()(
  "OtcLoanUsdtPerpetualLeverageTooHigh",
  ExchangeErrorFields
) {}

/**
 * 30136: OTC loan: the USDC perpetual or futures leverage exceeds the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanUsdcLeverageTooHigh extends Schema.TaggedError<OtcLoanUsdcLeverageTooHigh>()(
  "OtcLoanUsdcLeverageTooHigh",
  ExchangeErrorFields
) {}

/**
 * 30208: order rejected: the price is higher than the maximum buy price.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceAboveMaxBuyPrice extends Schema.TaggedError<OrderPriceAboveMaxBuyPrice>()(
  "OrderPriceAboveMaxBuyPrice",
  ExchangeErrorFields
) {}

/**
 * 30209: order rejected: the price is lower than the minimum sell price.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceBelowMinSellPrice extends Schema.TaggedError<OrderPriceBelowMinSellPrice>()(
  "OrderPriceBelowMinSellPrice",
  ExchangeErrorFields
) {}

/**
 * 30228: no new positions during delisting.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoNewPositionsDuringDelisting extends Schema.TaggedError<NoNewPositionsDuringDelisting>()(
  "NoNewPositionsDuringDelisting",
  ExchangeErrorFields
) {}

/**
 * 30256, 110131: margin limit exceeded: the maintenance margin required exceeds the allowed limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginLimitExceeded extends Schema.TaggedError<MarginLimitExceeded>()(
  "MarginLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 40004: the order was modified while being replaced; retry.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderModifiedDuringReplace extends Schema.TaggedError<OrderModifiedDuringReplace>()(
  "OrderModifiedDuringReplace",
  ExchangeErrorFields
) {}

/**
 * 100028: the API cannot be accessed by unified account users.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedAccountForbidden extends Schema.TaggedError<UnifiedAccountForbidden>()(
  "UnifiedAccountForbidden",
  ExchangeErrorFields
) {}

/**
 * 110001; legacy 140001: order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderNotFound extends Schema.TaggedError<OrderNotFound>()("OrderNotFound", ExchangeErrorFields) {}

/**
 * 110003; legacy 140003: the order price is outside the allowed range.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceOutOfRange extends Schema.TaggedError<OrderPriceOutOfRange>()(
  "OrderPriceOutOfRange",
  ExchangeErrorFields
) {}

/**
 * 110004, 110045; legacy 140004: wallet balance is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class WalletBalanceInsufficient extends Schema.TaggedError<WalletBalanceInsufficient>()(
  "WalletBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 110005; legacy 140005: position status error.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionStatusError extends Schema.TaggedError<PositionStatusError>()(
  "PositionStatusError",
  ExchangeErrorFields
) {}

/**
 * 110006; legacy 140006: the assets cannot cover the estimated position margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionMarginUnaffordable extends Schema.TaggedError<PositionMarginUnaffordable>()(
  "PositionMarginUnaffordable",
  ExchangeErrorFields
) {}

/**
 * 110007, 110012; legacy 30042, 140007, 140012: available balance is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsufficientBalance extends Schema.TaggedError<InsufficientBalance>()(
  "InsufficientBalance",
  ExchangeErrorFields
) {}

/**
 * 110008; legacy 140008: the order has been completed or cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderAlreadyFinished extends Schema.TaggedError<OrderAlreadyFinished>()(
  "OrderAlreadyFinished",
  ExchangeErrorFields
) {}

/**
 * 110009; legacy 140009: the number of stop orders exceeds the maximum allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class StopOrderLimitExceeded extends Schema.TaggedError<StopOrderLimitExceeded>()(
  "StopOrderLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 110010; legacy 140010: the order has been cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderAlreadyCancelled extends Schema.TaggedError<OrderAlreadyCancelled>()(
  "OrderAlreadyCancelled",
  ExchangeErrorFields
) {}

/**
 * 110011, 110046; legacy 140011: this adjustment would trigger liquidation immediately.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentTriggersLiquidation extends Schema.TaggedError<AdjustmentTriggersLiquidation>()(
  "AdjustmentTriggersLiquidation",
  ExchangeErrorFields
) {}

/**
 * 110013; legacy 140013: cannot set leverage due to the risk limit level.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageBlockedByRiskLimit extends Schema.TaggedError<LeverageBlockedByRiskLimit>()(
  "LeverageBlockedByRiskLimit",
  ExchangeErrorFields
) {}

/**
 * 110014; legacy 140014: available balance is insufficient to add margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsufficientBalanceToAddMargin extends Schema.TaggedError<InsufficientBalanceToAddMargin>()(
  "InsufficientBalanceToAddMargin",
  ExchangeErrorFields
) {}

/**
 * 110015; legacy 30056, 140015: the position is in cross margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionInCrossMargin extends Schema.TaggedError<PositionInCrossMargin>()(
  "PositionInCrossMargin",
  ExchangeErrorFields
) {}

/**
 * 110016; legacy 140016: the requested quantity exceeds the risk limit (deprecated).
 *
 * @since 0.1.0
 * @category errors
 */
export class QtyExceedsRiskLimit extends Schema.TaggedError<QtyExceedsRiskLimit>()(
  "QtyExceedsRiskLimit",
  ExchangeErrorFields
) {}

/**
 * 110017: orderQty would be truncated to zero.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderQtyTruncatedToZero extends Schema.TaggedError<OrderQtyTruncatedToZero>()(
  "OrderQtyTruncatedToZero",
  ExchangeErrorFields
) {}

/**
 * 110018; legacy 140018: the user id is illegal.
 *
 * @since 0.1.0
 * @category errors
 */
export class IllegalUserId extends Schema.TaggedError<IllegalUserId>()("IllegalUserId", ExchangeErrorFields) {}

/**
 * 110019; legacy 140019: the order id is illegal.
 *
 * @since 0.1.0
 * @category errors
 */
export class IllegalOrderId extends Schema.TaggedError<IllegalOrderId>()("IllegalOrderId", ExchangeErrorFields) {}

/**
 * 110020; legacy 140020: more than 500 active orders are not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ActiveOrderLimitExceeded extends Schema.TaggedError<ActiveOrderLimitExceeded>()(
  "ActiveOrderLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 110021; legacy 140021: the position would exceed the open-interest limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class OpenInterestLimitExceeded extends Schema.TaggedError<OpenInterestLimitExceeded>()(
  "OpenInterestLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 110022; legacy 140022: quantity is restricted: the order cannot be modified to add quantity.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderQtyIncreaseRestricted extends Schema.TaggedError<OrderQtyIncreaseRestricted>()(
  "OrderQtyIncreaseRestricted",
  ExchangeErrorFields
) {}

/**
 * 110023; legacy 140023: only position reduction is allowed on this contract.
 *
 * @since 0.1.0
 * @category errors
 */
export class ReduceOnlyContract extends Schema.TaggedError<ReduceOnlyContract>()(
  "ReduceOnlyContract",
  ExchangeErrorFields
) {}

/**
 * 110024; legacy 140024: an existing position prevents switching the position mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionModeLockedByPosition extends Schema.TaggedError<PositionModeLockedByPosition>()(
  "PositionModeLockedByPosition",
  ExchangeErrorFields
) {}

/**
 * 110025; legacy 30083, 140025: position mode unchanged (already set).
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionModeNotModified extends Schema.TaggedError<PositionModeNotModified>()(
  "PositionModeNotModified",
  ExchangeErrorFields
) {}

/**
 * 110026; legacy 30084, 130056, 140026: cross/isolated margin mode unchanged (already set).
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossIsolatedModeNotModified extends Schema.TaggedError<CrossIsolatedModeNotModified>()(
  "CrossIsolatedModeNotModified",
  ExchangeErrorFields
) {}

/**
 * 110027; legacy 140027: margin unchanged.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginNotModified extends Schema.TaggedError<MarginNotModified>()(
  "MarginNotModified",
  ExchangeErrorFields
) {}

/**
 * 110028; legacy 140028: open orders prevent switching the position mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionModeLockedByOpenOrders extends Schema.TaggedError<PositionModeLockedByOpenOrders>()(
  "PositionModeLockedByOpenOrders",
  ExchangeErrorFields
) {}

/**
 * 110029; legacy 140029: hedge mode is not supported for this symbol.
 *
 * @since 0.1.0
 * @category errors
 */
export class HedgeModeNotSupported extends Schema.TaggedError<HedgeModeNotSupported>()(
  "HedgeModeNotSupported",
  ExchangeErrorFields
) {}

/**
 * 110030; legacy 140030: duplicate orderId (deprecated).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateOrderId extends Schema.TaggedError<DuplicateOrderId>()("DuplicateOrderId", ExchangeErrorFields) {}

/**
 * 110031; legacy 30090, 140031: risk limit info does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskLimitNotFound extends Schema.TaggedError<RiskLimitNotFound>()(
  "RiskLimitNotFound",
  ExchangeErrorFields
) {}

/**
 * 110032; legacy 140032: the order is illegal.
 *
 * @since 0.1.0
 * @category errors
 */
export class IllegalOrder extends Schema.TaggedError<IllegalOrder>()("IllegalOrder", ExchangeErrorFields) {}

/**
 * 110033; legacy 140033: margin cannot be set without an open position.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginWithoutPosition extends Schema.TaggedError<MarginWithoutPosition>()(
  "MarginWithoutPosition",
  ExchangeErrorFields
) {}

/**
 * 110034; legacy 140034: there is no net position.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoNetPosition extends Schema.TaggedError<NoNetPosition>()("NoNetPosition", ExchangeErrorFields) {}

/**
 * 110035; legacy 140035: cancellation of orders was not completed before liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelIncompleteBeforeLiquidation extends Schema.TaggedError<CancelIncompleteBeforeLiquidation>()(
  "CancelIncompleteBeforeLiquidation",
  ExchangeErrorFields
) {}

/**
 * 110036; legacy 140036: leverage cannot be changed in cross margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageLockedByCrossMargin extends Schema.TaggedError<LeverageLockedByCrossMargin>()(
  "LeverageLockedByCrossMargin",
  ExchangeErrorFields
) {}

/**
 * 110037; legacy 140037: the user setting list does not have this symbol.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolNotInUserSettings extends Schema.TaggedError<SymbolNotInUserSettings>()(
  "SymbolNotInUserSettings",
  ExchangeErrorFields
) {}

/**
 * 110038; legacy 140038: leverage cannot be changed in portfolio margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageLockedByPortfolioMargin extends Schema.TaggedError<LeverageLockedByPortfolioMargin>()(
  "LeverageLockedByPortfolioMargin",
  ExchangeErrorFields
) {}

/**
 * 110039; legacy 140039: the maintenance margin rate is too high and may trigger liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class MaintenanceMarginRateTooHigh extends Schema.TaggedError<MaintenanceMarginRateTooHigh>()(
  "MaintenanceMarginRateTooHigh",
  ExchangeErrorFields
) {}

/**
 * 110040; legacy 140040: the order would trigger a forced liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderTriggersLiquidation extends Schema.TaggedError<OrderTriggersLiquidation>()(
  "OrderTriggersLiquidation",
  ExchangeErrorFields
) {}

/**
 * 110041; legacy 140041: skipping liquidation is not allowed while a position or maker order exists.
 *
 * @since 0.1.0
 * @category errors
 */
export class SkipLiquidationNotAllowed extends Schema.TaggedError<SkipLiquidationNotAllowed>()(
  "SkipLiquidationNotAllowed",
  ExchangeErrorFields
) {}

/**
 * 110042; legacy 140042: pre-delivery status: positions can only be reduced.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreDeliveryReduceOnly extends Schema.TaggedError<PreDeliveryReduceOnly>()(
  "PreDeliveryReduceOnly",
  ExchangeErrorFields
) {}

/**
 * 110043; legacy 34036, 140043: set leverage not modified (leverage unchanged).
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageNotModified extends Schema.TaggedError<LeverageNotModified>()(
  "LeverageNotModified",
  ExchangeErrorFields
) {}

/**
 * 110044: available margin is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class AvailableMarginInsufficient extends Schema.TaggedError<AvailableMarginInsufficient>()(
  "AvailableMarginInsufficient",
  ExchangeErrorFields
) {}

/**
 * 110047: the risk limit cannot be adjusted: available margin is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskLimitMarginInsufficient extends Schema.TaggedError<RiskLimitMarginInsufficient>()(
  "RiskLimitMarginInsufficient",
  ExchangeErrorFields
) {}

/**
 * 110048: the risk limit cannot be adjusted: the position value exceeds the revised limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskLimitBelowPositionValue extends Schema.TaggedError<RiskLimitBelowPositionValue>()(
  "RiskLimitBelowPositionValue",
  ExchangeErrorFields
) {}

/**
 * 110049: tick notes can only be numbers.
 *
 * @since 0.1.0
 * @category errors
 */
export class TickNotesNotNumeric extends Schema.TaggedError<TickNotesNotNumeric>()(
  "TickNotesNotNumeric",
  ExchangeErrorFields
) {}

/**
 * 110050: invalid coin.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidCoin extends Schema.TaggedError<InvalidCoin>()("InvalidCoin", ExchangeErrorFields) {}

/**
 * 110051: the available balance cannot cover the lowest price of the current market.
 *
 * @since 0.1.0
 * @category errors
 */
export class BalanceBelowLowestMarketPrice extends Schema.TaggedError<BalanceBelowLowestMarketPrice>()(
  "BalanceBelowLowestMarketPrice",
  ExchangeErrorFields
) {}

/**
 * 110052: the available balance is insufficient to set the price.
 *
 * @since 0.1.0
 * @category errors
 */
export class BalanceInsufficientForPrice extends Schema.TaggedError<BalanceInsufficientForPrice>()(
  "BalanceInsufficientForPrice",
  ExchangeErrorFields
) {}

/**
 * 110053: the available balance cannot cover the market price and upper limit price.
 *
 * @since 0.1.0
 * @category errors
 */
export class BalanceBelowMarketAndLimitPrice extends Schema.TaggedError<BalanceBelowMarketAndLimitPrice>()(
  "BalanceBelowMarketAndLimitPrice",
  ExchangeErrorFields
) {}

/**
 * 110054: a take-profit link order prevents switching the TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlModeLockedByTakeProfit extends Schema.TaggedError<TpSlModeLockedByTakeProfit>()(
  "TpSlModeLockedByTakeProfit",
  ExchangeErrorFields
) {}

/**
 * 110055: a stop-loss link order prevents switching the TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlModeLockedByStopLoss extends Schema.TaggedError<TpSlModeLockedByStopLoss>()(
  "TpSlModeLockedByStopLoss",
  ExchangeErrorFields
) {}

/**
 * 110056: a trailing-stop link order prevents switching the TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlModeLockedByTrailingStop extends Schema.TaggedError<TpSlModeLockedByTrailingStop>()(
  "TpSlModeLockedByTrailingStop",
  ExchangeErrorFields
) {}

/**
 * 110057: a conditional or limit order contains TP/SL params.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlParamsOnConditionalOrder extends Schema.TaggedError<TpSlParamsOnConditionalOrder>()(
  "TpSlParamsOnConditionalOrder",
  ExchangeErrorFields
) {}

/**
 * 110058: the remaining position size is insufficient to set TP/SL.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionSizeInsufficientForTpSl extends Schema.TaggedError<PositionSizeInsufficientForTpSl>()(
  "PositionSizeInsufficientForTpSl",
  ExchangeErrorFields
) {}

/**
 * 110059: the TP/SL of a partially filled open order cannot be modified.
 *
 * @since 0.1.0
 * @category errors
 */
export class PartiallyFilledTpSlImmutable extends Schema.TaggedError<PartiallyFilledTpSlImmutable>()(
  "PartiallyFilledTpSlImmutable",
  ExchangeErrorFields
) {}

/**
 * 110060: TP/SL cannot be modified under full TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class FullModeTpSlImmutable extends Schema.TaggedError<FullModeTpSlImmutable>()(
  "FullModeTpSlImmutable",
  ExchangeErrorFields
) {}

/**
 * 110061: more than 20 TP/SLs under partial tpSlMode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PartialTpSlLimitExceeded extends Schema.TaggedError<PartialTpSlLimitExceeded>()(
  "PartialTpSlLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 110062; legacy 3500713: no MMP information (profile) found for the institution.
 *
 * @since 0.1.0
 * @category errors
 */
export class MmpProfileNotFound extends Schema.TaggedError<MmpProfileNotFound>()(
  "MmpProfileNotFound",
  ExchangeErrorFields
) {}

/**
 * 110063: settlement in progress: not available for trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class SettlementInProgress extends Schema.TaggedError<SettlementInProgress>()(
  "SettlementInProgress",
  ExchangeErrorFields
) {}

/**
 * 110064, 170313: the modified quantity cannot be less than or equal to the filled quantity.
 *
 * @since 0.1.0
 * @category errors
 */
export class ModifiedQtyNotAboveFilled extends Schema.TaggedError<ModifiedQtyNotAboveFilled>()(
  "ModifiedQtyNotAboveFilled",
  ExchangeErrorFields
) {}

/**
 * 110065: MMP has not been enabled for the account.
 *
 * @since 0.1.0
 * @category errors
 */
export class MmpNotEnabled extends Schema.TaggedError<MmpNotEnabled>()("MmpNotEnabled", ExchangeErrorFields) {}

/**
 * 110066: trading is currently not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingNotAllowed extends Schema.TaggedError<TradingNotAllowed>()(
  "TradingNotAllowed",
  ExchangeErrorFields
) {}

/**
 * 110067: unified account is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedAccountNotSupported extends Schema.TaggedError<UnifiedAccountNotSupported>()(
  "UnifiedAccountNotSupported",
  ExchangeErrorFields
) {}

/**
 * 110068: leveraged trading is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTradingNotAllowed extends Schema.TaggedError<LeveragedTradingNotAllowed>()(
  "LeveragedTradingNotAllowed",
  ExchangeErrorFields
) {}

/**
 * 110069: institutional lending customers are not allowed to trade.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingTradingNotAllowed extends Schema.TaggedError<InsLendingTradingNotAllowed>()(
  "InsLendingTradingNotAllowed",
  ExchangeErrorFields
) {}

/**
 * 110070: ETP symbols cannot be traded.
 *
 * @since 0.1.0
 * @category errors
 */
export class EtpTradingNotAllowed extends Schema.TaggedError<EtpTradingNotAllowed>()(
  "EtpTradingNotAllowed",
  ExchangeErrorFields
) {}

/**
 * 110071: unified margin account upgrades are currently not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedMarginUpgradePaused extends Schema.TaggedError<UnifiedMarginUpgradePaused>()(
  "UnifiedMarginUpgradePaused",
  ExchangeErrorFields
) {}

/**
 * 110072: orderLinkId is duplicate.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateOrderLinkId extends Schema.TaggedError<DuplicateOrderLinkId>()(
  "DuplicateOrderLinkId",
  ExchangeErrorFields
) {}

/**
 * 110073: set margin mode failed (the spec's "margin mode unchanged").
 *
 * @since 0.1.0
 * @category errors
 */
export class SetMarginModeFailed extends Schema.TaggedError<SetMarginModeFailed>()(
  "SetMarginModeFailed",
  ExchangeErrorFields
) {}

/**
 * 110074: this contract is not live.
 *
 * @since 0.1.0
 * @category errors
 */
export class ContractNotLive extends Schema.TaggedError<ContractNotLive>()("ContractNotLive", ExchangeErrorFields) {}

/**
 * 110075; legacy 134026: riskId not modified (deprecated in V5).
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskIdNotModified extends Schema.TaggedError<RiskIdNotModified>()(
  "RiskIdNotModified",
  ExchangeErrorFields
) {}

/**
 * 110076: only isolated mode can set auto-add-margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class AutoAddMarginRequiresIsolated extends Schema.TaggedError<AutoAddMarginRequiresIsolated>()(
  "AutoAddMarginRequiresIsolated",
  ExchangeErrorFields
) {}

/**
 * 110077: not supported in portfolio margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PortfolioMarginNotSupported extends Schema.TaggedError<PortfolioMarginNotSupported>()(
  "PortfolioMarginNotSupported",
  ExchangeErrorFields
) {}

/**
 * 110078: the margin to reduce exceeds the maximum reducible margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class ReduceMarginAboveMax extends Schema.TaggedError<ReduceMarginAboveMax>()(
  "ReduceMarginAboveMax",
  ExchangeErrorFields
) {}

/**
 * 110079: the order is being processed and cannot be operated on; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderProcessing extends Schema.TaggedError<OrderProcessing>()("OrderProcessing", ExchangeErrorFields) {}

/**
 * 110080, 3200320, 140004: operations restricted: the institutional loan LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvRestriction extends Schema.TaggedError<InsLoanLtvRestriction>()(
  "InsLoanLtvRestriction",
  ExchangeErrorFields
) {}

/**
 * 110082: no reduce-only restriction to lift.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoReduceOnlyRestriction extends Schema.TaggedError<NoReduceOnlyRestriction>()(
  "NoReduceOnlyRestriction",
  ExchangeErrorFields
) {}

/**
 * 110083: reduce-only restrictions must be lifted for both long and short positions.
 *
 * @since 0.1.0
 * @category errors
 */
export class ReduceOnlyLiftBothSides extends Schema.TaggedError<ReduceOnlyLiftBothSides>()(
  "ReduceOnlyLiftBothSides",
  ExchangeErrorFields
) {}

/**
 * 110085: the risk limit and margin ratio of this contract were updated.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskLimitRulesUpdated extends Schema.TaggedError<RiskLimitRulesUpdated>()(
  "RiskLimitRulesUpdated",
  ExchangeErrorFields
) {}

/**
 * 110086: the order leverage exceeds the maximum available.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderLeverageAboveMax extends Schema.TaggedError<OrderLeverageAboveMax>()(
  "OrderLeverageAboveMax",
  ExchangeErrorFields
) {}

/**
 * 110087: leverage for perpetual or futures contracts exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class ContractLeverageAboveMax extends Schema.TaggedError<ContractLeverageAboveMax>()(
  "ContractLeverageAboveMax",
  ExchangeErrorFields
) {}

/**
 * 110088, 182200: upgrade to the unified trading account first.
 *
 * @since 0.1.0
 * @category errors
 */
export class UtaUpgradeRequired extends Schema.TaggedError<UtaUpgradeRequired>()(
  "UtaUpgradeRequired",
  ExchangeErrorFields
) {}

/**
 * 110089: exceeds the maximum risk limit level.
 *
 * @since 0.1.0
 * @category errors
 */
export class MaxRiskLimitLevelExceeded extends Schema.TaggedError<MaxRiskLimitLevelExceeded>()(
  "MaxRiskLimitLevelExceeded",
  ExchangeErrorFields
) {}

/**
 * 110090: the position may exceed the maximum limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionLimitWouldBeExceeded extends Schema.TaggedError<PositionLimitWouldBeExceeded>()(
  "PositionLimitWouldBeExceeded",
  ExchangeErrorFields
) {}

/**
 * 110092: expected rising, but the trigger price is at or below the current price.
 *
 * @since 0.1.0
 * @category errors
 */
export class TriggerPriceNotAboveCurrent extends Schema.TaggedError<TriggerPriceNotAboveCurrent>()(
  "TriggerPriceNotAboveCurrent",
  ExchangeErrorFields
) {}

/**
 * 110093: expected falling, but the trigger price is at or above the current price.
 *
 * @since 0.1.0
 * @category errors
 */
export class TriggerPriceNotBelowCurrent extends Schema.TaggedError<TriggerPriceNotBelowCurrent>()(
  "TriggerPriceNotBelowCurrent",
  ExchangeErrorFields
) {}

/**
 * 110094: order notional value below the lower limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderNotionalTooLow extends Schema.TaggedError<OrderNotionalTooLow>()(
  "OrderNotionalTooLow",
  ExchangeErrorFields
) {}

/**
 * 110095: pre-market perpetual orders cannot be created, modified or cancelled now.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketOrderForbidden extends Schema.TaggedError<PreMarketOrderForbidden>()(
  "PreMarketOrderForbidden",
  ExchangeErrorFields
) {}

/**
 * 110096: pre-market perpetual trading does not support portfolio margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketPortfolioMarginUnsupported extends Schema.TaggedError<PreMarketPortfolioMarginUnsupported>()(
  "PreMarketPortfolioMarginUnsupported",
  ExchangeErrorFields
) {}

/**
 * 110097: non-UTA users cannot access pre-market perpetual trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketRequiresUta extends Schema.TaggedError<PreMarketRequiresUta>()(
  "PreMarketRequiresUta",
  ExchangeErrorFields
) {}

/**
 * 110098: only GTC orders are supported during the call auction.
 *
 * @since 0.1.0
 * @category errors
 */
export class CallAuctionGtcOnly extends Schema.TaggedError<CallAuctionGtcOnly>()(
  "CallAuctionGtcOnly",
  ExchangeErrorFields
) {}

/**
 * 110099: TP/SL orders cannot be created during the call auction.
 *
 * @since 0.1.0
 * @category errors
 */
export class CallAuctionTpSlForbidden extends Schema.TaggedError<CallAuctionTpSlForbidden>()(
  "CallAuctionTpSlForbidden",
  ExchangeErrorFields
) {}

/**
 * 110100: pre-market perpetual orders cannot be placed, modified or cancelled in this phase.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketOrderPhaseLocked extends Schema.TaggedError<PreMarketOrderPhaseLocked>()(
  "PreMarketOrderPhaseLocked",
  ExchangeErrorFields
) {}

/**
 * 110101: trading inverse contracts under cross and portfolio modes requires an upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class InverseContractsRequireUpgrade extends Schema.TaggedError<InverseContractsRequireUpgrade>()(
  "InverseContractsRequireUpgrade",
  ExchangeErrorFields
) {}

/**
 * 110102: inverse contracts are not supported for this user (copy trading).
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyTradingInverseUnsupported extends Schema.TaggedError<CopyTradingInverseUnsupported>()(
  "CopyTradingInverseUnsupported",
  ExchangeErrorFields
) {}

/**
 * 110103: only post-only orders are available at this stage.
 *
 * @since 0.1.0
 * @category errors
 */
export class PostOnlyStage extends Schema.TaggedError<PostOnlyStage>()("PostOnlyStage", ExchangeErrorFields) {}

/**
 * 110104: institutional loan LTV over the limit: opening inverse positions is restricted.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvBlocksInverseOpening extends Schema.TaggedError<InsLoanLtvBlocksInverseOpening>()(
  "InsLoanLtvBlocksInverseOpening",
  ExchangeErrorFields
) {}

/**
 * 110105: institutional loan LTV over the limit: inverse trading is restricted.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvBlocksInverseTrading extends Schema.TaggedError<InsLoanLtvBlocksInverseTrading>()(
  "InsLoanLtvBlocksInverseTrading",
  ExchangeErrorFields
) {}

/**
 * 110106: institutional loan: inverse contracts are not whitelisted.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanInverseNotWhitelisted extends Schema.TaggedError<InsLoanInverseNotWhitelisted>()(
  "InsLoanInverseNotWhitelisted",
  ExchangeErrorFields
) {}

/**
 * 110107: institutional loan: leverage exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLeverageAboveLimit extends Schema.TaggedError<InsLoanLeverageAboveLimit>()(
  "InsLoanLeverageAboveLimit",
  ExchangeErrorFields
) {}

/**
 * 110108: allowable range: 1 to 10000 tick size.
 *
 * @since 0.1.0
 * @category errors
 */
export class TickSizeRangeInvalid extends Schema.TaggedError<TickSizeRangeInvalid>()(
  "TickSizeRangeInvalid",
  ExchangeErrorFields
) {}

/**
 * 110109: allowable range: 0.01% to 10%.
 *
 * @since 0.1.0
 * @category errors
 */
export class PercentageRangeInvalid extends Schema.TaggedError<PercentageRangeInvalid>()(
  "PercentageRangeInvalid",
  ExchangeErrorFields
) {}

/**
 * 110110: spread trading is not available in isolated margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadIsolatedMarginUnsupported extends Schema.TaggedError<SpreadIsolatedMarginUnsupported>()(
  "SpreadIsolatedMarginUnsupported",
  ExchangeErrorFields
) {}

/**
 * 110111: spread trading requires the latest UTA version.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadRequiresUtaUpgrade extends Schema.TaggedError<SpreadRequiresUtaUpgrade>()(
  "SpreadRequiresUtaUpgrade",
  ExchangeErrorFields
) {}

/**
 * 110112: spread trading is not available for copy trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadCopyTradingUnsupported extends Schema.TaggedError<SpreadCopyTradingUnsupported>()(
  "SpreadCopyTradingUnsupported",
  ExchangeErrorFields
) {}

/**
 * 110113: spread trading is not available in hedge mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadHedgeModeUnsupported extends Schema.TaggedError<SpreadHedgeModeUnsupported>()(
  "SpreadHedgeModeUnsupported",
  ExchangeErrorFields
) {}

/**
 * 110114: a spread trading order is in progress; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadOrderInProgress extends Schema.TaggedError<SpreadOrderInProgress>()(
  "SpreadOrderInProgress",
  ExchangeErrorFields
) {}

/**
 * 110115: a combo single-leg order can only be cancelled through the combo.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComboLegCancelRestricted extends Schema.TaggedError<ComboLegCancelRestricted>()(
  "ComboLegCancelRestricted",
  ExchangeErrorFields
) {}

/**
 * 110116: the single-leg entry price derived from the combo order is invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComboLegEntryPriceInvalid extends Schema.TaggedError<ComboLegEntryPriceInvalid>()(
  "ComboLegEntryPriceInvalid",
  ExchangeErrorFields
) {}

/**
 * 110117: a combo single-leg order can only be modified through the combo.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComboLegAmendRestricted extends Schema.TaggedError<ComboLegAmendRestricted>()(
  "ComboLegAmendRestricted",
  ExchangeErrorFields
) {}

/**
 * 110118: no market order price available due to low liquidity.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarketPriceUnavailable extends Schema.TaggedError<MarketPriceUnavailable>()(
  "MarketPriceUnavailable",
  ExchangeErrorFields
) {}

/**
 * 110119, 170355: RPI orders are restricted to approved market makers.
 *
 * @since 0.1.0
 * @category errors
 */
export class RpiOrderRestricted extends Schema.TaggedError<RpiOrderRestricted>()(
  "RpiOrderRestricted",
  ExchangeErrorFields
) {}

/**
 * 110120, 170371: the order price is below the price limitation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceBelowLimit extends Schema.TaggedError<OrderPriceBelowLimit>()(
  "OrderPriceBelowLimit",
  ExchangeErrorFields
) {}

/**
 * 110121, 170372: the order price is above the price limitation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceAboveLimit extends Schema.TaggedError<OrderPriceAboveLimit>()(
  "OrderPriceAboveLimit",
  ExchangeErrorFields
) {}

/**
 * 110123: the trading terms must be agreed to.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingTermsNotAccepted extends Schema.TaggedError<TradingTermsNotAccepted>()(
  "TradingTermsNotAccepted",
  ExchangeErrorFields
) {}

/**
 * 110124: trading is restricted during an active cooling-off period.
 *
 * @since 0.1.0
 * @category errors
 */
export class CoolingOffRestriction extends Schema.TaggedError<CoolingOffRestriction>()(
  "CoolingOffRestriction",
  ExchangeErrorFields
) {}

/**
 * 110125: the trading terms must be agreed to before trading this contract.
 *
 * @since 0.1.0
 * @category errors
 */
export class ContractTradingTermsNotAccepted extends Schema.TaggedError<ContractTradingTermsNotAccepted>()(
  "ContractTradingTermsNotAccepted",
  ExchangeErrorFields
) {}

/**
 * 110132: product not available in your region.
 *
 * @since 0.1.0
 * @category errors
 */
export class RegionNotAvailable extends Schema.TaggedError<RegionNotAvailable>()(
  "RegionNotAvailable",
  ExchangeErrorFields
) {}

/**
 * 110135: an Event Futures position is held, blocking the operation.
 *
 * @since 0.1.0
 * @category errors
 */
export class EventFuturesPositionHeld extends Schema.TaggedError<EventFuturesPositionHeld>()(
  "EventFuturesPositionHeld",
  ExchangeErrorFields
) {}

/**
 * 110136: Event Futures are restricted for trading via OpenAPI.
 *
 * @since 0.1.0
 * @category errors
 */
export class EventFuturesApiRestricted extends Schema.TaggedError<EventFuturesApiRestricted>()(
  "EventFuturesApiRestricted",
  ExchangeErrorFields
) {}

/**
 * 110137: the Event Futures contract is in its reduce-only window.
 *
 * @since 0.1.0
 * @category errors
 */
export class EventFuturesReduceOnlyWindow extends Schema.TaggedError<EventFuturesReduceOnlyWindow>()(
  "EventFuturesReduceOnlyWindow",
  ExchangeErrorFields
) {}

/**
 * 130006: quantity exceeds the maximum allowed (linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class QtyExceedsMaxLimit extends Schema.TaggedError<QtyExceedsMaxLimit>()(
  "QtyExceedsMaxLimit",
  ExchangeErrorFields
) {}

/**
 * 170346: the settle coin is not a collateral coin.
 *
 * @since 0.1.0
 * @category errors
 */
export class SettleCoinNotCollateral extends Schema.TaggedError<SettleCoinNotCollateral>()(
  "SettleCoinNotCollateral",
  ExchangeErrorFields
) {}

/**
 * 170360: the symbol cannot be traded (spread trading).
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadSymbolNotTradable extends Schema.TaggedError<SpreadSymbolNotTradable>()(
  "SpreadSymbolNotTradable",
  ExchangeErrorFields
) {}

/**
 * 181017: orderStatus must be a final status.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderStatusNotFinal extends Schema.TaggedError<OrderStatusNotFinal>()(
  "OrderStatusNotFinal",
  ExchangeErrorFields
) {}

/**
 * 182100: no repayment allowed during compulsory closing of positions.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentDuringForcedClose extends Schema.TaggedError<RepaymentDuringForcedClose>()(
  "RepaymentDuringForcedClose",
  ExchangeErrorFields
) {}

/**
 * 182101: repayment failed: insufficient collateral balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentCollateralInsufficient extends Schema.TaggedError<RepaymentCollateralInsufficient>()(
  "RepaymentCollateralInsufficient",
  ExchangeErrorFields
) {}

/**
 * 182102: repayment failed: no liabilities in this currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoLiabilityToRepay extends Schema.TaggedError<NoLiabilityToRepay>()(
  "NoLiabilityToRepay",
  ExchangeErrorFields
) {}

/**
 * 182103: institutional lending users are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingUnsupported extends Schema.TaggedError<InsLendingUnsupported>()(
  "InsLendingUnsupported",
  ExchangeErrorFields
) {}

/**
 * 182108: collateral switch failed: margin verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralSwitchMarginCheckFailed extends Schema.TaggedError<CollateralSwitchMarginCheckFailed>()(
  "CollateralSwitchMarginCheckFailed",
  ExchangeErrorFields
) {}

/**
 * 182110: failed to switch the collateral setting.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralSwitchFailed extends Schema.TaggedError<CollateralSwitchFailed>()(
  "CollateralSwitchFailed",
  ExchangeErrorFields
) {}

/**
 * 182111: the request includes a currency that cannot be collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export class NonCollateralCurrencyRequested extends Schema.TaggedError<NonCollateralCurrencyRequested>()(
  "NonCollateralCurrencyRequested",
  ExchangeErrorFields
) {}

/**
 * 182112: duplicate currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateCurrency extends Schema.TaggedError<DuplicateCurrency>()(
  "DuplicateCurrency",
  ExchangeErrorFields
) {}

/**
 * 182011, 3200641, 131239, 148006, 148048: the collateral amount reached the platform limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralPlatformLimitReached extends Schema.TaggedError<CollateralPlatformLimitReached>()(
  "CollateralPlatformLimitReached",
  ExchangeErrorFields
) {}

/**
 * 3100181: UID cannot be null.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidRequired extends Schema.TaggedError<UidRequired>()("UidRequired", ExchangeErrorFields) {}

/**
 * 3100197: temporarily banned during the upgrade to UTA.
 *
 * @since 0.1.0
 * @category errors
 */
export class BannedDuringUtaUpgrade extends Schema.TaggedError<BannedDuringUtaUpgrade>()(
  "BannedDuringUtaUpgrade",
  ExchangeErrorFields
) {}

/**
 * 3200316: USDC options trading restricted: the LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcOptionsLtvTradingRestricted extends Schema.TaggedError<UsdcOptionsLtvTradingRestricted>()(
  "UsdcOptionsLtvTradingRestricted",
  ExchangeErrorFields
) {}

/**
 * 3200317: USDC options open-position restricted: the LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcOptionsLtvOpenRestricted extends Schema.TaggedError<UsdcOptionsLtvOpenRestricted>()(
  "UsdcOptionsLtvOpenRestricted",
  ExchangeErrorFields
) {}

/**
 * 3100326: baseCoin is required.
 *
 * @since 0.1.0
 * @category errors
 */
export class BaseCoinRequired extends Schema.TaggedError<BaseCoinRequired>()("BaseCoinRequired", ExchangeErrorFields) {}

/**
 * 3200403: isolated margin cannot create orders.
 *
 * @since 0.1.0
 * @category errors
 */
export class IsolatedMarginOrderForbidden extends Schema.TaggedError<IsolatedMarginOrderForbidden>()(
  "IsolatedMarginOrderForbidden",
  ExchangeErrorFields
) {}

/**
 * 3200419: cannot switch to portfolio margin due to active pre-market orders or positions.
 *
 * @since 0.1.0
 * @category errors
 */
export class PortfolioMarginBlockedByPreMarket extends Schema.TaggedError<PortfolioMarginBlockedByPreMarket>()(
  "PortfolioMarginBlockedByPreMarket",
  ExchangeErrorFields
) {}

/**
 * 3200425: an Event Futures position blocks switching.
 *
 * @since 0.1.0
 * @category errors
 */
export class EventFuturesBlocksSwitch extends Schema.TaggedError<EventFuturesBlocksSwitch>()(
  "EventFuturesBlocksSwitch",
  ExchangeErrorFields
) {}

/**
 * 3303001: incorrect private operation.
 *
 * @since 0.1.0
 * @category errors
 */
export class IncorrectPrivateOperation extends Schema.TaggedError<IncorrectPrivateOperation>()(
  "IncorrectPrivateOperation",
  ExchangeErrorFields
) {}

/**
 * 3400208: unclosed hedge-mode or isolated USDT perpetual positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdtHedgeOrIsolated extends Schema.TaggedError<UpgradeBlockedByUsdtHedgeOrIsolated>()(
  "UpgradeBlockedByUsdtHedgeOrIsolated",
  ExchangeErrorFields
) {}

/**
 * 3400209: USDT perpetual positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdtPositions extends Schema.TaggedError<UpgradeBlockedByUsdtPositions>()(
  "UpgradeBlockedByUsdtPositions",
  ExchangeErrorFields
) {}

/**
 * 3400210: the risk rate of the derivatives account is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class DerivativesRiskRateTooHigh extends Schema.TaggedError<DerivativesRiskRateTooHigh>()(
  "DerivativesRiskRateTooHigh",
  ExchangeErrorFields
) {}

/**
 * 3400211: once upgraded, the estimated risk rate would be too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeRiskRateTooHigh extends Schema.TaggedError<UpgradeRiskRateTooHigh>()(
  "UpgradeRiskRateTooHigh",
  ExchangeErrorFields
) {}

/**
 * 3400212: USDC perpetual or options positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdcPositions extends Schema.TaggedError<UpgradeBlockedByUsdcPositions>()(
  "UpgradeBlockedByUsdcPositions",
  ExchangeErrorFields
) {}

/**
 * 3400213: the risk rate of the USDC derivatives account is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcDerivativesRiskRateTooHigh extends Schema.TaggedError<UsdcDerivativesRiskRateTooHigh>()(
  "UsdcDerivativesRiskRateTooHigh",
  ExchangeErrorFields
) {}

/**
 * 3400052: uncancelled USDC perpetual orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdcPerpetualOrders extends Schema.TaggedError<UpgradeBlockedByUsdcPerpetualOrders>()(
  "UpgradeBlockedByUsdcPerpetualOrders",
  ExchangeErrorFields
) {}

/**
 * 3400053: uncancelled options orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByOptionsOrders extends Schema.TaggedError<UpgradeBlockedByOptionsOrders>()(
  "UpgradeBlockedByOptionsOrders",
  ExchangeErrorFields
) {}

/**
 * 3400054: uncancelled USDT perpetual orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdtPerpetualOrders extends Schema.TaggedError<UpgradeBlockedByUsdtPerpetualOrders>()(
  "UpgradeBlockedByUsdtPerpetualOrders",
  ExchangeErrorFields
) {}

/**
 * 3400214: server error during the upgrade; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeServerError extends Schema.TaggedError<UpgradeServerError>()(
  "UpgradeServerError",
  ExchangeErrorFields
) {}

/**
 * 3400071: the net asset requirement is not satisfied.
 *
 * @since 0.1.0
 * @category errors
 */
export class NetAssetInsufficient extends Schema.TaggedError<NetAssetInsufficient>()(
  "NetAssetInsufficient",
  ExchangeErrorFields
) {}

/**
 * 3401010: a copy-trading master trader cannot switch to portfolio margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyTraderPortfolioMarginForbidden extends Schema.TaggedError<CopyTraderPortfolioMarginForbidden>()(
  "CopyTraderPortfolioMarginForbidden",
  ExchangeErrorFields
) {}

/**
 * 3400139: the total value of positions and orders exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionAndOrderValueLimitExceeded extends Schema.TaggedError<PositionAndOrderValueLimitExceeded>()(
  "PositionAndOrderValueLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 3500712: incorrect MMP parameters.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidMmpParameters extends Schema.TaggedError<InvalidMmpParameters>()(
  "InvalidMmpParameters",
  ExchangeErrorFields
) {}

/**
 * 34040: not modified: the TP/SL value is already set.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlNotModified extends Schema.TaggedError<TpSlNotModified>()("TpSlNotModified", ExchangeErrorFields) {}

/**
 * 500010: the subaccount does not belong to the parent account.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountNotOwned extends Schema.TaggedError<SubaccountNotOwned>()(
  "SubaccountNotOwned",
  ExchangeErrorFields
) {}

/**
 * 500011: the UID is not associated with a unified trading account.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidNotUnified extends Schema.TaggedError<UidNotUnified>()("UidNotUnified", ExchangeErrorFields) {}

/**
 * 170001: spot internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotInternalError extends Schema.TaggedError<SpotInternalError>()(
  "SpotInternalError",
  ExchangeErrorFields
) {}

/**
 * 170005: too many new orders for the current per-interval limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotNewOrderRateExceeded extends Schema.TaggedError<SpotNewOrderRateExceeded>()(
  "SpotNewOrderRateExceeded",
  ExchangeErrorFields
) {}

/**
 * 170007: timeout waiting for a response from the backend server.
 *
 * @since 0.1.0
 * @category errors
 */
export class BackendTimeout extends Schema.TaggedError<BackendTimeout>()("BackendTimeout", ExchangeErrorFields) {}

/**
 * 170010, 175017: purchase failed: over the maximum leveraged-token position limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenPositionLimitExceeded extends Schema.TaggedError<LeveragedTokenPositionLimitExceeded>()(
  "LeveragedTokenPositionLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 170011: purchase failed: over the maximum innovation-token position limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class InnovationTokenPositionLimitExceeded extends Schema.TaggedError<InnovationTokenPositionLimitExceeded>()(
  "InnovationTokenPositionLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 170019: over the currently available USDT limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class AvailableLimitExceeded extends Schema.TaggedError<AvailableLimitExceeded>()(
  "AvailableLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 170031: the feature has been suspended.
 *
 * @since 0.1.0
 * @category errors
 */
export class FeatureSuspended extends Schema.TaggedError<FeatureSuspended>()("FeatureSuspended", ExchangeErrorFields) {}

/**
 * 170032: network error; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotNetworkError extends Schema.TaggedError<SpotNetworkError>()("SpotNetworkError", ExchangeErrorFields) {}

/**
 * 170033: margin: insufficient account balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginAccountBalanceInsufficient extends Schema.TaggedError<MarginAccountBalanceInsufficient>()(
  "MarginAccountBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 170034: liability overflow in spot leverage trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotLiabilityOverflow extends Schema.TaggedError<SpotLiabilityOverflow>()(
  "SpotLiabilityOverflow",
  ExchangeErrorFields
) {}

/**
 * 170035: submitted to the system for processing.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubmittedForProcessing extends Schema.TaggedError<SubmittedForProcessing>()(
  "SubmittedForProcessing",
  ExchangeErrorFields
) {}

/**
 * 170036, 176008: spot (cross) margin trading is not enabled.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotMarginNotEnabled extends Schema.TaggedError<SpotMarginNotEnabled>()(
  "SpotMarginNotEnabled",
  ExchangeErrorFields
) {}

/**
 * 170037, 176011: cross margin trading is not supported for the selected coin.
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginCoinNotSupported extends Schema.TaggedError<CrossMarginCoinNotSupported>()(
  "CrossMarginCoinNotSupported",
  ExchangeErrorFields
) {}

/**
 * 170105: a parameter was empty.
 *
 * @since 0.1.0
 * @category errors
 */
export class EmptyParameter extends Schema.TaggedError<EmptyParameter>()("EmptyParameter", ExchangeErrorFields) {}

/**
 * 170115: invalid timeInForce.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidTimeInForce extends Schema.TaggedError<InvalidTimeInForce>()(
  "InvalidTimeInForce",
  ExchangeErrorFields
) {}

/**
 * 170116: invalid orderType.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidOrderType extends Schema.TaggedError<InvalidOrderType>()("InvalidOrderType", ExchangeErrorFields) {}

/**
 * 170117, 181004: invalid side: only Buy or Sell.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSide extends Schema.TaggedError<InvalidSide>()("InvalidSide", ExchangeErrorFields) {}

/**
 * 170121: invalid symbol.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSymbol extends Schema.TaggedError<InvalidSymbol>()("InvalidSymbol", ExchangeErrorFields) {}

/**
 * 170124: order amount too large.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderAmountTooLarge extends Schema.TaggedError<SpotOrderAmountTooLarge>()(
  "SpotOrderAmountTooLarge",
  ExchangeErrorFields
) {}

/**
 * 170130: the data sent for a parameter is not valid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidParameterValue extends Schema.TaggedError<InvalidParameterValue>()(
  "InvalidParameterValue",
  ExchangeErrorFields
) {}

/**
 * 170131; legacy -1131, 12131: spot balance insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotBalanceInsufficient extends Schema.TaggedError<SpotBalanceInsufficient>()(
  "SpotBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 170132: order price too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderPriceTooHigh extends Schema.TaggedError<SpotOrderPriceTooHigh>()(
  "SpotOrderPriceTooHigh",
  ExchangeErrorFields
) {}

/**
 * 170133: order price lower than the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderPriceTooLow extends Schema.TaggedError<SpotOrderPriceTooLow>()(
  "SpotOrderPriceTooLow",
  ExchangeErrorFields
) {}

/**
 * 170134: order price has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderPriceTooPrecise extends Schema.TaggedError<SpotOrderPriceTooPrecise>()(
  "SpotOrderPriceTooPrecise",
  ExchangeErrorFields
) {}

/**
 * 170381, 170382: order quantity too large.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderQtyTooLarge extends Schema.TaggedError<SpotOrderQtyTooLarge>()(
  "SpotOrderQtyTooLarge",
  ExchangeErrorFields
) {}

/**
 * 170136: order quantity lower than the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderQtyTooSmall extends Schema.TaggedError<SpotOrderQtyTooSmall>()(
  "SpotOrderQtyTooSmall",
  ExchangeErrorFields
) {}

/**
 * 170137: order quantity has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderQtyTooPrecise extends Schema.TaggedError<SpotOrderQtyTooPrecise>()(
  "SpotOrderQtyTooPrecise",
  ExchangeErrorFields
) {}

/**
 * 170139: the order has been filled.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderFilled extends Schema.TaggedError<SpotOrderFilled>()("SpotOrderFilled", ExchangeErrorFields) {}

/**
 * 170140: order value below the lower limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderValueTooLow extends Schema.TaggedError<SpotOrderValueTooLow>()(
  "SpotOrderValueTooLow",
  ExchangeErrorFields
) {}

/**
 * 170141: duplicate clientOrderId (spot).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateClientOrderId extends Schema.TaggedError<DuplicateClientOrderId>()(
  "DuplicateClientOrderId",
  ExchangeErrorFields
) {}

/**
 * 170142: the order has been cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderCancelled extends Schema.TaggedError<SpotOrderCancelled>()(
  "SpotOrderCancelled",
  ExchangeErrorFields
) {}

/**
 * 170143: cannot be found on the order book.
 *
 * @since 0.1.0
 * @category errors
 */
export class NotOnOrderBook extends Schema.TaggedError<NotOnOrderBook>()("NotOnOrderBook", ExchangeErrorFields) {}

/**
 * 170144: the order has been locked.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderLocked extends Schema.TaggedError<SpotOrderLocked>()("SpotOrderLocked", ExchangeErrorFields) {}

/**
 * 170145: this order type does not support cancellation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderTypeNotCancellable extends Schema.TaggedError<OrderTypeNotCancellable>()(
  "OrderTypeNotCancellable",
  ExchangeErrorFields
) {}

/**
 * 170146: order creation timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderCreationTimeout extends Schema.TaggedError<OrderCreationTimeout>()(
  "OrderCreationTimeout",
  ExchangeErrorFields
) {}

/**
 * 170147: order cancellation timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderCancellationTimeout extends Schema.TaggedError<OrderCancellationTimeout>()(
  "OrderCancellationTimeout",
  ExchangeErrorFields
) {}

/**
 * 170148: market order amount has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarketOrderAmountTooPrecise extends Schema.TaggedError<MarketOrderAmountTooPrecise>()(
  "MarketOrderAmountTooPrecise",
  ExchangeErrorFields
) {}

/**
 * 170149: create order failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CreateOrderFailed extends Schema.TaggedError<CreateOrderFailed>()(
  "CreateOrderFailed",
  ExchangeErrorFields
) {}

/**
 * 170150: cancel order failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelOrderFailed extends Schema.TaggedError<CancelOrderFailed>()(
  "CancelOrderFailed",
  ExchangeErrorFields
) {}

/**
 * 170151: the trading pair is not open yet.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingPairNotOpen extends Schema.TaggedError<TradingPairNotOpen>()(
  "TradingPairNotOpen",
  ExchangeErrorFields
) {}

/**
 * 170157: the trading pair is not available for API trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingPairNotApiTradable extends Schema.TaggedError<TradingPairNotApiTradable>()(
  "TradingPairNotApiTradable",
  ExchangeErrorFields
) {}

/**
 * 170159: market orders are not supported in the first minutes after a pair launches.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarketOrderBlockedAfterLaunch extends Schema.TaggedError<MarketOrderBlockedAfterLaunch>()(
  "MarketOrderBlockedAfterLaunch",
  ExchangeErrorFields
) {}

/**
 * 170190: the cancellation has already finished.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelAlreadyFinished extends Schema.TaggedError<CancelAlreadyFinished>()(
  "CancelAlreadyFinished",
  ExchangeErrorFields
) {}

/**
 * 170191: cannot cancel the order now; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelTemporarilyUnavailable extends Schema.TaggedError<CancelTemporarilyUnavailable>()(
  "CancelTemporarilyUnavailable",
  ExchangeErrorFields
) {}

/**
 * 170192: order price above the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderPriceAboveMax extends Schema.TaggedError<SpotOrderPriceAboveMax>()(
  "SpotOrderPriceAboveMax",
  ExchangeErrorFields
) {}

/**
 * 170193: buy order price above the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BuyPriceAboveMax extends Schema.TaggedError<BuyPriceAboveMax>()("BuyPriceAboveMax", ExchangeErrorFields) {}

/**
 * 170194: sell order price below the allowed minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SellPriceBelowMin extends Schema.TaggedError<SellPriceBelowMin>()(
  "SellPriceBelowMin",
  ExchangeErrorFields
) {}

/**
 * 170195: the ETP buy order may not be filled.
 *
 * @since 0.1.0
 * @category errors
 */
export class EtpBuyOrderMayNotFill extends Schema.TaggedError<EtpBuyOrderMayNotFill>()(
  "EtpBuyOrderMayNotFill",
  ExchangeErrorFields
) {}

/**
 * 170196: the ETP sell order may not be filled.
 *
 * @since 0.1.0
 * @category errors
 */
export class EtpSellOrderMayNotFill extends Schema.TaggedError<EtpSellOrderMayNotFill>()(
  "EtpSellOrderMayNotFill",
  ExchangeErrorFields
) {}

/**
 * 170197: buy quantity too large: the fill price may deviate far from the market price.
 *
 * @since 0.1.0
 * @category errors
 */
export class BuyQtyDeviatesFromMarket extends Schema.TaggedError<BuyQtyDeviatesFromMarket>()(
  "BuyQtyDeviatesFromMarket",
  ExchangeErrorFields
) {}

/**
 * 170198: sell quantity too large: the fill price may deviate far from the market price.
 *
 * @since 0.1.0
 * @category errors
 */
export class SellQtyDeviatesFromMarket extends Schema.TaggedError<SellQtyDeviatesFromMarket>()(
  "SellQtyDeviatesFromMarket",
  ExchangeErrorFields
) {}

/**
 * 170199: buy quantity too large: the fill price may deviate far from the NAV.
 *
 * @since 0.1.0
 * @category errors
 */
export class BuyQtyDeviatesFromNav extends Schema.TaggedError<BuyQtyDeviatesFromNav>()(
  "BuyQtyDeviatesFromNav",
  ExchangeErrorFields
) {}

/**
 * 170200: sell quantity too large: the fill price may deviate far from the NAV.
 *
 * @since 0.1.0
 * @category errors
 */
export class SellQtyDeviatesFromNav extends Schema.TaggedError<SellQtyDeviatesFromNav>()(
  "SellQtyDeviatesFromNav",
  ExchangeErrorFields
) {}

/**
 * 170201: invalid orderFilter parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidOrderFilter extends Schema.TaggedError<InvalidOrderFilter>()(
  "InvalidOrderFilter",
  ExchangeErrorFields
) {}

/**
 * 170202: the TP/SL price is required.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlPriceRequired extends Schema.TaggedError<TpSlPriceRequired>()(
  "TpSlPriceRequired",
  ExchangeErrorFields
) {}

/**
 * 170203: the trigger price cannot be higher than 110% of the price.
 *
 * @since 0.1.0
 * @category errors
 */
export class TriggerPriceAboveLimit extends Schema.TaggedError<TriggerPriceAboveLimit>()(
  "TriggerPriceAboveLimit",
  ExchangeErrorFields
) {}

/**
 * 170204: the trigger price cannot be lower than 90% of the price.
 *
 * @since 0.1.0
 * @category errors
 */
export class TriggerPriceBelowLimit extends Schema.TaggedError<TriggerPriceBelowLimit>()(
  "TriggerPriceBelowLimit",
  ExchangeErrorFields
) {}

/**
 * 170206: stop-limit orders are not supported in the first 5 minutes after a pair launches.
 *
 * @since 0.1.0
 * @category errors
 */
export class StopLimitBlockedAfterLaunch extends Schema.TaggedError<StopLimitBlockedAfterLaunch>()(
  "StopLimitBlockedAfterLaunch",
  ExchangeErrorFields
) {}

/**
 * 170207: the platform loan amount is not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class PlatformLoanInsufficient extends Schema.TaggedError<PlatformLoanInsufficient>()(
  "PlatformLoanInsufficient",
  ExchangeErrorFields
) {}

/**
 * 170209: the trading pair is only available to certain regions.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingPairRegionRestricted extends Schema.TaggedError<TradingPairRegionRestricted>()(
  "TradingPairRegionRestricted",
  ExchangeErrorFields
) {}

/**
 * 170210: new order rejected.
 *
 * @since 0.1.0
 * @category errors
 */
export class NewOrderRejected extends Schema.TaggedError<NewOrderRejected>()("NewOrderRejected", ExchangeErrorFields) {}

/**
 * 170212: the cancel request is being processed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelInProgress extends Schema.TaggedError<CancelInProgress>()("CancelInProgress", ExchangeErrorFields) {}

/**
 * 170213; legacy 12213: spot order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderNotFound extends Schema.TaggedError<SpotOrderNotFound>()(
  "SpotOrderNotFound",
  ExchangeErrorFields
) {}

/**
 * 170215: spot buying restricted: the institutional loan LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvSpotBuyRestricted extends Schema.TaggedError<InsLoanLtvSpotBuyRestricted>()(
  "InsLoanLtvSpotBuyRestricted",
  ExchangeErrorFields
) {}

/**
 * 170216: the spot leverage exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotLeverageAboveMax extends Schema.TaggedError<SpotLeverageAboveMax>()(
  "SpotLeverageAboveMax",
  ExchangeErrorFields
) {}

/**
 * 170217: only LIMIT-MAKER orders are supported for this pair.
 *
 * @since 0.1.0
 * @category errors
 */
export class LimitMakerOnly extends Schema.TaggedError<LimitMakerOnly>()("LimitMakerOnly", ExchangeErrorFields) {}

/**
 * 170218: the LIMIT-MAKER order was rejected due to an invalid price.
 *
 * @since 0.1.0
 * @category errors
 */
export class LimitMakerPriceInvalid extends Schema.TaggedError<LimitMakerPriceInvalid>()(
  "LimitMakerPriceInvalid",
  ExchangeErrorFields
) {}

/**
 * 170219: this UID is not available to the feature.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidFeatureUnavailable extends Schema.TaggedError<UidFeatureUnavailable>()(
  "UidFeatureUnavailable",
  ExchangeErrorFields
) {}

/**
 * 170220: spot trading restricted: the institutional loan LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvSpotRestricted extends Schema.TaggedError<InsLoanLtvSpotRestricted>()(
  "InsLoanLtvSpotRestricted",
  ExchangeErrorFields
) {}

/**
 * 170221, 182204: the coin does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class CoinNotFound extends Schema.TaggedError<CoinNotFound>()("CoinNotFound", ExchangeErrorFields) {}

/**
 * 170222: too many requests in this time frame.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotRequestRateExceeded extends Schema.TaggedError<SpotRequestRateExceeded>()(
  "SpotRequestRateExceeded",
  ExchangeErrorFields
) {}

/**
 * 170223: the spot account with institutional lending triggered an alert or liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingAlert extends Schema.TaggedError<InsLendingAlert>()("InsLendingAlert", ExchangeErrorFields) {}

/**
 * 170224: not a user of the Innovation Zone.
 *
 * @since 0.1.0
 * @category errors
 */
export class NotInnovationZoneUser extends Schema.TaggedError<NotInnovationZoneUser>()(
  "NotInnovationZoneUser",
  ExchangeErrorFields
) {}

/**
 * 170226: the spot margin account is being liquidated.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotMarginLiquidating extends Schema.TaggedError<SpotMarginLiquidating>()(
  "SpotMarginLiquidating",
  ExchangeErrorFields
) {}

/**
 * 170227: this feature is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class FeatureNotSupported extends Schema.TaggedError<FeatureNotSupported>()(
  "FeatureNotSupported",
  ExchangeErrorFields
) {}

/**
 * 170228: the buy amount per order exceeds the estimated maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BuyAmountAboveEstimate extends Schema.TaggedError<BuyAmountAboveEstimate>()(
  "BuyAmountAboveEstimate",
  ExchangeErrorFields
) {}

/**
 * 170229: the sell quantity per order exceeds the estimated maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SellQtyAboveEstimate extends Schema.TaggedError<SellQtyAboveEstimate>()(
  "SellQtyAboveEstimate",
  ExchangeErrorFields
) {}

/**
 * 170230: operations restricted after margin trading was deactivated.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginTradingDeactivated extends Schema.TaggedError<MarginTradingDeactivated>()(
  "MarginTradingDeactivated",
  ExchangeErrorFields
) {}

/**
 * 170234: spot system error.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotSystemError extends Schema.TaggedError<SpotSystemError>()("SpotSystemError", ExchangeErrorFields) {}

/**
 * 170241: the trading notice must be read and confirmed first.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingNoticeNotConfirmed extends Schema.TaggedError<TradingNoticeNotConfirmed>()(
  "TradingNoticeNotConfirmed",
  ExchangeErrorFields
) {}

/**
 * 170310: order modification timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderModificationTimeout extends Schema.TaggedError<OrderModificationTimeout>()(
  "OrderModificationTimeout",
  ExchangeErrorFields
) {}

/**
 * 170311: order modification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderModificationFailed extends Schema.TaggedError<OrderModificationFailed>()(
  "OrderModificationFailed",
  ExchangeErrorFields
) {}

/**
 * 170312: the current order does not support modification.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderNotModifiable extends Schema.TaggedError<OrderNotModifiable>()(
  "OrderNotModifiable",
  ExchangeErrorFields
) {}

/**
 * 170341: the requested order quantity exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class RequestQtyAboveMax extends Schema.TaggedError<RequestQtyAboveMax>()(
  "RequestQtyAboveMax",
  ExchangeErrorFields
) {}

/**
 * 170344: the symbol is not supported on margin trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginSymbolNotSupported extends Schema.TaggedError<MarginSymbolNotSupported>()(
  "MarginSymbolNotSupported",
  ExchangeErrorFields
) {}

/**
 * 170348: proceed on bybit-tr.com.
 *
 * @since 0.1.0
 * @category errors
 */
export class BybitTurkeySiteRequired extends Schema.TaggedError<BybitTurkeySiteRequired>()(
  "BybitTurkeySiteRequired",
  ExchangeErrorFields
) {}

/**
 * 170358: the current site does not support ETP.
 *
 * @since 0.1.0
 * @category errors
 */
export class EtpNotSupportedOnSite extends Schema.TaggedError<EtpNotSupportedOnSite>()(
  "EtpNotSupportedOnSite",
  ExchangeErrorFields
) {}

/**
 * 170359: the current site does not support leveraged trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTradingNotSupportedOnSite extends Schema.TaggedError<LeveragedTradingNotSupportedOnSite>()(
  "LeveragedTradingNotSupportedOnSite",
  ExchangeErrorFields
) {}

/**
 * 170709: OTC loan: the trading pair is not whitelisted.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanPairNotWhitelisted extends Schema.TaggedError<OtcLoanPairNotWhitelisted>()(
  "OtcLoanPairNotWhitelisted",
  ExchangeErrorFields
) {}

/**
 * 170810: over the maximum of 500 conditional, TP/SL and active orders.
 *
 * @since 0.1.0
 * @category errors
 */
export class OpenOrderLimitExceeded extends Schema.TaggedError<OpenOrderLimitExceeded>()(
  "OpenOrderLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 176002; legacy 12602: query user account info error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryAccountInfoError extends Schema.TaggedError<QueryAccountInfoError>()(
  "QueryAccountInfoError",
  ExchangeErrorFields
) {}

/**
 * 176003: query user loan history error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryLoanHistoryError extends Schema.TaggedError<QueryLoanHistoryError>()(
  "QueryLoanHistoryError",
  ExchangeErrorFields
) {}

/**
 * 176004, 181009, 182202: the start time must be before the end time.
 *
 * @since 0.1.0
 * @category errors
 */
export class StartTimeNotBeforeEnd extends Schema.TaggedError<StartTimeNotBeforeEnd>()(
  "StartTimeNotBeforeEnd",
  ExchangeErrorFields
) {}

/**
 * 176005, 34022045: borrowing failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowFailed extends Schema.TaggedError<BorrowFailed>()("BorrowFailed", ExchangeErrorFields) {}

/**
 * 176006, 177021, 34022044: repayment failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentFailed extends Schema.TaggedError<RepaymentFailed>()("RepaymentFailed", ExchangeErrorFields) {}

/**
 * 176007: user not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserNotFound extends Schema.TaggedError<UserNotFound>()("UserNotFound", ExchangeErrorFields) {}

/**
 * 176009: cross margin trading not enabled: the activation is not confirmed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginNotConfirmed extends Schema.TaggedError<CrossMarginNotConfirmed>()(
  "CrossMarginNotConfirmed",
  ExchangeErrorFields
) {}

/**
 * 176010: failed to locate the coins to borrow.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowCoinNotFound extends Schema.TaggedError<BorrowCoinNotFound>()(
  "BorrowCoinNotFound",
  ExchangeErrorFields
) {}

/**
 * 176012: pair not available.
 *
 * @since 0.1.0
 * @category errors
 */
export class PairNotAvailable extends Schema.TaggedError<PairNotAvailable>()("PairNotAvailable", ExchangeErrorFields) {}

/**
 * 176013: cross margin trading is not supported for the selected pair.
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginPairNotSupported extends Schema.TaggedError<CrossMarginPairNotSupported>()(
  "CrossMarginPairNotSupported",
  ExchangeErrorFields
) {}

/**
 * 176014: repeated repayment requests.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepeatedRepayment extends Schema.TaggedError<RepeatedRepayment>()(
  "RepeatedRepayment",
  ExchangeErrorFields
) {}

/**
 * 176015: insufficient available balance (spot margin).
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginAvailableBalanceInsufficient extends Schema.TaggedError<MarginAvailableBalanceInsufficient>()(
  "MarginAvailableBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 176016; legacy 12616: no repayment required.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoRepaymentRequired extends Schema.TaggedError<NoRepaymentRequired>()(
  "NoRepaymentRequired",
  ExchangeErrorFields
) {}

/**
 * 176017, 148038, 177010, 3777039: the repayment amount exceeds the liability.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentExceedsLiability extends Schema.TaggedError<RepaymentExceedsLiability>()(
  "RepaymentExceedsLiability",
  ExchangeErrorFields
) {}

/**
 * 176018: settlement in progress (spot margin).
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginSettlementInProgress extends Schema.TaggedError<MarginSettlementInProgress>()(
  "MarginSettlementInProgress",
  ExchangeErrorFields
) {}

/**
 * 176019: liquidation in progress.
 *
 * @since 0.1.0
 * @category errors
 */
export class LiquidationInProgress extends Schema.TaggedError<LiquidationInProgress>()(
  "LiquidationInProgress",
  ExchangeErrorFields
) {}

/**
 * 176020: failed to locate the repayment history.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentHistoryNotFound extends Schema.TaggedError<RepaymentHistoryNotFound>()(
  "RepaymentHistoryNotFound",
  ExchangeErrorFields
) {}

/**
 * 176021: repeated borrowing requests.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepeatedBorrowing extends Schema.TaggedError<RepeatedBorrowing>()(
  "RepeatedBorrowing",
  ExchangeErrorFields
) {}

/**
 * 176022: the coin to borrow is not generally available yet.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowCoinNotAvailable extends Schema.TaggedError<BorrowCoinNotAvailable>()(
  "BorrowCoinNotAvailable",
  ExchangeErrorFields
) {}

/**
 * 176023: the pair to borrow is not generally available yet.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowPairNotAvailable extends Schema.TaggedError<BorrowPairNotAvailable>()(
  "BorrowPairNotAvailable",
  ExchangeErrorFields
) {}

/**
 * 176024: invalid user status.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidUserStatus extends Schema.TaggedError<InvalidUserStatus>()(
  "InvalidUserStatus",
  ExchangeErrorFields
) {}

/**
 * 176025: the borrow amount is below the minimum per transaction.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowBelowMinPerTransaction extends Schema.TaggedError<BorrowBelowMinPerTransaction>()(
  "BorrowBelowMinPerTransaction",
  ExchangeErrorFields
) {}

/**
 * 176026: the borrow amount is above the maximum per transaction.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAboveMaxPerTransaction extends Schema.TaggedError<BorrowAboveMaxPerTransaction>()(
  "BorrowAboveMaxPerTransaction",
  ExchangeErrorFields
) {}

/**
 * 176027: the borrow amount is above the maximum per user.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAboveMaxPerUser extends Schema.TaggedError<BorrowAboveMaxPerUser>()(
  "BorrowAboveMaxPerUser",
  ExchangeErrorFields
) {}

/**
 * 176028: the borrow amount exceeds Bybit's maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAbovePlatformMax extends Schema.TaggedError<BorrowAbovePlatformMax>()(
  "BorrowAbovePlatformMax",
  ExchangeErrorFields
) {}

/**
 * 176029: the borrow amount exceeds the user's estimated maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAboveEstimatedMax extends Schema.TaggedError<BorrowAboveEstimatedMax>()(
  "BorrowAboveEstimatedMax",
  ExchangeErrorFields
) {}

/**
 * 176030: query user loan info error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryLoanInfoError extends Schema.TaggedError<QueryLoanInfoError>()(
  "QueryLoanInfoError",
  ExchangeErrorFields
) {}

/**
 * 176031: the borrow amount has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAmountTooPrecise extends Schema.TaggedError<BorrowAmountTooPrecise>()(
  "BorrowAmountTooPrecise",
  ExchangeErrorFields
) {}

/**
 * 176034: the leverage ratio is out of range.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageRatioOutOfRange extends Schema.TaggedError<LeverageRatioOutOfRange>()(
  "LeverageRatioOutOfRange",
  ExchangeErrorFields
) {}

/**
 * 176035: the leverage switch cannot be closed during liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageSwitchCloseDuringLiquidation extends Schema.TaggedError<LeverageSwitchCloseDuringLiquidation>()(
  "LeverageSwitchCloseDuringLiquidation",
  ExchangeErrorFields
) {}

/**
 * 176036: the leverage switch cannot be adjusted during forced liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageSwitchAdjustDuringLiquidation extends Schema.TaggedError<LeverageSwitchAdjustDuringLiquidation>()(
  "LeverageSwitchAdjustDuringLiquidation",
  ExchangeErrorFields
) {}

/**
 * 176037: margin questionnaire not submitted (the V5 docs: "For non-unified transaction users, the operation failed").
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotMarginQuestionnaireNotSubmitted extends Schema.TaggedError<SpotMarginQuestionnaireNotSubmitted>()(
  "SpotMarginQuestionnaireNotSubmitted",
  ExchangeErrorFields
) {}

/**
 * 176038: spot leverage is closed: the operation is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotLeverageClosed extends Schema.TaggedError<SpotLeverageClosed>()(
  "SpotLeverageClosed",
  ExchangeErrorFields
) {}

/**
 * 176039: borrowing in progress: the operation is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowingInProgress extends Schema.TaggedError<BorrowingInProgress>()(
  "BorrowingInProgress",
  ExchangeErrorFields
) {}

/**
 * 176040: a spot leverage order blocks adjusting the leverage switch.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageSwitchBlockedByOrder extends Schema.TaggedError<LeverageSwitchBlockedByOrder>()(
  "LeverageSwitchBlockedByOrder",
  ExchangeErrorFields
) {}

/**
 * 176132: the repay amount has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepayAmountTooPrecise extends Schema.TaggedError<RepayAmountTooPrecise>()(
  "RepayAmountTooPrecise",
  ExchangeErrorFields
) {}

/**
 * 176133: liquidation may be triggered; adjust the transaction.
 *
 * @since 0.1.0
 * @category errors
 */
export class LiquidationRisk extends Schema.TaggedError<LiquidationRisk>()("LiquidationRisk", ExchangeErrorFields) {}

/**
 * 176134: the account has been (or is being) upgraded to UTA.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountUpgradedToUta extends Schema.TaggedError<AccountUpgradedToUta>()(
  "AccountUpgradedToUta",
  ExchangeErrorFields
) {}

/**
 * 176135: failed to get bond data.
 *
 * @since 0.1.0
 * @category errors
 */
export class BondDataUnavailable extends Schema.TaggedError<BondDataUnavailable>()(
  "BondDataUnavailable",
  ExchangeErrorFields
) {}

/**
 * 176136: failed to get borrow data.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowDataUnavailable extends Schema.TaggedError<BorrowDataUnavailable>()(
  "BorrowDataUnavailable",
  ExchangeErrorFields
) {}

/**
 * 176137: failed to switch the user status.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserStatusSwitchFailed extends Schema.TaggedError<UserStatusSwitchFailed>()(
  "UserStatusSwitchFailed",
  ExchangeErrorFields
) {}

/**
 * 176138: all debts must be repaid before disabling margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class DebtsBlockMarginDisable extends Schema.TaggedError<DebtsBlockMarginDisable>()(
  "DebtsBlockMarginDisable",
  ExchangeErrorFields
) {}

/**
 * 176139: not eligible to enable cross margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginNotEligible extends Schema.TaggedError<CrossMarginNotEligible>()(
  "CrossMarginNotEligible",
  ExchangeErrorFields
) {}

/**
 * 176201: account exception: check whether the UID is bound to an institutional loan.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanAccountException extends Schema.TaggedError<InsLoanAccountException>()(
  "InsLoanAccountException",
  ExchangeErrorFields
) {}

/**
 * 182021: spot margin cannot be enabled in isolated margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotMarginIsolatedModeConflict extends Schema.TaggedError<SpotMarginIsolatedModeConflict>()(
  "SpotMarginIsolatedModeConflict",
  ExchangeErrorFields
) {}

/**
 * 182104: the unified margin account state blocks this action.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedMarginActionBlocked extends Schema.TaggedError<UnifiedMarginActionBlocked>()(
  "UnifiedMarginActionBlocked",
  ExchangeErrorFields
) {}

/**
 * 182105: adjustment failed: the user is upgrading.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentDuringUpgrade extends Schema.TaggedError<AdjustmentDuringUpgrade>()(
  "AdjustmentDuringUpgrade",
  ExchangeErrorFields
) {}

/**
 * 182106: adjustment failed: forced liquidation in progress.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentDuringLiquidation extends Schema.TaggedError<AdjustmentDuringLiquidation>()(
  "AdjustmentDuringLiquidation",
  ExchangeErrorFields
) {}

/**
 * 182107: adjustment failed: the maintenance margin rate is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentMarginRateTooHigh extends Schema.TaggedError<AdjustmentMarginRateTooHigh>()(
  "AdjustmentMarginRateTooHigh",
  ExchangeErrorFields
) {}

/**
 * 131001: asset (openapi) service error.
 *
 * @since 0.1.0
 * @category errors
 */
export class AssetServiceError extends Schema.TaggedError<AssetServiceError>()(
  "AssetServiceError",
  ExchangeErrorFields
) {}

/**
 * 131002: parameter error, or the withdraw address chain or destination tag do not match.
 *
 * @since 0.1.0
 * @category errors
 */
export class AssetParamsError extends Schema.TaggedError<AssetParamsError>()("AssetParamsError", ExchangeErrorFields) {}

/**
 * 131003: asset internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export class AssetInternalError extends Schema.TaggedError<AssetInternalError>()(
  "AssetInternalError",
  ExchangeErrorFields
) {}

/**
 * 131004, 20096: KYC needed.
 *
 * @since 0.1.0
 * @category errors
 */
export class KycRequired extends Schema.TaggedError<KycRequired>()("KycRequired", ExchangeErrorFields) {}

/**
 * 131065: the KYC information is incomplete.
 *
 * @since 0.1.0
 * @category errors
 */
export class KycIncomplete extends Schema.TaggedError<KycIncomplete>()("KycIncomplete", ExchangeErrorFields) {}

/**
 * 131066: this address does not support withdrawals for now.
 *
 * @since 0.1.0
 * @category errors
 */
export class AddressWithdrawalsSuspended extends Schema.TaggedError<AddressWithdrawalsSuspended>()(
  "AddressWithdrawalsSuspended",
  ExchangeErrorFields
) {}

/**
 * 131067: travel rule verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class TravelRuleVerificationFailed extends Schema.TaggedError<TravelRuleVerificationFailed>()(
  "TravelRuleVerificationFailed",
  ExchangeErrorFields
) {}

/**
 * 131068: travel rule information is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class TravelRuleInfoInsufficient extends Schema.TaggedError<TravelRuleInfoInsufficient>()(
  "TravelRuleInfoInsufficient",
  ExchangeErrorFields
) {}

/**
 * 131069: unable to withdraw to the recipient.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientWithdrawalRejected extends Schema.TaggedError<RecipientWithdrawalRejected>()(
  "RecipientWithdrawalRejected",
  ExchangeErrorFields
) {}

/**
 * 131070: the recipient's name does not match the target exchange's records.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientNameMismatch extends Schema.TaggedError<RecipientNameMismatch>()(
  "RecipientNameMismatch",
  ExchangeErrorFields
) {}

/**
 * 131071: the recipient has not undergone KYC verification.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientNotKycVerified extends Schema.TaggedError<RecipientNotKycVerified>()(
  "RecipientNotKycVerified",
  ExchangeErrorFields
) {}

/**
 * 131072: the target exchange does not support the withdrawal currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class TargetExchangeCurrencyUnsupported extends Schema.TaggedError<TargetExchangeCurrencyUnsupported>()(
  "TargetExchangeCurrencyUnsupported",
  ExchangeErrorFields
) {}

/**
 * 131073: the withdrawal address is not known to the target exchange.
 *
 * @since 0.1.0
 * @category errors
 */
export class TargetExchangeAddressUnknown extends Schema.TaggedError<TargetExchangeAddressUnknown>()(
  "TargetExchangeAddressUnknown",
  ExchangeErrorFields
) {}

/**
 * 131074: beneficiary info is required.
 *
 * @since 0.1.0
 * @category errors
 */
export class BeneficiaryInfoRequired extends Schema.TaggedError<BeneficiaryInfoRequired>()(
  "BeneficiaryInfoRequired",
  ExchangeErrorFields
) {}

/**
 * 131075: an internal transfer address cannot be yourself.
 *
 * @since 0.1.0
 * @category errors
 */
export class InternalAddressIsSelf extends Schema.TaggedError<InternalAddressIsSelf>()(
  "InternalAddressIsSelf",
  ExchangeErrorFields
) {}

/**
 * 131076: internal transfer does not support subaccounts.
 *
 * @since 0.1.0
 * @category errors
 */
export class InternalTransferSubaccountUnsupported extends Schema.TaggedError<InternalTransferSubaccountUnsupported>()(
  "InternalTransferSubaccountUnsupported",
  ExchangeErrorFields
) {}

/**
 * 131077: the receiving user does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientNotFound extends Schema.TaggedError<RecipientNotFound>()(
  "RecipientNotFound",
  ExchangeErrorFields
) {}

/**
 * 131078: the receiving user's deposits are banned.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientDepositBanned extends Schema.TaggedError<RecipientDepositBanned>()(
  "RecipientDepositBanned",
  ExchangeErrorFields
) {}

/**
 * 131079: the receiving user needs KYC.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientKycRequired extends Schema.TaggedError<RecipientKycRequired>()(
  "RecipientKycRequired",
  ExchangeErrorFields
) {}

/**
 * 131080: no retries left for the user.
 *
 * @since 0.1.0
 * @category errors
 */
export class RetryLimitReached extends Schema.TaggedError<RetryLimitReached>()(
  "RetryLimitReached",
  ExchangeErrorFields
) {}

/**
 * 131081: do not input a memo/tag.
 *
 * @since 0.1.0
 * @category errors
 */
export class MemoNotAllowed extends Schema.TaggedError<MemoNotAllowed>()("MemoNotAllowed", ExchangeErrorFields) {}

/**
 * 131082: do not repeat the request.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepeatedWithdrawRequest extends Schema.TaggedError<RepeatedWithdrawRequest>()(
  "RepeatedWithdrawRequest",
  ExchangeErrorFields
) {}

/**
 * 131083: withdrawals only allowed to the address book.
 *
 * @since 0.1.0
 * @category errors
 */
export class AddressBookOnly extends Schema.TaggedError<AddressBookOnly>()("AddressBookOnly", ExchangeErrorFields) {}

/**
 * 131084: withdrawal failed because of the UTA upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawBlockedByUtaUpgrade extends Schema.TaggedError<WithdrawBlockedByUtaUpgrade>()(
  "WithdrawBlockedByUtaUpgrade",
  ExchangeErrorFields
) {}

/**
 * 131085: the withdrawal amount is greater than the available balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAboveAvailableBalance extends Schema.TaggedError<WithdrawAboveAvailableBalance>()(
  "WithdrawAboveAvailableBalance",
  ExchangeErrorFields
) {}

/**
 * 131086: the withdrawal amount exceeds the margin-trade risk limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAboveMarginRiskLimit extends Schema.TaggedError<WithdrawAboveMarginRiskLimit>()(
  "WithdrawAboveMarginRiskLimit",
  ExchangeErrorFields
) {}

/**
 * 131087: the spot risk level is too high to withdraw.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotRiskLevelTooHighForWithdraw extends Schema.TaggedError<SpotRiskLevelTooHighForWithdraw>()(
  "SpotRiskLevelTooHighForWithdraw",
  ExchangeErrorFields
) {}

/**
 * 131088: the withdrawal amount exceeds the remaining limit of the identity level.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAboveKycLimit extends Schema.TaggedError<WithdrawAboveKycLimit>()(
  "WithdrawAboveKycLimit",
  ExchangeErrorFields
) {}

/**
 * 131089: withdrawals are prohibited within 24 hours of a sensitive operation.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawLockedAfterSensitiveOperation extends Schema.TaggedError<WithdrawLockedAfterSensitiveOperation>()(
  "WithdrawLockedAfterSensitiveOperation",
  ExchangeErrorFields
) {}

/**
 * 131090: the user's withdrawals are banned.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawBanned extends Schema.TaggedError<WithdrawBanned>()("WithdrawBanned", ExchangeErrorFields) {}

/**
 * 131091: the blocked login status does not allow withdrawals.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawBlockedByLoginStatus extends Schema.TaggedError<WithdrawBlockedByLoginStatus>()(
  "WithdrawBlockedByLoginStatus",
  ExchangeErrorFields
) {}

/**
 * 131092: user status is abnormal.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserStatusAbnormal extends Schema.TaggedError<UserStatusAbnormal>()(
  "UserStatusAbnormal",
  ExchangeErrorFields
) {}

/**
 * 131093: the withdrawal address is not in the whitelist.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAddressNotWhitelisted extends Schema.TaggedError<WithdrawAddressNotWhitelisted>()(
  "WithdrawAddressNotWhitelisted",
  ExchangeErrorFields
) {}

/**
 * 131094: the user id is not in the whitelist.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserIdNotWhitelisted extends Schema.TaggedError<UserIdNotWhitelisted>()(
  "UserIdNotWhitelisted",
  ExchangeErrorFields
) {}

/**
 * 131095: the withdrawal amount exceeds the 24-hour platform limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAbovePlatformDailyLimit extends Schema.TaggedError<WithdrawAbovePlatformDailyLimit>()(
  "WithdrawAbovePlatformDailyLimit",
  ExchangeErrorFields
) {}

/**
 * 131096: the withdrawal amount is outside the lower or upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAmountOutOfRange extends Schema.TaggedError<WithdrawAmountOutOfRange>()(
  "WithdrawAmountOutOfRange",
  ExchangeErrorFields
) {}

/**
 * 131097: withdrawal of this currency has been closed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CurrencyWithdrawalClosed extends Schema.TaggedError<CurrencyWithdrawalClosed>()(
  "CurrencyWithdrawalClosed",
  ExchangeErrorFields
) {}

/**
 * 131098: withdrawal from a new address is currently not available.
 *
 * @since 0.1.0
 * @category errors
 */
export class NewAddressWithdrawUnavailable extends Schema.TaggedError<NewAddressWithdrawUnavailable>()(
  "NewAddressWithdrawUnavailable",
  ExchangeErrorFields
) {}

/**
 * 131099: the withdrawal can only be cancelled in hot-wallet status.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawCancelNotAllowed extends Schema.TaggedError<WithdrawCancelNotAllowed>()(
  "WithdrawCancelNotAllowed",
  ExchangeErrorFields
) {}

/**
 * 131200: transfer service error.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferServiceError extends Schema.TaggedError<TransferServiceError>()(
  "TransferServiceError",
  ExchangeErrorFields
) {}

/**
 * 131201: transfer internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferInternalError extends Schema.TaggedError<TransferInternalError>()(
  "TransferInternalError",
  ExchangeErrorFields
) {}

/**
 * 131202: invalid memberId.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidMemberId extends Schema.TaggedError<InvalidMemberId>()("InvalidMemberId", ExchangeErrorFields) {}

/**
 * 131203: transfer request parameter error.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferParamsError extends Schema.TaggedError<TransferParamsError>()(
  "TransferParamsError",
  ExchangeErrorFields
) {}

/**
 * 131204: account info error.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountInfoError extends Schema.TaggedError<AccountInfoError>()("AccountInfoError", ExchangeErrorFields) {}

/**
 * 131205: query transfer error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryTransferError extends Schema.TaggedError<QueryTransferError>()(
  "QueryTransferError",
  ExchangeErrorFields
) {}

/**
 * 131206: cannot be transferred.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferNotAllowed extends Schema.TaggedError<TransferNotAllowed>()(
  "TransferNotAllowed",
  ExchangeErrorFields
) {}

/**
 * 131207: account does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountNotFound extends Schema.TaggedError<AccountNotFound>()("AccountNotFound", ExchangeErrorFields) {}

/**
 * 131208: transfer forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferForbidden extends Schema.TaggedError<TransferForbidden>()(
  "TransferForbidden",
  ExchangeErrorFields
) {}

/**
 * 131209: get sub-member relation error.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubMemberRelationError extends Schema.TaggedError<SubMemberRelationError>()(
  "SubMemberRelationError",
  ExchangeErrorFields
) {}

/**
 * 131210: amount accuracy error.
 *
 * @since 0.1.0
 * @category errors
 */
export class AmountPrecisionError extends Schema.TaggedError<AmountPrecisionError>()(
  "AmountPrecisionError",
  ExchangeErrorFields
) {}

/**
 * 131211: fromAccountType cannot be the same as toAccountType.
 *
 * @since 0.1.0
 * @category errors
 */
export class SameTransferAccountType extends Schema.TaggedError<SameTransferAccountType>()(
  "SameTransferAccountType",
  ExchangeErrorFields
) {}

/**
 * 131212: insufficient balance (transfer).
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferBalanceInsufficient extends Schema.TaggedError<TransferBalanceInsufficient>()(
  "TransferBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 131213: transfer LTV check error.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferLtvCheckFailed extends Schema.TaggedError<TransferLtvCheckFailed>()(
  "TransferLtvCheckFailed",
  ExchangeErrorFields
) {}

/**
 * 131214: the transfer id exists.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferIdExists extends Schema.TaggedError<TransferIdExists>()("TransferIdExists", ExchangeErrorFields) {}

/**
 * 131215: amount error.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidTransferAmount extends Schema.TaggedError<InvalidTransferAmount>()(
  "InvalidTransferAmount",
  ExchangeErrorFields
) {}

/**
 * 131216: query balance error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryBalanceError extends Schema.TaggedError<QueryBalanceError>()(
  "QueryBalanceError",
  ExchangeErrorFields
) {}

/**
 * 131217: risk check error.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskCheckFailed extends Schema.TaggedError<RiskCheckFailed>()("RiskCheckFailed", ExchangeErrorFields) {}

/**
 * 131226: unable to proceed for security reasons.
 *
 * @since 0.1.0
 * @category errors
 */
export class SecurityCheckBlocked extends Schema.TaggedError<SecurityCheckBlocked>()(
  "SecurityCheckBlocked",
  ExchangeErrorFields
) {}

/**
 * 131227: the subaccount has no universal transfer permission.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountUniversalTransferDenied extends Schema.TaggedError<SubaccountUniversalTransferDenied>()(
  "SubaccountUniversalTransferDenied",
  ExchangeErrorFields
) {}

/**
 * 131228: the balance is not enough: check the transfer safe amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferSafeAmountExceeded extends Schema.TaggedError<TransferSafeAmountExceeded>()(
  "TransferSafeAmountExceeded",
  ExchangeErrorFields
) {}

/**
 * 131229: the currency is not available due to compliance requirements.
 *
 * @since 0.1.0
 * @category errors
 */
export class CurrencyComplianceRestricted extends Schema.TaggedError<CurrencyComplianceRestricted>()(
  "CurrencyComplianceRestricted",
  ExchangeErrorFields
) {}

/**
 * 131230: the system is busy; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferSystemBusy extends Schema.TaggedError<TransferSystemBusy>()(
  "TransferSystemBusy",
  ExchangeErrorFields
) {}

/**
 * 131231: transfers into this account are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferInUnsupported extends Schema.TaggedError<TransferInUnsupported>()(
  "TransferInUnsupported",
  ExchangeErrorFields
) {}

/**
 * 131232: transfers out of this account are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferOutUnsupported extends Schema.TaggedError<TransferOutUnsupported>()(
  "TransferOutUnsupported",
  ExchangeErrorFields
) {}

/**
 * 131233: the coin is not supported for islamic accounts.
 *
 * @since 0.1.0
 * @category errors
 */
export class IslamicAccountCoinUnsupported extends Schema.TaggedError<IslamicAccountCoinUnsupported>()(
  "IslamicAccountCoinUnsupported",
  ExchangeErrorFields
) {}

/**
 * 140001: the PM spot hedging switch cannot be changed outside portfolio margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PmSpotHedgingRequiresPortfolioMargin extends Schema.TaggedError<PmSpotHedgingRequiresPortfolioMargin>()(
  "PmSpotHedgingRequiresPortfolioMargin",
  ExchangeErrorFields
) {}

/**
 * 140002: institutional lending users do not support PM spot hedging (deprecated).
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingPmSpotHedgingUnsupported extends Schema.TaggedError<InsLendingPmSpotHedgingUnsupported>()(
  "InsLendingPmSpotHedgingUnsupported",
  ExchangeErrorFields
) {}

/**
 * 140003: positions are being liquidated; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionsBeingLiquidated extends Schema.TaggedError<PositionsBeingLiquidated>()(
  "PositionsBeingLiquidated",
  ExchangeErrorFields
) {}

/**
 * 140005: the risk level after switching modes exceeds the threshold.
 *
 * @since 0.1.0
 * @category errors
 */
export class SwitchRiskLevelTooHigh extends Schema.TaggedError<SwitchRiskLevelTooHigh>()(
  "SwitchRiskLevelTooHigh",
  ExchangeErrorFields
) {}

/**
 * 141004: the sub member is not normal.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubMemberAbnormal extends Schema.TaggedError<SubMemberAbnormal>()(
  "SubMemberAbnormal",
  ExchangeErrorFields
) {}

/**
 * 141019: adding or updating the IP whitelist must be done in API management.
 *
 * @since 0.1.0
 * @category errors
 */
export class IpWhitelistChangeRequiresWeb extends Schema.TaggedError<IpWhitelistChangeRequiresWeb>()(
  "IpWhitelistChangeRequiresWeb",
  ExchangeErrorFields
) {}

/**
 * 141020: changing sensitive read/write permissions must be done in API management.
 *
 * @since 0.1.0
 * @category errors
 */
export class SensitivePermissionChangeRequiresWeb extends Schema.TaggedError<SensitivePermissionChangeRequiresWeb>()(
  "SensitivePermissionChangeRequiresWeb",
  ExchangeErrorFields
) {}

/**
 * 141025: the subaccount has assets and cannot be deleted.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountHasAssets extends Schema.TaggedError<SubaccountHasAssets>()(
  "SubaccountHasAssets",
  ExchangeErrorFields
) {}

/**
 * 141027: a sub account cannot accept the agreement.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountAgreementForbidden extends Schema.TaggedError<SubaccountAgreementForbidden>()(
  "SubaccountAgreementForbidden",
  ExchangeErrorFields
) {}

/**
 * 181000: category is null.
 *
 * @since 0.1.0
 * @category errors
 */
export class CategoryRequired extends Schema.TaggedError<CategoryRequired>()("CategoryRequired", ExchangeErrorFields) {}

/**
 * 181001: category only supports linear, option or spot.
 *
 * @since 0.1.0
 * @category errors
 */
export class CategoryUnsupported extends Schema.TaggedError<CategoryUnsupported>()(
  "CategoryUnsupported",
  ExchangeErrorFields
) {}

/**
 * 181002: symbol is null.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolRequired extends Schema.TaggedError<SymbolRequired>()("SymbolRequired", ExchangeErrorFields) {}

/**
 * 181003: side is null.
 *
 * @since 0.1.0
 * @category errors
 */
export class SideRequired extends Schema.TaggedError<SideRequired>()("SideRequired", ExchangeErrorFields) {}

/**
 * 181005: orderStatus is wrong.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidOrderStatus extends Schema.TaggedError<InvalidOrderStatus>()(
  "InvalidOrderStatus",
  ExchangeErrorFields
) {}

/**
 * 181006: startTime is not a number.
 *
 * @since 0.1.0
 * @category errors
 */
export class StartTimeNotNumber extends Schema.TaggedError<StartTimeNotNumber>()(
  "StartTimeNotNumber",
  ExchangeErrorFields
) {}

/**
 * 181007: endTime is not a number.
 *
 * @since 0.1.0
 * @category errors
 */
export class EndTimeNotNumber extends Schema.TaggedError<EndTimeNotNumber>()("EndTimeNotNumber", ExchangeErrorFields) {}

/**
 * 181008, 182201, 3500405, 3500407: startTime and endTime must be given together.
 *
 * @since 0.1.0
 * @category errors
 */
export class TimeRangeIncomplete extends Schema.TaggedError<TimeRangeIncomplete>()(
  "TimeRangeIncomplete",
  ExchangeErrorFields
) {}

/**
 * 181010: the time range between startTime and endTime is too long.
 *
 * @since 0.1.0
 * @category errors
 */
export class TimeRangeTooLong extends Schema.TaggedError<TimeRangeTooLong>()("TimeRangeTooLong", ExchangeErrorFields) {}

/**
 * 181011: limit is not a number.
 *
 * @since 0.1.0
 * @category errors
 */
export class LimitNotNumber extends Schema.TaggedError<LimitNotNumber>()("LimitNotNumber", ExchangeErrorFields) {}

/**
 * 181012: symbol does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolNotFound extends Schema.TaggedError<SymbolNotFound>()("SymbolNotFound", ExchangeErrorFields) {}

/**
 * 181013: only settleCoin usdc is supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcSettleCoinOnly extends Schema.TaggedError<UsdcSettleCoinOnly>()(
  "UsdcSettleCoinOnly",
  ExchangeErrorFields
) {}

/**
 * 181014: classic accounts are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class ClassicAccountUnsupported extends Schema.TaggedError<ClassicAccountUnsupported>()(
  "ClassicAccountUnsupported",
  ExchangeErrorFields
) {}

/**
 * 181018: invalid expDate.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidExpDate extends Schema.TaggedError<InvalidExpDate>()("InvalidExpDate", ExchangeErrorFields) {}

/**
 * 181019: expDate cannot be earlier than 2 years.
 *
 * @since 0.1.0
 * @category errors
 */
export class ExpDateTooOld extends Schema.TaggedError<ExpDateTooOld>()("ExpDateTooOld", ExchangeErrorFields) {}

/**
 * 182000: the symbol's quote price is null.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuotePriceMissing extends Schema.TaggedError<QuotePriceMissing>()(
  "QuotePriceMissing",
  ExchangeErrorFields
) {}

/**
 * 182203, 177003: invalid characters in a parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidCharacters extends Schema.TaggedError<InvalidCharacters>()(
  "InvalidCharacters",
  ExchangeErrorFields
) {}

/**
 * 182205: user level does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserLevelNotFound extends Schema.TaggedError<UserLevelNotFound>()(
  "UserLevelNotFound",
  ExchangeErrorFields
) {}

/**
 * 700000: convert parameter error (accountType/quoteTxId missing).
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertParamsError extends Schema.TaggedError<ConvertParamsError>()(
  "ConvertParamsError",
  ExchangeErrorFields
) {}

/**
 * 700001: convert: no dealer can quote; prediction: the market was not found or is closed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertNoDealerOrPredictionMarketClosed extends Schema.TaggedError<ConvertNoDealerOrPredictionMarketClosed>()(
  "ConvertNoDealerOrPredictionMarketClosed",
  ExchangeErrorFields
) {}

/**
 * 700002: convert: quote type not supported; prediction: insufficient liquidity for a FOK order.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient extends Schema.TaggedError<ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient>()(
  "ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient",
  ExchangeErrorFields
) {}

/**
 * 700003: prediction engine unavailable.
 *
 * @since 0.1.0
 * @category errors
 */
export class PredictionEngineUnavailable extends Schema.TaggedError<PredictionEngineUnavailable>()(
  "PredictionEngineUnavailable",
  ExchangeErrorFields
) {}

/**
 * 700004: convert order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertOrderNotFound extends Schema.TaggedError<ConvertOrderNotFound>()(
  "ConvertOrderNotFound",
  ExchangeErrorFields
) {}

/**
 * 700005: the available balance is insufficient or the wallet does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertBalanceInsufficient extends Schema.TaggedError<ConvertBalanceInsufficient>()(
  "ConvertBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 700006: convert amount below the lower limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertAmountTooLow extends Schema.TaggedError<ConvertAmountTooLow>()(
  "ConvertAmountTooLow",
  ExchangeErrorFields
) {}

/**
 * 700007: convert amount above the large-amount limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertAmountTooLarge extends Schema.TaggedError<ConvertAmountTooLarge>()(
  "ConvertAmountTooLarge",
  ExchangeErrorFields
) {}

/**
 * 700008: quote failed: the price timed out.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertQuoteExpired extends Schema.TaggedError<ConvertQuoteExpired>()(
  "ConvertQuoteExpired",
  ExchangeErrorFields
) {}

/**
 * 700009: quoteTxId has already been used.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteTxIdUsed extends Schema.TaggedError<QuoteTxIdUsed>()("QuoteTxIdUsed", ExchangeErrorFields) {}

/**
 * 700010: convert: loan users cannot convert; prediction: insufficient USDC balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertLoanUserOrUsdcBalanceInsufficient extends Schema.TaggedError<ConvertLoanUserOrUsdcBalanceInsufficient>()(
  "ConvertLoanUserOrUsdcBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 700011: convert: illegal operation; prediction: insufficient token position.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertIllegalOperationOrTokenPositionInsufficient extends Schema.TaggedError<ConvertIllegalOperationOrTokenPositionInsufficient>()(
  "ConvertIllegalOperationOrTokenPositionInsufficient",
  ExchangeErrorFields
) {}

/**
 * 700012: convert unavailable during the UTA upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertBlockedByUtaUpgrade extends Schema.TaggedError<ConvertBlockedByUtaUpgrade>()(
  "ConvertBlockedByUtaUpgrade",
  ExchangeErrorFields
) {}

/**
 * 700013: the coin does not support convert.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertCoinUnsupported extends Schema.TaggedError<ConvertCoinUnsupported>()(
  "ConvertCoinUnsupported",
  ExchangeErrorFields
) {}

/**
 * 700016: the rate is below the current rate.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertRateBelowCurrent extends Schema.TaggedError<ConvertRateBelowCurrent>()(
  "ConvertRateBelowCurrent",
  ExchangeErrorFields
) {}

/**
 * 700021: an exchange order is being processed; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertOrderProcessing extends Schema.TaggedError<ConvertOrderProcessing>()(
  "ConvertOrderProcessing",
  ExchangeErrorFields
) {}

/**
 * 700022: this operation is not currently supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertOperationUnsupported extends Schema.TaggedError<ConvertOperationUnsupported>()(
  "ConvertOperationUnsupported",
  ExchangeErrorFields
) {}

/**
 * 400000: fiat convert: invalid request.
 *
 * @since 0.1.0
 * @category errors
 */
export class FiatInvalidRequest extends Schema.TaggedError<FiatInvalidRequest>()(
  "FiatInvalidRequest",
  ExchangeErrorFields
) {}

/**
 * 400001: fiat convert: broker not found; reward: invalid parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export class BrokerNotFoundOrInvalidRewardParameter extends Schema.TaggedError<BrokerNotFoundOrInvalidRewardParameter>()(
  "BrokerNotFoundOrInvalidRewardParameter",
  ExchangeErrorFields
) {}

/**
 * 400002: broker invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class BrokerInvalid extends Schema.TaggedError<BrokerInvalid>()("BrokerInvalid", ExchangeErrorFields) {}

/**
 * 400003: broker quotation invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class BrokerQuotationInvalid extends Schema.TaggedError<BrokerQuotationInvalid>()(
  "BrokerQuotationInvalid",
  ExchangeErrorFields
) {}

/**
 * 400004: the sub-account does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountNotFound extends Schema.TaggedError<SubaccountNotFound>()(
  "SubaccountNotFound",
  ExchangeErrorFields
) {}

/**
 * 400005: the request amount is outside the quota limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class FiatQuotaExceeded extends Schema.TaggedError<FiatQuotaExceeded>()(
  "FiatQuotaExceeded",
  ExchangeErrorFields
) {}

/**
 * 400006: the funding account has insufficient funds.
 *
 * @since 0.1.0
 * @category errors
 */
export class FundingBalanceInsufficient extends Schema.TaggedError<FundingBalanceInsufficient>()(
  "FundingBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 400007: the sub-account's funding account has insufficient funds.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountFundingBalanceInsufficient extends Schema.TaggedError<SubaccountFundingBalanceInsufficient>()(
  "SubaccountFundingBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 500000: fiat convert: Bybit internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export class FiatInternalError extends Schema.TaggedError<FiatInternalError>()(
  "FiatInternalError",
  ExchangeErrorFields
) {}

/**
 * 790000: convert system error; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertSystemError extends Schema.TaggedError<ConvertSystemError>()(
  "ConvertSystemError",
  ExchangeErrorFields
) {}

/**
 * 790001: convert sign verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertSignVerificationFailed extends Schema.TaggedError<ConvertSignVerificationFailed>()(
  "ConvertSignVerificationFailed",
  ExchangeErrorFields
) {}

/**
 * 148001: this currency is not supported for flexible savings.
 *
 * @since 0.1.0
 * @category errors
 */
export class FlexibleSavingsCurrencyUnsupported extends Schema.TaggedError<FlexibleSavingsCurrencyUnsupported>()(
  "FlexibleSavingsCurrencyUnsupported",
  ExchangeErrorFields
) {}

/**
 * 148002: the amount is below the minimum borrowable amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowBelowMinimum extends Schema.TaggedError<BorrowBelowMinimum>()(
  "BorrowBelowMinimum",
  ExchangeErrorFields
) {}

/**
 * 148003, 148042: exceeds the allowed decimal precision for this currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class CurrencyPrecisionExceeded extends Schema.TaggedError<CurrencyPrecisionExceeded>()(
  "CurrencyPrecisionExceeded",
  ExchangeErrorFields
) {}

/**
 * 148004, 177017: this currency cannot be used as collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export class CurrencyNotCollateral extends Schema.TaggedError<CurrencyNotCollateral>()(
  "CurrencyNotCollateral",
  ExchangeErrorFields
) {}

/**
 * 148005: exceeds the allowed decimal precision for this collateral currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralPrecisionExceeded extends Schema.TaggedError<CollateralPrecisionExceeded>()(
  "CollateralPrecisionExceeded",
  ExchangeErrorFields
) {}

/**
 * 148007: borrow amount cannot be negative.
 *
 * @since 0.1.0
 * @category errors
 */
export class NegativeBorrowAmount extends Schema.TaggedError<NegativeBorrowAmount>()(
  "NegativeBorrowAmount",
  ExchangeErrorFields
) {}

/**
 * 148008: collateral amount cannot be negative.
 *
 * @since 0.1.0
 * @category errors
 */
export class NegativeCollateralAmount extends Schema.TaggedError<NegativeCollateralAmount>()(
  "NegativeCollateralAmount",
  ExchangeErrorFields
) {}

/**
 * 148009: the LTV exceeds the risk threshold.
 *
 * @since 0.1.0
 * @category errors
 */
export class LtvAboveRiskThreshold extends Schema.TaggedError<LtvAboveRiskThreshold>()(
  "LtvAboveRiskThreshold",
  ExchangeErrorFields
) {}

/**
 * 148010: insufficient available quota.
 *
 * @since 0.1.0
 * @category errors
 */
export class AvailableQuotaInsufficient extends Schema.TaggedError<AvailableQuotaInsufficient>()(
  "AvailableQuotaInsufficient",
  ExchangeErrorFields
) {}

/**
 * 148011: insufficient balance in the funding pool.
 *
 * @since 0.1.0
 * @category errors
 */
export class FundingPoolInsufficient extends Schema.TaggedError<FundingPoolInsufficient>()(
  "FundingPoolInsufficient",
  ExchangeErrorFields
) {}

/**
 * 148012: insufficient collateral amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralInsufficient extends Schema.TaggedError<CollateralInsufficient>()(
  "CollateralInsufficient",
  ExchangeErrorFields
) {}

/**
 * 148013: non-borrowing users cannot adjust collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export class NonBorrowerCollateralAdjustment extends Schema.TaggedError<NonBorrowerCollateralAdjustment>()(
  "NonBorrowerCollateralAdjustment",
  ExchangeErrorFields
) {}

/**
 * 148014: this currency is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanCurrencyUnsupported extends Schema.TaggedError<LoanCurrencyUnsupported>()(
  "LoanCurrencyUnsupported",
  ExchangeErrorFields
) {}

/**
 * 148015: the loan term exceeds the allowed range.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanTermOutOfRange extends Schema.TaggedError<LoanTermOutOfRange>()(
  "LoanTermOutOfRange",
  ExchangeErrorFields
) {}

/**
 * 148016: the specified lending rate is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class LendingRateUnsupported extends Schema.TaggedError<LendingRateUnsupported>()(
  "LendingRateUnsupported",
  ExchangeErrorFields
) {}

/**
 * 148017: the interest rate exceeds the allowed decimal precision.
 *
 * @since 0.1.0
 * @category errors
 */
export class InterestRatePrecisionExceeded extends Schema.TaggedError<InterestRatePrecisionExceeded>()(
  "InterestRatePrecisionExceeded",
  ExchangeErrorFields
) {}

/**
 * 148018: exceeded the maximum number of open orders.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanOpenOrderLimitExceeded extends Schema.TaggedError<LoanOpenOrderLimitExceeded>()(
  "LoanOpenOrderLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 148019: the system is busy; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanSystemBusy extends Schema.TaggedError<LoanSystemBusy>()("LoanSystemBusy", ExchangeErrorFields) {}

/**
 * 148020: insufficient platform lending quota.
 *
 * @since 0.1.0
 * @category errors
 */
export class PlatformLendingQuotaInsufficient extends Schema.TaggedError<PlatformLendingQuotaInsufficient>()(
  "PlatformLendingQuotaInsufficient",
  ExchangeErrorFields
) {}

/**
 * 148021: operation conflict detected; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class OperationConflict extends Schema.TaggedError<OperationConflict>()(
  "OperationConflict",
  ExchangeErrorFields
) {}

/**
 * 148022: insufficient assets for lending.
 *
 * @since 0.1.0
 * @category errors
 */
export class LendingAssetsInsufficient extends Schema.TaggedError<LendingAssetsInsufficient>()(
  "LendingAssetsInsufficient",
  ExchangeErrorFields
) {}

/**
 * 148023: loan order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanOrderNotFound extends Schema.TaggedError<LoanOrderNotFound>()(
  "LoanOrderNotFound",
  ExchangeErrorFields
) {}

/**
 * 148024: loan cancellation failed: the order may be completed or cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanCancellationFailed extends Schema.TaggedError<LoanCancellationFailed>()(
  "LoanCancellationFailed",
  ExchangeErrorFields
) {}

/**
 * 148025: lending order cancellation failed: the order may be completed or cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class LendingCancellationFailed extends Schema.TaggedError<LendingCancellationFailed>()(
  "LendingCancellationFailed",
  ExchangeErrorFields
) {}

/**
 * 148026: failed to create the repayment; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentCreationFailed extends Schema.TaggedError<RepaymentCreationFailed>()(
  "RepaymentCreationFailed",
  ExchangeErrorFields
) {}

/**
 * 148027: no active loan for this account.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoActiveLoan extends Schema.TaggedError<NoActiveLoan>()("NoActiveLoan", ExchangeErrorFields) {}

/**
 * 148028: the repayment amount exceeds the supported precision.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentPrecisionExceeded extends Schema.TaggedError<RepaymentPrecisionExceeded>()(
  "RepaymentPrecisionExceeded",
  ExchangeErrorFields
) {}

/**
 * 148029: insufficient balance in the repayment account.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentAccountBalanceInsufficient extends Schema.TaggedError<RepaymentAccountBalanceInsufficient>()(
  "RepaymentAccountBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 148030: deposit order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class DepositOrderNotFound extends Schema.TaggedError<DepositOrderNotFound>()(
  "DepositOrderNotFound",
  ExchangeErrorFields
) {}

/**
 * 148031: operation not allowed during liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OperationDuringLiquidation extends Schema.TaggedError<OperationDuringLiquidation>()(
  "OperationDuringLiquidation",
  ExchangeErrorFields
) {}

/**
 * 148032: no outstanding debt: repayment is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoOutstandingDebt extends Schema.TaggedError<NoOutstandingDebt>()(
  "NoOutstandingDebt",
  ExchangeErrorFields
) {}

/**
 * 148033: this loan order cannot be repaid.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanNotRepayable extends Schema.TaggedError<LoanNotRepayable>()("LoanNotRepayable", ExchangeErrorFields) {}

/**
 * 148034, 148035: please wait and try again later.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanRetryLater extends Schema.TaggedError<LoanRetryLater>()("LoanRetryLater", ExchangeErrorFields) {}

/**
 * 148036: failed to adjust the collateral amount; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralAdjustmentFailed extends Schema.TaggedError<CollateralAdjustmentFailed>()(
  "CollateralAdjustmentFailed",
  ExchangeErrorFields
) {}

/**
 * 148037: insufficient assets, or the adjustment exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralAdjustmentAboveMax extends Schema.TaggedError<CollateralAdjustmentAboveMax>()(
  "CollateralAdjustmentAboveMax",
  ExchangeErrorFields
) {}

/**
 * 148039: duplicate collateral assets.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateCollateralAssets extends Schema.TaggedError<DuplicateCollateralAssets>()(
  "DuplicateCollateralAssets",
  ExchangeErrorFields
) {}

/**
 * 148040: pledge token error.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidPledgeToken extends Schema.TaggedError<InvalidPledgeToken>()(
  "InvalidPledgeToken",
  ExchangeErrorFields
) {}

/**
 * 148041: a repay order already exists.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepayOrderExists extends Schema.TaggedError<RepayOrderExists>()("RepayOrderExists", ExchangeErrorFields) {}

/**
 * 148047: the requested collateral amount exceeds the maximum allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralRequestAboveMax extends Schema.TaggedError<CollateralRequestAboveMax>()(
  "CollateralRequestAboveMax",
  ExchangeErrorFields
) {}

/**
 * 177002: server busy; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanServerBusy extends Schema.TaggedError<LoanServerBusy>()("LoanServerBusy", ExchangeErrorFields) {}

/**
 * 177004: precision over the maximum defined for this asset.
 *
 * @since 0.1.0
 * @category errors
 */
export class AssetPrecisionExceeded extends Schema.TaggedError<AssetPrecisionExceeded>()(
  "AssetPrecisionExceeded",
  ExchangeErrorFields
) {}

/**
 * 177005: crypto loan order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class CryptoLoanOrderNotFound extends Schema.TaggedError<CryptoLoanOrderNotFound>()(
  "CryptoLoanOrderNotFound",
  ExchangeErrorFields
) {}

/**
 * 177006: the asset is not available.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanAssetUnsupported extends Schema.TaggedError<LoanAssetUnsupported>()(
  "LoanAssetUnsupported",
  ExchangeErrorFields
) {}

/**
 * 177007: the borrow amount exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAboveMax extends Schema.TaggedError<BorrowAboveMax>()("BorrowAboveMax", ExchangeErrorFields) {}

/**
 * 177008: borrowing is banned for this asset.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowBanned extends Schema.TaggedError<BorrowBanned>()("BorrowBanned", ExchangeErrorFields) {}

/**
 * 177009: the borrow amount is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowBelowMin extends Schema.TaggedError<BorrowBelowMin>()("BorrowBelowMin", ExchangeErrorFields) {}

/**
 * 177011: balance is not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanBalanceInsufficient extends Schema.TaggedError<LoanBalanceInsufficient>()(
  "LoanBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 177012: the system does not have enough of the asset now.
 *
 * @since 0.1.0
 * @category errors
 */
export class SystemAssetInsufficient extends Schema.TaggedError<SystemAssetInsufficient>()(
  "SystemAssetInsufficient",
  ExchangeErrorFields
) {}

/**
 * 177013: the adjustment exceeds the minimum collateral amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentBelowMinCollateral extends Schema.TaggedError<AdjustmentBelowMinCollateral>()(
  "AdjustmentBelowMinCollateral",
  ExchangeErrorFields
) {}

/**
 * 177014: individual loan quota reached.
 *
 * @since 0.1.0
 * @category errors
 */
export class IndividualLoanQuotaReached extends Schema.TaggedError<IndividualLoanQuotaReached>()(
  "IndividualLoanQuotaReached",
  ExchangeErrorFields
) {}

/**
 * 177015: the collateral amount has reached the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralLimitReached extends Schema.TaggedError<CollateralLimitReached>()(
  "CollateralLimitReached",
  ExchangeErrorFields
) {}

/**
 * 177016: minimum collateral amount is not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class MinCollateralNotMet extends Schema.TaggedError<MinCollateralNotMet>()(
  "MinCollateralNotMet",
  ExchangeErrorFields
) {}

/**
 * 177018: duplicate request (crypto loan).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateLoanRequest extends Schema.TaggedError<DuplicateLoanRequest>()(
  "DuplicateLoanRequest",
  ExchangeErrorFields
) {}

/**
 * 177019: the input parameter is invalid (crypto loan).
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanParamsError extends Schema.TaggedError<LoanParamsError>()("LoanParamsError", ExchangeErrorFields) {}

/**
 * 177020: the account does not support the asset.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountAssetUnsupported extends Schema.TaggedError<AccountAssetUnsupported>()(
  "AccountAssetUnsupported",
  ExchangeErrorFields
) {}

/**
 * 3777002: the UID cannot be bound repeatedly.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidAlreadyBound extends Schema.TaggedError<UidAlreadyBound>()("UidAlreadyBound", ExchangeErrorFields) {}

/**
 * 3777003: the UID cannot be unbound: it is not bound.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidNotBound extends Schema.TaggedError<UidNotBound>()("UidNotBound", ExchangeErrorFields) {}

/**
 * 3777004: the main UID of the risk unit cannot be unbound.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskUnitMainUidUnbind extends Schema.TaggedError<RiskUnitMainUidUnbind>()(
  "RiskUnitMainUidUnbind",
  ExchangeErrorFields
) {}

/**
 * 3777005: unsettled lending or borrowing orders; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnsettledLoanOrders extends Schema.TaggedError<UnsettledLoanOrders>()(
  "UnsettledLoanOrders",
  ExchangeErrorFields
) {}

/**
 * 3777006: the UID cannot be bound; try a different UID.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidBindRejected extends Schema.TaggedError<UidBindRejected>()("UidBindRejected", ExchangeErrorFields) {}

/**
 * 3777007: the UID cannot be bound; upgrade to UTA Pro.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidBindRequiresUtaPro extends Schema.TaggedError<UidBindRequiresUtaPro>()(
  "UidBindRequiresUtaPro",
  ExchangeErrorFields
) {}

/**
 * 3777012: the request is being processed; wait and retry.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanRequestProcessing extends Schema.TaggedError<InsLoanRequestProcessing>()(
  "InsLoanRequestProcessing",
  ExchangeErrorFields
) {}

/**
 * 3777027: the UID cannot be bound: closing leveraged trading failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidBindLeverageCloseFailed extends Schema.TaggedError<UidBindLeverageCloseFailed>()(
  "UidBindLeverageCloseFailed",
  ExchangeErrorFields
) {}

/**
 * 3777029: pre-market trading orders block the operation.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketOrdersBlockBinding extends Schema.TaggedError<PreMarketOrdersBlockBinding>()(
  "PreMarketOrdersBlockBinding",
  ExchangeErrorFields
) {}

/**
 * 3777030: an account with copyPro activated cannot bind the UID.
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyProBlocksBinding extends Schema.TaggedError<CopyProBlocksBinding>()(
  "CopyProBlocksBinding",
  ExchangeErrorFields
) {}

/**
 * 3777040: insufficient balance (institutional loan).
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanBalanceInsufficient extends Schema.TaggedError<InsLoanBalanceInsufficient>()(
  "InsLoanBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 3777042: the uid is invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidUid extends Schema.TaggedError<InvalidUid>()("InvalidUid", ExchangeErrorFields) {}

/**
 * 3777043: a repayment order is being processed.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentProcessing extends Schema.TaggedError<RepaymentProcessing>()(
  "RepaymentProcessing",
  ExchangeErrorFields
) {}

/**
 * 3500402: parameter verification failed for 'limit'.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidLimitParameter extends Schema.TaggedError<InvalidLimitParameter>()(
  "InvalidLimitParameter",
  ExchangeErrorFields
) {}

/**
 * 3500403: only available to the exchange broker main account.
 *
 * @since 0.1.0
 * @category errors
 */
export class BrokerMainAccountOnly extends Schema.TaggedError<BrokerMainAccountOnly>()(
  "BrokerMainAccountOnly",
  ExchangeErrorFields
) {}

/**
 * 3500406: out of the query time range.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryTimeOutOfRange extends Schema.TaggedError<QueryTimeOutOfRange>()(
  "QueryTimeOutOfRange",
  ExchangeErrorFields
) {}

/**
 * 3500415: sub-accounts are not permitted to perform this action.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountForbidden extends Schema.TaggedError<SubaccountForbidden>()(
  "SubaccountForbidden",
  ExchangeErrorFields
) {}

/**
 * 400101: the voucher was recycled.
 *
 * @since 0.1.0
 * @category errors
 */
export class VoucherRecycled extends Schema.TaggedError<VoucherRecycled>()("VoucherRecycled", ExchangeErrorFields) {}

/**
 * 400102: the voucher has passed its redemption date.
 *
 * @since 0.1.0
 * @category errors
 */
export class VoucherExpired extends Schema.TaggedError<VoucherExpired>()("VoucherExpired", ExchangeErrorFields) {}

/**
 * 400103: the voucher is not available for redemption.
 *
 * @since 0.1.0
 * @category errors
 */
export class VoucherNotRedeemable extends Schema.TaggedError<VoucherNotRedeemable>()(
  "VoucherNotRedeemable",
  ExchangeErrorFields
) {}

/**
 * 400105: budget exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class RewardBudgetExceeded extends Schema.TaggedError<RewardBudgetExceeded>()(
  "RewardBudgetExceeded",
  ExchangeErrorFields
) {}

/**
 * 403001: account rejected: check the accountId.
 *
 * @since 0.1.0
 * @category errors
 */
export class RewardAccountRejected extends Schema.TaggedError<RewardAccountRejected>()(
  "RewardAccountRejected",
  ExchangeErrorFields
) {}

/**
 * 404001: resource not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class ResourceNotFound extends Schema.TaggedError<ResourceNotFound>()("ResourceNotFound", ExchangeErrorFields) {}

/**
 * 404011: insufficient inventory.
 *
 * @since 0.1.0
 * @category errors
 */
export class InventoryInsufficient extends Schema.TaggedError<InventoryInsufficient>()(
  "InventoryInsufficient",
  ExchangeErrorFields
) {}

/**
 * 409011: VIP level limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class VipLevelLimit extends Schema.TaggedError<VipLevelLimit>()("VipLevelLimit", ExchangeErrorFields) {}

/**
 * 500001: reward: internal server error.
 *
 * @since 0.1.0
 * @category errors
 */
export class RewardInternalError extends Schema.TaggedError<RewardInternalError>()(
  "RewardInternalError",
  ExchangeErrorFields
) {}

/**
 * 180000: prediction: internal server error.
 *
 * @since 0.1.0
 * @category errors
 */
export class PredictionInternalError extends Schema.TaggedError<PredictionInternalError>()(
  "PredictionInternalError",
  ExchangeErrorFields
) {}

/**
 * 180001: invalid (request) parameter (earn, prediction).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnParamsError extends Schema.TaggedError<EarnParamsError>()("EarnParamsError", ExchangeErrorFields) {}

/**
 * 180002: invalid coin (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnInvalidCoin extends Schema.TaggedError<EarnInvalidCoin>()("EarnInvalidCoin", ExchangeErrorFields) {}

/**
 * 180003: user banned (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnUserBanned extends Schema.TaggedError<EarnUserBanned>()("EarnUserBanned", ExchangeErrorFields) {}

/**
 * 180004: only Bybit global site users can access.
 *
 * @since 0.1.0
 * @category errors
 */
export class SiteNotAllowed extends Schema.TaggedError<SiteNotAllowed>()("SiteNotAllowed", ExchangeErrorFields) {}

/**
 * 180005: compliance wallet not reached.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComplianceWalletNotReached extends Schema.TaggedError<ComplianceWalletNotReached>()(
  "ComplianceWalletNotReached",
  ExchangeErrorFields
) {}

/**
 * 180006: validation failed (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnValidationFailed extends Schema.TaggedError<EarnValidationFailed>()(
  "EarnValidationFailed",
  ExchangeErrorFields
) {}

/**
 * 180007: product not available.
 *
 * @since 0.1.0
 * @category errors
 */
export class ProductNotAvailable extends Schema.TaggedError<ProductNotAvailable>()(
  "ProductNotAvailable",
  ExchangeErrorFields
) {}

/**
 * 180008: invalid product.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidProduct extends Schema.TaggedError<InvalidProduct>()("InvalidProduct", ExchangeErrorFields) {}

/**
 * 180009: product is forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class ProductForbidden extends Schema.TaggedError<ProductForbidden>()("ProductForbidden", ExchangeErrorFields) {}

/**
 * 180010: user not allowed (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnUserNotAllowed extends Schema.TaggedError<EarnUserNotAllowed>()(
  "EarnUserNotAllowed",
  ExchangeErrorFields
) {}

/**
 * 180011: user not VIP.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserNotVip extends Schema.TaggedError<UserNotVip>()("UserNotVip", ExchangeErrorFields) {}

/**
 * 180012: purchase share is invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidPurchaseShare extends Schema.TaggedError<InvalidPurchaseShare>()(
  "InvalidPurchaseShare",
  ExchangeErrorFields
) {}

/**
 * 180013: stake over the maximum share.
 *
 * @since 0.1.0
 * @category errors
 */
export class StakeAboveMaxShare extends Schema.TaggedError<StakeAboveMaxShare>()(
  "StakeAboveMaxShare",
  ExchangeErrorFields
) {}

/**
 * 180014: redeem share invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidRedeemShare extends Schema.TaggedError<InvalidRedeemShare>()(
  "InvalidRedeemShare",
  ExchangeErrorFields
) {}

/**
 * 180015: products share not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class ProductShareInsufficient extends Schema.TaggedError<ProductShareInsufficient>()(
  "ProductShareInsufficient",
  ExchangeErrorFields
) {}

/**
 * 180016: balance not enough (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnBalanceInsufficient extends Schema.TaggedError<EarnBalanceInsufficient>()(
  "EarnBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 180017: invalid risk user.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidRiskUser extends Schema.TaggedError<InvalidRiskUser>()("InvalidRiskUser", ExchangeErrorFields) {}

/**
 * 180018: internal error (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnInternalError extends Schema.TaggedError<EarnInternalError>()(
  "EarnInternalError",
  ExchangeErrorFields
) {}

/**
 * 180019: empty order link id.
 *
 * @since 0.1.0
 * @category errors
 */
export class EmptyOrderLinkId extends Schema.TaggedError<EmptyOrderLinkId>()("EmptyOrderLinkId", ExchangeErrorFields) {}

/**
 * 180020: position not found (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnPositionNotFound extends Schema.TaggedError<EarnPositionNotFound>()(
  "EarnPositionNotFound",
  ExchangeErrorFields
) {}

/**
 * 180021: invalid select price.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSelectPrice extends Schema.TaggedError<InvalidSelectPrice>()(
  "InvalidSelectPrice",
  ExchangeErrorFields
) {}

/**
 * 180022: KYC level not reached.
 *
 * @since 0.1.0
 * @category errors
 */
export class KycLevelNotReached extends Schema.TaggedError<KycLevelNotReached>()(
  "KycLevelNotReached",
  ExchangeErrorFields
) {}

/**
 * 180023: service maintenance.
 *
 * @since 0.1.0
 * @category errors
 */
export class ServiceMaintenance extends Schema.TaggedError<ServiceMaintenance>()(
  "ServiceMaintenance",
  ExchangeErrorFields
) {}

/**
 * 180024: child member forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class ChildMemberForbidden extends Schema.TaggedError<ChildMemberForbidden>()(
  "ChildMemberForbidden",
  ExchangeErrorFields
) {}

/**
 * 180025: order already exists (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnOrderExists extends Schema.TaggedError<EarnOrderExists>()("EarnOrderExists", ExchangeErrorFields) {}

/**
 * 180026: APR lowered.
 *
 * @since 0.1.0
 * @category errors
 */
export class AprLowered extends Schema.TaggedError<AprLowered>()("AprLowered", ExchangeErrorFields) {}

/**
 * 180027: tax forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class TaxForbidden extends Schema.TaggedError<TaxForbidden>()("TaxForbidden", ExchangeErrorFields) {}

/**
 * 180028: reinvest validation failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ReinvestValidationFailed extends Schema.TaggedError<ReinvestValidationFailed>()(
  "ReinvestValidationFailed",
  ExchangeErrorFields
) {}

/**
 * 180029: redeem not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class RedeemNotAllowed extends Schema.TaggedError<RedeemNotAllowed>()("RedeemNotAllowed", ExchangeErrorFields) {}

/**
 * 180030: slippage check failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class SlippageFailed extends Schema.TaggedError<SlippageFailed>()("SlippageFailed", ExchangeErrorFields) {}

/**
 * 180031: duplicate order (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateEarnOrder extends Schema.TaggedError<DuplicateEarnOrder>()(
  "DuplicateEarnOrder",
  ExchangeErrorFields
) {}

/**
 * 81007: Bybit Europe does not support creating API keys.
 *
 * @since 0.1.0
 * @category errors
 */
export class EuropeApiKeyCreationUnsupported extends Schema.TaggedError<EuropeApiKeyCreationUnsupported>()(
  "EuropeApiKeyCreationUnsupported",
  ExchangeErrorFields
) {}

/**
 * 3500002: the current user is not an institutional user.
 *
 * @since 0.1.0
 * @category errors
 */
export class NotInstitutionalUser extends Schema.TaggedError<NotInstitutionalUser>()(
  "NotInstitutionalUser",
  ExchangeErrorFields
) {}

/**
 * 3500153: no permission to operate on or query these UIDs.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidPermissionDenied extends Schema.TaggedError<UidPermissionDenied>()(
  "UidPermissionDenied",
  ExchangeErrorFields
) {}

/**
 * 110300: the RFQ order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqNotFound extends Schema.TaggedError<RfqNotFound>()("RfqNotFound", ExchangeErrorFields) {}

/**
 * 110301: the quote order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteNotFound extends Schema.TaggedError<QuoteNotFound>()("QuoteNotFound", ExchangeErrorFields) {}

/**
 * 110302: demo users are prohibited.
 *
 * @since 0.1.0
 * @category errors
 */
export class DemoUserProhibited extends Schema.TaggedError<DemoUserProhibited>()(
  "DemoUserProhibited",
  ExchangeErrorFields
) {}

/**
 * 110303: the RFQ value is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqValueBelowMin extends Schema.TaggedError<RfqValueBelowMin>()("RfqValueBelowMin", ExchangeErrorFields) {}

/**
 * 110304: cannot be self-executed.
 *
 * @since 0.1.0
 * @category errors
 */
export class SelfExecution extends Schema.TaggedError<SelfExecution>()("SelfExecution", ExchangeErrorFields) {}

/**
 * 110305: the quote UID is not among the counterparties.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteUidNotCounterparty extends Schema.TaggedError<QuoteUidNotCounterparty>()(
  "QuoteUidNotCounterparty",
  ExchangeErrorFields
) {}

/**
 * 110306: the quote legs do not match.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteLegsMismatch extends Schema.TaggedError<QuoteLegsMismatch>()(
  "QuoteLegsMismatch",
  ExchangeErrorFields
) {}

/**
 * 110307: a quote already exists for this RFQ.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteAlreadyExists extends Schema.TaggedError<QuoteAlreadyExists>()(
  "QuoteAlreadyExists",
  ExchangeErrorFields
) {}

/**
 * 110308: the RFQ strategy legs size is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqLegsSizeInvalid extends Schema.TaggedError<RfqLegsSizeInvalid>()(
  "RfqLegsSizeInvalid",
  ExchangeErrorFields
) {}

/**
 * 110309: the RFQ strategy side is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqSideInvalid extends Schema.TaggedError<RfqSideInvalid>()("RfqSideInvalid", ExchangeErrorFields) {}

/**
 * 110310: the RFQ strategy qty is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqQtyInvalid extends Schema.TaggedError<RfqQtyInvalid>()("RfqQtyInvalid", ExchangeErrorFields) {}

/**
 * 110311: the RFQ strategy symbol is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqSymbolInvalid extends Schema.TaggedError<RfqSymbolInvalid>()("RfqSymbolInvalid", ExchangeErrorFields) {}

/**
 * 110312: no permission to execute the quote.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteExecutionDenied extends Schema.TaggedError<QuoteExecutionDenied>()(
  "QuoteExecutionDenied",
  ExchangeErrorFields
) {}

/**
 * 110313: RFQ only supports one-way position mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqOneWayModeOnly extends Schema.TaggedError<RfqOneWayModeOnly>()(
  "RfqOneWayModeOnly",
  ExchangeErrorFields
) {}

/**
 * 110314: order amount below the minimum trade amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqAmountBelowMin extends Schema.TaggedError<RfqAmountBelowMin>()(
  "RfqAmountBelowMin",
  ExchangeErrorFields
) {}

/**
 * 110315: order qty exceeds the upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqQtyAboveMax extends Schema.TaggedError<RfqQtyAboveMax>()("RfqQtyAboveMax", ExchangeErrorFields) {}

/**
 * 110316: RFQ is not available for copy trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqCopyTradingUnsupported extends Schema.TaggedError<RfqCopyTradingUnsupported>()(
  "RfqCopyTradingUnsupported",
  ExchangeErrorFields
) {}

/**
 * 110317: the counterparty cannot be self.
 *
 * @since 0.1.0
 * @category errors
 */
export class SelfCounterparty extends Schema.TaggedError<SelfCounterparty>()("SelfCounterparty", ExchangeErrorFields) {}

/**
 * 110318: too many counterparties chosen.
 *
 * @since 0.1.0
 * @category errors
 */
export class TooManyCounterparties extends Schema.TaggedError<TooManyCounterparties>()(
  "TooManyCounterparties",
  ExchangeErrorFields
) {}

/**
 * 110319: order amount above the maximum trade amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqAmountAboveMax extends Schema.TaggedError<RfqAmountAboveMax>()(
  "RfqAmountAboveMax",
  ExchangeErrorFields
) {}

/**
 * 110320: symbols without manual loan enabled are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class ManualLoanSymbolUnsupported extends Schema.TaggedError<ManualLoanSymbolUnsupported>()(
  "ManualLoanSymbolUnsupported",
  ExchangeErrorFields
) {}

/**
 * 110321: the symbol is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqSymbolUnsupported extends Schema.TaggedError<RfqSymbolUnsupported>()(
  "RfqSymbolUnsupported",
  ExchangeErrorFields
) {}

/**
 * 110323: quotations cannot be made by non-Bybit registered institutions.
 *
 * @since 0.1.0
 * @category errors
 */
export class NonBybitInstitutionQuote extends Schema.TaggedError<NonBybitInstitutionQuote>()(
  "NonBybitInstitutionQuote",
  ExchangeErrorFields
) {}

/**
 * 111008: the spot asset is not enabled as a collateral asset.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotAssetNotCollateral extends Schema.TaggedError<SpotAssetNotCollateral>()(
  "SpotAssetNotCollateral",
  ExchangeErrorFields
) {}

/**
 * 34022001, 34022003: system error; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class ManualLoanSystemError extends Schema.TaggedError<ManualLoanSystemError>()(
  "ManualLoanSystemError",
  ExchangeErrorFields
) {}

/**
 * 34022027: invalid request parameters (manual loan).
 *
 * @since 0.1.0
 * @category errors
 */
export class ManualLoanParamsError extends Schema.TaggedError<ManualLoanParamsError>()(
  "ManualLoanParamsError",
  ExchangeErrorFields
) {}

/**
 * 34022030: borrowing demand is high and the fund pool is low.
 *
 * @since 0.1.0
 * @category errors
 */
export class FundPoolLow extends Schema.TaggedError<FundPoolLow>()("FundPoolLow", ExchangeErrorFields) {}

/**
 * 34022031: risk rate limit exceeded: reduce the borrow amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowRiskRateExceeded extends Schema.TaggedError<BorrowRiskRateExceeded>()(
  "BorrowRiskRateExceeded",
  ExchangeErrorFields
) {}

/**
 * 34022033: the borrow amount must be an integer multiple of the precision.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowPrecisionInvalid extends Schema.TaggedError<BorrowPrecisionInvalid>()(
  "BorrowPrecisionInvalid",
  ExchangeErrorFields
) {}

/**
 * 34022034: the repayment amount must be an integer multiple of the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentMultipleInvalid extends Schema.TaggedError<RepaymentMultipleInvalid>()(
  "RepaymentMultipleInvalid",
  ExchangeErrorFields
) {}

/**
 * 34022035: cannot repay while interest is being calculated.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentDuringInterest extends Schema.TaggedError<RepaymentDuringInterest>()(
  "RepaymentDuringInterest",
  ExchangeErrorFields
) {}

/**
 * 34022036: enable margin trading to continue.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginTradingRequired extends Schema.TaggedError<MarginTradingRequired>()(
  "MarginTradingRequired",
  ExchangeErrorFields
) {}

/**
 * 34022038: repayment in progress; do not repeat.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentInProgress extends Schema.TaggedError<RepaymentInProgress>()(
  "RepaymentInProgress",
  ExchangeErrorFields
) {}

/**
 * 34022010: the borrowed asset does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowedAssetNotFound extends Schema.TaggedError<BorrowedAssetNotFound>()(
  "BorrowedAssetNotFound",
  ExchangeErrorFields
) {}

/**
 * 34022041: the account has no borrowed coins to repay.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoBorrowedCoins extends Schema.TaggedError<NoBorrowedCoins>()("NoBorrowedCoins", ExchangeErrorFields) {}

/**
 * 34022011: the amount is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class AmountBelowMinimum extends Schema.TaggedError<AmountBelowMinimum>()(
  "AmountBelowMinimum",
  ExchangeErrorFields
) {}

/**
 * 34022014: decimal precision cannot exceed 18 digits.
 *
 * @since 0.1.0
 * @category errors
 */
export class DecimalPrecisionExceeded extends Schema.TaggedError<DecimalPrecisionExceeded>()(
  "DecimalPrecisionExceeded",
  ExchangeErrorFields
) {}

/**
 * 34022047: copy trade not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyTradeUnsupported extends Schema.TaggedError<CopyTradeUnsupported>()(
  "CopyTradeUnsupported",
  ExchangeErrorFields
) {}

/**
 * 34022048: borrowing is not allowed during liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowDuringLiquidation extends Schema.TaggedError<BorrowDuringLiquidation>()(
  "BorrowDuringLiquidation",
  ExchangeErrorFields
) {}

/**
 * 34022049: insufficient collateral balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralBalanceInsufficient extends Schema.TaggedError<CollateralBalanceInsufficient>()(
  "CollateralBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 34022050: spot hedging liabilities block the repayment.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotHedgingLiabilitiesBlockRepayment extends Schema.TaggedError<SpotHedgingLiabilitiesBlockRepayment>()(
  "SpotHedgingLiabilitiesBlockRepayment",
  ExchangeErrorFields
) {}

/**
 * 34022051: institutional loan in progress.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanInProgress extends Schema.TaggedError<InsLoanInProgress>()(
  "InsLoanInProgress",
  ExchangeErrorFields
) {}

/**
 * 34022052: institutional loan transactions banned.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanTransactionsBanned extends Schema.TaggedError<InsLoanTransactionsBanned>()(
  "InsLoanTransactionsBanned",
  ExchangeErrorFields
) {}

/**
 * 35000011: pending loan orders exist; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class PendingLoanOrders extends Schema.TaggedError<PendingLoanOrders>()(
  "PendingLoanOrders",
  ExchangeErrorFields
) {}

/**
 * 34022053: the manual borrowing feature is not enabled.
 *
 * @since 0.1.0
 * @category errors
 */
export class ManualBorrowingNotEnabled extends Schema.TaggedError<ManualBorrowingNotEnabled>()(
  "ManualBorrowingNotEnabled",
  ExchangeErrorFields
) {}

/**
 * 34022094: the coin does not support repayment through coin exchange.
 *
 * @since 0.1.0
 * @category errors
 */
export class CoinExchangeRepaymentUnsupported extends Schema.TaggedError<CoinExchangeRepaymentUnsupported>()(
  "CoinExchangeRepaymentUnsupported",
  ExchangeErrorFields
) {}

/**
 * 34022107, 34022108: the net liability value must be below the threshold.
 *
 * @since 0.1.0
 * @category errors
 */
export class NetLiabilityTooHigh extends Schema.TaggedError<NetLiabilityTooHigh>()(
  "NetLiabilityTooHigh",
  ExchangeErrorFields
) {}

/**
 * 60061: strategy creation failed, or the webhook strategy name is empty.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyCreationFailed extends Schema.TaggedError<StrategyCreationFailed>()(
  "StrategyCreationFailed",
  ExchangeErrorFields
) {}

/**
 * 60062: the strategy has been terminated, or a sub strategy cannot be stopped.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyTerminated extends Schema.TaggedError<StrategyTerminated>()(
  "StrategyTerminated",
  ExchangeErrorFields
) {}

/**
 * 60063: running strategies per symbol limited.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolStrategyLimitReached extends Schema.TaggedError<SymbolStrategyLimitReached>()(
  "SymbolStrategyLimitReached",
  ExchangeErrorFields
) {}

/**
 * 60064: running strategies limited.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyLimitReached extends Schema.TaggedError<StrategyLimitReached>()(
  "StrategyLimitReached",
  ExchangeErrorFields
) {}

/**
 * 60065: strategy not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyNotFound extends Schema.TaggedError<StrategyNotFound>()("StrategyNotFound", ExchangeErrorFields) {}

/**
 * 60066: the (sub) size is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategySizeTooSmall extends Schema.TaggedError<StrategySizeTooSmall>()(
  "StrategySizeTooSmall",
  ExchangeErrorFields
) {}

/**
 * 60067: the (sub) size is above the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategySizeTooLarge extends Schema.TaggedError<StrategySizeTooLarge>()(
  "StrategySizeTooLarge",
  ExchangeErrorFields
) {}

/**
 * 60068: order cancelled (strategy).
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyOrderCancelled extends Schema.TaggedError<StrategyOrderCancelled>()(
  "StrategyOrderCancelled",
  ExchangeErrorFields
) {}

/**
 * 60069: hit a blacklist rule.
 *
 * @since 0.1.0
 * @category errors
 */
export class BlacklistRuleHit extends Schema.TaggedError<BlacklistRuleHit>()("BlacklistRuleHit", ExchangeErrorFields) {}

/**
 * 60070: blocked by the unified margin limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedMarginLimitBlocked extends Schema.TaggedError<UnifiedMarginLimitBlocked>()(
  "UnifiedMarginLimitBlocked",
  ExchangeErrorFields
) {}

/**
 * 60071: connection error or trading service unavailable.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyTradingUnavailable extends Schema.TaggedError<StrategyTradingUnavailable>()(
  "StrategyTradingUnavailable",
  ExchangeErrorFields
) {}

/**
 * 60072: strategy status modification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyStatusModifyFailed extends Schema.TaggedError<StrategyStatusModifyFailed>()(
  "StrategyStatusModifyFailed",
  ExchangeErrorFields
) {}

/**
 * 60073: webhook order creation failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class WebhookOrderFailed extends Schema.TaggedError<WebhookOrderFailed>()(
  "WebhookOrderFailed",
  ExchangeErrorFields
) {}

/**
 * 60074: the strategy has been stopped.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyStopped extends Schema.TaggedError<StrategyStopped>()("StrategyStopped", ExchangeErrorFields) {}

/**
 * 60075: webhook positionIdx is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class WebhookPositionIdxUnsupported extends Schema.TaggedError<WebhookPositionIdxUnsupported>()(
  "WebhookPositionIdxUnsupported",
  ExchangeErrorFields
) {}

/**
 * 60076: signal latency too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalLatencyTooHigh extends Schema.TaggedError<SignalLatencyTooHigh>()(
  "SignalLatencyTooHigh",
  ExchangeErrorFields
) {}

/**
 * 60077: strategy userId, JSON or status invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidStrategy extends Schema.TaggedError<InvalidStrategy>()("InvalidStrategy", ExchangeErrorFields) {}

/**
 * 60078, 60083: strategy symbol not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategySymbolUnsupported extends Schema.TaggedError<StrategySymbolUnsupported>()(
  "StrategySymbolUnsupported",
  ExchangeErrorFields
) {}

/**
 * 60079: user position limit exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserPositionLimitExceeded extends Schema.TaggedError<UserPositionLimitExceeded>()(
  "UserPositionLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 60080: order retry failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderRetryFailed extends Schema.TaggedError<OrderRetryFailed>()("OrderRetryFailed", ExchangeErrorFields) {}

/**
 * 60081: cannot create orders on the same side.
 *
 * @since 0.1.0
 * @category errors
 */
export class SameSideOrdersForbidden extends Schema.TaggedError<SameSideOrdersForbidden>()(
  "SameSideOrdersForbidden",
  ExchangeErrorFields
) {}

/**
 * 60082: iceberg or chase orders do not support USDC.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcStrategyUnsupported extends Schema.TaggedError<UsdcStrategyUnsupported>()(
  "UsdcStrategyUnsupported",
  ExchangeErrorFields
) {}

/**
 * 60084: invalid post-only parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidPostOnly extends Schema.TaggedError<InvalidPostOnly>()("InvalidPostOnly", ExchangeErrorFields) {}

/**
 * 60085: quantity below the minimum order quantity.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyQtyBelowMin extends Schema.TaggedError<StrategyQtyBelowMin>()(
  "StrategyQtyBelowMin",
  ExchangeErrorFields
) {}

/**
 * 60086: the position percentage does not match the side.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionPercentageSideMismatch extends Schema.TaggedError<PositionPercentageSideMismatch>()(
  "PositionPercentageSideMismatch",
  ExchangeErrorFields
) {}

/**
 * 60087: quantity outside the allowed range.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyQtyOutOfRange extends Schema.TaggedError<StrategyQtyOutOfRange>()(
  "StrategyQtyOutOfRange",
  ExchangeErrorFields
) {}

/**
 * 60088: POV: invalid mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovInvalidMode extends Schema.TaggedError<PovInvalidMode>()("PovInvalidMode", ExchangeErrorFields) {}

/**
 * 60089: POV: participation rate out of range or over 1 decimal.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovParticipationRateInvalid extends Schema.TaggedError<PovParticipationRateInvalid>()(
  "PovParticipationRateInvalid",
  ExchangeErrorFields
) {}

/**
 * 60090: POV: a required param for the mode is missing.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovRequiredParamMissing extends Schema.TaggedError<PovRequiredParamMissing>()(
  "PovRequiredParamMissing",
  ExchangeErrorFields
) {}

/**
 * 60091: POV: size and duration required when interval > 0.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovSizeDurationMissing extends Schema.TaggedError<PovSizeDurationMissing>()(
  "PovSizeDurationMissing",
  ExchangeErrorFields
) {}

/**
 * 60092: POV: the calculated sub size is outside the order quantity limits.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovSubSizeOutOfRange extends Schema.TaggedError<PovSubSizeOutOfRange>()(
  "PovSubSizeOutOfRange",
  ExchangeErrorFields
) {}

/**
 * 60093: POV: max duration out of range.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovDurationOutOfRange extends Schema.TaggedError<PovDurationOutOfRange>()(
  "PovDurationOutOfRange",
  ExchangeErrorFields
) {}

/**
 * 60094: POV: the sub order size exceeds the one-order size.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovSubSizeAboveOrderSize extends Schema.TaggedError<PovSubSizeAboveOrderSize>()(
  "PovSubSizeAboveOrderSize",
  ExchangeErrorFields
) {}

/**
 * 60095: POV: the interval exceeds the max duration.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovIntervalAboveDuration extends Schema.TaggedError<PovIntervalAboveDuration>()(
  "PovIntervalAboveDuration",
  ExchangeErrorFields
) {}

/**
 * 61000: signal symbol not tradable.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalSymbolNotTradable extends Schema.TaggedError<SignalSymbolNotTradable>()(
  "SignalSymbolNotTradable",
  ExchangeErrorFields
) {}

/**
 * 61001: signal name exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalNameTooLong extends Schema.TaggedError<SignalNameTooLong>()(
  "SignalNameTooLong",
  ExchangeErrorFields
) {}

/**
 * 61002: signal leverage exceeds the maximum risk limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalLeverageAboveRiskLimit extends Schema.TaggedError<SignalLeverageAboveRiskLimit>()(
  "SignalLeverageAboveRiskLimit",
  ExchangeErrorFields
) {}

/**
 * 61003: signal entry price invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalEntryPriceInvalid extends Schema.TaggedError<SignalEntryPriceInvalid>()(
  "SignalEntryPriceInvalid",
  ExchangeErrorFields
) {}

/**
 * 61004: signal TP should be better than the worst price.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalTakeProfitInvalid extends Schema.TaggedError<SignalTakeProfitInvalid>()(
  "SignalTakeProfitInvalid",
  ExchangeErrorFields
) {}

/**
 * 61005: signal SL should be worse than the best price.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalStopLossInvalid extends Schema.TaggedError<SignalStopLossInvalid>()(
  "SignalStopLossInvalid",
  ExchangeErrorFields
) {}

/**
 * 61006: signal expiration time invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalExpirationInvalid extends Schema.TaggedError<SignalExpirationInvalid>()(
  "SignalExpirationInvalid",
  ExchangeErrorFields
) {}

/**
 * 61007: signal description exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalDescriptionTooLong extends Schema.TaggedError<SignalDescriptionTooLong>()(
  "SignalDescriptionTooLong",
  ExchangeErrorFields
) {}

/**
 * 61008: SL is worse than the liquidation price.
 *
 * @since 0.1.0
 * @category errors
 */
export class StopLossBeyondLiquidation extends Schema.TaggedError<StopLossBeyondLiquidation>()(
  "StopLossBeyondLiquidation",
  ExchangeErrorFields
) {}

/**
 * 61009: signal not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalNotFound extends Schema.TaggedError<SignalNotFound>()("SignalNotFound", ExchangeErrorFields) {}

/**
 * 61010: no permission to create signals.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalCreationDenied extends Schema.TaggedError<SignalCreationDenied>()(
  "SignalCreationDenied",
  ExchangeErrorFields
) {}

/**
 * 60200: TWAP inverse step position value below the minimum order qty.
 *
 * @since 0.1.0
 * @category errors
 */
export class TwapInverseStepBelowMin extends Schema.TaggedError<TwapInverseStepBelowMin>()(
  "TwapInverseStepBelowMin",
  ExchangeErrorFields
) {}

/**
 * 60201: TWAP inverse step position value above the maximum order qty.
 *
 * @since 0.1.0
 * @category errors
 */
export class TwapInverseStepAboveMax extends Schema.TaggedError<TwapInverseStepAboveMax>()(
  "TwapInverseStepAboveMax",
  ExchangeErrorFields
) {}

/**
 * 175000: the serialNum is already in use.
 *
 * @since 0.1.0
 * @category errors
 */
export class SerialNumInUse extends Schema.TaggedError<SerialNumInUse>()("SerialNumInUse", ExchangeErrorFields) {}

/**
 * 175001: daily purchase limit exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class DailyPurchaseLimitExceeded extends Schema.TaggedError<DailyPurchaseLimitExceeded>()(
  "DailyPurchaseLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 175002: a large number of purchase orders; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class PurchaseQueueBusy extends Schema.TaggedError<PurchaseQueueBusy>()(
  "PurchaseQueueBusy",
  ExchangeErrorFields
) {}

/**
 * 175003, 175006: insufficient available balance for the leveraged token.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenBalanceInsufficient extends Schema.TaggedError<LeveragedTokenBalanceInsufficient>()(
  "LeveragedTokenBalanceInsufficient",
  ExchangeErrorFields
) {}

/**
 * 175004: daily redemption limit exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class DailyRedemptionLimitExceeded extends Schema.TaggedError<DailyRedemptionLimitExceeded>()(
  "DailyRedemptionLimitExceeded",
  ExchangeErrorFields
) {}

/**
 * 175005: a large number of redemption orders; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class RedemptionQueueBusy extends Schema.TaggedError<RedemptionQueueBusy>()(
  "RedemptionQueueBusy",
  ExchangeErrorFields
) {}

/**
 * 175007; legacy 12407: leveraged token order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenOrderNotFound extends Schema.TaggedError<LeveragedTokenOrderNotFound>()(
  "LeveragedTokenOrderNotFound",
  ExchangeErrorFields
) {}

/**
 * 175008: the purchase period has not started.
 *
 * @since 0.1.0
 * @category errors
 */
export class PurchasePeriodNotStarted extends Schema.TaggedError<PurchasePeriodNotStarted>()(
  "PurchasePeriodNotStarted",
  ExchangeErrorFields
) {}

/**
 * 175009: the purchase amount exceeds the upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class PurchaseAmountAboveLimit extends Schema.TaggedError<PurchaseAmountAboveLimit>()(
  "PurchaseAmountAboveLimit",
  ExchangeErrorFields
) {}

/**
 * 175010: leveraged-token quiz required before purchase or redemption.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenQuizRequired extends Schema.TaggedError<LeveragedTokenQuizRequired>()(
  "LeveragedTokenQuizRequired",
  ExchangeErrorFields
) {}

/**
 * 175012: the redemption period has not started.
 *
 * @since 0.1.0
 * @category errors
 */
export class RedemptionPeriodNotStarted extends Schema.TaggedError<RedemptionPeriodNotStarted>()(
  "RedemptionPeriodNotStarted",
  ExchangeErrorFields
) {}

/**
 * 175013: the redemption amount exceeds the upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class RedemptionAmountAboveLimit extends Schema.TaggedError<RedemptionAmountAboveLimit>()(
  "RedemptionAmountAboveLimit",
  ExchangeErrorFields
) {}

/**
 * 175014: purchase of the leveraged token is suspended.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenPurchaseSuspended extends Schema.TaggedError<LeveragedTokenPurchaseSuspended>()(
  "LeveragedTokenPurchaseSuspended",
  ExchangeErrorFields
) {}

/**
 * 175015: redemption of the leveraged token is suspended.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenRedemptionSuspended extends Schema.TaggedError<LeveragedTokenRedemptionSuspended>()(
  "LeveragedTokenRedemptionSuspended",
  ExchangeErrorFields
) {}

/**
 * 175016: invalid format: check the length and numeric precision.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenInvalidFormat extends Schema.TaggedError<LeveragedTokenInvalidFormat>()(
  "LeveragedTokenInvalidFormat",
  ExchangeErrorFields
) {}

/**
 * 175027: subscriptions and redemptions are unavailable during the account upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenUpgradeInProgress extends Schema.TaggedError<LeveragedTokenUpgradeInProgress>()(
  "LeveragedTokenUpgradeInProgress",
  ExchangeErrorFields
) {}

/**
 * /v5/trade 10003: too many sessions under the same UID.
 *
 * @since 0.1.0
 * @category errors
 */
export class TooManySessions extends Schema.TaggedError<TooManySessions>()("TooManySessions", ExchangeErrorFields) {}

/**
 * /v5/trade 10016: internal server error, or the service is restarting.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradeServiceInternalError extends Schema.TaggedError<TradeServiceInternalError>()(
  "TradeServiceInternalError",
  ExchangeErrorFields
) {}

/**
 * /v5/trade 10019: the trade service is restarting and accepts no new requests; reconnect.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradeServiceRestarting extends Schema.TaggedError<TradeServiceRestarting>()(
  "TradeServiceRestarting",
  ExchangeErrorFields
) {}

/**
 * /v5/trade 10404: the op type was not found, or the category is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class OperationNotFound extends Schema.TaggedError<OperationNotFound>()(
  "OperationNotFound",
  ExchangeErrorFields
) {}

/**
 * /v5/trade 10429: system-level frequency protection.
 *
 * @since 0.1.0
 * @category errors
 */
export class SystemFrequencyProtection extends Schema.TaggedError<SystemFrequencyProtection>()(
  "SystemFrequencyProtection",
  ExchangeErrorFields
) {}

/**
 * /v5/trade 20001: repeated auth on the same connection.
 *
 * @since 0.1.0
 * @category errors
 */
export class AlreadyAuthenticated extends Schema.TaggedError<AlreadyAuthenticated>()(
  "AlreadyAuthenticated",
  ExchangeErrorFields
) {}

/**
 * /v5/trade 20003: too frequent requests under the same session.
 *
 * @since 0.1.0
 * @category errors
 */
export class SessionRequestsTooFrequent extends Schema.TaggedError<SessionRequestsTooFrequent>()(
  "SessionRequestsTooFrequent",
  ExchangeErrorFields
) {}

/**
 * /v5/trade 20006: the reqId is duplicated.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateReqId extends Schema.TaggedError<DuplicateReqId>()("DuplicateReqId", ExchangeErrorFields) {}

/**
 * legacy -1004: not authenticated (spot v3 WebSocket).
 *
 * @since 0.1.0
 * @category errors
 */
export class NotAuthenticated extends Schema.TaggedError<NotAuthenticated>()("NotAuthenticated", ExchangeErrorFields) {}

/**
 * legacy 3303006: USDC option WebSocket auth failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcOptionAuthFailed extends Schema.TaggedError<UsdcOptionAuthFailed>()(
  "UsdcOptionAuthFailed",
  ExchangeErrorFields
) {}

/**
 * legacy -2013, 20001, 130010: order not found or too late (spot v1, inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderNotFoundOrTooLate extends Schema.TaggedError<OrderNotFoundOrTooLate>()(
  "OrderNotFoundOrTooLate",
  ExchangeErrorFields
) {}

/**
 * legacy 12409: leveraged token amount exceeds the upper limit (spot v3).
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenAmountAboveLimit extends Schema.TaggedError<LeveragedTokenAmountAboveLimit>()(
  "LeveragedTokenAmountAboveLimit",
  ExchangeErrorFields
) {}

/**
 * legacy 12607: cross margin user not found (spot v3).
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginUserNotFound extends Schema.TaggedError<CrossMarginUserNotFound>()(
  "CrossMarginUserNotFound",
  ExchangeErrorFields
) {}

/**
 * legacy 30013: position is in liquidation or ADL status (inverse v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionInLiquidationOrAdl extends Schema.TaggedError<PositionInLiquidationOrAdl>()(
  "PositionInLiquidationOrAdl",
  ExchangeErrorFields
) {}

/**
 * legacy 30024, 130024: cannot set TP/SL/trailing stop for a zero position (inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingStopWithoutPosition extends Schema.TaggedError<TradingStopWithoutPosition>()(
  "TradingStopWithoutPosition",
  ExchangeErrorFields
) {}

/**
 * legacy 30031, 130021, 130080: insufficient available balance for the order cost (inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderCostUnaffordable extends Schema.TaggedError<OrderCostUnaffordable>()(
  "OrderCostUnaffordable",
  ExchangeErrorFields
) {}

/**
 * legacy 30041: position idx does not match the position mode (inverse v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionIdxModeMismatch extends Schema.TaggedError<PositionIdxModeMismatch>()(
  "PositionIdxModeMismatch",
  ExchangeErrorFields
) {}

/**
 * legacy 31005: the sub user already exists.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubUserAlreadyExists extends Schema.TaggedError<SubUserAlreadyExists>()(
  "SubUserAlreadyExists",
  ExchangeErrorFields
) {}

/**
 * legacy 37002, 130150: the TP/SL mode is unchanged (inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class SameTpSlMode extends Schema.TaggedError<SameTpSlMode>()("SameTpSlMode", ExchangeErrorFields) {}

/**
 * legacy 39426: copy trading: the order is not open.
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyTradeOrderNotOpen extends Schema.TaggedError<CopyTradeOrderNotOpen>()(
  "CopyTradeOrderNotOpen",
  ExchangeErrorFields
) {}

/**
 * legacy 130057: the position size is zero (linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionSizeZero extends Schema.TaggedError<PositionSizeZero>()("PositionSizeZero", ExchangeErrorFields) {}

/**
 * legacy 130060: auto-add-margin unchanged (linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class AutoAddMarginNotModified extends Schema.TaggedError<AutoAddMarginNotModified>()(
  "AutoAddMarginNotModified",
  ExchangeErrorFields
) {}

/**
 * legacy 140017: the reduce-only rule is not satisfied (contract v3).
 *
 * @since 0.1.0
 * @category errors
 */
export class ReduceOnlyRuleNotSatisfied extends Schema.TaggedError<ReduceOnlyRuleNotSatisfied>()(
  "ReduceOnlyRuleNotSatisfied",
  ExchangeErrorFields
) {}

/**
 * legacy 141009: the sub user was not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubUserNotFound extends Schema.TaggedError<SubUserNotFound>()("SubUserNotFound", ExchangeErrorFields) {}

/**
 * legacy 3100111: the contract name does not exist (USDC options: symbol no longer active).
 *
 * @since 0.1.0
 * @category errors
 */
export class ContractNameNotFound extends Schema.TaggedError<ContractNameNotFound>()(
  "ContractNameNotFound",
  ExchangeErrorFields
) {}

/**
 * legacy 3100136: the order does not exist (USDC contracts).
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcOrderNotFound extends Schema.TaggedError<UsdcOrderNotFound>()(
  "UsdcOrderNotFound",
  ExchangeErrorFields
) {}

/**
 * legacy 3100205: no active order (USDC contracts).
 *
 * @since 0.1.0
 * @category errors
 */
export class NoActiveOrder extends Schema.TaggedError<NoActiveOrder>()("NoActiveOrder", ExchangeErrorFields) {}

/**
 * legacy 3200200: the account does not exist (USDC options account not opened).
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcAccountNotFound extends Schema.TaggedError<UsdcAccountNotFound>()(
  "UsdcAccountNotFound",
  ExchangeErrorFields
) {}

/**
 * legacy 3400045: set margin mode failed (USDC).
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcSetMarginModeFailed extends Schema.TaggedError<UsdcSetMarginModeFailed>()(
  "UsdcSetMarginModeFailed",
  ExchangeErrorFields
) {}

/**
 * Every exchange error class as one schema, `ApiError` included: decode or encode any exchange error by its `_tag`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExchangeError = Schema.Union(
  ApiError,
  RequestExpired,
  TradingServiceOverloaded,
  ApiKeyExpired,
  ServerTimeout,
  ParamsError,
  TimestampOutOfWindow,
  InvalidApiKey,
  InvalidSignature,
  PermissionDenied,
  RateLimitExceeded,
  UserAuthenticationFailed,
  AccountBanned,
  ServiceRestricted,
  UnmatchedIp,
  DuplicateRequest,
  InvalidCursor,
  RouteNotFound,
  IpRateLimitExceeded,
  AccountNotUnified,
  ComplianceRulesTriggered,
  TransactionsBanned,
  SymbolNotWhitelisted,
  UnifiedAccountOnly,
  ExchangeUnknownError,
  OptionCancelTooFast,
  OtcLoanUsdtPerpetualSymbolNotAllowed,
  OtcLoanUsdcContractSymbolNotAllowed,
  OtcLoanUsdtPerpetualLeverageTooHigh,
  OtcLoanUsdcLeverageTooHigh,
  OrderPriceAboveMaxBuyPrice,
  OrderPriceBelowMinSellPrice,
  NoNewPositionsDuringDelisting,
  MarginLimitExceeded,
  OrderModifiedDuringReplace,
  UnifiedAccountForbidden,
  OrderNotFound,
  OrderPriceOutOfRange,
  WalletBalanceInsufficient,
  PositionStatusError,
  PositionMarginUnaffordable,
  InsufficientBalance,
  OrderAlreadyFinished,
  StopOrderLimitExceeded,
  OrderAlreadyCancelled,
  AdjustmentTriggersLiquidation,
  LeverageBlockedByRiskLimit,
  InsufficientBalanceToAddMargin,
  PositionInCrossMargin,
  QtyExceedsRiskLimit,
  OrderQtyTruncatedToZero,
  IllegalUserId,
  IllegalOrderId,
  ActiveOrderLimitExceeded,
  OpenInterestLimitExceeded,
  OrderQtyIncreaseRestricted,
  ReduceOnlyContract,
  PositionModeLockedByPosition,
  PositionModeNotModified,
  CrossIsolatedModeNotModified,
  MarginNotModified,
  PositionModeLockedByOpenOrders,
  HedgeModeNotSupported,
  DuplicateOrderId,
  RiskLimitNotFound,
  IllegalOrder,
  MarginWithoutPosition,
  NoNetPosition,
  CancelIncompleteBeforeLiquidation,
  LeverageLockedByCrossMargin,
  SymbolNotInUserSettings,
  LeverageLockedByPortfolioMargin,
  MaintenanceMarginRateTooHigh,
  OrderTriggersLiquidation,
  SkipLiquidationNotAllowed,
  PreDeliveryReduceOnly,
  LeverageNotModified,
  AvailableMarginInsufficient,
  RiskLimitMarginInsufficient,
  RiskLimitBelowPositionValue,
  TickNotesNotNumeric,
  InvalidCoin,
  BalanceBelowLowestMarketPrice,
  BalanceInsufficientForPrice,
  BalanceBelowMarketAndLimitPrice,
  TpSlModeLockedByTakeProfit,
  TpSlModeLockedByStopLoss,
  TpSlModeLockedByTrailingStop,
  TpSlParamsOnConditionalOrder,
  PositionSizeInsufficientForTpSl,
  PartiallyFilledTpSlImmutable,
  FullModeTpSlImmutable,
  PartialTpSlLimitExceeded,
  MmpProfileNotFound,
  SettlementInProgress,
  ModifiedQtyNotAboveFilled,
  MmpNotEnabled,
  TradingNotAllowed,
  UnifiedAccountNotSupported,
  LeveragedTradingNotAllowed,
  InsLendingTradingNotAllowed,
  EtpTradingNotAllowed,
  UnifiedMarginUpgradePaused,
  DuplicateOrderLinkId,
  SetMarginModeFailed,
  ContractNotLive,
  RiskIdNotModified,
  AutoAddMarginRequiresIsolated,
  PortfolioMarginNotSupported,
  ReduceMarginAboveMax,
  OrderProcessing,
  InsLoanLtvRestriction,
  NoReduceOnlyRestriction,
  ReduceOnlyLiftBothSides,
  RiskLimitRulesUpdated,
  OrderLeverageAboveMax,
  ContractLeverageAboveMax,
  UtaUpgradeRequired,
  MaxRiskLimitLevelExceeded,
  PositionLimitWouldBeExceeded,
  TriggerPriceNotAboveCurrent,
  TriggerPriceNotBelowCurrent,
  OrderNotionalTooLow,
  PreMarketOrderForbidden,
  PreMarketPortfolioMarginUnsupported,
  PreMarketRequiresUta,
  CallAuctionGtcOnly,
  CallAuctionTpSlForbidden,
  PreMarketOrderPhaseLocked,
  InverseContractsRequireUpgrade,
  CopyTradingInverseUnsupported,
  PostOnlyStage,
  InsLoanLtvBlocksInverseOpening,
  InsLoanLtvBlocksInverseTrading,
  InsLoanInverseNotWhitelisted,
  InsLoanLeverageAboveLimit,
  TickSizeRangeInvalid,
  PercentageRangeInvalid,
  SpreadIsolatedMarginUnsupported,
  SpreadRequiresUtaUpgrade,
  SpreadCopyTradingUnsupported,
  SpreadHedgeModeUnsupported,
  SpreadOrderInProgress,
  ComboLegCancelRestricted,
  ComboLegEntryPriceInvalid,
  ComboLegAmendRestricted,
  MarketPriceUnavailable,
  RpiOrderRestricted,
  OrderPriceBelowLimit,
  OrderPriceAboveLimit,
  TradingTermsNotAccepted,
  CoolingOffRestriction,
  ContractTradingTermsNotAccepted,
  RegionNotAvailable,
  EventFuturesPositionHeld,
  EventFuturesApiRestricted,
  EventFuturesReduceOnlyWindow,
  QtyExceedsMaxLimit,
  SettleCoinNotCollateral,
  SpreadSymbolNotTradable,
  OrderStatusNotFinal,
  RepaymentDuringForcedClose,
  RepaymentCollateralInsufficient,
  NoLiabilityToRepay,
  InsLendingUnsupported,
  CollateralSwitchMarginCheckFailed,
  CollateralSwitchFailed,
  NonCollateralCurrencyRequested,
  DuplicateCurrency,
  CollateralPlatformLimitReached,
  UidRequired,
  BannedDuringUtaUpgrade,
  UsdcOptionsLtvTradingRestricted,
  UsdcOptionsLtvOpenRestricted,
  BaseCoinRequired,
  IsolatedMarginOrderForbidden,
  PortfolioMarginBlockedByPreMarket,
  EventFuturesBlocksSwitch,
  IncorrectPrivateOperation,
  UpgradeBlockedByUsdtHedgeOrIsolated,
  UpgradeBlockedByUsdtPositions,
  DerivativesRiskRateTooHigh,
  UpgradeRiskRateTooHigh,
  UpgradeBlockedByUsdcPositions,
  UsdcDerivativesRiskRateTooHigh,
  UpgradeBlockedByUsdcPerpetualOrders,
  UpgradeBlockedByOptionsOrders,
  UpgradeBlockedByUsdtPerpetualOrders,
  UpgradeServerError,
  NetAssetInsufficient,
  CopyTraderPortfolioMarginForbidden,
  PositionAndOrderValueLimitExceeded,
  InvalidMmpParameters,
  TpSlNotModified,
  SubaccountNotOwned,
  UidNotUnified,
  SpotInternalError,
  SpotNewOrderRateExceeded,
  BackendTimeout,
  LeveragedTokenPositionLimitExceeded,
  InnovationTokenPositionLimitExceeded,
  AvailableLimitExceeded,
  FeatureSuspended,
  SpotNetworkError,
  MarginAccountBalanceInsufficient,
  SpotLiabilityOverflow,
  SubmittedForProcessing,
  SpotMarginNotEnabled,
  CrossMarginCoinNotSupported,
  EmptyParameter,
  InvalidTimeInForce,
  InvalidOrderType,
  InvalidSide,
  InvalidSymbol,
  SpotOrderAmountTooLarge,
  InvalidParameterValue,
  SpotBalanceInsufficient,
  SpotOrderPriceTooHigh,
  SpotOrderPriceTooLow,
  SpotOrderPriceTooPrecise,
  SpotOrderQtyTooLarge,
  SpotOrderQtyTooSmall,
  SpotOrderQtyTooPrecise,
  SpotOrderFilled,
  SpotOrderValueTooLow,
  DuplicateClientOrderId,
  SpotOrderCancelled,
  NotOnOrderBook,
  SpotOrderLocked,
  OrderTypeNotCancellable,
  OrderCreationTimeout,
  OrderCancellationTimeout,
  MarketOrderAmountTooPrecise,
  CreateOrderFailed,
  CancelOrderFailed,
  TradingPairNotOpen,
  TradingPairNotApiTradable,
  MarketOrderBlockedAfterLaunch,
  CancelAlreadyFinished,
  CancelTemporarilyUnavailable,
  SpotOrderPriceAboveMax,
  BuyPriceAboveMax,
  SellPriceBelowMin,
  EtpBuyOrderMayNotFill,
  EtpSellOrderMayNotFill,
  BuyQtyDeviatesFromMarket,
  SellQtyDeviatesFromMarket,
  BuyQtyDeviatesFromNav,
  SellQtyDeviatesFromNav,
  InvalidOrderFilter,
  TpSlPriceRequired,
  TriggerPriceAboveLimit,
  TriggerPriceBelowLimit,
  StopLimitBlockedAfterLaunch,
  PlatformLoanInsufficient,
  TradingPairRegionRestricted,
  NewOrderRejected,
  CancelInProgress,
  SpotOrderNotFound,
  InsLoanLtvSpotBuyRestricted,
  SpotLeverageAboveMax,
  LimitMakerOnly,
  LimitMakerPriceInvalid,
  UidFeatureUnavailable,
  InsLoanLtvSpotRestricted,
  CoinNotFound,
  SpotRequestRateExceeded,
  InsLendingAlert,
  NotInnovationZoneUser,
  SpotMarginLiquidating,
  FeatureNotSupported,
  BuyAmountAboveEstimate,
  SellQtyAboveEstimate,
  MarginTradingDeactivated,
  SpotSystemError,
  TradingNoticeNotConfirmed,
  OrderModificationTimeout,
  OrderModificationFailed,
  OrderNotModifiable,
  RequestQtyAboveMax,
  MarginSymbolNotSupported,
  BybitTurkeySiteRequired,
  EtpNotSupportedOnSite,
  LeveragedTradingNotSupportedOnSite,
  OtcLoanPairNotWhitelisted,
  OpenOrderLimitExceeded,
  QueryAccountInfoError,
  QueryLoanHistoryError,
  StartTimeNotBeforeEnd,
  BorrowFailed,
  RepaymentFailed,
  UserNotFound,
  CrossMarginNotConfirmed,
  BorrowCoinNotFound,
  PairNotAvailable,
  CrossMarginPairNotSupported,
  RepeatedRepayment,
  MarginAvailableBalanceInsufficient,
  NoRepaymentRequired,
  RepaymentExceedsLiability,
  MarginSettlementInProgress,
  LiquidationInProgress,
  RepaymentHistoryNotFound,
  RepeatedBorrowing,
  BorrowCoinNotAvailable,
  BorrowPairNotAvailable,
  InvalidUserStatus,
  BorrowBelowMinPerTransaction,
  BorrowAboveMaxPerTransaction,
  BorrowAboveMaxPerUser,
  BorrowAbovePlatformMax,
  BorrowAboveEstimatedMax,
  QueryLoanInfoError,
  BorrowAmountTooPrecise,
  LeverageRatioOutOfRange,
  LeverageSwitchCloseDuringLiquidation,
  LeverageSwitchAdjustDuringLiquidation,
  SpotMarginQuestionnaireNotSubmitted,
  SpotLeverageClosed,
  BorrowingInProgress,
  LeverageSwitchBlockedByOrder,
  RepayAmountTooPrecise,
  LiquidationRisk,
  AccountUpgradedToUta,
  BondDataUnavailable,
  BorrowDataUnavailable,
  UserStatusSwitchFailed,
  DebtsBlockMarginDisable,
  CrossMarginNotEligible,
  InsLoanAccountException,
  SpotMarginIsolatedModeConflict,
  UnifiedMarginActionBlocked,
  AdjustmentDuringUpgrade,
  AdjustmentDuringLiquidation,
  AdjustmentMarginRateTooHigh,
  AssetServiceError,
  AssetParamsError,
  AssetInternalError,
  KycRequired,
  KycIncomplete,
  AddressWithdrawalsSuspended,
  TravelRuleVerificationFailed,
  TravelRuleInfoInsufficient,
  RecipientWithdrawalRejected,
  RecipientNameMismatch,
  RecipientNotKycVerified,
  TargetExchangeCurrencyUnsupported,
  TargetExchangeAddressUnknown,
  BeneficiaryInfoRequired,
  InternalAddressIsSelf,
  InternalTransferSubaccountUnsupported,
  RecipientNotFound,
  RecipientDepositBanned,
  RecipientKycRequired,
  RetryLimitReached,
  MemoNotAllowed,
  RepeatedWithdrawRequest,
  AddressBookOnly,
  WithdrawBlockedByUtaUpgrade,
  WithdrawAboveAvailableBalance,
  WithdrawAboveMarginRiskLimit,
  SpotRiskLevelTooHighForWithdraw,
  WithdrawAboveKycLimit,
  WithdrawLockedAfterSensitiveOperation,
  WithdrawBanned,
  WithdrawBlockedByLoginStatus,
  UserStatusAbnormal,
  WithdrawAddressNotWhitelisted,
  UserIdNotWhitelisted,
  WithdrawAbovePlatformDailyLimit,
  WithdrawAmountOutOfRange,
  CurrencyWithdrawalClosed,
  NewAddressWithdrawUnavailable,
  WithdrawCancelNotAllowed,
  TransferServiceError,
  TransferInternalError,
  InvalidMemberId,
  TransferParamsError,
  AccountInfoError,
  QueryTransferError,
  TransferNotAllowed,
  AccountNotFound,
  TransferForbidden,
  SubMemberRelationError,
  AmountPrecisionError,
  SameTransferAccountType,
  TransferBalanceInsufficient,
  TransferLtvCheckFailed,
  TransferIdExists,
  InvalidTransferAmount,
  QueryBalanceError,
  RiskCheckFailed,
  SecurityCheckBlocked,
  SubaccountUniversalTransferDenied,
  TransferSafeAmountExceeded,
  CurrencyComplianceRestricted,
  TransferSystemBusy,
  TransferInUnsupported,
  TransferOutUnsupported,
  IslamicAccountCoinUnsupported,
  PmSpotHedgingRequiresPortfolioMargin,
  InsLendingPmSpotHedgingUnsupported,
  PositionsBeingLiquidated,
  SwitchRiskLevelTooHigh,
  SubMemberAbnormal,
  IpWhitelistChangeRequiresWeb,
  SensitivePermissionChangeRequiresWeb,
  SubaccountHasAssets,
  SubaccountAgreementForbidden,
  CategoryRequired,
  CategoryUnsupported,
  SymbolRequired,
  SideRequired,
  InvalidOrderStatus,
  StartTimeNotNumber,
  EndTimeNotNumber,
  TimeRangeIncomplete,
  TimeRangeTooLong,
  LimitNotNumber,
  SymbolNotFound,
  UsdcSettleCoinOnly,
  ClassicAccountUnsupported,
  InvalidExpDate,
  ExpDateTooOld,
  QuotePriceMissing,
  InvalidCharacters,
  UserLevelNotFound,
  ConvertParamsError,
  ConvertNoDealerOrPredictionMarketClosed,
  ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient,
  PredictionEngineUnavailable,
  ConvertOrderNotFound,
  ConvertBalanceInsufficient,
  ConvertAmountTooLow,
  ConvertAmountTooLarge,
  ConvertQuoteExpired,
  QuoteTxIdUsed,
  ConvertLoanUserOrUsdcBalanceInsufficient,
  ConvertIllegalOperationOrTokenPositionInsufficient,
  ConvertBlockedByUtaUpgrade,
  ConvertCoinUnsupported,
  ConvertRateBelowCurrent,
  ConvertOrderProcessing,
  ConvertOperationUnsupported,
  FiatInvalidRequest,
  BrokerNotFoundOrInvalidRewardParameter,
  BrokerInvalid,
  BrokerQuotationInvalid,
  SubaccountNotFound,
  FiatQuotaExceeded,
  FundingBalanceInsufficient,
  SubaccountFundingBalanceInsufficient,
  FiatInternalError,
  ConvertSystemError,
  ConvertSignVerificationFailed,
  FlexibleSavingsCurrencyUnsupported,
  BorrowBelowMinimum,
  CurrencyPrecisionExceeded,
  CurrencyNotCollateral,
  CollateralPrecisionExceeded,
  NegativeBorrowAmount,
  NegativeCollateralAmount,
  LtvAboveRiskThreshold,
  AvailableQuotaInsufficient,
  FundingPoolInsufficient,
  CollateralInsufficient,
  NonBorrowerCollateralAdjustment,
  LoanCurrencyUnsupported,
  LoanTermOutOfRange,
  LendingRateUnsupported,
  InterestRatePrecisionExceeded,
  LoanOpenOrderLimitExceeded,
  LoanSystemBusy,
  PlatformLendingQuotaInsufficient,
  OperationConflict,
  LendingAssetsInsufficient,
  LoanOrderNotFound,
  LoanCancellationFailed,
  LendingCancellationFailed,
  RepaymentCreationFailed,
  NoActiveLoan,
  RepaymentPrecisionExceeded,
  RepaymentAccountBalanceInsufficient,
  DepositOrderNotFound,
  OperationDuringLiquidation,
  NoOutstandingDebt,
  LoanNotRepayable,
  LoanRetryLater,
  CollateralAdjustmentFailed,
  CollateralAdjustmentAboveMax,
  DuplicateCollateralAssets,
  InvalidPledgeToken,
  RepayOrderExists,
  CollateralRequestAboveMax,
  LoanServerBusy,
  AssetPrecisionExceeded,
  CryptoLoanOrderNotFound,
  LoanAssetUnsupported,
  BorrowAboveMax,
  BorrowBanned,
  BorrowBelowMin,
  LoanBalanceInsufficient,
  SystemAssetInsufficient,
  AdjustmentBelowMinCollateral,
  IndividualLoanQuotaReached,
  CollateralLimitReached,
  MinCollateralNotMet,
  DuplicateLoanRequest,
  LoanParamsError,
  AccountAssetUnsupported,
  UidAlreadyBound,
  UidNotBound,
  RiskUnitMainUidUnbind,
  UnsettledLoanOrders,
  UidBindRejected,
  UidBindRequiresUtaPro,
  InsLoanRequestProcessing,
  UidBindLeverageCloseFailed,
  PreMarketOrdersBlockBinding,
  CopyProBlocksBinding,
  InsLoanBalanceInsufficient,
  InvalidUid,
  RepaymentProcessing,
  InvalidLimitParameter,
  BrokerMainAccountOnly,
  QueryTimeOutOfRange,
  SubaccountForbidden,
  VoucherRecycled,
  VoucherExpired,
  VoucherNotRedeemable,
  RewardBudgetExceeded,
  RewardAccountRejected,
  ResourceNotFound,
  InventoryInsufficient,
  VipLevelLimit,
  RewardInternalError,
  PredictionInternalError,
  EarnParamsError,
  EarnInvalidCoin,
  EarnUserBanned,
  SiteNotAllowed,
  ComplianceWalletNotReached,
  EarnValidationFailed,
  ProductNotAvailable,
  InvalidProduct,
  ProductForbidden,
  EarnUserNotAllowed,
  UserNotVip,
  InvalidPurchaseShare,
  StakeAboveMaxShare,
  InvalidRedeemShare,
  ProductShareInsufficient,
  EarnBalanceInsufficient,
  InvalidRiskUser,
  EarnInternalError,
  EmptyOrderLinkId,
  EarnPositionNotFound,
  InvalidSelectPrice,
  KycLevelNotReached,
  ServiceMaintenance,
  ChildMemberForbidden,
  EarnOrderExists,
  AprLowered,
  TaxForbidden,
  ReinvestValidationFailed,
  RedeemNotAllowed,
  SlippageFailed,
  DuplicateEarnOrder,
  EuropeApiKeyCreationUnsupported,
  NotInstitutionalUser,
  UidPermissionDenied,
  RfqNotFound,
  QuoteNotFound,
  DemoUserProhibited,
  RfqValueBelowMin,
  SelfExecution,
  QuoteUidNotCounterparty,
  QuoteLegsMismatch,
  QuoteAlreadyExists,
  RfqLegsSizeInvalid,
  RfqSideInvalid,
  RfqQtyInvalid,
  RfqSymbolInvalid,
  QuoteExecutionDenied,
  RfqOneWayModeOnly,
  RfqAmountBelowMin,
  RfqQtyAboveMax,
  RfqCopyTradingUnsupported,
  SelfCounterparty,
  TooManyCounterparties,
  RfqAmountAboveMax,
  ManualLoanSymbolUnsupported,
  RfqSymbolUnsupported,
  NonBybitInstitutionQuote,
  SpotAssetNotCollateral,
  ManualLoanSystemError,
  ManualLoanParamsError,
  FundPoolLow,
  BorrowRiskRateExceeded,
  BorrowPrecisionInvalid,
  RepaymentMultipleInvalid,
  RepaymentDuringInterest,
  MarginTradingRequired,
  RepaymentInProgress,
  BorrowedAssetNotFound,
  NoBorrowedCoins,
  AmountBelowMinimum,
  DecimalPrecisionExceeded,
  CopyTradeUnsupported,
  BorrowDuringLiquidation,
  CollateralBalanceInsufficient,
  SpotHedgingLiabilitiesBlockRepayment,
  InsLoanInProgress,
  InsLoanTransactionsBanned,
  PendingLoanOrders,
  ManualBorrowingNotEnabled,
  CoinExchangeRepaymentUnsupported,
  NetLiabilityTooHigh,
  StrategyCreationFailed,
  StrategyTerminated,
  SymbolStrategyLimitReached,
  StrategyLimitReached,
  StrategyNotFound,
  StrategySizeTooSmall,
  StrategySizeTooLarge,
  StrategyOrderCancelled,
  BlacklistRuleHit,
  UnifiedMarginLimitBlocked,
  StrategyTradingUnavailable,
  StrategyStatusModifyFailed,
  WebhookOrderFailed,
  StrategyStopped,
  WebhookPositionIdxUnsupported,
  SignalLatencyTooHigh,
  InvalidStrategy,
  StrategySymbolUnsupported,
  UserPositionLimitExceeded,
  OrderRetryFailed,
  SameSideOrdersForbidden,
  UsdcStrategyUnsupported,
  InvalidPostOnly,
  StrategyQtyBelowMin,
  PositionPercentageSideMismatch,
  StrategyQtyOutOfRange,
  PovInvalidMode,
  PovParticipationRateInvalid,
  PovRequiredParamMissing,
  PovSizeDurationMissing,
  PovSubSizeOutOfRange,
  PovDurationOutOfRange,
  PovSubSizeAboveOrderSize,
  PovIntervalAboveDuration,
  SignalSymbolNotTradable,
  SignalNameTooLong,
  SignalLeverageAboveRiskLimit,
  SignalEntryPriceInvalid,
  SignalTakeProfitInvalid,
  SignalStopLossInvalid,
  SignalExpirationInvalid,
  SignalDescriptionTooLong,
  StopLossBeyondLiquidation,
  SignalNotFound,
  SignalCreationDenied,
  TwapInverseStepBelowMin,
  TwapInverseStepAboveMax,
  SerialNumInUse,
  DailyPurchaseLimitExceeded,
  PurchaseQueueBusy,
  LeveragedTokenBalanceInsufficient,
  DailyRedemptionLimitExceeded,
  RedemptionQueueBusy,
  LeveragedTokenOrderNotFound,
  PurchasePeriodNotStarted,
  PurchaseAmountAboveLimit,
  LeveragedTokenQuizRequired,
  RedemptionPeriodNotStarted,
  RedemptionAmountAboveLimit,
  LeveragedTokenPurchaseSuspended,
  LeveragedTokenRedemptionSuspended,
  LeveragedTokenInvalidFormat,
  LeveragedTokenUpgradeInProgress,
  TooManySessions,
  TradeServiceInternalError,
  TradeServiceRestarting,
  OperationNotFound,
  SystemFrequencyProtection,
  AlreadyAuthenticated,
  SessionRequestsTooFrequent,
  DuplicateReqId,
  NotAuthenticated,
  UsdcOptionAuthFailed,
  OrderNotFoundOrTooLate,
  LeveragedTokenAmountAboveLimit,
  CrossMarginUserNotFound,
  PositionInLiquidationOrAdl,
  TradingStopWithoutPosition,
  OrderCostUnaffordable,
  PositionIdxModeMismatch,
  SubUserAlreadyExists,
  SameTpSlMode,
  CopyTradeOrderNotOpen,
  PositionSizeZero,
  AutoAddMarginNotModified,
  ReduceOnlyRuleNotSatisfied,
  SubUserNotFound,
  ContractNameNotFound,
  UsdcOrderNotFound,
  NoActiveOrder,
  UsdcAccountNotFound,
  UsdcSetMarginModeFailed
)

/**
 * Any exchange error: the union of every catalogue class and `ApiError`.
 *
 * @since 0.1.0
 * @category models
 */
export type ExchangeError = typeof ExchangeError.Type

// One map lookup instead of trying hundreds of union members.
const classByTag: ReadonlyMap<string, (typeof ExchangeError.members)[number]> = new Map(
  ExchangeError.members.map((member) => [member._tag, member])
)

/**
 * Whether a value is an instance of one of the exchange error classes.
 *
 * @since 0.1.0
 * @category guards
 */
export const isExchangeError = (u: unknown): u is ExchangeError => {
  if (typeof u !== "object" || u === null || !("_tag" in u) || typeof u._tag !== "string") return false
  const member = classByTag.get(u._tag)
  return member !== undefined && u instanceof member
}

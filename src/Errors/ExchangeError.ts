/**
 * Exchange errors: every documented `retCode` is its own tagged error, so callers can `Effect.catchTag` it.
 *
 * One class per meaning: where two codes mean the same thing they share a class (its JSDoc lists the codes); where
 * one code means different things on different channels, `Catalogue` keys it by channel. Codes are those of the
 * Bybit V5 error list, the WebSocket order-entry (`/v5/trade`) codes and the legacy (pre-V5) families.
 *
 * @since 0.1.0
 */
// biome-ignore-all lint/complexity/noThisInStatic: the statics run on each subclass; `this` is that subclass, not Base
import type * as Cause from "effect/Cause"
import * as Data from "effect/Data"
import { identity } from "effect/Function"
import * as ParseResult from "effect/ParseResult"
import { pipeArguments } from "effect/Pipeable"
import * as Schema from "effect/Schema"
import type * as SchemaAST from "effect/SchemaAST"

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
 * The fields of one exchange error class: its tag and the shared fields.
 *
 * @since 0.1.0
 * @category models
 */
export type ExchangeErrorClassFields<Tag extends string> = {
  readonly _tag: Schema.tag<Tag>
} & typeof ExchangeErrorFields

/**
 * An exchange error class: constructs its error from the shared fields, is a `Schema` of it (encoded side: the tag
 * and the fields) and carries its `_tag`, so `Effect.catchTag` and `instanceof` work as with `Schema.TaggedError`.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExchangeErrorClass<Self, Tag extends string>
  extends Schema.Schema<Self, Schema.Struct.Encoded<ExchangeErrorClassFields<Tag>>> {
  new (
    props: ExchangeErrorInput,
    options?: Schema.MakeOptions
  ): Cause.YieldableError & Schema.Struct.Type<ExchangeErrorClassFields<Tag>>
  readonly _tag: Tag
  readonly identifier: Tag
  readonly fields: ExchangeErrorClassFields<Tag>
}

// Built once for all classes, on first use: defining ~700 classes with Schema.TaggedError built ~700 schemas at
// import (about a second and 100+ MB at start-up), though an application meets a handful of them.
let validateFields: ((input: unknown) => ExchangeErrorInput) | undefined
const variance = { _A: identity, _I: identity, _R: identity }
const astCache = new WeakMap<object, SchemaAST.AST>()
const encodedFields = <Tag extends string>(tag: Tag): ExchangeErrorClassFields<Tag> => ({
  _tag: Schema.tag(tag),
  ...ExchangeErrorFields
})

/**
 * Defines an exchange error class: `class X extends ExchangeErrorClass<X>()("X") {}`. Equivalent to
 * `Schema.TaggedError<X>()("X", ExchangeErrorFields)` for construction, validation, `_tag`, `instanceof` and
 * encoding/decoding, but its schema (AST) is built on first use instead of at definition.
 *
 * @since 0.1.0
 * @category constructors
 */
export const ExchangeErrorClass =
  <Self>() =>
  <Tag extends string>(tag: Tag): ExchangeErrorClass<Self, Tag> => {
    class Base extends Data.Error<ExchangeErrorInput & { readonly _tag: Tag }> {
      static readonly _tag = tag
      static readonly identifier = tag
      static readonly [Schema.TypeId] = variance
      static get fields(): ExchangeErrorClassFields<Tag> {
        return encodedFields(tag)
      }
      static get ast(): SchemaAST.AST {
        let ast = astCache.get(this)
        if (ast === undefined) {
          ast = Schema.transform(
            Schema.Struct(encodedFields(tag)),
            Schema.declare((u): u is Base => u instanceof this, { identifier: tag }),
            { strict: true, decode: (input) => new this(input, true), encode: identity }
          ).ast
          astCache.set(this, ast)
        }
        return ast
      }
      static pipe() {
        // biome-ignore lint/complexity/noArguments: the Pipeable contract
        return pipeArguments(this, arguments)
      }
      static annotations(annotations: Schema.Annotations.Schema<Base>) {
        return Schema.make<Base, Schema.Struct.Encoded<ExchangeErrorClassFields<Tag>>>(this.ast).annotations(
          annotations
        )
      }
      static override toString() {
        return `ExchangeError(${tag})`
      }
      constructor(props: ExchangeErrorInput, options?: Schema.MakeOptions) {
        const disabled = typeof options === "boolean" ? options : (options?.disableValidation ?? false)
        const input: Record<string, unknown> = { ...props }
        delete input._tag
        if (!disabled) {
          validateFields ??= ParseResult.validateSync(Schema.Struct(ExchangeErrorFields))
          super({ _tag: tag, ...validateFields(input) })
        } else {
          super({ _tag: tag, ...(input as ExchangeErrorInput) })
        }
      }
    }
    Object.defineProperty(Base.prototype, "name", { value: tag, writable: true, configurable: true })
    return Base as unknown as ExchangeErrorClass<Self, Tag>
  }

/**
 * Any code the catalogue does not know.
 *
 * @since 0.1.0
 * @category errors
 */
export class ApiError extends ExchangeErrorClass<ApiError>()("ApiError") {}

/**
 * -1: the request expired (server-side timestamp check).
 *
 * @since 0.1.0
 * @category errors
 */
export class RequestExpired extends ExchangeErrorClass<RequestExpired>()("RequestExpired") {}

/**
 * 429: the trading service is under high load; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingServiceOverloaded extends ExchangeErrorClass<TradingServiceOverloaded>()(
  "TradingServiceOverloaded"
) {}

/**
 * -2015, 33004: the API key has expired (spot and derivatives report different codes).
 *
 * @since 0.1.0
 * @category errors
 */
export class ApiKeyExpired extends ExchangeErrorClass<ApiKeyExpired>()("ApiKeyExpired") {}

/**
 * 10000: server timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export class ServerTimeout extends ExchangeErrorClass<ServerTimeout>()("ServerTimeout") {}

/**
 * 10001: request parameters missing or wrong (also "position idx not match position mode", TP/SL not modified, no position).
 *
 * @since 0.1.0
 * @category errors
 */
export class ParamsError extends ExchangeErrorClass<ParamsError>()("ParamsError") {}

/**
 * 10002: the request timestamp is outside the receive window.
 *
 * @since 0.1.0
 * @category errors
 */
export class TimestampOutOfWindow extends ExchangeErrorClass<TimestampOutOfWindow>()("TimestampOutOfWindow") {}

/**
 * 10003: invalid API key, or key and host (domain) do not match; legacy WebSockets report it as sign auth failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidApiKey extends ExchangeErrorClass<InvalidApiKey>()("InvalidApiKey") {}

/**
 * 10004: the signature does not verify.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSignature extends ExchangeErrorClass<InvalidSignature>()("InvalidSignature") {}

/**
 * 10005: incorrect key permissions: the key lacks the permission this endpoint needs.
 *
 * @since 0.1.0
 * @category errors
 */
export class PermissionDenied extends ExchangeErrorClass<PermissionDenied>()("PermissionDenied") {}

/**
 * 10006: the per-UID endpoint rate limit was exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class RateLimitExceeded extends ExchangeErrorClass<RateLimitExceeded>()("RateLimitExceeded") {}

/**
 * 10007: user authentication failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserAuthenticationFailed extends ExchangeErrorClass<UserAuthenticationFailed>()(
  "UserAuthenticationFailed"
) {}

/**
 * 10008: banned; check the account mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountBanned extends ExchangeErrorClass<AccountBanned>()("AccountBanned") {}

/**
 * 10009: access is currently unavailable for this account or region.
 *
 * @since 0.1.0
 * @category errors
 */
export class ServiceRestricted extends ExchangeErrorClass<ServiceRestricted>()("ServiceRestricted") {}

/**
 * 10010: incorrect request IP: not among the key's bound IP addresses.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnmatchedIp extends ExchangeErrorClass<UnmatchedIp>()("UnmatchedIp") {}

/**
 * 10014: invalid duplicate request.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateRequest extends ExchangeErrorClass<DuplicateRequest>()("DuplicateRequest") {}

/**
 * 3500404, and 10016 on the older families: wrong cursor (the spec's reading of 10016, still the older docs' one).
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidCursor extends ExchangeErrorClass<InvalidCursor>()("InvalidCursor") {}

/**
 * 10016 on V5 REST: internal server error, or the service is restarting. Transient: an idempotent read is re-sent
 * with backoff; a write whose answer is this code has an unknown outcome.
 *
 * @since 0.2.0
 * @category errors
 */
export class ServerError extends ExchangeErrorClass<ServerError>()("ServerError") {}

/**
 * 10017: route not found (wrong path or method).
 *
 * @since 0.1.0
 * @category errors
 */
export class RouteNotFound extends ExchangeErrorClass<RouteNotFound>()("RouteNotFound") {}

/**
 * 10018; /v5/trade 10403: the IP rate limit was exceeded (REST 10018 is deprecated; /v5/trade allows 3000 requests/s per IP).
 *
 * @since 0.1.0
 * @category errors
 */
export class IpRateLimitExceeded extends ExchangeErrorClass<IpRateLimitExceeded>()("IpRateLimitExceeded") {}

/**
 * 10020: the account is not a unified (margin) account; upgrade required.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountNotUnified extends ExchangeErrorClass<AccountNotUnified>()("AccountNotUnified") {}

/**
 * 10024: compliance rules triggered.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComplianceRulesTriggered extends ExchangeErrorClass<ComplianceRulesTriggered>()(
  "ComplianceRulesTriggered"
) {}

/**
 * 10027: transactions (trading) are banned for this account.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransactionsBanned extends ExchangeErrorClass<TransactionsBanned>()("TransactionsBanned") {}

/**
 * 10029: the requested symbol is not in the key's symbol whitelist.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolNotWhitelisted extends ExchangeErrorClass<SymbolNotWhitelisted>()("SymbolNotWhitelisted") {}

/**
 * 10028: the API can only be accessed by unified account users.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedAccountOnly extends ExchangeErrorClass<UnifiedAccountOnly>()("UnifiedAccountOnly") {}

/**
 * 12000: unknown error (spot v3 family).
 *
 * @since 0.1.0
 * @category errors
 */
export class ExchangeUnknownError extends ExchangeErrorClass<ExchangeUnknownError>()("ExchangeUnknownError") {}

/**
 * 30035: option orders cancelled too fast; try later.
 *
 * @since 0.1.0
 * @category errors
 */
export class OptionCancelTooFast extends ExchangeErrorClass<OptionCancelTooFast>()("OptionCancelTooFast") {}

/**
 * 30133: OTC loan: the selected USDT perpetual symbol is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanUsdtPerpetualSymbolNotAllowed extends ExchangeErrorClass<OtcLoanUsdtPerpetualSymbolNotAllowed>()(
  "OtcLoanUsdtPerpetualSymbolNotAllowed"
) {}

/**
 * 30134: OTC loan: the selected USDC contract symbol is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanUsdcContractSymbolNotAllowed extends ExchangeErrorClass<OtcLoanUsdcContractSymbolNotAllowed>()(
  "OtcLoanUsdcContractSymbolNotAllowed"
) {}

/**
 * 30135: OTC loan: the USDT perpetual leverage exceeds the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanUsdtPerpetualLeverageTooHigh extends ExchangeErrorClass<OtcLoanUsdtPerpetualLeverageTooHigh>()(
  "OtcLoanUsdtPerpetualLeverageTooHigh"
) {}

/**
 * 30136: OTC loan: the USDC perpetual or futures leverage exceeds the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanUsdcLeverageTooHigh extends ExchangeErrorClass<OtcLoanUsdcLeverageTooHigh>()(
  "OtcLoanUsdcLeverageTooHigh"
) {}

/**
 * 30208: order rejected: the price is higher than the maximum buy price.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceAboveMaxBuyPrice extends ExchangeErrorClass<OrderPriceAboveMaxBuyPrice>()(
  "OrderPriceAboveMaxBuyPrice"
) {}

/**
 * 30209: order rejected: the price is lower than the minimum sell price.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceBelowMinSellPrice extends ExchangeErrorClass<OrderPriceBelowMinSellPrice>()(
  "OrderPriceBelowMinSellPrice"
) {}

/**
 * 30228: no new positions during delisting.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoNewPositionsDuringDelisting extends ExchangeErrorClass<NoNewPositionsDuringDelisting>()(
  "NoNewPositionsDuringDelisting"
) {}

/**
 * 30256, 110131: margin limit exceeded: the maintenance margin required exceeds the allowed limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginLimitExceeded extends ExchangeErrorClass<MarginLimitExceeded>()("MarginLimitExceeded") {}

/**
 * 40004: the order was modified while being replaced; retry.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderModifiedDuringReplace extends ExchangeErrorClass<OrderModifiedDuringReplace>()(
  "OrderModifiedDuringReplace"
) {}

/**
 * 100028: the API cannot be accessed by unified account users.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedAccountForbidden extends ExchangeErrorClass<UnifiedAccountForbidden>()("UnifiedAccountForbidden") {}

/**
 * 110001; legacy 140001: order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderNotFound extends ExchangeErrorClass<OrderNotFound>()("OrderNotFound") {}

/**
 * 110003; legacy 140003: the order price is outside the allowed range.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceOutOfRange extends ExchangeErrorClass<OrderPriceOutOfRange>()("OrderPriceOutOfRange") {}

/**
 * 110004, 110045; legacy 140004: wallet balance is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class WalletBalanceInsufficient extends ExchangeErrorClass<WalletBalanceInsufficient>()(
  "WalletBalanceInsufficient"
) {}

/**
 * 110005; legacy 140005: position status error.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionStatusError extends ExchangeErrorClass<PositionStatusError>()("PositionStatusError") {}

/**
 * 110006; legacy 140006: the assets cannot cover the estimated position margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionMarginUnaffordable extends ExchangeErrorClass<PositionMarginUnaffordable>()(
  "PositionMarginUnaffordable"
) {}

/**
 * 110007, 110012; legacy 30042, 140007, 140012: available balance is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsufficientBalance extends ExchangeErrorClass<InsufficientBalance>()("InsufficientBalance") {}

/**
 * 110008; legacy 140008: the order has been completed or cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderAlreadyFinished extends ExchangeErrorClass<OrderAlreadyFinished>()("OrderAlreadyFinished") {}

/**
 * 110009; legacy 140009: the number of stop orders exceeds the maximum allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class StopOrderLimitExceeded extends ExchangeErrorClass<StopOrderLimitExceeded>()("StopOrderLimitExceeded") {}

/**
 * 110010; legacy 140010: the order has been cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderAlreadyCancelled extends ExchangeErrorClass<OrderAlreadyCancelled>()("OrderAlreadyCancelled") {}

/**
 * 110011, 110046; legacy 140011: this adjustment would trigger liquidation immediately.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentTriggersLiquidation extends ExchangeErrorClass<AdjustmentTriggersLiquidation>()(
  "AdjustmentTriggersLiquidation"
) {}

/**
 * 110013; legacy 140013: cannot set leverage due to the risk limit level.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageBlockedByRiskLimit extends ExchangeErrorClass<LeverageBlockedByRiskLimit>()(
  "LeverageBlockedByRiskLimit"
) {}

/**
 * 110014; legacy 140014: available balance is insufficient to add margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsufficientBalanceToAddMargin extends ExchangeErrorClass<InsufficientBalanceToAddMargin>()(
  "InsufficientBalanceToAddMargin"
) {}

/**
 * 110015; legacy 30056, 140015: the position is in cross margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionInCrossMargin extends ExchangeErrorClass<PositionInCrossMargin>()("PositionInCrossMargin") {}

/**
 * 110016; legacy 140016: the requested quantity exceeds the risk limit (deprecated).
 *
 * @since 0.1.0
 * @category errors
 */
export class QtyExceedsRiskLimit extends ExchangeErrorClass<QtyExceedsRiskLimit>()("QtyExceedsRiskLimit") {}

/**
 * 110017: orderQty would be truncated to zero.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderQtyTruncatedToZero extends ExchangeErrorClass<OrderQtyTruncatedToZero>()("OrderQtyTruncatedToZero") {}

/**
 * 110018; legacy 140018: the user id is illegal.
 *
 * @since 0.1.0
 * @category errors
 */
export class IllegalUserId extends ExchangeErrorClass<IllegalUserId>()("IllegalUserId") {}

/**
 * 110019; legacy 140019: the order id is illegal.
 *
 * @since 0.1.0
 * @category errors
 */
export class IllegalOrderId extends ExchangeErrorClass<IllegalOrderId>()("IllegalOrderId") {}

/**
 * 110020; legacy 140020: more than 500 active orders are not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ActiveOrderLimitExceeded extends ExchangeErrorClass<ActiveOrderLimitExceeded>()(
  "ActiveOrderLimitExceeded"
) {}

/**
 * 110021; legacy 140021: the position would exceed the open-interest limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class OpenInterestLimitExceeded extends ExchangeErrorClass<OpenInterestLimitExceeded>()(
  "OpenInterestLimitExceeded"
) {}

/**
 * 110022; legacy 140022: quantity is restricted: the order cannot be modified to add quantity.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderQtyIncreaseRestricted extends ExchangeErrorClass<OrderQtyIncreaseRestricted>()(
  "OrderQtyIncreaseRestricted"
) {}

/**
 * 110023; legacy 140023: only position reduction is allowed on this contract.
 *
 * @since 0.1.0
 * @category errors
 */
export class ReduceOnlyContract extends ExchangeErrorClass<ReduceOnlyContract>()("ReduceOnlyContract") {}

/**
 * 110024; legacy 140024: an existing position prevents switching the position mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionModeLockedByPosition extends ExchangeErrorClass<PositionModeLockedByPosition>()(
  "PositionModeLockedByPosition"
) {}

/**
 * 110025; legacy 30083, 140025: position mode unchanged (already set).
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionModeNotModified extends ExchangeErrorClass<PositionModeNotModified>()("PositionModeNotModified") {}

/**
 * 110026; legacy 30084, 130056, 140026: cross/isolated margin mode unchanged (already set).
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossIsolatedModeNotModified extends ExchangeErrorClass<CrossIsolatedModeNotModified>()(
  "CrossIsolatedModeNotModified"
) {}

/**
 * 110027; legacy 140027: margin unchanged.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginNotModified extends ExchangeErrorClass<MarginNotModified>()("MarginNotModified") {}

/**
 * 110028; legacy 140028: open orders prevent switching the position mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionModeLockedByOpenOrders extends ExchangeErrorClass<PositionModeLockedByOpenOrders>()(
  "PositionModeLockedByOpenOrders"
) {}

/**
 * 110029; legacy 140029: hedge mode is not supported for this symbol.
 *
 * @since 0.1.0
 * @category errors
 */
export class HedgeModeNotSupported extends ExchangeErrorClass<HedgeModeNotSupported>()("HedgeModeNotSupported") {}

/**
 * 110030; legacy 140030: duplicate orderId (deprecated).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateOrderId extends ExchangeErrorClass<DuplicateOrderId>()("DuplicateOrderId") {}

/**
 * 110031; legacy 30090, 140031: risk limit info does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskLimitNotFound extends ExchangeErrorClass<RiskLimitNotFound>()("RiskLimitNotFound") {}

/**
 * 110032; legacy 140032: the order is illegal.
 *
 * @since 0.1.0
 * @category errors
 */
export class IllegalOrder extends ExchangeErrorClass<IllegalOrder>()("IllegalOrder") {}

/**
 * 110033; legacy 140033: margin cannot be set without an open position.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginWithoutPosition extends ExchangeErrorClass<MarginWithoutPosition>()("MarginWithoutPosition") {}

/**
 * 110034; legacy 140034: there is no net position.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoNetPosition extends ExchangeErrorClass<NoNetPosition>()("NoNetPosition") {}

/**
 * 110035; legacy 140035: cancellation of orders was not completed before liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelIncompleteBeforeLiquidation extends ExchangeErrorClass<CancelIncompleteBeforeLiquidation>()(
  "CancelIncompleteBeforeLiquidation"
) {}

/**
 * 110036; legacy 140036: leverage cannot be changed in cross margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageLockedByCrossMargin extends ExchangeErrorClass<LeverageLockedByCrossMargin>()(
  "LeverageLockedByCrossMargin"
) {}

/**
 * 110037; legacy 140037: the user setting list does not have this symbol.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolNotInUserSettings extends ExchangeErrorClass<SymbolNotInUserSettings>()("SymbolNotInUserSettings") {}

/**
 * 110038; legacy 140038: leverage cannot be changed in portfolio margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageLockedByPortfolioMargin extends ExchangeErrorClass<LeverageLockedByPortfolioMargin>()(
  "LeverageLockedByPortfolioMargin"
) {}

/**
 * 110039; legacy 140039: the maintenance margin rate is too high and may trigger liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class MaintenanceMarginRateTooHigh extends ExchangeErrorClass<MaintenanceMarginRateTooHigh>()(
  "MaintenanceMarginRateTooHigh"
) {}

/**
 * 110040; legacy 140040: the order would trigger a forced liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderTriggersLiquidation extends ExchangeErrorClass<OrderTriggersLiquidation>()(
  "OrderTriggersLiquidation"
) {}

/**
 * 110041; legacy 140041: skipping liquidation is not allowed while a position or maker order exists.
 *
 * @since 0.1.0
 * @category errors
 */
export class SkipLiquidationNotAllowed extends ExchangeErrorClass<SkipLiquidationNotAllowed>()(
  "SkipLiquidationNotAllowed"
) {}

/**
 * 110042; legacy 140042: pre-delivery status: positions can only be reduced.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreDeliveryReduceOnly extends ExchangeErrorClass<PreDeliveryReduceOnly>()("PreDeliveryReduceOnly") {}

/**
 * 110043; legacy 34036, 140043: set leverage not modified (leverage unchanged).
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageNotModified extends ExchangeErrorClass<LeverageNotModified>()("LeverageNotModified") {}

/**
 * 110044: available margin is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class AvailableMarginInsufficient extends ExchangeErrorClass<AvailableMarginInsufficient>()(
  "AvailableMarginInsufficient"
) {}

/**
 * 110047: the risk limit cannot be adjusted: available margin is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskLimitMarginInsufficient extends ExchangeErrorClass<RiskLimitMarginInsufficient>()(
  "RiskLimitMarginInsufficient"
) {}

/**
 * 110048: the risk limit cannot be adjusted: the position value exceeds the revised limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskLimitBelowPositionValue extends ExchangeErrorClass<RiskLimitBelowPositionValue>()(
  "RiskLimitBelowPositionValue"
) {}

/**
 * 110049: tick notes can only be numbers.
 *
 * @since 0.1.0
 * @category errors
 */
export class TickNotesNotNumeric extends ExchangeErrorClass<TickNotesNotNumeric>()("TickNotesNotNumeric") {}

/**
 * 110050: invalid coin.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidCoin extends ExchangeErrorClass<InvalidCoin>()("InvalidCoin") {}

/**
 * 110051: the available balance cannot cover the lowest price of the current market.
 *
 * @since 0.1.0
 * @category errors
 */
export class BalanceBelowLowestMarketPrice extends ExchangeErrorClass<BalanceBelowLowestMarketPrice>()(
  "BalanceBelowLowestMarketPrice"
) {}

/**
 * 110052: the available balance is insufficient to set the price.
 *
 * @since 0.1.0
 * @category errors
 */
export class BalanceInsufficientForPrice extends ExchangeErrorClass<BalanceInsufficientForPrice>()(
  "BalanceInsufficientForPrice"
) {}

/**
 * 110053: the available balance cannot cover the market price and upper limit price.
 *
 * @since 0.1.0
 * @category errors
 */
export class BalanceBelowMarketAndLimitPrice extends ExchangeErrorClass<BalanceBelowMarketAndLimitPrice>()(
  "BalanceBelowMarketAndLimitPrice"
) {}

/**
 * 110054: a take-profit link order prevents switching the TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlModeLockedByTakeProfit extends ExchangeErrorClass<TpSlModeLockedByTakeProfit>()(
  "TpSlModeLockedByTakeProfit"
) {}

/**
 * 110055: a stop-loss link order prevents switching the TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlModeLockedByStopLoss extends ExchangeErrorClass<TpSlModeLockedByStopLoss>()(
  "TpSlModeLockedByStopLoss"
) {}

/**
 * 110056: a trailing-stop link order prevents switching the TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlModeLockedByTrailingStop extends ExchangeErrorClass<TpSlModeLockedByTrailingStop>()(
  "TpSlModeLockedByTrailingStop"
) {}

/**
 * 110057: a conditional or limit order contains TP/SL params.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlParamsOnConditionalOrder extends ExchangeErrorClass<TpSlParamsOnConditionalOrder>()(
  "TpSlParamsOnConditionalOrder"
) {}

/**
 * 110058: the remaining position size is insufficient to set TP/SL.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionSizeInsufficientForTpSl extends ExchangeErrorClass<PositionSizeInsufficientForTpSl>()(
  "PositionSizeInsufficientForTpSl"
) {}

/**
 * 110059: the TP/SL of a partially filled open order cannot be modified.
 *
 * @since 0.1.0
 * @category errors
 */
export class PartiallyFilledTpSlImmutable extends ExchangeErrorClass<PartiallyFilledTpSlImmutable>()(
  "PartiallyFilledTpSlImmutable"
) {}

/**
 * 110060: TP/SL cannot be modified under full TP/SL mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class FullModeTpSlImmutable extends ExchangeErrorClass<FullModeTpSlImmutable>()("FullModeTpSlImmutable") {}

/**
 * 110061: more than 20 TP/SLs under partial tpSlMode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PartialTpSlLimitExceeded extends ExchangeErrorClass<PartialTpSlLimitExceeded>()(
  "PartialTpSlLimitExceeded"
) {}

/**
 * 110062; legacy 3500713: no MMP information (profile) found for the institution.
 *
 * @since 0.1.0
 * @category errors
 */
export class MmpProfileNotFound extends ExchangeErrorClass<MmpProfileNotFound>()("MmpProfileNotFound") {}

/**
 * 110063: settlement in progress: not available for trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class SettlementInProgress extends ExchangeErrorClass<SettlementInProgress>()("SettlementInProgress") {}

/**
 * 110064, 170313: the modified quantity cannot be less than or equal to the filled quantity.
 *
 * @since 0.1.0
 * @category errors
 */
export class ModifiedQtyNotAboveFilled extends ExchangeErrorClass<ModifiedQtyNotAboveFilled>()(
  "ModifiedQtyNotAboveFilled"
) {}

/**
 * 110065: MMP has not been enabled for the account.
 *
 * @since 0.1.0
 * @category errors
 */
export class MmpNotEnabled extends ExchangeErrorClass<MmpNotEnabled>()("MmpNotEnabled") {}

/**
 * 110066: trading is currently not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingNotAllowed extends ExchangeErrorClass<TradingNotAllowed>()("TradingNotAllowed") {}

/**
 * 110067: unified account is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedAccountNotSupported extends ExchangeErrorClass<UnifiedAccountNotSupported>()(
  "UnifiedAccountNotSupported"
) {}

/**
 * 110068: leveraged trading is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTradingNotAllowed extends ExchangeErrorClass<LeveragedTradingNotAllowed>()(
  "LeveragedTradingNotAllowed"
) {}

/**
 * 110069: institutional lending customers are not allowed to trade.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingTradingNotAllowed extends ExchangeErrorClass<InsLendingTradingNotAllowed>()(
  "InsLendingTradingNotAllowed"
) {}

/**
 * 110070: ETP symbols cannot be traded.
 *
 * @since 0.1.0
 * @category errors
 */
export class EtpTradingNotAllowed extends ExchangeErrorClass<EtpTradingNotAllowed>()("EtpTradingNotAllowed") {}

/**
 * 110071: unified margin account upgrades are currently not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedMarginUpgradePaused extends ExchangeErrorClass<UnifiedMarginUpgradePaused>()(
  "UnifiedMarginUpgradePaused"
) {}

/**
 * 110072: orderLinkId is duplicate.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateOrderLinkId extends ExchangeErrorClass<DuplicateOrderLinkId>()("DuplicateOrderLinkId") {}

/**
 * 110073: set margin mode failed (the spec's "margin mode unchanged").
 *
 * @since 0.1.0
 * @category errors
 */
export class SetMarginModeFailed extends ExchangeErrorClass<SetMarginModeFailed>()("SetMarginModeFailed") {}

/**
 * 110074: this contract is not live.
 *
 * @since 0.1.0
 * @category errors
 */
export class ContractNotLive extends ExchangeErrorClass<ContractNotLive>()("ContractNotLive") {}

/**
 * 110075; legacy 134026: riskId not modified (deprecated in V5).
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskIdNotModified extends ExchangeErrorClass<RiskIdNotModified>()("RiskIdNotModified") {}

/**
 * 110076: only isolated mode can set auto-add-margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class AutoAddMarginRequiresIsolated extends ExchangeErrorClass<AutoAddMarginRequiresIsolated>()(
  "AutoAddMarginRequiresIsolated"
) {}

/**
 * 110077: not supported in portfolio margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PortfolioMarginNotSupported extends ExchangeErrorClass<PortfolioMarginNotSupported>()(
  "PortfolioMarginNotSupported"
) {}

/**
 * 110078: the margin to reduce exceeds the maximum reducible margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class ReduceMarginAboveMax extends ExchangeErrorClass<ReduceMarginAboveMax>()("ReduceMarginAboveMax") {}

/**
 * 110079: the order is being processed and cannot be operated on; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderProcessing extends ExchangeErrorClass<OrderProcessing>()("OrderProcessing") {}

/**
 * 110080, 3200320, 140004: operations restricted: the institutional loan LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvRestriction extends ExchangeErrorClass<InsLoanLtvRestriction>()("InsLoanLtvRestriction") {}

/**
 * 110082: no reduce-only restriction to lift.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoReduceOnlyRestriction extends ExchangeErrorClass<NoReduceOnlyRestriction>()("NoReduceOnlyRestriction") {}

/**
 * 110083: reduce-only restrictions must be lifted for both long and short positions.
 *
 * @since 0.1.0
 * @category errors
 */
export class ReduceOnlyLiftBothSides extends ExchangeErrorClass<ReduceOnlyLiftBothSides>()("ReduceOnlyLiftBothSides") {}

/**
 * 110085: the risk limit and margin ratio of this contract were updated.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskLimitRulesUpdated extends ExchangeErrorClass<RiskLimitRulesUpdated>()("RiskLimitRulesUpdated") {}

/**
 * 110086: the order leverage exceeds the maximum available.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderLeverageAboveMax extends ExchangeErrorClass<OrderLeverageAboveMax>()("OrderLeverageAboveMax") {}

/**
 * 110087: leverage for perpetual or futures contracts exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class ContractLeverageAboveMax extends ExchangeErrorClass<ContractLeverageAboveMax>()(
  "ContractLeverageAboveMax"
) {}

/**
 * 110088, 182200: upgrade to the unified trading account first.
 *
 * @since 0.1.0
 * @category errors
 */
export class UtaUpgradeRequired extends ExchangeErrorClass<UtaUpgradeRequired>()("UtaUpgradeRequired") {}

/**
 * 110089: exceeds the maximum risk limit level.
 *
 * @since 0.1.0
 * @category errors
 */
export class MaxRiskLimitLevelExceeded extends ExchangeErrorClass<MaxRiskLimitLevelExceeded>()(
  "MaxRiskLimitLevelExceeded"
) {}

/**
 * 110090: the position may exceed the maximum limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionLimitWouldBeExceeded extends ExchangeErrorClass<PositionLimitWouldBeExceeded>()(
  "PositionLimitWouldBeExceeded"
) {}

/**
 * 110092: expected rising, but the trigger price is at or below the current price.
 *
 * @since 0.1.0
 * @category errors
 */
export class TriggerPriceNotAboveCurrent extends ExchangeErrorClass<TriggerPriceNotAboveCurrent>()(
  "TriggerPriceNotAboveCurrent"
) {}

/**
 * 110093: expected falling, but the trigger price is at or above the current price.
 *
 * @since 0.1.0
 * @category errors
 */
export class TriggerPriceNotBelowCurrent extends ExchangeErrorClass<TriggerPriceNotBelowCurrent>()(
  "TriggerPriceNotBelowCurrent"
) {}

/**
 * 110094: order notional value below the lower limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderNotionalTooLow extends ExchangeErrorClass<OrderNotionalTooLow>()("OrderNotionalTooLow") {}

/**
 * 110095: pre-market perpetual orders cannot be created, modified or cancelled now.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketOrderForbidden extends ExchangeErrorClass<PreMarketOrderForbidden>()("PreMarketOrderForbidden") {}

/**
 * 110096: pre-market perpetual trading does not support portfolio margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketPortfolioMarginUnsupported extends ExchangeErrorClass<PreMarketPortfolioMarginUnsupported>()(
  "PreMarketPortfolioMarginUnsupported"
) {}

/**
 * 110097: non-UTA users cannot access pre-market perpetual trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketRequiresUta extends ExchangeErrorClass<PreMarketRequiresUta>()("PreMarketRequiresUta") {}

/**
 * 110098: only GTC orders are supported during the call auction.
 *
 * @since 0.1.0
 * @category errors
 */
export class CallAuctionGtcOnly extends ExchangeErrorClass<CallAuctionGtcOnly>()("CallAuctionGtcOnly") {}

/**
 * 110099: TP/SL orders cannot be created during the call auction.
 *
 * @since 0.1.0
 * @category errors
 */
export class CallAuctionTpSlForbidden extends ExchangeErrorClass<CallAuctionTpSlForbidden>()(
  "CallAuctionTpSlForbidden"
) {}

/**
 * 110100: pre-market perpetual orders cannot be placed, modified or cancelled in this phase.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketOrderPhaseLocked extends ExchangeErrorClass<PreMarketOrderPhaseLocked>()(
  "PreMarketOrderPhaseLocked"
) {}

/**
 * 110101: trading inverse contracts under cross and portfolio modes requires an upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class InverseContractsRequireUpgrade extends ExchangeErrorClass<InverseContractsRequireUpgrade>()(
  "InverseContractsRequireUpgrade"
) {}

/**
 * 110102: inverse contracts are not supported for this user (copy trading).
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyTradingInverseUnsupported extends ExchangeErrorClass<CopyTradingInverseUnsupported>()(
  "CopyTradingInverseUnsupported"
) {}

/**
 * 110103: only post-only orders are available at this stage.
 *
 * @since 0.1.0
 * @category errors
 */
export class PostOnlyStage extends ExchangeErrorClass<PostOnlyStage>()("PostOnlyStage") {}

/**
 * 110104: institutional loan LTV over the limit: opening inverse positions is restricted.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvBlocksInverseOpening extends ExchangeErrorClass<InsLoanLtvBlocksInverseOpening>()(
  "InsLoanLtvBlocksInverseOpening"
) {}

/**
 * 110105: institutional loan LTV over the limit: inverse trading is restricted.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvBlocksInverseTrading extends ExchangeErrorClass<InsLoanLtvBlocksInverseTrading>()(
  "InsLoanLtvBlocksInverseTrading"
) {}

/**
 * 110106: institutional loan: inverse contracts are not whitelisted.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanInverseNotWhitelisted extends ExchangeErrorClass<InsLoanInverseNotWhitelisted>()(
  "InsLoanInverseNotWhitelisted"
) {}

/**
 * 110107: institutional loan: leverage exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLeverageAboveLimit extends ExchangeErrorClass<InsLoanLeverageAboveLimit>()(
  "InsLoanLeverageAboveLimit"
) {}

/**
 * 110108: allowable range: 1 to 10000 tick size.
 *
 * @since 0.1.0
 * @category errors
 */
export class TickSizeRangeInvalid extends ExchangeErrorClass<TickSizeRangeInvalid>()("TickSizeRangeInvalid") {}

/**
 * 110109: allowable range: 0.01% to 10%.
 *
 * @since 0.1.0
 * @category errors
 */
export class PercentageRangeInvalid extends ExchangeErrorClass<PercentageRangeInvalid>()("PercentageRangeInvalid") {}

/**
 * 110110: spread trading is not available in isolated margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadIsolatedMarginUnsupported extends ExchangeErrorClass<SpreadIsolatedMarginUnsupported>()(
  "SpreadIsolatedMarginUnsupported"
) {}

/**
 * 110111: spread trading requires the latest UTA version.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadRequiresUtaUpgrade extends ExchangeErrorClass<SpreadRequiresUtaUpgrade>()(
  "SpreadRequiresUtaUpgrade"
) {}

/**
 * 110112: spread trading is not available for copy trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadCopyTradingUnsupported extends ExchangeErrorClass<SpreadCopyTradingUnsupported>()(
  "SpreadCopyTradingUnsupported"
) {}

/**
 * 110113: spread trading is not available in hedge mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadHedgeModeUnsupported extends ExchangeErrorClass<SpreadHedgeModeUnsupported>()(
  "SpreadHedgeModeUnsupported"
) {}

/**
 * 110114: a spread trading order is in progress; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadOrderInProgress extends ExchangeErrorClass<SpreadOrderInProgress>()("SpreadOrderInProgress") {}

/**
 * 110115: a combo single-leg order can only be cancelled through the combo.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComboLegCancelRestricted extends ExchangeErrorClass<ComboLegCancelRestricted>()(
  "ComboLegCancelRestricted"
) {}

/**
 * 110116: the single-leg entry price derived from the combo order is invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComboLegEntryPriceInvalid extends ExchangeErrorClass<ComboLegEntryPriceInvalid>()(
  "ComboLegEntryPriceInvalid"
) {}

/**
 * 110117: a combo single-leg order can only be modified through the combo.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComboLegAmendRestricted extends ExchangeErrorClass<ComboLegAmendRestricted>()("ComboLegAmendRestricted") {}

/**
 * 110118: no market order price available due to low liquidity.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarketPriceUnavailable extends ExchangeErrorClass<MarketPriceUnavailable>()("MarketPriceUnavailable") {}

/**
 * 110119, 170355: RPI orders are restricted to approved market makers.
 *
 * @since 0.1.0
 * @category errors
 */
export class RpiOrderRestricted extends ExchangeErrorClass<RpiOrderRestricted>()("RpiOrderRestricted") {}

/**
 * 110120, 170371: the order price is below the price limitation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceBelowLimit extends ExchangeErrorClass<OrderPriceBelowLimit>()("OrderPriceBelowLimit") {}

/**
 * 110121, 170372: the order price is above the price limitation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderPriceAboveLimit extends ExchangeErrorClass<OrderPriceAboveLimit>()("OrderPriceAboveLimit") {}

/**
 * 110123: the trading terms must be agreed to.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingTermsNotAccepted extends ExchangeErrorClass<TradingTermsNotAccepted>()("TradingTermsNotAccepted") {}

/**
 * 110124: trading is restricted during an active cooling-off period.
 *
 * @since 0.1.0
 * @category errors
 */
export class CoolingOffRestriction extends ExchangeErrorClass<CoolingOffRestriction>()("CoolingOffRestriction") {}

/**
 * 110125: the trading terms must be agreed to before trading this contract.
 *
 * @since 0.1.0
 * @category errors
 */
export class ContractTradingTermsNotAccepted extends ExchangeErrorClass<ContractTradingTermsNotAccepted>()(
  "ContractTradingTermsNotAccepted"
) {}

/**
 * 110132: product not available in your region.
 *
 * @since 0.1.0
 * @category errors
 */
export class RegionNotAvailable extends ExchangeErrorClass<RegionNotAvailable>()("RegionNotAvailable") {}

/**
 * 110135: an Event Futures position is held, blocking the operation.
 *
 * @since 0.1.0
 * @category errors
 */
export class EventFuturesPositionHeld extends ExchangeErrorClass<EventFuturesPositionHeld>()(
  "EventFuturesPositionHeld"
) {}

/**
 * 110136: Event Futures are restricted for trading via OpenAPI.
 *
 * @since 0.1.0
 * @category errors
 */
export class EventFuturesApiRestricted extends ExchangeErrorClass<EventFuturesApiRestricted>()(
  "EventFuturesApiRestricted"
) {}

/**
 * 110137: the Event Futures contract is in its reduce-only window.
 *
 * @since 0.1.0
 * @category errors
 */
export class EventFuturesReduceOnlyWindow extends ExchangeErrorClass<EventFuturesReduceOnlyWindow>()(
  "EventFuturesReduceOnlyWindow"
) {}

/**
 * 130006: quantity exceeds the maximum allowed (linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class QtyExceedsMaxLimit extends ExchangeErrorClass<QtyExceedsMaxLimit>()("QtyExceedsMaxLimit") {}

/**
 * 170346: the settle coin is not a collateral coin.
 *
 * @since 0.1.0
 * @category errors
 */
export class SettleCoinNotCollateral extends ExchangeErrorClass<SettleCoinNotCollateral>()("SettleCoinNotCollateral") {}

/**
 * 170360: the symbol cannot be traded (spread trading).
 *
 * @since 0.1.0
 * @category errors
 */
export class SpreadSymbolNotTradable extends ExchangeErrorClass<SpreadSymbolNotTradable>()("SpreadSymbolNotTradable") {}

/**
 * 181017: orderStatus must be a final status.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderStatusNotFinal extends ExchangeErrorClass<OrderStatusNotFinal>()("OrderStatusNotFinal") {}

/**
 * 182100: no repayment allowed during compulsory closing of positions.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentDuringForcedClose extends ExchangeErrorClass<RepaymentDuringForcedClose>()(
  "RepaymentDuringForcedClose"
) {}

/**
 * 182101: repayment failed: insufficient collateral balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentCollateralInsufficient extends ExchangeErrorClass<RepaymentCollateralInsufficient>()(
  "RepaymentCollateralInsufficient"
) {}

/**
 * 182102: repayment failed: no liabilities in this currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoLiabilityToRepay extends ExchangeErrorClass<NoLiabilityToRepay>()("NoLiabilityToRepay") {}

/**
 * 182103: institutional lending users are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingUnsupported extends ExchangeErrorClass<InsLendingUnsupported>()("InsLendingUnsupported") {}

/**
 * 182108: collateral switch failed: margin verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralSwitchMarginCheckFailed extends ExchangeErrorClass<CollateralSwitchMarginCheckFailed>()(
  "CollateralSwitchMarginCheckFailed"
) {}

/**
 * 182110: failed to switch the collateral setting.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralSwitchFailed extends ExchangeErrorClass<CollateralSwitchFailed>()("CollateralSwitchFailed") {}

/**
 * 182111: the request includes a currency that cannot be collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export class NonCollateralCurrencyRequested extends ExchangeErrorClass<NonCollateralCurrencyRequested>()(
  "NonCollateralCurrencyRequested"
) {}

/**
 * 182112: duplicate currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateCurrency extends ExchangeErrorClass<DuplicateCurrency>()("DuplicateCurrency") {}

/**
 * 182011, 3200641, 131239, 148006, 148048: the collateral amount reached the platform limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralPlatformLimitReached extends ExchangeErrorClass<CollateralPlatformLimitReached>()(
  "CollateralPlatformLimitReached"
) {}

/**
 * 3100181: UID cannot be null.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidRequired extends ExchangeErrorClass<UidRequired>()("UidRequired") {}

/**
 * 3100197: temporarily banned during the upgrade to UTA.
 *
 * @since 0.1.0
 * @category errors
 */
export class BannedDuringUtaUpgrade extends ExchangeErrorClass<BannedDuringUtaUpgrade>()("BannedDuringUtaUpgrade") {}

/**
 * 3200316: USDC options trading restricted: the LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcOptionsLtvTradingRestricted extends ExchangeErrorClass<UsdcOptionsLtvTradingRestricted>()(
  "UsdcOptionsLtvTradingRestricted"
) {}

/**
 * 3200317: USDC options open-position restricted: the LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcOptionsLtvOpenRestricted extends ExchangeErrorClass<UsdcOptionsLtvOpenRestricted>()(
  "UsdcOptionsLtvOpenRestricted"
) {}

/**
 * 3100326: baseCoin is required.
 *
 * @since 0.1.0
 * @category errors
 */
export class BaseCoinRequired extends ExchangeErrorClass<BaseCoinRequired>()("BaseCoinRequired") {}

/**
 * 3200403: isolated margin cannot create orders.
 *
 * @since 0.1.0
 * @category errors
 */
export class IsolatedMarginOrderForbidden extends ExchangeErrorClass<IsolatedMarginOrderForbidden>()(
  "IsolatedMarginOrderForbidden"
) {}

/**
 * 3200419: cannot switch to portfolio margin due to active pre-market orders or positions.
 *
 * @since 0.1.0
 * @category errors
 */
export class PortfolioMarginBlockedByPreMarket extends ExchangeErrorClass<PortfolioMarginBlockedByPreMarket>()(
  "PortfolioMarginBlockedByPreMarket"
) {}

/**
 * 3200425: an Event Futures position blocks switching.
 *
 * @since 0.1.0
 * @category errors
 */
export class EventFuturesBlocksSwitch extends ExchangeErrorClass<EventFuturesBlocksSwitch>()(
  "EventFuturesBlocksSwitch"
) {}

/**
 * 3303001: incorrect private operation.
 *
 * @since 0.1.0
 * @category errors
 */
export class IncorrectPrivateOperation extends ExchangeErrorClass<IncorrectPrivateOperation>()(
  "IncorrectPrivateOperation"
) {}

/**
 * 3400208: unclosed hedge-mode or isolated USDT perpetual positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdtHedgeOrIsolated extends ExchangeErrorClass<UpgradeBlockedByUsdtHedgeOrIsolated>()(
  "UpgradeBlockedByUsdtHedgeOrIsolated"
) {}

/**
 * 3400209: USDT perpetual positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdtPositions extends ExchangeErrorClass<UpgradeBlockedByUsdtPositions>()(
  "UpgradeBlockedByUsdtPositions"
) {}

/**
 * 3400210: the risk rate of the derivatives account is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class DerivativesRiskRateTooHigh extends ExchangeErrorClass<DerivativesRiskRateTooHigh>()(
  "DerivativesRiskRateTooHigh"
) {}

/**
 * 3400211: once upgraded, the estimated risk rate would be too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeRiskRateTooHigh extends ExchangeErrorClass<UpgradeRiskRateTooHigh>()("UpgradeRiskRateTooHigh") {}

/**
 * 3400212: USDC perpetual or options positions block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdcPositions extends ExchangeErrorClass<UpgradeBlockedByUsdcPositions>()(
  "UpgradeBlockedByUsdcPositions"
) {}

/**
 * 3400213: the risk rate of the USDC derivatives account is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcDerivativesRiskRateTooHigh extends ExchangeErrorClass<UsdcDerivativesRiskRateTooHigh>()(
  "UsdcDerivativesRiskRateTooHigh"
) {}

/**
 * 3400052: uncancelled USDC perpetual orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdcPerpetualOrders extends ExchangeErrorClass<UpgradeBlockedByUsdcPerpetualOrders>()(
  "UpgradeBlockedByUsdcPerpetualOrders"
) {}

/**
 * 3400053: uncancelled options orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByOptionsOrders extends ExchangeErrorClass<UpgradeBlockedByOptionsOrders>()(
  "UpgradeBlockedByOptionsOrders"
) {}

/**
 * 3400054: uncancelled USDT perpetual orders block the upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeBlockedByUsdtPerpetualOrders extends ExchangeErrorClass<UpgradeBlockedByUsdtPerpetualOrders>()(
  "UpgradeBlockedByUsdtPerpetualOrders"
) {}

/**
 * 3400214: server error during the upgrade; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class UpgradeServerError extends ExchangeErrorClass<UpgradeServerError>()("UpgradeServerError") {}

/**
 * 3400071: the net asset requirement is not satisfied.
 *
 * @since 0.1.0
 * @category errors
 */
export class NetAssetInsufficient extends ExchangeErrorClass<NetAssetInsufficient>()("NetAssetInsufficient") {}

/**
 * 3401010: a copy-trading master trader cannot switch to portfolio margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyTraderPortfolioMarginForbidden extends ExchangeErrorClass<CopyTraderPortfolioMarginForbidden>()(
  "CopyTraderPortfolioMarginForbidden"
) {}

/**
 * 3400139: the total value of positions and orders exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionAndOrderValueLimitExceeded extends ExchangeErrorClass<PositionAndOrderValueLimitExceeded>()(
  "PositionAndOrderValueLimitExceeded"
) {}

/**
 * 3500712: incorrect MMP parameters.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidMmpParameters extends ExchangeErrorClass<InvalidMmpParameters>()("InvalidMmpParameters") {}

/**
 * 34040: not modified: the TP/SL value is already set.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlNotModified extends ExchangeErrorClass<TpSlNotModified>()("TpSlNotModified") {}

/**
 * 500010: the subaccount does not belong to the parent account.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountNotOwned extends ExchangeErrorClass<SubaccountNotOwned>()("SubaccountNotOwned") {}

/**
 * 500011: the UID is not associated with a unified trading account.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidNotUnified extends ExchangeErrorClass<UidNotUnified>()("UidNotUnified") {}

/**
 * 170001: spot internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotInternalError extends ExchangeErrorClass<SpotInternalError>()("SpotInternalError") {}

/**
 * 170005: too many new orders for the current per-interval limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotNewOrderRateExceeded extends ExchangeErrorClass<SpotNewOrderRateExceeded>()(
  "SpotNewOrderRateExceeded"
) {}

/**
 * 170007: timeout waiting for a response from the backend server.
 *
 * @since 0.1.0
 * @category errors
 */
export class BackendTimeout extends ExchangeErrorClass<BackendTimeout>()("BackendTimeout") {}

/**
 * 170010, 175017: purchase failed: over the maximum leveraged-token position limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenPositionLimitExceeded extends ExchangeErrorClass<LeveragedTokenPositionLimitExceeded>()(
  "LeveragedTokenPositionLimitExceeded"
) {}

/**
 * 170011: purchase failed: over the maximum innovation-token position limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class InnovationTokenPositionLimitExceeded extends ExchangeErrorClass<InnovationTokenPositionLimitExceeded>()(
  "InnovationTokenPositionLimitExceeded"
) {}

/**
 * 170019: over the currently available USDT limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class AvailableLimitExceeded extends ExchangeErrorClass<AvailableLimitExceeded>()("AvailableLimitExceeded") {}

/**
 * 170031: the feature has been suspended.
 *
 * @since 0.1.0
 * @category errors
 */
export class FeatureSuspended extends ExchangeErrorClass<FeatureSuspended>()("FeatureSuspended") {}

/**
 * 170032: network error; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotNetworkError extends ExchangeErrorClass<SpotNetworkError>()("SpotNetworkError") {}

/**
 * 170033: margin: insufficient account balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginAccountBalanceInsufficient extends ExchangeErrorClass<MarginAccountBalanceInsufficient>()(
  "MarginAccountBalanceInsufficient"
) {}

/**
 * 170034: liability overflow in spot leverage trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotLiabilityOverflow extends ExchangeErrorClass<SpotLiabilityOverflow>()("SpotLiabilityOverflow") {}

/**
 * 170035: submitted to the system for processing.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubmittedForProcessing extends ExchangeErrorClass<SubmittedForProcessing>()("SubmittedForProcessing") {}

/**
 * 170036, 176008: spot (cross) margin trading is not enabled.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotMarginNotEnabled extends ExchangeErrorClass<SpotMarginNotEnabled>()("SpotMarginNotEnabled") {}

/**
 * 170037, 176011: cross margin trading is not supported for the selected coin.
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginCoinNotSupported extends ExchangeErrorClass<CrossMarginCoinNotSupported>()(
  "CrossMarginCoinNotSupported"
) {}

/**
 * 170105: a parameter was empty.
 *
 * @since 0.1.0
 * @category errors
 */
export class EmptyParameter extends ExchangeErrorClass<EmptyParameter>()("EmptyParameter") {}

/**
 * 170115: invalid timeInForce.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidTimeInForce extends ExchangeErrorClass<InvalidTimeInForce>()("InvalidTimeInForce") {}

/**
 * 170116: invalid orderType.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidOrderType extends ExchangeErrorClass<InvalidOrderType>()("InvalidOrderType") {}

/**
 * 170117, 181004: invalid side: only Buy or Sell.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSide extends ExchangeErrorClass<InvalidSide>()("InvalidSide") {}

/**
 * 170121: invalid symbol.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSymbol extends ExchangeErrorClass<InvalidSymbol>()("InvalidSymbol") {}

/**
 * 170124: order amount too large.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderAmountTooLarge extends ExchangeErrorClass<SpotOrderAmountTooLarge>()("SpotOrderAmountTooLarge") {}

/**
 * 170130: the data sent for a parameter is not valid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidParameterValue extends ExchangeErrorClass<InvalidParameterValue>()("InvalidParameterValue") {}

/**
 * 170131; legacy -1131, 12131: spot balance insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotBalanceInsufficient extends ExchangeErrorClass<SpotBalanceInsufficient>()("SpotBalanceInsufficient") {}

/**
 * 170132: order price too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderPriceTooHigh extends ExchangeErrorClass<SpotOrderPriceTooHigh>()("SpotOrderPriceTooHigh") {}

/**
 * 170133: order price lower than the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderPriceTooLow extends ExchangeErrorClass<SpotOrderPriceTooLow>()("SpotOrderPriceTooLow") {}

/**
 * 170134: order price has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderPriceTooPrecise extends ExchangeErrorClass<SpotOrderPriceTooPrecise>()(
  "SpotOrderPriceTooPrecise"
) {}

/**
 * 170381, 170382: order quantity too large.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderQtyTooLarge extends ExchangeErrorClass<SpotOrderQtyTooLarge>()("SpotOrderQtyTooLarge") {}

/**
 * 170136: order quantity lower than the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderQtyTooSmall extends ExchangeErrorClass<SpotOrderQtyTooSmall>()("SpotOrderQtyTooSmall") {}

/**
 * 170137: order quantity has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderQtyTooPrecise extends ExchangeErrorClass<SpotOrderQtyTooPrecise>()("SpotOrderQtyTooPrecise") {}

/**
 * 170139: the order has been filled.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderFilled extends ExchangeErrorClass<SpotOrderFilled>()("SpotOrderFilled") {}

/**
 * 170140: order value below the lower limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderValueTooLow extends ExchangeErrorClass<SpotOrderValueTooLow>()("SpotOrderValueTooLow") {}

/**
 * 170141: duplicate clientOrderId (spot).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateClientOrderId extends ExchangeErrorClass<DuplicateClientOrderId>()("DuplicateClientOrderId") {}

/**
 * 170142: the order has been cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderCancelled extends ExchangeErrorClass<SpotOrderCancelled>()("SpotOrderCancelled") {}

/**
 * 170143: cannot be found on the order book.
 *
 * @since 0.1.0
 * @category errors
 */
export class NotOnOrderBook extends ExchangeErrorClass<NotOnOrderBook>()("NotOnOrderBook") {}

/**
 * 170144: the order has been locked.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderLocked extends ExchangeErrorClass<SpotOrderLocked>()("SpotOrderLocked") {}

/**
 * 170145: this order type does not support cancellation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderTypeNotCancellable extends ExchangeErrorClass<OrderTypeNotCancellable>()("OrderTypeNotCancellable") {}

/**
 * 170146: order creation timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderCreationTimeout extends ExchangeErrorClass<OrderCreationTimeout>()("OrderCreationTimeout") {}

/**
 * 170147: order cancellation timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderCancellationTimeout extends ExchangeErrorClass<OrderCancellationTimeout>()(
  "OrderCancellationTimeout"
) {}

/**
 * 170148: market order amount has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarketOrderAmountTooPrecise extends ExchangeErrorClass<MarketOrderAmountTooPrecise>()(
  "MarketOrderAmountTooPrecise"
) {}

/**
 * 170149: create order failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CreateOrderFailed extends ExchangeErrorClass<CreateOrderFailed>()("CreateOrderFailed") {}

/**
 * 170150: cancel order failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelOrderFailed extends ExchangeErrorClass<CancelOrderFailed>()("CancelOrderFailed") {}

/**
 * 170151: the trading pair is not open yet.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingPairNotOpen extends ExchangeErrorClass<TradingPairNotOpen>()("TradingPairNotOpen") {}

/**
 * 170157: the trading pair is not available for API trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingPairNotApiTradable extends ExchangeErrorClass<TradingPairNotApiTradable>()(
  "TradingPairNotApiTradable"
) {}

/**
 * 170159: market orders are not supported in the first minutes after a pair launches.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarketOrderBlockedAfterLaunch extends ExchangeErrorClass<MarketOrderBlockedAfterLaunch>()(
  "MarketOrderBlockedAfterLaunch"
) {}

/**
 * 170190: the cancellation has already finished.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelAlreadyFinished extends ExchangeErrorClass<CancelAlreadyFinished>()("CancelAlreadyFinished") {}

/**
 * 170191: cannot cancel the order now; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelTemporarilyUnavailable extends ExchangeErrorClass<CancelTemporarilyUnavailable>()(
  "CancelTemporarilyUnavailable"
) {}

/**
 * 170192: order price above the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderPriceAboveMax extends ExchangeErrorClass<SpotOrderPriceAboveMax>()("SpotOrderPriceAboveMax") {}

/**
 * 170193: buy order price above the allowed maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BuyPriceAboveMax extends ExchangeErrorClass<BuyPriceAboveMax>()("BuyPriceAboveMax") {}

/**
 * 170194: sell order price below the allowed minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SellPriceBelowMin extends ExchangeErrorClass<SellPriceBelowMin>()("SellPriceBelowMin") {}

/**
 * 170195: the ETP buy order may not be filled.
 *
 * @since 0.1.0
 * @category errors
 */
export class EtpBuyOrderMayNotFill extends ExchangeErrorClass<EtpBuyOrderMayNotFill>()("EtpBuyOrderMayNotFill") {}

/**
 * 170196: the ETP sell order may not be filled.
 *
 * @since 0.1.0
 * @category errors
 */
export class EtpSellOrderMayNotFill extends ExchangeErrorClass<EtpSellOrderMayNotFill>()("EtpSellOrderMayNotFill") {}

/**
 * 170197: buy quantity too large: the fill price may deviate far from the market price.
 *
 * @since 0.1.0
 * @category errors
 */
export class BuyQtyDeviatesFromMarket extends ExchangeErrorClass<BuyQtyDeviatesFromMarket>()(
  "BuyQtyDeviatesFromMarket"
) {}

/**
 * 170198: sell quantity too large: the fill price may deviate far from the market price.
 *
 * @since 0.1.0
 * @category errors
 */
export class SellQtyDeviatesFromMarket extends ExchangeErrorClass<SellQtyDeviatesFromMarket>()(
  "SellQtyDeviatesFromMarket"
) {}

/**
 * 170199: buy quantity too large: the fill price may deviate far from the NAV.
 *
 * @since 0.1.0
 * @category errors
 */
export class BuyQtyDeviatesFromNav extends ExchangeErrorClass<BuyQtyDeviatesFromNav>()("BuyQtyDeviatesFromNav") {}

/**
 * 170200: sell quantity too large: the fill price may deviate far from the NAV.
 *
 * @since 0.1.0
 * @category errors
 */
export class SellQtyDeviatesFromNav extends ExchangeErrorClass<SellQtyDeviatesFromNav>()("SellQtyDeviatesFromNav") {}

/**
 * 170201: invalid orderFilter parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidOrderFilter extends ExchangeErrorClass<InvalidOrderFilter>()("InvalidOrderFilter") {}

/**
 * 170202: the TP/SL price is required.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlPriceRequired extends ExchangeErrorClass<TpSlPriceRequired>()("TpSlPriceRequired") {}

/**
 * 170203: the trigger price cannot be higher than 110% of the price.
 *
 * @since 0.1.0
 * @category errors
 */
export class TriggerPriceAboveLimit extends ExchangeErrorClass<TriggerPriceAboveLimit>()("TriggerPriceAboveLimit") {}

/**
 * 170204: the trigger price cannot be lower than 90% of the price.
 *
 * @since 0.1.0
 * @category errors
 */
export class TriggerPriceBelowLimit extends ExchangeErrorClass<TriggerPriceBelowLimit>()("TriggerPriceBelowLimit") {}

/**
 * 170206: stop-limit orders are not supported in the first 5 minutes after a pair launches.
 *
 * @since 0.1.0
 * @category errors
 */
export class StopLimitBlockedAfterLaunch extends ExchangeErrorClass<StopLimitBlockedAfterLaunch>()(
  "StopLimitBlockedAfterLaunch"
) {}

/**
 * 170207: the platform loan amount is not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class PlatformLoanInsufficient extends ExchangeErrorClass<PlatformLoanInsufficient>()(
  "PlatformLoanInsufficient"
) {}

/**
 * 170209: the trading pair is only available to certain regions.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingPairRegionRestricted extends ExchangeErrorClass<TradingPairRegionRestricted>()(
  "TradingPairRegionRestricted"
) {}

/**
 * 170210: new order rejected.
 *
 * @since 0.1.0
 * @category errors
 */
export class NewOrderRejected extends ExchangeErrorClass<NewOrderRejected>()("NewOrderRejected") {}

/**
 * 170212: the cancel request is being processed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CancelInProgress extends ExchangeErrorClass<CancelInProgress>()("CancelInProgress") {}

/**
 * 170213; legacy 12213: spot order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotOrderNotFound extends ExchangeErrorClass<SpotOrderNotFound>()("SpotOrderNotFound") {}

/**
 * 170215: spot buying restricted: the institutional loan LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvSpotBuyRestricted extends ExchangeErrorClass<InsLoanLtvSpotBuyRestricted>()(
  "InsLoanLtvSpotBuyRestricted"
) {}

/**
 * 170216: the spot leverage exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotLeverageAboveMax extends ExchangeErrorClass<SpotLeverageAboveMax>()("SpotLeverageAboveMax") {}

/**
 * 170217: only LIMIT-MAKER orders are supported for this pair.
 *
 * @since 0.1.0
 * @category errors
 */
export class LimitMakerOnly extends ExchangeErrorClass<LimitMakerOnly>()("LimitMakerOnly") {}

/**
 * 170218: the LIMIT-MAKER order was rejected due to an invalid price.
 *
 * @since 0.1.0
 * @category errors
 */
export class LimitMakerPriceInvalid extends ExchangeErrorClass<LimitMakerPriceInvalid>()("LimitMakerPriceInvalid") {}

/**
 * 170219: this UID is not available to the feature.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidFeatureUnavailable extends ExchangeErrorClass<UidFeatureUnavailable>()("UidFeatureUnavailable") {}

/**
 * 170220: spot trading restricted: the institutional loan LTV ratio is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanLtvSpotRestricted extends ExchangeErrorClass<InsLoanLtvSpotRestricted>()(
  "InsLoanLtvSpotRestricted"
) {}

/**
 * 170221, 182204: the coin does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class CoinNotFound extends ExchangeErrorClass<CoinNotFound>()("CoinNotFound") {}

/**
 * 170222: too many requests in this time frame.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotRequestRateExceeded extends ExchangeErrorClass<SpotRequestRateExceeded>()("SpotRequestRateExceeded") {}

/**
 * 170223: the spot account with institutional lending triggered an alert or liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingAlert extends ExchangeErrorClass<InsLendingAlert>()("InsLendingAlert") {}

/**
 * 170224: not a user of the Innovation Zone.
 *
 * @since 0.1.0
 * @category errors
 */
export class NotInnovationZoneUser extends ExchangeErrorClass<NotInnovationZoneUser>()("NotInnovationZoneUser") {}

/**
 * 170226: the spot margin account is being liquidated.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotMarginLiquidating extends ExchangeErrorClass<SpotMarginLiquidating>()("SpotMarginLiquidating") {}

/**
 * 170227: this feature is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class FeatureNotSupported extends ExchangeErrorClass<FeatureNotSupported>()("FeatureNotSupported") {}

/**
 * 170228: the buy amount per order exceeds the estimated maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BuyAmountAboveEstimate extends ExchangeErrorClass<BuyAmountAboveEstimate>()("BuyAmountAboveEstimate") {}

/**
 * 170229: the sell quantity per order exceeds the estimated maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class SellQtyAboveEstimate extends ExchangeErrorClass<SellQtyAboveEstimate>()("SellQtyAboveEstimate") {}

/**
 * 170230: operations restricted after margin trading was deactivated.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginTradingDeactivated extends ExchangeErrorClass<MarginTradingDeactivated>()(
  "MarginTradingDeactivated"
) {}

/**
 * 170234: spot system error.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotSystemError extends ExchangeErrorClass<SpotSystemError>()("SpotSystemError") {}

/**
 * 170241: the trading notice must be read and confirmed first.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingNoticeNotConfirmed extends ExchangeErrorClass<TradingNoticeNotConfirmed>()(
  "TradingNoticeNotConfirmed"
) {}

/**
 * 170310: order modification timeout.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderModificationTimeout extends ExchangeErrorClass<OrderModificationTimeout>()(
  "OrderModificationTimeout"
) {}

/**
 * 170311: order modification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderModificationFailed extends ExchangeErrorClass<OrderModificationFailed>()("OrderModificationFailed") {}

/**
 * 170312: the current order does not support modification.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderNotModifiable extends ExchangeErrorClass<OrderNotModifiable>()("OrderNotModifiable") {}

/**
 * 170341: the requested order quantity exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class RequestQtyAboveMax extends ExchangeErrorClass<RequestQtyAboveMax>()("RequestQtyAboveMax") {}

/**
 * 170344: the symbol is not supported on margin trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginSymbolNotSupported extends ExchangeErrorClass<MarginSymbolNotSupported>()(
  "MarginSymbolNotSupported"
) {}

/**
 * 170348: proceed on bybit-tr.com.
 *
 * @since 0.1.0
 * @category errors
 */
export class BybitTurkeySiteRequired extends ExchangeErrorClass<BybitTurkeySiteRequired>()("BybitTurkeySiteRequired") {}

/**
 * 170358: the current site does not support ETP.
 *
 * @since 0.1.0
 * @category errors
 */
export class EtpNotSupportedOnSite extends ExchangeErrorClass<EtpNotSupportedOnSite>()("EtpNotSupportedOnSite") {}

/**
 * 170359: the current site does not support leveraged trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTradingNotSupportedOnSite extends ExchangeErrorClass<LeveragedTradingNotSupportedOnSite>()(
  "LeveragedTradingNotSupportedOnSite"
) {}

/**
 * 170709: OTC loan: the trading pair is not whitelisted.
 *
 * @since 0.1.0
 * @category errors
 */
export class OtcLoanPairNotWhitelisted extends ExchangeErrorClass<OtcLoanPairNotWhitelisted>()(
  "OtcLoanPairNotWhitelisted"
) {}

/**
 * 170810: over the maximum of 500 conditional, TP/SL and active orders.
 *
 * @since 0.1.0
 * @category errors
 */
export class OpenOrderLimitExceeded extends ExchangeErrorClass<OpenOrderLimitExceeded>()("OpenOrderLimitExceeded") {}

/**
 * 176002; legacy 12602: query user account info error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryAccountInfoError extends ExchangeErrorClass<QueryAccountInfoError>()("QueryAccountInfoError") {}

/**
 * 176003: query user loan history error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryLoanHistoryError extends ExchangeErrorClass<QueryLoanHistoryError>()("QueryLoanHistoryError") {}

/**
 * 176004, 181009, 182202: the start time must be before the end time.
 *
 * @since 0.1.0
 * @category errors
 */
export class StartTimeNotBeforeEnd extends ExchangeErrorClass<StartTimeNotBeforeEnd>()("StartTimeNotBeforeEnd") {}

/**
 * 176005, 34022045: borrowing failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowFailed extends ExchangeErrorClass<BorrowFailed>()("BorrowFailed") {}

/**
 * 176006, 177021, 34022044: repayment failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentFailed extends ExchangeErrorClass<RepaymentFailed>()("RepaymentFailed") {}

/**
 * 176007: user not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserNotFound extends ExchangeErrorClass<UserNotFound>()("UserNotFound") {}

/**
 * 176009: cross margin trading not enabled: the activation is not confirmed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginNotConfirmed extends ExchangeErrorClass<CrossMarginNotConfirmed>()("CrossMarginNotConfirmed") {}

/**
 * 176010: failed to locate the coins to borrow.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowCoinNotFound extends ExchangeErrorClass<BorrowCoinNotFound>()("BorrowCoinNotFound") {}

/**
 * 176012: pair not available.
 *
 * @since 0.1.0
 * @category errors
 */
export class PairNotAvailable extends ExchangeErrorClass<PairNotAvailable>()("PairNotAvailable") {}

/**
 * 176013: cross margin trading is not supported for the selected pair.
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginPairNotSupported extends ExchangeErrorClass<CrossMarginPairNotSupported>()(
  "CrossMarginPairNotSupported"
) {}

/**
 * 176014: repeated repayment requests.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepeatedRepayment extends ExchangeErrorClass<RepeatedRepayment>()("RepeatedRepayment") {}

/**
 * 176015: insufficient available balance (spot margin).
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginAvailableBalanceInsufficient extends ExchangeErrorClass<MarginAvailableBalanceInsufficient>()(
  "MarginAvailableBalanceInsufficient"
) {}

/**
 * 176016; legacy 12616: no repayment required.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoRepaymentRequired extends ExchangeErrorClass<NoRepaymentRequired>()("NoRepaymentRequired") {}

/**
 * 176017, 148038, 177010, 3777039: the repayment amount exceeds the liability.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentExceedsLiability extends ExchangeErrorClass<RepaymentExceedsLiability>()(
  "RepaymentExceedsLiability"
) {}

/**
 * 176018: settlement in progress (spot margin).
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginSettlementInProgress extends ExchangeErrorClass<MarginSettlementInProgress>()(
  "MarginSettlementInProgress"
) {}

/**
 * 176019: liquidation in progress.
 *
 * @since 0.1.0
 * @category errors
 */
export class LiquidationInProgress extends ExchangeErrorClass<LiquidationInProgress>()("LiquidationInProgress") {}

/**
 * 176020: failed to locate the repayment history.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentHistoryNotFound extends ExchangeErrorClass<RepaymentHistoryNotFound>()(
  "RepaymentHistoryNotFound"
) {}

/**
 * 176021: repeated borrowing requests.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepeatedBorrowing extends ExchangeErrorClass<RepeatedBorrowing>()("RepeatedBorrowing") {}

/**
 * 176022: the coin to borrow is not generally available yet.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowCoinNotAvailable extends ExchangeErrorClass<BorrowCoinNotAvailable>()("BorrowCoinNotAvailable") {}

/**
 * 176023: the pair to borrow is not generally available yet.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowPairNotAvailable extends ExchangeErrorClass<BorrowPairNotAvailable>()("BorrowPairNotAvailable") {}

/**
 * 176024: invalid user status.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidUserStatus extends ExchangeErrorClass<InvalidUserStatus>()("InvalidUserStatus") {}

/**
 * 176025: the borrow amount is below the minimum per transaction.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowBelowMinPerTransaction extends ExchangeErrorClass<BorrowBelowMinPerTransaction>()(
  "BorrowBelowMinPerTransaction"
) {}

/**
 * 176026: the borrow amount is above the maximum per transaction.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAboveMaxPerTransaction extends ExchangeErrorClass<BorrowAboveMaxPerTransaction>()(
  "BorrowAboveMaxPerTransaction"
) {}

/**
 * 176027: the borrow amount is above the maximum per user.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAboveMaxPerUser extends ExchangeErrorClass<BorrowAboveMaxPerUser>()("BorrowAboveMaxPerUser") {}

/**
 * 176028: the borrow amount exceeds Bybit's maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAbovePlatformMax extends ExchangeErrorClass<BorrowAbovePlatformMax>()("BorrowAbovePlatformMax") {}

/**
 * 176029: the borrow amount exceeds the user's estimated maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAboveEstimatedMax extends ExchangeErrorClass<BorrowAboveEstimatedMax>()("BorrowAboveEstimatedMax") {}

/**
 * 176030: query user loan info error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryLoanInfoError extends ExchangeErrorClass<QueryLoanInfoError>()("QueryLoanInfoError") {}

/**
 * 176031: the borrow amount has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAmountTooPrecise extends ExchangeErrorClass<BorrowAmountTooPrecise>()("BorrowAmountTooPrecise") {}

/**
 * 176034: the leverage ratio is out of range.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageRatioOutOfRange extends ExchangeErrorClass<LeverageRatioOutOfRange>()("LeverageRatioOutOfRange") {}

/**
 * 176035: the leverage switch cannot be closed during liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageSwitchCloseDuringLiquidation extends ExchangeErrorClass<LeverageSwitchCloseDuringLiquidation>()(
  "LeverageSwitchCloseDuringLiquidation"
) {}

/**
 * 176036: the leverage switch cannot be adjusted during forced liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageSwitchAdjustDuringLiquidation extends ExchangeErrorClass<LeverageSwitchAdjustDuringLiquidation>()(
  "LeverageSwitchAdjustDuringLiquidation"
) {}

/**
 * 176037: margin questionnaire not submitted (the V5 docs: "For non-unified transaction users, the operation failed").
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotMarginQuestionnaireNotSubmitted extends ExchangeErrorClass<SpotMarginQuestionnaireNotSubmitted>()(
  "SpotMarginQuestionnaireNotSubmitted"
) {}

/**
 * 176038: spot leverage is closed: the operation is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotLeverageClosed extends ExchangeErrorClass<SpotLeverageClosed>()("SpotLeverageClosed") {}

/**
 * 176039: borrowing in progress: the operation is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowingInProgress extends ExchangeErrorClass<BorrowingInProgress>()("BorrowingInProgress") {}

/**
 * 176040: a spot leverage order blocks adjusting the leverage switch.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageSwitchBlockedByOrder extends ExchangeErrorClass<LeverageSwitchBlockedByOrder>()(
  "LeverageSwitchBlockedByOrder"
) {}

/**
 * 176132: the repay amount has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepayAmountTooPrecise extends ExchangeErrorClass<RepayAmountTooPrecise>()("RepayAmountTooPrecise") {}

/**
 * 176133: liquidation may be triggered; adjust the transaction.
 *
 * @since 0.1.0
 * @category errors
 */
export class LiquidationRisk extends ExchangeErrorClass<LiquidationRisk>()("LiquidationRisk") {}

/**
 * 176134: the account has been (or is being) upgraded to UTA.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountUpgradedToUta extends ExchangeErrorClass<AccountUpgradedToUta>()("AccountUpgradedToUta") {}

/**
 * 176135: failed to get bond data.
 *
 * @since 0.1.0
 * @category errors
 */
export class BondDataUnavailable extends ExchangeErrorClass<BondDataUnavailable>()("BondDataUnavailable") {}

/**
 * 176136: failed to get borrow data.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowDataUnavailable extends ExchangeErrorClass<BorrowDataUnavailable>()("BorrowDataUnavailable") {}

/**
 * 176137: failed to switch the user status.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserStatusSwitchFailed extends ExchangeErrorClass<UserStatusSwitchFailed>()("UserStatusSwitchFailed") {}

/**
 * 176138: all debts must be repaid before disabling margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class DebtsBlockMarginDisable extends ExchangeErrorClass<DebtsBlockMarginDisable>()("DebtsBlockMarginDisable") {}

/**
 * 176139: not eligible to enable cross margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginNotEligible extends ExchangeErrorClass<CrossMarginNotEligible>()("CrossMarginNotEligible") {}

/**
 * 176201: account exception: check whether the UID is bound to an institutional loan.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanAccountException extends ExchangeErrorClass<InsLoanAccountException>()("InsLoanAccountException") {}

/**
 * 182021: spot margin cannot be enabled in isolated margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotMarginIsolatedModeConflict extends ExchangeErrorClass<SpotMarginIsolatedModeConflict>()(
  "SpotMarginIsolatedModeConflict"
) {}

/**
 * 182104: the unified margin account state blocks this action.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedMarginActionBlocked extends ExchangeErrorClass<UnifiedMarginActionBlocked>()(
  "UnifiedMarginActionBlocked"
) {}

/**
 * 182105: adjustment failed: the user is upgrading.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentDuringUpgrade extends ExchangeErrorClass<AdjustmentDuringUpgrade>()("AdjustmentDuringUpgrade") {}

/**
 * 182106: adjustment failed: forced liquidation in progress.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentDuringLiquidation extends ExchangeErrorClass<AdjustmentDuringLiquidation>()(
  "AdjustmentDuringLiquidation"
) {}

/**
 * 182107: adjustment failed: the maintenance margin rate is too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentMarginRateTooHigh extends ExchangeErrorClass<AdjustmentMarginRateTooHigh>()(
  "AdjustmentMarginRateTooHigh"
) {}

/**
 * 131001: asset (openapi) service error.
 *
 * @since 0.1.0
 * @category errors
 */
export class AssetServiceError extends ExchangeErrorClass<AssetServiceError>()("AssetServiceError") {}

/**
 * 131002: parameter error, or the withdraw address chain or destination tag do not match.
 *
 * @since 0.1.0
 * @category errors
 */
export class AssetParamsError extends ExchangeErrorClass<AssetParamsError>()("AssetParamsError") {}

/**
 * 131003: asset internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export class AssetInternalError extends ExchangeErrorClass<AssetInternalError>()("AssetInternalError") {}

/**
 * 131004, 20096: KYC needed.
 *
 * @since 0.1.0
 * @category errors
 */
export class KycRequired extends ExchangeErrorClass<KycRequired>()("KycRequired") {}

/**
 * 131065: the KYC information is incomplete.
 *
 * @since 0.1.0
 * @category errors
 */
export class KycIncomplete extends ExchangeErrorClass<KycIncomplete>()("KycIncomplete") {}

/**
 * 131066: this address does not support withdrawals for now.
 *
 * @since 0.1.0
 * @category errors
 */
export class AddressWithdrawalsSuspended extends ExchangeErrorClass<AddressWithdrawalsSuspended>()(
  "AddressWithdrawalsSuspended"
) {}

/**
 * 131067: travel rule verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class TravelRuleVerificationFailed extends ExchangeErrorClass<TravelRuleVerificationFailed>()(
  "TravelRuleVerificationFailed"
) {}

/**
 * 131068: travel rule information is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class TravelRuleInfoInsufficient extends ExchangeErrorClass<TravelRuleInfoInsufficient>()(
  "TravelRuleInfoInsufficient"
) {}

/**
 * 131069: unable to withdraw to the recipient.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientWithdrawalRejected extends ExchangeErrorClass<RecipientWithdrawalRejected>()(
  "RecipientWithdrawalRejected"
) {}

/**
 * 131070: the recipient's name does not match the target exchange's records.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientNameMismatch extends ExchangeErrorClass<RecipientNameMismatch>()("RecipientNameMismatch") {}

/**
 * 131071: the recipient has not undergone KYC verification.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientNotKycVerified extends ExchangeErrorClass<RecipientNotKycVerified>()("RecipientNotKycVerified") {}

/**
 * 131072: the target exchange does not support the withdrawal currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class TargetExchangeCurrencyUnsupported extends ExchangeErrorClass<TargetExchangeCurrencyUnsupported>()(
  "TargetExchangeCurrencyUnsupported"
) {}

/**
 * 131073: the withdrawal address is not known to the target exchange.
 *
 * @since 0.1.0
 * @category errors
 */
export class TargetExchangeAddressUnknown extends ExchangeErrorClass<TargetExchangeAddressUnknown>()(
  "TargetExchangeAddressUnknown"
) {}

/**
 * 131074: beneficiary info is required.
 *
 * @since 0.1.0
 * @category errors
 */
export class BeneficiaryInfoRequired extends ExchangeErrorClass<BeneficiaryInfoRequired>()("BeneficiaryInfoRequired") {}

/**
 * 131075: an internal transfer address cannot be yourself.
 *
 * @since 0.1.0
 * @category errors
 */
export class InternalAddressIsSelf extends ExchangeErrorClass<InternalAddressIsSelf>()("InternalAddressIsSelf") {}

/**
 * 131076: internal transfer does not support subaccounts.
 *
 * @since 0.1.0
 * @category errors
 */
export class InternalTransferSubaccountUnsupported extends ExchangeErrorClass<InternalTransferSubaccountUnsupported>()(
  "InternalTransferSubaccountUnsupported"
) {}

/**
 * 131077: the receiving user does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientNotFound extends ExchangeErrorClass<RecipientNotFound>()("RecipientNotFound") {}

/**
 * 131078: the receiving user's deposits are banned.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientDepositBanned extends ExchangeErrorClass<RecipientDepositBanned>()("RecipientDepositBanned") {}

/**
 * 131079: the receiving user needs KYC.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientKycRequired extends ExchangeErrorClass<RecipientKycRequired>()("RecipientKycRequired") {}

/**
 * 131080: no retries left for the user.
 *
 * @since 0.1.0
 * @category errors
 */
export class RetryLimitReached extends ExchangeErrorClass<RetryLimitReached>()("RetryLimitReached") {}

/**
 * 131081: do not input a memo/tag.
 *
 * @since 0.1.0
 * @category errors
 */
export class MemoNotAllowed extends ExchangeErrorClass<MemoNotAllowed>()("MemoNotAllowed") {}

/**
 * 131082: do not repeat the request.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepeatedWithdrawRequest extends ExchangeErrorClass<RepeatedWithdrawRequest>()("RepeatedWithdrawRequest") {}

/**
 * 131083: withdrawals only allowed to the address book.
 *
 * @since 0.1.0
 * @category errors
 */
export class AddressBookOnly extends ExchangeErrorClass<AddressBookOnly>()("AddressBookOnly") {}

/**
 * 131084: withdrawal failed because of the UTA upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawBlockedByUtaUpgrade extends ExchangeErrorClass<WithdrawBlockedByUtaUpgrade>()(
  "WithdrawBlockedByUtaUpgrade"
) {}

/**
 * 131085: the withdrawal amount is greater than the available balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAboveAvailableBalance extends ExchangeErrorClass<WithdrawAboveAvailableBalance>()(
  "WithdrawAboveAvailableBalance"
) {}

/**
 * 131086: the withdrawal amount exceeds the margin-trade risk limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAboveMarginRiskLimit extends ExchangeErrorClass<WithdrawAboveMarginRiskLimit>()(
  "WithdrawAboveMarginRiskLimit"
) {}

/**
 * 131087: the spot risk level is too high to withdraw.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotRiskLevelTooHighForWithdraw extends ExchangeErrorClass<SpotRiskLevelTooHighForWithdraw>()(
  "SpotRiskLevelTooHighForWithdraw"
) {}

/**
 * 131088: the withdrawal amount exceeds the remaining limit of the identity level.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAboveKycLimit extends ExchangeErrorClass<WithdrawAboveKycLimit>()("WithdrawAboveKycLimit") {}

/**
 * 131089: withdrawals are prohibited within 24 hours of a sensitive operation.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawLockedAfterSensitiveOperation extends ExchangeErrorClass<WithdrawLockedAfterSensitiveOperation>()(
  "WithdrawLockedAfterSensitiveOperation"
) {}

/**
 * 131090: the user's withdrawals are banned.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawBanned extends ExchangeErrorClass<WithdrawBanned>()("WithdrawBanned") {}

/**
 * 131091: the blocked login status does not allow withdrawals.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawBlockedByLoginStatus extends ExchangeErrorClass<WithdrawBlockedByLoginStatus>()(
  "WithdrawBlockedByLoginStatus"
) {}

/**
 * 131092: user status is abnormal.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserStatusAbnormal extends ExchangeErrorClass<UserStatusAbnormal>()("UserStatusAbnormal") {}

/**
 * 131093: the withdrawal address is not in the whitelist.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAddressNotWhitelisted extends ExchangeErrorClass<WithdrawAddressNotWhitelisted>()(
  "WithdrawAddressNotWhitelisted"
) {}

/**
 * 131094: the user id is not in the whitelist.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserIdNotWhitelisted extends ExchangeErrorClass<UserIdNotWhitelisted>()("UserIdNotWhitelisted") {}

/**
 * 131095: the withdrawal amount exceeds the 24-hour platform limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAbovePlatformDailyLimit extends ExchangeErrorClass<WithdrawAbovePlatformDailyLimit>()(
  "WithdrawAbovePlatformDailyLimit"
) {}

/**
 * 131096: the withdrawal amount is outside the lower or upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAmountOutOfRange extends ExchangeErrorClass<WithdrawAmountOutOfRange>()(
  "WithdrawAmountOutOfRange"
) {}

/**
 * 131097: withdrawal of this currency has been closed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CurrencyWithdrawalClosed extends ExchangeErrorClass<CurrencyWithdrawalClosed>()(
  "CurrencyWithdrawalClosed"
) {}

/**
 * 131098: withdrawal from a new address is currently not available.
 *
 * @since 0.1.0
 * @category errors
 */
export class NewAddressWithdrawUnavailable extends ExchangeErrorClass<NewAddressWithdrawUnavailable>()(
  "NewAddressWithdrawUnavailable"
) {}

/**
 * 131099: the withdrawal can only be cancelled in hot-wallet status.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawCancelNotAllowed extends ExchangeErrorClass<WithdrawCancelNotAllowed>()(
  "WithdrawCancelNotAllowed"
) {}

/**
 * 131200: transfer service error.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferServiceError extends ExchangeErrorClass<TransferServiceError>()("TransferServiceError") {}

/**
 * 131201: transfer internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferInternalError extends ExchangeErrorClass<TransferInternalError>()("TransferInternalError") {}

/**
 * 131202: invalid memberId.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidMemberId extends ExchangeErrorClass<InvalidMemberId>()("InvalidMemberId") {}

/**
 * 131203: transfer request parameter error.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferParamsError extends ExchangeErrorClass<TransferParamsError>()("TransferParamsError") {}

/**
 * 131204: account info error.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountInfoError extends ExchangeErrorClass<AccountInfoError>()("AccountInfoError") {}

/**
 * 131205: query transfer error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryTransferError extends ExchangeErrorClass<QueryTransferError>()("QueryTransferError") {}

/**
 * 131206: cannot be transferred.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferNotAllowed extends ExchangeErrorClass<TransferNotAllowed>()("TransferNotAllowed") {}

/**
 * 131207: account does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountNotFound extends ExchangeErrorClass<AccountNotFound>()("AccountNotFound") {}

/**
 * 131208: transfer forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferForbidden extends ExchangeErrorClass<TransferForbidden>()("TransferForbidden") {}

/**
 * 131209: get sub-member relation error.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubMemberRelationError extends ExchangeErrorClass<SubMemberRelationError>()("SubMemberRelationError") {}

/**
 * 131210: amount accuracy error.
 *
 * @since 0.1.0
 * @category errors
 */
export class AmountPrecisionError extends ExchangeErrorClass<AmountPrecisionError>()("AmountPrecisionError") {}

/**
 * 131211: fromAccountType cannot be the same as toAccountType.
 *
 * @since 0.1.0
 * @category errors
 */
export class SameTransferAccountType extends ExchangeErrorClass<SameTransferAccountType>()("SameTransferAccountType") {}

/**
 * 131212: insufficient balance (transfer).
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferBalanceInsufficient extends ExchangeErrorClass<TransferBalanceInsufficient>()(
  "TransferBalanceInsufficient"
) {}

/**
 * 131213: transfer LTV check error.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferLtvCheckFailed extends ExchangeErrorClass<TransferLtvCheckFailed>()("TransferLtvCheckFailed") {}

/**
 * 131214: the transfer id exists.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferIdExists extends ExchangeErrorClass<TransferIdExists>()("TransferIdExists") {}

/**
 * 131215: amount error.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidTransferAmount extends ExchangeErrorClass<InvalidTransferAmount>()("InvalidTransferAmount") {}

/**
 * 131216: query balance error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryBalanceError extends ExchangeErrorClass<QueryBalanceError>()("QueryBalanceError") {}

/**
 * 131217: risk check error.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskCheckFailed extends ExchangeErrorClass<RiskCheckFailed>()("RiskCheckFailed") {}

/**
 * 131226: unable to proceed for security reasons.
 *
 * @since 0.1.0
 * @category errors
 */
export class SecurityCheckBlocked extends ExchangeErrorClass<SecurityCheckBlocked>()("SecurityCheckBlocked") {}

/**
 * 131227: the subaccount has no universal transfer permission.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountUniversalTransferDenied extends ExchangeErrorClass<SubaccountUniversalTransferDenied>()(
  "SubaccountUniversalTransferDenied"
) {}

/**
 * 131228: the balance is not enough: check the transfer safe amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferSafeAmountExceeded extends ExchangeErrorClass<TransferSafeAmountExceeded>()(
  "TransferSafeAmountExceeded"
) {}

/**
 * 131229: the currency is not available due to compliance requirements.
 *
 * @since 0.1.0
 * @category errors
 */
export class CurrencyComplianceRestricted extends ExchangeErrorClass<CurrencyComplianceRestricted>()(
  "CurrencyComplianceRestricted"
) {}

/**
 * 131230: the system is busy; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferSystemBusy extends ExchangeErrorClass<TransferSystemBusy>()("TransferSystemBusy") {}

/**
 * 131231: transfers into this account are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferInUnsupported extends ExchangeErrorClass<TransferInUnsupported>()("TransferInUnsupported") {}

/**
 * 131232: transfers out of this account are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferOutUnsupported extends ExchangeErrorClass<TransferOutUnsupported>()("TransferOutUnsupported") {}

/**
 * 131233: the coin is not supported for islamic accounts.
 *
 * @since 0.1.0
 * @category errors
 */
export class IslamicAccountCoinUnsupported extends ExchangeErrorClass<IslamicAccountCoinUnsupported>()(
  "IslamicAccountCoinUnsupported"
) {}

/**
 * 140001: the PM spot hedging switch cannot be changed outside portfolio margin mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PmSpotHedgingRequiresPortfolioMargin extends ExchangeErrorClass<PmSpotHedgingRequiresPortfolioMargin>()(
  "PmSpotHedgingRequiresPortfolioMargin"
) {}

/**
 * 140002: institutional lending users do not support PM spot hedging (deprecated).
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLendingPmSpotHedgingUnsupported extends ExchangeErrorClass<InsLendingPmSpotHedgingUnsupported>()(
  "InsLendingPmSpotHedgingUnsupported"
) {}

/**
 * 140003: positions are being liquidated; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionsBeingLiquidated extends ExchangeErrorClass<PositionsBeingLiquidated>()(
  "PositionsBeingLiquidated"
) {}

/**
 * 140005: the risk level after switching modes exceeds the threshold.
 *
 * @since 0.1.0
 * @category errors
 */
export class SwitchRiskLevelTooHigh extends ExchangeErrorClass<SwitchRiskLevelTooHigh>()("SwitchRiskLevelTooHigh") {}

/**
 * 141004: the sub member is not normal.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubMemberAbnormal extends ExchangeErrorClass<SubMemberAbnormal>()("SubMemberAbnormal") {}

/**
 * 141019: adding or updating the IP whitelist must be done in API management.
 *
 * @since 0.1.0
 * @category errors
 */
export class IpWhitelistChangeRequiresWeb extends ExchangeErrorClass<IpWhitelistChangeRequiresWeb>()(
  "IpWhitelistChangeRequiresWeb"
) {}

/**
 * 141020: changing sensitive read/write permissions must be done in API management.
 *
 * @since 0.1.0
 * @category errors
 */
export class SensitivePermissionChangeRequiresWeb extends ExchangeErrorClass<SensitivePermissionChangeRequiresWeb>()(
  "SensitivePermissionChangeRequiresWeb"
) {}

/**
 * 141025: the subaccount has assets and cannot be deleted.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountHasAssets extends ExchangeErrorClass<SubaccountHasAssets>()("SubaccountHasAssets") {}

/**
 * 141027: a sub account cannot accept the agreement.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountAgreementForbidden extends ExchangeErrorClass<SubaccountAgreementForbidden>()(
  "SubaccountAgreementForbidden"
) {}

/**
 * 181000: category is null.
 *
 * @since 0.1.0
 * @category errors
 */
export class CategoryRequired extends ExchangeErrorClass<CategoryRequired>()("CategoryRequired") {}

/**
 * 181001: category only supports linear, option or spot.
 *
 * @since 0.1.0
 * @category errors
 */
export class CategoryUnsupported extends ExchangeErrorClass<CategoryUnsupported>()("CategoryUnsupported") {}

/**
 * 181002: symbol is null.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolRequired extends ExchangeErrorClass<SymbolRequired>()("SymbolRequired") {}

/**
 * 181003: side is null.
 *
 * @since 0.1.0
 * @category errors
 */
export class SideRequired extends ExchangeErrorClass<SideRequired>()("SideRequired") {}

/**
 * 181005: orderStatus is wrong.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidOrderStatus extends ExchangeErrorClass<InvalidOrderStatus>()("InvalidOrderStatus") {}

/**
 * 181006: startTime is not a number.
 *
 * @since 0.1.0
 * @category errors
 */
export class StartTimeNotNumber extends ExchangeErrorClass<StartTimeNotNumber>()("StartTimeNotNumber") {}

/**
 * 181007: endTime is not a number.
 *
 * @since 0.1.0
 * @category errors
 */
export class EndTimeNotNumber extends ExchangeErrorClass<EndTimeNotNumber>()("EndTimeNotNumber") {}

/**
 * 181008, 182201, 3500405, 3500407: startTime and endTime must be given together.
 *
 * @since 0.1.0
 * @category errors
 */
export class TimeRangeIncomplete extends ExchangeErrorClass<TimeRangeIncomplete>()("TimeRangeIncomplete") {}

/**
 * 181010: the time range between startTime and endTime is too long.
 *
 * @since 0.1.0
 * @category errors
 */
export class TimeRangeTooLong extends ExchangeErrorClass<TimeRangeTooLong>()("TimeRangeTooLong") {}

/**
 * 181011: limit is not a number.
 *
 * @since 0.1.0
 * @category errors
 */
export class LimitNotNumber extends ExchangeErrorClass<LimitNotNumber>()("LimitNotNumber") {}

/**
 * 181012: symbol does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolNotFound extends ExchangeErrorClass<SymbolNotFound>()("SymbolNotFound") {}

/**
 * 181013: only settleCoin usdc is supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcSettleCoinOnly extends ExchangeErrorClass<UsdcSettleCoinOnly>()("UsdcSettleCoinOnly") {}

/**
 * 181014: classic accounts are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class ClassicAccountUnsupported extends ExchangeErrorClass<ClassicAccountUnsupported>()(
  "ClassicAccountUnsupported"
) {}

/**
 * 181018: invalid expDate.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidExpDate extends ExchangeErrorClass<InvalidExpDate>()("InvalidExpDate") {}

/**
 * 181019: expDate cannot be earlier than 2 years.
 *
 * @since 0.1.0
 * @category errors
 */
export class ExpDateTooOld extends ExchangeErrorClass<ExpDateTooOld>()("ExpDateTooOld") {}

/**
 * 182000: the symbol's quote price is null.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuotePriceMissing extends ExchangeErrorClass<QuotePriceMissing>()("QuotePriceMissing") {}

/**
 * 182203, 177003: invalid characters in a parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidCharacters extends ExchangeErrorClass<InvalidCharacters>()("InvalidCharacters") {}

/**
 * 182205: user level does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserLevelNotFound extends ExchangeErrorClass<UserLevelNotFound>()("UserLevelNotFound") {}

/**
 * 700000: convert parameter error (accountType/quoteTxId missing).
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertParamsError extends ExchangeErrorClass<ConvertParamsError>()("ConvertParamsError") {}

/**
 * 700001: convert: no dealer can quote; prediction: the market was not found or is closed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertNoDealerOrPredictionMarketClosed extends ExchangeErrorClass<ConvertNoDealerOrPredictionMarketClosed>()(
  "ConvertNoDealerOrPredictionMarketClosed"
) {}

/**
 * 700002: convert: quote type not supported; prediction: insufficient liquidity for a FOK order.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient extends ExchangeErrorClass<ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient>()(
  "ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient"
) {}

/**
 * 700003: prediction engine unavailable.
 *
 * @since 0.1.0
 * @category errors
 */
export class PredictionEngineUnavailable extends ExchangeErrorClass<PredictionEngineUnavailable>()(
  "PredictionEngineUnavailable"
) {}

/**
 * 700004: convert order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertOrderNotFound extends ExchangeErrorClass<ConvertOrderNotFound>()("ConvertOrderNotFound") {}

/**
 * 700005: the available balance is insufficient or the wallet does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertBalanceInsufficient extends ExchangeErrorClass<ConvertBalanceInsufficient>()(
  "ConvertBalanceInsufficient"
) {}

/**
 * 700006: convert amount below the lower limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertAmountTooLow extends ExchangeErrorClass<ConvertAmountTooLow>()("ConvertAmountTooLow") {}

/**
 * 700007: convert amount above the large-amount limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertAmountTooLarge extends ExchangeErrorClass<ConvertAmountTooLarge>()("ConvertAmountTooLarge") {}

/**
 * 700008: quote failed: the price timed out.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertQuoteExpired extends ExchangeErrorClass<ConvertQuoteExpired>()("ConvertQuoteExpired") {}

/**
 * 700009: quoteTxId has already been used.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteTxIdUsed extends ExchangeErrorClass<QuoteTxIdUsed>()("QuoteTxIdUsed") {}

/**
 * 700010: convert: loan users cannot convert; prediction: insufficient USDC balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertLoanUserOrUsdcBalanceInsufficient extends ExchangeErrorClass<ConvertLoanUserOrUsdcBalanceInsufficient>()(
  "ConvertLoanUserOrUsdcBalanceInsufficient"
) {}

/**
 * 700011: convert: illegal operation; prediction: insufficient token position.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertIllegalOperationOrTokenPositionInsufficient extends ExchangeErrorClass<ConvertIllegalOperationOrTokenPositionInsufficient>()(
  "ConvertIllegalOperationOrTokenPositionInsufficient"
) {}

/**
 * 700012: convert unavailable during the UTA upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertBlockedByUtaUpgrade extends ExchangeErrorClass<ConvertBlockedByUtaUpgrade>()(
  "ConvertBlockedByUtaUpgrade"
) {}

/**
 * 700013: the coin does not support convert.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertCoinUnsupported extends ExchangeErrorClass<ConvertCoinUnsupported>()("ConvertCoinUnsupported") {}

/**
 * 700016: the rate is below the current rate.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertRateBelowCurrent extends ExchangeErrorClass<ConvertRateBelowCurrent>()("ConvertRateBelowCurrent") {}

/**
 * 700021: an exchange order is being processed; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertOrderProcessing extends ExchangeErrorClass<ConvertOrderProcessing>()("ConvertOrderProcessing") {}

/**
 * 700022: this operation is not currently supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertOperationUnsupported extends ExchangeErrorClass<ConvertOperationUnsupported>()(
  "ConvertOperationUnsupported"
) {}

/**
 * 400000: fiat convert: invalid request.
 *
 * @since 0.1.0
 * @category errors
 */
export class FiatInvalidRequest extends ExchangeErrorClass<FiatInvalidRequest>()("FiatInvalidRequest") {}

/**
 * 400001: fiat convert: broker not found; reward: invalid parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export class BrokerNotFoundOrInvalidRewardParameter extends ExchangeErrorClass<BrokerNotFoundOrInvalidRewardParameter>()(
  "BrokerNotFoundOrInvalidRewardParameter"
) {}

/**
 * 400002: broker invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class BrokerInvalid extends ExchangeErrorClass<BrokerInvalid>()("BrokerInvalid") {}

/**
 * 400003: broker quotation invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class BrokerQuotationInvalid extends ExchangeErrorClass<BrokerQuotationInvalid>()("BrokerQuotationInvalid") {}

/**
 * 400004: the sub-account does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountNotFound extends ExchangeErrorClass<SubaccountNotFound>()("SubaccountNotFound") {}

/**
 * 400005: the request amount is outside the quota limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class FiatQuotaExceeded extends ExchangeErrorClass<FiatQuotaExceeded>()("FiatQuotaExceeded") {}

/**
 * 400006: the funding account has insufficient funds.
 *
 * @since 0.1.0
 * @category errors
 */
export class FundingBalanceInsufficient extends ExchangeErrorClass<FundingBalanceInsufficient>()(
  "FundingBalanceInsufficient"
) {}

/**
 * 400007: the sub-account's funding account has insufficient funds.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountFundingBalanceInsufficient extends ExchangeErrorClass<SubaccountFundingBalanceInsufficient>()(
  "SubaccountFundingBalanceInsufficient"
) {}

/**
 * 500000: fiat convert: Bybit internal error.
 *
 * @since 0.1.0
 * @category errors
 */
export class FiatInternalError extends ExchangeErrorClass<FiatInternalError>()("FiatInternalError") {}

/**
 * 790000: convert system error; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertSystemError extends ExchangeErrorClass<ConvertSystemError>()("ConvertSystemError") {}

/**
 * 790001: convert sign verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertSignVerificationFailed extends ExchangeErrorClass<ConvertSignVerificationFailed>()(
  "ConvertSignVerificationFailed"
) {}

/**
 * 148001: this currency is not supported for flexible savings.
 *
 * @since 0.1.0
 * @category errors
 */
export class FlexibleSavingsCurrencyUnsupported extends ExchangeErrorClass<FlexibleSavingsCurrencyUnsupported>()(
  "FlexibleSavingsCurrencyUnsupported"
) {}

/**
 * 148002: the amount is below the minimum borrowable amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowBelowMinimum extends ExchangeErrorClass<BorrowBelowMinimum>()("BorrowBelowMinimum") {}

/**
 * 148003, 148042: exceeds the allowed decimal precision for this currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class CurrencyPrecisionExceeded extends ExchangeErrorClass<CurrencyPrecisionExceeded>()(
  "CurrencyPrecisionExceeded"
) {}

/**
 * 148004, 177017: this currency cannot be used as collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export class CurrencyNotCollateral extends ExchangeErrorClass<CurrencyNotCollateral>()("CurrencyNotCollateral") {}

/**
 * 148005: exceeds the allowed decimal precision for this collateral currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralPrecisionExceeded extends ExchangeErrorClass<CollateralPrecisionExceeded>()(
  "CollateralPrecisionExceeded"
) {}

/**
 * 148007: borrow amount cannot be negative.
 *
 * @since 0.1.0
 * @category errors
 */
export class NegativeBorrowAmount extends ExchangeErrorClass<NegativeBorrowAmount>()("NegativeBorrowAmount") {}

/**
 * 148008: collateral amount cannot be negative.
 *
 * @since 0.1.0
 * @category errors
 */
export class NegativeCollateralAmount extends ExchangeErrorClass<NegativeCollateralAmount>()(
  "NegativeCollateralAmount"
) {}

/**
 * 148009: the LTV exceeds the risk threshold.
 *
 * @since 0.1.0
 * @category errors
 */
export class LtvAboveRiskThreshold extends ExchangeErrorClass<LtvAboveRiskThreshold>()("LtvAboveRiskThreshold") {}

/**
 * 148010: insufficient available quota.
 *
 * @since 0.1.0
 * @category errors
 */
export class AvailableQuotaInsufficient extends ExchangeErrorClass<AvailableQuotaInsufficient>()(
  "AvailableQuotaInsufficient"
) {}

/**
 * 148011: insufficient balance in the funding pool.
 *
 * @since 0.1.0
 * @category errors
 */
export class FundingPoolInsufficient extends ExchangeErrorClass<FundingPoolInsufficient>()("FundingPoolInsufficient") {}

/**
 * 148012: insufficient collateral amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralInsufficient extends ExchangeErrorClass<CollateralInsufficient>()("CollateralInsufficient") {}

/**
 * 148013: non-borrowing users cannot adjust collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export class NonBorrowerCollateralAdjustment extends ExchangeErrorClass<NonBorrowerCollateralAdjustment>()(
  "NonBorrowerCollateralAdjustment"
) {}

/**
 * 148014: this currency is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanCurrencyUnsupported extends ExchangeErrorClass<LoanCurrencyUnsupported>()("LoanCurrencyUnsupported") {}

/**
 * 148015: the loan term exceeds the allowed range.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanTermOutOfRange extends ExchangeErrorClass<LoanTermOutOfRange>()("LoanTermOutOfRange") {}

/**
 * 148016: the specified lending rate is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class LendingRateUnsupported extends ExchangeErrorClass<LendingRateUnsupported>()("LendingRateUnsupported") {}

/**
 * 148017: the interest rate exceeds the allowed decimal precision.
 *
 * @since 0.1.0
 * @category errors
 */
export class InterestRatePrecisionExceeded extends ExchangeErrorClass<InterestRatePrecisionExceeded>()(
  "InterestRatePrecisionExceeded"
) {}

/**
 * 148018: exceeded the maximum number of open orders.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanOpenOrderLimitExceeded extends ExchangeErrorClass<LoanOpenOrderLimitExceeded>()(
  "LoanOpenOrderLimitExceeded"
) {}

/**
 * 148019: the system is busy; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanSystemBusy extends ExchangeErrorClass<LoanSystemBusy>()("LoanSystemBusy") {}

/**
 * 148020: insufficient platform lending quota.
 *
 * @since 0.1.0
 * @category errors
 */
export class PlatformLendingQuotaInsufficient extends ExchangeErrorClass<PlatformLendingQuotaInsufficient>()(
  "PlatformLendingQuotaInsufficient"
) {}

/**
 * 148021: operation conflict detected; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class OperationConflict extends ExchangeErrorClass<OperationConflict>()("OperationConflict") {}

/**
 * 148022: insufficient assets for lending.
 *
 * @since 0.1.0
 * @category errors
 */
export class LendingAssetsInsufficient extends ExchangeErrorClass<LendingAssetsInsufficient>()(
  "LendingAssetsInsufficient"
) {}

/**
 * 148023: loan order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanOrderNotFound extends ExchangeErrorClass<LoanOrderNotFound>()("LoanOrderNotFound") {}

/**
 * 148024: loan cancellation failed: the order may be completed or cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanCancellationFailed extends ExchangeErrorClass<LoanCancellationFailed>()("LoanCancellationFailed") {}

/**
 * 148025: lending order cancellation failed: the order may be completed or cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class LendingCancellationFailed extends ExchangeErrorClass<LendingCancellationFailed>()(
  "LendingCancellationFailed"
) {}

/**
 * 148026: failed to create the repayment; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentCreationFailed extends ExchangeErrorClass<RepaymentCreationFailed>()("RepaymentCreationFailed") {}

/**
 * 148027: no active loan for this account.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoActiveLoan extends ExchangeErrorClass<NoActiveLoan>()("NoActiveLoan") {}

/**
 * 148028: the repayment amount exceeds the supported precision.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentPrecisionExceeded extends ExchangeErrorClass<RepaymentPrecisionExceeded>()(
  "RepaymentPrecisionExceeded"
) {}

/**
 * 148029: insufficient balance in the repayment account.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentAccountBalanceInsufficient extends ExchangeErrorClass<RepaymentAccountBalanceInsufficient>()(
  "RepaymentAccountBalanceInsufficient"
) {}

/**
 * 148030: deposit order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class DepositOrderNotFound extends ExchangeErrorClass<DepositOrderNotFound>()("DepositOrderNotFound") {}

/**
 * 148031: operation not allowed during liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OperationDuringLiquidation extends ExchangeErrorClass<OperationDuringLiquidation>()(
  "OperationDuringLiquidation"
) {}

/**
 * 148032: no outstanding debt: repayment is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoOutstandingDebt extends ExchangeErrorClass<NoOutstandingDebt>()("NoOutstandingDebt") {}

/**
 * 148033: this loan order cannot be repaid.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanNotRepayable extends ExchangeErrorClass<LoanNotRepayable>()("LoanNotRepayable") {}

/**
 * 148034, 148035: please wait and try again later.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanRetryLater extends ExchangeErrorClass<LoanRetryLater>()("LoanRetryLater") {}

/**
 * 148036: failed to adjust the collateral amount; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralAdjustmentFailed extends ExchangeErrorClass<CollateralAdjustmentFailed>()(
  "CollateralAdjustmentFailed"
) {}

/**
 * 148037: insufficient assets, or the adjustment exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralAdjustmentAboveMax extends ExchangeErrorClass<CollateralAdjustmentAboveMax>()(
  "CollateralAdjustmentAboveMax"
) {}

/**
 * 148039: duplicate collateral assets.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateCollateralAssets extends ExchangeErrorClass<DuplicateCollateralAssets>()(
  "DuplicateCollateralAssets"
) {}

/**
 * 148040: pledge token error.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidPledgeToken extends ExchangeErrorClass<InvalidPledgeToken>()("InvalidPledgeToken") {}

/**
 * 148041: a repay order already exists.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepayOrderExists extends ExchangeErrorClass<RepayOrderExists>()("RepayOrderExists") {}

/**
 * 148047: the requested collateral amount exceeds the maximum allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralRequestAboveMax extends ExchangeErrorClass<CollateralRequestAboveMax>()(
  "CollateralRequestAboveMax"
) {}

/**
 * 177002: server busy; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanServerBusy extends ExchangeErrorClass<LoanServerBusy>()("LoanServerBusy") {}

/**
 * 177004: precision over the maximum defined for this asset.
 *
 * @since 0.1.0
 * @category errors
 */
export class AssetPrecisionExceeded extends ExchangeErrorClass<AssetPrecisionExceeded>()("AssetPrecisionExceeded") {}

/**
 * 177005: crypto loan order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class CryptoLoanOrderNotFound extends ExchangeErrorClass<CryptoLoanOrderNotFound>()("CryptoLoanOrderNotFound") {}

/**
 * 177006: the asset is not available.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanAssetUnsupported extends ExchangeErrorClass<LoanAssetUnsupported>()("LoanAssetUnsupported") {}

/**
 * 177007: the borrow amount exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAboveMax extends ExchangeErrorClass<BorrowAboveMax>()("BorrowAboveMax") {}

/**
 * 177008: borrowing is banned for this asset.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowBanned extends ExchangeErrorClass<BorrowBanned>()("BorrowBanned") {}

/**
 * 177009: the borrow amount is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowBelowMin extends ExchangeErrorClass<BorrowBelowMin>()("BorrowBelowMin") {}

/**
 * 177011: balance is not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanBalanceInsufficient extends ExchangeErrorClass<LoanBalanceInsufficient>()("LoanBalanceInsufficient") {}

/**
 * 177012: the system does not have enough of the asset now.
 *
 * @since 0.1.0
 * @category errors
 */
export class SystemAssetInsufficient extends ExchangeErrorClass<SystemAssetInsufficient>()("SystemAssetInsufficient") {}

/**
 * 177013: the adjustment exceeds the minimum collateral amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentBelowMinCollateral extends ExchangeErrorClass<AdjustmentBelowMinCollateral>()(
  "AdjustmentBelowMinCollateral"
) {}

/**
 * 177014: individual loan quota reached.
 *
 * @since 0.1.0
 * @category errors
 */
export class IndividualLoanQuotaReached extends ExchangeErrorClass<IndividualLoanQuotaReached>()(
  "IndividualLoanQuotaReached"
) {}

/**
 * 177015: the collateral amount has reached the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralLimitReached extends ExchangeErrorClass<CollateralLimitReached>()("CollateralLimitReached") {}

/**
 * 177016: minimum collateral amount is not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class MinCollateralNotMet extends ExchangeErrorClass<MinCollateralNotMet>()("MinCollateralNotMet") {}

/**
 * 177018: duplicate request (crypto loan).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateLoanRequest extends ExchangeErrorClass<DuplicateLoanRequest>()("DuplicateLoanRequest") {}

/**
 * 177019: the input parameter is invalid (crypto loan).
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanParamsError extends ExchangeErrorClass<LoanParamsError>()("LoanParamsError") {}

/**
 * 177020: the account does not support the asset.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountAssetUnsupported extends ExchangeErrorClass<AccountAssetUnsupported>()("AccountAssetUnsupported") {}

/**
 * 3777002: the UID cannot be bound repeatedly.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidAlreadyBound extends ExchangeErrorClass<UidAlreadyBound>()("UidAlreadyBound") {}

/**
 * 3777003: the UID cannot be unbound: it is not bound.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidNotBound extends ExchangeErrorClass<UidNotBound>()("UidNotBound") {}

/**
 * 3777004: the main UID of the risk unit cannot be unbound.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskUnitMainUidUnbind extends ExchangeErrorClass<RiskUnitMainUidUnbind>()("RiskUnitMainUidUnbind") {}

/**
 * 3777005: unsettled lending or borrowing orders; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnsettledLoanOrders extends ExchangeErrorClass<UnsettledLoanOrders>()("UnsettledLoanOrders") {}

/**
 * 3777006: the UID cannot be bound; try a different UID.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidBindRejected extends ExchangeErrorClass<UidBindRejected>()("UidBindRejected") {}

/**
 * 3777007: the UID cannot be bound; upgrade to UTA Pro.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidBindRequiresUtaPro extends ExchangeErrorClass<UidBindRequiresUtaPro>()("UidBindRequiresUtaPro") {}

/**
 * 3777012: the request is being processed; wait and retry.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanRequestProcessing extends ExchangeErrorClass<InsLoanRequestProcessing>()(
  "InsLoanRequestProcessing"
) {}

/**
 * 3777027: the UID cannot be bound: closing leveraged trading failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidBindLeverageCloseFailed extends ExchangeErrorClass<UidBindLeverageCloseFailed>()(
  "UidBindLeverageCloseFailed"
) {}

/**
 * 3777029: pre-market trading orders block the operation.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketOrdersBlockBinding extends ExchangeErrorClass<PreMarketOrdersBlockBinding>()(
  "PreMarketOrdersBlockBinding"
) {}

/**
 * 3777030: an account with copyPro activated cannot bind the UID.
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyProBlocksBinding extends ExchangeErrorClass<CopyProBlocksBinding>()("CopyProBlocksBinding") {}

/**
 * 3777040: insufficient balance (institutional loan).
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanBalanceInsufficient extends ExchangeErrorClass<InsLoanBalanceInsufficient>()(
  "InsLoanBalanceInsufficient"
) {}

/**
 * 3777042: the uid is invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidUid extends ExchangeErrorClass<InvalidUid>()("InvalidUid") {}

/**
 * 3777043: a repayment order is being processed.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentProcessing extends ExchangeErrorClass<RepaymentProcessing>()("RepaymentProcessing") {}

/**
 * 3500402: parameter verification failed for 'limit'.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidLimitParameter extends ExchangeErrorClass<InvalidLimitParameter>()("InvalidLimitParameter") {}

/**
 * 3500403: only available to the exchange broker main account.
 *
 * @since 0.1.0
 * @category errors
 */
export class BrokerMainAccountOnly extends ExchangeErrorClass<BrokerMainAccountOnly>()("BrokerMainAccountOnly") {}

/**
 * 3500406: out of the query time range.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryTimeOutOfRange extends ExchangeErrorClass<QueryTimeOutOfRange>()("QueryTimeOutOfRange") {}

/**
 * 3500415: sub-accounts are not permitted to perform this action.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountForbidden extends ExchangeErrorClass<SubaccountForbidden>()("SubaccountForbidden") {}

/**
 * 400101: the voucher was recycled.
 *
 * @since 0.1.0
 * @category errors
 */
export class VoucherRecycled extends ExchangeErrorClass<VoucherRecycled>()("VoucherRecycled") {}

/**
 * 400102: the voucher has passed its redemption date.
 *
 * @since 0.1.0
 * @category errors
 */
export class VoucherExpired extends ExchangeErrorClass<VoucherExpired>()("VoucherExpired") {}

/**
 * 400103: the voucher is not available for redemption.
 *
 * @since 0.1.0
 * @category errors
 */
export class VoucherNotRedeemable extends ExchangeErrorClass<VoucherNotRedeemable>()("VoucherNotRedeemable") {}

/**
 * 400105: budget exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class RewardBudgetExceeded extends ExchangeErrorClass<RewardBudgetExceeded>()("RewardBudgetExceeded") {}

/**
 * 403001: account rejected: check the accountId.
 *
 * @since 0.1.0
 * @category errors
 */
export class RewardAccountRejected extends ExchangeErrorClass<RewardAccountRejected>()("RewardAccountRejected") {}

/**
 * 404001: resource not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class ResourceNotFound extends ExchangeErrorClass<ResourceNotFound>()("ResourceNotFound") {}

/**
 * 404011: insufficient inventory.
 *
 * @since 0.1.0
 * @category errors
 */
export class InventoryInsufficient extends ExchangeErrorClass<InventoryInsufficient>()("InventoryInsufficient") {}

/**
 * 409011: VIP level limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class VipLevelLimit extends ExchangeErrorClass<VipLevelLimit>()("VipLevelLimit") {}

/**
 * 500001: reward: internal server error.
 *
 * @since 0.1.0
 * @category errors
 */
export class RewardInternalError extends ExchangeErrorClass<RewardInternalError>()("RewardInternalError") {}

/**
 * 180000: prediction: internal server error.
 *
 * @since 0.1.0
 * @category errors
 */
export class PredictionInternalError extends ExchangeErrorClass<PredictionInternalError>()("PredictionInternalError") {}

/**
 * 180001: invalid (request) parameter (earn, prediction).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnParamsError extends ExchangeErrorClass<EarnParamsError>()("EarnParamsError") {}

/**
 * 180002: invalid coin (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnInvalidCoin extends ExchangeErrorClass<EarnInvalidCoin>()("EarnInvalidCoin") {}

/**
 * 180003: user banned (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnUserBanned extends ExchangeErrorClass<EarnUserBanned>()("EarnUserBanned") {}

/**
 * 180004: only Bybit global site users can access.
 *
 * @since 0.1.0
 * @category errors
 */
export class SiteNotAllowed extends ExchangeErrorClass<SiteNotAllowed>()("SiteNotAllowed") {}

/**
 * 180005: compliance wallet not reached.
 *
 * @since 0.1.0
 * @category errors
 */
export class ComplianceWalletNotReached extends ExchangeErrorClass<ComplianceWalletNotReached>()(
  "ComplianceWalletNotReached"
) {}

/**
 * 180006: validation failed (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnValidationFailed extends ExchangeErrorClass<EarnValidationFailed>()("EarnValidationFailed") {}

/**
 * 180007: product not available.
 *
 * @since 0.1.0
 * @category errors
 */
export class ProductNotAvailable extends ExchangeErrorClass<ProductNotAvailable>()("ProductNotAvailable") {}

/**
 * 180008: invalid product.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidProduct extends ExchangeErrorClass<InvalidProduct>()("InvalidProduct") {}

/**
 * 180009: product is forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class ProductForbidden extends ExchangeErrorClass<ProductForbidden>()("ProductForbidden") {}

/**
 * 180010: user not allowed (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnUserNotAllowed extends ExchangeErrorClass<EarnUserNotAllowed>()("EarnUserNotAllowed") {}

/**
 * 180011: user not VIP.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserNotVip extends ExchangeErrorClass<UserNotVip>()("UserNotVip") {}

/**
 * 180012: purchase share is invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidPurchaseShare extends ExchangeErrorClass<InvalidPurchaseShare>()("InvalidPurchaseShare") {}

/**
 * 180013: stake over the maximum share.
 *
 * @since 0.1.0
 * @category errors
 */
export class StakeAboveMaxShare extends ExchangeErrorClass<StakeAboveMaxShare>()("StakeAboveMaxShare") {}

/**
 * 180014: redeem share invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidRedeemShare extends ExchangeErrorClass<InvalidRedeemShare>()("InvalidRedeemShare") {}

/**
 * 180015: products share not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class ProductShareInsufficient extends ExchangeErrorClass<ProductShareInsufficient>()(
  "ProductShareInsufficient"
) {}

/**
 * 180016: balance not enough (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnBalanceInsufficient extends ExchangeErrorClass<EarnBalanceInsufficient>()("EarnBalanceInsufficient") {}

/**
 * 180017: invalid risk user.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidRiskUser extends ExchangeErrorClass<InvalidRiskUser>()("InvalidRiskUser") {}

/**
 * 180018: internal error (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnInternalError extends ExchangeErrorClass<EarnInternalError>()("EarnInternalError") {}

/**
 * 180019: empty order link id.
 *
 * @since 0.1.0
 * @category errors
 */
export class EmptyOrderLinkId extends ExchangeErrorClass<EmptyOrderLinkId>()("EmptyOrderLinkId") {}

/**
 * 180020: position not found (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnPositionNotFound extends ExchangeErrorClass<EarnPositionNotFound>()("EarnPositionNotFound") {}

/**
 * 180021: invalid select price.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidSelectPrice extends ExchangeErrorClass<InvalidSelectPrice>()("InvalidSelectPrice") {}

/**
 * 180022: KYC level not reached.
 *
 * @since 0.1.0
 * @category errors
 */
export class KycLevelNotReached extends ExchangeErrorClass<KycLevelNotReached>()("KycLevelNotReached") {}

/**
 * 180023: service maintenance.
 *
 * @since 0.1.0
 * @category errors
 */
export class ServiceMaintenance extends ExchangeErrorClass<ServiceMaintenance>()("ServiceMaintenance") {}

/**
 * 180024: child member forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class ChildMemberForbidden extends ExchangeErrorClass<ChildMemberForbidden>()("ChildMemberForbidden") {}

/**
 * 180025: order already exists (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnOrderExists extends ExchangeErrorClass<EarnOrderExists>()("EarnOrderExists") {}

/**
 * 180026: APR lowered.
 *
 * @since 0.1.0
 * @category errors
 */
export class AprLowered extends ExchangeErrorClass<AprLowered>()("AprLowered") {}

/**
 * 180027: tax forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class TaxForbidden extends ExchangeErrorClass<TaxForbidden>()("TaxForbidden") {}

/**
 * 180028: reinvest validation failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ReinvestValidationFailed extends ExchangeErrorClass<ReinvestValidationFailed>()(
  "ReinvestValidationFailed"
) {}

/**
 * 180029: redeem not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class RedeemNotAllowed extends ExchangeErrorClass<RedeemNotAllowed>()("RedeemNotAllowed") {}

/**
 * 180030: slippage check failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class SlippageFailed extends ExchangeErrorClass<SlippageFailed>()("SlippageFailed") {}

/**
 * 180031: duplicate order (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateEarnOrder extends ExchangeErrorClass<DuplicateEarnOrder>()("DuplicateEarnOrder") {}

/**
 * 81007: Bybit Europe does not support creating API keys.
 *
 * @since 0.1.0
 * @category errors
 */
export class EuropeApiKeyCreationUnsupported extends ExchangeErrorClass<EuropeApiKeyCreationUnsupported>()(
  "EuropeApiKeyCreationUnsupported"
) {}

/**
 * 3500002: the current user is not an institutional user.
 *
 * @since 0.1.0
 * @category errors
 */
export class NotInstitutionalUser extends ExchangeErrorClass<NotInstitutionalUser>()("NotInstitutionalUser") {}

/**
 * 3500153: no permission to operate on or query these UIDs.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidPermissionDenied extends ExchangeErrorClass<UidPermissionDenied>()("UidPermissionDenied") {}

/**
 * 110300: the RFQ order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqNotFound extends ExchangeErrorClass<RfqNotFound>()("RfqNotFound") {}

/**
 * 110301: the quote order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteNotFound extends ExchangeErrorClass<QuoteNotFound>()("QuoteNotFound") {}

/**
 * 110302: demo users are prohibited.
 *
 * @since 0.1.0
 * @category errors
 */
export class DemoUserProhibited extends ExchangeErrorClass<DemoUserProhibited>()("DemoUserProhibited") {}

/**
 * 110303: the RFQ value is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqValueBelowMin extends ExchangeErrorClass<RfqValueBelowMin>()("RfqValueBelowMin") {}

/**
 * 110304: cannot be self-executed.
 *
 * @since 0.1.0
 * @category errors
 */
export class SelfExecution extends ExchangeErrorClass<SelfExecution>()("SelfExecution") {}

/**
 * 110305: the quote UID is not among the counterparties.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteUidNotCounterparty extends ExchangeErrorClass<QuoteUidNotCounterparty>()("QuoteUidNotCounterparty") {}

/**
 * 110306: the quote legs do not match.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteLegsMismatch extends ExchangeErrorClass<QuoteLegsMismatch>()("QuoteLegsMismatch") {}

/**
 * 110307: a quote already exists for this RFQ.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteAlreadyExists extends ExchangeErrorClass<QuoteAlreadyExists>()("QuoteAlreadyExists") {}

/**
 * 110308: the RFQ strategy legs size is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqLegsSizeInvalid extends ExchangeErrorClass<RfqLegsSizeInvalid>()("RfqLegsSizeInvalid") {}

/**
 * 110309: the RFQ strategy side is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqSideInvalid extends ExchangeErrorClass<RfqSideInvalid>()("RfqSideInvalid") {}

/**
 * 110310: the RFQ strategy qty is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqQtyInvalid extends ExchangeErrorClass<RfqQtyInvalid>()("RfqQtyInvalid") {}

/**
 * 110311: the RFQ strategy symbol is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqSymbolInvalid extends ExchangeErrorClass<RfqSymbolInvalid>()("RfqSymbolInvalid") {}

/**
 * 110312: no permission to execute the quote.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteExecutionDenied extends ExchangeErrorClass<QuoteExecutionDenied>()("QuoteExecutionDenied") {}

/**
 * 110313: RFQ only supports one-way position mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqOneWayModeOnly extends ExchangeErrorClass<RfqOneWayModeOnly>()("RfqOneWayModeOnly") {}

/**
 * 110314: order amount below the minimum trade amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqAmountBelowMin extends ExchangeErrorClass<RfqAmountBelowMin>()("RfqAmountBelowMin") {}

/**
 * 110315: order qty exceeds the upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqQtyAboveMax extends ExchangeErrorClass<RfqQtyAboveMax>()("RfqQtyAboveMax") {}

/**
 * 110316: RFQ is not available for copy trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqCopyTradingUnsupported extends ExchangeErrorClass<RfqCopyTradingUnsupported>()(
  "RfqCopyTradingUnsupported"
) {}

/**
 * 110317: the counterparty cannot be self.
 *
 * @since 0.1.0
 * @category errors
 */
export class SelfCounterparty extends ExchangeErrorClass<SelfCounterparty>()("SelfCounterparty") {}

/**
 * 110318: too many counterparties chosen.
 *
 * @since 0.1.0
 * @category errors
 */
export class TooManyCounterparties extends ExchangeErrorClass<TooManyCounterparties>()("TooManyCounterparties") {}

/**
 * 110319: order amount above the maximum trade amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqAmountAboveMax extends ExchangeErrorClass<RfqAmountAboveMax>()("RfqAmountAboveMax") {}

/**
 * 110320: symbols without manual loan enabled are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class ManualLoanSymbolUnsupported extends ExchangeErrorClass<ManualLoanSymbolUnsupported>()(
  "ManualLoanSymbolUnsupported"
) {}

/**
 * 110321: the symbol is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqSymbolUnsupported extends ExchangeErrorClass<RfqSymbolUnsupported>()("RfqSymbolUnsupported") {}

/**
 * 110323: quotations cannot be made by non-Bybit registered institutions.
 *
 * @since 0.1.0
 * @category errors
 */
export class NonBybitInstitutionQuote extends ExchangeErrorClass<NonBybitInstitutionQuote>()(
  "NonBybitInstitutionQuote"
) {}

/**
 * 111008: the spot asset is not enabled as a collateral asset.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotAssetNotCollateral extends ExchangeErrorClass<SpotAssetNotCollateral>()("SpotAssetNotCollateral") {}

/**
 * 34022001, 34022003: system error; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class ManualLoanSystemError extends ExchangeErrorClass<ManualLoanSystemError>()("ManualLoanSystemError") {}

/**
 * 34022027: invalid request parameters (manual loan).
 *
 * @since 0.1.0
 * @category errors
 */
export class ManualLoanParamsError extends ExchangeErrorClass<ManualLoanParamsError>()("ManualLoanParamsError") {}

/**
 * 34022030: borrowing demand is high and the fund pool is low.
 *
 * @since 0.1.0
 * @category errors
 */
export class FundPoolLow extends ExchangeErrorClass<FundPoolLow>()("FundPoolLow") {}

/**
 * 34022031: risk rate limit exceeded: reduce the borrow amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowRiskRateExceeded extends ExchangeErrorClass<BorrowRiskRateExceeded>()("BorrowRiskRateExceeded") {}

/**
 * 34022033: the borrow amount must be an integer multiple of the precision.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowPrecisionInvalid extends ExchangeErrorClass<BorrowPrecisionInvalid>()("BorrowPrecisionInvalid") {}

/**
 * 34022034: the repayment amount must be an integer multiple of the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentMultipleInvalid extends ExchangeErrorClass<RepaymentMultipleInvalid>()(
  "RepaymentMultipleInvalid"
) {}

/**
 * 34022035: cannot repay while interest is being calculated.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentDuringInterest extends ExchangeErrorClass<RepaymentDuringInterest>()("RepaymentDuringInterest") {}

/**
 * 34022036: enable margin trading to continue.
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginTradingRequired extends ExchangeErrorClass<MarginTradingRequired>()("MarginTradingRequired") {}

/**
 * 34022038: repayment in progress; do not repeat.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentInProgress extends ExchangeErrorClass<RepaymentInProgress>()("RepaymentInProgress") {}

/**
 * 34022010: the borrowed asset does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowedAssetNotFound extends ExchangeErrorClass<BorrowedAssetNotFound>()("BorrowedAssetNotFound") {}

/**
 * 34022041: the account has no borrowed coins to repay.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoBorrowedCoins extends ExchangeErrorClass<NoBorrowedCoins>()("NoBorrowedCoins") {}

/**
 * 34022011: the amount is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class AmountBelowMinimum extends ExchangeErrorClass<AmountBelowMinimum>()("AmountBelowMinimum") {}

/**
 * 34022014: decimal precision cannot exceed 18 digits.
 *
 * @since 0.1.0
 * @category errors
 */
export class DecimalPrecisionExceeded extends ExchangeErrorClass<DecimalPrecisionExceeded>()(
  "DecimalPrecisionExceeded"
) {}

/**
 * 34022047: copy trade not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyTradeUnsupported extends ExchangeErrorClass<CopyTradeUnsupported>()("CopyTradeUnsupported") {}

/**
 * 34022048: borrowing is not allowed during liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowDuringLiquidation extends ExchangeErrorClass<BorrowDuringLiquidation>()("BorrowDuringLiquidation") {}

/**
 * 34022049: insufficient collateral balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralBalanceInsufficient extends ExchangeErrorClass<CollateralBalanceInsufficient>()(
  "CollateralBalanceInsufficient"
) {}

/**
 * 34022050: spot hedging liabilities block the repayment.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotHedgingLiabilitiesBlockRepayment extends ExchangeErrorClass<SpotHedgingLiabilitiesBlockRepayment>()(
  "SpotHedgingLiabilitiesBlockRepayment"
) {}

/**
 * 34022051: institutional loan in progress.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanInProgress extends ExchangeErrorClass<InsLoanInProgress>()("InsLoanInProgress") {}

/**
 * 34022052: institutional loan transactions banned.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanTransactionsBanned extends ExchangeErrorClass<InsLoanTransactionsBanned>()(
  "InsLoanTransactionsBanned"
) {}

/**
 * 35000011: pending loan orders exist; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class PendingLoanOrders extends ExchangeErrorClass<PendingLoanOrders>()("PendingLoanOrders") {}

/**
 * 34022053: the manual borrowing feature is not enabled.
 *
 * @since 0.1.0
 * @category errors
 */
export class ManualBorrowingNotEnabled extends ExchangeErrorClass<ManualBorrowingNotEnabled>()(
  "ManualBorrowingNotEnabled"
) {}

/**
 * 34022094: the coin does not support repayment through coin exchange.
 *
 * @since 0.1.0
 * @category errors
 */
export class CoinExchangeRepaymentUnsupported extends ExchangeErrorClass<CoinExchangeRepaymentUnsupported>()(
  "CoinExchangeRepaymentUnsupported"
) {}

/**
 * 34022107, 34022108: the net liability value must be below the threshold.
 *
 * @since 0.1.0
 * @category errors
 */
export class NetLiabilityTooHigh extends ExchangeErrorClass<NetLiabilityTooHigh>()("NetLiabilityTooHigh") {}

/**
 * 60061: strategy creation failed, or the webhook strategy name is empty.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyCreationFailed extends ExchangeErrorClass<StrategyCreationFailed>()("StrategyCreationFailed") {}

/**
 * 60062: the strategy has been terminated, or a sub strategy cannot be stopped.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyTerminated extends ExchangeErrorClass<StrategyTerminated>()("StrategyTerminated") {}

/**
 * 60063: running strategies per symbol limited.
 *
 * @since 0.1.0
 * @category errors
 */
export class SymbolStrategyLimitReached extends ExchangeErrorClass<SymbolStrategyLimitReached>()(
  "SymbolStrategyLimitReached"
) {}

/**
 * 60064: running strategies limited.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyLimitReached extends ExchangeErrorClass<StrategyLimitReached>()("StrategyLimitReached") {}

/**
 * 60065: strategy not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyNotFound extends ExchangeErrorClass<StrategyNotFound>()("StrategyNotFound") {}

/**
 * 60066: the (sub) size is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategySizeTooSmall extends ExchangeErrorClass<StrategySizeTooSmall>()("StrategySizeTooSmall") {}

/**
 * 60067: the (sub) size is above the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategySizeTooLarge extends ExchangeErrorClass<StrategySizeTooLarge>()("StrategySizeTooLarge") {}

/**
 * 60068: order cancelled (strategy).
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyOrderCancelled extends ExchangeErrorClass<StrategyOrderCancelled>()("StrategyOrderCancelled") {}

/**
 * 60069: hit a blacklist rule.
 *
 * @since 0.1.0
 * @category errors
 */
export class BlacklistRuleHit extends ExchangeErrorClass<BlacklistRuleHit>()("BlacklistRuleHit") {}

/**
 * 60070: blocked by the unified margin limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnifiedMarginLimitBlocked extends ExchangeErrorClass<UnifiedMarginLimitBlocked>()(
  "UnifiedMarginLimitBlocked"
) {}

/**
 * 60071: connection error or trading service unavailable.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyTradingUnavailable extends ExchangeErrorClass<StrategyTradingUnavailable>()(
  "StrategyTradingUnavailable"
) {}

/**
 * 60072: strategy status modification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyStatusModifyFailed extends ExchangeErrorClass<StrategyStatusModifyFailed>()(
  "StrategyStatusModifyFailed"
) {}

/**
 * 60073: webhook order creation failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class WebhookOrderFailed extends ExchangeErrorClass<WebhookOrderFailed>()("WebhookOrderFailed") {}

/**
 * 60074: the strategy has been stopped.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyStopped extends ExchangeErrorClass<StrategyStopped>()("StrategyStopped") {}

/**
 * 60075: webhook positionIdx is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class WebhookPositionIdxUnsupported extends ExchangeErrorClass<WebhookPositionIdxUnsupported>()(
  "WebhookPositionIdxUnsupported"
) {}

/**
 * 60076: signal latency too high.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalLatencyTooHigh extends ExchangeErrorClass<SignalLatencyTooHigh>()("SignalLatencyTooHigh") {}

/**
 * 60077: strategy userId, JSON or status invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidStrategy extends ExchangeErrorClass<InvalidStrategy>()("InvalidStrategy") {}

/**
 * 60078, 60083: strategy symbol not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategySymbolUnsupported extends ExchangeErrorClass<StrategySymbolUnsupported>()(
  "StrategySymbolUnsupported"
) {}

/**
 * 60079: user position limit exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserPositionLimitExceeded extends ExchangeErrorClass<UserPositionLimitExceeded>()(
  "UserPositionLimitExceeded"
) {}

/**
 * 60080: order retry failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderRetryFailed extends ExchangeErrorClass<OrderRetryFailed>()("OrderRetryFailed") {}

/**
 * 60081: cannot create orders on the same side.
 *
 * @since 0.1.0
 * @category errors
 */
export class SameSideOrdersForbidden extends ExchangeErrorClass<SameSideOrdersForbidden>()("SameSideOrdersForbidden") {}

/**
 * 60082: iceberg or chase orders do not support USDC.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcStrategyUnsupported extends ExchangeErrorClass<UsdcStrategyUnsupported>()("UsdcStrategyUnsupported") {}

/**
 * 60084: invalid post-only parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidPostOnly extends ExchangeErrorClass<InvalidPostOnly>()("InvalidPostOnly") {}

/**
 * 60085: quantity below the minimum order quantity.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyQtyBelowMin extends ExchangeErrorClass<StrategyQtyBelowMin>()("StrategyQtyBelowMin") {}

/**
 * 60086: the position percentage does not match the side.
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionPercentageSideMismatch extends ExchangeErrorClass<PositionPercentageSideMismatch>()(
  "PositionPercentageSideMismatch"
) {}

/**
 * 60087: quantity outside the allowed range.
 *
 * @since 0.1.0
 * @category errors
 */
export class StrategyQtyOutOfRange extends ExchangeErrorClass<StrategyQtyOutOfRange>()("StrategyQtyOutOfRange") {}

/**
 * 60088: POV: invalid mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovInvalidMode extends ExchangeErrorClass<PovInvalidMode>()("PovInvalidMode") {}

/**
 * 60089: POV: participation rate out of range or over 1 decimal.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovParticipationRateInvalid extends ExchangeErrorClass<PovParticipationRateInvalid>()(
  "PovParticipationRateInvalid"
) {}

/**
 * 60090: POV: a required param for the mode is missing.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovRequiredParamMissing extends ExchangeErrorClass<PovRequiredParamMissing>()("PovRequiredParamMissing") {}

/**
 * 60091: POV: size and duration required when interval > 0.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovSizeDurationMissing extends ExchangeErrorClass<PovSizeDurationMissing>()("PovSizeDurationMissing") {}

/**
 * 60092: POV: the calculated sub size is outside the order quantity limits.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovSubSizeOutOfRange extends ExchangeErrorClass<PovSubSizeOutOfRange>()("PovSubSizeOutOfRange") {}

/**
 * 60093: POV: max duration out of range.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovDurationOutOfRange extends ExchangeErrorClass<PovDurationOutOfRange>()("PovDurationOutOfRange") {}

/**
 * 60094: POV: the sub order size exceeds the one-order size.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovSubSizeAboveOrderSize extends ExchangeErrorClass<PovSubSizeAboveOrderSize>()(
  "PovSubSizeAboveOrderSize"
) {}

/**
 * 60095: POV: the interval exceeds the max duration.
 *
 * @since 0.1.0
 * @category errors
 */
export class PovIntervalAboveDuration extends ExchangeErrorClass<PovIntervalAboveDuration>()(
  "PovIntervalAboveDuration"
) {}

/**
 * 61000: signal symbol not tradable.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalSymbolNotTradable extends ExchangeErrorClass<SignalSymbolNotTradable>()("SignalSymbolNotTradable") {}

/**
 * 61001: signal name exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalNameTooLong extends ExchangeErrorClass<SignalNameTooLong>()("SignalNameTooLong") {}

/**
 * 61002: signal leverage exceeds the maximum risk limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalLeverageAboveRiskLimit extends ExchangeErrorClass<SignalLeverageAboveRiskLimit>()(
  "SignalLeverageAboveRiskLimit"
) {}

/**
 * 61003: signal entry price invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalEntryPriceInvalid extends ExchangeErrorClass<SignalEntryPriceInvalid>()("SignalEntryPriceInvalid") {}

/**
 * 61004: signal TP should be better than the worst price.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalTakeProfitInvalid extends ExchangeErrorClass<SignalTakeProfitInvalid>()("SignalTakeProfitInvalid") {}

/**
 * 61005: signal SL should be worse than the best price.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalStopLossInvalid extends ExchangeErrorClass<SignalStopLossInvalid>()("SignalStopLossInvalid") {}

/**
 * 61006: signal expiration time invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalExpirationInvalid extends ExchangeErrorClass<SignalExpirationInvalid>()("SignalExpirationInvalid") {}

/**
 * 61007: signal description exceeds the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalDescriptionTooLong extends ExchangeErrorClass<SignalDescriptionTooLong>()(
  "SignalDescriptionTooLong"
) {}

/**
 * 61008: SL is worse than the liquidation price.
 *
 * @since 0.1.0
 * @category errors
 */
export class StopLossBeyondLiquidation extends ExchangeErrorClass<StopLossBeyondLiquidation>()(
  "StopLossBeyondLiquidation"
) {}

/**
 * 61009: signal not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalNotFound extends ExchangeErrorClass<SignalNotFound>()("SignalNotFound") {}

/**
 * 61010: no permission to create signals.
 *
 * @since 0.1.0
 * @category errors
 */
export class SignalCreationDenied extends ExchangeErrorClass<SignalCreationDenied>()("SignalCreationDenied") {}

/**
 * 60200: TWAP inverse step position value below the minimum order qty.
 *
 * @since 0.1.0
 * @category errors
 */
export class TwapInverseStepBelowMin extends ExchangeErrorClass<TwapInverseStepBelowMin>()("TwapInverseStepBelowMin") {}

/**
 * 60201: TWAP inverse step position value above the maximum order qty.
 *
 * @since 0.1.0
 * @category errors
 */
export class TwapInverseStepAboveMax extends ExchangeErrorClass<TwapInverseStepAboveMax>()("TwapInverseStepAboveMax") {}

/**
 * 175000: the serialNum is already in use.
 *
 * @since 0.1.0
 * @category errors
 */
export class SerialNumInUse extends ExchangeErrorClass<SerialNumInUse>()("SerialNumInUse") {}

/**
 * 175001: daily purchase limit exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class DailyPurchaseLimitExceeded extends ExchangeErrorClass<DailyPurchaseLimitExceeded>()(
  "DailyPurchaseLimitExceeded"
) {}

/**
 * 175002: a large number of purchase orders; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class PurchaseQueueBusy extends ExchangeErrorClass<PurchaseQueueBusy>()("PurchaseQueueBusy") {}

/**
 * 175003, 175006: insufficient available balance for the leveraged token.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenBalanceInsufficient extends ExchangeErrorClass<LeveragedTokenBalanceInsufficient>()(
  "LeveragedTokenBalanceInsufficient"
) {}

/**
 * 175004: daily redemption limit exceeded.
 *
 * @since 0.1.0
 * @category errors
 */
export class DailyRedemptionLimitExceeded extends ExchangeErrorClass<DailyRedemptionLimitExceeded>()(
  "DailyRedemptionLimitExceeded"
) {}

/**
 * 175005: a large number of redemption orders; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class RedemptionQueueBusy extends ExchangeErrorClass<RedemptionQueueBusy>()("RedemptionQueueBusy") {}

/**
 * 175007; legacy 12407: leveraged token order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenOrderNotFound extends ExchangeErrorClass<LeveragedTokenOrderNotFound>()(
  "LeveragedTokenOrderNotFound"
) {}

/**
 * 175008: the purchase period has not started.
 *
 * @since 0.1.0
 * @category errors
 */
export class PurchasePeriodNotStarted extends ExchangeErrorClass<PurchasePeriodNotStarted>()(
  "PurchasePeriodNotStarted"
) {}

/**
 * 175009: the purchase amount exceeds the upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class PurchaseAmountAboveLimit extends ExchangeErrorClass<PurchaseAmountAboveLimit>()(
  "PurchaseAmountAboveLimit"
) {}

/**
 * 175010: leveraged-token quiz required before purchase or redemption.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenQuizRequired extends ExchangeErrorClass<LeveragedTokenQuizRequired>()(
  "LeveragedTokenQuizRequired"
) {}

/**
 * 175012: the redemption period has not started.
 *
 * @since 0.1.0
 * @category errors
 */
export class RedemptionPeriodNotStarted extends ExchangeErrorClass<RedemptionPeriodNotStarted>()(
  "RedemptionPeriodNotStarted"
) {}

/**
 * 175013: the redemption amount exceeds the upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class RedemptionAmountAboveLimit extends ExchangeErrorClass<RedemptionAmountAboveLimit>()(
  "RedemptionAmountAboveLimit"
) {}

/**
 * 175014: purchase of the leveraged token is suspended.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenPurchaseSuspended extends ExchangeErrorClass<LeveragedTokenPurchaseSuspended>()(
  "LeveragedTokenPurchaseSuspended"
) {}

/**
 * 175015: redemption of the leveraged token is suspended.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenRedemptionSuspended extends ExchangeErrorClass<LeveragedTokenRedemptionSuspended>()(
  "LeveragedTokenRedemptionSuspended"
) {}

/**
 * 175016: invalid format: check the length and numeric precision.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenInvalidFormat extends ExchangeErrorClass<LeveragedTokenInvalidFormat>()(
  "LeveragedTokenInvalidFormat"
) {}

/**
 * 175027: subscriptions and redemptions are unavailable during the account upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenUpgradeInProgress extends ExchangeErrorClass<LeveragedTokenUpgradeInProgress>()(
  "LeveragedTokenUpgradeInProgress"
) {}

/**
 * /v5/trade 10003: too many sessions under the same UID.
 *
 * @since 0.1.0
 * @category errors
 */
export class TooManySessions extends ExchangeErrorClass<TooManySessions>()("TooManySessions") {}

/**
 * /v5/trade 10016: internal server error, or the service is restarting.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradeServiceInternalError extends ExchangeErrorClass<TradeServiceInternalError>()(
  "TradeServiceInternalError"
) {}

/**
 * /v5/trade 10019: the trade service is restarting and accepts no new requests; reconnect.
 *
 * @since 0.1.0
 * @category errors
 */
export class TradeServiceRestarting extends ExchangeErrorClass<TradeServiceRestarting>()("TradeServiceRestarting") {}

/**
 * /v5/trade 10404: the op type was not found, or the category is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class OperationNotFound extends ExchangeErrorClass<OperationNotFound>()("OperationNotFound") {}

/**
 * /v5/trade 10429: system-level frequency protection.
 *
 * @since 0.1.0
 * @category errors
 */
export class SystemFrequencyProtection extends ExchangeErrorClass<SystemFrequencyProtection>()(
  "SystemFrequencyProtection"
) {}

/**
 * /v5/trade 20001: repeated auth on the same connection.
 *
 * @since 0.1.0
 * @category errors
 */
export class AlreadyAuthenticated extends ExchangeErrorClass<AlreadyAuthenticated>()("AlreadyAuthenticated") {}

/**
 * /v5/trade 20003: too frequent requests under the same session.
 *
 * @since 0.1.0
 * @category errors
 */
export class SessionRequestsTooFrequent extends ExchangeErrorClass<SessionRequestsTooFrequent>()(
  "SessionRequestsTooFrequent"
) {}

/**
 * /v5/trade 20006: the reqId is duplicated.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateReqId extends ExchangeErrorClass<DuplicateReqId>()("DuplicateReqId") {}

/**
 * legacy -1004: not authenticated (spot v3 WebSocket).
 *
 * @since 0.1.0
 * @category errors
 */
export class NotAuthenticated extends ExchangeErrorClass<NotAuthenticated>()("NotAuthenticated") {}

/**
 * legacy 3303006: USDC option WebSocket auth failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcOptionAuthFailed extends ExchangeErrorClass<UsdcOptionAuthFailed>()("UsdcOptionAuthFailed") {}

/**
 * legacy -2013, 20001, 130010: order not found or too late (spot v1, inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderNotFoundOrTooLate extends ExchangeErrorClass<OrderNotFoundOrTooLate>()("OrderNotFoundOrTooLate") {}

/**
 * legacy 12409: leveraged token amount exceeds the upper limit (spot v3).
 *
 * @since 0.1.0
 * @category errors
 */
export class LeveragedTokenAmountAboveLimit extends ExchangeErrorClass<LeveragedTokenAmountAboveLimit>()(
  "LeveragedTokenAmountAboveLimit"
) {}

/**
 * legacy 12607: cross margin user not found (spot v3).
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginUserNotFound extends ExchangeErrorClass<CrossMarginUserNotFound>()("CrossMarginUserNotFound") {}

/**
 * legacy 30013: position is in liquidation or ADL status (inverse v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionInLiquidationOrAdl extends ExchangeErrorClass<PositionInLiquidationOrAdl>()(
  "PositionInLiquidationOrAdl"
) {}

/**
 * legacy 30024, 130024: cannot set TP/SL/trailing stop for a zero position (inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class TradingStopWithoutPosition extends ExchangeErrorClass<TradingStopWithoutPosition>()(
  "TradingStopWithoutPosition"
) {}

/**
 * legacy 30031, 130021, 130080: insufficient available balance for the order cost (inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderCostUnaffordable extends ExchangeErrorClass<OrderCostUnaffordable>()("OrderCostUnaffordable") {}

/**
 * legacy 30041: position idx does not match the position mode (inverse v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionIdxModeMismatch extends ExchangeErrorClass<PositionIdxModeMismatch>()("PositionIdxModeMismatch") {}

/**
 * legacy 31005: the sub user already exists.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubUserAlreadyExists extends ExchangeErrorClass<SubUserAlreadyExists>()("SubUserAlreadyExists") {}

/**
 * legacy 37002, 130150: the TP/SL mode is unchanged (inverse v2, linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class SameTpSlMode extends ExchangeErrorClass<SameTpSlMode>()("SameTpSlMode") {}

/**
 * legacy 39426: copy trading: the order is not open.
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyTradeOrderNotOpen extends ExchangeErrorClass<CopyTradeOrderNotOpen>()("CopyTradeOrderNotOpen") {}

/**
 * legacy 130057: the position size is zero (linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class PositionSizeZero extends ExchangeErrorClass<PositionSizeZero>()("PositionSizeZero") {}

/**
 * legacy 130060: auto-add-margin unchanged (linear v2).
 *
 * @since 0.1.0
 * @category errors
 */
export class AutoAddMarginNotModified extends ExchangeErrorClass<AutoAddMarginNotModified>()(
  "AutoAddMarginNotModified"
) {}

/**
 * legacy 140017: the reduce-only rule is not satisfied (contract v3).
 *
 * @since 0.1.0
 * @category errors
 */
export class ReduceOnlyRuleNotSatisfied extends ExchangeErrorClass<ReduceOnlyRuleNotSatisfied>()(
  "ReduceOnlyRuleNotSatisfied"
) {}

/**
 * 141009 (legacy, and V5 when freezing a sub-account no account has): the sub user was not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubUserNotFound extends ExchangeErrorClass<SubUserNotFound>()("SubUserNotFound") {}

/**
 * legacy 3100111: the contract name does not exist (USDC options: symbol no longer active).
 *
 * @since 0.1.0
 * @category errors
 */
export class ContractNameNotFound extends ExchangeErrorClass<ContractNameNotFound>()("ContractNameNotFound") {}

/**
 * legacy 3100136: the order does not exist (USDC contracts).
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcOrderNotFound extends ExchangeErrorClass<UsdcOrderNotFound>()("UsdcOrderNotFound") {}

/**
 * legacy 3100205: no active order (USDC contracts).
 *
 * @since 0.1.0
 * @category errors
 */
export class NoActiveOrder extends ExchangeErrorClass<NoActiveOrder>()("NoActiveOrder") {}

/**
 * legacy 3200200: the account does not exist (USDC options account not opened).
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcAccountNotFound extends ExchangeErrorClass<UsdcAccountNotFound>()("UsdcAccountNotFound") {}

/**
 * legacy 3400045: set margin mode failed (USDC).
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcSetMarginModeFailed extends ExchangeErrorClass<UsdcSetMarginModeFailed>()("UsdcSetMarginModeFailed") {}

/**
 * A schema built on first use, standing for it everywhere (a `Proxy` over the built schema): the union of ~700
 * classes reads every member's AST, which is what `ExchangeErrorClass` defers; built at import it cost ~5 MB of heap.
 */
const lazySchema = <S extends object>(build: () => S): S => {
  let built: S | undefined
  const schema = (): S => {
    built ??= build()
    return built
  }
  // A class as the target: like the built schema (itself a class), a function with a fixed `prototype`
  return new Proxy(class {}, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false
  }) as unknown as S
}

// Every class, in the union's order; the union itself is built on first use.
const members = [
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
  ServerError,
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
] as const

/**
 * Every exchange error class as one schema, `ApiError` included: decode or encode any exchange error by its `_tag`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExchangeError = lazySchema(() => Schema.Union(...members))

/**
 * Any exchange error: the union of every catalogue class and `ApiError`.
 *
 * @since 0.1.0
 * @category models
 */
export type ExchangeError = typeof ExchangeError.Type

// One map lookup instead of trying hundreds of union members.
const classByTag: ReadonlyMap<string, (typeof members)[number]> = new Map(
  members.map((member) => [member._tag, member])
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

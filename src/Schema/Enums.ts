/**
 * The V5 enumerations (docs `v5/enum`). Each comes in two forms:
 * - `X`: a strict `Schema.Literal` for requests — a wrong value fails before anything is sent;
 * - `XTolerant`: for responses — the known values still autocomplete, but any other value decodes unchanged, so a
 *   value the exchange adds tomorrow (or an undocumented `"UNKNOWN"`/`""`) never breaks a whole response.
 *
 * The constructors of the tolerant forms and the market data's enumerations live in modules of their own (a page that
 * only reads the market loads those alone); this module re-exports them.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant, tolerantNumber } from "./internal/tolerant.js"
import * as LazySchema from "./LazySchema.js"

export * from "./internal/marketEnums.js"
export * from "./internal/tolerant.js"

/**
 * Order type. Responses may also show `"UNKNOWN"` (e.g. funding executions).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderType = LazySchema.make(() => Schema.Literals(["Market", "Limit"]))
/**
 * A value of {@link OrderType}.
 *
 * @since 0.1.0
 * @category models
 */
export type OrderType = typeof OrderType.Type
/**
 * {@link OrderType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderTypeTolerant = LazySchema.make(() => tolerant(OrderType))

/**
 * Time in force. `RPI` (retail price improvement) is post-only and for approved market makers.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TimeInForce = LazySchema.make(() => Schema.Literals(["GTC", "IOC", "FOK", "PostOnly", "RPI"]))
/**
 * A value of {@link TimeInForce}.
 *
 * @since 0.1.0
 * @category models
 */
export type TimeInForce = typeof TimeInForce.Type
/**
 * {@link TimeInForce} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TimeInForceTolerant = LazySchema.make(() => tolerant(TimeInForce))

/**
 * Order status. Open: `New`, `PartiallyFilled`, `Untriggered`; closed: the rest (`Triggered` is transient).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderStatus = LazySchema.make(() =>
  Schema.Literals([
    "New",
    "PartiallyFilled",
    "Untriggered",
    "Rejected",
    "PartiallyFilledCanceled",
    "Filled",
    "Cancelled",
    "Triggered",
    "Deactivated"
  ])
)
/**
 * A value of {@link OrderStatus}.
 *
 * @since 0.1.0
 * @category models
 */
export type OrderStatus = typeof OrderStatus.Type
/**
 * {@link OrderStatus} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderStatusTolerant = LazySchema.make(() => tolerant(OrderStatus))

/**
 * Position index: `0` one-way, `1` hedge-mode Buy side, `2` hedge-mode Sell side.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PositionIdx = LazySchema.make(() => Schema.Literals([0, 1, 2]))
/**
 * A value of {@link PositionIdx}.
 *
 * @since 0.1.0
 * @category models
 */
export type PositionIdx = typeof PositionIdx.Type
/**
 * {@link PositionIdx} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PositionIdxTolerant = LazySchema.make(() => tolerantNumber(PositionIdx))

/**
 * The `mode` of `/v5/position/switch-mode`: `0` MergedSingle (one-way), `3` BothSides (hedge).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PositionMode = LazySchema.make(() => Schema.Literals([0, 3]))
/**
 * A value of {@link PositionMode}.
 *
 * @since 0.1.0
 * @category models
 */
export type PositionMode = typeof PositionMode.Type
/**
 * {@link PositionMode} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PositionModeTolerant = LazySchema.make(() => tolerantNumber(PositionMode))
/**
 * The wire values of the position modes by name.
 *
 * @since 0.1.0
 * @category constants
 */
export const PositionModes = { MergedSingle: 0, BothSides: 3 } as const satisfies Record<string, PositionMode>

/**
 * TP/SL mode: `Full` (entire position) or `Partial`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TpSlMode = LazySchema.make(() => Schema.Literals(["Full", "Partial"]))
/**
 * A value of {@link TpSlMode}.
 *
 * @since 0.1.0
 * @category models
 */
export type TpSlMode = typeof TpSlMode.Type
/**
 * {@link TpSlMode} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TpSlModeTolerant = LazySchema.make(() => tolerant(TpSlMode))

/**
 * Which price triggers (`triggerBy`, `tpTriggerBy`, `slTriggerBy`). Responses show `"UNKNOWN"` when unset.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TriggerBy = LazySchema.make(() => Schema.Literals(["LastPrice", "IndexPrice", "MarkPrice"]))
/**
 * A value of {@link TriggerBy}.
 *
 * @since 0.1.0
 * @category models
 */
export type TriggerBy = typeof TriggerBy.Type
/**
 * {@link TriggerBy} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TriggerByTolerant = LazySchema.make(() => tolerant(TriggerBy))

/**
 * Conditional order direction: `1` triggers when the price rises to `triggerPrice`, `2` when it falls.
 * Responses show `0` for non-conditional orders.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TriggerDirection = LazySchema.make(() => Schema.Literals([1, 2]))
/**
 * A value of {@link TriggerDirection}.
 *
 * @since 0.1.0
 * @category models
 */
export type TriggerDirection = typeof TriggerDirection.Type
/**
 * {@link TriggerDirection} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TriggerDirectionTolerant = LazySchema.make(() => tolerantNumber(TriggerDirection))

/**
 * Order filter. `tpslOrder`, `OcoOrder`, `BidirectionalTpslOrder` are spot; `OpenOrder` is for cancel-all.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderFilter = LazySchema.make(() =>
  Schema.Literals(["Order", "StopOrder", "tpslOrder", "OcoOrder", "BidirectionalTpslOrder", "OpenOrder"])
)
/**
 * A value of {@link OrderFilter}.
 *
 * @since 0.1.0
 * @category models
 */
export type OrderFilter = typeof OrderFilter.Type
/**
 * {@link OrderFilter} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderFilterTolerant = LazySchema.make(() => tolerant(OrderFilter))

/**
 * Stop order type. Responses show `"UNKNOWN"` or `""` for plain orders.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StopOrderType = LazySchema.make(() =>
  Schema.Literals([
    "TakeProfit",
    "StopLoss",
    "TrailingStop",
    "Stop",
    "PartialTakeProfit",
    "PartialStopLoss",
    "tpslOrder",
    "OcoOrder",
    "MmRateClose",
    "BidirectionalTpslOrder"
  ])
)
/**
 * A value of {@link StopOrderType}.
 *
 * @since 0.1.0
 * @category models
 */
export type StopOrderType = typeof StopOrderType.Type
/**
 * {@link StopOrderType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StopOrderTypeTolerant = LazySchema.make(() => tolerant(StopOrderType))

/**
 * The trigger type of a spot OCO order.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OcoTriggerBy = LazySchema.make(() =>
  Schema.Literals(["OcoTriggerByUnknown", "OcoTriggerByTp", "OcoTriggerBySl"])
)
/**
 * A value of {@link OcoTriggerBy}.
 *
 * @since 0.1.0
 * @category models
 */
export type OcoTriggerBy = typeof OcoTriggerBy.Type
/**
 * {@link OcoTriggerBy} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OcoTriggerByTolerant = LazySchema.make(() => tolerant(OcoTriggerBy))

/**
 * Option place type: by implied volatility or by price.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PlaceType = LazySchema.make(() => Schema.Literals(["iv", "price"]))
/**
 * A value of {@link PlaceType}.
 *
 * @since 0.1.0
 * @category models
 */
export type PlaceType = typeof PlaceType.Type
/**
 * {@link PlaceType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PlaceTypeTolerant = LazySchema.make(() => tolerant(PlaceType))

/**
 * The unit of `qty` for spot market orders.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MarketUnit = LazySchema.make(() => Schema.Literals(["baseCoin", "quoteCoin"]))
/**
 * A value of {@link MarketUnit}.
 *
 * @since 0.1.0
 * @category models
 */
export type MarketUnit = typeof MarketUnit.Type
/**
 * {@link MarketUnit} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MarketUnitTolerant = LazySchema.make(() => tolerant(MarketUnit))

/**
 * Slippage tolerance type of market orders. Responses show `"UNKNOWN"` by default.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SlippageToleranceType = LazySchema.make(() => Schema.Literals(["TickSize", "Percent"]))
/**
 * A value of {@link SlippageToleranceType}.
 *
 * @since 0.1.0
 * @category models
 */
export type SlippageToleranceType = typeof SlippageToleranceType.Type
/**
 * {@link SlippageToleranceType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SlippageToleranceTypeTolerant = LazySchema.make(() => tolerant(SlippageToleranceType))

/**
 * BBO order side: the best price on the same side (`Queue`) or on the opposite side (`Counterparty`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const BboSideType = LazySchema.make(() => Schema.Literals(["Queue", "Counterparty"]))
/**
 * A value of {@link BboSideType}.
 *
 * @since 0.1.0
 * @category models
 */
export type BboSideType = typeof BboSideType.Type
/**
 * {@link BboSideType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BboSideTypeTolerant = LazySchema.make(() => tolerant(BboSideType))

/**
 * BBO level, a string on the wire.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BboLevel = LazySchema.make(() => Schema.Literals(["1", "2", "3", "4", "5"]))
/**
 * A value of {@link BboLevel}.
 *
 * @since 0.1.0
 * @category models
 */
export type BboLevel = typeof BboLevel.Type
/**
 * {@link BboLevel} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BboLevelTolerant = LazySchema.make(() => tolerant(BboLevel))

/**
 * Self-match prevention type.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SmpType = LazySchema.make(() => Schema.Literals(["None", "CancelMaker", "CancelTaker", "CancelBoth"]))
/**
 * A value of {@link SmpType}.
 *
 * @since 0.1.0
 * @category models
 */
export type SmpType = typeof SmpType.Type
/**
 * {@link SmpType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SmpTypeTolerant = LazySchema.make(() => tolerant(SmpType))

/**
 * Spot borrowing flag in requests: `0` spot, `1` margin. (Responses carry it as a string, `""` when not spot.)
 *
 * @since 0.1.0
 * @category schemas
 */
export const IsLeverage = LazySchema.make(() => Schema.Literals([0, 1]))
/**
 * A value of {@link IsLeverage}.
 *
 * @since 0.1.0
 * @category models
 */
export type IsLeverage = typeof IsLeverage.Type
/**
 * {@link IsLeverage} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const IsLeverageTolerant = LazySchema.make(() => tolerantNumber(IsLeverage))

/**
 * `openOnly` of `/v5/order/realtime`: `0` open orders, `1` the recent closed ones.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OpenOnly = LazySchema.make(() => Schema.Literals([0, 1]))
/**
 * A value of {@link OpenOnly}.
 *
 * @since 0.1.0
 * @category models
 */
export type OpenOnly = typeof OpenOnly.Type

/**
 * How an order was created.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateType = LazySchema.make(() =>
  Schema.Literals([
    "CreateByUser",
    "CreateByFutureSpread",
    "CreateByAdminClosing",
    "CreateBySettle",
    "CreateByStopOrder",
    "CreateByTakeProfit",
    "CreateByPartialTakeProfit",
    "CreateByStopLoss",
    "CreateByPartialStopLoss",
    "CreateByTrailingStop",
    "CreateByTrailingProfit",
    "CreateByLiq",
    "CreateByTakeOver_PassThrough",
    "CreateByAdl_PassThrough",
    "CreateByBlock_PassThrough",
    "CreateByBlockTradeMovePosition_PassThrough",
    "CreateByChaseOrder",
    "CreateByFGridBot",
    "CloseByFGridBot",
    "CreateByTWAP",
    "CreateByMartingaleBot",
    "CloseByMartingaleBot",
    "CreateByIceBerg",
    "CreateByBboOrder",
    "CreateByClosing",
    "CreateByTVSignal",
    "CreateByMmRateClose",
    "CreateByArbitrage",
    "CreateByDdh"
  ])
)
/**
 * A value of {@link CreateType}.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateType = typeof CreateType.Type
/**
 * {@link CreateType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateTypeTolerant = LazySchema.make(() => tolerant(CreateType))

/**
 * Why an order was cancelled. Responses often show `"UNKNOWN"`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelType = LazySchema.make(() =>
  Schema.Literals([
    "CancelByUser",
    "CancelByReduceOnly",
    "CancelByPrepareLiq",
    "CancelAllBeforeLiq",
    "CancelByPrepareAdl",
    "CancelAllBeforeAdl",
    "CancelByAdmin",
    "CancelBySettle",
    "CancelByTpSlTsClear",
    "CancelBySmp",
    "CancelByDCP",
    "CancelByRebalance",
    "CancelByOCOTpCanceledBySlTriggered",
    "CancelByOCOSlCanceledByTpTriggered",
    "CancelByCannotAffordOrderCost",
    "CancelByPmTrialMmOverEquity",
    "CancelByAccountBlocking",
    "CancelByDelivery",
    "CancelByMmpTriggered",
    "CancelByCrossSelfMuch",
    "CancelByCrossReachMaxTradeNum"
  ])
)
/**
 * A value of {@link CancelType}.
 *
 * @since 0.1.0
 * @category models
 */
export type CancelType = typeof CancelType.Type
/**
 * {@link CancelType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelTypeTolerant = LazySchema.make(() => tolerant(CancelType))

/**
 * Why the matching engine rejected an order (`EC_NoError` when it did not).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RejectReason = LazySchema.make(() =>
  Schema.Literals([
    "EC_NoError",
    "EC_Others",
    "EC_UnknownMessageType",
    "EC_MissingClOrdID",
    "EC_MissingOrigClOrdID",
    "EC_ClOrdIDOrigClOrdIDAreTheSame",
    "EC_DuplicatedClOrdID",
    "EC_OrigClOrdIDDoesNotExist",
    "EC_TooLateToCancel",
    "EC_UnknownOrderType",
    "EC_UnknownSide",
    "EC_UnknownTimeInForce",
    "EC_WronglyRouted",
    "EC_MarketOrderPriceIsNotZero",
    "EC_LimitOrderInvalidPrice",
    "EC_NoEnoughQtyToFill",
    "EC_NoImmediateQtyToFill",
    "EC_PerCancelRequest",
    "EC_MarketOrderCannotBePostOnly",
    "EC_PostOnlyWillTakeLiquidity",
    "EC_CancelReplaceOrder",
    "EC_InvalidSymbolStatus",
    "EC_CancelForNoFullFill",
    "EC_BySelfMatch",
    "EC_InCallAuctionStatus",
    "EC_QtyCannotBeZero",
    "EC_MarketOrderNoSupportTIF",
    "EC_ReachMaxTradeNum",
    "EC_InvalidPriceScale",
    "EC_BitIndexInvalid",
    "EC_StopBySelfMatch",
    "EC_InvalidSmpType",
    "EC_CancelByMMP",
    "EC_InvalidUserType",
    "EC_InvalidMirrorOid",
    "EC_InvalidMirrorUid",
    "EC_EcInvalidQty",
    "EC_InvalidAmount",
    "EC_LoadOrderCancel",
    "EC_MarketQuoteNoSuppSell",
    "EC_DisorderOrderID",
    "EC_InvalidBaseValue",
    "EC_LoadOrderCanMatch",
    "EC_SecurityStatusFail",
    "EC_ReachRiskPriceLimit",
    "EC_OrderNotExist",
    "EC_CancelByOrderValueZero",
    "EC_CancelByMatchValueZero",
    "EC_ReachMarketPriceLimit"
  ])
)
/**
 * A value of {@link RejectReason}.
 *
 * @since 0.1.0
 * @category models
 */
export type RejectReason = typeof RejectReason.Type
/**
 * {@link RejectReason} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RejectReasonTolerant = LazySchema.make(() => tolerant(RejectReason))

/**
 * Execution type.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExecType = LazySchema.make(() =>
  Schema.Literals([
    "Trade",
    "AdlTrade",
    "Funding",
    "BustTrade",
    "Delivery",
    "Settle",
    "BlockTrade",
    "MovePosition",
    "FutureSpread",
    "CorporateAction"
  ])
)
/**
 * A value of {@link ExecType}.
 *
 * @since 0.1.0
 * @category models
 */
export type ExecType = typeof ExecType.Type
/**
 * {@link ExecType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExecTypeTolerant = LazySchema.make(() => tolerant(ExecType))

/**
 * Account type. UTA 2.0 has `UNIFIED` and `FUND`; the others belong to classic and UTA 1.0 accounts.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AccountType = LazySchema.make(() =>
  Schema.Literals(["UNIFIED", "FUND", "CONTRACT", "SPOT", "OPTION", "INVESTMENT"])
)
/**
 * A value of {@link AccountType}.
 *
 * @since 0.1.0
 * @category models
 */
export type AccountType = typeof AccountType.Type
/**
 * {@link AccountType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AccountTypeTolerant = LazySchema.make(() => tolerant(AccountType))

/**
 * Margin mode of a unified account.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MarginMode = LazySchema.make(() =>
  Schema.Literals(["ISOLATED_MARGIN", "REGULAR_MARGIN", "PORTFOLIO_MARGIN"])
)
/**
 * A value of {@link MarginMode}.
 *
 * @since 0.1.0
 * @category models
 */
export type MarginMode = typeof MarginMode.Type
/**
 * {@link MarginMode} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MarginModeTolerant = LazySchema.make(() => tolerant(MarginMode))

/**
 * Position status.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PositionStatus = LazySchema.make(() => Schema.Literals(["Normal", "Liq", "Adl"]))
/**
 * A value of {@link PositionStatus}.
 *
 * @since 0.1.0
 * @category models
 */
export type PositionStatus = typeof PositionStatus.Type
/**
 * {@link PositionStatus} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PositionStatusTolerant = LazySchema.make(() => tolerant(PositionStatus))

/**
 * A switch sent as `ON` / `OFF` (collateral switch, spot hedging).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OnOff = LazySchema.make(() => Schema.Literals(["ON", "OFF"]))
/**
 * A value of {@link OnOff}.
 *
 * @since 0.1.0
 * @category models
 */
export type OnOff = typeof OnOff.Type
/**
 * {@link OnOff} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OnOffTolerant = LazySchema.make(() => tolerant(OnOff))

/**
 * The product of disconnection protection (DCP): `OPTIONS` (default), `DERIVATIVES`, `SPOT`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DcpProduct = LazySchema.make(() => Schema.Literals(["OPTIONS", "DERIVATIVES", "SPOT"]))
/**
 * A value of {@link DcpProduct}.
 *
 * @since 0.1.0
 * @category models
 */
export type DcpProduct = typeof DcpProduct.Type
/**
 * {@link DcpProduct} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DcpProductTolerant = LazySchema.make(() => tolerant(DcpProduct))

/**
 * Margin mode of an isolated/cross switch (`tradeMode`): `0` cross, `1` isolated.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TradeMode = LazySchema.make(() => Schema.Literals([0, 1]))
/**
 * A value of {@link TradeMode}.
 *
 * @since 0.1.0
 * @category models
 */
export type TradeMode = typeof TradeMode.Type

/**
 * Auto-add-margin flag: `0` off, `1` on.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AutoAddMargin = LazySchema.make(() => Schema.Literals([0, 1]))
/**
 * A value of {@link AutoAddMargin}.
 *
 * @since 0.1.0
 * @category models
 */
export type AutoAddMargin = typeof AutoAddMargin.Type

/**
 * Status of a block trade moving positions between UIDs.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MovePositionStatus = LazySchema.make(() => Schema.Literals(["Processing", "Filled", "Rejected"]))
/**
 * A value of {@link MovePositionStatus}.
 *
 * @since 0.1.0
 * @category models
 */
export type MovePositionStatus = typeof MovePositionStatus.Type
/**
 * {@link MovePositionStatus} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MovePositionStatusTolerant = LazySchema.make(() => tolerant(MovePositionStatus))

/**
 * Which liabilities a no-convert repayment covers: floating-rate (`FLEXIBLE`, default), fixed-rate or both.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepaymentType = LazySchema.make(() => Schema.Literals(["ALL", "FIXED", "FLEXIBLE"]))
/**
 * A value of {@link RepaymentType}.
 *
 * @since 0.1.0
 * @category models
 */
export type RepaymentType = typeof RepaymentType.Type

/**
 * Unified account status (`/v5/account/info`): `1` classic, `3` UTA 1.0, `4` UTA 1.0 Pro, `5` UTA 2.0, `6` UTA 2.0 Pro.
 *
 * @since 0.1.0
 * @category schemas
 */
export const UnifiedMarginStatus = LazySchema.make(() => Schema.Literals([1, 3, 4, 5, 6]))
/**
 * A value of {@link UnifiedMarginStatus}.
 *
 * @since 0.1.0
 * @category models
 */
export type UnifiedMarginStatus = typeof UnifiedMarginStatus.Type
/**
 * {@link UnifiedMarginStatus} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const UnifiedMarginStatusTolerant = LazySchema.make(() => tolerantNumber(UnifiedMarginStatus))

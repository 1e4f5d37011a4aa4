/**
 * Which schema of ours each list of the docs' enumeration page (`docs/v5/enum.mdx`) is compared with, kept by hand:
 * a schema (or one field of it), or the reason the list is not compared value by value (we read the field as any
 * string or number, so a value the docs add cannot break a response). `differs` names the values where we knowingly
 * depart from the list, and why.
 *
 * @since 1.3.0
 */
import type * as SchemaAST from "effect/SchemaAST"
import * as AlphaPrediction from "../../src/Schema/AlphaPrediction.js"
import * as Announcement from "../../src/Schema/Announcement.js"
import * as Asset from "../../src/Schema/Asset.js"
import * as Convert from "../../src/Schema/Convert.js"
import * as Deposit from "../../src/Schema/Deposit.js"
import * as Earn from "../../src/Schema/Earn.js"
import * as Enums from "../../src/Schema/Enums.js"
import * as LongShortRatio from "../../src/Schema/LongShortRatio.js"
import * as RateLimitApi from "../../src/Schema/RateLimitApi.js"
import * as SystemStatus from "../../src/Schema/SystemStatus.js"
import * as Transfer from "../../src/Schema/Transfer.js"
import * as Withdrawal from "../../src/Schema/Withdrawal.js"

/**
 * One list of the page: compared with a schema (`field`: a dotted wire path inside it), or left open with a reason.
 *
 * @since 1.3.0
 * @category models
 */
export type Entry =
  | {
      readonly heading: string
      readonly schema: () => { readonly ast: SchemaAST.AST }
      readonly field?: string | undefined
      readonly differs?: { readonly values: ReadonlyArray<string>; readonly reason: string } | undefined
    }
  | { readonly heading: string; readonly open: string }

const unknown = { values: ["UNKNOWN"], reason: "responses only; the tolerant form decodes it" }
const anyString = "read as any string"
const anyNumber = "read as any number"

/**
 * The map, in the page's order.
 *
 * @since 1.3.0
 * @category data
 */
export const entries: ReadonlyArray<Entry> = [
  { heading: "locale", schema: () => Announcement.Locale },
  { heading: "announcementType", schema: () => Announcement.AnnouncementType },
  { heading: "announcementTag", open: `${anyString}: display tags in many languages` },
  { heading: "category", schema: () => Enums.Category },
  { heading: "orderStatus", schema: () => Enums.OrderStatus },
  { heading: "timeInForce", schema: () => Enums.TimeInForce },
  { heading: "createType", schema: () => Enums.CreateType },
  { heading: "execType", schema: () => Enums.ExecType, differs: unknown },
  { heading: "orderType", schema: () => Enums.OrderType, differs: unknown },
  { heading: "stopOrderType", schema: () => Enums.StopOrderType },
  { heading: "tickDirection", schema: () => Enums.TickDirection },
  { heading: "interval", schema: () => Enums.KlineInterval },
  { heading: "intervalTime", schema: () => Enums.IntervalTime },
  { heading: "positionIdx", schema: () => Enums.PositionIdx },
  { heading: "positionStatus", schema: () => Enums.PositionStatus },
  { heading: "rejectReason", schema: () => Enums.RejectReason },
  {
    heading: "accountType",
    schema: () => Enums.AccountType,
    differs: {
      values: ["CONTRACT", "SPOT", "OPTION", "INVESTMENT"],
      reason: "classic and UTA 1.0 accounts' wallets, which older pages and the legacy families still name"
    }
  },
  { heading: "assetCategory", open: `${anyString} (the sub-category of an account's asset overview)` },
  { heading: "assetAccountType", schema: () => Asset.AssetAccountTypeTolerant },
  { heading: "transferStatus", schema: () => Transfer.TransferStatus },
  { heading: "depositStatus", schema: () => Deposit.DepositStatusTolerant },
  { heading: "withdrawStatus", schema: () => Withdrawal.WithdrawStatusTolerant },
  { heading: "triggerBy", schema: () => Enums.TriggerBy },
  { heading: "cancelType", schema: () => Enums.CancelType },
  { heading: "optionPeriod", schema: () => Enums.OptionPeriod },
  {
    heading: "dataRecordingPeriod",
    schema: () => LongShortRatio.LongShortRatioRequest,
    field: "period",
    differs: {
      values: ["4d", "1d"],
      reason: "the list says 4d, the long-short-ratio page's table says 1d; the request accepts 1d (the endpoint page)"
    }
  },
  { heading: "contractType", schema: () => Enums.ContractType },
  { heading: "status", schema: () => Enums.InstrumentStatus },
  { heading: "symbolType", schema: () => Enums.SymbolType },
  { heading: "curAuctionPhase", schema: () => Enums.AuctionPhase },
  { heading: "marginTrading", schema: () => Enums.MarginTrading },
  { heading: "copyTrading", schema: () => Enums.CopyTrading },
  { heading: "type(uta-translog)", open: `${anyString}: over a hundred ledger kinds, more each month` },
  { heading: "type(contract-translog)", open: `${anyString} (the classic account's ledger)` },
  { heading: "unifiedMarginStatus", schema: () => Enums.UnifiedMarginStatus },
  { heading: "convertAccountType", schema: () => Convert.SmallBalanceAccountType },
  { heading: "symbol", open: "examples of symbol names, not a closed list" },
  { heading: "vipLevel", open: `${anyString}: the tier's display name` },
  { heading: "adlRankIndicator", open: `${anyNumber} (an integer rank)` },
  { heading: "smpType", schema: () => Enums.SmpType },
  { heading: "extraFees.feeType", open: "extraFees is read as unknown JSON (the docs give no stable shape)" },
  { heading: "extraFees.subFeeType", open: "extraFees is read as unknown JSON (the docs give no stable shape)" },
  { heading: "predictionSide", schema: () => AlphaPrediction.AlphaPredictionOrderEstimateRequest, field: "side" },
  { heading: "predictionOrderType", schema: () => AlphaPrediction.AlphaPredictionBuyRequest, field: "orderType" },
  { heading: "predictionOrderStatus", open: `${anyNumber} in order lists` },
  { heading: "predictionPositionResult", open: `${anyNumber} in position history` },
  {
    heading: "predictionMatchStatus",
    schema: () => AlphaPrediction.AlphaPredictionSideMarketListResultList,
    field: "status"
  },
  { heading: "predictionMarketType", open: `${anyNumber} (request and response)` },
  { heading: "predictionSortBy", schema: () => AlphaPrediction.AlphaPredictionSideMarketListRequest, field: "sortBy" },
  { heading: "predictionPriceInterval", open: `${anyString} (a non-empty request string)` },
  { heading: "predictionStageCode", open: anyString },
  { heading: "predictionEventType", open: anyNumber },
  { heading: "predictionTimelineStatus", open: anyNumber },
  { heading: "state", schema: () => SystemStatus.State },
  { heading: "serviceTypes", schema: () => SystemStatus.Maintenance, field: "serviceTypes" },
  { heading: "product", schema: () => SystemStatus.Maintenance, field: "product" },
  { heading: "maintainType", schema: () => SystemStatus.Maintenance, field: "maintainType" },
  { heading: "env", schema: () => SystemStatus.Maintenance, field: "env" },
  { heading: "bizType", schema: () => RateLimitApi.BizType },
  { heading: "msg", open: "messages of the API-limit endpoints, read as any string" },
  { heading: "groupId", open: `${anyString} (the fee group's id)` },
  { heading: "groupName", open: anyString },
  { heading: "Spot", open: "prose (which coin a spot fee is charged in), not a list of values" },
  { heading: "sbe-orderStatus", open: `${anyNumber}: the SBE decoder reads the byte as is` },
  { heading: "sbe-rejectReason", open: `${anyNumber}: the SBE decoder reads the byte as is` },
  {
    heading: "Advanced-Earn-category",
    schema: () => Earn.AdvancedEarnCategory,
    differs: {
      values: ["DiscountBuy", "DoubleWin", "SmartLeverage"],
      reason: "the Advanced Earn product pages document all three; the list names Dual Assets only"
    }
  },
  { heading: "Advanced-Earn-Product-Status", schema: () => Earn.AdvancedProduct, field: "status" },
  {
    heading: "Advanced-Earn-Position-Status",
    schema: () => Earn.AdvancedPosition,
    field: "status",
    differs: {
      values: ["Settling", "Settled"],
      reason: "the Discount Buy and Smart Leverage position pages name them; the list names Dual Assets' two"
    }
  },
  { heading: "Advanced-Earn-Order-Status", schema: () => Earn.AdvancedOrder, field: "status" }
]

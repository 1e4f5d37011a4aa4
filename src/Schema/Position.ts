/**
 * Positions: the query of `GET /v5/position/list` and the position item (also the WS `position` payload).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/position/list` (linear, inverse, option). For linear, `symbol` or `settleCoin` is required;
 * `baseCoin` is option only; `limit` is 1-200 (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PositionListRequest = LazySchema.struct("PositionListRequest", () => ({
  category: Enums.Category,
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  settleCoin: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a position query.
 *
 * @since 0.1.0
 * @category models
 */
export interface PositionListRequest extends Schema.Schema.Type<typeof PositionListRequest> {}

const Figure = Schema.optional(DecimalOrEmpty)

/**
 * One position. `side` is `Buy`/`Sell`, or `""` (UTA) / `"None"` (classic) when flat; `size` is always positive.
 * Figures may be `""` (e.g. `liqPrice` out of range, `leverage` in portfolio margin); integers may come as numeric
 * strings (`seq` is `-1` for a never-traded symbol); timestamps are ms strings.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Position extends LazyClass.Class<Position>("Position")(() => ({
  symbol: Schema.String,
  side: Enums.SideTolerant,
  size: Decimal,
  positionIdx: Schema.optional(Enums.PositionIdxTolerant),
  category: Schema.optional(Enums.CategoryTolerant),
  riskId: Schema.optional(Enums.IntegerLike),
  riskLimitValue: Figure,
  avgPrice: Figure,
  entryPrice: Figure,
  positionValue: Figure,
  tradeMode: Schema.optional(Enums.IntegerLike),
  autoAddMargin: Schema.optional(Enums.IntegerLike),
  positionStatus: Schema.optional(Enums.PositionStatusTolerant),
  leverage: Figure,
  breakEvenPrice: Figure,
  markPrice: Figure,
  liqPrice: Figure,
  bustPrice: Figure,
  positionIM: Figure,
  positionIMByMp: Figure,
  positionMM: Figure,
  positionMMByMp: Figure,
  positionBalance: Figure,
  takeProfit: Figure,
  stopLoss: Figure,
  trailingStop: Figure,
  sessionAvgPrice: Figure,
  delta: Figure,
  gamma: Figure,
  vega: Figure,
  theta: Figure,
  unrealisedPnl: Figure,
  curRealisedPnl: Figure,
  cumRealisedPnl: Figure,
  adlRankIndicator: Schema.optional(Enums.IntegerLike),
  createdTime: Schema.optional(Schema.String),
  updatedTime: Schema.optional(Schema.String),
  openTime: Schema.optional(Enums.IntegerLike),
  seq: Schema.optional(Enums.IntegerLike),
  isReduceOnly: Schema.optional(Schema.Boolean),
  mmrSysUpdatedTime: Schema.optional(Schema.String),
  // The docs' own example spells it without the "d": both spellings are accepted.
  mmrSysUpdateTime: Schema.optional(Schema.String),
  leverageSysUpdatedTime: Schema.optional(Schema.String),
  tpslMode: Schema.optional(Enums.TpSlModeTolerant)
})) {}

/**
 * The result of `/v5/position/list`; `nextPageCursor` is `""` on the last page.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PositionList extends LazyClass.Class<PositionList>("PositionList")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(Position),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The body of `POST /v5/position/set-leverage`: in one-way mode (and cross margin) both leverages must be equal.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetLeverageRequest = LazySchema.struct("SetLeverageRequest", () => ({
  category: Enums.Category,
  symbol: Schema.String,
  buyLeverage: DecimalString,
  sellLeverage: DecimalString
}))

/**
 * The parameters of a leverage change.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetLeverageRequest extends Schema.Schema.Type<typeof SetLeverageRequest> {}

/**
 * The body of `POST /v5/position/switch-isolated` (classic accounts; UTA inverse): `tradeMode` `0` cross, `1`
 * isolated, with equal leverages.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SwitchIsolatedRequest = LazySchema.struct("SwitchIsolatedRequest", () => ({
  category: Enums.Category,
  symbol: Schema.String,
  tradeMode: Enums.TradeMode,
  buyLeverage: DecimalString,
  sellLeverage: DecimalString
}))

/**
 * The parameters of a cross/isolated switch.
 *
 * @since 0.1.0
 * @category models
 */
export interface SwitchIsolatedRequest extends Schema.Schema.Type<typeof SwitchIsolatedRequest> {}

/**
 * The body of `POST /v5/position/set-tpsl-mode` (deprecated). Its field is spelled `tpSlMode`, unlike the
 * `tpslMode` of orders and trading-stop.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetTpSlModeRequest = LazySchema.struct("SetTpSlModeRequest", () => ({
  category: Enums.Category,
  symbol: Schema.String,
  tpSlMode: Enums.TpSlMode
}))

/**
 * The parameters of a TP/SL mode change.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetTpSlModeRequest extends Schema.Schema.Type<typeof SetTpSlModeRequest> {}

/**
 * The result of `/v5/position/set-tpsl-mode`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class TpSlModeResult extends LazyClass.Class<TpSlModeResult>("TpSlModeResult")(() => ({
  tpSlMode: Enums.TpSlModeTolerant
})) {}

/**
 * The body of `POST /v5/position/switch-mode`: `mode` `0` one-way (MergedSingle), `3` hedge (BothSides), for a
 * `symbol` or every symbol of a settle `coin`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SwitchModeRequest = LazySchema.struct("SwitchModeRequest", () => ({
  category: Enums.Category,
  symbol: Schema.optional(Schema.String),
  coin: Schema.optional(Schema.String),
  mode: Enums.PositionMode
}))

/**
 * The parameters of a position-mode switch.
 *
 * @since 0.1.0
 * @category models
 */
export interface SwitchModeRequest extends Schema.Schema.Type<typeof SwitchModeRequest> {}

/**
 * The body of `POST /v5/position/set-risk-limit` (deprecated; risk limits now follow the position).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetRiskLimitRequest = LazySchema.struct("SetRiskLimitRequest", () => ({
  category: Enums.Category,
  symbol: Schema.String,
  riskId: Schema.Number,
  positionIdx: Schema.optional(Enums.PositionIdx)
}))

/**
 * The parameters of a risk-limit change.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetRiskLimitRequest extends Schema.Schema.Type<typeof SetRiskLimitRequest> {}

/**
 * The result of `/v5/position/set-risk-limit`: the tier now in force.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SetRiskLimitResult extends LazyClass.Class<SetRiskLimitResult>("SetRiskLimitResult")(() => ({
  category: Schema.optional(Enums.CategoryTolerant),
  riskId: Enums.IntegerLike,
  riskLimitValue: DecimalOrEmpty
})) {}

/**
 * The body of `POST /v5/position/trading-stop`: `tpslMode` and `positionIdx` are required; `"0"` cancels a TP, SL
 * or trailing stop; in `Partial` mode `tpSize` must equal `slSize`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TradingStopRequest = LazySchema.struct("TradingStopRequest", () => ({
  category: Enums.Category,
  symbol: Schema.String,
  tpslMode: Enums.TpSlMode,
  positionIdx: Enums.PositionIdx,
  takeProfit: Schema.optional(DecimalString),
  stopLoss: Schema.optional(DecimalString),
  trailingStop: Schema.optional(DecimalString),
  tpTriggerBy: Schema.optional(Enums.TriggerBy),
  slTriggerBy: Schema.optional(Enums.TriggerBy),
  activePrice: Schema.optional(DecimalString),
  tpSize: Schema.optional(DecimalString),
  slSize: Schema.optional(DecimalString),
  tpLimitPrice: Schema.optional(DecimalString),
  slLimitPrice: Schema.optional(DecimalString),
  tpOrderType: Schema.optional(Enums.OrderType),
  slOrderType: Schema.optional(Enums.OrderType)
}))

/**
 * The parameters of a trading stop.
 *
 * @since 0.1.0
 * @category models
 */
export interface TradingStopRequest extends Schema.Schema.Type<typeof TradingStopRequest> {}

/**
 * The body of `POST /v5/position/set-auto-add-margin` (isolated positions).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetAutoAddMarginRequest = LazySchema.struct("SetAutoAddMarginRequest", () => ({
  category: Enums.Category,
  symbol: Schema.String,
  autoAddMargin: Enums.AutoAddMargin,
  positionIdx: Schema.optional(Enums.PositionIdx)
}))

/**
 * The parameters of an auto-add-margin switch.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetAutoAddMarginRequest extends Schema.Schema.Type<typeof SetAutoAddMarginRequest> {}

/**
 * The body of `POST /v5/position/add-margin`: `margin` positive adds, negative reduces (up to 4 decimals).
 *
 * @since 0.1.0
 * @category schemas
 */
export const AddMarginRequest = LazySchema.struct("AddMarginRequest", () => ({
  category: Enums.Category,
  symbol: Schema.String,
  margin: DecimalString,
  positionIdx: Schema.optional(Enums.PositionIdx)
}))

/**
 * The parameters of a margin change.
 *
 * @since 0.1.0
 * @category models
 */
export interface AddMarginRequest extends Schema.Schema.Type<typeof AddMarginRequest> {}

/**
 * The result of `/v5/position/add-margin`: the position after the change.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MarginChange extends LazyClass.Class<MarginChange>("MarginChange")(() => ({
  category: Enums.CategoryTolerant,
  symbol: Schema.String,
  positionIdx: Enums.PositionIdxTolerant,
  riskId: Enums.IntegerLike,
  riskLimitValue: Figure,
  size: Decimal,
  avgPrice: Figure,
  liqPrice: Figure,
  bustPrice: Figure,
  markPrice: Figure,
  positionValue: Figure,
  leverage: Figure,
  autoAddMargin: Enums.IntegerLike,
  positionStatus: Enums.PositionStatusTolerant,
  positionIM: Figure,
  positionMM: Figure,
  takeProfit: Figure,
  stopLoss: Figure,
  trailingStop: Figure,
  unrealisedPnl: Figure,
  cumRealisedPnl: Figure,
  createdTime: Schema.String,
  updatedTime: Schema.String
})) {}

/**
 * The body of `POST /v5/position/confirm-pending-mmr`: lifts a reduce-only mark after a risk-limit change.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConfirmPendingMmrRequest = LazySchema.struct("ConfirmPendingMmrRequest", () => ({
  category: Enums.Category,
  symbol: Schema.String
}))

/**
 * The parameters of a pending-MMR confirmation.
 *
 * @since 0.1.0
 * @category models
 */
export interface ConfirmPendingMmrRequest extends Schema.Schema.Type<typeof ConfirmPendingMmrRequest> {}

/**
 * One leg of a position move: from `fromUid`'s side, at `price`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MoveLeg = LazySchema.struct("MoveLeg", () => ({
  category: Enums.Category,
  symbol: Schema.String,
  price: DecimalString,
  side: Enums.Side,
  qty: DecimalString
}))

/**
 * The body of `POST /v5/position/move-positions` (master key only; up to 25 legs, both UIDs UTA in one-way mode).
 *
 * @since 0.1.0
 * @category schemas
 */
export const MovePositionsRequest = LazySchema.struct("MovePositionsRequest", () => ({
  fromUid: Schema.String,
  toUid: Schema.String,
  list: Schema.Array(MoveLeg).pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(25)))
}))

/**
 * The parameters of a position move.
 *
 * @since 0.1.0
 * @category models
 */
export interface MovePositionsRequest extends Schema.Schema.Type<typeof MovePositionsRequest> {}

/**
 * The result of `/v5/position/move-positions`: accepted (`Processing`) or `Rejected` by `rejectParty`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MovePositionsResult extends LazyClass.Class<MovePositionsResult>("MovePositionsResult")(() => ({
  blockTradeId: Schema.String,
  status: Enums.MovePositionStatusTolerant,
  rejectParty: Schema.String
})) {}

/**
 * The query of `GET /v5/position/move-history`: windows of at most 7 days; `limit` 1-200 (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const MoveHistoryRequest = LazySchema.struct("MoveHistoryRequest", () => ({
  category: Schema.optional(Enums.Category),
  symbol: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  status: Schema.optional(Enums.MovePositionStatus),
  blockTradeId: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.String),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a move-history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface MoveHistoryRequest extends Schema.Schema.Type<typeof MoveHistoryRequest> {}

/**
 * One moved leg: its block trade, order and execution, status and (on rejection) reason; times are ms numbers.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MovedPosition extends LazyClass.Class<MovedPosition>("MovedPosition")(() => ({
  blockTradeId: Schema.String,
  category: Enums.CategoryTolerant,
  orderId: Schema.String,
  userId: Enums.IntegerLike,
  symbol: Schema.String,
  side: Enums.SideTolerant,
  price: DecimalOrEmpty,
  qty: DecimalOrEmpty,
  execFee: DecimalOrEmpty,
  status: Enums.MovePositionStatusTolerant,
  execId: Schema.String,
  resultCode: Enums.IntegerLike,
  resultMessage: Schema.String,
  createdAt: Schema.Number,
  updatedAt: Schema.Number,
  rejectParty: Schema.String
})) {}

/**
 * The result of `/v5/position/move-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MoveHistory extends LazyClass.Class<MoveHistory>("MoveHistory")(() => ({
  list: Schema.Array(MovedPosition),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/position/symbol-info`: linear or inverse, one symbol or all.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FuturesLeverageRequest = LazySchema.struct("FuturesLeverageRequest", () => ({
  category: Schema.Literals(["linear", "inverse"]),
  symbol: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getFuturesLeverage`.
 *
 * @since 0.1.0
 * @category models
 */
export interface FuturesLeverageRequest extends Schema.Schema.Type<typeof FuturesLeverageRequest> {}

/**
 * A symbol's leverage setting per position index (`side` carries no meaning, per the docs).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SymbolLeverage extends LazyClass.Class<SymbolLeverage>("PositionSymbolLeverage")(() => ({
  symbol: Schema.String,
  leverage: DecimalOrEmpty,
  side: Schema.String,
  positionIdx: Enums.PositionIdxTolerant
})) {}

/**
 * The result of `/v5/position/symbol-info`: the leverage settings, with or without an open position.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FuturesLeverage extends LazyClass.Class<FuturesLeverage>("FuturesLeverage")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(SymbolLeverage)
})) {}

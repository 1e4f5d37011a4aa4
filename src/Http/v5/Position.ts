/**
 * V5 positions (`/v5/position/*`): signed.
 *
 * @since 0.1.0
 */
import * as CommonErrors from "../../Errors/exchange/Common.js"
import * as PositionErrors from "../../Errors/exchange/Position.js"
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as Acknowledged from "../../Schema/Acknowledged.js"
import * as ClosedPnl from "../../Schema/ClosedPnl.js"
import * as Position from "../../Schema/Position.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const positionPermission: Endpoint.Permission = { group: "ContractTrade", name: "Position" }

/**
 * `GET /v5/position/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const list = Endpoint.make({
  name: "getPositionInfo",
  method: "GET",
  path: "/v5/position/list",
  auth: "private",
  request: Position.PositionListRequest,
  response: Position.PositionList,
  permission: positionPermission,
  errors: [CommonErrors.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Positions (with `symbol`: the row even when flat; with only `settleCoin`: open positions).
 *
 * @since 0.1.0
 * @category position
 */
export const getPositionInfo = callable(list)

/**
 * `POST /v5/position/set-leverage`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setLeverageEndpoint = Endpoint.make({
  name: "setLeverage",
  method: "POST",
  path: "/v5/position/set-leverage",
  auth: "private",
  request: Position.SetLeverageRequest,
  response: Acknowledged.Acknowledged,
  errors: [
    SharedErrors.LeverageNotModified,
    PositionErrors.LeverageBlockedByRiskLimit,
    PositionErrors.LeverageLockedByCrossMargin,
    PositionErrors.LeverageLockedByPortfolioMargin,
    PositionErrors.AvailableMarginInsufficient,
    PositionErrors.AdjustmentTriggersLiquidation
  ],
  permission: positionPermission,
  // Setting the same leverage twice answers 110043 and changes nothing.
  idempotent: true
})

/**
 * Sets buy and sell leverage of a symbol (equal in one-way mode).
 *
 * @since 0.1.0
 * @category position
 */
export const setLeverage = callable(setLeverageEndpoint)

/**
 * `POST /v5/position/switch-isolated`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const switchIsolated = Endpoint.make({
  name: "switchIsolatedMargin",
  method: "POST",
  path: "/v5/position/switch-isolated",
  auth: "private",
  request: Position.SwitchIsolatedRequest,
  response: Acknowledged.Acknowledged,
  errors: [PositionErrors.CrossIsolatedModeNotModified, PositionErrors.PositionModeLockedByOpenOrders],
  permission: positionPermission,
  idempotent: true
})

/**
 * Switches a symbol between cross and isolated margin (classic accounts; inverse on UTA).
 *
 * @since 0.1.0
 * @category position
 */
export const switchIsolatedMargin = callable(switchIsolated)

/**
 * `POST /v5/position/set-tpsl-mode`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setTpSlMode = Endpoint.make({
  name: "setTPSLMode",
  method: "POST",
  path: "/v5/position/set-tpsl-mode",
  auth: "private",
  request: Position.SetTpSlModeRequest,
  response: Position.TpSlModeResult,
  errors: [
    PositionErrors.TpSlModeLockedByTakeProfit,
    PositionErrors.TpSlModeLockedByStopLoss,
    PositionErrors.TpSlModeLockedByTrailingStop
  ],
  permission: positionPermission,
  idempotent: true
})

/**
 * Sets a symbol's default TP/SL mode (deprecated: TP/SL mode is now per order).
 *
 * @since 0.1.0
 * @category position
 */
export const setTPSLMode = callable(setTpSlMode)

/**
 * `POST /v5/position/switch-mode`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const switchMode = Endpoint.make({
  name: "switchPositionMode",
  method: "POST",
  path: "/v5/position/switch-mode",
  auth: "private",
  request: Position.SwitchModeRequest,
  response: Acknowledged.Acknowledged,
  errors: [
    PositionErrors.PositionModeNotModified,
    PositionErrors.PositionModeLockedByPosition,
    PositionErrors.PositionModeLockedByOpenOrders,
    PositionErrors.HedgeModeNotSupported
  ],
  permission: positionPermission,
  idempotent: true
})

/**
 * Switches one-way (`mode: 0`) or hedge mode (`mode: 3`) for a symbol or a settle coin.
 *
 * @since 0.1.0
 * @category position
 */
export const switchPositionMode = callable(switchMode)

/**
 * `POST /v5/position/set-risk-limit`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setRiskLimitEndpoint = Endpoint.make({
  name: "setRiskLimit",
  method: "POST",
  path: "/v5/position/set-risk-limit",
  auth: "private",
  request: Position.SetRiskLimitRequest,
  response: Position.SetRiskLimitResult,
  errors: [
    PositionErrors.RiskIdNotModified,
    PositionErrors.RiskLimitNotFound,
    PositionErrors.RiskLimitMarginInsufficient,
    PositionErrors.RiskLimitBelowPositionValue
  ],
  permission: positionPermission,
  idempotent: true
})

/**
 * Selects a risk-limit tier (deprecated: tiers now follow the position value).
 *
 * @since 0.1.0
 * @category position
 */
export const setRiskLimit = callable(setRiskLimitEndpoint)

/**
 * `POST /v5/position/trading-stop`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tradingStop = Endpoint.make({
  name: "setTradingStop",
  method: "POST",
  path: "/v5/position/trading-stop",
  auth: "private",
  request: Position.TradingStopRequest,
  response: Acknowledged.Acknowledged,
  errors: [
    SharedErrors.TpSlNotModified,
    PositionErrors.PositionSizeInsufficientForTpSl,
    PositionErrors.PartialTpSlLimitExceeded,
    PositionErrors.FullModeTpSlImmutable,
    PositionErrors.NoNetPosition
  ],
  permission: positionPermission
})

/**
 * Sets take profit, stop loss or trailing stop of a position (`"0"` cancels one).
 *
 * @since 0.1.0
 * @category position
 */
export const setTradingStop = callable(tradingStop)

/**
 * `POST /v5/position/set-auto-add-margin`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const autoAddMargin = Endpoint.make({
  name: "setAutoAddMargin",
  method: "POST",
  path: "/v5/position/set-auto-add-margin",
  auth: "private",
  request: Position.SetAutoAddMarginRequest,
  response: Acknowledged.Acknowledged,
  errors: [PositionErrors.AutoAddMarginRequiresIsolated, PositionErrors.MarginWithoutPosition],
  permission: positionPermission,
  idempotent: true
})

/**
 * Turns automatic margin top-up of an isolated position on or off.
 *
 * @since 0.1.0
 * @category position
 */
export const setAutoAddMargin = callable(autoAddMargin)

/**
 * `POST /v5/position/add-margin`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const addMargin = Endpoint.make({
  name: "addOrReduceMargin",
  method: "POST",
  path: "/v5/position/add-margin",
  auth: "private",
  request: Position.AddMarginRequest,
  response: Position.MarginChange,
  errors: [
    PositionErrors.InsufficientBalanceToAddMargin,
    PositionErrors.ReduceMarginAboveMax,
    PositionErrors.MarginWithoutPosition,
    PositionErrors.PositionInCrossMargin,
    PositionErrors.AdjustmentTriggersLiquidation
  ],
  permission: positionPermission
})

/**
 * Adds (positive `margin`) or removes (negative) margin of an isolated position; answers the position after it.
 *
 * @since 0.1.0
 * @category position
 */
export const addOrReduceMargin = callable(addMargin)

/**
 * `GET /v5/position/closed-pnl`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const closedPnl = Endpoint.make({
  name: "getClosedPnL",
  method: "GET",
  path: "/v5/position/closed-pnl",
  auth: "private",
  request: ClosedPnl.ClosedPnlRequest,
  response: ClosedPnl.ClosedPnlList,
  permission: positionPermission,
  errors: [CommonErrors.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Realised PnL per closing order, newest first.
 *
 * @since 0.1.0
 * @category position
 */
export const getClosedPnL = callable(closedPnl)

/**
 * `GET /v5/position/get-closed-positions`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const closedPositions = Endpoint.make({
  name: "getClosedOptionsPositions",
  method: "GET",
  path: "/v5/position/get-closed-positions",
  auth: "private",
  request: ClosedPnl.ClosedPnlRequest,
  response: ClosedPnl.ClosedOptionPositions,
  permission: { group: "Options", name: "OptionsTrade" },
  errors: [CommonErrors.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Closed option positions of the last 6 months, newest first.
 *
 * @since 0.1.0
 * @category position
 */
export const getClosedOptionsPositions = callable(closedPositions)

/**
 * `POST /v5/position/move-positions`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const movePositions = Endpoint.make({
  name: "movePosition",
  method: "POST",
  path: "/v5/position/move-positions",
  auth: "private",
  request: Position.MovePositionsRequest,
  response: Position.MovePositionsResult,
  errors: [SharedErrors.SubaccountNotOwned, PositionErrors.UidNotUnified],
  permission: positionPermission,
  masterOnly: true
})

/**
 * Moves positions between the master and its sub accounts (no fee; both must be UTA in one-way mode).
 *
 * @since 0.1.0
 * @category position
 */
export const movePosition = callable(movePositions)

/**
 * `GET /v5/position/move-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const moveHistory = Endpoint.make({
  name: "getMovePositionHistory",
  method: "GET",
  path: "/v5/position/move-history",
  auth: "private",
  request: Position.MoveHistoryRequest,
  response: Position.MoveHistory,
  permission: positionPermission,
  masterOnly: true,
  errors: [CommonErrors.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Position moves and their status.
 *
 * @since 0.1.0
 * @category position
 */
export const getMovePositionHistory = callable(moveHistory)

/**
 * `POST /v5/position/confirm-pending-mmr`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const confirmPendingMmr = Endpoint.make({
  name: "confirmNewRiskLimit",
  method: "POST",
  path: "/v5/position/confirm-pending-mmr",
  auth: "private",
  request: Position.ConfirmPendingMmrRequest,
  response: Acknowledged.Acknowledged,
  errors: [PositionErrors.MaintenanceMarginRateTooHigh, PositionErrors.NoReduceOnlyRestriction],
  permission: positionPermission,
  idempotent: true
})

/**
 * Lifts a position's reduce-only mark once its new risk limit is affordable (see `isReduceOnly`).
 *
 * @since 0.1.0
 * @category position
 */
export const confirmNewRiskLimit = callable(confirmPendingMmr)

/**
 * `GET /v5/position/symbol-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const symbolInfo = Endpoint.make({
  name: "getFuturesLeverage",
  method: "GET",
  path: "/v5/position/symbol-info",
  auth: "private",
  request: Position.FuturesLeverageRequest,
  response: Position.FuturesLeverage,
  permission: positionPermission
})

/**
 * The leverage set per futures symbol and position index, open position or not (fails under portfolio margin).
 *
 * @since 0.1.0
 * @category position
 */
export const getFuturesLeverage = callable(symbolInfo)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  list,
  setLeverageEndpoint,
  switchIsolated,
  setTpSlMode,
  switchMode,
  setRiskLimitEndpoint,
  tradingStop,
  autoAddMargin,
  addMargin,
  closedPnl,
  closedPositions,
  movePositions,
  moveHistory,
  confirmPendingMmr,
  symbolInfo
] as const

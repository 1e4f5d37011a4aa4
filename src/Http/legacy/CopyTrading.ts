/**
 * Copy trading v3 (`/contract/v3/private/copytrading`, `/contract/v3/public/copytrading`): V3 `X-BAPI-*` header signing (the V5 scheme, `X-BAPI-SIGN-TYPE: 2`) and the `retCode` envelope.
 * Source: bybit-exchange/docs-legacy `source/includes/copy_trading/_account_data.md`, `_wallet_data.md`,
 * `_market_data.md`. Served by `Http.call` (BybitHttp).
 *
 * @since 0.1.0
 */
import * as C from "../../Schema/legacy/Common.js"
import * as S from "../../Schema/legacy/CopyTrading.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"
import * as Generated from "./generated/CopyTrading.js"

const copy: Endpoint.Permission = { group: "CopyTrading", name: "CopyTrading" }

/**
 * `GET /contract/v3/public/copytrading/symbol/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const symbolList = Endpoint.make({
  name: "getSymbols",
  method: "GET",
  path: "/contract/v3/public/copytrading/symbol/list",
  auth: "public",
  request: C.NoParams,
  response: S.Symbols
})

/**
 * The symbols open to copy trading.
 *
 * @since 0.1.0
 * @category copy-trading
 */
export const getSymbols = callable(symbolList)

/**
 * `POST /contract/v3/private/copytrading/order/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCreate = Endpoint.make({
  permission: copy,
  name: "submitOrder",
  method: "POST",
  path: "/contract/v3/private/copytrading/order/create",
  orderEntry: "create",
  auth: "private",
  request: S.SubmitOrderRequest,
  response: C.OrderIds
})

/**
 * Places a copy-trading (master) order.
 *
 * @since 0.1.0
 * @category copy-trading
 */
export const submitOrder = callable(orderCreate)

/**
 * `GET /contract/v3/private/copytrading/order/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderList = Endpoint.make({
  name: "getActiveOrders",
  method: "GET",
  path: "/contract/v3/private/copytrading/order/list",
  auth: "private",
  request: S.OrderListRequest,
  response: S.Orders
})

/**
 * The open copy-trading orders.
 *
 * @since 0.1.0
 * @category copy-trading
 */
export const getActiveOrders = callable(orderList)

/**
 * `POST /contract/v3/private/copytrading/order/cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCancel = Endpoint.make({
  permission: copy,
  name: "cancelOrder",
  method: "POST",
  path: "/contract/v3/private/copytrading/order/cancel",
  auth: "private",
  request: S.CancelOrderRequest,
  response: C.OrderIds
})

/**
 * Cancels a copy-trading order.
 *
 * @since 0.1.0
 * @category copy-trading
 */
export const cancelOrder = callable(orderCancel)

/**
 * `POST /contract/v3/private/copytrading/order/close`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderClose = Endpoint.make({
  permission: copy,
  name: "closeOrder",
  method: "POST",
  path: "/contract/v3/private/copytrading/order/close",
  auth: "private",
  request: S.CloseOrderRequest,
  response: C.OrderIds
})

/**
 * Closes the position opened by a copy-trading order.
 *
 * @since 0.1.0
 * @category copy-trading
 */
export const closeOrder = callable(orderClose)

/**
 * `POST /contract/v3/private/copytrading/order/trading-stop`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tradingStop = Endpoint.make({
  permission: copy,
  name: "setTradingStop",
  method: "POST",
  path: "/contract/v3/private/copytrading/order/trading-stop",
  auth: "private",
  request: S.TradingStopRequest,
  response: C.Empty
})

/**
 * Sets take-profit/stop-loss on a copy-trading order.
 *
 * @since 0.1.0
 * @category copy-trading
 */
export const setTradingStop = callable(tradingStop)

/**
 * `GET /contract/v3/private/copytrading/position/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const positionList = Endpoint.make({
  name: "getPositions",
  method: "GET",
  path: "/contract/v3/private/copytrading/position/list",
  auth: "private",
  request: S.PositionsRequest,
  response: S.Positions
})

/**
 * The copy-trading positions.
 *
 * @since 0.1.0
 * @category copy-trading
 */
export const getPositions = callable(positionList)

/**
 * `POST /contract/v3/private/copytrading/position/close`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const positionClose = Endpoint.make({
  permission: copy,
  name: "closePosition",
  method: "POST",
  path: "/contract/v3/private/copytrading/position/close",
  auth: "private",
  request: S.ClosePositionRequest,
  response: C.Empty
})

/**
 * Closes a copy-trading position.
 *
 * @since 0.1.0
 * @category copy-trading
 */
export const closePosition = callable(positionClose)

/**
 * `POST /contract/v3/private/copytrading/position/set-leverage`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const leverageSet = Endpoint.make({
  permission: copy,
  name: "setLeverage",
  method: "POST",
  path: "/contract/v3/private/copytrading/position/set-leverage",
  auth: "private",
  request: S.SetLeverageRequest,
  response: C.Empty
})

/**
 * Sets the copy-trading leverage of a symbol.
 *
 * @since 0.1.0
 * @category copy-trading
 */
export const setLeverage = callable(leverageSet)

/**
 * `GET /contract/v3/private/copytrading/wallet/balance`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const walletBalance = Endpoint.make({
  name: "getBalance",
  method: "GET",
  path: "/contract/v3/private/copytrading/wallet/balance",
  auth: "private",
  request: C.NoParams,
  response: S.Balance
})

/**
 * The copy-trading wallet balance.
 *
 * @since 0.1.0
 * @category copy-trading
 */
export const getBalance = callable(walletBalance)

/**
 * `POST /contract/v3/private/copytrading/wallet/transfer`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const walletTransfer = Endpoint.make({
  permission: { group: "Wallet", name: "AccountTransfer" },
  name: "transfer",
  method: "POST",
  path: "/contract/v3/private/copytrading/wallet/transfer",
  auth: "private",
  request: S.TransferRequest,
  response: S.TransferAck
})

/**
 * Moves funds between the contract and the copy-trading wallet.
 *
 * @since 0.1.0
 * @category copy-trading
 */
export const transfer = callable(walletTransfer)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  symbolList,
  orderCreate,
  orderList,
  orderCancel,
  orderClose,
  tradingStop,
  positionList,
  positionClose,
  leverageSet,
  walletBalance,
  walletTransfer,
  ...Generated.endpoints
]

/**
 * The rest of the family's bybit-api calls (the shared v2 paths it calls): definitions and `calls`.
 *
 * @since 0.1.0
 * @category generated
 */
export { Generated }

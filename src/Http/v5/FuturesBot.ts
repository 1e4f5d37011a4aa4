/**
 * V5 futures trading bots: combo (`/v5/fcombobot/*`), grid (`/v5/fgridbot/*`) and martingale
 * (`/v5/fmartingalebot/*`) bots — parameter limits, creation, details and closing. Every call is a signed POST, the
 * limit and detail reads too (marked idempotent); the bots answer a business `status_code` inside a successful
 * envelope, and the docs name no key permission.
 *
 * @since 0.1.0
 */
import * as FuturesBot from "../../Schema/FuturesBot.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `POST /v5/fcombobot/getlimit`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const comboLimit = Endpoint.make({
  name: "getFuturesComboBotLimit",
  method: "POST",
  path: "/v5/fcombobot/getlimit",
  auth: "private",
  request: FuturesBot.ComboLimitRequest,
  response: FuturesBot.ComboLimit,
  idempotent: true
})

/**
 * The acceptable range of each combo bot parameter and a `check_code` naming the first one out of range.
 *
 * @since 0.1.0
 * @category bots
 */
export const getFuturesComboBotLimit = callable(comboLimit)

/**
 * `POST /v5/fcombobot/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const comboCreate = Endpoint.make({
  name: "createFuturesComboBot",
  method: "POST",
  path: "/v5/fcombobot/create",
  auth: "private",
  request: FuturesBot.ComboCreateRequest,
  response: FuturesBot.BotCreated
})

/**
 * Starts a futures combo bot over a weighted portfolio of symbols, rebalanced by time, drift or both; answers its `bot_id`.
 *
 * @since 0.1.0
 * @category bots
 */
export const createFuturesComboBot = callable(comboCreate)

/**
 * `POST /v5/fcombobot/detail`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const comboDetail = Endpoint.make({
  name: "getFuturesComboBotDetail",
  method: "POST",
  path: "/v5/fcombobot/detail",
  auth: "private",
  request: FuturesBot.BotIdRequest,
  response: FuturesBot.ComboDetail,
  idempotent: true
})

/**
 * A combo bot's configuration, status, P&L, margins and positions.
 *
 * @since 0.1.0
 * @category bots
 */
export const getFuturesComboBotDetail = callable(comboDetail)

/**
 * `POST /v5/fcombobot/close`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const comboClose = Endpoint.make({
  name: "closeFuturesComboBot",
  method: "POST",
  path: "/v5/fcombobot/close",
  auth: "private",
  request: FuturesBot.BotIdRequest,
  response: FuturesBot.BotClosed
})

/**
 * Closes a running combo bot: its orders are cancelled and its positions closed.
 *
 * @since 0.1.0
 * @category bots
 */
export const closeFuturesComboBot = callable(comboClose)

/**
 * `POST /v5/fgridbot/validate`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const gridValidate = Endpoint.make({
  name: "validateFuturesGridInput",
  method: "POST",
  path: "/v5/fgridbot/validate",
  auth: "private",
  request: FuturesBot.GridValidateRequest,
  response: FuturesBot.GridValidation,
  idempotent: true
})

/**
 * The acceptable range of each futures grid parameter, the estimated liquidation prices and a `check_code`.
 *
 * @since 0.1.0
 * @category bots
 */
export const validateFuturesGridInput = callable(gridValidate)

/**
 * `POST /v5/fgridbot/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const gridCreate = Endpoint.make({
  name: "createFuturesGridBot",
  method: "POST",
  path: "/v5/fgridbot/create",
  auth: "private",
  request: FuturesBot.GridCreateRequest,
  response: FuturesBot.GridCreated
})

/**
 * Starts a futures grid bot (neutral, long or short) over a price range; answers its `bot_id`.
 *
 * @since 0.1.0
 * @category bots
 */
export const createFuturesGridBot = callable(gridCreate)

/**
 * `POST /v5/fgridbot/detail`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const gridDetail = Endpoint.make({
  name: "getFuturesGridBotDetail",
  method: "POST",
  path: "/v5/fgridbot/detail",
  auth: "private",
  request: FuturesBot.BotIdRequest,
  response: FuturesBot.GridDetail,
  idempotent: true
})

/**
 * A futures grid bot's range, status, P&L, balances, prices and exit settings.
 *
 * @since 0.1.0
 * @category bots
 */
export const getFuturesGridBotDetail = callable(gridDetail)

/**
 * `POST /v5/fgridbot/close`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const gridClose = Endpoint.make({
  name: "closeFuturesGridBot",
  method: "POST",
  path: "/v5/fgridbot/close",
  auth: "private",
  request: FuturesBot.BotIdRequest,
  response: FuturesBot.GridClosed
})

/**
 * Closes a running futures grid bot: its grid orders are cancelled and its position closed.
 *
 * @since 0.1.0
 * @category bots
 */
export const closeFuturesGridBot = callable(gridClose)

/**
 * `POST /v5/fmartingalebot/getlimit`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const martingaleLimit = Endpoint.make({
  name: "getFuturesMartingaleBotLimit",
  method: "POST",
  path: "/v5/fmartingalebot/getlimit",
  auth: "private",
  request: FuturesBot.MartingaleLimitRequest,
  response: FuturesBot.MartingaleLimit,
  idempotent: true
})

/**
 * The acceptable range of each martingale bot parameter and a `check_code`.
 *
 * @since 0.1.0
 * @category bots
 */
export const getFuturesMartingaleBotLimit = callable(martingaleLimit)

/**
 * `POST /v5/fmartingalebot/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const martingaleCreate = Endpoint.make({
  name: "createFuturesMartingaleBot",
  method: "POST",
  path: "/v5/fmartingalebot/create",
  auth: "private",
  request: FuturesBot.MartingaleCreateRequest,
  response: FuturesBot.BotCreated
})

/**
 * Starts a futures martingale bot that adds to its position on adverse moves and takes profit per round; answers its `bot_id`.
 *
 * @since 0.1.0
 * @category bots
 */
export const createFuturesMartingaleBot = callable(martingaleCreate)

/**
 * `POST /v5/fmartingalebot/detail`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const martingaleDetail = Endpoint.make({
  name: "getFuturesMartingaleBotDetail",
  method: "POST",
  path: "/v5/fmartingalebot/detail",
  auth: "private",
  request: FuturesBot.BotIdRequest,
  response: FuturesBot.MartingaleDetail,
  idempotent: true
})

/**
 * A martingale bot's configuration, round progress, position, P&L and balances.
 *
 * @since 0.1.0
 * @category bots
 */
export const getFuturesMartingaleBotDetail = callable(martingaleDetail)

/**
 * `POST /v5/fmartingalebot/close`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const martingaleClose = Endpoint.make({
  name: "closeFuturesMartingaleBot",
  method: "POST",
  path: "/v5/fmartingalebot/close",
  auth: "private",
  request: FuturesBot.BotIdRequest,
  response: FuturesBot.BotClosed
})

/**
 * Closes a running martingale bot: its orders are cancelled and its position closed.
 *
 * @since 0.1.0
 * @category bots
 */
export const closeFuturesMartingaleBot = callable(martingaleClose)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  comboLimit,
  comboCreate,
  comboDetail,
  comboClose,
  gridValidate,
  gridCreate,
  gridDetail,
  gridClose,
  martingaleLimit,
  martingaleCreate,
  martingaleDetail,
  martingaleClose
] as const

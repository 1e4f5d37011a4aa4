/**
 * V5 spot trading bots: spot grid (`/v5/grid/*`) and DCA (`/v5/dca/*`) bots: validating grid parameters (public),
 * creating, querying and closing bots (signed). The bot endpoints answer a business `status_code` inside a successful
 * envelope.
 *
 * @since 0.1.0
 */
import * as GridBot from "../../Schema/GridBot.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `POST /v5/grid/validate-input` (docs: `docs/v5/bot/spot-grid/validate-input.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const validateInput = Endpoint.make({
  name: "validateSpotGridInput",
  method: "POST",
  path: "/v5/grid/validate-input",
  auth: "public",
  request: GridBot.GridBotValidateInputRequest,
  response: GridBot.GridBotValidateInputResult,
  idempotent: true
})

/**
 * The acceptable range of each spot grid parameter and a `check_code` naming the first one out of range.
 *
 * @since 0.1.0
 * @category bots
 */
export const validateSpotGridInput = callable(validateInput)

/**
 * `POST /v5/grid/create-grid` (docs: `docs/v5/bot/spot-grid/create.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createGrid = Endpoint.make({
  name: "createSpotGridBot",
  method: "POST",
  path: "/v5/grid/create-grid",
  auth: "private",
  request: GridBot.GridBotCreateGridRequest,
  response: GridBot.GridBotCreateGridResult,
  permission: { group: "Spot", name: "SpotTrade" }
})

/**
 * Starts a spot grid bot over a price range; answers its `grid_id` (`status_code` 421: the user is banned).
 *
 * @since 0.1.0
 * @category bots
 */
export const createSpotGridBot = callable(createGrid)

/**
 * `POST /v5/grid/query-grid-detail` (docs: `docs/v5/bot/spot-grid/get-detail.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const gridDetail = Endpoint.make({
  name: "getSpotGridBotDetail",
  method: "POST",
  path: "/v5/grid/query-grid-detail",
  auth: "private",
  request: GridBot.GridBotGridDetailRequest,
  response: GridBot.GridBotGridDetailResult,
  permission: { group: "Spot", name: "SpotTrade" },
  idempotent: true
})

/**
 * A spot grid bot: configuration, status, profit, APR, arbitrage counts, TP/SL and close reason.
 *
 * @since 0.1.0
 * @category bots
 */
export const getSpotGridBotDetail = callable(gridDetail)

/**
 * `POST /v5/grid/close-grid` (docs: `docs/v5/bot/spot-grid/close.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const closeGrid = Endpoint.make({
  name: "closeSpotGridBot",
  method: "POST",
  path: "/v5/grid/close-grid",
  auth: "private",
  request: GridBot.GridBotCloseGridRequest,
  response: GridBot.GridBotCloseGridResult,
  permission: { group: "Spot", name: "SpotTrade" }
})

/**
 * Closes a new or running spot grid bot, settling in base (`2`), quote (`3`) or both (`4`).
 *
 * @since 0.1.0
 * @category bots
 */
export const closeSpotGridBot = callable(closeGrid)

/**
 * `POST /v5/dca/create-bot` (docs: `docs/v5/bot/dca/create.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createDca = Endpoint.make({
  name: "createDcaBot",
  method: "POST",
  path: "/v5/dca/create-bot",
  auth: "private",
  request: GridBot.GridBotCreateDcaRequest,
  response: GridBot.GridBotCreateDcaResult,
  permission: { group: "Spot", name: "SpotTrade" }
})

/**
 * Starts a DCA bot buying up to 5 pairs every `frequency_in_second` (at least 10). The docs example shows the bare
 * result; the fixture wraps it in the V5 envelope.
 *
 * @since 0.1.0
 * @category bots
 */
export const createDcaBot = callable(createDca)

/**
 * `POST /v5/dca/close-bot` (docs: `docs/v5/bot/dca/close.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const closeDca = Endpoint.make({
  name: "closeDcaBot",
  method: "POST",
  path: "/v5/dca/close-bot",
  auth: "private",
  request: GridBot.GridBotCloseDcaRequest,
  response: GridBot.GridBotCloseDcaResult,
  permission: { group: "Spot", name: "SpotTrade" }
})

/**
 * Closes a DCA bot, settling in base (`2`) or quote (`3`) coin.
 *
 * @since 0.1.0
 * @category bots
 */
export const closeDcaBot = callable(closeDca)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [validateInput, createGrid, gridDetail, closeGrid, createDca, closeDca] as const

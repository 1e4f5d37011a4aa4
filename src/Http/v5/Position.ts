/**
 * V5 positions (`/v5/position/*`): signed.
 *
 * @since 0.1.0
 */
import * as Position from "../../Schema/Position.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"

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
  permission: { group: "ContractTrade", name: "Position" },
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
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [list] as const

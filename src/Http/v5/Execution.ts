/**
 * V5 executions (`/v5/execution/list`): signed.
 *
 * @since 0.1.0
 */
import * as CommonErrors from "../../Errors/exchange/Common.js"
import * as Execution from "../../Schema/Execution.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `GET /v5/execution/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const list = Endpoint.make({
  name: "getExecutionList",
  method: "GET",
  path: "/v5/execution/list",
  auth: "private",
  request: Execution.ExecutionListRequest,
  response: Execution.ExecutionList,
  permission: Endpoint.tradePermission,
  errors: [CommonErrors.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * The account's fills, newest first (at most 7 days per query).
 *
 * @since 0.1.0
 * @category trade
 */
export const getExecutionList = callable(list)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [list] as const

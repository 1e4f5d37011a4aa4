/**
 * Inverse futures v2 private paths (`/futures/private`): legacy signing and envelope as `InverseV2`, whose public
 * paths they share: every market-data call of the inverse futures docs
 * (`source/includes/futuresV2/inverse_futures/_market_data.md`) links to the inverse perpetual `/v2/public` one, so
 * none is defined twice. Source: bybit-api `InverseFuturesClient` (git `e4957b0~1`) for the paths; the execution list
 * answers the v2 trade-records shape (bybit-exchange/docs-legacy `source/includes/_wallet_data.md`). Served by
 * `Http.call` (BybitHttp).
 *
 * @since 0.1.0
 */
import * as S from "../../Schema/legacy/InverseV2.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"
import * as Generated from "./generated/InverseFutures.js"

const legacy = { signing: "legacy", envelope: "legacy" } as const

/**
 * `GET /futures/private/execution/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const executions = Endpoint.make({
  ...legacy,
  name: "getExecutions",
  method: "GET",
  path: "/futures/private/execution/list",
  auth: "private",
  request: S.ExecutionsRequest,
  response: S.Executions
})

/**
 * The caller's inverse futures executions.
 *
 * @since 0.1.0
 * @category inverse-futures
 */
export const getExecutions = callable(executions)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [executions, ...Generated.endpoints]

/**
 * The rest of the family's bybit-api calls, generated from the legacy docs: definitions and `calls`.
 *
 * @since 0.1.0
 * @category generated
 */
export { Generated }

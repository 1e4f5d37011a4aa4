/**
 * V5 demo trading: request demo funds (on the demo host `api-demo.bybit.com`) and create the demo account (on
 * the mainnet host). Signed.
 *
 * @since 0.1.0
 */
import * as Acknowledged from "../../Schema/Acknowledged.js"
import * as Demo from "../../Schema/Demo.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `POST /v5/account/demo-apply-money` (1 request per minute).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const demoApplyMoney = Endpoint.make({
  name: "requestDemoTradingFunds",
  method: "POST",
  path: "/v5/account/demo-apply-money",
  auth: "private",
  request: Demo.DemoApplyMoneyRequest,
  response: Acknowledged.Acknowledged
})

/**
 * Adds (or, with `adjustType: 1`, removes) demo funds; call it with a demo account key against the demo host.
 *
 * @since 0.1.0
 * @category demo
 */
export const requestDemoTradingFunds = callable(demoApplyMoney)

/**
 * `POST /v5/user/create-demo-member`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createDemoMember = Endpoint.make({
  name: "createDemoAccount",
  method: "POST",
  path: "/v5/user/create-demo-member",
  auth: "private",
  request: NoParams.NoParams,
  response: Demo.DemoMember,
  permission: { group: "Wallet", name: "AccountTransfer" },
  // Answers the existing demo UID when there is one, so a repeat is harmless.
  idempotent: true
})

/**
 * Creates the demo account under the calling (main or sub) account on the mainnet host, or returns the existing
 * one (key permission `AccountTransfer`, `SubMemberTransfer` or `SubMemberTransferList`).
 *
 * @since 0.1.0
 * @category demo
 */
export const createDemoAccount = callable(createDemoMember)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [demoApplyMoney, createDemoMember] as const

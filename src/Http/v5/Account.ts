/**
 * V5 account (`/v5/account/*`): signed.
 *
 * @since 0.1.0
 */
import * as WalletBalance from "../../Schema/WalletBalance.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"

/**
 * `GET /v5/account/wallet-balance`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const walletBalance = Endpoint.make({
  name: "getWalletBalance",
  method: "GET",
  path: "/v5/account/wallet-balance",
  auth: "private",
  request: WalletBalance.WalletBalanceRequest,
  response: WalletBalance.WalletBalance
})

/**
 * Balances of one account type (`UNIFIED`), per coin.
 *
 * @since 0.1.0
 * @category account
 */
export const getWalletBalance = callable(walletBalance)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [walletBalance] as const

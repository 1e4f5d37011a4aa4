/**
 * V5 asset balances (`/v5/asset/transfer/query-*-coin*-balance`, asset info and overview, coin info, withdrawable
 * amounts, portfolio margin, total members' assets). Part of `Asset`, which re-exports it.
 *
 * @since 1.2.0
 */
import * as AssetErrors from "../../../Errors/exchange/Asset.js"
import * as Asset from "../../../Schema/Asset.js"
import * as Endpoint from "../../Endpoint.js"
import { callable } from "../../Pipeline.js"

/**
 * `GET /v5/asset/transfer/query-account-coins-balance`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const accountCoinsBalance = Endpoint.make({
  name: "getAllCoinsBalance",
  method: "GET",
  path: "/v5/asset/transfer/query-account-coins-balance",
  auth: "private",
  request: Asset.AllCoinsBalanceRequest,
  response: Asset.AllCoinsBalance,
  errors: [AssetErrors.QueryBalanceError, AssetErrors.InvalidMemberId]
})

/**
 * Every coin's balance in one account type, of this UID or (master key, `memberId`) a sub UID.
 *
 * @since 0.1.0
 * @category asset
 */
export const getAllCoinsBalance = callable(accountCoinsBalance)

/**
 * `GET /v5/asset/transfer/query-account-coin-balance`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const accountCoinBalance = Endpoint.make({
  name: "getCoinBalance",
  method: "GET",
  path: "/v5/asset/transfer/query-account-coin-balance",
  auth: "private",
  request: Asset.CoinBalanceRequest,
  response: Asset.CoinBalance,
  errors: [AssetErrors.QueryBalanceError, AssetErrors.InvalidMemberId, AssetErrors.TransferParamsError]
})

/**
 * One coin's balance in one account type, optionally with the amount safely transferable to another UID or account type.
 *
 * @since 0.1.0
 * @category asset
 */
export const getCoinBalance = callable(accountCoinBalance)

/**
 * `GET /v5/asset/transfer/query-asset-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const assetInfo = Endpoint.make({
  name: "getAssetInfo",
  method: "GET",
  path: "/v5/asset/transfer/query-asset-info",
  auth: "private",
  request: Asset.AssetInfoRequest,
  response: Asset.AssetInfo
})

/**
 * Spot assets of a classic account.
 *
 * @since 0.1.0
 * @category asset
 */
export const getAssetInfo = callable(assetInfo)

/**
 * `GET /v5/asset/asset-overview`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const assetOverview = Endpoint.make({
  name: "getAssetOverview",
  method: "GET",
  path: "/v5/asset/asset-overview",
  auth: "private",
  request: Asset.AssetOverviewRequest,
  response: Asset.AssetOverview
})

/**
 * Total equity of this UID (or, master key with `memberId`, a sub UID) and its breakdown per account and product.
 *
 * @since 0.1.0
 * @category asset
 */
export const getAssetOverview = callable(assetOverview)

/**
 * `GET /v5/asset/coin/query-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const coinInfo = Endpoint.make({
  name: "getCoinInfo",
  method: "GET",
  path: "/v5/asset/coin/query-info",
  auth: "private",
  request: Asset.CoinInfoRequest,
  response: Asset.CoinInfoList
})

/**
 * Coins with their chains: deposit and withdrawal status, fees, minimums and confirmations.
 *
 * @since 0.1.0
 * @category asset
 */
export const getCoinInfo = callable(coinInfo)

/**
 * `GET /v5/asset/withdraw/withdrawable-amount`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const withdrawableAmount = Endpoint.make({
  name: "getWithdrawableAmount",
  method: "GET",
  path: "/v5/asset/withdraw/withdrawable-amount",
  auth: "private",
  request: Asset.WithdrawableAmountRequest,
  response: Asset.WithdrawableAmount
})

/**
 * The withdrawable amount of a coin per wallet, and how much risk control holds back.
 *
 * @since 0.1.0
 * @category asset
 */
export const getWithdrawableAmount = callable(withdrawableAmount)

/**
 * `GET /v5/asset/portfolio-margin`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const portfolioMargin = Endpoint.make({
  name: "getPortfolioMarginInfo",
  method: "GET",
  path: "/v5/asset/portfolio-margin",
  auth: "private",
  request: Asset.PortfolioMarginRequest,
  response: Asset.PortfolioMarginInfo
})

/**
 * The portfolio margin wallet and, per base coin, the P&L under price moves and IV shocks, as the web page shows them.
 *
 * @since 0.1.0
 * @category asset
 */
export const getPortfolioMarginInfo = callable(portfolioMargin)

/**
 * `GET /v5/asset/total-members-assets`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const totalMembersAssets = Endpoint.make({
  name: "getTotalMembersAssets",
  method: "GET",
  path: "/v5/asset/total-members-assets",
  auth: "private",
  request: Asset.TotalMembersAssetsRequest,
  response: Asset.TotalMembersAssets
})

/**
 * Assets across the master and its sub accounts, per wallet, in USD and in a chosen coin.
 *
 * @since 0.1.0
 * @category asset
 */
export const getTotalMembersAssets = callable(totalMembersAssets)

/**
 * V5 asset (`/v5/asset/*`): transfers, balances, deposits, withdrawals, conversion and delivery/settlement
 * records. Signed.
 *
 * The endpoints are defined in parts by concern (src/Http/v5/asset/: transfers, balances, records, deposits,
 * withdrawals, conversion), all re-exported here; this module itself holds only `endpoints`.
 *
 * @since 0.1.0
 */
import * as Balances from "./asset/Balances.js"
import * as Convert from "./asset/Convert.js"
import * as Deposits from "./asset/Deposits.js"
import * as Records from "./asset/Records.js"
import * as Transfers from "./asset/Transfers.js"
import * as Withdrawals from "./asset/Withdrawals.js"

export * from "./asset/Balances.js"
export * from "./asset/Convert.js"
export * from "./asset/Deposits.js"
export * from "./asset/Records.js"
export * from "./asset/Transfers.js"
export * from "./asset/Withdrawals.js"

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  Transfers.interTransfer,
  Transfers.interTransferList,
  Transfers.universalTransfer,
  Transfers.universalTransferList,
  Transfers.subMemberList,
  Transfers.saveTransferSubMember,
  Transfers.transferCoinList,
  Balances.accountCoinsBalance,
  Balances.accountCoinBalance,
  Balances.assetInfo,
  Balances.assetOverview,
  Balances.coinInfo,
  Balances.withdrawableAmount,
  Records.deliveryRecord,
  Records.settlementRecord,
  Records.fundingHistory,
  Deposits.allowedDepositList,
  Deposits.depositToAccount,
  Deposits.depositRecord,
  Deposits.subDepositRecord,
  Deposits.internalDepositRecord,
  Deposits.depositAddress,
  Deposits.subDepositAddress,
  Withdrawals.withdrawCreate,
  Withdrawals.withdrawCancel,
  Withdrawals.withdrawRecord,
  Withdrawals.withdrawAddress,
  Withdrawals.vaspList,
  Convert.convertCoinList,
  Convert.quoteApply,
  Convert.convertExecute,
  Convert.convertResult,
  Convert.convertHistory,
  Records.exchangeOrderRecord,
  Convert.smallBalanceList,
  Convert.smallBalanceQuote,
  Convert.smallBalanceExecute,
  Convert.smallBalanceHistory,
  Balances.portfolioMargin,
  Balances.totalMembersAssets,
  Deposits.depositOriginatorSubmit
] as const

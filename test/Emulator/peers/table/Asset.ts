/**
 * Peer rows: transfers, deposits, withdrawals, conversions, small balances and the asset reports. Ids an earlier
 * row creates (deposit, withdrawal, quote) are kept for the rows that read or settle them.
 */
import * as Crypto from "node:crypto"
import type { Ctx, Row } from "../Peers.js"
import { got, keep, row, withdrawKey } from "../Peers.js"

/** Withdrawals need a key with the Withdraw permission. */
const withdrawer = { key: () => withdrawKey }

const uta = { accountType: "eb_convert_uta" } as const
const ADDRESS = "0x99ced129603abc771c0dabe935c326ff6c86645d"

/** The Asset family. */
export const asset: ReadonlyArray<Row> = [
  row(
    "GET /v5/asset/transfer/query-transfer-coin-list",
    "getTransferableCoinList",
    "privateGetV5AssetTransferQueryTransferCoinList",
    { fromAccountType: "UNIFIED", toAccountType: "FUND" },
    { args: (p) => [p.fromAccountType, p.toAccountType] }
  ),
  row(
    "POST /v5/asset/transfer/inter-transfer",
    "createInternalTransfer",
    "privatePostV5AssetTransferInterTransfer",
    () => ({
      transferId: Crypto.randomUUID(),
      coin: "USDT",
      amount: "100",
      fromAccountType: "UNIFIED",
      toAccountType: "FUND"
    }),
    { args: (p) => [p.transferId, p.coin, p.amount, p.fromAccountType, p.toAccountType] }
  ),
  row(
    "GET /v5/asset/transfer/query-inter-transfer-list",
    "getInternalTransferRecords",
    "privateGetV5AssetTransferQueryInterTransferList",
    { limit: 5 }
  ),
  row("GET /v5/asset/transfer/query-sub-member-list", "getSubUID", "privateGetV5AssetTransferQuerySubMemberList"),
  row(
    "POST /v5/asset/transfer/save-transfer-sub-member",
    "enableUniversalTransferForSubUIDs",
    "privatePostV5AssetTransferSaveTransferSubMember",
    (ctx: Ctx) => ({ subMemberIds: [ctx.subUid] }),
    { args: (p) => [p.subMemberIds] }
  ),
  row(
    "POST /v5/asset/transfer/universal-transfer",
    "createUniversalTransfer",
    "privatePostV5AssetTransferUniversalTransfer",
    (ctx) => ({
      transferId: Crypto.randomUUID(),
      coin: "USDT",
      amount: "5",
      fromMemberId: Number(ctx.h.uid),
      toMemberId: Number(ctx.subUid),
      fromAccountType: "FUND",
      toAccountType: "UNIFIED"
    })
  ),
  row(
    "GET /v5/asset/transfer/query-universal-transfer-list",
    "getUniversalTransferRecords",
    "privateGetV5AssetTransferQueryUniversalTransferList",
    { limit: 5 }
  ),
  row(
    "GET /v5/asset/transfer/query-account-coins-balance",
    "getAllCoinsBalance",
    "privateGetV5AssetTransferQueryAccountCoinsBalance",
    { accountType: "FUND" }
  ),
  row(
    "GET /v5/asset/transfer/query-account-coin-balance",
    "getCoinBalance",
    "privateGetV5AssetTransferQueryAccountCoinBalance",
    { accountType: "UNIFIED", coin: "USDT" }
  ),
  row("GET /v5/asset/transfer/query-asset-info", "getAssetInfo", "privateGetV5AssetTransferQueryAssetInfo", {
    accountType: "SPOT"
  }),
  row("GET /v5/asset/asset-overview", "getAssetOverview", "privateGetV5AssetAssetOverview"),
  row(
    "GET /v5/asset/coin/query-info",
    "getCoinInfo",
    "privateGetV5AssetCoinQueryInfo",
    { coin: "USDT" },
    {
      args: (p) => [p.coin]
    }
  ),
  row("GET /v5/asset/delivery-record", "getDeliveryRecord", "privateGetV5AssetDeliveryRecord", { category: "option" }),
  row("GET /v5/asset/settlement-record", "getSettlementRecords", "privateGetV5AssetSettlementRecord", {
    category: "linear"
  }),
  row("GET /v5/asset/portfolio-margin", "getPortfolioMarginInfo", "privateGetV5AssetPortfolioMargin", {
    baseCoin: "BTC"
  }),
  row("GET /v5/asset/total-members-assets", "getTotalMembersAssets", "privateGetV5AssetTotalMembersAssets", {
    coin: "USDT"
  })
]

/** Deposits and withdrawals. */
export const funding: ReadonlyArray<Row> = [
  row(
    "GET /v5/asset/deposit/query-allowed-list",
    "getAllowedDepositCoinInfo",
    "privateGetV5AssetDepositQueryAllowedList",
    { coin: "USDT" }
  ),
  row("POST /v5/asset/deposit/deposit-to-account", "setDepositAccount", "privatePostV5AssetDepositDepositToAccount", {
    accountType: "FUND"
  }),
  row(
    "GET /v5/asset/deposit/query-record",
    "getDepositRecords",
    "privateGetV5AssetDepositQueryRecord",
    {},
    {
      // a deposit arrives on chain, large enough to ask for Travel Rule information
      setup: (ctx) => {
        ctx.vars.set("depositId", ctx.h.admin.deposit("USDT", "5000"))
      }
    }
  ),
  row(
    "POST /v5/asset/travel-rule/deposit/submit",
    "submitDepositOriginatorInfo",
    "privatePostV5AssetTravelRuleDepositSubmit",
    (ctx) => ({ depositId: Number(got(ctx, "depositId")), questionnaire: JSON.stringify({ walletType: 0 }) })
  ),
  row(
    "GET /v5/asset/deposit/query-sub-member-record",
    "getSubAccountDepositRecords",
    "privateGetV5AssetDepositQuerySubMemberRecord",
    (ctx) => ({ subMemberId: ctx.subUid })
  ),
  row(
    "GET /v5/asset/deposit/query-internal-record",
    "getInternalDepositRecords",
    "privateGetV5AssetDepositQueryInternalRecord"
  ),
  row(
    "GET /v5/asset/deposit/query-address",
    "getMasterDepositAddress",
    "privateGetV5AssetDepositQueryAddress",
    { coin: "USDT", chainType: "ETH" },
    { args: (p) => [p.coin, p.chainType] }
  ),
  row(
    "GET /v5/asset/deposit/query-sub-member-address",
    "getSubDepositAddress",
    "privateGetV5AssetDepositQuerySubMemberAddress",
    (ctx) => ({ coin: "USDT", chainType: "ETH", subMemberId: ctx.subUid }),
    { args: (p) => [p.coin, p.chainType, p.subMemberId] }
  ),
  row(
    "GET /v5/asset/withdraw/withdrawable-amount",
    "getWithdrawableAmount",
    "privateGetV5AssetWithdrawWithdrawableAmount",
    { coin: "USDT" }
  ),
  row(
    "POST /v5/asset/withdraw/create",
    "submitWithdrawal",
    "privatePostV5AssetWithdrawCreate",
    () => ({ coin: "USDT", chain: "ETH", address: ADDRESS, amount: "10", timestamp: Date.now(), accountType: "FUND" }),
    { ...withdrawer, check: keep("id", "withdrawId") }
  ),
  row(
    "POST /v5/asset/withdraw/cancel",
    "cancelWithdrawal",
    "privatePostV5AssetWithdrawCancel",
    (ctx) => ({ id: got(ctx, "withdrawId") }),
    { ...withdrawer, args: (p) => [p.id] }
  ),
  row("GET /v5/asset/withdraw/query-record", "getWithdrawalRecords", "privateGetV5AssetWithdrawQueryRecord", {
    limit: 5
  }),
  row(
    "GET /v5/asset/withdraw/query-address",
    "getWithdrawalAddressList",
    "privateGetV5AssetWithdrawQueryAddress",
    undefined,
    withdrawer
  ),
  // one request a second per account
  row("GET /v5/asset/withdraw/vasp/list", "getExchangeEntities", "privateGetV5AssetWithdrawVaspList", undefined, {
    wait: 1_050
  }),
  row("GET /v5/asset/fundinghistory", "getFundingAccountTransactionHistory", "privateGetV5AssetFundinghistory", {
    limit: "5"
  })
]

/** Conversions and small balances. */
export const convert: ReadonlyArray<Row> = [
  row("GET /v5/asset/exchange/query-coin-list", "getConvertCoins", "privateGetV5AssetExchangeQueryCoinList", uta),
  row(
    "POST /v5/asset/exchange/quote-apply",
    "requestConvertQuote",
    "privatePostV5AssetExchangeQuoteApply",
    { ...uta, fromCoin: "USDT", toCoin: "BTC", requestCoin: "USDT", requestAmount: "100" },
    { check: keep("quoteTxId") }
  ),
  row(
    "POST /v5/asset/exchange/convert-execute",
    "confirmConvertQuote",
    "privatePostV5AssetExchangeConvertExecute",
    (ctx) => ({ quoteTxId: got(ctx, "quoteTxId") })
  ),
  row(
    "GET /v5/asset/exchange/convert-result-query",
    "getConvertStatus",
    "privateGetV5AssetExchangeConvertResultQuery",
    (ctx) => ({ ...uta, quoteTxId: got(ctx, "quoteTxId") })
  ),
  row(
    "GET /v5/asset/exchange/query-convert-history",
    "getConvertHistory",
    "privateGetV5AssetExchangeQueryConvertHistory"
  ),
  row("GET /v5/asset/exchange/order-record", "getCoinExchangeRecords", "privateGetV5AssetExchangeOrderRecord", {
    limit: 5
  }),
  row(
    "GET /v5/asset/covert/small-balance-list",
    "getSmallBalanceList",
    "privateGetV5AssetCovertSmallBalanceList",
    uta,
    {
      // dust to sweep: a few satoshi of BTC and a little ETH
      setup: (ctx) => {
        ctx.h.admin.setBalance("BTC", "0.00005")
        ctx.h.admin.setBalance("ETH", "0.001")
      }
    }
  ),
  row(
    "POST /v5/asset/covert/get-quote",
    undefined,
    "privatePostV5AssetCovertGetQuote",
    { ...uta, fromCoinList: ["BTC", "ETH"], toCoin: "USDC" },
    { check: keep("quoteId") }
  ),
  row(
    "POST /v5/asset/covert/small-balance-execute",
    undefined,
    "privatePostV5AssetCovertSmallBalanceExecute",
    (ctx) => ({ quoteId: got(ctx, "quoteId") })
  ),
  row("GET /v5/asset/covert/small-balance-history", undefined, "privateGetV5AssetCovertSmallBalanceHistory")
]

/**
 * Peer rows: the unified account (wallet, borrowing, collateral, modes, MMP, reports) and demo trading. The mode
 * switches are set and set back within a pass; borrowing and repaying wait the second the exchange asks between
 * two requests of an account.
 */

import type { Row } from "../Peers.js"
import { row } from "../Peers.js"

const second = { wait: 1_050 }
const mmp = { baseCoin: "ETH", window: "5000", frozenPeriod: "100000", qtyLimit: "10", deltaLimit: "100" }

/** The Account family. */
export const account: ReadonlyArray<Row> = [
  row("GET /v5/account/wallet-balance", "getWalletBalance", "privateGetV5AccountWalletBalance", {
    accountType: "UNIFIED"
  }),
  row("GET /v5/account/withdrawal", "getTransferableAmount", "privateGetV5AccountWithdrawal", { coinName: "USDT" }),
  row("GET /v5/account/instruments-info", "getAccountInstrumentsInfo", "privateGetV5AccountInstrumentsInfo", {
    category: "linear",
    limit: 5
  }),
  row("GET /v5/account/info", "getAccountInfo", "privateGetV5AccountInfo"),
  row("GET /v5/account/fee-rate", "getFeeRate", "privateGetV5AccountFeeRate", {
    category: "linear",
    symbol: "BTCUSDT"
  }),
  row(
    "GET /v5/account/collateral-info",
    "getCollateralInfo",
    "privateGetV5AccountCollateralInfo",
    { currency: "BTC" },
    {
      args: (p) => [p.currency]
    }
  ),
  row(
    "GET /v5/asset/coin-greeks",
    "getCoinGreeks",
    "privateGetV5AssetCoinGreeks",
    { baseCoin: "BTC" },
    {
      args: (p) => [p.baseCoin]
    }
  ),
  row("GET /v5/account/option-asset-info", "getOptionAssetInfo", "privateGetV5AccountOptionAssetInfo"),
  row("GET /v5/account/query-dcp-info", "getDCPInfo", "privateGetV5AccountQueryDcpInfo"),
  row("GET /v5/account/smp-group", "getSMPGroup", "privateGetV5AccountSmpGroup"),
  row("GET /v5/account/pay-info", "getPayInfo", "privateGetV5AccountPayInfo"),
  row("POST /v5/account/borrow", "manualBorrow", "privatePostV5AccountBorrow", { coin: "USDT", amount: "100" }, second),
  row("GET /v5/account/borrow-history", "getBorrowHistory", "privateGetV5AccountBorrowHistory", {
    currency: "USDT",
    limit: 5
  }),
  row("POST /v5/account/repay", "manualRepay", "privatePostV5AccountRepay", { coin: "USDT", amount: "40" }, second),
  row(
    "POST /v5/account/no-convert-repay",
    "manualRepayWithoutConversion",
    "privatePostV5AccountNoConvertRepay",
    { coin: "USDT", amount: "30" },
    second
  ),
  row(
    "POST /v5/account/quick-repayment",
    "repayLiability",
    "privatePostV5AccountQuickRepayment",
    { coin: "USDT" },
    second
  ),
  row("GET /v5/account/transaction-log", "getTransactionLog", "privateGetV5AccountTransactionLog", {
    accountType: "UNIFIED",
    limit: 5
  }),
  row(
    "GET /v5/account/contract-transaction-log",
    "getClassicTransactionLogs",
    "privateGetV5AccountContractTransactionLog",
    { limit: 5 }
  ),
  row("POST /v5/account/set-collateral-switch", "setCollateralCoin", "privatePostV5AccountSetCollateralSwitch", {
    coin: "ETH",
    collateralSwitch: "OFF"
  }),
  row(
    "POST /v5/account/set-collateral-switch-batch",
    "batchSetCollateralCoin",
    "privatePostV5AccountSetCollateralSwitchBatch",
    { request: [{ coin: "ETH", collateralSwitch: "ON" }] }
  ),
  ...(["PORTFOLIO_MARGIN", "REGULAR_MARGIN"] as const).flatMap(
    (mode): ReadonlyArray<Row> => [
      row(
        "POST /v5/account/set-margin-mode",
        "setMarginMode",
        "privatePostV5AccountSetMarginMode",
        { setMarginMode: mode },
        { args: (p) => [p.setMarginMode] }
      ),
      // spot hedging is a portfolio-margin setting: on and off again while the account is on it
      ...(mode === "PORTFOLIO_MARGIN"
        ? (["ON", "OFF"] as const).map((setHedgingMode) =>
            row("POST /v5/account/set-hedging-mode", "setSpotHedging", "privatePostV5AccountSetHedgingMode", {
              setHedgingMode
            })
          )
        : [])
    ]
  ),
  ...([true, false] as const).map((modifyEnable) =>
    row("POST /v5/account/set-limit-px-action", "setLimitPriceAction", "privatePostV5AccountSetLimitPxAction", {
      category: "linear",
      modifyEnable
    })
  ),
  row("GET /v5/account/user-setting-config", "getLimitPriceAction", "privateGetV5AccountUserSettingConfig"),
  ...(["1", "0"] as const).map((deltaEnable) =>
    row("POST /v5/account/set-delta-mode", "setDeltaNeutralMode", "privatePostV5AccountSetDeltaMode", { deltaEnable })
  ),
  // MMP is granted on request: the account needs it before its first change (else 3500713)
  row("POST /v5/account/mmp-modify", "setMMP", "privatePostV5AccountMmpModify", mmp, {
    setup: (ctx) => ctx.h.admin.grantMmp(["ETH"])
  }),
  row(
    "GET /v5/account/mmp-state",
    "getMMPState",
    "privateGetV5AccountMmpState",
    { baseCoin: "ETH" },
    {
      args: (p) => [p.baseCoin]
    }
  ),
  row(
    "POST /v5/account/mmp-reset",
    "resetMMP",
    "privatePostV5AccountMmpReset",
    { baseCoin: "ETH" },
    {
      args: (p) => [p.baseCoin]
    }
  ),
  row("GET /v5/account/trade-info-for-analysis", "getTradeInfoForAnalysis", "privateGetV5AccountTradeInfoForAnalysis", {
    symbol: "ETHUSDT"
  }),
  row("POST /v5/account/upgrade-to-uta", "upgradeToUnifiedAccount", "privatePostV5AccountUpgradeToUta")
]

/** Demo trading: a demo account per caller, and demo funds. */
export const demo: ReadonlyArray<Row> = [
  row("POST /v5/user/create-demo-member", "createDemoAccount", "privatePostV5UserCreateDemoMember"),
  row(
    "POST /v5/account/demo-apply-money",
    "requestDemoTradingFunds",
    "privatePostV5AccountDemoApplyMoney",
    {
      adjustType: 0,
      utaDemoApplyMoney: [{ coin: "USDT", amountStr: "100" }]
    },
    {
      // one request a minute per account, as documented: the second pass starts where a minute later would
      setup: (ctx) => ctx.h.admin.rateLimits.reset()
    }
  )
]

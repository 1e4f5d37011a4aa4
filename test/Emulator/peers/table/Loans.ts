/**
 * Peer rows: crypto loans of all three generations (the original, the common pool with flexible and fixed loans)
 * and institutional loans. Collateral is put in the funding account first; each pass borrows, adjusts and repays
 * its own loans.
 */
import type { Ctx, Row } from "../Peers.js"
import { got, keep, passTime, row } from "../Peers.js"

const fund = (ctx: Ctx, coin: string, amount: string) => ctx.h.admin.setBalance(coin, amount, { accountType: "FUND" })

/** The CryptoLoan family (the original loans, one collateral per order). */
export const cryptoLoan: ReadonlyArray<Row> = [
  row("GET /v5/crypto-loan/collateral-data", "getCollateralCoins", "publicGetV5CryptoLoanCollateralData", {
    currency: "BTC"
  }),
  row("GET /v5/crypto-loan/loanable-data", "getBorrowableCoins", "publicGetV5CryptoLoanLoanableData", {
    currency: "USDT"
  }),
  row(
    "GET /v5/crypto-loan/borrowable-collateralisable-number",
    "getAccountBorrowCollateralLimit",
    "privateGetV5CryptoLoanBorrowableCollateralisableNumber",
    { loanCurrency: "USDT", collateralCurrency: "BTC" },
    { setup: (ctx) => fund(ctx, "BTC", "2") }
  ),
  row(
    "POST /v5/crypto-loan/borrow",
    "borrowCryptoLoan",
    "privatePostV5CryptoLoanBorrow",
    { loanCurrency: "USDT", loanAmount: "1000", collateralCurrency: "BTC" },
    { check: keep("orderId", "loanOrder") }
  ),
  row("GET /v5/crypto-loan/ongoing-orders", "getUnpaidLoanOrders", "privateGetV5CryptoLoanOngoingOrders"),
  row(
    "GET /v5/crypto-loan/max-collateral-amount",
    "getMaxAllowedReductionCollateralAmount",
    "privateGetV5CryptoLoanMaxCollateralAmount",
    (ctx) => ({ orderId: got(ctx, "loanOrder") })
  ),
  row("POST /v5/crypto-loan/adjust-ltv", "adjustCollateralAmount", "privatePostV5CryptoLoanAdjustLtv", (ctx) => ({
    orderId: got(ctx, "loanOrder"),
    amount: "0.1",
    direction: "0"
  })),
  row(
    "GET /v5/crypto-loan/adjustment-history",
    "getLoanLTVAdjustmentHistory",
    "privateGetV5CryptoLoanAdjustmentHistory",
    (ctx) => ({ orderId: got(ctx, "loanOrder") })
  ),
  row("POST /v5/crypto-loan/repay", "repayCryptoLoan", "privatePostV5CryptoLoanRepay", (ctx) => ({
    orderId: got(ctx, "loanOrder"),
    amount: "100"
  })),
  row(
    "GET /v5/crypto-loan/repayment-history",
    "getRepaymentHistory",
    "privateGetV5CryptoLoanRepaymentHistory",
    (ctx) => ({ orderId: got(ctx, "loanOrder") })
  ),
  row("GET /v5/crypto-loan/borrow-history", "getCompletedLoanOrderHistory", "privateGetV5CryptoLoanBorrowHistory")
]

/** The CryptoLoanCommon family: the shared collateral pool. */
export const common: ReadonlyArray<Row> = [
  row("GET /v5/crypto-loan-common/loanable-data", "getLoanBorrowableCoins", "publicGetV5CryptoLoanCommonLoanableData", {
    currency: "USDT"
  }),
  row(
    "GET /v5/crypto-loan-common/collateral-data",
    "getLoanCollateralCoins",
    "publicGetV5CryptoLoanCommonCollateralData",
    { currency: "BTC" }
  ),
  row(
    "GET /v5/crypto-loan-common/max-collateral-amount",
    "getMaxCollateralAmount",
    "privateGetV5CryptoLoanCommonMaxCollateralAmount",
    { currency: "BTC" }
  ),
  row("POST /v5/crypto-loan-common/max-loan", "getMaxLoanAmount", "privatePostV5CryptoLoanCommonMaxLoan", {
    currency: "USDT",
    collateralList: [{ ccy: "BTC", amount: "1" }]
  })
]

/** The CryptoLoanFlexible family, and the common pool's collateral adjustment (it needs a loan to adjust). */
export const flexible: ReadonlyArray<Row> = [
  row(
    "GET /v5/crypto-loan-flexible/available-inventory",
    "getFlexibleLoanAvailableInventory",
    "privateGetV5CryptoLoanFlexibleAvailableInventory",
    { currency: "USDT" }
  ),
  row(
    "POST /v5/crypto-loan-flexible/borrow",
    "borrowFlexible",
    "privatePostV5CryptoLoanFlexibleBorrow",
    { loanCurrency: "USDT", loanAmount: "1000", collateralList: [{ currency: "BTC", amount: "0.5" }] },
    { setup: (ctx) => fund(ctx, "BTC", "5") }
  ),
  row(
    "POST /v5/crypto-loan-common/adjust-ltv",
    "updateCollateralAmount",
    "privatePostV5CryptoLoanCommonAdjustLtv",
    { currency: "SOL", amount: "10", direction: "0" },
    { setup: (ctx) => fund(ctx, "SOL", "10") }
  ),
  row(
    "GET /v5/crypto-loan-common/adjustment-history",
    "getCollateralAdjustmentHistory",
    "privateGetV5CryptoLoanCommonAdjustmentHistory",
    { collateralCurrency: "SOL" }
  ),
  row(
    "GET /v5/crypto-loan-flexible/ongoing-coin",
    "getOngoingFlexibleLoans",
    "privateGetV5CryptoLoanFlexibleOngoingCoin"
  ),
  row(
    "GET /v5/crypto-loan-flexible/borrow-history",
    "getBorrowHistoryFlexible",
    "privateGetV5CryptoLoanFlexibleBorrowHistory",
    { loanCurrency: "USDT" }
  ),
  row("POST /v5/crypto-loan-flexible/repay", "repayFlexible", "privatePostV5CryptoLoanFlexibleRepay", {
    loanCurrency: "USDT",
    amount: "100"
  }),
  row(
    "POST /v5/crypto-loan-flexible/repay-collateral",
    "repayCollateralFlexible",
    "privatePostV5CryptoLoanFlexibleRepayCollateral",
    { loanCurrency: "USDT", collateralCoin: "BTC", amount: "100" }
  ),
  row(
    "GET /v5/crypto-loan-flexible/repayment-history",
    "getRepaymentHistoryFlexible",
    "privateGetV5CryptoLoanFlexibleRepaymentHistory"
  ),
  row("GET /v5/crypto-loan-common/position", "getCryptoLoanPosition", "privateGetV5CryptoLoanCommonPosition")
]

/** The CryptoLoanFixed family: a borrow that fills, one that rests and is cancelled, a supply, repay and renew. */
export const fixed: ReadonlyArray<Row> = [
  row(
    "GET /v5/crypto-loan-fixed/supply-order-quote",
    "getSupplyOrderQuoteFixed",
    "publicGetV5CryptoLoanFixedSupplyOrderQuote",
    { orderCurrency: "USDT", orderBy: "term" }
  ),
  row(
    "GET /v5/crypto-loan-fixed/borrow-order-quote",
    "getBorrowOrderQuoteFixed",
    "publicGetV5CryptoLoanFixedBorrowOrderQuote",
    { orderCurrency: "USDT", orderBy: "apy", term: "7" }
  ),
  row(
    "GET /v5/crypto-loan-fixed/available-inventory",
    "getFixedLoanAvailableInventory",
    "privateGetV5CryptoLoanFixedAvailableInventory",
    { currency: "USDC", term: "90", annualRate: "0.04" }
  ),
  row(
    "POST /v5/crypto-loan-fixed/borrow",
    "createBorrowOrderFixed",
    "privatePostV5CryptoLoanFixedBorrow",
    { orderCurrency: "USDT", orderAmount: "500", annualRate: "0.06", term: "7" },
    { check: keep("orderId", "fixedBorrow") }
  ),
  row(
    "GET /v5/crypto-loan-fixed/borrow-order-info",
    "getBorrowOrderInfoFixed",
    "privateGetV5CryptoLoanFixedBorrowOrderInfo",
    (ctx) => ({ orderId: got(ctx, "fixedBorrow") })
  ),
  row(
    "GET /v5/crypto-loan-fixed/borrow-contract-info",
    "getBorrowContractInfoFixed",
    "privateGetV5CryptoLoanFixedBorrowContractInfo",
    (ctx) => ({ orderId: got(ctx, "fixedBorrow") }),
    { check: keep("loanId") }
  ),
  row(
    "POST /v5/crypto-loan-fixed/borrow",
    "createBorrowOrderFixed",
    "privatePostV5CryptoLoanFixedBorrow",
    { orderCurrency: "USDT", orderAmount: "300", annualRate: "0.01", term: "14" },
    { check: keep("orderId", "restingBorrow") }
  ),
  row(
    "POST /v5/crypto-loan-fixed/borrow-order-cancel",
    "cancelBorrowOrderFixed",
    "privatePostV5CryptoLoanFixedBorrowOrderCancel",
    (ctx) => ({ orderId: got(ctx, "restingBorrow") })
  ),
  row(
    "POST /v5/crypto-loan-fixed/supply",
    "createSupplyOrderFixed",
    "privatePostV5CryptoLoanFixedSupply",
    { orderCurrency: "USDC", orderAmount: "2000", annualRate: "0.09", term: "14" },
    { setup: (ctx) => fund(ctx, "USDC", "5000"), check: keep("orderId", "supply") }
  ),
  row(
    "GET /v5/crypto-loan-fixed/supply-order-info",
    "getSupplyOrderInfoFixed",
    "privateGetV5CryptoLoanFixedSupplyOrderInfo",
    (ctx) => ({ orderId: got(ctx, "supply") })
  ),
  row(
    "GET /v5/crypto-loan-fixed/supply-contract-info",
    "getSupplyContractInfoFixed",
    "privateGetV5CryptoLoanFixedSupplyContractInfo"
  ),
  row(
    "POST /v5/crypto-loan-fixed/supply-order-cancel",
    "cancelSupplyOrderFixed",
    "privatePostV5CryptoLoanFixedSupplyOrderCancel",
    (ctx) => ({ orderId: got(ctx, "supply") })
  ),
  row("POST /v5/crypto-loan-fixed/repay-collateral", undefined, "privatePostV5CryptoLoanFixedRepayCollateral", {
    loanCurrency: "USDT",
    collateralCoin: "BTC",
    amount: "50"
  }),
  row("POST /v5/crypto-loan-fixed/fully-repay", "repayFixed", "privatePostV5CryptoLoanFixedFullyRepay", (ctx) => ({
    loanId: got(ctx, "loanId")
  })),
  row(
    "GET /v5/crypto-loan-fixed/repayment-history",
    "getRepaymentHistoryFixed",
    "privateGetV5CryptoLoanFixedRepaymentHistory"
  ),
  row("POST /v5/crypto-loan-fixed/renew", "renewBorrowOrderFixed", "privatePostV5CryptoLoanFixedRenew", (ctx) => ({
    loanId: got(ctx, "loanId")
  })),
  row("GET /v5/crypto-loan-fixed/renew-info", "getRenewOrderInfoFixed", "privateGetV5CryptoLoanFixedRenewInfo")
]

/** The InsLoan family: the master is granted a loan; bybit-api's pass binds the sub-account, ccxt's unbinds it. */
export const insLoan: ReadonlyArray<Row> = [
  row(
    "GET /v5/ins-loan/product-infos",
    "getInstitutionalLendingProductInfo",
    "publicGetV5InsLoanProductInfos",
    { productId: "91" },
    { args: (p) => [p.productId] }
  ),
  row(
    "GET /v5/ins-loan/ensure-tokens-convert",
    "getInstitutionalLendingMarginCoinInfoWithConversionRate",
    "publicGetV5InsLoanEnsureTokensConvert",
    { productId: "91" },
    { args: (p) => [p.productId] }
  ),
  row(
    "GET /v5/ins-loan/ensure-tokens",
    "getInstitutionalLendingMarginCoinInfo",
    "privateGetV5InsLoanEnsureTokens",
    { productId: "91" },
    { args: (p) => [p.productId] }
  ),
  row("GET /v5/ins-loan/loan-order", "getInstitutionalLendingLoanOrders", "privateGetV5InsLoanLoanOrder", undefined, {
    setup: (ctx) => {
      ctx.h.admin.grantInsLoan({ uid: ctx.h.uid, coin: "USDT", amount: "100000" })
    }
  }),
  row("GET /v5/ins-loan/ltv", "getInstitutionalLendingLTV", "privateGetV5InsLoanLtv"),
  row(
    "GET /v5/ins-loan/ltv-convert",
    "getInstitutionalLendingLTVWithLadderConversionRate",
    "privateGetV5InsLoanLtvConvert"
  ),
  row(
    "GET /v5/ins-loan/coin-delta-amount",
    "getInstitutionalLendingCoinDeltaAmount",
    "privateGetV5InsLoanCoinDeltaAmount"
  ),
  row(
    "POST /v5/ins-loan/association-uid",
    "bindOrUnbindUID",
    "privatePostV5InsLoanAssociationUid",
    (ctx) => ({ uid: ctx.subUid, operate: ctx.peer === "bybit-api" ? "0" : "1" }),
    {
      setup: async (ctx) => {
        // a risk unit takes unified (pro) accounts only
        ctx.h.admin.setAccountMode(6, { uid: ctx.subUid })
        if (ctx.peer === "bybit-api") return
        // bybit-api's repayment holds the unit until it settles, two minutes later
        await passTime(121_000)(ctx)
      }
    }
  ),
  row("POST /v5/ins-loan/repay-loan", "repayInstitutionalLoan", "privatePostV5InsLoanRepayLoan", {
    token: "USDT",
    quantity: "10"
  }),
  row("GET /v5/ins-loan/repaid-history", "getInstitutionalLendingRepayOrders", "privateGetV5InsLoanRepaidHistory")
]

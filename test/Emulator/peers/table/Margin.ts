/**
 * Peer rows: spot margin on the unified account (switch, leverage, floating and fixed-rate borrowing), leveraged
 * tokens, and the classic account's cross margin (the account is made classic for those rows and unified again
 * at the start of the next pass).
 */
import type { Ctx, Row } from "../Peers.js"
import { field, got, keep, row } from "../Peers.js"

const usdt = { currency: "USDT" } as const
const second = { wait: 1_050 }
const serial = (ctx: Ctx, what: string) => `${ctx.peer === "bybit-api" ? "ba" : "cx"}-${what}-${ctx.h.port}`

/** The SpotMarginTrade family. */
export const spotMargin: ReadonlyArray<Row> = [
  row("GET /v5/spot-margin-trade/data", "getVIPMarginData", "publicGetV5SpotMarginTradeData", usdt, {
    setup: (ctx) => ctx.h.admin.setAccountMode(5)
  }),
  row("GET /v5/spot-margin-trade/collateral", undefined, "publicGetV5SpotMarginTradeCollateral", { currency: "BTC" }),
  row(
    "GET /v5/spot-margin-trade/interest-rate-history",
    "getHistoricalInterestRate",
    "privateGetV5SpotMarginTradeInterestRateHistory",
    usdt
  ),
  row(
    "GET /v5/spot-margin-trade/currency-data",
    "getSpotMarginCurrencyData",
    "privateGetV5SpotMarginTradeCurrencyData",
    usdt
  ),
  row(
    "POST /v5/spot-margin-trade/switch-mode",
    "toggleSpotMarginTrade",
    "privatePostV5SpotMarginTradeSwitchMode",
    { spotMarginMode: "1" },
    { args: (p) => [p.spotMarginMode] }
  ),
  row(
    "POST /v5/spot-margin-trade/set-leverage",
    "setSpotMarginLeverageV2",
    "privatePostV5SpotMarginTradeSetLeverage",
    (ctx) => ({ leverage: ctx.peer === "bybit-api" ? "4" : "5" })
  ),
  row("GET /v5/spot-margin-trade/state", "getSpotMarginState", "privateGetV5SpotMarginTradeState"),
  row(
    "GET /v5/spot-margin-trade/max-borrowable",
    "getMaxBorrowableAmount",
    "privateGetV5SpotMarginTradeMaxBorrowable",
    { currency: "BTC" }
  ),
  row("GET /v5/spot-margin-trade/position-tiers", "getPositionTiers", "privateGetV5SpotMarginTradePositionTiers", {
    currency: "BTC"
  }),
  row("GET /v5/spot-margin-trade/coinstate", "getCoinState", "privateGetV5SpotMarginTradeCoinstate"),
  row(
    "GET /v5/spot-margin-trade/repayment-available-amount",
    "getAvailableAmountToRepay",
    "privateGetV5SpotMarginTradeRepaymentAvailableAmount",
    { currency: "BTC" }
  ),
  ...(["1", "0"] as const).map((autoRepayMode) =>
    row(
      "POST /v5/spot-margin-trade/set-auto-repay-mode",
      "setAutoRepayMode",
      "privatePostV5SpotMarginTradeSetAutoRepayMode",
      { currency: "ETH", autoRepayMode }
    )
  ),
  row(
    "GET /v5/spot-margin-trade/get-auto-repay-mode",
    "getAutoRepayMode",
    "privateGetV5SpotMarginTradeGetAutoRepayMode"
  ),
  row(
    "GET /v5/spot-margin-trade/fixedborrow-order-quote",
    "getFixedRateBorrowOrderQuote",
    "privateGetV5SpotMarginTradeFixedborrowOrderQuote",
    { orderCurrency: "USDT", term: "7", orderBy: "apy" },
    { check: keep("annualRate") }
  ),
  row(
    "GET /v5/spot-margin-trade/fixed-available-inventory",
    "getFixedRateAvailableInventory",
    "privateGetV5SpotMarginTradeFixedAvailableInventory",
    (ctx) => ({ currency: "USDT", term: "7", annualRate: got(ctx, "annualRate") })
  ),
  row(
    "POST /v5/spot-margin-trade/fixedborrow",
    "submitFixedRateBorrow",
    "privatePostV5SpotMarginTradeFixedborrow",
    (ctx) => ({ orderCurrency: "USDT", orderAmount: "5000", annualRate: got(ctx, "annualRate"), term: "7" }),
    { check: keep("orderId", "fixedOrder") }
  ),
  row(
    "GET /v5/spot-margin-trade/fixedborrow-order-info",
    "getFixedRateBorrowOrderInfo",
    "privateGetV5SpotMarginTradeFixedborrowOrderInfo",
    (ctx) => ({ orderId: got(ctx, "fixedOrder") })
  ),
  row(
    "GET /v5/spot-margin-trade/fixedborrow-contract-info",
    "getFixedRateBorrowContractInfo",
    "privateGetV5SpotMarginTradeFixedborrowContractInfo",
    (ctx) => ({ orderId: got(ctx, "fixedOrder") }),
    { check: keep("loanId") }
  ),
  row(
    "POST /v5/spot-margin-trade/fixedborrow-renew",
    "renewFixedRateBorrow",
    "privatePostV5SpotMarginTradeFixedborrowRenew",
    (ctx) => ({ loanId: got(ctx, "loanId") })
  ),
  row("GET /v5/spot-margin-trade/liability", "getSpotMarginLiability", "privateGetV5SpotMarginTradeLiability", usdt),
  row(
    "GET /v5/spot-margin-trade/flexible-available-inventory",
    "getFlexibleAvailableInventory",
    "privateGetV5SpotMarginTradeFlexibleAvailableInventory",
    usdt
  )
]

/** The SpotLeverToken family: bought, settled a second later, then partly redeemed. */
export const leverToken: ReadonlyArray<Row> = [
  row("GET /v5/spot-lever-token/info", undefined, "publicGetV5SpotLeverTokenInfo", { ltCoin: "BTC3L" }),
  row("GET /v5/spot-lever-token/reference", undefined, "publicGetV5SpotLeverTokenReference", { ltCoin: "BTC3L" }),
  row(
    "POST /v5/spot-lever-token/purchase",
    undefined,
    "privatePostV5SpotLeverTokenPurchase",
    (ctx) => ({ ltCoin: "BTC3L", amount: "200", serialNo: serial(ctx, "p") }),
    { check: keep("purchaseId") }
  ),
  row(
    "POST /v5/spot-lever-token/redeem",
    undefined,
    "privatePostV5SpotLeverTokenRedeem",
    (ctx) => ({ ltCoin: "BTC3L", quantity: "5", serialNo: serial(ctx, "r") }),
    // the purchase settles a second after it is placed
    { wait: 1_500 }
  ),
  row("GET /v5/spot-lever-token/order-record", undefined, "privateGetV5SpotLeverTokenOrderRecord", (ctx) => ({
    orderId: got(ctx, "purchaseId")
  }))
]

/** The SpotCrossMarginTrade family, on a classic account. */
export const crossMargin: ReadonlyArray<Row> = [
  row(
    "GET /v5/spot-cross-margin-trade/pledge-token",
    "getSpotMarginCoinInfo",
    "publicGetV5SpotCrossMarginTradePledgeToken",
    { coin: "BTC" },
    { args: (p) => [p.coin] }
  ),
  row(
    "GET /v5/spot-cross-margin-trade/borrow-token",
    "getSpotMarginBorrowableCoinInfo",
    "publicGetV5SpotCrossMarginTradeBorrowToken",
    { coin: "USDT" },
    { args: (p) => [p.coin] }
  ),
  row("GET /v5/spot-cross-margin-trade/data", undefined, "publicGetV5SpotCrossMarginTradeData", { currency: "BTC" }),
  row(
    "POST /v5/spot-cross-margin-trade/switch",
    "toggleSpotCrossMarginTrade",
    "privatePostV5SpotCrossMarginTradeSwitch",
    { switch: 1 },
    { setup: (ctx) => ctx.h.admin.setAccountMode(1) }
  ),
  row(
    "GET /v5/spot-cross-margin-trade/loan-info",
    "getSpotMarginInterestAndQuota",
    "privateGetV5SpotCrossMarginTradeLoanInfo",
    { coin: "USDT" },
    { args: (p) => [p.coin] }
  ),
  row("POST /v5/spot-cross-margin-trade/loan", "spotMarginBorrow", "privatePostV5SpotCrossMarginTradeLoan", {
    coin: "USDT",
    qty: "1000"
  }),
  row(
    "GET /v5/spot-cross-margin-trade/account",
    "getSpotMarginLoanAccountInfo",
    "privateGetV5SpotCrossMarginTradeAccount"
  ),
  row(
    "GET /v5/spot-cross-margin-trade/orders",
    "getSpotMarginBorrowOrderDetail",
    "privateGetV5SpotCrossMarginTradeOrders",
    {
      coin: "USDT"
    }
  ),
  row(
    "POST /v5/spot-cross-margin-trade/repay",
    "spotMarginRepay",
    "privatePostV5SpotCrossMarginTradeRepay",
    { coin: "USDT", qty: "500" },
    second
  ),
  row(
    "GET /v5/spot-cross-margin-trade/repay-history",
    "getSpotMarginRepaymentOrderDetail",
    "privateGetV5SpotCrossMarginTradeRepayHistory",
    { coin: "USDT" },
    {
      check: (result) => {
        field(result, "repayId")
      }
    }
  )
]
